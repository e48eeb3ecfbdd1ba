// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ops(
// CHECK-NEXT:    %0 = math.absf %arg0 : f32
// CHECK-NEXT:    %1 = math.sqrt %arg2 fastmath<nnan,ninf> : vector<4xf32>
// CHECK-NEXT:    %2 = math.atan2 %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %3 = math.fma %arg3, %arg3, %arg3 : tensor<4x?xf64>
// CHECK-NEXT:    %4 = math.fpowi %arg0, %arg1 fastmath<afn> : f32, i32
// CHECK-NEXT:    %5 = math.ipowi %arg1, %arg1 : i32
// CHECK-NEXT:    %6 = math.ctpop %arg1 {x} : i32
// CHECK-NEXT:    %7 = math.absi %arg4 : index
// GENERIC: "math.absf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "math.fpowi"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<afn>}> : (f32, i32) -> f32
// GENERIC: "math.ctpop"(%{{.*}}) {x} : (i32) -> i32
func.func @ops(%f: f32, %i: i32, %v: vector<4xf32>, %t: tensor<4x?xf64>, %x: index) {
  %0 = math.absf %f : f32
  %1 = math.sqrt %v fastmath<nnan,ninf> : vector<4xf32>
  %2 = math.atan2 %f, %f fastmath<fast> : f32
  %3 = math.fma %t, %t, %t fastmath<none> : tensor<4x?xf64>
  %4 = math.fpowi %f, %i fastmath<afn> : f32, i32
  %5 = math.ipowi %i, %i : i32
  %6 = math.ctpop %i {x} : i32
  %7 = math.absi %x : index
  return
}
