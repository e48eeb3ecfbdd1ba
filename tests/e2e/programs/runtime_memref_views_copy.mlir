// printMemref layouts for ranks 0 to 3, offset and strided views, size-1 and
// empty dimensions (upstream prints the element at the offset even then), the
// plain printMemrefF64(rank, descriptor) entry point, and memref.copy of
// non-contiguous views (the runtime's memrefCopy), including an empty one.
// RUN-PIPELINE: -expand-strided-metadata -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @show(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xf64, strided<[?, ?], offset: ?>> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %buf = memref.alloc() : memref<24xf64>
  %ibuf = memref.alloc() : memref<24xi32>
  %k = arith.constant 0.25 : f64
  scf.for %i = %c0 to %c24 step %c1 {
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f64
    %g = arith.mulf %f, %k : f64
    memref.store %g, %buf[%i] : memref<24xf64>
    %y = arith.trunci %x : i64 to i32
    memref.store %y, %ibuf[%i] : memref<24xi32>
  }
  // Rank 0 at an offset.
  %r0 = memref.reinterpret_cast %buf to offset: [5], sizes: [], strides: [] : memref<24xf64> to memref<f64, strided<[], offset: 5>>
  %u0 = memref.cast %r0 : memref<f64, strided<[], offset: 5>> to memref<*xf64>
  func.call @printMemrefF64(%u0) : (memref<*xf64>) -> ()
  // Rank 3.
  %r3 = memref.reinterpret_cast %ibuf to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<24xi32> to memref<2x3x4xi32>
  %u3 = memref.cast %r3 : memref<2x3x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u3) : (memref<*xi32>) -> ()
  // Rank 3 with size-1 dimensions and a transposed, offset view.
  %t3 = memref.reinterpret_cast %ibuf to offset: [3], sizes: [1, 4, 1], strides: [1, 5, 2] : memref<24xi32> to memref<1x4x1xi32, strided<[1, 5, 2], offset: 3>>
  %ut3 = memref.cast %t3 : memref<1x4x1xi32, strided<[1, 5, 2], offset: 3>> to memref<*xi32>
  func.call @printMemrefI32(%ut3) : (memref<*xi32>) -> ()
  %m = memref.reinterpret_cast %buf to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<24xf64> to memref<4x6xf64>
  %m2 = memref.cast %m : memref<4x6xf64> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  func.call @show(%m2) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  // Strided subview with an offset: rows 1 and 3, columns 1, 3, 5.
  %s = memref.subview %m[1, 1] [2, 3] [2, 2] : memref<4x6xf64> to memref<2x3xf64, strided<[12, 2], offset: 7>>
  %s2 = memref.cast %s : memref<2x3xf64, strided<[12, 2], offset: 7>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  func.call @show(%s2) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  // Single row, single column, empty rows, empty columns.
  %row = memref.subview %m[2, 0] [1, 6] [1, 1] : memref<4x6xf64> to memref<1x6xf64, strided<[6, 1], offset: 12>>
  %row2 = memref.cast %row : memref<1x6xf64, strided<[6, 1], offset: 12>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  func.call @show(%row2) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  %col = memref.subview %m[0, 4] [4, 1] [1, 1] : memref<4x6xf64> to memref<4x1xf64, strided<[6, 1], offset: 4>>
  %col2 = memref.cast %col : memref<4x1xf64, strided<[6, 1], offset: 4>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  func.call @show(%col2) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  %e1 = memref.subview %m[1, 2] [0, 3] [1, 1] : memref<4x6xf64> to memref<0x3xf64, strided<[6, 1], offset: 8>>
  %e12 = memref.cast %e1 : memref<0x3xf64, strided<[6, 1], offset: 8>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  func.call @show(%e12) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  %e2 = memref.subview %m[1, 3] [3, 0] [1, 1] : memref<4x6xf64> to memref<3x0xf64, strided<[6, 1], offset: 9>>
  %e22 = memref.cast %e2 : memref<3x0xf64, strided<[6, 1], offset: 9>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  func.call @show(%e22) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  // memref.copy of non-contiguous views goes through memrefCopy.
  %dst = memref.alloc() : memref<4x6xf64>
  %z = arith.constant -1.0 : f64
  scf.for %i = %c0 to %c24 step %c1 {
    %dflat = memref.reinterpret_cast %dst to offset: [0], sizes: [24], strides: [1] : memref<4x6xf64> to memref<24xf64>
    memref.store %z, %dflat[%i] : memref<24xf64>
  }
  %dv = memref.subview %dst[0, 0] [2, 3] [3, 2] : memref<4x6xf64> to memref<2x3xf64, strided<[18, 2]>>
  memref.copy %s, %dv : memref<2x3xf64, strided<[12, 2], offset: 7>> to memref<2x3xf64, strided<[18, 2]>>
  %d2 = memref.cast %dst : memref<4x6xf64> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  func.call @show(%d2) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  // Transposed copy: the columns of a 2x3 view into rows.
  %src = memref.reinterpret_cast %buf to offset: [1], sizes: [3, 2], strides: [1, 6] : memref<24xf64> to memref<3x2xf64, strided<[1, 6], offset: 1>>
  %dv2 = memref.subview %dst[1, 3] [3, 2] [1, 1] : memref<4x6xf64> to memref<3x2xf64, strided<[6, 1], offset: 9>>
  memref.copy %src, %dv2 : memref<3x2xf64, strided<[1, 6], offset: 1>> to memref<3x2xf64, strided<[6, 1], offset: 9>>
  func.call @show(%d2) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  // An empty copy leaves the destination alone.
  %de = memref.subview %dst[0, 0] [0, 3] [1, 1] : memref<4x6xf64> to memref<0x3xf64, strided<[6, 1]>>
  memref.copy %e1, %de : memref<0x3xf64, strided<[6, 1], offset: 8>> to memref<0x3xf64, strided<[6, 1]>>
  func.call @show(%d2) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> ()
  // Rank-3 strided copy.
  %i3 = memref.alloc() : memref<2x3x4xi32>
  %zero = arith.constant 0 : i32
  %i3f = memref.reinterpret_cast %i3 to offset: [0], sizes: [24], strides: [1] : memref<2x3x4xi32> to memref<24xi32>
  scf.for %i = %c0 to %c24 step %c1 {
    memref.store %zero, %i3f[%i] : memref<24xi32>
  }
  %sv3 = memref.subview %r3[0, 1, 1] [2, 2, 2] [1, 1, 2] : memref<2x3x4xi32> to memref<2x2x2xi32, strided<[12, 4, 2], offset: 5>>
  %dv3 = memref.subview %i3[0, 0, 0] [2, 2, 2] [1, 2, 1] : memref<2x3x4xi32> to memref<2x2x2xi32, strided<[12, 8, 1]>>
  memref.copy %sv3, %dv3 : memref<2x2x2xi32, strided<[12, 4, 2], offset: 5>> to memref<2x2x2xi32, strided<[12, 8, 1]>>
  %ui3 = memref.cast %i3 : memref<2x3x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%ui3) : (memref<*xi32>) -> ()
  memref.dealloc %buf : memref<24xf64>
  memref.dealloc %ibuf : memref<24xi32>
  memref.dealloc %dst : memref<4x6xf64>
  memref.dealloc %i3 : memref<2x3x4xi32>
  return
}
