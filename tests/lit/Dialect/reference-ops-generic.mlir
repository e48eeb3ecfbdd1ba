// RUN: rmlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s

// Ops of upstream dialects are registered with their properties: inherent attributes
// written in `{...}` move into `<{...}>`, discardable ones stay, and attributes inside
// properties get aliases like any other.

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: "affine.apply"(%{{.*}}) <{map = #map}> {demo.tag} : (index) -> index
// CHECK: "affine.apply"(%{{.*}}) <{map = #map}> : (index) -> index
// CHECK: "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
"builtin.module"() ({
^bb0:
  "demo.region"() ({
  ^bb0(%i: index, %m: memref<4x4xf32>):
    %0 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0 + 1)>, demo.tag} : (index) -> index
    %1 = "affine.apply"(%0) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> index
    "demo.use"() {map = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
    ^bb0(%iv: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
    "demo.end"() : () -> ()
  }) : () -> ()
}) : () -> ()
