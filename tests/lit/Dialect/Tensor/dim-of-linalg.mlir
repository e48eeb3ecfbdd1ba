// RUN: rmlir-opt %s -canonicalize | FileCheck %s

// The dim of a structured op's result is the dim of its tied init (DimOfDestStyleOp).
// CHECK-LABEL: func.func @dim_of_result
//       CHECK:   %[[C1:.*]] = arith.constant 1 : index
//       CHECK:   %[[D:.*]] = tensor.dim %arg2, %[[C1]] : tensor<?x?xf32>
//       CHECK:   return %[[D]]
func.func @dim_of_result(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d : index
}
