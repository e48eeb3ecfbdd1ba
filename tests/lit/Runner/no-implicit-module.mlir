// RUN: not rmlir-runner --no-implicit-module %s 2>&1 | FileCheck %s
// Without the implicit module, the single top-level op is the module: it must be a symbol
// table (as mlir-cpu-runner).

// CHECK: Error: top-level op must be a symbol table.
// CHECK-NEXT: could not parse the input IR
llvm.func @entry() {
  llvm.return
}
