// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -affine-loop-coalescing %s | FileCheck %s

// A normalized nest whose bounds are all defined above it becomes one loop over the
// product of the upper bounds (an affine.min for a multi-result bound); the original ivs
// are recovered innermost first with mod and floordiv.
// CHECK-DAG:   #[[C4:.*]] = affine_map<() -> (4)>
// CHECK-DAG:   #[[ID:.*]] = affine_map<()[s0] -> (s0)>
// CHECK-DAG:   #[[MUL:.*]] = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-DAG:   #[[MIN:.*]] = affine_map<()[s0] -> (s0, 6)>
// CHECK-DAG:   #[[MOD:.*]] = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK-DAG:   #[[DIV:.*]] = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-LABEL: func.func @three_loops
// CHECK-NEXT:    %[[U0:.*]] = affine.apply #[[C4]]()
// CHECK-NEXT:    %[[U1:.*]] = affine.apply #[[ID]]()[%arg0]
// CHECK-NEXT:    %[[P1:.*]] = affine.apply #[[MUL]](%[[U0]])[%[[U1]]]
// CHECK-NEXT:    %[[U2:.*]] = affine.min #[[MIN]]()[%arg0]
// CHECK-NEXT:    %[[P2:.*]] = affine.apply #[[MUL]](%[[P1]])[%[[U2]]]
// CHECK-NEXT:    affine.for %[[L:.*]] = 0 to %[[P2]] {
// CHECK-NEXT:      %[[K:.*]] = affine.apply #[[MOD]](%[[L]])[%[[U2]]]
// CHECK-NEXT:      %[[Q:.*]] = affine.apply #[[DIV]](%[[L]])[%[[U2]]]
// CHECK-NEXT:      %[[J:.*]] = affine.apply #[[MOD]](%[[Q]])[%[[U1]]]
// CHECK-NEXT:      %[[I:.*]] = affine.apply #[[DIV]](%[[Q]])[%[[U1]]]
// CHECK-NEXT:      "use"(%[[I]], %[[J]], %[[K]])
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// Bounds using an outer iv, or loops that are not normalized, stay as they are.
// CHECK-LABEL: func.func @inner_bound_uses_outer_iv
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.for
// CHECK-LABEL: func.func @not_normalized
// CHECK-NEXT:    affine.for %{{.*}} = 1 to 4 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 step 2 {

func.func @three_loops(%n: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to min affine_map<()[s0] -> (s0, 6)>()[%n] {
        "use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

func.func @inner_bound_uses_outer_iv() {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @not_normalized() {
  affine.for %i = 1 to 4 {
    affine.for %j = 0 to 4 step 2 {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
