// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// `ub.poison` is constant-like and folds to its value: equal poisons are deduplicated and
// hoisted like other constants (the dialect materializes poison constants as `ub.poison`).

// CHECK-LABEL: func.func @dedup
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i64
// CHECK-NEXT:    %[[Q:.*]] = ub.poison : f32
// CHECK-NEXT:    return %[[P]], %[[Q]], %[[P]] : i64, f32, i64
func.func @dedup() -> (i64, f32, i64) {
  %0 = ub.poison : i64
  %1 = ub.poison : f32
  %2 = ub.poison : i64
  return %0, %1, %2 : i64, f32, i64
}
