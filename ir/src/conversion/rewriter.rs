//! [`ConversionPatternRewriter`], [`ConversionPattern`] and pattern sets.

use super::type_converter::{
    InputMapping, MaterializationKind, SignatureConversion, TypeConverter,
};
use crate::attributes::Location;
use crate::body::{BlockId, Body, InsertPoint, OpId, OpSpec, RegionId, ValueDef, ValueId};
use crate::context::Context;
use crate::dialect::OperationName;
use crate::rewrite::{LogicalResult, Pattern, PatternBenefit, PatternRewriter};
use crate::types::Type;
use smallvec::SmallVec;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// A pending `builtin.unrealized_conversion_cast` made by the conversion.
#[derive(Clone)]
pub(crate) struct Materialization {
    pub op: OpId,
    pub kind: MaterializationKind,
    pub converter: Option<Arc<TypeConverter>>,
}

/// The conversion's bookkeeping for one body (cloned to roll a pattern back).
#[derive(Clone, Default)]
pub(crate) struct ConvState {
    /// Value replacements that are not uses: a materialization's result to what it stands
    /// for, an original value to its target materialization.
    pub mapping: HashMap<ValueId, ValueId>,
    pub materializations: Vec<Materialization>,
    /// Ops erased while their results were still used: erased when the conversion commits.
    pub pending_erase: Vec<OpId>,
    /// Ops that are not to be converted (in recursively legal ops, or pending erasure).
    pub ignored: HashSet<OpId>,
    /// Ops a pattern modified in place (re-legalized after it).
    pub modified: Vec<OpId>,
}

impl ConvState {
    pub(crate) fn is_ignored(&self, op: OpId) -> bool {
        self.ignored.contains(&op)
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
        let cast = self.build_materialization(MaterializationKind::Target, at, loc, &[new], legal);
        self.state.mapping.insert(new, cast);
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
    /// materialization of `to` (resolved when the conversion commits).
    fn replace_value(&mut self, from: ValueId, to: ValueId) {
        let body = &mut *self.rw.body;
        let (ft, tt) = (body.value_type(from), body.value_type(to));
        if ft == tt {
            body.replace_all_uses(from, to);
            return;
        }
        if !body.has_uses(from) {
            return;
        }
        let at = insert_point_after_def(body, to);
        let loc = self.value_loc(from);
        let cast = self.build_materialization(MaterializationKind::Source, at, loc, &[to], ft);
        self.rw.body.replace_all_uses(from, cast);
        self.state.mapping.insert(cast, to);
    }

    /// Replaces `op`'s results with `values` and erases it (upstream's `replaceOp`).
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let results: SmallVec<[ValueId; 4]> = self.rw.body.results(op).into();
        assert_eq!(
            results.len(),
            values.len(),
            "incorrect number of replacement values"
        );
        for (r, v) in results.iter().zip(values) {
            self.replace_value(*r, *v);
        }
        self.erase_op(op);
    }

    /// Replaces `op` with the results of `new_op`.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) {
        let values: SmallVec<[ValueId; 4]> = self.rw.body.results(new_op).into();
        self.replace_op(op, &values);
    }

    /// Erases `op`. If its results are still used (by ops that a later pattern replaces),
    /// it is detached from the conversion and erased when the conversion commits.
    pub fn erase_op(&mut self, op: OpId) {
        let used = self
            .rw
            .body
            .results(op)
            .iter()
            .any(|r| self.rw.body.has_uses(*r));
        if !used {
            self.rw.erase_op(op);
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
        self.state.ignored.extend(nested);
    }

    /// Erases a block and the ops in it.
    pub fn erase_block(&mut self, block: BlockId) {
        self.rw.erase_block(block);
    }

    /// Replaces the uses of a block argument (upstream's `replaceUsesOfBlockArgument`).
    pub fn replace_uses_of_block_argument(&mut self, from: ValueId, to: ValueId) {
        self.replace_value(from, to);
    }

    /// Replaces all uses of `from` with `to` (through the conversion's materializations
    /// when the types differ).
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        self.replace_value(from, to);
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
            self.replace_value(*a, *v);
        }
        let at = match before {
            Some(o) => InsertPoint::Before(o),
            None => InsertPoint::BlockEnd(dest),
        };
        while let Some(o) = self.rw.body.first_op(source) {
            self.rw.body.move_op(o, at);
        }
        self.rw.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` (upstream's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(source, dest, None, args);
    }

    /// Splits `block` before `before` (its end when `None`); returns the new block.
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        self.rw.split_block(block, before)
    }

    /// Moves the blocks of `region` before `before` in `parent` (its end when `None`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        parent: RegionId,
        before: Option<BlockId>,
    ) {
        self.rw.inline_region_before(region, parent, before);
    }

    /// Modifies `op` in place through `f`; the op is legalized again after the pattern.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        let r = f(self.rw.body);
        self.state.modified.push(op);
        r
    }

    /// Records that `op` was modified in place (upstream's `finalizeOpModification`).
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
        let new_block = self.rw.split_block(block, self.rw.body.first_op(block));
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
                        );
                        if len == 1 {
                            self.state.mapping.insert(m, ins[0]);
                        }
                        m
                    }
                }
            };
            if self.rw.body.value_type(repl) == orig {
                self.rw.body.replace_all_uses(*a, repl);
            } else {
                self.replace_value(*a, repl);
            }
        }
        self.rw.erase_block(block);
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

    /// The patterns for ops named `name`, by decreasing benefit, op-specific ones before
    /// any-op ones on ties (stable).
    pub(crate) fn ordered_for(&self, name: OperationName) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.patterns.len())
            .filter(|i| self.patterns[*i].root.is_none_or(|r| r == name))
            .filter(|i| !self.patterns[*i].benefit.is_impossible_to_match())
            .collect();
        v.sort_by(|a, b| {
            let (pa, pb) = (&self.patterns[*a], &self.patterns[*b]);
            pb.benefit
                .cmp(&pa.benefit)
                .then(pa.root.is_none().cmp(&pb.root.is_none()))
        });
        v
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
