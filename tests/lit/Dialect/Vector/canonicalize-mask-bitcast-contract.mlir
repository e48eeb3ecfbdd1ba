// create_mask with `vscale * dim` bounds, bitcasts of splat constants, one-element
// shuffles of 0-D vectors, and `add(contract(a, b, 0), x)` accumulating into x.
// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @create_mask_vscale() -> (vector<2x[4]xi1>, vector<2x[4]xi1>, vector<[4]xi1>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %c8_vscale = arith.muli %vscale, %c8 : index
// CHECK-NEXT: %0 = vector.constant_mask [2, 4] : vector<2x[4]xi1>
// CHECK-NEXT: %1 = vector.create_mask %c2, %c8_vscale : vector<2x[4]xi1>
// CHECK-NEXT: %2 = vector.create_mask %vscale : vector<[4]xi1>
// CHECK-NEXT: return %0, %1, %2 : vector<2x[4]xi1>, vector<2x[4]xi1>, vector<[4]xi1>
func.func @create_mask_vscale() -> (vector<2x[4]xi1>, vector<2x[4]xi1>, vector<[4]xi1>) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m8 = arith.muli %vs, %c8 : index
  %0 = vector.create_mask %c2, %m4 : vector<2x[4]xi1>
  %1 = vector.create_mask %c2, %m8 : vector<2x[4]xi1>
  %2 = vector.create_mask %vs : vector<[4]xi1>
  return %0, %1, %2 : vector<2x[4]xi1>, vector<2x[4]xi1>, vector<[4]xi1>
}

// -----

// CHECK-LABEL: func.func @bitcast_splats() -> (vector<2xf32>, vector<2xi16>, vector<1xi64>, vector<2xf64>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.125236511> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1799> : vector<2xi16>
// CHECK-NEXT: %cst_2 = arith.constant dense<-4294967298> : vector<1xi64>
// CHECK-NEXT: %0 = vector.bitcast %cst : vector<4xf32> to vector<2xf64>
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %0 : vector<2xf32>, vector<2xi16>, vector<1xi64>, vector<2xf64>
func.func @bitcast_splats() -> (vector<2xf32>, vector<2xi16>, vector<1xi64>, vector<2xf64>) {
  %h = arith.constant dense<1.5> : vector<4xf16>
  %b = arith.constant dense<7> : vector<4xi8>
  %w = arith.constant dense<-2> : vector<2xi32>
  %f = arith.constant dense<1.0> : vector<4xf32>
  %0 = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  %1 = vector.bitcast %b : vector<4xi8> to vector<2xi16>
  %2 = vector.bitcast %w : vector<2xi32> to vector<1xi64>
  %3 = vector.bitcast %f : vector<4xf32> to vector<2xf64>
  return %0, %1, %2, %3 : vector<2xf32>, vector<2xi16>, vector<1xi64>, vector<2xf64>
}

// -----

// CHECK-LABEL: func.func @shuffle_0d(%arg0: vector<f32>, %arg1: vector<f32>) -> (vector<1xf32>, vector<1xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: return %0, %1 : vector<1xf32>, vector<1xf32>
func.func @shuffle_0d(%a: vector<f32>, %b: vector<f32>) -> (vector<1xf32>, vector<1xf32>) {
  %0 = vector.shuffle %a, %b [1] : vector<f32>, vector<f32>
  %1 = vector.shuffle %a, %b [0] : vector<f32>, vector<f32>
  return %0, %1 : vector<1xf32>, vector<1xf32>
}

// -----

// CHECK-LABEL: func.func @contract_add(%arg0: vector<2x3xi32>, %arg1: vector<3x2xi32>, %arg2: vector<2x2xi32>, %arg3: vector<2x3xf32>, %arg4: vector<3x2xf32>, %arg5: vector<2x2xf32>) -> (vector<2x2xi32>, vector<2x2xf32>, vector<2x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<-0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg3, %arg4, %arg5 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: %2 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg3, %arg4, %cst : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: %3 = arith.addf %2, %arg5 : vector<2x2xf32>
// CHECK-NEXT: return %0, %1, %3 : vector<2x2xi32>, vector<2x2xf32>, vector<2x2xf32>
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @contract_add(%x: vector<2x3xi32>, %y: vector<3x2xi32>, %z: vector<2x2xi32>, %u: vector<2x3xf32>, %v: vector<3x2xf32>, %acc: vector<2x2xf32>) -> (vector<2x2xi32>, vector<2x2xf32>, vector<2x2xf32>) {
  %zi = arith.constant dense<0> : vector<2x2xi32>
  %zf = arith.constant dense<0.0> : vector<2x2xf32>
  %nz = arith.constant dense<-0.0> : vector<2x2xf32>
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %zi : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  %1 = arith.addi %z, %0 : vector<2x2xi32>
  %2 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %u, %v, %zf : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %3 = arith.addf %2, %acc : vector<2x2xf32>
  %4 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %u, %v, %nz : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %5 = arith.addf %4, %acc : vector<2x2xf32>
  return %1, %3, %5 : vector<2x2xi32>, vector<2x2xf32>, vector<2x2xf32>
}
