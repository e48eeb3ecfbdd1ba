//! Upstream's `populateScalarVectorTransferLoweringPatterns`
//! (`VectorTransferOpTransforms.cpp`): a scalar `vector.extract`/`vector.extractelement` of
//! an in-bounds, unmasked, minor-identity `vector.transfer_read` becomes a `memref.load`
//! (`tensor.extract`) at the read's indices shifted by the extracted position; a
//! `vector.transfer_write` of a one-element vector becomes a `memref.store`
//! (`tensor.insert`) of its element.

use crate::affine::utils::{
    make_composed_folded_affine_apply, value_or_constant_index, OpFoldResult,
};
use crate::vector::lowering::{build, build1, i64_array_prop, vector_parts};
use crate::vector::transfer::Transfer;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Context, OpId, TypeKind, ValueId};

/// The transfer read `v` comes from, when an extract of it may become a scalar load
/// (upstream's `RewriteScalarExtractOfTransferReadBase::match`).
fn matching_read(
    rw: &PatternRewriter<'_>,
    extract: OpId,
    allow_multiple_uses: bool,
) -> Option<Transfer> {
    let ctx = rw.ctx;
    let body = rw.body();
    let v = body.operands(extract).next()?;
    let read = body.defining_op(v)?;
    if ctx.op_name_str(body.op_name(read)) != "vector.transfer_read" {
        return None;
    }
    let res_ty = body.value_type(body.result(extract, 0));
    if matches!(ctx.type_kind(res_ty), TypeKind::Vector { .. }) {
        return None;
    }
    let uses: Vec<OpId> = body.uses(v).map(|(o, _)| o).collect();
    if !allow_multiple_uses && uses.len() != 1 {
        return None;
    }
    if allow_multiple_uses
        && !uses.iter().all(|u| {
            matches!(
                ctx.op_name_str(body.op_name(*u)),
                "vector.extract" | "vector.extractelement"
            )
        })
    {
        return None;
    }
    let x = Transfer::of(ctx, body, read)?;
    if x.mask.is_some() || !x.map.as_ref()?.is_minor_identity() || x.has_out_of_bounds_dim() {
        return None;
    }
    Some(x)
}

/// `memref.load`/`tensor.extract` of `x`'s source at `indices`, replacing `op`.
fn replace_with_load(rw: &mut PatternRewriter<'_>, op: OpId, x: &Transfer, indices: &[ValueId]) {
    let ctx = rw.ctx;
    let loc = rw.body().loc(op);
    let is_memref = matches!(
        ctx.type_kind(rw.body().value_type(x.source)),
        TypeKind::MemRef { .. }
    );
    let rt = rw.body().value_type(rw.body().result(op, 0));
    let mut operands = vec![x.source];
    operands.extend_from_slice(indices);
    let name = if is_memref {
        "memref.load"
    } else {
        "tensor.extract"
    };
    let v = build1(rw, loc, name, &operands, rt, &[]);
    rw.replace_op(op, &[v]);
}

/// `idx + offset` (folded and composed as upstream's `makeComposedFoldedAffineApply`).
fn shifted(rw: &mut PatternRewriter<'_>, op: OpId, idx: ValueId, offset: OpFoldResult) -> ValueId {
    let loc = rw.body().loc(op);
    let (map, operands) = match offset {
        OpFoldResult::Attr(a) => {
            let c = crate::affine::utils::int_attr_value(rw.ctx, a).unwrap_or(0);
            (
                AffineMap::new(0, 1, vec![AffineExpr::symbol(0).add_const(c)]),
                vec![OpFoldResult::Value(idx)],
            )
        }
        OpFoldResult::Value(_) => (
            AffineMap::new(
                0,
                2,
                vec![AffineExpr::symbol(0).add(&AffineExpr::symbol(1))],
            ),
            vec![OpFoldResult::Value(idx), offset],
        ),
    };
    let r = make_composed_folded_affine_apply(rw, loc, &map, &operands);
    value_or_constant_index(rw, loc, r)
}

/// Upstream's `RewriteScalarExtractElementOfTransferRead`.
fn extractelement_of_read(op: OpId, rw: &mut PatternRewriter<'_>, multi: bool) -> LogicalResult {
    let x = matching_read(rw, op, multi).ok_or(())?;
    let mut indices = x.indices.clone();
    let pos = rw.body().operands(op).nth(1);
    if let Some(pos) = pos {
        let last = indices.len().checked_sub(1).ok_or(())?;
        indices[last] = shifted(rw, op, indices[last], OpFoldResult::Value(pos));
    }
    replace_with_load(rw, op, &x, &indices);
    Ok(())
}

/// Upstream's `RewriteScalarExtractOfTransferRead`.
fn extract_of_read(op: OpId, rw: &mut PatternRewriter<'_>, multi: bool) -> LogicalResult {
    let ctx = rw.ctx;
    // Dynamic positions are not supported (upstream asserts).
    if rw.body().operands(op).count() != 1 {
        return Err(());
    }
    let x = matching_read(rw, op, multi).ok_or(())?;
    let pos = i64_array_prop(ctx, rw.body(), op, "static_position");
    let mut indices = x.indices.clone();
    let first = indices.len().checked_sub(pos.len()).ok_or(())?;
    let idx_ty = ctx.index_type();
    for (i, p) in pos.iter().enumerate() {
        let a = ctx.int_attr(idx_ty, *p);
        indices[first + i] = shifted(rw, op, indices[first + i], OpFoldResult::Attr(a));
    }
    replace_with_load(rw, op, &x, &indices);
    Ok(())
}

/// Upstream's `RewriteScalarWrite`.
fn scalar_write(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    if x.read {
        return Err(());
    }
    let (shape, _, elem) = vector_parts(ctx, x.vector_type).ok_or(())?;
    if shape.iter().any(|s| *s != 1)
        || x.mask.is_some()
        || !x.map.as_ref().ok_or(())?.is_minor_identity()
    {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let vector = x.vector.ok_or(())?;
    let scalar = if shape.is_empty() {
        build1(rw, loc, "vector.extractelement", &[vector], elem, &[])
    } else {
        crate::vector::lowering::patterns::extract(rw, loc, vector, &vec![0; shape.len()])
    };
    let mut operands = vec![scalar, x.source];
    operands.extend_from_slice(&x.indices);
    if matches!(
        ctx.type_kind(rw.body().value_type(x.source)),
        TypeKind::MemRef { .. }
    ) {
        build(rw, loc, "memref.store", &operands, &[], &[], 0);
        rw.erase_op(op);
    } else {
        let t = rw.body().value_type(x.source);
        let v = build1(rw, loc, "tensor.insert", &operands, t, &[]);
        rw.replace_op(op, &[v]);
    }
    Ok(())
}

/// Upstream's `populateScalarVectorTransferLoweringPatterns`.
pub fn populate_scalar_vector_transfer_lowering_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
    benefit: u16,
    allow_multiple_uses: bool,
) {
    set.add_fn(
        ctx,
        "vector.extractelement",
        benefit,
        "RewriteScalarExtractElementOfTransferRead",
        move |op, rw| extractelement_of_read(op, rw, allow_multiple_uses),
    );
    set.add_fn(
        ctx,
        "vector.extract",
        benefit,
        "RewriteScalarExtractOfTransferRead",
        move |op, rw| extract_of_read(op, rw, allow_multiple_uses),
    );
    set.add_fn(
        ctx,
        "vector.transfer_write",
        benefit,
        "RewriteScalarWrite",
        scalar_write,
    );
}
