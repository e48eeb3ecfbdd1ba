// RUN: rmlir-opt %s | FileCheck %s
// linalg.softmax and the Winograd transforms in their declarative forms.

func.func @f(%x: tensor<3x7xf32>, %fl: tensor<4x3x3x8xf32>, %fo: tensor<4x4x8x4xf32>, %in: tensor<1x10x10x8xf32>, %io: tensor<4x4x4x4x1x8xf32>, %ov: tensor<4x4x4x4x1x4xf32>, %oo: tensor<1x8x8x4xf32>, %m: memref<3x7xf32>) -> tensor<3x7xf32> {
  %0 = linalg.softmax dimension(0) ins(%x : tensor<3x7xf32>) outs(%x : tensor<3x7xf32>) -> tensor<3x7xf32>
  linalg.softmax {k} dimension(1) ins(%m : memref<3x7xf32>) outs(%m : memref<3x7xf32>)
  %1 = linalg.winograd_filter_transform m(2) r(3) ins(%fl : tensor<4x3x3x8xf32>) outs(%fo : tensor<4x4x8x4xf32>) -> tensor<4x4x8x4xf32>
  %2 = linalg.winograd_input_transform m(2) r(3) ins(%in : tensor<1x10x10x8xf32>) outs(%io : tensor<4x4x4x4x1x8xf32>) -> tensor<4x4x4x4x1x8xf32>
  %3 = linalg.winograd_output_transform m(2) r(3) ins(%ov : tensor<4x4x4x4x1x4xf32>) outs(%oo : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<3x7xf32>
}
// CHECK: %0 = linalg.softmax dimension(0) ins(%arg0 : tensor<3x7xf32>) outs(%arg0 : tensor<3x7xf32>) -> tensor<3x7xf32>
// CHECK: linalg.softmax {k} dimension(1) ins(%arg7 : memref<3x7xf32>) outs(%arg7 : memref<3x7xf32>)
// CHECK: linalg.winograd_filter_transform m(2) r(3) ins(%arg1 : tensor<4x3x3x8xf32>) outs(%arg2 : tensor<4x4x8x4xf32>) -> tensor<4x4x8x4xf32>
// CHECK: linalg.winograd_input_transform m(2) r(3) ins(%arg3 : tensor<1x10x10x8xf32>) outs(%arg4 : tensor<4x4x4x4x1x8xf32>) -> tensor<4x4x4x4x1x8xf32>
// CHECK: linalg.winograd_output_transform m(2) r(3) ins(%arg5 : tensor<4x4x4x4x1x4xf32>) outs(%arg6 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
