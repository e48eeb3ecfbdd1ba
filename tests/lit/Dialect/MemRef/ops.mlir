// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s

// The custom forms of the memref dialect print as mlir-opt 19 prints them.

func.func @alloc_and_access(%m: memref<4x?xf32>, %i: index, %v: f32) {
  %a = memref.alloc(%i) {alignment = 64} : memref<4x?xf32>
  %b = memref.alloca() : memref<4xf32>
  %x = memref.load %m[%i, %i] : memref<4x?xf32>
  %y = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  memref.store %v, %m[%i, %i] : memref<4x?xf32>
  memref.copy %a, %m : memref<4x?xf32> to memref<4x?xf32>
  memref.dealloc %a : memref<4x?xf32>
  %d = memref.dim %m, %i : memref<4x?xf32>
  %r = memref.rank %m : memref<4x?xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %k = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x?xf32>) -> f32
  memref.assume_alignment %b, 16 : memref<4xf32>
  %n = memref.realloc %b(%i) : memref<4xf32> to memref<?xf32>
  return
}

func.func @views(%m: memref<4x?xf32>, %buf: memref<64xi8>, %i: index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %s = memref.subview %m[0, %i] [2, %i] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32>
  %v = memref.view %buf[%i][%i] : memref<64xi8> to memref<?x4xf32>
  %cs = memref.collapse_shape %s [[0, 1]] : memref<2x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %e = memref.alloc() : memref<8xf32>
  %es = memref.expand_shape %e [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %ms = memref.memory_space_cast %e : memref<8xf32> to memref<8xf32, 1>
  return
}

memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @uninit : memref<3xi32> = uninitialized
memref.global @ext : memref<4xf32>

func.func @globals() -> memref<2xf32> {
  %g = memref.get_global @cst : memref<2xf32>
  return %g : memref<2xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @alloc_and_access(%arg0: memref<4x?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1, %arg1] : memref<4x?xf32>
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1, %arg1] : memref<4x?xf32>
// CHECK-NEXT:     memref.copy %alloc, %arg0 : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT:     %dim = memref.dim %arg0, %arg1 : memref<4x?xf32>
// CHECK-NEXT:     %2 = memref.rank %arg0 : memref<4x?xf32>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x?xf32> -> index
// CHECK-NEXT:     %3 = memref.atomic_rmw addf %arg2, %arg0[%arg1, %arg1] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT:     memref.assume_alignment %alloca, 16 : memref<4xf32>
// CHECK-NEXT:     %4 = memref.realloc %alloca(%arg1) : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @views(%arg0: memref<4x?xf32>, %arg1: memref<64xi8>, %arg2: index) {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %subview = memref.subview %arg0[0, %arg2] [2, %arg2] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %arg0 : memref<4x?xf32> to memref<*xf32>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32>
// CHECK-NEXT:     %view = memref.view %arg1[%arg2][%arg2] : memref<64xi8> to memref<?x4xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %subview {{\[\[}}0, 1]] : memref<2x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %alloc : memref<8xf32> to memref<8xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT:   memref.global @uninit : memref<3xi32> = uninitialized
// CHECK-NEXT:   memref.global @ext : memref<4xf32>
// CHECK-NEXT:   func.func @globals() -> memref<2xf32> {
// CHECK-NEXT:     %0 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

