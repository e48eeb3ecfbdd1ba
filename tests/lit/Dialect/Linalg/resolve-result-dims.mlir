// RUN: rmlir-opt %s -resolve-shaped-type-result-dims | FileCheck %s
// Expected output from mlir-opt-19: dims of tensor.empty, linalg.generic, tensor.pad and
// tensor.expand_shape results are resolved from the reified shapes (an expanded size from the
// source size divided by the static sizes of its group).

func.func @empty_dims(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.empty(%n) : tensor<3x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<3x?xf32>
  %2 = tensor.dim %0, %c1 : tensor<3x?xf32>
  return %1, %2 : index, index
}

func.func @generic_dim(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1 : index
}

func.func @pad_dims(%a: tensor<2x?xf32>, %l: index, %v: f32) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %p = tensor.pad %a low[%c3, %l] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %p, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %p, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

func.func @expand_dims(%a: tensor<6x?xf32>, %n: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, %n, 4] : tensor<6x?xf32> into tensor<2x3x?x4xf32>
  %1 = tensor.dim %0, %c1 : tensor<2x3x?x4xf32>
  %2 = tensor.dim %0, %c2 : tensor<2x3x?x4xf32>
  return %1, %2 : index, index
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @empty_dims(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: return %c3, %arg0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic_dim(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pad_dims(%arg0: tensor<2x?xf32>, %arg1: index, %arg2: f32) -> (index, index) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<2x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %dim]
// CHECK-NEXT: return %c6, %0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand_dims(%arg0: tensor<6x?xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<6x?xf32>
// CHECK-NEXT: %0 = affine.apply #map1()[%dim]
// CHECK-NEXT: return %c3, %0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
