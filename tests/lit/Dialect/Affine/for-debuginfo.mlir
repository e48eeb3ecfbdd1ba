// RUN: rmlir-opt %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s

// The induction variable is printed as a region argument: with its location.

// CHECK: affine.for %arg0 loc("iv.mlir":7:1) = 0 to 8 {
func.func @f() {
  affine.for %i loc("iv.mlir":7:1) = 0 to 8 {
  }
  return
}
