// Dead casts are erased, chains of casts that come back to the input type fold to the
// input, and a live cast that does not stays (19 keeps it, no error).
// RUN: rmlir-opt %s -allow-unregistered-dialect -reconcile-unrealized-casts -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @round_trips
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT:    return %[[S]] : i64
func.func @round_trips(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  %3 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %dead = builtin.unrealized_conversion_cast %1 : i16 to f16
  %4 = arith.addi %2, %3 : i64
  return %4 : i64
}

// -----

// CHECK-LABEL: func.func @live
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    %[[D:.*]] = "test.use"(%[[C]]) : (i32) -> i16
// CHECK-NEXT:    return %[[C]], %arg1 : i32, f32
func.func @live(%a: i64, %f: f32) -> (i32, f32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %u = "test.use"(%0) : (i32) -> i16
  %1, %2 = builtin.unrealized_conversion_cast %f, %0 : f32, i32 to i8, i8
  %3, %4 = builtin.unrealized_conversion_cast %1, %2 : i8, i8 to f32, i32
  return %0, %3 : i32, f32
}
