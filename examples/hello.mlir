// A small program in the func, arith, scf and memref dialects: fills a buffer with
// squares, prints it with the runner utilities, sums it, and prints 10!.
// Lower to the llvm dialect and run natively:
//   rmlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts hello.mlir \
//     | rmlir-runner -e main -entry-point-result=void
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %is0 = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %is0 -> i64 {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @factorial(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %sq = arith.mulf %f, %f : f32
    memref.store %sq, %buf[%i] : memref<8xf32>
  }
  %u = memref.cast %buf : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %buf[%i] : memref<8xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  %si = arith.fptosi %sum : f32 to i64
  func.call @printI64(%si) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c10 = arith.constant 10 : i64
  %fact = func.call @factorial(%c10) : (i64) -> i64
  func.call @printI64(%fact) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %buf : memref<8xf32>
  return
}
