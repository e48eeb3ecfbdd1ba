// RUN: rmlir-opt -fold-memref-alias-ops -split-input-file %s | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * 3)>
// A load through a subview: offset + index * stride per source dim, a rank-reduced dim
// taking the offset alone.
// CHECK-LABEL: func.func @load_subview
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg3, %arg2]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %arg4]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %c2, %1] {nontemporal = true} : memref<8x?x16xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @load_subview(%m: memref<8x?x16xf32>, %o: index, %s: index, %i: index, %j: index) -> f32 {
  %v = memref.subview %m[%o, 2, %o][4, 1, 4][%s, 1, 3] : memref<8x?x16xf32> to memref<4x4xf32, strided<[?, 3], offset: ?>>
  %0 = memref.load %v[%i, %j] {nontemporal = true} : memref<4x4xf32, strided<[?, 3], offset: ?>>
  return %0 : f32
}

// -----
// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 + s2 * s0)>

// A store through an expand_shape with a dynamic inner size: memref.dim of the source
// divided by the static sizes of the group.
// CHECK-LABEL: func.func @store_expand
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.divui %dim, %c4 : index
// CHECK-NEXT: %1 = affine.apply #map()[%arg2, %arg3, %0]
// CHECK-NEXT: memref.store %arg4, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @store_expand(%m: memref<?xf32>, %b: index, %i: index, %j: index, %x: f32) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [4, %b] : memref<?xf32> into memref<4x?xf32>
  memref.store %x, %e[%i, %j] : memref<4x?xf32>
  return
}

// -----
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 12)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> ((s0 mod 12) floordiv 4)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 mod 4)>

// Through a collapse_shape each index is delinearized; a collapse to rank 0 indexes zeros.
// CHECK-LABEL: func.func @load_collapse
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg2]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg2]
// CHECK-NEXT: %3 = memref.load %arg0[%0, %1, %2] : memref<?x3x4xf32>
// CHECK-NEXT: %4 = memref.load %arg1[%c0, %c0] : memref<1x1xf32>
// CHECK-NEXT: return %3, %4 : f32, f32
// CHECK-NEXT: }
func.func @load_collapse(%m: memref<?x3x4xf32>, %n: memref<1x1xf32>, %i: index) -> (f32, f32) {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x3x4xf32> into memref<?xf32>
  %0 = memref.load %c[%i] : memref<?xf32>
  %d = memref.collapse_shape %n [] : memref<1x1xf32> into memref<f32>
  %1 = memref.load %d[] : memref<f32>
  return %0, %1 : f32, f32
}

// -----
// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>

// subview of subview with unit strides becomes one subview.
// CHECK-LABEL: func.func @subview_subview
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %subview = memref.subview %arg0[%0, %1] [1, 2] [1, 1] : memref<?x?xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @subview_subview(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%a, 3] [4, 8] [1, 1] : memref<?x?xf32> to memref<4x8xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[1, %b] [1, 2] [1, 1] : memref<4x8xf32, strided<[?, 1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  return %1 : memref<2xf32, strided<[1], offset: ?>>
}
