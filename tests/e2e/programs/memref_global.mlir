// memref.global (constant and mutable, private and public), get_global, load/store.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, -2, 3], [40, 50, -60]]>
memref.global @counter : memref<i64> = dense<10>
memref.global "private" @scratch : memref<4xf64> = uninitialized
memref.global "private" constant @splat : memref<5xf64> = dense<2.5> {alignment = 32}

func.func @bump() {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %c3 = arith.constant 3 : i64
  %n = arith.addi %v, %c3 : i64
  memref.store %n, %g[] : memref<i64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %t = memref.get_global @table : memref<2x3xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %t[%i, %j] : memref<2x3xi32>
      %e = arith.extsi %v : i32 to i64
      func.call @printI64(%e) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
  }
  func.call @printNewline() : () -> ()
  func.call @bump() : () -> ()
  func.call @bump() : () -> ()
  %g = memref.get_global @counter : memref<i64>
  %cv = memref.load %g[] : memref<i64>
  func.call @printI64(%cv) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s = memref.get_global @scratch : memref<4xf64>
  %sp = memref.get_global @splat : memref<5xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %sp[%i] : memref<5xf64>
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %w = arith.mulf %v, %fi : f64
    memref.store %w, %s[%i] : memref<4xf64>
  }
  %acc0 = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %acc0) -> (f64) {
    %v = memref.load %s[%i] : memref<4xf64>
    %n = arith.addf %acc, %v : f64
    scf.yield %n : f64
  }
  func.call @printF64(%sum) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %last = memref.load %sp[%c4] : memref<5xf64>
  func.call @printF64(%last) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
