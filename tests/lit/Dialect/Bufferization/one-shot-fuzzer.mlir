// RUN: rmlir-opt %s -one-shot-bufferize="test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=7 bufferize-function-boundaries" | FileCheck %s
// Expected output from mlir-opt-19: the fuzzer analyzes ops in the order std::mt19937
// with this seed shuffles them into (llvm::shuffle).

func.func @chain(%t: tensor<8xf32>, %f: f32, %g: f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %a = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %b = linalg.fill ins(%g : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %c = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  return %a, %b, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// Expected output:
// CHECK: module {
// CHECK-NEXT:   func.func @chain(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: f32, %arg2: f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1, -1], __inplace_operands_attr__ = ["true", "true", "true"]} %0, %1, %2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
