// affine.dma_start/affine.dma_wait lower to memref.dma_start/memref.dma_wait over the
// expanded maps (the element count moves before the tag); affine.delinearize_index is
// expanded into affine.apply ops, which are lowered in turn.
// RUN: rmlir-opt %s -lower-affine | FileCheck %s

// CHECK-LABEL: func.func @dma
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[S:.*]] = arith.muli %[[I]], %[[C3]] : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK-NEXT: memref.dma_start %arg0[%[[S]]], %arg1[%[[D]]], %arg3, %arg2[%arg4] : memref<64xf32>, memref<64xf32, 2>, memref<2xi32>
// CHECK-NEXT: memref.dma_start %arg0[%[[I]]], %arg1[%[[I]]], %arg3, %arg2[%arg4], %arg4, %arg3 : memref<64xf32>, memref<64xf32, 2>, memref<2xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg4], %arg3 : memref<2xi32>
func.func @dma(%src: memref<64xf32>, %dst: memref<64xf32, 2>, %tag: memref<2xi32>, %n: index, %t: index) {
  affine.for %i = 0 to 8 {
    affine.dma_start %src[%i * 3], %dst[%i + 1], %tag[symbol(%t)], %n : memref<64xf32>, memref<64xf32, 2>, memref<2xi32>
    affine.dma_start %src[%i], %dst[%i], %tag[symbol(%t)], %n, %t, %n : memref<64xf32>, memref<64xf32, 2>, memref<2xi32>
    affine.dma_wait %tag[symbol(%t)], %n : memref<2xi32>
  }
  return
}

// CHECK-LABEL: func.func @delinearize
// CHECK-SAME: (%[[X:.*]]: index)
// CHECK: %[[C12:.*]] = arith.constant 12 : index
// CHECK: arith.divsi
// CHECK: arith.remsi %[[X]]
// CHECK-NOT: affine.
// CHECK: return
func.func @delinearize(%x: index) -> (index, index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0:3 = affine.delinearize_index %x into (%c2, %c3, %c4) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
