// arith.mul{s,u}i_extended: a double-width multiply split into low and high halves; n-D
// vectors are not lowered (as mlir-opt 19).
// RUN: rmlir-opt %s -convert-arith-to-llvm | FileCheck %s

func.func @f(%a: i32, %b: i32, %v: vector<3xi8>, %w: vector<2x3xi8>) -> (i32, i32) {
  %0, %1 = arith.mulsi_extended %a, %b : i32
  %2, %3 = arith.mului_extended %v, %v : vector<3xi8>
  %4, %5 = arith.mului_extended %w, %w : vector<2x3xi8>

  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: vector<3xi8>, %arg3: vector<2x3xi8>) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i64
// CHECK-NEXT: %3 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT: %4 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %5 = llvm.lshr %2, %4  : i64
// CHECK-NEXT: %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT: %7 = llvm.zext %arg2 : vector<3xi8> to vector<3xi16>
// CHECK-NEXT: %8 = llvm.zext %arg2 : vector<3xi8> to vector<3xi16>
// CHECK-NEXT: %9 = llvm.mul %7, %8 : vector<3xi16>
// CHECK-NEXT: %10 = llvm.trunc %9 : vector<3xi16> to vector<3xi8>
// CHECK-NEXT: %11 = llvm.mlir.constant(dense<8> : vector<3xi16>) : vector<3xi16>
// CHECK-NEXT: %12 = llvm.lshr %9, %11  : vector<3xi16>
// CHECK-NEXT: %13 = llvm.trunc %12 : vector<3xi16> to vector<3xi8>
// CHECK-NEXT: %low, %high = arith.mului_extended %arg3, %arg3 : vector<2x3xi8>
// CHECK-NEXT: return %3, %6 : i32, i32
// CHECK-NEXT: }
