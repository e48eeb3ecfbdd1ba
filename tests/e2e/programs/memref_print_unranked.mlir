// Printing memrefs through the runner's printMemref* (unranked memref arguments,
// llvm.emit_c_interface declarations).
// RUN-PIPELINE: -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %a = arith.index_cast %i : index to i32
      %b = arith.index_cast %j : index to i32
      %fa = arith.sitofp %a : i32 to f32
      %fb = arith.sitofp %b : i32 to f32
      %t = arith.constant 10.0 : f32
      %p = arith.mulf %fa, %t : f32
      %s = arith.addf %p, %fb : f32
      memref.store %s, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.alloca(%c3) : memref<?xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    memref.store %y, %v[%i] : memref<?xi64>
  }
  %uv = memref.cast %v : memref<?xi64> to memref<*xi64>
  func.call @printMemrefI64(%uv) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<2x3xf32>
  return
}
