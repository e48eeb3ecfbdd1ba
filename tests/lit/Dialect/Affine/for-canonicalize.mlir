// Folding and canonicalization of affine.for: constant operands fold into constant
// bounds, affine.apply operands are composed into the bound maps, a zero-trip loop is
// replaced by its inits, and a loop whose body only yields is replaced by what it yields.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

#map = affine_map<(d0, d1) -> (d0 + d1, 8)>

// CHECK-LABEL: func.func @constant_bounds(
func.func @constant_bounds(%n: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // CHECK: affine.for %{{.*}} = 8 to 10 {
  affine.for %i = max #map(%c2, %c3) to 10 {
    "test.use"(%i) : (index) -> ()
  }
  %a = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]
  // CHECK: affine.for %{{.*}} = 0 to #{{.*}}()[%arg0] {
  affine.for %i = 0 to %a {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @zero_trip(
// CHECK-NEXT:    return %arg0 : index
func.func @zero_trip(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %r = affine.for %i = 4 to 4 iter_args(%a = %x) -> (index) {
    %s = arith.addi %a, %c1 : index
    affine.yield %s : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @empty_body(
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:         return %[[C2]], %[[C1]] : index, index
func.func @empty_body() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.yield %c2, %b : index, index
  }
  return %r#0, %r#1 : index, index
}

// Unknown trip count with a value from outside: kept.
// CHECK-LABEL: func.func @unknown_trip(
// CHECK:         affine.for
func.func @unknown_trip(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = affine.for %i = 0 to %n iter_args(%a = %c0) -> (index) {
    affine.yield %c2 : index
  }
  return %r : index
}
