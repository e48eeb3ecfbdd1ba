//! Upstream's `populateVectorExtractStridedSliceToExtractInsertChainPatterns`
//! (`VectorExtractStridedSliceToExtractInsertChain`: a 1-D strided slice becomes extracts
//! inserted one by one into a zero vector) and `populateBreakDownVectorBitCastOpPatterns`
//! (`BreakDownVectorBitCast`: a 1-D bitcast to fewer elements is done slice by slice).

use crate::vector::lowering::patterns::{extract, insert};
use crate::vector::lowering::{
    build1, i64_array_attr, i64_array_attr_values, vector_parts, vector_type, zero_attr,
};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Body, Context, OpId};

fn arr(rw: &PatternRewriter<'_>, op: OpId, n: &str) -> Option<Vec<i64>> {
    i64_array_attr_values(rw.ctx, rmlir_ir::ods::prop(rw.ctx, rw.body(), op, n)?)
}

fn extract_strided_slice_to_chain(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let (offsets, sizes, strides) = (
        arr(rw, op, "offsets").ok_or(())?,
        arr(rw, op, "sizes").ok_or(())?,
        arr(rw, op, "strides").ok_or(())?,
    );
    if offsets.len() != 1 || sizes.is_empty() || strides.is_empty() {
        return Err(());
    }
    let (offset, size, stride) = (offsets[0], sizes[0], strides[0]);
    if stride <= 0 {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let src = rw.body().operand(op, 0);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let mut elems = Vec::new();
    let mut i = offset;
    while i < offset + size * stride {
        elems.push(extract(rw, loc, src, &[i]));
        i += stride;
    }
    let z = zero_attr(ctx, ty).ok_or(())?;
    let mut result = build1(rw, loc, "arith.constant", &[], ty, &[("value", z)]);
    for (i, e) in elems.into_iter().enumerate() {
        result = insert(rw, loc, e, result, &[i as i64]);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

/// Upstream's `populateVectorExtractStridedSliceToExtractInsertChainPatterns`.
pub fn populate_extract_strided_slice_to_extract_insert_chain_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
) {
    set.add_fn(
        ctx,
        "vector.extract_strided_slice",
        1,
        "VectorExtractStridedSliceToExtractInsertChain",
        extract_strided_slice_to_chain,
    );
}

/// Decides which bitcasts [`populate_break_down_vector_bitcast_patterns`] rewrites.
pub type BitCastControl = fn(&Context, &Body, OpId) -> bool;

fn break_down_bitcast(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    control: BitCastControl,
) -> LogicalResult {
    let ctx = rw.ctx;
    if !control(ctx, rw.body(), op) {
        return Err(());
    }
    let src = rw.body().operand(op, 0);
    let (ss, ssc, _) = vector_parts(ctx, rw.body().value_type(src)).ok_or(())?;
    let dst_ty = rw.body().value_type(rw.body().result(op, 0));
    let (ds, _, elem) = vector_parts(ctx, dst_ty).ok_or(())?;
    if ssc.iter().any(|s| *s) || ss.len() != 1 || ds.len() != 1 {
        return Err(());
    }
    let (src_last, dst_last) = (ss[0], ds[0]);
    if src_last < dst_last || dst_last == 0 || src_last % dst_last != 0 {
        return Err(());
    }
    let ratio = src_last / dst_last;
    if src_last == ratio {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let z = zero_attr(ctx, elem).ok_or(())?;
    let zero = build1(rw, loc, "arith.constant", &[], elem, &[("value", z)]);
    let mut res = build1(rw, loc, "vector.splat", &[zero], dst_ty, &[]);
    let slice_ty = vector_parts(ctx, rw.body().value_type(src))
        .map(|p| vector_type(ctx, &[dst_last], &[], p.2))
        .ok_or(())?;
    let cast_ty = vector_type(ctx, &[dst_last / ratio], &[], elem);
    let one = i64_array_attr(ctx, &[1]);
    for i in 0..ratio {
        let e = build1(
            rw,
            loc,
            "vector.extract_strided_slice",
            &[src],
            slice_ty,
            &[
                ("offsets", i64_array_attr(ctx, &[i * dst_last])),
                ("sizes", i64_array_attr(ctx, &[dst_last])),
                ("strides", one),
            ],
        );
        let b = build1(rw, loc, "vector.bitcast", &[e], cast_ty, &[]);
        res = build1(
            rw,
            loc,
            "vector.insert_strided_slice",
            &[b, res],
            dst_ty,
            &[
                ("offsets", i64_array_attr(ctx, &[i * dst_last / ratio])),
                ("strides", one),
            ],
        );
    }
    rw.replace_op(op, &[res]);
    Ok(())
}

/// Upstream's `populateBreakDownVectorBitCastOpPatterns`.
pub fn populate_break_down_vector_bitcast_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
    control: BitCastControl,
) {
    set.add_fn(
        ctx,
        "vector.bitcast",
        1,
        "BreakDownVectorBitCast",
        move |op, rw| break_down_bitcast(op, rw, control),
    );
}

/// Upstream's `BreakDownVectorReduction`: a reduction of at most `max` elements (unmasked,
/// fixed-length) becomes extracts combined with arith ops.
fn break_down_reduction(op: OpId, rw: &mut PatternRewriter<'_>, max: i64) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if body
        .parent_op(op)
        .is_some_and(|p| ctx.op_name_str(body.op_name(p)) == "vector.mask")
    {
        return Err(());
    }
    let v = body.operand(op, 0);
    let (shape, sc, _) = vector_parts(ctx, body.value_type(v)).ok_or(())?;
    if sc.iter().any(|s| *s) || shape.len() != 1 || shape[0] > max {
        return Err(());
    }
    let kind = crate::vector::attrs::kind(ctx, body, op).ok_or(())?;
    let fastmath = rmlir_ir::ods::prop(ctx, body, op, "fastmath");
    let acc = (body.num_operands(op) > 1).then(|| body.operand(op, 1));
    let loc = body.loc(op);
    let elems: Vec<_> = (0..shape[0]).map(|i| extract(rw, loc, v, &[i])).collect();
    let mut res = *elems.first().ok_or(())?;
    for e in &elems[1..] {
        res = crate::vector::canonicalize::make_arith_reduction(
            rw, loc, kind, res, *e, fastmath, None,
        )?;
    }
    if let Some(a) = acc {
        res = crate::vector::canonicalize::make_arith_reduction(
            rw, loc, kind, res, a, fastmath, None,
        )?;
    }
    rw.replace_op(op, &[res]);
    Ok(())
}

/// Upstream's `populateBreakDownVectorReductionPatterns`.
pub fn populate_break_down_vector_reduction_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
    max: i64,
) {
    set.add_fn(
        ctx,
        "vector.reduction",
        1,
        "BreakDownVectorReduction",
        move |op, rw| break_down_reduction(op, rw, max),
    );
}
