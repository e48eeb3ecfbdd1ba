// RUN: rmlir-opt -allow-unregistered-dialect %s -print-op-stats -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt -allow-unregistered-dialect %s -print-op-stats=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: rmlir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(builtin.module(print-op-stats{json=true}))" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED

// The counts include the anchor op; dialect prefixes are right-aligned, op names
// left-aligned; an op without a dialect prefix is indented past the dot.

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:   builtin.module         , 3
// CHECK-NEXT:      demo.a              , 3
// CHECK-NEXT:      demo.longer_op_name , 1
// CHECK-NEXT:   longdialect.b          , 1
// CHECK-NEXT:                  nodot   , 1

// JSON:      {
// JSON-NEXT:   "builtin.module" : 3,
// JSON-NEXT:   "demo.a" : 3,
// JSON-NEXT:   "demo.longer_op_name" : 1,
// JSON-NEXT:   "longdialect.b" : 1,
// JSON-NEXT:   "nodot" : 1
// JSON-NEXT: }

// NESTED:      {
// NESTED-NEXT:   "builtin.module" : 1,
// NESTED-NEXT:   "demo.a" : 1
// NESTED-NEXT: }
// NESTED-NEXT: {
// NESTED-NEXT:   "builtin.module" : 1,
// NESTED-NEXT:   "demo.longer_op_name" : 1
// NESTED-NEXT: }
// NESTED-NOT: {

module @first {
  "demo.a"() : () -> ()
}
"demo.a"() ({
  "demo.a"() : () -> ()
  "longdialect.b"() : () -> ()
}) : () -> ()
"nodot"() : () -> ()
module @second {
  "demo.longer_op_name"() : () -> ()
}
