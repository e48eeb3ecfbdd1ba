// RUN: rmlir-opt %s -split-input-file -test-affine-access-analysis -verify-diagnostics | FileCheck %s

// Contiguity along the innermost memref dimension and invariance, through affine.apply.
// CHECK-LABEL: func @accesses
func.func @accesses(%A: memref<16x16xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%j, %i] : memref<16x16xf32>
      // expected-remark@above {{contiguous along loop 0}}
      %k = affine.apply affine_map<(d0) -> (d0 * 3)>(%j)
      %b = affine.load %B[%k floordiv 3] : memref<16xf32>
      // expected-remark@above {{invariant along loop 0}}
      // expected-remark@above {{contiguous along loop 1}}
      %c = affine.load %A[%i + %j, 2] : memref<16x16xf32>
      affine.store %a, %B[(%i - %i) * 4] : memref<16xf32>
      // expected-remark@above {{invariant along loop 0}}
      // expected-remark@above {{invariant along loop 1}}
    }
  }
  return
}
