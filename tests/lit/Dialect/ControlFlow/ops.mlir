// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | rmlir-opt | FileCheck %s
// RUN: rmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @branches(
// CHECK-NEXT:    cf.assert %arg0, "must hold"
// CHECK-NEXT:    cf.br ^bb1(%arg2, %arg3 : i32, f32)
// CHECK-NEXT:  ^bb1(%0: i32, %1: f32):
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:  ^bb2(%2: i32):
// CHECK-NEXT:    cf.switch %arg1 : i32, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      42: ^bb2(%2 : i32),
// CHECK-NEXT:      4294967295: ^bb4(%2, %1 : i32, f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    cf.cond_br %arg0, ^bb3, ^bb4(%arg2, %arg3 : i32, f32) {attr}
// CHECK-NEXT:  ^bb4(%3: i32, %4: f32):
// CHECK-NEXT:    cf.switch %arg1 : i32, [
// CHECK-NEXT:      default: ^bb5(%3 : i32)]
// CHECK-NEXT:  ^bb5(%5: i32):
// CHECK-NEXT:    cf.br ^bb6 {attr = 1 : i64}
// CHECK-NEXT:  ^bb6:
// CHECK-NEXT:    return

// GENERIC-LABEL: "func.func"
// GENERIC: "cf.assert"(%{{[a-z0-9]+}}) <{msg = "must hold"}> : (i1) -> ()
// GENERIC: "cf.br"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}})[^bb1] : (i32, f32) -> ()
// GENERIC: "cf.cond_br"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}})[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC: "cf.switch"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}})[^bb3, ^bb2, ^bb4] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[42, -1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 3>}> : (i32, i32, i32, f32) -> ()
// GENERIC: "cf.switch"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}})[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
func.func @branches(%c : i1, %flag : i32, %x : i32, %y : f32) {
  cf.assert %c, "must hold"
  cf.br ^bb1(%x, %y : i32, f32)
^bb1(%a : i32, %b : f32):
  cf.cond_br %c, ^bb2(%a : i32), ^bb3
^bb2(%d : i32):
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb2(%d : i32),
    -1: ^bb4(%d, %b : i32, f32)
  ]
^bb3:
  cf.cond_br %c, ^bb3, ^bb4(%x, %y : i32, f32) {attr}
^bb4(%e : i32, %f : f32):
  cf.switch %flag : i32, [ default: ^bb5(%e : i32) ]
^bb5(%g : i32):
  cf.br ^bb6 {attr = 1}
^bb6:
  return
}

// Case values wider than the flag wrap to its width; hex and `true` (a 1-bit -1) are
// integers too.
// CHECK-LABEL: func.func @switch_values(
// CHECK:         cf.switch %arg0 : i8, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      255: ^bb1,
// CHECK-NEXT:      16: ^bb1,
// CHECK-NEXT:      255: ^bb1,
// CHECK-NEXT:      0: ^bb1
// CHECK-NEXT:    ]
func.func @switch_values(%flag : i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    -1: ^bb1,
    0x10: ^bb1,
    true: ^bb1,
    256: ^bb1
  ]
^bb1:
  return
}

// CHECK-LABEL: func.func @switch_i64(
// CHECK:         cf.switch %arg0 : i64, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      9223372036854775807: ^bb2,
// CHECK-NEXT:      18436744073709551617: ^bb2
// CHECK-NEXT:    ]
func.func @switch_i64(%flag : i64, %x : i32) {
  cf.switch %flag : i64, [
    default: ^bb1(%x : i32),
    9223372036854775807: ^bb2,
    -9999999999999999: ^bb2
  ]
^bb1(%y : i32):
  return
^bb2:
  return
}
