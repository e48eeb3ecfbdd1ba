// Loads and stores of vectors of odd-width integers use LLVM's bit-packed memory layout
// (lane i at bit i * width, ceil(n * width / 8) bytes; bytes after them untouched), and
// bitcasts reach 65..128-bit integers. Expected output checked against
// mlir-translate-19 | llc-19 -O2 (linked with libmlir_c_runner_utils).
// RUN: rmlir-runner %s -e main -entry-point-result=void | FileCheck %s

// CHECK: -1082320224511, 
// CHECK-NEXT: 1, -2, 63, 5, 64, 
// CHECK-NEXT: 1158045600182877406, 71737338064426034, 
// CHECK-NEXT: 1186908593, 0, 
// CHECK-NEXT: 57545995238622, 

llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @printComma()
llvm.func @show(%v: vector<5xi7>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %e0 = llvm.extractelement %v[%c0 : i64] : vector<5xi7>
  %e1 = llvm.extractelement %v[%c1 : i64] : vector<5xi7>
  %e2 = llvm.extractelement %v[%c2 : i64] : vector<5xi7>
  %e3 = llvm.extractelement %v[%c3 : i64] : vector<5xi7>
  %e4 = llvm.extractelement %v[%c4 : i64] : vector<5xi7>
  %x0 = llvm.sext %e0 : i7 to i64
  %x1 = llvm.sext %e1 : i7 to i64
  %x2 = llvm.sext %e2 : i7 to i64
  %x3 = llvm.zext %e3 : i7 to i64
  %x4 = llvm.zext %e4 : i7 to i64
  llvm.call @printI64(%x0) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%x1) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%x2) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%x3) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%x4) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.array<4 x i64> : (i64) -> !llvm.ptr
  %z = llvm.mlir.constant(-1 : i64) : i64
  llvm.store %z, %p : i64, !llvm.ptr
  %v = llvm.mlir.constant(dense<[1, -2, 63, 5, -64]> : vector<5xi7>) : vector<5xi7>
  llvm.store %v, %p : vector<5xi7>, !llvm.ptr
  %w = llvm.load %p : !llvm.ptr -> i64
  llvm.call @printI64(%w) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printNewline() : () -> ()
  %l = llvm.load %p : !llvm.ptr -> vector<5xi7>
  llvm.call @show(%l) : (vector<5xi7>) -> ()
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %big = llvm.mlir.constant(dense<[1311768467463790320, -81985529216486896]> : vector<2xi64>) : vector<2xi64>
  llvm.store %big, %p : vector<2xi64>, !llvm.ptr
  %l2 = llvm.load %q : !llvm.ptr -> vector<3xi40>
  %b = llvm.bitcast %l2 : vector<3xi40> to i120
  %lo = llvm.trunc %b : i120 to i64
  %c64 = llvm.mlir.constant(64 : i120) : i120
  %s = llvm.lshr %b, %c64 : i120
  %hi = llvm.trunc %s : i120 to i64
  llvm.call @printI64(%lo) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%hi) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printNewline() : () -> ()
  %i = llvm.mlir.constant(12345678901234567890123456789 : i128) : i128
  %iv = llvm.bitcast %i : i128 to vector<4xi32>
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %i1 = llvm.extractelement %iv[%c1 : i64] : vector<4xi32>
  %i3 = llvm.extractelement %iv[%c3 : i64] : vector<4xi32>
  %j1 = llvm.sext %i1 : i32 to i64
  %j3 = llvm.sext %i3 : i32 to i64
  llvm.call @printI64(%j1) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%j3) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printNewline() : () -> ()
  %r = llvm.load %q : !llvm.ptr -> vector<2xi24>
  %rb = llvm.bitcast %r : vector<2xi24> to i48
  %rw = llvm.zext %rb : i48 to i64
  llvm.call @printI64(%rw) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
