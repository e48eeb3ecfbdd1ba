//! Upstream's `RegionBranchOpInterface::getRegionInvocationBounds`: how many times each
//! region of a region-branch op may run per execution of the op, given the op's constant
//! operands. Ops not listed have unknown bounds (upstream's default).

use crate::attributes::{AttrKind, Attribute};
use crate::body::{Body, OpId};
use crate::context::Context;

/// Upstream's `InvocationBounds`: a lower bound and an optional upper bound.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    pub lower: u32,
    pub upper: Option<u32>,
}

impl InvocationBounds {
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };
    pub const fn at_most(upper: u32) -> Self {
        InvocationBounds {
            lower: 0,
            upper: Some(upper),
        }
    }
}

fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The bounds of each region of `op`, given the constant values of its operands.
pub fn region_invocation_bounds(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Vec<InvocationBounds> {
    let n = body.num_regions(op);
    let first = operands.first().copied().flatten();
    match ctx.op_name_str(body.op_name(op)) {
        "scf.if" => match int_of(ctx, first) {
            // A known condition runs one region once and the other never.
            Some(c) => vec![
                InvocationBounds::at_most((c != 0) as u32),
                InvocationBounds::at_most((c == 0) as u32),
            ],
            None => vec![InvocationBounds::at_most(1); 2],
        },
        "scf.index_switch" => {
            let Some(v) = int_of(ctx, first) else {
                return vec![InvocationBounds::at_most(1); n];
            };
            let cases = crate::ods::prop(ctx, body, op, "cases")
                .map(|a| match ctx.attr_kind(a) {
                    AttrKind::DenseArray { data, .. } => data
                        .chunks_exact(8)
                        .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
                        .collect(),
                    _ => Vec::new(),
                })
                .unwrap_or_default();
            let live = cases
                .iter()
                .position(|c| *c == v)
                .unwrap_or(n.saturating_sub(1));
            (0..n)
                .map(|i| InvocationBounds::at_most((i == live) as u32))
                .collect()
        }
        _ => vec![InvocationBounds::UNKNOWN; n],
    }
}
