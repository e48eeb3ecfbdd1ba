//! Upstream's data-flow framework (`mlir/Analysis/DataFlow`), as used by `sccp`: a solver
//! over the whole tree of bodies under an anchor op, running upstream 19's
//! `DeadCodeAnalysis` (executable blocks, live CFG edges, predecessors of region entries,
//! region-branch results, callables and calls) together with the sparse forward
//! `SparseConstantPropagation` (a `ConstantValue` lattice per value, ops simulated by their
//! folders).
//!
//! States are keyed by body (an index into [`Solver::bodies`]) and entity id. The solver runs
//! a worklist to the fixpoint; each visit is upstream's transfer function, and a visit is
//! re-queued whenever a state it read changes (users of a value, readers registered through
//! [`Solver::read`], ops and arguments of a block that becomes executable).

mod constant;
pub mod liveness;

pub use constant::ConstantValue;

use crate::attributes::{AttrKind, Attribute};
use crate::body::{BlockId, Body, OpData, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::{OperationName, Traits};
use crate::interfaces::call::{self, Callee};
use crate::interfaces::region_branch::{self, RegionBranchPoint, RegionSuccessor};
use crate::symbol_table::{self as st, SymbolRef, Visibility};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

/// An index into [`Solver::bodies`].
pub type BodyIdx = usize;

/// One body of the analysed tree and the isolated op owning it.
pub struct BodyNode<'a> {
    pub body: &'a Body,
    /// The owner op and the body holding it (`None` for the anchor's body).
    pub owner: Option<(BodyIdx, OpId)>,
    pub owner_name: OperationName,
}

/// What the worklist visits.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Item {
    Op(BodyIdx, OpId),
    Block(BodyIdx, BlockId),
}

/// Where region control flow arrives: a region's entry block or a region-branch op's results.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Point {
    Block(BodyIdx, BlockId),
    Results(BodyIdx, OpId),
}

/// Upstream's `PredecessorState`: the known predecessors (with the values that receive what
/// they forward) and whether others may exist.
#[derive(Default)]
struct Preds {
    known: Vec<(BodyIdx, OpId, Vec<ValueId>)>,
    unknown: bool,
}

impl Preds {
    fn add(&mut self, b: BodyIdx, op: OpId, inputs: Vec<ValueId>) -> bool {
        if self.known.iter().any(|(x, o, _)| *x == b && *o == op) {
            return false;
        }
        self.known.push((b, op, inputs));
        true
    }
}

/// The solver: dead-code analysis and sparse constant propagation over one tree of bodies.
pub struct Solver<'a> {
    ctx: &'a Context,
    pub bodies: Vec<BodyNode<'a>>,
    by_ptr: FxHashMap<usize, BodyIdx>,
    children: FxHashMap<(BodyIdx, OpId), BodyIdx>,
    executable: FxHashSet<(BodyIdx, BlockId)>,
    live_edges: FxHashSet<(BodyIdx, BlockId, BlockId)>,
    region_preds: FxHashMap<Point, Preds>,
    callsites: FxHashMap<(BodyIdx, OpId), Preds>,
    call_returns: FxHashMap<(BodyIdx, OpId), Preds>,
    values: FxHashMap<(BodyIdx, ValueId), ConstantValue>,
    deps: FxHashMap<(BodyIdx, ValueId), Vec<Item>>,
    dep_set: FxHashSet<(BodyIdx, ValueId, Item)>,
    worklist: VecDeque<Item>,
    queued: FxHashSet<Item>,
}

/// The integer value of a constant attribute.
fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

impl<'a> Solver<'a> {
    /// A solver over `root` (the anchor's body) and every body nested in it.
    pub fn new(ctx: &'a Context, root: &'a Body, root_name: OperationName) -> Self {
        let mut s = Solver {
            ctx,
            bodies: Vec::new(),
            by_ptr: FxHashMap::default(),
            children: FxHashMap::default(),
            executable: FxHashSet::default(),
            live_edges: FxHashSet::default(),
            region_preds: FxHashMap::default(),
            callsites: FxHashMap::default(),
            call_returns: FxHashMap::default(),
            values: FxHashMap::default(),
            deps: FxHashMap::default(),
            dep_set: FxHashSet::default(),
            worklist: VecDeque::new(),
            queued: FxHashSet::default(),
        };
        s.add_body(root, None, root_name);
        let mut i = 0;
        while i < s.bodies.len() {
            let body = s.bodies[i].body;
            for op in all_ops(body) {
                if let Some(child) = body.isolated_body(op) {
                    let c = s.add_body(child, Some((i, op)), body.op_name(op));
                    s.children.insert((i, op), c);
                }
            }
            i += 1;
        }
        s
    }

    fn add_body(
        &mut self,
        body: &'a Body,
        owner: Option<(BodyIdx, OpId)>,
        name: OperationName,
    ) -> BodyIdx {
        let i = self.bodies.len();
        self.bodies.push(BodyNode {
            body,
            owner,
            owner_name: name,
        });
        self.by_ptr.insert(body as *const Body as usize, i);
        i
    }

    /// The index of a body of the tree, by address.
    pub fn body_index(&self, body: &Body) -> Option<BodyIdx> {
        self.by_ptr.get(&(body as *const Body as usize)).copied()
    }

    fn body(&self, b: BodyIdx) -> &'a Body {
        self.bodies[b].body
    }

    /// The lattice value of `v` (of body `b`).
    pub fn constant(&self, b: BodyIdx, v: ValueId) -> ConstantValue {
        self.values
            .get(&(b, v))
            .copied()
            .unwrap_or(ConstantValue::Uninitialized)
    }

    /// Whether block `blk` of body `b` is executable.
    pub fn is_executable(&self, b: BodyIdx, blk: BlockId) -> bool {
        self.executable.contains(&(b, blk))
    }

    // ----- structure -----

    /// The op whose region holds `blk` (crossing into the owner of an isolated body).
    fn block_parent_op(&self, b: BodyIdx, blk: BlockId) -> Option<(BodyIdx, OpId)> {
        match self.body(b).block_parent_op(blk) {
            Some(p) => Some((b, p)),
            None => self.bodies[b].owner,
        }
    }

    fn parent_op(&self, b: BodyIdx, op: OpId) -> Option<(BodyIdx, OpId)> {
        let blk = self.body(b).parent_block(op)?;
        self.block_parent_op(b, blk)
    }

    /// The regions of `op` and the body holding them.
    fn regions_of(&self, b: BodyIdx, op: OpId) -> (BodyIdx, Vec<RegionId>) {
        match self.children.get(&(b, op)) {
            Some(&c) => (c, self.body(c).root_regions().to_vec()),
            None => (b, self.body(b).regions(op).to_vec()),
        }
    }

    /// The index of `blk`'s region among its parent op's regions.
    fn region_index(&self, b: BodyIdx, blk: BlockId) -> Option<usize> {
        let body = self.body(b);
        let r = body.block_parent(blk)?;
        match body.region_parent(r) {
            Some(p) => body.regions(p).iter().position(|x| *x == r),
            None => body.root_regions().iter().position(|x| *x == r),
        }
    }

    // ----- state updates -----

    fn enqueue(&mut self, it: Item) {
        if self.queued.insert(it) {
            self.worklist.push_back(it);
        }
    }

    /// The lattice of `v`, re-visiting `dep` when it changes (`getLatticeElementFor`).
    fn read(&mut self, b: BodyIdx, v: ValueId, dep: Item) -> ConstantValue {
        if self.dep_set.insert((b, v, dep)) {
            self.deps.entry((b, v)).or_default().push(dep);
        }
        self.constant(b, v)
    }

    fn join(&mut self, b: BodyIdx, v: ValueId, c: ConstantValue) {
        let old = self.constant(b, v);
        let new = old.join(c);
        if new.same(&old) {
            return;
        }
        self.values.insert((b, v), new);
        let body = self.body(b);
        let users: Vec<OpId> = body.uses(v).map(|(u, _)| u).collect();
        for u in users {
            self.enqueue(Item::Op(b, u));
        }
        if let Some(ds) = self.deps.get(&(b, v)).cloned() {
            for d in ds {
                self.enqueue(d);
            }
        }
    }

    fn set_unknown(&mut self, b: BodyIdx, vs: &[ValueId]) {
        for v in vs {
            self.join(b, *v, ConstantValue::Unknown);
        }
    }

    fn mark_executable(&mut self, b: BodyIdx, blk: BlockId) {
        if !self.executable.insert((b, blk)) {
            return;
        }
        self.enqueue(Item::Block(b, blk));
        let ops: Vec<OpId> = self.body(b).block_ops(blk).collect();
        for o in ops {
            self.enqueue(Item::Op(b, o));
        }
    }

    fn mark_edge(&mut self, b: BodyIdx, from: BlockId, to: BlockId) {
        if self.live_edges.insert((b, from, to)) {
            self.mark_executable(b, to);
            self.enqueue(Item::Block(b, to));
        }
    }

    fn mark_entry_blocks(&mut self, b: BodyIdx, op: OpId) {
        let (rb, regions) = self.regions_of(b, op);
        for r in regions {
            if let Some(e) = self.body(rb).entry_block(r) {
                self.mark_executable(rb, e);
            }
        }
    }

    fn add_region_pred(&mut self, point: Point, pred: (BodyIdx, OpId), inputs: Vec<ValueId>) {
        if self
            .region_preds
            .entry(point)
            .or_default()
            .add(pred.0, pred.1, inputs)
        {
            match point {
                Point::Block(b, blk) => self.enqueue(Item::Block(b, blk)),
                Point::Results(b, op) => self.enqueue(Item::Op(b, op)),
            }
        }
    }

    /// Re-visits what reads the call sites of `callable`: the callable, its entry block and
    /// its region's terminators.
    fn callsites_changed(&mut self, b: BodyIdx, callable: OpId) {
        self.enqueue(Item::Op(b, callable));
        let (rb, regions) = self.regions_of(b, callable);
        if let Some(r) = call::callable_interface(self.ctx, self.body(b), callable)
            .and_then(|i| (i.callable_region)(self.ctx, self.body(b), callable))
        {
            let body = self.body(rb);
            let _ = &regions;
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            if let Some(e) = blocks.first() {
                self.enqueue(Item::Block(rb, *e));
            }
            for blk in blocks {
                if let Some(t) = body.last_op(blk) {
                    self.enqueue(Item::Op(rb, t));
                }
            }
        }
    }

    // ----- initialization -----

    /// Upstream's `DeadCodeAnalysis::initialize` and the sparse analysis' initialization:
    /// the anchor's entry blocks are executable with overdefined arguments; callables that
    /// may be called from outside have unknown call sites.
    /// `anchor` is the anchor op's own data (its symbol name and visibility matter).
    pub fn initialize(&mut self, top_level: bool, anchor: &OpData) {
        let root = self.body(0);
        for &r in root.root_regions() {
            if let Some(e) = root.entry_block(r) {
                self.mark_executable(0, e);
                let args = root.block_args(e).to_vec();
                self.set_unknown(0, &args);
            }
        }
        self.initialize_symbol_callables(top_level, anchor);
        for b in 0..self.bodies.len() {
            let body = self.body(b);
            for op in all_ops(body) {
                self.enqueue(Item::Op(b, op));
            }
        }
    }

    /// Upstream's `initializeSymbolCallables` over the symbol tables of the tree.
    fn initialize_symbol_callables(&mut self, top_level: bool, anchor: &OpData) {
        let ctx = self.ctx;
        // (body holding the table's region, its first region, all uses visible)
        let mut tables: Vec<(BodyIdx, RegionId, bool)> = Vec::new();
        let mut stack: Vec<(BodyIdx, bool)> = vec![(0, top_level)];
        while let Some((b, visible_above)) = stack.pop() {
            let name = self.bodies[b].owner_name;
            let visible = if st::is_symbol_table(ctx, name) {
                let owner_data = match self.bodies[b].owner {
                    Some((pb, op)) => Some(self.body(pb).op(op)),
                    None => Some(anchor),
                };
                let is_symbol = owner_data.is_some_and(|d| st::symbol_name(ctx, d).is_some());
                let private =
                    owner_data.is_some_and(|d| st::visibility(ctx, d) == Visibility::Private);
                let v = visible_above || !is_symbol || private;
                if let Some(&r) = self.body(b).root_regions().first() {
                    tables.push((b, r, v));
                }
                v
            } else {
                true
            };
            for (&(pb, _), &c) in &self.children {
                if pb == b {
                    stack.push((c, visible));
                }
            }
        }
        for (b, region, visible) in tables {
            let body = self.body(b);
            let Some(entry) = body.entry_block(region) else {
                continue;
            };
            let mut found = false;
            for op in body.block_ops(entry) {
                let Some(ci) = call::callable_interface(ctx, body, op) else {
                    continue;
                };
                if (ci.callable_region)(ctx, body, op).is_none() {
                    continue;
                }
                let data = body.op(op);
                if st::symbol_name(ctx, data).is_none() {
                    continue;
                }
                let vis = st::visibility(ctx, data);
                if vis == Visibility::Public || (!visible && vis == Visibility::Nested) {
                    self.callsites.entry((b, op)).or_default().unknown = true;
                }
                found = true;
            }
            if !found {
                continue;
            }
            // Non-call uses of a callable's symbol hide some of its call sites.
            let mut non_call: Vec<SymbolRef> = Vec::new();
            for op in body.collect_ops(
                crate::walk::IrNode::Region(region),
                crate::walk::WalkOrder::PreOrder,
            ) {
                if call::call_interface(ctx, body, op).is_some() {
                    continue;
                }
                non_call.extend(st::op_symbol_refs(ctx, body.op(op)));
            }
            for r in non_call {
                if let Some((fb, f)) = st::lookup_nested(ctx, body, region, &r) {
                    if let Some(fi) = self.body_index(fb) {
                        self.callsites.entry((fi, f)).or_default().unknown = true;
                    }
                }
            }
        }
    }

    /// Runs the worklist to the fixpoint.
    pub fn run(&mut self) {
        while let Some(it) = self.worklist.pop_front() {
            self.queued.remove(&it);
            match it {
                Item::Op(b, op) => {
                    if !self.body(b).contains_op(op) {
                        continue;
                    }
                    self.visit_dead_code(b, op);
                    self.visit_sparse_op(b, op);
                }
                Item::Block(b, blk) => self.visit_block(b, blk),
            }
        }
    }

    // ----- dead code analysis -----

    /// Upstream's `getOperandValues`: `None` while an operand is uninitialized.
    fn operand_values(&mut self, b: BodyIdx, op: OpId) -> Option<Vec<Option<Attribute>>> {
        let operands: Vec<ValueId> = self.body(b).operands(op).collect();
        let mut out = Vec::with_capacity(operands.len());
        for v in operands {
            match self.read(b, v, Item::Op(b, op)) {
                ConstantValue::Uninitialized => return None,
                c => out.push(c.attr()),
            }
        }
        Some(out)
    }

    fn is_region_or_callable_return(&self, b: BodyIdx, op: OpId) -> Option<(BodyIdx, OpId)> {
        let body = self.body(b);
        if !body.successors(op).is_empty() || body.next_op(op).is_some() {
            return None;
        }
        let (pb, p) = self.parent_op(b, op)?;
        let pbody = self.body(pb);
        (region_branch::interface(self.ctx, pbody, p).is_some()
            || call::callable_interface(self.ctx, pbody, p).is_some())
        .then_some((pb, p))
    }

    fn visit_dead_code(&mut self, b: BodyIdx, op: OpId) {
        let ctx = self.ctx;
        let body = self.body(b);
        let Some(blk) = body.parent_block(op) else {
            return;
        };
        if !self.is_executable(b, blk) {
            return;
        }
        if call::call_interface(ctx, body, op).is_some() {
            self.visit_call(b, op);
        }
        let has_regions = body.num_regions(op) > 0;
        if has_regions {
            if region_branch::interface(ctx, body, op).is_some() {
                self.visit_region_branch(b, op);
            } else if call::callable_interface(ctx, body, op).is_some() {
                let live = self
                    .callsites
                    .get(&(b, op))
                    .is_some_and(|p| p.unknown || !p.known.is_empty());
                if live {
                    self.mark_entry_blocks(b, op);
                }
            } else {
                self.mark_entry_blocks(b, op);
            }
        }
        if let Some((pb, p)) = self.is_region_or_callable_return(b, op) {
            let pbody = self.body(pb);
            if region_branch::interface(ctx, pbody, p).is_some() {
                self.visit_region_terminator(b, op, pb, p);
            } else {
                self.visit_callable_terminator(b, op, pb, p);
            }
        }
        let succs = body.successors(op).to_vec();
        if !succs.is_empty() {
            let is_branch = ctx
                .op_info(body.op_name(op))
                .is_some_and(|i| i.branch.is_some());
            if is_branch {
                let Some(consts) = self.operand_values(b, op) else {
                    return;
                };
                match self.successor_for_operands(b, op, &consts) {
                    Some(s) => self.mark_edge(b, blk, s),
                    None => {
                        for s in succs {
                            self.mark_edge(b, blk, s);
                        }
                    }
                }
            } else {
                for s in succs {
                    self.mark_edge(b, blk, s);
                }
            }
        }
    }

    /// `BranchOpInterface::getSuccessorForOperands`.
    fn successor_for_operands(
        &self,
        b: BodyIdx,
        op: OpId,
        consts: &[Option<Attribute>],
    ) -> Option<BlockId> {
        let ctx = self.ctx;
        let body = self.body(b);
        let succs = body.successors(op);
        match ctx.op_name_str(body.op_name(op)) {
            "cf.cond_br" => {
                let c = int_of(ctx, consts.first().copied().flatten())?;
                Some(if c != 0 { succs[0] } else { succs[1] })
            }
            "cf.switch" => {
                let cases = crate::ods::prop(ctx, body, op, "case_values");
                let Some(cases) = cases else {
                    return Some(succs[0]);
                };
                let v = int_of(ctx, consts.first().copied().flatten())?;
                let values = dense_ints(ctx, cases)?;
                Some(match values.iter().position(|c| *c == v) {
                    Some(i) => succs[i + 1],
                    None => succs[0],
                })
            }
            _ => None,
        }
    }

    fn visit_call(&mut self, b: BodyIdx, op: OpId) {
        match self.resolve_callable(b, op) {
            Some((cb, c)) => {
                if self
                    .callsites
                    .entry((cb, c))
                    .or_default()
                    .add(b, op, Vec::new())
                {
                    self.callsites_changed(cb, c);
                }
            }
            None => {
                let p = self.call_returns.entry((b, op)).or_default();
                if !p.unknown {
                    p.unknown = true;
                    self.enqueue(Item::Op(b, op));
                }
            }
        }
    }

    /// The callable a call resolves to within the analysed tree, if it has a body.
    fn resolve_callable(&self, b: BodyIdx, op: OpId) -> Option<(BodyIdx, OpId)> {
        let ctx = self.ctx;
        let Some(Callee::Symbol(sym)) = call::callee(ctx, self.body(b), op) else {
            return None;
        };
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
            return None;
        };
        let r = SymbolRef {
            root: *root,
            nested: nested.to_vec(),
        };
        // The nearest symbol table enclosing the call.
        let mut cur = b;
        loop {
            if st::is_symbol_table(ctx, self.bodies[cur].owner_name) {
                let body = self.body(cur);
                let region = *body.root_regions().first()?;
                let (fb, f) = st::lookup_nested(ctx, body, region, &r)?;
                let fi = self.body_index(fb)?;
                let ci = call::callable_interface(ctx, fb, f)?;
                (ci.callable_region)(ctx, fb, f)?;
                return Some((fi, f));
            }
            cur = self.bodies[cur].owner?.0;
        }
    }

    /// `getEntrySuccessorRegions` with the constant operands.
    fn entry_successors(
        &self,
        b: BodyIdx,
        op: OpId,
        consts: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let ctx = self.ctx;
        let body = self.body(b);
        let mut succs = region_branch::successor_regions(ctx, body, op, RegionBranchPoint::Parent);
        let first = consts.first().copied().flatten();
        match ctx.op_name_str(body.op_name(op)) {
            "scf.if" => {
                if let Some(c) = int_of(ctx, first) {
                    succs.retain(|s| (s.successor == RegionBranchPoint::Region(0)) == (c != 0));
                }
            }
            "scf.index_switch" => {
                if let Some(v) = int_of(ctx, first) {
                    let n = body.num_regions(op);
                    let cases = crate::ods::prop(ctx, body, op, "cases")
                        .and_then(|a| dense_ints(ctx, a))
                        .unwrap_or_default();
                    // The default region is the first one.
                    let live = cases.iter().position(|c| *c == v).map_or(0, |i| i + 1);
                    let _ = n;
                    succs.retain(|s| s.successor == RegionBranchPoint::Region(live));
                }
            }
            _ => {}
        }
        succs
    }

    fn visit_region_branch(&mut self, b: BodyIdx, op: OpId) {
        let Some(consts) = self.operand_values(b, op) else {
            return;
        };
        let succs = self.entry_successors(b, op, &consts);
        let (rb, regions) = self.regions_of(b, op);
        for s in succs {
            match s.successor {
                RegionBranchPoint::Region(i) => {
                    let Some(e) = regions.get(i).and_then(|r| self.body(rb).entry_block(*r)) else {
                        continue;
                    };
                    self.mark_executable(rb, e);
                    self.add_region_pred(Point::Block(rb, e), (b, op), s.inputs);
                }
                RegionBranchPoint::Parent => {
                    self.add_region_pred(Point::Results(b, op), (b, op), s.inputs);
                }
            }
        }
    }

    fn visit_region_terminator(&mut self, b: BodyIdx, op: OpId, pb: BodyIdx, p: OpId) {
        let ctx = self.ctx;
        let Some(consts) = self.operand_values(b, op) else {
            return;
        };
        let Some(blk) = self.body(b).parent_block(op) else {
            return;
        };
        let Some(idx) = self.region_index(b, blk) else {
            return;
        };
        let pbody = self.body(pb);
        let mut succs =
            region_branch::successor_regions(ctx, pbody, p, RegionBranchPoint::Region(idx));
        if ctx.op_name_str(self.body(b).op_name(op)) == "scf.condition" {
            if let Some(c) = int_of(ctx, consts.first().copied().flatten()) {
                succs.retain(|s| (s.successor == RegionBranchPoint::Parent) == (c == 0));
            }
        }
        let (rb, regions) = self.regions_of(pb, p);
        for s in succs {
            match s.successor {
                RegionBranchPoint::Region(i) => {
                    let Some(e) = regions.get(i).and_then(|r| self.body(rb).entry_block(*r)) else {
                        continue;
                    };
                    self.mark_executable(rb, e);
                    self.add_region_pred(Point::Block(rb, e), (b, op), s.inputs);
                }
                RegionBranchPoint::Parent => {
                    self.add_region_pred(Point::Results(pb, p), (b, op), s.inputs);
                }
            }
        }
    }

    fn visit_callable_terminator(&mut self, b: BodyIdx, op: OpId, pb: BodyIdx, p: OpId) {
        let can_resolve = self
            .ctx
            .op_traits(self.body(b).op_name(op))
            .has(Traits::RETURN_LIKE);
        let calls: Vec<(BodyIdx, OpId)> = self
            .callsites
            .get(&(pb, p))
            .map(|s| s.known.iter().map(|(x, o, _)| (*x, *o)).collect())
            .unwrap_or_default();
        for (cb, c) in calls {
            let preds = self.call_returns.entry((cb, c)).or_default();
            let changed = if can_resolve {
                preds.add(b, op, Vec::new())
            } else {
                !std::mem::replace(&mut preds.unknown, true)
            };
            if changed {
                self.enqueue(Item::Op(cb, c));
            }
        }
    }

    // ----- sparse constant propagation -----

    fn visit_sparse_op(&mut self, b: BodyIdx, op: OpId) {
        let ctx = self.ctx;
        let body = self.body(b);
        let results = body.results(op).to_vec();
        if results.is_empty() {
            return;
        }
        match body.parent_block(op) {
            Some(blk) if self.is_executable(b, blk) => {}
            _ => return,
        }
        if region_branch::interface(ctx, body, op).is_some() {
            let lattices: Vec<(BodyIdx, ValueId)> = results.iter().map(|v| (b, *v)).collect();
            self.visit_region_successors(Point::Results(b, op), (b, op), &lattices);
            return;
        }
        if call::call_interface(ctx, body, op).is_some() {
            let (unknown, returns) = match self.call_returns.get(&(b, op)) {
                Some(p) => (
                    p.unknown,
                    p.known.iter().map(|(x, o, _)| (*x, *o)).collect(),
                ),
                None => (false, Vec::new()),
            };
            if unknown {
                self.set_unknown(b, &results);
                return;
            }
            for (rb, r) in returns {
                let operands: Vec<ValueId> = self.body(rb).operands(r).collect();
                for (v, res) in operands.into_iter().zip(&results) {
                    let c = self.read(rb, v, Item::Op(b, op));
                    self.join(b, *res, c);
                }
            }
            return;
        }
        let mut consts = Vec::new();
        for v in body.operands(op) {
            match self.constant(b, v) {
                ConstantValue::Uninitialized => return,
                c => consts.push(c.attr()),
            }
        }
        if body.num_regions(op) > 0 {
            self.set_unknown(b, &results);
            return;
        }
        match constant::simulate_fold(ctx, body, op, &consts) {
            None => self.set_unknown(b, &results),
            Some(folded) => {
                let name = body.op_name(op);
                for (res, f) in results.iter().zip(folded) {
                    let c = match f {
                        crate::rewrite::FoldResult::Attr(a) => ConstantValue::Constant(a, name),
                        crate::rewrite::FoldResult::Value(v) => self.read(b, v, Item::Op(b, op)),
                    };
                    self.join(b, *res, c);
                }
            }
        }
    }

    fn visit_block(&mut self, b: BodyIdx, blk: BlockId) {
        let ctx = self.ctx;
        let body = self.body(b);
        let args = body.block_args(blk).to_vec();
        if args.is_empty() || !self.is_executable(b, blk) {
            return;
        }
        let dep = Item::Block(b, blk);
        if body.is_entry_block(blk) {
            let Some((pb, p)) = self.block_parent_op(b, blk) else {
                self.set_unknown(b, &args);
                return;
            };
            let pbody = self.body(pb);
            if let Some(ci) = call::callable_interface(ctx, pbody, p) {
                let region = body.block_parent(blk);
                if (ci.callable_region)(ctx, pbody, p) == region {
                    let (unknown, calls) = match self.callsites.get(&(pb, p)) {
                        Some(s) => (
                            s.unknown,
                            s.known.iter().map(|(x, o, _)| (*x, *o)).collect(),
                        ),
                        None => (false, Vec::new()),
                    };
                    if unknown {
                        self.set_unknown(b, &args);
                        return;
                    }
                    for (cb, c) in calls {
                        let operands = call::arg_operands(ctx, self.body(cb), c);
                        for (v, a) in operands.into_iter().zip(&args) {
                            let cv = self.read(cb, v, dep);
                            self.join(b, *a, cv);
                        }
                    }
                    return;
                }
            }
            if region_branch::interface(ctx, pbody, p).is_some() {
                let lattices: Vec<(BodyIdx, ValueId)> = args.iter().map(|v| (b, *v)).collect();
                self.visit_region_successors(Point::Block(b, blk), (pb, p), &lattices);
                return;
            }
            self.set_unknown(b, &args);
            return;
        }
        let Some(region) = body.block_parent(blk) else {
            return;
        };
        let preds: Vec<(BlockId, usize)> = body
            .region_blocks(region)
            .filter_map(|pblk| body.last_op(pblk).map(|t| (pblk, t)))
            .flat_map(|(pblk, t)| {
                body.successors(t)
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| **s == blk)
                    .map(move |(i, _)| (pblk, i))
                    .collect::<Vec<_>>()
            })
            .collect();
        for (pblk, i) in preds {
            if !self.live_edges.contains(&(b, pblk, blk)) {
                continue;
            }
            let term = body.last_op(pblk).expect("a terminator");
            let branch = ctx.op_info(body.op_name(term)).and_then(|i| i.branch);
            let Some(branch) = branch else {
                self.set_unknown(b, &args);
                return;
            };
            let so = (branch.successor_operands)(ctx, body, term, i);
            for (k, a) in args.iter().enumerate() {
                let k = k as u32;
                if k < so.produced || k - so.produced >= so.len {
                    self.join(b, *a, ConstantValue::Unknown);
                } else {
                    let v = body.operand(term, (so.start + k - so.produced) as usize);
                    let cv = self.read(b, v, dep);
                    self.join(b, *a, cv);
                }
            }
        }
    }

    /// Upstream's `visitRegionSuccessors`: the values arriving at `point` (a region's entry
    /// arguments or a region-branch op's results) from its known predecessors.
    fn visit_region_successors(
        &mut self,
        point: Point,
        branch: (BodyIdx, OpId),
        lattices: &[(BodyIdx, ValueId)],
    ) {
        let ctx = self.ctx;
        let dep = match point {
            Point::Block(b, blk) => Item::Block(b, blk),
            Point::Results(b, op) => Item::Op(b, op),
        };
        let (unknown, preds) = match self.region_preds.get(&point) {
            Some(p) => (p.unknown, p.known.clone()),
            None => (false, Vec::new()),
        };
        let set_all = |s: &mut Self, ls: &[(BodyIdx, ValueId)]| {
            for (b, v) in ls {
                s.join(*b, *v, ConstantValue::Unknown);
            }
        };
        if unknown {
            set_all(self, lattices);
            return;
        }
        let successor = match point {
            Point::Results(..) => RegionBranchPoint::Parent,
            Point::Block(b, blk) => match self.region_index(b, blk) {
                Some(i) => RegionBranchPoint::Region(i),
                None => return,
            },
        };
        for (qb, q, inputs) in preds {
            let operands: Option<(BodyIdx, Vec<ValueId>)> = if (qb, q) == branch {
                Some((
                    qb,
                    region_branch::entry_successor_operands(ctx, self.body(qb), q, successor),
                ))
            } else {
                region_branch::terminator_successor_operands(ctx, self.body(qb), q, successor)
                    .map(|v| (qb, v))
            };
            let Some((ob, operands)) = operands else {
                set_all(self, lattices);
                return;
            };
            let mut first = 0;
            if inputs.len() != lattices.len() {
                if let Some(v0) = inputs.first() {
                    first = lattices.iter().position(|(_, v)| v == v0).unwrap_or(0);
                }
                let end = (first + inputs.len()).min(lattices.len());
                set_all(self, &lattices[..first]);
                set_all(self, &lattices[end..]);
            }
            for (v, (lb, l)) in operands.iter().zip(&lattices[first..]) {
                let c = self.read(ob, *v, dep);
                self.join(*lb, *l, c);
            }
        }
    }
}

/// Every op of `body` (not inside nested isolated bodies), pre-order.
fn all_ops(body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    body.walk_body(crate::walk::WalkOptions::pre_order(), |_, n| {
        if let crate::walk::IrNode::Op(o) = n {
            out.push(o);
        }
        crate::walk::WalkResult::Advance
    });
    out
}

/// The integers of a dense array or dense elements attribute (`cases`, `case_values`).
fn dense_ints(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, len, data } => {
            let w = (data.len() / (*len).max(1)).max(1);
            let _ = elem;
            Some(data.chunks_exact(w).map(le_signed).collect())
        }
        AttrKind::DenseIntOrFp { ty, data, splat } => {
            let (n, w) = match ctx.type_kind(*ty) {
                crate::types::TypeKind::Vector { shape, elem, .. }
                | crate::types::TypeKind::RankedTensor { shape, elem, .. } => {
                    let n: i64 = shape.iter().product();
                    let bits = match ctx.type_kind(*elem) {
                        crate::types::TypeKind::Integer { width, .. } => *width,
                        crate::types::TypeKind::Index => 64,
                        _ => return None,
                    };
                    (n as usize, (bits as usize).div_ceil(8).max(1))
                }
                _ => return None,
            };
            if *splat {
                let v = le_signed(data.get(..w)?);
                Some(vec![v; n])
            } else {
                Some(data.chunks_exact(w).map(le_signed).collect())
            }
        }
        _ => None,
    }
}

/// A little-endian signed integer of up to 8 bytes.
fn le_signed(bytes: &[u8]) -> i64 {
    let mut buf = [0u8; 8];
    let n = bytes.len().min(8);
    buf[..n].copy_from_slice(&bytes[..n]);
    let v = i64::from_le_bytes(buf);
    let shift = 64 - 8 * n as u32;
    if shift == 0 || shift >= 64 {
        v
    } else {
        (v << shift) >> shift
    }
}
