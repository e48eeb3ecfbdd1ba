// RUN: rmlir-opt %s --linalg-specialize-generic-ops | FileCheck %s
// Generic ops computing what a named op computes become that op.

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#sc = affine_map<(d0, d1) -> ()>
func.func @elementwise(%a: tensor<3x5xf16>, %b: tensor<3x5xf16>, %o: tensor<3x5xf16>, %x: f16) -> (tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x5xf16>) outs(%o : tensor<3x5xf16>) {
  ^bb0(%i: f16, %j: f16):
    linalg.yield %i : f16
  } -> tensor<3x5xf16>
  %1 = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]} ins(%x : f16) outs(%o : tensor<3x5xf16>) {
  ^bb0(%i: f16, %j: f16):
    linalg.yield %i : f16
  } -> tensor<3x5xf16>
  %2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<3x5xf16>, tensor<3x5xf16>) outs(%o : tensor<3x5xf16>) {
  ^bb0(%i: f16, %k: f16, %j: f16):
    %r = arith.divf %k, %i : f16
    linalg.yield %r : f16
  } -> tensor<3x5xf16>
  %3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x5xf16>) outs(%o : tensor<3x5xf16>) {
  ^bb0(%i: f16, %j: f16):
    %r = math.exp %i : f16
    linalg.yield %r : f16
  } -> tensor<3x5xf16>
  // Not elementwise (uses the init): stays.
  %4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x5xf16>) outs(%o : tensor<3x5xf16>) {
  ^bb0(%i: f16, %j: f16):
    %r = arith.mulf %i, %j : f16
    linalg.yield %r : f16
  } -> tensor<3x5xf16>
  return %0, %1, %2, %3, %4 : tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>
}
// CHECK-LABEL: func.func @elementwise
// CHECK: %0 = linalg.copy ins(%arg0 : tensor<3x5xf16>) outs(%arg2 : tensor<3x5xf16>) -> tensor<3x5xf16>
// CHECK: %1 = linalg.fill ins(%arg3 : f16) outs(%arg2 : tensor<3x5xf16>) -> tensor<3x5xf16>
// CHECK: %2 = linalg.div ins(%arg1, %arg0 : tensor<3x5xf16>, tensor<3x5xf16>) outs(%arg2 : tensor<3x5xf16>) -> tensor<3x5xf16>
// CHECK: %3 = linalg.exp ins(%arg0 : tensor<3x5xf16>) outs(%arg2 : tensor<3x5xf16>) -> tensor<3x5xf16>
// CHECK: %4 = linalg.generic

func.func @contractions(%a: memref<4x6xi32>, %at: memref<6x4xi32>, %b: memref<6x8xi32>, %bt: memref<8x6xi32>, %c: memref<4x8xi32>, %ba: memref<2x4x6xi32>, %bb: memref<2x6x8xi32>, %bc: memref<2x4x8xi32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%at, %b : memref<6x4xi32>, memref<6x8xi32>) outs(%c : memref<4x8xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %p = arith.muli %x, %y : i32
    %s = arith.addi %p, %z : i32
    linalg.yield %s : i32
  }
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %bt : memref<4x6xi32>, memref<8x6xi32>) outs(%c : memref<4x8xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %p = arith.muli %y, %x : i32
    %s = arith.addi %z, %p : i32
    linalg.yield %s : i32
  }
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%ba, %bb : memref<2x4x6xi32>, memref<2x6x8xi32>) outs(%bc : memref<2x4x8xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %p = arith.muli %x, %y : i32
    %s = arith.addi %z, %p : i32
    linalg.yield %s : i32
  }
  return
}
// CHECK-LABEL: func.func @contractions
// CHECK: linalg.matmul_transpose_a ins(%arg1, %arg2 : memref<6x4xi32>, memref<6x8xi32>) outs(%arg4 : memref<4x8xi32>)
// CHECK: linalg.matmul_transpose_b ins(%arg0, %arg3 : memref<4x6xi32>, memref<8x6xi32>) outs(%arg4 : memref<4x8xi32>)
// CHECK: linalg.batch_matmul ins(%arg5, %arg6 : memref<2x4x6xi32>, memref<2x6x8xi32>) outs(%arg7 : memref<2x4x8xi32>)
