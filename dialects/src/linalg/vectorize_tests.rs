//! Unit tests of the vectorizer: each input is vectorized op by op (every structured op of
//! every function, in order) and printed; the expected texts are `mlir-opt` 19's output for
//! the same functions through `transform.structured.vectorize`.

use super::{vectorize, VectorizeOptions};
use crate::context;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::walk::{WalkOptions, WalkResult};
use rmlir_ir::{IrNode, OpId, PrintFlags};

fn run(src: &str, sizes: &[i64]) -> String {
    let ctx = context();
    let mut m = rmlir_ir::parse_source(&ctx, src, "x.mlir", Default::default(), true)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let mb = m.body.isolated_body_mut(m.op).unwrap();
    let funcs: Vec<OpId> = {
        let r = mb.root_regions()[0];
        let b = mb.entry_block(r).unwrap();
        mb.block_ops(b).collect()
    };
    for f in funcs {
        let fb = mb.isolated_body_mut(f).unwrap();
        let mut targets = Vec::new();
        fb.walk_body(WalkOptions::pre_order(), |b, n| {
            if let IrNode::Op(o) = n {
                if super::super::is_structured(&ctx, b, o) {
                    targets.push(o);
                }
            }
            WalkResult::Advance
        });
        for t in targets {
            let mut rw = PatternRewriter::new(&ctx, fb);
            let o = VectorizeOptions {
                vector_sizes: sizes.to_vec(),
                ..Default::default()
            };
            vectorize(&mut rw, t, &o).expect("vectorized");
        }
    }
    rmlir_ir::verify(&ctx, &m.body, m.op).unwrap_or_else(|e| panic!("{e:?}"));
    rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, PrintFlags::default())
}

#[track_caller]
fn check(src: &str, sizes: &[i64], expected: &str) {
    let got = run(src, sizes);
    assert_eq!(got.trim_end(), expected.trim_end(), "\n{got}");
}

#[test]
fn elementwise_with_broadcast() {
    check(
        "func.func @add(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>, affine_map<(d0,d1)->(d1)>, affine_map<(d0,d1)->(d0,d1)>], iterator_types = [\"parallel\",\"parallel\"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    %t = math.exp %s : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}",
        &[],
        "#map = affine_map<(d0) -> (0, d0)>
module {
  func.func @add(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst : tensor<4x8xf32>, vector<4x8xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = vector.transfer_read %arg1[%c0], %cst_0 {in_bounds = [true, false], permutation_map = #map} : tensor<8xf32>, vector<4x8xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %2 = vector.transfer_read %arg2[%c0, %c0], %cst_1 : tensor<4x8xf32>, vector<4x8xf32>
    %3 = arith.addf %0, %1 : vector<4x8xf32>
    %4 = math.exp %3 : vector<4x8xf32>
    %c0_2 = arith.constant 0 : index
    %5 = vector.transfer_write %4, %arg2[%c0_2, %c0_2] : vector<4x8xf32>, tensor<4x8xf32>
    return %5 : tensor<4x8xf32>
  }
}",
    );
}

#[test]
fn reductions_contractions_named() {
    check(
        "func.func @red(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>, affine_map<(d0,d1)->(d0)>], iterator_types = [\"parallel\",\"reduction\"]} ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}
func.func @matmul(%a: memref<8x16xf32>, %b: memref<16x32xf32>, %c: memref<32x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m,n,k)->(m,k)>, affine_map<(m,n,k)->(k,n)>, affine_map<(m,n,k)->(n,m)>], iterator_types = [\"parallel\",\"parallel\",\"reduction\"]} ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<32x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }
  return
}
func.func @named(%a: tensor<4x8xi32>, %b: tensor<8x2xi32>, %c: tensor<4x2xi32>, %d: tensor<4x2xi32>) -> tensor<4x2xi32> {
  %z = arith.constant 3 : i32
  %f = linalg.fill ins(%z : i32) outs(%d : tensor<4x2xi32>) -> tensor<4x2xi32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xi32>, tensor<8x2xi32>) outs(%f : tensor<4x2xi32>) -> tensor<4x2xi32>
  %s = linalg.copy ins(%r : tensor<4x2xi32>) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  return %s : tensor<4x2xi32>
}
func.func @scalar(%a: memref<f32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<()->()>, affine_map<()->()>], iterator_types = []} ins(%a : memref<f32>) outs(%b : memref<f32>) {
  ^bb0(%x: f32, %z: f32):
    %s = math.sqrt %x : f32
    linalg.yield %s : f32
  }
  return
}",
        &[],
        "#map = affine_map<(d0, d1) -> (d0, 0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1, d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @red(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>) {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<4x8xf32>, vector<4x8xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = vector.transfer_read %arg1[%c0], %cst_0 : memref<4xf32>, vector<4xf32>
    %2 = vector.multi_reduction <add>, %0, %1 [1] : vector<4x8xf32> to vector<4xf32>
    %c0_1 = arith.constant 0 : index
    vector.transfer_write %2, %arg1[%c0_1] : vector<4xf32>, memref<4xf32>
    return
  }
  func.func @matmul(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<32x8xf32>) {
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [false, true, false], permutation_map = #map} : memref<8x16xf32>, vector<8x32x16xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = vector.transfer_read %arg1[%c0, %c0], %cst_0 {in_bounds = [true, false, false], permutation_map = #map1} : memref<16x32xf32>, vector<8x32x16xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %2 = vector.transfer_read %arg2[%c0, %c0], %cst_1 {permutation_map = #map2} : memref<32x8xf32>, vector<8x32xf32>
    %3 = arith.mulf %0, %1 : vector<8x32x16xf32>
    %4 = vector.multi_reduction <add>, %3, %2 [2] : vector<8x32x16xf32> to vector<8x32xf32>
    %c0_2 = arith.constant 0 : index
    vector.transfer_write %4, %arg2[%c0_2, %c0_2] {permutation_map = #map2} : vector<8x32xf32>, memref<32x8xf32>
    return
  }
  func.func @named(%arg0: tensor<4x8xi32>, %arg1: tensor<8x2xi32>, %arg2: tensor<4x2xi32>, %arg3: tensor<4x2xi32>) -> tensor<4x2xi32> {
    %c3_i32 = arith.constant 3 : i32
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = vector.transfer_read %arg3[%c0, %c0], %c0_i32 : tensor<4x2xi32>, vector<4x2xi32>
    %c0_0 = arith.constant 0 : index
    %cst = arith.constant dense<3> : vector<4x2xi32>
    %1 = vector.transfer_write %cst, %arg3[%c0_0, %c0_0] : vector<4x2xi32>, tensor<4x2xi32>
    %c4_1 = arith.constant 4 : index
    %c2_2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c0_3 = arith.constant 0 : index
    %c0_i32_4 = arith.constant 0 : i32
    %2 = vector.transfer_read %arg0[%c0_3, %c0_3], %c0_i32_4 {in_bounds = [false, true, false], permutation_map = #map} : tensor<4x8xi32>, vector<4x2x8xi32>
    %c0_i32_5 = arith.constant 0 : i32
    %3 = vector.transfer_read %arg1[%c0_3, %c0_3], %c0_i32_5 {in_bounds = [true, false, false], permutation_map = #map1} : tensor<8x2xi32>, vector<4x2x8xi32>
    %c0_i32_6 = arith.constant 0 : i32
    %4 = vector.transfer_read %1[%c0_3, %c0_3], %c0_i32_6 : tensor<4x2xi32>, vector<4x2xi32>
    %5 = arith.muli %2, %3 : vector<4x2x8xi32>
    %6 = vector.multi_reduction <add>, %5, %4 [2] : vector<4x2x8xi32> to vector<4x2xi32>
    %c0_7 = arith.constant 0 : index
    %7 = vector.transfer_write %6, %1[%c0_7, %c0_7] : vector<4x2xi32>, tensor<4x2xi32>
    %c4_8 = arith.constant 4 : index
    %c2_9 = arith.constant 2 : index
    %c0_10 = arith.constant 0 : index
    %c0_i32_11 = arith.constant 0 : i32
    %8 = vector.transfer_read %7[%c0_10, %c0_10], %c0_i32_11 : tensor<4x2xi32>, vector<4x2xi32>
    %c0_i32_12 = arith.constant 0 : i32
    %9 = vector.transfer_read %arg2[%c0_10, %c0_10], %c0_i32_12 : tensor<4x2xi32>, vector<4x2xi32>
    %c0_13 = arith.constant 0 : index
    %10 = vector.transfer_write %8, %arg2[%c0_13, %c0_13] : vector<4x2xi32>, tensor<4x2xi32>
    return %10 : tensor<4x2xi32>
  }
  func.func @scalar(%arg0: memref<f32>, %arg1: memref<f32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[], %cst : memref<f32>, vector<f32>
    %1 = vector.extractelement %0[] : vector<f32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %2 = vector.transfer_read %arg1[], %cst_0 : memref<f32>, vector<f32>
    %3 = vector.extractelement %2[] : vector<f32>
    %4 = math.sqrt %1 : f32
    %5 = vector.broadcast %4 : f32 to vector<f32>
    vector.transfer_write %5, %arg1[] : vector<f32>, memref<f32>
    return
  }
}
",
    );
}

#[test]
fn index_ops() {
    check(
        "func.func @idx(%c: tensor<4x8xindex>) -> tensor<4x8xindex> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>], iterator_types = [\"parallel\",\"parallel\"]} outs(%c : tensor<4x8xindex>) {
  ^bb0(%z: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<4x8xindex>
  return %r : tensor<4x8xindex>
}",
        &[],
        "module {
  func.func @idx(%arg0: tensor<4x8xindex>) -> tensor<4x8xindex> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = vector.transfer_read %arg0[%c0, %c0], %c0_0 : tensor<4x8xindex>, vector<4x8xindex>
    %1 = vector.step : vector<4xindex>
    %2 = vector.broadcast %1 : vector<4xindex> to vector<8x4xindex>
    %3 = vector.transpose %2, [1, 0] : vector<8x4xindex> to vector<4x8xindex>
    %4 = vector.step : vector<8xindex>
    %5 = vector.broadcast %4 : vector<8xindex> to vector<4x8xindex>
    %6 = arith.addi %3, %5 : vector<4x8xindex>
    %c0_1 = arith.constant 0 : index
    %7 = vector.transfer_write %6, %arg0[%c0_1, %c0_1] : vector<4x8xindex>, tensor<4x8xindex>
    return %7 : tensor<4x8xindex>
  }
}
",
    );
}

#[test]
fn dynamic_masked() {
    check(
        "func.func @dyn(%a: tensor<?x?xf32>, %c: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>, affine_map<(d0,d1)->(d0)>], iterator_types = [\"parallel\",\"reduction\"]} ins(%a : tensor<?x?xf32>) outs(%c : tensor<?xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.maximumf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}",
        &[4, 8],
        "module {
  func.func @dyn(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
    %1 = vector.mask %0 { vector.transfer_read %arg0[%c0_1, %c0_1], %cst {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %2 = vector.create_mask %dim : vector<4xi1>
    %3 = vector.mask %2 { vector.transfer_read %arg1[%c0_1], %cst_2 {in_bounds = [true]} : tensor<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    %4 = vector.mask %0 { vector.multi_reduction <maximumf>, %1, %3 [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
    %c0_3 = arith.constant 0 : index
    %5 = vector.mask %2 { vector.transfer_write %4, %arg1[%c0_3] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
    return %5 : tensor<?xf32>
  }
}
",
    );
}

#[test]
fn dynamic_matmul() {
    check(
        "func.func @dynmm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}",
        &[4, 8, 16],
        "#map = affine_map<(d0, d1) -> (d0, 0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1, d0)>
module {
  func.func @dynmm(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %arg0, %c1_1 : memref<?x?xf32>
    %c0_3 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.create_mask %dim, %dim_2 : vector<4x16xi1>
    %1 = vector.mask %0 { vector.transfer_read %arg0[%c0_3, %c0_3], %cst {in_bounds = [true, true, true], permutation_map = #map} : memref<?x?xf32>, vector<4x8x16xf32> } : vector<4x16xi1> -> vector<4x8x16xf32>
    %cst_4 = arith.constant 0.000000e+00 : f32
    %2 = vector.create_mask %dim_2, %dim_0 : vector<16x8xi1>
    %3 = vector.mask %2 { vector.transfer_read %arg1[%c0_3, %c0_3], %cst_4 {in_bounds = [true, true, true], permutation_map = #map1} : memref<?x?xf32>, vector<4x8x16xf32> } : vector<16x8xi1> -> vector<4x8x16xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %4 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
    %5 = vector.mask %4 { vector.transfer_read %arg2[%c0_3, %c0_3], %cst_5 {in_bounds = [true, true]} : memref<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
    %6 = arith.mulf %1, %3 : vector<4x8x16xf32>
    %7 = vector.create_mask %dim, %dim_0, %dim_2 : vector<4x8x16xi1>
    %8 = vector.mask %7 { vector.multi_reduction <add>, %6, %5 [2] : vector<4x8x16xf32> to vector<4x8xf32> } : vector<4x8x16xi1> -> vector<4x8xf32>
    %c0_6 = arith.constant 0 : index
    vector.mask %4 { vector.transfer_write %8, %arg2[%c0_6, %c0_6] {in_bounds = [true, true]} : vector<4x8xf32>, memref<?x?xf32> } : vector<4x8xi1>
    return
  }
}
",
    );
}

use super::super::vectorize_patterns::{vectorize_children_and_apply_patterns, ChildrenOptions};

/// `vectorize_children_and_apply_patterns` on every function of `src`.
fn run_children(src: &str, o: &ChildrenOptions) -> String {
    let ctx = context();
    let mut m = rmlir_ir::parse_source(&ctx, src, "x.mlir", Default::default(), true)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let mb = m.body.isolated_body_mut(m.op).unwrap();
    let funcs: Vec<OpId> = {
        let r = mb.root_regions()[0];
        let b = mb.entry_block(r).unwrap();
        mb.block_ops(b).collect()
    };
    for f in funcs {
        let fb = mb.isolated_body_mut(f).unwrap();
        vectorize_children_and_apply_patterns(&ctx, fb, o);
        fb.commit();
    }
    rmlir_ir::verify(&ctx, &m.body, m.op).unwrap_or_else(|e| panic!("{e:?}"));
    rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, PrintFlags::default())
}

#[track_caller]
fn check_children(src: &str, o: &ChildrenOptions, expected: &str) {
    let got = run_children(src, o);
    assert_eq!(got.trim_end(), expected.trim_end(), "\n{got}");
}

#[test]
fn children_permutation_lowering() {
    check_children(
        "func.func @mm(%a: memref<8x16xf32>, %b: memref<16x32xf32>, %c: memref<8x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m,n,k)->(m,k)>, affine_map<(m,n,k)->(k,n)>, affine_map<(m,n,k)->(m,n)>], iterator_types = [\"parallel\",\"parallel\",\"reduction\"]} ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<8x32xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }
  return
}
func.func @tr(%a: tensor<4x8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x16x4xf32> {
  %e = tensor.empty() : tensor<8x16x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1,d2)->(d2,d0,d1)>, affine_map<(d0,d1,d2)->(d1,d2)>, affine_map<(d0,d1,d2)->(d0,d1,d2)>], iterator_types = [\"parallel\",\"parallel\",\"parallel\"]} ins(%a, %b : tensor<4x8x16xf32>, tensor<16x4xf32>) outs(%e : tensor<8x16x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x16x4xf32>
  return %r : tensor<8x16x4xf32>
}
func.func @fill(%a: memref<8x16xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%a : memref<8x16xf32>)
  return
}",
        &ChildrenOptions { disable_multi_reduction_to_contract_patterns: true, ..Default::default() },
        "module {
  func.func @mm(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<8x32xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<8x16xf32>, vector<8x16xf32>
    %1 = vector.broadcast %0 : vector<8x16xf32> to vector<32x8x16xf32>
    %2 = vector.transpose %1, [1, 0, 2] : vector<32x8x16xf32> to vector<8x32x16xf32>
    %3 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x32xf32>, vector<16x32xf32>
    %4 = vector.broadcast %3 : vector<16x32xf32> to vector<8x16x32xf32>
    %5 = vector.transpose %4, [0, 2, 1] : vector<8x16x32xf32> to vector<8x32x16xf32>
    %6 = vector.transfer_read %arg2[%c0, %c0], %cst {in_bounds = [true, true]} : memref<8x32xf32>, vector<8x32xf32>
    %7 = arith.mulf %2, %5 : vector<8x32x16xf32>
    %8 = vector.multi_reduction <add>, %7, %6 [2] : vector<8x32x16xf32> to vector<8x32xf32>
    vector.transfer_write %8, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<8x32xf32>, memref<8x32xf32>
    return
  }
  func.func @tr(%arg0: tensor<4x8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x16x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<8x16x4xf32>
    %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true]} : tensor<4x8x16xf32>, vector<4x8x16xf32>
    %2 = vector.transpose %1, [1, 2, 0] : vector<4x8x16xf32> to vector<8x16x4xf32>
    %3 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<16x4xf32>, vector<16x4xf32>
    %4 = vector.broadcast %3 : vector<16x4xf32> to vector<8x16x4xf32>
    %5 = arith.subf %2, %4 : vector<8x16x4xf32>
    %6 = vector.transfer_write %5, %0[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<8x16x4xf32>, tensor<8x16x4xf32>
    return %6 : tensor<8x16x4xf32>
  }
  func.func @fill(%arg0: memref<8x16xf32>, %arg1: f32) {
    %c0 = arith.constant 0 : index
    %0 = vector.broadcast %arg1 : f32 to vector<8x16xf32>
    vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<8x16xf32>, memref<8x16xf32>
    return
  }
}
",
    );
}

#[test]
fn children_no_lowering() {
    check_children(
        "func.func @mm(%a: memref<8x16xf32>, %b: memref<16x32xf32>, %c: memref<8x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m,n,k)->(m,k)>, affine_map<(m,n,k)->(k,n)>, affine_map<(m,n,k)->(m,n)>], iterator_types = [\"parallel\",\"parallel\",\"reduction\"]} ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<8x32xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }
  return
}
func.func @tr(%a: tensor<4x8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x16x4xf32> {
  %e = tensor.empty() : tensor<8x16x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1,d2)->(d2,d0,d1)>, affine_map<(d0,d1,d2)->(d1,d2)>, affine_map<(d0,d1,d2)->(d0,d1,d2)>], iterator_types = [\"parallel\",\"parallel\",\"parallel\"]} ins(%a, %b : tensor<4x8x16xf32>, tensor<16x4xf32>) outs(%e : tensor<8x16x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x16x4xf32>
  return %r : tensor<8x16x4xf32>
}
func.func @fill(%a: memref<8x16xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%a : memref<8x16xf32>)
  return
}",
        &ChildrenOptions { disable_multi_reduction_to_contract_patterns: true, disable_transfer_permutation_map_lowering_patterns: true, ..Default::default() },
        "#map = affine_map<(d0, d1) -> (d0, 0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1, d0)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map3 = affine_map<(d0, d1) -> (0, d0, d1)>
module {
  func.func @mm(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<8x32xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true, true], permutation_map = #map} : memref<8x16xf32>, vector<8x32x16xf32>
    %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true, true], permutation_map = #map1} : memref<16x32xf32>, vector<8x32x16xf32>
    %2 = vector.transfer_read %arg2[%c0, %c0], %cst {in_bounds = [true, true]} : memref<8x32xf32>, vector<8x32xf32>
    %3 = arith.mulf %0, %1 : vector<8x32x16xf32>
    %4 = vector.multi_reduction <add>, %3, %2 [2] : vector<8x32x16xf32> to vector<8x32xf32>
    vector.transfer_write %4, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<8x32xf32>, memref<8x32xf32>
    return
  }
  func.func @tr(%arg0: tensor<4x8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x16x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<8x16x4xf32>
    %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true, true, true], permutation_map = #map2} : tensor<4x8x16xf32>, vector<8x16x4xf32>
    %2 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true, true], permutation_map = #map3} : tensor<16x4xf32>, vector<8x16x4xf32>
    %3 = arith.subf %1, %2 : vector<8x16x4xf32>
    %4 = vector.transfer_write %3, %0[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<8x16x4xf32>, tensor<8x16x4xf32>
    return %4 : tensor<8x16x4xf32>
  }
  func.func @fill(%arg0: memref<8x16xf32>, %arg1: f32) {
    %c0 = arith.constant 0 : index
    %0 = vector.broadcast %arg1 : f32 to vector<8x16xf32>
    vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<8x16xf32>, memref<8x16xf32>
    return
  }
}
",
    );
}

/// Development harness (ignored): runs the cases of `$VECTORIZE_CASES` (`NAME.mlir`, the
/// functions of a test unit; `NAME.json`, what its transform script does; `NAME.expected`,
/// `mlir-opt` 19's output without the script) and reports which match.
#[test]
#[ignore]
fn upstream_cases() {
    let Ok(dir) = std::env::var("VECTORIZE_CASES") else {
        return;
    };
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "mlir").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    let (mut pass, mut total) = (0, 0);
    for n in names {
        total += 1;
        let src = std::fs::read_to_string(format!("{dir}/{n}.mlir")).unwrap();
        let mode = std::fs::read_to_string(format!("{dir}/{n}.json")).unwrap();
        let expected = std::fs::read_to_string(format!("{dir}/{n}.expected")).unwrap();
        let got = std::panic::catch_unwind(|| run_case(&src, &mode));
        match got {
            Ok(g) if g.trim_end() == expected.trim_end() => {
                pass += 1;
                println!("PASS {n}");
            }
            Ok(g) => {
                println!("FAIL {n}");
                std::fs::write(format!("{dir}/{n}.got"), g).unwrap();
            }
            Err(_) => println!("PANIC {n}"),
        }
    }
    println!("{pass}/{total}");
}

fn run_case(src: &str, mode: &str) -> String {
    let ctx = context();
    let field = |k: &str| -> String {
        let i = mode.find(&format!("\"{k}\": ")).map(|i| i + k.len() + 4);
        i.map(|i| {
            let rest = &mode[i..];
            let end = rest.find([',', '}']).unwrap_or(rest.len());
            let end = if rest.starts_with('[') {
                rest.find(']').unwrap() + 1
            } else {
                end
            };
            rest[..end].trim().trim_matches('"').to_string()
        })
        .unwrap_or_default()
    };
    let kind = field("kind");
    let opn = field("op");
    let mut m = match rmlir_ir::parse_source(&ctx, src, "x.mlir", Default::default(), true) {
        Ok(m) => m,
        Err(e) => return format!("parse error {e:?}"),
    };
    let mb = m.body.isolated_body_mut(m.op).unwrap();
    let funcs: Vec<OpId> = {
        let r = mb.root_regions()[0];
        let b = mb.entry_block(r).unwrap();
        mb.block_ops(b).collect()
    };
    for f in funcs {
        let Some(fb) = mb.isolated_body_mut(f) else {
            continue;
        };
        let mut targets = Vec::new();
        fb.walk_body(WalkOptions::pre_order(), |b, n| {
            if let IrNode::Op(o) = n {
                if ctx.op_name_str(b.op_name(o)) == opn {
                    targets.push(o);
                }
            }
            WalkResult::Advance
        });
        if targets.is_empty() {
            continue;
        }
        if kind == "children" {
            let flags = field("flags");
            let o = ChildrenOptions {
                vectorize_padding: flags.contains("vectorize_padding"),
                vectorize_nd_extract: flags.contains("vectorize_nd_extract"),
                flatten_1d_depthwise_conv: flags.contains("flatten_1d_depthwise_conv"),
                disable_multi_reduction_to_contract_patterns: flags
                    .contains("disable_multi_reduction_to_contract_patterns"),
                disable_transfer_permutation_map_lowering_patterns: flags
                    .contains("disable_transfer_permutation_map_lowering_patterns"),
            };
            vectorize_children_and_apply_patterns(&ctx, fb, &o);
        } else {
            let sizes: Vec<i64> = field("sizes")
                .trim_matches(['[', ']'])
                .split(',')
                .filter_map(|s| s.trim().parse().ok())
                .collect();
            let o = VectorizeOptions {
                vector_sizes: sizes,
                vectorize_nd_extract: field("nd") == "true",
                ..Default::default()
            };
            for t in targets {
                let mut rw = PatternRewriter::new(&ctx, fb);
                if vectorize(&mut rw, t, &o).is_err() {
                    return "vectorize failed".into();
                }
            }
        }
        fb.commit();
    }
    rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, PrintFlags::default())
}

#[test]
fn children_contract_and_extract() {
    check_children(
        "func.func @contract(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
func.func @gather(%t: tensor<3x3xf32>, %idx: tensor<4xi32>, %o: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0)>, affine_map<(d0,d1)->(d0,d1)>], iterator_types = [\"parallel\",\"parallel\"]} ins(%idx : tensor<4xi32>) outs(%o : tensor<4x2xf32>) {
  ^bb0(%i: i32, %out: f32):
    %ii = arith.index_cast %i : i32 to index
    %j = linalg.index 1 : index
    %e = tensor.extract %t[%ii, %j] : tensor<3x3xf32>
    linalg.yield %e : f32
  } -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
func.func @contiguous(%t: tensor<8x16xf32>, %o: tensor<1x4xf32>, %k: index) -> tensor<1x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>], iterator_types = [\"parallel\",\"parallel\"]} outs(%o : tensor<1x4xf32>) {
  ^bb0(%out: f32):
    %j = linalg.index 1 : index
    %jj = arith.addi %j, %k : index
    %e = tensor.extract %t[%k, %jj] : tensor<8x16xf32>
    linalg.yield %e : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}",
        &ChildrenOptions { vectorize_nd_extract: true, ..Default::default() },
        "#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @contract(%arg0: tensor<8x4xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<8x4xf32>, vector<8x4xf32>
    %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x16xf32>, vector<4x16xf32>
    %2 = vector.transfer_read %arg2[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<8x16xf32>, vector<8x16xf32>
    %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = [\"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>} %0, %1, %2 : vector<8x4xf32>, vector<4x16xf32> into vector<8x16xf32>
    %4 = vector.transfer_write %3, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<8x16xf32>, tensor<8x16xf32>
    return %4 : tensor<8x16xf32>
  }
  func.func @gather(%arg0: tensor<3x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %cst = arith.constant dense<3> : vector<2x4xindex>
    %cst_0 = arith.constant dense<0.000000e+00> : vector<4x2xf32>
    %cst_1 = arith.constant dense<true> : vector<4x2xi1>
    %cst_2 = arith.constant dense<[0, 1]> : vector<2xindex>
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = vector.transfer_read %arg1[%c0], %c0_i32 {in_bounds = [true]} : tensor<4xi32>, vector<4xi32>
    %1 = arith.index_cast %0 : vector<4xi32> to vector<4xindex>
    %2 = vector.broadcast %1 : vector<4xindex> to vector<2x4xindex>
    %3 = arith.muli %2, %cst : vector<2x4xindex>
    %4 = vector.transpose %3, [1, 0] : vector<2x4xindex> to vector<4x2xindex>
    %5 = vector.broadcast %cst_2 : vector<2xindex> to vector<4x2xindex>
    %6 = arith.addi %5, %4 : vector<4x2xindex>
    %7 = vector.gather %arg0[%c0, %c0] [%6], %cst_1, %cst_0 : tensor<3x3xf32>, vector<4x2xindex>, vector<4x2xi1>, vector<4x2xf32> into vector<4x2xf32>
    %8 = vector.transfer_write %7, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<4x2xf32>
    return %8 : tensor<4x2xf32>
  }
  func.func @contiguous(%arg0: tensor<8x16xf32>, %arg1: tensor<1x4xf32>, %arg2: index) -> tensor<1x4xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
    %0 = vector.broadcast %arg2 : index to vector<4xindex>
    %1 = arith.addi %0, %cst_0 : vector<4xindex>
    %2 = vector.extractelement %1[%c0_i32 : i32] : vector<4xindex>
    %3 = vector.transfer_read %arg0[%arg2, %2], %cst {in_bounds = [true, true]} : tensor<8x16xf32>, vector<1x4xf32>
    %4 = vector.transfer_write %3, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<1x4xf32>
    return %4 : tensor<1x4xf32>
  }
}
",
    );
}

#[test]
fn children_pad() {
    check_children(
        "func.func @pad_read(%arg0: tensor<4x3xf32>) -> vector<6x5xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.0 : f32
  %q = arith.constant 2.0 : f32
  %0 = tensor.pad %arg0 low[0, 0] high[4, 4] {
    ^bb0(%i: index, %j: index):
      tensor.yield %p : f32
  } : tensor<4x3xf32> to tensor<8x7xf32>
  %1 = vector.transfer_read %0[%c0, %c0], %q : tensor<8x7xf32>, vector<6x5xf32>
  return %1 : vector<6x5xf32>
}
func.func @pad_generic(%arg0: tensor<3x?xf32>, %v: f32) -> tensor<4x6xf32> {
  %0 = tensor.pad %arg0 low[1, 0] high[0, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
  } : tensor<3x?xf32> to tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}",
        &ChildrenOptions { vectorize_padding: true, ..Default::default() },
        "module {
  func.func @pad_read(%arg0: tensor<4x3xf32>) -> vector<6x5xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst : tensor<4x3xf32>, vector<6x5xf32>
    return %0 : vector<6x5xf32>
  }
  func.func @pad_generic(%arg0: tensor<3x?xf32>, %arg1: f32) -> tensor<4x6xf32> {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<4x6xf32>
    %1 = vector.broadcast %arg1 : f32 to vector<4x6xf32>
    %2 = vector.transfer_write %1, %0[%c0, %c0] {in_bounds = [true, true]} : vector<4x6xf32>, tensor<4x6xf32>
    %3 = vector.transfer_read %arg0[%c0, %c0], %arg1 {in_bounds = [true, false]} : tensor<3x?xf32>, vector<3x6xf32>
    %4 = vector.transfer_write %3, %2[%c1, %c0] {in_bounds = [true, true]} : vector<3x6xf32>, tensor<4x6xf32>
    return %4 : tensor<4x6xf32>
  }
}
",
    );
}

#[test]
fn convolutions() {
    check(
        "func.func @conv1d_nwc(%input: memref<4x6x3xf32>, %filter: memref<1x3x8xf32>, %output: memref<4x2x8xf32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>}
    ins(%input, %filter : memref<4x6x3xf32>, memref<1x3x8xf32>) outs(%output : memref<4x2x8xf32>)
  return
}
func.func @conv1d_ncw(%input: tensor<4x3x6xf32>, %filter: tensor<8x3x2xf32>, %output: tensor<4x8x5xf32>) -> tensor<4x8x5xf32> {
  %r = linalg.conv_1d_ncw_fcw ins(%input, %filter : tensor<4x3x6xf32>, tensor<8x3x2xf32>) outs(%output : tensor<4x8x5xf32>) -> tensor<4x8x5xf32>
  return %r : tensor<4x8x5xf32>
}
func.func @conv1d(%input: memref<8xf32>, %filter: memref<3xf32>, %output: memref<6xf32>) {
  linalg.conv_1d ins(%input, %filter : memref<8xf32>, memref<3xf32>) outs(%output : memref<6xf32>)
  return
}
func.func @dw(%input: memref<3x5x4xi8>, %filter: memref<2x4xi8>, %output: memref<3x2x4xi32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %filter : memref<3x5x4xi8>, memref<2x4xi8>) outs(%output : memref<3x2x4xi32>)
  return
}
func.func @pool(%input: tensor<1x8x3xf32>, %filter: tensor<2xf32>, %output: tensor<1x7x3xf32>) -> tensor<1x7x3xf32> {
  %r = linalg.pooling_nwc_max ins(%input, %filter : tensor<1x8x3xf32>, tensor<2xf32>) outs(%output : tensor<1x7x3xf32>) -> tensor<1x7x3xf32>
  return %r : tensor<1x7x3xf32>
}",
        &[],
        "#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @conv1d_nwc(%arg0: memref<4x6x3xf32>, %arg1: memref<1x3x8xf32>, %arg2: memref<4x2x8xf32>) {
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : memref<4x6x3xf32>, vector<4x4x3xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_0 : memref<1x3x8xf32>, vector<1x3x8xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : memref<4x2x8xf32>, vector<4x2x8xf32>
    %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [4, 1, 3], strides = [1, 1, 1]} : vector<4x4x3xf32> to vector<4x1x3xf32>
    %4 = vector.extract_strided_slice %0 {offsets = [0, 3, 0], sizes = [4, 1, 3], strides = [1, 1, 1]} : vector<4x4x3xf32> to vector<4x1x3xf32>
    %5 = vector.extract %1[0] : vector<3x8xf32> from vector<1x3x8xf32>
    %6 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [4, 1, 8], strides = [1, 1, 1]} : vector<4x2x8xf32> to vector<4x1x8xf32>
    %7 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [4, 1, 8], strides = [1, 1, 1]} : vector<4x2x8xf32> to vector<4x1x8xf32>
    %8 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>} %3, %5, %6 : vector<4x1x3xf32>, vector<3x8xf32> into vector<4x1x8xf32>
    %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>} %4, %5, %7 : vector<4x1x3xf32>, vector<3x8xf32> into vector<4x1x8xf32>
    %10 = vector.insert_strided_slice %8, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<4x1x8xf32> into vector<4x2x8xf32>
    %11 = vector.insert_strided_slice %9, %10 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<4x1x8xf32> into vector<4x2x8xf32>
    vector.transfer_write %11, %arg2[%c0, %c0, %c0] : vector<4x2x8xf32>, memref<4x2x8xf32>
    return
  }
  func.func @conv1d_ncw(%arg0: tensor<4x3x6xf32>, %arg1: tensor<8x3x2xf32>, %arg2: tensor<4x8x5xf32>) -> tensor<4x8x5xf32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<4x3x6xf32>, vector<4x3x6xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_0 : tensor<8x3x2xf32>, vector<8x3x2xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : tensor<4x8x5xf32>, vector<4x8x5xf32>
    %3 = vector.transpose %0, [0, 2, 1] : vector<4x3x6xf32> to vector<4x6x3xf32>
    %4 = vector.transpose %1, [2, 1, 0] : vector<8x3x2xf32> to vector<2x3x8xf32>
    %5 = vector.transpose %2, [0, 2, 1] : vector<4x8x5xf32> to vector<4x5x8xf32>
    %6 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [4, 5, 3], strides = [1, 1, 1]} : vector<4x6x3xf32> to vector<4x5x3xf32>
    %7 = vector.extract_strided_slice %3 {offsets = [0, 1, 0], sizes = [4, 5, 3], strides = [1, 1, 1]} : vector<4x6x3xf32> to vector<4x5x3xf32>
    %8 = vector.extract %4[0] : vector<3x8xf32> from vector<2x3x8xf32>
    %9 = vector.extract %4[1] : vector<3x8xf32> from vector<2x3x8xf32>
    %10 = vector.extract_strided_slice %5 {offsets = [0, 0, 0], sizes = [4, 5, 8], strides = [1, 1, 1]} : vector<4x5x8xf32> to vector<4x5x8xf32>
    %11 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>} %6, %8, %10 : vector<4x5x3xf32>, vector<3x8xf32> into vector<4x5x8xf32>
    %12 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>} %7, %9, %11 : vector<4x5x3xf32>, vector<3x8xf32> into vector<4x5x8xf32>
    %13 = vector.insert_strided_slice %12, %5 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<4x5x8xf32> into vector<4x5x8xf32>
    %14 = vector.transpose %13, [0, 2, 1] : vector<4x5x8xf32> to vector<4x8x5xf32>
    %15 = vector.transfer_write %14, %arg2[%c0, %c0, %c0] : vector<4x8x5xf32>, tensor<4x8x5xf32>
    return %15 : tensor<4x8x5xf32>
  }
  func.func @conv1d(%arg0: memref<8xf32>, %arg1: memref<3xf32>, %arg2: memref<6xf32>) {
    %c6 = arith.constant 6 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0], %cst : memref<8xf32>, vector<8xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = vector.transfer_read %arg1[%c0], %cst_0 : memref<3xf32>, vector<3xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %2 = vector.transfer_read %arg2[%c0], %cst_1 : memref<6xf32>, vector<6xf32>
    %3 = vector.extract_strided_slice %0 {offsets = [0], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
    %4 = vector.extract_strided_slice %0 {offsets = [1], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
    %5 = vector.extract_strided_slice %0 {offsets = [2], sizes = [6], strides = [1]} : vector<8xf32> to vector<6xf32>
    %6 = vector.extract %1[0] : f32 from vector<3xf32>
    %7 = vector.extract %1[1] : f32 from vector<3xf32>
    %8 = vector.extract %1[2] : f32 from vector<3xf32>
    %9 = vector.extract_strided_slice %2 {offsets = [0], sizes = [6], strides = [1]} : vector<6xf32> to vector<6xf32>
    %10 = vector.outerproduct %3, %6, %9 {kind = #vector.kind<add>} : vector<6xf32>, f32
    %11 = vector.outerproduct %4, %7, %10 {kind = #vector.kind<add>} : vector<6xf32>, f32
    %12 = vector.outerproduct %5, %8, %11 {kind = #vector.kind<add>} : vector<6xf32>, f32
    %13 = vector.insert_strided_slice %12, %2 {offsets = [0], strides = [1]} : vector<6xf32> into vector<6xf32>
    vector.transfer_write %13, %arg2[%c0] : vector<6xf32>, memref<6xf32>
    return
  }
  func.func @dw(%arg0: memref<3x5x4xi8>, %arg1: memref<2x4xi8>, %arg2: memref<3x2x4xi32>) {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c2_0 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0_i8 = arith.constant 0 : i8
    %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 : memref<3x5x4xi8>, vector<3x4x4xi8>
    %c0_i8_1 = arith.constant 0 : i8
    %1 = vector.transfer_read %arg1[%c0, %c0], %c0_i8_1 : memref<2x4xi8>, vector<2x4xi8>
    %c0_i32 = arith.constant 0 : i32
    %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 : memref<3x2x4xi32>, vector<3x2x4xi32>
    %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<3x4x4xi8> to vector<3x2x4xi8>
    %4 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<3x4x4xi8> to vector<3x2x4xi8>
    %5 = vector.extract %1[0] : vector<4xi8> from vector<2x4xi8>
    %6 = vector.extract %1[1] : vector<4xi8> from vector<2x4xi8>
    %7 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<3x2x4xi32> to vector<3x2x4xi32>
    %8 = arith.extsi %3 : vector<3x2x4xi8> to vector<3x2x4xi32>
    %9 = vector.broadcast %5 : vector<4xi8> to vector<3x2x4xi8>
    %10 = arith.extsi %9 : vector<3x2x4xi8> to vector<3x2x4xi32>
    %11 = arith.muli %8, %10 : vector<3x2x4xi32>
    %12 = arith.addi %11, %7 : vector<3x2x4xi32>
    %13 = arith.extsi %4 : vector<3x2x4xi8> to vector<3x2x4xi32>
    %14 = vector.broadcast %6 : vector<4xi8> to vector<3x2x4xi8>
    %15 = arith.extsi %14 : vector<3x2x4xi8> to vector<3x2x4xi32>
    %16 = arith.muli %13, %15 : vector<3x2x4xi32>
    %17 = arith.addi %16, %12 : vector<3x2x4xi32>
    %18 = vector.insert_strided_slice %17, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<3x2x4xi32> into vector<3x2x4xi32>
    vector.transfer_write %18, %arg2[%c0, %c0, %c0] : vector<3x2x4xi32>, memref<3x2x4xi32>
    return
  }
  func.func @pool(%arg0: tensor<1x8x3xf32>, %arg1: tensor<2xf32>, %arg2: tensor<1x7x3xf32>) -> tensor<1x7x3xf32> {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x8x3xf32>, vector<1x8x3xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_0 : tensor<1x7x3xf32>, vector<1x7x3xf32>
    %2 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
    %3 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
    %4 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x7x3xf32> to vector<1x7x3xf32>
    %5 = arith.maximumf %2, %4 : vector<1x7x3xf32>
    %6 = arith.maximumf %3, %5 : vector<1x7x3xf32>
    %7 = vector.insert_strided_slice %6, %1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x7x3xf32> into vector<1x7x3xf32>
    %8 = vector.transfer_write %7, %arg2[%c0, %c0, %c0] : vector<1x7x3xf32>, tensor<1x7x3xf32>
    return %8 : tensor<1x7x3xf32>
  }
}
",
    );
}
