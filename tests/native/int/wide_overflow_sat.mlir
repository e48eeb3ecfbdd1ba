llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @pw(%v: i128) {
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
llvm.func @t(%a: i128, %b: i128) {
  %ssadd = "llvm.intr.sadd.with.overflow"(%a, %b) : (i128, i128) -> !llvm.struct<(i128, i1)>
  %vsadd = llvm.extractvalue %ssadd[0] : !llvm.struct<(i128, i1)>
  %fsadd = llvm.extractvalue %ssadd[1] : !llvm.struct<(i128, i1)>
  llvm.call @pw(%vsadd) : (i128) -> ()
  %fzsadd = llvm.zext %fsadd : i1 to i64
  llvm.call @printU64(%fzsadd) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %rsadd = "llvm.intr.sadd.sat"(%a, %b) : (i128, i128) -> i128
  llvm.call @pw(%rsadd) : (i128) -> ()
  %suadd = "llvm.intr.uadd.with.overflow"(%a, %b) : (i128, i128) -> !llvm.struct<(i128, i1)>
  %vuadd = llvm.extractvalue %suadd[0] : !llvm.struct<(i128, i1)>
  %fuadd = llvm.extractvalue %suadd[1] : !llvm.struct<(i128, i1)>
  llvm.call @pw(%vuadd) : (i128) -> ()
  %fzuadd = llvm.zext %fuadd : i1 to i64
  llvm.call @printU64(%fzuadd) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %ruadd = "llvm.intr.uadd.sat"(%a, %b) : (i128, i128) -> i128
  llvm.call @pw(%ruadd) : (i128) -> ()
  %sssub = "llvm.intr.ssub.with.overflow"(%a, %b) : (i128, i128) -> !llvm.struct<(i128, i1)>
  %vssub = llvm.extractvalue %sssub[0] : !llvm.struct<(i128, i1)>
  %fssub = llvm.extractvalue %sssub[1] : !llvm.struct<(i128, i1)>
  llvm.call @pw(%vssub) : (i128) -> ()
  %fzssub = llvm.zext %fssub : i1 to i64
  llvm.call @printU64(%fzssub) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %rssub = "llvm.intr.ssub.sat"(%a, %b) : (i128, i128) -> i128
  llvm.call @pw(%rssub) : (i128) -> ()
  %susub = "llvm.intr.usub.with.overflow"(%a, %b) : (i128, i128) -> !llvm.struct<(i128, i1)>
  %vusub = llvm.extractvalue %susub[0] : !llvm.struct<(i128, i1)>
  %fusub = llvm.extractvalue %susub[1] : !llvm.struct<(i128, i1)>
  llvm.call @pw(%vusub) : (i128) -> ()
  %fzusub = llvm.zext %fusub : i1 to i64
  llvm.call @printU64(%fzusub) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %rusub = "llvm.intr.usub.sat"(%a, %b) : (i128, i128) -> i128
  llvm.call @pw(%rusub) : (i128) -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %a1 = llvm.mlir.constant(0 : i128) : i128
  %b1 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a1, %b1) : (i128, i128) -> ()
  %a2 = llvm.mlir.constant(0 : i128) : i128
  %b2 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a2, %b2) : (i128, i128) -> ()
  %a3 = llvm.mlir.constant(0 : i128) : i128
  %b3 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a3, %b3) : (i128, i128) -> ()
  %a4 = llvm.mlir.constant(0 : i128) : i128
  %b4 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a4, %b4) : (i128, i128) -> ()
  %a5 = llvm.mlir.constant(0 : i128) : i128
  %b5 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a5, %b5) : (i128, i128) -> ()
  %a6 = llvm.mlir.constant(0 : i128) : i128
  %b6 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a6, %b6) : (i128, i128) -> ()
  %a7 = llvm.mlir.constant(0 : i128) : i128
  %b7 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a7, %b7) : (i128, i128) -> ()
  %a8 = llvm.mlir.constant(0 : i128) : i128
  %b8 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a8, %b8) : (i128, i128) -> ()
  %a9 = llvm.mlir.constant(0 : i128) : i128
  %b9 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a9, %b9) : (i128, i128) -> ()
  %a10 = llvm.mlir.constant(1 : i128) : i128
  %b10 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a10, %b10) : (i128, i128) -> ()
  %a11 = llvm.mlir.constant(1 : i128) : i128
  %b11 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a11, %b11) : (i128, i128) -> ()
  %a12 = llvm.mlir.constant(1 : i128) : i128
  %b12 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a12, %b12) : (i128, i128) -> ()
  %a13 = llvm.mlir.constant(1 : i128) : i128
  %b13 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a13, %b13) : (i128, i128) -> ()
  %a14 = llvm.mlir.constant(1 : i128) : i128
  %b14 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a14, %b14) : (i128, i128) -> ()
  %a15 = llvm.mlir.constant(1 : i128) : i128
  %b15 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a15, %b15) : (i128, i128) -> ()
  %a16 = llvm.mlir.constant(1 : i128) : i128
  %b16 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a16, %b16) : (i128, i128) -> ()
  %a17 = llvm.mlir.constant(1 : i128) : i128
  %b17 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a17, %b17) : (i128, i128) -> ()
  %a18 = llvm.mlir.constant(1 : i128) : i128
  %b18 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a18, %b18) : (i128, i128) -> ()
  %a19 = llvm.mlir.constant(-1 : i128) : i128
  %b19 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a19, %b19) : (i128, i128) -> ()
  %a20 = llvm.mlir.constant(-1 : i128) : i128
  %b20 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a20, %b20) : (i128, i128) -> ()
  %a21 = llvm.mlir.constant(-1 : i128) : i128
  %b21 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a21, %b21) : (i128, i128) -> ()
  %a22 = llvm.mlir.constant(-1 : i128) : i128
  %b22 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a22, %b22) : (i128, i128) -> ()
  %a23 = llvm.mlir.constant(-1 : i128) : i128
  %b23 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a23, %b23) : (i128, i128) -> ()
  %a24 = llvm.mlir.constant(-1 : i128) : i128
  %b24 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a24, %b24) : (i128, i128) -> ()
  %a25 = llvm.mlir.constant(-1 : i128) : i128
  %b25 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a25, %b25) : (i128, i128) -> ()
  %a26 = llvm.mlir.constant(-1 : i128) : i128
  %b26 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a26, %b26) : (i128, i128) -> ()
  %a27 = llvm.mlir.constant(-1 : i128) : i128
  %b27 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a27, %b27) : (i128, i128) -> ()
  %a28 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b28 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a28, %b28) : (i128, i128) -> ()
  %a29 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b29 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a29, %b29) : (i128, i128) -> ()
  %a30 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b30 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a30, %b30) : (i128, i128) -> ()
  %a31 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b31 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a31, %b31) : (i128, i128) -> ()
  %a32 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b32 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a32, %b32) : (i128, i128) -> ()
  %a33 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b33 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a33, %b33) : (i128, i128) -> ()
  %a34 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b34 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a34, %b34) : (i128, i128) -> ()
  %a35 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b35 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a35, %b35) : (i128, i128) -> ()
  %a36 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b36 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a36, %b36) : (i128, i128) -> ()
  %a37 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b37 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a37, %b37) : (i128, i128) -> ()
  %a38 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b38 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a38, %b38) : (i128, i128) -> ()
  %a39 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b39 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a39, %b39) : (i128, i128) -> ()
  %a40 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b40 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a40, %b40) : (i128, i128) -> ()
  %a41 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b41 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a41, %b41) : (i128, i128) -> ()
  %a42 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b42 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a42, %b42) : (i128, i128) -> ()
  %a43 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b43 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a43, %b43) : (i128, i128) -> ()
  %a44 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b44 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a44, %b44) : (i128, i128) -> ()
  %a45 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b45 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a45, %b45) : (i128, i128) -> ()
  %a46 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b46 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a46, %b46) : (i128, i128) -> ()
  %a47 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b47 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a47, %b47) : (i128, i128) -> ()
  %a48 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b48 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a48, %b48) : (i128, i128) -> ()
  %a49 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b49 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a49, %b49) : (i128, i128) -> ()
  %a50 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b50 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a50, %b50) : (i128, i128) -> ()
  %a51 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b51 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a51, %b51) : (i128, i128) -> ()
  %a52 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b52 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a52, %b52) : (i128, i128) -> ()
  %a53 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b53 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a53, %b53) : (i128, i128) -> ()
  %a54 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b54 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a54, %b54) : (i128, i128) -> ()
  %a55 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b55 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a55, %b55) : (i128, i128) -> ()
  %a56 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b56 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a56, %b56) : (i128, i128) -> ()
  %a57 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b57 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a57, %b57) : (i128, i128) -> ()
  %a58 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b58 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a58, %b58) : (i128, i128) -> ()
  %a59 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b59 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a59, %b59) : (i128, i128) -> ()
  %a60 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b60 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a60, %b60) : (i128, i128) -> ()
  %a61 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b61 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a61, %b61) : (i128, i128) -> ()
  %a62 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b62 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a62, %b62) : (i128, i128) -> ()
  %a63 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b63 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a63, %b63) : (i128, i128) -> ()
  %a64 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b64 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a64, %b64) : (i128, i128) -> ()
  %a65 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b65 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a65, %b65) : (i128, i128) -> ()
  %a66 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b66 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a66, %b66) : (i128, i128) -> ()
  %a67 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b67 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a67, %b67) : (i128, i128) -> ()
  %a68 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b68 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a68, %b68) : (i128, i128) -> ()
  %a69 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b69 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a69, %b69) : (i128, i128) -> ()
  %a70 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b70 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a70, %b70) : (i128, i128) -> ()
  %a71 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b71 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a71, %b71) : (i128, i128) -> ()
  %a72 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  %b72 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a72, %b72) : (i128, i128) -> ()
  %a73 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b73 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t(%a73, %b73) : (i128, i128) -> ()
  %a74 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b74 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t(%a74, %b74) : (i128, i128) -> ()
  %a75 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b75 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t(%a75, %b75) : (i128, i128) -> ()
  %a76 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b76 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t(%a76, %b76) : (i128, i128) -> ()
  %a77 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b77 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t(%a77, %b77) : (i128, i128) -> ()
  %a78 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b78 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t(%a78, %b78) : (i128, i128) -> ()
  %a79 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b79 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t(%a79, %b79) : (i128, i128) -> ()
  %a80 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b80 = llvm.mlir.constant(-94864971360300640706074923625274825257 : i128) : i128
  llvm.call @t(%a80, %b80) : (i128, i128) -> ()
  %a81 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  %b81 = llvm.mlir.constant(30659525699793235590163067658161099433 : i128) : i128
  llvm.call @t(%a81, %b81) : (i128, i128) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
