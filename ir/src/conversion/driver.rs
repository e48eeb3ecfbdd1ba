//! The conversion drivers: partial, full and analysis conversion (upstream's
//! `OperationConverter` and `OperationLegalizer`).

const CAST: &str = "builtin.unrealized_conversion_cast";

/// Whether `v` is defined by a live op or block (not erased by the conversion).
fn value_live(body: &Body, v: ValueId) -> bool {
    if !body.contains_value(v) {
        return false;
    }
    match body.value(v).def {
        crate::body::ValueDef::Result { op, .. } => {
            body.contains_op(op) && body.parent_block(op).is_some()
        }
        crate::body::ValueDef::Arg { block, .. } => body.block_parent(block).is_some(),
        crate::body::ValueDef::Placeholder => false,
    }
}

/// The erased op defining `v` whose dropped operands are all available (live or erased
/// constants), so that it can be shown with them to a folder.
fn restorable(ctx: &Context, body: &Body, state: &ConvState, v: ValueId) -> Option<OpId> {
    let def = body.defining_op(v)?;
    if !body.contains_op(def) || body.parent_block(def).is_some() || body.num_operands(def) > 0 {
        return None;
    }
    let operands = state.dropped_operands.get(&def)?;
    operands
        .iter()
        .all(|o| original_available(ctx, body, *o))
        .then_some(def)
}

/// Whether a folder may look at original operand `v`: live, or the result of an erased
/// constant (whose value is intact).
fn original_available(ctx: &Context, body: &Body, v: ValueId) -> bool {
    if value_live(body, v) {
        return true;
    }
    body.contains_value(v)
        && body
            .defining_op(v)
            .is_some_and(|d| body.contains_op(d) && constant_value(ctx, body, d).is_some())
}

use super::rewriter::{
    ConvState, ConversionPatternRewriter, ConversionPatternSet, CreationRecorder, Logic,
    PatternOrder, Undo,
};
use super::target::{ConversionTarget, LegalOpDetails, ResolvedLegality};
use super::type_converter::MaterializationKind;
use crate::body::{BlockId, Body, InsertPoint, OpId, ValueId};
use crate::builder::Builder;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::op_diagnostic;
use crate::rewrite::fold::{constant_value, fold_op, operand_constants, FoldOutcome};
use crate::rewrite::{FoldResult, LogicalResult};
use crate::walk::{IrNode, WalkOptions, WalkResult};
use rustc_hash::FxHashSet as HashSet;
use smallvec::SmallVec;

/// The conversion modes (upstream's `OpConversionMode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Illegal ops must be converted; others may stay.
    Partial,
    /// Every op must be legal afterwards.
    Full,
    /// Nothing changes; reports which ops could be legalized.
    Analysis,
}

/// An op of a nested body: the isolated ops leading to its body (from the root body),
/// then the op.
pub type OpPath = Vec<OpId>;

/// What a conversion reports besides success.
#[derive(Default)]
pub struct ConversionReport {
    /// Ops that could be legalized (analysis mode), as paths from the root body.
    pub legalizable: Vec<OpPath>,
    /// Ops that stayed unconverted in a partial conversion (not explicitly illegal).
    pub unlegalized: Vec<OpPath>,
}

/// Converts the ops in `body` (the body of the root op, which itself is not converted):
/// illegal ops must be legalized, others are converted where a pattern applies
/// (upstream's `applyPartialConversion`). On failure nothing is changed and the
/// diagnostics say why.
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    run(ctx, body, target, patterns, ConversionMode::Partial, None)
}

/// Every op in `body` must be legal afterwards (upstream's `applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    run(ctx, body, target, patterns, ConversionMode::Full, None)
}

/// A step standing for a conversion pattern applied to the root op (which the conversion
/// itself does not legalize), with the pattern's type converter.
pub type RootStep<'r> = (
    &'r dyn Fn(&mut ConversionPatternRewriter<'_>) -> LogicalResult,
    Option<std::sync::Arc<super::TypeConverter>>,
);

/// [`apply_full_conversion`] where the root op is legalized first, by `root` (upstream
/// legalizes the root op before the ops it holds, e.g. a pattern converting a function's
/// non-entry block signatures). A failing `root` fails the conversion.
pub fn apply_full_conversion_with_root(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    root: RootStep<'_>,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    run(
        ctx,
        body,
        target,
        patterns,
        ConversionMode::Full,
        Some(root),
    )
}

/// Finds the ops that could be legalized, leaving the IR unchanged (upstream's
/// `applyAnalysisConversion`).
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    run(ctx, body, target, patterns, ConversionMode::Analysis, None)
}

fn run(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    mode: ConversionMode,
    root: Option<RootStep<'_>>,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    let mut cx = Converter {
        ctx,
        target,
        patterns,
        order: patterns.ordering(ctx, target),
        mode,
        applied: HashSet::default(),
        report: ConversionReport::default(),
        diags: Vec::new(),
        paths: vec![Vec::new()],
        parents: vec![0],
        states: Vec::new(),
        late: None,
        legality: Default::default(),
    };
    // The ops to convert, in one pre-order walk through nested isolated bodies.
    let mut to_convert = Vec::new();
    cx.collect_body(body, 0, &mut to_convert);
    // A recorder on each body finds the ops and blocks patterns create.
    let mut prev_listeners = Vec::with_capacity(cx.paths.len());
    for i in 0..cx.paths.len() {
        let st = ConvState::default();
        let b = body_at(body, &cx.paths[i]).expect("collected body");
        prev_listeners.push(b.set_listener(Some(Box::new(CreationRecorder(st.queue.clone())))));
        cx.states.push(st);
    }
    let mut ok = true;
    let mut states = std::mem::take(&mut cx.states);
    if let Some((step, converter)) = root {
        let state = &mut states[0];
        state.absorb_events();
        let r = {
            let mut rw = ConversionPatternRewriter::new(ctx, body, state, converter);
            step(&mut rw)
        };
        state.absorb_events();
        state.modified.clear();
        ok = r.is_ok();
    }
    for (bi, op) in to_convert {
        if !ok {
            break;
        }
        let bi = bi as usize;
        if !body_live(&cx.paths, &cx.parents, &states, bi) {
            continue;
        }
        let Some(b) = body_at(body, &cx.paths[bi]) else {
            continue;
        };
        let state = &mut states[bi];
        let skip = !b.contains_op(op) || state.is_ignored(op);
        let r = if skip {
            Ok(())
        } else {
            cx.convert(b, state, bi, op)
        };
        if r.is_err() {
            ok = false;
            break;
        }
    }
    cx.states = states;
    if ok {
        ok = cx.finalize(body).is_ok();
    }
    let commit = ok && mode != ConversionMode::Analysis;
    for i in (0..cx.paths.len()).rev() {
        let Some(b) = body_at(body, &cx.paths[i]) else {
            continue;
        };
        let st = &mut cx.states[i];
        if commit {
            st.commit(b);
        } else {
            let mark = ConvState::default().mark();
            st.rollback(b, mark, true);
            b.commit();
        }
    }
    if let Some(late) = cx.late.take() {
        cx.diags.push(late.build(ctx, body, &cx.paths));
    }
    for (i, prev) in prev_listeners.into_iter().enumerate() {
        if let Some(b) = body_at(body, &cx.paths[i]) {
            b.set_listener(prev);
        }
    }
    if ok {
        Ok(cx.report)
    } else {
        Err(cx.diags)
    }
}

/// Whether the isolated ops leading to body `bi` are still part of the IR (`parents`: the
/// index of each body's parent body).
fn body_live(paths: &[OpPath], parents: &[usize], states: &[ConvState], mut bi: usize) -> bool {
    while bi != 0 {
        let p = parents[bi];
        let op = *paths[bi].last().expect("nested body path");
        if states[p].is_ignored(op) {
            return false;
        }
        bi = p;
    }
    true
}

/// The body at `path` (isolated ops from `root`), if they all still exist.
fn body_at<'b>(root: &'b mut Body, path: &[OpId]) -> Option<&'b mut Body> {
    let mut b = root;
    for &o in path {
        if !b.contains_op(o) {
            return None;
        }
        b = b.isolated_body_mut(o)?;
    }
    Some(b)
}

fn body_at_ref<'b>(root: &'b Body, path: &[OpId]) -> Option<&'b Body> {
    let mut b = root;
    for &o in path {
        if !b.contains_op(o) {
            return None;
        }
        b = b.isolated_body(o)?;
    }
    Some(b)
}

/// Puts `snapshot` in place of `body`, keeping the body's listener.
fn restore(body: &mut Body, mut snapshot: Body) {
    let l = body.set_listener(None);
    std::mem::swap(body, &mut snapshot);
    body.set_listener(l);
}

/// A diagnostic built after the rollback, so that it shows the IR as it was.
struct LateDiag {
    body: usize,
    op: OpId,
    result: u32,
    user: Option<OpId>,
}

impl LateDiag {
    fn build(&self, ctx: &Context, root: &Body, paths: &[OpPath]) -> Diagnostic {
        let body = body_at_ref(root, &paths[self.body]).expect("body of a late diagnostic");
        let name = ctx.op_name_str(body.op_name(self.op)).to_string();
        let mut d = op_diagnostic(
            ctx,
            body,
            self.op,
            format!(
                "failed to materialize conversion for result #{} of operation '{name}' that remained live after conversion",
                self.result
            ),
        );
        if let Some(u) = self.user.filter(|u| body.contains_op(*u)) {
            // Named from the nearest isolated ancestor, as upstream's `appendOp`.
            let path = &paths[self.body];
            let text = match path.split_last() {
                Some((&scope_op, parent)) => {
                    let scope_body = body_at_ref(root, parent).expect("parent body");
                    crate::printer::print_op_for_diagnostic(ctx, scope_body, scope_op, body, u)
                }
                None => crate::printer::print_op_to_string(
                    ctx,
                    body,
                    u,
                    crate::PrintFlags {
                        generic: true,
                        local_scope: true,
                        ..crate::PrintFlags::default()
                    },
                ),
            };
            let text = text.trim_end();
            let sep = if text.contains('\n') { "\n" } else { "" };
            d = d.with_note(
                body.loc(u),
                format!("see existing live user here: {sep}{text}"),
            );
        }
        d
    }
}

struct Converter<'c> {
    ctx: &'c Context,
    target: &'c ConversionTarget,
    patterns: &'c ConversionPatternSet,
    order: PatternOrder,
    mode: ConversionMode,
    /// Patterns being applied (a pattern is not applied recursively).
    applied: HashSet<usize>,
    report: ConversionReport,
    diags: Vec<Diagnostic>,
    /// The bodies of the conversion: isolated ops from the root body to each.
    paths: Vec<OpPath>,
    /// The index of each body's parent body.
    parents: Vec<usize>,
    states: Vec<ConvState>,
    late: Option<LateDiag>,
    /// Legality rules by op name.
    legality: rustc_hash::FxHashMap<crate::dialect::OperationName, ResolvedLegality>,
}

fn types_list(ctx: &Context, body: &Body, vs: &[ValueId]) -> String {
    vs.iter()
        .map(|v| {
            format!(
                "'{}'",
                crate::printer::type_to_string(ctx, body.value_type(*v))
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

impl Converter<'_> {
    /// The target's verdict on `op` (rules cached by op name).
    fn is_legal(&mut self, body: &Body, op: OpId) -> Option<LegalOpDetails> {
        let (ctx, target) = (self.ctx, self.target);
        let r = self
            .legality
            .entry(body.op_name(op))
            .or_insert_with_key(|n| target.resolve(ctx, *n));
        ConversionTarget::is_legal_resolved(r, ctx, body, op)
    }

    fn path_to(&self, bi: usize, op: OpId) -> OpPath {
        let mut p = self.paths[bi].clone();
        p.push(op);
        p
    }

    /// Collects the ops of `body` (index `bi`) in upstream's order: pre-order, the blocks
    /// of each region depth-first from the entry along successors (unreachable blocks are
    /// not visited), recursively legal ops not entered, isolated ops entered in place.
    fn collect_body(&mut self, body: &Body, bi: usize, out: &mut Vec<(u32, OpId)>) {
        for &r in body.root_regions() {
            self.collect_region(body, r, bi, out);
        }
    }

    fn collect_region(
        &mut self,
        body: &Body,
        region: crate::RegionId,
        bi: usize,
        out: &mut Vec<(u32, OpId)>,
    ) {
        let Some(entry) = body.entry_block(region) else {
            return;
        };
        if body.next_block(entry).is_none() {
            self.collect_block(body, entry, bi, out);
            return;
        }
        let mut visited: HashSet<BlockId> = HashSet::default();
        visited.insert(entry);
        self.collect_block(body, entry, bi, out);
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let succs = body.last_op(b).map_or(&[][..], |t| body.successors(t));
            if *i < succs.len() {
                let s = succs[*i];
                *i += 1;
                if visited.insert(s) {
                    self.collect_block(body, s, bi, out);
                    stack.push((s, 0));
                }
            } else {
                stack.pop();
            }
        }
    }

    fn collect_block(&mut self, body: &Body, b: BlockId, bi: usize, out: &mut Vec<(u32, OpId)>) {
        for op in body.block_ops(b) {
            out.push((bi as u32, op));
            if self
                .is_legal(body, op)
                .is_some_and(|d| d.is_recursively_legal)
            {
                continue;
            }
            if let Some(child) = body.isolated_body(op) {
                let ci = self.paths.len();
                let path = self.path_to(bi, op);
                self.paths.push(path);
                self.parents.push(bi);
                self.collect_body(child, ci, out);
                continue;
            }
            for &r in body.regions(op) {
                self.collect_region(body, r, bi, out);
            }
        }
    }

    /// Legalizes one op of the conversion set and applies the mode's rules.
    fn convert(
        &mut self,
        body: &mut Body,
        state: &mut ConvState,
        bi: usize,
        op: OpId,
    ) -> LogicalResult {
        if self.legalize(body, state, op).is_ok() {
            if self.mode == ConversionMode::Analysis {
                self.report.legalizable.push(self.path_to(bi, op));
            }
            return Ok(());
        }
        let name = self.ctx.op_name_str(body.op_name(op)).to_string();
        match self.mode {
            ConversionMode::Full => {
                self.diags.push(op_diagnostic(
                    self.ctx,
                    body,
                    op,
                    format!("failed to legalize operation '{name}'"),
                ));
                Err(())
            }
            ConversionMode::Partial => {
                if self.target.is_illegal(self.ctx, body, op) {
                    self.diags.push(op_diagnostic(
                        self.ctx,
                        body,
                        op,
                        format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
                    ));
                    return Err(());
                }
                self.report.unlegalized.push(self.path_to(bi, op));
                Ok(())
            }
            ConversionMode::Analysis => Ok(()),
        }
    }

    /// Upstream's `OperationLegalizer::legalize`.
    fn legalize(&mut self, body: &mut Body, state: &mut ConvState, op: OpId) -> LogicalResult {
        if let Some(d) = self.is_legal(body, op) {
            if d.is_recursively_legal && !body.is_isolated(op) {
                let mut nested = Vec::new();
                body.walk_ops(IrNode::Op(op), WalkOptions::pre_order(), |_, o| {
                    if o != op {
                        nested.push(o);
                    }
                    WalkResult::Advance
                });
                for o in nested {
                    state.ignore(o);
                }
            }
            return Ok(());
        }
        if state.is_ignored(op) {
            return Ok(());
        }
        if self.legalize_with_fold(body, state, op).is_ok() {
            return Ok(());
        }
        self.legalize_with_pattern(body, state, op)
    }

    /// Folds `op` (upstream's `legalizeWithFold`): constants it folds to are materialized
    /// before it and legalized in turn.
    fn legalize_with_fold(
        &mut self,
        body: &mut Body,
        state: &mut ConvState,
        op: OpId,
    ) -> LogicalResult {
        let ctx = self.ctx;
        if constant_value(ctx, body, op).is_some() {
            return Err(());
        }
        // Upstream replaces uses when the conversion commits: its folders see the
        // operands the op had before (the replaced ops still in place). Fold on those; one
        // from an op this conversion erased (operands dropped) that is not a constant is
        // shown as an opaque placeholder (upstream's folders see a non-constant op there).
        let current: SmallVec<[ValueId; 4]> = body.operands(op).collect();
        let mut placeholders: SmallVec<[(ValueId, ValueId); 2]> = SmallVec::new();
        let mut restored: SmallVec<[OpId; 2]> = SmallVec::new();
        let original = match state.original_operands.get(&op) {
            Some(o) if o.len() == current.len() && *o != current => {
                let mut view: SmallVec<[ValueId; 4]> = SmallVec::new();
                for v in o {
                    let shown = body.defining_op(*v).is_some_and(|d| restored.contains(&d));
                    if shown || original_available(ctx, body, *v) {
                        view.push(*v);
                    } else if let Some(def) = restorable(ctx, body, state, *v) {
                        // An erased op whose operands are all at hand: shown with them, as
                        // upstream's folders see it.
                        if !restored.contains(&def) {
                            let operands = state.dropped_operands[&def].clone();
                            body.set_operands(def, &operands);
                            restored.push(def);
                        }
                        view.push(*v);
                    } else if let Some(&(_, p)) = placeholders.iter().find(|(x, _)| x == v) {
                        view.push(p);
                    } else {
                        let ty = body.value_type(*v);
                        let p = body.create_placeholder(ty);
                        placeholders.push((*v, p));
                        view.push(p);
                    }
                }
                Some(view)
            }
            _ => None,
        };
        state.absorb_events();
        let mark = state.mark();
        // An in-place fold is undone with the rest on rollback.
        state.snapshot(body, op);
        let props_before = body.op(op).props.clone();
        let attrs_before = body.attrs(op).to_vec();
        if let Some(o) = &original {
            body.set_operands(op, o);
        }
        let operands = operand_constants(ctx, body, op);
        let folded = fold_op(ctx, body, op, &operands);
        let release = |body: &mut Body| {
            for &(_, p) in &placeholders {
                if !body.has_uses(p) {
                    body.erase_placeholder(p);
                }
            }
            for &d in &restored {
                body.set_operands(d, &[]);
            }
        };
        let Some(outcome) = folded else {
            state.rollback(body, mark, true);
            release(body);
            return Err(());
        };
        // Values of the original operands stand for their replacements.
        let current_of = |body: &Body, state: &ConvState, v: ValueId| -> ValueId {
            let v = match &original {
                Some(o) => o.iter().position(|x| *x == v).map_or(v, |i| current[i]),
                None => v,
            };
            // A value of an op the conversion replaced stands for its replacement.
            let mut v = v;
            let mut steps = 0;
            while !value_live(body, v) && steps < 16 {
                match state.replaced_by.get(&v) {
                    Some(&r) => v = r,
                    None => break,
                }
                steps += 1;
            }
            v
        };
        if let Some(o) = &original {
            if matches!(outcome, FoldOutcome::InPlace) {
                // The op changed on its original operands: keep the change on the current
                // ones, and remember the new original operands.
                let after: SmallVec<[ValueId; 4]> = body.operands(op).collect();
                let unchanged = after == *o
                    && body.op(op).props == props_before
                    && body.attrs(op) == &attrs_before[..];
                if unchanged {
                    state.rollback(body, mark, true);
                    release(body);
                    return Err(());
                }
                let now: SmallVec<[ValueId; 4]> =
                    after.iter().map(|v| current_of(body, state, *v)).collect();
                body.set_operands(op, &now);
                // The new original operands, placeholders back to what they stood for.
                let after: SmallVec<[ValueId; 4]> = after
                    .iter()
                    .map(|v| {
                        placeholders
                            .iter()
                            .find(|(_, p)| p == v)
                            .map_or(*v, |(x, _)| *x)
                    })
                    .collect();
                state.original_operands.insert(op, after);
            } else {
                body.set_operands(op, &current);
            }
            release(body);
        }
        let results: SmallVec<[FoldResult; 1]> = match outcome {
            FoldOutcome::InPlace => {
                state.absorb_events();
                return self.legalize(body, state, op);
            }
            FoldOutcome::Replaced(rs) => rs
                .into_iter()
                .map(|r| match r {
                    FoldResult::Value(v) => FoldResult::Value(current_of(body, state, v)),
                    a => a,
                })
                .collect(),
        };
        if results
            .iter()
            .any(|r| matches!(r, FoldResult::Value(v) if !value_live(body, *v)))
        {
            state.rollback(body, mark, true);
            return Err(());
        }
        let loc = body.loc(op);
        let dialect = ctx.op_dialect(body.op_name(op));
        let mut values: SmallVec<[ValueId; 2]> = SmallVec::new();
        {
            let mut b = Builder::at(body, InsertPoint::Before(op));
            for (i, r) in results.iter().enumerate() {
                match *r {
                    FoldResult::Value(v) => values.push(v),
                    FoldResult::Attr(a) => {
                        let ty = b.body.value_type(b.body.result(op, i));
                        match dialect.and_then(|d| d.materialize_constant(ctx, &mut b, a, ty, loc))
                        {
                            Some(c) => values.push(b.body.result(c, 0)),
                            None => {
                                state.rollback(b.body, mark, true);
                                return Err(());
                            }
                        }
                    }
                }
            }
        }
        state.absorb_events();
        let first_new = state.log.len();
        {
            let mut rw = ConversionPatternRewriter::new(ctx, body, state, None);
            rw.replace_op(op, &values);
        }
        let created: Vec<OpId> = state.log[mark_log(mark)..first_new]
            .iter()
            .filter_map(|e| match e {
                Undo::Created(o) => Some(*o),
                _ => None,
            })
            .collect();
        for c in created {
            if self.legalize(body, state, c).is_err() {
                state.rollback(body, mark, true);
                return Err(());
            }
        }
        Ok(())
    }

    /// Tries the patterns of `op` in upstream's order; each failing attempt is rolled
    /// back from the undo log (plain rewrite patterns, which may change the IR in ways
    /// the log does not see, from a snapshot of the body).
    fn legalize_with_pattern(
        &mut self,
        body: &mut Body,
        state: &mut ConvState,
        op: OpId,
    ) -> LogicalResult {
        let order: SmallVec<[usize; 4]> =
            self.order.for_op(self.patterns, body.op_name(op)).collect();
        for pi in order {
            let recursive = self.patterns.patterns[pi].bounded_recursion;
            let inserted = self.applied.insert(pi);
            if !inserted && !recursive {
                continue;
            }
            state.absorb_events();
            let mark = state.mark();
            state.modified.clear();
            let entry = &self.patterns.patterns[pi];
            let snapshot = matches!(entry.logic, Logic::Rewrite(_)).then(|| body.deep_clone());
            let matched = {
                let mut rw = ConversionPatternRewriter::new(
                    self.ctx,
                    body,
                    state,
                    entry.type_converter.clone(),
                );
                rw.set_insertion_point_before(op);
                rw.run_logic(&entry.logic, op)
            };
            state.absorb_events();
            let ok = matched.is_ok() && self.legalize_pattern_result(body, state, op, mark).is_ok();
            if inserted {
                self.applied.remove(&pi);
            }
            if ok {
                return Ok(());
            }
            match snapshot {
                Some(snap) => {
                    restore(body, snap);
                    state.rollback(body, mark, false);
                }
                None => state.rollback(body, mark, true),
            }
        }
        Err(())
    }

    /// Legalizes what a pattern changed: blocks it created in other ops, the ops it
    /// created, and the ops it modified in place (upstream's `legalizePatternResult`).
    fn legalize_pattern_result(
        &mut self,
        body: &mut Body,
        state: &mut ConvState,
        op: OpId,
        mark: super::rewriter::Mark,
    ) -> LogicalResult {
        let modified = std::mem::take(&mut state.modified);
        let mut created: Vec<OpId> = Vec::new();
        let mut seen: HashSet<OpId> = HashSet::default();
        let mut new_blocks: Vec<BlockId> = Vec::new();
        for e in &state.log[mark_log(mark)..] {
            match *e {
                Undo::Created(o) if seen.insert(o) => created.push(o),
                Undo::CreatedBlock(b) => new_blocks.push(b),
                _ => {}
            }
        }
        // Blocks with arguments created in ops other than the root and the created ones:
        // their parent is legalized again.
        let mut relegalized: HashSet<OpId> = HashSet::default();
        for b in new_blocks {
            if !body.contains_block(b) || body.block_args(b).is_empty() {
                continue;
            }
            let Some(parent) = body.block_parent_op(b) else {
                continue;
            };
            if parent == op || seen.contains(&parent) || !relegalized.insert(parent) {
                continue;
            }
            self.legalize(body, state, parent)?;
        }
        let mats = &state.materializations[mark_mats(mark)..];
        let mats: SmallVec<[OpId; 4]> = mats.iter().map(|m| m.op).collect();
        for o in created {
            // Materializations are resolved when the conversion commits, not legalized.
            if !body.contains_op(o) || state.is_ignored(o) || mats.contains(&o) {
                continue;
            }
            self.legalize(body, state, o)?;
        }
        for o in modified {
            if body.contains_op(o) && !state.is_ignored(o) {
                self.legalize(body, state, o)?;
            }
        }
        Ok(())
    }

    /// Commits the conversion: ops erased while used (their users must be gone by now),
    /// then the pending materializations (dead casts removed, round trips folded, the rest
    /// built by the type converter or left as `builtin.unrealized_conversion_cast`), then
    /// the replaced results whose type changed and that are still used (built by the
    /// replacing pattern's type converter, or an error), as upstream's `finalize`. Every
    /// change is logged: a failure rolls the whole conversion back.
    fn finalize(&mut self, root: &mut Body) -> LogicalResult {
        for phase in 0..3 {
            for bi in 0..self.paths.len() {
                if !body_live(&self.paths, &self.parents, &self.states, bi) {
                    continue;
                }
                let Some(body) = body_at(root, &self.paths[bi]) else {
                    continue;
                };
                let mut state = std::mem::take(&mut self.states[bi]);
                let r = match phase {
                    0 => self.finalize_pending(body, &mut state),
                    1 => self.finalize_casts(body, &mut state),
                    _ => self.finalize_results(body, &mut state, bi),
                };
                self.states[bi] = state;
                r?;
            }
        }
        Ok(())
    }

    fn finalize_pending(&mut self, body: &mut Body, state: &mut ConvState) -> LogicalResult {
        let ctx = self.ctx;
        let pending = std::mem::take(&mut state.pending_erase);
        for &o in &pending {
            if body.contains_op(o) && body.num_operands(o) > 0 {
                state.snapshot(body, o);
                body.set_operands(o, &[]);
            }
        }
        for &o in pending.iter().rev() {
            if !body.contains_op(o) || body.parent_block(o).is_none() {
                continue;
            }
            let live = body.results(o).iter().any(|r| body.has_uses(*r));
            if live {
                let name = ctx.op_name_str(body.op_name(o)).to_string();
                self.diags.push(op_diagnostic(
                    ctx,
                    body,
                    o,
                    format!("failed to legalize operation '{name}' that was erased while its results are still used"),
                ));
                return Err(());
            }
            state.erase_op(body, o);
        }
        Ok(())
    }

    fn finalize_casts(&mut self, body: &mut Body, state: &mut ConvState) -> LogicalResult {
        let ctx = self.ctx;
        let mats = std::mem::take(&mut state.materializations);
        let mat_ops: HashSet<OpId> = mats.iter().map(|m| m.op).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for m in &mats {
                if state.is_ignored(m.op) {
                    continue;
                }
                let r = body.result(m.op, 0);
                if !body.has_uses(r) {
                    state.erase_op(body, m.op);
                    changed = true;
                    continue;
                }
                if body.num_operands(m.op) != 1 {
                    continue;
                }
                let input = body.operand(m.op, 0);
                let out_ty = body.value_type(r);
                if body.value_type(input) == out_ty {
                    state.replace_all_uses(body, r, input);
                    state.erase_op(body, m.op);
                    changed = true;
                    continue;
                }
                // A round trip through another materialization, or through any
                // conversion cast (upstream checks "blindly" for one).
                if let Some(inner) = body.defining_op(input) {
                    if (mat_ops.contains(&inner) || ctx.op_name_str(body.op_name(inner)) == CAST)
                        && body.num_operands(inner) == 1
                        && body.value_type(body.operand(inner, 0)) == out_ty
                    {
                        let src = body.operand(inner, 0);
                        state.replace_all_uses(body, r, src);
                        state.erase_op(body, m.op);
                        changed = true;
                    }
                }
            }
        }
        for m in &mats {
            if m.origin.is_some() || state.is_ignored(m.op) {
                continue;
            }
            let Some(conv) = m.converter.as_ref() else {
                continue;
            };
            if !conv.has_materializations(m.kind) {
                continue;
            }
            let r = body.result(m.op, 0);
            let ty = body.value_type(r);
            let inputs: Vec<ValueId> = body.operands(m.op).collect();
            let loc = body.loc(m.op);
            state.absorb_events();
            let built = {
                let mut b = Builder::at(body, InsertPoint::Before(m.op));
                conv.materialize(ctx, m.kind, &mut b, ty, &inputs, loc)
            };
            state.absorb_events();
            match built {
                Some(v) => {
                    state.replace_all_uses(body, r, v);
                    state.erase_op(body, m.op);
                }
                None => {
                    let msg = format!(
                        "failed to legalize unresolved materialization from ({}) to '{}' that remained live after conversion",
                        types_list(ctx, body, &inputs),
                        crate::printer::type_to_string(ctx, ty)
                    );
                    self.diags.push(op_diagnostic(ctx, body, m.op, msg));
                    state.materializations = mats;
                    return Err(());
                }
            }
        }
        state.materializations = mats;
        Ok(())
    }

    fn finalize_results(
        &mut self,
        body: &mut Body,
        state: &mut ConvState,
        bi: usize,
    ) -> LogicalResult {
        let ctx = self.ctx;
        let mats = std::mem::take(&mut state.materializations);
        for m in &mats {
            let Some((orig, index)) = m.origin else {
                continue;
            };
            if state.is_ignored(m.op) {
                continue;
            }
            let r = body.result(m.op, 0);
            // The live user upstream names: the first use of the original result, whose
            // use list the replacement reversed.
            let user = body.uses(r).last().map(|(u, _)| u);
            let ty = body.value_type(r);
            let inputs: Vec<ValueId> = body.operands(m.op).collect();
            let loc = body.loc(orig);
            let built = match m.converter.as_ref() {
                Some(conv) => {
                    state.absorb_events();
                    let v = {
                        let mut b = Builder::at(body, InsertPoint::Before(m.op));
                        conv.materialize(ctx, MaterializationKind::Source, &mut b, ty, &inputs, loc)
                    };
                    state.absorb_events();
                    v
                }
                None => None,
            };
            match built {
                Some(v) => {
                    state.replace_all_uses(body, r, v);
                    state.erase_op(body, m.op);
                }
                None => {
                    self.late = Some(LateDiag {
                        body: bi,
                        op: orig,
                        result: index,
                        user,
                    });
                    state.materializations = mats;
                    return Err(());
                }
            }
        }
        state.materializations = mats;
        Ok(())
    }
}

fn mark_log(m: super::rewriter::Mark) -> usize {
    m.log()
}

fn mark_mats(m: super::rewriter::Mark) -> usize {
    m.materializations()
}
