//! Upstream's `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface`: control
//! flow between an op and its regions (`scf.if`, `scf.for`, `scf.while`, ...), the queries
//! upstream's analyses use, and `verifyTypesAlongControlFlowEdges` with its messages.

use super::OpInterfaces;
use crate::body::{Body, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::printer::type_to_string;
use crate::types::Type;
use crate::verifier::op_error;
use std::ops::Range;

/// Where control is or goes: the op itself (entering it, or leaving to its results) or
/// one of its regions, by index (upstream's `RegionBranchPoint`/`RegionSuccessor` target).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionBranchPoint {
    Parent,
    Region(usize),
}

/// Upstream's `RegionSuccessor`: a successor and the values that receive what flows in
/// (the region's entry arguments, or some of the op's results).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    pub successor: RegionBranchPoint,
    pub inputs: Vec<ValueId>,
}

impl RegionSuccessor {
    pub fn parent(inputs: Vec<ValueId>) -> Self {
        RegionSuccessor {
            successor: RegionBranchPoint::Parent,
            inputs,
        }
    }
    pub fn region(i: usize, inputs: Vec<ValueId>) -> Self {
        RegionSuccessor {
            successor: RegionBranchPoint::Region(i),
            inputs,
        }
    }
}

/// `getEntrySuccessorOperands`.
pub type EntryOperandsFn = fn(&Context, &Body, OpId, RegionBranchPoint) -> Vec<ValueId>;

/// Upstream's `RegionBranchOpInterface`.
#[derive(Copy, Clone)]
pub struct RegionBranchOpInterface {
    /// `getSuccessorRegions(point, regions)`: where control may go from `point` (the parent
    /// when entering the op, a region when its terminator is reached).
    pub successor_regions: fn(&Context, &Body, OpId, RegionBranchPoint, &mut Vec<RegionSuccessor>),
    /// `getEntrySuccessorOperands(successor)`: the op's operands forwarded to `successor`
    /// when control enters it from the parent (default: none).
    pub entry_successor_operands: Option<EntryOperandsFn>,
    /// `areTypesCompatible` (default: equality).
    pub are_types_compatible: Option<fn(&Context, Type, Type) -> bool>,
}

/// Upstream's `RegionBranchTerminatorOpInterface`: the operands a terminator forwards to
/// a successor of its parent region-branch op, as a range of its operands.
#[derive(Copy, Clone)]
pub struct RegionBranchTerminatorOpInterface {
    pub successor_operands: fn(&Context, &Body, OpId, RegionBranchPoint) -> Range<usize>,
}

fn all_operands(_: &Context, body: &Body, op: OpId, _: RegionBranchPoint) -> Range<usize> {
    0..body.num_operands(op)
}

/// The terminator interface of `ReturnLike` ops (upstream's `ReturnLike` trait implies
/// it): every operand is forwarded.
pub const RETURN_LIKE_TERMINATOR: RegionBranchTerminatorOpInterface =
    RegionBranchTerminatorOpInterface {
        successor_operands: all_operands,
    };

/// The op's `RegionBranchOpInterface`, if it has one.
pub fn interface(ctx: &Context, body: &Body, op: OpId) -> Option<RegionBranchOpInterface> {
    super::of(ctx, body, op).and_then(|i: &OpInterfaces| i.region_branch)
}

/// The op's `RegionBranchTerminatorOpInterface`, if it has one.
pub fn terminator_interface(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<RegionBranchTerminatorOpInterface> {
    super::of(ctx, body, op).and_then(|i| i.region_branch_terminator)
}

/// `getSuccessorRegions(point)`; empty for ops without the interface.
pub fn successor_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
    point: RegionBranchPoint,
) -> Vec<RegionSuccessor> {
    let mut out = Vec::new();
    if let Some(i) = interface(ctx, body, op) {
        (i.successor_regions)(ctx, body, op, point, &mut out);
    }
    out
}

/// `getEntrySuccessorOperands(successor)`.
pub fn entry_successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    successor: RegionBranchPoint,
) -> Vec<ValueId> {
    interface(ctx, body, op)
        .and_then(|i| i.entry_successor_operands)
        .map(|f| f(ctx, body, op, successor))
        .unwrap_or_default()
}

/// The operands the terminator `term` forwards to `successor` (`getSuccessorOperands`);
/// `None` if `term` is no region-branch terminator.
pub fn terminator_successor_operands(
    ctx: &Context,
    body: &Body,
    term: OpId,
    successor: RegionBranchPoint,
) -> Option<Vec<ValueId>> {
    let i = terminator_interface(ctx, body, term)?;
    let r = (i.successor_operands)(ctx, body, term, successor);
    Some(r.map(|k| body.operand(term, k)).collect())
}

/// The region-branch terminators ending the blocks of `region` (in `body`).
pub fn region_terminators(ctx: &Context, body: &Body, region: RegionId) -> Vec<OpId> {
    body.region_blocks(region)
        .filter_map(|b| body.last_op(b))
        .filter(|t| terminator_interface(ctx, body, *t).is_some())
        .collect()
}

/// Upstream's `RegionBranchOpInterface::isRepetitiveRegion(index)`: whether control can
/// reach region `index` again after leaving it (region `index` is part of a cycle).
pub fn is_repetitive_region(ctx: &Context, body: &Body, op: OpId, index: usize) -> bool {
    let mut seen = vec![false; body.op_regions(op).1.len()];
    let mut stack: Vec<usize> = successor_regions(ctx, body, op, RegionBranchPoint::Region(index))
        .into_iter()
        .filter_map(|s| match s.successor {
            RegionBranchPoint::Region(i) => Some(i),
            RegionBranchPoint::Parent => None,
        })
        .collect();
    while let Some(r) = stack.pop() {
        if r == index {
            return true;
        }
        if std::mem::replace(seen.get_mut(r).unwrap_or(&mut true), true) {
            continue;
        }
        for s in successor_regions(ctx, body, op, RegionBranchPoint::Region(r)) {
            if let RegionBranchPoint::Region(i) = s.successor {
                stack.push(i);
            }
        }
    }
    false
}

fn edge_name(from: RegionBranchPoint, to: RegionBranchPoint) -> String {
    let name = |p, parent| match p {
        RegionBranchPoint::Parent => String::from(parent),
        RegionBranchPoint::Region(i) => format!("Region #{i}"),
    };
    format!(
        "from {} to {}",
        name(from, "parent operands"),
        name(to, "parent results")
    )
}

/// Upstream's `verifyTypesAlongAllEdges`: the types flowing from `from` to each successor
/// (`source_types(successor)`) match the successor's inputs.
fn verify_edges(
    ctx: &Context,
    body: &Body,
    op: OpId,
    iface: &RegionBranchOpInterface,
    from: RegionBranchPoint,
    source_types: &dyn Fn(RegionBranchPoint) -> Result<Vec<Type>, Diagnostic>,
) -> Result<(), Diagnostic> {
    let (rb, _) = body.op_regions(op);
    let mut succs = Vec::new();
    (iface.successor_regions)(ctx, body, op, from, &mut succs);
    for s in succs {
        let sources = source_types(s.successor)?;
        let input_body = match s.successor {
            RegionBranchPoint::Parent => body,
            RegionBranchPoint::Region(_) => rb,
        };
        let inputs: Vec<Type> = s.inputs.iter().map(|v| input_body.value_type(*v)).collect();
        let edge = edge_name(from, s.successor);
        if sources.len() != inputs.len() {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    " region control flow edge {edge}: source has {} operands, but target successor needs {}",
                    sources.len(),
                    inputs.len()
                ),
            ));
        }
        for (i, (s, t)) in sources.iter().zip(&inputs).enumerate() {
            let ok = match iface.are_types_compatible {
                Some(f) => f(ctx, *s, *t),
                None => s == t,
            };
            if !ok {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        " along control flow edge {edge}: source type #{i} '{}' should match input type #{i} '{}'",
                        type_to_string(ctx, *s),
                        type_to_string(ctx, *t)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Upstream's `RegionBranchOpInterface` verifier (`verifyTypesAlongControlFlowEdges`):
/// the entry operands match each successor's inputs, then, region by region, the operands
/// of the region's terminators (which must agree with each other) match the inputs of the
/// region's successors. Ops without the interface verify.
pub fn verify_types(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(iface) = interface(ctx, body, op) else {
        return Ok(());
    };
    let entry = |succ| {
        Ok(entry_successor_operands(ctx, body, op, succ)
            .iter()
            .map(|v| body.value_type(*v))
            .collect())
    };
    verify_edges(ctx, body, op, &iface, RegionBranchPoint::Parent, &entry)?;
    let (rb, regions) = body.op_regions(op);
    for (i, r) in regions.iter().enumerate() {
        let terms = region_terminators(ctx, rb, *r);
        if terms.is_empty() {
            continue;
        }
        let from = RegionBranchPoint::Region(i);
        let region_types = |succ: RegionBranchPoint| -> Result<Vec<Type>, Diagnostic> {
            let mut found: Option<Vec<Type>> = None;
            for t in &terms {
                let tys: Vec<Type> = terminator_successor_operands(ctx, rb, *t, succ)
                    .unwrap_or_default()
                    .iter()
                    .map(|v| rb.value_type(*v))
                    .collect();
                match &found {
                    None => found = Some(tys),
                    Some(f) if *f != tys => {
                        // Upstream streams the region and the point with no separator.
                        let e = edge_name(from, succ);
                        return Err(op_error(
                            ctx,
                            body,
                            op,
                            format!(
                                " along control flow edge{e} operands mismatch between return-like terminators"
                            ),
                        ));
                    }
                    _ => {}
                }
            }
            Ok(found.unwrap_or_default())
        };
        verify_edges(ctx, body, op, &iface, from, &region_types)?;
    }
    Ok(())
}
