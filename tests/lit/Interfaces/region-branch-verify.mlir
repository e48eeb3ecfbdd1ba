// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

// RegionBranchOpInterface's verifier (verifyTypesAlongControlFlowEdges), checked against
// mlir-opt 19: the values flowing along each edge between an op and its regions match the
// successor's inputs, and terminators of one region agree.

func.func @while_condition_to_after(%a: i32) -> i32 {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'i32' should match input type #0 'i64'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i64):
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

func.func @execute_region_terminators_disagree(%c: i1) -> i32 {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edgefrom Region #0 to parent results operands mismatch between return-like terminators}}
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 0 : i32
    scf.yield %x : i32
  ^b:
    %y = arith.constant 0 : i64
    scf.yield %y : i64
  }
  return %r : i32
}

// -----

func.func @if_yield_type(%c: i1) -> i32 {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %r = scf.if %c -> i32 {
    %x = arith.constant 0 : i64
    scf.yield %x : i64
  } else {
    %x = arith.constant 0 : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @if_yield_count(%c: i1) -> i32 {
  // expected-error @+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> i32 {
    scf.yield
  } else {
    %x = arith.constant 0 : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// LoopLikeOpInterface's checks come first on scf.for.
func.func @for_yield_type(%a: index) -> i32 {
  %c = arith.constant 0 : i32
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i64'}}
  %r = "scf.for"(%a, %a, %a, %c) ({
  ^bb0(%i: index, %x: i32):
    %y = arith.constant 0 : i64
    "scf.yield"(%y) : (i64) -> ()
  }) : (index, index, index, i32) -> i32
  return %r : i32
}

// -----

// scf.index_switch's own region check comes before the interface's.
func.func @index_switch_case_type(%i: index) -> i32 {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 1 {
    %x = arith.constant 0 : i64
    // expected-note @+1 {{case region #0 returns 'i64' here}}
    scf.yield %x : i64
  }
  default {
    %x = arith.constant 0 : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// Ops without a verifier of their own get the interface's through the core verifier.
func.func @alloca_scope_result_type() -> i32 {
  // expected-error @+1 {{'memref.alloca_scope' op  along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %r = memref.alloca_scope -> (i32) {
    %x = arith.constant 0 : i64
    memref.alloca_scope.return %x : i64
  }
  return %r : i32
}
