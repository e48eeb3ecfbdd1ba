// RUN: rmlir-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s
// Expected output from mlir-opt-19: in-place decisions, argument accesses and equivalent
// results of One-Shot Analysis.

func.func @two_writes(%t: tensor<8xf32>, %v: vector<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = vector.transfer_write %v, %t[%c0] : vector<2xf32>, tensor<8xf32>
  %b = vector.transfer_write %v, %t[%c4] : vector<2xf32>, tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @read_only_arg(%t: tensor<?xf32> {bufferization.writable = false}, %f: f32) -> tensor<?xf32> {
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @slice_roundtrip(%t: tensor<16xf32>, %f: f32, %i: index) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

func.func @loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Expected output:
// CHECK: module {
// CHECK-NEXT:   func.func @two_writes(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: vector<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = vector.transfer_write %arg1, %arg0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : vector<2xf32>, tensor<8xf32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg1, %arg0[%c4] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<2xf32>, tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @read_only_arg(%arg0: tensor<?xf32> {bufferization.access = "none", bufferization.writable = false}, %arg1: f32) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @slice_roundtrip(%arg0: tensor<16xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<16xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg2] [4] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<16xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[%arg2] [4] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<4xf32> into tensor<16xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
