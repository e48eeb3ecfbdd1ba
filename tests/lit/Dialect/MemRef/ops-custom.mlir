// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s

// The hand-written assembly of memref.transpose, alloca_scope, prefetch, dma_start and
// generic_atomic_rmw, as mlir-opt 19 prints it (the bare permutation map gets no alias).

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @memref_transpose_map(%arg0: memref<?x?xf32>) -> memref<?x?xf32, #map> {
// CHECK-NEXT:     %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) {foo} : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK-NEXT:     %0 = memref.alloca_scope  -> (i32) {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       memref.alloca_scope.return %c1_i32 : i32
// CHECK-NEXT:     } {x}
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.prefetch %arg0[%c0, %c0], write, locality<3>, instr : memref<?x?xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<1xi32>
// CHECK-NEXT:     memref.dma_start %alloc[%c0], %alloc[%c0], %c0, %alloc_0[%c0] : memref<8xf32>, memref<8xf32>, memref<1xi32>
// CHECK-NEXT:     memref.dma_start %alloc[%c0], %alloc[%c0], %c0, %alloc_0[%c0], %c0, %c0 : memref<8xf32>, memref<8xf32>, memref<1xi32>
// CHECK-NEXT:     %1 = memref.generic_atomic_rmw %alloc[%c0] : memref<8xf32> {
// CHECK-NEXT:     ^bb0(%arg1: f32):
// CHECK-NEXT:       memref.atomic_yield %arg1 : f32
// CHECK-NEXT:     } {index_attr = 8 : index}
// CHECK-NEXT:     return %transpose : memref<?x?xf32, #map>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @memref_transpose_map(%src : memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> {
  %dst = memref.transpose %src (i, j) -> (j, i) {foo} : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %a = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i32
    memref.alloca_scope.return %c : i32
  } {x}
  memref.alloca_scope {
    %c = arith.constant 1 : i32
  }
  %c0 = arith.constant 0 : index
  memref.prefetch %src[%c0, %c0], write, locality<3>, instr : memref<?x?xf32>
  %m = memref.alloc() : memref<8xf32>
  %t = memref.alloc() : memref<1xi32>
  memref.dma_start %m[%c0], %m[%c0], %c0, %t[%c0] : memref<8xf32>, memref<8xf32>, memref<1xi32>
  memref.dma_start %m[%c0], %m[%c0], %c0, %t[%c0], %c0, %c0 : memref<8xf32>, memref<8xf32>, memref<1xi32>
  %x = memref.generic_atomic_rmw %m[%c0] : memref<8xf32> {
    ^bb0(%old_value : f32):
      memref.atomic_yield %old_value : f32
  } { index_attr = 8 : index }
  return %dst : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
}
