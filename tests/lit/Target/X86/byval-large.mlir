// RUN: rmlir-translate --mlir-to-asm --split-input-file --verify-diagnostics %s | FileCheck %s
// Large byval arguments are copied with memcpy (as llc); frames of 2 GiB or more and byval
// copies beyond the stack displacements are named errors.

// CHECK-LABEL: big:
// CHECK: lea {{.*}}(%rsp),%rdi
// CHECK: mov $0x200,%edx
// CHECK: call memcpy@PLT
// CHECK: call callee@PLT
llvm.func @callee(!llvm.ptr {llvm.byval = !llvm.array<64 x i64>})
llvm.func @big(%p: !llvm.ptr) {
  llvm.call @callee(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @huge_callee(!llvm.ptr {llvm.byval = !llvm.array<2000 x array<2000 x array<500 x i32>>>})
llvm.func @huge(%p: !llvm.ptr) {
  // expected-error @below {{unsupported: byval argument too large}}
  llvm.call @huge_callee(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// expected-error @below {{unsupported: a stack frame of 2 GiB or more}}
llvm.func @frame() {
  %c = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c x !llvm.array<600000000 x i32> : (i64) -> !llvm.ptr
  llvm.store %c, %a : i64, !llvm.ptr
  llvm.return
}
