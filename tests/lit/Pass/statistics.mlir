// UNSUPPORTED: stats
// RUN: rmlir-opt %s -split-input-file -mlir-pass-statistics -pass-pipeline='builtin.module(symbol-dce,func.func(strip-debuginfo))' -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -mlir-pass-statistics -mlir-pass-statistics-display=list -symbol-dce -o /dev/null 2>&1 | FileCheck %s
// RUN: not rmlir-opt %s -split-input-file -mlir-pass-statistics -pass-pipeline='builtin.module(func.func(symbol-dce))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not rmlir-opt %s -mlir-pass-statistics -pass-pipeline='builtin.module(foo)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOT-RUN
// RUN: not rmlir-opt %s -mlir-pass-statistics-display=tree 2>&1 | FileCheck %s --check-prefix=DISPLAY

// The report follows each run of the pass manager (once per split chunk, after the pass
// diagnostics, failed runs included; not when no pipeline ran). Built without the `stats`
// feature, as mlir-opt 19 here is built without LLVM_ENABLE_STATS, it is the banner alone
// (statistics-values.mlir checks the full report, built with it).

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-EMPTY:
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-EMPTY:
// CHECK-NOT:  {{.}}

// FAIL:      error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// FAIL:      ... Pass statistics report ...
// FAIL-NEXT: ===
// FAIL-EMPTY:
// FAIL-NEXT: {{.*}}: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// FAIL:      ... Pass statistics report ...

// NOT-RUN-NOT: statistics report

// DISPLAY: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

module {
  func.func private @dead() {
    return
  }
}

// -----

func.func @f() {
  return
}
