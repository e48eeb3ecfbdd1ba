// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @br_count(%x : i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @br_type(%x : i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%y : f32):
  return
}

// -----

func.func @cond_br_false_count(%c : i1, %x : i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2(%y : i32):
  return
}

// -----

func.func @cond_br_not_i1(%x : i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_segments(%c : i1) {
  // expected-error@+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_one_successor(%c : i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @br_not_terminator() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "cf.br"()[^bb1] : () -> ()
  "foo"() : () -> ()
^bb1:
  return
}

// -----

func.func @assert_msg(%c : i1) {
  // expected-error@+1 {{invalid properties {msg = 1 : i32} for op cf.assert: Invalid attribute `msg` in property conversion: 1 : i32}}
  "cf.assert"(%c) <{msg = 1 : i32}> : (i1) -> ()
  return
}

// -----

func.func @assert_no_msg(%c : i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @assert_parse(%c : i1) {
  // expected-error@+1 {{expected attribute value}}
  cf.assert %c,
  return
}

// -----

func.func @switch_missing_default(%flag : i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    4: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_bad_value(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    x: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_too_large(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    18446744073709551616: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_missing_bracket(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error@+1 {{expected ']'}}
    1: ^bb1
    2: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_count(%flag : i32, %x : i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  return
^bb2(%y : i32):
  return
}

// -----

func.func @switch_flag_type(%flag : i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_count(%flag : i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_segments(%flag : i32, %x : i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (2) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%flag, %x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 2>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_values_kind(%flag : i32) {
  // expected-error@+1 {{Invalid attribute `case_values` in property conversion: dense<1.000000e+00> : vector<1xf32>}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1.0> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_flag_index(%flag : index) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}

// -----

func.func @assert_msg_attr_dict(%c : i1) {
  // expected-error@+1 {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%c) {msg = 1 : i32} : (i1) -> ()
  return
}

// -----

func.func @switch_negative_too_large(%flag : i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    // expected-error@+1 {{integer value too large}}
    -9223372036854775808: ^bb1
  ]
^bb1:
  return
}
