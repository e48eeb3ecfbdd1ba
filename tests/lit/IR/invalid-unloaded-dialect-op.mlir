// RUN: not rmlir-opt %s 2>&1 | FileCheck %s

// Without --allow-unregistered-dialect, an op of a namespace that is not loaded is a parse
// error at the token after its name, as upstream reports it.
// CHECK: invalid-unloaded-dialect-op.mlir:[[# @LINE + 2]]:12: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
func.func @unloaded_dialect() {
  "demo.op"() : () -> ()
  return
}
