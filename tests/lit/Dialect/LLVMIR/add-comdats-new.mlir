// RUN: rmlir-opt -llvm-add-comdats %s | FileCheck %s

// Without a comdat, one is created at the start of the module.
// CHECK:      module {
// CHECK-NEXT:   llvm.comdat @__llvm_comdat {
// CHECK-NEXT:     llvm.comdat_selector @f any
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g()
// CHECK:        llvm.func linkonce @f() comdat(@__llvm_comdat::@f)
llvm.func @g()
llvm.func linkonce @f() {
  llvm.return
}
