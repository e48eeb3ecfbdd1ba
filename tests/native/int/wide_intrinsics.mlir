llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @pw128(%v: i128) {
  %lo = llvm.trunc %v : i128 to i64
  %c64 = llvm.mlir.constant(64 : i128) : i128
  %h = llvm.lshr %v, %c64 : i128
  %hi = llvm.trunc %h : i128 to i64
  llvm.call @printU64(%hi) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printU64(%lo) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @t128(%a: i128) {
  %rctpop = "llvm.intr.ctpop"(%a) : (i128) -> i128
  llvm.call @pw128(%rctpop) : (i128) -> ()
  %rctlz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i128) -> i128
  llvm.call @pw128(%rctlz) : (i128) -> ()
  %rcttz = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i128) -> i128
  llvm.call @pw128(%rcttz) : (i128) -> ()
  %rbitreverse = "llvm.intr.bitreverse"(%a) : (i128) -> i128
  llvm.call @pw128(%rbitreverse) : (i128) -> ()
  %rabs = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i128) -> i128
  llvm.call @pw128(%rabs) : (i128) -> ()
  %rbswap = "llvm.intr.bswap"(%a) : (i128) -> i128
  llvm.call @pw128(%rbswap) : (i128) -> ()
  llvm.return
}
llvm.func @pw96(%v: i96) {
  %lo = llvm.trunc %v : i96 to i64
  %c64 = llvm.mlir.constant(64 : i96) : i96
  %h = llvm.lshr %v, %c64 : i96
  %hi = llvm.trunc %h : i96 to i64
  llvm.call @printU64(%hi) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printU64(%lo) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @t96(%a: i96) {
  %rctpop = "llvm.intr.ctpop"(%a) : (i96) -> i96
  llvm.call @pw96(%rctpop) : (i96) -> ()
  %rctlz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i96) -> i96
  llvm.call @pw96(%rctlz) : (i96) -> ()
  %rcttz = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i96) -> i96
  llvm.call @pw96(%rcttz) : (i96) -> ()
  %rbitreverse = "llvm.intr.bitreverse"(%a) : (i96) -> i96
  llvm.call @pw96(%rbitreverse) : (i96) -> ()
  %rabs = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i96) -> i96
  llvm.call @pw96(%rabs) : (i96) -> ()
  %rbswap = "llvm.intr.bswap"(%a) : (i96) -> i96
  llvm.call @pw96(%rbswap) : (i96) -> ()
  llvm.return
}
llvm.func @pw80(%v: i80) {
  %lo = llvm.trunc %v : i80 to i64
  %c64 = llvm.mlir.constant(64 : i80) : i80
  %h = llvm.lshr %v, %c64 : i80
  %hi = llvm.trunc %h : i80 to i64
  llvm.call @printU64(%hi) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printU64(%lo) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @t80(%a: i80) {
  %rctpop = "llvm.intr.ctpop"(%a) : (i80) -> i80
  llvm.call @pw80(%rctpop) : (i80) -> ()
  %rctlz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i80) -> i80
  llvm.call @pw80(%rctlz) : (i80) -> ()
  %rcttz = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i80) -> i80
  llvm.call @pw80(%rcttz) : (i80) -> ()
  %rbitreverse = "llvm.intr.bitreverse"(%a) : (i80) -> i80
  llvm.call @pw80(%rbitreverse) : (i80) -> ()
  %rabs = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i80) -> i80
  llvm.call @pw80(%rabs) : (i80) -> ()
  %rbswap = "llvm.intr.bswap"(%a) : (i80) -> i80
  llvm.call @pw80(%rbswap) : (i80) -> ()
  llvm.return
}
llvm.func @pw100(%v: i100) {
  %lo = llvm.trunc %v : i100 to i64
  %c64 = llvm.mlir.constant(64 : i100) : i100
  %h = llvm.lshr %v, %c64 : i100
  %hi = llvm.trunc %h : i100 to i64
  llvm.call @printU64(%hi) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printU64(%lo) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @t100(%a: i100) {
  %rctpop = "llvm.intr.ctpop"(%a) : (i100) -> i100
  llvm.call @pw100(%rctpop) : (i100) -> ()
  %rctlz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i100) -> i100
  llvm.call @pw100(%rctlz) : (i100) -> ()
  %rcttz = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i100) -> i100
  llvm.call @pw100(%rcttz) : (i100) -> ()
  %rbitreverse = "llvm.intr.bitreverse"(%a) : (i100) -> i100
  llvm.call @pw100(%rbitreverse) : (i100) -> ()
  %rabs = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i100) -> i100
  llvm.call @pw100(%rabs) : (i100) -> ()
  llvm.return
}
llvm.func @pw65(%v: i65) {
  %lo = llvm.trunc %v : i65 to i64
  %c64 = llvm.mlir.constant(64 : i65) : i65
  %h = llvm.lshr %v, %c64 : i65
  %hi = llvm.trunc %h : i65 to i64
  llvm.call @printU64(%hi) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printU64(%lo) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @t65(%a: i65) {
  %rctpop = "llvm.intr.ctpop"(%a) : (i65) -> i65
  llvm.call @pw65(%rctpop) : (i65) -> ()
  %rctlz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i65) -> i65
  llvm.call @pw65(%rctlz) : (i65) -> ()
  %rcttz = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i65) -> i65
  llvm.call @pw65(%rcttz) : (i65) -> ()
  %rbitreverse = "llvm.intr.bitreverse"(%a) : (i65) -> i65
  llvm.call @pw65(%rbitreverse) : (i65) -> ()
  %rabs = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i65) -> i65
  llvm.call @pw65(%rabs) : (i65) -> ()
  llvm.return
}
llvm.func @pw127(%v: i127) {
  %lo = llvm.trunc %v : i127 to i64
  %c64 = llvm.mlir.constant(64 : i127) : i127
  %h = llvm.lshr %v, %c64 : i127
  %hi = llvm.trunc %h : i127 to i64
  llvm.call @printU64(%hi) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printU64(%lo) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @t127(%a: i127) {
  %rctpop = "llvm.intr.ctpop"(%a) : (i127) -> i127
  llvm.call @pw127(%rctpop) : (i127) -> ()
  %rctlz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i127) -> i127
  llvm.call @pw127(%rctlz) : (i127) -> ()
  %rcttz = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i127) -> i127
  llvm.call @pw127(%rcttz) : (i127) -> ()
  %rbitreverse = "llvm.intr.bitreverse"(%a) : (i127) -> i127
  llvm.call @pw127(%rbitreverse) : (i127) -> ()
  %rabs = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i127) -> i127
  llvm.call @pw127(%rabs) : (i127) -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %k1 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%k1) : (i128) -> ()
  %k2 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%k2) : (i128) -> ()
  %k3 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%k3) : (i128) -> ()
  %k4 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%k4) : (i128) -> ()
  %k5 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%k5) : (i128) -> ()
  %k6 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%k6) : (i128) -> ()
  %k7 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%k7) : (i128) -> ()
  %k8 = llvm.mlir.constant(9223372036854775808 : i128) : i128
  llvm.call @t128(%k8) : (i128) -> ()
  %k9 = llvm.mlir.constant(283341988972178712821760 : i128) : i128
  llvm.call @t128(%k9) : (i128) -> ()
  %k10 = llvm.mlir.constant(122003312826609799601279071269261048901 : i128) : i128
  llvm.call @t128(%k10) : (i128) -> ()
  %k11 = llvm.mlir.constant(-53931024670537405285773423506099155401 : i128) : i128
  llvm.call @t128(%k11) : (i128) -> ()
  %k12 = llvm.mlir.constant(-159919150251856717159370224507846787543 : i128) : i128
  llvm.call @t128(%k12) : (i128) -> ()
  %k13 = llvm.mlir.constant(28627818152838174647 : i128) : i128
  llvm.call @t128(%k13) : (i128) -> ()
  %k14 = llvm.mlir.constant(198832675896681392396575183754 : i128) : i128
  llvm.call @t128(%k14) : (i128) -> ()
  %k15 = llvm.mlir.constant(529511124 : i128) : i128
  llvm.call @t128(%k15) : (i128) -> ()
  %k16 = llvm.mlir.constant(0 : i96) : i96
  llvm.call @t96(%k16) : (i96) -> ()
  %k17 = llvm.mlir.constant(1 : i96) : i96
  llvm.call @t96(%k17) : (i96) -> ()
  %k18 = llvm.mlir.constant(-1 : i96) : i96
  llvm.call @t96(%k18) : (i96) -> ()
  %k19 = llvm.mlir.constant(-39614081257132168796771975168 : i96) : i96
  llvm.call @t96(%k19) : (i96) -> ()
  %k20 = llvm.mlir.constant(39614081257132168796771975167 : i96) : i96
  llvm.call @t96(%k20) : (i96) -> ()
  %k21 = llvm.mlir.constant(18446744073709551616 : i96) : i96
  llvm.call @t96(%k21) : (i96) -> ()
  %k22 = llvm.mlir.constant(18446744073709551615 : i96) : i96
  llvm.call @t96(%k22) : (i96) -> ()
  %k23 = llvm.mlir.constant(9223372036854775808 : i96) : i96
  llvm.call @t96(%k23) : (i96) -> ()
  %k24 = llvm.mlir.constant(283341988972178712821760 : i96) : i96
  llvm.call @t96(%k24) : (i96) -> ()
  %k25 = llvm.mlir.constant(-33755856856530899690312177304 : i96) : i96
  llvm.call @t96(%k25) : (i96) -> ()
  %k26 = llvm.mlir.constant(-21297820301173063881933446311 : i96) : i96
  llvm.call @t96(%k26) : (i96) -> ()
  %k27 = llvm.mlir.constant(22142874749205498955891972770 : i96) : i96
  llvm.call @t96(%k27) : (i96) -> ()
  %k28 = llvm.mlir.constant(122084014355786 : i96) : i96
  llvm.call @t96(%k28) : (i96) -> ()
  %k29 = llvm.mlir.constant(123352523009252941358198249 : i96) : i96
  llvm.call @t96(%k29) : (i96) -> ()
  %k30 = llvm.mlir.constant(678896225182 : i96) : i96
  llvm.call @t96(%k30) : (i96) -> ()
  %k31 = llvm.mlir.constant(0 : i80) : i80
  llvm.call @t80(%k31) : (i80) -> ()
  %k32 = llvm.mlir.constant(1 : i80) : i80
  llvm.call @t80(%k32) : (i80) -> ()
  %k33 = llvm.mlir.constant(-1 : i80) : i80
  llvm.call @t80(%k33) : (i80) -> ()
  %k34 = llvm.mlir.constant(-604462909807314587353088 : i80) : i80
  llvm.call @t80(%k34) : (i80) -> ()
  %k35 = llvm.mlir.constant(604462909807314587353087 : i80) : i80
  llvm.call @t80(%k35) : (i80) -> ()
  %k36 = llvm.mlir.constant(18446744073709551616 : i80) : i80
  llvm.call @t80(%k36) : (i80) -> ()
  %k37 = llvm.mlir.constant(18446744073709551615 : i80) : i80
  llvm.call @t80(%k37) : (i80) -> ()
  %k38 = llvm.mlir.constant(9223372036854775808 : i80) : i80
  llvm.call @t80(%k38) : (i80) -> ()
  %k39 = llvm.mlir.constant(283341988972178712821760 : i80) : i80
  llvm.call @t80(%k39) : (i80) -> ()
  %k40 = llvm.mlir.constant(2142261725847515782246 : i80) : i80
  llvm.call @t80(%k40) : (i80) -> ()
  %k41 = llvm.mlir.constant(6435541518007864596665 : i80) : i80
  llvm.call @t80(%k41) : (i80) -> ()
  %k42 = llvm.mlir.constant(260500743349927891889915 : i80) : i80
  llvm.call @t80(%k42) : (i80) -> ()
  %k43 = llvm.mlir.constant(95613376525877166 : i80) : i80
  llvm.call @t80(%k43) : (i80) -> ()
  %k44 = llvm.mlir.constant(34640836020559141 : i80) : i80
  llvm.call @t80(%k44) : (i80) -> ()
  %k45 = llvm.mlir.constant(12210867208004514 : i80) : i80
  llvm.call @t80(%k45) : (i80) -> ()
  %k46 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%k46) : (i100) -> ()
  %k47 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%k47) : (i100) -> ()
  %k48 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%k48) : (i100) -> ()
  %k49 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%k49) : (i100) -> ()
  %k50 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%k50) : (i100) -> ()
  %k51 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%k51) : (i100) -> ()
  %k52 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%k52) : (i100) -> ()
  %k53 = llvm.mlir.constant(9223372036854775808 : i100) : i100
  llvm.call @t100(%k53) : (i100) -> ()
  %k54 = llvm.mlir.constant(283341988972178712821760 : i100) : i100
  llvm.call @t100(%k54) : (i100) -> ()
  %k55 = llvm.mlir.constant(-319403839071176939042840127891 : i100) : i100
  llvm.call @t100(%k55) : (i100) -> ()
  %k56 = llvm.mlir.constant(-81993511428660466205148665285 : i100) : i100
  llvm.call @t100(%k56) : (i100) -> ()
  %k57 = llvm.mlir.constant(397849780855094934596858081111 : i100) : i100
  llvm.call @t100(%k57) : (i100) -> ()
  %k58 = llvm.mlir.constant(27077907919008566336 : i100) : i100
  llvm.call @t100(%k58) : (i100) -> ()
  %k59 = llvm.mlir.constant(6973742 : i100) : i100
  llvm.call @t100(%k59) : (i100) -> ()
  %k60 = llvm.mlir.constant(678 : i100) : i100
  llvm.call @t100(%k60) : (i100) -> ()
  %k61 = llvm.mlir.constant(0 : i65) : i65
  llvm.call @t65(%k61) : (i65) -> ()
  %k62 = llvm.mlir.constant(1 : i65) : i65
  llvm.call @t65(%k62) : (i65) -> ()
  %k63 = llvm.mlir.constant(-1 : i65) : i65
  llvm.call @t65(%k63) : (i65) -> ()
  %k64 = llvm.mlir.constant(-18446744073709551616 : i65) : i65
  llvm.call @t65(%k64) : (i65) -> ()
  %k65 = llvm.mlir.constant(18446744073709551615 : i65) : i65
  llvm.call @t65(%k65) : (i65) -> ()
  %k66 = llvm.mlir.constant(-18446744073709551616 : i65) : i65
  llvm.call @t65(%k66) : (i65) -> ()
  %k67 = llvm.mlir.constant(18446744073709551615 : i65) : i65
  llvm.call @t65(%k67) : (i65) -> ()
  %k68 = llvm.mlir.constant(9223372036854775808 : i65) : i65
  llvm.call @t65(%k68) : (i65) -> ()
  %k69 = llvm.mlir.constant(0 : i65) : i65
  llvm.call @t65(%k69) : (i65) -> ()
  %k70 = llvm.mlir.constant(1217899233055631545 : i65) : i65
  llvm.call @t65(%k70) : (i65) -> ()
  %k71 = llvm.mlir.constant(15098993513850228331 : i65) : i65
  llvm.call @t65(%k71) : (i65) -> ()
  %k72 = llvm.mlir.constant(12846677991095410117 : i65) : i65
  llvm.call @t65(%k72) : (i65) -> ()
  %k73 = llvm.mlir.constant(2116420861117 : i65) : i65
  llvm.call @t65(%k73) : (i65) -> ()
  %k74 = llvm.mlir.constant(5793116208188745532 : i65) : i65
  llvm.call @t65(%k74) : (i65) -> ()
  %k75 = llvm.mlir.constant(6142 : i65) : i65
  llvm.call @t65(%k75) : (i65) -> ()
  %k76 = llvm.mlir.constant(0 : i127) : i127
  llvm.call @t127(%k76) : (i127) -> ()
  %k77 = llvm.mlir.constant(1 : i127) : i127
  llvm.call @t127(%k77) : (i127) -> ()
  %k78 = llvm.mlir.constant(-1 : i127) : i127
  llvm.call @t127(%k78) : (i127) -> ()
  %k79 = llvm.mlir.constant(-85070591730234615865843651857942052864 : i127) : i127
  llvm.call @t127(%k79) : (i127) -> ()
  %k80 = llvm.mlir.constant(85070591730234615865843651857942052863 : i127) : i127
  llvm.call @t127(%k80) : (i127) -> ()
  %k81 = llvm.mlir.constant(18446744073709551616 : i127) : i127
  llvm.call @t127(%k81) : (i127) -> ()
  %k82 = llvm.mlir.constant(18446744073709551615 : i127) : i127
  llvm.call @t127(%k82) : (i127) -> ()
  %k83 = llvm.mlir.constant(9223372036854775808 : i127) : i127
  llvm.call @t127(%k83) : (i127) -> ()
  %k84 = llvm.mlir.constant(283341988972178712821760 : i127) : i127
  llvm.call @t127(%k84) : (i127) -> ()
  %k85 = llvm.mlir.constant(71259761926577405002018868380575994600 : i127) : i127
  llvm.call @t127(%k85) : (i127) -> ()
  %k86 = llvm.mlir.constant(-27012618698441477149362071180413090807 : i127) : i127
  llvm.call @t127(%k86) : (i127) -> ()
  %k87 = llvm.mlir.constant(-49722355186419496324937653787967687147 : i127) : i127
  llvm.call @t127(%k87) : (i127) -> ()
  %k88 = llvm.mlir.constant(4839354933238163867673409360791 : i127) : i127
  llvm.call @t127(%k88) : (i127) -> ()
  %k89 = llvm.mlir.constant(7798514 : i127) : i127
  llvm.call @t127(%k89) : (i127) -> ()
  %k90 = llvm.mlir.constant(2478278663235182935650968 : i127) : i127
  llvm.call @t127(%k90) : (i127) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
