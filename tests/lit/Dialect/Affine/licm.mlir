// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-invariant-code-motion %s | FileCheck %s

// Pure ops that depend on nothing in the loop move before it, innermost loop first, so
// they can climb several levels; ops depending on the induction variable stay.
// CHECK-LABEL: func.func @climb
// CHECK-NEXT: %[[C:.*]] = arith.constant 2.0
// CHECK-NEXT: %[[A:.*]] = arith.addf %[[C]], %[[C]]
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[C]]
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:   %[[X:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:   affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:     "test.use"(%[[M]], %[[X]])
func.func @climb() {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %c = arith.constant 2.0 : f32
      %a = arith.addf %c, %c : f32
      %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %m = arith.mulf %a, %c : f32
      "test.use"(%m, %x) : (f32, index) -> ()
    }
  }
  return
}

// -----

// A load moves when nothing in the loop writes its memref; a store to a memref also
// loaded in the loop stays, and so does the load then.
// CHECK-LABEL: func.func @memory
// CHECK-NEXT: %[[V:.*]] = affine.load %arg0[0]
// CHECK-NEXT: affine.for
// CHECK-NEXT:   %[[W:.*]] = affine.load %arg1[1]
// CHECK-NEXT:   affine.store %[[V]], %arg1[0]
// CHECK-NEXT:   "test.use"(%[[W]])
func.func @memory(%a: memref<4xf32>, %b: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %a[0] : memref<4xf32>
    %w = affine.load %b[1] : memref<4xf32>
    affine.store %v, %b[0] : memref<4xf32>
    "test.use"(%w) : (f32) -> ()
  }
  return
}

// -----

// An affine.if moves with its regions when everything in them is invariant; a loop
// carrying values keeps ops that use its iter_args.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : index
// CHECK-NEXT: affine.if
// CHECK-NEXT:   arith.addi %arg0, %arg0
// CHECK-NEXT: }
// CHECK-NEXT: affine.for {{.*}} iter_args(%[[S:.*]] = %arg0)
// CHECK-NEXT:   %[[N:.*]] = arith.addi %[[S]], %[[C]]
// CHECK-NEXT:   affine.yield %[[N]]
func.func @nested(%n: index) -> index {
  %r = affine.for %i = 0 to 4 iter_args(%s = %n) -> (index) {
    %c1 = arith.constant 1 : index
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) {
      %t = arith.addi %n, %n : index
    }
    %next = arith.addi %s, %c1 : index
    affine.yield %next : index
  }
  return %r : index
}

// -----

// Ops with unknown effects never move, nor do ops using their results.
// CHECK-LABEL: func.func @unknown
// CHECK-NEXT: affine.for
// CHECK-NEXT:   %[[U:.*]] = "test.unknown"()
// CHECK-NEXT:   arith.addi %[[U]], %[[U]]
func.func @unknown() {
  affine.for %i = 0 to 4 {
    %u = "test.unknown"() : () -> index
    %v = arith.addi %u, %u : index
  }
  return
}
