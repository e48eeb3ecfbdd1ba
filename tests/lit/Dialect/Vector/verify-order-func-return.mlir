// A function body's ops are verified in order before its returns are checked against the
// function type: the error of an op ahead of a mismatched return is the one reported.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @op_error_first(%v: vector<4xf32>) -> vector<2xf32> {
  // expected-error@+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}

// -----

func.func @return_mismatch(%v: vector<4xf32>) -> vector<2xf32> {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  // expected-error@+1 {{type of return operand 0 ('vector<2x2xf32>') doesn't match function result type ('vector<2xf32>') in function @return_mismatch}}
  return %0 : vector<2x2xf32>
}

// -----

func.func @return_count(%a: i32) -> (i32, i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 2}}
  return %a : i32
}
