//! The greedy pattern rewrite driver, a port of MLIR 19's `GreedyPatternRewriteDriver`
//! (`applyPatternsAndFoldGreedily` on the regions of an isolated op).
//!
//! Each iteration:
//! 1. fills the worklist by walking the region (post-order, or pre-order with
//!    `use_top_down_traversal`), entering the bodies of nested isolated ops; constants are
//!    handed to a fresh [`OperationFolder`] on the way, which unifies equal constants of an
//!    insertion region and hoists them to its start (their location becomes unknown);
//! 2. pops ops (LIFO) until the worklist is empty or `max_num_rewrites` patterns applied:
//!    a trivially dead op is erased; a non-constant op is folded (attribute results
//!    materialized before it by its dialect); otherwise the patterns are tried by benefit.
//!    Every change re-enqueues what it touched, as upstream's listener does: inserted and
//!    modified ops with their ancestors up to the region, the defining ops of operands of an
//!    erased op that become unused or single-use;
//! 3. simplifies the region (unreachable blocks, dead code and arguments, and at the
//!    aggressive level identical blocks);
//!
//! and the driver iterates while something changed, at most `max_iterations` times.
//! [`apply_op_patterns_and_fold`] runs step 2 once on a list of ops instead.
//!
//! Ops of nested isolated bodies live in other arenas: the worklist holds (body, op) pairs,
//! a body being known by its parent body and the isolated op owning it there. As upstream,
//! enqueuing an op costs its nesting depth.

use crate::body::{Body, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use crate::rewrite::effects::is_op_trivially_dead;
use crate::rewrite::fold::{
    constant_value, fold_op, operand_constants, FoldOutcome, FoldResult, OperationFolder,
};
use crate::rewrite::pattern::FrozenRewritePatternSet;
use crate::rewrite::region_simplify::simplify_regions;
use crate::rewrite::rewriter::{BodyEvent, EventQueue, PatternRewriter, Recorder, RewriteListener};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use smallvec::SmallVec;

/// How much control-flow simplification the driver does after each round of patterns
/// (upstream's `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    Disabled,
    /// Unreachable blocks, dead code and dead block arguments.
    Normal,
    /// Also merge identical blocks.
    Aggressive,
}

/// Which ops the driver may process (upstream's `GreedyRewriteStrictness`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GreedyRewriteStrictness {
    /// Any op in the region.
    AnyOp,
    /// The ops the rewrite started with and the ops it creates.
    ExistingAndNewOps,
    /// Only the ops the rewrite started with.
    ExistingOps,
}

/// No limit, for `max_iterations` and `max_num_rewrites`.
pub const NO_LIMIT: i64 = -1;

/// The driver's configuration (upstream's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyRewriteConfig {
    /// Fill the worklist in pre-order (processing ops top-down) instead of post-order.
    pub use_top_down_traversal: bool,
    pub region_simplification: RegionSimplification,
    /// Iterations of patterns + region simplification, or [`NO_LIMIT`].
    pub max_iterations: i64,
    /// Pattern applications per iteration, or [`NO_LIMIT`].
    pub max_num_rewrites: i64,
    pub strictness: GreedyRewriteStrictness,
}

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            use_top_down_traversal: false,
            region_simplification: RegionSimplification::Aggressive,
            max_iterations: 10,
            max_num_rewrites: NO_LIMIT,
            strictness: GreedyRewriteStrictness::AnyOp,
        }
    }
}

/// What a greedy rewrite did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GreedyResult {
    /// The last iteration changed nothing (a fixpoint was reached).
    pub converged: bool,
    /// Anything changed.
    pub changed: bool,
}

/// Applies `patterns` and folding to the root regions of `body` (the body of an isolated
/// op, which itself is not touched) and everything nested in them, until a fixpoint
/// (upstream's `applyPatternsAndFoldGreedily(Operation *, ...)`). Each root region is
/// processed on its own.
pub fn apply_patterns_and_fold_greedily(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyResult {
    let regions: SmallVec<[RegionId; 1]> = body.root_regions().into();
    let mut result = GreedyResult {
        converged: true,
        changed: false,
    };
    for r in regions {
        let r = Driver::new(ctx, patterns, config, r).run(body);
        result.converged &= r.converged;
        result.changed |= r.changed;
    }
    result
}

/// What [`apply_op_patterns_and_fold`] did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpsRewriteResult {
    /// The worklist was emptied (within `max_num_rewrites`).
    pub converged: bool,
    pub changed: bool,
    /// Every op of the list was erased.
    pub all_erased: bool,
}

/// Applies `patterns` and folding to the ops `ops` of `body` (and to the ops the rewrites
/// touch, as `config.strictness` allows), in one worklist pass without region
/// simplification (upstream's `applyOpPatternsAndFold`). The scope is the innermost region
/// containing all of `ops`.
pub fn apply_op_patterns_and_fold(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> OpsRewriteResult {
    let Some(scope) = common_region(body, ops) else {
        return OpsRewriteResult {
            converged: true,
            changed: false,
            all_erased: ops.is_empty(),
        };
    };
    Driver::new(ctx, patterns, config, scope).run_ops(body, ops)
}

/// The innermost region containing every op of `ops` (upstream's `findCommonAncestor`).
fn common_region(body: &Body, ops: &[OpId]) -> Option<RegionId> {
    let chain = |op: OpId| -> Vec<RegionId> {
        let mut out = Vec::new();
        let mut cur = op;
        while let Some(r) = body.parent_block(cur).and_then(|b| body.block_parent(b)) {
            out.push(r);
            match body.region_parent(r) {
                Some(p) => cur = p,
                None => break,
            }
        }
        out
    };
    let first = chain(*ops.first()?);
    let others: Vec<HashSet<RegionId>> = ops[1..]
        .iter()
        .map(|o| chain(*o).into_iter().collect())
        .collect();
    first
        .into_iter()
        .find(|r| others.iter().all(|s| s.contains(r)))
}

/// A body of the tree, other than the root: its parent body, and the isolated op owning it
/// followed by the ops enclosing that op in the parent body, innermost first.
struct BodyInfo {
    parent: u32,
    local: SmallVec<[OpId; 2]>,
    /// Whether the chain of enclosing ops ends in the driver's region.
    in_scope: bool,
    alive: bool,
}

/// Upstream's worklist: LIFO with set semantics and O(1) removal (holes).
#[derive(Default)]
struct Worklist {
    list: Vec<Option<(u32, OpId)>>,
    map: HashMap<(u32, OpId), usize>,
}

impl Worklist {
    fn clear(&mut self) {
        self.list.clear();
        self.map.clear();
    }
    fn push(&mut self, e: (u32, OpId)) {
        if let std::collections::hash_map::Entry::Vacant(v) = self.map.entry(e) {
            v.insert(self.list.len());
            self.list.push(Some(e));
        }
    }
    fn pop(&mut self) -> Option<(u32, OpId)> {
        while let Some(last) = self.list.pop() {
            if let Some(e) = last {
                self.map.remove(&e);
                return Some(e);
            }
        }
        None
    }
    fn remove(&mut self, e: (u32, OpId)) {
        if let Some(i) = self.map.remove(&e) {
            self.list[i] = None;
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        for (i, e) in self.list.iter().enumerate() {
            if let Some(e) = e {
                self.map.insert(*e, i);
            }
        }
    }
    fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// The driver's bookkeeping, reachable from the listener while a rewriter holds a body.
struct State {
    scope: RegionId,
    strictness: GreedyRewriteStrictness,
    /// The ops that may be processed, unless any op may.
    allowed: HashSet<(u32, OpId)>,
    /// With [`apply_op_patterns_and_fold`]: the given ops not erased yet.
    surviving: Option<HashSet<OpId>>,
    bodies: Vec<BodyInfo>,
    keys: HashMap<(u32, OpId), u32>,
    worklist: Worklist,
}

const ROOT: u32 = 0;

impl State {
    /// Enqueues `op` (of body `key`) and its ancestors, if it is inside the driver's region.
    fn add_to_worklist(&mut self, body: &Body, key: u32, op: OpId) {
        if !body.contains_op(op) {
            return;
        }
        let mut ancestors: SmallVec<[(u32, OpId); 8]> = SmallVec::new();
        ancestors.push((key, op));
        let mut cur = op;
        loop {
            let Some(blk) = body.parent_block(cur) else {
                return;
            };
            let Some(r) = body.block_parent(blk) else {
                return;
            };
            match body.region_parent(r) {
                Some(p) => {
                    ancestors.push((key, p));
                    cur = p;
                }
                None => {
                    if key == ROOT {
                        if r != self.scope {
                            return;
                        }
                    } else {
                        let info = &self.bodies[key as usize];
                        if !info.alive || !info.in_scope {
                            return;
                        }
                        let mut k = key;
                        while k != ROOT {
                            let info = &self.bodies[k as usize];
                            ancestors.extend(info.local.iter().map(|o| (info.parent, *o)));
                            k = info.parent;
                        }
                    }
                    break;
                }
            }
        }
        for a in ancestors {
            if self.strictness == GreedyRewriteStrictness::AnyOp || self.allowed.contains(&a) {
                self.worklist.push(a);
            }
        }
    }

    /// The isolated ops leading from the root body to body `key`.
    fn path(&self, key: u32) -> SmallVec<[OpId; 4]> {
        let mut path = SmallVec::new();
        let mut k = key;
        while k != ROOT {
            let info = &self.bodies[k as usize];
            path.push(info.local[0]);
            k = info.parent;
        }
        path.reverse();
        path
    }

    /// Whether body `key` is `ancestor` or nested in it.
    fn is_within(&self, key: u32, ancestor: u32) -> bool {
        let mut k = key;
        loop {
            if k == ancestor {
                return true;
            }
            if k == ROOT {
                return false;
            }
            k = self.bodies[k as usize].parent;
        }
    }

    /// Forgets the body of the isolated op `op` (of body `key`) and every body inside it.
    fn forget_bodies_under(&mut self, key: u32, op: OpId) {
        let Some(&child) = self.keys.get(&(key, op)) else {
            return;
        };
        let mut dead: HashSet<u32> = HashSet::default();
        for k in 1..self.bodies.len() as u32 {
            if self.bodies[k as usize].alive && self.is_within(k, child) {
                dead.insert(k);
            }
        }
        for &k in &dead {
            self.bodies[k as usize].alive = false;
        }
        self.keys
            .retain(|(k, _), v| !dead.contains(k) && !dead.contains(v));
        for slot in self.worklist.list.iter_mut() {
            if let Some(e) = slot {
                if dead.contains(&e.0) {
                    self.worklist.map.remove(e);
                    *slot = None;
                }
            }
        }
    }
}

/// The driver's listener for changes in body `key`.
struct DriverListener<'s> {
    state: &'s mut State,
    key: u32,
}

impl RewriteListener for DriverListener<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        if self.state.strictness == GreedyRewriteStrictness::ExistingAndNewOps {
            self.state.allowed.insert((self.key, op));
        }
        self.state.add_to_worklist(body, self.key, op);
    }

    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.state.add_to_worklist(body, self.key, op);
    }

    fn op_erased(&mut self, body: &Body, op: OpId) {
        if body.contains_op(op) {
            // Operands that become unused or single-use may simplify further: the defining
            // op is enqueued unless the value has two or more users besides `op` (users,
            // not uses: `op(%v, %v)` counts once, as upstream's `addOperandsToWorklist`).
            let operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
            for v in operands {
                let mut other: Option<OpId> = None;
                let many = body.uses(v).any(|(user, _)| {
                    if user == op || Some(user) == other {
                        return false;
                    }
                    if other.is_none() {
                        other = Some(user);
                        return false;
                    }
                    true
                });
                if many {
                    continue;
                }
                if let Some(d) = body.defining_op(v) {
                    self.state.add_to_worklist(body, self.key, d);
                }
            }
            if body.is_isolated(op) {
                self.state.forget_bodies_under(self.key, op);
            }
        }
        self.state.worklist.remove((self.key, op));
        self.state.allowed.remove(&(self.key, op));
        if self.key == ROOT {
            if let Some(s) = self.state.surviving.as_mut() {
                s.remove(&op);
            }
        }
    }
}

/// The body at `path` below `root`, if every isolated op on the way still exists.
fn resolve<'b>(root: &'b mut Body, path: &[OpId]) -> Option<&'b mut Body> {
    let mut cur = root;
    for &op in path {
        if !cur.contains_op(op) {
            return None;
        }
        cur = cur.isolated_body_mut(op)?;
    }
    Some(cur)
}

fn resolve_ref<'b>(root: &'b Body, path: &[OpId]) -> Option<&'b Body> {
    let mut cur = root;
    for &op in path {
        if !cur.contains_op(op) {
            return None;
        }
        cur = cur.isolated_body(op)?;
    }
    Some(cur)
}

struct Driver<'p> {
    ctx: &'p Context,
    patterns: &'p FrozenRewritePatternSet,
    config: &'p GreedyRewriteConfig,
    state: State,
    queue: EventQueue,
    /// Bodies whose listener was replaced by a recorder, with the listener they had.
    saved: HashMap<u32, Option<Box<dyn crate::body::Listener>>>,
}

impl<'p> Driver<'p> {
    fn new(
        ctx: &'p Context,
        patterns: &'p FrozenRewritePatternSet,
        config: &'p GreedyRewriteConfig,
        scope: RegionId,
    ) -> Self {
        Driver {
            ctx,
            patterns,
            config,
            state: State {
                scope,
                strictness: config.strictness,
                allowed: HashSet::default(),
                surviving: None,
                bodies: vec![BodyInfo {
                    parent: ROOT,
                    local: SmallVec::new(),
                    in_scope: true,
                    alive: true,
                }],
                keys: HashMap::default(),
                worklist: Worklist::default(),
            },
            queue: EventQueue::default(),
            saved: HashMap::default(),
        }
    }

    fn run(mut self, root: &mut Body) -> GreedyResult {
        if self.config.strictness != GreedyRewriteStrictness::AnyOp {
            self.state.allowed = self.collect_ops(root).into_iter().collect();
        }
        let mut iteration: i64 = 0;
        let mut continue_rewrites = false;
        loop {
            iteration += 1;
            if self.config.max_iterations != NO_LIMIT && iteration > self.config.max_iterations {
                break;
            }
            self.state.worklist.clear();
            self.populate(root);
            continue_rewrites = self.process_worklist(root);
            if self.config.region_simplification != RegionSimplification::Disabled {
                let merge = self.config.region_simplification == RegionSimplification::Aggressive;
                let scope = self.state.scope;
                let mut l = DriverListener {
                    state: &mut self.state,
                    key: ROOT,
                };
                continue_rewrites |=
                    simplify_regions(self.ctx, root, &[scope], merge, Some(&mut l));
                // Raw mutations of the simplification are not reported (as upstream).
                self.queue.lock().unwrap_or_else(|e| e.into_inner()).clear();
            }
            if !continue_rewrites {
                break;
            }
        }
        self.restore_listeners(root);
        GreedyResult {
            converged: !continue_rewrites,
            changed: iteration > 1,
        }
    }

    /// One worklist pass over `ops` (upstream's `MultiOpPatternRewriteDriver`).
    fn run_ops(mut self, root: &mut Body, ops: &[OpId]) -> OpsRewriteResult {
        // Registers the bodies inside the scope, so that changes there are seen.
        self.collect_ops(root);
        self.install_recorders(root);
        if self.config.strictness != GreedyRewriteStrictness::AnyOp {
            self.state.allowed = ops.iter().map(|o| (ROOT, *o)).collect();
        }
        self.state.surviving = Some(ops.iter().copied().collect());
        for &op in ops {
            let allowed = self.config.strictness == GreedyRewriteStrictness::AnyOp
                || self.state.allowed.contains(&(ROOT, op));
            if allowed && root.contains_op(op) {
                self.state.worklist.push((ROOT, op));
            }
        }
        let changed = self.process_worklist(root);
        let converged = self.state.worklist.is_empty();
        let all_erased = self.state.surviving.as_ref().is_some_and(|s| s.is_empty());
        self.restore_listeners(root);
        OpsRewriteResult {
            converged,
            changed,
            all_erased,
        }
    }

    /// Registers the body of the isolated op `op` of body `parent` (whose `&Body` is
    /// `pbody`), computing its enclosing ops.
    fn register_body(&mut self, pbody: &Body, parent: u32, op: OpId) -> u32 {
        let mut local: SmallVec<[OpId; 2]> = SmallVec::new();
        let mut cur = op;
        let mut in_scope = false;
        local.push(op);
        while let Some(r) = pbody.parent_block(cur).and_then(|b| pbody.block_parent(b)) {
            match pbody.region_parent(r) {
                Some(p) => {
                    local.push(p);
                    cur = p;
                }
                None => {
                    if parent == ROOT {
                        in_scope = r == self.state.scope;
                    } else {
                        let pi = &self.state.bodies[parent as usize];
                        in_scope = pi.alive && pi.in_scope;
                    }
                    break;
                }
            }
        }
        let info = BodyInfo {
            parent,
            local,
            in_scope,
            alive: true,
        };
        match self.state.keys.get(&(parent, op)) {
            Some(&k) => {
                self.state.bodies[k as usize] = info;
                k
            }
            None => {
                let k = self.state.bodies.len() as u32;
                self.state.bodies.push(info);
                self.state.keys.insert((parent, op), k);
                k
            }
        }
    }

    /// The ops of the region in walk order, with their bodies (registering nested bodies).
    fn collect_ops(&mut self, root: &Body) -> Vec<(u32, OpId)> {
        enum Node<'b> {
            Pre(&'b Body, u32, OpId),
            Post(u32, OpId),
        }
        fn push_region_ops<'b>(
            stack: &mut Vec<Node<'b>>,
            body: &'b Body,
            key: u32,
            regions: &[RegionId],
        ) {
            let mut ops: Vec<OpId> = Vec::new();
            for &r in regions {
                for b in body.region_blocks(r) {
                    ops.extend(body.block_ops(b));
                }
            }
            for &o in ops.iter().rev() {
                stack.push(Node::Pre(body, key, o));
            }
        }
        let pre = self.config.use_top_down_traversal;
        let mut out = Vec::new();
        let mut stack: Vec<Node<'_>> = Vec::new();
        push_region_ops(&mut stack, root, ROOT, &[self.state.scope]);
        while let Some(n) = stack.pop() {
            match n {
                Node::Post(k, o) => out.push((k, o)),
                Node::Pre(b, k, o) => {
                    if pre {
                        out.push((k, o));
                    } else {
                        stack.push(Node::Post(k, o));
                    }
                    let (rb, regions) = b.op_regions(o);
                    if regions.is_empty() {
                        continue;
                    }
                    let key = if b.is_isolated(o) {
                        self.register_body(b, k, o)
                    } else {
                        k
                    };
                    push_region_ops(&mut stack, rb, key, regions);
                }
            }
        }
        out
    }

    /// Installs the event recorder on every registered body that is still alive.
    fn install_recorders(&mut self, root: &mut Body) {
        let mut stack: Vec<(&mut Body, u32)> = vec![(root, ROOT)];
        while let Some((b, k)) = stack.pop() {
            let prev = b.set_listener(Some(Box::new(Recorder {
                tag: k,
                queue: self.queue.clone(),
            })));
            self.saved.entry(k).or_insert(prev);
            let keys = &self.state.keys;
            for (id, d) in b.ops_mut() {
                if let Some(&ck) = keys.get(&(k, id)) {
                    if let Some(c) = d.isolated_body_mut() {
                        stack.push((c, ck));
                    }
                }
            }
        }
    }

    fn restore_listeners(&mut self, root: &mut Body) {
        let mut stack: Vec<(&mut Body, u32)> = vec![(root, ROOT)];
        while let Some((b, k)) = stack.pop() {
            b.set_listener(self.saved.remove(&k).flatten());
            let keys = &self.state.keys;
            for (id, d) in b.ops_mut() {
                if let Some(&ck) = keys.get(&(k, id)) {
                    if let Some(c) = d.isolated_body_mut() {
                        stack.push((c, ck));
                    }
                }
            }
        }
        self.queue.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// Step 1: fills the worklist.
    fn populate(&mut self, root: &mut Body) {
        let ops = self.collect_ops(root);
        self.install_recorders(root);
        let mut folders: HashMap<u32, OperationFolder> = HashMap::default();
        for (k, op) in ops {
            let path = self.state.path(k);
            let Some(body) = resolve(root, &path) else {
                continue;
            };
            if !body.contains_op(op) {
                continue;
            }
            if let Some(value) = constant_value(self.ctx, body, op) {
                let folder = folders.entry(k).or_default();
                let kept = {
                    let mut l = DriverListener {
                        state: &mut self.state,
                        key: k,
                    };
                    let mut rw = PatternRewriter::attached(
                        self.ctx,
                        &mut *body,
                        &mut l,
                        self.queue.clone(),
                        k,
                    );
                    folder.insert_known_constant(&mut rw, op, Some(value))
                };
                if kept {
                    self.state.add_to_worklist(body, k, op);
                }
            } else {
                self.state.add_to_worklist(body, k, op);
            }
        }
        if self.config.use_top_down_traversal {
            self.state.worklist.reverse();
        }
    }

    /// Step 2: processes the worklist; true if anything changed.
    fn process_worklist(&mut self, root: &mut Body) -> bool {
        let ctx = self.ctx;
        let mut changed = false;
        let mut num_rewrites: i64 = 0;
        // Without a limit, patterns that undo each other would rewrite forever (mlir-opt
        // hangs on such input): stop after a thousand rewrites per op on the worklist (a
        // hundred thousand at least), far beyond what converging rewrites take.
        let limit = if self.config.max_num_rewrites == NO_LIMIT {
            (self.state.worklist.map.len() as i64)
                .saturating_mul(1000)
                .max(100_000)
        } else {
            self.config.max_num_rewrites
        };
        while !self.state.worklist.is_empty() && num_rewrites < limit {
            let Some((k, op)) = self.state.worklist.pop() else {
                break;
            };
            let path = self.state.path(k);
            let Some(body) = resolve(root, &path) else {
                continue;
            };
            if !body.contains_op(op) {
                continue;
            }
            let mut l = DriverListener {
                state: &mut self.state,
                key: k,
            };
            if is_op_trivially_dead(ctx, body, op) {
                let mut rw = PatternRewriter::attached(ctx, body, &mut l, self.queue.clone(), k);
                rw.erase_op(op);
                changed = true;
                continue;
            }
            let name = body.op_name(op);
            if !ctx.op_traits(name).has(Traits::CONSTANT_LIKE) {
                let operands = operand_constants(ctx, body, op);
                let saved = body.set_listener(None);
                let folded = fold_op(ctx, body, op, &operands);
                body.set_listener(saved);
                match folded {
                    Some(FoldOutcome::InPlace) => {
                        l.op_modified(body, op);
                        changed = true;
                        continue;
                    }
                    Some(FoldOutcome::Replaced(results)) => {
                        let mut rw =
                            PatternRewriter::attached(ctx, body, &mut l, self.queue.clone(), k);
                        if materialize_and_replace(&mut rw, op, &results) {
                            changed = true;
                            continue;
                        }
                    }
                    None => {}
                }
            }
            let mut rw = PatternRewriter::attached(ctx, body, &mut l, self.queue.clone(), k);
            let matched = self
                .patterns
                .match_and_rewrite(op, &mut rw, &mut |_| true, &mut |_| {})
                .is_ok();
            drop(rw);
            if matched {
                changed = true;
                num_rewrites += 1;
            }
            self.process_foreign_events(root);
        }
        changed
    }

    /// Forwards events recorded in bodies other than the one a pattern ran on.
    fn process_foreign_events(&mut self, root: &mut Body) {
        let events: Vec<(u32, BodyEvent)> =
            std::mem::take(&mut *self.queue.lock().unwrap_or_else(|e| e.into_inner()));
        for (k, e) in events {
            let Some(info) = self.state.bodies.get(k as usize) else {
                continue;
            };
            if !info.alive {
                continue;
            }
            let path = self.state.path(k);
            let Some(body) = resolve_ref(root, &path) else {
                continue;
            };
            let mut l = DriverListener {
                state: &mut self.state,
                key: k,
            };
            match e {
                BodyEvent::Inserted(op) => l.op_inserted(body, op),
                BodyEvent::Modified(op) => l.op_modified(body, op),
                BodyEvent::Erased(op) => l.op_erased(body, op),
                BodyEvent::BlockInserted(_) | BodyEvent::BlockErased(_) => {}
            }
        }
    }
}

/// Replaces `op` by its fold results, materializing attributes as constants before it with
/// the op's dialect; false (and nothing changed) if a constant cannot be materialized.
fn materialize_and_replace(rw: &mut PatternRewriter<'_>, op: OpId, results: &[FoldResult]) -> bool {
    let ctx = rw.ctx;
    rw.set_insertion_point_before(op);
    let loc = rw.body.loc(op);
    let dialect = ctx.op_dialect(rw.body.op_name(op));
    let mut replacements: SmallVec<[ValueId; 2]> = SmallVec::new();
    let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
    for (i, r) in results.iter().enumerate() {
        match *r {
            FoldResult::Value(v) => replacements.push(v),
            FoldResult::Attr(a) => {
                let ty = rw.body.value_type(rw.body.result(op, i));
                let c = dialect.and_then(|d| d.materialize_constant(ctx, rw, a, ty, loc));
                match c {
                    Some(c) => {
                        created.push(c);
                        replacements.push(rw.body.result(c, 0));
                    }
                    None => {
                        for c in created {
                            if rw.body.results(c).iter().all(|v| !rw.body.has_uses(*v)) {
                                rw.erase_op(c);
                            }
                        }
                        return false;
                    }
                }
            }
        }
    }
    rw.replace_op(op, &replacements);
    true
}
