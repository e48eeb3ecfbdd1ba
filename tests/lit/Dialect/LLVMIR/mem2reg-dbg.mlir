// RUN: rmlir-opt %s --pass-pipeline='builtin.module(llvm.func(mem2reg))' | FileCheck %s

// A promoted slot's `dbg.declare` becomes a `dbg.value` after each promoted store and at
// each new block argument; a `dbg.value` of the pointer gets an undef instead.

#file = #llvm.di_file<"test.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, type = #int>
#var2 = #llvm.di_local_variable<scope = #sp, name = "y", file = #file, type = #int>

// CHECK-DAG: #[[Y:di_local_variable[0-9]*]] = #llvm.di_local_variable<{{.*}}name = "y"
// CHECK-DAG: #[[X:di_local_variable[0-9]*]] = #llvm.di_local_variable<{{.*}}name = "x"
// CHECK-LABEL: llvm.func @dbg
// CHECK-SAME: (%[[C:[a-z0-9_]+]]: i1, %[[V:[a-z0-9_]+]]: i32, %[[W:[a-z0-9_]+]]: i32)
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: %[[U:[a-z0-9_]+]] = llvm.mlir.undef : !llvm.ptr
// CHECK-NEXT: llvm.intr.dbg.value #[[Y]] = %[[U]] : !llvm.ptr
// CHECK-NEXT: llvm.intr.dbg.value #[[X]] = %[[V]] : i32
// CHECK-NEXT: llvm.cond_br %[[C]], ^[[BB1:[a-z0-9_]+]], ^[[BB2:[a-z0-9_]+]](%[[V]] : i32)
// CHECK-NEXT: ^[[BB1]]:
// CHECK-NEXT: llvm.intr.dbg.value #[[X]] = %[[W]] : i32
// CHECK-NEXT: llvm.br ^[[BB2]](%[[W]] : i32)
// CHECK-NEXT: ^[[BB2]](%[[ARG:[a-z0-9_]+]]: i32):
// CHECK-NEXT: llvm.intr.dbg.value #[[X]] = %[[ARG]] : i32
// CHECK-NEXT: llvm.return %[[ARG]] : i32
llvm.func @dbg(%c: i1, %v: i32, %w: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #var = %a : !llvm.ptr
  llvm.intr.dbg.value #var2 = %a : !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %w, %a : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}
