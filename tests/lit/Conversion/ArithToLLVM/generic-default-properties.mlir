// RUN: rmlir-opt %s -convert-arith-to-llvm --mlir-print-op-generic | FileCheck %s

// Ops built by the conversions hold their default-valued properties, as upstream's
// builders set them (visible in the generic form).

// CHECK-LABEL: "func.func"()
// CHECK: "llvm.select"(%arg0, %arg1, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  return %0 : i32
}
