// RUN: rmlir-opt %s -inline='default-pipeline=' | FileCheck %s
// RUN: rmlir-opt %s -inline | FileCheck %s --check-prefix=SIMPLIFY
// RUN: rmlir-opt %s -inline='default-pipeline= op-pipelines=func.func(canonicalize)' | FileCheck %s --check-prefix=SIMPLIFY
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(func.func(inline))' 2>&1 | FileCheck %s --check-prefix=NOT_TABLE
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(inline)' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

// NOT_TABLE: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table

// DUMP: builtin.module(inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 })

// A single-block callee: its ops replace the call, each call gets a copy; the private
// callee left without uses is erased.
// CHECK-NOT: func.func private @add_one
// CHECK-LABEL: func.func @single(
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c1_i32_0 : i32
// CHECK-NEXT:    return %1 : i32
// The default pipeline (canonicalize) runs on the callers.
// SIMPLIFY-LABEL: func.func @single(
// SIMPLIFY-NEXT:    %c2_i32 = arith.constant 2 : i32
// SIMPLIFY-NEXT:    %0 = arith.addi %arg0, %c2_i32 : i32
// SIMPLIFY-NEXT:    return %0 : i32
func.func private @add_one(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @single(%x: i32) -> i32 {
  %0 = call @add_one(%x) : (i32) -> i32
  %1 = call @add_one(%0) : (i32) -> i32
  return %1 : i32
}

// A multi-block callee: returns become branches to the continuation block, whose
// argument replaces the call's result.
// CHECK-LABEL: func.func @multi(
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT:  ^bb3(%0: i32):
// CHECK-NEXT:    return %0 : i32
// SIMPLIFY-LABEL: func.func @multi(
// SIMPLIFY-NEXT:    %c0_i32 = arith.constant 0 : i32
// SIMPLIFY-NEXT:    %0 = arith.select %arg0, %arg1, %c0_i32 : i32
func.func private @pick(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i32
^b:
  %z = arith.constant 0 : i32
  return %z : i32
}
func.func @multi(%c: i1, %x: i32) -> i32 {
  %0 = call @pick(%c, %x) : (i1, i32) -> i32
  return %0 : i32
}

// Self-recursive callees and declarations are not inlined; unused private functions are
// erased.
// CHECK-LABEL: func.func @self(
// CHECK-NEXT:    %0 = call @self(%arg0)
// CHECK-LABEL: func.func @calls_self(
// CHECK-NEXT:    %0 = call @self(%arg0)
// CHECK-NOT:   @unused
// CHECK:       func.func private @ext(i32) -> i32
// CHECK-LABEL: func.func @external(
// CHECK-NEXT:    %0 = call @ext(%arg0)
func.func @self(%x: i32) -> i32 {
  %0 = call @self(%x) : (i32) -> i32
  return %0 : i32
}
func.func @calls_self(%x: i32) -> i32 {
  %0 = call @self(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @unused() {
  return
}
func.func private @ext(i32) -> i32
func.func @external(%x: i32) -> i32 {
  %0 = call @ext(%x) : (i32) -> i32
  return %0 : i32
}
