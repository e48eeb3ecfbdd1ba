// RUN: rmlir-opt -llvm-add-comdats %s | FileCheck %s

// Selectors are added at the start of an existing @__llvm_comdat, one per linkonce or
// linkonce_odr function, in reverse order; other linkages are left alone.
// CHECK:      llvm.comdat @__llvm_comdat {
// CHECK-NEXT:   llvm.comdat_selector @second any
// CHECK-NEXT:   llvm.comdat_selector @first any
// CHECK-NEXT:   llvm.comdat_selector @existing any
// CHECK-NEXT: }
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @existing any
}
// CHECK: llvm.func linkonce @first() comdat(@__llvm_comdat::@first)
llvm.func linkonce @first() {
  llvm.return
}
// CHECK: llvm.func @plain() {
llvm.func @plain() {
  llvm.return
}
// CHECK: llvm.func linkonce_odr @second() comdat(@__llvm_comdat::@second)
llvm.func linkonce_odr @second() {
  llvm.return
}
// CHECK: llvm.func weak @weak() {
llvm.func weak @weak() {
  llvm.return
}
