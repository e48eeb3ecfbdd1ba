// Verifier messages of the vector dialect's ops (upstream's VectorOps.cpp).
// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @broadcast_mismatch(%v: vector<3xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (3 vs. 5)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x5xf32>
  return
}

// -----

func.func @bitcast_width(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi16>
  return
}

// -----

func.func @bitcast_rank(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<1x4xf32>
  return
}

// -----

func.func @shape_cast_elems(%v: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %v : vector<4x3xf32> to vector<5xf32>
  return
}

// -----

func.func @transpose_dup(%v: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<2x2xf32> to vector<2x2xf32>
  return
}

// -----

func.func @shuffle_range(%v: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #1 out of range}}
  %0 = vector.shuffle %v, %v [4] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @strided_sizes(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 1 to be confined to [1, 9)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 9], strides = [1, 1]} : vector<4x8xf32> to vector<2x9xf32>
  return
}

// -----

func.func @strided_result(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x3xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @insert_strided_offsets(%s: vector<2xf32>, %d: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %s, %d {offsets = [1], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @constant_mask_zero() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x3xi1>
  return
}

// -----

func.func @create_mask_count(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x3xi1>
  return
}

// -----

func.func @reduction_kind(%v: vector<8xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction <and>, %v : vector<8xf32> into f32
  return
}

// -----

func.func @multi_reduction_dest(%v: vector<4x8xf32>, %a: vector<4xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func.func @scan_shape(%v: vector<4x8xf32>, %a: vector<4xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %a {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @contract_no_reduction(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into vector<4x4xf32>
  return
}

// -----

func.func @contract_iterator(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error@+1 {{unexpected iterator_type (window)}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["window"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @outerproduct_kind(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @mask_type(%v: vector<8xf32>, %m: vector<4xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @gather_indices(%b: memref<?xf32>, %i: index, %iv: vector<4xi32>, %m: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %b[%i, %i][%iv], %m, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error@+1 {{'vector.from_elements' 1 operands present, but expected 2}}
  %0 = vector.from_elements %a : vector<2xf32>
  return
}

// -----

func.func @warp_dims(%l: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xi32>' to 'vector<4xi32>' with warp size = 32}}
  vector.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xi32>) {
  ^bb0(%a: vector<64xi32>):
  }
  return
}

// -----

func.func @bad_kind(%v: vector<8xf32>) {
  // expected-error@+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul}}
  // expected-error@+1 {{failed to parse Vector_CombiningKindAttr parameter 'value'}}
  %0 = vector.reduction <sum>, %v : vector<8xf32> into f32
  return
}
