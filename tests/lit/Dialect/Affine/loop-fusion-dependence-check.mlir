// RUN: rmlir-opt %s -test-loop-fusion=test-loop-fusion-dependence-check -split-input-file -verify-diagnostics | FileCheck %s

// The middle nest writes what the first reads and reads what the last writes: the first
// and the last nests cannot be fused. Each pair is checked in both directions.
// CHECK-LABEL: func @blocked
func.func @blocked(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>, %v: f32) {
  affine.for %i = 0 to 8 {
  // expected-remark@above {{block-level dependence preventing fusion of loop nest 0 into loop nest 2 at depth 0}}
    %x = affine.load %a[%i] : memref<8xf32>
    affine.store %x, %b[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    affine.store %v, %a[%i] : memref<8xf32>
    %y = affine.load %c[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
  // expected-remark@above {{block-level dependence preventing fusion of loop nest 2 into loop nest 0 at depth 0}}
    %z = affine.load %b[%i] : memref<8xf32>
    affine.store %z, %c[%i] : memref<8xf32>
  }
  return
}

// -----

// An SSA value defined between the nests and used in the second one pins the insertion
// point after it, while the first nest's store conflicts with an op before it.
// CHECK-LABEL: func @ssa_use
func.func @ssa_use(%a: memref<8xf32>, %v: f32) {
  affine.for %i = 0 to 8 {
  // expected-remark@above {{block-level dependence preventing fusion of loop nest 0 into loop nest 1 at depth 0}}
    affine.store %v, %a[%i] : memref<8xf32>
  }
  %w = affine.load %a[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
  // expected-remark@above {{block-level dependence preventing fusion of loop nest 1 into loop nest 0 at depth 0}}
    affine.store %w, %a[%i] : memref<8xf32>
  }
  return
}
