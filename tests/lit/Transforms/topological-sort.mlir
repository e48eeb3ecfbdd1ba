// RUN: rmlir-opt %s -allow-unregistered-dialect -topological-sort | FileCheck %s
// Graph regions (builtin.module, nested modules) are sorted stably, cycles last; regions
// of unregistered ops and functions are left alone.

// CHECK: module {
// CHECK-NEXT:   %0 = "test.src"() : () -> i32
// CHECK-NEXT:   %1 = "test.r"() ({
// CHECK-NEXT:     %9 = "test.inner"(%10) : (i32) -> i32
// CHECK-NEXT:     %10 = "test.x"() : () -> i32
// CHECK-NEXT:     "test.t"() : () -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   module {
// CHECK-NEXT:     %9 = "test.b"() : () -> i32
// CHECK-NEXT:     %10 = "test.a"(%9) : (i32) -> i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     "test.g"() ({
// CHECK-NEXT:       %9 = "test.a"(%10) : (i32) -> i32
// CHECK-NEXT:       %10 = "test.b"() : () -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = "test.after"() : () -> i32
// CHECK-NEXT:   %3 = "test.foo"(%0) : (i32) -> i32
// CHECK-NEXT:   %4 = "test.q"(%1) : (i32) -> i32
// CHECK-NEXT:   %5 = "test.bar"(%3, %6) : (i32, i32) -> i32
// CHECK-NEXT:   %6 = "test.baz"(%5) : (i32) -> i32
// CHECK-NEXT:   %7:2 = "test.cyc1"(%8) : (i32) -> (i32, i32)
// CHECK-NEXT:   %8 = "test.cyc2"(%7#0) : (i32) -> i32
// CHECK-NEXT: }
module {
  %0 = "test.foo"(%2) : (i32) -> i32
  %1 = "test.bar"(%0, %3) : (i32, i32) -> i32
  %2 = "test.src"() : () -> i32
  %3 = "test.baz"(%1) : (i32) -> i32
  %4 = "test.q"(%5) : (i32) -> i32
  %5 = "test.r"() ({
    %6 = "test.inner"(%7) : (i32) -> i32
    %7 = "test.x"() : () -> i32
    "test.t"() : () -> ()
  }) : () -> i32
  module {
    %8 = "test.a"(%9) : (i32) -> i32
    %9 = "test.b"() : () -> i32
  }
  func.func @f() {
    "test.g"() ({
      %a = "test.a"(%b) : (i32) -> i32
      %b = "test.b"() : () -> i32
    }) : () -> ()
    return
  }
  %c1, %c2 = "test.cyc1"(%c3) : (i32) -> (i32, i32)
  %c3 = "test.cyc2"(%c1) : (i32) -> i32
  %c4 = "test.after"() : () -> i32
}
