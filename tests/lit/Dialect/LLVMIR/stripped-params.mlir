// RUN: rmlir-opt --mlir-print-local-scope --allow-unregistered-dialect %s | FileCheck %s

// Without aliases, parameters of a concrete attribute class print stripped (`<...>`), as
// upstream's printStrippedAttrOrType; parameters of an interface type print in full.
// CHECK: dbg_expr = #llvm.di_global_variable_expression<var = <scope = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a.c" in "/d">, isOptimized = true, emissionKind = Full>, name = "g", file = <"a.c" in "/d">, line = 1, type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32>>, expr = <>>
// CHECK: a = #llvm.di_local_variable<scope = #llvm.di_subprogram<compileUnit = <id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a.c" in "/d">, isOptimized = true, emissionKind = Full>, scope = #llvm.di_file<"a.c" in "/d">, name = "f", file = <"a.c" in "/d">, subprogramFlags = Definition, type = <callingConvention = DW_CC_normal>>, name = "x", file = <"a.c" in "/d">, type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32>>
// CHECK-SAME: t = #llvm.tbaa_tag<base_type = <id = "d", members = {<#llvm.tbaa_root<id = "r">, 0>}>, access_type = <id = "d", members = {<#llvm.tbaa_root<id = "r">, 0>}>, offset = 0>
#file = #llvm.di_file<"a.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition, type = #st>
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32>
#lv = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, type = #bt>
#gv = #llvm.di_global_variable_expression<var = <scope = #cu, name = "g", file = #file, line = 1, type = #bt>, expr = <>>
#root = #llvm.tbaa_root<id = "r">
#desc = #llvm.tbaa_type_desc<id = "d", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>
llvm.mlir.global external @g() {dbg_expr = #gv} : i32
"test.x"() {a = #lv, t = #tag} : () -> ()
