// RUN: rmlir-opt %s -pass-pipeline="builtin.module(func.func(test-affine-loop-unswitch))" | FileCheck %s

// An affine.if invariant in its enclosing loops is hoisted above them, the loops versioned
// in its then and else blocks; one depending on a loop iv stays inside that loop.

func.func private @ext()

func.func @hoist_over_inner(%A: memref<64xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%n] {
        affine.store %v, %A[%j] : memref<64xf32>
      } else {
        func.call @ext() : () -> ()
      }
      affine.store %v, %A[%i] : memref<64xf32>
    }
  }
  return
}

func.func @not_invariant(%A: memref<64xf32>, %v: f32) {
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
      affine.store %v, %A[%i] : memref<64xf32>
    }
  }
  return
}

func.func @hoist_over_nest(%A: memref<64xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.if affine_set<()[s0] : (s0 - 8 >= 0)>()[%n] {
        affine.store %v, %A[%j] : memref<64xf32>
      }
    }
  }
  return
}

// CHECK:      #set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 10 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 - 8 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @ext()
// CHECK-NEXT:   func.func @hoist_over_inner(%arg0: memref<64xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 64 {
// CHECK-NEXT:       affine.if #set(%arg3)[%arg1] {
// CHECK-NEXT:         affine.for %arg4 = 0 to 64 {
// CHECK-NEXT:           affine.store %arg2, %arg0[%arg4] : memref<64xf32>
// CHECK-NEXT:           affine.store %arg2, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:         affine.for %arg4 = 0 to 64 {
// CHECK-NEXT:           func.call @ext() : () -> ()
// CHECK-NEXT:           affine.store %arg2, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_invariant(%arg0: memref<64xf32>, %arg1: f32) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:       affine.if #set1(%arg2) {
// CHECK-NEXT:         affine.store %arg1, %arg0[%arg2] : memref<64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @hoist_over_nest(%arg0: memref<64xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     affine.if #set2()[%arg1] {
// CHECK-NEXT:       affine.for %arg3 = 0 to 64 {
// CHECK-NEXT:         affine.for %arg4 = 0 to 64 {
// CHECK-NEXT:           affine.store %arg2, %arg0[%arg4] : memref<64xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
