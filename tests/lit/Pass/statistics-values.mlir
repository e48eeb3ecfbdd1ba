// REQUIRES: stats
// RUN: rmlir-opt %s -mlir-pass-statistics -pass-pipeline='builtin.module(builtin.module(symbol-dce,symbol-privatize),func.func(strip-debuginfo),symbol-dce,symbol-dce)' -o /dev/null 2>&1 | FileCheck %s
// RUN: rmlir-opt %s -mlir-pass-statistics -mlir-pass-statistics-display=list -pass-pipeline='builtin.module(builtin.module(symbol-dce),symbol-dce,func.func(strip-debuginfo))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST

// The full report, as upstream prints it when built with LLVM_ENABLE_STATS (rmlir's `stats`
// feature; `cargo test --features stats`): the pipeline display mirrors the pass manager,
// one entry per pass instance; the list display merges the passes by name. SymbolDCE counts
// the symbols it erases, those of symbol tables nested in an erased one included; the nested
// SymbolDCE sums its runs on both modules (upstream merges its per-thread copies).

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT: Pipeline Collection : ['builtin.module', 'func.func']
// CHECK-NEXT:   'builtin.module' Pipeline
// CHECK-NEXT:     SymbolDCE
// CHECK-NEXT:       (S) 2 num-dce'd - Number of symbols DCE'd
// CHECK-NEXT:     SymbolPrivatize
// CHECK-NEXT:   'func.func' Pipeline
// CHECK-NEXT:     StripDebugInfo
// CHECK-NEXT: SymbolDCE
// CHECK-NEXT:   (S) 3 num-dce'd - Number of symbols DCE'd
// CHECK-NEXT: SymbolDCE
// CHECK-NEXT:   (S) 0 num-dce'd - Number of symbols DCE'd
// CHECK-EMPTY:
// CHECK-NOT:  {{.}}

// LIST:      ===-------------------------------------------------------------------------===
// LIST-NEXT:                          ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT:   SymbolDCE
// LIST-NEXT:     (S) 5 num-dce'd - Number of symbols DCE'd
// LIST-EMPTY:
// LIST-NOT:  {{.}}

module {
  func.func private @a()
  func.func @c() {
    return
  }
  module @m attributes {sym_visibility = "private"} {
    func.func private @x()
    func.func @y() {
      return
    }
  }
  module @kept {
    func.func private @z()
  }
}
