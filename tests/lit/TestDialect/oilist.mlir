// RUN: rmlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// `oilist(...)` formats: clauses in any order, printed in declaration order.

// CHECK-LABEL: func @clauses
func.func @clauses(%x: i32, %y: i32) {
  // CHECK: test.oilist_with_keywords_only otherKeyword thirdKeyword
  test.oilist_with_keywords_only thirdKeyword otherKeyword
  // CHECK: test.oilist_with_simple_args keyword %{{.*}} : i32 otherKeyword %{{.*}} : i32
  test.oilist_with_simple_args otherKeyword %y : i32 keyword %x : i32
  // CHECK: test.oilist_variadic_with_parens otherKeyword(%{{.*}}, %{{.*}} : i32, i32) thirdKeyword(%{{.*}} : i32)
  test.oilist_variadic_with_parens thirdKeyword (%x : i32) otherKeyword (%y, %x : i32, i32)
  // The custom directive prints a space after itself, as upstream's.
  // CHECK: test.oilist_custom reduction (%{{.*}})  nowait
  test.oilist_custom nowait reduction(%y)
  // Keyword-only clauses without variables are never printed.
  // CHECK: test.oilist_allowed_literal buzz {z}
  test.oilist_allowed_literal foo buzz {z}
  return
}

// -----

// expected-error @+1 {{custom op 'test.oilist_with_simple_args' `thirdKeyword` clause can appear at most once in the expansion of the oilist directive}}
test.oilist_with_simple_args thirdKeyword %x : i32 thirdKeyword %x : i32
