// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @cast_elem(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @cast_shape(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @concat_rank(%a: tensor<4x3xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<8x3xf32>
  return
}

// -----

func.func @concat_elem(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_dim(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_other_dim(%a: tensor<4x3xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<8x?xf32>
  return
}

// -----

func.func @concat_result(%a: tensor<4x3xf32>, %b: tensor<?x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<9x3xf32>'does not match inferred shape 'tensor<8x3xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<9x3xf32>
  return
}

// -----

func.func @empty_sizes(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%i) : tensor<?x?xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @insert_indices(%t: tensor<4x4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @from_elements_count(%f: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%f) : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @splat_sizes(%f: f32) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.splat %f : tensor<?xf32>
  return
}

// -----

func.func @generate_extents(%i: index, %f: f32) {
  // expected-error @+1 {{must have as many index operands as dynamic extents in the result type}}
  %0 = tensor.generate %i {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32>
  return
}

// -----

func.func @generate_args(%i: index, %f: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %i {
  ^bb0(%x: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  return
}

// -----

func.func @generate_yield(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %i {
  ^bb0(%x: index, %y: index):
    tensor.yield %i : index
  } : tensor<4x?xf32>
  return
}

// -----

func.func @gather_dims(%s: tensor<4x4xf32>, %idx: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%idx] gather_dims([1, 0]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x1x1xf32>
  return
}

// -----

func.func @gather_result(%s: tensor<4x5xf32>, %idx: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<2x1x5xf32>' or its rank-reduced variant 'tensor<2x5xf32>' (got: 'tensor<2x4xf32>')}}
  %0 = tensor.gather %s[%idx] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  return
}

// -----

func.func @scatter_unique(%src: tensor<2x1x5xf32>, %d: tensor<4x5xf32>, %idx: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %src into %d[%idx] scatter_dims([0]) : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}

// -----

func.func @slice_size(%s: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<1x16x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %s[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<16x5xf32>
  return
}

// -----

func.func @slice_rank(%s: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %s[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<1x1x16x4xf32>
  return
}

// -----

func.func @slice_elem(%s: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %s[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xi32>
  return
}

// -----

func.func @slice_offsets(%s: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %s[0, 0][16, 4][1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return
}

// -----

func.func @insert_slice_size(%t: tensor<4x?xf32>, %s: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<1x16x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %t into %s[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<4x?xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<4x?xf32>, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<8x?xf32>' does not match the inferred type 'tensor<7x?xf32>'}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<8x?xf32>
  return
}

// -----

func.func @pad_arg(%t: tensor<4x?xf32>, %f: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%x: index, %y: i32):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  return
}

// -----

func.func @pad_low(%t: tensor<4x?xf32>, %f: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4x?xf32>', specified resultType is 'tensor<7x?xf32>'}}
  %0 = tensor.pad %t low[1] high[2, 3] {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  return
}

// -----

func.func @reshape_elems(%t: tensor<4x2xf32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<4x2xf32>, tensor<1xindex>) -> tensor<9xf32>
  return
}

// -----

func.func @reshape_rank(%t: tensor<4x2xf32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<4x2xf32>, tensor<1xindex>) -> tensor<2x4xf32>
  return
}

// -----

func.func @expand_static(%t: tensor<4x?xf32>, %i: index) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3, %i] : tensor<4x?xf32> into tensor<2x3x?xf32>
  return
}

// -----

func.func @expand_count(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2] : tensor<4x?xf32> into tensor<2x2x?xf32>
  return
}

// -----

func.func @expand_contiguous(%t: tensor<4x?xf32>, %i: index) {
  // expected-error @+1 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.expand_shape %t [[0, 2], [1]] output_shape [2, 2, %i] : tensor<4x?xf32> into tensor<2x2x?xf32>
  return
}

// -----

func.func @collapse_dynamic(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<4xf32>
  return
}

// -----

func.func @collapse_rank(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<4x?xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<4x?x1xf32>'.}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<4x?xf32> into tensor<4x?x1xf32>
  return
}

// -----

func.func @collapse_map_size(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<4x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @pack_bound(%s: tensor<16x256xf32>, %d: tensor<2x8x8x32xf32>) {
  // expected-error @+1 {{the shape of output is not large enough to hold the packed data. Expected at least 'tensor<8x2x8x32xf32>', got 'tensor<2x8x8x32xf32>'}}
  %0 = tensor.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x256xf32> -> tensor<2x8x8x32xf32>
  return
}

// -----

func.func @pack_zero_tile(%s: tensor<16x256xf32>, %d: tensor<2x8x8x32xf32>) {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = tensor.pack %s inner_dims_pos = [0, 1] inner_tiles = [0, 32] into %d : tensor<16x256xf32> -> tensor<2x8x8x32xf32>
  return
}

// -----

func.func @pack_inner_pos(%s: tensor<16x256xf32>, %d: tensor<2x8x8x32xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = tensor.pack %s inner_dims_pos = [0, 0] inner_tiles = [8, 32] into %d : tensor<16x256xf32> -> tensor<2x8x8x32xf32>
  return
}

// -----

func.func @pack_padding(%s: tensor<15x256xf32>, %d: tensor<2x8x8x32xf32>) {
  // expected-error @+1 {{'tensor.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = tensor.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<15x256xf32> -> tensor<2x8x8x32xf32>
  return
}

// -----

func.func @pack_padding_type(%s: tensor<15x256xf32>, %d: tensor<2x8x8x32xf32>, %p: i32) {
  // expected-error @+1 {{'tensor.pack' op expected padding_value has 'f32' but got: 'i32'}}
  %0 = tensor.pack %s padding_value(%p : i32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<15x256xf32> -> tensor<2x8x8x32xf32>
  return
}

// -----

func.func @unpack_rank(%s: tensor<2x8x8x32xf32>, %d: tensor<16xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = tensor.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<2x8x8x32xf32> -> tensor<16xf32>
  return
}

// -----

func.func @unpack_tiles(%s: tensor<2x8x8x32xf32>, %d: tensor<16x128xf32>) {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = tensor.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x8x8x32xf32> -> tensor<16x128xf32>
  return
}

// -----

func.func @yield_parent(%f: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}

// -----

// A dynamic tile without its operand (upstream crashes on this).
func.func @unpack_missing_tile(%s: tensor<4x?xf32>, %d: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.unpack' op expected 1 dynamic inner tile sizes, but found 0}}
  %0 = "tensor.unpack"(%s, %d) <{inner_dims_pos = array<i64: 0>, static_inner_tiles = array<i64: -9223372036854775808>}> : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return
}
