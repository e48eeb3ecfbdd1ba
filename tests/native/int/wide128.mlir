llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @pw(%v: i128) {
  %lo = llvm.trunc %v : i128 to i64
  %c64 = llvm.mlir.constant(64 : i128) : i128
  %h = llvm.lshr %v, %c64 : i128
  %hi = llvm.trunc %h : i128 to i64
  llvm.call @printU64(%hi) : (i64) -> ()
  llvm.call @printU64(%lo) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @pb(%v: i1) {
  %z = llvm.zext %v : i1 to i64
  llvm.call @printU64(%z) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @bin(%a: i128, %b: i128) {
  %radd = llvm.add %a, %b : i128
  llvm.call @pw(%radd) : (i128) -> ()
  %rsub = llvm.sub %a, %b : i128
  llvm.call @pw(%rsub) : (i128) -> ()
  %rmul = llvm.mul %a, %b : i128
  llvm.call @pw(%rmul) : (i128) -> ()
  %rand = llvm.and %a, %b : i128
  llvm.call @pw(%rand) : (i128) -> ()
  %ror = llvm.or %a, %b : i128
  llvm.call @pw(%ror) : (i128) -> ()
  %rxor = llvm.xor %a, %b : i128
  llvm.call @pw(%rxor) : (i128) -> ()
  %zudiv = llvm.mlir.constant(0 : i128) : i128
  %nzudiv = llvm.icmp "eq" %b, %zudiv : i128
  %oneudiv = llvm.mlir.constant(7 : i128) : i128
  %dudiv = llvm.select %nzudiv, %oneudiv, %b : i1, i128
  %rudiv = llvm.udiv %a, %dudiv : i128
  llvm.call @pw(%rudiv) : (i128) -> ()
  %zsdiv = llvm.mlir.constant(0 : i128) : i128
  %nzsdiv = llvm.icmp "eq" %b, %zsdiv : i128
  %onesdiv = llvm.mlir.constant(7 : i128) : i128
  %dsdiv = llvm.select %nzsdiv, %onesdiv, %b : i1, i128
  %rsdiv = llvm.sdiv %a, %dsdiv : i128
  llvm.call @pw(%rsdiv) : (i128) -> ()
  %zurem = llvm.mlir.constant(0 : i128) : i128
  %nzurem = llvm.icmp "eq" %b, %zurem : i128
  %oneurem = llvm.mlir.constant(7 : i128) : i128
  %durem = llvm.select %nzurem, %oneurem, %b : i1, i128
  %rurem = llvm.urem %a, %durem : i128
  llvm.call @pw(%rurem) : (i128) -> ()
  %zsrem = llvm.mlir.constant(0 : i128) : i128
  %nzsrem = llvm.icmp "eq" %b, %zsrem : i128
  %onesrem = llvm.mlir.constant(7 : i128) : i128
  %dsrem = llvm.select %nzsrem, %onesrem, %b : i1, i128
  %rsrem = llvm.srem %a, %dsrem : i128
  llvm.call @pw(%rsrem) : (i128) -> ()
  %ceq = llvm.icmp "eq" %a, %b : i128
  llvm.call @pb(%ceq) : (i1) -> ()
  %cne = llvm.icmp "ne" %a, %b : i128
  llvm.call @pb(%cne) : (i1) -> ()
  %cslt = llvm.icmp "slt" %a, %b : i128
  llvm.call @pb(%cslt) : (i1) -> ()
  %csle = llvm.icmp "sle" %a, %b : i128
  llvm.call @pb(%csle) : (i1) -> ()
  %csgt = llvm.icmp "sgt" %a, %b : i128
  llvm.call @pb(%csgt) : (i1) -> ()
  %csge = llvm.icmp "sge" %a, %b : i128
  llvm.call @pb(%csge) : (i1) -> ()
  %cult = llvm.icmp "ult" %a, %b : i128
  llvm.call @pb(%cult) : (i1) -> ()
  %cule = llvm.icmp "ule" %a, %b : i128
  llvm.call @pb(%cule) : (i1) -> ()
  %cugt = llvm.icmp "ugt" %a, %b : i128
  llvm.call @pb(%cugt) : (i1) -> ()
  %cuge = llvm.icmp "uge" %a, %b : i128
  llvm.call @pb(%cuge) : (i1) -> ()
  llvm.return
}
llvm.func @sh(%a: i128, %s: i128) {
  %rshl = llvm.shl %a, %s : i128
  llvm.call @pw(%rshl) : (i128) -> ()
  %rlshr = llvm.lshr %a, %s : i128
  llvm.call @pw(%rlshr) : (i128) -> ()
  %rashr = llvm.ashr %a, %s : i128
  llvm.call @pw(%rashr) : (i128) -> ()
  llvm.return
}
llvm.func @ext(%a: i64, %b: i32, %c: i1) {
  %z = llvm.zext %a : i64 to i128
  llvm.call @pw(%z) : (i128) -> ()
  %s = llvm.sext %a : i64 to i128
  llvm.call @pw(%s) : (i128) -> ()
  %s2 = llvm.sext %b : i32 to i128
  llvm.call @pw(%s2) : (i128) -> ()
  %z2 = llvm.zext %b : i32 to i128
  llvm.call @pw(%z2) : (i128) -> ()
  %s3 = llvm.sext %c : i1 to i128
  llvm.call @pw(%s3) : (i128) -> ()
  %m = llvm.mul %s, %s2 : i128
  %t = llvm.trunc %m : i128 to i32
  %tz = llvm.zext %t : i32 to i64
  llvm.call @printU64(%tz) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @mem(%a: i128) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i128 : (i64) -> !llvm.ptr
  llvm.store %a, %p : i128, !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> i128
  %k = llvm.mlir.constant(3 : i128) : i128
  %r = llvm.add %l, %k : i128
  llvm.call @pw(%r) : (i128) -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %k1 = llvm.mlir.constant(0 : i128) : i128
  %k2 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k1, %k2) : (i128, i128) -> ()
  %k3 = llvm.mlir.constant(0 : i128) : i128
  %k4 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k3, %k4) : (i128, i128) -> ()
  %k5 = llvm.mlir.constant(0 : i128) : i128
  %k6 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k5, %k6) : (i128, i128) -> ()
  %k7 = llvm.mlir.constant(0 : i128) : i128
  %k8 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k7, %k8) : (i128, i128) -> ()
  %k9 = llvm.mlir.constant(0 : i128) : i128
  %k10 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k9, %k10) : (i128, i128) -> ()
  %k11 = llvm.mlir.constant(0 : i128) : i128
  %k12 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k11, %k12) : (i128, i128) -> ()
  %k13 = llvm.mlir.constant(0 : i128) : i128
  %k14 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k13, %k14) : (i128, i128) -> ()
  %k15 = llvm.mlir.constant(0 : i128) : i128
  %k16 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k15, %k16) : (i128, i128) -> ()
  %k17 = llvm.mlir.constant(0 : i128) : i128
  %k18 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k17, %k18) : (i128, i128) -> ()
  %k19 = llvm.mlir.constant(0 : i128) : i128
  %k20 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k19, %k20) : (i128, i128) -> ()
  %k21 = llvm.mlir.constant(0 : i128) : i128
  %k22 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k21, %k22) : (i128, i128) -> ()
  %k23 = llvm.mlir.constant(0 : i128) : i128
  %k24 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k23, %k24) : (i128, i128) -> ()
  %k25 = llvm.mlir.constant(0 : i128) : i128
  %k26 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k25, %k26) : (i128, i128) -> ()
  %k27 = llvm.mlir.constant(0 : i128) : i128
  %k28 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k27, %k28) : (i128, i128) -> ()
  %k29 = llvm.mlir.constant(0 : i128) : i128
  %k30 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k29, %k30) : (i128, i128) -> ()
  %k31 = llvm.mlir.constant(0 : i128) : i128
  %k32 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k31, %k32) : (i128, i128) -> ()
  %k33 = llvm.mlir.constant(0 : i128) : i128
  %k34 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k33, %k34) : (i128, i128) -> ()
  %k35 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @mem(%k35) : (i128) -> ()
  %k36 = llvm.mlir.constant(1 : i128) : i128
  %k37 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k36, %k37) : (i128, i128) -> ()
  %k38 = llvm.mlir.constant(1 : i128) : i128
  %k39 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k38, %k39) : (i128, i128) -> ()
  %k40 = llvm.mlir.constant(1 : i128) : i128
  %k41 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k40, %k41) : (i128, i128) -> ()
  %k42 = llvm.mlir.constant(1 : i128) : i128
  %k43 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k42, %k43) : (i128, i128) -> ()
  %k44 = llvm.mlir.constant(1 : i128) : i128
  %k45 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k44, %k45) : (i128, i128) -> ()
  %k46 = llvm.mlir.constant(1 : i128) : i128
  %k47 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k46, %k47) : (i128, i128) -> ()
  %k48 = llvm.mlir.constant(1 : i128) : i128
  %k49 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k48, %k49) : (i128, i128) -> ()
  %k50 = llvm.mlir.constant(1 : i128) : i128
  %k51 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k50, %k51) : (i128, i128) -> ()
  %k52 = llvm.mlir.constant(1 : i128) : i128
  %k53 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k52, %k53) : (i128, i128) -> ()
  %k54 = llvm.mlir.constant(1 : i128) : i128
  %k55 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k54, %k55) : (i128, i128) -> ()
  %k56 = llvm.mlir.constant(1 : i128) : i128
  %k57 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k56, %k57) : (i128, i128) -> ()
  %k58 = llvm.mlir.constant(1 : i128) : i128
  %k59 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k58, %k59) : (i128, i128) -> ()
  %k60 = llvm.mlir.constant(1 : i128) : i128
  %k61 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k60, %k61) : (i128, i128) -> ()
  %k62 = llvm.mlir.constant(1 : i128) : i128
  %k63 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k62, %k63) : (i128, i128) -> ()
  %k64 = llvm.mlir.constant(1 : i128) : i128
  %k65 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k64, %k65) : (i128, i128) -> ()
  %k66 = llvm.mlir.constant(1 : i128) : i128
  %k67 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k66, %k67) : (i128, i128) -> ()
  %k68 = llvm.mlir.constant(1 : i128) : i128
  %k69 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k68, %k69) : (i128, i128) -> ()
  %k70 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @mem(%k70) : (i128) -> ()
  %k71 = llvm.mlir.constant(-1 : i128) : i128
  %k72 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k71, %k72) : (i128, i128) -> ()
  %k73 = llvm.mlir.constant(-1 : i128) : i128
  %k74 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k73, %k74) : (i128, i128) -> ()
  %k75 = llvm.mlir.constant(-1 : i128) : i128
  %k76 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k75, %k76) : (i128, i128) -> ()
  %k77 = llvm.mlir.constant(-1 : i128) : i128
  %k78 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k77, %k78) : (i128, i128) -> ()
  %k79 = llvm.mlir.constant(-1 : i128) : i128
  %k80 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k79, %k80) : (i128, i128) -> ()
  %k81 = llvm.mlir.constant(-1 : i128) : i128
  %k82 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k81, %k82) : (i128, i128) -> ()
  %k83 = llvm.mlir.constant(-1 : i128) : i128
  %k84 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k83, %k84) : (i128, i128) -> ()
  %k85 = llvm.mlir.constant(-1 : i128) : i128
  %k86 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k85, %k86) : (i128, i128) -> ()
  %k87 = llvm.mlir.constant(-1 : i128) : i128
  %k88 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k87, %k88) : (i128, i128) -> ()
  %k89 = llvm.mlir.constant(-1 : i128) : i128
  %k90 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k89, %k90) : (i128, i128) -> ()
  %k91 = llvm.mlir.constant(-1 : i128) : i128
  %k92 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k91, %k92) : (i128, i128) -> ()
  %k93 = llvm.mlir.constant(-1 : i128) : i128
  %k94 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k93, %k94) : (i128, i128) -> ()
  %k95 = llvm.mlir.constant(-1 : i128) : i128
  %k96 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k95, %k96) : (i128, i128) -> ()
  %k97 = llvm.mlir.constant(-1 : i128) : i128
  %k98 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k97, %k98) : (i128, i128) -> ()
  %k99 = llvm.mlir.constant(-1 : i128) : i128
  %k100 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k99, %k100) : (i128, i128) -> ()
  %k101 = llvm.mlir.constant(-1 : i128) : i128
  %k102 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k101, %k102) : (i128, i128) -> ()
  %k103 = llvm.mlir.constant(-1 : i128) : i128
  %k104 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k103, %k104) : (i128, i128) -> ()
  %k105 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @mem(%k105) : (i128) -> ()
  %k106 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k107 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k106, %k107) : (i128, i128) -> ()
  %k108 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k109 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k108, %k109) : (i128, i128) -> ()
  %k110 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k111 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k110, %k111) : (i128, i128) -> ()
  %k112 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k113 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k112, %k113) : (i128, i128) -> ()
  %k114 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k115 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k114, %k115) : (i128, i128) -> ()
  %k116 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k117 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k116, %k117) : (i128, i128) -> ()
  %k118 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k119 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k118, %k119) : (i128, i128) -> ()
  %k120 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k121 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k120, %k121) : (i128, i128) -> ()
  %k122 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k123 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k122, %k123) : (i128, i128) -> ()
  %k124 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k125 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k124, %k125) : (i128, i128) -> ()
  %k126 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k127 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k126, %k127) : (i128, i128) -> ()
  %k128 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k129 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k128, %k129) : (i128, i128) -> ()
  %k130 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k131 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k130, %k131) : (i128, i128) -> ()
  %k132 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k133 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k132, %k133) : (i128, i128) -> ()
  %k134 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k135 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k134, %k135) : (i128, i128) -> ()
  %k136 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k137 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k136, %k137) : (i128, i128) -> ()
  %k138 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %k139 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k138, %k139) : (i128, i128) -> ()
  %k140 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @mem(%k140) : (i128) -> ()
  %k141 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k142 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k141, %k142) : (i128, i128) -> ()
  %k143 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k144 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k143, %k144) : (i128, i128) -> ()
  %k145 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k146 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k145, %k146) : (i128, i128) -> ()
  %k147 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k148 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k147, %k148) : (i128, i128) -> ()
  %k149 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k150 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k149, %k150) : (i128, i128) -> ()
  %k151 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k152 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k151, %k152) : (i128, i128) -> ()
  %k153 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k154 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k153, %k154) : (i128, i128) -> ()
  %k155 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k156 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k155, %k156) : (i128, i128) -> ()
  %k157 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k158 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k157, %k158) : (i128, i128) -> ()
  %k159 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k160 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k159, %k160) : (i128, i128) -> ()
  %k161 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k162 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k161, %k162) : (i128, i128) -> ()
  %k163 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k164 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k163, %k164) : (i128, i128) -> ()
  %k165 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k166 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k165, %k166) : (i128, i128) -> ()
  %k167 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k168 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k167, %k168) : (i128, i128) -> ()
  %k169 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k170 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k169, %k170) : (i128, i128) -> ()
  %k171 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k172 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k171, %k172) : (i128, i128) -> ()
  %k173 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %k174 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k173, %k174) : (i128, i128) -> ()
  %k175 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @mem(%k175) : (i128) -> ()
  %k176 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k177 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k176, %k177) : (i128, i128) -> ()
  %k178 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k179 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k178, %k179) : (i128, i128) -> ()
  %k180 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k181 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k180, %k181) : (i128, i128) -> ()
  %k182 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k183 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k182, %k183) : (i128, i128) -> ()
  %k184 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k185 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k184, %k185) : (i128, i128) -> ()
  %k186 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k187 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k186, %k187) : (i128, i128) -> ()
  %k188 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k189 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k188, %k189) : (i128, i128) -> ()
  %k190 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k191 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k190, %k191) : (i128, i128) -> ()
  %k192 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k193 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k192, %k193) : (i128, i128) -> ()
  %k194 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k195 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k194, %k195) : (i128, i128) -> ()
  %k196 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k197 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k196, %k197) : (i128, i128) -> ()
  %k198 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k199 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k198, %k199) : (i128, i128) -> ()
  %k200 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k201 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k200, %k201) : (i128, i128) -> ()
  %k202 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k203 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k202, %k203) : (i128, i128) -> ()
  %k204 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k205 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k204, %k205) : (i128, i128) -> ()
  %k206 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k207 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k206, %k207) : (i128, i128) -> ()
  %k208 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %k209 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k208, %k209) : (i128, i128) -> ()
  %k210 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @mem(%k210) : (i128) -> ()
  %k211 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k212 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k211, %k212) : (i128, i128) -> ()
  %k213 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k214 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k213, %k214) : (i128, i128) -> ()
  %k215 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k216 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k215, %k216) : (i128, i128) -> ()
  %k217 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k218 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k217, %k218) : (i128, i128) -> ()
  %k219 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k220 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k219, %k220) : (i128, i128) -> ()
  %k221 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k222 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k221, %k222) : (i128, i128) -> ()
  %k223 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k224 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k223, %k224) : (i128, i128) -> ()
  %k225 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k226 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k225, %k226) : (i128, i128) -> ()
  %k227 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k228 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k227, %k228) : (i128, i128) -> ()
  %k229 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k230 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k229, %k230) : (i128, i128) -> ()
  %k231 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k232 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k231, %k232) : (i128, i128) -> ()
  %k233 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k234 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k233, %k234) : (i128, i128) -> ()
  %k235 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k236 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k235, %k236) : (i128, i128) -> ()
  %k237 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k238 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k237, %k238) : (i128, i128) -> ()
  %k239 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k240 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k239, %k240) : (i128, i128) -> ()
  %k241 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k242 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k241, %k242) : (i128, i128) -> ()
  %k243 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %k244 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k243, %k244) : (i128, i128) -> ()
  %k245 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @mem(%k245) : (i128) -> ()
  %k246 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k247 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k246, %k247) : (i128, i128) -> ()
  %k248 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k249 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k248, %k249) : (i128, i128) -> ()
  %k250 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k251 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k250, %k251) : (i128, i128) -> ()
  %k252 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k253 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k252, %k253) : (i128, i128) -> ()
  %k254 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k255 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k254, %k255) : (i128, i128) -> ()
  %k256 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k257 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k256, %k257) : (i128, i128) -> ()
  %k258 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k259 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k258, %k259) : (i128, i128) -> ()
  %k260 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k261 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k260, %k261) : (i128, i128) -> ()
  %k262 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k263 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k262, %k263) : (i128, i128) -> ()
  %k264 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k265 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k264, %k265) : (i128, i128) -> ()
  %k266 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k267 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k266, %k267) : (i128, i128) -> ()
  %k268 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k269 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k268, %k269) : (i128, i128) -> ()
  %k270 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k271 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k270, %k271) : (i128, i128) -> ()
  %k272 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k273 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k272, %k273) : (i128, i128) -> ()
  %k274 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k275 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k274, %k275) : (i128, i128) -> ()
  %k276 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k277 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k276, %k277) : (i128, i128) -> ()
  %k278 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  %k279 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k278, %k279) : (i128, i128) -> ()
  %k280 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @mem(%k280) : (i128) -> ()
  %k281 = llvm.mlir.constant(5 : i128) : i128
  %k282 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k281, %k282) : (i128, i128) -> ()
  %k283 = llvm.mlir.constant(5 : i128) : i128
  %k284 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k283, %k284) : (i128, i128) -> ()
  %k285 = llvm.mlir.constant(5 : i128) : i128
  %k286 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k285, %k286) : (i128, i128) -> ()
  %k287 = llvm.mlir.constant(5 : i128) : i128
  %k288 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k287, %k288) : (i128, i128) -> ()
  %k289 = llvm.mlir.constant(5 : i128) : i128
  %k290 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k289, %k290) : (i128, i128) -> ()
  %k291 = llvm.mlir.constant(5 : i128) : i128
  %k292 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k291, %k292) : (i128, i128) -> ()
  %k293 = llvm.mlir.constant(5 : i128) : i128
  %k294 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k293, %k294) : (i128, i128) -> ()
  %k295 = llvm.mlir.constant(5 : i128) : i128
  %k296 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k295, %k296) : (i128, i128) -> ()
  %k297 = llvm.mlir.constant(5 : i128) : i128
  %k298 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k297, %k298) : (i128, i128) -> ()
  %k299 = llvm.mlir.constant(5 : i128) : i128
  %k300 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k299, %k300) : (i128, i128) -> ()
  %k301 = llvm.mlir.constant(5 : i128) : i128
  %k302 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k301, %k302) : (i128, i128) -> ()
  %k303 = llvm.mlir.constant(5 : i128) : i128
  %k304 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k303, %k304) : (i128, i128) -> ()
  %k305 = llvm.mlir.constant(5 : i128) : i128
  %k306 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k305, %k306) : (i128, i128) -> ()
  %k307 = llvm.mlir.constant(5 : i128) : i128
  %k308 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k307, %k308) : (i128, i128) -> ()
  %k309 = llvm.mlir.constant(5 : i128) : i128
  %k310 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k309, %k310) : (i128, i128) -> ()
  %k311 = llvm.mlir.constant(5 : i128) : i128
  %k312 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k311, %k312) : (i128, i128) -> ()
  %k313 = llvm.mlir.constant(5 : i128) : i128
  %k314 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k313, %k314) : (i128, i128) -> ()
  %k315 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @mem(%k315) : (i128) -> ()
  %k316 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k317 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @bin(%k316, %k317) : (i128, i128) -> ()
  %k318 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k319 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @bin(%k318, %k319) : (i128, i128) -> ()
  %k320 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k321 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @bin(%k320, %k321) : (i128, i128) -> ()
  %k322 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k323 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @bin(%k322, %k323) : (i128, i128) -> ()
  %k324 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k325 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @bin(%k324, %k325) : (i128, i128) -> ()
  %k326 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k327 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @bin(%k326, %k327) : (i128, i128) -> ()
  %k328 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k329 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @bin(%k328, %k329) : (i128, i128) -> ()
  %k330 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k331 = llvm.mlir.constant(1512366075204170947332355369683137040 : i128) : i128
  llvm.call @bin(%k330, %k331) : (i128, i128) -> ()
  %k332 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k333 = llvm.mlir.constant(5 : i128) : i128
  llvm.call @bin(%k332, %k333) : (i128, i128) -> ()
  %k334 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k335 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @bin(%k334, %k335) : (i128, i128) -> ()
  %k336 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k337 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @sh(%k336, %k337) : (i128, i128) -> ()
  %k338 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k339 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @sh(%k338, %k339) : (i128, i128) -> ()
  %k340 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k341 = llvm.mlir.constant(63 : i128) : i128
  llvm.call @sh(%k340, %k341) : (i128, i128) -> ()
  %k342 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k343 = llvm.mlir.constant(64 : i128) : i128
  llvm.call @sh(%k342, %k343) : (i128, i128) -> ()
  %k344 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k345 = llvm.mlir.constant(65 : i128) : i128
  llvm.call @sh(%k344, %k345) : (i128, i128) -> ()
  %k346 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k347 = llvm.mlir.constant(127 : i128) : i128
  llvm.call @sh(%k346, %k347) : (i128, i128) -> ()
  %k348 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  %k349 = llvm.mlir.constant(37 : i128) : i128
  llvm.call @sh(%k348, %k349) : (i128, i128) -> ()
  %k350 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @mem(%k350) : (i128) -> ()
  %e350a = llvm.mlir.constant(5 : i64) : i64
  %e350b = llvm.mlir.constant(-7 : i32) : i32
  %e350c = llvm.mlir.constant(1 : i1) : i1
  llvm.call @ext(%e350a, %e350b, %e350c) : (i64, i32, i1) -> ()
  %e351a = llvm.mlir.constant(-1 : i64) : i64
  %e351b = llvm.mlir.constant(123456 : i32) : i32
  %e351c = llvm.mlir.constant(0 : i1) : i1
  llvm.call @ext(%e351a, %e351b, %e351c) : (i64, i32, i1) -> ()
  %e352a = llvm.mlir.constant(9223372036854775808 : i64) : i64
  %e352b = llvm.mlir.constant(-2147483648 : i32) : i32
  %e352c = llvm.mlir.constant(1 : i1) : i1
  llvm.call @ext(%e352a, %e352b, %e352c) : (i64, i32, i1) -> ()
  %e353a = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %e353b = llvm.mlir.constant(2147483647 : i32) : i32
  %e353c = llvm.mlir.constant(0 : i1) : i1
  llvm.call @ext(%e353a, %e353b, %e353c) : (i64, i32, i1) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
