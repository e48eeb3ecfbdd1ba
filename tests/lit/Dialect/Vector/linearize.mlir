// test-vector-linearize: n-D vector constants, elementwise ops, shuffles, extracts,
// inserts and strided slices become 1-D ones (vector.shape_cast at the boundary) when the
// innermost dim is narrower than target-vector-bitwidth.
// RUN: rmlir-opt %s -split-input-file -test-vector-linearize | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -test-vector-linearize=target-vector-bitwidth=128 | FileCheck %s --check-prefix=BW128

func.func @elementwise(%a: vector<2x2xf32>, %b: vector<4x4xf32>) -> vector<2x2xf32> {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %0 = arith.addf %a, %c : vector<2x2xf32>
  %1 = math.sin %b : vector<4x4xf32>
  return %0 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @elementwise(%arg0: vector<2x2xf32>, %arg1: vector<4x4xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:   %0 = vector.shape_cast %arg1 : vector<4x4xf32> to vector<16xf32>
// CHECK-NEXT:   %1 = vector.shape_cast %arg0 : vector<2x2xf32> to vector<4xf32>
// CHECK-NEXT:   %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT:   %2 = arith.addf %1, %cst : vector<4xf32>
// CHECK-NEXT:   %3 = vector.shape_cast %2 : vector<4xf32> to vector<2x2xf32>
// CHECK-NEXT:   %4 = math.sin %0 : vector<16xf32>
// CHECK-NEXT:   return %3 : vector<2x2xf32>
// CHECK-NEXT: }
// BW128-LABEL: func.func @elementwise(%arg0: vector<2x2xf32>, %arg1: vector<4x4xf32>) -> vector<2x2xf32> {
// BW128-NEXT:   %0 = vector.shape_cast %arg0 : vector<2x2xf32> to vector<4xf32>
// BW128-NEXT:   %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// BW128-NEXT:   %1 = arith.addf %0, %cst : vector<4xf32>
// BW128-NEXT:   %2 = vector.shape_cast %1 : vector<4xf32> to vector<2x2xf32>
// BW128-NEXT:   %3 = math.sin %arg1 : vector<4x4xf32>
// BW128-NEXT:   return %2 : vector<2x2xf32>
// BW128-NEXT: }

// -----

func.func @shuffle_like(%a: vector<4x2xf32>, %b: vector<4x8xf32>, %d: vector<2x8x4xf32>, %s: vector<8x4xf32>) -> (vector<8x2xf32>, vector<2x2xf32>, vector<4xf32>, vector<2x8x4xf32>) {
  %0 = vector.shuffle %a, %a [0, 7, 1, 6, 2, 5, 3, 4] : vector<4x2xf32>, vector<4x2xf32>
  %1 = vector.extract_strided_slice %b {offsets = [1, 4], sizes = [2, 2], strides = [1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  %2 = vector.extract %d[1, 3] : vector<4xf32> from vector<2x8x4xf32>
  %3 = vector.insert %s, %d [1] : vector<8x4xf32> into vector<2x8x4xf32>
  return %0, %1, %2, %3 : vector<8x2xf32>, vector<2x2xf32>, vector<4xf32>, vector<2x8x4xf32>
}

// CHECK-LABEL: func.func @shuffle_like(%arg0: vector<4x2xf32>, %arg1: vector<4x8xf32>, %arg2: vector<2x8x4xf32>, %arg3: vector<8x4xf32>) -> (vector<8x2xf32>, vector<2x2xf32>, vector<4xf32>, vector<2x8x4xf32>) {
// CHECK-NEXT:   %0 = vector.shape_cast %arg3 : vector<8x4xf32> to vector<32xf32>
// CHECK-NEXT:   %1 = vector.shape_cast %arg2 : vector<2x8x4xf32> to vector<64xf32>
// CHECK-NEXT:   %2 = vector.shape_cast %arg1 : vector<4x8xf32> to vector<32xf32>
// CHECK-NEXT:   %3 = vector.shape_cast %arg0 : vector<4x2xf32> to vector<8xf32>
// CHECK-NEXT:   %4 = vector.shuffle %3, %3 [0, 1, 14, 15, 2, 3, 12, 13, 4, 5, 10, 11, 6, 7, 8, 9] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:   %5 = vector.shape_cast %4 : vector<16xf32> to vector<8x2xf32>
// CHECK-NEXT:   %6 = vector.shuffle %2, %2 [12, 13, 20, 21] : vector<32xf32>, vector<32xf32>
// CHECK-NEXT:   %7 = vector.shape_cast %6 : vector<4xf32> to vector<2x2xf32>
// CHECK-NEXT:   %8 = vector.shuffle %1, %1 [44, 45, 46, 47] : vector<64xf32>, vector<64xf32>
// CHECK-NEXT:   %9 = vector.shuffle %1, %0 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95] : vector<64xf32>, vector<32xf32>
// CHECK-NEXT:   %10 = vector.shape_cast %9 : vector<64xf32> to vector<2x8x4xf32>
// CHECK-NEXT:   return %5, %7, %8, %10 : vector<8x2xf32>, vector<2x2xf32>, vector<4xf32>, vector<2x8x4xf32>
// CHECK-NEXT: }
// BW128-LABEL: func.func @shuffle_like(%arg0: vector<4x2xf32>, %arg1: vector<4x8xf32>, %arg2: vector<2x8x4xf32>, %arg3: vector<8x4xf32>) -> (vector<8x2xf32>, vector<2x2xf32>, vector<4xf32>, vector<2x8x4xf32>) {
// BW128-NEXT:   %0 = vector.shape_cast %arg2 : vector<2x8x4xf32> to vector<64xf32>
// BW128-NEXT:   %1 = vector.shape_cast %arg3 : vector<8x4xf32> to vector<32xf32>
// BW128-NEXT:   %2 = vector.shape_cast %arg1 : vector<4x8xf32> to vector<32xf32>
// BW128-NEXT:   %3 = vector.shape_cast %arg0 : vector<4x2xf32> to vector<8xf32>
// BW128-NEXT:   %4 = vector.shuffle %3, %3 [0, 1, 14, 15, 2, 3, 12, 13, 4, 5, 10, 11, 6, 7, 8, 9] : vector<8xf32>, vector<8xf32>
// BW128-NEXT:   %5 = vector.shape_cast %4 : vector<16xf32> to vector<8x2xf32>
// BW128-NEXT:   %6 = vector.shuffle %2, %2 [12, 13, 20, 21] : vector<32xf32>, vector<32xf32>
// BW128-NEXT:   %7 = vector.shape_cast %6 : vector<4xf32> to vector<2x2xf32>
// BW128-NEXT:   %8 = vector.extract %arg2[1, 3] : vector<4xf32> from vector<2x8x4xf32>
// BW128-NEXT:   %9 = vector.shuffle %0, %1 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95] : vector<64xf32>, vector<32xf32>
// BW128-NEXT:   %10 = vector.shape_cast %9 : vector<64xf32> to vector<2x8x4xf32>
// BW128-NEXT:   return %5, %7, %8, %10 : vector<8x2xf32>, vector<2x2xf32>, vector<4xf32>, vector<2x8x4xf32>
// BW128-NEXT: }
