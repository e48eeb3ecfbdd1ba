// affine.prefetch round-trips (keywords for the flags, map inline) and lowers to
// memref.prefetch over the expanded indices with the same flags.
// RUN: rmlir-opt %s -lower-affine | FileCheck %s
// RUN: rmlir-opt %s | FileCheck %s --check-prefix=RT

func.func @p(%m: memref<10x10xf32>, %s: index) {
  affine.for %i = 0 to 10 {
    affine.prefetch %m[%i + symbol(%s) + 7, %i mod 4], read, locality<3>, data : memref<10x10xf32>
    affine.prefetch %m[0, %i] , write, locality<0>, instr {foo = 1 : i32} : memref<10x10xf32>
  }
  return
}

// CHECK-LABEL: func.func @p(%arg0: memref<10x10xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %1 = arith.addi %0, %c7 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %2 = arith.remsi %arg2, %c4 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c0_0 : index
// CHECK-NEXT: %4 = arith.addi %2, %c4 : index
// CHECK-NEXT: %5 = arith.select %3, %4, %2 : index
// CHECK-NEXT: memref.prefetch %arg0[%1, %5], read, locality<3>, data : memref<10x10xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: memref.prefetch %arg0[%c0_1, %arg2], write, locality<0>, instr : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// RT: affine.prefetch %arg0[%arg2 + symbol(%arg1) + 7, %arg2 mod 4], read, locality<3>, data : memref<10x10xf32>
// RT: affine.prefetch %arg0[0, %arg2], write, locality<0>, instr {foo = 1 : i32} : memref<10x10xf32>
