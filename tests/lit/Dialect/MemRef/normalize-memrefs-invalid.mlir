// normalize-memrefs: invalid IR that MLIR 19's pass produces (users that only get the new
// memref, types that other ops keep); diagnostics as mlir-opt 19's.
// RUN: rmlir-opt %s -normalize-memrefs -split-input-file -verify-diagnostics

// MLIR 19 gives memref.load/store of a normalized memref the new memref only: the access
// then has the wrong number of indices.
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @load(%arg0: memref<16xf32, #tile>, %i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %v = memref.load %arg0[%i] : memref<16xf32, #tile>
  return %v : f32
}

// -----

func.func @store(%v: f32, %i: index) {
  %0 = memref.alloc() : memref<16xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %0[%i] : memref<16xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  return
}

// -----

// A reinterpret_cast result normalized to the image of its strided layout.
func.func @reinterpret(%arg0: memref<16xf32>, %i: index) -> index {
  // expected-error @+1 {{expected 1 size values, got 2}}
  %0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [1, 4] : memref<16xf32> to memref<4x4xf32, strided<[1, 4]>>
  %1 = memref.dim %0, %i : memref<4x4xf32, strided<[1, 4]>>
  return %1 : index
}

// -----

// A symbol use of a function that is not a call keeps the old function type.
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @f(%arg0: memref<16xf32, #tile>) {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @f : (memref<16xf32, #tile>) -> ()
  return
}

// -----

// A cast whose source is normalized but whose result keeps its layout.
func.func @cast(%n: index) {
  %0 = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  // expected-error @+1 {{'memref.cast' op operand type 'memref<8x4xf32>' and result type 'memref<?x8xf32, affine_map<(d0, d1) -> (d1, d0)>>' are cast incompatible}}
  %1 = memref.cast %0 : memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<?x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
