// RUN: rmlir-opt %s -linalg-fold-unit-extent-dims | FileCheck %s
// DropPadUnitDims: pad amounts given by index constants become static in the collapsed pad (also when the dropped dims' amounts are constant values); expected output from mlir-opt-19.

// CHECK: #map = affine_map<()[s0] -> (s0 + 6)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad_constant_amounts(%arg0: tensor<4x1x6xf16>, %arg1: f16) -> tensor<6x1x9xf16> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<4x1x6xf16> into tensor<4x6xf16>
// CHECK-NEXT:     %padded = tensor.pad %collapsed low[2, 0] high[0, 3] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f16
// CHECK-NEXT:     } : tensor<4x6xf16> to tensor<6x9xf16>
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2]] output_shape [6, 1, 9] : tensor<6x9xf16> into tensor<6x1x9xf16>
// CHECK-NEXT:     return %expanded : tensor<6x1x9xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_mixed_amounts(%arg0: tensor<1x5xi32>, %arg1: index, %arg2: i32) -> tensor<1x?xi32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x5xi32> into tensor<5xi32>
// CHECK-NEXT:     %padded = tensor.pad %collapsed low[1] high[%arg1] {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       tensor.yield %arg2 : i32
// CHECK-NEXT:     } : tensor<5xi32> to tensor<?xi32>
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0, 1]] output_shape [1, %0] : tensor<?xi32> into tensor<1x?xi32>
// CHECK-NEXT:     return %expanded : tensor<1x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @pad_constant_amounts(%arg0: tensor<4x1x6xf16>, %v: f16) -> tensor<6x1x9xf16> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %padded = tensor.pad %arg0 low[%c2, %c0, 0] high[0, %c0, %c3] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %v : f16
  } : tensor<4x1x6xf16> to tensor<6x1x9xf16>
  return %padded : tensor<6x1x9xf16>
}
func.func @pad_mixed_amounts(%arg0: tensor<1x5xi32>, %h: index, %v: i32) -> tensor<1x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %padded = tensor.pad %arg0 low[0, %c1] high[%c0, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<1x5xi32> to tensor<1x?xi32>
  return %padded : tensor<1x?xi32>
}
