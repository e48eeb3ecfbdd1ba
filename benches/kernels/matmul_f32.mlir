// Matrix multiplication C = A * B on 320x320 f32 memrefs (i-j-k loops, accumulator in a loop
// argument); prints the sum of C.
// RUN-PIPELINE: -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @init(%m: memref<?x?xf32>, %mul: i64, %add: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?x?xf32>
  %c7 = arith.constant 7 : i64
  %c3 = arith.constant 3 : i64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %p = arith.muli %ii, %mul : i64
      %jj2 = arith.muli %jj, %jj : i64
      %q = arith.addi %p, %jj2 : i64
      %q2 = arith.addi %q, %add : i64
      %r = arith.remsi %q2, %c7 : i64
      %s = arith.subi %r, %c3 : i64
      %f = arith.sitofp %s : i64 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %acc = scf.for %k = %c0 to %n step %c1 iter_args(%s = %zero) -> (f32) {
        %x = memref.load %a[%i, %k] : memref<?x?xf32>
        %y = memref.load %b[%k, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %t = arith.addf %s, %p : f32
        scf.yield %t : f32
      }
      memref.store %acc, %c[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 320 : index
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  %b = memref.alloc(%n, %n) : memref<?x?xf32>
  %c = memref.alloc(%n, %n) : memref<?x?xf32>
  %m1 = arith.constant 3 : i64
  %m2 = arith.constant 5 : i64
  %a1 = arith.constant 1 : i64
  %a2 = arith.constant 2 : i64
  call @init(%a, %m1, %a1) : (memref<?x?xf32>, i64, i64) -> ()
  call @init(%b, %m2, %a2) : (memref<?x?xf32>, i64, i64) -> ()
  call @matmul(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %zero = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero) -> (f64) {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%t = %s) -> (f64) {
      %v = memref.load %c[%i, %j] : memref<?x?xf32>
      %w = arith.extf %v : f32 to f64
      %u = arith.addf %t, %w : f64
      scf.yield %u : f64
    }
    scf.yield %r : f64
  }
  call @printF64(%sum) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  %z = arith.constant 0 : i32
  return %z : i32
}
