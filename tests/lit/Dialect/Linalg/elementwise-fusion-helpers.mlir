// RUN: rmlir-opt %s -linalg-fuse-elementwise-ops | FileCheck %s
// Expected output from mlir-opt-19: a splat constant input becomes a scalar constant, an
// unread init becomes tensor.empty, a filled input reads the fill value (cast to the element
// type), and a transpose (generic or named) of a constant folds to the transposed constant.

#id = affine_map<(d0) -> (d0)>
func.func @splat_and_outs(%a: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<2.0> : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %c : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @fill_input(%a: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %f : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @transpose_constant() -> tensor<3x2xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %e = tensor.empty() : tensor<3x2xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<2x3xi32>) outs(%e : tensor<3x2xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

func.func @fill_other_type(%a: tensor<4xf16>, %v: f32) -> tensor<4xf16> {
  %e = tensor.empty() : tensor<4xf16>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf16>) -> tensor<4xf16>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %f : tensor<4xf16>, tensor<4xf16>) outs(%e : tensor<4xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %s = arith.addf %x, %y : f16
    linalg.yield %s : f16
  } -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

func.func @named_transpose_constant(%init: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %t = linalg.transpose ins(%c : tensor<2x3xf32>) outs(%init : tensor<3x2xf32>) permutation = [1, 0]
  return %t : tensor<3x2xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @splat_and_outs(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %cst : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fill_input(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%0 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %arg1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @transpose_constant() -> tensor<3x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
// CHECK-NEXT: return %cst : tensor<3x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fill_other_type(%arg0: tensor<4xf16>, %arg1: f32) -> tensor<4xf16> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %1 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf16>) outs(%0 : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%in: f16, %out: f16):
// CHECK-NEXT: %3 = arith.addf %in, %1 : f16
// CHECK-NEXT: linalg.yield %3 : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %2 : tensor<4xf16>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @named_transpose_constant(%arg0: tensor<3x2xf32>) -> tensor<3x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
// CHECK-NEXT: return %cst : tensor<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
