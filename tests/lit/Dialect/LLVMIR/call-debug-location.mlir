// RUN: not rmlir-opt %s 2>&1 | FileCheck %s

// A call between two functions with subprogram locations needs a location.

#f = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f, isOptimized = false, emissionKind = Full>
#sp0 = #llvm.di_subprogram<compileUnit = #cu, scope = #f, name = "callee", file = #f, subprogramFlags = Definition>
#sp1 = #llvm.di_subprogram<compileUnit = #cu, scope = #f, name = "caller", file = #f, subprogramFlags = Definition>
#l0 = loc(fused<#sp0>["a.c":1:1])
#l1 = loc(fused<#sp1>["a.c":5:1])

llvm.func @callee() {
  llvm.return
} loc(#l0)

// CHECK: <unknown>:0: error: inlinable function call in a function with a DISubprogram location must have a debug location
llvm.func @caller() {
  llvm.call @callee() : () -> () loc(unknown)
  llvm.return
} loc(#l1)
