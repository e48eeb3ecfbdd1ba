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

// -----

// CHECK-LABEL: func.func @dim_of_insert
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_insert(%t: tensor<?xf32>, %f: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape
// CHECK-NEXT: %extracted = tensor.extract %arg1[%arg2] : tensor<2xi32>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @dim_of_reshape(%t: tensor<*xf32>, %s: tensor<2xi32>, %i: index) -> index {
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %0, %i : tensor<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @extract_of_cast
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @extract_of_cast(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %e = tensor.extract %0[%i] : tensor<?xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @cast_of_slice
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
// CHECK-NEXT: return %extracted_slice : tensor<16x512xf32>
// CHECK-NEXT: }
func.func @cast_of_slice(%t: tensor<128x512xf32>, %o: index, %s: index) -> tensor<16x512xf32> {
  %0 = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %1 = tensor.cast %0 : tensor<?x512xf32> to tensor<16x512xf32>
  return %1 : tensor<16x512xf32>
}

// -----

// CHECK-LABEL: func.func @cast_of_slice_reduced
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [16, 1] [1, 1] : tensor<128x512xf32> to tensor<16xf32>
// CHECK-NEXT: return %extracted_slice : tensor<16xf32>
// CHECK-NEXT: }
func.func @cast_of_slice_reduced(%t: tensor<128x512xf32>, %o: index, %s: index) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[%o, 0] [%s, 1] [1, 1] : tensor<128x512xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// CHECK-LABEL: func.func @parallel_insert
// CHECK-NEXT: %0 = scf.forall (%arg2) in (2) shared_outs(%arg3 = %arg0) -> (tensor<8x4xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg3[%arg2, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x4xf32>
// CHECK-NEXT: }
func.func @parallel_insert(%t: tensor<8x4xf32>, %u: tensor<?x?xf32>) -> tensor<8x4xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%x) in (2) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%x, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> into tensor<8x4xf32>
    }
  }
  return %r : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_collapse
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3{{\]\]}} : tensor<2x3x4x5xf32> into tensor<120xf32>
// CHECK-NEXT: return %collapsed : tensor<120xf32>
// CHECK-NEXT: }
func.func @collapse_collapse(%t: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %1 : tensor<120xf32>
}

// -----

// CHECK-LABEL: func.func @expand_expand
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2, 3{{\]\]}} output_shape [2, 3, 4, 5] : tensor<120xf32> into tensor<2x3x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<2x3x4x5xf32>
// CHECK-NEXT: }
func.func @expand_expand(%t: tensor<120xf32>) -> tensor<2x3x4x5xf32> {
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [6, 4, 5] : tensor<120xf32> into tensor<6x4x5xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2], [3]] output_shape [2, 3, 4, 5] : tensor<6x4x5xf32> into tensor<2x3x4x5xf32>
  return %1 : tensor<2x3x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @pad_zero
// CHECK-NEXT: return %arg0 : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @pad_zero(%t: tensor<?x4xf32>, %f: f32) -> tensor<?x4xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @generate_static
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %arg0 : f32
// CHECK-NEXT: } : tensor<3x4xf32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<3x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %cast : tensor<?x4xf32>
func.func @generate_static(%f: f32) -> tensor<?x4xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.generate %c3 {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
