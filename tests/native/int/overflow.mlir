llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @f1_sadd_with_overflow_8(%a0: i8, %a1: i8) {
    %s = "llvm.intr.sadd.with.overflow"(%a0, %a1) : (i8, i8) -> !llvm.struct<(i8, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i8, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i8, i1)>
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f2_sadd_with_overflow_32(%a0: i32, %a1: i32) {
    %s = "llvm.intr.sadd.with.overflow"(%a0, %a1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i32, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i32, i1)>
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f3_sadd_with_overflow_64(%a0: i64, %a1: i64) {
    %s = "llvm.intr.sadd.with.overflow"(%a0, %a1) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i64, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i64, i1)>
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f4_sadd_with_overflow_7(%a0: i7, %a1: i7) {
    %s = "llvm.intr.sadd.with.overflow"(%a0, %a1) : (i7, i7) -> !llvm.struct<(i7, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i7, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i7, i1)>
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f5_sadd_with_overflow_48(%a0: i48, %a1: i48) {
    %s = "llvm.intr.sadd.with.overflow"(%a0, %a1) : (i48, i48) -> !llvm.struct<(i48, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i48, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i48, i1)>
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f6_uadd_with_overflow_8(%a0: i8, %a1: i8) {
    %s = "llvm.intr.uadd.with.overflow"(%a0, %a1) : (i8, i8) -> !llvm.struct<(i8, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i8, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i8, i1)>
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f7_uadd_with_overflow_32(%a0: i32, %a1: i32) {
    %s = "llvm.intr.uadd.with.overflow"(%a0, %a1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i32, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i32, i1)>
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f8_uadd_with_overflow_64(%a0: i64, %a1: i64) {
    %s = "llvm.intr.uadd.with.overflow"(%a0, %a1) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i64, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i64, i1)>
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f9_uadd_with_overflow_7(%a0: i7, %a1: i7) {
    %s = "llvm.intr.uadd.with.overflow"(%a0, %a1) : (i7, i7) -> !llvm.struct<(i7, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i7, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i7, i1)>
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f10_uadd_with_overflow_48(%a0: i48, %a1: i48) {
    %s = "llvm.intr.uadd.with.overflow"(%a0, %a1) : (i48, i48) -> !llvm.struct<(i48, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i48, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i48, i1)>
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f11_ssub_with_overflow_8(%a0: i8, %a1: i8) {
    %s = "llvm.intr.ssub.with.overflow"(%a0, %a1) : (i8, i8) -> !llvm.struct<(i8, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i8, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i8, i1)>
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f12_ssub_with_overflow_32(%a0: i32, %a1: i32) {
    %s = "llvm.intr.ssub.with.overflow"(%a0, %a1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i32, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i32, i1)>
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f13_ssub_with_overflow_64(%a0: i64, %a1: i64) {
    %s = "llvm.intr.ssub.with.overflow"(%a0, %a1) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i64, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i64, i1)>
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f14_ssub_with_overflow_7(%a0: i7, %a1: i7) {
    %s = "llvm.intr.ssub.with.overflow"(%a0, %a1) : (i7, i7) -> !llvm.struct<(i7, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i7, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i7, i1)>
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f15_ssub_with_overflow_48(%a0: i48, %a1: i48) {
    %s = "llvm.intr.ssub.with.overflow"(%a0, %a1) : (i48, i48) -> !llvm.struct<(i48, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i48, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i48, i1)>
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f16_usub_with_overflow_8(%a0: i8, %a1: i8) {
    %s = "llvm.intr.usub.with.overflow"(%a0, %a1) : (i8, i8) -> !llvm.struct<(i8, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i8, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i8, i1)>
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f17_usub_with_overflow_32(%a0: i32, %a1: i32) {
    %s = "llvm.intr.usub.with.overflow"(%a0, %a1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i32, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i32, i1)>
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f18_usub_with_overflow_64(%a0: i64, %a1: i64) {
    %s = "llvm.intr.usub.with.overflow"(%a0, %a1) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i64, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i64, i1)>
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f19_usub_with_overflow_7(%a0: i7, %a1: i7) {
    %s = "llvm.intr.usub.with.overflow"(%a0, %a1) : (i7, i7) -> !llvm.struct<(i7, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i7, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i7, i1)>
    %zr = llvm.zext %r : i7 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f20_usub_with_overflow_48(%a0: i48, %a1: i48) {
    %s = "llvm.intr.usub.with.overflow"(%a0, %a1) : (i48, i48) -> !llvm.struct<(i48, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i48, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i48, i1)>
    %zr = llvm.zext %r : i48 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f21_smul_with_overflow_8(%a0: i8, %a1: i8) {
    %s = "llvm.intr.smul.with.overflow"(%a0, %a1) : (i8, i8) -> !llvm.struct<(i8, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i8, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i8, i1)>
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f22_smul_with_overflow_16(%a0: i16, %a1: i16) {
    %s = "llvm.intr.smul.with.overflow"(%a0, %a1) : (i16, i16) -> !llvm.struct<(i16, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i16, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i16, i1)>
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f23_smul_with_overflow_32(%a0: i32, %a1: i32) {
    %s = "llvm.intr.smul.with.overflow"(%a0, %a1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i32, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i32, i1)>
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f24_smul_with_overflow_64(%a0: i64, %a1: i64) {
    %s = "llvm.intr.smul.with.overflow"(%a0, %a1) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i64, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i64, i1)>
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f25_smul_with_overflow_24(%a0: i24, %a1: i24) {
    %s = "llvm.intr.smul.with.overflow"(%a0, %a1) : (i24, i24) -> !llvm.struct<(i24, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i24, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i24, i1)>
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f26_smul_with_overflow_40(%a0: i40, %a1: i40) {
    %s = "llvm.intr.smul.with.overflow"(%a0, %a1) : (i40, i40) -> !llvm.struct<(i40, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i40, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i40, i1)>
    %zr = llvm.zext %r : i40 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f27_smul_with_overflow_63(%a0: i63, %a1: i63) {
    %s = "llvm.intr.smul.with.overflow"(%a0, %a1) : (i63, i63) -> !llvm.struct<(i63, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i63, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i63, i1)>
    %zr = llvm.zext %r : i63 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f28_umul_with_overflow_8(%a0: i8, %a1: i8) {
    %s = "llvm.intr.umul.with.overflow"(%a0, %a1) : (i8, i8) -> !llvm.struct<(i8, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i8, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i8, i1)>
    %zr = llvm.zext %r : i8 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f29_umul_with_overflow_16(%a0: i16, %a1: i16) {
    %s = "llvm.intr.umul.with.overflow"(%a0, %a1) : (i16, i16) -> !llvm.struct<(i16, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i16, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i16, i1)>
    %zr = llvm.zext %r : i16 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f30_umul_with_overflow_32(%a0: i32, %a1: i32) {
    %s = "llvm.intr.umul.with.overflow"(%a0, %a1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i32, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i32, i1)>
    %zr = llvm.zext %r : i32 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f31_umul_with_overflow_64(%a0: i64, %a1: i64) {
    %s = "llvm.intr.umul.with.overflow"(%a0, %a1) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i64, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i64, i1)>
    llvm.call @printU64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f32_umul_with_overflow_24(%a0: i24, %a1: i24) {
    %s = "llvm.intr.umul.with.overflow"(%a0, %a1) : (i24, i24) -> !llvm.struct<(i24, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i24, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i24, i1)>
    %zr = llvm.zext %r : i24 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f33_umul_with_overflow_40(%a0: i40, %a1: i40) {
    %s = "llvm.intr.umul.with.overflow"(%a0, %a1) : (i40, i40) -> !llvm.struct<(i40, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i40, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i40, i1)>
    %zr = llvm.zext %r : i40 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @f34_umul_with_overflow_63(%a0: i63, %a1: i63) {
    %s = "llvm.intr.umul.with.overflow"(%a0, %a1) : (i63, i63) -> !llvm.struct<(i63, i1)>
    %r = llvm.extractvalue %s[0] : !llvm.struct<(i63, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i63, i1)>
    %zr = llvm.zext %r : i63 to i64
    llvm.call @printU64(%zr) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %zo = llvm.zext %o : i1 to i64
    llvm.call @printU64(%zo) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
}
llvm.func @main() -> i32 {
    %c0_0 = llvm.mlir.constant(0 : i8) : i8
    %c0_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c0_0, %c0_1) : (i8, i8) -> ()
    %c1_0 = llvm.mlir.constant(0 : i8) : i8
    %c1_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c1_0, %c1_1) : (i8, i8) -> ()
    %c2_0 = llvm.mlir.constant(0 : i8) : i8
    %c2_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c2_0, %c2_1) : (i8, i8) -> ()
    %c3_0 = llvm.mlir.constant(0 : i8) : i8
    %c3_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c3_0, %c3_1) : (i8, i8) -> ()
    %c4_0 = llvm.mlir.constant(0 : i8) : i8
    %c4_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c4_0, %c4_1) : (i8, i8) -> ()
    %c5_0 = llvm.mlir.constant(1 : i8) : i8
    %c5_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c5_0, %c5_1) : (i8, i8) -> ()
    %c6_0 = llvm.mlir.constant(1 : i8) : i8
    %c6_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c6_0, %c6_1) : (i8, i8) -> ()
    %c7_0 = llvm.mlir.constant(1 : i8) : i8
    %c7_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c7_0, %c7_1) : (i8, i8) -> ()
    %c8_0 = llvm.mlir.constant(1 : i8) : i8
    %c8_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c8_0, %c8_1) : (i8, i8) -> ()
    %c9_0 = llvm.mlir.constant(1 : i8) : i8
    %c9_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c9_0, %c9_1) : (i8, i8) -> ()
    %c10_0 = llvm.mlir.constant(-1 : i8) : i8
    %c10_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c10_0, %c10_1) : (i8, i8) -> ()
    %c11_0 = llvm.mlir.constant(-1 : i8) : i8
    %c11_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c11_0, %c11_1) : (i8, i8) -> ()
    %c12_0 = llvm.mlir.constant(-1 : i8) : i8
    %c12_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c12_0, %c12_1) : (i8, i8) -> ()
    %c13_0 = llvm.mlir.constant(-1 : i8) : i8
    %c13_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c13_0, %c13_1) : (i8, i8) -> ()
    %c14_0 = llvm.mlir.constant(-1 : i8) : i8
    %c14_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c14_0, %c14_1) : (i8, i8) -> ()
    %c15_0 = llvm.mlir.constant(-128 : i8) : i8
    %c15_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c15_0, %c15_1) : (i8, i8) -> ()
    %c16_0 = llvm.mlir.constant(-128 : i8) : i8
    %c16_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c16_0, %c16_1) : (i8, i8) -> ()
    %c17_0 = llvm.mlir.constant(-128 : i8) : i8
    %c17_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c17_0, %c17_1) : (i8, i8) -> ()
    %c18_0 = llvm.mlir.constant(-128 : i8) : i8
    %c18_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c18_0, %c18_1) : (i8, i8) -> ()
    %c19_0 = llvm.mlir.constant(-128 : i8) : i8
    %c19_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c19_0, %c19_1) : (i8, i8) -> ()
    %c20_0 = llvm.mlir.constant(127 : i8) : i8
    %c20_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c20_0, %c20_1) : (i8, i8) -> ()
    %c21_0 = llvm.mlir.constant(127 : i8) : i8
    %c21_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c21_0, %c21_1) : (i8, i8) -> ()
    %c22_0 = llvm.mlir.constant(127 : i8) : i8
    %c22_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c22_0, %c22_1) : (i8, i8) -> ()
    %c23_0 = llvm.mlir.constant(127 : i8) : i8
    %c23_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c23_0, %c23_1) : (i8, i8) -> ()
    %c24_0 = llvm.mlir.constant(127 : i8) : i8
    %c24_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f1_sadd_with_overflow_8(%c24_0, %c24_1) : (i8, i8) -> ()
    %c25_0 = llvm.mlir.constant(0 : i32) : i32
    %c25_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c25_0, %c25_1) : (i32, i32) -> ()
    %c26_0 = llvm.mlir.constant(0 : i32) : i32
    %c26_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c26_0, %c26_1) : (i32, i32) -> ()
    %c27_0 = llvm.mlir.constant(0 : i32) : i32
    %c27_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c27_0, %c27_1) : (i32, i32) -> ()
    %c28_0 = llvm.mlir.constant(0 : i32) : i32
    %c28_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c28_0, %c28_1) : (i32, i32) -> ()
    %c29_0 = llvm.mlir.constant(0 : i32) : i32
    %c29_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c29_0, %c29_1) : (i32, i32) -> ()
    %c30_0 = llvm.mlir.constant(1 : i32) : i32
    %c30_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c30_0, %c30_1) : (i32, i32) -> ()
    %c31_0 = llvm.mlir.constant(1 : i32) : i32
    %c31_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c31_0, %c31_1) : (i32, i32) -> ()
    %c32_0 = llvm.mlir.constant(1 : i32) : i32
    %c32_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c32_0, %c32_1) : (i32, i32) -> ()
    %c33_0 = llvm.mlir.constant(1 : i32) : i32
    %c33_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c33_0, %c33_1) : (i32, i32) -> ()
    %c34_0 = llvm.mlir.constant(1 : i32) : i32
    %c34_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c34_0, %c34_1) : (i32, i32) -> ()
    %c35_0 = llvm.mlir.constant(-1 : i32) : i32
    %c35_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c35_0, %c35_1) : (i32, i32) -> ()
    %c36_0 = llvm.mlir.constant(-1 : i32) : i32
    %c36_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c36_0, %c36_1) : (i32, i32) -> ()
    %c37_0 = llvm.mlir.constant(-1 : i32) : i32
    %c37_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c37_0, %c37_1) : (i32, i32) -> ()
    %c38_0 = llvm.mlir.constant(-1 : i32) : i32
    %c38_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c38_0, %c38_1) : (i32, i32) -> ()
    %c39_0 = llvm.mlir.constant(-1 : i32) : i32
    %c39_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c39_0, %c39_1) : (i32, i32) -> ()
    %c40_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c40_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c40_0, %c40_1) : (i32, i32) -> ()
    %c41_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c41_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c41_0, %c41_1) : (i32, i32) -> ()
    %c42_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c42_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c42_0, %c42_1) : (i32, i32) -> ()
    %c43_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c43_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c43_0, %c43_1) : (i32, i32) -> ()
    %c44_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c44_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c44_0, %c44_1) : (i32, i32) -> ()
    %c45_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c45_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c45_0, %c45_1) : (i32, i32) -> ()
    %c46_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c46_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c46_0, %c46_1) : (i32, i32) -> ()
    %c47_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c47_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c47_0, %c47_1) : (i32, i32) -> ()
    %c48_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c48_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c48_0, %c48_1) : (i32, i32) -> ()
    %c49_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c49_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f2_sadd_with_overflow_32(%c49_0, %c49_1) : (i32, i32) -> ()
    %c50_0 = llvm.mlir.constant(0 : i64) : i64
    %c50_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c50_0, %c50_1) : (i64, i64) -> ()
    %c51_0 = llvm.mlir.constant(0 : i64) : i64
    %c51_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c51_0, %c51_1) : (i64, i64) -> ()
    %c52_0 = llvm.mlir.constant(0 : i64) : i64
    %c52_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c52_0, %c52_1) : (i64, i64) -> ()
    %c53_0 = llvm.mlir.constant(0 : i64) : i64
    %c53_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c53_0, %c53_1) : (i64, i64) -> ()
    %c54_0 = llvm.mlir.constant(0 : i64) : i64
    %c54_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c54_0, %c54_1) : (i64, i64) -> ()
    %c55_0 = llvm.mlir.constant(1 : i64) : i64
    %c55_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c55_0, %c55_1) : (i64, i64) -> ()
    %c56_0 = llvm.mlir.constant(1 : i64) : i64
    %c56_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c56_0, %c56_1) : (i64, i64) -> ()
    %c57_0 = llvm.mlir.constant(1 : i64) : i64
    %c57_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c57_0, %c57_1) : (i64, i64) -> ()
    %c58_0 = llvm.mlir.constant(1 : i64) : i64
    %c58_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c58_0, %c58_1) : (i64, i64) -> ()
    %c59_0 = llvm.mlir.constant(1 : i64) : i64
    %c59_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c59_0, %c59_1) : (i64, i64) -> ()
    %c60_0 = llvm.mlir.constant(-1 : i64) : i64
    %c60_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c60_0, %c60_1) : (i64, i64) -> ()
    %c61_0 = llvm.mlir.constant(-1 : i64) : i64
    %c61_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c61_0, %c61_1) : (i64, i64) -> ()
    %c62_0 = llvm.mlir.constant(-1 : i64) : i64
    %c62_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c62_0, %c62_1) : (i64, i64) -> ()
    %c63_0 = llvm.mlir.constant(-1 : i64) : i64
    %c63_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c63_0, %c63_1) : (i64, i64) -> ()
    %c64_0 = llvm.mlir.constant(-1 : i64) : i64
    %c64_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c64_0, %c64_1) : (i64, i64) -> ()
    %c65_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c65_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c65_0, %c65_1) : (i64, i64) -> ()
    %c66_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c66_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c66_0, %c66_1) : (i64, i64) -> ()
    %c67_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c67_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c67_0, %c67_1) : (i64, i64) -> ()
    %c68_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c68_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c68_0, %c68_1) : (i64, i64) -> ()
    %c69_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c69_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c69_0, %c69_1) : (i64, i64) -> ()
    %c70_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c70_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c70_0, %c70_1) : (i64, i64) -> ()
    %c71_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c71_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c71_0, %c71_1) : (i64, i64) -> ()
    %c72_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c72_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c72_0, %c72_1) : (i64, i64) -> ()
    %c73_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c73_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c73_0, %c73_1) : (i64, i64) -> ()
    %c74_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c74_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f3_sadd_with_overflow_64(%c74_0, %c74_1) : (i64, i64) -> ()
    %c75_0 = llvm.mlir.constant(0 : i7) : i7
    %c75_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c75_0, %c75_1) : (i7, i7) -> ()
    %c76_0 = llvm.mlir.constant(0 : i7) : i7
    %c76_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c76_0, %c76_1) : (i7, i7) -> ()
    %c77_0 = llvm.mlir.constant(0 : i7) : i7
    %c77_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c77_0, %c77_1) : (i7, i7) -> ()
    %c78_0 = llvm.mlir.constant(0 : i7) : i7
    %c78_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c78_0, %c78_1) : (i7, i7) -> ()
    %c79_0 = llvm.mlir.constant(0 : i7) : i7
    %c79_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c79_0, %c79_1) : (i7, i7) -> ()
    %c80_0 = llvm.mlir.constant(1 : i7) : i7
    %c80_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c80_0, %c80_1) : (i7, i7) -> ()
    %c81_0 = llvm.mlir.constant(1 : i7) : i7
    %c81_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c81_0, %c81_1) : (i7, i7) -> ()
    %c82_0 = llvm.mlir.constant(1 : i7) : i7
    %c82_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c82_0, %c82_1) : (i7, i7) -> ()
    %c83_0 = llvm.mlir.constant(1 : i7) : i7
    %c83_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c83_0, %c83_1) : (i7, i7) -> ()
    %c84_0 = llvm.mlir.constant(1 : i7) : i7
    %c84_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c84_0, %c84_1) : (i7, i7) -> ()
    %c85_0 = llvm.mlir.constant(-1 : i7) : i7
    %c85_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c85_0, %c85_1) : (i7, i7) -> ()
    %c86_0 = llvm.mlir.constant(-1 : i7) : i7
    %c86_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c86_0, %c86_1) : (i7, i7) -> ()
    %c87_0 = llvm.mlir.constant(-1 : i7) : i7
    %c87_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c87_0, %c87_1) : (i7, i7) -> ()
    %c88_0 = llvm.mlir.constant(-1 : i7) : i7
    %c88_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c88_0, %c88_1) : (i7, i7) -> ()
    %c89_0 = llvm.mlir.constant(-1 : i7) : i7
    %c89_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c89_0, %c89_1) : (i7, i7) -> ()
    %c90_0 = llvm.mlir.constant(-64 : i7) : i7
    %c90_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c90_0, %c90_1) : (i7, i7) -> ()
    %c91_0 = llvm.mlir.constant(-64 : i7) : i7
    %c91_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c91_0, %c91_1) : (i7, i7) -> ()
    %c92_0 = llvm.mlir.constant(-64 : i7) : i7
    %c92_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c92_0, %c92_1) : (i7, i7) -> ()
    %c93_0 = llvm.mlir.constant(-64 : i7) : i7
    %c93_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c93_0, %c93_1) : (i7, i7) -> ()
    %c94_0 = llvm.mlir.constant(-64 : i7) : i7
    %c94_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c94_0, %c94_1) : (i7, i7) -> ()
    %c95_0 = llvm.mlir.constant(63 : i7) : i7
    %c95_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c95_0, %c95_1) : (i7, i7) -> ()
    %c96_0 = llvm.mlir.constant(63 : i7) : i7
    %c96_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c96_0, %c96_1) : (i7, i7) -> ()
    %c97_0 = llvm.mlir.constant(63 : i7) : i7
    %c97_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c97_0, %c97_1) : (i7, i7) -> ()
    %c98_0 = llvm.mlir.constant(63 : i7) : i7
    %c98_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c98_0, %c98_1) : (i7, i7) -> ()
    %c99_0 = llvm.mlir.constant(63 : i7) : i7
    %c99_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f4_sadd_with_overflow_7(%c99_0, %c99_1) : (i7, i7) -> ()
    %c100_0 = llvm.mlir.constant(0 : i48) : i48
    %c100_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c100_0, %c100_1) : (i48, i48) -> ()
    %c101_0 = llvm.mlir.constant(0 : i48) : i48
    %c101_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c101_0, %c101_1) : (i48, i48) -> ()
    %c102_0 = llvm.mlir.constant(0 : i48) : i48
    %c102_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c102_0, %c102_1) : (i48, i48) -> ()
    %c103_0 = llvm.mlir.constant(0 : i48) : i48
    %c103_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c103_0, %c103_1) : (i48, i48) -> ()
    %c104_0 = llvm.mlir.constant(0 : i48) : i48
    %c104_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c104_0, %c104_1) : (i48, i48) -> ()
    %c105_0 = llvm.mlir.constant(1 : i48) : i48
    %c105_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c105_0, %c105_1) : (i48, i48) -> ()
    %c106_0 = llvm.mlir.constant(1 : i48) : i48
    %c106_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c106_0, %c106_1) : (i48, i48) -> ()
    %c107_0 = llvm.mlir.constant(1 : i48) : i48
    %c107_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c107_0, %c107_1) : (i48, i48) -> ()
    %c108_0 = llvm.mlir.constant(1 : i48) : i48
    %c108_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c108_0, %c108_1) : (i48, i48) -> ()
    %c109_0 = llvm.mlir.constant(1 : i48) : i48
    %c109_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c109_0, %c109_1) : (i48, i48) -> ()
    %c110_0 = llvm.mlir.constant(-1 : i48) : i48
    %c110_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c110_0, %c110_1) : (i48, i48) -> ()
    %c111_0 = llvm.mlir.constant(-1 : i48) : i48
    %c111_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c111_0, %c111_1) : (i48, i48) -> ()
    %c112_0 = llvm.mlir.constant(-1 : i48) : i48
    %c112_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c112_0, %c112_1) : (i48, i48) -> ()
    %c113_0 = llvm.mlir.constant(-1 : i48) : i48
    %c113_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c113_0, %c113_1) : (i48, i48) -> ()
    %c114_0 = llvm.mlir.constant(-1 : i48) : i48
    %c114_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c114_0, %c114_1) : (i48, i48) -> ()
    %c115_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c115_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c115_0, %c115_1) : (i48, i48) -> ()
    %c116_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c116_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c116_0, %c116_1) : (i48, i48) -> ()
    %c117_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c117_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c117_0, %c117_1) : (i48, i48) -> ()
    %c118_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c118_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c118_0, %c118_1) : (i48, i48) -> ()
    %c119_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c119_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c119_0, %c119_1) : (i48, i48) -> ()
    %c120_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c120_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c120_0, %c120_1) : (i48, i48) -> ()
    %c121_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c121_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c121_0, %c121_1) : (i48, i48) -> ()
    %c122_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c122_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c122_0, %c122_1) : (i48, i48) -> ()
    %c123_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c123_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c123_0, %c123_1) : (i48, i48) -> ()
    %c124_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c124_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f5_sadd_with_overflow_48(%c124_0, %c124_1) : (i48, i48) -> ()
    %c125_0 = llvm.mlir.constant(0 : i8) : i8
    %c125_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c125_0, %c125_1) : (i8, i8) -> ()
    %c126_0 = llvm.mlir.constant(0 : i8) : i8
    %c126_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c126_0, %c126_1) : (i8, i8) -> ()
    %c127_0 = llvm.mlir.constant(0 : i8) : i8
    %c127_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c127_0, %c127_1) : (i8, i8) -> ()
    %c128_0 = llvm.mlir.constant(0 : i8) : i8
    %c128_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c128_0, %c128_1) : (i8, i8) -> ()
    %c129_0 = llvm.mlir.constant(0 : i8) : i8
    %c129_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c129_0, %c129_1) : (i8, i8) -> ()
    %c130_0 = llvm.mlir.constant(1 : i8) : i8
    %c130_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c130_0, %c130_1) : (i8, i8) -> ()
    %c131_0 = llvm.mlir.constant(1 : i8) : i8
    %c131_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c131_0, %c131_1) : (i8, i8) -> ()
    %c132_0 = llvm.mlir.constant(1 : i8) : i8
    %c132_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c132_0, %c132_1) : (i8, i8) -> ()
    %c133_0 = llvm.mlir.constant(1 : i8) : i8
    %c133_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c133_0, %c133_1) : (i8, i8) -> ()
    %c134_0 = llvm.mlir.constant(1 : i8) : i8
    %c134_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c134_0, %c134_1) : (i8, i8) -> ()
    %c135_0 = llvm.mlir.constant(-1 : i8) : i8
    %c135_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c135_0, %c135_1) : (i8, i8) -> ()
    %c136_0 = llvm.mlir.constant(-1 : i8) : i8
    %c136_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c136_0, %c136_1) : (i8, i8) -> ()
    %c137_0 = llvm.mlir.constant(-1 : i8) : i8
    %c137_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c137_0, %c137_1) : (i8, i8) -> ()
    %c138_0 = llvm.mlir.constant(-1 : i8) : i8
    %c138_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c138_0, %c138_1) : (i8, i8) -> ()
    %c139_0 = llvm.mlir.constant(-1 : i8) : i8
    %c139_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c139_0, %c139_1) : (i8, i8) -> ()
    %c140_0 = llvm.mlir.constant(-128 : i8) : i8
    %c140_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c140_0, %c140_1) : (i8, i8) -> ()
    %c141_0 = llvm.mlir.constant(-128 : i8) : i8
    %c141_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c141_0, %c141_1) : (i8, i8) -> ()
    %c142_0 = llvm.mlir.constant(-128 : i8) : i8
    %c142_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c142_0, %c142_1) : (i8, i8) -> ()
    %c143_0 = llvm.mlir.constant(-128 : i8) : i8
    %c143_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c143_0, %c143_1) : (i8, i8) -> ()
    %c144_0 = llvm.mlir.constant(-128 : i8) : i8
    %c144_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c144_0, %c144_1) : (i8, i8) -> ()
    %c145_0 = llvm.mlir.constant(127 : i8) : i8
    %c145_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c145_0, %c145_1) : (i8, i8) -> ()
    %c146_0 = llvm.mlir.constant(127 : i8) : i8
    %c146_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c146_0, %c146_1) : (i8, i8) -> ()
    %c147_0 = llvm.mlir.constant(127 : i8) : i8
    %c147_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c147_0, %c147_1) : (i8, i8) -> ()
    %c148_0 = llvm.mlir.constant(127 : i8) : i8
    %c148_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c148_0, %c148_1) : (i8, i8) -> ()
    %c149_0 = llvm.mlir.constant(127 : i8) : i8
    %c149_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f6_uadd_with_overflow_8(%c149_0, %c149_1) : (i8, i8) -> ()
    %c150_0 = llvm.mlir.constant(0 : i32) : i32
    %c150_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c150_0, %c150_1) : (i32, i32) -> ()
    %c151_0 = llvm.mlir.constant(0 : i32) : i32
    %c151_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c151_0, %c151_1) : (i32, i32) -> ()
    %c152_0 = llvm.mlir.constant(0 : i32) : i32
    %c152_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c152_0, %c152_1) : (i32, i32) -> ()
    %c153_0 = llvm.mlir.constant(0 : i32) : i32
    %c153_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c153_0, %c153_1) : (i32, i32) -> ()
    %c154_0 = llvm.mlir.constant(0 : i32) : i32
    %c154_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c154_0, %c154_1) : (i32, i32) -> ()
    %c155_0 = llvm.mlir.constant(1 : i32) : i32
    %c155_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c155_0, %c155_1) : (i32, i32) -> ()
    %c156_0 = llvm.mlir.constant(1 : i32) : i32
    %c156_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c156_0, %c156_1) : (i32, i32) -> ()
    %c157_0 = llvm.mlir.constant(1 : i32) : i32
    %c157_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c157_0, %c157_1) : (i32, i32) -> ()
    %c158_0 = llvm.mlir.constant(1 : i32) : i32
    %c158_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c158_0, %c158_1) : (i32, i32) -> ()
    %c159_0 = llvm.mlir.constant(1 : i32) : i32
    %c159_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c159_0, %c159_1) : (i32, i32) -> ()
    %c160_0 = llvm.mlir.constant(-1 : i32) : i32
    %c160_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c160_0, %c160_1) : (i32, i32) -> ()
    %c161_0 = llvm.mlir.constant(-1 : i32) : i32
    %c161_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c161_0, %c161_1) : (i32, i32) -> ()
    %c162_0 = llvm.mlir.constant(-1 : i32) : i32
    %c162_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c162_0, %c162_1) : (i32, i32) -> ()
    %c163_0 = llvm.mlir.constant(-1 : i32) : i32
    %c163_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c163_0, %c163_1) : (i32, i32) -> ()
    %c164_0 = llvm.mlir.constant(-1 : i32) : i32
    %c164_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c164_0, %c164_1) : (i32, i32) -> ()
    %c165_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c165_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c165_0, %c165_1) : (i32, i32) -> ()
    %c166_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c166_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c166_0, %c166_1) : (i32, i32) -> ()
    %c167_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c167_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c167_0, %c167_1) : (i32, i32) -> ()
    %c168_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c168_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c168_0, %c168_1) : (i32, i32) -> ()
    %c169_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c169_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c169_0, %c169_1) : (i32, i32) -> ()
    %c170_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c170_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c170_0, %c170_1) : (i32, i32) -> ()
    %c171_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c171_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c171_0, %c171_1) : (i32, i32) -> ()
    %c172_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c172_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c172_0, %c172_1) : (i32, i32) -> ()
    %c173_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c173_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c173_0, %c173_1) : (i32, i32) -> ()
    %c174_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c174_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f7_uadd_with_overflow_32(%c174_0, %c174_1) : (i32, i32) -> ()
    %c175_0 = llvm.mlir.constant(0 : i64) : i64
    %c175_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c175_0, %c175_1) : (i64, i64) -> ()
    %c176_0 = llvm.mlir.constant(0 : i64) : i64
    %c176_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c176_0, %c176_1) : (i64, i64) -> ()
    %c177_0 = llvm.mlir.constant(0 : i64) : i64
    %c177_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c177_0, %c177_1) : (i64, i64) -> ()
    %c178_0 = llvm.mlir.constant(0 : i64) : i64
    %c178_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c178_0, %c178_1) : (i64, i64) -> ()
    %c179_0 = llvm.mlir.constant(0 : i64) : i64
    %c179_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c179_0, %c179_1) : (i64, i64) -> ()
    %c180_0 = llvm.mlir.constant(1 : i64) : i64
    %c180_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c180_0, %c180_1) : (i64, i64) -> ()
    %c181_0 = llvm.mlir.constant(1 : i64) : i64
    %c181_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c181_0, %c181_1) : (i64, i64) -> ()
    %c182_0 = llvm.mlir.constant(1 : i64) : i64
    %c182_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c182_0, %c182_1) : (i64, i64) -> ()
    %c183_0 = llvm.mlir.constant(1 : i64) : i64
    %c183_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c183_0, %c183_1) : (i64, i64) -> ()
    %c184_0 = llvm.mlir.constant(1 : i64) : i64
    %c184_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c184_0, %c184_1) : (i64, i64) -> ()
    %c185_0 = llvm.mlir.constant(-1 : i64) : i64
    %c185_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c185_0, %c185_1) : (i64, i64) -> ()
    %c186_0 = llvm.mlir.constant(-1 : i64) : i64
    %c186_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c186_0, %c186_1) : (i64, i64) -> ()
    %c187_0 = llvm.mlir.constant(-1 : i64) : i64
    %c187_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c187_0, %c187_1) : (i64, i64) -> ()
    %c188_0 = llvm.mlir.constant(-1 : i64) : i64
    %c188_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c188_0, %c188_1) : (i64, i64) -> ()
    %c189_0 = llvm.mlir.constant(-1 : i64) : i64
    %c189_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c189_0, %c189_1) : (i64, i64) -> ()
    %c190_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c190_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c190_0, %c190_1) : (i64, i64) -> ()
    %c191_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c191_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c191_0, %c191_1) : (i64, i64) -> ()
    %c192_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c192_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c192_0, %c192_1) : (i64, i64) -> ()
    %c193_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c193_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c193_0, %c193_1) : (i64, i64) -> ()
    %c194_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c194_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c194_0, %c194_1) : (i64, i64) -> ()
    %c195_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c195_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c195_0, %c195_1) : (i64, i64) -> ()
    %c196_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c196_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c196_0, %c196_1) : (i64, i64) -> ()
    %c197_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c197_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c197_0, %c197_1) : (i64, i64) -> ()
    %c198_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c198_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c198_0, %c198_1) : (i64, i64) -> ()
    %c199_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c199_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f8_uadd_with_overflow_64(%c199_0, %c199_1) : (i64, i64) -> ()
    %c200_0 = llvm.mlir.constant(0 : i7) : i7
    %c200_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c200_0, %c200_1) : (i7, i7) -> ()
    %c201_0 = llvm.mlir.constant(0 : i7) : i7
    %c201_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c201_0, %c201_1) : (i7, i7) -> ()
    %c202_0 = llvm.mlir.constant(0 : i7) : i7
    %c202_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c202_0, %c202_1) : (i7, i7) -> ()
    %c203_0 = llvm.mlir.constant(0 : i7) : i7
    %c203_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c203_0, %c203_1) : (i7, i7) -> ()
    %c204_0 = llvm.mlir.constant(0 : i7) : i7
    %c204_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c204_0, %c204_1) : (i7, i7) -> ()
    %c205_0 = llvm.mlir.constant(1 : i7) : i7
    %c205_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c205_0, %c205_1) : (i7, i7) -> ()
    %c206_0 = llvm.mlir.constant(1 : i7) : i7
    %c206_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c206_0, %c206_1) : (i7, i7) -> ()
    %c207_0 = llvm.mlir.constant(1 : i7) : i7
    %c207_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c207_0, %c207_1) : (i7, i7) -> ()
    %c208_0 = llvm.mlir.constant(1 : i7) : i7
    %c208_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c208_0, %c208_1) : (i7, i7) -> ()
    %c209_0 = llvm.mlir.constant(1 : i7) : i7
    %c209_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c209_0, %c209_1) : (i7, i7) -> ()
    %c210_0 = llvm.mlir.constant(-1 : i7) : i7
    %c210_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c210_0, %c210_1) : (i7, i7) -> ()
    %c211_0 = llvm.mlir.constant(-1 : i7) : i7
    %c211_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c211_0, %c211_1) : (i7, i7) -> ()
    %c212_0 = llvm.mlir.constant(-1 : i7) : i7
    %c212_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c212_0, %c212_1) : (i7, i7) -> ()
    %c213_0 = llvm.mlir.constant(-1 : i7) : i7
    %c213_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c213_0, %c213_1) : (i7, i7) -> ()
    %c214_0 = llvm.mlir.constant(-1 : i7) : i7
    %c214_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c214_0, %c214_1) : (i7, i7) -> ()
    %c215_0 = llvm.mlir.constant(-64 : i7) : i7
    %c215_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c215_0, %c215_1) : (i7, i7) -> ()
    %c216_0 = llvm.mlir.constant(-64 : i7) : i7
    %c216_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c216_0, %c216_1) : (i7, i7) -> ()
    %c217_0 = llvm.mlir.constant(-64 : i7) : i7
    %c217_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c217_0, %c217_1) : (i7, i7) -> ()
    %c218_0 = llvm.mlir.constant(-64 : i7) : i7
    %c218_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c218_0, %c218_1) : (i7, i7) -> ()
    %c219_0 = llvm.mlir.constant(-64 : i7) : i7
    %c219_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c219_0, %c219_1) : (i7, i7) -> ()
    %c220_0 = llvm.mlir.constant(63 : i7) : i7
    %c220_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c220_0, %c220_1) : (i7, i7) -> ()
    %c221_0 = llvm.mlir.constant(63 : i7) : i7
    %c221_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c221_0, %c221_1) : (i7, i7) -> ()
    %c222_0 = llvm.mlir.constant(63 : i7) : i7
    %c222_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c222_0, %c222_1) : (i7, i7) -> ()
    %c223_0 = llvm.mlir.constant(63 : i7) : i7
    %c223_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c223_0, %c223_1) : (i7, i7) -> ()
    %c224_0 = llvm.mlir.constant(63 : i7) : i7
    %c224_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f9_uadd_with_overflow_7(%c224_0, %c224_1) : (i7, i7) -> ()
    %c225_0 = llvm.mlir.constant(0 : i48) : i48
    %c225_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c225_0, %c225_1) : (i48, i48) -> ()
    %c226_0 = llvm.mlir.constant(0 : i48) : i48
    %c226_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c226_0, %c226_1) : (i48, i48) -> ()
    %c227_0 = llvm.mlir.constant(0 : i48) : i48
    %c227_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c227_0, %c227_1) : (i48, i48) -> ()
    %c228_0 = llvm.mlir.constant(0 : i48) : i48
    %c228_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c228_0, %c228_1) : (i48, i48) -> ()
    %c229_0 = llvm.mlir.constant(0 : i48) : i48
    %c229_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c229_0, %c229_1) : (i48, i48) -> ()
    %c230_0 = llvm.mlir.constant(1 : i48) : i48
    %c230_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c230_0, %c230_1) : (i48, i48) -> ()
    %c231_0 = llvm.mlir.constant(1 : i48) : i48
    %c231_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c231_0, %c231_1) : (i48, i48) -> ()
    %c232_0 = llvm.mlir.constant(1 : i48) : i48
    %c232_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c232_0, %c232_1) : (i48, i48) -> ()
    %c233_0 = llvm.mlir.constant(1 : i48) : i48
    %c233_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c233_0, %c233_1) : (i48, i48) -> ()
    %c234_0 = llvm.mlir.constant(1 : i48) : i48
    %c234_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c234_0, %c234_1) : (i48, i48) -> ()
    %c235_0 = llvm.mlir.constant(-1 : i48) : i48
    %c235_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c235_0, %c235_1) : (i48, i48) -> ()
    %c236_0 = llvm.mlir.constant(-1 : i48) : i48
    %c236_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c236_0, %c236_1) : (i48, i48) -> ()
    %c237_0 = llvm.mlir.constant(-1 : i48) : i48
    %c237_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c237_0, %c237_1) : (i48, i48) -> ()
    %c238_0 = llvm.mlir.constant(-1 : i48) : i48
    %c238_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c238_0, %c238_1) : (i48, i48) -> ()
    %c239_0 = llvm.mlir.constant(-1 : i48) : i48
    %c239_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c239_0, %c239_1) : (i48, i48) -> ()
    %c240_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c240_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c240_0, %c240_1) : (i48, i48) -> ()
    %c241_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c241_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c241_0, %c241_1) : (i48, i48) -> ()
    %c242_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c242_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c242_0, %c242_1) : (i48, i48) -> ()
    %c243_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c243_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c243_0, %c243_1) : (i48, i48) -> ()
    %c244_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c244_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c244_0, %c244_1) : (i48, i48) -> ()
    %c245_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c245_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c245_0, %c245_1) : (i48, i48) -> ()
    %c246_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c246_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c246_0, %c246_1) : (i48, i48) -> ()
    %c247_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c247_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c247_0, %c247_1) : (i48, i48) -> ()
    %c248_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c248_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c248_0, %c248_1) : (i48, i48) -> ()
    %c249_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c249_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f10_uadd_with_overflow_48(%c249_0, %c249_1) : (i48, i48) -> ()
    %c250_0 = llvm.mlir.constant(0 : i8) : i8
    %c250_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c250_0, %c250_1) : (i8, i8) -> ()
    %c251_0 = llvm.mlir.constant(0 : i8) : i8
    %c251_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c251_0, %c251_1) : (i8, i8) -> ()
    %c252_0 = llvm.mlir.constant(0 : i8) : i8
    %c252_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c252_0, %c252_1) : (i8, i8) -> ()
    %c253_0 = llvm.mlir.constant(0 : i8) : i8
    %c253_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c253_0, %c253_1) : (i8, i8) -> ()
    %c254_0 = llvm.mlir.constant(0 : i8) : i8
    %c254_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c254_0, %c254_1) : (i8, i8) -> ()
    %c255_0 = llvm.mlir.constant(1 : i8) : i8
    %c255_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c255_0, %c255_1) : (i8, i8) -> ()
    %c256_0 = llvm.mlir.constant(1 : i8) : i8
    %c256_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c256_0, %c256_1) : (i8, i8) -> ()
    %c257_0 = llvm.mlir.constant(1 : i8) : i8
    %c257_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c257_0, %c257_1) : (i8, i8) -> ()
    %c258_0 = llvm.mlir.constant(1 : i8) : i8
    %c258_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c258_0, %c258_1) : (i8, i8) -> ()
    %c259_0 = llvm.mlir.constant(1 : i8) : i8
    %c259_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c259_0, %c259_1) : (i8, i8) -> ()
    %c260_0 = llvm.mlir.constant(-1 : i8) : i8
    %c260_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c260_0, %c260_1) : (i8, i8) -> ()
    %c261_0 = llvm.mlir.constant(-1 : i8) : i8
    %c261_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c261_0, %c261_1) : (i8, i8) -> ()
    %c262_0 = llvm.mlir.constant(-1 : i8) : i8
    %c262_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c262_0, %c262_1) : (i8, i8) -> ()
    %c263_0 = llvm.mlir.constant(-1 : i8) : i8
    %c263_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c263_0, %c263_1) : (i8, i8) -> ()
    %c264_0 = llvm.mlir.constant(-1 : i8) : i8
    %c264_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c264_0, %c264_1) : (i8, i8) -> ()
    %c265_0 = llvm.mlir.constant(-128 : i8) : i8
    %c265_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c265_0, %c265_1) : (i8, i8) -> ()
    %c266_0 = llvm.mlir.constant(-128 : i8) : i8
    %c266_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c266_0, %c266_1) : (i8, i8) -> ()
    %c267_0 = llvm.mlir.constant(-128 : i8) : i8
    %c267_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c267_0, %c267_1) : (i8, i8) -> ()
    %c268_0 = llvm.mlir.constant(-128 : i8) : i8
    %c268_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c268_0, %c268_1) : (i8, i8) -> ()
    %c269_0 = llvm.mlir.constant(-128 : i8) : i8
    %c269_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c269_0, %c269_1) : (i8, i8) -> ()
    %c270_0 = llvm.mlir.constant(127 : i8) : i8
    %c270_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c270_0, %c270_1) : (i8, i8) -> ()
    %c271_0 = llvm.mlir.constant(127 : i8) : i8
    %c271_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c271_0, %c271_1) : (i8, i8) -> ()
    %c272_0 = llvm.mlir.constant(127 : i8) : i8
    %c272_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c272_0, %c272_1) : (i8, i8) -> ()
    %c273_0 = llvm.mlir.constant(127 : i8) : i8
    %c273_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c273_0, %c273_1) : (i8, i8) -> ()
    %c274_0 = llvm.mlir.constant(127 : i8) : i8
    %c274_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f11_ssub_with_overflow_8(%c274_0, %c274_1) : (i8, i8) -> ()
    %c275_0 = llvm.mlir.constant(0 : i32) : i32
    %c275_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c275_0, %c275_1) : (i32, i32) -> ()
    %c276_0 = llvm.mlir.constant(0 : i32) : i32
    %c276_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c276_0, %c276_1) : (i32, i32) -> ()
    %c277_0 = llvm.mlir.constant(0 : i32) : i32
    %c277_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c277_0, %c277_1) : (i32, i32) -> ()
    %c278_0 = llvm.mlir.constant(0 : i32) : i32
    %c278_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c278_0, %c278_1) : (i32, i32) -> ()
    %c279_0 = llvm.mlir.constant(0 : i32) : i32
    %c279_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c279_0, %c279_1) : (i32, i32) -> ()
    %c280_0 = llvm.mlir.constant(1 : i32) : i32
    %c280_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c280_0, %c280_1) : (i32, i32) -> ()
    %c281_0 = llvm.mlir.constant(1 : i32) : i32
    %c281_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c281_0, %c281_1) : (i32, i32) -> ()
    %c282_0 = llvm.mlir.constant(1 : i32) : i32
    %c282_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c282_0, %c282_1) : (i32, i32) -> ()
    %c283_0 = llvm.mlir.constant(1 : i32) : i32
    %c283_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c283_0, %c283_1) : (i32, i32) -> ()
    %c284_0 = llvm.mlir.constant(1 : i32) : i32
    %c284_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c284_0, %c284_1) : (i32, i32) -> ()
    %c285_0 = llvm.mlir.constant(-1 : i32) : i32
    %c285_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c285_0, %c285_1) : (i32, i32) -> ()
    %c286_0 = llvm.mlir.constant(-1 : i32) : i32
    %c286_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c286_0, %c286_1) : (i32, i32) -> ()
    %c287_0 = llvm.mlir.constant(-1 : i32) : i32
    %c287_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c287_0, %c287_1) : (i32, i32) -> ()
    %c288_0 = llvm.mlir.constant(-1 : i32) : i32
    %c288_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c288_0, %c288_1) : (i32, i32) -> ()
    %c289_0 = llvm.mlir.constant(-1 : i32) : i32
    %c289_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c289_0, %c289_1) : (i32, i32) -> ()
    %c290_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c290_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c290_0, %c290_1) : (i32, i32) -> ()
    %c291_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c291_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c291_0, %c291_1) : (i32, i32) -> ()
    %c292_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c292_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c292_0, %c292_1) : (i32, i32) -> ()
    %c293_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c293_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c293_0, %c293_1) : (i32, i32) -> ()
    %c294_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c294_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c294_0, %c294_1) : (i32, i32) -> ()
    %c295_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c295_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c295_0, %c295_1) : (i32, i32) -> ()
    %c296_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c296_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c296_0, %c296_1) : (i32, i32) -> ()
    %c297_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c297_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c297_0, %c297_1) : (i32, i32) -> ()
    %c298_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c298_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c298_0, %c298_1) : (i32, i32) -> ()
    %c299_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c299_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f12_ssub_with_overflow_32(%c299_0, %c299_1) : (i32, i32) -> ()
    %c300_0 = llvm.mlir.constant(0 : i64) : i64
    %c300_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c300_0, %c300_1) : (i64, i64) -> ()
    %c301_0 = llvm.mlir.constant(0 : i64) : i64
    %c301_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c301_0, %c301_1) : (i64, i64) -> ()
    %c302_0 = llvm.mlir.constant(0 : i64) : i64
    %c302_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c302_0, %c302_1) : (i64, i64) -> ()
    %c303_0 = llvm.mlir.constant(0 : i64) : i64
    %c303_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c303_0, %c303_1) : (i64, i64) -> ()
    %c304_0 = llvm.mlir.constant(0 : i64) : i64
    %c304_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c304_0, %c304_1) : (i64, i64) -> ()
    %c305_0 = llvm.mlir.constant(1 : i64) : i64
    %c305_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c305_0, %c305_1) : (i64, i64) -> ()
    %c306_0 = llvm.mlir.constant(1 : i64) : i64
    %c306_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c306_0, %c306_1) : (i64, i64) -> ()
    %c307_0 = llvm.mlir.constant(1 : i64) : i64
    %c307_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c307_0, %c307_1) : (i64, i64) -> ()
    %c308_0 = llvm.mlir.constant(1 : i64) : i64
    %c308_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c308_0, %c308_1) : (i64, i64) -> ()
    %c309_0 = llvm.mlir.constant(1 : i64) : i64
    %c309_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c309_0, %c309_1) : (i64, i64) -> ()
    %c310_0 = llvm.mlir.constant(-1 : i64) : i64
    %c310_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c310_0, %c310_1) : (i64, i64) -> ()
    %c311_0 = llvm.mlir.constant(-1 : i64) : i64
    %c311_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c311_0, %c311_1) : (i64, i64) -> ()
    %c312_0 = llvm.mlir.constant(-1 : i64) : i64
    %c312_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c312_0, %c312_1) : (i64, i64) -> ()
    %c313_0 = llvm.mlir.constant(-1 : i64) : i64
    %c313_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c313_0, %c313_1) : (i64, i64) -> ()
    %c314_0 = llvm.mlir.constant(-1 : i64) : i64
    %c314_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c314_0, %c314_1) : (i64, i64) -> ()
    %c315_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c315_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c315_0, %c315_1) : (i64, i64) -> ()
    %c316_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c316_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c316_0, %c316_1) : (i64, i64) -> ()
    %c317_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c317_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c317_0, %c317_1) : (i64, i64) -> ()
    %c318_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c318_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c318_0, %c318_1) : (i64, i64) -> ()
    %c319_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c319_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c319_0, %c319_1) : (i64, i64) -> ()
    %c320_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c320_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c320_0, %c320_1) : (i64, i64) -> ()
    %c321_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c321_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c321_0, %c321_1) : (i64, i64) -> ()
    %c322_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c322_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c322_0, %c322_1) : (i64, i64) -> ()
    %c323_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c323_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c323_0, %c323_1) : (i64, i64) -> ()
    %c324_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c324_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f13_ssub_with_overflow_64(%c324_0, %c324_1) : (i64, i64) -> ()
    %c325_0 = llvm.mlir.constant(0 : i7) : i7
    %c325_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c325_0, %c325_1) : (i7, i7) -> ()
    %c326_0 = llvm.mlir.constant(0 : i7) : i7
    %c326_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c326_0, %c326_1) : (i7, i7) -> ()
    %c327_0 = llvm.mlir.constant(0 : i7) : i7
    %c327_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c327_0, %c327_1) : (i7, i7) -> ()
    %c328_0 = llvm.mlir.constant(0 : i7) : i7
    %c328_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c328_0, %c328_1) : (i7, i7) -> ()
    %c329_0 = llvm.mlir.constant(0 : i7) : i7
    %c329_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c329_0, %c329_1) : (i7, i7) -> ()
    %c330_0 = llvm.mlir.constant(1 : i7) : i7
    %c330_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c330_0, %c330_1) : (i7, i7) -> ()
    %c331_0 = llvm.mlir.constant(1 : i7) : i7
    %c331_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c331_0, %c331_1) : (i7, i7) -> ()
    %c332_0 = llvm.mlir.constant(1 : i7) : i7
    %c332_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c332_0, %c332_1) : (i7, i7) -> ()
    %c333_0 = llvm.mlir.constant(1 : i7) : i7
    %c333_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c333_0, %c333_1) : (i7, i7) -> ()
    %c334_0 = llvm.mlir.constant(1 : i7) : i7
    %c334_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c334_0, %c334_1) : (i7, i7) -> ()
    %c335_0 = llvm.mlir.constant(-1 : i7) : i7
    %c335_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c335_0, %c335_1) : (i7, i7) -> ()
    %c336_0 = llvm.mlir.constant(-1 : i7) : i7
    %c336_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c336_0, %c336_1) : (i7, i7) -> ()
    %c337_0 = llvm.mlir.constant(-1 : i7) : i7
    %c337_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c337_0, %c337_1) : (i7, i7) -> ()
    %c338_0 = llvm.mlir.constant(-1 : i7) : i7
    %c338_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c338_0, %c338_1) : (i7, i7) -> ()
    %c339_0 = llvm.mlir.constant(-1 : i7) : i7
    %c339_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c339_0, %c339_1) : (i7, i7) -> ()
    %c340_0 = llvm.mlir.constant(-64 : i7) : i7
    %c340_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c340_0, %c340_1) : (i7, i7) -> ()
    %c341_0 = llvm.mlir.constant(-64 : i7) : i7
    %c341_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c341_0, %c341_1) : (i7, i7) -> ()
    %c342_0 = llvm.mlir.constant(-64 : i7) : i7
    %c342_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c342_0, %c342_1) : (i7, i7) -> ()
    %c343_0 = llvm.mlir.constant(-64 : i7) : i7
    %c343_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c343_0, %c343_1) : (i7, i7) -> ()
    %c344_0 = llvm.mlir.constant(-64 : i7) : i7
    %c344_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c344_0, %c344_1) : (i7, i7) -> ()
    %c345_0 = llvm.mlir.constant(63 : i7) : i7
    %c345_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c345_0, %c345_1) : (i7, i7) -> ()
    %c346_0 = llvm.mlir.constant(63 : i7) : i7
    %c346_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c346_0, %c346_1) : (i7, i7) -> ()
    %c347_0 = llvm.mlir.constant(63 : i7) : i7
    %c347_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c347_0, %c347_1) : (i7, i7) -> ()
    %c348_0 = llvm.mlir.constant(63 : i7) : i7
    %c348_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c348_0, %c348_1) : (i7, i7) -> ()
    %c349_0 = llvm.mlir.constant(63 : i7) : i7
    %c349_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f14_ssub_with_overflow_7(%c349_0, %c349_1) : (i7, i7) -> ()
    %c350_0 = llvm.mlir.constant(0 : i48) : i48
    %c350_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c350_0, %c350_1) : (i48, i48) -> ()
    %c351_0 = llvm.mlir.constant(0 : i48) : i48
    %c351_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c351_0, %c351_1) : (i48, i48) -> ()
    %c352_0 = llvm.mlir.constant(0 : i48) : i48
    %c352_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c352_0, %c352_1) : (i48, i48) -> ()
    %c353_0 = llvm.mlir.constant(0 : i48) : i48
    %c353_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c353_0, %c353_1) : (i48, i48) -> ()
    %c354_0 = llvm.mlir.constant(0 : i48) : i48
    %c354_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c354_0, %c354_1) : (i48, i48) -> ()
    %c355_0 = llvm.mlir.constant(1 : i48) : i48
    %c355_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c355_0, %c355_1) : (i48, i48) -> ()
    %c356_0 = llvm.mlir.constant(1 : i48) : i48
    %c356_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c356_0, %c356_1) : (i48, i48) -> ()
    %c357_0 = llvm.mlir.constant(1 : i48) : i48
    %c357_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c357_0, %c357_1) : (i48, i48) -> ()
    %c358_0 = llvm.mlir.constant(1 : i48) : i48
    %c358_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c358_0, %c358_1) : (i48, i48) -> ()
    %c359_0 = llvm.mlir.constant(1 : i48) : i48
    %c359_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c359_0, %c359_1) : (i48, i48) -> ()
    %c360_0 = llvm.mlir.constant(-1 : i48) : i48
    %c360_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c360_0, %c360_1) : (i48, i48) -> ()
    %c361_0 = llvm.mlir.constant(-1 : i48) : i48
    %c361_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c361_0, %c361_1) : (i48, i48) -> ()
    %c362_0 = llvm.mlir.constant(-1 : i48) : i48
    %c362_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c362_0, %c362_1) : (i48, i48) -> ()
    %c363_0 = llvm.mlir.constant(-1 : i48) : i48
    %c363_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c363_0, %c363_1) : (i48, i48) -> ()
    %c364_0 = llvm.mlir.constant(-1 : i48) : i48
    %c364_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c364_0, %c364_1) : (i48, i48) -> ()
    %c365_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c365_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c365_0, %c365_1) : (i48, i48) -> ()
    %c366_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c366_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c366_0, %c366_1) : (i48, i48) -> ()
    %c367_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c367_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c367_0, %c367_1) : (i48, i48) -> ()
    %c368_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c368_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c368_0, %c368_1) : (i48, i48) -> ()
    %c369_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c369_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c369_0, %c369_1) : (i48, i48) -> ()
    %c370_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c370_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c370_0, %c370_1) : (i48, i48) -> ()
    %c371_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c371_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c371_0, %c371_1) : (i48, i48) -> ()
    %c372_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c372_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c372_0, %c372_1) : (i48, i48) -> ()
    %c373_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c373_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c373_0, %c373_1) : (i48, i48) -> ()
    %c374_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c374_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f15_ssub_with_overflow_48(%c374_0, %c374_1) : (i48, i48) -> ()
    %c375_0 = llvm.mlir.constant(0 : i8) : i8
    %c375_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c375_0, %c375_1) : (i8, i8) -> ()
    %c376_0 = llvm.mlir.constant(0 : i8) : i8
    %c376_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c376_0, %c376_1) : (i8, i8) -> ()
    %c377_0 = llvm.mlir.constant(0 : i8) : i8
    %c377_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c377_0, %c377_1) : (i8, i8) -> ()
    %c378_0 = llvm.mlir.constant(0 : i8) : i8
    %c378_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c378_0, %c378_1) : (i8, i8) -> ()
    %c379_0 = llvm.mlir.constant(0 : i8) : i8
    %c379_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c379_0, %c379_1) : (i8, i8) -> ()
    %c380_0 = llvm.mlir.constant(1 : i8) : i8
    %c380_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c380_0, %c380_1) : (i8, i8) -> ()
    %c381_0 = llvm.mlir.constant(1 : i8) : i8
    %c381_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c381_0, %c381_1) : (i8, i8) -> ()
    %c382_0 = llvm.mlir.constant(1 : i8) : i8
    %c382_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c382_0, %c382_1) : (i8, i8) -> ()
    %c383_0 = llvm.mlir.constant(1 : i8) : i8
    %c383_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c383_0, %c383_1) : (i8, i8) -> ()
    %c384_0 = llvm.mlir.constant(1 : i8) : i8
    %c384_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c384_0, %c384_1) : (i8, i8) -> ()
    %c385_0 = llvm.mlir.constant(-1 : i8) : i8
    %c385_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c385_0, %c385_1) : (i8, i8) -> ()
    %c386_0 = llvm.mlir.constant(-1 : i8) : i8
    %c386_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c386_0, %c386_1) : (i8, i8) -> ()
    %c387_0 = llvm.mlir.constant(-1 : i8) : i8
    %c387_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c387_0, %c387_1) : (i8, i8) -> ()
    %c388_0 = llvm.mlir.constant(-1 : i8) : i8
    %c388_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c388_0, %c388_1) : (i8, i8) -> ()
    %c389_0 = llvm.mlir.constant(-1 : i8) : i8
    %c389_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c389_0, %c389_1) : (i8, i8) -> ()
    %c390_0 = llvm.mlir.constant(-128 : i8) : i8
    %c390_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c390_0, %c390_1) : (i8, i8) -> ()
    %c391_0 = llvm.mlir.constant(-128 : i8) : i8
    %c391_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c391_0, %c391_1) : (i8, i8) -> ()
    %c392_0 = llvm.mlir.constant(-128 : i8) : i8
    %c392_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c392_0, %c392_1) : (i8, i8) -> ()
    %c393_0 = llvm.mlir.constant(-128 : i8) : i8
    %c393_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c393_0, %c393_1) : (i8, i8) -> ()
    %c394_0 = llvm.mlir.constant(-128 : i8) : i8
    %c394_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c394_0, %c394_1) : (i8, i8) -> ()
    %c395_0 = llvm.mlir.constant(127 : i8) : i8
    %c395_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c395_0, %c395_1) : (i8, i8) -> ()
    %c396_0 = llvm.mlir.constant(127 : i8) : i8
    %c396_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c396_0, %c396_1) : (i8, i8) -> ()
    %c397_0 = llvm.mlir.constant(127 : i8) : i8
    %c397_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c397_0, %c397_1) : (i8, i8) -> ()
    %c398_0 = llvm.mlir.constant(127 : i8) : i8
    %c398_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c398_0, %c398_1) : (i8, i8) -> ()
    %c399_0 = llvm.mlir.constant(127 : i8) : i8
    %c399_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f16_usub_with_overflow_8(%c399_0, %c399_1) : (i8, i8) -> ()
    %c400_0 = llvm.mlir.constant(0 : i32) : i32
    %c400_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c400_0, %c400_1) : (i32, i32) -> ()
    %c401_0 = llvm.mlir.constant(0 : i32) : i32
    %c401_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c401_0, %c401_1) : (i32, i32) -> ()
    %c402_0 = llvm.mlir.constant(0 : i32) : i32
    %c402_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c402_0, %c402_1) : (i32, i32) -> ()
    %c403_0 = llvm.mlir.constant(0 : i32) : i32
    %c403_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c403_0, %c403_1) : (i32, i32) -> ()
    %c404_0 = llvm.mlir.constant(0 : i32) : i32
    %c404_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c404_0, %c404_1) : (i32, i32) -> ()
    %c405_0 = llvm.mlir.constant(1 : i32) : i32
    %c405_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c405_0, %c405_1) : (i32, i32) -> ()
    %c406_0 = llvm.mlir.constant(1 : i32) : i32
    %c406_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c406_0, %c406_1) : (i32, i32) -> ()
    %c407_0 = llvm.mlir.constant(1 : i32) : i32
    %c407_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c407_0, %c407_1) : (i32, i32) -> ()
    %c408_0 = llvm.mlir.constant(1 : i32) : i32
    %c408_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c408_0, %c408_1) : (i32, i32) -> ()
    %c409_0 = llvm.mlir.constant(1 : i32) : i32
    %c409_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c409_0, %c409_1) : (i32, i32) -> ()
    %c410_0 = llvm.mlir.constant(-1 : i32) : i32
    %c410_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c410_0, %c410_1) : (i32, i32) -> ()
    %c411_0 = llvm.mlir.constant(-1 : i32) : i32
    %c411_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c411_0, %c411_1) : (i32, i32) -> ()
    %c412_0 = llvm.mlir.constant(-1 : i32) : i32
    %c412_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c412_0, %c412_1) : (i32, i32) -> ()
    %c413_0 = llvm.mlir.constant(-1 : i32) : i32
    %c413_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c413_0, %c413_1) : (i32, i32) -> ()
    %c414_0 = llvm.mlir.constant(-1 : i32) : i32
    %c414_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c414_0, %c414_1) : (i32, i32) -> ()
    %c415_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c415_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c415_0, %c415_1) : (i32, i32) -> ()
    %c416_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c416_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c416_0, %c416_1) : (i32, i32) -> ()
    %c417_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c417_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c417_0, %c417_1) : (i32, i32) -> ()
    %c418_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c418_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c418_0, %c418_1) : (i32, i32) -> ()
    %c419_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c419_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c419_0, %c419_1) : (i32, i32) -> ()
    %c420_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c420_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c420_0, %c420_1) : (i32, i32) -> ()
    %c421_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c421_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c421_0, %c421_1) : (i32, i32) -> ()
    %c422_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c422_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c422_0, %c422_1) : (i32, i32) -> ()
    %c423_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c423_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c423_0, %c423_1) : (i32, i32) -> ()
    %c424_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c424_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f17_usub_with_overflow_32(%c424_0, %c424_1) : (i32, i32) -> ()
    %c425_0 = llvm.mlir.constant(0 : i64) : i64
    %c425_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c425_0, %c425_1) : (i64, i64) -> ()
    %c426_0 = llvm.mlir.constant(0 : i64) : i64
    %c426_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c426_0, %c426_1) : (i64, i64) -> ()
    %c427_0 = llvm.mlir.constant(0 : i64) : i64
    %c427_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c427_0, %c427_1) : (i64, i64) -> ()
    %c428_0 = llvm.mlir.constant(0 : i64) : i64
    %c428_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c428_0, %c428_1) : (i64, i64) -> ()
    %c429_0 = llvm.mlir.constant(0 : i64) : i64
    %c429_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c429_0, %c429_1) : (i64, i64) -> ()
    %c430_0 = llvm.mlir.constant(1 : i64) : i64
    %c430_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c430_0, %c430_1) : (i64, i64) -> ()
    %c431_0 = llvm.mlir.constant(1 : i64) : i64
    %c431_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c431_0, %c431_1) : (i64, i64) -> ()
    %c432_0 = llvm.mlir.constant(1 : i64) : i64
    %c432_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c432_0, %c432_1) : (i64, i64) -> ()
    %c433_0 = llvm.mlir.constant(1 : i64) : i64
    %c433_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c433_0, %c433_1) : (i64, i64) -> ()
    %c434_0 = llvm.mlir.constant(1 : i64) : i64
    %c434_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c434_0, %c434_1) : (i64, i64) -> ()
    %c435_0 = llvm.mlir.constant(-1 : i64) : i64
    %c435_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c435_0, %c435_1) : (i64, i64) -> ()
    %c436_0 = llvm.mlir.constant(-1 : i64) : i64
    %c436_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c436_0, %c436_1) : (i64, i64) -> ()
    %c437_0 = llvm.mlir.constant(-1 : i64) : i64
    %c437_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c437_0, %c437_1) : (i64, i64) -> ()
    %c438_0 = llvm.mlir.constant(-1 : i64) : i64
    %c438_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c438_0, %c438_1) : (i64, i64) -> ()
    %c439_0 = llvm.mlir.constant(-1 : i64) : i64
    %c439_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c439_0, %c439_1) : (i64, i64) -> ()
    %c440_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c440_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c440_0, %c440_1) : (i64, i64) -> ()
    %c441_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c441_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c441_0, %c441_1) : (i64, i64) -> ()
    %c442_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c442_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c442_0, %c442_1) : (i64, i64) -> ()
    %c443_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c443_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c443_0, %c443_1) : (i64, i64) -> ()
    %c444_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c444_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c444_0, %c444_1) : (i64, i64) -> ()
    %c445_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c445_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c445_0, %c445_1) : (i64, i64) -> ()
    %c446_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c446_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c446_0, %c446_1) : (i64, i64) -> ()
    %c447_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c447_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c447_0, %c447_1) : (i64, i64) -> ()
    %c448_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c448_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c448_0, %c448_1) : (i64, i64) -> ()
    %c449_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c449_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f18_usub_with_overflow_64(%c449_0, %c449_1) : (i64, i64) -> ()
    %c450_0 = llvm.mlir.constant(0 : i7) : i7
    %c450_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c450_0, %c450_1) : (i7, i7) -> ()
    %c451_0 = llvm.mlir.constant(0 : i7) : i7
    %c451_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c451_0, %c451_1) : (i7, i7) -> ()
    %c452_0 = llvm.mlir.constant(0 : i7) : i7
    %c452_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c452_0, %c452_1) : (i7, i7) -> ()
    %c453_0 = llvm.mlir.constant(0 : i7) : i7
    %c453_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c453_0, %c453_1) : (i7, i7) -> ()
    %c454_0 = llvm.mlir.constant(0 : i7) : i7
    %c454_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c454_0, %c454_1) : (i7, i7) -> ()
    %c455_0 = llvm.mlir.constant(1 : i7) : i7
    %c455_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c455_0, %c455_1) : (i7, i7) -> ()
    %c456_0 = llvm.mlir.constant(1 : i7) : i7
    %c456_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c456_0, %c456_1) : (i7, i7) -> ()
    %c457_0 = llvm.mlir.constant(1 : i7) : i7
    %c457_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c457_0, %c457_1) : (i7, i7) -> ()
    %c458_0 = llvm.mlir.constant(1 : i7) : i7
    %c458_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c458_0, %c458_1) : (i7, i7) -> ()
    %c459_0 = llvm.mlir.constant(1 : i7) : i7
    %c459_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c459_0, %c459_1) : (i7, i7) -> ()
    %c460_0 = llvm.mlir.constant(-1 : i7) : i7
    %c460_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c460_0, %c460_1) : (i7, i7) -> ()
    %c461_0 = llvm.mlir.constant(-1 : i7) : i7
    %c461_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c461_0, %c461_1) : (i7, i7) -> ()
    %c462_0 = llvm.mlir.constant(-1 : i7) : i7
    %c462_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c462_0, %c462_1) : (i7, i7) -> ()
    %c463_0 = llvm.mlir.constant(-1 : i7) : i7
    %c463_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c463_0, %c463_1) : (i7, i7) -> ()
    %c464_0 = llvm.mlir.constant(-1 : i7) : i7
    %c464_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c464_0, %c464_1) : (i7, i7) -> ()
    %c465_0 = llvm.mlir.constant(-64 : i7) : i7
    %c465_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c465_0, %c465_1) : (i7, i7) -> ()
    %c466_0 = llvm.mlir.constant(-64 : i7) : i7
    %c466_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c466_0, %c466_1) : (i7, i7) -> ()
    %c467_0 = llvm.mlir.constant(-64 : i7) : i7
    %c467_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c467_0, %c467_1) : (i7, i7) -> ()
    %c468_0 = llvm.mlir.constant(-64 : i7) : i7
    %c468_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c468_0, %c468_1) : (i7, i7) -> ()
    %c469_0 = llvm.mlir.constant(-64 : i7) : i7
    %c469_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c469_0, %c469_1) : (i7, i7) -> ()
    %c470_0 = llvm.mlir.constant(63 : i7) : i7
    %c470_1 = llvm.mlir.constant(1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c470_0, %c470_1) : (i7, i7) -> ()
    %c471_0 = llvm.mlir.constant(63 : i7) : i7
    %c471_1 = llvm.mlir.constant(-1 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c471_0, %c471_1) : (i7, i7) -> ()
    %c472_0 = llvm.mlir.constant(63 : i7) : i7
    %c472_1 = llvm.mlir.constant(-64 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c472_0, %c472_1) : (i7, i7) -> ()
    %c473_0 = llvm.mlir.constant(63 : i7) : i7
    %c473_1 = llvm.mlir.constant(-38 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c473_0, %c473_1) : (i7, i7) -> ()
    %c474_0 = llvm.mlir.constant(63 : i7) : i7
    %c474_1 = llvm.mlir.constant(-17 : i7) : i7
    llvm.call @f19_usub_with_overflow_7(%c474_0, %c474_1) : (i7, i7) -> ()
    %c475_0 = llvm.mlir.constant(0 : i48) : i48
    %c475_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c475_0, %c475_1) : (i48, i48) -> ()
    %c476_0 = llvm.mlir.constant(0 : i48) : i48
    %c476_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c476_0, %c476_1) : (i48, i48) -> ()
    %c477_0 = llvm.mlir.constant(0 : i48) : i48
    %c477_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c477_0, %c477_1) : (i48, i48) -> ()
    %c478_0 = llvm.mlir.constant(0 : i48) : i48
    %c478_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c478_0, %c478_1) : (i48, i48) -> ()
    %c479_0 = llvm.mlir.constant(0 : i48) : i48
    %c479_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c479_0, %c479_1) : (i48, i48) -> ()
    %c480_0 = llvm.mlir.constant(1 : i48) : i48
    %c480_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c480_0, %c480_1) : (i48, i48) -> ()
    %c481_0 = llvm.mlir.constant(1 : i48) : i48
    %c481_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c481_0, %c481_1) : (i48, i48) -> ()
    %c482_0 = llvm.mlir.constant(1 : i48) : i48
    %c482_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c482_0, %c482_1) : (i48, i48) -> ()
    %c483_0 = llvm.mlir.constant(1 : i48) : i48
    %c483_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c483_0, %c483_1) : (i48, i48) -> ()
    %c484_0 = llvm.mlir.constant(1 : i48) : i48
    %c484_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c484_0, %c484_1) : (i48, i48) -> ()
    %c485_0 = llvm.mlir.constant(-1 : i48) : i48
    %c485_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c485_0, %c485_1) : (i48, i48) -> ()
    %c486_0 = llvm.mlir.constant(-1 : i48) : i48
    %c486_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c486_0, %c486_1) : (i48, i48) -> ()
    %c487_0 = llvm.mlir.constant(-1 : i48) : i48
    %c487_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c487_0, %c487_1) : (i48, i48) -> ()
    %c488_0 = llvm.mlir.constant(-1 : i48) : i48
    %c488_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c488_0, %c488_1) : (i48, i48) -> ()
    %c489_0 = llvm.mlir.constant(-1 : i48) : i48
    %c489_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c489_0, %c489_1) : (i48, i48) -> ()
    %c490_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c490_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c490_0, %c490_1) : (i48, i48) -> ()
    %c491_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c491_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c491_0, %c491_1) : (i48, i48) -> ()
    %c492_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c492_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c492_0, %c492_1) : (i48, i48) -> ()
    %c493_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c493_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c493_0, %c493_1) : (i48, i48) -> ()
    %c494_0 = llvm.mlir.constant(-140737488355328 : i48) : i48
    %c494_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c494_0, %c494_1) : (i48, i48) -> ()
    %c495_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c495_1 = llvm.mlir.constant(1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c495_0, %c495_1) : (i48, i48) -> ()
    %c496_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c496_1 = llvm.mlir.constant(-1 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c496_0, %c496_1) : (i48, i48) -> ()
    %c497_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c497_1 = llvm.mlir.constant(-140737488355328 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c497_0, %c497_1) : (i48, i48) -> ()
    %c498_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c498_1 = llvm.mlir.constant(99344109427290 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c498_0, %c498_1) : (i48, i48) -> ()
    %c499_0 = llvm.mlir.constant(140737488355327 : i48) : i48
    %c499_1 = llvm.mlir.constant(76310993685999 : i48) : i48
    llvm.call @f20_usub_with_overflow_48(%c499_0, %c499_1) : (i48, i48) -> ()
    %c500_0 = llvm.mlir.constant(0 : i8) : i8
    %c500_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c500_0, %c500_1) : (i8, i8) -> ()
    %c501_0 = llvm.mlir.constant(0 : i8) : i8
    %c501_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c501_0, %c501_1) : (i8, i8) -> ()
    %c502_0 = llvm.mlir.constant(0 : i8) : i8
    %c502_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c502_0, %c502_1) : (i8, i8) -> ()
    %c503_0 = llvm.mlir.constant(0 : i8) : i8
    %c503_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c503_0, %c503_1) : (i8, i8) -> ()
    %c504_0 = llvm.mlir.constant(0 : i8) : i8
    %c504_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c504_0, %c504_1) : (i8, i8) -> ()
    %c505_0 = llvm.mlir.constant(1 : i8) : i8
    %c505_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c505_0, %c505_1) : (i8, i8) -> ()
    %c506_0 = llvm.mlir.constant(1 : i8) : i8
    %c506_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c506_0, %c506_1) : (i8, i8) -> ()
    %c507_0 = llvm.mlir.constant(1 : i8) : i8
    %c507_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c507_0, %c507_1) : (i8, i8) -> ()
    %c508_0 = llvm.mlir.constant(1 : i8) : i8
    %c508_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c508_0, %c508_1) : (i8, i8) -> ()
    %c509_0 = llvm.mlir.constant(1 : i8) : i8
    %c509_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c509_0, %c509_1) : (i8, i8) -> ()
    %c510_0 = llvm.mlir.constant(-1 : i8) : i8
    %c510_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c510_0, %c510_1) : (i8, i8) -> ()
    %c511_0 = llvm.mlir.constant(-1 : i8) : i8
    %c511_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c511_0, %c511_1) : (i8, i8) -> ()
    %c512_0 = llvm.mlir.constant(-1 : i8) : i8
    %c512_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c512_0, %c512_1) : (i8, i8) -> ()
    %c513_0 = llvm.mlir.constant(-1 : i8) : i8
    %c513_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c513_0, %c513_1) : (i8, i8) -> ()
    %c514_0 = llvm.mlir.constant(-1 : i8) : i8
    %c514_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c514_0, %c514_1) : (i8, i8) -> ()
    %c515_0 = llvm.mlir.constant(-128 : i8) : i8
    %c515_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c515_0, %c515_1) : (i8, i8) -> ()
    %c516_0 = llvm.mlir.constant(-128 : i8) : i8
    %c516_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c516_0, %c516_1) : (i8, i8) -> ()
    %c517_0 = llvm.mlir.constant(-128 : i8) : i8
    %c517_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c517_0, %c517_1) : (i8, i8) -> ()
    %c518_0 = llvm.mlir.constant(-128 : i8) : i8
    %c518_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c518_0, %c518_1) : (i8, i8) -> ()
    %c519_0 = llvm.mlir.constant(-128 : i8) : i8
    %c519_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c519_0, %c519_1) : (i8, i8) -> ()
    %c520_0 = llvm.mlir.constant(127 : i8) : i8
    %c520_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c520_0, %c520_1) : (i8, i8) -> ()
    %c521_0 = llvm.mlir.constant(127 : i8) : i8
    %c521_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c521_0, %c521_1) : (i8, i8) -> ()
    %c522_0 = llvm.mlir.constant(127 : i8) : i8
    %c522_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c522_0, %c522_1) : (i8, i8) -> ()
    %c523_0 = llvm.mlir.constant(127 : i8) : i8
    %c523_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c523_0, %c523_1) : (i8, i8) -> ()
    %c524_0 = llvm.mlir.constant(127 : i8) : i8
    %c524_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f21_smul_with_overflow_8(%c524_0, %c524_1) : (i8, i8) -> ()
    %c525_0 = llvm.mlir.constant(0 : i16) : i16
    %c525_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c525_0, %c525_1) : (i16, i16) -> ()
    %c526_0 = llvm.mlir.constant(0 : i16) : i16
    %c526_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c526_0, %c526_1) : (i16, i16) -> ()
    %c527_0 = llvm.mlir.constant(0 : i16) : i16
    %c527_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c527_0, %c527_1) : (i16, i16) -> ()
    %c528_0 = llvm.mlir.constant(0 : i16) : i16
    %c528_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c528_0, %c528_1) : (i16, i16) -> ()
    %c529_0 = llvm.mlir.constant(0 : i16) : i16
    %c529_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c529_0, %c529_1) : (i16, i16) -> ()
    %c530_0 = llvm.mlir.constant(1 : i16) : i16
    %c530_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c530_0, %c530_1) : (i16, i16) -> ()
    %c531_0 = llvm.mlir.constant(1 : i16) : i16
    %c531_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c531_0, %c531_1) : (i16, i16) -> ()
    %c532_0 = llvm.mlir.constant(1 : i16) : i16
    %c532_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c532_0, %c532_1) : (i16, i16) -> ()
    %c533_0 = llvm.mlir.constant(1 : i16) : i16
    %c533_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c533_0, %c533_1) : (i16, i16) -> ()
    %c534_0 = llvm.mlir.constant(1 : i16) : i16
    %c534_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c534_0, %c534_1) : (i16, i16) -> ()
    %c535_0 = llvm.mlir.constant(-1 : i16) : i16
    %c535_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c535_0, %c535_1) : (i16, i16) -> ()
    %c536_0 = llvm.mlir.constant(-1 : i16) : i16
    %c536_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c536_0, %c536_1) : (i16, i16) -> ()
    %c537_0 = llvm.mlir.constant(-1 : i16) : i16
    %c537_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c537_0, %c537_1) : (i16, i16) -> ()
    %c538_0 = llvm.mlir.constant(-1 : i16) : i16
    %c538_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c538_0, %c538_1) : (i16, i16) -> ()
    %c539_0 = llvm.mlir.constant(-1 : i16) : i16
    %c539_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c539_0, %c539_1) : (i16, i16) -> ()
    %c540_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c540_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c540_0, %c540_1) : (i16, i16) -> ()
    %c541_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c541_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c541_0, %c541_1) : (i16, i16) -> ()
    %c542_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c542_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c542_0, %c542_1) : (i16, i16) -> ()
    %c543_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c543_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c543_0, %c543_1) : (i16, i16) -> ()
    %c544_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c544_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c544_0, %c544_1) : (i16, i16) -> ()
    %c545_0 = llvm.mlir.constant(32767 : i16) : i16
    %c545_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c545_0, %c545_1) : (i16, i16) -> ()
    %c546_0 = llvm.mlir.constant(32767 : i16) : i16
    %c546_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c546_0, %c546_1) : (i16, i16) -> ()
    %c547_0 = llvm.mlir.constant(32767 : i16) : i16
    %c547_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c547_0, %c547_1) : (i16, i16) -> ()
    %c548_0 = llvm.mlir.constant(32767 : i16) : i16
    %c548_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c548_0, %c548_1) : (i16, i16) -> ()
    %c549_0 = llvm.mlir.constant(32767 : i16) : i16
    %c549_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f22_smul_with_overflow_16(%c549_0, %c549_1) : (i16, i16) -> ()
    %c550_0 = llvm.mlir.constant(0 : i32) : i32
    %c550_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c550_0, %c550_1) : (i32, i32) -> ()
    %c551_0 = llvm.mlir.constant(0 : i32) : i32
    %c551_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c551_0, %c551_1) : (i32, i32) -> ()
    %c552_0 = llvm.mlir.constant(0 : i32) : i32
    %c552_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c552_0, %c552_1) : (i32, i32) -> ()
    %c553_0 = llvm.mlir.constant(0 : i32) : i32
    %c553_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c553_0, %c553_1) : (i32, i32) -> ()
    %c554_0 = llvm.mlir.constant(0 : i32) : i32
    %c554_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c554_0, %c554_1) : (i32, i32) -> ()
    %c555_0 = llvm.mlir.constant(1 : i32) : i32
    %c555_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c555_0, %c555_1) : (i32, i32) -> ()
    %c556_0 = llvm.mlir.constant(1 : i32) : i32
    %c556_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c556_0, %c556_1) : (i32, i32) -> ()
    %c557_0 = llvm.mlir.constant(1 : i32) : i32
    %c557_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c557_0, %c557_1) : (i32, i32) -> ()
    %c558_0 = llvm.mlir.constant(1 : i32) : i32
    %c558_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c558_0, %c558_1) : (i32, i32) -> ()
    %c559_0 = llvm.mlir.constant(1 : i32) : i32
    %c559_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c559_0, %c559_1) : (i32, i32) -> ()
    %c560_0 = llvm.mlir.constant(-1 : i32) : i32
    %c560_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c560_0, %c560_1) : (i32, i32) -> ()
    %c561_0 = llvm.mlir.constant(-1 : i32) : i32
    %c561_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c561_0, %c561_1) : (i32, i32) -> ()
    %c562_0 = llvm.mlir.constant(-1 : i32) : i32
    %c562_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c562_0, %c562_1) : (i32, i32) -> ()
    %c563_0 = llvm.mlir.constant(-1 : i32) : i32
    %c563_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c563_0, %c563_1) : (i32, i32) -> ()
    %c564_0 = llvm.mlir.constant(-1 : i32) : i32
    %c564_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c564_0, %c564_1) : (i32, i32) -> ()
    %c565_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c565_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c565_0, %c565_1) : (i32, i32) -> ()
    %c566_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c566_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c566_0, %c566_1) : (i32, i32) -> ()
    %c567_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c567_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c567_0, %c567_1) : (i32, i32) -> ()
    %c568_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c568_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c568_0, %c568_1) : (i32, i32) -> ()
    %c569_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c569_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c569_0, %c569_1) : (i32, i32) -> ()
    %c570_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c570_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c570_0, %c570_1) : (i32, i32) -> ()
    %c571_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c571_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c571_0, %c571_1) : (i32, i32) -> ()
    %c572_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c572_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c572_0, %c572_1) : (i32, i32) -> ()
    %c573_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c573_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c573_0, %c573_1) : (i32, i32) -> ()
    %c574_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c574_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f23_smul_with_overflow_32(%c574_0, %c574_1) : (i32, i32) -> ()
    %c575_0 = llvm.mlir.constant(0 : i64) : i64
    %c575_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c575_0, %c575_1) : (i64, i64) -> ()
    %c576_0 = llvm.mlir.constant(0 : i64) : i64
    %c576_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c576_0, %c576_1) : (i64, i64) -> ()
    %c577_0 = llvm.mlir.constant(0 : i64) : i64
    %c577_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c577_0, %c577_1) : (i64, i64) -> ()
    %c578_0 = llvm.mlir.constant(0 : i64) : i64
    %c578_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c578_0, %c578_1) : (i64, i64) -> ()
    %c579_0 = llvm.mlir.constant(0 : i64) : i64
    %c579_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c579_0, %c579_1) : (i64, i64) -> ()
    %c580_0 = llvm.mlir.constant(1 : i64) : i64
    %c580_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c580_0, %c580_1) : (i64, i64) -> ()
    %c581_0 = llvm.mlir.constant(1 : i64) : i64
    %c581_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c581_0, %c581_1) : (i64, i64) -> ()
    %c582_0 = llvm.mlir.constant(1 : i64) : i64
    %c582_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c582_0, %c582_1) : (i64, i64) -> ()
    %c583_0 = llvm.mlir.constant(1 : i64) : i64
    %c583_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c583_0, %c583_1) : (i64, i64) -> ()
    %c584_0 = llvm.mlir.constant(1 : i64) : i64
    %c584_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c584_0, %c584_1) : (i64, i64) -> ()
    %c585_0 = llvm.mlir.constant(-1 : i64) : i64
    %c585_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c585_0, %c585_1) : (i64, i64) -> ()
    %c586_0 = llvm.mlir.constant(-1 : i64) : i64
    %c586_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c586_0, %c586_1) : (i64, i64) -> ()
    %c587_0 = llvm.mlir.constant(-1 : i64) : i64
    %c587_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c587_0, %c587_1) : (i64, i64) -> ()
    %c588_0 = llvm.mlir.constant(-1 : i64) : i64
    %c588_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c588_0, %c588_1) : (i64, i64) -> ()
    %c589_0 = llvm.mlir.constant(-1 : i64) : i64
    %c589_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c589_0, %c589_1) : (i64, i64) -> ()
    %c590_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c590_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c590_0, %c590_1) : (i64, i64) -> ()
    %c591_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c591_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c591_0, %c591_1) : (i64, i64) -> ()
    %c592_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c592_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c592_0, %c592_1) : (i64, i64) -> ()
    %c593_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c593_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c593_0, %c593_1) : (i64, i64) -> ()
    %c594_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c594_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c594_0, %c594_1) : (i64, i64) -> ()
    %c595_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c595_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c595_0, %c595_1) : (i64, i64) -> ()
    %c596_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c596_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c596_0, %c596_1) : (i64, i64) -> ()
    %c597_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c597_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c597_0, %c597_1) : (i64, i64) -> ()
    %c598_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c598_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c598_0, %c598_1) : (i64, i64) -> ()
    %c599_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c599_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f24_smul_with_overflow_64(%c599_0, %c599_1) : (i64, i64) -> ()
    %c600_0 = llvm.mlir.constant(0 : i24) : i24
    %c600_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c600_0, %c600_1) : (i24, i24) -> ()
    %c601_0 = llvm.mlir.constant(0 : i24) : i24
    %c601_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c601_0, %c601_1) : (i24, i24) -> ()
    %c602_0 = llvm.mlir.constant(0 : i24) : i24
    %c602_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c602_0, %c602_1) : (i24, i24) -> ()
    %c603_0 = llvm.mlir.constant(0 : i24) : i24
    %c603_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c603_0, %c603_1) : (i24, i24) -> ()
    %c604_0 = llvm.mlir.constant(0 : i24) : i24
    %c604_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c604_0, %c604_1) : (i24, i24) -> ()
    %c605_0 = llvm.mlir.constant(1 : i24) : i24
    %c605_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c605_0, %c605_1) : (i24, i24) -> ()
    %c606_0 = llvm.mlir.constant(1 : i24) : i24
    %c606_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c606_0, %c606_1) : (i24, i24) -> ()
    %c607_0 = llvm.mlir.constant(1 : i24) : i24
    %c607_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c607_0, %c607_1) : (i24, i24) -> ()
    %c608_0 = llvm.mlir.constant(1 : i24) : i24
    %c608_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c608_0, %c608_1) : (i24, i24) -> ()
    %c609_0 = llvm.mlir.constant(1 : i24) : i24
    %c609_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c609_0, %c609_1) : (i24, i24) -> ()
    %c610_0 = llvm.mlir.constant(-1 : i24) : i24
    %c610_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c610_0, %c610_1) : (i24, i24) -> ()
    %c611_0 = llvm.mlir.constant(-1 : i24) : i24
    %c611_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c611_0, %c611_1) : (i24, i24) -> ()
    %c612_0 = llvm.mlir.constant(-1 : i24) : i24
    %c612_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c612_0, %c612_1) : (i24, i24) -> ()
    %c613_0 = llvm.mlir.constant(-1 : i24) : i24
    %c613_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c613_0, %c613_1) : (i24, i24) -> ()
    %c614_0 = llvm.mlir.constant(-1 : i24) : i24
    %c614_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c614_0, %c614_1) : (i24, i24) -> ()
    %c615_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c615_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c615_0, %c615_1) : (i24, i24) -> ()
    %c616_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c616_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c616_0, %c616_1) : (i24, i24) -> ()
    %c617_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c617_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c617_0, %c617_1) : (i24, i24) -> ()
    %c618_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c618_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c618_0, %c618_1) : (i24, i24) -> ()
    %c619_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c619_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c619_0, %c619_1) : (i24, i24) -> ()
    %c620_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c620_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c620_0, %c620_1) : (i24, i24) -> ()
    %c621_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c621_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c621_0, %c621_1) : (i24, i24) -> ()
    %c622_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c622_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c622_0, %c622_1) : (i24, i24) -> ()
    %c623_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c623_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c623_0, %c623_1) : (i24, i24) -> ()
    %c624_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c624_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f25_smul_with_overflow_24(%c624_0, %c624_1) : (i24, i24) -> ()
    %c625_0 = llvm.mlir.constant(0 : i40) : i40
    %c625_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c625_0, %c625_1) : (i40, i40) -> ()
    %c626_0 = llvm.mlir.constant(0 : i40) : i40
    %c626_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c626_0, %c626_1) : (i40, i40) -> ()
    %c627_0 = llvm.mlir.constant(0 : i40) : i40
    %c627_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c627_0, %c627_1) : (i40, i40) -> ()
    %c628_0 = llvm.mlir.constant(0 : i40) : i40
    %c628_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c628_0, %c628_1) : (i40, i40) -> ()
    %c629_0 = llvm.mlir.constant(0 : i40) : i40
    %c629_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c629_0, %c629_1) : (i40, i40) -> ()
    %c630_0 = llvm.mlir.constant(1 : i40) : i40
    %c630_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c630_0, %c630_1) : (i40, i40) -> ()
    %c631_0 = llvm.mlir.constant(1 : i40) : i40
    %c631_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c631_0, %c631_1) : (i40, i40) -> ()
    %c632_0 = llvm.mlir.constant(1 : i40) : i40
    %c632_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c632_0, %c632_1) : (i40, i40) -> ()
    %c633_0 = llvm.mlir.constant(1 : i40) : i40
    %c633_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c633_0, %c633_1) : (i40, i40) -> ()
    %c634_0 = llvm.mlir.constant(1 : i40) : i40
    %c634_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c634_0, %c634_1) : (i40, i40) -> ()
    %c635_0 = llvm.mlir.constant(-1 : i40) : i40
    %c635_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c635_0, %c635_1) : (i40, i40) -> ()
    %c636_0 = llvm.mlir.constant(-1 : i40) : i40
    %c636_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c636_0, %c636_1) : (i40, i40) -> ()
    %c637_0 = llvm.mlir.constant(-1 : i40) : i40
    %c637_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c637_0, %c637_1) : (i40, i40) -> ()
    %c638_0 = llvm.mlir.constant(-1 : i40) : i40
    %c638_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c638_0, %c638_1) : (i40, i40) -> ()
    %c639_0 = llvm.mlir.constant(-1 : i40) : i40
    %c639_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c639_0, %c639_1) : (i40, i40) -> ()
    %c640_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c640_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c640_0, %c640_1) : (i40, i40) -> ()
    %c641_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c641_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c641_0, %c641_1) : (i40, i40) -> ()
    %c642_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c642_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c642_0, %c642_1) : (i40, i40) -> ()
    %c643_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c643_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c643_0, %c643_1) : (i40, i40) -> ()
    %c644_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c644_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c644_0, %c644_1) : (i40, i40) -> ()
    %c645_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c645_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c645_0, %c645_1) : (i40, i40) -> ()
    %c646_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c646_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c646_0, %c646_1) : (i40, i40) -> ()
    %c647_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c647_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c647_0, %c647_1) : (i40, i40) -> ()
    %c648_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c648_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c648_0, %c648_1) : (i40, i40) -> ()
    %c649_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c649_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f26_smul_with_overflow_40(%c649_0, %c649_1) : (i40, i40) -> ()
    %c650_0 = llvm.mlir.constant(0 : i63) : i63
    %c650_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c650_0, %c650_1) : (i63, i63) -> ()
    %c651_0 = llvm.mlir.constant(0 : i63) : i63
    %c651_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c651_0, %c651_1) : (i63, i63) -> ()
    %c652_0 = llvm.mlir.constant(0 : i63) : i63
    %c652_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c652_0, %c652_1) : (i63, i63) -> ()
    %c653_0 = llvm.mlir.constant(0 : i63) : i63
    %c653_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c653_0, %c653_1) : (i63, i63) -> ()
    %c654_0 = llvm.mlir.constant(0 : i63) : i63
    %c654_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c654_0, %c654_1) : (i63, i63) -> ()
    %c655_0 = llvm.mlir.constant(1 : i63) : i63
    %c655_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c655_0, %c655_1) : (i63, i63) -> ()
    %c656_0 = llvm.mlir.constant(1 : i63) : i63
    %c656_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c656_0, %c656_1) : (i63, i63) -> ()
    %c657_0 = llvm.mlir.constant(1 : i63) : i63
    %c657_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c657_0, %c657_1) : (i63, i63) -> ()
    %c658_0 = llvm.mlir.constant(1 : i63) : i63
    %c658_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c658_0, %c658_1) : (i63, i63) -> ()
    %c659_0 = llvm.mlir.constant(1 : i63) : i63
    %c659_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c659_0, %c659_1) : (i63, i63) -> ()
    %c660_0 = llvm.mlir.constant(-1 : i63) : i63
    %c660_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c660_0, %c660_1) : (i63, i63) -> ()
    %c661_0 = llvm.mlir.constant(-1 : i63) : i63
    %c661_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c661_0, %c661_1) : (i63, i63) -> ()
    %c662_0 = llvm.mlir.constant(-1 : i63) : i63
    %c662_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c662_0, %c662_1) : (i63, i63) -> ()
    %c663_0 = llvm.mlir.constant(-1 : i63) : i63
    %c663_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c663_0, %c663_1) : (i63, i63) -> ()
    %c664_0 = llvm.mlir.constant(-1 : i63) : i63
    %c664_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c664_0, %c664_1) : (i63, i63) -> ()
    %c665_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c665_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c665_0, %c665_1) : (i63, i63) -> ()
    %c666_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c666_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c666_0, %c666_1) : (i63, i63) -> ()
    %c667_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c667_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c667_0, %c667_1) : (i63, i63) -> ()
    %c668_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c668_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c668_0, %c668_1) : (i63, i63) -> ()
    %c669_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c669_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c669_0, %c669_1) : (i63, i63) -> ()
    %c670_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c670_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c670_0, %c670_1) : (i63, i63) -> ()
    %c671_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c671_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c671_0, %c671_1) : (i63, i63) -> ()
    %c672_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c672_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c672_0, %c672_1) : (i63, i63) -> ()
    %c673_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c673_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c673_0, %c673_1) : (i63, i63) -> ()
    %c674_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c674_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f27_smul_with_overflow_63(%c674_0, %c674_1) : (i63, i63) -> ()
    %c675_0 = llvm.mlir.constant(0 : i8) : i8
    %c675_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c675_0, %c675_1) : (i8, i8) -> ()
    %c676_0 = llvm.mlir.constant(0 : i8) : i8
    %c676_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c676_0, %c676_1) : (i8, i8) -> ()
    %c677_0 = llvm.mlir.constant(0 : i8) : i8
    %c677_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c677_0, %c677_1) : (i8, i8) -> ()
    %c678_0 = llvm.mlir.constant(0 : i8) : i8
    %c678_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c678_0, %c678_1) : (i8, i8) -> ()
    %c679_0 = llvm.mlir.constant(0 : i8) : i8
    %c679_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c679_0, %c679_1) : (i8, i8) -> ()
    %c680_0 = llvm.mlir.constant(1 : i8) : i8
    %c680_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c680_0, %c680_1) : (i8, i8) -> ()
    %c681_0 = llvm.mlir.constant(1 : i8) : i8
    %c681_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c681_0, %c681_1) : (i8, i8) -> ()
    %c682_0 = llvm.mlir.constant(1 : i8) : i8
    %c682_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c682_0, %c682_1) : (i8, i8) -> ()
    %c683_0 = llvm.mlir.constant(1 : i8) : i8
    %c683_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c683_0, %c683_1) : (i8, i8) -> ()
    %c684_0 = llvm.mlir.constant(1 : i8) : i8
    %c684_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c684_0, %c684_1) : (i8, i8) -> ()
    %c685_0 = llvm.mlir.constant(-1 : i8) : i8
    %c685_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c685_0, %c685_1) : (i8, i8) -> ()
    %c686_0 = llvm.mlir.constant(-1 : i8) : i8
    %c686_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c686_0, %c686_1) : (i8, i8) -> ()
    %c687_0 = llvm.mlir.constant(-1 : i8) : i8
    %c687_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c687_0, %c687_1) : (i8, i8) -> ()
    %c688_0 = llvm.mlir.constant(-1 : i8) : i8
    %c688_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c688_0, %c688_1) : (i8, i8) -> ()
    %c689_0 = llvm.mlir.constant(-1 : i8) : i8
    %c689_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c689_0, %c689_1) : (i8, i8) -> ()
    %c690_0 = llvm.mlir.constant(-128 : i8) : i8
    %c690_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c690_0, %c690_1) : (i8, i8) -> ()
    %c691_0 = llvm.mlir.constant(-128 : i8) : i8
    %c691_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c691_0, %c691_1) : (i8, i8) -> ()
    %c692_0 = llvm.mlir.constant(-128 : i8) : i8
    %c692_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c692_0, %c692_1) : (i8, i8) -> ()
    %c693_0 = llvm.mlir.constant(-128 : i8) : i8
    %c693_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c693_0, %c693_1) : (i8, i8) -> ()
    %c694_0 = llvm.mlir.constant(-128 : i8) : i8
    %c694_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c694_0, %c694_1) : (i8, i8) -> ()
    %c695_0 = llvm.mlir.constant(127 : i8) : i8
    %c695_1 = llvm.mlir.constant(1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c695_0, %c695_1) : (i8, i8) -> ()
    %c696_0 = llvm.mlir.constant(127 : i8) : i8
    %c696_1 = llvm.mlir.constant(-1 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c696_0, %c696_1) : (i8, i8) -> ()
    %c697_0 = llvm.mlir.constant(127 : i8) : i8
    %c697_1 = llvm.mlir.constant(-128 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c697_0, %c697_1) : (i8, i8) -> ()
    %c698_0 = llvm.mlir.constant(127 : i8) : i8
    %c698_1 = llvm.mlir.constant(90 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c698_0, %c698_1) : (i8, i8) -> ()
    %c699_0 = llvm.mlir.constant(127 : i8) : i8
    %c699_1 = llvm.mlir.constant(-17 : i8) : i8
    llvm.call @f28_umul_with_overflow_8(%c699_0, %c699_1) : (i8, i8) -> ()
    %c700_0 = llvm.mlir.constant(0 : i16) : i16
    %c700_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c700_0, %c700_1) : (i16, i16) -> ()
    %c701_0 = llvm.mlir.constant(0 : i16) : i16
    %c701_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c701_0, %c701_1) : (i16, i16) -> ()
    %c702_0 = llvm.mlir.constant(0 : i16) : i16
    %c702_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c702_0, %c702_1) : (i16, i16) -> ()
    %c703_0 = llvm.mlir.constant(0 : i16) : i16
    %c703_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c703_0, %c703_1) : (i16, i16) -> ()
    %c704_0 = llvm.mlir.constant(0 : i16) : i16
    %c704_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c704_0, %c704_1) : (i16, i16) -> ()
    %c705_0 = llvm.mlir.constant(1 : i16) : i16
    %c705_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c705_0, %c705_1) : (i16, i16) -> ()
    %c706_0 = llvm.mlir.constant(1 : i16) : i16
    %c706_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c706_0, %c706_1) : (i16, i16) -> ()
    %c707_0 = llvm.mlir.constant(1 : i16) : i16
    %c707_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c707_0, %c707_1) : (i16, i16) -> ()
    %c708_0 = llvm.mlir.constant(1 : i16) : i16
    %c708_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c708_0, %c708_1) : (i16, i16) -> ()
    %c709_0 = llvm.mlir.constant(1 : i16) : i16
    %c709_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c709_0, %c709_1) : (i16, i16) -> ()
    %c710_0 = llvm.mlir.constant(-1 : i16) : i16
    %c710_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c710_0, %c710_1) : (i16, i16) -> ()
    %c711_0 = llvm.mlir.constant(-1 : i16) : i16
    %c711_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c711_0, %c711_1) : (i16, i16) -> ()
    %c712_0 = llvm.mlir.constant(-1 : i16) : i16
    %c712_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c712_0, %c712_1) : (i16, i16) -> ()
    %c713_0 = llvm.mlir.constant(-1 : i16) : i16
    %c713_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c713_0, %c713_1) : (i16, i16) -> ()
    %c714_0 = llvm.mlir.constant(-1 : i16) : i16
    %c714_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c714_0, %c714_1) : (i16, i16) -> ()
    %c715_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c715_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c715_0, %c715_1) : (i16, i16) -> ()
    %c716_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c716_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c716_0, %c716_1) : (i16, i16) -> ()
    %c717_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c717_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c717_0, %c717_1) : (i16, i16) -> ()
    %c718_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c718_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c718_0, %c718_1) : (i16, i16) -> ()
    %c719_0 = llvm.mlir.constant(-32768 : i16) : i16
    %c719_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c719_0, %c719_1) : (i16, i16) -> ()
    %c720_0 = llvm.mlir.constant(32767 : i16) : i16
    %c720_1 = llvm.mlir.constant(1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c720_0, %c720_1) : (i16, i16) -> ()
    %c721_0 = llvm.mlir.constant(32767 : i16) : i16
    %c721_1 = llvm.mlir.constant(-1 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c721_0, %c721_1) : (i16, i16) -> ()
    %c722_0 = llvm.mlir.constant(32767 : i16) : i16
    %c722_1 = llvm.mlir.constant(-32768 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c722_0, %c722_1) : (i16, i16) -> ()
    %c723_0 = llvm.mlir.constant(32767 : i16) : i16
    %c723_1 = llvm.mlir.constant(23130 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c723_0, %c723_1) : (i16, i16) -> ()
    %c724_0 = llvm.mlir.constant(32767 : i16) : i16
    %c724_1 = llvm.mlir.constant(-12817 : i16) : i16
    llvm.call @f29_umul_with_overflow_16(%c724_0, %c724_1) : (i16, i16) -> ()
    %c725_0 = llvm.mlir.constant(0 : i32) : i32
    %c725_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c725_0, %c725_1) : (i32, i32) -> ()
    %c726_0 = llvm.mlir.constant(0 : i32) : i32
    %c726_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c726_0, %c726_1) : (i32, i32) -> ()
    %c727_0 = llvm.mlir.constant(0 : i32) : i32
    %c727_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c727_0, %c727_1) : (i32, i32) -> ()
    %c728_0 = llvm.mlir.constant(0 : i32) : i32
    %c728_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c728_0, %c728_1) : (i32, i32) -> ()
    %c729_0 = llvm.mlir.constant(0 : i32) : i32
    %c729_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c729_0, %c729_1) : (i32, i32) -> ()
    %c730_0 = llvm.mlir.constant(1 : i32) : i32
    %c730_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c730_0, %c730_1) : (i32, i32) -> ()
    %c731_0 = llvm.mlir.constant(1 : i32) : i32
    %c731_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c731_0, %c731_1) : (i32, i32) -> ()
    %c732_0 = llvm.mlir.constant(1 : i32) : i32
    %c732_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c732_0, %c732_1) : (i32, i32) -> ()
    %c733_0 = llvm.mlir.constant(1 : i32) : i32
    %c733_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c733_0, %c733_1) : (i32, i32) -> ()
    %c734_0 = llvm.mlir.constant(1 : i32) : i32
    %c734_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c734_0, %c734_1) : (i32, i32) -> ()
    %c735_0 = llvm.mlir.constant(-1 : i32) : i32
    %c735_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c735_0, %c735_1) : (i32, i32) -> ()
    %c736_0 = llvm.mlir.constant(-1 : i32) : i32
    %c736_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c736_0, %c736_1) : (i32, i32) -> ()
    %c737_0 = llvm.mlir.constant(-1 : i32) : i32
    %c737_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c737_0, %c737_1) : (i32, i32) -> ()
    %c738_0 = llvm.mlir.constant(-1 : i32) : i32
    %c738_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c738_0, %c738_1) : (i32, i32) -> ()
    %c739_0 = llvm.mlir.constant(-1 : i32) : i32
    %c739_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c739_0, %c739_1) : (i32, i32) -> ()
    %c740_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c740_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c740_0, %c740_1) : (i32, i32) -> ()
    %c741_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c741_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c741_0, %c741_1) : (i32, i32) -> ()
    %c742_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c742_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c742_0, %c742_1) : (i32, i32) -> ()
    %c743_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c743_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c743_0, %c743_1) : (i32, i32) -> ()
    %c744_0 = llvm.mlir.constant(-2147483648 : i32) : i32
    %c744_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c744_0, %c744_1) : (i32, i32) -> ()
    %c745_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c745_1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c745_0, %c745_1) : (i32, i32) -> ()
    %c746_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c746_1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c746_0, %c746_1) : (i32, i32) -> ()
    %c747_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c747_1 = llvm.mlir.constant(-2147483648 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c747_0, %c747_1) : (i32, i32) -> ()
    %c748_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c748_1 = llvm.mlir.constant(1515870810 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c748_0, %c748_1) : (i32, i32) -> ()
    %c749_0 = llvm.mlir.constant(2147483647 : i32) : i32
    %c749_1 = llvm.mlir.constant(-1985229329 : i32) : i32
    llvm.call @f30_umul_with_overflow_32(%c749_0, %c749_1) : (i32, i32) -> ()
    %c750_0 = llvm.mlir.constant(0 : i64) : i64
    %c750_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c750_0, %c750_1) : (i64, i64) -> ()
    %c751_0 = llvm.mlir.constant(0 : i64) : i64
    %c751_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c751_0, %c751_1) : (i64, i64) -> ()
    %c752_0 = llvm.mlir.constant(0 : i64) : i64
    %c752_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c752_0, %c752_1) : (i64, i64) -> ()
    %c753_0 = llvm.mlir.constant(0 : i64) : i64
    %c753_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c753_0, %c753_1) : (i64, i64) -> ()
    %c754_0 = llvm.mlir.constant(0 : i64) : i64
    %c754_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c754_0, %c754_1) : (i64, i64) -> ()
    %c755_0 = llvm.mlir.constant(1 : i64) : i64
    %c755_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c755_0, %c755_1) : (i64, i64) -> ()
    %c756_0 = llvm.mlir.constant(1 : i64) : i64
    %c756_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c756_0, %c756_1) : (i64, i64) -> ()
    %c757_0 = llvm.mlir.constant(1 : i64) : i64
    %c757_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c757_0, %c757_1) : (i64, i64) -> ()
    %c758_0 = llvm.mlir.constant(1 : i64) : i64
    %c758_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c758_0, %c758_1) : (i64, i64) -> ()
    %c759_0 = llvm.mlir.constant(1 : i64) : i64
    %c759_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c759_0, %c759_1) : (i64, i64) -> ()
    %c760_0 = llvm.mlir.constant(-1 : i64) : i64
    %c760_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c760_0, %c760_1) : (i64, i64) -> ()
    %c761_0 = llvm.mlir.constant(-1 : i64) : i64
    %c761_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c761_0, %c761_1) : (i64, i64) -> ()
    %c762_0 = llvm.mlir.constant(-1 : i64) : i64
    %c762_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c762_0, %c762_1) : (i64, i64) -> ()
    %c763_0 = llvm.mlir.constant(-1 : i64) : i64
    %c763_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c763_0, %c763_1) : (i64, i64) -> ()
    %c764_0 = llvm.mlir.constant(-1 : i64) : i64
    %c764_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c764_0, %c764_1) : (i64, i64) -> ()
    %c765_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c765_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c765_0, %c765_1) : (i64, i64) -> ()
    %c766_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c766_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c766_0, %c766_1) : (i64, i64) -> ()
    %c767_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c767_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c767_0, %c767_1) : (i64, i64) -> ()
    %c768_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c768_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c768_0, %c768_1) : (i64, i64) -> ()
    %c769_0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %c769_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c769_0, %c769_1) : (i64, i64) -> ()
    %c770_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c770_1 = llvm.mlir.constant(1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c770_0, %c770_1) : (i64, i64) -> ()
    %c771_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c771_1 = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c771_0, %c771_1) : (i64, i64) -> ()
    %c772_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c772_1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c772_0, %c772_1) : (i64, i64) -> ()
    %c773_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c773_1 = llvm.mlir.constant(6510615555426900570 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c773_0, %c773_1) : (i64, i64) -> ()
    %c774_0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %c774_1 = llvm.mlir.constant(81985529216486895 : i64) : i64
    llvm.call @f31_umul_with_overflow_64(%c774_0, %c774_1) : (i64, i64) -> ()
    %c775_0 = llvm.mlir.constant(0 : i24) : i24
    %c775_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c775_0, %c775_1) : (i24, i24) -> ()
    %c776_0 = llvm.mlir.constant(0 : i24) : i24
    %c776_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c776_0, %c776_1) : (i24, i24) -> ()
    %c777_0 = llvm.mlir.constant(0 : i24) : i24
    %c777_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c777_0, %c777_1) : (i24, i24) -> ()
    %c778_0 = llvm.mlir.constant(0 : i24) : i24
    %c778_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c778_0, %c778_1) : (i24, i24) -> ()
    %c779_0 = llvm.mlir.constant(0 : i24) : i24
    %c779_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c779_0, %c779_1) : (i24, i24) -> ()
    %c780_0 = llvm.mlir.constant(1 : i24) : i24
    %c780_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c780_0, %c780_1) : (i24, i24) -> ()
    %c781_0 = llvm.mlir.constant(1 : i24) : i24
    %c781_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c781_0, %c781_1) : (i24, i24) -> ()
    %c782_0 = llvm.mlir.constant(1 : i24) : i24
    %c782_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c782_0, %c782_1) : (i24, i24) -> ()
    %c783_0 = llvm.mlir.constant(1 : i24) : i24
    %c783_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c783_0, %c783_1) : (i24, i24) -> ()
    %c784_0 = llvm.mlir.constant(1 : i24) : i24
    %c784_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c784_0, %c784_1) : (i24, i24) -> ()
    %c785_0 = llvm.mlir.constant(-1 : i24) : i24
    %c785_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c785_0, %c785_1) : (i24, i24) -> ()
    %c786_0 = llvm.mlir.constant(-1 : i24) : i24
    %c786_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c786_0, %c786_1) : (i24, i24) -> ()
    %c787_0 = llvm.mlir.constant(-1 : i24) : i24
    %c787_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c787_0, %c787_1) : (i24, i24) -> ()
    %c788_0 = llvm.mlir.constant(-1 : i24) : i24
    %c788_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c788_0, %c788_1) : (i24, i24) -> ()
    %c789_0 = llvm.mlir.constant(-1 : i24) : i24
    %c789_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c789_0, %c789_1) : (i24, i24) -> ()
    %c790_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c790_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c790_0, %c790_1) : (i24, i24) -> ()
    %c791_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c791_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c791_0, %c791_1) : (i24, i24) -> ()
    %c792_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c792_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c792_0, %c792_1) : (i24, i24) -> ()
    %c793_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c793_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c793_0, %c793_1) : (i24, i24) -> ()
    %c794_0 = llvm.mlir.constant(-8388608 : i24) : i24
    %c794_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c794_0, %c794_1) : (i24, i24) -> ()
    %c795_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c795_1 = llvm.mlir.constant(1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c795_0, %c795_1) : (i24, i24) -> ()
    %c796_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c796_1 = llvm.mlir.constant(-1 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c796_0, %c796_1) : (i24, i24) -> ()
    %c797_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c797_1 = llvm.mlir.constant(-8388608 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c797_0, %c797_1) : (i24, i24) -> ()
    %c798_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c798_1 = llvm.mlir.constant(5921370 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c798_0, %c798_1) : (i24, i24) -> ()
    %c799_0 = llvm.mlir.constant(8388607 : i24) : i24
    %c799_1 = llvm.mlir.constant(-5517841 : i24) : i24
    llvm.call @f32_umul_with_overflow_24(%c799_0, %c799_1) : (i24, i24) -> ()
    %c800_0 = llvm.mlir.constant(0 : i40) : i40
    %c800_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c800_0, %c800_1) : (i40, i40) -> ()
    %c801_0 = llvm.mlir.constant(0 : i40) : i40
    %c801_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c801_0, %c801_1) : (i40, i40) -> ()
    %c802_0 = llvm.mlir.constant(0 : i40) : i40
    %c802_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c802_0, %c802_1) : (i40, i40) -> ()
    %c803_0 = llvm.mlir.constant(0 : i40) : i40
    %c803_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c803_0, %c803_1) : (i40, i40) -> ()
    %c804_0 = llvm.mlir.constant(0 : i40) : i40
    %c804_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c804_0, %c804_1) : (i40, i40) -> ()
    %c805_0 = llvm.mlir.constant(1 : i40) : i40
    %c805_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c805_0, %c805_1) : (i40, i40) -> ()
    %c806_0 = llvm.mlir.constant(1 : i40) : i40
    %c806_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c806_0, %c806_1) : (i40, i40) -> ()
    %c807_0 = llvm.mlir.constant(1 : i40) : i40
    %c807_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c807_0, %c807_1) : (i40, i40) -> ()
    %c808_0 = llvm.mlir.constant(1 : i40) : i40
    %c808_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c808_0, %c808_1) : (i40, i40) -> ()
    %c809_0 = llvm.mlir.constant(1 : i40) : i40
    %c809_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c809_0, %c809_1) : (i40, i40) -> ()
    %c810_0 = llvm.mlir.constant(-1 : i40) : i40
    %c810_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c810_0, %c810_1) : (i40, i40) -> ()
    %c811_0 = llvm.mlir.constant(-1 : i40) : i40
    %c811_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c811_0, %c811_1) : (i40, i40) -> ()
    %c812_0 = llvm.mlir.constant(-1 : i40) : i40
    %c812_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c812_0, %c812_1) : (i40, i40) -> ()
    %c813_0 = llvm.mlir.constant(-1 : i40) : i40
    %c813_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c813_0, %c813_1) : (i40, i40) -> ()
    %c814_0 = llvm.mlir.constant(-1 : i40) : i40
    %c814_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c814_0, %c814_1) : (i40, i40) -> ()
    %c815_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c815_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c815_0, %c815_1) : (i40, i40) -> ()
    %c816_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c816_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c816_0, %c816_1) : (i40, i40) -> ()
    %c817_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c817_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c817_0, %c817_1) : (i40, i40) -> ()
    %c818_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c818_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c818_0, %c818_1) : (i40, i40) -> ()
    %c819_0 = llvm.mlir.constant(-549755813888 : i40) : i40
    %c819_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c819_0, %c819_1) : (i40, i40) -> ()
    %c820_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c820_1 = llvm.mlir.constant(1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c820_0, %c820_1) : (i40, i40) -> ()
    %c821_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c821_1 = llvm.mlir.constant(-1 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c821_0, %c821_1) : (i40, i40) -> ()
    %c822_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c822_1 = llvm.mlir.constant(-549755813888 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c822_0, %c822_1) : (i40, i40) -> ()
    %c823_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c823_1 = llvm.mlir.constant(388062927450 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c823_0, %c823_1) : (i40, i40) -> ()
    %c824_0 = llvm.mlir.constant(549755813887 : i40) : i40
    %c824_1 = llvm.mlir.constant(444691369455 : i40) : i40
    llvm.call @f33_umul_with_overflow_40(%c824_0, %c824_1) : (i40, i40) -> ()
    %c825_0 = llvm.mlir.constant(0 : i63) : i63
    %c825_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c825_0, %c825_1) : (i63, i63) -> ()
    %c826_0 = llvm.mlir.constant(0 : i63) : i63
    %c826_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c826_0, %c826_1) : (i63, i63) -> ()
    %c827_0 = llvm.mlir.constant(0 : i63) : i63
    %c827_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c827_0, %c827_1) : (i63, i63) -> ()
    %c828_0 = llvm.mlir.constant(0 : i63) : i63
    %c828_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c828_0, %c828_1) : (i63, i63) -> ()
    %c829_0 = llvm.mlir.constant(0 : i63) : i63
    %c829_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c829_0, %c829_1) : (i63, i63) -> ()
    %c830_0 = llvm.mlir.constant(1 : i63) : i63
    %c830_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c830_0, %c830_1) : (i63, i63) -> ()
    %c831_0 = llvm.mlir.constant(1 : i63) : i63
    %c831_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c831_0, %c831_1) : (i63, i63) -> ()
    %c832_0 = llvm.mlir.constant(1 : i63) : i63
    %c832_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c832_0, %c832_1) : (i63, i63) -> ()
    %c833_0 = llvm.mlir.constant(1 : i63) : i63
    %c833_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c833_0, %c833_1) : (i63, i63) -> ()
    %c834_0 = llvm.mlir.constant(1 : i63) : i63
    %c834_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c834_0, %c834_1) : (i63, i63) -> ()
    %c835_0 = llvm.mlir.constant(-1 : i63) : i63
    %c835_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c835_0, %c835_1) : (i63, i63) -> ()
    %c836_0 = llvm.mlir.constant(-1 : i63) : i63
    %c836_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c836_0, %c836_1) : (i63, i63) -> ()
    %c837_0 = llvm.mlir.constant(-1 : i63) : i63
    %c837_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c837_0, %c837_1) : (i63, i63) -> ()
    %c838_0 = llvm.mlir.constant(-1 : i63) : i63
    %c838_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c838_0, %c838_1) : (i63, i63) -> ()
    %c839_0 = llvm.mlir.constant(-1 : i63) : i63
    %c839_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c839_0, %c839_1) : (i63, i63) -> ()
    %c840_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c840_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c840_0, %c840_1) : (i63, i63) -> ()
    %c841_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c841_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c841_0, %c841_1) : (i63, i63) -> ()
    %c842_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c842_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c842_0, %c842_1) : (i63, i63) -> ()
    %c843_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c843_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c843_0, %c843_1) : (i63, i63) -> ()
    %c844_0 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    %c844_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c844_0, %c844_1) : (i63, i63) -> ()
    %c845_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c845_1 = llvm.mlir.constant(1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c845_0, %c845_1) : (i63, i63) -> ()
    %c846_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c846_1 = llvm.mlir.constant(-1 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c846_0, %c846_1) : (i63, i63) -> ()
    %c847_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c847_1 = llvm.mlir.constant(-4611686018427387904 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c847_0, %c847_1) : (i63, i63) -> ()
    %c848_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c848_1 = llvm.mlir.constant(-2712756481427875238 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c848_0, %c848_1) : (i63, i63) -> ()
    %c849_0 = llvm.mlir.constant(4611686018427387903 : i63) : i63
    %c849_1 = llvm.mlir.constant(81985529216486895 : i63) : i63
    llvm.call @f34_umul_with_overflow_63(%c849_0, %c849_1) : (i63, i63) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
}
