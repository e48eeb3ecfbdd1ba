// RUN: rmlir-opt %s -verify-diagnostics -split-input-file -pass-pipeline='builtin.module(func.func(symbol-dce))' -o /dev/null
// RUN: rmlir-opt %s -verify-diagnostics -split-input-file -pass-pipeline='builtin.module(func.func(symbol-dce))' -mlir-disable-threading -mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s

// Under --verify-diagnostics a pass's errors come without the op printed in a note, as
// mlir-opt turns that off; IR dumps still go to stderr.

// CHECK: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// CHECK: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //

// expected-error @+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @f() {
  return
}

// -----

// expected-error @+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @g() {
  return
}
