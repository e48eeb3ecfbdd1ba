//! Upstream's `populateCastAwayVectorLeadingOneDimPatterns` (`VectorDropLeadUnitDim.cpp`):
//! ops on vectors with leading unit dims are rewritten on the vectors without them
//! (operands `vector.extract`ed at 0, results `vector.broadcast` back): strided slices,
//! `vector.insert`, transfers (masks extracted or shape_cast), `constant_mask`,
//! elementwise ops and contractions.

use crate::vector::lowering::patterns::extract;
use crate::vector::lowering::{
    build, build1, i64_array_attr, i64_array_attr_values, vector_parts, vector_type,
};
use crate::vector::transfer::{bool_array, infer_mask_type, Transfer};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Attribute, Context, OpId, Type, ValueId};

/// Upstream's `trimLeadingOneDims`: the type without its leading non-scalable unit dims
/// (keeping the last dim when all are).
pub fn trim_leading_one_dims(ctx: &Context, t: Type) -> Option<Type> {
    let (shape, sc, elem) = vector_parts(ctx, t)?;
    let flag = |i: usize| sc.get(i).copied().unwrap_or(false);
    let mut k = 0;
    while k < shape.len() && shape[k] == 1 && !flag(k) {
        k += 1;
    }
    if k == shape.len() && k > 0 {
        k = shape.len() - 1;
    }
    let nsc: Vec<bool> = (k..shape.len()).map(flag).collect();
    Some(vector_type(ctx, &shape[k..], &nsc, elem))
}

fn rank(ctx: &Context, t: Type) -> usize {
    vector_parts(ctx, t).map_or(0, |v| v.0.len())
}

fn ty(rw: &PatternRewriter<'_>, v: ValueId) -> Type {
    rw.body().value_type(v)
}

fn result_ty(rw: &PatternRewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().result(op, 0))
}

fn array_prop(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> Option<Vec<i64>> {
    i64_array_attr_values(rw.ctx, rmlir_ir::ods::prop(rw.ctx, rw.body(), op, name)?)
}

/// `vector.extract %v[0, ..., 0]` (`n` zeros), or `v` itself for `n == 0`.
fn extract_zeros(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    v: ValueId,
    n: usize,
) -> ValueId {
    extract(rw, loc, v, &vec![0; n])
}

fn broadcast(rw: &mut PatternRewriter<'_>, op: OpId, v: ValueId, to: Type) {
    let loc = rw.body().loc(op);
    let b = build1(rw, loc, "vector.broadcast", &[v], to, &[]);
    rw.replace_op(op, &[b]);
}

/// Whether `op` sits in a `vector.mask`.
fn is_masked(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.body()
        .parent_op(op)
        .is_some_and(|p| rw.ctx.op_name_str(rw.body().op_name(p)) == "vector.mask")
}

/// Upstream's `CastAwayExtractStridedSliceLeadingOneDim`.
fn extract_strided_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let src = rw.body().operand(op, 0);
    let old_src = ty(rw, src);
    let new_src = trim_leading_one_dims(ctx, old_src).ok_or(())?;
    let drop = rank(ctx, old_src) - rank(ctx, new_src);
    if drop == 0 {
        return Err(());
    }
    let old_dst = result_ty(rw, op);
    let (ds, dsc, elem) = vector_parts(ctx, old_dst).ok_or(())?;
    let new_dst = vector_type(ctx, &ds[drop..], dsc.get(drop..).unwrap_or(&[]), elem);
    let (offsets, sizes, strides) = (
        array_prop(rw, op, "offsets").ok_or(())?,
        array_prop(rw, op, "sizes").ok_or(())?,
        array_prop(rw, op, "strides").ok_or(())?,
    );
    let tail = |v: &[i64]| i64_array_attr(ctx, v.get(drop..).unwrap_or(&[]));
    let loc = rw.body().loc(op);
    let v = extract_zeros(rw, loc, src, drop);
    let e = build1(
        rw,
        loc,
        "vector.extract_strided_slice",
        &[v],
        new_dst,
        &[
            ("offsets", tail(&offsets)),
            ("sizes", tail(&sizes)),
            ("strides", tail(&strides)),
        ],
    );
    broadcast(rw, op, e, old_dst);
    Ok(())
}

/// Upstream's `CastAwayInsertStridedSliceLeadingOneDim`.
fn insert_strided_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let (src, dst) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let (old_src, old_dst) = (ty(rw, src), ty(rw, dst));
    let new_src = trim_leading_one_dims(ctx, old_src).ok_or(())?;
    let new_dst = trim_leading_one_dims(ctx, old_dst).ok_or(())?;
    let src_drop = rank(ctx, old_src) - rank(ctx, new_src);
    let dst_drop = rank(ctx, old_dst) - rank(ctx, new_dst);
    if src_drop == 0 && dst_drop == 0 {
        return Err(());
    }
    let offsets = array_prop(rw, op, "offsets").ok_or(())?;
    let strides = array_prop(rw, op, "strides").ok_or(())?;
    let back = |v: &[i64], n: usize| i64_array_attr(ctx, &v[v.len().saturating_sub(n)..]);
    let loc = rw.body().loc(op);
    let s = extract_zeros(rw, loc, src, src_drop);
    let d = extract_zeros(rw, loc, dst, dst_drop);
    let i = build1(
        rw,
        loc,
        "vector.insert_strided_slice",
        &[s, d],
        new_dst,
        &[
            ("offsets", back(&offsets, rank(ctx, new_dst))),
            ("strides", back(&strides, rank(ctx, new_src))),
        ],
    );
    broadcast(rw, op, i, old_dst);
    Ok(())
}

/// Upstream's `CastAwayInsertLeadingOneDim`.
fn insert(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if rw.body().num_operands(op) != 2 {
        return Err(());
    }
    let (src, dst) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let old_src = ty(rw, src);
    let (old_src_rank, new_src_rank) = match trim_leading_one_dims(ctx, old_src) {
        Some(n) => (rank(ctx, old_src), rank(ctx, n)),
        None => (0, 0),
    };
    let old_dst = ty(rw, dst);
    let new_dst = trim_leading_one_dims(ctx, old_dst).ok_or(())?;
    let src_drop = old_src_rank - new_src_rank;
    let dst_drop = rank(ctx, old_dst) - rank(ctx, new_dst);
    if src_drop == 0 && dst_drop == 0 {
        return Err(());
    }
    let pos = crate::vector::lowering::i64_array_prop(ctx, rw.body(), op, "static_position");
    let loc = rw.body().loc(op);
    let s = if old_src_rank != 0 {
        extract_zeros(rw, loc, src, src_drop)
    } else {
        src
    };
    let d = extract_zeros(rw, loc, dst, dst_drop);
    let keep = pos.len().saturating_sub(dst_drop);
    let mut new_pos = pos[pos.len() - keep..].to_vec();
    new_pos.resize(rank(ctx, new_dst) - new_src_rank, 0);
    let i = build1(
        rw,
        loc,
        "vector.insert",
        &[s, d],
        new_dst,
        &[("static_position", c::dense_i64_array(ctx, &new_pos))],
    );
    broadcast(rw, op, i, old_dst);
    Ok(())
}

/// Upstream's `dropUnitDimsFromMask`: the mask of the trimmed transfer, extracted when
/// the old mask is its broadcast, else shape_cast.
fn trimmed_mask(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    mask: ValueId,
    new_vec: Type,
    new_map: &AffineMap,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let new_mask = infer_mask_type(ctx, new_vec, new_map)?;
    let old_mask = ty(rw, mask);
    if crate::vector::ops::is_broadcastable_to(ctx, new_mask, old_mask)
        == crate::vector::ops::Broadcastable::Success
    {
        let drop = rank(ctx, old_mask) - rank(ctx, new_mask);
        Some(extract_zeros(rw, loc, mask, drop))
    } else {
        Some(build1(rw, loc, "vector.shape_cast", &[mask], new_mask, &[]))
    }
}

/// The trimmed transfer's map and in_bounds (their last `n` results).
fn trimmed_map(
    rw: &PatternRewriter<'_>,
    op: OpId,
    x: &Transfer,
    n: usize,
) -> Option<(AffineMap, Option<Attribute>)> {
    let map = x.map.as_ref()?;
    let res = map.results();
    let new_map = AffineMap::new(
        map.num_dims(),
        map.num_symbols(),
        res[res.len() - n..].to_vec(),
    );
    let in_bounds = rmlir_ir::ods::prop(rw.ctx, rw.body(), op, "in_bounds")
        .and(x.in_bounds.as_ref())
        .map(|b| bool_array(rw.ctx, &b[b.len() - n..]));
    Some((new_map, in_bounds))
}

/// Upstream's `CastAwayTransferReadLeadingOneDim`.
fn transfer_read(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if is_masked(rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    if x.map.as_ref().ok_or(())?.num_results() == 0 {
        return Err(());
    }
    let old = x.vector_type;
    let elem = vector_parts(ctx, old).ok_or(())?.2;
    if ctx.element_type(ty(rw, x.source)) != Some(elem) {
        return Err(());
    }
    let new = trim_leading_one_dims(ctx, old).ok_or(())?;
    if new == old {
        return Err(());
    }
    let (new_map, in_bounds) = trimmed_map(rw, op, &x, rank(ctx, new)).ok_or(())?;
    let loc = rw.body().loc(op);
    let mask = match x.mask {
        Some(m) => Some(trimmed_mask(rw, loc, m, new, &new_map).ok_or(())?),
        None => None,
    };
    let mut operands = vec![x.source];
    operands.extend(&x.indices);
    operands.push(x.padding.ok_or(())?);
    operands.extend(mask);
    let mut props = vec![
        (
            "permutation_map",
            crate::affine::utils::map_attr(ctx, new_map),
        ),
        (
            "operandSegmentSizes",
            c::dense_i32_array(ctx, &[1, x.indices.len() as i32, 1, mask.is_some() as i32]),
        ),
    ];
    if let Some(b) = in_bounds {
        props.push(("in_bounds", b));
    }
    let r = build1(rw, loc, "vector.transfer_read", &operands, new, &props);
    broadcast(rw, op, r, old);
    Ok(())
}

/// Upstream's `CastAwayTransferWriteLeadingOneDim`.
fn transfer_write(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if is_masked(rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    if x.map.as_ref().ok_or(())?.num_results() == 0 {
        return Err(());
    }
    let old = x.vector_type;
    let elem = vector_parts(ctx, old).ok_or(())?.2;
    if ctx.element_type(ty(rw, x.source)) != Some(elem) {
        return Err(());
    }
    let new = trim_leading_one_dims(ctx, old).ok_or(())?;
    if new == old {
        return Err(());
    }
    let drop = rank(ctx, old) - rank(ctx, new);
    let (new_map, in_bounds) = trimmed_map(rw, op, &x, rank(ctx, new)).ok_or(())?;
    let loc = rw.body().loc(op);
    let v = extract_zeros(rw, loc, x.vector.ok_or(())?, drop);
    let mask = match x.mask {
        Some(m) => Some(trimmed_mask(rw, loc, m, new, &new_map).ok_or(())?),
        None => None,
    };
    let mut operands = vec![v, x.source];
    operands.extend(&x.indices);
    operands.extend(mask);
    let mut props = vec![
        (
            "permutation_map",
            crate::affine::utils::map_attr(ctx, new_map),
        ),
        (
            "operandSegmentSizes",
            c::dense_i32_array(ctx, &[1, 1, x.indices.len() as i32, mask.is_some() as i32]),
        ),
    ];
    if let Some(b) = in_bounds {
        props.push(("in_bounds", b));
    }
    let results: Vec<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|r| rw.body().value_type(*r))
        .collect();
    let w = build(
        rw,
        loc,
        "vector.transfer_write",
        &operands,
        &results,
        &props,
        0,
    );
    let new_results: Vec<ValueId> = rw.body().results(w).to_vec();
    if new_results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &new_results);
    }
    Ok(())
}

/// Upstream's `CastAwayConstantMaskLeadingOneDim`: the leading mask sizes multiply into
/// the first kept dim's.
fn constant_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let old = result_ty(rw, op);
    let new = trim_leading_one_dims(ctx, old).ok_or(())?;
    if new == old {
        return Err(());
    }
    let drop = rank(ctx, old) - rank(ctx, new);
    let sizes = array_prop(rw, op, "mask_dim_sizes").ok_or(())?;
    if sizes.len() <= drop {
        return Err(());
    }
    let mut new_sizes = vec![sizes[..=drop].iter().product::<i64>()];
    new_sizes.extend_from_slice(&sizes[drop + 1..]);
    let loc = rw.body().loc(op);
    let m = build1(
        rw,
        loc,
        "vector.constant_mask",
        &[],
        new,
        &[("mask_dim_sizes", i64_array_attr(ctx, &new_sizes))],
    );
    broadcast(rw, op, m, old);
    Ok(())
}

/// Upstream's `hasElementwiseMappableTraits` for ops declared through ODS.
fn is_elementwise(ctx: &Context, rw: &PatternRewriter<'_>, op: OpId) -> bool {
    ctx.op_info(rw.body().op_name(op))
        .and_then(|i| i.def)
        .is_some_and(|d| {
            d.traits
                .iter()
                .any(|t| matches!(t, rmlir_ir::ods::Trait::Elementwise))
        })
}

/// Upstream's `CastAwayElementwiseLeadingOneDim`.
fn elementwise(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if !is_elementwise(ctx, rw, op) || rw.body().results(op).len() != 1 {
        return Err(());
    }
    let old = result_ty(rw, op);
    let new = trim_leading_one_dims(ctx, old).ok_or(())?;
    if new == old {
        return Err(());
    }
    let drop = rank(ctx, old) - rank(ctx, new);
    let loc = rw.body().loc(op);
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let mut new_operands = Vec::with_capacity(operands.len());
    for v in operands {
        if vector_parts(ctx, ty(rw, v)).is_some() {
            new_operands.push(extract_zeros(rw, loc, v, drop));
        } else {
            new_operands.push(v);
        }
    }
    let name = rw.body().op_name(op);
    let props = rw.body().op(op).props.clone();
    let attrs = rw.body().attrs(op).to_vec();
    let results = [new];
    let mut spec = rmlir_ir::body::OpSpec::new(name, loc);
    spec.operands = &new_operands;
    spec.result_types = &results;
    spec.props = props.iter().cloned().collect();
    spec.attrs = attrs;
    let n = rw.create(spec);
    let r = rw.body().result(n, 0);
    broadcast(rw, op, r, old);
    Ok(())
}

/// The debug names of the patterns [`populate_cast_away_vector_leading_one_dim_patterns`]
/// adds.
pub const PATTERN_NAMES: [&str; 8] = [
    "CastAwayExtractStridedSliceLeadingOneDim",
    "CastAwayInsertStridedSliceLeadingOneDim",
    "CastAwayInsertLeadingOneDim",
    "CastAwayTransferReadLeadingOneDim",
    "CastAwayTransferWriteLeadingOneDim",
    "CastAwayElementwiseLeadingOneDim",
    "CastAwayConstantMaskLeadingOneDim",
    "CastAwayContractionLeadingOneDim",
];

/// Upstream's `populateCastAwayVectorLeadingOneDimPatterns`.
pub fn populate_cast_away_vector_leading_one_dim_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
) {
    set.add_fn(
        ctx,
        "vector.extract_strided_slice",
        1,
        "CastAwayExtractStridedSliceLeadingOneDim",
        extract_strided_slice,
    );
    set.add_fn(
        ctx,
        "vector.insert_strided_slice",
        1,
        "CastAwayInsertStridedSliceLeadingOneDim",
        insert_strided_slice,
    );
    set.add_fn(
        ctx,
        "vector.insert",
        1,
        "CastAwayInsertLeadingOneDim",
        insert,
    );
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "CastAwayTransferReadLeadingOneDim",
        transfer_read,
    );
    set.add_fn(
        ctx,
        "vector.transfer_write",
        1,
        "CastAwayTransferWriteLeadingOneDim",
        transfer_write,
    );
    set.add(
        rmlir_ir::rewrite::Pattern::new(
            rmlir_ir::rewrite::PatternRoot::Any,
            rmlir_ir::rewrite::PatternBenefit::new(1),
            elementwise,
        )
        .with_debug_name("CastAwayElementwiseLeadingOneDim"),
    );
    set.add_fn(
        ctx,
        "vector.constant_mask",
        1,
        "CastAwayConstantMaskLeadingOneDim",
        constant_mask,
    );
    set.add_fn(
        ctx,
        "vector.contract",
        1,
        "CastAwayContractionLeadingOneDim",
        super::drop_lead_unit_dim_contract::contraction,
    );
}
