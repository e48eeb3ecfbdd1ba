// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-unroll="unroll-factor=3" %s | FileCheck %s --check-prefix=BY3
// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-unroll="unroll-full" %s | FileCheck %s --check-prefix=FULL
// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-unroll="unroll-full unroll-full-threshold=2" %s | FileCheck %s --check-prefix=SHORT

// A trip count of 7 unrolled by 3: the main loop steps by 3 up to 6, the single
// remaining iteration is promoted after it (its induction variable a constant at the
// start of the function); the copies use iv + k.
// BY3-LABEL: func.func @cleanup
// BY3-NEXT: %[[C6:.*]] = arith.constant 6 : index
// BY3-NEXT: affine.for %[[I:.*]] = 0 to 6 step 3 {
// BY3-NEXT:   "test.use"(%[[I]])
// BY3-NEXT:   %[[A:.*]] = affine.apply #{{.*}}(%[[I]])
// BY3-NEXT:   "test.use"(%[[A]])
// BY3-NEXT:   %[[B:.*]] = affine.apply #{{.*}}(%[[I]])
// BY3-NEXT:   "test.use"(%[[B]])
// BY3-NEXT: }
// BY3-NEXT: "test.use"(%[[C6]])
// FULL-LABEL: func.func @cleanup
// FULL-NOT: affine.for
// FULL-COUNT-7: "test.use"
// SHORT-LABEL: func.func @cleanup
// SHORT: affine.for
func.func @cleanup() {
  affine.for %i = 0 to 7 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Loop-carried values chain through the copies; a symbolic trip count gets a cleanup
// loop starting where the unrolled loop stops.
// BY3-LABEL: func.func @reduction
// BY3: %[[R:.*]] = affine.for %{{.*}} = 0 to #{{.*}}()[%arg0] step 3 iter_args(%[[S:.*]] = %arg1) -> (f32) {
// BY3-NEXT:   %[[X:.*]] = arith.addf %[[S]], %[[S]]
// BY3-NEXT:   %[[Y:.*]] = arith.addf %[[X]], %[[X]]
// BY3-NEXT:   %[[Z:.*]] = arith.addf %[[Y]], %[[Y]]
// BY3-NEXT:   affine.yield %[[Z]]
// BY3: affine.for %{{.*}} = #{{.*}}()[%arg0] to %arg0 iter_args(%{{.*}} = %[[R]]) -> (f32) {
// SHORT-LABEL: func.func @reduction
// SHORT: affine.yield
// SHORT-NEXT: }
// SHORT-NEXT: arith.addf %arg1, %arg1
// SHORT-NEXT: arith.addf %arg1, %arg1
// SHORT-NEXT: affine.for %{{.*}} = 0 to 3
func.func @reduction(%n: index, %init: f32) -> f32 {
  %r = affine.for %i = 0 to %n iter_args(%s = %init) -> (f32) {
    %x = arith.addf %s, %s : f32
    affine.yield %x : f32
  }
  affine.for %i = 0 to 2 {
    %y = arith.addf %init, %init : f32
  }
  affine.for %i = 0 to 3 {
    "test.use"(%i) : (index) -> ()
  }
  return %r : f32
}
