// Parse and verifier errors are printed as mlir-cpu-runner prints them (no source excerpt).
// RUN: not rmlir-runner %s -entry-point-result=void 2>&1 | FileCheck %s

// CHECK: loc("{{.*}}parse-error.mlir":[[# @LINE + 2]]:3): error: custom op 'llvm.retur' is unknown
// CHECK-NEXT: could not parse the input IR
  llvm.retur
