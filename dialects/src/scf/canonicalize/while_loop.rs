//! `scf.while` patterns of upstream's `SCF.cpp` that rewrite the `before` arguments, the
//! condition's uses in the `after` block, or the order of forwarded values:
//! `RemoveLoopInvariantArgsFromBeforeBlock`, `WhileConditionTruth`, `WhileCmpCond`,
//! `WhileRemoveUnusedArgs` and `WhileOpAlignBeforeArgs`.

use super::{regions, while_parts, Small};
use rmlir_ir::body::OpSpec;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter};
use rmlir_ir::{AttrKind, BlockId, Location, OpId, Type, ValueId};

/// The location of `v`: a block argument's own, or its defining op's.
pub(super) fn value_loc(rw: &PatternRewriter<'_>, v: ValueId) -> Location {
    let body = rw.body();
    match body.value(v).loc {
        Some(l) => l,
        None => body
            .defining_op(v)
            .map(|d| body.loc(d))
            .unwrap_or_else(|| rw.ctx.unknown_loc()),
    }
}

/// Creates an `scf.while` before `op` with `inits`, result types `tys` and two empty regions.
fn create_while(rw: &mut PatternRewriter<'_>, op: OpId, inits: &[ValueId], tys: &[Type]) -> OpId {
    let loc = rw.body().loc(op);
    let mut spec = OpSpec::new(rw.body().op_name(op), loc);
    spec.operands = inits;
    spec.result_types = tys;
    spec.num_regions = 2;
    rw.set_insertion_point_before(op);
    rw.create(spec)
}

/// Creates an `scf.while` as upstream's builder without body builders does: a `before` block
/// with the inits' types (at the inits' locations) and an `after` block with the result
/// types (at the op's location).
fn create_while_with_blocks(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    inits: &[ValueId],
    tys: &[Type],
) -> (OpId, BlockId, BlockId) {
    let new = create_while(rw, op, inits, tys);
    let ip = rw.insertion_point();
    let r = regions(rw, new);
    let before_args: Small<(Type, Location)> = inits
        .iter()
        .map(|&v| (rw.body().value_type(v), value_loc(rw, v)))
        .collect();
    let nb = rw.create_block(r[0], None, &before_args);
    let loc = rw.body().loc(op);
    let after_args: Small<(Type, Location)> = tys.iter().map(|&t| (t, loc)).collect();
    let na = rw.create_block(r[1], None, &after_args);
    rw.set_insertion_point(ip);
    (new, nb, na)
}

/// Rebuilds `op` (with fresh blocks, as upstream's builder makes them) so that
/// `scf.condition` forwards `new_args`; old forwarded value `i` becomes new one `pos[i]`
/// (upstream's `WhileRemoveDuplicatedResults`' rewrite).
pub(super) fn rebuild_with_new_blocks(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    new_args: &[ValueId],
    pos: &[usize],
) -> LogicalResult {
    let (before, cond, after) = while_parts(rw, op).ok_or(())?;
    let tys: Small<Type> = new_args.iter().map(|&v| rw.body().value_type(v)).collect();
    let inits: Small<ValueId> = rw.body().operands(op).collect();
    let (new, nb, na) = create_while_with_blocks(rw, op, &inits, &tys);
    let na_args: Small<ValueId> = rw.body().block_args(na).to_vec();
    let new_results: Small<ValueId> = rw.body().results(new).to_vec();
    let after_map: Small<ValueId> = pos.iter().map(|&p| na_args[p]).collect();
    let rep: Small<ValueId> = pos.iter().map(|&p| new_results[p]).collect();
    let c = rw.body().operand(cond, 0);
    let mut ops = vec![c];
    ops.extend_from_slice(new_args);
    replace_terminator(rw, cond, &ops);
    let nb_args: Small<ValueId> = rw.body().block_args(nb).to_vec();
    rw.merge_blocks(before, nb, &nb_args);
    rw.merge_blocks(after, na, &after_map);
    rw.replace_op(op, &rep);
    Ok(())
}

/// Replaces terminator `term` by one of the same name with operands `ops`.
fn replace_terminator(rw: &mut PatternRewriter<'_>, term: OpId, ops: &[ValueId]) {
    let loc = rw.body().loc(term);
    let mut spec = OpSpec::new(rw.body().op_name(term), loc);
    spec.operands = ops;
    let ip = rw.insertion_point();
    rw.set_insertion_point_before(term);
    let new = rw.create(spec);
    rw.replace_op_with_op(term, new);
    rw.set_insertion_point(ip);
}

/// `before` arguments whose value never changes (the `after` block yields the init, or
/// yields what `scf.condition` forwarded from that same argument or its init) are replaced
/// by their init (upstream's `RemoveLoopInvariantArgsFromBeforeBlock`).
pub(super) fn remove_invariant_args_from_before(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let (before, cond, after) = while_parts(rw, op).ok_or(())?;
    let body = rw.body();
    let yield_op = body.last_op(after).ok_or(())?;
    let inits: Small<ValueId> = body.operands(op).collect();
    let yielded: Small<ValueId> = body.operands(yield_op).collect();
    let before_args: Small<ValueId> = body.block_args(before).to_vec();
    let after_args: Small<ValueId> = body.block_args(after).to_vec();
    let cond_args: Small<ValueId> = body.operands(cond).skip(1).collect();
    let invariant = |i: usize| {
        let (init, y) = (inits[i], yielded[i]);
        if y == init {
            return true;
        }
        match after_args.iter().position(|&a| a == y) {
            Some(k) => cond_args
                .get(k)
                .is_some_and(|&c| c == before_args[i] || c == init),
            None => false,
        }
    };
    let n = inits.len().min(yielded.len());
    let inv: Small<bool> = (0..n).map(invariant).collect();
    if !inv.iter().any(|&b| b) {
        return Err(());
    }
    let mut new_inits = Small::new();
    let mut new_yielded = Small::new();
    let mut new_args: Small<(Type, Location)> = Small::new();
    for i in 0..n {
        if inv[i] {
            continue;
        }
        new_inits.push(inits[i]);
        new_yielded.push(yielded[i]);
        new_args.push((
            rw.body().value_type(yielded[i]),
            value_loc(rw, before_args[i]),
        ));
    }
    replace_terminator(rw, yield_op, &new_yielded);
    let tys: Small<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|&v| rw.body().value_type(v))
        .collect();
    let new = create_while(rw, op, &new_inits, &tys);
    let nr = regions(rw, new);
    let nb = rw.create_block(nr[0], None, &new_args);
    let nb_args: Small<ValueId> = rw.body().block_args(nb).to_vec();
    let mut j = 0;
    let mut map = Small::new();
    for i in 0..before_args.len() {
        if i < n && inv[i] {
            map.push(inits[i]);
        } else {
            map.push(nb_args[j]);
            j += 1;
        }
    }
    rw.merge_blocks(before, nb, &map);
    let or = regions(rw, op);
    rw.inline_region_before(or[1], nr[1], None);
    let results: Small<ValueId> = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// `after` arguments receiving the condition itself are `true` (upstream's
/// `WhileConditionTruth`).
pub(super) fn while_condition_truth(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (_, cond, after) = while_parts(rw, op).ok_or(())?;
    let c = rw.body().operand(cond, 0);
    let args: Small<ValueId> = rw.body().operands(cond).skip(1).collect();
    let after_args: Small<ValueId> = rw.body().block_args(after).to_vec();
    let mut constant_true = None;
    let mut replaced = false;
    for (&a, &aa) in args.iter().zip(&after_args) {
        if a != c || !rw.body().has_uses(aa) {
            continue;
        }
        let t = match constant_true {
            Some(t) => t,
            None => {
                let ty = rw.body().value_type(c);
                let loc = rw.body().loc(op);
                let attr = rw.ctx.bool_attr(true);
                let mut spec = OpSpec::new(rw.ctx.op_name("arith.constant"), loc);
                spec.result_types = std::slice::from_ref(&ty);
                spec.props.push(Some(attr));
                rw.set_insertion_point_before(op);
                let k = rw.create(spec);
                let v = rw.body().result(k, 0);
                constant_true = Some(v);
                v
            }
        };
        rw.replace_all_uses_with(aa, t);
        replaced = true;
    }
    if replaced {
        Ok(())
    } else {
        Err(())
    }
}

/// The `arith.cmpi` predicate of `op` (`eq ne slt sle sgt sge ult ule ugt uge` = 0..9).
fn cmpi_predicate(rw: &PatternRewriter<'_>, op: OpId) -> Option<i64> {
    let a = rmlir_ir::ods::prop(rw.ctx, rw.body(), op, "predicate")?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.words().first().map(|&w| w as i64),
        _ => None,
    }
}

/// Upstream's `arith::invertPredicate`.
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    }
}

/// In the `after` block, an `arith.cmpi` repeating (or inverting) the condition's
/// comparison on a forwarded operand is a constant (upstream's `WhileCmpCond`).
pub(super) fn while_cmp_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (_, cond, after) = while_parts(rw, op).ok_or(())?;
    let c = rw.body().operand(cond, 0);
    let cmp = rw.body().defining_op(c).ok_or(())?;
    if !super::name_is(rw, cmp, "arith.cmpi") {
        return Err(());
    }
    let pred = cmpi_predicate(rw, cmp).ok_or(())?;
    let cmp_ops = [rw.body().operand(cmp, 0), rw.body().operand(cmp, 1)];
    let args: Small<ValueId> = rw.body().operands(cond).skip(1).collect();
    let after_args: Small<ValueId> = rw.body().block_args(after).to_vec();
    let mut changed = false;
    for (&a, &aa) in args.iter().zip(&after_args) {
        for idx in 0..2 {
            if a != cmp_ops[idx] {
                continue;
            }
            let users: Small<OpId> = rw.body().uses(aa).map(|(u, _)| u).collect();
            for user in users {
                if !rw.body().contains_op(user) || !super::name_is(rw, user, "arith.cmpi") {
                    continue;
                }
                if rw.body().operand(user, 1 - idx) != cmp_ops[1 - idx] {
                    continue;
                }
                let Some(p2) = cmpi_predicate(rw, user) else {
                    continue;
                };
                let same = if p2 == pred {
                    true
                } else if p2 == invert_predicate(pred) {
                    false
                } else {
                    continue;
                };
                let i1 = rw.ctx.integer_type(1);
                let loc = rw.body().loc(user);
                let attr = rw.ctx.int_attr(i1, same as i64);
                let mut spec = OpSpec::new(rw.ctx.op_name("arith.constant"), loc);
                spec.result_types = std::slice::from_ref(&i1);
                spec.props.push(Some(attr));
                // Upstream's `replaceOpWithNewOp` creates it at the insertion point:
                // before the `scf.while`.
                rw.set_insertion_point_before(op);
                let k = rw.create(spec);
                let v = rw.body().result(k, 0);
                rw.replace_op(user, &[v]);
                changed = true;
            }
        }
    }
    if changed {
        Ok(())
    } else {
        Err(())
    }
}

/// Unused `before` arguments are dropped with their inits and yielded values (upstream's
/// `WhileRemoveUnusedArgs`).
pub(super) fn while_remove_unused_args(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (before, _, after) = while_parts(rw, op).ok_or(())?;
    let before_args: Small<ValueId> = rw.body().block_args(before).to_vec();
    if before_args.iter().all(|&a| rw.body().has_uses(a)) {
        return Err(());
    }
    let yield_op = rw.body().last_op(after).ok_or(())?;
    let yielded: Small<ValueId> = rw.body().operands(yield_op).collect();
    let inits: Small<ValueId> = rw.body().operands(op).collect();
    let mut new_yields = Small::new();
    let mut new_inits = Small::new();
    let mut erase = Small::new();
    for (i, &a) in before_args.iter().enumerate() {
        if rw.body().has_uses(a) {
            if let (Some(&y), Some(&init)) = (yielded.get(i), inits.get(i)) {
                new_yields.push(y);
                new_inits.push(init);
            }
        } else {
            erase.push(i);
        }
    }
    rw.unnotified(|b| {
        for &i in erase.iter().rev() {
            b.erase_block_arg(before, i);
        }
    });
    let tys: Small<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|&v| rw.body().value_type(v))
        .collect();
    let (new, nb, na) = create_while_with_blocks(rw, op, &new_inits, &tys);
    replace_terminator(rw, yield_op, &new_yields);
    let nb_args: Small<ValueId> = rw.body().block_args(nb).to_vec();
    let na_args: Small<ValueId> = rw.body().block_args(na).to_vec();
    rw.merge_blocks(before, nb, &nb_args);
    rw.merge_blocks(after, na, &na_args);
    let results: Small<ValueId> = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// When `scf.condition` forwards exactly the `before` arguments in another order, it is
/// made to forward them in order; the `after` arguments and results follow (upstream's
/// `WhileOpAlignBeforeArgs`).
pub(super) fn while_align_before_args(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (before, cond, after) = while_parts(rw, op).ok_or(())?;
    let before_args: Small<ValueId> = rw.body().block_args(before).to_vec();
    let term_args: Small<ValueId> = rw.body().operands(cond).skip(1).collect();
    if before_args == term_args {
        return Err(());
    }
    for (i, a) in term_args.iter().enumerate() {
        if term_args[..i].contains(a) {
            return Err(());
        }
    }
    if before_args.len() != term_args.len() {
        return Err(());
    }
    // mapping[p] = i: forwarded value `p` is `before` argument `i`.
    let mut mapping = vec![0usize; term_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let p = term_args.iter().position(|t| t == a).ok_or(())?;
        mapping[p] = i;
    }
    let c = rw.body().operand(cond, 0);
    let mut ops = vec![c];
    ops.extend_from_slice(&before_args);
    replace_terminator(rw, cond, &ops);
    let results: Small<ValueId> = rw.body().results(op).to_vec();
    let mut tys: Small<Type> = vec![rw.body().value_type(c); before_args.len()];
    for (p, &i) in mapping.iter().enumerate() {
        tys[i] = rw.body().value_type(results[p]);
    }
    let inits: Small<ValueId> = rw.body().operands(op).collect();
    let (new, nb, na) = create_while_with_blocks(rw, op, &inits, &tys);
    let new_results: Small<ValueId> = rw.body().results(new).to_vec();
    let na_args: Small<ValueId> = rw.body().block_args(na).to_vec();
    let mut rep = Small::new();
    let mut after_map = Small::new();
    for &i in &mapping {
        rep.push(new_results[i]);
        after_map.push(na_args[i]);
    }
    let nb_args: Small<ValueId> = rw.body().block_args(nb).to_vec();
    rw.merge_blocks(before, nb, &nb_args);
    rw.merge_blocks(after, na, &after_map);
    rw.replace_op(op, &rep);
    Ok(())
}
