// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @r(%a: f32) -> f32 {
  // expected-error @below {{'affine.parallel' op a reduction must be specified for each output}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%k: index):
    affine.yield %a : f32
  }) : () -> f32
  return %r : f32
}

// -----

func.func @r(%a: f32) {
  // expected-error @below {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%k: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @r(%a: f32) {
  // expected-error @below {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%k: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @r(%a: i32) -> i32 {
  // expected-error @below {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%k) = (0) to (4) reduce ("maxs") -> (i32) {
    affine.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @r(%a: i32) -> i32 {
  // expected-error @below {{invalid reduction value: "sum"}}
  %r = affine.parallel (%k) = (0) to (4) reduce ("sum") -> (i32) {
    affine.yield %a : i32
  }
  return %r : i32
}
