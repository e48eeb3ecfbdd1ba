// RUN: rmlir-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4,8" | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4,8 test-fastest-varying=0,1" | FileCheck %s --check-prefix=FAST
// RUN: not rmlir-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4,8 test-fastest-varying=0" 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not rmlir-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4,8 vectorize-reductions=true" 2>&1 | FileCheck %s --check-prefix=REDERR

// A pattern of another rank than the vector sizes is a remark on each function, shown in
// custom form; reductions need 1-D vectors.
// REMARK:      remark: Fastest varying pattern specified with different size than the vector size.
// REMARK:      note: see current operation:
// REMARK-NEXT: func.func @copy_2d(%arg0: memref<16x64xf32>
// REDERR:      error: Vectorizing reductions is supported only for 1-D vectors.
// REDERR:      note: see current operation:
// REDERR-NEXT: "func.func"() <{function_type

// A 2-D copy: each loop goes to one vector dimension; the broadcast dimension of the
// invariant load is in bounds.
// CHECK-DAG: #[[BCAST:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func @copy_2d
// CHECK:         affine.for %[[I:.*]] = 0 to 16 step 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 64 step 8 {
// CHECK:             vector.transfer_read %arg0[%[[I]], %[[J]]], %{{.*}} : memref<16x64xf32>, vector<4x8xf32>
// CHECK:             vector.transfer_read %arg1[%{{.*}}, %[[J]]], %{{.*}} {in_bounds = [true, false], permutation_map = #[[BCAST]]} : memref<16x64xf32>, vector<4x8xf32>
// CHECK:             vector.transfer_write %{{.*}}, %arg2[%[[I]], %[[J]]] : vector<4x8xf32>, memref<16x64xf32>
func.func @copy_2d(%A: memref<16x64xf32>, %B: memref<16x64xf32>, %C: memref<16x64xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%i, %j] : memref<16x64xf32>
      %b = affine.load %B[%c0, %j] : memref<16x64xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %C[%i, %j] : memref<16x64xf32>
    }
  }
  return
}

// -----

// The outer loop walks the fastest varying memref dimension: the vector dimensions follow
// the loops and the accesses are transposed, with or without the pattern 0,1.
// FAST-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// FAST-LABEL: func @transposed
// FAST:         affine.for %[[I:.*]] = 0 to 64 step 4 {
// FAST-NEXT:      affine.for %[[J:.*]] = 0 to 32 step 8 {
// FAST:             vector.transfer_read %arg0[%[[J]], %[[I]]], %{{.*}} {permutation_map = #[[T]]} : memref<32x64xf32>, vector<4x8xf32>
// CHECK-LABEL: func @transposed
// CHECK:         vector.transfer_read %arg0[%{{.*}}, %{{.*}}], %{{.*}} {permutation_map = #{{.*}}} : memref<32x64xf32>, vector<4x8xf32>
func.func @transposed(%A: memref<32x64xf32>, %B: memref<32x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%j, %i] : memref<32x64xf32>
      affine.store %a, %B[%j, %i] : memref<32x64xf32>
    }
  }
  return
}
