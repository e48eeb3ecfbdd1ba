// RUN: rmlir-opt %s -transform-interpreter -split-input-file | FileCheck %s

// Packing a matmul by one size per loop (0 = not packed): the padding value is needed only
// where a tile does not divide its dim.
func.func @pack_matmul(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%c : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %m : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.pack %0 packed_sizes = [4, 0, 6] : (!transform.any_op) -> !transform.op<"linalg.generic">
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d1, d4)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
// CHECK-LABEL: func.func @pack_matmul(%arg0: tensor<16x32xf32>, %arg1: tensor<32x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x6x4x6xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %pack = tensor.pack %arg0 padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 6] into %0 : tensor<16x32xf32> -> tensor<4x6x4x6xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<6x8x6xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %pack_1 = tensor.pack %arg1 padding_value(%cst_0 : f32) inner_dims_pos = [0] inner_tiles = [6] into %1 : tensor<32x8xf32> -> tensor<6x8x6xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<4x8x4xf32>
// CHECK-NEXT: %pack_2 = tensor.pack %arg2 inner_dims_pos = [0] inner_tiles = [4] into %2 : tensor<16x8xf32> -> tensor<4x8x4xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "reduction"]} ins(%pack, %pack_1 : tensor<4x6x4x6xf32>, tensor<6x8x6xf32>) outs(%pack_2 : tensor<4x8x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_3: f32, %out: f32):
// CHECK-NEXT: %4 = arith.mulf %in, %in_3 : f32
// CHECK-NEXT: %5 = arith.addf %out, %4 : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<4x8x4xf32>
// CHECK-NEXT: %unpack = tensor.unpack %3 inner_dims_pos = [0] inner_tiles = [4] into %arg2 : tensor<4x8x4xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %unpack : tensor<16x8xf32>

// -----


// pack_greedily on a batch matmul written as a generic: the (k, m, n) dims go last in the
// requested order (here m, n, k), the batch dim stays first.
#bmm = [
  affine_map<(b, m, n, k) -> (b, m, k)>,
  affine_map<(b, m, n, k) -> (b, k, n)>,
  affine_map<(b, m, n, k) -> (b, m, n)>
]
func.func @greedy_bmm(%a: tensor<3x20x12xf32>, %b: tensor<3x12x24xf32>, %c: tensor<3x20x24xf32>) -> tensor<3x20x24xf32> {
  %0 = linalg.generic {indexing_maps = #bmm, iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<3x20x12xf32>, tensor<3x12x24xf32>) outs(%c : tensor<3x20x24xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %z, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x20x24xf32>
  return %0 : tensor<3x20x24xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %m : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.pack_greedily %0 matmul_packed_sizes = [5, 8, 4] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.op<"linalg.generic">
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d2, d5, d6)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// CHECK-LABEL: func.func @greedy_bmm(%arg0: tensor<3x20x12xf32>, %arg1: tensor<3x12x24xf32>, %arg2: tensor<3x20x24xf32>) -> tensor<3x20x24xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<3x4x3x5x4xf32>
// CHECK-NEXT: %pack = tensor.pack %arg0 inner_dims_pos = [1, 2] inner_tiles = [5, 4] into %0 : tensor<3x20x12xf32> -> tensor<3x4x3x5x4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<3x3x3x8x4xf32>
// CHECK-NEXT: %pack_0 = tensor.pack %arg1 inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %1 : tensor<3x12x24xf32> -> tensor<3x3x3x8x4xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<3x4x3x5x8xf32>
// CHECK-NEXT: %pack_1 = tensor.pack %arg2 inner_dims_pos = [1, 2] inner_tiles = [5, 8] into %2 : tensor<3x20x24xf32> -> tensor<3x4x3x5x8xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%pack, %pack_0 : tensor<3x4x3x5x4xf32>, tensor<3x3x3x8x4xf32>) outs(%pack_1 : tensor<3x4x3x5x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT: %4 = arith.mulf %in, %in_2 : f32
// CHECK-NEXT: %5 = arith.addf %out, %4 : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<3x4x3x5x8xf32>
// CHECK-NEXT: %unpack = tensor.unpack %3 inner_dims_pos = [1, 2] inner_tiles = [5, 8] into %arg2 : tensor<3x4x3x5x8xf32> -> tensor<3x20x24xf32>
// CHECK-NEXT: return %unpack : tensor<3x20x24xf32>

// -----


// Padding m to the next multiple of 16 instead of packing it, on a named op.
func.func @greedy_padded(%a: tensor<30x64xf32>, %b: tensor<64x32xf32>, %c: tensor<30x32xf32>) -> tensor<30x32xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<30x64xf32>, tensor<64x32xf32>) outs(%c : tensor<30x32xf32>) -> tensor<30x32xf32>
  return %0 : tensor<30x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %m : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.pack_greedily %0 matmul_packed_sizes = [0, 8, 16] matmul_padded_sizes_next_multiple_of = [16, 0, 0] matmul_inner_dims_order = [2, 0, 1] : (!transform.any_op) -> !transform.op<"linalg.generic">
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d1, d4, d5)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3, d4)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d0, d3, d5)>
// CHECK-LABEL: func.func @greedy_padded(%arg0: tensor<30x64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<30x32xf32>) -> tensor<30x32xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<1x4x16x32xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %pack = tensor.pack %arg0 padding_value(%cst : f32) inner_dims_pos = [1, 0] inner_tiles = [16, 32] into %0 : tensor<30x64xf32> -> tensor<1x4x16x32xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x4x8x16xf32>
// CHECK-NEXT: %pack_0 = tensor.pack %arg1 inner_dims_pos = [1, 0] inner_tiles = [8, 16] into %1 : tensor<64x32xf32> -> tensor<4x4x8x16xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<1x4x8x32xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %pack_2 = tensor.pack %arg2 padding_value(%cst_1 : f32) inner_dims_pos = [1, 0] inner_tiles = [8, 32] into %2 : tensor<30x32xf32> -> tensor<1x4x8x32xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel", "parallel", "reduction", "parallel"]} ins(%pack, %pack_0 : tensor<1x4x16x32xf32>, tensor<4x4x8x16xf32>) outs(%pack_2 : tensor<1x4x8x32xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_3: f32, %out: f32):
// CHECK-NEXT: %4 = arith.mulf %in, %in_3 : f32
// CHECK-NEXT: %5 = arith.addf %out, %4 : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<1x4x8x32xf32>
// CHECK-NEXT: %unpack = tensor.unpack %3 inner_dims_pos = [1, 0] inner_tiles = [8, 32] into %arg2 : tensor<1x4x8x32xf32> -> tensor<30x32xf32>
// CHECK-NEXT: return %unpack : tensor<30x32xf32>

// -----


// No contraction (two loops): the op is returned unchanged.
func.func @greedy_no_matmul(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %m : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.pack_greedily %0 matmul_packed_sizes = [2, 2, 2] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.op<"linalg.generic">
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @greedy_no_matmul(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg1 : tensor<8x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<8x8xf32>
// CHECK-NEXT: return %0 : tensor<8x8xf32>

// -----


// Transposing the packed init and its unpack.
func.func @transpose_unpack(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%c : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %m : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.pack %0 packed_sizes = [4, 2, 8] : (!transform.any_op) -> !transform.op<"linalg.generic">
    %u = transform.get_consumers_of_result %1[0] : (!transform.op<"linalg.generic">) -> !transform.op<"tensor.unpack">
    %2, %p, %up = transform.structured.pack_transpose %u with_compute_op(%1) outer_perm = [1, 0] inner_perm = [1, 0] : (!transform.op<"tensor.unpack">, !transform.op<"linalg.generic">) -> (!transform.op<"linalg.generic">, !transform.op<"tensor.pack">, !transform.op<"tensor.unpack">)
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d1, d4, d5)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d4, d3)>
// CHECK-LABEL: func.func @transpose_unpack(%arg0: tensor<16x32xf32>, %arg1: tensor<32x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x4x4x8xf32>
// CHECK-NEXT: %pack = tensor.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %0 : tensor<16x32xf32> -> tensor<4x4x4x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x4x2x8xf32>
// CHECK-NEXT: %pack_0 = tensor.pack %arg1 inner_dims_pos = [1, 0] inner_tiles = [2, 8] into %1 : tensor<32x8xf32> -> tensor<4x4x2x8xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<4x4x4x2xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<4x4x2x4xf32>
// CHECK-NEXT: %pack_1 = tensor.pack %arg2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %3 : tensor<16x8xf32> -> tensor<4x4x2x4xf32>
// CHECK-NEXT: %4 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%pack, %pack_0 : tensor<4x4x4x8xf32>, tensor<4x4x2x8xf32>) outs(%pack_1 : tensor<4x4x2x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT: %5 = arith.mulf %in, %in_2 : f32
// CHECK-NEXT: %6 = arith.addf %out, %5 : f32
// CHECK-NEXT: linalg.yield %6 : f32
// CHECK-NEXT: } -> tensor<4x4x2x4xf32>
// CHECK-NEXT: %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %arg2 : tensor<4x4x2x4xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %unpack : tensor<16x8xf32>
