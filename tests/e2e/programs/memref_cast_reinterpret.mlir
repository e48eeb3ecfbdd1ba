// memref.cast (static <-> dynamic), memref.reinterpret_cast, memref.extract_strided_metadata
// through expand-strided-metadata, all local to main.
// RUN-PIPELINE: -expand-strided-metadata -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<12xi32>
  scf.for %i = %c0 to %c12 step %c1 {
    %v = arith.index_cast %i : index to i32
    %k = arith.constant 3 : i32
    %w = arith.muli %v, %k : i32
    memref.store %w, %m[%i] : memref<12xi32>
  }
  %dyn = memref.cast %m : memref<12xi32> to memref<?xi32>
  %d = memref.dim %dyn, %c0 : memref<?xi32>
  %di = arith.index_cast %d : index to i64
  func.call @printI64(%di) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %back = memref.cast %dyn : memref<?xi32> to memref<12xi32>
  %v5 = memref.load %back[%c4] : memref<12xi32>
  %e5 = arith.extsi %v5 : i32 to i64
  func.call @printI64(%e5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // View the 12 elements as 3x4 (static) and as a 2x? strided window (dynamic).
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<12xi32> to memref<3x4xi32>
  %v12 = memref.load %r[%c2, %c1] : memref<3x4xi32>
  %e12 = arith.extsi %v12 : i32 to i64
  func.call @printI64(%e12) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %rd = memref.reinterpret_cast %m to offset: [%c1], sizes: [2, %c4], strides: [%c4, %c2] : memref<12xi32> to memref<2x?xi32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %rd[%i, %j] : memref<2x?xi32, strided<[?, ?], offset: ?>>
      %e = arith.extsi %v : i32 to i64
      func.call @printI64(%e) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
  }
  func.call @printNewline() : () -> ()
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %rd : memref<2x?xi32, strided<[?, ?], offset: ?>> -> memref<i32>, index, index, index, index, index
  %o = arith.index_cast %off : index to i64
  %s0 = arith.index_cast %sizes#1 : index to i64
  %t0 = arith.index_cast %strides#0 : index to i64
  func.call @printI64(%o) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%s0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%t0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<12xi32>
  return
}
