//! `control-flow-sink`: moves memory-effect-free ops whose every user lies in a region that
//! runs at most once (by its op's invocation bounds) into the start of that region (upstream
//! 19's `ControlFlowSink` over `controlFlowSink` and `getSinglyExecutedRegionsToSink`).

use crate::analysis::invocation_bounds::region_invocation_bounds;
use crate::body::{Body, InsertPoint, OpId, RegionId};
use crate::context::Context;
use crate::interfaces::region_branch;
use crate::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions, Statistic};
use crate::rewrite::effects::is_memory_effect_free;
use crate::rewrite::fold::operand_constants;
use crate::walk::{IrNode, WalkOptions, WalkResult};

pub struct ControlFlowSink {
    options: PassOptions,
    /// Upstream's `num-sunk`: as upstream, assigned the count of the last region-branch op.
    num_sunk: Statistic,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "control-flow-sink",
        description: "Sink operations into conditional blocks",
        create: || {
            Box::new(ControlFlowSink {
                options: PassOptions::new(),
                num_sunk: Statistic::new("num-sunk", "Number of operations sunk"),
            })
        },
    }
}

/// Upstream's `getSinglyExecutedRegionsToSink`: the regions of `op` run at most once.
pub fn singly_executed_regions(ctx: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    let operands = operand_constants(ctx, body, op);
    let bounds = region_invocation_bounds(ctx, body, op, &operands);
    body.regions(op)
        .iter()
        .zip(bounds)
        .filter(|(_, b)| b.upper.is_some_and(|u| u <= 1))
        .map(|(r, _)| *r)
        .collect()
}

/// Whether `op` is nested (at any depth) in `region`.
fn region_contains(body: &Body, region: RegionId, mut op: OpId) -> bool {
    loop {
        let Some(r) = body.parent_block(op).and_then(|b| body.block_parent(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        match body.region_parent(r) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// Upstream's `controlFlowSink` with `shouldMoveIntoRegion = isMemoryEffectFree` and the
/// move to the start of the region's entry block; returns the number of ops sunk.
pub fn sink_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> usize {
    let mut sunk = 0;
    for &region in regions {
        let Some(entry) = body.entry_block(region) else {
            continue;
        };
        let mut stack: Vec<OpId> = body
            .region_blocks(region)
            .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
            .collect();
        while let Some(user) = stack.pop() {
            let operands: Vec<_> = body.operands(user).collect();
            for v in operands {
                let Some(op) = body.defining_op(v) else {
                    continue;
                };
                let parent_region = body.parent_block(op).and_then(|b| body.block_parent(b));
                if parent_region == Some(region) {
                    continue;
                }
                // The entry block dominates every block of its region, and so every user
                // nested in the region.
                let all_users_inside = body
                    .results(op)
                    .iter()
                    .all(|r| body.uses(*r).all(|(u, _)| region_contains(body, region, u)));
                if all_users_inside && is_memory_effect_free(ctx, body, op) {
                    body.move_op(op, InsertPoint::BlockStart(entry));
                    sunk += 1;
                    stack.push(op);
                }
            }
        }
    }
    sunk
}

impl Pass for ControlFlowSink {
    fn name(&self) -> &'static str {
        "ControlFlowSink"
    }
    fn argument(&self) -> &'static str {
        "control-flow-sink"
    }
    fn description(&self) -> &'static str {
        "Sink operations into conditional blocks"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.num_sunk]
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut last = None;
        if let Some(body) = op.body_mut() {
            super::for_each_body_mut(body, |b| {
                let mut branches = Vec::new();
                b.walk_body(WalkOptions::post_order(), |bb, n| {
                    if let IrNode::Op(o) = n {
                        if region_branch::interface(ctx, bb, o).is_some() {
                            branches.push(o);
                        }
                    }
                    WalkResult::Advance
                });
                for br in branches {
                    let regions = singly_executed_regions(ctx, b, br);
                    last = Some(sink_regions(ctx, b, &regions));
                }
            });
        }
        if let Some(n) = last {
            self.num_sunk.set(n as u64);
        }
        Ok(())
    }
}
