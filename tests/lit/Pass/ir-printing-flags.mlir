// RUN: not rmlir-opt %s -mlir-print-ir-module-scope -symbol-dce 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not rmlir-opt %s -mlir-print-ir-before=symbol-dce,foo -symbol-dce 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: rmlir-opt %s -symbol-dce -mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTHING --allow-empty
// RUN: rmlir-opt %s -symbol-dce -mlir-print-ir-after-all=0 -mlir-print-ir-before-all=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTHING --allow-empty
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(func.func(symbol-privatize))' -mlir-print-ir-before-all -mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=THREADS

// Module scope needs threading off (upstream's error ends with a newline of its own); pass
// lists name registered passes; printing "after change" needs an "after" flag to print at
// all. With threading on (the last RUN line, one function so that upstream's output is
// deterministic too) a nested pass prints its function.

// SCOPE:      <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
// SCOPE-EMPTY:
// SCOPE-NOT:  {{.}}

// UNKNOWN: for the --mlir-print-ir-before option: Cannot find option named 'foo'!

// NOTHING-NOT: IR Dump

// THREADS:      // -----// IR Dump Before SymbolPrivatize (symbol-privatize) //----- //
// THREADS-NEXT: func.func @f() {
// THREADS-NEXT:   return
// THREADS-NEXT: }
// THREADS-EMPTY:
// THREADS-NEXT: // -----// IR Dump After SymbolPrivatize (symbol-privatize) //----- //
// THREADS-NEXT: func.func @f() {
// THREADS-NEXT:   return
// THREADS-NEXT: }
// THREADS-EMPTY:
// THREADS-NOT:  {{.}}

func.func @f() {
  return
}
