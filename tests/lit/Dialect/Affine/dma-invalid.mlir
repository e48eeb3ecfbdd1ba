// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

func.func @stride_pair(%m: memref<4xf32>, %t: memref<1xi32>, %c: index) {
  // expected-error @+1 {{expected two stride related operands}}
  affine.dma_start %m[0], %m[1], %t[0], %c, %c : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @three_types(%m: memref<4xf32>, %t: memref<1xi32>, %c: index) {
  // expected-error @+1 {{expected three types}}
  affine.dma_start %m[0], %m[1], %t[0], %c : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @tag_not_memref(%c: index) {
  // expected-error @+1 {{expected tag to be of memref type}}
  affine.dma_wait %c[], %c : index
  return
}

// -----

func.func @non_affine_index(%m: memref<4xf32>, %t: memref<1xi32>, %c: index) {
  affine.for %i = 0 to 4 {
    %x = arith.muli %i, %i : index
    // expected-error @+1 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%i], %m[%x], %t[0], %c : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @wait_non_affine_index(%t: memref<1xi32>, %c: index) {
  affine.for %i = 0 to 4 {
    %x = arith.muli %i, %i : index
    // expected-error @+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%x], %c : memref<1xi32>
  }
  return
}

// -----

func.func @generic_source(%m: memref<4xf32>, %t: memref<1xi32>, %c: index) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  "affine.dma_start"(%c, %m, %t, %c) {src_map = affine_map<() -> ()>, dst_map = affine_map<() -> ()>, tag_map = affine_map<() -> ()>} : (index, memref<4xf32>, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @generic_count(%m: memref<4xf32>, %t: memref<1xi32>, %c: index) {
  // expected-error @+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %m, %t, %c, %c) {src_map = affine_map<() -> ()>, dst_map = affine_map<() -> ()>, tag_map = affine_map<() -> ()>} : (memref<4xf32>, memref<4xf32>, memref<1xi32>, index, index) -> ()
  return
}
