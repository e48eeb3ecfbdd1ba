// memref.generic_atomic_rmw becomes a llvm.cmpxchg loop around a copy of its body.
// RUN: rmlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s


func.func @gen(%A : memref<10xi32>, %i : index, %f : i32) -> i32 {
  %x = memref.generic_atomic_rmw %A[%i] : memref<10xi32> {
  ^bb0(%old : i32):
    %c = llvm.add %old, %f : i32
    %d = llvm.mul %c, %c : i32
    memref.atomic_yield %d : i32
  }
  %y = llvm.add %x, %x : i32
  return %y : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @gen(%arg0: memref<10xi32>, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<10xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %6 = llvm.add %5, %arg2 : i32
// CHECK-NEXT: %7 = llvm.mul %6, %6 : i32
// CHECK-NEXT: %8 = llvm.cmpxchg %3, %5, %7 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %10 = llvm.extractvalue %8[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %10, ^bb2, ^bb1(%9 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %11 = llvm.add %9, %9 : i32
// CHECK-NEXT: return %11 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// A body op the conversion cannot legalize: the op stays.
func.func @arith_body(%A : memref<10xi32>, %i : index, %f : i32) -> i32 {
  %x = memref.generic_atomic_rmw %A[%i] : memref<10xi32> {
  ^bb0(%old : i32):
    %c = arith.addi %old, %f : i32
    memref.atomic_yield %c : i32
  }
  return %x : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @arith_body(%arg0: memref<10xi32>, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xi32> {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: memref.atomic_yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
