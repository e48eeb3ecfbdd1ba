//! The interfaces of the `scf` ops, attached by name (upstream's declarations in
//! `SCFOps.td`): `RegionBranchOpInterface` (`scf.for`, `scf.forall`, `scf.if`, `scf.while`,
//! `scf.execute_region`, `scf.parallel`, `scf.index_switch`), `LoopLikeOpInterface`
//! (`scf.for`, `scf.forall`, `scf.parallel`, `scf.while`),
//! `RegionBranchTerminatorOpInterface` (`scf.condition`, `scf.reduce`; `scf.yield` is
//! `ReturnLike`, which implies it), the dialect's inliner interface, and typed views.

use rmlir_ir::interfaces::inliner::AllOpsLegal;
use rmlir_ir::interfaces::{
    DialectInterfaces, LoopLikeOpInterface, OpFoldResult, OpInterfaces, RegionBranchOpInterface,
    RegionBranchPoint as P, RegionBranchTerminatorOpInterface, RegionSuccessor as S,
};
use rmlir_ir::ods::constraints::dense_i64_values;
use rmlir_ir::{op_view, Body, Context, OpId, RegionId, ValueId};
use std::ops::Range;

/// The `scf` interfaces (list after [`super::SCF`]).
pub static SCF_INTERFACES: DialectInterfaces = DialectInterfaces {
    namespace: "scf",
    ops: op_interfaces,
    inliner: Some(&AllOpsLegal),
};

op_view! {
    /// `scf.for`.
    pub struct ForOp = super::FOR {
        operand lower_bound = "lowerBound";
        operand upper_bound = "upperBound";
        operand step = "step";
        operands init_args = "initArgs";
        results results = "results";
        region region = "region";
    }
}
op_view! {
    /// `scf.forall`.
    pub struct ForallOp = super::FORALL {
        operands(ctx) dynamic_lower_bound = "dynamicLowerBound";
        operands(ctx) dynamic_upper_bound = "dynamicUpperBound";
        operands(ctx) dynamic_step = "dynamicStep";
        operands(ctx) outputs = "outputs";
        attr static_lower_bound = "staticLowerBound";
        attr static_upper_bound = "staticUpperBound";
        attr static_step = "staticStep";
        attr mapping = "mapping";
        results results = "results";
        region region = "region";
    }
}
op_view! {
    /// `scf.if`.
    pub struct IfOp = super::IF {
        operand condition = "condition";
        results results = "results";
        region then_region = "thenRegion";
        region else_region = "elseRegion";
    }
}
op_view! {
    /// `scf.while`.
    pub struct WhileOp = super::WHILE {
        operands inits = "inits";
        results results = "results";
        region before = "before";
        region after = "after";
    }
}
op_view! {
    /// `scf.parallel`.
    pub struct ParallelOp = super::PARALLEL {
        operands(ctx) lower_bound = "lowerBound";
        operands(ctx) upper_bound = "upperBound";
        operands(ctx) step = "step";
        operands(ctx) init_vals = "initVals";
        results results = "results";
        region region = "region";
    }
}
op_view! {
    /// `scf.execute_region`.
    pub struct ExecuteRegionOp = super::EXECUTE_REGION {
        results results = "results";
        region region = "region";
    }
}
op_view! {
    /// `scf.index_switch`.
    pub struct IndexSwitchOp = super::INDEX_SWITCH {
        operand arg = "arg";
        attr cases = "cases";
        results results = "results";
        region default_region = "defaultRegion";
    }
}
op_view! {
    /// `scf.yield`.
    pub struct YieldOp = super::YIELD {
        operands results = "results";
    }
}
op_view! {
    /// `scf.condition`.
    pub struct ConditionOp = super::CONDITION {
        operand condition = "condition";
        operands args = "args";
    }
}
op_view! {
    /// `scf.reduce`.
    pub struct ReduceOp = super::REDUCE {
        operands operands = "operands";
    }
}

// ---- helpers ---------------------------------------------------------------------------------

fn entry_args(body: &Body, op: OpId, i: usize) -> Vec<ValueId> {
    super::asm::entry_args(body, op, i)
}

fn results(body: &Body, op: OpId) -> Vec<ValueId> {
    body.results(op).to_vec()
}

fn regions(body: &Body, op: OpId) -> Vec<RegionId> {
    body.op_regions(op).1.to_vec()
}

/// The terminator of region `i`'s entry block.
fn terminator(body: &Body, op: OpId, i: usize) -> Option<OpId> {
    let (rb, rs) = body.op_regions(op);
    rb.entry_block(*rs.get(i)?).and_then(|b| rb.last_op(b))
}

/// Mixed static/dynamic values (upstream's `getMixedValues`): each static entry, or the
/// next dynamic value where the static one is `ShapedType::kDynamic`.
fn mixed(
    ctx: &Context,
    statics: Option<rmlir_ir::Attribute>,
    dynamic: &[ValueId],
) -> Vec<OpFoldResult> {
    let index = ctx.index_type();
    let mut dynamic = dynamic.iter();
    let statics = statics
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    statics
        .into_iter()
        .map(|s| {
            let dynamic_value = if s == i64::MIN { dynamic.next() } else { None };
            match dynamic_value {
                Some(v) => OpFoldResult::Value(*v),
                None => OpFoldResult::Attr(ctx.int_attr(index, s)),
            }
        })
        .collect()
}

// ---- RegionBranchOpInterface --------------------------------------------------------------

fn for_successors(_: &Context, body: &Body, op: OpId, _: P, out: &mut Vec<S>) {
    let args = entry_args(body, op, 0);
    out.push(S::region(0, args.get(1..).unwrap_or_default().to_vec()));
    out.push(S::parent(results(body, op)));
}

fn loop_body_successors(_: &Context, _: &Body, _: OpId, _: P, out: &mut Vec<S>) {
    // `scf.forall`, `scf.parallel`: the body may run (in parallel) or not at all.
    out.push(S::region(0, Vec::new()));
    out.push(S::parent(Vec::new()));
}

fn if_successors(_: &Context, body: &Body, op: OpId, p: P, out: &mut Vec<S>) {
    if p != P::Parent {
        out.push(S::parent(results(body, op)));
        return;
    }
    out.push(S::region(0, Vec::new()));
    let (rb, rs) = body.op_regions(op);
    match rs.get(1) {
        Some(r) if !rb.region_is_empty(*r) => out.push(S::region(1, Vec::new())),
        _ => out.push(S::parent(Vec::new())),
    }
}

fn while_successors(_: &Context, body: &Body, op: OpId, p: P, out: &mut Vec<S>) {
    match p {
        P::Parent | P::Region(1) => out.push(S::region(0, entry_args(body, op, 0))),
        P::Region(_) => {
            out.push(S::parent(results(body, op)));
            out.push(S::region(1, entry_args(body, op, 1)));
        }
    }
}

fn single_region_successors(_: &Context, body: &Body, op: OpId, p: P, out: &mut Vec<S>) {
    // `scf.execute_region`: into the region, then back to the results.
    match p {
        P::Parent => out.push(S::region(0, Vec::new())),
        P::Region(_) => out.push(S::parent(results(body, op))),
    }
}

fn switch_successors(_: &Context, body: &Body, op: OpId, p: P, out: &mut Vec<S>) {
    match p {
        P::Parent => out.extend((0..body.op_regions(op).1.len()).map(|i| S::region(i, Vec::new()))),
        P::Region(_) => out.push(S::parent(results(body, op))),
    }
}

fn for_entry_operands(_: &Context, body: &Body, op: OpId, _: P) -> Vec<ValueId> {
    body.operands(op).skip(3).collect()
}

fn while_entry_operands(_: &Context, body: &Body, op: OpId, _: P) -> Vec<ValueId> {
    body.operands(op).collect()
}

const fn region_branch(
    successor_regions: fn(&Context, &Body, OpId, P, &mut Vec<S>),
    entry: Option<rmlir_ir::interfaces::region_branch::EntryOperandsFn>,
) -> RegionBranchOpInterface {
    RegionBranchOpInterface {
        successor_regions,
        entry_successor_operands: entry,
        are_types_compatible: None,
    }
}

// ---- terminators ---------------------------------------------------------------------------

fn condition_operands(_: &Context, body: &Body, op: OpId, _: P) -> Range<usize> {
    1.min(body.num_operands(op))..body.num_operands(op)
}

fn no_operands(_: &Context, _: &Body, _: OpId, _: P) -> Range<usize> {
    0..0
}

// ---- LoopLikeOpInterface -------------------------------------------------------------------

fn first_region(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    regions(body, op).into_iter().take(1).collect()
}

fn all_regions(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    regions(body, op)
}

fn for_iv(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    entry_args(body, op, 0).into_iter().take(1).collect()
}

fn operand_k<const K: usize>(_: &Context, body: &Body, op: OpId) -> Vec<OpFoldResult> {
    vec![OpFoldResult::Value(body.operand(op, K))]
}

fn for_inits(_: &Context, body: &Body, op: OpId) -> Range<usize> {
    3.min(body.num_operands(op))..body.num_operands(op)
}

fn for_iter_args(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    entry_args(body, op, 0).into_iter().skip(1).collect()
}

fn yield_of_region<const R: usize>(
    _: &Context,
    body: &Body,
    op: OpId,
) -> Option<(OpId, Range<usize>)> {
    let t = terminator(body, op, R)?;
    let (rb, _) = body.op_regions(op);
    Some((t, 0..rb.num_operands(t)))
}

fn forall_rank(ctx: &Context, body: &Body, op: OpId) -> usize {
    ForallOp(op)
        .static_lower_bound(body)
        .and_then(|a| dense_i64_values(ctx, a))
        .map_or(0, |v| v.len())
}

fn forall_ivs(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let n = forall_rank(ctx, body, op);
    entry_args(body, op, 0).into_iter().take(n).collect()
}

fn forall_lbs(ctx: &Context, body: &Body, op: OpId) -> Vec<OpFoldResult> {
    let v = ForallOp(op);
    mixed(
        ctx,
        v.static_lower_bound(body),
        &v.dynamic_lower_bound(ctx, body),
    )
}

fn forall_ubs(ctx: &Context, body: &Body, op: OpId) -> Vec<OpFoldResult> {
    let v = ForallOp(op);
    mixed(
        ctx,
        v.static_upper_bound(body),
        &v.dynamic_upper_bound(ctx, body),
    )
}

fn forall_steps(ctx: &Context, body: &Body, op: OpId) -> Vec<OpFoldResult> {
    let v = ForallOp(op);
    mixed(ctx, v.static_step(body), &v.dynamic_step(ctx, body))
}

fn forall_inits(ctx: &Context, body: &Body, op: OpId) -> Range<usize> {
    rmlir_ir::ods::view::operand_range_ctx(ctx, &super::FORALL, body, op, "outputs")
}

fn forall_iter_args(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let n = forall_rank(ctx, body, op);
    entry_args(body, op, 0).into_iter().skip(n).collect()
}

fn parallel_ivs(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    entry_args(body, op, 0)
}

fn values(v: Vec<ValueId>) -> Vec<OpFoldResult> {
    v.into_iter().map(OpFoldResult::Value).collect()
}

fn parallel_lbs(ctx: &Context, body: &Body, op: OpId) -> Vec<OpFoldResult> {
    values(ParallelOp(op).lower_bound(ctx, body))
}

fn parallel_ubs(ctx: &Context, body: &Body, op: OpId) -> Vec<OpFoldResult> {
    values(ParallelOp(op).upper_bound(ctx, body))
}

fn parallel_steps(ctx: &Context, body: &Body, op: OpId) -> Vec<OpFoldResult> {
    values(ParallelOp(op).step(ctx, body))
}

fn parallel_inits(ctx: &Context, body: &Body, op: OpId) -> Range<usize> {
    rmlir_ir::ods::view::operand_range_ctx(ctx, &super::PARALLEL, body, op, "initVals")
}

fn while_inits(_: &Context, body: &Body, op: OpId) -> Range<usize> {
    0..body.num_operands(op)
}

fn while_iter_args(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    entry_args(body, op, 0)
}

fn loop_results(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    results(body, op)
}

const LOOP_LIKE_NONE: LoopLikeOpInterface = LoopLikeOpInterface {
    loop_regions: first_region,
    induction_vars: None,
    lower_bounds: None,
    upper_bounds: None,
    steps: None,
    inits: None,
    region_iter_args: None,
    yielded: None,
    loop_results: None,
};

fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    let rb = |s, e| OpInterfaces {
        region_branch: Some(region_branch(s, e)),
        ..OpInterfaces::NONE
    };
    let term = |f| OpInterfaces {
        region_branch_terminator: Some(RegionBranchTerminatorOpInterface {
            successor_operands: f,
        }),
        ..OpInterfaces::NONE
    };
    vec![
        (
            "scf.for",
            OpInterfaces {
                region_branch: Some(region_branch(for_successors, Some(for_entry_operands))),
                loop_like: Some(LoopLikeOpInterface {
                    induction_vars: Some(for_iv),
                    lower_bounds: Some(operand_k::<0>),
                    upper_bounds: Some(operand_k::<1>),
                    steps: Some(operand_k::<2>),
                    inits: Some(for_inits),
                    region_iter_args: Some(for_iter_args),
                    yielded: Some(yield_of_region::<0>),
                    loop_results: Some(loop_results),
                    ..LOOP_LIKE_NONE
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "scf.forall",
            OpInterfaces {
                region_branch: Some(region_branch(loop_body_successors, None)),
                loop_like: Some(LoopLikeOpInterface {
                    induction_vars: Some(forall_ivs),
                    lower_bounds: Some(forall_lbs),
                    upper_bounds: Some(forall_ubs),
                    steps: Some(forall_steps),
                    inits: Some(forall_inits),
                    region_iter_args: Some(forall_iter_args),
                    loop_results: Some(loop_results),
                    ..LOOP_LIKE_NONE
                }),
                ..OpInterfaces::NONE
            },
        ),
        ("scf.if", rb(if_successors, None)),
        (
            "scf.while",
            OpInterfaces {
                region_branch: Some(region_branch(while_successors, Some(while_entry_operands))),
                loop_like: Some(LoopLikeOpInterface {
                    loop_regions: all_regions,
                    inits: Some(while_inits),
                    region_iter_args: Some(while_iter_args),
                    yielded: Some(yield_of_region::<1>),
                    ..LOOP_LIKE_NONE
                }),
                ..OpInterfaces::NONE
            },
        ),
        ("scf.execute_region", rb(single_region_successors, None)),
        (
            "scf.parallel",
            OpInterfaces {
                region_branch: Some(region_branch(loop_body_successors, None)),
                loop_like: Some(LoopLikeOpInterface {
                    induction_vars: Some(parallel_ivs),
                    lower_bounds: Some(parallel_lbs),
                    upper_bounds: Some(parallel_ubs),
                    steps: Some(parallel_steps),
                    inits: Some(parallel_inits),
                    ..LOOP_LIKE_NONE
                }),
                ..OpInterfaces::NONE
            },
        ),
        ("scf.index_switch", rb(switch_successors, None)),
        ("scf.condition", term(condition_operands)),
        ("scf.reduce", term(no_operands)),
    ]
}

#[cfg(test)]
#[test]
fn views_match_declarations() {
    use rmlir_ir::ods::view::{check_view, OpView};
    check_view::<ForOp>();
    check_view::<ForallOp>();
    check_view::<IfOp>();
    check_view::<WhileOp>();
    check_view::<ParallelOp>();
    check_view::<ExecuteRegionOp>();
    check_view::<IndexSwitchOp>();
    check_view::<YieldOp>();
    check_view::<ConditionOp>();
    check_view::<ReduceOp>();
    assert!(ForOp::NAME == "scf.for");
}
