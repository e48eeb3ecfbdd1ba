// Folders, constant materialization and canonicalization patterns of arith.
// RUN: rmlir-opt %s -canonicalize -split-input-file | FileCheck %s

// Constants are deduplicated and hoisted; folded results materialize as arith.constant.
// CHECK-LABEL: func @fold_basic
// CHECK-NEXT:    %[[F:.*]] = arith.constant 3.375000e+00 : f32
// CHECK-NEXT:    %[[T8:.*]] = arith.constant -7 : i8
// CHECK-NEXT:    %[[T64:.*]] = arith.constant -7 : i64
// CHECK-NEXT:    %[[V:.*]] = arith.constant dense<9> : vector<4xi32>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi sgt, %arg0, %[[C1]] : i32
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg1, %[[V]] : vector<4xi32>
// CHECK-NEXT:    %[[DIV:.*]] = arith.divsi %[[C1]], %[[C0]] : i32
// CHECK-NEXT:    return %[[C3]], %arg0, %[[DIV]], %[[CMP]], %[[ADD]], %[[T64]], %[[T8]], %[[F]]
func.func @fold_basic(%arg0: i32, %v: vector<4xi32>) -> (i32, i32, i32, i1, vector<4xi32>, i64, i8, f32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %arg0, %c0 : i32
  %c = arith.muli %c2, %arg0 : i32
  %d = arith.cmpi slt, %c1, %arg0 : i32
  %s = arith.constant dense<3> : vector<4xi32>
  %e = arith.muli %s, %s : vector<4xi32>
  %e2 = arith.addi %e, %v : vector<4xi32>
  %m = arith.constant -7 : i32
  %x = arith.extsi %m : i32 to i64
  %t = arith.trunci %x : i64 to i8
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.25 : f32
  %f = arith.mulf %f1, %f2 : f32
  %dz = arith.divsi %c1, %c0 : i32
  return %a, %b, %dz, %d, %e2, %x, %t, %f : i32, i32, i32, i1, vector<4xi32>, i64, i8, f32
}

// -----

// CHECK-LABEL: func @patterns
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C6]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.subi %arg0, %[[C6]] : i32
// CHECK-NEXT:    %[[S2:.*]] = arith.subi %[[C6]], %arg0 : i32
// CHECK-NEXT:    %[[S3:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi sge, %arg3, %arg4 : i64
// CHECK-NEXT:    %[[NOT:.*]] = arith.xori %arg2, %[[TRUE]] : i1
// CHECK-NEXT:    %[[SEL:.*]] = arith.select %arg2, %[[C1]], %[[C5]] : i32
// CHECK-NEXT:    %[[EXT:.*]] = arith.extui %arg2 : i1 to i32
// CHECK-NEXT:    %[[NOT2:.*]] = arith.xori %arg2, %[[TRUE]] : i1
// CHECK-NEXT:    %[[EXT2:.*]] = arith.extui %[[NOT2]] : i1 to i32
// CHECK-NEXT:    return %[[A]], %[[S]], %[[S2]], %[[S3]], %[[CMP]], %[[NOT]], %[[EXT]], %[[EXT2]], %[[SEL]]
func.func @patterns(%x: i32, %y: i32, %c: i1, %a: i64, %b: i64) -> (i32, i32, i32, i32, i1, i1, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %m1 = arith.constant -1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c5 : i32
  %2 = arith.subi %x, %c5 : i32
  %3 = arith.subi %2, %c1 : i32
  %4 = arith.subi %c5, %x : i32
  %5 = arith.addi %4, %c1 : i32
  %6 = arith.muli %y, %m1 : i32
  %7 = arith.addi %x, %6 : i32
  %8 = arith.cmpi slt, %a, %b : i64
  %9 = arith.xori %8, %t : i1
  %10 = arith.select %c, %f, %t : i1
  %11 = arith.select %c, %c1, %c5 : i32
  %z = arith.constant 0 : i32
  %12 = arith.select %c, %c1, %z : i32
  %13 = arith.select %c, %z, %c1 : i32
  return %1, %3, %5, %7, %9, %10, %12, %13, %11 : i32, i32, i32, i32, i1, i1, i32, i32, i32
}

// -----

// Division by zero, INT_MIN / -1 and over-wide shifts do not fold.
// CHECK-LABEL: func @no_fold
// CHECK-DAG:     arith.divsi
// CHECK-DAG:     arith.remui
// CHECK-DAG:     arith.shli
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i8
// CHECK:         return {{.*}}, %[[Z]], %arg0, %arg0
func.func @no_fold(%arg0: i8) -> (i8, i8, i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %z = arith.constant 0 : i8
  %w = arith.constant 8 : i8
  %one = arith.constant 1 : i8
  %0 = arith.divsi %min, %m1 : i8
  %1 = arith.remui %min, %z : i8
  %2 = arith.shli %one, %w : i8
  %3 = arith.xori %arg0, %arg0 : i8
  %4 = arith.ori %arg0, %z : i8
  %5 = arith.andi %arg0, %m1 : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}

// -----

// subi(subi(x, y), x) -> subi(0, y).
// CHECK-LABEL: func @subi_subi_lhs_rhs_lhs
// CHECK:         %[[C0:.*]] = arith.constant 0 : i32
// CHECK:         %[[R:.*]] = arith.subi %[[C0]], %arg1 : i32
// CHECK:         return %[[R]]
func.func @subi_subi_lhs_rhs_lhs(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y : i32
  %1 = arith.subi %0, %x : i32
  return %1 : i32
}

// -----

// Folders of the remaining arith ops, each checked against mlir-opt 19.
// CHECK-LABEL: func.func @div_folds(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %1 = arith.ceildivsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT: return %arg0, %c-1_i32, %c2_i32, %c-2_i32, %0, %c2_i32, %1, %c7_i32, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @div_folds(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %cm7 = arith.constant -7 : i32
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %min = arith.constant -2147483648 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.ceildivui %a, %c1 : i32
  %1 = arith.ceildivsi %cm7, %c5 : i32
  %2 = arith.ceildivsi %c7, %c5 : i32
  %3 = arith.floordivsi %cm7, %c5 : i32
  %4 = arith.floordivsi %min, %cm1 : i32
  %5 = arith.ceildivui %c7, %c5 : i32
  %6 = arith.ceildivsi %c7, %c0 : i32
  %7 = arith.ceildivsi %cm7, %cm1 : i32
  %8 = arith.floordivsi %a, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32, i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %arg0, %false, %c0_i32, %c-3_i32, %c-1_i32, %c2_i32, %1, %true, %arg0, %arg0 : i32, i1, i32, i32, i32, i32, i32, i1, i32, i32
// CHECK-NEXT: }
func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32, i32, i1, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c3 = arith.constant 3 : i32
  %s0, %o0 = arith.addui_extended %a, %c0 : i32, i1
  %l0, %h0 = arith.mului_extended %a, %c1 : i32
  %l1, %h1 = arith.mulsi_extended %cm1, %c3 : i32
  %s2, %o2 = arith.addui_extended %cm1, %c3 : i32, i1
  %l3, %h3 = arith.mulsi_extended %a, %c1 : i32
  return %s0, %o0, %h0, %l1, %h1, %s2, %h3, %o2, %l0, %l3 : i32, i1, i32, i32, i32, i32, i32, i1, i32, i32
}

// -----

// CHECK-LABEL: func.func @unused_high(%arg0: i32, %arg1: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.muli %arg1, %arg1 : vector<2xi32>
// CHECK-NEXT: return %0, %1, %2 : i32, i32, vector<2xi32>
// CHECK-NEXT: }
func.func @unused_high(%a: i32, %b: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
  %s, %o = arith.addui_extended %a, %a : i32, i1
  %l, %h = arith.mulsi_extended %a, %a : i32
  %l2, %h2 = arith.mului_extended %b, %b : vector<2xi32>
  return %s, %l, %l2 : i32, i32, vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @float_folds(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.minnumf %arg0, %cst : f32
// CHECK-NEXT: return %cst_0, %cst_0, %cst_1, %cst, %0, %arg0, %arg0, %arg0, %cst : f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @float_folds(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c1 = arith.constant 1.5 : f32
  %cm2 = arith.constant -2.0 : f32
  %c7 = arith.constant 7.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.remf %c7, %cm2 : f32
  %1 = arith.maximumf %c1, %cm2 : f32
  %2 = arith.minimumf %nz, %z : f32
  %3 = arith.maxnumf %nan, %c1 : f32
  %4 = arith.minnumf %x, %nan : f32
  %unused = arith.maxnumf %x, %nan : f32
  %5 = arith.maximumf %x, %ninf : f32
  %6 = arith.minimumf %x, %pinf : f32
  %7 = arith.maximumf %x, %x : f32
  %8 = arith.minimumf %nan, %c1 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @cmpf_folds(%arg0: f32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpf ole, %arg0, %cst : f32
// CHECK-NEXT: return %true, %true, %false, %false, %false, %0 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf_folds(%x: f32) -> (i1, i1, i1, i1, i1, i1) {
  %c1 = arith.constant 1.5 : f32
  %c2 = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %c1, %c2 : f32
  %1 = arith.cmpf uno, %nan, %x : f32
  %2 = arith.cmpf oeq, %x, %nan : f32
  %3 = arith.cmpf one, %c2, %c2 : f32
  %4 = arith.cmpf uge, %c1, %c2 : f32
  %5 = arith.cmpf ole, %x, %c2 : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cast_folds() -> (f64, f16, f16, f32, f32, i32, i8, i32, f32, vector<2xi32>, f32) {
// CHECK-NEXT: %cst = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<[1065353216, 1073741824]> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant 0xFFFFFFFD : f32
// CHECK-NEXT: %c1069547520_i32 = arith.constant 1069547520 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %cst_2 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_3 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_5 = arith.constant 3.000000e+02 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_7 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %0 = arith.truncf %cst_4 : f32 to f16
// CHECK-NEXT: %1 = arith.fptoui %cst_5 : f32 to i8
// CHECK-NEXT: return %cst_6, %cst_7, %0, %cst_3, %cst_2, %c-2_i32, %1, %c1069547520_i32, %cst_1, %cst_0, %cst : f64, f16, f16, f32, f32, i32, i8, i32, f32, vector<2xi32>, f32
// CHECK-NEXT: }
func.func @cast_folds() -> (f64, f16, f16, f32, f32, i32, i8, i32, f32, vector<2xi32>, f32) {
  %c = arith.constant 1.5 : f32
  %p = arith.constant 0.1 : f32
  %i = arith.constant -3 : i32
  %big = arith.constant 16777217 : i32
  %f = arith.constant -2.75 : f32
  %g = arith.constant 300.0 : f32
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %0 = arith.extf %c : f32 to f64
  %1 = arith.truncf %c : f32 to f16
  %2 = arith.truncf %p : f32 to f16
  %3 = arith.sitofp %i : i32 to f32
  %4 = arith.uitofp %big : i32 to f32
  %5 = arith.fptosi %f : f32 to i32
  %6 = arith.fptoui %g : f32 to i8
  %7 = arith.bitcast %c : f32 to i32
  %8 = arith.bitcast %i : i32 to f32
  %9 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %10 = arith.uitofp %i : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f64, f16, f16, f32, f32, i32, i8, i32, f32, vector<2xi32>, f32
}

// -----

// CHECK-LABEL: func.func @ext_patterns(%arg0: i8, %arg1: i8, %arg2: i16, %arg3: vector<4xi8>, %arg4: vector<4xi8>) -> (i32, i32, i32, i1, i1, i32, vector<4xi32>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %3 = arith.extsi %arg2 : i16 to i32
// CHECK-NEXT: %4 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i32
// CHECK-NEXT: %6 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.extsi %6 : i8 to i32
// CHECK-NEXT: %8 = arith.xori %2, %3 : i32
// CHECK-NEXT: %9 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %10 = arith.cmpi ult, %0, %1 : i32
// CHECK-NEXT: %11 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %12 = arith.extui %11 : i8 to i32
// CHECK-NEXT: %13 = arith.andi %arg3, %arg4 : vector<4xi8>
// CHECK-NEXT: %14 = arith.extsi %13 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: return %5, %7, %8, %9, %10, %12, %14 : i32, i32, i32, i1, i1, i32, vector<4xi32>
// CHECK-NEXT: }
func.func @ext_patterns(%a: i8, %b: i8, %c: i16, %v: vector<4xi8>, %w: vector<4xi8>) -> (i32, i32, i32, i1, i1, i32, vector<4xi32>) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %sc = arith.extsi %c : i16 to i32
  %0 = arith.andi %ea, %eb : i32
  %1 = arith.ori %sa, %sb : i32
  %2 = arith.xori %sa, %sc : i32
  %3 = arith.cmpi ne, %sa, %sb : i32
  %4 = arith.cmpi ult, %ea, %eb : i32
  %5 = arith.xori %ea, %eb : i32
  %ev = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %ew = arith.extsi %w : vector<4xi8> to vector<4xi32>
  %6 = arith.andi %ev, %ew : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i1, i1, i32, vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @select_patterns(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %3 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @select_patterns(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32, i32, i32) {
  %true = arith.constant true
  %s1 = arith.select %c, %a, %b : i32
  %0 = arith.select %c, %s1, %d : i32
  %s2 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %d, %s2 : i32
  %n = arith.xori %c, %true : i1
  %2 = arith.select %n, %a, %b : i32
  %s3 = arith.select %n, %a, %b : i32
  %3 = arith.select %c, %s3, %d : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @cast_patterns(%arg0: index, %arg1: i32, %arg2: i8, %arg3: f32) -> (index, i32, index, index, f32, i64, i32, i32) {
// CHECK-NEXT: %0 = arith.index_cast %arg2 : i8 to index
// CHECK-NEXT: %1 = arith.index_castui %arg2 : i8 to index
// CHECK-NEXT: %2 = arith.extui %arg2 : i8 to i64
// CHECK-NEXT: return %arg0, %arg1, %0, %1, %arg3, %2, %arg1, %arg1 : index, i32, index, index, f32, i64, i32, i32
// CHECK-NEXT: }
func.func @cast_patterns(%i: index, %x: i32, %y: i8, %f: f32) -> (index, i32, index, index, f32, i64, i32, i32) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.index_castui %x : i32 to index
  %3 = arith.index_castui %2 : index to i32
  %e = arith.extsi %y : i8 to i32
  %4 = arith.index_cast %e : i32 to index
  %u = arith.extui %y : i8 to i32
  %5 = arith.index_castui %u : i32 to index
  %b1 = arith.bitcast %f : f32 to i32
  %b2 = arith.bitcast %b1 : i32 to f32
  %u2 = arith.extui %y : i8 to i16
  %6 = arith.extsi %u2 : i16 to i64
  %b3 = arith.bitcast %x : i32 to f32
  %b4 = arith.bitcast %b3 : f32 to i32
  %b5 = arith.bitcast %x : i32 to i32
  return %1, %3, %4, %5, %b2, %6, %b4, %b5 : index, i32, index, index, f32, i64, i32, i32
}

// -----

// CHECK-LABEL: func.func @trunci_patterns(%arg0: i8, %arg1: i64, %arg2: i32, %arg3: i32) -> (i16, i16, i32, i16, i32, i32) {
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.shrui %arg1, %c32_i64 : i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: %4 = arith.shrsi %arg1, %c8_i64 : i64
// CHECK-NEXT: %5 = arith.trunci %4 : i64 to i16
// CHECK-NEXT: %low, %high = arith.mului_extended %arg2, %arg3 : i32
// CHECK-NEXT: %6 = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %7 = arith.extui %arg3 : i32 to i64
// CHECK-NEXT: %8 = arith.muli %6, %7 : i64
// CHECK-NEXT: %9 = arith.shrui %8, %c32_i64 : i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i32
// CHECK-NEXT: return %0, %1, %3, %5, %high, %10 : i16, i16, i32, i16, i32, i32
// CHECK-NEXT: }
func.func @trunci_patterns(%x: i8, %y: i64, %a: i32, %b: i32) -> (i16, i16, i32, i16, i32, i32) {
  %e = arith.extsi %x : i8 to i32
  %0 = arith.trunci %e : i32 to i16
  %u = arith.extui %x : i8 to i32
  %1 = arith.trunci %u : i32 to i16
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %y, %c32 : i64
  %2 = arith.trunci %s : i64 to i32
  %c8 = arith.constant 8 : i64
  %s2 = arith.shrsi %y, %c8 : i64
  %3 = arith.trunci %s2 : i64 to i16
  %ea = arith.extui %a : i32 to i64
  %eb = arith.extui %b : i32 to i64
  %m = arith.muli %ea, %eb : i64
  %sh = arith.shrui %m, %c32 : i64
  %4 = arith.trunci %sh : i64 to i32
  %sa = arith.extsi %a : i32 to i64
  %sb = arith.extui %b : i32 to i64
  %m2 = arith.muli %sa, %sb : i64
  %sh2 = arith.shrui %m2, %c32 : i64
  %5 = arith.trunci %sh2 : i64 to i32
  return %0, %1, %2, %3, %4, %5 : i16, i16, i32, i16, i32, i32
}

// -----

// CHECK-LABEL: func.func @negf_patterns(%arg0: f32, %arg1: f32, %arg2: f64) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @negf_patterns(%x: f32, %y: f32, %z: f64) -> (f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %1 = arith.divf %nx, %ny : f32
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @mulsi_one(%arg0: i32, %arg1: vector<2xi16>) -> (i32, i32, vector<2xi16>, vector<2xi16>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi16>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %cst : vector<2xi16>
// CHECK-NEXT: %3 = arith.extsi %2 : vector<2xi1> to vector<2xi16>
// CHECK-NEXT: return %arg0, %1, %arg1, %3 : i32, i32, vector<2xi16>, vector<2xi16>
// CHECK-NEXT: }
func.func @mulsi_one(%x: i32, %v: vector<2xi16>) -> (i32, i32, vector<2xi16>, vector<2xi16>) {
  %c1 = arith.constant 1 : i32
  %v1 = arith.constant dense<1> : vector<2xi16>
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  %l2, %h2 = arith.mulsi_extended %v, %v1 : vector<2xi16>
  return %l, %h, %l2, %h2 : i32, i32, vector<2xi16>, vector<2xi16>
}

// -----

// CHECK-LABEL: func.func @cmpf_int(%arg0: i32, %arg1: i8, %arg2: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg1, %c4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi eq, %arg2, %c4_i64 : i64
// CHECK-NEXT: return %0, %1, %false, %true, %true, %2, %false, %false, %3, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf_int(%i: i32, %u: i8, %l: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %si = arith.sitofp %i : i32 to f32
  %ui = arith.uitofp %u : i8 to f32
  %sl = arith.sitofp %l : i64 to f32
  %c45 = arith.constant 4.5 : f32
  %cm45 = arith.constant -4.5 : f32
  %big = arith.constant 1.0e10 : f32
  %c4 = arith.constant 4.0 : f32
  %c300 = arith.constant 300.0 : f32
  %c1e20 = arith.constant 1.0e20 : f32
  %0 = arith.cmpf ogt, %si, %c45 : f32
  %1 = arith.cmpf ult, %si, %cm45 : f32
  %2 = arith.cmpf oeq, %si, %c45 : f32
  %3 = arith.cmpf olt, %si, %big : f32
  %4 = arith.cmpf ord, %si, %c4 : f32
  %5 = arith.cmpf une, %ui, %c4 : f32
  %6 = arith.cmpf uge, %ui, %c300 : f32
  %7 = arith.cmpf ult, %ui, %cm45 : f32
  %8 = arith.cmpf oeq, %sl, %c4 : f32
  %9 = arith.cmpf olt, %sl, %c1e20 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @float_num_folds(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst, %cst_0, %arg0, %arg0, %cst_1, %cst_1, %cst_2, %cst_1, %arg0, %cst_0 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @float_num_folds(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c1 = arith.constant 1.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.maxnumf %nan, %c1 : f32
  %1 = arith.maxnumf %c1, %nan : f32
  %2 = arith.minnumf %c1, %nan : f32
  %3 = arith.maxnumf %x, %ninf : f32
  %4 = arith.minnumf %x, %pinf : f32
  %5 = arith.maxnumf %nz, %z : f32
  %6 = arith.maxnumf %z, %nz : f32
  %7 = arith.minnumf %z, %nz : f32
  %8 = arith.maximumf %z, %nz : f32
  %9 = arith.minnumf %x, %x : f32
  %10 = arith.minnumf %nan, %c1 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// A NaN operand folds to itself, quieted (lhs before rhs), as APFloat does.
// CHECK-LABEL: func.func @nan_operands
// CHECK-DAG:     %[[Q:.*]] = arith.constant 0x7FC00001 : f32
// CHECK-DAG:     %[[N:.*]] = arith.constant 0xFFC00002 : f32
// CHECK:         return %[[Q]], %[[N]], %[[Q]], %[[Q]] : f32, f32, f32, f32
func.func @nan_operands() -> (f32, f32, f32, f32) {
  %snan = arith.constant 0x7F800001 : f32
  %nnan = arith.constant 0xFFC00002 : f32
  %two = arith.constant 2.0 : f32
  %0 = arith.mulf %snan, %two : f32
  %1 = arith.subf %two, %nnan : f32
  %2 = arith.addf %snan, %nnan : f32
  %3 = arith.remf %snan, %two : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
