// test-constant-fold folds each op once, the last first, unifying and hoisting constants to
// the start of their insertion region; unused constants the folder created are erased,
// others (and ops folded before their operands became constant) stay.
// RUN: rmlir-opt %s -split-input-file -test-constant-fold | FileCheck %s

// CHECK-LABEL: func.func @fold_chain(%arg0: i32) -> (i32, vector<4xi32>) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.muli %c3_i32, %arg0 : i32
// CHECK-NEXT: %1 = vector.broadcast %c3_i32 : i32 to vector<4xi32>
// CHECK-NEXT: return %0, %1 : i32, vector<4xi32>
func.func @fold_chain(%a: i32) -> (i32, vector<4xi32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %m = arith.muli %s, %a : i32
  %v = vector.broadcast %s : i32 to vector<4xi32>
  %unused = arith.constant 7 : i32
  return %m, %v : i32, vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @nested(%arg0: index) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c5_i32) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg2, %c7_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @nested(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> i32 {
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %y = arith.addi %c3, %c4 : i32
    %z = arith.addi %x, %y : i32
    scf.yield %z : i32
  }
  return %r : i32
}
