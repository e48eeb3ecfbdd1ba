// RUN: rmlir-opt %s -test-linalg-transform-patterns=test-swap-subtensor-padtensor -canonicalize | FileCheck %s
// ExtractSliceOfPadTensorSwapPattern (tensor::bubbleUpPadSlice): static pads, source not read (tensor.generate), nofold and discardable attributes kept, dynamic low pad (scf.if guard), strided slices and non-constant padding left alone; expected output from mlir-opt-19.

// CHECK: #map = affine_map<()[s0, s1] -> (0, s0 - s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (0, s0 - s1 + 4)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0 - s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @swap_mixed_3d(%arg0: tensor<6x3x4xi32>, %arg1: i32) -> tensor<2x5x3xi32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[4, 0, 3] [2, 3, 1] [1, 1, 1] : tensor<6x3x4xi32> to tensor<2x3x1xi32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice low[0, 1, 0] high[0, 1, 2] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : i32
// CHECK-NEXT:     } : tensor<2x3x1xi32> to tensor<2x5x3xi32>
// CHECK-NEXT:     return %padded : tensor<2x5x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swap_only_padding(%arg0: tensor<3x3xf16>) -> tensor<2x2xf16> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:     %generated = tensor.generate  {
// CHECK-NEXT:     ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT:       tensor.yield %cst : f16
// CHECK-NEXT:     } : tensor<2x2xf16>
// CHECK-NEXT:     return %generated : tensor<2x2xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swap_keeps_attrs(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [3] [1] : tensor<8xf32> to tensor<3xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[1] high[0] {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } {marker = "keep"} : tensor<3xf32> to tensor<4xf32>
// CHECK-NEXT:     return %padded : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swap_dynamic_low(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     %0 = affine.max #map()[%arg1, %arg2]
// CHECK-NEXT:     %1 = affine.max #map()[%arg2, %arg1]
// CHECK-NEXT:     %2 = affine.min #map1()[%1, %dim]
// CHECK-NEXT:     %3 = affine.max #map2()[%arg2, %arg1]
// CHECK-NEXT:     %4 = affine.min #map1()[%3, %dim]
// CHECK-NEXT:     %5 = affine.apply #map3()[%4, %2]
// CHECK-NEXT:     %6 = arith.cmpi eq, %5, %c0 : index
// CHECK-NEXT:     %7 = scf.if %6 -> (tensor<4xf32>) {
// CHECK-NEXT:       %generated = tensor.generate  {
// CHECK-NEXT:       ^bb0(%arg4: index):
// CHECK-NEXT:         tensor.yield %arg3 : f32
// CHECK-NEXT:       } : tensor<4xf32>
// CHECK-NEXT:       scf.yield %generated : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%2] [%5] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:       %padded = tensor.pad %extracted_slice low[%0] high[0] {
// CHECK-NEXT:       ^bb0(%arg4: index):
// CHECK-NEXT:         tensor.yield %arg3 : f32
// CHECK-NEXT:       } : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:       scf.yield %padded : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %7 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_swap_strided(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<3xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[2] high[2] {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<8xf32> to tensor<12xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %padded[1] [3] [2] : tensor<12xf32> to tensor<3xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_swap_non_constant_value(%arg0: tensor<8xindex>) -> tensor<3xindex> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[2] high[2] {
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       tensor.yield %arg1 : index
// CHECK-NEXT:     } : tensor<8xindex> to tensor<12xindex>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %padded[1] [3] [1] : tensor<12xindex> to tensor<3xindex>
// CHECK-NEXT:     return %extracted_slice : tensor<3xindex>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @swap_mixed_3d(%src : tensor<6x3x4xi32>, %v : i32) -> tensor<2x5x3xi32> {
  %p = tensor.pad %src low[1, 2, 0] high[3, 1, 2] {
    ^bb0(%i: index, %j: index, %k: index):
      tensor.yield %v : i32
    } : tensor<6x3x4xi32> to tensor<10x6x6xi32>
  %s = tensor.extract_slice %p[5, 1, 3] [2, 5, 3] [1, 1, 1] : tensor<10x6x6xi32> to tensor<2x5x3xi32>
  return %s : tensor<2x5x3xi32>
}
func.func @swap_only_padding(%src : tensor<3x3xf16>) -> tensor<2x2xf16> {
  %p = tensor.pad %src nofold low[4, 0] high[0, 0] {
    ^bb0(%i: index, %j: index):
      %c = arith.constant 1.0 : f16
      tensor.yield %c : f16
    } : tensor<3x3xf16> to tensor<7x3xf16>
  %s = tensor.extract_slice %p[1, 1] [2, 2] [1, 1] : tensor<7x3xf16> to tensor<2x2xf16>
  return %s : tensor<2x2xf16>
}
func.func @swap_keeps_attrs(%src : tensor<8xf32>, %v : f32) -> tensor<4xf32> {
  %p = tensor.pad %src nofold low[2] high[2] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } {marker = "keep"} : tensor<8xf32> to tensor<12xf32>
  %s = tensor.extract_slice %p[1] [4] [1] : tensor<12xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func @swap_dynamic_low(%src : tensor<?xf32>, %l : index, %o : index, %v : f32) -> tensor<4xf32> {
  %p = tensor.pad %src low[%l] high[0] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<?xf32> to tensor<?xf32>
  %s = tensor.extract_slice %p[%o] [4] [1] : tensor<?xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func @no_swap_strided(%src : tensor<8xf32>, %v : f32) -> tensor<3xf32> {
  %p = tensor.pad %src low[2] high[2] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<8xf32> to tensor<12xf32>
  %s = tensor.extract_slice %p[1] [3] [2] : tensor<12xf32> to tensor<3xf32>
  return %s : tensor<3xf32>
}
func.func @no_swap_non_constant_value(%src : tensor<8xindex>) -> tensor<3xindex> {
  %p = tensor.pad %src low[2] high[2] {
    ^bb0(%i: index):
      tensor.yield %i : index
    } : tensor<8xindex> to tensor<12xindex>
  %s = tensor.extract_slice %p[1] [3] [1] : tensor<12xindex> to tensor<3xindex>
  return %s : tensor<3xindex>
}
