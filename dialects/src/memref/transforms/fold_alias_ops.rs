//! `fold-memref-alias-ops` (upstream's `FoldMemRefAliasOps.cpp`, MLIR 19): loads and stores
//! through a `memref.subview`, `memref.expand_shape` or `memref.collapse_shape` access the
//! source memref directly, with the indices recomputed by composed-folded `affine.apply`s;
//! `subview(subview(x))` with unit strides becomes one subview of `x`.
//!
//! Consumers handled: `memref.load`/`memref.store`, `affine.load`/`affine.store`, the vector
//! loads and stores (`vector.load`/`store`/`maskedload`/`maskedstore`, and through subviews
//! `vector.transfer_read`/`transfer_write`, their permutation maps expanded to the source
//! rank) and `gpu.subgroup_mma_load_matrix`/`store_matrix`. The nvgpu consumers of upstream
//! are not (those ops are generic-only here).

use super::expand_strided_metadata::create_op;
use super::layout_util::{
    dropped_dims, memref_parts, mixed_offsets_sizes_strides, reassociation, DYNAMIC,
};
use crate::affine::utils::{
    constant_int, int_attr_value, make_composed_folded_affine_apply, map_attr, map_of,
    value_or_constant_index, OpFoldResult,
};
use crate::vector::transfer::Transfer;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{Attribute, Body, Context, Location, OpId, Type, ValueId};

pub fn info() -> PassInfo {
    PassInfo {
        argument: "fold-memref-alias-ops",
        description: "Fold memref alias ops into consumer load/store ops",
        create: || {
            Box::new(FoldMemRefAliasOps {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct FoldMemRefAliasOps {
    options: PassOptions,
}

impl Pass for FoldMemRefAliasOps {
    fn name(&self) -> &'static str {
        "FoldMemRefAliasOps"
    }
    fn argument(&self) -> &'static str {
        "fold-memref-alias-ops"
    }
    fn description(&self) -> &'static str {
        "Fold memref alias ops into consumer load/store ops"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut set = RewritePatternSet::new();
        populate_fold_memref_alias_op_patterns(ctx, &mut set);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            super::commit_all(body);
        }
        Ok(())
    }
}

/// The kind of producer a pattern folds.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Producer {
    SubView,
    ExpandShape,
    CollapseShape,
}

impl Producer {
    fn op_name(self) -> &'static str {
        match self {
            Producer::SubView => "memref.subview",
            Producer::ExpandShape => "memref.expand_shape",
            Producer::CollapseShape => "memref.collapse_shape",
        }
    }
}

/// The consumers of each producer, in upstream's `populateFoldMemRefAliasOpPatterns` order
/// (loads, then stores; the nvgpu consumers are not handled).
const SUBVIEW_LOADS: &[&str] = &[
    "affine.load",
    "memref.load",
    "vector.load",
    "vector.maskedload",
    "vector.transfer_read",
    "gpu.subgroup_mma_load_matrix",
];
const SUBVIEW_STORES: &[&str] = &[
    "affine.store",
    "memref.store",
    "vector.transfer_write",
    "vector.store",
    "vector.maskedstore",
    "gpu.subgroup_mma_store_matrix",
];
const RESHAPE_LOADS: &[&str] = &[
    "affine.load",
    "memref.load",
    "vector.load",
    "vector.maskedload",
];
const RESHAPE_STORES: &[&str] = &[
    "affine.store",
    "memref.store",
    "vector.store",
    "vector.maskedstore",
];

/// Upstream `populateFoldMemRefAliasOpPatterns`.
pub fn populate_fold_memref_alias_op_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    use Producer::*;
    type F = fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult;
    let groups: [(&[&str], &str, F); 6] = [
        (SUBVIEW_LOADS, "LoadOpOfSubViewOpFolder", |op, rw| {
            fold_access(op, rw, SubView)
        }),
        (SUBVIEW_STORES, "StoreOpOfSubViewOpFolder", |op, rw| {
            fold_access(op, rw, SubView)
        }),
        (RESHAPE_LOADS, "LoadOpOfExpandShapeOpFolder", |op, rw| {
            fold_access(op, rw, ExpandShape)
        }),
        (RESHAPE_STORES, "StoreOpOfExpandShapeOpFolder", |op, rw| {
            fold_access(op, rw, ExpandShape)
        }),
        (RESHAPE_LOADS, "LoadOpOfCollapseShapeOpFolder", |op, rw| {
            fold_access(op, rw, CollapseShape)
        }),
        (
            RESHAPE_STORES,
            "StoreOpOfCollapseShapeOpFolder",
            |op, rw| fold_access(op, rw, CollapseShape),
        ),
    ];
    for (consumers, name, f) in groups {
        for consumer in consumers {
            set.add_fn(ctx, consumer, 1, name, f);
        }
    }
    set.add_fn(
        ctx,
        "memref.subview",
        1,
        "SubViewOfSubViewFolder",
        subview_of_subview,
    );
}

/// A load or store: where its memref and indices are.
struct Access {
    name: &'static str,
    memref_index: usize,
    /// The indices are operands `memref_index + 1 ..  memref_index + 1 + num_indices`.
    num_indices: usize,
}

impl Access {
    fn affine(&self) -> bool {
        self.name.starts_with("affine.")
    }
}

fn access(ctx: &Context, body: &Body, op: OpId) -> Option<Access> {
    let name = ctx.op_name_str(body.op_name(op));
    let n = body.num_operands(op);
    let (name, memref_index, num_indices): (&'static str, usize, usize) = match name {
        "memref.load" => ("memref.load", 0, n.checked_sub(1)?),
        "memref.store" => ("memref.store", 1, n.checked_sub(2)?),
        "affine.load" => ("affine.load", 0, n.checked_sub(1)?),
        "affine.store" => ("affine.store", 1, n.checked_sub(2)?),
        "vector.load" => ("vector.load", 0, n.checked_sub(1)?),
        "vector.store" => ("vector.store", 1, n.checked_sub(2)?),
        "vector.maskedload" => ("vector.maskedload", 0, n.checked_sub(3)?),
        "vector.maskedstore" => ("vector.maskedstore", 0, n.checked_sub(3)?),
        "gpu.subgroup_mma_load_matrix" => ("gpu.subgroup_mma_load_matrix", 0, n.checked_sub(1)?),
        "gpu.subgroup_mma_store_matrix" => ("gpu.subgroup_mma_store_matrix", 1, n.checked_sub(2)?),
        "vector.transfer_read" => {
            let x = Transfer::of(ctx, body, op)?;
            ("vector.transfer_read", 0, x.indices.len())
        }
        "vector.transfer_write" => {
            let x = Transfer::of(ctx, body, op)?;
            ("vector.transfer_write", 1, x.indices.len())
        }
        _ => return None,
    };
    Some(Access {
        name,
        memref_index,
        num_indices,
    })
}

/// The op defining `v` if it is named `name`.
fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    let d = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(d)) == name).then_some(d)
}

/// Upstream `calculateExpandedAccessIndices`: the results of an affine access map, one
/// composed-folded `affine.apply` each.
fn expanded_access_indices(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    indices: &[ValueId],
) -> Vec<ValueId> {
    let operands: Vec<OpFoldResult> = indices.iter().map(|v| OpFoldResult::Value(*v)).collect();
    (0..map.num_results())
        .map(|i| {
            let ofr = make_composed_folded_affine_apply(rw, loc, &map.sub_map(&[i]), &operands);
            value_or_constant_index(rw, loc, ofr)
        })
        .collect()
}

/// Folds the producer of `op`'s memref into it.
fn fold_access(op: OpId, rw: &mut PatternRewriter<'_>, producer: Producer) -> LogicalResult {
    let ctx = rw.ctx;
    let acc = access(ctx, rw.body(), op).ok_or(())?;
    let memref = rw.body().operand(op, acc.memref_index);
    let view = def_named(ctx, rw.body(), memref, producer.op_name()).ok_or(())?;
    let loc = rw.body().loc(op);
    let first = acc.memref_index + 1;
    let mut indices: Vec<ValueId> = rw
        .body()
        .operands(op)
        .skip(first)
        .take(acc.num_indices)
        .collect();
    let source = rw.body().operand(view, 0);
    let mut new_map = None;
    if acc.affine() {
        let map = affine_access_map(ctx, rw.body(), op).ok_or(())?;
        indices = expanded_access_indices(rw, loc, &map, &indices);
    }
    let source_indices = match producer {
        Producer::SubView => {
            let [offsets, sizes, strides] =
                mixed_offsets_sizes_strides(ctx, rw.body(), view).ok_or(())?;
            let dropped = dropped_dims(
                ctx,
                rw.body().value_type(source),
                rw.body().value_type(memref),
                &sizes,
            )
            .ok_or(())?;
            if let Some(x) = Transfer::of(ctx, rw.body(), op) {
                // Upstream `preconditionsFoldSubViewOp` for transfer ops.
                if x.has_out_of_bounds_dim() {
                    return Err(());
                }
                let unit = strides.iter().all(
                    |s| matches!(s, OpFoldResult::Attr(a) if int_attr_value(ctx, *a) == Some(1)),
                );
                if !unit {
                    return Err(());
                }
                let map = x.map.as_ref().ok_or(())?;
                new_map = Some(expand_dims_to_rank(map, offsets.len(), &dropped));
            }
            let consumer: Vec<OpFoldResult> =
                indices.iter().map(|v| OpFoldResult::Value(*v)).collect();
            resolve_indices_into_offsets_and_strides(
                rw, loc, &offsets, &strides, &dropped, &consumer,
            )
        }
        Producer::ExpandShape => {
            resolve_source_indices_expand_shape(rw, loc, view, &indices).ok_or(())?
        }
        Producer::CollapseShape => {
            resolve_source_indices_collapse_shape(rw, loc, view, &indices).ok_or(())?
        }
    };
    replace_access(rw, op, &acc, source, &source_indices, producer, new_map);
    Ok(())
}

/// Upstream `expandDimsToRank`: `map` composed with the projection of a `rank`-d space
/// onto its dims not in `dropped`.
fn expand_dims_to_rank(map: &AffineMap, rank: usize, dropped: &[bool]) -> AffineMap {
    let kept: Vec<AffineExpr> = (0..rank)
        .filter(|d| !dropped.get(*d).copied().unwrap_or(false))
        .map(|d| AffineExpr::dim(d as u32))
        .collect();
    let results = map
        .results()
        .iter()
        .map(|e| e.replace_dims(&kept))
        .collect();
    AffineMap::new(rank as u32, 0, results)
}

/// The access map of an `affine.load`/`affine.store`.
fn affine_access_map(ctx: &Context, body: &Body, op: OpId) -> Option<AffineMap> {
    map_of(ctx, rmlir_ir::ods::prop(ctx, body, op, "map")?)
}

/// Replaces the access `op` by the same access of `source` at `indices`, with the
/// properties upstream's builders give the new op.
fn replace_access(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    acc: &Access,
    source: ValueId,
    indices: &[ValueId],
    producer: Producer,
    new_map: Option<AffineMap>,
) {
    let ctx = rw.ctx;
    let loc = rw.body().loc(op);
    let old: Vec<ValueId> = rw.body().operands(op).collect();
    let mut operands = Vec::with_capacity(old.len() + indices.len());
    operands.extend_from_slice(&old[..acc.memref_index]);
    operands.push(source);
    operands.extend_from_slice(indices);
    operands.extend_from_slice(&old[acc.memref_index + 1 + acc.num_indices..]);
    let results: Vec<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|r| rw.body().value_type(*r))
        .collect();
    let prop = |rw: &PatternRewriter<'_>, n: &str| rmlir_ir::ods::prop(ctx, rw.body(), op, n);
    let mut props: Vec<(&str, Attribute)> = Vec::new();
    match acc.name {
        "affine.load" | "affine.store" => {
            let rank = memref_parts(ctx, rw.body().value_type(source)).map_or(0, |p| p.0.len());
            let map = if rank == 0 {
                AffineMap::empty()
            } else {
                AffineMap::multi_dim_identity(rank as u32)
            };
            props.push(("map", map_attr(ctx, map)));
        }
        "memref.load" | "memref.store" | "vector.load" | "vector.store" => {
            // Upstream's builders take `op.getNontemporal()`, except the vector ones of the
            // subview folders (default `false`): the property is always set.
            let keep = !acc.name.starts_with("vector.") || producer != Producer::SubView;
            let nt = keep && prop(rw, "nontemporal") == Some(ctx.bool_attr(true));
            props.push(("nontemporal", ctx.bool_attr(nt)));
        }
        "vector.transfer_read" | "vector.transfer_write" => {
            let has_mask = Transfer::of(ctx, rw.body(), op).is_some_and(|x| x.mask.is_some());
            let n = indices.len() as i32;
            let seg = if acc.name == "vector.transfer_read" {
                [1, n, 1, i32::from(has_mask)]
            } else {
                [1, 1, n, i32::from(has_mask)]
            };
            props.push(("operandSegmentSizes", dense_i32_array(ctx, &seg)));
            if let Some(m) = new_map {
                props.push(("permutation_map", map_attr(ctx, m)));
            }
            if let Some(b) = prop(rw, "in_bounds") {
                props.push(("in_bounds", b));
            }
        }
        "gpu.subgroup_mma_load_matrix" | "gpu.subgroup_mma_store_matrix" => {
            for n in ["leadDimension", "transpose"] {
                if let Some(a) = prop(rw, n) {
                    props.push((n, a));
                }
            }
        }
        _ => {}
    }
    let new = create_op(rw, acc.name, loc, &operands, &results, &props);
    rw.replace_op_with_op(op, new);
}

/// Upstream `affine::resolveIndicesIntoOpWithOffsetsAndStrides`: each source index is
/// `offset + index * stride`, a zero index standing for a rank-reduced dimension.
fn resolve_indices_into_offsets_and_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    offsets: &[OpFoldResult],
    strides: &[OpFoldResult],
    dropped: &[bool],
    consumer: &[OpFoldResult],
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let zero = OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), 0));
    let mut next = consumer.iter();
    let indices: Vec<OpFoldResult> = (0..offsets.len())
        .map(|d| {
            if dropped.get(d).copied().unwrap_or(false) {
                zero
            } else {
                next.next().copied().unwrap_or(zero)
            }
        })
        .collect();
    let expr = AffineExpr::symbol(0).add(&AffineExpr::symbol(1).mul(&AffineExpr::symbol(2)));
    let map = AffineMap::new(0, 3, vec![expr]);
    offsets
        .iter()
        .zip(&indices)
        .zip(strides)
        .map(|((o, i), s)| {
            let ofr = make_composed_folded_affine_apply(rw, loc, &map, &[*o, *i, *s]);
            value_or_constant_index(rw, loc, ofr)
        })
        .collect()
}

/// Creates `arith.constant <v> : index` (upstream's `ConstantIndexOp` build).
fn const_index(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    crate::affine::utils::constant_index(rw, loc, v)
}

/// Upstream `inferExpandShapeOutputShape` on the source sizes (`memref.dim` ops for its
/// dynamic dims): each dynamic output size is its group's source size divided by the
/// product of the group's static sizes.
fn infer_expand_output_shape(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    result_shape: &[i64],
    groups: &[Vec<usize>],
    input: &[OpFoldResult],
) -> Option<Vec<OpFoldResult>> {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    if input.is_empty() {
        return Some(vec![
            OpFoldResult::Attr(ctx.int_attr(index, 1));
            result_shape.len()
        ]);
    }
    let mut out: Vec<OpFoldResult> = result_shape
        .iter()
        .map(|&s| OpFoldResult::Attr(ctx.int_attr(index, if s == DYNAMIC { 0 } else { s })))
        .collect();
    if result_shape.iter().all(|s| *s != DYNAMIC) {
        return Some(out);
    }
    for (gi, group) in groups.iter().enumerate() {
        let mut product = 1i64;
        let mut dynamic = None;
        for &d in group {
            if result_shape[d] == DYNAMIC {
                if dynamic.is_some() {
                    return None;
                }
                dynamic = Some(d);
            } else {
                product = product.wrapping_mul(result_shape[d]);
            }
        }
        let Some(d) = dynamic else {
            continue;
        };
        let OpFoldResult::Value(size) = input[gi] else {
            return None;
        };
        let divisor = const_index(rw, loc, product);
        // `createOrFold<arith::DivUIOp>`: dividing by one folds to the dividend.
        let v = if product == 1 {
            size
        } else {
            let r = create_op(rw, "arith.divui", loc, &[size, divisor], &[index], &[]);
            rw.body().result(r, 0)
        };
        out[d] = OpFoldResult::Value(v);
    }
    Some(out)
}

/// Upstream `memref::computeSuffixProductIRBlock`: `strides[r - 1] = strides[r] * sizes[r]`
/// as composed-folded `affine.apply`s.
fn suffix_product(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    sizes: &[OpFoldResult],
) -> Vec<OpFoldResult> {
    let ctx = rw.ctx;
    let one = OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), 1));
    let mut strides = vec![one; sizes.len()];
    let map = AffineMap::new(
        0,
        2,
        vec![AffineExpr::symbol(0).mul(&AffineExpr::symbol(1))],
    );
    for r in (1..strides.len()).rev() {
        strides[r - 1] = make_composed_folded_affine_apply(rw, loc, &map, &[strides[r], sizes[r]]);
    }
    strides
}

/// Upstream `resolveSourceIndicesExpandShape` (MLIR 19): per reassociation group, the
/// source index is `sum(index_i * suffixProduct_i)` over the group's output sizes.
fn resolve_source_indices_expand_shape(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    expand: OpId,
    indices: &[ValueId],
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let src = rw.body().operand(expand, 0);
    let (src_shape, ..) = memref_parts(ctx, rw.body().value_type(src))?;
    let (res_shape, ..) = memref_parts(ctx, rw.body().value_type(rw.body().result(expand, 0)))?;
    let groups = reassociation(ctx, rw.body(), expand)?;
    let mut src_sizes = Vec::with_capacity(src_shape.len());
    for (i, &s) in src_shape.iter().enumerate() {
        if s == DYNAMIC {
            let c = const_index(rw, loc, i as i64);
            let dim = create_op(rw, "memref.dim", loc, &[src, c], &[index], &[]);
            src_sizes.push(OpFoldResult::Value(rw.body().result(dim, 0)));
        } else {
            src_sizes.push(OpFoldResult::Attr(ctx.int_attr(index, s)));
        }
    }
    let output = infer_expand_output_shape(rw, loc, &res_shape, &groups, &src_sizes)?;
    let mut out = Vec::with_capacity(groups.len());
    for group in &groups {
        let n = group.len() as u32;
        let sizes: Vec<OpFoldResult> = group.iter().map(|&d| output[d]).collect();
        let suffix = suffix_product(rw, loc, &sizes);
        let mut expr = AffineExpr::constant(0);
        for i in 0..n {
            expr = expr.add(&AffineExpr::dim(i).mul(&AffineExpr::symbol(i)));
        }
        let map = AffineMap::new(n, n, vec![expr]);
        let mut operands = suffix;
        operands.extend(group.iter().map(|&d| OpFoldResult::Value(indices[d])));
        let ofr = make_composed_folded_affine_apply(rw, loc, &map, &operands);
        out.push(value_or_constant_index(rw, loc, ofr));
    }
    Some(out)
}

/// Upstream `resolveSourceIndicesCollapseShape` (MLIR 19): each collapsed index is
/// delinearized over the suffix product of its group's source sizes.
fn resolve_source_indices_collapse_shape(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    collapse: OpId,
    indices: &[ValueId],
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let src = rw.body().operand(collapse, 0);
    let (src_shape, ..) = memref_parts(ctx, rw.body().value_type(src))?;
    let groups = reassociation(ctx, rw.body(), collapse)?;
    let mut out = Vec::new();
    for (gi, group) in groups.iter().enumerate() {
        let sizes: Vec<i64> = group.iter().map(|&d| src_shape[d]).collect();
        // A dynamic size past the first has no static suffix product.
        if sizes.iter().skip(1).any(|s| *s == DYNAMIC) {
            return None;
        }
        let mut suffix = vec![1i64; sizes.len()];
        for r in (0..sizes.len().saturating_sub(1)).rev() {
            suffix[r] = suffix[r + 1].checked_mul(sizes[r + 1])?;
        }
        let mut linear = AffineExpr::dim(0);
        let index = OpFoldResult::Value(*indices.get(gi)?);
        for &s in &suffix {
            let e = linear.floor_div(&AffineExpr::constant(s));
            linear = linear.modulo(&AffineExpr::constant(s));
            let map = AffineMap::new(1, 0, vec![e]);
            let ofr = make_composed_folded_affine_apply(rw, loc, &map, &[index]);
            out.push(value_or_constant_index(rw, loc, ofr));
        }
    }
    if groups.is_empty() {
        let map = AffineMap::constant_map(0);
        for _ in 0..src_shape.len() {
            let ofr = make_composed_folded_affine_apply(rw, loc, &map, &[]);
            out.push(value_or_constant_index(rw, loc, ofr));
        }
    }
    Some(out)
}

/// Upstream `SubViewOfSubViewFolder`: `subview(subview(x))` with unit strides is one
/// subview of `x`.
fn subview_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let src_view_v = rw.body().operand(op, 0);
    let src_view = def_named(ctx, rw.body(), src_view_v, "memref.subview").ok_or(())?;
    let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, rw.body(), op).ok_or(())?;
    let [src_offsets, src_sizes, src_strides] =
        mixed_offsets_sizes_strides(ctx, rw.body(), src_view).ok_or(())?;
    let unit = |v: &[OpFoldResult]| {
        v.iter()
            .all(|s| matches!(s, OpFoldResult::Attr(a) if int_attr_value(ctx, *a) == Some(1)))
    };
    if !unit(&strides) || !unit(&src_strides) {
        return Err(());
    }
    let source = rw.body().operand(src_view, 0);
    let dropped = dropped_dims(
        ctx,
        rw.body().value_type(source),
        rw.body().value_type(src_view_v),
        &src_sizes,
    )
    .ok_or(())?;
    // Upstream `resolveSizesIntoOpWithSizes`.
    let mut next = sizes.iter();
    let resolved_sizes: Vec<OpFoldResult> = src_sizes
        .iter()
        .zip(&dropped)
        .map(|(s, d)| if *d { *s } else { *next.next().unwrap_or(s) })
        .collect();
    let loc = rw.body().loc(op);
    let resolved = resolve_indices_into_offsets_and_strides(
        rw,
        loc,
        &src_offsets,
        &src_strides,
        &dropped,
        &offsets,
    );
    // `getAsOpFoldResult`: constants become attributes.
    let index = ctx.index_type();
    let resolved_offsets: Vec<OpFoldResult> = resolved
        .iter()
        .map(|v| match constant_int(ctx, rw.body(), *v) {
            Some(c) => OpFoldResult::Attr(ctx.int_attr(index, c)),
            None => OpFoldResult::Value(*v),
        })
        .collect();
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let (so, vo) = dispatch(ctx, &resolved_offsets);
    let (ss, vs) = dispatch(ctx, &resolved_sizes);
    let (st, vt) = dispatch(ctx, &src_strides);
    let mut operands = vec![source];
    operands.extend(&vo);
    operands.extend(&vs);
    operands.extend(&vt);
    let segs = dense_i32_array(ctx, &[1, vo.len() as i32, vs.len() as i32, vt.len() as i32]);
    let new = create_op(
        rw,
        "memref.subview",
        loc,
        &operands,
        &[ty],
        &[
            ("operandSegmentSizes", segs),
            ("static_offsets", dense_i64_array(ctx, &so)),
            ("static_sizes", dense_i64_array(ctx, &ss)),
            ("static_strides", dense_i64_array(ctx, &st)),
        ],
    );
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// Upstream `dispatchIndexOpFoldResults`.
fn dispatch(ctx: &Context, ofrs: &[OpFoldResult]) -> (Vec<i64>, Vec<ValueId>) {
    let mut statics = Vec::new();
    let mut values = Vec::new();
    for o in ofrs {
        match o {
            OpFoldResult::Attr(a) => statics.push(int_attr_value(ctx, *a).unwrap_or(0)),
            OpFoldResult::Value(v) => {
                statics.push(DYNAMIC);
                values.push(*v);
            }
        }
    }
    (statics, values)
}
