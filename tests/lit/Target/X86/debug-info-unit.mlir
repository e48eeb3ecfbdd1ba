// RUN: rmlir-translate --mlir-to-asm -g %s | FileCheck %s
// The module's own file is file 1 (it names the compile unit), even when every function
// comes from another file.

// CHECK: .file 1 "{{.*}}debug-info-unit.mlir"
// CHECK-NEXT: .file 2 "g.mlir"
// CHECK-LABEL: g:
// CHECK-NEXT: .loc 2 1 1
// CHECK: .loc 2 2 3
// CHECK-NEXT: pop
llvm.func @g() {
  llvm.return loc("g.mlir":2:3)
} loc("g.mlir":1:1)
