// affine.apply/min/max/load/store/for/if/yield lowered to arith, memref and scf: expressions
// expanded post-order with constants where visited; floordiv/ceildiv/mod with their sign
// corrections; loop bounds as maxsi/minsi chains, then the step constant.
// RUN: rmlir-opt %s -lower-affine | FileCheck %s

func.func @f(%a: index, %b: index, %m: memref<10x10xf32>) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3 - 2)>(%a)[%b]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 * -1 + d0 ceildiv 5)>(%a)[%b]
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 7)>(%a)[%b]
  %3 = affine.max affine_map<(d0)[s0] -> (d0, s0 - 1)>(%a)[%b]
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%a)[%b] to min affine_map<(d0) -> (d0 + 10, 20)>(%a) step 2 {
    %v = affine.load %m[%i + 1, symbol(%b)] : memref<10x10xf32>
    affine.store %v, %m[%i, %i mod 2] : memref<10x10xf32>
    affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0)>(%i)[%b] {
      affine.store %v, %m[0, 0] : memref<10x10xf32>
    } else {
      affine.store %v, %m[1, 1] : memref<10x10xf32>
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %0) -> index {
    %n = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %acc)
    affine.yield %n : index
  }
  %q = affine.if affine_set<() : ()>() -> index {
    affine.yield %1 : index
  } else {
    affine.yield %2 : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: memref<10x10xf32>) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT: %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT: %3 = arith.divsi %2, %c4 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT: %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %6 = arith.remsi %arg1, %c3 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0_0 : index
// CHECK-NEXT: %8 = arith.addi %6, %c3 : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: %10 = arith.addi %5, %9 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %11 = arith.addi %10, %c-2 : index
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: %12 = arith.muli %arg0, %c3_1 : index
// CHECK-NEXT: %c-1_2 = arith.constant -1 : index
// CHECK-NEXT: %13 = arith.muli %arg1, %c-1_2 : index
// CHECK-NEXT: %14 = arith.addi %12, %13 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %15 = arith.cmpi sle, %arg0, %c0_3 : index
// CHECK-NEXT: %16 = arith.subi %c0_3, %arg0 : index
// CHECK-NEXT: %17 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %18 = arith.select %15, %16, %17 : index
// CHECK-NEXT: %19 = arith.divsi %18, %c5 : index
// CHECK-NEXT: %20 = arith.subi %c0_3, %19 : index
// CHECK-NEXT: %21 = arith.addi %19, %c1 : index
// CHECK-NEXT: %22 = arith.select %15, %20, %21 : index
// CHECK-NEXT: %23 = arith.addi %14, %22 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %24 = arith.minsi %arg0, %arg1 : index
// CHECK-NEXT: %25 = arith.minsi %24, %c7 : index
// CHECK-NEXT: %c-1_4 = arith.constant -1 : index
// CHECK-NEXT: %26 = arith.addi %arg1, %c-1_4 : index
// CHECK-NEXT: %27 = arith.maxsi %arg0, %26 : index
// CHECK-NEXT: %28 = arith.maxsi %arg0, %arg1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %29 = arith.addi %arg0, %c10 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %30 = arith.minsi %29, %c20 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg3 = %28 to %30 step %c2 {
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: %34 = arith.addi %arg3, %c1_10 : index
// CHECK-NEXT: %35 = memref.load %arg2[%34, %arg1] : memref<10x10xf32>
// CHECK-NEXT: %c2_11 = arith.constant 2 : index
// CHECK-NEXT: %36 = arith.remsi %arg3, %c2_11 : index
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %37 = arith.cmpi slt, %36, %c0_12 : index
// CHECK-NEXT: %38 = arith.addi %36, %c2_11 : index
// CHECK-NEXT: %39 = arith.select %37, %38, %36 : index
// CHECK-NEXT: memref.store %35, %arg2[%arg3, %39] : memref<10x10xf32>
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %c-1_14 = arith.constant -1 : index
// CHECK-NEXT: %40 = arith.addi %arg3, %c-1_14 : index
// CHECK-NEXT: %41 = arith.cmpi sge, %40, %c0_13 : index
// CHECK-NEXT: %c-1_15 = arith.constant -1 : index
// CHECK-NEXT: %42 = arith.muli %arg3, %c-1_15 : index
// CHECK-NEXT: %43 = arith.addi %42, %arg1 : index
// CHECK-NEXT: %44 = arith.cmpi eq, %43, %c0_13 : index
// CHECK-NEXT: %45 = arith.andi %41, %44 : i1
// CHECK-NEXT: scf.if %45 {
// CHECK-NEXT: %c0_16 = arith.constant 0 : index
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: memref.store %35, %arg2[%c0_16, %c0_17] : memref<10x10xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %c1_16 = arith.constant 1 : index
// CHECK-NEXT: %c1_17 = arith.constant 1 : index
// CHECK-NEXT: memref.store %35, %arg2[%c1_16, %c1_17] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c10_6 = arith.constant 10 : index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %31 = scf.for %arg3 = %c0_5 to %c10_6 step %c1_7 iter_args(%arg4 = %11) -> (index) {
// CHECK-NEXT: %34 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: scf.yield %34 : index
// CHECK-NEXT: }
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %32 = arith.cmpi eq, %c0_9, %c0_8 : index
// CHECK-NEXT: %33 = scf.if %32 -> (index) {
// CHECK-NEXT: scf.yield %23 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %25 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %31 : index
// CHECK-NEXT: }
