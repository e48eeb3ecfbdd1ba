// RUN: rmlir-opt -allow-unregistered-dialect %s -affine-loop-tile="tile-sizes=8,3" | FileCheck %s

// The first loop's trip count is a multiple of 8 (no min); the second one's, 10, is not a
// multiple of 3 (min with the original bound); the step scales the tile-space step.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[P8:.*]] = affine_map<(d0) -> (d0 + 8)>
// CHECK-DAG: #[[MIN:.*]] = affine_map<(d0) -> (d0 + 6, 20)>
// CHECK-DAG: #[[P5:.*]] = affine_map<(d0) -> (d0 + 5)>
// CHECK-LABEL: func @band
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 64 step 8 {
// CHECK-NEXT:   affine.for %[[J:.*]] = 0 to 20 step 6 {
// CHECK-NEXT:     affine.for %[[II:.*]] = #[[ID]](%[[I]]) to #[[P8]](%[[I]]) {
// CHECK-NEXT:       affine.for %[[JJ:.*]] = #[[ID]](%[[J]]) to min #[[MIN]](%[[J]]) step 2 {
// CHECK-NEXT:         "test.foo"(%[[II]], %[[JJ]])
func.func @band() {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 20 step 2 {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// A trip count below the tile size bounds the intra-tile loop by the trip count.
// CHECK-LABEL: func @short
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 5 step 8 {
// CHECK-NEXT:   affine.for %{{.*}} = #[[ID]](%[[I]]) to #[[P5]](%[[I]]) {
func.func @short(%A: memref<5xf32>) {
  affine.for %i = 0 to 5 {
    %v = affine.load %A[%i] : memref<5xf32>
    affine.store %v, %A[%i] : memref<5xf32>
  }
  return
}

// Bounds using an outer iv of the band: not hyper-rectangular, left alone.
// CHECK-LABEL: func @triangular
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:   affine.for %{{.*}} = 0 to #{{.*}}(%[[I]]) {
func.func @triangular() {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
