// RUN: rmlir-opt --convert-func-to-llvm --split-input-file %s | FileCheck %s
// RUN: rmlir-opt --convert-func-to-llvm=index-bitwidth=16 --split-input-file %s | FileCheck %s --check-prefix=OPT
// RUN: rmlir-opt --pass-pipeline='builtin.module(builtin.module(convert-func-to-llvm))' --split-input-file %s | FileCheck %s --check-prefix=NESTED
// RUN: rmlir-opt --convert-arith-to-llvm --split-input-file %s | FileCheck %s --check-prefix=ARITH

// `index` lowers to the bitwidth of the module's data layout; the index-bitwidth option
// overrides it. convert-arith-to-llvm ignores the data layout, as upstream's.

// CHECK: llvm.func @f(%arg0: i32) -> i32
// OPT: llvm.func @f(%arg0: i16) -> i16
// ARITH: llvm.mlir.constant(1 : index) : i64
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func.func @f(%a: index) -> index {
    %c = arith.constant 1 : index
    return %a : index
  }
}

// -----

// The pass takes the layout of the op it runs on (the top-level module), also for the
// functions of a nested module with its own spec.
// CHECK: llvm.func @g(%arg0: i64) -> i64
// Run on the nested module, the pass takes its spec combined with the outer one.
// NESTED: llvm.func @g(%arg0: i16) -> i16
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">>} {
  module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 16>>} {
    func.func @g(%a: index) -> index {
      return %a : index
    }
  }
}
