// RUN: rmlir-opt %s -test-linalg-drop-unit-dims | FileCheck %s

// The test pass drops only the outermost loop when it has a single trip count, one op at
// a time without folding (the collapsed empty tensor stays).

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @outer_only(%a: tensor<1x1x7xf32>) -> tensor<1x1x7xf32> {
  %e = tensor.empty() : tensor<1x1x7xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%a : tensor<1x1x7xf32>) outs(%e : tensor<1x1x7xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<1x1x7xf32>
  return %r : tensor<1x1x7xf32>
}

func.func @inner_unit_kept(%a: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<3x1xf32>) outs(%a : tensor<3x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<3x1xf32>
  return %r : tensor<3x1xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @outer_only(%arg0: tensor<1x1x7xf32>) -> tensor<1x1x7xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<1x1x7xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<1x1x7xf32> into tensor<1x7xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %0 {{\[\[}}0, 1], [2]] : tensor<1x1x7xf32> into tensor<1x7xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<1x7xf32>) outs(%collapsed_0 : tensor<1x7xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: %5 = arith.addf %in, %4 : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<1x7xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1], [2]] output_shape [1, 1, 7] : tensor<1x7xf32> into tensor<1x1x7xf32>
// CHECK-NEXT: return %expanded : tensor<1x1x7xf32>
// CHECK-LABEL: func.func @inner_unit_kept(%arg0: tensor<3x1xf32>) -> tensor<3x1xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x1xf32>) outs(%arg0 : tensor<3x1xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<3x1xf32>
// CHECK-NEXT: return %0 : tensor<3x1xf32>
