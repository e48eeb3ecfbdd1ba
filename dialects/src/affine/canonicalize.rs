//! Canonicalization patterns of `affine.apply`, `affine.min` and `affine.max` (upstream's
//! `SimplifyAffineOp`, `CanonicalizeSingleResultAffineMinMaxOp`,
//! `DeduplicateAffineMinMaxExpressions`, `MergeAffineMinMaxOp` and
//! `CanonicalizeAffineMinMaxOpExprAndTermOrder`).

use super::simplify::flatten_no_locals;
use super::utils::{canonicalize_map_and_operands, compose_affine_map_and_operands, op_map};
use rmlir_ir::affine::{AffineExpr, AffineExprView, AffineMap};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Context, OpId, ValueId};

pub(super) fn apply_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "affine.apply", 1, "SimplifyAffineOp", |op, rw| {
        simplify_affine_op(op, rw, "affine.apply")
    });
}

pub(super) fn min_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    min_max_patterns(ctx, set, "affine.min");
}

pub(super) fn max_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    min_max_patterns(ctx, set, "affine.max");
}

fn min_max_patterns(ctx: &Context, set: &mut RewritePatternSet, name: &'static str) {
    set.add_fn(
        ctx,
        name,
        1,
        "CanonicalizeSingleResultAffineMinMaxOp",
        single_result,
    );
    set.add_fn(
        ctx,
        name,
        1,
        "DeduplicateAffineMinMaxExpressions",
        move |op, rw| deduplicate(op, rw, name),
    );
    set.add_fn(ctx, name, 1, "MergeAffineMinMaxOp", move |op, rw| {
        merge(op, rw, name)
    });
    set.add_fn(ctx, name, 1, "SimplifyAffineOp", move |op, rw| {
        simplify_affine_op(op, rw, name)
    });
    set.add_fn(
        ctx,
        name,
        1,
        "CanonicalizeAffineMinMaxOpExprAndTermOrder",
        move |op, rw| expr_and_term_order(op, rw, name),
    );
}

fn operands(rw: &PatternRewriter<'_>, op: OpId) -> Vec<ValueId> {
    rw.body().operands(op).collect()
}

/// Replaces `op` by a new `name(map, operands)`.
fn replace_with(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    map: AffineMap,
    operands: &[ValueId],
) {
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let v = super::build(rw, name, loc, map, operands);
    rw.replace_op(op, &[v]);
}

fn map(rw: &PatternRewriter<'_>, op: OpId) -> Result<AffineMap, ()> {
    op_map(rw.ctx, rw.body(), op).ok_or(())
}

/// Upstream `SimplifyAffineOp`.
fn simplify_affine_op(op: OpId, rw: &mut PatternRewriter<'_>, name: &str) -> LogicalResult {
    let old_map = map(rw, op)?;
    let old_operands = operands(rw, op);
    if old_map.num_inputs() as usize != old_operands.len() {
        return Err(());
    }
    let mut m = old_map.clone();
    let mut ops = old_operands.clone();
    compose_affine_map_and_operands(rw.ctx, rw.body(), &mut m, &mut ops);
    canonicalize_map_and_operands(rw.ctx, rw.body(), &mut m, &mut ops);
    m = simplify_map_with_operands(&m);
    if m == old_map && ops == old_operands {
        return Err(());
    }
    replace_with(rw, op, name, m, &ops);
    Ok(())
}

/// Upstream `simplifyMapWithOperands`. No operand carries bounds here (they come from
/// `affine.for` induction variables, which are not modelled), so only the rules that need
/// none apply.
fn simplify_map_with_operands(map: &AffineMap) -> AffineMap {
    let results = map.results().iter().map(simplify_expr).collect();
    AffineMap::new(map.num_dims(), map.num_symbols(), results)
}

/// Upstream `getLargestKnownDivisor(e, operands)` without loop bounds: dims give 1.
fn largest_known_divisor(e: &AffineExpr) -> i64 {
    if e.as_dim().is_some() {
        return 1;
    }
    e.largest_known_divisor()
}

/// Upstream `isNonNegativeBoundedBy` without loop bounds: constants only.
fn non_negative_bounded_by(e: &AffineExpr, k: i64) -> bool {
    e.as_constant().is_some_and(|c| c >= 0 && c < k)
}

/// Upstream `simplifyExprAndOperands`.
fn simplify_expr(expr: &AffineExpr) -> AffineExpr {
    let Some((op, l, r)) = expr.as_binary() else {
        return expr.clone();
    };
    let (l, r) = (simplify_expr(l), simplify_expr(r));
    let expr = AffineExpr::binary(op, &l, &r);
    let (is_floor, is_mod) = match expr.view() {
        AffineExprView::FloorDiv(..) => (true, false),
        AffineExprView::Mod(..) => (false, true),
        AffineExprView::CeilDiv(..) => (false, false),
        _ => return expr,
    };
    let Some((_, lhs, rhs)) = expr.as_binary() else {
        return expr;
    };
    let Some(c) = rhs.as_constant() else {
        return expr;
    };
    if c <= 0 {
        return expr;
    }
    // (q * d + r) floordiv/mod c with 0 <= r < d.
    if let AffineExprView::Add(ll, rl) = lhs.view() {
        let mut split = None;
        let div = largest_known_divisor(ll);
        if non_negative_bounded_by(rl, div) {
            split = Some((div, ll.clone(), rl.clone()));
        } else {
            let div = largest_known_divisor(rl);
            if non_negative_bounded_by(ll, div) {
                split = Some((div, rl.clone(), ll.clone()));
            }
        }
        if let Some((div, q, rem)) = split {
            if c % div == 0 && is_floor {
                return q.floor_div_const(c);
            } else if div % c == 0 && is_mod {
                return rem.modulo_const(c);
            }
            return expr;
        }
    }
    if (non_negative_bounded_by(lhs, c) && is_floor)
        || (largest_known_divisor(lhs) % c == 0 && is_mod)
    {
        return AffineExpr::constant(0);
    }
    expr
}

/// Upstream `CanonicalizeSingleResultAffineMinMaxOp`.
fn single_result(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let m = map(rw, op)?;
    if m.num_results() != 1 {
        return Err(());
    }
    let ops = operands(rw, op);
    replace_with(rw, op, "affine.apply", m, &ops);
    Ok(())
}

/// Upstream `DeduplicateAffineMinMaxExpressions`.
fn deduplicate(op: OpId, rw: &mut PatternRewriter<'_>, name: &str) -> LogicalResult {
    let m = map(rw, op)?;
    let mut exprs: Vec<AffineExpr> = Vec::new();
    for e in m.results() {
        if !exprs.contains(e) {
            exprs.push(e.clone());
        }
    }
    if exprs.len() == m.num_results() {
        return Err(());
    }
    let new = AffineMap::new(m.num_dims(), m.num_symbols(), exprs);
    let ops = operands(rw, op);
    replace_with(rw, op, name, new, &ops);
    Ok(())
}

/// Upstream `MergeAffineMinMaxOp`: producers of the same kind bound to a result that is a
/// lone dim or symbol are merged into the consumer.
fn merge(op: OpId, rw: &mut PatternRewriter<'_>, name: &str) -> LogicalResult {
    let ctx = rw.ctx;
    let m = map(rw, op)?;
    let all = operands(rw, op);
    let nd = m.num_dims() as usize;
    if all.len() != m.num_inputs() as usize {
        return Err(());
    }
    let mut dim_ops: Vec<ValueId> = all[..nd].to_vec();
    let mut sym_ops: Vec<ValueId> = all[nd..].to_vec();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    let producer = |v: ValueId| {
        rw.body()
            .defining_op(v)
            .filter(|&d| ctx.op_name_str(rw.body().op_name(d)) == name)
    };
    for e in m.results() {
        let v = if let Some(s) = e.as_symbol() {
            Some(sym_ops[s as usize])
        } else {
            e.as_dim().map(|d| dim_ops[d as usize])
        };
        if let Some(p) = v.and_then(producer) {
            producers.push(p);
            continue;
        }
        exprs.push(e.clone());
    }
    if producers.is_empty() {
        return Err(());
    }
    let (mut used_dims, mut used_syms) = (m.num_dims(), m.num_symbols());
    for p in producers {
        let pm = map(rw, p)?;
        let pops: Vec<ValueId> = rw.body().operands(p).collect();
        let pd = pm.num_dims();
        let ps = pm.num_symbols();
        dim_ops.extend_from_slice(&pops[..pd as usize]);
        sym_ops.extend_from_slice(&pops[pops.len() - ps as usize..]);
        for e in pm.results() {
            exprs.push(
                e.shift_dims(pd, used_dims, 0)
                    .shift_symbols(ps, used_syms, 0),
            );
        }
        used_dims += pd;
        used_syms += ps;
    }
    let new = AffineMap::new(used_dims, used_syms, exprs);
    dim_ops.extend(sym_ops);
    replace_with(rw, op, name, new, &dim_ops);
    Ok(())
}

/// Upstream `CanonicalizeAffineMinMaxOpExprAndTermOrder`.
fn expr_and_term_order(op: OpId, rw: &mut PatternRewriter<'_>, name: &str) -> LogicalResult {
    let m = map(rw, op)?;
    let mut flat = Vec::with_capacity(m.num_results());
    for e in m.results() {
        flat.push(flatten_no_locals(e, m.num_dims(), m.num_symbols()).ok_or(())?);
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return Err(());
    }
    let mut perm: Vec<usize> = (0..m.num_results()).collect();
    perm.sort_by(|a, b| flat[*a].cmp(&flat[*b]));
    let new = AffineMap::new(
        m.num_dims(),
        m.num_symbols(),
        perm.iter().map(|&i| m.result(i).clone()).collect(),
    );
    let ops = operands(rw, op);
    replace_with(rw, op, name, new, &ops);
    Ok(())
}

/// Upstream `SimplifyAffineOp` on `affine.load`/`store`/`vector_load`/`vector_store`/
/// `prefetch`: the access map composed with the `affine.apply` ops producing its operands,
/// canonicalized and simplified; the op is rebuilt (without its discardable attributes)
/// when that changed anything. `prefix` operands (stored value, memref) precede the map's.
pub(super) fn simplify_access_op(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    prefix: usize,
) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let info = ctx.op_info(body.op_name(op)).ok_or(())?;
    let slot = info.prop_index("map").ok_or(())?;
    let old_map = body.op(op).props[slot]
        .and_then(|a| super::utils::map_of(ctx, a))
        .ok_or(())?;
    let all = operands(rw, op);
    if all.len() < prefix || old_map.num_inputs() as usize != all.len() - prefix {
        return Err(());
    }
    let old_operands = all[prefix..].to_vec();
    let mut m = old_map.clone();
    let mut ops = old_operands.clone();
    compose_affine_map_and_operands(ctx, rw.body(), &mut m, &mut ops);
    canonicalize_map_and_operands(ctx, rw.body(), &mut m, &mut ops);
    m = simplify_map_with_operands(&m);
    if m == old_map && ops == old_operands {
        return Err(());
    }
    let body = rw.body();
    let map_attr = super::utils::map_attr(ctx, m);
    let result_types: Vec<rmlir_ir::Type> = body
        .results(op)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    let mut new_operands = all[..prefix].to_vec();
    new_operands.extend(ops);
    let mut spec = rmlir_ir::body::OpSpec::new(body.op_name(op), body.loc(op));
    spec.operands = &new_operands;
    spec.result_types = &result_types;
    spec.props = body.op(op).props.iter().copied().collect();
    spec.props[slot] = Some(map_attr);
    rw.set_insertion_point_before(op);
    let new_op = rw.create(spec);
    let results = rw.body().results(new_op).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

pub(super) fn access_patterns(ctx: &Context, set: &mut RewritePatternSet, name: &'static str) {
    let prefix = if matches!(name, "affine.store" | "affine.vector_store") {
        2
    } else {
        1
    };
    set.add_fn(ctx, name, 1, "SimplifyAffineOp", move |op, rw| {
        simplify_access_op(op, rw, prefix)
    });
}
