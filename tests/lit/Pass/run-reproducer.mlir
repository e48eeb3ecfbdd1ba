// RUN: rmlir-opt %s --run-reproducer -mlir-print-ir-after-all 2>&1 | FileCheck %s
// RUN: rmlir-opt %s | FileCheck %s --check-prefix=PASSTHROUGH
// RUN: not rmlir-opt %s -pass-pipeline='builtin.module(symbol-privatize,func.func(symbol-dce))' --mlir-pass-pipeline-crash-reproducer=%t -mlir-disable-threading -verify-each=false 2>&1 | FileCheck %s --check-prefix=GENERATE
// RUN: not rmlir-opt %t --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN

// --run-reproducer runs the pipeline of the input's `mlir_reproducer` resource, with its
// threading and verifier settings, and consumes the resource; without the flag the resource
// is printed back. A reproducer written by a failing run fails the same way when rerun.

module {
  func.func private @dead() {
    return
  }
  func.func @live() {
    return
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(symbol-dce,func.func(strip-debuginfo))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}

// CHECK:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @live() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT: func.func @live() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @live() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// PASSTHROUGH:      module {
// PASSTHROUGH-NEXT:   func.func private @dead() {
// PASSTHROUGH-NEXT:     return
// PASSTHROUGH-NEXT:   }
// PASSTHROUGH-NEXT:   func.func @live() {
// PASSTHROUGH-NEXT:     return
// PASSTHROUGH-NEXT:   }
// PASSTHROUGH-NEXT: }
// PASSTHROUGH-EMPTY:
// PASSTHROUGH-NEXT: {-#
// PASSTHROUGH-NEXT:   external_resources: {
// PASSTHROUGH-NEXT:     mlir_reproducer: {
// PASSTHROUGH-NEXT:       pipeline: "builtin.module(symbol-dce,func.func(strip-debuginfo))",
// PASSTHROUGH-NEXT:       disable_threading: true,
// PASSTHROUGH-NEXT:       verify_each: true
// PASSTHROUGH-NEXT:     }
// PASSTHROUGH-NEXT:   }
// PASSTHROUGH-NEXT: #-}
// PASSTHROUGH-EMPTY:

// GENERATE:      {{.*}}run-reproducer.mlir:11:3: error: Failures have been detected while processing an MLIR pass pipeline
// GENERATE-NEXT:   func.func private @dead() {
// GENERATE-NEXT:   ^
// GENERATE-NEXT: {{.*}}run-reproducer.mlir:11:3: note: Pipeline failed while executing [`SymbolDCE` on 'func.func' operation: @dead]: reproducer generated at `{{.*}}`

// AGAIN:      {{.*}}:2:3: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// AGAIN-NEXT:   func.func private @dead() {
// AGAIN-NEXT:   ^
// AGAIN-NEXT: {{.*}}:2:3: note: see current operation: 
// AGAIN-NEXT: "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// AGAIN-NEXT:   "func.return"() : () -> ()
// AGAIN-NEXT: }) : () -> ()
