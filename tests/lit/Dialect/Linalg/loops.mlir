// RUN: rmlir-opt %s -convert-linalg-to-loops | FileCheck %s
// RUN: rmlir-opt %s -convert-linalg-to-parallel-loops | FileCheck %s --check-prefix=PAR

func.func @f(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %x: memref<?x?x?xf32>, %k: memref<?x?x?xf32>, %o: memref<?x?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>} ins(%x, %k : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%o : memref<?x?x?xf32>)
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%o : memref<?x?x?xf32>)
  return
}
func.func @g(%a: memref<4x8xf32>, %b: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>, %arg3: memref<?x?x?xf32>, %arg4: memref<?x?x?xf32>, %arg5: memref<?x?x?xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %dim step %c1 {
// CHECK-NEXT:       scf.for %arg7 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT:         scf.for %arg8 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:           %0 = memref.load %arg0[%arg6, %arg8] : memref<?x?xf32>
// CHECK-NEXT:           %1 = memref.load %arg1[%arg8, %arg7] : memref<?x?xf32>
// CHECK-NEXT:           %2 = memref.load %arg2[%arg6, %arg7] : memref<?x?xf32>
// CHECK-NEXT:           %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT:           %4 = arith.addf %2, %3 : f32
// CHECK-NEXT:           memref.store %4, %arg2[%arg6, %arg7] : memref<?x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_2 = memref.dim %arg3, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:     %dim_3 = memref.dim %arg3, %c2 : memref<?x?x?xf32>
// CHECK-NEXT:     %dim_4 = memref.dim %arg4, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:     %dim_5 = memref.dim %arg4, %c2 : memref<?x?x?xf32>
// CHECK-NEXT:     %dim_6 = memref.dim %arg5, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %dim_2 step %c1 {
// CHECK-NEXT:       scf.for %arg7 = %c0 to %dim_6 step %c1 {
// CHECK-NEXT:         scf.for %arg8 = %c0 to %dim_5 step %c1 {
// CHECK-NEXT:           scf.for %arg9 = %c0 to %dim_4 step %c1 {
// CHECK-NEXT:             scf.for %arg10 = %c0 to %dim_3 step %c1 {
// CHECK-NEXT:               %0 = affine.apply #map(%arg7, %arg9)
// CHECK-NEXT:               %1 = memref.load %arg3[%arg6, %0, %arg10] : memref<?x?x?xf32>
// CHECK-NEXT:               %2 = memref.load %arg4[%arg9, %arg10, %arg8] : memref<?x?x?xf32>
// CHECK-NEXT:               %3 = memref.load %arg5[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// CHECK-NEXT:               %4 = arith.mulf %1, %2 : f32
// CHECK-NEXT:               %5 = arith.addf %3, %4 : f32
// CHECK-NEXT:               memref.store %5, %arg5[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_7 = memref.dim %arg5, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:     %dim_8 = memref.dim %arg5, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %dim_9 = memref.dim %arg5, %c2 : memref<?x?x?xf32>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %dim_7 step %c1 {
// CHECK-NEXT:       scf.for %arg7 = %c0 to %dim_8 step %c1 {
// CHECK-NEXT:         scf.for %arg8 = %c0 to %dim_9 step %c1 {
// CHECK-NEXT:           memref.store %cst, %arg5[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT:         %1 = memref.load %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT:         %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:         memref.store %2, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// PAR: #map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// PAR-NEXT: module {
// PAR-NEXT:   func.func @f(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>, %arg3: memref<?x?x?xf32>, %arg4: memref<?x?x?xf32>, %arg5: memref<?x?x?xf32>) {
// PAR-NEXT:     %c2 = arith.constant 2 : index
// PAR-NEXT:     %c1 = arith.constant 1 : index
// PAR-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// PAR-NEXT:     %c0 = arith.constant 0 : index
// PAR-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// PAR-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// PAR-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// PAR-NEXT:     scf.parallel (%arg6, %arg7) = (%c0, %c0) to (%dim, %dim_1) step (%c1, %c1) {
// PAR-NEXT:       scf.for %arg8 = %c0 to %dim_0 step %c1 {
// PAR-NEXT:         %0 = memref.load %arg0[%arg6, %arg8] : memref<?x?xf32>
// PAR-NEXT:         %1 = memref.load %arg1[%arg8, %arg7] : memref<?x?xf32>
// PAR-NEXT:         %2 = memref.load %arg2[%arg6, %arg7] : memref<?x?xf32>
// PAR-NEXT:         %3 = arith.mulf %0, %1 : f32
// PAR-NEXT:         %4 = arith.addf %2, %3 : f32
// PAR-NEXT:         memref.store %4, %arg2[%arg6, %arg7] : memref<?x?xf32>
// PAR-NEXT:       }
// PAR-NEXT:       scf.reduce 
// PAR-NEXT:     }
// PAR-NEXT:     %dim_2 = memref.dim %arg3, %c0 : memref<?x?x?xf32>
// PAR-NEXT:     %dim_3 = memref.dim %arg3, %c2 : memref<?x?x?xf32>
// PAR-NEXT:     %dim_4 = memref.dim %arg4, %c0 : memref<?x?x?xf32>
// PAR-NEXT:     %dim_5 = memref.dim %arg4, %c2 : memref<?x?x?xf32>
// PAR-NEXT:     %dim_6 = memref.dim %arg5, %c1 : memref<?x?x?xf32>
// PAR-NEXT:     scf.parallel (%arg6, %arg7, %arg8) = (%c0, %c0, %c0) to (%dim_2, %dim_6, %dim_5) step (%c1, %c1, %c1) {
// PAR-NEXT:       scf.for %arg9 = %c0 to %dim_4 step %c1 {
// PAR-NEXT:         scf.for %arg10 = %c0 to %dim_3 step %c1 {
// PAR-NEXT:           %0 = affine.apply #map(%arg7, %arg9)
// PAR-NEXT:           %1 = memref.load %arg3[%arg6, %0, %arg10] : memref<?x?x?xf32>
// PAR-NEXT:           %2 = memref.load %arg4[%arg9, %arg10, %arg8] : memref<?x?x?xf32>
// PAR-NEXT:           %3 = memref.load %arg5[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// PAR-NEXT:           %4 = arith.mulf %1, %2 : f32
// PAR-NEXT:           %5 = arith.addf %3, %4 : f32
// PAR-NEXT:           memref.store %5, %arg5[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// PAR-NEXT:         }
// PAR-NEXT:       }
// PAR-NEXT:       scf.reduce 
// PAR-NEXT:     }
// PAR-NEXT:     %dim_7 = memref.dim %arg5, %c0 : memref<?x?x?xf32>
// PAR-NEXT:     %dim_8 = memref.dim %arg5, %c1 : memref<?x?x?xf32>
// PAR-NEXT:     %dim_9 = memref.dim %arg5, %c2 : memref<?x?x?xf32>
// PAR-NEXT:     scf.parallel (%arg6, %arg7, %arg8) = (%c0, %c0, %c0) to (%dim_7, %dim_8, %dim_9) step (%c1, %c1, %c1) {
// PAR-NEXT:       memref.store %cst, %arg5[%arg6, %arg7, %arg8] : memref<?x?x?xf32>
// PAR-NEXT:       scf.reduce 
// PAR-NEXT:     }
// PAR-NEXT:     return
// PAR-NEXT:   }
// PAR-NEXT:   func.func @g(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>) {
// PAR-NEXT:     %c0 = arith.constant 0 : index
// PAR-NEXT:     %c4 = arith.constant 4 : index
// PAR-NEXT:     %c1 = arith.constant 1 : index
// PAR-NEXT:     %c8 = arith.constant 8 : index
// PAR-NEXT:     scf.for %arg2 = %c0 to %c4 step %c1 {
// PAR-NEXT:       scf.parallel (%arg3) = (%c0) to (%c8) step (%c1) {
// PAR-NEXT:         %0 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// PAR-NEXT:         %1 = memref.load %arg1[%arg3] : memref<8xf32>
// PAR-NEXT:         %2 = arith.addf %0, %1 : f32
// PAR-NEXT:         memref.store %2, %arg1[%arg3] : memref<8xf32>
// PAR-NEXT:         scf.reduce 
// PAR-NEXT:       }
// PAR-NEXT:     }
// PAR-NEXT:     return
// PAR-NEXT:   }
// PAR-NEXT: }
