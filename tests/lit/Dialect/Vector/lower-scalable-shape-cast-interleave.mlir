// Lowering scalable vectors: a shape_cast whose only scalable dim is the trailing one moves
// scalable subvectors (vector.scalable.extract/insert); interleave/deinterleave unroll the
// leading dims before the first scalable one (none when it leads).
// RUN: rmlir-opt %s -transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @shape_cast_scalable(%arg0: vector<3x[2]xf32>, %arg1: vector<[4]xi8>) -> (vector<[6]xf32>, vector<2x1x[2]xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x1x[2]xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<[6]xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<[2]xf32> from vector<3x[2]xf32>
// CHECK-NEXT: %1 = vector.scalable.insert %0, %cst_0[0] : vector<[2]xf32> into vector<[6]xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[1] : vector<[2]xf32> from vector<3x[2]xf32>
// CHECK-NEXT: %3 = vector.scalable.insert %2, %1[2] : vector<[2]xf32> into vector<[6]xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[2] : vector<[2]xf32> from vector<3x[2]xf32>
// CHECK-NEXT: %5 = vector.scalable.insert %4, %3[4] : vector<[2]xf32> into vector<[6]xf32>
// CHECK-NEXT: %6 = vector.scalable.extract %arg1[0] : vector<[2]xi8> from vector<[4]xi8>
// CHECK-NEXT: %7 = vector.insert %6, %cst [0, 0] : vector<[2]xi8> into vector<2x1x[2]xi8>
// CHECK-NEXT: %8 = vector.scalable.extract %arg1[2] : vector<[2]xi8> from vector<[4]xi8>
// CHECK-NEXT: %9 = vector.insert %8, %7 [1, 0] : vector<[2]xi8> into vector<2x1x[2]xi8>
// CHECK-NEXT: return %5, %9 : vector<[6]xf32>, vector<2x1x[2]xi8>
// CHECK-LABEL: func.func @interleave_scalable(%arg0: vector<2x[2]x4xf32>, %arg1: vector<2x[2]x4xf32>, %arg2: vector<[2]x3x2xi32>) -> (vector<2x[2]x8xf32>, vector<[2]x3x1xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x[2]x8xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<[2]x4xf32> from vector<2x[2]x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[0] : vector<[2]x4xf32> from vector<2x[2]x4xf32>
// CHECK-NEXT: %2 = vector.interleave %0, %1 : vector<[2]x4xf32> -> vector<[2]x8xf32>
// CHECK-NEXT: %3 = vector.insert %2, %cst [0] : vector<[2]x8xf32> into vector<2x[2]x8xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[1] : vector<[2]x4xf32> from vector<2x[2]x4xf32>
// CHECK-NEXT: %5 = vector.extract %arg1[1] : vector<[2]x4xf32> from vector<2x[2]x4xf32>
// CHECK-NEXT: %6 = vector.interleave %4, %5 : vector<[2]x4xf32> -> vector<[2]x8xf32>
// CHECK-NEXT: %7 = vector.insert %6, %3 [1] : vector<[2]x8xf32> into vector<2x[2]x8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg2 : vector<[2]x3x2xi32> -> vector<[2]x3x1xi32>
// CHECK-NEXT: return %7, %res1 : vector<2x[2]x8xf32>, vector<[2]x3x1xi32>
func.func @shape_cast_scalable(%a: vector<3x[2]xf32>, %b: vector<[4]xi8>) -> (vector<[6]xf32>, vector<2x1x[2]xi8>) {
  %0 = vector.shape_cast %a : vector<3x[2]xf32> to vector<[6]xf32>
  %1 = vector.shape_cast %b : vector<[4]xi8> to vector<2x1x[2]xi8>
  return %0, %1 : vector<[6]xf32>, vector<2x1x[2]xi8>
}
func.func @interleave_scalable(%a: vector<2x[2]x4xf32>, %b: vector<2x[2]x4xf32>, %c: vector<[2]x3x2xi32>) -> (vector<2x[2]x8xf32>, vector<[2]x3x1xi32>) {
  %0 = vector.interleave %a, %b : vector<2x[2]x4xf32> -> vector<2x[2]x8xf32>
  %1, %2 = vector.deinterleave %c : vector<[2]x3x2xi32> -> vector<[2]x3x1xi32>
  return %0, %1 : vector<2x[2]x8xf32>, vector<[2]x3x1xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_shape_cast
      transform.apply_patterns.vector.lower_interleave
    } : !transform.any_op
    transform.yield
  }
}
