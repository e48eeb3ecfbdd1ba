llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @f1_fshl_8(%a0: i8, %a1: i8, %a2: i8) {
    %r = "llvm.intr.fshl"(%a0, %a1, %a2) : (i8, i8, i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f2_fshlk_8(%a0: i8, %a1: i8) {
    %k = llvm.mlir.constant(3 : i8) : i8
    %r = "llvm.intr.fshl"(%a0, %a1, %k) : (i8, i8, i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f3_fshl_16(%a0: i16, %a1: i16, %a2: i16) {
    %r = "llvm.intr.fshl"(%a0, %a1, %a2) : (i16, i16, i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f4_fshlk_16(%a0: i16, %a1: i16) {
    %k = llvm.mlir.constant(3 : i16) : i16
    %r = "llvm.intr.fshl"(%a0, %a1, %k) : (i16, i16, i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f5_fshl_32(%a0: i32, %a1: i32, %a2: i32) {
    %r = "llvm.intr.fshl"(%a0, %a1, %a2) : (i32, i32, i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f6_fshlk_32(%a0: i32, %a1: i32) {
    %k = llvm.mlir.constant(3 : i32) : i32
    %r = "llvm.intr.fshl"(%a0, %a1, %k) : (i32, i32, i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f7_fshl_64(%a0: i64, %a1: i64, %a2: i64) {
    %r = "llvm.intr.fshl"(%a0, %a1, %a2) : (i64, i64, i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f8_fshlk_64(%a0: i64, %a1: i64) {
    %k = llvm.mlir.constant(3 : i64) : i64
    %r = "llvm.intr.fshl"(%a0, %a1, %k) : (i64, i64, i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f9_fshl_7(%a0: i7, %a1: i7, %a2: i7) {
    %r = "llvm.intr.fshl"(%a0, %a1, %a2) : (i7, i7, i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f10_fshlk_7(%a0: i7, %a1: i7) {
    %k = llvm.mlir.constant(3 : i7) : i7
    %r = "llvm.intr.fshl"(%a0, %a1, %k) : (i7, i7, i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f11_fshl_24(%a0: i24, %a1: i24, %a2: i24) {
    %r = "llvm.intr.fshl"(%a0, %a1, %a2) : (i24, i24, i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f12_fshlk_24(%a0: i24, %a1: i24) {
    %k = llvm.mlir.constant(3 : i24) : i24
    %r = "llvm.intr.fshl"(%a0, %a1, %k) : (i24, i24, i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f13_fshr_8(%a0: i8, %a1: i8, %a2: i8) {
    %r = "llvm.intr.fshr"(%a0, %a1, %a2) : (i8, i8, i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f14_fshrk_8(%a0: i8, %a1: i8) {
    %k = llvm.mlir.constant(3 : i8) : i8
    %r = "llvm.intr.fshr"(%a0, %a1, %k) : (i8, i8, i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f15_fshr_16(%a0: i16, %a1: i16, %a2: i16) {
    %r = "llvm.intr.fshr"(%a0, %a1, %a2) : (i16, i16, i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f16_fshrk_16(%a0: i16, %a1: i16) {
    %k = llvm.mlir.constant(3 : i16) : i16
    %r = "llvm.intr.fshr"(%a0, %a1, %k) : (i16, i16, i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f17_fshr_32(%a0: i32, %a1: i32, %a2: i32) {
    %r = "llvm.intr.fshr"(%a0, %a1, %a2) : (i32, i32, i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f18_fshrk_32(%a0: i32, %a1: i32) {
    %k = llvm.mlir.constant(3 : i32) : i32
    %r = "llvm.intr.fshr"(%a0, %a1, %k) : (i32, i32, i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f19_fshr_64(%a0: i64, %a1: i64, %a2: i64) {
    %r = "llvm.intr.fshr"(%a0, %a1, %a2) : (i64, i64, i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f20_fshrk_64(%a0: i64, %a1: i64) {
    %k = llvm.mlir.constant(3 : i64) : i64
    %r = "llvm.intr.fshr"(%a0, %a1, %k) : (i64, i64, i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f21_fshr_7(%a0: i7, %a1: i7, %a2: i7) {
    %r = "llvm.intr.fshr"(%a0, %a1, %a2) : (i7, i7, i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f22_fshrk_7(%a0: i7, %a1: i7) {
    %k = llvm.mlir.constant(3 : i7) : i7
    %r = "llvm.intr.fshr"(%a0, %a1, %k) : (i7, i7, i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f23_fshr_24(%a0: i24, %a1: i24, %a2: i24) {
    %r = "llvm.intr.fshr"(%a0, %a1, %a2) : (i24, i24, i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f24_fshrk_24(%a0: i24, %a1: i24) {
    %k = llvm.mlir.constant(3 : i24) : i24
    %r = "llvm.intr.fshr"(%a0, %a1, %k) : (i24, i24, i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @main() -> i32 {
    %c0_0 = llvm.mlir.constant(90 : i8) : i8
    %c0_1 = llvm.mlir.constant(82 : i8) : i8
    %c0_2 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f1_fshl_8(%c0_0, %c0_1, %c0_2) : (i8, i8, i8) -> ()
    %c1_0 = llvm.mlir.constant(90 : i8) : i8
    %c1_1 = llvm.mlir.constant(82 : i8) : i8
    %c1_2 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_fshl_8(%c1_0, %c1_1, %c1_2) : (i8, i8, i8) -> ()
    %c2_0 = llvm.mlir.constant(90 : i8) : i8
    %c2_1 = llvm.mlir.constant(82 : i8) : i8
    %c2_2 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @f1_fshl_8(%c2_0, %c2_1, %c2_2) : (i8, i8, i8) -> ()
    %c3_0 = llvm.mlir.constant(90 : i8) : i8
    %c3_1 = llvm.mlir.constant(82 : i8) : i8
    %c3_2 = llvm.mlir.constant(11 : i8) : i8
    llvm.call @f1_fshl_8(%c3_0, %c3_1, %c3_2) : (i8, i8, i8) -> ()
    %c4_0 = llvm.mlir.constant(90 : i8) : i8
    %c4_1 = llvm.mlir.constant(82 : i8) : i8
    %c4_2 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_fshl_8(%c4_0, %c4_1, %c4_2) : (i8, i8, i8) -> ()
    %c5_0 = llvm.mlir.constant(90 : i8) : i8
    %c5_1 = llvm.mlir.constant(38 : i8) : i8
    %c5_2 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f1_fshl_8(%c5_0, %c5_1, %c5_2) : (i8, i8, i8) -> ()
    %c6_0 = llvm.mlir.constant(90 : i8) : i8
    %c6_1 = llvm.mlir.constant(38 : i8) : i8
    %c6_2 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_fshl_8(%c6_0, %c6_1, %c6_2) : (i8, i8, i8) -> ()
    %c7_0 = llvm.mlir.constant(90 : i8) : i8
    %c7_1 = llvm.mlir.constant(38 : i8) : i8
    %c7_2 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @f1_fshl_8(%c7_0, %c7_1, %c7_2) : (i8, i8, i8) -> ()
    %c8_0 = llvm.mlir.constant(90 : i8) : i8
    %c8_1 = llvm.mlir.constant(38 : i8) : i8
    %c8_2 = llvm.mlir.constant(11 : i8) : i8
    llvm.call @f1_fshl_8(%c8_0, %c8_1, %c8_2) : (i8, i8, i8) -> ()
    %c9_0 = llvm.mlir.constant(90 : i8) : i8
    %c9_1 = llvm.mlir.constant(38 : i8) : i8
    %c9_2 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_fshl_8(%c9_0, %c9_1, %c9_2) : (i8, i8, i8) -> ()
    %c10_0 = llvm.mlir.constant(-17 : i8) : i8
    %c10_1 = llvm.mlir.constant(82 : i8) : i8
    %c10_2 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f1_fshl_8(%c10_0, %c10_1, %c10_2) : (i8, i8, i8) -> ()
    %c11_0 = llvm.mlir.constant(-17 : i8) : i8
    %c11_1 = llvm.mlir.constant(82 : i8) : i8
    %c11_2 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_fshl_8(%c11_0, %c11_1, %c11_2) : (i8, i8, i8) -> ()
    %c12_0 = llvm.mlir.constant(-17 : i8) : i8
    %c12_1 = llvm.mlir.constant(82 : i8) : i8
    %c12_2 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @f1_fshl_8(%c12_0, %c12_1, %c12_2) : (i8, i8, i8) -> ()
    %c13_0 = llvm.mlir.constant(-17 : i8) : i8
    %c13_1 = llvm.mlir.constant(82 : i8) : i8
    %c13_2 = llvm.mlir.constant(11 : i8) : i8
    llvm.call @f1_fshl_8(%c13_0, %c13_1, %c13_2) : (i8, i8, i8) -> ()
    %c14_0 = llvm.mlir.constant(-17 : i8) : i8
    %c14_1 = llvm.mlir.constant(82 : i8) : i8
    %c14_2 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_fshl_8(%c14_0, %c14_1, %c14_2) : (i8, i8, i8) -> ()
    %c15_0 = llvm.mlir.constant(-17 : i8) : i8
    %c15_1 = llvm.mlir.constant(38 : i8) : i8
    %c15_2 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f1_fshl_8(%c15_0, %c15_1, %c15_2) : (i8, i8, i8) -> ()
    %c16_0 = llvm.mlir.constant(-17 : i8) : i8
    %c16_1 = llvm.mlir.constant(38 : i8) : i8
    %c16_2 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_fshl_8(%c16_0, %c16_1, %c16_2) : (i8, i8, i8) -> ()
    %c17_0 = llvm.mlir.constant(-17 : i8) : i8
    %c17_1 = llvm.mlir.constant(38 : i8) : i8
    %c17_2 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @f1_fshl_8(%c17_0, %c17_1, %c17_2) : (i8, i8, i8) -> ()
    %c18_0 = llvm.mlir.constant(-17 : i8) : i8
    %c18_1 = llvm.mlir.constant(38 : i8) : i8
    %c18_2 = llvm.mlir.constant(11 : i8) : i8
    llvm.call @f1_fshl_8(%c18_0, %c18_1, %c18_2) : (i8, i8, i8) -> ()
    %c19_0 = llvm.mlir.constant(-17 : i8) : i8
    %c19_1 = llvm.mlir.constant(38 : i8) : i8
    %c19_2 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_fshl_8(%c19_0, %c19_1, %c19_2) : (i8, i8, i8) -> ()
    %c20_0 = llvm.mlir.constant(82 : i8) : i8
    %c20_1 = llvm.mlir.constant(38 : i8) : i8
    llvm.call @f2_fshlk_8(%c20_0, %c20_1) : (i8, i8) -> ()
    %c21_0 = llvm.mlir.constant(38 : i8) : i8
    %c21_1 = llvm.mlir.constant(38 : i8) : i8
    llvm.call @f2_fshlk_8(%c21_0, %c21_1) : (i8, i8) -> ()
    %c22_0 = llvm.mlir.constant(23130 : i16) : i16
    %c22_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c22_2 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f3_fshl_16(%c22_0, %c22_1, %c22_2) : (i16, i16, i16) -> ()
    %c23_0 = llvm.mlir.constant(23130 : i16) : i16
    %c23_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c23_2 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f3_fshl_16(%c23_0, %c23_1, %c23_2) : (i16, i16, i16) -> ()
    %c24_0 = llvm.mlir.constant(23130 : i16) : i16
    %c24_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c24_2 = llvm.mlir.constant(15 : i16) : i16
    llvm.call @f3_fshl_16(%c24_0, %c24_1, %c24_2) : (i16, i16, i16) -> ()
    %c25_0 = llvm.mlir.constant(23130 : i16) : i16
    %c25_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c25_2 = llvm.mlir.constant(19 : i16) : i16
    llvm.call @f3_fshl_16(%c25_0, %c25_1, %c25_2) : (i16, i16, i16) -> ()
    %c26_0 = llvm.mlir.constant(23130 : i16) : i16
    %c26_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c26_2 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f3_fshl_16(%c26_0, %c26_1, %c26_2) : (i16, i16, i16) -> ()
    %c27_0 = llvm.mlir.constant(23130 : i16) : i16
    %c27_1 = llvm.mlir.constant(4747 : i16) : i16
    %c27_2 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f3_fshl_16(%c27_0, %c27_1, %c27_2) : (i16, i16, i16) -> ()
    %c28_0 = llvm.mlir.constant(23130 : i16) : i16
    %c28_1 = llvm.mlir.constant(4747 : i16) : i16
    %c28_2 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f3_fshl_16(%c28_0, %c28_1, %c28_2) : (i16, i16, i16) -> ()
    %c29_0 = llvm.mlir.constant(23130 : i16) : i16
    %c29_1 = llvm.mlir.constant(4747 : i16) : i16
    %c29_2 = llvm.mlir.constant(15 : i16) : i16
    llvm.call @f3_fshl_16(%c29_0, %c29_1, %c29_2) : (i16, i16, i16) -> ()
    %c30_0 = llvm.mlir.constant(23130 : i16) : i16
    %c30_1 = llvm.mlir.constant(4747 : i16) : i16
    %c30_2 = llvm.mlir.constant(19 : i16) : i16
    llvm.call @f3_fshl_16(%c30_0, %c30_1, %c30_2) : (i16, i16, i16) -> ()
    %c31_0 = llvm.mlir.constant(23130 : i16) : i16
    %c31_1 = llvm.mlir.constant(4747 : i16) : i16
    %c31_2 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f3_fshl_16(%c31_0, %c31_1, %c31_2) : (i16, i16, i16) -> ()
    %c32_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c32_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c32_2 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f3_fshl_16(%c32_0, %c32_1, %c32_2) : (i16, i16, i16) -> ()
    %c33_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c33_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c33_2 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f3_fshl_16(%c33_0, %c33_1, %c33_2) : (i16, i16, i16) -> ()
    %c34_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c34_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c34_2 = llvm.mlir.constant(15 : i16) : i16
    llvm.call @f3_fshl_16(%c34_0, %c34_1, %c34_2) : (i16, i16, i16) -> ()
    %c35_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c35_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c35_2 = llvm.mlir.constant(19 : i16) : i16
    llvm.call @f3_fshl_16(%c35_0, %c35_1, %c35_2) : (i16, i16, i16) -> ()
    %c36_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c36_1 = llvm.mlir.constant(-22877 : i16) : i16
    %c36_2 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f3_fshl_16(%c36_0, %c36_1, %c36_2) : (i16, i16, i16) -> ()
    %c37_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c37_1 = llvm.mlir.constant(4747 : i16) : i16
    %c37_2 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f3_fshl_16(%c37_0, %c37_1, %c37_2) : (i16, i16, i16) -> ()
    %c38_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c38_1 = llvm.mlir.constant(4747 : i16) : i16
    %c38_2 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f3_fshl_16(%c38_0, %c38_1, %c38_2) : (i16, i16, i16) -> ()
    %c39_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c39_1 = llvm.mlir.constant(4747 : i16) : i16
    %c39_2 = llvm.mlir.constant(15 : i16) : i16
    llvm.call @f3_fshl_16(%c39_0, %c39_1, %c39_2) : (i16, i16, i16) -> ()
    %c40_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c40_1 = llvm.mlir.constant(4747 : i16) : i16
    %c40_2 = llvm.mlir.constant(19 : i16) : i16
    llvm.call @f3_fshl_16(%c40_0, %c40_1, %c40_2) : (i16, i16, i16) -> ()
    %c41_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c41_1 = llvm.mlir.constant(4747 : i16) : i16
    %c41_2 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f3_fshl_16(%c41_0, %c41_1, %c41_2) : (i16, i16, i16) -> ()
    %c42_0 = llvm.mlir.constant(-22877 : i16) : i16
    %c42_1 = llvm.mlir.constant(4747 : i16) : i16
    llvm.call @f4_fshlk_16(%c42_0, %c42_1) : (i16, i16) -> ()
    %c43_0 = llvm.mlir.constant(4747 : i16) : i16
    %c43_1 = llvm.mlir.constant(4747 : i16) : i16
    llvm.call @f4_fshlk_16(%c43_0, %c43_1) : (i16, i16) -> ()
    %c44_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c44_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c44_2 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f5_fshl_32(%c44_0, %c44_1, %c44_2) : (i32, i32, i32) -> ()
    %c45_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c45_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c45_2 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f5_fshl_32(%c45_0, %c45_1, %c45_2) : (i32, i32, i32) -> ()
    %c46_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c46_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c46_2 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @f5_fshl_32(%c46_0, %c46_1, %c46_2) : (i32, i32, i32) -> ()
    %c47_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c47_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c47_2 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @f5_fshl_32(%c47_0, %c47_1, %c47_2) : (i32, i32, i32) -> ()
    %c48_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c48_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c48_2 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f5_fshl_32(%c48_0, %c48_1, %c48_2) : (i32, i32, i32) -> ()
    %c49_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c49_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c49_2 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f5_fshl_32(%c49_0, %c49_1, %c49_2) : (i32, i32, i32) -> ()
    %c50_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c50_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c50_2 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f5_fshl_32(%c50_0, %c50_1, %c50_2) : (i32, i32, i32) -> ()
    %c51_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c51_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c51_2 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @f5_fshl_32(%c51_0, %c51_1, %c51_2) : (i32, i32, i32) -> ()
    %c52_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c52_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c52_2 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @f5_fshl_32(%c52_0, %c52_1, %c52_2) : (i32, i32, i32) -> ()
    %c53_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c53_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c53_2 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f5_fshl_32(%c53_0, %c53_1, %c53_2) : (i32, i32, i32) -> ()
    %c54_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c54_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c54_2 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f5_fshl_32(%c54_0, %c54_1, %c54_2) : (i32, i32, i32) -> ()
    %c55_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c55_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c55_2 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f5_fshl_32(%c55_0, %c55_1, %c55_2) : (i32, i32, i32) -> ()
    %c56_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c56_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c56_2 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @f5_fshl_32(%c56_0, %c56_1, %c56_2) : (i32, i32, i32) -> ()
    %c57_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c57_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c57_2 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @f5_fshl_32(%c57_0, %c57_1, %c57_2) : (i32, i32, i32) -> ()
    %c58_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c58_1 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c58_2 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f5_fshl_32(%c58_0, %c58_1, %c58_2) : (i32, i32, i32) -> ()
    %c59_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c59_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c59_2 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f5_fshl_32(%c59_0, %c59_1, %c59_2) : (i32, i32, i32) -> ()
    %c60_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c60_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c60_2 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f5_fshl_32(%c60_0, %c60_1, %c60_2) : (i32, i32, i32) -> ()
    %c61_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c61_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c61_2 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @f5_fshl_32(%c61_0, %c61_1, %c61_2) : (i32, i32, i32) -> ()
    %c62_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c62_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c62_2 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @f5_fshl_32(%c62_0, %c62_1, %c62_2) : (i32, i32, i32) -> ()
    %c63_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c63_1 = llvm.mlir.constant(1570621944 : i32) : i32
    %c63_2 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f5_fshl_32(%c63_0, %c63_1, %c63_2) : (i32, i32, i32) -> ()
    %c64_0 = llvm.mlir.constant(-1993371605 : i32) : i32
    %c64_1 = llvm.mlir.constant(1570621944 : i32) : i32
    llvm.call @f6_fshlk_32(%c64_0, %c64_1) : (i32, i32) -> ()
    %c65_0 = llvm.mlir.constant(1570621944 : i32) : i32
    %c65_1 = llvm.mlir.constant(1570621944 : i32) : i32
    llvm.call @f6_fshlk_32(%c65_0, %c65_1) : (i32, i32) -> ()
    %c66_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c66_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c66_2 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f7_fshl_64(%c66_0, %c66_1, %c66_2) : (i64, i64, i64) -> ()
    %c67_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c67_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c67_2 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f7_fshl_64(%c67_0, %c67_1, %c67_2) : (i64, i64, i64) -> ()
    %c68_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c68_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c68_2 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @f7_fshl_64(%c68_0, %c68_1, %c68_2) : (i64, i64, i64) -> ()
    %c69_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c69_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c69_2 = llvm.mlir.constant(67 : i64) : i64
    llvm.call @f7_fshl_64(%c69_0, %c69_1, %c69_2) : (i64, i64, i64) -> ()
    %c70_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c70_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c70_2 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f7_fshl_64(%c70_0, %c70_1, %c70_2) : (i64, i64, i64) -> ()
    %c71_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c71_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c71_2 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f7_fshl_64(%c71_0, %c71_1, %c71_2) : (i64, i64, i64) -> ()
    %c72_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c72_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c72_2 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f7_fshl_64(%c72_0, %c72_1, %c72_2) : (i64, i64, i64) -> ()
    %c73_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c73_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c73_2 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @f7_fshl_64(%c73_0, %c73_1, %c73_2) : (i64, i64, i64) -> ()
    %c74_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c74_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c74_2 = llvm.mlir.constant(67 : i64) : i64
    llvm.call @f7_fshl_64(%c74_0, %c74_1, %c74_2) : (i64, i64, i64) -> ()
    %c75_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c75_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c75_2 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f7_fshl_64(%c75_0, %c75_1, %c75_2) : (i64, i64, i64) -> ()
    %c76_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c76_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c76_2 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f7_fshl_64(%c76_0, %c76_1, %c76_2) : (i64, i64, i64) -> ()
    %c77_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c77_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c77_2 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f7_fshl_64(%c77_0, %c77_1, %c77_2) : (i64, i64, i64) -> ()
    %c78_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c78_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c78_2 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @f7_fshl_64(%c78_0, %c78_1, %c78_2) : (i64, i64, i64) -> ()
    %c79_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c79_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c79_2 = llvm.mlir.constant(67 : i64) : i64
    llvm.call @f7_fshl_64(%c79_0, %c79_1, %c79_2) : (i64, i64, i64) -> ()
    %c80_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c80_1 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c80_2 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f7_fshl_64(%c80_0, %c80_1, %c80_2) : (i64, i64, i64) -> ()
    %c81_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c81_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c81_2 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f7_fshl_64(%c81_0, %c81_1, %c81_2) : (i64, i64, i64) -> ()
    %c82_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c82_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c82_2 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f7_fshl_64(%c82_0, %c82_1, %c82_2) : (i64, i64, i64) -> ()
    %c83_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c83_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c83_2 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @f7_fshl_64(%c83_0, %c83_1, %c83_2) : (i64, i64, i64) -> ()
    %c84_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c84_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c84_2 = llvm.mlir.constant(67 : i64) : i64
    llvm.call @f7_fshl_64(%c84_0, %c84_1, %c84_2) : (i64, i64, i64) -> ()
    %c85_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c85_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c85_2 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f7_fshl_64(%c85_0, %c85_1, %c85_2) : (i64, i64, i64) -> ()
    %c86_0 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    %c86_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    llvm.call @f8_fshlk_64(%c86_0, %c86_1) : (i64, i64) -> ()
    %c87_0 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    %c87_1 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    llvm.call @f8_fshlk_64(%c87_0, %c87_1) : (i64, i64) -> ()
    %c88_0 = llvm.mlir.constant(-38 : i7) : i7
    %c88_1 = llvm.mlir.constant(8 : i7) : i7
    %c88_2 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f9_fshl_7(%c88_0, %c88_1, %c88_2) : (i7, i7, i7) -> ()
    %c89_0 = llvm.mlir.constant(-38 : i7) : i7
    %c89_1 = llvm.mlir.constant(8 : i7) : i7
    %c89_2 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_fshl_7(%c89_0, %c89_1, %c89_2) : (i7, i7, i7) -> ()
    %c90_0 = llvm.mlir.constant(-38 : i7) : i7
    %c90_1 = llvm.mlir.constant(8 : i7) : i7
    %c90_2 = llvm.mlir.constant(6 : i7) : i7
    llvm.call @f9_fshl_7(%c90_0, %c90_1, %c90_2) : (i7, i7, i7) -> ()
    %c91_0 = llvm.mlir.constant(-38 : i7) : i7
    %c91_1 = llvm.mlir.constant(8 : i7) : i7
    %c91_2 = llvm.mlir.constant(10 : i7) : i7
    llvm.call @f9_fshl_7(%c91_0, %c91_1, %c91_2) : (i7, i7, i7) -> ()
    %c92_0 = llvm.mlir.constant(-38 : i7) : i7
    %c92_1 = llvm.mlir.constant(8 : i7) : i7
    %c92_2 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_fshl_7(%c92_0, %c92_1, %c92_2) : (i7, i7, i7) -> ()
    %c93_0 = llvm.mlir.constant(-38 : i7) : i7
    %c93_1 = llvm.mlir.constant(11 : i7) : i7
    %c93_2 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f9_fshl_7(%c93_0, %c93_1, %c93_2) : (i7, i7, i7) -> ()
    %c94_0 = llvm.mlir.constant(-38 : i7) : i7
    %c94_1 = llvm.mlir.constant(11 : i7) : i7
    %c94_2 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_fshl_7(%c94_0, %c94_1, %c94_2) : (i7, i7, i7) -> ()
    %c95_0 = llvm.mlir.constant(-38 : i7) : i7
    %c95_1 = llvm.mlir.constant(11 : i7) : i7
    %c95_2 = llvm.mlir.constant(6 : i7) : i7
    llvm.call @f9_fshl_7(%c95_0, %c95_1, %c95_2) : (i7, i7, i7) -> ()
    %c96_0 = llvm.mlir.constant(-38 : i7) : i7
    %c96_1 = llvm.mlir.constant(11 : i7) : i7
    %c96_2 = llvm.mlir.constant(10 : i7) : i7
    llvm.call @f9_fshl_7(%c96_0, %c96_1, %c96_2) : (i7, i7, i7) -> ()
    %c97_0 = llvm.mlir.constant(-38 : i7) : i7
    %c97_1 = llvm.mlir.constant(11 : i7) : i7
    %c97_2 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_fshl_7(%c97_0, %c97_1, %c97_2) : (i7, i7, i7) -> ()
    %c98_0 = llvm.mlir.constant(-17 : i7) : i7
    %c98_1 = llvm.mlir.constant(8 : i7) : i7
    %c98_2 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f9_fshl_7(%c98_0, %c98_1, %c98_2) : (i7, i7, i7) -> ()
    %c99_0 = llvm.mlir.constant(-17 : i7) : i7
    %c99_1 = llvm.mlir.constant(8 : i7) : i7
    %c99_2 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_fshl_7(%c99_0, %c99_1, %c99_2) : (i7, i7, i7) -> ()
    %c100_0 = llvm.mlir.constant(-17 : i7) : i7
    %c100_1 = llvm.mlir.constant(8 : i7) : i7
    %c100_2 = llvm.mlir.constant(6 : i7) : i7
    llvm.call @f9_fshl_7(%c100_0, %c100_1, %c100_2) : (i7, i7, i7) -> ()
    %c101_0 = llvm.mlir.constant(-17 : i7) : i7
    %c101_1 = llvm.mlir.constant(8 : i7) : i7
    %c101_2 = llvm.mlir.constant(10 : i7) : i7
    llvm.call @f9_fshl_7(%c101_0, %c101_1, %c101_2) : (i7, i7, i7) -> ()
    %c102_0 = llvm.mlir.constant(-17 : i7) : i7
    %c102_1 = llvm.mlir.constant(8 : i7) : i7
    %c102_2 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_fshl_7(%c102_0, %c102_1, %c102_2) : (i7, i7, i7) -> ()
    %c103_0 = llvm.mlir.constant(-17 : i7) : i7
    %c103_1 = llvm.mlir.constant(11 : i7) : i7
    %c103_2 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f9_fshl_7(%c103_0, %c103_1, %c103_2) : (i7, i7, i7) -> ()
    %c104_0 = llvm.mlir.constant(-17 : i7) : i7
    %c104_1 = llvm.mlir.constant(11 : i7) : i7
    %c104_2 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_fshl_7(%c104_0, %c104_1, %c104_2) : (i7, i7, i7) -> ()
    %c105_0 = llvm.mlir.constant(-17 : i7) : i7
    %c105_1 = llvm.mlir.constant(11 : i7) : i7
    %c105_2 = llvm.mlir.constant(6 : i7) : i7
    llvm.call @f9_fshl_7(%c105_0, %c105_1, %c105_2) : (i7, i7, i7) -> ()
    %c106_0 = llvm.mlir.constant(-17 : i7) : i7
    %c106_1 = llvm.mlir.constant(11 : i7) : i7
    %c106_2 = llvm.mlir.constant(10 : i7) : i7
    llvm.call @f9_fshl_7(%c106_0, %c106_1, %c106_2) : (i7, i7, i7) -> ()
    %c107_0 = llvm.mlir.constant(-17 : i7) : i7
    %c107_1 = llvm.mlir.constant(11 : i7) : i7
    %c107_2 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_fshl_7(%c107_0, %c107_1, %c107_2) : (i7, i7, i7) -> ()
    %c108_0 = llvm.mlir.constant(8 : i7) : i7
    %c108_1 = llvm.mlir.constant(11 : i7) : i7
    llvm.call @f10_fshlk_7(%c108_0, %c108_1) : (i7, i7) -> ()
    %c109_0 = llvm.mlir.constant(11 : i7) : i7
    %c109_1 = llvm.mlir.constant(11 : i7) : i7
    llvm.call @f10_fshlk_7(%c109_0, %c109_1) : (i7, i7) -> ()
    %c110_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c110_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c110_2 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f11_fshl_24(%c110_0, %c110_1, %c110_2) : (i24, i24, i24) -> ()
    %c111_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c111_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c111_2 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f11_fshl_24(%c111_0, %c111_1, %c111_2) : (i24, i24, i24) -> ()
    %c112_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c112_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c112_2 = llvm.mlir.constant(23 : i24) : i24
    llvm.call @f11_fshl_24(%c112_0, %c112_1, %c112_2) : (i24, i24, i24) -> ()
    %c113_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c113_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c113_2 = llvm.mlir.constant(27 : i24) : i24
    llvm.call @f11_fshl_24(%c113_0, %c113_1, %c113_2) : (i24, i24, i24) -> ()
    %c114_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c114_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c114_2 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f11_fshl_24(%c114_0, %c114_1, %c114_2) : (i24, i24, i24) -> ()
    %c115_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c115_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c115_2 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f11_fshl_24(%c115_0, %c115_1, %c115_2) : (i24, i24, i24) -> ()
    %c116_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c116_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c116_2 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f11_fshl_24(%c116_0, %c116_1, %c116_2) : (i24, i24, i24) -> ()
    %c117_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c117_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c117_2 = llvm.mlir.constant(23 : i24) : i24
    llvm.call @f11_fshl_24(%c117_0, %c117_1, %c117_2) : (i24, i24, i24) -> ()
    %c118_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c118_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c118_2 = llvm.mlir.constant(27 : i24) : i24
    llvm.call @f11_fshl_24(%c118_0, %c118_1, %c118_2) : (i24, i24, i24) -> ()
    %c119_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c119_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c119_2 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f11_fshl_24(%c119_0, %c119_1, %c119_2) : (i24, i24, i24) -> ()
    %c120_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c120_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c120_2 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f11_fshl_24(%c120_0, %c120_1, %c120_2) : (i24, i24, i24) -> ()
    %c121_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c121_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c121_2 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f11_fshl_24(%c121_0, %c121_1, %c121_2) : (i24, i24, i24) -> ()
    %c122_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c122_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c122_2 = llvm.mlir.constant(23 : i24) : i24
    llvm.call @f11_fshl_24(%c122_0, %c122_1, %c122_2) : (i24, i24, i24) -> ()
    %c123_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c123_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c123_2 = llvm.mlir.constant(27 : i24) : i24
    llvm.call @f11_fshl_24(%c123_0, %c123_1, %c123_2) : (i24, i24, i24) -> ()
    %c124_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c124_1 = llvm.mlir.constant(7122250 : i24) : i24
    %c124_2 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f11_fshl_24(%c124_0, %c124_1, %c124_2) : (i24, i24, i24) -> ()
    %c125_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c125_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c125_2 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f11_fshl_24(%c125_0, %c125_1, %c125_2) : (i24, i24, i24) -> ()
    %c126_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c126_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c126_2 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f11_fshl_24(%c126_0, %c126_1, %c126_2) : (i24, i24, i24) -> ()
    %c127_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c127_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c127_2 = llvm.mlir.constant(23 : i24) : i24
    llvm.call @f11_fshl_24(%c127_0, %c127_1, %c127_2) : (i24, i24, i24) -> ()
    %c128_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c128_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c128_2 = llvm.mlir.constant(27 : i24) : i24
    llvm.call @f11_fshl_24(%c128_0, %c128_1, %c128_2) : (i24, i24, i24) -> ()
    %c129_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c129_1 = llvm.mlir.constant(-2904940 : i24) : i24
    %c129_2 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f11_fshl_24(%c129_0, %c129_1, %c129_2) : (i24, i24, i24) -> ()
    %c130_0 = llvm.mlir.constant(7122250 : i24) : i24
    %c130_1 = llvm.mlir.constant(-2904940 : i24) : i24
    llvm.call @f12_fshlk_24(%c130_0, %c130_1) : (i24, i24) -> ()
    %c131_0 = llvm.mlir.constant(-2904940 : i24) : i24
    %c131_1 = llvm.mlir.constant(-2904940 : i24) : i24
    llvm.call @f12_fshlk_24(%c131_0, %c131_1) : (i24, i24) -> ()
    %c132_0 = llvm.mlir.constant(90 : i8) : i8
    %c132_1 = llvm.mlir.constant(31 : i8) : i8
    %c132_2 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f13_fshr_8(%c132_0, %c132_1, %c132_2) : (i8, i8, i8) -> ()
    %c133_0 = llvm.mlir.constant(90 : i8) : i8
    %c133_1 = llvm.mlir.constant(31 : i8) : i8
    %c133_2 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f13_fshr_8(%c133_0, %c133_1, %c133_2) : (i8, i8, i8) -> ()
    %c134_0 = llvm.mlir.constant(90 : i8) : i8
    %c134_1 = llvm.mlir.constant(31 : i8) : i8
    %c134_2 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @f13_fshr_8(%c134_0, %c134_1, %c134_2) : (i8, i8, i8) -> ()
    %c135_0 = llvm.mlir.constant(90 : i8) : i8
    %c135_1 = llvm.mlir.constant(31 : i8) : i8
    %c135_2 = llvm.mlir.constant(11 : i8) : i8
    llvm.call @f13_fshr_8(%c135_0, %c135_1, %c135_2) : (i8, i8, i8) -> ()
    %c136_0 = llvm.mlir.constant(90 : i8) : i8
    %c136_1 = llvm.mlir.constant(31 : i8) : i8
    %c136_2 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f13_fshr_8(%c136_0, %c136_1, %c136_2) : (i8, i8, i8) -> ()
    %c137_0 = llvm.mlir.constant(90 : i8) : i8
    %c137_1 = llvm.mlir.constant(57 : i8) : i8
    %c137_2 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f13_fshr_8(%c137_0, %c137_1, %c137_2) : (i8, i8, i8) -> ()
    %c138_0 = llvm.mlir.constant(90 : i8) : i8
    %c138_1 = llvm.mlir.constant(57 : i8) : i8
    %c138_2 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f13_fshr_8(%c138_0, %c138_1, %c138_2) : (i8, i8, i8) -> ()
    %c139_0 = llvm.mlir.constant(90 : i8) : i8
    %c139_1 = llvm.mlir.constant(57 : i8) : i8
    %c139_2 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @f13_fshr_8(%c139_0, %c139_1, %c139_2) : (i8, i8, i8) -> ()
    %c140_0 = llvm.mlir.constant(90 : i8) : i8
    %c140_1 = llvm.mlir.constant(57 : i8) : i8
    %c140_2 = llvm.mlir.constant(11 : i8) : i8
    llvm.call @f13_fshr_8(%c140_0, %c140_1, %c140_2) : (i8, i8, i8) -> ()
    %c141_0 = llvm.mlir.constant(90 : i8) : i8
    %c141_1 = llvm.mlir.constant(57 : i8) : i8
    %c141_2 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f13_fshr_8(%c141_0, %c141_1, %c141_2) : (i8, i8, i8) -> ()
    %c142_0 = llvm.mlir.constant(-17 : i8) : i8
    %c142_1 = llvm.mlir.constant(31 : i8) : i8
    %c142_2 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f13_fshr_8(%c142_0, %c142_1, %c142_2) : (i8, i8, i8) -> ()
    %c143_0 = llvm.mlir.constant(-17 : i8) : i8
    %c143_1 = llvm.mlir.constant(31 : i8) : i8
    %c143_2 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f13_fshr_8(%c143_0, %c143_1, %c143_2) : (i8, i8, i8) -> ()
    %c144_0 = llvm.mlir.constant(-17 : i8) : i8
    %c144_1 = llvm.mlir.constant(31 : i8) : i8
    %c144_2 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @f13_fshr_8(%c144_0, %c144_1, %c144_2) : (i8, i8, i8) -> ()
    %c145_0 = llvm.mlir.constant(-17 : i8) : i8
    %c145_1 = llvm.mlir.constant(31 : i8) : i8
    %c145_2 = llvm.mlir.constant(11 : i8) : i8
    llvm.call @f13_fshr_8(%c145_0, %c145_1, %c145_2) : (i8, i8, i8) -> ()
    %c146_0 = llvm.mlir.constant(-17 : i8) : i8
    %c146_1 = llvm.mlir.constant(31 : i8) : i8
    %c146_2 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f13_fshr_8(%c146_0, %c146_1, %c146_2) : (i8, i8, i8) -> ()
    %c147_0 = llvm.mlir.constant(-17 : i8) : i8
    %c147_1 = llvm.mlir.constant(57 : i8) : i8
    %c147_2 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f13_fshr_8(%c147_0, %c147_1, %c147_2) : (i8, i8, i8) -> ()
    %c148_0 = llvm.mlir.constant(-17 : i8) : i8
    %c148_1 = llvm.mlir.constant(57 : i8) : i8
    %c148_2 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f13_fshr_8(%c148_0, %c148_1, %c148_2) : (i8, i8, i8) -> ()
    %c149_0 = llvm.mlir.constant(-17 : i8) : i8
    %c149_1 = llvm.mlir.constant(57 : i8) : i8
    %c149_2 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @f13_fshr_8(%c149_0, %c149_1, %c149_2) : (i8, i8, i8) -> ()
    %c150_0 = llvm.mlir.constant(-17 : i8) : i8
    %c150_1 = llvm.mlir.constant(57 : i8) : i8
    %c150_2 = llvm.mlir.constant(11 : i8) : i8
    llvm.call @f13_fshr_8(%c150_0, %c150_1, %c150_2) : (i8, i8, i8) -> ()
    %c151_0 = llvm.mlir.constant(-17 : i8) : i8
    %c151_1 = llvm.mlir.constant(57 : i8) : i8
    %c151_2 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f13_fshr_8(%c151_0, %c151_1, %c151_2) : (i8, i8, i8) -> ()
    %c152_0 = llvm.mlir.constant(31 : i8) : i8
    %c152_1 = llvm.mlir.constant(57 : i8) : i8
    llvm.call @f14_fshrk_8(%c152_0, %c152_1) : (i8, i8) -> ()
    %c153_0 = llvm.mlir.constant(57 : i8) : i8
    %c153_1 = llvm.mlir.constant(57 : i8) : i8
    llvm.call @f14_fshrk_8(%c153_0, %c153_1) : (i8, i8) -> ()
    %c154_0 = llvm.mlir.constant(23130 : i16) : i16
    %c154_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c154_2 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f15_fshr_16(%c154_0, %c154_1, %c154_2) : (i16, i16, i16) -> ()
    %c155_0 = llvm.mlir.constant(23130 : i16) : i16
    %c155_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c155_2 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f15_fshr_16(%c155_0, %c155_1, %c155_2) : (i16, i16, i16) -> ()
    %c156_0 = llvm.mlir.constant(23130 : i16) : i16
    %c156_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c156_2 = llvm.mlir.constant(15 : i16) : i16
    llvm.call @f15_fshr_16(%c156_0, %c156_1, %c156_2) : (i16, i16, i16) -> ()
    %c157_0 = llvm.mlir.constant(23130 : i16) : i16
    %c157_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c157_2 = llvm.mlir.constant(19 : i16) : i16
    llvm.call @f15_fshr_16(%c157_0, %c157_1, %c157_2) : (i16, i16, i16) -> ()
    %c158_0 = llvm.mlir.constant(23130 : i16) : i16
    %c158_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c158_2 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f15_fshr_16(%c158_0, %c158_1, %c158_2) : (i16, i16, i16) -> ()
    %c159_0 = llvm.mlir.constant(23130 : i16) : i16
    %c159_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c159_2 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f15_fshr_16(%c159_0, %c159_1, %c159_2) : (i16, i16, i16) -> ()
    %c160_0 = llvm.mlir.constant(23130 : i16) : i16
    %c160_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c160_2 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f15_fshr_16(%c160_0, %c160_1, %c160_2) : (i16, i16, i16) -> ()
    %c161_0 = llvm.mlir.constant(23130 : i16) : i16
    %c161_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c161_2 = llvm.mlir.constant(15 : i16) : i16
    llvm.call @f15_fshr_16(%c161_0, %c161_1, %c161_2) : (i16, i16, i16) -> ()
    %c162_0 = llvm.mlir.constant(23130 : i16) : i16
    %c162_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c162_2 = llvm.mlir.constant(19 : i16) : i16
    llvm.call @f15_fshr_16(%c162_0, %c162_1, %c162_2) : (i16, i16, i16) -> ()
    %c163_0 = llvm.mlir.constant(23130 : i16) : i16
    %c163_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c163_2 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f15_fshr_16(%c163_0, %c163_1, %c163_2) : (i16, i16, i16) -> ()
    %c164_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c164_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c164_2 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f15_fshr_16(%c164_0, %c164_1, %c164_2) : (i16, i16, i16) -> ()
    %c165_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c165_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c165_2 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f15_fshr_16(%c165_0, %c165_1, %c165_2) : (i16, i16, i16) -> ()
    %c166_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c166_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c166_2 = llvm.mlir.constant(15 : i16) : i16
    llvm.call @f15_fshr_16(%c166_0, %c166_1, %c166_2) : (i16, i16, i16) -> ()
    %c167_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c167_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c167_2 = llvm.mlir.constant(19 : i16) : i16
    llvm.call @f15_fshr_16(%c167_0, %c167_1, %c167_2) : (i16, i16, i16) -> ()
    %c168_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c168_1 = llvm.mlir.constant(-24417 : i16) : i16
    %c168_2 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f15_fshr_16(%c168_0, %c168_1, %c168_2) : (i16, i16, i16) -> ()
    %c169_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c169_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c169_2 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f15_fshr_16(%c169_0, %c169_1, %c169_2) : (i16, i16, i16) -> ()
    %c170_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c170_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c170_2 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f15_fshr_16(%c170_0, %c170_1, %c170_2) : (i16, i16, i16) -> ()
    %c171_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c171_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c171_2 = llvm.mlir.constant(15 : i16) : i16
    llvm.call @f15_fshr_16(%c171_0, %c171_1, %c171_2) : (i16, i16, i16) -> ()
    %c172_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c172_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c172_2 = llvm.mlir.constant(19 : i16) : i16
    llvm.call @f15_fshr_16(%c172_0, %c172_1, %c172_2) : (i16, i16, i16) -> ()
    %c173_0 = llvm.mlir.constant(-12817 : i16) : i16
    %c173_1 = llvm.mlir.constant(-3427 : i16) : i16
    %c173_2 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f15_fshr_16(%c173_0, %c173_1, %c173_2) : (i16, i16, i16) -> ()
    %c174_0 = llvm.mlir.constant(-24417 : i16) : i16
    %c174_1 = llvm.mlir.constant(-3427 : i16) : i16
    llvm.call @f16_fshrk_16(%c174_0, %c174_1) : (i16, i16) -> ()
    %c175_0 = llvm.mlir.constant(-3427 : i16) : i16
    %c175_1 = llvm.mlir.constant(-3427 : i16) : i16
    llvm.call @f16_fshrk_16(%c175_0, %c175_1) : (i16, i16) -> ()
    %c176_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c176_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c176_2 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f17_fshr_32(%c176_0, %c176_1, %c176_2) : (i32, i32, i32) -> ()
    %c177_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c177_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c177_2 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_fshr_32(%c177_0, %c177_1, %c177_2) : (i32, i32, i32) -> ()
    %c178_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c178_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c178_2 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @f17_fshr_32(%c178_0, %c178_1, %c178_2) : (i32, i32, i32) -> ()
    %c179_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c179_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c179_2 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @f17_fshr_32(%c179_0, %c179_1, %c179_2) : (i32, i32, i32) -> ()
    %c180_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c180_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c180_2 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_fshr_32(%c180_0, %c180_1, %c180_2) : (i32, i32, i32) -> ()
    %c181_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c181_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c181_2 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f17_fshr_32(%c181_0, %c181_1, %c181_2) : (i32, i32, i32) -> ()
    %c182_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c182_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c182_2 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_fshr_32(%c182_0, %c182_1, %c182_2) : (i32, i32, i32) -> ()
    %c183_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c183_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c183_2 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @f17_fshr_32(%c183_0, %c183_1, %c183_2) : (i32, i32, i32) -> ()
    %c184_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c184_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c184_2 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @f17_fshr_32(%c184_0, %c184_1, %c184_2) : (i32, i32, i32) -> ()
    %c185_0 = llvm.mlir.constant(1515870810 : i32) : i32
    %c185_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c185_2 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_fshr_32(%c185_0, %c185_1, %c185_2) : (i32, i32, i32) -> ()
    %c186_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c186_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c186_2 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f17_fshr_32(%c186_0, %c186_1, %c186_2) : (i32, i32, i32) -> ()
    %c187_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c187_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c187_2 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_fshr_32(%c187_0, %c187_1, %c187_2) : (i32, i32, i32) -> ()
    %c188_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c188_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c188_2 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @f17_fshr_32(%c188_0, %c188_1, %c188_2) : (i32, i32, i32) -> ()
    %c189_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c189_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c189_2 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @f17_fshr_32(%c189_0, %c189_1, %c189_2) : (i32, i32, i32) -> ()
    %c190_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c190_1 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c190_2 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_fshr_32(%c190_0, %c190_1, %c190_2) : (i32, i32, i32) -> ()
    %c191_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c191_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c191_2 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f17_fshr_32(%c191_0, %c191_1, %c191_2) : (i32, i32, i32) -> ()
    %c192_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c192_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c192_2 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_fshr_32(%c192_0, %c192_1, %c192_2) : (i32, i32, i32) -> ()
    %c193_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c193_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c193_2 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @f17_fshr_32(%c193_0, %c193_1, %c193_2) : (i32, i32, i32) -> ()
    %c194_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c194_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c194_2 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @f17_fshr_32(%c194_0, %c194_1, %c194_2) : (i32, i32, i32) -> ()
    %c195_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    %c195_1 = llvm.mlir.constant(1703729684 : i32) : i32
    %c195_2 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_fshr_32(%c195_0, %c195_1, %c195_2) : (i32, i32, i32) -> ()
    %c196_0 = llvm.mlir.constant(-1816329009 : i32) : i32
    %c196_1 = llvm.mlir.constant(1703729684 : i32) : i32
    llvm.call @f18_fshrk_32(%c196_0, %c196_1) : (i32, i32) -> ()
    %c197_0 = llvm.mlir.constant(1703729684 : i32) : i32
    %c197_1 = llvm.mlir.constant(1703729684 : i32) : i32
    llvm.call @f18_fshrk_32(%c197_0, %c197_1) : (i32, i32) -> ()
    %c198_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c198_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c198_2 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f19_fshr_64(%c198_0, %c198_1, %c198_2) : (i64, i64, i64) -> ()
    %c199_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c199_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c199_2 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f19_fshr_64(%c199_0, %c199_1, %c199_2) : (i64, i64, i64) -> ()
    %c200_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c200_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c200_2 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @f19_fshr_64(%c200_0, %c200_1, %c200_2) : (i64, i64, i64) -> ()
    %c201_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c201_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c201_2 = llvm.mlir.constant(67 : i64) : i64
    llvm.call @f19_fshr_64(%c201_0, %c201_1, %c201_2) : (i64, i64, i64) -> ()
    %c202_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c202_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c202_2 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f19_fshr_64(%c202_0, %c202_1, %c202_2) : (i64, i64, i64) -> ()
    %c203_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c203_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c203_2 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f19_fshr_64(%c203_0, %c203_1, %c203_2) : (i64, i64, i64) -> ()
    %c204_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c204_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c204_2 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f19_fshr_64(%c204_0, %c204_1, %c204_2) : (i64, i64, i64) -> ()
    %c205_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c205_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c205_2 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @f19_fshr_64(%c205_0, %c205_1, %c205_2) : (i64, i64, i64) -> ()
    %c206_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c206_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c206_2 = llvm.mlir.constant(67 : i64) : i64
    llvm.call @f19_fshr_64(%c206_0, %c206_1, %c206_2) : (i64, i64, i64) -> ()
    %c207_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    %c207_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c207_2 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f19_fshr_64(%c207_0, %c207_1, %c207_2) : (i64, i64, i64) -> ()
    %c208_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c208_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c208_2 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f19_fshr_64(%c208_0, %c208_1, %c208_2) : (i64, i64, i64) -> ()
    %c209_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c209_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c209_2 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f19_fshr_64(%c209_0, %c209_1, %c209_2) : (i64, i64, i64) -> ()
    %c210_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c210_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c210_2 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @f19_fshr_64(%c210_0, %c210_1, %c210_2) : (i64, i64, i64) -> ()
    %c211_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c211_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c211_2 = llvm.mlir.constant(67 : i64) : i64
    llvm.call @f19_fshr_64(%c211_0, %c211_1, %c211_2) : (i64, i64, i64) -> ()
    %c212_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c212_1 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c212_2 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f19_fshr_64(%c212_0, %c212_1, %c212_2) : (i64, i64, i64) -> ()
    %c213_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c213_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c213_2 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f19_fshr_64(%c213_0, %c213_1, %c213_2) : (i64, i64, i64) -> ()
    %c214_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c214_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c214_2 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f19_fshr_64(%c214_0, %c214_1, %c214_2) : (i64, i64, i64) -> ()
    %c215_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c215_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c215_2 = llvm.mlir.constant(63 : i64) : i64
    llvm.call @f19_fshr_64(%c215_0, %c215_1, %c215_2) : (i64, i64, i64) -> ()
    %c216_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c216_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c216_2 = llvm.mlir.constant(67 : i64) : i64
    llvm.call @f19_fshr_64(%c216_0, %c216_1, %c216_2) : (i64, i64, i64) -> ()
    %c217_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    %c217_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c217_2 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f19_fshr_64(%c217_0, %c217_1, %c217_2) : (i64, i64, i64) -> ()
    %c218_0 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    %c218_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    llvm.call @f20_fshrk_64(%c218_0, %c218_1) : (i64, i64) -> ()
    %c219_0 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    %c219_1 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    llvm.call @f20_fshrk_64(%c219_0, %c219_1) : (i64, i64) -> ()
    %c220_0 = llvm.mlir.constant(-38 : i7) : i7
    %c220_1 = llvm.mlir.constant(18 : i7) : i7
    %c220_2 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f21_fshr_7(%c220_0, %c220_1, %c220_2) : (i7, i7, i7) -> ()
    %c221_0 = llvm.mlir.constant(-38 : i7) : i7
    %c221_1 = llvm.mlir.constant(18 : i7) : i7
    %c221_2 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f21_fshr_7(%c221_0, %c221_1, %c221_2) : (i7, i7, i7) -> ()
    %c222_0 = llvm.mlir.constant(-38 : i7) : i7
    %c222_1 = llvm.mlir.constant(18 : i7) : i7
    %c222_2 = llvm.mlir.constant(6 : i7) : i7
    llvm.call @f21_fshr_7(%c222_0, %c222_1, %c222_2) : (i7, i7, i7) -> ()
    %c223_0 = llvm.mlir.constant(-38 : i7) : i7
    %c223_1 = llvm.mlir.constant(18 : i7) : i7
    %c223_2 = llvm.mlir.constant(10 : i7) : i7
    llvm.call @f21_fshr_7(%c223_0, %c223_1, %c223_2) : (i7, i7, i7) -> ()
    %c224_0 = llvm.mlir.constant(-38 : i7) : i7
    %c224_1 = llvm.mlir.constant(18 : i7) : i7
    %c224_2 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f21_fshr_7(%c224_0, %c224_1, %c224_2) : (i7, i7, i7) -> ()
    %c225_0 = llvm.mlir.constant(-38 : i7) : i7
    %c225_1 = llvm.mlir.constant(15 : i7) : i7
    %c225_2 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f21_fshr_7(%c225_0, %c225_1, %c225_2) : (i7, i7, i7) -> ()
    %c226_0 = llvm.mlir.constant(-38 : i7) : i7
    %c226_1 = llvm.mlir.constant(15 : i7) : i7
    %c226_2 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f21_fshr_7(%c226_0, %c226_1, %c226_2) : (i7, i7, i7) -> ()
    %c227_0 = llvm.mlir.constant(-38 : i7) : i7
    %c227_1 = llvm.mlir.constant(15 : i7) : i7
    %c227_2 = llvm.mlir.constant(6 : i7) : i7
    llvm.call @f21_fshr_7(%c227_0, %c227_1, %c227_2) : (i7, i7, i7) -> ()
    %c228_0 = llvm.mlir.constant(-38 : i7) : i7
    %c228_1 = llvm.mlir.constant(15 : i7) : i7
    %c228_2 = llvm.mlir.constant(10 : i7) : i7
    llvm.call @f21_fshr_7(%c228_0, %c228_1, %c228_2) : (i7, i7, i7) -> ()
    %c229_0 = llvm.mlir.constant(-38 : i7) : i7
    %c229_1 = llvm.mlir.constant(15 : i7) : i7
    %c229_2 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f21_fshr_7(%c229_0, %c229_1, %c229_2) : (i7, i7, i7) -> ()
    %c230_0 = llvm.mlir.constant(-17 : i7) : i7
    %c230_1 = llvm.mlir.constant(18 : i7) : i7
    %c230_2 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f21_fshr_7(%c230_0, %c230_1, %c230_2) : (i7, i7, i7) -> ()
    %c231_0 = llvm.mlir.constant(-17 : i7) : i7
    %c231_1 = llvm.mlir.constant(18 : i7) : i7
    %c231_2 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f21_fshr_7(%c231_0, %c231_1, %c231_2) : (i7, i7, i7) -> ()
    %c232_0 = llvm.mlir.constant(-17 : i7) : i7
    %c232_1 = llvm.mlir.constant(18 : i7) : i7
    %c232_2 = llvm.mlir.constant(6 : i7) : i7
    llvm.call @f21_fshr_7(%c232_0, %c232_1, %c232_2) : (i7, i7, i7) -> ()
    %c233_0 = llvm.mlir.constant(-17 : i7) : i7
    %c233_1 = llvm.mlir.constant(18 : i7) : i7
    %c233_2 = llvm.mlir.constant(10 : i7) : i7
    llvm.call @f21_fshr_7(%c233_0, %c233_1, %c233_2) : (i7, i7, i7) -> ()
    %c234_0 = llvm.mlir.constant(-17 : i7) : i7
    %c234_1 = llvm.mlir.constant(18 : i7) : i7
    %c234_2 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f21_fshr_7(%c234_0, %c234_1, %c234_2) : (i7, i7, i7) -> ()
    %c235_0 = llvm.mlir.constant(-17 : i7) : i7
    %c235_1 = llvm.mlir.constant(15 : i7) : i7
    %c235_2 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f21_fshr_7(%c235_0, %c235_1, %c235_2) : (i7, i7, i7) -> ()
    %c236_0 = llvm.mlir.constant(-17 : i7) : i7
    %c236_1 = llvm.mlir.constant(15 : i7) : i7
    %c236_2 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f21_fshr_7(%c236_0, %c236_1, %c236_2) : (i7, i7, i7) -> ()
    %c237_0 = llvm.mlir.constant(-17 : i7) : i7
    %c237_1 = llvm.mlir.constant(15 : i7) : i7
    %c237_2 = llvm.mlir.constant(6 : i7) : i7
    llvm.call @f21_fshr_7(%c237_0, %c237_1, %c237_2) : (i7, i7, i7) -> ()
    %c238_0 = llvm.mlir.constant(-17 : i7) : i7
    %c238_1 = llvm.mlir.constant(15 : i7) : i7
    %c238_2 = llvm.mlir.constant(10 : i7) : i7
    llvm.call @f21_fshr_7(%c238_0, %c238_1, %c238_2) : (i7, i7, i7) -> ()
    %c239_0 = llvm.mlir.constant(-17 : i7) : i7
    %c239_1 = llvm.mlir.constant(15 : i7) : i7
    %c239_2 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f21_fshr_7(%c239_0, %c239_1, %c239_2) : (i7, i7, i7) -> ()
    %c240_0 = llvm.mlir.constant(18 : i7) : i7
    %c240_1 = llvm.mlir.constant(15 : i7) : i7
    llvm.call @f22_fshrk_7(%c240_0, %c240_1) : (i7, i7) -> ()
    %c241_0 = llvm.mlir.constant(15 : i7) : i7
    %c241_1 = llvm.mlir.constant(15 : i7) : i7
    llvm.call @f22_fshrk_7(%c241_0, %c241_1) : (i7, i7) -> ()
    %c242_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c242_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c242_2 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f23_fshr_24(%c242_0, %c242_1, %c242_2) : (i24, i24, i24) -> ()
    %c243_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c243_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c243_2 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f23_fshr_24(%c243_0, %c243_1, %c243_2) : (i24, i24, i24) -> ()
    %c244_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c244_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c244_2 = llvm.mlir.constant(23 : i24) : i24
    llvm.call @f23_fshr_24(%c244_0, %c244_1, %c244_2) : (i24, i24, i24) -> ()
    %c245_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c245_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c245_2 = llvm.mlir.constant(27 : i24) : i24
    llvm.call @f23_fshr_24(%c245_0, %c245_1, %c245_2) : (i24, i24, i24) -> ()
    %c246_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c246_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c246_2 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f23_fshr_24(%c246_0, %c246_1, %c246_2) : (i24, i24, i24) -> ()
    %c247_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c247_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c247_2 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f23_fshr_24(%c247_0, %c247_1, %c247_2) : (i24, i24, i24) -> ()
    %c248_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c248_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c248_2 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f23_fshr_24(%c248_0, %c248_1, %c248_2) : (i24, i24, i24) -> ()
    %c249_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c249_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c249_2 = llvm.mlir.constant(23 : i24) : i24
    llvm.call @f23_fshr_24(%c249_0, %c249_1, %c249_2) : (i24, i24, i24) -> ()
    %c250_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c250_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c250_2 = llvm.mlir.constant(27 : i24) : i24
    llvm.call @f23_fshr_24(%c250_0, %c250_1, %c250_2) : (i24, i24, i24) -> ()
    %c251_0 = llvm.mlir.constant(5921370 : i24) : i24
    %c251_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c251_2 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f23_fshr_24(%c251_0, %c251_1, %c251_2) : (i24, i24, i24) -> ()
    %c252_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c252_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c252_2 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f23_fshr_24(%c252_0, %c252_1, %c252_2) : (i24, i24, i24) -> ()
    %c253_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c253_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c253_2 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f23_fshr_24(%c253_0, %c253_1, %c253_2) : (i24, i24, i24) -> ()
    %c254_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c254_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c254_2 = llvm.mlir.constant(23 : i24) : i24
    llvm.call @f23_fshr_24(%c254_0, %c254_1, %c254_2) : (i24, i24, i24) -> ()
    %c255_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c255_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c255_2 = llvm.mlir.constant(27 : i24) : i24
    llvm.call @f23_fshr_24(%c255_0, %c255_1, %c255_2) : (i24, i24, i24) -> ()
    %c256_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c256_1 = llvm.mlir.constant(5175466 : i24) : i24
    %c256_2 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f23_fshr_24(%c256_0, %c256_1, %c256_2) : (i24, i24, i24) -> ()
    %c257_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c257_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c257_2 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f23_fshr_24(%c257_0, %c257_1, %c257_2) : (i24, i24, i24) -> ()
    %c258_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c258_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c258_2 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f23_fshr_24(%c258_0, %c258_1, %c258_2) : (i24, i24, i24) -> ()
    %c259_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c259_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c259_2 = llvm.mlir.constant(23 : i24) : i24
    llvm.call @f23_fshr_24(%c259_0, %c259_1, %c259_2) : (i24, i24, i24) -> ()
    %c260_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c260_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c260_2 = llvm.mlir.constant(27 : i24) : i24
    llvm.call @f23_fshr_24(%c260_0, %c260_1, %c260_2) : (i24, i24, i24) -> ()
    %c261_0 = llvm.mlir.constant(-5517841 : i24) : i24
    %c261_1 = llvm.mlir.constant(-3084888 : i24) : i24
    %c261_2 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f23_fshr_24(%c261_0, %c261_1, %c261_2) : (i24, i24, i24) -> ()
    %c262_0 = llvm.mlir.constant(5175466 : i24) : i24
    %c262_1 = llvm.mlir.constant(-3084888 : i24) : i24
    llvm.call @f24_fshrk_24(%c262_0, %c262_1) : (i24, i24) -> ()
    %c263_0 = llvm.mlir.constant(-3084888 : i24) : i24
    %c263_1 = llvm.mlir.constant(-3084888 : i24) : i24
    llvm.call @f24_fshrk_24(%c263_0, %c263_1) : (i24, i24) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
}
