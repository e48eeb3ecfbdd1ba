// RUN: rmlir-opt -llvm-request-c-wrappers %s | FileCheck %s

// CHECK: func.func private @decl() attributes {llvm.emit_c_interface}
func.func private @decl()

// An attribute already there keeps its place; the marker joins in name order.
// CHECK: func.func @def() attributes {a.b, llvm.emit_c_interface, z.y}
func.func @def() attributes {z.y, a.b} {
  return
}

// CHECK: llvm.func @not_builtin() {
llvm.func @not_builtin() {
  llvm.return
}
