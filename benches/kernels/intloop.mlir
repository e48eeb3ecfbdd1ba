// Integer loop: xorshift64 and a multiply-add hash over 30M iterations.
// RUN-PIPELINE: -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @kernel(%n: index, %seed: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c13 = arith.constant 13 : i64
  %c7 = arith.constant 7 : i64
  %c17 = arith.constant 17 : i64
  %m = arith.constant 6364136223846793005 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %seed, %acc = %seed) -> (i64, i64) {
    %a = arith.shli %x, %c13 : i64
    %x1 = arith.xori %x, %a : i64
    %b = arith.shrui %x1, %c7 : i64
    %x2 = arith.xori %x1, %b : i64
    %c = arith.shli %x2, %c17 : i64
    %x3 = arith.xori %x2, %c : i64
    %p = arith.muli %acc, %m : i64
    %q = arith.addi %p, %x3 : i64
    scf.yield %x3, %q : i64, i64
  }
  return %r#1 : i64
}
func.func @main() -> i32 {
  %n = arith.constant 30000000 : index
  %s = arith.constant 88172645463325252 : i64
  %r = call @kernel(%n, %s) : (index, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
