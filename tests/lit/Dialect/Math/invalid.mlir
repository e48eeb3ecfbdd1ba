// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @absf_int(%a: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %a : i32
  return
}

// -----

func.func @ctlz_float(%a: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %a : f32
  return
}

// -----

func.func @sin_mismatch(%a: f32) {
  // expected-error@+1 {{'math.sin' op requires the same type for all operands and results}}
  %0 = "math.sin"(%a) : (f32) -> f64
  return
}

// -----

func.func @fpowi_shape(%a: vector<4xf32>, %b: vector<2xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %a, %b : vector<4xf32>, vector<2xi32>
  return
}

// -----

func.func @fastmath_kind(%a: f32) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = math.exp %a fastmath #arith.overflow<nsw> : f32
  return
}

// -----

func.func @fastmath_prop(%a: f32) {
  // expected-error@+1 {{Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.exp"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}
