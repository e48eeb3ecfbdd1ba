// RUN: not rmlir-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// Without -verify-diagnostics, errors on an op carry the op in generic form, its values
// numbered from the nearest isolated ancestor.

"demo.op"() ({
^bb0(%a: i32):
  "demo.br"()[^bb1] : () -> ()
^bb1:
  "demo.use"(%a, %1) : (i32, i32) -> ()
  %1 = "demo.def"() : () -> i32
  "demo.ret"() : () -> ()
}) : () -> ()
// CHECK: error: operand #1 does not dominate this use
// CHECK-NEXT: "demo.use"(%a, %1) : (i32, i32) -> ()
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: "demo.use"(%arg0, %0) : (i32, i32) -> ()
// CHECK-NEXT: note: operand defined here (op in the same block)

// -----

module {
  module @m {}
  module @m attributes {demo.attr} {}
}
// CHECK: error: redefinition of symbol named 'm'
// CHECK: note: see current operation: {{$}}
// CHECK-NEXT: "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) {demo.attr} : () -> ()
// CHECK-NEXT: note: see existing symbol definition here

// -----

"demo.op"() ({
  "demo.br"()[^bb1] : () -> ()
^bb1:
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
}) : () -> ()
// CHECK: error: block with no terminator, has %0 = "builtin.unrealized_conversion_cast"() : () -> i32
// CHECK: note: see current operation: %0 = "builtin.unrealized_conversion_cast"() : () -> i32
