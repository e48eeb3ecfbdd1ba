// RUN: rmlir-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// Structured matchers: dimensions, operand counts, results; failures suppressed.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_mm(%op: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>, !transform.param<i64>) {
    %dims, %n = transform.match.structured %op : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>) {
    ^bb0(%s: !transform.any_op):
      %d = transform.match.structured.dim %s[all] : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.dim %s[-1] {reduction} : !transform.any_op
      %k = transform.match.structured.num_inputs %s : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield %d, %k : !transform.param<i64>, !transform.param<i64>
    }
    transform.yield %op, %dims, %n : !transform.any_op, !transform.param<i64>, !transform.param<i64>
  }
  transform.named_sequence @report(%op: !transform.any_op {transform.readonly}, %d: !transform.param<i64> {transform.readonly}, %n: !transform.param<i64> {transform.readonly}) {
    transform.debug.emit_param_as_remark %d, "dims" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %n, "inputs" at %op : !transform.param<i64>, !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @match_mm -> @report : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  func.func @mm(%a: tensor<2x4xf32>, %b: tensor<4x3xf32>, %c: tensor<2x3xf32>) -> tensor<2x3xf32> {
    // expected-remark @below {{dims 2 : i64, 3 : i64, 4 : i64}}
    // expected-remark @below {{inputs 2 : i64}}
    %0 = linalg.matmul ins(%a, %b : tensor<2x4xf32>, tensor<4x3xf32>) outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = linalg.add ins(%0, %c : tensor<2x3xf32>, tensor<2x3xf32>) outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}

// -----

// A predicate must apply to the block argument of its enclosing matcher.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.match.structured %root : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{expected predicate to apply to the surrounding structured op}}
      transform.match.structured.rank %root : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

// Verifiers of the dimension lists.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.match.structured %root : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{cannot request the same dimension to be both parallel and reduction}}
      transform.match.structured.dim %s[0] {parallel, reduction} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

// A matcher that fails propagates a silenceable error, reported at the top.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected a Linalg op}}
    transform.match.structured %f : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    transform.yield
  }
  func.func @f() {
    return
  }
}
