// With full-unroll and target-rank=0, transfers unroll down to 0-d ones: the last level
// checks each lane's mask bit with vector.extractelement and writes broadcast the scalar
// extracted from the vector to a 0-d vector.
// RUN: rmlir-opt %s "-convert-vector-to-scf=full-unroll target-rank=0" | FileCheck %s

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 2)>

// CHECK-LABEL: func.func @read_masked(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<2x2xi1>) -> vector<2x2xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<-1.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x2xf32>) {
// CHECK-NEXT: %5 = vector.extract %arg2[0] : vector<2xi1> from vector<2x2xi1>
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_2, %arg1 : index
// CHECK-NEXT: %7 = vector.extractelement %5[%c0 : index] : vector<2xi1>
// CHECK-NEXT: %8 = arith.andi %6, %7 : i1
// CHECK-NEXT: %9 = scf.if %8 -> (vector<2x2xf32>) {
// CHECK-NEXT: %15 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %16 = vector.insert %15, %cst_0 [0, 0] : vector<f32> into vector<2x2xf32>
// CHECK-NEXT: scf.yield %16 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %10 = affine.apply #map()[%arg1]
// CHECK-NEXT: %11 = arith.cmpi sgt, %dim_3, %10 : index
// CHECK-NEXT: %12 = vector.extractelement %5[%c1 : index] : vector<2xi1>
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: %14 = scf.if %13 -> (vector<2x2xf32>) {
// CHECK-NEXT: %15 = affine.apply #map()[%arg1]
// CHECK-NEXT: %16 = vector.transfer_read %arg0[%arg1, %15], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %17 = vector.insert %16, %9 [0, 1] : vector<f32> into vector<2x2xf32>
// CHECK-NEXT: scf.yield %17 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %9 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %14 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x2xf32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.extract %arg2[1] : vector<2xi1> from vector<2x2xi1>
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %7 = arith.cmpi sgt, %dim_2, %arg1 : index
// CHECK-NEXT: %8 = vector.extractelement %6[%c0 : index] : vector<2xi1>
// CHECK-NEXT: %9 = arith.andi %7, %8 : i1
// CHECK-NEXT: %10 = scf.if %9 -> (vector<2x2xf32>) {
// CHECK-NEXT: %16 = vector.transfer_read %arg0[%5, %arg1], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %17 = vector.insert %16, %1 [1, 0] : vector<f32> into vector<2x2xf32>
// CHECK-NEXT: scf.yield %17 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %11 = affine.apply #map()[%arg1]
// CHECK-NEXT: %12 = arith.cmpi sgt, %dim_3, %11 : index
// CHECK-NEXT: %13 = vector.extractelement %6[%c1 : index] : vector<2xi1>
// CHECK-NEXT: %14 = arith.andi %12, %13 : i1
// CHECK-NEXT: %15 = scf.if %14 -> (vector<2x2xf32>) {
// CHECK-NEXT: %16 = affine.apply #map()[%arg1]
// CHECK-NEXT: %17 = vector.transfer_read %arg0[%5, %16], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %18 = vector.insert %17, %10 [1, 1] : vector<f32> into vector<2x2xf32>
// CHECK-NEXT: scf.yield %18 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %10 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %15 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : vector<2x2xf32>
// CHECK-NEXT: }
func.func @read_masked(%A : memref<?x?xf32>, %i : index, %m : vector<2x2xi1>) -> vector<2x2xf32> {
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad, %m : memref<?x?xf32>, vector<2x2xf32>
  return %v : vector<2x2xf32>
}

// CHECK-LABEL: func.func @write_1d(%arg0: vector<3xi8>, %arg1: memref<?xi8>, %arg2: index) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i8 from vector<3xi8>
// CHECK-NEXT: %1 = vector.broadcast %0 : i8 to vector<i8>
// CHECK-NEXT: vector.transfer_write %1, %arg1[%arg2] : vector<i8>, memref<?xi8>
// CHECK-NEXT: %2 = affine.apply #map()[%arg2]
// CHECK-NEXT: %3 = vector.extract %arg0[1] : i8 from vector<3xi8>
// CHECK-NEXT: %4 = vector.broadcast %3 : i8 to vector<i8>
// CHECK-NEXT: vector.transfer_write %4, %arg1[%2] : vector<i8>, memref<?xi8>
// CHECK-NEXT: %5 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %6 = vector.extract %arg0[2] : i8 from vector<3xi8>
// CHECK-NEXT: %7 = vector.broadcast %6 : i8 to vector<i8>
// CHECK-NEXT: vector.transfer_write %7, %arg1[%5] : vector<i8>, memref<?xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_1d(%v : vector<3xi8>, %A : memref<?xi8>, %i : index) {
  vector.transfer_write %v, %A[%i] {in_bounds = [true]} : vector<3xi8>, memref<?xi8>
  return
}

