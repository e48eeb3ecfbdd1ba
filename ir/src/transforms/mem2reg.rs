//! `mem2reg`: promotes memory slots into SSA values, as upstream MLIR 19's `Mem2Reg.cpp`.
//!
//! For each slot of each [`PromotableAllocationOpInterface`] op (found by a post-order walk
//! of the anchor's regions, repeated until nothing is promoted):
//!
//! 1. **Analysis** (no mutation). The *blocking uses* start as the uses of the slot pointer;
//!    following the pointer's forward slice in topological order, each op holding blocking
//!    uses must be a [`PromotableOpInterface`] or [`PromotableMemOpInterface`] op accepting
//!    to remove them (possibly asking its own users to remove their uses of its results).
//!    Memory ops must be in the slot's region. The *merge points* are the iterated dominance
//!    frontier of the blocks storing to the slot, pruned to the blocks where the slot is
//!    live-in; their predecessors must all end with branch ops.
//! 2. **Promotion**. The default value (content before any store) is created at the start of
//!    the slot's block. The dominator tree is walked depth-first, each merge point gaining a
//!    block argument of the slot's type, each block's loads recording the reaching definition
//!    and its stores producing the next one; branches to merge points forward the definition
//!    reaching their end. The blocking uses are then removed in reverse dominance order, ops
//!    asking for it are erased, branches from unreachable blocks to merge points forward the
//!    default value, and the allocator completes the promotion.
//!
//! The `region-simplify` option exists as upstream's but, as in MLIR 19, changes nothing.
//! Statistics: `promoted slots`, `new block args`.

use crate::body::{BlockId, Body, InsertPoint, OpId, RegionId, ValueDef, ValueId};
use crate::builder::Builder;
use crate::context::Context;
use crate::entity::EntityId;
use crate::interfaces::memory_slot::{
    self as ms, DataLayout, DeletionKind, MemorySlot, PromotableAllocationOpInterface, Use,
};
use crate::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions, Statistic};
use crate::verifier::dominance::DomTree;
use crate::walk::{IrNode, WalkOrder};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

pub struct Mem2Reg {
    options: PassOptions,
    promoted: Statistic,
    new_block_args: Statistic,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "mem2reg",
        description: "Promotes memory slots into values.",
        create: || {
            Box::new(Mem2Reg {
                options: PassOptions::new().with(
                    "region-simplify",
                    "Perform control flow optimizations to the region tree",
                    OptValue::Bool(true),
                ),
                promoted: Statistic::new("promoted slots", "Total amount of memory slot promoted"),
                new_block_args: Statistic::new(
                    "new block args",
                    "Total amount of new block argument inserted in blocks",
                ),
            })
        },
    }
}

impl Pass for Mem2Reg {
    fn name(&self) -> &'static str {
        "Mem2Reg"
    }
    fn argument(&self) -> &'static str {
        "mem2reg"
    }
    fn description(&self) -> &'static str {
        "Promotes memory slots into values."
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.promoted, &self.new_block_args]
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let dl_spec = ctx.ident("dlti.dl_spec");
        let dl = DataLayout {
            spec: op.data.attrs().iter().find(|a| a.0 == dl_spec).map(|a| a.1),
        };
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let stats = Stats {
            promoted: &self.promoted,
            new_block_args: &self.new_block_args,
        };
        // Upstream's walk reaches the allocators of nested isolated ops too (a module's
        // functions); their bodies are independent.
        super::for_each_body_mut(body, |body| {
            for r in body.root_regions().to_vec() {
                if body.region_is_empty(r) {
                    continue;
                }
                loop {
                    let allocators: Vec<OpId> = body
                        .collect_ops(IrNode::Region(r), WalkOrder::PostOrder)
                        .into_iter()
                        .filter(|&o| ms::allocation(ctx, body, o).is_some())
                        .collect();
                    if !try_to_promote_memory_slots(ctx, body, &allocators, &dl, &stats) {
                        break;
                    }
                }
            }
        });
        Ok(())
    }
}

/// The pass's statistics, as upstream's `Mem2RegStatistics`.
pub struct Stats<'a> {
    pub promoted: &'a Statistic,
    pub new_block_args: &'a Statistic,
}

/// Upstream's `tryToPromoteMemorySlots`: promotes the slots of `allocators` (and of the
/// allocators their promotion creates) until a round promotes nothing; whether any was.
pub fn try_to_promote_memory_slots(
    ctx: &Context,
    body: &mut Body,
    allocators: &[OpId],
    dl: &DataLayout,
    stats: &Stats<'_>,
) -> bool {
    let mut promoted_any = false;
    let mut work: Vec<OpId> = allocators.to_vec();
    let mut next: Vec<OpId> = Vec::new();
    let mut trees: HashMap<RegionId, Dom> = HashMap::default();
    loop {
        let mut changes = false;
        for &allocator in &work {
            let Some(iface) = ms::allocation(ctx, body, allocator) else {
                continue;
            };
            let mut changed = false;
            for slot in (iface.promotable_slots)(ctx, body, allocator) {
                if !body.has_uses(slot.ptr) {
                    continue;
                }
                let Some(region) = value_region(body, slot.ptr) else {
                    continue;
                };
                let dom = trees
                    .entry(region)
                    .or_insert_with(|| Dom::build(body, region));
                if let Some(info) = analyze(ctx, body, &slot, dom, dl) {
                    let new_allocator =
                        Promoter::new(ctx, slot, allocator, iface, dom, dl, info, stats)
                            .promote(body);
                    changed = true;
                    if let Some(n) = new_allocator {
                        next.push(n);
                    }
                    // Promoting a slot may invalidate the allocator's other slots.
                    break;
                }
            }
            if !changed {
                next.push(allocator);
            }
            changes |= changed;
        }
        if !changes {
            break;
        }
        promoted_any = true;
        work = std::mem::take(&mut next);
    }
    promoted_any
}

/// The region holding the definition of `v`.
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => body.block_parent(body.parent_block(op)?),
        ValueDef::Arg { block, .. } => body.block_parent(block),
        _ => None,
    }
}

/// The block holding the definition of `v`.
fn value_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => body.parent_block(op),
        ValueDef::Arg { block, .. } => Some(block),
        _ => None,
    }
}

/// The location of a value (its op's, or the block argument's).
fn value_loc(body: &Body, v: ValueId) -> Option<crate::attributes::Location> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(body.loc(op)),
        _ => body.value(v).loc,
    }
}

/// The successors of `b` (none in a single-block region, as upstream's).
fn successors(body: &Body, b: BlockId) -> Vec<BlockId> {
    crate::verifier::dominance::block_successors(body, b).to_vec()
}

/// A dominator tree of one region with LLVM's child order (children in the order of the
/// semi-NCA depth-first numbering) and node levels.
struct Dom {
    children: HashMap<BlockId, Vec<BlockId>>,
    level: HashMap<BlockId, u32>,
    /// Predecessors of every block of the region (reachable or not).
    preds: HashMap<BlockId, Vec<BlockId>>,
}

impl Dom {
    fn build(body: &Body, r: RegionId) -> Dom {
        let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for b in body.region_blocks(r) {
            for s in successors(body, b) {
                preds.entry(s).or_default().push(b);
            }
        }
        let Some(entry) = body.entry_block(r) else {
            return Dom {
                children: HashMap::default(),
                level: HashMap::default(),
                preds,
            };
        };
        if body.next_block(entry).is_none() {
            let mut level = HashMap::default();
            level.insert(entry, 0);
            return Dom {
                children: HashMap::default(),
                level,
                preds,
            };
        }
        let tree = DomTree::build(body, r);
        // LLVM's `runDFS`: a stack, successors pushed in reverse, numbered when popped.
        let mut num: HashMap<BlockId, usize> = HashMap::default();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if num.contains_key(&b) {
                continue;
            }
            let n = num.len();
            num.insert(b, n);
            for s in successors(body, b).into_iter().rev() {
                if !num.contains_key(&s) && body.block_parent(s) == Some(r) {
                    stack.push(s);
                }
            }
        }
        let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        let mut order: Vec<BlockId> = tree.idom.keys().copied().collect();
        order.sort_by_key(|b| num.get(b).copied().unwrap_or(usize::MAX));
        for &b in &order {
            if b != entry {
                children.entry(tree.idom[&b]).or_default().push(b);
            }
        }
        let mut level: HashMap<BlockId, u32> = HashMap::default();
        let mut stack = vec![(entry, 0u32)];
        while let Some((b, l)) = stack.pop() {
            level.insert(b, l);
            for &c in children.get(&b).map(|v| &v[..]).unwrap_or(&[]) {
                stack.push((c, l + 1));
            }
        }
        Dom {
            children,
            level,
            preds,
        }
    }

    fn children(&self, b: BlockId) -> &[BlockId] {
        self.children.get(&b).map(|v| &v[..]).unwrap_or(&[])
    }

    fn preds(&self, b: BlockId) -> &[BlockId] {
        self.preds.get(&b).map(|v| &v[..]).unwrap_or(&[])
    }

    /// LLVM's `IDFCalculator` with defining and live-in blocks: the iterated dominance
    /// frontier of `defs`, restricted to (and only propagated through) `live_in` blocks.
    fn idf(
        &self,
        body: &Body,
        defs: &HashSet<BlockId>,
        live_in: &HashSet<BlockId>,
    ) -> Vec<BlockId> {
        let mut out = Vec::new();
        let mut visited_pq: HashSet<BlockId> = HashSet::default();
        // Roots by decreasing level, as LLVM's priority queue (ties do not change the set).
        let mut pq: Vec<BlockId> = defs
            .iter()
            .copied()
            .filter(|b| self.level.contains_key(b))
            .collect();
        let mut seen_roots: HashSet<BlockId> = pq.iter().copied().collect();
        loop {
            pq.sort_by_key(|b| (self.level[b], b.index()));
            let Some(root) = pq.pop() else { break };
            let root_level = self.level[&root];
            let mut worklist = vec![root];
            let mut visited_worklist: HashSet<BlockId> = HashSet::default();
            visited_worklist.insert(root);
            while let Some(node) = worklist.pop() {
                for s in successors(body, node) {
                    let Some(&sl) = self.level.get(&s) else {
                        continue;
                    };
                    if sl > root_level {
                        continue;
                    }
                    if !visited_pq.insert(s) {
                        continue;
                    }
                    if !live_in.contains(&s) {
                        continue;
                    }
                    out.push(s);
                    if !defs.contains(&s) && seen_roots.insert(s) {
                        pq.push(s);
                    }
                }
                for &c in self.children(node) {
                    if visited_worklist.insert(c) {
                        worklist.push(c);
                    }
                }
            }
        }
        out
    }
}

/// Upstream's `MemorySlotPromotionInfo`.
struct PromotionInfo {
    merge_points: HashSet<BlockId>,
    /// Ops with blocking uses, in discovery order (upstream's `MapVector`).
    blocking: Vec<(OpId, Vec<Use>)>,
}

impl PromotionInfo {
    fn uses_of(&self, op: OpId) -> Option<&Vec<Use>> {
        self.blocking.iter().find(|(o, _)| *o == op).map(|(_, u)| u)
    }
}

/// `getForwardSlice(value)`: the ops transitively using `v` (ops nested in a slice op
/// included), in topological order.
pub(crate) fn forward_slice(body: &Body, v: ValueId) -> Vec<OpId> {
    fn visit(body: &Body, op: OpId, seen: &mut HashSet<OpId>, post: &mut Vec<OpId>) {
        for &r in body.regions(op) {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b).collect::<Vec<_>>() {
                    if !seen.contains(&o) {
                        seen.insert(o);
                        visit(body, o, seen, post);
                    }
                }
            }
        }
        for &res in body.results(op) {
            for (user, _) in body.uses(res).collect::<Vec<_>>() {
                if !seen.contains(&user) {
                    seen.insert(user);
                    visit(body, user, seen, post);
                }
            }
        }
        post.push(op);
    }
    let mut seen = HashSet::default();
    let mut post = Vec::new();
    for (user, _) in body.uses(v).collect::<Vec<_>>() {
        if seen.insert(user) {
            visit(body, user, &mut seen, &mut post);
        }
    }
    post.reverse();
    post
}

/// Upstream's `MemorySlotPromotionAnalyzer::computeInfo`.
fn analyze(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    dom: &Dom,
    dl: &DataLayout,
) -> Option<PromotionInfo> {
    let mut blocking: Vec<(OpId, Vec<Use>)> = Vec::new();
    let mut index: HashMap<OpId, usize> = HashMap::default();
    let mut add = |blocking: &mut Vec<(OpId, Vec<Use>)>, u: Use| {
        let i = *index.entry(u.0).or_insert_with(|| {
            blocking.push((u.0, Vec::new()));
            blocking.len() - 1
        });
        if !blocking[i].1.contains(&u) {
            blocking[i].1.push(u);
        }
    };
    for u in body.uses(slot.ptr).collect::<Vec<_>>() {
        add(&mut blocking, u);
    }
    for user in forward_slice(body, slot.ptr) {
        let Some(pos) = blocking.iter().position(|(o, _)| *o == user) else {
            continue;
        };
        let uses = blocking[pos].1.clone();
        let mut new_uses = Vec::new();
        if let Some(p) = ms::promotable(ctx, body, user) {
            if !(p.can_uses_be_removed)(ctx, body, user, &uses, &mut new_uses, dl) {
                return None;
            }
        } else if let Some(m) = ms::mem_op(ctx, body, user) {
            if !(m.can_uses_be_removed)(ctx, body, user, slot, &uses, &mut new_uses, dl) {
                return None;
            }
        } else {
            return None;
        }
        for u in new_uses {
            add(&mut blocking, u);
        }
    }
    // Only the slot pointer's region is analyzed: memory ops elsewhere cannot be promoted.
    let slot_region = value_region(body, slot.ptr);
    for (op, _) in &blocking {
        if ms::mem_op(ctx, body, *op).is_some()
            && body.parent_block(*op).and_then(|b| body.block_parent(b)) != slot_region
        {
            return None;
        }
    }
    let merge_points = merge_points(ctx, body, slot, dom);
    // Predecessors of merge points must be able to forward the reaching definition.
    for &m in &merge_points {
        for &p in dom.preds(m) {
            let term = body.last_op(p)?;
            ctx.op_info(body.op_name(term)).and_then(|i| i.branch)?;
        }
    }
    Some(PromotionInfo {
        merge_points,
        blocking,
    })
}

/// Upstream's `computeMergePoints` (with `computeSlotLiveIn`).
fn merge_points(ctx: &Context, body: &Body, slot: &MemorySlot, dom: &Dom) -> HashSet<BlockId> {
    let mut out = HashSet::default();
    let Some(region) = value_region(body, slot.ptr) else {
        return out;
    };
    let single = body
        .entry_block(region)
        .is_some_and(|e| body.next_block(e).is_none());
    if single {
        return out;
    }
    let users: Vec<OpId> = body.uses(slot.ptr).map(|(o, _)| o).collect();
    let mut defining: HashSet<BlockId> = HashSet::default();
    for &u in &users {
        if let Some(m) = ms::mem_op(ctx, body, u) {
            if (m.stores_to)(ctx, body, u, slot) {
                if let Some(b) = body.parent_block(u) {
                    defining.insert(b);
                }
            }
        }
    }
    // Blocks loading the slot before storing to it are where its value is live-in first.
    let mut work: Vec<BlockId> = Vec::new();
    let mut visited: HashSet<BlockId> = HashSet::default();
    for &u in &users {
        let Some(b) = body.parent_block(u) else {
            continue;
        };
        if !visited.insert(b) {
            continue;
        }
        for o in body.block_ops(b) {
            if let Some(m) = ms::mem_op(ctx, body, o) {
                if (m.loads_from)(ctx, body, o, slot) {
                    work.push(b);
                    break;
                }
                if (m.stores_to)(ctx, body, o, slot) {
                    break;
                }
            }
        }
    }
    let mut live_in: HashSet<BlockId> = HashSet::default();
    while let Some(b) = work.pop() {
        if !live_in.insert(b) {
            continue;
        }
        for &p in dom.preds(b) {
            if !defining.contains(&p) {
                work.push(p);
            }
        }
    }
    out.extend(dom.idf(body, &defining, &live_in));
    out
}

/// Upstream's `MemorySlotPromoter`.
struct Promoter<'a> {
    ctx: &'a Context,
    slot: MemorySlot,
    allocator: OpId,
    iface: PromotableAllocationOpInterface,
    dom: &'a Dom,
    dl: &'a DataLayout,
    info: PromotionInfo,
    stats: &'a Stats<'a>,
    default_value: Option<ValueId>,
    reaching_defs: HashMap<OpId, ValueId>,
    replaced_values: HashMap<OpId, ValueId>,
}

impl<'a> Promoter<'a> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        ctx: &'a Context,
        slot: MemorySlot,
        allocator: OpId,
        iface: PromotableAllocationOpInterface,
        dom: &'a Dom,
        dl: &'a DataLayout,
        info: PromotionInfo,
        stats: &'a Stats<'a>,
    ) -> Self {
        Promoter {
            ctx,
            slot,
            allocator,
            iface,
            dom,
            dl,
            info,
            stats,
            default_value: None,
            reaching_defs: HashMap::default(),
            replaced_values: HashMap::default(),
        }
    }

    /// `getOrCreateDefaultValue`: created once, at the start of the slot pointer's block.
    fn default_value(&mut self, body: &mut Body) -> ValueId {
        if let Some(v) = self.default_value {
            return v;
        }
        let block = value_block(body, self.slot.ptr).expect("slot pointer in a block");
        let mut b = Builder::at(body, InsertPoint::BlockStart(block));
        let v = (self.iface.default_value)(self.ctx, &mut b, self.allocator, &self.slot);
        self.default_value = Some(v);
        v
    }

    fn promote(mut self, body: &mut Body) -> Option<OpId> {
        let region = value_region(body, self.slot.ptr).expect("slot pointer in a region");
        let default = self.default_value(body);
        self.reaching_defs_in_region(body, region, default);
        self.remove_blocking_uses(body);
        // Branches from blocks the walk did not reach forward the default value.
        let mut merge_points: Vec<BlockId> = self.info.merge_points.iter().copied().collect();
        merge_points.sort_by_key(|b| b.index());
        for m in merge_points {
            let nargs = body.block_args(m).len();
            for &p in self.dom.preds(m) {
                let Some(term) = body.last_op(p) else {
                    continue;
                };
                for (i, &s) in body.successors(term).to_vec().iter().enumerate() {
                    if s != m {
                        continue;
                    }
                    let Some(branch) = self.ctx.op_info(body.op_name(term)).and_then(|x| x.branch)
                    else {
                        continue;
                    };
                    let so = (branch.successor_operands)(self.ctx, body, term, i);
                    if (so.produced + so.len) as usize + 1 == nargs {
                        let d = self.default_value(body);
                        append_successor_operand(self.ctx, body, term, i, d);
                    }
                }
            }
        }
        self.stats.promoted.inc();
        (self.iface.handle_promotion_complete)(
            self.ctx,
            body,
            self.allocator,
            &self.slot,
            self.default_value,
        )
    }

    /// `computeReachingDefInBlock`.
    fn reaching_defs_in_block(
        &mut self,
        body: &mut Body,
        block: BlockId,
        mut def: ValueId,
    ) -> ValueId {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for op in ops {
            let Some(m) = ms::mem_op(self.ctx, body, op) else {
                continue;
            };
            if self.info.uses_of(op).is_some() {
                self.reaching_defs.entry(op).or_insert(def);
            }
            if (m.stores_to)(self.ctx, body, op, &self.slot) {
                let mut b = Builder::at(body, InsertPoint::After(op));
                let stored = (m.get_stored)(self.ctx, &mut b, op, &self.slot, def, self.dl);
                def = stored;
                self.replaced_values.insert(op, stored);
            }
        }
        def
    }

    /// `computeReachingDefInRegion`: a depth-first walk of the dominator tree.
    fn reaching_defs_in_region(&mut self, body: &mut Body, region: RegionId, def: ValueId) {
        let entry = body.entry_block(region).expect("non-empty region");
        if body.next_block(entry).is_none() {
            self.reaching_defs_in_block(body, entry, def);
            return;
        }
        let mut stack: Vec<(BlockId, ValueId)> = vec![(entry, def)];
        while let Some((block, mut def)) = stack.pop() {
            if self.info.merge_points.contains(&block) {
                let loc =
                    value_loc(body, self.slot.ptr).unwrap_or_else(|| body.loc(self.allocator));
                let arg = body.add_block_arg(block, self.slot.elem_type, loc);
                let mut b = Builder::at(body, InsertPoint::BlockStart(block));
                (self.iface.handle_block_argument)(
                    self.ctx,
                    &mut b,
                    self.allocator,
                    &self.slot,
                    arg,
                );
                def = arg;
                self.stats.new_block_args.inc();
            }
            def = self.reaching_defs_in_block(body, block, def);
            if let Some(term) = body.last_op(block) {
                if self
                    .ctx
                    .op_info(body.op_name(term))
                    .and_then(|i| i.branch)
                    .is_some()
                {
                    for (i, s) in body.successors(term).to_vec().into_iter().enumerate() {
                        if self.info.merge_points.contains(&s) {
                            append_successor_operand(self.ctx, body, term, i, def);
                        }
                    }
                }
            }
            for &c in self.dom.children(block) {
                stack.push((c, def));
            }
        }
    }

    /// `removeBlockingUses`: in reverse dominance order.
    fn remove_blocking_uses(&mut self, body: &mut Body) {
        let region = value_region(body, self.slot.ptr).expect("slot pointer in a region");
        let mut users: Vec<OpId> = self.info.blocking.iter().map(|(o, _)| *o).collect();
        dominance_sort(body, region, &mut users);
        let mut to_erase = Vec::new();
        let mut replaced: Vec<(OpId, ValueId)> = Vec::new();
        let mut to_visit = Vec::new();
        for &op in users.iter().rev() {
            let uses = self.info.uses_of(op).cloned().unwrap_or_default();
            if let Some(m) = ms::mem_op(self.ctx, body, op) {
                let def = match self.reaching_defs.get(&op) {
                    Some(&d) => d,
                    None => self.default_value(body),
                };
                let mut b = Builder::at(body, InsertPoint::After(op));
                if (m.remove_blocking_uses)(self.ctx, &mut b, op, &self.slot, &uses, def, self.dl)
                    == DeletionKind::Delete
                {
                    to_erase.push(op);
                }
                if (m.stores_to)(self.ctx, body, op, &self.slot) {
                    if let Some(&v) = self.replaced_values.get(&op) {
                        replaced.push((op, v));
                    }
                }
                continue;
            }
            let p = ms::promotable(self.ctx, body, op).expect("checked by the analysis");
            let mut b = Builder::at(body, InsertPoint::After(op));
            if (p.remove_blocking_uses)(self.ctx, &mut b, op, &uses) == DeletionKind::Delete {
                to_erase.push(op);
            }
            if let Some(visit) = p.visit_replaced_values {
                to_visit.push((op, visit));
            }
        }
        for (op, visit) in to_visit {
            let mut b = Builder::at(body, InsertPoint::After(op));
            visit(self.ctx, &mut b, op, &replaced);
        }
        for op in to_erase {
            body.erase_op(op);
        }
    }
}

/// Appends `v` to the operands `term` forwards to its successor `i`.
fn append_successor_operand(ctx: &Context, body: &mut Body, term: OpId, i: usize, v: ValueId) {
    let Some(branch) = ctx.op_info(body.op_name(term)).and_then(|x| x.branch) else {
        return;
    };
    let so = (branch.successor_operands)(ctx, body, term, i);
    let mut vals: Vec<ValueId> = (so.start..so.start + so.len)
        .map(|k| body.operand(term, k as usize))
        .collect();
    vals.push(v);
    (branch.set_successor_operands)(ctx, body, term, i, &vals);
}

/// Upstream's `dominanceSort`: by the topological order of blocks (reverse post-orders
/// from each block not yet ordered, in region order), then by position in the block.
fn dominance_sort(body: &Body, region: RegionId, ops: &mut [OpId]) {
    let mut order: Vec<BlockId> = Vec::new();
    let mut index: HashMap<BlockId, usize> = HashMap::default();
    for start in body.region_blocks(region).collect::<Vec<_>>() {
        if index.contains_key(&start) {
            continue;
        }
        // Post-order of the blocks reachable from `start` (LLVM's `po_iterator`).
        let mut post = Vec::new();
        let mut seen: HashSet<BlockId> = HashSet::default();
        seen.insert(start);
        let mut stack: Vec<(BlockId, usize)> = vec![(start, 0)];
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let succs = successors(body, b);
            if *i < succs.len() {
                let s = succs[*i];
                *i += 1;
                if body.block_parent(s) == Some(region) && seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        for b in post.into_iter().rev() {
            if let std::collections::hash_map::Entry::Vacant(e) = index.entry(b) {
                e.insert(order.len());
                order.push(b);
            }
        }
    }
    let mut pos: HashMap<OpId, usize> = HashMap::default();
    for &b in &order {
        for (i, o) in body.block_ops(b).enumerate() {
            pos.insert(o, i);
        }
    }
    ops.sort_by_key(|&o| {
        let b = body.parent_block(o);
        (
            b.and_then(|b| index.get(&b).copied()).unwrap_or(usize::MAX),
            pos.get(&o).copied().unwrap_or(usize::MAX),
        )
    });
}
