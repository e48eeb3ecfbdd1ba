//! The folder and canonicalization pattern of `affine.for` (upstream's
//! `AffineForOp::fold`, with `foldLoopBounds` and `canonicalizeLoopBounds`, and
//! `AffineForEmptyLoopFolder`) and of `affine.if` (`AffineIfOp::fold`, `SimplifyDeadElse`,
//! `AlwaysTrueOrFalseIf`).
//!
//! Not modelled: `simplifyMinOrMaxExprWithOperands` (bound simplification from the
//! enclosing loops' constraints).

use super::simplify::partial_constant_fold;
use super::utils::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, int_attr_value, map_attr,
    map_of,
};
use rmlir_ir::affine::{AffineMap, IntegerSet};
use rmlir_ir::ods::constraints::dense_i32_array;
use rmlir_ir::rewrite::{
    Edit, FoldAdaptor, FoldResult, Folded, LogicalResult, PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{AttrKind, Body, Context, OpId, ValueId};

/// Property slots of `affine.for`: segment sizes, then the declared attributes.
const SEGMENTS: u32 = 0;
const LOWER: u32 = 1;
const UPPER: u32 = 2;

fn bound_maps(ctx: &Context, body: &Body, op: OpId) -> Option<(AffineMap, AffineMap)> {
    let get = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n).and_then(|a| map_of(ctx, a));
    Some((get("lowerBoundMap")?, get("upperBoundMap")?))
}

fn step(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    rmlir_ir::ods::prop(ctx, body, op, "step").and_then(|a| int_attr_value(ctx, a))
}

/// Upstream's `getTrivialConstantTripCount`.
fn trivial_trip_count(lb: &AffineMap, ub: &AffineMap, step: i64) -> Option<u64> {
    let (l, u) = (lb.single_constant_result()?, ub.single_constant_result()?);
    if step <= 0 {
        return None;
    }
    let d = u.checked_sub(l)?;
    Some(if d <= 0 {
        0
    } else {
        (d as u64).div_ceil(step as u64)
    })
}

/// Upstream's `removeDuplicateExprs`.
fn remove_duplicate_exprs(map: AffineMap) -> AffineMap {
    let mut exprs = Vec::with_capacity(map.num_results());
    for e in map.results() {
        if !exprs.contains(e) {
            exprs.push(e.clone());
        }
    }
    AffineMap::new(map.num_dims(), map.num_symbols(), exprs)
}

/// Upstream's `AffineForOp::fold`.
pub(super) fn fold_for(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let (mut lb, mut ub) = bound_maps(ctx, body, op)?;
    let nl = lb.num_inputs() as usize;
    let nu = ub.num_inputs() as usize;
    let all: Vec<ValueId> = body.operands(op).collect();
    if all.len() < nl + nu {
        return None;
    }
    let mut lbs = all[..nl].to_vec();
    let mut ubs = all[nl..nl + nu].to_vec();
    let inits = all[nl + nu..].to_vec();
    let (orig_lb, orig_ub) = (lb.clone(), ub.clone());

    // foldLoopBounds: all-constant operands give a constant bound.
    for (lower, first) in [(true, 0usize), (false, nl)] {
        let (map, ops) = if lower {
            (&mut lb, &mut lbs)
        } else {
            (&mut ub, &mut ubs)
        };
        if map.is_single_constant() {
            continue;
        }
        let consts: Vec<Option<i64>> = (0..ops.len())
            .map(|i| a.operand(first + i).and_then(|c| int_attr_value(ctx, c)))
            .collect();
        if let Ok((_, Some(vs))) = partial_constant_fold(map, &consts) {
            let v = if lower {
                vs.iter().max()
            } else {
                vs.iter().min()
            };
            if let Some(v) = v {
                *map = AffineMap::constant_map(*v);
                ops.clear();
            }
        }
    }
    // canonicalizeLoopBounds.
    let (prev_lb, prev_ub) = (lb.clone(), ub.clone());
    compose_affine_map_and_operands(ctx, body, &mut lb, &mut lbs);
    canonicalize_map_and_operands(ctx, body, &mut lb, &mut lbs);
    let lb_new = remove_duplicate_exprs(lb.clone());
    compose_affine_map_and_operands(ctx, body, &mut ub, &mut ubs);
    canonicalize_map_and_operands(ctx, body, &mut ub, &mut ubs);
    let ub_new = remove_duplicate_exprs(ub.clone());
    let (lb, ub) = if lb_new == prev_lb && ub_new == prev_ub {
        (prev_lb, prev_ub)
    } else {
        (lb_new, ub_new)
    };
    let results = body.results(op);
    if !results.is_empty() {
        if let Some(0) = trivial_trip_count(&lb, &ub, step(ctx, body, op).unwrap_or(1)) {
            return Some(Folded::Replace(
                inits.iter().map(|v| FoldResult::Value(*v)).collect(),
            ));
        }
    }
    if lb == orig_lb && ub == orig_ub {
        return None;
    }
    let operands = lbs.iter().chain(&ubs).chain(&inits).copied().collect();
    let segs = dense_i32_array(
        ctx,
        &[lbs.len() as i32, ubs.len() as i32, inits.len() as i32],
    );
    let edits = [
        Edit::Operands(operands),
        Edit::Prop(SEGMENTS, Some(segs)),
        Edit::Prop(LOWER, Some(map_attr(ctx, lb))),
        Edit::Prop(UPPER, Some(map_attr(ctx, ub))),
    ];
    Some(Folded::InPlace(edits.into_iter().collect()))
}

pub(super) fn for_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "affine.for", 1, "AffineForEmptyLoopFolder", empty_loop);
}

/// Upstream's `AffineForEmptyLoopFolder`: a loop whose body is only its yield is replaced
/// by the values it would produce.
fn empty_loop(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.results(op).is_empty() {
        return Err(());
    }
    let (rb, regions) = body.op_regions(op);
    let block = regions.first().and_then(|r| rb.entry_block(*r)).ok_or(())?;
    let ops: Vec<OpId> = rb.block_ops(block).collect();
    let [yield_op] = ops.as_slice() else {
        return Err(());
    };
    let (lb, ub) = bound_maps(ctx, body, op).ok_or(())?;
    let nl = lb.num_inputs() as usize + ub.num_inputs() as usize;
    let inits: Vec<ValueId> = body.operands(op).skip(nl).collect();
    let trip = trivial_trip_count(&lb, &ub, step(ctx, body, op).unwrap_or(1));
    if trip == Some(0) {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let iter_args: Vec<ValueId> = rb.block_args(block).iter().skip(1).copied().collect();
    let mut replacements = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, v) in rb.operands(*yield_op).enumerate() {
        match iter_args.iter().position(|a| *a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                replacements.push(*inits.get(pos).ok_or(())?);
            }
            None => {
                outside = true;
                replacements.push(v);
            }
        }
    }
    if trip.is_none() && (outside || out_of_order) {
        return Err(());
    }
    if trip.is_some_and(|t| t >= 2) && out_of_order {
        return Err(());
    }
    rw.replace_op(op, &replacements);
    Ok(())
}

// ---- affine.if -----------------------------------------------------------------------------

fn condition(ctx: &Context, body: &Body, op: OpId) -> Option<IntegerSet> {
    match ctx.attr_kind(body.attr(op, ctx.ident("condition"))?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

/// Upstream's `AffineIfOp::fold`: `composeSetAndOperands` then `canonicalizeSetAndOperands`
/// (the set's constraints handled as the results of a map).
pub(super) fn fold_if(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let set = condition(ctx, body, op)?;
    let old: Vec<ValueId> = body.operands(op).collect();
    let mut operands = old.clone();
    let mut map = AffineMap::new(
        set.num_dims(),
        set.num_symbols(),
        set.constraints().to_vec(),
    );
    let from_apply = |v: &ValueId| {
        body.defining_op(*v)
            .is_some_and(|d| ctx.op_name_str(body.op_name(d)) == "affine.apply")
    };
    if operands.iter().any(from_apply) {
        compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    }
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    let new_set = IntegerSet::new(
        map.num_dims(),
        map.num_symbols(),
        map.results().to_vec(),
        set.eq_flags().to_vec(),
    );
    if new_set == set && operands == old {
        return None;
    }
    let attr = ctx.get_attr(AttrKind::IntegerSet(new_set));
    let edits = [
        Edit::Attr(ctx.ident("condition"), Some(attr)),
        Edit::Operands(operands.into_iter().collect()),
    ];
    Some(Folded::InPlace(edits.into_iter().collect()))
}

pub(super) fn if_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "affine.if", 1, "SimplifyDeadElse", dead_else);
    set.add_fn(
        ctx,
        "affine.if",
        1,
        "AlwaysTrueOrFalseIf",
        always_true_or_false,
    );
}

/// Upstream's `SimplifyDeadElse`: an else block holding only its yield is erased (when the
/// op has no results).
fn dead_else(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let else_region = *body.regions(op).get(1).ok_or(())?;
    let block = body.entry_block(else_region).ok_or(())?;
    if body.block_ops(block).count() != 1 || !body.results(op).is_empty() {
        return Err(());
    }
    rw.erase_block(block);
    rw.notify_op_modified(op);
    Ok(())
}

/// Upstream's `AlwaysTrueOrFalseIf`: an empty set selects the else block (or erases the op),
/// the set `0 == 0` the then block, inlined before the op.
fn always_true_or_false(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let set = condition(ctx, body, op).ok_or(())?;
    let regions = body.regions(op).to_vec();
    let has_else = regions
        .get(1)
        .is_some_and(|r| body.entry_block(*r).is_some());
    let trivially_true = set.num_equalities() == 1
        && set.num_inequalities() == 0
        && set.constraints()[0].as_constant() == Some(0);
    let region = if set.is_empty_integer_set() {
        if body.results(op).is_empty() && !has_else {
            rw.erase_op(op);
            return Ok(());
        }
        *regions.get(1).ok_or(())?
    } else if trivially_true {
        regions[0]
    } else {
        return Err(());
    };
    let block = body.entry_block(region).ok_or(())?;
    let term = body.last_op(block).ok_or(())?;
    let results: Vec<ValueId> = body.operands(term).collect();
    let dest = body.parent_block(op).ok_or(())?;
    rw.inline_block_before(block, dest, Some(op), &[]);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    Ok(())
}
