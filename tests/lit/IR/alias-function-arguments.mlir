// Aliases are collected where upstream's printer collects them: a function definition's
// argument attributes are printed with its entry block's arguments, whose attributes
// upstream's alias collector does not visit (they print inline unless something else gives
// them an alias); a declaration's argument attributes and result attributes are visited.
// RUN: rmlir-opt %s -allow-unregistered-dialect | FileCheck %s

func.func private @decl(memref<4xf32, affine_map<(d0) -> (d0 + 1)>> {x.a = affine_map<(d0) -> (d0 * 2)>}) -> (i32 {x.r = affine_map<(d0) -> (d0 * 3)>})
func.func @f(%a: tensor<4xf32> {x.l = affine_map<(d0) -> (d0)>}, %b: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> (tensor<4xf32> {x.r = affine_map<(d0) -> (d0 * 3)>}) attributes {x.z = affine_map<(d0) -> (d0 * 5)>} {
  %0 = "x.op"() {m = affine_map<(d0) -> (d0)>} : () -> i32
  return %a : tensor<4xf32>
}
func.func @inline(%a: tensor<4xf32> {x.l = affine_map<(d0) -> (d0 * 7)>}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 5)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @decl(memref<4xf32, #map> {x.a = #map1}) -> (i32 {x.r = #map2})
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32> {x.l = #map4}, %arg1: memref<4xf32, #map>) -> (tensor<4xf32> {x.r = #map2}) attributes {x.z = #map3} {
// CHECK-NEXT:     %0 = "x.op"() {m = #map4} : () -> i32
// CHECK-NEXT:     return %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inline(%arg0: tensor<4xf32> {x.l = affine_map<(d0) -> (d0 * 7)>}) -> tensor<4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
