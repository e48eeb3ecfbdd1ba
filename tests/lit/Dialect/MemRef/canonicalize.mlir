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
