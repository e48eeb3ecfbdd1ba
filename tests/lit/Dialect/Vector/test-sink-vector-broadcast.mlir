// test-sink-vector-broadcast: elementwise ops on broadcasts (or splats) of same-typed
// values run on those values, then broadcast; mixed source types, compares and fma stay.
// RUN: rmlir-opt %s -split-input-file -test-sink-vector-broadcast | FileCheck %s

func.func @scalars(%a: f16, %b: f16) -> vector<2x3xf16> {
  %x = vector.splat %a : vector<2x3xf16>
  %y = vector.broadcast %b : f16 to vector<2x3xf16>
  %z = arith.maximumf %x, %y : vector<2x3xf16>
  %n = arith.negf %z : vector<2x3xf16>
  return %n : vector<2x3xf16>
}

// -----

func.func @vectors_and_mixed(%a: vector<3xi64>, %b: vector<3xi64>, %s: i64) -> (vector<5x3xi64>, vector<3xi64>, vector<3xi1>) {
  %x = vector.broadcast %a : vector<3xi64> to vector<5x3xi64>
  %y = vector.broadcast %b : vector<3xi64> to vector<5x3xi64>
  %z = arith.shrui %x, %y : vector<5x3xi64>
  %w = vector.broadcast %s : i64 to vector<3xi64>
  %m = arith.muli %w, %a : vector<3xi64>
  %c = arith.cmpi slt, %w, %w : vector<3xi64>
  return %z, %m, %c : vector<5x3xi64>, vector<3xi64>, vector<3xi1>
}

// CHECK: module {
// CHECK-NEXT:   func.func @scalars(%arg0: f16, %arg1: f16) -> vector<2x3xf16> {
// CHECK-NEXT:     %0 = arith.maximumf %arg0, %arg1 : f16
// CHECK-NEXT:     %1 = arith.negf %0 : f16
// CHECK-NEXT:     %2 = vector.broadcast %1 : f16 to vector<2x3xf16>
// CHECK-NEXT:     return %2 : vector<2x3xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @vectors_and_mixed(%arg0: vector<3xi64>, %arg1: vector<3xi64>, %arg2: i64) -> (vector<5x3xi64>, vector<3xi64>, vector<3xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT:     %0 = arith.shrui %arg0, %arg1 : vector<3xi64>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<3xi64> to vector<5x3xi64>
// CHECK-NEXT:     %2 = vector.broadcast %arg2 : i64 to vector<3xi64>
// CHECK-NEXT:     %3 = arith.muli %2, %arg0 : vector<3xi64>
// CHECK-NEXT:     return %1, %3, %cst : vector<5x3xi64>, vector<3xi64>, vector<3xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
