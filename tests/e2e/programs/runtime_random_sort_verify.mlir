// The runner utilities beyond printing, called through external declarations:
// rtsrand/rtrand/rtdrand and shuffle (libstdc++'s mt19937 sequences), the
// stdSort* C-interface sorts, and verifyMemRef* (the error counts; the
// reports go to stderr).
// RUN-PIPELINE: -expand-strided-metadata -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @rtsrand(i64) -> !llvm.ptr
func.func private @rtrand(!llvm.ptr, i64) -> i64
func.func private @rtdrand(!llvm.ptr)
func.func private @shuffle(memref<?xi64>, !llvm.ptr) attributes {llvm.emit_c_interface}
func.func private @stdSortI64(i64, memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @stdSortF64(i64, memref<?xf64>) attributes {llvm.emit_c_interface}
func.func private @stdSortF32(i64, memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %n12 = arith.constant 12 : i64
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %seed = arith.constant 1234 : i64
  %g = func.call @rtsrand(%seed) : (i64) -> !llvm.ptr

  // Twelve draws from [0, 1000] and twelve from [0, 2^40].
  %m1 = arith.constant 1000 : i64
  %m2 = arith.constant 1099511627776 : i64
  %ints = memref.alloc() : memref<12xi64>
  %big = memref.alloc() : memref<12xi64>
  scf.for %i = %c0 to %c12 step %c1 {
    %r = func.call @rtrand(%g, %m1) : (!llvm.ptr, i64) -> i64
    memref.store %r, %ints[%i] : memref<12xi64>
    %s = func.call @rtrand(%g, %m2) : (!llvm.ptr, i64) -> i64
    memref.store %s, %big[%i] : memref<12xi64>
  }
  %u_ints = memref.cast %ints : memref<12xi64> to memref<*xi64>
  %u_big = memref.cast %big : memref<12xi64> to memref<*xi64>
  func.call @printMemrefI64(%u_ints) : (memref<*xi64>) -> ()
  func.call @printMemrefI64(%u_big) : (memref<*xi64>) -> ()

  // A random permutation of 0 .. 11.
  %perm = memref.alloc() : memref<12xi64>
  %d_perm = memref.cast %perm : memref<12xi64> to memref<?xi64>
  func.call @shuffle(%d_perm, %g) : (memref<?xi64>, !llvm.ptr) -> ()
  %u_perm = memref.cast %perm : memref<12xi64> to memref<*xi64>
  func.call @printMemrefI64(%u_perm) : (memref<*xi64>) -> ()

  // Sorting the draws.
  %d_ints = memref.cast %ints : memref<12xi64> to memref<?xi64>
  func.call @stdSortI64(%n12, %d_ints) : (i64, memref<?xi64>) -> ()
  func.call @printMemrefI64(%u_ints) : (memref<*xi64>) -> ()

  // Doubles and floats with signed zeros (equal keys: their order is
  // std::sort's).
  %fd = memref.alloc() : memref<12xf64>
  %ff = memref.alloc() : memref<12xf32>
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %zero = arith.constant 0.0 : f64
  %negzero = arith.constant -0.0 : f64
  scf.for %i = %c0 to %c12 step %c1 {
    %x = memref.load %perm[%i] : memref<12xi64>
    %q = arith.remui %x, %k3 : i64
    %is0 = arith.cmpi eq, %q, %c0_i64 : i64
    %is1 = arith.cmpi eq, %q, %c1_i64 : i64
    %y = arith.remui %x, %k5 : i64
    %yf = arith.sitofp %y : i64 to f64
    %v1 = arith.select %is1, %negzero, %yf : f64
    %v = arith.select %is0, %zero, %v1 : f64
    memref.store %v, %fd[%i] : memref<12xf64>
    %vf = arith.truncf %v : f64 to f32
    memref.store %vf, %ff[%i] : memref<12xf32>
  }
  %d_fd = memref.cast %fd : memref<12xf64> to memref<?xf64>
  func.call @stdSortF64(%n12, %d_fd) : (i64, memref<?xf64>) -> ()
  %u_fd = memref.cast %fd : memref<12xf64> to memref<*xf64>
  func.call @printMemrefF64(%u_fd) : (memref<*xf64>) -> ()
  %d_ff = memref.cast %ff : memref<12xf32> to memref<?xf32>
  func.call @stdSortF32(%n12, %d_ff) : (i64, memref<?xf32>) -> ()
  %u_ff = memref.cast %ff : memref<12xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_ff) : (memref<*xf32>) -> ()

  // verifyMemRef: a float buffer against itself, then against a perturbed
  // copy; i32 buffers differing in three places.
  %ff2 = memref.alloc() : memref<12xf32>
  %eps = arith.constant 1.0e-7 : f32
  %bump = arith.constant 0.5 : f32
  scf.for %i = %c0 to %c12 step %c1 {
    %x = memref.load %ff[%i] : memref<12xf32>
    %ix = arith.index_cast %i : index to i64
    %odd = arith.remui %ix, %k3 : i64
    %far = arith.cmpi eq, %odd, %c0_i64 : i64
    %close = arith.addf %x, %eps : f32
    %away = arith.addf %x, %bump : f32
    %y = arith.select %far, %away, %close : f32
    memref.store %y, %ff2[%i] : memref<12xf32>
  }
  %u_ff2 = memref.cast %ff2 : memref<12xf32> to memref<*xf32>
  %same = func.call @verifyMemRefF32(%u_ff, %u_ff) : (memref<*xf32>, memref<*xf32>) -> i64
  func.call @printI64(%same) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %errs = func.call @verifyMemRefF32(%u_ff2, %u_ff) : (memref<*xf32>, memref<*xf32>) -> i64
  func.call @printI64(%errs) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %ia = memref.alloc() : memref<3x4xi32>
  %ib = memref.alloc() : memref<3x4xi32>
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %k7 = arith.constant 7 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %k7 : i32
      %v = arith.addi %p, %jj : i32
      memref.store %v, %ia[%i, %j] : memref<3x4xi32>
      %w = arith.cmpi eq, %ii, %jj : i32
      %v2 = arith.addi %v, %k7 : i32
      %s = arith.select %w, %v2, %v : i32
      memref.store %s, %ib[%i, %j] : memref<3x4xi32>
    }
  }
  %u_ia = memref.cast %ia : memref<3x4xi32> to memref<*xi32>
  %u_ib = memref.cast %ib : memref<3x4xi32> to memref<*xi32>
  %ierrs = func.call @verifyMemRefI32(%u_ia, %u_ib) : (memref<*xi32>, memref<*xi32>) -> i64
  func.call @printI64(%ierrs) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Different shapes: -1.
  %u_small = memref.cast %ff : memref<12xf32> to memref<*xf32>
  %col = memref.subview %ff2[0] [6] [2] : memref<12xf32> to memref<6xf32, strided<[2]>>
  %u_col = memref.cast %col : memref<6xf32, strided<[2]>> to memref<*xf32>
  %shape = func.call @verifyMemRefF32(%u_col, %u_small) : (memref<*xf32>, memref<*xf32>) -> i64
  func.call @printI64(%shape) : (i64) -> ()
  func.call @printNewline() : () -> ()

  func.call @rtdrand(%g) : (!llvm.ptr) -> ()
  memref.dealloc %ints : memref<12xi64>
  memref.dealloc %big : memref<12xi64>
  memref.dealloc %perm : memref<12xi64>
  memref.dealloc %fd : memref<12xf64>
  memref.dealloc %ff : memref<12xf32>
  memref.dealloc %ff2 : memref<12xf32>
  memref.dealloc %ia : memref<3x4xi32>
  memref.dealloc %ib : memref<3x4xi32>
  return
}
