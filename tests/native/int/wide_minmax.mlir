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
llvm.func @t128(%a: i128, %b: i128) {
  %rsmax = "llvm.intr.smax"(%a, %b) : (i128, i128) -> i128
  llvm.call @pw128(%rsmax) : (i128) -> ()
  %rsmin = "llvm.intr.smin"(%a, %b) : (i128, i128) -> i128
  llvm.call @pw128(%rsmin) : (i128) -> ()
  %rumax = "llvm.intr.umax"(%a, %b) : (i128, i128) -> i128
  llvm.call @pw128(%rumax) : (i128) -> ()
  %rumin = "llvm.intr.umin"(%a, %b) : (i128, i128) -> i128
  llvm.call @pw128(%rumin) : (i128) -> ()
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
llvm.func @t100(%a: i100, %b: i100) {
  %rsmax = "llvm.intr.smax"(%a, %b) : (i100, i100) -> i100
  llvm.call @pw100(%rsmax) : (i100) -> ()
  %rsmin = "llvm.intr.smin"(%a, %b) : (i100, i100) -> i100
  llvm.call @pw100(%rsmin) : (i100) -> ()
  %rumax = "llvm.intr.umax"(%a, %b) : (i100, i100) -> i100
  llvm.call @pw100(%rumax) : (i100) -> ()
  %rumin = "llvm.intr.umin"(%a, %b) : (i100, i100) -> i100
  llvm.call @pw100(%rumin) : (i100) -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %a1 = llvm.mlir.constant(0 : i128) : i128
  %b1 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%a1, %b1) : (i128, i128) -> ()
  %a2 = llvm.mlir.constant(0 : i128) : i128
  %b2 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%a2, %b2) : (i128, i128) -> ()
  %a3 = llvm.mlir.constant(0 : i128) : i128
  %b3 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%a3, %b3) : (i128, i128) -> ()
  %a4 = llvm.mlir.constant(0 : i128) : i128
  %b4 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%a4, %b4) : (i128, i128) -> ()
  %a5 = llvm.mlir.constant(0 : i128) : i128
  %b5 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%a5, %b5) : (i128, i128) -> ()
  %a6 = llvm.mlir.constant(0 : i128) : i128
  %b6 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%a6, %b6) : (i128, i128) -> ()
  %a7 = llvm.mlir.constant(0 : i128) : i128
  %b7 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%a7, %b7) : (i128, i128) -> ()
  %a8 = llvm.mlir.constant(0 : i128) : i128
  %b8 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  llvm.call @t128(%a8, %b8) : (i128, i128) -> ()
  %a9 = llvm.mlir.constant(1 : i128) : i128
  %b9 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%a9, %b9) : (i128, i128) -> ()
  %a10 = llvm.mlir.constant(1 : i128) : i128
  %b10 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%a10, %b10) : (i128, i128) -> ()
  %a11 = llvm.mlir.constant(1 : i128) : i128
  %b11 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%a11, %b11) : (i128, i128) -> ()
  %a12 = llvm.mlir.constant(1 : i128) : i128
  %b12 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%a12, %b12) : (i128, i128) -> ()
  %a13 = llvm.mlir.constant(1 : i128) : i128
  %b13 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%a13, %b13) : (i128, i128) -> ()
  %a14 = llvm.mlir.constant(1 : i128) : i128
  %b14 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%a14, %b14) : (i128, i128) -> ()
  %a15 = llvm.mlir.constant(1 : i128) : i128
  %b15 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%a15, %b15) : (i128, i128) -> ()
  %a16 = llvm.mlir.constant(1 : i128) : i128
  %b16 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  llvm.call @t128(%a16, %b16) : (i128, i128) -> ()
  %a17 = llvm.mlir.constant(-1 : i128) : i128
  %b17 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%a17, %b17) : (i128, i128) -> ()
  %a18 = llvm.mlir.constant(-1 : i128) : i128
  %b18 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%a18, %b18) : (i128, i128) -> ()
  %a19 = llvm.mlir.constant(-1 : i128) : i128
  %b19 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%a19, %b19) : (i128, i128) -> ()
  %a20 = llvm.mlir.constant(-1 : i128) : i128
  %b20 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%a20, %b20) : (i128, i128) -> ()
  %a21 = llvm.mlir.constant(-1 : i128) : i128
  %b21 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%a21, %b21) : (i128, i128) -> ()
  %a22 = llvm.mlir.constant(-1 : i128) : i128
  %b22 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%a22, %b22) : (i128, i128) -> ()
  %a23 = llvm.mlir.constant(-1 : i128) : i128
  %b23 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%a23, %b23) : (i128, i128) -> ()
  %a24 = llvm.mlir.constant(-1 : i128) : i128
  %b24 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  llvm.call @t128(%a24, %b24) : (i128, i128) -> ()
  %a25 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b25 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%a25, %b25) : (i128, i128) -> ()
  %a26 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b26 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%a26, %b26) : (i128, i128) -> ()
  %a27 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b27 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%a27, %b27) : (i128, i128) -> ()
  %a28 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b28 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%a28, %b28) : (i128, i128) -> ()
  %a29 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b29 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%a29, %b29) : (i128, i128) -> ()
  %a30 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b30 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%a30, %b30) : (i128, i128) -> ()
  %a31 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b31 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%a31, %b31) : (i128, i128) -> ()
  %a32 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  %b32 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  llvm.call @t128(%a32, %b32) : (i128, i128) -> ()
  %a33 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b33 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%a33, %b33) : (i128, i128) -> ()
  %a34 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b34 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%a34, %b34) : (i128, i128) -> ()
  %a35 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b35 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%a35, %b35) : (i128, i128) -> ()
  %a36 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b36 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%a36, %b36) : (i128, i128) -> ()
  %a37 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b37 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%a37, %b37) : (i128, i128) -> ()
  %a38 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b38 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%a38, %b38) : (i128, i128) -> ()
  %a39 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b39 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%a39, %b39) : (i128, i128) -> ()
  %a40 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  %b40 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  llvm.call @t128(%a40, %b40) : (i128, i128) -> ()
  %a41 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b41 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%a41, %b41) : (i128, i128) -> ()
  %a42 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b42 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%a42, %b42) : (i128, i128) -> ()
  %a43 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b43 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%a43, %b43) : (i128, i128) -> ()
  %a44 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b44 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%a44, %b44) : (i128, i128) -> ()
  %a45 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b45 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%a45, %b45) : (i128, i128) -> ()
  %a46 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b46 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%a46, %b46) : (i128, i128) -> ()
  %a47 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b47 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%a47, %b47) : (i128, i128) -> ()
  %a48 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %b48 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  llvm.call @t128(%a48, %b48) : (i128, i128) -> ()
  %a49 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b49 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%a49, %b49) : (i128, i128) -> ()
  %a50 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b50 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%a50, %b50) : (i128, i128) -> ()
  %a51 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b51 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%a51, %b51) : (i128, i128) -> ()
  %a52 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b52 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%a52, %b52) : (i128, i128) -> ()
  %a53 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b53 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%a53, %b53) : (i128, i128) -> ()
  %a54 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b54 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%a54, %b54) : (i128, i128) -> ()
  %a55 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b55 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%a55, %b55) : (i128, i128) -> ()
  %a56 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  %b56 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  llvm.call @t128(%a56, %b56) : (i128, i128) -> ()
  %a57 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  %b57 = llvm.mlir.constant(0 : i128) : i128
  llvm.call @t128(%a57, %b57) : (i128, i128) -> ()
  %a58 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  %b58 = llvm.mlir.constant(1 : i128) : i128
  llvm.call @t128(%a58, %b58) : (i128, i128) -> ()
  %a59 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  %b59 = llvm.mlir.constant(-1 : i128) : i128
  llvm.call @t128(%a59, %b59) : (i128, i128) -> ()
  %a60 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  %b60 = llvm.mlir.constant(-170141183460469231731687303715884105728 : i128) : i128
  llvm.call @t128(%a60, %b60) : (i128, i128) -> ()
  %a61 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  %b61 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.call @t128(%a61, %b61) : (i128, i128) -> ()
  %a62 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  %b62 = llvm.mlir.constant(18446744073709551616 : i128) : i128
  llvm.call @t128(%a62, %b62) : (i128, i128) -> ()
  %a63 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  %b63 = llvm.mlir.constant(18446744073709551615 : i128) : i128
  llvm.call @t128(%a63, %b63) : (i128, i128) -> ()
  %a64 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  %b64 = llvm.mlir.constant(44380577570523278879349135829904343037 : i128) : i128
  llvm.call @t128(%a64, %b64) : (i128, i128) -> ()
  %a65 = llvm.mlir.constant(0 : i100) : i100
  %b65 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%a65, %b65) : (i100, i100) -> ()
  %a66 = llvm.mlir.constant(0 : i100) : i100
  %b66 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%a66, %b66) : (i100, i100) -> ()
  %a67 = llvm.mlir.constant(0 : i100) : i100
  %b67 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%a67, %b67) : (i100, i100) -> ()
  %a68 = llvm.mlir.constant(0 : i100) : i100
  %b68 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%a68, %b68) : (i100, i100) -> ()
  %a69 = llvm.mlir.constant(0 : i100) : i100
  %b69 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%a69, %b69) : (i100, i100) -> ()
  %a70 = llvm.mlir.constant(0 : i100) : i100
  %b70 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%a70, %b70) : (i100, i100) -> ()
  %a71 = llvm.mlir.constant(0 : i100) : i100
  %b71 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%a71, %b71) : (i100, i100) -> ()
  %a72 = llvm.mlir.constant(0 : i100) : i100
  %b72 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  llvm.call @t100(%a72, %b72) : (i100, i100) -> ()
  %a73 = llvm.mlir.constant(1 : i100) : i100
  %b73 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%a73, %b73) : (i100, i100) -> ()
  %a74 = llvm.mlir.constant(1 : i100) : i100
  %b74 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%a74, %b74) : (i100, i100) -> ()
  %a75 = llvm.mlir.constant(1 : i100) : i100
  %b75 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%a75, %b75) : (i100, i100) -> ()
  %a76 = llvm.mlir.constant(1 : i100) : i100
  %b76 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%a76, %b76) : (i100, i100) -> ()
  %a77 = llvm.mlir.constant(1 : i100) : i100
  %b77 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%a77, %b77) : (i100, i100) -> ()
  %a78 = llvm.mlir.constant(1 : i100) : i100
  %b78 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%a78, %b78) : (i100, i100) -> ()
  %a79 = llvm.mlir.constant(1 : i100) : i100
  %b79 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%a79, %b79) : (i100, i100) -> ()
  %a80 = llvm.mlir.constant(1 : i100) : i100
  %b80 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  llvm.call @t100(%a80, %b80) : (i100, i100) -> ()
  %a81 = llvm.mlir.constant(-1 : i100) : i100
  %b81 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%a81, %b81) : (i100, i100) -> ()
  %a82 = llvm.mlir.constant(-1 : i100) : i100
  %b82 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%a82, %b82) : (i100, i100) -> ()
  %a83 = llvm.mlir.constant(-1 : i100) : i100
  %b83 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%a83, %b83) : (i100, i100) -> ()
  %a84 = llvm.mlir.constant(-1 : i100) : i100
  %b84 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%a84, %b84) : (i100, i100) -> ()
  %a85 = llvm.mlir.constant(-1 : i100) : i100
  %b85 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%a85, %b85) : (i100, i100) -> ()
  %a86 = llvm.mlir.constant(-1 : i100) : i100
  %b86 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%a86, %b86) : (i100, i100) -> ()
  %a87 = llvm.mlir.constant(-1 : i100) : i100
  %b87 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%a87, %b87) : (i100, i100) -> ()
  %a88 = llvm.mlir.constant(-1 : i100) : i100
  %b88 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  llvm.call @t100(%a88, %b88) : (i100, i100) -> ()
  %a89 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %b89 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%a89, %b89) : (i100, i100) -> ()
  %a90 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %b90 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%a90, %b90) : (i100, i100) -> ()
  %a91 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %b91 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%a91, %b91) : (i100, i100) -> ()
  %a92 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %b92 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%a92, %b92) : (i100, i100) -> ()
  %a93 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %b93 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%a93, %b93) : (i100, i100) -> ()
  %a94 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %b94 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%a94, %b94) : (i100, i100) -> ()
  %a95 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %b95 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%a95, %b95) : (i100, i100) -> ()
  %a96 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  %b96 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  llvm.call @t100(%a96, %b96) : (i100, i100) -> ()
  %a97 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %b97 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%a97, %b97) : (i100, i100) -> ()
  %a98 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %b98 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%a98, %b98) : (i100, i100) -> ()
  %a99 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %b99 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%a99, %b99) : (i100, i100) -> ()
  %a100 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %b100 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%a100, %b100) : (i100, i100) -> ()
  %a101 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %b101 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%a101, %b101) : (i100, i100) -> ()
  %a102 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %b102 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%a102, %b102) : (i100, i100) -> ()
  %a103 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %b103 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%a103, %b103) : (i100, i100) -> ()
  %a104 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  %b104 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  llvm.call @t100(%a104, %b104) : (i100, i100) -> ()
  %a105 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %b105 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%a105, %b105) : (i100, i100) -> ()
  %a106 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %b106 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%a106, %b106) : (i100, i100) -> ()
  %a107 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %b107 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%a107, %b107) : (i100, i100) -> ()
  %a108 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %b108 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%a108, %b108) : (i100, i100) -> ()
  %a109 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %b109 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%a109, %b109) : (i100, i100) -> ()
  %a110 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %b110 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%a110, %b110) : (i100, i100) -> ()
  %a111 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %b111 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%a111, %b111) : (i100, i100) -> ()
  %a112 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  %b112 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  llvm.call @t100(%a112, %b112) : (i100, i100) -> ()
  %a113 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %b113 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%a113, %b113) : (i100, i100) -> ()
  %a114 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %b114 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%a114, %b114) : (i100, i100) -> ()
  %a115 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %b115 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%a115, %b115) : (i100, i100) -> ()
  %a116 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %b116 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%a116, %b116) : (i100, i100) -> ()
  %a117 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %b117 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%a117, %b117) : (i100, i100) -> ()
  %a118 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %b118 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%a118, %b118) : (i100, i100) -> ()
  %a119 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %b119 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%a119, %b119) : (i100, i100) -> ()
  %a120 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  %b120 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  llvm.call @t100(%a120, %b120) : (i100, i100) -> ()
  %a121 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  %b121 = llvm.mlir.constant(0 : i100) : i100
  llvm.call @t100(%a121, %b121) : (i100, i100) -> ()
  %a122 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  %b122 = llvm.mlir.constant(1 : i100) : i100
  llvm.call @t100(%a122, %b122) : (i100, i100) -> ()
  %a123 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  %b123 = llvm.mlir.constant(-1 : i100) : i100
  llvm.call @t100(%a123, %b123) : (i100, i100) -> ()
  %a124 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  %b124 = llvm.mlir.constant(-633825300114114700748351602688 : i100) : i100
  llvm.call @t100(%a124, %b124) : (i100, i100) -> ()
  %a125 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  %b125 = llvm.mlir.constant(633825300114114700748351602687 : i100) : i100
  llvm.call @t100(%a125, %b125) : (i100, i100) -> ()
  %a126 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  %b126 = llvm.mlir.constant(18446744073709551616 : i100) : i100
  llvm.call @t100(%a126, %b126) : (i100, i100) -> ()
  %a127 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  %b127 = llvm.mlir.constant(18446744073709551615 : i100) : i100
  llvm.call @t100(%a127, %b127) : (i100, i100) -> ()
  %a128 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  %b128 = llvm.mlir.constant(602444612835390414130857206180 : i100) : i100
  llvm.call @t100(%a128, %b128) : (i100, i100) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
