// Vector ops are unrolled into scalar ops, each a call of the element type's function.
// RUN: rmlir-opt %s -convert-math-to-funcs | FileCheck %s

// CHECK-LABEL: func.func @vec(
// CHECK: arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK: call @__mlir_math_fpowi_f32_i8(
// CHECK: call @__mlir_math_fpowi_f32_i8(
// CHECK: arith.constant dense<0> : vector<3xi64>
// CHECK-COUNT-3: call @__mlir_math_ipowi_i64(
// CHECK-NOT: call
// CHECK: return
// CHECK: func.func private @__mlir_math_fpowi_f32_i8(%arg0: f32, %arg1: i8) -> f32
// CHECK: func.func private @__mlir_math_ipowi_i64(%arg0: i64, %arg1: i64) -> i64
func.func @vec(%x: vector<2xf32>, %p: vector<2xi8>, %a: vector<3xi64>) -> (vector<2xf32>, vector<3xi64>) {
  %0 = math.fpowi %x, %p : vector<2xf32>, vector<2xi8>
  %1 = math.ipowi %a, %a : vector<3xi64>
  return %0, %1 : vector<2xf32>, vector<3xi64>
}
