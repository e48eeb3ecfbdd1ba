// test-vector-transfer-collapse-inner-most-dims: minor-identity transfers whose innermost
// dims are unit (with unit stride, in bounds, not scalable) go through a rank-reducing
// memref.subview and a vector.shape_cast.
// RUN: rmlir-opt %s -split-input-file -test-vector-transfer-collapse-inner-most-dims | FileCheck %s

func.func @read_dyn(%i: index, %j: index, %m: memref<?x?x8x1xf32>) -> vector<8x1xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j, %c0, %c0], %pad {in_bounds = [true, true]} : memref<?x?x8x1xf32>, vector<8x1xf32>
  return %v : vector<8x1xf32>
}

// CHECK-LABEL: func.func @read_dyn(%arg0: index, %arg1: index, %arg2: memref<?x?x8x1xf32>) -> vector<8x1xf32> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %dim = memref.dim %arg2, %c0 : memref<?x?x8x1xf32>
// CHECK-NEXT:   %dim_0 = memref.dim %arg2, %c1 : memref<?x?x8x1xf32>
// CHECK-NEXT:   %subview = memref.subview %arg2[0, 0, 0, 0] [%dim, %dim_0, 8, 1] [1, 1, 1, 1] : memref<?x?x8x1xf32> to memref<?x?x8xf32, strided<[?, 8, 1]>>
// CHECK-NEXT:   %0 = vector.transfer_read %subview[%arg0, %arg1, %c0], %cst {in_bounds = [true]} : memref<?x?x8xf32, strided<[?, 8, 1]>>, vector<8xf32>
// CHECK-NEXT:   %1 = vector.shape_cast %0 : vector<8xf32> to vector<8x1xf32>
// CHECK-NEXT:   return %1 : vector<8x1xf32>
// CHECK-NEXT: }

// -----

func.func @write(%dest: memref<1x512x16x1x1xf32>, %v: vector<1x16x16x1x1xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %dest[%c0, %i, %c0, %c0, %c0] {in_bounds = [true, true, true, true, true]} : vector<1x16x16x1x1xf32>, memref<1x512x16x1x1xf32>
  return
}

// CHECK-LABEL: func.func @write(%arg0: memref<1x512x16x1x1xf32>, %arg1: vector<1x16x16x1x1xf32>, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 0, 0, 0, 0] [1, 512, 16, 1, 1] [1, 1, 1, 1, 1] : memref<1x512x16x1x1xf32> to memref<1x512x16xf32, strided<[8192, 16, 1]>>
// CHECK-NEXT:   %0 = vector.shape_cast %arg1 : vector<1x16x16x1x1xf32> to vector<1x16x16xf32>
// CHECK-NEXT:   vector.transfer_write %0, %subview[%c0, %arg2, %c0] {in_bounds = [true, true, true]} : vector<1x16x16xf32>, memref<1x512x16xf32, strided<[8192, 16, 1]>>
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

func.func @not_in_bounds(%src: memref<16x1xf32>, %i: index) -> vector<8x1xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %src[%i, %i], %pad {in_bounds = [true, false]} : memref<16x1xf32>, vector<8x1xf32>
  return %v : vector<8x1xf32>
}

// CHECK-LABEL: func.func @not_in_bounds(%arg0: memref<16x1xf32>, %arg1: index) -> vector<8x1xf32> {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true, false]} : memref<16x1xf32>, vector<8x1xf32>
// CHECK-NEXT:   return %0 : vector<8x1xf32>
// CHECK-NEXT: }

// -----

func.func @scalable_unit(%src: memref<4x1xf32>, %v: vector<4x[1]xf32>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %src[%c0, %c0] {in_bounds = [true, true]} : vector<4x[1]xf32>, memref<4x1xf32>
  return
}

// CHECK-LABEL: func.func @scalable_unit(%arg0: memref<4x1xf32>, %arg1: vector<4x[1]xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   vector.transfer_write %arg1, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<4x[1]xf32>, memref<4x1xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

func.func @strided(%src: memref<16x1xf32, strided<[4, 2]>>) -> vector<16x1xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %src[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x1xf32, strided<[4, 2]>>, vector<16x1xf32>
  return %v : vector<16x1xf32>
}

// CHECK-LABEL: func.func @strided(%arg0: memref<16x1xf32, strided<[4, 2]>>) -> vector<16x1xf32> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x1xf32, strided<[4, 2]>>, vector<16x1xf32>
// CHECK-NEXT:   return %0 : vector<16x1xf32>
// CHECK-NEXT: }
