// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -test-affine-parametric-tile -verify-diagnostics %s | FileCheck %s

// Each perfect nest at the top of a function is tiled with the leading function arguments
// as tile sizes: tile-space loops step over lb + (ub - lb) ceildiv size tiles, intra-tile
// loops cover (iv - lb) * size + lb up to the original upper bound.

func.func @two_loops(%ts0: index, %ts1: index, %n: index) {
  affine.for %i = 2 to 100 step 3 {
    affine.for %j = 0 to %n {
      "work"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @not_enough_args(%ts0: index) {
  // expected-error@+1 {{too few tile sizes provided in the argument list of the function which contains the current band}}
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      "work"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @wrong_type(%ts0: i32) {
  // expected-error@+1 {{expected tiling parameters to be of index type}}
  affine.for %i = 0 to 10 {
    "work"(%i) : (index) -> ()
  }
  return
}

// CHECK-DAG: #[[UBO0:.*]] = affine_map<()[s0] -> (98 ceildiv s0 + 2)>
// CHECK-DAG: #[[UBO1:.*]] = affine_map<()[s0, s1] -> (s0 ceildiv s1)>
// CHECK-DAG: #[[LBI0:.*]] = affine_map<(d0)[s0] -> ((d0 - 2) * s0 + 2)>
// CHECK-DAG: #[[UBI0:.*]] = affine_map<(d0)[s0] -> ((d0 - 2) * s0 + s0 * 3 + 2, 100)>
// CHECK-DAG: #[[LBI1:.*]] = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-DAG: #[[UBI1:.*]] = affine_map<(d0)[s0, s1] -> (d0 * s1 + s1, s0)>
// CHECK-LABEL: func.func @two_loops
// CHECK-NEXT:   affine.for %[[T0:.*]] = 2 to #[[UBO0]]()[%arg0] step 3 {
// CHECK-NEXT:     affine.for %[[T1:.*]] = 0 to #[[UBO1]]()[%arg2, %arg1] {
// CHECK-NEXT:       affine.for %[[I:.*]] = #[[LBI0]](%[[T0]])[%arg0] to min #[[UBI0]](%[[T0]])[%arg0] step 3 {
// CHECK-NEXT:         affine.for %[[J:.*]] = #[[LBI1]](%[[T1]])[%arg1] to min #[[UBI1]](%[[T1]])[%arg2, %arg1] {
// CHECK-NEXT:           "work"(%[[I]], %[[J]])
// CHECK-LABEL: func.func @not_enough_args
// CHECK-NEXT:   affine.for %{{.*}} = 0 to 10 {
// CHECK-LABEL: func.func @wrong_type
// CHECK-NEXT:   affine.for %{{.*}} = 0 to 10 {
