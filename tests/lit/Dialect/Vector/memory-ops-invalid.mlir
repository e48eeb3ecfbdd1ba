// Verifiers and parsers of the vector memory ops and the gpu mma load/store, with
// mlir-opt 19's messages.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @bad_indices(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %f {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @two_types(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<4x8xf32>
  return
}

// -----

func.func @not_shaped(%v: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{requires memref or ranked tensor type}}
  %0 = vector.transfer_read %v[%i], %f : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @pad_type(%m: memref<4x8xf32>, %i: index, %f: f16) {
  %0 = "vector.transfer_read"(%m, %i, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<4x8xf32>, index, index, f16) -> vector<4xf32>
  // expected-error@-1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  return
}

// -----

func.func @perm_rank(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @perm_inputs(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0) -> (d0)>} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @in_bounds_rank(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, true]} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @broadcast_oob(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<2x4xf32>
  return
}

// -----

func.func @not_permutation(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<4x8xf32>, vector<2x4xf32>
  return
}

// -----

func.func @not_projected(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @masked_attr(%m: memref<4x8xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op masked attribute has been removed. Use in_bounds instead.}}
  %0 = vector.transfer_read %m[%i, %i], %f {masked = [false]} : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @vector_elem_mask(%m: memref<4xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error@+1 {{does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %p, %k : memref<4xvector<4xf32>>, vector<4x4xf32>
  return
}

// -----

func.func @write_broadcast(%m: memref<4x8xf32>, %i: index, %v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<2x4xf32>, memref<4x8xf32>
  return
}

// -----

func.func @write_bitwidth(%m: memref<4x8xf32>, %i: index, %v: vector<3xf16>) {
  // expected-error@+1 {{'vector.transfer_write' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  vector.transfer_write %v, %m[%i, %i] : vector<3xf16>, memref<4x8xf32>
  return
}

// -----

func.func @load_stride(%m: memref<4x8xf32, strided<[8, 2]>>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<4x8xf32, strided<[8, 2]>>, vector<4xf32>
  return
}

// -----

func.func @load_elem(%m: memref<4x8xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i, %i] : memref<4x8xf32>, vector<4xf16>
  return
}

// -----

func.func @store_indices(%m: memref<4x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op requires 2 indices}}
  vector.store %v, %m[%i] : memref<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @store_vector_memref(%m: memref<4xvector<8xf32>>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<4xvector<8xf32>>, vector<4xf32>
  return
}

// -----

func.func @maskedload_dim(%m: memref<16xf32>, %i: index, %k: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<16xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @maskedload_pass(%m: memref<16xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<16xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  return
}

// -----

func.func @maskedstore_rank(%m: memref<16xf32>, %i: index, %k: vector<2x4xi1>, %v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<2x4xi1>'}}
  vector.maskedstore %m[%i], %k, %v : memref<16xf32>, vector<2x4xi1>, vector<2x4xf32>
  return
}

// -----

func.func @mma_load_stride(%m: memref<32x32xf16, strided<[64, 2]>>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[64, 2]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @mma_store_operand(%m: memref<32x32xf16>, %i: index, %a: !gpu.mma_matrix<16x16xf16, "AOp">) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @mma_store_stride(%m: memref<32x32xf16, strided<[64, 2]>>, %i: index, %a: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[64, 2]>>
  return
}
