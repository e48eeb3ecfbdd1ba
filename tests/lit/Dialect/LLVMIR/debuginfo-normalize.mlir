// RUN: rmlir-opt --allow-unregistered-dialect %s | FileCheck %s

// Debug-info attributes print as upstream prints them whatever their spelling: on one line
// without comments, subrange integers typed, a single flag unquoted, and a global variable
// written stripped inside its expression aliased.
// CHECK:      #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32>
// CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c", flags = TypePassByReference, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = -1 : i64>>
// CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c2", flags = "TypePassByReference|NonTrivial">
// CHECK-NEXT: #di_file = #llvm.di_file<"a.c" in "/d">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = true, emissionKind = Full>
// CHECK-NEXT: #di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "g", file = #di_file, line = 1, type = #di_basic_type>
// CHECK-NEXT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
// CHECK:      e = #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32)]>
#file = #llvm.di_file<"a.c"   in   "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#bt = #llvm.di_basic_type<
  // A comment.
  tag = DW_TAG_base_type,name = "int",
  sizeInBits = 32>
#ct = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c", flags = "TypePassByReference", elements = #llvm.di_subrange<count = 4, lowerBound = -1>>
#ct2 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c2", flags = "TypePassByReference|NonTrivial">
#gv = #llvm.di_global_variable_expression<var = <scope = #cu, name = "g", file = #file, line = 1, type = #bt>, expr = <>>
#e = #llvm.di_expression<[DW_OP_LLVM_fragment(0,32)]>
llvm.mlir.global external @g() {dbg_expr = #gv} : i32
"test.x"() {a = #ct, b = #ct2, e = #e} : () -> ()
