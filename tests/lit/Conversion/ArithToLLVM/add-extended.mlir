// RUN: rmlir-opt %s -convert-arith-to-llvm -split-input-file | FileCheck %s

// arith.addui_extended becomes llvm.intr.uadd.with.overflow on scalars and 1-D vectors,
// its struct result unpacked with llvm.extractvalue; n-D vectors stay unconverted.

// CHECK-LABEL: func.func @scalar
// CHECK-NEXT: %[[S:.*]] = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %[[S]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %[[S]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: return %[[A]], %[[B]] : i32, i1
func.func @scalar(%a: i32, %b: i32) -> (i32, i1) {
  %sum, %ov = arith.addui_extended %a, %b : i32, i1
  return %sum, %ov : i32, i1
}

// -----

// CHECK-LABEL: func.func @vector
// CHECK-NEXT: %[[S:.*]] = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (vector<4xi64>, vector<4xi64>) -> !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT: llvm.extractvalue %[[S]][0] : !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT: llvm.extractvalue %[[S]][1] : !llvm.struct<(vector<4xi64>, vector<4xi1>)>
func.func @vector(%a: vector<4xi64>, %b: vector<4xi64>) -> (vector<4xi64>, vector<4xi1>) {
  %sum, %ov = arith.addui_extended %a, %b : vector<4xi64>, vector<4xi1>
  return %sum, %ov : vector<4xi64>, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @nd
// CHECK-NEXT: arith.addui_extended %arg0, %arg1 : vector<2x3xi8>, vector<2x3xi1>
func.func @nd(%a: vector<2x3xi8>, %b: vector<2x3xi8>) -> (vector<2x3xi8>, vector<2x3xi1>) {
  %sum, %ov = arith.addui_extended %a, %b : vector<2x3xi8>, vector<2x3xi1>
  return %sum, %ov : vector<2x3xi8>, vector<2x3xi1>
}
