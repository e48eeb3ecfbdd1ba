// RUN: rmlir-opt %s -affine-super-vectorizer-test="vector-shape-ratio=2,8" 2>&1 | FileCheck %s

// Ops without results other than func.return (the function itself included) are reported;
// single-result ops on a multiple of the sub-vector shape are matched with their ratio.
// Splats are not elided in the diagnostic's generic form.
// CHECK:      error: NYI: assuming only return operations can have 0  results at this point
// CHECK-NEXT: func.func @ratios
// CHECK:      note: see current operation:
// CHECK-NEXT: "func.func"()
// CHECK-NEXT: "arith.constant"() <{value = dense<0.000000e+00> : vector<2x16xf32>}>
// CHECK:      <unknown>:0: remark:
// CHECK-NEXT: matched: %cst = arith.constant dense<0.000000e+00> : vector<2x16xf32> with shape ratio: 1, 2
// CHECK-NEXT: matched: %cst_1 = arith.constant dense<1.000000e+00> : vector<3x4x16xf32> with shape ratio: 3, 2, 2
// CHECK-NOT:  matched
func.func @ratios() -> vector<2x16xf32> {
  %v = arith.constant dense<0.0> : vector<2x16xf32>
  %w = arith.constant dense<0.0> : vector<3x8xf32>
  %u = arith.constant dense<1.0> : vector<3x4x16xf32>
  %s = arith.constant 1.0 : f32
  return %v : vector<2x16xf32>
}
