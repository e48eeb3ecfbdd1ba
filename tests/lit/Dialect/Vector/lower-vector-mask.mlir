// lower-vector-mask: masked transfers and gathers carry their mask; a read under a mask
// with a pass-through stays masked; a gather without one gets a zero pass-through.
// RUN: rmlir-opt %s -split-input-file -lower-vector-mask | FileCheck %s

func.func @read_write(%m: memref<4x8xi16>, %t: tensor<8xi16>, %i: index, %k: vector<4x8xi1>, %k1: vector<8xi1>, %p: vector<8xi16>) -> (vector<8xi16>, tensor<8xi16>) {
  %pad = arith.constant 7 : i16
  %v = vector.mask %k { vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, false]} : memref<4x8xi16>, vector<4x8xi16> } : vector<4x8xi1> -> vector<4x8xi16>
  vector.mask %k { vector.transfer_write %v, %m[%i, %i] : vector<4x8xi16>, memref<4x8xi16> } : vector<4x8xi1>
  %w = vector.mask %k1, %p { vector.transfer_read %t[%i], %pad : tensor<8xi16>, vector<8xi16> } : vector<8xi1> -> vector<8xi16>
  %r = vector.mask %k1 { vector.transfer_write %w, %t[%i] : vector<8xi16>, tensor<8xi16> } : vector<8xi1> -> tensor<8xi16>
  return %w, %r : vector<8xi16>, tensor<8xi16>
}

// -----

func.func @gathers(%m: memref<32xf64>, %idx: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf64>, %all: vector<4xi1>) -> (vector<4xf64>, vector<4xf64>) {
  %c0 = arith.constant 0 : index
  %a = vector.mask %k { vector.gather %m[%c0] [%idx], %all, %p : memref<32xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64> } : vector<4xi1> -> vector<4xf64>
  %b = vector.mask %k { vector.gather %m[%c0] [%idx], %all, %p : memref<32xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64> } : vector<4xi1> -> vector<4xf64>
  return %a, %b : vector<4xf64>, vector<4xf64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @read_write(%arg0: memref<4x8xi16>, %arg1: tensor<8xi16>, %arg2: index, %arg3: vector<4x8xi1>, %arg4: vector<8xi1>, %arg5: vector<8xi16>) -> (vector<8xi16>, tensor<8xi16>) {
// CHECK-NEXT:     %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg2, %arg2], %c7_i16, %arg3 {in_bounds = [true, false]} : memref<4x8xi16>, vector<4x8xi16>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[%arg2, %arg2], %arg3 : vector<4x8xi16>, memref<4x8xi16>
// CHECK-NEXT:     %1 = vector.mask %arg4, %arg5 { vector.transfer_read %arg1[%arg2], %c7_i16 : tensor<8xi16>, vector<8xi16> } : vector<8xi1> -> vector<8xi16>
// CHECK-NEXT:     %2 = vector.transfer_write %1, %arg1[%arg2], %arg4 : vector<8xi16>, tensor<8xi16>
// CHECK-NEXT:     return %1, %2 : vector<8xi16>, tensor<8xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @gathers(%arg0: memref<32xf64>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: vector<4xf64>, %arg4: vector<4xi1>) -> (vector<4xf64>, vector<4xf64>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<4xf64>
// CHECK-NEXT:     %0 = vector.gather %arg0[%c0] [%arg1], %arg2, %cst : memref<32xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
// CHECK-NEXT:     %1 = vector.gather %arg0[%c0] [%arg1], %arg2, %cst : memref<32xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
// CHECK-NEXT:     return %0, %1 : vector<4xf64>, vector<4xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
