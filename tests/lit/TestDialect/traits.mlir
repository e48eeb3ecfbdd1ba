// RUN: rmlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Ops of the `test` dialect that exercise the core's type traits; no
// --allow-unregistered-dialect: the dialect is loaded and allows unknown ops.

// CHECK-LABEL: func @element_types
func.func @element_types(%v: vector<2xf16>, %t: tensor<3x?xf16>, %s: f16, %m: memref<4xi8>) {
  // CHECK: "test.same_operand_element_type"
  %0 = "test.same_operand_element_type"(%v, %s) : (vector<2xf16>, f16) -> i1
  // CHECK: "test.same_operand_and_result_element_type"
  %1:2 = "test.same_operand_and_result_element_type"(%t) : (tensor<3x?xf16>) -> (f16, vector<8xf16>)
  // CHECK: "test.same_operand_shape"
  "test.same_operand_shape"(%m, %m) : (memref<4xi8>, memref<4xi8>) -> ()
  // CHECK: "test.same_operand_and_result_type"
  %2 = "test.same_operand_and_result_type"(%s, %s) : (f16, f16) -> f16
  // CHECK: "test.elementwise_mappable"
  %3 = "test.elementwise_mappable"(%v, %s) : (vector<2xf16>, f16) -> vector<2xi1>
  // An op the dialect does not declare is accepted as an unregistered op.
  // CHECK: "test.not_declared_anywhere"
  "test.not_declared_anywhere"(%3) : (vector<2xi1>) -> ()
  return
}

// -----

func.func @bad_element_type(%a: tensor<2xi8>, %b: vector<2xi16>) {
  // expected-error @+1 {{'test.same_operand_element_type' op requires the same element type for all operands}}
  %0 = "test.same_operand_element_type"(%a, %b) : (tensor<2xi8>, vector<2xi16>) -> i8
  return
}

// -----

func.func @bad_shape(%a: tensor<2xi8>, %b: memref<3xi8>) {
  // expected-error @+1 {{'test.same_operand_and_result_shape' op requires the same shape for all operands and results}}
  %0 = "test.same_operand_and_result_shape"(%a) : (tensor<2xi8>) -> memref<3xi8>
  return
}

// -----

func.func @not_shaped(%a: i8) {
  // expected-error @+1 {{'test.same_operand_shape' op operand #0 must be variadic of shaped of any type values, but got 'i8'}}
  "test.same_operand_shape"(%a) : (i8) -> ()
  return
}

// -----

func.func @elementwise_scalar_result(%a: tensor<4xf32>) {
  // expected-error @+1 {{'test.elementwise_mappable' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "test.elementwise_mappable"(%a) : (tensor<4xf32>) -> f32
  return
}

// -----

// Results of ops with several named ODS results print under those names.
// CHECK-LABEL: func @segments
func.func @segments(%x: i32) {
  // CHECK: "test.attr_sized_operands"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 0, 0, 1, 1>}>
  "test.attr_sized_operands"(%x, %x) {operandSegmentSizes = array<i32: 0, 0, 1, 1>} : (i32, i32) -> ()
  // CHECK: %a:2, %c, %d = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 2, 0, 1, 1>}>
  %r:4 = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 2, 0, 1, 1>} : () -> (i32, i32, i32, i32)
  return
}

// -----

func.func @segments_bad(%x: i32) {
  // expected-error @+1 {{'test.attr_sized_operands' op operand count (1) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized_operands"(%x) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (i32) -> ()
  return
}

// -----

// CHECK: "test.symbol_scope"() ({
// CHECK-NEXT: "test.symbol"() <{sym_name = "s", sym_visibility = "private"}> : () -> ()
// CHECK-NEXT: "test.finish"() : () -> ()
"test.symbol_scope"() ({
  "test.symbol"() {sym_name = "s", sym_visibility = "private"} : () -> ()
  "test.finish"() : () -> ()
}) : () -> ()

// -----

"test.parent1"() ({
  "test.child_with_parent_one_of"() : () -> ()
  // expected-error @+1 {{'test.child' op expects parent op 'test.parent'}}
  "test.child"() : () -> ()
}) : () -> ()

// -----

// CHECK: "test.result_type_with_trait"() : () -> !test.test_type_with_trait
%t = "test.result_type_with_trait"() : () -> !test.test_type_with_trait

// -----

// expected-error @+1 {{result type should have trait 'TestTypeTrait'}}
%u = "test.result_type_with_trait"() : () -> i64

// -----

// CHECK: "test.attr_with_trait"() <{attr = #test.attr_with_trait}>
"test.attr_with_trait"() {attr = #test.attr_with_trait} : () -> ()

// -----

// expected-error @+1 {{'attr' attribute should have trait 'TestAttrTrait'}}
"test.attr_with_trait"() {attr = 3 : i8} : () -> ()

// -----

// A graph region may use a value before its definition.
// CHECK: test.graph_region {
// CHECK-NEXT: %0 = "test.foo"(%1) : (i1) -> i1
test.graph_region {
  %a = "test.foo"(%b) : (i1) -> i1
  %b = "test.bar"(%a) : (i1) -> i1
}

// -----

"test.ssacfg_region"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %a = "test.foo"(%b) : (i1) -> i1
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %b = "test.bar"(%a) : (i1) -> i1
}) : () -> ()

// -----

func.func @no_operands() {
  // expected-error @+1 {{'test.same_operand_and_result_shape' op expected 1 or more operands, but found 0}}
  %0 = "test.same_operand_and_result_shape"() : () -> tensor<2xi1>
  return
}

// -----

func.func @no_results(%a: vector<2xi1>) {
  // expected-error @+1 {{'test.same_operand_and_result_element_type' op expected 1 or more results}}
  "test.same_operand_and_result_element_type"(%a) : (vector<2xi1>) -> ()
  return
}

// -----

// Segment sizes of the wrong length are not taken: the sizes stay zero (MLIR 19's
// fixed-size property).
func.func @segments_wrong_length(%x: i32) {
  // expected-error @+1 {{'test.attr_sized_operands' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized_operands"(%x, %x) {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> ()
  return
}
