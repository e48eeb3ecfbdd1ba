// RUN: rmlir-opt %s -test-linalg-transform-patterns=test-linalg-to-vector-patterns | FileCheck %s
// Vectorization of 1-D convolutions, poolings, memref.copy and tensor.pad users; expected output from mlir-opt-19.

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @conv1d_nwc(%arg0: memref<4x6x3xf32>, %arg1: memref<1x3x8xf32>, %arg2: memref<4x2x8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : memref<4x6x3xf32>, vector<4x4x3xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : memref<1x3x8xf32>, vector<1x3x8xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : memref<4x2x8xf32>, vector<4x2x8xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [4, 1, 3], strides = [1, 1, 1]} : vector<4x4x3xf32> to vector<4x1x3xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %0 {offsets = [0, 3, 0], sizes = [4, 1, 3], strides = [1, 1, 1]} : vector<4x4x3xf32> to vector<4x1x3xf32>
// CHECK-NEXT:     %5 = vector.extract %1[0] : vector<3x8xf32> from vector<1x3x8xf32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [4, 1, 8], strides = [1, 1, 1]} : vector<4x2x8xf32> to vector<4x1x8xf32>
// CHECK-NEXT:     %7 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [4, 1, 8], strides = [1, 1, 1]} : vector<4x2x8xf32> to vector<4x1x8xf32>
// CHECK-NEXT:     %8 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %3, %5, %6 : vector<4x1x3xf32>, vector<3x8xf32> into vector<4x1x8xf32>
// CHECK-NEXT:     %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %5, %7 : vector<4x1x3xf32>, vector<3x8xf32> into vector<4x1x8xf32>
// CHECK-NEXT:     %10 = vector.insert_strided_slice %8, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<4x1x8xf32> into vector<4x2x8xf32>
// CHECK-NEXT:     %11 = vector.insert_strided_slice %9, %10 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<4x1x8xf32> into vector<4x2x8xf32>
// CHECK-NEXT:     vector.transfer_write %11, %arg2[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<4x2x8xf32>, memref<4x2x8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv1d_ncw(%arg0: tensor<4x3x6xf32>, %arg1: tensor<8x3x2xf32>, %arg2: tensor<4x8x5xf32>) -> tensor<4x8x5xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<4x3x6xf32>, vector<4x3x6xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<8x3x2xf32>, vector<8x3x2xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<4x8x5xf32>, vector<4x8x5xf32>
// CHECK-NEXT:     %3 = vector.transpose %0, [0, 2, 1] : vector<4x3x6xf32> to vector<4x6x3xf32>
// CHECK-NEXT:     %4 = vector.transpose %1, [2, 1, 0] : vector<8x3x2xf32> to vector<2x3x8xf32>
// CHECK-NEXT:     %5 = vector.transpose %2, [0, 2, 1] : vector<4x8x5xf32> to vector<4x5x8xf32>
// CHECK-NEXT:     %6 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [4, 5, 3], strides = [1, 1, 1]} : vector<4x6x3xf32> to vector<4x5x3xf32>
// CHECK-NEXT:     %7 = vector.extract_strided_slice %3 {offsets = [0, 1, 0], sizes = [4, 5, 3], strides = [1, 1, 1]} : vector<4x6x3xf32> to vector<4x5x3xf32>
// CHECK-NEXT:     %8 = vector.extract %4[0] : vector<3x8xf32> from vector<2x3x8xf32>
// CHECK-NEXT:     %9 = vector.extract %4[1] : vector<3x8xf32> from vector<2x3x8xf32>
// CHECK-NEXT:     %10 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %6, %8, %5 : vector<4x5x3xf32>, vector<3x8xf32> into vector<4x5x8xf32>
// CHECK-NEXT:     %11 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %7, %9, %10 : vector<4x5x3xf32>, vector<3x8xf32> into vector<4x5x8xf32>
// CHECK-NEXT:     %12 = vector.transpose %11, [0, 2, 1] : vector<4x5x8xf32> to vector<4x8x5xf32>
// CHECK-NEXT:     %13 = vector.transfer_write %12, %arg2[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<4x8x5xf32>, tensor<4x8x5xf32>
// CHECK-NEXT:     return %13 : tensor<4x8x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv1d(%arg0: memref<8xf32>, %arg1: memref<3xf32>, %arg2: memref<6xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0], %cst {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0], %cst {in_bounds = [true]} : memref<3xf32>, vector<3xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0], %cst {in_bounds = [true]} : memref<6xf32>, vector<6xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %0 {offsets = [0], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %0 {offsets = [1], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
// CHECK-NEXT:     %5 = vector.extract_strided_slice %0 {offsets = [2], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
// CHECK-NEXT:     %6 = vector.extract %1[0] : f32 from vector<3xf32>
// CHECK-NEXT:     %7 = vector.extract %1[1] : f32 from vector<3xf32>
// CHECK-NEXT:     %8 = vector.extract %1[2] : f32 from vector<3xf32>
// CHECK-NEXT:     %9 = vector.outerproduct %3, %6, %2 {kind = #vector.kind<add>} : vector<6xf32>, f32
// CHECK-NEXT:     %10 = vector.outerproduct %4, %7, %9 {kind = #vector.kind<add>} : vector<6xf32>, f32
// CHECK-NEXT:     %11 = vector.outerproduct %5, %8, %10 {kind = #vector.kind<add>} : vector<6xf32>, f32
// CHECK-NEXT:     vector.transfer_write %11, %arg2[%c0] {in_bounds = [true]} : vector<6xf32>, memref<6xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dw(%arg0: memref<3x5x4xi8>, %arg1: memref<2x4xi8>, %arg2: memref<3x2x4xi32>) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 {in_bounds = [true, true, true]} : memref<3x5x4xi8>, vector<3x4x4xi8>
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0], %c0_i8 {in_bounds = [true, true]} : memref<2x4xi8>, vector<2x4xi8>
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 {in_bounds = [true, true, true]} : memref<3x2x4xi32>, vector<3x2x4xi32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<3x4x4xi8> to vector<3x2x4xi8>
// CHECK-NEXT:     %4 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<3x4x4xi8> to vector<3x2x4xi8>
// CHECK-NEXT:     %5 = vector.extract %1[0] : vector<4xi8> from vector<2x4xi8>
// CHECK-NEXT:     %6 = vector.extract %1[1] : vector<4xi8> from vector<2x4xi8>
// CHECK-NEXT:     %7 = arith.extsi %3 : vector<3x2x4xi8> to vector<3x2x4xi32>
// CHECK-NEXT:     %8 = vector.broadcast %5 : vector<4xi8> to vector<3x2x4xi8>
// CHECK-NEXT:     %9 = arith.extsi %8 : vector<3x2x4xi8> to vector<3x2x4xi32>
// CHECK-NEXT:     %10 = arith.muli %7, %9 : vector<3x2x4xi32>
// CHECK-NEXT:     %11 = arith.addi %10, %2 : vector<3x2x4xi32>
// CHECK-NEXT:     %12 = arith.extsi %4 : vector<3x2x4xi8> to vector<3x2x4xi32>
// CHECK-NEXT:     %13 = vector.broadcast %6 : vector<4xi8> to vector<3x2x4xi8>
// CHECK-NEXT:     %14 = arith.extsi %13 : vector<3x2x4xi8> to vector<3x2x4xi32>
// CHECK-NEXT:     %15 = arith.muli %12, %14 : vector<3x2x4xi32>
// CHECK-NEXT:     %16 = arith.addi %15, %11 : vector<3x2x4xi32>
// CHECK-NEXT:     vector.transfer_write %16, %arg2[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<3x2x4xi32>, memref<3x2x4xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pool(%arg0: tensor<1x8x3xf32>, %arg1: tensor<2xf32>, %arg2: tensor<1x7x3xf32>) -> tensor<1x7x3xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<1x8x3xf32>, vector<1x8x3xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<1x7x3xf32>, vector<1x7x3xf32>
// CHECK-NEXT:     %2 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
// CHECK-NEXT:     %3 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
// CHECK-NEXT:     %4 = arith.maximumf %2, %1 : vector<1x7x3xf32>
// CHECK-NEXT:     %5 = arith.maximumf %3, %4 : vector<1x7x3xf32>
// CHECK-NEXT:     %6 = vector.transfer_write %5, %arg2[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<1x7x3xf32>, tensor<1x7x3xf32>
// CHECK-NEXT:     return %6 : tensor<1x7x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_insert(%arg0: tensor<5x6xf32>, %arg1: tensor<12x13xf32>) -> tensor<12x13xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 5.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst : tensor<5x6xf32>, vector<7x9xf32>
// CHECK-NEXT:     %1 = vector.transfer_write %0, %arg1[%c1, %c2] {in_bounds = [true, true]} : vector<7x9xf32>, tensor<12x13xf32>
// CHECK-NEXT:     return %1 : tensor<12x13xf32>
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
func.func @copy(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  return
}
func.func @pad_insert(%arg0: tensor<5x6xf32>, %d: tensor<12x13xf32>) -> tensor<12x13xf32> {
  %c5 = arith.constant 5.0 : f32
  %0 = tensor.pad %arg0 low[0, 0] high[2, 3] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %c5 : f32
  } : tensor<5x6xf32> to tensor<7x9xf32>
  %r = tensor.insert_slice %0 into %d[1, 2][7, 9][1, 1] : tensor<7x9xf32> into tensor<12x13xf32>
  return %r : tensor<12x13xf32>
}

