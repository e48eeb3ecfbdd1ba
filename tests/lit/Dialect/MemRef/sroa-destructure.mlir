// RUN: rmlir-opt %s --pass-pipeline='builtin.module(func.func(sroa))' | FileCheck %s

// One rank-0 alloca per element accessed with constant indices, in the order the uses are
// met (the use list starts with the last use).
// CHECK-LABEL: func.func @memref3
// CHECK-SAME: (%[[V:[a-z0-9_]+]]: f32)
// CHECK-COUNT-3: arith.constant
// CHECK-NEXT: %[[E21:[a-z0-9_]+]] = memref.alloca() : memref<f32>
// CHECK-NEXT: %[[E10:[a-z0-9_]+]] = memref.alloca() : memref<f32>
// CHECK-NEXT: %[[E01:[a-z0-9_]+]] = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %[[V]], %[[E21]][] : memref<f32>
// CHECK-NEXT: memref.store %[[V]], %[[E01]][] : memref<f32>
// CHECK-NEXT: memref.store %[[V]], %[[E10]][] : memref<f32>
// CHECK-NEXT: %[[R:[a-z0-9_]+]] = memref.load %[[E21]][] : memref<f32>
// CHECK-NEXT: return %[[R]] : f32
func.func @memref3(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<3x2xf32>
  memref.store %v, %a[%c2, %c1] : memref<3x2xf32>
  memref.store %v, %a[%c0, %c1] : memref<3x2xf32>
  memref.store %v, %a[%c1, %c0] : memref<3x2xf32>
  %r = memref.load %a[%c2, %c1] : memref<3x2xf32>
  return %r : f32
}
