// RUN: rmlir-translate --mlir-to-asm -g %s | FileCheck %s
// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s --check-prefix=NODEBUG
// Under -g each op's location becomes a line-table row (printed as `.loc FILE LINE COL`
// where the position changes): a file location itself, the callee of a call site (where
// inlined code came from), the child of a name, the first file position of a fused
// location. Ops with an unknown location continue the previous row; the prologue has the
// function's own location. Without -g there is no debug information.

// CHECK: .file 1 "{{.*}}debug-info.mlir"
// CHECK-NEXT: .file 2 "other.mlir"
// CHECK-NEXT: .file 3 "inlined.mlir"
// CHECK-LABEL: f:
// CHECK-NEXT: .loc 1 [[@LINE+12]] 1
// CHECK: .loc 2 10 3
// CHECK-NEXT: add
// CHECK: .loc 3 20 5
// CHECK-NEXT: imul
// CHECK: .loc 2 12 7
// CHECK-NEXT: sub
// CHECK: .loc 2 13 9
// CHECK-NEXT: xor
// CHECK-NEXT: or
// CHECK: .loc 1 [[@LINE+8]] 3
// CHECK-NEXT: pop
llvm.func @f(%a: i64, %b: i64) -> i64 {
  %0 = llvm.add %a, %b : i64 loc("other.mlir":10:3)
  %1 = llvm.mul %0, %a : i64 loc(callsite("inlined.mlir":20:5 at "other.mlir":11:1))
  %2 = llvm.sub %1, %b : i64 loc(fused[unknown, "other.mlir":12:7, "x.mlir":1:1])
  %3 = llvm.xor %2, %a : i64 loc("named"("other.mlir":13:9))
  %4 = llvm.or %3, %a : i64 loc(unknown)
  llvm.return %4 : i64
}

// Without file locations a function has no rows (its code stays covered by its
// subprogram's range).
// CHECK-LABEL: g:
// CHECK-NOT: .loc
// CHECK: .Lfunc_end1:
llvm.func @g(%a: i64) -> i64 {
  %0 = llvm.add %a, %a : i64 loc(unknown)
  llvm.return %0 : i64 loc(unknown)
} loc(unknown)

// NODEBUG-NOT: .file
// NODEBUG-NOT: .loc
