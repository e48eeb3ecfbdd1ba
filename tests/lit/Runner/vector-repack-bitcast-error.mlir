// A bitcast between a vector and an integer wider than a register is not supported by the
// native back end: a located diagnostic, nothing runs.
// RUN: not rmlir-runner %s -e main -entry-point-result=void 2>&1 | FileCheck %s

// CHECK: vector-repack-bitcast-error.mlir:[[# @LINE + 3]]:8: error: unsupported: bitcast changing the number of vector lanes between these types
// CHECK: Error: could not compile the module
llvm.func @f(%a: vector<2xi64>) -> i128 {
  %0 = llvm.bitcast %a : vector<2xi64> to i128
  llvm.return %0 : i128
}

llvm.func @main() {
  llvm.return
}
