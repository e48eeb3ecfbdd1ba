// RUN: rmlir-opt %s -canonicalize | FileCheck %s
// tensor.pad canonicalization: FoldSourceTensorCast (refined result type, in-place when unchanged) and FoldTargetTensorCast (single tensor.cast user preserving static information); expected output from mlir-opt-19.

// CHECK: module {
// CHECK-NEXT:   func.func @pad_source_cast_same_type(%arg0: tensor<4x?xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<6x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_source_cast_refines(%arg0: tensor<4x6xf32>, %arg1: f32) -> tensor<?x6xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[2, 0] high[1, 0] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4x6xf32> to tensor<7x6xf32>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<7x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     return %cast : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_target_cast(%arg0: tensor<?x5xi8>, %arg1: index, %arg2: i8) -> tensor<7x5xi8> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[%arg1, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : i8
// CHECK-NEXT:     } : tensor<?x5xi8> to tensor<7x5xi8>
// CHECK-NEXT:     return %padded : tensor<7x5xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_target_cast_two_uses(%arg0: tensor<?x5xi8>, %arg1: index, %arg2: i8) -> (tensor<7x5xi8>, tensor<?x5xi8>) {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[%arg1, 0] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg2 : i8
// CHECK-NEXT:     } : tensor<?x5xi8> to tensor<?x5xi8>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<?x5xi8> to tensor<7x5xi8>
// CHECK-NEXT:     return %cast, %padded : tensor<7x5xi8>, tensor<?x5xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad_target_cast_less_static(%arg0: tensor<3x5xi8>, %arg1: i8) -> tensor<?x?xi8> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : i8
// CHECK-NEXT:     } : tensor<3x5xi8> to tensor<4x5xi8>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<4x5xi8> to tensor<?x?xi8>
// CHECK-NEXT:     return %cast : tensor<?x?xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @pad_source_cast_same_type(%t : tensor<4x?xf32>, %v : f32) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[1, 1] high[1, 1] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @pad_source_cast_refines(%t : tensor<4x6xf32>, %v : f32) -> tensor<?x6xf32> {
  %c = tensor.cast %t : tensor<4x6xf32> to tensor<?x6xf32>
  %p = tensor.pad %c low[2, 0] high[1, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<?x6xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}
func.func @pad_target_cast(%t : tensor<?x5xi8>, %h : index, %v : i8) -> tensor<7x5xi8> {
  %p = tensor.pad %t low[0, 0] high[%h, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : i8
    } : tensor<?x5xi8> to tensor<?x5xi8>
  %c = tensor.cast %p : tensor<?x5xi8> to tensor<7x5xi8>
  return %c : tensor<7x5xi8>
}
func.func @pad_target_cast_two_uses(%t : tensor<?x5xi8>, %h : index, %v : i8) -> (tensor<7x5xi8>, tensor<?x5xi8>) {
  %p = tensor.pad %t low[0, 0] high[%h, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : i8
    } : tensor<?x5xi8> to tensor<?x5xi8>
  %c = tensor.cast %p : tensor<?x5xi8> to tensor<7x5xi8>
  return %c, %p : tensor<7x5xi8>, tensor<?x5xi8>
}
func.func @pad_target_cast_less_static(%t : tensor<3x5xi8>, %v : i8) -> tensor<?x?xi8> {
  %p = tensor.pad %t low[1, 0] high[0, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : i8
    } : tensor<3x5xi8> to tensor<4x5xi8>
  %c = tensor.cast %p : tensor<4x5xi8> to tensor<?x?xi8>
  return %c : tensor<?x?xi8>
}
