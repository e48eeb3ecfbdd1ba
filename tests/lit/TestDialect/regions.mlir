// RUN: rmlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Region counts and sizes of `test` ops.

// CHECK-LABEL: func @regions
func.func @regions() {
  // CHECK: "test.two_region_op"() ({
  "test.two_region_op"() ({
    "test.any"() : () -> ()
  }, {
  }) : () -> ()
  // CHECK: test.single_no_terminator_op : {
  "test.single_no_terminator_op"() ({
    %x = "test.any"() : () -> i1
  }) : () -> ()
  // CHECK: test.variadic_no_terminator_op : {
  "test.variadic_no_terminator_op"() ({
    "test.any"() : () -> ()
  }, {
    %y = "test.any"() : () -> i1
  }) : () -> ()
  return
}

// -----

func.func @three_regions() {
  // expected-error @+1 {{'test.two_region_op' op expected 2 regions}}
  "test.two_region_op"() ({}, {}, {}) : () -> ()
  return
}

// -----

func.func @sized() {
  // expected-error @+1 {{'test.sized_region_op' op region #0 ('my_region') failed to verify constraint: region with 2 blocks}}
  "test.sized_region_op"() ({
    "test.any"() : () -> ()
  }, {
    "test.any"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @sized_second() {
  // expected-error @+1 {{'test.sized_region_op' op region #1 failed to verify constraint: region with 1 blocks}}
  "test.sized_region_op"() ({
    "test.br"()[^b] : () -> ()
  ^b:
    "test.any"() : () -> ()
  }, {
    "test.br"()[^c] : () -> ()
  ^c:
    "test.any"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Variadic groups of SameVariadicOperandSize ops split the rest evenly.
func.func @mixed(%t: tensor<2xi8>, %s: i8) {
  // expected-error @+1 {{'test.mixed_normal_variadic_operand' op operand #4 must be variadic of tensor of any type values, but got 'i8'}}
  "test.mixed_normal_variadic_operand"(%t, %t, %t, %t, %s) : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, i8) -> ()
  return
}

// -----

// CHECK-LABEL: func @named_groups
func.func @named_groups() {
  // CHECK: %output1, %output2, %output3 = "test.mixed_normal_variadic_result"()
  %0:3 = "test.mixed_normal_variadic_result"() : () -> (tensor<i1>, tensor<i1>, tensor<i1>)
  return
}
