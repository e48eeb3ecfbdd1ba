// Nested scf.for loops with iter_args across levels, triangular bounds, early-exit via while.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %z = arith.constant 0 : i64
  // sum over 0 <= j < i < 12 of i*j, and count of pairs.
  %r:2 = scf.for %i = %c0 to %c12 step %c1 iter_args(%s = %z, %n = %z) -> (i64, i64) {
    %in:2 = scf.for %j = %c0 to %i step %c1 iter_args(%s2 = %s, %n2 = %n) -> (i64, i64) {
      %p = arith.muli %i, %j : index
      %pi = arith.index_cast %p : index to i64
      %s3 = arith.addi %s2, %pi : i64
      %one = arith.constant 1 : i64
      %n3 = arith.addi %n2, %one : i64
      scf.yield %s3, %n3 : i64, i64
    }
    scf.yield %in#0, %in#1 : i64, i64
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Triple nest printing a checksum per outer iteration.
  scf.for %a = %c0 to %c12 step %c2 {
    %t = scf.for %b = %c0 to %a step %c1 iter_args(%acc = %z) -> (i64) {
      %u = scf.for %c = %b to %a step %c2 iter_args(%acc2 = %acc) -> (i64) {
        %x = arith.addi %b, %c : index
        %xi = arith.index_cast %x : index to i64
        %y = arith.xori %acc2, %xi : i64
        %k = arith.constant 31 : i64
        %w = arith.muli %y, %k : i64
        scf.yield %w : i64
      }
      scf.yield %u : i64
    }
    func.call @printI64(%t) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
