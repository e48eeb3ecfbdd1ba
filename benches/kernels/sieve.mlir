// Sieve of Eratosthenes on a 20M-byte memref; prints the number of primes below 20M.
// RUN-PIPELINE: -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @sieve(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i8
  %zero = arith.constant 0 : i8
  %flags = memref.alloc(%n) : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %flags[%i] : memref<?xi8>
  }
  %lim = arith.constant 4473 : index
  scf.for %i = %c2 to %lim step %c1 {
    %f = memref.load %flags[%i] : memref<?xi8>
    %p = arith.cmpi ne, %f, %zero : i8
    scf.if %p {
      %sq = arith.muli %i, %i : index
      scf.for %j = %sq to %n step %i {
        memref.store %zero, %flags[%j] : memref<?xi8>
      }
    }
  }
  %c0i = arith.constant 0 : i64
  %cnt = scf.for %i = %c2 to %n step %c1 iter_args(%acc = %c0i) -> (i64) {
    %f = memref.load %flags[%i] : memref<?xi8>
    %e = arith.extui %f : i8 to i64
    %s = arith.addi %acc, %e : i64
    scf.yield %s : i64
  }
  memref.dealloc %flags : memref<?xi8>
  return %cnt : i64
}
func.func @main() -> i32 {
  %n = arith.constant 20000000 : index
  %r = call @sieve(%n) : (index) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
