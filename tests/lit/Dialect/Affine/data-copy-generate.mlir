// RUN: rmlir-opt %s -split-input-file -affine-data-copy-generate="fast-mem-space=2" | FileCheck %s

// Two read regions copied by DMA before the loop; the access through an offset is
// rebased on the buffer; a memref already in the fast space is left alone. Constants go
// at the function's start (the pass's zero index last).

// CHECK-LABEL: func @reads
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[NB:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[ZB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[NA:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[ZA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<256xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<512xf32>
// CHECK-NEXT:    %[[F:.*]] = memref.alloc() : memref<256xf32, 2>
// CHECK-NEXT:    %[[BA:.*]] = memref.alloc() : memref<256xf32, 2>
// CHECK-NEXT:    %[[TA:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:    affine.dma_start %[[A]][%[[ZA]]], %[[BA]][%[[ZA]]], %[[TA]][%[[ZA]]], %[[NA]]
// CHECK-NEXT:    affine.dma_wait %[[TA]][%[[ZA]]], %[[NA]] : memref<1xi32>
// CHECK-NEXT:    %[[BB:.*]] = memref.alloc() : memref<256xf32, 2>
// CHECK-NEXT:    %[[TB:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:    affine.dma_start %[[B]][%[[C256]]], %[[BB]][%[[ZB]]], %[[TB]][%[[ZB]]], %[[NB]]
// CHECK-NEXT:    affine.dma_wait %[[TB]][%[[ZB]]], %[[NB]] : memref<1xi32>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 256 {
// CHECK-NEXT:      affine.load %[[BA]][%[[I]]] : memref<256xf32, 2>
// CHECK-NEXT:      affine.apply
// CHECK-NEXT:      affine.load %[[BB]][%[[I]]] : memref<256xf32, 2>
// CHECK-NEXT:      affine.load %[[F]][%[[I]]] : memref<256xf32, 2>
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[TB]] : memref<1xi32>
// CHECK-NEXT:    memref.dealloc %[[BB]] : memref<256xf32, 2>
// CHECK-NEXT:    memref.dealloc %[[TA]] : memref<1xi32>
// CHECK-NEXT:    memref.dealloc %[[BA]] : memref<256xf32, 2>
// CHECK-NEXT:    return
func.func @reads() {
  %A = memref.alloc() : memref<256 x f32>
  %B = memref.alloc() : memref<512 x f32>
  %F = memref.alloc() : memref<256 x f32, 2>
  affine.for %i = 0 to 256 {
    affine.load %A[%i] : memref<256 x f32>
    %idx = affine.apply affine_map<(d0) -> (d0 + 256)>(%i)
    affine.load %B[%idx] : memref<512 x f32>
    affine.load %F[%i] : memref<256 x f32, 2>
  }
  return
}

// -----

// A memref both read and written shares one buffer (the union of both regions), copied
// in before and out after the loop, with a one-level strided DMA.

// CHECK-LABEL: func @read_write
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<256x40xf32, 2>
// CHECK-NEXT:    %[[TIN:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:    affine.dma_start %{{.*}}, %[[BUF]][{{.*}}], %[[TIN]][{{.*}}], %{{.*}}, %{{.*}}, %{{.*}} : memref<256x64xf32>, memref<256x40xf32, 2>, memref<1xi32>
// CHECK-NEXT:    affine.dma_wait %[[TIN]]
// CHECK-NEXT:    %[[TOUT:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:    affine.for
// CHECK:         affine.dma_start %[[BUF]][{{.*}}], %{{.*}}, %[[TOUT]][{{.*}}], %{{.*}}, %{{.*}}, %{{.*}} : memref<256x40xf32, 2>, memref<256x64xf32>, memref<1xi32>
// CHECK-NEXT:    affine.dma_wait %[[TOUT]]
// CHECK-NEXT:    memref.dealloc %[[TOUT]]
// CHECK-NEXT:    memref.dealloc %[[TIN]]
// CHECK-NEXT:    memref.dealloc %[[BUF]]
// CHECK-NEXT:    return
func.func @read_write() {
  %A = memref.alloc() : memref<256 x 64 x f32>
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 32 {
      %v = affine.load %A[%i, %j + 8] : memref<256 x 64 x f32>
      affine.store %v, %A[%i, %j] : memref<256 x 64 x f32>
    }
  }
  return
}
