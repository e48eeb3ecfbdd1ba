// RUN: not rmlir-translate --mlir-to-asm %s 2>&1 | FileCheck %s

// CHECK: error: unsupported: llvm.intr.powi with a non-i32 exponent
llvm.func @powi_i64(%a: f64, %b: i64) -> f64 {
  %r = llvm.intr.powi(%a, %b) : (f64, i64) -> f64
  llvm.return %r : f64
}
