// fold-memref-alias-ops on the vector and gpu consumers (MLIR 19's patterns): subview,
// expand_shape and collapse_shape producers folded into vector loads/stores, transfer ops
// through unit-stride subviews when every dim is in bounds, gpu mma loads/stores; and the
// consumers' folders run by the greedy driver.
// RUN: rmlir-opt -fold-memref-alias-ops -split-input-file %s | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @load_subview(%arg0: memref<64x64xf32>, %arg1: index, %arg2: index, %arg3: index) -> vector<8xf32> {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg3]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg2, %arg3]
// CHECK-NEXT:     %2 = vector.load %arg0[%0, %1] : memref<64x64xf32>, vector<8xf32>
// CHECK-NEXT:     return %2 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 8 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @store_expand(%arg0: memref<64xf32>, %arg1: vector<4xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2, %arg3]
// CHECK-NEXT:     vector.store %arg1, %arg0[%0] {nontemporal = true} : memref<64xf32>, vector<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 16)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 mod 16)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @maskedload_collapse(%arg0: memref<4x16xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     %2 = vector.maskedload %arg0[%0, %1], %arg2, %arg3 : memref<4x16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:     return %2 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @maskedstore_rank_reduced(%arg0: memref<8x1x32xf32>, %arg1: index, %arg2: index, %arg3: vector<8xi1>, %arg4: vector<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2]
// CHECK-NEXT:     vector.maskedstore %arg0[%arg1, %c0, %0], %arg3, %arg4 : memref<8x1x32xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transfer_read_permuted(%arg0: memref<4x1x8x8xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> vector<2x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %c0, %arg2, %arg3], %arg4 {in_bounds = [true, true], permutation_map = #map} : memref<4x1x8x8xf32>, vector<2x4xf32>
// CHECK-NEXT:     return %0 : vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @transfer_no_fold(%arg0: memref<64x64xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [16, 16] [1, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT:     %0 = vector.transfer_read %subview[%arg2, %arg2], %arg3 : memref<16x16xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[%arg1, %arg1] [16, 16] [2, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT:     vector.transfer_write %arg4, %subview_0[%arg2, %arg2] {in_bounds = [true]} : vector<4xf32>, memref<16x16xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @transfer_read_expand(%arg0: memref<64xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
// CHECK-NEXT:     %0 = vector.transfer_read %expand_shape[%arg1, %arg1], %arg2 {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transfer_write_mask(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: vector<4xi1>, %arg5: vector<4xf32>) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg3]
// CHECK-NEXT:     %1 = affine.apply #map()[%arg2, %arg3]
// CHECK-NEXT:     vector.transfer_write %arg5, %arg0[%0, %1], %arg4 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mma_subview(%arg0: memref<128x128xf16>, %arg1: index, %arg2: index, %arg3: !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "AOp"> {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT:     %1 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT:     %2 = gpu.subgroup_mma_load_matrix %arg0[%0, %1] {leadDimension = 128 : index, transpose} : memref<128x128xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT:     %3 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT:     %4 = affine.apply #map1()[%arg1]
// CHECK-NEXT:     gpu.subgroup_mma_store_matrix %arg3, %arg0[%3, %4] {leadDimension = 128 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<128x128xf16>
// CHECK-NEXT:     return %2 : !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @folders(%arg0: memref<4x8xf32>, %arg1: memref<?x8xf32>, %arg2: f32, %arg3: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c2, %c2], %arg2 {in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%c2, %c6], %arg2 : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[%c2, %c2] {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT:     return %0, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// A vector.load through a subview: the subview folders build the vector op without
// nontemporal.
func.func @load_subview(%m: memref<64x64xf32>, %a: index, %b: index, %i: index) -> vector<8xf32> {
  %s = memref.subview %m[%a, %b] [16, 16] [2, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[128, 1], offset: ?>>
  %v = vector.load %s[%i, %i] {nontemporal = true} : memref<16x16xf32, strided<[128, 1], offset: ?>>, vector<8xf32>
  return %v : vector<8xf32>
}

// -----

// Through an expand_shape, nontemporal is kept.
func.func @store_expand(%m: memref<64xf32>, %v: vector<4xf32>, %i: index, %j: index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  vector.store %v, %e[%i, %j] {nontemporal = true} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @maskedload_collapse(%m: memref<4x16xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x16xf32> into memref<64xf32>
  %v = vector.maskedload %c[%i], %k, %p : memref<64xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// A rank-reducing subview: the dropped dim gets a zero index.
func.func @maskedstore_rank_reduced(%m: memref<8x1x32xf32>, %a: index, %i: index, %k: vector<8xi1>, %v: vector<8xf32>) {
  %s = memref.subview %m[%a, 0, 4] [1, 1, 16] [1, 1, 1] : memref<8x1x32xf32> to memref<16xf32, strided<[1], offset: ?>>
  vector.maskedstore %s[%i], %k, %v : memref<16xf32, strided<[1], offset: ?>>, vector<8xi1>, vector<8xf32>
  return
}

// -----

// transfer_read through a rank-reducing subview: the permutation map is expanded to the
// source rank, skipping the dropped dim.
func.func @transfer_read_permuted(%m: memref<4x1x8x8xf32>, %a: index, %i: index, %j: index, %f: f32) -> vector<2x4xf32> {
  %s = memref.subview %m[%a, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : memref<4x1x8x8xf32> to memref<8x8xf32, strided<[8, 1], offset: ?>>
  %v = vector.transfer_read %s[%i, %j], %f {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<8x8xf32, strided<[8, 1], offset: ?>>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}

// -----

// An out-of-bounds dim, or a non-unit stride: transfer ops are not folded.
func.func @transfer_no_fold(%m: memref<64x64xf32>, %a: index, %i: index, %f: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %s = memref.subview %m[%a, %a] [16, 16] [1, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 1], offset: ?>>
  %r = vector.transfer_read %s[%i, %i], %f : memref<16x16xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
  %t = memref.subview %m[%a, %a] [16, 16] [2, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[128, 1], offset: ?>>
  vector.transfer_write %v, %t[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<16x16xf32, strided<[128, 1], offset: ?>>
  return %r : vector<4xf32>
}

// -----

// MLIR 19 has no expand_shape folder for transfer ops.
func.func @transfer_read_expand(%m: memref<64xf32>, %i: index, %f: f32) -> vector<4xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %r = vector.transfer_read %e[%i, %i], %f {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// transfer_write through a subview keeps its mask and in_bounds.
func.func @transfer_write_mask(%m: memref<?x?xf32>, %a: index, %b: index, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  %s = memref.subview %m[%a, %b] [8, 8] [1, 1] : memref<?x?xf32> to memref<8x8xf32, strided<[?, 1], offset: ?>>
  vector.transfer_write %v, %s[%i, %i], %k {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @mma_subview(%m: memref<128x128xf16>, %a: index, %i: index, %c: !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "AOp"> {
  %s = memref.subview %m[%a, %a] [32, 32] [1, 1] : memref<128x128xf16> to memref<32x32xf16, strided<[128, 1], offset: ?>>
  %l = gpu.subgroup_mma_load_matrix %s[%i, %i] {leadDimension = 128 : index, transpose} : memref<32x32xf16, strided<[128, 1], offset: ?>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  gpu.subgroup_mma_store_matrix %c, %s[%i, %a] {leadDimension = 128 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[128, 1], offset: ?>>
  return %l : !gpu.mma_matrix<16x16xf16, "AOp">
}

// -----

// The folders run by the greedy driver: constant indices prove dims in bounds, an all-true
// mask is dropped, a memref.cast source is bypassed, an unused vector.load is erased.
func.func @folders(%m: memref<4x8xf32>, %d: memref<?x8xf32>, %f: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %t = arith.constant dense<true> : vector<4xi1>
  %0 = vector.transfer_read %m[%c2, %c2], %f : memref<4x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%c2, %c6], %f, %t : memref<4x8xf32>, vector<4xf32>
  %c = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  vector.transfer_write %v, %c[%c2, %c2] : vector<4xf32>, memref<?x8xf32>
  %2 = vector.load %d[%c2, %c2] : memref<?x8xf32>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
