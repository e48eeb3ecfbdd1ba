//! Upstream's `populateSinkVectorBroadcastPatterns` (`VectorTransforms.cpp`,
//! `ReorderElementwiseOpsOnBroadcast`): an elementwise op all of whose operands are
//! broadcasts (or splats) of values of one type is applied to those values, and its result
//! broadcast.

use super::{is_elementwise, recreate_with};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Context, OpId, TypeKind, ValueId};

fn reorder_elementwise_on_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.results(op).len() != 1 || !is_elementwise(ctx, body, op) {
        return Err(());
    }
    let res_ty = body.value_type(body.result(op, 0));
    if !matches!(
        ctx.type_kind(res_ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Err(());
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    if operands.is_empty() || body.value_type(operands[0]) != res_ty {
        return Err(());
    }
    if ctx.op_name_str(body.op_name(op)) == "vector.fma" {
        return Err(());
    }
    let source_of = |v: ValueId| -> Option<ValueId> {
        let d = body.defining_op(v)?;
        matches!(
            ctx.op_name_str(body.op_name(d)),
            "vector.broadcast" | "vector.splat"
        )
        .then(|| body.operand(d, 0))
    };
    let first = source_of(operands[0]).ok_or(())?;
    let src_ty = body.value_type(first);
    let mut sources = Vec::with_capacity(operands.len());
    for v in &operands {
        let s = source_of(*v).ok_or(())?;
        if body.value_type(s) != src_ty {
            return Err(());
        }
        sources.push(s);
    }
    let loc = body.loc(op);
    let new = recreate_with(rw, op, &sources, src_ty);
    let r = rw.body().result(new, 0);
    let b = crate::vector::lowering::build1(rw, loc, "vector.broadcast", &[r], res_ty, &[]);
    rw.replace_op(op, &[b]);
    Ok(())
}

/// Upstream's `populateSinkVectorBroadcastPatterns`.
pub fn populate_sink_vector_broadcast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let _ = ctx;
    set.add(
        rmlir_ir::rewrite::Pattern::new(
            rmlir_ir::rewrite::PatternRoot::Any,
            rmlir_ir::rewrite::PatternBenefit::new(1),
            reorder_elementwise_on_broadcast,
        )
        .with_debug_name("ReorderElementwiseOpsOnBroadcast"),
    );
}
