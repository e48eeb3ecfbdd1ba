// A `slice_fusion_barrier` loop of the producer is not sliced: it is fused whole, at the
// depth above it, and the private buffer keeps its dimension.
// RUN: rmlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | FileCheck %s

// CHECK-LABEL: func @barrier
func.func @barrier() {
  %m = memref.alloc() : memref<20x8xf32>
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 8 {
      %v = "produce"() : () -> f32
      affine.store %v, %m[%i, %j] : memref<20x8xf32>
    } {slice_fusion_barrier = true}
  }
  affine.for %k = 0 to 20 {
    affine.for %l = 0 to 8 {
      %w = affine.load %m[%k, %l] : memref<20x8xf32>
      "consume"(%w) : (f32) -> ()
    }
  }
  // CHECK: %[[P:.*]] = memref.alloc() : memref<1x8xf32>
  // CHECK-NEXT: affine.for %{{.*}} = 0 to 20 {
  // CHECK-NEXT:   affine.for %[[J:.*]] = 0 to 8 {
  // CHECK-NEXT:     "produce"
  // CHECK-NEXT:     affine.store %{{.*}}, %[[P]][0, %[[J]]] : memref<1x8xf32>
  // CHECK-NEXT:   } {slice_fusion_barrier = true}
  // CHECK-NEXT:   affine.for %[[L:.*]] = 0 to 8 {
  // CHECK-NEXT:     affine.load %[[P]][0, %[[L]]] : memref<1x8xf32>
  // CHECK-NEXT:     "consume"
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  return
}
