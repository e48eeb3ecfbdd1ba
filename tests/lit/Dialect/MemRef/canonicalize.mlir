// Folders and canonicalization patterns of the memref ops; expected output from mlir-opt 19.
// RUN: rmlir-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @dim_static
//  CHECK-NEXT: %c4 = arith.constant 4 : index
//  CHECK-NEXT: return %c4 : index
func.func @dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_alloc
//  CHECK-NEXT: return %arg0 : index
func.func @dim_alloc(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d = memref.dim %a, %c1 : memref<4x?xf32>
  memref.dealloc %a : memref<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @alloc_const
//  CHECK-NEXT: %alloc = memref.alloc() : memref<8x4xf32>
//  CHECK-NEXT: %cast = memref.cast %alloc : memref<8x4xf32> to memref<?x4xf32>
//  CHECK-NEXT: return %cast : memref<?x4xf32>
func.func @alloc_const() -> memref<?x4xf32> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8) : memref<?x4xf32>
  return %a : memref<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @dead_alloc
//  CHECK-NEXT: return
func.func @dead_alloc(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @load_cast
//  CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
//  CHECK-NEXT: return %0 : f32
func.func @load_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @store_cast
//  CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
//  CHECK-NEXT: return
func.func @store_cast(%m: memref<4xf32>, %i: index, %v: f32) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @self_copy
//  CHECK-NEXT: return
func.func @self_copy(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @empty_copy
//  CHECK-NEXT: return
func.func @empty_copy(%m: memref<0xf32>, %n: memref<0xf32>) {
  memref.copy %m, %n : memref<0xf32> to memref<0xf32>
  return
}

// -----

// CHECK-LABEL: func.func @copy_cast
//  CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
//  CHECK-NEXT: return
func.func @copy_cast(%m: memref<4xf32>, %n: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = memref.cast %n : memref<4xf32> to memref<?xf32>
  memref.copy %c, %d : memref<?xf32> to memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @rank
//  CHECK-NEXT: %c2 = arith.constant 2 : index
//  CHECK-NEXT: return %c2 : index
func.func @rank(%m: memref<4x?xf32>) -> index {
  %r = memref.rank %m : memref<4x?xf32>
  return %r : index
}

// -----

// CHECK-LABEL: func.func @cast_cast
//  CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
//  CHECK-NEXT: return %cast : memref<*xf32>
func.func @cast_cast(%m: memref<4xf32>) -> memref<*xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<*xf32>
  return %b : memref<*xf32>
}

// -----

// CHECK-LABEL: func.func @subview_const
//  CHECK-NEXT: %subview = memref.subview %arg0[2, 2] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
//  CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: 34>> to memref<?x?xf32, strided<[16, 1], offset: ?>>
//  CHECK-NEXT: return %cast : memref<?x?xf32, strided<[16, 1], offset: ?>>
func.func @subview_const(%m: memref<16x16xf32>) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c2, %c2][%c4, %c4][1, 1] : memref<16x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[16, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_trivial
//  CHECK-NEXT: %cast = memref.cast %arg0 : memref<16x16xf32> to memref<16x16xf32, strided<[16, 1]>>
//  CHECK-NEXT: return %cast : memref<16x16xf32, strided<[16, 1]>>
func.func @subview_trivial(%m: memref<16x16xf32>) -> memref<16x16xf32, strided<[16, 1]>> {
  %s = memref.subview %m[0, 0][16, 16][1, 1] : memref<16x16xf32> to memref<16x16xf32, strided<[16, 1]>>
  return %s : memref<16x16xf32, strided<[16, 1]>>
}

// -----

// CHECK-LABEL: func.func @subview_cast
//  CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
//  CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
//  CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, 1], offset: ?>>
func.func @subview_cast(%m: memref<16x16xf32>, %i: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i][4, 4][1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @view_const
//  CHECK-NEXT: %c0 = arith.constant 0 : index
//  CHECK-NEXT: %alloc = memref.alloc() : memref<2048xi8>
//  CHECK-NEXT: %view = memref.view %alloc[%c0][] : memref<2048xi8> to memref<8x4xf32>
//  CHECK-NEXT: %cast = memref.cast %view : memref<8x4xf32> to memref<?x4xf32>
//  CHECK-NEXT: return %cast : memref<?x4xf32>
func.func @view_const(%n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<2048xi8>
  %v = memref.view %a[%c0][%c8] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @dim_reshape
//  CHECK-NEXT: %c1 = arith.constant 1 : index
//  CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<2xindex>
//  CHECK-NEXT: return %0 : index
func.func @dim_reshape(%m: memref<*xf32>, %s: memref<2xindex>) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d = memref.dim %r, %c1 : memref<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @esm
//  CHECK-NEXT: %c0 = arith.constant 0 : index
//  CHECK-NEXT: %c4 = arith.constant 4 : index
//  CHECK-NEXT: %c1 = arith.constant 1 : index
//  CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
//  CHECK-NEXT: return %c0, %c4, %sizes#1, %strides#0, %c1 : index, index, index, index, index
func.func @esm(%m: memref<4x?xf32>) -> (index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %t#0, %t#1 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @rc_esm
//  CHECK-NEXT: return %arg0 : memref<4x8xf32>
func.func @rc_esm(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<4x8xf32>
  return %r : memref<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_expand
//  CHECK-NEXT: return %arg0 : memref<12x5xf32>
func.func @collapse_expand(%m: memref<12x5xf32>) -> memref<12x5xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 5] : memref<12x5xf32> into memref<3x4x5xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  return %c : memref<12x5xf32>
}

// -----

// CHECK-LABEL: func.func @alloca_scope_inline
//  CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
//  CHECK-NEXT: return %c3_i32 : i32
func.func @alloca_scope_inline() -> i32 {
  %r = memref.alloca_scope -> (i32) {
    %c = arith.constant 3 : i32
    memref.alloca_scope.return %c : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @transpose_twice
//  CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
//  CHECK-NEXT: return %transpose : memref<?x?xf32, strided<[?, 1]>>
func.func @transpose_twice(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %u = memref.transpose %t (i, j) -> (j, i) : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32, strided<[?, 1]>>
  return %u : memref<?x?xf32, strided<[?, 1]>>
}

// -----

// CHECK-LABEL: func.func @memspace
//  CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 2>
//  CHECK-NEXT: return %memspacecast : memref<4xf32, 2>
func.func @memspace(%m: memref<4xf32>) -> memref<4xf32, 2> {
  %a = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 2>
  return %b : memref<4xf32, 2>
}

// -----

// CHECK-LABEL: func.func @rc_rc
//  CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
//  CHECK-NEXT: return %reinterpret_cast : memref<4xf32>
func.func @rc_rc(%m: memref<?xf32>) -> memref<4xf32> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<?xf32> to memref<8xf32>
  %b = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<8xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----

// The cast back to the original type is an identity cast, folded away.
// CHECK-LABEL: func.func @subview_of_cast_same_type
//  CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [%arg1, %arg1] [%arg1, %arg1] : memref<4x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
//  CHECK-NEXT: return %subview
func.func @subview_of_cast_same_type(%m: memref<4x5xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<4x5xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i][%i, %i][%i, %i] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// A zero offset times a dynamic stride is a static zero offset.
// CHECK-LABEL: func.func @subview_zero_offset_dynamic_stride
//  CHECK-NEXT: memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
func.func @subview_zero_offset_dynamic_stride(%m: memref<?x?xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %s = memref.subview %m[0, 0][4, 4][1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
  return %s : memref<4x4xf32, strided<[?, 1]>>
}

// -----

// CHECK-LABEL: func.func @reshape_expand_expand(
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<2x3x4xf32>
func.func @reshape_expand_expand(%m: memref<24xf32>) -> memref<2x3x4xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_expand_expand_dyn(
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [%arg2, 3, 4] : memref<?xf32> into memref<?x3x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x3x4xf32>
func.func @reshape_expand_expand_dyn(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x3x4xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, 4] : memref<?xf32> into memref<?x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%b, 3, 4] : memref<?x4xf32> into memref<?x3x4xf32>
  return %1 : memref<?x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_collapse_collapse(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
//  CHECK-NEXT: return %collapse_shape : memref<120xf32>
func.func @reshape_collapse_collapse(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %1 : memref<120xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_collapse_collapse_scalar(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1x1xf32> into memref<f32>
//  CHECK-NEXT: return %collapse_shape : memref<f32>
func.func @reshape_collapse_collapse_scalar(%m: memref<1x1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<1x1x1xf32> into memref<1x1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1x1xf32> into memref<f32>
  return %1 : memref<f32>
}

// -----

// CHECK-LABEL: func.func @reshape_collapse_of_expand_collapse(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
//  CHECK-NEXT: return %collapse_shape : memref<?x?xf32>
func.func @reshape_collapse_of_expand_collapse(%m: memref<?x?x?xf32>, %a: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0], [1], [2, 3]] output_shape [%a, %a, %a, 1] : memref<?x?x?xf32> into memref<?x?x?x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<?x?x?x1xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_collapse_of_expand_expand(
//  CHECK-NEXT: %c4 = arith.constant 4 : index
//  CHECK-NEXT: %c0 = arith.constant 0 : index
//  CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
//  CHECK-NEXT: %0 = arith.divui %dim, %c4 : index
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [%0, 2, 2, 4] : memref<?x4xf32> into memref<?x2x2x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x2x2x4xf32>
func.func @reshape_collapse_of_expand_expand(%m: memref<?x4xf32>, %a: index, %b: index) -> memref<?x2x2x4xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3, 4]] output_shape [%a, 2, 2, 2, 2] : memref<?x4xf32> into memref<?x2x2x2x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2], [3, 4]] : memref<?x2x2x2x2xf32> into memref<?x2x2x4xf32>
  %2 = memref.cast %1 : memref<?x2x2x4xf32> to memref<?x2x2x4xf32>
  return %2 : memref<?x2x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_collapse(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
//  CHECK-NEXT: return %collapse_shape : memref<6x4xf32>
func.func @reshape_eoc_collapse(%m: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_expand(
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<2x3x4xf32>
func.func @reshape_eoc_expand(%m: memref<6x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_expand_dyn(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1, 2]] output_shape [%arg1, 3, 4] : memref<?xf32> into memref<?x3x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x3x4xf32>
func.func @reshape_eoc_expand_dyn(%m: memref<?x4xf32>, %a: index) -> memref<?x3x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [%a, 3, 4] : memref<?xf32> into memref<?x3x4xf32>
  return %1 : memref<?x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_same_rank(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x6xf32> into memref<24xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [8, 3] : memref<24xf32> into memref<8x3xf32>
//  CHECK-NEXT: return %expand_shape : memref<8x3xf32>
func.func @reshape_eoc_same_rank(%m: memref<4x6xf32>) -> memref<8x3xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [8, 3] : memref<24xf32> into memref<8x3xf32>
  return %1 : memref<8x3xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_fail(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x6xf32> into memref<24xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [3, 8] : memref<24xf32> into memref<3x8xf32>
//  CHECK-NEXT: return %expand_shape : memref<3x8xf32>
func.func @reshape_eoc_fail(%m: memref<4x6xf32>) -> memref<3x8xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [3, 8] : memref<24xf32> into memref<3x8xf32>
  return %1 : memref<3x8xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_multi(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<2x3x5x7xf32> into memref<6x35xf32>
//  CHECK-NEXT: return %collapse_shape : memref<6x35xf32>
func.func @reshape_eoc_multi(%m: memref<2x3x5x7xf32>) -> memref<6x35xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2, 3]] : memref<2x3x5x7xf32> into memref<210xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 35] : memref<210xf32> into memref<6x35xf32>
  return %1 : memref<6x35xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_scalar(
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [1, 1, 1] : memref<1x1xf32> into memref<1x1x1xf32>
//  CHECK-NEXT: return %expand_shape : memref<1x1x1xf32>
func.func @reshape_eoc_scalar(%m: memref<1x1xf32>) -> memref<1x1x1xf32> {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_layout(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<2x3xf32, strided<[3, 1], offset: 5>> into memref<6xf32, strided<[1], offset: 5>>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [3, 2] : memref<6xf32, strided<[1], offset: 5>> into memref<3x2xf32, strided<[2, 1], offset: 5>>
//  CHECK-NEXT: return %expand_shape : memref<3x2xf32, strided<[2, 1], offset: 5>>
func.func @reshape_eoc_layout(%m: memref<2x3xf32, strided<[3, 1], offset: 5>>) -> memref<3x2xf32, strided<[2, 1], offset: 5>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: 5>> into memref<6xf32, strided<[1], offset: 5>>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [3, 2] : memref<6xf32, strided<[1], offset: 5>> into memref<3x2xf32, strided<[2, 1], offset: 5>>
  return %1 : memref<3x2xf32, strided<[2, 1], offset: 5>>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_same(
//  CHECK-NEXT: return %arg0 : memref<4x?xf32>
func.func @reshape_coe_same(%m: memref<4x?xf32>, %a: index) -> memref<4x?xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %a] : memref<4x?xf32> into memref<2x2x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
  %2 = memref.expand_shape %1 [[0, 1], [2]] output_shape [2, 2, %a] : memref<4x?xf32> into memref<2x2x?xf32>
  return %1 : memref<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_alloc(
//  CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1, 2], [3, 4]] output_shape [%arg1, 2, 2, %arg2, 3] : memref<?x?xf32> into memref<?x2x2x?x3xf32>
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1], [2, 3], [4]] : memref<?x2x2x?x3xf32> into memref<?x2x?x3xf32>
//  CHECK-NEXT: return %collapse_shape : memref<?x2x?x3xf32>
func.func @reshape_coe_alloc(%n: index, %a: index, %b: index) -> memref<?x2x?x3xf32> {
  %m = memref.alloc(%n, %n) : memref<?x?xf32>
  %0 = memref.expand_shape %m [[0, 1, 2], [3, 4]] output_shape [%a, 2, 2, %b, 3] : memref<?x?xf32> into memref<?x2x2x?x3xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3], [4]] : memref<?x2x2x?x3xf32> into memref<?x2x?x3xf32>
  return %1 : memref<?x2x?x3xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_unit(
//  CHECK-NEXT: %c1 = arith.constant 1 : index
//  CHECK-NEXT: %c0 = arith.constant 0 : index
//  CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
//  CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%dim, %dim_0, 1] : memref<?x?xf32> into memref<?x?x1xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x?x1xf32>
func.func @reshape_coe_unit(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?x1xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 1, %b, 1] : memref<?x?xf32> into memref<?x1x?x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x1x?x1xf32> into memref<?x?x1xf32>
  return %1 : memref<?x?x1xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_static(
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xf32> into memref<4x2x3xf32>
//  CHECK-NEXT: return %expand_shape : memref<4x2x3xf32>
func.func @reshape_coe_static(%m: memref<4x6xf32>) -> memref<4x2x3xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 2, 2, 3] : memref<4x6xf32> into memref<2x2x2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<2x2x2x3xf32> into memref<4x2x3xf32>
  return %1 : memref<4x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_chain(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
//  CHECK-NEXT: return %collapse_shape : memref<120xf32>
func.func @reshape_chain(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<6x4x5xf32> into memref<24x5xf32>
  %2 = memref.collapse_shape %1 [[0, 1]] : memref<24x5xf32> into memref<120xf32>
  return %2 : memref<120xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_layout_cc(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>> into memref<6x4xf32, strided<[4, 1], offset: ?>>
//  CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %collapse_shape {{\[\[}}0, 1]] : memref<6x4xf32, strided<[4, 1], offset: ?>> into memref<24xf32, strided<[1], offset: ?>>
//  CHECK-NEXT: return %collapse_shape_0 : memref<24xf32, strided<[1], offset: ?>>
func.func @reshape_layout_cc(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>>) -> memref<24xf32, strided<[1], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>> into memref<6x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32, strided<[4, 1], offset: ?>> into memref<24xf32, strided<[1], offset: ?>>
  return %1 : memref<24xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @reshape_cast_expand(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<6x4xf32> into memref<24xf32>
//  CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<24xf32> to memref<?xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1, 2]] output_shape [%arg1, 3, 4] : memref<?xf32> into memref<?x3x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x3x4xf32>
func.func @reshape_cast_expand(%m: memref<6x4xf32>, %a: index) -> memref<?x3x4xf32> {
  %c = memref.cast %m : memref<6x4xf32> to memref<?x4xf32>
  %0 = memref.collapse_shape %c [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [%a, 3, 4] : memref<?xf32> into memref<?x3x4xf32>
  return %1 : memref<?x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_cast_ex2(
//  CHECK-NEXT: %cast = memref.cast %arg0 : memref<6x4xf32> to memref<?x4xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0], [1, 2]] output_shape [%arg1, 4, 1] : memref<?x4xf32> into memref<?x4x1xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x4x1xf32>
func.func @reshape_cast_ex2(%m: memref<6x4xf32>, %a: index) -> memref<?x4x1xf32> {
  %c = memref.cast %m : memref<6x4xf32> to memref<?x4xf32>
  %1 = memref.expand_shape %c [[0], [1, 2]] output_shape [%a, 4, 1] : memref<?x4xf32> into memref<?x4x1xf32>
  return %1 : memref<?x4x1xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_scalar_ee(
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
//  CHECK-NEXT: return %expand_shape : memref<1x1x1xf32>
func.func @reshape_scalar_ee(%m: memref<f32>) -> memref<1x1x1xf32> {
  %0 = memref.expand_shape %m [] output_shape [1] : memref<f32> into memref<1xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [1, 1, 1] : memref<1xf32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_scalar(
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
//  CHECK-NEXT: return %expand_shape : memref<1x1xf32>
func.func @reshape_coe_scalar(%m: memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %m [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<1x1x1xf32> into memref<1x1xf32>
  return %1 : memref<1x1xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_to_scalar(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
//  CHECK-NEXT: return %collapse_shape : memref<f32>
func.func @reshape_coe_to_scalar(%m: memref<1x1xf32>) -> memref<f32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [1, 1, 1] : memref<1x1xf32> into memref<1x1x1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1x1x1xf32> into memref<f32>
  return %1 : memref<f32>
}

// -----

// CHECK-LABEL: func.func @reshape_eoc_dyn_collapse(
//  CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x2x3xf32> into memref<?x6xf32>
//  CHECK-NEXT: return %collapse_shape : memref<?x6xf32>
func.func @reshape_eoc_dyn_collapse(%m: memref<?x2x3xf32>, %a: index) -> memref<?x6xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x2x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%a, 6] : memref<?xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_alloc2(
//  CHECK-NEXT: %c4 = arith.constant 4 : index
//  CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x4xf32>
//  CHECK-NEXT: %0 = arith.divui %arg0, %c4 : index
//  CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1], [2]] output_shape [%0, 4, 4] : memref<?x4xf32> into memref<?x4x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x4x4xf32>
func.func @reshape_coe_alloc2(%n: index, %a: index) -> memref<?x4x4xf32> {
  %m = memref.alloc(%n) : memref<?x4xf32>
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 2, 2, 4] : memref<?x4xf32> into memref<?x2x2x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<?x2x2x4xf32> into memref<?x4x4xf32>
  return %1 : memref<?x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_cast(
//  CHECK-NEXT: %c2 = arith.constant 2 : index
//  CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x4xf32> to memref<?x4xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [%c2, 4, 4] : memref<?x4xf32> into memref<?x4x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x4x4xf32>
func.func @reshape_coe_cast(%x: memref<8x4xf32>, %a: index) -> memref<?x4x4xf32> {
  %m = memref.cast %x : memref<8x4xf32> to memref<?x4xf32>
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 2, 2, 4] : memref<?x4xf32> into memref<?x2x2x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<?x2x2x4xf32> into memref<?x4x4xf32>
  return %1 : memref<?x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_const(
//  CHECK-NEXT: %c2 = arith.constant 2 : index
//  CHECK-NEXT: %alloc = memref.alloc() : memref<8x4xf32>
//  CHECK-NEXT: %cast = memref.cast %alloc : memref<8x4xf32> to memref<?x4xf32>
//  CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [%c2, 4, 4] : memref<?x4xf32> into memref<?x4x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x4x4xf32>
func.func @reshape_coe_const(%a: index) -> memref<?x4x4xf32> {
  %c8 = arith.constant 8 : index
  %m = memref.alloc(%c8) : memref<?x4xf32>
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 2, 2, 4] : memref<?x4xf32> into memref<?x2x2x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<?x2x2x4xf32> into memref<?x4x4xf32>
  return %1 : memref<?x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_coe_view(
//  CHECK-NEXT: %c4 = arith.constant 4 : index
//  CHECK-NEXT: %c0 = arith.constant 0 : index
//  CHECK-NEXT: %view = memref.view %arg0[%c0][%arg1] : memref<2048xi8> to memref<?x4xf32>
//  CHECK-NEXT: %0 = arith.divui %arg1, %c4 : index
//  CHECK-NEXT: %expand_shape = memref.expand_shape %view {{\[\[}}0, 1], [2]] output_shape [%0, 4, 4] : memref<?x4xf32> into memref<?x4x4xf32>
//  CHECK-NEXT: return %expand_shape : memref<?x4x4xf32>
func.func @reshape_coe_view(%b: memref<2048xi8>, %n: index, %a: index) -> memref<?x4x4xf32> {
  %c0 = arith.constant 0 : index
  %m = memref.view %b[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 2, 2, 4] : memref<?x4xf32> into memref<?x2x2x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<?x2x2x4xf32> into memref<?x4x4xf32>
  return %1 : memref<?x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_nested(
//  CHECK-NEXT: %c4 = arith.constant 4 : index
//  CHECK-NEXT: %c0 = arith.constant 0 : index
//  CHECK-NEXT: %0 = scf.if %arg2 -> (memref<?x4x4xf32>) {
//  CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
//  CHECK-NEXT: %1 = arith.divui %dim, %c4 : index
//  CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%1, 4, 4] : memref<?x4xf32> into memref<?x4x4xf32>
//  CHECK-NEXT: scf.yield %expand_shape : memref<?x4x4xf32>
//  CHECK-NEXT: } else {
//  CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?x4x4xf32>
//  CHECK-NEXT: scf.yield %alloc : memref<?x4x4xf32>
//  CHECK-NEXT: }
//  CHECK-NEXT: return %0 : memref<?x4x4xf32>
func.func @reshape_nested(%m: memref<?x4xf32>, %a: index, %p: i1) -> memref<?x4x4xf32> {
  %r = scf.if %p -> memref<?x4x4xf32> {
    %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 2, 2, 4] : memref<?x4xf32> into memref<?x2x2x4xf32>
    %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<?x2x2x4xf32> into memref<?x4x4xf32>
    scf.yield %1 : memref<?x4x4xf32>
  } else {
    %2 = memref.alloc(%a) : memref<?x4x4xf32>
    scf.yield %2 : memref<?x4x4xf32>
  }
  return %r : memref<?x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @prefetch_kept(
//  CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<1>, data : memref<4xf32>
//  CHECK-NEXT: return
func.func @prefetch_kept(%m: memref<4xf32>, %i: index) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.prefetch %0[%i], read, locality<1>, data : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @esm_of_cast_kept(
//  CHECK-NEXT: %c1 = arith.constant 1 : index
//  CHECK-NEXT: %c0 = arith.constant 0 : index
//  CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
//  CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
//  CHECK-NEXT: return %c0, %sizes#0, %sizes#1, %strides#0, %c1 : index, index, index, index, index
func.func @esm_of_cast_kept(%m: memref<4x?xf32>) -> (index, index, index, index, index) {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}
