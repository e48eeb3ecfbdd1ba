// test-vector-transfer-unrolling-patterns: transfers and gathers unrolled to 2x2 tiles,
// in row-major tile order or, with reverse-unroll-order, the innermost dim outermost.
// RUN: rmlir-opt %s -split-input-file -test-vector-transfer-unrolling-patterns | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -test-vector-transfer-unrolling-patterns=reverse-unroll-order | FileCheck %s --check-prefix=REV

func.func @read_write(%m: memref<8x8xi16>, %i: index) {
  %pad = arith.constant 0 : i16
  %v = vector.transfer_read %m[%i, %i], %pad : memref<8x8xi16>, vector<2x4xi16>
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, true]} : vector<2x4xi16>, memref<8x8xi16>
  return
}

// -----

func.func @tensor_write(%t: tensor<4x6xf32>, %v: vector<4x4xf32>) -> tensor<4x6xf32> {
  %c1 = arith.constant 1 : index
  %r = vector.transfer_write %v, %t[%c1, %c1] : vector<4x4xf32>, tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

func.func @transposed_read(%m: memref<4x8xf32>) -> vector<4x2xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 1.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xf32>, vector<4x2xf32>
  return %v : vector<4x2xf32>
}

// -----

func.func @gather(%m: memref<16xi32>, %idx: vector<2x4xindex>, %mask: vector<2x4xi1>, %pass: vector<2x4xi32>) -> vector<2x4xi32> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%c0] [%idx], %mask, %pass : memref<16xi32>, vector<2x4xindex>, vector<2x4xi1>, vector<2x4xi32> into vector<2x4xi32>
  return %g : vector<2x4xi32>
}

// CHECK: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_write(%arg0: memref<8x8xi16>, %arg1: index) {
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %c0_i16 : memref<8x8xi16>, vector<2x2xi16>
// CHECK-NEXT:     %1 = affine.apply #map(%arg1)
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%arg1, %1], %c0_i16 : memref<8x8xi16>, vector<2x2xi16>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[%arg1, %arg1] {in_bounds = [true, true]} : vector<2x2xi16>, memref<8x8xi16>
// CHECK-NEXT:     %3 = affine.apply #map(%arg1)
// CHECK-NEXT:     vector.transfer_write %2, %arg0[%arg1, %3] {in_bounds = [true, true]} : vector<2x2xi16>, memref<8x8xi16>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @tensor_write(%arg0: tensor<4x6xf32>, %arg1: vector<4x4xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// CHECK-NEXT:     %1 = vector.transfer_write %0, %arg0[%c1, %c1] {in_bounds = [true, true]} : vector<2x2xf32>, tensor<4x6xf32>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %arg1 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// CHECK-NEXT:     %3 = vector.transfer_write %2, %1[%c1, %c3] {in_bounds = [true, true]} : vector<2x2xf32>, tensor<4x6xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %arg1 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// CHECK-NEXT:     %5 = vector.transfer_write %4, %3[%c3, %c1] {in_bounds = [false, true]} : vector<2x2xf32>, tensor<4x6xf32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %arg1 {offsets = [2, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// CHECK-NEXT:     %7 = vector.transfer_write %6, %5[%c3, %c3] {in_bounds = [false, true]} : vector<2x2xf32>, tensor<4x6xf32>
// CHECK-NEXT:     return %7 : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transposed_read(%arg0: memref<4x8xf32>) -> vector<4x2xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<4x2xf32>
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true], permutation_map = #map} : memref<4x8xf32>, vector<2x2xf32>
// CHECK-NEXT:     %1 = vector.insert_strided_slice %0, %cst_0 {offsets = [0, 0], strides = [1, 1]} : vector<2x2xf32> into vector<4x2xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%c0, %c2], %cst {in_bounds = [true, true], permutation_map = #map} : memref<4x8xf32>, vector<2x2xf32>
// CHECK-NEXT:     %3 = vector.insert_strided_slice %2, %1 {offsets = [2, 0], strides = [1, 1]} : vector<2x2xf32> into vector<4x2xf32>
// CHECK-NEXT:     return %3 : vector<4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @gather(%arg0: memref<16xi32>, %arg1: vector<2x4xindex>, %arg2: vector<2x4xi1>, %arg3: vector<2x4xi32>) -> vector<2x4xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<2x4xi32>
// CHECK-NEXT:     %0 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xindex> to vector<2x2xindex>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %arg2 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi1> to vector<2x2xi1>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %arg3 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %3 = vector.gather %arg0[%c0] [%0], %1, %2 : memref<16xi32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xi32> into vector<2x2xi32>
// CHECK-NEXT:     %4 = vector.insert_strided_slice %3, %cst {offsets = [0, 0], strides = [1, 1]} : vector<2x2xi32> into vector<2x4xi32>
// CHECK-NEXT:     %5 = vector.extract_strided_slice %arg1 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xindex> to vector<2x2xindex>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %arg2 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi1> to vector<2x2xi1>
// CHECK-NEXT:     %7 = vector.extract_strided_slice %arg3 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi32> to vector<2x2xi32>
// CHECK-NEXT:     %8 = vector.gather %arg0[%c0] [%5], %6, %7 : memref<16xi32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xi32> into vector<2x2xi32>
// CHECK-NEXT:     %9 = vector.insert_strided_slice %8, %4 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xi32> into vector<2x4xi32>
// CHECK-NEXT:     return %9 : vector<2x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// REV: #map = affine_map<(d0) -> (d0 + 2)>
// REV-NEXT: module {
// REV-NEXT:   func.func @read_write(%arg0: memref<8x8xi16>, %arg1: index) {
// REV-NEXT:     %c0_i16 = arith.constant 0 : i16
// REV-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %c0_i16 : memref<8x8xi16>, vector<2x2xi16>
// REV-NEXT:     %1 = affine.apply #map(%arg1)
// REV-NEXT:     %2 = vector.transfer_read %arg0[%arg1, %1], %c0_i16 : memref<8x8xi16>, vector<2x2xi16>
// REV-NEXT:     vector.transfer_write %0, %arg0[%arg1, %arg1] {in_bounds = [true, true]} : vector<2x2xi16>, memref<8x8xi16>
// REV-NEXT:     %3 = affine.apply #map(%arg1)
// REV-NEXT:     vector.transfer_write %2, %arg0[%arg1, %3] {in_bounds = [true, true]} : vector<2x2xi16>, memref<8x8xi16>
// REV-NEXT:     return
// REV-NEXT:   }
// REV-NEXT: }
// REV: module {
// REV-NEXT:   func.func @tensor_write(%arg0: tensor<4x6xf32>, %arg1: vector<4x4xf32>) -> tensor<4x6xf32> {
// REV-NEXT:     %c3 = arith.constant 3 : index
// REV-NEXT:     %c1 = arith.constant 1 : index
// REV-NEXT:     %0 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// REV-NEXT:     %1 = vector.transfer_write %0, %arg0[%c1, %c1] {in_bounds = [true, true]} : vector<2x2xf32>, tensor<4x6xf32>
// REV-NEXT:     %2 = vector.extract_strided_slice %arg1 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// REV-NEXT:     %3 = vector.transfer_write %2, %1[%c3, %c1] {in_bounds = [false, true]} : vector<2x2xf32>, tensor<4x6xf32>
// REV-NEXT:     %4 = vector.extract_strided_slice %arg1 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// REV-NEXT:     %5 = vector.transfer_write %4, %3[%c1, %c3] {in_bounds = [true, true]} : vector<2x2xf32>, tensor<4x6xf32>
// REV-NEXT:     %6 = vector.extract_strided_slice %arg1 {offsets = [2, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
// REV-NEXT:     %7 = vector.transfer_write %6, %5[%c3, %c3] {in_bounds = [false, true]} : vector<2x2xf32>, tensor<4x6xf32>
// REV-NEXT:     return %7 : tensor<4x6xf32>
// REV-NEXT:   }
// REV-NEXT: }
// REV: #map = affine_map<(d0, d1) -> (d1, d0)>
// REV-NEXT: module {
// REV-NEXT:   func.func @transposed_read(%arg0: memref<4x8xf32>) -> vector<4x2xf32> {
// REV-NEXT:     %c2 = arith.constant 2 : index
// REV-NEXT:     %c0 = arith.constant 0 : index
// REV-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// REV-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<4x2xf32>
// REV-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true], permutation_map = #map} : memref<4x8xf32>, vector<2x2xf32>
// REV-NEXT:     %1 = vector.insert_strided_slice %0, %cst_0 {offsets = [0, 0], strides = [1, 1]} : vector<2x2xf32> into vector<4x2xf32>
// REV-NEXT:     %2 = vector.transfer_read %arg0[%c0, %c2], %cst {in_bounds = [true, true], permutation_map = #map} : memref<4x8xf32>, vector<2x2xf32>
// REV-NEXT:     %3 = vector.insert_strided_slice %2, %1 {offsets = [2, 0], strides = [1, 1]} : vector<2x2xf32> into vector<4x2xf32>
// REV-NEXT:     return %3 : vector<4x2xf32>
// REV-NEXT:   }
// REV-NEXT: }
// REV: module {
// REV-NEXT:   func.func @gather(%arg0: memref<16xi32>, %arg1: vector<2x4xindex>, %arg2: vector<2x4xi1>, %arg3: vector<2x4xi32>) -> vector<2x4xi32> {
// REV-NEXT:     %c0 = arith.constant 0 : index
// REV-NEXT:     %cst = arith.constant dense<0> : vector<2x4xi32>
// REV-NEXT:     %0 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xindex> to vector<2x2xindex>
// REV-NEXT:     %1 = vector.extract_strided_slice %arg2 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi1> to vector<2x2xi1>
// REV-NEXT:     %2 = vector.extract_strided_slice %arg3 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi32> to vector<2x2xi32>
// REV-NEXT:     %3 = vector.gather %arg0[%c0] [%0], %1, %2 : memref<16xi32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xi32> into vector<2x2xi32>
// REV-NEXT:     %4 = vector.insert_strided_slice %3, %cst {offsets = [0, 0], strides = [1, 1]} : vector<2x2xi32> into vector<2x4xi32>
// REV-NEXT:     %5 = vector.extract_strided_slice %arg1 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xindex> to vector<2x2xindex>
// REV-NEXT:     %6 = vector.extract_strided_slice %arg2 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi1> to vector<2x2xi1>
// REV-NEXT:     %7 = vector.extract_strided_slice %arg3 {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi32> to vector<2x2xi32>
// REV-NEXT:     %8 = vector.gather %arg0[%c0] [%5], %6, %7 : memref<16xi32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xi32> into vector<2x2xi32>
// REV-NEXT:     %9 = vector.insert_strided_slice %8, %4 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xi32> into vector<2x4xi32>
// REV-NEXT:     return %9 : vector<2x4xi32>
// REV-NEXT:   }
// REV-NEXT: }
