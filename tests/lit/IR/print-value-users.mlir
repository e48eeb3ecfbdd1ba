// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-value-users %s | FileCheck %s
// RUN: rmlir-opt --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// `--mlir-print-value-users` comments, as mlir-opt 19 prints them: users of each result
// (once per user, most recent use first), ids for ops without results, block arguments'
// users, unused values; the block predecessor comments stay.

// CHECK-LABEL: "demo.func"() ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
// CHECK-NEXT:   // %arg0 is used by %3
// CHECK-NEXT:   // %arg1 is used by %7
// CHECK-NEXT:   // %arg2 is unused
// CHECK-NEXT:   %3 = "demo.add"(%arg0, %arg0) : (i32, i32) -> i32 // users: %10, %7, %4#0, %4#1
// CHECK-NEXT:   %4:2 = "demo.pair"(%3) : (i32) -> (i32, i32) // users: (%7), (%6)
// CHECK-NEXT:   %5 = "demo.unused"() : () -> i32 // unused
// CHECK-NEXT:   "demo.br"(%4#1)[^bb1] : (i32) -> () // id: %6
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "demo.use"(%4#0, %3, %arg1) : (i32, i32, i32) -> () // id: %7
// CHECK-NEXT:   %8 = "demo.reg"() ({
// CHECK-NEXT:     %10 = "demo.in"(%3) : (i32) -> i32 // user: %11
// CHECK-NEXT:     "demo.yield"(%10, %10) : (i32, i32) -> () // id: %11
// CHECK-NEXT:   }) : () -> i32 // user: %9
// CHECK-NEXT:   "demo.ret"(%8) : (i32) -> () // id: %9
// CHECK-NEXT: }) : () -> ()

// GENERIC-LABEL: "demo.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
// GENERIC-NEXT:   // %arg0 is used by %13
// GENERIC-NEXT:   // %arg1 is used by %17
// GENERIC-NEXT:   // %arg2 is unused
// GENERIC-NEXT:   %13 = "demo.add"(%arg0, %arg0) : (i32, i32) -> i32 // users: %20, %17, %14#0, %14#1
// GENERIC-NEXT:   %14:2 = "demo.pair"(%13) : (i32) -> (i32, i32) // users: (%17), (%16)
// GENERIC-NEXT:   %15 = "demo.unused"() : () -> i32 // unused
// GENERIC-NEXT:   "demo.br"(%14#1)[^bb1] : (i32) -> () // id: %16
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT:   "demo.use"(%14#0, %13, %arg1) : (i32, i32, i32) -> () // id: %17
// GENERIC-NEXT:   %18 = "demo.reg"() ({
// GENERIC-NEXT:     %20 = "demo.in"(%13) : (i32) -> i32 // user: %21
// GENERIC-NEXT:     "demo.yield"(%20, %20) : (i32, i32) -> () // id: %21
// GENERIC-NEXT:   }) : () -> i32 // user: %19
// GENERIC-NEXT:   "demo.ret"(%18) : (i32) -> () // id: %19
// GENERIC-NEXT: }) : () -> ()
"demo.func"() ({
^bb0(%a: i32, %b: i32, %c: i32):
  %0 = "demo.add"(%a, %a) : (i32, i32) -> i32
  %1:2 = "demo.pair"(%0) : (i32) -> (i32, i32)
  %2 = "demo.unused"() : () -> i32
  "demo.br"(%1#1)[^bb1] : (i32) -> ()
^bb1:
  "demo.use"(%1#0, %0, %b) : (i32, i32, i32) -> ()
  %3 = "demo.reg"() ({
    %4 = "demo.in"(%0) : (i32) -> i32
    "demo.yield"(%4, %4) : (i32, i32) -> ()
  }) : () -> i32
  "demo.ret"(%3) : (i32) -> ()
}) : () -> ()

// Several predecessors, a value used by an op with several results, a user with one result
// that uses a value twice, and a nested module (its own numbering scope in custom form).

// CHECK-LABEL: "demo.cfg"() ({
// CHECK-NEXT:   %3 = "demo.c"() : () -> i1 // users: %8, %7#0, %7#1, %7#2, %4
// CHECK-NEXT:   "demo.cond_br"(%3)[^bb1, ^bb2] : (i1) -> () // id: %4
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "demo.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "demo.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   %7:3 = "demo.multi"(%3, %3) : (i1, i1) -> (i1, i1, i1) // users: (%9), (unused), (unused)
// CHECK-NEXT:   %8 = "demo.twice"(%3, %3) : (i1, i1) -> i1 // unused
// CHECK-NEXT:   %9 = "demo.one"(%7#0, %7#0) : (i1, i1) -> i1 // unused
// CHECK-NEXT: }) : () -> ()
"demo.cfg"() ({
  %c = "demo.c"() : () -> i1
  "demo.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "demo.br"()[^bb3] : () -> ()
^bb2:
  "demo.br"()[^bb3] : () -> ()
^bb3:
  %m:3 = "demo.multi"(%c, %c) : (i1, i1) -> (i1, i1, i1)
  %t = "demo.twice"(%c, %c) : (i1, i1) -> i1
  %o = "demo.one"(%m#0, %m#0) : (i1, i1) -> i1
}) : () -> ()

// CHECK-LABEL: module @inner {
// CHECK-NEXT:   %3 = "demo.k"() : () -> i8 // user: %4
// CHECK-NEXT:   %4 = unrealized_conversion_cast %3 : i8 to i16 // unused
// CHECK-NEXT: }
module @inner {
  %k = "demo.k"() : () -> i8
  %x = builtin.unrealized_conversion_cast %k : i8 to i16
}
