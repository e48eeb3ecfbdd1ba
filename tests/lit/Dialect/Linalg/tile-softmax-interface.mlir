// RUN: rmlir-opt %s -transform-interpreter -canonicalize | FileCheck %s
// linalg.softmax TilingInterface (upstream SoftmaxOp): tile_using_for over the non-softmax dimension and tile_using_forall; input and output sliced at the loop offsets; expected output from mlir-opt-19.

// CHECK: #map = affine_map<(d0) -> (-d0 + 30, 7)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @softmax_rows(%arg0: tensor<8x30xf16>) -> tensor<8x30xf16> {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c30 = arith.constant 30 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x30xf16>
// CHECK-NEXT:     %1 = scf.for %arg1 = %c0 to %c30 step %c7 iter_args(%arg2 = %0) -> (tensor<8x30xf16>) {
// CHECK-NEXT:       %2 = affine.min #map(%arg1)
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [8, %2] [1, 1] : tensor<8x30xf16> to tensor<8x?xf16>
// CHECK-NEXT:       %extracted_slice_0 = tensor.extract_slice %arg2[0, %arg1] [8, %2] [1, 1] : tensor<8x30xf16> to tensor<8x?xf16>
// CHECK-NEXT:       %3 = linalg.softmax dimension(0) ins(%extracted_slice : tensor<8x?xf16>) outs(%extracted_slice_0 : tensor<8x?xf16>) -> tensor<8x?xf16>
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %3 into %arg2[0, %arg1] [8, %2] [1, 1] : tensor<8x?xf16> into tensor<8x30xf16>
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<8x30xf16>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : tensor<8x30xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @softmax_forall(%arg0: tensor<4x12xf32>, %arg1: tensor<4x12xf32>) -> tensor<4x12xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2) in (2) shared_outs(%arg3 = %arg1) -> (tensor<4x12xf32>) {
// CHECK-NEXT:       %1 = affine.apply #map1(%arg2)
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%1, 0] [2, 12] [1, 1] : tensor<4x12xf32> to tensor<2x12xf32>
// CHECK-NEXT:       %extracted_slice_0 = tensor.extract_slice %arg3[%1, 0] [2, 12] [1, 1] : tensor<4x12xf32> to tensor<2x12xf32>
// CHECK-NEXT:       %2 = linalg.softmax dimension(1) ins(%extracted_slice : tensor<2x12xf32>) outs(%extracted_slice_0 : tensor<2x12xf32>) -> tensor<2x12xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %2 into %arg3[%1, 0] [2, 12] [1, 1] : tensor<2x12xf32> into tensor<4x12xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<4x12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1:2 = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %2 = transform.structured.match ops{["linalg.softmax"]} in %1#0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op, %loops = transform.structured.tile_using_for %2 tile_sizes [0, 7] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %3 = transform.structured.match ops{["linalg.softmax"]} in %1#1 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %tiled_op, %forall_op = transform.structured.tile_using_forall %3 num_threads [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @softmax_rows(%arg0: tensor<8x30xf16>) -> tensor<8x30xf16> {
  %0 = tensor.empty() : tensor<8x30xf16>
  %1 = linalg.softmax dimension(0) ins(%arg0 : tensor<8x30xf16>) outs(%0 : tensor<8x30xf16>) -> tensor<8x30xf16>
  return %1 : tensor<8x30xf16>
}
func.func @softmax_forall(%arg0: tensor<4x12xf32>, %arg1: tensor<4x12xf32>) -> tensor<4x12xf32> {
  %1 = linalg.softmax dimension(1) ins(%arg0 : tensor<4x12xf32>) outs(%arg1 : tensor<4x12xf32>) -> tensor<4x12xf32>
  return %1 : tensor<4x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %funcs:2 = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a = transform.structured.match ops{["linalg.softmax"]} in %funcs#0 : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %a tile_sizes [0, 7] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.structured.match ops{["linalg.softmax"]} in %funcs#1 : (!transform.any_op) -> !transform.any_op
    %t2, %fo = transform.structured.tile_using_forall %b num_threads [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
