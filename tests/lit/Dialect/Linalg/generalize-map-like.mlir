// RUN: rmlir-opt %s -linalg-generalize-named-ops | FileCheck %s
// reduce / transpose / broadcast generalize with their indexing maps (the transpose reads
// its input at the inverse permutation); linalg.map stays.

func.func @f(%a: tensor<3x4x5xf32>, %t: tensor<5x3x4xf32>, %v: tensor<4xf32>, %w: tensor<4x2xf32>, %r: tensor<3x5xf32>) -> (tensor<5x3x4xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<3x4x5xf32>) {
  %0 = linalg.transpose ins(%a : tensor<3x4x5xf32>) outs(%t : tensor<5x3x4xf32>) permutation = [2, 0, 1]
  %1 = linalg.broadcast ins(%v : tensor<4xf32>) outs(%w : tensor<4x2xf32>) dimensions = [1]
  %2 = linalg.reduce { arith.maximumf } ins(%a : tensor<3x4x5xf32>) outs(%r : tensor<3x5xf32>) dimensions = [1]
  %3 = linalg.map { math.exp } ins(%a : tensor<3x4x5xf32>) outs(%a : tensor<3x4x5xf32>)
  return %0, %1, %2, %3 : tensor<5x3x4xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<3x4x5xf32>
}
// CHECK-DAG: #[[TIN:.*]] = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[B0:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[R:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: linalg.generic {indexing_maps = [#[[TIN]], #[[ID3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x4x5xf32>) outs(%arg1 : tensor<5x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:   linalg.yield %in : f32
// CHECK: linalg.generic {indexing_maps = [#[[B0]], #[[ID2]]], iterator_types = ["parallel", "parallel"]}
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #[[R]]], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:   %{{.*}} = arith.maximumf %out, %in : f32
// CHECK: %mapped = linalg.map { math.exp }
