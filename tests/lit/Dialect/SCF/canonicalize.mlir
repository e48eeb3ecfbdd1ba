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

// -----

// A `before` argument whose init is yielded back is its init (RemoveLoopInvariantArgsFromBeforeBlock).
// CHECK-LABEL: func.func @inv1(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @inv1(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r : i32
}

// -----

// A `before` argument forwarded by `scf.condition` and yielded back unchanged is its init.
// CHECK-LABEL: func.func @inv2(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT: %2 = "test.z"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @inv2(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    %z = "test.z"(%x) : (i32) -> i32
    scf.condition(%c) %z, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Arguments swapped each iteration are not invariant.
// CHECK-LABEL: func.func @inv3(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: scf.yield %arg3, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @inv3(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// An `after` argument receiving the condition is `true` (WhileConditionTruth).
// CHECK-LABEL: func.func @truth(%arg0: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @truth(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%p: i32, %t: i1):
    %n = "test.next"(%p, %t) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// A comparison repeating (or inverting) the condition on a forwarded operand is a constant (WhileCmpCond).
// CHECK-LABEL: func.func @cmpcond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = "test.z"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg1, %arg2 : i32
// CHECK-NEXT: %2 = "test.next"(%arg2, %true, %false, %1) : (i32, i1, i1, i1) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cmpcond(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    %z = "test.z"(%x) : (i32) -> i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %c2 = arith.cmpi slt, %p, %lim : i32
    %c3 = arith.cmpi sge, %p, %lim : i32
    %c4 = arith.cmpi sgt, %lim, %p : i32
    %n = "test.next"(%p, %c2, %c3, %c4) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Unused `before` arguments are dropped (WhileRemoveUnusedArgs).
// CHECK-LABEL: func.func @unused_args(%arg0: i32, %arg1: i64) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = "test.m"(%arg2) : (i32) -> i64
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused_args(%a: i32, %b: i64) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i64) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    %m = "test.m"(%p) : (i32) -> i64
    scf.yield %n, %m : i32, i64
  }
  return %r : i32
}

// -----

// `scf.condition` forwarding the `before` arguments in another order is aligned (WhileOpAlignBeforeArgs).
// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: i64) -> (i32, i64) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT: %1:2 = "test.next"(%arg2, %arg3) : (i32, i64) -> (i32, i64)
// CHECK-NEXT: scf.yield %1#0, %1#1 : i32, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i64
// CHECK-NEXT: }
func.func @align(%a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "test.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%q: i64, %p: i32):
    %n:2 = "test.next"(%p, %q) : (i32, i64) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#1, %r#0 : i32, i64
}

// -----

// `scf.condition` forwarding the init of an argument yielded back makes it invariant.
// CHECK-LABEL: func.func @inv_init_forwarded(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @inv_init_forwarded(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// WhileCmpCond on the right operand; the invariant forwarded value goes first.
// CHECK-LABEL: func.func @cmp_rhs(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.cmpi ult, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg1, %arg2 : i32
// CHECK-NEXT: %3 = "test.next"(%arg2, %true, %false, %1, %2) : (i32, i1, i1, i1, i1) -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cmp_rhs(%a: i32, %lim: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi ult, %lim, %x : i32
    scf.condition(%c) %x, %lim : i32, i32
  } do {
  ^bb0(%p: i32, %l: i32):
    %c2 = arith.cmpi ult, %lim, %p : i32
    %c3 = arith.cmpi uge, %lim, %p : i32
    %c5 = arith.cmpi ult, %p, %lim : i32
    %c6 = arith.cmpi eq, %lim, %p : i32
    %n = "test.next"(%p, %c2, %c3, %c5, %c6) : (i32, i1, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// The condition forwarded twice: one `true` constant.
// CHECK-LABEL: func.func @truth_twice(%arg0: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %true, %true) : (i32, i1, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @truth_twice(%a: i32) -> i32 {
  %r:3 = scf.while (%x = %a) : (i32) -> (i1, i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %x, %c : i1, i32, i1
  } do {
  ^bb0(%t: i1, %p: i32, %t2: i1):
    %n = "test.next"(%p, %t, %t2) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r#1 : i32
}

// -----

// An unused `before` argument between used ones.
// CHECK-LABEL: func.func @unused_mid(%arg0: i32, %arg1: i64, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %1 = "test.cond"(%arg3, %arg4) : (i32, f32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg3, %arg4 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: f32):
// CHECK-NEXT: %1 = "test.next"(%arg3) : (i32) -> i32
// CHECK-NEXT: %2 = "test.m"(%arg3) : (i32) -> i64
// CHECK-NEXT: %3 = "test.f"(%arg4) : (f32) -> f32
// CHECK-NEXT: scf.yield %1, %3 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }
func.func @unused_mid(%a: i32, %b: i64, %d: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a, %y = %b, %z = %d) : (i32, i64, f32) -> (i32, f32) {
    %c = "test.cond"(%x, %z) : (i32, f32) -> i1
    scf.condition(%c) %x, %z : i32, f32
  } do {
  ^bb0(%p: i32, %w: f32):
    %n = "test.next"(%p) : (i32) -> i32
    %m = "test.m"(%p) : (i32) -> i64
    %f = "test.f"(%w) : (f32) -> f32
    scf.yield %n, %m, %f : i32, i64, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// Alignment with a rotation of three values.
// CHECK-LABEL: func.func @align3(%arg0: i32, %arg1: i64, %arg2: f32) -> (i32, i64, f32) {
// CHECK-NEXT: %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg1, %arg5 = %arg2) : (i32, i64, f32) -> (i32, i64, f32) {
// CHECK-NEXT: %1 = "test.cond"(%arg3, %arg4, %arg5) : (i32, i64, f32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg3, %arg4, %arg5 : i32, i64, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i64, %arg5: f32):
// CHECK-NEXT: %1:3 = "test.next"(%arg3, %arg4, %arg5) : (i32, i64, f32) -> (i32, i64, f32)
// CHECK-NEXT: scf.yield %1#0, %1#1, %1#2 : i32, i64, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2 : i32, i64, f32
// CHECK-NEXT: }
func.func @align3(%a: i32, %b: i64, %d: f32) -> (i32, i64, f32) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %d) : (i32, i64, f32) -> (f32, i32, i64) {
    %c = "test.cond"(%x, %y, %z) : (i32, i64, f32) -> i1
    scf.condition(%c) %z, %x, %y : f32, i32, i64
  } do {
  ^bb0(%w: f32, %p: i32, %q: i64):
    %n:3 = "test.next"(%p, %q, %w) : (i32, i64, f32) -> (i32, i64, f32)
    scf.yield %n#0, %n#1, %n#2 : i32, i64, f32
  }
  return %r#1, %r#2, %r#0 : i32, i64, f32
}

// -----

// Duplicated forwarded values are deduplicated first, then aligned.
// CHECK-LABEL: func.func @align_dup(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1:2 = "test.next"(%arg3, %arg2, %arg3) : (i32, i32, i32) -> (i32, i32)
// CHECK-NEXT: scf.yield %1#0, %1#1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0, %0#1 : i32, i32, i32
// CHECK-NEXT: }
func.func @align_dup(%a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %y, %x, %y : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %n:2 = "test.next"(%p, %q, %s) : (i32, i32, i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// A loop whose only argument is yielded back unchanged.
// CHECK-LABEL: func.func @all_invariant(%arg0: i32) -> i32 {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = "test.cond"(%arg0) : (i32) -> i1
// CHECK-NEXT: scf.condition(%0)
// CHECK-NEXT: } do {
// CHECK-NEXT: "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @all_invariant(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    "test.use"(%p) : (i32) -> ()
    scf.yield %p : i32
  }
  return %r : i32
}

// -----

// WhileCmpCond feeding an `scf.if` in the `after` block.
// CHECK-LABEL: func.func @loop_like(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT: scf.condition(%1) %arg2 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @loop_like(%lb: index, %ub: index) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %lb) : (index) -> index {
    %c = arith.cmpi slt, %i, %ub : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %c2 = arith.cmpi slt, %j, %ub : index
    scf.if %c2 {
      "test.use"(%j) : (index) -> ()
    }
    %n = arith.addi %j, %c1 : index
    scf.yield %n : index
  }
  return %r : index
}

// -----

// A do-while loop with an invariant argument.
// CHECK-LABEL: func.func @do_while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.body"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %2 = "test.cond"(%1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%2) %1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @do_while(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %v = "test.body"(%x, %y) : (i32, i32) -> i32
    %c = "test.cond"(%v) : (i32) -> i1
    scf.condition(%c) %v, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %p, %q : i32, i32
  }
  return %r#0 : i32
}

// -----

// Several while patterns in sequence.
// CHECK-LABEL: func.func @nested_while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @nested_while(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %unused = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %p : i32, i32
  }
  return %r#1 : i32
}

// -----

// ForOpIterArgsFolder: an argument used in the body whose init is yielded is kept.
// CHECK-LABEL: func.func @arg_used_init_yielded(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: "test.use"(%arg5) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @arg_used_init_yielded(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    "test.use"(%a) : (i32) -> ()
    scf.yield %x : i32
  }
  return %0 : i32
}

// -----

// ForOpIterArgsFolder: duplicated (init, yielded) pairs are kept (19 has no such folding).
// CHECK-LABEL: func.func @dup_pairs(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %arg3) -> (i32, i32) {
// CHECK-NEXT: %1 = "test.op"(%arg5, %arg6) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @dup_pairs(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %n = "test.op"(%a, %b) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// ForOpIterArgsFolder: arguments used in the body with unused results are kept.
// CHECK-LABEL: func.func @results_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %arg3) -> (i32, i32) {
// CHECK-NEXT: %1 = "test.op"(%arg5) : (i32) -> i32
// CHECK-NEXT: %2 = "test.op"(%arg6) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @results_unused(%lb: index, %ub: index, %s: index, %x: i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %n = "test.op"(%a) : (i32) -> i32
    %m = "test.op"(%b) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  }
  return
}

// -----

// ForOpIterArgsFolder: an argument unused in the body with an unused result is dropped.
// CHECK-LABEL: func.func @results_unused_arg_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "test.op"(%arg5) : (i32) -> i32
// CHECK-NEXT: %2 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @results_unused_arg_unused(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %n = "test.op"(%a) : (i32) -> i32
    %m = "test.op"() : () -> i32
    scf.yield %n, %m : i32, i32
  }
  return %0#0 : i32
}

// -----

// ForOpIterArgsFolder: an argument yielded unchanged is its init, even when used.
// CHECK-LABEL: func.func @arg_yielded_used(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%arg3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3 : i32
// CHECK-NEXT: }
func.func @arg_yielded_used(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    "test.use"(%a) : (i32) -> ()
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

// SimplifyTrivialLoops: a loop with upper bound below lower bound is its inits.
// CHECK-LABEL: func.func @zero_trip(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @zero_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %x) -> i32 {
    %n = "test.op"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// SimplifyTrivialLoops: `ub = lb + 4` with step 4 runs once.
// CHECK-LABEL: func.func @addi_diff(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = "test.op"(%arg1, %arg0) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @addi_diff(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 : index
  %0 = scf.for %i = %lb to %ub step %c4 iter_args(%a = %x) -> i32 {
    %n = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// SimplifyTrivialLoops: `ub = 4 + lb`, an empty body yielding an outside value.
// CHECK-LABEL: func.func @addi_diff2(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @addi_diff2(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %c4, %lb : index
  %0 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %x : i32
  }
  return %0 : i32
}

// -----

// An i32 loop with constant bounds running several times is kept.
// CHECK-LABEL: func.func @i32_loop(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = scf.for %arg1 = %c1_i32 to %c10_i32 step %c3_i32 iter_args(%arg2 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @i32_loop(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = scf.for %i = %c1 to %c10 step %c3 iter_args(%a = %x) -> i32 : i32 {
    %n = arith.addi %a, %i : i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// A negative constant step is not a single iteration.
// CHECK-LABEL: func.func @neg_step(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c1 to %c10 step %c-1 iter_args(%arg2 = %arg0) -> (i32) {
// CHECK-NEXT: %1 = "test.op"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @neg_step(%x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c1 to %c10 step %cm1 iter_args(%a = %x) -> i32 {
    %n = "test.op"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// i8 bounds whose difference overflows i8.
// CHECK-LABEL: func.func @i8_wrap(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @i8_wrap(%x: i32) -> i32 {
  %lo = arith.constant -100 : i8
  %hi = arith.constant 100 : i8
  %s = arith.constant 1 : i8
  %0 = scf.for %i = %lo to %hi step %s iter_args(%a = %x) -> i32 : i8 {
    %n = "test.op"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// ForOpIterArgsFolder with kept and forwarded arguments mixed.
// CHECK-LABEL: func.func @mixed(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = "test.op"(%arg7) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0, %arg5, %arg3 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @mixed(%lb: index, %ub: index, %s: index, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i32) {
  %0:4 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %z, %d = %x) -> (i32, i32, i32, i32) {
    %n = "test.op"(%b) : (i32) -> i32
    scf.yield %a, %n, %z, %x : i32, i32, i32, i32
  }
  return %0#0, %0#1, %0#2, %0#3 : i32, i32, i32, i32
}

// -----

// ParallelOpSingleOrZeroIterationDimsFolder: a dimension with a negative trip count is kept.
// CHECK-LABEL: func.func @single_dim(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c3) to (%arg1, %c1) step (%c1, %c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_dim(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c0, %c3) to (%n, %c1) step (%c1, %c1) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.reduce
  }
  return
}

// -----

// A dimension running once is removed; its induction variable is the lower bound.
// CHECK-LABEL: func.func @single_one(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %c0] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_one(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c4) step (%c1, %c4) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.reduce
  }
  return
}

// -----

// All dimensions running once: the body is inlined.
// CHECK-LABEL: func.func @all_single(%arg0: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @all_single(%A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %v = memref.load %A[%i] : memref<?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.reduce
  }
  return
}

// -----

// A decreasing constant range has a negative trip count: kept.
// CHECK-LABEL: func.func @zero_trip(%arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c5) to (%c0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @zero_trip(%A: memref<?xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.parallel (%i) = (%c5) to (%c0) step (%c1) init (%init) -> f32 {
    %v = memref.load %A[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// Equal bounds: zero iterations, the loop is erased.
// CHECK-LABEL: func.func @zero_trip_eq(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @zero_trip_eq(%A: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%n) to (%n) step (%c1) {
    %v = memref.load %A[%i] : memref<?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.reduce
  }
  return
}

// -----

// `ceilDiv(-1, 2)` is 0: zero iterations.
// CHECK-LABEL: func.func @ceil_zero(%arg0: memref<?xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ceil_zero(%A: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%c1) to (%c0) step (%c2) {
    %v = memref.load %A[%i] : memref<?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.reduce
  }
  return
}

// -----

// Reductions over a negative trip count are kept.
// CHECK-LABEL: func.func @reduce_single(%arg0: memref<?xf32>, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0:2 = scf.parallel (%arg3) = (%c3) to (%c0) step (%c1) init (%arg1, %arg2) -> (f32, i32) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: %2 = "test.int"(%arg3) : (index) -> i32
// CHECK-NEXT: scf.reduce(%1, %2 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %3 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %3 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-NEXT: }
func.func @reduce_single(%A: memref<?xf32>, %init: f32, %init2: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.parallel (%i) = (%c3) to (%c0) step (%c1) init (%init, %init2) -> (f32, i32) {
    %v = memref.load %A[%i] : memref<?xf32>
    %w = "test.int"(%i) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// Zero iterations with reductions: the results are the inits.
// CHECK-LABEL: func.func @reduce_one(%arg0: memref<?xf32>, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT: return %arg1, %arg2 : f32, i32
// CHECK-NEXT: }
func.func @reduce_one(%A: memref<?xf32>, %init: f32, %init2: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.parallel (%i) = (%c3) to (%c3) step (%c1) init (%init, %init2) -> (f32, i32) {
    %v = memref.load %A[%i] : memref<?xf32>
    scf.reduce(%v, %init2 : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// One iteration with reductions: the reduction bodies are inlined on the inits.
// CHECK-LABEL: func.func @reduce_once(%arg0: memref<?xf32>, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: %1 = "test.int"(%c0) : (index) -> i32
// CHECK-NEXT: %2 = arith.addf %arg1, %0 : f32
// CHECK-NEXT: return %2, %1 : f32, i32
// CHECK-NEXT: }
func.func @reduce_once(%A: memref<?xf32>, %init: f32, %init2: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%c3) step (%c3) init (%init, %init2) -> (f32, i32) {
    %v = memref.load %A[%i] : memref<?xf32>
    %w = "test.int"(%i) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %b : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// A collapsed dimension in a loop with a reduction.
// CHECK-LABEL: func.func @reduce_partial(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: %1 = memref.load %arg0[%c0, %arg3] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @reduce_partial(%A: memref<?x?xf32>, %init: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) init (%init) -> f32 {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// MergeNestedParallelLoops: a loop only holding another one becomes one loop.
// CHECK-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %arg2) step (%c1, %c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %v = memref.load %A[%i, %j] : memref<?x?xf32>
      "test.use"(%v) : (f32) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Inner bounds using the outer induction variables: not merged.
// CHECK-LABEL: func.func @nested_dep(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_dep(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      %v = memref.load %A[%i, %j] : memref<?x?xf32>
      "test.use"(%v) : (f32) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Three levels merge into one.
// CHECK-LABEL: func.func @nested3(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4, %arg5, %arg6) = (%c0, %c0, %c0, %c0) to (%arg1, %arg2, %arg2, %arg1) step (%c1, %c2, %c1, %c2) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg5, %arg6] : memref<?x?x?xf32>
// CHECK-NEXT: "test.use"(%0, %arg4) : (f32, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested3(%A: memref<?x?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %k) = (%c0, %c0) to (%n, %m) step (%c1, %c2) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      scf.parallel (%l) = (%c0) to (%n) step (%c2) {
        %v = memref.load %A[%i, %j, %l] : memref<?x?x?xf32>
        "test.use"(%v, %k) : (f32, index) -> ()
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Lower bound above upper bound: negative trip count, kept.
// CHECK-LABEL: func.func @neg(%arg0: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c10) to (%c0) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @neg(%A: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%c10) to (%c0) step (%c1) {
    %v = memref.load %A[%i] : memref<?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.reduce
  }
  return
}

// -----

// The rebuilt loop does not keep the discardable attributes.
// CHECK-LABEL: func.func @attrs(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %c0] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @attrs(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.reduce
  } {some.attr = 1 : i32}
  return
}

// -----

// Inlining a single-iteration body with nested regions.
// CHECK-LABEL: func.func @nested_region_body(%arg0: memref<?xf32>, %arg1: i1) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %0 = memref.load %arg0[%c7] : memref<?xf32>
// CHECK-NEXT: "test.use"(%0, %c7) : (f32, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_region_body(%A: memref<?xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c7) to (%c8) step (%c1) {
    scf.if %c {
      %v = memref.load %A[%i] : memref<?xf32>
      "test.use"(%v, %i) : (f32, index) -> ()
    }
    scf.reduce
  }
  return
}

// -----

// Merged loops keep neither loop's attributes.
// CHECK-LABEL: func.func @nested_merge_attrs(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %arg2) step (%c1, %c1) {
// CHECK-NEXT: %0 = "test.c"() : () -> i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_merge_attrs(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %t = "test.c"() : () -> i1
      scf.if %t {
        "test.use"(%i, %j) : (index, index) -> ()
      }
      scf.reduce
    } {inner.attr}
    scf.reduce
  } {outer.attr}
  return
}

// -----

// Collapsing the inner loop, then merging.
// CHECK-LABEL: func.func @both(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: "test.use"(%arg2, %c0) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @both(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c1) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Collapsed induction variables used in a nested loop.
// CHECK-LABEL: func.func @collapse_nested_iv(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c2) to (%arg1, %c0) step (%c1, %c1) {
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: "test.use"(%arg2, %arg3, %c0, %arg4) : (index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @collapse_nested_iv(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j, %k) = (%c0, %c2, %c0) to (%n, %c0, %c1) step (%c1, %c1, %c1) {
    scf.for %x = %c0 to %n step %c1 {
      "test.use"(%i, %j, %k, %x) : (index, index, index, index) -> ()
    }
    scf.reduce
  }
  return
}

// -----

// A collapsed dimension with a non-zero lower bound and a reduction.
// CHECK-LABEL: func.func @reduce_partial2(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: %1 = memref.load %arg0[%c5, %arg3] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @reduce_partial2(%A: memref<?x?xf32>, %init: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r = scf.parallel (%i, %j) = (%c5, %c0) to (%c6, %n) step (%c1, %c1) init (%init) -> f32 {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// ForallOpControlOperandsFolder: constant dynamic bounds become static.
// CHECK-LABEL: func.func @dyn_to_static(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, 0) to (%arg1, 8) step (2, 2) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dyn_to_static(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c2, %c2) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// ForallOpSingleOrZeroIterationDimsFolder: a dimension running once is removed (its iv is a new constant); attributes are kept.
// CHECK-LABEL: func.func @single_dim(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %c3] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: } {some.attr}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_dim(%A: memref<?x?xf32>, %n: index) {
  scf.forall (%i, %j) = (0, 3) to (%n, 4) step (1, 1) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  } {some.attr}
  return
}

// -----

// All dimensions running once: the body is inlined.
// CHECK-LABEL: func.func @all_single(%arg0: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %c5] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @all_single(%A: memref<?x?xf32>) {
  scf.forall (%i, %j) = (0, 5) to (1, 7) step (1, 4) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// A dimension running zero times: the loop is erased.
// CHECK-LABEL: func.func @zero(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @zero(%A: memref<?x?xf32>, %n: index) {
  scf.forall (%i, %j) = (0, 5) to (1, 5) step (1, 4) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// The normalized form prints `in` again after folding.
// CHECK-LABEL: func.func @in_form(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %c0] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_form(%A: memref<?x?xf32>, %n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// Mapped loops are not folded.
// CHECK-LABEL: func.func @mapped(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (%arg1, 1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mapped(%A: memref<?x?xf32>, %n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

// A negative trip count is kept.
// CHECK-LABEL: func.func @neg(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: scf.forall (%arg2) = (10) to (0) step (1) {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @neg(%A: memref<?x?xf32>, %n: index) {
  scf.forall (%i) = (10) to (0) step (1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// The same dynamic value as lower and upper bound: zero iterations.
// CHECK-LABEL: func.func @dyn_same(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dyn_same(%A: memref<?x?xf32>, %n: index) {
  scf.forall (%i, %j) = (%n, 0) to (%n, 10) step (1, 3) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// Constant dynamic bounds running once.
// CHECK-LABEL: func.func @dyn_const_single(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: "test.use"(%c3, %arg2) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dyn_const_single(%A: memref<?x?xf32>, %n: index) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i, %j) = (%c3, 0) to (%c4, %n) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// Collapsed induction variables used in a nested loop.
// CHECK-LABEL: func.func @nested_use(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: "test.use"(%arg2, %c2, %c0, %arg3) : (index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_use(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j, %k) = (0, 2, 0) to (%n, 3, 7) step (1, 1, 7) {
    scf.for %x = %c0 to %n step %c1 {
      "test.use"(%i, %j, %k, %x) : (index, index, index, index) -> ()
    }
  }
  return
}
