// RUN: rmlir-opt %s -test-memref-dependence-check -split-input-file -verify-diagnostics | FileCheck %s

// A shifted read in a 2-d nest: the store feeds the load one iteration of %j later.
// CHECK-LABEL: func @shift_inner
func.func @shift_inner(%A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 1 to 8 {
      %v = affine.load %A[%i, %j - 1] : memref<8x8xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 3 = false}}
      affine.store %v, %A[%i, %j] : memref<8x8xf32>
      // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 0 at depth 2 = [0, 0][1, 1]}}
      // expected-remark@above {{dependence from 1 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 3 = false}}
    }
  }
  return
}

// -----

// A store to a single element every iteration of a strided loop: output dependences
// carried by the loop with distances that are multiples of the step.
// CHECK-LABEL: func @strided_scalar
func.func @strided_scalar(%A: memref<4xf32>, %v: f32) {
  affine.for %i = 0 to 20 step 4 {
    affine.store %v, %A[%i floordiv 8] : memref<4xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = [4, 4]}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
  }
  return
}

// -----

// Disjoint halves selected by affine.if, and an unbounded distance with a symbol.
// CHECK-LABEL: func @guarded
func.func @guarded(%A: memref<100xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to 100 {
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
      affine.store %v, %A[%i - 50] : memref<100xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 2 at depth 1 = true}}
      // expected-remark@above {{dependence from 0 to 3 at depth 1 = true}}
    }
    affine.if affine_set<(d0) : (-d0 + 49 >= 0)>(%i) {
      %x = affine.load %A[%i + 50] : memref<100xf32>
      // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 2 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 3 at depth 1 = true}}
    }
  }
  affine.for %k = 0 to %n {
    %y = affine.load %A[%k] : memref<100xf32>
    // expected-remark@above {{dependence from 2 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 2 at depth 2 = false}}
    // expected-remark@above {{dependence from 2 to 3 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 3 at depth 2 = false}}
    affine.store %y, %A[%k + 1] : memref<100xf32>
    // expected-remark@above {{dependence from 3 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 2 at depth 1 = [1, 1]}}
    // expected-remark@above {{dependence from 3 to 2 at depth 2 = false}}
    // expected-remark@above {{dependence from 3 to 3 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 3 at depth 2 = false}}
  }
  return
}
