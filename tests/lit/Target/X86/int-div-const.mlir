// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Division by constants: shifts for powers of two, multiplication by a magic reciprocal
// otherwise (no div instruction).

// CHECK-LABEL: udiv7:
// CHECK-NOT: div
// CHECK: movabs $0x2492492492492493,
// CHECK: mul
// CHECK: mov %rdx,%rax
llvm.func @udiv7(%a: i32) -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  %r = llvm.udiv %a, %c : i32
  llvm.return %r : i32
}
// CHECK-LABEL: udiv7_64:
// CHECK-NOT: div
// CHECK: movabs $0x2492492492492493,
// CHECK: mul
// CHECK: sub
// CHECK: shr $1,
// CHECK: add
// CHECK: shr $2,
llvm.func @udiv7_64(%a: i64) -> i64 {
  %c = llvm.mlir.constant(7 : i64) : i64
  %r = llvm.udiv %a, %c : i64
  llvm.return %r : i64
}
// CHECK-LABEL: sdiv8:
// CHECK-NOT: div
// CHECK: sar $0x3F,
// CHECK: shr $0x3D,
// CHECK: add
// CHECK: sar $3,
llvm.func @sdiv8(%a: i64) -> i64 {
  %c = llvm.mlir.constant(8 : i64) : i64
  %r = llvm.sdiv %a, %c : i64
  llvm.return %r : i64
}
// CHECK-LABEL: urem16:
// CHECK-NOT: div
// CHECK: and $0xF,
llvm.func @urem16(%a: i32) -> i32 {
  %c = llvm.mlir.constant(16 : i32) : i32
  %r = llvm.urem %a, %c : i32
  llvm.return %r : i32
}
// CHECK-LABEL: srem10:
// CHECK-NOT: div
// CHECK: movabs $0x199999999999999A,
// CHECK: mul
// CHECK: imul $0xA,
// CHECK: sub
llvm.func @srem10(%a: i32) -> i32 {
  %c = llvm.mlir.constant(10 : i32) : i32
  %r = llvm.srem %a, %c : i32
  llvm.return %r : i32
}
