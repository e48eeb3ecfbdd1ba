// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | rmlir-opt --allow-unregistered-dialect | FileCheck %s

// The custom forms of the func dialect print as mlir-opt 19 prints them.

// CHECK-LABEL: func.func private @ext(i32, f32 {x.noalias}) -> (i32 {x.a}, f32)
func.func private @ext(i32, f32 {x.noalias}) -> (i32 {x.a}, f32)

// CHECK-LABEL: func.func nested @single_result_attr() -> (i32 {x.b})
func.func nested @single_result_attr() -> (i32 {x.b})

// CHECK-LABEL: func.func private @fn_result() -> (() -> ())
func.func private @fn_result() -> (() -> ())

// CHECK-LABEL: func.func private @one_paren_result() -> i32
func.func private @one_paren_result() -> (i32)

// CHECK-LABEL: func.func private @no_results()
// CHECK-NOT: ->
func.func private @no_results() -> ()

// CHECK-LABEL: func.func @f(%arg0: i32 {x.noalias}, %arg1: f32) -> (i32, f32) attributes {foo = 1 : i32} {
// CHECK-NEXT:    %0:2 = call @f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %f = constant @f : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %1:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    return %0#0, %1#1 : i32, f32
// CHECK-NEXT:  }
func.func @f(%a: i32 {x.noalias}, %b: f32) -> (i32, f32) attributes {foo = 1 : i32} {
  %0:2 = func.call @f(%a, %b) : (i32, f32) -> (i32, f32)
  %c = func.constant @f : (i32, f32) -> (i32, f32)
  %1:2 = func.call_indirect %c(%a, %b) : (i32, f32) -> (i32, f32)
  func.return %0#0, %1#1 : i32, f32
}

// Name hints: `%f` for every func.constant, uniqued per region.
// CHECK-LABEL: func.func @g(%arg0: i32) {
// CHECK-NEXT:    %f = constant {x.y} @ext : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %f_0 = constant @no_results : () -> ()
// CHECK-NEXT:    %0 = call @one_paren_result() {no_inline} : () -> i32
// CHECK-NEXT:    call @no_results() {zz} : () -> ()
// CHECK-NEXT:    call_indirect %f_0() : () -> ()
// CHECK-NEXT:    return {x = 1 : i64}
// CHECK-NEXT:  }
func.func @g(%x: i32) {
  %a = constant {x.y} @ext : (i32, f32) -> (i32, f32)
  %b = "func.constant"() {value = @no_results} : () -> (() -> ())
  %0 = "func.call"() {callee = @one_paren_result, no_inline} : () -> i32
  call @no_results() {zz} : () -> ()
  call_indirect %b() : () -> ()
  return {x = 1}
}

// A labelled entry block without arguments is accepted; the label is not printed.
// CHECK-LABEL: func.func @labelled() {
// CHECK-NEXT:    %f = constant @labelled : () -> ()
// CHECK-NEXT:    "x.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return
func.func @labelled() {
^bb0:
  %f = constant @labelled : () -> ()
  "x.br"()[^bb1] : () -> ()
^bb1:
  return
}

// Ops nested in a function use `func` as their default dialect.
// CHECK-LABEL: func.func @nested_region() {
// CHECK-NEXT:    "x.region"() ({
// CHECK-NEXT:      %f = func.constant @nested_region : () -> ()
// CHECK-NEXT:      "x.yield"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
func.func @nested_region() {
  "x.region"() ({
    %f = constant @nested_region : () -> ()
    "x.yield"() : () -> ()
  }) : () -> ()
  return
}
