// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s
// Branch simplification: no jump to the next block, inverted conditions when the taken
// target comes next, and split critical edges that need no moves disappear (branches
// go straight to their destination).

module {
  // A branch whose edge needs moves keeps its split block.
  // CHECK-LABEL: thread:
  // CHECK:      test $1,%dil
  // CHECK-NEXT: je .LBB0_2
  // CHECK-NEXT: .LBB0_1:
  // CHECK-NEXT: mov %rsi,%rax
  // CHECK-NEXT: jmp .LBB0_3
  llvm.func @thread(%c: i1, %a: i64) -> i64 {
    llvm.cond_br %c, ^m(%a : i64), ^o
  ^o:
    %x = llvm.add %a, %a : i64
    llvm.br ^m(%x : i64)
  ^m(%r: i64):
    llvm.return %r : i64
  }
  // The edge to ^m needs no moves: its split block is gone.
  // CHECK-LABEL: thread2:
  // CHECK:      test $1,%dil
  // CHECK-NEXT: jne .LBB1_1
  // CHECK-NEXT: .LBB1_2:
  // CHECK-NEXT: mov %rsi,(%rdx)
  // CHECK-NEXT: .LBB1_1:
  // CHECK-NEXT: pop %rbp
  llvm.func @thread2(%c: i1, %a: i64, %p: !llvm.ptr) {
    llvm.cond_br %c, ^m, ^o
  ^o:
    llvm.store %a, %p : i64, !llvm.ptr
    llvm.br ^m
  ^m:
    llvm.return
  }
  // The loop body follows its header; the exit test is inverted.
  // CHECK-LABEL: loop:
  // CHECK:      .LBB2_1:
  // CHECK-NEXT: cmp %rdi,%r8
  // CHECK-NEXT: jge .LBB2_3
  // CHECK-NEXT: .LBB2_2:
  // CHECK-NEXT: add %r8,%rax
  // CHECK-NEXT: add $1,%r8
  // CHECK-NEXT: jmp .LBB2_1
  // CHECK-NEXT: .LBB2_3:
  // CHECK-NEXT: pop %rbp
  // CHECK-NEXT: ret
  llvm.func @loop(%n: i64) -> i64 {
    %z = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^h(%z, %z : i64, i64)
  ^h(%i: i64, %s: i64):
    %c = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %c, ^b, ^e
  ^b:
    %s2 = llvm.add %s, %i : i64
    %i2 = llvm.add %i, %one : i64
    llvm.br ^h(%i2, %s2 : i64, i64)
  ^e:
    llvm.return %s : i64
  }
}
