// Functions taking and returning memrefs: a matrix product over dynamic shapes,
// a fill helper and a reduction; results printed as scalars.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @fill(%m: memref<?x?xf64>, %scale: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf64>
  %c = memref.dim %m, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %s = arith.addi %i, %j : index
      %si = arith.index_cast %s : index to i64
      %f = arith.sitofp %si : i64 to f64
      %v = arith.mulf %f, %scale : f64
      memref.store %v, %m[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @matmul(%a: memref<?x?xf64>, %b: memref<?x?xf64>) -> memref<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  %k = memref.dim %a, %c1 : memref<?x?xf64>
  %m = memref.dim %b, %c1 : memref<?x?xf64>
  %out = memref.alloc(%n, %m) : memref<?x?xf64>
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %acc = scf.for %l = %c0 to %k step %c1 iter_args(%s = %z) -> (f64) {
        %x = memref.load %a[%i, %l] : memref<?x?xf64>
        %y = memref.load %b[%l, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      memref.store %acc, %out[%i, %j] : memref<?x?xf64>
    }
  }
  return %out : memref<?x?xf64>
}

func.func @trace(%m: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?x?xf64>
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (f64) {
    %v = memref.load %m[%i, %i] : memref<?x?xf64>
    %t = arith.addf %s, %v : f64
    scf.yield %t : f64
  }
  return %r : f64
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c3, %c4) : memref<?x?xf64>
  %b = memref.alloc(%c4, %c3) : memref<?x?xf64>
  %s1 = arith.constant 0.5 : f64
  %s2 = arith.constant -2.0 : f64
  func.call @fill(%a, %s1) : (memref<?x?xf64>, f64) -> ()
  func.call @fill(%b, %s2) : (memref<?x?xf64>, f64) -> ()
  %p = call @matmul(%a, %b) : (memref<?x?xf64>, memref<?x?xf64>) -> memref<?x?xf64>
  %t = call @trace(%p) : (memref<?x?xf64>) -> f64
  func.call @printF64(%t) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %p : memref<?x?xf64>
  memref.dealloc %b : memref<?x?xf64>
  memref.dealloc %a : memref<?x?xf64>
  return
}
