// memref.assume_alignment becomes llvm.intr.assume on the first element's address.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


func.func @assume(%A : memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  memref.assume_alignment %A, 16 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @assume(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT: %6 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.and %6, %5  : i64
// CHECK-NEXT: %8 = llvm.icmp "eq" %7, %4 : i64
// CHECK-NEXT: "llvm.intr.assume"(%8) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
