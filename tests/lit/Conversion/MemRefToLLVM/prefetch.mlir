// memref.prefetch becomes llvm.intr.prefetch of the element's address.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


func.func @prefetch(%A : memref<?x?xf32>, %i : index, %j : index) {
  memref.prefetch %A[%i, %j], write, locality<3>, data : memref<?x?xf32>
  memref.prefetch %A[%i, %j], read, locality<1>, instr : memref<?x?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @prefetch(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%7) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %8 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mul %1, %9 : i64
// CHECK-NEXT: %11 = llvm.add %10, %0 : i64
// CHECK-NEXT: %12 = llvm.getelementptr %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%12) <{cache = 0 : i32, hint = 1 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
