llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @d8(%a: i8) {
  %c1 = llvm.mlir.constant(-128 : i8) : i8
  %r1 = llvm.udiv %a, %c1 : i8
  %z1 = llvm.zext %r1 : i8 to i64
  llvm.call @printU64(%z1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c2 = llvm.mlir.constant(-128 : i8) : i8
  %r2 = llvm.urem %a, %c2 : i8
  %z2 = llvm.zext %r2 : i8 to i64
  llvm.call @printU64(%z2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3 = llvm.mlir.constant(-128 : i8) : i8
  %r3 = llvm.sdiv %a, %c3 : i8
  %z3 = llvm.zext %r3 : i8 to i64
  llvm.call @printU64(%z3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c4 = llvm.mlir.constant(-128 : i8) : i8
  %r4 = llvm.srem %a, %c4 : i8
  %z4 = llvm.zext %r4 : i8 to i64
  llvm.call @printU64(%z4) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c5 = llvm.mlir.constant(-16 : i8) : i8
  %r5 = llvm.udiv %a, %c5 : i8
  %z5 = llvm.zext %r5 : i8 to i64
  llvm.call @printU64(%z5) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c6 = llvm.mlir.constant(-16 : i8) : i8
  %r6 = llvm.urem %a, %c6 : i8
  %z6 = llvm.zext %r6 : i8 to i64
  llvm.call @printU64(%z6) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c7 = llvm.mlir.constant(-16 : i8) : i8
  %r7 = llvm.sdiv %a, %c7 : i8
  %z7 = llvm.zext %r7 : i8 to i64
  llvm.call @printU64(%z7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c8 = llvm.mlir.constant(-16 : i8) : i8
  %r8 = llvm.srem %a, %c8 : i8
  %z8 = llvm.zext %r8 : i8 to i64
  llvm.call @printU64(%z8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c9 = llvm.mlir.constant(-3 : i8) : i8
  %r9 = llvm.udiv %a, %c9 : i8
  %z9 = llvm.zext %r9 : i8 to i64
  llvm.call @printU64(%z9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c10 = llvm.mlir.constant(-3 : i8) : i8
  %r10 = llvm.urem %a, %c10 : i8
  %z10 = llvm.zext %r10 : i8 to i64
  llvm.call @printU64(%z10) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c11 = llvm.mlir.constant(-3 : i8) : i8
  %r11 = llvm.sdiv %a, %c11 : i8
  %z11 = llvm.zext %r11 : i8 to i64
  llvm.call @printU64(%z11) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c12 = llvm.mlir.constant(-3 : i8) : i8
  %r12 = llvm.srem %a, %c12 : i8
  %z12 = llvm.zext %r12 : i8 to i64
  llvm.call @printU64(%z12) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c13 = llvm.mlir.constant(-1 : i8) : i8
  %r13 = llvm.udiv %a, %c13 : i8
  %z13 = llvm.zext %r13 : i8 to i64
  llvm.call @printU64(%z13) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c14 = llvm.mlir.constant(-1 : i8) : i8
  %r14 = llvm.urem %a, %c14 : i8
  %z14 = llvm.zext %r14 : i8 to i64
  llvm.call @printU64(%z14) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c15 = llvm.mlir.constant(2 : i8) : i8
  %r15 = llvm.udiv %a, %c15 : i8
  %z15 = llvm.zext %r15 : i8 to i64
  llvm.call @printU64(%z15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c16 = llvm.mlir.constant(2 : i8) : i8
  %r16 = llvm.urem %a, %c16 : i8
  %z16 = llvm.zext %r16 : i8 to i64
  llvm.call @printU64(%z16) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c17 = llvm.mlir.constant(2 : i8) : i8
  %r17 = llvm.sdiv %a, %c17 : i8
  %z17 = llvm.zext %r17 : i8 to i64
  llvm.call @printU64(%z17) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c18 = llvm.mlir.constant(2 : i8) : i8
  %r18 = llvm.srem %a, %c18 : i8
  %z18 = llvm.zext %r18 : i8 to i64
  llvm.call @printU64(%z18) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c19 = llvm.mlir.constant(5 : i8) : i8
  %r19 = llvm.udiv %a, %c19 : i8
  %z19 = llvm.zext %r19 : i8 to i64
  llvm.call @printU64(%z19) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c20 = llvm.mlir.constant(5 : i8) : i8
  %r20 = llvm.urem %a, %c20 : i8
  %z20 = llvm.zext %r20 : i8 to i64
  llvm.call @printU64(%z20) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c21 = llvm.mlir.constant(5 : i8) : i8
  %r21 = llvm.sdiv %a, %c21 : i8
  %z21 = llvm.zext %r21 : i8 to i64
  llvm.call @printU64(%z21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c22 = llvm.mlir.constant(5 : i8) : i8
  %r22 = llvm.srem %a, %c22 : i8
  %z22 = llvm.zext %r22 : i8 to i64
  llvm.call @printU64(%z22) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c23 = llvm.mlir.constant(10 : i8) : i8
  %r23 = llvm.udiv %a, %c23 : i8
  %z23 = llvm.zext %r23 : i8 to i64
  llvm.call @printU64(%z23) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c24 = llvm.mlir.constant(10 : i8) : i8
  %r24 = llvm.urem %a, %c24 : i8
  %z24 = llvm.zext %r24 : i8 to i64
  llvm.call @printU64(%z24) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c25 = llvm.mlir.constant(10 : i8) : i8
  %r25 = llvm.sdiv %a, %c25 : i8
  %z25 = llvm.zext %r25 : i8 to i64
  llvm.call @printU64(%z25) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c26 = llvm.mlir.constant(10 : i8) : i8
  %r26 = llvm.srem %a, %c26 : i8
  %z26 = llvm.zext %r26 : i8 to i64
  llvm.call @printU64(%z26) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c27 = llvm.mlir.constant(53 : i8) : i8
  %r27 = llvm.udiv %a, %c27 : i8
  %z27 = llvm.zext %r27 : i8 to i64
  llvm.call @printU64(%z27) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c28 = llvm.mlir.constant(53 : i8) : i8
  %r28 = llvm.urem %a, %c28 : i8
  %z28 = llvm.zext %r28 : i8 to i64
  llvm.call @printU64(%z28) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c29 = llvm.mlir.constant(53 : i8) : i8
  %r29 = llvm.sdiv %a, %c29 : i8
  %z29 = llvm.zext %r29 : i8 to i64
  llvm.call @printU64(%z29) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c30 = llvm.mlir.constant(53 : i8) : i8
  %r30 = llvm.srem %a, %c30 : i8
  %z30 = llvm.zext %r30 : i8 to i64
  llvm.call @printU64(%z30) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @d16(%a: i16) {
  %c1 = llvm.mlir.constant(-32768 : i16) : i16
  %r1 = llvm.udiv %a, %c1 : i16
  %z1 = llvm.zext %r1 : i16 to i64
  llvm.call @printU64(%z1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c2 = llvm.mlir.constant(-32768 : i16) : i16
  %r2 = llvm.urem %a, %c2 : i16
  %z2 = llvm.zext %r2 : i16 to i64
  llvm.call @printU64(%z2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3 = llvm.mlir.constant(-32768 : i16) : i16
  %r3 = llvm.sdiv %a, %c3 : i16
  %z3 = llvm.zext %r3 : i16 to i64
  llvm.call @printU64(%z3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c4 = llvm.mlir.constant(-32768 : i16) : i16
  %r4 = llvm.srem %a, %c4 : i16
  %z4 = llvm.zext %r4 : i16 to i64
  llvm.call @printU64(%z4) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c5 = llvm.mlir.constant(-16 : i16) : i16
  %r5 = llvm.udiv %a, %c5 : i16
  %z5 = llvm.zext %r5 : i16 to i64
  llvm.call @printU64(%z5) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c6 = llvm.mlir.constant(-16 : i16) : i16
  %r6 = llvm.urem %a, %c6 : i16
  %z6 = llvm.zext %r6 : i16 to i64
  llvm.call @printU64(%z6) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c7 = llvm.mlir.constant(-16 : i16) : i16
  %r7 = llvm.sdiv %a, %c7 : i16
  %z7 = llvm.zext %r7 : i16 to i64
  llvm.call @printU64(%z7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c8 = llvm.mlir.constant(-16 : i16) : i16
  %r8 = llvm.srem %a, %c8 : i16
  %z8 = llvm.zext %r8 : i16 to i64
  llvm.call @printU64(%z8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c9 = llvm.mlir.constant(-3 : i16) : i16
  %r9 = llvm.udiv %a, %c9 : i16
  %z9 = llvm.zext %r9 : i16 to i64
  llvm.call @printU64(%z9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c10 = llvm.mlir.constant(-3 : i16) : i16
  %r10 = llvm.urem %a, %c10 : i16
  %z10 = llvm.zext %r10 : i16 to i64
  llvm.call @printU64(%z10) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c11 = llvm.mlir.constant(-3 : i16) : i16
  %r11 = llvm.sdiv %a, %c11 : i16
  %z11 = llvm.zext %r11 : i16 to i64
  llvm.call @printU64(%z11) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c12 = llvm.mlir.constant(-3 : i16) : i16
  %r12 = llvm.srem %a, %c12 : i16
  %z12 = llvm.zext %r12 : i16 to i64
  llvm.call @printU64(%z12) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c13 = llvm.mlir.constant(-1 : i16) : i16
  %r13 = llvm.udiv %a, %c13 : i16
  %z13 = llvm.zext %r13 : i16 to i64
  llvm.call @printU64(%z13) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c14 = llvm.mlir.constant(-1 : i16) : i16
  %r14 = llvm.urem %a, %c14 : i16
  %z14 = llvm.zext %r14 : i16 to i64
  llvm.call @printU64(%z14) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c15 = llvm.mlir.constant(2 : i16) : i16
  %r15 = llvm.udiv %a, %c15 : i16
  %z15 = llvm.zext %r15 : i16 to i64
  llvm.call @printU64(%z15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c16 = llvm.mlir.constant(2 : i16) : i16
  %r16 = llvm.urem %a, %c16 : i16
  %z16 = llvm.zext %r16 : i16 to i64
  llvm.call @printU64(%z16) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c17 = llvm.mlir.constant(2 : i16) : i16
  %r17 = llvm.sdiv %a, %c17 : i16
  %z17 = llvm.zext %r17 : i16 to i64
  llvm.call @printU64(%z17) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c18 = llvm.mlir.constant(2 : i16) : i16
  %r18 = llvm.srem %a, %c18 : i16
  %z18 = llvm.zext %r18 : i16 to i64
  llvm.call @printU64(%z18) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c19 = llvm.mlir.constant(5 : i16) : i16
  %r19 = llvm.udiv %a, %c19 : i16
  %z19 = llvm.zext %r19 : i16 to i64
  llvm.call @printU64(%z19) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c20 = llvm.mlir.constant(5 : i16) : i16
  %r20 = llvm.urem %a, %c20 : i16
  %z20 = llvm.zext %r20 : i16 to i64
  llvm.call @printU64(%z20) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c21 = llvm.mlir.constant(5 : i16) : i16
  %r21 = llvm.sdiv %a, %c21 : i16
  %z21 = llvm.zext %r21 : i16 to i64
  llvm.call @printU64(%z21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c22 = llvm.mlir.constant(5 : i16) : i16
  %r22 = llvm.srem %a, %c22 : i16
  %z22 = llvm.zext %r22 : i16 to i64
  llvm.call @printU64(%z22) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c23 = llvm.mlir.constant(10 : i16) : i16
  %r23 = llvm.udiv %a, %c23 : i16
  %z23 = llvm.zext %r23 : i16 to i64
  llvm.call @printU64(%z23) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c24 = llvm.mlir.constant(10 : i16) : i16
  %r24 = llvm.urem %a, %c24 : i16
  %z24 = llvm.zext %r24 : i16 to i64
  llvm.call @printU64(%z24) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c25 = llvm.mlir.constant(10 : i16) : i16
  %r25 = llvm.sdiv %a, %c25 : i16
  %z25 = llvm.zext %r25 : i16 to i64
  llvm.call @printU64(%z25) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c26 = llvm.mlir.constant(10 : i16) : i16
  %r26 = llvm.srem %a, %c26 : i16
  %z26 = llvm.zext %r26 : i16 to i64
  llvm.call @printU64(%z26) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c27 = llvm.mlir.constant(641 : i16) : i16
  %r27 = llvm.udiv %a, %c27 : i16
  %z27 = llvm.zext %r27 : i16 to i64
  llvm.call @printU64(%z27) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c28 = llvm.mlir.constant(641 : i16) : i16
  %r28 = llvm.urem %a, %c28 : i16
  %z28 = llvm.zext %r28 : i16 to i64
  llvm.call @printU64(%z28) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c29 = llvm.mlir.constant(641 : i16) : i16
  %r29 = llvm.sdiv %a, %c29 : i16
  %z29 = llvm.zext %r29 : i16 to i64
  llvm.call @printU64(%z29) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c30 = llvm.mlir.constant(641 : i16) : i16
  %r30 = llvm.srem %a, %c30 : i16
  %z30 = llvm.zext %r30 : i16 to i64
  llvm.call @printU64(%z30) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c31 = llvm.mlir.constant(15745 : i16) : i16
  %r31 = llvm.udiv %a, %c31 : i16
  %z31 = llvm.zext %r31 : i16 to i64
  llvm.call @printU64(%z31) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c32 = llvm.mlir.constant(15745 : i16) : i16
  %r32 = llvm.urem %a, %c32 : i16
  %z32 = llvm.zext %r32 : i16 to i64
  llvm.call @printU64(%z32) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c33 = llvm.mlir.constant(15745 : i16) : i16
  %r33 = llvm.sdiv %a, %c33 : i16
  %z33 = llvm.zext %r33 : i16 to i64
  llvm.call @printU64(%z33) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c34 = llvm.mlir.constant(15745 : i16) : i16
  %r34 = llvm.srem %a, %c34 : i16
  %z34 = llvm.zext %r34 : i16 to i64
  llvm.call @printU64(%z34) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @d32(%a: i32) {
  %c1 = llvm.mlir.constant(-2147483648 : i32) : i32
  %r1 = llvm.udiv %a, %c1 : i32
  %z1 = llvm.zext %r1 : i32 to i64
  llvm.call @printU64(%z1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c2 = llvm.mlir.constant(-2147483648 : i32) : i32
  %r2 = llvm.urem %a, %c2 : i32
  %z2 = llvm.zext %r2 : i32 to i64
  llvm.call @printU64(%z2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3 = llvm.mlir.constant(-2147483648 : i32) : i32
  %r3 = llvm.sdiv %a, %c3 : i32
  %z3 = llvm.zext %r3 : i32 to i64
  llvm.call @printU64(%z3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c4 = llvm.mlir.constant(-2147483648 : i32) : i32
  %r4 = llvm.srem %a, %c4 : i32
  %z4 = llvm.zext %r4 : i32 to i64
  llvm.call @printU64(%z4) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c5 = llvm.mlir.constant(-16 : i32) : i32
  %r5 = llvm.udiv %a, %c5 : i32
  %z5 = llvm.zext %r5 : i32 to i64
  llvm.call @printU64(%z5) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c6 = llvm.mlir.constant(-16 : i32) : i32
  %r6 = llvm.urem %a, %c6 : i32
  %z6 = llvm.zext %r6 : i32 to i64
  llvm.call @printU64(%z6) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c7 = llvm.mlir.constant(-16 : i32) : i32
  %r7 = llvm.sdiv %a, %c7 : i32
  %z7 = llvm.zext %r7 : i32 to i64
  llvm.call @printU64(%z7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c8 = llvm.mlir.constant(-16 : i32) : i32
  %r8 = llvm.srem %a, %c8 : i32
  %z8 = llvm.zext %r8 : i32 to i64
  llvm.call @printU64(%z8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c9 = llvm.mlir.constant(-3 : i32) : i32
  %r9 = llvm.udiv %a, %c9 : i32
  %z9 = llvm.zext %r9 : i32 to i64
  llvm.call @printU64(%z9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c10 = llvm.mlir.constant(-3 : i32) : i32
  %r10 = llvm.urem %a, %c10 : i32
  %z10 = llvm.zext %r10 : i32 to i64
  llvm.call @printU64(%z10) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c11 = llvm.mlir.constant(-3 : i32) : i32
  %r11 = llvm.sdiv %a, %c11 : i32
  %z11 = llvm.zext %r11 : i32 to i64
  llvm.call @printU64(%z11) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c12 = llvm.mlir.constant(-3 : i32) : i32
  %r12 = llvm.srem %a, %c12 : i32
  %z12 = llvm.zext %r12 : i32 to i64
  llvm.call @printU64(%z12) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c13 = llvm.mlir.constant(-1 : i32) : i32
  %r13 = llvm.udiv %a, %c13 : i32
  %z13 = llvm.zext %r13 : i32 to i64
  llvm.call @printU64(%z13) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c14 = llvm.mlir.constant(-1 : i32) : i32
  %r14 = llvm.urem %a, %c14 : i32
  %z14 = llvm.zext %r14 : i32 to i64
  llvm.call @printU64(%z14) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c15 = llvm.mlir.constant(2 : i32) : i32
  %r15 = llvm.udiv %a, %c15 : i32
  %z15 = llvm.zext %r15 : i32 to i64
  llvm.call @printU64(%z15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c16 = llvm.mlir.constant(2 : i32) : i32
  %r16 = llvm.urem %a, %c16 : i32
  %z16 = llvm.zext %r16 : i32 to i64
  llvm.call @printU64(%z16) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c17 = llvm.mlir.constant(2 : i32) : i32
  %r17 = llvm.sdiv %a, %c17 : i32
  %z17 = llvm.zext %r17 : i32 to i64
  llvm.call @printU64(%z17) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c18 = llvm.mlir.constant(2 : i32) : i32
  %r18 = llvm.srem %a, %c18 : i32
  %z18 = llvm.zext %r18 : i32 to i64
  llvm.call @printU64(%z18) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c19 = llvm.mlir.constant(5 : i32) : i32
  %r19 = llvm.udiv %a, %c19 : i32
  %z19 = llvm.zext %r19 : i32 to i64
  llvm.call @printU64(%z19) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c20 = llvm.mlir.constant(5 : i32) : i32
  %r20 = llvm.urem %a, %c20 : i32
  %z20 = llvm.zext %r20 : i32 to i64
  llvm.call @printU64(%z20) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c21 = llvm.mlir.constant(5 : i32) : i32
  %r21 = llvm.sdiv %a, %c21 : i32
  %z21 = llvm.zext %r21 : i32 to i64
  llvm.call @printU64(%z21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c22 = llvm.mlir.constant(5 : i32) : i32
  %r22 = llvm.srem %a, %c22 : i32
  %z22 = llvm.zext %r22 : i32 to i64
  llvm.call @printU64(%z22) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c23 = llvm.mlir.constant(10 : i32) : i32
  %r23 = llvm.udiv %a, %c23 : i32
  %z23 = llvm.zext %r23 : i32 to i64
  llvm.call @printU64(%z23) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c24 = llvm.mlir.constant(10 : i32) : i32
  %r24 = llvm.urem %a, %c24 : i32
  %z24 = llvm.zext %r24 : i32 to i64
  llvm.call @printU64(%z24) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c25 = llvm.mlir.constant(10 : i32) : i32
  %r25 = llvm.sdiv %a, %c25 : i32
  %z25 = llvm.zext %r25 : i32 to i64
  llvm.call @printU64(%z25) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c26 = llvm.mlir.constant(10 : i32) : i32
  %r26 = llvm.srem %a, %c26 : i32
  %z26 = llvm.zext %r26 : i32 to i64
  llvm.call @printU64(%z26) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c27 = llvm.mlir.constant(641 : i32) : i32
  %r27 = llvm.udiv %a, %c27 : i32
  %z27 = llvm.zext %r27 : i32 to i64
  llvm.call @printU64(%z27) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c28 = llvm.mlir.constant(641 : i32) : i32
  %r28 = llvm.urem %a, %c28 : i32
  %z28 = llvm.zext %r28 : i32 to i64
  llvm.call @printU64(%z28) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c29 = llvm.mlir.constant(641 : i32) : i32
  %r29 = llvm.sdiv %a, %c29 : i32
  %z29 = llvm.zext %r29 : i32 to i64
  llvm.call @printU64(%z29) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c30 = llvm.mlir.constant(641 : i32) : i32
  %r30 = llvm.srem %a, %c30 : i32
  %z30 = llvm.zext %r30 : i32 to i64
  llvm.call @printU64(%z30) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c31 = llvm.mlir.constant(1000000007 : i32) : i32
  %r31 = llvm.udiv %a, %c31 : i32
  %z31 = llvm.zext %r31 : i32 to i64
  llvm.call @printU64(%z31) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c32 = llvm.mlir.constant(1000000007 : i32) : i32
  %r32 = llvm.urem %a, %c32 : i32
  %z32 = llvm.zext %r32 : i32 to i64
  llvm.call @printU64(%z32) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c33 = llvm.mlir.constant(1000000007 : i32) : i32
  %r33 = llvm.sdiv %a, %c33 : i32
  %z33 = llvm.zext %r33 : i32 to i64
  llvm.call @printU64(%z33) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c34 = llvm.mlir.constant(1000000007 : i32) : i32
  %r34 = llvm.srem %a, %c34 : i32
  %z34 = llvm.zext %r34 : i32 to i64
  llvm.call @printU64(%z34) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @d64(%a: i64) {
  %c1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %r1 = llvm.udiv %a, %c1 : i64
  llvm.call @printU64(%r1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c2 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %r2 = llvm.urem %a, %c2 : i64
  llvm.call @printU64(%r2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %r3 = llvm.sdiv %a, %c3 : i64
  llvm.call @printU64(%r3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c4 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %r4 = llvm.srem %a, %c4 : i64
  llvm.call @printU64(%r4) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c5 = llvm.mlir.constant(-16 : i64) : i64
  %r5 = llvm.udiv %a, %c5 : i64
  llvm.call @printU64(%r5) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c6 = llvm.mlir.constant(-16 : i64) : i64
  %r6 = llvm.urem %a, %c6 : i64
  llvm.call @printU64(%r6) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c7 = llvm.mlir.constant(-16 : i64) : i64
  %r7 = llvm.sdiv %a, %c7 : i64
  llvm.call @printU64(%r7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c8 = llvm.mlir.constant(-16 : i64) : i64
  %r8 = llvm.srem %a, %c8 : i64
  llvm.call @printU64(%r8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c9 = llvm.mlir.constant(-3 : i64) : i64
  %r9 = llvm.udiv %a, %c9 : i64
  llvm.call @printU64(%r9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c10 = llvm.mlir.constant(-3 : i64) : i64
  %r10 = llvm.urem %a, %c10 : i64
  llvm.call @printU64(%r10) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c11 = llvm.mlir.constant(-3 : i64) : i64
  %r11 = llvm.sdiv %a, %c11 : i64
  llvm.call @printU64(%r11) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c12 = llvm.mlir.constant(-3 : i64) : i64
  %r12 = llvm.srem %a, %c12 : i64
  llvm.call @printU64(%r12) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c13 = llvm.mlir.constant(-1 : i64) : i64
  %r13 = llvm.udiv %a, %c13 : i64
  llvm.call @printU64(%r13) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c14 = llvm.mlir.constant(-1 : i64) : i64
  %r14 = llvm.urem %a, %c14 : i64
  llvm.call @printU64(%r14) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c15 = llvm.mlir.constant(2 : i64) : i64
  %r15 = llvm.udiv %a, %c15 : i64
  llvm.call @printU64(%r15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c16 = llvm.mlir.constant(2 : i64) : i64
  %r16 = llvm.urem %a, %c16 : i64
  llvm.call @printU64(%r16) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c17 = llvm.mlir.constant(2 : i64) : i64
  %r17 = llvm.sdiv %a, %c17 : i64
  llvm.call @printU64(%r17) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c18 = llvm.mlir.constant(2 : i64) : i64
  %r18 = llvm.srem %a, %c18 : i64
  llvm.call @printU64(%r18) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c19 = llvm.mlir.constant(5 : i64) : i64
  %r19 = llvm.udiv %a, %c19 : i64
  llvm.call @printU64(%r19) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c20 = llvm.mlir.constant(5 : i64) : i64
  %r20 = llvm.urem %a, %c20 : i64
  llvm.call @printU64(%r20) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c21 = llvm.mlir.constant(5 : i64) : i64
  %r21 = llvm.sdiv %a, %c21 : i64
  llvm.call @printU64(%r21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c22 = llvm.mlir.constant(5 : i64) : i64
  %r22 = llvm.srem %a, %c22 : i64
  llvm.call @printU64(%r22) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c23 = llvm.mlir.constant(10 : i64) : i64
  %r23 = llvm.udiv %a, %c23 : i64
  llvm.call @printU64(%r23) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c24 = llvm.mlir.constant(10 : i64) : i64
  %r24 = llvm.urem %a, %c24 : i64
  llvm.call @printU64(%r24) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c25 = llvm.mlir.constant(10 : i64) : i64
  %r25 = llvm.sdiv %a, %c25 : i64
  llvm.call @printU64(%r25) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c26 = llvm.mlir.constant(10 : i64) : i64
  %r26 = llvm.srem %a, %c26 : i64
  llvm.call @printU64(%r26) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c27 = llvm.mlir.constant(641 : i64) : i64
  %r27 = llvm.udiv %a, %c27 : i64
  llvm.call @printU64(%r27) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c28 = llvm.mlir.constant(641 : i64) : i64
  %r28 = llvm.urem %a, %c28 : i64
  llvm.call @printU64(%r28) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c29 = llvm.mlir.constant(641 : i64) : i64
  %r29 = llvm.sdiv %a, %c29 : i64
  llvm.call @printU64(%r29) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c30 = llvm.mlir.constant(641 : i64) : i64
  %r30 = llvm.srem %a, %c30 : i64
  llvm.call @printU64(%r30) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c31 = llvm.mlir.constant(1000000007 : i64) : i64
  %r31 = llvm.udiv %a, %c31 : i64
  llvm.call @printU64(%r31) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c32 = llvm.mlir.constant(1000000007 : i64) : i64
  %r32 = llvm.urem %a, %c32 : i64
  llvm.call @printU64(%r32) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c33 = llvm.mlir.constant(1000000007 : i64) : i64
  %r33 = llvm.sdiv %a, %c33 : i64
  llvm.call @printU64(%r33) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c34 = llvm.mlir.constant(1000000007 : i64) : i64
  %r34 = llvm.srem %a, %c34 : i64
  llvm.call @printU64(%r34) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c35 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r35 = llvm.udiv %a, %c35 : i64
  llvm.call @printU64(%r35) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c36 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r36 = llvm.urem %a, %c36 : i64
  llvm.call @printU64(%r36) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c37 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r37 = llvm.sdiv %a, %c37 : i64
  llvm.call @printU64(%r37) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c38 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r38 = llvm.srem %a, %c38 : i64
  llvm.call @printU64(%r38) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @d7(%a: i7) {
  %c1 = llvm.mlir.constant(-64 : i7) : i7
  %r1 = llvm.udiv %a, %c1 : i7
  %z1 = llvm.zext %r1 : i7 to i64
  llvm.call @printU64(%z1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c2 = llvm.mlir.constant(-64 : i7) : i7
  %r2 = llvm.urem %a, %c2 : i7
  %z2 = llvm.zext %r2 : i7 to i64
  llvm.call @printU64(%z2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3 = llvm.mlir.constant(-64 : i7) : i7
  %r3 = llvm.sdiv %a, %c3 : i7
  %z3 = llvm.zext %r3 : i7 to i64
  llvm.call @printU64(%z3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c4 = llvm.mlir.constant(-64 : i7) : i7
  %r4 = llvm.srem %a, %c4 : i7
  %z4 = llvm.zext %r4 : i7 to i64
  llvm.call @printU64(%z4) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c5 = llvm.mlir.constant(-16 : i7) : i7
  %r5 = llvm.udiv %a, %c5 : i7
  %z5 = llvm.zext %r5 : i7 to i64
  llvm.call @printU64(%z5) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c6 = llvm.mlir.constant(-16 : i7) : i7
  %r6 = llvm.urem %a, %c6 : i7
  %z6 = llvm.zext %r6 : i7 to i64
  llvm.call @printU64(%z6) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c7 = llvm.mlir.constant(-16 : i7) : i7
  %r7 = llvm.sdiv %a, %c7 : i7
  %z7 = llvm.zext %r7 : i7 to i64
  llvm.call @printU64(%z7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c8 = llvm.mlir.constant(-16 : i7) : i7
  %r8 = llvm.srem %a, %c8 : i7
  %z8 = llvm.zext %r8 : i7 to i64
  llvm.call @printU64(%z8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c9 = llvm.mlir.constant(-7 : i7) : i7
  %r9 = llvm.udiv %a, %c9 : i7
  %z9 = llvm.zext %r9 : i7 to i64
  llvm.call @printU64(%z9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c10 = llvm.mlir.constant(-7 : i7) : i7
  %r10 = llvm.urem %a, %c10 : i7
  %z10 = llvm.zext %r10 : i7 to i64
  llvm.call @printU64(%z10) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c11 = llvm.mlir.constant(-7 : i7) : i7
  %r11 = llvm.sdiv %a, %c11 : i7
  %z11 = llvm.zext %r11 : i7 to i64
  llvm.call @printU64(%z11) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c12 = llvm.mlir.constant(-7 : i7) : i7
  %r12 = llvm.srem %a, %c12 : i7
  %z12 = llvm.zext %r12 : i7 to i64
  llvm.call @printU64(%z12) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c13 = llvm.mlir.constant(-3 : i7) : i7
  %r13 = llvm.udiv %a, %c13 : i7
  %z13 = llvm.zext %r13 : i7 to i64
  llvm.call @printU64(%z13) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c14 = llvm.mlir.constant(-3 : i7) : i7
  %r14 = llvm.urem %a, %c14 : i7
  %z14 = llvm.zext %r14 : i7 to i64
  llvm.call @printU64(%z14) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c15 = llvm.mlir.constant(-3 : i7) : i7
  %r15 = llvm.sdiv %a, %c15 : i7
  %z15 = llvm.zext %r15 : i7 to i64
  llvm.call @printU64(%z15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c16 = llvm.mlir.constant(-3 : i7) : i7
  %r16 = llvm.srem %a, %c16 : i7
  %z16 = llvm.zext %r16 : i7 to i64
  llvm.call @printU64(%z16) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c17 = llvm.mlir.constant(-2 : i7) : i7
  %r17 = llvm.udiv %a, %c17 : i7
  %z17 = llvm.zext %r17 : i7 to i64
  llvm.call @printU64(%z17) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c18 = llvm.mlir.constant(-2 : i7) : i7
  %r18 = llvm.urem %a, %c18 : i7
  %z18 = llvm.zext %r18 : i7 to i64
  llvm.call @printU64(%z18) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c19 = llvm.mlir.constant(-2 : i7) : i7
  %r19 = llvm.sdiv %a, %c19 : i7
  %z19 = llvm.zext %r19 : i7 to i64
  llvm.call @printU64(%z19) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c20 = llvm.mlir.constant(-2 : i7) : i7
  %r20 = llvm.srem %a, %c20 : i7
  %z20 = llvm.zext %r20 : i7 to i64
  llvm.call @printU64(%z20) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c21 = llvm.mlir.constant(-1 : i7) : i7
  %r21 = llvm.udiv %a, %c21 : i7
  %z21 = llvm.zext %r21 : i7 to i64
  llvm.call @printU64(%z21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c22 = llvm.mlir.constant(-1 : i7) : i7
  %r22 = llvm.urem %a, %c22 : i7
  %z22 = llvm.zext %r22 : i7 to i64
  llvm.call @printU64(%z22) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c23 = llvm.mlir.constant(1 : i7) : i7
  %r23 = llvm.udiv %a, %c23 : i7
  %z23 = llvm.zext %r23 : i7 to i64
  llvm.call @printU64(%z23) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c24 = llvm.mlir.constant(1 : i7) : i7
  %r24 = llvm.urem %a, %c24 : i7
  %z24 = llvm.zext %r24 : i7 to i64
  llvm.call @printU64(%z24) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c25 = llvm.mlir.constant(1 : i7) : i7
  %r25 = llvm.sdiv %a, %c25 : i7
  %z25 = llvm.zext %r25 : i7 to i64
  llvm.call @printU64(%z25) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c26 = llvm.mlir.constant(1 : i7) : i7
  %r26 = llvm.srem %a, %c26 : i7
  %z26 = llvm.zext %r26 : i7 to i64
  llvm.call @printU64(%z26) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c27 = llvm.mlir.constant(2 : i7) : i7
  %r27 = llvm.udiv %a, %c27 : i7
  %z27 = llvm.zext %r27 : i7 to i64
  llvm.call @printU64(%z27) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c28 = llvm.mlir.constant(2 : i7) : i7
  %r28 = llvm.urem %a, %c28 : i7
  %z28 = llvm.zext %r28 : i7 to i64
  llvm.call @printU64(%z28) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c29 = llvm.mlir.constant(2 : i7) : i7
  %r29 = llvm.sdiv %a, %c29 : i7
  %z29 = llvm.zext %r29 : i7 to i64
  llvm.call @printU64(%z29) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c30 = llvm.mlir.constant(2 : i7) : i7
  %r30 = llvm.srem %a, %c30 : i7
  %z30 = llvm.zext %r30 : i7 to i64
  llvm.call @printU64(%z30) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c31 = llvm.mlir.constant(3 : i7) : i7
  %r31 = llvm.udiv %a, %c31 : i7
  %z31 = llvm.zext %r31 : i7 to i64
  llvm.call @printU64(%z31) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c32 = llvm.mlir.constant(3 : i7) : i7
  %r32 = llvm.urem %a, %c32 : i7
  %z32 = llvm.zext %r32 : i7 to i64
  llvm.call @printU64(%z32) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c33 = llvm.mlir.constant(3 : i7) : i7
  %r33 = llvm.sdiv %a, %c33 : i7
  %z33 = llvm.zext %r33 : i7 to i64
  llvm.call @printU64(%z33) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c34 = llvm.mlir.constant(3 : i7) : i7
  %r34 = llvm.srem %a, %c34 : i7
  %z34 = llvm.zext %r34 : i7 to i64
  llvm.call @printU64(%z34) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c35 = llvm.mlir.constant(5 : i7) : i7
  %r35 = llvm.udiv %a, %c35 : i7
  %z35 = llvm.zext %r35 : i7 to i64
  llvm.call @printU64(%z35) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c36 = llvm.mlir.constant(5 : i7) : i7
  %r36 = llvm.urem %a, %c36 : i7
  %z36 = llvm.zext %r36 : i7 to i64
  llvm.call @printU64(%z36) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c37 = llvm.mlir.constant(5 : i7) : i7
  %r37 = llvm.sdiv %a, %c37 : i7
  %z37 = llvm.zext %r37 : i7 to i64
  llvm.call @printU64(%z37) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c38 = llvm.mlir.constant(5 : i7) : i7
  %r38 = llvm.srem %a, %c38 : i7
  %z38 = llvm.zext %r38 : i7 to i64
  llvm.call @printU64(%z38) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c39 = llvm.mlir.constant(7 : i7) : i7
  %r39 = llvm.udiv %a, %c39 : i7
  %z39 = llvm.zext %r39 : i7 to i64
  llvm.call @printU64(%z39) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c40 = llvm.mlir.constant(7 : i7) : i7
  %r40 = llvm.urem %a, %c40 : i7
  %z40 = llvm.zext %r40 : i7 to i64
  llvm.call @printU64(%z40) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c41 = llvm.mlir.constant(7 : i7) : i7
  %r41 = llvm.sdiv %a, %c41 : i7
  %z41 = llvm.zext %r41 : i7 to i64
  llvm.call @printU64(%z41) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c42 = llvm.mlir.constant(7 : i7) : i7
  %r42 = llvm.srem %a, %c42 : i7
  %z42 = llvm.zext %r42 : i7 to i64
  llvm.call @printU64(%z42) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c43 = llvm.mlir.constant(10 : i7) : i7
  %r43 = llvm.udiv %a, %c43 : i7
  %z43 = llvm.zext %r43 : i7 to i64
  llvm.call @printU64(%z43) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c44 = llvm.mlir.constant(10 : i7) : i7
  %r44 = llvm.urem %a, %c44 : i7
  %z44 = llvm.zext %r44 : i7 to i64
  llvm.call @printU64(%z44) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c45 = llvm.mlir.constant(10 : i7) : i7
  %r45 = llvm.sdiv %a, %c45 : i7
  %z45 = llvm.zext %r45 : i7 to i64
  llvm.call @printU64(%z45) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c46 = llvm.mlir.constant(10 : i7) : i7
  %r46 = llvm.srem %a, %c46 : i7
  %z46 = llvm.zext %r46 : i7 to i64
  llvm.call @printU64(%z46) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c47 = llvm.mlir.constant(16 : i7) : i7
  %r47 = llvm.udiv %a, %c47 : i7
  %z47 = llvm.zext %r47 : i7 to i64
  llvm.call @printU64(%z47) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c48 = llvm.mlir.constant(16 : i7) : i7
  %r48 = llvm.urem %a, %c48 : i7
  %z48 = llvm.zext %r48 : i7 to i64
  llvm.call @printU64(%z48) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c49 = llvm.mlir.constant(16 : i7) : i7
  %r49 = llvm.sdiv %a, %c49 : i7
  %z49 = llvm.zext %r49 : i7 to i64
  llvm.call @printU64(%z49) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c50 = llvm.mlir.constant(16 : i7) : i7
  %r50 = llvm.srem %a, %c50 : i7
  %z50 = llvm.zext %r50 : i7 to i64
  llvm.call @printU64(%z50) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c51 = llvm.mlir.constant(53 : i7) : i7
  %r51 = llvm.udiv %a, %c51 : i7
  %z51 = llvm.zext %r51 : i7 to i64
  llvm.call @printU64(%z51) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c52 = llvm.mlir.constant(53 : i7) : i7
  %r52 = llvm.urem %a, %c52 : i7
  %z52 = llvm.zext %r52 : i7 to i64
  llvm.call @printU64(%z52) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c53 = llvm.mlir.constant(53 : i7) : i7
  %r53 = llvm.sdiv %a, %c53 : i7
  %z53 = llvm.zext %r53 : i7 to i64
  llvm.call @printU64(%z53) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c54 = llvm.mlir.constant(53 : i7) : i7
  %r54 = llvm.srem %a, %c54 : i7
  %z54 = llvm.zext %r54 : i7 to i64
  llvm.call @printU64(%z54) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c55 = llvm.mlir.constant(63 : i7) : i7
  %r55 = llvm.udiv %a, %c55 : i7
  %z55 = llvm.zext %r55 : i7 to i64
  llvm.call @printU64(%z55) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c56 = llvm.mlir.constant(63 : i7) : i7
  %r56 = llvm.urem %a, %c56 : i7
  %z56 = llvm.zext %r56 : i7 to i64
  llvm.call @printU64(%z56) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c57 = llvm.mlir.constant(63 : i7) : i7
  %r57 = llvm.sdiv %a, %c57 : i7
  %z57 = llvm.zext %r57 : i7 to i64
  llvm.call @printU64(%z57) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c58 = llvm.mlir.constant(63 : i7) : i7
  %r58 = llvm.srem %a, %c58 : i7
  %z58 = llvm.zext %r58 : i7 to i64
  llvm.call @printU64(%z58) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @d24(%a: i24) {
  %c1 = llvm.mlir.constant(-8388608 : i24) : i24
  %r1 = llvm.udiv %a, %c1 : i24
  %z1 = llvm.zext %r1 : i24 to i64
  llvm.call @printU64(%z1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c2 = llvm.mlir.constant(-8388608 : i24) : i24
  %r2 = llvm.urem %a, %c2 : i24
  %z2 = llvm.zext %r2 : i24 to i64
  llvm.call @printU64(%z2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3 = llvm.mlir.constant(-8388608 : i24) : i24
  %r3 = llvm.sdiv %a, %c3 : i24
  %z3 = llvm.zext %r3 : i24 to i64
  llvm.call @printU64(%z3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c4 = llvm.mlir.constant(-8388608 : i24) : i24
  %r4 = llvm.srem %a, %c4 : i24
  %z4 = llvm.zext %r4 : i24 to i64
  llvm.call @printU64(%z4) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c5 = llvm.mlir.constant(-2352075 : i24) : i24
  %r5 = llvm.udiv %a, %c5 : i24
  %z5 = llvm.zext %r5 : i24 to i64
  llvm.call @printU64(%z5) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c6 = llvm.mlir.constant(-2352075 : i24) : i24
  %r6 = llvm.urem %a, %c6 : i24
  %z6 = llvm.zext %r6 : i24 to i64
  llvm.call @printU64(%z6) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c7 = llvm.mlir.constant(-2352075 : i24) : i24
  %r7 = llvm.sdiv %a, %c7 : i24
  %z7 = llvm.zext %r7 : i24 to i64
  llvm.call @printU64(%z7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c8 = llvm.mlir.constant(-2352075 : i24) : i24
  %r8 = llvm.srem %a, %c8 : i24
  %z8 = llvm.zext %r8 : i24 to i64
  llvm.call @printU64(%z8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c9 = llvm.mlir.constant(-7 : i24) : i24
  %r9 = llvm.udiv %a, %c9 : i24
  %z9 = llvm.zext %r9 : i24 to i64
  llvm.call @printU64(%z9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c10 = llvm.mlir.constant(-7 : i24) : i24
  %r10 = llvm.urem %a, %c10 : i24
  %z10 = llvm.zext %r10 : i24 to i64
  llvm.call @printU64(%z10) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c11 = llvm.mlir.constant(-7 : i24) : i24
  %r11 = llvm.sdiv %a, %c11 : i24
  %z11 = llvm.zext %r11 : i24 to i64
  llvm.call @printU64(%z11) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c12 = llvm.mlir.constant(-7 : i24) : i24
  %r12 = llvm.srem %a, %c12 : i24
  %z12 = llvm.zext %r12 : i24 to i64
  llvm.call @printU64(%z12) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c13 = llvm.mlir.constant(-2 : i24) : i24
  %r13 = llvm.udiv %a, %c13 : i24
  %z13 = llvm.zext %r13 : i24 to i64
  llvm.call @printU64(%z13) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c14 = llvm.mlir.constant(-2 : i24) : i24
  %r14 = llvm.urem %a, %c14 : i24
  %z14 = llvm.zext %r14 : i24 to i64
  llvm.call @printU64(%z14) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c15 = llvm.mlir.constant(-2 : i24) : i24
  %r15 = llvm.sdiv %a, %c15 : i24
  %z15 = llvm.zext %r15 : i24 to i64
  llvm.call @printU64(%z15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c16 = llvm.mlir.constant(-2 : i24) : i24
  %r16 = llvm.srem %a, %c16 : i24
  %z16 = llvm.zext %r16 : i24 to i64
  llvm.call @printU64(%z16) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c17 = llvm.mlir.constant(1 : i24) : i24
  %r17 = llvm.udiv %a, %c17 : i24
  %z17 = llvm.zext %r17 : i24 to i64
  llvm.call @printU64(%z17) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c18 = llvm.mlir.constant(1 : i24) : i24
  %r18 = llvm.urem %a, %c18 : i24
  %z18 = llvm.zext %r18 : i24 to i64
  llvm.call @printU64(%z18) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c19 = llvm.mlir.constant(1 : i24) : i24
  %r19 = llvm.sdiv %a, %c19 : i24
  %z19 = llvm.zext %r19 : i24 to i64
  llvm.call @printU64(%z19) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c20 = llvm.mlir.constant(1 : i24) : i24
  %r20 = llvm.srem %a, %c20 : i24
  %z20 = llvm.zext %r20 : i24 to i64
  llvm.call @printU64(%z20) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c21 = llvm.mlir.constant(3 : i24) : i24
  %r21 = llvm.udiv %a, %c21 : i24
  %z21 = llvm.zext %r21 : i24 to i64
  llvm.call @printU64(%z21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c22 = llvm.mlir.constant(3 : i24) : i24
  %r22 = llvm.urem %a, %c22 : i24
  %z22 = llvm.zext %r22 : i24 to i64
  llvm.call @printU64(%z22) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c23 = llvm.mlir.constant(3 : i24) : i24
  %r23 = llvm.sdiv %a, %c23 : i24
  %z23 = llvm.zext %r23 : i24 to i64
  llvm.call @printU64(%z23) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c24 = llvm.mlir.constant(3 : i24) : i24
  %r24 = llvm.srem %a, %c24 : i24
  %z24 = llvm.zext %r24 : i24 to i64
  llvm.call @printU64(%z24) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c25 = llvm.mlir.constant(7 : i24) : i24
  %r25 = llvm.udiv %a, %c25 : i24
  %z25 = llvm.zext %r25 : i24 to i64
  llvm.call @printU64(%z25) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c26 = llvm.mlir.constant(7 : i24) : i24
  %r26 = llvm.urem %a, %c26 : i24
  %z26 = llvm.zext %r26 : i24 to i64
  llvm.call @printU64(%z26) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c27 = llvm.mlir.constant(7 : i24) : i24
  %r27 = llvm.sdiv %a, %c27 : i24
  %z27 = llvm.zext %r27 : i24 to i64
  llvm.call @printU64(%z27) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c28 = llvm.mlir.constant(7 : i24) : i24
  %r28 = llvm.srem %a, %c28 : i24
  %z28 = llvm.zext %r28 : i24 to i64
  llvm.call @printU64(%z28) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c29 = llvm.mlir.constant(16 : i24) : i24
  %r29 = llvm.udiv %a, %c29 : i24
  %z29 = llvm.zext %r29 : i24 to i64
  llvm.call @printU64(%z29) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c30 = llvm.mlir.constant(16 : i24) : i24
  %r30 = llvm.urem %a, %c30 : i24
  %z30 = llvm.zext %r30 : i24 to i64
  llvm.call @printU64(%z30) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c31 = llvm.mlir.constant(16 : i24) : i24
  %r31 = llvm.sdiv %a, %c31 : i24
  %z31 = llvm.zext %r31 : i24 to i64
  llvm.call @printU64(%z31) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c32 = llvm.mlir.constant(16 : i24) : i24
  %r32 = llvm.srem %a, %c32 : i24
  %z32 = llvm.zext %r32 : i24 to i64
  llvm.call @printU64(%z32) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c33 = llvm.mlir.constant(6700417 : i24) : i24
  %r33 = llvm.udiv %a, %c33 : i24
  %z33 = llvm.zext %r33 : i24 to i64
  llvm.call @printU64(%z33) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c34 = llvm.mlir.constant(6700417 : i24) : i24
  %r34 = llvm.urem %a, %c34 : i24
  %z34 = llvm.zext %r34 : i24 to i64
  llvm.call @printU64(%z34) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c35 = llvm.mlir.constant(6700417 : i24) : i24
  %r35 = llvm.sdiv %a, %c35 : i24
  %z35 = llvm.zext %r35 : i24 to i64
  llvm.call @printU64(%z35) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c36 = llvm.mlir.constant(6700417 : i24) : i24
  %r36 = llvm.srem %a, %c36 : i24
  %z36 = llvm.zext %r36 : i24 to i64
  llvm.call @printU64(%z36) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @d48(%a: i48) {
  %c1 = llvm.mlir.constant(-140737488355328 : i48) : i48
  %r1 = llvm.udiv %a, %c1 : i48
  %z1 = llvm.zext %r1 : i48 to i64
  llvm.call @printU64(%z1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c2 = llvm.mlir.constant(-140737488355328 : i48) : i48
  %r2 = llvm.urem %a, %c2 : i48
  %z2 = llvm.zext %r2 : i48 to i64
  llvm.call @printU64(%z2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c3 = llvm.mlir.constant(-140737488355328 : i48) : i48
  %r3 = llvm.sdiv %a, %c3 : i48
  %z3 = llvm.zext %r3 : i48 to i64
  llvm.call @printU64(%z3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c4 = llvm.mlir.constant(-140737488355328 : i48) : i48
  %r4 = llvm.srem %a, %c4 : i48
  %z4 = llvm.zext %r4 : i48 to i64
  llvm.call @printU64(%z4) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c5 = llvm.mlir.constant(-7 : i48) : i48
  %r5 = llvm.udiv %a, %c5 : i48
  %z5 = llvm.zext %r5 : i48 to i64
  llvm.call @printU64(%z5) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c6 = llvm.mlir.constant(-7 : i48) : i48
  %r6 = llvm.urem %a, %c6 : i48
  %z6 = llvm.zext %r6 : i48 to i64
  llvm.call @printU64(%z6) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c7 = llvm.mlir.constant(-7 : i48) : i48
  %r7 = llvm.sdiv %a, %c7 : i48
  %z7 = llvm.zext %r7 : i48 to i64
  llvm.call @printU64(%z7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c8 = llvm.mlir.constant(-7 : i48) : i48
  %r8 = llvm.srem %a, %c8 : i48
  %z8 = llvm.zext %r8 : i48 to i64
  llvm.call @printU64(%z8) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c9 = llvm.mlir.constant(-2 : i48) : i48
  %r9 = llvm.udiv %a, %c9 : i48
  %z9 = llvm.zext %r9 : i48 to i64
  llvm.call @printU64(%z9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c10 = llvm.mlir.constant(-2 : i48) : i48
  %r10 = llvm.urem %a, %c10 : i48
  %z10 = llvm.zext %r10 : i48 to i64
  llvm.call @printU64(%z10) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c11 = llvm.mlir.constant(-2 : i48) : i48
  %r11 = llvm.sdiv %a, %c11 : i48
  %z11 = llvm.zext %r11 : i48 to i64
  llvm.call @printU64(%z11) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c12 = llvm.mlir.constant(-2 : i48) : i48
  %r12 = llvm.srem %a, %c12 : i48
  %z12 = llvm.zext %r12 : i48 to i64
  llvm.call @printU64(%z12) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c13 = llvm.mlir.constant(1 : i48) : i48
  %r13 = llvm.udiv %a, %c13 : i48
  %z13 = llvm.zext %r13 : i48 to i64
  llvm.call @printU64(%z13) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c14 = llvm.mlir.constant(1 : i48) : i48
  %r14 = llvm.urem %a, %c14 : i48
  %z14 = llvm.zext %r14 : i48 to i64
  llvm.call @printU64(%z14) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c15 = llvm.mlir.constant(1 : i48) : i48
  %r15 = llvm.sdiv %a, %c15 : i48
  %z15 = llvm.zext %r15 : i48 to i64
  llvm.call @printU64(%z15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c16 = llvm.mlir.constant(1 : i48) : i48
  %r16 = llvm.srem %a, %c16 : i48
  %z16 = llvm.zext %r16 : i48 to i64
  llvm.call @printU64(%z16) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c17 = llvm.mlir.constant(3 : i48) : i48
  %r17 = llvm.udiv %a, %c17 : i48
  %z17 = llvm.zext %r17 : i48 to i64
  llvm.call @printU64(%z17) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c18 = llvm.mlir.constant(3 : i48) : i48
  %r18 = llvm.urem %a, %c18 : i48
  %z18 = llvm.zext %r18 : i48 to i64
  llvm.call @printU64(%z18) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c19 = llvm.mlir.constant(3 : i48) : i48
  %r19 = llvm.sdiv %a, %c19 : i48
  %z19 = llvm.zext %r19 : i48 to i64
  llvm.call @printU64(%z19) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c20 = llvm.mlir.constant(3 : i48) : i48
  %r20 = llvm.srem %a, %c20 : i48
  %z20 = llvm.zext %r20 : i48 to i64
  llvm.call @printU64(%z20) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c21 = llvm.mlir.constant(7 : i48) : i48
  %r21 = llvm.udiv %a, %c21 : i48
  %z21 = llvm.zext %r21 : i48 to i64
  llvm.call @printU64(%z21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c22 = llvm.mlir.constant(7 : i48) : i48
  %r22 = llvm.urem %a, %c22 : i48
  %z22 = llvm.zext %r22 : i48 to i64
  llvm.call @printU64(%z22) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c23 = llvm.mlir.constant(7 : i48) : i48
  %r23 = llvm.sdiv %a, %c23 : i48
  %z23 = llvm.zext %r23 : i48 to i64
  llvm.call @printU64(%z23) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c24 = llvm.mlir.constant(7 : i48) : i48
  %r24 = llvm.srem %a, %c24 : i48
  %z24 = llvm.zext %r24 : i48 to i64
  llvm.call @printU64(%z24) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c25 = llvm.mlir.constant(16 : i48) : i48
  %r25 = llvm.udiv %a, %c25 : i48
  %z25 = llvm.zext %r25 : i48 to i64
  llvm.call @printU64(%z25) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c26 = llvm.mlir.constant(16 : i48) : i48
  %r26 = llvm.urem %a, %c26 : i48
  %z26 = llvm.zext %r26 : i48 to i64
  llvm.call @printU64(%z26) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c27 = llvm.mlir.constant(16 : i48) : i48
  %r27 = llvm.sdiv %a, %c27 : i48
  %z27 = llvm.zext %r27 : i48 to i64
  llvm.call @printU64(%z27) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c28 = llvm.mlir.constant(16 : i48) : i48
  %r28 = llvm.srem %a, %c28 : i48
  %z28 = llvm.zext %r28 : i48 to i64
  llvm.call @printU64(%z28) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c29 = llvm.mlir.constant(6700417 : i48) : i48
  %r29 = llvm.udiv %a, %c29 : i48
  %z29 = llvm.zext %r29 : i48 to i64
  llvm.call @printU64(%z29) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c30 = llvm.mlir.constant(6700417 : i48) : i48
  %r30 = llvm.urem %a, %c30 : i48
  %z30 = llvm.zext %r30 : i48 to i64
  llvm.call @printU64(%z30) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c31 = llvm.mlir.constant(6700417 : i48) : i48
  %r31 = llvm.sdiv %a, %c31 : i48
  %z31 = llvm.zext %r31 : i48 to i64
  llvm.call @printU64(%z31) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c32 = llvm.mlir.constant(6700417 : i48) : i48
  %r32 = llvm.srem %a, %c32 : i48
  %z32 = llvm.zext %r32 : i48 to i64
  llvm.call @printU64(%z32) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c33 = llvm.mlir.constant(12345678901 : i48) : i48
  %r33 = llvm.udiv %a, %c33 : i48
  %z33 = llvm.zext %r33 : i48 to i64
  llvm.call @printU64(%z33) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c34 = llvm.mlir.constant(12345678901 : i48) : i48
  %r34 = llvm.urem %a, %c34 : i48
  %z34 = llvm.zext %r34 : i48 to i64
  llvm.call @printU64(%z34) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c35 = llvm.mlir.constant(12345678901 : i48) : i48
  %r35 = llvm.sdiv %a, %c35 : i48
  %z35 = llvm.zext %r35 : i48 to i64
  llvm.call @printU64(%z35) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c36 = llvm.mlir.constant(12345678901 : i48) : i48
  %r36 = llvm.srem %a, %c36 : i48
  %z36 = llvm.zext %r36 : i48 to i64
  llvm.call @printU64(%z36) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %k1 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @d8(%k1) : (i8) -> ()
  %k2 = llvm.mlir.constant(1 : i8) : i8
  llvm.call @d8(%k2) : (i8) -> ()
  %k3 = llvm.mlir.constant(2 : i8) : i8
  llvm.call @d8(%k3) : (i8) -> ()
  %k4 = llvm.mlir.constant(-1 : i8) : i8
  llvm.call @d8(%k4) : (i8) -> ()
  %k5 = llvm.mlir.constant(-2 : i8) : i8
  llvm.call @d8(%k5) : (i8) -> ()
  %k6 = llvm.mlir.constant(-128 : i8) : i8
  llvm.call @d8(%k6) : (i8) -> ()
  %k7 = llvm.mlir.constant(-127 : i8) : i8
  llvm.call @d8(%k7) : (i8) -> ()
  %k8 = llvm.mlir.constant(127 : i8) : i8
  llvm.call @d8(%k8) : (i8) -> ()
  %k9 = llvm.mlir.constant(57 : i8) : i8
  llvm.call @d8(%k9) : (i8) -> ()
  %k10 = llvm.mlir.constant(118 : i8) : i8
  llvm.call @d8(%k10) : (i8) -> ()
  %k11 = llvm.mlir.constant(-100 : i8) : i8
  llvm.call @d8(%k11) : (i8) -> ()
  %k12 = llvm.mlir.constant(0 : i16) : i16
  llvm.call @d16(%k12) : (i16) -> ()
  %k13 = llvm.mlir.constant(1 : i16) : i16
  llvm.call @d16(%k13) : (i16) -> ()
  %k14 = llvm.mlir.constant(2 : i16) : i16
  llvm.call @d16(%k14) : (i16) -> ()
  %k15 = llvm.mlir.constant(-1 : i16) : i16
  llvm.call @d16(%k15) : (i16) -> ()
  %k16 = llvm.mlir.constant(-2 : i16) : i16
  llvm.call @d16(%k16) : (i16) -> ()
  %k17 = llvm.mlir.constant(-32768 : i16) : i16
  llvm.call @d16(%k17) : (i16) -> ()
  %k18 = llvm.mlir.constant(-32767 : i16) : i16
  llvm.call @d16(%k18) : (i16) -> ()
  %k19 = llvm.mlir.constant(32767 : i16) : i16
  llvm.call @d16(%k19) : (i16) -> ()
  %k20 = llvm.mlir.constant(12345 : i16) : i16
  llvm.call @d16(%k20) : (i16) -> ()
  %k21 = llvm.mlir.constant(24465 : i16) : i16
  llvm.call @d16(%k21) : (i16) -> ()
  %k22 = llvm.mlir.constant(17506 : i16) : i16
  llvm.call @d16(%k22) : (i16) -> ()
  %k23 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @d32(%k23) : (i32) -> ()
  %k24 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @d32(%k24) : (i32) -> ()
  %k25 = llvm.mlir.constant(2 : i32) : i32
  llvm.call @d32(%k25) : (i32) -> ()
  %k26 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @d32(%k26) : (i32) -> ()
  %k27 = llvm.mlir.constant(-2 : i32) : i32
  llvm.call @d32(%k27) : (i32) -> ()
  %k28 = llvm.mlir.constant(-2147483648 : i32) : i32
  llvm.call @d32(%k28) : (i32) -> ()
  %k29 = llvm.mlir.constant(-2147483647 : i32) : i32
  llvm.call @d32(%k29) : (i32) -> ()
  %k30 = llvm.mlir.constant(2147483647 : i32) : i32
  llvm.call @d32(%k30) : (i32) -> ()
  %k31 = llvm.mlir.constant(12345 : i32) : i32
  llvm.call @d32(%k31) : (i32) -> ()
  %k32 = llvm.mlir.constant(595022250 : i32) : i32
  llvm.call @d32(%k32) : (i32) -> ()
  %k33 = llvm.mlir.constant(799486471 : i32) : i32
  llvm.call @d32(%k33) : (i32) -> ()
  %k34 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @d64(%k34) : (i64) -> ()
  %k35 = llvm.mlir.constant(1 : i64) : i64
  llvm.call @d64(%k35) : (i64) -> ()
  %k36 = llvm.mlir.constant(2 : i64) : i64
  llvm.call @d64(%k36) : (i64) -> ()
  %k37 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @d64(%k37) : (i64) -> ()
  %k38 = llvm.mlir.constant(-2 : i64) : i64
  llvm.call @d64(%k38) : (i64) -> ()
  %k39 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.call @d64(%k39) : (i64) -> ()
  %k40 = llvm.mlir.constant(-9223372036854775807 : i64) : i64
  llvm.call @d64(%k40) : (i64) -> ()
  %k41 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  llvm.call @d64(%k41) : (i64) -> ()
  %k42 = llvm.mlir.constant(12345 : i64) : i64
  llvm.call @d64(%k42) : (i64) -> ()
  %k43 = llvm.mlir.constant(-5964873262980202667 : i64) : i64
  llvm.call @d64(%k43) : (i64) -> ()
  %k44 = llvm.mlir.constant(6241004153072892496 : i64) : i64
  llvm.call @d64(%k44) : (i64) -> ()
  %k45 = llvm.mlir.constant(0 : i7) : i7
  llvm.call @d7(%k45) : (i7) -> ()
  %k46 = llvm.mlir.constant(1 : i7) : i7
  llvm.call @d7(%k46) : (i7) -> ()
  %k47 = llvm.mlir.constant(2 : i7) : i7
  llvm.call @d7(%k47) : (i7) -> ()
  %k48 = llvm.mlir.constant(-1 : i7) : i7
  llvm.call @d7(%k48) : (i7) -> ()
  %k49 = llvm.mlir.constant(-2 : i7) : i7
  llvm.call @d7(%k49) : (i7) -> ()
  %k50 = llvm.mlir.constant(-64 : i7) : i7
  llvm.call @d7(%k50) : (i7) -> ()
  %k51 = llvm.mlir.constant(-63 : i7) : i7
  llvm.call @d7(%k51) : (i7) -> ()
  %k52 = llvm.mlir.constant(63 : i7) : i7
  llvm.call @d7(%k52) : (i7) -> ()
  %k53 = llvm.mlir.constant(57 : i7) : i7
  llvm.call @d7(%k53) : (i7) -> ()
  %k54 = llvm.mlir.constant(-64 : i7) : i7
  llvm.call @d7(%k54) : (i7) -> ()
  %k55 = llvm.mlir.constant(59 : i7) : i7
  llvm.call @d7(%k55) : (i7) -> ()
  %k56 = llvm.mlir.constant(0 : i24) : i24
  llvm.call @d24(%k56) : (i24) -> ()
  %k57 = llvm.mlir.constant(1 : i24) : i24
  llvm.call @d24(%k57) : (i24) -> ()
  %k58 = llvm.mlir.constant(2 : i24) : i24
  llvm.call @d24(%k58) : (i24) -> ()
  %k59 = llvm.mlir.constant(-1 : i24) : i24
  llvm.call @d24(%k59) : (i24) -> ()
  %k60 = llvm.mlir.constant(-2 : i24) : i24
  llvm.call @d24(%k60) : (i24) -> ()
  %k61 = llvm.mlir.constant(-8388608 : i24) : i24
  llvm.call @d24(%k61) : (i24) -> ()
  %k62 = llvm.mlir.constant(-8388607 : i24) : i24
  llvm.call @d24(%k62) : (i24) -> ()
  %k63 = llvm.mlir.constant(8388607 : i24) : i24
  llvm.call @d24(%k63) : (i24) -> ()
  %k64 = llvm.mlir.constant(12345 : i24) : i24
  llvm.call @d24(%k64) : (i24) -> ()
  %k65 = llvm.mlir.constant(-1706277 : i24) : i24
  llvm.call @d24(%k65) : (i24) -> ()
  %k66 = llvm.mlir.constant(-6632054 : i24) : i24
  llvm.call @d24(%k66) : (i24) -> ()
  %k67 = llvm.mlir.constant(0 : i48) : i48
  llvm.call @d48(%k67) : (i48) -> ()
  %k68 = llvm.mlir.constant(1 : i48) : i48
  llvm.call @d48(%k68) : (i48) -> ()
  %k69 = llvm.mlir.constant(2 : i48) : i48
  llvm.call @d48(%k69) : (i48) -> ()
  %k70 = llvm.mlir.constant(-1 : i48) : i48
  llvm.call @d48(%k70) : (i48) -> ()
  %k71 = llvm.mlir.constant(-2 : i48) : i48
  llvm.call @d48(%k71) : (i48) -> ()
  %k72 = llvm.mlir.constant(-140737488355328 : i48) : i48
  llvm.call @d48(%k72) : (i48) -> ()
  %k73 = llvm.mlir.constant(-140737488355327 : i48) : i48
  llvm.call @d48(%k73) : (i48) -> ()
  %k74 = llvm.mlir.constant(140737488355327 : i48) : i48
  llvm.call @d48(%k74) : (i48) -> ()
  %k75 = llvm.mlir.constant(12345 : i48) : i48
  llvm.call @d48(%k75) : (i48) -> ()
  %k76 = llvm.mlir.constant(94017181205719 : i48) : i48
  llvm.call @d48(%k76) : (i48) -> ()
  %k77 = llvm.mlir.constant(-17907633050809 : i48) : i48
  llvm.call @d48(%k77) : (i48) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
