// RUN: rmlir-opt %s -split-input-file -affine-loop-tile="tile-size=8" -verify-diagnostics | FileCheck %s

// An in-place transpose has dependences whose inner distance ranges over negative values:
// rectangular tiling would violate them, the nest is left alone.
// CHECK-LABEL: func @transpose
func.func @transpose(%A: memref<16x16xf32>) {
  affine.for %i = 1 to 16 {
    // expected-remark@above {{tiling nest is invalid due to dependences}}
    affine.for %j = 0 to 15 {
      %0 = affine.load %A[%j, %i] : memref<16x16xf32>
      affine.store %0, %A[%i, %j] : memref<16x16xf32>
    }
  }
  return
}
// CHECK: affine.for %{{.*}} = 1 to 16 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 15 {

// -----

// A (+, +) dependence is preserved by tiling.
// CHECK-LABEL: func @diagonal
func.func @diagonal(%A: memref<16x16xf32>) {
  affine.for %i = 1 to 16 {
    affine.for %j = 1 to 16 {
      %0 = affine.load %A[%i - 1, %j - 1] : memref<16x16xf32>
      affine.store %0, %A[%i, %j] : memref<16x16xf32>
    }
  }
  return
}
// CHECK: affine.for %{{.*}} = 1 to 16 step 8 {
