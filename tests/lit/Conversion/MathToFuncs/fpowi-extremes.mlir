// The exponent's signed minimum and maximum at any width (i128 beyond 64 bits; i1, where
// they are true and false), and the one of f16/bf16 bases.
// RUN: rmlir-opt %s -convert-math-to-funcs | FileCheck %s

// CHECK-LABEL: func.func private @__mlir_math_fpowi_f16_i128(%arg0: f16, %arg1: i128) -> f16
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:   %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:   %c1_i128 = arith.constant 1 : i128
// CHECK-NEXT:   %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:   %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-LABEL: func.func private @__mlir_math_fpowi_bf16_i1(%arg0: bf16, %arg1: i1) -> bf16
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %true_0 = arith.constant true
// CHECK-NEXT:   %false_1 = arith.constant false
func.func @f(%x: f16, %p: i128, %q: i1, %y: bf16) -> (f16, bf16) {
  %0 = math.fpowi %x, %p : f16, i128
  %1 = math.fpowi %y, %q : bf16, i1
  return %0, %1 : f16, bf16
}
