// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-normalize %s | FileCheck %s
// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-normalize='promote-single-iter=1' %s | FileCheck %s --check-prefix=PROMOTE

// Loops start at zero with unit step; the old induction variable is an affine.apply of
// the new one.
// CHECK-DAG: #[[OLD:.*]] = affine_map<(d0) -> (d0 * 3 + 5)>
// CHECK-DAG: #[[UB:.*]] = affine_map<()[s0] -> ((s0 - 5) ceildiv 3)>
// CHECK-LABEL: func.func @strided
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 6 {
// CHECK-NEXT:   %[[X:.*]] = affine.apply #[[OLD]](%[[I]])
// CHECK-NEXT:   "test.use"(%[[X]])
// CHECK: affine.for %[[J:.*]] = 0 to #[[UB]]()[%arg0] {
// CHECK-NEXT:   %[[Y:.*]] = affine.apply #[[OLD]](%[[J]])
// CHECK-NEXT:   "test.use"(%[[Y]])
func.func @strided(%n: index) {
  affine.for %i = 5 to 21 step 3 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 5 to %n step 3 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// A loop running once is normalized, or with promote-single-iter replaced by its body,
// the induction variable becoming a constant at the start of the function.
// CHECK-LABEL: func.func @once
// CHECK: affine.for %{{.*}} = 0 to 1 {
// PROMOTE-LABEL: func.func @once
// PROMOTE-NEXT: %[[C:.*]] = arith.constant 4 : index
// PROMOTE-NEXT: "test.use"(%[[C]])
// PROMOTE-NEXT: return
func.func @once() {
  affine.for %i = 4 to 5 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// affine.parallel: every dimension normalized, the bounds differences as upper bounds.
// CHECK-LABEL: func.func @parallel
// CHECK: affine.parallel (%[[A:.*]], %[[B:.*]]) = (0, 0) to (5, 3) {
// CHECK-NEXT: affine.apply #{{.*}}(%[[A]])
// CHECK-NEXT: affine.apply #{{.*}}(%[[B]])
func.func @parallel() {
  affine.parallel (%i, %j) = (2, 0) to (12, 9) step (2, 3) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
