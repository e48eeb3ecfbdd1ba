// RUN: rmlir-opt --mlir-print-op-generic --pass-pipeline='builtin.module(gpu.module(func.func(test-data-layout-query)))' %s | FileCheck %s

// gpu.module is a data layout scope too (upstream's HasDefaultDLTIDataLayout): its
// dlti.dl_spec combines with the enclosing module's (invalid.mlir: it is verified as a
// module's).

// CHECK: "test.data_layout_query"() {alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 32 : index, endianness = "big", global_memory_space = 0 : ui32, index = 32 : index, preferred = 4 : index, program_memory_space = 0 : ui32, size = 4 : index, stack_alignment = 0 : index} : () -> index
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">>} {
  "gpu.module"() ({
    func.func @f() {
      %0 = "test.data_layout_query"() : () -> index
      return
    }
    "gpu.module_end"() : () -> ()
  }) {sym_name = "g", dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} : () -> ()
}
