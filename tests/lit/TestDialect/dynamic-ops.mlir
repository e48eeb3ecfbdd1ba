// RUN: rmlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// The test dialect's dynamic ops: verifiers of their own, one with a custom assembly.

// CHECK-LABEL: func @dynamic
func.func @dynamic(%v: index) {
  // CHECK: %{{.*}}:2 = "test.dynamic_one_operand_two_results"(%{{.*}}) : (index) -> (i1, i1)
  %0:2 = "test.dynamic_one_operand_two_results"(%v) : (index) -> (i1, i1)
  // CHECK: "test.dynamic_generic"(%{{.*}}, %{{.*}}#1) ({
  "test.dynamic_generic"(%v, %0#1) ({
    "test.any"() : () -> ()
  }) : (index, i1) -> ()
  // CHECK: test.dynamic_custom_parser_printer custom_keyword
  "test.dynamic_custom_parser_printer"() : () -> ()
  return
}

// -----

func.func @three_results(%v: index) {
  // expected-error @+1 {{'test.dynamic_one_operand_two_results' op expected 2 results, but had 3}}
  %0:3 = "test.dynamic_one_operand_two_results"(%v) : (index) -> (i1, i1, i1)
  return
}

// -----

func.func @with_result() {
  // expected-error @+1 {{operation should have no operands and no results}}
  %0 = "test.dynamic_custom_parser_printer"() : () -> i8
  return
}

// -----

func.func @missing_keyword() {
  // expected-error @+1 {{expected 'custom_keyword'}}
  test.dynamic_custom_parser_printer other
  return
}
