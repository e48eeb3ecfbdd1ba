//! `loop-invariant-code-motion`: hoists ops out of the loops (`LoopLikeOpInterface`) whose
//! operands are defined outside the loop and that are memory-effect free and speculatable
//! (upstream 19's `LoopInvariantCodeMotion` over `moveLoopInvariantCode`). Loops are visited
//! innermost first, so what leaves an inner loop may leave the outer one too.

use crate::analysis::speculation::is_speculatable;
use crate::body::{Body, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use crate::interfaces::{is_ancestor, loop_like, value_parent_op};
use crate::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use crate::rewrite::effects::is_memory_effect_free;
use crate::walk::{IrNode, WalkOptions, WalkResult};
use std::collections::VecDeque;

pub struct LoopInvariantCodeMotion {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "loop-invariant-code-motion",
        description: "Hoist loop invariant instructions outside of the loop",
        create: || {
            Box::new(LoopInvariantCodeMotion {
                options: PassOptions::new(),
            })
        },
    }
}

/// Upstream's `canBeHoisted`: `op` is no terminator and every value it or a nested op uses is
/// defined inside `op` or satisfies `defined_outside`.
pub fn can_be_hoisted(
    ctx: &Context,
    body: &Body,
    op: OpId,
    defined_outside: impl Fn(ValueId) -> bool,
) -> bool {
    if ctx.op_traits(body.op_name(op)).has(Traits::TERMINATOR) {
        return false;
    }
    !body
        .walk_ops(IrNode::Op(op), WalkOptions::pre_order(), |b, child| {
            for v in b.operands(child) {
                if value_parent_op(b, v).is_some_and(|p| is_ancestor(b, op, p)) {
                    continue;
                }
                if !defined_outside(v) {
                    return WalkResult::Interrupt;
                }
            }
            WalkResult::Advance
        })
        .was_interrupted()
}

/// Upstream's `moveLoopInvariantCode(LoopLikeOpInterface)`: returns the number of ops moved.
pub fn move_loop_invariant_code(ctx: &Context, body: &mut Body, lp: OpId) -> usize {
    let regions: Vec<RegionId> = loop_like::loop_regions(ctx, body, lp);
    let mut moved = 0;
    for region in regions {
        let mut worklist: VecDeque<OpId> = body
            .region_blocks(region)
            .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
            .collect();
        while let Some(op) = worklist.pop_front() {
            let in_region = body
                .parent_block(op)
                .and_then(|b| body.block_parent(b))
                .is_some_and(|r| r == region);
            if !in_region {
                continue;
            }
            if !(is_memory_effect_free(ctx, body, op) && is_speculatable(ctx, body, op)) {
                continue;
            }
            if !can_be_hoisted(ctx, body, op, |v| {
                loop_like::is_defined_outside_of_loop(body, lp, v)
            }) {
                continue;
            }
            loop_like::move_out_of_loop(body, lp, op);
            moved += 1;
            for &r in body.results(op) {
                for (user, _) in body.uses(r) {
                    let user_region = body.parent_block(user).and_then(|b| body.block_parent(b));
                    if user_region == Some(region) {
                        worklist.push_back(user);
                    }
                }
            }
        }
    }
    moved
}

/// Every loop of `body`, innermost first (a post-order walk).
fn loops_post_order(ctx: &Context, body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    body.walk_body(WalkOptions::post_order(), |b, n| {
        if let IrNode::Op(o) = n {
            if loop_like::interface(ctx, b, o).is_some() {
                out.push(o);
            }
        }
        WalkResult::Advance
    });
    out
}

impl Pass for LoopInvariantCodeMotion {
    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }
    fn argument(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn description(&self) -> &'static str {
        "Hoist loop invariant instructions outside of the loop"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        if let Some(body) = op.body_mut() {
            super::for_each_body_mut(body, |b| {
                for lp in loops_post_order(ctx, b) {
                    move_loop_invariant_code(ctx, b, lp);
                }
            });
        }
        Ok(())
    }
}
