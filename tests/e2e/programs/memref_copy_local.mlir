// memref.copy between identity-layout buffers (lowered to llvm.intr.memcpy) and
// from a strided subview (lowered to a memrefCopy call with unranked descriptors).
// RUN-PIPELINE: -expand-strided-metadata -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloc() : memref<4x4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %p = arith.muli %i, %c4 : index
      %s = arith.addi %p, %j : index
      %v = arith.index_cast %s : index to i64
      memref.store %v, %src[%i, %j] : memref<4x4xi64>
    }
  }
  %dst = memref.alloca() : memref<4x4xi64>
  memref.copy %src, %dst : memref<4x4xi64> to memref<4x4xi64>
  %x = memref.load %dst[%c2, %c1] : memref<4x4xi64>
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %sv = memref.subview %src[1, 1] [2, 2] [1, 1] : memref<4x4xi64> to memref<2x2xi64, strided<[4, 1], offset: 5>>
  %small = memref.alloc() : memref<2x2xi64>
  memref.copy %sv, %small : memref<2x2xi64, strided<[4, 1], offset: 5>> to memref<2x2xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %small[%i, %j] : memref<2x2xi64>
      func.call @printI64(%v) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %small : memref<2x2xi64>
  memref.dealloc %src : memref<4x4xi64>
  return
}
