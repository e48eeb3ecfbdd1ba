//! `cse`: common sub-expression elimination, a port of MLIR 19's `CSE.cpp`.
//!
//! Ops are visited in dominance order with a scoped hash table of the ops seen on the path
//! from the region's entry (a block scope per dominator-tree node). An op equivalent to a
//! known one (same name, attributes, properties, operands, result types and regions,
//! locations ignored) is replaced by it when it has no memory effects, or when it only
//! reads and no op between the two in the same block may write. Trivially dead ops are
//! erased on the way. Isolated ops (and unregistered ones, which might be isolated) start
//! a fresh table; the bodies of isolated ops are processed on their own.

use crate::body::{BlockId, Body, OpId, RegionId};
use crate::context::Context;
use crate::dialect::{OperationName, Traits};
use crate::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use crate::rewrite::effects::{
    effects_recursively, has_single_effect, is_memory_effect_free, is_op_trivially_dead, Effect,
};
use crate::rewrite::equivalence::{op_hash, ops_equivalent};
use crate::verifier::dominance::DomTree;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

pub struct Cse {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "cse",
        description: "Eliminate common sub-expressions",
        create: || {
            Box::new(Cse {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn argument(&self) -> &'static str {
        "cse"
    }
    fn description(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let owner = op.data.name;
        if let Some(body) = op.data.isolated_body_mut() {
            eliminate_common_subexpressions(cx.ctx, owner, body);
        }
        Ok(())
    }
}

/// What CSE did (upstream's `num-cse'd` and `num-dce'd` statistics; as upstream, an op
/// without memory effects counts twice in `num_cse`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    pub num_cse: u64,
    pub num_dce: u64,
}

/// Runs CSE on the root regions of `body`, owned by an op named `owner`, and on the bodies
/// of the isolated ops inside.
pub fn eliminate_common_subexpressions(
    ctx: &Context,
    owner: OperationName,
    body: &mut Body,
) -> CseStats {
    let mut stats = CseStats::default();
    let mut stack: Vec<(OperationName, &mut Body)> = vec![(owner, body)];
    while let Some((owner, b)) = stack.pop() {
        let roots: SmallVec<[RegionId; 1]> = b.root_regions().into();
        let mut driver = CseBody {
            ctx,
            owner,
            maps: Vec::new(),
            to_erase: Vec::new(),
            stats: &mut stats,
        };
        driver.run(b, &roots);
        b.commit();
        for (_, d) in b.ops_mut() {
            let name = d.name;
            if d.parent().is_some() {
                if let Some(c) = d.isolated_body_mut() {
                    stack.push((name, c));
                }
            }
        }
    }
    stats
}

/// A scoped table of known ops, keyed by their structural hash.
#[derive(Default)]
struct ScopedMap {
    buckets: HashMap<u64, Vec<OpId>>,
    scopes: Vec<Vec<u64>>,
}

impl ScopedMap {
    fn push_scope(&mut self) {
        self.scopes.push(Vec::new());
    }

    fn pop_scope(&mut self) {
        for h in self.scopes.pop().unwrap_or_default() {
            if let Some(v) = self.buckets.get_mut(&h) {
                v.pop();
            }
        }
    }

    /// The most recently inserted known op equivalent to `op`.
    fn lookup(&self, ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
        let h = op_hash(ctx, body, op, true);
        let v = self.buckets.get(&h)?;
        v.iter()
            .rev()
            .copied()
            .find(|&k| ops_equivalent(ctx, body, k, op))
    }

    fn insert(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let h = op_hash(ctx, body, op, true);
        self.buckets.entry(h).or_default().push(op);
        if let Some(s) = self.scopes.last_mut() {
            s.push(h);
        }
    }
}

enum Frame {
    /// Simplify a region with the table `map`.
    Region {
        r: RegionId,
        map: usize,
    },
    /// Visit the ops of a block from `idx`; `entered` when the regions of `ops[idx]` were
    /// already simplified.
    Block {
        ops: Vec<OpId>,
        idx: usize,
        entered: bool,
        ssa: bool,
        map: usize,
    },
    /// A dominator-tree node: its block is processed, then its children one by one.
    DomNode {
        children: std::rc::Rc<HashMap<BlockId, Vec<BlockId>>>,
        block: BlockId,
        next_child: usize,
        started: bool,
        map: usize,
    },
    PopScope(usize),
}

struct CseBody<'a> {
    ctx: &'a Context,
    owner: OperationName,
    maps: Vec<ScopedMap>,
    to_erase: Vec<OpId>,
    stats: &'a mut CseStats,
}

impl CseBody<'_> {
    fn run(&mut self, body: &mut Body, roots: &[RegionId]) {
        self.maps.push(ScopedMap::default());
        let mut stack: Vec<Frame> = roots
            .iter()
            .rev()
            .map(|r| Frame::Region { r: *r, map: 0 })
            .collect();
        while let Some(f) = stack.pop() {
            match f {
                Frame::Region { r, map } => self.enter_region(body, r, map, &mut stack),
                Frame::PopScope(map) => self.maps[map].pop_scope(),
                Frame::DomNode {
                    children,
                    block,
                    next_child,
                    started,
                    map,
                } => {
                    if !started {
                        self.maps[map].push_scope();
                        let ops = body.block_ops(block).collect();
                        stack.push(Frame::DomNode {
                            children,
                            block,
                            next_child,
                            started: true,
                            map,
                        });
                        stack.push(Frame::Block {
                            ops,
                            idx: 0,
                            entered: false,
                            ssa: true,
                            map,
                        });
                        continue;
                    }
                    let child = children
                        .get(&block)
                        .and_then(|c| c.get(next_child))
                        .copied();
                    match child {
                        Some(c) => {
                            stack.push(Frame::DomNode {
                                children: children.clone(),
                                block,
                                next_child: next_child + 1,
                                started: true,
                                map,
                            });
                            stack.push(Frame::DomNode {
                                children,
                                block: c,
                                next_child: 0,
                                started: false,
                                map,
                            });
                        }
                        None => self.maps[map].pop_scope(),
                    }
                }
                Frame::Block {
                    ops,
                    idx,
                    entered,
                    ssa,
                    map,
                } => {
                    let Some(&op) = ops.get(idx) else {
                        continue;
                    };
                    if !entered && !body.regions(op).is_empty() {
                        // Nested regions first; a possibly isolated (unregistered) op gets a
                        // fresh table.
                        let nested_map = if self.ctx.op_info(body.op_name(op)).is_none() {
                            self.maps.push(ScopedMap::default());
                            self.maps.len() - 1
                        } else {
                            map
                        };
                        let regions: SmallVec<[RegionId; 2]> = body.regions(op).into();
                        stack.push(Frame::Block {
                            ops,
                            idx,
                            entered: true,
                            ssa,
                            map,
                        });
                        for r in regions.into_iter().rev() {
                            stack.push(Frame::Region { r, map: nested_map });
                        }
                        continue;
                    }
                    self.simplify_operation(body, op, ssa, map);
                    stack.push(Frame::Block {
                        ops,
                        idx: idx + 1,
                        entered: false,
                        ssa,
                        map,
                    });
                }
            }
        }
        for op in std::mem::take(&mut self.to_erase) {
            if body.contains_op(op) {
                body.erase_op(op);
            }
        }
    }

    fn has_ssa_dominance(&self, body: &Body, r: RegionId) -> bool {
        let single = body
            .entry_block(r)
            .is_some_and(|b| body.next_block(b).is_none());
        if !single {
            return true;
        }
        let owner = body
            .region_parent(r)
            .map_or(self.owner, |o| body.op_name(o));
        match self.ctx.op_info(owner) {
            None => false,
            Some(i) => !i.traits.has(Traits::GRAPH_REGIONS),
        }
    }

    fn enter_region(&mut self, body: &Body, r: RegionId, map: usize, stack: &mut Vec<Frame>) {
        let Some(entry) = body.entry_block(r) else {
            return;
        };
        let ssa = self.has_ssa_dominance(body, r);
        if body.next_block(entry).is_none() {
            self.maps[map].push_scope();
            stack.push(Frame::PopScope(map));
            stack.push(Frame::Block {
                ops: body.block_ops(entry).collect(),
                idx: 0,
                entered: false,
                ssa,
                map,
            });
            return;
        }
        if !ssa {
            return;
        }
        stack.push(Frame::DomNode {
            children: std::rc::Rc::new(dom_children(body, r, entry)),
            block: entry,
            next_child: 0,
            started: false,
            map,
        });
    }

    fn simplify_operation(&mut self, body: &mut Body, op: OpId, ssa: bool, map: usize) {
        let ctx = self.ctx;
        if ctx.op_traits(body.op_name(op)).has(Traits::TERMINATOR) {
            return;
        }
        if is_op_trivially_dead(ctx, body, op) {
            self.to_erase.push(op);
            self.stats.num_dce += 1;
            return;
        }
        let (rb, regions) = body.op_regions(op);
        if regions.iter().any(|r| {
            rb.entry_block(*r)
                .is_some_and(|b| rb.next_block(b).is_some())
        }) {
            return;
        }
        if !is_memory_effect_free(ctx, body, op) {
            if !has_single_effect(ctx, body, op, Effect::Read) {
                return;
            }
            if let Some(existing) = self.maps[map].lookup(ctx, body, op) {
                if body.parent_block(existing) == body.parent_block(op)
                    && !self.write_in_between(body, existing, op)
                {
                    self.replace_uses_and_delete(body, op, existing, ssa, map);
                    return;
                }
            }
            self.maps[map].insert(ctx, body, op);
            return;
        }
        if let Some(existing) = self.maps[map].lookup(ctx, body, op) {
            self.replace_uses_and_delete(body, op, existing, ssa, map);
            self.stats.num_cse += 1;
            return;
        }
        self.maps[map].insert(ctx, body, op);
    }

    /// Whether an op from `from` up to (not including) `to` may write memory.
    fn write_in_between(&self, body: &Body, from: OpId, to: OpId) -> bool {
        let mut cur = Some(from);
        while let Some(o) = cur {
            if o == to {
                return false;
            }
            match effects_recursively(self.ctx, body, o) {
                None => return true,
                Some(effects) => {
                    if effects.iter().any(|e| e.effect == Effect::Write) {
                        return true;
                    }
                }
            }
            cur = body.next_op(o);
        }
        false
    }

    fn replace_uses_and_delete(
        &mut self,
        body: &mut Body,
        op: OpId,
        existing: OpId,
        ssa: bool,
        map: usize,
    ) {
        let results: SmallVec<[_; 2]> = body.results(op).into();
        let new: SmallVec<[_; 2]> = body.results(existing).into();
        if ssa {
            for (r, n) in results.iter().zip(new.iter()) {
                body.replace_all_uses(*r, *n);
            }
            self.to_erase.push(op);
        } else {
            // Only uses by ops not visited yet (not known equivalents) can be replaced.
            for (r, n) in results.iter().zip(new.iter()) {
                let uses: Vec<(OpId, usize)> = body.uses(*r).collect();
                for (user, idx) in uses {
                    if self.maps[map].lookup(self.ctx, body, user).is_none() {
                        body.set_operand(user, idx, *n);
                    }
                }
            }
            if results.iter().all(|r| !body.has_uses(*r)) {
                self.to_erase.push(op);
            }
        }
        let unknown = self.ctx.unknown_loc();
        if body.loc(existing) == unknown && body.loc(op) != unknown {
            let loc = body.loc(op);
            body.set_loc(existing, loc);
        }
        self.stats.num_cse += 1;
    }
}

/// Children of each block in the dominator tree of region `r`, in depth-first pre-order
/// of the CFG (as LLVM's tree construction orders them).
fn dom_children(body: &Body, r: RegionId, entry: BlockId) -> HashMap<BlockId, Vec<BlockId>> {
    let tree = DomTree::build(body, r);
    let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        if b != entry {
            if let Some(&p) = tree.idom.get(&b) {
                children.entry(p).or_default().push(b);
            }
        }
        let succs = crate::rewrite::rewriter::block_successors(body, b);
        for &s in succs.iter().rev() {
            if body.block_parent(s) == Some(r) && !seen.contains(&s) {
                stack.push(s);
            }
        }
    }
    children
}
