// Narrow-type emulation of vector memory ops (`test-emulate-narrow-int`): i4 vectors
// load and store bytes (or i32 words) of the flattened memref through `vector.bitcast`,
// masks are compressed to the wide lanes, masked ops select the narrow lanes back.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics --test-emulate-narrow-int="arith-compute-bitwidth=1 memref-load-bitwidth=8" --cse | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics --test-emulate-narrow-int="arith-compute-bitwidth=1 memref-load-bitwidth=32" --cse | FileCheck %s --check-prefix=W32

func.func @load_3d_dynamic(%a: index, %b: index, %c: index, %i: index, %j: index, %k: index) -> vector<8xi4> {
  %0 = memref.alloc(%a, %b, %c) : memref<?x?x?xi4>
  %1 = vector.load %0[%i, %j, %k] : memref<?x?x?xi4>, vector<8xi4>
  return %1 : vector<8xi4>
}

//      CHECK: #map = affine_map<()[s0, s1, s2] -> (((s0 * s1) * s2) floordiv 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1, s2, s3, s4] -> ((s4 + s0 * s1 + s2 * s3) floordiv 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @load_3d_dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> vector<8xi4> {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xi8>
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %arg2]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg3, %1, %arg4, %arg2, %arg5]
// CHECK-NEXT: %3 = vector.load %alloc[%2] : memref<?xi8>, vector<4xi8>
// CHECK-NEXT: %4 = vector.bitcast %3 : vector<4xi8> to vector<8xi4>
// CHECK-NEXT: return %4 : vector<8xi4>

//      W32: #map = affine_map<()[s0, s1, s2] -> (((s0 * s1) * s2) floordiv 8)>
// W32-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// W32-NEXT: #map2 = affine_map<()[s0, s1, s2, s3, s4] -> ((s4 + s0 * s1 + s2 * s3) floordiv 8)>
// W32-NEXT: module {
// W32-NEXT: func.func @load_3d_dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> vector<8xi4> {
// W32-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// W32-NEXT: %alloc = memref.alloc(%0) : memref<?xi32>
// W32-NEXT: %1 = affine.apply #map1()[%arg1, %arg2]
// W32-NEXT: %2 = affine.apply #map2()[%arg3, %1, %arg4, %arg2, %arg5]
// W32-NEXT: %3 = vector.load %alloc[%2] : memref<?xi32>, vector<1xi32>
// W32-NEXT: %4 = vector.bitcast %3 : vector<1xi32> to vector<8xi4>
// W32-NEXT: return %4 : vector<8xi4>

// -----

func.func @masked_store(%i: index, %n: index, %v: vector<8xi4>) {
  %0 = memref.alloc() : memref<4x8xi4>
  %m = vector.create_mask %n : vector<8xi1>
  vector.maskedstore %0[%i, %i], %m, %v : memref<4x8xi4>, vector<8xi1>, vector<8xi4>
  return
}

//      CHECK: #map = affine_map<()[s0] -> (s0 * 4 + s0 floordiv 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> ((s0 + 1) floordiv 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @masked_store(%arg0: index, %arg1: index, %arg2: vector<8xi4>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xi8>
// CHECK-NEXT: %0 = vector.create_mask %arg1 : vector<8xi1>
// CHECK-NEXT: %1 = affine.apply #map()[%arg0]
// CHECK-NEXT: %2 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %3 = vector.create_mask %2 : vector<4xi1>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT: %4 = vector.maskedload %alloc[%1], %3, %cst : memref<16xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
// CHECK-NEXT: %5 = vector.bitcast %4 : vector<4xi8> to vector<8xi4>
// CHECK-NEXT: %6 = arith.select %0, %arg2, %5 : vector<8xi1>, vector<8xi4>
// CHECK-NEXT: %7 = vector.bitcast %6 : vector<8xi4> to vector<4xi8>
// CHECK-NEXT: vector.maskedstore %alloc[%1], %3, %7 : memref<16xi8>, vector<4xi1>, vector<4xi8>
// CHECK-NEXT: return

//      W32: #map = affine_map<()[s0] -> (s0 + s0 floordiv 8)>
// W32-NEXT: #map1 = affine_map<()[s0] -> ((s0 + 7) floordiv 8)>
// W32-NEXT: module {
// W32-NEXT: func.func @masked_store(%arg0: index, %arg1: index, %arg2: vector<8xi4>) {
// W32-NEXT: %alloc = memref.alloc() : memref<4xi32>
// W32-NEXT: %0 = vector.create_mask %arg1 : vector<8xi1>
// W32-NEXT: %1 = affine.apply #map()[%arg0]
// W32-NEXT: %2 = affine.apply #map1()[%arg1]
// W32-NEXT: %3 = vector.create_mask %2 : vector<1xi1>
// W32-NEXT: %cst = arith.constant dense<0> : vector<1xi32>
// W32-NEXT: %4 = vector.maskedload %alloc[%1], %3, %cst : memref<4xi32>, vector<1xi1>, vector<1xi32> into vector<1xi32>
// W32-NEXT: %5 = vector.bitcast %4 : vector<1xi32> to vector<8xi4>
// W32-NEXT: %6 = arith.select %0, %arg2, %5 : vector<8xi1>, vector<8xi4>
// W32-NEXT: %7 = vector.bitcast %6 : vector<8xi4> to vector<1xi32>
// W32-NEXT: vector.maskedstore %alloc[%1], %3, %7 : memref<4xi32>, vector<1xi1>, vector<1xi32>
// W32-NEXT: return

// -----

func.func @transfer_read_padding(%i: index) -> vector<8xi4> {
  %p = arith.constant 3 : i4
  %0 = memref.alloc() : memref<16xi4>
  %1 = vector.transfer_read %0[%i], %p : memref<16xi4>, vector<8xi4>
  return %1 : vector<8xi4>
}

//      CHECK: #map = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @transfer_read_padding(%arg0: index) -> vector<8xi4> {
// CHECK-NEXT: %c3_i4 = arith.constant 3 : i4
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xi8>
// CHECK-NEXT: %0 = arith.extui %c3_i4 : i4 to i8
// CHECK-NEXT: %1 = affine.apply #map()[%arg0]
// CHECK-NEXT: %2 = vector.transfer_read %alloc[%1], %0 : memref<8xi8>, vector<4xi8>
// CHECK-NEXT: %3 = vector.bitcast %2 : vector<4xi8> to vector<8xi4>
// CHECK-NEXT: return %3 : vector<8xi4>

//      W32: #map = affine_map<()[s0] -> (s0 floordiv 8)>
// W32-NEXT: module {
// W32-NEXT: func.func @transfer_read_padding(%arg0: index) -> vector<8xi4> {
// W32-NEXT: %c3_i4 = arith.constant 3 : i4
// W32-NEXT: %alloc = memref.alloc() : memref<2xi32>
// W32-NEXT: %0 = arith.extui %c3_i4 : i4 to i32
// W32-NEXT: %1 = affine.apply #map()[%arg0]
// W32-NEXT: %2 = vector.transfer_read %alloc[%1], %0 : memref<2xi32>, vector<1xi32>
// W32-NEXT: %3 = vector.bitcast %2 : vector<1xi32> to vector<8xi4>
// W32-NEXT: return %3 : vector<8xi4>

// -----

// Three i4 lanes do not fill whole bytes: the store stays, the conversion fails.
func.func @store_not_whole_bytes(%v: vector<3xi4>, %i: index) {
  %0 = memref.alloc() : memref<16xi4>
  // expected-error @+1 {{failed to legalize operation 'vector.store' that was explicitly marked illegal}}
  vector.store %v, %0[%i] : memref<16xi4>, vector<3xi4>
  return
}
