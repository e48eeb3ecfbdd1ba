// RUN: rmlir-opt %s -linalg-fuse-elementwise-ops | FileCheck %s
// Expected output from mlir-opt-19 on these inputs: a producer generic (plain and with
// linalg.index, whose index is remapped through the consumer map) fused into its consumer.

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @add_mul(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x4xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %in_1 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %1 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @indexed(%arg0: tensor<4x8xi32>) -> tensor<8x4xi32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x4xi32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xi32>) outs(%0 : tensor<8x4xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       %2 = linalg.index 0 : index
// CHECK-NEXT:       %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:       %4 = arith.addi %in, %3 : i32
// CHECK-NEXT:       %5 = arith.muli %4, %4 : i32
// CHECK-NEXT:       linalg.yield %5 : i32
// CHECK-NEXT:     } -> tensor<8x4xi32>
// CHECK-NEXT:     return %1 : tensor<8x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

#map = affine_map<(d0, d1) -> (d0, d1)>
#mapT = affine_map<(d0, d1) -> (d1, d0)>
func.func @add_mul(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<8x4xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #mapT, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0, %c : tensor<4x8xf32>, tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

func.func @indexed(%a: tensor<4x8xi32>) -> tensor<8x4xi32> {
  %e = tensor.empty() : tensor<4x8xi32>
  %e2 = tensor.empty() : tensor<8x4xi32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xi32>) outs(%e : tensor<4x8xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %x, %ii : i32
    linalg.yield %s : i32
  } -> tensor<4x8xi32>
  %1 = linalg.generic {indexing_maps = [#mapT, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<4x8xi32>) outs(%e2 : tensor<8x4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.muli %x, %x : i32
    linalg.yield %m : i32
  } -> tensor<8x4xi32>
  return %1 : tensor<8x4xi32>
}
