// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: llvm.func @intrinsic_calls
// CHECK: %[[R:.*]] = llvm.call_intrinsic "llvm.fma"(%arg0, %arg0, %arg0) : (f64, f64, f64) -> f64 {fastmathFlags = #llvm.fastmath<fast>}
// CHECK: llvm.call_intrinsic "llvm.donothing"() : () -> ()
// CHECK: llvm.call_intrinsic "llvm.ctpop"(%arg1) : (i16) -> i16 {tag = "x"}
// GENERIC: "llvm.call_intrinsic"(%arg0, %arg0, %arg0) <{fastmathFlags = #llvm.fastmath<fast>, intrin = "llvm.fma"}> : (f64, f64, f64) -> f64
// GENERIC: "llvm.call_intrinsic"() <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.donothing"}> : () -> ()
// GENERIC: "llvm.call_intrinsic"(%arg1) <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.ctpop"}> {tag = "x"} : (i16) -> i16
llvm.func @intrinsic_calls(%x: f64, %y: i16) -> f64 {
  %0 = llvm.call_intrinsic "llvm.fma"(%x, %x, %x) : (f64, f64, f64) -> f64 {fastmathFlags = #llvm.fastmath<fast>}
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %1 = llvm.call_intrinsic "llvm.ctpop"(%y) : (i16) -> i16 {fastmathFlags = #llvm.fastmath<none>, tag = "x"}
  llvm.return %0 : f64
}
