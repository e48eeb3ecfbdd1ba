// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @v(%m: memref<100xf32>) {
  // expected-error @below {{requires memref and vector types of the same elemental type}}
  %1 = affine.vector_load %m[0] : memref<100xf32>, vector<8xi32>
  return
}
