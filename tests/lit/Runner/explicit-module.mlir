// RUN: rmlir-runner --no-implicit-module %s -e entry -entry-point-result=i32 | FileCheck %s
// An explicit module as the top-level op.

// CHECK: 42
module {
  llvm.func @entry() -> i32 {
    %0 = llvm.mlir.constant(42 : i32) : i32
    llvm.return %0 : i32
  }
}
