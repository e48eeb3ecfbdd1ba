// 2-D Jacobi 5-point stencil on 512x512 f64 memrefs, 2 x 100 sweeps (A -> B -> A); prints the
// sum of the grid.
// RUN-PIPELINE: -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @sweep(%src: memref<512x512xf64>, %dst: memref<512x512xf64>) {
  %c1 = arith.constant 1 : index
  %c511 = arith.constant 511 : index
  %q = arith.constant 0.25 : f64
  scf.for %i = %c1 to %c511 step %c1 {
    scf.for %j = %c1 to %c511 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %a = memref.load %src[%im, %j] : memref<512x512xf64>
      %b = memref.load %src[%ip, %j] : memref<512x512xf64>
      %c = memref.load %src[%i, %jm] : memref<512x512xf64>
      %d = memref.load %src[%i, %jp] : memref<512x512xf64>
      %s1 = arith.addf %a, %b : f64
      %s2 = arith.addf %c, %d : f64
      %s = arith.addf %s1, %s2 : f64
      %r = arith.mulf %s, %q : f64
      memref.store %r, %dst[%i, %j] : memref<512x512xf64>
    }
  }
  return
}
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c512 = arith.constant 512 : index
  %a = memref.alloc() : memref<512x512xf64>
  %b = memref.alloc() : memref<512x512xf64>
  %c97 = arith.constant 97 : index
  scf.for %i = %c0 to %c512 step %c1 {
    scf.for %j = %c0 to %c512 step %c1 {
      %k = arith.muli %i, %j : index
      %m = arith.remui %k, %c97 : index
      %mi = arith.index_cast %m : index to i64
      %f = arith.uitofp %mi : i64 to f64
      memref.store %f, %a[%i, %j] : memref<512x512xf64>
      memref.store %f, %b[%i, %j] : memref<512x512xf64>
    }
  }
  scf.for %t = %c0 to %c100 step %c1 {
    func.call @sweep(%a, %b) : (memref<512x512xf64>, memref<512x512xf64>) -> ()
    func.call @sweep(%b, %a) : (memref<512x512xf64>, memref<512x512xf64>) -> ()
  }
  %zero = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %c512 step %c1 iter_args(%s = %zero) -> (f64) {
    %r = scf.for %j = %c0 to %c512 step %c1 iter_args(%t = %s) -> (f64) {
      %v = memref.load %a[%i, %j] : memref<512x512xf64>
      %u = arith.addf %t, %v : f64
      scf.yield %u : f64
    }
    scf.yield %r : f64
  }
  call @printF64(%sum) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<512x512xf64>
  memref.dealloc %b : memref<512x512xf64>
  %z = arith.constant 0 : i32
  return %z : i32
}
