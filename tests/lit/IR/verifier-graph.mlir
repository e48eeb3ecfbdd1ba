// RUN: rmlir-opt %s --allow-unregistered-dialect | FileCheck %s

// builtin.module's region is a graph region: uses may precede definitions.
// CHECK-LABEL: module
// CHECK-NEXT: "demo.use"(%0) : (i32) -> ()
// CHECK-NEXT: %0 = "demo.def"() : () -> i32
"demo.use"(%0) : (i32) -> ()
%0 = "demo.def"() : () -> i32

// Single-block regions of unregistered ops have no SSA dominance (upstream cannot know
// their region kind), so an op may even use its own result.
// CHECK: "demo.op"() ({
// CHECK-NEXT: %1 = "demo.self"(%1) : (i32) -> i32
// CHECK-NEXT: "demo.use"(%2) : (i32) -> ()
// CHECK-NEXT: %2 = "demo.def"() : () -> i32
"demo.op"() ({
  %1 = "demo.self"(%1) : (i32) -> i32
  "demo.use"(%2) : (i32) -> ()
  %2 = "demo.def"() : () -> i32
}) : () -> ()

// Values of enclosing regions dominate nested regions; block arguments dominate their block.
// CHECK: "demo.op"() ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %[[DEF:.*]] = "demo.def"(%arg0) : (i32) -> i32
// CHECK-NEXT: "demo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: "demo.inner"() ({
// CHECK-NEXT: "demo.use"(%[[DEF]], %arg0) : (i32, i32) -> ()
"demo.op"() ({
^bb0(%a: i32):
  %3 = "demo.def"(%a) : (i32) -> i32
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.inner"() ({
    "demo.use"(%3, %a) : (i32, i32) -> ()
  }) : () -> ()
  "demo.ret"() : () -> ()
}) : () -> ()

// Empty blocks need no terminator in a single-block region of an op that may lack one.
// CHECK: "demo.op"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
"demo.op"() ({
^bb0:
}) : () -> ()
