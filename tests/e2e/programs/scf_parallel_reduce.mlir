// scf.parallel (lowered to sequential loops by convert-scf-to-cf) with scf.reduce
// reductions, and a 2-d parallel loop writing into a local alloca.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-index-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %zi = arith.constant 0 : i64
  %zf = arith.constant 0.0 : f64
  %r:2 = scf.parallel (%i) = (%c0) to (%c10) step (%c1) init (%zi, %zf) -> (i64, f64) {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    %f = arith.sitofp %v : i64 to f64
    scf.reduce(%sq, %f : i64, f64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%a: f64, %b: f64):
      %m = arith.maximumf %a, %b : f64
      scf.reduce.return %m : f64
    }
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r#1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %buf = memref.alloca() : memref<4x4xi64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %a = arith.index_cast %i : index to i64
    %b = arith.index_cast %j : index to i64
    %k = arith.constant 10 : i64
    %p = arith.muli %a, %k : i64
    %s = arith.addi %p, %b : i64
    memref.store %s, %buf[%i, %j] : memref<4x4xi64>
    scf.reduce
  }
  %tot = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zi) -> (i64) {
    %row = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %v = memref.load %buf[%i, %j] : memref<4x4xi64>
      %s = arith.addi %acc2, %v : i64
      scf.yield %s : i64
    }
    scf.yield %row : i64
  }
  func.call @printI64(%tot) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
