// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @poison_value() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @poison_results() {
  // expected-error@+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @poison_missing_type() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison
}
