// RUN: rmlir-opt -split-input-file %s | FileCheck %s
// RUN: rmlir-opt -split-input-file -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// affine.load/affine.store print their access map inline over the index operands: dims
// as the operands, symbols wrapped in symbol(...).
// CHECK-LABEL: func.func @access
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + 3, -%arg3 + symbol(%arg4) * 2] : memref<4x?xf32>
// CHECK-NEXT: %1 = affine.load %arg0[(%arg2 floordiv 2) mod 3, -%arg2 + symbol(%arg4)] {tag} : memref<4x?xf32>
// CHECK-NEXT: %2 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2, %arg2 - 1] : memref<4x?xf32>
// CHECK-NEXT: affine.store %2, %arg1[] : memref<f32>
// CHECK-NEXT: affine.store %1, %arg0[3, %arg3] : memref<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @access(%m: memref<4x?xf32>, %z: memref<f32>, %i: index, %j: index, %n: index) {
  %0 = affine.load %m[%i + 3, symbol(%n) * 2 - %j] : memref<4x?xf32>
  %1 = affine.load %m[(%i floordiv 2) mod 3, -%i + symbol(%n)] {tag} : memref<4x?xf32>
  %2 = affine.load %z[] : memref<f32>
  affine.store %0, %m[%i, %i - 1] : memref<4x?xf32>
  affine.store %2, %z[] : memref<f32>
  affine.store %1, %m[3, %j] : memref<4x?xf32>
  return
}

// -----

// In the generic form the map is a property, with an alias.
// GENERIC: #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC: "affine.load"(%arg0, %arg1) <{map = #map}>
// CHECK-LABEL: func.func @generic
// CHECK-NEXT: affine.load %arg0[%arg1 + 1] : memref<4xf32>
func.func @generic(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = affine.load %m[%i + 1] : memref<4xf32>
  return %0 : f32
}
