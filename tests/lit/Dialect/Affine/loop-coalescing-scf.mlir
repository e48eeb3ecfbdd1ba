// RUN: not rmlir-opt -allow-unregistered-dialect -affine-loop-coalescing %s 2>&1 | FileCheck %s

// Upstream also coalesces scf.for bands; rmlir says it cannot.
// CHECK: error: unsupported in rmlir's affine-loop-coalescing: scf.for bands
func.func @scf_band(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
