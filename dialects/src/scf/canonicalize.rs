//! Canonicalization patterns of the `scf` ops (upstream's `SCF.cpp`), a subset: static
//! `scf.if` conditions, unused `scf.if` results, yields that are the condition or the same
//! value, empty `else` branches, trivial `scf.for` loops, loop-invariant or unused `scf.for`
//! iteration arguments, and single-block `scf.execute_region`.

use rmlir_ir::body::OpSpec;
use rmlir_ir::rewrite::fold::value_constant;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{AttrKind, Context, OpId, RegionId, Type, ValueId};

type Small<T> = Vec<T>;

fn name_is(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx.op_name_str(rw.body().op_name(op)) == name
}

/// The integer value of the constant defining `v` (scalar integer or index).
fn const_int(rw: &PatternRewriter<'_>, v: ValueId) -> Option<i128> {
    match rw.ctx.attr_kind(value_constant(rw.ctx, rw.body(), v)?) {
        AttrKind::Integer { value, .. } => {
            let w = value.width();
            if w > 64 {
                return None;
            }
            let raw = value.words().first().copied().unwrap_or(0);
            let sh = 64 - w;
            Some((((raw << sh) as i64) >> sh) as i128)
        }
        _ => None,
    }
}

/// The single block of `region` and its terminator.
fn block_and_terminator(
    rw: &PatternRewriter<'_>,
    region: RegionId,
) -> Option<(rmlir_ir::BlockId, OpId)> {
    let b = rw.body().entry_block(region)?;
    Some((b, rw.body().last_op(b)?))
}

/// Inlines the single block of `region` before `op`, replaces `op` with the terminator's
/// operands and erases the terminator (upstream's `replaceOpWithRegion`).
fn replace_op_with_region(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
) -> LogicalResult {
    let (block, term) = block_and_terminator(rw, region).ok_or(())?;
    let results: Small<ValueId> = rw.body().operands(term).collect();
    let dest = rw.body().parent_block(op).ok_or(())?;
    rw.inline_block_before(block, dest, Some(op), args);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    Ok(())
}

// ---- scf.if ---------------------------------------------------------------------------------

fn regions(rw: &PatternRewriter<'_>, op: OpId) -> Small<RegionId> {
    rw.body().regions(op).to_vec()
}

fn has_else(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.body().entry_block(regions(rw, op)[1]).is_some()
}

/// `scf.if` with an empty `else` block and no results loses its `else` region.
fn remove_empty_else(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    if !rw.body().results(op).is_empty() {
        return Err(());
    }
    let r = regions(rw, op);
    let (eb, _) = block_and_terminator(rw, r[1]).ok_or(())?;
    if rw.body().block_ops(eb).count() != 1 {
        return Err(());
    }
    let cond = rw.body().operand(op, 0);
    let loc = rw.body().loc(op);
    let mut spec = OpSpec::new(rw.body().op_name(op), loc);
    let ops = [cond];
    spec.operands = &ops;
    spec.props = rw.body().op(op).props.clone();
    spec.attrs = rw.body().attrs(op).to_vec();
    spec.num_regions = 2;
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let nr = regions(rw, new);
    rw.inline_region_before(r[0], nr[0], None);
    rw.erase_op(op);
    Ok(())
}

/// `scf.if` on a constant condition is replaced by the taken branch.
fn remove_static_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let c = const_int(rw, rw.body().operand(op, 0)).ok_or(())?;
    let r = regions(rw, op);
    if c != 0 {
        replace_op_with_region(rw, op, r[0], &[])
    } else if has_else(rw, op) {
        replace_op_with_region(rw, op, r[1], &[])
    } else {
        rw.erase_op(op);
        Ok(())
    }
}

/// Moves the ops of `source` to the end of `dest` and keeps only the yielded values of
/// `used` results.
fn transfer_body(
    rw: &mut PatternRewriter<'_>,
    source: rmlir_ir::BlockId,
    dest: rmlir_ir::BlockId,
    used: &[usize],
) {
    rw.merge_blocks(source, dest, &[]);
    let y = rw.body().last_op(dest).expect("terminator");
    let vals: Small<ValueId> = used.iter().map(|&i| rw.body().operand(y, i)).collect();
    rw.modify_op_in_place(y, |b| b.set_operands(y, &vals));
}

/// `scf.if` with unused results is rebuilt with the used ones only.
fn remove_unused_results(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let results: Small<ValueId> = rw.body().results(op).to_vec();
    let used: Small<usize> = (0..results.len())
        .filter(|&i| rw.body().has_uses(results[i]))
        .collect();
    if used.len() == results.len() {
        return Err(());
    }
    let tys: Small<Type> = used
        .iter()
        .map(|&i| rw.body().value_type(results[i]))
        .collect();
    let cond = rw.body().operand(op, 0);
    let loc = rw.body().loc(op);
    let mut spec = OpSpec::new(rw.body().op_name(op), loc);
    let ops = [cond];
    spec.operands = &ops;
    spec.result_types = &tys;
    spec.num_regions = 2;
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let nr = regions(rw, new);
    let tb = rw.create_block(nr[0], None, &[]);
    let eb = rw.create_block(nr[1], None, &[]);
    let r = regions(rw, op);
    let (ot, _) = block_and_terminator(rw, r[0]).ok_or(())?;
    let (oe, _) = block_and_terminator(rw, r[1]).ok_or(())?;
    transfer_body(rw, ot, tb, &used);
    transfer_body(rw, oe, eb, &used);
    let new_results: Small<ValueId> = rw.body().results(new).to_vec();
    let mut rep: Small<ValueId> = results.clone();
    for (k, &i) in used.iter().enumerate() {
        rep[i] = new_results[k];
    }
    rw.replace_op(op, &rep);
    Ok(())
}

/// Results yielding the same value in both branches, or `true`/`false` constants, are
/// replaced by that value, the condition or its negation.
fn replace_yield_with_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let results: Small<ValueId> = rw.body().results(op).to_vec();
    if results.is_empty() {
        return Err(());
    }
    let r = regions(rw, op);
    let (_, ty) = block_and_terminator(rw, r[0]).ok_or(())?;
    let (_, fy) = block_and_terminator(rw, r[1]).ok_or(())?;
    let cond = rw.body().operand(op, 0);
    rw.set_insertion_point_before(op);
    let mut changed = false;
    for (i, &res) in results.iter().enumerate() {
        let (t, f) = (rw.body().operand(ty, i), rw.body().operand(fy, i));
        if t == f {
            if rw.body().has_uses(res) {
                rw.unnotified(|b| b.replace_all_uses(res, t));
                changed = true;
            }
            continue;
        }
        let is_bool = |v| {
            value_constant(rw.ctx, rw.body(), v)
                .filter(|a| rw.ctx.attr_type(*a) == Some(rw.ctx.integer_type(1)))
                .is_some()
        };
        if !is_bool(t) || !is_bool(f) {
            continue;
        }
        let (tv, fv) = (
            const_int(rw, t).ok_or(())? != 0,
            const_int(rw, f).ok_or(())? != 0,
        );
        if !tv && fv && rw.body().has_uses(res) {
            let i1 = rw.ctx.integer_type(1);
            let loc = rw.body().loc(op);
            let one = rw.ctx.bool_attr(true);
            let mut spec = OpSpec::new(rw.ctx.op_name("arith.constant"), loc);
            spec.result_types = std::slice::from_ref(&i1);
            spec.props.push(Some(one));
            let k = rw.create(spec);
            let kv = rw.body().result(k, 0);
            let ops = [cond, kv];
            let mut spec = OpSpec::new(rw.ctx.op_name("arith.xori"), loc);
            spec.operands = &ops;
            spec.result_types = std::slice::from_ref(&i1);
            let x = rw.create(spec);
            let xv = rw.body().result(x, 0);
            rw.unnotified(|b| b.replace_all_uses(res, xv));
            changed = true;
        }
        if tv && !fv && rw.body().has_uses(res) {
            rw.unnotified(|b| b.replace_all_uses(res, cond));
            changed = true;
        }
    }
    if changed {
        Ok(())
    } else {
        Err(())
    }
}

/// Results whose yielded values are both defined outside the `scf.if` become
/// `arith.select`s (or the value itself when equal); the `scf.if` keeps the others
/// (upstream's `ConvertTrivialIfToSelect`).
fn trivial_if_to_select(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let n = rw.body().results(op).len();
    if n == 0 {
        return Err(());
    }
    let r = regions(rw, op);
    let (tb, ty) = block_and_terminator(rw, r[0]).ok_or(())?;
    let (eb, ey) = block_and_terminator(rw, r[1]).ok_or(())?;
    let tv: Small<ValueId> = rw.body().operands(ty).collect();
    let fv: Small<ValueId> = rw.body().operands(ey).collect();
    let defined_in = |v: ValueId, b: rmlir_ir::BlockId| {
        rw.body().block_args(b).contains(&v)
            || rw
                .body()
                .defining_op(v)
                .is_some_and(|d| rw.body().parent_block(d) == Some(b))
    };
    let inner: Small<bool> = (0..n)
        .map(|i| defined_in(tv[i], tb) || defined_in(fv[i], eb))
        .collect();
    let tys: Small<Type> = (0..n)
        .filter(|&i| inner[i])
        .map(|i| rw.body().value_type(tv[i]))
        .collect();
    if tys.len() == n {
        return Err(());
    }
    let cond = rw.body().operand(op, 0);
    let loc = rw.body().loc(op);
    let mut spec = OpSpec::new(rw.body().op_name(op), loc);
    let ops = [cond];
    spec.operands = &ops;
    spec.result_types = &tys;
    spec.num_regions = 2;
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let nr = regions(rw, new);
    rw.inline_region_before(r[0], nr[0], None);
    rw.inline_region_before(r[1], nr[1], None);
    let new_results: Small<ValueId> = rw.body().results(new).to_vec();
    let mut results = Vec::with_capacity(n);
    let (mut ty_keep, mut fy_keep) = (Vec::new(), Vec::new());
    rw.set_insertion_point_before(new);
    for i in 0..n {
        if inner[i] {
            results.push(new_results[ty_keep.len()]);
            ty_keep.push(tv[i]);
            fy_keep.push(fv[i]);
        } else if tv[i] == fv[i] {
            results.push(tv[i]);
        } else {
            let t = rw.body().value_type(tv[i]);
            let ops = [cond, tv[i], fv[i]];
            let mut spec = OpSpec::new(rw.ctx.op_name("arith.select"), loc);
            spec.operands = &ops;
            spec.result_types = std::slice::from_ref(&t);
            let s = rw.create(spec);
            results.push(rw.body().result(s, 0));
        }
    }
    for (y, vals) in [(ty, ty_keep), (ey, fy_keep)] {
        let yloc = rw.body().loc(y);
        let mut spec = OpSpec::new(rw.body().op_name(y), yloc);
        spec.operands = &vals;
        rw.set_insertion_point_before(y);
        let ny = rw.create(spec);
        rw.replace_op_with_op(y, ny);
    }
    rw.replace_op(op, &results);
    Ok(())
}

pub(crate) fn if_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "scf.if",
        1,
        "ConvertTrivialIfToSelect",
        trivial_if_to_select,
    );
    set.add_fn(ctx, "scf.if", 1, "RemoveEmptyElseBranch", remove_empty_else);
    set.add_fn(
        ctx,
        "scf.if",
        1,
        "RemoveStaticCondition",
        remove_static_condition,
    );
    set.add_fn(
        ctx,
        "scf.if",
        1,
        "RemoveUnusedResults",
        remove_unused_results,
    );
    set.add_fn(
        ctx,
        "scf.if",
        1,
        "ReplaceIfYieldWithConditionOrValue",
        replace_yield_with_condition,
    );
}

// ---- scf.for --------------------------------------------------------------------------------

/// `ub - lb` when both are constants or `ub = addi(lb, c)` (upstream's `computeConstDiff`).
fn const_diff(rw: &PatternRewriter<'_>, lb: ValueId, ub: ValueId) -> Option<i128> {
    if let (Some(l), Some(u)) = (const_int(rw, lb), const_int(rw, ub)) {
        let w = rmlir_ir::ods::constraints::element_type_or_self(rw.ctx, rw.body().value_type(lb));
        let bits = rw.ctx.int_or_float_bitwidth(w).unwrap_or(64).min(64);
        let d = u.wrapping_sub(l) as i64;
        let sh = 64 - bits;
        return Some(((d << sh) >> sh) as i128);
    }
    let add = rw.body().defining_op(ub)?;
    if !name_is(rw, add, "arith.addi") {
        return None;
    }
    let (a, b) = (rw.body().operand(add, 0), rw.body().operand(add, 1));
    if a == lb {
        return const_int(rw, b);
    }
    if b == lb {
        return const_int(rw, a);
    }
    None
}

/// Loops with no or one iteration, or an empty body yielding outside values, are removed
/// (upstream's `SimplifyTrivialLoops`).
fn simplify_trivial_loops(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let (lb, ub, step) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    let inits: Small<ValueId> = body.operands(op).skip(3).collect();
    if lb == ub {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let diff = const_diff(rw, lb, ub).ok_or(())?;
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let step = const_int(rw, step).ok_or(())?;
    let region = regions(rw, op)[0];
    if step >= diff {
        let mut args = vec![lb];
        args.extend(inits);
        return replace_op_with_region(rw, op, region, &args);
    }
    let (block, term) = block_and_terminator(rw, region).ok_or(())?;
    if rw.body().block_ops(block).count() != 1 {
        return Err(());
    }
    let yielded: Small<ValueId> = rw.body().operands(term).collect();
    let inside = |v: ValueId| rw.body().block_args(block).contains(&v);
    if yielded.iter().any(|&v| inside(v)) {
        return Err(());
    }
    rw.replace_op(op, &yielded);
    Ok(())
}

/// Iteration arguments that are yielded unchanged, whose init is yielded, that are unused
/// with an unused result, or that duplicate an earlier (init, yielded) pair are removed
/// (upstream's `ForOpIterArgsFolder`).
fn iter_args_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let region = body.regions(op)[0];
    let (block, term) = block_and_terminator(rw, region).ok_or(())?;
    let body = rw.body();
    let inits: Small<ValueId> = body.operands(op).skip(3).collect();
    let args: Small<ValueId> = body.block_args(block)[1..].to_vec();
    let results: Small<ValueId> = body.results(op).to_vec();
    let yielded: Small<ValueId> = body.operands(term).collect();
    let mut keep = Vec::new();
    let mut new_inits = Vec::new();
    let mut transfer: Vec<Option<ValueId>> = Vec::new();
    let mut seen: Vec<((ValueId, ValueId), usize)> = Vec::new();
    let mut canonicalize = false;
    // `Dup(k)`: the same as kept argument number `k`.
    let mut dup: Vec<Option<usize>> = Vec::new();
    for i in 0..inits.len() {
        let (init, arg, res, y) = (inits[i], args[i], results[i], yielded[i]);
        let forwarded = arg == y || init == y || (!body.has_uses(arg) && !body.has_uses(res));
        if forwarded {
            canonicalize = true;
            keep.push(false);
            transfer.push(Some(init));
            dup.push(None);
            continue;
        }
        if let Some(&(_, k)) = seen.iter().find(|(p, _)| *p == (init, y)) {
            canonicalize = true;
            keep.push(false);
            transfer.push(None);
            dup.push(Some(k));
            continue;
        }
        seen.push(((init, y), new_inits.len()));
        new_inits.push(init);
        keep.push(true);
        transfer.push(None);
        dup.push(None);
    }
    if !canonicalize {
        return Err(());
    }
    let body = rw.body();
    let (lb, ub, step) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    let loc = body.loc(op);
    let iv_ty = body.value_type(body.block_args(block)[0]);
    let tys: Small<Type> = new_inits.iter().map(|&v| body.value_type(v)).collect();
    let mut operands = vec![lb, ub, step];
    operands.extend(new_inits.iter().copied());
    let mut spec = OpSpec::new(body.op_name(op), loc);
    spec.operands = &operands;
    spec.result_types = &tys;
    spec.props = body.op(op).props.clone();
    spec.attrs = body.attrs(op).to_vec();
    spec.num_regions = 1;
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let nr = regions(rw, new)[0];
    let mut bargs = vec![(iv_ty, loc)];
    bargs.extend(tys.iter().map(|&t| (t, loc)));
    let nb = rw.create_block(nr, None, &bargs);
    let new_args: Small<ValueId> = rw.body().block_args(nb).to_vec();
    let new_results: Small<ValueId> = rw.body().results(new).to_vec();
    let mut block_transfer = vec![new_args[0]];
    let mut rep = Vec::new();
    let mut kept = 0;
    for i in 0..inits.len() {
        if let Some(v) = transfer[i] {
            block_transfer.push(v);
            rep.push(v);
        } else if let Some(k) = dup[i] {
            block_transfer.push(new_args[1 + k]);
            rep.push(new_results[k]);
        } else {
            block_transfer.push(new_args[1 + kept]);
            rep.push(new_results[kept]);
            kept += 1;
        }
    }
    rw.merge_blocks(block, nb, &block_transfer);
    let merged = rw.body().last_op(nb).ok_or(())?;
    let filtered: Small<ValueId> = (0..keep.len())
        .filter(|&i| keep[i])
        .map(|i| rw.body().operand(merged, i))
        .collect();
    let yloc = rw.body().loc(merged);
    let mut spec = OpSpec::new(rw.body().op_name(merged), yloc);
    spec.operands = &filtered;
    rw.set_insertion_point_before(merged);
    rw.create(spec);
    rw.erase_op(merged);
    rw.replace_op(op, &rep);
    Ok(())
}

pub(crate) fn for_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "scf.for", 1, "ForOpIterArgsFolder", iter_args_folder);
    set.add_fn(
        ctx,
        "scf.for",
        1,
        "SimplifyTrivialLoops",
        simplify_trivial_loops,
    );
}

// ---- scf.execute_region ---------------------------------------------------------------------

fn single_block_execute_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let region = regions(rw, op)[0];
    if rw.body().region_blocks(region).count() != 1 {
        return Err(());
    }
    replace_op_with_region(rw, op, region, &[])
}

pub(crate) fn execute_region_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "scf.execute_region",
        1,
        "SingleBlockExecuteInliner",
        single_block_execute_inliner,
    );
}
