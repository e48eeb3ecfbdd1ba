//! The patterns `transform.structured.vectorize_children_and_apply_patterns` applies
//! (upstream's `VectorizeChildrenAndApplyPatternsOp::applyToOne`): the vectorization of
//! every structured op, the transfer permutation-map lowerings
//! (`LowerVectorTransfer.cpp`: `TransferReadPermutationLowering`,
//! `TransferWritePermutationLowering`, `TransferOpReduceRank`,
//! `TransferWriteNonPermutationLowering`), then the greedy driver's folding.

use super::vectorize::{vectorize, VectorizeOptions};
use crate::vector::lowering::{build, build1, vector_type};
use crate::vector::transfer::{bool_array, Transfer};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    Pattern, PatternBenefit, PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{AttrKind, Body, Context, Location, OpId, Type, TypeKind, ValueId};

/// The options of `vectorize_children_and_apply_patterns`.
#[derive(Clone, Debug, Default)]
pub struct ChildrenOptions {
    pub vectorize_padding: bool,
    pub vectorize_nd_extract: bool,
    pub flatten_1d_depthwise_conv: bool,
    pub disable_multi_reduction_to_contract_patterns: bool,
    pub disable_transfer_permutation_map_lowering_patterns: bool,
}

/// The pattern set of `vectorize_children_and_apply_patterns`.
pub fn children_patterns(ctx: &Context, o: &ChildrenOptions) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    let vo = VectorizeOptions {
        vectorize_nd_extract: o.vectorize_nd_extract,
        flatten_1d_depthwise_conv: o.flatten_1d_depthwise_conv,
        ..Default::default()
    };
    set.add(
        Pattern::new(
            rmlir_ir::rewrite::pattern::PatternRoot::Any,
            PatternBenefit::new(1),
            move |op: OpId, rw: &mut PatternRewriter<'_>| -> LogicalResult {
                if !super::is_structured(rw.ctx, rw.body, op) {
                    return Err(());
                }
                vectorize(rw, op, &vo)
            },
        )
        .with_debug_name("VectorizationPattern"),
    );
    if !o.disable_transfer_permutation_map_lowering_patterns {
        populate_transfer_permutation_map_lowering(ctx, &mut set);
    }
    if !o.disable_multi_reduction_to_contract_patterns {
        populate_reduction_to_contract(ctx, &mut set);
        populate_reorder_on_transpose(&mut set);
    }
    populate_sink_broadcast(&mut set);
    populate_transfer_folds(ctx, &mut set);
    populate_fold_tensor_subset_into_transfer(ctx, &mut set);
    set.add_fn(
        ctx,
        "memref.copy",
        1,
        "CopyVectorizationPattern",
        |op, rw| super::vectorize::vectorize_copy(rw, op),
    );
    if o.vectorize_padding {
        super::vectorize_pad::populate_pad_vectorization(ctx, &mut set);
    }
    set
}

/// The patterns of `test-linalg-transform-patterns=test-linalg-to-vector-patterns`:
/// `CopyVectorizationPattern`, the pad vectorization patterns and `VectorizeConvolution`.
pub fn linalg_to_vector_patterns(ctx: &Context) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    set.add_fn(
        ctx,
        "memref.copy",
        1,
        "CopyVectorizationPattern",
        |op, rw| super::vectorize::vectorize_copy(rw, op),
    );
    super::vectorize_pad::populate_pad_vectorization(ctx, &mut set);
    set.add(
        Pattern::new(
            rmlir_ir::rewrite::pattern::PatternRoot::Any,
            PatternBenefit::new(1),
            |op: OpId, rw: &mut PatternRewriter<'_>| -> LogicalResult {
                if !super::is_structured(rw.ctx, rw.body, op) {
                    return Err(());
                }
                let results = super::vectorize_conv::vectorize_convolution(rw, op, false)?;
                if results.is_empty() {
                    rw.erase_op(op);
                } else {
                    rw.replace_op(op, &results);
                }
                Ok(())
            },
        )
        .with_debug_name("VectorizeConvolution"),
    );
    set
}

/// Applies [`children_patterns`] greedily to the isolated `body` (the target's).
pub fn vectorize_children_and_apply_patterns(ctx: &Context, body: &mut Body, o: &ChildrenOptions) {
    let set = FrozenRewritePatternSet::new(ctx, children_patterns(ctx, o));
    apply_patterns_and_fold_greedily(ctx, body, &set, &GreedyRewriteConfig::default());
}

/// `populateVectorTransferPermutationMapLoweringPatterns`.
pub fn populate_transfer_permutation_map_lowering(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "TransferReadPermutationLowering",
        read_permutation_lowering,
    );
    set.add_fn(
        ctx,
        "vector.transfer_write",
        1,
        "TransferWritePermutationLowering",
        write_permutation_lowering,
    );
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "TransferOpReduceRank",
        reduce_rank,
    );
    set.add_fn(
        ctx,
        "vector.transfer_write",
        1,
        "TransferWriteNonPermutationLowering",
        write_non_permutation_lowering,
    );
}

fn masked(rw: &PatternRewriter<'_>, op: OpId, x: &Transfer) -> bool {
    x.mask.is_some()
        || rw
            .body
            .parent_op(op)
            .is_some_and(|p| rw.ctx.op_name_str(rw.body.op_name(p)) == "vector.mask")
}

fn vec_shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

#[allow(clippy::too_many_arguments)]
fn new_read(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    x: &Transfer,
    map: &AffineMap,
    in_bounds: &[bool],
) -> ValueId {
    let ctx = rw.ctx;
    let mut ops = vec![x.source];
    ops.extend(&x.indices);
    ops.push(x.padding.expect("read"));
    build1(
        rw,
        loc,
        "vector.transfer_read",
        &ops,
        ty,
        &[
            (
                "permutation_map",
                ctx.get_attr(AttrKind::AffineMap(map.clone())),
            ),
            ("in_bounds", bool_array(ctx, in_bounds)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, x.indices.len() as i32, 1, 0]),
            ),
        ],
    )
}

fn new_write(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    vector: ValueId,
    x: &Transfer,
    map: &AffineMap,
    in_bounds: &[bool],
    results: &[Type],
) -> OpId {
    let ctx = rw.ctx;
    let mut ops = vec![vector, x.source];
    ops.extend(&x.indices);
    build(
        rw,
        loc,
        "vector.transfer_write",
        &ops,
        results,
        &[
            (
                "permutation_map",
                ctx.get_attr(AttrKind::AffineMap(map.clone())),
            ),
            ("in_bounds", bool_array(ctx, in_bounds)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, 1, x.indices.len() as i32, 0]),
            ),
        ],
        0,
    )
}

fn in_bounds_of(x: &Transfer, rank: usize) -> Vec<bool> {
    x.in_bounds.clone().unwrap_or_else(|| vec![false; rank])
}

/// `inverseTransposeInBoundsAttr`.
fn inverse_transpose(v: &[bool], perm: &[usize]) -> Vec<bool> {
    let mut out = vec![false; perm.len()];
    for (i, p) in perm.iter().enumerate() {
        out[*p] = v[i];
    }
    out
}

/// `AffineMap::getPermutationMap(permutation)`.
fn permutation_map(perm: &[usize]) -> AffineMap {
    let n = perm.iter().copied().max().map_or(0, |m| m + 1) as u32;
    AffineMap::new(
        n,
        0,
        perm.iter().map(|p| AffineExpr::dim(*p as u32)).collect(),
    )
}

fn inverse_permutation(m: &AffineMap) -> AffineMap {
    let n = m.num_dims() as usize;
    let mut out: Vec<Option<AffineExpr>> = vec![None; n];
    for (i, e) in m.results().iter().enumerate() {
        if let Some(d) = e.as_dim() {
            if out[d as usize].is_none() {
                out[d as usize] = Some(AffineExpr::dim(i as u32));
            }
        }
    }
    AffineMap::new(
        m.num_results() as u32,
        0,
        out.into_iter().flatten().collect(),
    )
}

fn transpose(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, perm: &[i64]) -> ValueId {
    let ctx = rw.ctx;
    let (shape, scal, elem) = vec_shape(ctx, rw.body.value_type(v)).expect("vector");
    let nshape: Vec<i64> = perm.iter().map(|p| shape[*p as usize]).collect();
    let nscal: Vec<bool> = if scal.is_empty() {
        Vec::new()
    } else {
        perm.iter().map(|p| scal[*p as usize]).collect()
    };
    let t = vector_type(ctx, &nshape, &nscal, elem);
    build1(
        rw,
        loc,
        "vector.transpose",
        &[v],
        t,
        &[("permutation", dense_i64_array(ctx, perm))],
    )
}

fn read_permutation_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 || masked(rw, op, &x) {
        return Err(());
    }
    let perm = map
        .permutation_of_minor_identity_with_broadcasting()
        .ok_or(())?;
    let pmap = permutation_map(&perm);
    if pmap.is_identity() {
        return Err(());
    }
    let new_map = inverse_permutation(&pmap).compose(&map);
    let (shape, _, elem) = vec_shape(ctx, x.vector_type).ok_or(())?;
    let mut nshape = vec![0; shape.len()];
    for (i, p) in perm.iter().enumerate() {
        nshape[*p] = shape[i];
    }
    let ib = inverse_transpose(&in_bounds_of(&x, shape.len()), &perm);
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    let nty = vector_type(ctx, &nshape, &[], elem);
    let r = new_read(rw, loc, nty, &x, &new_map, &ib);
    let tp: Vec<i64> = perm.iter().map(|p| *p as i64).collect();
    let t = transpose(rw, loc, r, &tp);
    rw.replace_op(op, &[t]);
    Ok(())
}

fn write_permutation_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 || map.is_minor_identity() || masked(rw, op, &x) {
        return Err(());
    }
    let perm = map
        .permutation_of_minor_identity_with_broadcasting()
        .ok_or(())?;
    let comp = map.compress_unused_dims();
    let pm = inverse_permutation(&comp);
    let indices: Vec<i64> = pm
        .results()
        .iter()
        .map(|e| e.as_dim().map_or(0, |d| d as i64))
        .collect();
    let ib = inverse_transpose(&in_bounds_of(&x, map.num_results()), &perm);
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    let v = transpose(rw, loc, x.vector.ok_or(())?, &indices);
    let nm = AffineMap::minor_identity(map.num_dims(), map.num_results() as u32);
    let results: Vec<Type> = rw
        .body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect();
    let w = new_write(rw, loc, v, &x, &nm, &ib, &results);
    let rs: Vec<ValueId> = rw.body.results(w).to_vec();
    rw.replace_op(op, &rs);
    Ok(())
}

fn write_non_permutation_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 || masked(rw, op, &x) {
        return Err(());
    }
    if map
        .permutation_of_minor_identity_with_broadcasting()
        .is_some()
    {
        return Err(());
    }
    let mut found = vec![false; map.num_dims() as usize];
    for e in map.results() {
        found[e.as_dim().ok_or(())? as usize] = true;
    }
    let mut exprs = Vec::new();
    let mut first = false;
    for (i, f) in found.iter().enumerate() {
        if *f {
            first = true;
            continue;
        }
        if first {
            exprs.push(AffineExpr::dim(i as u32));
        }
    }
    let added = exprs.len();
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    let vector = x.vector.ok_or(())?;
    let (shape, _, elem) = vec_shape(ctx, rw.body.value_type(vector)).ok_or(())?;
    let mut nshape = vec![1; added];
    nshape.extend(&shape);
    let nty = vector_type(ctx, &nshape, &[], elem);
    let v = build1(rw, loc, "vector.broadcast", &[vector], nty, &[]);
    exprs.extend(map.results().iter().cloned());
    let nm = AffineMap::new(map.num_dims(), 0, exprs);
    let mut ib = vec![true; added];
    ib.extend(in_bounds_of(&x, map.num_results()));
    let results: Vec<Type> = rw
        .body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect();
    let w = new_write(rw, loc, v, &x, &nm, &ib, &results);
    let rs: Vec<ValueId> = rw.body.results(w).to_vec();
    rw.replace_op(op, &rs);
    Ok(())
}

fn reduce_rank(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 || masked(rw, op, &x) {
        return Err(());
    }
    let lead = map
        .results()
        .iter()
        .take_while(|e| e.is_constant_value(0))
        .count();
    if lead == 0 {
        return Err(());
    }
    let (shape, _, elem) = vec_shape(ctx, x.vector_type).ok_or(())?;
    let reduced = shape.len() - lead;
    let nm = AffineMap::new(
        map.num_dims(),
        0,
        map.results()[map.num_results() - reduced..].to_vec(),
    );
    if !nm.is_minor_identity_with_broadcasting() {
        return Err(());
    }
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    if reduced == 0 {
        let st = rw.body.value_type(x.source);
        let mut ops = vec![x.source];
        ops.extend(&x.indices);
        let name = if matches!(ctx.type_kind(st), TypeKind::MemRef { .. }) {
            "memref.load"
        } else {
            "tensor.extract"
        };
        let v = build1(rw, loc, name, &ops, elem, &[]);
        let b = build1(rw, loc, "vector.broadcast", &[v], x.vector_type, &[]);
        rw.replace_op(op, &[b]);
        return Ok(());
    }
    let nshape = shape[lead..].to_vec();
    let nty = vector_type(ctx, &nshape, &[], elem);
    let ib = in_bounds_of(&x, shape.len())[lead..].to_vec();
    let r = new_read(rw, loc, nty, &x, &nm, &ib);
    let b = build1(rw, loc, "vector.broadcast", &[r], x.vector_type, &[]);
    rw.replace_op(op, &[b]);
    Ok(())
}

// ---- reduction to contract (`populateVectorReductionToContractPatterns`) ------------------

use crate::vector::attrs::{CombiningKind, IteratorType};

/// The parts of a `vector.contract`: lhs, rhs, acc, maps, iterators (`true` = parallel).
struct Contract {
    lhs: ValueId,
    rhs: ValueId,
    acc: ValueId,
    maps: Vec<AffineMap>,
    iters: Vec<bool>,
    kind: rmlir_ir::Attribute,
}

impl Contract {
    fn of(rw: &PatternRewriter<'_>, op: OpId) -> Option<Contract> {
        let ctx = rw.ctx;
        let body: &Body = rw.body;
        if ctx.op_name_str(body.op_name(op)) != "vector.contract" || body.num_operands(op) != 3 {
            return None;
        }
        let maps = match ctx.attr_kind(rmlir_ir::ods::prop(ctx, body, op, "indexing_maps")?) {
            AttrKind::Array(v) => v
                .iter()
                .map(|a| crate::affine::utils::map_of(ctx, *a))
                .collect::<Option<Vec<_>>>()?,
            _ => return None,
        };
        let iters = match ctx.attr_kind(rmlir_ir::ods::prop(ctx, body, op, "iterator_types")?) {
            AttrKind::Array(v) => v
                .iter()
                .map(|a| IteratorType::of_attr(ctx, *a).map(|t| t == IteratorType::Parallel))
                .collect::<Option<Vec<_>>>()?,
            _ => return None,
        };
        Some(Contract {
            lhs: body.operand(op, 0),
            rhs: body.operand(op, 1),
            acc: body.operand(op, 2),
            maps,
            iters,
            kind: rmlir_ir::ods::prop(ctx, body, op, "kind")?,
        })
    }

    /// Creates the contract at the insertion point; its result.
    fn build(&self, rw: &mut PatternRewriter<'_>, loc: Location, result: Type) -> ValueId {
        let ctx = rw.ctx;
        let maps: Vec<_> = self
            .maps
            .iter()
            .map(|m| ctx.get_attr(AttrKind::AffineMap(m.clone())))
            .collect();
        let iters: Vec<_> = self
            .iters
            .iter()
            .map(|p| {
                if *p {
                    IteratorType::Parallel.attr(ctx)
                } else {
                    IteratorType::Reduction.attr(ctx)
                }
            })
            .collect();
        build1(
            rw,
            loc,
            "vector.contract",
            &[self.lhs, self.rhs, self.acc],
            result,
            &[
                ("indexing_maps", ctx.array_attr(&maps)),
                ("iterator_types", ctx.array_attr(&iters)),
                ("kind", self.kind),
            ],
        )
    }
}

fn in_mask(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.body
        .parent_op(op)
        .is_some_and(|p| rw.ctx.op_name_str(rw.body.op_name(p)) == "vector.mask")
}

fn def_named(rw: &PatternRewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    rw.body
        .defining_op(v)
        .filter(|d| rw.ctx.op_name_str(rw.body.op_name(*d)) == name)
}

/// `MultiReduceToContract`.
fn multi_reduce_to_contract(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if in_mask(rw, op) {
        return Err(());
    }
    if crate::vector::attrs::kind(ctx, rw.body, op) != Some(CombiningKind::Add) {
        return Err(());
    }
    let src = rw.body.operand(op, 0);
    let acc = rw.body.operand(op, 1);
    let mul = rw.body.defining_op(src).ok_or(())?;
    if !matches!(
        ctx.op_name_str(rw.body.op_name(mul)),
        "arith.muli" | "arith.mulf"
    ) {
        return Err(());
    }
    let rank = vec_shape(ctx, rw.body.value_type(src)).ok_or(())?.0.len();
    let dims: Vec<i64> =
        match rmlir_ir::ods::prop(ctx, rw.body, op, "reduction_dims").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(v)) => v
                .iter()
                .filter_map(|a| match ctx.attr_kind(*a) {
                    AttrKind::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
                .collect(),
            _ => return Err(()),
        };
    let iters: Vec<bool> = (0..rank as i64).map(|d| !dims.contains(&d)).collect();
    let src_map = AffineMap::multi_dim_identity(rank as u32);
    let exprs: Vec<AffineExpr> = (0..rank)
        .filter(|d| iters[*d])
        .map(|d| AffineExpr::dim(d as u32))
        .collect();
    let dst_map = AffineMap::new(rank as u32, 0, exprs);
    let c = Contract {
        lhs: rw.body.operand(mul, 0),
        rhs: rw.body.operand(mul, 1),
        acc,
        maps: vec![src_map.clone(), src_map, dst_map],
        iters,
        kind: CombiningKind::Add.attr(ctx),
    };
    let loc = rw.body.loc(op);
    let rt = rw.body.value_type(rw.body.result(op, 0));
    rw.set_insertion_point_before(op);
    let v = c.build(rw, loc, rt);
    rw.replace_op(op, &[v]);
    Ok(())
}

fn perm_of(rw: &PatternRewriter<'_>, op: OpId) -> Option<Vec<u32>> {
    let a = rmlir_ir::ods::prop(rw.ctx, rw.body, op, "permutation")?;
    rmlir_ir::ods::constraints::dense_i64_values(rw.ctx, a)
        .map(|v| v.iter().map(|x| *x as u32).collect())
}

/// `CombineContractABTranspose`.
fn combine_ab_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    if in_mask(rw, op) {
        return Err(());
    }
    let mut c = Contract::of(rw, op).ok_or(())?;
    let mut changed = false;
    for k in 0..2 {
        let v = if k == 0 { c.lhs } else { c.rhs };
        let Some(t) = def_named(rw, v, "vector.transpose") else {
            continue;
        };
        let perm = perm_of(rw, t).ok_or(())?;
        let pm = AffineMap::permutation(&perm);
        c.maps[k] = inverse_permutation(&pm).compose(&c.maps[k]);
        let src = rw.body.operand(t, 0);
        if k == 0 {
            c.lhs = src;
        } else {
            c.rhs = src;
        }
        changed = true;
    }
    if !changed {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let rt = rw.body.value_type(rw.body.result(op, 0));
    rw.set_insertion_point_before(op);
    let v = c.build(rw, loc, rt);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `CombineContractResultTranspose`.
fn combine_result_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let src = rw.body.operand(op, 0);
    let contract = def_named(rw, src, "vector.contract").ok_or(())?;
    if rw.body.uses(src).count() != 1 || in_mask(rw, contract) {
        return Err(());
    }
    let mut c = Contract::of(rw, contract).ok_or(())?;
    let acc_t = def_named(rw, c.acc, "vector.transpose").ok_or(())?;
    let acc_map = AffineMap::permutation(&perm_of(rw, acc_t).ok_or(())?);
    let res_map = AffineMap::permutation(&perm_of(rw, op).ok_or(())?);
    let combined = res_map.compose(c.maps.last().ok_or(())?);
    if inverse_permutation(&acc_map) != res_map {
        return Err(());
    }
    *c.maps.last_mut().unwrap() = combined;
    c.acc = rw.body.operand(acc_t, 0);
    let loc = rw.body.loc(op);
    let rt = rw.body.value_type(rw.body.result(op, 0));
    rw.set_insertion_point_before(op);
    let v = c.build(rw, loc, rt);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `CombineContractBroadcast`.
fn combine_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if in_mask(rw, op) {
        return Err(());
    }
    let mut c = Contract::of(rw, op).ok_or(())?;
    let mut changed = false;
    for k in 0..2 {
        let v = if k == 0 { c.lhs } else { c.rhs };
        let Some(b) = def_named(rw, v, "vector.broadcast") else {
            continue;
        };
        let bsrc = rw.body.operand(b, 0);
        let Some((sshape, _, _)) = vec_shape(ctx, rw.body.value_type(bsrc)) else {
            continue;
        };
        let (rshape, _, _) = vec_shape(ctx, rw.body.value_type(v)).ok_or(())?;
        if sshape.len() == rshape.len() {
            continue;
        }
        let diff = rshape.len() - sshape.len();
        if sshape
            .iter()
            .enumerate()
            .any(|(i, s)| *s != rshape[diff + i])
        {
            continue;
        }
        let map = &c.maps[k];
        let non_unit_reduction = (0..diff).any(|i| {
            rshape[i] != 1
                && map.results()[i]
                    .as_dim()
                    .is_some_and(|d| !c.iters[d as usize])
        });
        if non_unit_reduction {
            continue;
        }
        let orig: Vec<AffineExpr> = (0..sshape.len())
            .map(|i| AffineExpr::dim((i + diff) as u32))
            .collect();
        let bmap = AffineMap::new(rshape.len() as u32, 0, orig);
        c.maps[k] = bmap.compose(map);
        if k == 0 {
            c.lhs = bsrc;
        } else {
            c.rhs = bsrc;
        }
        changed = true;
    }
    if !changed {
        return Err(());
    }
    let n = c.iters.len();
    let used = |maps: &[AffineMap], d: usize| {
        maps.iter()
            .any(|m| m.results().iter().any(|e| e.is_function_of_dim(d as u32)))
    };
    let unused: Vec<bool> = (0..n).map(|d| !used(&c.maps, d)).collect();
    // compressDims.
    let mut next = 0u32;
    let repl: Vec<AffineExpr> = unused
        .iter()
        .map(|u| {
            if *u {
                AffineExpr::constant(0)
            } else {
                next += 1;
                AffineExpr::dim(next - 1)
            }
        })
        .collect();
    for m in c.maps.iter_mut() {
        *m = AffineMap::new(
            next,
            0,
            m.results().iter().map(|e| e.replace_dims(&repl)).collect(),
        );
    }
    c.iters = (0..n).filter(|d| !unused[*d]).map(|d| c.iters[d]).collect();
    let has_dim =
        |m: &AffineMap, d: usize| m.results().iter().any(|e| e.as_dim() == Some(d as u32));
    let both =
        (0..c.iters.len()).any(|i| !c.iters[i] && has_dim(&c.maps[0], i) && has_dim(&c.maps[1], i));
    if !both {
        return Err(());
    }
    if (0..c.iters.len()).any(|d| !used(&c.maps[..2], d)) {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let rt = rw.body.value_type(rw.body.result(op, 0));
    rw.set_insertion_point_before(op);
    let v = c.build(rw, loc, rt);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `populateVectorReductionToContractPatterns` (the contract combinations).
pub fn populate_reduction_to_contract(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.multi_reduction",
        1,
        "MultiReduceToContract",
        multi_reduce_to_contract,
    );
    set.add_fn(
        ctx,
        "vector.contract",
        1,
        "CombineContractBroadcast",
        combine_broadcast,
    );
    set.add_fn(
        ctx,
        "vector.contract",
        1,
        "CombineContractABTranspose",
        combine_ab_transpose,
    );
    set.add_fn(
        ctx,
        "vector.transpose",
        1,
        "CombineContractResultTranspose",
        combine_result_transpose,
    );
}

// ---- transfer folds used as patterns ------------------------------------------------------

fn same_indices(a: &Transfer, b: &Transfer) -> bool {
    a.indices == b.indices
}

/// `TransferReadOp::fold`'s read-after-write forwarding (`checkSameValueRAW`).
fn read_after_write(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let r = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let w_op = def_named(rw, r.source, "vector.transfer_write").ok_or(())?;
    let w = Transfer::of(ctx, rw.body, w_op).ok_or(())?;
    if w.has_out_of_bounds_dim()
        || w.mask.is_some()
        || r.mask.is_some()
        || !same_indices(&w, &r)
        || w.vector_type != r.vector_type
        || w.map != r.map
        || in_mask(rw, op)
    {
        return Err(());
    }
    rw.replace_op(op, &[w.vector.ok_or(())?]);
    Ok(())
}

/// `FoldWaw` (a `vector.transfer_write` canonicalization).
fn fold_waw(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let w = Transfer::of(ctx, rw.body, op).ok_or(())?;
    if !matches!(
        ctx.type_kind(rw.body.value_type(w.source)),
        TypeKind::RankedTensor { .. }
    ) {
        return Err(());
    }
    let mut to_modify = op;
    let mut def = def_named(rw, w.source, "vector.transfer_write");
    while let Some(d) = def {
        let dw = Transfer::of(ctx, rw.body, d).ok_or(())?;
        if dw.indices == w.indices
            && dw.mask == w.mask
            && dw.vector_type == w.vector_type
            && dw.map == w.map
        {
            // The source of a write is operand 1.
            rw.modify_op_in_place(to_modify, |b| b.set_operand(to_modify, 1, dw.source));
            return Ok(());
        }
        if !disjoint(rw, &dw, &w) || rw.body.uses(rw.body.result(d, 0)).count() != 1 {
            break;
        }
        to_modify = d;
        def = def_named(rw, dw.source, "vector.transfer_write");
    }
    Err(())
}

/// `isDisjointTransferIndices` for constant indices: some dim's accessed ranges do not
/// overlap.
fn disjoint(rw: &PatternRewriter<'_>, a: &Transfer, b: &Transfer) -> bool {
    let ctx = rw.ctx;
    if a.indices.len() != b.indices.len() {
        return false;
    }
    let cst = |v: ValueId| -> Option<i64> {
        match ctx.attr_kind(rmlir_ir::rewrite::fold::value_constant(ctx, rw.body, v)?) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    };
    let rank = a.indices.len();
    let vr = vec_shape(ctx, a.vector_type).map_or(0, |s| s.0.len());
    for i in 0..rank {
        let (Some(x), Some(y)) = (cst(a.indices[i]), cst(b.indices[i])) else {
            continue;
        };
        if i < rank - vr.min(rank) {
            if x != y {
                return true;
            }
            continue;
        }
        let k = i - (rank - vr.min(rank));
        let da = vec_shape(ctx, a.vector_type).map_or(1, |s| s.0[k]);
        let db = vec_shape(ctx, b.vector_type).map_or(1, |s| s.0[k]);
        if (x - y).abs() >= da.min(db) {
            return true;
        }
    }
    false
}

/// The transfer folds and canonicalizations `vectorize_children_and_apply_patterns` relies on.
pub fn populate_transfer_folds(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "TransferReadRAWFold",
        read_after_write,
    );
    set.add_fn(ctx, "vector.transfer_write", 1, "FoldWaw", fold_waw);
}

// ---- sinking broadcasts and transposes ------------------------------------------------------

fn is_elementwise_mappable(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.ctx
        .op_info(rw.body.op_name(op))
        .and_then(|i| i.def)
        .is_some_and(|d| d.has_trait(|t| matches!(t, rmlir_ir::ods::Trait::Elementwise)))
}

/// The ops implementing `CastOpInterface` among those vectorization produces.
fn is_cast(name: &str) -> bool {
    matches!(
        name,
        "arith.extf"
            | "arith.extsi"
            | "arith.extui"
            | "arith.truncf"
            | "arith.trunci"
            | "arith.fptosi"
            | "arith.fptoui"
            | "arith.sitofp"
            | "arith.uitofp"
            | "arith.index_cast"
            | "arith.index_castui"
            | "arith.bitcast"
    )
}

/// Creates an op like `op` (name, properties, attributes) with other operands and types.
fn recreate(rw: &mut PatternRewriter<'_>, op: OpId, operands: &[ValueId], ty: Type) -> ValueId {
    let name = rw.body.op_name(op);
    let loc = rw.body.loc(op);
    let props = rw.body.op(op).props.clone();
    let attrs = rw.body.attrs(op).to_vec();
    let results = [ty];
    let mut spec = rmlir_ir::body::OpSpec::new(name, loc);
    spec.operands = operands;
    spec.result_types = &results;
    spec.props = props;
    spec.attrs = attrs;
    let n = rw.create(spec);
    rw.body.result(n, 0)
}

fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

/// `ReorderCastOpsOnBroadcast`.
fn cast_on_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if !is_cast(ctx.op_name_str(rw.body.op_name(op))) || rw.body.num_operands(op) != 1 {
        return Err(());
    }
    let b = def_named(rw, rw.body.operand(op, 0), "vector.broadcast").ok_or(())?;
    let src = rw.body.operand(b, 0);
    let rty = rw.body.value_type(rw.body.result(op, 0));
    let mut cty = elem_of(ctx, rty);
    if let Some((s, sc, _)) = vec_shape(ctx, rw.body.value_type(src)) {
        cty = vector_type(ctx, &s, &sc, cty);
    }
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    let c = recreate(rw, op, &[src], cty);
    let v = build1(rw, loc, "vector.broadcast", &[c], rty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `ReorderElementwiseOpsOnBroadcast`.
fn elementwise_on_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if rw.body.results(op).len() != 1 || rw.body.num_operands(op) == 0 {
        return Err(());
    }
    let rty = rw.body.value_type(rw.body.result(op, 0));
    if !matches!(
        ctx.type_kind(rty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. }
    ) || !is_elementwise_mappable(rw, op)
        || rty != rw.body.value_type(rw.body.operand(op, 0))
    {
        return Err(());
    }
    let src_of = |rw: &PatternRewriter<'_>, v: ValueId| -> Option<ValueId> {
        let d = rw.body.defining_op(v)?;
        matches!(
            rw.ctx.op_name_str(rw.body.op_name(d)),
            "vector.broadcast" | "vector.splat"
        )
        .then(|| rw.body.operand(d, 0))
    };
    let operands: Vec<ValueId> = rw.body.operands(op).collect();
    let first = src_of(rw, operands[0]).ok_or(())?;
    let fty = rw.body.value_type(first);
    let mut srcs = Vec::new();
    for v in &operands {
        let s = src_of(rw, *v).ok_or(())?;
        if rw.body.value_type(s) != fty {
            return Err(());
        }
        srcs.push(s);
    }
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    let e = recreate(rw, op, &srcs, fty);
    let v = build1(rw, loc, "vector.broadcast", &[e], rty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `ReorderElementwiseOpsOnTranspose`.
fn elementwise_on_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if !is_elementwise_mappable(rw, op) || rw.body.results(op).len() != 1 {
        return Err(());
    }
    let operands: Vec<ValueId> = rw.body.operands(op).collect();
    let mut perms: Vec<Vec<u32>> = Vec::new();
    let mut src_ty = None;
    for v in &operands {
        if let Some(t) = def_named(rw, *v, "vector.transpose") {
            perms.push(perm_of(rw, t).ok_or(())?);
            src_ty = Some(rw.body.value_type(rw.body.operand(t, 0)));
        } else if rmlir_ir::rewrite::fold::value_constant(ctx, rw.body, *v).is_none() {
            return Err(());
        }
    }
    let (Some(order), Some(src_ty)) = (perms.first().cloned(), src_ty) else {
        return Err(());
    };
    if perms.iter().any(|p| *p != order) {
        return Err(());
    }
    let mut inv = vec![0i64; order.len()];
    for (i, o) in order.iter().enumerate() {
        inv[*o as usize] = i as i64;
    }
    let (sshape, ssc, _) = vec_shape(ctx, src_ty).ok_or(())?;
    rw.set_insertion_point_before(op);
    let mut srcs = Vec::new();
    for v in &operands {
        if let Some(t) = def_named(rw, *v, "vector.transpose") {
            srcs.push(rw.body.operand(t, 0));
        } else {
            let loc = rw
                .body
                .defining_op(*v)
                .map_or(rw.body.loc(op), |d| rw.body.loc(d));
            let e = elem_of(ctx, rw.body.value_type(*v));
            let t = vector_type(ctx, &sshape, &ssc, e);
            srcs.push(build1(
                rw,
                loc,
                "vector.transpose",
                &[*v],
                t,
                &[("permutation", dense_i64_array(ctx, &inv))],
            ));
        }
    }
    let rty = rw.body.value_type(rw.body.result(op, 0));
    let ety = vector_type(ctx, &sshape, &ssc, elem_of(ctx, rty));
    let loc = rw.body.loc(op);
    let e = recreate(rw, op, &srcs, ety);
    let p: Vec<i64> = order.iter().map(|x| *x as i64).collect();
    let v = build1(
        rw,
        loc,
        "vector.transpose",
        &[e],
        rty,
        &[("permutation", dense_i64_array(ctx, &p))],
    );
    rw.replace_op(op, &[v]);
    Ok(())
}

fn any_pattern(name: &str, f: fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult) -> Pattern {
    Pattern::new(
        rmlir_ir::rewrite::pattern::PatternRoot::Any,
        PatternBenefit::new(1),
        f,
    )
    .with_debug_name(name)
}

/// `ReorderCastOpsOnBroadcast` and `ReorderElementwiseOpsOnTranspose` (the tail of
/// `populateVectorReductionToContractPatterns`).
fn populate_reorder_on_transpose(set: &mut RewritePatternSet) {
    set.add(any_pattern("ReorderCastOpsOnBroadcast", cast_on_broadcast));
    set.add(any_pattern(
        "ReorderElementwiseOpsOnTranspose",
        elementwise_on_transpose,
    ));
}

/// `populateSinkVectorBroadcastPatterns`.
pub fn populate_sink_broadcast(set: &mut RewritePatternSet) {
    set.add(any_pattern("ReorderCastOpsOnBroadcast", cast_on_broadcast));
    set.add(any_pattern(
        "ReorderElementwiseOpsOnBroadcast",
        elementwise_on_broadcast,
    ));
}

// ---- tensor subsets into transfers (`populateFoldTensorSubsetIntoVectorTransferPatterns`) --

use crate::affine::utils::OpFoldResult;

/// Offsets, sizes and strides of `tensor.extract_slice` (`first` = 1) or
/// `tensor.insert_slice` (`first` = 2).
fn slice_parts(rw: &PatternRewriter<'_>, op: OpId, first: usize) -> Option<[Vec<OpFoldResult>; 3]> {
    let ctx = rw.ctx;
    let body: &Body = rw.body;
    let def = rmlir_ir::ods::op_def(ctx, body, op)?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    let operands: Vec<ValueId> = body.operands(op).collect();
    let mut out: [Vec<OpFoldResult>; 3] = Default::default();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        let statics = rmlir_ir::ods::constraints::dense_i64_values(
            ctx,
            rmlir_ir::ods::prop(ctx, body, op, name)?,
        )?;
        let (start, len) = *segs.get(k + first)?;
        out[k] = crate::memref::transforms::layout_util::mixed_values(
            ctx,
            &statics,
            &operands[start..start + len],
        );
    }
    Some(out)
}

fn ofr_const(ctx: &Context, rw: &PatternRewriter<'_>, o: &OpFoldResult) -> Option<i64> {
    let a = match o {
        OpFoldResult::Attr(a) => *a,
        OpFoldResult::Value(v) => rmlir_ir::rewrite::fold::value_constant(ctx, rw.body, *v)?,
    };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `resolveIndicesIntoOpWithOffsetsAndStrides` for unit strides and no dropped dims:
/// `offset + index`, folded when either is constant.
fn resolve_indices(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    offsets: &[OpFoldResult],
    indices: &[ValueId],
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let mut out = Vec::new();
    for (o, i) in offsets.iter().zip(indices) {
        let oc = ofr_const(ctx, rw, o);
        let ic = ofr_const(ctx, rw, &OpFoldResult::Value(*i));
        let v = match (oc, ic) {
            (Some(a), Some(b)) => crate::vector::lowering::index_const(rw, loc, a + b),
            (_, Some(0)) => match o {
                OpFoldResult::Value(v) => *v,
                OpFoldResult::Attr(_) => return None,
            },
            (Some(0), _) => *i,
            _ => return None,
        };
        out.push(v);
    }
    Some(out)
}

fn unit_strides(rw: &PatternRewriter<'_>, strides: &[OpFoldResult]) -> bool {
    strides.iter().all(|s| ofr_const(rw.ctx, rw, s) == Some(1))
}

/// `TransferReadOfExtractSliceOpFolder`.
fn read_of_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let slice = def_named(rw, x.source, "tensor.extract_slice").ok_or(())?;
    if x.has_out_of_bounds_dim() || x.mask.is_some() || in_mask(rw, op) {
        return Err(());
    }
    let [offsets, _, strides] = slice_parts(rw, slice, 1).ok_or(())?;
    if !unit_strides(rw, &strides) {
        return Err(());
    }
    let src = rw.body.operand(slice, 0);
    let src_rank = vec_shape_of_shaped(ctx, rw.body.value_type(src));
    if src_rank != vec_shape_of_shaped(ctx, rw.body.value_type(x.source)) {
        return Err(());
    }
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    let idx = resolve_indices(rw, loc, &offsets, &x.indices).ok_or(())?;
    let nx = Transfer {
        source: src,
        indices: idx,
        ..x
    };
    let map = nx.map.clone().ok_or(())?;
    let ib = nx.in_bounds.clone().unwrap_or_default();
    let r = new_read(rw, loc, nx.vector_type, &nx, &map, &ib);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn vec_shape_of_shaped(ctx: &Context, t: Type) -> usize {
    ctx.shaped_parts(t).map_or(0, |p| p.0.len())
}

/// `InsertSliceOfTransferWriteOpFolder`.
fn insert_slice_of_write(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let dest = rw.body.operand(op, 1);
    let w_op = def_named(rw, src, "vector.transfer_write").ok_or(())?;
    let x = Transfer::of(ctx, rw.body, w_op).ok_or(())?;
    // `doesTransferWriteCoverInsertSlice`.
    let st = rw.body.value_type(x.source);
    let (sshape, _) = ctx.shaped_parts(st).ok_or(())?;
    let (vshape, _, _) = vec_shape(ctx, x.vector_type).ok_or(())?;
    if sshape.contains(&rmlir_ir::types::DYNAMIC) || sshape != vshape.as_slice() {
        return Err(());
    }
    if x.has_out_of_bounds_dim() || x.mask.is_some() || in_mask(rw, w_op) {
        return Err(());
    }
    let [offsets, _, strides] = slice_parts(rw, op, 2).ok_or(())?;
    if !unit_strides(rw, &strides) {
        return Err(());
    }
    if vec_shape_of_shaped(ctx, rw.body.value_type(dest)) != sshape.len() {
        return Err(());
    }
    let loc = rw.body.loc(w_op);
    rw.set_insertion_point_before(op);
    let idx = resolve_indices(rw, loc, &offsets, &x.indices).ok_or(())?;
    let nx = Transfer {
        source: dest,
        indices: idx,
        ..x
    };
    let map = nx.map.clone().ok_or(())?;
    let ib = nx.in_bounds.clone().unwrap_or_default();
    let dt = rw.body.value_type(dest);
    let w = new_write(rw, loc, nx.vector.ok_or(())?, &nx, &map, &ib, &[dt]);
    let r = rw.body.result(w, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `populateFoldTensorSubsetIntoVectorTransferPatterns`.
pub fn populate_fold_tensor_subset_into_transfer(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "TransferReadOfExtractSliceOpFolder",
        read_of_extract_slice,
    );
    set.add_fn(
        ctx,
        "tensor.insert_slice",
        1,
        "InsertSliceOfTransferWriteOpFolder",
        insert_slice_of_write,
    );
}
