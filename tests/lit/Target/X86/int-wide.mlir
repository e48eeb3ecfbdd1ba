// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Integers of 65..128 bits in two registers (adc/sbb, mul + imul, shld/shrd with a
// 64-bit-amount fixup, cmp+sbb compares, libcalls for division) and loads/stores of
// integers whose store size is not a power of two.

// CHECK-LABEL: add128:
// CHECK: add %rdx,%rax
// CHECK: adc %rcx,%rdx
llvm.func @add128(%a: i128, %b: i128) -> i128 {
  %r = llvm.add %a, %b : i128
  llvm.return %r : i128
}
// CHECK-LABEL: sub128:
// CHECK: sub %rdx,%rax
// CHECK: sbb %rcx,%rdx
llvm.func @sub128(%a: i128, %b: i128) -> i128 {
  %r = llvm.sub %a, %b : i128
  llvm.return %r : i128
}
// CHECK-LABEL: mul128:
// CHECK: mul
// CHECK: imul
// CHECK: imul
// CHECK: add
// CHECK: add
llvm.func @mul128(%a: i128, %b: i128) -> i128 {
  %r = llvm.mul %a, %b : i128
  llvm.return %r : i128
}
// CHECK-LABEL: shl128:
// CHECK: shld %cl,
// CHECK: shl %cl,
// CHECK: test $0x40,%ecx
// CHECK: cmovne
// CHECK: cmovne
llvm.func @shl128(%a: i128, %b: i128) -> i128 {
  %r = llvm.shl %a, %b : i128
  llvm.return %r : i128
}
// CHECK-LABEL: ashr128:
// CHECK: sar $0x3F,
// CHECK: shrd %cl,
// CHECK: sar %cl,
// CHECK: test $0x40,%ecx
// CHECK: cmovne
// CHECK: cmovne
llvm.func @ashr128(%a: i128, %b: i128) -> i128 {
  %r = llvm.ashr %a, %b : i128
  llvm.return %r : i128
}
// CHECK-LABEL: slt128:
// CHECK: cmp %rdx,%rdi
// CHECK: sbb %rcx,%rsi
// CHECK: setl
llvm.func @slt128(%a: i128, %b: i128) -> i1 {
  %r = llvm.icmp "slt" %a, %b : i128
  llvm.return %r : i1
}
// CHECK-LABEL: eq128:
// CHECK: xor
// CHECK: xor
// CHECK: or
// CHECK: sete
llvm.func @eq128(%a: i128, %b: i128) -> i1 {
  %r = llvm.icmp "eq" %a, %b : i128
  llvm.return %r : i1
}
// CHECK-LABEL: udiv128:
// CHECK: call __udivti3
llvm.func @udiv128(%a: i128, %b: i128) -> i128 {
  %r = llvm.udiv %a, %b : i128
  llvm.return %r : i128
}
// CHECK-LABEL: srem128:
// CHECK: call __modti3
llvm.func @srem128(%a: i128, %b: i128) -> i128 {
  %r = llvm.srem %a, %b : i128
  llvm.return %r : i128
}
// CHECK-LABEL: sext128:
// CHECK: sar $0x3F,%rdx
llvm.func @sext128(%a: i64) -> i128 {
  %r = llvm.sext %a : i64 to i128
  llvm.return %r : i128
}
// CHECK-LABEL: const128:
// CHECK: mov $0,%eax
// CHECK: mov $0xFFFFFFFFFFFFFFFF,%rdx
llvm.func @const128() -> i128 {
  %r = llvm.mlir.constant(-18446744073709551616 : i128) : i128
  llvm.return %r : i128
}
// CHECK-LABEL: store24:
// CHECK: mov %di,(%rsi)
// CHECK: shr $0x10,%rdi
// CHECK: mov %dil,2(%rsi)
llvm.func @store24(%v: i24, %p: !llvm.ptr) {
  llvm.store %v, %p : i24, !llvm.ptr
  llvm.return
}
// CHECK-LABEL: load56:
// CHECK: mov (%rdi),%eax
// CHECK: movzwl 4(%rdi),
// CHECK: shl $0x20,
// CHECK: or
// CHECK: movzbl 6(%rdi),
// CHECK: shl $0x30,
// CHECK: or
llvm.func @load56(%p: !llvm.ptr) -> i56 {
  %r = llvm.load %p : !llvm.ptr -> i56
  llvm.return %r : i56
}

// CHECK-LABEL: ctpop128:
// CHECK: imul
// CHECK: imul
// CHECK: add
llvm.func @ctpop128(%a: i128) -> i128 {
  %r = "llvm.intr.ctpop"(%a) : (i128) -> i128
  llvm.return %r : i128
}

// CHECK-LABEL: ctlz128:
// CHECK: bsr %rdi,
// CHECK: cmove
// CHECK: bsr %rsi,
// CHECK: cmove
// CHECK: sub
llvm.func @ctlz128(%a: i128) -> i128 {
  %r = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i128) -> i128
  llvm.return %r : i128
}

// CHECK-LABEL: abs128:
// CHECK: sar $0x3F,
// CHECK: sub
// CHECK: sbb
llvm.func @abs128(%a: i128) -> i128 {
  %r = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i128) -> i128
  llvm.return %r : i128
}

// CHECK-LABEL: sitofp128:
// CHECK: call __floattidf
llvm.func @sitofp128(%a: i128) -> f64 {
  %r = llvm.sitofp %a : i128 to f64
  llvm.return %r : f64
}

// CHECK-LABEL: fptoui128:
// CHECK: call __fixunssfti
llvm.func @fptoui128(%a: f32) -> i128 {
  %r = llvm.fptoui %a : f32 to i128
  llvm.return %r : i128
}

// CHECK-LABEL: umin128:
// CHECK: cmp
// CHECK: sbb
// CHECK: cmovb
// CHECK: cmovb
llvm.func @umin128(%a: i128, %b: i128) -> i128 {
  %r = "llvm.intr.umin"(%a, %b) : (i128, i128) -> i128
  llvm.return %r : i128
}

// CHECK-LABEL: saddo128:
// CHECK: add
// CHECK: adc
// CHECK: seto
llvm.func @saddo128(%a: i128, %b: i128) -> !llvm.struct<(i128, i1)> {
  %r = "llvm.intr.sadd.with.overflow"(%a, %b) : (i128, i128) -> !llvm.struct<(i128, i1)>
  llvm.return %r : !llvm.struct<(i128, i1)>
}

// CHECK-LABEL: usubsat128:
// CHECK: sub
// CHECK: sbb
// CHECK: cmovb
// CHECK: cmovb
llvm.func @usubsat128(%a: i128, %b: i128) -> i128 {
  %r = "llvm.intr.usub.sat"(%a, %b) : (i128, i128) -> i128
  llvm.return %r : i128
}
