//! Upstream's `ViewLikeOpInterface`: an op whose result is a view of one of its operands
//! (`memref.subview`, `memref.cast`, ...): aliasing analyses follow `getViewSource`.

use crate::body::{Body, OpId, ValueId};
use crate::context::Context;

/// Upstream's `ViewLikeOpInterface`.
#[derive(Copy, Clone)]
pub struct ViewLikeOpInterface {
    /// `getViewSource`.
    pub view_source: fn(&Context, &Body, OpId) -> ValueId,
}

/// The operand `i` as the view source.
pub fn operand_source<const I: usize>(_: &Context, body: &Body, op: OpId) -> ValueId {
    body.operand(op, I)
}

/// A view-like interface whose source is operand `I`.
pub const fn source_operand<const I: usize>() -> ViewLikeOpInterface {
    ViewLikeOpInterface {
        view_source: operand_source::<I>,
    }
}

/// `getViewSource` of a view-like op.
pub fn view_source(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    let i = super::of(ctx, body, op)?.view_like?;
    (body.num_operands(op) > 0).then(|| (i.view_source)(ctx, body, op))
}

/// Follows view sources from `v` to the value it is ultimately a view of (stops at block
/// arguments and ops that are not view-like).
pub fn underlying_source(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    while let Some(op) = body.defining_op(v) {
        match view_source(ctx, body, op) {
            Some(s) if s != v => v = s,
            _ => break,
        }
    }
    v
}
