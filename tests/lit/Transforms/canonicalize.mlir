// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize=top-down=false | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(canonicalize{region-simplify=aggressive max-iterations=3})' | FileCheck %s

// Dead pure ops go; unregistered ops stay even when unused.
// CHECK-LABEL: func.func @dead_pure(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "demo.unused"(%arg0) : (i32) -> i64
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @dead_pure(%arg0: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = "demo.unused"(%arg0) : (i32) -> i64
  %2 = builtin.unrealized_conversion_cast %arg0 : i32 to i16
  %3 = builtin.unrealized_conversion_cast %2 : i16 to i8
  return %arg0 : i32
}

// -----

// Casts fold: to their own types, and round trips through another cast.
// CHECK-LABEL: func.func @cast_folds(%arg0: i32, %arg1: i64) -> (i32, i64, i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : f32 to i64
// CHECK-NEXT: "demo.use"(%1) : (i64) -> ()
// CHECK-NEXT: return %arg0, %arg1, %arg0 : i32, i64, i32
// CHECK-NEXT: }
func.func @cast_folds(%arg0: i32, %arg1: i64) -> (i32, i64, i32) {
  %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i64 to f32, f64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : f32, f64 to i32, i64
  %2 = builtin.unrealized_conversion_cast %arg0 : i32 to i32
  %3 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
  %4 = builtin.unrealized_conversion_cast %3 : f32 to i64
  "demo.use"(%4) : (i64) -> ()
  return %1#0, %1#1, %2 : i32, i64, i32
}

// -----

// Constants are unified and hoisted to the start of the enclosing isolated region; an
// unregistered op's region keeps its own.
// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %f = constant @constants : () -> ()
// CHECK-NEXT: "demo.use"() : () -> ()
// CHECK-NEXT: "demo.region"() ({
// CHECK-NEXT: %f_0 = func.constant @constants : () -> ()
// CHECK-NEXT: "demo.use"(%f_0, %f_0) : (() -> (), () -> ()) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "demo.use"(%f, %f) : (() -> (), () -> ()) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @constants() {
  "demo.use"() : () -> ()
  %0 = func.constant @constants : () -> ()
  "demo.region"() ({
    %1 = func.constant @constants : () -> ()
    %2 = func.constant @constants : () -> ()
    "demo.use"(%1, %2) : (() -> (), () -> ()) -> ()
  }) : () -> ()
  %3 = func.constant @constants : () -> ()
  "demo.use"(%0, %3) : (() -> (), () -> ()) -> ()
  return
}

// -----

// Unreachable blocks are erased, in any order of definition.
// CHECK-LABEL: func.func @unreachable(%arg0: i32) {
// CHECK-NEXT: "demo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unreachable(%arg0: i32) {
  "demo.br"()[^bb3] : () -> ()
^bb1:
  %0 = "demo.x"(%1) : (i32) -> i32
  "demo.br"()[^bb2] : () -> ()
^bb2:
  %1 = "demo.y"(%0) : (i32) -> i32
  "demo.br"()[^bb1] : () -> ()
^bb3:
  return
}

// -----

// Ops at module level (a graph region) and in several functions.
// CHECK: "demo.top"() : () -> ()
// CHECK-NEXT: func.func @a() -> (() -> ()) {
// CHECK-NEXT: %f = constant @b : () -> ()
// CHECK-NEXT: return %f : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: func.func @b() {
// CHECK-NEXT: return
// CHECK-NEXT: }
%m = builtin.unrealized_conversion_cast to i32
"demo.top"() : () -> ()
func.func @a() -> (() -> ()) {
  %0 = func.constant @a : () -> (() -> ())
  %1 = func.constant @b : () -> ()
  return %1 : () -> ()
}
func.func @b() {
  %0 = builtin.unrealized_conversion_cast to i64
  return
}
