//! The conversion drivers: partial, full and analysis conversion (upstream's
//! `OperationConverter` and `OperationLegalizer`).

use super::rewriter::{ConvState, ConversionPatternRewriter, ConversionPatternSet};
use super::target::ConversionTarget;
use crate::body::{BlockId, Body, InsertPoint, OpId, ValueId};
use crate::builder::Builder;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::op_diagnostic;
use crate::rewrite::fold::{constant_value, fold_op, operand_constants, FoldOutcome};
use crate::rewrite::rewriter::{BodyEvent, EventQueue, Recorder};
use crate::rewrite::{FoldResult, LogicalResult};
use crate::walk::{IrNode, WalkOptions, WalkResult};
use smallvec::SmallVec;
use std::collections::HashSet;

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
    run(ctx, body, target, patterns, ConversionMode::Partial)
}

/// Every op in `body` must be legal afterwards (upstream's `applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    run(ctx, body, target, patterns, ConversionMode::Full)
}

/// Finds the ops that could be legalized, leaving the IR unchanged (upstream's
/// `applyAnalysisConversion`).
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    run(ctx, body, target, patterns, ConversionMode::Analysis)
}

fn run(
    ctx: &Context,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    mode: ConversionMode,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    let snapshot = body.deep_clone();
    let mut cx = Converter {
        ctx,
        target,
        patterns,
        mode,
        applied: HashSet::new(),
        queue: EventQueue::default(),
        report: ConversionReport::default(),
        diags: Vec::new(),
        path: Vec::new(),
    };
    let ok = cx.convert_body(body).is_ok();
    if !ok || mode == ConversionMode::Analysis {
        restore(body, snapshot);
    }
    if ok {
        Ok(cx.report)
    } else {
        Err(cx.diags)
    }
}

/// Puts `snapshot` in place of `body`, keeping the body's listener.
fn restore(body: &mut Body, mut snapshot: Body) {
    let l = body.set_listener(None);
    std::mem::swap(body, &mut snapshot);
    body.set_listener(l);
}

struct Converter<'c> {
    ctx: &'c Context,
    target: &'c ConversionTarget,
    patterns: &'c ConversionPatternSet,
    mode: ConversionMode,
    /// Patterns being applied (a pattern is not applied recursively).
    applied: HashSet<usize>,
    queue: EventQueue,
    report: ConversionReport,
    diags: Vec<Diagnostic>,
    path: Vec<OpId>,
}

impl Converter<'_> {
    fn path_to(&self, op: OpId) -> OpPath {
        let mut p = self.path.clone();
        p.push(op);
        p
    }

    /// Converts one body, then the bodies of the isolated ops in it.
    fn convert_body(&mut self, body: &mut Body) -> LogicalResult {
        let mut to_convert = Vec::new();
        let roots: Vec<_> = body.root_regions().to_vec();
        for r in roots {
            self.compute_conversion_set(body, r, &mut to_convert)?;
        }
        let prev = body.set_listener(Some(Box::new(Recorder {
            tag: 0,
            queue: self.queue.clone(),
        })));
        let mut state = ConvState::default();
        let mut result = Ok(());
        for op in to_convert {
            if !body.contains_op(op) || state.is_ignored(op) {
                continue;
            }
            if self.convert(body, &mut state, op).is_err() {
                result = Err(());
                break;
            }
        }
        if result.is_ok() {
            result = self.finalize(body, &mut state);
        }
        body.set_listener(prev);
        self.queue.lock().unwrap_or_else(|e| e.into_inner()).clear();
        result?;
        // Nested isolated bodies, in pre-order.
        let mut isolated = Vec::new();
        body.walk_body(WalkOptions::pre_order(), |b, n| {
            let IrNode::Op(o) = n else {
                return WalkResult::Advance;
            };
            if self
                .target
                .is_legal(self.ctx, b, o)
                .is_some_and(|d| d.is_recursively_legal)
            {
                return WalkResult::Skip;
            }
            if b.is_isolated(o) {
                isolated.push(o);
            }
            WalkResult::Advance
        });
        for o in isolated {
            let Some(child) = body.isolated_body_mut(o) else {
                continue;
            };
            self.path.push(o);
            let r = self.convert_body(child);
            self.path.pop();
            r?;
        }
        Ok(())
    }

    /// The ops of `region` in upstream's order: blocks from the entry through successors
    /// (a stack), each block's ops pre-order; recursively legal ops are not entered.
    fn compute_conversion_set(
        &mut self,
        body: &Body,
        region: crate::RegionId,
        out: &mut Vec<OpId>,
    ) -> LogicalResult {
        let Some(entry) = body.entry_block(region) else {
            return Ok(());
        };
        let mut worklist = vec![entry];
        let mut visited: HashSet<BlockId> = HashSet::from([entry]);
        while let Some(b) = worklist.pop() {
            for op in body.block_ops(b) {
                out.push(op);
                if self
                    .target
                    .is_legal(self.ctx, body, op)
                    .is_some_and(|d| d.is_recursively_legal)
                {
                    continue;
                }
                if body.is_isolated(op) {
                    continue;
                }
                for &r in body.regions(op) {
                    self.compute_conversion_set(body, r, out)?;
                }
            }
            if let Some(t) = body.last_op(b) {
                for &s in body.successors(t) {
                    if visited.insert(s) {
                        worklist.push(s);
                    }
                }
            }
        }
        if body
            .region_blocks(region)
            .skip(1)
            .any(|b| !visited.contains(&b))
        {
            let loc = body
                .region_parent(region)
                .map_or_else(|| self.ctx.unknown_loc(), |o| body.loc(o));
            self.diags.push(Diagnostic::error(
                loc,
                "unreachable blocks were not converted",
            ));
            return Err(());
        }
        Ok(())
    }

    /// Legalizes one op of the conversion set and applies the mode's rules.
    fn convert(&mut self, body: &mut Body, state: &mut ConvState, op: OpId) -> LogicalResult {
        if self.legalize(body, state, op).is_ok() {
            if self.mode == ConversionMode::Analysis {
                self.report.legalizable.push(self.path_to(op));
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
                self.report.unlegalized.push(self.path_to(op));
                Ok(())
            }
            ConversionMode::Analysis => Ok(()),
        }
    }

    /// Upstream's `OperationLegalizer::legalize`.
    fn legalize(&mut self, body: &mut Body, state: &mut ConvState, op: OpId) -> LogicalResult {
        if let Some(d) = self.target.is_legal(self.ctx, body, op) {
            if d.is_recursively_legal && !body.is_isolated(op) {
                body.walk_ops(IrNode::Op(op), WalkOptions::pre_order(), |_, o| {
                    if o != op {
                        state.ignored.insert(o);
                    }
                    WalkResult::Advance
                });
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

    fn drain_events(&self) -> Vec<BodyEvent> {
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        q.drain(..).map(|(_, e)| e).collect()
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
        let operands = operand_constants(ctx, body, op);
        self.drain_events();
        let outcome = fold_op(ctx, body, op, &operands).ok_or(())?;
        let results: SmallVec<[FoldResult; 1]> = match outcome {
            FoldOutcome::InPlace => {
                self.drain_events();
                return self.legalize(body, state, op);
            }
            FoldOutcome::Replaced(rs) => rs,
        };
        let snapshot = body.deep_clone();
        let saved = state.clone();
        let loc = body.loc(op);
        let dialect = ctx.op_dialect(body.op_name(op));
        let mut values: SmallVec<[ValueId; 2]> = SmallVec::new();
        let mut created = Vec::new();
        {
            let mut b = Builder::at(body, InsertPoint::Before(op));
            for (i, r) in results.iter().enumerate() {
                match *r {
                    FoldResult::Value(v) => values.push(v),
                    FoldResult::Attr(a) => {
                        let ty = b.body.value_type(b.body.result(op, i));
                        match dialect.and_then(|d| d.materialize_constant(ctx, &mut b, a, ty, loc))
                        {
                            Some(c) => {
                                created.push(c);
                                values.push(b.body.result(c, 0));
                            }
                            None => {
                                self.drain_events();
                                restore(body, snapshot);
                                *state = saved;
                                return Err(());
                            }
                        }
                    }
                }
            }
        }
        {
            let mut rw = ConversionPatternRewriter::new(ctx, body, state, None);
            rw.replace_op(op, &values);
        }
        self.drain_events();
        for c in created {
            if self.legalize(body, state, c).is_err() {
                self.drain_events();
                restore(body, snapshot);
                *state = saved;
                return Err(());
            }
        }
        Ok(())
    }

    /// Tries the patterns of `op` by benefit (upstream's `legalizeWithPattern`); each
    /// failing attempt is rolled back.
    fn legalize_with_pattern(
        &mut self,
        body: &mut Body,
        state: &mut ConvState,
        op: OpId,
    ) -> LogicalResult {
        let order = self.patterns.ordered_for(body.op_name(op));
        for pi in order {
            if !self.applied.insert(pi) {
                continue;
            }
            self.drain_events();
            let snapshot = body.deep_clone();
            let saved = state.clone();
            state.modified.clear();
            let entry = &self.patterns.patterns[pi];
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
            let ok = matched.is_ok()
                && self
                    .legalize_pattern_result(body, state, op, &snapshot)
                    .is_ok();
            self.applied.remove(&pi);
            if ok {
                return Ok(());
            }
            self.drain_events();
            restore(body, snapshot);
            *state = saved;
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
        before: &Body,
    ) -> LogicalResult {
        let events = self.drain_events();
        let modified = std::mem::take(&mut state.modified);
        let mut created: Vec<OpId> = Vec::new();
        let mut seen: HashSet<OpId> = HashSet::new();
        let mut new_blocks: Vec<BlockId> = Vec::new();
        for e in &events {
            match *e {
                BodyEvent::Inserted(o) if !before.contains_op(o) && seen.insert(o) => {
                    created.push(o)
                }
                BodyEvent::BlockInserted(b) if !before.contains_block(b) => new_blocks.push(b),
                _ => {}
            }
        }
        // Blocks with arguments created in ops other than the root and the created ones:
        // their parent is legalized again.
        let created_set: HashSet<OpId> = created.iter().copied().collect();
        let mut relegalized: HashSet<OpId> = HashSet::new();
        for b in new_blocks {
            if !body.contains_block(b) || body.block_args(b).is_empty() {
                continue;
            }
            let Some(parent) = body.block_parent_op(b) else {
                continue;
            };
            if parent == op || created_set.contains(&parent) || !relegalized.insert(parent) {
                continue;
            }
            self.legalize(body, state, parent)?;
        }
        let mats: HashSet<OpId> = state.materializations.iter().map(|m| m.op).collect();
        for o in created {
            // Materializations are resolved when the conversion commits, not legalized.
            if !body.contains_op(o) || state.is_ignored(o) || mats.contains(&o) {
                continue;
            }
            self.legalize(body, state, o)?;
        }
        for o in modified {
            if body.contains_op(o) {
                self.legalize(body, state, o)?;
            }
        }
        Ok(())
    }

    /// Commits the conversion of one body: pending erasures, then materializations (dead
    /// casts removed, round trips folded, the rest built by the type converter or left as
    /// `builtin.unrealized_conversion_cast`).
    fn finalize(&mut self, body: &mut Body, state: &mut ConvState) -> LogicalResult {
        let ctx = self.ctx;
        // Ops erased with live uses: by now their users should be gone too.
        let pending = std::mem::take(&mut state.pending_erase);
        for &o in &pending {
            if body.contains_op(o) && body.num_operands(o) > 0 {
                body.set_operands(o, &[]);
            }
        }
        for &o in pending.iter().rev() {
            if !body.contains_op(o) {
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
            body.erase_op(o);
        }
        let mats = std::mem::take(&mut state.materializations);
        let alive = |body: &Body, o: OpId| body.contains_op(o);
        let mut changed = true;
        while changed {
            changed = false;
            for m in &mats {
                if !alive(body, m.op) {
                    continue;
                }
                let r = body.result(m.op, 0);
                if !body.has_uses(r) {
                    body.erase_op(m.op);
                    changed = true;
                    continue;
                }
                if body.num_operands(m.op) != 1 {
                    continue;
                }
                let input = body.operand(m.op, 0);
                let out_ty = body.value_type(r);
                if body.value_type(input) == out_ty {
                    body.replace_all_uses(r, input);
                    body.erase_op(m.op);
                    changed = true;
                    continue;
                }
                // A round trip through another materialization.
                if let Some(inner) = body.defining_op(input) {
                    if mats.iter().any(|x| x.op == inner)
                        && body.num_operands(inner) == 1
                        && body.value_type(body.operand(inner, 0)) == out_ty
                    {
                        let src = body.operand(inner, 0);
                        body.replace_all_uses(r, src);
                        body.erase_op(m.op);
                        changed = true;
                    }
                }
            }
        }
        for m in &mats {
            if !alive(body, m.op) {
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
            let built = {
                let mut b = Builder::at(body, InsertPoint::Before(m.op));
                conv.materialize(ctx, m.kind, &mut b, ty, &inputs, loc)
            };
            match built {
                Some(v) => {
                    body.replace_all_uses(r, v);
                    body.erase_op(m.op);
                }
                None => {
                    let ins: Vec<String> = inputs
                        .iter()
                        .map(|v| crate::printer::type_to_string(ctx, body.value_type(*v)))
                        .collect();
                    let msg = format!(
                        "failed to legalize unresolved materialization from ({}) to {} that remained live after conversion",
                        ins.join(", "),
                        crate::printer::type_to_string(ctx, ty)
                    );
                    self.diags.push(op_diagnostic(ctx, body, m.op, msg));
                    return Err(());
                }
            }
        }
        Ok(())
    }
}
