// RUN: rmlir-opt %s -transform-interpreter -split-input-file -verify-diagnostics | FileCheck %s
// transform.structured.multitile_sizes: static parameters, the emitted size computation for handles, the dynamic-shape error; expected output from mlir-opt-19.

// CHECK: #map = affine_map<() -> (3)>
// CHECK: #map1 = affine_map<() -> (2)>
// CHECK: #map2 = affine_map<() -> (1)>
// CHECK: #map3 = affine_map<() -> (4)>
// CHECK: #map4 = affine_map<() -> (6)>
// CHECK-LABEL: func.func @mt_static(%arg0: tensor<17x8xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<17x6xf32>) -> tensor<17x6xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = affine.apply #map()
// CHECK-NEXT: %1 = affine.apply #map1()
// CHECK-NEXT: %2 = affine.apply #map1()
// CHECK-NEXT: %3 = affine.apply #map1()
// CHECK-NEXT: %4 = affine.apply #map2()
// CHECK-NEXT: %5 = affine.apply #map2()
// CHECK-NEXT: %6 = affine.apply #map3()
// CHECK-NEXT: %7 = affine.apply #map4()
// CHECK-NEXT: %8 = arith.cmpi eq, %7, %c6 : index
// CHECK-NEXT: cf.assert %8, "could not compute dynamic multi-size tile shapes"
// CHECK-NEXT: %9 = affine.apply #map1()
// CHECK-NEXT: %10 = linalg.matmul ins(%arg0, %arg1 : tensor<17x8xf32>, tensor<8x6xf32>) outs(%arg2 : tensor<17x6xf32>) -> tensor<17x6xf32>
// CHECK-NEXT: return %10 : tensor<17x6xf32>

func.func @mt_static(%a: tensor<17x8xf32>, %b: tensor<8x6xf32>, %c: tensor<17x6xf32>) -> tensor<17x6xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<17x8xf32>, tensor<8x6xf32>) outs(%c : tensor<17x6xf32>) -> tensor<17x6xf32>
  return %0 : tensor<17x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %l, %h, %s = transform.structured.multitile_sizes %0 { target_size = 4, dimension = 0 } : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{3 : i64}}
    transform.debug.emit_param_as_remark %l : !transform.param<i64>
    // expected-remark @below {{4 : i64}}
    transform.debug.emit_param_as_remark %h : !transform.param<i64>
    // expected-remark @below {{9 : i64}}
    transform.debug.emit_param_as_remark %s : !transform.param<i64>
    %l2, %h2, %s2 = transform.structured.multitile_sizes %0 { target_size = 4, dimension = 1, divisor = 2 } : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
func.func @mt_dynamic(%a: tensor<?xf32>, %c: tensor<?xf32>) -> tensor<?xf32> {
  // expected-note @below {{payload op}}
  %0 = linalg.copy ins(%a : tensor<?xf32>) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.copy"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %l2, %h2, %s2 = transform.structured.multitile_sizes %0 { target_size = 5, dimension = 0, divisor = 3 } : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{cannot compute parametric tile sizes for dynamically shaped payload op}}
    %l, %h, %s = transform.structured.multitile_sizes %0 { target_size = 4, dimension = 0 } : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}
