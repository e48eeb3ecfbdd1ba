llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @f1_abs_8(%a0: i8) {
    %r = "llvm.intr.abs"(%a0) <{is_int_min_poison = false}> : (i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f2_abs_16(%a0: i16) {
    %r = "llvm.intr.abs"(%a0) <{is_int_min_poison = false}> : (i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f3_abs_32(%a0: i32) {
    %r = "llvm.intr.abs"(%a0) <{is_int_min_poison = false}> : (i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f4_abs_64(%a0: i64) {
    %r = "llvm.intr.abs"(%a0) <{is_int_min_poison = false}> : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f5_abs_7(%a0: i7) {
    %r = "llvm.intr.abs"(%a0) <{is_int_min_poison = false}> : (i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f6_abs_24(%a0: i24) {
    %r = "llvm.intr.abs"(%a0) <{is_int_min_poison = false}> : (i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f7_ctpop_8(%a0: i8) {
    %r = "llvm.intr.ctpop"(%a0) : (i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f8_ctpop_16(%a0: i16) {
    %r = "llvm.intr.ctpop"(%a0) : (i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f9_ctpop_32(%a0: i32) {
    %r = "llvm.intr.ctpop"(%a0) : (i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f10_ctpop_64(%a0: i64) {
    %r = "llvm.intr.ctpop"(%a0) : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f11_ctpop_7(%a0: i7) {
    %r = "llvm.intr.ctpop"(%a0) : (i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f12_ctpop_24(%a0: i24) {
    %r = "llvm.intr.ctpop"(%a0) : (i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f13_ctpop_48(%a0: i48) {
    %r = "llvm.intr.ctpop"(%a0) : (i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f14_ctlz_8(%a0: i8) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = false}> : (i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f15_ctlz_16(%a0: i16) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = false}> : (i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f16_ctlz_32(%a0: i32) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = false}> : (i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f17_ctlz_64(%a0: i64) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = false}> : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f18_ctlz_7(%a0: i7) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = false}> : (i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f19_ctlz_24(%a0: i24) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = false}> : (i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f20_ctlz_48(%a0: i48) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = false}> : (i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f21_ctlzp_8(%a0: i8) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = true}> : (i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f22_ctlzp_32(%a0: i32) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = true}> : (i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f23_ctlzp_64(%a0: i64) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = true}> : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f24_ctlzp_24(%a0: i24) {
    %r = "llvm.intr.ctlz"(%a0) <{is_zero_poison = true}> : (i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f25_cttz_8(%a0: i8) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = false}> : (i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f26_cttz_16(%a0: i16) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = false}> : (i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f27_cttz_32(%a0: i32) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = false}> : (i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f28_cttz_64(%a0: i64) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = false}> : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f29_cttz_7(%a0: i7) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = false}> : (i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f30_cttz_24(%a0: i24) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = false}> : (i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f31_cttz_48(%a0: i48) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = false}> : (i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f32_cttzp_8(%a0: i8) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = true}> : (i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f33_cttzp_32(%a0: i32) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = true}> : (i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f34_cttzp_64(%a0: i64) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = true}> : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f35_cttzp_24(%a0: i24) {
    %r = "llvm.intr.cttz"(%a0) <{is_zero_poison = true}> : (i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f36_bswap_16(%a0: i16) {
    %r = "llvm.intr.bswap"(%a0) : (i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f37_bswap_32(%a0: i32) {
    %r = "llvm.intr.bswap"(%a0) : (i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f38_bswap_64(%a0: i64) {
    %r = "llvm.intr.bswap"(%a0) : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f39_bswap_48(%a0: i48) {
    %r = "llvm.intr.bswap"(%a0) : (i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f40_bitreverse_8(%a0: i8) {
    %r = "llvm.intr.bitreverse"(%a0) : (i8) -> i8
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f41_bitreverse_16(%a0: i16) {
    %r = "llvm.intr.bitreverse"(%a0) : (i16) -> i16
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f42_bitreverse_32(%a0: i32) {
    %r = "llvm.intr.bitreverse"(%a0) : (i32) -> i32
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f43_bitreverse_64(%a0: i64) {
    %r = "llvm.intr.bitreverse"(%a0) : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f44_bitreverse_7(%a0: i7) {
    %r = "llvm.intr.bitreverse"(%a0) : (i7) -> i7
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f45_bitreverse_24(%a0: i24) {
    %r = "llvm.intr.bitreverse"(%a0) : (i24) -> i24
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f46_bitreverse_48(%a0: i48) {
    %r = "llvm.intr.bitreverse"(%a0) : (i48) -> i48
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @main() -> i32 {
    %c0_0 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f1_abs_8(%c0_0) : (i8) -> ()
    %c1_0 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_abs_8(%c1_0) : (i8) -> ()
    %c2_0 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_abs_8(%c2_0) : (i8) -> ()
    %c3_0 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_abs_8(%c3_0) : (i8) -> ()
    %c4_0 = llvm.mlir.constant(127 : i8) : i8
    llvm.call @f1_abs_8(%c4_0) : (i8) -> ()
    %c5_0 = llvm.mlir.constant(2 : i8) : i8
    llvm.call @f1_abs_8(%c5_0) : (i8) -> ()
    %c6_0 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_abs_8(%c6_0) : (i8) -> ()
    %c7_0 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_abs_8(%c7_0) : (i8) -> ()
    %c8_0 = llvm.mlir.constant(82 : i8) : i8
    llvm.call @f1_abs_8(%c8_0) : (i8) -> ()
    %c9_0 = llvm.mlir.constant(38 : i8) : i8
    llvm.call @f1_abs_8(%c9_0) : (i8) -> ()
    %c10_0 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f2_abs_16(%c10_0) : (i16) -> ()
    %c11_0 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f2_abs_16(%c11_0) : (i16) -> ()
    %c12_0 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f2_abs_16(%c12_0) : (i16) -> ()
    %c13_0 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f2_abs_16(%c13_0) : (i16) -> ()
    %c14_0 = llvm.mlir.constant(32767 : i16) : i16
    llvm.call @f2_abs_16(%c14_0) : (i16) -> ()
    %c15_0 = llvm.mlir.constant(2 : i16) : i16
    llvm.call @f2_abs_16(%c15_0) : (i16) -> ()
    %c16_0 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f2_abs_16(%c16_0) : (i16) -> ()
    %c17_0 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f2_abs_16(%c17_0) : (i16) -> ()
    %c18_0 = llvm.mlir.constant(-22877 : i16) : i16
    llvm.call @f2_abs_16(%c18_0) : (i16) -> ()
    %c19_0 = llvm.mlir.constant(4747 : i16) : i16
    llvm.call @f2_abs_16(%c19_0) : (i16) -> ()
    %c20_0 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f3_abs_32(%c20_0) : (i32) -> ()
    %c21_0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f3_abs_32(%c21_0) : (i32) -> ()
    %c22_0 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f3_abs_32(%c22_0) : (i32) -> ()
    %c23_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f3_abs_32(%c23_0) : (i32) -> ()
    %c24_0 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @f3_abs_32(%c24_0) : (i32) -> ()
    %c25_0 = llvm.mlir.constant(2 : i32) : i32
    llvm.call @f3_abs_32(%c25_0) : (i32) -> ()
    %c26_0 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f3_abs_32(%c26_0) : (i32) -> ()
    %c27_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f3_abs_32(%c27_0) : (i32) -> ()
    %c28_0 = llvm.mlir.constant(-1993371605 : i32) : i32
    llvm.call @f3_abs_32(%c28_0) : (i32) -> ()
    %c29_0 = llvm.mlir.constant(1570621944 : i32) : i32
    llvm.call @f3_abs_32(%c29_0) : (i32) -> ()
    %c30_0 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f4_abs_64(%c30_0) : (i64) -> ()
    %c31_0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f4_abs_64(%c31_0) : (i64) -> ()
    %c32_0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f4_abs_64(%c32_0) : (i64) -> ()
    %c33_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f4_abs_64(%c33_0) : (i64) -> ()
    %c34_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    llvm.call @f4_abs_64(%c34_0) : (i64) -> ()
    %c35_0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @f4_abs_64(%c35_0) : (i64) -> ()
    %c36_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f4_abs_64(%c36_0) : (i64) -> ()
    %c37_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f4_abs_64(%c37_0) : (i64) -> ()
    %c38_0 = llvm.mlir.constant(-1665666021688015755 : i64) : i64
    llvm.call @f4_abs_64(%c38_0) : (i64) -> ()
    %c39_0 = llvm.mlir.constant(1585446675937841368 : i64) : i64
    llvm.call @f4_abs_64(%c39_0) : (i64) -> ()
    %c40_0 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f5_abs_7(%c40_0) : (i7) -> ()
    %c41_0 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f5_abs_7(%c41_0) : (i7) -> ()
    %c42_0 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f5_abs_7(%c42_0) : (i7) -> ()
    %c43_0 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f5_abs_7(%c43_0) : (i7) -> ()
    %c44_0 = llvm.mlir.constant(63 : i7) : i7
    llvm.call @f5_abs_7(%c44_0) : (i7) -> ()
    %c45_0 = llvm.mlir.constant(2 : i7) : i7
    llvm.call @f5_abs_7(%c45_0) : (i7) -> ()
    %c46_0 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f5_abs_7(%c46_0) : (i7) -> ()
    %c47_0 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f5_abs_7(%c47_0) : (i7) -> ()
    %c48_0 = llvm.mlir.constant(8 : i7) : i7
    llvm.call @f5_abs_7(%c48_0) : (i7) -> ()
    %c49_0 = llvm.mlir.constant(11 : i7) : i7
    llvm.call @f5_abs_7(%c49_0) : (i7) -> ()
    %c50_0 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f6_abs_24(%c50_0) : (i24) -> ()
    %c51_0 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f6_abs_24(%c51_0) : (i24) -> ()
    %c52_0 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f6_abs_24(%c52_0) : (i24) -> ()
    %c53_0 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f6_abs_24(%c53_0) : (i24) -> ()
    %c54_0 = llvm.mlir.constant(8388607 : i24) : i24
    llvm.call @f6_abs_24(%c54_0) : (i24) -> ()
    %c55_0 = llvm.mlir.constant(2 : i24) : i24
    llvm.call @f6_abs_24(%c55_0) : (i24) -> ()
    %c56_0 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f6_abs_24(%c56_0) : (i24) -> ()
    %c57_0 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f6_abs_24(%c57_0) : (i24) -> ()
    %c58_0 = llvm.mlir.constant(7122250 : i24) : i24
    llvm.call @f6_abs_24(%c58_0) : (i24) -> ()
    %c59_0 = llvm.mlir.constant(-2904940 : i24) : i24
    llvm.call @f6_abs_24(%c59_0) : (i24) -> ()
    %c60_0 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f7_ctpop_8(%c60_0) : (i8) -> ()
    %c61_0 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f7_ctpop_8(%c61_0) : (i8) -> ()
    %c62_0 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f7_ctpop_8(%c62_0) : (i8) -> ()
    %c63_0 = llvm.mlir.constant(127 : i8) : i8
    llvm.call @f7_ctpop_8(%c63_0) : (i8) -> ()
    %c64_0 = llvm.mlir.constant(2 : i8) : i8
    llvm.call @f7_ctpop_8(%c64_0) : (i8) -> ()
    %c65_0 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f7_ctpop_8(%c65_0) : (i8) -> ()
    %c66_0 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f7_ctpop_8(%c66_0) : (i8) -> ()
    %c67_0 = llvm.mlir.constant(31 : i8) : i8
    llvm.call @f7_ctpop_8(%c67_0) : (i8) -> ()
    %c68_0 = llvm.mlir.constant(57 : i8) : i8
    llvm.call @f7_ctpop_8(%c68_0) : (i8) -> ()
    %c69_0 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f8_ctpop_16(%c69_0) : (i16) -> ()
    %c70_0 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f8_ctpop_16(%c70_0) : (i16) -> ()
    %c71_0 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f8_ctpop_16(%c71_0) : (i16) -> ()
    %c72_0 = llvm.mlir.constant(32767 : i16) : i16
    llvm.call @f8_ctpop_16(%c72_0) : (i16) -> ()
    %c73_0 = llvm.mlir.constant(2 : i16) : i16
    llvm.call @f8_ctpop_16(%c73_0) : (i16) -> ()
    %c74_0 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f8_ctpop_16(%c74_0) : (i16) -> ()
    %c75_0 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f8_ctpop_16(%c75_0) : (i16) -> ()
    %c76_0 = llvm.mlir.constant(-24417 : i16) : i16
    llvm.call @f8_ctpop_16(%c76_0) : (i16) -> ()
    %c77_0 = llvm.mlir.constant(-3427 : i16) : i16
    llvm.call @f8_ctpop_16(%c77_0) : (i16) -> ()
    %c78_0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f9_ctpop_32(%c78_0) : (i32) -> ()
    %c79_0 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f9_ctpop_32(%c79_0) : (i32) -> ()
    %c80_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f9_ctpop_32(%c80_0) : (i32) -> ()
    %c81_0 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @f9_ctpop_32(%c81_0) : (i32) -> ()
    %c82_0 = llvm.mlir.constant(2 : i32) : i32
    llvm.call @f9_ctpop_32(%c82_0) : (i32) -> ()
    %c83_0 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f9_ctpop_32(%c83_0) : (i32) -> ()
    %c84_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f9_ctpop_32(%c84_0) : (i32) -> ()
    %c85_0 = llvm.mlir.constant(-1816329009 : i32) : i32
    llvm.call @f9_ctpop_32(%c85_0) : (i32) -> ()
    %c86_0 = llvm.mlir.constant(1703729684 : i32) : i32
    llvm.call @f9_ctpop_32(%c86_0) : (i32) -> ()
    %c87_0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f10_ctpop_64(%c87_0) : (i64) -> ()
    %c88_0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f10_ctpop_64(%c88_0) : (i64) -> ()
    %c89_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f10_ctpop_64(%c89_0) : (i64) -> ()
    %c90_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    llvm.call @f10_ctpop_64(%c90_0) : (i64) -> ()
    %c91_0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @f10_ctpop_64(%c91_0) : (i64) -> ()
    %c92_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f10_ctpop_64(%c92_0) : (i64) -> ()
    %c93_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f10_ctpop_64(%c93_0) : (i64) -> ()
    %c94_0 = llvm.mlir.constant(4078239883182463692 : i64) : i64
    llvm.call @f10_ctpop_64(%c94_0) : (i64) -> ()
    %c95_0 = llvm.mlir.constant(2456641775679608523 : i64) : i64
    llvm.call @f10_ctpop_64(%c95_0) : (i64) -> ()
    %c96_0 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f11_ctpop_7(%c96_0) : (i7) -> ()
    %c97_0 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f11_ctpop_7(%c97_0) : (i7) -> ()
    %c98_0 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f11_ctpop_7(%c98_0) : (i7) -> ()
    %c99_0 = llvm.mlir.constant(63 : i7) : i7
    llvm.call @f11_ctpop_7(%c99_0) : (i7) -> ()
    %c100_0 = llvm.mlir.constant(2 : i7) : i7
    llvm.call @f11_ctpop_7(%c100_0) : (i7) -> ()
    %c101_0 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f11_ctpop_7(%c101_0) : (i7) -> ()
    %c102_0 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f11_ctpop_7(%c102_0) : (i7) -> ()
    %c103_0 = llvm.mlir.constant(18 : i7) : i7
    llvm.call @f11_ctpop_7(%c103_0) : (i7) -> ()
    %c104_0 = llvm.mlir.constant(15 : i7) : i7
    llvm.call @f11_ctpop_7(%c104_0) : (i7) -> ()
    %c105_0 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f12_ctpop_24(%c105_0) : (i24) -> ()
    %c106_0 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f12_ctpop_24(%c106_0) : (i24) -> ()
    %c107_0 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f12_ctpop_24(%c107_0) : (i24) -> ()
    %c108_0 = llvm.mlir.constant(8388607 : i24) : i24
    llvm.call @f12_ctpop_24(%c108_0) : (i24) -> ()
    %c109_0 = llvm.mlir.constant(2 : i24) : i24
    llvm.call @f12_ctpop_24(%c109_0) : (i24) -> ()
    %c110_0 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f12_ctpop_24(%c110_0) : (i24) -> ()
    %c111_0 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f12_ctpop_24(%c111_0) : (i24) -> ()
    %c112_0 = llvm.mlir.constant(5175466 : i24) : i24
    llvm.call @f12_ctpop_24(%c112_0) : (i24) -> ()
    %c113_0 = llvm.mlir.constant(-3084888 : i24) : i24
    llvm.call @f12_ctpop_24(%c113_0) : (i24) -> ()
    %c114_0 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f13_ctpop_48(%c114_0) : (i48) -> ()
    %c115_0 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f13_ctpop_48(%c115_0) : (i48) -> ()
    %c116_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f13_ctpop_48(%c116_0) : (i48) -> ()
    %c117_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    llvm.call @f13_ctpop_48(%c117_0) : (i48) -> ()
    %c118_0 = llvm.mlir.constant(2 : i48) : i48
    llvm.call @f13_ctpop_48(%c118_0) : (i48) -> ()
    %c119_0 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f13_ctpop_48(%c119_0) : (i48) -> ()
    %c120_0 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f13_ctpop_48(%c120_0) : (i48) -> ()
    %c121_0 = llvm.mlir.constant(29004690363787 : i48) : i48
    llvm.call @f13_ctpop_48(%c121_0) : (i48) -> ()
    %c122_0 = llvm.mlir.constant(52882381460807 : i48) : i48
    llvm.call @f13_ctpop_48(%c122_0) : (i48) -> ()
    %c123_0 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f14_ctlz_8(%c123_0) : (i8) -> ()
    %c124_0 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f14_ctlz_8(%c124_0) : (i8) -> ()
    %c125_0 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f14_ctlz_8(%c125_0) : (i8) -> ()
    %c126_0 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f14_ctlz_8(%c126_0) : (i8) -> ()
    %c127_0 = llvm.mlir.constant(127 : i8) : i8
    llvm.call @f14_ctlz_8(%c127_0) : (i8) -> ()
    %c128_0 = llvm.mlir.constant(2 : i8) : i8
    llvm.call @f14_ctlz_8(%c128_0) : (i8) -> ()
    %c129_0 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f14_ctlz_8(%c129_0) : (i8) -> ()
    %c130_0 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f14_ctlz_8(%c130_0) : (i8) -> ()
    %c131_0 = llvm.mlir.constant(-116 : i8) : i8
    llvm.call @f14_ctlz_8(%c131_0) : (i8) -> ()
    %c132_0 = llvm.mlir.constant(16 : i8) : i8
    llvm.call @f14_ctlz_8(%c132_0) : (i8) -> ()
    %c133_0 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f15_ctlz_16(%c133_0) : (i16) -> ()
    %c134_0 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f15_ctlz_16(%c134_0) : (i16) -> ()
    %c135_0 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f15_ctlz_16(%c135_0) : (i16) -> ()
    %c136_0 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f15_ctlz_16(%c136_0) : (i16) -> ()
    %c137_0 = llvm.mlir.constant(32767 : i16) : i16
    llvm.call @f15_ctlz_16(%c137_0) : (i16) -> ()
    %c138_0 = llvm.mlir.constant(2 : i16) : i16
    llvm.call @f15_ctlz_16(%c138_0) : (i16) -> ()
    %c139_0 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f15_ctlz_16(%c139_0) : (i16) -> ()
    %c140_0 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f15_ctlz_16(%c140_0) : (i16) -> ()
    %c141_0 = llvm.mlir.constant(3906 : i16) : i16
    llvm.call @f15_ctlz_16(%c141_0) : (i16) -> ()
    %c142_0 = llvm.mlir.constant(13497 : i16) : i16
    llvm.call @f15_ctlz_16(%c142_0) : (i16) -> ()
    %c143_0 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f16_ctlz_32(%c143_0) : (i32) -> ()
    %c144_0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f16_ctlz_32(%c144_0) : (i32) -> ()
    %c145_0 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f16_ctlz_32(%c145_0) : (i32) -> ()
    %c146_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f16_ctlz_32(%c146_0) : (i32) -> ()
    %c147_0 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @f16_ctlz_32(%c147_0) : (i32) -> ()
    %c148_0 = llvm.mlir.constant(2 : i32) : i32
    llvm.call @f16_ctlz_32(%c148_0) : (i32) -> ()
    %c149_0 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f16_ctlz_32(%c149_0) : (i32) -> ()
    %c150_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f16_ctlz_32(%c150_0) : (i32) -> ()
    %c151_0 = llvm.mlir.constant(-1372671660 : i32) : i32
    llvm.call @f16_ctlz_32(%c151_0) : (i32) -> ()
    %c152_0 = llvm.mlir.constant(1836494974 : i32) : i32
    llvm.call @f16_ctlz_32(%c152_0) : (i32) -> ()
    %c153_0 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f17_ctlz_64(%c153_0) : (i64) -> ()
    %c154_0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f17_ctlz_64(%c154_0) : (i64) -> ()
    %c155_0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f17_ctlz_64(%c155_0) : (i64) -> ()
    %c156_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f17_ctlz_64(%c156_0) : (i64) -> ()
    %c157_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    llvm.call @f17_ctlz_64(%c157_0) : (i64) -> ()
    %c158_0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @f17_ctlz_64(%c158_0) : (i64) -> ()
    %c159_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f17_ctlz_64(%c159_0) : (i64) -> ()
    %c160_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f17_ctlz_64(%c160_0) : (i64) -> ()
    %c161_0 = llvm.mlir.constant(8588838448975835887 : i64) : i64
    llvm.call @f17_ctlz_64(%c161_0) : (i64) -> ()
    %c162_0 = llvm.mlir.constant(6670017245504332848 : i64) : i64
    llvm.call @f17_ctlz_64(%c162_0) : (i64) -> ()
    %c163_0 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f18_ctlz_7(%c163_0) : (i7) -> ()
    %c164_0 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f18_ctlz_7(%c164_0) : (i7) -> ()
    %c165_0 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f18_ctlz_7(%c165_0) : (i7) -> ()
    %c166_0 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f18_ctlz_7(%c166_0) : (i7) -> ()
    %c167_0 = llvm.mlir.constant(63 : i7) : i7
    llvm.call @f18_ctlz_7(%c167_0) : (i7) -> ()
    %c168_0 = llvm.mlir.constant(2 : i7) : i7
    llvm.call @f18_ctlz_7(%c168_0) : (i7) -> ()
    %c169_0 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f18_ctlz_7(%c169_0) : (i7) -> ()
    %c170_0 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f18_ctlz_7(%c170_0) : (i7) -> ()
    %c171_0 = llvm.mlir.constant(-27 : i7) : i7
    llvm.call @f18_ctlz_7(%c171_0) : (i7) -> ()
    %c172_0 = llvm.mlir.constant(-39 : i7) : i7
    llvm.call @f18_ctlz_7(%c172_0) : (i7) -> ()
    %c173_0 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f19_ctlz_24(%c173_0) : (i24) -> ()
    %c174_0 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f19_ctlz_24(%c174_0) : (i24) -> ()
    %c175_0 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f19_ctlz_24(%c175_0) : (i24) -> ()
    %c176_0 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f19_ctlz_24(%c176_0) : (i24) -> ()
    %c177_0 = llvm.mlir.constant(8388607 : i24) : i24
    llvm.call @f19_ctlz_24(%c177_0) : (i24) -> ()
    %c178_0 = llvm.mlir.constant(2 : i24) : i24
    llvm.call @f19_ctlz_24(%c178_0) : (i24) -> ()
    %c179_0 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f19_ctlz_24(%c179_0) : (i24) -> ()
    %c180_0 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f19_ctlz_24(%c180_0) : (i24) -> ()
    %c181_0 = llvm.mlir.constant(4095259 : i24) : i24
    llvm.call @f19_ctlz_24(%c181_0) : (i24) -> ()
    %c182_0 = llvm.mlir.constant(-7139986 : i24) : i24
    llvm.call @f19_ctlz_24(%c182_0) : (i24) -> ()
    %c183_0 = llvm.mlir.constant(0 : i48) : i48
    llvm.call @f20_ctlz_48(%c183_0) : (i48) -> ()
    %c184_0 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_ctlz_48(%c184_0) : (i48) -> ()
    %c185_0 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_ctlz_48(%c185_0) : (i48) -> ()
    %c186_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_ctlz_48(%c186_0) : (i48) -> ()
    %c187_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    llvm.call @f20_ctlz_48(%c187_0) : (i48) -> ()
    %c188_0 = llvm.mlir.constant(2 : i48) : i48
    llvm.call @f20_ctlz_48(%c188_0) : (i48) -> ()
    %c189_0 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_ctlz_48(%c189_0) : (i48) -> ()
    %c190_0 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_ctlz_48(%c190_0) : (i48) -> ()
    %c191_0 = llvm.mlir.constant(139361059555105 : i48) : i48
    llvm.call @f20_ctlz_48(%c191_0) : (i48) -> ()
    %c192_0 = llvm.mlir.constant(126335300988192 : i48) : i48
    llvm.call @f20_ctlz_48(%c192_0) : (i48) -> ()
    %c193_0 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f21_ctlzp_8(%c193_0) : (i8) -> ()
    %c194_0 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f21_ctlzp_8(%c194_0) : (i8) -> ()
    %c195_0 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f21_ctlzp_8(%c195_0) : (i8) -> ()
    %c196_0 = llvm.mlir.constant(127 : i8) : i8
    llvm.call @f21_ctlzp_8(%c196_0) : (i8) -> ()
    %c197_0 = llvm.mlir.constant(2 : i8) : i8
    llvm.call @f21_ctlzp_8(%c197_0) : (i8) -> ()
    %c198_0 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f21_ctlzp_8(%c198_0) : (i8) -> ()
    %c199_0 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f21_ctlzp_8(%c199_0) : (i8) -> ()
    %c200_0 = llvm.mlir.constant(-6 : i8) : i8
    llvm.call @f21_ctlzp_8(%c200_0) : (i8) -> ()
    %c201_0 = llvm.mlir.constant(30 : i8) : i8
    llvm.call @f21_ctlzp_8(%c201_0) : (i8) -> ()
    %c202_0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f22_ctlzp_32(%c202_0) : (i32) -> ()
    %c203_0 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f22_ctlzp_32(%c203_0) : (i32) -> ()
    %c204_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f22_ctlzp_32(%c204_0) : (i32) -> ()
    %c205_0 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @f22_ctlzp_32(%c205_0) : (i32) -> ()
    %c206_0 = llvm.mlir.constant(2 : i32) : i32
    llvm.call @f22_ctlzp_32(%c206_0) : (i32) -> ()
    %c207_0 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f22_ctlzp_32(%c207_0) : (i32) -> ()
    %c208_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f22_ctlzp_32(%c208_0) : (i32) -> ()
    %c209_0 = llvm.mlir.constant(1795823848 : i32) : i32
    llvm.call @f22_ctlzp_32(%c209_0) : (i32) -> ()
    %c210_0 = llvm.mlir.constant(-1043071745 : i32) : i32
    llvm.call @f22_ctlzp_32(%c210_0) : (i32) -> ()
    %c211_0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f23_ctlzp_64(%c211_0) : (i64) -> ()
    %c212_0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f23_ctlzp_64(%c212_0) : (i64) -> ()
    %c213_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f23_ctlzp_64(%c213_0) : (i64) -> ()
    %c214_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    llvm.call @f23_ctlzp_64(%c214_0) : (i64) -> ()
    %c215_0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @f23_ctlzp_64(%c215_0) : (i64) -> ()
    %c216_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f23_ctlzp_64(%c216_0) : (i64) -> ()
    %c217_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f23_ctlzp_64(%c217_0) : (i64) -> ()
    %c218_0 = llvm.mlir.constant(-1230947375956593323 : i64) : i64
    llvm.call @f23_ctlzp_64(%c218_0) : (i64) -> ()
    %c219_0 = llvm.mlir.constant(-700624253752869737 : i64) : i64
    llvm.call @f23_ctlzp_64(%c219_0) : (i64) -> ()
    %c220_0 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f24_ctlzp_24(%c220_0) : (i24) -> ()
    %c221_0 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f24_ctlzp_24(%c221_0) : (i24) -> ()
    %c222_0 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f24_ctlzp_24(%c222_0) : (i24) -> ()
    %c223_0 = llvm.mlir.constant(8388607 : i24) : i24
    llvm.call @f24_ctlzp_24(%c223_0) : (i24) -> ()
    %c224_0 = llvm.mlir.constant(2 : i24) : i24
    llvm.call @f24_ctlzp_24(%c224_0) : (i24) -> ()
    %c225_0 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f24_ctlzp_24(%c225_0) : (i24) -> ()
    %c226_0 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f24_ctlzp_24(%c226_0) : (i24) -> ()
    %c227_0 = llvm.mlir.constant(-3949846 : i24) : i24
    llvm.call @f24_ctlzp_24(%c227_0) : (i24) -> ()
    %c228_0 = llvm.mlir.constant(-7163437 : i24) : i24
    llvm.call @f24_ctlzp_24(%c228_0) : (i24) -> ()
    %c229_0 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f25_cttz_8(%c229_0) : (i8) -> ()
    %c230_0 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f25_cttz_8(%c230_0) : (i8) -> ()
    %c231_0 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f25_cttz_8(%c231_0) : (i8) -> ()
    %c232_0 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f25_cttz_8(%c232_0) : (i8) -> ()
    %c233_0 = llvm.mlir.constant(127 : i8) : i8
    llvm.call @f25_cttz_8(%c233_0) : (i8) -> ()
    %c234_0 = llvm.mlir.constant(2 : i8) : i8
    llvm.call @f25_cttz_8(%c234_0) : (i8) -> ()
    %c235_0 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f25_cttz_8(%c235_0) : (i8) -> ()
    %c236_0 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f25_cttz_8(%c236_0) : (i8) -> ()
    %c237_0 = llvm.mlir.constant(-32 : i8) : i8
    llvm.call @f25_cttz_8(%c237_0) : (i8) -> ()
    %c238_0 = llvm.mlir.constant(80 : i8) : i8
    llvm.call @f25_cttz_8(%c238_0) : (i8) -> ()
    %c239_0 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f26_cttz_16(%c239_0) : (i16) -> ()
    %c240_0 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f26_cttz_16(%c240_0) : (i16) -> ()
    %c241_0 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f26_cttz_16(%c241_0) : (i16) -> ()
    %c242_0 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f26_cttz_16(%c242_0) : (i16) -> ()
    %c243_0 = llvm.mlir.constant(32767 : i16) : i16
    llvm.call @f26_cttz_16(%c243_0) : (i16) -> ()
    %c244_0 = llvm.mlir.constant(2 : i16) : i16
    llvm.call @f26_cttz_16(%c244_0) : (i16) -> ()
    %c245_0 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f26_cttz_16(%c245_0) : (i16) -> ()
    %c246_0 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f26_cttz_16(%c246_0) : (i16) -> ()
    %c247_0 = llvm.mlir.constant(-19970 : i16) : i16
    llvm.call @f26_cttz_16(%c247_0) : (i16) -> ()
    %c248_0 = llvm.mlir.constant(-26584 : i16) : i16
    llvm.call @f26_cttz_16(%c248_0) : (i16) -> ()
    %c249_0 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f27_cttz_32(%c249_0) : (i32) -> ()
    %c250_0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f27_cttz_32(%c250_0) : (i32) -> ()
    %c251_0 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f27_cttz_32(%c251_0) : (i32) -> ()
    %c252_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f27_cttz_32(%c252_0) : (i32) -> ()
    %c253_0 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @f27_cttz_32(%c253_0) : (i32) -> ()
    %c254_0 = llvm.mlir.constant(2 : i32) : i32
    llvm.call @f27_cttz_32(%c254_0) : (i32) -> ()
    %c255_0 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f27_cttz_32(%c255_0) : (i32) -> ()
    %c256_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f27_cttz_32(%c256_0) : (i32) -> ()
    %c257_0 = llvm.mlir.constant(-1804336357 : i32) : i32
    llvm.call @f27_cttz_32(%c257_0) : (i32) -> ()
    %c258_0 = llvm.mlir.constant(1959386986 : i32) : i32
    llvm.call @f27_cttz_32(%c258_0) : (i32) -> ()
    %c259_0 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f28_cttz_64(%c259_0) : (i64) -> ()
    %c260_0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f28_cttz_64(%c260_0) : (i64) -> ()
    %c261_0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f28_cttz_64(%c261_0) : (i64) -> ()
    %c262_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f28_cttz_64(%c262_0) : (i64) -> ()
    %c263_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    llvm.call @f28_cttz_64(%c263_0) : (i64) -> ()
    %c264_0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @f28_cttz_64(%c264_0) : (i64) -> ()
    %c265_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f28_cttz_64(%c265_0) : (i64) -> ()
    %c266_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f28_cttz_64(%c266_0) : (i64) -> ()
    %c267_0 = llvm.mlir.constant(1726541358694932734 : i64) : i64
    llvm.call @f28_cttz_64(%c267_0) : (i64) -> ()
    %c268_0 = llvm.mlir.constant(-5588587507666222551 : i64) : i64
    llvm.call @f28_cttz_64(%c268_0) : (i64) -> ()
    %c269_0 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f29_cttz_7(%c269_0) : (i7) -> ()
    %c270_0 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f29_cttz_7(%c270_0) : (i7) -> ()
    %c271_0 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f29_cttz_7(%c271_0) : (i7) -> ()
    %c272_0 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f29_cttz_7(%c272_0) : (i7) -> ()
    %c273_0 = llvm.mlir.constant(63 : i7) : i7
    llvm.call @f29_cttz_7(%c273_0) : (i7) -> ()
    %c274_0 = llvm.mlir.constant(2 : i7) : i7
    llvm.call @f29_cttz_7(%c274_0) : (i7) -> ()
    %c275_0 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f29_cttz_7(%c275_0) : (i7) -> ()
    %c276_0 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f29_cttz_7(%c276_0) : (i7) -> ()
    %c277_0 = llvm.mlir.constant(7 : i7) : i7
    llvm.call @f29_cttz_7(%c277_0) : (i7) -> ()
    %c278_0 = llvm.mlir.constant(-39 : i7) : i7
    llvm.call @f29_cttz_7(%c278_0) : (i7) -> ()
    %c279_0 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f30_cttz_24(%c279_0) : (i24) -> ()
    %c280_0 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f30_cttz_24(%c280_0) : (i24) -> ()
    %c281_0 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f30_cttz_24(%c281_0) : (i24) -> ()
    %c282_0 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f30_cttz_24(%c282_0) : (i24) -> ()
    %c283_0 = llvm.mlir.constant(8388607 : i24) : i24
    llvm.call @f30_cttz_24(%c283_0) : (i24) -> ()
    %c284_0 = llvm.mlir.constant(2 : i24) : i24
    llvm.call @f30_cttz_24(%c284_0) : (i24) -> ()
    %c285_0 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f30_cttz_24(%c285_0) : (i24) -> ()
    %c286_0 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f30_cttz_24(%c286_0) : (i24) -> ()
    %c287_0 = llvm.mlir.constant(-5920196 : i24) : i24
    llvm.call @f30_cttz_24(%c287_0) : (i24) -> ()
    %c288_0 = llvm.mlir.constant(-115831 : i24) : i24
    llvm.call @f30_cttz_24(%c288_0) : (i24) -> ()
    %c289_0 = llvm.mlir.constant(0 : i48) : i48
    llvm.call @f31_cttz_48(%c289_0) : (i48) -> ()
    %c290_0 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f31_cttz_48(%c290_0) : (i48) -> ()
    %c291_0 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f31_cttz_48(%c291_0) : (i48) -> ()
    %c292_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f31_cttz_48(%c292_0) : (i48) -> ()
    %c293_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    llvm.call @f31_cttz_48(%c293_0) : (i48) -> ()
    %c294_0 = llvm.mlir.constant(2 : i48) : i48
    llvm.call @f31_cttz_48(%c294_0) : (i48) -> ()
    %c295_0 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f31_cttz_48(%c295_0) : (i48) -> ()
    %c296_0 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f31_cttz_48(%c296_0) : (i48) -> ()
    %c297_0 = llvm.mlir.constant(125438050019749 : i48) : i48
    llvm.call @f31_cttz_48(%c297_0) : (i48) -> ()
    %c298_0 = llvm.mlir.constant(-31793985930673 : i48) : i48
    llvm.call @f31_cttz_48(%c298_0) : (i48) -> ()
    %c299_0 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f32_cttzp_8(%c299_0) : (i8) -> ()
    %c300_0 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f32_cttzp_8(%c300_0) : (i8) -> ()
    %c301_0 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f32_cttzp_8(%c301_0) : (i8) -> ()
    %c302_0 = llvm.mlir.constant(127 : i8) : i8
    llvm.call @f32_cttzp_8(%c302_0) : (i8) -> ()
    %c303_0 = llvm.mlir.constant(2 : i8) : i8
    llvm.call @f32_cttzp_8(%c303_0) : (i8) -> ()
    %c304_0 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f32_cttzp_8(%c304_0) : (i8) -> ()
    %c305_0 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f32_cttzp_8(%c305_0) : (i8) -> ()
    %c306_0 = llvm.mlir.constant(5 : i8) : i8
    llvm.call @f32_cttzp_8(%c306_0) : (i8) -> ()
    %c307_0 = llvm.mlir.constant(118 : i8) : i8
    llvm.call @f32_cttzp_8(%c307_0) : (i8) -> ()
    %c308_0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f33_cttzp_32(%c308_0) : (i32) -> ()
    %c309_0 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f33_cttzp_32(%c309_0) : (i32) -> ()
    %c310_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f33_cttzp_32(%c310_0) : (i32) -> ()
    %c311_0 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @f33_cttzp_32(%c311_0) : (i32) -> ()
    %c312_0 = llvm.mlir.constant(2 : i32) : i32
    llvm.call @f33_cttzp_32(%c312_0) : (i32) -> ()
    %c313_0 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f33_cttzp_32(%c313_0) : (i32) -> ()
    %c314_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f33_cttzp_32(%c314_0) : (i32) -> ()
    %c315_0 = llvm.mlir.constant(721762278 : i32) : i32
    llvm.call @f33_cttzp_32(%c315_0) : (i32) -> ()
    %c316_0 = llvm.mlir.constant(502922616 : i32) : i32
    llvm.call @f33_cttzp_32(%c316_0) : (i32) -> ()
    %c317_0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f34_cttzp_64(%c317_0) : (i64) -> ()
    %c318_0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f34_cttzp_64(%c318_0) : (i64) -> ()
    %c319_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f34_cttzp_64(%c319_0) : (i64) -> ()
    %c320_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    llvm.call @f34_cttzp_64(%c320_0) : (i64) -> ()
    %c321_0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @f34_cttzp_64(%c321_0) : (i64) -> ()
    %c322_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f34_cttzp_64(%c322_0) : (i64) -> ()
    %c323_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f34_cttzp_64(%c323_0) : (i64) -> ()
    %c324_0 = llvm.mlir.constant(4025222987624456960 : i64) : i64
    llvm.call @f34_cttzp_64(%c324_0) : (i64) -> ()
    %c325_0 = llvm.mlir.constant(-4826343784631734065 : i64) : i64
    llvm.call @f34_cttzp_64(%c325_0) : (i64) -> ()
    %c326_0 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f35_cttzp_24(%c326_0) : (i24) -> ()
    %c327_0 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f35_cttzp_24(%c327_0) : (i24) -> ()
    %c328_0 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f35_cttzp_24(%c328_0) : (i24) -> ()
    %c329_0 = llvm.mlir.constant(8388607 : i24) : i24
    llvm.call @f35_cttzp_24(%c329_0) : (i24) -> ()
    %c330_0 = llvm.mlir.constant(2 : i24) : i24
    llvm.call @f35_cttzp_24(%c330_0) : (i24) -> ()
    %c331_0 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f35_cttzp_24(%c331_0) : (i24) -> ()
    %c332_0 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f35_cttzp_24(%c332_0) : (i24) -> ()
    %c333_0 = llvm.mlir.constant(6559047 : i24) : i24
    llvm.call @f35_cttzp_24(%c333_0) : (i24) -> ()
    %c334_0 = llvm.mlir.constant(-2157182 : i24) : i24
    llvm.call @f35_cttzp_24(%c334_0) : (i24) -> ()
    %c335_0 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f36_bswap_16(%c335_0) : (i16) -> ()
    %c336_0 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f36_bswap_16(%c336_0) : (i16) -> ()
    %c337_0 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f36_bswap_16(%c337_0) : (i16) -> ()
    %c338_0 = llvm.mlir.constant(32767 : i16) : i16
    llvm.call @f36_bswap_16(%c338_0) : (i16) -> ()
    %c339_0 = llvm.mlir.constant(2 : i16) : i16
    llvm.call @f36_bswap_16(%c339_0) : (i16) -> ()
    %c340_0 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f36_bswap_16(%c340_0) : (i16) -> ()
    %c341_0 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f36_bswap_16(%c341_0) : (i16) -> ()
    %c342_0 = llvm.mlir.constant(5280 : i16) : i16
    llvm.call @f36_bswap_16(%c342_0) : (i16) -> ()
    %c343_0 = llvm.mlir.constant(29437 : i16) : i16
    llvm.call @f36_bswap_16(%c343_0) : (i16) -> ()
    %c344_0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f37_bswap_32(%c344_0) : (i32) -> ()
    %c345_0 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f37_bswap_32(%c345_0) : (i32) -> ()
    %c346_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f37_bswap_32(%c346_0) : (i32) -> ()
    %c347_0 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @f37_bswap_32(%c347_0) : (i32) -> ()
    %c348_0 = llvm.mlir.constant(2 : i32) : i32
    llvm.call @f37_bswap_32(%c348_0) : (i32) -> ()
    %c349_0 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f37_bswap_32(%c349_0) : (i32) -> ()
    %c350_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f37_bswap_32(%c350_0) : (i32) -> ()
    %c351_0 = llvm.mlir.constant(-1935140847 : i32) : i32
    llvm.call @f37_bswap_32(%c351_0) : (i32) -> ()
    %c352_0 = llvm.mlir.constant(-500862631 : i32) : i32
    llvm.call @f37_bswap_32(%c352_0) : (i32) -> ()
    %c353_0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f38_bswap_64(%c353_0) : (i64) -> ()
    %c354_0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f38_bswap_64(%c354_0) : (i64) -> ()
    %c355_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f38_bswap_64(%c355_0) : (i64) -> ()
    %c356_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    llvm.call @f38_bswap_64(%c356_0) : (i64) -> ()
    %c357_0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @f38_bswap_64(%c357_0) : (i64) -> ()
    %c358_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f38_bswap_64(%c358_0) : (i64) -> ()
    %c359_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f38_bswap_64(%c359_0) : (i64) -> ()
    %c360_0 = llvm.mlir.constant(7941722669324194521 : i64) : i64
    llvm.call @f38_bswap_64(%c360_0) : (i64) -> ()
    %c361_0 = llvm.mlir.constant(-5416024703329985971 : i64) : i64
    llvm.call @f38_bswap_64(%c361_0) : (i64) -> ()
    %c362_0 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f39_bswap_48(%c362_0) : (i48) -> ()
    %c363_0 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f39_bswap_48(%c363_0) : (i48) -> ()
    %c364_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f39_bswap_48(%c364_0) : (i48) -> ()
    %c365_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    llvm.call @f39_bswap_48(%c365_0) : (i48) -> ()
    %c366_0 = llvm.mlir.constant(2 : i48) : i48
    llvm.call @f39_bswap_48(%c366_0) : (i48) -> ()
    %c367_0 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f39_bswap_48(%c367_0) : (i48) -> ()
    %c368_0 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f39_bswap_48(%c368_0) : (i48) -> ()
    %c369_0 = llvm.mlir.constant(-89308009042624 : i48) : i48
    llvm.call @f39_bswap_48(%c369_0) : (i48) -> ()
    %c370_0 = llvm.mlir.constant(64952608874333 : i48) : i48
    llvm.call @f39_bswap_48(%c370_0) : (i48) -> ()
    %c371_0 = llvm.mlir.constant(0 : i8) : i8
    llvm.call @f40_bitreverse_8(%c371_0) : (i8) -> ()
    %c372_0 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f40_bitreverse_8(%c372_0) : (i8) -> ()
    %c373_0 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f40_bitreverse_8(%c373_0) : (i8) -> ()
    %c374_0 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f40_bitreverse_8(%c374_0) : (i8) -> ()
    %c375_0 = llvm.mlir.constant(127 : i8) : i8
    llvm.call @f40_bitreverse_8(%c375_0) : (i8) -> ()
    %c376_0 = llvm.mlir.constant(2 : i8) : i8
    llvm.call @f40_bitreverse_8(%c376_0) : (i8) -> ()
    %c377_0 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f40_bitreverse_8(%c377_0) : (i8) -> ()
    %c378_0 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f40_bitreverse_8(%c378_0) : (i8) -> ()
    %c379_0 = llvm.mlir.constant(45 : i8) : i8
    llvm.call @f40_bitreverse_8(%c379_0) : (i8) -> ()
    %c380_0 = llvm.mlir.constant(59 : i8) : i8
    llvm.call @f40_bitreverse_8(%c380_0) : (i8) -> ()
    %c381_0 = llvm.mlir.constant(0 : i16) : i16
    llvm.call @f41_bitreverse_16(%c381_0) : (i16) -> ()
    %c382_0 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f41_bitreverse_16(%c382_0) : (i16) -> ()
    %c383_0 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f41_bitreverse_16(%c383_0) : (i16) -> ()
    %c384_0 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f41_bitreverse_16(%c384_0) : (i16) -> ()
    %c385_0 = llvm.mlir.constant(32767 : i16) : i16
    llvm.call @f41_bitreverse_16(%c385_0) : (i16) -> ()
    %c386_0 = llvm.mlir.constant(2 : i16) : i16
    llvm.call @f41_bitreverse_16(%c386_0) : (i16) -> ()
    %c387_0 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f41_bitreverse_16(%c387_0) : (i16) -> ()
    %c388_0 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f41_bitreverse_16(%c388_0) : (i16) -> ()
    %c389_0 = llvm.mlir.constant(15291 : i16) : i16
    llvm.call @f41_bitreverse_16(%c389_0) : (i16) -> ()
    %c390_0 = llvm.mlir.constant(31782 : i16) : i16
    llvm.call @f41_bitreverse_16(%c390_0) : (i16) -> ()
    %c391_0 = llvm.mlir.constant(0 : i32) : i32
    llvm.call @f42_bitreverse_32(%c391_0) : (i32) -> ()
    %c392_0 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f42_bitreverse_32(%c392_0) : (i32) -> ()
    %c393_0 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f42_bitreverse_32(%c393_0) : (i32) -> ()
    %c394_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f42_bitreverse_32(%c394_0) : (i32) -> ()
    %c395_0 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @f42_bitreverse_32(%c395_0) : (i32) -> ()
    %c396_0 = llvm.mlir.constant(2 : i32) : i32
    llvm.call @f42_bitreverse_32(%c396_0) : (i32) -> ()
    %c397_0 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f42_bitreverse_32(%c397_0) : (i32) -> ()
    %c398_0 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f42_bitreverse_32(%c398_0) : (i32) -> ()
    %c399_0 = llvm.mlir.constant(-1764701089 : i32) : i32
    llvm.call @f42_bitreverse_32(%c399_0) : (i32) -> ()
    %c400_0 = llvm.mlir.constant(1128488133 : i32) : i32
    llvm.call @f42_bitreverse_32(%c400_0) : (i32) -> ()
    %c401_0 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @f43_bitreverse_64(%c401_0) : (i64) -> ()
    %c402_0 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f43_bitreverse_64(%c402_0) : (i64) -> ()
    %c403_0 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f43_bitreverse_64(%c403_0) : (i64) -> ()
    %c404_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f43_bitreverse_64(%c404_0) : (i64) -> ()
    %c405_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    llvm.call @f43_bitreverse_64(%c405_0) : (i64) -> ()
    %c406_0 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @f43_bitreverse_64(%c406_0) : (i64) -> ()
    %c407_0 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f43_bitreverse_64(%c407_0) : (i64) -> ()
    %c408_0 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f43_bitreverse_64(%c408_0) : (i64) -> ()
    %c409_0 = llvm.mlir.constant(2687255131821197145 : i64) : i64
    llvm.call @f43_bitreverse_64(%c409_0) : (i64) -> ()
    %c410_0 = llvm.mlir.constant(-7197690125025319187 : i64) : i64
    llvm.call @f43_bitreverse_64(%c410_0) : (i64) -> ()
    %c411_0 = llvm.mlir.constant(0 : i7) : i7
    llvm.call @f44_bitreverse_7(%c411_0) : (i7) -> ()
    %c412_0 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f44_bitreverse_7(%c412_0) : (i7) -> ()
    %c413_0 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f44_bitreverse_7(%c413_0) : (i7) -> ()
    %c414_0 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f44_bitreverse_7(%c414_0) : (i7) -> ()
    %c415_0 = llvm.mlir.constant(63 : i7) : i7
    llvm.call @f44_bitreverse_7(%c415_0) : (i7) -> ()
    %c416_0 = llvm.mlir.constant(2 : i7) : i7
    llvm.call @f44_bitreverse_7(%c416_0) : (i7) -> ()
    %c417_0 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f44_bitreverse_7(%c417_0) : (i7) -> ()
    %c418_0 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f44_bitreverse_7(%c418_0) : (i7) -> ()
    %c419_0 = llvm.mlir.constant(-7 : i7) : i7
    llvm.call @f44_bitreverse_7(%c419_0) : (i7) -> ()
    %c420_0 = llvm.mlir.constant(-40 : i7) : i7
    llvm.call @f44_bitreverse_7(%c420_0) : (i7) -> ()
    %c421_0 = llvm.mlir.constant(0 : i24) : i24
    llvm.call @f45_bitreverse_24(%c421_0) : (i24) -> ()
    %c422_0 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f45_bitreverse_24(%c422_0) : (i24) -> ()
    %c423_0 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f45_bitreverse_24(%c423_0) : (i24) -> ()
    %c424_0 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f45_bitreverse_24(%c424_0) : (i24) -> ()
    %c425_0 = llvm.mlir.constant(8388607 : i24) : i24
    llvm.call @f45_bitreverse_24(%c425_0) : (i24) -> ()
    %c426_0 = llvm.mlir.constant(2 : i24) : i24
    llvm.call @f45_bitreverse_24(%c426_0) : (i24) -> ()
    %c427_0 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f45_bitreverse_24(%c427_0) : (i24) -> ()
    %c428_0 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f45_bitreverse_24(%c428_0) : (i24) -> ()
    %c429_0 = llvm.mlir.constant(-8128705 : i24) : i24
    llvm.call @f45_bitreverse_24(%c429_0) : (i24) -> ()
    %c430_0 = llvm.mlir.constant(-6415730 : i24) : i24
    llvm.call @f45_bitreverse_24(%c430_0) : (i24) -> ()
    %c431_0 = llvm.mlir.constant(0 : i48) : i48
    llvm.call @f46_bitreverse_48(%c431_0) : (i48) -> ()
    %c432_0 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f46_bitreverse_48(%c432_0) : (i48) -> ()
    %c433_0 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f46_bitreverse_48(%c433_0) : (i48) -> ()
    %c434_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f46_bitreverse_48(%c434_0) : (i48) -> ()
    %c435_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    llvm.call @f46_bitreverse_48(%c435_0) : (i48) -> ()
    %c436_0 = llvm.mlir.constant(2 : i48) : i48
    llvm.call @f46_bitreverse_48(%c436_0) : (i48) -> ()
    %c437_0 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f46_bitreverse_48(%c437_0) : (i48) -> ()
    %c438_0 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f46_bitreverse_48(%c438_0) : (i48) -> ()
    %c439_0 = llvm.mlir.constant(-73243468008741 : i48) : i48
    llvm.call @f46_bitreverse_48(%c439_0) : (i48) -> ()
    %c440_0 = llvm.mlir.constant(-36314379990129 : i48) : i48
    llvm.call @f46_bitreverse_48(%c440_0) : (i48) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
}
