// RUN: rmlir-opt -allow-unregistered-dialect -split-input-file -canonicalize %s | FileCheck %s

// The affine.apply ops producing the indices of loads, stores, vector loads/stores and
// prefetches fold into their access maps; dead applies go away.
// CHECK-LABEL: func.func @compose
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:   %[[V:.*]] = affine.load %arg0[%[[I]] * 2 + 1] : memref<32xf32>
// CHECK-NEXT:   affine.store %[[V]], %arg0[%[[I]] + symbol(%arg1)] : memref<32xf32>
// CHECK-NEXT:   %[[W:.*]] = affine.vector_load %arg0[symbol(%arg1) * 4] : memref<32xf32>, vector<4xf32>
// CHECK-NEXT:   affine.vector_store %[[W]], %arg0[%[[I]] * 2 + 1] : memref<32xf32>, vector<4xf32>
// CHECK-NEXT:   affine.prefetch %arg0[%[[I]] * 2 + 1], write, locality<1>, instr : memref<32xf32>
// CHECK-NEXT: }
func.func @compose(%m: memref<32xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %c = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%n]
    %v = affine.load %m[%a] : memref<32xf32>
    affine.store %v, %m[%b] : memref<32xf32>
    %w = affine.vector_load %m[%c] : memref<32xf32>, vector<4xf32>
    affine.vector_store %w, %m[%a] : memref<32xf32>, vector<4xf32>
    affine.prefetch %m[%a], write, locality<1>, instr : memref<32xf32>
  }
  return
}

// -----

// Memref casts fold into loads, stores and DMA ops (not a stored memref value).
// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[X:.*]] = memref.cast %arg0
// CHECK-NEXT: %[[V:.*]] = affine.load %arg0[0] : memref<4xf32>
// CHECK-NEXT: affine.store %[[V]], %arg0[1] : memref<4xf32>
// CHECK-NEXT: affine.dma_start %arg0[0], %arg1[0], %arg2[0], %[[C0]] : memref<4xf32>, memref<4xf32, 2>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %arg2[0], %[[C0]] : memref<1xi32>
// CHECK-NEXT: affine.store %[[X]], %arg3[] : memref<memref<?xf32>>
func.func @casts(%m: memref<4xf32>, %f: memref<4xf32, 2>, %t: memref<1xi32>, %h: memref<memref<?xf32>>) {
  %c0 = arith.constant 0 : index
  %x = memref.cast %m : memref<4xf32> to memref<?xf32>
  %y = memref.cast %f : memref<4xf32, 2> to memref<?xf32, 2>
  %z = memref.cast %t : memref<1xi32> to memref<?xi32>
  %v = affine.load %x[0] : memref<?xf32>
  affine.store %v, %x[1] : memref<?xf32>
  affine.dma_start %x[0], %y[0], %z[0], %c0 : memref<?xf32>, memref<?xf32, 2>, memref<?xi32>
  affine.dma_wait %z[0], %c0 : memref<?xi32>
  affine.store %x, %h[] : memref<memref<?xf32>>
  return
}
