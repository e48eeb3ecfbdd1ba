// RUN: rmlir-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s

// As mlir-opt 19: ops in blocks unreachable from the entry are not visited, so the
// scf.if there stays (no "unreachable blocks" error).
// CHECK-LABEL: func.func @f
// CHECK:       cf.br ^bb2
// CHECK:     ^bb1:  // no predecessors
// CHECK-NEXT:  scf.if %arg0 {
// CHECK:     ^bb2:  // 2 preds: ^bb0, ^bb1
func.func @f(%c: i1) {
  cf.br ^bb2
^bb1:
  scf.if %c { "t.x"() : () -> () }
  cf.br ^bb2
^bb2:
  return
}
