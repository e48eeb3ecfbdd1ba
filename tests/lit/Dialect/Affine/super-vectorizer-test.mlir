// RUN: rmlir-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=compose-maps 2>&1 | FileCheck %s --check-prefix=COMPOSE
// RUN: rmlir-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=forward-slicing=true 2>&1 | FileCheck %s --check-prefix=FWD
// RUN: rmlir-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=backward-slicing=true 2>&1 | FileCheck %s --check-prefix=BWD
// RUN: rmlir-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=slicing=true 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: rmlir-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=vectorize-affine-loop-nest 2>&1 | FileCheck %s --check-prefix=NEST

// The maps of the test_affine_map ops are composed last-into-first and simplified.
// COMPOSE:      <unknown>:0: remark:
// COMPOSE-NEXT: Composed map: (d0, d1) -> (d0 * 3 + d1 floordiv 2 + 1)
func.func @composed() {
  "test_affine_map"() { affine_map = affine_map<(d0, d1) -> (d1 + 2, d0 * 3)> } : () -> ()
  "test_affine_map"() { affine_map = affine_map<(d0, d1) -> (d0 floordiv 2 + d1)> } : () -> ()
  return
}

// -----

// Slices are printed op by op, values named as in their function.
// FWD-LABEL: chain
// FWD-NEXT:  matched: %0 = "slicing-test-op"(%arg0) : (i32) -> i8 forward static slice:
// FWD-NEXT:  %1 = "slicing-test-op"(%0) : (i8) -> i16
// FWD-NEXT:  %2 = "slicing-test-op"(%0, %1) : (i8, i16) -> i32
// FWD-NEXT:  "use"(%2) : (i32) -> ()
// FWD-NEXT:  matched: %1 = "slicing-test-op"(%0) : (i8) -> i16 forward static slice:
// FWD-NEXT:  %2 = "slicing-test-op"(%0, %1) : (i8, i16) -> i32
// FWD-NEXT:  "use"(%2) : (i32) -> ()
// BWD-LABEL: chain
// BWD-NEXT:  matched: %0 = "slicing-test-op"(%arg0) : (i32) -> i8 backward static slice:
// BWD-NEXT:  matched: %1 = "slicing-test-op"(%0) : (i8) -> i16 backward static slice:
// BWD-NEXT:  %0 = "slicing-test-op"(%arg0) : (i32) -> i8
// BWD-NEXT:  matched: %2 = "slicing-test-op"(%0, %1) : (i8, i16) -> i32 backward static slice:
// BWD-NEXT:  %0 = "slicing-test-op"(%arg0) : (i32) -> i8
// BWD-NEXT:  %1 = "slicing-test-op"(%0) : (i8) -> i16
// BOTH-LABEL: chain
// BOTH-NEXT:  matched: %0 = "slicing-test-op"(%arg0) : (i32) -> i8 static slice:
// BOTH-NEXT:  %0 = "slicing-test-op"(%arg0) : (i32) -> i8
// BOTH-NEXT:  %1 = "slicing-test-op"(%0) : (i8) -> i16
// BOTH-NEXT:  %2 = "slicing-test-op"(%0, %1) : (i8, i16) -> i32
// BOTH-NEXT:  "use"(%2) : (i32) -> ()
func.func @chain(%x: i32) {
  %a = "slicing-test-op"(%x) : (i32) -> i8
  %b = "slicing-test-op"(%a) : (i8) -> i16
  %c = "slicing-test-op"(%a, %b) : (i8, i16) -> i32
  "use"(%c) : (i32) -> ()
  return
}

// -----

// A loop-carried dependence: the outermost loop is not parallel.
// NEST: remark: Outermost loop cannot be parallel
// NEST-LABEL: func @serial
// NEST-NEXT:    affine.for %{{.*}} = 1 to 16 {
func.func @serial(%A: memref<16xf32>) {
  affine.for %i = 1 to 16 {
    %a = affine.load %A[%i - 1] : memref<16xf32>
    affine.store %a, %A[%i] : memref<16xf32>
  }
  return
}

// -----

// The outermost loop is vectorized by 4; the inner reduction loop keeps a vector
// accumulator.
// NEST-DAG:   #[[PROJ:.*]] = affine_map<(d0, d1) -> (d0)>
// NEST-LABEL: func @outer
// NEST-NEXT:    affine.for %[[I:.*]] = 0 to 16 step 4 {
// NEST-NEXT:      %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// NEST-NEXT:      %[[R:.*]] = affine.for %[[J:.*]] = 0 to 8 iter_args(%[[ACC:.*]] = %[[Z]]) -> (vector<4xf32>) {
// NEST-NEXT:        %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
// NEST-NEXT:        %[[A:.*]] = vector.transfer_read %arg0[%[[I]], %[[J]]], %[[PAD]] {permutation_map = #[[PROJ]]} : memref<16x8xf32>, vector<4xf32>
// NEST-NEXT:        %[[S:.*]] = arith.addf %[[ACC]], %[[A]] : vector<4xf32>
// NEST-NEXT:        affine.yield %[[S]] : vector<4xf32>
// NEST-NEXT:      }
// NEST-NEXT:      vector.transfer_write %[[R]], %arg1[%[[I]]] : vector<4xf32>, memref<16xf32>
// NEST-NEXT:    }
func.func @outer(%A: memref<16x8xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %z = arith.constant 0.0 : f32
    %s = affine.for %j = 0 to 8 iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<16x8xf32>
      %n = arith.addf %acc, %a : f32
      affine.yield %n : f32
    }
    affine.store %s, %B[%i] : memref<16xf32>
  }
  return
}
