// Round trip of the vector memory ops and the gpu mma load/store: permutation_map elided
// when it is the minor identity, in_bounds when no dim is in bounds, the default map of a
// 0-d transfer to vector<1xT>; custom and generic forms read back identically.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map3 = affine_map<() -> (0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transfers(%arg0: memref<4x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: f32, %arg4: vector<4xi1>, %arg5: vector<4xf32>, %arg6: vector<4x3xi1>) -> (vector<4xf32>, vector<4xf32>, vector<3x4xf32>, tensor<?x?xf32>, vector<3x4xf32>) {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {foo} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg4 {in_bounds = [true], permutation_map = #map} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg1[%arg2, %arg2], %arg3 {in_bounds = [true, false], permutation_map = #map1} : tensor<?x?xf32>, vector<3x4xf32>
// CHECK-NEXT:     %3 = vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg6 {permutation_map = #map2} : memref<4x8xf32>, vector<3x4xf32>
// CHECK-NEXT:     vector.transfer_write %arg5, %arg0[%arg2, %arg2], %arg4 {zz = 1 : i64} : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT:     %4 = vector.transfer_write %arg5, %arg1[%arg2, %arg2] {in_bounds = [true]} : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT:     return %0, %1, %2, %4, %3 : vector<4xf32>, vector<4xf32>, vector<3x4xf32>, tensor<?x?xf32>, vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @zero_d(%arg0: memref<f32>, %arg1: memref<?xvector<4xf32>>, %arg2: index, %arg3: f32, %arg4: vector<4xf32>) -> (vector<f32>, vector<1xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[], %arg3 : memref<f32>, vector<f32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[], %arg3 {in_bounds = [true], permutation_map = #map3} : memref<f32>, vector<1xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg1[%arg2], %arg4 : memref<?xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[] : vector<f32>, memref<f32>
// CHECK-NEXT:     return %0, %1, %2 : vector<f32>, vector<1xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loads(%arg0: memref<4x8xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1, %arg1] : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     vector.store %0, %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.maskedload %arg0[%arg1, %arg1], %arg2, %arg3 : memref<4x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:     vector.maskedstore %arg0[%arg1, %arg1], %arg2, %1 : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     return %0, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mma(%arg0: memref<32x32xf16>, %arg1: index, %arg2: !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "AOp"> {
// CHECK-NEXT:     %0 = gpu.subgroup_mma_load_matrix %arg0[%arg1, %arg1] {leadDimension = 32 : index, transpose} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT:     gpu.subgroup_mma_store_matrix %arg2, %arg0[%arg1, %arg1] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
// CHECK-NEXT:     return %0 : !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @transfers(%m: memref<4x8xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %mask: vector<4xi1>, %v: vector<4xf32>, %k2: vector<4x3xi1>) -> (vector<4xf32>, vector<4xf32>, vector<3x4xf32>, tensor<?x?xf32>, vector<3x4xf32>) {
  %0 = vector.transfer_read %m[%i, %i], %f {foo, in_bounds = [false]} : memref<4x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %f, %mask {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x8xf32>, vector<4xf32>
  %2 = vector.transfer_read %t[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : tensor<?x?xf32>, vector<3x4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f, %k2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xf32>, vector<3x4xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {zz = 1} : vector<4xf32>, memref<4x8xf32>
  %4 = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true]} : vector<4xf32>, tensor<?x?xf32>
  return %0, %1, %2, %4, %3 : vector<4xf32>, vector<4xf32>, vector<3x4xf32>, tensor<?x?xf32>, vector<3x4xf32>
}

func.func @zero_d(%m: memref<f32>, %e: memref<?xvector<4xf32>>, %i: index, %f: f32, %p: vector<4xf32>) -> (vector<f32>, vector<1xf32>, vector<4xf32>) {
  %0 = vector.transfer_read %m[], %f : memref<f32>, vector<f32>
  %1 = vector.transfer_read %m[], %f {in_bounds = [true]} : memref<f32>, vector<1xf32>
  %2 = vector.transfer_read %e[%i], %p : memref<?xvector<4xf32>>, vector<4xf32>
  vector.transfer_write %0, %m[] {in_bounds = []} : vector<f32>, memref<f32>
  return %0, %1, %2 : vector<f32>, vector<1xf32>, vector<4xf32>
}

func.func @loads(%m: memref<4x8xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.load %m[%i, %i] {nontemporal = false} : memref<4x8xf32>, vector<4xf32>
  vector.store %0, %m[%i, %i] {nontemporal = true} : memref<4x8xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i, %i], %mask, %v : memref<4x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %1 : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

func.func @mma(%m: memref<32x32xf16>, %i: index, %c: !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "AOp"> {
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
  return %0 : !gpu.mma_matrix<16x16xf16, "AOp">
}
