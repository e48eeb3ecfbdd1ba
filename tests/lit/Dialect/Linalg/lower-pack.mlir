// RUN: rmlir-opt %s -transform-interpreter -cse | FileCheck %s
// transform.structured.lower_pack / lower_unpack: padding, outer_dims_perm, pad-like and unpad-like forms, dynamic sizes; expected output from mlir-opt-19.

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 8 - s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pack_3d(%arg0: tensor<30x7x9xf32>, %arg1: tensor<9x8x4x4x2xf32>) -> tensor<9x8x4x4x2xf32> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0, 0] high[2, 1, 0] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<30x7x9xf32> to tensor<32x8x9xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2, 3], [4]] output_shape [8, 4, 4, 2, 9] : tensor<32x8x9xf32> into tensor<8x4x4x2x9xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%expanded : tensor<8x4x4x2x9xf32>) outs(%arg1 : tensor<9x8x4x4x2xf32>) permutation = [4, 0, 2, 1, 3] 
// CHECK-NEXT:     return %transposed : tensor<9x8x4x4x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_i8_no_pad(%arg0: tensor<16x6xi8>, %arg1: tensor<4x3x2x4xi8>) -> tensor<4x3x2x4xi8> {
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %c0_i8 : i8
// CHECK-NEXT:     } : tensor<16x6xi8> to tensor<16x6xi8>
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2, 3]] output_shape [4, 4, 3, 2] : tensor<16x6xi8> into tensor<4x4x3x2xi8>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%expanded : tensor<4x4x3x2xi8>) outs(%arg1 : tensor<4x3x2x4xi8>) permutation = [0, 2, 3, 1] 
// CHECK-NEXT:     return %transposed : tensor<4x3x2x4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_like_pad(%arg0: tensor<5x6xf32>, %arg1: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[3, 2] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<5x6xf32> to tensor<8x8xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<1x1x8x8xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %padded into %0[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<1x1x8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pack_dynamic(%arg0: tensor<?x12xf32>, %arg1: tensor<?x3x8x4xf32>) -> tensor<?x3x8x4xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x12xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c0 : tensor<?x3x8x4xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim_0, %dim]
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 0] high[%0, 0] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x12xf32> to tensor<?x12xf32>
// CHECK-NEXT:     %dim_1 = tensor.dim %padded, %c0 : tensor<?x12xf32>
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %1 = arith.divui %dim_1, %c8 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2, 3]] output_shape [%1, 8, 3, 4] : tensor<?x12xf32> into tensor<?x8x3x4xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%expanded : tensor<?x8x3x4xf32>) outs(%arg1 : tensor<?x3x8x4xf32>) permutation = [0, 2, 1, 3] 
// CHECK-NEXT:     return %transposed : tensor<?x3x8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_perm(%arg0: tensor<15x1x8x2xf32>, %arg1: tensor<7x30xf32>) -> tensor<7x30xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<1x8x15x2xf32>
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<15x1x8x2xf32>) outs(%0 : tensor<1x8x15x2xf32>) permutation = [1, 2, 0, 3] 
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %transposed {{\[\[}}0, 1], [2, 3]] : tensor<1x8x15x2xf32> into tensor<8x30xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %collapsed[0, 0] [7, 30] [1, 1] : tensor<8x30xf32> to tensor<7x30xf32>
// CHECK-NEXT:     %1 = linalg.copy ins(%extracted_slice : tensor<7x30xf32>) outs(%arg1 : tensor<7x30xf32>) -> tensor<7x30xf32>
// CHECK-NEXT:     return %1 : tensor<7x30xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unpack_like_unpad(%arg0: tensor<1x1x8x8xf32>, %arg1: tensor<5x?xf32>) -> tensor<5x?xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c1 : tensor<5x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 5, %dim] [1, 1, 1, 1] : tensor<1x1x8x8xf32> to tensor<5x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<5x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["tensor.pack"]} in %arg0 : (!transform.any_op) -> !transform.op<"tensor.pack">
// CHECK-NEXT:       %pad_op, %expand_shape_op, %transpose_op = transform.structured.lower_pack %0 : (!transform.op<"tensor.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
// CHECK-NEXT:       %1 = transform.structured.match ops{["tensor.unpack"]} in %arg0 : (!transform.any_op) -> !transform.op<"tensor.unpack">
// CHECK-NEXT:       %empty_op, %transpose_op_0, %collapse_shape_op, %extract_slice_op = transform.structured.lower_unpack %1 : (!transform.op<"tensor.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
// CHECK-NEXT:       transform.yield 
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @pack_3d(%src: tensor<30x7x9xf32>, %dst: tensor<9x8x4x4x2xf32>) -> tensor<9x8x4x4x2xf32> {
  %p = arith.constant 1.0 : f32
  %0 = tensor.pack %src padding_value(%p : f32) outer_dims_perm = [2, 0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %dst : tensor<30x7x9xf32> -> tensor<9x8x4x4x2xf32>
  return %0 : tensor<9x8x4x4x2xf32>
}
func.func @pack_i8_no_pad(%src: tensor<16x6xi8>, %dst: tensor<4x3x2x4xi8>) -> tensor<4x3x2x4xi8> {
  %0 = tensor.pack %src inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %dst : tensor<16x6xi8> -> tensor<4x3x2x4xi8>
  return %0 : tensor<4x3x2x4xi8>
}
func.func @pack_like_pad(%src: tensor<5x6xf32>, %dst: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.pack %src padding_value(%z : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %dst : tensor<5x6xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}
func.func @pack_dynamic(%src: tensor<?x12xf32>, %dst: tensor<?x3x8x4xf32>) -> tensor<?x3x8x4xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.pack %src padding_value(%z : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dst : tensor<?x12xf32> -> tensor<?x3x8x4xf32>
  return %0 : tensor<?x3x8x4xf32>
}
func.func @unpack_perm(%src: tensor<15x1x8x2xf32>, %dst: tensor<7x30xf32>) -> tensor<7x30xf32> {
  %0 = tensor.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %dst : tensor<15x1x8x2xf32> -> tensor<7x30xf32>
  return %0 : tensor<7x30xf32>
}
func.func @unpack_like_unpad(%src: tensor<1x1x8x8xf32>, %dst: tensor<5x?xf32>) -> tensor<5x?xf32> {
  %0 = tensor.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %dst : tensor<1x1x8x8xf32> -> tensor<5x?xf32>
  return %0 : tensor<5x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["tensor.pack"]} in %m : (!transform.any_op) -> !transform.op<"tensor.pack">
    %a, %b, %c = transform.structured.lower_pack %p : (!transform.op<"tensor.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
    %u = transform.structured.match ops{["tensor.unpack"]} in %m : (!transform.any_op) -> !transform.op<"tensor.unpack">
    transform.structured.lower_unpack %u : (!transform.op<"tensor.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
    transform.yield
  }
}
