// RUN: rmlir-opt %s -transform-interpreter | FileCheck %s
// vectorize_children_and_apply_patterns: permutation lowering, contraction, gather/contiguous tensor.extract, pad; expected output from mlir-opt-19.

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mm(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<8x32xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<8x16xf32>, vector<8x16xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x32xf32>, vector<16x32xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0], %cst {in_bounds = [true, true]} : memref<8x32xf32>, vector<8x32xf32>
// CHECK-NEXT:     %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<8x16xf32>, vector<16x32xf32> into vector<8x32xf32>
// CHECK-NEXT:     vector.transfer_write %3, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<8x32xf32>, memref<8x32xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tr(%arg0: tensor<4x8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x16x4xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x16x4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<4x8x16xf32>, vector<4x8x16xf32>
// CHECK-NEXT:     %2 = vector.transpose %1, [1, 2, 0] : vector<4x8x16xf32> to vector<8x16x4xf32>
// CHECK-NEXT:     %3 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<16x4xf32>, vector<16x4xf32>
// CHECK-NEXT:     %4 = vector.broadcast %3 : vector<16x4xf32> to vector<8x16x4xf32>
// CHECK-NEXT:     %5 = arith.subf %2, %4 : vector<8x16x4xf32>
// CHECK-NEXT:     %6 = vector.transfer_write %5, %0[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<8x16x4xf32>, tensor<8x16x4xf32>
// CHECK-NEXT:     return %6 : tensor<8x16x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fill(%arg0: memref<8x16xf32>, %arg1: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.broadcast %arg1 : f32 to vector<8x16xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<8x16xf32>, memref<8x16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @contract(%arg0: tensor<8x4xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<8x4xf32>, vector<8x4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x16xf32>, vector<4x16xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg2[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<8x16xf32>, vector<8x16xf32>
// CHECK-NEXT:     %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<8x4xf32>, vector<4x16xf32> into vector<8x16xf32>
// CHECK-NEXT:     %4 = vector.transfer_write %3, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<8x16xf32>, tensor<8x16xf32>
// CHECK-NEXT:     return %4 : tensor<8x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gather(%arg0: tensor<3x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x2xf32>) -> tensor<4x2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<3> : vector<2x4xindex>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<4x2xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<true> : vector<4x2xi1>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[0, 1]> : vector<2xindex>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = vector.transfer_read %arg1[%c0], %c0_i32 {in_bounds = [true]} : tensor<4xi32>, vector<4xi32>
// CHECK-NEXT:     %1 = arith.index_cast %0 : vector<4xi32> to vector<4xindex>
// CHECK-NEXT:     %2 = vector.broadcast %1 : vector<4xindex> to vector<2x4xindex>
// CHECK-NEXT:     %3 = arith.muli %2, %cst : vector<2x4xindex>
// CHECK-NEXT:     %4 = vector.transpose %3, [1, 0] : vector<2x4xindex> to vector<4x2xindex>
// CHECK-NEXT:     %5 = vector.broadcast %cst_2 : vector<2xindex> to vector<4x2xindex>
// CHECK-NEXT:     %6 = arith.addi %5, %4 : vector<4x2xindex>
// CHECK-NEXT:     %7 = vector.gather %arg0[%c0, %c0] [%6], %cst_1, %cst_0 : tensor<3x3xf32>, vector<4x2xindex>, vector<4x2xi1>, vector<4x2xf32> into vector<4x2xf32>
// CHECK-NEXT:     %8 = vector.transfer_write %7, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<4x2xf32>
// CHECK-NEXT:     return %8 : tensor<4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @contiguous(%arg0: tensor<8x16xf32>, %arg1: tensor<1x4xf32>, %arg2: index) -> tensor<1x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT:     %0 = vector.broadcast %arg2 : index to vector<4xindex>
// CHECK-NEXT:     %1 = arith.addi %0, %cst_0 : vector<4xindex>
// CHECK-NEXT:     %2 = vector.extractelement %1[%c0_i32 : i32] : vector<4xindex>
// CHECK-NEXT:     %3 = vector.transfer_read %arg0[%arg2, %2], %cst {in_bounds = [true, true]} : tensor<8x16xf32>, vector<1x4xf32>
// CHECK-NEXT:     %4 = vector.transfer_write %3, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<1x4xf32>
// CHECK-NEXT:     return %4 : tensor<1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_read(%arg0: tensor<4x3xf32>) -> vector<6x5xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0, %c0], %cst : tensor<4x3xf32>, vector<6x5xf32>
// CHECK-NEXT:     return %0 : vector<6x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_generic(%arg0: tensor<3x?xf32>, %arg1: f32) -> tensor<4x6xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : f32 to vector<4x6xf32>
// CHECK-NEXT:     %2 = vector.transfer_write %1, %0[%c0, %c0] {in_bounds = [true, true]} : vector<4x6xf32>, tensor<4x6xf32>
// CHECK-NEXT:     %3 = vector.transfer_read %arg0[%c0, %c0], %arg1 {in_bounds = [true, false]} : tensor<3x?xf32>, vector<3x6xf32>
// CHECK-NEXT:     %4 = vector.transfer_write %3, %2[%c1, %c0] {in_bounds = [true, true]} : vector<3x6xf32>, tensor<4x6xf32>
// CHECK-NEXT:     return %4 : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.structured.vectorize_children_and_apply_patterns %0 {vectorize_nd_extract, vectorize_padding} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @mm(%a: memref<8x16xf32>, %b: memref<16x32xf32>, %c: memref<8x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m,n,k)->(m,k)>, affine_map<(m,n,k)->(k,n)>, affine_map<(m,n,k)->(m,n)>], iterator_types = ["parallel","parallel","reduction"]} ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<8x32xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }
  return
}
func.func @tr(%a: tensor<4x8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x16x4xf32> {
  %e = tensor.empty() : tensor<8x16x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1,d2)->(d2,d0,d1)>, affine_map<(d0,d1,d2)->(d1,d2)>, affine_map<(d0,d1,d2)->(d0,d1,d2)>], iterator_types = ["parallel","parallel","parallel"]} ins(%a, %b : tensor<4x8x16xf32>, tensor<16x4xf32>) outs(%e : tensor<8x16x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x16x4xf32>
  return %r : tensor<8x16x4xf32>
}
func.func @fill(%a: memref<8x16xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%a : memref<8x16xf32>)
  return
}
func.func @contract(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
func.func @gather(%t: tensor<3x3xf32>, %idx: tensor<4xi32>, %o: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0)>, affine_map<(d0,d1)->(d0,d1)>], iterator_types = ["parallel","parallel"]} ins(%idx : tensor<4xi32>) outs(%o : tensor<4x2xf32>) {
  ^bb0(%i: i32, %out: f32):
    %ii = arith.index_cast %i : i32 to index
    %j = linalg.index 1 : index
    %e = tensor.extract %t[%ii, %j] : tensor<3x3xf32>
    linalg.yield %e : f32
  } -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
func.func @contiguous(%t: tensor<8x16xf32>, %o: tensor<1x4xf32>, %k: index) -> tensor<1x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>], iterator_types = ["parallel","parallel"]} outs(%o : tensor<1x4xf32>) {
  ^bb0(%out: f32):
    %j = linalg.index 1 : index
    %jj = arith.addi %j, %k : index
    %e = tensor.extract %t[%k, %jj] : tensor<8x16xf32>
    linalg.yield %e : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
func.func @pad_read(%arg0: tensor<4x3xf32>) -> vector<6x5xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.0 : f32
  %q = arith.constant 2.0 : f32
  %0 = tensor.pad %arg0 low[0, 0] high[4, 4] {
    ^bb0(%i: index, %j: index):
      tensor.yield %p : f32
  } : tensor<4x3xf32> to tensor<8x7xf32>
  %1 = vector.transfer_read %0[%c0, %c0], %q : tensor<8x7xf32>, vector<6x5xf32>
  return %1 : vector<6x5xf32>
}
func.func @pad_generic(%arg0: tensor<3x?xf32>, %v: f32) -> tensor<4x6xf32> {
  %0 = tensor.pad %arg0 low[1, 0] high[0, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
  } : tensor<3x?xf32> to tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.vectorize_children_and_apply_patterns %f {vectorize_padding, vectorize_nd_extract} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

