//! The `cf` ops' `BranchOpInterface` hooks and canonicalization patterns (upstream's
//! `ControlFlowOps.cpp`).

use rmlir_ir::body::{OpSpec, ValueDef};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet, SuccessorOperands};
use rmlir_ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, ValueId};

// ---- BranchOpInterface --------------------------------------------------------------------

/// `BranchOpInterface::getSuccessorOperands`.
pub(super) fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    i: usize,
) -> SuccessorOperands {
    let (start, len) = super::successor_operands(ctx, body, op)
        .get(i)
        .copied()
        .unwrap_or((0, 0));
    SuccessorOperands {
        produced: 0,
        start: start as u32,
        len: len as u32,
    }
}

/// Replaces the operands forwarded to successor `i`, keeping `operandSegmentSizes` and
/// `case_operand_segments` consistent.
pub(super) fn set_successor_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    i: usize,
    vals: &[ValueId],
) {
    let ranges = super::successor_operands(ctx, body, op);
    let prefix = ranges.first().map_or(0, |r| r.0);
    let mut operands: Vec<ValueId> = (0..prefix).map(|k| body.operand(op, k)).collect();
    let mut sizes = Vec::with_capacity(ranges.len());
    for (k, &(start, len)) in ranges.iter().enumerate() {
        if k == i {
            operands.extend_from_slice(vals);
            sizes.push(vals.len() as i32);
        } else {
            operands.extend((start..start + len).map(|j| body.operand(op, j)));
            sizes.push(len as i32);
        }
    }
    body.set_operands(op, &operands);
    let name = body.op_name(op);
    let Some(info) = ctx.op_info(name) else {
        return;
    };
    match info.name {
        "cf.cond_br" | "llvm.cond_br" => set_prop(
            ctx,
            body,
            op,
            "operandSegmentSizes",
            &[1, sizes[0], sizes[1]],
        ),
        "cf.switch" | "llvm.switch" => {
            let cases: i32 = sizes[1..].iter().sum();
            set_prop(ctx, body, op, "operandSegmentSizes", &[1, sizes[0], cases]);
            set_prop(ctx, body, op, "case_operand_segments", &sizes[1..]);
        }
        _ => {}
    }
}

fn set_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str, v: &[i32]) {
    if let Some(k) = ctx
        .op_info(body.op_name(op))
        .and_then(|i| i.prop_index(name))
    {
        body.set_prop(op, k, Some(c::dense_i32_array(ctx, v)));
    }
}

// ---- helpers ------------------------------------------------------------------------------

fn is_op(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx.op_info(rw.body().op_name(op)).map(|i| i.name) == Some(name)
}

/// The constant integer value of `v`, if any: `Some(true)` when non-zero.
fn const_nonzero(rw: &PatternRewriter<'_>, v: ValueId) -> Option<bool> {
    let a = rmlir_ir::rewrite::fold::value_constant(rw.ctx, rw.body(), v)?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(!value.is_zero()),
        _ => None,
    }
}

/// The `(edge)` predecessors of `block`: one entry per successor use.
fn predecessors(body: &Body, block: BlockId) -> Vec<BlockId> {
    let mut out = Vec::new();
    let Some(r) = body.block_parent(block) else {
        return out;
    };
    for b in body.region_blocks(r) {
        if let Some(t) = body.last_op(b) {
            for &s in body.successors(t) {
                if s == block {
                    out.push(b);
                }
            }
        }
    }
    out
}

/// Upstream's `Block::getSinglePredecessor`.
fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    match predecessors(body, block).as_slice() {
        [p] => Some(*p),
        _ => None,
    }
}

/// Upstream's `Block::getUniquePredecessor`.
fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let preds = predecessors(body, block);
    let first = *preds.first()?;
    preds.iter().all(|p| *p == first).then_some(first)
}

fn operands(body: &Body, op: OpId, (start, len): (usize, usize)) -> Vec<ValueId> {
    (start..start + len).map(|k| body.operand(op, k)).collect()
}

fn ranges(rw: &PatternRewriter<'_>, op: OpId) -> Vec<(usize, usize)> {
    super::successor_operands(rw.ctx, rw.body(), op)
}

/// Creates `name` before `at` with `operands`, `succs` and the named properties.
fn create(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    succs: &[BlockId],
    props: &[(&str, Attribute)],
) -> OpId {
    let loc = rw.body().loc(at);
    let op_name = rw.ctx.op_name(name);
    let info = rw.ctx.op_info(op_name).expect("registered");
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    spec.successors = succs;
    spec.props = (0..info.props.len()).map(|_| None).collect();
    for (n, a) in props {
        if let Some(k) = info.prop_index(n) {
            spec.props[k] = Some(*a);
        }
    }
    rw.set_insertion_point_before(at);
    rw.create(spec)
}

fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, args: &[ValueId]) {
    let new = create(rw, op, "cf.br", args, &[dest], &[]);
    rw.replace_op_with_op(op, new);
}

fn create_cond_br(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    cond: ValueId,
    t: (BlockId, &[ValueId]),
    f: (BlockId, &[ValueId]),
) -> OpId {
    let mut ops = vec![cond];
    ops.extend_from_slice(t.1);
    ops.extend_from_slice(f.1);
    let seg = c::dense_i32_array(rw.ctx, &[1, t.1.len() as i32, f.1.len() as i32]);
    create(
        rw,
        at,
        "cf.cond_br",
        &ops,
        &[t.0, f.0],
        &[("operandSegmentSizes", seg)],
    )
}

/// Upstream's `collapseBranch`: when `dest` holds only a `cf.br` whose arguments are used
/// by nothing else, the branch's destination and operands (remapped).
fn collapse_branch(
    rw: &PatternRewriter<'_>,
    dest: BlockId,
    args: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let body = rw.body();
    let br = body.first_op(dest)?;
    if body.last_op(dest) != Some(br) || !is_op(rw, br, "cf.br") {
        return None;
    }
    for a in body.block_args(dest) {
        if body.uses(*a).any(|(u, _)| u != br) {
            return None;
        }
    }
    let next = body.successors(br)[0];
    if next == dest {
        return None;
    }
    let ops: Vec<ValueId> = body
        .operands(br)
        .map(|v| match body.value(v).def {
            ValueDef::Arg { block, index } if block == dest => args[index as usize],
            _ => v,
        })
        .collect();
    Some((next, ops))
}

// ---- cf.br --------------------------------------------------------------------------------

/// `br ^succ` where the current block is `^succ`'s only predecessor: merge the blocks.
fn simplify_br_to_block_with_single_pred(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let succ = body.successors(op)[0];
    let parent = body.parent_block(op).ok_or(())?;
    if succ == parent || predecessors(body, succ).len() != 1 {
        return Err(());
    }
    let args: Vec<ValueId> = body.operands(op).collect();
    rw.erase_op(op);
    rw.merge_blocks(succ, parent, &args);
    Ok(())
}

/// `br ^bb1` where `^bb1` only branches on: branch to its destination directly.
fn simplify_pass_through_br(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let dest = body.successors(op)[0];
    if Some(dest) == body.parent_block(op) {
        return Err(());
    }
    let args: Vec<ValueId> = body.operands(op).collect();
    let (next, ops) = collapse_branch(rw, dest, &args).ok_or(())?;
    replace_with_br(rw, op, next, &ops);
    Ok(())
}

pub(super) fn br_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "cf.br",
        1,
        "SimplifyBrToBlockWithSinglePred",
        simplify_br_to_block_with_single_pred,
    );
    set.add_fn(
        ctx,
        "cf.br",
        1,
        "SimplifyPassThroughBr",
        simplify_pass_through_br,
    );
}

// ---- cf.cond_br ---------------------------------------------------------------------------

struct CondBr {
    cond: ValueId,
    t: BlockId,
    f: BlockId,
    t_ops: Vec<ValueId>,
    f_ops: Vec<ValueId>,
}

fn cond_br(rw: &PatternRewriter<'_>, op: OpId) -> CondBr {
    let r = ranges(rw, op);
    let body = rw.body();
    CondBr {
        cond: body.operand(op, 0),
        t: body.successors(op)[0],
        f: body.successors(op)[1],
        t_ops: operands(body, op, r[0]),
        f_ops: operands(body, op, r[1]),
    }
}

/// `cond_br true/false, ...` -> `br`.
fn simplify_const_cond_branch_pred(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let cb = cond_br(rw, op);
    match const_nonzero(rw, cb.cond).ok_or(())? {
        true => replace_with_br(rw, op, cb.t, &cb.t_ops),
        false => replace_with_br(rw, op, cb.f, &cb.f_ops),
    }
    Ok(())
}

/// Collapses pass-through successors of a `cond_br`.
fn simplify_pass_through_cond_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let cb = cond_br(rw, op);
    let t = collapse_branch(rw, cb.t, &cb.t_ops);
    let f = collapse_branch(rw, cb.f, &cb.f_ops);
    if t.is_none() && f.is_none() {
        return Err(());
    }
    let (t, t_ops) = t.unwrap_or((cb.t, cb.t_ops));
    let (f, f_ops) = f.unwrap_or((cb.f, cb.f_ops));
    let new = create_cond_br(rw, op, cb.cond, (t, &t_ops), (f, &f_ops));
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// `cond_br %c, ^bb(a), ^bb(b)` -> `br ^bb(select(%c, a, b))`.
fn simplify_cond_branch_identical_successors(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let cb = cond_br(rw, op);
    if cb.t != cb.f {
        return Err(());
    }
    if cb.t_ops == cb.f_ops {
        replace_with_br(rw, op, cb.t, &cb.t_ops);
        return Ok(());
    }
    if unique_predecessor(rw.body(), cb.t) != rw.body().parent_block(op) {
        return Err(());
    }
    let mut merged = Vec::with_capacity(cb.t_ops.len());
    for (a, b) in cb.t_ops.iter().zip(&cb.f_ops) {
        if a == b {
            merged.push(*a);
        } else {
            let ty = rw.body().value_type(*a);
            let loc = rw.body().loc(op);
            let mut spec = OpSpec::new(rw.ctx.op_name("arith.select"), loc);
            let ops = [cb.cond, *a, *b];
            spec.operands = &ops;
            spec.result_types = std::slice::from_ref(&ty);
            rw.set_insertion_point_before(op);
            let s = rw.create(spec);
            merged.push(rw.body().result(s, 0));
        }
    }
    replace_with_br(rw, op, cb.t, &merged);
    Ok(())
}

/// A `cond_br` whose single predecessor branched on the same condition.
fn simplify_cond_branch_from_cond_branch_on_same_condition(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    let current = body.parent_block(op).ok_or(())?;
    let pred = single_predecessor(body, current).ok_or(())?;
    let pred_br = body.last_op(pred).ok_or(())?;
    if !is_op(rw, pred_br, "cf.cond_br") || body.operand(pred_br, 0) != body.operand(op, 0) {
        return Err(());
    }
    let on_true = body.successors(pred_br)[0] == current;
    let cb = cond_br(rw, op);
    if on_true {
        replace_with_br(rw, op, cb.t, &cb.t_ops);
    } else {
        replace_with_br(rw, op, cb.f, &cb.f_ops);
    }
    Ok(())
}

/// Uses of the condition in a successor reached only through one edge become constants.
fn cond_branch_truth_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let cb = cond_br(rw, op);
    let mut replaced = false;
    for (dest, value) in [(cb.t, true), (cb.f, false)] {
        if single_predecessor(rw.body(), dest).is_none() {
            continue;
        }
        let uses: Vec<(OpId, usize)> = rw
            .body()
            .uses(cb.cond)
            .filter(|(u, _)| rw.body().parent_block(*u) == Some(dest))
            .collect();
        if uses.is_empty() {
            continue;
        }
        replaced = true;
        let attr = rw.ctx.bool_attr(value);
        let ty = rw.ctx.integer_type(1);
        let loc = rw.body().loc(op);
        let mut spec = OpSpec::new(rw.ctx.op_name("arith.constant"), loc);
        spec.result_types = std::slice::from_ref(&ty);
        spec.props = [Some(attr)].into_iter().collect();
        rw.set_insertion_point_before(op);
        let k = rw.create(spec);
        let kv = rw.body().result(k, 0);
        for (u, i) in uses {
            rw.modify_op_in_place(u, |b| b.set_operand(u, i, kv));
        }
    }
    if replaced {
        Ok(())
    } else {
        Err(())
    }
}

pub(super) fn cond_br_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let n = "cf.cond_br";
    set.add_fn(
        ctx,
        n,
        1,
        "SimplifyConstCondBranchPred",
        simplify_const_cond_branch_pred,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "SimplifyPassThroughCondBranch",
        simplify_pass_through_cond_branch,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "SimplifyCondBranchIdenticalSuccessors",
        simplify_cond_branch_identical_successors,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "SimplifyCondBranchFromCondBranchOnSameCondition",
        simplify_cond_branch_from_cond_branch_on_same_condition,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "CondBranchTruthPropagation",
        cond_branch_truth_propagation,
    );
}

// ---- cf.assert ----------------------------------------------------------------------------

/// `cf.assert %true` is erased.
fn erase_true_assert(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let c = rw.body().operand(op, 0);
    if const_nonzero(rw, c) != Some(true) {
        return Err(());
    }
    rw.erase_op(op);
    Ok(())
}

pub(super) fn assert_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "cf.assert", 1, "AssertOp", erase_true_assert);
}

// ---- cf.switch ----------------------------------------------------------------------------

struct Switch {
    flag: ValueId,
    default: BlockId,
    default_ops: Vec<ValueId>,
    /// `(value, destination, operands)` per case.
    cases: Vec<(u64, BlockId, Vec<ValueId>)>,
    case_values: Option<Attribute>,
}

fn switch(rw: &PatternRewriter<'_>, op: OpId) -> Switch {
    let r = ranges(rw, op);
    let body = rw.body();
    let succs = body.successors(op);
    let case_values = rmlir_ir::ods::prop(rw.ctx, body, op, "case_values");
    let values = case_values.map_or_else(Vec::new, |a| super::int_elements_values(rw.ctx, a));
    let cases = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let ops = r
                .get(i + 1)
                .map_or_else(Vec::new, |x| operands(body, op, *x));
            (*v, succs[i + 1], ops)
        })
        .collect();
    Switch {
        flag: body.operand(op, 0),
        default: succs[0],
        default_ops: operands(body, op, r[0]),
        cases,
        case_values,
    }
}

/// Replaces `op` by a `cf.switch`; `case_values` is kept when given, else rebuilt from the
/// cases' values (absent when there are none), as upstream's builders.
fn replace_with_switch(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    sw: &Switch,
    default: (BlockId, &[ValueId]),
    cases: &[(u64, BlockId, Vec<ValueId>)],
    case_values: Option<Attribute>,
) {
    let mut ops = vec![sw.flag];
    ops.extend_from_slice(default.1);
    let mut succs = vec![default.0];
    let mut sizes = Vec::new();
    for (_, d, o) in cases {
        ops.extend_from_slice(o);
        succs.push(*d);
        sizes.push(o.len() as i32);
    }
    let flag_ty = rw.body().value_type(sw.flag);
    let case_values = case_values.or_else(|| {
        let vals: Vec<i64> = cases.iter().map(|c| c.0 as i64).collect();
        (!vals.is_empty()).then(|| super::int_elements(rw.ctx, flag_ty, &vals))
    });
    let total: i32 = sizes.iter().sum();
    let seg = c::dense_i32_array(rw.ctx, &[1, default.1.len() as i32, total]);
    let case_segs = c::dense_i32_array(rw.ctx, &sizes);
    let mut props = vec![
        ("operandSegmentSizes", seg),
        ("case_operand_segments", case_segs),
    ];
    if let Some(cv) = case_values {
        props.push(("case_values", cv));
    }
    let new = create(rw, op, "cf.switch", &ops, &succs, &props);
    rw.replace_op_with_op(op, new);
}

/// The constant value of `v` as the case values are compared (zero-extended).
fn const_int(rw: &PatternRewriter<'_>, v: ValueId) -> Option<u64> {
    let a = rmlir_ir::rewrite::fold::value_constant(rw.ctx, rw.body(), v)?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_u64(),
        _ => None,
    }
}

/// Upstream's `foldSwitch`: branch to the case of `value`, or the default.
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, sw: &Switch, value: u64) {
    match sw.cases.iter().find(|c| c.0 == value) {
        Some((_, d, o)) => replace_with_br(rw, op, *d, o),
        None => replace_with_br(rw, op, sw.default, &sw.default_ops),
    }
}

fn simplify_switch_with_only_default(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    if rw.body().successors(op).len() > 1 {
        return Err(());
    }
    let sw = switch(rw, op);
    replace_with_br(rw, op, sw.default, &sw.default_ops);
    Ok(())
}

fn drop_switch_cases_that_match_default(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let sw = switch(rw, op);
    let kept: Vec<_> = sw
        .cases
        .iter()
        .filter(|(_, d, o)| !(*d == sw.default && *o == sw.default_ops))
        .cloned()
        .collect();
    if kept.len() == sw.cases.len() {
        return Err(());
    }
    replace_with_switch(rw, op, &sw, (sw.default, &sw.default_ops), &kept, None);
    Ok(())
}

fn simplify_const_switch_value(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let sw = switch(rw, op);
    let v = const_int(rw, sw.flag).ok_or(())?;
    fold_switch(rw, op, &sw, v);
    Ok(())
}

fn simplify_pass_through_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let sw = switch(rw, op);
    let mut changed = false;
    let mut cases = Vec::with_capacity(sw.cases.len());
    for (v, d, o) in &sw.cases {
        match collapse_branch(rw, *d, o) {
            Some((nd, no)) => {
                changed = true;
                cases.push((*v, nd, no));
            }
            None => cases.push((*v, *d, o.clone())),
        }
    }
    let (dd, dops) = match collapse_branch(rw, sw.default, &sw.default_ops) {
        Some(x) => {
            changed = true;
            x
        }
        None => (sw.default, sw.default_ops.clone()),
    };
    if !changed {
        return Err(());
    }
    replace_with_switch(rw, op, &sw, (dd, &dops), &cases, sw.case_values);
    Ok(())
}

/// The switch terminating the single predecessor of `op`'s block, on the same flag.
fn pred_switch(rw: &PatternRewriter<'_>, op: OpId) -> Option<(BlockId, OpId)> {
    let body = rw.body();
    let current = body.parent_block(op)?;
    let pred = single_predecessor(body, current)?;
    let t = body.last_op(pred)?;
    (is_op(rw, t, "cf.switch") && body.operand(t, 0) == body.operand(op, 0)).then_some((current, t))
}

fn simplify_switch_from_switch_on_same_condition(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let (current, pred) = pred_switch(rw, op).ok_or(())?;
    let ps = switch(rw, pred);
    if ps.default == current {
        return Err(());
    }
    let sw = switch(rw, op);
    match ps.cases.iter().find(|c| c.1 == current) {
        Some((v, _, _)) => fold_switch(rw, op, &sw, *v),
        None => replace_with_br(rw, op, sw.default, &sw.default_ops),
    }
    Ok(())
}

fn simplify_switch_from_default_switch_on_same_condition(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let (current, pred) = pred_switch(rw, op).ok_or(())?;
    let ps = switch(rw, pred);
    if ps.default != current {
        return Err(());
    }
    let remove: Vec<u64> = ps
        .cases
        .iter()
        .filter(|c| c.1 != current)
        .map(|c| c.0)
        .collect();
    let sw = switch(rw, op);
    let kept: Vec<_> = sw
        .cases
        .iter()
        .filter(|c| !remove.contains(&c.0))
        .cloned()
        .collect();
    if kept.len() == sw.cases.len() {
        return Err(());
    }
    replace_with_switch(rw, op, &sw, (sw.default, &sw.default_ops), &kept, None);
    Ok(())
}

pub(super) fn switch_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let n = "cf.switch";
    set.add_fn(
        ctx,
        n,
        1,
        "simplifySwitchWithOnlyDefault",
        simplify_switch_with_only_default,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "dropSwitchCasesThatMatchDefault",
        drop_switch_cases_that_match_default,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "simplifyConstSwitchValue",
        simplify_const_switch_value,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "simplifyPassThroughSwitch",
        simplify_pass_through_switch,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "simplifySwitchFromSwitchOnSameCondition",
        simplify_switch_from_switch_on_same_condition,
    );
    set.add_fn(
        ctx,
        n,
        1,
        "simplifySwitchFromDefaultSwitchOnSameCondition",
        simplify_switch_from_default_switch_on_same_condition,
    );
}
