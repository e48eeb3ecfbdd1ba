// RUN: rmlir-opt %s -normalize-memrefs --mlir-print-op-generic | FileCheck %s

// Affine accesses get the layout composed into their access map (the affine ops are in
// generic form: rmlir has no custom assembly for them yet).
// CHECK: #map = affine_map<(d0) -> (d0 ceildiv 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (4)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ((d0 + 1) floordiv 4, d0 - ((d0 + 1) floordiv 4) * 4 + 1)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 * 2 - 3)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> ((d0 * 2 - 3) floordiv 4, d0 * 2 - ((d0 * 2 - 3) floordiv 4) * 4 - 3)>
// CHECK-NEXT: #map7 = affine_map<() -> (0)>
// CHECK-NEXT: #map8 = affine_map<() -> (16)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map10 = affine_map<()[s0] -> ((s0 + 5) floordiv 4, s0 - ((s0 + 5) floordiv 4) * 4 + 5)>
// CHECK-NEXT: #map11 = affine_map<() -> (0, 3)>
// CHECK-NEXT: #map12 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map13 = affine_map<()[s0] -> (s0 floordiv 4, s0 mod 4)>
// CHECK-NEXT: #map14 = affine_map<() -> (0, 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (memref<4x4xf32>, index) -> memref<4x4xf32>, sym_name = "affine_access"}> ({
// CHECK-NEXT:   ^bb0(%arg1: memref<4x4xf32>, %arg2: index):
// CHECK-NEXT:     %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
// CHECK-NEXT:     %5 = "affine.apply"(%arg2) <{map = #map}> : (index) -> index
// CHECK-NEXT:     %6 = "affine.apply"(%arg2) <{map = #map1}> : (index) -> index
// CHECK-NEXT:     %7 = "memref.alloc"(%5, %6) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>
// CHECK-NEXT:     "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       %14 = "affine.load"(%arg1, %arg3) <{map = #map2}> : (memref<4x4xf32>, index) -> f32
// CHECK-NEXT:       %15 = "affine.apply"(%arg3) <{map = #map3}> : (index) -> index
// CHECK-NEXT:       "affine.store"(%14, %4, %arg3) <{map = #map4}> : (f32, memref<4x4xf32>, index) -> ()
// CHECK-NEXT:       %16 = "affine.apply"(%arg3) <{map = #map5}> : (index) -> index
// CHECK-NEXT:       %17 = "affine.load"(%4, %arg3) <{map = #map6}> : (memref<4x4xf32>, index) -> f32
// CHECK-NEXT:       "affine.store"(%17, %7, %arg3) <{map = #map2}> : (f32, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:       "affine.prefetch"(%4, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map2}> : (memref<4x4xf32>, index) -> ()
// CHECK-NEXT:       "affine.yield"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %8 = "arith.constant"() <{value = 3 : index}> : () -> index
// CHECK-NEXT:     %9 = "affine.apply"(%arg2) <{map = #map9}> : (index) -> index
// CHECK-NEXT:     %10 = "affine.load"(%4, %arg2) <{map = #map10}> : (memref<4x4xf32>, index) -> f32
// CHECK-NEXT:     %11 = "affine.load"(%4) <{map = #map11}> : (memref<4x4xf32>) -> f32
// CHECK-NEXT:     %12 = "affine.apply"(%arg2) <{map = #map12}> : (index) -> index
// CHECK-NEXT:     %13 = "affine.load"(%4, %arg2) <{map = #map13}> : (memref<4x4xf32>, index) -> f32
// CHECK-NEXT:     "memref.dealloc"(%7) : (memref<?x?xf32>) -> ()
// CHECK-NEXT:     "func.return"(%4) : (memref<4x4xf32>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<4x4xf32>) -> (), sym_name = "call"}> ({
// CHECK-NEXT:   ^bb0(%arg0: memref<4x4xf32>):
// CHECK-NEXT:     %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT:     %1 = "func.call"(%arg0, %0) <{callee = @affine_access}> : (memref<4x4xf32>, index) -> memref<4x4xf32>
// CHECK-NEXT:     %2 = "affine.apply"() <{map = #map7}> : () -> index
// CHECK-NEXT:     %3 = "affine.load"(%1) <{map = #map14}> : (memref<4x4xf32>) -> f32
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
#map = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 * 2 - 3)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<() -> (16)>
#map6 = affine_map<(d0) -> (d0 + 5)>
#map7 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16xf32, #map>, index) -> memref<16xf32, #map>, sym_name = "affine_access"}> ({
  ^bb0(%arg1: memref<16xf32, #map>, %arg2: index):
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xf32, #map>
    %4 = "memref.alloc"(%arg2) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32, #map>
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg3: index):
      %10 = "affine.load"(%arg1, %arg3) <{map = #map1}> : (memref<16xf32, #map>, index) -> f32
      "affine.store"(%10, %3, %arg3) <{map = #map2}> : (f32, memref<16xf32, #map>, index) -> ()
      %11 = "affine.load"(%3, %arg3) <{map = #map3}> : (memref<16xf32, #map>, index) -> f32
      "affine.store"(%11, %4, %arg3) <{map = #map1}> : (f32, memref<?xf32, #map>, index) -> ()
      "affine.prefetch"(%3, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map1}> : (memref<16xf32, #map>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "affine.apply"(%arg2) <{map = #map6}> : (index) -> index
    %7 = "affine.load"(%3, %6) <{map = #map1}> : (memref<16xf32, #map>, index) -> f32
    %8 = "affine.load"(%3, %5) <{map = #map1}> : (memref<16xf32, #map>, index) -> f32
    %9 = "affine.load"(%3, %arg2) <{map = #map7}> : (memref<16xf32, #map>, index) -> f32
    "memref.dealloc"(%4) : (memref<?xf32, #map>) -> ()
    "func.return"(%3) : (memref<16xf32, #map>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16xf32, #map>) -> (), sym_name = "call"}> ({
  ^bb0(%arg0: memref<16xf32, #map>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "func.call"(%arg0, %0) <{callee = @affine_access}> : (memref<16xf32, #map>, index) -> memref<16xf32, #map>
    %2 = "affine.load"(%1) <{map = #map4}> : (memref<16xf32, #map>) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
