// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion))' %s | FileCheck %s
// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=sibling}))' %s | FileCheck %s --check-prefix=SIB

// Two nests reading the same input and sharing no dependence fuse (input reuse): the
// earlier nest is cloned into the later one, which moves up to its place.
// CHECK-LABEL: func.func @siblings_share_input
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 16 {
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store %{{.*}}, %arg2[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// SIB-LABEL: func.func @siblings_share_input
// SIB-NEXT:    affine.for %{{.*}} = 0 to 16 {
// SIB-NOT:     affine.for
// SIB:         return
func.func @siblings_share_input(%in: memref<16xf32>, %o1: memref<16xf32>, %o2: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %in[%i] : memref<16xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %o1[%i] : memref<16xf32>
  }
  affine.for %j = 0 to 16 {
    %v = affine.load %in[%j] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %o2[%j] : memref<16xf32>
  }
  return
}

// -----

// The consumer's outer loop carries a dependence, its inner loop is parallel: the
// sequential loop sinks inwards first, so the producer fuses one level deeper and its
// buffer shrinks to one element. Sibling mode leaves producer-consumer pairs alone.
// CHECK-LABEL: func.func @sink_sequential_loop
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.store %{{.*}}, %[[BUF]][0] : memref<1xf32>
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 3 {
// CHECK-NEXT:        affine.load %[[BUF]][0] : memref<1xf32>
// SIB-LABEL: func.func @sink_sequential_loop
// SIB:         affine.for %{{.*}} = 0 to 8 {
// SIB:         affine.for %{{.*}} = 0 to 3 {
// SIB-NEXT:      affine.for %{{.*}} = 0 to 8 {
func.func @sink_sequential_loop() {
  %buf = memref.alloc() : memref<8xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %zero, %buf[%i] : memref<8xf32>
  }
  affine.for %t = 0 to 3 {
    affine.for %i = 0 to 8 {
      %v = affine.load %buf[%i] : memref<8xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %buf[%i] : memref<8xf32>
    }
  }
  return
}

// -----

// Both readers of %a have an incoming dependence from the nest writing it, but neither
// both loads and stores %a, so they are siblings: the sibling pass fuses them, and the
// greedy mode then fuses the writer in as well.
// CHECK-LABEL: func.func @sibling_reads_a_buffer_another_nest_writes
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.store %{{.*}}, %arg0[%[[I]]]
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      "use"
// CHECK-NEXT:      affine.load %arg0[%[[I]]]
// CHECK-NEXT:      affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// SIB-LABEL: func.func @sibling_reads_a_buffer_another_nest_writes
// SIB:         affine.for %{{.*}} = 0 to 4 {
// SIB-NEXT:      affine.store
// SIB-NEXT:    }
// SIB-NEXT:    affine.for %[[J:.*]] = 0 to 4 {
// SIB-NEXT:      affine.load %arg0[%[[J]]]
// SIB-NEXT:      "use"
// SIB-NEXT:      affine.load %arg0[%[[J]]]
// SIB-NEXT:      affine.store %{{.*}}, %arg1[%[[J]]]
// SIB-NEXT:    }
func.func @sibling_reads_a_buffer_another_nest_writes(%a: memref<4xf32>, %o: memref<4xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %a[%i] : memref<4xf32>
    "use"(%v) : (f32) -> ()
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %a[%i] : memref<4xf32>
    affine.store %v, %o[%i] : memref<4xf32>
  }
  return
}
