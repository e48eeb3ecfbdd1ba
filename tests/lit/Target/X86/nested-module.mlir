// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// A nested module is not part of the object, as in upstream's translation to LLVM IR: its
// functions are not emitted (here, the leftover of an erased transform script and a module
// with a function).

// CHECK: f:
// CHECK-NOT: g:
llvm.func @f() {
  llvm.return
}
module attributes {transform.with_named_sequence} {
}
module attributes {x.a} {
  llvm.func @g() {
    llvm.return
  }
}
