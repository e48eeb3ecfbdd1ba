// RUN: rmlir-opt %s -test-linalg-data-layout-propagation -split-input-file | FileCheck %s

// Packs bubble up through producers and unpacks are pushed down through consumers
// (generic ops, pads, reshapes), so that the computation happens on the packed layout.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bubble_bcast(%a: tensor<64x48xf32>, %b: tensor<48xf32>) -> tensor<6x8x8x8xf32> {
  %e = tensor.empty() : tensor<64x48xf32>
  %g = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<64x48xf32>, tensor<48xf32>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<64x48xf32>
  %d = tensor.empty() : tensor<6x8x8x8xf32>
  %p = tensor.pack %g outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<64x48xf32> -> tensor<6x8x8x8xf32>
  return %p : tensor<6x8x8x8xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
// CHECK-LABEL: func.func @bubble_bcast(%arg0: tensor<64x48xf32>, %arg1: tensor<48xf32>) -> tensor<6x8x8x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<6x8x8x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<6x8x8x8xf32>
// CHECK-NEXT: %pack = tensor.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 : tensor<64x48xf32> -> tensor<6x8x8x8xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<6x8xf32>
// CHECK-NEXT: %pack_0 = tensor.pack %arg1 outer_dims_perm = [0] inner_dims_pos = [0] inner_tiles = [8] into %2 : tensor<48xf32> -> tensor<6x8xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pack, %pack_0 : tensor<6x8x8x8xf32>, tensor<6x8xf32>) outs(%0 : tensor<6x8x8x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %4 = arith.mulf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<6x8x8x8xf32>
// CHECK-NEXT: return %3 : tensor<6x8x8x8xf32>
// CHECK-NEXT: }

// -----


#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @push_down_cast(%a: tensor<4x3x16xf32>, %init: tensor<4x48xf16>) -> tensor<4x48xf16> {
  %e = tensor.empty() : tensor<4x48xf32>
  %u = tensor.unpack %a inner_dims_pos = [1] inner_tiles = [16] into %e : tensor<4x3x16xf32> -> tensor<4x48xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%u : tensor<4x48xf32>) outs(%init : tensor<4x48xf16>) {
  ^bb0(%x: f32, %o: f16):
    %t = arith.truncf %x : f32 to f16
    linalg.yield %t : f16
  } -> tensor<4x48xf16>
  return %g : tensor<4x48xf16>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @push_down_cast(%arg0: tensor<4x3x16xf32>, %arg1: tensor<4x48xf16>) -> tensor<4x48xf16> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x48xf32>
// CHECK-NEXT: %unpack = tensor.unpack %arg0 inner_dims_pos = [1] inner_tiles = [16] into %0 : tensor<4x3x16xf32> -> tensor<4x48xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x3x16xf16>
// CHECK-NEXT: %pack = tensor.pack %arg1 inner_dims_pos = [1] inner_tiles = [16] into %1 : tensor<4x48xf16> -> tensor<4x3x16xf16>
// CHECK-NEXT: %2 = tensor.empty() : tensor<4x3x16xf32>
// CHECK-NEXT: %pack_0 = tensor.pack %unpack inner_dims_pos = [1] inner_tiles = [16] into %2 : tensor<4x48xf32> -> tensor<4x3x16xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pack_0 : tensor<4x3x16xf32>) outs(%pack : tensor<4x3x16xf16>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f16):
// CHECK-NEXT: %5 = arith.truncf %in : f32 to f16
// CHECK-NEXT: linalg.yield %5 : f16
// CHECK-NEXT: } -> tensor<4x3x16xf16>
// CHECK-NEXT: %4 = tensor.empty() : tensor<4x48xf16>
// CHECK-NEXT: %unpack_1 = tensor.unpack %3 inner_dims_pos = [1] inner_tiles = [16] into %4 : tensor<4x3x16xf16> -> tensor<4x48xf16>
// CHECK-NEXT: return %unpack_1 : tensor<4x48xf16>
// CHECK-NEXT: }

// -----


func.func @pack_through_pad_two_uses(%a: tensor<16x10xf32>) -> (tensor<16x12xf32>, tensor<2x12x8xf32>) {
  %z = arith.constant 1.0 : f32
  %pd = tensor.pad %a low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<16x10xf32> to tensor<16x12xf32>
  %d = tensor.empty() : tensor<2x12x8xf32>
  %p = tensor.pack %pd inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<16x12xf32> -> tensor<2x12x8xf32>
  return %pd, %p : tensor<16x12xf32>, tensor<2x12x8xf32>
}

// CHECK-LABEL: func.func @pack_through_pad_two_uses(%arg0: tensor<16x10xf32>) -> (tensor<16x12xf32>, tensor<2x12x8xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x10x8xf32>
// CHECK-NEXT: %pack = tensor.pack %arg0 inner_dims_pos = [0] inner_tiles = [8] into %0 : tensor<16x10xf32> -> tensor<2x10x8xf32>
// CHECK-NEXT: %padded = tensor.pad %pack low[0, 1, 0] high[0, 1, 0] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<2x10x8xf32> to tensor<2x12x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<16x12xf32>
// CHECK-NEXT: %unpack = tensor.unpack %padded inner_dims_pos = [0] inner_tiles = [8] into %1 : tensor<2x12x8xf32> -> tensor<16x12xf32>
// CHECK-NEXT: return %unpack, %padded : tensor<16x12xf32>, tensor<2x12x8xf32>
// CHECK-NEXT: }

// -----


func.func @unpack_through_pad(%a: tensor<2x10x8xf32>) -> tensor<16x14xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x10xf32>
  %u = tensor.unpack %a inner_dims_pos = [0] inner_tiles = [8] into %e : tensor<2x10x8xf32> -> tensor<16x10xf32>
  %pd = tensor.pad %u low[0, 2] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<16x10xf32> to tensor<16x14xf32>
  return %pd : tensor<16x14xf32>
}

// CHECK-LABEL: func.func @unpack_through_pad(%arg0: tensor<2x10x8xf32>) -> tensor<16x14xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 2, 0] high[0, 2, 0] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<2x10x8xf32> to tensor<2x14x8xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x14xf32>
// CHECK-NEXT: %unpack = tensor.unpack %padded inner_dims_pos = [0] inner_tiles = [8] into %0 : tensor<2x14x8xf32> -> tensor<16x14xf32>
// CHECK-NEXT: return %unpack : tensor<16x14xf32>
// CHECK-NEXT: }

// -----


func.func @pack_through_collapse(%a: tensor<2x32x6xf32>) -> tensor<16x6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x32x6xf32> into tensor<64x6xf32>
  %d = tensor.empty() : tensor<16x6x4xf32>
  %p = tensor.pack %c inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<64x6xf32> -> tensor<16x6x4xf32>
  return %p : tensor<16x6x4xf32>
}

// CHECK-LABEL: func.func @pack_through_collapse(%arg0: tensor<2x32x6xf32>) -> tensor<16x6x4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x8x6x4xf32>
// CHECK-NEXT: %pack = tensor.pack %arg0 inner_dims_pos = [1] inner_tiles = [4] into %0 : tensor<2x32x6xf32> -> tensor<2x8x6x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %pack {{\[\[}}0, 1], [2], [3]] : tensor<2x8x6x4xf32> into tensor<16x6x4xf32>
// CHECK-NEXT: return %collapsed : tensor<16x6x4xf32>
// CHECK-NEXT: }

// -----


func.func @pack_through_expand(%a: tensor<24x40xf32>) -> tensor<24x2x4x5xf32> {
  %x = tensor.expand_shape %a [[0], [1, 2]] output_shape [24, 2, 20] : tensor<24x40xf32> into tensor<24x2x20xf32>
  %d = tensor.empty() : tensor<24x2x4x5xf32>
  %p = tensor.pack %x inner_dims_pos = [2] inner_tiles = [5] into %d : tensor<24x2x20xf32> -> tensor<24x2x4x5xf32>
  return %p : tensor<24x2x4x5xf32>
}

// CHECK-LABEL: func.func @pack_through_expand(%arg0: tensor<24x40xf32>) -> tensor<24x2x4x5xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<24x8x5xf32>
// CHECK-NEXT: %pack = tensor.pack %arg0 inner_dims_pos = [1] inner_tiles = [5] into %0 : tensor<24x40xf32> -> tensor<24x8x5xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %pack {{\[\[}}0], [1, 2], [3]] output_shape [24, 2, 4, 5] : tensor<24x8x5xf32> into tensor<24x2x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<24x2x4x5xf32>
// CHECK-NEXT: }

// -----


func.func @unpack_through_expand(%a: tensor<6x4x8xf32>) -> tensor<2x3x32xf32> {
  %e = tensor.empty() : tensor<6x32xf32>
  %u = tensor.unpack %a inner_dims_pos = [1] inner_tiles = [8] into %e : tensor<6x4x8xf32> -> tensor<6x32xf32>
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [2, 3, 32] : tensor<6x32xf32> into tensor<2x3x32xf32>
  return %x : tensor<2x3x32xf32>
}

// CHECK-LABEL: func.func @unpack_through_expand(%arg0: tensor<6x4x8xf32>) -> tensor<2x3x32xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2], [3]] output_shape [2, 3, 4, 8] : tensor<6x4x8xf32> into tensor<2x3x4x8xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3x32xf32>
// CHECK-NEXT: %unpack = tensor.unpack %expanded inner_dims_pos = [2] inner_tiles = [8] into %0 : tensor<2x3x4x8xf32> -> tensor<2x3x32xf32>
// CHECK-NEXT: return %unpack : tensor<2x3x32xf32>
// CHECK-NEXT: }

// -----


func.func @dynamic_unpack_through_expand(%a: tensor<?x4x8xf32>, %n: index) -> tensor<?x2x32xf32> {
  %e = tensor.empty(%n) : tensor<?x32xf32>
  %u = tensor.unpack %a inner_dims_pos = [1] inner_tiles = [8] into %e : tensor<?x4x8xf32> -> tensor<?x32xf32>
  %c2 = arith.constant 2 : index
  %h = arith.divui %n, %c2 : index
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [%h, 2, 32] : tensor<?x32xf32> into tensor<?x2x32xf32>
  return %x : tensor<?x2x32xf32>
}

// CHECK-LABEL: func.func @dynamic_unpack_through_expand(%arg0: tensor<?x4x8xf32>, %arg1: index) -> tensor<?x2x32xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x4x8xf32>
// CHECK-NEXT: %0 = arith.divui %dim, %c2 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2], [3]] output_shape [%0, 2, 4, 8] : tensor<?x4x8xf32> into tensor<?x2x4x8xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %expanded, %c0 : tensor<?x2x4x8xf32>
// CHECK-NEXT: %1 = tensor.empty(%dim_0) : tensor<?x2x32xf32>
// CHECK-NEXT: %unpack = tensor.unpack %expanded inner_dims_pos = [2] inner_tiles = [8] into %1 : tensor<?x2x4x8xf32> -> tensor<?x2x32xf32>
// CHECK-NEXT: return %unpack : tensor<?x2x32xf32>
// CHECK-NEXT: }
