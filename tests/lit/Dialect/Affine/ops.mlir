// Custom assembly of affine.apply, affine.min and affine.max.
// RUN: rmlir-opt %s | FileCheck %s

// CHECK-DAG: #[[$MAP0:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #[[$MAP1:.*]] = affine_map<(d0, d1) -> (d0, d1 + 4)>
// CHECK-DAG: #[[$MAP2:.*]] = affine_map<()[s0] -> (s0 * 2, 8)>
// CHECK-LABEL: func @ops
func.func @ops(%a: index, %b: index) -> (index, index, index) {
  // CHECK: affine.apply #[[$MAP0]](%{{.*}})[%{{.*}}] {tag}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b] {tag}
  // CHECK: affine.min #[[$MAP1]](%{{.*}}, %{{.*}})
  %1 = affine.min affine_map<(d0, d1) -> (d0, d1 + 4)>(%0, %b)
  // CHECK: affine.max #[[$MAP2]]()[%{{.*}}]
  %2 = affine.max affine_map<()[s0] -> (s0 * 2, 8)>()[%a]
  return %0, %1, %2 : index, index, index
}
