// A bitcast to a vector of integers wider than 64 bits is not supported by the native back
// end: a located diagnostic, nothing runs.
// RUN: not rmlir-runner %s -e main -entry-point-result=void 2>&1 | FileCheck %s

// CHECK: vector-repack-bitcast-error.mlir:[[# @LINE + 3]]:8: error: unsupported: bitcast changing the number of vector lanes between these types
// CHECK: Error: could not compile the module
llvm.func @f(%a: vector<2xi64>) -> i128 {
  %0 = llvm.bitcast %a : vector<2xi64> to vector<1xi128>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.extractelement %0[%c0 : i64] : vector<1xi128>
  llvm.return %1 : i128
}

llvm.func @main() {
  llvm.return
}
