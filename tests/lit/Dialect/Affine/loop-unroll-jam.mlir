// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-unroll-jam="unroll-jam-factor=2" %s | FileCheck %s
// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-unroll-jam="unroll-jam-factor=2" -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The outer loop steps by 2 and each run of non-loop ops, in its body and in the inner
// loop's, is followed by its copy for iv + 1; an odd trip count leaves a cleanup
// iteration, promoted after the loop.
// CHECK-LABEL: func.func @jam
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 8 step 2 {
// CHECK-NEXT:   "test.a"(%[[I]])
// CHECK-NEXT:   %[[I1:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:   "test.a"(%[[I1]])
// CHECK-NEXT:   affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:     "test.b"(%[[I]], %[[J]])
// CHECK-NEXT:     %[[I2:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:     "test.b"(%[[I2]], %[[J]])
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: "test.a"(%[[C8]])
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to 4 {
// CHECK-NEXT:   "test.b"(%[[C8]], %[[K]])
func.func @jam() {
  affine.for %i = 0 to 9 {
    "test.a"(%i) : (index) -> ()
    affine.for %j = 0 to 4 {
      "test.b"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// A reduction carried by the jammed loop gets one accumulator per copy, combined after
// the loop.
// CHECK-LABEL: func.func @reduce
// CHECK: %[[R:.*]]:2 = affine.for %{{.*}} = 0 to 10 step 2 iter_args(%[[A:.*]] = %arg0, %[[B:.*]] = %arg0) -> (f32, f32) {
// CHECK: arith.addf %[[A]]
// CHECK: arith.addf %[[B]]
// CHECK: affine.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[R]]#0, %[[R]]#1 : f32
// CHECK-NEXT: return %[[S]] : f32
// The combining op carries its default fastmath flags.
// GENERIC: "arith.addf"(%{{.*}}#0, %{{.*}}#1) <{fastmath = #arith.fastmath<none>}>
func.func @reduce(%init: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> (f32) {
    %v = "test.val"(%i) : (index) -> f32
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  return %r : f32
}
