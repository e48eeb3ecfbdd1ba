// RUN: rmlir-opt %s -transform-interpreter -split-input-file -verify-diagnostics | FileCheck %s
// transform.structured.gpu.map_copy_to_threads: the copy mapping heuristic (vector size, threads per dimension) and the scf.forall tiling; expected output from mlir-opt-19.

// CHECK: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-LABEL:   func.func @copy_2d_6x24xi16(%arg0: tensor<6x24xi16>, %arg1: tensor<6x24xi16>) -> tensor<6x24xi16> {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c6_0 = arith.constant 6 : index
// CHECK-NEXT:     %0 = scf.forall (%arg2, %arg3) in (6, 6) shared_outs(%arg4 = %arg1) -> (tensor<6x24xi16>) {
// CHECK-NEXT:       %1 = affine.apply #map(%arg3)
// CHECK-NEXT:       %2 = affine.apply #map(%arg3)
// CHECK-NEXT:       %3 = affine.apply #map(%arg3)
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg2, %2] [1, 4] [1, 1] : tensor<6x24xi16> to tensor<1x4xi16>
// CHECK-NEXT:       %extracted_slice_1 = tensor.extract_slice %arg4[%arg2, %3] [1, 4] [1, 1] : tensor<6x24xi16> to tensor<1x4xi16>
// CHECK-NEXT:       %4 = linalg.copy ins(%extracted_slice : tensor<1x4xi16>) outs(%extracted_slice_1 : tensor<1x4xi16>) -> tensor<1x4xi16>
// CHECK-NEXT:       %5 = affine.apply #map(%arg3)
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %4 into %arg4[%arg2, %5] [1, 4] [1, 1] : tensor<1x4xi16> into tensor<6x24xi16>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {mapping = [#gpu.thread<linear_dim_1>, #gpu.thread<linear_dim_0>]}
// CHECK-NEXT:     return %0 : tensor<6x24xi16>

func.func @copy_2d_6x24xi16(%a: tensor<6x24xi16>, %b: tensor<6x24xi16>) -> tensor<6x24xi16> {
  %0 = linalg.copy ins(%a : tensor<6x24xi16>) outs(%b : tensor<6x24xi16>) -> tensor<6x24xi16>
  return %0 : tensor<6x24xi16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %f, %t = transform.structured.gpu.map_copy_to_threads %0 total_num_threads = 36 desired_bit_alignment = 64 : (!transform.any_op) -> (!transform.op<"scf.forall">, !transform.op<"linalg.copy">)
    transform.yield
  }
}
// -----
func.func @too_wide(%a: tensor<4x4096xf32>, %b: tensor<4x4096xf32>) -> tensor<4x4096xf32> {
  // expected-note @below {{target op}}
  %0 = linalg.copy ins(%a : tensor<4x4096xf32>) outs(%b : tensor<4x4096xf32>) -> tensor<4x4096xf32>
  return %0 : tensor<4x4096xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{too few threads to map copy op to threads on the most minor dimension}}
    %f, %t = transform.structured.gpu.map_copy_to_threads %0 total_num_threads = 64 desired_bit_alignment = 128 : (!transform.any_op) -> (!transform.op<"scf.forall">, !transform.op<"linalg.copy">)
    transform.yield
  }
}
// -----
func.func @not_a_copy(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{target op}}
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.exp"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{only linalg.copy and tensor.pad target ops are supported}}
    %f, %t = transform.structured.gpu.map_copy_to_threads %0 total_num_threads = 64 desired_bit_alignment = 128 : (!transform.any_op) -> (!transform.op<"scf.forall">, !transform.op<"linalg.copy">)
    transform.yield
  }
}
