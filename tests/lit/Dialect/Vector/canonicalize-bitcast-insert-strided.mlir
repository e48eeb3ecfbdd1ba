// Cancelling vector.bitcast chains; insert_strided_slice of a matching extract_strided_slice
// of its dest, and of a splat of the dest's splat value.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @bitcasts(%arg0: vector<8xi8>, %arg1: vector<2xf32>) -> (vector<8xi8>, vector<4xf16>) {
// CHECK-NEXT: %0 = vector.bitcast %arg1 : vector<2xf32> to vector<4xf16>
// CHECK-NEXT: return %arg0, %0 : vector<8xi8>, vector<4xf16>
func.func @bitcasts(%a: vector<8xi8>, %b: vector<2xf32>) -> (vector<8xi8>, vector<4xf16>) {
  %0 = vector.bitcast %a : vector<8xi8> to vector<2xi32>
  %1 = vector.bitcast %0 : vector<2xi32> to vector<8xi8>
  %2 = vector.bitcast %b : vector<2xf32> to vector<2xi32>
  %3 = vector.bitcast %2 : vector<2xi32> to vector<4xf16>
  return %1, %3 : vector<8xi8>, vector<4xf16>
}

// -----

// CHECK-LABEL: func.func @insert_strided_of_extract(%arg0: vector<4x8xf32>, %arg1: vector<4x8xf32>) -> (vector<4x8xf32>, vector<4x8xf32>) {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x3xf32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %0, %arg1 {offsets = [1, 2], strides = [1, 1]} : vector<2x3xf32> into vector<4x8xf32>
// CHECK-NEXT: return %arg0, %1 : vector<4x8xf32>, vector<4x8xf32>
func.func @insert_strided_of_extract(%x: vector<4x8xf32>, %y: vector<4x8xf32>) -> (vector<4x8xf32>, vector<4x8xf32>) {
  %0 = vector.extract_strided_slice %x {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x3xf32>
  %1 = vector.insert_strided_slice %0, %x {offsets = [1, 2], strides = [1, 1]} : vector<2x3xf32> into vector<4x8xf32>
  %2 = vector.insert_strided_slice %0, %y {offsets = [1, 2], strides = [1, 1]} : vector<2x3xf32> into vector<4x8xf32>
  return %1, %2 : vector<4x8xf32>, vector<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @insert_strided_splat(%arg0: f32) -> vector<4x8xf32> {
// CHECK-NEXT: %0 = vector.splat %arg0 : vector<4x8xf32>
// CHECK-NEXT: return %0 : vector<4x8xf32>
func.func @insert_strided_splat(%s: f32) -> vector<4x8xf32> {
  %a = vector.splat %s : vector<2x3xf32>
  %b = vector.splat %s : vector<4x8xf32>
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 1], strides = [1, 1]} : vector<2x3xf32> into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
