// RUN: rmlir-opt %s -pass-pipeline="builtin.module(func.func(buffer-loop-hoisting))" | FileCheck %s
// Expected output from mlir-opt-19: static allocs leave the loop nest, allocs sized inside a
// loop stay in it.

func.func @nest(%n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.alloc() : memref<4xf32>
      memref.store %f, %a[%c0] : memref<4xf32>
      %b = memref.alloc(%i) : memref<?xf32>
      memref.store %f, %b[%c0] : memref<?xf32>
    }
  }
  return
}

// Expected output:
// CHECK: module {
// CHECK-NEXT:   func.func @nest(%arg0: index, %arg1: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       %alloc_0 = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT:       scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:         memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:         memref.store %arg1, %alloc_0[%c0] : memref<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
