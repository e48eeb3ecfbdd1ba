//! Folding: the [`FoldFn`] hook of an op (upstream's `fold(FoldAdaptor)`), the trait folders
//! (`Commutative`, `Idempotent`, `Involution`), constant matching (upstream's `m_Constant`),
//! and [`OperationFolder`], which folds ops and keeps one constant per value at the start of
//! the enclosing isolated (or unregistered) region.
//!
//! # The folder contract
//!
//! A folder is a pure function of the op and the constant values of its operands
//! ([`FoldAdaptor::operands`], `None` for a non-constant operand). It returns `None` when
//! nothing folds, or a [`Folded`]:
//! - [`Folded::Replace`]: one [`FoldResult`] per result, an attribute (materialized as a
//!   constant by the op's dialect, [`crate::dialect::Dialect::materialize_constant`]) or an
//!   existing value;
//! - [`Folded::InPlace`]: the op itself changes by the returned [`Edit`]s (upstream's in-place
//!   fold), applied by the caller.
//!
//! Returning one of the op's own results as a replacement is no fold: a pure folder has not
//! changed the op (upstream's `return getResult()` means an in-place change was made, which
//! here is [`Folded::InPlace`]).
//! A constant-like op (`CONSTANT_LIKE`) must fold, with no operands, to its value: that is how
//! constants are recognized.

use crate::attributes::{Attribute, Location};
use crate::body::{BlockId, Body, InsertPoint, OpId, RegionId, ValueId};
use crate::builder::Builder;
use crate::context::{Context, Ident};
use crate::dialect::{Dialect, Traits};
use crate::rewrite::rewriter::PatternRewriter;
use crate::types::Type;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// A folded result: a constant attribute or an existing value (upstream's `OpFoldResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FoldResult {
    Attr(Attribute),
    Value(ValueId),
}

/// A change of an op folded in place.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Edit {
    /// Replace the whole operand list.
    Operands(SmallVec<[ValueId; 4]>),
    /// Set operand `i`.
    Operand(u32, ValueId),
    /// Set property slot `i`.
    Prop(u32, Option<Attribute>),
    /// Set (or remove) a discardable attribute.
    Attr(Ident, Option<Attribute>),
    /// Replace every use of the value (a result of the op) with a new constant of the
    /// attribute, materialized by the op's dialect just before the op. Nothing is notified:
    /// this is upstream's folder building constants with its own `OpBuilder` (e.g.
    /// `ExtractStridedMetadataOp::fold`), so neither the constant nor the users are enqueued
    /// by the greedy driver; the constant is adopted (and hoisted) when the next iteration
    /// fills the worklist. A value without uses is left alone.
    UsesToConstant(ValueId, Attribute),
}

/// What a folder produced.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Folded {
    /// The op's results are replaced, one entry per result.
    Replace(SmallVec<[FoldResult; 1]>),
    /// The op is updated in place by these edits.
    InPlace(SmallVec<[Edit; 2]>),
}

impl Folded {
    /// The single result folds to a constant.
    pub fn attr(a: Attribute) -> Folded {
        Folded::Replace(smallvec::smallvec![FoldResult::Attr(a)])
    }
    /// The single result folds to an existing value.
    pub fn value(v: ValueId) -> Folded {
        Folded::Replace(smallvec::smallvec![FoldResult::Value(v)])
    }
}

/// What a folder sees (upstream's `FoldAdaptor`).
pub struct FoldAdaptor<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub op: OpId,
    /// The constant value of each operand, `None` when it is not a constant. Empty when a
    /// constant-like op is asked for its value.
    pub operands: &'a [Option<Attribute>],
}

impl FoldAdaptor<'_> {
    /// The constant value of operand `i`, if any.
    pub fn operand(&self, i: usize) -> Option<Attribute> {
        self.operands.get(i).copied().flatten()
    }
}

/// The folder of an op.
pub type FoldFn = fn(&FoldAdaptor<'_>) -> Option<Folded>;

/// The outcome of [`fold_op`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FoldOutcome {
    /// Replace the results with these (one per result).
    Replaced(SmallVec<[FoldResult; 1]>),
    /// The op was updated in place (its edits are applied).
    InPlace,
}

/// Applies in-place edits to `op` (through the body, which notifies its listener); returns
/// whether anything changed (edits that set what is already there are skipped).
pub fn apply_edits(ctx: &Context, body: &mut Body, op: OpId, edits: &[Edit]) -> bool {
    let mut changed = false;
    for e in edits {
        match e {
            Edit::Operands(vs) => {
                if !body.operands(op).eq(vs.iter().copied()) {
                    body.set_operands(op, vs);
                    changed = true;
                }
            }
            Edit::Operand(i, v) => {
                let i = *i as usize;
                if i < body.num_operands(op) && body.operand(op, i) != *v {
                    body.set_operand(op, i, *v);
                    changed = true;
                }
            }
            Edit::Prop(i, a) => {
                if body.op(op).props.get(*i as usize).copied().flatten() != *a {
                    body.set_prop(op, *i as usize, *a);
                    changed = true;
                }
            }
            Edit::Attr(n, a) => {
                if body.attr(op, *n) != *a {
                    body.set_attr(ctx, op, *n, *a);
                    changed = true;
                }
            }
            Edit::UsesToConstant(v, a) => {
                if !body.has_uses(*v) {
                    continue;
                }
                let Some(dialect) = ctx.op_dialect(body.op_name(op)) else {
                    continue;
                };
                let (ty, loc) = (body.value_type(*v), body.loc(op));
                let saved = body.set_listener(None);
                let mut b = Builder::at(body, InsertPoint::Before(op));
                let c = dialect.materialize_constant(ctx, &mut b, *a, ty, loc);
                if let Some(c) = c {
                    let cv = body.result(c, 0);
                    body.replace_all_uses(*v, cv);
                    changed = true;
                }
                body.set_listener(saved);
            }
        }
    }
    changed
}

/// Folds `op` as upstream's `Operation::fold(operands, results)`: the op's folder, then (if
/// it failed or folded in place) its trait folders. Unregistered ops never fold.
pub fn fold_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<FoldOutcome> {
    let info = ctx.op_info(body.op_name(op))?;
    let mut in_place = false;
    if let Some(f) = info.fold {
        let folded = f(&FoldAdaptor {
            ctx,
            body,
            op,
            operands,
        });
        match folded {
            Some(Folded::Replace(rs)) => {
                let results = body.results(op);
                let own = |r: &FoldResult| matches!(r, FoldResult::Value(v) if results.contains(v));
                if rs.len() != results.len() {
                    debug_assert!(false, "folder produced the wrong number of results");
                    return None;
                }
                // A pure folder cannot have changed the op: its own results are no fold.
                if !rs.iter().any(own) {
                    return Some(FoldOutcome::Replaced(rs));
                }
            }
            Some(Folded::InPlace(edits)) => {
                // Edits that change nothing are no fold (and no endless refolding).
                in_place = apply_edits(ctx, body, op, &edits);
            }
            None => {}
        }
    }
    if let Some(r) = fold_traits(ctx, body, op, info.traits, operands) {
        return Some(r);
    }
    in_place.then_some(FoldOutcome::InPlace)
}

/// The trait folders, in the order `Commutative`, `Idempotent`, `Involution`; the first one
/// that folds wins (upstream's `foldTraits`).
fn fold_traits(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    traits: Traits,
    operands: &[Option<Attribute>],
) -> Option<FoldOutcome> {
    if traits.has(Traits::COMMUTATIVE) && fold_commutative(body, op, operands) {
        return Some(FoldOutcome::InPlace);
    }
    // Folding to the op's own result (possible in graph regions) is no fold.
    let single = |v: Option<ValueId>| {
        let v = v?;
        let own = *body.results(op).first()?;
        (v != own).then(|| FoldOutcome::Replaced(smallvec::smallvec![FoldResult::Value(v)]))
    };
    if traits.has(Traits::IDEMPOTENT) && body.results(op).len() == 1 {
        if let Some(r) = single(fold_idempotent(body, op)) {
            return Some(r);
        }
    }
    if traits.has(Traits::INVOLUTION) && body.results(op).len() == 1 {
        if let Some(r) = single(fold_involution(body, op)) {
            return Some(r);
        }
    }
    let _ = ctx;
    None
}

/// Moves constant operands after the others, keeping relative order (upstream's
/// `foldCommutative`); true if anything moved.
fn fold_commutative(body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> bool {
    let n = body.num_operands(op);
    if n < 2 {
        return false;
    }
    let is_const = |i: usize| operands.get(i).is_some_and(|a| a.is_some());
    let Some(first_const) = (0..n).find(|&i| is_const(i)) else {
        return false;
    };
    if (first_const..n).all(is_const) {
        return false;
    }
    let vals: SmallVec<[ValueId; 4]> = body.operands(op).collect();
    let mut new: SmallVec<[ValueId; 4]> = vals[..first_const].into();
    new.extend((first_const..n).filter(|&i| !is_const(i)).map(|i| vals[i]));
    new.extend((first_const..n).filter(|&i| is_const(i)).map(|i| vals[i]));
    body.set_operands(op, &new);
    true
}

/// `op(op(x)) -> op(x)` and `op(x, x) -> x` (upstream's `foldIdempotent`).
fn fold_idempotent(body: &Body, op: OpId) -> Option<ValueId> {
    match body.num_operands(op) {
        0 => None,
        1 => {
            let x = body.operand(op, 0);
            let def = body.defining_op(x)?;
            (body.op_name(def) == body.op_name(op)).then_some(x)
        }
        _ => {
            let (a, b) = (body.operand(op, 0), body.operand(op, 1));
            (a == b).then_some(a)
        }
    }
}

/// `op(op(x)) -> x` (upstream's `foldInvolution`).
fn fold_involution(body: &Body, op: OpId) -> Option<ValueId> {
    if body.num_operands(op) == 0 {
        return None;
    }
    let def = body.defining_op(body.operand(op, 0))?;
    if body.op_name(def) != body.op_name(op) || body.num_operands(def) == 0 {
        return None;
    }
    Some(body.operand(def, 0))
}

/// The value of a constant-like op (upstream's `m_Constant` on an op): its folder's
/// attribute, asked with no operands.
pub fn constant_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let info = ctx.op_info(body.op_name(op))?;
    if !info.traits.has(Traits::CONSTANT_LIKE) {
        return None;
    }
    let folded = (info.fold?)(&FoldAdaptor {
        ctx,
        body,
        op,
        operands: &[],
    });
    match folded {
        Some(Folded::Replace(rs)) => match rs.first() {
            Some(FoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        _ => None,
    }
}

/// The constant a value is defined by, if any (upstream's `matchPattern(v, m_Constant())`).
pub fn value_constant(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    constant_value(ctx, body, body.defining_op(v)?)
}

/// The constant values of `op`'s operands.
pub fn operand_constants(ctx: &Context, body: &Body, op: OpId) -> SmallVec<[Option<Attribute>; 4]> {
    body.operands(op)
        .map(|v| value_constant(ctx, body, v))
        .collect()
}

/// The region where constants folded in `block` are placed (upstream's
/// `getInsertionRegion`): the nearest enclosing region whose op is isolated from above (a
/// body's root region), unregistered, or asks for it through its dialect's
/// [`Dialect::should_materialize_into`].
pub fn insertion_region(ctx: &Context, body: &Body, block: BlockId) -> Option<RegionId> {
    let mut block = block;
    loop {
        let region = body.block_parent(block)?;
        let Some(parent) = body.region_parent(region) else {
            return Some(region);
        };
        let name = body.op_name(parent);
        match ctx.op_dialect(name) {
            None => return Some(region),
            Some(d) => {
                if ctx.op_traits(name).has(Traits::ISOLATED_FROM_ABOVE)
                    || body.parent_block(parent).is_none()
                    || d.should_materialize_into(ctx, body, region)
                {
                    return Some(region);
                }
            }
        }
        block = body.parent_block(parent)?;
    }
}

type ConstKey = (&'static str, Attribute, Type);

/// Folds ops and unifies the constants it creates or is told about, one per (dialect,
/// value, type) in each insertion region of one body (upstream's `OperationFolder`).
/// Constants it owns sit at the start of their insertion region's entry block; a constant
/// moved or merged there loses its location (`loc(unknown)`), as upstream 19.
#[derive(Default)]
pub struct OperationFolder {
    scopes: HashMap<RegionId, HashMap<ConstKey, OpId>>,
    referenced: HashMap<OpId, SmallVec<[&'static str; 1]>>,
}

impl OperationFolder {
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets every constant.
    pub fn clear(&mut self) {
        self.scopes.clear();
        self.referenced.clear();
    }

    /// Whether `op` is a constant this folder created or adopted.
    pub fn is_folder_owned_constant(&self, op: OpId) -> bool {
        self.referenced.contains_key(&op)
    }

    fn is_owned_opt(&self, op: Option<OpId>) -> bool {
        op.is_some_and(|o| self.is_folder_owned_constant(o))
    }

    /// Adopts the existing constant `op` (of value `value`, computed if `None`), hoisting it
    /// to the start of its insertion region. Returns false if an equal constant was already
    /// known, in which case `op` is replaced by it and erased (upstream's
    /// `insertKnownConstant`).
    pub fn insert_known_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        value: Option<Attribute>,
    ) -> bool {
        let ctx = rw.ctx;
        let unknown = ctx.unknown_loc();
        let Some(op_block) = rw.body.parent_block(op) else {
            return true;
        };
        if self.is_folder_owned_constant(op) {
            let first = rw.body.first_op(op_block);
            if first != Some(op) && !self.is_owned_opt(rw.body.prev_op(op)) {
                rw.unnotified(|b| {
                    b.move_op(op, InsertPoint::BlockStart(op_block));
                    b.set_loc(op, unknown);
                });
            }
            return true;
        }
        let Some(value) = value.or_else(|| constant_value(ctx, rw.body, op)) else {
            return true;
        };
        let name = rw.body.op_name(op);
        let Some(dialect) = ctx.op_dialect(name) else {
            return true;
        };
        let Some(&res) = rw.body.results(op).first() else {
            return true;
        };
        let ty = rw.body.value_type(res);
        let Some(region) = insertion_region(ctx, rw.body, op_block) else {
            return true;
        };
        let key = (dialect.namespace(), value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            self.notify_removal(ctx, rw.body, op);
            let results: SmallVec<[ValueId; 1]> = rw.body.results(existing).into();
            rw.replace_op(op, &results);
            rw.unnotified(|b| b.set_loc(existing, unknown));
            return false;
        }
        let Some(insert_block) = rw.body.entry_block(region) else {
            return true;
        };
        let front = rw.body.first_op(insert_block);
        if op_block != insert_block
            || (front != Some(op) && !self.is_owned_opt(rw.body.prev_op(op)))
        {
            rw.unnotified(|b| {
                b.move_op(op, InsertPoint::BlockStart(insert_block));
                b.set_loc(op, unknown);
            });
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.referenced
            .entry(op)
            .or_default()
            .push(dialect.namespace());
        true
    }

    /// Forgets `op` if it is a constant this folder owns (upstream's `notifyRemoval`); call
    /// it before erasing such a constant outside the folder.
    pub fn notify_removal(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let Some(dialects) = self.referenced.remove(&op) else {
            return;
        };
        let Some(value) = constant_value(ctx, body, op) else {
            return;
        };
        let Some(region) = body
            .parent_block(op)
            .and_then(|b| insertion_region(ctx, body, b))
        else {
            return;
        };
        let ty = body.value_type(body.result(op, 0));
        if let Some(m) = self.scopes.get_mut(&region) {
            for d in dialects {
                m.remove(&(d, value, ty));
            }
        }
    }

    /// Folds `op` (upstream's `OperationFolder::tryToFold`): `Some(true)` if it was updated in
    /// place, `Some(false)` if it was replaced (constants unified at the start of the
    /// insertion region) and erased, `None` if nothing folded.
    pub fn try_to_fold(&mut self, rw: &mut PatternRewriter<'_>, op: OpId) -> Option<bool> {
        let ctx = rw.ctx;
        if self.is_folder_owned_constant(op) {
            if let Some(blk) = rw.body.parent_block(op) {
                if rw.body.first_op(blk) != Some(op) && !self.is_owned_opt(rw.body.prev_op(op)) {
                    let unknown = ctx.unknown_loc();
                    rw.unnotified(|b| {
                        b.move_op(op, InsertPoint::BlockStart(blk));
                        b.set_loc(op, unknown);
                    });
                }
            }
            return None;
        }
        let operands = operand_constants(ctx, rw.body, op);
        let outcome = rw.unnotified(|b| fold_op(ctx, b, op, &operands))?;
        let results = match outcome {
            FoldOutcome::InPlace => {
                rw.notify_op_modified(op);
                return Some(true);
            }
            FoldOutcome::Replaced(rs) => rs,
        };
        let values = self.process_fold_results(rw, op, &results)?;
        rw.replace_op(op, &values);
        Some(false)
    }

    /// Materializes the attribute results of a fold as unified constants.
    fn process_fold_results(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        results: &[FoldResult],
    ) -> Option<SmallVec<[ValueId; 1]>> {
        let ctx = rw.ctx;
        let op_block = rw.body.parent_block(op)?;
        let region = insertion_region(ctx, rw.body, op_block)?;
        let entry = rw.body.entry_block(region)?;
        let dialect = ctx.op_dialect(rw.body.op_name(op))?;
        let saved = rw.set_insertion_point(Some(InsertPoint::BlockStart(entry)));
        let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
        let mut out: SmallVec<[ValueId; 1]> = SmallVec::new();
        let mut failed = false;
        for (i, r) in results.iter().enumerate() {
            match *r {
                FoldResult::Value(v) => out.push(v),
                FoldResult::Attr(a) => {
                    let ty = rw.body.value_type(rw.body.result(op, i));
                    let before = rw.body.num_ops();
                    match self.get_or_create_in(rw, region, dialect, a, ty) {
                        Some(c) => {
                            if rw.body.num_ops() > before {
                                created.push(c);
                            }
                            if rw.body.parent_block(c) == Some(op_block)
                                && rw.body.first_op(op_block) != Some(c)
                            {
                                rw.unnotified(|b| b.move_op(c, InsertPoint::BlockStart(op_block)));
                            }
                            out.push(rw.body.result(c, 0));
                        }
                        None => {
                            failed = true;
                            break;
                        }
                    }
                }
            }
        }
        rw.set_insertion_point(saved);
        if failed {
            for c in created {
                self.notify_removal(ctx, rw.body, c);
                rw.erase_op(c);
            }
            return None;
        }
        Some(out)
    }

    /// A constant of `value` and type `ty` from `dialect`, unified in the insertion region
    /// of `block` (created at its start if needed; upstream's `getOrCreateConstant`).
    pub fn get_or_create_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        block: BlockId,
        dialect: &'static dyn Dialect,
        value: Attribute,
        ty: Type,
    ) -> Option<ValueId> {
        let region = insertion_region(rw.ctx, rw.body, block)?;
        let entry = rw.body.entry_block(region)?;
        let saved = rw.set_insertion_point(Some(InsertPoint::BlockStart(entry)));
        let c = self.get_or_create_in(rw, region, dialect, value, ty);
        rw.set_insertion_point(saved);
        Some(rw.body.result(c?, 0))
    }

    /// Upstream's `tryGetOrCreateConstant`, at the rewriter's insertion point.
    fn get_or_create_in(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        region: RegionId,
        dialect: &'static dyn Dialect,
        value: Attribute,
        ty: Type,
    ) -> Option<OpId> {
        let ctx = rw.ctx;
        let unknown: Location = ctx.unknown_loc();
        let key = (dialect.namespace(), value, ty);
        if let Some(&c) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            if rw.body.loc(c) != unknown {
                rw.unnotified(|b| b.set_loc(c, unknown));
            }
            return Some(c);
        }
        let c = dialect.materialize_constant(ctx, rw, value, ty, unknown)?;
        rw.flush();
        let new_ns = ctx
            .op_dialect(rw.body.op_name(c))
            .map_or(dialect.namespace(), |d| d.namespace());
        let scope = self.scopes.entry(region).or_default();
        if new_ns == dialect.namespace() {
            scope.insert(key, c);
            self.referenced.entry(c).or_default().push(new_ns);
            return Some(c);
        }
        let new_key = (new_ns, value, ty);
        if let Some(&existing) = scope.get(&new_key) {
            scope.insert(key, existing);
            rw.erase_op(c);
            self.referenced
                .entry(existing)
                .or_default()
                .push(dialect.namespace());
            return Some(existing);
        }
        scope.insert(key, c);
        scope.insert(new_key, c);
        self.referenced
            .insert(c, smallvec::smallvec![dialect.namespace(), new_ns]);
        Some(c)
    }
}
