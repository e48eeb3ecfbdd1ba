llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @pw(%v: i100) {
  %lo = llvm.trunc %v : i100 to i64
  %c64 = llvm.mlir.constant(64 : i100) : i100
  %h = llvm.lshr %v, %c64 : i100
  %hi = llvm.trunc %h : i100 to i64
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
llvm.func @bin(%a: i100, %b: i100) {
  %radd = llvm.add %a, %b : i100
  llvm.call @pw(%radd) : (i100) -> ()
  %rsub = llvm.sub %a, %b : i100
  llvm.call @pw(%rsub) : (i100) -> ()
  %rmul = llvm.mul %a, %b : i100
  llvm.call @pw(%rmul) : (i100) -> ()
  %rand = llvm.and %a, %b : i100
  llvm.call @pw(%rand) : (i100) -> ()
  %ror = llvm.or %a, %b : i100
  llvm.call @pw(%ror) : (i100) -> ()
  %rxor = llvm.xor %a, %b : i100
  llvm.call @pw(%rxor) : (i100) -> ()
  %ceq = llvm.icmp "eq" %a, %b : i100
  llvm.call @pb(%ceq) : (i1) -> ()
  %cne = llvm.icmp "ne" %a, %b : i100
  llvm.call @pb(%cne) : (i1) -> ()
  %cslt = llvm.icmp "slt" %a, %b : i100
  llvm.call @pb(%cslt) : (i1) -> ()
  %csle = llvm.icmp "sle" %a, %b : i100
  llvm.call @pb(%csle) : (i1) -> ()
  %csgt = llvm.icmp "sgt" %a, %b : i100
  llvm.call @pb(%csgt) : (i1) -> ()
  %csge = llvm.icmp "sge" %a, %b : i100
  llvm.call @pb(%csge) : (i1) -> ()
  %cult = llvm.icmp "ult" %a, %b : i100
  llvm.call @pb(%cult) : (i1) -> ()
  %cule = llvm.icmp "ule" %a, %b : i100
  llvm.call @pb(%cule) : (i1) -> ()
  %cugt = llvm.icmp "ugt" %a, %b : i100
  llvm.call @pb(%cugt) : (i1) -> ()
  %cuge = llvm.icmp "uge" %a, %b : i100
  llvm.call @pb(%cuge) : (i1) -> ()
  llvm.return
}
llvm.func @sh(%a: i100, %s: i100) {
  %rshl = llvm.shl %a, %s : i100
  llvm.call @pw(%rshl) : (i100) -> ()
  %rlshr = llvm.lshr %a, %s : i100
  llvm.call @pw(%rlshr) : (i100) -> ()
  %rashr = llvm.ashr %a, %s : i100
  llvm.call @pw(%rashr) : (i100) -> ()
  llvm.return
}
llvm.func @ext(%a: i64, %b: i32, %c: i1) {
  %z = llvm.zext %a : i64 to i100
  llvm.call @pw(%z) : (i100) -> ()
  %s = llvm.sext %a : i64 to i100
  llvm.call @pw(%s) : (i100) -> ()
  %s2 = llvm.sext %b : i32 to i100
  llvm.call @pw(%s2) : (i100) -> ()
  %z2 = llvm.zext %b : i32 to i100
  llvm.call @pw(%z2) : (i100) -> ()
  %s3 = llvm.sext %c : i1 to i100
  llvm.call @pw(%s3) : (i100) -> ()
  %m = llvm.mul %s, %s2 : i100
  %t = llvm.trunc %m : i100 to i32
  %tz = llvm.zext %t : i32 to i64
  llvm.call @printU64(%tz) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @mem(%a: i100) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i100 : (i64) -> !llvm.ptr
  llvm.store %a, %p : i100, !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> i100
  %k = llvm.mlir.constant(3 : i100) : i100
  %r = llvm.add %l, %k : i100
  llvm.call @pw(%r) : (i100) -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %k1 = llvm.mlir.constant(0 : i100) : i100
  %k2 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k1, %k2) : (i100, i100) -> ()
  %k3 = llvm.mlir.constant(0 : i100) : i100
  %k4 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k3, %k4) : (i100, i100) -> ()
  %k5 = llvm.mlir.constant(0 : i100) : i100
  %k6 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k5, %k6) : (i100, i100) -> ()
  %k7 = llvm.mlir.constant(0 : i100) : i100
  %k8 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k7, %k8) : (i100, i100) -> ()
  %k9 = llvm.mlir.constant(0 : i100) : i100
  %k10 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k9, %k10) : (i100, i100) -> ()
  %k11 = llvm.mlir.constant(0 : i100) : i100
  %k12 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k11, %k12) : (i100, i100) -> ()
  %k13 = llvm.mlir.constant(0 : i100) : i100
  %k14 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k13, %k14) : (i100, i100) -> ()
  %k15 = llvm.mlir.constant(0 : i100) : i100
  %k16 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k15, %k16) : (i100, i100) -> ()
  %k17 = llvm.mlir.constant(0 : i100) : i100
  %k18 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k17, %k18) : (i100, i100) -> ()
  %k19 = llvm.mlir.constant(0 : i100) : i100
  %k20 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k19, %k20) : (i100, i100) -> ()
  %k21 = llvm.mlir.constant(0 : i100) : i100
  %k22 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k21, %k22) : (i100, i100) -> ()
  %k23 = llvm.mlir.constant(0 : i100) : i100
  %k24 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k23, %k24) : (i100, i100) -> ()
  %k25 = llvm.mlir.constant(0 : i100) : i100
  %k26 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k25, %k26) : (i100, i100) -> ()
  %k27 = llvm.mlir.constant(0 : i100) : i100
  %k28 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k27, %k28) : (i100, i100) -> ()
  %k29 = llvm.mlir.constant(0 : i100) : i100
  %k30 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k29, %k30) : (i100, i100) -> ()
  %k31 = llvm.mlir.constant(0 : i100) : i100
  %k32 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k31, %k32) : (i100, i100) -> ()
  %k33 = llvm.mlir.constant(0 : i100) : i100
  %k34 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k33, %k34) : (i100, i100) -> ()
  %k35 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @mem(%k35) : (i100) -> ()
  %k36 = llvm.mlir.constant(1 : i100) : i100
  %k37 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k36, %k37) : (i100, i100) -> ()
  %k38 = llvm.mlir.constant(1 : i100) : i100
  %k39 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k38, %k39) : (i100, i100) -> ()
  %k40 = llvm.mlir.constant(1 : i100) : i100
  %k41 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k40, %k41) : (i100, i100) -> ()
  %k42 = llvm.mlir.constant(1 : i100) : i100
  %k43 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k42, %k43) : (i100, i100) -> ()
  %k44 = llvm.mlir.constant(1 : i100) : i100
  %k45 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k44, %k45) : (i100, i100) -> ()
  %k46 = llvm.mlir.constant(1 : i100) : i100
  %k47 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k46, %k47) : (i100, i100) -> ()
  %k48 = llvm.mlir.constant(1 : i100) : i100
  %k49 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k48, %k49) : (i100, i100) -> ()
  %k50 = llvm.mlir.constant(1 : i100) : i100
  %k51 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k50, %k51) : (i100, i100) -> ()
  %k52 = llvm.mlir.constant(1 : i100) : i100
  %k53 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k52, %k53) : (i100, i100) -> ()
  %k54 = llvm.mlir.constant(1 : i100) : i100
  %k55 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k54, %k55) : (i100, i100) -> ()
  %k56 = llvm.mlir.constant(1 : i100) : i100
  %k57 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k56, %k57) : (i100, i100) -> ()
  %k58 = llvm.mlir.constant(1 : i100) : i100
  %k59 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k58, %k59) : (i100, i100) -> ()
  %k60 = llvm.mlir.constant(1 : i100) : i100
  %k61 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k60, %k61) : (i100, i100) -> ()
  %k62 = llvm.mlir.constant(1 : i100) : i100
  %k63 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k62, %k63) : (i100, i100) -> ()
  %k64 = llvm.mlir.constant(1 : i100) : i100
  %k65 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k64, %k65) : (i100, i100) -> ()
  %k66 = llvm.mlir.constant(1 : i100) : i100
  %k67 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k66, %k67) : (i100, i100) -> ()
  %k68 = llvm.mlir.constant(1 : i100) : i100
  %k69 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k68, %k69) : (i100, i100) -> ()
  %k70 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @mem(%k70) : (i100) -> ()
  %k71 = llvm.mlir.constant(-1 : i100) : i100
  %k72 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k71, %k72) : (i100, i100) -> ()
  %k73 = llvm.mlir.constant(-1 : i100) : i100
  %k74 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k73, %k74) : (i100, i100) -> ()
  %k75 = llvm.mlir.constant(-1 : i100) : i100
  %k76 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k75, %k76) : (i100, i100) -> ()
  %k77 = llvm.mlir.constant(-1 : i100) : i100
  %k78 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k77, %k78) : (i100, i100) -> ()
  %k79 = llvm.mlir.constant(-1 : i100) : i100
  %k80 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k79, %k80) : (i100, i100) -> ()
  %k81 = llvm.mlir.constant(-1 : i100) : i100
  %k82 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k81, %k82) : (i100, i100) -> ()
  %k83 = llvm.mlir.constant(-1 : i100) : i100
  %k84 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k83, %k84) : (i100, i100) -> ()
  %k85 = llvm.mlir.constant(-1 : i100) : i100
  %k86 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k85, %k86) : (i100, i100) -> ()
  %k87 = llvm.mlir.constant(-1 : i100) : i100
  %k88 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k87, %k88) : (i100, i100) -> ()
  %k89 = llvm.mlir.constant(-1 : i100) : i100
  %k90 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k89, %k90) : (i100, i100) -> ()
  %k91 = llvm.mlir.constant(-1 : i100) : i100
  %k92 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k91, %k92) : (i100, i100) -> ()
  %k93 = llvm.mlir.constant(-1 : i100) : i100
  %k94 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k93, %k94) : (i100, i100) -> ()
  %k95 = llvm.mlir.constant(-1 : i100) : i100
  %k96 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k95, %k96) : (i100, i100) -> ()
  %k97 = llvm.mlir.constant(-1 : i100) : i100
  %k98 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k97, %k98) : (i100, i100) -> ()
  %k99 = llvm.mlir.constant(-1 : i100) : i100
  %k100 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k99, %k100) : (i100, i100) -> ()
  %k101 = llvm.mlir.constant(-1 : i100) : i100
  %k102 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k101, %k102) : (i100, i100) -> ()
  %k103 = llvm.mlir.constant(-1 : i100) : i100
  %k104 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k103, %k104) : (i100, i100) -> ()
  %k105 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @mem(%k105) : (i100) -> ()
  %k106 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k107 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k106, %k107) : (i100, i100) -> ()
  %k108 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k109 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k108, %k109) : (i100, i100) -> ()
  %k110 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k111 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k110, %k111) : (i100, i100) -> ()
  %k112 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k113 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k112, %k113) : (i100, i100) -> ()
  %k114 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k115 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k114, %k115) : (i100, i100) -> ()
  %k116 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k117 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k116, %k117) : (i100, i100) -> ()
  %k118 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k119 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k118, %k119) : (i100, i100) -> ()
  %k120 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k121 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k120, %k121) : (i100, i100) -> ()
  %k122 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k123 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k122, %k123) : (i100, i100) -> ()
  %k124 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k125 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k124, %k125) : (i100, i100) -> ()
  %k126 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k127 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k126, %k127) : (i100, i100) -> ()
  %k128 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k129 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k128, %k129) : (i100, i100) -> ()
  %k130 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k131 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k130, %k131) : (i100, i100) -> ()
  %k132 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k133 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k132, %k133) : (i100, i100) -> ()
  %k134 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k135 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k134, %k135) : (i100, i100) -> ()
  %k136 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k137 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k136, %k137) : (i100, i100) -> ()
  %k138 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %k139 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k138, %k139) : (i100, i100) -> ()
  %k140 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @mem(%k140) : (i100) -> ()
  %k141 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k142 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k141, %k142) : (i100, i100) -> ()
  %k143 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k144 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k143, %k144) : (i100, i100) -> ()
  %k145 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k146 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k145, %k146) : (i100, i100) -> ()
  %k147 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k148 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k147, %k148) : (i100, i100) -> ()
  %k149 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k150 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k149, %k150) : (i100, i100) -> ()
  %k151 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k152 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k151, %k152) : (i100, i100) -> ()
  %k153 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k154 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k153, %k154) : (i100, i100) -> ()
  %k155 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k156 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k155, %k156) : (i100, i100) -> ()
  %k157 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k158 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k157, %k158) : (i100, i100) -> ()
  %k159 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k160 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k159, %k160) : (i100, i100) -> ()
  %k161 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k162 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k161, %k162) : (i100, i100) -> ()
  %k163 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k164 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k163, %k164) : (i100, i100) -> ()
  %k165 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k166 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k165, %k166) : (i100, i100) -> ()
  %k167 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k168 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k167, %k168) : (i100, i100) -> ()
  %k169 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k170 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k169, %k170) : (i100, i100) -> ()
  %k171 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k172 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k171, %k172) : (i100, i100) -> ()
  %k173 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %k174 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k173, %k174) : (i100, i100) -> ()
  %k175 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @mem(%k175) : (i100) -> ()
  %k176 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k177 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k176, %k177) : (i100, i100) -> ()
  %k178 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k179 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k178, %k179) : (i100, i100) -> ()
  %k180 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k181 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k180, %k181) : (i100, i100) -> ()
  %k182 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k183 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k182, %k183) : (i100, i100) -> ()
  %k184 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k185 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k184, %k185) : (i100, i100) -> ()
  %k186 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k187 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k186, %k187) : (i100, i100) -> ()
  %k188 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k189 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k188, %k189) : (i100, i100) -> ()
  %k190 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k191 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k190, %k191) : (i100, i100) -> ()
  %k192 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k193 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k192, %k193) : (i100, i100) -> ()
  %k194 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k195 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k194, %k195) : (i100, i100) -> ()
  %k196 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k197 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k196, %k197) : (i100, i100) -> ()
  %k198 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k199 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k198, %k199) : (i100, i100) -> ()
  %k200 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k201 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k200, %k201) : (i100, i100) -> ()
  %k202 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k203 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k202, %k203) : (i100, i100) -> ()
  %k204 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k205 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k204, %k205) : (i100, i100) -> ()
  %k206 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k207 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k206, %k207) : (i100, i100) -> ()
  %k208 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %k209 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k208, %k209) : (i100, i100) -> ()
  %k210 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @mem(%k210) : (i100) -> ()
  %k211 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k212 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k211, %k212) : (i100, i100) -> ()
  %k213 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k214 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k213, %k214) : (i100, i100) -> ()
  %k215 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k216 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k215, %k216) : (i100, i100) -> ()
  %k217 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k218 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k217, %k218) : (i100, i100) -> ()
  %k219 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k220 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k219, %k220) : (i100, i100) -> ()
  %k221 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k222 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k221, %k222) : (i100, i100) -> ()
  %k223 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k224 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k223, %k224) : (i100, i100) -> ()
  %k225 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k226 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k225, %k226) : (i100, i100) -> ()
  %k227 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k228 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k227, %k228) : (i100, i100) -> ()
  %k229 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k230 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k229, %k230) : (i100, i100) -> ()
  %k231 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k232 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k231, %k232) : (i100, i100) -> ()
  %k233 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k234 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k233, %k234) : (i100, i100) -> ()
  %k235 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k236 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k235, %k236) : (i100, i100) -> ()
  %k237 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k238 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k237, %k238) : (i100, i100) -> ()
  %k239 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k240 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k239, %k240) : (i100, i100) -> ()
  %k241 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k242 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k241, %k242) : (i100, i100) -> ()
  %k243 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %k244 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k243, %k244) : (i100, i100) -> ()
  %k245 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @mem(%k245) : (i100) -> ()
  %k246 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k247 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k246, %k247) : (i100, i100) -> ()
  %k248 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k249 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k248, %k249) : (i100, i100) -> ()
  %k250 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k251 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k250, %k251) : (i100, i100) -> ()
  %k252 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k253 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k252, %k253) : (i100, i100) -> ()
  %k254 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k255 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k254, %k255) : (i100, i100) -> ()
  %k256 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k257 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k256, %k257) : (i100, i100) -> ()
  %k258 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k259 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k258, %k259) : (i100, i100) -> ()
  %k260 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k261 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k260, %k261) : (i100, i100) -> ()
  %k262 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k263 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k262, %k263) : (i100, i100) -> ()
  %k264 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k265 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k264, %k265) : (i100, i100) -> ()
  %k266 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k267 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k266, %k267) : (i100, i100) -> ()
  %k268 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k269 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k268, %k269) : (i100, i100) -> ()
  %k270 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k271 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k270, %k271) : (i100, i100) -> ()
  %k272 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k273 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k272, %k273) : (i100, i100) -> ()
  %k274 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k275 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k274, %k275) : (i100, i100) -> ()
  %k276 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k277 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k276, %k277) : (i100, i100) -> ()
  %k278 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  %k279 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k278, %k279) : (i100, i100) -> ()
  %k280 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @mem(%k280) : (i100) -> ()
  %k281 = llvm.mlir.constant(5 : i100) : i100
  %k282 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k281, %k282) : (i100, i100) -> ()
  %k283 = llvm.mlir.constant(5 : i100) : i100
  %k284 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k283, %k284) : (i100, i100) -> ()
  %k285 = llvm.mlir.constant(5 : i100) : i100
  %k286 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k285, %k286) : (i100, i100) -> ()
  %k287 = llvm.mlir.constant(5 : i100) : i100
  %k288 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k287, %k288) : (i100, i100) -> ()
  %k289 = llvm.mlir.constant(5 : i100) : i100
  %k290 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k289, %k290) : (i100, i100) -> ()
  %k291 = llvm.mlir.constant(5 : i100) : i100
  %k292 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k291, %k292) : (i100, i100) -> ()
  %k293 = llvm.mlir.constant(5 : i100) : i100
  %k294 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k293, %k294) : (i100, i100) -> ()
  %k295 = llvm.mlir.constant(5 : i100) : i100
  %k296 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k295, %k296) : (i100, i100) -> ()
  %k297 = llvm.mlir.constant(5 : i100) : i100
  %k298 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k297, %k298) : (i100, i100) -> ()
  %k299 = llvm.mlir.constant(5 : i100) : i100
  %k300 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k299, %k300) : (i100, i100) -> ()
  %k301 = llvm.mlir.constant(5 : i100) : i100
  %k302 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k301, %k302) : (i100, i100) -> ()
  %k303 = llvm.mlir.constant(5 : i100) : i100
  %k304 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k303, %k304) : (i100, i100) -> ()
  %k305 = llvm.mlir.constant(5 : i100) : i100
  %k306 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k305, %k306) : (i100, i100) -> ()
  %k307 = llvm.mlir.constant(5 : i100) : i100
  %k308 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k307, %k308) : (i100, i100) -> ()
  %k309 = llvm.mlir.constant(5 : i100) : i100
  %k310 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k309, %k310) : (i100, i100) -> ()
  %k311 = llvm.mlir.constant(5 : i100) : i100
  %k312 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k311, %k312) : (i100, i100) -> ()
  %k313 = llvm.mlir.constant(5 : i100) : i100
  %k314 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k313, %k314) : (i100, i100) -> ()
  %k315 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @mem(%k315) : (i100) -> ()
  %k316 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k317 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @bin(%k316, %k317) : (i100, i100) -> ()
  %k318 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k319 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @bin(%k318, %k319) : (i100, i100) -> ()
  %k320 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k321 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @bin(%k320, %k321) : (i100, i100) -> ()
  %k322 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k323 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @bin(%k322, %k323) : (i100, i100) -> ()
  %k324 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k325 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @bin(%k324, %k325) : (i100, i100) -> ()
  %k326 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k327 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @bin(%k326, %k327) : (i100, i100) -> ()
  %k328 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k329 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @bin(%k328, %k329) : (i100, i100) -> ()
  %k330 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k331 = llvm.mlir.constant(597204282772794319597322121744 : i100) : i100
  llvm.call @bin(%k330, %k331) : (i100, i100) -> ()
  %k332 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k333 = llvm.mlir.constant(5 : i100) : i100
  llvm.call @bin(%k332, %k333) : (i100, i100) -> ()
  %k334 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k335 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @bin(%k334, %k335) : (i100, i100) -> ()
  %k336 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k337 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @sh(%k336, %k337) : (i100, i100) -> ()
  %k338 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k339 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @sh(%k338, %k339) : (i100, i100) -> ()
  %k340 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k341 = llvm.mlir.constant(63 : i100) : i100
  llvm.call @sh(%k340, %k341) : (i100, i100) -> ()
  %k342 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k343 = llvm.mlir.constant(64 : i100) : i100
  llvm.call @sh(%k342, %k343) : (i100, i100) -> ()
  %k344 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k345 = llvm.mlir.constant(65 : i100) : i100
  llvm.call @sh(%k344, %k345) : (i100, i100) -> ()
  %k346 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k347 = llvm.mlir.constant(99 : i100) : i100
  llvm.call @sh(%k346, %k347) : (i100, i100) -> ()
  %k348 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  %k349 = llvm.mlir.constant(37 : i100) : i100
  llvm.call @sh(%k348, %k349) : (i100, i100) -> ()
  %k350 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @mem(%k350) : (i100) -> ()
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
