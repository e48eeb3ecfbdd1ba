// RUN: not rmlir-opt %s -test-linalg-data-layout-propagation 2>&1 | FileCheck %s --allow-empty

// As upstream (MLIR 19), bubbling a pack up through a generic creates the new destination
// before finding that the packed dim is a reduction: the pattern fails leaving a dead
// `tensor.empty` behind, which the driver erases, again and again: the rewrite does not
// converge and the pass fails without a diagnostic (nothing printed).

// CHECK-NOT: func.func

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @no_bubble_reduction(%a: tensor<16x16xf32>) -> tensor<16x2x8xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  %d = tensor.empty() : tensor<16x2x8xf32>
  %p = tensor.pack %g inner_dims_pos = [1] inner_tiles = [8] into %d : tensor<16x16xf32> -> tensor<16x2x8xf32>
  return %p : tensor<16x2x8xf32>
}
