// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Integer intrinsics on baseline x86-64 (no popcnt/lzcnt/tzcnt): bit tricks, bsr/bsf with
// the zero input patched unless it is poison, shld/shrd funnel shifts, flag-reading
// overflow and saturating arithmetic.

// CHECK-LABEL: ctpop64:
// CHECK: shr $1,
// CHECK: movabs $0x5555555555555555,
// CHECK: movabs $0x101010101010101,
// CHECK: imul
// CHECK: shr $0x38,
llvm.func @ctpop64(%a: i64) -> i64 {
  %r = "llvm.intr.ctpop"(%a) : (i64) -> i64
  llvm.return %r : i64
}
// CHECK-LABEL: ctlz32:
// CHECK: bsr
// CHECK: cmove
// CHECK: sub
llvm.func @ctlz32(%a: i32) -> i32 {
  %r = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  llvm.return %r : i32
}
// CHECK-LABEL: cttz64p:
// CHECK: bsf %rdi,%rax
// CHECK-NOT: cmov
llvm.func @cttz64p(%a: i64) -> i64 {
  %r = "llvm.intr.cttz"(%a) <{is_zero_poison = true}> : (i64) -> i64
  llvm.return %r : i64
}
// CHECK-LABEL: abs32:
// CHECK: neg %eax
// CHECK: cmovs %edi,%eax
llvm.func @abs32(%a: i32) -> i32 {
  %r = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  llvm.return %r : i32
}
// CHECK-LABEL: bswap64:
// CHECK: bswap %rax
llvm.func @bswap64(%a: i64) -> i64 {
  %r = "llvm.intr.bswap"(%a) : (i64) -> i64
  llvm.return %r : i64
}
// CHECK-LABEL: fshl64:
// CHECK: shld %cl,%rsi,%rax
llvm.func @fshl64(%a: i64, %b: i64, %c: i64) -> i64 {
  %r = "llvm.intr.fshl"(%a, %b, %c) : (i64, i64, i64) -> i64
  llvm.return %r : i64
}
// CHECK-LABEL: fshr32k:
// CHECK: shrd $3,%edi,%eax
llvm.func @fshr32k(%a: i32, %b: i32) -> i32 {
  %c = llvm.mlir.constant(35 : i32) : i32
  %r = "llvm.intr.fshr"(%a, %b, %c) : (i32, i32, i32) -> i32
  llvm.return %r : i32
}
// CHECK-LABEL: uaddo64:
// CHECK: add %rsi,
// CHECK: setb
llvm.func @uaddo64(%a: i64, %b: i64) -> !llvm.struct<(i64, i1)> {
  %r = "llvm.intr.uadd.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  llvm.return %r : !llvm.struct<(i64, i1)>
}
// CHECK-LABEL: umulo64:
// CHECK: mul %rsi
// CHECK: seto
llvm.func @umulo64(%a: i64, %b: i64) -> !llvm.struct<(i64, i1)> {
  %r = "llvm.intr.umul.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  llvm.return %r : !llvm.struct<(i64, i1)>
}
// CHECK-LABEL: sadds64:
// CHECK: sar $0x3F,
// CHECK: movabs $0x7FFFFFFFFFFFFFFF,
// CHECK: add
// CHECK: cmovo
llvm.func @sadds64(%a: i64, %b: i64) -> i64 {
  %r = "llvm.intr.sadd.sat"(%a, %b) : (i64, i64) -> i64
  llvm.return %r : i64
}
// CHECK-LABEL: usubs32:
// CHECK: sub
// CHECK: cmovb
llvm.func @usubs32(%a: i32, %b: i32) -> i32 {
  %r = "llvm.intr.usub.sat"(%a, %b) : (i32, i32) -> i32
  llvm.return %r : i32
}
