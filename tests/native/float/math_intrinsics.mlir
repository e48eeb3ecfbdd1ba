// Math intrinsics on f64/f32 (libm calls, SSE min/max expansions, copysign, fma, fmuladd, powi)
// at edge values; prints result bit patterns. Expected output: the llc-19 path.
module {
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @sin_f64(%a: f64) -> f64 {
  %r = llvm.intr.sin(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @cos_f64(%a: f64) -> f64 {
  %r = llvm.intr.cos(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @exp_f64(%a: f64) -> f64 {
  %r = llvm.intr.exp(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @exp2_f64(%a: f64) -> f64 {
  %r = llvm.intr.exp2(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @log_f64(%a: f64) -> f64 {
  %r = llvm.intr.log(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @log2_f64(%a: f64) -> f64 {
  %r = llvm.intr.log2(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @log10_f64(%a: f64) -> f64 {
  %r = llvm.intr.log10(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @floor_f64(%a: f64) -> f64 {
  %r = llvm.intr.floor(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @ceil_f64(%a: f64) -> f64 {
  %r = llvm.intr.ceil(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @trunc_f64(%a: f64) -> f64 {
  %r = llvm.intr.trunc(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @round_f64(%a: f64) -> f64 {
  %r = llvm.intr.round(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @roundeven_f64(%a: f64) -> f64 {
  %r = llvm.intr.roundeven(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @rint_f64(%a: f64) -> f64 {
  %r = llvm.intr.rint(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @nearbyint_f64(%a: f64) -> f64 {
  %r = llvm.intr.nearbyint(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @sqrt_f64(%a: f64) -> f64 {
  %r = llvm.intr.sqrt(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @fabs_f64(%a: f64) -> f64 {
  %r = llvm.intr.fabs(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @pow_f64(%a: f64, %b: f64) -> f64 {
  %r = llvm.intr.pow(%a, %b) : (f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @copysign_f64(%a: f64, %b: f64) -> f64 {
  %r = llvm.intr.copysign(%a, %b) : (f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @minnum_f64(%a: f64, %b: f64) -> f64 {
  %r = llvm.intr.minnum(%a, %b) : (f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @maxnum_f64(%a: f64, %b: f64) -> f64 {
  %r = llvm.intr.maxnum(%a, %b) : (f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @minimum_f64(%a: f64, %b: f64) -> f64 {
  %r = llvm.intr.minimum(%a, %b) : (f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @maximum_f64(%a: f64, %b: f64) -> f64 {
  %r = llvm.intr.maximum(%a, %b) : (f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @fma_f64(%a: f64, %b: f64, %c: f64) -> f64 {
  %r = llvm.intr.fma(%a, %b, %c) : (f64, f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @fmuladd_f64(%a: f64, %b: f64, %c: f64) -> f64 {
  %r = llvm.intr.fmuladd(%a, %b, %c) : (f64, f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @powi_f64(%a: f64, %b: i32) -> f64 {
  %r = llvm.intr.powi(%a, %b) : (f64, i32) -> f64
  llvm.return %r : f64
}
llvm.func @sin_f32(%a: f32) -> f32 {
  %r = llvm.intr.sin(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @cos_f32(%a: f32) -> f32 {
  %r = llvm.intr.cos(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @exp_f32(%a: f32) -> f32 {
  %r = llvm.intr.exp(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @exp2_f32(%a: f32) -> f32 {
  %r = llvm.intr.exp2(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @log_f32(%a: f32) -> f32 {
  %r = llvm.intr.log(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @log2_f32(%a: f32) -> f32 {
  %r = llvm.intr.log2(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @log10_f32(%a: f32) -> f32 {
  %r = llvm.intr.log10(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @floor_f32(%a: f32) -> f32 {
  %r = llvm.intr.floor(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @ceil_f32(%a: f32) -> f32 {
  %r = llvm.intr.ceil(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @trunc_f32(%a: f32) -> f32 {
  %r = llvm.intr.trunc(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @round_f32(%a: f32) -> f32 {
  %r = llvm.intr.round(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @roundeven_f32(%a: f32) -> f32 {
  %r = llvm.intr.roundeven(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @rint_f32(%a: f32) -> f32 {
  %r = llvm.intr.rint(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @nearbyint_f32(%a: f32) -> f32 {
  %r = llvm.intr.nearbyint(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @sqrt_f32(%a: f32) -> f32 {
  %r = llvm.intr.sqrt(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @fabs_f32(%a: f32) -> f32 {
  %r = llvm.intr.fabs(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @pow_f32(%a: f32, %b: f32) -> f32 {
  %r = llvm.intr.pow(%a, %b) : (f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func @copysign_f32(%a: f32, %b: f32) -> f32 {
  %r = llvm.intr.copysign(%a, %b) : (f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func @minnum_f32(%a: f32, %b: f32) -> f32 {
  %r = llvm.intr.minnum(%a, %b) : (f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func @maxnum_f32(%a: f32, %b: f32) -> f32 {
  %r = llvm.intr.maxnum(%a, %b) : (f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func @minimum_f32(%a: f32, %b: f32) -> f32 {
  %r = llvm.intr.minimum(%a, %b) : (f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func @maximum_f32(%a: f32, %b: f32) -> f32 {
  %r = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func @fma_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func @fmuladd_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = llvm.intr.fmuladd(%a, %b, %c) : (f32, f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func @powi_f32(%a: f32, %b: i32) -> f32 {
  %r = llvm.intr.powi(%a, %b) : (f32, i32) -> f32
  llvm.return %r : f32
}
llvm.func @main() -> i32 {
  %k1 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.bitcast %k1 : i64 to f64
  %r2 = llvm.call @sin_f64(%c1) : (f64) -> f64
  %b3 = llvm.bitcast %r2 : f64 to i64
  llvm.call @printI64(%b3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r4 = llvm.call @cos_f64(%c1) : (f64) -> f64
  %b5 = llvm.bitcast %r4 : f64 to i64
  llvm.call @printI64(%b5) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r6 = llvm.call @exp_f64(%c1) : (f64) -> f64
  %b7 = llvm.bitcast %r6 : f64 to i64
  llvm.call @printI64(%b7) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r8 = llvm.call @exp2_f64(%c1) : (f64) -> f64
  %b9 = llvm.bitcast %r8 : f64 to i64
  llvm.call @printI64(%b9) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r10 = llvm.call @log_f64(%c1) : (f64) -> f64
  %b11 = llvm.bitcast %r10 : f64 to i64
  llvm.call @printI64(%b11) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r12 = llvm.call @log2_f64(%c1) : (f64) -> f64
  %b13 = llvm.bitcast %r12 : f64 to i64
  llvm.call @printI64(%b13) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r14 = llvm.call @log10_f64(%c1) : (f64) -> f64
  %b15 = llvm.bitcast %r14 : f64 to i64
  llvm.call @printI64(%b15) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r16 = llvm.call @floor_f64(%c1) : (f64) -> f64
  %b17 = llvm.bitcast %r16 : f64 to i64
  llvm.call @printI64(%b17) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r18 = llvm.call @ceil_f64(%c1) : (f64) -> f64
  %b19 = llvm.bitcast %r18 : f64 to i64
  llvm.call @printI64(%b19) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r20 = llvm.call @trunc_f64(%c1) : (f64) -> f64
  %b21 = llvm.bitcast %r20 : f64 to i64
  llvm.call @printI64(%b21) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r22 = llvm.call @round_f64(%c1) : (f64) -> f64
  %b23 = llvm.bitcast %r22 : f64 to i64
  llvm.call @printI64(%b23) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r24 = llvm.call @roundeven_f64(%c1) : (f64) -> f64
  %b25 = llvm.bitcast %r24 : f64 to i64
  llvm.call @printI64(%b25) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r26 = llvm.call @rint_f64(%c1) : (f64) -> f64
  %b27 = llvm.bitcast %r26 : f64 to i64
  llvm.call @printI64(%b27) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r28 = llvm.call @nearbyint_f64(%c1) : (f64) -> f64
  %b29 = llvm.bitcast %r28 : f64 to i64
  llvm.call @printI64(%b29) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r30 = llvm.call @sqrt_f64(%c1) : (f64) -> f64
  %b31 = llvm.bitcast %r30 : f64 to i64
  llvm.call @printI64(%b31) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r32 = llvm.call @fabs_f64(%c1) : (f64) -> f64
  %b33 = llvm.bitcast %r32 : f64 to i64
  llvm.call @printI64(%b33) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k34 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c34 = llvm.bitcast %k34 : i64 to f64
  %r35 = llvm.call @pow_f64(%c1, %c34) : (f64, f64) -> f64
  %b36 = llvm.bitcast %r35 : f64 to i64
  llvm.call @printI64(%b36) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r37 = llvm.call @copysign_f64(%c1, %c34) : (f64, f64) -> f64
  %b38 = llvm.bitcast %r37 : f64 to i64
  llvm.call @printI64(%b38) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r39 = llvm.call @minnum_f64(%c1, %c34) : (f64, f64) -> f64
  %b40 = llvm.bitcast %r39 : f64 to i64
  llvm.call @printI64(%b40) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r41 = llvm.call @maxnum_f64(%c1, %c34) : (f64, f64) -> f64
  %b42 = llvm.bitcast %r41 : f64 to i64
  llvm.call @printI64(%b42) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r43 = llvm.call @minimum_f64(%c1, %c34) : (f64, f64) -> f64
  %b44 = llvm.bitcast %r43 : f64 to i64
  llvm.call @printI64(%b44) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r45 = llvm.call @maximum_f64(%c1, %c34) : (f64, f64) -> f64
  %b46 = llvm.bitcast %r45 : f64 to i64
  llvm.call @printI64(%b46) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k47 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c47 = llvm.bitcast %k47 : i64 to f64
  %r48 = llvm.call @fma_f64(%c1, %c34, %c47) : (f64, f64, f64) -> f64
  %b49 = llvm.bitcast %r48 : f64 to i64
  llvm.call @printI64(%b49) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r50 = llvm.call @fmuladd_f64(%c1, %c34, %c47) : (f64, f64, f64) -> f64
  %b51 = llvm.bitcast %r50 : f64 to i64
  llvm.call @printI64(%b51) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k52 = llvm.mlir.constant(0 : i64) : i64
  %c52 = llvm.bitcast %k52 : i64 to f64
  %r53 = llvm.call @pow_f64(%c1, %c52) : (f64, f64) -> f64
  %b54 = llvm.bitcast %r53 : f64 to i64
  llvm.call @printI64(%b54) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r55 = llvm.call @copysign_f64(%c1, %c52) : (f64, f64) -> f64
  %b56 = llvm.bitcast %r55 : f64 to i64
  llvm.call @printI64(%b56) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r57 = llvm.call @minnum_f64(%c1, %c52) : (f64, f64) -> f64
  %b58 = llvm.bitcast %r57 : f64 to i64
  llvm.call @printI64(%b58) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r59 = llvm.call @maxnum_f64(%c1, %c52) : (f64, f64) -> f64
  %b60 = llvm.bitcast %r59 : f64 to i64
  llvm.call @printI64(%b60) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r61 = llvm.call @minimum_f64(%c1, %c52) : (f64, f64) -> f64
  %b62 = llvm.bitcast %r61 : f64 to i64
  llvm.call @printI64(%b62) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r63 = llvm.call @maximum_f64(%c1, %c52) : (f64, f64) -> f64
  %b64 = llvm.bitcast %r63 : f64 to i64
  llvm.call @printI64(%b64) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k65 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c65 = llvm.bitcast %k65 : i64 to f64
  %r66 = llvm.call @fma_f64(%c1, %c52, %c65) : (f64, f64, f64) -> f64
  %b67 = llvm.bitcast %r66 : f64 to i64
  llvm.call @printI64(%b67) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r68 = llvm.call @fmuladd_f64(%c1, %c52, %c65) : (f64, f64, f64) -> f64
  %b69 = llvm.bitcast %r68 : f64 to i64
  llvm.call @printI64(%b69) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k70 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c70 = llvm.bitcast %k70 : i64 to f64
  %r71 = llvm.call @pow_f64(%c1, %c70) : (f64, f64) -> f64
  %b72 = llvm.bitcast %r71 : f64 to i64
  llvm.call @printI64(%b72) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r73 = llvm.call @copysign_f64(%c1, %c70) : (f64, f64) -> f64
  %b74 = llvm.bitcast %r73 : f64 to i64
  llvm.call @printI64(%b74) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r75 = llvm.call @minnum_f64(%c1, %c70) : (f64, f64) -> f64
  %b76 = llvm.bitcast %r75 : f64 to i64
  llvm.call @printI64(%b76) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r77 = llvm.call @maxnum_f64(%c1, %c70) : (f64, f64) -> f64
  %b78 = llvm.bitcast %r77 : f64 to i64
  llvm.call @printI64(%b78) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r79 = llvm.call @minimum_f64(%c1, %c70) : (f64, f64) -> f64
  %b80 = llvm.bitcast %r79 : f64 to i64
  llvm.call @printI64(%b80) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r81 = llvm.call @maximum_f64(%c1, %c70) : (f64, f64) -> f64
  %b82 = llvm.bitcast %r81 : f64 to i64
  llvm.call @printI64(%b82) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k83 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c83 = llvm.bitcast %k83 : i64 to f64
  %r84 = llvm.call @fma_f64(%c1, %c70, %c83) : (f64, f64, f64) -> f64
  %b85 = llvm.bitcast %r84 : f64 to i64
  llvm.call @printI64(%b85) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r86 = llvm.call @fmuladd_f64(%c1, %c70, %c83) : (f64, f64, f64) -> f64
  %b87 = llvm.bitcast %r86 : f64 to i64
  llvm.call @printI64(%b87) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k88 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c88 = llvm.bitcast %k88 : i64 to f64
  %r89 = llvm.call @pow_f64(%c1, %c88) : (f64, f64) -> f64
  %b90 = llvm.bitcast %r89 : f64 to i64
  llvm.call @printI64(%b90) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r91 = llvm.call @copysign_f64(%c1, %c88) : (f64, f64) -> f64
  %b92 = llvm.bitcast %r91 : f64 to i64
  llvm.call @printI64(%b92) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r93 = llvm.call @minnum_f64(%c1, %c88) : (f64, f64) -> f64
  %b94 = llvm.bitcast %r93 : f64 to i64
  llvm.call @printI64(%b94) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r95 = llvm.call @maxnum_f64(%c1, %c88) : (f64, f64) -> f64
  %b96 = llvm.bitcast %r95 : f64 to i64
  llvm.call @printI64(%b96) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r97 = llvm.call @minimum_f64(%c1, %c88) : (f64, f64) -> f64
  %b98 = llvm.bitcast %r97 : f64 to i64
  llvm.call @printI64(%b98) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r99 = llvm.call @maximum_f64(%c1, %c88) : (f64, f64) -> f64
  %b100 = llvm.bitcast %r99 : f64 to i64
  llvm.call @printI64(%b100) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k101 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c101 = llvm.bitcast %k101 : i64 to f64
  %r102 = llvm.call @fma_f64(%c1, %c88, %c101) : (f64, f64, f64) -> f64
  %b103 = llvm.bitcast %r102 : f64 to i64
  llvm.call @printI64(%b103) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r104 = llvm.call @fmuladd_f64(%c1, %c88, %c101) : (f64, f64, f64) -> f64
  %b105 = llvm.bitcast %r104 : f64 to i64
  llvm.call @printI64(%b105) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k106 = llvm.mlir.constant(-4503599627370496 : i64) : i64
  %c106 = llvm.bitcast %k106 : i64 to f64
  %r107 = llvm.call @pow_f64(%c1, %c106) : (f64, f64) -> f64
  %b108 = llvm.bitcast %r107 : f64 to i64
  llvm.call @printI64(%b108) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r109 = llvm.call @copysign_f64(%c1, %c106) : (f64, f64) -> f64
  %b110 = llvm.bitcast %r109 : f64 to i64
  llvm.call @printI64(%b110) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r111 = llvm.call @minnum_f64(%c1, %c106) : (f64, f64) -> f64
  %b112 = llvm.bitcast %r111 : f64 to i64
  llvm.call @printI64(%b112) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r113 = llvm.call @maxnum_f64(%c1, %c106) : (f64, f64) -> f64
  %b114 = llvm.bitcast %r113 : f64 to i64
  llvm.call @printI64(%b114) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r115 = llvm.call @minimum_f64(%c1, %c106) : (f64, f64) -> f64
  %b116 = llvm.bitcast %r115 : f64 to i64
  llvm.call @printI64(%b116) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r117 = llvm.call @maximum_f64(%c1, %c106) : (f64, f64) -> f64
  %b118 = llvm.bitcast %r117 : f64 to i64
  llvm.call @printI64(%b118) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k119 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c119 = llvm.bitcast %k119 : i64 to f64
  %r120 = llvm.call @fma_f64(%c1, %c106, %c119) : (f64, f64, f64) -> f64
  %b121 = llvm.bitcast %r120 : f64 to i64
  llvm.call @printI64(%b121) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r122 = llvm.call @fmuladd_f64(%c1, %c106, %c119) : (f64, f64, f64) -> f64
  %b123 = llvm.bitcast %r122 : f64 to i64
  llvm.call @printI64(%b123) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i124 = llvm.mlir.constant(0 : i32) : i32
  %r125 = llvm.call @powi_f64(%c1, %i124) : (f64, i32) -> f64
  %b126 = llvm.bitcast %r125 : f64 to i64
  llvm.call @printI64(%b126) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i127 = llvm.mlir.constant(3 : i32) : i32
  %r128 = llvm.call @powi_f64(%c1, %i127) : (f64, i32) -> f64
  %b129 = llvm.bitcast %r128 : f64 to i64
  llvm.call @printI64(%b129) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i130 = llvm.mlir.constant(-2 : i32) : i32
  %r131 = llvm.call @powi_f64(%c1, %i130) : (f64, i32) -> f64
  %b132 = llvm.bitcast %r131 : f64 to i64
  llvm.call @printI64(%b132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k133 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c133 = llvm.bitcast %k133 : i64 to f64
  %r134 = llvm.call @sin_f64(%c133) : (f64) -> f64
  %b135 = llvm.bitcast %r134 : f64 to i64
  llvm.call @printI64(%b135) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r136 = llvm.call @cos_f64(%c133) : (f64) -> f64
  %b137 = llvm.bitcast %r136 : f64 to i64
  llvm.call @printI64(%b137) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r138 = llvm.call @exp_f64(%c133) : (f64) -> f64
  %b139 = llvm.bitcast %r138 : f64 to i64
  llvm.call @printI64(%b139) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r140 = llvm.call @exp2_f64(%c133) : (f64) -> f64
  %b141 = llvm.bitcast %r140 : f64 to i64
  llvm.call @printI64(%b141) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r142 = llvm.call @log_f64(%c133) : (f64) -> f64
  %b143 = llvm.bitcast %r142 : f64 to i64
  llvm.call @printI64(%b143) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r144 = llvm.call @log2_f64(%c133) : (f64) -> f64
  %b145 = llvm.bitcast %r144 : f64 to i64
  llvm.call @printI64(%b145) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r146 = llvm.call @log10_f64(%c133) : (f64) -> f64
  %b147 = llvm.bitcast %r146 : f64 to i64
  llvm.call @printI64(%b147) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r148 = llvm.call @floor_f64(%c133) : (f64) -> f64
  %b149 = llvm.bitcast %r148 : f64 to i64
  llvm.call @printI64(%b149) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r150 = llvm.call @ceil_f64(%c133) : (f64) -> f64
  %b151 = llvm.bitcast %r150 : f64 to i64
  llvm.call @printI64(%b151) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r152 = llvm.call @trunc_f64(%c133) : (f64) -> f64
  %b153 = llvm.bitcast %r152 : f64 to i64
  llvm.call @printI64(%b153) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r154 = llvm.call @round_f64(%c133) : (f64) -> f64
  %b155 = llvm.bitcast %r154 : f64 to i64
  llvm.call @printI64(%b155) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r156 = llvm.call @roundeven_f64(%c133) : (f64) -> f64
  %b157 = llvm.bitcast %r156 : f64 to i64
  llvm.call @printI64(%b157) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r158 = llvm.call @rint_f64(%c133) : (f64) -> f64
  %b159 = llvm.bitcast %r158 : f64 to i64
  llvm.call @printI64(%b159) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r160 = llvm.call @nearbyint_f64(%c133) : (f64) -> f64
  %b161 = llvm.bitcast %r160 : f64 to i64
  llvm.call @printI64(%b161) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r162 = llvm.call @sqrt_f64(%c133) : (f64) -> f64
  %b163 = llvm.bitcast %r162 : f64 to i64
  llvm.call @printI64(%b163) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r164 = llvm.call @fabs_f64(%c133) : (f64) -> f64
  %b165 = llvm.bitcast %r164 : f64 to i64
  llvm.call @printI64(%b165) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k166 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c166 = llvm.bitcast %k166 : i64 to f64
  %r167 = llvm.call @pow_f64(%c133, %c166) : (f64, f64) -> f64
  %b168 = llvm.bitcast %r167 : f64 to i64
  llvm.call @printI64(%b168) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r169 = llvm.call @copysign_f64(%c133, %c166) : (f64, f64) -> f64
  %b170 = llvm.bitcast %r169 : f64 to i64
  llvm.call @printI64(%b170) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r171 = llvm.call @minnum_f64(%c133, %c166) : (f64, f64) -> f64
  %b172 = llvm.bitcast %r171 : f64 to i64
  llvm.call @printI64(%b172) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r173 = llvm.call @maxnum_f64(%c133, %c166) : (f64, f64) -> f64
  %b174 = llvm.bitcast %r173 : f64 to i64
  llvm.call @printI64(%b174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r175 = llvm.call @minimum_f64(%c133, %c166) : (f64, f64) -> f64
  %b176 = llvm.bitcast %r175 : f64 to i64
  llvm.call @printI64(%b176) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r177 = llvm.call @maximum_f64(%c133, %c166) : (f64, f64) -> f64
  %b178 = llvm.bitcast %r177 : f64 to i64
  llvm.call @printI64(%b178) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k179 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c179 = llvm.bitcast %k179 : i64 to f64
  %r180 = llvm.call @fma_f64(%c133, %c166, %c179) : (f64, f64, f64) -> f64
  %b181 = llvm.bitcast %r180 : f64 to i64
  llvm.call @printI64(%b181) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r182 = llvm.call @fmuladd_f64(%c133, %c166, %c179) : (f64, f64, f64) -> f64
  %b183 = llvm.bitcast %r182 : f64 to i64
  llvm.call @printI64(%b183) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k184 = llvm.mlir.constant(0 : i64) : i64
  %c184 = llvm.bitcast %k184 : i64 to f64
  %r185 = llvm.call @pow_f64(%c133, %c184) : (f64, f64) -> f64
  %b186 = llvm.bitcast %r185 : f64 to i64
  llvm.call @printI64(%b186) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r187 = llvm.call @copysign_f64(%c133, %c184) : (f64, f64) -> f64
  %b188 = llvm.bitcast %r187 : f64 to i64
  llvm.call @printI64(%b188) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r189 = llvm.call @minnum_f64(%c133, %c184) : (f64, f64) -> f64
  %b190 = llvm.bitcast %r189 : f64 to i64
  llvm.call @printI64(%b190) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r191 = llvm.call @maxnum_f64(%c133, %c184) : (f64, f64) -> f64
  %b192 = llvm.bitcast %r191 : f64 to i64
  llvm.call @printI64(%b192) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r193 = llvm.call @minimum_f64(%c133, %c184) : (f64, f64) -> f64
  %b194 = llvm.bitcast %r193 : f64 to i64
  llvm.call @printI64(%b194) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r195 = llvm.call @maximum_f64(%c133, %c184) : (f64, f64) -> f64
  %b196 = llvm.bitcast %r195 : f64 to i64
  llvm.call @printI64(%b196) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k197 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c197 = llvm.bitcast %k197 : i64 to f64
  %r198 = llvm.call @fma_f64(%c133, %c184, %c197) : (f64, f64, f64) -> f64
  %b199 = llvm.bitcast %r198 : f64 to i64
  llvm.call @printI64(%b199) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r200 = llvm.call @fmuladd_f64(%c133, %c184, %c197) : (f64, f64, f64) -> f64
  %b201 = llvm.bitcast %r200 : f64 to i64
  llvm.call @printI64(%b201) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k202 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c202 = llvm.bitcast %k202 : i64 to f64
  %r203 = llvm.call @pow_f64(%c133, %c202) : (f64, f64) -> f64
  %b204 = llvm.bitcast %r203 : f64 to i64
  llvm.call @printI64(%b204) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r205 = llvm.call @copysign_f64(%c133, %c202) : (f64, f64) -> f64
  %b206 = llvm.bitcast %r205 : f64 to i64
  llvm.call @printI64(%b206) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r207 = llvm.call @minnum_f64(%c133, %c202) : (f64, f64) -> f64
  %b208 = llvm.bitcast %r207 : f64 to i64
  llvm.call @printI64(%b208) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r209 = llvm.call @maxnum_f64(%c133, %c202) : (f64, f64) -> f64
  %b210 = llvm.bitcast %r209 : f64 to i64
  llvm.call @printI64(%b210) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r211 = llvm.call @minimum_f64(%c133, %c202) : (f64, f64) -> f64
  %b212 = llvm.bitcast %r211 : f64 to i64
  llvm.call @printI64(%b212) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r213 = llvm.call @maximum_f64(%c133, %c202) : (f64, f64) -> f64
  %b214 = llvm.bitcast %r213 : f64 to i64
  llvm.call @printI64(%b214) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k215 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c215 = llvm.bitcast %k215 : i64 to f64
  %r216 = llvm.call @fma_f64(%c133, %c202, %c215) : (f64, f64, f64) -> f64
  %b217 = llvm.bitcast %r216 : f64 to i64
  llvm.call @printI64(%b217) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r218 = llvm.call @fmuladd_f64(%c133, %c202, %c215) : (f64, f64, f64) -> f64
  %b219 = llvm.bitcast %r218 : f64 to i64
  llvm.call @printI64(%b219) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k220 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c220 = llvm.bitcast %k220 : i64 to f64
  %r221 = llvm.call @pow_f64(%c133, %c220) : (f64, f64) -> f64
  %b222 = llvm.bitcast %r221 : f64 to i64
  llvm.call @printI64(%b222) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r223 = llvm.call @copysign_f64(%c133, %c220) : (f64, f64) -> f64
  %b224 = llvm.bitcast %r223 : f64 to i64
  llvm.call @printI64(%b224) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r225 = llvm.call @minnum_f64(%c133, %c220) : (f64, f64) -> f64
  %b226 = llvm.bitcast %r225 : f64 to i64
  llvm.call @printI64(%b226) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r227 = llvm.call @maxnum_f64(%c133, %c220) : (f64, f64) -> f64
  %b228 = llvm.bitcast %r227 : f64 to i64
  llvm.call @printI64(%b228) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r229 = llvm.call @minimum_f64(%c133, %c220) : (f64, f64) -> f64
  %b230 = llvm.bitcast %r229 : f64 to i64
  llvm.call @printI64(%b230) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r231 = llvm.call @maximum_f64(%c133, %c220) : (f64, f64) -> f64
  %b232 = llvm.bitcast %r231 : f64 to i64
  llvm.call @printI64(%b232) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k233 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c233 = llvm.bitcast %k233 : i64 to f64
  %r234 = llvm.call @fma_f64(%c133, %c220, %c233) : (f64, f64, f64) -> f64
  %b235 = llvm.bitcast %r234 : f64 to i64
  llvm.call @printI64(%b235) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r236 = llvm.call @fmuladd_f64(%c133, %c220, %c233) : (f64, f64, f64) -> f64
  %b237 = llvm.bitcast %r236 : f64 to i64
  llvm.call @printI64(%b237) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k238 = llvm.mlir.constant(-4503599627370496 : i64) : i64
  %c238 = llvm.bitcast %k238 : i64 to f64
  %r239 = llvm.call @pow_f64(%c133, %c238) : (f64, f64) -> f64
  %b240 = llvm.bitcast %r239 : f64 to i64
  llvm.call @printI64(%b240) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r241 = llvm.call @copysign_f64(%c133, %c238) : (f64, f64) -> f64
  %b242 = llvm.bitcast %r241 : f64 to i64
  llvm.call @printI64(%b242) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r243 = llvm.call @minnum_f64(%c133, %c238) : (f64, f64) -> f64
  %b244 = llvm.bitcast %r243 : f64 to i64
  llvm.call @printI64(%b244) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r245 = llvm.call @maxnum_f64(%c133, %c238) : (f64, f64) -> f64
  %b246 = llvm.bitcast %r245 : f64 to i64
  llvm.call @printI64(%b246) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r247 = llvm.call @minimum_f64(%c133, %c238) : (f64, f64) -> f64
  %b248 = llvm.bitcast %r247 : f64 to i64
  llvm.call @printI64(%b248) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r249 = llvm.call @maximum_f64(%c133, %c238) : (f64, f64) -> f64
  %b250 = llvm.bitcast %r249 : f64 to i64
  llvm.call @printI64(%b250) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k251 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c251 = llvm.bitcast %k251 : i64 to f64
  %r252 = llvm.call @fma_f64(%c133, %c238, %c251) : (f64, f64, f64) -> f64
  %b253 = llvm.bitcast %r252 : f64 to i64
  llvm.call @printI64(%b253) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r254 = llvm.call @fmuladd_f64(%c133, %c238, %c251) : (f64, f64, f64) -> f64
  %b255 = llvm.bitcast %r254 : f64 to i64
  llvm.call @printI64(%b255) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i256 = llvm.mlir.constant(0 : i32) : i32
  %r257 = llvm.call @powi_f64(%c133, %i256) : (f64, i32) -> f64
  %b258 = llvm.bitcast %r257 : f64 to i64
  llvm.call @printI64(%b258) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i259 = llvm.mlir.constant(3 : i32) : i32
  %r260 = llvm.call @powi_f64(%c133, %i259) : (f64, i32) -> f64
  %b261 = llvm.bitcast %r260 : f64 to i64
  llvm.call @printI64(%b261) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i262 = llvm.mlir.constant(-2 : i32) : i32
  %r263 = llvm.call @powi_f64(%c133, %i262) : (f64, i32) -> f64
  %b264 = llvm.bitcast %r263 : f64 to i64
  llvm.call @printI64(%b264) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k265 = llvm.mlir.constant(4609434218613702656 : i64) : i64
  %c265 = llvm.bitcast %k265 : i64 to f64
  %r266 = llvm.call @sin_f64(%c265) : (f64) -> f64
  %b267 = llvm.bitcast %r266 : f64 to i64
  llvm.call @printI64(%b267) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r268 = llvm.call @cos_f64(%c265) : (f64) -> f64
  %b269 = llvm.bitcast %r268 : f64 to i64
  llvm.call @printI64(%b269) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r270 = llvm.call @exp_f64(%c265) : (f64) -> f64
  %b271 = llvm.bitcast %r270 : f64 to i64
  llvm.call @printI64(%b271) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r272 = llvm.call @exp2_f64(%c265) : (f64) -> f64
  %b273 = llvm.bitcast %r272 : f64 to i64
  llvm.call @printI64(%b273) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r274 = llvm.call @log_f64(%c265) : (f64) -> f64
  %b275 = llvm.bitcast %r274 : f64 to i64
  llvm.call @printI64(%b275) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r276 = llvm.call @log2_f64(%c265) : (f64) -> f64
  %b277 = llvm.bitcast %r276 : f64 to i64
  llvm.call @printI64(%b277) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r278 = llvm.call @log10_f64(%c265) : (f64) -> f64
  %b279 = llvm.bitcast %r278 : f64 to i64
  llvm.call @printI64(%b279) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r280 = llvm.call @floor_f64(%c265) : (f64) -> f64
  %b281 = llvm.bitcast %r280 : f64 to i64
  llvm.call @printI64(%b281) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r282 = llvm.call @ceil_f64(%c265) : (f64) -> f64
  %b283 = llvm.bitcast %r282 : f64 to i64
  llvm.call @printI64(%b283) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r284 = llvm.call @trunc_f64(%c265) : (f64) -> f64
  %b285 = llvm.bitcast %r284 : f64 to i64
  llvm.call @printI64(%b285) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r286 = llvm.call @round_f64(%c265) : (f64) -> f64
  %b287 = llvm.bitcast %r286 : f64 to i64
  llvm.call @printI64(%b287) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r288 = llvm.call @roundeven_f64(%c265) : (f64) -> f64
  %b289 = llvm.bitcast %r288 : f64 to i64
  llvm.call @printI64(%b289) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r290 = llvm.call @rint_f64(%c265) : (f64) -> f64
  %b291 = llvm.bitcast %r290 : f64 to i64
  llvm.call @printI64(%b291) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r292 = llvm.call @nearbyint_f64(%c265) : (f64) -> f64
  %b293 = llvm.bitcast %r292 : f64 to i64
  llvm.call @printI64(%b293) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r294 = llvm.call @sqrt_f64(%c265) : (f64) -> f64
  %b295 = llvm.bitcast %r294 : f64 to i64
  llvm.call @printI64(%b295) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r296 = llvm.call @fabs_f64(%c265) : (f64) -> f64
  %b297 = llvm.bitcast %r296 : f64 to i64
  llvm.call @printI64(%b297) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k298 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c298 = llvm.bitcast %k298 : i64 to f64
  %r299 = llvm.call @pow_f64(%c265, %c298) : (f64, f64) -> f64
  %b300 = llvm.bitcast %r299 : f64 to i64
  llvm.call @printI64(%b300) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r301 = llvm.call @copysign_f64(%c265, %c298) : (f64, f64) -> f64
  %b302 = llvm.bitcast %r301 : f64 to i64
  llvm.call @printI64(%b302) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r303 = llvm.call @minnum_f64(%c265, %c298) : (f64, f64) -> f64
  %b304 = llvm.bitcast %r303 : f64 to i64
  llvm.call @printI64(%b304) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r305 = llvm.call @maxnum_f64(%c265, %c298) : (f64, f64) -> f64
  %b306 = llvm.bitcast %r305 : f64 to i64
  llvm.call @printI64(%b306) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r307 = llvm.call @minimum_f64(%c265, %c298) : (f64, f64) -> f64
  %b308 = llvm.bitcast %r307 : f64 to i64
  llvm.call @printI64(%b308) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r309 = llvm.call @maximum_f64(%c265, %c298) : (f64, f64) -> f64
  %b310 = llvm.bitcast %r309 : f64 to i64
  llvm.call @printI64(%b310) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k311 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c311 = llvm.bitcast %k311 : i64 to f64
  %r312 = llvm.call @fma_f64(%c265, %c298, %c311) : (f64, f64, f64) -> f64
  %b313 = llvm.bitcast %r312 : f64 to i64
  llvm.call @printI64(%b313) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r314 = llvm.call @fmuladd_f64(%c265, %c298, %c311) : (f64, f64, f64) -> f64
  %b315 = llvm.bitcast %r314 : f64 to i64
  llvm.call @printI64(%b315) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k316 = llvm.mlir.constant(0 : i64) : i64
  %c316 = llvm.bitcast %k316 : i64 to f64
  %r317 = llvm.call @pow_f64(%c265, %c316) : (f64, f64) -> f64
  %b318 = llvm.bitcast %r317 : f64 to i64
  llvm.call @printI64(%b318) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r319 = llvm.call @copysign_f64(%c265, %c316) : (f64, f64) -> f64
  %b320 = llvm.bitcast %r319 : f64 to i64
  llvm.call @printI64(%b320) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r321 = llvm.call @minnum_f64(%c265, %c316) : (f64, f64) -> f64
  %b322 = llvm.bitcast %r321 : f64 to i64
  llvm.call @printI64(%b322) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r323 = llvm.call @maxnum_f64(%c265, %c316) : (f64, f64) -> f64
  %b324 = llvm.bitcast %r323 : f64 to i64
  llvm.call @printI64(%b324) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r325 = llvm.call @minimum_f64(%c265, %c316) : (f64, f64) -> f64
  %b326 = llvm.bitcast %r325 : f64 to i64
  llvm.call @printI64(%b326) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r327 = llvm.call @maximum_f64(%c265, %c316) : (f64, f64) -> f64
  %b328 = llvm.bitcast %r327 : f64 to i64
  llvm.call @printI64(%b328) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k329 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c329 = llvm.bitcast %k329 : i64 to f64
  %r330 = llvm.call @fma_f64(%c265, %c316, %c329) : (f64, f64, f64) -> f64
  %b331 = llvm.bitcast %r330 : f64 to i64
  llvm.call @printI64(%b331) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r332 = llvm.call @fmuladd_f64(%c265, %c316, %c329) : (f64, f64, f64) -> f64
  %b333 = llvm.bitcast %r332 : f64 to i64
  llvm.call @printI64(%b333) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k334 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c334 = llvm.bitcast %k334 : i64 to f64
  %r335 = llvm.call @pow_f64(%c265, %c334) : (f64, f64) -> f64
  %b336 = llvm.bitcast %r335 : f64 to i64
  llvm.call @printI64(%b336) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r337 = llvm.call @copysign_f64(%c265, %c334) : (f64, f64) -> f64
  %b338 = llvm.bitcast %r337 : f64 to i64
  llvm.call @printI64(%b338) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r339 = llvm.call @minnum_f64(%c265, %c334) : (f64, f64) -> f64
  %b340 = llvm.bitcast %r339 : f64 to i64
  llvm.call @printI64(%b340) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r341 = llvm.call @maxnum_f64(%c265, %c334) : (f64, f64) -> f64
  %b342 = llvm.bitcast %r341 : f64 to i64
  llvm.call @printI64(%b342) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r343 = llvm.call @minimum_f64(%c265, %c334) : (f64, f64) -> f64
  %b344 = llvm.bitcast %r343 : f64 to i64
  llvm.call @printI64(%b344) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r345 = llvm.call @maximum_f64(%c265, %c334) : (f64, f64) -> f64
  %b346 = llvm.bitcast %r345 : f64 to i64
  llvm.call @printI64(%b346) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k347 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c347 = llvm.bitcast %k347 : i64 to f64
  %r348 = llvm.call @fma_f64(%c265, %c334, %c347) : (f64, f64, f64) -> f64
  %b349 = llvm.bitcast %r348 : f64 to i64
  llvm.call @printI64(%b349) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r350 = llvm.call @fmuladd_f64(%c265, %c334, %c347) : (f64, f64, f64) -> f64
  %b351 = llvm.bitcast %r350 : f64 to i64
  llvm.call @printI64(%b351) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k352 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c352 = llvm.bitcast %k352 : i64 to f64
  %r353 = llvm.call @pow_f64(%c265, %c352) : (f64, f64) -> f64
  %b354 = llvm.bitcast %r353 : f64 to i64
  llvm.call @printI64(%b354) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r355 = llvm.call @copysign_f64(%c265, %c352) : (f64, f64) -> f64
  %b356 = llvm.bitcast %r355 : f64 to i64
  llvm.call @printI64(%b356) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r357 = llvm.call @minnum_f64(%c265, %c352) : (f64, f64) -> f64
  %b358 = llvm.bitcast %r357 : f64 to i64
  llvm.call @printI64(%b358) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r359 = llvm.call @maxnum_f64(%c265, %c352) : (f64, f64) -> f64
  %b360 = llvm.bitcast %r359 : f64 to i64
  llvm.call @printI64(%b360) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r361 = llvm.call @minimum_f64(%c265, %c352) : (f64, f64) -> f64
  %b362 = llvm.bitcast %r361 : f64 to i64
  llvm.call @printI64(%b362) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r363 = llvm.call @maximum_f64(%c265, %c352) : (f64, f64) -> f64
  %b364 = llvm.bitcast %r363 : f64 to i64
  llvm.call @printI64(%b364) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k365 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c365 = llvm.bitcast %k365 : i64 to f64
  %r366 = llvm.call @fma_f64(%c265, %c352, %c365) : (f64, f64, f64) -> f64
  %b367 = llvm.bitcast %r366 : f64 to i64
  llvm.call @printI64(%b367) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r368 = llvm.call @fmuladd_f64(%c265, %c352, %c365) : (f64, f64, f64) -> f64
  %b369 = llvm.bitcast %r368 : f64 to i64
  llvm.call @printI64(%b369) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k370 = llvm.mlir.constant(-4503599627370496 : i64) : i64
  %c370 = llvm.bitcast %k370 : i64 to f64
  %r371 = llvm.call @pow_f64(%c265, %c370) : (f64, f64) -> f64
  %b372 = llvm.bitcast %r371 : f64 to i64
  llvm.call @printI64(%b372) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r373 = llvm.call @copysign_f64(%c265, %c370) : (f64, f64) -> f64
  %b374 = llvm.bitcast %r373 : f64 to i64
  llvm.call @printI64(%b374) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r375 = llvm.call @minnum_f64(%c265, %c370) : (f64, f64) -> f64
  %b376 = llvm.bitcast %r375 : f64 to i64
  llvm.call @printI64(%b376) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r377 = llvm.call @maxnum_f64(%c265, %c370) : (f64, f64) -> f64
  %b378 = llvm.bitcast %r377 : f64 to i64
  llvm.call @printI64(%b378) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r379 = llvm.call @minimum_f64(%c265, %c370) : (f64, f64) -> f64
  %b380 = llvm.bitcast %r379 : f64 to i64
  llvm.call @printI64(%b380) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r381 = llvm.call @maximum_f64(%c265, %c370) : (f64, f64) -> f64
  %b382 = llvm.bitcast %r381 : f64 to i64
  llvm.call @printI64(%b382) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k383 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c383 = llvm.bitcast %k383 : i64 to f64
  %r384 = llvm.call @fma_f64(%c265, %c370, %c383) : (f64, f64, f64) -> f64
  %b385 = llvm.bitcast %r384 : f64 to i64
  llvm.call @printI64(%b385) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r386 = llvm.call @fmuladd_f64(%c265, %c370, %c383) : (f64, f64, f64) -> f64
  %b387 = llvm.bitcast %r386 : f64 to i64
  llvm.call @printI64(%b387) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i388 = llvm.mlir.constant(0 : i32) : i32
  %r389 = llvm.call @powi_f64(%c265, %i388) : (f64, i32) -> f64
  %b390 = llvm.bitcast %r389 : f64 to i64
  llvm.call @printI64(%b390) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i391 = llvm.mlir.constant(3 : i32) : i32
  %r392 = llvm.call @powi_f64(%c265, %i391) : (f64, i32) -> f64
  %b393 = llvm.bitcast %r392 : f64 to i64
  llvm.call @printI64(%b393) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i394 = llvm.mlir.constant(-2 : i32) : i32
  %r395 = llvm.call @powi_f64(%c265, %i394) : (f64, i32) -> f64
  %b396 = llvm.bitcast %r395 : f64 to i64
  llvm.call @printI64(%b396) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k397 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c397 = llvm.bitcast %k397 : i64 to f64
  %r398 = llvm.call @sin_f64(%c397) : (f64) -> f64
  %b399 = llvm.bitcast %r398 : f64 to i64
  llvm.call @printI64(%b399) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r400 = llvm.call @cos_f64(%c397) : (f64) -> f64
  %b401 = llvm.bitcast %r400 : f64 to i64
  llvm.call @printI64(%b401) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r402 = llvm.call @exp_f64(%c397) : (f64) -> f64
  %b403 = llvm.bitcast %r402 : f64 to i64
  llvm.call @printI64(%b403) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r404 = llvm.call @exp2_f64(%c397) : (f64) -> f64
  %b405 = llvm.bitcast %r404 : f64 to i64
  llvm.call @printI64(%b405) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r406 = llvm.call @log_f64(%c397) : (f64) -> f64
  %b407 = llvm.bitcast %r406 : f64 to i64
  llvm.call @printI64(%b407) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r408 = llvm.call @log2_f64(%c397) : (f64) -> f64
  %b409 = llvm.bitcast %r408 : f64 to i64
  llvm.call @printI64(%b409) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r410 = llvm.call @log10_f64(%c397) : (f64) -> f64
  %b411 = llvm.bitcast %r410 : f64 to i64
  llvm.call @printI64(%b411) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r412 = llvm.call @floor_f64(%c397) : (f64) -> f64
  %b413 = llvm.bitcast %r412 : f64 to i64
  llvm.call @printI64(%b413) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r414 = llvm.call @ceil_f64(%c397) : (f64) -> f64
  %b415 = llvm.bitcast %r414 : f64 to i64
  llvm.call @printI64(%b415) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r416 = llvm.call @trunc_f64(%c397) : (f64) -> f64
  %b417 = llvm.bitcast %r416 : f64 to i64
  llvm.call @printI64(%b417) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r418 = llvm.call @round_f64(%c397) : (f64) -> f64
  %b419 = llvm.bitcast %r418 : f64 to i64
  llvm.call @printI64(%b419) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r420 = llvm.call @roundeven_f64(%c397) : (f64) -> f64
  %b421 = llvm.bitcast %r420 : f64 to i64
  llvm.call @printI64(%b421) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r422 = llvm.call @rint_f64(%c397) : (f64) -> f64
  %b423 = llvm.bitcast %r422 : f64 to i64
  llvm.call @printI64(%b423) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r424 = llvm.call @nearbyint_f64(%c397) : (f64) -> f64
  %b425 = llvm.bitcast %r424 : f64 to i64
  llvm.call @printI64(%b425) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r426 = llvm.call @sqrt_f64(%c397) : (f64) -> f64
  %b427 = llvm.bitcast %r426 : f64 to i64
  llvm.call @printI64(%b427) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r428 = llvm.call @fabs_f64(%c397) : (f64) -> f64
  %b429 = llvm.bitcast %r428 : f64 to i64
  llvm.call @printI64(%b429) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k430 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c430 = llvm.bitcast %k430 : i64 to f64
  %r431 = llvm.call @pow_f64(%c397, %c430) : (f64, f64) -> f64
  %b432 = llvm.bitcast %r431 : f64 to i64
  llvm.call @printI64(%b432) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r433 = llvm.call @copysign_f64(%c397, %c430) : (f64, f64) -> f64
  %b434 = llvm.bitcast %r433 : f64 to i64
  llvm.call @printI64(%b434) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r435 = llvm.call @minnum_f64(%c397, %c430) : (f64, f64) -> f64
  %b436 = llvm.bitcast %r435 : f64 to i64
  llvm.call @printI64(%b436) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r437 = llvm.call @maxnum_f64(%c397, %c430) : (f64, f64) -> f64
  %b438 = llvm.bitcast %r437 : f64 to i64
  llvm.call @printI64(%b438) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r439 = llvm.call @minimum_f64(%c397, %c430) : (f64, f64) -> f64
  %b440 = llvm.bitcast %r439 : f64 to i64
  llvm.call @printI64(%b440) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r441 = llvm.call @maximum_f64(%c397, %c430) : (f64, f64) -> f64
  %b442 = llvm.bitcast %r441 : f64 to i64
  llvm.call @printI64(%b442) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k443 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c443 = llvm.bitcast %k443 : i64 to f64
  %r444 = llvm.call @fma_f64(%c397, %c430, %c443) : (f64, f64, f64) -> f64
  %b445 = llvm.bitcast %r444 : f64 to i64
  llvm.call @printI64(%b445) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r446 = llvm.call @fmuladd_f64(%c397, %c430, %c443) : (f64, f64, f64) -> f64
  %b447 = llvm.bitcast %r446 : f64 to i64
  llvm.call @printI64(%b447) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k448 = llvm.mlir.constant(0 : i64) : i64
  %c448 = llvm.bitcast %k448 : i64 to f64
  %r449 = llvm.call @pow_f64(%c397, %c448) : (f64, f64) -> f64
  %b450 = llvm.bitcast %r449 : f64 to i64
  llvm.call @printI64(%b450) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r451 = llvm.call @copysign_f64(%c397, %c448) : (f64, f64) -> f64
  %b452 = llvm.bitcast %r451 : f64 to i64
  llvm.call @printI64(%b452) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r453 = llvm.call @minnum_f64(%c397, %c448) : (f64, f64) -> f64
  %b454 = llvm.bitcast %r453 : f64 to i64
  llvm.call @printI64(%b454) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r455 = llvm.call @maxnum_f64(%c397, %c448) : (f64, f64) -> f64
  %b456 = llvm.bitcast %r455 : f64 to i64
  llvm.call @printI64(%b456) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r457 = llvm.call @minimum_f64(%c397, %c448) : (f64, f64) -> f64
  %b458 = llvm.bitcast %r457 : f64 to i64
  llvm.call @printI64(%b458) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r459 = llvm.call @maximum_f64(%c397, %c448) : (f64, f64) -> f64
  %b460 = llvm.bitcast %r459 : f64 to i64
  llvm.call @printI64(%b460) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k461 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c461 = llvm.bitcast %k461 : i64 to f64
  %r462 = llvm.call @fma_f64(%c397, %c448, %c461) : (f64, f64, f64) -> f64
  %b463 = llvm.bitcast %r462 : f64 to i64
  llvm.call @printI64(%b463) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r464 = llvm.call @fmuladd_f64(%c397, %c448, %c461) : (f64, f64, f64) -> f64
  %b465 = llvm.bitcast %r464 : f64 to i64
  llvm.call @printI64(%b465) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k466 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c466 = llvm.bitcast %k466 : i64 to f64
  %r467 = llvm.call @pow_f64(%c397, %c466) : (f64, f64) -> f64
  %b468 = llvm.bitcast %r467 : f64 to i64
  llvm.call @printI64(%b468) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r469 = llvm.call @copysign_f64(%c397, %c466) : (f64, f64) -> f64
  %b470 = llvm.bitcast %r469 : f64 to i64
  llvm.call @printI64(%b470) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r471 = llvm.call @minnum_f64(%c397, %c466) : (f64, f64) -> f64
  %b472 = llvm.bitcast %r471 : f64 to i64
  llvm.call @printI64(%b472) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r473 = llvm.call @maxnum_f64(%c397, %c466) : (f64, f64) -> f64
  %b474 = llvm.bitcast %r473 : f64 to i64
  llvm.call @printI64(%b474) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r475 = llvm.call @minimum_f64(%c397, %c466) : (f64, f64) -> f64
  %b476 = llvm.bitcast %r475 : f64 to i64
  llvm.call @printI64(%b476) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r477 = llvm.call @maximum_f64(%c397, %c466) : (f64, f64) -> f64
  %b478 = llvm.bitcast %r477 : f64 to i64
  llvm.call @printI64(%b478) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k479 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c479 = llvm.bitcast %k479 : i64 to f64
  %r480 = llvm.call @fma_f64(%c397, %c466, %c479) : (f64, f64, f64) -> f64
  %b481 = llvm.bitcast %r480 : f64 to i64
  llvm.call @printI64(%b481) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r482 = llvm.call @fmuladd_f64(%c397, %c466, %c479) : (f64, f64, f64) -> f64
  %b483 = llvm.bitcast %r482 : f64 to i64
  llvm.call @printI64(%b483) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k484 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c484 = llvm.bitcast %k484 : i64 to f64
  %r485 = llvm.call @pow_f64(%c397, %c484) : (f64, f64) -> f64
  %b486 = llvm.bitcast %r485 : f64 to i64
  llvm.call @printI64(%b486) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r487 = llvm.call @copysign_f64(%c397, %c484) : (f64, f64) -> f64
  %b488 = llvm.bitcast %r487 : f64 to i64
  llvm.call @printI64(%b488) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r489 = llvm.call @minnum_f64(%c397, %c484) : (f64, f64) -> f64
  %b490 = llvm.bitcast %r489 : f64 to i64
  llvm.call @printI64(%b490) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r491 = llvm.call @maxnum_f64(%c397, %c484) : (f64, f64) -> f64
  %b492 = llvm.bitcast %r491 : f64 to i64
  llvm.call @printI64(%b492) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r493 = llvm.call @minimum_f64(%c397, %c484) : (f64, f64) -> f64
  %b494 = llvm.bitcast %r493 : f64 to i64
  llvm.call @printI64(%b494) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r495 = llvm.call @maximum_f64(%c397, %c484) : (f64, f64) -> f64
  %b496 = llvm.bitcast %r495 : f64 to i64
  llvm.call @printI64(%b496) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k497 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c497 = llvm.bitcast %k497 : i64 to f64
  %r498 = llvm.call @fma_f64(%c397, %c484, %c497) : (f64, f64, f64) -> f64
  %b499 = llvm.bitcast %r498 : f64 to i64
  llvm.call @printI64(%b499) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r500 = llvm.call @fmuladd_f64(%c397, %c484, %c497) : (f64, f64, f64) -> f64
  %b501 = llvm.bitcast %r500 : f64 to i64
  llvm.call @printI64(%b501) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k502 = llvm.mlir.constant(-4503599627370496 : i64) : i64
  %c502 = llvm.bitcast %k502 : i64 to f64
  %r503 = llvm.call @pow_f64(%c397, %c502) : (f64, f64) -> f64
  %b504 = llvm.bitcast %r503 : f64 to i64
  llvm.call @printI64(%b504) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r505 = llvm.call @copysign_f64(%c397, %c502) : (f64, f64) -> f64
  %b506 = llvm.bitcast %r505 : f64 to i64
  llvm.call @printI64(%b506) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r507 = llvm.call @minnum_f64(%c397, %c502) : (f64, f64) -> f64
  %b508 = llvm.bitcast %r507 : f64 to i64
  llvm.call @printI64(%b508) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r509 = llvm.call @maxnum_f64(%c397, %c502) : (f64, f64) -> f64
  %b510 = llvm.bitcast %r509 : f64 to i64
  llvm.call @printI64(%b510) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r511 = llvm.call @minimum_f64(%c397, %c502) : (f64, f64) -> f64
  %b512 = llvm.bitcast %r511 : f64 to i64
  llvm.call @printI64(%b512) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r513 = llvm.call @maximum_f64(%c397, %c502) : (f64, f64) -> f64
  %b514 = llvm.bitcast %r513 : f64 to i64
  llvm.call @printI64(%b514) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k515 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c515 = llvm.bitcast %k515 : i64 to f64
  %r516 = llvm.call @fma_f64(%c397, %c502, %c515) : (f64, f64, f64) -> f64
  %b517 = llvm.bitcast %r516 : f64 to i64
  llvm.call @printI64(%b517) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r518 = llvm.call @fmuladd_f64(%c397, %c502, %c515) : (f64, f64, f64) -> f64
  %b519 = llvm.bitcast %r518 : f64 to i64
  llvm.call @printI64(%b519) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i520 = llvm.mlir.constant(0 : i32) : i32
  %r521 = llvm.call @powi_f64(%c397, %i520) : (f64, i32) -> f64
  %b522 = llvm.bitcast %r521 : f64 to i64
  llvm.call @printI64(%b522) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i523 = llvm.mlir.constant(3 : i32) : i32
  %r524 = llvm.call @powi_f64(%c397, %i523) : (f64, i32) -> f64
  %b525 = llvm.bitcast %r524 : f64 to i64
  llvm.call @printI64(%b525) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i526 = llvm.mlir.constant(-2 : i32) : i32
  %r527 = llvm.call @powi_f64(%c397, %i526) : (f64, i32) -> f64
  %b528 = llvm.bitcast %r527 : f64 to i64
  llvm.call @printI64(%b528) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k529 = llvm.mlir.constant(4612811918334230528 : i64) : i64
  %c529 = llvm.bitcast %k529 : i64 to f64
  %r530 = llvm.call @sin_f64(%c529) : (f64) -> f64
  %b531 = llvm.bitcast %r530 : f64 to i64
  llvm.call @printI64(%b531) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r532 = llvm.call @cos_f64(%c529) : (f64) -> f64
  %b533 = llvm.bitcast %r532 : f64 to i64
  llvm.call @printI64(%b533) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r534 = llvm.call @exp_f64(%c529) : (f64) -> f64
  %b535 = llvm.bitcast %r534 : f64 to i64
  llvm.call @printI64(%b535) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r536 = llvm.call @exp2_f64(%c529) : (f64) -> f64
  %b537 = llvm.bitcast %r536 : f64 to i64
  llvm.call @printI64(%b537) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r538 = llvm.call @log_f64(%c529) : (f64) -> f64
  %b539 = llvm.bitcast %r538 : f64 to i64
  llvm.call @printI64(%b539) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r540 = llvm.call @log2_f64(%c529) : (f64) -> f64
  %b541 = llvm.bitcast %r540 : f64 to i64
  llvm.call @printI64(%b541) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r542 = llvm.call @log10_f64(%c529) : (f64) -> f64
  %b543 = llvm.bitcast %r542 : f64 to i64
  llvm.call @printI64(%b543) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r544 = llvm.call @floor_f64(%c529) : (f64) -> f64
  %b545 = llvm.bitcast %r544 : f64 to i64
  llvm.call @printI64(%b545) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r546 = llvm.call @ceil_f64(%c529) : (f64) -> f64
  %b547 = llvm.bitcast %r546 : f64 to i64
  llvm.call @printI64(%b547) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r548 = llvm.call @trunc_f64(%c529) : (f64) -> f64
  %b549 = llvm.bitcast %r548 : f64 to i64
  llvm.call @printI64(%b549) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r550 = llvm.call @round_f64(%c529) : (f64) -> f64
  %b551 = llvm.bitcast %r550 : f64 to i64
  llvm.call @printI64(%b551) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r552 = llvm.call @roundeven_f64(%c529) : (f64) -> f64
  %b553 = llvm.bitcast %r552 : f64 to i64
  llvm.call @printI64(%b553) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r554 = llvm.call @rint_f64(%c529) : (f64) -> f64
  %b555 = llvm.bitcast %r554 : f64 to i64
  llvm.call @printI64(%b555) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r556 = llvm.call @nearbyint_f64(%c529) : (f64) -> f64
  %b557 = llvm.bitcast %r556 : f64 to i64
  llvm.call @printI64(%b557) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r558 = llvm.call @sqrt_f64(%c529) : (f64) -> f64
  %b559 = llvm.bitcast %r558 : f64 to i64
  llvm.call @printI64(%b559) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r560 = llvm.call @fabs_f64(%c529) : (f64) -> f64
  %b561 = llvm.bitcast %r560 : f64 to i64
  llvm.call @printI64(%b561) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k562 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c562 = llvm.bitcast %k562 : i64 to f64
  %r563 = llvm.call @pow_f64(%c529, %c562) : (f64, f64) -> f64
  %b564 = llvm.bitcast %r563 : f64 to i64
  llvm.call @printI64(%b564) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r565 = llvm.call @copysign_f64(%c529, %c562) : (f64, f64) -> f64
  %b566 = llvm.bitcast %r565 : f64 to i64
  llvm.call @printI64(%b566) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r567 = llvm.call @minnum_f64(%c529, %c562) : (f64, f64) -> f64
  %b568 = llvm.bitcast %r567 : f64 to i64
  llvm.call @printI64(%b568) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r569 = llvm.call @maxnum_f64(%c529, %c562) : (f64, f64) -> f64
  %b570 = llvm.bitcast %r569 : f64 to i64
  llvm.call @printI64(%b570) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r571 = llvm.call @minimum_f64(%c529, %c562) : (f64, f64) -> f64
  %b572 = llvm.bitcast %r571 : f64 to i64
  llvm.call @printI64(%b572) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r573 = llvm.call @maximum_f64(%c529, %c562) : (f64, f64) -> f64
  %b574 = llvm.bitcast %r573 : f64 to i64
  llvm.call @printI64(%b574) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k575 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c575 = llvm.bitcast %k575 : i64 to f64
  %r576 = llvm.call @fma_f64(%c529, %c562, %c575) : (f64, f64, f64) -> f64
  %b577 = llvm.bitcast %r576 : f64 to i64
  llvm.call @printI64(%b577) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r578 = llvm.call @fmuladd_f64(%c529, %c562, %c575) : (f64, f64, f64) -> f64
  %b579 = llvm.bitcast %r578 : f64 to i64
  llvm.call @printI64(%b579) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k580 = llvm.mlir.constant(0 : i64) : i64
  %c580 = llvm.bitcast %k580 : i64 to f64
  %r581 = llvm.call @pow_f64(%c529, %c580) : (f64, f64) -> f64
  %b582 = llvm.bitcast %r581 : f64 to i64
  llvm.call @printI64(%b582) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r583 = llvm.call @copysign_f64(%c529, %c580) : (f64, f64) -> f64
  %b584 = llvm.bitcast %r583 : f64 to i64
  llvm.call @printI64(%b584) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r585 = llvm.call @minnum_f64(%c529, %c580) : (f64, f64) -> f64
  %b586 = llvm.bitcast %r585 : f64 to i64
  llvm.call @printI64(%b586) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r587 = llvm.call @maxnum_f64(%c529, %c580) : (f64, f64) -> f64
  %b588 = llvm.bitcast %r587 : f64 to i64
  llvm.call @printI64(%b588) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r589 = llvm.call @minimum_f64(%c529, %c580) : (f64, f64) -> f64
  %b590 = llvm.bitcast %r589 : f64 to i64
  llvm.call @printI64(%b590) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r591 = llvm.call @maximum_f64(%c529, %c580) : (f64, f64) -> f64
  %b592 = llvm.bitcast %r591 : f64 to i64
  llvm.call @printI64(%b592) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k593 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c593 = llvm.bitcast %k593 : i64 to f64
  %r594 = llvm.call @fma_f64(%c529, %c580, %c593) : (f64, f64, f64) -> f64
  %b595 = llvm.bitcast %r594 : f64 to i64
  llvm.call @printI64(%b595) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r596 = llvm.call @fmuladd_f64(%c529, %c580, %c593) : (f64, f64, f64) -> f64
  %b597 = llvm.bitcast %r596 : f64 to i64
  llvm.call @printI64(%b597) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k598 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c598 = llvm.bitcast %k598 : i64 to f64
  %r599 = llvm.call @pow_f64(%c529, %c598) : (f64, f64) -> f64
  %b600 = llvm.bitcast %r599 : f64 to i64
  llvm.call @printI64(%b600) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r601 = llvm.call @copysign_f64(%c529, %c598) : (f64, f64) -> f64
  %b602 = llvm.bitcast %r601 : f64 to i64
  llvm.call @printI64(%b602) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r603 = llvm.call @minnum_f64(%c529, %c598) : (f64, f64) -> f64
  %b604 = llvm.bitcast %r603 : f64 to i64
  llvm.call @printI64(%b604) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r605 = llvm.call @maxnum_f64(%c529, %c598) : (f64, f64) -> f64
  %b606 = llvm.bitcast %r605 : f64 to i64
  llvm.call @printI64(%b606) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r607 = llvm.call @minimum_f64(%c529, %c598) : (f64, f64) -> f64
  %b608 = llvm.bitcast %r607 : f64 to i64
  llvm.call @printI64(%b608) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r609 = llvm.call @maximum_f64(%c529, %c598) : (f64, f64) -> f64
  %b610 = llvm.bitcast %r609 : f64 to i64
  llvm.call @printI64(%b610) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k611 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c611 = llvm.bitcast %k611 : i64 to f64
  %r612 = llvm.call @fma_f64(%c529, %c598, %c611) : (f64, f64, f64) -> f64
  %b613 = llvm.bitcast %r612 : f64 to i64
  llvm.call @printI64(%b613) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r614 = llvm.call @fmuladd_f64(%c529, %c598, %c611) : (f64, f64, f64) -> f64
  %b615 = llvm.bitcast %r614 : f64 to i64
  llvm.call @printI64(%b615) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k616 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c616 = llvm.bitcast %k616 : i64 to f64
  %r617 = llvm.call @pow_f64(%c529, %c616) : (f64, f64) -> f64
  %b618 = llvm.bitcast %r617 : f64 to i64
  llvm.call @printI64(%b618) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r619 = llvm.call @copysign_f64(%c529, %c616) : (f64, f64) -> f64
  %b620 = llvm.bitcast %r619 : f64 to i64
  llvm.call @printI64(%b620) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r621 = llvm.call @minnum_f64(%c529, %c616) : (f64, f64) -> f64
  %b622 = llvm.bitcast %r621 : f64 to i64
  llvm.call @printI64(%b622) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r623 = llvm.call @maxnum_f64(%c529, %c616) : (f64, f64) -> f64
  %b624 = llvm.bitcast %r623 : f64 to i64
  llvm.call @printI64(%b624) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r625 = llvm.call @minimum_f64(%c529, %c616) : (f64, f64) -> f64
  %b626 = llvm.bitcast %r625 : f64 to i64
  llvm.call @printI64(%b626) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r627 = llvm.call @maximum_f64(%c529, %c616) : (f64, f64) -> f64
  %b628 = llvm.bitcast %r627 : f64 to i64
  llvm.call @printI64(%b628) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k629 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c629 = llvm.bitcast %k629 : i64 to f64
  %r630 = llvm.call @fma_f64(%c529, %c616, %c629) : (f64, f64, f64) -> f64
  %b631 = llvm.bitcast %r630 : f64 to i64
  llvm.call @printI64(%b631) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r632 = llvm.call @fmuladd_f64(%c529, %c616, %c629) : (f64, f64, f64) -> f64
  %b633 = llvm.bitcast %r632 : f64 to i64
  llvm.call @printI64(%b633) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k634 = llvm.mlir.constant(-4503599627370496 : i64) : i64
  %c634 = llvm.bitcast %k634 : i64 to f64
  %r635 = llvm.call @pow_f64(%c529, %c634) : (f64, f64) -> f64
  %b636 = llvm.bitcast %r635 : f64 to i64
  llvm.call @printI64(%b636) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r637 = llvm.call @copysign_f64(%c529, %c634) : (f64, f64) -> f64
  %b638 = llvm.bitcast %r637 : f64 to i64
  llvm.call @printI64(%b638) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r639 = llvm.call @minnum_f64(%c529, %c634) : (f64, f64) -> f64
  %b640 = llvm.bitcast %r639 : f64 to i64
  llvm.call @printI64(%b640) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r641 = llvm.call @maxnum_f64(%c529, %c634) : (f64, f64) -> f64
  %b642 = llvm.bitcast %r641 : f64 to i64
  llvm.call @printI64(%b642) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r643 = llvm.call @minimum_f64(%c529, %c634) : (f64, f64) -> f64
  %b644 = llvm.bitcast %r643 : f64 to i64
  llvm.call @printI64(%b644) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r645 = llvm.call @maximum_f64(%c529, %c634) : (f64, f64) -> f64
  %b646 = llvm.bitcast %r645 : f64 to i64
  llvm.call @printI64(%b646) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k647 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c647 = llvm.bitcast %k647 : i64 to f64
  %r648 = llvm.call @fma_f64(%c529, %c634, %c647) : (f64, f64, f64) -> f64
  %b649 = llvm.bitcast %r648 : f64 to i64
  llvm.call @printI64(%b649) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r650 = llvm.call @fmuladd_f64(%c529, %c634, %c647) : (f64, f64, f64) -> f64
  %b651 = llvm.bitcast %r650 : f64 to i64
  llvm.call @printI64(%b651) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i652 = llvm.mlir.constant(0 : i32) : i32
  %r653 = llvm.call @powi_f64(%c529, %i652) : (f64, i32) -> f64
  %b654 = llvm.bitcast %r653 : f64 to i64
  llvm.call @printI64(%b654) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i655 = llvm.mlir.constant(3 : i32) : i32
  %r656 = llvm.call @powi_f64(%c529, %i655) : (f64, i32) -> f64
  %b657 = llvm.bitcast %r656 : f64 to i64
  llvm.call @printI64(%b657) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i658 = llvm.mlir.constant(-2 : i32) : i32
  %r659 = llvm.call @powi_f64(%c529, %i658) : (f64, i32) -> f64
  %b660 = llvm.bitcast %r659 : f64 to i64
  llvm.call @printI64(%b660) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k661 = llvm.mlir.constant(-4607857958744122982 : i64) : i64
  %c661 = llvm.bitcast %k661 : i64 to f64
  %r662 = llvm.call @sin_f64(%c661) : (f64) -> f64
  %b663 = llvm.bitcast %r662 : f64 to i64
  llvm.call @printI64(%b663) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r664 = llvm.call @cos_f64(%c661) : (f64) -> f64
  %b665 = llvm.bitcast %r664 : f64 to i64
  llvm.call @printI64(%b665) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r666 = llvm.call @exp_f64(%c661) : (f64) -> f64
  %b667 = llvm.bitcast %r666 : f64 to i64
  llvm.call @printI64(%b667) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r668 = llvm.call @exp2_f64(%c661) : (f64) -> f64
  %b669 = llvm.bitcast %r668 : f64 to i64
  llvm.call @printI64(%b669) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r670 = llvm.call @log_f64(%c661) : (f64) -> f64
  %b671 = llvm.bitcast %r670 : f64 to i64
  llvm.call @printI64(%b671) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r672 = llvm.call @log2_f64(%c661) : (f64) -> f64
  %b673 = llvm.bitcast %r672 : f64 to i64
  llvm.call @printI64(%b673) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r674 = llvm.call @log10_f64(%c661) : (f64) -> f64
  %b675 = llvm.bitcast %r674 : f64 to i64
  llvm.call @printI64(%b675) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r676 = llvm.call @floor_f64(%c661) : (f64) -> f64
  %b677 = llvm.bitcast %r676 : f64 to i64
  llvm.call @printI64(%b677) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r678 = llvm.call @ceil_f64(%c661) : (f64) -> f64
  %b679 = llvm.bitcast %r678 : f64 to i64
  llvm.call @printI64(%b679) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r680 = llvm.call @trunc_f64(%c661) : (f64) -> f64
  %b681 = llvm.bitcast %r680 : f64 to i64
  llvm.call @printI64(%b681) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r682 = llvm.call @round_f64(%c661) : (f64) -> f64
  %b683 = llvm.bitcast %r682 : f64 to i64
  llvm.call @printI64(%b683) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r684 = llvm.call @roundeven_f64(%c661) : (f64) -> f64
  %b685 = llvm.bitcast %r684 : f64 to i64
  llvm.call @printI64(%b685) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r686 = llvm.call @rint_f64(%c661) : (f64) -> f64
  %b687 = llvm.bitcast %r686 : f64 to i64
  llvm.call @printI64(%b687) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r688 = llvm.call @nearbyint_f64(%c661) : (f64) -> f64
  %b689 = llvm.bitcast %r688 : f64 to i64
  llvm.call @printI64(%b689) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r690 = llvm.call @sqrt_f64(%c661) : (f64) -> f64
  %b691 = llvm.bitcast %r690 : f64 to i64
  llvm.call @printI64(%b691) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r692 = llvm.call @fabs_f64(%c661) : (f64) -> f64
  %b693 = llvm.bitcast %r692 : f64 to i64
  llvm.call @printI64(%b693) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k694 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c694 = llvm.bitcast %k694 : i64 to f64
  %r695 = llvm.call @pow_f64(%c661, %c694) : (f64, f64) -> f64
  %b696 = llvm.bitcast %r695 : f64 to i64
  llvm.call @printI64(%b696) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r697 = llvm.call @copysign_f64(%c661, %c694) : (f64, f64) -> f64
  %b698 = llvm.bitcast %r697 : f64 to i64
  llvm.call @printI64(%b698) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r699 = llvm.call @minnum_f64(%c661, %c694) : (f64, f64) -> f64
  %b700 = llvm.bitcast %r699 : f64 to i64
  llvm.call @printI64(%b700) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r701 = llvm.call @maxnum_f64(%c661, %c694) : (f64, f64) -> f64
  %b702 = llvm.bitcast %r701 : f64 to i64
  llvm.call @printI64(%b702) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r703 = llvm.call @minimum_f64(%c661, %c694) : (f64, f64) -> f64
  %b704 = llvm.bitcast %r703 : f64 to i64
  llvm.call @printI64(%b704) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r705 = llvm.call @maximum_f64(%c661, %c694) : (f64, f64) -> f64
  %b706 = llvm.bitcast %r705 : f64 to i64
  llvm.call @printI64(%b706) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k707 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c707 = llvm.bitcast %k707 : i64 to f64
  %r708 = llvm.call @fma_f64(%c661, %c694, %c707) : (f64, f64, f64) -> f64
  %b709 = llvm.bitcast %r708 : f64 to i64
  llvm.call @printI64(%b709) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r710 = llvm.call @fmuladd_f64(%c661, %c694, %c707) : (f64, f64, f64) -> f64
  %b711 = llvm.bitcast %r710 : f64 to i64
  llvm.call @printI64(%b711) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k712 = llvm.mlir.constant(0 : i64) : i64
  %c712 = llvm.bitcast %k712 : i64 to f64
  %r713 = llvm.call @pow_f64(%c661, %c712) : (f64, f64) -> f64
  %b714 = llvm.bitcast %r713 : f64 to i64
  llvm.call @printI64(%b714) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r715 = llvm.call @copysign_f64(%c661, %c712) : (f64, f64) -> f64
  %b716 = llvm.bitcast %r715 : f64 to i64
  llvm.call @printI64(%b716) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r717 = llvm.call @minnum_f64(%c661, %c712) : (f64, f64) -> f64
  %b718 = llvm.bitcast %r717 : f64 to i64
  llvm.call @printI64(%b718) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r719 = llvm.call @maxnum_f64(%c661, %c712) : (f64, f64) -> f64
  %b720 = llvm.bitcast %r719 : f64 to i64
  llvm.call @printI64(%b720) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r721 = llvm.call @minimum_f64(%c661, %c712) : (f64, f64) -> f64
  %b722 = llvm.bitcast %r721 : f64 to i64
  llvm.call @printI64(%b722) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r723 = llvm.call @maximum_f64(%c661, %c712) : (f64, f64) -> f64
  %b724 = llvm.bitcast %r723 : f64 to i64
  llvm.call @printI64(%b724) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k725 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c725 = llvm.bitcast %k725 : i64 to f64
  %r726 = llvm.call @fma_f64(%c661, %c712, %c725) : (f64, f64, f64) -> f64
  %b727 = llvm.bitcast %r726 : f64 to i64
  llvm.call @printI64(%b727) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r728 = llvm.call @fmuladd_f64(%c661, %c712, %c725) : (f64, f64, f64) -> f64
  %b729 = llvm.bitcast %r728 : f64 to i64
  llvm.call @printI64(%b729) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k730 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c730 = llvm.bitcast %k730 : i64 to f64
  %r731 = llvm.call @pow_f64(%c661, %c730) : (f64, f64) -> f64
  %b732 = llvm.bitcast %r731 : f64 to i64
  llvm.call @printI64(%b732) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r733 = llvm.call @copysign_f64(%c661, %c730) : (f64, f64) -> f64
  %b734 = llvm.bitcast %r733 : f64 to i64
  llvm.call @printI64(%b734) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r735 = llvm.call @minnum_f64(%c661, %c730) : (f64, f64) -> f64
  %b736 = llvm.bitcast %r735 : f64 to i64
  llvm.call @printI64(%b736) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r737 = llvm.call @maxnum_f64(%c661, %c730) : (f64, f64) -> f64
  %b738 = llvm.bitcast %r737 : f64 to i64
  llvm.call @printI64(%b738) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r739 = llvm.call @minimum_f64(%c661, %c730) : (f64, f64) -> f64
  %b740 = llvm.bitcast %r739 : f64 to i64
  llvm.call @printI64(%b740) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r741 = llvm.call @maximum_f64(%c661, %c730) : (f64, f64) -> f64
  %b742 = llvm.bitcast %r741 : f64 to i64
  llvm.call @printI64(%b742) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k743 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c743 = llvm.bitcast %k743 : i64 to f64
  %r744 = llvm.call @fma_f64(%c661, %c730, %c743) : (f64, f64, f64) -> f64
  %b745 = llvm.bitcast %r744 : f64 to i64
  llvm.call @printI64(%b745) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r746 = llvm.call @fmuladd_f64(%c661, %c730, %c743) : (f64, f64, f64) -> f64
  %b747 = llvm.bitcast %r746 : f64 to i64
  llvm.call @printI64(%b747) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k748 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c748 = llvm.bitcast %k748 : i64 to f64
  %r749 = llvm.call @pow_f64(%c661, %c748) : (f64, f64) -> f64
  %b750 = llvm.bitcast %r749 : f64 to i64
  llvm.call @printI64(%b750) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r751 = llvm.call @copysign_f64(%c661, %c748) : (f64, f64) -> f64
  %b752 = llvm.bitcast %r751 : f64 to i64
  llvm.call @printI64(%b752) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r753 = llvm.call @minnum_f64(%c661, %c748) : (f64, f64) -> f64
  %b754 = llvm.bitcast %r753 : f64 to i64
  llvm.call @printI64(%b754) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r755 = llvm.call @maxnum_f64(%c661, %c748) : (f64, f64) -> f64
  %b756 = llvm.bitcast %r755 : f64 to i64
  llvm.call @printI64(%b756) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r757 = llvm.call @minimum_f64(%c661, %c748) : (f64, f64) -> f64
  %b758 = llvm.bitcast %r757 : f64 to i64
  llvm.call @printI64(%b758) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r759 = llvm.call @maximum_f64(%c661, %c748) : (f64, f64) -> f64
  %b760 = llvm.bitcast %r759 : f64 to i64
  llvm.call @printI64(%b760) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k761 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c761 = llvm.bitcast %k761 : i64 to f64
  %r762 = llvm.call @fma_f64(%c661, %c748, %c761) : (f64, f64, f64) -> f64
  %b763 = llvm.bitcast %r762 : f64 to i64
  llvm.call @printI64(%b763) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r764 = llvm.call @fmuladd_f64(%c661, %c748, %c761) : (f64, f64, f64) -> f64
  %b765 = llvm.bitcast %r764 : f64 to i64
  llvm.call @printI64(%b765) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k766 = llvm.mlir.constant(-4503599627370496 : i64) : i64
  %c766 = llvm.bitcast %k766 : i64 to f64
  %r767 = llvm.call @pow_f64(%c661, %c766) : (f64, f64) -> f64
  %b768 = llvm.bitcast %r767 : f64 to i64
  llvm.call @printI64(%b768) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r769 = llvm.call @copysign_f64(%c661, %c766) : (f64, f64) -> f64
  %b770 = llvm.bitcast %r769 : f64 to i64
  llvm.call @printI64(%b770) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r771 = llvm.call @minnum_f64(%c661, %c766) : (f64, f64) -> f64
  %b772 = llvm.bitcast %r771 : f64 to i64
  llvm.call @printI64(%b772) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r773 = llvm.call @maxnum_f64(%c661, %c766) : (f64, f64) -> f64
  %b774 = llvm.bitcast %r773 : f64 to i64
  llvm.call @printI64(%b774) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r775 = llvm.call @minimum_f64(%c661, %c766) : (f64, f64) -> f64
  %b776 = llvm.bitcast %r775 : f64 to i64
  llvm.call @printI64(%b776) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r777 = llvm.call @maximum_f64(%c661, %c766) : (f64, f64) -> f64
  %b778 = llvm.bitcast %r777 : f64 to i64
  llvm.call @printI64(%b778) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k779 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c779 = llvm.bitcast %k779 : i64 to f64
  %r780 = llvm.call @fma_f64(%c661, %c766, %c779) : (f64, f64, f64) -> f64
  %b781 = llvm.bitcast %r780 : f64 to i64
  llvm.call @printI64(%b781) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r782 = llvm.call @fmuladd_f64(%c661, %c766, %c779) : (f64, f64, f64) -> f64
  %b783 = llvm.bitcast %r782 : f64 to i64
  llvm.call @printI64(%b783) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i784 = llvm.mlir.constant(0 : i32) : i32
  %r785 = llvm.call @powi_f64(%c661, %i784) : (f64, i32) -> f64
  %b786 = llvm.bitcast %r785 : f64 to i64
  llvm.call @printI64(%b786) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i787 = llvm.mlir.constant(3 : i32) : i32
  %r788 = llvm.call @powi_f64(%c661, %i787) : (f64, i32) -> f64
  %b789 = llvm.bitcast %r788 : f64 to i64
  llvm.call @printI64(%b789) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i790 = llvm.mlir.constant(-2 : i32) : i32
  %r791 = llvm.call @powi_f64(%c661, %i790) : (f64, i32) -> f64
  %b792 = llvm.bitcast %r791 : f64 to i64
  llvm.call @printI64(%b792) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k793 = llvm.mlir.constant(9218868437227405312 : i64) : i64
  %c793 = llvm.bitcast %k793 : i64 to f64
  %r794 = llvm.call @sin_f64(%c793) : (f64) -> f64
  %b795 = llvm.bitcast %r794 : f64 to i64
  llvm.call @printI64(%b795) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r796 = llvm.call @cos_f64(%c793) : (f64) -> f64
  %b797 = llvm.bitcast %r796 : f64 to i64
  llvm.call @printI64(%b797) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r798 = llvm.call @exp_f64(%c793) : (f64) -> f64
  %b799 = llvm.bitcast %r798 : f64 to i64
  llvm.call @printI64(%b799) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r800 = llvm.call @exp2_f64(%c793) : (f64) -> f64
  %b801 = llvm.bitcast %r800 : f64 to i64
  llvm.call @printI64(%b801) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r802 = llvm.call @log_f64(%c793) : (f64) -> f64
  %b803 = llvm.bitcast %r802 : f64 to i64
  llvm.call @printI64(%b803) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r804 = llvm.call @log2_f64(%c793) : (f64) -> f64
  %b805 = llvm.bitcast %r804 : f64 to i64
  llvm.call @printI64(%b805) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r806 = llvm.call @log10_f64(%c793) : (f64) -> f64
  %b807 = llvm.bitcast %r806 : f64 to i64
  llvm.call @printI64(%b807) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r808 = llvm.call @floor_f64(%c793) : (f64) -> f64
  %b809 = llvm.bitcast %r808 : f64 to i64
  llvm.call @printI64(%b809) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r810 = llvm.call @ceil_f64(%c793) : (f64) -> f64
  %b811 = llvm.bitcast %r810 : f64 to i64
  llvm.call @printI64(%b811) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r812 = llvm.call @trunc_f64(%c793) : (f64) -> f64
  %b813 = llvm.bitcast %r812 : f64 to i64
  llvm.call @printI64(%b813) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r814 = llvm.call @round_f64(%c793) : (f64) -> f64
  %b815 = llvm.bitcast %r814 : f64 to i64
  llvm.call @printI64(%b815) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r816 = llvm.call @roundeven_f64(%c793) : (f64) -> f64
  %b817 = llvm.bitcast %r816 : f64 to i64
  llvm.call @printI64(%b817) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r818 = llvm.call @rint_f64(%c793) : (f64) -> f64
  %b819 = llvm.bitcast %r818 : f64 to i64
  llvm.call @printI64(%b819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r820 = llvm.call @nearbyint_f64(%c793) : (f64) -> f64
  %b821 = llvm.bitcast %r820 : f64 to i64
  llvm.call @printI64(%b821) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r822 = llvm.call @sqrt_f64(%c793) : (f64) -> f64
  %b823 = llvm.bitcast %r822 : f64 to i64
  llvm.call @printI64(%b823) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r824 = llvm.call @fabs_f64(%c793) : (f64) -> f64
  %b825 = llvm.bitcast %r824 : f64 to i64
  llvm.call @printI64(%b825) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k826 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c826 = llvm.bitcast %k826 : i64 to f64
  %r827 = llvm.call @pow_f64(%c793, %c826) : (f64, f64) -> f64
  %b828 = llvm.bitcast %r827 : f64 to i64
  llvm.call @printI64(%b828) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r829 = llvm.call @copysign_f64(%c793, %c826) : (f64, f64) -> f64
  %b830 = llvm.bitcast %r829 : f64 to i64
  llvm.call @printI64(%b830) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r831 = llvm.call @minnum_f64(%c793, %c826) : (f64, f64) -> f64
  %b832 = llvm.bitcast %r831 : f64 to i64
  llvm.call @printI64(%b832) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r833 = llvm.call @maxnum_f64(%c793, %c826) : (f64, f64) -> f64
  %b834 = llvm.bitcast %r833 : f64 to i64
  llvm.call @printI64(%b834) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r835 = llvm.call @minimum_f64(%c793, %c826) : (f64, f64) -> f64
  %b836 = llvm.bitcast %r835 : f64 to i64
  llvm.call @printI64(%b836) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r837 = llvm.call @maximum_f64(%c793, %c826) : (f64, f64) -> f64
  %b838 = llvm.bitcast %r837 : f64 to i64
  llvm.call @printI64(%b838) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k839 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c839 = llvm.bitcast %k839 : i64 to f64
  %r840 = llvm.call @fma_f64(%c793, %c826, %c839) : (f64, f64, f64) -> f64
  %b841 = llvm.bitcast %r840 : f64 to i64
  llvm.call @printI64(%b841) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r842 = llvm.call @fmuladd_f64(%c793, %c826, %c839) : (f64, f64, f64) -> f64
  %b843 = llvm.bitcast %r842 : f64 to i64
  llvm.call @printI64(%b843) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k844 = llvm.mlir.constant(0 : i64) : i64
  %c844 = llvm.bitcast %k844 : i64 to f64
  %r845 = llvm.call @pow_f64(%c793, %c844) : (f64, f64) -> f64
  %b846 = llvm.bitcast %r845 : f64 to i64
  llvm.call @printI64(%b846) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r847 = llvm.call @copysign_f64(%c793, %c844) : (f64, f64) -> f64
  %b848 = llvm.bitcast %r847 : f64 to i64
  llvm.call @printI64(%b848) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r849 = llvm.call @minnum_f64(%c793, %c844) : (f64, f64) -> f64
  %b850 = llvm.bitcast %r849 : f64 to i64
  llvm.call @printI64(%b850) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r851 = llvm.call @maxnum_f64(%c793, %c844) : (f64, f64) -> f64
  %b852 = llvm.bitcast %r851 : f64 to i64
  llvm.call @printI64(%b852) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r853 = llvm.call @minimum_f64(%c793, %c844) : (f64, f64) -> f64
  %b854 = llvm.bitcast %r853 : f64 to i64
  llvm.call @printI64(%b854) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r855 = llvm.call @maximum_f64(%c793, %c844) : (f64, f64) -> f64
  %b856 = llvm.bitcast %r855 : f64 to i64
  llvm.call @printI64(%b856) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k857 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c857 = llvm.bitcast %k857 : i64 to f64
  %r858 = llvm.call @fma_f64(%c793, %c844, %c857) : (f64, f64, f64) -> f64
  %b859 = llvm.bitcast %r858 : f64 to i64
  llvm.call @printI64(%b859) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r860 = llvm.call @fmuladd_f64(%c793, %c844, %c857) : (f64, f64, f64) -> f64
  %b861 = llvm.bitcast %r860 : f64 to i64
  llvm.call @printI64(%b861) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k862 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c862 = llvm.bitcast %k862 : i64 to f64
  %r863 = llvm.call @pow_f64(%c793, %c862) : (f64, f64) -> f64
  %b864 = llvm.bitcast %r863 : f64 to i64
  llvm.call @printI64(%b864) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r865 = llvm.call @copysign_f64(%c793, %c862) : (f64, f64) -> f64
  %b866 = llvm.bitcast %r865 : f64 to i64
  llvm.call @printI64(%b866) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r867 = llvm.call @minnum_f64(%c793, %c862) : (f64, f64) -> f64
  %b868 = llvm.bitcast %r867 : f64 to i64
  llvm.call @printI64(%b868) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r869 = llvm.call @maxnum_f64(%c793, %c862) : (f64, f64) -> f64
  %b870 = llvm.bitcast %r869 : f64 to i64
  llvm.call @printI64(%b870) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r871 = llvm.call @minimum_f64(%c793, %c862) : (f64, f64) -> f64
  %b872 = llvm.bitcast %r871 : f64 to i64
  llvm.call @printI64(%b872) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r873 = llvm.call @maximum_f64(%c793, %c862) : (f64, f64) -> f64
  %b874 = llvm.bitcast %r873 : f64 to i64
  llvm.call @printI64(%b874) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k875 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c875 = llvm.bitcast %k875 : i64 to f64
  %r876 = llvm.call @fma_f64(%c793, %c862, %c875) : (f64, f64, f64) -> f64
  %b877 = llvm.bitcast %r876 : f64 to i64
  llvm.call @printI64(%b877) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r878 = llvm.call @fmuladd_f64(%c793, %c862, %c875) : (f64, f64, f64) -> f64
  %b879 = llvm.bitcast %r878 : f64 to i64
  llvm.call @printI64(%b879) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k880 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c880 = llvm.bitcast %k880 : i64 to f64
  %r881 = llvm.call @pow_f64(%c793, %c880) : (f64, f64) -> f64
  %b882 = llvm.bitcast %r881 : f64 to i64
  llvm.call @printI64(%b882) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r883 = llvm.call @copysign_f64(%c793, %c880) : (f64, f64) -> f64
  %b884 = llvm.bitcast %r883 : f64 to i64
  llvm.call @printI64(%b884) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r885 = llvm.call @minnum_f64(%c793, %c880) : (f64, f64) -> f64
  %b886 = llvm.bitcast %r885 : f64 to i64
  llvm.call @printI64(%b886) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r887 = llvm.call @maxnum_f64(%c793, %c880) : (f64, f64) -> f64
  %b888 = llvm.bitcast %r887 : f64 to i64
  llvm.call @printI64(%b888) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r889 = llvm.call @minimum_f64(%c793, %c880) : (f64, f64) -> f64
  %b890 = llvm.bitcast %r889 : f64 to i64
  llvm.call @printI64(%b890) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r891 = llvm.call @maximum_f64(%c793, %c880) : (f64, f64) -> f64
  %b892 = llvm.bitcast %r891 : f64 to i64
  llvm.call @printI64(%b892) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k893 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c893 = llvm.bitcast %k893 : i64 to f64
  %r894 = llvm.call @fma_f64(%c793, %c880, %c893) : (f64, f64, f64) -> f64
  %b895 = llvm.bitcast %r894 : f64 to i64
  llvm.call @printI64(%b895) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r896 = llvm.call @fmuladd_f64(%c793, %c880, %c893) : (f64, f64, f64) -> f64
  %b897 = llvm.bitcast %r896 : f64 to i64
  llvm.call @printI64(%b897) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k898 = llvm.mlir.constant(-4503599627370496 : i64) : i64
  %c898 = llvm.bitcast %k898 : i64 to f64
  %r899 = llvm.call @pow_f64(%c793, %c898) : (f64, f64) -> f64
  %b900 = llvm.bitcast %r899 : f64 to i64
  llvm.call @printI64(%b900) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r901 = llvm.call @copysign_f64(%c793, %c898) : (f64, f64) -> f64
  %b902 = llvm.bitcast %r901 : f64 to i64
  llvm.call @printI64(%b902) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r903 = llvm.call @minnum_f64(%c793, %c898) : (f64, f64) -> f64
  %b904 = llvm.bitcast %r903 : f64 to i64
  llvm.call @printI64(%b904) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r905 = llvm.call @maxnum_f64(%c793, %c898) : (f64, f64) -> f64
  %b906 = llvm.bitcast %r905 : f64 to i64
  llvm.call @printI64(%b906) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r907 = llvm.call @minimum_f64(%c793, %c898) : (f64, f64) -> f64
  %b908 = llvm.bitcast %r907 : f64 to i64
  llvm.call @printI64(%b908) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r909 = llvm.call @maximum_f64(%c793, %c898) : (f64, f64) -> f64
  %b910 = llvm.bitcast %r909 : f64 to i64
  llvm.call @printI64(%b910) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k911 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c911 = llvm.bitcast %k911 : i64 to f64
  %r912 = llvm.call @fma_f64(%c793, %c898, %c911) : (f64, f64, f64) -> f64
  %b913 = llvm.bitcast %r912 : f64 to i64
  llvm.call @printI64(%b913) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r914 = llvm.call @fmuladd_f64(%c793, %c898, %c911) : (f64, f64, f64) -> f64
  %b915 = llvm.bitcast %r914 : f64 to i64
  llvm.call @printI64(%b915) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i916 = llvm.mlir.constant(0 : i32) : i32
  %r917 = llvm.call @powi_f64(%c793, %i916) : (f64, i32) -> f64
  %b918 = llvm.bitcast %r917 : f64 to i64
  llvm.call @printI64(%b918) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i919 = llvm.mlir.constant(3 : i32) : i32
  %r920 = llvm.call @powi_f64(%c793, %i919) : (f64, i32) -> f64
  %b921 = llvm.bitcast %r920 : f64 to i64
  llvm.call @printI64(%b921) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i922 = llvm.mlir.constant(-2 : i32) : i32
  %r923 = llvm.call @powi_f64(%c793, %i922) : (f64, i32) -> f64
  %b924 = llvm.bitcast %r923 : f64 to i64
  llvm.call @printI64(%b924) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k925 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c925 = llvm.bitcast %k925 : i64 to f64
  %r926 = llvm.call @sin_f64(%c925) : (f64) -> f64
  %b927 = llvm.bitcast %r926 : f64 to i64
  llvm.call @printI64(%b927) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r928 = llvm.call @cos_f64(%c925) : (f64) -> f64
  %b929 = llvm.bitcast %r928 : f64 to i64
  llvm.call @printI64(%b929) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r930 = llvm.call @exp_f64(%c925) : (f64) -> f64
  %b931 = llvm.bitcast %r930 : f64 to i64
  llvm.call @printI64(%b931) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r932 = llvm.call @exp2_f64(%c925) : (f64) -> f64
  %b933 = llvm.bitcast %r932 : f64 to i64
  llvm.call @printI64(%b933) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r934 = llvm.call @log_f64(%c925) : (f64) -> f64
  %b935 = llvm.bitcast %r934 : f64 to i64
  llvm.call @printI64(%b935) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r936 = llvm.call @log2_f64(%c925) : (f64) -> f64
  %b937 = llvm.bitcast %r936 : f64 to i64
  llvm.call @printI64(%b937) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r938 = llvm.call @log10_f64(%c925) : (f64) -> f64
  %b939 = llvm.bitcast %r938 : f64 to i64
  llvm.call @printI64(%b939) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r940 = llvm.call @floor_f64(%c925) : (f64) -> f64
  %b941 = llvm.bitcast %r940 : f64 to i64
  llvm.call @printI64(%b941) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r942 = llvm.call @ceil_f64(%c925) : (f64) -> f64
  %b943 = llvm.bitcast %r942 : f64 to i64
  llvm.call @printI64(%b943) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r944 = llvm.call @trunc_f64(%c925) : (f64) -> f64
  %b945 = llvm.bitcast %r944 : f64 to i64
  llvm.call @printI64(%b945) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r946 = llvm.call @round_f64(%c925) : (f64) -> f64
  %b947 = llvm.bitcast %r946 : f64 to i64
  llvm.call @printI64(%b947) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r948 = llvm.call @roundeven_f64(%c925) : (f64) -> f64
  %b949 = llvm.bitcast %r948 : f64 to i64
  llvm.call @printI64(%b949) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r950 = llvm.call @rint_f64(%c925) : (f64) -> f64
  %b951 = llvm.bitcast %r950 : f64 to i64
  llvm.call @printI64(%b951) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r952 = llvm.call @nearbyint_f64(%c925) : (f64) -> f64
  %b953 = llvm.bitcast %r952 : f64 to i64
  llvm.call @printI64(%b953) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r954 = llvm.call @sqrt_f64(%c925) : (f64) -> f64
  %b955 = llvm.bitcast %r954 : f64 to i64
  llvm.call @printI64(%b955) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r956 = llvm.call @fabs_f64(%c925) : (f64) -> f64
  %b957 = llvm.bitcast %r956 : f64 to i64
  llvm.call @printI64(%b957) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k958 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c958 = llvm.bitcast %k958 : i64 to f64
  %r959 = llvm.call @pow_f64(%c925, %c958) : (f64, f64) -> f64
  %b960 = llvm.bitcast %r959 : f64 to i64
  llvm.call @printI64(%b960) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r961 = llvm.call @copysign_f64(%c925, %c958) : (f64, f64) -> f64
  %b962 = llvm.bitcast %r961 : f64 to i64
  llvm.call @printI64(%b962) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r963 = llvm.call @minnum_f64(%c925, %c958) : (f64, f64) -> f64
  %b964 = llvm.bitcast %r963 : f64 to i64
  llvm.call @printI64(%b964) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r965 = llvm.call @maxnum_f64(%c925, %c958) : (f64, f64) -> f64
  %b966 = llvm.bitcast %r965 : f64 to i64
  llvm.call @printI64(%b966) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r967 = llvm.call @minimum_f64(%c925, %c958) : (f64, f64) -> f64
  %b968 = llvm.bitcast %r967 : f64 to i64
  llvm.call @printI64(%b968) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r969 = llvm.call @maximum_f64(%c925, %c958) : (f64, f64) -> f64
  %b970 = llvm.bitcast %r969 : f64 to i64
  llvm.call @printI64(%b970) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k971 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c971 = llvm.bitcast %k971 : i64 to f64
  %r972 = llvm.call @fma_f64(%c925, %c958, %c971) : (f64, f64, f64) -> f64
  %b973 = llvm.bitcast %r972 : f64 to i64
  llvm.call @printI64(%b973) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r974 = llvm.call @fmuladd_f64(%c925, %c958, %c971) : (f64, f64, f64) -> f64
  %b975 = llvm.bitcast %r974 : f64 to i64
  llvm.call @printI64(%b975) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k976 = llvm.mlir.constant(0 : i64) : i64
  %c976 = llvm.bitcast %k976 : i64 to f64
  %r977 = llvm.call @pow_f64(%c925, %c976) : (f64, f64) -> f64
  %b978 = llvm.bitcast %r977 : f64 to i64
  llvm.call @printI64(%b978) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r979 = llvm.call @copysign_f64(%c925, %c976) : (f64, f64) -> f64
  %b980 = llvm.bitcast %r979 : f64 to i64
  llvm.call @printI64(%b980) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r981 = llvm.call @minnum_f64(%c925, %c976) : (f64, f64) -> f64
  %b982 = llvm.bitcast %r981 : f64 to i64
  llvm.call @printI64(%b982) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r983 = llvm.call @maxnum_f64(%c925, %c976) : (f64, f64) -> f64
  %b984 = llvm.bitcast %r983 : f64 to i64
  llvm.call @printI64(%b984) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r985 = llvm.call @minimum_f64(%c925, %c976) : (f64, f64) -> f64
  %b986 = llvm.bitcast %r985 : f64 to i64
  llvm.call @printI64(%b986) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r987 = llvm.call @maximum_f64(%c925, %c976) : (f64, f64) -> f64
  %b988 = llvm.bitcast %r987 : f64 to i64
  llvm.call @printI64(%b988) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k989 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c989 = llvm.bitcast %k989 : i64 to f64
  %r990 = llvm.call @fma_f64(%c925, %c976, %c989) : (f64, f64, f64) -> f64
  %b991 = llvm.bitcast %r990 : f64 to i64
  llvm.call @printI64(%b991) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r992 = llvm.call @fmuladd_f64(%c925, %c976, %c989) : (f64, f64, f64) -> f64
  %b993 = llvm.bitcast %r992 : f64 to i64
  llvm.call @printI64(%b993) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k994 = llvm.mlir.constant(-4610560118520545280 : i64) : i64
  %c994 = llvm.bitcast %k994 : i64 to f64
  %r995 = llvm.call @pow_f64(%c925, %c994) : (f64, f64) -> f64
  %b996 = llvm.bitcast %r995 : f64 to i64
  llvm.call @printI64(%b996) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r997 = llvm.call @copysign_f64(%c925, %c994) : (f64, f64) -> f64
  %b998 = llvm.bitcast %r997 : f64 to i64
  llvm.call @printI64(%b998) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r999 = llvm.call @minnum_f64(%c925, %c994) : (f64, f64) -> f64
  %b1000 = llvm.bitcast %r999 : f64 to i64
  llvm.call @printI64(%b1000) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1001 = llvm.call @maxnum_f64(%c925, %c994) : (f64, f64) -> f64
  %b1002 = llvm.bitcast %r1001 : f64 to i64
  llvm.call @printI64(%b1002) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1003 = llvm.call @minimum_f64(%c925, %c994) : (f64, f64) -> f64
  %b1004 = llvm.bitcast %r1003 : f64 to i64
  llvm.call @printI64(%b1004) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1005 = llvm.call @maximum_f64(%c925, %c994) : (f64, f64) -> f64
  %b1006 = llvm.bitcast %r1005 : f64 to i64
  llvm.call @printI64(%b1006) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1007 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c1007 = llvm.bitcast %k1007 : i64 to f64
  %r1008 = llvm.call @fma_f64(%c925, %c994, %c1007) : (f64, f64, f64) -> f64
  %b1009 = llvm.bitcast %r1008 : f64 to i64
  llvm.call @printI64(%b1009) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1010 = llvm.call @fmuladd_f64(%c925, %c994, %c1007) : (f64, f64, f64) -> f64
  %b1011 = llvm.bitcast %r1010 : f64 to i64
  llvm.call @printI64(%b1011) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1012 = llvm.mlir.constant(9221120237041090560 : i64) : i64
  %c1012 = llvm.bitcast %k1012 : i64 to f64
  %r1013 = llvm.call @pow_f64(%c925, %c1012) : (f64, f64) -> f64
  %b1014 = llvm.bitcast %r1013 : f64 to i64
  llvm.call @printI64(%b1014) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1015 = llvm.call @copysign_f64(%c925, %c1012) : (f64, f64) -> f64
  %b1016 = llvm.bitcast %r1015 : f64 to i64
  llvm.call @printI64(%b1016) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1017 = llvm.call @minnum_f64(%c925, %c1012) : (f64, f64) -> f64
  %b1018 = llvm.bitcast %r1017 : f64 to i64
  llvm.call @printI64(%b1018) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1019 = llvm.call @maxnum_f64(%c925, %c1012) : (f64, f64) -> f64
  %b1020 = llvm.bitcast %r1019 : f64 to i64
  llvm.call @printI64(%b1020) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1021 = llvm.call @minimum_f64(%c925, %c1012) : (f64, f64) -> f64
  %b1022 = llvm.bitcast %r1021 : f64 to i64
  llvm.call @printI64(%b1022) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1023 = llvm.call @maximum_f64(%c925, %c1012) : (f64, f64) -> f64
  %b1024 = llvm.bitcast %r1023 : f64 to i64
  llvm.call @printI64(%b1024) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1025 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c1025 = llvm.bitcast %k1025 : i64 to f64
  %r1026 = llvm.call @fma_f64(%c925, %c1012, %c1025) : (f64, f64, f64) -> f64
  %b1027 = llvm.bitcast %r1026 : f64 to i64
  llvm.call @printI64(%b1027) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1028 = llvm.call @fmuladd_f64(%c925, %c1012, %c1025) : (f64, f64, f64) -> f64
  %b1029 = llvm.bitcast %r1028 : f64 to i64
  llvm.call @printI64(%b1029) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1030 = llvm.mlir.constant(-4503599627370496 : i64) : i64
  %c1030 = llvm.bitcast %k1030 : i64 to f64
  %r1031 = llvm.call @pow_f64(%c925, %c1030) : (f64, f64) -> f64
  %b1032 = llvm.bitcast %r1031 : f64 to i64
  llvm.call @printI64(%b1032) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1033 = llvm.call @copysign_f64(%c925, %c1030) : (f64, f64) -> f64
  %b1034 = llvm.bitcast %r1033 : f64 to i64
  llvm.call @printI64(%b1034) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1035 = llvm.call @minnum_f64(%c925, %c1030) : (f64, f64) -> f64
  %b1036 = llvm.bitcast %r1035 : f64 to i64
  llvm.call @printI64(%b1036) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1037 = llvm.call @maxnum_f64(%c925, %c1030) : (f64, f64) -> f64
  %b1038 = llvm.bitcast %r1037 : f64 to i64
  llvm.call @printI64(%b1038) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1039 = llvm.call @minimum_f64(%c925, %c1030) : (f64, f64) -> f64
  %b1040 = llvm.bitcast %r1039 : f64 to i64
  llvm.call @printI64(%b1040) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1041 = llvm.call @maximum_f64(%c925, %c1030) : (f64, f64) -> f64
  %b1042 = llvm.bitcast %r1041 : f64 to i64
  llvm.call @printI64(%b1042) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1043 = llvm.mlir.constant(4598175219545276416 : i64) : i64
  %c1043 = llvm.bitcast %k1043 : i64 to f64
  %r1044 = llvm.call @fma_f64(%c925, %c1030, %c1043) : (f64, f64, f64) -> f64
  %b1045 = llvm.bitcast %r1044 : f64 to i64
  llvm.call @printI64(%b1045) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1046 = llvm.call @fmuladd_f64(%c925, %c1030, %c1043) : (f64, f64, f64) -> f64
  %b1047 = llvm.bitcast %r1046 : f64 to i64
  llvm.call @printI64(%b1047) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1048 = llvm.mlir.constant(0 : i32) : i32
  %r1049 = llvm.call @powi_f64(%c925, %i1048) : (f64, i32) -> f64
  %b1050 = llvm.bitcast %r1049 : f64 to i64
  llvm.call @printI64(%b1050) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1051 = llvm.mlir.constant(3 : i32) : i32
  %r1052 = llvm.call @powi_f64(%c925, %i1051) : (f64, i32) -> f64
  %b1053 = llvm.bitcast %r1052 : f64 to i64
  llvm.call @printI64(%b1053) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1054 = llvm.mlir.constant(-2 : i32) : i32
  %r1055 = llvm.call @powi_f64(%c925, %i1054) : (f64, i32) -> f64
  %b1056 = llvm.bitcast %r1055 : f64 to i64
  llvm.call @printI64(%b1056) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1057 = llvm.mlir.constant(0 : i32) : i32
  %c1057 = llvm.bitcast %k1057 : i32 to f32
  %r1058 = llvm.call @sin_f32(%c1057) : (f32) -> f32
  %b1059 = llvm.bitcast %r1058 : f32 to i32
  %e1059 = llvm.zext %b1059 : i32 to i64
  llvm.call @printI64(%e1059) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1060 = llvm.call @cos_f32(%c1057) : (f32) -> f32
  %b1061 = llvm.bitcast %r1060 : f32 to i32
  %e1061 = llvm.zext %b1061 : i32 to i64
  llvm.call @printI64(%e1061) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1062 = llvm.call @exp_f32(%c1057) : (f32) -> f32
  %b1063 = llvm.bitcast %r1062 : f32 to i32
  %e1063 = llvm.zext %b1063 : i32 to i64
  llvm.call @printI64(%e1063) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1064 = llvm.call @exp2_f32(%c1057) : (f32) -> f32
  %b1065 = llvm.bitcast %r1064 : f32 to i32
  %e1065 = llvm.zext %b1065 : i32 to i64
  llvm.call @printI64(%e1065) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1066 = llvm.call @log_f32(%c1057) : (f32) -> f32
  %b1067 = llvm.bitcast %r1066 : f32 to i32
  %e1067 = llvm.zext %b1067 : i32 to i64
  llvm.call @printI64(%e1067) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1068 = llvm.call @log2_f32(%c1057) : (f32) -> f32
  %b1069 = llvm.bitcast %r1068 : f32 to i32
  %e1069 = llvm.zext %b1069 : i32 to i64
  llvm.call @printI64(%e1069) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1070 = llvm.call @log10_f32(%c1057) : (f32) -> f32
  %b1071 = llvm.bitcast %r1070 : f32 to i32
  %e1071 = llvm.zext %b1071 : i32 to i64
  llvm.call @printI64(%e1071) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1072 = llvm.call @floor_f32(%c1057) : (f32) -> f32
  %b1073 = llvm.bitcast %r1072 : f32 to i32
  %e1073 = llvm.zext %b1073 : i32 to i64
  llvm.call @printI64(%e1073) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1074 = llvm.call @ceil_f32(%c1057) : (f32) -> f32
  %b1075 = llvm.bitcast %r1074 : f32 to i32
  %e1075 = llvm.zext %b1075 : i32 to i64
  llvm.call @printI64(%e1075) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1076 = llvm.call @trunc_f32(%c1057) : (f32) -> f32
  %b1077 = llvm.bitcast %r1076 : f32 to i32
  %e1077 = llvm.zext %b1077 : i32 to i64
  llvm.call @printI64(%e1077) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1078 = llvm.call @round_f32(%c1057) : (f32) -> f32
  %b1079 = llvm.bitcast %r1078 : f32 to i32
  %e1079 = llvm.zext %b1079 : i32 to i64
  llvm.call @printI64(%e1079) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1080 = llvm.call @roundeven_f32(%c1057) : (f32) -> f32
  %b1081 = llvm.bitcast %r1080 : f32 to i32
  %e1081 = llvm.zext %b1081 : i32 to i64
  llvm.call @printI64(%e1081) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1082 = llvm.call @rint_f32(%c1057) : (f32) -> f32
  %b1083 = llvm.bitcast %r1082 : f32 to i32
  %e1083 = llvm.zext %b1083 : i32 to i64
  llvm.call @printI64(%e1083) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1084 = llvm.call @nearbyint_f32(%c1057) : (f32) -> f32
  %b1085 = llvm.bitcast %r1084 : f32 to i32
  %e1085 = llvm.zext %b1085 : i32 to i64
  llvm.call @printI64(%e1085) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1086 = llvm.call @sqrt_f32(%c1057) : (f32) -> f32
  %b1087 = llvm.bitcast %r1086 : f32 to i32
  %e1087 = llvm.zext %b1087 : i32 to i64
  llvm.call @printI64(%e1087) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1088 = llvm.call @fabs_f32(%c1057) : (f32) -> f32
  %b1089 = llvm.bitcast %r1088 : f32 to i32
  %e1089 = llvm.zext %b1089 : i32 to i64
  llvm.call @printI64(%e1089) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1090 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1090 = llvm.bitcast %k1090 : i32 to f32
  %r1091 = llvm.call @pow_f32(%c1057, %c1090) : (f32, f32) -> f32
  %b1092 = llvm.bitcast %r1091 : f32 to i32
  %e1092 = llvm.zext %b1092 : i32 to i64
  llvm.call @printI64(%e1092) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1093 = llvm.call @copysign_f32(%c1057, %c1090) : (f32, f32) -> f32
  %b1094 = llvm.bitcast %r1093 : f32 to i32
  %e1094 = llvm.zext %b1094 : i32 to i64
  llvm.call @printI64(%e1094) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1095 = llvm.call @minnum_f32(%c1057, %c1090) : (f32, f32) -> f32
  %b1096 = llvm.bitcast %r1095 : f32 to i32
  %e1096 = llvm.zext %b1096 : i32 to i64
  llvm.call @printI64(%e1096) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1097 = llvm.call @maxnum_f32(%c1057, %c1090) : (f32, f32) -> f32
  %b1098 = llvm.bitcast %r1097 : f32 to i32
  %e1098 = llvm.zext %b1098 : i32 to i64
  llvm.call @printI64(%e1098) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1099 = llvm.call @minimum_f32(%c1057, %c1090) : (f32, f32) -> f32
  %b1100 = llvm.bitcast %r1099 : f32 to i32
  %e1100 = llvm.zext %b1100 : i32 to i64
  llvm.call @printI64(%e1100) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1101 = llvm.call @maximum_f32(%c1057, %c1090) : (f32, f32) -> f32
  %b1102 = llvm.bitcast %r1101 : f32 to i32
  %e1102 = llvm.zext %b1102 : i32 to i64
  llvm.call @printI64(%e1102) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1103 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1103 = llvm.bitcast %k1103 : i32 to f32
  %r1104 = llvm.call @fma_f32(%c1057, %c1090, %c1103) : (f32, f32, f32) -> f32
  %b1105 = llvm.bitcast %r1104 : f32 to i32
  %e1105 = llvm.zext %b1105 : i32 to i64
  llvm.call @printI64(%e1105) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1106 = llvm.call @fmuladd_f32(%c1057, %c1090, %c1103) : (f32, f32, f32) -> f32
  %b1107 = llvm.bitcast %r1106 : f32 to i32
  %e1107 = llvm.zext %b1107 : i32 to i64
  llvm.call @printI64(%e1107) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1108 = llvm.mlir.constant(0 : i32) : i32
  %c1108 = llvm.bitcast %k1108 : i32 to f32
  %r1109 = llvm.call @pow_f32(%c1057, %c1108) : (f32, f32) -> f32
  %b1110 = llvm.bitcast %r1109 : f32 to i32
  %e1110 = llvm.zext %b1110 : i32 to i64
  llvm.call @printI64(%e1110) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1111 = llvm.call @copysign_f32(%c1057, %c1108) : (f32, f32) -> f32
  %b1112 = llvm.bitcast %r1111 : f32 to i32
  %e1112 = llvm.zext %b1112 : i32 to i64
  llvm.call @printI64(%e1112) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1113 = llvm.call @minnum_f32(%c1057, %c1108) : (f32, f32) -> f32
  %b1114 = llvm.bitcast %r1113 : f32 to i32
  %e1114 = llvm.zext %b1114 : i32 to i64
  llvm.call @printI64(%e1114) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1115 = llvm.call @maxnum_f32(%c1057, %c1108) : (f32, f32) -> f32
  %b1116 = llvm.bitcast %r1115 : f32 to i32
  %e1116 = llvm.zext %b1116 : i32 to i64
  llvm.call @printI64(%e1116) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1117 = llvm.call @minimum_f32(%c1057, %c1108) : (f32, f32) -> f32
  %b1118 = llvm.bitcast %r1117 : f32 to i32
  %e1118 = llvm.zext %b1118 : i32 to i64
  llvm.call @printI64(%e1118) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1119 = llvm.call @maximum_f32(%c1057, %c1108) : (f32, f32) -> f32
  %b1120 = llvm.bitcast %r1119 : f32 to i32
  %e1120 = llvm.zext %b1120 : i32 to i64
  llvm.call @printI64(%e1120) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1121 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1121 = llvm.bitcast %k1121 : i32 to f32
  %r1122 = llvm.call @fma_f32(%c1057, %c1108, %c1121) : (f32, f32, f32) -> f32
  %b1123 = llvm.bitcast %r1122 : f32 to i32
  %e1123 = llvm.zext %b1123 : i32 to i64
  llvm.call @printI64(%e1123) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1124 = llvm.call @fmuladd_f32(%c1057, %c1108, %c1121) : (f32, f32, f32) -> f32
  %b1125 = llvm.bitcast %r1124 : f32 to i32
  %e1125 = llvm.zext %b1125 : i32 to i64
  llvm.call @printI64(%e1125) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1126 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1126 = llvm.bitcast %k1126 : i32 to f32
  %r1127 = llvm.call @pow_f32(%c1057, %c1126) : (f32, f32) -> f32
  %b1128 = llvm.bitcast %r1127 : f32 to i32
  %e1128 = llvm.zext %b1128 : i32 to i64
  llvm.call @printI64(%e1128) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1129 = llvm.call @copysign_f32(%c1057, %c1126) : (f32, f32) -> f32
  %b1130 = llvm.bitcast %r1129 : f32 to i32
  %e1130 = llvm.zext %b1130 : i32 to i64
  llvm.call @printI64(%e1130) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1131 = llvm.call @minnum_f32(%c1057, %c1126) : (f32, f32) -> f32
  %b1132 = llvm.bitcast %r1131 : f32 to i32
  %e1132 = llvm.zext %b1132 : i32 to i64
  llvm.call @printI64(%e1132) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1133 = llvm.call @maxnum_f32(%c1057, %c1126) : (f32, f32) -> f32
  %b1134 = llvm.bitcast %r1133 : f32 to i32
  %e1134 = llvm.zext %b1134 : i32 to i64
  llvm.call @printI64(%e1134) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1135 = llvm.call @minimum_f32(%c1057, %c1126) : (f32, f32) -> f32
  %b1136 = llvm.bitcast %r1135 : f32 to i32
  %e1136 = llvm.zext %b1136 : i32 to i64
  llvm.call @printI64(%e1136) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1137 = llvm.call @maximum_f32(%c1057, %c1126) : (f32, f32) -> f32
  %b1138 = llvm.bitcast %r1137 : f32 to i32
  %e1138 = llvm.zext %b1138 : i32 to i64
  llvm.call @printI64(%e1138) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1139 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1139 = llvm.bitcast %k1139 : i32 to f32
  %r1140 = llvm.call @fma_f32(%c1057, %c1126, %c1139) : (f32, f32, f32) -> f32
  %b1141 = llvm.bitcast %r1140 : f32 to i32
  %e1141 = llvm.zext %b1141 : i32 to i64
  llvm.call @printI64(%e1141) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1142 = llvm.call @fmuladd_f32(%c1057, %c1126, %c1139) : (f32, f32, f32) -> f32
  %b1143 = llvm.bitcast %r1142 : f32 to i32
  %e1143 = llvm.zext %b1143 : i32 to i64
  llvm.call @printI64(%e1143) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1144 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1144 = llvm.bitcast %k1144 : i32 to f32
  %r1145 = llvm.call @pow_f32(%c1057, %c1144) : (f32, f32) -> f32
  %b1146 = llvm.bitcast %r1145 : f32 to i32
  %e1146 = llvm.zext %b1146 : i32 to i64
  llvm.call @printI64(%e1146) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1147 = llvm.call @copysign_f32(%c1057, %c1144) : (f32, f32) -> f32
  %b1148 = llvm.bitcast %r1147 : f32 to i32
  %e1148 = llvm.zext %b1148 : i32 to i64
  llvm.call @printI64(%e1148) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1149 = llvm.call @minnum_f32(%c1057, %c1144) : (f32, f32) -> f32
  %b1150 = llvm.bitcast %r1149 : f32 to i32
  %e1150 = llvm.zext %b1150 : i32 to i64
  llvm.call @printI64(%e1150) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1151 = llvm.call @maxnum_f32(%c1057, %c1144) : (f32, f32) -> f32
  %b1152 = llvm.bitcast %r1151 : f32 to i32
  %e1152 = llvm.zext %b1152 : i32 to i64
  llvm.call @printI64(%e1152) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1153 = llvm.call @minimum_f32(%c1057, %c1144) : (f32, f32) -> f32
  %b1154 = llvm.bitcast %r1153 : f32 to i32
  %e1154 = llvm.zext %b1154 : i32 to i64
  llvm.call @printI64(%e1154) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1155 = llvm.call @maximum_f32(%c1057, %c1144) : (f32, f32) -> f32
  %b1156 = llvm.bitcast %r1155 : f32 to i32
  %e1156 = llvm.zext %b1156 : i32 to i64
  llvm.call @printI64(%e1156) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1157 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1157 = llvm.bitcast %k1157 : i32 to f32
  %r1158 = llvm.call @fma_f32(%c1057, %c1144, %c1157) : (f32, f32, f32) -> f32
  %b1159 = llvm.bitcast %r1158 : f32 to i32
  %e1159 = llvm.zext %b1159 : i32 to i64
  llvm.call @printI64(%e1159) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1160 = llvm.call @fmuladd_f32(%c1057, %c1144, %c1157) : (f32, f32, f32) -> f32
  %b1161 = llvm.bitcast %r1160 : f32 to i32
  %e1161 = llvm.zext %b1161 : i32 to i64
  llvm.call @printI64(%e1161) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1162 = llvm.mlir.constant(-8388608 : i32) : i32
  %c1162 = llvm.bitcast %k1162 : i32 to f32
  %r1163 = llvm.call @pow_f32(%c1057, %c1162) : (f32, f32) -> f32
  %b1164 = llvm.bitcast %r1163 : f32 to i32
  %e1164 = llvm.zext %b1164 : i32 to i64
  llvm.call @printI64(%e1164) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1165 = llvm.call @copysign_f32(%c1057, %c1162) : (f32, f32) -> f32
  %b1166 = llvm.bitcast %r1165 : f32 to i32
  %e1166 = llvm.zext %b1166 : i32 to i64
  llvm.call @printI64(%e1166) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1167 = llvm.call @minnum_f32(%c1057, %c1162) : (f32, f32) -> f32
  %b1168 = llvm.bitcast %r1167 : f32 to i32
  %e1168 = llvm.zext %b1168 : i32 to i64
  llvm.call @printI64(%e1168) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1169 = llvm.call @maxnum_f32(%c1057, %c1162) : (f32, f32) -> f32
  %b1170 = llvm.bitcast %r1169 : f32 to i32
  %e1170 = llvm.zext %b1170 : i32 to i64
  llvm.call @printI64(%e1170) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1171 = llvm.call @minimum_f32(%c1057, %c1162) : (f32, f32) -> f32
  %b1172 = llvm.bitcast %r1171 : f32 to i32
  %e1172 = llvm.zext %b1172 : i32 to i64
  llvm.call @printI64(%e1172) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1173 = llvm.call @maximum_f32(%c1057, %c1162) : (f32, f32) -> f32
  %b1174 = llvm.bitcast %r1173 : f32 to i32
  %e1174 = llvm.zext %b1174 : i32 to i64
  llvm.call @printI64(%e1174) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1175 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1175 = llvm.bitcast %k1175 : i32 to f32
  %r1176 = llvm.call @fma_f32(%c1057, %c1162, %c1175) : (f32, f32, f32) -> f32
  %b1177 = llvm.bitcast %r1176 : f32 to i32
  %e1177 = llvm.zext %b1177 : i32 to i64
  llvm.call @printI64(%e1177) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1178 = llvm.call @fmuladd_f32(%c1057, %c1162, %c1175) : (f32, f32, f32) -> f32
  %b1179 = llvm.bitcast %r1178 : f32 to i32
  %e1179 = llvm.zext %b1179 : i32 to i64
  llvm.call @printI64(%e1179) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1180 = llvm.mlir.constant(0 : i32) : i32
  %r1181 = llvm.call @powi_f32(%c1057, %i1180) : (f32, i32) -> f32
  %b1182 = llvm.bitcast %r1181 : f32 to i32
  %e1182 = llvm.zext %b1182 : i32 to i64
  llvm.call @printI64(%e1182) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1183 = llvm.mlir.constant(3 : i32) : i32
  %r1184 = llvm.call @powi_f32(%c1057, %i1183) : (f32, i32) -> f32
  %b1185 = llvm.bitcast %r1184 : f32 to i32
  %e1185 = llvm.zext %b1185 : i32 to i64
  llvm.call @printI64(%e1185) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1186 = llvm.mlir.constant(-2 : i32) : i32
  %r1187 = llvm.call @powi_f32(%c1057, %i1186) : (f32, i32) -> f32
  %b1188 = llvm.bitcast %r1187 : f32 to i32
  %e1188 = llvm.zext %b1188 : i32 to i64
  llvm.call @printI64(%e1188) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1189 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1189 = llvm.bitcast %k1189 : i32 to f32
  %r1190 = llvm.call @sin_f32(%c1189) : (f32) -> f32
  %b1191 = llvm.bitcast %r1190 : f32 to i32
  %e1191 = llvm.zext %b1191 : i32 to i64
  llvm.call @printI64(%e1191) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1192 = llvm.call @cos_f32(%c1189) : (f32) -> f32
  %b1193 = llvm.bitcast %r1192 : f32 to i32
  %e1193 = llvm.zext %b1193 : i32 to i64
  llvm.call @printI64(%e1193) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1194 = llvm.call @exp_f32(%c1189) : (f32) -> f32
  %b1195 = llvm.bitcast %r1194 : f32 to i32
  %e1195 = llvm.zext %b1195 : i32 to i64
  llvm.call @printI64(%e1195) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1196 = llvm.call @exp2_f32(%c1189) : (f32) -> f32
  %b1197 = llvm.bitcast %r1196 : f32 to i32
  %e1197 = llvm.zext %b1197 : i32 to i64
  llvm.call @printI64(%e1197) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1198 = llvm.call @log_f32(%c1189) : (f32) -> f32
  %b1199 = llvm.bitcast %r1198 : f32 to i32
  %e1199 = llvm.zext %b1199 : i32 to i64
  llvm.call @printI64(%e1199) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1200 = llvm.call @log2_f32(%c1189) : (f32) -> f32
  %b1201 = llvm.bitcast %r1200 : f32 to i32
  %e1201 = llvm.zext %b1201 : i32 to i64
  llvm.call @printI64(%e1201) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1202 = llvm.call @log10_f32(%c1189) : (f32) -> f32
  %b1203 = llvm.bitcast %r1202 : f32 to i32
  %e1203 = llvm.zext %b1203 : i32 to i64
  llvm.call @printI64(%e1203) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1204 = llvm.call @floor_f32(%c1189) : (f32) -> f32
  %b1205 = llvm.bitcast %r1204 : f32 to i32
  %e1205 = llvm.zext %b1205 : i32 to i64
  llvm.call @printI64(%e1205) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1206 = llvm.call @ceil_f32(%c1189) : (f32) -> f32
  %b1207 = llvm.bitcast %r1206 : f32 to i32
  %e1207 = llvm.zext %b1207 : i32 to i64
  llvm.call @printI64(%e1207) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1208 = llvm.call @trunc_f32(%c1189) : (f32) -> f32
  %b1209 = llvm.bitcast %r1208 : f32 to i32
  %e1209 = llvm.zext %b1209 : i32 to i64
  llvm.call @printI64(%e1209) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1210 = llvm.call @round_f32(%c1189) : (f32) -> f32
  %b1211 = llvm.bitcast %r1210 : f32 to i32
  %e1211 = llvm.zext %b1211 : i32 to i64
  llvm.call @printI64(%e1211) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1212 = llvm.call @roundeven_f32(%c1189) : (f32) -> f32
  %b1213 = llvm.bitcast %r1212 : f32 to i32
  %e1213 = llvm.zext %b1213 : i32 to i64
  llvm.call @printI64(%e1213) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1214 = llvm.call @rint_f32(%c1189) : (f32) -> f32
  %b1215 = llvm.bitcast %r1214 : f32 to i32
  %e1215 = llvm.zext %b1215 : i32 to i64
  llvm.call @printI64(%e1215) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1216 = llvm.call @nearbyint_f32(%c1189) : (f32) -> f32
  %b1217 = llvm.bitcast %r1216 : f32 to i32
  %e1217 = llvm.zext %b1217 : i32 to i64
  llvm.call @printI64(%e1217) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1218 = llvm.call @sqrt_f32(%c1189) : (f32) -> f32
  %b1219 = llvm.bitcast %r1218 : f32 to i32
  %e1219 = llvm.zext %b1219 : i32 to i64
  llvm.call @printI64(%e1219) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1220 = llvm.call @fabs_f32(%c1189) : (f32) -> f32
  %b1221 = llvm.bitcast %r1220 : f32 to i32
  %e1221 = llvm.zext %b1221 : i32 to i64
  llvm.call @printI64(%e1221) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1222 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1222 = llvm.bitcast %k1222 : i32 to f32
  %r1223 = llvm.call @pow_f32(%c1189, %c1222) : (f32, f32) -> f32
  %b1224 = llvm.bitcast %r1223 : f32 to i32
  %e1224 = llvm.zext %b1224 : i32 to i64
  llvm.call @printI64(%e1224) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1225 = llvm.call @copysign_f32(%c1189, %c1222) : (f32, f32) -> f32
  %b1226 = llvm.bitcast %r1225 : f32 to i32
  %e1226 = llvm.zext %b1226 : i32 to i64
  llvm.call @printI64(%e1226) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1227 = llvm.call @minnum_f32(%c1189, %c1222) : (f32, f32) -> f32
  %b1228 = llvm.bitcast %r1227 : f32 to i32
  %e1228 = llvm.zext %b1228 : i32 to i64
  llvm.call @printI64(%e1228) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1229 = llvm.call @maxnum_f32(%c1189, %c1222) : (f32, f32) -> f32
  %b1230 = llvm.bitcast %r1229 : f32 to i32
  %e1230 = llvm.zext %b1230 : i32 to i64
  llvm.call @printI64(%e1230) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1231 = llvm.call @minimum_f32(%c1189, %c1222) : (f32, f32) -> f32
  %b1232 = llvm.bitcast %r1231 : f32 to i32
  %e1232 = llvm.zext %b1232 : i32 to i64
  llvm.call @printI64(%e1232) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1233 = llvm.call @maximum_f32(%c1189, %c1222) : (f32, f32) -> f32
  %b1234 = llvm.bitcast %r1233 : f32 to i32
  %e1234 = llvm.zext %b1234 : i32 to i64
  llvm.call @printI64(%e1234) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1235 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1235 = llvm.bitcast %k1235 : i32 to f32
  %r1236 = llvm.call @fma_f32(%c1189, %c1222, %c1235) : (f32, f32, f32) -> f32
  %b1237 = llvm.bitcast %r1236 : f32 to i32
  %e1237 = llvm.zext %b1237 : i32 to i64
  llvm.call @printI64(%e1237) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1238 = llvm.call @fmuladd_f32(%c1189, %c1222, %c1235) : (f32, f32, f32) -> f32
  %b1239 = llvm.bitcast %r1238 : f32 to i32
  %e1239 = llvm.zext %b1239 : i32 to i64
  llvm.call @printI64(%e1239) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1240 = llvm.mlir.constant(0 : i32) : i32
  %c1240 = llvm.bitcast %k1240 : i32 to f32
  %r1241 = llvm.call @pow_f32(%c1189, %c1240) : (f32, f32) -> f32
  %b1242 = llvm.bitcast %r1241 : f32 to i32
  %e1242 = llvm.zext %b1242 : i32 to i64
  llvm.call @printI64(%e1242) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1243 = llvm.call @copysign_f32(%c1189, %c1240) : (f32, f32) -> f32
  %b1244 = llvm.bitcast %r1243 : f32 to i32
  %e1244 = llvm.zext %b1244 : i32 to i64
  llvm.call @printI64(%e1244) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1245 = llvm.call @minnum_f32(%c1189, %c1240) : (f32, f32) -> f32
  %b1246 = llvm.bitcast %r1245 : f32 to i32
  %e1246 = llvm.zext %b1246 : i32 to i64
  llvm.call @printI64(%e1246) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1247 = llvm.call @maxnum_f32(%c1189, %c1240) : (f32, f32) -> f32
  %b1248 = llvm.bitcast %r1247 : f32 to i32
  %e1248 = llvm.zext %b1248 : i32 to i64
  llvm.call @printI64(%e1248) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1249 = llvm.call @minimum_f32(%c1189, %c1240) : (f32, f32) -> f32
  %b1250 = llvm.bitcast %r1249 : f32 to i32
  %e1250 = llvm.zext %b1250 : i32 to i64
  llvm.call @printI64(%e1250) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1251 = llvm.call @maximum_f32(%c1189, %c1240) : (f32, f32) -> f32
  %b1252 = llvm.bitcast %r1251 : f32 to i32
  %e1252 = llvm.zext %b1252 : i32 to i64
  llvm.call @printI64(%e1252) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1253 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1253 = llvm.bitcast %k1253 : i32 to f32
  %r1254 = llvm.call @fma_f32(%c1189, %c1240, %c1253) : (f32, f32, f32) -> f32
  %b1255 = llvm.bitcast %r1254 : f32 to i32
  %e1255 = llvm.zext %b1255 : i32 to i64
  llvm.call @printI64(%e1255) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1256 = llvm.call @fmuladd_f32(%c1189, %c1240, %c1253) : (f32, f32, f32) -> f32
  %b1257 = llvm.bitcast %r1256 : f32 to i32
  %e1257 = llvm.zext %b1257 : i32 to i64
  llvm.call @printI64(%e1257) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1258 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1258 = llvm.bitcast %k1258 : i32 to f32
  %r1259 = llvm.call @pow_f32(%c1189, %c1258) : (f32, f32) -> f32
  %b1260 = llvm.bitcast %r1259 : f32 to i32
  %e1260 = llvm.zext %b1260 : i32 to i64
  llvm.call @printI64(%e1260) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1261 = llvm.call @copysign_f32(%c1189, %c1258) : (f32, f32) -> f32
  %b1262 = llvm.bitcast %r1261 : f32 to i32
  %e1262 = llvm.zext %b1262 : i32 to i64
  llvm.call @printI64(%e1262) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1263 = llvm.call @minnum_f32(%c1189, %c1258) : (f32, f32) -> f32
  %b1264 = llvm.bitcast %r1263 : f32 to i32
  %e1264 = llvm.zext %b1264 : i32 to i64
  llvm.call @printI64(%e1264) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1265 = llvm.call @maxnum_f32(%c1189, %c1258) : (f32, f32) -> f32
  %b1266 = llvm.bitcast %r1265 : f32 to i32
  %e1266 = llvm.zext %b1266 : i32 to i64
  llvm.call @printI64(%e1266) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1267 = llvm.call @minimum_f32(%c1189, %c1258) : (f32, f32) -> f32
  %b1268 = llvm.bitcast %r1267 : f32 to i32
  %e1268 = llvm.zext %b1268 : i32 to i64
  llvm.call @printI64(%e1268) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1269 = llvm.call @maximum_f32(%c1189, %c1258) : (f32, f32) -> f32
  %b1270 = llvm.bitcast %r1269 : f32 to i32
  %e1270 = llvm.zext %b1270 : i32 to i64
  llvm.call @printI64(%e1270) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1271 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1271 = llvm.bitcast %k1271 : i32 to f32
  %r1272 = llvm.call @fma_f32(%c1189, %c1258, %c1271) : (f32, f32, f32) -> f32
  %b1273 = llvm.bitcast %r1272 : f32 to i32
  %e1273 = llvm.zext %b1273 : i32 to i64
  llvm.call @printI64(%e1273) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1274 = llvm.call @fmuladd_f32(%c1189, %c1258, %c1271) : (f32, f32, f32) -> f32
  %b1275 = llvm.bitcast %r1274 : f32 to i32
  %e1275 = llvm.zext %b1275 : i32 to i64
  llvm.call @printI64(%e1275) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1276 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1276 = llvm.bitcast %k1276 : i32 to f32
  %r1277 = llvm.call @pow_f32(%c1189, %c1276) : (f32, f32) -> f32
  %b1278 = llvm.bitcast %r1277 : f32 to i32
  %e1278 = llvm.zext %b1278 : i32 to i64
  llvm.call @printI64(%e1278) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1279 = llvm.call @copysign_f32(%c1189, %c1276) : (f32, f32) -> f32
  %b1280 = llvm.bitcast %r1279 : f32 to i32
  %e1280 = llvm.zext %b1280 : i32 to i64
  llvm.call @printI64(%e1280) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1281 = llvm.call @minnum_f32(%c1189, %c1276) : (f32, f32) -> f32
  %b1282 = llvm.bitcast %r1281 : f32 to i32
  %e1282 = llvm.zext %b1282 : i32 to i64
  llvm.call @printI64(%e1282) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1283 = llvm.call @maxnum_f32(%c1189, %c1276) : (f32, f32) -> f32
  %b1284 = llvm.bitcast %r1283 : f32 to i32
  %e1284 = llvm.zext %b1284 : i32 to i64
  llvm.call @printI64(%e1284) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1285 = llvm.call @minimum_f32(%c1189, %c1276) : (f32, f32) -> f32
  %b1286 = llvm.bitcast %r1285 : f32 to i32
  %e1286 = llvm.zext %b1286 : i32 to i64
  llvm.call @printI64(%e1286) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1287 = llvm.call @maximum_f32(%c1189, %c1276) : (f32, f32) -> f32
  %b1288 = llvm.bitcast %r1287 : f32 to i32
  %e1288 = llvm.zext %b1288 : i32 to i64
  llvm.call @printI64(%e1288) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1289 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1289 = llvm.bitcast %k1289 : i32 to f32
  %r1290 = llvm.call @fma_f32(%c1189, %c1276, %c1289) : (f32, f32, f32) -> f32
  %b1291 = llvm.bitcast %r1290 : f32 to i32
  %e1291 = llvm.zext %b1291 : i32 to i64
  llvm.call @printI64(%e1291) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1292 = llvm.call @fmuladd_f32(%c1189, %c1276, %c1289) : (f32, f32, f32) -> f32
  %b1293 = llvm.bitcast %r1292 : f32 to i32
  %e1293 = llvm.zext %b1293 : i32 to i64
  llvm.call @printI64(%e1293) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1294 = llvm.mlir.constant(-8388608 : i32) : i32
  %c1294 = llvm.bitcast %k1294 : i32 to f32
  %r1295 = llvm.call @pow_f32(%c1189, %c1294) : (f32, f32) -> f32
  %b1296 = llvm.bitcast %r1295 : f32 to i32
  %e1296 = llvm.zext %b1296 : i32 to i64
  llvm.call @printI64(%e1296) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1297 = llvm.call @copysign_f32(%c1189, %c1294) : (f32, f32) -> f32
  %b1298 = llvm.bitcast %r1297 : f32 to i32
  %e1298 = llvm.zext %b1298 : i32 to i64
  llvm.call @printI64(%e1298) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1299 = llvm.call @minnum_f32(%c1189, %c1294) : (f32, f32) -> f32
  %b1300 = llvm.bitcast %r1299 : f32 to i32
  %e1300 = llvm.zext %b1300 : i32 to i64
  llvm.call @printI64(%e1300) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1301 = llvm.call @maxnum_f32(%c1189, %c1294) : (f32, f32) -> f32
  %b1302 = llvm.bitcast %r1301 : f32 to i32
  %e1302 = llvm.zext %b1302 : i32 to i64
  llvm.call @printI64(%e1302) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1303 = llvm.call @minimum_f32(%c1189, %c1294) : (f32, f32) -> f32
  %b1304 = llvm.bitcast %r1303 : f32 to i32
  %e1304 = llvm.zext %b1304 : i32 to i64
  llvm.call @printI64(%e1304) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1305 = llvm.call @maximum_f32(%c1189, %c1294) : (f32, f32) -> f32
  %b1306 = llvm.bitcast %r1305 : f32 to i32
  %e1306 = llvm.zext %b1306 : i32 to i64
  llvm.call @printI64(%e1306) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1307 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1307 = llvm.bitcast %k1307 : i32 to f32
  %r1308 = llvm.call @fma_f32(%c1189, %c1294, %c1307) : (f32, f32, f32) -> f32
  %b1309 = llvm.bitcast %r1308 : f32 to i32
  %e1309 = llvm.zext %b1309 : i32 to i64
  llvm.call @printI64(%e1309) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1310 = llvm.call @fmuladd_f32(%c1189, %c1294, %c1307) : (f32, f32, f32) -> f32
  %b1311 = llvm.bitcast %r1310 : f32 to i32
  %e1311 = llvm.zext %b1311 : i32 to i64
  llvm.call @printI64(%e1311) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1312 = llvm.mlir.constant(0 : i32) : i32
  %r1313 = llvm.call @powi_f32(%c1189, %i1312) : (f32, i32) -> f32
  %b1314 = llvm.bitcast %r1313 : f32 to i32
  %e1314 = llvm.zext %b1314 : i32 to i64
  llvm.call @printI64(%e1314) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1315 = llvm.mlir.constant(3 : i32) : i32
  %r1316 = llvm.call @powi_f32(%c1189, %i1315) : (f32, i32) -> f32
  %b1317 = llvm.bitcast %r1316 : f32 to i32
  %e1317 = llvm.zext %b1317 : i32 to i64
  llvm.call @printI64(%e1317) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1318 = llvm.mlir.constant(-2 : i32) : i32
  %r1319 = llvm.call @powi_f32(%c1189, %i1318) : (f32, i32) -> f32
  %b1320 = llvm.bitcast %r1319 : f32 to i32
  %e1320 = llvm.zext %b1320 : i32 to i64
  llvm.call @printI64(%e1320) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1321 = llvm.mlir.constant(1069547520 : i32) : i32
  %c1321 = llvm.bitcast %k1321 : i32 to f32
  %r1322 = llvm.call @sin_f32(%c1321) : (f32) -> f32
  %b1323 = llvm.bitcast %r1322 : f32 to i32
  %e1323 = llvm.zext %b1323 : i32 to i64
  llvm.call @printI64(%e1323) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1324 = llvm.call @cos_f32(%c1321) : (f32) -> f32
  %b1325 = llvm.bitcast %r1324 : f32 to i32
  %e1325 = llvm.zext %b1325 : i32 to i64
  llvm.call @printI64(%e1325) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1326 = llvm.call @exp_f32(%c1321) : (f32) -> f32
  %b1327 = llvm.bitcast %r1326 : f32 to i32
  %e1327 = llvm.zext %b1327 : i32 to i64
  llvm.call @printI64(%e1327) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1328 = llvm.call @exp2_f32(%c1321) : (f32) -> f32
  %b1329 = llvm.bitcast %r1328 : f32 to i32
  %e1329 = llvm.zext %b1329 : i32 to i64
  llvm.call @printI64(%e1329) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1330 = llvm.call @log_f32(%c1321) : (f32) -> f32
  %b1331 = llvm.bitcast %r1330 : f32 to i32
  %e1331 = llvm.zext %b1331 : i32 to i64
  llvm.call @printI64(%e1331) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1332 = llvm.call @log2_f32(%c1321) : (f32) -> f32
  %b1333 = llvm.bitcast %r1332 : f32 to i32
  %e1333 = llvm.zext %b1333 : i32 to i64
  llvm.call @printI64(%e1333) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1334 = llvm.call @log10_f32(%c1321) : (f32) -> f32
  %b1335 = llvm.bitcast %r1334 : f32 to i32
  %e1335 = llvm.zext %b1335 : i32 to i64
  llvm.call @printI64(%e1335) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1336 = llvm.call @floor_f32(%c1321) : (f32) -> f32
  %b1337 = llvm.bitcast %r1336 : f32 to i32
  %e1337 = llvm.zext %b1337 : i32 to i64
  llvm.call @printI64(%e1337) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1338 = llvm.call @ceil_f32(%c1321) : (f32) -> f32
  %b1339 = llvm.bitcast %r1338 : f32 to i32
  %e1339 = llvm.zext %b1339 : i32 to i64
  llvm.call @printI64(%e1339) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1340 = llvm.call @trunc_f32(%c1321) : (f32) -> f32
  %b1341 = llvm.bitcast %r1340 : f32 to i32
  %e1341 = llvm.zext %b1341 : i32 to i64
  llvm.call @printI64(%e1341) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1342 = llvm.call @round_f32(%c1321) : (f32) -> f32
  %b1343 = llvm.bitcast %r1342 : f32 to i32
  %e1343 = llvm.zext %b1343 : i32 to i64
  llvm.call @printI64(%e1343) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1344 = llvm.call @roundeven_f32(%c1321) : (f32) -> f32
  %b1345 = llvm.bitcast %r1344 : f32 to i32
  %e1345 = llvm.zext %b1345 : i32 to i64
  llvm.call @printI64(%e1345) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1346 = llvm.call @rint_f32(%c1321) : (f32) -> f32
  %b1347 = llvm.bitcast %r1346 : f32 to i32
  %e1347 = llvm.zext %b1347 : i32 to i64
  llvm.call @printI64(%e1347) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1348 = llvm.call @nearbyint_f32(%c1321) : (f32) -> f32
  %b1349 = llvm.bitcast %r1348 : f32 to i32
  %e1349 = llvm.zext %b1349 : i32 to i64
  llvm.call @printI64(%e1349) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1350 = llvm.call @sqrt_f32(%c1321) : (f32) -> f32
  %b1351 = llvm.bitcast %r1350 : f32 to i32
  %e1351 = llvm.zext %b1351 : i32 to i64
  llvm.call @printI64(%e1351) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1352 = llvm.call @fabs_f32(%c1321) : (f32) -> f32
  %b1353 = llvm.bitcast %r1352 : f32 to i32
  %e1353 = llvm.zext %b1353 : i32 to i64
  llvm.call @printI64(%e1353) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1354 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1354 = llvm.bitcast %k1354 : i32 to f32
  %r1355 = llvm.call @pow_f32(%c1321, %c1354) : (f32, f32) -> f32
  %b1356 = llvm.bitcast %r1355 : f32 to i32
  %e1356 = llvm.zext %b1356 : i32 to i64
  llvm.call @printI64(%e1356) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1357 = llvm.call @copysign_f32(%c1321, %c1354) : (f32, f32) -> f32
  %b1358 = llvm.bitcast %r1357 : f32 to i32
  %e1358 = llvm.zext %b1358 : i32 to i64
  llvm.call @printI64(%e1358) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1359 = llvm.call @minnum_f32(%c1321, %c1354) : (f32, f32) -> f32
  %b1360 = llvm.bitcast %r1359 : f32 to i32
  %e1360 = llvm.zext %b1360 : i32 to i64
  llvm.call @printI64(%e1360) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1361 = llvm.call @maxnum_f32(%c1321, %c1354) : (f32, f32) -> f32
  %b1362 = llvm.bitcast %r1361 : f32 to i32
  %e1362 = llvm.zext %b1362 : i32 to i64
  llvm.call @printI64(%e1362) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1363 = llvm.call @minimum_f32(%c1321, %c1354) : (f32, f32) -> f32
  %b1364 = llvm.bitcast %r1363 : f32 to i32
  %e1364 = llvm.zext %b1364 : i32 to i64
  llvm.call @printI64(%e1364) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1365 = llvm.call @maximum_f32(%c1321, %c1354) : (f32, f32) -> f32
  %b1366 = llvm.bitcast %r1365 : f32 to i32
  %e1366 = llvm.zext %b1366 : i32 to i64
  llvm.call @printI64(%e1366) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1367 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1367 = llvm.bitcast %k1367 : i32 to f32
  %r1368 = llvm.call @fma_f32(%c1321, %c1354, %c1367) : (f32, f32, f32) -> f32
  %b1369 = llvm.bitcast %r1368 : f32 to i32
  %e1369 = llvm.zext %b1369 : i32 to i64
  llvm.call @printI64(%e1369) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1370 = llvm.call @fmuladd_f32(%c1321, %c1354, %c1367) : (f32, f32, f32) -> f32
  %b1371 = llvm.bitcast %r1370 : f32 to i32
  %e1371 = llvm.zext %b1371 : i32 to i64
  llvm.call @printI64(%e1371) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1372 = llvm.mlir.constant(0 : i32) : i32
  %c1372 = llvm.bitcast %k1372 : i32 to f32
  %r1373 = llvm.call @pow_f32(%c1321, %c1372) : (f32, f32) -> f32
  %b1374 = llvm.bitcast %r1373 : f32 to i32
  %e1374 = llvm.zext %b1374 : i32 to i64
  llvm.call @printI64(%e1374) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1375 = llvm.call @copysign_f32(%c1321, %c1372) : (f32, f32) -> f32
  %b1376 = llvm.bitcast %r1375 : f32 to i32
  %e1376 = llvm.zext %b1376 : i32 to i64
  llvm.call @printI64(%e1376) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1377 = llvm.call @minnum_f32(%c1321, %c1372) : (f32, f32) -> f32
  %b1378 = llvm.bitcast %r1377 : f32 to i32
  %e1378 = llvm.zext %b1378 : i32 to i64
  llvm.call @printI64(%e1378) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1379 = llvm.call @maxnum_f32(%c1321, %c1372) : (f32, f32) -> f32
  %b1380 = llvm.bitcast %r1379 : f32 to i32
  %e1380 = llvm.zext %b1380 : i32 to i64
  llvm.call @printI64(%e1380) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1381 = llvm.call @minimum_f32(%c1321, %c1372) : (f32, f32) -> f32
  %b1382 = llvm.bitcast %r1381 : f32 to i32
  %e1382 = llvm.zext %b1382 : i32 to i64
  llvm.call @printI64(%e1382) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1383 = llvm.call @maximum_f32(%c1321, %c1372) : (f32, f32) -> f32
  %b1384 = llvm.bitcast %r1383 : f32 to i32
  %e1384 = llvm.zext %b1384 : i32 to i64
  llvm.call @printI64(%e1384) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1385 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1385 = llvm.bitcast %k1385 : i32 to f32
  %r1386 = llvm.call @fma_f32(%c1321, %c1372, %c1385) : (f32, f32, f32) -> f32
  %b1387 = llvm.bitcast %r1386 : f32 to i32
  %e1387 = llvm.zext %b1387 : i32 to i64
  llvm.call @printI64(%e1387) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1388 = llvm.call @fmuladd_f32(%c1321, %c1372, %c1385) : (f32, f32, f32) -> f32
  %b1389 = llvm.bitcast %r1388 : f32 to i32
  %e1389 = llvm.zext %b1389 : i32 to i64
  llvm.call @printI64(%e1389) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1390 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1390 = llvm.bitcast %k1390 : i32 to f32
  %r1391 = llvm.call @pow_f32(%c1321, %c1390) : (f32, f32) -> f32
  %b1392 = llvm.bitcast %r1391 : f32 to i32
  %e1392 = llvm.zext %b1392 : i32 to i64
  llvm.call @printI64(%e1392) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1393 = llvm.call @copysign_f32(%c1321, %c1390) : (f32, f32) -> f32
  %b1394 = llvm.bitcast %r1393 : f32 to i32
  %e1394 = llvm.zext %b1394 : i32 to i64
  llvm.call @printI64(%e1394) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1395 = llvm.call @minnum_f32(%c1321, %c1390) : (f32, f32) -> f32
  %b1396 = llvm.bitcast %r1395 : f32 to i32
  %e1396 = llvm.zext %b1396 : i32 to i64
  llvm.call @printI64(%e1396) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1397 = llvm.call @maxnum_f32(%c1321, %c1390) : (f32, f32) -> f32
  %b1398 = llvm.bitcast %r1397 : f32 to i32
  %e1398 = llvm.zext %b1398 : i32 to i64
  llvm.call @printI64(%e1398) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1399 = llvm.call @minimum_f32(%c1321, %c1390) : (f32, f32) -> f32
  %b1400 = llvm.bitcast %r1399 : f32 to i32
  %e1400 = llvm.zext %b1400 : i32 to i64
  llvm.call @printI64(%e1400) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1401 = llvm.call @maximum_f32(%c1321, %c1390) : (f32, f32) -> f32
  %b1402 = llvm.bitcast %r1401 : f32 to i32
  %e1402 = llvm.zext %b1402 : i32 to i64
  llvm.call @printI64(%e1402) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1403 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1403 = llvm.bitcast %k1403 : i32 to f32
  %r1404 = llvm.call @fma_f32(%c1321, %c1390, %c1403) : (f32, f32, f32) -> f32
  %b1405 = llvm.bitcast %r1404 : f32 to i32
  %e1405 = llvm.zext %b1405 : i32 to i64
  llvm.call @printI64(%e1405) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1406 = llvm.call @fmuladd_f32(%c1321, %c1390, %c1403) : (f32, f32, f32) -> f32
  %b1407 = llvm.bitcast %r1406 : f32 to i32
  %e1407 = llvm.zext %b1407 : i32 to i64
  llvm.call @printI64(%e1407) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1408 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1408 = llvm.bitcast %k1408 : i32 to f32
  %r1409 = llvm.call @pow_f32(%c1321, %c1408) : (f32, f32) -> f32
  %b1410 = llvm.bitcast %r1409 : f32 to i32
  %e1410 = llvm.zext %b1410 : i32 to i64
  llvm.call @printI64(%e1410) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1411 = llvm.call @copysign_f32(%c1321, %c1408) : (f32, f32) -> f32
  %b1412 = llvm.bitcast %r1411 : f32 to i32
  %e1412 = llvm.zext %b1412 : i32 to i64
  llvm.call @printI64(%e1412) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1413 = llvm.call @minnum_f32(%c1321, %c1408) : (f32, f32) -> f32
  %b1414 = llvm.bitcast %r1413 : f32 to i32
  %e1414 = llvm.zext %b1414 : i32 to i64
  llvm.call @printI64(%e1414) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1415 = llvm.call @maxnum_f32(%c1321, %c1408) : (f32, f32) -> f32
  %b1416 = llvm.bitcast %r1415 : f32 to i32
  %e1416 = llvm.zext %b1416 : i32 to i64
  llvm.call @printI64(%e1416) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1417 = llvm.call @minimum_f32(%c1321, %c1408) : (f32, f32) -> f32
  %b1418 = llvm.bitcast %r1417 : f32 to i32
  %e1418 = llvm.zext %b1418 : i32 to i64
  llvm.call @printI64(%e1418) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1419 = llvm.call @maximum_f32(%c1321, %c1408) : (f32, f32) -> f32
  %b1420 = llvm.bitcast %r1419 : f32 to i32
  %e1420 = llvm.zext %b1420 : i32 to i64
  llvm.call @printI64(%e1420) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1421 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1421 = llvm.bitcast %k1421 : i32 to f32
  %r1422 = llvm.call @fma_f32(%c1321, %c1408, %c1421) : (f32, f32, f32) -> f32
  %b1423 = llvm.bitcast %r1422 : f32 to i32
  %e1423 = llvm.zext %b1423 : i32 to i64
  llvm.call @printI64(%e1423) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1424 = llvm.call @fmuladd_f32(%c1321, %c1408, %c1421) : (f32, f32, f32) -> f32
  %b1425 = llvm.bitcast %r1424 : f32 to i32
  %e1425 = llvm.zext %b1425 : i32 to i64
  llvm.call @printI64(%e1425) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1426 = llvm.mlir.constant(-8388608 : i32) : i32
  %c1426 = llvm.bitcast %k1426 : i32 to f32
  %r1427 = llvm.call @pow_f32(%c1321, %c1426) : (f32, f32) -> f32
  %b1428 = llvm.bitcast %r1427 : f32 to i32
  %e1428 = llvm.zext %b1428 : i32 to i64
  llvm.call @printI64(%e1428) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1429 = llvm.call @copysign_f32(%c1321, %c1426) : (f32, f32) -> f32
  %b1430 = llvm.bitcast %r1429 : f32 to i32
  %e1430 = llvm.zext %b1430 : i32 to i64
  llvm.call @printI64(%e1430) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1431 = llvm.call @minnum_f32(%c1321, %c1426) : (f32, f32) -> f32
  %b1432 = llvm.bitcast %r1431 : f32 to i32
  %e1432 = llvm.zext %b1432 : i32 to i64
  llvm.call @printI64(%e1432) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1433 = llvm.call @maxnum_f32(%c1321, %c1426) : (f32, f32) -> f32
  %b1434 = llvm.bitcast %r1433 : f32 to i32
  %e1434 = llvm.zext %b1434 : i32 to i64
  llvm.call @printI64(%e1434) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1435 = llvm.call @minimum_f32(%c1321, %c1426) : (f32, f32) -> f32
  %b1436 = llvm.bitcast %r1435 : f32 to i32
  %e1436 = llvm.zext %b1436 : i32 to i64
  llvm.call @printI64(%e1436) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1437 = llvm.call @maximum_f32(%c1321, %c1426) : (f32, f32) -> f32
  %b1438 = llvm.bitcast %r1437 : f32 to i32
  %e1438 = llvm.zext %b1438 : i32 to i64
  llvm.call @printI64(%e1438) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1439 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1439 = llvm.bitcast %k1439 : i32 to f32
  %r1440 = llvm.call @fma_f32(%c1321, %c1426, %c1439) : (f32, f32, f32) -> f32
  %b1441 = llvm.bitcast %r1440 : f32 to i32
  %e1441 = llvm.zext %b1441 : i32 to i64
  llvm.call @printI64(%e1441) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1442 = llvm.call @fmuladd_f32(%c1321, %c1426, %c1439) : (f32, f32, f32) -> f32
  %b1443 = llvm.bitcast %r1442 : f32 to i32
  %e1443 = llvm.zext %b1443 : i32 to i64
  llvm.call @printI64(%e1443) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1444 = llvm.mlir.constant(0 : i32) : i32
  %r1445 = llvm.call @powi_f32(%c1321, %i1444) : (f32, i32) -> f32
  %b1446 = llvm.bitcast %r1445 : f32 to i32
  %e1446 = llvm.zext %b1446 : i32 to i64
  llvm.call @printI64(%e1446) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1447 = llvm.mlir.constant(3 : i32) : i32
  %r1448 = llvm.call @powi_f32(%c1321, %i1447) : (f32, i32) -> f32
  %b1449 = llvm.bitcast %r1448 : f32 to i32
  %e1449 = llvm.zext %b1449 : i32 to i64
  llvm.call @printI64(%e1449) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1450 = llvm.mlir.constant(-2 : i32) : i32
  %r1451 = llvm.call @powi_f32(%c1321, %i1450) : (f32, i32) -> f32
  %b1452 = llvm.bitcast %r1451 : f32 to i32
  %e1452 = llvm.zext %b1452 : i32 to i64
  llvm.call @printI64(%e1452) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1453 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1453 = llvm.bitcast %k1453 : i32 to f32
  %r1454 = llvm.call @sin_f32(%c1453) : (f32) -> f32
  %b1455 = llvm.bitcast %r1454 : f32 to i32
  %e1455 = llvm.zext %b1455 : i32 to i64
  llvm.call @printI64(%e1455) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1456 = llvm.call @cos_f32(%c1453) : (f32) -> f32
  %b1457 = llvm.bitcast %r1456 : f32 to i32
  %e1457 = llvm.zext %b1457 : i32 to i64
  llvm.call @printI64(%e1457) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1458 = llvm.call @exp_f32(%c1453) : (f32) -> f32
  %b1459 = llvm.bitcast %r1458 : f32 to i32
  %e1459 = llvm.zext %b1459 : i32 to i64
  llvm.call @printI64(%e1459) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1460 = llvm.call @exp2_f32(%c1453) : (f32) -> f32
  %b1461 = llvm.bitcast %r1460 : f32 to i32
  %e1461 = llvm.zext %b1461 : i32 to i64
  llvm.call @printI64(%e1461) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1462 = llvm.call @log_f32(%c1453) : (f32) -> f32
  %b1463 = llvm.bitcast %r1462 : f32 to i32
  %e1463 = llvm.zext %b1463 : i32 to i64
  llvm.call @printI64(%e1463) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1464 = llvm.call @log2_f32(%c1453) : (f32) -> f32
  %b1465 = llvm.bitcast %r1464 : f32 to i32
  %e1465 = llvm.zext %b1465 : i32 to i64
  llvm.call @printI64(%e1465) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1466 = llvm.call @log10_f32(%c1453) : (f32) -> f32
  %b1467 = llvm.bitcast %r1466 : f32 to i32
  %e1467 = llvm.zext %b1467 : i32 to i64
  llvm.call @printI64(%e1467) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1468 = llvm.call @floor_f32(%c1453) : (f32) -> f32
  %b1469 = llvm.bitcast %r1468 : f32 to i32
  %e1469 = llvm.zext %b1469 : i32 to i64
  llvm.call @printI64(%e1469) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1470 = llvm.call @ceil_f32(%c1453) : (f32) -> f32
  %b1471 = llvm.bitcast %r1470 : f32 to i32
  %e1471 = llvm.zext %b1471 : i32 to i64
  llvm.call @printI64(%e1471) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1472 = llvm.call @trunc_f32(%c1453) : (f32) -> f32
  %b1473 = llvm.bitcast %r1472 : f32 to i32
  %e1473 = llvm.zext %b1473 : i32 to i64
  llvm.call @printI64(%e1473) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1474 = llvm.call @round_f32(%c1453) : (f32) -> f32
  %b1475 = llvm.bitcast %r1474 : f32 to i32
  %e1475 = llvm.zext %b1475 : i32 to i64
  llvm.call @printI64(%e1475) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1476 = llvm.call @roundeven_f32(%c1453) : (f32) -> f32
  %b1477 = llvm.bitcast %r1476 : f32 to i32
  %e1477 = llvm.zext %b1477 : i32 to i64
  llvm.call @printI64(%e1477) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1478 = llvm.call @rint_f32(%c1453) : (f32) -> f32
  %b1479 = llvm.bitcast %r1478 : f32 to i32
  %e1479 = llvm.zext %b1479 : i32 to i64
  llvm.call @printI64(%e1479) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1480 = llvm.call @nearbyint_f32(%c1453) : (f32) -> f32
  %b1481 = llvm.bitcast %r1480 : f32 to i32
  %e1481 = llvm.zext %b1481 : i32 to i64
  llvm.call @printI64(%e1481) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1482 = llvm.call @sqrt_f32(%c1453) : (f32) -> f32
  %b1483 = llvm.bitcast %r1482 : f32 to i32
  %e1483 = llvm.zext %b1483 : i32 to i64
  llvm.call @printI64(%e1483) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1484 = llvm.call @fabs_f32(%c1453) : (f32) -> f32
  %b1485 = llvm.bitcast %r1484 : f32 to i32
  %e1485 = llvm.zext %b1485 : i32 to i64
  llvm.call @printI64(%e1485) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1486 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1486 = llvm.bitcast %k1486 : i32 to f32
  %r1487 = llvm.call @pow_f32(%c1453, %c1486) : (f32, f32) -> f32
  %b1488 = llvm.bitcast %r1487 : f32 to i32
  %e1488 = llvm.zext %b1488 : i32 to i64
  llvm.call @printI64(%e1488) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1489 = llvm.call @copysign_f32(%c1453, %c1486) : (f32, f32) -> f32
  %b1490 = llvm.bitcast %r1489 : f32 to i32
  %e1490 = llvm.zext %b1490 : i32 to i64
  llvm.call @printI64(%e1490) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1491 = llvm.call @minnum_f32(%c1453, %c1486) : (f32, f32) -> f32
  %b1492 = llvm.bitcast %r1491 : f32 to i32
  %e1492 = llvm.zext %b1492 : i32 to i64
  llvm.call @printI64(%e1492) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1493 = llvm.call @maxnum_f32(%c1453, %c1486) : (f32, f32) -> f32
  %b1494 = llvm.bitcast %r1493 : f32 to i32
  %e1494 = llvm.zext %b1494 : i32 to i64
  llvm.call @printI64(%e1494) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1495 = llvm.call @minimum_f32(%c1453, %c1486) : (f32, f32) -> f32
  %b1496 = llvm.bitcast %r1495 : f32 to i32
  %e1496 = llvm.zext %b1496 : i32 to i64
  llvm.call @printI64(%e1496) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1497 = llvm.call @maximum_f32(%c1453, %c1486) : (f32, f32) -> f32
  %b1498 = llvm.bitcast %r1497 : f32 to i32
  %e1498 = llvm.zext %b1498 : i32 to i64
  llvm.call @printI64(%e1498) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1499 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1499 = llvm.bitcast %k1499 : i32 to f32
  %r1500 = llvm.call @fma_f32(%c1453, %c1486, %c1499) : (f32, f32, f32) -> f32
  %b1501 = llvm.bitcast %r1500 : f32 to i32
  %e1501 = llvm.zext %b1501 : i32 to i64
  llvm.call @printI64(%e1501) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1502 = llvm.call @fmuladd_f32(%c1453, %c1486, %c1499) : (f32, f32, f32) -> f32
  %b1503 = llvm.bitcast %r1502 : f32 to i32
  %e1503 = llvm.zext %b1503 : i32 to i64
  llvm.call @printI64(%e1503) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1504 = llvm.mlir.constant(0 : i32) : i32
  %c1504 = llvm.bitcast %k1504 : i32 to f32
  %r1505 = llvm.call @pow_f32(%c1453, %c1504) : (f32, f32) -> f32
  %b1506 = llvm.bitcast %r1505 : f32 to i32
  %e1506 = llvm.zext %b1506 : i32 to i64
  llvm.call @printI64(%e1506) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1507 = llvm.call @copysign_f32(%c1453, %c1504) : (f32, f32) -> f32
  %b1508 = llvm.bitcast %r1507 : f32 to i32
  %e1508 = llvm.zext %b1508 : i32 to i64
  llvm.call @printI64(%e1508) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1509 = llvm.call @minnum_f32(%c1453, %c1504) : (f32, f32) -> f32
  %b1510 = llvm.bitcast %r1509 : f32 to i32
  %e1510 = llvm.zext %b1510 : i32 to i64
  llvm.call @printI64(%e1510) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1511 = llvm.call @maxnum_f32(%c1453, %c1504) : (f32, f32) -> f32
  %b1512 = llvm.bitcast %r1511 : f32 to i32
  %e1512 = llvm.zext %b1512 : i32 to i64
  llvm.call @printI64(%e1512) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1513 = llvm.call @minimum_f32(%c1453, %c1504) : (f32, f32) -> f32
  %b1514 = llvm.bitcast %r1513 : f32 to i32
  %e1514 = llvm.zext %b1514 : i32 to i64
  llvm.call @printI64(%e1514) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1515 = llvm.call @maximum_f32(%c1453, %c1504) : (f32, f32) -> f32
  %b1516 = llvm.bitcast %r1515 : f32 to i32
  %e1516 = llvm.zext %b1516 : i32 to i64
  llvm.call @printI64(%e1516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1517 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1517 = llvm.bitcast %k1517 : i32 to f32
  %r1518 = llvm.call @fma_f32(%c1453, %c1504, %c1517) : (f32, f32, f32) -> f32
  %b1519 = llvm.bitcast %r1518 : f32 to i32
  %e1519 = llvm.zext %b1519 : i32 to i64
  llvm.call @printI64(%e1519) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1520 = llvm.call @fmuladd_f32(%c1453, %c1504, %c1517) : (f32, f32, f32) -> f32
  %b1521 = llvm.bitcast %r1520 : f32 to i32
  %e1521 = llvm.zext %b1521 : i32 to i64
  llvm.call @printI64(%e1521) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1522 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1522 = llvm.bitcast %k1522 : i32 to f32
  %r1523 = llvm.call @pow_f32(%c1453, %c1522) : (f32, f32) -> f32
  %b1524 = llvm.bitcast %r1523 : f32 to i32
  %e1524 = llvm.zext %b1524 : i32 to i64
  llvm.call @printI64(%e1524) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1525 = llvm.call @copysign_f32(%c1453, %c1522) : (f32, f32) -> f32
  %b1526 = llvm.bitcast %r1525 : f32 to i32
  %e1526 = llvm.zext %b1526 : i32 to i64
  llvm.call @printI64(%e1526) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1527 = llvm.call @minnum_f32(%c1453, %c1522) : (f32, f32) -> f32
  %b1528 = llvm.bitcast %r1527 : f32 to i32
  %e1528 = llvm.zext %b1528 : i32 to i64
  llvm.call @printI64(%e1528) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1529 = llvm.call @maxnum_f32(%c1453, %c1522) : (f32, f32) -> f32
  %b1530 = llvm.bitcast %r1529 : f32 to i32
  %e1530 = llvm.zext %b1530 : i32 to i64
  llvm.call @printI64(%e1530) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1531 = llvm.call @minimum_f32(%c1453, %c1522) : (f32, f32) -> f32
  %b1532 = llvm.bitcast %r1531 : f32 to i32
  %e1532 = llvm.zext %b1532 : i32 to i64
  llvm.call @printI64(%e1532) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1533 = llvm.call @maximum_f32(%c1453, %c1522) : (f32, f32) -> f32
  %b1534 = llvm.bitcast %r1533 : f32 to i32
  %e1534 = llvm.zext %b1534 : i32 to i64
  llvm.call @printI64(%e1534) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1535 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1535 = llvm.bitcast %k1535 : i32 to f32
  %r1536 = llvm.call @fma_f32(%c1453, %c1522, %c1535) : (f32, f32, f32) -> f32
  %b1537 = llvm.bitcast %r1536 : f32 to i32
  %e1537 = llvm.zext %b1537 : i32 to i64
  llvm.call @printI64(%e1537) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1538 = llvm.call @fmuladd_f32(%c1453, %c1522, %c1535) : (f32, f32, f32) -> f32
  %b1539 = llvm.bitcast %r1538 : f32 to i32
  %e1539 = llvm.zext %b1539 : i32 to i64
  llvm.call @printI64(%e1539) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1540 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1540 = llvm.bitcast %k1540 : i32 to f32
  %r1541 = llvm.call @pow_f32(%c1453, %c1540) : (f32, f32) -> f32
  %b1542 = llvm.bitcast %r1541 : f32 to i32
  %e1542 = llvm.zext %b1542 : i32 to i64
  llvm.call @printI64(%e1542) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1543 = llvm.call @copysign_f32(%c1453, %c1540) : (f32, f32) -> f32
  %b1544 = llvm.bitcast %r1543 : f32 to i32
  %e1544 = llvm.zext %b1544 : i32 to i64
  llvm.call @printI64(%e1544) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1545 = llvm.call @minnum_f32(%c1453, %c1540) : (f32, f32) -> f32
  %b1546 = llvm.bitcast %r1545 : f32 to i32
  %e1546 = llvm.zext %b1546 : i32 to i64
  llvm.call @printI64(%e1546) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1547 = llvm.call @maxnum_f32(%c1453, %c1540) : (f32, f32) -> f32
  %b1548 = llvm.bitcast %r1547 : f32 to i32
  %e1548 = llvm.zext %b1548 : i32 to i64
  llvm.call @printI64(%e1548) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1549 = llvm.call @minimum_f32(%c1453, %c1540) : (f32, f32) -> f32
  %b1550 = llvm.bitcast %r1549 : f32 to i32
  %e1550 = llvm.zext %b1550 : i32 to i64
  llvm.call @printI64(%e1550) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1551 = llvm.call @maximum_f32(%c1453, %c1540) : (f32, f32) -> f32
  %b1552 = llvm.bitcast %r1551 : f32 to i32
  %e1552 = llvm.zext %b1552 : i32 to i64
  llvm.call @printI64(%e1552) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1553 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1553 = llvm.bitcast %k1553 : i32 to f32
  %r1554 = llvm.call @fma_f32(%c1453, %c1540, %c1553) : (f32, f32, f32) -> f32
  %b1555 = llvm.bitcast %r1554 : f32 to i32
  %e1555 = llvm.zext %b1555 : i32 to i64
  llvm.call @printI64(%e1555) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1556 = llvm.call @fmuladd_f32(%c1453, %c1540, %c1553) : (f32, f32, f32) -> f32
  %b1557 = llvm.bitcast %r1556 : f32 to i32
  %e1557 = llvm.zext %b1557 : i32 to i64
  llvm.call @printI64(%e1557) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1558 = llvm.mlir.constant(-8388608 : i32) : i32
  %c1558 = llvm.bitcast %k1558 : i32 to f32
  %r1559 = llvm.call @pow_f32(%c1453, %c1558) : (f32, f32) -> f32
  %b1560 = llvm.bitcast %r1559 : f32 to i32
  %e1560 = llvm.zext %b1560 : i32 to i64
  llvm.call @printI64(%e1560) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1561 = llvm.call @copysign_f32(%c1453, %c1558) : (f32, f32) -> f32
  %b1562 = llvm.bitcast %r1561 : f32 to i32
  %e1562 = llvm.zext %b1562 : i32 to i64
  llvm.call @printI64(%e1562) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1563 = llvm.call @minnum_f32(%c1453, %c1558) : (f32, f32) -> f32
  %b1564 = llvm.bitcast %r1563 : f32 to i32
  %e1564 = llvm.zext %b1564 : i32 to i64
  llvm.call @printI64(%e1564) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1565 = llvm.call @maxnum_f32(%c1453, %c1558) : (f32, f32) -> f32
  %b1566 = llvm.bitcast %r1565 : f32 to i32
  %e1566 = llvm.zext %b1566 : i32 to i64
  llvm.call @printI64(%e1566) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1567 = llvm.call @minimum_f32(%c1453, %c1558) : (f32, f32) -> f32
  %b1568 = llvm.bitcast %r1567 : f32 to i32
  %e1568 = llvm.zext %b1568 : i32 to i64
  llvm.call @printI64(%e1568) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1569 = llvm.call @maximum_f32(%c1453, %c1558) : (f32, f32) -> f32
  %b1570 = llvm.bitcast %r1569 : f32 to i32
  %e1570 = llvm.zext %b1570 : i32 to i64
  llvm.call @printI64(%e1570) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1571 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1571 = llvm.bitcast %k1571 : i32 to f32
  %r1572 = llvm.call @fma_f32(%c1453, %c1558, %c1571) : (f32, f32, f32) -> f32
  %b1573 = llvm.bitcast %r1572 : f32 to i32
  %e1573 = llvm.zext %b1573 : i32 to i64
  llvm.call @printI64(%e1573) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1574 = llvm.call @fmuladd_f32(%c1453, %c1558, %c1571) : (f32, f32, f32) -> f32
  %b1575 = llvm.bitcast %r1574 : f32 to i32
  %e1575 = llvm.zext %b1575 : i32 to i64
  llvm.call @printI64(%e1575) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1576 = llvm.mlir.constant(0 : i32) : i32
  %r1577 = llvm.call @powi_f32(%c1453, %i1576) : (f32, i32) -> f32
  %b1578 = llvm.bitcast %r1577 : f32 to i32
  %e1578 = llvm.zext %b1578 : i32 to i64
  llvm.call @printI64(%e1578) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1579 = llvm.mlir.constant(3 : i32) : i32
  %r1580 = llvm.call @powi_f32(%c1453, %i1579) : (f32, i32) -> f32
  %b1581 = llvm.bitcast %r1580 : f32 to i32
  %e1581 = llvm.zext %b1581 : i32 to i64
  llvm.call @printI64(%e1581) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1582 = llvm.mlir.constant(-2 : i32) : i32
  %r1583 = llvm.call @powi_f32(%c1453, %i1582) : (f32, i32) -> f32
  %b1584 = llvm.bitcast %r1583 : f32 to i32
  %e1584 = llvm.zext %b1584 : i32 to i64
  llvm.call @printI64(%e1584) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1585 = llvm.mlir.constant(1075838976 : i32) : i32
  %c1585 = llvm.bitcast %k1585 : i32 to f32
  %r1586 = llvm.call @sin_f32(%c1585) : (f32) -> f32
  %b1587 = llvm.bitcast %r1586 : f32 to i32
  %e1587 = llvm.zext %b1587 : i32 to i64
  llvm.call @printI64(%e1587) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1588 = llvm.call @cos_f32(%c1585) : (f32) -> f32
  %b1589 = llvm.bitcast %r1588 : f32 to i32
  %e1589 = llvm.zext %b1589 : i32 to i64
  llvm.call @printI64(%e1589) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1590 = llvm.call @exp_f32(%c1585) : (f32) -> f32
  %b1591 = llvm.bitcast %r1590 : f32 to i32
  %e1591 = llvm.zext %b1591 : i32 to i64
  llvm.call @printI64(%e1591) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1592 = llvm.call @exp2_f32(%c1585) : (f32) -> f32
  %b1593 = llvm.bitcast %r1592 : f32 to i32
  %e1593 = llvm.zext %b1593 : i32 to i64
  llvm.call @printI64(%e1593) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1594 = llvm.call @log_f32(%c1585) : (f32) -> f32
  %b1595 = llvm.bitcast %r1594 : f32 to i32
  %e1595 = llvm.zext %b1595 : i32 to i64
  llvm.call @printI64(%e1595) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1596 = llvm.call @log2_f32(%c1585) : (f32) -> f32
  %b1597 = llvm.bitcast %r1596 : f32 to i32
  %e1597 = llvm.zext %b1597 : i32 to i64
  llvm.call @printI64(%e1597) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1598 = llvm.call @log10_f32(%c1585) : (f32) -> f32
  %b1599 = llvm.bitcast %r1598 : f32 to i32
  %e1599 = llvm.zext %b1599 : i32 to i64
  llvm.call @printI64(%e1599) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1600 = llvm.call @floor_f32(%c1585) : (f32) -> f32
  %b1601 = llvm.bitcast %r1600 : f32 to i32
  %e1601 = llvm.zext %b1601 : i32 to i64
  llvm.call @printI64(%e1601) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1602 = llvm.call @ceil_f32(%c1585) : (f32) -> f32
  %b1603 = llvm.bitcast %r1602 : f32 to i32
  %e1603 = llvm.zext %b1603 : i32 to i64
  llvm.call @printI64(%e1603) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1604 = llvm.call @trunc_f32(%c1585) : (f32) -> f32
  %b1605 = llvm.bitcast %r1604 : f32 to i32
  %e1605 = llvm.zext %b1605 : i32 to i64
  llvm.call @printI64(%e1605) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1606 = llvm.call @round_f32(%c1585) : (f32) -> f32
  %b1607 = llvm.bitcast %r1606 : f32 to i32
  %e1607 = llvm.zext %b1607 : i32 to i64
  llvm.call @printI64(%e1607) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1608 = llvm.call @roundeven_f32(%c1585) : (f32) -> f32
  %b1609 = llvm.bitcast %r1608 : f32 to i32
  %e1609 = llvm.zext %b1609 : i32 to i64
  llvm.call @printI64(%e1609) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1610 = llvm.call @rint_f32(%c1585) : (f32) -> f32
  %b1611 = llvm.bitcast %r1610 : f32 to i32
  %e1611 = llvm.zext %b1611 : i32 to i64
  llvm.call @printI64(%e1611) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1612 = llvm.call @nearbyint_f32(%c1585) : (f32) -> f32
  %b1613 = llvm.bitcast %r1612 : f32 to i32
  %e1613 = llvm.zext %b1613 : i32 to i64
  llvm.call @printI64(%e1613) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1614 = llvm.call @sqrt_f32(%c1585) : (f32) -> f32
  %b1615 = llvm.bitcast %r1614 : f32 to i32
  %e1615 = llvm.zext %b1615 : i32 to i64
  llvm.call @printI64(%e1615) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1616 = llvm.call @fabs_f32(%c1585) : (f32) -> f32
  %b1617 = llvm.bitcast %r1616 : f32 to i32
  %e1617 = llvm.zext %b1617 : i32 to i64
  llvm.call @printI64(%e1617) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1618 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1618 = llvm.bitcast %k1618 : i32 to f32
  %r1619 = llvm.call @pow_f32(%c1585, %c1618) : (f32, f32) -> f32
  %b1620 = llvm.bitcast %r1619 : f32 to i32
  %e1620 = llvm.zext %b1620 : i32 to i64
  llvm.call @printI64(%e1620) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1621 = llvm.call @copysign_f32(%c1585, %c1618) : (f32, f32) -> f32
  %b1622 = llvm.bitcast %r1621 : f32 to i32
  %e1622 = llvm.zext %b1622 : i32 to i64
  llvm.call @printI64(%e1622) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1623 = llvm.call @minnum_f32(%c1585, %c1618) : (f32, f32) -> f32
  %b1624 = llvm.bitcast %r1623 : f32 to i32
  %e1624 = llvm.zext %b1624 : i32 to i64
  llvm.call @printI64(%e1624) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1625 = llvm.call @maxnum_f32(%c1585, %c1618) : (f32, f32) -> f32
  %b1626 = llvm.bitcast %r1625 : f32 to i32
  %e1626 = llvm.zext %b1626 : i32 to i64
  llvm.call @printI64(%e1626) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1627 = llvm.call @minimum_f32(%c1585, %c1618) : (f32, f32) -> f32
  %b1628 = llvm.bitcast %r1627 : f32 to i32
  %e1628 = llvm.zext %b1628 : i32 to i64
  llvm.call @printI64(%e1628) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1629 = llvm.call @maximum_f32(%c1585, %c1618) : (f32, f32) -> f32
  %b1630 = llvm.bitcast %r1629 : f32 to i32
  %e1630 = llvm.zext %b1630 : i32 to i64
  llvm.call @printI64(%e1630) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1631 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1631 = llvm.bitcast %k1631 : i32 to f32
  %r1632 = llvm.call @fma_f32(%c1585, %c1618, %c1631) : (f32, f32, f32) -> f32
  %b1633 = llvm.bitcast %r1632 : f32 to i32
  %e1633 = llvm.zext %b1633 : i32 to i64
  llvm.call @printI64(%e1633) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1634 = llvm.call @fmuladd_f32(%c1585, %c1618, %c1631) : (f32, f32, f32) -> f32
  %b1635 = llvm.bitcast %r1634 : f32 to i32
  %e1635 = llvm.zext %b1635 : i32 to i64
  llvm.call @printI64(%e1635) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1636 = llvm.mlir.constant(0 : i32) : i32
  %c1636 = llvm.bitcast %k1636 : i32 to f32
  %r1637 = llvm.call @pow_f32(%c1585, %c1636) : (f32, f32) -> f32
  %b1638 = llvm.bitcast %r1637 : f32 to i32
  %e1638 = llvm.zext %b1638 : i32 to i64
  llvm.call @printI64(%e1638) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1639 = llvm.call @copysign_f32(%c1585, %c1636) : (f32, f32) -> f32
  %b1640 = llvm.bitcast %r1639 : f32 to i32
  %e1640 = llvm.zext %b1640 : i32 to i64
  llvm.call @printI64(%e1640) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1641 = llvm.call @minnum_f32(%c1585, %c1636) : (f32, f32) -> f32
  %b1642 = llvm.bitcast %r1641 : f32 to i32
  %e1642 = llvm.zext %b1642 : i32 to i64
  llvm.call @printI64(%e1642) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1643 = llvm.call @maxnum_f32(%c1585, %c1636) : (f32, f32) -> f32
  %b1644 = llvm.bitcast %r1643 : f32 to i32
  %e1644 = llvm.zext %b1644 : i32 to i64
  llvm.call @printI64(%e1644) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1645 = llvm.call @minimum_f32(%c1585, %c1636) : (f32, f32) -> f32
  %b1646 = llvm.bitcast %r1645 : f32 to i32
  %e1646 = llvm.zext %b1646 : i32 to i64
  llvm.call @printI64(%e1646) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1647 = llvm.call @maximum_f32(%c1585, %c1636) : (f32, f32) -> f32
  %b1648 = llvm.bitcast %r1647 : f32 to i32
  %e1648 = llvm.zext %b1648 : i32 to i64
  llvm.call @printI64(%e1648) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1649 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1649 = llvm.bitcast %k1649 : i32 to f32
  %r1650 = llvm.call @fma_f32(%c1585, %c1636, %c1649) : (f32, f32, f32) -> f32
  %b1651 = llvm.bitcast %r1650 : f32 to i32
  %e1651 = llvm.zext %b1651 : i32 to i64
  llvm.call @printI64(%e1651) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1652 = llvm.call @fmuladd_f32(%c1585, %c1636, %c1649) : (f32, f32, f32) -> f32
  %b1653 = llvm.bitcast %r1652 : f32 to i32
  %e1653 = llvm.zext %b1653 : i32 to i64
  llvm.call @printI64(%e1653) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1654 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1654 = llvm.bitcast %k1654 : i32 to f32
  %r1655 = llvm.call @pow_f32(%c1585, %c1654) : (f32, f32) -> f32
  %b1656 = llvm.bitcast %r1655 : f32 to i32
  %e1656 = llvm.zext %b1656 : i32 to i64
  llvm.call @printI64(%e1656) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1657 = llvm.call @copysign_f32(%c1585, %c1654) : (f32, f32) -> f32
  %b1658 = llvm.bitcast %r1657 : f32 to i32
  %e1658 = llvm.zext %b1658 : i32 to i64
  llvm.call @printI64(%e1658) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1659 = llvm.call @minnum_f32(%c1585, %c1654) : (f32, f32) -> f32
  %b1660 = llvm.bitcast %r1659 : f32 to i32
  %e1660 = llvm.zext %b1660 : i32 to i64
  llvm.call @printI64(%e1660) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1661 = llvm.call @maxnum_f32(%c1585, %c1654) : (f32, f32) -> f32
  %b1662 = llvm.bitcast %r1661 : f32 to i32
  %e1662 = llvm.zext %b1662 : i32 to i64
  llvm.call @printI64(%e1662) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1663 = llvm.call @minimum_f32(%c1585, %c1654) : (f32, f32) -> f32
  %b1664 = llvm.bitcast %r1663 : f32 to i32
  %e1664 = llvm.zext %b1664 : i32 to i64
  llvm.call @printI64(%e1664) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1665 = llvm.call @maximum_f32(%c1585, %c1654) : (f32, f32) -> f32
  %b1666 = llvm.bitcast %r1665 : f32 to i32
  %e1666 = llvm.zext %b1666 : i32 to i64
  llvm.call @printI64(%e1666) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1667 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1667 = llvm.bitcast %k1667 : i32 to f32
  %r1668 = llvm.call @fma_f32(%c1585, %c1654, %c1667) : (f32, f32, f32) -> f32
  %b1669 = llvm.bitcast %r1668 : f32 to i32
  %e1669 = llvm.zext %b1669 : i32 to i64
  llvm.call @printI64(%e1669) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1670 = llvm.call @fmuladd_f32(%c1585, %c1654, %c1667) : (f32, f32, f32) -> f32
  %b1671 = llvm.bitcast %r1670 : f32 to i32
  %e1671 = llvm.zext %b1671 : i32 to i64
  llvm.call @printI64(%e1671) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1672 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1672 = llvm.bitcast %k1672 : i32 to f32
  %r1673 = llvm.call @pow_f32(%c1585, %c1672) : (f32, f32) -> f32
  %b1674 = llvm.bitcast %r1673 : f32 to i32
  %e1674 = llvm.zext %b1674 : i32 to i64
  llvm.call @printI64(%e1674) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1675 = llvm.call @copysign_f32(%c1585, %c1672) : (f32, f32) -> f32
  %b1676 = llvm.bitcast %r1675 : f32 to i32
  %e1676 = llvm.zext %b1676 : i32 to i64
  llvm.call @printI64(%e1676) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1677 = llvm.call @minnum_f32(%c1585, %c1672) : (f32, f32) -> f32
  %b1678 = llvm.bitcast %r1677 : f32 to i32
  %e1678 = llvm.zext %b1678 : i32 to i64
  llvm.call @printI64(%e1678) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1679 = llvm.call @maxnum_f32(%c1585, %c1672) : (f32, f32) -> f32
  %b1680 = llvm.bitcast %r1679 : f32 to i32
  %e1680 = llvm.zext %b1680 : i32 to i64
  llvm.call @printI64(%e1680) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1681 = llvm.call @minimum_f32(%c1585, %c1672) : (f32, f32) -> f32
  %b1682 = llvm.bitcast %r1681 : f32 to i32
  %e1682 = llvm.zext %b1682 : i32 to i64
  llvm.call @printI64(%e1682) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1683 = llvm.call @maximum_f32(%c1585, %c1672) : (f32, f32) -> f32
  %b1684 = llvm.bitcast %r1683 : f32 to i32
  %e1684 = llvm.zext %b1684 : i32 to i64
  llvm.call @printI64(%e1684) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1685 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1685 = llvm.bitcast %k1685 : i32 to f32
  %r1686 = llvm.call @fma_f32(%c1585, %c1672, %c1685) : (f32, f32, f32) -> f32
  %b1687 = llvm.bitcast %r1686 : f32 to i32
  %e1687 = llvm.zext %b1687 : i32 to i64
  llvm.call @printI64(%e1687) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1688 = llvm.call @fmuladd_f32(%c1585, %c1672, %c1685) : (f32, f32, f32) -> f32
  %b1689 = llvm.bitcast %r1688 : f32 to i32
  %e1689 = llvm.zext %b1689 : i32 to i64
  llvm.call @printI64(%e1689) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1690 = llvm.mlir.constant(-8388608 : i32) : i32
  %c1690 = llvm.bitcast %k1690 : i32 to f32
  %r1691 = llvm.call @pow_f32(%c1585, %c1690) : (f32, f32) -> f32
  %b1692 = llvm.bitcast %r1691 : f32 to i32
  %e1692 = llvm.zext %b1692 : i32 to i64
  llvm.call @printI64(%e1692) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1693 = llvm.call @copysign_f32(%c1585, %c1690) : (f32, f32) -> f32
  %b1694 = llvm.bitcast %r1693 : f32 to i32
  %e1694 = llvm.zext %b1694 : i32 to i64
  llvm.call @printI64(%e1694) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1695 = llvm.call @minnum_f32(%c1585, %c1690) : (f32, f32) -> f32
  %b1696 = llvm.bitcast %r1695 : f32 to i32
  %e1696 = llvm.zext %b1696 : i32 to i64
  llvm.call @printI64(%e1696) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1697 = llvm.call @maxnum_f32(%c1585, %c1690) : (f32, f32) -> f32
  %b1698 = llvm.bitcast %r1697 : f32 to i32
  %e1698 = llvm.zext %b1698 : i32 to i64
  llvm.call @printI64(%e1698) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1699 = llvm.call @minimum_f32(%c1585, %c1690) : (f32, f32) -> f32
  %b1700 = llvm.bitcast %r1699 : f32 to i32
  %e1700 = llvm.zext %b1700 : i32 to i64
  llvm.call @printI64(%e1700) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1701 = llvm.call @maximum_f32(%c1585, %c1690) : (f32, f32) -> f32
  %b1702 = llvm.bitcast %r1701 : f32 to i32
  %e1702 = llvm.zext %b1702 : i32 to i64
  llvm.call @printI64(%e1702) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1703 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1703 = llvm.bitcast %k1703 : i32 to f32
  %r1704 = llvm.call @fma_f32(%c1585, %c1690, %c1703) : (f32, f32, f32) -> f32
  %b1705 = llvm.bitcast %r1704 : f32 to i32
  %e1705 = llvm.zext %b1705 : i32 to i64
  llvm.call @printI64(%e1705) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1706 = llvm.call @fmuladd_f32(%c1585, %c1690, %c1703) : (f32, f32, f32) -> f32
  %b1707 = llvm.bitcast %r1706 : f32 to i32
  %e1707 = llvm.zext %b1707 : i32 to i64
  llvm.call @printI64(%e1707) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1708 = llvm.mlir.constant(0 : i32) : i32
  %r1709 = llvm.call @powi_f32(%c1585, %i1708) : (f32, i32) -> f32
  %b1710 = llvm.bitcast %r1709 : f32 to i32
  %e1710 = llvm.zext %b1710 : i32 to i64
  llvm.call @printI64(%e1710) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1711 = llvm.mlir.constant(3 : i32) : i32
  %r1712 = llvm.call @powi_f32(%c1585, %i1711) : (f32, i32) -> f32
  %b1713 = llvm.bitcast %r1712 : f32 to i32
  %e1713 = llvm.zext %b1713 : i32 to i64
  llvm.call @printI64(%e1713) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1714 = llvm.mlir.constant(-2 : i32) : i32
  %r1715 = llvm.call @powi_f32(%c1585, %i1714) : (f32, i32) -> f32
  %b1716 = llvm.bitcast %r1715 : f32 to i32
  %e1716 = llvm.zext %b1716 : i32 to i64
  llvm.call @printI64(%e1716) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1717 = llvm.mlir.constant(-1066611507 : i32) : i32
  %c1717 = llvm.bitcast %k1717 : i32 to f32
  %r1718 = llvm.call @sin_f32(%c1717) : (f32) -> f32
  %b1719 = llvm.bitcast %r1718 : f32 to i32
  %e1719 = llvm.zext %b1719 : i32 to i64
  llvm.call @printI64(%e1719) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1720 = llvm.call @cos_f32(%c1717) : (f32) -> f32
  %b1721 = llvm.bitcast %r1720 : f32 to i32
  %e1721 = llvm.zext %b1721 : i32 to i64
  llvm.call @printI64(%e1721) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1722 = llvm.call @exp_f32(%c1717) : (f32) -> f32
  %b1723 = llvm.bitcast %r1722 : f32 to i32
  %e1723 = llvm.zext %b1723 : i32 to i64
  llvm.call @printI64(%e1723) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1724 = llvm.call @exp2_f32(%c1717) : (f32) -> f32
  %b1725 = llvm.bitcast %r1724 : f32 to i32
  %e1725 = llvm.zext %b1725 : i32 to i64
  llvm.call @printI64(%e1725) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1726 = llvm.call @log_f32(%c1717) : (f32) -> f32
  %b1727 = llvm.bitcast %r1726 : f32 to i32
  %e1727 = llvm.zext %b1727 : i32 to i64
  llvm.call @printI64(%e1727) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1728 = llvm.call @log2_f32(%c1717) : (f32) -> f32
  %b1729 = llvm.bitcast %r1728 : f32 to i32
  %e1729 = llvm.zext %b1729 : i32 to i64
  llvm.call @printI64(%e1729) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1730 = llvm.call @log10_f32(%c1717) : (f32) -> f32
  %b1731 = llvm.bitcast %r1730 : f32 to i32
  %e1731 = llvm.zext %b1731 : i32 to i64
  llvm.call @printI64(%e1731) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1732 = llvm.call @floor_f32(%c1717) : (f32) -> f32
  %b1733 = llvm.bitcast %r1732 : f32 to i32
  %e1733 = llvm.zext %b1733 : i32 to i64
  llvm.call @printI64(%e1733) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1734 = llvm.call @ceil_f32(%c1717) : (f32) -> f32
  %b1735 = llvm.bitcast %r1734 : f32 to i32
  %e1735 = llvm.zext %b1735 : i32 to i64
  llvm.call @printI64(%e1735) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1736 = llvm.call @trunc_f32(%c1717) : (f32) -> f32
  %b1737 = llvm.bitcast %r1736 : f32 to i32
  %e1737 = llvm.zext %b1737 : i32 to i64
  llvm.call @printI64(%e1737) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1738 = llvm.call @round_f32(%c1717) : (f32) -> f32
  %b1739 = llvm.bitcast %r1738 : f32 to i32
  %e1739 = llvm.zext %b1739 : i32 to i64
  llvm.call @printI64(%e1739) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1740 = llvm.call @roundeven_f32(%c1717) : (f32) -> f32
  %b1741 = llvm.bitcast %r1740 : f32 to i32
  %e1741 = llvm.zext %b1741 : i32 to i64
  llvm.call @printI64(%e1741) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1742 = llvm.call @rint_f32(%c1717) : (f32) -> f32
  %b1743 = llvm.bitcast %r1742 : f32 to i32
  %e1743 = llvm.zext %b1743 : i32 to i64
  llvm.call @printI64(%e1743) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1744 = llvm.call @nearbyint_f32(%c1717) : (f32) -> f32
  %b1745 = llvm.bitcast %r1744 : f32 to i32
  %e1745 = llvm.zext %b1745 : i32 to i64
  llvm.call @printI64(%e1745) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1746 = llvm.call @sqrt_f32(%c1717) : (f32) -> f32
  %b1747 = llvm.bitcast %r1746 : f32 to i32
  %e1747 = llvm.zext %b1747 : i32 to i64
  llvm.call @printI64(%e1747) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1748 = llvm.call @fabs_f32(%c1717) : (f32) -> f32
  %b1749 = llvm.bitcast %r1748 : f32 to i32
  %e1749 = llvm.zext %b1749 : i32 to i64
  llvm.call @printI64(%e1749) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1750 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1750 = llvm.bitcast %k1750 : i32 to f32
  %r1751 = llvm.call @pow_f32(%c1717, %c1750) : (f32, f32) -> f32
  %b1752 = llvm.bitcast %r1751 : f32 to i32
  %e1752 = llvm.zext %b1752 : i32 to i64
  llvm.call @printI64(%e1752) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1753 = llvm.call @copysign_f32(%c1717, %c1750) : (f32, f32) -> f32
  %b1754 = llvm.bitcast %r1753 : f32 to i32
  %e1754 = llvm.zext %b1754 : i32 to i64
  llvm.call @printI64(%e1754) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1755 = llvm.call @minnum_f32(%c1717, %c1750) : (f32, f32) -> f32
  %b1756 = llvm.bitcast %r1755 : f32 to i32
  %e1756 = llvm.zext %b1756 : i32 to i64
  llvm.call @printI64(%e1756) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1757 = llvm.call @maxnum_f32(%c1717, %c1750) : (f32, f32) -> f32
  %b1758 = llvm.bitcast %r1757 : f32 to i32
  %e1758 = llvm.zext %b1758 : i32 to i64
  llvm.call @printI64(%e1758) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1759 = llvm.call @minimum_f32(%c1717, %c1750) : (f32, f32) -> f32
  %b1760 = llvm.bitcast %r1759 : f32 to i32
  %e1760 = llvm.zext %b1760 : i32 to i64
  llvm.call @printI64(%e1760) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1761 = llvm.call @maximum_f32(%c1717, %c1750) : (f32, f32) -> f32
  %b1762 = llvm.bitcast %r1761 : f32 to i32
  %e1762 = llvm.zext %b1762 : i32 to i64
  llvm.call @printI64(%e1762) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1763 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1763 = llvm.bitcast %k1763 : i32 to f32
  %r1764 = llvm.call @fma_f32(%c1717, %c1750, %c1763) : (f32, f32, f32) -> f32
  %b1765 = llvm.bitcast %r1764 : f32 to i32
  %e1765 = llvm.zext %b1765 : i32 to i64
  llvm.call @printI64(%e1765) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1766 = llvm.call @fmuladd_f32(%c1717, %c1750, %c1763) : (f32, f32, f32) -> f32
  %b1767 = llvm.bitcast %r1766 : f32 to i32
  %e1767 = llvm.zext %b1767 : i32 to i64
  llvm.call @printI64(%e1767) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1768 = llvm.mlir.constant(0 : i32) : i32
  %c1768 = llvm.bitcast %k1768 : i32 to f32
  %r1769 = llvm.call @pow_f32(%c1717, %c1768) : (f32, f32) -> f32
  %b1770 = llvm.bitcast %r1769 : f32 to i32
  %e1770 = llvm.zext %b1770 : i32 to i64
  llvm.call @printI64(%e1770) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1771 = llvm.call @copysign_f32(%c1717, %c1768) : (f32, f32) -> f32
  %b1772 = llvm.bitcast %r1771 : f32 to i32
  %e1772 = llvm.zext %b1772 : i32 to i64
  llvm.call @printI64(%e1772) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1773 = llvm.call @minnum_f32(%c1717, %c1768) : (f32, f32) -> f32
  %b1774 = llvm.bitcast %r1773 : f32 to i32
  %e1774 = llvm.zext %b1774 : i32 to i64
  llvm.call @printI64(%e1774) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1775 = llvm.call @maxnum_f32(%c1717, %c1768) : (f32, f32) -> f32
  %b1776 = llvm.bitcast %r1775 : f32 to i32
  %e1776 = llvm.zext %b1776 : i32 to i64
  llvm.call @printI64(%e1776) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1777 = llvm.call @minimum_f32(%c1717, %c1768) : (f32, f32) -> f32
  %b1778 = llvm.bitcast %r1777 : f32 to i32
  %e1778 = llvm.zext %b1778 : i32 to i64
  llvm.call @printI64(%e1778) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1779 = llvm.call @maximum_f32(%c1717, %c1768) : (f32, f32) -> f32
  %b1780 = llvm.bitcast %r1779 : f32 to i32
  %e1780 = llvm.zext %b1780 : i32 to i64
  llvm.call @printI64(%e1780) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1781 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1781 = llvm.bitcast %k1781 : i32 to f32
  %r1782 = llvm.call @fma_f32(%c1717, %c1768, %c1781) : (f32, f32, f32) -> f32
  %b1783 = llvm.bitcast %r1782 : f32 to i32
  %e1783 = llvm.zext %b1783 : i32 to i64
  llvm.call @printI64(%e1783) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1784 = llvm.call @fmuladd_f32(%c1717, %c1768, %c1781) : (f32, f32, f32) -> f32
  %b1785 = llvm.bitcast %r1784 : f32 to i32
  %e1785 = llvm.zext %b1785 : i32 to i64
  llvm.call @printI64(%e1785) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1786 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1786 = llvm.bitcast %k1786 : i32 to f32
  %r1787 = llvm.call @pow_f32(%c1717, %c1786) : (f32, f32) -> f32
  %b1788 = llvm.bitcast %r1787 : f32 to i32
  %e1788 = llvm.zext %b1788 : i32 to i64
  llvm.call @printI64(%e1788) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1789 = llvm.call @copysign_f32(%c1717, %c1786) : (f32, f32) -> f32
  %b1790 = llvm.bitcast %r1789 : f32 to i32
  %e1790 = llvm.zext %b1790 : i32 to i64
  llvm.call @printI64(%e1790) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1791 = llvm.call @minnum_f32(%c1717, %c1786) : (f32, f32) -> f32
  %b1792 = llvm.bitcast %r1791 : f32 to i32
  %e1792 = llvm.zext %b1792 : i32 to i64
  llvm.call @printI64(%e1792) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1793 = llvm.call @maxnum_f32(%c1717, %c1786) : (f32, f32) -> f32
  %b1794 = llvm.bitcast %r1793 : f32 to i32
  %e1794 = llvm.zext %b1794 : i32 to i64
  llvm.call @printI64(%e1794) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1795 = llvm.call @minimum_f32(%c1717, %c1786) : (f32, f32) -> f32
  %b1796 = llvm.bitcast %r1795 : f32 to i32
  %e1796 = llvm.zext %b1796 : i32 to i64
  llvm.call @printI64(%e1796) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1797 = llvm.call @maximum_f32(%c1717, %c1786) : (f32, f32) -> f32
  %b1798 = llvm.bitcast %r1797 : f32 to i32
  %e1798 = llvm.zext %b1798 : i32 to i64
  llvm.call @printI64(%e1798) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1799 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1799 = llvm.bitcast %k1799 : i32 to f32
  %r1800 = llvm.call @fma_f32(%c1717, %c1786, %c1799) : (f32, f32, f32) -> f32
  %b1801 = llvm.bitcast %r1800 : f32 to i32
  %e1801 = llvm.zext %b1801 : i32 to i64
  llvm.call @printI64(%e1801) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1802 = llvm.call @fmuladd_f32(%c1717, %c1786, %c1799) : (f32, f32, f32) -> f32
  %b1803 = llvm.bitcast %r1802 : f32 to i32
  %e1803 = llvm.zext %b1803 : i32 to i64
  llvm.call @printI64(%e1803) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1804 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1804 = llvm.bitcast %k1804 : i32 to f32
  %r1805 = llvm.call @pow_f32(%c1717, %c1804) : (f32, f32) -> f32
  %b1806 = llvm.bitcast %r1805 : f32 to i32
  %e1806 = llvm.zext %b1806 : i32 to i64
  llvm.call @printI64(%e1806) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1807 = llvm.call @copysign_f32(%c1717, %c1804) : (f32, f32) -> f32
  %b1808 = llvm.bitcast %r1807 : f32 to i32
  %e1808 = llvm.zext %b1808 : i32 to i64
  llvm.call @printI64(%e1808) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1809 = llvm.call @minnum_f32(%c1717, %c1804) : (f32, f32) -> f32
  %b1810 = llvm.bitcast %r1809 : f32 to i32
  %e1810 = llvm.zext %b1810 : i32 to i64
  llvm.call @printI64(%e1810) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1811 = llvm.call @maxnum_f32(%c1717, %c1804) : (f32, f32) -> f32
  %b1812 = llvm.bitcast %r1811 : f32 to i32
  %e1812 = llvm.zext %b1812 : i32 to i64
  llvm.call @printI64(%e1812) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1813 = llvm.call @minimum_f32(%c1717, %c1804) : (f32, f32) -> f32
  %b1814 = llvm.bitcast %r1813 : f32 to i32
  %e1814 = llvm.zext %b1814 : i32 to i64
  llvm.call @printI64(%e1814) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1815 = llvm.call @maximum_f32(%c1717, %c1804) : (f32, f32) -> f32
  %b1816 = llvm.bitcast %r1815 : f32 to i32
  %e1816 = llvm.zext %b1816 : i32 to i64
  llvm.call @printI64(%e1816) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1817 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1817 = llvm.bitcast %k1817 : i32 to f32
  %r1818 = llvm.call @fma_f32(%c1717, %c1804, %c1817) : (f32, f32, f32) -> f32
  %b1819 = llvm.bitcast %r1818 : f32 to i32
  %e1819 = llvm.zext %b1819 : i32 to i64
  llvm.call @printI64(%e1819) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1820 = llvm.call @fmuladd_f32(%c1717, %c1804, %c1817) : (f32, f32, f32) -> f32
  %b1821 = llvm.bitcast %r1820 : f32 to i32
  %e1821 = llvm.zext %b1821 : i32 to i64
  llvm.call @printI64(%e1821) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1822 = llvm.mlir.constant(-8388608 : i32) : i32
  %c1822 = llvm.bitcast %k1822 : i32 to f32
  %r1823 = llvm.call @pow_f32(%c1717, %c1822) : (f32, f32) -> f32
  %b1824 = llvm.bitcast %r1823 : f32 to i32
  %e1824 = llvm.zext %b1824 : i32 to i64
  llvm.call @printI64(%e1824) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1825 = llvm.call @copysign_f32(%c1717, %c1822) : (f32, f32) -> f32
  %b1826 = llvm.bitcast %r1825 : f32 to i32
  %e1826 = llvm.zext %b1826 : i32 to i64
  llvm.call @printI64(%e1826) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1827 = llvm.call @minnum_f32(%c1717, %c1822) : (f32, f32) -> f32
  %b1828 = llvm.bitcast %r1827 : f32 to i32
  %e1828 = llvm.zext %b1828 : i32 to i64
  llvm.call @printI64(%e1828) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1829 = llvm.call @maxnum_f32(%c1717, %c1822) : (f32, f32) -> f32
  %b1830 = llvm.bitcast %r1829 : f32 to i32
  %e1830 = llvm.zext %b1830 : i32 to i64
  llvm.call @printI64(%e1830) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1831 = llvm.call @minimum_f32(%c1717, %c1822) : (f32, f32) -> f32
  %b1832 = llvm.bitcast %r1831 : f32 to i32
  %e1832 = llvm.zext %b1832 : i32 to i64
  llvm.call @printI64(%e1832) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1833 = llvm.call @maximum_f32(%c1717, %c1822) : (f32, f32) -> f32
  %b1834 = llvm.bitcast %r1833 : f32 to i32
  %e1834 = llvm.zext %b1834 : i32 to i64
  llvm.call @printI64(%e1834) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1835 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1835 = llvm.bitcast %k1835 : i32 to f32
  %r1836 = llvm.call @fma_f32(%c1717, %c1822, %c1835) : (f32, f32, f32) -> f32
  %b1837 = llvm.bitcast %r1836 : f32 to i32
  %e1837 = llvm.zext %b1837 : i32 to i64
  llvm.call @printI64(%e1837) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1838 = llvm.call @fmuladd_f32(%c1717, %c1822, %c1835) : (f32, f32, f32) -> f32
  %b1839 = llvm.bitcast %r1838 : f32 to i32
  %e1839 = llvm.zext %b1839 : i32 to i64
  llvm.call @printI64(%e1839) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1840 = llvm.mlir.constant(0 : i32) : i32
  %r1841 = llvm.call @powi_f32(%c1717, %i1840) : (f32, i32) -> f32
  %b1842 = llvm.bitcast %r1841 : f32 to i32
  %e1842 = llvm.zext %b1842 : i32 to i64
  llvm.call @printI64(%e1842) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1843 = llvm.mlir.constant(3 : i32) : i32
  %r1844 = llvm.call @powi_f32(%c1717, %i1843) : (f32, i32) -> f32
  %b1845 = llvm.bitcast %r1844 : f32 to i32
  %e1845 = llvm.zext %b1845 : i32 to i64
  llvm.call @printI64(%e1845) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1846 = llvm.mlir.constant(-2 : i32) : i32
  %r1847 = llvm.call @powi_f32(%c1717, %i1846) : (f32, i32) -> f32
  %b1848 = llvm.bitcast %r1847 : f32 to i32
  %e1848 = llvm.zext %b1848 : i32 to i64
  llvm.call @printI64(%e1848) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1849 = llvm.mlir.constant(2139095040 : i32) : i32
  %c1849 = llvm.bitcast %k1849 : i32 to f32
  %r1850 = llvm.call @sin_f32(%c1849) : (f32) -> f32
  %b1851 = llvm.bitcast %r1850 : f32 to i32
  %e1851 = llvm.zext %b1851 : i32 to i64
  llvm.call @printI64(%e1851) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1852 = llvm.call @cos_f32(%c1849) : (f32) -> f32
  %b1853 = llvm.bitcast %r1852 : f32 to i32
  %e1853 = llvm.zext %b1853 : i32 to i64
  llvm.call @printI64(%e1853) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1854 = llvm.call @exp_f32(%c1849) : (f32) -> f32
  %b1855 = llvm.bitcast %r1854 : f32 to i32
  %e1855 = llvm.zext %b1855 : i32 to i64
  llvm.call @printI64(%e1855) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1856 = llvm.call @exp2_f32(%c1849) : (f32) -> f32
  %b1857 = llvm.bitcast %r1856 : f32 to i32
  %e1857 = llvm.zext %b1857 : i32 to i64
  llvm.call @printI64(%e1857) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1858 = llvm.call @log_f32(%c1849) : (f32) -> f32
  %b1859 = llvm.bitcast %r1858 : f32 to i32
  %e1859 = llvm.zext %b1859 : i32 to i64
  llvm.call @printI64(%e1859) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1860 = llvm.call @log2_f32(%c1849) : (f32) -> f32
  %b1861 = llvm.bitcast %r1860 : f32 to i32
  %e1861 = llvm.zext %b1861 : i32 to i64
  llvm.call @printI64(%e1861) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1862 = llvm.call @log10_f32(%c1849) : (f32) -> f32
  %b1863 = llvm.bitcast %r1862 : f32 to i32
  %e1863 = llvm.zext %b1863 : i32 to i64
  llvm.call @printI64(%e1863) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1864 = llvm.call @floor_f32(%c1849) : (f32) -> f32
  %b1865 = llvm.bitcast %r1864 : f32 to i32
  %e1865 = llvm.zext %b1865 : i32 to i64
  llvm.call @printI64(%e1865) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1866 = llvm.call @ceil_f32(%c1849) : (f32) -> f32
  %b1867 = llvm.bitcast %r1866 : f32 to i32
  %e1867 = llvm.zext %b1867 : i32 to i64
  llvm.call @printI64(%e1867) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1868 = llvm.call @trunc_f32(%c1849) : (f32) -> f32
  %b1869 = llvm.bitcast %r1868 : f32 to i32
  %e1869 = llvm.zext %b1869 : i32 to i64
  llvm.call @printI64(%e1869) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1870 = llvm.call @round_f32(%c1849) : (f32) -> f32
  %b1871 = llvm.bitcast %r1870 : f32 to i32
  %e1871 = llvm.zext %b1871 : i32 to i64
  llvm.call @printI64(%e1871) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1872 = llvm.call @roundeven_f32(%c1849) : (f32) -> f32
  %b1873 = llvm.bitcast %r1872 : f32 to i32
  %e1873 = llvm.zext %b1873 : i32 to i64
  llvm.call @printI64(%e1873) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1874 = llvm.call @rint_f32(%c1849) : (f32) -> f32
  %b1875 = llvm.bitcast %r1874 : f32 to i32
  %e1875 = llvm.zext %b1875 : i32 to i64
  llvm.call @printI64(%e1875) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1876 = llvm.call @nearbyint_f32(%c1849) : (f32) -> f32
  %b1877 = llvm.bitcast %r1876 : f32 to i32
  %e1877 = llvm.zext %b1877 : i32 to i64
  llvm.call @printI64(%e1877) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1878 = llvm.call @sqrt_f32(%c1849) : (f32) -> f32
  %b1879 = llvm.bitcast %r1878 : f32 to i32
  %e1879 = llvm.zext %b1879 : i32 to i64
  llvm.call @printI64(%e1879) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1880 = llvm.call @fabs_f32(%c1849) : (f32) -> f32
  %b1881 = llvm.bitcast %r1880 : f32 to i32
  %e1881 = llvm.zext %b1881 : i32 to i64
  llvm.call @printI64(%e1881) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1882 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c1882 = llvm.bitcast %k1882 : i32 to f32
  %r1883 = llvm.call @pow_f32(%c1849, %c1882) : (f32, f32) -> f32
  %b1884 = llvm.bitcast %r1883 : f32 to i32
  %e1884 = llvm.zext %b1884 : i32 to i64
  llvm.call @printI64(%e1884) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1885 = llvm.call @copysign_f32(%c1849, %c1882) : (f32, f32) -> f32
  %b1886 = llvm.bitcast %r1885 : f32 to i32
  %e1886 = llvm.zext %b1886 : i32 to i64
  llvm.call @printI64(%e1886) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1887 = llvm.call @minnum_f32(%c1849, %c1882) : (f32, f32) -> f32
  %b1888 = llvm.bitcast %r1887 : f32 to i32
  %e1888 = llvm.zext %b1888 : i32 to i64
  llvm.call @printI64(%e1888) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1889 = llvm.call @maxnum_f32(%c1849, %c1882) : (f32, f32) -> f32
  %b1890 = llvm.bitcast %r1889 : f32 to i32
  %e1890 = llvm.zext %b1890 : i32 to i64
  llvm.call @printI64(%e1890) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1891 = llvm.call @minimum_f32(%c1849, %c1882) : (f32, f32) -> f32
  %b1892 = llvm.bitcast %r1891 : f32 to i32
  %e1892 = llvm.zext %b1892 : i32 to i64
  llvm.call @printI64(%e1892) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1893 = llvm.call @maximum_f32(%c1849, %c1882) : (f32, f32) -> f32
  %b1894 = llvm.bitcast %r1893 : f32 to i32
  %e1894 = llvm.zext %b1894 : i32 to i64
  llvm.call @printI64(%e1894) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1895 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1895 = llvm.bitcast %k1895 : i32 to f32
  %r1896 = llvm.call @fma_f32(%c1849, %c1882, %c1895) : (f32, f32, f32) -> f32
  %b1897 = llvm.bitcast %r1896 : f32 to i32
  %e1897 = llvm.zext %b1897 : i32 to i64
  llvm.call @printI64(%e1897) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1898 = llvm.call @fmuladd_f32(%c1849, %c1882, %c1895) : (f32, f32, f32) -> f32
  %b1899 = llvm.bitcast %r1898 : f32 to i32
  %e1899 = llvm.zext %b1899 : i32 to i64
  llvm.call @printI64(%e1899) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1900 = llvm.mlir.constant(0 : i32) : i32
  %c1900 = llvm.bitcast %k1900 : i32 to f32
  %r1901 = llvm.call @pow_f32(%c1849, %c1900) : (f32, f32) -> f32
  %b1902 = llvm.bitcast %r1901 : f32 to i32
  %e1902 = llvm.zext %b1902 : i32 to i64
  llvm.call @printI64(%e1902) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1903 = llvm.call @copysign_f32(%c1849, %c1900) : (f32, f32) -> f32
  %b1904 = llvm.bitcast %r1903 : f32 to i32
  %e1904 = llvm.zext %b1904 : i32 to i64
  llvm.call @printI64(%e1904) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1905 = llvm.call @minnum_f32(%c1849, %c1900) : (f32, f32) -> f32
  %b1906 = llvm.bitcast %r1905 : f32 to i32
  %e1906 = llvm.zext %b1906 : i32 to i64
  llvm.call @printI64(%e1906) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1907 = llvm.call @maxnum_f32(%c1849, %c1900) : (f32, f32) -> f32
  %b1908 = llvm.bitcast %r1907 : f32 to i32
  %e1908 = llvm.zext %b1908 : i32 to i64
  llvm.call @printI64(%e1908) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1909 = llvm.call @minimum_f32(%c1849, %c1900) : (f32, f32) -> f32
  %b1910 = llvm.bitcast %r1909 : f32 to i32
  %e1910 = llvm.zext %b1910 : i32 to i64
  llvm.call @printI64(%e1910) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1911 = llvm.call @maximum_f32(%c1849, %c1900) : (f32, f32) -> f32
  %b1912 = llvm.bitcast %r1911 : f32 to i32
  %e1912 = llvm.zext %b1912 : i32 to i64
  llvm.call @printI64(%e1912) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1913 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1913 = llvm.bitcast %k1913 : i32 to f32
  %r1914 = llvm.call @fma_f32(%c1849, %c1900, %c1913) : (f32, f32, f32) -> f32
  %b1915 = llvm.bitcast %r1914 : f32 to i32
  %e1915 = llvm.zext %b1915 : i32 to i64
  llvm.call @printI64(%e1915) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1916 = llvm.call @fmuladd_f32(%c1849, %c1900, %c1913) : (f32, f32, f32) -> f32
  %b1917 = llvm.bitcast %r1916 : f32 to i32
  %e1917 = llvm.zext %b1917 : i32 to i64
  llvm.call @printI64(%e1917) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1918 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c1918 = llvm.bitcast %k1918 : i32 to f32
  %r1919 = llvm.call @pow_f32(%c1849, %c1918) : (f32, f32) -> f32
  %b1920 = llvm.bitcast %r1919 : f32 to i32
  %e1920 = llvm.zext %b1920 : i32 to i64
  llvm.call @printI64(%e1920) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1921 = llvm.call @copysign_f32(%c1849, %c1918) : (f32, f32) -> f32
  %b1922 = llvm.bitcast %r1921 : f32 to i32
  %e1922 = llvm.zext %b1922 : i32 to i64
  llvm.call @printI64(%e1922) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1923 = llvm.call @minnum_f32(%c1849, %c1918) : (f32, f32) -> f32
  %b1924 = llvm.bitcast %r1923 : f32 to i32
  %e1924 = llvm.zext %b1924 : i32 to i64
  llvm.call @printI64(%e1924) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1925 = llvm.call @maxnum_f32(%c1849, %c1918) : (f32, f32) -> f32
  %b1926 = llvm.bitcast %r1925 : f32 to i32
  %e1926 = llvm.zext %b1926 : i32 to i64
  llvm.call @printI64(%e1926) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1927 = llvm.call @minimum_f32(%c1849, %c1918) : (f32, f32) -> f32
  %b1928 = llvm.bitcast %r1927 : f32 to i32
  %e1928 = llvm.zext %b1928 : i32 to i64
  llvm.call @printI64(%e1928) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1929 = llvm.call @maximum_f32(%c1849, %c1918) : (f32, f32) -> f32
  %b1930 = llvm.bitcast %r1929 : f32 to i32
  %e1930 = llvm.zext %b1930 : i32 to i64
  llvm.call @printI64(%e1930) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1931 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1931 = llvm.bitcast %k1931 : i32 to f32
  %r1932 = llvm.call @fma_f32(%c1849, %c1918, %c1931) : (f32, f32, f32) -> f32
  %b1933 = llvm.bitcast %r1932 : f32 to i32
  %e1933 = llvm.zext %b1933 : i32 to i64
  llvm.call @printI64(%e1933) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1934 = llvm.call @fmuladd_f32(%c1849, %c1918, %c1931) : (f32, f32, f32) -> f32
  %b1935 = llvm.bitcast %r1934 : f32 to i32
  %e1935 = llvm.zext %b1935 : i32 to i64
  llvm.call @printI64(%e1935) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1936 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1936 = llvm.bitcast %k1936 : i32 to f32
  %r1937 = llvm.call @pow_f32(%c1849, %c1936) : (f32, f32) -> f32
  %b1938 = llvm.bitcast %r1937 : f32 to i32
  %e1938 = llvm.zext %b1938 : i32 to i64
  llvm.call @printI64(%e1938) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1939 = llvm.call @copysign_f32(%c1849, %c1936) : (f32, f32) -> f32
  %b1940 = llvm.bitcast %r1939 : f32 to i32
  %e1940 = llvm.zext %b1940 : i32 to i64
  llvm.call @printI64(%e1940) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1941 = llvm.call @minnum_f32(%c1849, %c1936) : (f32, f32) -> f32
  %b1942 = llvm.bitcast %r1941 : f32 to i32
  %e1942 = llvm.zext %b1942 : i32 to i64
  llvm.call @printI64(%e1942) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1943 = llvm.call @maxnum_f32(%c1849, %c1936) : (f32, f32) -> f32
  %b1944 = llvm.bitcast %r1943 : f32 to i32
  %e1944 = llvm.zext %b1944 : i32 to i64
  llvm.call @printI64(%e1944) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1945 = llvm.call @minimum_f32(%c1849, %c1936) : (f32, f32) -> f32
  %b1946 = llvm.bitcast %r1945 : f32 to i32
  %e1946 = llvm.zext %b1946 : i32 to i64
  llvm.call @printI64(%e1946) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1947 = llvm.call @maximum_f32(%c1849, %c1936) : (f32, f32) -> f32
  %b1948 = llvm.bitcast %r1947 : f32 to i32
  %e1948 = llvm.zext %b1948 : i32 to i64
  llvm.call @printI64(%e1948) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1949 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1949 = llvm.bitcast %k1949 : i32 to f32
  %r1950 = llvm.call @fma_f32(%c1849, %c1936, %c1949) : (f32, f32, f32) -> f32
  %b1951 = llvm.bitcast %r1950 : f32 to i32
  %e1951 = llvm.zext %b1951 : i32 to i64
  llvm.call @printI64(%e1951) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1952 = llvm.call @fmuladd_f32(%c1849, %c1936, %c1949) : (f32, f32, f32) -> f32
  %b1953 = llvm.bitcast %r1952 : f32 to i32
  %e1953 = llvm.zext %b1953 : i32 to i64
  llvm.call @printI64(%e1953) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1954 = llvm.mlir.constant(-8388608 : i32) : i32
  %c1954 = llvm.bitcast %k1954 : i32 to f32
  %r1955 = llvm.call @pow_f32(%c1849, %c1954) : (f32, f32) -> f32
  %b1956 = llvm.bitcast %r1955 : f32 to i32
  %e1956 = llvm.zext %b1956 : i32 to i64
  llvm.call @printI64(%e1956) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1957 = llvm.call @copysign_f32(%c1849, %c1954) : (f32, f32) -> f32
  %b1958 = llvm.bitcast %r1957 : f32 to i32
  %e1958 = llvm.zext %b1958 : i32 to i64
  llvm.call @printI64(%e1958) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1959 = llvm.call @minnum_f32(%c1849, %c1954) : (f32, f32) -> f32
  %b1960 = llvm.bitcast %r1959 : f32 to i32
  %e1960 = llvm.zext %b1960 : i32 to i64
  llvm.call @printI64(%e1960) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1961 = llvm.call @maxnum_f32(%c1849, %c1954) : (f32, f32) -> f32
  %b1962 = llvm.bitcast %r1961 : f32 to i32
  %e1962 = llvm.zext %b1962 : i32 to i64
  llvm.call @printI64(%e1962) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1963 = llvm.call @minimum_f32(%c1849, %c1954) : (f32, f32) -> f32
  %b1964 = llvm.bitcast %r1963 : f32 to i32
  %e1964 = llvm.zext %b1964 : i32 to i64
  llvm.call @printI64(%e1964) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1965 = llvm.call @maximum_f32(%c1849, %c1954) : (f32, f32) -> f32
  %b1966 = llvm.bitcast %r1965 : f32 to i32
  %e1966 = llvm.zext %b1966 : i32 to i64
  llvm.call @printI64(%e1966) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1967 = llvm.mlir.constant(1048576000 : i32) : i32
  %c1967 = llvm.bitcast %k1967 : i32 to f32
  %r1968 = llvm.call @fma_f32(%c1849, %c1954, %c1967) : (f32, f32, f32) -> f32
  %b1969 = llvm.bitcast %r1968 : f32 to i32
  %e1969 = llvm.zext %b1969 : i32 to i64
  llvm.call @printI64(%e1969) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1970 = llvm.call @fmuladd_f32(%c1849, %c1954, %c1967) : (f32, f32, f32) -> f32
  %b1971 = llvm.bitcast %r1970 : f32 to i32
  %e1971 = llvm.zext %b1971 : i32 to i64
  llvm.call @printI64(%e1971) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1972 = llvm.mlir.constant(0 : i32) : i32
  %r1973 = llvm.call @powi_f32(%c1849, %i1972) : (f32, i32) -> f32
  %b1974 = llvm.bitcast %r1973 : f32 to i32
  %e1974 = llvm.zext %b1974 : i32 to i64
  llvm.call @printI64(%e1974) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1975 = llvm.mlir.constant(3 : i32) : i32
  %r1976 = llvm.call @powi_f32(%c1849, %i1975) : (f32, i32) -> f32
  %b1977 = llvm.bitcast %r1976 : f32 to i32
  %e1977 = llvm.zext %b1977 : i32 to i64
  llvm.call @printI64(%e1977) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i1978 = llvm.mlir.constant(-2 : i32) : i32
  %r1979 = llvm.call @powi_f32(%c1849, %i1978) : (f32, i32) -> f32
  %b1980 = llvm.bitcast %r1979 : f32 to i32
  %e1980 = llvm.zext %b1980 : i32 to i64
  llvm.call @printI64(%e1980) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k1981 = llvm.mlir.constant(2143289344 : i32) : i32
  %c1981 = llvm.bitcast %k1981 : i32 to f32
  %r1982 = llvm.call @sin_f32(%c1981) : (f32) -> f32
  %b1983 = llvm.bitcast %r1982 : f32 to i32
  %e1983 = llvm.zext %b1983 : i32 to i64
  llvm.call @printI64(%e1983) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1984 = llvm.call @cos_f32(%c1981) : (f32) -> f32
  %b1985 = llvm.bitcast %r1984 : f32 to i32
  %e1985 = llvm.zext %b1985 : i32 to i64
  llvm.call @printI64(%e1985) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1986 = llvm.call @exp_f32(%c1981) : (f32) -> f32
  %b1987 = llvm.bitcast %r1986 : f32 to i32
  %e1987 = llvm.zext %b1987 : i32 to i64
  llvm.call @printI64(%e1987) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1988 = llvm.call @exp2_f32(%c1981) : (f32) -> f32
  %b1989 = llvm.bitcast %r1988 : f32 to i32
  %e1989 = llvm.zext %b1989 : i32 to i64
  llvm.call @printI64(%e1989) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1990 = llvm.call @log_f32(%c1981) : (f32) -> f32
  %b1991 = llvm.bitcast %r1990 : f32 to i32
  %e1991 = llvm.zext %b1991 : i32 to i64
  llvm.call @printI64(%e1991) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1992 = llvm.call @log2_f32(%c1981) : (f32) -> f32
  %b1993 = llvm.bitcast %r1992 : f32 to i32
  %e1993 = llvm.zext %b1993 : i32 to i64
  llvm.call @printI64(%e1993) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1994 = llvm.call @log10_f32(%c1981) : (f32) -> f32
  %b1995 = llvm.bitcast %r1994 : f32 to i32
  %e1995 = llvm.zext %b1995 : i32 to i64
  llvm.call @printI64(%e1995) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1996 = llvm.call @floor_f32(%c1981) : (f32) -> f32
  %b1997 = llvm.bitcast %r1996 : f32 to i32
  %e1997 = llvm.zext %b1997 : i32 to i64
  llvm.call @printI64(%e1997) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r1998 = llvm.call @ceil_f32(%c1981) : (f32) -> f32
  %b1999 = llvm.bitcast %r1998 : f32 to i32
  %e1999 = llvm.zext %b1999 : i32 to i64
  llvm.call @printI64(%e1999) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2000 = llvm.call @trunc_f32(%c1981) : (f32) -> f32
  %b2001 = llvm.bitcast %r2000 : f32 to i32
  %e2001 = llvm.zext %b2001 : i32 to i64
  llvm.call @printI64(%e2001) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2002 = llvm.call @round_f32(%c1981) : (f32) -> f32
  %b2003 = llvm.bitcast %r2002 : f32 to i32
  %e2003 = llvm.zext %b2003 : i32 to i64
  llvm.call @printI64(%e2003) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2004 = llvm.call @roundeven_f32(%c1981) : (f32) -> f32
  %b2005 = llvm.bitcast %r2004 : f32 to i32
  %e2005 = llvm.zext %b2005 : i32 to i64
  llvm.call @printI64(%e2005) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2006 = llvm.call @rint_f32(%c1981) : (f32) -> f32
  %b2007 = llvm.bitcast %r2006 : f32 to i32
  %e2007 = llvm.zext %b2007 : i32 to i64
  llvm.call @printI64(%e2007) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2008 = llvm.call @nearbyint_f32(%c1981) : (f32) -> f32
  %b2009 = llvm.bitcast %r2008 : f32 to i32
  %e2009 = llvm.zext %b2009 : i32 to i64
  llvm.call @printI64(%e2009) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2010 = llvm.call @sqrt_f32(%c1981) : (f32) -> f32
  %b2011 = llvm.bitcast %r2010 : f32 to i32
  %e2011 = llvm.zext %b2011 : i32 to i64
  llvm.call @printI64(%e2011) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2012 = llvm.call @fabs_f32(%c1981) : (f32) -> f32
  %b2013 = llvm.bitcast %r2012 : f32 to i32
  %e2013 = llvm.zext %b2013 : i32 to i64
  llvm.call @printI64(%e2013) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2014 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c2014 = llvm.bitcast %k2014 : i32 to f32
  %r2015 = llvm.call @pow_f32(%c1981, %c2014) : (f32, f32) -> f32
  %b2016 = llvm.bitcast %r2015 : f32 to i32
  %e2016 = llvm.zext %b2016 : i32 to i64
  llvm.call @printI64(%e2016) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2017 = llvm.call @copysign_f32(%c1981, %c2014) : (f32, f32) -> f32
  %b2018 = llvm.bitcast %r2017 : f32 to i32
  %e2018 = llvm.zext %b2018 : i32 to i64
  llvm.call @printI64(%e2018) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2019 = llvm.call @minnum_f32(%c1981, %c2014) : (f32, f32) -> f32
  %b2020 = llvm.bitcast %r2019 : f32 to i32
  %e2020 = llvm.zext %b2020 : i32 to i64
  llvm.call @printI64(%e2020) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2021 = llvm.call @maxnum_f32(%c1981, %c2014) : (f32, f32) -> f32
  %b2022 = llvm.bitcast %r2021 : f32 to i32
  %e2022 = llvm.zext %b2022 : i32 to i64
  llvm.call @printI64(%e2022) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2023 = llvm.call @minimum_f32(%c1981, %c2014) : (f32, f32) -> f32
  %b2024 = llvm.bitcast %r2023 : f32 to i32
  %e2024 = llvm.zext %b2024 : i32 to i64
  llvm.call @printI64(%e2024) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2025 = llvm.call @maximum_f32(%c1981, %c2014) : (f32, f32) -> f32
  %b2026 = llvm.bitcast %r2025 : f32 to i32
  %e2026 = llvm.zext %b2026 : i32 to i64
  llvm.call @printI64(%e2026) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2027 = llvm.mlir.constant(1048576000 : i32) : i32
  %c2027 = llvm.bitcast %k2027 : i32 to f32
  %r2028 = llvm.call @fma_f32(%c1981, %c2014, %c2027) : (f32, f32, f32) -> f32
  %b2029 = llvm.bitcast %r2028 : f32 to i32
  %e2029 = llvm.zext %b2029 : i32 to i64
  llvm.call @printI64(%e2029) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2030 = llvm.call @fmuladd_f32(%c1981, %c2014, %c2027) : (f32, f32, f32) -> f32
  %b2031 = llvm.bitcast %r2030 : f32 to i32
  %e2031 = llvm.zext %b2031 : i32 to i64
  llvm.call @printI64(%e2031) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2032 = llvm.mlir.constant(0 : i32) : i32
  %c2032 = llvm.bitcast %k2032 : i32 to f32
  %r2033 = llvm.call @pow_f32(%c1981, %c2032) : (f32, f32) -> f32
  %b2034 = llvm.bitcast %r2033 : f32 to i32
  %e2034 = llvm.zext %b2034 : i32 to i64
  llvm.call @printI64(%e2034) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2035 = llvm.call @copysign_f32(%c1981, %c2032) : (f32, f32) -> f32
  %b2036 = llvm.bitcast %r2035 : f32 to i32
  %e2036 = llvm.zext %b2036 : i32 to i64
  llvm.call @printI64(%e2036) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2037 = llvm.call @minnum_f32(%c1981, %c2032) : (f32, f32) -> f32
  %b2038 = llvm.bitcast %r2037 : f32 to i32
  %e2038 = llvm.zext %b2038 : i32 to i64
  llvm.call @printI64(%e2038) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2039 = llvm.call @maxnum_f32(%c1981, %c2032) : (f32, f32) -> f32
  %b2040 = llvm.bitcast %r2039 : f32 to i32
  %e2040 = llvm.zext %b2040 : i32 to i64
  llvm.call @printI64(%e2040) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2041 = llvm.call @minimum_f32(%c1981, %c2032) : (f32, f32) -> f32
  %b2042 = llvm.bitcast %r2041 : f32 to i32
  %e2042 = llvm.zext %b2042 : i32 to i64
  llvm.call @printI64(%e2042) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2043 = llvm.call @maximum_f32(%c1981, %c2032) : (f32, f32) -> f32
  %b2044 = llvm.bitcast %r2043 : f32 to i32
  %e2044 = llvm.zext %b2044 : i32 to i64
  llvm.call @printI64(%e2044) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2045 = llvm.mlir.constant(1048576000 : i32) : i32
  %c2045 = llvm.bitcast %k2045 : i32 to f32
  %r2046 = llvm.call @fma_f32(%c1981, %c2032, %c2045) : (f32, f32, f32) -> f32
  %b2047 = llvm.bitcast %r2046 : f32 to i32
  %e2047 = llvm.zext %b2047 : i32 to i64
  llvm.call @printI64(%e2047) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2048 = llvm.call @fmuladd_f32(%c1981, %c2032, %c2045) : (f32, f32, f32) -> f32
  %b2049 = llvm.bitcast %r2048 : f32 to i32
  %e2049 = llvm.zext %b2049 : i32 to i64
  llvm.call @printI64(%e2049) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2050 = llvm.mlir.constant(-1071644672 : i32) : i32
  %c2050 = llvm.bitcast %k2050 : i32 to f32
  %r2051 = llvm.call @pow_f32(%c1981, %c2050) : (f32, f32) -> f32
  %b2052 = llvm.bitcast %r2051 : f32 to i32
  %e2052 = llvm.zext %b2052 : i32 to i64
  llvm.call @printI64(%e2052) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2053 = llvm.call @copysign_f32(%c1981, %c2050) : (f32, f32) -> f32
  %b2054 = llvm.bitcast %r2053 : f32 to i32
  %e2054 = llvm.zext %b2054 : i32 to i64
  llvm.call @printI64(%e2054) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2055 = llvm.call @minnum_f32(%c1981, %c2050) : (f32, f32) -> f32
  %b2056 = llvm.bitcast %r2055 : f32 to i32
  %e2056 = llvm.zext %b2056 : i32 to i64
  llvm.call @printI64(%e2056) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2057 = llvm.call @maxnum_f32(%c1981, %c2050) : (f32, f32) -> f32
  %b2058 = llvm.bitcast %r2057 : f32 to i32
  %e2058 = llvm.zext %b2058 : i32 to i64
  llvm.call @printI64(%e2058) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2059 = llvm.call @minimum_f32(%c1981, %c2050) : (f32, f32) -> f32
  %b2060 = llvm.bitcast %r2059 : f32 to i32
  %e2060 = llvm.zext %b2060 : i32 to i64
  llvm.call @printI64(%e2060) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2061 = llvm.call @maximum_f32(%c1981, %c2050) : (f32, f32) -> f32
  %b2062 = llvm.bitcast %r2061 : f32 to i32
  %e2062 = llvm.zext %b2062 : i32 to i64
  llvm.call @printI64(%e2062) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2063 = llvm.mlir.constant(1048576000 : i32) : i32
  %c2063 = llvm.bitcast %k2063 : i32 to f32
  %r2064 = llvm.call @fma_f32(%c1981, %c2050, %c2063) : (f32, f32, f32) -> f32
  %b2065 = llvm.bitcast %r2064 : f32 to i32
  %e2065 = llvm.zext %b2065 : i32 to i64
  llvm.call @printI64(%e2065) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2066 = llvm.call @fmuladd_f32(%c1981, %c2050, %c2063) : (f32, f32, f32) -> f32
  %b2067 = llvm.bitcast %r2066 : f32 to i32
  %e2067 = llvm.zext %b2067 : i32 to i64
  llvm.call @printI64(%e2067) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2068 = llvm.mlir.constant(2143289344 : i32) : i32
  %c2068 = llvm.bitcast %k2068 : i32 to f32
  %r2069 = llvm.call @pow_f32(%c1981, %c2068) : (f32, f32) -> f32
  %b2070 = llvm.bitcast %r2069 : f32 to i32
  %e2070 = llvm.zext %b2070 : i32 to i64
  llvm.call @printI64(%e2070) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2071 = llvm.call @copysign_f32(%c1981, %c2068) : (f32, f32) -> f32
  %b2072 = llvm.bitcast %r2071 : f32 to i32
  %e2072 = llvm.zext %b2072 : i32 to i64
  llvm.call @printI64(%e2072) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2073 = llvm.call @minnum_f32(%c1981, %c2068) : (f32, f32) -> f32
  %b2074 = llvm.bitcast %r2073 : f32 to i32
  %e2074 = llvm.zext %b2074 : i32 to i64
  llvm.call @printI64(%e2074) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2075 = llvm.call @maxnum_f32(%c1981, %c2068) : (f32, f32) -> f32
  %b2076 = llvm.bitcast %r2075 : f32 to i32
  %e2076 = llvm.zext %b2076 : i32 to i64
  llvm.call @printI64(%e2076) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2077 = llvm.call @minimum_f32(%c1981, %c2068) : (f32, f32) -> f32
  %b2078 = llvm.bitcast %r2077 : f32 to i32
  %e2078 = llvm.zext %b2078 : i32 to i64
  llvm.call @printI64(%e2078) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2079 = llvm.call @maximum_f32(%c1981, %c2068) : (f32, f32) -> f32
  %b2080 = llvm.bitcast %r2079 : f32 to i32
  %e2080 = llvm.zext %b2080 : i32 to i64
  llvm.call @printI64(%e2080) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2081 = llvm.mlir.constant(1048576000 : i32) : i32
  %c2081 = llvm.bitcast %k2081 : i32 to f32
  %r2082 = llvm.call @fma_f32(%c1981, %c2068, %c2081) : (f32, f32, f32) -> f32
  %b2083 = llvm.bitcast %r2082 : f32 to i32
  %e2083 = llvm.zext %b2083 : i32 to i64
  llvm.call @printI64(%e2083) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2084 = llvm.call @fmuladd_f32(%c1981, %c2068, %c2081) : (f32, f32, f32) -> f32
  %b2085 = llvm.bitcast %r2084 : f32 to i32
  %e2085 = llvm.zext %b2085 : i32 to i64
  llvm.call @printI64(%e2085) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2086 = llvm.mlir.constant(-8388608 : i32) : i32
  %c2086 = llvm.bitcast %k2086 : i32 to f32
  %r2087 = llvm.call @pow_f32(%c1981, %c2086) : (f32, f32) -> f32
  %b2088 = llvm.bitcast %r2087 : f32 to i32
  %e2088 = llvm.zext %b2088 : i32 to i64
  llvm.call @printI64(%e2088) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2089 = llvm.call @copysign_f32(%c1981, %c2086) : (f32, f32) -> f32
  %b2090 = llvm.bitcast %r2089 : f32 to i32
  %e2090 = llvm.zext %b2090 : i32 to i64
  llvm.call @printI64(%e2090) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2091 = llvm.call @minnum_f32(%c1981, %c2086) : (f32, f32) -> f32
  %b2092 = llvm.bitcast %r2091 : f32 to i32
  %e2092 = llvm.zext %b2092 : i32 to i64
  llvm.call @printI64(%e2092) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2093 = llvm.call @maxnum_f32(%c1981, %c2086) : (f32, f32) -> f32
  %b2094 = llvm.bitcast %r2093 : f32 to i32
  %e2094 = llvm.zext %b2094 : i32 to i64
  llvm.call @printI64(%e2094) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2095 = llvm.call @minimum_f32(%c1981, %c2086) : (f32, f32) -> f32
  %b2096 = llvm.bitcast %r2095 : f32 to i32
  %e2096 = llvm.zext %b2096 : i32 to i64
  llvm.call @printI64(%e2096) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2097 = llvm.call @maximum_f32(%c1981, %c2086) : (f32, f32) -> f32
  %b2098 = llvm.bitcast %r2097 : f32 to i32
  %e2098 = llvm.zext %b2098 : i32 to i64
  llvm.call @printI64(%e2098) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %k2099 = llvm.mlir.constant(1048576000 : i32) : i32
  %c2099 = llvm.bitcast %k2099 : i32 to f32
  %r2100 = llvm.call @fma_f32(%c1981, %c2086, %c2099) : (f32, f32, f32) -> f32
  %b2101 = llvm.bitcast %r2100 : f32 to i32
  %e2101 = llvm.zext %b2101 : i32 to i64
  llvm.call @printI64(%e2101) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2102 = llvm.call @fmuladd_f32(%c1981, %c2086, %c2099) : (f32, f32, f32) -> f32
  %b2103 = llvm.bitcast %r2102 : f32 to i32
  %e2103 = llvm.zext %b2103 : i32 to i64
  llvm.call @printI64(%e2103) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i2104 = llvm.mlir.constant(0 : i32) : i32
  %r2105 = llvm.call @powi_f32(%c1981, %i2104) : (f32, i32) -> f32
  %b2106 = llvm.bitcast %r2105 : f32 to i32
  %e2106 = llvm.zext %b2106 : i32 to i64
  llvm.call @printI64(%e2106) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i2107 = llvm.mlir.constant(3 : i32) : i32
  %r2108 = llvm.call @powi_f32(%c1981, %i2107) : (f32, i32) -> f32
  %b2109 = llvm.bitcast %r2108 : f32 to i32
  %e2109 = llvm.zext %b2109 : i32 to i64
  llvm.call @printI64(%e2109) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i2110 = llvm.mlir.constant(-2 : i32) : i32
  %r2111 = llvm.call @powi_f32(%c1981, %i2110) : (f32, i32) -> f32
  %b2112 = llvm.bitcast %r2111 : f32 to i32
  %e2112 = llvm.zext %b2112 : i32 to i64
  llvm.call @printI64(%e2112) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
}
