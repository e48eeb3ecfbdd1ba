// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @alloc_sizes(%i: index) {
  // expected-error @+1 {{expected 2 dynamic sizes}}
  %0 = bufferization.alloc_tensor(%i) : tensor<?x?xf32>
  return
}

// -----

func.func @alloc_copy_sizes(%t: tensor<?xf32>, %i: index) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%i) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @alloc_type(%i: index) {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = bufferization.alloc_tensor(%i) : memref<?xf32>
  return
}

// -----

func.func @to_tensor_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that result type matches tensor equivalent of 'memref'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @materialize_result(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_restrict(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_shapes(%t: tensor<4xf32>, %m: memref<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<5xf32>) -> ()
  return
}

// -----

func.func @materialize_rank(%t: tensor<4xf32>, %m: memref<4x4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @dealloc_conditions(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<2xf32>, i1, i1) -> ()
  return
}
