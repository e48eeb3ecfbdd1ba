// REQUIRES: stats
// RUN: rmlir-opt %s -mlir-pass-statistics -control-flow-sink -o /dev/null 2>&1 | FileCheck %s

// As upstream, `num-sunk` is assigned (not accumulated) the count of each region-branch op
// in turn: the report shows the last one's (one op sunk into the second scf.if), not three.

// CHECK:      ControlFlowSink
// CHECK-NEXT:   (S) 1 num-sunk - Number of operations sunk

func.func @f(%c: i1, %a: i32) -> (i32, i32) {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %a : i32
  %r = scf.if %c -> i32 {
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %z = arith.subi %a, %a : i32
  %s = scf.if %c -> i32 {
    scf.yield %z : i32
  } else {
    scf.yield %a : i32
  }
  return %r, %s : i32, i32
}
