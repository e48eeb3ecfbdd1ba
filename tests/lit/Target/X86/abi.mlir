// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Four integer leaves do not fit rax, rdx, rcx: the result goes through the hidden pointer
// in rdi, which comes back in rax (llc's sret demotion).
// CHECK-LABEL: big:
// CHECK: mov %{{.*}},0x18(%rdi)
// CHECK: mov %rdi,%rax
// CHECK: ret
llvm.func @big() -> !llvm.struct<(i64, i64, i64, i64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i64, i64, i64, i64)>
  %c = llvm.mlir.constant(7 : i64) : i64
  %1 = llvm.insertvalue %c, %0[3] : !llvm.struct<(i64, i64, i64, i64)>
  llvm.return %1 : !llvm.struct<(i64, i64, i64, i64)>
}

// The caller passes a frame slot as the hidden pointer and reads the result from it.
// CHECK-LABEL: callbig:
// CHECK: lea {{.*}},%rdi
// CHECK: call big
// CHECK: mov {{.*}}(%rbp),%rax
llvm.func @callbig() -> i64 {
  %0 = llvm.call @big() : () -> !llvm.struct<(i64, i64, i64, i64)>
  %1 = llvm.extractvalue %0[3] : !llvm.struct<(i64, i64, i64, i64)>
  llvm.return %1 : i64
}

// zeroext/signext arguments are extended to 32 bits by the caller.
// CHECK-LABEL: callext:
// CHECK: movzbl %dil,%edi
// CHECK: movswl %si,%esi
// CHECK: call ext
llvm.func @ext(i8 {llvm.zeroext}, i16 {llvm.signext})
llvm.func @callext(%a: i8, %b: i16) {
  llvm.call @ext(%a, %b) : (i8, i16) -> ()
  llvm.return
}

// ... and zeroext/signext results by the callee.
// CHECK-LABEL: retext:
// CHECK: movsbl %dil,%eax
// CHECK: ret
llvm.func @retext(%a: i8) -> (i8 {llvm.signext}) {
  llvm.return %a : i8
}

// An explicit sret pointer is returned in rax.
// CHECK-LABEL: sretarg:
// CHECK: mov %rdi,%rax
// CHECK: ret
llvm.func @sretarg(%p: !llvm.ptr {llvm.sret = !llvm.struct<(i64, i64, i64)>}) {
  llvm.return
}

// A byval pointee is copied into the outgoing argument area.
// CHECK-LABEL: callbv:
// CHECK: mov (%rdi),%[[A:.*]]
// CHECK: mov %[[A]],(%rsp)
// CHECK: mov 8(%rdi),%[[B:.*]]
// CHECK: mov %[[B]],8(%rsp)
// CHECK: call bv
llvm.func @bv(!llvm.ptr {llvm.byval = !llvm.struct<(i64, i32)>})
llvm.func @callbv(%p: !llvm.ptr) {
  llvm.call @bv(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// The callee gets the address of its copy.
// CHECK-LABEL: bvcallee:
// CHECK: lea 0x10(%rbp),%{{.*}}
llvm.func @bvcallee(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i64, i32)>}) -> i32 {
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32)>
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}

// A variadic definition saves the argument registers the named arguments left unused
// (here rsi..r9 and xmm1..xmm7) and llvm.intr.vastart points the va_list at them:
// gp_offset 8, fp_offset 48 + 16.
// CHECK-LABEL: va:
// CHECK-DAG: mov %rsi,{{.*}}(%rbp)
// CHECK-DAG: mov %r9,{{.*}}(%rbp)
// CHECK-DAG: movsd %xmm1,{{.*}}(%rbp)
// CHECK-DAG: movsd %xmm7,{{.*}}(%rbp)
// CHECK-DAG: movl $8,(%[[AP:.*]])
// CHECK-DAG: movl $0x40,4(%[[AP]])
// CHECK: ret
llvm.func @va(%a: i32, %b: f64, ...) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %one x !llvm.array<24 x i8> : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  llvm.intr.vaend %ap : !llvm.ptr
  llvm.return
}
