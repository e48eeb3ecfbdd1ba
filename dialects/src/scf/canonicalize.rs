//! Canonicalization patterns of the `scf` ops (upstream's `SCF.cpp`): `scf.if` (static
//! conditions, unused results, yields of the condition or the same value, empty `else`,
//! select conversion, combining), `scf.for` (trivial loops, `ForOpIterArgsFolder`),
//! `scf.execute_region` inlining, constant `scf.index_switch`, every `scf.while` pattern of
//! 19 (the argument-rewriting ones in [`while_loop`]), `scf.parallel` ([`parallel`]) and the
//! tensor-free `scf.forall` ones ([`forall`]).

use rmlir_ir::body::OpSpec;
use rmlir_ir::rewrite::fold::value_constant;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{AttrKind, Context, OpId, RegionId, Type, ValueId};

mod forall;
mod parallel;
mod while_loop;

type Small<T> = Vec<T>;
type PatternFn = fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult;

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

/// Whether `op` is inside `region` (at any depth).
fn region_encloses(rw: &PatternRewriter<'_>, region: RegionId, op: OpId) -> bool {
    let body = rw.body();
    let mut cur = op;
    loop {
        let Some(b) = body.parent_block(cur) else {
            return false;
        };
        let Some(r) = body.block_parent(b) else {
            return false;
        };
        if r == region {
            return true;
        }
        match body.region_parent(r) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// Whether `v` is the integer one (upstream's `m_One`).
fn is_one(rw: &PatternRewriter<'_>, v: ValueId) -> bool {
    let Some(a) = value_constant(rw.ctx, rw.body(), v) else {
        return false;
    };
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => {
            value.words().first().copied() == Some(1)
                && value.words().iter().skip(1).all(|w| *w == 0)
        }
        _ => false,
    }
}

/// `x` when `v` is `arith.xori x, 1`.
fn negated(rw: &PatternRewriter<'_>, v: ValueId) -> Option<ValueId> {
    let x = rw.body().defining_op(v)?;
    if !name_is(rw, x, "arith.xori") || !is_one(rw, rw.body().operand(x, 1)) {
        return None;
    }
    Some(rw.body().operand(x, 0))
}

/// Creates an `arith.constant` of `i1` before `op`.
fn bool_constant(rw: &mut PatternRewriter<'_>, op: OpId, value: bool) -> ValueId {
    let i1 = rw.ctx.integer_type(1);
    let loc = rw.body().loc(op);
    let attr = rw.ctx.bool_attr(value);
    let mut spec = OpSpec::new(rw.ctx.op_name("arith.constant"), loc);
    spec.result_types = std::slice::from_ref(&i1);
    spec.props.push(Some(attr));
    rw.set_insertion_point_before(op);
    let k = rw.create(spec);
    rw.body().result(k, 0)
}

/// `if (!c) A else B` becomes `if c B else A` (upstream's in-place `IfOp::fold`).
fn swap_negated_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    if !has_else(rw, op) {
        return Err(());
    }
    let cond = negated(rw, rw.body().operand(op, 0)).ok_or(())?;
    let r = regions(rw, op);
    let tb = rw.body().entry_block(r[0]).ok_or(())?;
    let eb = rw.body().entry_block(r[1]).ok_or(())?;
    rw.modify_op_in_place(op, |b| {
        b.set_operand(op, 0, cond);
        b.detach_block(tb);
        b.detach_block(eb);
        b.insert_block(r[0], eb, None);
        b.insert_block(r[1], tb, None);
    });
    Ok(())
}

/// Uses of the condition inside the branches become `true` (then) or `false` (else)
/// (upstream's `ConditionPropagation`).
fn condition_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let cond = rw.body().operand(op, 0);
    if value_constant(rw.ctx, rw.body(), cond).is_some() {
        return Err(());
    }
    let r = regions(rw, op);
    let uses: Small<(OpId, usize)> = rw.body().uses(cond).collect();
    let (mut t, mut f) = (None, None);
    let mut changed = false;
    for (user, idx) in uses {
        let v = if region_encloses(rw, r[0], user) {
            *t.get_or_insert_with(|| bool_constant(rw, op, true))
        } else if region_encloses(rw, r[1], user) {
            *f.get_or_insert_with(|| bool_constant(rw, op, false))
        } else {
            continue;
        };
        changed = true;
        rw.modify_op_in_place(user, |b| b.set_operand(user, idx, v));
    }
    if changed {
        Ok(())
    } else {
        Err(())
    }
}

/// The yield of the single block of `region`, if any.
fn yield_of(rw: &PatternRewriter<'_>, region: RegionId) -> Option<OpId> {
    block_and_terminator(rw, region).map(|(_, y)| y)
}

/// Two consecutive `scf.if`s on the same (or negated) condition merge into one (upstream's
/// `CombineIfs`).
fn combine_ifs(next: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let prev = rw.body().prev_op(next).ok_or(())?;
    if !name_is(rw, prev, "scf.if") {
        return Err(());
    }
    let (pc, nc) = (rw.body().operand(prev, 0), rw.body().operand(next, 0));
    let nr = regions(rw, next);
    let pr = regions(rw, prev);
    let next_has_else = has_else(rw, next);
    let (mut next_then, mut next_else) = (None, None);
    if nc == pc {
        next_then = Some(nr[0]);
        if next_has_else {
            next_else = Some(nr[1]);
        }
    }
    if negated(rw, nc) == Some(pc) || negated(rw, pc) == Some(nc) {
        next_else = Some(nr[0]);
        next_then = if next_has_else { Some(nr[1]) } else { None };
    }
    if next_then.is_none() && next_else.is_none() {
        return Err(());
    }
    let prev_results: Small<ValueId> = rw.body().results(prev).to_vec();
    let then_yielded: Small<ValueId> = rw.body().operands(yield_of(rw, pr[0]).ok_or(())?).collect();
    let else_yielded: Small<ValueId> = match yield_of(rw, pr[1]) {
        Some(y) => rw.body().operands(y).collect(),
        None => Small::new(),
    };
    for (i, &res) in prev_results.iter().enumerate() {
        if i >= else_yielded.len() {
            break;
        }
        let uses: Small<(OpId, usize)> = rw.body().uses(res).collect();
        for (user, idx) in uses {
            let v = if next_then.is_some_and(|r| region_encloses(rw, r, user)) {
                then_yielded[i]
            } else if next_else.is_some_and(|r| region_encloses(rw, r, user)) {
                else_yielded[i]
            } else {
                continue;
            };
            rw.modify_op_in_place(user, |b| b.set_operand(user, idx, v));
        }
    }
    let mut tys: Small<Type> = prev_results
        .iter()
        .map(|&v| rw.body().value_type(v))
        .collect();
    let next_results: Small<ValueId> = rw.body().results(next).to_vec();
    tys.extend(next_results.iter().map(|&v| rw.body().value_type(v)));
    let loc = rw.body().loc(next);
    let mut spec = OpSpec::new(rw.body().op_name(next), loc);
    let ops = [pc];
    spec.operands = &ops;
    spec.result_types = &tys;
    spec.num_regions = 2;
    rw.set_insertion_point_before(next);
    let combined = rw.create(spec);
    let cr = regions(rw, combined);
    rw.inline_region_before(pr[0], cr[0], None);
    let merge_into = |rw: &mut PatternRewriter<'_>, dest_region: RegionId, src_region: RegionId| {
        let (db, dy) = block_and_terminator(rw, dest_region).expect("block");
        let (sb, sy) = block_and_terminator(rw, src_region).expect("block");
        rw.merge_blocks(sb, db, &[]);
        let mut vals: Small<ValueId> = rw.body().operands(dy).collect();
        vals.extend(rw.body().operands(sy));
        let yloc = rw.body().loc(sy);
        let mut spec = OpSpec::new(rw.body().op_name(sy), yloc);
        spec.operands = &vals;
        rw.set_insertion_point_to_end(db);
        rw.create(spec);
        rw.erase_op(dy);
        rw.erase_op(sy);
    };
    if let Some(t) = next_then {
        merge_into(rw, cr[0], t);
    }
    rw.inline_region_before(pr[1], cr[1], None);
    if let Some(e) = next_else {
        if rw.body().entry_block(cr[1]).is_none() {
            rw.inline_region_before(e, cr[1], None);
        } else {
            merge_into(rw, cr[1], e);
        }
    }
    let all: Small<ValueId> = rw.body().results(combined).to_vec();
    let np = prev_results.len();
    rw.replace_op(prev, &all[..np]);
    rw.replace_op(next, &all[np..]);
    Ok(())
}

/// `if a { if b { ... } }` with nothing else in the outer `then` (and an `else` that only
/// yields) becomes `if (a & b) { ... }` (upstream's `CombineNestedIfs`).
fn combine_nested_ifs(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let r = regions(rw, op);
    let (tb, ty) = block_and_terminator(rw, r[0]).ok_or(())?;
    if rw.body().block_ops(tb).count() != 2 {
        return Err(());
    }
    let nested = rw.body().first_op(tb).ok_or(())?;
    if !name_is(rw, nested, "scf.if") {
        return Err(());
    }
    let else_y = yield_of(rw, r[1]);
    if let Some((eb, _)) = block_and_terminator(rw, r[1]) {
        if rw.body().block_ops(eb).count() != 1 {
            return Err(());
        }
    }
    let nr = regions(rw, nested);
    let nested_else_y = yield_of(rw, nr[1]);
    if let Some((eb, _)) = block_and_terminator(rw, nr[1]) {
        if rw.body().block_ops(eb).count() != 1 {
            return Err(());
        }
    }
    let nested_then_y = yield_of(rw, nr[0]).ok_or(())?;
    let mut then_yield: Small<ValueId> = rw.body().operands(ty).collect();
    let else_yield: Small<ValueId> = match else_y {
        Some(y) => rw.body().operands(y).collect(),
        None => Small::new(),
    };
    let mut upgrade = Small::new();
    for i in 0..then_yield.len() {
        let v = then_yield[i];
        if rw.body().defining_op(v) == Some(nested) {
            let idx = rw
                .body()
                .results(nested)
                .iter()
                .position(|&x| x == v)
                .ok_or(())?;
            let ney = nested_else_y.ok_or(())?;
            if rw.body().operand(ney, idx) != else_yield[i] {
                return Err(());
            }
            then_yield[i] = rw.body().operand(nested_then_y, idx);
            continue;
        }
        let in_then = rw.body().block_args(tb).contains(&v)
            || rw
                .body()
                .defining_op(v)
                .and_then(|d| rw.body().parent_block(d))
                .and_then(|b| rw.body().block_parent(b))
                == Some(r[0]);
        if in_then {
            return Err(());
        }
        upgrade.push(i);
    }
    let loc = rw.body().loc(op);
    let (a, b) = (rw.body().operand(op, 0), rw.body().operand(nested, 0));
    let i1 = rw.ctx.integer_type(1);
    let ops = [a, b];
    let mut spec = OpSpec::new(rw.ctx.op_name("arith.andi"), loc);
    spec.operands = &ops;
    spec.result_types = std::slice::from_ref(&i1);
    rw.set_insertion_point_before(op);
    let and = rw.create(spec);
    let cond = rw.body().result(and, 0);
    let tys: Small<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|&v| rw.body().value_type(v))
        .collect();
    let mut spec = OpSpec::new(rw.body().op_name(op), loc);
    let ops = [cond];
    spec.operands = &ops;
    spec.result_types = &tys;
    spec.num_regions = 2;
    let new = rw.create(spec);
    let newr = regions(rw, new);
    let nb = rw.create_block(newr[0], None, &[]);
    let mut results: Small<ValueId> = rw.body().results(new).to_vec();
    rw.set_insertion_point_before(new);
    for &idx in &upgrade {
        let t = rw.body().value_type(then_yield[idx]);
        let ops = [a, then_yield[idx], else_yield[idx]];
        let mut spec = OpSpec::new(rw.ctx.op_name("arith.select"), loc);
        spec.operands = &ops;
        spec.result_types = std::slice::from_ref(&t);
        let s = rw.create(spec);
        results[idx] = rw.body().result(s, 0);
    }
    let (ntb, _) = block_and_terminator(rw, nr[0]).ok_or(())?;
    rw.merge_blocks(ntb, nb, &[]);
    let merged_y = rw.body().last_op(nb).ok_or(())?;
    let yloc = rw.body().loc(merged_y);
    let mut spec = OpSpec::new(rw.body().op_name(merged_y), yloc);
    spec.operands = &then_yield;
    rw.set_insertion_point_before(merged_y);
    let ny = rw.create(spec);
    rw.replace_op_with_op(merged_y, ny);
    if !else_yield.is_empty() {
        let eb = rw.create_block(newr[1], None, &[]);
        let mut spec = OpSpec::new(rw.ctx.op_name("scf.yield"), loc);
        spec.operands = &else_yield;
        rw.set_insertion_point_to_end(eb);
        rw.create(spec);
    }
    rw.replace_op(op, &results);
    Ok(())
}

pub(crate) fn if_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "scf.if",
        1,
        "IfOpNegatedCondition",
        swap_negated_condition,
    );
    set.add_fn(ctx, "scf.if", 1, "CombineIfs", combine_ifs);
    set.add_fn(ctx, "scf.if", 1, "CombineNestedIfs", combine_nested_ifs);
    set.add_fn(
        ctx,
        "scf.if",
        1,
        "ConditionPropagation",
        condition_propagation,
    );
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

/// Iteration arguments that are yielded unchanged, or that are unused while their init is
/// yielded or their result is unused, are replaced by their init (upstream's
/// `ForOpIterArgsFolder`).
fn iter_args_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let region = rw.body().regions(op)[0];
    let (block, term) = block_and_terminator(rw, region).ok_or(())?;
    let body = rw.body();
    let inits: Small<ValueId> = body.operands(op).skip(3).collect();
    let args: Small<ValueId> = body.block_args(block)[1..].to_vec();
    let results: Small<ValueId> = body.results(op).to_vec();
    let yielded: Small<ValueId> = body.operands(term).collect();
    let n = inits
        .len()
        .min(args.len())
        .min(results.len())
        .min(yielded.len());
    let forwarded: Small<bool> = (0..n)
        .map(|i| {
            let (init, arg, res, y) = (inits[i], args[i], results[i], yielded[i]);
            arg == y || (!body.has_uses(arg) && (init == y || !body.has_uses(res)))
        })
        .collect();
    if !forwarded.iter().any(|&f| f) {
        return Err(());
    }
    let new_inits: Small<ValueId> = (0..n)
        .filter(|&i| !forwarded[i])
        .map(|i| inits[i])
        .collect();
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
    let yield_name = body.op_name(term);
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let nr = regions(rw, new)[0];
    // Upstream's builder: the induction variable at the op's location, the iteration
    // arguments at their inits'.
    let mut bargs = vec![(iv_ty, loc)];
    for &v in &new_inits {
        bargs.push((rw.body().value_type(v), while_loop::value_loc(rw, v)));
    }
    let nb = rw.create_block(nr, None, &bargs);
    let new_args: Small<ValueId> = rw.body().block_args(nb).to_vec();
    let new_results: Small<ValueId> = rw.body().results(new).to_vec();
    let mut block_transfer = vec![new_args[0]];
    let mut rep = Vec::new();
    let mut kept = 0;
    for i in 0..n {
        if forwarded[i] {
            block_transfer.push(inits[i]);
            rep.push(inits[i]);
        } else {
            block_transfer.push(new_args[1 + kept]);
            rep.push(new_results[kept]);
            kept += 1;
        }
    }
    if new_inits.is_empty() {
        // The builder made a terminator: the old block goes before it and its terminator is
        // erased.
        let ny = rw.create(OpSpec::new(yield_name, loc));
        rw.inline_block_before(block, nb, Some(ny), &block_transfer);
        let merged = rw.body().prev_op(ny).ok_or(())?;
        rw.erase_op(merged);
        rw.replace_op(op, &rep);
        return Ok(());
    }
    rw.merge_blocks(block, nb, &block_transfer);
    let merged = rw.body().last_op(nb).ok_or(())?;
    let filtered: Small<ValueId> = (0..n)
        .filter(|&i| !forwarded[i])
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

/// A multi-block `scf.execute_region` directly in a function body (a root region of the
/// body: the isolated op owning it is taken to be a function) or in another
/// `scf.execute_region` is inlined with `cf.br`s (upstream's `MultiBlockExecuteInliner`).
fn multi_block_execute_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    match rw.body().parent_op(op) {
        None => {}
        Some(p) if name_is(rw, p, "scf.execute_region") => {}
        Some(_) => return Err(()),
    }
    let region = regions(rw, op)[0];
    let entry = rw.body().entry_block(region).ok_or(())?;
    let prev = rw.body().parent_block(op).ok_or(())?;
    let post = rw.split_block(prev, Some(op));
    let loc = rw.body().loc(op);
    let br = rw.ctx.op_name("cf.br");
    rw.set_insertion_point_to_end(prev);
    let mut spec = OpSpec::new(br, loc);
    let dest = [entry];
    spec.successors = &dest;
    rw.create(spec);
    let blocks: Small<rmlir_ir::BlockId> = rw.body().region_blocks(region).collect();
    for b in blocks {
        let Some(t) = rw.body().last_op(b) else {
            continue;
        };
        if !name_is(rw, t, "scf.yield") {
            continue;
        }
        let args: Small<ValueId> = rw.body().operands(t).collect();
        let yloc = rw.body().loc(t);
        let mut spec = OpSpec::new(br, yloc);
        let dest = [post];
        spec.successors = &dest;
        spec.operands = &args;
        rw.set_insertion_point_before(t);
        rw.create(spec);
        rw.erase_op(t);
    }
    let parent_region = rw.body().block_parent(post).ok_or(())?;
    rw.inline_region_before(region, parent_region, Some(post));
    let results: Small<ValueId> = rw.body().results(op).to_vec();
    let mut args = Small::new();
    for r in results {
        let ty = rw.body().value_type(r);
        let rloc = rw.body().loc(op);
        args.push(rw.unnotified(|b| b.add_block_arg(post, ty, rloc)));
    }
    rw.replace_op(op, &args);
    Ok(())
}

pub(crate) fn execute_region_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "scf.execute_region",
        1,
        "SingleBlockExecuteInliner",
        single_block_execute_inliner,
    );
    set.add_fn(
        ctx,
        "scf.execute_region",
        1,
        "MultiBlockExecuteInliner",
        multi_block_execute_inliner,
    );
}

// ---- scf.index_switch -----------------------------------------------------------------------

/// A switch on a constant is replaced by the matching case (or the default region)
/// (upstream's `IndexSwitchOp::fold`).
fn fold_constant_case(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let c = const_int(rw, rw.body().operand(op, 0)).ok_or(())?;
    let cases = rmlir_ir::ods::prop(rw.ctx, rw.body(), op, "cases").ok_or(())?;
    let values = rmlir_ir::ods::constraints::dense_i64_values(rw.ctx, cases).ok_or(())?;
    let r = regions(rw, op);
    let region = match values.iter().position(|&v| v as i128 == c) {
        Some(i) => r[1 + i],
        None => r[0],
    };
    replace_op_with_region(rw, op, region, &[])
}

pub(crate) fn index_switch_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "scf.index_switch",
        1,
        "FoldConstantCase",
        fold_constant_case,
    );
}

// ---- scf.while ------------------------------------------------------------------------------

/// The `before` and `after` blocks of an `scf.while` and its `scf.condition`.
fn while_parts(
    rw: &PatternRewriter<'_>,
    op: OpId,
) -> Option<(rmlir_ir::BlockId, OpId, rmlir_ir::BlockId)> {
    let r = regions(rw, op);
    let (before, cond) = block_and_terminator(rw, r[0])?;
    let after = rw.body().entry_block(r[1])?;
    Some((before, cond, after))
}

/// Rebuilds `op` so that `scf.condition` forwards `new_args` only: the `after` block and the
/// results get `new_args`' types (the `after` arguments at `locs`, the op's location when
/// `None`), and `map(i, new_after_args, new_results)` gives the replacement of old `after`
/// argument and result `i`.
fn rebuild_while_forwarding(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    new_args: &[ValueId],
    locs: Option<&[rmlir_ir::Location]>,
    map: impl Fn(usize, &[ValueId], &[ValueId]) -> (ValueId, ValueId),
) -> LogicalResult {
    let (before, cond, after) = while_parts(rw, op).ok_or(())?;
    let c = rw.body().operand(cond, 0);
    let mut ops = vec![c];
    ops.extend_from_slice(new_args);
    let cloc = rw.body().loc(cond);
    let mut spec = OpSpec::new(rw.body().op_name(cond), cloc);
    spec.operands = &ops;
    rw.set_insertion_point_before(cond);
    rw.create(spec);
    rw.erase_op(cond);
    let tys: Small<Type> = new_args.iter().map(|&v| rw.body().value_type(v)).collect();
    let inits: Small<ValueId> = rw.body().operands(op).collect();
    let loc = rw.body().loc(op);
    let mut spec = OpSpec::new(rw.body().op_name(op), loc);
    spec.operands = &inits;
    spec.result_types = &tys;
    spec.num_regions = 2;
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let nr = regions(rw, new);
    let or = regions(rw, op);
    let _ = before;
    rw.inline_region_before(or[0], nr[0], None);
    let arg_locs: Small<(Type, rmlir_ir::Location)> = tys
        .iter()
        .enumerate()
        .map(|(i, &t)| (t, locs.map_or(loc, |l| l[i])))
        .collect();
    let nb = rw.create_block(nr[1], None, &arg_locs);
    let new_after: Small<ValueId> = rw.body().block_args(nb).to_vec();
    let new_results: Small<ValueId> = rw.body().results(new).to_vec();
    let n = rw.body().results(op).len();
    let (mut after_map, mut res_map) = (Small::new(), Small::new());
    for i in 0..n {
        let (a, r) = map(i, &new_after, &new_results);
        after_map.push(a);
        res_map.push(r);
    }
    rw.merge_blocks(after, nb, &after_map);
    rw.replace_op(op, &res_map);
    Ok(())
}

/// `scf.condition` operands defined outside the `before` block are forwarded directly to
/// their uses (upstream's `RemoveLoopInvariantValueYielded`).
fn remove_invariant_value_yielded(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (before, cond, _) = while_parts(rw, op).ok_or(())?;
    let args: Small<ValueId> = rw.body().operands(cond).skip(1).collect();
    let inside = |v: ValueId| {
        rw.body().block_args(before).contains(&v)
            || rw
                .body()
                .defining_op(v)
                .is_some_and(|d| rw.body().parent_block(d) == Some(before))
    };
    let invariant: Small<bool> = args.iter().map(|&v| !inside(v)).collect();
    if !invariant.iter().any(|&b| b) {
        return Err(());
    }
    let kept: Small<ValueId> = (0..args.len())
        .filter(|&i| !invariant[i])
        .map(|i| args[i])
        .collect();
    let mut slot = Small::new();
    let mut k = 0;
    for &inv in &invariant {
        slot.push(if inv {
            None
        } else {
            k += 1;
            Some(k - 1)
        });
    }
    let after = rw.body().entry_block(regions(rw, op)[1]).ok_or(())?;
    let after_args: Small<ValueId> = rw.body().block_args(after).to_vec();
    let locs: Small<rmlir_ir::Location> = (0..args.len())
        .filter(|&i| !invariant[i])
        .map(|i| while_loop::value_loc(rw, after_args[i]))
        .collect();
    rebuild_while_forwarding(rw, op, &kept, Some(&locs), |i, a, r| match slot[i] {
        Some(j) => (a[j], r[j]),
        None => (args[i], args[i]),
    })
}

/// Forwarded values unused both as results and as `after` arguments are dropped (upstream's
/// `WhileUnusedResult`).
fn while_unused_result(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (_, cond, after) = while_parts(rw, op).ok_or(())?;
    let args: Small<ValueId> = rw.body().operands(cond).skip(1).collect();
    let results: Small<ValueId> = rw.body().results(op).to_vec();
    let after_args: Small<ValueId> = rw.body().block_args(after).to_vec();
    let used: Small<bool> = (0..results.len())
        .map(|i| rw.body().has_uses(results[i]) || rw.body().has_uses(after_args[i]))
        .collect();
    if used.iter().all(|&u| u) {
        return Err(());
    }
    let kept: Small<ValueId> = (0..args.len())
        .filter(|&i| used[i])
        .map(|i| args[i])
        .collect();
    let mut slot = Small::new();
    let mut k = 0;
    for &u in &used {
        slot.push(if u {
            k += 1;
            Some(k - 1)
        } else {
            None
        });
    }
    rebuild_while_forwarding(rw, op, &kept, None, |i, a, r| match slot[i] {
        Some(j) => (a[j], r[j]),
        // Unused on both sides: any value of the right type will do.
        None => (args[i], args[i]),
    })
}

/// Values forwarded several times by `scf.condition` are forwarded once (upstream's
/// `WhileRemoveDuplicatedResults`).
fn while_remove_duplicated_results(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (_, cond, _) = while_parts(rw, op).ok_or(())?;
    let args: Small<ValueId> = rw.body().operands(cond).skip(1).collect();
    let mut uniq: Small<ValueId> = Small::new();
    let mut pos = Small::new();
    for &a in &args {
        match uniq.iter().position(|&u| u == a) {
            Some(p) => pos.push(p),
            None => {
                pos.push(uniq.len());
                uniq.push(a);
            }
        }
    }
    if uniq.len() == args.len() {
        return Err(());
    }
    while_loop::rebuild_with_new_blocks(rw, op, &uniq, &pos)
}

pub(crate) fn while_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let patterns: [(&str, PatternFn); 8] = [
        (
            "RemoveLoopInvariantArgsFromBeforeBlock",
            while_loop::remove_invariant_args_from_before,
        ),
        (
            "RemoveLoopInvariantValueYielded",
            remove_invariant_value_yielded,
        ),
        ("WhileConditionTruth", while_loop::while_condition_truth),
        ("WhileCmpCond", while_loop::while_cmp_cond),
        ("WhileUnusedResult", while_unused_result),
        (
            "WhileRemoveDuplicatedResults",
            while_remove_duplicated_results,
        ),
        (
            "WhileRemoveUnusedArgs",
            while_loop::while_remove_unused_args,
        ),
        (
            "WhileOpAlignBeforeArgs",
            while_loop::while_align_before_args,
        ),
    ];
    for (name, f) in patterns {
        set.add_fn(ctx, "scf.while", 1, name, f);
    }
}

// ---- scf.parallel ---------------------------------------------------------------------------

pub(crate) fn parallel_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "scf.parallel",
        1,
        "ParallelOpSingleOrZeroIterationDimsFolder",
        parallel::single_or_zero_iteration_dims,
    );
    set.add_fn(
        ctx,
        "scf.parallel",
        1,
        "MergeNestedParallelLoops",
        parallel::merge_nested_parallel_loops,
    );
}

// ---- scf.forall -----------------------------------------------------------------------------

pub(crate) fn forall_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "scf.forall",
        1,
        "ForallOpControlOperandsFolder",
        forall::control_operands_folder,
    );
    set.add_fn(
        ctx,
        "scf.forall",
        1,
        "ForallOpSingleOrZeroIterationDimsFolder",
        forall::single_or_zero_iteration_dims,
    );
}
