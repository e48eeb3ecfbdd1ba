// Strided slices as extract/insert chains, bitcasts broken down by slices, small
// reductions broken down into arith ops.
// RUN: rmlir-opt %s -split-input-file -test-vector-extract-strided-slice-lowering | FileCheck %s --check-prefix=SLICE
// RUN: rmlir-opt %s -split-input-file -test-vector-break-down-bitcast | FileCheck %s --check-prefix=BITCAST
// RUN: rmlir-opt %s -split-input-file -test-vector-break-down-reduction-patterns | FileCheck %s --check-prefix=RED

func.func @slice(%v: vector<9xi32>, %w: vector<6x2xi32>) -> (vector<3xi32>, vector<2x2xi32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<9xi32> to vector<3xi32>
  %1 = vector.extract_strided_slice %w {offsets = [3], sizes = [2], strides = [1]} : vector<6x2xi32> to vector<2x2xi32>
  return %0, %1 : vector<3xi32>, vector<2x2xi32>
}

// -----

func.func @bitcast(%a: vector<16xi8>, %b: vector<4xi16>) -> (vector<4xi32>, vector<2xi32>) {
  %0 = vector.bitcast %a : vector<16xi8> to vector<4xi32>
  %1 = vector.bitcast %b : vector<4xi16> to vector<2xi32>
  return %0, %1 : vector<4xi32>, vector<2xi32>
}

// -----

func.func @reductions(%a: vector<2xf32>, %acc: f32, %b: vector<1xi8>, %c: vector<3xi8>) -> (f32, i8, i8) {
  %0 = vector.reduction <maximumf>, %a, %acc fastmath<nnan> : vector<2xf32> into f32
  %1 = vector.reduction <xor>, %b : vector<1xi8> into i8
  %2 = vector.reduction <add>, %c : vector<3xi8> into i8
  return %0, %1, %2 : f32, i8, i8
}

// SLICE: module {
// SLICE-NEXT:   func.func @slice(%arg0: vector<9xi32>, %arg1: vector<6x2xi32>) -> (vector<3xi32>, vector<2x2xi32>) {
// SLICE-NEXT:     %cst = arith.constant dense<0> : vector<2x2xi32>
// SLICE-NEXT:     %cst_0 = arith.constant dense<0> : vector<3xi32>
// SLICE-NEXT:     %0 = vector.extract %arg0[2] : i32 from vector<9xi32>
// SLICE-NEXT:     %1 = vector.extract %arg0[3] : i32 from vector<9xi32>
// SLICE-NEXT:     %2 = vector.extract %arg0[4] : i32 from vector<9xi32>
// SLICE-NEXT:     %3 = vector.insert %0, %cst_0 [0] : i32 into vector<3xi32>
// SLICE-NEXT:     %4 = vector.insert %1, %3 [1] : i32 into vector<3xi32>
// SLICE-NEXT:     %5 = vector.insert %2, %4 [2] : i32 into vector<3xi32>
// SLICE-NEXT:     %6 = vector.extract %arg1[3] : vector<2xi32> from vector<6x2xi32>
// SLICE-NEXT:     %7 = vector.extract %arg1[4] : vector<2xi32> from vector<6x2xi32>
// SLICE-NEXT:     %8 = vector.insert %6, %cst [0] : vector<2xi32> into vector<2x2xi32>
// SLICE-NEXT:     %9 = vector.insert %7, %8 [1] : vector<2xi32> into vector<2x2xi32>
// SLICE-NEXT:     return %5, %9 : vector<3xi32>, vector<2x2xi32>
// SLICE-NEXT:   }
// SLICE-NEXT: }
// SLICE: module {
// SLICE-NEXT:   func.func @bitcast(%arg0: vector<16xi8>, %arg1: vector<4xi16>) -> (vector<4xi32>, vector<2xi32>) {
// SLICE-NEXT:     %0 = vector.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// SLICE-NEXT:     %1 = vector.bitcast %arg1 : vector<4xi16> to vector<2xi32>
// SLICE-NEXT:     return %0, %1 : vector<4xi32>, vector<2xi32>
// SLICE-NEXT:   }
// SLICE-NEXT: }
// SLICE: module {
// SLICE-NEXT:   func.func @reductions(%arg0: vector<2xf32>, %arg1: f32, %arg2: vector<1xi8>, %arg3: vector<3xi8>) -> (f32, i8, i8) {
// SLICE-NEXT:     %0 = vector.reduction <maximumf>, %arg0, %arg1 fastmath<nnan> : vector<2xf32> into f32
// SLICE-NEXT:     %1 = vector.reduction <xor>, %arg2 : vector<1xi8> into i8
// SLICE-NEXT:     %2 = vector.reduction <add>, %arg3 : vector<3xi8> into i8
// SLICE-NEXT:     return %0, %1, %2 : f32, i8, i8
// SLICE-NEXT:   }
// SLICE-NEXT: }

// BITCAST: module {
// BITCAST-NEXT:   func.func @slice(%arg0: vector<9xi32>, %arg1: vector<6x2xi32>) -> (vector<3xi32>, vector<2x2xi32>) {
// BITCAST-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [3], strides = [1]} : vector<9xi32> to vector<3xi32>
// BITCAST-NEXT:     %1 = vector.extract_strided_slice %arg1 {offsets = [3], sizes = [2], strides = [1]} : vector<6x2xi32> to vector<2x2xi32>
// BITCAST-NEXT:     return %0, %1 : vector<3xi32>, vector<2x2xi32>
// BITCAST-NEXT:   }
// BITCAST-NEXT: }
// BITCAST: module {
// BITCAST-NEXT:   func.func @bitcast(%arg0: vector<16xi8>, %arg1: vector<4xi16>) -> (vector<4xi32>, vector<2xi32>) {
// BITCAST-NEXT:     %cst = arith.constant dense<0> : vector<4xi32>
// BITCAST-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// BITCAST-NEXT:     %1 = vector.bitcast %0 : vector<4xi8> to vector<1xi32>
// BITCAST-NEXT:     %2 = vector.insert_strided_slice %1, %cst {offsets = [0], strides = [1]} : vector<1xi32> into vector<4xi32>
// BITCAST-NEXT:     %3 = vector.extract_strided_slice %arg0 {offsets = [4], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// BITCAST-NEXT:     %4 = vector.bitcast %3 : vector<4xi8> to vector<1xi32>
// BITCAST-NEXT:     %5 = vector.insert_strided_slice %4, %2 {offsets = [1], strides = [1]} : vector<1xi32> into vector<4xi32>
// BITCAST-NEXT:     %6 = vector.extract_strided_slice %arg0 {offsets = [8], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// BITCAST-NEXT:     %7 = vector.bitcast %6 : vector<4xi8> to vector<1xi32>
// BITCAST-NEXT:     %8 = vector.insert_strided_slice %7, %5 {offsets = [2], strides = [1]} : vector<1xi32> into vector<4xi32>
// BITCAST-NEXT:     %9 = vector.extract_strided_slice %arg0 {offsets = [12], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// BITCAST-NEXT:     %10 = vector.bitcast %9 : vector<4xi8> to vector<1xi32>
// BITCAST-NEXT:     %11 = vector.insert_strided_slice %10, %8 {offsets = [3], strides = [1]} : vector<1xi32> into vector<4xi32>
// BITCAST-NEXT:     %12 = vector.bitcast %arg1 : vector<4xi16> to vector<2xi32>
// BITCAST-NEXT:     return %11, %12 : vector<4xi32>, vector<2xi32>
// BITCAST-NEXT:   }
// BITCAST-NEXT: }
// BITCAST: module {
// BITCAST-NEXT:   func.func @reductions(%arg0: vector<2xf32>, %arg1: f32, %arg2: vector<1xi8>, %arg3: vector<3xi8>) -> (f32, i8, i8) {
// BITCAST-NEXT:     %0 = vector.reduction <maximumf>, %arg0, %arg1 fastmath<nnan> : vector<2xf32> into f32
// BITCAST-NEXT:     %1 = vector.reduction <xor>, %arg2 : vector<1xi8> into i8
// BITCAST-NEXT:     %2 = vector.reduction <add>, %arg3 : vector<3xi8> into i8
// BITCAST-NEXT:     return %0, %1, %2 : f32, i8, i8
// BITCAST-NEXT:   }
// BITCAST-NEXT: }

// RED: module {
// RED-NEXT:   func.func @slice(%arg0: vector<9xi32>, %arg1: vector<6x2xi32>) -> (vector<3xi32>, vector<2x2xi32>) {
// RED-NEXT:     %0 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [3], strides = [1]} : vector<9xi32> to vector<3xi32>
// RED-NEXT:     %1 = vector.extract_strided_slice %arg1 {offsets = [3], sizes = [2], strides = [1]} : vector<6x2xi32> to vector<2x2xi32>
// RED-NEXT:     return %0, %1 : vector<3xi32>, vector<2x2xi32>
// RED-NEXT:   }
// RED-NEXT: }
// RED: module {
// RED-NEXT:   func.func @bitcast(%arg0: vector<16xi8>, %arg1: vector<4xi16>) -> (vector<4xi32>, vector<2xi32>) {
// RED-NEXT:     %0 = vector.bitcast %arg0 : vector<16xi8> to vector<4xi32>
// RED-NEXT:     %1 = vector.bitcast %arg1 : vector<4xi16> to vector<2xi32>
// RED-NEXT:     return %0, %1 : vector<4xi32>, vector<2xi32>
// RED-NEXT:   }
// RED-NEXT: }
// RED: module {
// RED-NEXT:   func.func @reductions(%arg0: vector<2xf32>, %arg1: f32, %arg2: vector<1xi8>, %arg3: vector<3xi8>) -> (f32, i8, i8) {
// RED-NEXT:     %0 = vector.extract %arg0[0] : f32 from vector<2xf32>
// RED-NEXT:     %1 = vector.extract %arg0[1] : f32 from vector<2xf32>
// RED-NEXT:     %2 = arith.maximumf %0, %1 fastmath<nnan> : f32
// RED-NEXT:     %3 = arith.maximumf %2, %arg1 fastmath<nnan> : f32
// RED-NEXT:     %4 = vector.extract %arg2[0] : i8 from vector<1xi8>
// RED-NEXT:     %5 = vector.reduction <add>, %arg3 : vector<3xi8> into i8
// RED-NEXT:     return %3, %4, %5 : f32, i8, i8
// RED-NEXT:   }
// RED-NEXT: }
