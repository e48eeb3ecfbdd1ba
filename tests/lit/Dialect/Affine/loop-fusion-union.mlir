// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion))' %s | FileCheck %s

// The consumer's inner loop carries a dependence on the buffer, so the producer fuses at
// depth 1 only (getMaxLoopDepth). The slices of its store for the consumer's load and
// store differ ([0, 9) and [1, 10) of j): their union (a bounding box) covers j in
// [0, 10), and the private buffer keeps one row.
// CHECK-LABEL: func.func @inner_loop_carries_dependence
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1x10xf32>
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:        affine.store %{{.*}}, %[[BUF]][0, %[[J]]] : memref<1x10xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %[[K:.*]] = 0 to 9 {
// CHECK-NEXT:        affine.apply
// CHECK-NEXT:        affine.apply
// CHECK-NEXT:        %[[V:.*]] = affine.load %[[BUF]][0, %[[K]] + 1] : memref<1x10xf32>
// CHECK-NEXT:        affine.store %[[V]], %[[BUF]][0, %[[K]]] : memref<1x10xf32>
func.func @inner_loop_carries_dependence() {
  %buf = memref.alloc() : memref<10x10xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %zero, %buf[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 9 {
      %v = affine.load %buf[%i, %j + 1] : memref<10x10xf32>
      affine.store %v, %buf[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// -----

// Uses of the buffer in another block of the region do not make it escape: the nests of
// the entry block fuse and get a private one-element buffer.
// CHECK-LABEL: func.func @two_blocks
// CHECK-NEXT:    %[[P:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:      affine.store %{{.*}}, %[[P]][0] : memref<1xf32>
// CHECK-NEXT:      affine.load %[[P]][0] : memref<1xf32>
// CHECK:       ^bb1:
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.load %[[M]][%[[I]]] : memref<10xf32>
func.func @two_blocks() {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    "use"(%v) : (f32) -> ()
  }
  cf.br ^bb1
^bb1:
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    "use"(%v) : (f32) -> ()
  }
  return
}
