// The generic -convert-to-llvm pass (arith, cf, func, index, math, ub, memref
// interfaces) after scf-to-cf, on a mixed program; cf.assert with true conditions.
// RUN-PIPELINE: -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @isqrt(%n: index) -> index {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = scf.while (%x = %c0) : (index) -> index {
    %x1 = index.add %x, %c1
    %sq = index.mul %x1, %x1
    %le = index.cmp ule(%sq, %n)
    scf.condition(%le) %x : index
  } do {
  ^bb0(%x: index):
    %x1 = index.add %x, %c1
    scf.yield %x1 : index
  }
  return %r : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  scf.for %i = %c0 to %c20 step %c1 {
    %sq = index.mul %i, %i
    %n = index.add %sq, %i
    %r = func.call @isqrt(%n) : (index) -> index
    %ok = index.cmp eq(%r, %i)
    cf.assert %ok, "isqrt(i*i+i) == i"
    %ri = index.casts %r : index to i64
    func.call @printI64(%ri) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  %x = arith.constant 2.0 : f64
  %s = math.sqrt %x : f64
  %e = math.exp %s : f64
  %l = math.log %e : f64
  %d = arith.subf %l, %s : f64
  %ad = math.absf %d : f64
  %eps = arith.constant 1.0e-12 : f64
  %close = arith.cmpf olt, %ad, %eps : f64
  cf.assert %close, "log(exp(x)) ~= x"
  func.call @printF64(%s) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %m = memref.alloca() : memref<3xi64>
  %v = arith.constant 77 : i64
  memref.store %v, %m[%c1] : memref<3xi64>
  %w = memref.load %m[%c1] : memref<3xi64>
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
