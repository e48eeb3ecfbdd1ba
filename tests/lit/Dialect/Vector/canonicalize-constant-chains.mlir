// Non-splat constant folding of extract/insert/extract_strided_slice, and extract folds
// through insert/transpose chains, shape_cast, strided slices, broadcasts.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @cst_extract() -> (i16, vector<2xi16>, vector<2xf32>) {
// CHECK-NEXT: %c10_i16 = arith.constant 10 : i16
// CHECK-NEXT: %cst = arith.constant dense<[7, 8]> : vector<2xi16>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.500000e+00> : vector<2xf32>
// CHECK-NEXT: return %c10_i16, %cst, %cst_0 : i16, vector<2xi16>, vector<2xf32>
func.func @cst_extract() -> (i16, vector<2xi16>, vector<2xf32>) {
  %c = arith.constant dense<[[5, 6], [7, 8], [9, 10]]> : vector<3x2xi16>
  %a = vector.extract %c[2, 1] : i16 from vector<3x2xi16>
  %b = vector.extract %c[1] : vector<2xi16> from vector<3x2xi16>
  %f = arith.constant dense<[[1.5, 1.5], [2.5, 3.5]]> : vector<2x2xf32>
  %g = vector.extract %f[0] : vector<2xf32> from vector<2x2xf32>
  return %a, %b, %g : i16, vector<2xi16>, vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @cst_insert() -> (vector<2x3xi8>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2, 3], [7, 8, 9]]> : vector<2x3xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 2.000000e+00]> : vector<4xf32>
// CHECK-NEXT: return %cst, %cst_0 : vector<2x3xi8>, vector<4xf32>
func.func @cst_insert() -> (vector<2x3xi8>, vector<4xf32>) {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi8>
  %s = arith.constant dense<[7, 8, 9]> : vector<3xi8>
  %r = vector.insert %s, %c [1] : vector<3xi8> into vector<2x3xi8>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %o = arith.constant 2.0 : f32
  %q = vector.insert %o, %z [3] : f32 into vector<4xf32>
  return %r, %q : vector<2x3xi8>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @cst_strided() -> vector<2x1xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}6], [9]]> : vector<2x1xi32>
// CHECK-NEXT: return %cst : vector<2x1xi32>
func.func @cst_strided() -> vector<2x1xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi32>
  %r = vector.extract_strided_slice %c {offsets = [1, 2], sizes = [2, 1], strides = [1, 1]} : vector<3x3xi32> to vector<2x1xi32>
  return %r : vector<2x1xi32>
}

// -----

// CHECK-LABEL: func.func @insert_chain(%arg0: vector<3x4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: f32) -> (vector<4xf32>, vector<4xf32>, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[3] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg1, %0, %1, %arg3 : vector<4xf32>, vector<4xf32>, f32, f32
func.func @insert_chain(%v: vector<3x4xf32>, %a: vector<4xf32>, %b: vector<4xf32>, %s: f32) -> (vector<4xf32>, vector<4xf32>, f32, f32) {
  %0 = vector.insert %a, %v [0] : vector<4xf32> into vector<3x4xf32>
  %1 = vector.insert %b, %0 [2] : vector<4xf32> into vector<3x4xf32>
  %2 = vector.extract %1[0] : vector<4xf32> from vector<3x4xf32>
  %3 = vector.extract %1[1] : vector<4xf32> from vector<3x4xf32>
  %4 = vector.extract %1[2, 3] : f32 from vector<3x4xf32>
  %5 = vector.insert %s, %1 [1, 1] : f32 into vector<3x4xf32>
  %6 = vector.extract %5[1, 1] : f32 from vector<3x4xf32>
  return %2, %3, %4, %6 : vector<4xf32>, vector<4xf32>, f32, f32
}

// -----

// CHECK-LABEL: func.func @through_transpose(%arg0: vector<2x5x6xf32>) -> (vector<2xf32>, f32) {
// CHECK-NEXT: %0 = vector.transpose %arg0, [2, 1, 0] : vector<2x5x6xf32> to vector<6x5x2xf32>
// CHECK-NEXT: %1 = vector.extract %0[3, 4] : vector<2xf32> from vector<6x5x2xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[1, 4, 3] : f32 from vector<2x5x6xf32>
// CHECK-NEXT: return %1, %2 : vector<2xf32>, f32
func.func @through_transpose(%v: vector<2x5x6xf32>) -> (vector<2xf32>, f32) {
  %t = vector.transpose %v, [2, 1, 0] : vector<2x5x6xf32> to vector<6x5x2xf32>
  %a = vector.extract %t[3, 4] : vector<2xf32> from vector<6x5x2xf32>
  %b = vector.extract %t[3, 4, 1] : f32 from vector<6x5x2xf32>
  return %a, %b : vector<2xf32>, f32
}

// -----

// CHECK-LABEL: func.func @through_shape_cast(%arg0: vector<2x3x4xf32>) -> (f32, vector<4xf32>, vector<6x4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 1, 2] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %2 = vector.shape_cast %arg0 : vector<2x3x4xf32> to vector<6x4xf32>
// CHECK-NEXT: return %0, %1, %2 : f32, vector<4xf32>, vector<6x4xf32>
func.func @through_shape_cast(%v: vector<2x3x4xf32>) -> (f32, vector<4xf32>, vector<6x4xf32>) {
  %s = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %a = vector.extract %s[4, 2] : f32 from vector<6x4xf32>
  %b = vector.extract %s[5] : vector<4xf32> from vector<6x4xf32>
  %c = vector.shape_cast %v : vector<2x3x4xf32> to vector<1x6x4xf32>
  %d = vector.extract %c[0] : vector<6x4xf32> from vector<1x6x4xf32>
  return %a, %b, %d : f32, vector<4xf32>, vector<6x4xf32>
}

// -----

// CHECK-LABEL: func.func @through_strided(%arg0: vector<8x4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<8x4xf32>) -> (vector<4xf32>, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[4] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %arg1, %arg2 {offsets = [5, 0], strides = [1, 1]} : vector<2x4xf32> into vector<8x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg1[1, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT: %3 = vector.extract %1[1, 2] : f32 from vector<8x4xf32>
// CHECK-NEXT: return %0, %2, %3 : vector<4xf32>, f32, f32
func.func @through_strided(%v: vector<8x4xf32>, %w: vector<2x4xf32>, %u: vector<8x4xf32>) -> (vector<4xf32>, f32, f32) {
  %s = vector.extract_strided_slice %v {offsets = [3], sizes = [4], strides = [1]} : vector<8x4xf32> to vector<4x4xf32>
  %a = vector.extract %s[1] : vector<4xf32> from vector<4x4xf32>
  %i = vector.insert_strided_slice %w, %u {offsets = [5, 0], strides = [1, 1]} : vector<2x4xf32> into vector<8x4xf32>
  %b = vector.extract %i[6, 2] : f32 from vector<8x4xf32>
  %c = vector.extract %i[1, 2] : f32 from vector<8x4xf32>
  return %a, %b, %c : vector<4xf32>, f32, f32
}

// -----

// CHECK-LABEL: func.func @from_broadcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<f32>) -> (vector<4xf32>, vector<3x4xf32>, f32) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.extractelement %arg2[] : vector<f32>
// CHECK-NEXT: return %0, %1, %2 : vector<4xf32>, vector<3x4xf32>, f32
func.func @from_broadcast(%s: f32, %v: vector<4xf32>, %z: vector<f32>) -> (vector<4xf32>, vector<3x4xf32>, f32) {
  %b = vector.broadcast %s : f32 to vector<2x3x4xf32>
  %a = vector.extract %b[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<5x3x4xf32>
  %d = vector.extract %c[0] : vector<3x4xf32> from vector<5x3x4xf32>
  %e = vector.broadcast %z : vector<f32> to vector<2x2xf32>
  %f = vector.extract %e[1, 1] : f32 from vector<2x2xf32>
  return %a, %d, %f : vector<4xf32>, vector<3x4xf32>, f32
}
