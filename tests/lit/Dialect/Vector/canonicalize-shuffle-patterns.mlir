// vector.shuffle patterns: a shuffle of two splats of one value is a splat; an
// interleaving mask is vector.interleave.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @shuffle_patterns(%arg0: i16, %arg1: vector<3xf32>, %arg2: vector<3xf32>) -> (vector<5xi16>, vector<6xf32>, vector<6xf32>) {
// CHECK-NEXT: %0 = vector.splat %arg0 : vector<5xi16>
// CHECK-NEXT: %1 = vector.interleave %arg1, %arg2 : vector<3xf32> -> vector<6xf32>
// CHECK-NEXT: %2 = vector.shuffle %arg1, %arg2 [0, 3, 1, 4, 5, 2] : vector<3xf32>, vector<3xf32>
// CHECK-NEXT: return %0, %1, %2 : vector<5xi16>, vector<6xf32>, vector<6xf32>
func.func @shuffle_patterns(%s: i16, %a: vector<3xf32>, %b: vector<3xf32>) -> (vector<5xi16>, vector<6xf32>, vector<6xf32>) {
  %0 = vector.splat %s : vector<2xi16>
  %1 = vector.splat %s : vector<3xi16>
  %2 = vector.shuffle %0, %1 [0, 4, 1, 2, 3] : vector<2xi16>, vector<3xi16>
  %3 = vector.shuffle %a, %b [0, 3, 1, 4, 2, 5] : vector<3xf32>, vector<3xf32>
  %4 = vector.shuffle %a, %b [0, 3, 1, 4, 5, 2] : vector<3xf32>, vector<3xf32>
  return %2, %3, %4 : vector<5xi16>, vector<6xf32>, vector<6xf32>
}
