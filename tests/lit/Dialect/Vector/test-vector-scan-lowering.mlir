// RUN: rmlir-opt %s --test-vector-scan-lowering | FileCheck %s

// vector.scan becomes strided slices along the reduction dimension combined with the arith
// op of its kind (inclusive: each slice with the running value; exclusive: the initial value
// first, then the previous slice), plus the last value as the accumulated result.

// CHECK-LABEL: func.func @excl_2d
//  CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
//  CHECK-NEXT:   %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x3xf32> to vector<2x1xf32>
//  CHECK-NEXT:   %1 = vector.shape_cast %arg1 : vector<2xf32> to vector<2x1xf32>
//  CHECK-NEXT:   %2 = vector.insert_strided_slice %1, %cst {offsets = [0, 0], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
//  CHECK-NEXT:   %3 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x3xf32> to vector<2x1xf32>
//  CHECK-NEXT:   %4 = arith.maxnumf %1, %0 : vector<2x1xf32>
//  CHECK-NEXT:   %5 = vector.insert_strided_slice %4, %2 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
//  CHECK-NEXT:   %6 = arith.maxnumf %4, %3 : vector<2x1xf32>
//  CHECK-NEXT:   %7 = vector.insert_strided_slice %6, %5 {offsets = [0, 2], strides = [1, 1]} : vector<2x1xf32> into vector<2x3xf32>
//  CHECK-NEXT:   %8 = vector.shape_cast %6 : vector<2x1xf32> to vector<2xf32>
//  CHECK-NEXT:   return %7, %8 : vector<2x3xf32>, vector<2xf32>
func.func @excl_2d(%v: vector<2x3xf32>, %init: vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>) {
  %0:2 = vector.scan <maxnumf>, %v, %init {inclusive = false, reduction_dim = 1} : vector<2x3xf32>, vector<2xf32>
  return %0#0, %0#1 : vector<2x3xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @incl_1d
//  CHECK-NEXT:   %cst = arith.constant dense<0> : vector<3xi32>
//  CHECK-NEXT:   %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [1], strides = [1]} : vector<3xi32> to vector<1xi32>
//  CHECK-NEXT:   %1 = vector.insert_strided_slice %0, %cst {offsets = [0], strides = [1]} : vector<1xi32> into vector<3xi32>
//  CHECK-NEXT:   %2 = vector.extract_strided_slice %arg0 {offsets = [1], sizes = [1], strides = [1]} : vector<3xi32> to vector<1xi32>
//  CHECK-NEXT:   %3 = arith.addi %0, %2 : vector<1xi32>
//  CHECK-NEXT:   %4 = vector.insert_strided_slice %3, %1 {offsets = [1], strides = [1]} : vector<1xi32> into vector<3xi32>
//  CHECK-NEXT:   %5 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [1], strides = [1]} : vector<3xi32> to vector<1xi32>
//  CHECK-NEXT:   %6 = arith.addi %3, %5 : vector<1xi32>
//  CHECK-NEXT:   %7 = vector.insert_strided_slice %6, %4 {offsets = [2], strides = [1]} : vector<1xi32> into vector<3xi32>
//  CHECK-NEXT:   %8 = vector.extract %6[0] : i32 from vector<1xi32>
//  CHECK-NEXT:   %9 = vector.broadcast %8 : i32 to vector<i32>
//  CHECK-NEXT:   return %7, %9 : vector<3xi32>, vector<i32>
func.func @incl_1d(%v: vector<3xi32>, %init: vector<i32>) -> (vector<3xi32>, vector<i32>) {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0} : vector<3xi32>, vector<i32>
  return %0#0, %0#1 : vector<3xi32>, vector<i32>
}

// CHECK-LABEL: func.func @excl_1d
//  CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi8>
//  CHECK-NEXT:   %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [1], strides = [1]} : vector<2xi8> to vector<1xi8>
//  CHECK-NEXT:   %1 = vector.broadcast %arg1 : vector<i8> to vector<1xi8>
//  CHECK-NEXT:   %2 = vector.insert_strided_slice %1, %cst {offsets = [0], strides = [1]} : vector<1xi8> into vector<2xi8>
//  CHECK-NEXT:   %3 = arith.xori %1, %0 : vector<1xi8>
//  CHECK-NEXT:   %4 = vector.insert_strided_slice %3, %2 {offsets = [1], strides = [1]} : vector<1xi8> into vector<2xi8>
//  CHECK-NEXT:   %5 = vector.extract %3[0] : i8 from vector<1xi8>
//  CHECK-NEXT:   %6 = vector.broadcast %5 : i8 to vector<i8>
//  CHECK-NEXT:   return %4, %6 : vector<2xi8>, vector<i8>
func.func @excl_1d(%v: vector<2xi8>, %init: vector<i8>) -> (vector<2xi8>, vector<i8>) {
  %0:2 = vector.scan <xor>, %v, %init {inclusive = false, reduction_dim = 0} : vector<2xi8>, vector<i8>
  return %0#0, %0#1 : vector<2xi8>, vector<i8>
}
