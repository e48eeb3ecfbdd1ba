// Functions whose attributes do not lower are diagnosed and stay func.func.
// RUN: rmlir-opt %s -convert-func-to-llvm -split-input-file -verify-diagnostics | FileCheck %s

// CHECK: func.func private @bad_linkage
// expected-error @below {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @bad_linkage() attributes {llvm.linkage = 3 : i64}

// -----

// CHECK: func.func private @bad_readnone
// expected-error @below {{Contains llvm.readnone attribute not of type UnitAttr}}
func.func private @bad_readnone() attributes {llvm.readnone = true}

// -----

// CHECK: func.func private @variadic_c
// expected-error @below {{C interface for variadic functions is not supported yet.}}
func.func private @variadic_c(i32) attributes {func.varargs = true, llvm.emit_c_interface}
