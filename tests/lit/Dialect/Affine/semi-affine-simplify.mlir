// Semi-affine simplification (upstream `simplifySemiAffine`): divisions and modulos by a
// symbol that divides the dividend, and `(x - x mod y) mod y`.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// CHECK-DAG: #[[$SUM:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #[[$KEEP:.*]] = affine_map<()[s0, s1] -> ((s0 - s0 mod s1 + 3) mod s1)>

// CHECK-LABEL: func @by_symbol
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: index)
func.func @by_symbol(%a: index, %b: index, %c: index) -> (index, index, index, index, index) {
  // CHECK-DAG: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-DAG: %[[S:.*]] = affine.apply #[[$SUM]]()[%[[B]], %[[C]]]
  // CHECK-DAG: %[[K:.*]] = affine.apply #[[$KEEP]]()[%[[A]], %[[B]]]
  %0 = affine.apply affine_map<()[s0, s1] -> ((s1 * s0) floordiv s0)> ()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s1 * s0 + s0) mod s0)> ()[%a, %b]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0 + s0 * s1) ceildiv s0)> (%c)[%a, %b]
  %3 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1) mod s1)> ()[%a, %b]
  %4 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1 + 3) mod s1)> ()[%a, %b]
  // CHECK: return %[[B]], %[[Z]], %[[S]], %[[Z]], %[[K]]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
