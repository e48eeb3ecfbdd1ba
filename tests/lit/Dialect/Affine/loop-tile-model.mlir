// RUN: rmlir-opt %s -affine-loop-tile="cache-size=64" | FileCheck %s

// Without tile sizes, they come from the memory footprint of the band and the cache size:
// 2 MiB over 64 KiB gives 5 x 6, adjusted down to divisors of the trip counts (4 x 4); a
// footprint that fits gives tiles of 1.

func.func @footprint(%A: memref<512x512xf32>, %B: memref<512x512xf32>) {
  affine.for %i = 0 to 512 {
    affine.for %j = 0 to 512 {
      %v = affine.load %A[%i, %j] : memref<512x512xf32>
      %w = affine.load %B[%j, %i] : memref<512x512xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %A[%i, %j] : memref<512x512xf32>
    }
  }
  return
}

func.func @small(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.store %v, %A[%i] : memref<64xf32>
  }
  return
}

// CHECK:      #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @footprint(%arg0: memref<512x512xf32>, %arg1: memref<512x512xf32>) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 512 step 4 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 512 step 4 {
// CHECK-NEXT:         affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
// CHECK-NEXT:           affine.for %arg5 = #map(%arg3) to #map1(%arg3) {
// CHECK-NEXT:             %0 = affine.load %arg0[%arg4, %arg5] : memref<512x512xf32>
// CHECK-NEXT:             %1 = affine.load %arg1[%arg5, %arg4] : memref<512x512xf32>
// CHECK-NEXT:             %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:             affine.store %2, %arg0[%arg4, %arg5] : memref<512x512xf32>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @small(%arg0: memref<64xf32>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 64 {
// CHECK-NEXT:       affine.for %arg2 = #map(%arg1) to #map2(%arg1) {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg2] : memref<64xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg2] : memref<64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
