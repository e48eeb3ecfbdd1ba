// arith-expand: ops without a direct lowering become simpler arith ops.
// RUN: rmlir-opt %s -arith-expand -split-input-file | FileCheck %s
// RUN: rmlir-opt %s -arith-expand="include-bf16=true" -split-input-file | FileCheck %s --check-prefix=BF16

// CHECK-LABEL: func.func @ceildivui_vec(
// CHECK-NEXT:   %[[Z:.*]] = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:   %[[EQ:.*]] = arith.cmpi eq, %arg0, %[[Z]] : vector<2xi8>
// CHECK-NEXT:   %[[ONE:.*]] = arith.constant dense<1> : vector<2xi8>
// CHECK-NEXT:   %[[M:.*]] = arith.subi %arg0, %[[ONE]] : vector<2xi8>
// CHECK-NEXT:   %[[Q:.*]] = arith.divui %[[M]], %arg1 : vector<2xi8>
// CHECK-NEXT:   %[[P:.*]] = arith.addi %[[Q]], %[[ONE]] : vector<2xi8>
// CHECK-NEXT:   %[[S:.*]] = arith.select %[[EQ]], %[[Z]], %[[P]] : vector<2xi1>, vector<2xi8>
// CHECK-NEXT:   return %[[S]]
func.func @ceildivui_vec(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi8> {
  %r = arith.ceildivui %a, %b : vector<2xi8>
  return %r : vector<2xi8>
}

// -----

// bf16 extension is expanded only with include-bf16.
// CHECK-LABEL: func.func @extf(
// CHECK-NEXT:   arith.extf %arg0 : bf16 to f32
// BF16-LABEL: func.func @extf(
// BF16-NEXT:   %[[B:.*]] = arith.bitcast %arg0 : bf16 to i16
// BF16-NEXT:   %[[E:.*]] = arith.extui %[[B]] : i16 to i32
// BF16-NEXT:   %[[C:.*]] = arith.constant 16 : i32
// BF16-NEXT:   %[[S:.*]] = arith.shli %[[E]], %[[C]] : i32
// BF16-NEXT:   %[[F:.*]] = arith.bitcast %[[S]] : i32 to f32
// BF16-NEXT:   return %[[F]] : f32
func.func @extf(%a: bf16) -> f32 {
  %r = arith.extf %a : bf16 to f32
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @minnumf(
// CHECK-NEXT:   %[[C:.*]] = arith.cmpf ult, %arg0, %arg1 : f64
// CHECK-NEXT:   %[[S:.*]] = arith.select %[[C]], %arg0, %arg1 : f64
// CHECK-NEXT:   %[[N:.*]] = arith.cmpf uno, %arg0, %arg0 : f64
// CHECK-NEXT:   %[[R:.*]] = arith.select %[[N]], %arg1, %[[S]] : f64
func.func @minnumf(%a: f64, %b: f64) -> f64 {
  %r = arith.minnumf %a, %b : f64
  return %r : f64
}
