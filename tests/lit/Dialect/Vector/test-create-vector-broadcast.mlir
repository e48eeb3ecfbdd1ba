// test-create-vector-broadcast: broadcasts built from a scalar or vector and the result
// dims that are broadcast; a transpose follows when a broadcast dim is not leading.
// RUN: rmlir-opt %s -split-input-file -allow-unregistered-dialect -test-create-vector-broadcast | FileCheck %s

func.func @scalar(%a: i32) -> vector<3x2xi32> {
  %0 = "test_create_broadcast"(%a) {broadcast_dims = array<i64: 0, 1>} : (i32) -> vector<3x2xi32>
  return %0 : vector<3x2xi32>
}

// -----

func.func @middle_and_last(%a: vector<4xf16>) -> vector<2x4x5xf16> {
  %0 = "test_create_broadcast"(%a) {broadcast_dims = array<i64: 2, 0>} : (vector<4xf16>) -> vector<2x4x5xf16>
  return %0 : vector<2x4x5xf16>
}

// -----

func.func @leading(%a: vector<2x3xi8>) -> (vector<7x2x3xi8>, vector<2x3xi8>) {
  %0 = "test_create_broadcast"(%a) {broadcast_dims = array<i64: 0>} : (vector<2x3xi8>) -> vector<7x2x3xi8>
  %1 = "test_create_broadcast"(%a) {broadcast_dims = array<i64>} : (vector<2x3xi8>) -> vector<2x3xi8>
  return %0, %1 : vector<7x2x3xi8>, vector<2x3xi8>
}

// CHECK: module {
// CHECK-NEXT:   func.func @scalar(%arg0: i32) -> vector<3x2xi32> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : i32 to vector<3x2xi32>
// CHECK-NEXT:     return %0 : vector<3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @middle_and_last(%arg0: vector<4xf16>) -> vector<2x4x5xf16> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<4xf16> to vector<2x5x4xf16>
// CHECK-NEXT:     %1 = vector.transpose %0, [0, 2, 1] : vector<2x5x4xf16> to vector<2x4x5xf16>
// CHECK-NEXT:     return %1 : vector<2x4x5xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @leading(%arg0: vector<2x3xi8>) -> (vector<7x2x3xi8>, vector<2x3xi8>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : vector<2x3xi8> to vector<7x2x3xi8>
// CHECK-NEXT:     return %0, %arg0 : vector<7x2x3xi8>, vector<2x3xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
