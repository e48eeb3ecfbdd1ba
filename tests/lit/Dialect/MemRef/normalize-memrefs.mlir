// normalize-memrefs: allocs, function signatures, calls and results of MemRefsNormalizable ops;
// expected output from mlir-opt 19.
// RUN: rmlir-opt %s -normalize-memrefs -split-input-file | FileCheck %s

// Allocs with tiled, permuted, strided and linearized layouts.
// CHECK: module {
// CHECK-NEXT:   func.func @alloc_tiled() {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1x16x1x1x32x64xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<1x16x1x1x32x64xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#tile = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 floordiv 32, d3 floordiv 64, d2 mod 32, d3 mod 64)>
func.func @alloc_tiled() {
  %0 = memref.alloc() : memref<1x16x14x14xf32, #tile>
  memref.dealloc %0 : memref<1x16x14x14xf32, #tile>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @alloc_layouts() {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 16 : i64} : memref<8x4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<31xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<8x11xf32>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<2x11x3xf32>
// CHECK-NEXT:     %alloc_3 = memref.alloc() : memref<7x4x15xf32>
// CHECK-NEXT:     %alloc_4 = memref.alloc() : memref<8x3xi8, 1>
// CHECK-NEXT:     %alloc_5 = memref.alloc() : memref<1x8xf32>
// CHECK-NEXT:     %alloc_6 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<8x4xf32>
// CHECK-NEXT:     memref.dealloc %alloc_4 : memref<8x3xi8, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @alloc_layouts() {
  %0 = memref.alloc() {alignment = 16 : i64} : memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %1 = memref.alloc() : memref<4x4xf32, strided<[8, 1], offset: 3>>
  %2 = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 2 + d1 floordiv 4, (d1 mod 4) * 3 + 1)>>
  %3 = memref.alloc() : memref<5xf32, affine_map<(d0) -> (d0 ceildiv 4, -d0 + 10, d0 - d0 floordiv 2)>>
  %4 = memref.alloc() : memref<8x6xf32, affine_map<(d0, d1) -> ((d0 + d1 * 3) mod 7, (d0 floordiv 3 + d1) floordiv 2, d0 * 2 - d1)>>
  %5 = memref.alloc() : memref<10xi8, affine_map<(d0) -> (d0 mod 4 + d0 floordiv 4 * 3, ((d0 floordiv 2) floordiv 2) mod 3)>, 1>
  %6 = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 0, d1)>>
  %7 = memref.alloc() : memref<5xf32, affine_map<(d0) -> (d0 - 1)>>
  memref.dealloc %0 : memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  memref.dealloc %5 : memref<10xi8, affine_map<(d0) -> (d0 mod 4 + d0 floordiv 4 * 3, ((d0 floordiv 2) floordiv 2) mod 3)>, 1>
  return
}

// -----

// Layouts that stay: symbols, a negative image, dynamic sizes with a non-tiled map,
// identity layouts, 0-d memrefs and allocas.
// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 - 5, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_unchanged(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc()[%arg0] : memref<4xf32, #map>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4x8xf32, #map1>
// CHECK-NEXT:     %alloc_1 = memref.alloc(%arg1) : memref<4x?xf32, #map2>
// CHECK-NEXT:     %alloc_2 = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT:     %alloc_3 = memref.alloc() : memref<f32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<16xf32, #map3>
// CHECK-NEXT:     %alloc_4 = memref.alloc() : memref<8xf32, strided<[1]>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @alloc_unchanged(%s: index, %n: index) {
  %0 = memref.alloc()[%s] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %1 = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d0 - 5, d1)>>
  %2 = memref.alloc(%n) : memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %3 = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>
  %4 = memref.alloc() : memref<f32>
  %5 = memref.alloca() : memref<16xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  %6 = memref.alloc() : memref<8xf32, strided<[1]>>
  return
}

// -----

// Dynamic sizes with a tiled layout: the new sizes are affine.apply ops of the old ones.
// CHECK: #map = affine_map<(d0, d1) -> (d1 ceildiv 32)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (32)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d2 ceildiv 8)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0 ceildiv 4)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (4)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (8)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_dynamic_tiled(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = affine.apply #map(%c4, %arg0)
// CHECK-NEXT:     %1 = affine.apply #map1(%c4, %arg0)
// CHECK-NEXT:     %alloc = memref.alloc(%0, %1) {alignment = 64 : i64} : memref<4x?x?xf32>
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %2 = affine.apply #map2(%arg0, %c6, %arg1)
// CHECK-NEXT:     %3 = affine.apply #map3(%arg0, %c6, %arg1)
// CHECK-NEXT:     %4 = affine.apply #map4(%arg0, %c6, %arg1)
// CHECK-NEXT:     %5 = affine.apply #map5(%arg0, %c6, %arg1)
// CHECK-NEXT:     %alloc_0 = memref.alloc(%2, %3, %4, %5) : memref<?x?x6x?x?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4x?x?xf32>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<?x?x6x?x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @alloc_dynamic_tiled(%n: index, %m: index) {
  %0 = memref.alloc(%n) {alignment = 64 : i64, other} : memref<4x?xf32, affine_map<(d0, d1) -> (d0, d1 floordiv 32, d1 mod 32)>>
  %1 = memref.alloc(%n, %m) : memref<?x6x?xf32, affine_map<(d0, d1, d2) -> (d2 floordiv 8, d0 floordiv 4, d1, d0 mod 4, d2 mod 8)>>
  memref.dealloc %0 : memref<4x?xf32, affine_map<(d0, d1) -> (d0, d1 floordiv 32, d1 mod 32)>>
  memref.dealloc %1 : memref<?x6x?xf32, affine_map<(d0, d1, d2) -> (d2 floordiv 8, d0 floordiv 4, d1, d0 mod 4, d2 mod 8)>>
  return
}

// -----

// Arguments and results across calls; the caller's signature follows the callee's.
// CHECK: module {
// CHECK-NEXT:   func.func @callee(%arg0: memref<4x4xf32>, %arg1: index) -> (memref<4x4xf32>, i32, memref<8xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %dim = memref.dim %arg0, %arg1 : memref<4x4xf32>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<4x4xf32>
// CHECK-NEXT:     return %alloc, %c0_i32, %alloc_0 : memref<4x4xf32>, i32, memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: memref<4x4xf32>, %arg1: index) -> memref<4x4xf32> {
// CHECK-NEXT:     %0:3 = call @callee(%arg0, %arg1) : (memref<4x4xf32>, index) -> (memref<4x4xf32>, i32, memref<8xf32>)
// CHECK-NEXT:     %1 = arith.addi %0#1, %0#1 : i32
// CHECK-NEXT:     memref.dealloc %0#2 : memref<8xf32>
// CHECK-NEXT:     return %0#0 : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller2(%arg0: index) -> memref<4x4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT:     %0 = call @caller(%alloc, %arg0) : (memref<4x4xf32>, index) -> memref<4x4xf32>
// CHECK-NEXT:     return %0 : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @callee(%arg0: memref<16xf32, #tile>, %i: index) -> (memref<16xf32, #tile>, i32, memref<8xf32>) {
  %0 = memref.alloc() : memref<16xf32, #tile>
  %1 = memref.alloc() : memref<8xf32>
  %c = arith.constant 0 : i32
  %d = memref.dim %arg0, %i : memref<16xf32, #tile>
  memref.dealloc %arg0 : memref<16xf32, #tile>
  return %0, %c, %1 : memref<16xf32, #tile>, i32, memref<8xf32>
}
func.func @caller(%arg0: memref<16xf32, #tile>, %i: index) -> memref<16xf32, #tile> {
  %0:3 = call @callee(%arg0, %i) {some_attr} : (memref<16xf32, #tile>, index) -> (memref<16xf32, #tile>, i32, memref<8xf32>)
  %1 = arith.addi %0#1, %0#1 : i32
  memref.dealloc %0#2 : memref<8xf32>
  return %0#0 : memref<16xf32, #tile>
}
func.func @caller2(%i: index) -> memref<16xf32, #tile> {
  %0 = memref.alloc() : memref<16xf32, #tile>
  %1 = call @caller(%0, %i) : (memref<16xf32, #tile>, index) -> memref<16xf32, #tile>
  return %1 : memref<16xf32, #tile>
}

// -----

// External functions are normalizable: their signatures change.
// CHECK: module {
// CHECK-NEXT:   func.func private @ext(memref<4x4xf32>, index) -> (memref<4x4xf32>, memref<6xf32>)
// CHECK-NEXT:   func.func @use_ext(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT:     %0:2 = call @ext(%alloc, %arg0) : (memref<4x4xf32>, index) -> (memref<4x4xf32>, memref<6xf32>)
// CHECK-NEXT:     memref.dealloc %0#0 : memref<4x4xf32>
// CHECK-NEXT:     memref.dealloc %0#1 : memref<6xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func private @ext(memref<16xf32, #tile>, index) -> (memref<16xf32, #tile>, memref<4xf32, affine_map<(d0) -> (d0 + 2)>>)
func.func @use_ext(%i: index) {
  %0 = memref.alloc() : memref<16xf32, #tile>
  %1:2 = call @ext(%0, %i) : (memref<16xf32, #tile>, index) -> (memref<16xf32, #tile>, memref<4xf32, affine_map<(d0) -> (d0 + 2)>>)
  memref.dealloc %1#0 : memref<16xf32, #tile>
  memref.dealloc %1#1 : memref<4xf32, affine_map<(d0) -> (d0 + 2)>>
  return
}

// -----

// A use that is not MemRefsNormalizable (memref.subview) keeps the function, its callers
// and its callees as they are; other functions still change.
// CHECK: #map = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @leaf(%arg0: memref<16xf32, #map>) {
// CHECK-NEXT:     memref.dealloc %arg0 : memref<16xf32, #map>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @blocked(%arg0: memref<16xf32, strided<[1], offset: 4>>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT:     %subview = memref.subview %arg0[0] [4] [1] : memref<16xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     call @leaf(%alloc) : (memref<16xf32, #map>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls_blocked(%arg0: memref<16xf32, strided<[1], offset: 4>>) {
// CHECK-NEXT:     call @blocked(%arg0) : (memref<16xf32, strided<[1], offset: 4>>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @independent(%arg0: memref<4x4xf32>) {
// CHECK-NEXT:     memref.dealloc %arg0 : memref<4x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @leaf(%arg0: memref<16xf32, #tile>) {
  memref.dealloc %arg0 : memref<16xf32, #tile>
  return
}
func.func @blocked(%arg0: memref<16xf32, strided<[1], offset: 4>>) {
  %0 = memref.alloc() : memref<16xf32, #tile>
  %1 = memref.subview %arg0[0] [4] [1] : memref<16xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[1], offset: 4>>
  call @leaf(%0) : (memref<16xf32, #tile>) -> ()
  return
}
func.func @calls_blocked(%arg0: memref<16xf32, strided<[1], offset: 4>>) {
  call @blocked(%arg0) : (memref<16xf32, strided<[1], offset: 4>>) -> ()
  return
}
func.func @independent(%arg0: memref<16xf32, #tile>) {
  memref.dealloc %arg0 : memref<16xf32, #tile>
  return
}

// -----

// A non-normalizable use of an identity-layout memref does not block normalization.
// CHECK: module {
// CHECK-NEXT:   func.func @identity_use(%arg0: memref<4x4xf32>, %arg1: memref<16xf32>) -> memref<4xf32, strided<[1]>> {
// CHECK-NEXT:     %subview = memref.subview %arg1[0] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<4x4xf32>
// CHECK-NEXT:     return %subview : memref<4xf32, strided<[1]>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @identity_use(%arg0: memref<16xf32, #tile>, %arg1: memref<16xf32>) -> memref<4xf32, strided<[1]>> {
  %0 = memref.subview %arg1[0] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1]>>
  memref.dealloc %arg0 : memref<16xf32, #tile>
  return %0 : memref<4xf32, strided<[1]>>
}

// -----

// Results of MemRefsNormalizable ops (memref.cast, memref.memory_space_cast) whose type
// has a layout get the normalized type; a result with a use that is not normalizable keeps
// its type.
// CHECK: module {
// CHECK-NEXT:   func.func @op_results(%arg0: memref<4x4xf32>, %arg1: memref<16xf32>, %arg2: index) -> index {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT:     %dim = memref.dim %cast, %arg2 : memref<?x?xf32>
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg0 : memref<4x4xf32> to memref<4x4xf32, 1>
// CHECK-NEXT:     memref.dealloc %memspacecast : memref<4x4xf32, 1>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [2], sizes: [2, 2], strides: [4, 1] : memref<16xf32> to memref<2x2xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT:     %subview = memref.subview %reinterpret_cast[0, 0] [1, 1] [1, 1] : memref<2x2xf32, strided<[4, 1], offset: 2>> to memref<1x1xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @op_results(%arg0: memref<16xf32, #tile>, %arg1: memref<16xf32>, %i: index) -> index {
  %0 = memref.cast %arg0 : memref<16xf32, #tile> to memref<?xf32, #tile>
  %1 = memref.dim %0, %i : memref<?xf32, #tile>
  %2 = memref.memory_space_cast %arg0 : memref<16xf32, #tile> to memref<16xf32, #tile, 1>
  memref.dealloc %2 : memref<16xf32, #tile, 1>
  %3 = memref.reinterpret_cast %arg1 to offset: [2], sizes: [2, 2], strides: [4, 1] : memref<16xf32> to memref<2x2xf32, strided<[4, 1], offset: 2>>
  %4 = memref.subview %3[0, 0] [1, 1] [1, 1] : memref<2x2xf32, strided<[4, 1], offset: 2>> to memref<1x1xf32, strided<[4, 1], offset: 2>>
  return %1 : index
}

// -----

// Recursion.
// CHECK: #map = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @rec(%arg0: memref<4x4xf32>, %arg1: i1) -> memref<16xf32, #map> {
// CHECK-NEXT:     %0 = call @rec(%arg0, %arg1) : (memref<4x4xf32>, i1) -> memref<16xf32, #map>
// CHECK-NEXT:     return %0 : memref<16xf32, #map>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @rec(%arg0: memref<16xf32, #tile>, %b: i1) -> memref<16xf32, #tile> {
  %0 = func.call @rec(%arg0, %b) : (memref<16xf32, #tile>, i1) -> memref<16xf32, #tile>
  return %0 : memref<16xf32, #tile>
}
