// RUN: rmlir-opt %s -inline | FileCheck %s
// Linalg ops are legal to inline. (The short form prints a payload's `overflowFlags`
// even when none: only a `fastmath<none>` is elided.)

func.func @caller(%m: memref<8xi16>) {
  call @callee(%m) : (memref<8xi16>) -> ()
  return
}
func.func private @callee(%m: memref<8xi16>) {
  linalg.map { arith.muli } ins(%m, %m : memref<8xi16>, memref<8xi16>) outs(%m : memref<8xi16>)
  return
}
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    linalg.map { arith.muli {overflowFlags = #arith.overflow<none>} } ins(%arg0, %arg0 : memref<8xi16>, memref<8xi16>) outs(%arg0 : memref<8xi16>)
// CHECK-NEXT:    return
