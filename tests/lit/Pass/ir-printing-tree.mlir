// RUN: rm -rf %t
// RUN: rmlir-opt %s -pass-pipeline='builtin.module(symbol-privatize,func.func(strip-debuginfo),symbol-dce)' -mlir-print-ir-before=symbol-privatize -mlir-print-ir-after-all -mlir-print-ir-tree-dir=%t -o /dev/null 2>&1 | FileCheck %s --check-prefix=STDERR --allow-empty
// RUN: cat %t/builtin_module_top/0_symbol-privatize.mlir | FileCheck %s --check-prefix=BEFORE
// RUN: cat %t/builtin_module_top/1_symbol-privatize.mlir | FileCheck %s --check-prefix=AFTER
// RUN: cat %t/builtin_module_top/func_func_f/1_0_strip-debuginfo.mlir | FileCheck %s --check-prefix=NESTED
// RUN: cat %t/builtin_module_top/func_func_g/1_0_strip-debuginfo.mlir | FileCheck %s --check-prefix=NESTED-G
// RUN: cat %t/builtin_module_top/2_symbol-dce.mlir | FileCheck %s --check-prefix=LAST
// RUN: rmlir-opt %s -symbol-dce -mlir-print-ir-after-all -mlir-print-ir-tree-dir=%t/builtin_module_top/2_symbol-dce.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOT-DIR

// With --mlir-print-ir-tree-dir each dump goes to a file of its own instead of stderr: one
// directory per op from the top-level one down to the pass's op (op name and symbol name),
// the file named by how many dumps of each of those ops came before and the pass argument.
// A directory that cannot be created is reported; the run goes on.

// STDERR-NOT: IR Dump

// BEFORE:      // -----// IR Dump Before SymbolPrivatize (symbol-privatize) //----- //
// BEFORE-NEXT: module @top {
// BEFORE-NEXT:   func.func @f() {

// AFTER:      // -----// IR Dump After SymbolPrivatize (symbol-privatize) //----- //
// AFTER-NEXT: module @top {
// AFTER-NEXT:   func.func private @f() {

// NESTED:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// NESTED-NEXT: func.func private @f() {
// NESTED-NEXT:   return
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NOT:  {{.}}

// NESTED-G: func.func private @g() {

// LAST:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// LAST-NEXT: module @top {
// LAST-NEXT: }

// NOT-DIR: Error while creating directory {{.*}}2_symbol-dce.mlir/builtin_module_top: Not a directory

module @top {
  func.func @f() {
    return
  }
  func.func @g() {
    return
  }
}
