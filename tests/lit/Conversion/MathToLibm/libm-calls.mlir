// math ops become calls of libm functions declared at the start of the module.
// RUN: rmlir-opt %s -convert-math-to-libm -split-input-file | FileCheck %s

// Declarations: private, llvm.readnone, the one needed last printed first; an existing
// symbol of the name is reused.
// CHECK-LABEL: module {
// CHECK-NEXT:   func.func private @fma(f64, f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @expf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @sin(f64) -> f64
// CHECK-NEXT:   func.func @scalars(%[[A:.*]]: f32, %[[B:.*]]: f64) -> (f32, f64) {
// CHECK-NEXT:     %[[E:.*]] = call @expf(%[[A]]) : (f32) -> f32
// CHECK-NEXT:     %[[E2:.*]] = call @expf(%[[E]]) : (f32) -> f32
// CHECK-NEXT:     %[[S:.*]] = call @sin(%[[B]]) : (f64) -> f64
// CHECK-NEXT:     %[[T:.*]] = call @atan2f(%[[E2]], %[[A]]) : (f32, f32) -> f32
// CHECK-NEXT:     %[[F:.*]] = call @fma(%[[S]], %[[B]], %[[B]]) : (f64, f64, f64) -> f64
// CHECK-NEXT:     return %[[T]], %[[F]] : f32, f64
func.func private @sin(f64) -> f64
func.func @scalars(%a: f32, %b: f64) -> (f32, f64) {
  %0 = math.exp %a fastmath<fast> : f32
  %1 = math.exp %0 : f32
  %2 = math.sin %b : f64
  %3 = math.atan2 %1, %a : f32
  %4 = math.fma %2, %b, %b : f64
  return %3, %4 : f32, f64
}

// -----

// f16 and bf16 ops are computed in f32.
// CHECK-LABEL: func.func @half(
// CHECK-SAME: %[[H:.*]]: f16, %[[BF:.*]]: bf16)
// CHECK-NEXT:   %[[X:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT:   %[[Y:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT:   %[[P:.*]] = call @powf(%[[X]], %[[Y]]) : (f32, f32) -> f32
// CHECK-NEXT:   %[[R:.*]] = arith.truncf %[[P]] : f32 to f16
// CHECK-NEXT:   %[[Z:.*]] = arith.extf %[[BF]] : bf16 to f32
// CHECK-NEXT:   %[[C:.*]] = call @cbrtf(%[[Z]]) : (f32) -> f32
// CHECK-NEXT:   %[[S:.*]] = arith.truncf %[[C]] : f32 to bf16
// CHECK-NEXT:   return %[[R]], %[[S]] : f16, bf16
func.func @half(%h: f16, %bf: bf16) -> (f16, bf16) {
  %0 = math.powf %h, %h : f16
  %1 = math.cbrt %bf : bf16
  return %0, %1 : f16, bf16
}

// -----

// Vector ops are unrolled, element by element, into a zero vector.
// CHECK-LABEL: func.func @vec(
// CHECK: arith.constant dense<0.000000e+00> : vector<2xf16>
// CHECK: arith.extf
// CHECK-NEXT: call @tanhf
// CHECK-NEXT: arith.truncf
// CHECK: arith.extf
// CHECK-NEXT: call @tanhf
// CHECK-NEXT: arith.truncf
// CHECK-NOT: call
// CHECK: return
func.func @vec(%v: vector<2xf16>) -> vector<2xf16> {
  %0 = math.tanh %v : vector<2xf16>
  return %0 : vector<2xf16>
}

// -----

// Functions are declared in the nearest symbol table of the op.
// CHECK-LABEL: module {
// CHECK-NEXT:   func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func @outer(
// CHECK-NEXT:     call @sinf(
// CHECK:        module @inner {
// CHECK-NEXT:     func.func private @cos(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:     func.func @inner_fn(
// CHECK-NEXT:       call @cos(
module {
  func.func @outer(%x: f32) -> f32 {
    %0 = math.sin %x : f32
    return %0 : f32
  }
  module @inner {
    func.func @inner_fn(%x: f64) -> f64 {
      %0 = math.cos %x : f64
      return %0 : f64
    }
  }
}
