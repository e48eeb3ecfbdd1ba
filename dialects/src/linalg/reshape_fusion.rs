//! Reshape fusion by expansion (MLIR 19's `populateFoldReshapeOpsByExpansionPatterns` in
//! `ElementwiseOpFusion.cpp`): a `tensor.collapse_shape` feeding a `linalg.generic` input
//! (`FoldWithProducerReshapeOpByExpansion`), or a `tensor.expand_shape` of a generic's
//! result (`FoldReshapeWithGenericOpByExpansion`), is folded away by expanding the generic's
//! loops to the expanded shape: the other operands get `tensor.expand_shape`s, the results
//! that keep the original shape a `tensor.collapse_shape`, and `linalg.index` uses are
//! linearized from the expanded indices. A `tensor.pad` of a collapsing reshape is padded
//! before the reshape instead (`FoldPadWithProducerReshapeOpByExpansion`).

use super::elementwise_fusion::ControlFn;
use super::transform_utils as tu;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::InsertPoint;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Body, Context, IrMapping, OpId, TypeKind, ValueId};

/// Upstream `populateFoldReshapeOpsByExpansionPatterns`.
pub fn populate_fold_reshape_ops_by_expansion(
    ctx: &Context,
    set: &mut RewritePatternSet,
    control: ControlFn,
) {
    set.add_fn(
        ctx,
        "tensor.expand_shape",
        1,
        "FoldReshapeWithGenericOpByExpansion",
        move |op, rw| fold_reshape_with_generic(op, rw, control),
    );
    set.add_fn(
        ctx,
        "tensor.pad",
        1,
        "FoldPadWithProducerReshapeOpByExpansion",
        move |op, rw| fold_pad_with_producer_reshape(op, rw, control),
    );
    // Rooted on the structured ops (upstream's `LinalgOp` interface pattern).
    set.add(
        rmlir_ir::rewrite::Pattern::new(
            rmlir_ir::rewrite::PatternRoot::Matching(|info| {
                info.name == "linalg.generic" || super::named::lookup(info.name).is_some()
            }),
            rmlir_ir::rewrite::PatternBenefit::new(1),
            move |op: OpId, rw: &mut PatternRewriter<'_>| {
                fold_with_producer_reshape(op, rw, control)
            },
        )
        .with_debug_name("FoldWithProducerReshapeOpByExpansion"),
    );
}

fn name_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The reassociation groups of a reshape op.
pub fn reassociation(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<i64>>> {
    let a = rmlir_ir::ods::prop(ctx, body, op, "reassociation")?;
    let AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return None;
    };
    groups
        .iter()
        .map(|g| match ctx.attr_kind(*g) {
            AttrKind::Array(v) => v
                .iter()
                .map(|x| c::signless_int_value(ctx, *x, 64))
                .collect(),
            _ => None,
        })
        .collect()
}

/// Upstream `isFusableWithReshapeByDimExpansion`.
fn is_fusable(ctx: &Context, body: &Body, op: OpId, idx: usize) -> bool {
    if !is_expandable_op(ctx, body, op) || !tu::has_pure_tensor_semantics(ctx, body, op) {
        return false;
    }
    let Some(maps) = super::indexing_maps(ctx, body, op) else {
        return false;
    };
    let Some(iters) = super::iterator_types(ctx, body, op) else {
        return false;
    };
    // The loops of the reshaped operand must all be parallel.
    maps.iter().all(|m| m.is_projected_permutation(false))
        && maps.get(idx).is_some_and(|m| {
            m.num_results() > 0
                && m.results().iter().all(|e| {
                    e.as_dim()
                        .is_some_and(|d| iters.get(d as usize).copied().unwrap_or(false))
                })
        })
}

/// The structured ops whose expansion is a `linalg.generic` with their payload (upstream
/// keeps `fill`, `copy` and `transpose` named; rmlir leaves those, and the map-like ops
/// whose payload has no init argument, alone).
fn is_expandable_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = ctx.op_name_str(body.op_name(op));
    super::is_structured(ctx, body, op)
        && !super::map_reduce::is_map_like(name)
        && !matches!(name, "linalg.fill" | "linalg.copy" | "linalg.transpose")
}

/// Upstream `getStaticLoopRanges`: each loop's size from the first operand dimension it
/// indexes.
fn static_loop_ranges(body: &Body, ctx: &Context, op: OpId, maps: &[AffineMap]) -> Vec<i64> {
    let n = maps.first().map_or(0, |m| m.num_dims() as usize);
    let mut out: Vec<Option<i64>> = vec![None; n];
    for (k, m) in maps.iter().enumerate() {
        let shape = tu::shape_of(ctx, body.value_type(body.operand(op, k)));
        for (r, e) in m.results().iter().enumerate() {
            if let (Some(d), Some(s)) = (e.as_dim(), shape.get(r)) {
                if out[d as usize].is_none() {
                    out[d as usize] = Some(*s);
                }
            }
        }
    }
    out.into_iter().map(|s| s.unwrap_or(DYNAMIC)).collect()
}

/// The type an operand is reshaped to and the reassociation of the reshape.
type Reshape = (rmlir_ir::Type, Vec<Vec<i64>>);

/// Upstream `ExpansionInfo`.
struct Expansion {
    /// Original loop -> expanded loops.
    reassoc: Vec<Vec<i64>>,
    /// Original loop -> sizes of its expanded loops.
    shapes: Vec<Vec<i64>>,
    num_dims: u32,
}

impl Expansion {
    fn map(&self, m: &AffineMap) -> AffineMap {
        let mut exprs = Vec::new();
        for e in m.results() {
            let d = e.as_dim().unwrap_or(0) as usize;
            for x in &self.reassoc[d] {
                exprs.push(AffineExpr::dim(*x as u32));
            }
        }
        AffineMap::new(self.num_dims, m.num_symbols(), exprs)
    }
    fn shape(&self, m: &AffineMap) -> Vec<i64> {
        let mut s = Vec::new();
        for e in m.results() {
            let d = e.as_dim().unwrap_or(0) as usize;
            s.extend(self.shapes[d].iter().copied());
        }
        s
    }
    /// Upstream `getReassociationForExpansion`.
    fn groups(&self, m: &AffineMap) -> Vec<Vec<i64>> {
        let mut out = Vec::new();
        let mut n = 0i64;
        for e in m.results() {
            let d = e.as_dim().unwrap_or(0) as usize;
            let k = self.reassoc[d].len() as i64;
            out.push((n..n + k).collect());
            n += k;
        }
        out
    }
}

/// Upstream `reshapeLikeShapesAreCompatible` (expanding).
fn shapes_compatible(collapsed: &[i64], expanded: &[i64], groups: &[Vec<i64>]) -> bool {
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let slice = &expanded[start..start + g.len()];
        let dynamic = slice.contains(&DYNAMIC);
        let product: i64 = slice.iter().filter(|s| **s != DYNAMIC).product();
        if dynamic {
            if collapsed[i] != DYNAMIC {
                return false;
            }
        } else if collapsed[i] != product {
            return false;
        }
        start += g.len();
    }
    true
}

fn has_index_semantics(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(b) = body.entry_block(body.regions(op)[0]) else {
        return false;
    };
    body.block_ops(b)
        .any(|o| name_is(ctx, body, o, "linalg.index"))
}

/// Upstream `fuseWithReshapeByExpansion`: the replacement values of `op`'s results.
fn fuse_with_reshape_by_expansion(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    reshape: OpId,
    fused_idx: usize,
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let body = rw.body();
    let expanding = name_is(ctx, body, reshape, "tensor.expand_shape");
    let src = body.operand(reshape, 0);
    let expanded_ty = if expanding {
        body.value_type(body.result(reshape, 0))
    } else {
        body.value_type(src)
    };
    let expanded_shape = tu::shape_of(ctx, expanded_ty);
    let groups = reassociation(ctx, body, reshape)?;
    if groups.is_empty() {
        return None;
    }
    let maps = super::indexing_maps(ctx, body, op)?;
    let fused_map = maps.get(fused_idx)?.clone();
    let n = fused_map.num_dims() as usize;
    let ranges = static_loop_ranges(body, ctx, op, &maps);
    let mut num_expanded = vec![1usize; n];
    let mut shapes: Vec<Vec<i64>> = vec![Vec::new(); n];
    for (k, e) in fused_map.results().iter().enumerate() {
        let pos = e.as_dim()? as usize;
        let g = groups.get(k)?;
        num_expanded[pos] = g.len();
        let start = *g.first()? as usize;
        shapes[pos] = expanded_shape.get(start..start + g.len())?.to_vec();
    }
    for (i, s) in shapes.iter_mut().enumerate() {
        if s.is_empty() {
            *s = vec![*ranges.get(i)?];
        }
    }
    let mut reassoc = Vec::new();
    let mut sum = 0i64;
    for k in &num_expanded {
        reassoc.push((sum..sum + *k as i64).collect::<Vec<_>>());
        sum += *k as i64;
    }
    let exp = Expansion {
        reassoc,
        shapes,
        num_dims: sum as u32,
    };
    // Upstream `isLinalgOpExpandable`.
    if has_index_semantics(ctx, body, op) {
        for s in &exp.shapes {
            if s.len() > 1 && s[1..].contains(&DYNAMIC) {
                return None;
            }
        }
    }
    let new_maps: Vec<AffineMap> = maps.iter().map(|m| exp.map(m)).collect();
    let (ins, outs) = super::segments(ctx, body, op);
    let loc = body.loc(op);
    let iters = super::iterator_types(ctx, body, op)?;

    // Check every reshape before creating any.
    let plan = |v: ValueId, m: &AffineMap| -> Result<Option<Reshape>, ()> {
        let t = body.value_type(v);
        let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(t) else {
            return Ok(None);
        };
        let es = exp.shape(m);
        let et = tu::tensor_type(ctx, &es, *elem);
        if et == t {
            return Ok(None);
        }
        let g = exp.groups(m);
        if !shapes_compatible(shape, &es, &g) {
            return Err(());
        }
        Ok(Some((et, g)))
    };
    let mut in_plans = Vec::new();
    for (i, v) in ins.iter().enumerate() {
        if i == fused_idx {
            in_plans.push(None);
            continue;
        }
        in_plans.push(plan(*v, &maps[i]).ok()?);
    }
    let mut out_plans = Vec::new();
    for (k, v) in outs.iter().enumerate() {
        if !tu::is_tensor(ctx, body.value_type(*v)) {
            return None;
        }
        out_plans.push(plan(*v, &maps[ins.len() + k]).ok()?);
    }
    let old_block = body.entry_block(body.regions(op)[0])?;
    let old_results: Vec<ValueId> = body.results(op).to_vec();

    rw.set_insertion_point_before(op);
    let mut new_ins = Vec::new();
    for (i, v) in ins.iter().enumerate() {
        if i == fused_idx {
            new_ins.push(src);
            continue;
        }
        match &in_plans[i] {
            Some((t, g)) => new_ins.push(tu::create_expand(rw, loc, *v, *t, g)?),
            None => new_ins.push(*v),
        }
    }
    let mut new_outs = Vec::new();
    for (k, v) in outs.iter().enumerate() {
        match &out_plans[k] {
            Some((t, g)) => new_outs.push(tu::create_expand(rw, loc, *v, *t, g)?),
            None => new_outs.push(*v),
        }
    }
    let mut new_iters = vec![tu::iterator_attr(ctx, true); exp.num_dims as usize];
    for (i, p) in iters.iter().enumerate() {
        for j in &exp.reassoc[i] {
            new_iters[*j as usize] = tu::iterator_attr(ctx, *p);
        }
    }
    let result_types: Vec<_> = new_outs.iter().map(|v| rw.body().value_type(*v)).collect();
    let fused = tu::create_generic(
        rw,
        loc,
        &result_types,
        &new_ins,
        &new_outs,
        &new_maps,
        &new_iters,
        Vec::new(),
    );
    let region = rw.body().regions(fused)[0];
    let block = rw.create_block(region, None, &[]);
    let mut map = IrMapping::new();
    let old_args = rw.body().block_args(old_block).to_vec();
    for a in &old_args {
        let t = rw.body().value_type(*a);
        let l = rw.body().value(*a).loc.unwrap_or(loc);
        let nv = rw.body.add_block_arg(block, t, l);
        map.map_value(*a, nv);
    }
    let old_ops: Vec<OpId> = rw.body().block_ops(old_block).collect();
    for o in old_ops {
        rw.body
            .clone_op_at(o, InsertPoint::BlockEnd(block), &mut map);
    }
    update_index_ops(rw, loc, block, &exp);

    rw.set_insertion_point_after(fused);
    let mut results = Vec::new();
    for (r, old) in old_results.iter().enumerate() {
        let nr = rw.body().result(fused, r);
        let t = rw.body().value_type(*old);
        if rw.body().value_type(nr) != t {
            let g = exp.groups(&maps[ins.len() + r]);
            results.push(tu::create_collapse(rw, loc, nr, t, &g));
        } else {
            results.push(nr);
        }
    }
    Some(results)
}

/// Upstream `updateExpandedGenericOpRegion`.
fn update_index_ops(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    block: rmlir_ir::BlockId,
    exp: &Expansion,
) {
    let ctx = rw.ctx;
    let index_ops: Vec<OpId> = rw
        .body()
        .block_ops(block)
        .filter(|o| name_is(ctx, rw.body(), *o, "linalg.index"))
        .collect();
    for io in index_ops {
        let Some(d) = rmlir_ir::ods::prop(ctx, rw.body(), io, "dim")
            .and_then(|a| c::signless_int_value(ctx, a, 64))
        else {
            continue;
        };
        let d = d as usize;
        let Some(dims) = exp.reassoc.get(d) else {
            continue;
        };
        if dims.len() == 1 && dims[0] == d as i64 {
            continue;
        }
        let io_loc = rw.body().loc(io);
        rw.set_insertion_point_after(io);
        let expanded: Vec<ValueId> = dims[1..]
            .iter()
            .map(|x| tu::create_index(rw, loc, *x))
            .collect();
        let mut acc = tu::create_index(rw, loc, dims[0]);
        for (s, idx) in exp.shapes[d][1..].iter().zip(expanded) {
            let m = AffineMap::new(
                2,
                0,
                vec![AffineExpr::dim(0) + AffineExpr::dim(1) * AffineExpr::constant(*s)],
            );
            acc = crate::affine::utils::create_apply(rw, io_loc, m, &[idx, acc]);
        }
        rw.replace_op(io, &[acc]);
    }
}

/// `FoldWithProducerReshapeOpByExpansion`: a collapsing reshape feeding an input.
fn fold_with_producer_reshape(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    control: ControlFn,
) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if !is_expandable_op(ctx, body, op) {
        return Err(());
    }
    let (ins, _) = super::segments(ctx, body, op);
    for (i, v) in ins.iter().enumerate() {
        let Some(reshape) = body.defining_op(*v) else {
            continue;
        };
        if !name_is(ctx, body, reshape, "tensor.collapse_shape") {
            continue;
        }
        if !is_fusable(ctx, body, op, i) || !control(body, op, i, ctx) {
            continue;
        }
        let vals = fuse_with_reshape_by_expansion(rw, op, reshape, i).ok_or(())?;
        rw.replace_op(op, &vals);
        return Ok(());
    }
    Err(())
}

/// `FoldReshapeWithGenericOpByExpansion`: an expanding reshape of a generic's result.
fn fold_reshape_with_generic(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    control: ControlFn,
) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let producer = body.defining_op(src).ok_or(())?;
    if !is_expandable_op(ctx, body, producer) {
        return Err(());
    }
    let r = body
        .results(producer)
        .iter()
        .position(|x| *x == src)
        .ok_or(())?;
    let n_ins = super::segments(ctx, body, producer).0.len();
    if !is_fusable(ctx, body, producer, n_ins + r) || !control(body, op, 0, ctx) {
        return Err(());
    }
    let vals = fuse_with_reshape_by_expansion(rw, producer, op, n_ins + r).ok_or(())?;
    // The reshape reads the expanded result directly; the producer's users get the
    // collapsed results.
    let mut repl = vals[r];
    if let Some(d) = rw.body().defining_op(repl) {
        if name_is(ctx, rw.body(), d, "tensor.collapse_shape") {
            repl = rw.body().operand(d, 0);
        }
    }
    rw.replace_op(op, &[repl]);
    rw.replace_op(producer, &vals);
    Ok(())
}

/// `FoldPadWithProducerReshapeOpByExpansion`: a `tensor.pad` of a collapsing reshape pads the
/// reshape's source instead (only the dims not collapsed may be padded) and is collapsed
/// after.
fn fold_pad_with_producer_reshape(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    control: ControlFn,
) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let reshape = body.defining_op(src).ok_or(())?;
    if !name_is(ctx, body, reshape, "tensor.collapse_shape") || !control(body, op, 0, ctx) {
        return Err(());
    }
    // The padding value: yielded by the region and defined outside it.
    let entry = body.entry_block(body.regions(op)[0]).ok_or(())?;
    let term = body.last_op(entry).ok_or(())?;
    if body.num_operands(term) != 1 {
        return Err(());
    }
    let pad_val = body.operand(term, 0);
    match body.defining_op(pad_val) {
        Some(d) => {
            let mut p = body.parent_op(d);
            while let Some(x) = p {
                if x == op {
                    return Err(());
                }
                p = body.parent_op(x);
            }
        }
        None => {
            if body.block_args(entry).contains(&pad_val) {
                return Err(());
            }
        }
    }
    let groups = reassociation(ctx, body, reshape).ok_or(())?;
    let low = tu::mixed_list(ctx, body, op, "static_low", 1);
    let high = tu::mixed_list(ctx, body, op, "static_high", 2);
    if low.len() != groups.len() || high.len() != groups.len() {
        return Err(());
    }
    for (g, (l, h)) in groups.iter().zip(low.iter().zip(&high)) {
        let padded = |o: &tu::Ofr| !matches!(o, Ok(0));
        if g.len() != 1 && (padded(l) || padded(h)) {
            return Err(());
        }
    }
    let reshape_src = body.operand(reshape, 0);
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(body.value_type(reshape_src))
    else {
        return Err(());
    };
    let (mut new_shape, elem) = (shape.to_vec(), *elem);
    let result_ty = body.value_type(body.result(op, 0));
    let padded_shape = tu::shape_of(ctx, result_ty);
    let mut new_low = Vec::new();
    let mut new_high = Vec::new();
    for (i, g) in groups.iter().enumerate() {
        if g.len() == 1 {
            new_shape[g[0] as usize] = padded_shape[i];
        }
        for _ in g {
            new_low.push(low[i]);
            new_high.push(high[i]);
        }
    }
    let nofold = rmlir_ir::ods::prop(ctx, body, op, "nofold");
    let loc = body.loc(op);
    let new_ty = tu::tensor_type(ctx, &new_shape, elem);
    let mut operands = vec![reshape_src];
    let mut seg = vec![1i32];
    for l in [&new_low, &new_high] {
        let mut n = 0;
        for m in l.iter() {
            if let Err(v) = m {
                operands.push(*v);
                n += 1;
            }
        }
        seg.push(n);
    }
    let statics = |l: &[tu::Ofr]| -> Vec<i64> { l.iter().map(|m| m.unwrap_or(DYNAMIC)).collect() };
    let name = ctx.op_name("tensor.pad");
    let info = ctx.op_info(name).ok_or(())?;
    let mut named: Vec<(&str, rmlir_ir::Attribute)> = vec![
        ("static_low", c::dense_i64_array(ctx, &statics(&new_low))),
        ("static_high", c::dense_i64_array(ctx, &statics(&new_high))),
        ("operandSegmentSizes", c::dense_i32_array(ctx, &seg)),
    ];
    if let Some(n) = nofold {
        named.push(("nofold", n));
    }
    rw.set_insertion_point_before(op);
    let mut spec = rmlir_ir::body::OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = std::slice::from_ref(&new_ty);
    spec.num_regions = 1;
    spec.props = info.props_from(ctx, &named, false);
    let pad = rw.create(spec);
    let pad_region = rw.body().regions(pad)[0];
    let index = ctx.index_type();
    let block_args: Vec<(rmlir_ir::Type, rmlir_ir::Location)> = vec![(index, loc); new_shape.len()];
    rw.create_block(pad_region, None, &block_args);
    let mut yspec = rmlir_ir::body::OpSpec::new(ctx.op_name("tensor.yield"), loc);
    let yops = [pad_val];
    yspec.operands = &yops;
    rw.create(yspec);
    rw.set_insertion_point_after(pad);
    let padded = rw.body().result(pad, 0);
    let collapsed = tu::create_collapse(rw, loc, padded, result_ty, &groups);
    rw.replace_op(op, &[collapsed]);
    Ok(())
}
