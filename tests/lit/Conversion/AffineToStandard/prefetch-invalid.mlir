// RUN: rmlir-opt %s -split-input-file -verify-diagnostics

func.func @p(%m: memref<10x10xf32>) {
  // expected-error @below {{rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[0, 0], rd, locality<3>, data : memref<10x10xf32>
  return
}

// -----

func.func @p(%m: memref<10x10xf32>) {
  // expected-error @below {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[0], read, locality<3>, data : memref<10x10xf32>
  return
}

// -----

func.func @p(%m: memref<10x10xf32>) {
  // expected-error @below {{cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[0, 0], read, locality<3>, dat : memref<10x10xf32>
  return
}
