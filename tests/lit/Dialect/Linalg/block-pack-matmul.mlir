// RUN: rmlir-opt %s -linalg-block-pack-matmul=block-factors=16,8,4 -canonicalize | FileCheck %s
// linalg-block-pack-matmul: padding of partial blocks, batch_matmul_transpose_b, non-matmuls left alone; expected output from mlir-opt-19.

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mm_padded(%arg0: tensor<100x60xf32>, %arg1: tensor<60x40xf32>, %arg2: tensor<100x40xf32>) -> tensor<100x40xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<7x15x16x4xf32>
// CHECK-NEXT:     %pack = tensor.pack %arg0 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [16, 4] into %0 : tensor<100x60xf32> -> tensor<7x15x16x4xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<5x15x8x4xf32>
// CHECK-NEXT:     %pack_0 = tensor.pack %arg1 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %1 : tensor<60x40xf32> -> tensor<5x15x8x4xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<7x5x16x8xf32>
// CHECK-NEXT:     %pack_1 = tensor.pack %arg2 padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [16, 8] into %2 : tensor<100x40xf32> -> tensor<7x5x16x8xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%pack, %pack_0 : tensor<7x15x16x4xf32>, tensor<5x15x8x4xf32>) outs(%pack_1 : tensor<7x5x16x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %4 = arith.mulf %in, %in_2 : f32
// CHECK-NEXT:       %5 = arith.addf %out, %4 : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<7x5x16x8xf32>
// CHECK-NEXT:     %unpack = tensor.unpack %3 inner_dims_pos = [0, 1] inner_tiles = [16, 8] into %arg2 : tensor<7x5x16x8xf32> -> tensor<100x40xf32>
// CHECK-NEXT:     return %unpack : tensor<100x40xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bmm_tb(%arg0: tensor<2x64x32xi32>, %arg1: tensor<2x48x32xi32>, %arg2: tensor<2x64x48xi32>) -> tensor<2x64x48xi32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x4x8x16x4xi32>
// CHECK-NEXT:     %pack = tensor.pack %arg0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [16, 4] into %0 : tensor<2x64x32xi32> -> tensor<2x4x8x16x4xi32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<2x6x8x8x4xi32>
// CHECK-NEXT:     %pack_0 = tensor.pack %arg1 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 4] into %1 : tensor<2x48x32xi32> -> tensor<2x6x8x8x4xi32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<2x4x6x16x8xi32>
// CHECK-NEXT:     %pack_1 = tensor.pack %arg2 inner_dims_pos = [1, 2] inner_tiles = [16, 8] into %2 : tensor<2x64x48xi32> -> tensor<2x4x6x16x8xi32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%pack, %pack_0 : tensor<2x4x8x16x4xi32>, tensor<2x6x8x8x4xi32>) outs(%pack_1 : tensor<2x4x6x16x8xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_2: i32, %out: i32):
// CHECK-NEXT:       %4 = arith.muli %in, %in_2 : i32
// CHECK-NEXT:       %5 = arith.addi %out, %4 : i32
// CHECK-NEXT:       linalg.yield %5 : i32
// CHECK-NEXT:     } -> tensor<2x4x6x16x8xi32>
// CHECK-NEXT:     %unpack = tensor.unpack %3 inner_dims_pos = [1, 2] inner_tiles = [16, 8] into %arg2 : tensor<2x4x6x16x8xi32> -> tensor<2x64x48xi32>
// CHECK-NEXT:     return %unpack : tensor<2x64x48xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_a_matmul(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %0 = linalg.add ins(%arg0, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg1 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     return %0 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @mm_padded(%a: tensor<100x60xf32>, %b: tensor<60x40xf32>, %c: tensor<100x40xf32>) -> tensor<100x40xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<100x60xf32>, tensor<60x40xf32>) outs(%c : tensor<100x40xf32>) -> tensor<100x40xf32>
  return %0 : tensor<100x40xf32>
}
func.func @bmm_tb(%a: tensor<2x64x32xi32>, %b: tensor<2x48x32xi32>, %c: tensor<2x64x48xi32>) -> tensor<2x64x48xi32> {
  %0 = linalg.batch_matmul_transpose_b ins(%a, %b : tensor<2x64x32xi32>, tensor<2x48x32xi32>) outs(%c : tensor<2x64x48xi32>) -> tensor<2x64x48xi32>
  return %0 : tensor<2x64x48xi32>
}
func.func @not_a_matmul(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.add ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
