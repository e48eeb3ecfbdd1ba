// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @for_bound_types(%a: index, %b: i32) {
  // expected-error@+1 {{failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_float_bound(%a: f32) {
  // expected-error@+1 {{operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_two_blocks(%a: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "x.br"()[^bb1] : () -> ()
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_iv_type(%a: i64) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (i64, i64, i64) -> ()
  return
}

// -----

func.func @for_results(%a: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %v: i32):
    scf.yield %v : i32
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @for_iter_arg_type(%a: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %v: i64):
    scf.yield %v : i64
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_yield_count(%a: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %a to %a step %a iter_args(%v = %x) -> (i32) {
    scf.yield %v, %v : i32, i32
  }
  return
}

// -----

func.func @for_custom_count(%a: index, %x: i32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %a to %a step %a iter_args(%v = %x) -> (i32, i32) {
    scf.yield %v, %v : i32, i32
  }
  return
}

// -----

func.func @for_wrong_terminator(%a: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'x.end'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "x.end"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_keyword(%a: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %a until %a step %a {
  }
  return
}

// -----

func.func @if_condition(%c: i32) {
  // expected-error@+1 {{operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_empty_then(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_region_arguments(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_no_else(%c: i1, %x: i32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: i32, %y: i64) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i64
  }
  return
}

// -----

func.func @yield_parent(%x: i32) {
  "x.region"() ({
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield %x : i32
  }) : () -> ()
  return
}

// -----

func.func @condition_parent(%c: i1) {
  scf.execute_region {
    // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @while_function_type(%x: i32) {
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified}}
  scf.while (%a = %x) : i32 {
    scf.condition(%x)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_before_terminator(%x: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    "x.end"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_init_type(%x: i32, %c: i1) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'i32' should match input type #0 'i64'}}
  "scf.while"(%x) ({
  ^bb0(%a: i64):
    scf.condition(%c)
  }, {
    scf.yield %x : i32
  }) : (i32) -> ()
  return
}

// -----

func.func @while_results(%x: i32, %c: i1) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c)
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_result(%x: i32) {
  // expected-error@+1 {{'scf.execute_region' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 2}}
  %r:2 = scf.execute_region -> (i32, i32) {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @parallel_no_bounds() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @parallel_negative_step(%a: index) {
  %c = arith.constant -2 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c) {
  }
  return
}

// -----

func.func @parallel_bound_count(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a) to (%a, %a) step (%a, %a) {
  }
  return
}

// -----

func.func @parallel_reductions(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @reduce_block_args(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%a: index, %f: f32, %g: f64) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %m: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %g : f64
    }
  }
  return
}

// -----

func.func @reduce_parent(%f: f32) {
  "x.region"() ({
    // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %l : f32
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_results(%n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %r = "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> tensor<4xf32>
  return
}

// -----

func.func @forall_mapping(%n: index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @forall_mapping_kind(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1 : i32]}
  return
}

// -----

func.func @in_parallel_ops(%n: index) {
  scf.forall (%i) in (%n) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops}}
    scf.forall.in_parallel {
      "x.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @switch_cases(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 4}}
  scf.index_switch %i
  case 4 {
    scf.yield
  }
  case 4 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_yield_type(%i: index, %x: i32, %y: i64) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'i64' here}}
    scf.yield %y : i64
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @switch_default(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error@+1 {{custom op 'scf.index_switch' expected 'default'}}
  otherwise {
  }
  return
}

// -----

func.func @yield_in_function() {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}
