// transform.apply_patterns.vector.elementwise_to_vector (a product of a transposed
// broadcast and a broadcast is an outerproduct) and vector.fold_arith_extension (extensions
// of both contraction operands fold into the contraction).
// RUN: rmlir-opt %s -split-input-file -transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @e2o(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4xi32>, %arg3: vector<8xi32>, %arg4: vector<8x4xf32>, %arg5: f32) -> (vector<4x8xf32>, vector<8x4xi32>, vector<8x4xf32>, vector<4x8xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<8x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// CHECK-NEXT: %2 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %3 = vector.outerproduct %arg3, %arg2 : vector<8xi32>, vector<4xi32>
// CHECK-NEXT: %4 = arith.mulf %arg4, %arg4 : vector<8x4xf32>
// CHECK-NEXT: %5 = vector.broadcast %arg5 : f32 to vector<4x8xf32>
// CHECK-NEXT: %6 = arith.mulf %1, %5 : vector<4x8xf32>
// CHECK-NEXT: return %2, %3, %4, %6 : vector<4x8xf32>, vector<8x4xi32>, vector<8x4xf32>, vector<4x8xf32>
func.func @e2o(%lhs: vector<4xf32>, %rhs: vector<8xf32>, %a: vector<4xi32>, %b: vector<8xi32>, %m: vector<8x4xf32>, %s: f32) -> (vector<4x8xf32>, vector<8x4xi32>, vector<8x4xf32>, vector<4x8xf32>) {
  %lb = vector.broadcast %lhs : vector<4xf32> to vector<8x4xf32>
  %lt = vector.transpose %lb, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
  %rb = vector.broadcast %rhs : vector<8xf32> to vector<4x8xf32>
  %0 = arith.mulf %lt, %rb : vector<4x8xf32>
  %bb = vector.broadcast %b : vector<8xi32> to vector<4x8xi32>
  %bt = vector.transpose %bb, [1, 0] : vector<4x8xi32> to vector<8x4xi32>
  %ab = vector.broadcast %a : vector<4xi32> to vector<8x4xi32>
  %1 = arith.muli %ab, %bt : vector<8x4xi32>
  %mt = vector.transpose %m, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
  %2 = arith.mulf %m, %m : vector<8x4xf32>
  %sb = vector.broadcast %s : f32 to vector<4x8xf32>
  %3 = arith.mulf %lt, %sb : vector<4x8xf32>
  return %0, %1, %2, %3 : vector<4x8xf32>, vector<8x4xi32>, vector<8x4xf32>, vector<4x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.elementwise_to_vector
    } : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-DAG: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @fold_ext(%arg0: vector<2x3xi8>, %arg1: vector<3x2xi8>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi32>
// CHECK-NEXT: return %0 : vector<2x2xi32>
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @fold_ext(%x: vector<2x3xi8>, %y: vector<3x2xi8>, %z: vector<2x2xi32>) -> vector<2x2xi32> {
  %xe = arith.extsi %x : vector<2x3xi8> to vector<2x3xi32>
  %ye = arith.extsi %y : vector<3x2xi8> to vector<3x2xi32>
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %xe, %ye, %z : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  return %0 : vector<2x2xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.fold_arith_extension
    } : !transform.any_op
    transform.yield
  }
}
