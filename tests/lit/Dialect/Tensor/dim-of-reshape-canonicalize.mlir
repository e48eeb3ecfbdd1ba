// RUN: rmlir-opt %s -canonicalize | FileCheck %s
// tensor.expand_shape canonicalization includes FoldDimOfExpandShape and FoldDimOfCollapseShape: a dynamic dim of a reshape is computed from dims of its source; expected output from mlir-opt-19.

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 20)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 3)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dim_of_expand(%arg0: tensor<?x6xi8>, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x6xi8>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_of_expand_split(%arg0: tensor<?xi8>, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xi8>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_of_collapse(%arg0: tensor<?x3x?xf64>) -> (index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x3x?xf64>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c2 : tensor<?x3x?xf64>
// CHECK-NEXT:     %0 = affine.apply #map1()[%dim, %dim_0]
// CHECK-NEXT:     %dim_1 = tensor.dim %arg0, %c2 : tensor<?x3x?xf64>
// CHECK-NEXT:     %1 = affine.apply #map2()[%dim_1]
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dim_of_collapse_static(%arg0: tensor<2x3x?xf64>) -> index {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     return %c6 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @dim_of_expand(%a: tensor<?x6xi8>, %s: index) -> index {
  %c2 = arith.constant 2 : index
  %e = tensor.expand_shape %a [[0], [1, 2]] output_shape [%s, 2, 3] : tensor<?x6xi8> into tensor<?x2x3xi8>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %e, %c0 : tensor<?x2x3xi8>
  return %d : index
}
func.func @dim_of_expand_split(%a: tensor<?xi8>, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.expand_shape %a [[0, 1, 2]] output_shape [4, %s, 5] : tensor<?xi8> into tensor<4x?x5xi8>
  %d = tensor.dim %e, %c1 : tensor<4x?x5xi8>
  return %d : index
}
func.func @dim_of_collapse(%b: tensor<?x3x?xf64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.collapse_shape %b [[0, 1, 2]] : tensor<?x3x?xf64> into tensor<?xf64>
  %d = tensor.dim %c, %c0 : tensor<?xf64>
  %c2 = tensor.collapse_shape %b [[0], [1, 2]] : tensor<?x3x?xf64> into tensor<?x?xf64>
  %d2 = tensor.dim %c2, %c1 : tensor<?x?xf64>
  return %d, %d2 : index, index
}
func.func @dim_of_collapse_static(%b: tensor<2x3x?xf64>) -> index {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %b [[0, 1], [2]] : tensor<2x3x?xf64> into tensor<6x?xf64>
  %d = tensor.dim %c, %c0 : tensor<6x?xf64>
  return %d : index
}
