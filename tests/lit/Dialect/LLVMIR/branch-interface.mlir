// RUN: rmlir-opt %s --pass-pipeline='builtin.module(llvm.func(canonicalize{region-simplify=aggressive}))' | FileCheck %s

// llvm.br, llvm.cond_br and llvm.switch implement BranchOpInterface: aggressive region
// simplification merges identical blocks, forwarding the values that differ through the
// predecessors' successor operands.

llvm.func @use(i64)

// CHECK-LABEL: llvm.func @merge_blocks_with_arguments(
// CHECK-SAME:      %[[C:.*]]: i1, %[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK-NEXT:    llvm.cond_br %[[C]], ^bb1(%[[A]], %[[B]] : i64, i64), ^bb1(%[[B]], %[[A]] : i64, i64)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i64, %[[Y:.*]]: i64):
// CHECK-NEXT:    llvm.call @use(%[[X]]) : (i64) -> ()
// CHECK-NEXT:    llvm.call @use(%[[Y]]) : (i64) -> ()
// CHECK-NEXT:    llvm.return
llvm.func @merge_blocks_with_arguments(%c: i1, %a: i64, %b: i64) {
  llvm.cond_br %c, ^bb1(%a : i64), ^bb2(%b : i64)
^bb1(%x: i64):
  llvm.call @use(%x) : (i64) -> ()
  llvm.call @use(%b) : (i64) -> ()
  llvm.return
^bb2(%y: i64):
  llvm.call @use(%y) : (i64) -> ()
  llvm.call @use(%a) : (i64) -> ()
  llvm.return
}
