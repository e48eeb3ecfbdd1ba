//! Upstream 19's `LivenessAnalysis` (`mlir/lib/Analysis/DataFlow/LivenessAnalysis.cpp`) on
//! the sparse backward framework (`AbstractSparseBackwardDataFlowAnalysis`), over the tree
//! of bodies a [`Solver`] analysed: a value is live if it is an operand of an op with memory
//! effects, is returned by a callable with unknown callers (a public function), is a
//! non-forwarded call operand, is a non-forwarded branch operand whose branch can reach an op
//! with memory effects or whose op has live results, or is used to compute a live value.
//!
//! The dead-code analysis has no input from liveness, so it runs to its fixpoint first (the
//! solver); this analysis then iterates its monotone transfer functions to their fixpoint,
//! which is the one upstream's interleaved worklist reaches. Ops in non-executable blocks are
//! not visited, so (as upstream) the values only they would touch have no state at all
//! ([`Liveness::get`] answers `None`, which clients treat as live).

use super::{BodyIdx, Solver};
use crate::body::{BlockId, Body, OpId, ValueId};
use crate::dialect::Traits;
use crate::interfaces::call;
use crate::interfaces::region_branch::{self, RegionBranchPoint};
use crate::rewrite::effects::is_memory_effect_free;
use rustc_hash::FxHashMap;

/// The liveness of every value the analysis reached.
pub struct Liveness {
    live: FxHashMap<(BodyIdx, ValueId), bool>,
}

struct Run<'s, 'a> {
    s: &'s Solver<'a>,
    live: FxHashMap<(BodyIdx, ValueId), bool>,
    changed: bool,
}

impl Liveness {
    /// Runs the analysis over the solver's tree (the solver must have run).
    pub fn run(solver: &Solver<'_>) -> Liveness {
        let mut r = Run {
            s: solver,
            live: FxHashMap::default(),
            changed: true,
        };
        // Every op of every body, in reverse order so that most propagation happens in the
        // first round.
        let mut ops: Vec<(BodyIdx, OpId)> = Vec::new();
        for b in 0..solver.bodies.len() {
            ops.extend(super::all_ops(solver.body(b)).into_iter().map(|o| (b, o)));
        }
        ops.reverse();
        while r.changed {
            r.changed = false;
            for &(b, op) in &ops {
                r.visit(b, op);
            }
        }
        Liveness { live: r.live }
    }

    /// `Some(is_live)` for a value with a state, `None` for a value the analysis never
    /// reached (upstream's null `Liveness*`).
    pub fn get(&self, b: BodyIdx, v: ValueId) -> Option<bool> {
        self.live.get(&(b, v)).copied()
    }
}

/// The operand indices of `op` holding `values` as a contiguous run (the last such run):
/// where `getEntrySuccessorOperands` forwards from.
pub fn operand_run(body: &Body, op: OpId, values: &[ValueId]) -> Vec<usize> {
    let operands: Vec<ValueId> = body.operands(op).collect();
    if values.is_empty() || values.len() > operands.len() {
        return Vec::new();
    }
    let n = values.len();
    for s in (0..=operands.len() - n).rev() {
        if operands[s..s + n] == *values {
            return (s..s + n).collect();
        }
    }
    Vec::new()
}

impl<'a> Run<'_, 'a> {
    fn body(&self, b: BodyIdx) -> &'a Body {
        self.s.body(b)
    }

    fn create(&mut self, b: BodyIdx, v: ValueId) {
        self.live.entry((b, v)).or_insert(false);
    }

    fn is_live(&self, b: BodyIdx, v: ValueId) -> bool {
        self.live.get(&(b, v)).copied().unwrap_or(false)
    }

    fn mark_live(&mut self, b: BodyIdx, v: ValueId) {
        let e = self.live.entry((b, v)).or_insert(false);
        if !*e {
            *e = true;
            self.changed = true;
        }
    }

    /// `meet(lhs, rhs)`: `lhs` becomes live if `rhs` is.
    fn meet(&mut self, lb: BodyIdx, l: ValueId, rb: BodyIdx, r: ValueId) {
        self.create(rb, r);
        self.create(lb, l);
        if self.is_live(rb, r) {
            self.mark_live(lb, l);
        }
    }

    fn visit(&mut self, b: BodyIdx, op: OpId) {
        let ctx = self.s.ctx;
        let body = self.body(b);
        let Some(blk) = body.parent_block(op) else {
            return;
        };
        if !self.s.is_executable(b, blk) {
            return;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let results: Vec<ValueId> = body.results(op).to_vec();
        for &v in operands.iter().chain(&results) {
            self.create(b, v);
        }
        if region_branch::interface(ctx, body, op).is_some() {
            self.visit_region_successors(b, op);
            return;
        }
        if let Some(branch) = ctx.op_info(body.op_name(op)).and_then(|i| i.branch) {
            let mut unaccounted = vec![true; operands.len()];
            let succs = body.successors(op).to_vec();
            for (i, s) in succs.iter().enumerate() {
                let so = (branch.successor_operands)(ctx, body, op, i);
                let args = body.block_args(*s).to_vec();
                for k in 0..so.len {
                    let idx = (so.start + k) as usize;
                    if let Some(u) = unaccounted.get_mut(idx) {
                        *u = false;
                    }
                    if let Some(a) = args.get((so.produced + k) as usize) {
                        self.meet(b, operands[idx], b, *a);
                    }
                }
            }
            for (i, u) in unaccounted.iter().enumerate() {
                if *u {
                    self.visit_branch_operand(b, op, i);
                }
            }
            return;
        }
        if call::call_interface(ctx, body, op).is_some() {
            if let Some((cb, c)) = self.s.resolve_callable(b, op) {
                let cbody = self.body(cb);
                let region = call::callable_interface(ctx, cbody, c)
                    .and_then(|i| (i.callable_region)(ctx, cbody, c));
                let (rb, _) = self.s.regions_of(cb, c);
                let entry_args: Vec<ValueId> = region
                    .and_then(|r| self.body(rb).entry_block(r))
                    .map(|e| self.body(rb).block_args(e).to_vec())
                    .unwrap_or_default();
                let range = call::call_interface(ctx, body, op)
                    .map(|i| (i.arg_operands)(ctx, body, op))
                    .unwrap_or(0..0);
                let mut unaccounted = vec![true; operands.len()];
                for (a, idx) in entry_args.iter().zip(range) {
                    self.meet(b, operands[idx], rb, *a);
                    unaccounted[idx] = false;
                }
                for (i, u) in unaccounted.iter().enumerate() {
                    if *u {
                        self.mark_live(b, operands[i]);
                    }
                }
                return;
            }
        }
        if let Some(ti) = region_branch::terminator_interface(ctx, body, op) {
            if let Some(p) = body.block_parent_op(blk) {
                if region_branch::interface(ctx, body, p).is_some() {
                    let Some(idx) = self.s.region_index(b, blk) else {
                        return;
                    };
                    let succs = region_branch::successor_regions(
                        ctx,
                        body,
                        p,
                        RegionBranchPoint::Region(idx),
                    );
                    let mut unaccounted = vec![true; operands.len()];
                    for s in succs {
                        let range = (ti.successor_operands)(ctx, body, op, s.successor);
                        for (k, input) in range.zip(s.inputs.iter()) {
                            self.meet(b, operands[k], b, *input);
                            unaccounted[k] = false;
                        }
                    }
                    for (i, u) in unaccounted.iter().enumerate() {
                        if *u {
                            self.visit_branch_operand(b, op, i);
                        }
                    }
                    return;
                }
            }
        }
        if ctx.op_traits(body.op_name(op)).has(Traits::RETURN_LIKE) {
            if let Some((pb, p)) = self.s.block_parent_op(b, blk) {
                let pbody = self.body(pb);
                if call::callable_interface(ctx, pbody, p).is_some() {
                    let (unknown, calls): (bool, Vec<(BodyIdx, OpId)>) =
                        match self.s.callsites.get(&(pb, p)) {
                            Some(c) => (
                                c.unknown,
                                c.known.iter().map(|(x, o, _)| (*x, *o)).collect(),
                            ),
                            None => (false, Vec::new()),
                        };
                    if unknown {
                        for v in operands {
                            self.mark_live(b, v);
                        }
                    } else {
                        for (cb, c) in calls {
                            let rs = self.body(cb).results(c).to_vec();
                            for (v, r) in operands.iter().zip(rs) {
                                self.meet(b, *v, cb, r);
                            }
                        }
                    }
                    return;
                }
            }
        }
        self.visit_impl(b, op, &operands, &results);
    }

    /// `LivenessAnalysis::visitOperation` with the given operand and result lattices.
    fn visit_impl(&mut self, b: BodyIdx, op: OpId, operands: &[ValueId], results: &[ValueId]) {
        let body = self.body(b);
        if !is_memory_effect_free(self.s.ctx, body, op) {
            for v in operands {
                self.mark_live(b, *v);
            }
        }
        for r in results {
            self.create(b, *r);
        }
        if results.iter().any(|r| self.is_live(b, *r)) {
            for v in operands {
                self.mark_live(b, *v);
            }
        }
    }

    /// Upstream's `visitRegionSuccessors` for a region-branch op's own operands.
    fn visit_region_successors(&mut self, b: BodyIdx, op: OpId) {
        let ctx = self.s.ctx;
        let body = self.body(b);
        let operands: Vec<ValueId> = body.operands(op).collect();
        let succs = region_branch::successor_regions(ctx, body, op, RegionBranchPoint::Parent);
        let mut unaccounted = vec![true; operands.len()];
        for s in succs {
            let fwd = region_branch::entry_successor_operands(ctx, body, op, s.successor);
            let idxs = operand_run(body, op, &fwd);
            for (k, input) in idxs.into_iter().zip(s.inputs.iter()) {
                self.meet(b, operands[k], b, *input);
                unaccounted[k] = false;
            }
        }
        for (i, u) in unaccounted.iter().enumerate() {
            if *u {
                self.visit_branch_operand(b, op, i);
            }
        }
    }

    /// Upstream 19's `LivenessAnalysis::visitBranchOperand`.
    fn visit_branch_operand(&mut self, b: BodyIdx, op: OpId, index: usize) {
        let ctx = self.s.ctx;
        let body = self.body(b);
        let v = body.operand(op, index);
        let is_rb = region_branch::interface(ctx, body, op).is_some();
        let parent = body
            .parent_block(op)
            .and_then(|blk| body.block_parent_op(blk));
        let blocks: Vec<BlockId> = if is_rb {
            region_blocks(body, op)
        } else if ctx
            .op_info(body.op_name(op))
            .is_some_and(|i| i.branch.is_some())
        {
            body.successors(op).to_vec()
        } else {
            parent.map(|p| region_blocks(body, p)).unwrap_or_default()
        };
        let effects = blocks.iter().any(|blk| {
            body.block_ops(*blk)
                .any(|o| !is_memory_effect_free(ctx, body, o))
        });
        if effects {
            self.mark_live(b, v);
        }
        let results = body.results(op).to_vec();
        self.visit_impl(b, op, &[v], &results);
        if region_branch::terminator_interface(ctx, body, op).is_some() {
            if let Some(p) = parent {
                let presults = body.results(p).to_vec();
                self.visit_impl(b, p, &[v], &presults);
            }
        }
    }
}

/// Every block of every region of the (non-isolated) op `op`.
fn region_blocks(body: &Body, op: OpId) -> Vec<BlockId> {
    body.regions(op)
        .iter()
        .flat_map(|r| body.region_blocks(*r).collect::<Vec<_>>())
        .collect()
}

impl Liveness {
    /// Every value with a state and its liveness.
    pub fn entries(&self) -> impl Iterator<Item = ((BodyIdx, ValueId), bool)> + '_ {
        self.live.iter().map(|(k, v)| (*k, *v))
    }
}

/// The call ops of the solver's tree that resolve to each callable with a body, keyed by the
/// callable, in walk order of the bodies.
pub fn call_sites(solver: &Solver<'_>) -> FxHashMap<(BodyIdx, OpId), Vec<(BodyIdx, OpId)>> {
    let mut out: FxHashMap<(BodyIdx, OpId), Vec<(BodyIdx, OpId)>> = FxHashMap::default();
    for b in 0..solver.bodies.len() {
        let body = solver.body(b);
        for op in super::all_ops(body) {
            if call::call_interface(solver.ctx, body, op).is_none() {
                continue;
            }
            if let Some(c) = solver.resolve_callable(b, op) {
                out.entry(c).or_default().push((b, op));
            }
        }
    }
    out
}
