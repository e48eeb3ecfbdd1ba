// affine.parallel custom assembly: bound groups (max(...)/min(...) for several expressions)
// over deduplicated operands, steps elided when all 1, reductions with their result types.
// The folder composes the bounds with their operands (dims valid as symbols become symbols).
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s -canonicalize | FileCheck %s --check-prefix=CANON

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
// CHECK: affine.parallel (%arg2, %arg3) = (0, max(%arg1, 2)) to (100, min(%arg1 + 10, 50)) step (10, 3) {
// CHECK: %0:2 = affine.parallel (%arg2) = (0) to (symbol(%arg1)) reduce ("addf", "muli") -> (f32, i64) {
// CHECK-LABEL: func.func @constant_bounds(%arg0: memref<?x?xf32>) {
// CHECK: affine.parallel (%arg1, %arg2) = (%c0, %c0) to (%dim, %dim) {
// CHECK-LABEL: func.func @reductions(%arg0: f64, %arg1: i32) -> (f64, f64, f64, i32, i32, i32, i32) {
// CHECK: %0:7 = affine.parallel (%arg2) = (0) to (4) reduce ("maximumf", "minimumf", "mulf", "addi", "ori", "muli", "andi") -> (f64, f64, f64, i32, i32, i32, i32) {
// CANON: affine.parallel (%arg2, %arg3) = (0, max(symbol(%arg1), 2)) to (100, min(symbol(%arg1) + 10, 50)) step (10, 3) {
// CANON: %0:2 = affine.parallel (%arg2) = (0) to (symbol(%arg1)) reduce ("addf", "muli") -> (f32, i64) {
// CANON: %0:7 = affine.parallel (%arg2) = (0) to (4) reduce ("maximumf", "minimumf", "mulf", "addi", "ori", "muli", "andi") -> (f64, f64, f64, i32, i32, i32, i32) {
