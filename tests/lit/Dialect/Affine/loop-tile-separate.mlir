// affine-loop-tile with `separate`: full tiles (constant trip count) run under an
// affine.if, the partial-tile version (the tiled nest itself) in its else block.
// RUN: rmlir-opt -allow-unregistered-dialect %s -split-input-file -affine-loop-tile="tile-size=16 separate" | FileCheck %s

// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$FULL:.*]] = affine_map<(d0) -> (d0 + 16)>
// CHECK-DAG: #[[$PART:.*]] = affine_map<(d0)[s0] -> (d0 + 16, s0)>
// CHECK-DAG: #[[$SET:.*]] = affine_set<(d0)[s0] : (-d0 + s0 - 16 >= 0)>
// CHECK-LABEL: func @symbolic_bound
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
func.func @symbolic_bound(%m: memref<?xf32>, %n: index) {
  // CHECK: affine.for %[[T:.*]] = 0 to %[[N]] step 16 {
  // CHECK-NEXT: affine.if #[[$SET]](%[[T]])[%[[N]]] {
  // CHECK-NEXT:   affine.for %[[I:.*]] = #[[$ID]](%[[T]]) to #[[$FULL]](%[[T]]) {
  // CHECK-NEXT:     affine.load %[[M]][%[[I]]]
  // CHECK-NEXT:     "use"
  // CHECK-NEXT:   }
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   affine.for %[[J:.*]] = #[[$ID]](%[[T]]) to min #[[$PART]](%[[T]])[%[[N]]] {
  // CHECK-NEXT:     affine.load %[[M]][%[[J]]]
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<?xf32>
    "use"(%v) : (f32) -> ()
  }
  return
}

// -----

// Constant trip counts: every tile is full, the condition is trivially true.
// CHECK: #[[$TRUE:.*]] = affine_set<() : (0 == 0)>
// CHECK-LABEL: func @constant_bounds
func.func @constant_bounds(%m: memref<64x8xf32>) {
  // CHECK: affine.for
  // CHECK-NEXT: affine.for
  // CHECK-NEXT: affine.if #[[$TRUE]]() {
  // CHECK: } else {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<64x8xf32>
      "use"(%v) : (f32) -> ()
    }
  }
  return
}
