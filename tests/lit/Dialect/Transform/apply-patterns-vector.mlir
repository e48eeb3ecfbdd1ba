// RUN: rmlir-opt %s --pass-pipeline="builtin.module(transform-interpreter{debug-payload-root-tag=payload})" | FileCheck %s

// Pattern descriptors select rmlir's vector lowerings; the payload root is the tagged
// module, so the script's own module is not matched.
// CHECK-LABEL: func.func @bcast(%arg0: f32) -> vector<2x3xf32> {
// CHECK-NEXT:    %[[S:.*]] = vector.splat %arg0 : vector<2x3xf32>
// CHECK-NEXT:    return %[[S]] : vector<2x3xf32>
module attributes {transform.with_named_sequence} {
  module attributes {transform.target_tag = "payload"} {
    func.func @bcast(%a: f32) -> vector<2x3xf32> {
      %0 = vector.broadcast %a : f32 to vector<2x3xf32>
      return %0 : vector<2x3xf32>
    }
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_broadcast
    } : !transform.any_op
    transform.yield
  }
}
