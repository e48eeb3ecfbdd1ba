// RUN: rmlir-opt -split-input-file %s | FileCheck %s
// RUN: rmlir-opt -split-input-file -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// affine.dma_start/affine.dma_wait print each access map inline over its indices, the
// optional stride pair after the element count, and the three memref types; the maps get
// no alias in the custom form.
// CHECK-NOT: #map
// CHECK-LABEL: func.func @transfers
// CHECK: affine.dma_start %alloc[%arg2 * 2 + 1, symbol(%arg1)], %alloc_0[%arg2, 0], %alloc_1[%arg2 mod 4], %c8 : memref<64x?xf32>, memref<16x4xf32, 2>, memref<4xi32>
// CHECK-NEXT: affine.dma_start %alloc[%arg2, %arg2], %alloc_0[0, 0], %alloc_1[0], %c8, %arg1, %c8 : memref<64x?xf32>, memref<16x4xf32, 2>, memref<4xi32>
// CHECK-NEXT: affine.dma_wait %alloc_1[%arg2 mod 4], %c8 : memref<4xi32>
// GENERIC-DAG: #[[S:.*]] = affine_map<(d0)[s0] -> (d0 * 2 + 1, s0)>
// GENERIC-DAG: #[[T:.*]] = affine_map<(d0) -> (d0 mod 4)>
// GENERIC: "affine.dma_start"(%{{.*}}) {dst_map = #{{.*}}, src_map = #[[S]], tag_map = #[[T]]}
// GENERIC: "affine.dma_wait"(%{{.*}}) {tag_map = #[[T]]} : (memref<4xi32>, index, index) -> ()
func.func @transfers(%size: index, %n: index) {
  %src = memref.alloc(%n) : memref<64x?xf32>
  %dst = memref.alloc() : memref<16x4xf32, 2>
  %tag = memref.alloc() : memref<4xi32>
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 16 {
    affine.dma_start %src[%i * 2 + 1, symbol(%n)], %dst[%i, 0], %tag[%i mod 4], %c8 : memref<64x?xf32>, memref<16x4xf32, 2>, memref<4xi32>
    affine.dma_start %src[%i, %i], %dst[0, 0], %tag[0], %c8, %n, %c8 : memref<64x?xf32>, memref<16x4xf32, 2>, memref<4xi32>
    affine.dma_wait %tag[%i mod 4], %c8 : memref<4xi32>
  }
  return
}

// -----

// Rank-0 memrefs take empty brackets.
// CHECK-LABEL: func.func @scalars
// CHECK: affine.dma_start %arg0[], %arg1[], %arg2[%c0], %c1 : memref<f16, 1>, memref<f16>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %arg2[%c0], %c1 : memref<1xi32>
func.func @scalars(%s: memref<f16, 1>, %d: memref<f16>, %t: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.dma_start %s[], %d[], %t[%c0], %c1 : memref<f16, 1>, memref<f16>, memref<1xi32>
  affine.dma_wait %t[%c0], %c1 : memref<1xi32>
  return
}
