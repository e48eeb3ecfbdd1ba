// vector.extract / vector.insert: static and dynamic positions (custom DynamicIndexList),
// the extracted type inferred from the position's length, and upstream's verifiers.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s

func.func @forms(%v: vector<4x[8]x2xf32>, %s: f32, %i: index) -> vector<4x[8]x2xf32> {
  %0 = vector.extract %v[1] : vector<[8]x2xf32> from vector<4x[8]x2xf32>
  %1 = vector.extract %v[%i, 3, 1] : f32 from vector<4x[8]x2xf32>
  %2 = vector.extract %v[] : vector<4x[8]x2xf32> from vector<4x[8]x2xf32>
  %3 = vector.insert %s, %v[0, %i, 1] : f32 into vector<4x[8]x2xf32>
  %4 = vector.insert %0, %3[2] : vector<[8]x2xf32> into vector<4x[8]x2xf32>
  return %4 : vector<4x[8]x2xf32>
}

// -----

func.func @too_long(%v: vector<2xf32>) {
  // expected-error@+1 {{expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 0] : f32 from vector<2xf32>
  return
}

// -----

func.func @out_of_range(%v: vector<2x3xf32>) {
  // expected-error@+1 {{expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[1, 3] : f32 from vector<2x3xf32>
  return
}

// -----

func.func @insert_rank(%v: vector<2x3xf32>, %s: f32) {
  // expected-error@+1 {{expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[1] : f32 into vector<2x3xf32>
  return
}

// -----

func.func @insert_source_rank(%v: vector<2x3xf32>, %s: vector<3xf32>) {
  // expected-error@+1 {{expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[1, 0] : vector<3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @insert_range(%v: vector<2x3xf32>, %s: f32) {
  // expected-error@+1 {{expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[2, 0] : f32 into vector<2x3xf32>
  return
}

// CHECK:        func.func @forms(%arg0: vector<4x[8]x2xf32>, %arg1: f32, %arg2: index) -> vector<4x[8]x2xf32> {
// CHECK-NEXT:     %0 = vector.extract %arg0[1] : vector<[8]x2xf32> from vector<4x[8]x2xf32>
// CHECK-NEXT:     %1 = vector.extract %arg0[%arg2, 3, 1] : f32 from vector<4x[8]x2xf32>
// CHECK-NEXT:     %2 = vector.extract %arg0[] : vector<4x[8]x2xf32> from vector<4x[8]x2xf32>
// CHECK-NEXT:     %3 = vector.insert %arg1, %arg0 [0, %arg2, 1] : f32 into vector<4x[8]x2xf32>
// CHECK-NEXT:     %4 = vector.insert %0, %3 [2] : vector<[8]x2xf32> into vector<4x[8]x2xf32>
// CHECK-NEXT:     return %4 : vector<4x[8]x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
