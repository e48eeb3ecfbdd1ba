// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// arith.select with a fully poisoned operand folds to the other operand.

// CHECK-LABEL: func.func @select_poison(
// CHECK-SAME:      %[[C:.*]]: i1, %[[A:.*]]: f32, %[[B:.*]]: vector<2xi8>)
// CHECK-NEXT:    return %[[A]], %[[B]] : f32, vector<2xi8>
func.func @select_poison(%c: i1, %a: f32, %b: vector<2xi8>) -> (f32, vector<2xi8>) {
  %p = ub.poison : f32
  %q = ub.poison : vector<2xi8>
  %0 = arith.select %c, %a, %p : f32
  %1 = arith.select %c, %q, %b : vector<2xi8>
  return %0, %1 : f32, vector<2xi8>
}
