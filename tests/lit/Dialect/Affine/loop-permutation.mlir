// RUN: rmlir-opt -allow-unregistered-dialect %s -test-loop-permutation="permutation-map=2,0,1" | FileCheck %s --check-prefix=P201
// RUN: rmlir-opt -allow-unregistered-dialect %s -test-loop-permutation="permutation-map=1,0" | FileCheck %s --check-prefix=P10

// Loop i of a perfect nest moves to depth permutation-map[i]; nests of another depth are
// left alone.

func.func @nest(%A: memref<4x5x6xf32>, %n: index) {
  "before"() : () -> ()
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to %n step 2 {
        %v = affine.load %A[%i, %j, %k] : memref<4x5x6xf32>
        "use"(%v, %i, %j, %k) : (f32, index, index, index) -> ()
      }
    }
  }
  affine.for %x = 0 to 3 {
    affine.for %y = 0 to 3 {
      "two"(%x, %y) : (index, index) -> ()
    }
  }
  return
}

// P201:          "before"() : () -> ()
// P201-NEXT:     affine.for %arg2 = 0 to 5 {
// P201-NEXT:       affine.for %arg3 = 0 to %arg1 step 2 {
// P201-NEXT:         affine.for %arg4 = 0 to 4 {
// P201-NEXT:           %0 = affine.load %arg0[%arg4, %arg2, %arg3] : memref<4x5x6xf32>
// P201-NEXT:           "use"(%0, %arg4, %arg2, %arg3) : (f32, index, index, index) -> ()
// P201-NEXT:         }
// P201-NEXT:       }
// P201-NEXT:     }
// P201-NEXT:     affine.for %arg2 = 0 to 3 {
// P201-NEXT:       affine.for %arg3 = 0 to 3 {
// P201-NEXT:         "two"(%arg2, %arg3) : (index, index) -> ()
// P201-NEXT:       }
// P201-NEXT:     }
// P201-NEXT:     return
// P201-NEXT:   }
// P201-NEXT: }

// P10:          "before"() : () -> ()
// P10-NEXT:     affine.for %arg2 = 0 to 4 {
// P10-NEXT:       affine.for %arg3 = 0 to %arg1 step 2 {
// P10-NEXT:         affine.for %arg4 = 0 to 5 {
// P10-NEXT:           %0 = affine.load %arg0[%arg2, %arg4, %arg3] : memref<4x5x6xf32>
// P10-NEXT:           "use"(%0, %arg2, %arg4, %arg3) : (f32, index, index, index) -> ()
// P10-NEXT:         }
// P10-NEXT:       }
// P10-NEXT:     }
// P10-NEXT:     affine.for %arg2 = 0 to 3 {
// P10-NEXT:       affine.for %arg3 = 0 to 3 {
// P10-NEXT:         "two"(%arg3, %arg2) : (index, index) -> ()
// P10-NEXT:       }
// P10-NEXT:     }
// P10-NEXT:     return
// P10-NEXT:   }
// P10-NEXT: }
