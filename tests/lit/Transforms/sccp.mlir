// RUN: rmlir-opt %s -allow-unregistered-dialect -sccp | FileCheck %s
// Constants propagate through cf.switch edges, scf.for/scf.while/scf.index_switch region
// control flow and private callees (not those whose symbol has a non-call use); branches
// and regions never taken stay dead; folding with overdefined operands (x * 0) still folds.

// CHECK: module {
// CHECK-NEXT:   func.func @switch(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     cf.switch %c2_i32 : i32, [
// CHECK-NEXT:       default: ^bb1(%c5_i32 : i32),
// CHECK-NEXT:       1: ^bb2(%arg0 : i32),
// CHECK-NEXT:       2: ^bb1(%c2_i32 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %1 = arith.addi %0, %c5_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   ^bb2(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: index) -> i32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg1 = %c0_i32, %arg2 = %arg0) : (i32, index) -> (i32, index) {
// CHECK-NEXT:       scf.condition(%false) %c0_i32, %arg2 : i32, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32, %arg2: index):
// CHECK-NEXT:       %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:       scf.yield %1, %arg2 : i32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sw(%arg0: index) -> i32 {
// CHECK-NEXT:     %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     return %c10_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @callee(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller() -> i32 {
// CHECK-NEXT:     %f = constant @callee : (i32, i32) -> i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @callee(%c1_i32, %c2_i32) : (i32, i32) -> i32
// CHECK-NEXT:     %1 = call @callee(%c2_i32, %c1_i32) : (i32, i32) -> i32
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     %3 = "test.unknown"() : () -> i32
// CHECK-NEXT:     %4 = arith.addi %2, %c0_i32 : i32
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = call @rec(%c0_i32) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @callrec() -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = call @rec(%c0_i32) : (i32) -> i32
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @switch(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%c5 : i32),
    1: ^bb2(%x : i32),
    2: ^bb1(%c2 : i32)
  ]
^bb1(%a: i32):
  %s = arith.addi %a, %c5 : i32
  return %s : i32
^bb2(%b: i32):
  return %b : i32
}

func.func @loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %m = arith.muli %acc, %z : i32
    scf.yield %m : i32
  }
  %w:2 = scf.while (%a = %z, %b = %n) : (i32, index) -> (i32, index) {
    %f = arith.constant false
    scf.condition(%f) %a, %b : i32, index
  } do {
  ^bb0(%x: i32, %y: index):
    %q = arith.addi %x, %x : i32
    scf.yield %q, %y : i32, index
  }
  %t = arith.addi %r, %w#0 : i32
  return %t : i32
}

func.func @sw(%i: index) -> i32 {
  %c3 = arith.constant 3 : index
  %r = scf.index_switch %c3 -> i32
  case 3 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  %s = scf.index_switch %i -> i32
  case 3 {
    scf.yield %r : i32
  }
  default {
    %b = arith.constant 10 : i32
    scf.yield %b : i32
  }
  return %s : i32
}

func.func private @callee(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}

func.func @caller() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = call @callee(%c1, %c2) : (i32, i32) -> i32
  %r2 = call @callee(%c2, %c1) : (i32, i32) -> i32
  %s = arith.addi %r, %r2 : i32
  %u = "test.unknown"() : () -> i32
  %z = arith.constant 0 : i32
  %m = arith.muli %u, %z : i32
  %ptr = func.constant @callee : (i32, i32) -> i32
  %d = arith.addi %s, %m : i32
  return %d : i32
}

func.func private @rec(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cmp = arith.cmpi eq, %a, %c0 : i32
  cf.cond_br %cmp, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %r = call @rec(%a) : (i32) -> i32
  return %r : i32
}

func.func @callrec() -> i32 {
  %c0 = arith.constant 0 : i32
  %r = call @rec(%c0) : (i32) -> i32
  return %r : i32
}
