// RUN: rmlir-opt %s -convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// The branches replacing scf.condition and scf.yield keep the terminators' locations (as
// upstream's replaceOpWithNewOp), so that line tables point at them; branches the
// lowering adds itself carry the lowered op's location.

// CHECK-LABEL: func.func @while_loop
// CHECK: cf.br ^bb1({{.*}}) loc("w.mlir":1:1)
// CHECK: cf.cond_br {{.*}} loc("w.mlir":2:2)
// CHECK: cf.br ^bb1({{.*}}) loc("w.mlir":3:3)
func.func @while_loop(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %c = arith.cmpi slt, %i, %n : i64
    scf.condition(%c) %i : i64 loc("w.mlir":2:2)
  } do {
  ^bb0(%j: i64):
    %c1 = arith.constant 1 : i64
    %k = arith.addi %j, %c1 : i64
    scf.yield %k : i64 loc("w.mlir":3:3)
  } loc("w.mlir":1:1)
  return %r : i64
}

// CHECK-LABEL: func.func @do_while
// CHECK: cf.cond_br {{.*}} loc("d.mlir":2:2)
func.func @do_while(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %c1 = arith.constant 1 : i64
    %k = arith.addi %i, %c1 : i64
    %c = arith.cmpi slt, %k, %n : i64
    scf.condition(%c) %k : i64 loc("d.mlir":2:2)
  } do {
  ^bb0(%j: i64):
    scf.yield %j : i64 loc("d.mlir":3:3)
  } loc("d.mlir":1:1)
  return %r : i64
}

// CHECK-LABEL: func.func @switch
// CHECK: ] loc("s.mlir":1:1)
// CHECK: cf.br ^bb{{[0-9]+}}({{.*}}) loc("s.mlir":2:2)
// CHECK: cf.br ^bb{{[0-9]+}}({{.*}}) loc("s.mlir":3:3)
func.func @switch(%x: index) -> i64 {
  %r = scf.index_switch %x -> i64
  case 2 {
    %a = arith.constant 20 : i64
    scf.yield %a : i64 loc("s.mlir":2:2)
  }
  default {
    %b = arith.constant 0 : i64
    scf.yield %b : i64 loc("s.mlir":3:3)
  } loc("s.mlir":1:1)
  return %r : i64
}
