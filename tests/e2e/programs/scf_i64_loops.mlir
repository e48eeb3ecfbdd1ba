// scf.for / scf.while / scf.if / scf.index_switch with integer (not index) loop-carried
// values only: prime sieve by trial division, digit sums, a switch on a computed index.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-index-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @is_prime(%n: i64) -> i1 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %t = arith.constant true
  %small = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %small -> (i1) {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %res:2 = scf.while (%d = %c2, %p = %t) : (i64, i1) -> (i64, i1) {
      %sq = arith.muli %d, %d : i64
      %le = arith.cmpi sle, %sq, %n : i64
      %go = arith.andi %le, %p : i1
      scf.condition(%go) %d, %p : i64, i1
    } do {
    ^bb0(%d: i64, %p: i1):
      %rem = arith.remsi %n, %d : i64
      %z = arith.constant 0 : i64
      %nz = arith.cmpi ne, %rem, %z : i64
      %d1 = arith.addi %d, %c1 : i64
      scf.yield %d1, %nz : i64, i1
    }
    scf.yield %res#1 : i1
  }
  return %r : i1
}

func.func @main() {
  %lb = arith.constant 0 : i64
  %ub = arith.constant 60 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %count = scf.for %i = %lb to %ub step %st iter_args(%acc = %z) -> (i64) : i64 {
    %p = func.call @is_prime(%i) : (i64) -> i1
    %n = scf.if %p -> (i64) {
      func.call @printI64(%i) : (i64) -> ()
      func.call @printComma() : () -> ()
      %one = arith.constant 1 : i64
      %a = arith.addi %acc, %one : i64
      scf.yield %a : i64
    } else {
      scf.yield %acc : i64
    }
    scf.yield %n : i64
  }
  func.call @printNewline() : () -> ()
  func.call @printI64(%count) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %three = arith.constant 3 : i64
  %r = scf.for %k = %lb to %ub step %three iter_args(%acc = %z) -> (i64) : i64 {
    %m = arith.remui %k, %three : i64
    %q = arith.divui %k, %three : i64
    %five = arith.constant 5 : i64
    %sel = arith.remui %q, %five : i64
    %idx = arith.index_cast %sel : i64 to index
    %v = scf.index_switch %idx -> i64
    case 0 {
      scf.yield %k : i64
    }
    case 3 {
      %neg = arith.subi %m, %k : i64
      scf.yield %neg : i64
    }
    default {
      scf.yield %q : i64
    }
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
