// RUN: rmlir-translate --mlir-to-asm %s | FileCheck %s

// Rounding and transcendental intrinsics are libm calls at the SSE2 baseline.
// CHECK-LABEL: floor_f32:
// CHECK: call{{.*}}floorf
llvm.func @floor_f32(%a: f32) -> f32 {
  %r = llvm.intr.floor(%a) : (f32) -> f32
  llvm.return %r : f32
}

// CHECK-LABEL: sin_f64:
// CHECK: call{{.*}}sin
llvm.func @sin_f64(%a: f64) -> f64 {
  %r = llvm.intr.sin(%a) : (f64) -> f64
  llvm.return %r : f64
}

// CHECK-LABEL: powi_f64:
// CHECK: call{{.*}}__powidf2
llvm.func @powi_f64(%a: f64, %b: i32) -> f64 {
  %r = llvm.intr.powi(%a, %b) : (f64, i32) -> f64
  llvm.return %r : f64
}

// CHECK-LABEL: fma_f32:
// CHECK: call{{.*}}fmaf
llvm.func @fma_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32
  llvm.return %r : f32
}

// fmuladd is not fused without FMA.
// CHECK-LABEL: fmuladd_f64:
// CHECK: mulsd
// CHECK: addsd
// CHECK-NOT: call
llvm.func @fmuladd_f64(%a: f64, %b: f64, %c: f64) -> f64 {
  %r = llvm.intr.fmuladd(%a, %b, %c) : (f64, f64, f64) -> f64
  llvm.return %r : f64
}

// CHECK-LABEL: copysign_f64:
// CHECK: andps
// CHECK: andps
// CHECK: orps
llvm.func @copysign_f64(%a: f64, %b: f64) -> f64 {
  %r = llvm.intr.copysign(%a, %b) : (f64, f64) -> f64
  llvm.return %r : f64
}

// maxnum: isnan(a) ? b : maxsd(b, a).
// CHECK-LABEL: maxnum_f64:
// CHECK: maxsd
// CHECK: ucomisd
// CHECK: cmovp
llvm.func @maxnum_f64(%a: f64, %b: f64) -> f64 {
  %r = llvm.intr.maxnum(%a, %b) : (f64, f64) -> f64
  llvm.return %r : f64
}

// minimum: NaN-propagating, -0 < +0 (equal operands or'ed).
// CHECK-LABEL: minimum_f32:
// CHECK: minss
// CHECK: orps
// CHECK: ucomiss
// CHECK: cmove
// CHECK: addss
// CHECK: ucomiss
// CHECK: cmovp
llvm.func @minimum_f32(%a: f32, %b: f32) -> f32 {
  %r = llvm.intr.minimum(%a, %b) : (f32, f32) -> f32
  llvm.return %r : f32
}

// CHECK-LABEL: lround_f64:
// CHECK: call{{.*}}lround
llvm.func @lround_f64(%a: f64) -> i64 {
  %r = llvm.intr.lround(%a) : (f64) -> i64
  llvm.return %r : i64
}
