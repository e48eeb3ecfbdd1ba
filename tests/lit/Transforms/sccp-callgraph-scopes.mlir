// RUN: rmlir-opt %s -pass-pipeline='builtin.module(builtin.module(sccp))' | FileCheck %s --check-prefix=NESTED
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(sccp)' | FileCheck %s --check-prefix=TOP
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(builtin.module(func.func(sccp)))' | FileCheck %s --check-prefix=FUNC
// A nested symbol of a public named module (anchored on that module) and callees outside
// a function anchor have unknown call sites; a private callee's arguments are tracked.

// NESTED: module {
// NESTED-NEXT:   module @inner attributes {sym_visibility = "public"} {
// NESTED-NEXT:     func.func nested @hidden(%arg0: i32) -> (i32, i32) {
// NESTED-NEXT:       %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:       return %c1_i32, %arg0 : i32, i32
// NESTED-NEXT:     }
// NESTED-NEXT:     func.func private @priv(%arg0: i32) -> i32 {
// NESTED-NEXT:       %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:       return %c1_i32 : i32
// NESTED-NEXT:     }
// NESTED-NEXT:     func.func @user() -> (i32, i32, i32) {
// NESTED-NEXT:       %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:       %0:2 = call @hidden(%c1_i32) : (i32) -> (i32, i32)
// NESTED-NEXT:       %1 = call @priv(%c1_i32) : (i32) -> i32
// NESTED-NEXT:       return %c1_i32, %0#1, %c1_i32 : i32, i32, i32
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT: }

// TOP: module {
// TOP-NEXT:   module @inner attributes {sym_visibility = "public"} {
// TOP-NEXT:     func.func nested @hidden(%arg0: i32) -> (i32, i32) {
// TOP-NEXT:       %c1_i32 = arith.constant 1 : i32
// TOP-NEXT:       return %c1_i32, %c1_i32 : i32, i32
// TOP-NEXT:     }
// TOP-NEXT:     func.func private @priv(%arg0: i32) -> i32 {
// TOP-NEXT:       %c1_i32 = arith.constant 1 : i32
// TOP-NEXT:       return %c1_i32 : i32
// TOP-NEXT:     }
// TOP-NEXT:     func.func @user() -> (i32, i32, i32) {
// TOP-NEXT:       %c1_i32 = arith.constant 1 : i32
// TOP-NEXT:       %0:2 = call @hidden(%c1_i32) : (i32) -> (i32, i32)
// TOP-NEXT:       %1 = call @priv(%c1_i32) : (i32) -> i32
// TOP-NEXT:       return %c1_i32, %c1_i32, %c1_i32 : i32, i32, i32
// TOP-NEXT:     }
// TOP-NEXT:   }
// TOP-NEXT: }

// FUNC: module {
// FUNC-NEXT:   module @inner attributes {sym_visibility = "public"} {
// FUNC-NEXT:     func.func nested @hidden(%arg0: i32) -> (i32, i32) {
// FUNC-NEXT:       %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT:       return %c1_i32, %arg0 : i32, i32
// FUNC-NEXT:     }
// FUNC-NEXT:     func.func private @priv(%arg0: i32) -> i32 {
// FUNC-NEXT:       return %arg0 : i32
// FUNC-NEXT:     }
// FUNC-NEXT:     func.func @user() -> (i32, i32, i32) {
// FUNC-NEXT:       %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT:       %0:2 = call @hidden(%c1_i32) : (i32) -> (i32, i32)
// FUNC-NEXT:       %1 = call @priv(%c1_i32) : (i32) -> i32
// FUNC-NEXT:       return %0#0, %0#1, %1 : i32, i32, i32
// FUNC-NEXT:     }
// FUNC-NEXT:   }
// FUNC-NEXT: }

module {
  module @inner attributes {sym_visibility = "public"} {
    func.func nested @hidden(%a: i32) -> (i32, i32) {
      %c = arith.constant 1 : i32
      return %c, %a : i32, i32
    }
    func.func private @priv(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @user() -> (i32, i32, i32) {
      %c = arith.constant 1 : i32
      %r:2 = call @hidden(%c) : (i32) -> (i32, i32)
      %p = call @priv(%c) : (i32) -> i32
      return %r#0, %r#1, %p : i32, i32, i32
    }
  }
}
