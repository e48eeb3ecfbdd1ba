// RUN: rmlir-opt %s -test-linalg-elementwise-fusion-patterns=fuse-with-reshape-by-expansion | FileCheck %s
// Expected output from mlir-opt-19: collapse_shape producers and expand_shape consumers are
// folded by expanding the loops of generic and named structured ops (reduction loops allowed
// outside the reshaped operand; linalg.index linearized from the expanded indices; dynamic
// sizes of the other operands divided by the static factors; other users of a producer get a
// collapse of the result); a pad of a collapse pads the source when no collapsed dim is
// padded.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @collapse_producer(%a: tensor<2x3x4xf32>, %b: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<6x4xf32>) outs(%b : tensor<6x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}

func.func @expand_consumer(%a: tensor<6x4xf32>, %b: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %1 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<6x4xf32>) outs(%b : tensor<6x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    %f = arith.sitofp %c : i64 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  %2 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %2 : tensor<2x3x4xf32>
}

func.func @dynamic(%a: tensor<?x4x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %1 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @named_add_consumer(%a: tensor<6x4xf32>, %b: tensor<6x4xf32>, %c: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.add ins(%a, %b : tensor<6x4xf32>, tensor<6x4xf32>) outs(%c : tensor<6x4xf32>) -> tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

func.func @reduction_producer(%a: tensor<2x3xf32>, %m: tensor<6x4xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%0, %m : tensor<6xf32>, tensor<6x4xf32>) outs(%b : tensor<6xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %1 : tensor<6xf32>
}

func.func @consumer_with_other_use(%a: tensor<6x4xf32>, %b: tensor<6x4xf32>) -> (tensor<2x3x4xf32>, tensor<6x4xf32>) {
  %1 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<6x4xf32>) outs(%b : tensor<6x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  %2 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %2, %1 : tensor<2x3x4xf32>, tensor<6x4xf32>
}

func.func @reduction_in_fused_operand(%a: tensor<2x3x4xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<6x4xf32>) outs(%b : tensor<6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %1 : tensor<6xf32>
}

func.func @pad_of_collapse(%a: tensor<2x3x4xf32>, %v: f32) -> tensor<9x6xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.pad %0 low[1, 0] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<6x4xf32> to tensor<9x6xf32>
  return %1 : tensor<9x6xf32>
}

func.func @pad_of_collapse_kept(%a: tensor<2x3x4xf32>, %v: f32) -> tensor<6x6xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.pad %0 low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<6x4xf32> to tensor<6x6xf32>
  return %1 : tensor<6x6xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1 * 3)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @collapse_producer(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%expanded : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %collapsed : tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand_consumer(%arg0: tensor<6x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x3x4xf32>) outs(%expanded_0 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = affine.apply #map1(%1, %2)
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i64
// CHECK-NEXT: %5 = arith.sitofp %4 : i64 to f32
// CHECK-NEXT: %6 = arith.addf %in, %5 : f32
// CHECK-NEXT: linalg.yield %6 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic(%arg0: tensor<?x4x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %0 = arith.divui %dim, %c4 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%0, 4, %dim_0] : tensor<?x?xf32> into tensor<?x4x?xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x4x?xf32>) outs(%expanded : tensor<?x4x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<?x4x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %collapsed : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @named_add_consumer(%arg0: tensor<6x4xf32>, %arg1: tensor<6x4xf32>, %arg2: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %arg2 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %expanded_0 : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%expanded_1 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_2 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reduction_producer(%arg0: tensor<2x3xf32>, %arg1: tensor<6x4xf32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg2 {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map2, #map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %expanded : tensor<2x3xf32>, tensor<2x3x4xf32>) outs(%expanded_0 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_1 : f32
// CHECK-NEXT: %2 = arith.addf %1, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: return %collapsed : tensor<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @consumer_with_other_use(%arg0: tensor<6x4xf32>, %arg1: tensor<6x4xf32>) -> (tensor<2x3x4xf32>, tensor<6x4xf32>) {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x3x4xf32>) outs(%expanded_0 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %0, %collapsed : tensor<2x3x4xf32>, tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reduction_in_fused_operand(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<6x4xf32>) outs(%arg1 : tensor<6xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<6xf32>
// CHECK-NEXT: return %0 : tensor<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pad_of_collapse(%arg0: tensor<2x3x4xf32>, %arg1: f32) -> tensor<9x6xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[1, 0] high[2, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<6x4xf32> to tensor<9x6xf32>
// CHECK-NEXT: return %padded : tensor<9x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pad_of_collapse_kept(%arg0: tensor<2x3x4xf32>, %arg1: f32) -> tensor<6x6xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 0, 1] high[0, 0, 1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<2x3x4xf32> to tensor<2x3x6xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %padded {{\[\[}}0, 1], [2]] : tensor<2x3x6xf32> into tensor<6x6xf32>
// CHECK-NEXT: return %collapsed : tensor<6x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
