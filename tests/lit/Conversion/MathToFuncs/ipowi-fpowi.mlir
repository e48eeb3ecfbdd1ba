// math.ipowi and math.fpowi become calls of outlined implementations, appended to the
// module once per type, in the order of the ops.
// RUN: rmlir-opt %s -split-input-file -convert-math-to-funcs | FileCheck %s
// RUN: rmlir-opt %s -split-input-file -convert-math-to-funcs=min-width-of-fpowi-exponent=64 | FileCheck %s --check-prefix=WIDE

// CHECK-LABEL: func.func @pows(
// CHECK-SAME: %[[A:.*]]: i8, %[[X:.*]]: f64, %[[P:.*]]: i32, %[[Q:.*]]: i64)
// CHECK-NEXT:   %[[I:.*]] = call @__mlir_math_ipowi_i8(%[[A]], %[[A]]) : (i8, i8) -> i8
// CHECK-NEXT:   %[[F:.*]] = call @__mlir_math_fpowi_f64_i32(%[[X]], %[[P]]) : (f64, i32) -> f64
// CHECK-NEXT:   %[[G:.*]] = call @__mlir_math_fpowi_f64_i64(%[[X]], %[[Q]]) : (f64, i64) -> f64
// CHECK-NEXT:   %[[J:.*]] = call @__mlir_math_ipowi_i8(%[[I]], %[[A]]) : (i8, i8) -> i8
// CHECK-NEXT:   return
// WIDE-LABEL: func.func @pows(
// WIDE:  call @__mlir_math_ipowi_i8
// WIDE-NEXT: math.fpowi %{{.*}}, %{{.*}} : f64, i32
// WIDE-NEXT: call @__mlir_math_fpowi_f64_i64
// WIDE-NOT: @__mlir_math_fpowi_f64_i32
func.func @pows(%a: i8, %x: f64, %p: i32, %q: i64) -> (i8, f64, f64) {
  %0 = math.ipowi %a, %a : i8
  %1 = math.fpowi %x, %p : f64, i32
  %2 = math.fpowi %x, %q : f64, i64
  %3 = math.ipowi %0, %a : i8
  return %3, %1, %2 : i8, f64, f64
}

// The integer power: 1 for p == 0; for p <= 0, 1/0, 1, +-1 or 0 by base; else squaring.
// CHECK-LABEL: func.func private @__mlir_math_ipowi_i8(%arg0: i8, %arg1: i8) -> i8 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %0 = arith.cmpi eq, %arg1, %c0_i8 : i8
// CHECK-NEXT:   cf.cond_br %0, ^bb1, ^bb2
// CHECK:      ^bb2:
// CHECK-NEXT:   %1 = arith.cmpi sle, %arg1, %c0_i8 : i8
// CHECK-NEXT:   cf.cond_br %1, ^bb3, ^bb12(%c1_i8, %arg0, %arg1 : i8, i8, i8)
// CHECK:      ^bb4:
// CHECK-NEXT:   %3 = arith.divsi %c1_i8, %c0_i8 : i8
// CHECK:      ^bb7:
// CHECK-NEXT:   %5 = arith.cmpi eq, %arg0, %c-1_i8 : i8
// CHECK-NEXT:   cf.cond_br %5, ^bb8, ^bb11
// CHECK:      ^bb12(%8: i8, %9: i8, %10: i8):  // 2 preds: ^bb2, ^bb16
// CHECK:      ^bb16:
// CHECK-NEXT:   %17 = arith.muli %9, %9 : i8
// CHECK-NEXT:   cf.br ^bb12(%14, %17, %15 : i8, i8, i8)
// CHECK-NEXT: }

// The float power: squaring on |p| (the minimum as the maximum times the base), inverted
// for negative powers.
// CHECK-LABEL: func.func private @__mlir_math_fpowi_f64_i32(%arg0: f64, %arg1: i32) -> f64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:   %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK:        %3 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT:   %4 = arith.select %1, %3, %arg1 : i32
// CHECK-NEXT:   %5 = arith.select %2, %c2147483647_i32, %4 : i32
// CHECK-NEXT:   cf.br ^bb3(%cst, %arg0, %5 : f64, f64, i32)
// CHECK:        cf.cond_br %14, ^bb7(%12 : f64), ^bb6
// CHECK:      ^bb10:
// CHECK-NEXT:   %19 = arith.divf %cst, %18 : f64
// CHECK-NEXT:   cf.br ^bb11(%19 : f64)
// CHECK-NEXT: ^bb11(%20: f64):
// CHECK-NEXT:   return %20 : f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @__mlir_math_fpowi_f64_i64(
// CHECK-NOT: func.func
// CHECK: }
