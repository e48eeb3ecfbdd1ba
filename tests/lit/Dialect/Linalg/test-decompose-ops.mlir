// RUN: rmlir-opt %s -test-linalg-decompose-ops | FileCheck %s
// RUN: rmlir-opt %s -test-linalg-decompose-ops=remove-dead-args-and-results | FileCheck %s --check-prefix=DEAD

// A three-statement parallel generic is peeled one statement at a time: each peeled op
// yields a zero for the original result it does not compute plus the statement's value
// (into a new tensor.empty when the value is not yielded), and the residual op reads it
// as a new input. A reduction is left alone. With remove-dead-args-and-results the unused
// operands and results are dropped afterwards.

func.func @chain(%a: tensor<4x8xi32>, %b: tensor<8xi32>) -> tensor<4x8xi32> {
  %init = tensor.empty() : tensor<4x8xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xi32>, tensor<8xi32>) outs(%init : tensor<4x8xi32>) {
    ^bb0(%x: i32, %y: i32, %o: i32):
      %0 = arith.addi %x, %y : i32
      %1 = arith.muli %0, %x : i32
      %2 = arith.subi %1, %y : i32
      linalg.yield %2 : i32
  } -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

func.func @reduction_kept(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %0 = arith.mulf %x, %x : f32
      %1 = arith.addf %0, %o : f32
      linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @chain(%arg0: tensor<4x8xi32>, %arg1: tensor<8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xi32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x8xi32>
// CHECK-NEXT: %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<8xi32>) outs(%0, %1 : tensor<4x8xi32>, tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32, %out_1: i32):
// CHECK-NEXT: %6 = arith.addi %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %c0_i32, %6 : i32, i32
// CHECK-NEXT: } -> (tensor<4x8xi32>, tensor<4x8xi32>)
// CHECK-NEXT: %3 = tensor.empty() : tensor<4x8xi32>
// CHECK-NEXT: %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %2#1 : tensor<4x8xi32>, tensor<8xi32>, tensor<4x8xi32>) outs(%0, %3 : tensor<4x8xi32>, tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %in_1: i32, %out: i32, %out_2: i32):
// CHECK-NEXT: %6 = arith.muli %in_1, %in : i32
// CHECK-NEXT: linalg.yield %c0_i32, %6 : i32, i32
// CHECK-NEXT: } -> (tensor<4x8xi32>, tensor<4x8xi32>)
// CHECK-NEXT: %5 = linalg.generic {indexing_maps = [#map, #map1, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %2#1, %4#1 : tensor<4x8xi32>, tensor<8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) outs(%0 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %6 = arith.subi %in_2, %in_0 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %5 : tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reduction_kept(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in : f32
// CHECK-NEXT: %2 = arith.addf %1, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// DEAD: #map = affine_map<(d0, d1) -> (d0, d1)>
// DEAD-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// DEAD-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// DEAD-NEXT: module {
// DEAD-NEXT: func.func @chain(%arg0: tensor<4x8xi32>, %arg1: tensor<8xi32>) -> tensor<4x8xi32> {
// DEAD-NEXT: %0 = tensor.empty() : tensor<4x8xi32>
// DEAD-NEXT: %1 = tensor.empty() : tensor<4x8xi32>
// DEAD-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<8xi32>) outs(%1 : tensor<4x8xi32>) {
// DEAD-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// DEAD-NEXT: %6 = arith.addi %in, %in_0 : i32
// DEAD-NEXT: linalg.yield %6 : i32
// DEAD-NEXT: } -> tensor<4x8xi32>
// DEAD-NEXT: %3 = tensor.empty() : tensor<4x8xi32>
// DEAD-NEXT: %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%3 : tensor<4x8xi32>) {
// DEAD-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// DEAD-NEXT: %6 = arith.muli %in_0, %in : i32
// DEAD-NEXT: linalg.yield %6 : i32
// DEAD-NEXT: } -> tensor<4x8xi32>
// DEAD-NEXT: %5 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %4 : tensor<8xi32>, tensor<4x8xi32>) outs(%0 : tensor<4x8xi32>) {
// DEAD-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// DEAD-NEXT: %6 = arith.subi %in_0, %in : i32
// DEAD-NEXT: linalg.yield %6 : i32
// DEAD-NEXT: } -> tensor<4x8xi32>
// DEAD-NEXT: return %5 : tensor<4x8xi32>
// DEAD-NEXT: }
// DEAD-NEXT: func.func @reduction_kept(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// DEAD-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) {
// DEAD-NEXT: ^bb0(%in: f32, %out: f32):
// DEAD-NEXT: %1 = arith.mulf %in, %in : f32
// DEAD-NEXT: %2 = arith.addf %1, %out : f32
// DEAD-NEXT: linalg.yield %2 : f32
// DEAD-NEXT: } -> tensor<4xf32>
// DEAD-NEXT: return %0 : tensor<4xf32>
// DEAD-NEXT: }
// DEAD-NEXT: }
