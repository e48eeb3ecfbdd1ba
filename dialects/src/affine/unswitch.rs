//! Upstream `hoistAffineIfOp` (`Transforms/Utils/Utils.cpp`): an `affine.if` invariant in
//! its enclosing loops is hoisted above the outermost of them, the loops versioned into its
//! then block (with the condition's then block promoted) and a clone into its else block
//! (with the else block promoted, or the `affine.if` dropped).

use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::rewrite::greedy::{
    apply_op_patterns_and_fold, apply_patterns_and_fold_greedily, GreedyRewriteConfig,
    GreedyRewriteStrictness,
};
use rmlir_ir::rewrite::{FrozenRewritePatternSet, RewritePatternSet};
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::{Body, Context, IrNode, OpId};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// The canonicalization patterns of `affine.if`.
pub fn if_patterns(ctx: &Context) -> FrozenRewritePatternSet {
    let mut set = RewritePatternSet::new();
    if let Some(f) = ctx
        .op_info(ctx.op_name("affine.if"))
        .and_then(|i| i.canonicalization_patterns)
    {
        f(ctx, &mut set);
    }
    FrozenRewritePatternSet::new(ctx, set)
}

/// Upstream `getOutermostInvariantForOp`.
fn outermost_invariant_op(ctx: &Context, body: &Body, if_op: OpId) -> OpId {
    let operands: Vec<_> = body.operands(if_op).collect();
    let mut res = if_op;
    while let Some(parent) = body.parent_op(res) {
        match name(ctx, body, parent) {
            "affine.for" | "affine.parallel" => {
                let ivs = super::dependence::loop_ivs(ctx, body, parent);
                if name(ctx, body, parent) == "affine.for"
                    && ivs.iter().any(|iv| operands.contains(iv))
                {
                    break;
                }
            }
            "affine.if" => {}
            _ => break,
        }
        res = parent;
    }
    res
}

/// Moves the ops of `op`'s region `idx` (but its terminator) before `op`, then erases it.
fn promote_if_block(body: &mut Body, op: OpId, idx: usize) {
    if let Some(b) = body
        .regions(op)
        .get(idx)
        .and_then(|r| body.region_blocks(*r).next())
    {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for o in &ops[..ops.len().saturating_sub(1)] {
            body.move_op(*o, InsertPoint::Before(op));
        }
    }
    body.erase_op(op);
}

fn has_else(body: &Body, op: OpId) -> bool {
    body.regions(op)
        .get(1)
        .is_some_and(|r| body.region_blocks(*r).next().is_some())
}

/// Upstream `hoistAffineIfOp(ifOp)`: whether the op was hoisted.
pub fn hoist_affine_if(
    ctx: &Context,
    body: &mut Body,
    if_op: OpId,
    patterns: &FrozenRewritePatternSet,
) -> bool {
    if !body.results(if_op).is_empty() {
        return false;
    }
    let config = GreedyRewriteConfig {
        strictness: GreedyRewriteStrictness::ExistingOps,
        ..Default::default()
    };
    let r = apply_op_patterns_and_fold(ctx, body, &[if_op], patterns, &config);
    if r.all_erased || !body.contains_op(if_op) {
        return false;
    }
    let hoist_over = outermost_invariant_op(ctx, body, if_op);
    if hoist_over == if_op {
        return false;
    }
    // The hoisted if, with then and else blocks.
    let cond = ctx.ident("condition");
    let operands: Vec<_> = body.operands(if_op).collect();
    let mut spec = OpSpec::new(body.op_name(if_op), body.loc(if_op));
    spec.operands = &operands;
    spec.attrs = body
        .attrs(if_op)
        .iter()
        .filter(|a| a.0 == cond)
        .cloned()
        .collect();
    spec.num_regions = 2;
    let hoisted = body.create_op(spec);
    body.insert_op(hoisted, InsertPoint::Before(hoist_over));
    let yield_name = ctx.op_name("affine.yield");
    let mut blocks = Vec::new();
    for r in body.regions(hoisted).to_vec() {
        let b = body.create_block(&[]);
        body.append_block(r, b);
        let y = body.create_op(OpSpec::new(yield_name, body.loc(if_op)));
        body.insert_op(y, InsertPoint::BlockEnd(b));
        blocks.push(b);
    }
    // The else version: a clone, its copy of the if found by a marker attribute.
    let marker = ctx.ident("__mlir_if_hoisting");
    body.set_attr(ctx, if_op, marker, Some(ctx.bool_attr(true)));
    let mut map = IrMapping::default();
    let clone = body.clone_op_at(hoist_over, InsertPoint::After(hoist_over), &mut map);
    promote_if_block(body, if_op, 0);
    let then_first = body.block_ops(blocks[0]).next().expect("yield");
    body.move_op(hoist_over, InsertPoint::Before(then_first));
    let if_clone = body
        .collect_ops(IrNode::Op(clone), WalkOrder::PreOrder)
        .into_iter()
        .find(|o| body.attr(*o, marker).is_some());
    if let Some(ic) = if_clone {
        if has_else(body, ic) {
            promote_if_block(body, ic, 1);
        } else {
            body.erase_op(ic);
        }
    }
    let else_first = body.block_ops(blocks[1]).next().expect("yield");
    body.move_op(clone, InsertPoint::Before(else_first));
    apply_patterns_and_fold_greedily(ctx, body, patterns, &GreedyRewriteConfig::default());
    true
}
