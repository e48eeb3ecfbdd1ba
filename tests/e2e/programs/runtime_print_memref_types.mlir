// printMemref* of every element type the runner prints (i8 as characters,
// i16, i32, i64, index, f16, bf16, f32, f64), through the unranked C-interface
// functions, the plain (rank, descriptor) ones and the ranked ones, with
// printMemrefShape*.
// RUN-PIPELINE: -expand-strided-metadata -convert-scf-to-cf -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts

func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF32(memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI64(memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF64(memref<?xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dInd(memref<?xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI32(memref<?xi32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %b8 = memref.alloc() : memref<6xi8>
  %b16 = memref.alloc() : memref<6xi16>
  %b32 = memref.alloc() : memref<6xi32>
  %b64 = memref.alloc() : memref<6xi64>
  %bix = memref.alloc() : memref<6xindex>
  %bh = memref.alloc() : memref<6xf16>
  %bb = memref.alloc() : memref<6xbf16>
  %bf = memref.alloc() : memref<6xf32>
  %bd = memref.alloc() : memref<6xf64>
  %k65 = arith.constant 65 : i64
  %km = arith.constant -7777 : i64
  %kd = arith.constant 0.3 : f64
  %koff = arith.constant -1.1 : f64
  scf.for %i = %c0 to %c6 step %c1 {
    %x = arith.index_cast %i : index to i64
    %c = arith.addi %x, %k65 : i64
    %c8 = arith.trunci %c : i64 to i8
    memref.store %c8, %b8[%i] : memref<6xi8>
    %n = arith.muli %x, %km : i64
    %n16 = arith.trunci %n : i64 to i16
    memref.store %n16, %b16[%i] : memref<6xi16>
    %n32 = arith.trunci %n : i64 to i32
    memref.store %n32, %b32[%i] : memref<6xi32>
    %sq = arith.muli %n, %n : i64
    %big = arith.muli %sq, %n : i64
    memref.store %big, %b64[%i] : memref<6xi64>
    %neg = arith.subi %c0, %i : index
    memref.store %neg, %bix[%i] : memref<6xindex>
    %fx = arith.sitofp %x : i64 to f64
    %fm = arith.mulf %fx, %kd : f64
    %fv = arith.addf %fm, %koff : f64
    %fv3 = arith.mulf %fv, %fv : f64
    %fv4 = arith.divf %fv3, %fv : f64
    memref.store %fv4, %bd[%i] : memref<6xf64>
    %f32 = arith.truncf %fv4 : f64 to f32
    memref.store %f32, %bf[%i] : memref<6xf32>
    %f16 = arith.truncf %f32 : f32 to f16
    memref.store %f16, %bh[%i] : memref<6xf16>
    %bf16 = arith.truncf %f32 : f32 to bf16
    memref.store %bf16, %bb[%i] : memref<6xbf16>
  }
  %u8 = memref.cast %b8 : memref<6xi8> to memref<*xi8>
  func.call @printMemrefI8(%u8) : (memref<*xi8>) -> ()
  %u16 = memref.cast %b16 : memref<6xi16> to memref<*xi16>
  func.call @printMemrefI16(%u16) : (memref<*xi16>) -> ()
  %u32 = memref.cast %b32 : memref<6xi32> to memref<*xi32>
  func.call @printMemrefI32(%u32) : (memref<*xi32>) -> ()
  %u64 = memref.cast %b64 : memref<6xi64> to memref<*xi64>
  func.call @printMemrefI64(%u64) : (memref<*xi64>) -> ()
  %uix = memref.cast %bix : memref<6xindex> to memref<*xindex>
  func.call @printMemrefInd(%uix) : (memref<*xindex>) -> ()
  %uh = memref.cast %bh : memref<6xf16> to memref<*xf16>
  func.call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  %ub = memref.cast %bb : memref<6xbf16> to memref<*xbf16>
  func.call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  %uf = memref.cast %bf : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %ud = memref.cast %bd : memref<6xf64> to memref<*xf64>
  func.call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  func.call @printMemrefShapeF32(%uf) : (memref<*xf32>) -> ()
  func.call @printMemrefShapeI64(%u64) : (memref<*xi64>) -> ()
  %r8 = memref.cast %b8 : memref<6xi8> to memref<?xi8>
  func.call @printMemref1dI8(%r8) : (memref<?xi8>) -> ()
  %r32 = memref.cast %b32 : memref<6xi32> to memref<?xi32>
  func.call @printMemref1dI32(%r32) : (memref<?xi32>) -> ()
  %r64 = memref.cast %b64 : memref<6xi64> to memref<?xi64>
  func.call @printMemref1dI64(%r64) : (memref<?xi64>) -> ()
  %rix = memref.cast %bix : memref<6xindex> to memref<?xindex>
  func.call @printMemref1dInd(%rix) : (memref<?xindex>) -> ()
  %rf = memref.cast %bf : memref<6xf32> to memref<?xf32>
  func.call @printMemref1dF32(%rf) : (memref<?xf32>) -> ()
  %rd = memref.cast %bd : memref<6xf64> to memref<?xf64>
  func.call @printMemref1dF64(%rd) : (memref<?xf64>) -> ()
  %v2 = memref.reinterpret_cast %bf to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32>
  %r2 = memref.cast %v2 : memref<2x3xf32> to memref<?x?xf32>
  func.call @printMemref2dF32(%r2) : (memref<?x?xf32>) -> ()
  return
}
