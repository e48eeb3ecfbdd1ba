// RUN: rmlir-opt %s -test-linalg-elementwise-fusion-patterns=collapse-dimensions-control=1,2 | FileCheck %s
// Expected output from mlir-opt-19: loops 1 and 2 are collapsed where every map keeps them
// adjacent and in order (operands collapsed, tensor results expanded back).

func.func @collapse_inner(%a: tensor<4x3x5xf32>, %b: tensor<4x3x5xf32>) -> tensor<4x3x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<4x3x5xf32>) outs(%b : tensor<4x3x5xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x3x5xf32>
  return %0 : tensor<4x3x5xf32>
}

func.func @not_preserved(%a: tensor<5x3x4xf32>, %b: tensor<4x3x5xf32>) -> tensor<4x3x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<5x3x4xf32>) outs(%b : tensor<4x3x5xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x3x5xf32>
  return %0 : tensor<4x3x5xf32>
}

func.func @memref_reduction(%a: memref<4x3x5xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%a : memref<4x3x5xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @collapse_inner(%arg0: tensor<4x3x5xf32>, %arg1: tensor<4x3x5xf32>) -> tensor<4x3x5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<4x3x5xf32> into tensor<4x15xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : tensor<4x3x5xf32> into tensor<4x15xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<4x15xf32>) outs(%collapsed_0 : tensor<4x15xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x15xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0], [1, 2]] output_shape [4, 3, 5] : tensor<4x15xf32> into tensor<4x3x5xf32>
// CHECK-NEXT: return %expanded : tensor<4x3x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_preserved(%arg0: tensor<5x3x4xf32>, %arg1: tensor<4x3x5xf32>) -> tensor<4x3x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x3x4xf32>) outs(%arg1 : tensor<4x3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4x3x5xf32>
// CHECK-NEXT: return %0 : tensor<4x3x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @memref_reduction(%arg0: memref<4x3x5xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<4x3x5xf32> into memref<4x15xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%collapse_shape : memref<4x15xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
