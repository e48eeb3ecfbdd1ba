// memref.cast between ranked memrefs forwards the descriptor; memref.extract_aligned_pointer_as_index is ptrtoint of the aligned pointer.
// RUN: rmlir-opt %s -finalize-memref-to-llvm | FileCheck %s

func.func @c(%m: memref<4xf32>, %n: memref<?xf32>) -> (memref<?xf32>, memref<4xf32>, index) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %n : memref<?xf32> to memref<4xf32>
  %2 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  return %0, %1, %2 : memref<?xf32>, memref<4xf32>, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @c(%arg0: memref<4xf32>, %arg1: memref<?xf32>) -> (memref<?xf32>, memref<4xf32>, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT:     %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT:     return %2, %3, %6 : memref<?xf32>, memref<4xf32>, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
