// func ops lowered to llvm: declarations with linkage / readnone / varargs / visibility, argument
// and result attributes, several results packed into a struct (return inserts, calls extract),
// void functions, func.constant and call_indirect through !llvm.ptr; arith lowers too.
// RUN: rmlir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: rmlir-opt %s -convert-func-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

func.func private @decl(i32, index) -> (i64, f32) attributes {llvm.custom = 1 : i32}
func.func private @weak(f16) attributes {llvm.linkage = #llvm.linkage<extern_weak>}
func.func private @pure(i32) -> i32 attributes {llvm.readnone}
func.func private @printf(!llvm.ptr) -> i32 attributes {func.varargs = true}
func.func private @fn_types((i32) -> i32) -> ((f32) -> (), () -> ())
func.func nested @nested_vis(%a: complex<f32>) -> complex<f32> {
  return %a : complex<f32>
}
func.func @attrs(%a: i32 {llvm.noundef, llvm.zeroext}, %b: index, %c: !llvm.ptr {llvm.byval = index}) -> (i64 {llvm.signext}) {
  %r:2 = call @decl(%a, %b) {tag} : (i32, index) -> (i64, f32)
  return %r#0 : i64
}
func.func @multi(%a: i32, %b: f32, %i: index) -> (i32, f32, index) attributes {llvm.custom = "x"} {
  %p = llvm.mlir.zero : !llvm.ptr
  %f = constant @attrs : (i32, index, !llvm.ptr) -> i64
  %r = call_indirect %f(%a, %i, %p) : (i32, index, !llvm.ptr) -> i64
  return %a, %b, %i : i32, f32, index
}
func.func @void() {
  call @void() : () -> ()
  %a = arith.constant 1 : i32
  %b = arith.constant 2.0 : f32
  %c = arith.constant 3 : index
  %0:3 = call @multi(%a, %b, %c) : (i32, f32, index) -> (i32, f32, index)
  %i = arith.addi %0#2, %0#2 : index
  return
}

// CHECK-LABEL: llvm.func @decl(i32, i64) -> !llvm.struct<(i64, f32)> attributes {llvm.custom = 1 : i32, sym_visibility = "private"}
// CHECK-LABEL: llvm.func extern_weak @weak(f16) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @pure(i32) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @printf(!llvm.ptr, ...) -> i32 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @fn_types(!llvm.ptr) -> !llvm.struct<(ptr, ptr)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @nested_vis(%arg0: !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)> attributes {sym_visibility = "nested"} {
// CHECK-NEXT:  llvm.return %arg0 : !llvm.struct<(f32, f32)>
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @attrs(%arg0: i32 {llvm.noundef, llvm.zeroext}, %arg1: i64, %arg2: !llvm.ptr {llvm.byval = i64}) -> (i64 {llvm.signext}) {
// CHECK-NEXT:  %0 = llvm.call @decl(%arg0, %arg1) {tag} : (i32, i64) -> !llvm.struct<(i64, f32)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, f32)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, f32)>
// CHECK-NEXT:  llvm.return %1 : i64
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @multi(%arg0: i32, %arg1: f32, %arg2: i64) -> !llvm.struct<(i32, f32, i64)> attributes {llvm.custom = "x"} {
// CHECK-NEXT:  %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:  %1 = llvm.mlir.addressof @attrs : !llvm.ptr
// CHECK-NEXT:  %2 = llvm.call %1(%arg0, %arg2, %0) : !llvm.ptr, (i32, i64, !llvm.ptr) -> i64
// CHECK-NEXT:  %3 = llvm.mlir.undef : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  %6 = llvm.insertvalue %arg2, %5[2] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  llvm.return %6 : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @void() {
// CHECK-NEXT:  llvm.call @void() : () -> ()
// CHECK-NEXT:  %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %1 = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK-NEXT:  %2 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:  %3 = llvm.call @multi(%0, %1, %2) : (i32, f32, i64) -> !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  %5 = llvm.extractvalue %3[1] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  %6 = llvm.extractvalue %3[2] : !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:  %7 = llvm.add %6, %6 : i64
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }

// IDX32: llvm.func @attrs(%arg0: i32 {llvm.noundef, llvm.zeroext}, %arg1: i32, %arg2: !llvm.ptr {llvm.byval = i32}) -> (i64 {llvm.signext}) {
// IDX32: llvm.func @multi(%arg0: i32, %arg1: f32, %arg2: i32) -> !llvm.struct<(i32, f32, i32)> attributes {llvm.custom = "x"} {
// IDX32: %3 = llvm.call @multi(%0, %1, %2) : (i32, f32, i32) -> !llvm.struct<(i32, f32, i32)>
// IDX32: %7 = llvm.add %6, %6 : i32
