//! Upstream's `ConditionallySpeculatable` interface and `isSpeculatable`: whether an op may be
//! executed where the original program would not have executed it (no undefined behaviour,
//! termination guaranteed).
//!
//! Ops with the `AlwaysSpeculatable` trait (`Pure` ops) are speculatable. The ops of upstream
//! 19 whose speculatability depends on their operands or attributes are listed in
//! [`conditional`]; every other op does not implement the interface and is not speculatable.

use crate::attributes::{AttrKind, Attribute};
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::dialect::Traits;
use crate::rewrite::fold::value_constant;
use crate::types::TypeKind;

/// Upstream's `Speculation::Speculatability`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    NotSpeculatable,
    Speculatable,
    /// Speculatable if every op nested in the op's regions is.
    RecursivelySpeculatable,
}

/// An integer constant, or a splat of one: (is zero, is all ones).
fn int_constant_shape(ctx: &Context, a: Attribute) -> Option<(bool, bool)> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some((value.is_zero(), value.to_i64() == Some(-1))),
        AttrKind::DenseIntOrFp {
            ty, data, splat, ..
        } => {
            let elem = match ctx.type_kind(*ty) {
                TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
                _ => return None,
            };
            if !*splat
                || !matches!(
                    ctx.type_kind(elem),
                    TypeKind::Integer { .. } | TypeKind::Index
                )
            {
                return None;
            }
            Some((
                data.iter().all(|b| *b == 0),
                data.iter().all(|b| *b == 0xff),
            ))
        }
        _ => None,
    }
}

/// `getSpeculatability` of the ops whose answer depends on the op; `None` for the others.
pub fn conditional(ctx: &Context, body: &Body, op: OpId) -> Option<Speculatability> {
    use Speculatability::*;
    let name = ctx.op_name_str(body.op_name(op));
    let operand_const = |i: usize| {
        (i < body.num_operands(op))
            .then(|| value_constant(ctx, body, body.operand(op, i)))
            .flatten()
            .and_then(|a| int_constant_shape(ctx, a))
    };
    let yes = |b: bool| if b { Speculatable } else { NotSpeculatable };
    Some(match name {
        // X / 0 is undefined.
        "arith.divui" | "arith.ceildivui" => yes(operand_const(1).is_some_and(|(z, _)| !z)),
        // X / 0 and INT_MIN / -1 are undefined.
        "arith.divsi" | "arith.ceildivsi" => {
            yes(operand_const(1).is_some_and(|(z, ones)| !z && !ones))
        }
        // A loop of step 1 terminates whatever its bounds.
        "scf.for" => match operand_int(ctx, body, op, 2) {
            Some(1) => RecursivelySpeculatable,
            _ => NotSpeculatable,
        },
        "affine.for" => match affine_for_step(ctx, body, op) {
            Some(1) => RecursivelySpeculatable,
            _ => NotSpeculatable,
        },
        "affine.if" | "affine.parallel" => RecursivelySpeculatable,
        "memref.dim" => {
            let idx = operand_int(ctx, body, op, 1);
            let rank = match ctx.type_kind(body.value_type(body.operand(op, 0))) {
                TypeKind::MemRef { shape, .. } => Some(shape.len() as i64),
                _ => None,
            };
            match (idx, rank) {
                (Some(i), Some(r)) if i >= 0 && r > i => Speculatable,
                _ => NotSpeculatable,
            }
        }
        _ => return None,
    })
}

/// Operand `i` of `op` as a constant integer.
fn operand_int(ctx: &Context, body: &Body, op: OpId, i: usize) -> Option<i64> {
    if i >= body.num_operands(op) {
        return None;
    }
    match ctx.attr_kind(value_constant(ctx, body, body.operand(op, i))?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The `step` property of an `affine.for`.
fn affine_for_step(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    let info = ctx.op_info(body.op_name(op))?;
    let slot = info.props.iter().position(|p| *p == "step")?;
    let a = body.op(op).props.get(slot).copied().flatten()?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The op's speculatability, `None` when it does not implement the interface.
pub fn speculatability(ctx: &Context, body: &Body, op: OpId) -> Option<Speculatability> {
    let info = ctx.op_info(body.op_name(op))?;
    if info.traits.has(Traits::ALWAYS_SPECULATABLE) {
        return Some(Speculatability::Speculatable);
    }
    conditional(ctx, body, op)
}

/// Upstream's `isSpeculatable`.
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut stack = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        match speculatability(ctx, b, o) {
            None | Some(Speculatability::NotSpeculatable) => return false,
            Some(Speculatability::Speculatable) => {}
            Some(Speculatability::RecursivelySpeculatable) => {
                let (rb, regions) = b.op_regions(o);
                for &r in regions {
                    for blk in rb.region_blocks(r) {
                        for inner in rb.block_ops(blk) {
                            stack.push((rb, inner));
                        }
                    }
                }
            }
        }
    }
    true
}
