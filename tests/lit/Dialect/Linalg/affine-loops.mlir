// RUN: rmlir-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// Expected output from mlir-opt-19 on these inputs.

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT:     affine.for %arg3 = 0 to %dim {
// CHECK-NEXT:       affine.for %arg4 = 0 to %dim_1 {
// CHECK-NEXT:         affine.for %arg5 = 0 to %dim_0 {
// CHECK-NEXT:           %0 = affine.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT:           %1 = affine.load %arg1[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT:           %2 = affine.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:           %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT:           %4 = arith.addf %2, %3 : f32
// CHECK-NEXT:           affine.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fill(%arg0: memref<4x?xf32>, %arg1: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.for %arg3 = 0 to %dim {
// CHECK-NEXT:         affine.store %arg1, %arg0[%arg2, %arg3] : memref<4x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gen(%arg0: memref<8x16xf32>, %arg1: memref<17x32xf32>) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 16 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3, %arg2] : memref<8x16xf32>
// CHECK-NEXT:         %1 = affine.apply #map(%arg2)
// CHECK-NEXT:         %2 = affine.apply #map1(%arg3)
// CHECK-NEXT:         %3 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:         %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT:         %5 = arith.addf %0, %4 : f32
// CHECK-NEXT:         affine.store %5, %arg1[%1, %2] : memref<17x32xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv(%arg0: memref<1x10x10x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x8x8x8xf32>) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 1 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 8 {
// CHECK-NEXT:         affine.for %arg5 = 0 to 8 {
// CHECK-NEXT:           affine.for %arg6 = 0 to 8 {
// CHECK-NEXT:             affine.for %arg7 = 0 to 3 {
// CHECK-NEXT:               affine.for %arg8 = 0 to 3 {
// CHECK-NEXT:                 affine.for %arg9 = 0 to 3 {
// CHECK-NEXT:                   %0 = affine.apply #map2(%arg4, %arg7)
// CHECK-NEXT:                   %1 = affine.apply #map2(%arg5, %arg8)
// CHECK-NEXT:                   %2 = affine.load %arg0[%arg3, %0, %1, %arg9] : memref<1x10x10x3xf32>
// CHECK-NEXT:                   %3 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x8xf32>
// CHECK-NEXT:                   %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x8x8x8xf32>
// CHECK-NEXT:                   %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT:                   %6 = arith.addf %4, %5 : f32
// CHECK-NEXT:                   affine.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x8x8x8xf32>
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>, %arg1: memref<?x4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     affine.for %arg2 = 0 to %dim {
// CHECK-NEXT:       affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg2, %arg3] : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:         affine.store %0, %arg1[%arg2, %arg3] : memref<?x4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @zero_d(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT:     %0 = affine.load %arg0[] : memref<f32>
// CHECK-NEXT:     affine.store %0, %arg1[] : memref<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduce(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     affine.for %arg3 = 0 to %dim {
// CHECK-NEXT:       affine.for %arg4 = 0 to %dim_0 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:         %1 = affine.load %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:         %2 = arith.mulf %0, %arg1 : f32
// CHECK-NEXT:         %3 = arith.addf %2, %1 : f32
// CHECK-NEXT:         affine.store %3, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensor(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.copy ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pool(%arg0: memref<1x6x6x2xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x3x3x2xf32>) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 1 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 3 {
// CHECK-NEXT:         affine.for %arg5 = 0 to 3 {
// CHECK-NEXT:           affine.for %arg6 = 0 to 2 {
// CHECK-NEXT:             affine.for %arg7 = 0 to 2 {
// CHECK-NEXT:               affine.for %arg8 = 0 to 2 {
// CHECK-NEXT:                 %0 = affine.apply #map3(%arg4, %arg7)
// CHECK-NEXT:                 %1 = affine.apply #map3(%arg5, %arg8)
// CHECK-NEXT:                 %2 = affine.load %arg0[%arg3, %0, %1, %arg6] : memref<1x6x6x2xf32>
// CHECK-NEXT:                 %3 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x3x2xf32>
// CHECK-NEXT:                 %4 = arith.maximumf %3, %2 : f32
// CHECK-NEXT:                 affine.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x3x2xf32>
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}
func.func @fill(%A: memref<4x?xf32>, %f: f32) {
  linalg.fill ins(%f : f32) outs(%A : memref<4x?xf32>)
  return
}
#map0 = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0 + 1, d1 * 2)>
func.func @gen(%A: memref<8x16xf32>, %B: memref<17x32xf32>) {
  linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel"]} ins(%A : memref<8x16xf32>) outs(%B : memref<17x32xf32>) {
  ^bb0(%a: f32, %b: f32):
    %i = linalg.index 0 : index
    %j = arith.index_cast %i : index to i32
    %k = arith.sitofp %j : i32 to f32
    %c = arith.addf %a, %k : f32
    linalg.yield %c : f32
  }
  return
}
func.func @conv(%in: memref<1x10x10x3xf32>, %f: memref<3x3x3x8xf32>, %o: memref<1x8x8x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x8x8x8xf32>)
  return
}
func.func @copy(%a: memref<?x4xf32, strided<[?, 1], offset: ?>>, %b: memref<?x4xf32>) {
  linalg.copy ins(%a : memref<?x4xf32, strided<[?, 1], offset: ?>>) outs(%b : memref<?x4xf32>)
  return
}
#id0 = affine_map<() -> ()>
func.func @zero_d(%a: memref<f32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [#id0, #id0], iterator_types = []} ins(%a : memref<f32>) outs(%b : memref<f32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
#r0 = affine_map<(d0, d1) -> (d0, d1)>
#r1 = affine_map<(d0, d1) -> (d0)>
#s = affine_map<(d0, d1) -> ()>
func.func @reduce(%a: memref<?x?xf32>, %s: f32, %b: memref<?xf32>) {
  linalg.generic {indexing_maps = [#r0, #s, #r1], iterator_types = ["parallel", "reduction"]} ins(%a, %s : memref<?x?xf32>, f32) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %0, %z : f32
    %j = linalg.index 1 : index
    linalg.yield %1 : f32
  }
  return
}
func.func @tensor(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @pool(%in: memref<1x6x6x2xf32>, %w: memref<2x2xf32>, %o: memref<1x3x3x2xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %w : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%o : memref<1x3x3x2xf32>)
  return
}
