// RUN: rmlir-opt --split-input-file --verify-diagnostics %s
// Verifiers of the memref ops, with mlir-opt 19's messages.

func.func @dma_wait_rank(%tag: memref<4x4xi32>, %i: index) {
  // expected-error @+1 {{expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 3}}
  memref.dma_wait %tag[%i, %i, %i], %i : memref<4x4xi32>
  return
}

// -----

func.func @dma_start_tag(%m: memref<4xf32>, %t: i32, %i: index) {
  // expected-error @+1 {{expected tag to be of memref type}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>, i32
  return
}

// -----

func.func @transpose_perm(%m: memref<?x?xf32>) {
  // expected-error @+1 {{expected a permutation map}}
  %t = memref.transpose %m (i, j) -> (j, j) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with stride = 3 instead of 1 in dim = 1}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 3] : memref<?xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_offset_count(%m: memref<?xf32>) {
  // expected-error @+1 {{expected 1 offset values, got 3}}
  %r = memref.reinterpret_cast %m to offset: [0, 1, 2], sizes: [4, 4, 4], strides: [16, 4, 1] : memref<?xf32> to memref<4x4x4xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 18>>' or a rank-reduced version. (mismatch of result layout)}}
  %s = memref.subview %m[2, 2][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x8xf32>) {
  // expected-error @+1 {{(mismatch of result sizes)}}
  %s = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_not_strided(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d0 mod 4, d1)>>) {
  // expected-error @+1 {{is not strided}}
  %s = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d0 mod 4, d1)>> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @view_sizes(%i: index) {
  %a = memref.alloc() : memref<64xi8>
  // expected-error @+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %v = memref.view %a[%i][] : memref<64xi8> to memref<?x4xf32>
  return
}

// -----

func.func @collapse_noncontiguous(%m: memref<4x4xf32, strided<[8, 1]>>) {
  // expected-error @+1 {{invalid source layout map or collapsing non-contiguous dims}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32, strided<[1]>>
  return
}

// -----

func.func @expand_layout(%m: memref<16xf32, strided<[2]>>) {
  // expected-error @+1 {{expected expanded type to be 'memref<4x4xf32, strided<[8, 2]>>' but found 'memref<4x4xf32, strided<[4, 2]>>'}}
  %e = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2]>> into memref<4x4xf32, strided<[4, 2]>>
  return
}

// -----

func.func @cast_strides(%m: memref<4x4xf32>) {
  // expected-error @+1 {{operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[8, 1]>>' are cast incompatible}}
  %c = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

memref.global @g : memref<2xi32>

func.func @get_global_type() {
  // expected-error @+1 {{result type 'memref<2xf32>' does not match type 'memref<2xi32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<2xf32>
  return
}

// -----

func.func private @g()

func.func @get_global_not_global() {
  // expected-error @+1 {{'g' does not reference a valid global memref}}
  %0 = memref.get_global @g : memref<2xf32>
  return
}

// -----

// expected-error @+1 {{alignment attribute value 12 is not a power of 2}}
memref.global @a : memref<2xf32> = uninitialized {alignment = 12}

// -----

func.func @atomic_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{with kind 'mulf' expects a floating-point type}}
  %x = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @generic_atomic_effects(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %old, %m[%i] : memref<4xf32>
    memref.atomic_yield %old : f32
  }
  return
}

// -----

func.func @realloc_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type}}
  %r = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<1>, code : memref<4xf32>
  return
}

// -----

// memref.transpose prints the expected type with its layout in canonical form (a simplified
// affine map, or none for the row-major layout).

func.func @transpose_semi_affine(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  // expected-error @+1 {{result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>
  return
}

// -----

func.func @transpose_static(%v : memref<4x8xf32>) {
  // expected-error @+1 {{result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %t = memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @transpose_identity_perm(%v : memref<4x8xf32>) {
  // expected-error @+1 {{result type 'memref<4x8xf32, strided<[1, 4]>>' is not equivalent to the canonical transposed input type 'memref<4x8xf32>'}}
  %t = memref.transpose %v (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32, strided<[1, 4]>>
  return
}

// -----

func.func @transpose_dynamic_offset(%v : memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @+1 {{result type 'memref<?x4xf32>' is not equivalent to the canonical transposed input type 'memref<?x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %t = memref.transpose %v (i, j) -> (j, i) : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32>
  return
}

// -----

func.func @transpose_ok(%v : memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  %t = memref.transpose %v (i, j) -> (j, i) : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>
  %u = memref.transpose %v (i, j) -> (j, i) : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[1, ?], offset: ?>>
  return
}

// -----

// Cast compatibility is checked before the shapes (upstream's trait order).
func.func @cast_shapes(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x8xf32>' and result type 'memref<8x4xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4x8xf32> to memref<8x4xf32>
  return
}
