// RUN: rmlir-opt %s -one-shot-bufferize="bufferize-function-boundaries" -split-input-file | FileCheck %s
// RUN: rmlir-opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -drop-equivalent-buffer-results -split-input-file | FileCheck %s --check-prefix=IDENTITY
// Expected output from mlir-opt-19.

func.func @copy_on_conflict(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %r = tensor.insert %f into %t[%i] : tensor<?xf32>
  %e = tensor.extract %t[%i] : tensor<?xf32>
  return %r, %e : tensor<?xf32>, f32
}

// -----

func.func @slices(%t: tensor<16x16xf32>, %f: f32, %i: index) -> tensor<16x16xf32> {
  %s = tensor.extract_slice %t[%i, 0] [4, 16] [1, 1] : tensor<16x16xf32> to tensor<4x16xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = tensor.insert_slice %w into %t[%i, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

func.func @loop_alloc(%n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> (tensor<4xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Expected output:
// CHECK: module {
// CHECK-NEXT:   func.func @copy_on_conflict(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<?xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<?xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<?xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @slices(%arg0: memref<16x16xf32, strided<[?, ?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<16x16xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg2, 0] [4, 16] [1, 1] : memref<16x16xf32, strided<[?, ?], offset: ?>> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%subview : memref<4x16xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[%arg2, 0] [4, 16] [1, 1] : memref<16x16xf32, strided<[?, ?], offset: ?>> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     memref.copy %subview, %subview_0 : memref<4x16xf32, strided<[?, ?], offset: ?>> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<16x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @loop_alloc(%arg0: index, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT:       memref.store %arg1, %arg3[%arg2] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg3 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// IDENTITY: module {
// IDENTITY-NEXT:   func.func @copy_on_conflict(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) -> (memref<?xf32>, f32) {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// IDENTITY-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<?xf32> to memref<?xf32>
// IDENTITY-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<?xf32>
// IDENTITY-NEXT:     %0 = memref.load %arg0[%arg2] : memref<?xf32>
// IDENTITY-NEXT:     return %alloc, %0 : memref<?xf32>, f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY: module {
// IDENTITY-NEXT:   func.func @slices(%arg0: memref<16x16xf32>, %arg1: f32, %arg2: index) {
// IDENTITY-NEXT:     %subview = memref.subview %arg0[%arg2, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
// IDENTITY-NEXT:     linalg.fill ins(%arg1 : f32) outs(%subview : memref<4x16xf32, strided<[16, 1], offset: ?>>)
// IDENTITY-NEXT:     %subview_0 = memref.subview %arg0[%arg2, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
// IDENTITY-NEXT:     memref.copy %subview, %subview_0 : memref<4x16xf32, strided<[16, 1], offset: ?>> to memref<4x16xf32, strided<[16, 1], offset: ?>>
// IDENTITY-NEXT:     return
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY: module {
// IDENTITY-NEXT:   func.func @loop_alloc(%arg0: index, %arg1: f32) -> memref<4xf32> {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// IDENTITY-NEXT:       memref.store %arg1, %arg3[%arg2] : memref<4xf32>
// IDENTITY-NEXT:       scf.yield %arg3 : memref<4xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
