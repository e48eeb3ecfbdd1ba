// Round trip of the vector dialect's casts, element ops, strided slices, scalable
// insert/extract, flattened matrix ops and reshape, in upstream's custom assembly.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s

func.func @casts(%v: vector<4x6xf32>, %s: f32, %m: memref<3x4xf32>, %b: vector<2xf64>) {
  %0 = vector.bitcast %v : vector<4x6xf32> to vector<4x12xi16>
  %1 = vector.broadcast %s : f32 to vector<3x[4]xf32>
  %2 = vector.broadcast %b : vector<2xf64> to vector<5x2xf64>
  %3 = vector.shape_cast %v : vector<4x6xf32> to vector<2x2x6xf32>
  %4 = vector.transpose %v, [1, 0] : vector<4x6xf32> to vector<6x4xf32>
  %5 = vector.type_cast %m : memref<3x4xf32> to memref<vector<3x4xf32>>
  %6 = vector.splat %s : vector<8xf32>
  %7 = vector.step : vector<[4]xindex>
  %8 = vector.vscale
  %9 = vector.fma %v, %v, %v : vector<4x6xf32>
  return
}
func.func @elements(%a: f32, %b: f32, %v: vector<4xf32>, %w: vector<2x4xf32>, %i: i32) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.from_elements %a : vector<f32>
  %2 = vector.extractelement %v[%i : i32] : vector<4xf32>
  %3 = vector.extractelement %1[] : vector<f32>
  %4 = vector.insertelement %a, %v[%i : i32] : vector<4xf32>
  %5 = vector.shuffle %v, %v [0, 7, 2] : vector<4xf32>, vector<4xf32>
  %6 = vector.shuffle %w, %w [3, 0] : vector<2x4xf32>, vector<2x4xf32>
  %7 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %8, %9 = vector.deinterleave %w : vector<2x4xf32> -> vector<2x2xf32>
  %10 = vector.extract_strided_slice %w {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  %11 = vector.insert_strided_slice %10, %w {offsets = [0, 2], strides = [1, 1]} : vector<1x2xf32> into vector<2x4xf32>
  return
}
func.func @scalable(%s: vector<[8]xf32>, %f: vector<4xf32>, %m: vector<16xf32>, %c: index, %r: vector<3x4xf32>) {
  %0 = vector.scalable.extract %s[4] : vector<4xf32> from vector<[8]xf32>
  %1 = vector.scalable.insert %f, %s[0] : vector<4xf32> into vector<[8]xf32>
  %2 = vector.matrix_multiply %m, %m {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %3 = vector.flat_transpose %m {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> -> vector<16xf32>
  %4 = vector.reshape %r, [%c], [%c, %c], [4] : vector<3x4xf32> to vector<2x3x4xf32>
  return
}

// CHECK-LABEL: func.func @casts(%arg0: vector<4x6xf32>, %arg1: f32, %arg2: memref<3x4xf32>, %arg3: vector<2xf64>) {
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<4x6xf32> to vector<4x12xi16>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : f32 to vector<3x[4]xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg3 : vector<2xf64> to vector<5x2xf64>
// CHECK-NEXT: %3 = vector.shape_cast %arg0 : vector<4x6xf32> to vector<2x2x6xf32>
// CHECK-NEXT: %4 = vector.transpose %arg0, [1, 0] : vector<4x6xf32> to vector<6x4xf32>
// CHECK-NEXT: %5 = vector.type_cast %arg2 : memref<3x4xf32> to memref<vector<3x4xf32>>
// CHECK-NEXT: %6 = vector.splat %arg1 : vector<8xf32>
// CHECK-NEXT: %7 = vector.step : vector<[4]xindex>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %8 = vector.fma %arg0, %arg0, %arg0 : vector<4x6xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elements(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<2x4xf32>, %arg4: i32) {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT: %1 = vector.from_elements %arg0 : vector<f32>
// CHECK-NEXT: %2 = vector.extractelement %arg2[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT: %3 = vector.extractelement %1[] : vector<f32>
// CHECK-NEXT: %4 = vector.insertelement %arg0, %arg2[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT: %5 = vector.shuffle %arg2, %arg2 [0, 7, 2] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %6 = vector.shuffle %arg3, %arg3 [3, 0] : vector<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %7 = vector.interleave %arg2, %arg2 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg3 : vector<2x4xf32> -> vector<2x2xf32>
// CHECK-NEXT: %8 = vector.extract_strided_slice %arg3 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
// CHECK-NEXT: %9 = vector.insert_strided_slice %8, %arg3 {offsets = [0, 2], strides = [1, 1]} : vector<1x2xf32> into vector<2x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalable(%arg0: vector<[8]xf32>, %arg1: vector<4xf32>, %arg2: vector<16xf32>, %arg3: index, %arg4: vector<3x4xf32>) {
// CHECK-NEXT: %0 = vector.scalable.extract %arg0[4] : vector<4xf32> from vector<[8]xf32>
// CHECK-NEXT: %1 = vector.scalable.insert %arg1, %arg0[0] : vector<4xf32> into vector<[8]xf32>
// CHECK-NEXT: %2 = vector.matrix_multiply %arg2, %arg2 {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// CHECK-NEXT: %3 = vector.flat_transpose %arg2 {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> -> vector<16xf32>
// CHECK-NEXT: %4 = vector.reshape %arg4, [%arg3], [%arg3, %arg3], [4] : vector<3x4xf32> to vector<2x3x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
