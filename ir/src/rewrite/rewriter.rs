//! [`PatternRewriter`]: the only way patterns (and the greedy driver) change IR, so that a
//! [`RewriteListener`] hears of every change in the order upstream's `RewriterBase`
//! reports it.
//!
//! # Notifications
//!
//! Two channels feed the listener, in program order:
//! - the body's own mutation [`Listener`]: while a rewriter with a listener is alive, a
//!   recorder is installed on its body (the body's previous listener is put back when the
//!   rewriter is dropped), so every insertion, move, clone, operand/attribute/property
//!   change and block insertion made through any `Body` or [`Builder`] method is reported,
//!   also when a pattern mutates `rewriter.body` directly;
//! - the rewriter's own primitives, which report what the body cannot: `op_replaced`, and
//!   `op_erased` *before* each op is erased, nested ops first (post-order, blocks in
//!   post-order), while its operands are still attached, as upstream's `eraseOp`.
//!
//! Recorded events are forwarded before and after every primitive ([`PatternRewriter::flush`]);
//! an event may name an op that a later raw mutation already erased
//! (`body.contains_op(op)` is then false). Ops inside the body of an erased isolated op are
//! not reported one by one: the isolated op's `op_erased` stands for its whole body.

use crate::attributes::Location;
use crate::body::{BlockId, Body, InsertPoint, Listener, OpId, RegionId, ValueId};
use crate::builder::Builder;
use crate::context::Context;
use rustc_hash::FxHashSet as HashSet;
use smallvec::SmallVec;
use std::sync::{Arc, Mutex};

/// Upstream's `LogicalResult`: `Ok(())` is success.
pub type LogicalResult = Result<(), ()>;

/// Hears of the changes a [`PatternRewriter`] makes (upstream's `RewriterBase::Listener`).
/// Every callback gets the rewriter's body.
pub trait RewriteListener {
    /// `op` was inserted into a block (created, cloned or moved).
    fn op_inserted(&mut self, _body: &Body, _op: OpId) {}
    /// `op` was modified in place.
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}
    /// The uses of `op`'s results are about to be replaced by `values`.
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _values: &[ValueId]) {}
    /// `op` is about to be erased: it is still in the IR with its operands, and what was
    /// nested in it has been erased (and reported) already.
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}
    /// `block` was inserted into a region (created or moved).
    fn block_inserted(&mut self, _body: &Body, _block: BlockId) {}
    /// `block` is about to be erased; its ops have been erased.
    fn block_erased(&mut self, _body: &Body, _block: BlockId) {}
    /// A pattern gave up; `reason` renders why (for debugging).
    fn match_failure(&mut self, _loc: Location, _reason: &dyn Fn() -> String) {}
}

/// One mutation recorded by the body listener.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum BodyEvent {
    Inserted(OpId),
    Modified(OpId),
    Erased(OpId),
    BlockInserted(BlockId),
    BlockErased(BlockId),
}

/// Recorded mutations of several bodies, each tagged with its body.
pub(crate) type EventQueue = Arc<Mutex<Vec<(u32, BodyEvent)>>>;

/// The body listener that records mutations into a queue.
pub(crate) struct Recorder {
    pub(crate) tag: u32,
    pub(crate) queue: EventQueue,
}

impl Recorder {
    fn push(&self, e: BodyEvent) {
        self.queue
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((self.tag, e));
    }
}

impl Listener for Recorder {
    fn op_inserted(&mut self, op: OpId) {
        self.push(BodyEvent::Inserted(op));
    }
    fn op_modified(&mut self, op: OpId) {
        self.push(BodyEvent::Modified(op));
    }
    fn op_erased(&mut self, op: OpId) {
        self.push(BodyEvent::Erased(op));
    }
    fn block_inserted(&mut self, block: BlockId) {
        self.push(BodyEvent::BlockInserted(block));
    }
    fn block_erased(&mut self, block: BlockId) {
        self.push(BodyEvent::BlockErased(block));
    }
}

/// Rewrites IR in one body, notifying a listener (upstream's `PatternRewriter`). It derefs
/// to a [`Builder`] (its insertion point and `body`), as upstream's rewriter is an
/// `OpBuilder`.
pub struct PatternRewriter<'a> {
    pub ctx: &'a Context,
    b: Builder<'a>,
    listener: Option<&'a mut dyn RewriteListener>,
    /// The queue the body's recorder writes to, and the body's tag in it.
    queue: Option<(EventQueue, u32)>,
    /// The body's listener before this rewriter installed its recorder.
    restore: Option<Option<Box<dyn Listener>>>,
}

impl<'a> std::ops::Deref for PatternRewriter<'a> {
    type Target = Builder<'a>;
    fn deref(&self) -> &Builder<'a> {
        &self.b
    }
}

impl std::ops::DerefMut for PatternRewriter<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.b
    }
}

impl Drop for PatternRewriter<'_> {
    fn drop(&mut self) {
        self.flush();
        if let Some(prev) = self.restore.take() {
            self.b.body.set_listener(prev);
        }
    }
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter that notifies nobody.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        PatternRewriter {
            ctx,
            b: Builder::new(body),
            listener: None,
            queue: None,
            restore: None,
        }
    }

    /// A rewriter notifying `listener`; the body's own listener is suspended meanwhile.
    pub fn with_listener(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: &'a mut dyn RewriteListener,
    ) -> Self {
        let queue: EventQueue = Arc::default();
        let prev = body.set_listener(Some(Box::new(Recorder {
            tag: 0,
            queue: queue.clone(),
        })));
        PatternRewriter {
            ctx,
            b: Builder::new(body),
            listener: Some(listener),
            queue: Some((queue, 0)),
            restore: Some(prev),
        }
    }

    /// A rewriter on a body whose recorder (tag `tag`, writing to `queue`) is already
    /// installed by the caller (the greedy driver).
    pub(crate) fn attached(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: &'a mut dyn RewriteListener,
        queue: EventQueue,
        tag: u32,
    ) -> Self {
        PatternRewriter {
            ctx,
            b: Builder::new(body),
            listener: Some(listener),
            queue: Some((queue, tag)),
            restore: None,
        }
    }

    /// A rewriter reporting only its own primitives (no recorder): for utilities whose raw
    /// mutations upstream does not report either.
    pub(crate) fn unrecorded(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: Option<&'a mut dyn RewriteListener>,
    ) -> Self {
        PatternRewriter {
            ctx,
            b: Builder::new(body),
            listener,
            queue: None,
            restore: None,
        }
    }

    /// The body being rewritten.
    pub fn body(&self) -> &Body {
        self.b.body
    }

    /// Forwards the mutations recorded so far to the listener.
    pub fn flush(&mut self) {
        let Some((queue, tag)) = &self.queue else {
            return;
        };
        let events: SmallVec<[BodyEvent; 8]> = {
            let mut q = queue.lock().unwrap_or_else(|e| e.into_inner());
            if q.is_empty() {
                return;
            }
            let mut mine = SmallVec::new();
            q.retain(|(t, e)| {
                if t == tag {
                    mine.push(*e);
                    false
                } else {
                    true
                }
            });
            mine
        };
        let Some(l) = self.listener.as_deref_mut() else {
            return;
        };
        let body: &Body = self.b.body;
        for e in events {
            match e {
                BodyEvent::Inserted(op) => l.op_inserted(body, op),
                BodyEvent::Modified(op) => l.op_modified(body, op),
                BodyEvent::Erased(op) => l.op_erased(body, op),
                BodyEvent::BlockInserted(b) => l.block_inserted(body, b),
                BodyEvent::BlockErased(b) => l.block_erased(body, b),
            }
        }
    }

    /// Runs `f` on the body with its mutation listener suspended: what `f` changes is not
    /// reported (upstream's direct `Operation` mutations).
    pub fn unnotified<R>(&mut self, f: impl FnOnce(&mut Body) -> R) -> R {
        self.flush();
        let prev = self.b.body.set_listener(None);
        let r = f(self.b.body);
        self.b.body.set_listener(prev);
        r
    }

    /// Reports that `op` was modified in place (upstream's `finalizeOpModification`).
    pub fn notify_op_modified(&mut self, op: OpId) {
        self.flush();
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_modified(self.b.body, op);
        }
    }

    /// Modifies `op` in place through `f`, then reports one modification of `op` (upstream's
    /// `modifyOpInPlace`; what `f` does is not reported separately).
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        let r = self.unnotified(f);
        self.notify_op_modified(op);
        r
    }

    /// Reports a match failure and returns failure (upstream's `notifyMatchFailure`).
    pub fn notify_match_failure(
        &mut self,
        loc: Location,
        reason: impl Fn() -> String,
    ) -> LogicalResult {
        self.flush();
        if let Some(l) = self.listener.as_deref_mut() {
            l.match_failure(loc, &reason);
        }
        Err(())
    }

    /// Replaces every use of `from` with `to`; each user is reported modified.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        self.flush();
        self.b.body.replace_all_uses(from, to);
        self.flush();
    }

    /// Replaces the uses of `from` for which `pred(body, user, operand index)` holds.
    pub fn replace_uses_with_if(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Body, OpId, usize) -> bool,
    ) {
        self.flush();
        let uses: Vec<(OpId, usize)> = self.b.body.uses(from).collect();
        for (user, idx) in uses {
            if pred(self.b.body, user, idx) {
                self.b.body.set_operand(user, idx, to);
            }
        }
        self.flush();
    }

    /// Replaces all uses of `op`'s results with `values` (upstream's `replaceAllOpUsesWith`).
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[ValueId]) {
        self.flush();
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_replaced(self.b.body, op, values);
        }
        let results: SmallVec<[ValueId; 2]> = self.b.body.results(op).into();
        debug_assert_eq!(
            results.len(),
            values.len(),
            "incorrect number of replacement values"
        );
        for (r, v) in results.iter().zip(values) {
            self.b.body.replace_all_uses(*r, *v);
        }
        self.flush();
    }

    /// Replaces `op`'s results with `values` and erases it (upstream's `replaceOp`).
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        self.replace_all_op_uses_with(op, values);
        self.erase_op(op);
    }

    /// Replaces `op` with the results of `new_op`.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) {
        let values: SmallVec<[ValueId; 2]> = self.b.body.results(new_op).into();
        self.replace_op(op, &values);
    }

    /// Erases `op` and everything nested in it; its results must be unused (upstream's
    /// `eraseOp`). Nested ops are reported first, users before definitions.
    pub fn erase_op(&mut self, op: OpId) {
        self.flush();
        self.notify_erase_tree(op);
        self.unnotified(|b| b.erase_op(op));
    }

    /// Erases a block and its ops (upstream's `eraseBlock`); it must have no predecessors.
    pub fn erase_block(&mut self, block: BlockId) {
        self.flush();
        let ops: Vec<OpId> = self.b.body.block_ops(block).collect();
        for &o in ops.iter().rev() {
            self.notify_erase_tree(o);
        }
        if let Some(l) = self.listener.as_deref_mut() {
            l.block_erased(self.b.body, block);
        }
        self.unnotified(|b| b.erase_block(block));
    }

    /// Erases several blocks (none of them a successor of a block that stays), reporting
    /// each one's ops and then the block, in the given order (upstream erases them one by
    /// one after dropping the uses of what they define).
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) {
        self.flush();
        for &block in blocks {
            let ops: Vec<OpId> = self.b.body.block_ops(block).collect();
            for &o in ops.iter().rev() {
                self.notify_erase_tree(o);
            }
            if let Some(l) = self.listener.as_deref_mut() {
                l.block_erased(self.b.body, block);
            }
        }
        self.unnotified(|b| b.erase_blocks(blocks));
    }

    /// Reports the erasure of `op` (and what is nested in it) and detaches its operands,
    /// leaving it in the body until [`PatternRewriter::free_erased`]: for erasing ops whose
    /// results are used by other ops being erased (graph regions, dead cycles).
    pub(crate) fn notify_erase_detached(&mut self, op: OpId) {
        self.flush();
        self.notify_erase_tree(op);
    }

    /// Frees ops reported by [`PatternRewriter::notify_erase_detached`].
    pub(crate) fn free_erased(&mut self, ops: &[OpId]) {
        if ops.is_empty() {
            return;
        }
        self.unnotified(|b| {
            for &o in ops {
                if b.contains_op(o) {
                    b.erase_op(o);
                }
            }
        });
    }

    /// Reports the erasure of `op`'s tree in upstream's order and detaches each reported
    /// op's operands, so that later reports see the use counts upstream sees. The ops stay
    /// in the body until the caller frees them.
    fn notify_erase_tree(&mut self, root: OpId) {
        enum Step {
            Tree(OpId),
            Single(OpId),
            BlocksDone(SmallVec<[BlockId; 4]>),
            Region(RegionId),
        }
        let mut stack = vec![Step::Tree(root)];
        let mut erased_blocks: HashSet<BlockId> = HashSet::default();
        while let Some(step) = stack.pop() {
            match step {
                Step::Tree(op) => {
                    stack.push(Step::Single(op));
                    let regions: SmallVec<[RegionId; 2]> = self.b.body.regions(op).into();
                    for &r in regions.iter().rev() {
                        stack.push(Step::Region(r));
                    }
                }
                Step::Region(r) => {
                    // One round: the blocks reachable from the first block not erased yet,
                    // in post-order; then another round for what remains.
                    let Some(front) = self
                        .b
                        .body
                        .region_blocks(r)
                        .find(|b| !erased_blocks.contains(b))
                    else {
                        continue;
                    };
                    let order = post_order(self.b.body, front, &erased_blocks);
                    erased_blocks.extend(order.iter().copied());
                    stack.push(Step::Region(r));
                    stack.push(Step::BlocksDone(order.iter().copied().collect()));
                    for &b in order.iter().rev() {
                        // Ops of each block in reverse order; blocks in post-order.
                        let ops: SmallVec<[OpId; 8]> = self.b.body.block_ops(b).collect();
                        for &o in ops.iter() {
                            stack.push(Step::Tree(o));
                        }
                    }
                }
                Step::BlocksDone(blocks) => {
                    if let Some(l) = self.listener.as_deref_mut() {
                        for b in blocks {
                            l.block_erased(self.b.body, b);
                        }
                    }
                }
                Step::Single(op) => {
                    if let Some(l) = self.listener.as_deref_mut() {
                        l.op_erased(self.b.body, op);
                    }
                    if self.b.body.num_operands(op) > 0 {
                        let prev = self.b.body.set_listener(None);
                        self.b.body.set_operands(op, &[]);
                        self.b.body.set_listener(prev);
                    }
                }
            }
        }
    }

    /// Moves `op` to `at` (upstream's `moveOpBefore`/`moveOpAfter`).
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.flush();
        self.b.body.move_op(op, at);
        self.flush();
    }

    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.move_op(op, InsertPoint::Before(before));
    }

    pub fn move_op_after(&mut self, op: OpId, after: OpId) {
        self.move_op(op, InsertPoint::After(after));
    }

    /// Moves the ops of `source` into `dest` before `before` (at its end when `None`),
    /// replacing `source`'s arguments with `args`, and erases `source` (upstream's
    /// `inlineBlockBefore`). `source` must have no predecessors.
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[ValueId],
    ) {
        let src_args: SmallVec<[ValueId; 4]> = self.b.body.block_args(source).into();
        debug_assert_eq!(
            src_args.len(),
            args.len(),
            "incorrect number of argument values"
        );
        for (a, v) in src_args.iter().zip(args) {
            self.replace_all_uses_with(*a, *v);
        }
        let at = match before {
            Some(o) => InsertPoint::Before(o),
            None => InsertPoint::BlockEnd(dest),
        };
        while let Some(o) = self.b.body.first_op(source) {
            self.b.body.move_op(o, at);
        }
        self.flush();
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` and erases `source` (upstream's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(source, dest, None, args);
    }

    /// Splits `block` before `before` (at its end when `None`): the ops from `before` on move
    /// to a new block inserted after `block`, which is returned (upstream's `splitBlock`).
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        self.flush();
        let region = self.b.body.block_parent(block).expect("block in a region");
        let next = self.b.body.next_block(block);
        let nb = self.b.body.create_block(&[]);
        self.b.body.insert_block(region, nb, next);
        if let Some(before) = before {
            while let Some(last) = self.b.body.last_op(block) {
                self.b.body.move_op(last, InsertPoint::BlockStart(nb));
                if last == before {
                    break;
                }
            }
        }
        self.flush();
        nb
    }

    /// Moves the blocks of `region` into `parent` before `before` (at its end when `None`)
    /// (upstream's `inlineRegionBefore`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        parent: RegionId,
        before: Option<BlockId>,
    ) {
        self.flush();
        while let Some(b) = self.b.body.entry_block(region) {
            self.b.body.detach_block(b);
            self.b.body.insert_block(parent, b, before);
        }
        self.flush();
    }
}

/// Post-order of the blocks reachable from `entry` through successors (skipping `skip`),
/// as `llvm::post_order_ext`.
fn post_order(body: &Body, entry: BlockId, skip: &HashSet<BlockId>) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut seen: HashSet<BlockId> = HashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let succs = block_successors(body, b);
        if *i < succs.len() {
            let s = succs[*i];
            *i += 1;
            if body.contains_block(s)
                && body.block_parent(s) == body.block_parent(b)
                && !skip.contains(&s)
                && seen.insert(s)
            {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
    out
}

/// Successors of a block (its last op's successors).
pub(crate) fn block_successors(body: &Body, b: BlockId) -> &[BlockId] {
    match body.last_op(b) {
        Some(last) => body.successors(last),
        None => &[],
    }
}
