//! `tensor.pad` canonicalization patterns of MLIR 19 beyond `FoldStaticZeroPadding`:
//! `FoldSourceTensorCast` (a foldable `tensor.cast` source is absorbed, the result type
//! refined as `PadOp::inferResultType` with the old result shape as a hint) and
//! `FoldTargetTensorCast` (a pad whose only user is a `tensor.cast` to a more static type
//! takes that type).

use super::fold::{can_fold_into_consumer, preserves_static_information};
use crate::memref::verify::static_list;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, IrMapping, OpId, Type, TypeKind};

fn ranked(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.to_vec(), *elem)),
        _ => None,
    }
}

/// Upstream `PadOp::inferResultType` with a result-shape hint.
fn infer_result_type(
    ctx: &Context,
    source: Type,
    low: &[i64],
    high: &[i64],
    hint: &[i64],
) -> Option<Type> {
    let (shape, elem) = ranked(ctx, source)?;
    if low.len() != shape.len() || high.len() != shape.len() {
        return None;
    }
    let inferred: Vec<i64> = (0..shape.len())
        .map(|i| {
            if shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                hint.get(i).copied().unwrap_or(DYNAMIC)
            } else {
                shape[i] + low[i] + high[i]
            }
        })
        .collect();
    Some(super::verify::tensor_type(ctx, &inferred, elem))
}

/// A copy of `pad` (operands, properties, attributes, region) before it, with result type
/// `ty` and source `source`.
fn clone_pad_with(
    rw: &mut PatternRewriter<'_>,
    pad: OpId,
    source: rmlir_ir::ValueId,
    ty: Type,
) -> OpId {
    let mut map = IrMapping::new();
    let new = rw
        .body
        .clone_op_at(pad, rmlir_ir::body::InsertPoint::Before(pad), &mut map);
    rw.body.set_operand(new, 0, source);
    let r = rw.body.result(new, 0);
    rw.body.set_value_type(r, ty);
    new
}

/// Upstream `FoldSourceTensorCast`.
pub(super) fn fold_source_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let src = rw.body().operand(op, 0);
    let cast = rw.body().defining_op(src).ok_or(())?;
    if ctx.op_name_str(rw.body().op_name(cast)) != "tensor.cast"
        || !can_fold_into_consumer(ctx, rw.body(), cast)
    {
        return Err(());
    }
    let cast_src = rw.body().operand(cast, 0);
    let res = rw.body().result(op, 0);
    let res_ty = rw.body().value_type(res);
    let (res_shape, _) = ranked(ctx, res_ty).ok_or(())?;
    let low = static_list(ctx, rw.body(), op, "static_low");
    let high = static_list(ctx, rw.body(), op, "static_high");
    let new_ty =
        infer_result_type(ctx, rw.body().value_type(cast_src), &low, &high, &res_shape).ok_or(())?;
    if new_ty == res_ty {
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, cast_src));
        return Ok(());
    }
    // As upstream, the new pad keeps the cast as its source (the next application absorbs
    // it in place).
    let new = clone_pad_with(rw, op, src, new_ty);
    let nv = rw.body().result(new, 0);
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let mut spec = rmlir_ir::body::OpSpec::new(ctx.op_name("tensor.cast"), loc);
    let ops = [nv];
    spec.operands = &ops;
    spec.result_types = std::slice::from_ref(&res_ty);
    let c = rw.create(spec);
    rw.replace_op_with_op(op, c);
    Ok(())
}

/// Upstream `FoldTargetTensorCast`.
pub(super) fn fold_target_tensor_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let res = rw.body().result(op, 0);
    let uses: Vec<_> = rw.body().uses(res).collect();
    if uses.len() != 1 {
        return Err(());
    }
    let cast = uses[0].0;
    if ctx.op_name_str(rw.body().op_name(cast)) != "tensor.cast" {
        return Err(());
    }
    let dest_ty = rw.body().value_type(rw.body().result(cast, 0));
    if !preserves_static_information(ctx, rw.body().value_type(res), dest_ty) {
        return Err(());
    }
    let src = rw.body().operand(op, 0);
    let new = clone_pad_with(rw, op, src, dest_ty);
    let nv = rw.body().result(new, 0);
    rw.replace_op(op, &[nv]);
    rw.replace_op(cast, &[nv]);
    Ok(())
}
