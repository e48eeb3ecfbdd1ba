// RUN: rmlir-opt %s --split-input-file --verify-diagnostics
// Verifiers of linalg.map / reduce / transpose / broadcast / softmax / winograd ops.

func.func @map_arity(%a: tensor<5xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @below {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 1 and 2}}
  %0 = linalg.map ins(%a : tensor<5xf32>) outs(%o : tensor<5xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<5xf32>
}

// -----

func.func @map_shape(%a: tensor<6xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @below {{'linalg.map' op expected shape of input (6) to match shape of output (5)}}
  %0 = linalg.map { math.absf } ins(%a : tensor<6xf32>) outs(%o : tensor<5xf32>)
  return %0 : tensor<5xf32>
}

// -----

func.func @map_elem(%a: tensor<5xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @below {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  %0 = linalg.map ins(%a : tensor<5xf32>) outs(%o : tensor<5xf32>)
    (%x: i32) {
      %c = arith.constant 0.0 : f32
      linalg.yield %c : f32
    }
  return %0 : tensor<5xf32>
}

// -----

func.func @reduce_order(%a: tensor<2x3x4xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @below {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<2xf32>) dimensions = [2, 1]
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_range(%a: tensor<2x3xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @below {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%o : tensor<2xf32>) dimensions = [4]
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_dims(%a: tensor<2x3xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @below {{'linalg.reduce' op init dimensions [3] doesn't match input dimensions after reduction [2]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%o : tensor<3xf32>) dimensions = [1]
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_args(%a: tensor<2x3xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @below {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%o : tensor<2xf32>) dimensions = [1]
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<2xf32>
}

// -----

func.func @transpose_perm(%a: tensor<2x3xf32>, %o: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @below {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%o : tensor<3x2xf32>) permutation = [1, 1]
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_dim(%a: tensor<2x3xf32>, %o: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error @below {{'linalg.transpose' op dim(result, 1) = 3 doesn't match dim(input, permutation[1]) = 2}}
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%o : tensor<3x3xf32>) permutation = [1, 0]
  return %0 : tensor<3x3xf32>
}

// -----

func.func @broadcast_rank(%a: tensor<2xf32>, %o: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @below {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 1, init rank: 3}}
  %0 = linalg.broadcast ins(%a : tensor<2xf32>) outs(%o : tensor<2x3x4xf32>) dimensions = [1]
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @broadcast_dim(%a: tensor<5xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @below {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 5, init: 3}}
  %0 = linalg.broadcast ins(%a : tensor<5xf32>) outs(%o : tensor<2x3xf32>) dimensions = [0]
  return %0 : tensor<2x3xf32>
}

// -----

func.func @softmax_dim(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @below {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @filter(%f: tensor<4x3x2x8xf32>, %o: tensor<4x4x8x4xf32>) -> tensor<4x4x8x4xf32> {
  // expected-error @below {{'linalg.winograd_filter_transform' op expect filter width either equals to r or 1}}
  %0 = linalg.winograd_filter_transform m(2) r(3) ins(%f : tensor<4x3x2x8xf32>) outs(%o : tensor<4x4x8x4xf32>) -> tensor<4x4x8x4xf32>
  return %0 : tensor<4x4x8x4xf32>
}

// -----

func.func @filter_1d(%f: tensor<4x1x3x8xf32>, %o: tensor<1x4x8x4xf32>) -> tensor<1x4x8x4xf32> {
  %0 = linalg.winograd_filter_transform m(2) r(3) ins(%f : tensor<4x1x3x8xf32>) outs(%o : tensor<1x4x8x4xf32>) -> tensor<1x4x8x4xf32>
  return %0 : tensor<1x4x8x4xf32>
}

// -----

func.func @input(%i: tensor<1x10x11x8xf32>, %o: tensor<4x4x4x5x1x8xf32>) -> tensor<4x4x4x5x1x8xf32> {
  // expected-error @below {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform m(2) r(3) ins(%i : tensor<1x10x11x8xf32>) outs(%o : tensor<4x4x4x5x1x8xf32>) -> tensor<4x4x4x5x1x8xf32>
  return %0 : tensor<4x4x4x5x1x8xf32>
}

// -----

func.func @input_dyn(%i: tensor<?x?x10x8xf32>, %o: tensor<4x4x?x4x?x8xf32>) -> tensor<4x4x?x4x?x8xf32> {
  %0 = linalg.winograd_input_transform m(2) r(3) ins(%i : tensor<?x?x10x8xf32>) outs(%o : tensor<4x4x?x4x?x8xf32>) -> tensor<4x4x?x4x?x8xf32>
  return %0 : tensor<4x4x?x4x?x8xf32>
}

// -----

func.func @output(%v: tensor<4x3x4x4x1x4xf32>, %o: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @below {{'linalg.winograd_output_transform' op expect input width equals to input tile size}}
  %0 = linalg.winograd_output_transform m(2) r(3) ins(%v : tensor<4x3x4x4x1x4xf32>) outs(%o : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @output_shape(%v: tensor<4x4x4x4x1x4xf32>, %o: tensor<1x8x7x4xf32>) -> tensor<1x8x7x4xf32> {
  // expected-error @below {{'linalg.winograd_output_transform' op the output shape is not expected}}
  %0 = linalg.winograd_output_transform m(2) r(3) ins(%v : tensor<4x4x4x4x1x4xf32>) outs(%o : tensor<1x8x7x4xf32>) -> tensor<1x8x7x4xf32>
  return %0 : tensor<1x8x7x4xf32>
}

// -----

func.func @softmax_results(%a: tensor<2x3xf32>) {
  // expected-error @below {{'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.softmax dimension(1) ins(%a : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
  return
}
