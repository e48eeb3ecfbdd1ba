// Divisors that are symbols are expanded as is; a constant non-positive divisor is reported
// and the op stays (the pass still succeeds).
// RUN: rmlir-opt %s -lower-affine -verify-diagnostics | FileCheck %s

func.func @f(%a: index, %s: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%a)[%s]
  // expected-error @below {{modulo by non-positive value is not supported}}
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod -3)>(%a)[%s]
  // expected-error @below {{division by non-positive value is not supported}}
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv -3)>(%a)[%s]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 mod -3)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 floordiv -3)>
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT: %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT: %3 = arith.divsi %2, %arg1 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT: %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c0_0 : index
// CHECK-NEXT: %7 = arith.subi %c0_0, %arg0 : index
// CHECK-NEXT: %8 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %9 = arith.select %6, %7, %8 : index
// CHECK-NEXT: %10 = arith.divsi %9, %arg1 : index
// CHECK-NEXT: %11 = arith.subi %c0_0, %10 : index
// CHECK-NEXT: %12 = arith.addi %10, %c1 : index
// CHECK-NEXT: %13 = arith.select %6, %11, %12 : index
// CHECK-NEXT: %14 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT: %15 = affine.apply #map1(%arg0)[%arg1]
// CHECK-NEXT: return %5, %13, %14, %15 : index, index, index, index
// CHECK-NEXT: }
