// Folders and canonicalization patterns of the tensor ops; expected output from mlir-opt 19.
// RUN: rmlir-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @dim_static
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
func.func @dim_static(%t: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_empty
// CHECK-NEXT: return %arg0, %arg1 : index, index
func.func @dim_of_empty(%i: index, %j: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%i, %j) : tensor<4x?x?xf32>
  %d = tensor.dim %e, %c1 : tensor<4x?x?xf32>
  %d2 = tensor.dim %e, %c2 : tensor<4x?x?xf32>
  return %d, %d2 : index, index
}

// -----

// CHECK-LABEL: func.func @dim_of_cast
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CHECK-NEXT: return %dim : index
func.func @dim_of_cast(%t: tensor<4x?xf32>, %i: index) -> index {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %c, %i : tensor<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_generate
// CHECK-NEXT: return %arg0 : index
func.func @dim_of_generate(%i: index, %f: f32) -> index {
  %c1 = arith.constant 1 : index
  %g = tensor.generate %i {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %d = tensor.dim %g, %c1 : tensor<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @chained_cast
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: return %cast : tensor<?x8xf32>
func.func @chained_cast(%t: tensor<4x?xf32>) -> tensor<?x8xf32> {
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<?x8xf32>
  return %b : tensor<?x8xf32>
}

// -----

// CHECK-LABEL: func.func @identity_cast
// CHECK-NEXT: return %arg0 : tensor<4x?xf32>
func.func @identity_cast(%t: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xf32>
  return %a : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @rank
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c2 : index
func.func @rank(%t: tensor<4x?xf32>) -> index {
  %r = tensor.rank %t : tensor<4x?xf32>
  return %r : index
}

// -----

// CHECK-LABEL: func.func @extract_from_elements
// CHECK-NEXT: return %arg1 : f32
func.func @extract_from_elements(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %t[%c1] : tensor<2xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @extract_const
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %c2_i32, %c7_i32 : i32, i32
func.func @extract_const() -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %s = arith.constant dense<7> : tensor<3xi32>
  %e = tensor.extract %t[%c1] : tensor<3xi32>
  %f = tensor.extract %s[%c1] : tensor<3xi32>
  return %e, %f : i32, i32
}

// -----

// CHECK-LABEL: func.func @from_elements_const
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: return %cst : tensor<2xi32>
func.func @from_elements_const() -> tensor<2xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %t = tensor.from_elements %a, %b : tensor<2xi32>
  return %t : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @splat_const
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: return %cst : tensor<4xf32>
func.func @splat_const() -> tensor<4xf32> {
  %a = arith.constant 1.0 : f32
  %t = tensor.splat %a : tensor<4xf32>
  return %t : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @slice_identity
// CHECK-NEXT: return %arg0 : tensor<8x4xf32>
func.func @slice_identity(%t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %s = tensor.extract_slice %t[0, 0] [8, 4] [1, 1] : tensor<8x4xf32> to tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @slice_const_args
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 1] [2, 2] [1, 1] : tensor<8x4xf32> to tensor<2x2xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<2x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
func.func @slice_const_args(%t: tensor<8x4xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[%c0, %c1] [%c2, %c2] [%c1, 1] : tensor<8x4xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_cast
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [2, %arg1] [1, 1] : tensor<8x4xf32> to tensor<2x?xf32>
// CHECK-NEXT: return %extracted_slice : tensor<2x?xf32>
func.func @slice_of_cast(%t: tensor<8x4xf32>, %i: index) -> tensor<2x?xf32> {
  %c = tensor.cast %t : tensor<8x4xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[0, %i] [2, %i] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  return %s : tensor<2x?xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_const
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg0[0, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x4xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x4xf32>
func.func @insert_slice_const(%t: tensor<8x4xf32>, %u: tensor<?x?xf32>) -> tensor<8x4xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = tensor.insert_slice %u into %t[0, %c1] [%c2, %c2] [1, 1] : tensor<?x?xf32> into tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_cast
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[0, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x4xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x4xf32>
func.func @insert_slice_cast(%t: tensor<8x4xf32>, %u: tensor<2x2xf32>, %i: index) -> tensor<8x4xf32> {
  %c = tensor.cast %u : tensor<2x2xf32> to tensor<?x?xf32>
  %s = tensor.insert_slice %c into %t[0, %i] [%i, %i] [1, 1] : tensor<?x?xf32> into tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @insert_identity
// CHECK-NEXT: return %arg1 : tensor<8x4xf32>
func.func @insert_identity(%t: tensor<8x4xf32>, %u: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %s = tensor.insert_slice %u into %t[0, 0] [8, 4] [1, 1] : tensor<8x4xf32> into tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @extract_of_insert
// CHECK-NEXT: return %arg1 : tensor<2x2xf32>
func.func @extract_of_insert(%t: tensor<8x4xf32>, %u: tensor<2x2xf32>, %i: index) -> tensor<2x2xf32> {
  %s = tensor.insert_slice %u into %t[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x4xf32>
  %e = tensor.extract_slice %s[%i, 0] [2, 2] [1, 1] : tensor<8x4xf32> to tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @pad_fold
// CHECK-NEXT: return %arg0 : tensor<8x4xf32>
func.func @pad_fold(%t: tensor<8x4xf32>, %f: f32) -> tensor<8x4xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<8x4xf32> to tensor<8x4xf32>
  return %p : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshapes
// CHECK-NEXT: return %arg0 : tensor<8x4xf32>
func.func @reshapes(%t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [8, 4] : tensor<32xf32> into tensor<8x4xf32>
  return %e : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @empty_static
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x5xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x5xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %cast : tensor<4x?xf32>
func.func @empty_static(%i: index) -> tensor<4x?xf32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty(%c5) : tensor<4x?xf32>
  return %e : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @concat_one
// CHECK-NEXT: return %arg0 : tensor<8x4xf32>
func.func @concat_one(%t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c = tensor.concat dim(0) %t : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @bitcasts
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<4xf32> to tensor<4xui32>
// CHECK-NEXT: return %0 : tensor<4xui32>
func.func @bitcasts(%t: tensor<4xf32>) -> tensor<4xui32> {
  %a = tensor.bitcast %t : tensor<4xf32> to tensor<4xi32>
  %b = tensor.bitcast %a : tensor<4xi32> to tensor<4xui32>
  return %b : tensor<4xui32>
}
