// RUN: rmlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo -strip-debuginfo | FileCheck %s

// Every op and block-argument location becomes `loc(unknown)`, in nested modules too.

// CHECK: #loc = loc(unknown)
// CHECK-LABEL: module {
// CHECK: "demo.op"() : () -> () loc(#loc)
"demo.op"() : () -> () loc("foo.mlir":1:2)
// CHECK: module @nested {
module @nested {
  // CHECK: "demo.region"() ({
  // CHECK-NEXT: ^bb0(%arg0: i32 loc(unknown)):
  "demo.region"() ({
  ^bb0(%a: i32 loc("arg":3:4)):
    // CHECK: "demo.use"(%arg0) : (i32) -> () loc(#loc)
    "demo.use"(%a) : (i32) -> () loc(fused["a":1:1, "b":2:2])
  }) : () -> () loc(callsite("c":1:1 at "d":2:2))
} loc("mod":5:5)
// CHECK: } loc(#loc)
