// RUN: rmlir-opt %s --split-input-file --verify-diagnostics

// Verifiers of structured transform ops.
transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@below {{'transform.structured.interchange' op expects iterator_interchange to be a permutation, found 0, 2}}
  transform.structured.interchange %h iterator_interchange = [0, 2] : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@below {{'transform.structured.interchange' op attribute 'iterator_interchange' failed to satisfy constraint: i64 dense array attribute whose value is non-negative}}
  transform.structured.interchange %h iterator_interchange = [1, -1] : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@below {{expects padding_dimensions to contain positive integers, found [-2]}}
  transform.structured.pad %h {padding_dimensions=[-2]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@below {{expects pack_paddings to contain booleans (0/1), found [2]}}
  transform.structured.pad %h {pack_paddings=[2]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@below {{expects transpose_paddings to be a permutation, found [0, 0, 1]}}
  transform.structured.pad %h {transpose_paddings=[[1, 0], [0, 0, 1]]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@below {{expects all results type to be the same}}
  "transform.structured.multitile_sizes"(%h) { target_size = 4, divisor = 1, dimension = 1 }
      : (!transform.any_op) -> (!transform.param<i32>, !transform.param<i64>, !transform.param<i64>)
}
