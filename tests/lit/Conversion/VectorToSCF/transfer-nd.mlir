// convert-vector-to-scf lowers n-D transfers progressively (upstream's Prepare/TransferOp
// conversions): the vector goes through a `memref.alloca` buffer at the start of the
// closest allocation scope (an affine.for here, else the function), and each pattern
// application unpacks one dim into an `scf.for` over a `vector.type_cast` of the buffer,
// with an `scf.if` bounds check on dims that may run out of bounds (the padding splat
// stored in the else branch of reads), a 2-D mask unpacked through its own buffer, tensor
// writes threaded through `iter_args`, and 1-D transfers that are not minor identities
// lowered to scalar loops. Permutation maps are lowered first (transposes, broadcasts).
// RUN: rmlir-opt %s -allow-unregistered-dialect -convert-vector-to-scf=lower-tensors | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-DAG: #map2 = affine_map<(d0) -> (d0 + 1)>

// CHECK-LABEL: func.func @read_2d_masked(%arg0: memref<?x8xf32>, %arg1: index, %arg2: vector<2x8xi1>) -> vector<2x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x8xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<2x8xi1>>
// CHECK-NEXT: memref.store %arg2, %alloca_1[] : memref<vector<2x8xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x8xf32>> to memref<2xvector<8xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_1 : memref<vector<2x8xi1>> to memref<2xvector<8xi1>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %6 = memref.load %1[%arg3] : memref<2xvector<8xi1>>
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%5, %arg1], %cst_0, %6 {in_bounds = [true]} : memref<?x8xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %7, %0[%arg3] : memref<2xvector<8xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<2xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<2x8xf32>>
// CHECK-NEXT: return %2 : vector<2x8xf32>
// CHECK-NEXT: }
func.func @read_2d_masked(%A : memref<?x8xf32>, %i : index, %m : vector<2x8xi1>) -> vector<2x8xf32> {
  %pad = arith.constant 1.5 : f32
  %v = vector.transfer_read %A[%i, %i], %pad, %m {in_bounds = [false, true]} : memref<?x8xf32>, vector<2x8xf32>
  return %v : vector<2x8xf32>
}

// CHECK-LABEL: func.func @write_3d(%arg0: memref<4x?x8xi32>, %arg1: vector<2x3x8xi32>, %arg2: index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x3x8xi32>>
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<vector<2x3x8xi32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3x8xi32>> to memref<2xvector<3x8xi32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %2 = vector.type_cast %0 : memref<2xvector<3x8xi32>> to memref<2x3xvector<8xi32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?x8xi32>
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %6 = memref.load %2[%arg3, %arg4] : memref<2x3xvector<8xi32>>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%1, %5, %arg2] {in_bounds = [true]} : vector<8xi32>, memref<4x?x8xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_3d(%A : memref<4x?x8xi32>, %v : vector<2x3x8xi32>, %i : index) {
  vector.transfer_write %v, %A[%i, %i, %i] {in_bounds = [true, false, true]} : vector<2x3x8xi32>, memref<4x?x8xi32>
  return
}

// CHECK-LABEL: func.func @read_in_loop(%arg0: memref<16x16xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 16 step 4 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x4xf32>> to memref<4xvector<4xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %2 = affine.apply #map1(%arg1, %arg2)
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c16 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map1(%arg1, %arg2)
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%4, %arg1], %cst_0 : memref<16x16xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %5, %0[%arg2] : memref<4xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<4xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x4xf32>>
// CHECK-NEXT: "test.use"(%1) : (vector<4x4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @read_in_loop(%A : memref<16x16xf32>) {
  %pad = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 step 4 {
    %v = vector.transfer_read %A[%i, %i], %pad : memref<16x16xf32>, vector<4x4xf32>
    "test.use"(%v) : (vector<4x4xf32>) -> ()
  }
  return
}

// CHECK-LABEL: func.func @write_transposed(%arg0: memref<?x?xf32>, %arg1: vector<2x4xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x2xf32>>
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: memref.store %0, %alloca[] : memref<vector<4x2xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<4x2xf32>> to memref<4xvector<2xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map2(%arg2)
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map2(%arg2)
// CHECK-NEXT: %5 = memref.load %1[%arg2] : memref<4xvector<2xf32>>
// CHECK-NEXT: vector.transfer_write %5, %arg0[%4, %c1] : vector<2xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_transposed(%A : memref<?x?xf32>, %v : vector<2x4xf32>) {
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %A[%c1, %c1] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @write_1d_column(%arg0: memref<?x?xf32>, %arg1: vector<3xf32>, %arg2: index, %arg3: vector<3xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x1xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<3x1xi1>>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<3xf32> to vector<1x3xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg3 : vector<3xi1> to vector<1x3xi1>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<1x3xi1> to vector<3x1xi1>
// CHECK-NEXT: %3 = vector.transpose %0, [1, 0] : vector<1x3xf32> to vector<3x1xf32>
// CHECK-NEXT: memref.store %2, %alloca_0[] : memref<vector<3x1xi1>>
// CHECK-NEXT: memref.store %3, %alloca[] : memref<vector<3x1xf32>>
// CHECK-NEXT: %4 = vector.type_cast %alloca : memref<vector<3x1xf32>> to memref<3xvector<1xf32>>
// CHECK-NEXT: %5 = vector.type_cast %alloca_0 : memref<vector<3x1xi1>> to memref<3xvector<1xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %6 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %7 = arith.cmpi sgt, %dim, %6 : index
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: %8 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %9 = memref.load %4[%arg4] : memref<3xvector<1xf32>>
// CHECK-NEXT: %10 = memref.load %5[%arg4] : memref<3xvector<1xi1>>
// CHECK-NEXT: vector.transfer_write %9, %arg0[%8, %arg2], %10 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_1d_column(%A : memref<?x?xf32>, %v : vector<3xf32>, %i : index, %m : vector<3xi1>) {
  vector.transfer_write %v, %A[%i, %i], %m {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<3xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @write_tensor_2d(%arg0: tensor<?x4xf32>, %arg1: vector<3x4xf32>, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %c3 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?x4xf32>) {
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (tensor<?x4xf32>) {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %6 = memref.load %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg4[%5, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<?x4xf32>
// CHECK-NEXT: scf.yield %7 : tensor<?x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @write_tensor_2d(%T : tensor<?x4xf32>, %v : vector<3x4xf32>, %i : index) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %T[%i, %c0] {in_bounds = [false, true]} : vector<3x4xf32>, tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// CHECK-LABEL: func.func @read_permuted(%arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x2xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x2xf32>> to memref<3xvector<2xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg1, %5, %arg1], %cst_0 {in_bounds = [true]} : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: memref.store %6, %0[%arg2] : memref<3xvector<2xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<3xvector<2xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<3x2xf32>>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
// CHECK-NEXT: return %2 : vector<2x3xf32>
// CHECK-NEXT: }
func.func @read_permuted(%A : memref<?x?x?xf32>, %i : index) -> vector<2x3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : memref<?x?x?xf32>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}

// CHECK-LABEL: func.func @read_all_broadcast(%arg0: memref<?x?xi32>, %arg1: index) -> vector<4xi32> {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg1] : memref<?x?xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<4xi32>
// CHECK-NEXT: return %1 : vector<4xi32>
// CHECK-NEXT: }
func.func @read_all_broadcast(%A : memref<?x?xi32>, %i : index) -> vector<4xi32> {
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %A[%i, %i], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xi32>, vector<4xi32>
  return %v : vector<4xi32>
}

