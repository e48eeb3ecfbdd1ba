//! Upstream's `populateElementwiseToVectorOpsPatterns` (`ElementwiseToOuterproduct` on
//! `arith.mulf`/`arith.muli`): a 2-D product of a 2-D transpose of a broadcast and a
//! broadcast, both broadcasting a vector that is not 2-D, is a `vector.outerproduct` of
//! the broadcast sources (the transposed one first; either operand may be it).

use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Body, Context, OpId, TypeKind, ValueId};

fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v)
        .filter(|d| ctx.op_name_str(body.op_name(*d)) == name)
}

/// `getValidBroadcastSource`: the source of a broadcast of a vector that is not 2-D.
fn broadcast_source(ctx: &Context, body: &Body, v: ValueId) -> Option<ValueId> {
    let b = def_named(ctx, body, v, "vector.broadcast")?;
    let src = body.operand(b, 0);
    match ctx.type_kind(body.value_type(src)) {
        TypeKind::Vector { shape, .. } if shape.len() != 2 => Some(src),
        _ => None,
    }
}

/// `tr(broadcast(A))` and `broadcast(B)`: `(A, B)`.
fn match_outer_product(
    ctx: &Context,
    body: &Body,
    a: ValueId,
    b: ValueId,
) -> Option<(ValueId, ValueId)> {
    let t = def_named(ctx, body, a, "vector.transpose")?;
    if crate::vector::ops::transpose_permutation(ctx, body, t) != [1, 0] {
        return None;
    }
    let lhs = broadcast_source(ctx, body, body.operand(t, 0))?;
    let rhs = broadcast_source(ctx, body, b)?;
    Some((lhs, rhs))
}

fn elementwise_to_outerproduct(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let res_ty = body.value_type(body.result(op, 0));
    match ctx.type_kind(res_ty) {
        TypeKind::Vector { shape, .. } if shape.len() == 2 => {}
        _ => return Err(()),
    }
    let (a, b) = (body.operand(op, 0), body.operand(op, 1));
    let (lhs, rhs) = match_outer_product(ctx, body, a, b)
        .or_else(|| match_outer_product(ctx, body, b, a))
        .ok_or(())?;
    let loc = body.loc(op);
    let kind = crate::vector::attrs::CombiningKind::Add.attr(ctx);
    let v = crate::vector::lowering::build1(
        rw,
        loc,
        "vector.outerproduct",
        &[lhs, rhs],
        res_ty,
        &[("kind", kind)],
    );
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `populateElementwiseToVectorOpsPatterns`.
pub fn populate_elementwise_to_vector_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "arith.mulf",
        1,
        "ElementwiseToOuterproduct<arith::MulFOp>",
        elementwise_to_outerproduct,
    );
    set.add_fn(
        ctx,
        "arith.muli",
        1,
        "ElementwiseToOuterproduct<arith::MulIOp>",
        elementwise_to_outerproduct,
    );
}
