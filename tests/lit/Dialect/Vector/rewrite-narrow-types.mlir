// RUN: rmlir-opt %s -transform-interpreter -test-transform-dialect-erase-schedule | FileCheck %s

// transform.apply_patterns.vector.rewrite_narrow_types: bitcasts of truncations and extensions
// of bitcasts rebuilt with shuffles and bitwise ops (one step per contributing source element),
// and the aligned i4 extensions and truncations through i8 lanes. Expected output: mlir-opt 19.

// CHECK-LABEL: func.func @extsi(
//  CHECK-NEXT:   %cst = arith.constant dense<4> : vector<4xi8>
//  CHECK-NEXT:   %0 = vector.bitcast %arg0 : vector<8xi4> to vector<4xi8>
//  CHECK-NEXT:   %1 = arith.shli %0, %cst : vector<4xi8>
//  CHECK-NEXT:   %2 = arith.shrsi %1, %cst : vector<4xi8>
//  CHECK-NEXT:   %3 = arith.shrsi %0, %cst : vector<4xi8>
//  CHECK-NEXT:   %4 = vector.interleave %2, %3 : vector<4xi8> -> vector<8xi8>
//  CHECK-NEXT:   %5 = arith.extsi %4 : vector<8xi8> to vector<8xi32>
//  CHECK-NEXT:   return %5 : vector<8xi32>
func.func @extsi(%a: vector<8xi4>) -> vector<8xi32> {
  %0 = arith.extsi %a : vector<8xi4> to vector<8xi32>
  return %0 : vector<8xi32>
}

// CHECK-LABEL: func.func @extsi_2d(
//  CHECK-NEXT:   %cst = arith.constant dense<4> : vector<2x8xi8>
//  CHECK-NEXT:   %0 = vector.bitcast %arg0 : vector<2x16xi4> to vector<2x8xi8>
//  CHECK-NEXT:   %1 = arith.shli %0, %cst : vector<2x8xi8>
//  CHECK-NEXT:   %2 = arith.shrsi %1, %cst : vector<2x8xi8>
//  CHECK-NEXT:   %3 = arith.shrsi %0, %cst : vector<2x8xi8>
//  CHECK-NEXT:   %4 = vector.interleave %2, %3 : vector<2x8xi8> -> vector<2x16xi8>
//  CHECK-NEXT:   %5 = arith.extsi %4 : vector<2x16xi8> to vector<2x16xi16>
//  CHECK-NEXT:   return %5 : vector<2x16xi16>
func.func @extsi_2d(%a: vector<2x16xi4>) -> vector<2x16xi16> {
  %0 = arith.extsi %a : vector<2x16xi4> to vector<2x16xi16>
  return %0 : vector<2x16xi16>
}

// CHECK-LABEL: func.func @extsi_base(
//  CHECK-NEXT:   %cst = arith.constant dense<4> : vector<4xi8>
//  CHECK-NEXT:   %0 = vector.bitcast %arg0 : vector<8xi4> to vector<4xi8>
//  CHECK-NEXT:   %1 = arith.shli %0, %cst : vector<4xi8>
//  CHECK-NEXT:   %2 = arith.shrsi %1, %cst : vector<4xi8>
//  CHECK-NEXT:   %3 = arith.shrsi %0, %cst : vector<4xi8>
//  CHECK-NEXT:   %4 = vector.interleave %2, %3 : vector<4xi8> -> vector<8xi8>
//  CHECK-NEXT:   return %4 : vector<8xi8>
func.func @extsi_base(%a: vector<8xi4>) -> vector<8xi8> {
  %0 = arith.extsi %a : vector<8xi4> to vector<8xi8>
  return %0 : vector<8xi8>
}

// CHECK-LABEL: func.func @extui(
//  CHECK-NEXT:   %cst = arith.constant dense<4> : vector<4xi8>
//  CHECK-NEXT:   %cst_0 = arith.constant dense<15> : vector<4xi8>
//  CHECK-NEXT:   %0 = vector.bitcast %arg0 : vector<8xi4> to vector<4xi8>
//  CHECK-NEXT:   %1 = arith.andi %0, %cst_0 : vector<4xi8>
//  CHECK-NEXT:   %2 = arith.shrui %0, %cst : vector<4xi8>
//  CHECK-NEXT:   %3 = vector.interleave %1, %2 : vector<4xi8> -> vector<8xi8>
//  CHECK-NEXT:   %4 = arith.extui %3 : vector<8xi8> to vector<8xi32>
//  CHECK-NEXT:   return %4 : vector<8xi32>
func.func @extui(%a: vector<8xi4>) -> vector<8xi32> {
  %0 = arith.extui %a : vector<8xi4> to vector<8xi32>
  return %0 : vector<8xi32>
}

// CHECK-LABEL: func.func @sitofp(
//  CHECK-NEXT:   %cst = arith.constant dense<4> : vector<4xi8>
//  CHECK-NEXT:   %0 = vector.bitcast %arg0 : vector<8xi4> to vector<4xi8>
//  CHECK-NEXT:   %1 = arith.shli %0, %cst : vector<4xi8>
//  CHECK-NEXT:   %2 = arith.shrsi %1, %cst : vector<4xi8>
//  CHECK-NEXT:   %3 = arith.shrsi %0, %cst : vector<4xi8>
//  CHECK-NEXT:   %4 = vector.interleave %2, %3 : vector<4xi8> -> vector<8xi8>
//  CHECK-NEXT:   %5 = arith.sitofp %4 : vector<8xi8> to vector<8xf32>
//  CHECK-NEXT:   return %5 : vector<8xf32>
func.func @sitofp(%a: vector<8xi4>) -> vector<8xf32> {
  %0 = arith.sitofp %a : vector<8xi4> to vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @uitofp(
//  CHECK-NEXT:   %0 = arith.uitofp %arg0 : vector<8xi4> to vector<8xf16>
//  CHECK-NEXT:   return %0 : vector<8xf16>
func.func @uitofp(%a: vector<8xi4>) -> vector<8xf16> {
  %0 = arith.uitofp %a : vector<8xi4> to vector<8xf16>
  return %0 : vector<8xf16>
}

// CHECK-LABEL: func.func @trunci(
//  CHECK-NEXT:   %cst = arith.constant dense<4> : vector<4xi8>
//  CHECK-NEXT:   %cst_0 = arith.constant dense<15> : vector<4xi8>
//  CHECK-NEXT:   %0 = arith.trunci %arg0 : vector<8xi32> to vector<8xi8>
//  CHECK-NEXT:   %res1, %res2 = vector.deinterleave %0 : vector<8xi8> -> vector<4xi8>
//  CHECK-NEXT:   %1 = arith.andi %res1, %cst_0 : vector<4xi8>
//  CHECK-NEXT:   %2 = arith.shli %res2, %cst : vector<4xi8>
//  CHECK-NEXT:   %3 = arith.ori %1, %2 : vector<4xi8>
//  CHECK-NEXT:   %4 = vector.bitcast %3 : vector<4xi8> to vector<8xi4>
//  CHECK-NEXT:   return %4 : vector<8xi4>
func.func @trunci(%a: vector<8xi32>) -> vector<8xi4> {
  %0 = arith.trunci %a : vector<8xi32> to vector<8xi4>
  return %0 : vector<8xi4>
}

// CHECK-LABEL: func.func @trunci_base(
//  CHECK-NEXT:   %cst = arith.constant dense<4> : vector<4xi8>
//  CHECK-NEXT:   %cst_0 = arith.constant dense<15> : vector<4xi8>
//  CHECK-NEXT:   %res1, %res2 = vector.deinterleave %arg0 : vector<8xi8> -> vector<4xi8>
//  CHECK-NEXT:   %0 = arith.andi %res1, %cst_0 : vector<4xi8>
//  CHECK-NEXT:   %1 = arith.shli %res2, %cst : vector<4xi8>
//  CHECK-NEXT:   %2 = arith.ori %0, %1 : vector<4xi8>
//  CHECK-NEXT:   %3 = vector.bitcast %2 : vector<4xi8> to vector<8xi4>
//  CHECK-NEXT:   return %3 : vector<8xi4>
func.func @trunci_base(%a: vector<8xi8>) -> vector<8xi4> {
  %0 = arith.trunci %a : vector<8xi8> to vector<8xi4>
  return %0 : vector<8xi4>
}

// CHECK-LABEL: func.func @not_aligned(
//  CHECK-NEXT:   %cst = arith.constant dense<4> : vector<2xi8>
//  CHECK-NEXT:   %0 = vector.bitcast %arg0 : vector<4xi4> to vector<2xi8>
//  CHECK-NEXT:   %1 = arith.shli %0, %cst : vector<2xi8>
//  CHECK-NEXT:   %2 = arith.shrsi %1, %cst : vector<2xi8>
//  CHECK-NEXT:   %3 = arith.shrsi %0, %cst : vector<2xi8>
//  CHECK-NEXT:   %4 = vector.interleave %2, %3 : vector<2xi8> -> vector<4xi8>
//  CHECK-NEXT:   %5 = arith.extsi %4 : vector<4xi8> to vector<4xi32>
//  CHECK-NEXT:   return %5 : vector<4xi32>
func.func @not_aligned(%a: vector<4xi4>) -> vector<4xi32> {
  %0 = arith.extsi %a : vector<4xi4> to vector<4xi32>
  return %0 : vector<4xi32>
}

// CHECK-LABEL: func.func @bc_trunc(
//  CHECK-NEXT:   %cst = arith.constant dense<[8, 7, 8, 6, 8, 8, 7, 8, 6, 8, 8, 7, 8, 6, 8, 8, 7, 8, 6, 8]> : vector<20xi16>
//  CHECK-NEXT:   %cst_0 = arith.constant dense<[0, 1, 0, 3, 0, 0, 1, 0, 3, 0, 0, 1, 0, 3, 0, 0, 1, 0, 3, 0]> : vector<20xi16>
//  CHECK-NEXT:   %cst_1 = arith.constant dense<[5, 2, 4, 1, 3, 5, 2, 4, 1, 3, 5, 2, 4, 1, 3, 5, 2, 4, 1, 3]> : vector<20xi16>
//  CHECK-NEXT:   %cst_2 = arith.constant dense<[7, 31, 15, 31, 31, 7, 31, 15, 31, 31, 7, 31, 15, 31, 31, 7, 31, 15, 31, 31]> : vector<20xi16>
//  CHECK-NEXT:   %cst_3 = arith.constant dense<[0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0, 3, 1, 4, 2]> : vector<20xi16>
//  CHECK-NEXT:   %cst_4 = arith.constant dense<[31, 24, 30, 16, 28, 31, 24, 30, 16, 28, 31, 24, 30, 16, 28, 31, 24, 30, 16, 28]> : vector<20xi16>
//  CHECK-NEXT:   %0 = vector.shuffle %arg0, %arg0 [0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 20, 22, 24, 25, 27, 28, 30] : vector<32xi16>, vector<32xi16>
//  CHECK-NEXT:   %1 = arith.andi %0, %cst_4 : vector<20xi16>
//  CHECK-NEXT:   %2 = arith.shrui %1, %cst_3 : vector<20xi16>
//  CHECK-NEXT:   %3 = vector.shuffle %arg0, %arg0 [1, 2, 4, 5, 7, 9, 10, 12, 13, 15, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31] : vector<32xi16>, vector<32xi16>
//  CHECK-NEXT:   %4 = arith.andi %3, %cst_2 : vector<20xi16>
//  CHECK-NEXT:   %5 = arith.shli %4, %cst_1 : vector<20xi16>
//  CHECK-NEXT:   %6 = arith.ori %2, %5 : vector<20xi16>
//  CHECK-NEXT:   %7 = vector.shuffle %arg0, %arg0 [0, 3, 0, 6, 0, 0, 11, 0, 14, 0, 0, 19, 0, 22, 0, 0, 27, 0, 30, 0] : vector<32xi16>, vector<32xi16>
//  CHECK-NEXT:   %8 = arith.andi %7, %cst_0 : vector<20xi16>
//  CHECK-NEXT:   %9 = arith.shli %8, %cst : vector<20xi16>
//  CHECK-NEXT:   %10 = arith.ori %6, %9 : vector<20xi16>
//  CHECK-NEXT:   %11 = arith.trunci %10 : vector<20xi16> to vector<20xi8>
//  CHECK-NEXT:   return %11 : vector<20xi8>
func.func @bc_trunc(%a: vector<32xi16>) -> vector<20xi8> {
  %0 = arith.trunci %a : vector<32xi16> to vector<32xi5>
  %1 = vector.bitcast %0 : vector<32xi5> to vector<20xi8>
  return %1 : vector<20xi8>
}

// CHECK-LABEL: func.func @bc_trunc_wide(
//  CHECK-NEXT:   %cst = arith.constant dense<18> : vector<1xi8>
//  CHECK-NEXT:   %cst_0 = arith.constant dense<12> : vector<1xi8>
//  CHECK-NEXT:   %cst_1 = arith.constant dense<6> : vector<1xi8>
//  CHECK-NEXT:   %cst_2 = arith.constant dense<63> : vector<1xi8>
//  CHECK-NEXT:   %0 = vector.shuffle %arg0, %arg0 [0] : vector<4xi8>, vector<4xi8>
//  CHECK-NEXT:   %1 = arith.andi %0, %cst_2 : vector<1xi8>
//  CHECK-NEXT:   %2 = vector.shuffle %arg0, %arg0 [1] : vector<4xi8>, vector<4xi8>
//  CHECK-NEXT:   %3 = arith.andi %2, %cst_2 : vector<1xi8>
//  CHECK-NEXT:   %4 = arith.shli %3, %cst_1 : vector<1xi8>
//  CHECK-NEXT:   %5 = arith.ori %1, %4 : vector<1xi8>
//  CHECK-NEXT:   %6 = vector.shuffle %arg0, %arg0 [2] : vector<4xi8>, vector<4xi8>
//  CHECK-NEXT:   %7 = arith.andi %6, %cst_2 : vector<1xi8>
//  CHECK-NEXT:   %8 = arith.shli %7, %cst_0 : vector<1xi8>
//  CHECK-NEXT:   %9 = arith.ori %5, %8 : vector<1xi8>
//  CHECK-NEXT:   %10 = vector.shuffle %arg0, %arg0 [3] : vector<4xi8>, vector<4xi8>
//  CHECK-NEXT:   %11 = arith.andi %10, %cst_2 : vector<1xi8>
//  CHECK-NEXT:   %12 = arith.shli %11, %cst : vector<1xi8>
//  CHECK-NEXT:   %13 = arith.ori %9, %12 : vector<1xi8>
//  CHECK-NEXT:   %14 = arith.extui %13 : vector<1xi8> to vector<1xi24>
//  CHECK-NEXT:   return %14 : vector<1xi24>
func.func @bc_trunc_wide(%a: vector<4xi8>) -> vector<1xi24> {
  %0 = arith.trunci %a : vector<4xi8> to vector<4xi6>
  %1 = vector.bitcast %0 : vector<4xi6> to vector<1xi24>
  return %1 : vector<1xi24>
}

// CHECK-LABEL: func.func @ext_bc(
//  CHECK-NEXT:   %cst = arith.constant dense<[3, 3, 2, 3, 3, 1, 3, 3]> : vector<8xi8>
//  CHECK-NEXT:   %cst_0 = arith.constant dense<[0, 0, 1, 0, 0, 3, 0, 0]> : vector<8xi8>
//  CHECK-NEXT:   %cst_1 = arith.constant dense<[0, 3, 6, 1, 4, 7, 2, 5]> : vector<8xi8>
//  CHECK-NEXT:   %cst_2 = arith.constant dense<[7, 56, -64, 14, 112, -128, 28, -32]> : vector<8xi8>
//  CHECK-NEXT:   %0 = vector.shuffle %arg0, %arg0 [0, 0, 0, 1, 1, 1, 2, 2] : vector<3xi8>, vector<3xi8>
//  CHECK-NEXT:   %1 = arith.andi %0, %cst_2 : vector<8xi8>
//  CHECK-NEXT:   %2 = arith.shrui %1, %cst_1 : vector<8xi8>
//  CHECK-NEXT:   %3 = vector.shuffle %arg0, %arg0 [0, 0, 1, 0, 0, 2, 0, 0] : vector<3xi8>, vector<3xi8>
//  CHECK-NEXT:   %4 = arith.andi %3, %cst_0 : vector<8xi8>
//  CHECK-NEXT:   %5 = arith.shli %4, %cst : vector<8xi8>
//  CHECK-NEXT:   %6 = arith.ori %2, %5 : vector<8xi8>
//  CHECK-NEXT:   %7 = arith.extsi %6 : vector<8xi8> to vector<8xi32>
//  CHECK-NEXT:   return %7 : vector<8xi32>
func.func @ext_bc(%a: vector<3xi8>) -> vector<8xi32> {
  %0 = vector.bitcast %a : vector<3xi8> to vector<8xi3>
  %1 = arith.extsi %0 : vector<8xi3> to vector<8xi32>
  return %1 : vector<8xi32>
}

// CHECK-LABEL: func.func @ext_bc_narrow(
//  CHECK-NEXT:   %cst = arith.constant dense<[0, 8, 0, 8]> : vector<4xi16>
//  CHECK-NEXT:   %cst_0 = arith.constant dense<[255, -256, 255, -256]> : vector<4xi16>
//  CHECK-NEXT:   %0 = vector.shuffle %arg0, %arg0 [0, 0, 1, 1] : vector<2xi16>, vector<2xi16>
//  CHECK-NEXT:   %1 = arith.andi %0, %cst_0 : vector<4xi16>
//  CHECK-NEXT:   %2 = arith.shrui %1, %cst : vector<4xi16>
//  CHECK-NEXT:   return %2 : vector<4xi16>
func.func @ext_bc_narrow(%a: vector<2xi16>) -> vector<4xi16> {
  %0 = vector.bitcast %a : vector<2xi16> to vector<4xi8>
  %1 = arith.extui %0 : vector<4xi8> to vector<4xi16>
  return %1 : vector<4xi16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %m : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.rewrite_narrow_types
    } : !transform.any_op
    transform.yield
  }
}
