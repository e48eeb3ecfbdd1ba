// Scalar extracts of transfer reads become loads; one-element transfer writes become stores.
// RUN: rmlir-opt %s -split-input-file -test-scalar-vector-transfer-lowering | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -test-scalar-vector-transfer-lowering=allow-multiple-uses | FileCheck %s --check-prefix=MULTI

func.func @read_extract(%m: memref<8x16xi32>, %i: index, %j: index) -> i32 {
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, true]} : memref<8x16xi32>, vector<2x4xi32>
  %e = vector.extract %v[1, 3] : i32 from vector<2x4xi32>
  return %e : i32
}

// -----

func.func @read_extractelement(%t: tensor<32xf16>, %i: index, %k: index) -> f16 {
  %pad = arith.constant 0.0 : f16
  %v = vector.transfer_read %t[%i], %pad {in_bounds = [true]} : tensor<32xf16>, vector<8xf16>
  %e = vector.extractelement %v[%k : index] : vector<8xf16>
  return %e : f16
}

// -----

func.func @out_of_bounds_read_kept(%m: memref<?xf32>, %i: index) -> f32 {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32>
  %e = vector.extract %v[2] : f32 from vector<4xf32>
  return %e : f32
}

// -----

func.func @two_extracts(%m: memref<16xf32>, %i: index) -> (f32, f32) {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<16xf32>, vector<4xf32>
  %a = vector.extract %v[0] : f32 from vector<4xf32>
  %b = vector.extract %v[3] : f32 from vector<4xf32>
  return %a, %b : f32, f32
}

// -----

func.func @writes(%m: memref<4x4xi8>, %t: tensor<4xi8>, %x: i8, %i: index) -> tensor<4xi8> {
  %v = vector.broadcast %x : i8 to vector<1x1xi8>
  vector.transfer_write %v, %m[%i, %i] : vector<1x1xi8>, memref<4x4xi8>
  %w = vector.broadcast %x : i8 to vector<1xi8>
  %r = vector.transfer_write %w, %t[%i] : vector<1xi8>, tensor<4xi8>
  %big = vector.broadcast %x : i8 to vector<2xi8>
  vector.transfer_write %big, %m[%i, %i] : vector<2xi8>, memref<4x4xi8>
  return %r : tensor<4xi8>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_extract(%arg0: memref<8x16xi32>, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT:     %2 = memref.load %arg0[%0, %1] : memref<8x16xi32>
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_extractelement(%arg0: tensor<32xf16>, %arg1: index, %arg2: index) -> f16 {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%0] : tensor<32xf16>
// CHECK-NEXT:     return %extracted : f16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @out_of_bounds_read_kept(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.extract %0[2] : f32 from vector<4xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @two_extracts(%arg0: memref<16xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %cst {in_bounds = [true]} : memref<16xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.extract %0[0] : f32 from vector<4xf32>
// CHECK-NEXT:     %2 = vector.extract %0[3] : f32 from vector<4xf32>
// CHECK-NEXT:     return %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @writes(%arg0: memref<4x4xi8>, %arg1: tensor<4xi8>, %arg2: i8, %arg3: index) -> tensor<4xi8> {
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg3, %arg3] : memref<4x4xi8>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%arg3] : tensor<4xi8>
// CHECK-NEXT:     %0 = vector.broadcast %arg2 : i8 to vector<2xi8>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[%arg3, %arg3] : vector<2xi8>, memref<4x4xi8>
// CHECK-NEXT:     return %inserted : tensor<4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// MULTI: #map = affine_map<()[s0] -> (s0 + 1)>
// MULTI-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// MULTI-NEXT: module {
// MULTI-NEXT:   func.func @read_extract(%arg0: memref<8x16xi32>, %arg1: index, %arg2: index) -> i32 {
// MULTI-NEXT:     %0 = affine.apply #map()[%arg1]
// MULTI-NEXT:     %1 = affine.apply #map1()[%arg2]
// MULTI-NEXT:     %2 = memref.load %arg0[%0, %1] : memref<8x16xi32>
// MULTI-NEXT:     return %2 : i32
// MULTI-NEXT:   }
// MULTI-NEXT: }
// MULTI: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// MULTI-NEXT: module {
// MULTI-NEXT:   func.func @read_extractelement(%arg0: tensor<32xf16>, %arg1: index, %arg2: index) -> f16 {
// MULTI-NEXT:     %0 = affine.apply #map()[%arg1, %arg2]
// MULTI-NEXT:     %extracted = tensor.extract %arg0[%0] : tensor<32xf16>
// MULTI-NEXT:     return %extracted : f16
// MULTI-NEXT:   }
// MULTI-NEXT: }
// MULTI: module {
// MULTI-NEXT:   func.func @out_of_bounds_read_kept(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// MULTI-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// MULTI-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<4xf32>
// MULTI-NEXT:     %1 = vector.extract %0[2] : f32 from vector<4xf32>
// MULTI-NEXT:     return %1 : f32
// MULTI-NEXT:   }
// MULTI-NEXT: }
// MULTI: #map = affine_map<()[s0] -> (s0 + 3)>
// MULTI-NEXT: module {
// MULTI-NEXT:   func.func @two_extracts(%arg0: memref<16xf32>, %arg1: index) -> (f32, f32) {
// MULTI-NEXT:     %0 = memref.load %arg0[%arg1] : memref<16xf32>
// MULTI-NEXT:     %1 = affine.apply #map()[%arg1]
// MULTI-NEXT:     %2 = memref.load %arg0[%1] : memref<16xf32>
// MULTI-NEXT:     return %0, %2 : f32, f32
// MULTI-NEXT:   }
// MULTI-NEXT: }
// MULTI: module {
// MULTI-NEXT:   func.func @writes(%arg0: memref<4x4xi8>, %arg1: tensor<4xi8>, %arg2: i8, %arg3: index) -> tensor<4xi8> {
// MULTI-NEXT:     memref.store %arg2, %arg0[%arg3, %arg3] : memref<4x4xi8>
// MULTI-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%arg3] : tensor<4xi8>
// MULTI-NEXT:     %0 = vector.broadcast %arg2 : i8 to vector<2xi8>
// MULTI-NEXT:     vector.transfer_write %0, %arg0[%arg3, %arg3] : vector<2xi8>, memref<4x4xi8>
// MULTI-NEXT:     return %inserted : tensor<4xi8>
// MULTI-NEXT:   }
// MULTI-NEXT: }
