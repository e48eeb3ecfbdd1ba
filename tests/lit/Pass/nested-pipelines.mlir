// RUN: not rmlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(builtin.module(print-op-stats{json}),symbol-dce)' -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// RUN: not rmlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(demo.y(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// RUN: rmlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(any(print-op-stats{json}))' -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=ANY

// Nested pipelines run on the direct children with the anchor's name, in op order with or
// without threading (rmlir keeps pass output in op order with threading too; upstream's
// stderr output from parallel passes interleaves, so these RUN lines disable threading); a failing pass stops the pipeline with its diagnostic.

// CHECK:      {
// CHECK-NEXT:   "builtin.module" : 1
// CHECK-NEXT: }
// CHECK-NEXT: {
// CHECK-NEXT:   "builtin.module" : 1,
// CHECK-NEXT:   "demo.x" : 1
// CHECK-NEXT: }
// CHECK-NEXT: {{.*}}nested-pipelines.mlir:36:1: error: operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses
// CHECK: note: see current operation:

// UNREGISTERED: nested-pipelines.mlir:36:1: error: 'demo.y' op trying to schedule a pass on an unregistered operation

// `any` only schedules registered isolated ops.
// ANY:      {
// ANY-NEXT:   "builtin.module" : 1
// ANY-NEXT: }
// ANY-NEXT: {
// ANY-NEXT:   "builtin.module" : 1,
// ANY-NEXT:   "demo.x" : 1
// ANY-NEXT: }
// ANY-NOT: {

module @a attributes {sym_visibility = "private"} {
}
module @b {
  "demo.x"() : () -> ()
}
"demo.y"() ({}) : () -> ()
