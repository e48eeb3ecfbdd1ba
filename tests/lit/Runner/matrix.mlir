// rmlir-runner expands LLVM's matrix intrinsics before code generation as LLVM's
// LowerMatrixIntrinsics does under `mlir-cpu-runner -enable-matrix`: flat vectors are
// column-major matrices by default, row-major with -matrix-default-layout=row-major
// (transpose of a 2x3 matrix, a 2x3 by 3x2 float product, a 2x2 integer product).
// RUN: rmlir-runner %s -e main -entry-point-result=void -O0 -enable-matrix -matrix-allow-contract -shared-libs=%S/libmlir_c_runner_utils.so | FileCheck %s --check-prefix=COL
// RUN: rmlir-runner %s -e main -entry-point-result=void -enable-matrix -matrix-default-layout=row-major -shared-libs=%S/libmlir_c_runner_utils.so | FileCheck %s --check-prefix=ROW

// COL: 1, 3, 5, 2, 4, 6
// COL-NEXT: 7.5, 9, -0.75, 0.5, 7.5, 7.5
// COL-NEXT: 23, 34, 31, 46
// ROW: 1, 4, 2, 5, 3, 6
// ROW-NEXT: 13.5, -6.5, 30, -14.75, 13.5, 13.5
// ROW-NEXT: 19, 22, 43, 50

llvm.func @printF64(f64)
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @printComma()

llvm.func @print6(%v: vector<6xf64>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %e0 = llvm.extractelement %v[%c0 : i64] : vector<6xf64>
  llvm.call @printF64(%e0) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  %e1 = llvm.extractelement %v[%c1 : i64] : vector<6xf64>
  llvm.call @printF64(%e1) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  %e2 = llvm.extractelement %v[%c2 : i64] : vector<6xf64>
  llvm.call @printF64(%e2) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  %e3 = llvm.extractelement %v[%c3 : i64] : vector<6xf64>
  llvm.call @printF64(%e3) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  %e4 = llvm.extractelement %v[%c4 : i64] : vector<6xf64>
  llvm.call @printF64(%e4) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  %e5 = llvm.extractelement %v[%c5 : i64] : vector<6xf64>
  llvm.call @printF64(%e5) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  %a = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : vector<6xf64>) : vector<6xf64>
  %b = llvm.mlir.constant(dense<[0.5, -1.0, 2.0, 0.25, 3.0, -2.0]> : vector<6xf64>) : vector<6xf64>
  %t = llvm.intr.matrix.transpose %a {rows = 2 : i32, columns = 3 : i32} : vector<6xf64> into vector<6xf64>
  llvm.call @print6(%t) : (vector<6xf64>) -> ()
  %p = llvm.intr.matrix.multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf64>, vector<6xf64>) -> vector<4xf64>
  %q = llvm.shufflevector %p, %p [0, 1, 2, 3, 0, 0] : vector<4xf64>
  llvm.call @print6(%q) : (vector<6xf64>) -> ()
  %ia = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %ib = llvm.mlir.constant(dense<[5, 6, 7, 8]> : vector<4xi32>) : vector<4xi32>
  %ip = llvm.intr.matrix.multiply %ia, %ib {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %k3 = llvm.mlir.constant(3 : i64) : i64
  %i0 = llvm.extractelement %ip[%k0 : i64] : vector<4xi32>
  %i1 = llvm.extractelement %ip[%k1 : i64] : vector<4xi32>
  %i2 = llvm.extractelement %ip[%k2 : i64] : vector<4xi32>
  %i3 = llvm.extractelement %ip[%k3 : i64] : vector<4xi32>
  %w0 = llvm.sext %i0 : i32 to i64
  %w1 = llvm.sext %i1 : i32 to i64
  %w2 = llvm.sext %i2 : i32 to i64
  %w3 = llvm.sext %i3 : i32 to i64
  llvm.call @printI64(%w0) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%w1) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%w2) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%w3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
