// Folders, constant materialization and canonicalization patterns of arith.
// RUN: rmlir-opt %s -canonicalize -split-input-file | FileCheck %s

// Constants are deduplicated and hoisted; folded results materialize as arith.constant.
// CHECK-LABEL: func @fold_basic
// CHECK-NEXT:    %[[F:.*]] = arith.constant 3.375000e+00 : f32
// CHECK-NEXT:    %[[T8:.*]] = arith.constant -7 : i8
// CHECK-NEXT:    %[[T64:.*]] = arith.constant -7 : i64
// CHECK-NEXT:    %[[V:.*]] = arith.constant dense<9> : vector<4xi32>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi sgt, %arg0, %[[C1]] : i32
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg1, %[[V]] : vector<4xi32>
// CHECK-NEXT:    %[[DIV:.*]] = arith.divsi %[[C1]], %[[C0]] : i32
// CHECK-NEXT:    return %[[C3]], %arg0, %[[DIV]], %[[CMP]], %[[ADD]], %[[T64]], %[[T8]], %[[F]]
func.func @fold_basic(%arg0: i32, %v: vector<4xi32>) -> (i32, i32, i32, i1, vector<4xi32>, i64, i8, f32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %arg0, %c0 : i32
  %c = arith.muli %c2, %arg0 : i32
  %d = arith.cmpi slt, %c1, %arg0 : i32
  %s = arith.constant dense<3> : vector<4xi32>
  %e = arith.muli %s, %s : vector<4xi32>
  %e2 = arith.addi %e, %v : vector<4xi32>
  %m = arith.constant -7 : i32
  %x = arith.extsi %m : i32 to i64
  %t = arith.trunci %x : i64 to i8
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.25 : f32
  %f = arith.mulf %f1, %f2 : f32
  %dz = arith.divsi %c1, %c0 : i32
  return %a, %b, %dz, %d, %e2, %x, %t, %f : i32, i32, i32, i1, vector<4xi32>, i64, i8, f32
}

// -----

// CHECK-LABEL: func @patterns
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C6]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.subi %arg0, %[[C6]] : i32
// CHECK-NEXT:    %[[S2:.*]] = arith.subi %[[C6]], %arg0 : i32
// CHECK-NEXT:    %[[S3:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi sge, %arg3, %arg4 : i64
// CHECK-NEXT:    %[[NOT:.*]] = arith.xori %arg2, %[[TRUE]] : i1
// CHECK-NEXT:    %[[SEL:.*]] = arith.select %arg2, %[[C1]], %[[C5]] : i32
// CHECK-NEXT:    %[[EXT:.*]] = arith.extui %arg2 : i1 to i32
// CHECK-NEXT:    %[[NOT2:.*]] = arith.xori %arg2, %[[TRUE]] : i1
// CHECK-NEXT:    %[[EXT2:.*]] = arith.extui %[[NOT2]] : i1 to i32
// CHECK-NEXT:    return %[[A]], %[[S]], %[[S2]], %[[S3]], %[[CMP]], %[[NOT]], %[[EXT]], %[[EXT2]], %[[SEL]]
func.func @patterns(%x: i32, %y: i32, %c: i1, %a: i64, %b: i64) -> (i32, i32, i32, i32, i1, i1, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %m1 = arith.constant -1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c5 : i32
  %2 = arith.subi %x, %c5 : i32
  %3 = arith.subi %2, %c1 : i32
  %4 = arith.subi %c5, %x : i32
  %5 = arith.addi %4, %c1 : i32
  %6 = arith.muli %y, %m1 : i32
  %7 = arith.addi %x, %6 : i32
  %8 = arith.cmpi slt, %a, %b : i64
  %9 = arith.xori %8, %t : i1
  %10 = arith.select %c, %f, %t : i1
  %11 = arith.select %c, %c1, %c5 : i32
  %z = arith.constant 0 : i32
  %12 = arith.select %c, %c1, %z : i32
  %13 = arith.select %c, %z, %c1 : i32
  return %1, %3, %5, %7, %9, %10, %12, %13, %11 : i32, i32, i32, i32, i1, i1, i32, i32, i32
}

// -----

// Division by zero, INT_MIN / -1 and over-wide shifts do not fold.
// CHECK-LABEL: func @no_fold
// CHECK-DAG:     arith.divsi
// CHECK-DAG:     arith.remui
// CHECK-DAG:     arith.shli
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i8
// CHECK:         return {{.*}}, %[[Z]], %arg0, %arg0
func.func @no_fold(%arg0: i8) -> (i8, i8, i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %z = arith.constant 0 : i8
  %w = arith.constant 8 : i8
  %one = arith.constant 1 : i8
  %0 = arith.divsi %min, %m1 : i8
  %1 = arith.remui %min, %z : i8
  %2 = arith.shli %one, %w : i8
  %3 = arith.xori %arg0, %arg0 : i8
  %4 = arith.ori %arg0, %z : i8
  %5 = arith.andi %arg0, %m1 : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}

// -----

// subi(subi(x, y), x) -> subi(0, y).
// CHECK-LABEL: func @subi_subi_lhs_rhs_lhs
// CHECK:         %[[C0:.*]] = arith.constant 0 : i32
// CHECK:         %[[R:.*]] = arith.subi %[[C0]], %arg1 : i32
// CHECK:         return %[[R]]
func.func @subi_subi_lhs_rhs_lhs(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y : i32
  %1 = arith.subi %0, %x : i32
  return %1 : i32
}
