// memref.alloc / alloca / load / store / dealloc / dim used locally in main,
// static and dynamic shapes; results printed as scalars.
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -convert-index-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 7 : index
  // Dynamic 1-d buffer of i64: squares.
  %a = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %a[%i] : memref<?xi64>
  }
  %d = memref.dim %a, %c0 : memref<?xi64>
  %di = arith.index_cast %d : index to i64
  func.call @printI64(%di) : (i64) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?xi64>
  // Static 2-d alloca of f32 and a mixed static/dynamic alloc.
  %b = memref.alloca() : memref<3x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %fj = arith.sitofp %jj : i32 to f32
      %h = arith.constant 0.5 : f32
      %fjh = arith.mulf %fj, %h : f32
      %s = arith.addf %fi, %fjh : f32
      memref.store %s, %b[%i, %j] : memref<3x5xf32>
    }
  }
  %c = memref.alloc(%c3) {alignment = 64} : memref<?x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %v = memref.load %b[%i, %j] : memref<3x5xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %c[%i, %j] : memref<?x5xf32>
    }
  }
  %d0 = memref.dim %c, %c0 : memref<?x5xf32>
  %d1 = memref.dim %c, %c1 : memref<?x5xf32>
  %d0i = arith.index_cast %d0 : index to i64
  %d1i = arith.index_cast %d1 : index to i64
  func.call @printI64(%d0i) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%d1i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %v = memref.load %c[%i, %j] : memref<?x5xf32>
      func.call @printF32(%v) : (f32) -> ()
      func.call @printComma() : () -> ()
    }
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %c : memref<?x5xf32>
  // 0-d memref and i1 element type.
  %z = memref.alloca() : memref<i1>
  %t = arith.constant true
  memref.store %t, %z[] : memref<i1>
  %zl = memref.load %z[] : memref<i1>
  %ze = arith.extui %zl : i1 to i64
  func.call @printI64(%ze) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
