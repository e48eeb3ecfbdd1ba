// RUN: rmlir-opt %s -split-input-file -canonicalize | FileCheck %s

// Canonicalization drops the unused block arguments a `test.br` feeds, erases the
// allocation-only `test.test_effects_result` and `test.op_with_region_pattern`, and
// rewrites `test.dialect_canonicalizable` with the dialect's pattern.
// CHECK-LABEL: func @canon
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: return %c42_i32 : i32
func.func @canon(%a: f32) -> i32 {
  "test.br"(%a)[^bb1] : (f32) -> ()
^bb1(%unused: f32):
  %r = "test.test_effects_result"() : () -> i32
  "test.op_with_region_pattern"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  %c = "test.dialect_canonicalizable"() : () -> i32
  return %c : i32
}

// -----

// Folders: a `test.op_with_region_fold` folds to its operand, constants fold into
// `test.constant`s placed in a `test.one_region_op`.
// CHECK-LABEL: func @folds
// CHECK-NEXT: "test.one_region_op"() ({
// CHECK-NEXT: %[[C:.*]] = "test.constant"() <{value = 7 : i16}> : () -> i16
// CHECK-NEXT: "test.use"(%[[C]], %[[C]]) : (i16, i16) -> ()
func.func @folds() {
  "test.one_region_op"() ({
    %c = "test.constant"() {value = 7 : i16} : () -> i16
    %f = "test.op_with_region_fold"(%c) ({
      "test.inner"() : () -> ()
    }) : (i16) -> i16
    "test.use"(%f, %c) : (i16, i16) -> ()
  }) : () -> ()
  return
}
