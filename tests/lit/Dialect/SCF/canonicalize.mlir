// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s
// Canonicalization patterns of scf, each checked against mlir-opt 19.

// CHECK-LABEL: func.func @static_if(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @static_if(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  scf.if %false {
    "test.foo"() : () -> ()
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @unused_results(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    "test.foo"() : () -> ()
    scf.yield %a, %b, %a : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %0#1 : i32
}

// -----

// CHECK-LABEL: func.func @yield_condition(%arg0: i1, %arg1: i32) -> (i1, i1, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %arg1 : i1, i1, i32
// CHECK-NEXT: }
func.func @yield_condition(%c: i1, %a: i32) -> (i1, i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0:3 = scf.if %c -> (i1, i1, i32) {
    "test.foo"() : () -> ()
    scf.yield %true, %false, %a : i1, i1, i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %false, %true, %a : i1, i1, i32
  }
  return %0#0, %0#1, %0#2 : i1, i1, i32
}

// -----

// CHECK-LABEL: func.func @empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @trivial_loops(%arg0: index, %arg1: index, %arg2: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: return %arg2, %arg2, %arg2, %0 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @trivial_loops(%lb: index, %ub: index, %x: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %lb to %lb step %c1 iter_args(%a = %x) -> i32 {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  %1 = scf.for %i = %c10 to %c4 step %c1 iter_args(%a = %x) -> i32 {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  %2 = scf.for %i = %c0 to %c4 step %c10 iter_args(%a = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %a, %ii : i32
    scf.yield %s : i32
  }
  %ub2 = arith.addi %lb, %c1 : index
  %3 = scf.for %i = %lb to %ub2 step %c1 iter_args(%a = %x) -> i32 {
    %s = arith.muli %a, %a : i32
    scf.yield %s : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @empty_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @empty_loop(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0:3 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4, %arg7 = %arg3, %arg8 = %arg4) -> (i32, i32, i32) {
// CHECK-NEXT: %1 = "test.op"(%arg6) : (i32) -> i32
// CHECK-NEXT: %2 = "test.op"(%arg8) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %arg4, %2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0#0, %0#1, %0#2 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @iter_args(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %0:4 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %x, %d = %y) -> (i32, i32, i32, i32) {
    %n = "test.op"(%b) : (i32) -> i32
    %m = "test.op"(%d) : (i32) -> i32
    scf.yield %a, %n, %y, %m : i32, i32, i32, i32
  }
  return %0#0, %0#1, %0#2, %0#3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @iter_args_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @iter_args_unused(%lb: index, %ub: index, %s: index, %x: i32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    "test.foo"() : () -> ()
    %n = "test.op"() : () -> i32
    scf.yield %n : i32
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_region(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @execute_region(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %s = arith.addi %a, %a : i32
    "test.foo"(%s) : (i32) -> ()
    scf.yield %s : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %arg2 : i32, i32, i32
// CHECK-NEXT: }
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %a, %s, %b : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

// -----

// if (!c) A else B becomes if c B else A.
// CHECK-LABEL: func.func @negated_condition(
// CHECK-NEXT: %[[V0:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %[[V1:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[V1]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : i32
// CHECK-NEXT: }
func.func @negated_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// Without an else region the negated condition stays.
// CHECK-LABEL: func.func @negated_no_else(
// CHECK-DAG:     %[[V0:.*]] = arith.constant true
// CHECK: %[[V1:.*]] = arith.xori %arg0, %[[V0]] : i1
// CHECK-NEXT: scf.if %[[V1]] {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @negated_no_else(%c: i1, %m: memref<i32>, %a: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %a, %m[] : memref<i32>
  }
  return
}

// -----

// Uses of the condition inside the branches become constants.
// CHECK-LABEL: func.func @condition_propagation(
// CHECK-DAG:     %[[V0:.*]] = arith.constant false
// CHECK-DAG:     %[[V1:.*]] = arith.constant true
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.store %[[V1]], %arg1[] : memref<i1>
// CHECK-NEXT: memref.store %[[V1]], %arg1[] : memref<i1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %[[V0]], %arg1[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %arg0, %arg1[] : memref<i1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @condition_propagation(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
    scf.if %c {
      memref.store %c, %m[] : memref<i1>
    }
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  memref.store %c, %m[] : memref<i1>
  return
}

// -----

// Consecutive ifs on the same condition merge; results of the first used in the second
// are replaced by the yielded values.
// CHECK-LABEL: func.func @combine_ifs(
// CHECK-NEXT: %[[V0:.*]]:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V1]], %arg1 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[V1]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.divsi %[[V1]], %arg2 : i32
// CHECK-NEXT: scf.yield %[[V1]], %[[V2]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]]#0, %[[V0]]#1 : i32, i32
// CHECK-NEXT: }
func.func @combine_ifs(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  %s = scf.if %c -> i32 {
    %x = arith.subi %r, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.divsi %r, %b : i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}

// -----

// A negated second condition swaps the second if's branches.
// CHECK-LABEL: func.func @combine_ifs_negated(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[V0:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %[[V0]], %arg2[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @combine_ifs_negated(%c: i1, %a: i32, %m: memref<i32>) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  }
  scf.if %n {
    %z = arith.addi %a, %a : i32
    memref.store %z, %m[] : memref<i32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @combine_ifs_no_else(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: %[[V0:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %[[V0]], %arg2[] : memref<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[V0]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %[[V0]], %arg2[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @combine_ifs_no_else(%c: i1, %a: i32, %m: memref<i32>) {
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  }
  scf.if %c {
    %z = arith.addi %a, %a : i32
    memref.store %z, %m[] : memref<i32>
  } else {
    %z = arith.muli %a, %a : i32
    memref.store %z, %m[] : memref<i32>
  }
  return
}

// -----

// Nested ifs become one if on the conjunction.
// CHECK-LABEL: func.func @combine_nested(
// CHECK-NEXT: %[[V0:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %[[V0]] {
// CHECK-NEXT: memref.store %arg2, %arg3[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @combine_nested(%a: i1, %b: i1, %v: i32, %m: memref<i32>) {
  scf.if %a {
    scf.if %b {
      memref.store %v, %m[] : memref<i32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @combine_nested_results(
// CHECK-NEXT: %[[V0:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %[[V1:.*]] = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %[[V2:.*]] = scf.if %[[V0]] -> (i32) {
// CHECK-NEXT: %[[V3:.*]] = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: memref.store %[[V3]], %arg4[] : memref<i32>
// CHECK-NEXT: scf.yield %[[V3]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V2]], %[[V1]] : i32, i32
// CHECK-NEXT: }
func.func @combine_nested_results(%a: i1, %b: i1, %v: i32, %w: i32, %m: memref<i32>) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %n = scf.if %b -> i32 {
      %x = arith.addi %v, %w : i32
      memref.store %x, %m[] : memref<i32>
      scf.yield %x : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %n, %v : i32, i32
  } else {
    scf.yield %w, %w : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// The else of the outer if must yield what the inner else yields.
// CHECK-LABEL: func.func @combine_nested_mismatch(
// CHECK-NEXT: %[[V0:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %[[V1:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: memref.store %[[V2]], %arg4[] : memref<i32>
// CHECK-NEXT: scf.yield %[[V2]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : i32
// CHECK-NEXT: }
func.func @combine_nested_mismatch(%a: i1, %b: i1, %v: i32, %w: i32, %m: memref<i32>) -> i32 {
  %r = scf.if %a -> i32 {
    %n = scf.if %b -> i32 {
      %x = arith.addi %v, %w : i32
      memref.store %x, %m[] : memref<i32>
      scf.yield %x : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %n : i32
  } else {
    scf.yield %v : i32
  }
  return %r : i32
}

// -----

// A multi-block execute_region in a function body is inlined with branches.
// CHECK-LABEL: func.func @multi_block_execute(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %[[V0:.*]] = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3(%[[V0]] : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %[[V1:.*]] = arith.muli %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3(%[[V1]] : i64)
// CHECK-NEXT: ^bb3(%[[V2:.*]]: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %[[V3:.*]] = arith.addi %[[V2]], %arg1 : i64
// CHECK-NEXT: return %[[V3]] : i64
// CHECK-NEXT: }
func.func @multi_block_execute(%c: i1, %a: i64, %b: i64) -> i64 {
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.addi %a, %b : i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = arith.muli %a, %b : i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z: i64):
    scf.yield %z : i64
  }
  %w = arith.addi %v, %a : i64
  return %w : i64
}

// -----

// index_switch on a constant becomes the matching case, or the default.
// CHECK-LABEL: func.func @switch_constant(
// CHECK-NEXT: %[[V0:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[V0]], %[[V1]] : i32, i32
// CHECK-NEXT: }
func.func @switch_constant(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c1 -> i32
  case 0 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  case 1 {
    %x = arith.muli %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  %1 = scf.index_switch %c7 -> i32
  case 0 {
    scf.yield %b : i32
  }
  default {
    %x = arith.subi %a, %b : i32
    scf.yield %x : i32
  }
  return %0, %1 : i32, i32
}

// -----

// A value forwarded by scf.condition but defined outside the before block is used directly.
// CHECK-LABEL: func.func @while_invariant_value(
// CHECK-NEXT: %[[V0:.*]] = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %[[V1:.*]] = "test.cond"(%arg3) : (i32) -> i1
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.condition(%[[V1]]) %[[V2]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %[[V1]] = arith.subi %arg3, %arg1 : i32
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]], %arg1 : i32, i32
// CHECK-NEXT: }
func.func @while_invariant_value(%init: i32, %inv: i32, %m: memref<i32>) -> (i32, i32) {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %y = arith.addi %x, %x : i32
    scf.condition(%c) %y, %inv : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Forwarded values unused after the loop and in the after block are dropped.
// CHECK-LABEL: func.func @while_unused_result(
// CHECK-NEXT: %[[V0:.*]] = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %[[V1:.*]] = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %[[V3:.*]] = "test.wide"(%arg1) : (i32) -> i64
// CHECK-NEXT: scf.condition(%[[V1]]) %[[V2]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %[[V1]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : i32
// CHECK-NEXT: }
func.func @while_unused_result(%init: i32) -> i32 {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i64) {
    %c = "test.cond"(%x) : (i32) -> i1
    %y = arith.addi %x, %x : i32
    %z = "test.wide"(%x) : (i32) -> i64
    scf.condition(%c) %y, %z : i32, i64
  } do {
  ^bb0(%a: i32, %b: i64):
    %s = arith.muli %a, %a : i32
    scf.yield %s : i32
  }
  return %r#0 : i32
}

// -----

// A value forwarded twice is forwarded once.
// CHECK-LABEL: func.func @while_duplicated(
// CHECK-NEXT: %[[V0:.*]] = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %[[V1:.*]] = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.condition(%[[V1]]) %[[V2]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %[[V1]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]], %[[V0]] : i32, i32
// CHECK-NEXT: }
func.func @while_duplicated(%init: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %y = arith.addi %x, %x : i32
    scf.condition(%c) %y, %y : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.muli %a, %b : i32
    scf.yield %s : i32
  }
  return %r#0, %r#1 : i32, i32
}
