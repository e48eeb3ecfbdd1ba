// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %x = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @alloc_dims(%i: index) {
  // expected-error @+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %a = memref.alloc(%i) : memref<4xf32>
  return
}

// -----

func.func @alloca_dims() {
  // expected-error @+1 {{'memref.alloca' op dimension operand count does not equal memref dynamic dimension count}}
  %a = memref.alloca() : memref<?xf32>
  return
}

// -----

func.func @cast_incompatible(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

// expected-error @+1 {{'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dyn : memref<?xf32>
