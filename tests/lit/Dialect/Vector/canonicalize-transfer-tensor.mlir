// Folders and canonicalizations of vector transfers on tensors: read-after-write
// forwarding through disjoint writes, write-after-read and read-init-write folds, a read
// of a just-written chunk as a broadcast, dead earlier writes, tensor.cast sources, and
// swapping an extract_slice of a full write in front of the write.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s


func.func @raw_through_disjoint(%t: tensor<8x4xf32>, %a: vector<2x4xf32>, %b: vector<2x4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %a, %t[%c4, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  %w1 = vector.transfer_write %b, %w0[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  %r = vector.transfer_read %w1[%c4, %c0], %f {in_bounds = [true, true]} : tensor<8x4xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @raw_overlapping(%arg0: tensor<8x4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
// CHECK-NEXT: %1 = vector.transfer_write %arg2, %0[%c1, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %1[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<8x4xf32>, vector<2x4xf32>
// CHECK-NEXT: return %2 : vector<2x4xf32>
func.func @raw_overlapping(%t: tensor<8x4xf32>, %a: vector<2x4xf32>, %b: vector<2x4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %a, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  %w1 = vector.transfer_write %b, %w0[%c1, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  %r = vector.transfer_read %w1[%c0, %c0], %f {in_bounds = [true, true]} : tensor<8x4xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @war_and_init(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: index) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
// CHECK-NEXT: return %arg0, %arg0 : tensor<2x4xf32>, tensor<2x4xf32>
func.func @war_and_init(%t: tensor<2x4xf32>, %u: tensor<2x4xf32>, %i: index) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%i, %c0], %f : tensor<2x4xf32>, vector<2x4xf32>
  %w = vector.transfer_write %r, %t[%i, %c0] : vector<2x4xf32>, tensor<2x4xf32>
  %r2 = vector.transfer_read %t[%c0, %c0], %f {in_bounds = [true, true]} : tensor<2x4xf32>, vector<2x4xf32>
  %w2 = vector.transfer_write %r2, %u[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<2x4xf32>
  return %w, %w2 : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @read_after_write_broadcast(%arg0: tensor<4x4xf32>, %arg1: vector<4xf32>) -> vector<3x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: return %0 : vector<3x4xf32>
func.func @read_after_write_broadcast(%t: tensor<4x4xf32>, %v: vector<4xf32>) -> vector<3x4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>
  %r = vector.transfer_read %w[%c0, %c0], %f {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<4x4xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @waw_through_disjoint(%arg0: tensor<8x4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg1, %arg0[%c2, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
// CHECK-NEXT: %1 = vector.transfer_write %arg2, %0[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
// CHECK-NEXT: return %1 : tensor<8x4xf32>
func.func @waw_through_disjoint(%t: tensor<8x4xf32>, %a: vector<2x4xf32>, %b: vector<2x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %w0 = vector.transfer_write %a, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  %w1 = vector.transfer_write %a, %w0[%c2, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  %w2 = vector.transfer_write %b, %w1[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x4xf32>
  return %w2 : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @cast_source(%arg0: tensor<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
func.func @cast_source(%t: tensor<2x4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %c = tensor.cast %t : tensor<2x4xf32> to tensor<?x4xf32>
  %r = vector.transfer_read %c[%c0, %c0], %f : tensor<?x4xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @swap_slice(%arg0: vector<4x2xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<16x16xf32>, %arg3: index) -> tensor<16x16xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[%arg3, 4] [3, 2] [1, 1] : tensor<16x16xf32> to tensor<3x2xf32>
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %extracted_slice[%c0, %c0] {in_bounds = [false, true]} : vector<4x2xf32>, tensor<3x2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[%arg3, 4] [3, 2] [1, 1] : tensor<3x2xf32> into tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<16x16xf32>
func.func @swap_slice(%v: vector<4x2xf32>, %init: tensor<4x2xf32>, %dest: tensor<16x16xf32>, %o: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %init[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<4x2xf32>
  %e = tensor.extract_slice %w[0, 0] [3, 2] [1, 1] : tensor<4x2xf32> to tensor<3x2xf32>
  %i = tensor.insert_slice %e into %dest[%o, 4] [3, 2] [1, 1] : tensor<3x2xf32> into tensor<16x16xf32>
  return %i : tensor<16x16xf32>
}
