// The consumer's access goes through an affine.apply: the dependence is computed on the
// composed access map, so the producer is sliced to one iteration per consumer iteration.
// RUN: rmlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | FileCheck %s

// CHECK-DAG: #[[$LIN:.*]] = affine_map<(d0, d1) -> (d0 * 4 + d1)>
// CHECK-LABEL: func @composed
func.func @composed() {
  %m = memref.alloc() : memref<32xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 32 {
    affine.store %c, %m[%i] : memref<32xf32>
  }
  affine.for %a = 0 to 8 {
    affine.for %b = 0 to 4 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)> (%a, %b)
      %v = affine.load %m[%x] : memref<32xf32>
      "use"(%v) : (f32) -> ()
    }
  }
  // CHECK: %[[P:.*]] = memref.alloc() : memref<1xf32>
  // CHECK: affine.for %[[A:.*]] = 0 to 8 {
  // CHECK-NEXT: affine.for %[[B:.*]] = 0 to 4 {
  // CHECK-NEXT:   affine.apply #[[$LIN]](%[[A]], %[[B]])
  // CHECK-NEXT:   affine.store %{{.*}}, %[[P]][0] : memref<1xf32>
  // CHECK-NEXT:   affine.apply #[[$LIN]](%[[A]], %[[B]])
  // CHECK-NEXT:   %[[V:.*]] = affine.load %[[P]][0] : memref<1xf32>
  // CHECK-NEXT:   "use"(%[[V]])
  return
}
