// Folders and canonicalization patterns of the vector ops: create_mask of constants,
// cancelling casts and transposes, splat constants, extract chains and extracts of
// broadcasts, single-element reductions, empty vector.mask, from_elements of one value,
// strided slices of constant masks, extractelement at a constant position, empty insert.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

func.func @create_mask() -> (vector<4x3xi1>, vector<4x3xi1>) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %0 = vector.create_mask %c5, %c2 : vector<4x3xi1>
  %1 = vector.create_mask %c2, %c0 : vector<4x3xi1>
  return %0, %1 : vector<4x3xi1>, vector<4x3xi1>
}
func.func @casts(%v: vector<4x3xf32>, %s: f32) -> (vector<4x3xf32>, vector<12xf32>, vector<3x4xf32>, vector<2x6xf32>) {
  %0 = vector.shape_cast %v : vector<4x3xf32> to vector<12xf32>
  %1 = vector.shape_cast %0 : vector<12xf32> to vector<4x3xf32>
  %2 = vector.broadcast %v : vector<4x3xf32> to vector<4x3xf32>
  %3 = vector.bitcast %2 : vector<4x3xf32> to vector<4x3xf32>
  %cst = arith.constant dense<1.0> : vector<12xf32>
  %4 = vector.shape_cast %cst : vector<12xf32> to vector<2x6xf32>
  %5 = vector.transpose %1, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %6 = vector.transpose %5, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %7 = vector.splat %s : vector<3x4xf32>
  %8 = vector.transpose %7, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %9 = vector.transpose %8, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  return %6, %0, %9, %4 : vector<4x3xf32>, vector<12xf32>, vector<3x4xf32>, vector<2x6xf32>
}
func.func @constants() -> (vector<4xi32>, vector<2x4xi32>, i32) {
  %c7 = arith.constant 7 : i32
  %0 = vector.splat %c7 : vector<4xi32>
  %1 = vector.broadcast %0 : vector<4xi32> to vector<2x4xi32>
  %2 = vector.extract %1[1, 2] : i32 from vector<2x4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<2x4xi32>, i32
}
func.func @extracts(%a: f32, %v: vector<4xf32>, %w: vector<2x3x4xf32>) -> (f32, vector<4xf32>, f32) {
  %0 = vector.broadcast %a : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, 3] : f32 from vector<2x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %3 = vector.extract %2[2] : vector<4xf32> from vector<3x4xf32>
  %4 = vector.extract %w[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %5 = vector.extract %4[2, 3] : f32 from vector<3x4xf32>
  return %1, %3, %5 : f32, vector<4xf32>, f32
}
func.func @reductions(%v: vector<1xf32>, %acc: f32, %w: vector<4xf32>, %a2: vector<4xf32>) -> (f32, f32, vector<4xf32>) {
  %0 = vector.reduction <add>, %v : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<1xf32> into f32
  %2 = vector.multi_reduction <add>, %w, %a2 [] : vector<4xf32> to vector<4xf32>
  return %0, %1, %2 : f32, f32, vector<4xf32>
}
func.func @masks(%v: vector<8xf32>, %m: vector<8xi1>, %a: f32) -> (vector<8xf32>, vector<2xf32>) {
  %0 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %1 = vector.from_elements %a, %a : vector<2xf32>
  return %0, %1 : vector<8xf32>, vector<2xf32>
}
func.func @strided(%v: vector<8x16x4xf16>) -> (vector<2x2xi1>, vector<1x1x4xf16>) {
  %m = vector.constant_mask [3, 2] : vector<4x3xi1>
  %0 = vector.extract_strided_slice %m {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x3xi1> to vector<2x2xi1>
  %1 = vector.extract_strided_slice %v {offsets = [5, 7], sizes = [1, 1], strides = [1, 1]} : vector<8x16x4xf16> to vector<1x1x4xf16>
  return %0, %1 : vector<2x2xi1>, vector<1x1x4xf16>
}
func.func @elements(%a: f32, %v: vector<4xf32>, %i: i32) -> (f32, f32, vector<4xf32>, i32) {
  %0 = vector.splat %a : vector<4xf32>
  %1 = vector.extractelement %0[%i : i32] : vector<4xf32>
  %2 = vector.broadcast %a : f32 to vector<8xf32>
  %3 = vector.extractelement %2[%i : i32] : vector<8xf32>
  %4 = vector.insert %v, %v[] : vector<4xf32> into vector<4xf32>
  %c = arith.constant dense<3> : vector<4xi32>
  %c1 = arith.constant 1 : i32
  %5 = vector.extractelement %c[%c1 : i32] : vector<4xi32>
  return %1, %3, %4, %5 : f32, f32, vector<4xf32>, i32
}
func.func @const_pos(%a: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %0 = vector.splat %a : vector<4xf32>
  %1 = vector.extractelement %0[%c2 : index] : vector<4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @create_mask() -> (vector<4x3xi1>, vector<4x3xi1>) {
// CHECK-NEXT: %0 = vector.constant_mask [4, 2] : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.constant_mask [0, 0] : vector<4x3xi1>
// CHECK-NEXT: return %0, %1 : vector<4x3xi1>, vector<4x3xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: vector<4x3xf32>, %arg1: f32) -> (vector<4x3xf32>, vector<12xf32>, vector<3x4xf32>, vector<2x6xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<2x6xf32>
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4x3xf32> to vector<12xf32>
// CHECK-NEXT: %1 = vector.splat %arg1 : vector<3x4xf32>
// CHECK-NEXT: return %arg0, %0, %1, %cst : vector<4x3xf32>, vector<12xf32>, vector<3x4xf32>, vector<2x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants() -> (vector<4xi32>, vector<2x4xi32>, i32) {
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : vector<2x4xi32>
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %cst, %cst_0, %c7_i32 : vector<4xi32>, vector<2x4xi32>, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extracts(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x3x4xf32>) -> (f32, vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg2[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0 : f32, vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reductions(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<4xf32>) -> (f32, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : f32
// CHECK-NEXT: return %0, %2, %arg2 : f32, f32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masks(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: f32) -> (vector<8xf32>, vector<2xf32>) {
// CHECK-NEXT: %0 = vector.splat %arg2 : vector<2xf32>
// CHECK-NEXT: return %arg0, %0 : vector<8xf32>, vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided(%arg0: vector<8x16x4xf16>) -> (vector<2x2xi1>, vector<1x1x4xf16>) {
// CHECK-NEXT: %0 = vector.constant_mask [1, 2] : vector<2x2xi1>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [5, 7], sizes = [1, 1], strides = [1, 1]} : vector<8x16x4xf16> to vector<1x1x4xf16>
// CHECK-NEXT: return %0, %1 : vector<2x2xi1>, vector<1x1x4xf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elements(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32) -> (f32, f32, vector<4xf32>, i32) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = vector.splat %arg0 : vector<4xf32>
// CHECK-NEXT: %1 = vector.extractelement %0[%arg2 : i32] : vector<4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : f32 to vector<8xf32>
// CHECK-NEXT: %3 = vector.extractelement %2[%arg2 : i32] : vector<8xf32>
// CHECK-NEXT: return %1, %3, %arg1, %c3_i32 : f32, f32, vector<4xf32>, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_pos(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
