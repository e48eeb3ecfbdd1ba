// math.ctlz becomes a call of an scf loop counting the shifts, with convert-ctlz only.
// RUN: rmlir-opt %s -convert-math-to-funcs=convert-ctlz | FileCheck %s
// RUN: rmlir-opt %s -convert-math-to-funcs | FileCheck %s --check-prefix=OFF

// OFF-NOT: func.func private
// OFF: math.ctlz %{{.*}} : i16

// CHECK-LABEL: func.func @count(
// CHECK-NEXT:   %[[C:.*]] = call @__mlir_math_ctlz_i16(%{{.*}}) : (i16) -> i16
// CHECK-NEXT:   return %[[C]] : i16
// CHECK-LABEL: func.func private @__mlir_math_ctlz_i16(%arg0: i16) -> i16 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:   %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT:   %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:   %0 = arith.cmpi eq, %arg0, %c0_i16 : i16
// CHECK-NEXT:   %1 = scf.if %0 -> (i16) {
// CHECK-NEXT:     scf.yield %c16_i16 : i16
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c0_i16_0 = arith.constant 0 : i16
// CHECK-NEXT:     %2:2 = scf.for %arg1 = %c1 to %c16 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i16_0) -> (i16, i16) {
// CHECK-NEXT:       %3 = arith.cmpi slt, %arg2, %c0_i16 : i16
// CHECK-NEXT:       %4:2 = scf.if %3 -> (i16, i16) {
// CHECK-NEXT:         scf.yield %arg2, %arg3 : i16, i16
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %5 = arith.addi %arg3, %c1_i16 : i16
// CHECK-NEXT:         %6 = arith.shli %arg2, %c1_i16 : i16
// CHECK-NEXT:         scf.yield %6, %5 : i16, i16
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4#0, %4#1 : i16, i16
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %2#1 : i16
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : i16
// CHECK-NEXT: }
func.func @count(%a: i16) -> i16 {
  %0 = math.ctlz %a : i16
  return %0 : i16
}
