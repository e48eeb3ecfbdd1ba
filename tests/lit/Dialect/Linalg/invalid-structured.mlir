// RUN: rmlir-opt %s --split-input-file --verify-diagnostics
// Verifiers of the structured ops, their yield and index, in upstream's order.

func.func @yield_outside(%x: f32) {
  // expected-error @below {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %x : f32
}

// -----

func.func @index_outside() -> index {
  // expected-error @below {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 1 : index
  return %i : index
}

// -----

func.func @index_too_deep(%m: memref<5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<5xf32>) {
  ^bb0(%o: f32):
    // expected-error @below {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %o : f32
  }
  return
}

// -----

func.func @yield_count(%m: memref<5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<5xf32>) {
  ^bb0(%o: f32):
    // expected-error @below {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %o, %o : f32, f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<5xf32>, %i: i8) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<5xf32>) {
  ^bb0(%o: f32):
    // expected-error @below {{'linalg.yield' op type of yield operand 1 ('i8') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i8
  }
  return
}

// -----

func.func @mixed(%t: tensor<4x4xf32>, %m: memref<4x4xf32>) {
  // expected-error @below {{'linalg.copy' op expected to have pure tensor or buffer semantics}}
  linalg.copy ins(%t : tensor<4x4xf32>) outs(%m : memref<4x4xf32>)
  return
}

// -----

func.func @static_mismatch(%a: memref<3x5xf32>, %b: memref<6x2xf32>, %c: memref<3x2xf32>) {
  // expected-error @below {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 5, but found 6}}
  linalg.matmul ins(%a, %b : memref<3x5xf32>, memref<6x2xf32>) outs(%c : memref<3x2xf32>)
  return
}

// -----

func.func @negative_index(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (-d0 + 2)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (2 - d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @no_loops_map(%a: memref<4xf32>, %b: memref<f32>) {
  // expected-error @below {{'linalg.generic' op expected the shape-to-loops map to be non-null}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<f32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @result_count(%t: tensor<4xf32>, %f: f32) {
  // expected-error @below {{'linalg.fill' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>)
  return
}

// -----

func.func @result_type(%t: tensor<?xf32>, %f: f32) -> tensor<4xf32> {
  // expected-error @below {{'linalg.fill' op expected type of operand #1 ('tensor<?xf32>') to match type of corresponding result ('tensor<4xf32>')}}
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bbarg_type(%a: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: i32):
    %c = arith.constant 1.0 : f32
    linalg.yield %c : f32
  }
  return
}

// -----

func.func @two_blocks(%a: memref<f32>, %f: f32) {
  // expected-error @below {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%a : memref<f32>) {
  ^bb0(%x: f32):
    cf.br ^bb1
  ^bb1:
    linalg.yield %f : f32
  }
  return
}

// -----

func.func @conv_strides(%i: memref<1x8x8x2xf32>, %k: memref<3x3x2x4xf32>, %o: memref<1x6x6x4xf32>) {
  // expected-error @below {{'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%i, %k : memref<1x8x8x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}

// -----

func.func @fill_vector(%v: vector<2xf32>) -> tensor<3xvector<2xf32>> {
  %e = tensor.empty() : tensor<3xvector<2xf32>>
  %0 = linalg.fill ins(%v : vector<2xf32>) outs(%e : tensor<3xvector<2xf32>>) -> tensor<3xvector<2xf32>>
  return %0 : tensor<3xvector<2xf32>>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 3, d2 + d5, d6)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @conv_memoized_input(%i: tensor<?x?x?x?xf32>, %k: tensor<?x?x?x?xf32>, %o: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error @below {{unexpected input index map for convolutions}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%i, %k, %o) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {linalg.memoized_indexing_maps = [#in, #k, #out], operandSegmentSizes = array<i32: 2, 1>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 * 2, d6, d3)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @conv_memoized_filter(%i: tensor<?x?x?x?xf32>, %k: tensor<?x?x?x?xf32>, %o: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error @below {{expected output/filter indexing maps to be projected permutations}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%i, %k, %o) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {linalg.memoized_indexing_maps = [#in, #k, #out], operandSegmentSizes = array<i32: 2, 1>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @conv_float_strides(%i: memref<1x8x8x2xf32>, %k: memref<3x3x2x4xf32>, %o: memref<1x6x6x4xf32>) {
  // expected-error @below {{invalid properties {operandSegmentSizes = array<i32: 2, 1>, strides = dense<1.000000e+00> : tensor<2xf32>} for op linalg.conv_2d_nhwc_hwcf: Invalid attribute `strides` in property conversion: dense<1.000000e+00> : tensor<2xf32>}}
  linalg.conv_2d_nhwc_hwcf <{strides = dense<1.0> : tensor<2xf32>}> ins(%i, %k : memref<1x8x8x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}

// -----

func.func @generic_no_iterators() {
  // expected-error @below {{expected "iterator_types" array attribute}}
  linalg.generic {indexing_maps = []} ins() outs()
  return
}

// -----

func.func @map_nothing() {
  // expected-error @below {{'linalg.map' op expected 1 or more operands, but found 0}}
  linalg.map { arith.addf }
  return
}
