// RUN: rmlir-opt --expand-strided-metadata -split-input-file --allow-unregistered-dialect %s | FileCheck %s

// extract_strided_metadata's folder builds its constants just before it without telling
// the driver; the next iteration hoists them in walk order, keeping their order when they
// already start the block.
// CHECK-LABEL: func.func @fold_at_block_start
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c2, %c5, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @fold_at_block_start(%m: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

// -----

// An op before them: each constant is moved to the front in turn, reversing them.
// CHECK-LABEL: func.func @fold_after_op
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: "test.fence"() : () -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c2, %c2, %c2, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @fold_after_op(%m: memref<5x4xf32>) -> (memref<f32>, index, index, index, index, index) {
  %s = memref.subview %m[0, 2][2, 2][1, 1] : memref<5x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 2>>
  "test.fence"() : () -> ()
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<2x2xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

// -----

// MLIR 19 rewrites extract_strided_metadata(expand_shape) through the expand_shape: the new
// extract_strided_metadata lands where the expand_shape was.
// CHECK-LABEL: func.func @expand_shape_first
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<30x4xi16> -> memref<i16>, index, index, index, index, index
// CHECK-NEXT: "test.fence"() : () -> ()
// CHECK-NEXT: return %base_buffer, %c0, %c3, %c10, %c40, %c4 : memref<i16>, index, index, index, index, index
// CHECK-NEXT: }
func.func @expand_shape_first(%m: memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 10, 4] : memref<30x4xi16> into memref<3x10x4xi16>
  "test.fence"() : () -> ()
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %e : memref<3x10x4xi16> -> memref<i16>, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i16>, index, index, index, index, index
}

// -----
// CHECK: #map = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0, s1, 42)>

// A collapsed stride is the affine.min of the group's strides; MLIR 19 keeps a min of one
// symbol.
// CHECK-LABEL: func.func @collapse_min
// CHECK-NEXT: %base_buffer, %offset, %sizes:6, %strides:6 = memref.extract_strided_metadata %arg0 : memref<?x?x4x?x6x7xi32> -> memref<i32>, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.min #map()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes#1, %sizes#3]
// CHECK-NEXT: %2 = affine.min #map2()[%strides#1, %strides#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%sizes#0, %1, 42], strides: [%0, %2, 1] : memref<i32> to memref<?x?x42xi32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?x42xi32>
// CHECK-NEXT: }
func.func @collapse_min(%m: memref<?x?x4x?x6x7xi32>) -> memref<?x?x42xi32> {
  %c = memref.collapse_shape %m [[0], [1, 2, 3], [4, 5]] : memref<?x?x4x?x6x7xi32> into memref<?x?x42xi32>
  return %c : memref<?x?x42xi32>
}
