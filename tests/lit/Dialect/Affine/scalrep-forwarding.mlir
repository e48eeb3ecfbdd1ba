// RUN: rmlir-opt -allow-unregistered-dialect %s -affine-scalrep | FileCheck %s

// Store-to-load forwarding within a loop; the local memref then only has stores and goes away.
// CHECK-LABEL: func @forward_in_loop
// CHECK-NEXT: %[[R:.*]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:   %[[W:.*]] = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:   affine.store %[[W]], %[[R]][%[[I]]] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[Z:.*]] = affine.load %[[R]][3] : memref<10xf32>
// CHECK-NEXT: return %[[Z]] : f32
func.func @forward_in_loop(%x: f32) -> f32 {
  %m = memref.alloc() : memref<10xf32>
  %r = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    %v = affine.load %m[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %r[%i] : memref<10xf32>
  }
  %z = affine.load %r[3] : memref<10xf32>
  return %z : f32
}

// A store to another element in between blocks nothing; a store to an unknown element does.
// CHECK-LABEL: func @intervening
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.store %arg2, %arg0[1] : memref<10xf32>
// CHECK-NEXT: affine.store %arg2, %arg0[symbol(%arg3)] : memref<10xf32>
// CHECK-NEXT: %[[W:.*]] = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: return %arg1, %[[W]] : f32, f32
func.func @intervening(%a: memref<10xf32>, %x: f32, %y: f32, %n: index) -> (f32, f32) {
  affine.store %x, %a[0] : memref<10xf32>
  affine.store %y, %a[1] : memref<10xf32>
  %v = affine.load %a[0] : memref<10xf32>
  affine.store %y, %a[symbol(%n)] : memref<10xf32>
  %w = affine.load %a[0] : memref<10xf32>
  return %v, %w : f32, f32
}

// Dead store: overwritten before any read; redundant load.
// CHECK-LABEL: func @dead_store_and_load_cse
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:   affine.store %arg2, %arg0[%[[I]]] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[U:.*]] = affine.load %arg0[5] : memref<10xf32>
// CHECK-NEXT: arith.addf %[[U]], %[[U]] : f32
func.func @dead_store_and_load_cse(%a: memref<10xf32>, %x: f32, %y: f32) -> f32 {
  affine.for %i = 0 to 10 {
    affine.store %x, %a[%i] : memref<10xf32>
    affine.store %y, %a[%i] : memref<10xf32>
  }
  %u = affine.load %a[5] : memref<10xf32>
  %v = affine.load %a[5] : memref<10xf32>
  %s = arith.addf %u, %v : f32
  return %s : f32
}

// No forwarding into a loop that never runs.
// CHECK-LABEL: func @unreachable
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.for
// CHECK-NEXT:   %[[V:.*]] = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT:   "test.use"(%[[V]])
func.func @unreachable(%a: memref<10xf32>, %x: f32) {
  affine.store %x, %a[0] : memref<10xf32>
  affine.for %i = 0 to 0 {
    %v = affine.load %a[0] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// A store in a previous iteration reaches the load.
// CHECK-LABEL: func @loop_carried
// CHECK:      affine.load %arg0[0]
// CHECK:      affine.for
// CHECK:      affine.store
// CHECK:      affine.load %arg0[0]
func.func @loop_carried(%a: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[0] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
    affine.for %j = 0 to 10 {
      affine.store %x, %a[%j] : memref<10xf32>
    }
    %w = affine.load %a[0] : memref<10xf32>
    "test.use"(%w) : (f32) -> ()
  }
  return
}

// Constant operands of an affine.if are bound: this condition never holds, so the store
// does not reach the load.
// CHECK-LABEL: func @never_taken
// CHECK: affine.if
// CHECK-NEXT: affine.load
#never = affine_set<(d0) : (d0 * -8 >= 0)>
func.func @never_taken(%x: f32) {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xf32>
  affine.store %x, %m[%c1] : memref<4xf32>
  affine.if #never(%c1) {
    %v = affine.load %m[%c1] : memref<4xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// affine.parallel ivs are dims of the iteration domain.
// CHECK-LABEL: func @parallel_forward
// CHECK-NEXT: affine.parallel
// CHECK-NEXT: "test.use"(%arg0)
func.func @parallel_forward(%x: f32, %n: index) {
  %m = memref.alloc() : memref<100xf32>
  affine.parallel (%i) = (0) to (%n) {
    affine.store %x, %m[%i] : memref<100xf32>
    %v = affine.load %m[%i] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
