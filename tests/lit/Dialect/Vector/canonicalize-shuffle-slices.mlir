// vector.shuffle folds (identity shuffles of either operand, 1-D constants) and
// extract_strided_slice of broadcasts and splats.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @shuffles(%arg0: vector<3xf32>, %arg1: vector<2xf32>) -> (vector<3xf32>, vector<2xf32>, vector<3xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<[7, 1, 5]> : vector<3xi8>
// CHECK-NEXT: return %arg0, %arg1, %cst : vector<3xf32>, vector<2xf32>, vector<3xi8>
func.func @shuffles(%a: vector<3xf32>, %b: vector<2xf32>) -> (vector<3xf32>, vector<2xf32>, vector<3xi8>) {
  %0 = vector.shuffle %a, %b [0, 1, 2] : vector<3xf32>, vector<2xf32>
  %1 = vector.shuffle %a, %b [3, 4] : vector<3xf32>, vector<2xf32>
  %c = arith.constant dense<[1, 2]> : vector<2xi8>
  %d = arith.constant dense<[5, 6, 7]> : vector<3xi8>
  %2 = vector.shuffle %c, %d [4, 0, 2] : vector<2xi8>, vector<3xi8>
  return %0, %1, %2 : vector<3xf32>, vector<2xf32>, vector<3xi8>
}

// -----

// CHECK-LABEL: func.func @slice_of_broadcast(%arg0: vector<6xf32>, %arg1: vector<1x1xf32>, %arg2: i32) -> (vector<2x6xf32>, vector<3x4xf32>, vector<2x3xf32>, vector<2x3xi32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<6xf32> to vector<2x6xf32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [4], strides = [1]} : vector<6xf32> to vector<4xf32>
// CHECK-NEXT: %2 = vector.broadcast %1 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : vector<1x1xf32> to vector<2x3xf32>
// CHECK-NEXT: %4 = vector.splat %arg2 : vector<2x3xi32>
// CHECK-NEXT: return %0, %2, %3, %4 : vector<2x6xf32>, vector<3x4xf32>, vector<2x3xf32>, vector<2x3xi32>
func.func @slice_of_broadcast(%v: vector<6xf32>, %w: vector<1x1xf32>, %s: i32) -> (vector<2x6xf32>, vector<3x4xf32>, vector<2x3xf32>, vector<2x3xi32>) {
  %b = vector.broadcast %v : vector<6xf32> to vector<5x6xf32>
  %0 = vector.extract_strided_slice %b {offsets = [1, 0], sizes = [2, 6], strides = [1, 1]} : vector<5x6xf32> to vector<2x6xf32>
  %1 = vector.extract_strided_slice %b {offsets = [0, 2], sizes = [3, 4], strides = [1, 1]} : vector<5x6xf32> to vector<3x4xf32>
  %c = vector.broadcast %w : vector<1x1xf32> to vector<4x4xf32>
  %2 = vector.extract_strided_slice %c {offsets = [1, 1], sizes = [2, 3], strides = [1, 1]} : vector<4x4xf32> to vector<2x3xf32>
  %d = vector.splat %s : vector<4x4xi32>
  %3 = vector.extract_strided_slice %d {offsets = [2, 0], sizes = [2, 3], strides = [1, 1]} : vector<4x4xi32> to vector<2x3xi32>
  return %0, %1, %2, %3 : vector<2x6xf32>, vector<3x4xf32>, vector<2x3xf32>, vector<2x3xi32>
}
