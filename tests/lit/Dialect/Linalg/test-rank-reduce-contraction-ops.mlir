// RUN: rmlir-opt %s -test-linalg-rank-reduce-contraction-ops | FileCheck %s

// Contractions with unit batch/m/n dims become lower-rank named ops, one dim per
// rewrite (batch_matmul -> matmul -> vecmat -> dot), with reshapes around them.

func.func @unbatch(%a: tensor<1x4x6xf32>, %b: tensor<1x6x5xf32>, %c: tensor<1x4x5xf32>) -> tensor<1x4x5xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<1x4x6xf32>, tensor<1x6x5xf32>) outs(%c : tensor<1x4x5xf32>) -> tensor<1x4x5xf32>
  return %r : tensor<1x4x5xf32>
}

func.func @to_matvec(%a: memref<3x8xf32>, %b: memref<8x1xf32>, %c: memref<3x1xf32>) {
  linalg.matmul ins(%a, %b : memref<3x8xf32>, memref<8x1xf32>) outs(%c : memref<3x1xf32>)
  return
}

func.func @to_dot(%a: tensor<1x1x9xf32>, %b: tensor<1x9x1xf32>, %c: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<1x1x9xf32>, tensor<1x9x1xf32>) outs(%c : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  return %r : tensor<1x1x1xf32>
}

func.func @kept(%a: tensor<2x4x6xf32>, %b: tensor<2x6x5xf32>, %c: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x4x6xf32>, tensor<2x6x5xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %r : tensor<2x4x5xf32>
}

// CHECK-LABEL: func.func @unbatch(%arg0: tensor<1x4x6xf32>, %arg1: tensor<1x6x5xf32>, %arg2: tensor<1x4x5xf32>) -> tensor<1x4x5xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<1x4x6xf32> into tensor<4x6xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<1x6x5xf32> into tensor<6x5xf32>
// CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : tensor<1x4x5xf32> into tensor<4x5xf32>
// CHECK-NEXT: %0 = linalg.matmul ins(%collapsed, %collapsed_0 : tensor<4x6xf32>, tensor<6x5xf32>) outs(%collapsed_1 : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2]] output_shape [1, 4, 5] : tensor<4x5xf32> into tensor<1x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<1x4x5xf32>
// CHECK-LABEL: func.func @to_matvec(%arg0: memref<3x8xf32>, %arg1: memref<8x1xf32>, %arg2: memref<3x1xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0, 1]] : memref<8x1xf32> into memref<8xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg2 {{\[\[}}0, 1]] : memref<3x1xf32> into memref<3xf32>
// CHECK-NEXT: linalg.matvec ins(%arg0, %collapse_shape : memref<3x8xf32>, memref<8xf32>) outs(%collapse_shape_0 : memref<3xf32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @to_dot(%arg0: tensor<1x1x9xf32>, %arg1: tensor<1x9x1xf32>, %arg2: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<1x1x9xf32> into tensor<1x9xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<1x9x1xf32> into tensor<9x1xf32>
// CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : tensor<1x1x1xf32> into tensor<1x1xf32>
// CHECK-NEXT: %collapsed_2 = tensor.collapse_shape %collapsed {{\[\[}}0, 1]] : tensor<1x9xf32> into tensor<9xf32>
// CHECK-NEXT: %collapsed_3 = tensor.collapse_shape %collapsed_1 {{\[\[}}0, 1]] : tensor<1x1xf32> into tensor<1xf32>
// CHECK-NEXT: %collapsed_4 = tensor.collapse_shape %collapsed_0 {{\[\[}}0, 1]] : tensor<9x1xf32> into tensor<9xf32>
// CHECK-NEXT: %collapsed_5 = tensor.collapse_shape %collapsed_3 [] : tensor<1xf32> into tensor<f32>
// CHECK-NEXT: %0 = linalg.dot ins(%collapsed_2, %collapsed_4 : tensor<9xf32>, tensor<9xf32>) outs(%collapsed_5 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: %expanded_6 = tensor.expand_shape %expanded {{\[\[}}0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
// CHECK-NEXT: %expanded_7 = tensor.expand_shape %expanded_6 {{\[\[}}0, 1], [2]] output_shape [1, 1, 1] : tensor<1x1xf32> into tensor<1x1x1xf32>
// CHECK-NEXT: return %expanded_7 : tensor<1x1x1xf32>
// CHECK-LABEL: func.func @kept(%arg0: tensor<2x4x6xf32>, %arg1: tensor<2x6x5xf32>, %arg2: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
// CHECK-NEXT: %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x4x6xf32>, tensor<2x6x5xf32>) outs(%arg2 : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
// CHECK-NEXT: return %0 : tensor<2x4x5xf32>
