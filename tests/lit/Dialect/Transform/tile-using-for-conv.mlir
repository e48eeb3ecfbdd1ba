// RUN: rmlir-opt %s --transform-interpreter --split-input-file -canonicalize -cse | FileCheck %s

// A convolution (indexing maps that are not projected permutations): the input tile
// covers the output tile plus the filter window.
// CHECK-LABEL: func.func @conv
//       CHECK: scf.for %[[I:.*]] = %c0 to %c8 step %c4
//       CHECK:   %[[X:.*]] = tensor.extract_slice %arg0[%[[I]]] [6] [1] : tensor<10xf32> to tensor<6xf32>
//       CHECK:   linalg.conv_1d ins(%[[X]], %arg1 : tensor<6xf32>, tensor<3xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
func.func @conv(%in: tensor<10xf32>, %f: tensor<3xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.conv_1d ins(%in, %f : tensor<10xf32>, tensor<3xf32>) outs(%out : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_1d"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %l = transform.structured.tile_using_for %0 tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
