// RUN: not rmlir-opt %s -allow-unregistered-dialect -mlir-disable-threading -pass-pipeline='builtin.module(symbol-privatize,func.func(symbol-dce))' --mlir-pass-pipeline-crash-reproducer=%t 2>&1 | FileCheck %s
// RUN: cat %t | FileCheck %s --check-prefix=REPRO
// RUN: not rmlir-opt %s -allow-unregistered-dialect -mlir-disable-threading -pass-pipeline='builtin.module(symbol-privatize,func.func(symbol-dce))' --mlir-pass-pipeline-crash-reproducer=%t -mlir-pass-pipeline-local-reproducer -verify-each=0 2>&1 | FileCheck %s --check-prefix=LOCAL-NOTE
// RUN: cat %t | FileCheck %s --check-prefix=LOCAL
// RUN: not rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(builtin.module(symbol-dce))' --mlir-pass-pipeline-crash-reproducer=%t 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not rmlir-opt %s -allow-unregistered-dialect -mlir-disable-threading -pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-pass-pipeline-crash-reproducer=%t.missing/repro.mlir 2>&1 | FileCheck %s --check-prefix=NO-FILE
// RUN: rmlir-opt %s -allow-unregistered-dialect -symbol-privatize --mlir-pass-pipeline-crash-reproducer=%t.ok -o /dev/null
// RUN: not cat %t.ok
// RUN: not --crash rmlir-opt %s -allow-unregistered-dialect -symbol-dce --mlir-pass-pipeline-crash-reproducer=%t -mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=FATAL

// When a pass fails, the crash reproducer holds the IR before the pipeline with the pipeline
// as an external resource, and an error says where it went; a local reproducer holds the IR
// just before the failing pass and that pass alone (nested as it ran). Local reproducers need
// threading off (upstream then aborts with a stack dump, which only the first line matches).

module {
  func.func private @dead() {
    return
  }
  func.func @live() {
    return
  }
  module @inner {
    "demo.t"() ({
      "demo.y"() : () -> ()
    }) : () -> ()
  }
}

// CHECK:      {{.*}}crash-reproducer.mlir:17:3: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// CHECK-NEXT:   func.func private @dead() {
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}crash-reproducer.mlir:17:3: note: see current operation: 
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// CHECK-NEXT:   "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: {{.*}}crash-reproducer.mlir:17:3: error: Failures have been detected while processing an MLIR pass pipeline
// CHECK-NEXT:   func.func private @dead() {
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}crash-reproducer.mlir:17:3: note: Pipeline failed while executing [`SymbolDCE` on 'func.func' operation: @dead]: reproducer generated at `{{.*}}`

// REPRO:      module {
// REPRO-NEXT:   func.func private @dead() {
// REPRO-NEXT:     return
// REPRO-NEXT:   }
// REPRO-NEXT:   func.func @live() {
// REPRO-NEXT:     return
// REPRO-NEXT:   }
// REPRO-NEXT:   module @inner {
// REPRO-NEXT:     "demo.t"() ({
// REPRO-NEXT:       "demo.y"() : () -> ()
// REPRO-NEXT:     }) : () -> ()
// REPRO-NEXT:   }
// REPRO-NEXT: }
// REPRO-EMPTY:
// REPRO-NEXT: {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(symbol-privatize{}, func.func(symbol-dce))",
// REPRO-NEXT:       disable_threading: true,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// LOCAL-NOTE:      {{.*}}crash-reproducer.mlir:17:3: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// LOCAL-NOTE-NEXT:   func.func private @dead() {
// LOCAL-NOTE-NEXT:   ^
// LOCAL-NOTE-NEXT: {{.*}}crash-reproducer.mlir:17:3: note: see current operation: 
// LOCAL-NOTE-NEXT: "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// LOCAL-NOTE-NEXT:   "func.return"() : () -> ()
// LOCAL-NOTE-NEXT: }) : () -> ()
// LOCAL-NOTE-NEXT: {{.*}}crash-reproducer.mlir:17:3: error: Failures have been detected while processing an MLIR pass pipeline
// LOCAL-NOTE-NEXT:   func.func private @dead() {
// LOCAL-NOTE-NEXT:   ^
// LOCAL-NOTE-NEXT: {{.*}}crash-reproducer.mlir:17:3: note: Pipeline failed while executing `SymbolDCE` on 'func.func' operation: @dead: reproducer generated at `{{.*}}`

// LOCAL:      module {
// LOCAL-NEXT:   func.func private @dead() {
// LOCAL-NEXT:     return
// LOCAL-NEXT:   }
// LOCAL-NEXT:   func.func private @live() {
// LOCAL-NEXT:     return
// LOCAL-NEXT:   }
// LOCAL-NEXT:   module @inner attributes {sym_visibility = "private"} {
// LOCAL-NEXT:     "demo.t"() ({
// LOCAL-NEXT:       "demo.y"() : () -> ()
// LOCAL-NEXT:     }) : () -> ()
// LOCAL-NEXT:   }
// LOCAL-NEXT: }
// LOCAL-EMPTY:
// LOCAL-NEXT: {-#
// LOCAL-NEXT:   external_resources: {
// LOCAL-NEXT:     mlir_reproducer: {
// LOCAL-NEXT:       pipeline: "builtin.module(func.func(symbol-dce))",
// LOCAL-NEXT:       disable_threading: true,
// LOCAL-NEXT:       verify_each: false
// LOCAL-NEXT:     }
// LOCAL-NEXT:   }
// LOCAL-NEXT: #-}

// NESTED:      {{.*}}crash-reproducer.mlir:24:5: error: operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses
// NESTED-NEXT:     "demo.t"() ({
// NESTED-NEXT:     ^
// NESTED-NEXT: {{.*}}crash-reproducer.mlir:24:5: note: see current operation: 
// NESTED-NEXT: "demo.t"() ({
// NESTED-NEXT:   "demo.y"() : () -> ()
// NESTED-NEXT: }) : () -> ()
// NESTED-NEXT: {{.*}}crash-reproducer.mlir:23:3: error: Failures have been detected while processing an MLIR pass pipeline
// NESTED-NEXT:   module @inner {
// NESTED-NEXT:   ^
// NESTED-NEXT: {{.*}}crash-reproducer.mlir:23:3: note: Pipeline failed while executing [`SymbolDCE` on 'builtin.module' operation: @inner]: reproducer generated at `{{.*}}`

// NO-FILE:      {{.*}}crash-reproducer.mlir:17:3: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// NO-FILE-NEXT:   func.func private @dead() {
// NO-FILE-NEXT:   ^
// NO-FILE-NEXT: {{.*}}crash-reproducer.mlir:17:3: note: see current operation: 
// NO-FILE-NEXT: "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
// NO-FILE-NEXT:   "func.return"() : () -> ()
// NO-FILE-NEXT: }) : () -> ()
// NO-FILE-NEXT: {{.*}}crash-reproducer.mlir:17:3: error: Failures have been detected while processing an MLIR pass pipeline
// NO-FILE-NEXT:   func.func private @dead() {
// NO-FILE-NEXT:   ^
// NO-FILE-NEXT: {{.*}}crash-reproducer.mlir:17:3: note: Pipeline failed while executing [`SymbolDCE` on 'func.func' operation: @dead]: failed to create output stream: Failed to create reproducer stream: cannot open output file '{{.*}}/repro.mlir': No such file or directory

// FATAL: LLVM ERROR: Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first.
