// Ops upstream 19's finalize-memref-to-llvm leaves for other passes.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


// Upstream 19 lowers these elsewhere (expand-strided-metadata, expand-realloc):
// the conversion leaves them.
func.func @es(%a : memref<6xf32>, %b : memref<4x4xf32>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %2 = memref.subview %b[0, 0][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %3 = memref.realloc %a : memref<6xf32> to memref<10xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @es(%arg0: memref<6xf32>, %arg1: memref<4x4xf32>) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
// CHECK-NEXT: %subview = memref.subview %arg1[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<6xf32> to memref<10xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
