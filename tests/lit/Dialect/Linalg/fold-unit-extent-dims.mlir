// RUN: rmlir-opt %s -linalg-fold-unit-extent-dims | FileCheck %s
// RUN: rmlir-opt %s -linalg-fold-unit-extent-dims=use-rank-reducing-slices | FileCheck %s --check-prefix=SLICES

// Unit loops of linalg.generic dropped (reshapes by default, rank-reducing slices and
// subviews with the option); index ops renumbered, fills and empties of collapsed inits
// folded, dims of results reified; rank-reducing extract/insert slices; unit dims of
// tensor.pad.

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#bc = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
func.func @bcast_add(%a: tensor<4x1x8xf32>, %b: tensor<4x1x8xf32>) -> tensor<4x1x8xf32> {
  %e = tensor.empty() : tensor<4x1x8xf32>
  %r = linalg.generic {indexing_maps = [#id3, #bc, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%a, %b : tensor<4x1x8xf32>, tensor<4x1x8xf32>) outs(%e : tensor<4x1x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %c = arith.index_cast %k : index to i32
    %f = arith.sitofp %c : i32 to f32
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %f : f32
    linalg.yield %t : f32
  } -> tensor<4x1x8xf32>
  return %r : tensor<4x1x8xf32>
}

func.func @sum_rows(%a: tensor<1x?x1x16xf32>) -> tensor<1x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16xf32>) -> tensor<1x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>],
                       iterator_types = ["parallel", "reduction", "reduction", "parallel"]}
    ins(%a : tensor<1x?x1x16xf32>) outs(%f : tensor<1x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x16xf32>
  return %r : tensor<1x16xf32>
}

func.func @dyn_unit(%a: tensor<?x1x?xf32>) -> tensor<?x1x?xf32> {
  %r = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%a : tensor<?x1x?xf32>) outs(%a : tensor<?x1x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<?x1x?xf32>
  return %r : tensor<?x1x?xf32>
}

func.func @slices(%t: tensor<8x?x16xf32>, %i: index, %n: index, %d: tensor<8x?x16xf32>) -> (tensor<1x?x1xf32>, tensor<8x?x16xf32>) {
  %s = tensor.extract_slice %t[0, %i, 3] [1, %n, 1] [1, 1, 1] : tensor<8x?x16xf32> to tensor<1x?x1xf32>
  %u = tensor.insert_slice %s into %d[2, 0, 5] [1, %n, 1] [1, 1, 1] : tensor<1x?x1xf32> into tensor<8x?x16xf32>
  return %s, %u : tensor<1x?x1xf32>, tensor<8x?x16xf32>
}

func.func @pad(%a: tensor<1x5x1xf32>, %v: f32) -> tensor<1x9x1xf32> {
  %p = tensor.pad %a low[0, 2, 0] high[0, 2, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %v : f32
  } : tensor<1x5x1xf32> to tensor<1x9x1xf32>
  return %p : tensor<1x9x1xf32>
}

func.func @memref_copy(%a: memref<1x?x4xf32>, %b: memref<1x?x4xf32>) {
  linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%a : memref<1x?x4xf32>) outs(%b : memref<1x?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @bcast_add(%arg0: tensor<4x1x8xf32>, %arg1: tensor<4x1x8xf32>) -> tensor<4x1x8xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<4x1x8xf32> into tensor<4x8xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<4x1x8xf32> into tensor<4x8xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %collapsed_0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: %5 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: %6 = arith.addf %5, %4 : f32
// CHECK-NEXT: linalg.yield %6 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1], [2]] output_shape [4, 1, 8] : tensor<4x8xf32> into tensor<4x1x8xf32>
// CHECK-NEXT: return %expanded : tensor<4x1x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sum_rows(%arg0: tensor<1x?x1x16xf32>) -> tensor<1x16xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : tensor<1x?x1x16xf32> into tensor<?x16xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<16xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%collapsed : tensor<?x16xf32>) outs(%1 : tensor<16xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<16xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 {{\[\[}}0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32>
// CHECK-NEXT: return %expanded : tensor<1x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn_unit(%arg0: tensor<?x1x?xf32>) -> tensor<?x1x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
// CHECK-NEXT: %0 = affine.apply #map2()[%dim, %c1]
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
// CHECK-NEXT: %1 = tensor.empty(%0, %dim_1) : tensor<?x?xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %collapsed_0 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%1 : tensor<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_4: f32, %out: f32):
// CHECK-NEXT: %4 = arith.mulf %in, %in_4 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<?x?xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
// CHECK-NEXT: %3 = affine.apply #map2()[%dim_2, %c1]
// CHECK-NEXT: %dim_3 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 {{\[\[}}0, 1], [2]] output_shape [%3, 1, %dim_3] : tensor<?x?xf32> into tensor<?x1x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x1x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(%arg0: tensor<8x?x16xf32>, %arg1: index, %arg2: index, %arg3: tensor<8x?x16xf32>) -> (tensor<1x?x1xf32>, tensor<8x?x16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 3] [1, %arg2, 1] [1, 1, 1] : tensor<8x?x16xf32> to tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice {{\[\[}}0, 1, 2]] output_shape [1, %arg2, 1] : tensor<?xf32> into tensor<1x?x1xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg3[2, 0, 5] [1, %arg2, 1] [1, 1, 1] : tensor<?xf32> into tensor<8x?x16xf32>
// CHECK-NEXT: return %expanded, %inserted_slice : tensor<1x?x1xf32>, tensor<8x?x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad(%arg0: tensor<1x5x1xf32>, %arg1: f32) -> tensor<1x9x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x5x1xf32> into tensor<5xf32>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[2] high[2] {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<5xf32> to tensor<9xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %padded {{\[\[}}0, 1, 2]] output_shape [1, 9, 1] : tensor<9xf32> into tensor<1x9x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x9x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_copy(%arg0: memref<1x?x4xf32>, %arg1: memref<1x?x4xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<1x?x4xf32> into memref<?x4xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : memref<1x?x4xf32> into memref<?x4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapse_shape : memref<?x4xf32>) outs(%collapse_shape_0 : memref<?x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// SLICES: #map = affine_map<(d0, d1) -> (d0, d1)>
// SLICES-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// SLICES-LABEL: func.func @bcast_add(%arg0: tensor<4x1x8xf32>, %arg1: tensor<4x1x8xf32>) -> tensor<4x1x8xf32> {
// SLICES-NEXT: %0 = tensor.empty() : tensor<4x1x8xf32>
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [4, 1, 8] [1, 1, 1] : tensor<4x1x8xf32> to tensor<4x8xf32>
// SLICES-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0] [4, 1, 8] [1, 1, 1] : tensor<4x1x8xf32> to tensor<4x8xf32>
// SLICES-NEXT: %1 = tensor.empty() : tensor<4x8xf32>
// SLICES-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %extracted_slice_0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) {
// SLICES-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// SLICES-NEXT: %3 = linalg.index 1 : index
// SLICES-NEXT: %4 = arith.index_cast %3 : index to i32
// SLICES-NEXT: %5 = arith.sitofp %4 : i32 to f32
// SLICES-NEXT: %6 = arith.addf %in, %in_1 : f32
// SLICES-NEXT: %7 = arith.addf %6, %5 : f32
// SLICES-NEXT: linalg.yield %7 : f32
// SLICES-NEXT: } -> tensor<4x8xf32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %2 into %0[0, 0, 0] [4, 1, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<4x1x8xf32>
// SLICES-NEXT: return %inserted_slice : tensor<4x1x8xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @sum_rows(%arg0: tensor<1x?x1x16xf32>) -> tensor<1x16xf32> {
// SLICES-NEXT: %c1 = arith.constant 1 : index
// SLICES-NEXT: %cst = arith.constant 0.000000e+00 : f32
// SLICES-NEXT: %0 = tensor.empty() : tensor<1x16xf32>
// SLICES-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16xf32>) -> tensor<1x16xf32>
// SLICES-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<1x?x1x16xf32>
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, %dim, 1, 16] [1, 1, 1, 1] : tensor<1x?x1x16xf32> to tensor<?x16xf32>
// SLICES-NEXT: %extracted_slice_0 = tensor.extract_slice %1[0, 0] [1, 16] [1, 1] : tensor<1x16xf32> to tensor<16xf32>
// SLICES-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%extracted_slice : tensor<?x16xf32>) outs(%extracted_slice_0 : tensor<16xf32>) {
// SLICES-NEXT: ^bb0(%in: f32, %out: f32):
// SLICES-NEXT: %3 = arith.addf %in, %out : f32
// SLICES-NEXT: linalg.yield %3 : f32
// SLICES-NEXT: } -> tensor<16xf32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %2 into %1[0, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<1x16xf32>
// SLICES-NEXT: return %inserted_slice : tensor<1x16xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @dyn_unit(%arg0: tensor<?x1x?xf32>) -> tensor<?x1x?xf32> {
// SLICES-NEXT: %c2 = arith.constant 2 : index
// SLICES-NEXT: %c0 = arith.constant 0 : index
// SLICES-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
// SLICES-NEXT: %dim_0 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%dim, 1, %dim_0] [1, 1, 1] : tensor<?x1x?xf32> to tensor<?x?xf32>
// SLICES-NEXT: %dim_1 = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
// SLICES-NEXT: %dim_2 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
// SLICES-NEXT: %extracted_slice_3 = tensor.extract_slice %arg0[0, 0, 0] [%dim_1, 1, %dim_2] [1, 1, 1] : tensor<?x1x?xf32> to tensor<?x?xf32>
// SLICES-NEXT: %0 = tensor.empty(%dim_1, %dim_2) : tensor<?x?xf32>
// SLICES-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %extracted_slice_3 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
// SLICES-NEXT: ^bb0(%in: f32, %in_6: f32, %out: f32):
// SLICES-NEXT: %2 = arith.mulf %in, %in_6 : f32
// SLICES-NEXT: linalg.yield %2 : f32
// SLICES-NEXT: } -> tensor<?x?xf32>
// SLICES-NEXT: %dim_4 = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
// SLICES-NEXT: %dim_5 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[0, 0, 0] [%dim_4, 1, %dim_5] [1, 1, 1] : tensor<?x?xf32> into tensor<?x1x?xf32>
// SLICES-NEXT: return %inserted_slice : tensor<?x1x?xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @slices(%arg0: tensor<8x?x16xf32>, %arg1: index, %arg2: index, %arg3: tensor<8x?x16xf32>) -> (tensor<1x?x1xf32>, tensor<8x?x16xf32>) {
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 3] [1, %arg2, 1] [1, 1, 1] : tensor<8x?x16xf32> to tensor<1x?x1xf32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg3[2, 0, 5] [1, %arg2, 1] [1, 1, 1] : tensor<1x?x1xf32> into tensor<8x?x16xf32>
// SLICES-NEXT: return %extracted_slice, %inserted_slice : tensor<1x?x1xf32>, tensor<8x?x16xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @pad(%arg0: tensor<1x5x1xf32>, %arg1: f32) -> tensor<1x9x1xf32> {
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 5, 1] [1, 1, 1] : tensor<1x5x1xf32> to tensor<5xf32>
// SLICES-NEXT: %padded = tensor.pad %extracted_slice low[2] high[2] {
// SLICES-NEXT: ^bb0(%arg2: index):
// SLICES-NEXT: tensor.yield %arg1 : f32
// SLICES-NEXT: } : tensor<5xf32> to tensor<9xf32>
// SLICES-NEXT: %0 = tensor.empty() : tensor<1x9x1xf32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %padded into %0[0, 0, 0] [1, 9, 1] [1, 1, 1] : tensor<9xf32> into tensor<1x9x1xf32>
// SLICES-NEXT: return %inserted_slice : tensor<1x9x1xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @memref_copy(%arg0: memref<1x?x4xf32>, %arg1: memref<1x?x4xf32>) {
// SLICES-NEXT: %c1 = arith.constant 1 : index
// SLICES-NEXT: %dim = memref.dim %arg0, %c1 : memref<1x?x4xf32>
// SLICES-NEXT: %subview = memref.subview %arg0[0, 0, 0] [1, %dim, 4] [1, 1, 1] : memref<1x?x4xf32> to memref<?x4xf32, strided<[4, 1]>>
// SLICES-NEXT: %dim_0 = memref.dim %arg1, %c1 : memref<1x?x4xf32>
// SLICES-NEXT: %subview_1 = memref.subview %arg1[0, 0, 0] [1, %dim_0, 4] [1, 1, 1] : memref<1x?x4xf32> to memref<?x4xf32, strided<[4, 1]>>
// SLICES-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<?x4xf32, strided<[4, 1]>>) outs(%subview_1 : memref<?x4xf32, strided<[4, 1]>>) {
// SLICES-NEXT: ^bb0(%in: f32, %out: f32):
// SLICES-NEXT: linalg.yield %in : f32
// SLICES-NEXT: }
// SLICES-NEXT: return
// SLICES-NEXT: }
