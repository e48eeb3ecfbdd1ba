// affine.parallel lowers to scf.parallel: per dimension the lower (maxsi chain) then the
// upper bound (minsi chain), then the step constants and the reductions' identity values;
// the yield becomes scf.reduce with one combining region per reduction. Constant bound
// operands are folded into the maps first (the op's folder, tried by the conversion).
// RUN: rmlir-opt %s -lower-affine | FileCheck %s

func.func @p(%m: memref<100x100xf32>, %n: index) -> (f32, i64) {
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (100, min(%n + 10, 50)) step (10, 3) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  %r:2 = affine.parallel (%k) = (0) to (symbol(%n)) reduce ("addf", "muli") -> (f32, i64) {
    %v = affine.load %m[%k, %k] : memref<100x100xf32>
    %c = arith.constant 3 : i64
    affine.yield %v, %c : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}

func.func @constant_bounds(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x?xf32>
  affine.parallel (%i, %j) = (%c0, %c0) to (%d, %d) {
    %v = affine.load %m[%i, %j] : memref<?x?xf32>
  }
  return
}

func.func @reductions(%a: f64, %b: i32) -> (f64, f64, f64, i32, i32, i32, i32) {
  %r:7 = affine.parallel (%k) = (0) to (4) reduce ("maximumf", "minimumf", "mulf", "addi", "ori", "muli", "andi") -> (f64, f64, f64, i32, i32, i32, i32) {
    affine.yield %a, %a, %a, %b, %b, %b, %b : f64, f64, f64, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6 : f64, f64, f64, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @p(%arg0: memref<100x100xf32>, %arg1: index) -> (f32, i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.maxsi %arg1, %c2 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %1 = arith.addi %arg1, %c10 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %2 = arith.minsi %1, %c50 : index
// CHECK-NEXT: %c10_0 = arith.constant 10 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %0) to (%c100, %2) step (%c10_0, %c3) {
// CHECK-NEXT: %4 = memref.load %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK-NEXT: memref.store %4, %arg0[%arg3, %arg2] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %3:2 = scf.parallel (%arg2) = (%c0_1) to (%arg1) step (%c1) init (%cst, %c1_i64) -> (f32, i64) {
// CHECK-NEXT: %4 = memref.load %arg0[%arg2, %arg2] : memref<100x100xf32>
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: scf.reduce(%4, %c3_i64 : f32, i64) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %5 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %5 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: i64, %arg4: i64):
// CHECK-NEXT: %5 = arith.muli %arg3, %arg4 : i64
// CHECK-NEXT: scf.reduce.return %5 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %3#0, %3#1 : f32, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant_bounds(%arg0: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1, %arg2) = (%c0_0, %c0_1) to (%dim, %dim) step (%c1, %c1_2) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reductions(%arg0: f64, %arg1: i32) -> (f64, f64, f64, i32, i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0:7 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%cst, %cst_0, %cst_1, %c0_i32, %c0_i32_2, %c1_i32, %c-1_i32) -> (f64, f64, f64, i32, i32, i32, i32) {
// CHECK-NEXT: scf.reduce(%arg0, %arg0, %arg0, %arg1, %arg1, %arg1, %arg1 : f64, f64, f64, i32, i32, i32, i32) {
// CHECK-NEXT: ^bb0(%arg3: f64, %arg4: f64):
// CHECK-NEXT: %1 = arith.maximumf %arg3, %arg4 : f64
// CHECK-NEXT: scf.reduce.return %1 : f64
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: f64, %arg4: f64):
// CHECK-NEXT: %1 = arith.minimumf %arg3, %arg4 : f64
// CHECK-NEXT: scf.reduce.return %1 : f64
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: f64, %arg4: f64):
// CHECK-NEXT: %1 = arith.mulf %arg3, %arg4 : f64
// CHECK-NEXT: scf.reduce.return %1 : f64
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: scf.reduce.return %1 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.ori %arg3, %arg4 : i32
// CHECK-NEXT: scf.reduce.return %1 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.muli %arg3, %arg4 : i32
// CHECK-NEXT: scf.reduce.return %1 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.andi %arg3, %arg4 : i32
// CHECK-NEXT: scf.reduce.return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : f64, f64, f64, i32, i32, i32, i32
// CHECK-NEXT: }
