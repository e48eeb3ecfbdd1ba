// Parser and verifier errors of affine.for, affine.if and affine.yield, with upstream's
// messages.
// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -verify-diagnostics %s

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @bound_symbols(%n: index) {
  // expected-error @+1 {{symbol operand count and affine map symbol count must match}}
  affine.for %i = #map(%n) to 10 {
  }
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @bound_dims(%n: index) {
  // expected-error @+1 {{dim operand count and affine map dim count must match}}
  affine.for %i = 0 to #map(%n, %n)[%n] {
  }
  return
}

// -----

func.func @two_bound_operands(%n: index) {
  // expected-error @+1 {{expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @multi_result_lower(%n: index) {
  // expected-error @+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 0)>(%n) to 10 {
  }
  return
}

// -----

func.func @multi_result_upper(%n: index) {
  // expected-error @+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 0)>(%n) {
  }
  return
}

// -----

func.func @bad_bound() {
  // expected-error @+1 {{expected valid affine map representation for loop bounds}}
  affine.for %i = "zero" to 10 {
  }
  return
}

// -----

func.func @missing_to() {
  // expected-error @+1 {{expected 'to' between bounds}}
  affine.for %i = 0 10 {
  }
  return
}

// -----

func.func @negative_step() {
  // expected-error @+1 {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @not_a_symbol(%f: index) {
  affine.for %i = 0 to 10 {
    %x = arith.addi %f, %f : index
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}

// -----

func.func @not_a_dim(%f: index) {
  affine.for %i = 0 to 10 {
    %x = arith.addi %f, %f : index
    // expected-error @+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%x) {
    }
  }
  return
}

// -----

func.func @non_index_iv() {
  // expected-error @+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @iter_args_without_region_args(%f: f32) {
  // expected-error @+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "affine.for"(%f) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%f) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @yielded_count(%f: f32) {
  // expected-error @+1 {{'affine.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r:2 = "affine.for"(%f) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    "affine.yield"(%a, %a) : (f32, f32) -> ()
  }) : (f32) -> (f32, f32)
  return
}

// -----

func.func @iter_args_results(%f: f32) {
  // expected-error @+1 {{mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %f) -> (f32, f32) {
    affine.yield %a : f32
  }
  return
}

// -----

func.func @yield_count(%f: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %f) -> (f32) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_type(%f: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %f) -> (f32) {
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i32
  }
  return
}

// -----

func.func @yield_outside(%f: f32) {
  // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"(%f) : (f32) -> ()
}

// -----

func.func @shadowed_iv() {
  affine.for %i = 1 to 10 {   // expected-note {{previously referenced here}}
    affine.for %i = 1 to 10 { // expected-error {{region entry argument '%i' is already in use}}
    }
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>
func.func @if_symbols(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{symbol operand count and integer set symbol count must match}}
    affine.if #set(%i) {
    }
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>
func.func @if_dims(%n: index) {
  // expected-error @+1 {{dim operand count and integer set dim count must match}}
  affine.if #set()[%n] {
  }
  return
}

// -----

func.func @if_not_a_set(%n: index) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%n) {
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>
func.func @if_bad_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set(%i)[%i] {
    }
  }
  return
}

// -----

func.func @if_no_condition(%n: index) {
  // expected-error @+1 {{'affine.if' op requires an integer set attribute named 'condition'}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_operand_count(%n: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n, %n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index, index) -> ()
  return
}

// -----

func.func @load_non_affine_index(%m: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %x = arith.muli %i, %n : index
    // expected-error @+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %v = affine.load %m[%x] : memref<10xf32>
  }
  return
}

// -----

func.func @if_results_without_else(%n: index) {
  // expected-error @+1 {{'affine.if' op  region control flow edge from parent operands to parent results: source has 0 operands, but target successor needs 1}}
  %x = affine.if affine_set<(d0) : (d0 == 0)>(%n) -> index {
    affine.yield %n : index
  }
  return
}
