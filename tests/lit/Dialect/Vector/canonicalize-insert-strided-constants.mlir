// insert_strided_slice of a constant into a constant folds to a constant.
// RUN: rmlir-opt %s -canonicalize | FileCheck %s

func.func @insert_constants() -> (vector<2x3xi8>, vector<4xf32>) {
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi8>
  %s = arith.constant dense<[9, 8]> : vector<2xi8>
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 1], strides = [1]} : vector<2xi8> into vector<2x3xi8>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %h = arith.constant dense<[1.5, 2.5]> : vector<2xf32>
  %1 = vector.insert_strided_slice %h, %z {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
  return %0, %1 : vector<2x3xi8>, vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @insert_constants() -> (vector<2x3xi8>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 9, 8]]> : vector<2x3xi8>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[0.000000e+00, 1.500000e+00, 2.500000e+00, 0.000000e+00]> : vector<4xf32>
// CHECK-NEXT:     return %cst, %cst_0 : vector<2x3xi8>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
