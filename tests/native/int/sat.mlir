llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @f1_sadd_sat_8(%a0: i8, %a1: i8) {
    %r = "llvm.intr.sadd.sat"(%a0, %a1) : (i8, i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f2_sadd_sat_32(%a0: i32, %a1: i32) {
    %r = "llvm.intr.sadd.sat"(%a0, %a1) : (i32, i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f3_sadd_sat_64(%a0: i64, %a1: i64) {
    %r = "llvm.intr.sadd.sat"(%a0, %a1) : (i64, i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f4_sadd_sat_7(%a0: i7, %a1: i7) {
    %r = "llvm.intr.sadd.sat"(%a0, %a1) : (i7, i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f5_sadd_sat_48(%a0: i48, %a1: i48) {
    %r = "llvm.intr.sadd.sat"(%a0, %a1) : (i48, i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f6_uadd_sat_8(%a0: i8, %a1: i8) {
    %r = "llvm.intr.uadd.sat"(%a0, %a1) : (i8, i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f7_uadd_sat_32(%a0: i32, %a1: i32) {
    %r = "llvm.intr.uadd.sat"(%a0, %a1) : (i32, i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f8_uadd_sat_64(%a0: i64, %a1: i64) {
    %r = "llvm.intr.uadd.sat"(%a0, %a1) : (i64, i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f9_uadd_sat_7(%a0: i7, %a1: i7) {
    %r = "llvm.intr.uadd.sat"(%a0, %a1) : (i7, i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f10_uadd_sat_48(%a0: i48, %a1: i48) {
    %r = "llvm.intr.uadd.sat"(%a0, %a1) : (i48, i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f11_ssub_sat_8(%a0: i8, %a1: i8) {
    %r = "llvm.intr.ssub.sat"(%a0, %a1) : (i8, i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f12_ssub_sat_32(%a0: i32, %a1: i32) {
    %r = "llvm.intr.ssub.sat"(%a0, %a1) : (i32, i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f13_ssub_sat_64(%a0: i64, %a1: i64) {
    %r = "llvm.intr.ssub.sat"(%a0, %a1) : (i64, i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f14_ssub_sat_7(%a0: i7, %a1: i7) {
    %r = "llvm.intr.ssub.sat"(%a0, %a1) : (i7, i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f15_ssub_sat_48(%a0: i48, %a1: i48) {
    %r = "llvm.intr.ssub.sat"(%a0, %a1) : (i48, i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f16_usub_sat_8(%a0: i8, %a1: i8) {
    %r = "llvm.intr.usub.sat"(%a0, %a1) : (i8, i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f17_usub_sat_32(%a0: i32, %a1: i32) {
    %r = "llvm.intr.usub.sat"(%a0, %a1) : (i32, i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f18_usub_sat_64(%a0: i64, %a1: i64) {
    %r = "llvm.intr.usub.sat"(%a0, %a1) : (i64, i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f19_usub_sat_7(%a0: i7, %a1: i7) {
    %r = "llvm.intr.usub.sat"(%a0, %a1) : (i7, i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f20_usub_sat_48(%a0: i48, %a1: i48) {
    %r = "llvm.intr.usub.sat"(%a0, %a1) : (i48, i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @main() -> i32 {
    %c0_0 = llvm.mlir.constant(0 : i8) : i8
    %c0_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c0_0, %c0_1) : (i8, i8) -> ()
    %c1_0 = llvm.mlir.constant(0 : i8) : i8
    %c1_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c1_0, %c1_1) : (i8, i8) -> ()
    %c2_0 = llvm.mlir.constant(0 : i8) : i8
    %c2_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c2_0, %c2_1) : (i8, i8) -> ()
    %c3_0 = llvm.mlir.constant(0 : i8) : i8
    %c3_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c3_0, %c3_1) : (i8, i8) -> ()
    %c4_0 = llvm.mlir.constant(0 : i8) : i8
    %c4_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c4_0, %c4_1) : (i8, i8) -> ()
    %c5_0 = llvm.mlir.constant(1 : i8) : i8
    %c5_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c5_0, %c5_1) : (i8, i8) -> ()
    %c6_0 = llvm.mlir.constant(1 : i8) : i8
    %c6_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c6_0, %c6_1) : (i8, i8) -> ()
    %c7_0 = llvm.mlir.constant(1 : i8) : i8
    %c7_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c7_0, %c7_1) : (i8, i8) -> ()
    %c8_0 = llvm.mlir.constant(1 : i8) : i8
    %c8_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c8_0, %c8_1) : (i8, i8) -> ()
    %c9_0 = llvm.mlir.constant(1 : i8) : i8
    %c9_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c9_0, %c9_1) : (i8, i8) -> ()
    %c10_0 = llvm.mlir.constant(-1 : i8) : i8
    %c10_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c10_0, %c10_1) : (i8, i8) -> ()
    %c11_0 = llvm.mlir.constant(-1 : i8) : i8
    %c11_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c11_0, %c11_1) : (i8, i8) -> ()
    %c12_0 = llvm.mlir.constant(-1 : i8) : i8
    %c12_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c12_0, %c12_1) : (i8, i8) -> ()
    %c13_0 = llvm.mlir.constant(-1 : i8) : i8
    %c13_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c13_0, %c13_1) : (i8, i8) -> ()
    %c14_0 = llvm.mlir.constant(-1 : i8) : i8
    %c14_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c14_0, %c14_1) : (i8, i8) -> ()
    %c15_0 = llvm.mlir.constant(-128 : i8) : i8
    %c15_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c15_0, %c15_1) : (i8, i8) -> ()
    %c16_0 = llvm.mlir.constant(-128 : i8) : i8
    %c16_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c16_0, %c16_1) : (i8, i8) -> ()
    %c17_0 = llvm.mlir.constant(-128 : i8) : i8
    %c17_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c17_0, %c17_1) : (i8, i8) -> ()
    %c18_0 = llvm.mlir.constant(-128 : i8) : i8
    %c18_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c18_0, %c18_1) : (i8, i8) -> ()
    %c19_0 = llvm.mlir.constant(-128 : i8) : i8
    %c19_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c19_0, %c19_1) : (i8, i8) -> ()
    %c20_0 = llvm.mlir.constant(127 : i8) : i8
    %c20_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c20_0, %c20_1) : (i8, i8) -> ()
    %c21_0 = llvm.mlir.constant(127 : i8) : i8
    %c21_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c21_0, %c21_1) : (i8, i8) -> ()
    %c22_0 = llvm.mlir.constant(127 : i8) : i8
    %c22_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c22_0, %c22_1) : (i8, i8) -> ()
    %c23_0 = llvm.mlir.constant(127 : i8) : i8
    %c23_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c23_0, %c23_1) : (i8, i8) -> ()
    %c24_0 = llvm.mlir.constant(127 : i8) : i8
    %c24_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_sat_8(%c24_0, %c24_1) : (i8, i8) -> ()
    %c25_0 = llvm.mlir.constant(0 : i32) : i32
    %c25_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c25_0, %c25_1) : (i32, i32) -> ()
    %c26_0 = llvm.mlir.constant(0 : i32) : i32
    %c26_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c26_0, %c26_1) : (i32, i32) -> ()
    %c27_0 = llvm.mlir.constant(0 : i32) : i32
    %c27_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c27_0, %c27_1) : (i32, i32) -> ()
    %c28_0 = llvm.mlir.constant(0 : i32) : i32
    %c28_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c28_0, %c28_1) : (i32, i32) -> ()
    %c29_0 = llvm.mlir.constant(0 : i32) : i32
    %c29_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c29_0, %c29_1) : (i32, i32) -> ()
    %c30_0 = llvm.mlir.constant(1 : i32) : i32
    %c30_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c30_0, %c30_1) : (i32, i32) -> ()
    %c31_0 = llvm.mlir.constant(1 : i32) : i32
    %c31_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c31_0, %c31_1) : (i32, i32) -> ()
    %c32_0 = llvm.mlir.constant(1 : i32) : i32
    %c32_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c32_0, %c32_1) : (i32, i32) -> ()
    %c33_0 = llvm.mlir.constant(1 : i32) : i32
    %c33_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c33_0, %c33_1) : (i32, i32) -> ()
    %c34_0 = llvm.mlir.constant(1 : i32) : i32
    %c34_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c34_0, %c34_1) : (i32, i32) -> ()
    %c35_0 = llvm.mlir.constant(-1 : i32) : i32
    %c35_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c35_0, %c35_1) : (i32, i32) -> ()
    %c36_0 = llvm.mlir.constant(-1 : i32) : i32
    %c36_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c36_0, %c36_1) : (i32, i32) -> ()
    %c37_0 = llvm.mlir.constant(-1 : i32) : i32
    %c37_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c37_0, %c37_1) : (i32, i32) -> ()
    %c38_0 = llvm.mlir.constant(-1 : i32) : i32
    %c38_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c38_0, %c38_1) : (i32, i32) -> ()
    %c39_0 = llvm.mlir.constant(-1 : i32) : i32
    %c39_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c39_0, %c39_1) : (i32, i32) -> ()
    %c40_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c40_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c40_0, %c40_1) : (i32, i32) -> ()
    %c41_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c41_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c41_0, %c41_1) : (i32, i32) -> ()
    %c42_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c42_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c42_0, %c42_1) : (i32, i32) -> ()
    %c43_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c43_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c43_0, %c43_1) : (i32, i32) -> ()
    %c44_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c44_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c44_0, %c44_1) : (i32, i32) -> ()
    %c45_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c45_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c45_0, %c45_1) : (i32, i32) -> ()
    %c46_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c46_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c46_0, %c46_1) : (i32, i32) -> ()
    %c47_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c47_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c47_0, %c47_1) : (i32, i32) -> ()
    %c48_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c48_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c48_0, %c48_1) : (i32, i32) -> ()
    %c49_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c49_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_sat_32(%c49_0, %c49_1) : (i32, i32) -> ()
    %c50_0 = llvm.mlir.constant(0 : i64) : i64
    %c50_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c50_0, %c50_1) : (i64, i64) -> ()
    %c51_0 = llvm.mlir.constant(0 : i64) : i64
    %c51_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c51_0, %c51_1) : (i64, i64) -> ()
    %c52_0 = llvm.mlir.constant(0 : i64) : i64
    %c52_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c52_0, %c52_1) : (i64, i64) -> ()
    %c53_0 = llvm.mlir.constant(0 : i64) : i64
    %c53_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c53_0, %c53_1) : (i64, i64) -> ()
    %c54_0 = llvm.mlir.constant(0 : i64) : i64
    %c54_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c54_0, %c54_1) : (i64, i64) -> ()
    %c55_0 = llvm.mlir.constant(1 : i64) : i64
    %c55_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c55_0, %c55_1) : (i64, i64) -> ()
    %c56_0 = llvm.mlir.constant(1 : i64) : i64
    %c56_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c56_0, %c56_1) : (i64, i64) -> ()
    %c57_0 = llvm.mlir.constant(1 : i64) : i64
    %c57_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c57_0, %c57_1) : (i64, i64) -> ()
    %c58_0 = llvm.mlir.constant(1 : i64) : i64
    %c58_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c58_0, %c58_1) : (i64, i64) -> ()
    %c59_0 = llvm.mlir.constant(1 : i64) : i64
    %c59_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c59_0, %c59_1) : (i64, i64) -> ()
    %c60_0 = llvm.mlir.constant(-1 : i64) : i64
    %c60_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c60_0, %c60_1) : (i64, i64) -> ()
    %c61_0 = llvm.mlir.constant(-1 : i64) : i64
    %c61_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c61_0, %c61_1) : (i64, i64) -> ()
    %c62_0 = llvm.mlir.constant(-1 : i64) : i64
    %c62_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c62_0, %c62_1) : (i64, i64) -> ()
    %c63_0 = llvm.mlir.constant(-1 : i64) : i64
    %c63_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c63_0, %c63_1) : (i64, i64) -> ()
    %c64_0 = llvm.mlir.constant(-1 : i64) : i64
    %c64_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c64_0, %c64_1) : (i64, i64) -> ()
    %c65_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c65_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c65_0, %c65_1) : (i64, i64) -> ()
    %c66_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c66_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c66_0, %c66_1) : (i64, i64) -> ()
    %c67_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c67_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c67_0, %c67_1) : (i64, i64) -> ()
    %c68_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c68_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c68_0, %c68_1) : (i64, i64) -> ()
    %c69_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c69_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c69_0, %c69_1) : (i64, i64) -> ()
    %c70_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c70_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c70_0, %c70_1) : (i64, i64) -> ()
    %c71_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c71_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c71_0, %c71_1) : (i64, i64) -> ()
    %c72_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c72_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c72_0, %c72_1) : (i64, i64) -> ()
    %c73_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c73_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c73_0, %c73_1) : (i64, i64) -> ()
    %c74_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c74_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_sat_64(%c74_0, %c74_1) : (i64, i64) -> ()
    %c75_0 = llvm.mlir.constant(0 : i7) : i7
    %c75_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c75_0, %c75_1) : (i7, i7) -> ()
    %c76_0 = llvm.mlir.constant(0 : i7) : i7
    %c76_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c76_0, %c76_1) : (i7, i7) -> ()
    %c77_0 = llvm.mlir.constant(0 : i7) : i7
    %c77_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c77_0, %c77_1) : (i7, i7) -> ()
    %c78_0 = llvm.mlir.constant(0 : i7) : i7
    %c78_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c78_0, %c78_1) : (i7, i7) -> ()
    %c79_0 = llvm.mlir.constant(0 : i7) : i7
    %c79_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c79_0, %c79_1) : (i7, i7) -> ()
    %c80_0 = llvm.mlir.constant(1 : i7) : i7
    %c80_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c80_0, %c80_1) : (i7, i7) -> ()
    %c81_0 = llvm.mlir.constant(1 : i7) : i7
    %c81_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c81_0, %c81_1) : (i7, i7) -> ()
    %c82_0 = llvm.mlir.constant(1 : i7) : i7
    %c82_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c82_0, %c82_1) : (i7, i7) -> ()
    %c83_0 = llvm.mlir.constant(1 : i7) : i7
    %c83_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c83_0, %c83_1) : (i7, i7) -> ()
    %c84_0 = llvm.mlir.constant(1 : i7) : i7
    %c84_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c84_0, %c84_1) : (i7, i7) -> ()
    %c85_0 = llvm.mlir.constant(-1 : i7) : i7
    %c85_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c85_0, %c85_1) : (i7, i7) -> ()
    %c86_0 = llvm.mlir.constant(-1 : i7) : i7
    %c86_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c86_0, %c86_1) : (i7, i7) -> ()
    %c87_0 = llvm.mlir.constant(-1 : i7) : i7
    %c87_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c87_0, %c87_1) : (i7, i7) -> ()
    %c88_0 = llvm.mlir.constant(-1 : i7) : i7
    %c88_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c88_0, %c88_1) : (i7, i7) -> ()
    %c89_0 = llvm.mlir.constant(-1 : i7) : i7
    %c89_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c89_0, %c89_1) : (i7, i7) -> ()
    %c90_0 = llvm.mlir.constant(-64 : i7) : i7
    %c90_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c90_0, %c90_1) : (i7, i7) -> ()
    %c91_0 = llvm.mlir.constant(-64 : i7) : i7
    %c91_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c91_0, %c91_1) : (i7, i7) -> ()
    %c92_0 = llvm.mlir.constant(-64 : i7) : i7
    %c92_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c92_0, %c92_1) : (i7, i7) -> ()
    %c93_0 = llvm.mlir.constant(-64 : i7) : i7
    %c93_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c93_0, %c93_1) : (i7, i7) -> ()
    %c94_0 = llvm.mlir.constant(-64 : i7) : i7
    %c94_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c94_0, %c94_1) : (i7, i7) -> ()
    %c95_0 = llvm.mlir.constant(63 : i7) : i7
    %c95_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c95_0, %c95_1) : (i7, i7) -> ()
    %c96_0 = llvm.mlir.constant(63 : i7) : i7
    %c96_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c96_0, %c96_1) : (i7, i7) -> ()
    %c97_0 = llvm.mlir.constant(63 : i7) : i7
    %c97_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c97_0, %c97_1) : (i7, i7) -> ()
    %c98_0 = llvm.mlir.constant(63 : i7) : i7
    %c98_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c98_0, %c98_1) : (i7, i7) -> ()
    %c99_0 = llvm.mlir.constant(63 : i7) : i7
    %c99_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_sat_7(%c99_0, %c99_1) : (i7, i7) -> ()
    %c100_0 = llvm.mlir.constant(0 : i48) : i48
    %c100_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c100_0, %c100_1) : (i48, i48) -> ()
    %c101_0 = llvm.mlir.constant(0 : i48) : i48
    %c101_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c101_0, %c101_1) : (i48, i48) -> ()
    %c102_0 = llvm.mlir.constant(0 : i48) : i48
    %c102_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c102_0, %c102_1) : (i48, i48) -> ()
    %c103_0 = llvm.mlir.constant(0 : i48) : i48
    %c103_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c103_0, %c103_1) : (i48, i48) -> ()
    %c104_0 = llvm.mlir.constant(0 : i48) : i48
    %c104_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c104_0, %c104_1) : (i48, i48) -> ()
    %c105_0 = llvm.mlir.constant(1 : i48) : i48
    %c105_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c105_0, %c105_1) : (i48, i48) -> ()
    %c106_0 = llvm.mlir.constant(1 : i48) : i48
    %c106_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c106_0, %c106_1) : (i48, i48) -> ()
    %c107_0 = llvm.mlir.constant(1 : i48) : i48
    %c107_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c107_0, %c107_1) : (i48, i48) -> ()
    %c108_0 = llvm.mlir.constant(1 : i48) : i48
    %c108_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c108_0, %c108_1) : (i48, i48) -> ()
    %c109_0 = llvm.mlir.constant(1 : i48) : i48
    %c109_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c109_0, %c109_1) : (i48, i48) -> ()
    %c110_0 = llvm.mlir.constant(-1 : i48) : i48
    %c110_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c110_0, %c110_1) : (i48, i48) -> ()
    %c111_0 = llvm.mlir.constant(-1 : i48) : i48
    %c111_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c111_0, %c111_1) : (i48, i48) -> ()
    %c112_0 = llvm.mlir.constant(-1 : i48) : i48
    %c112_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c112_0, %c112_1) : (i48, i48) -> ()
    %c113_0 = llvm.mlir.constant(-1 : i48) : i48
    %c113_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c113_0, %c113_1) : (i48, i48) -> ()
    %c114_0 = llvm.mlir.constant(-1 : i48) : i48
    %c114_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c114_0, %c114_1) : (i48, i48) -> ()
    %c115_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c115_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c115_0, %c115_1) : (i48, i48) -> ()
    %c116_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c116_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c116_0, %c116_1) : (i48, i48) -> ()
    %c117_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c117_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c117_0, %c117_1) : (i48, i48) -> ()
    %c118_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c118_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c118_0, %c118_1) : (i48, i48) -> ()
    %c119_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c119_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c119_0, %c119_1) : (i48, i48) -> ()
    %c120_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c120_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c120_0, %c120_1) : (i48, i48) -> ()
    %c121_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c121_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c121_0, %c121_1) : (i48, i48) -> ()
    %c122_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c122_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c122_0, %c122_1) : (i48, i48) -> ()
    %c123_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c123_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c123_0, %c123_1) : (i48, i48) -> ()
    %c124_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c124_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_sat_48(%c124_0, %c124_1) : (i48, i48) -> ()
    %c125_0 = llvm.mlir.constant(0 : i8) : i8
    %c125_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c125_0, %c125_1) : (i8, i8) -> ()
    %c126_0 = llvm.mlir.constant(0 : i8) : i8
    %c126_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c126_0, %c126_1) : (i8, i8) -> ()
    %c127_0 = llvm.mlir.constant(0 : i8) : i8
    %c127_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c127_0, %c127_1) : (i8, i8) -> ()
    %c128_0 = llvm.mlir.constant(0 : i8) : i8
    %c128_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c128_0, %c128_1) : (i8, i8) -> ()
    %c129_0 = llvm.mlir.constant(0 : i8) : i8
    %c129_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c129_0, %c129_1) : (i8, i8) -> ()
    %c130_0 = llvm.mlir.constant(1 : i8) : i8
    %c130_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c130_0, %c130_1) : (i8, i8) -> ()
    %c131_0 = llvm.mlir.constant(1 : i8) : i8
    %c131_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c131_0, %c131_1) : (i8, i8) -> ()
    %c132_0 = llvm.mlir.constant(1 : i8) : i8
    %c132_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c132_0, %c132_1) : (i8, i8) -> ()
    %c133_0 = llvm.mlir.constant(1 : i8) : i8
    %c133_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c133_0, %c133_1) : (i8, i8) -> ()
    %c134_0 = llvm.mlir.constant(1 : i8) : i8
    %c134_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c134_0, %c134_1) : (i8, i8) -> ()
    %c135_0 = llvm.mlir.constant(-1 : i8) : i8
    %c135_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c135_0, %c135_1) : (i8, i8) -> ()
    %c136_0 = llvm.mlir.constant(-1 : i8) : i8
    %c136_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c136_0, %c136_1) : (i8, i8) -> ()
    %c137_0 = llvm.mlir.constant(-1 : i8) : i8
    %c137_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c137_0, %c137_1) : (i8, i8) -> ()
    %c138_0 = llvm.mlir.constant(-1 : i8) : i8
    %c138_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c138_0, %c138_1) : (i8, i8) -> ()
    %c139_0 = llvm.mlir.constant(-1 : i8) : i8
    %c139_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c139_0, %c139_1) : (i8, i8) -> ()
    %c140_0 = llvm.mlir.constant(-128 : i8) : i8
    %c140_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c140_0, %c140_1) : (i8, i8) -> ()
    %c141_0 = llvm.mlir.constant(-128 : i8) : i8
    %c141_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c141_0, %c141_1) : (i8, i8) -> ()
    %c142_0 = llvm.mlir.constant(-128 : i8) : i8
    %c142_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c142_0, %c142_1) : (i8, i8) -> ()
    %c143_0 = llvm.mlir.constant(-128 : i8) : i8
    %c143_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c143_0, %c143_1) : (i8, i8) -> ()
    %c144_0 = llvm.mlir.constant(-128 : i8) : i8
    %c144_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c144_0, %c144_1) : (i8, i8) -> ()
    %c145_0 = llvm.mlir.constant(127 : i8) : i8
    %c145_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c145_0, %c145_1) : (i8, i8) -> ()
    %c146_0 = llvm.mlir.constant(127 : i8) : i8
    %c146_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c146_0, %c146_1) : (i8, i8) -> ()
    %c147_0 = llvm.mlir.constant(127 : i8) : i8
    %c147_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c147_0, %c147_1) : (i8, i8) -> ()
    %c148_0 = llvm.mlir.constant(127 : i8) : i8
    %c148_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c148_0, %c148_1) : (i8, i8) -> ()
    %c149_0 = llvm.mlir.constant(127 : i8) : i8
    %c149_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_sat_8(%c149_0, %c149_1) : (i8, i8) -> ()
    %c150_0 = llvm.mlir.constant(0 : i32) : i32
    %c150_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c150_0, %c150_1) : (i32, i32) -> ()
    %c151_0 = llvm.mlir.constant(0 : i32) : i32
    %c151_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c151_0, %c151_1) : (i32, i32) -> ()
    %c152_0 = llvm.mlir.constant(0 : i32) : i32
    %c152_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c152_0, %c152_1) : (i32, i32) -> ()
    %c153_0 = llvm.mlir.constant(0 : i32) : i32
    %c153_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c153_0, %c153_1) : (i32, i32) -> ()
    %c154_0 = llvm.mlir.constant(0 : i32) : i32
    %c154_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c154_0, %c154_1) : (i32, i32) -> ()
    %c155_0 = llvm.mlir.constant(1 : i32) : i32
    %c155_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c155_0, %c155_1) : (i32, i32) -> ()
    %c156_0 = llvm.mlir.constant(1 : i32) : i32
    %c156_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c156_0, %c156_1) : (i32, i32) -> ()
    %c157_0 = llvm.mlir.constant(1 : i32) : i32
    %c157_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c157_0, %c157_1) : (i32, i32) -> ()
    %c158_0 = llvm.mlir.constant(1 : i32) : i32
    %c158_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c158_0, %c158_1) : (i32, i32) -> ()
    %c159_0 = llvm.mlir.constant(1 : i32) : i32
    %c159_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c159_0, %c159_1) : (i32, i32) -> ()
    %c160_0 = llvm.mlir.constant(-1 : i32) : i32
    %c160_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c160_0, %c160_1) : (i32, i32) -> ()
    %c161_0 = llvm.mlir.constant(-1 : i32) : i32
    %c161_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c161_0, %c161_1) : (i32, i32) -> ()
    %c162_0 = llvm.mlir.constant(-1 : i32) : i32
    %c162_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c162_0, %c162_1) : (i32, i32) -> ()
    %c163_0 = llvm.mlir.constant(-1 : i32) : i32
    %c163_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c163_0, %c163_1) : (i32, i32) -> ()
    %c164_0 = llvm.mlir.constant(-1 : i32) : i32
    %c164_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c164_0, %c164_1) : (i32, i32) -> ()
    %c165_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c165_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c165_0, %c165_1) : (i32, i32) -> ()
    %c166_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c166_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c166_0, %c166_1) : (i32, i32) -> ()
    %c167_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c167_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c167_0, %c167_1) : (i32, i32) -> ()
    %c168_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c168_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c168_0, %c168_1) : (i32, i32) -> ()
    %c169_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c169_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c169_0, %c169_1) : (i32, i32) -> ()
    %c170_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c170_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c170_0, %c170_1) : (i32, i32) -> ()
    %c171_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c171_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c171_0, %c171_1) : (i32, i32) -> ()
    %c172_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c172_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c172_0, %c172_1) : (i32, i32) -> ()
    %c173_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c173_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c173_0, %c173_1) : (i32, i32) -> ()
    %c174_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c174_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_sat_32(%c174_0, %c174_1) : (i32, i32) -> ()
    %c175_0 = llvm.mlir.constant(0 : i64) : i64
    %c175_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c175_0, %c175_1) : (i64, i64) -> ()
    %c176_0 = llvm.mlir.constant(0 : i64) : i64
    %c176_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c176_0, %c176_1) : (i64, i64) -> ()
    %c177_0 = llvm.mlir.constant(0 : i64) : i64
    %c177_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c177_0, %c177_1) : (i64, i64) -> ()
    %c178_0 = llvm.mlir.constant(0 : i64) : i64
    %c178_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c178_0, %c178_1) : (i64, i64) -> ()
    %c179_0 = llvm.mlir.constant(0 : i64) : i64
    %c179_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c179_0, %c179_1) : (i64, i64) -> ()
    %c180_0 = llvm.mlir.constant(1 : i64) : i64
    %c180_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c180_0, %c180_1) : (i64, i64) -> ()
    %c181_0 = llvm.mlir.constant(1 : i64) : i64
    %c181_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c181_0, %c181_1) : (i64, i64) -> ()
    %c182_0 = llvm.mlir.constant(1 : i64) : i64
    %c182_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c182_0, %c182_1) : (i64, i64) -> ()
    %c183_0 = llvm.mlir.constant(1 : i64) : i64
    %c183_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c183_0, %c183_1) : (i64, i64) -> ()
    %c184_0 = llvm.mlir.constant(1 : i64) : i64
    %c184_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c184_0, %c184_1) : (i64, i64) -> ()
    %c185_0 = llvm.mlir.constant(-1 : i64) : i64
    %c185_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c185_0, %c185_1) : (i64, i64) -> ()
    %c186_0 = llvm.mlir.constant(-1 : i64) : i64
    %c186_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c186_0, %c186_1) : (i64, i64) -> ()
    %c187_0 = llvm.mlir.constant(-1 : i64) : i64
    %c187_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c187_0, %c187_1) : (i64, i64) -> ()
    %c188_0 = llvm.mlir.constant(-1 : i64) : i64
    %c188_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c188_0, %c188_1) : (i64, i64) -> ()
    %c189_0 = llvm.mlir.constant(-1 : i64) : i64
    %c189_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c189_0, %c189_1) : (i64, i64) -> ()
    %c190_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c190_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c190_0, %c190_1) : (i64, i64) -> ()
    %c191_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c191_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c191_0, %c191_1) : (i64, i64) -> ()
    %c192_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c192_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c192_0, %c192_1) : (i64, i64) -> ()
    %c193_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c193_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c193_0, %c193_1) : (i64, i64) -> ()
    %c194_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c194_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c194_0, %c194_1) : (i64, i64) -> ()
    %c195_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c195_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c195_0, %c195_1) : (i64, i64) -> ()
    %c196_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c196_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c196_0, %c196_1) : (i64, i64) -> ()
    %c197_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c197_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c197_0, %c197_1) : (i64, i64) -> ()
    %c198_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c198_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c198_0, %c198_1) : (i64, i64) -> ()
    %c199_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c199_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_sat_64(%c199_0, %c199_1) : (i64, i64) -> ()
    %c200_0 = llvm.mlir.constant(0 : i7) : i7
    %c200_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c200_0, %c200_1) : (i7, i7) -> ()
    %c201_0 = llvm.mlir.constant(0 : i7) : i7
    %c201_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c201_0, %c201_1) : (i7, i7) -> ()
    %c202_0 = llvm.mlir.constant(0 : i7) : i7
    %c202_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c202_0, %c202_1) : (i7, i7) -> ()
    %c203_0 = llvm.mlir.constant(0 : i7) : i7
    %c203_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c203_0, %c203_1) : (i7, i7) -> ()
    %c204_0 = llvm.mlir.constant(0 : i7) : i7
    %c204_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c204_0, %c204_1) : (i7, i7) -> ()
    %c205_0 = llvm.mlir.constant(1 : i7) : i7
    %c205_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c205_0, %c205_1) : (i7, i7) -> ()
    %c206_0 = llvm.mlir.constant(1 : i7) : i7
    %c206_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c206_0, %c206_1) : (i7, i7) -> ()
    %c207_0 = llvm.mlir.constant(1 : i7) : i7
    %c207_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c207_0, %c207_1) : (i7, i7) -> ()
    %c208_0 = llvm.mlir.constant(1 : i7) : i7
    %c208_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c208_0, %c208_1) : (i7, i7) -> ()
    %c209_0 = llvm.mlir.constant(1 : i7) : i7
    %c209_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c209_0, %c209_1) : (i7, i7) -> ()
    %c210_0 = llvm.mlir.constant(-1 : i7) : i7
    %c210_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c210_0, %c210_1) : (i7, i7) -> ()
    %c211_0 = llvm.mlir.constant(-1 : i7) : i7
    %c211_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c211_0, %c211_1) : (i7, i7) -> ()
    %c212_0 = llvm.mlir.constant(-1 : i7) : i7
    %c212_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c212_0, %c212_1) : (i7, i7) -> ()
    %c213_0 = llvm.mlir.constant(-1 : i7) : i7
    %c213_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c213_0, %c213_1) : (i7, i7) -> ()
    %c214_0 = llvm.mlir.constant(-1 : i7) : i7
    %c214_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c214_0, %c214_1) : (i7, i7) -> ()
    %c215_0 = llvm.mlir.constant(-64 : i7) : i7
    %c215_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c215_0, %c215_1) : (i7, i7) -> ()
    %c216_0 = llvm.mlir.constant(-64 : i7) : i7
    %c216_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c216_0, %c216_1) : (i7, i7) -> ()
    %c217_0 = llvm.mlir.constant(-64 : i7) : i7
    %c217_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c217_0, %c217_1) : (i7, i7) -> ()
    %c218_0 = llvm.mlir.constant(-64 : i7) : i7
    %c218_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c218_0, %c218_1) : (i7, i7) -> ()
    %c219_0 = llvm.mlir.constant(-64 : i7) : i7
    %c219_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c219_0, %c219_1) : (i7, i7) -> ()
    %c220_0 = llvm.mlir.constant(63 : i7) : i7
    %c220_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c220_0, %c220_1) : (i7, i7) -> ()
    %c221_0 = llvm.mlir.constant(63 : i7) : i7
    %c221_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c221_0, %c221_1) : (i7, i7) -> ()
    %c222_0 = llvm.mlir.constant(63 : i7) : i7
    %c222_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c222_0, %c222_1) : (i7, i7) -> ()
    %c223_0 = llvm.mlir.constant(63 : i7) : i7
    %c223_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c223_0, %c223_1) : (i7, i7) -> ()
    %c224_0 = llvm.mlir.constant(63 : i7) : i7
    %c224_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_sat_7(%c224_0, %c224_1) : (i7, i7) -> ()
    %c225_0 = llvm.mlir.constant(0 : i48) : i48
    %c225_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c225_0, %c225_1) : (i48, i48) -> ()
    %c226_0 = llvm.mlir.constant(0 : i48) : i48
    %c226_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c226_0, %c226_1) : (i48, i48) -> ()
    %c227_0 = llvm.mlir.constant(0 : i48) : i48
    %c227_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c227_0, %c227_1) : (i48, i48) -> ()
    %c228_0 = llvm.mlir.constant(0 : i48) : i48
    %c228_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c228_0, %c228_1) : (i48, i48) -> ()
    %c229_0 = llvm.mlir.constant(0 : i48) : i48
    %c229_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c229_0, %c229_1) : (i48, i48) -> ()
    %c230_0 = llvm.mlir.constant(1 : i48) : i48
    %c230_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c230_0, %c230_1) : (i48, i48) -> ()
    %c231_0 = llvm.mlir.constant(1 : i48) : i48
    %c231_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c231_0, %c231_1) : (i48, i48) -> ()
    %c232_0 = llvm.mlir.constant(1 : i48) : i48
    %c232_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c232_0, %c232_1) : (i48, i48) -> ()
    %c233_0 = llvm.mlir.constant(1 : i48) : i48
    %c233_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c233_0, %c233_1) : (i48, i48) -> ()
    %c234_0 = llvm.mlir.constant(1 : i48) : i48
    %c234_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c234_0, %c234_1) : (i48, i48) -> ()
    %c235_0 = llvm.mlir.constant(-1 : i48) : i48
    %c235_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c235_0, %c235_1) : (i48, i48) -> ()
    %c236_0 = llvm.mlir.constant(-1 : i48) : i48
    %c236_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c236_0, %c236_1) : (i48, i48) -> ()
    %c237_0 = llvm.mlir.constant(-1 : i48) : i48
    %c237_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c237_0, %c237_1) : (i48, i48) -> ()
    %c238_0 = llvm.mlir.constant(-1 : i48) : i48
    %c238_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c238_0, %c238_1) : (i48, i48) -> ()
    %c239_0 = llvm.mlir.constant(-1 : i48) : i48
    %c239_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c239_0, %c239_1) : (i48, i48) -> ()
    %c240_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c240_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c240_0, %c240_1) : (i48, i48) -> ()
    %c241_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c241_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c241_0, %c241_1) : (i48, i48) -> ()
    %c242_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c242_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c242_0, %c242_1) : (i48, i48) -> ()
    %c243_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c243_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c243_0, %c243_1) : (i48, i48) -> ()
    %c244_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c244_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c244_0, %c244_1) : (i48, i48) -> ()
    %c245_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c245_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c245_0, %c245_1) : (i48, i48) -> ()
    %c246_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c246_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c246_0, %c246_1) : (i48, i48) -> ()
    %c247_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c247_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c247_0, %c247_1) : (i48, i48) -> ()
    %c248_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c248_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c248_0, %c248_1) : (i48, i48) -> ()
    %c249_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c249_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_sat_48(%c249_0, %c249_1) : (i48, i48) -> ()
    %c250_0 = llvm.mlir.constant(0 : i8) : i8
    %c250_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c250_0, %c250_1) : (i8, i8) -> ()
    %c251_0 = llvm.mlir.constant(0 : i8) : i8
    %c251_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c251_0, %c251_1) : (i8, i8) -> ()
    %c252_0 = llvm.mlir.constant(0 : i8) : i8
    %c252_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c252_0, %c252_1) : (i8, i8) -> ()
    %c253_0 = llvm.mlir.constant(0 : i8) : i8
    %c253_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c253_0, %c253_1) : (i8, i8) -> ()
    %c254_0 = llvm.mlir.constant(0 : i8) : i8
    %c254_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c254_0, %c254_1) : (i8, i8) -> ()
    %c255_0 = llvm.mlir.constant(1 : i8) : i8
    %c255_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c255_0, %c255_1) : (i8, i8) -> ()
    %c256_0 = llvm.mlir.constant(1 : i8) : i8
    %c256_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c256_0, %c256_1) : (i8, i8) -> ()
    %c257_0 = llvm.mlir.constant(1 : i8) : i8
    %c257_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c257_0, %c257_1) : (i8, i8) -> ()
    %c258_0 = llvm.mlir.constant(1 : i8) : i8
    %c258_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c258_0, %c258_1) : (i8, i8) -> ()
    %c259_0 = llvm.mlir.constant(1 : i8) : i8
    %c259_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c259_0, %c259_1) : (i8, i8) -> ()
    %c260_0 = llvm.mlir.constant(-1 : i8) : i8
    %c260_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c260_0, %c260_1) : (i8, i8) -> ()
    %c261_0 = llvm.mlir.constant(-1 : i8) : i8
    %c261_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c261_0, %c261_1) : (i8, i8) -> ()
    %c262_0 = llvm.mlir.constant(-1 : i8) : i8
    %c262_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c262_0, %c262_1) : (i8, i8) -> ()
    %c263_0 = llvm.mlir.constant(-1 : i8) : i8
    %c263_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c263_0, %c263_1) : (i8, i8) -> ()
    %c264_0 = llvm.mlir.constant(-1 : i8) : i8
    %c264_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c264_0, %c264_1) : (i8, i8) -> ()
    %c265_0 = llvm.mlir.constant(-128 : i8) : i8
    %c265_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c265_0, %c265_1) : (i8, i8) -> ()
    %c266_0 = llvm.mlir.constant(-128 : i8) : i8
    %c266_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c266_0, %c266_1) : (i8, i8) -> ()
    %c267_0 = llvm.mlir.constant(-128 : i8) : i8
    %c267_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c267_0, %c267_1) : (i8, i8) -> ()
    %c268_0 = llvm.mlir.constant(-128 : i8) : i8
    %c268_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c268_0, %c268_1) : (i8, i8) -> ()
    %c269_0 = llvm.mlir.constant(-128 : i8) : i8
    %c269_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c269_0, %c269_1) : (i8, i8) -> ()
    %c270_0 = llvm.mlir.constant(127 : i8) : i8
    %c270_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c270_0, %c270_1) : (i8, i8) -> ()
    %c271_0 = llvm.mlir.constant(127 : i8) : i8
    %c271_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c271_0, %c271_1) : (i8, i8) -> ()
    %c272_0 = llvm.mlir.constant(127 : i8) : i8
    %c272_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c272_0, %c272_1) : (i8, i8) -> ()
    %c273_0 = llvm.mlir.constant(127 : i8) : i8
    %c273_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c273_0, %c273_1) : (i8, i8) -> ()
    %c274_0 = llvm.mlir.constant(127 : i8) : i8
    %c274_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_sat_8(%c274_0, %c274_1) : (i8, i8) -> ()
    %c275_0 = llvm.mlir.constant(0 : i32) : i32
    %c275_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c275_0, %c275_1) : (i32, i32) -> ()
    %c276_0 = llvm.mlir.constant(0 : i32) : i32
    %c276_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c276_0, %c276_1) : (i32, i32) -> ()
    %c277_0 = llvm.mlir.constant(0 : i32) : i32
    %c277_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c277_0, %c277_1) : (i32, i32) -> ()
    %c278_0 = llvm.mlir.constant(0 : i32) : i32
    %c278_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c278_0, %c278_1) : (i32, i32) -> ()
    %c279_0 = llvm.mlir.constant(0 : i32) : i32
    %c279_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c279_0, %c279_1) : (i32, i32) -> ()
    %c280_0 = llvm.mlir.constant(1 : i32) : i32
    %c280_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c280_0, %c280_1) : (i32, i32) -> ()
    %c281_0 = llvm.mlir.constant(1 : i32) : i32
    %c281_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c281_0, %c281_1) : (i32, i32) -> ()
    %c282_0 = llvm.mlir.constant(1 : i32) : i32
    %c282_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c282_0, %c282_1) : (i32, i32) -> ()
    %c283_0 = llvm.mlir.constant(1 : i32) : i32
    %c283_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c283_0, %c283_1) : (i32, i32) -> ()
    %c284_0 = llvm.mlir.constant(1 : i32) : i32
    %c284_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c284_0, %c284_1) : (i32, i32) -> ()
    %c285_0 = llvm.mlir.constant(-1 : i32) : i32
    %c285_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c285_0, %c285_1) : (i32, i32) -> ()
    %c286_0 = llvm.mlir.constant(-1 : i32) : i32
    %c286_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c286_0, %c286_1) : (i32, i32) -> ()
    %c287_0 = llvm.mlir.constant(-1 : i32) : i32
    %c287_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c287_0, %c287_1) : (i32, i32) -> ()
    %c288_0 = llvm.mlir.constant(-1 : i32) : i32
    %c288_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c288_0, %c288_1) : (i32, i32) -> ()
    %c289_0 = llvm.mlir.constant(-1 : i32) : i32
    %c289_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c289_0, %c289_1) : (i32, i32) -> ()
    %c290_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c290_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c290_0, %c290_1) : (i32, i32) -> ()
    %c291_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c291_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c291_0, %c291_1) : (i32, i32) -> ()
    %c292_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c292_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c292_0, %c292_1) : (i32, i32) -> ()
    %c293_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c293_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c293_0, %c293_1) : (i32, i32) -> ()
    %c294_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c294_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c294_0, %c294_1) : (i32, i32) -> ()
    %c295_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c295_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c295_0, %c295_1) : (i32, i32) -> ()
    %c296_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c296_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c296_0, %c296_1) : (i32, i32) -> ()
    %c297_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c297_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c297_0, %c297_1) : (i32, i32) -> ()
    %c298_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c298_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c298_0, %c298_1) : (i32, i32) -> ()
    %c299_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c299_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_sat_32(%c299_0, %c299_1) : (i32, i32) -> ()
    %c300_0 = llvm.mlir.constant(0 : i64) : i64
    %c300_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c300_0, %c300_1) : (i64, i64) -> ()
    %c301_0 = llvm.mlir.constant(0 : i64) : i64
    %c301_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c301_0, %c301_1) : (i64, i64) -> ()
    %c302_0 = llvm.mlir.constant(0 : i64) : i64
    %c302_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c302_0, %c302_1) : (i64, i64) -> ()
    %c303_0 = llvm.mlir.constant(0 : i64) : i64
    %c303_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c303_0, %c303_1) : (i64, i64) -> ()
    %c304_0 = llvm.mlir.constant(0 : i64) : i64
    %c304_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c304_0, %c304_1) : (i64, i64) -> ()
    %c305_0 = llvm.mlir.constant(1 : i64) : i64
    %c305_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c305_0, %c305_1) : (i64, i64) -> ()
    %c306_0 = llvm.mlir.constant(1 : i64) : i64
    %c306_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c306_0, %c306_1) : (i64, i64) -> ()
    %c307_0 = llvm.mlir.constant(1 : i64) : i64
    %c307_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c307_0, %c307_1) : (i64, i64) -> ()
    %c308_0 = llvm.mlir.constant(1 : i64) : i64
    %c308_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c308_0, %c308_1) : (i64, i64) -> ()
    %c309_0 = llvm.mlir.constant(1 : i64) : i64
    %c309_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c309_0, %c309_1) : (i64, i64) -> ()
    %c310_0 = llvm.mlir.constant(-1 : i64) : i64
    %c310_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c310_0, %c310_1) : (i64, i64) -> ()
    %c311_0 = llvm.mlir.constant(-1 : i64) : i64
    %c311_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c311_0, %c311_1) : (i64, i64) -> ()
    %c312_0 = llvm.mlir.constant(-1 : i64) : i64
    %c312_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c312_0, %c312_1) : (i64, i64) -> ()
    %c313_0 = llvm.mlir.constant(-1 : i64) : i64
    %c313_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c313_0, %c313_1) : (i64, i64) -> ()
    %c314_0 = llvm.mlir.constant(-1 : i64) : i64
    %c314_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c314_0, %c314_1) : (i64, i64) -> ()
    %c315_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c315_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c315_0, %c315_1) : (i64, i64) -> ()
    %c316_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c316_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c316_0, %c316_1) : (i64, i64) -> ()
    %c317_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c317_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c317_0, %c317_1) : (i64, i64) -> ()
    %c318_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c318_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c318_0, %c318_1) : (i64, i64) -> ()
    %c319_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c319_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c319_0, %c319_1) : (i64, i64) -> ()
    %c320_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c320_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c320_0, %c320_1) : (i64, i64) -> ()
    %c321_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c321_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c321_0, %c321_1) : (i64, i64) -> ()
    %c322_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c322_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c322_0, %c322_1) : (i64, i64) -> ()
    %c323_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c323_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c323_0, %c323_1) : (i64, i64) -> ()
    %c324_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c324_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_sat_64(%c324_0, %c324_1) : (i64, i64) -> ()
    %c325_0 = llvm.mlir.constant(0 : i7) : i7
    %c325_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c325_0, %c325_1) : (i7, i7) -> ()
    %c326_0 = llvm.mlir.constant(0 : i7) : i7
    %c326_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c326_0, %c326_1) : (i7, i7) -> ()
    %c327_0 = llvm.mlir.constant(0 : i7) : i7
    %c327_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c327_0, %c327_1) : (i7, i7) -> ()
    %c328_0 = llvm.mlir.constant(0 : i7) : i7
    %c328_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c328_0, %c328_1) : (i7, i7) -> ()
    %c329_0 = llvm.mlir.constant(0 : i7) : i7
    %c329_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c329_0, %c329_1) : (i7, i7) -> ()
    %c330_0 = llvm.mlir.constant(1 : i7) : i7
    %c330_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c330_0, %c330_1) : (i7, i7) -> ()
    %c331_0 = llvm.mlir.constant(1 : i7) : i7
    %c331_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c331_0, %c331_1) : (i7, i7) -> ()
    %c332_0 = llvm.mlir.constant(1 : i7) : i7
    %c332_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c332_0, %c332_1) : (i7, i7) -> ()
    %c333_0 = llvm.mlir.constant(1 : i7) : i7
    %c333_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c333_0, %c333_1) : (i7, i7) -> ()
    %c334_0 = llvm.mlir.constant(1 : i7) : i7
    %c334_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c334_0, %c334_1) : (i7, i7) -> ()
    %c335_0 = llvm.mlir.constant(-1 : i7) : i7
    %c335_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c335_0, %c335_1) : (i7, i7) -> ()
    %c336_0 = llvm.mlir.constant(-1 : i7) : i7
    %c336_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c336_0, %c336_1) : (i7, i7) -> ()
    %c337_0 = llvm.mlir.constant(-1 : i7) : i7
    %c337_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c337_0, %c337_1) : (i7, i7) -> ()
    %c338_0 = llvm.mlir.constant(-1 : i7) : i7
    %c338_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c338_0, %c338_1) : (i7, i7) -> ()
    %c339_0 = llvm.mlir.constant(-1 : i7) : i7
    %c339_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c339_0, %c339_1) : (i7, i7) -> ()
    %c340_0 = llvm.mlir.constant(-64 : i7) : i7
    %c340_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c340_0, %c340_1) : (i7, i7) -> ()
    %c341_0 = llvm.mlir.constant(-64 : i7) : i7
    %c341_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c341_0, %c341_1) : (i7, i7) -> ()
    %c342_0 = llvm.mlir.constant(-64 : i7) : i7
    %c342_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c342_0, %c342_1) : (i7, i7) -> ()
    %c343_0 = llvm.mlir.constant(-64 : i7) : i7
    %c343_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c343_0, %c343_1) : (i7, i7) -> ()
    %c344_0 = llvm.mlir.constant(-64 : i7) : i7
    %c344_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c344_0, %c344_1) : (i7, i7) -> ()
    %c345_0 = llvm.mlir.constant(63 : i7) : i7
    %c345_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c345_0, %c345_1) : (i7, i7) -> ()
    %c346_0 = llvm.mlir.constant(63 : i7) : i7
    %c346_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c346_0, %c346_1) : (i7, i7) -> ()
    %c347_0 = llvm.mlir.constant(63 : i7) : i7
    %c347_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c347_0, %c347_1) : (i7, i7) -> ()
    %c348_0 = llvm.mlir.constant(63 : i7) : i7
    %c348_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c348_0, %c348_1) : (i7, i7) -> ()
    %c349_0 = llvm.mlir.constant(63 : i7) : i7
    %c349_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_sat_7(%c349_0, %c349_1) : (i7, i7) -> ()
    %c350_0 = llvm.mlir.constant(0 : i48) : i48
    %c350_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c350_0, %c350_1) : (i48, i48) -> ()
    %c351_0 = llvm.mlir.constant(0 : i48) : i48
    %c351_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c351_0, %c351_1) : (i48, i48) -> ()
    %c352_0 = llvm.mlir.constant(0 : i48) : i48
    %c352_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c352_0, %c352_1) : (i48, i48) -> ()
    %c353_0 = llvm.mlir.constant(0 : i48) : i48
    %c353_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c353_0, %c353_1) : (i48, i48) -> ()
    %c354_0 = llvm.mlir.constant(0 : i48) : i48
    %c354_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c354_0, %c354_1) : (i48, i48) -> ()
    %c355_0 = llvm.mlir.constant(1 : i48) : i48
    %c355_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c355_0, %c355_1) : (i48, i48) -> ()
    %c356_0 = llvm.mlir.constant(1 : i48) : i48
    %c356_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c356_0, %c356_1) : (i48, i48) -> ()
    %c357_0 = llvm.mlir.constant(1 : i48) : i48
    %c357_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c357_0, %c357_1) : (i48, i48) -> ()
    %c358_0 = llvm.mlir.constant(1 : i48) : i48
    %c358_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c358_0, %c358_1) : (i48, i48) -> ()
    %c359_0 = llvm.mlir.constant(1 : i48) : i48
    %c359_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c359_0, %c359_1) : (i48, i48) -> ()
    %c360_0 = llvm.mlir.constant(-1 : i48) : i48
    %c360_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c360_0, %c360_1) : (i48, i48) -> ()
    %c361_0 = llvm.mlir.constant(-1 : i48) : i48
    %c361_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c361_0, %c361_1) : (i48, i48) -> ()
    %c362_0 = llvm.mlir.constant(-1 : i48) : i48
    %c362_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c362_0, %c362_1) : (i48, i48) -> ()
    %c363_0 = llvm.mlir.constant(-1 : i48) : i48
    %c363_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c363_0, %c363_1) : (i48, i48) -> ()
    %c364_0 = llvm.mlir.constant(-1 : i48) : i48
    %c364_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c364_0, %c364_1) : (i48, i48) -> ()
    %c365_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c365_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c365_0, %c365_1) : (i48, i48) -> ()
    %c366_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c366_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c366_0, %c366_1) : (i48, i48) -> ()
    %c367_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c367_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c367_0, %c367_1) : (i48, i48) -> ()
    %c368_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c368_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c368_0, %c368_1) : (i48, i48) -> ()
    %c369_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c369_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c369_0, %c369_1) : (i48, i48) -> ()
    %c370_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c370_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c370_0, %c370_1) : (i48, i48) -> ()
    %c371_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c371_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c371_0, %c371_1) : (i48, i48) -> ()
    %c372_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c372_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c372_0, %c372_1) : (i48, i48) -> ()
    %c373_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c373_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c373_0, %c373_1) : (i48, i48) -> ()
    %c374_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c374_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_sat_48(%c374_0, %c374_1) : (i48, i48) -> ()
    %c375_0 = llvm.mlir.constant(0 : i8) : i8
    %c375_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c375_0, %c375_1) : (i8, i8) -> ()
    %c376_0 = llvm.mlir.constant(0 : i8) : i8
    %c376_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c376_0, %c376_1) : (i8, i8) -> ()
    %c377_0 = llvm.mlir.constant(0 : i8) : i8
    %c377_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_sat_8(%c377_0, %c377_1) : (i8, i8) -> ()
    %c378_0 = llvm.mlir.constant(0 : i8) : i8
    %c378_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_sat_8(%c378_0, %c378_1) : (i8, i8) -> ()
    %c379_0 = llvm.mlir.constant(0 : i8) : i8
    %c379_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_sat_8(%c379_0, %c379_1) : (i8, i8) -> ()
    %c380_0 = llvm.mlir.constant(1 : i8) : i8
    %c380_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c380_0, %c380_1) : (i8, i8) -> ()
    %c381_0 = llvm.mlir.constant(1 : i8) : i8
    %c381_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c381_0, %c381_1) : (i8, i8) -> ()
    %c382_0 = llvm.mlir.constant(1 : i8) : i8
    %c382_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_sat_8(%c382_0, %c382_1) : (i8, i8) -> ()
    %c383_0 = llvm.mlir.constant(1 : i8) : i8
    %c383_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_sat_8(%c383_0, %c383_1) : (i8, i8) -> ()
    %c384_0 = llvm.mlir.constant(1 : i8) : i8
    %c384_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_sat_8(%c384_0, %c384_1) : (i8, i8) -> ()
    %c385_0 = llvm.mlir.constant(-1 : i8) : i8
    %c385_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c385_0, %c385_1) : (i8, i8) -> ()
    %c386_0 = llvm.mlir.constant(-1 : i8) : i8
    %c386_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c386_0, %c386_1) : (i8, i8) -> ()
    %c387_0 = llvm.mlir.constant(-1 : i8) : i8
    %c387_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_sat_8(%c387_0, %c387_1) : (i8, i8) -> ()
    %c388_0 = llvm.mlir.constant(-1 : i8) : i8
    %c388_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_sat_8(%c388_0, %c388_1) : (i8, i8) -> ()
    %c389_0 = llvm.mlir.constant(-1 : i8) : i8
    %c389_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_sat_8(%c389_0, %c389_1) : (i8, i8) -> ()
    %c390_0 = llvm.mlir.constant(-128 : i8) : i8
    %c390_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c390_0, %c390_1) : (i8, i8) -> ()
    %c391_0 = llvm.mlir.constant(-128 : i8) : i8
    %c391_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c391_0, %c391_1) : (i8, i8) -> ()
    %c392_0 = llvm.mlir.constant(-128 : i8) : i8
    %c392_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_sat_8(%c392_0, %c392_1) : (i8, i8) -> ()
    %c393_0 = llvm.mlir.constant(-128 : i8) : i8
    %c393_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_sat_8(%c393_0, %c393_1) : (i8, i8) -> ()
    %c394_0 = llvm.mlir.constant(-128 : i8) : i8
    %c394_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_sat_8(%c394_0, %c394_1) : (i8, i8) -> ()
    %c395_0 = llvm.mlir.constant(127 : i8) : i8
    %c395_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c395_0, %c395_1) : (i8, i8) -> ()
    %c396_0 = llvm.mlir.constant(127 : i8) : i8
    %c396_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_sat_8(%c396_0, %c396_1) : (i8, i8) -> ()
    %c397_0 = llvm.mlir.constant(127 : i8) : i8
    %c397_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_sat_8(%c397_0, %c397_1) : (i8, i8) -> ()
    %c398_0 = llvm.mlir.constant(127 : i8) : i8
    %c398_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_sat_8(%c398_0, %c398_1) : (i8, i8) -> ()
    %c399_0 = llvm.mlir.constant(127 : i8) : i8
    %c399_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_sat_8(%c399_0, %c399_1) : (i8, i8) -> ()
    %c400_0 = llvm.mlir.constant(0 : i32) : i32
    %c400_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c400_0, %c400_1) : (i32, i32) -> ()
    %c401_0 = llvm.mlir.constant(0 : i32) : i32
    %c401_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c401_0, %c401_1) : (i32, i32) -> ()
    %c402_0 = llvm.mlir.constant(0 : i32) : i32
    %c402_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_sat_32(%c402_0, %c402_1) : (i32, i32) -> ()
    %c403_0 = llvm.mlir.constant(0 : i32) : i32
    %c403_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_sat_32(%c403_0, %c403_1) : (i32, i32) -> ()
    %c404_0 = llvm.mlir.constant(0 : i32) : i32
    %c404_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_sat_32(%c404_0, %c404_1) : (i32, i32) -> ()
    %c405_0 = llvm.mlir.constant(1 : i32) : i32
    %c405_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c405_0, %c405_1) : (i32, i32) -> ()
    %c406_0 = llvm.mlir.constant(1 : i32) : i32
    %c406_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c406_0, %c406_1) : (i32, i32) -> ()
    %c407_0 = llvm.mlir.constant(1 : i32) : i32
    %c407_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_sat_32(%c407_0, %c407_1) : (i32, i32) -> ()
    %c408_0 = llvm.mlir.constant(1 : i32) : i32
    %c408_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_sat_32(%c408_0, %c408_1) : (i32, i32) -> ()
    %c409_0 = llvm.mlir.constant(1 : i32) : i32
    %c409_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_sat_32(%c409_0, %c409_1) : (i32, i32) -> ()
    %c410_0 = llvm.mlir.constant(-1 : i32) : i32
    %c410_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c410_0, %c410_1) : (i32, i32) -> ()
    %c411_0 = llvm.mlir.constant(-1 : i32) : i32
    %c411_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c411_0, %c411_1) : (i32, i32) -> ()
    %c412_0 = llvm.mlir.constant(-1 : i32) : i32
    %c412_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_sat_32(%c412_0, %c412_1) : (i32, i32) -> ()
    %c413_0 = llvm.mlir.constant(-1 : i32) : i32
    %c413_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_sat_32(%c413_0, %c413_1) : (i32, i32) -> ()
    %c414_0 = llvm.mlir.constant(-1 : i32) : i32
    %c414_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_sat_32(%c414_0, %c414_1) : (i32, i32) -> ()
    %c415_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c415_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c415_0, %c415_1) : (i32, i32) -> ()
    %c416_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c416_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c416_0, %c416_1) : (i32, i32) -> ()
    %c417_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c417_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_sat_32(%c417_0, %c417_1) : (i32, i32) -> ()
    %c418_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c418_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_sat_32(%c418_0, %c418_1) : (i32, i32) -> ()
    %c419_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c419_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_sat_32(%c419_0, %c419_1) : (i32, i32) -> ()
    %c420_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c420_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c420_0, %c420_1) : (i32, i32) -> ()
    %c421_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c421_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_sat_32(%c421_0, %c421_1) : (i32, i32) -> ()
    %c422_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c422_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_sat_32(%c422_0, %c422_1) : (i32, i32) -> ()
    %c423_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c423_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_sat_32(%c423_0, %c423_1) : (i32, i32) -> ()
    %c424_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c424_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_sat_32(%c424_0, %c424_1) : (i32, i32) -> ()
    %c425_0 = llvm.mlir.constant(0 : i64) : i64
    %c425_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c425_0, %c425_1) : (i64, i64) -> ()
    %c426_0 = llvm.mlir.constant(0 : i64) : i64
    %c426_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c426_0, %c426_1) : (i64, i64) -> ()
    %c427_0 = llvm.mlir.constant(0 : i64) : i64
    %c427_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_sat_64(%c427_0, %c427_1) : (i64, i64) -> ()
    %c428_0 = llvm.mlir.constant(0 : i64) : i64
    %c428_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_sat_64(%c428_0, %c428_1) : (i64, i64) -> ()
    %c429_0 = llvm.mlir.constant(0 : i64) : i64
    %c429_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_sat_64(%c429_0, %c429_1) : (i64, i64) -> ()
    %c430_0 = llvm.mlir.constant(1 : i64) : i64
    %c430_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c430_0, %c430_1) : (i64, i64) -> ()
    %c431_0 = llvm.mlir.constant(1 : i64) : i64
    %c431_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c431_0, %c431_1) : (i64, i64) -> ()
    %c432_0 = llvm.mlir.constant(1 : i64) : i64
    %c432_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_sat_64(%c432_0, %c432_1) : (i64, i64) -> ()
    %c433_0 = llvm.mlir.constant(1 : i64) : i64
    %c433_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_sat_64(%c433_0, %c433_1) : (i64, i64) -> ()
    %c434_0 = llvm.mlir.constant(1 : i64) : i64
    %c434_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_sat_64(%c434_0, %c434_1) : (i64, i64) -> ()
    %c435_0 = llvm.mlir.constant(-1 : i64) : i64
    %c435_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c435_0, %c435_1) : (i64, i64) -> ()
    %c436_0 = llvm.mlir.constant(-1 : i64) : i64
    %c436_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c436_0, %c436_1) : (i64, i64) -> ()
    %c437_0 = llvm.mlir.constant(-1 : i64) : i64
    %c437_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_sat_64(%c437_0, %c437_1) : (i64, i64) -> ()
    %c438_0 = llvm.mlir.constant(-1 : i64) : i64
    %c438_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_sat_64(%c438_0, %c438_1) : (i64, i64) -> ()
    %c439_0 = llvm.mlir.constant(-1 : i64) : i64
    %c439_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_sat_64(%c439_0, %c439_1) : (i64, i64) -> ()
    %c440_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c440_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c440_0, %c440_1) : (i64, i64) -> ()
    %c441_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c441_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c441_0, %c441_1) : (i64, i64) -> ()
    %c442_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c442_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_sat_64(%c442_0, %c442_1) : (i64, i64) -> ()
    %c443_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c443_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_sat_64(%c443_0, %c443_1) : (i64, i64) -> ()
    %c444_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c444_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_sat_64(%c444_0, %c444_1) : (i64, i64) -> ()
    %c445_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c445_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c445_0, %c445_1) : (i64, i64) -> ()
    %c446_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c446_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_sat_64(%c446_0, %c446_1) : (i64, i64) -> ()
    %c447_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c447_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_sat_64(%c447_0, %c447_1) : (i64, i64) -> ()
    %c448_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c448_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_sat_64(%c448_0, %c448_1) : (i64, i64) -> ()
    %c449_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c449_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_sat_64(%c449_0, %c449_1) : (i64, i64) -> ()
    %c450_0 = llvm.mlir.constant(0 : i7) : i7
    %c450_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c450_0, %c450_1) : (i7, i7) -> ()
    %c451_0 = llvm.mlir.constant(0 : i7) : i7
    %c451_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c451_0, %c451_1) : (i7, i7) -> ()
    %c452_0 = llvm.mlir.constant(0 : i7) : i7
    %c452_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_sat_7(%c452_0, %c452_1) : (i7, i7) -> ()
    %c453_0 = llvm.mlir.constant(0 : i7) : i7
    %c453_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_sat_7(%c453_0, %c453_1) : (i7, i7) -> ()
    %c454_0 = llvm.mlir.constant(0 : i7) : i7
    %c454_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_sat_7(%c454_0, %c454_1) : (i7, i7) -> ()
    %c455_0 = llvm.mlir.constant(1 : i7) : i7
    %c455_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c455_0, %c455_1) : (i7, i7) -> ()
    %c456_0 = llvm.mlir.constant(1 : i7) : i7
    %c456_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c456_0, %c456_1) : (i7, i7) -> ()
    %c457_0 = llvm.mlir.constant(1 : i7) : i7
    %c457_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_sat_7(%c457_0, %c457_1) : (i7, i7) -> ()
    %c458_0 = llvm.mlir.constant(1 : i7) : i7
    %c458_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_sat_7(%c458_0, %c458_1) : (i7, i7) -> ()
    %c459_0 = llvm.mlir.constant(1 : i7) : i7
    %c459_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_sat_7(%c459_0, %c459_1) : (i7, i7) -> ()
    %c460_0 = llvm.mlir.constant(-1 : i7) : i7
    %c460_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c460_0, %c460_1) : (i7, i7) -> ()
    %c461_0 = llvm.mlir.constant(-1 : i7) : i7
    %c461_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c461_0, %c461_1) : (i7, i7) -> ()
    %c462_0 = llvm.mlir.constant(-1 : i7) : i7
    %c462_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_sat_7(%c462_0, %c462_1) : (i7, i7) -> ()
    %c463_0 = llvm.mlir.constant(-1 : i7) : i7
    %c463_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_sat_7(%c463_0, %c463_1) : (i7, i7) -> ()
    %c464_0 = llvm.mlir.constant(-1 : i7) : i7
    %c464_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_sat_7(%c464_0, %c464_1) : (i7, i7) -> ()
    %c465_0 = llvm.mlir.constant(-64 : i7) : i7
    %c465_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c465_0, %c465_1) : (i7, i7) -> ()
    %c466_0 = llvm.mlir.constant(-64 : i7) : i7
    %c466_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c466_0, %c466_1) : (i7, i7) -> ()
    %c467_0 = llvm.mlir.constant(-64 : i7) : i7
    %c467_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_sat_7(%c467_0, %c467_1) : (i7, i7) -> ()
    %c468_0 = llvm.mlir.constant(-64 : i7) : i7
    %c468_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_sat_7(%c468_0, %c468_1) : (i7, i7) -> ()
    %c469_0 = llvm.mlir.constant(-64 : i7) : i7
    %c469_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_sat_7(%c469_0, %c469_1) : (i7, i7) -> ()
    %c470_0 = llvm.mlir.constant(63 : i7) : i7
    %c470_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c470_0, %c470_1) : (i7, i7) -> ()
    %c471_0 = llvm.mlir.constant(63 : i7) : i7
    %c471_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_sat_7(%c471_0, %c471_1) : (i7, i7) -> ()
    %c472_0 = llvm.mlir.constant(63 : i7) : i7
    %c472_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_sat_7(%c472_0, %c472_1) : (i7, i7) -> ()
    %c473_0 = llvm.mlir.constant(63 : i7) : i7
    %c473_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_sat_7(%c473_0, %c473_1) : (i7, i7) -> ()
    %c474_0 = llvm.mlir.constant(63 : i7) : i7
    %c474_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_sat_7(%c474_0, %c474_1) : (i7, i7) -> ()
    %c475_0 = llvm.mlir.constant(0 : i48) : i48
    %c475_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c475_0, %c475_1) : (i48, i48) -> ()
    %c476_0 = llvm.mlir.constant(0 : i48) : i48
    %c476_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c476_0, %c476_1) : (i48, i48) -> ()
    %c477_0 = llvm.mlir.constant(0 : i48) : i48
    %c477_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_sat_48(%c477_0, %c477_1) : (i48, i48) -> ()
    %c478_0 = llvm.mlir.constant(0 : i48) : i48
    %c478_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_sat_48(%c478_0, %c478_1) : (i48, i48) -> ()
    %c479_0 = llvm.mlir.constant(0 : i48) : i48
    %c479_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_sat_48(%c479_0, %c479_1) : (i48, i48) -> ()
    %c480_0 = llvm.mlir.constant(1 : i48) : i48
    %c480_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c480_0, %c480_1) : (i48, i48) -> ()
    %c481_0 = llvm.mlir.constant(1 : i48) : i48
    %c481_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c481_0, %c481_1) : (i48, i48) -> ()
    %c482_0 = llvm.mlir.constant(1 : i48) : i48
    %c482_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_sat_48(%c482_0, %c482_1) : (i48, i48) -> ()
    %c483_0 = llvm.mlir.constant(1 : i48) : i48
    %c483_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_sat_48(%c483_0, %c483_1) : (i48, i48) -> ()
    %c484_0 = llvm.mlir.constant(1 : i48) : i48
    %c484_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_sat_48(%c484_0, %c484_1) : (i48, i48) -> ()
    %c485_0 = llvm.mlir.constant(-1 : i48) : i48
    %c485_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c485_0, %c485_1) : (i48, i48) -> ()
    %c486_0 = llvm.mlir.constant(-1 : i48) : i48
    %c486_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c486_0, %c486_1) : (i48, i48) -> ()
    %c487_0 = llvm.mlir.constant(-1 : i48) : i48
    %c487_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_sat_48(%c487_0, %c487_1) : (i48, i48) -> ()
    %c488_0 = llvm.mlir.constant(-1 : i48) : i48
    %c488_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_sat_48(%c488_0, %c488_1) : (i48, i48) -> ()
    %c489_0 = llvm.mlir.constant(-1 : i48) : i48
    %c489_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_sat_48(%c489_0, %c489_1) : (i48, i48) -> ()
    %c490_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c490_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c490_0, %c490_1) : (i48, i48) -> ()
    %c491_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c491_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c491_0, %c491_1) : (i48, i48) -> ()
    %c492_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c492_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_sat_48(%c492_0, %c492_1) : (i48, i48) -> ()
    %c493_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c493_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_sat_48(%c493_0, %c493_1) : (i48, i48) -> ()
    %c494_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c494_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_sat_48(%c494_0, %c494_1) : (i48, i48) -> ()
    %c495_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c495_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c495_0, %c495_1) : (i48, i48) -> ()
    %c496_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c496_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_sat_48(%c496_0, %c496_1) : (i48, i48) -> ()
    %c497_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c497_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_sat_48(%c497_0, %c497_1) : (i48, i48) -> ()
    %c498_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c498_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_sat_48(%c498_0, %c498_1) : (i48, i48) -> ()
    %c499_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c499_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_sat_48(%c499_0, %c499_1) : (i48, i48) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
}
