// scf ops lowered to cf branches with upstream's block order.
// RUN: rmlir-opt %s -allow-unregistered-dialect -convert-scf-to-cf -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @loop_with_if(
// CHECK-SAME: %[[LB:.*]]: index, %[[UB:.*]]: index, %[[ST:.*]]: index, %[[C:.*]]: i1, %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%[[LB]], %[[X]] : index, f32)
// CHECK-NEXT: ^bb1(%[[IV:.*]]: index, %[[ACC:.*]]: f32):
// CHECK-NEXT:   %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %[[UB]] : index
// CHECK-NEXT:   cf.cond_br %[[CMP]], ^bb2, ^bb7
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   cf.cond_br %[[C]], ^bb3, ^bb4
// CHECK-NEXT: ^bb3:
// CHECK-NEXT:   %[[A:.*]] = arith.addf %[[ACC]], %[[ACC]] : f32
// CHECK-NEXT:   cf.br ^bb5(%[[A]] : f32)
// CHECK-NEXT: ^bb4:
// CHECK-NEXT:   cf.br ^bb5(%[[ACC]] : f32)
// CHECK-NEXT: ^bb5(%[[R:.*]]: f32):
// CHECK-NEXT:   cf.br ^bb6
// CHECK-NEXT: ^bb6:
// CHECK-NEXT:   %[[NEXT:.*]] = arith.addi %[[IV]], %[[ST]] : index
// CHECK-NEXT:   cf.br ^bb1(%[[NEXT]], %[[R]] : index, f32)
// CHECK-NEXT: ^bb7:
// CHECK-NEXT:   return %[[ACC]] : f32
func.func @loop_with_if(%lb: index, %ub: index, %st: index, %c: i1, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> f32 {
    %y = scf.if %c -> f32 {
      %a = arith.addf %acc, %acc : f32
      scf.yield %a : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// The do-while form branches back to the "before" block.
// CHECK-LABEL: func.func @do_while(
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%[[V:.*]]: i32):
// CHECK-NEXT:   %[[C:.*]] = "test.cond"(%[[V]]) : (i32) -> i1
// CHECK-NEXT:   cf.cond_br %[[C]], ^bb1(%[[V]] : i32), ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   return %[[V]] : i32
func.func @do_while(%a: i32) -> i32 {
  %r = scf.while (%v = %a) : (i32) -> i32 {
    %c = "test.cond"(%v) : (i32) -> i1
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @switch(
// CHECK:   %[[F:.*]] = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   cf.switch %[[F]] : i32, [
// CHECK-NEXT:     default: ^bb2,
// CHECK-NEXT:     4: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:   return %[[R]] : i32
func.func @switch(%i: index, %a: i32, %b: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 4 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  return %0 : i32
}
