// vector.insert of a whole-size vector becomes a broadcast, a splat inserted into a splat
// of the same scalar a splat; a vector.mask under an all-true mask gives up its op.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @insert_all(%arg0: vector<1x2x4xf32>, %arg1: vector<2x4xf32>) -> vector<1x2x4xf32> {
//  CHECK-NEXT:   %0 = vector.broadcast %arg1 : vector<2x4xf32> to vector<1x2x4xf32>
//  CHECK-NEXT:   return %0 : vector<1x2x4xf32>
func.func @insert_all(%a: vector<1x2x4xf32>, %b: vector<2x4xf32>) -> vector<1x2x4xf32> {
  %0 = vector.insert %b, %a [0] : vector<2x4xf32> into vector<1x2x4xf32>
  return %0 : vector<1x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @insert_part(
//       CHECK:   vector.insert %arg1, %arg0 [1] : vector<4xf32> into vector<2x4xf32>
func.func @insert_part(%a: vector<2x4xf32>, %b: vector<4xf32>) -> vector<2x4xf32> {
  %0 = vector.insert %b, %a [1] : vector<4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @splats(%arg0: i8, %arg1: i8) -> (vector<3x2xi8>, vector<3x2xi8>) {
//  CHECK-NEXT:   %0 = vector.splat %arg0 : vector<3x2xi8>
//  CHECK-NEXT:   %1 = vector.splat %arg0 : vector<3x2xi8>
//  CHECK-NEXT:   %2 = vector.splat %arg1 : vector<2xi8>
//  CHECK-NEXT:   %3 = vector.insert %2, %0 [2] : vector<2xi8> into vector<3x2xi8>
//  CHECK-NEXT:   return %1, %3 : vector<3x2xi8>, vector<3x2xi8>
func.func @splats(%x: i8, %y: i8) -> (vector<3x2xi8>, vector<3x2xi8>) {
  %s = vector.splat %x : vector<2xi8>
  %d = vector.splat %x : vector<3x2xi8>
  %0 = vector.insert %s, %d [1] : vector<2xi8> into vector<3x2xi8>
  %t = vector.splat %y : vector<2xi8>
  %1 = vector.insert %t, %d [2] : vector<2xi8> into vector<3x2xi8>
  return %0, %1 : vector<3x2xi8>, vector<3x2xi8>
}

// -----

// CHECK-LABEL: func.func @masks(%arg0: vector<4xf32>, %arg1: index) -> (vector<4xf32>, vector<4xf32>) {
//  CHECK-NEXT:   %0 = arith.mulf %arg0, %arg0 : vector<4xf32>
//  CHECK-NEXT:   %1 = vector.create_mask %arg1 : vector<4xi1>
//  CHECK-NEXT:   %2 = vector.mask %1 { arith.addf %arg0, %arg0 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
//  CHECK-NEXT:   return %0, %2 : vector<4xf32>, vector<4xf32>
func.func @masks(%a: vector<4xf32>, %n: index) -> (vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.mask %t { arith.mulf %a, %a : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %m = vector.create_mask %n : vector<4xi1>
  %1 = vector.mask %m { arith.addf %a, %a : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
