//! Control-flow simplification of regions, as upstream's `simplifyRegions`
//! (`RegionUtils.cpp`, MLIR 19): erase unreachable blocks, erase dead ops and dead block
//! arguments (`runRegionDCE`), and, at the aggressive level, merge identical blocks and
//! drop block arguments that receive the same value from every predecessor.
//!
//! Bodies are independent, so each body in the tree is simplified on its own (its isolated
//! children after it); only changes in the first body are reported to the listener.

use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use crate::rewrite::effects::would_op_be_trivially_dead;
use crate::rewrite::equivalence::{op_hash, ops_equivalent_ignoring_values};
use crate::rewrite::rewriter::{block_successors, PatternRewriter, RewriteListener};
use crate::rewrite::BranchOpInterface;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use smallvec::SmallVec;

/// Simplifies `regions` of `body` and everything nested in them, isolated bodies included.
/// Returns whether anything changed (block-argument removal alone does not count, as
/// upstream).
pub fn simplify_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    merge_blocks: bool,
    listener: Option<&mut dyn RewriteListener>,
) -> bool {
    let mut changed = simplify_body(ctx, body, regions, merge_blocks, listener);
    // The isolated ops inside `regions`, whose bodies are simplified after this one.
    let mut inside: HashSet<OpId> = HashSet::default();
    for &r in regions {
        body.walk_region(r, |o| {
            inside.insert(o);
        });
    }
    let mut stack: Vec<&mut Body> = Vec::new();
    for (id, d) in body.ops_mut() {
        if inside.contains(&id) {
            if let Some(c) = d.isolated_body_mut() {
                stack.push(c);
            }
        }
    }
    while let Some(b) = stack.pop() {
        let roots: SmallVec<[RegionId; 1]> = b.root_regions().into();
        changed |= simplify_body(ctx, b, &roots, merge_blocks, None);
        for (_, d) in b.ops_mut() {
            if d.parent().is_some() {
                if let Some(c) = d.isolated_body_mut() {
                    stack.push(c);
                }
            }
        }
    }
    changed
}

fn simplify_body(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    merge_blocks: bool,
    listener: Option<&mut dyn RewriteListener>,
) -> bool {
    let listener = listener.map(|l| l as &mut dyn RewriteListener);
    let mut rw = PatternRewriter::unrecorded(ctx, body, listener);
    let erased_blocks = erase_unreachable_blocks(&mut rw, regions);
    let erased_ops = run_region_dce(&mut rw, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = merge_identical_blocks(&mut rw, regions);
        dropped = drop_redundant_arguments(&mut rw, regions);
    }
    erased_blocks || erased_ops || merged || dropped
}

/// Regions directly nested in the ops of `block` that live in this body.
fn nested_regions(body: &Body, block: BlockId, out: &mut Vec<RegionId>) {
    for o in body.block_ops(block) {
        out.extend_from_slice(body.regions(o));
    }
}

/// Blocks reachable from the entry of `r` (depth-first).
fn reachable_blocks(body: &Body, r: RegionId) -> HashSet<BlockId> {
    let mut seen = HashSet::default();
    let Some(entry) = body.entry_block(r) else {
        return seen;
    };
    let mut stack = vec![entry];
    seen.insert(entry);
    while let Some(b) = stack.pop() {
        for &s in block_successors(body, b) {
            if body.contains_block(s) && body.block_parent(s) == Some(r) && seen.insert(s) {
                stack.push(s);
            }
        }
    }
    seen
}

/// Upstream's `eraseUnreachableBlocks`.
pub(crate) fn erase_unreachable_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(r) = worklist.pop() {
        let blocks: Vec<BlockId> = rw.body.region_blocks(r).collect();
        match blocks.len() {
            0 => continue,
            1 => {
                nested_regions(rw.body, blocks[0], &mut worklist);
                continue;
            }
            _ => {}
        }
        let reachable = reachable_blocks(rw.body, r);
        let mut dead = Vec::new();
        for b in blocks {
            if reachable.contains(&b) {
                nested_regions(rw.body, b, &mut worklist);
            } else {
                dead.push(b);
            }
        }
        if !dead.is_empty() {
            rw.erase_blocks(&dead);
            erased = true;
        }
    }
    erased
}

/// Post-order of the blocks reachable from the entry of `r`.
fn post_order(body: &Body, r: RegionId) -> Vec<BlockId> {
    let mut out = Vec::new();
    let Some(entry) = body.entry_block(r) else {
        return out;
    };
    let mut seen: HashSet<BlockId> = HashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let succs = block_successors(body, b);
        if *i < succs.len() {
            let s = succs[*i];
            *i += 1;
            if body.contains_block(s) && body.block_parent(s) == Some(r) && seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
    out
}

fn branch_interface(ctx: &Context, body: &Body, op: OpId) -> Option<BranchOpInterface> {
    ctx.op_info(body.op_name(op)).and_then(|i| i.branch)
}

fn is_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_traits(body.op_name(op)).has(Traits::TERMINATOR)
}

/// Upstream's `LiveMap`: a result is live exactly when its op is.
#[derive(Default)]
struct LiveMap {
    values: HashSet<ValueId>,
    ops: HashSet<OpId>,
    changed: bool,
}

impl LiveMap {
    fn set_value(&mut self, body: &Body, v: ValueId) {
        match body.value(v).def {
            ValueDef::Result { op, .. } => self.set_op(op),
            _ => self.changed |= self.values.insert(v),
        }
    }
    fn set_op(&mut self, o: OpId) {
        self.changed |= self.ops.insert(o);
    }
    fn value_live(&self, body: &Body, v: ValueId) -> bool {
        match body.value(v).def {
            ValueDef::Result { op, .. } => self.ops.contains(&op),
            _ => self.values.contains(&v),
        }
    }
}

/// The block argument an operand of a branch feeds (upstream's
/// `getSuccessorBlockArgument`).
fn successor_block_argument(
    ctx: &Context,
    body: &Body,
    op: OpId,
    bi: BranchOpInterface,
    operand: usize,
) -> Option<ValueId> {
    for (i, &succ) in body.successors(op).iter().enumerate() {
        let so = (bi.successor_operands)(ctx, body, op, i);
        let (start, len) = (so.start as usize, so.len as usize);
        if operand >= start && operand < start + len {
            return body
                .block_args(succ)
                .get(so.produced as usize + operand - start)
                .copied();
        }
    }
    None
}

fn propagate_value(ctx: &Context, body: &Body, v: ValueId, live: &mut LiveMap) {
    if live.value_live(body, v) {
        return;
    }
    for (owner, idx) in body.uses(v) {
        // A successor operand is only as live as the argument it feeds.
        if is_terminator(ctx, body, owner) {
            if let Some(bi) = branch_interface(ctx, body, owner) {
                if let Some(arg) = successor_block_argument(ctx, body, owner, bi, idx) {
                    if !live.value_live(body, arg) {
                        continue;
                    }
                }
            }
        }
        if live.ops.contains(&owner) {
            live.set_value(body, v);
            return;
        }
    }
}

fn propagate_terminator(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    live.set_op(op);
    let succs = body.successors(op);
    match branch_interface(ctx, body, op) {
        None => {
            for &s in succs {
                for &a in body.block_args(s) {
                    live.set_value(body, a);
                }
            }
        }
        Some(bi) => {
            for (i, &s) in succs.iter().enumerate() {
                let so = (bi.successor_operands)(ctx, body, op, i);
                for &a in body.block_args(s).iter().take(so.produced as usize) {
                    live.set_value(body, a);
                }
            }
        }
    }
}

/// One sweep of upstream's `propagateLiveness` over `regions` (iterative).
fn propagate_regions(ctx: &Context, body: &Body, regions: &[RegionId], live: &mut LiveMap) {
    enum Task {
        Region(RegionId),
        Op(OpId),
        Args(BlockId),
    }
    let mut stack: Vec<Task> = regions.iter().rev().map(|r| Task::Region(*r)).collect();
    while let Some(t) = stack.pop() {
        match t {
            Task::Region(r) => {
                let order = post_order(body, r);
                let entry = body.entry_block(r);
                // Executed in order: each block's ops in reverse (each after its regions),
                // then its arguments; pushed in reverse.
                for &b in order.iter().rev() {
                    if Some(b) != entry {
                        stack.push(Task::Args(b));
                    }
                    for o in body.block_ops(b) {
                        stack.push(Task::Op(o));
                        for &nr in body.regions(o).iter().rev() {
                            stack.push(Task::Region(nr));
                        }
                    }
                }
            }
            Task::Op(op) => {
                if is_terminator(ctx, body, op) {
                    propagate_terminator(ctx, body, op, live);
                    continue;
                }
                if live.ops.contains(&op) {
                    continue;
                }
                if !would_op_be_trivially_dead(ctx, body, op) {
                    live.set_op(op);
                    continue;
                }
                for &r in body.results(op) {
                    propagate_value(ctx, body, r, live);
                }
            }
            Task::Args(b) => {
                for &a in body.block_args(b) {
                    propagate_value(ctx, body, a, live);
                }
            }
        }
    }
}

/// Upstream's `runRegionDCE` on `regions` of the rewriter's body (isolated bodies inside are
/// left to their own pass). Returns whether an op was erased.
pub(crate) fn run_region_dce(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let ctx = rw.ctx;
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        propagate_regions(ctx, rw.body, regions, &mut live);
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live)
}

/// Upstream's `deleteDeadness`: per region, the blocks in post-order and their ops in
/// reverse; a dead op is erased, a live op's regions are cleaned right away (depth first),
/// then the region's non-entry blocks lose their dead arguments. Erased ops are only
/// detached while walking (a dead op nested deeper may still name the results of a dead op
/// met earlier) and freed at the end.
fn delete_deadness(rw: &mut PatternRewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    enum Frame {
        Regions(SmallVec<[RegionId; 2]>, usize),
        Region {
            region: RegionId,
            single: bool,
            blocks: Vec<BlockId>,
            next_block: usize,
            ops: SmallVec<[OpId; 16]>,
            next_op: usize,
        },
    }
    let ctx = rw.ctx;
    let mut erased_any = false;
    let mut dead: Vec<OpId> = Vec::new();
    let mut stack = vec![Frame::Regions(regions.into(), 0)];
    while let Some(frame) = stack.last_mut() {
        match frame {
            Frame::Regions(list, i) => {
                let Some(&r) = list.get(*i) else {
                    stack.pop();
                    continue;
                };
                *i += 1;
                let Some(entry) = rw.body.entry_block(r) else {
                    continue;
                };
                stack.push(Frame::Region {
                    region: r,
                    single: rw.body.next_block(entry).is_none(),
                    blocks: post_order(rw.body, r),
                    next_block: 0,
                    ops: SmallVec::new(),
                    next_op: 0,
                });
            }
            Frame::Region {
                region,
                single,
                blocks,
                next_block,
                ops,
                next_op,
            } => {
                if let Some(&o) = ops.get(*next_op) {
                    *next_op += 1;
                    if live.ops.contains(&o) {
                        let nested: SmallVec<[RegionId; 2]> = rw.body.regions(o).into();
                        if !nested.is_empty() {
                            stack.push(Frame::Regions(nested, 0));
                        }
                    } else {
                        erased_any = true;
                        rw.notify_erase_detached(o);
                        dead.push(o);
                    }
                    continue;
                }
                if let Some(&b) = blocks.get(*next_block) {
                    *next_block += 1;
                    if !*single {
                        if let Some(term) = rw.body.last_op(b) {
                            erase_dead_successor_operands(ctx, rw.body, term, live);
                        }
                    }
                    *ops = rw.body.block_ops(b).collect();
                    ops.reverse();
                    *next_op = 0;
                    continue;
                }
                // Entry blocks keep their arguments (their contract is with the parent op).
                let r = *region;
                stack.pop();
                let blocks: Vec<BlockId> = rw.body.region_blocks(r).skip(1).collect();
                for b in blocks {
                    let n = rw.body.block_args(b).len();
                    for i in (0..n).rev() {
                        let a = rw.body.block_args(b)[i];
                        if !live.value_live(rw.body, a) && !rw.body.has_uses(a) {
                            rw.body.erase_block_arg(b, i);
                        }
                    }
                }
            }
        }
    }
    rw.free_erased(&dead);
    erased_any
}

/// Drops the successor operands of `term` whose block argument is dead.
fn erase_dead_successor_operands(ctx: &Context, body: &mut Body, term: OpId, live: &LiveMap) {
    let Some(bi) = branch_interface(ctx, body, term) else {
        return;
    };
    let succs: SmallVec<[BlockId; 2]> = body.successors(term).into();
    for (i, &succ) in succs.iter().enumerate().rev() {
        let so = (bi.successor_operands)(ctx, body, term, i);
        let args: SmallVec<[ValueId; 4]> = body.block_args(succ).into();
        let forwarded: SmallVec<[ValueId; 4]> = body
            .operands(term)
            .skip(so.start as usize)
            .take(so.len as usize)
            .collect();
        let keep: SmallVec<[ValueId; 4]> = forwarded
            .iter()
            .enumerate()
            .filter(|(j, _)| {
                args.get(so.produced as usize + j)
                    .is_none_or(|a| live.value_live(body, *a))
            })
            .map(|(_, v)| *v)
            .collect();
        if keep.len() != forwarded.len() {
            (bi.set_successor_operands)(ctx, body, term, i, &keep);
        }
    }
}

/// Upstream's `BlockEquivalenceData`: a block's op-structure hash and result order.
struct BlockData {
    block: BlockId,
    hash: u64,
    order: HashMap<OpId, usize>,
}

impl BlockData {
    fn new(ctx: &Context, body: &Body, block: BlockId) -> Self {
        let mut order = HashMap::default();
        let mut next = body.block_args(block).len();
        let mut hash: u64 = 0;
        for o in body.block_ops(block) {
            let n = body.results(o).len();
            if n > 0 {
                order.insert(o, next);
                next += n;
            }
            hash = hash.rotate_left(5) ^ op_hash(ctx, body, o, false);
        }
        BlockData { block, hash, order }
    }

    fn order_of(&self, body: &Body, v: ValueId) -> usize {
        match body.value(v).def {
            ValueDef::Arg { index, .. } => index as usize,
            ValueDef::Result { op, index } => self.order[&op] + index as usize,
            ValueDef::Placeholder => usize::MAX,
        }
    }
}

/// The block a value is defined in.
fn value_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def {
        ValueDef::Arg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => body.parent_block(op),
        ValueDef::Placeholder => None,
    }
}

/// The predecessors of `block` in its region: (terminator, successor index) per edge.
fn predecessors(body: &Body, block: BlockId) -> Vec<(OpId, usize)> {
    let mut out = Vec::new();
    let Some(r) = body.block_parent(block) else {
        return out;
    };
    for b in body.region_blocks(r) {
        if let Some(t) = body.last_op(b) {
            for (i, &s) in body.successors(t).iter().enumerate() {
                if s == block {
                    out.push((t, i));
                }
            }
        }
    }
    out
}

fn used_outside_block(body: &Body, v: ValueId, block: BlockId) -> bool {
    body.uses(v)
        .any(|(u, _)| body.parent_block(u) != Some(block))
}

struct Cluster {
    leader: BlockData,
    to_merge: Vec<BlockId>,
    /// (op index, operand index) pairs that differ, in insertion order.
    operands: Vec<(usize, usize)>,
}

impl Cluster {
    /// Upstream's `BlockMergeCluster::addToCluster`.
    fn add(&mut self, body: &Body, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, mb) = (self.leader.block, data.block);
        let la: SmallVec<[_; 4]> = body
            .block_args(lb)
            .iter()
            .map(|a| body.value_type(*a))
            .collect();
        let ma: SmallVec<[_; 4]> = body
            .block_args(mb)
            .iter()
            .map(|a| body.value_type(*a))
            .collect();
        if la != ma {
            return false;
        }
        let lops: Vec<OpId> = body.block_ops(lb).collect();
        let mops: Vec<OpId> = body.block_ops(mb).collect();
        let mut mismatched: Vec<(usize, usize)> = Vec::new();
        for (i, (&l, &m)) in lops.iter().zip(mops.iter()).enumerate() {
            if !ops_equivalent_ignoring_values(body, l, m) {
                return false;
            }
            for (k, (lv, mv)) in body.operands(l).zip(body.operands(m)).enumerate() {
                if lv == mv {
                    continue;
                }
                if body.value_type(lv) != body.value_type(mv) {
                    return false;
                }
                let l_in = value_block(body, lv) == Some(lb);
                let m_in = value_block(body, mv) == Some(mb);
                if l_in != m_in {
                    return false;
                }
                if !l_in {
                    // A value made by the terminator of a predecessor cannot be forwarded.
                    let valid = |blk: BlockId, v: ValueId| {
                        let Some(vb) = value_block(body, v) else {
                            return true;
                        };
                        if body.defining_op(v) != body.last_op(vb) || body.defining_op(v).is_none()
                        {
                            return true;
                        }
                        !predecessors(body, blk)
                            .iter()
                            .any(|(t, _)| body.parent_block(*t) == Some(vb))
                    };
                    if !valid(lb, lv) || !valid(mb, mv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(body, lv) != data.order_of(body, mv) {
                    return false;
                }
            }
            let outside = |o: OpId, blk: BlockId| {
                body.results(o)
                    .iter()
                    .any(|r| used_outside_block(body, *r, blk))
            };
            if outside(m, mb) || outside(l, lb) {
                return false;
            }
        }
        if lops.len() != mops.len() {
            return false;
        }
        for p in mismatched {
            if !self.operands.contains(&p) {
                self.operands.push(p);
            }
        }
        if !self.to_merge.contains(&mb) {
            self.to_merge.push(mb);
        }
        true
    }

    /// Upstream's `BlockMergeCluster::merge`.
    fn merge(self, rw: &mut PatternRewriter<'_>) -> bool {
        if self.to_merge.is_empty() {
            return false;
        }
        let ctx = rw.ctx;
        let leader = self.leader.block;
        if !self.operands.is_empty() {
            let updatable = |body: &Body, b: BlockId| {
                predecessors(body, b)
                    .iter()
                    .all(|(t, _)| branch_interface(ctx, body, *t).is_some())
            };
            if !updatable(rw.body, leader) || !self.to_merge.iter().all(|b| updatable(rw.body, *b))
            {
                return false;
            }
            let all: Vec<BlockId> = std::iter::once(leader)
                .chain(self.to_merge.iter().copied())
                .collect();
            let ops: Vec<Vec<OpId>> = all
                .iter()
                .map(|b| rw.body.block_ops(*b).collect())
                .collect();
            let num_old_args = rw.body.block_args(leader).len();
            let mut new_args: Vec<Vec<ValueId>> = vec![Vec::new(); all.len()];
            for &(oi, k) in &self.operands {
                for (ci, block_ops) in ops.iter().enumerate() {
                    let op = block_ops[oi];
                    let v = rw.body.operand(op, k);
                    new_args[ci].push(v);
                    if ci == 0 {
                        let ty = rw.body.value_type(v);
                        let loc = value_loc(rw.body, v);
                        let arg = rw.body.add_block_arg_with(leader, ty, loc);
                        rw.body.set_operand(op, k, arg);
                    }
                }
            }
            let new_args = prune_redundant_arguments(rw, new_args, num_old_args, leader);
            for (ci, b) in all.iter().enumerate() {
                for (t, i) in predecessors(rw.body, *b) {
                    let Some(bi) = branch_interface(ctx, rw.body, t) else {
                        continue;
                    };
                    let so = (bi.successor_operands)(ctx, rw.body, t, i);
                    let mut vals: Vec<ValueId> = rw
                        .body
                        .operands(t)
                        .skip(so.start as usize)
                        .take(so.len as usize)
                        .collect();
                    vals.extend_from_slice(&new_args[ci]);
                    (bi.set_successor_operands)(ctx, rw.body, t, i, &vals);
                }
            }
        }
        for b in &self.to_merge {
            for (t, i) in predecessors(rw.body, *b) {
                rw.body.set_successor(t, i, leader);
            }
            rw.erase_block(*b);
        }
        true
    }
}

/// Upstream's `pruneRedundantArguments`: of the arguments just added to the leader, one
/// that every block would receive the same value for as an earlier one (compared with the
/// first occurrence of the leader's value) is replaced by that earlier one and dropped.
fn prune_redundant_arguments(
    rw: &mut PatternRewriter<'_>,
    new_args: Vec<Vec<ValueId>>,
    num_old_args: usize,
    leader: BlockId,
) -> Vec<Vec<ValueId>> {
    let Some(first) = new_args.first() else {
        return new_args;
    };
    let n = first.len();
    let mut first_idx: HashMap<ValueId, usize> = HashMap::default();
    for (j, v) in first.iter().enumerate() {
        first_idx.entry(*v).or_insert(j);
    }
    let mut replacement: HashMap<usize, usize> = HashMap::default();
    for j in 0..n {
        let k = first_idx[&first[j]];
        if k == j {
            continue;
        }
        if new_args.iter().skip(1).all(|list| list[k] == list[j]) {
            replacement.insert(j, k);
        }
    }
    if replacement.is_empty() {
        return new_args;
    }
    let pruned: Vec<Vec<ValueId>> = new_args
        .iter()
        .map(|list| {
            list.iter()
                .enumerate()
                .filter(|(j, _)| !replacement.contains_key(j))
                .map(|(_, v)| *v)
                .collect()
        })
        .collect();
    let mut erase: Vec<usize> = Vec::new();
    for j in 0..n {
        if let Some(&k) = replacement.get(&j) {
            let old = rw.body.block_args(leader)[num_old_args + j];
            let new = rw.body.block_args(leader)[num_old_args + k];
            rw.replace_all_uses_with(old, new);
            erase.push(num_old_args + j);
        }
    }
    for i in erase.into_iter().rev() {
        rw.body.erase_block_arg(leader, i);
    }
    pruned
}

/// The location a new block argument copies from a value (upstream's `Value::getLoc`).
fn value_loc(body: &Body, v: ValueId) -> Option<crate::Location> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(body.loc(op)),
        _ => body.value(v).loc,
    }
}

fn merge_in_region(rw: &mut PatternRewriter<'_>, r: RegionId) -> bool {
    let ctx = rw.ctx;
    let blocks: Vec<BlockId> = rw.body.region_blocks(r).collect();
    if blocks.len() <= 1 {
        return false;
    }
    // Blocks (other than the entry) grouped by their successor lists, in first-seen order.
    let mut groups: Vec<(SmallVec<[BlockId; 2]>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs: SmallVec<[BlockId; 2]> = block_successors(rw.body, b).into();
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, v)) => v.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            if !rw.body.contains_block(b) {
                continue;
            }
            let body: &Body = rw.body;
            let has_regions = body
                .block_ops(b)
                .any(|o| body.num_regions(o) > 0 && !region_list_empty(body, o));
            if has_regions {
                continue;
            }
            if body
                .block_args(b)
                .iter()
                .any(|a| used_outside_block(body, *a, b))
            {
                continue;
            }
            let data = BlockData::new(ctx, body, b);
            let mut added = false;
            for c in clusters.iter_mut() {
                if c.add(body, &data) {
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push(Cluster {
                    leader: data,
                    to_merge: Vec::new(),
                    operands: Vec::new(),
                });
            }
        }
        for c in clusters {
            merged |= c.merge(rw);
        }
    }
    merged
}

/// Whether every region of `op` is empty.
fn region_list_empty(body: &Body, op: OpId) -> bool {
    let (rb, rs) = body.op_regions(op);
    rs.iter().all(|r| rb.region_is_empty(*r))
}

/// Upstream's `mergeIdenticalBlocks` over `regions` and the regions nested in them.
pub(crate) fn merge_identical_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = Vec::new();
    let mut queued: HashSet<RegionId> = HashSet::default();
    for &r in regions {
        if queued.insert(r) {
            worklist.push(r);
        }
    }
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        queued.remove(&r);
        if merge_in_region(rw, r) {
            if queued.insert(r) {
                worklist.push(r);
            }
            changed = true;
        }
        let blocks: Vec<BlockId> = rw.body.region_blocks(r).collect();
        for b in blocks {
            let mut nested = Vec::new();
            nested_regions(rw.body, b, &mut nested);
            for n in nested {
                if queued.insert(n) {
                    worklist.push(n);
                }
            }
        }
    }
    changed
}

/// Upstream's `dropRedundantArguments` on one block: an argument that every predecessor
/// (all branches) passes the same value is replaced by that value and dropped.
fn drop_redundant_arguments_in(rw: &mut PatternRewriter<'_>, block: BlockId) -> bool {
    let ctx = rw.ctx;
    let preds = predecessors(rw.body, block);
    let args: SmallVec<[ValueId; 4]> = rw.body.block_args(block).into();
    let mut to_erase: SmallVec<[usize; 4]> = SmallVec::new();
    for (i, &arg) in args.iter().enumerate() {
        let mut common: Option<ValueId> = None;
        let mut same = true;
        for &(t, si) in &preds {
            let Some(bi) = branch_interface(ctx, rw.body, t) else {
                same = false;
                break;
            };
            let so = (bi.successor_operands)(ctx, rw.body, t, si);
            if i >= so.len as usize {
                same = false;
                break;
            }
            let v = rw.body.operand(t, so.start as usize + i);
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            to_erase.push(i);
            rw.replace_all_uses_with(arg, c);
        }
    }
    for &i in to_erase.iter().rev() {
        for &(t, si) in &preds {
            let Some(bi) = branch_interface(ctx, rw.body, t) else {
                continue;
            };
            let so = (bi.successor_operands)(ctx, rw.body, t, si);
            let mut vals: SmallVec<[ValueId; 4]> = rw
                .body
                .operands(t)
                .skip(so.start as usize)
                .take(so.len as usize)
                .collect();
            if i < vals.len() {
                vals.remove(i);
                (bi.set_successor_operands)(ctx, rw.body, t, si, &vals);
            }
        }
        let arg = rw.body.block_args(block)[i];
        if !rw.body.has_uses(arg) {
            rw.body.erase_block_arg(block, i);
        }
    }
    !to_erase.is_empty()
}

/// Upstream's `dropRedundantArguments` over `regions` and the regions nested in them.
pub(crate) fn drop_redundant_arguments(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = Vec::new();
    let mut queued: HashSet<RegionId> = HashSet::default();
    for &r in regions {
        if queued.insert(r) {
            worklist.push(r);
        }
    }
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        queued.remove(&r);
        let blocks: Vec<BlockId> = rw.body.region_blocks(r).collect();
        for b in blocks {
            changed |= drop_redundant_arguments_in(rw, b);
            let mut nested = Vec::new();
            nested_regions(rw.body, b, &mut nested);
            for n in nested {
                if queued.insert(n) {
                    worklist.push(n);
                }
            }
        }
    }
    changed
}
