// A nested -pass-pipeline with func.func-anchored conversions (upstream's
// integration-test style), scf.for with an index-typed reduction and cf.switch on index results.
// RUN-PIPELINE: -pass-pipeline="builtin.module(func.func(convert-scf-to-cf,convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)"
// ENTRY: entry

func.func private @printI64(i64)
func.func private @printNewline()

func.func @digits(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c10 = arith.constant 10 : i64
  %r:2 = scf.while (%x = %n, %d = %c1) : (i64, i64) -> (i64, i64) {
    %big = arith.cmpi uge, %x, %c10 : i64
    scf.condition(%big) %x, %d : i64, i64
  } do {
  ^bb0(%x: i64, %d: i64):
    %q = arith.divui %x, %c10 : i64
    %d1 = arith.addi %d, %c1 : i64
    scf.yield %q, %d1 : i64, i64
  }
  %unused = arith.addi %c0, %c0 : i64
  return %r#1 : i64
}

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c19 = arith.constant 19 : index
  %one = arith.constant 1 : i64
  %seven = arith.constant 7 : i64
  %p = scf.for %i = %c0 to %c19 step %c1 iter_args(%v = %one) -> (i64) {
    %n = arith.muli %v, %seven : i64
    %d = func.call @digits(%n) : (i64) -> i64
    func.call @printI64(%d) : (i64) -> ()
    func.call @printNewline() : () -> ()
    scf.yield %n : i64
  }
  func.call @printI64(%p) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
