// scf.for with iter_args: sums, fibonacci, negative bounds, zero-trip loops, i32 induction.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%lb: index, %ub: index, %step: index) -> i64 {
  %z = arith.constant 0 : i64
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  return %r : i64
}

func.func @fib(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0 : i64
}

func.func @loop32() -> i64 {
  %lb = arith.constant -10 : i32
  %ub = arith.constant 10 : i32
  %st = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %z) -> (i32) : i32 {
    %sq = arith.muli %i, %i : i32
    %n = arith.addi %acc, %sq : i32
    scf.yield %n : i32
  }
  %e = arith.extsi %r : i32 to i64
  return %e : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  %cm7 = arith.constant -7 : index
  %s1 = call @sum(%c0, %c100, %c1) : (index, index, index) -> i64
  func.call @printI64(%s1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s2 = call @sum(%cm7, %c100, %c3) : (index, index, index) -> i64
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s3 = call @sum(%c100, %c0, %c1) : (index, index, index) -> i64
  func.call @printI64(%s3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c50 = arith.constant 50 : index
  %f = call @fib(%c50) : (index) -> i64
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %l = call @loop32() : () -> i64
  func.call @printI64(%l) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
