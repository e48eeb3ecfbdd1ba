// RUN: rmlir-opt %s --allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: rmlir-opt %s --allow-unregistered-dialect -mlir-print-debuginfo --mlir-disable-threading | FileCheck %s

// Aliases are collected from sibling functions in parallel and numbered in first-use order,
// as in a sequential walk: maps and sets used first by later functions get later numbers,
// and locations (deferrable) are printed after the module.

func.func @f(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 3)>(%i) loc("a.mlir":1:1)
  %1 = affine.apply affine_map<(d0) -> (d0 * 5)>(%0) loc("a.mlir":2:1)
  return %1 : index
}
func.func @g(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 5)>(%i) loc("a.mlir":2:1)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 7)>(%0)
  "demo.s"() {s = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  return %1 : index
}
func.func @h(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)
  "demo.s"() {s = affine_set<(d0) : (d0 - 2 >= 0)>, t = affine_set<(d0) : (d0 == 0)>} : () -> ()
  return %0 : index
}

// CHECK:      #loc2 = loc("{{.*}}parallel-aliases.mlir":8:14)
// CHECK-NEXT: #loc7 = loc("{{.*}}parallel-aliases.mlir":13:14)
// CHECK-NEXT: #loc12 = loc("{{.*}}parallel-aliases.mlir":19:14)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 5)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 floordiv 7)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: index loc("{{.*}}parallel-aliases.mlir":8:14)) -> index {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0) loc(#loc3)
// CHECK-NEXT:     %1 = affine.apply #map1(%0) loc(#loc4)
// CHECK-NEXT:     return %1 : index loc(#loc5)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func @g(%arg0: index loc("{{.*}}parallel-aliases.mlir":13:14)) -> index {
// CHECK-NEXT:     %0 = affine.apply #map1(%arg0) loc(#loc4)
// CHECK-NEXT:     %1 = affine.apply #map2(%0) loc(#loc8)
// CHECK-NEXT:     "demo.s"() {s = #set} : () -> () loc(#loc9)
// CHECK-NEXT:     return %1 : index loc(#loc10)
// CHECK-NEXT:   } loc(#loc6)
// CHECK-NEXT:   func.func @h(%arg0: index loc("{{.*}}parallel-aliases.mlir":19:14)) -> index {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0) loc(#loc13)
// CHECK-NEXT:     "demo.s"() {s = #set, t = #set1} : () -> () loc(#loc14)
// CHECK-NEXT:     return %0 : index loc(#loc15)
// CHECK-NEXT:   } loc(#loc11)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}parallel-aliases.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}parallel-aliases.mlir":8:1)
// CHECK-NEXT: #loc3 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc4 = loc("a.mlir":2:1)
// CHECK-NEXT: #loc5 = loc("{{.*}}parallel-aliases.mlir":11:3)
// CHECK-NEXT: #loc6 = loc("{{.*}}parallel-aliases.mlir":13:1)
// CHECK-NEXT: #loc8 = loc("{{.*}}parallel-aliases.mlir":15:8)
// CHECK-NEXT: #loc9 = loc("{{.*}}parallel-aliases.mlir":16:3)
// CHECK-NEXT: #loc10 = loc("{{.*}}parallel-aliases.mlir":17:3)
// CHECK-NEXT: #loc11 = loc("{{.*}}parallel-aliases.mlir":19:1)
// CHECK-NEXT: #loc13 = loc("{{.*}}parallel-aliases.mlir":20:8)
// CHECK-NEXT: #loc14 = loc("{{.*}}parallel-aliases.mlir":21:3)
// CHECK-NEXT: #loc15 = loc("{{.*}}parallel-aliases.mlir":22:3)
