// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Atomics: lock xadd / xchg for add, sub and xchg, lock cmpxchg loops for the other
// read-modify-write operations, xchg for seq_cst stores (plain mov otherwise), mfence for
// seq_cst fences only.

// CHECK-LABEL: rmw_add:
// CHECK: lock xadd %eax,(%rdi)
llvm.func @rmw_add(%p: !llvm.ptr, %v: i32) -> i32 {
  %r = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32
  llvm.return %r : i32
}
// CHECK-LABEL: rmw_sub:
// CHECK: neg %rsi
// CHECK: lock xadd %rax,(%rdi)
llvm.func @rmw_sub(%p: !llvm.ptr, %v: i64) -> i64 {
  %r = llvm.atomicrmw sub %p, %v monotonic : !llvm.ptr, i64
  llvm.return %r : i64
}
// CHECK-LABEL: rmw_xchg:
// CHECK: xchg %al,(%rdi)
llvm.func @rmw_xchg(%p: !llvm.ptr, %v: i8) -> i8 {
  %r = llvm.atomicrmw xchg %p, %v acquire : !llvm.ptr, i8
  llvm.return %r : i8
}
// CHECK-LABEL: rmw_umax:
// CHECK: mov (%rdi),%rax
// CHECK: cmp
// CHECK: cmovbe
// CHECK: lock cmpxchg
// CHECK: jne
llvm.func @rmw_umax(%p: !llvm.ptr, %v: i64) -> i64 {
  %r = llvm.atomicrmw umax %p, %v seq_cst : !llvm.ptr, i64
  llvm.return %r : i64
}
// CHECK-LABEL: rmw_nand:
// CHECK: mov (%rdi),%eax
// CHECK: and
// CHECK: not
// CHECK: lock cmpxchg
// CHECK: jne
llvm.func @rmw_nand(%p: !llvm.ptr, %v: i32) -> i32 {
  %r = llvm.atomicrmw nand %p, %v seq_cst : !llvm.ptr, i32
  llvm.return %r : i32
}
// CHECK-LABEL: cas:
// CHECK: lock cmpxchg %rdx,(%rdi)
// CHECK: sete
llvm.func @cas(%p: !llvm.ptr, %c: i64, %v: i64) -> i1 {
  %r = llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i64
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i64, i1)>
  llvm.return %ok : i1
}
// CHECK-LABEL: store_sc:
// CHECK: xchg %esi,(%rdi)
llvm.func @store_sc(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
// CHECK-LABEL: store_rel:
// CHECK: mov %esi,(%rdi)
// CHECK-NOT: xchg
llvm.func @store_rel(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
// CHECK-LABEL: fences:
// CHECK-NOT: mfence
// CHECK: mfence
// CHECK-NOT: mfence
llvm.func @fences() {
  llvm.fence acquire
  llvm.fence seq_cst
  llvm.return
}

