// memref-expand: atomic_rmw kinds without an LLVM atomic become generic_atomic_rmw applying
// the arith op of the same name; reshape with a statically shaped shape operand becomes a
// reinterpret_cast (sizes loaded or constant, strides their running product). Other
// atomics and reshapes with a dynamic shape operand stay.
// RUN: rmlir-opt %s -memref-expand -split-input-file | FileCheck %s

func.func @atomics(%m: memref<4x?xf64>, %v: f64, %i: index, %j: index) -> (f64, f64) {
  %a = memref.atomic_rmw minnumf %v, %m[%i, %j] : (f64, memref<4x?xf64>) -> f64
  %b = memref.atomic_rmw mulf %v, %m[%i, %j] : (f64, memref<4x?xf64>) -> f64
  return %a, %b : f64, f64
}

// -----

func.func @reshapes(%src: memref<24xi8>, %s2: memref<2xindex>, %sd: memref<?xi64>) -> (memref<6x?xi8>, memref<*xi8>) {
  %r = memref.reshape %src(%s2) : (memref<24xi8>, memref<2xindex>) -> memref<6x?xi8>
  %d = memref.reshape %src(%sd) : (memref<24xi8>, memref<?xi64>) -> memref<*xi8>
  return %r, %d : memref<6x?xi8>, memref<*xi8>
}

// CHECK:        func.func @atomics(%arg0: memref<4x?xf64>, %arg1: f64, %arg2: index, %arg3: index) -> (f64, f64) {
// CHECK-NEXT:     %0 = memref.generic_atomic_rmw %arg0[%arg2, %arg3] : memref<4x?xf64> {
// CHECK-NEXT:     ^bb0(%arg4: f64):
// CHECK-NEXT:       %2 = arith.minnumf %arg4, %arg1 : f64
// CHECK-NEXT:       memref.atomic_yield %2 : f64
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.atomic_rmw mulf %arg1, %arg0[%arg2, %arg3] : (f64, memref<4x?xf64>) -> f64
// CHECK-NEXT:     return %0, %1 : f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:        func.func @reshapes(%arg0: memref<24xi8>, %arg1: memref<2xindex>, %arg2: memref<?xi64>) -> (memref<6x?xi8>, memref<*xi8>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.load %arg1[%c1_0] : memref<2xindex>
// CHECK-NEXT:     %1 = arith.muli %c1, %0 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [6, %0], strides: [%1, %c1] : memref<24xi8> to memref<6x?xi8>
// CHECK-NEXT:     %reshape = memref.reshape %arg0(%arg2) : (memref<24xi8>, memref<?xi64>) -> memref<*xi8>
// CHECK-NEXT:     return %reinterpret_cast, %reshape : memref<6x?xi8>, memref<*xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
