// Bitwise CRC-32 (reflected, polynomial 0xEDB88320) of a 4 MB LCG-filled i8 buffer, written
// with cf branches and block arguments for the bit loop.
// RUN-PIPELINE: -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @crc(%buf: memref<?xi8>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -1 : i32
  %poly = arith.constant -306674912 : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  cf.br ^outer(%c0, %init : index, i32)
^outer(%i: index, %crc: i32):
  %in = arith.cmpi ult, %i, %n : index
  cf.cond_br %in, ^byte, ^exit
^byte:
  %b = memref.load %buf[%i] : memref<?xi8>
  %be = arith.extui %b : i8 to i32
  %x = arith.xori %crc, %be : i32
  cf.br ^bit(%zero, %x : i32, i32)
^bit(%k: i32, %c: i32):
  %more = arith.cmpi ult, %k, %c8 : i32
  cf.cond_br %more, ^body, ^next
^body:
  %low = arith.andi %c, %one : i32
  %mask = arith.subi %zero, %low : i32
  %sh = arith.shrui %c, %one : i32
  %pm = arith.andi %poly, %mask : i32
  %c2 = arith.xori %sh, %pm : i32
  %k2 = arith.addi %k, %one : i32
  cf.br ^bit(%k2, %c2 : i32, i32)
^next:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^outer(%i2, %c : index, i32)
^exit:
  %f = arith.xori %crc, %init : i32
  return %f : i32
}
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4000000 : index
  %buf = memref.alloc(%n) : memref<?xi8>
  %seed = arith.constant 7 : i32
  %mul = arith.constant 1664525 : i32
  %inc = arith.constant 1013904223 : i32
  %c24 = arith.constant 24 : i32
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%x = %seed) -> (i32) {
    %p = arith.muli %x, %mul : i32
    %y = arith.addi %p, %inc : i32
    %t = arith.shrui %y, %c24 : i32
    %b = arith.trunci %t : i32 to i8
    memref.store %b, %buf[%i] : memref<?xi8>
    scf.yield %y : i32
  }
  %r = call @crc(%buf, %n) : (memref<?xi8>, index) -> i32
  %e = arith.extui %r : i32 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<?xi8>
  %z = arith.constant 0 : i32
  return %z : i32
}
