//! `affine-loop-invariant-code-motion` (MLIR 19's `AffineLoopInvariantCodeMotion.cpp`):
//! every `affine.for`, innermost first, moves the ops of its body that do not depend on
//! its induction variable, its iter_args or ops staying in the loop, right before itself.
//! Nested `affine.if`/`affine.for`/`affine.parallel` ops move when everything in them is
//! invariant; affine loads and stores move unless their memref is written (or, for a
//! store, read) elsewhere in the loop or used by a DMA op; other side-effecting ops stay.

use rmlir_ir::body::InsertPoint;
use rmlir_ir::dialect::Traits;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::effects::is_memory_effect_free;
use rmlir_ir::walk::{IrNode, WalkOrder};
use rmlir_ir::{Body, Context, OpId, ValueId};
use std::collections::HashSet;

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

fn is_read(n: &str) -> bool {
    matches!(n, "affine.load" | "affine.vector_load")
}

fn is_write(n: &str) -> bool {
    matches!(n, "affine.store" | "affine.vector_store")
}

/// The `affine.for` ops enclosing `op` (upstream `getAffineForIVs`, as ops).
fn enclosing_fors(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut v = Vec::new();
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if name(ctx, body, p) == "affine.for" {
            v.push(p);
        }
        cur = body.parent_op(p);
    }
    v
}

struct Licm<'a> {
    ctx: &'a Context,
    body: &'a Body,
    loop_op: OpId,
    iv: ValueId,
    iter_args: Vec<ValueId>,
    with_users: HashSet<OpId>,
    to_hoist: HashSet<OpId>,
}

impl Licm<'_> {
    fn is_constant(&self, op: OpId) -> bool {
        self.ctx
            .op_traits(self.body.op_name(op))
            .has(Traits::CONSTANT_LIKE)
            && self.body.results(op).len() == 1
    }

    fn all_invariant(&mut self, region: rmlir_ir::RegionId) -> bool {
        let blocks: Vec<_> = self.body.region_blocks(region).collect();
        for b in blocks {
            let ops: Vec<_> = self.body.block_ops(b).collect();
            for op in ops {
                if !self.is_invariant(op) {
                    return false;
                }
            }
        }
        true
    }

    /// Upstream `isOpLoopInvariant`.
    fn is_invariant(&mut self, op: OpId) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        let n = name(ctx, body, op);
        if matches!(n, "affine.if" | "affine.for" | "affine.parallel") {
            let regions = body.regions(op).to_vec();
            for r in regions {
                if !self.all_invariant(r) {
                    return false;
                }
            }
        } else if !is_memory_effect_free(ctx, body, op) && !is_read(n) && !is_write(n) {
            return false;
        } else if !self.is_constant(op) {
            self.with_users.insert(op);
            if is_read(n) || is_write(n) {
                let memref = body.operand(op, if is_read(n) { 0 } else { 1 });
                for (user, _) in body.uses(memref) {
                    let un = name(ctx, body, user);
                    if matches!(un, "affine.dma_start" | "affine.dma_wait") {
                        return false;
                    }
                    if (is_write(un) || (is_read(un) && is_write(n)))
                        && user != op
                        && enclosing_fors(ctx, body, user).contains(&self.loop_op)
                    {
                        return false;
                    }
                }
            }
            if body.num_operands(op) == 0 && n != "affine.yield" {
                return false;
            }
        }
        for v in body.operands(op) {
            if v == self.iv || self.iter_args.contains(&v) {
                return false;
            }
            if let Some(d) = body.defining_op(v) {
                if self.with_users.contains(&d) && !self.to_hoist.contains(&d) {
                    return false;
                }
            }
        }
        self.to_hoist.insert(op);
        true
    }
}

/// The ops of `for_op`'s body to move before it (upstream `runOnAffineForOp`).
fn invariant_ops(ctx: &Context, body: &Body, for_op: OpId) -> Vec<OpId> {
    let Some(&region) = body.regions(for_op).first() else {
        return Vec::new();
    };
    let Some(block) = body.region_blocks(region).next() else {
        return Vec::new();
    };
    let args = body.block_args(block);
    let Some(&iv) = args.first() else {
        return Vec::new();
    };
    let mut licm = Licm {
        ctx,
        body,
        loop_op: for_op,
        iv,
        iter_args: args[1..].to_vec(),
        with_users: HashSet::new(),
        to_hoist: HashSet::new(),
    };
    let mut to_move = Vec::new();
    let ops: Vec<_> = body.block_ops(block).collect();
    for op in ops {
        if body.results(op).iter().any(|r| body.has_uses(*r)) {
            licm.with_users.insert(op);
        }
        if name(ctx, body, op) != "affine.yield" && licm.is_invariant(op) {
            to_move.push(op);
        }
    }
    to_move
}

/// Runs the hoisting on every `affine.for` in `body`, innermost first.
pub fn hoist_loop_invariants(ctx: &Context, body: &mut Body) {
    let root: Vec<IrNode> = body
        .root_regions()
        .iter()
        .map(|r| IrNode::Region(*r))
        .collect();
    let mut fors = Vec::new();
    for r in root {
        fors.extend(
            body.collect_ops(r, WalkOrder::PostOrder)
                .into_iter()
                .filter(|o| name(ctx, body, *o) == "affine.for"),
        );
    }
    for f in fors {
        for op in invariant_ops(ctx, body, f) {
            body.move_op(op, InsertPoint::Before(f));
        }
    }
}

const ARGUMENT: &str = "affine-loop-invariant-code-motion";
const DESCRIPTION: &str = "Hoist loop invariant instructions outside of affine loops";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(AffineLicm {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct AffineLicm {
    options: PassOptions,
}

impl Pass for AffineLicm {
    fn name(&self) -> &'static str {
        "AffineLoopInvariantCodeMotion"
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
        if let Some(body) = op.body_mut() {
            hoist_loop_invariants(cx.ctx, body);
        }
        Ok(())
    }
}
