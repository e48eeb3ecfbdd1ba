// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s
// Instruction selection folds what x86-64 absorbs: immediates, addressing modes, compares
// into branches and cmov, byte compares of i8, frame slots for static allocas.

module {
  llvm.mlir.global internal @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  // Immediates fold into the instruction; the add reuses the argument register.
  llvm.func @add_imm(%a: i64) -> i64 {
    %c = llvm.mlir.constant(42 : i64) : i64
    %0 = llvm.add %a, %c : i64
    llvm.return %0 : i64
  }
  // A getelementptr folds into the load's addressing mode (base + index*4).
  llvm.func @load_index(%p: !llvm.ptr, %i: i64) -> i32 {
    %g = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %g : !llvm.ptr -> i32
    llvm.return %v : i32
  }
  // A global defined here is addressed RIP-relative.
  llvm.func @load_global(%i: i64) -> i32 {
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %g = llvm.getelementptr %t[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %g : !llvm.ptr -> i32
    llvm.return %v : i32
  }
  // The compare sets the flags its branch reads: no setcc.
  llvm.func @max(%a: i32, %b: i32) -> i32 {
    %c = llvm.icmp "sgt" %a, %b : i32
    llvm.cond_br %c, ^t, ^f
  ^t:
    llvm.return %a : i32
  ^f:
    llvm.return %b : i32
  }
  // select becomes cmp + cmov.
  llvm.func @umin(%a: i64, %b: i64) -> i64 {
    %c = llvm.icmp "ult" %a, %b : i64
    %r = llvm.select %c, %a, %b : i1, i64
    llvm.return %r : i64
  }
  // i8 compares use the byte registers (upper bits are undefined).
  llvm.func @eq8(%a: i8, %b: i8) -> i1 {
    %c = llvm.icmp "eq" %a, %b : i8
    llvm.return %c : i1
  }
  // Unsigned division zero-extends into rax and clears rdx.
  llvm.func @udiv16(%a: i16, %b: i16) -> i16 {
    %q = llvm.udiv %a, %b : i16
    llvm.return %q : i16
  }
  // Doubles: SSE2 scalar arithmetic; a constant comes from the constant pool.
  llvm.func @axpy(%a: f64, %x: f64) -> f64 {
    %c = llvm.mlir.constant(2.5 : f64) : f64
    %m = llvm.fmul %a, %x : f64
    %r = llvm.fadd %m, %c : f64
    llvm.return %r : f64
  }
  // Static allocas are frame slots addressed from rbp.
  llvm.func @slot(%v: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    llvm.store %v, %p : i64, !llvm.ptr
    %r = llvm.load %p : !llvm.ptr -> i64
    llvm.return %r : i64
  }
}
// CHECK-LABEL: add_imm:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: mov %rdi,%rax
// CHECK-NEXT: add $0x2A,%rax
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-LABEL: load_index:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: mov (%rdi,%rsi,4),%eax
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-LABEL: load_global:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: mov table+8(%rip),%eax
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-LABEL: max:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: cmp %esi,%edi
// CHECK-NEXT: mov %rsi,%rax
// CHECK-NEXT: jle .LBB3_2
// CHECK-NEXT: .LBB3_1:
// CHECK-NEXT: mov %rdi,%rax
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-NEXT: .LBB3_2:
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-LABEL: umin:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: cmp %rsi,%rdi
// CHECK-NEXT: mov %rsi,%rax
// CHECK-NEXT: cmovb %rdi,%rax
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-LABEL: eq8:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: cmp %sil,%dil
// CHECK-NEXT: sete %al
// CHECK-NEXT: movzbl %al,%eax
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-LABEL: udiv16:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: movzwl %di,%eax
// CHECK-NEXT: movzwl %si,%esi
// CHECK-NEXT: xor %edx,%edx
// CHECK-NEXT: div %esi
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-LABEL: axpy:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: mulsd %xmm1,%xmm0
// CHECK-NEXT: movsd .LCPI7_0(%rip),%xmm5
// CHECK-NEXT: addsd %xmm5,%xmm0
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK-LABEL: slot:
// CHECK-NEXT: push %rbp
// CHECK-NEXT: mov %rsp,%rbp
// CHECK-NEXT: sub $0x10,%rsp
// CHECK-NEXT: mov %rdi,-8(%rbp)
// CHECK-NEXT: mov -8(%rbp),%rax
// CHECK-NEXT: add $0x10,%rsp
// CHECK-NEXT: pop %rbp
// CHECK-NEXT: ret
// CHECK: .section .data
// CHECK-NEXT: .p2align 2
// CHECK-NEXT: table:
// CHECK-NEXT: .byte 1,0,0,0,2,0,0,0,3,0,0,0,4,0,0,0
