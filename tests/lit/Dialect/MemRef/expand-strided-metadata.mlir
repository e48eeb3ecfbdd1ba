// RUN: rmlir-opt --expand-strided-metadata -split-input-file %s | FileCheck %s

// A subview becomes extract_strided_metadata of its source, affine.apply for the offset
// and strides that are not constant, and a reinterpret_cast.
// CHECK-DAG: #[[$OFF:.*]] = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>
// CHECK-LABEL: func @subview_dynamic
// CHECK-SAME: (%[[ARG:.*]]: memref<?x?xf32, strided<[?, 1], offset: ?>>, %[[I:.*]]: index
// CHECK: %[[BASE:.*]], %[[OFFSET:.*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[ARG]]
// CHECK: %[[NEWOFF:.*]] = affine.apply #[[$OFF]]()[%[[OFFSET]], %[[I]], %[[STRIDES]]#0]
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [%[[NEWOFF]]], sizes: [4, 4], strides: [%[[STRIDES]]#0, 1]
func.func @subview_dynamic(%arg: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index)
    -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %arg[%i, 0] [4, 4] [1, 1]
      : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// extract_strided_metadata of an alloc: constant sizes and strides, the alloc as base.
// CHECK-LABEL: func @alloc
// CHECK: %[[ALLOC:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[BASE:.*]] = memref.reinterpret_cast %[[ALLOC]] to offset: [0], sizes: [], strides: [] : memref<4x8xf32> to memref<f32>
// CHECK: return %[[BASE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}
func.func @alloc() -> (memref<f32>, index, index, index, index, index) {
  %a = memref.alloc() : memref<4x8xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a
      : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1
      : memref<f32>, index, index, index, index, index
}

// -----

// Expand and collapse: the sizes and strides of the dynamic group are computed.
// CHECK-DAG: #[[$DIV:.*]] = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-LABEL: func @expand
// CHECK: %[[BASE:.*]], %[[OFFSET:.*]], %[[SIZE:.*]], %[[STRIDE:.*]] = memref.extract_strided_metadata
// CHECK: %[[D:.*]] = affine.apply #[[$DIV]]()[%[[SIZE]]]
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[D]], 4], strides: [4, 1]
func.func @expand(%arg: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.expand_shape %arg [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
