// RUN: rmlir-opt %s --transform-interpreter --split-input-file -canonicalize -cse | FileCheck %s

// A producer sliced inside the forall: the slice becomes a tile of the producer.
// CHECK-LABEL: func.func @fuse_fill
//       CHECK: scf.forall (%[[I:.*]]) in (4) shared_outs(%[[ACC:.*]] = %arg2)
//       CHECK:   %[[OFF:.*]] = affine.apply #{{.*}}(%[[I]])
//       CHECK:   %[[S:.*]] = tensor.extract_slice %arg1[%[[OFF]]] [16] [1] : tensor<64xf32> to tensor<16xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<16xf32>) -> tensor<16xf32>
//       CHECK:   linalg.exp ins(%[[F]] : tensor<16xf32>)

func.func @fuse_fill(%n: index, %t: tensor<64xf32>, %o: tensor<64xf32>) -> tensor<64xf32> {
  %cst = arith.constant 2.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%t : tensor<64xf32>) -> tensor<64xf32>
  %r = scf.forall (%i) in (4) shared_outs(%acc = %o) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %s = tensor.extract_slice %f[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %d = tensor.extract_slice %acc[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %e = linalg.exp ins(%s : tensor<16xf32>) outs(%d : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %acc[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.fill"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["scf.forall"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %2:2 = transform.structured.fuse_into_containing_op %0 into %1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// An untileable producer is cloned before its use inside.
// CHECK-LABEL: func.func @fuse_clone
//       CHECK: scf.forall
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<64xf32>
//       CHECK:   tensor.extract_slice %[[E]]

func.func @fuse_clone(%t: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %r = scf.forall (%i) in (4) shared_outs(%acc = %t) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %s = tensor.extract_slice %e[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %acc[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.empty"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["scf.forall"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %2:2 = transform.structured.fuse_into_containing_op %0 into %1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A producer of the forall's shared output: fused through the block argument.
// CHECK-LABEL: func.func @fuse_tiled
//       CHECK: scf.forall (%[[I:.*]]) in (4) shared_outs(%[[ACC:.*]] = %arg1)
//       CHECK:   %[[OFF:.*]] = affine.apply #{{.*}}(%[[I]])
//       CHECK:   %[[A:.*]] = tensor.extract_slice %arg0[%[[OFF]], 0] [8, 48] [1, 1]
//       CHECK:   %[[O:.*]] = tensor.extract_slice %[[ACC]][%[[OFF]], 0] [8, 48] [1, 1]
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[O]] : tensor<8x48xf32>)
//       CHECK:   %[[R:.*]] = linalg.add ins(%[[A]], %[[A]] : {{.*}}) outs(%[[F]] : tensor<8x48xf32>)
//       CHECK:   tensor.parallel_insert_slice %[[R]] into %[[ACC]][%[[OFF]], 0] [8, 48] [1, 1]

func.func @fuse_tiled(%a: tensor<32x48xf32>, %b: tensor<32x48xf32>) -> tensor<32x48xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%b : tensor<32x48xf32>) -> tensor<32x48xf32>
  %0 = linalg.add ins(%a, %a : tensor<32x48xf32>, tensor<32x48xf32>) outs(%f : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.add"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["linalg.fill"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %0 num_threads [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %2:2 = transform.structured.fuse_into_containing_op %f into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
