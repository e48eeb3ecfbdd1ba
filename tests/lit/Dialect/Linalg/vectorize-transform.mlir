// RUN: rmlir-opt %s -transform-interpreter | FileCheck %s
// transform.structured.vectorize: convolutions, reductions, contractions as multi_reduction, named ops, 0-d, linalg.index, masking with vector sizes; expected output from mlir-opt-19.

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (0, d1, d0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @conv1d_nwc(%arg0: memref<4x6x3xf32>, %arg1: memref<1x3x8xf32>, %arg2: memref<4x2x8xf32>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : memref<4x6x3xf32>, vector<4x4x3xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_0 : memref<1x3x8xf32>, vector<1x3x8xf32>
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : memref<4x2x8xf32>, vector<4x2x8xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [4, 1, 3], strides = [1, 1, 1]} : vector<4x4x3xf32> to vector<4x1x3xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %0 {offsets = [0, 3, 0], sizes = [4, 1, 3], strides = [1, 1, 1]} : vector<4x4x3xf32> to vector<4x1x3xf32>
// CHECK-NEXT:     %5 = vector.extract %1[0] : vector<3x8xf32> from vector<1x3x8xf32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [4, 1, 8], strides = [1, 1, 1]} : vector<4x2x8xf32> to vector<4x1x8xf32>
// CHECK-NEXT:     %7 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [4, 1, 8], strides = [1, 1, 1]} : vector<4x2x8xf32> to vector<4x1x8xf32>
// CHECK-NEXT:     %8 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %3, %5, %6 : vector<4x1x3xf32>, vector<3x8xf32> into vector<4x1x8xf32>
// CHECK-NEXT:     %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %5, %7 : vector<4x1x3xf32>, vector<3x8xf32> into vector<4x1x8xf32>
// CHECK-NEXT:     %10 = vector.insert_strided_slice %8, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<4x1x8xf32> into vector<4x2x8xf32>
// CHECK-NEXT:     %11 = vector.insert_strided_slice %9, %10 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<4x1x8xf32> into vector<4x2x8xf32>
// CHECK-NEXT:     vector.transfer_write %11, %arg2[%c0, %c0, %c0] : vector<4x2x8xf32>, memref<4x2x8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv1d_ncw(%arg0: tensor<4x3x6xf32>, %arg1: tensor<8x3x2xf32>, %arg2: tensor<4x8x5xf32>) -> tensor<4x8x5xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<4x3x6xf32>, vector<4x3x6xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_0 : tensor<8x3x2xf32>, vector<8x3x2xf32>
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : tensor<4x8x5xf32>, vector<4x8x5xf32>
// CHECK-NEXT:     %3 = vector.transpose %0, [0, 2, 1] : vector<4x3x6xf32> to vector<4x6x3xf32>
// CHECK-NEXT:     %4 = vector.transpose %1, [2, 1, 0] : vector<8x3x2xf32> to vector<2x3x8xf32>
// CHECK-NEXT:     %5 = vector.transpose %2, [0, 2, 1] : vector<4x8x5xf32> to vector<4x5x8xf32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [4, 5, 3], strides = [1, 1, 1]} : vector<4x6x3xf32> to vector<4x5x3xf32>
// CHECK-NEXT:     %7 = vector.extract_strided_slice %3 {offsets = [0, 1, 0], sizes = [4, 5, 3], strides = [1, 1, 1]} : vector<4x6x3xf32> to vector<4x5x3xf32>
// CHECK-NEXT:     %8 = vector.extract %4[0] : vector<3x8xf32> from vector<2x3x8xf32>
// CHECK-NEXT:     %9 = vector.extract %4[1] : vector<3x8xf32> from vector<2x3x8xf32>
// CHECK-NEXT:     %10 = vector.extract_strided_slice %5 {offsets = [0, 0, 0], sizes = [4, 5, 8], strides = [1, 1, 1]} : vector<4x5x8xf32> to vector<4x5x8xf32>
// CHECK-NEXT:     %11 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %6, %8, %10 : vector<4x5x3xf32>, vector<3x8xf32> into vector<4x5x8xf32>
// CHECK-NEXT:     %12 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %7, %9, %11 : vector<4x5x3xf32>, vector<3x8xf32> into vector<4x5x8xf32>
// CHECK-NEXT:     %13 = vector.insert_strided_slice %12, %5 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<4x5x8xf32> into vector<4x5x8xf32>
// CHECK-NEXT:     %14 = vector.transpose %13, [0, 2, 1] : vector<4x5x8xf32> to vector<4x8x5xf32>
// CHECK-NEXT:     %15 = vector.transfer_write %14, %arg2[%c0, %c0, %c0] : vector<4x8x5xf32>, tensor<4x8x5xf32>
// CHECK-NEXT:     return %15 : tensor<4x8x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv1d(%arg0: memref<8xf32>, %arg1: memref<3xf32>, %arg2: memref<6xf32>) {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0], %cst : memref<8xf32>, vector<8xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0], %cst_0 : memref<3xf32>, vector<3xf32>
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0], %cst_1 : memref<6xf32>, vector<6xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %0 {offsets = [0], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %0 {offsets = [1], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
// CHECK-NEXT:     %5 = vector.extract_strided_slice %0 {offsets = [2], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
// CHECK-NEXT:     %6 = vector.extract %1[0] : f32 from vector<3xf32>
// CHECK-NEXT:     %7 = vector.extract %1[1] : f32 from vector<3xf32>
// CHECK-NEXT:     %8 = vector.extract %1[2] : f32 from vector<3xf32>
// CHECK-NEXT:     %9 = vector.extract_strided_slice %2 {offsets = [0], sizes = [6], strides = [1]} : vector<6xf32> to vector<6xf32>
// CHECK-NEXT:     %10 = vector.outerproduct %3, %6, %9 {kind = #vector.kind<add>} : vector<6xf32>, f32
// CHECK-NEXT:     %11 = vector.outerproduct %4, %7, %10 {kind = #vector.kind<add>} : vector<6xf32>, f32
// CHECK-NEXT:     %12 = vector.outerproduct %5, %8, %11 {kind = #vector.kind<add>} : vector<6xf32>, f32
// CHECK-NEXT:     %13 = vector.insert_strided_slice %12, %2 {offsets = [0], strides = [1]} : vector<6xf32> into vector<6xf32>
// CHECK-NEXT:     vector.transfer_write %13, %arg2[%c0] : vector<6xf32>, memref<6xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dw(%arg0: memref<3x5x4xi8>, %arg1: memref<2x4xi8>, %arg2: memref<3x2x4xi32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2_0 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 : memref<3x5x4xi8>, vector<3x4x4xi8>
// CHECK-NEXT:     %c0_i8_1 = arith.constant 0 : i8
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0], %c0_i8_1 : memref<2x4xi8>, vector<2x4xi8>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 : memref<3x2x4xi32>, vector<3x2x4xi32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<3x4x4xi8> to vector<3x2x4xi8>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<3x4x4xi8> to vector<3x2x4xi8>
// CHECK-NEXT:     %5 = vector.extract %1[0] : vector<4xi8> from vector<2x4xi8>
// CHECK-NEXT:     %6 = vector.extract %1[1] : vector<4xi8> from vector<2x4xi8>
// CHECK-NEXT:     %7 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<3x2x4xi32> to vector<3x2x4xi32>
// CHECK-NEXT:     %8 = arith.extsi %3 : vector<3x2x4xi8> to vector<3x2x4xi32>
// CHECK-NEXT:     %9 = vector.broadcast %5 : vector<4xi8> to vector<3x2x4xi8>
// CHECK-NEXT:     %10 = arith.extsi %9 : vector<3x2x4xi8> to vector<3x2x4xi32>
// CHECK-NEXT:     %11 = arith.muli %8, %10 : vector<3x2x4xi32>
// CHECK-NEXT:     %12 = arith.addi %11, %7 : vector<3x2x4xi32>
// CHECK-NEXT:     %13 = arith.extsi %4 : vector<3x2x4xi8> to vector<3x2x4xi32>
// CHECK-NEXT:     %14 = vector.broadcast %6 : vector<4xi8> to vector<3x2x4xi8>
// CHECK-NEXT:     %15 = arith.extsi %14 : vector<3x2x4xi8> to vector<3x2x4xi32>
// CHECK-NEXT:     %16 = arith.muli %13, %15 : vector<3x2x4xi32>
// CHECK-NEXT:     %17 = arith.addi %16, %12 : vector<3x2x4xi32>
// CHECK-NEXT:     %18 = vector.insert_strided_slice %17, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<3x2x4xi32> into vector<3x2x4xi32>
// CHECK-NEXT:     vector.transfer_write %18, %arg2[%c0, %c0, %c0] : vector<3x2x4xi32>, memref<3x2x4xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pool(%arg0: tensor<1x8x3xf32>, %arg1: tensor<2xf32>, %arg2: tensor<1x7x3xf32>) -> tensor<1x7x3xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x8x3xf32>, vector<1x8x3xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_0 : tensor<1x7x3xf32>, vector<1x7x3xf32>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x7x3xf32> to vector<1x7x3xf32>
// CHECK-NEXT:     %5 = arith.maximumf %2, %4 : vector<1x7x3xf32>
// CHECK-NEXT:     %6 = arith.maximumf %3, %5 : vector<1x7x3xf32>
// CHECK-NEXT:     %7 = vector.insert_strided_slice %6, %1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x7x3xf32> into vector<1x7x3xf32>
// CHECK-NEXT:     %8 = vector.transfer_write %7, %arg2[%c0, %c0, %c0] : vector<1x7x3xf32>, tensor<1x7x3xf32>
// CHECK-NEXT:     return %8 : tensor<1x7x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @red(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0], %cst_0 : memref<4xf32>, vector<4xf32>
// CHECK-NEXT:     %2 = vector.multi_reduction <add>, %0, %1 [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     vector.transfer_write %2, %arg1[%c0_1] : vector<4xf32>, memref<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @matmul(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<32x8xf32>) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [false, true, false], permutation_map = #map3} : memref<8x16xf32>, vector<8x32x16xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0], %cst_0 {in_bounds = [true, false, false], permutation_map = #map4} : memref<16x32xf32>, vector<8x32x16xf32>
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0], %cst_1 {permutation_map = #map5} : memref<32x8xf32>, vector<8x32xf32>
// CHECK-NEXT:     %3 = arith.mulf %0, %1 : vector<8x32x16xf32>
// CHECK-NEXT:     %4 = vector.multi_reduction <add>, %3, %2 [2] : vector<8x32x16xf32> to vector<8x32xf32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     vector.transfer_write %4, %arg2[%c0_2, %c0_2] {permutation_map = #map5} : vector<8x32xf32>, memref<32x8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @named(%arg0: tensor<4x8xi32>, %arg1: tensor<8x2xi32>, %arg2: tensor<4x2xi32>, %arg3: tensor<4x2xi32>) -> tensor<4x2xi32> {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = vector.transfer_read %arg3[%c0, %c0], %c0_i32 : tensor<4x2xi32>, vector<4x2xi32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant dense<3> : vector<4x2xi32>
// CHECK-NEXT:     %1 = vector.transfer_write %cst, %arg3[%c0_0, %c0_0] : vector<4x2xi32>, tensor<4x2xi32>
// CHECK-NEXT:     %c4_1 = arith.constant 4 : index
// CHECK-NEXT:     %c2_2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[%c0_3, %c0_3], %c0_i32_4 {in_bounds = [false, true, false], permutation_map = #map3} : tensor<4x8xi32>, vector<4x2x8xi32>
// CHECK-NEXT:     %c0_i32_5 = arith.constant 0 : i32
// CHECK-NEXT:     %3 = vector.transfer_read %arg1[%c0_3, %c0_3], %c0_i32_5 {in_bounds = [true, false, false], permutation_map = #map4} : tensor<8x2xi32>, vector<4x2x8xi32>
// CHECK-NEXT:     %c0_i32_6 = arith.constant 0 : i32
// CHECK-NEXT:     %4 = vector.transfer_read %1[%c0_3, %c0_3], %c0_i32_6 : tensor<4x2xi32>, vector<4x2xi32>
// CHECK-NEXT:     %5 = arith.muli %2, %3 : vector<4x2x8xi32>
// CHECK-NEXT:     %6 = vector.multi_reduction <add>, %5, %4 [2] : vector<4x2x8xi32> to vector<4x2xi32>
// CHECK-NEXT:     %c0_7 = arith.constant 0 : index
// CHECK-NEXT:     %7 = vector.transfer_write %6, %1[%c0_7, %c0_7] : vector<4x2xi32>, tensor<4x2xi32>
// CHECK-NEXT:     %c4_8 = arith.constant 4 : index
// CHECK-NEXT:     %c2_9 = arith.constant 2 : index
// CHECK-NEXT:     %c0_10 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i32_11 = arith.constant 0 : i32
// CHECK-NEXT:     %8 = vector.transfer_read %7[%c0_10, %c0_10], %c0_i32_11 : tensor<4x2xi32>, vector<4x2xi32>
// CHECK-NEXT:     %c0_i32_12 = arith.constant 0 : i32
// CHECK-NEXT:     %9 = vector.transfer_read %arg2[%c0_10, %c0_10], %c0_i32_12 : tensor<4x2xi32>, vector<4x2xi32>
// CHECK-NEXT:     %c0_13 = arith.constant 0 : index
// CHECK-NEXT:     %10 = vector.transfer_write %8, %arg2[%c0_13, %c0_13] : vector<4x2xi32>, tensor<4x2xi32>
// CHECK-NEXT:     return %10 : tensor<4x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scalar(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[], %cst : memref<f32>, vector<f32>
// CHECK-NEXT:     %1 = vector.extractelement %0[] : vector<f32>
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %2 = vector.transfer_read %arg1[], %cst_0 : memref<f32>, vector<f32>
// CHECK-NEXT:     %3 = vector.extractelement %2[] : vector<f32>
// CHECK-NEXT:     %4 = math.sqrt %1 : f32
// CHECK-NEXT:     %5 = vector.broadcast %4 : f32 to vector<f32>
// CHECK-NEXT:     vector.transfer_write %5, %arg1[] : vector<f32>, memref<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @idx(%arg0: tensor<4x8xindex>) -> tensor<4x8xindex> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %c0_0 : tensor<4x8xindex>, vector<4x8xindex>
// CHECK-NEXT:     %1 = vector.step : vector<4xindex>
// CHECK-NEXT:     %2 = vector.broadcast %1 : vector<4xindex> to vector<8x4xindex>
// CHECK-NEXT:     %3 = vector.transpose %2, [1, 0] : vector<8x4xindex> to vector<4x8xindex>
// CHECK-NEXT:     %4 = vector.step : vector<8xindex>
// CHECK-NEXT:     %5 = vector.broadcast %4 : vector<8xindex> to vector<4x8xindex>
// CHECK-NEXT:     %6 = arith.addi %3, %5 : vector<4x8xindex>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %7 = vector.transfer_write %6, %arg0[%c0_1, %c0_1] : vector<4x8xindex>, tensor<4x8xindex>
// CHECK-NEXT:     return %7 : tensor<4x8xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masked(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
// CHECK-NEXT:     %1 = vector.mask %0 { vector.transfer_read %arg0[%c0_1, %c0_1], %cst {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT:     %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %2 = vector.create_mask %dim : vector<4xi1>
// CHECK-NEXT:     %3 = vector.mask %2 { vector.transfer_read %arg1[%c0_1], %cst_2 {in_bounds = [true]} : tensor<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:     %4 = vector.mask %0 { vector.multi_reduction <maximumf>, %1, %3 [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %5 = vector.mask %2 { vector.transfer_write %4, %arg1[%c0_3] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
// CHECK-NEXT:     return %5 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} attributes {sym_name = "masked"} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.match ops{["linalg.generic"]} in %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.structured.vectorize %1 vector_sizes [4, 8] : !transform.any_op
// CHECK-NEXT:       %2 = transform.structured.match interface{LinalgOp} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.foreach %2 : !transform.any_op {
// CHECK-NEXT:       ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT:         transform.structured.vectorize %arg1 : !transform.any_op
// CHECK-NEXT:       }
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @conv1d_nwc(%input: memref<4x6x3xf32>, %filter: memref<1x3x8xf32>, %output: memref<4x2x8xf32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>}
    ins(%input, %filter : memref<4x6x3xf32>, memref<1x3x8xf32>) outs(%output : memref<4x2x8xf32>)
  return
}
func.func @conv1d_ncw(%input: tensor<4x3x6xf32>, %filter: tensor<8x3x2xf32>, %output: tensor<4x8x5xf32>) -> tensor<4x8x5xf32> {
  %r = linalg.conv_1d_ncw_fcw ins(%input, %filter : tensor<4x3x6xf32>, tensor<8x3x2xf32>) outs(%output : tensor<4x8x5xf32>) -> tensor<4x8x5xf32>
  return %r : tensor<4x8x5xf32>
}
func.func @conv1d(%input: memref<8xf32>, %filter: memref<3xf32>, %output: memref<6xf32>) {
  linalg.conv_1d ins(%input, %filter : memref<8xf32>, memref<3xf32>) outs(%output : memref<6xf32>)
  return
}
func.func @dw(%input: memref<3x5x4xi8>, %filter: memref<2x4xi8>, %output: memref<3x2x4xi32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : memref<3x5x4xi8>, memref<2x4xi8>) outs(%output : memref<3x2x4xi32>)
  return
}
func.func @pool(%input: tensor<1x8x3xf32>, %filter: tensor<2xf32>, %output: tensor<1x7x3xf32>) -> tensor<1x7x3xf32> {
  %r = linalg.pooling_nwc_max ins(%input, %filter : tensor<1x8x3xf32>, tensor<2xf32>) outs(%output : tensor<1x7x3xf32>) -> tensor<1x7x3xf32>
  return %r : tensor<1x7x3xf32>
}
func.func @red(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>, affine_map<(d0,d1)->(d0)>], iterator_types = ["parallel","reduction"]} ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}
func.func @matmul(%a: memref<8x16xf32>, %b: memref<16x32xf32>, %c: memref<32x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m,n,k)->(m,k)>, affine_map<(m,n,k)->(k,n)>, affine_map<(m,n,k)->(n,m)>], iterator_types = ["parallel","parallel","reduction"]} ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<32x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }
  return
}
func.func @named(%a: tensor<4x8xi32>, %b: tensor<8x2xi32>, %c: tensor<4x2xi32>, %d: tensor<4x2xi32>) -> tensor<4x2xi32> {
  %z = arith.constant 3 : i32
  %f = linalg.fill ins(%z : i32) outs(%d : tensor<4x2xi32>) -> tensor<4x2xi32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xi32>, tensor<8x2xi32>) outs(%f : tensor<4x2xi32>) -> tensor<4x2xi32>
  %s = linalg.copy ins(%r : tensor<4x2xi32>) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  return %s : tensor<4x2xi32>
}
func.func @scalar(%a: memref<f32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<()->()>, affine_map<()->()>], iterator_types = []} ins(%a : memref<f32>) outs(%b : memref<f32>) {
  ^bb0(%x: f32, %z: f32):
    %s = math.sqrt %x : f32
    linalg.yield %s : f32
  }
  return
}
func.func @idx(%c: tensor<4x8xindex>) -> tensor<4x8xindex> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>], iterator_types = ["parallel","parallel"]} outs(%c : tensor<4x8xindex>) {
  ^bb0(%z: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<4x8xindex>
  return %r : tensor<4x8xindex>
}
func.func @masked(%a: tensor<?x?xf32>, %c: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>, affine_map<(d0,d1)->(d0)>], iterator_types = ["parallel","reduction"]} ins(%a : tensor<?x?xf32>) outs(%c : tensor<?xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.maximumf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} attributes{sym_name = "masked"} in %arg1 : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["linalg.generic"]} in %m : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %g vector_sizes [4, 8] : !transform.any_op
    %ops = transform.structured.match interface{LinalgOp} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops : !transform.any_op {
    ^bb1(%op: !transform.any_op):
      transform.structured.vectorize %op : !transform.any_op
    }
    transform.yield
  }
}

