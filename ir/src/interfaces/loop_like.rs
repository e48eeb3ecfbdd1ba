//! Upstream's `LoopLikeOpInterface`: loops expose their body regions, induction variables,
//! bounds and steps, loop-carried values (inits, region iter args, yielded values, results),
//! and can have values defined outside them and ops hoisted out of them (the queries
//! loop-invariant code motion is built on).

use super::OpFoldResult;
use crate::body::{Body, InsertPoint, OpId, RegionId, ValueId};
use crate::context::Context;

type Values = fn(&Context, &Body, OpId) -> Vec<ValueId>;
type FoldResults = fn(&Context, &Body, OpId) -> Vec<OpFoldResult>;
/// An operand range of the loop.
pub type OperandRangeFn = fn(&Context, &Body, OpId) -> std::ops::Range<usize>;
/// The op yielding loop-carried values and the range of its operands yielded.
pub type YieldedFn = fn(&Context, &Body, OpId) -> Option<(OpId, std::ops::Range<usize>)>;

/// Upstream's `LoopLikeOpInterface`. Optional queries answer "none" when absent, as
/// upstream's defaults.
#[derive(Copy, Clone)]
pub struct LoopLikeOpInterface {
    /// `getLoopRegions`: the regions executed repeatedly (in `body.op_regions(op).0`).
    pub loop_regions: fn(&Context, &Body, OpId) -> Vec<RegionId>,
    /// `getLoopInductionVars`.
    pub induction_vars: Option<Values>,
    /// `getLoopLowerBounds`.
    pub lower_bounds: Option<FoldResults>,
    /// `getLoopUpperBounds`.
    pub upper_bounds: Option<FoldResults>,
    /// `getLoopSteps`.
    pub steps: Option<FoldResults>,
    /// `getInitsMutable`, as a range of the op's operands.
    pub inits: Option<OperandRangeFn>,
    /// `getRegionIterArgs`.
    pub region_iter_args: Option<Values>,
    /// `getYieldedValuesMutable`: the op yielding the loop-carried values and the range of
    /// its operands yielded (`None` when the loop yields nothing, e.g. `scf.forall`).
    pub yielded: Option<YieldedFn>,
    /// `getLoopResults`.
    pub loop_results: Option<Values>,
}

pub fn interface(ctx: &Context, body: &Body, op: OpId) -> Option<LoopLikeOpInterface> {
    super::of(ctx, body, op).and_then(|i| i.loop_like)
}

fn values_or_empty(
    ctx: &Context,
    body: &Body,
    op: OpId,
    f: impl Fn(&LoopLikeOpInterface) -> Option<Values>,
) -> Vec<ValueId> {
    interface(ctx, body, op)
        .and_then(|i| f(&i))
        .map(|f| f(ctx, body, op))
        .unwrap_or_default()
}

fn fold_or_empty(
    ctx: &Context,
    body: &Body,
    op: OpId,
    f: impl Fn(&LoopLikeOpInterface) -> Option<FoldResults>,
) -> Option<Vec<OpFoldResult>> {
    interface(ctx, body, op)
        .and_then(|i| f(&i))
        .map(|f| f(ctx, body, op))
}

pub fn loop_regions(ctx: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    interface(ctx, body, op)
        .map(|i| (i.loop_regions)(ctx, body, op))
        .unwrap_or_default()
}

pub fn induction_vars(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    values_or_empty(ctx, body, op, |i| i.induction_vars)
}

pub fn lower_bounds(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<OpFoldResult>> {
    fold_or_empty(ctx, body, op, |i| i.lower_bounds)
}

pub fn upper_bounds(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<OpFoldResult>> {
    fold_or_empty(ctx, body, op, |i| i.upper_bounds)
}

pub fn steps(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<OpFoldResult>> {
    fold_or_empty(ctx, body, op, |i| i.steps)
}

/// `getSingleInductionVar`: the induction variable when there is exactly one.
pub fn single_induction_var(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    let v = induction_vars(ctx, body, op);
    (v.len() == 1).then(|| v[0])
}

fn single(v: Option<Vec<OpFoldResult>>) -> Option<OpFoldResult> {
    v.filter(|v| v.len() == 1).map(|v| v[0])
}

/// `getSingleLowerBound`.
pub fn single_lower_bound(ctx: &Context, body: &Body, op: OpId) -> Option<OpFoldResult> {
    single(lower_bounds(ctx, body, op))
}

/// `getSingleUpperBound`.
pub fn single_upper_bound(ctx: &Context, body: &Body, op: OpId) -> Option<OpFoldResult> {
    single(upper_bounds(ctx, body, op))
}

/// `getSingleStep`.
pub fn single_step(ctx: &Context, body: &Body, op: OpId) -> Option<OpFoldResult> {
    single(steps(ctx, body, op))
}

/// `getInits`.
pub fn inits(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    interface(ctx, body, op)
        .and_then(|i| i.inits)
        .map(|f| f(ctx, body, op).map(|k| body.operand(op, k)).collect())
        .unwrap_or_default()
}

/// `getRegionIterArgs` (values of `body.op_regions(op).0`).
pub fn region_iter_args(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    values_or_empty(ctx, body, op, |i| i.region_iter_args)
}

/// `getYieldedValues` (values of `body.op_regions(op).0`).
pub fn yielded_values(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let (rb, _) = body.op_regions(op);
    interface(ctx, body, op)
        .and_then(|i| i.yielded)
        .and_then(|f| f(ctx, body, op))
        .map(|(t, r)| r.map(|k| rb.operand(t, k)).collect())
        .unwrap_or_default()
}

/// `getLoopResults`.
pub fn loop_results(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    values_or_empty(ctx, body, op, |i| i.loop_results)
}

/// `isDefinedOutsideOfLoop`: `v` is not defined inside `op`'s regions (values of isolated
/// ops' bodies never are: they cannot be used inside the loop either).
pub fn is_defined_outside_of_loop(body: &Body, op: OpId, v: ValueId) -> bool {
    match super::value_parent_op(body, v) {
        Some(p) => !super::is_ancestor(body, op, p),
        None => true,
    }
}

/// `moveOutOfLoop`: moves `inner` (an op nested in `op`'s regions) right before the loop.
pub fn move_out_of_loop(body: &mut Body, op: OpId, inner: OpId) {
    body.move_op(inner, InsertPoint::Before(op));
}
