// RUN: rmlir-opt %s -split-input-file -convert-linalg-to-loops | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -convert-linalg-to-parallel-loops | FileCheck %s --check-prefix=PAR
// RUN: rmlir-opt %s -split-input-file -convert-linalg-to-affine-loops | FileCheck %s --check-prefix=AFF

// linalg.map, linalg.reduce, linalg.transpose and linalg.broadcast lowered to loops (expected
// output from mlir-opt 19). An identity transpose is folded away before the lowering.

// CHECK-LABEL: func.func @map(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @map(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c4 = arith.constant 4 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c8 = arith.constant 8 : index
// PAR-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// PAR-NEXT: %1 = memref.load %arg1[%arg3, %arg4] : memref<4x8xf32>
// PAR-NEXT: %2 = arith.addf %0, %1 : f32
// PAR-NEXT: memref.store %2, %arg2[%arg3, %arg4] : memref<4x8xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @map(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// AFF-NEXT: affine.for %arg3 = 0 to 4 {
// AFF-NEXT: affine.for %arg4 = 0 to 8 {
// AFF-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// AFF-NEXT: %1 = affine.load %arg1[%arg3, %arg4] : memref<4x8xf32>
// AFF-NEXT: %2 = arith.addf %0, %1 : f32
// AFF-NEXT: affine.store %2, %arg2[%arg3, %arg4] : memref<4x8xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @map(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @map_dyn(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %1 = math.absf %0 : f32
// CHECK-NEXT: memref.store %1, %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @map_dyn(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// PAR-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// PAR-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// PAR-NEXT: %1 = math.absf %0 : f32
// PAR-NEXT: memref.store %1, %arg1[%arg2, %arg3] : memref<?x?xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @map_dyn(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// AFF-NEXT: %c1 = arith.constant 1 : index
// AFF-NEXT: %c0 = arith.constant 0 : index
// AFF-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// AFF-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// AFF-NEXT: affine.for %arg2 = 0 to %dim {
// AFF-NEXT: affine.for %arg3 = 0 to %dim_0 {
// AFF-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// AFF-NEXT: %1 = math.absf %0 : f32
// AFF-NEXT: affine.store %1, %arg1[%arg2, %arg3] : memref<?x?xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @map_dyn(%a: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.map ins(%a : memref<?x?xf32>) outs(%c : memref<?x?xf32>)
    (%x: f32) {
      %0 = math.absf %x : f32
      linalg.yield %0 : f32
    }
  return
}

// -----

// CHECK-LABEL: func.func @map_index(%arg0: memref<?x4xindex>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xindex>
// CHECK-NEXT: scf.for %arg1 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT: memref.store %0, %arg0[%arg1, %arg2] : memref<?x4xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @map_index(%arg0: memref<?x4xindex>) {
// PAR-NEXT: %c4 = arith.constant 4 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xindex>
// PAR-NEXT: scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%dim, %c4) step (%c1, %c1) {
// PAR-NEXT: %0 = arith.addi %arg1, %arg2 : index
// PAR-NEXT: memref.store %0, %arg0[%arg1, %arg2] : memref<?x4xindex>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @map_index(%arg0: memref<?x4xindex>) {
// AFF-NEXT: %c0 = arith.constant 0 : index
// AFF-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xindex>
// AFF-NEXT: affine.for %arg1 = 0 to %dim {
// AFF-NEXT: affine.for %arg2 = 0 to 4 {
// AFF-NEXT: %0 = arith.addi %arg1, %arg2 : index
// AFF-NEXT: affine.store %0, %arg0[%arg1, %arg2] : memref<?x4xindex>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @map_index(%c: memref<?x4xindex>) {
  linalg.map outs(%c : memref<?x4xindex>)
    () {
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %2 = arith.addi %0, %1 : index
      linalg.yield %2 : index
    }
  return
}

// -----

// CHECK-LABEL: func.func @reduce(%arg0: memref<16x32x64xf32>, %arg1: memref<16x64xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c16 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c32 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c64 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3, %arg4] : memref<16x32x64xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2, %arg4] : memref<16x64xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: memref.store %2, %arg1[%arg2, %arg4] : memref<16x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @reduce(%arg0: memref<16x32x64xf32>, %arg1: memref<16x64xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c16 = arith.constant 16 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c32 = arith.constant 32 : index
// PAR-NEXT: %c64 = arith.constant 64 : index
// PAR-NEXT: scf.parallel (%arg2) = (%c0) to (%c16) step (%c1) {
// PAR-NEXT: scf.for %arg3 = %c0 to %c32 step %c1 {
// PAR-NEXT: scf.parallel (%arg4) = (%c0) to (%c64) step (%c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg2, %arg3, %arg4] : memref<16x32x64xf32>
// PAR-NEXT: %1 = memref.load %arg1[%arg2, %arg4] : memref<16x64xf32>
// PAR-NEXT: %2 = arith.addf %1, %0 : f32
// PAR-NEXT: memref.store %2, %arg1[%arg2, %arg4] : memref<16x64xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: }
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @reduce(%arg0: memref<16x32x64xf32>, %arg1: memref<16x64xf32>) {
// AFF-NEXT: affine.for %arg2 = 0 to 16 {
// AFF-NEXT: affine.for %arg3 = 0 to 32 {
// AFF-NEXT: affine.for %arg4 = 0 to 64 {
// AFF-NEXT: %0 = affine.load %arg0[%arg2, %arg3, %arg4] : memref<16x32x64xf32>
// AFF-NEXT: %1 = affine.load %arg1[%arg2, %arg4] : memref<16x64xf32>
// AFF-NEXT: %2 = arith.addf %1, %0 : f32
// AFF-NEXT: affine.store %2, %arg1[%arg2, %arg4] : memref<16x64xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @reduce(%a: memref<16x32x64xf32>, %c: memref<16x64xf32>) {
  linalg.reduce { arith.addf } ins(%a : memref<16x32x64xf32>) outs(%c : memref<16x64xf32>) dimensions = [1]
  return
}

// -----

// CHECK-LABEL: func.func @reduce_dyn(%arg0: memref<?x?xf32>, %arg1: memref<?x?xi32>, %arg2: memref<?xf32>, %arg3: memref<?xi32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg4, %arg5] : memref<?x?xi32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg5] : memref<?xf32>
// CHECK-NEXT: %3 = memref.load %arg3[%arg5] : memref<?xi32>
// CHECK-NEXT: %4 = arith.addf %0, %2 : f32
// CHECK-NEXT: %5 = arith.addi %1, %3 : i32
// CHECK-NEXT: memref.store %4, %arg2[%arg5] : memref<?xf32>
// CHECK-NEXT: memref.store %5, %arg3[%arg5] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @reduce_dyn(%arg0: memref<?x?xf32>, %arg1: memref<?x?xi32>, %arg2: memref<?xf32>, %arg3: memref<?xi32>) {
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// PAR-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// PAR-NEXT: scf.for %arg4 = %c0 to %dim step %c1 {
// PAR-NEXT: scf.parallel (%arg5) = (%c0) to (%dim_0) step (%c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// PAR-NEXT: %1 = memref.load %arg1[%arg4, %arg5] : memref<?x?xi32>
// PAR-NEXT: %2 = memref.load %arg2[%arg5] : memref<?xf32>
// PAR-NEXT: %3 = memref.load %arg3[%arg5] : memref<?xi32>
// PAR-NEXT: %4 = arith.addf %0, %2 : f32
// PAR-NEXT: %5 = arith.addi %1, %3 : i32
// PAR-NEXT: memref.store %4, %arg2[%arg5] : memref<?xf32>
// PAR-NEXT: memref.store %5, %arg3[%arg5] : memref<?xi32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @reduce_dyn(%arg0: memref<?x?xf32>, %arg1: memref<?x?xi32>, %arg2: memref<?xf32>, %arg3: memref<?xi32>) {
// AFF-NEXT: %c1 = arith.constant 1 : index
// AFF-NEXT: %c0 = arith.constant 0 : index
// AFF-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// AFF-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// AFF-NEXT: affine.for %arg4 = 0 to %dim {
// AFF-NEXT: affine.for %arg5 = 0 to %dim_0 {
// AFF-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// AFF-NEXT: %1 = affine.load %arg1[%arg4, %arg5] : memref<?x?xi32>
// AFF-NEXT: %2 = affine.load %arg2[%arg5] : memref<?xf32>
// AFF-NEXT: %3 = affine.load %arg3[%arg5] : memref<?xi32>
// AFF-NEXT: %4 = arith.addf %0, %2 : f32
// AFF-NEXT: %5 = arith.addi %1, %3 : i32
// AFF-NEXT: affine.store %4, %arg2[%arg5] : memref<?xf32>
// AFF-NEXT: affine.store %5, %arg3[%arg5] : memref<?xi32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @reduce_dyn(%a: memref<?x?xf32>, %b: memref<?x?xi32>, %c: memref<?xf32>, %d: memref<?xi32>) {
  linalg.reduce ins(%a, %b : memref<?x?xf32>, memref<?x?xi32>) outs(%c, %d : memref<?xf32>, memref<?xi32>) dimensions = [0]
    (%x: f32, %y: i32, %ix: f32, %iy: i32) {
      %0 = arith.addf %x, %ix : f32
      %1 = arith.addi %y, %iy : i32
      linalg.yield %0, %1 : f32, i32
    }
  return
}

// -----

// CHECK-LABEL: func.func @transpose(%arg0: memref<16x32x64xf32>, %arg1: memref<32x64x16xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c32 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c64 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4, %arg2, %arg3] : memref<16x32x64xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2, %arg3, %arg4] : memref<32x64x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @transpose(%arg0: memref<16x32x64xf32>, %arg1: memref<32x64x16xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c32 = arith.constant 32 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c64 = arith.constant 64 : index
// PAR-NEXT: %c16 = arith.constant 16 : index
// PAR-NEXT: scf.parallel (%arg2, %arg3, %arg4) = (%c0, %c0, %c0) to (%c32, %c64, %c16) step (%c1, %c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg4, %arg2, %arg3] : memref<16x32x64xf32>
// PAR-NEXT: memref.store %0, %arg1[%arg2, %arg3, %arg4] : memref<32x64x16xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @transpose(%arg0: memref<16x32x64xf32>, %arg1: memref<32x64x16xf32>) {
// AFF-NEXT: affine.for %arg2 = 0 to 32 {
// AFF-NEXT: affine.for %arg3 = 0 to 64 {
// AFF-NEXT: affine.for %arg4 = 0 to 16 {
// AFF-NEXT: %0 = affine.load %arg0[%arg4, %arg2, %arg3] : memref<16x32x64xf32>
// AFF-NEXT: affine.store %0, %arg1[%arg2, %arg3, %arg4] : memref<32x64x16xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @transpose(%a: memref<16x32x64xf32>, %c: memref<32x64x16xf32>) {
  linalg.transpose ins(%a : memref<16x32x64xf32>) outs(%c : memref<32x64x16xf32>) permutation = [1, 2, 0]
  return
}

// -----

// CHECK-LABEL: func.func @transpose_dyn(%arg0: memref<?x8x?xf32>, %arg1: memref<?x?x8xf32>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c2 : memref<?x8x?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4, %arg2] : memref<?x8x?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2, %arg3, %arg4] : memref<?x?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @transpose_dyn(%arg0: memref<?x8x?xf32>, %arg1: memref<?x?x8xf32>) {
// PAR-NEXT: %c8 = arith.constant 8 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c2 = arith.constant 2 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8x?xf32>
// PAR-NEXT: %dim_0 = memref.dim %arg0, %c2 : memref<?x8x?xf32>
// PAR-NEXT: scf.parallel (%arg2, %arg3, %arg4) = (%c0, %c0, %c0) to (%dim_0, %dim, %c8) step (%c1, %c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg3, %arg4, %arg2] : memref<?x8x?xf32>
// PAR-NEXT: memref.store %0, %arg1[%arg2, %arg3, %arg4] : memref<?x?x8xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @transpose_dyn(%arg0: memref<?x8x?xf32>, %arg1: memref<?x?x8xf32>) {
// AFF-NEXT: %c2 = arith.constant 2 : index
// AFF-NEXT: %c0 = arith.constant 0 : index
// AFF-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8x?xf32>
// AFF-NEXT: %dim_0 = memref.dim %arg0, %c2 : memref<?x8x?xf32>
// AFF-NEXT: affine.for %arg2 = 0 to %dim_0 {
// AFF-NEXT: affine.for %arg3 = 0 to %dim {
// AFF-NEXT: affine.for %arg4 = 0 to 8 {
// AFF-NEXT: %0 = affine.load %arg0[%arg3, %arg4, %arg2] : memref<?x8x?xf32>
// AFF-NEXT: affine.store %0, %arg1[%arg2, %arg3, %arg4] : memref<?x?x8xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @transpose_dyn(%a: memref<?x8x?xf32>, %c: memref<?x?x8xf32>) {
  linalg.transpose ins(%a : memref<?x8x?xf32>) outs(%c : memref<?x?x8xf32>) permutation = [2, 0, 1]
  return
}

// -----

// CHECK-LABEL: func.func @broadcast(%arg0: memref<8x32xf32>, %arg1: memref<8x16x32xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c16 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c32 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg4] : memref<8x32xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2, %arg3, %arg4] : memref<8x16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @broadcast(%arg0: memref<8x32xf32>, %arg1: memref<8x16x32xf32>) {
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c8 = arith.constant 8 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c16 = arith.constant 16 : index
// PAR-NEXT: %c32 = arith.constant 32 : index
// PAR-NEXT: scf.parallel (%arg2, %arg3, %arg4) = (%c0, %c0, %c0) to (%c8, %c16, %c32) step (%c1, %c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg2, %arg4] : memref<8x32xf32>
// PAR-NEXT: memref.store %0, %arg1[%arg2, %arg3, %arg4] : memref<8x16x32xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @broadcast(%arg0: memref<8x32xf32>, %arg1: memref<8x16x32xf32>) {
// AFF-NEXT: affine.for %arg2 = 0 to 8 {
// AFF-NEXT: affine.for %arg3 = 0 to 16 {
// AFF-NEXT: affine.for %arg4 = 0 to 32 {
// AFF-NEXT: %0 = affine.load %arg0[%arg2, %arg4] : memref<8x32xf32>
// AFF-NEXT: affine.store %0, %arg1[%arg2, %arg3, %arg4] : memref<8x16x32xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @broadcast(%a: memref<8x32xf32>, %c: memref<8x16x32xf32>) {
  linalg.broadcast ins(%a : memref<8x32xf32>) outs(%c : memref<8x16x32xf32>) dimensions = [1]
  return
}

// -----

// CHECK-LABEL: func.func @broadcast_dyn(%arg0: memref<?xf32>, %arg1: memref<?x?x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2, %arg3, %arg4] : memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @broadcast_dyn(%arg0: memref<?xf32>, %arg1: memref<?x?x?xf32>) {
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c2 = arith.constant 2 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// PAR-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// PAR-NEXT: %dim_1 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// PAR-NEXT: scf.parallel (%arg2, %arg3, %arg4) = (%c0, %c0, %c0) to (%dim_0, %dim, %dim_1) step (%c1, %c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg3] : memref<?xf32>
// PAR-NEXT: memref.store %0, %arg1[%arg2, %arg3, %arg4] : memref<?x?x?xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @broadcast_dyn(%arg0: memref<?xf32>, %arg1: memref<?x?x?xf32>) {
// AFF-NEXT: %c2 = arith.constant 2 : index
// AFF-NEXT: %c0 = arith.constant 0 : index
// AFF-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// AFF-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?x?x?xf32>
// AFF-NEXT: %dim_1 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// AFF-NEXT: affine.for %arg2 = 0 to %dim_0 {
// AFF-NEXT: affine.for %arg3 = 0 to %dim {
// AFF-NEXT: affine.for %arg4 = 0 to %dim_1 {
// AFF-NEXT: %0 = affine.load %arg0[%arg3] : memref<?xf32>
// AFF-NEXT: affine.store %0, %arg1[%arg2, %arg3, %arg4] : memref<?x?x?xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @broadcast_dyn(%a: memref<?xf32>, %c: memref<?x?x?xf32>) {
  linalg.broadcast ins(%a : memref<?xf32>) outs(%c : memref<?x?x?xf32>) dimensions = [0, 2]
  return
}

// -----

// CHECK-LABEL: func.func @reduce_all(%arg0: memref<?x4xf32>, %arg1: memref<f32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x4xf32>
// CHECK-NEXT: %1 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT: %2 = arith.maximumf %1, %0 : f32
// CHECK-NEXT: memref.store %2, %arg1[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @reduce_all(%arg0: memref<?x4xf32>, %arg1: memref<f32>) {
// PAR-NEXT: %c4 = arith.constant 4 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// PAR-NEXT: scf.for %arg2 = %c0 to %dim step %c1 {
// PAR-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// PAR-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x4xf32>
// PAR-NEXT: %1 = memref.load %arg1[] : memref<f32>
// PAR-NEXT: %2 = arith.maximumf %1, %0 : f32
// PAR-NEXT: memref.store %2, %arg1[] : memref<f32>
// PAR-NEXT: }
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @reduce_all(%arg0: memref<?x4xf32>, %arg1: memref<f32>) {
// AFF-NEXT: %c0 = arith.constant 0 : index
// AFF-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// AFF-NEXT: affine.for %arg2 = 0 to %dim {
// AFF-NEXT: affine.for %arg3 = 0 to 4 {
// AFF-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<?x4xf32>
// AFF-NEXT: %1 = affine.load %arg1[] : memref<f32>
// AFF-NEXT: %2 = arith.maximumf %1, %0 : f32
// AFF-NEXT: affine.store %2, %arg1[] : memref<f32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @reduce_all(%a: memref<?x4xf32>, %c: memref<f32>) {
  linalg.reduce { arith.maximumf } ins(%a : memref<?x4xf32>) outs(%c : memref<f32>) dimensions = [0, 1]
  return
}

// -----

// CHECK-LABEL: func.func @broadcast_scalar(%arg0: memref<f32>, %arg1: memref<3x?xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c1 : memref<3x?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2, %arg3] : memref<3x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @broadcast_scalar(%arg0: memref<f32>, %arg1: memref<3x?xf32>) {
// PAR-NEXT: %c3 = arith.constant 3 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %dim = memref.dim %arg1, %c1 : memref<3x?xf32>
// PAR-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c3, %dim) step (%c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[] : memref<f32>
// PAR-NEXT: memref.store %0, %arg1[%arg2, %arg3] : memref<3x?xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @broadcast_scalar(%arg0: memref<f32>, %arg1: memref<3x?xf32>) {
// AFF-NEXT: %c1 = arith.constant 1 : index
// AFF-NEXT: %dim = memref.dim %arg1, %c1 : memref<3x?xf32>
// AFF-NEXT: affine.for %arg2 = 0 to 3 {
// AFF-NEXT: affine.for %arg3 = 0 to %dim {
// AFF-NEXT: %0 = affine.load %arg0[] : memref<f32>
// AFF-NEXT: affine.store %0, %arg1[%arg2, %arg3] : memref<3x?xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @broadcast_scalar(%a: memref<f32>, %c: memref<3x?xf32>) {
  linalg.broadcast ins(%a : memref<f32>) outs(%c : memref<3x?xf32>) dimensions = [0, 1]
  return
}

// -----

// CHECK-LABEL: func.func @transpose1(%arg0: memref<?xi8>, %arg1: memref<?xi8>) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @transpose1(%arg0: memref<?xi8>, %arg1: memref<?xi8>) {
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @transpose1(%arg0: memref<?xi8>, %arg1: memref<?xi8>) {
// AFF-NEXT: return
// AFF-NEXT: }
func.func @transpose1(%a: memref<?xi8>, %c: memref<?xi8>) {
  linalg.transpose ins(%a : memref<?xi8>) outs(%c : memref<?xi8>) permutation = [0]
  return
}

// -----

// CHECK-LABEL: func.func @map_strided(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg1: memref<4x?xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %1 = arith.negf %0 : f32
// CHECK-NEXT: memref.store %1, %arg1[%arg2, %arg3] : memref<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @map_strided(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg1: memref<4x?xf32>) {
// PAR-NEXT: %c4 = arith.constant 4 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// PAR-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c4, %dim) step (%c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x?xf32, strided<[?, 1], offset: ?>>
// PAR-NEXT: %1 = arith.negf %0 : f32
// PAR-NEXT: memref.store %1, %arg1[%arg2, %arg3] : memref<4x?xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @map_strided(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg1: memref<4x?xf32>) {
// AFF-NEXT: %c1 = arith.constant 1 : index
// AFF-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// AFF-NEXT: affine.for %arg2 = 0 to 4 {
// AFF-NEXT: affine.for %arg3 = 0 to %dim {
// AFF-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x?xf32, strided<[?, 1], offset: ?>>
// AFF-NEXT: %1 = arith.negf %0 : f32
// AFF-NEXT: affine.store %1, %arg1[%arg2, %arg3] : memref<4x?xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @map_strided(%a: memref<4x?xf32, strided<[?, 1], offset: ?>>, %c: memref<4x?xf32>) {
  linalg.map { arith.negf } ins(%a : memref<4x?xf32, strided<[?, 1], offset: ?>>) outs(%c : memref<4x?xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @map0(%arg0: memref<f32>, %arg1: memref<f32>, %arg2: memref<f32>) {
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT: %1 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT: %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[] : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @map0(%arg0: memref<f32>, %arg1: memref<f32>, %arg2: memref<f32>) {
// PAR-NEXT: %0 = memref.load %arg0[] : memref<f32>
// PAR-NEXT: %1 = memref.load %arg1[] : memref<f32>
// PAR-NEXT: %2 = arith.mulf %0, %1 : f32
// PAR-NEXT: memref.store %2, %arg2[] : memref<f32>
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @map0(%arg0: memref<f32>, %arg1: memref<f32>, %arg2: memref<f32>) {
// AFF-NEXT: %0 = affine.load %arg0[] : memref<f32>
// AFF-NEXT: %1 = affine.load %arg1[] : memref<f32>
// AFF-NEXT: %2 = arith.mulf %0, %1 : f32
// AFF-NEXT: affine.store %2, %arg2[] : memref<f32>
// AFF-NEXT: return
// AFF-NEXT: }
func.func @map0(%a: memref<f32>, %b: memref<f32>, %c: memref<f32>) {
  linalg.map { arith.mulf } ins(%a, %b : memref<f32>, memref<f32>) outs(%c : memref<f32>)
  return
}

// -----

// CHECK-LABEL: func.func @reduce_idx(%arg0: memref<5x?xindex>, %arg1: memref<5xindex>) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<5x?xindex>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c5 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<5x?xindex>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<5xindex>
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.addi %2, %arg3 : index
// CHECK-NEXT: memref.store %3, %arg1[%arg2] : memref<5xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @reduce_idx(%arg0: memref<5x?xindex>, %arg1: memref<5xindex>) {
// PAR-NEXT: %c5 = arith.constant 5 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %dim = memref.dim %arg0, %c1 : memref<5x?xindex>
// PAR-NEXT: scf.parallel (%arg2) = (%c0) to (%c5) step (%c1) {
// PAR-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// PAR-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<5x?xindex>
// PAR-NEXT: %1 = memref.load %arg1[%arg2] : memref<5xindex>
// PAR-NEXT: %2 = arith.addi %0, %1 : index
// PAR-NEXT: %3 = arith.addi %2, %arg3 : index
// PAR-NEXT: memref.store %3, %arg1[%arg2] : memref<5xindex>
// PAR-NEXT: }
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @reduce_idx(%arg0: memref<5x?xindex>, %arg1: memref<5xindex>) {
// AFF-NEXT: %c1 = arith.constant 1 : index
// AFF-NEXT: %dim = memref.dim %arg0, %c1 : memref<5x?xindex>
// AFF-NEXT: affine.for %arg2 = 0 to 5 {
// AFF-NEXT: affine.for %arg3 = 0 to %dim {
// AFF-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<5x?xindex>
// AFF-NEXT: %1 = affine.load %arg1[%arg2] : memref<5xindex>
// AFF-NEXT: %2 = arith.addi %0, %1 : index
// AFF-NEXT: %3 = arith.addi %2, %arg3 : index
// AFF-NEXT: affine.store %3, %arg1[%arg2] : memref<5xindex>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @reduce_idx(%a: memref<5x?xindex>, %c: memref<5xindex>) {
  linalg.reduce ins(%a : memref<5x?xindex>) outs(%c : memref<5xindex>) dimensions = [1]
    (%x: index, %i: index) {
      %j = linalg.index 1 : index
      %0 = arith.addi %x, %i : index
      %1 = arith.addi %0, %j : index
      linalg.yield %1 : index
    }
  return
}

// -----

// CHECK-LABEL: func.func @mixed(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<8x4x2xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4, %arg3] : memref<4x8xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg3, %arg4] : memref<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg3, %arg4] : memref<8x4xf32>
// CHECK-NEXT: memref.store %0, %arg2[%arg3, %arg4, %arg5] : memref<8x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @mixed(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<8x4x2xf32>) {
// PAR-NEXT: %c2 = arith.constant 2 : index
// PAR-NEXT: %c0 = arith.constant 0 : index
// PAR-NEXT: %c8 = arith.constant 8 : index
// PAR-NEXT: %c1 = arith.constant 1 : index
// PAR-NEXT: %c4 = arith.constant 4 : index
// PAR-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c8, %c4) step (%c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg0[%arg4, %arg3] : memref<4x8xf32>
// PAR-NEXT: memref.store %0, %arg1[%arg3, %arg4] : memref<8x4xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0, %c0) to (%c8, %c4, %c2) step (%c1, %c1, %c1) {
// PAR-NEXT: %0 = memref.load %arg1[%arg3, %arg4] : memref<8x4xf32>
// PAR-NEXT: memref.store %0, %arg2[%arg3, %arg4, %arg5] : memref<8x4x2xf32>
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @mixed(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<8x4x2xf32>) {
// AFF-NEXT: affine.for %arg3 = 0 to 8 {
// AFF-NEXT: affine.for %arg4 = 0 to 4 {
// AFF-NEXT: %0 = affine.load %arg0[%arg4, %arg3] : memref<4x8xf32>
// AFF-NEXT: affine.store %0, %arg1[%arg3, %arg4] : memref<8x4xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: affine.for %arg3 = 0 to 8 {
// AFF-NEXT: affine.for %arg4 = 0 to 4 {
// AFF-NEXT: affine.for %arg5 = 0 to 2 {
// AFF-NEXT: %0 = affine.load %arg1[%arg3, %arg4] : memref<8x4xf32>
// AFF-NEXT: affine.store %0, %arg2[%arg3, %arg4, %arg5] : memref<8x4x2xf32>
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: }
// AFF-NEXT: return
// AFF-NEXT: }
func.func @mixed(%a: memref<4x8xf32>, %c: memref<8x4xf32>, %d: memref<8x4x2xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%c : memref<8x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%c : memref<8x4xf32>) outs(%d : memref<8x4x2xf32>) dimensions = [2]
  return
}

// -----

// CHECK-LABEL: func.func @t1(%arg0: memref<4xi8>, %arg1: memref<4xi8>) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @t1(%arg0: memref<4xi8>, %arg1: memref<4xi8>) {
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @t1(%arg0: memref<4xi8>, %arg1: memref<4xi8>) {
// AFF-NEXT: return
// AFF-NEXT: }
func.func @t1(%a: memref<4xi8>, %c: memref<4xi8>) {
  linalg.transpose ins(%a : memref<4xi8>) outs(%c : memref<4xi8>) permutation = [0]
  return
}

// -----

// CHECK-LABEL: func.func @t2(%arg0: memref<4x3xi8>, %arg1: memref<4x3xi8>) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// PAR-LABEL: func.func @t2(%arg0: memref<4x3xi8>, %arg1: memref<4x3xi8>) {
// PAR-NEXT: return
// PAR-NEXT: }

// AFF-LABEL: func.func @t2(%arg0: memref<4x3xi8>, %arg1: memref<4x3xi8>) {
// AFF-NEXT: return
// AFF-NEXT: }
func.func @t2(%a: memref<4x3xi8>, %c: memref<4x3xi8>) {
  linalg.transpose ins(%a : memref<4x3xi8>) outs(%c : memref<4x3xi8>) permutation = [0, 1]
  return
}

// -----

// CHECK-LABEL: func.func @tt(%arg0: tensor<4x3xi8>, %arg1: tensor<4x3xi8>) -> tensor<4x3xi8> {
// CHECK-NEXT: return %arg0 : tensor<4x3xi8>
// CHECK-NEXT: }

// PAR-LABEL: func.func @tt(%arg0: tensor<4x3xi8>, %arg1: tensor<4x3xi8>) -> tensor<4x3xi8> {
// PAR-NEXT: return %arg0 : tensor<4x3xi8>
// PAR-NEXT: }

// AFF-LABEL: func.func @tt(%arg0: tensor<4x3xi8>, %arg1: tensor<4x3xi8>) -> tensor<4x3xi8> {
// AFF-NEXT: return %arg0 : tensor<4x3xi8>
// AFF-NEXT: }
func.func @tt(%a: tensor<4x3xi8>, %c: tensor<4x3xi8>) -> tensor<4x3xi8> {
  %0 = linalg.transpose ins(%a : tensor<4x3xi8>) outs(%c : tensor<4x3xi8>) permutation = [0, 1]
  return %0 : tensor<4x3xi8>
}
