// Round trip of reductions, contractions (trait dictionary with iterator types as
// strings, default kind), outer products, masks and vector.mask, gather/scatter and
// vector.warp_execute_on_lane_0.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s

#map = affine_map<(i, j, k) -> (i, k)>
#trait = {indexing_maps = [#map, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @reductions(%v: vector<16xf32>, %a: f32, %w: vector<4x8xi32>, %acc: vector<8xi32>, %s: vector<2x3xi32>, %i: vector<3xi32>) -> f32 {
  %0 = vector.reduction <add>, %v : vector<16xf32> into f32
  %1 = vector.reduction <maximumf>, %v, %a fastmath<nnan> : vector<16xf32> into f32
  %2 = vector.multi_reduction <xor>, %w, %acc [0] : vector<4x8xi32> to vector<8xi32>
  %3:2 = vector.scan <mul>, %s, %i {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xi32>, vector<3xi32>
  return %1 : f32
}
func.func @contracts(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>, %x: vector<10xf32>, %y: vector<8xf32>, %z: vector<10x8xf32>, %f: f32) {
  %0 = vector.contract #trait %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %x, %x, %f {foo} : vector<10xf32>, vector<10xf32> into f32
  %2 = vector.outerproduct %x, %y : vector<10xf32>, vector<8xf32>
  %3 = vector.outerproduct %x, %y, %z {kind = #vector.kind<mul>} : vector<10xf32>, vector<8xf32>
  %4 = vector.outerproduct %x, %f : vector<10xf32>, f32
  %5 = vector.outerproduct %x, %y, %z : vector<10xf32>, vector<8xf32>
  return
}
func.func @masks(%v: vector<8xf32>, %m: vector<8xi1>, %t: tensor<?xf32>, %i: index, %p: f32, %n: index) -> vector<8xf32> {
  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.create_mask %n, %i : vector<4x[3]xi1>
  %2 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %3 = vector.mask %m, %v { vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %4 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %3 : vector<8xf32>
}
func.func @memory(%base: memref<?x?xf32>, %i: index, %iv: vector<16xi32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %0 = vector.gather %base[%i, %i][%iv], %m, %v : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %base[%i, %i][%iv], %m, %v : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  %1 = vector.expandload %base[%i, %i], %m, %v : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %base[%i, %i], %m, %v : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  return
}
func.func @warp(%laneid: index, %v: vector<4xi32>) -> vector<4xi32> {
  vector.warp_execute_on_lane_0(%laneid)[32] {
  }
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) -> (vector<4xi32>) {
  ^bb0(%arg: vector<128xi32>):
    vector.yield %arg : vector<128xi32>
  } {foo}
  return %0 : vector<4xi32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @reductions(%arg0: vector<16xf32>, %arg1: f32, %arg2: vector<4x8xi32>, %arg3: vector<8xi32>, %arg4: vector<2x3xi32>, %arg5: vector<3xi32>) -> f32 {
// CHECK-NEXT: %0 = vector.reduction <add>, %arg0 : vector<16xf32> into f32
// CHECK-NEXT: %1 = vector.reduction <maximumf>, %arg0, %arg1 fastmath<nnan> : vector<16xf32> into f32
// CHECK-NEXT: %2 = vector.multi_reduction <xor>, %arg2, %arg3 [0] : vector<4x8xi32> to vector<8xi32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <mul>, %arg4, %arg5 {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xi32>, vector<3xi32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @contracts(%arg0: vector<4x3xf32>, %arg1: vector<3x7xf32>, %arg2: vector<4x7xf32>, %arg3: vector<10xf32>, %arg4: vector<8xf32>, %arg5: vector<10x8xf32>, %arg6: f32) {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg3, %arg3, %arg6 {foo} : vector<10xf32>, vector<10xf32> into f32
// CHECK-NEXT: %2 = vector.outerproduct %arg3, %arg4 : vector<10xf32>, vector<8xf32>
// CHECK-NEXT: %3 = vector.outerproduct %arg3, %arg4, %arg5 {kind = #vector.kind<mul>} : vector<10xf32>, vector<8xf32>
// CHECK-NEXT: %4 = vector.outerproduct %arg3, %arg6 : vector<10xf32>, f32
// CHECK-NEXT: %5 = vector.outerproduct %arg3, %arg4, %arg5 {kind = #vector.kind<add>} : vector<10xf32>, vector<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masks(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: tensor<?xf32>, %arg3: index, %arg4: f32, %arg5: index) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.create_mask %arg5, %arg3 : vector<4x[3]xi1>
// CHECK-NEXT: %2 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: %3 = vector.mask %arg1, %arg0 { vector.transfer_read %arg2[%arg3], %arg4 : tensor<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %4 = vector.mask %arg1 { vector.yield %arg0 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: return %3 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memory(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<16xi32>, %arg3: vector<16xi1>, %arg4: vector<16xf32>) {
// CHECK-NEXT: %0 = vector.gather %arg0[%arg1, %arg1] [%arg2], %arg3, %arg4 : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NEXT: vector.scatter %arg0[%arg1, %arg1] [%arg2], %arg3, %arg4 : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
// CHECK-NEXT: %1 = vector.expandload %arg0[%arg1, %arg1], %arg3, %arg4 : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NEXT: vector.compressstore %arg0[%arg1, %arg1], %arg3, %arg4 : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @warp(%arg0: index, %arg1: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: vector.warp_execute_on_lane_0(%arg0)[32] {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = vector.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xi32>) -> (vector<4xi32>) {
// CHECK-NEXT: ^bb0(%arg2: vector<128xi32>):
// CHECK-NEXT: vector.yield %arg2 : vector<128xi32>
// CHECK-NEXT: } {foo}
// CHECK-NEXT: return %0 : vector<4xi32>
// CHECK-NEXT: }
