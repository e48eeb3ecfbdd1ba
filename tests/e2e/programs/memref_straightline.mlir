// memref ops without loops (so no index-typed block arguments): alloca/alloc/load/store/
// dealloc/dim/global/get_global/subview/cast/reinterpret_cast with constant indices.
// RUN-PIPELINE: -expand-strided-metadata -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

memref.global "private" constant @cst : memref<2x2xf64> = dense<[[1.5, -2.0], [0.25, 8.0]]>
memref.global @state : memref<3xi32> = dense<[7, 8, 9]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = memref.get_global @cst : memref<2x2xf64>
  %a = memref.load %g[%c0, %c1] : memref<2x2xf64>
  %b = memref.load %g[%c1, %c0] : memref<2x2xf64>
  %ab = arith.mulf %a, %b : f64
  func.call @printF64(%ab) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %s = memref.get_global @state : memref<3xi32>
  %x = memref.load %s[%c2] : memref<3xi32>
  %k = arith.constant 100 : i32
  %y = arith.addi %x, %k : i32
  memref.store %y, %s[%c0] : memref<3xi32>
  %s2 = memref.get_global @state : memref<3xi32>
  %z = memref.load %s2[%c0] : memref<3xi32>
  %ze = arith.extsi %z : i32 to i64
  func.call @printI64(%ze) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = memref.alloc(%c3) : memref<?x4xi64>
  %d0 = memref.dim %m, %c0 : memref<?x4xi64>
  %d1 = memref.dim %m, %c1 : memref<?x4xi64>
  %d0i = arith.index_cast %d0 : index to i64
  %d1i = arith.index_cast %d1 : index to i64
  func.call @printI64(%d0i) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%d1i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %v1 = arith.constant 11 : i64
  %v2 = arith.constant 22 : i64
  %v3 = arith.constant 33 : i64
  memref.store %v1, %m[%c1, %c2] : memref<?x4xi64>
  memref.store %v2, %m[%c2, %c3] : memref<?x4xi64>
  memref.store %v3, %m[%c2, %c2] : memref<?x4xi64>
  %sv = memref.subview %m[1, 2] [2, 2] [1, 1] : memref<?x4xi64> to memref<2x2xi64, strided<[4, 1], offset: 6>>
  %e0 = memref.load %sv[%c0, %c0] : memref<2x2xi64, strided<[4, 1], offset: 6>>
  %e1 = memref.load %sv[%c1, %c1] : memref<2x2xi64, strided<[4, 1], offset: 6>>
  func.call @printI64(%e0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %st = memref.cast %m : memref<?x4xi64> to memref<3x4xi64>
  %e2 = memref.load %st[%c2, %c2] : memref<3x4xi64>
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %flat = memref.reinterpret_cast %st to offset: [0], sizes: [12], strides: [1] : memref<3x4xi64> to memref<12xi64>
  %c11 = arith.constant 11 : index
  %e3 = memref.load %flat[%c11] : memref<12xi64>
  func.call @printI64(%e3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?x4xi64>
  return
}
