// convert-vector-to-scf lowers a 1-D transfer_read that is not a minor identity (here it
// reads along the outer dimension) to a loop over the lanes (upstream's
// TransferOp1dConversion): the index of the read dimension is `base + iv` (a composed
// affine.apply), the lane is loaded when `dim > base + iv` (and its mask bit is set) and
// inserted into the vector carried by the loop, which starts as the padding splat.
// RUN: rmlir-opt %s -convert-vector-to-scf | FileCheck %s

// CHECK: #[[MAP:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read_column(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[INIT:.*]] = arith.constant dense<-4.200000e+01> : vector<9xf32>
// CHECK:         %[[R:.*]] = scf.for %[[IV:.*]] = %[[C0]] to %[[C9]] step %[[C1]] iter_args(%[[V:.*]] = %[[INIT]]) -> (vector<9xf32>) {
// CHECK-NEXT:      %[[I:.*]] = affine.apply #[[MAP]](%[[IV]])[%arg1]
// CHECK-NEXT:      %[[DIM:.*]] = memref.dim %arg0, %[[C0]] : memref<?x?xf32>
// CHECK-NEXT:      %[[I2:.*]] = affine.apply #[[MAP]](%[[IV]])[%arg1]
// CHECK-NEXT:      %[[IN:.*]] = arith.cmpi sgt, %[[DIM]], %[[I2]] : index
// CHECK-NEXT:      %[[M:.*]] = vector.extractelement %arg3[%[[IV]] : index] : vector<9xi1>
// CHECK-NEXT:      %[[C:.*]] = arith.andi %[[IN]], %[[M]] : i1
// CHECK-NEXT:      %[[N:.*]] = scf.if %[[C]] -> (vector<9xf32>) {
// CHECK-NEXT:        %[[L:.*]] = memref.load %arg0[%[[I]], %arg2] : memref<?x?xf32>
// CHECK-NEXT:        %[[W:.*]] = vector.insertelement %[[L]], %[[V]][%[[IV]] : index] : vector<9xf32>
// CHECK-NEXT:        scf.yield %[[W]] : vector<9xf32>
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[V]] : vector<9xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[N]] : vector<9xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]
func.func @read_column(%A : memref<?x?xf32>, %b1 : index, %b2 : index, %m: vector<9xi1>) -> vector<9xf32> {
  %fm42 = arith.constant -42.0: f32
  %g = vector.transfer_read %A[%b1, %b2], %fm42, %m {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<9xf32>
  return %g : vector<9xf32>
}

// A minor identity read on a unit-stride memref is left to convert-vector-to-llvm.
// CHECK-LABEL: func.func @minor_identity(
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    vector.transfer_read
func.func @minor_identity(%A : memref<?xf32>, %b : index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %g = vector.transfer_read %A[%b], %p : memref<?xf32>, vector<4xf32>
  return %g : vector<4xf32>
}
