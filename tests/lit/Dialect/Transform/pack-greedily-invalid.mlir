// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error@below {{"matmul_inner_dims_order" is not a valid permutation}}
  transform.structured.pack_greedily %arg0
      matmul_packed_sizes = [4, 4, 4]
      matmul_inner_dims_order = [2, 0, 2]
    : (!transform.any_op) -> !transform.op<"linalg.generic">
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error@below {{at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero}}
  transform.structured.pack_greedily %arg0
      matmul_packed_sizes = [0, 4, 0]
      matmul_padded_sizes_next_multiple_of = [0, 8, 0]
      matmul_inner_dims_order = [0, 1, 2]
    : (!transform.any_op) -> !transform.op<"linalg.generic">
}
