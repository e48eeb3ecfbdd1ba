//! `sccp`: sparse conditional constant propagation (upstream 19's `SCCP`): the data-flow
//! solver ([`crate::analysis::dataflow`]) runs dead-code analysis and constant propagation
//! over the anchor, then every value proven constant is replaced by a constant unified by an
//! [`OperationFolder`] at the start of its insertion region, and ops whose results were all
//! replaced are erased when trivially dead.

use crate::analysis::dataflow::{ConstantValue, Solver};
use crate::attributes::Attribute;
use crate::body::{BlockId, Body, OpData, ValueId};
use crate::context::Context;
use crate::dialect::OperationName;
use crate::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use crate::rewrite::effects::would_op_be_trivially_dead;
use crate::rewrite::{OperationFolder, PatternRewriter};
use rustc_hash::FxHashMap;

pub struct Sccp {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "sccp",
        description: "Sparse Conditional Constant Propagation",
        create: || {
            Box::new(Sccp {
                options: PassOptions::new(),
            })
        },
    }
}

/// The constants found, by body address and value.
type Constants = FxHashMap<(usize, ValueId), (Attribute, OperationName)>;

fn analyse(ctx: &Context, body: &Body, anchor: &OpData, top_level: bool) -> Constants {
    let mut solver = Solver::new(ctx, body, anchor.name);
    solver.initialize(top_level, anchor);
    solver.run();
    let mut out = Constants::default();
    for (i, node) in solver.bodies.iter().enumerate() {
        let key = node.body as *const Body as usize;
        let b = node.body;
        let mut record = |v: ValueId| {
            if let ConstantValue::Constant(a, n) = solver.constant(i, v) {
                out.insert((key, v), (a, n));
            }
        };
        b.walk_body(crate::walk::WalkOptions::pre_order(), |_, n| {
            match n {
                crate::walk::IrNode::Op(o) => b.results(o).iter().for_each(|v| record(*v)),
                crate::walk::IrNode::Block(blk) => {
                    b.block_args(blk).iter().for_each(|v| record(*v))
                }
                _ => {}
            }
            crate::walk::WalkResult::Advance
        });
    }
    out
}

/// Upstream's `replaceWithConstant`.
fn replace_with_constant(
    rw: &mut PatternRewriter<'_>,
    folder: &mut OperationFolder,
    consts: &Constants,
    key: usize,
    block: BlockId,
    v: ValueId,
) -> bool {
    let Some(&(attr, name)) = consts.get(&(key, v)) else {
        return false;
    };
    let ctx = rw.ctx;
    let Some(dialect) = ctx.op_dialect(name) else {
        return false;
    };
    let ty = rw.body.value_type(v);
    let Some(c) = folder.get_or_create_constant(rw, block, dialect, attr, ty) else {
        return false;
    };
    rw.replace_all_uses_with(v, c);
    true
}

/// Upstream's `rewrite` over one body: blocks in a stack (nested regions after their block),
/// results then block arguments replaced.
fn rewrite_body(ctx: &Context, body: &mut Body, consts: &Constants) {
    let key = body as *const Body as usize;
    let mut worklist: Vec<BlockId> = Vec::new();
    for &r in body.root_regions().to_vec().iter() {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        worklist.extend(blocks.into_iter().rev());
    }
    let mut folder = OperationFolder::new();
    let mut rw = PatternRewriter::new(ctx, body);
    while let Some(block) = worklist.pop() {
        let mut next = rw.body.first_op(block);
        while let Some(op) = next {
            next = rw.body.next_op(op);
            let results: Vec<ValueId> = rw.body.results(op).to_vec();
            let mut replaced_all = !results.is_empty();
            for v in results {
                replaced_all &= replace_with_constant(&mut rw, &mut folder, consts, key, block, v);
            }
            if replaced_all && would_op_be_trivially_dead(ctx, rw.body, op) {
                rw.erase_op(op);
                continue;
            }
            if !rw.body.is_isolated(op) {
                let regions: Vec<_> = rw.body.regions(op).to_vec();
                for r in regions {
                    let blocks: Vec<BlockId> = rw.body.region_blocks(r).collect();
                    worklist.extend(blocks.into_iter().rev());
                }
            }
        }
        let args: Vec<ValueId> = rw.body.block_args(block).to_vec();
        for a in args {
            replace_with_constant(&mut rw, &mut folder, consts, key, block, a);
        }
    }
    rw.flush();
}

/// Runs SCCP over the body of the isolated op `anchor`.
pub fn run_sccp(ctx: &Context, anchor: &mut OpData, top_level: bool) {
    let Some(body) = anchor.isolated_body() else {
        return;
    };
    let consts = analyse(ctx, body, anchor, top_level);
    let Some(body) = anchor.isolated_body_mut() else {
        return;
    };
    super::for_each_body_mut(body, |b| {
        rewrite_body(ctx, b, &consts);
        b.commit();
    });
}

impl Pass for Sccp {
    fn name(&self) -> &'static str {
        "SCCP"
    }
    fn argument(&self) -> &'static str {
        "sccp"
    }
    fn description(&self) -> &'static str {
        "Sparse Conditional Constant Propagation"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        run_sccp(ctx, op.data, op.is_top_level);
        Ok(())
    }
}
