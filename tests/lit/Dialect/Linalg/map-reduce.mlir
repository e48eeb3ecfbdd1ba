// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// linalg.map / reduce / transpose / broadcast in their custom forms: a body holding one
// payload op over the block arguments prints in the short form `{ payload }`, any other
// in the long form with its arguments; transpose and broadcast print no region.

func.func @short(%x: tensor<8xf16>, %y: tensor<8xf16>, %acc: tensor<8xf16>, %big: tensor<4x8x2xf16>, %part: tensor<4x2xf16>) -> (tensor<8xf16>, tensor<8xf16>, tensor<4x2xf16>) {
  %0 = linalg.map { arith.mulf } ins(%x, %y : tensor<8xf16>, tensor<8xf16>) outs(%acc : tensor<8xf16>)
  %1 = linalg.map { arith.subf {fastmath = #arith.fastmath<nnan>} } ins(%x, %y : tensor<8xf16>, tensor<8xf16>) outs(%acc : tensor<8xf16>) {tag = "t"}
  %2 = linalg.reduce { arith.maximumf } ins(%big : tensor<4x8x2xf16>) outs(%part : tensor<4x2xf16>) dimensions = [1]
  return %0, %1, %2 : tensor<8xf16>, tensor<8xf16>, tensor<4x2xf16>
}
// CHECK-LABEL: func.func @short
// CHECK: %mapped = linalg.map { arith.mulf } ins(%arg0, %arg1 : tensor<8xf16>, tensor<8xf16>) outs(%arg2 : tensor<8xf16>)
// CHECK: %mapped_0 = linalg.map { arith.subf {fastmath = #arith.fastmath<nnan>} } ins(%arg0, %arg1 : tensor<8xf16>, tensor<8xf16>) outs(%arg2 : tensor<8xf16>) {tag = "t"}
// CHECK: %reduced = linalg.reduce { arith.maximumf } ins(%arg3 : tensor<4x8x2xf16>) outs(%arg4 : tensor<4x2xf16>) dimensions = [1] {{$}}
// GENERIC-LABEL: sym_name = "short"
// GENERIC: ^bb0(%{{.*}}: f16, %{{.*}}: f16):
// GENERIC: "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// GENERIC: "linalg.reduce"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%[[IN:.*]]: f16, %[[INIT:.*]]: f16):
// GENERIC-NEXT: "arith.maximumf"(%[[INIT]], %[[IN]])

func.func @long(%m: memref<3x5xi32>, %n: memref<3x5xi32>, %s: memref<3xi32>) {
  linalg.map ins(%m : memref<3x5xi32>) outs(%n : memref<3x5xi32>)
    (%v: i32) {
      %c = arith.constant 7 : i32
      %r = arith.muli %v, %c : i32
      linalg.yield %r : i32
    }
  linalg.reduce ins(%m : memref<3x5xi32>) outs(%s : memref<3xi32>) dimensions = [1] {keep}
    (%a: i32, %b: i32) {
      %r = arith.addi %a, %b : i32
      linalg.yield %r : i32
    }
  return
}
// CHECK-LABEL: func.func @long
// CHECK:      linalg.map ins(%arg0 : memref<3x5xi32>) outs(%arg1 : memref<3x5xi32>)
// CHECK-NEXT:   (%in: i32) {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = arith.muli %in, %c7_i32 : i32
// CHECK-NEXT:     linalg.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: linalg.reduce ins(%arg0 : memref<3x5xi32>) outs(%arg2 : memref<3xi32>) dimensions = [1]  {keep}
// CHECK-NEXT:   (%in: i32, %init: i32) {
// CHECK-NEXT:     %0 = arith.addi %in, %init : i32
// CHECK-NEXT:     linalg.yield %0 : i32
// CHECK-NEXT:   }

func.func @moves(%a: tensor<2x6xf32>, %t: tensor<6x2xf32>, %v: tensor<6xf32>, %w: tensor<6x2x3xf32>) -> (tensor<6x2xf32>, tensor<6x2x3xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x6xf32>) outs(%t : tensor<6x2xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%v : tensor<6xf32>) outs(%w : tensor<6x2x3xf32>) dimensions = [1, 2] {note}
  return %0, %1 : tensor<6x2xf32>, tensor<6x2x3xf32>
}
// CHECK-LABEL: func.func @moves
// CHECK: %transposed = linalg.transpose ins(%arg0 : tensor<2x6xf32>) outs(%arg1 : tensor<6x2xf32>) permutation = [1, 0] {{$}}
// CHECK: %broadcasted = linalg.broadcast ins(%arg2 : tensor<6xf32>) outs(%arg3 : tensor<6x2x3xf32>) dimensions = [1, 2]  {note}
// GENERIC-LABEL: sym_name = "moves"
// GENERIC: "linalg.transpose"(%{{.*}}, %{{.*}}) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: "linalg.yield"(%[[A]]) : (f32) -> ()
