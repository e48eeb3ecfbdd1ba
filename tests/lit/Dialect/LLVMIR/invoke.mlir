// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

llvm.func @may_throw(i32) -> i64
llvm.func @personality(...) -> i32
llvm.mlir.global external constant @type_info() : !llvm.ptr

// CHECK-LABEL: llvm.func @unwinding
llvm.func @unwinding(%f: !llvm.ptr, %a: i32) attributes {personality = @personality} {
  %0 = llvm.mlir.addressof @type_info : !llvm.ptr
  %1 = llvm.mlir.undef : !llvm.array<1 x i8>
  // CHECK: llvm.invoke @may_throw(%{{.*}}) to ^bb2 unwind ^bb1 : (i32) -> i64
  // GENERIC: "llvm.invoke"(%{{.*}})[^bb2, ^bb1] <{CConv = #llvm.cconv<ccc>, callee = @may_throw, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i64
  %2 = llvm.invoke @may_throw(%a) to ^bb2 unwind ^bb1 : (i32) -> i64
^bb1:
  // CHECK: llvm.landingpad cleanup (catch %{{.*}} : !llvm.ptr) (filter %{{.*}} : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
  // GENERIC: "llvm.landingpad"(%{{.*}}, %{{.*}}) <{cleanup}> : (!llvm.ptr, !llvm.array<1 x i8>) -> !llvm.struct<(ptr, i32)>
  %3 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (filter %1 : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
  // CHECK: llvm.resume %{{.*}} : !llvm.struct<(ptr, i32)>
  llvm.resume %3 : !llvm.struct<(ptr, i32)>
^bb2:
  // As upstream, an indirect invoke lists the destination operands with the call's.
  // CHECK: llvm.invoke fastcc %{{.*}}(%[[A:.*]], %[[A]]) to ^bb3(%[[A]] : i32) unwind ^bb4 : !llvm.ptr, (i32, i32) -> ()
  // GENERIC: operandSegmentSizes = array<i32: 2, 1, 0>
  llvm.invoke fastcc %f(%a) to ^bb3(%a : i32) unwind ^bb4 : !llvm.ptr, (i32) -> ()
^bb3(%x: i32):
  llvm.return
^bb4:
  // CHECK: llvm.landingpad (catch %{{.*}} : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  %4 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %4 : !llvm.struct<(ptr, i32)>
}
