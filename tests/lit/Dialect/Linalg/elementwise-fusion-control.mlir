// RUN: rmlir-opt %s -test-linalg-elementwise-fusion-patterns=fuse-generic-ops-control | FileCheck %s
// Expected output from mlir-opt-19: producers are fused while the fused op has at most four
// distinct inputs (the producer of %1 would make five and stays).

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @limit(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg2, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.subf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1, %1, %arg4 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       %4 = arith.mulf %3, %in_1 : f32
// CHECK-NEXT:       %5 = arith.divf %4, %in_2 : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     return %2 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

#map = affine_map<(d0) -> (d0)>
func.func @limit(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>, %d: tensor<8xf32>, %f: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%c, %d : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%0, %1 : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%2, %f : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.divf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %3 : tensor<8xf32>
}
