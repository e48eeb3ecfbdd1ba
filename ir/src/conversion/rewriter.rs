//! [`ConversionPatternRewriter`], [`ConversionPattern`] and pattern sets.

use super::type_converter::{
    InputMapping, MaterializationKind, SignatureConversion, TypeConverter,
};
use crate::attributes::{Attribute, Location, NamedAttr};
use crate::body::{BlockId, Body, InsertPoint, OpId, OpSpec, RegionId, ValueDef, ValueId};
use crate::context::Context;
use crate::dialect::OperationName;
use crate::rewrite::rewriter::{BodyEvent, EventQueue};
use crate::rewrite::{LogicalResult, Pattern, PatternBenefit, PatternRewriter};
use crate::types::Type;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use smallvec::SmallVec;
use std::sync::Arc;

/// A pending `builtin.unrealized_conversion_cast` made by the conversion.
#[derive(Clone)]
pub(crate) struct Materialization {
    pub op: OpId,
    pub kind: MaterializationKind,
    pub converter: Option<Arc<TypeConverter>>,
    /// The replaced op and result number when this cast stands for a replaced result whose
    /// type changed (upstream checks those separately, after the other materializations).
    pub origin: Option<(OpId, u32)>,
}

/// An op's in-place state, saved before it is modified (upstream's `ModifyOperationRewrite`).
pub(crate) struct OpSnapshot {
    op: OpId,
    operands: SmallVec<[ValueId; 4]>,
    successors: SmallVec<[BlockId; 2]>,
    props: SmallVec<[Option<Attribute>; 2]>,
    attrs: Vec<NamedAttr>,
    loc: Location,
    result_types: SmallVec<[Type; 2]>,
}

/// Operand lists dropped from erased ops (restored on rollback).
type Dropped = Vec<(OpId, SmallVec<[ValueId; 4]>)>;

/// One entry of the conversion's undo log (upstream's `IRRewrite` actions). Rolling back
/// pops entries in reverse; ops and blocks created by the rolled-back range are erased
/// last. Erased ops and blocks are only detached (their ids stay valid) until the
/// conversion commits.
pub(crate) enum Undo {
    Created(OpId),
    CreatedBlock(BlockId),
    MapInsert {
        key: ValueId,
        old: Option<ValueId>,
    },
    Ignored(OpId),
    ReplacedUses {
        from: ValueId,
        users: SmallVec<[(OpId, u32); 4]>,
    },
    Modified(Box<OpSnapshot>),
    Erased {
        op: OpId,
        block: Option<BlockId>,
        prev: Option<OpId>,
        dropped: Dropped,
    },
    ErasedBlock {
        block: BlockId,
        region: Option<RegionId>,
        next: Option<BlockId>,
        dropped: Dropped,
    },
    MovedOp {
        op: OpId,
        block: Option<BlockId>,
        prev: Option<OpId>,
    },
    MovedBlock {
        block: BlockId,
        region: Option<RegionId>,
        next: Option<BlockId>,
    },
    Split {
        block: BlockId,
        new_block: BlockId,
    },
}

/// A position in the conversion state to roll back to.
#[derive(Copy, Clone)]
pub(crate) struct Mark {
    log: usize,
    materializations: usize,
    pending_erase: usize,
}

impl Mark {
    pub(crate) fn log(self) -> usize {
        self.log
    }
    pub(crate) fn materializations(self) -> usize {
        self.materializations
    }
}

/// The conversion's bookkeeping for one body. Every change is logged in `log` so that a
/// failed pattern costs only what it changed to undo.
#[derive(Default)]
pub(crate) struct ConvState {
    /// Value replacements that are not uses: a materialization's result to what it stands
    /// for, an original value to its target materialization.
    pub mapping: HashMap<ValueId, ValueId>,
    pub materializations: Vec<Materialization>,
    /// Ops erased while their results were still used: erased when the conversion commits.
    pub pending_erase: Vec<OpId>,
    /// Ops that are not to be converted (in recursively legal ops, erased, or pending
    /// erasure).
    pub ignored: HashSet<OpId>,
    /// Ops a pattern modified in place (re-legalized after it).
    pub modified: Vec<OpId>,
    /// The operands ops had before the first replacement of one of their uses: upstream
    /// replaces uses only when the conversion commits, so its folders see these.
    pub original_operands: HashMap<OpId, SmallVec<[ValueId; 4]>>,
    /// The operands the conversion dropped from the ops it erased (what upstream's folders
    /// still see on them).
    pub dropped_operands: HashMap<OpId, SmallVec<[ValueId; 4]>>,
    /// What each replaced value stands for now (a value of its type).
    pub replaced_by: HashMap<ValueId, ValueId>,
    /// The undo log.
    pub(crate) log: Vec<Undo>,
    /// Mutations recorded by the body's listener (to find created ops and blocks).
    pub(crate) queue: EventQueue,
}

/// The body listener of a conversion: records only insertions of ops and blocks (what
/// tells created entities apart), into the body's [`ConvState::queue`].
pub(crate) struct CreationRecorder(pub(crate) EventQueue);

impl crate::body::Listener for CreationRecorder {
    fn op_inserted(&mut self, op: OpId) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((0, BodyEvent::Inserted(op)));
    }
    fn block_inserted(&mut self, block: BlockId) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((0, BodyEvent::BlockInserted(block)));
    }
}

fn restore_operands(body: &mut Body, dropped: Dropped) {
    for (o, vals) in dropped {
        body.set_operands(o, &vals);
    }
}

fn position_after(prev: Option<OpId>, block: BlockId) -> InsertPoint {
    match prev {
        Some(p) => InsertPoint::After(p),
        None => InsertPoint::BlockStart(block),
    }
}

impl ConvState {
    pub(crate) fn is_ignored(&self, op: OpId) -> bool {
        self.ignored.contains(&op)
    }

    pub(crate) fn mark(&self) -> Mark {
        Mark {
            log: self.log.len(),
            materializations: self.materializations.len(),
            pending_erase: self.pending_erase.len(),
        }
    }

    /// Turns the recorded insertions into `Created` entries; moves logged by the rewriter
    /// drop their own events, so what remains was created.
    pub(crate) fn absorb_events(&mut self) {
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        for (_, e) in q.drain(..) {
            match e {
                BodyEvent::Inserted(o) => self.log.push(Undo::Created(o)),
                BodyEvent::BlockInserted(b) => self.log.push(Undo::CreatedBlock(b)),
                _ => {}
            }
        }
    }

    /// Drops the recorded events (those of moves and rollbacks).
    pub(crate) fn discard_events(&mut self) {
        self.queue.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    pub(crate) fn ignore(&mut self, op: OpId) {
        if self.ignored.insert(op) {
            self.log.push(Undo::Ignored(op));
        }
    }

    pub(crate) fn map(&mut self, key: ValueId, value: ValueId) {
        let old = self.mapping.insert(key, value);
        self.log.push(Undo::MapInsert { key, old });
    }

    /// Saves `op`'s operands, successors, attributes, location and result types.
    pub(crate) fn snapshot(&mut self, body: &Body, op: OpId) {
        self.log.push(Undo::Modified(Box::new(OpSnapshot {
            op,
            operands: body.operands(op).collect(),
            successors: body.successors(op).into(),
            props: body.op(op).props.clone(),
            attrs: body.attrs(op).to_vec(),
            loc: body.loc(op),
            result_types: body
                .results(op)
                .iter()
                .map(|r| body.value_type(*r))
                .collect(),
        })));
    }

    /// Replaces every use of `from` with `to`, logged.
    pub(crate) fn replace_all_uses(&mut self, body: &mut Body, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        let users: SmallVec<[(OpId, u32); 4]> =
            body.uses(from).map(|(o, i)| (o, i as u32)).collect();
        if users.is_empty() {
            return;
        }
        for &(o, _) in &users {
            self.original_operands
                .entry(o)
                .or_insert_with(|| body.operands(o).collect());
        }
        self.log.push(Undo::ReplacedUses { from, users });
        body.replace_all_uses(from, to);
    }

    /// Drops the operands of the ops nested in (and including) `roots`, marking them
    /// ignored; returns what was dropped.
    fn drop_tree(&mut self, body: &mut Body, roots: &[OpId]) -> Dropped {
        let mut dropped = Vec::new();
        let mut stack: SmallVec<[OpId; 8]> = roots.iter().rev().copied().collect();
        while let Some(o) = stack.pop() {
            self.ignore(o);
            if body.num_operands(o) > 0 {
                let operands: SmallVec<[ValueId; 4]> = body.operands(o).collect();
                self.dropped_operands
                    .entry(o)
                    .or_insert_with(|| operands.clone());
                dropped.push((o, operands));
                body.set_operands(o, &[]);
            }
            // Nested ops (not inside isolated bodies), in pre-order.
            let regions: SmallVec<[RegionId; 2]> = body.regions(o).into();
            let mut nested: SmallVec<[OpId; 8]> = SmallVec::new();
            for r in regions {
                let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(r).collect();
                for b in blocks {
                    nested.extend(body.block_ops(b));
                }
            }
            stack.extend(nested.into_iter().rev());
        }
        dropped
    }

    /// Erases `op` as far as the IR can tell (detached, operands of its tree dropped); it
    /// is freed when the conversion commits.
    pub(crate) fn erase_op(&mut self, body: &mut Body, op: OpId) {
        let block = body.parent_block(op);
        let prev = body.prev_op(op);
        let dropped = self.drop_tree(body, &[op]);
        body.detach_op(op);
        self.log.push(Undo::Erased {
            op,
            block,
            prev,
            dropped,
        });
    }

    /// Erases `block` with its ops, kept alive until the conversion commits.
    pub(crate) fn erase_block(&mut self, body: &mut Body, block: BlockId) {
        let region = body.block_parent(block);
        let next = body.next_block(block);
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let dropped = self.drop_tree(body, &ops);
        body.detach_block(block);
        self.log.push(Undo::ErasedBlock {
            block,
            region,
            next,
            dropped,
        });
        self.discard_events();
    }

    /// Moves `op` to `at`, logged.
    pub(crate) fn move_op(&mut self, body: &mut Body, op: OpId, at: InsertPoint) {
        self.absorb_events();
        self.log.push(Undo::MovedOp {
            op,
            block: body.parent_block(op),
            prev: body.prev_op(op),
        });
        body.move_op(op, at);
        self.discard_events();
    }

    /// Undoes everything after `mark` (`ir: false`: only the bookkeeping, the IR being
    /// restored otherwise).
    pub(crate) fn rollback(&mut self, body: &mut Body, mark: Mark, ir: bool) {
        self.absorb_events();
        let mut created = Vec::new();
        let mut created_blocks = Vec::new();
        while self.log.len() > mark.log {
            let Some(e) = self.log.pop() else { break };
            match e {
                Undo::MapInsert { key, old } => {
                    match old {
                        Some(v) => self.mapping.insert(key, v),
                        None => self.mapping.remove(&key),
                    };
                }
                Undo::Ignored(o) => {
                    self.ignored.remove(&o);
                }
                _ if !ir => {}
                Undo::Created(o) => created.push(o),
                Undo::CreatedBlock(b) => created_blocks.push(b),
                Undo::ReplacedUses { from, users } => {
                    for (o, i) in users {
                        body.set_operand(o, i as usize, from);
                    }
                }
                Undo::Modified(s) => {
                    let s = *s;
                    let op = s.op;
                    if !body.operands(op).eq(s.operands.iter().copied()) {
                        body.set_operands(op, &s.operands);
                    }
                    if body.successors(op) != &s.successors[..] {
                        body.set_successors(op, &s.successors);
                    }
                    body.op_mut(op).props = s.props;
                    if body.attrs(op) != &s.attrs[..] {
                        body.set_attrs(op, s.attrs);
                    }
                    body.set_loc(op, s.loc);
                    let results: SmallVec<[ValueId; 2]> = body.results(op).into();
                    for (r, t) in results.iter().zip(s.result_types) {
                        body.set_value_type(*r, t);
                    }
                }
                Undo::Erased {
                    op,
                    block,
                    prev,
                    dropped,
                } => {
                    restore_operands(body, dropped);
                    if let Some(b) = block {
                        body.insert_op(op, position_after(prev, b));
                    }
                }
                Undo::ErasedBlock {
                    block,
                    region,
                    next,
                    dropped,
                } => {
                    restore_operands(body, dropped);
                    if let Some(r) = region {
                        body.insert_block(r, block, next);
                    }
                }
                Undo::MovedOp { op, block, prev } => match block {
                    Some(b) => body.move_op(op, position_after(prev, b)),
                    None => body.detach_op(op),
                },
                Undo::MovedBlock {
                    block,
                    region,
                    next,
                } => {
                    body.detach_block(block);
                    if let Some(r) = region {
                        body.insert_block(r, block, next);
                    }
                }
                Undo::Split { block, new_block } => {
                    while let Some(o) = body.first_op(new_block) {
                        body.move_op(o, InsertPoint::BlockEnd(block));
                    }
                }
            }
        }
        // What the range created goes last: its uses are gone by now.
        for &o in &created {
            if body.contains_op(o) && body.num_operands(o) > 0 {
                body.set_operands(o, &[]);
            }
        }
        for &o in &created {
            if body.contains_op(o) {
                body.erase_op(o);
            }
        }
        for &b in &created_blocks {
            if body.contains_block(b) {
                body.erase_block(b);
            }
        }
        self.materializations.truncate(mark.materializations);
        self.pending_erase.truncate(mark.pending_erase);
        self.modified.clear();
        self.discard_events();
    }

    /// Frees what the conversion erased (it is committed) and clears the log.
    pub(crate) fn commit(&mut self, body: &mut Body) {
        for e in std::mem::take(&mut self.log) {
            match e {
                Undo::Erased { op, .. } if body.contains_op(op) => body.erase_op(op),
                Undo::ErasedBlock { block, .. } if body.contains_block(block) => {
                    body.erase_block(block)
                }
                _ => {}
            }
        }
        self.discard_events();
        body.commit();
    }

    /// The deepest value of the mapping chain from `v` of type `desired` (any type when
    /// `None`), else the chain's last value (upstream's `lookupOrDefault`).
    pub(crate) fn lookup_or_default(
        &self,
        body: &Body,
        v: ValueId,
        desired: Option<Type>,
    ) -> ValueId {
        let mut found = None;
        let mut cur = v;
        let mut steps = 0;
        loop {
            if desired.is_none_or(|t| body.value_type(cur) == t) {
                found = Some(cur);
            }
            match self.mapping.get(&cur) {
                Some(&n) if body.contains_value(n) && steps < 1024 => {
                    cur = n;
                    steps += 1;
                }
                _ => break,
            }
        }
        found.unwrap_or(cur)
    }
}

/// The rewriter conversion patterns use (upstream's `ConversionPatternRewriter`). It derefs
/// to a [`PatternRewriter`] (and so to a [`crate::Builder`]) for creating ops; replacements,
/// erasures and block surgery go through its own methods, which the conversion tracks.
pub struct ConversionPatternRewriter<'a> {
    rw: PatternRewriter<'a>,
    pub(crate) state: &'a mut ConvState,
    converter: Option<Arc<TypeConverter>>,
}

impl<'a> std::ops::Deref for ConversionPatternRewriter<'a> {
    type Target = PatternRewriter<'a>;
    fn deref(&self) -> &PatternRewriter<'a> {
        &self.rw
    }
}

impl std::ops::DerefMut for ConversionPatternRewriter<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.rw
    }
}

/// Where a value is defined (just after its op, or at the start of its block).
pub(crate) fn insert_point_after_def(body: &Body, v: ValueId) -> InsertPoint {
    match body.value(v).def {
        ValueDef::Result { op, .. } => InsertPoint::After(op),
        ValueDef::Arg { block, .. } => InsertPoint::BlockStart(block),
        ValueDef::Placeholder => unreachable!("placeholder value in a conversion"),
    }
}

/// Whether `v` is available just before `op`: a block argument or a result of an earlier op,
/// in `op`'s block or in a block enclosing it.
fn defined_before(body: &Body, v: ValueId, op: OpId) -> bool {
    let mut at = op;
    loop {
        let Some(block) = body.parent_block(at) else {
            return false;
        };
        match body.value(v).def {
            ValueDef::Arg { block: b, .. } if b == block => return true,
            ValueDef::Result { op: d, .. } if body.parent_block(d) == Some(block) => {
                let mut o = body.prev_op(at);
                while let Some(p) = o {
                    if p == d {
                        return true;
                    }
                    o = body.prev_op(p);
                }
                return false;
            }
            _ => {}
        }
        match body.block_parent_op(block) {
            Some(parent) => at = parent,
            None => return false,
        }
    }
}

impl<'a> ConversionPatternRewriter<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        state: &'a mut ConvState,
        converter: Option<Arc<TypeConverter>>,
    ) -> Self {
        ConversionPatternRewriter {
            rw: PatternRewriter::new(ctx, body),
            state,
            converter,
        }
    }

    /// The type converter of the running pattern.
    pub fn type_converter(&self) -> Option<&TypeConverter> {
        self.converter.as_deref()
    }

    /// Creates a conversion cast `inputs -> ty` at `at` and records it as a pending
    /// materialization.
    pub(crate) fn build_materialization(
        &mut self,
        kind: MaterializationKind,
        at: InsertPoint,
        loc: Location,
        inputs: &[ValueId],
        ty: Type,
        origin: Option<(OpId, u32)>,
    ) -> ValueId {
        let ctx = self.rw.ctx;
        let saved = self.rw.set_insertion_point(Some(at));
        let mut spec = OpSpec::new(ctx.op_name("builtin.unrealized_conversion_cast"), loc);
        spec.operands = inputs;
        let tys = [ty];
        spec.result_types = &tys;
        let op = self.rw.create(spec);
        self.rw.set_insertion_point(saved);
        self.state.materializations.push(Materialization {
            op,
            kind,
            converter: self.converter.clone(),
            origin,
        });
        self.rw.body.result(op, 0)
    }

    /// The value `v` stands for now, of the converted type when the pattern has a type
    /// converter (a target materialization is created if needed); `Err` if its type does
    /// not convert (upstream's `getRemappedValue`).
    pub fn remapped_value(&mut self, v: ValueId) -> Result<ValueId, ()> {
        let ctx = self.rw.ctx;
        let Some(conv) = self.converter.clone() else {
            return Ok(self.state.lookup_or_default(self.rw.body, v, None));
        };
        let orig = self.rw.body.value_type(v);
        let Some(legal) = conv.convert_type(ctx, orig) else {
            return Err(());
        };
        if legal.len() != 1 {
            return Ok(self.state.lookup_or_default(self.rw.body, v, None));
        }
        let legal = legal[0];
        let new = self.state.lookup_or_default(self.rw.body, v, Some(legal));
        if self.rw.body.value_type(new) == legal {
            return Ok(new);
        }
        let at = insert_point_after_def(self.rw.body, new);
        let loc = self.value_loc(v);
        let cast =
            self.build_materialization(MaterializationKind::Target, at, loc, &[new], legal, None);
        self.state.map(new, cast);
        Ok(cast)
    }

    /// [`Self::remapped_value`] of each value.
    pub fn remapped_values(&mut self, vs: &[ValueId]) -> Result<Vec<ValueId>, ()> {
        vs.iter().map(|v| self.remapped_value(*v)).collect()
    }

    fn value_loc(&self, v: ValueId) -> Location {
        let body: &Body = self.rw.body;
        match body.value(v).def {
            ValueDef::Result { op, .. } => body.loc(op),
            _ => body
                .value(v)
                .loc
                .unwrap_or_else(|| self.rw.ctx.unknown_loc()),
        }
    }

    /// Replaces the uses of `from` by `to`; when the types differ, uses see a source
    /// materialization of `to` (resolved when the conversion commits). `origin`: the
    /// replaced op and result number, when `from` is an op result.
    fn replace_value(&mut self, from: ValueId, to: ValueId, origin: Option<(OpId, u32)>) {
        let body = &mut *self.rw.body;
        let (ft, tt) = (body.value_type(from), body.value_type(to));
        if ft == tt {
            self.state.replaced_by.entry(from).or_insert(to);
            self.state.replace_all_uses(body, from, to);
            return;
        }
        if !body.has_uses(from) {
            return;
        }
        // Upstream builds this cast when the conversion commits, just before the replaced op
        // (which it erases only then): here it takes the op's place at once, unless `to` is
        // defined after it.
        let at = match origin {
            Some((op, _)) if defined_before(body, to, op) => InsertPoint::Before(op),
            _ => insert_point_after_def(body, to),
        };
        let loc = self.value_loc(from);
        let cast =
            self.build_materialization(MaterializationKind::Source, at, loc, &[to], ft, origin);
        self.state.replaced_by.entry(from).or_insert(cast);
        self.state.replace_all_uses(self.rw.body, from, cast);
        self.state.map(cast, to);
    }

    /// Replaces `op`'s results with `values` and erases it (upstream's `replaceOp`).
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let results: SmallVec<[ValueId; 4]> = self.rw.body.results(op).into();
        assert_eq!(
            results.len(),
            values.len(),
            "incorrect number of replacement values"
        );
        for (i, (r, v)) in results.iter().zip(values).enumerate() {
            self.replace_value(*r, *v, Some((op, i as u32)));
        }
        self.erase_op(op);
    }

    /// Replaces `op` with the results of `new_op`.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) {
        let values: SmallVec<[ValueId; 4]> = self.rw.body.results(new_op).into();
        self.replace_op(op, &values);
    }

    /// Erases `op`. If its results are still used (by ops that a later pattern replaces),
    /// it stays in place, detached from the conversion, and is erased when the conversion
    /// commits. Erased ops keep their ids until then (rollback puts them back).
    pub fn erase_op(&mut self, op: OpId) {
        self.state.absorb_events();
        let used = self
            .rw
            .body
            .results(op)
            .iter()
            .any(|r| self.rw.body.has_uses(*r));
        if !used {
            self.state.erase_op(self.rw.body, op);
            return;
        }
        self.state.pending_erase.push(op);
        let body: &Body = self.rw.body;
        let mut nested = Vec::new();
        body.walk_ops(
            crate::IrNode::Op(op),
            crate::WalkOptions::pre_order(),
            |_, o| {
                nested.push(o);
                crate::WalkResult::Advance
            },
        );
        for o in nested {
            self.state.ignore(o);
        }
    }

    /// Erases a block and the ops in it.
    pub fn erase_block(&mut self, block: BlockId) {
        self.state.absorb_events();
        self.state.erase_block(self.rw.body, block);
    }

    /// Replaces the uses of a block argument (upstream's `replaceUsesOfBlockArgument`).
    pub fn replace_uses_of_block_argument(&mut self, from: ValueId, to: ValueId) {
        self.replace_value(from, to, None);
    }

    /// Replaces all uses of `from` with `to` (through the conversion's materializations
    /// when the types differ).
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        self.replace_value(from, to, None);
    }

    /// Moves `op` to `at` (upstream's `moveOpBefore`/`moveOpAfter`).
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.state.move_op(self.rw.body, op, at);
    }

    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.move_op(op, InsertPoint::Before(before));
    }

    pub fn move_op_after(&mut self, op: OpId, after: OpId) {
        self.move_op(op, InsertPoint::After(after));
    }

    /// Moves the ops of `source` before `before` in `dest` (at its end when `None`),
    /// replacing its arguments with `args`, and erases `source`.
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[ValueId],
    ) {
        let src_args: SmallVec<[ValueId; 4]> = self.rw.body.block_args(source).into();
        assert_eq!(
            src_args.len(),
            args.len(),
            "incorrect number of argument values"
        );
        for (a, v) in src_args.iter().zip(args) {
            self.replace_value(*a, *v, None);
        }
        let at = match before {
            Some(o) => InsertPoint::Before(o),
            None => InsertPoint::BlockEnd(dest),
        };
        while let Some(o) = self.rw.body.first_op(source) {
            self.state.move_op(self.rw.body, o, at);
        }
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` (upstream's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(source, dest, None, args);
    }

    /// Splits `block` before `before` (its end when `None`); returns the new block.
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        self.state.absorb_events();
        let region = self.rw.body.block_parent(block).expect("block in a region");
        let next = self.rw.body.next_block(block);
        let nb = self.rw.body.create_block(&[]);
        self.rw.body.insert_block(region, nb, next);
        self.state.absorb_events();
        self.state.log.push(Undo::Split {
            block,
            new_block: nb,
        });
        if let Some(before) = before {
            while let Some(last) = self.rw.body.last_op(block) {
                self.rw.body.move_op(last, InsertPoint::BlockStart(nb));
                if last == before {
                    break;
                }
            }
        }
        self.state.discard_events();
        nb
    }

    /// Moves the blocks of `region` before `before` in `parent` (its end when `None`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        parent: RegionId,
        before: Option<BlockId>,
    ) {
        self.state.absorb_events();
        let body = &mut *self.rw.body;
        while let Some(b) = body.entry_block(region) {
            self.state.log.push(Undo::MovedBlock {
                block: b,
                region: Some(region),
                next: body.next_block(b),
            });
            body.detach_block(b);
            body.insert_block(parent, b, before);
        }
        self.state.discard_events();
    }

    /// Modifies `op` in place through `f`; the op is legalized again after the pattern
    /// (upstream's `modifyOpInPlace`: its state is saved first for rollback).
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        self.start_op_modification(op);
        let r = f(self.rw.body);
        self.state.modified.push(op);
        r
    }

    /// Saves `op`'s state before a pattern modifies it in place (upstream's
    /// `startOpModification`); end with [`Self::notify_op_modified`].
    pub fn start_op_modification(&mut self, op: OpId) {
        self.state.snapshot(self.rw.body, op);
    }

    /// Records that `op` was modified in place (upstream's `finalizeOpModification`); the
    /// modification must have started with [`Self::start_op_modification`].
    pub fn notify_op_modified(&mut self, op: OpId) {
        self.state.modified.push(op);
    }

    /// A pattern gives up (upstream's `notifyMatchFailure`); returns `Err(())`.
    pub fn notify_match_failure(
        &mut self,
        loc: Location,
        reason: impl Fn() -> String,
    ) -> LogicalResult {
        self.rw.notify_match_failure(loc, reason)
    }

    /// Converts the arguments of `block` as `conv` says (upstream's
    /// `applySignatureConversion`): a new block with the converted arguments takes the
    /// ops and the predecessors of `block`, which is erased; each original argument is
    /// replaced by its new argument, an argument materialization of its new arguments,
    /// the remapped value, or (dropped and used) a source materialization of nothing.
    /// Returns the new block (`block` itself when nothing changes).
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        conv: &SignatureConversion,
    ) -> BlockId {
        let ctx = self.rw.ctx;
        let old_args: SmallVec<[ValueId; 4]> = self.rw.body.block_args(block).into();
        let old_types: Vec<Type> = old_args
            .iter()
            .map(|a| self.rw.body.value_type(*a))
            .collect();
        if old_types == conv.converted_types() {
            return block;
        }
        let mut locs = vec![ctx.unknown_loc(); conv.converted_types().len()];
        for (i, a) in old_args.iter().enumerate() {
            if let Some(InputMapping::Types { start, len }) = conv.input_mapping(i) {
                let l = self
                    .rw
                    .body
                    .value(*a)
                    .loc
                    .unwrap_or_else(|| ctx.unknown_loc());
                for loc in &mut locs[start..start + len] {
                    *loc = l;
                }
            }
        }
        let first = self.rw.body.first_op(block);
        let new_block = self.split_block(block, first);
        // Predecessors branch to the new block.
        let region = self.rw.body.block_parent(block).expect("block in a region");
        let mut users = Vec::new();
        for b in self.rw.body.region_blocks(region).collect::<Vec<_>>() {
            if let Some(t) = self.rw.body.last_op(b) {
                for (i, s) in self.rw.body.successors(t).iter().enumerate() {
                    if *s == block {
                        users.push((t, i));
                    }
                }
            }
        }
        for (t, i) in users {
            self.state.snapshot(self.rw.body, t);
            self.rw.body.set_successor(t, i, new_block);
        }
        let new_args: Vec<ValueId> = conv
            .converted_types()
            .iter()
            .zip(&locs)
            .map(|(t, l)| self.rw.body.add_block_arg(new_block, *t, *l))
            .collect();
        for (i, a) in old_args.iter().enumerate() {
            let loc = self
                .rw
                .body
                .value(*a)
                .loc
                .unwrap_or_else(|| ctx.unknown_loc());
            let orig = old_types[i];
            let repl = match conv.input_mapping(i) {
                None | Some(InputMapping::Types { len: 0, .. }) => {
                    if !self.rw.body.has_uses(*a) {
                        continue;
                    }
                    self.build_materialization(
                        MaterializationKind::Source,
                        InsertPoint::BlockStart(new_block),
                        loc,
                        &[],
                        orig,
                        None,
                    )
                }
                Some(InputMapping::Value(v)) => v,
                Some(InputMapping::Types { start, len }) => {
                    let ins = &new_args[start..start + len];
                    if len == 1 && self.rw.body.value_type(ins[0]) == orig {
                        ins[0]
                    } else {
                        let m = self.build_materialization(
                            MaterializationKind::Argument,
                            InsertPoint::BlockStart(new_block),
                            loc,
                            ins,
                            orig,
                            None,
                        );
                        if len == 1 {
                            self.state.map(m, ins[0]);
                        }
                        m
                    }
                }
            };
            if self.rw.body.value_type(repl) == orig {
                self.state.replace_all_uses(self.rw.body, *a, repl);
            } else {
                self.replace_value(*a, repl, None);
            }
        }
        self.erase_block(block);
        new_block
    }

    /// Converts the argument types of every block of `region` with `converter`, the
    /// entry block with `entry` when given (upstream's `convertRegionTypes`); returns the
    /// new entry block, or `Err` if a type does not convert.
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &TypeConverter,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<BlockId>, ()> {
        let ctx = self.rw.ctx;
        let blocks: Vec<BlockId> = self.rw.body.region_blocks(region).collect();
        let Some((&first, rest)) = blocks.split_first() else {
            return Ok(None);
        };
        for &b in rest {
            let types: Vec<Type> = self
                .rw
                .body
                .block_args(b)
                .iter()
                .map(|a| self.rw.body.value_type(*a))
                .collect();
            let conv = converter.convert_signature(ctx, &types).ok_or(())?;
            self.apply_signature_conversion(b, &conv);
        }
        let conv = match entry {
            Some(c) => c.clone(),
            None => {
                let types: Vec<Type> = self
                    .rw
                    .body
                    .block_args(first)
                    .iter()
                    .map(|a| self.rw.body.value_type(*a))
                    .collect();
                converter.convert_signature(ctx, &types).ok_or(())?
            }
        };
        Ok(Some(self.apply_signature_conversion(first, &conv)))
    }
}

/// The logic of a conversion pattern: it receives the op and its operands remapped by the
/// conversion (upstream's adaptor). On failure the conversion rolls back what it changed.
pub trait ConversionPattern: Send + Sync {
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> LogicalResult;
}

impl<F> ConversionPattern for F
where
    F: Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult + Send + Sync,
{
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> LogicalResult {
        self(op, operands, rewriter)
    }
}

pub(crate) enum Logic {
    Conversion(Box<dyn ConversionPattern>),
    Rewrite(Pattern),
}

/// A pattern of a conversion: a root op name (or any op), a benefit, a name, an optional
/// type converter, and its logic.
pub struct ConversionPatternEntry {
    pub root: Option<OperationName>,
    pub benefit: PatternBenefit,
    pub debug_name: String,
    pub type_converter: Option<Arc<TypeConverter>>,
    /// The ops the pattern may create (upstream's `getGeneratedOps`), used to order and
    /// prune patterns.
    pub generated_ops: Vec<OperationName>,
    /// The pattern may be applied to ops it created (upstream's
    /// `setHasBoundedRewriteRecursion`).
    pub bounded_recursion: bool,
    pub(crate) logic: Logic,
}

/// The patterns of a conversion (upstream passes a `RewritePatternSet`).
#[derive(Default)]
pub struct ConversionPatternSet {
    pub(crate) patterns: Vec<ConversionPatternEntry>,
}

impl ConversionPatternSet {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion pattern rooted on ops named `op` (`None`: any op).
    pub fn add(
        &mut self,
        ctx: &Context,
        op: Option<&str>,
        benefit: u16,
        name: &str,
        type_converter: Option<Arc<TypeConverter>>,
        logic: impl ConversionPattern + 'static,
    ) -> &mut Self {
        self.patterns.push(ConversionPatternEntry {
            root: op.map(|o| ctx.op_name(o)),
            benefit: PatternBenefit::new(benefit),
            debug_name: name.to_string(),
            type_converter,
            generated_ops: Vec::new(),
            bounded_recursion: false,
            logic: Logic::Conversion(Box::new(logic)),
        });
        self
    }

    /// Adds a plain rewrite pattern (an op-rooted or any-op one); it runs on the
    /// conversion's [`PatternRewriter`] and must not change value types.
    pub fn add_rewrite_pattern(&mut self, p: Pattern) -> &mut Self {
        let root = match p.root {
            crate::rewrite::PatternRoot::Op(n) => Some(n),
            _ => None,
        };
        self.patterns.push(ConversionPatternEntry {
            root,
            benefit: p.benefit,
            debug_name: p.debug_name.clone(),
            type_converter: None,
            generated_ops: Vec::new(),
            bounded_recursion: false,
            logic: Logic::Rewrite(p),
        });
        self
    }

    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Lets the last added pattern apply to the ops it creates (upstream's
    /// `setHasBoundedRewriteRecursion`).
    pub fn with_bounded_recursion(&mut self) -> &mut Self {
        if let Some(p) = self.patterns.last_mut() {
            p.bounded_recursion = true;
        }
        self
    }

    /// Declares the ops the last added pattern generates (upstream's `generatedNames`).
    pub fn generates(&mut self, ctx: &Context, ops: &[&str]) -> &mut Self {
        if let Some(p) = self.patterns.last_mut() {
            p.generated_ops = ops.iter().map(|o| ctx.op_name(o)).collect();
        }
        self
    }

    /// Upstream's pattern order for a target (`OperationLegalizer::buildLegalizationGraph`
    /// and `computeLegalizationGraphBenefit`): patterns rooted on always-legal ops are
    /// dropped; when no pattern matches any op, patterns generating an op that is neither
    /// legal nor legalizable are dropped too; each op's patterns are ordered by their
    /// legalization depth (the longest chain of generated ops to legal ones), then by
    /// decreasing benefit, ties kept in the order the graph builder finds them.
    pub(crate) fn ordering(
        &self,
        ctx: &Context,
        target: &super::target::ConversionTarget,
    ) -> PatternOrder {
        use super::target::LegalizationAction as A;
        let mut any: Vec<usize> = Vec::new();
        let mut legalizer: HashMap<OperationName, Vec<usize>> = HashMap::default();
        let mut parents: HashMap<OperationName, Vec<OperationName>> = HashMap::default();
        let mut invalid: HashMap<OperationName, Vec<usize>> = HashMap::default();
        let mut worklist: Vec<usize> = Vec::new();
        let mut in_worklist: HashSet<usize> = HashSet::default();
        // Upstream walks op-specific patterns grouped by root (in first-insertion order of
        // the roots), then the any-op ones.
        let mut roots: Vec<OperationName> = Vec::new();
        for p in &self.patterns {
            if let Some(r) = p.root {
                if !roots.contains(&r) {
                    roots.push(r);
                }
            }
        }
        let live = |i: &usize| !self.patterns[*i].benefit.is_impossible_to_match();
        for r in &roots {
            for i in (0..self.patterns.len()).filter(|i| self.patterns[*i].root == Some(*r)) {
                if !live(&i) || target.op_name_action(ctx, *r) == Some(A::Legal) {
                    continue;
                }
                invalid.entry(*r).or_default().push(i);
                for g in &self.patterns[i].generated_ops {
                    parents.entry(*g).or_default().push(*r);
                }
                if in_worklist.insert(i) {
                    worklist.push(i);
                }
            }
        }
        any.extend(
            (0..self.patterns.len()).filter(|i| self.patterns[*i].root.is_none() && live(i)),
        );
        if !any.is_empty() {
            for i in worklist {
                let r = self.patterns[i].root.expect("rooted pattern");
                legalizer.entry(r).or_default().push(i);
            }
        } else {
            while let Some(i) = worklist.pop() {
                in_worklist.remove(&i);
                let p = &self.patterns[i];
                let blocked = p.generated_ops.iter().any(|g| {
                    let action = target.op_name_action(ctx, *g);
                    !legalizer.contains_key(g) && matches!(action, None | Some(A::Illegal))
                });
                if blocked {
                    continue;
                }
                let r = p.root.expect("rooted pattern");
                legalizer.entry(r).or_default().push(i);
                if let Some(v) = invalid.get_mut(&r) {
                    v.retain(|x| *x != i);
                }
                for parent in parents.get(&r).cloned().unwrap_or_default() {
                    for &j in invalid.get(&parent).map(|v| &v[..]).unwrap_or(&[]) {
                        if in_worklist.insert(j) {
                            worklist.push(j);
                        }
                    }
                }
            }
        }
        // Depths, then the sort.
        let mut depth: HashMap<OperationName, u32> = HashMap::default();
        let keys: Vec<OperationName> = legalizer.keys().copied().collect();
        for k in keys {
            self.op_depth(k, &mut depth, &mut legalizer);
        }
        if !any.is_empty() {
            self.sort_by_depth(&mut any, &mut depth, &mut legalizer);
        }
        PatternOrder {
            by_op: legalizer,
            any,
        }
    }

    fn op_depth(
        &self,
        op: OperationName,
        depth: &mut HashMap<OperationName, u32>,
        legalizer: &mut HashMap<OperationName, Vec<usize>>,
    ) -> u32 {
        if let Some(d) = depth.get(&op) {
            return *d;
        }
        let Some(mut list) = legalizer.get(&op).filter(|l| !l.is_empty()).cloned() else {
            return 0;
        };
        depth.insert(op, u32::MAX);
        let d = self.sort_by_depth(&mut list, depth, legalizer);
        legalizer.insert(op, list);
        depth.insert(op, d);
        d
    }

    /// Upstream's `applyCostModelToPatterns`: returns the smallest depth.
    fn sort_by_depth(
        &self,
        list: &mut Vec<usize>,
        depth: &mut HashMap<OperationName, u32>,
        legalizer: &mut HashMap<OperationName, Vec<usize>>,
    ) -> u32 {
        let mut min = u32::MAX;
        let mut with_depth: Vec<(usize, u32)> = Vec::with_capacity(list.len());
        for &i in list.iter() {
            let mut d = 1u32;
            for g in self.patterns[i].generated_ops.clone() {
                d = d.max(self.op_depth(g, depth, legalizer).saturating_add(1));
            }
            with_depth.push((i, d));
            min = min.min(d);
        }
        if with_depth.len() == 1 {
            return min;
        }
        with_depth.sort_by(|a, b| {
            a.1.cmp(&b.1)
                .then(self.patterns[b.0].benefit.cmp(&self.patterns[a.0].benefit))
        });
        *list = with_depth.into_iter().map(|(i, _)| i).collect();
        min
    }
}

/// The order in which a conversion tries patterns (see [`ConversionPatternSet::ordering`]).
pub(crate) struct PatternOrder {
    by_op: HashMap<OperationName, Vec<usize>>,
    any: Vec<usize>,
}

impl PatternOrder {
    /// The patterns for an op named `name`: its own list and the any-op list merged by
    /// benefit, its own first on ties (upstream's `PatternApplicator`).
    pub(crate) fn for_op<'s>(
        &'s self,
        patterns: &'s ConversionPatternSet,
        name: OperationName,
    ) -> impl Iterator<Item = usize> + 's {
        let own: &[usize] = self.by_op.get(&name).map(|v| &v[..]).unwrap_or(&[]);
        let (mut i, mut j) = (0, 0);
        let any = &self.any;
        std::iter::from_fn(move || {
            let a = own.get(i).copied();
            let b = any.get(j).copied();
            match (a, b) {
                (Some(x), Some(y)) => {
                    if patterns.patterns[x].benefit < patterns.patterns[y].benefit {
                        j += 1;
                        Some(y)
                    } else {
                        i += 1;
                        Some(x)
                    }
                }
                (Some(x), None) => {
                    i += 1;
                    Some(x)
                }
                (None, Some(y)) => {
                    j += 1;
                    Some(y)
                }
                (None, None) => None,
            }
        })
    }
}

impl ConversionPatternRewriter<'_> {
    pub(crate) fn run_logic(&mut self, logic: &Logic, op: OpId) -> LogicalResult {
        match logic {
            Logic::Conversion(p) => {
                let operands: Vec<ValueId> = self.rw.body.operands(op).collect();
                let remapped = self.remapped_values(&operands)?;
                p.match_and_rewrite(op, &remapped, self)
            }
            Logic::Rewrite(p) => p.match_and_rewrite(op, &mut self.rw),
        }
    }
}
