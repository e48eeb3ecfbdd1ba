// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// f16 arithmetic is computed in f32 between the libgcc/compiler-rt helpers (an operand
// used twice is extended once).
// CHECK-LABEL: addh:
// CHECK: call{{.*}}__extendhfsf2
// CHECK-NOT: __extendhfsf2
// CHECK: addss
// CHECK: call{{.*}}__truncsfhf2
llvm.func @addh(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> f16
  %s = llvm.fadd %a, %a : f16
  llvm.store %s, %p : f16, !llvm.ptr
  llvm.return
}

// A double truncates to half in one rounding.
// CHECK-LABEL: trunc_dh:
// CHECK: call{{.*}}__truncdfhf2
llvm.func @trunc_dh(%x: f64, %p: !llvm.ptr) {
  %t = llvm.fptrunc %x : f64 to f16
  llvm.store %t, %p : f16, !llvm.ptr
  llvm.return
}

// bf16 extends by a shift and truncates through __truncsfbf2 / __truncdfbf2.
// CHECK-LABEL: mulbf:
// CHECK: shl $0x10
// CHECK: mulss
// CHECK: call{{.*}}__truncsfbf2
llvm.func @mulbf(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> bf16
  %s = llvm.fmul %a, %a : bf16
  llvm.store %s, %p : bf16, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: trunc_dbf:
// CHECK: call{{.*}}__truncdfbf2
llvm.func @trunc_dbf(%x: f64, %p: !llvm.ptr) {
  %t = llvm.fptrunc %x : f64 to bf16
  llvm.store %t, %p : bf16, !llvm.ptr
  llvm.return
}

// Sign operations stay on the bit pattern.
// CHECK-LABEL: negh:
// CHECK: xor $0x8000
// CHECK-NOT: call
// CHECK: ret
llvm.func @negh(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> f16
  %n = llvm.fneg %a : f16
  llvm.store %n, %p : f16, !llvm.ptr
  llvm.return
}
