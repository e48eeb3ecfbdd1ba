// RUN: rmlir-opt %s --test-linalg-transform-patterns=test-generalize-tensor-unpack | FileCheck %s
// GeneralizeOuterUnitDimsUnPackOpPattern applied greedily: partial tiles, transposed tiles; expected output from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT:   func.func @pack_2d_transposed_tile(%arg0: tensor<1x1x16x4xf32>, %arg1: tensor<1x1x1x1x4x16xf32>) -> tensor<1x1x1x1x4x16xf32> {
// CHECK-NEXT:     %pack = tensor.pack %arg0 inner_dims_pos = [3, 2] inner_tiles = [4, 16] into %arg1 : tensor<1x1x16x4xf32> -> tensor<1x1x1x1x4x16xf32>
// CHECK-NEXT:     return %pack : tensor<1x1x1x1x4x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_padded(%arg0: tensor<3x5xi32>, %arg1: tensor<1x1x4x8xi32>, %arg2: i32) -> tensor<1x1x4x8xi32> {
// CHECK-NEXT:     %pack = tensor.pack %arg0 padding_value(%arg2 : i32) inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %arg1 : tensor<3x5xi32> -> tensor<1x1x4x8xi32>
// CHECK-NEXT:     return %pack : tensor<1x1x4x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_untiled_outer(%arg0: tensor<6x1x8x2xf32>, %arg1: tensor<6x1x1x1x2x8xf32>) -> tensor<6x1x1x1x2x8xf32> {
// CHECK-NEXT:     %pack = tensor.pack %arg0 outer_dims_perm = [0, 3, 2, 1] inner_dims_pos = [3, 2] inner_tiles = [2, 8] into %arg1 : tensor<6x1x8x2xf32> -> tensor<6x1x1x1x2x8xf32>
// CHECK-NEXT:     return %pack : tensor<6x1x1x1x2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_not_unit(%arg0: tensor<64x8xf32>, %arg1: tensor<2x1x32x8xf32>) -> tensor<2x1x32x8xf32> {
// CHECK-NEXT:     %pack = tensor.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [32, 8] into %arg1 : tensor<64x8xf32> -> tensor<2x1x32x8xf32>
// CHECK-NEXT:     return %pack : tensor<2x1x32x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_tile(%arg0: tensor<1x1x4x8xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 4, 8] [1, 1, 1, 1] : tensor<1x1x4x8xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %extracted_slice[0, 0] [3, 5] [1, 1] : tensor<4x8xf32> to tensor<3x5xf32>
// CHECK-NEXT:     return %extracted_slice_0 : tensor<3x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_transposed(%arg0: tensor<1x1x8x4xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 8, 4] [1, 1, 1, 1] : tensor<1x1x8x4xf32> to tensor<8x4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%extracted_slice : tensor<8x4xf32>) outs(%0 : tensor<4x8xf32>) permutation = [1, 0] 
// CHECK-NEXT:     return %transposed : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @pack_2d_transposed_tile(%src: tensor<1x1x16x4xf32>, %dst: tensor<1x1x1x1x4x16xf32>) -> tensor<1x1x1x1x4x16xf32> {
  %0 = tensor.pack %src inner_dims_pos = [3, 2] inner_tiles = [4, 16] into %dst : tensor<1x1x16x4xf32> -> tensor<1x1x1x1x4x16xf32>
  return %0 : tensor<1x1x1x1x4x16xf32>
}
func.func @pack_padded(%src: tensor<3x5xi32>, %dst: tensor<1x1x4x8xi32>, %p: i32) -> tensor<1x1x4x8xi32> {
  %0 = tensor.pack %src padding_value(%p : i32) inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %dst : tensor<3x5xi32> -> tensor<1x1x4x8xi32>
  return %0 : tensor<1x1x4x8xi32>
}
func.func @pack_untiled_outer(%src: tensor<6x1x8x2xf32>, %dst: tensor<6x1x1x1x2x8xf32>) -> tensor<6x1x1x1x2x8xf32> {
  %0 = tensor.pack %src outer_dims_perm = [0, 3, 2, 1] inner_dims_pos = [3, 2] inner_tiles = [2, 8] into %dst : tensor<6x1x8x2xf32> -> tensor<6x1x1x1x2x8xf32>
  return %0 : tensor<6x1x1x1x2x8xf32>
}
func.func @pack_not_unit(%src: tensor<64x8xf32>, %dst: tensor<2x1x32x8xf32>) -> tensor<2x1x32x8xf32> {
  %0 = tensor.pack %src inner_dims_pos = [0, 1] inner_tiles = [32, 8] into %dst : tensor<64x8xf32> -> tensor<2x1x32x8xf32>
  return %0 : tensor<2x1x32x8xf32>
}
func.func @unpack_tile(%src: tensor<1x1x4x8xf32>, %dst: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = tensor.unpack %src inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %dst : tensor<1x1x4x8xf32> -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
func.func @unpack_transposed(%src: tensor<1x1x8x4xf32>, %dst: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.unpack %src inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %dst : tensor<1x1x8x4xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
