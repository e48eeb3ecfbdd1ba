// RUN: rmlir-opt %s -test-memref-bound-check -split-input-file -verify-diagnostics | FileCheck %s

// Reads one past the end in the second dimension, and below zero in the first.
// CHECK-LABEL: func @off_by_one
func.func @off_by_one(%A: memref<10x20xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %a = affine.load %A[%i, %j + 1] : memref<10x20xf32>
      // expected-error@above {{'affine.load' op memref out of upper bound access along dimension #2}}
      %b = affine.load %A[%i - 1, %j] : memref<10x20xf32>
      // expected-error@above {{'affine.load' op memref out of lower bound access along dimension #1}}
      %c = affine.load %A[%i, %j] : memref<10x20xf32>
      affine.store %c, %A[9 - %i, 19 - %j] : memref<10x20xf32>
    }
  }
  return
}

// -----

// Divisions and modulos stay in bounds; a dynamic dimension is reported as out of its
// upper bound (upstream compares the size with -1 only).
// CHECK-LABEL: func @mod_div
func.func @mod_div(%A: memref<4x?xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i mod 4, %i floordiv 4] : memref<4x?xf32>
    // expected-error@above {{'affine.load' op memref out of upper bound access along dimension #2}}
    %b = affine.load %A[(%i floordiv 16) + 1, %i] : memref<4x?xf32>
    // expected-error@above {{'affine.load' op memref out of upper bound access along dimension #1}}
    // expected-error@above {{'affine.load' op memref out of upper bound access along dimension #2}}
  }
  return
}

