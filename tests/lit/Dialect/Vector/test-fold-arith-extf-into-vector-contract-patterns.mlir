// test-fold-arith-extf-into-vector-contract-patterns: contractions of extf/extsi'd
// operands read the narrow operands (the rebuilt contraction has the default kind).
// RUN: rmlir-opt %s -split-input-file -test-fold-arith-extf-into-vector-contract-patterns | FileCheck %s

#a = affine_map<(i, k) -> (k)>
#b = affine_map<(i, k) -> (i, k)>
#c = affine_map<(i, k) -> (i)>
func.func @extf_mul_kind(%x: vector<8xbf16>, %y: vector<4x8xbf16>, %acc: vector<4xf32>) -> vector<4xf32> {
  %xe = arith.extf %x : vector<8xbf16> to vector<8xf32>
  %ye = arith.extf %y : vector<4x8xbf16> to vector<4x8xf32>
  %r = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction"], kind = #vector.kind<mul>} %xe, %ye, %acc : vector<8xf32>, vector<4x8xf32> into vector<4xf32>
  return %r : vector<4xf32>
}

// -----

#a = affine_map<(i, k) -> (k)>
#b = affine_map<(i, k) -> (i, k)>
#c = affine_map<(i, k) -> (i)>
func.func @mixed_not_folded(%x: vector<8xi8>, %y: vector<4x8xi8>, %acc: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %xe = arith.extsi %x : vector<8xi8> to vector<8xi32>
  %ye = arith.extsi %y : vector<4x8xi8> to vector<4x8xi32>
  %xu = arith.extui %x : vector<8xi8> to vector<8xi32>
  %r = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction"]} %xe, %ye, %acc : vector<8xi32>, vector<4x8xi32> into vector<4xi32>
  %s = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction"]} %xu, %ye, %acc : vector<8xi32>, vector<4x8xi32> into vector<4xi32>
  return %r, %s : vector<4xi32>, vector<4xi32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extf_mul_kind(%arg0: vector<8xbf16>, %arg1: vector<4x8xbf16>, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<8xbf16>, vector<4x8xbf16> into vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mixed_not_folded(%arg0: vector<8xi8>, %arg1: vector<4x8xi8>, %arg2: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = arith.extsi %arg1 : vector<4x8xi8> to vector<4x8xi32>
// CHECK-NEXT:     %1 = arith.extui %arg0 : vector<8xi8> to vector<8xi32>
// CHECK-NEXT:     %2 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<8xi8>, vector<4x8xi8> into vector<4xi32>
// CHECK-NEXT:     %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %1, %0, %arg2 : vector<8xi32>, vector<4x8xi32> into vector<4xi32>
// CHECK-NEXT:     return %2, %3 : vector<4xi32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
