// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

#file = #llvm.di_file<"t.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = None>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#x = #llvm.di_local_variable<scope = #sp, name = "x">
#l = #llvm.di_label<scope = #sp, name = "here">

// CHECK-LABEL: llvm.func @dbg
// CHECK: llvm.intr.dbg.declare #di_local_variable = %arg0 : !llvm.ptr
// CHECK: llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_deref]> = %arg1 : i64
// CHECK: llvm.intr.dbg.label #di_label
// GENERIC: "llvm.intr.dbg.declare"(%{{.*}}) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable}> : (!llvm.ptr) -> ()
// GENERIC: "llvm.intr.dbg.value"(%{{.*}}) <{locationExpr = #llvm.di_expression<[DW_OP_deref]>, varInfo = #di_local_variable}> : (i64) -> ()
// GENERIC: "llvm.intr.dbg.label"() <{label = #di_label}> : () -> ()
llvm.func @dbg(%p: !llvm.ptr, %v: i64) {
  llvm.intr.dbg.declare #x = %p : !llvm.ptr
  llvm.intr.dbg.value #x #llvm.di_expression<[DW_OP_deref]> = %v : i64
  llvm.intr.dbg.label #l
  llvm.return
}
