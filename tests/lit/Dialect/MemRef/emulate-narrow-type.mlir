// Narrow-type emulation of memrefs (`test-emulate-narrow-int`): memrefs of i4 become 1-D
// memrefs of bytes; loads shift and truncate, stores clear and set the nibble with two
// atomic read-modify-writes; views of the allocation keep working.
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics --test-emulate-narrow-int="memref-load-bitwidth=8" --cse | FileCheck %s

func.func @rank0(%v: i4) -> i4 {
  %0 = memref.alloc() : memref<i4>
  memref.store %v, %0[] : memref<i4>
  %1 = memref.load %0[] : memref<i4>
  return %1 : i4
}

//      CHECK: module {
// CHECK-NEXT: func.func @rank0(%arg0: i4) -> i4 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<i8>
// CHECK-NEXT: %0 = arith.extui %arg0 : i4 to i8
// CHECK-NEXT: %1 = memref.atomic_rmw assign %0, %alloc[] : (i8, memref<i8>) -> i8
// CHECK-NEXT: %2 = memref.load %alloc[] : memref<i8>
// CHECK-NEXT: %3 = arith.trunci %2 : i8 to i4
// CHECK-NEXT: return %3 : i4

// -----

func.func @subview_load(%i: index) -> i4 {
  %0 = memref.alloca() : memref<4x16xi4>
  %1 = memref.subview %0[2, 0] [1, 16] [1, 1] : memref<4x16xi4> to memref<16xi4, strided<[1], offset: 32>>
  %2 = memref.load %1[%i] : memref<16xi4, strided<[1], offset: 32>>
  return %2 : i4
}

//      CHECK: #map = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 4 - (s0 floordiv 2) * 8)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @subview_load(%arg0: index) -> i4 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<32xi8>
// CHECK-NEXT: %subview = memref.subview %alloca[16] [8] [1] : memref<32xi8> to memref<8xi8, strided<[1], offset: 16>>
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = memref.load %subview[%0] : memref<8xi8, strided<[1], offset: 16>>
// CHECK-NEXT: %2 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i8
// CHECK-NEXT: %4 = arith.shrsi %1, %3 : i8
// CHECK-NEXT: %5 = arith.trunci %4 : i8 to i4
// CHECK-NEXT: return %5 : i4

// -----

func.func @widened_compute(%i: index) -> i2 {
  %0 = memref.alloc() : memref<8xi2>
  %1 = memref.load %0[%i] : memref<8xi2>
  return %1 : i2
}

//      CHECK: #map = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 2 - (s0 floordiv 4) * 8)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @widened_compute(%arg0: index) -> i4 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi8>
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = memref.load %alloc[%0] : memref<2xi8>
// CHECK-NEXT: %2 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i8
// CHECK-NEXT: %4 = arith.shrsi %1, %3 : i8
// CHECK-NEXT: %5 = arith.trunci %4 : i8 to i4
// CHECK-NEXT: return %5 : i4

// -----

// A memref argument has no allocation to resolve its metadata from (as upstream).
func.func @argument(%m: memref<8xi4>, %i: index) -> i4 {
  // expected-error @+1 {{failed to legalize operation 'memref.load' that was explicitly marked illegal}}
  %1 = memref.load %m[%i] : memref<8xi4>
  return %1 : i4
}
