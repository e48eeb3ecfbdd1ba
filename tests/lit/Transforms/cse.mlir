// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -cse | FileCheck %s
// RUN: rmlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(cse)' -mlir-disable-threading | FileCheck %s

// Equivalent pure ops are replaced by the first; unregistered ops never are.
// CHECK-LABEL: func.func @simple(%arg0: i32) -> (i64, i64, i64, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %1 = "demo.op"(%arg0) : (i32) -> i64
// CHECK-NEXT: %2 = "demo.op"(%arg0) : (i32) -> i64
// CHECK-NEXT: return %0, %0, %1, %2 : i64, i64, i64, i64
// CHECK-NEXT: }
func.func @simple(%arg0: i32) -> (i64, i64, i64, i64) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %2 = "demo.op"(%arg0) : (i32) -> i64
  %3 = "demo.op"(%arg0) : (i32) -> i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}

// -----

// Attributes and result types take part in equivalence.
// CHECK-LABEL: func.func @different(%arg0: i32) -> (i64, i16, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i16
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : i32 to i64 {demo.tag}
// CHECK-NEXT: return %0, %1, %2 : i64, i16, i64
// CHECK-NEXT: }
func.func @different(%arg0: i32) -> (i64, i16, i64) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %arg0 : i32 to i64 {demo.tag}
  return %0, %1, %2 : i64, i16, i64
}

// -----

// Dominance: a block sees what its dominators computed, not its siblings.
// CHECK-LABEL: func.func @dominance(%arg0: i32) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: "demo.cond_br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT: "demo.use"(%0, %1) : (i64, f32) -> ()
// CHECK-NEXT: "demo.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT: "demo.use"(%2) : (f32) -> ()
// CHECK-NEXT: "demo.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT: "demo.use"(%3) : (f32) -> ()
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @dominance(%arg0: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  "demo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
  "demo.use"(%1, %2) : (i64, f32) -> ()
  "demo.br"()[^bb3] : () -> ()
^bb2:
  %3 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
  "demo.use"(%3) : (f32) -> ()
  "demo.br"()[^bb3] : () -> ()
^bb3:
  %4 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
  "demo.use"(%4) : (f32) -> ()
  return %0 : i64
}

// -----

// Regions of unregistered ops (which might be isolated) start a fresh scope; dead ops go.
// CHECK-LABEL: func.func @regions(%arg0: i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: "demo.region"() ({
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: "demo.use"(%1, %1) : (i64, i64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "demo.use"(%0) : (i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @regions(%arg0: i32) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %dead = builtin.unrealized_conversion_cast %arg0 : i32 to i16
  "demo.region"() ({
    %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
    %2 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
    "demo.use"(%1, %2) : (i64, i64) -> ()
  }) : () -> ()
  "demo.use"(%0) : (i64) -> ()
  return
}

// -----

// Module level is a graph region; constants of symbols are pure.
// CHECK: %0 = unrealized_conversion_cast to i32
// CHECK-NEXT: "demo.top"(%0, %0) : (i32, i32) -> ()
// CHECK-NEXT: func.func @consts() {
// CHECK-NEXT: %f = constant @consts : () -> ()
// CHECK-NEXT: "demo.use"(%f, %f) : (() -> (), () -> ()) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
%m0 = builtin.unrealized_conversion_cast to i32
%m1 = builtin.unrealized_conversion_cast to i32
"demo.top"(%m0, %m1) : (i32, i32) -> ()
func.func @consts() {
  %0 = func.constant @consts : () -> ()
  %1 = func.constant @consts : () -> ()
  "demo.use"(%0, %1) : (() -> (), () -> ()) -> ()
  return
}

// -----

// A kept op with an unknown location takes the location of one it replaces.
// CHECK-LABEL: func.func @locations(%arg0: i32) -> (i64, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: return %0, %0 : i64, i64
// CHECK-NEXT: }
func.func @locations(%arg0: i32) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64 loc(unknown)
  %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64 loc("here":1:2)
  return %0, %1 : i64, i64
}

// -----

// Commutative ops are equivalent with their operands swapped.
// CHECK-LABEL: func.func @commutative_swapped
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:    %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT:    return %1 : f32
func.func @commutative_swapped(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %b, %a : f32
  %2 = arith.mulf %0, %1 : f32
  return %2 : f32
}
