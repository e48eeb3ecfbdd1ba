// convert-vector-to-scf{full-unroll} unrolls n-D transfers into chains of (N-1)-D ones
// (upstream's UnrollTransfer{Read,Write}Conversion): reads insert into the padding splat
// (or straight into the vector.insert using them), writes extract from the vector (or from
// the vector.extract feeding them), each behind its own bounds check; masks are unpacked
// with vector.extract and tensor writes chain their results.
// RUN: rmlir-opt %s -convert-vector-to-scf="full-unroll lower-tensors" | FileCheck %s

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>

// CHECK-LABEL: func.func @read_into_insert(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<5x2x3xf32>) -> vector<5x2x3xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<5x2x3xf32>) {
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<3xf32>
// CHECK-NEXT: %6 = vector.insert %5, %arg2 [4, 0] : vector<3xf32> into vector<5x2x3xf32>
// CHECK-NEXT: scf.yield %6 : vector<5x2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : vector<5x2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_0, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<5x2x3xf32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg1, %5, %arg1], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<3xf32>
// CHECK-NEXT: %7 = vector.insert %6, %1 [4, 1] : vector<3xf32> into vector<5x2x3xf32>
// CHECK-NEXT: scf.yield %7 : vector<5x2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<5x2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : vector<5x2x3xf32>
// CHECK-NEXT: }
func.func @read_into_insert(%A : memref<?x?x?xf32>, %i : index, %acc : vector<5x2x3xf32>) -> vector<5x2x3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {in_bounds = [false, true]} : memref<?x?x?xf32>, vector<2x3xf32>
  %r = vector.insert %v, %acc[4] : vector<2x3xf32> into vector<5x2x3xf32>
  return %r : vector<5x2x3xf32>
}

// CHECK-LABEL: func.func @write_from_extract(%arg0: memref<?x?xf32>, %arg1: vector<4x2x3xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.extract %arg1[1, 0] : vector<3xf32> from vector<4x2x3xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [true]} : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[1, 1] : vector<3xf32> from vector<4x2x3xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%c1, %c0] {in_bounds = [true]} : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_from_extract(%A : memref<?x?xf32>, %src : vector<4x2x3xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.extract %src[1] : vector<2x3xf32> from vector<4x2x3xf32>
  vector.transfer_write %v, %A[%c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @write_tensor(%arg0: tensor<2x?xf32>, %arg1: vector<2x3xf32>, %arg2: index, %arg3: vector<2x3xi1>) -> tensor<2x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg2, %c2 : index
// CHECK-NEXT: %1 = scf.if %0 -> (tensor<2x?xf32>) {
// CHECK-NEXT: %5 = vector.extract %arg1[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %6 = vector.extract %arg3[0] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT: %7 = vector.transfer_write %5, %arg0[%arg2, %arg2], %6 : vector<3xf32>, tensor<2x?xf32>
// CHECK-NEXT: scf.yield %7 : tensor<2x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : tensor<2x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = affine.apply #map()[%arg2]
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (tensor<2x?xf32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg2]
// CHECK-NEXT: %6 = vector.extract %arg1[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %7 = vector.extract %arg3[1] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT: %8 = vector.transfer_write %6, %1[%5, %arg2], %7 : vector<3xf32>, tensor<2x?xf32>
// CHECK-NEXT: scf.yield %8 : tensor<2x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : tensor<2x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : tensor<2x?xf32>
// CHECK-NEXT: }
func.func @write_tensor(%T : tensor<2x?xf32>, %v : vector<2x3xf32>, %i : index, %m : vector<2x3xi1>) -> tensor<2x?xf32> {
  %r = vector.transfer_write %v, %T[%i, %i], %m : vector<2x3xf32>, tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}

// CHECK-LABEL: func.func @read_broadcast(%arg0: memref<?x?xf32>, %arg1: index) -> vector<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<3xf32> to vector<2x3xf32>
// CHECK-NEXT: return %1 : vector<2x3xf32>
// CHECK-NEXT: }
func.func @read_broadcast(%A : memref<?x?xf32>, %i : index) -> vector<2x3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}

