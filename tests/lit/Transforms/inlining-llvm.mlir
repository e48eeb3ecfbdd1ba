// RUN: rmlir-opt %s -inline='default-pipeline=' -split-input-file | FileCheck %s

// A static alloca of the inlined entry block moves to the caller's entry block behind a
// new size constant; lifetime markers bracket the inlined code.
// CHECK-LABEL: llvm.func @caller_static(
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %2 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    llvm.intr.lifetime.start 1, %1 : !llvm.ptr
// CHECK-NEXT:    llvm.store %arg1, %1 : i32, !llvm.ptr
// CHECK-NEXT:    %3 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.intr.lifetime.end 1, %1 : !llvm.ptr
// CHECK-NEXT:    llvm.return %3 : i32
llvm.func @static_alloca(%v: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %p : i32, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @caller_static(%c: i1, %v: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = llvm.call @static_alloca(%v) : (i32) -> i32
  llvm.return %r : i32
^bb2:
  llvm.return %v : i32
}

// A dynamic alloca: stacksave before, stackrestore at the end.
// CHECK-LABEL: llvm.func @caller_dynamic(
// CHECK-NEXT:    %0 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:    %1 = llvm.alloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:    llvm.intr.stackrestore %0 : !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @dynamic_alloca(%n: i32) {
  %p = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.return
}
llvm.func @caller_dynamic(%n: i32) {
  llvm.call @dynamic_alloca(%n) : (i32) -> ()
  llvm.return
}

// A byval argument of a callee that may write it is copied to a new alloca.
// CHECK-LABEL: llvm.func @caller_byval(
// CHECK-NEXT:    %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %1 = llvm.alloca %0 x i64 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    %2 = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:    "llvm.intr.memcpy"(%1, %arg0, %2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:    llvm.return
llvm.func @byval(%p: !llvm.ptr {llvm.byval = i64}) {
  llvm.return
}
llvm.func @caller_byval(%p: !llvm.ptr) {
  llvm.call @byval(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// no_inline, variadic and strictfp callees stay called.
// CHECK-LABEL: llvm.func @caller_refused(
// CHECK-NEXT:    llvm.call @noinline() : () -> ()
// CHECK-NEXT:    llvm.call @vararg() vararg(!llvm.func<void (...)>) : () -> ()
// CHECK-NEXT:    llvm.call @passthrough() : () -> ()
// CHECK-NEXT:    llvm.return
llvm.func @noinline() attributes {no_inline} {
  llvm.return
}
llvm.func @vararg(...) {
  llvm.return
}
llvm.func @passthrough() attributes {passthrough = ["strictfp"]} {
  llvm.return
}
llvm.func @caller_refused() {
  llvm.call @noinline() : () -> ()
  llvm.call @vararg() vararg(!llvm.func<void (...)>) : () -> ()
  llvm.call @passthrough() : () -> ()
  llvm.return
}

// -----

// The call's access groups are appended to those of the inlined memory ops.
#g = #llvm.access_group<id = distinct[0]<>>
llvm.func @load(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %0 : i32
}
// CHECK-LABEL: llvm.func @caller_groups(
// CHECK-NEXT:    %0 = llvm.load %arg0 {access_groups = [#access_group]} : !llvm.ptr -> i32
llvm.func @caller_groups(%p: !llvm.ptr) -> i32 {
  %0 = llvm.call @load(%p) {access_groups = [#g]} : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}
