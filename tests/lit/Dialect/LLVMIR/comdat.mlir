// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: llvm.comdat @groups {
// CHECK-NEXT: llvm.comdat_selector @a largest
// CHECK-NEXT: llvm.comdat_selector @b nodeduplicate
// CHECK-NEXT: }
// GENERIC: "llvm.comdat"() <{sym_name = "groups"}> ({
// GENERIC-NEXT: "llvm.comdat_selector"() <{comdat = 2 : i64, sym_name = "a"}> : () -> ()
// GENERIC-NEXT: "llvm.comdat_selector"() <{comdat = 3 : i64, sym_name = "b"}> : () -> ()
llvm.comdat @groups {
  llvm.comdat_selector @a largest
  llvm.comdat_selector @b nodeduplicate
}

// CHECK: llvm.mlir.global internal @in_a(1 : i64) comdat(@groups::@a)
llvm.mlir.global internal @in_a(1 : i64) comdat(@groups::@a) : i64

// CHECK: llvm.func @in_b() comdat(@groups::@b)
llvm.func @in_b() comdat(@groups::@b) {
  llvm.return
}
