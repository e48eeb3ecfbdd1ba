//! `lower-vector-mask` (upstream's `LowerVectorMaskPass`, `LowerVectorMask.cpp`): a
//! `vector.mask` around a transfer or gather becomes the op carrying the mask itself
//! (`populateVectorMaskLoweringPatternsForSideEffectingOps`), with the mask op's
//! canonicalizations.

use crate::vector::lowering::{build, build1, zero_attr};
use crate::vector::transfer::Transfer;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{Context, OpId, Type, ValueId};

/// The single maskable op in a `vector.mask` region, if it is named `name`.
fn masked_op(rw: &PatternRewriter<'_>, mask_op: OpId, name: &str) -> Option<OpId> {
    let body = rw.body();
    let (rb, regions) = body.op_regions(mask_op);
    let block = rb.region_blocks(*regions.first()?).next()?;
    let first = rb.block_ops(block).next()?;
    (rw.ctx.op_name_str(rb.op_name(first)) == name).then_some(first)
}

fn copied_props(
    rw: &PatternRewriter<'_>,
    op: OpId,
    names: &[&'static str],
) -> Vec<(&'static str, rmlir_ir::Attribute)> {
    names
        .iter()
        .filter_map(|n| rmlir_ir::ods::prop(rw.ctx, rw.body(), op, n).map(|a| (*n, a)))
        .collect()
}

/// Upstream's `MaskedTransferReadOpPattern` and `MaskedTransferWriteOpPattern`.
fn masked_transfer(mask_op: OpId, rw: &mut PatternRewriter<'_>, read: bool) -> LogicalResult {
    let ctx = rw.ctx;
    let name = if read {
        "vector.transfer_read"
    } else {
        "vector.transfer_write"
    };
    let op = masked_op(rw, mask_op, name).ok_or(())?;
    let has_passthru = rw.body().num_operands(mask_op) > 1;
    if read && has_passthru {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let mask = rw.body().operand(mask_op, 0);
    let loc = rw.body().loc(mask_op);
    let mut props = copied_props(rw, op, &["permutation_map", "in_bounds"]);
    let n = x.indices.len() as i32;
    if read {
        props.push((
            "operandSegmentSizes",
            c::dense_i32_array(ctx, &[1, n, 1, 1]),
        ));
        let mut operands = vec![x.source];
        operands.extend(&x.indices);
        operands.push(x.padding.ok_or(())?);
        operands.push(mask);
        let v = build1(rw, loc, name, &operands, x.vector_type, &props);
        rw.replace_op(mask_op, &[v]);
    } else {
        props.push((
            "operandSegmentSizes",
            c::dense_i32_array(ctx, &[1, 1, n, 1]),
        ));
        let mut operands = vec![x.vector.ok_or(())?, x.source];
        operands.extend(&x.indices);
        operands.push(mask);
        let results: Vec<Type> = rw
            .body()
            .results(op)
            .iter()
            .map(|r| rw.body().value_type(*r))
            .collect();
        let w = build(rw, loc, name, &operands, &results, &props, 0);
        let new: Vec<ValueId> = rw.body().results(w).to_vec();
        if rw.body().results(mask_op).is_empty() {
            rw.erase_op(mask_op);
        } else {
            rw.replace_op(mask_op, &new);
        }
    }
    Ok(())
}

/// Upstream's `MaskedGatherOpPattern`.
fn masked_gather(mask_op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let op = masked_op(rw, mask_op, "vector.gather").ok_or(())?;
    let loc = rw.body().loc(mask_op);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let passthru = if rw.body().num_operands(mask_op) > 1 {
        rw.body().operand(mask_op, 1)
    } else {
        let gloc = rw.body().loc(op);
        let z = zero_attr(ctx, ty).ok_or(())?;
        build1(rw, gloc, "arith.constant", &[], ty, &[("value", z)])
    };
    let mask = rw.body().operand(mask_op, 0);
    let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
    let n = operands.len();
    if n < 4 {
        return Err(());
    }
    operands[n - 2] = mask;
    operands[n - 1] = passthru;
    let v = build1(rw, loc, "vector.gather", &operands, ty, &[]);
    rw.replace_op(mask_op, &[v]);
    Ok(())
}

/// Upstream's `populateVectorMaskLoweringPatternsForSideEffectingOps`.
pub fn populate_vector_mask_lowering_patterns_for_side_effecting_ops(
    ctx: &Context,
    set: &mut RewritePatternSet,
) {
    set.add_fn(
        ctx,
        "vector.mask",
        1,
        "MaskedTransferReadOpPattern",
        |op, rw| masked_transfer(op, rw, true),
    );
    set.add_fn(
        ctx,
        "vector.mask",
        1,
        "MaskedTransferWriteOpPattern",
        |op, rw| masked_transfer(op, rw, false),
    );
    set.add_fn(
        ctx,
        "vector.mask",
        1,
        "MaskedGatherOpPattern",
        masked_gather,
    );
}

const ARGUMENT: &str = "lower-vector-mask";
const DESCRIPTION: &str = "Lower 'vector.mask' operations";

pub struct LowerVectorMask {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(LowerVectorMask {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for LowerVectorMask {
    fn name(&self) -> &'static str {
        "LowerVectorMaskPass"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
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
        populate_vector_mask_lowering_patterns_for_side_effecting_ops(ctx, &mut set);
        crate::vector::canonicalize::mask_patterns(ctx, &mut set);
        let frozen = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &frozen, &GreedyRewriteConfig::default());
        }
        Ok(())
    }
}
