// RUN: rmlir-opt %s -convert-arith-to-llvm | FileCheck %s
// RUN: rmlir-opt %s -convert-arith-to-llvm --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// arith.truncf with a rounding mode becomes llvm.intr.experimental.constrained.fptrunc:
// the mode mapped to LLVM's RoundingMode, exceptions ignored, other attributes kept;
// n-D vectors are unrolled over their outer dimensions.

// CHECK-LABEL: func.func @modes
// CHECK-NEXT: llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// CHECK-NEXT: llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore : f64 to f32
// CHECK-NEXT: llvm.intr.experimental.constrained.fptrunc %arg0 upward ignore : f64 to f32
// CHECK-NEXT: llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
// CHECK-NEXT: llvm.intr.experimental.constrained.fptrunc %arg0 tonearestaway ignore {fastmath = #arith.fastmath<fast>} : f64 to f16
// CHECK-NEXT: llvm.fptrunc %arg0 : f64 to f32
// GENERIC-LABEL: sym_name = "modes"
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%{{.*}}) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> : (f64) -> f32
// GENERIC: "llvm.intr.experimental.constrained.fptrunc"(%{{.*}}) <{fpExceptionBehavior = 0 : i64, roundingmode = 3 : i64}> : (f64) -> f32
func.func @modes(%a: f64) -> (f32, f32, f32, f32, f16, f32) {
  %0 = arith.truncf %a to_nearest_even : f64 to f32
  %1 = arith.truncf %a downward : f64 to f32
  %2 = arith.truncf %a upward : f64 to f32
  %3 = arith.truncf %a toward_zero : f64 to f32
  %4 = arith.truncf %a to_nearest_away fastmath<fast> : f64 to f16
  %5 = arith.truncf %a : f64 to f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f16, f32
}

// CHECK-LABEL: func.func @vectors
// CHECK: llvm.intr.experimental.constrained.fptrunc %arg0 upward ignore : vector<4xf64> to vector<4xf32>
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: llvm.intr.experimental.constrained.fptrunc %{{.*}} towardzero ignore : vector<3xf64> to vector<3xf32>
// CHECK-NEXT: llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK: llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: llvm.intr.experimental.constrained.fptrunc %{{.*}} towardzero ignore : vector<3xf64> to vector<3xf32>
func.func @vectors(%a: vector<4xf64>, %b: vector<2x3xf64>) -> (vector<4xf32>, vector<2x3xf32>) {
  %0 = arith.truncf %a upward : vector<4xf64> to vector<4xf32>
  %1 = arith.truncf %b toward_zero : vector<2x3xf64> to vector<2x3xf32>
  return %0, %1 : vector<4xf32>, vector<2x3xf32>
}
