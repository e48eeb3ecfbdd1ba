// RUN: rmlir-opt %s --split-input-file --verify-diagnostics
// RUN: rmlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// An op a loaded dialect does not define is parsed and rejected by the verifier (with the
// current-operation note), even with --allow-unregistered-dialect, as upstream does.

func.func @unknown_arith_op() {
  // expected-error @below {{unregistered operation 'arith.frobnicate' found in dialect ('arith') that does not allow unknown operations}}
  %0 = "arith.frobnicate"() : () -> i32
  return
}

// -----

// A parse error later in the chunk wins: the verifier never runs.
func.func @unknown_then_parse_error() {
  "arith.frobnicate"() : () -> ()
  return
}
// expected-error @below {{expected SSA operand}}
func.func @g() { %0 = arith.addi : i32 }
