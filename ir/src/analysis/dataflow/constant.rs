//! Upstream's `ConstantValue` lattice and the simulated fold of
//! `SparseConstantPropagation::visitOperation`.

use crate::attributes::Attribute;
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::dialect::{OperationName, Traits};
use crate::rewrite::fold::{FoldAdaptor, FoldResult, Folded};
use crate::rewrite::Edit;

/// Upstream's `ConstantValue`: not yet known, a constant (with the op whose dialect
/// materializes it), or overdefined.
#[derive(Copy, Clone, Debug)]
pub enum ConstantValue {
    Uninitialized,
    Constant(Attribute, OperationName),
    Unknown,
}

impl ConstantValue {
    /// The constant, `None` when overdefined or uninitialized.
    pub fn attr(&self) -> Option<Attribute> {
        match self {
            ConstantValue::Constant(a, _) => Some(*a),
            _ => None,
        }
    }

    /// Upstream's equality: the constants compare, not the dialects.
    pub fn same(&self, o: &ConstantValue) -> bool {
        match (self, o) {
            (ConstantValue::Uninitialized, ConstantValue::Uninitialized) => true,
            (ConstantValue::Unknown, ConstantValue::Unknown) => true,
            (ConstantValue::Constant(a, _), ConstantValue::Constant(b, _)) => a == b,
            _ => false,
        }
    }

    /// Upstream's `ConstantValue::join`.
    pub fn join(self, rhs: ConstantValue) -> ConstantValue {
        match (self, rhs) {
            (ConstantValue::Uninitialized, r) => r,
            (l, ConstantValue::Uninitialized) => l,
            (l, r) if l.same(&r) => l,
            _ => ConstantValue::Unknown,
        }
    }
}

/// Whether in-place edits would change the op (an unchanged op is no fold).
fn edits_change(body: &Body, op: OpId, edits: &[Edit]) -> bool {
    edits.iter().any(|e| match e {
        Edit::Operands(vs) => !body.operands(op).eq(vs.iter().copied()),
        Edit::Operand(i, v) => body.operand(op, *i as usize) != *v,
        Edit::Prop(i, a) => body.op(op).props.get(*i as usize).copied().flatten() != *a,
        Edit::Attr(..) | Edit::UsesToConstant(..) => true,
    })
}

/// Upstream's `Operation::fold` simulated with the lattice's constants as operands, without
/// changing the op: `Some(results)` for an out-of-place fold, `None` when nothing folds or
/// the fold would be in place (both mean overdefined results).
pub fn simulate_fold(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let info = ctx.op_info(body.op_name(op))?;
    let results = body.results(op);
    let mut in_place = false;
    if let Some(f) = info.fold {
        match f(&FoldAdaptor {
            ctx,
            body,
            op,
            operands,
        }) {
            Some(Folded::Replace(rs)) => {
                let own = |r: &FoldResult| matches!(r, FoldResult::Value(v) if results.contains(v));
                if rs.len() == results.len() && !rs.iter().any(own) {
                    return Some(rs.to_vec());
                }
            }
            Some(Folded::InPlace(edits)) => in_place = edits_change(body, op, &edits),
            None => {}
        }
    }
    // The trait folders: `Commutative` only ever folds in place.
    let traits = info.traits;
    let n = body.num_operands(op);
    if traits.has(Traits::COMMUTATIVE) && n >= 2 {
        let is_const = |i: usize| operands.get(i).is_some_and(|a| a.is_some());
        if let Some(first) = (0..n).find(|&i| is_const(i)) {
            if !(first..n).all(is_const) {
                return None;
            }
        }
    }
    if results.len() == 1 {
        let own = results[0];
        let value = if traits.has(Traits::IDEMPOTENT) {
            match n {
                1 => {
                    let x = body.operand(op, 0);
                    body.defining_op(x)
                        .filter(|d| body.op_name(*d) == body.op_name(op))
                        .map(|_| x)
                }
                0 => None,
                _ => {
                    let (a, b) = (body.operand(op, 0), body.operand(op, 1));
                    (a == b).then_some(a)
                }
            }
        } else {
            None
        };
        let value = value.or_else(|| {
            if !traits.has(Traits::INVOLUTION) || n == 0 {
                return None;
            }
            let def = body.defining_op(body.operand(op, 0))?;
            (body.op_name(def) == body.op_name(op) && body.num_operands(def) > 0)
                .then(|| body.operand(def, 0))
        });
        if let Some(v) = value.filter(|v| *v != own) {
            return Some(vec![FoldResult::Value(v)]);
        }
    }
    let _ = in_place;
    None
}
