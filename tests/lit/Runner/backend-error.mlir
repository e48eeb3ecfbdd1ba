// An op the back end cannot compile: the error is rendered with its location and source
// line, and the runner fails without running anything.
// RUN: not rmlir-runner %s -e main -entry-point-result=i64 2>&1 | FileCheck %s

// CHECK: backend-error.mlir:[[# @LINE + 4]]:8: error: unsupported operation 'llvm.intr.vscale' in native code generation
// CHECK: Error: could not compile the module
// CHECK-NOT: {{^}}1{{$}}
llvm.func @main() -> i64 {
  %0 = "llvm.intr.vscale"() : () -> i64
  llvm.return %0 : i64
}
