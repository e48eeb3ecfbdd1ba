// RUN: rmlir-opt %s -canonicalize | FileCheck %s
// tensor.pack of a splat constant folds to the packed splat, unless the padding value differs from the splat; expected output from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<7x7xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %pack = tensor.pack %cst padding_value(%cst_0 : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg0 : tensor<7x7xf32> -> tensor<2x2x4x4xf32>
// CHECK-NEXT:     return %pack : tensor<2x2x4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<2x2x4x4xf32>
// CHECK-NEXT:     return %cst : tensor<2x2x4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: tensor<2x4x2x8xi32>) -> tensor<2x4x2x8xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<3> : tensor<2x4x2x8xi32>
// CHECK-NEXT:     return %cst : tensor<2x4x2x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @f(%d: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
  %c = arith.constant dense<1.0> : tensor<7x7xf32>
  %z = arith.constant 0.0 : f32
  %0 = tensor.pack %c padding_value(%z : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<7x7xf32> -> tensor<2x2x4x4xf32>
  return %0 : tensor<2x2x4x4xf32>
}
func.func @g(%d: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
  %c = arith.constant dense<1.0> : tensor<7x7xf32>
  %z = arith.constant 1.0 : f32
  %0 = tensor.pack %c padding_value(%z : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<7x7xf32> -> tensor<2x2x4x4xf32>
  return %0 : tensor<2x2x4x4xf32>
}
func.func @h(%d: tensor<2x4x2x8xi32>) -> tensor<2x4x2x8xi32> {
  %c = arith.constant dense<3> : tensor<8x16xi32>
  %0 = tensor.pack %c outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 8] into %d : tensor<8x16xi32> -> tensor<2x4x2x8xi32>
  return %0 : tensor<2x4x2x8xi32>
}
