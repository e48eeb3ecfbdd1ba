// RUN: rmlir-opt %s -transform-interpreter -split-input-file -verify-diagnostics
// Failures of the vectorization transform ops, as mlir-opt-19 reports them.

func.func @conv2d(%i: memref<1x4x4x2xf32>, %f: memref<2x2x2x3xf32>, %o: memref<1x3x3x3xf32>) {
  // expected-error @+1 {{Attempted to vectorize, but failed}}
  linalg.conv_2d_nhwc_hwcf ins(%i, %f : memref<1x4x4x2xf32>, memref<2x2x2x3xf32>) outs(%o : memref<1x3x3x3xf32>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @scalable_reduction(%a: tensor<?x?xf32>, %acc: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{Attempted to vectorize, but failed}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
    ins(%a : tensor<?x?xf32>) outs(%acc : tensor<?xf32>) {
    ^bb(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 vector_sizes [2, [8]] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_structured(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{Unsupported Op, cannot vectorize}}
  %0 = tensor.empty() : tensor<4xf32>
  return %0 : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.empty"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %0 : !transform.any_op
    transform.yield
  }
}

// -----

func.func @non_isolated() {
  // expected-note @below {{non-isolated target}}
  scf.execute_region {
    scf.yield
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.execute_region"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op requires isolated-from-above targets}}
    %1 = transform.structured.vectorize_children_and_apply_patterns %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
