// RUN: rmlir-opt %s --test-linalg-transform-patterns=test-generalize-tensor-pack | FileCheck %s
// GeneralizeOuterUnitDimsPackOpPattern applied greedily: transposed tiles, padding, untiled outer dims, non-unit outer dims left alone; expected output from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT:   func.func @pack_2d_transposed_tile(%arg0: tensor<1x1x16x4xf32>, %arg1: tensor<1x1x1x1x4x16xf32>) -> tensor<1x1x1x1x4x16xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 16, 4] [1, 1, 1, 1] : tensor<1x1x16x4xf32> to tensor<16x4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x16xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%extracted_slice : tensor<16x4xf32>) outs(%0 : tensor<4x16xf32>) permutation = [1, 0] 
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %transposed into %arg1[0, 0, 0, 0, 0, 0] [1, 1, 1, 1, 4, 16] [1, 1, 1, 1, 1, 1] : tensor<4x16xf32> into tensor<1x1x1x1x4x16xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x1x1x1x4x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_padded(%arg0: tensor<3x5xi32>, %arg1: tensor<1x1x4x8xi32>, %arg2: i32) -> tensor<1x1x4x8xi32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[1, 3] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : i32
// CHECK-NEXT:     } : tensor<3x5xi32> to tensor<4x8xi32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %padded into %arg1[0, 0, 0, 0] [1, 1, 4, 8] [1, 1, 1, 1] : tensor<4x8xi32> into tensor<1x1x4x8xi32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x1x4x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_untiled_outer(%arg0: tensor<6x1x8x2xf32>, %arg1: tensor<6x1x1x1x2x8xf32>) -> tensor<6x1x1x1x2x8xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [6, 1, 8, 2] [1, 1, 1, 1] : tensor<6x1x8x2xf32> to tensor<6x8x2xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<6x2x8xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%extracted_slice : tensor<6x8x2xf32>) outs(%0 : tensor<6x2x8xf32>) permutation = [0, 2, 1] 
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %transposed into %arg1[0, 0, 0, 0, 0, 0] [6, 1, 1, 1, 2, 8] [1, 1, 1, 1, 1, 1] : tensor<6x2x8xf32> into tensor<6x1x1x1x2x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<6x1x1x1x2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_not_unit(%arg0: tensor<64x8xf32>, %arg1: tensor<2x1x32x8xf32>) -> tensor<2x1x32x8xf32> {
// CHECK-NEXT:     %pack = tensor.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [32, 8] into %arg1 : tensor<64x8xf32> -> tensor<2x1x32x8xf32>
// CHECK-NEXT:     return %pack : tensor<2x1x32x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_tile(%arg0: tensor<1x1x4x8xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
// CHECK-NEXT:     %unpack = tensor.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %arg1 : tensor<1x1x4x8xf32> -> tensor<3x5xf32>
// CHECK-NEXT:     return %unpack : tensor<3x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_transposed(%arg0: tensor<1x1x8x4xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %unpack = tensor.unpack %arg0 inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %arg1 : tensor<1x1x8x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT:     return %unpack : tensor<4x8xf32>
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
