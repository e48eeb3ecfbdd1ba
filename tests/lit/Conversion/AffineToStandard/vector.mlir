// affine.vector_load/vector_store round-trip (map inline over the operands, memref and vector
// types) and lower to vector.load/vector.store over the expanded indices.
// RUN: rmlir-opt %s -lower-affine | FileCheck %s
// RUN: rmlir-opt %s | FileCheck %s --check-prefix=RT

func.func @v(%m: memref<100x100xf32>, %s: index) {
  %c = arith.constant dense<1.0> : vector<2x8xf32>
  affine.for %i = 0 to 16 {
    %1 = affine.vector_load %m[%i * 2 + symbol(%s), %i floordiv 3] {foo} : memref<100x100xf32>, vector<2x8xf32>
    affine.vector_store %c, %m[%i - symbol(%s) + 7, 0] : memref<100x100xf32>, vector<2x8xf32>
  }
  return
}

// CHECK-LABEL: func.func @v(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<2x8xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %c0_0 : index
// CHECK-NEXT: %3 = arith.subi %c-1, %arg2 : index
// CHECK-NEXT: %4 = arith.select %2, %3, %arg2 : index
// CHECK-NEXT: %5 = arith.divsi %4, %c3 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %5 : index
// CHECK-NEXT: %7 = arith.select %2, %6, %5 : index
// CHECK-NEXT: %8 = vector.load %arg0[%1, %7] : memref<100x100xf32>, vector<2x8xf32>
// CHECK-NEXT: %c-1_1 = arith.constant -1 : index
// CHECK-NEXT: %9 = arith.muli %arg1, %c-1_1 : index
// CHECK-NEXT: %10 = arith.addi %arg2, %9 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %11 = arith.addi %10, %c7 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: vector.store %cst, %arg0[%11, %c0_2] : memref<100x100xf32>, vector<2x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// RT: %0 = affine.vector_load %arg0[%arg2 * 2 + symbol(%arg1), %arg2 floordiv 3] {foo} : memref<100x100xf32>, vector<2x8xf32>
// RT: affine.vector_store %cst, %arg0[%arg2 - symbol(%arg1) + 7, 0] : memref<100x100xf32>, vector<2x8xf32>
