// RUN: rmlir-opt %s -transform-interpreter -split-input-file -verify-diagnostics | FileCheck %s
// transform.structured.specialize, insert_slice_to_copy, rewrite_in_destination_passing_style and the diagnostics of flatten_elementwise and winograd_conv2d; expected output from mlir-opt-19.

// CHECK-LABEL: func.func @spec_add(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT: %0 = linalg.sub ins(%arg1, %arg0 : tensor<5xf32>, tensor<5xf32>) outs(%arg2 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: return %0 : tensor<5xf32>
// CHECK-LABEL: func.func @to_copy2(%arg0: tensor<2x4xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[%arg2, 2] [2, 4] [1, 2] : tensor<8x8xf32> to tensor<2x4xf32>
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<2x4xf32>) outs(%extracted_slice : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg1[%arg2, 2] [2, 4] [1, 2] : tensor<2x4xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-LABEL: func.func @dps(%arg0: f32, %arg1: f32, %arg2: tensor<?x3xf32>, %arg3: index) -> (tensor<2x1xf32>, tensor<?x5xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x1xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %inserted = tensor.insert %arg0 into %0[%c0, %c0] : tensor<2x1xf32>
// CHECK-NEXT: %inserted_0 = tensor.insert %arg1 into %inserted[%c1, %c0] : tensor<2x1xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg2, %c0_1 : tensor<?x3xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg3, %dim]
// CHECK-NEXT: %2 = tensor.empty(%1) : tensor<?x5xf32>
// CHECK-NEXT: %3 = linalg.fill ins(%arg1 : f32) outs(%2 : tensor<?x5xf32>) -> tensor<?x5xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = tensor.dim %arg2, %c0_2 : tensor<?x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %3[1, 0] [%dim_3, 3] [1, 1] : tensor<?x3xf32> into tensor<?x5xf32>
// CHECK-NEXT: return %inserted_0, %inserted_slice : tensor<2x1xf32>, tensor<?x5xf32>
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @gen(%arg0: index) -> tensor<?x2xi32> {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x2xi32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<?x2xi32>) {
// CHECK-NEXT: ^bb0(%out: i32):
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: linalg.yield %4 : i32
// CHECK-NEXT: } -> tensor<?x2xi32>
// CHECK-NEXT: return %1 : tensor<?x2xi32>

#id = affine_map<(d0) -> (d0)>
func.func @spec_add(%a: tensor<5xf32>, %b: tensor<5xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<5xf32>, tensor<5xf32>) outs(%o : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.subf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.specialize %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
#id = affine_map<(d0) -> (d0)>
func.func @spec_fail(%a: tensor<5xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-note @below {{when applied to this op}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<5xf32>) outs(%o : tensor<5xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.structured.specialize failed to apply}}
    %1 = transform.structured.specialize %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
func.func @to_copy2(%s: tensor<2x4xf32>, %d: tensor<8x8xf32>, %i: index) -> tensor<8x8xf32> {
  %0 = tensor.insert_slice %s into %d[%i, 2] [2, 4] [1, 2] : tensor<2x4xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.insert_slice"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.insert_slice_to_copy %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
func.func @dps(%a: f32, %b: f32, %t: tensor<?x3xf32>, %h: index) -> (tensor<2x1xf32>, tensor<?x5xf32>) {
  %0 = tensor.from_elements %a, %b : tensor<2x1xf32>
  %1 = tensor.pad %t low[1, 0] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %b : f32
  } : tensor<?x3xf32> to tensor<?x5xf32>
  return %0, %1 : tensor<2x1xf32>, tensor<?x5xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.from_elements", "tensor.pad"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.rewrite_in_destination_passing_style %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
func.func @gen(%n: index) -> tensor<?x2xi32> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %j : index to i32
    tensor.yield %x : i32
  } : tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.generate"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.rewrite_in_destination_passing_style %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
func.func @flat(%a: tensor<4x4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{only elementwise flattening is supported}}
  %0 = linalg.reduce {arith.addf} ins(%a : tensor<4x4xf32>) outs(%o : tensor<4xf32>) dimensions = [1]
  return %0 : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.reduce"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.flatten_elementwise %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
func.func @wino(%a: tensor<1x6x6x2xf32>, %f: tensor<2x3x3x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %f : tensor<1x6x6x2xf32>, tensor<2x3x3x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_fhwc"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{apply Winograd Conv2D failed}}
    %1 = transform.structured.winograd_conv2d %0 { m = 4, r = 3 } : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}
// -----
func.func @img2col_dyn(%a: tensor<1x?x?x2xf32>, %f: tensor<3x3x2x4xf32>, %o: tensor<1x?x?x4xf32>) -> tensor<1x?x?x4xf32> {
  // expected-note @below {{when applied to this op}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %f : tensor<1x?x?x2xf32>, tensor<3x3x2x4xf32>) outs(%o : tensor<1x?x?x4xf32>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.structured.convert_conv2d_to_img2col failed to apply}}
    %1:2 = transform.structured.convert_conv2d_to_img2col %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
