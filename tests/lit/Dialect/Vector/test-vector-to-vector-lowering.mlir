// test-vector-to-vector-lowering: leading unit dims cast away from strided slices, inserts,
// transfers (with masks), constant masks, elementwise ops and contractions; masked
// gather/scatter/expandload/compressstore with constant masks folded.
// RUN: rmlir-opt %s -split-input-file -test-vector-to-vector-lowering | FileCheck %s

func.func @slices(%a: vector<1x4x6xi32>, %b: vector<1x2xi32>, %c: vector<1x1x4x2xi32>) -> (vector<1x2x6xi32>, vector<1x1x4x2xi32>) {
  %0 = vector.extract_strided_slice %a {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<1x4x6xi32> to vector<1x2x6xi32>
  %1 = vector.insert_strided_slice %b, %c {offsets = [0, 0, 2, 0], strides = [1, 1]} : vector<1x2xi32> into vector<1x1x4x2xi32>
  return %0, %1 : vector<1x2x6xi32>, vector<1x1x4x2xi32>
}

// -----

func.func @inserts(%s: i8, %v: vector<1x3xi8>, %d: vector<1x1x3xi8>, %e: vector<2x1x3xi8>) -> (vector<1x1x3xi8>, vector<1x1x3xi8>, vector<2x1x3xi8>) {
  %0 = vector.insert %s, %d [0, 0, 1] : i8 into vector<1x1x3xi8>
  %1 = vector.insert %v, %d [0] : vector<1x3xi8> into vector<1x1x3xi8>
  %2 = vector.insert %v, %e [1] : vector<1x3xi8> into vector<2x1x3xi8>
  return %0, %1, %2 : vector<1x1x3xi8>, vector<1x1x3xi8>, vector<2x1x3xi8>
}

// -----

func.func @transfers(%m: memref<1x2x8xf32>, %t: tensor<1x8xf32>, %mask: vector<1x8xi1>, %v: vector<1x1x8xf32>) -> tensor<1x8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.5 : f32
  %0 = vector.transfer_read %m[%c0, %c0, %c0], %pad, %mask {in_bounds = [true, false]} : memref<1x2x8xf32>, vector<1x8xf32>
  vector.transfer_write %v, %m[%c0, %c0, %c0] : vector<1x1x8xf32>, memref<1x2x8xf32>
  %1 = vector.transfer_write %0, %t[%c0, %c0], %mask : vector<1x8xf32>, tensor<1x8xf32>
  return %1 : tensor<1x8xf32>
}

// -----

func.func @masks_and_elementwise(%a: vector<1x1x4xf32>, %b: vector<1x1x4xf32>, %c: vector<1x1x4xi1>) -> (vector<1x2x4xi1>, vector<1x1x4xf32>, vector<1x1x4xf32>) {
  %m = vector.constant_mask [1, 2, 3] : vector<1x2x4xi1>
  %0 = arith.subf %a, %b : vector<1x1x4xf32>
  %1 = arith.select %c, %0, %b : vector<1x1x4xi1>, vector<1x1x4xf32>
  return %m, %0, %1 : vector<1x2x4xi1>, vector<1x1x4xf32>, vector<1x1x4xf32>
}

// -----

#lhs = affine_map<(b, m, n, k) -> (b, m, k)>
#rhs = affine_map<(b, m, n, k) -> (b, k, n)>
#acc = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @contract(%a: vector<1x2x3xf32>, %b: vector<1x3x4xf32>, %c: vector<1x2x4xf32>) -> vector<1x2x4xf32> {
  %0 = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<1x2x3xf32>, vector<1x3x4xf32> into vector<1x2x4xf32>
  return %0 : vector<1x2x4xf32>
}

// -----

#lhs = affine_map<(m, n, k) -> (k, m)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @contract_transposed(%a: vector<3x1xi32>, %b: vector<3x5xi32>, %c: vector<1x5xi32>, %mask: vector<1x5x3xi1>) -> vector<1x5xi32> {
  %0 = vector.mask %mask { vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x1xi32>, vector<3x5xi32> into vector<1x5xi32> } : vector<1x5x3xi1> -> vector<1x5xi32>
  return %0 : vector<1x5xi32>
}

// -----

func.func @constant_masked_memory(%m: memref<8xf16>, %idx: vector<4xindex>, %v: vector<4xf16>) -> (vector<4xf16>, vector<4xf16>) {
  %c0 = arith.constant 0 : index
  %none = vector.constant_mask [0] : vector<4xi1>
  %all = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.gather %m[%c0] [%idx], %none, %v : memref<8xf16>, vector<4xindex>, vector<4xi1>, vector<4xf16> into vector<4xf16>
  vector.scatter %m[%c0] [%idx], %none, %v : memref<8xf16>, vector<4xindex>, vector<4xi1>, vector<4xf16>
  %1 = vector.expandload %m[%c0], %all, %v : memref<8xf16>, vector<4xi1>, vector<4xf16> into vector<4xf16>
  vector.compressstore %m[%c0], %all, %v : memref<8xf16>, vector<4xi1>, vector<4xf16>
  vector.compressstore %m[%c0], %none, %v : memref<8xf16>, vector<4xi1>, vector<4xf16>
  return %0, %1 : vector<4xf16>, vector<4xf16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @slices(%arg0: vector<1x4x6xi32>, %arg1: vector<1x2xi32>, %arg2: vector<1x1x4x2xi32>) -> (vector<1x2x6xi32>, vector<1x1x4x2xi32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : vector<4x6xi32> from vector<1x4x6xi32>
// CHECK-NEXT:     %1 = vector.extract_strided_slice %0 {offsets = [1], sizes = [2], strides = [1]} : vector<4x6xi32> to vector<2x6xi32>
// CHECK-NEXT:     %2 = vector.broadcast %1 : vector<2x6xi32> to vector<1x2x6xi32>
// CHECK-NEXT:     %3 = vector.extract %arg1[0] : vector<2xi32> from vector<1x2xi32>
// CHECK-NEXT:     %4 = vector.extract %arg2[0, 0] : vector<4x2xi32> from vector<1x1x4x2xi32>
// CHECK-NEXT:     %5 = vector.insert_strided_slice %3, %4 {offsets = [2, 0], strides = [1]} : vector<2xi32> into vector<4x2xi32>
// CHECK-NEXT:     %6 = vector.broadcast %5 : vector<4x2xi32> to vector<1x1x4x2xi32>
// CHECK-NEXT:     return %2, %6 : vector<1x2x6xi32>, vector<1x1x4x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @inserts(%arg0: i8, %arg1: vector<1x3xi8>, %arg2: vector<1x1x3xi8>, %arg3: vector<2x1x3xi8>) -> (vector<1x1x3xi8>, vector<1x1x3xi8>, vector<2x1x3xi8>) {
// CHECK-NEXT:     %0 = vector.extract %arg2[0, 0] : vector<3xi8> from vector<1x1x3xi8>
// CHECK-NEXT:     %1 = vector.insert %arg0, %0 [1] : i8 into vector<3xi8>
// CHECK-NEXT:     %2 = vector.broadcast %1 : vector<3xi8> to vector<1x1x3xi8>
// CHECK-NEXT:     %3 = vector.extract %arg1[0] : vector<3xi8> from vector<1x3xi8>
// CHECK-NEXT:     %4 = vector.broadcast %3 : vector<3xi8> to vector<1x1x3xi8>
// CHECK-NEXT:     %5 = vector.extract %arg1[0] : vector<3xi8> from vector<1x3xi8>
// CHECK-NEXT:     %6 = vector.insert %5, %arg3 [1, 0] : vector<3xi8> into vector<2x1x3xi8>
// CHECK-NEXT:     return %2, %4, %6 : vector<1x1x3xi8>, vector<1x1x3xi8>, vector<2x1x3xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @transfers(%arg0: memref<1x2x8xf32>, %arg1: tensor<1x8xf32>, %arg2: vector<1x8xi1>, %arg3: vector<1x1x8xf32>) -> tensor<1x8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %0 = vector.extract %arg2[0] : vector<8xi1> from vector<1x8xi1>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst, %0 {in_bounds = [true]} : memref<1x2x8xf32>, vector<8xf32>
// CHECK-NEXT:     %2 = vector.extract %arg3[0, 0] : vector<8xf32> from vector<1x1x8xf32>
// CHECK-NEXT:     vector.transfer_write %2, %arg0[%c0, %c0, %c0] {in_bounds = [true]} : vector<8xf32>, memref<1x2x8xf32>
// CHECK-NEXT:     %3 = vector.extract %arg2[0] : vector<8xi1> from vector<1x8xi1>
// CHECK-NEXT:     %4 = vector.transfer_write %1, %arg1[%c0, %c0], %3 {in_bounds = [true]} : vector<8xf32>, tensor<1x8xf32>
// CHECK-NEXT:     return %4 : tensor<1x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @masks_and_elementwise(%arg0: vector<1x1x4xf32>, %arg1: vector<1x1x4xf32>, %arg2: vector<1x1x4xi1>) -> (vector<1x2x4xi1>, vector<1x1x4xf32>, vector<1x1x4xf32>) {
// CHECK-NEXT:     %0 = vector.constant_mask [2, 3] : vector<2x4xi1>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<2x4xi1> to vector<1x2x4xi1>
// CHECK-NEXT:     %2 = vector.extract %arg0[0, 0] : vector<4xf32> from vector<1x1x4xf32>
// CHECK-NEXT:     %3 = vector.extract %arg1[0, 0] : vector<4xf32> from vector<1x1x4xf32>
// CHECK-NEXT:     %4 = arith.subf %2, %3 : vector<4xf32>
// CHECK-NEXT:     %5 = vector.broadcast %4 : vector<4xf32> to vector<1x1x4xf32>
// CHECK-NEXT:     %6 = vector.extract %arg2[0, 0] : vector<4xi1> from vector<1x1x4xi1>
// CHECK-NEXT:     %7 = vector.extract %arg1[0, 0] : vector<4xf32> from vector<1x1x4xf32>
// CHECK-NEXT:     %8 = arith.select %6, %4, %7 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %9 = vector.broadcast %8 : vector<4xf32> to vector<1x1x4xf32>
// CHECK-NEXT:     return %1, %5, %9 : vector<1x2x4xi1>, vector<1x1x4xf32>, vector<1x1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contract(%arg0: vector<1x2x3xf32>, %arg1: vector<1x3x4xf32>, %arg2: vector<1x2x4xf32>) -> vector<1x2x4xf32> {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : vector<2x3xf32> from vector<1x2x3xf32>
// CHECK-NEXT:     %1 = vector.extract %arg1[0] : vector<3x4xf32> from vector<1x3x4xf32>
// CHECK-NEXT:     %2 = vector.extract %arg2[0] : vector<2x4xf32> from vector<1x2x4xf32>
// CHECK-NEXT:     %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %0, %1, %2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT:     %4 = vector.broadcast %3 : vector<2x4xf32> to vector<1x2x4xf32>
// CHECK-NEXT:     return %4 : vector<1x2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contract_transposed(%arg0: vector<3x1xi32>, %arg1: vector<3x5xi32>, %arg2: vector<1x5xi32>, %arg3: vector<1x5x3xi1>) -> vector<1x5xi32> {
// CHECK-NEXT:     %0 = vector.transpose %arg0, [1, 0] : vector<3x1xi32> to vector<1x3xi32>
// CHECK-NEXT:     %1 = vector.extract %0[0] : vector<3xi32> from vector<1x3xi32>
// CHECK-NEXT:     %2 = vector.extract %arg2[0] : vector<5xi32> from vector<1x5xi32>
// CHECK-NEXT:     %3 = vector.extract %arg3[0] : vector<5x3xi1> from vector<1x5x3xi1>
// CHECK-NEXT:     %4 = vector.mask %3 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %1, %arg1, %2 : vector<3xi32>, vector<3x5xi32> into vector<5xi32> } : vector<5x3xi1> -> vector<5xi32>
// CHECK-NEXT:     %5 = vector.broadcast %4 : vector<5xi32> to vector<1x5xi32>
// CHECK-NEXT:     return %5 : vector<1x5xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @constant_masked_memory(%arg0: memref<8xf16>, %arg1: vector<4xindex>, %arg2: vector<4xf16>) -> (vector<4xf16>, vector<4xf16>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.load %arg0[%c0] : memref<8xf16>, vector<4xf16>
// CHECK-NEXT:     vector.store %arg2, %arg0[%c0] : memref<8xf16>, vector<4xf16>
// CHECK-NEXT:     return %arg2, %0 : vector<4xf16>, vector<4xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
