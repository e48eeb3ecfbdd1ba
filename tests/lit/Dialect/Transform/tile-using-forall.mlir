// RUN: rmlir-opt %s --transform-interpreter --split-input-file -canonicalize -cse | FileCheck %s

// tile_sizes: ceildiv(100, 30) = 4 threads, the last tile bounded by affine.min; the
// mapping is kept; an operand used twice gets both its tiles.
// CHECK-DAG: #[[$MIN:.*]] = affine_map<(d0) -> (d0 * -30 + 100, 30)>
// CHECK-DAG: #[[$OFF:.*]] = affine_map<(d0) -> (d0 * 30)>
// CHECK-LABEL: func.func @add
//       CHECK: scf.forall (%[[I:.*]]) in (4) shared_outs(%[[O:.*]] = %arg1) -> (tensor<100x64xf32>) {
//       CHECK:   %[[SZ:.*]] = affine.min #[[$MIN]](%[[I]])
//       CHECK:   %[[LB:.*]] = affine.apply #[[$OFF]](%[[I]])
//       CHECK:   %[[A:.*]] = tensor.extract_slice %arg0[%[[LB]], 0] [%[[SZ]], 64] [1, 1] : tensor<100x64xf32> to tensor<?x64xf32>
//       CHECK:   %[[T:.*]] = tensor.extract_slice %[[O]][%[[LB]], 0] [%[[SZ]], 64] [1, 1]
//       CHECK:   %[[R:.*]] = linalg.add ins(%[[A]], %[[A]] : tensor<?x64xf32>, tensor<?x64xf32>) outs(%[[T]] : tensor<?x64xf32>)
//       CHECK:   scf.forall.in_parallel {
//  CHECK-NEXT:     tensor.parallel_insert_slice %[[R]] into %[[O]][%[[LB]], 0] [%[[SZ]], 64] [1, 1] : tensor<?x64xf32> into tensor<100x64xf32>
//       CHECK: } {mapping = [#gpu.block<x>]}
func.func @add(%a: tensor<100x64xf32>, %b: tensor<100x64xf32>) -> tensor<100x64xf32> {
  %0 = linalg.add ins(%a, %a : tensor<100x64xf32>, tensor<100x64xf32>) outs(%b : tensor<100x64xf32>) -> tensor<100x64xf32>
  return %0 : tensor<100x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1:2 = transform.structured.tile_using_forall %0 tile_sizes [30] (mapping = [#gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// num_threads on buffers: subviews, no results; a zero entry leaves the loop whole and
// linalg.index is shifted by the tile offset.
// CHECK-DAG: #[[$SZ:.*]] = affine_map<(d0)[s0] -> (-(d0 * (s0 ceildiv 3)) + s0, s0 ceildiv 3)>
// CHECK-DAG: #[[$MAX:.*]] = affine_map<(d0) -> (0, d0)>
// CHECK-DAG: #[[$IDX:.*]] = affine_map<(d0, d1)[s0] -> (d0 + d1 * (s0 ceildiv 3))>
// CHECK-LABEL: func.func @idx
//       CHECK: %[[D:.*]] = memref.dim %arg0
//       CHECK: scf.forall (%[[I:.*]]) in (3) {
//       CHECK:   %[[M:.*]] = affine.min #[[$SZ]](%[[I]])[%[[D]]]
//       CHECK:   %[[S:.*]] = affine.max #[[$MAX]](%[[M]])
//       CHECK:   memref.subview %arg0[%{{.*}}, 0] [%[[S]], 8] [1, 1] : memref<?x8xindex> to memref<?x8xindex, strided<[8, 1], offset: ?>>
//       CHECK:     %[[X:.*]] = linalg.index 0 : index
//       CHECK:     affine.apply #[[$IDX]](%[[X]], %[[I]])[%[[D]]]
func.func @idx(%b: memref<?x8xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%b : memref<?x8xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1:2 = transform.structured.tile_using_forall %0 num_threads [3, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A number of threads given by a payload op, and tile sizes packed in one parameter.
// CHECK-LABEL: func.func @dyn
//       CHECK: %[[N:.*]] = arith.addi
//       CHECK: scf.forall (%{{.*}}) in (%[[N]]) shared_outs
// CHECK-LABEL: func.func @packed
//       CHECK: scf.forall (%{{.*}}, %{{.*}}) in (2, 4) shared_outs
//       CHECK:   linalg.copy ins(%{{.*}} : tensor<8x4xf32>) outs(%{{.*}} : tensor<8x4xf32>)
func.func @dyn(%a: tensor<?xf32>, %b: tensor<?xf32>, %x: index) -> tensor<?xf32> {
  %n = arith.addi %x, %x : index
  %0 = linalg.copy ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @packed(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.copy ins(%a : tensor<16x16xf32>) outs(%b : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %f1, %f2 = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %0 = transform.structured.match ops{["linalg.copy"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %n = transform.structured.match ops{["arith.addi"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %1:2 = transform.structured.tile_using_forall %0 num_threads [%n] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %2 = transform.structured.match ops{["linalg.copy"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %c8 = transform.param.constant 8 : i64 -> !transform.any_param
    %c4 = transform.param.constant 4 : i64 -> !transform.any_param
    %sz = transform.merge_handles %c8, %c4 : !transform.any_param
    %3:2 = transform.structured.tile_using_forall %2 tile_sizes *(%sz) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
