// RUN: rmlir-opt %s --transform-interpreter --split-input-file | FileCheck %s

// Static tiling of a matmul on tensors: loops carry the outs, tiles extracted and inserted.

// CHECK-LABEL: func.func @mm
//       CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %c0 to %c128 step %c32 iter_args(%[[A0:.*]] = %arg2)
//       CHECK:   %c64 = arith.constant 64 : index
//       CHECK:   scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c64 iter_args(%[[A1:.*]] = %[[A0]])
//       CHECK:     tensor.extract_slice %arg0[%[[I]], 0] [32, 128] [1, 1] : tensor<128x128xf32> to tensor<32x128xf32>
//       CHECK:     tensor.extract_slice %arg1[0, %[[J]]] [128, 64] [1, 1]
//       CHECK:     %[[T:.*]] = tensor.extract_slice %[[A1]][%[[I]], %[[J]]] [32, 64] [1, 1]
//       CHECK:     %[[M:.*]] = linalg.matmul ins({{.*}}) outs(%[[T]] : tensor<32x64xf32>) -> tensor<32x64xf32>
//       CHECK:     %[[S:.*]] = tensor.insert_slice %[[M]] into %[[A1]][%[[I]], %[[J]]] [32, 64] [1, 1]
//       CHECK:     scf.yield %[[S]]
//       CHECK: return %[[R]]
func.func @mm(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [32, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// On buffers: subviews with strided layouts, loops without iter_args; zero-size dims untiled.

// CHECK-LABEL: func.func @g
//       CHECK: scf.for %[[I:.*]] = %c0 to %c64 step %c16 {
//       CHECK:   scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c8 {
//       CHECK:     memref.subview %arg0[%[[I]], %[[J]]] [16, 8] [1, 1] : memref<64x32xf32> to memref<16x8xf32, strided<[32, 1], offset: ?>>
//       CHECK:     memref.subview %arg1[%[[I]]] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
//       CHECK:     linalg.generic
//       CHECK: return
func.func @g(%a: memref<64x32xf32>, %b: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<64x32xf32>) outs(%b : memref<64xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [16, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Dynamic shapes: ranges from dim ops, partial tiles bounded by affine.min.

// CHECK-DAG: #[[MIN10:.*]] = affine_map<(d0)[s0] -> (10, -d0 + s0)>
// CHECK-DAG: #[[MIN48:.*]] = affine_map<(d0)[s0] -> (48, -d0 + s0)>
// CHECK-LABEL: func.func @dyn
//       CHECK: %[[D0:.*]] = tensor.dim %arg0, %c0
//       CHECK: %[[D1:.*]] = tensor.dim %arg0, %c1
//       CHECK: %[[D3:.*]] = tensor.dim %arg1, %{{.*}}
//       CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[D0]] step %c10
//       CHECK:   scf.for %[[K:.*]] = %{{.*}} to %[[D1]] step %c48
//       CHECK:     %[[M0:.*]] = affine.min #[[MIN10]](%[[I]])[%[[D0]]]
//       CHECK:     %[[M1:.*]] = affine.min #[[MIN48]](%[[K]])[%[[D1]]]
//       CHECK:     tensor.extract_slice %arg0[%[[I]], %[[K]]] [%[[M0]], %[[M1]]] [1, 1]
//       CHECK:     linalg.matmul {{.*}} -> tensor<?x?xf32>
func.func @dyn(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [10, 0, 48] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Several results, static partial tiles, an untiled dimension.

// CHECK-LABEL: func.func @multi
//       CHECK: scf.for {{.*}} iter_args(%[[B:.*]] = %arg1, %[[C:.*]] = %arg2)
//       CHECK:   affine.min #{{.*}}(%{{.*}})
//       CHECK:   %[[R:.*]]:2 = linalg.generic
//       CHECK:   %[[S0:.*]] = tensor.insert_slice %[[R]]#0 into %[[B]]
//       CHECK:   %[[S1:.*]] = tensor.insert_slice %[[R]]#1 into %[[C]]
//       CHECK:   scf.yield %[[S0]], %[[S1]]
func.func @multi(%a: tensor<100x50xf32>, %b: tensor<100x50xf32>, %c: tensor<100x50xf32>) -> (tensor<100x50xf32>, tensor<100x50xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<100x50xf32>) outs(%b, %c : tensor<100x50xf32>, tensor<100x50xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %x : f32, f32
  } -> (tensor<100x50xf32>, tensor<100x50xf32>)
  return %0#0, %0#1 : tensor<100x50xf32>, tensor<100x50xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [0, 7] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// All tile sizes zero: the op is kept (the domain's dim ops remain).

// CHECK-LABEL: func.func @zeros
//       CHECK: tensor.dim %arg0
//   CHECK-NOT: scf.for
//       CHECK: %[[R:.*]] = linalg.matmul ins(%arg0, %arg1
//       CHECK: return %[[R]]
func.func @zeros(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.tile_using_for %0 tile_sizes [0, 0, 0] : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

// A tile size given by a parameter.

// CHECK-LABEL: func.func @param
//       CHECK: scf.for %{{.*}} = %c0 to %c128 step %c16
//       CHECK:   linalg.matmul ins({{.*}} : tensor<16x128xf32>, tensor<128x128xf32>)
func.func @param(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 16 : i64 -> !transform.param<i64>
    %1, %l = transform.structured.tile_using_for %0 tile_sizes [%p] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
