//! Upstream's `populateFoldArithExtensionPatterns` (`VectorTransforms.cpp`,
//! `FoldArithExtIntoContractionOp`): a contraction whose lhs and rhs are both `arith.extf`
//! (or both `arith.extsi`) contracts the narrow values instead. As upstream's builder, the
//! new contraction has the default combining kind.

use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Context, OpId};

fn fold_ext_into_contraction(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let def = |i: usize| {
        body.defining_op(body.operand(op, i))
            .filter(|d| ctx.op_name_str(body.op_name(*d)) == ext)
    };
    let (lhs, rhs) = (def(0).ok_or(())?, def(1).ok_or(())?);
    let operands = [
        body.operand(lhs, 0),
        body.operand(rhs, 0),
        body.operand(op, 2),
    ];
    let mut props = Vec::new();
    for n in ["indexing_maps", "iterator_types"] {
        props.push((n, rmlir_ir::ods::prop(ctx, body, op, n).ok_or(())?));
    }
    let loc = body.loc(op);
    let ty = body.value_type(body.result(op, 0));
    let v = crate::vector::lowering::build1(rw, loc, "vector.contract", &operands, ty, &props);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `populateFoldArithExtensionPatterns`.
pub fn populate_fold_arith_extension_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.contract",
        1,
        "FoldArithExtIntoContractionOp<arith::ExtFOp>",
        |op, rw| fold_ext_into_contraction(op, rw, "arith.extf"),
    );
    set.add_fn(
        ctx,
        "vector.contract",
        1,
        "FoldArithExtIntoContractionOp<arith::ExtSIOp>",
        |op, rw| fold_ext_into_contraction(op, rw, "arith.extsi"),
    );
}
