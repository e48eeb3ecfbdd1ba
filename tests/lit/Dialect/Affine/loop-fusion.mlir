// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion))' %s | FileCheck %s

// A producer nest writing a local buffer fuses into its consumer; the buffer shrinks to
// the one element each iteration needs and the producer nest goes away.
// CHECK-LABEL: func.func @producer_consumer
func.func @producer_consumer(%out: memref<8x16xf32>) {
  %buf = memref.alloc() : memref<8x16xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      affine.store %one, %buf[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %buf[%i, %j] : memref<8x16xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %out[%i, %j] : memref<8x16xf32>
    }
  }
  return
}
// CHECK-NEXT:   %[[BUF:.*]] = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT:   %[[C:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:     affine.for %[[J:.*]] = 0 to 16 {
// CHECK-NEXT:       affine.store %[[C]], %[[BUF]][0, 0] : memref<1x1xf32>
// CHECK-NEXT:       %[[V:.*]] = affine.load %[[BUF]][0, 0] : memref<1x1xf32>
// CHECK-NEXT:       %[[W:.*]] = arith.addf %[[V]], %[[V]] : f32
// CHECK-NEXT:       affine.store %[[W]], %{{.*}}[%[[I]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return

// -----

// The consumer reads the element after the one it is at: the slice loop is promoted to an
// affine.apply of the consumer's IV and the old access map stays behind as a dead apply.
// CHECK-DAG: #[[PLUS1:.*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @shifted
func.func @shifted() {
  %buf = memref.alloc() : memref<11xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 11 {
    affine.store %one, %buf[%i] : memref<11xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %buf[%i + 1] : memref<11xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
// CHECK-NEXT:   %[[BUF:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:   %[[C:.*]] = arith.constant
// CHECK-NEXT:   affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:     %[[S:.*]] = affine.apply #[[PLUS1]](%[[I]])
// CHECK-NEXT:     affine.store %[[C]], %[[BUF]][0] : memref<1xf32>
// CHECK-NEXT:     affine.apply #[[PLUS1]](%[[I]])
// CHECK-NEXT:     %[[V:.*]] = affine.load %[[BUF]][0] : memref<1xf32>
// CHECK-NEXT:     "test.use"(%[[V]])
// CHECK-NEXT:   }

// -----

// A non-affine use of the produced memref between the nests prevents fusion.
// CHECK-LABEL: func.func @non_affine_user_between
func.func @non_affine_user_between(%a: memref<10xf32>) {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    affine.store %one, %a[%i] : memref<10xf32>
  }
  memref.store %one, %a[%c0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
// CHECK:      affine.for
// CHECK-NEXT:   affine.store
// CHECK-NEXT: }
// CHECK-NEXT: memref.store
// CHECK-NEXT: affine.for
// CHECK-NEXT:   affine.load

// -----

// The producer writes a function argument (escaping): the slice is maximal, so the
// producer nest is removed, but the writes still go to the argument.
// CHECK-LABEL: func.func @escaping
func.func @escaping(%a: memref<10xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %one, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
// CHECK-NEXT:   arith.constant
// CHECK-NEXT:   affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:     affine.store %{{.*}}, %{{.*}}[%[[I]]] : memref<10xf32>
// CHECK-NEXT:     affine.load %{{.*}}[%[[I]]] : memref<10xf32>
// CHECK-NEXT:     "test.use"
// CHECK-NEXT:   }
// CHECK-NEXT:   return
