// Reductions over a 4M-element i32 memref filled by an LCG: sum (i64), signed min and max,
// and a f64 sum of the converted values, 8 passes.
// RUN-PIPELINE: -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 4000000 : index
  %buf = memref.alloc(%n) : memref<?xi32>
  %seed = arith.constant 12345 : i32
  %mul = arith.constant 1103515245 : i32
  %inc = arith.constant 12345 : i32
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%x = %seed) -> (i32) {
    %p = arith.muli %x, %mul : i32
    %y = arith.addi %p, %inc : i32
    memref.store %y, %buf[%i] : memref<?xi32>
    scf.yield %y : i32
  }
  %z64 = arith.constant 0 : i64
  %max0 = arith.constant -2147483648 : i32
  %min0 = arith.constant 2147483647 : i32
  %zf = arith.constant 0.0 : f64
  %r:4 = scf.for %pass = %c0 to %c8 step %c1 iter_args(%s0 = %z64, %mn0 = %min0, %mx0 = %max0, %f0 = %zf) -> (i64, i32, i32, f64) {
    %q:4 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0, %mn = %mn0, %mx = %mx0, %f = %f0) -> (i64, i32, i32, f64) {
      %v = memref.load %buf[%i] : memref<?xi32>
      %e = arith.extsi %v : i32 to i64
      %s2 = arith.addi %s, %e : i64
      %mn2 = arith.minsi %mn, %v : i32
      %mx2 = arith.maxsi %mx, %v : i32
      %fv = arith.sitofp %v : i32 to f64
      %f2 = arith.addf %f, %fv : f64
      scf.yield %s2, %mn2, %mx2, %f2 : i64, i32, i32, f64
    }
    scf.yield %q#0, %q#1, %q#2, %q#3 : i64, i32, i32, f64
  }
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  %mn = arith.extsi %r#1 : i32 to i64
  call @printI64(%mn) : (i64) -> ()
  call @printNewline() : () -> ()
  %mx = arith.extsi %r#2 : i32 to i64
  call @printI64(%mx) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%r#3) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<?xi32>
  %z = arith.constant 0 : i32
  return %z : i32
}
