// RUN: rmlir-opt --canonicalize %s | FileCheck %s

// The folder's constants are hoisted in order when they start the block, reversed when
// an op stays before them.
// CHECK-LABEL: func.func @at_start
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c2, %c5, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @at_start(%m: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

// CHECK-LABEL: func.func @after_op
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [3, 10, 4] : memref<30x4xi16> into memref<3x10x4xi16>
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %expand_shape : memref<3x10x4xi16> -> memref<i16>, index, index, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c3, %c10, %c40, %c4 : memref<i16>, index, index, index, index, index
// CHECK-NEXT: }
func.func @after_op(%m: memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 10, 4] : memref<30x4xi16> into memref<3x10x4xi16>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %e : memref<3x10x4xi16> -> memref<i16>, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i16>, index, index, index, index, index
}

// MLIR 19's folder leaves a memref.cast source alone.
// CHECK-LABEL: func.func @cast_source
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
func.func @cast_source(%m: memref<4x?xf32>) -> (memref<f32>, index) {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sizes#1 : memref<f32>, index
}
