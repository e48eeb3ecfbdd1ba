//! `topological-sort`: sorts the blocks of every graph region (regions without SSA dominance)
//! so that, as far as possible, each op comes after the producers of its operands
//! (upstream's `TopologicalSortPass` over `sortTopologically`). The sort is stable; ops in
//! cycles keep their relative order at the end.

use crate::body::{BlockId, Body, InsertPoint, OpId};
use crate::context::Context;
use crate::dialect::OperationName;
use crate::dialect::Traits;
use crate::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use crate::walk::{IrNode, WalkOptions, WalkResult};
use rustc_hash::FxHashSet;

pub struct TopologicalSort {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "topological-sort",
        description: "Sort regions without SSA dominance in topological order",
        create: || {
            Box::new(TopologicalSort {
                options: PassOptions::new(),
            })
        },
    }
}

/// Whether `name` implements `RegionKindInterface` with graph regions (unregistered ops do
/// not implement the interface and are left alone).
fn has_graph_regions(ctx: &Context, name: OperationName) -> bool {
    ctx.op_info(name)
        .is_some_and(|i| i.traits.has(Traits::GRAPH_REGIONS))
}

/// Whether `op` (and everything nested in it) only uses values that are block arguments,
/// defined by `op` itself or nested in it, or defined outside the unscheduled ops.
fn is_op_ready(body: &Body, op: OpId, unscheduled: &FxHashSet<OpId>) -> bool {
    let ready = |v| {
        let mut parent = body.defining_op(v);
        while let Some(p) = parent {
            if p == op {
                return true;
            }
            if unscheduled.contains(&p) {
                return false;
            }
            parent = body.parent_op(p);
        }
        true
    };
    !body
        .walk_ops(IrNode::Op(op), WalkOptions::pre_order(), |b, o| {
            if b.operands(o).all(ready) {
                WalkResult::Advance
            } else {
                WalkResult::Interrupt
            }
        })
        .was_interrupted()
}

/// Upstream's `sortTopologically(block)`: every op but a terminator is scheduled; returns
/// whether no cycle was found.
pub fn sort_block(ctx: &Context, body: &mut Body, block: BlockId) -> bool {
    let mut ops: Vec<OpId> = body.block_ops(block).collect();
    if let Some(&last) = ops.last() {
        if ctx.op_traits(body.op_name(last)).has(Traits::TERMINATOR) {
            ops.pop();
        }
    }
    if ops.is_empty() {
        return true;
    }
    let end = body.next_op(*ops.last().unwrap());
    let mut unscheduled: FxHashSet<OpId> = ops.iter().copied().collect();
    // The first op not yet scheduled (`None`: the end of the range).
    let mut next: Option<OpId> = Some(ops[0]);
    let mut all = true;
    let insert_at = |next: Option<OpId>| match (next, end) {
        (Some(n), _) => InsertPoint::Before(n),
        (None, Some(e)) => InsertPoint::Before(e),
        (None, None) => InsertPoint::BlockEnd(block),
    };
    while !unscheduled.is_empty() {
        let mut scheduled = false;
        let mut cur = next;
        while let Some(op) = cur.filter(|o| Some(*o) != end) {
            cur = body.next_op(op);
            if !is_op_ready(body, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            if Some(op) == next {
                next = body.next_op(op).filter(|o| Some(*o) != end);
            } else {
                body.move_op(op, insert_at(next));
            }
            scheduled = true;
        }
        if !scheduled {
            all = false;
            let n = next.expect("an unscheduled op remains");
            unscheduled.remove(&n);
            next = body.next_op(n).filter(|o| Some(*o) != end);
        }
    }
    all
}

/// Sorts the graph regions of every op in `body` (and, when `owner_graph`, the body's own
/// root regions), then the bodies of nested isolated ops.
fn sort_body(ctx: &Context, body: &mut Body, owner_graph: bool) {
    let mut blocks: Vec<BlockId> = Vec::new();
    if owner_graph {
        for &r in body.root_regions() {
            blocks.extend(body.region_blocks(r));
        }
    }
    let mut isolated: Vec<(OpId, bool)> = Vec::new();
    body.walk_body(WalkOptions::pre_order(), |b, n| {
        if let IrNode::Op(o) = n {
            let graph = has_graph_regions(ctx, b.op_name(o));
            if b.is_isolated(o) {
                isolated.push((o, graph));
            } else if graph {
                for &r in b.regions(o) {
                    blocks.extend(b.region_blocks(r));
                }
            }
        }
        WalkResult::Advance
    });
    for b in blocks {
        sort_block(ctx, body, b);
    }
    for (o, graph) in isolated {
        if let Some(child) = body.isolated_body_mut(o) {
            sort_body(ctx, child, graph);
        }
    }
}

impl Pass for TopologicalSort {
    fn name(&self) -> &'static str {
        "TopologicalSort"
    }
    fn argument(&self) -> &'static str {
        "topological-sort"
    }
    fn description(&self) -> &'static str {
        "Sort regions without SSA dominance in topological order"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let graph = has_graph_regions(ctx, op.data.name);
        if let Some(body) = op.body_mut() {
            sort_body(ctx, body, graph);
        }
        Ok(())
    }
}
