// memref.dim: a constant for a static size, the size field for a dynamic one at a constant index, else the sizes array spilled to an alloca and indexed.
// RUN: rmlir-opt %s -finalize-memref-to-llvm | FileCheck %s

func.func @d(%m: memref<4x?xf32>, %i: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.dim %m, %c0 : memref<4x?xf32>
  %b = memref.dim %m, %c1 : memref<4x?xf32>
  %c = memref.dim %m, %i : memref<4x?xf32>
  return %a, %b, %c : index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @d(%arg0: memref<4x?xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:     %4 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %7 = llvm.extractvalue %1[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.alloca %6 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %7, %8 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT:     %9 = llvm.getelementptr %8[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT:     %10 = llvm.load %9 : !llvm.ptr -> i64
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT:     return %3, %5, %11 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
