// RUN: rmlir-opt %s -pass-pipeline="builtin.module(linalg-block-pack-matmul{block-factors=16,8,4 mnk-order=2,0,1 lhs-transpose-outer-blocks=true lhs-transpose-inner-blocks=true rhs-transpose-outer-blocks=false allow-padding=false},canonicalize)" | FileCheck %s
// linalg-block-pack-matmul options: mnk-order, block transpositions, no padding (only the divisible batch matmul is packed); expected output from mlir-opt-19.

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d1, d4, d5)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d1, d4, d6)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mm_padded(%arg0: tensor<100x60xf32>, %arg1: tensor<60x40xf32>, %arg2: tensor<100x40xf32>) -> tensor<100x40xf32> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<100x60xf32>, tensor<60x40xf32>) outs(%arg2 : tensor<100x40xf32>) -> tensor<100x40xf32>
// CHECK-NEXT:     return %0 : tensor<100x40xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bmm_tb(%arg0: tensor<2x64x32xi32>, %arg1: tensor<2x48x32xi32>, %arg2: tensor<2x64x48xi32>) -> tensor<2x64x48xi32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x8x4x4x16xi32>
// CHECK-NEXT:     %pack = tensor.pack %arg0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [4, 16] into %0 : tensor<2x64x32xi32> -> tensor<2x8x4x4x16xi32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<2x8x6x8x4xi32>
// CHECK-NEXT:     %pack_0 = tensor.pack %arg1 outer_dims_perm = [0, 2, 1] inner_dims_pos = [1, 2] inner_tiles = [8, 4] into %1 : tensor<2x48x32xi32> -> tensor<2x8x6x8x4xi32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<2x4x6x8x16xi32>
// CHECK-NEXT:     %pack_1 = tensor.pack %arg2 inner_dims_pos = [2, 1] inner_tiles = [8, 16] into %2 : tensor<2x64x48xi32> -> tensor<2x4x6x8x16xi32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction", "parallel"]} ins(%pack, %pack_0 : tensor<2x8x4x4x16xi32>, tensor<2x8x6x8x4xi32>) outs(%pack_1 : tensor<2x4x6x8x16xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_2: i32, %out: i32):
// CHECK-NEXT:       %4 = arith.muli %in, %in_2 : i32
// CHECK-NEXT:       %5 = arith.addi %out, %4 : i32
// CHECK-NEXT:       linalg.yield %5 : i32
// CHECK-NEXT:     } -> tensor<2x4x6x8x16xi32>
// CHECK-NEXT:     %unpack = tensor.unpack %3 inner_dims_pos = [2, 1] inner_tiles = [8, 16] into %arg2 : tensor<2x4x6x8x16xi32> -> tensor<2x64x48xi32>
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
