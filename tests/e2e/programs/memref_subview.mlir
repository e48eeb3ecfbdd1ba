// memref.subview (static and dynamic offsets/strides) lowered through
// expand-strided-metadata, loads/stores through strided views.
// RUN-PIPELINE: -expand-strided-metadata -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<6x8xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %a = arith.index_cast %i : index to i64
      %b = arith.index_cast %j : index to i64
      %k = arith.constant 100 : i64
      %p = arith.muli %a, %k : i64
      %s = arith.addi %p, %b : i64
      memref.store %s, %m[%i, %j] : memref<6x8xi64>
    }
  }
  // Static subview: rows 1..3, columns 2,4,6.
  %sv = memref.subview %m[1, 2] [3, 3] [1, 2] : memref<6x8xi64> to memref<3x3xi64, strided<[8, 2], offset: 10>>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %sv[%i, %j] : memref<3x3xi64, strided<[8, 2], offset: 10>>
      func.call @printI64(%v) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
    func.call @printNewline() : () -> ()
  }
  // Dynamic offset subview with rank reduction, written through.
  %row = memref.subview %m[%c2, %c1] [1, 6] [1, 1] : memref<6x8xi64> to memref<6xi64, strided<[1], offset: ?>>
  scf.for %j = %c0 to %c6 step %c1 {
    %v = memref.load %row[%j] : memref<6xi64, strided<[1], offset: ?>>
    %n = arith.subi %v, %v : i64
    %w = arith.subi %n, %v : i64
    memref.store %w, %row[%j] : memref<6xi64, strided<[1], offset: ?>>
  }
  scf.for %j = %c0 to %c8 step %c1 {
    %v = memref.load %m[%c2, %j] : memref<6x8xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  // Subview of a subview.
  %ss = memref.subview %sv[1, 1] [2, 2] [1, 1] : memref<3x3xi64, strided<[8, 2], offset: 10>> to memref<2x2xi64, strided<[8, 2], offset: 20>>
  %x = memref.load %ss[%c1, %c1] : memref<2x2xi64, strided<[8, 2], offset: 20>>
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<6x8xi64>
  return
}
