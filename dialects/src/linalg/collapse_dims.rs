//! Collapsing of a `linalg.generic`'s iteration dimensions (MLIR 19's
//! `collapseOpIterationDims` and `CollapseLinalgDimensions` in `ElementwiseOpFusion.cpp`):
//! a list of contiguous loop groups, each kept in order by every indexing map, is folded
//! into single loops; operands get `collapse_shape`s and results an `expand_shape` back to
//! their type. rmlir handles statically shaped ops without `linalg.index` in the payload
//! (others are left alone).

use super::transform_utils as tu;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Context, OpId, Type, TypeKind, ValueId};

/// The loop groups to collapse for an op (upstream `GetCollapsableDimensionsFn`).
pub type CollapseFn = fn(&rmlir_ir::Body, OpId, &Context) -> Vec<Vec<i64>>;

/// Upstream `populateCollapseDimensions` for `linalg.generic` with fixed groups.
pub fn populate_collapse_dimensions(
    ctx: &Context,
    set: &mut RewritePatternSet,
    groups: Vec<Vec<i64>>,
) {
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "CollapseLinalgDimensions",
        move |op, rw| collapse_pattern(op, rw, &groups),
    );
}

/// Upstream `isDimSequencePreserved`.
pub fn is_dim_sequence_preserved(map: &AffineMap, seq: &[i64]) -> bool {
    let Some(&start) = seq.first() else {
        return true;
    };
    let res = map.results();
    for (i, e) in res.iter().enumerate() {
        let Some(d) = e.as_dim() else {
            return false;
        };
        let d = d as i64;
        if d == start {
            if i + seq.len() > res.len() {
                return false;
            }
            return seq
                .iter()
                .enumerate()
                .all(|(k, s)| res[i + k].as_dim().map(|x| x as i64) == Some(*s));
        }
        if seq.contains(&d) {
            return false;
        }
    }
    true
}

struct Collapsing {
    to_orig: Vec<Vec<i64>>,
    /// Original loop -> (collapsed loop, position in its group).
    from_orig: Vec<(usize, usize)>,
}

impl Collapsing {
    fn new(n: usize, folded: &[Vec<i64>]) -> Option<Self> {
        let mut seen = Vec::new();
        let mut to_orig: Vec<Vec<i64>> = Vec::new();
        for g in folded {
            if g.is_empty() {
                continue;
            }
            for d in g {
                if *d < 0 || *d as usize >= n || seen.contains(d) {
                    return None;
                }
                seen.push(*d);
            }
            to_orig.push(g.clone());
        }
        for d in 0..n as i64 {
            if !seen.contains(&d) {
                to_orig.push(vec![d]);
            }
        }
        to_orig.sort_by_key(|g| g[0]);
        let mut from_orig = vec![(0, 0); n];
        for (k, g) in to_orig.iter().enumerate() {
            for (j, d) in g.iter().enumerate() {
                from_orig[*d as usize] = (k, j);
            }
        }
        Some(Collapsing { to_orig, from_orig })
    }
    fn map(&self, m: &AffineMap) -> AffineMap {
        let mut exprs = Vec::new();
        for e in m.results() {
            let d = e.as_dim().unwrap_or(0) as usize;
            let (k, j) = self.from_orig[d];
            if j == 0 {
                exprs.push(AffineExpr::dim(k as u32));
            }
        }
        AffineMap::new(self.to_orig.len() as u32, 0, exprs)
    }
    /// Upstream `getOperandReassociation`.
    fn operand_groups(&self, m: &AffineMap) -> Vec<Vec<i64>> {
        let mut out = Vec::new();
        let mut i = 0usize;
        let res = m.results();
        while i < res.len() {
            let d = res[i].as_dim().unwrap_or(0) as usize;
            let (k, j) = self.from_orig[d];
            let n = self.to_orig[k].len();
            if j == 0 {
                out.push((i as i64..(i + n) as i64).collect());
            }
            i += n;
        }
        out
    }
}

/// Whether a memref can be collapsed along `groups` without a layout (identity layout, or
/// strides that keep each group contiguous).
fn memref_collapsible(ctx: &Context, t: Type, groups: &[Vec<i64>]) -> Option<bool> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return Some(true);
    };
    let Some(l) = layout else {
        return Some(true);
    };
    // A strided memref would need a layout on the collapsed type: rmlir does not build one.
    let _ = (shape, groups);
    Some(matches!(ctx.attr_kind(*l), AttrKind::AffineMap(m) if m.is_identity()))
}

fn collapsed_type(ctx: &Context, t: Type, groups: &[Vec<i64>]) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        } => Some(tu::tensor_type(
            ctx,
            &tu::collapsed_shape(shape, groups),
            *elem,
        )),
        TypeKind::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } => Some(ctx.get_type(TypeKind::MemRef {
            shape: tu::collapsed_shape(shape, groups).into(),
            elem: *elem,
            layout: None,
            memory_space: *memory_space,
        })),
        _ => None,
    }
}

/// Upstream `collapseOpIterationDims` for a `linalg.generic`: the replacement values.
fn collapse_op_iteration_dims(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    folded: &[Vec<i64>],
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let body = rw.body();
    let maps = super::indexing_maps(ctx, body, op)?;
    let iters = tu::iterator_attrs(ctx, body, op);
    let n = iters.len();
    if n <= 1 || folded.iter().all(|g| g.len() <= 1) {
        return None;
    }
    let info = Collapsing::new(n, folded)?;
    let (ins, outs) = super::segments(ctx, body, op);
    let operands: Vec<ValueId> = ins.iter().chain(outs.iter()).copied().collect();
    let buffer = operands
        .iter()
        .all(|v| !tu::is_tensor(ctx, body.value_type(*v)));
    if buffer {
        for (k, v) in operands.iter().enumerate() {
            let g = info.operand_groups(&maps[k]);
            if !memref_collapsible(ctx, body.value_type(*v), &g)? {
                return None;
            }
        }
    }
    // rmlir limits: static loop bounds, no `linalg.index`.
    let block = body.entry_block(body.regions(op)[0])?;
    if body
        .block_ops(block)
        .any(|o| ctx.op_name_str(body.op_name(o)) == "linalg.index")
    {
        return None;
    }
    let mut bounds: Vec<Option<i64>> = vec![None; n];
    for (k, m) in maps.iter().enumerate() {
        let shape = tu::shape_of(ctx, body.value_type(operands[k]));
        for (r, e) in m.results().iter().enumerate() {
            if let (Some(d), Some(s)) = (e.as_dim(), shape.get(r)) {
                if bounds[d as usize].is_none() {
                    bounds[d as usize] = Some(*s);
                }
            }
        }
    }
    if bounds.iter().any(|b| b.is_none_or(|s| s == DYNAMIC)) {
        return None;
    }
    let mut plans = Vec::new();
    for (k, v) in operands.iter().enumerate() {
        let g = info.operand_groups(&maps[k]);
        if g.len() == maps[k].num_results() {
            plans.push(None);
        } else {
            plans.push(Some((collapsed_type(ctx, body.value_type(*v), &g)?, g)));
        }
    }
    let new_maps: Vec<AffineMap> = maps.iter().map(|m| info.map(m)).collect();
    let new_iters: Vec<_> = info.to_orig.iter().map(|g| iters[g[0] as usize]).collect();
    let loc = body.loc(op);
    let old_results: Vec<ValueId> = body.results(op).to_vec();
    let arg_types: Vec<Type> = operands
        .iter()
        .map(|v| {
            let t = body.value_type(*v);
            tu::elem_type(ctx, t).unwrap_or(t)
        })
        .collect();

    let mut new_operands = Vec::new();
    for (k, v) in operands.iter().enumerate() {
        match &plans[k] {
            Some((t, g)) => new_operands.push(tu::create_collapse(rw, loc, *v, *t, g)),
            None => new_operands.push(*v),
        }
    }
    let (new_ins, new_outs) = new_operands.split_at(ins.len());
    let result_types: Vec<Type> = if buffer {
        Vec::new()
    } else {
        new_outs.iter().map(|v| rw.body().value_type(*v)).collect()
    };
    let new_op = tu::create_generic(
        rw,
        loc,
        &result_types,
        new_ins,
        new_outs,
        &new_maps,
        &new_iters,
        Vec::new(),
    );
    let region = rw.body().regions(new_op)[0];
    let nb = rw.create_block(region, None, &[]);
    let args: Vec<ValueId> = arg_types
        .iter()
        .map(|t| rw.body.add_block_arg(nb, *t, loc))
        .collect();
    rw.merge_blocks(block, nb, &args);
    rw.set_insertion_point_after(new_op);

    let mut results = Vec::new();
    for (r, old) in old_results.iter().enumerate() {
        let nr = rw.body().result(new_op, r);
        let ot = rw.body().value_type(*old);
        if rw.body().value_type(nr) == ot {
            results.push(nr);
            continue;
        }
        let m = &maps[ins.len() + r];
        let g = info.operand_groups(m);
        results.push(tu::create_expand(rw, loc, nr, ot, &g)?);
    }
    Some(results)
}

fn collapse_pattern(op: OpId, rw: &mut PatternRewriter<'_>, groups: &[Vec<i64>]) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != "linalg.generic" || groups.is_empty() {
        return Err(());
    }
    let maps = super::indexing_maps(ctx, body, op).ok_or(())?;
    if !maps.iter().all(|m| m.is_projected_permutation(false)) {
        return Err(());
    }
    if !maps
        .iter()
        .all(|m| groups.iter().all(|g| is_dim_sequence_preserved(m, g)))
    {
        return Err(());
    }
    rw.set_insertion_point_before(op);
    let vals = collapse_op_iteration_dims(rw, op, groups).ok_or(())?;
    rw.replace_op(op, &vals);
    Ok(())
}
