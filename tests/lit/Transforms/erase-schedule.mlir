// RUN: rmlir-opt %s -test-transform-dialect-erase-schedule | FileCheck %s

// The transform script (here in a nested module, as upstream's integration tests write it)
// is erased with everything it contains; the payload stays.

// CHECK-LABEL: func.func @payload
// CHECK:         linalg.fill
// CHECK:       module attributes {transform.with_named_sequence} {
// CHECK-NEXT:  }
// CHECK-NOT:   transform.
func.func @payload(%m: memref<4xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.fill"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
