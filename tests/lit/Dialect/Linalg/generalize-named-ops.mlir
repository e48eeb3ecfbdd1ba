// RUN: rmlir-opt %s -linalg-generalize-named-ops | FileCheck %s

func.func @f(%a: memref<?x?xi8>, %b: memref<?x?xi8>, %c: memref<?x?xi32>, %x: memref<?x?x?xf32>, %k: memref<?x?x?xf32>, %o: memref<?x?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xi8>, memref<?x?xi8>) outs(%c : memref<?x?xi32>)
  linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>} ins(%x, %k : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%o : memref<?x?x?xf32>)
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%o : memref<?x?x?xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d4)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2) -> ()>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<?x?xi8>, %arg1: memref<?x?xi8>, %arg2: memref<?x?xi32>, %arg3: memref<?x?x?xf32>, %arg4: memref<?x?x?xf32>, %arg5: memref<?x?x?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?xi8>, memref<?x?xi8>) outs(%arg2 : memref<?x?xi32>) {
// CHECK-NEXT:     ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT:       %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT:       %1 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT:       %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:       %3 = arith.addi %out, %2 : i32
// CHECK-NEXT:       linalg.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg3, %arg4 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg5 : memref<?x?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%arg5 : memref<?x?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
