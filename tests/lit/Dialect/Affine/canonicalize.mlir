// Folders and canonicalization patterns of affine.apply, affine.min and affine.max.
// RUN: rmlir-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s

// CHECK-DAG: #[[$C0:.*]] = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 2 + 4)>
// CHECK-DAG: #[[$C1:.*]] = affine_map<()[s0] -> (s0 * 3)>
// CHECK-DAG: #[[$F:.*]] = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-DAG: #[[$M0:.*]] = affine_map<()[s0, s1] -> (16, s0 + s1)>
// CHECK-DAG: #[[$M1:.*]] = affine_map<()[s0, s1] -> (16, s0 + 4, s0 + s1)>
// CHECK-DAG: #[[$M2:.*]] = affine_map<()[s0, s1] -> (32, s1 + 16, s0)>
// CHECK-DAG: #[[$L:.*]] = affine_map<(d0)[s0] -> (d0 * 2 + s0)>

// Producer applies are composed into their users, constant operands are folded into the
// map, dims that are valid symbols become symbols, duplicate operands are merged.
// CHECK-LABEL: func @compose
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
func.func @compose(%a: index, %b: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  // CHECK: %[[X:.*]] = affine.apply #[[$C0]]()[%[[B]], %[[A]]]
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%0, %c4)
  // CHECK: %[[Y:.*]] = affine.apply #[[$C1]]()[%[[A]]]
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 + d0)>(%a, %a)
  // Flattening simplification: mod/floordiv recombine into the dividend.
  %3 = affine.apply affine_map<(d0) -> (d0 mod 4 + (d0 floordiv 4) * 4)>(%1)
  // CHECK: return %[[X]], %[[Y]], %{{.*}}
  return %1, %2, %3 : index, index, index
}

// CHECK-LABEL: func @fold
func.func @fold(%a: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  // CHECK: %[[C1:.*]] = arith.constant 1 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c4)[%c3]
  // (d0 * 4 + 3) floordiv 8 drops the remainder below the known divisor.
  // CHECK: %[[F:.*]] = affine.apply #[[$F]]()[%{{.*}}]
  %1 = affine.apply affine_map<(d0) -> ((d0 * 4 + 3) floordiv 8)>(%a)
  // An apply of a lone dim folds to its operand.
  %2 = affine.apply affine_map<(d0, d1) -> (d1)>(%c4, %a)
  // CHECK: return %[[C1]], %[[F]], %{{.*}}
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func @min_max
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
func.func @min_max(%a: index, %b: index) -> (index, index, index, index, index) {
  // CHECK: %[[C2:.*]] = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  // Duplicates are dropped, results sorted by their flattened form.
  // CHECK: %[[M0:.*]] = affine.min #[[$M0]]()[%[[B]], %[[A]]]
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + s0, 16, d0 + s0)>(%a)[%b]
  // A single-result max is an apply, which folds to its operand.
  %1 = affine.max affine_map<(d0) -> (d0)>(%a)
  // All results constant: the smallest.
  %2 = affine.min affine_map<(d0, d1) -> (d0 + d1, 8, 2)>(%c4, %c4)
  // A min of a min is merged.
  // CHECK: %[[M1:.*]] = affine.min #[[$M1]]()[%[[B]], %[[A]]]
  %3 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%b]
  // CHECK: %[[M2:.*]] = affine.max #[[$M2]]()[%[[A]], %[[B]]]
  %4 = affine.max affine_map<(d0, d1) -> (d1 + 16, d0, 32)>(%a, %b)
  // CHECK: return %[[M0]], %[[A]], %[[C2]], %[[M1]], %[[M2]]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// Loop induction variables are not valid symbols: they stay dims.
// CHECK-LABEL: func @in_loop
func.func @in_loop(%a: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // CHECK: affine.apply #[[$L]](%{{.*}})[%{{.*}}]
    %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 + d0)>(%i, %a)
    "test.use"(%0) : (index) -> ()
  }
  return
}
