//! `reifyResultShapes` of the ops the linalg tensor transforms meet (structured ops,
//! `tensor.collapse_shape`, `expand_shape`, `extract_slice`, `empty`), and the
//! `DimOfReifyRankedShapedTypeOpInterface` patterns of upstream's
//! `populateResolveRankedShapedTypeResultDimsPatterns` built on them.

use super::transform_utils::{self as tu, Ofr};
use crate::affine::utils::{make_composed_folded_affine_apply, OpFoldResult};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, Location, OpId, ValueId};

/// Upstream `createOrFold<tensor::DimOp>(loc, v, i)`: an index constant, then the `dim`
/// op; a static size folds to a constant (materialized before the erased `dim`).
pub fn create_or_fold_dim(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    i: usize,
) -> ValueId {
    let ctx = rw.ctx;
    let shape = tu::shape_of(ctx, rw.body().value_type(v));
    if let Some(s) = shape.get(i).copied().filter(|s| *s != DYNAMIC) {
        tu::constant_index(rw, loc, i as i64);
        return tu::constant_index(rw, loc, s);
    }
    // dim(extract_slice) of a kept dynamic size folds to the size (non rank-reducing).
    if let Some(d) = rw.body().defining_op(v) {
        if ctx.op_name_str(rw.body().op_name(d)) == "tensor.extract_slice" {
            let src_rank = tu::shape_of(ctx, rw.body().value_type(rw.body().operand(d, 0))).len();
            if src_rank == shape.len() {
                let lists = tu::mixed_lists(ctx, rw.body(), d, 1);
                if let Some(Err(s)) = lists[1].get(i) {
                    let s = *s;
                    tu::constant_index(rw, loc, i as i64);
                    return s;
                }
            }
        }
    }
    tu::create_dim(rw, loc, v, i)
}

fn ofr(o: OpFoldResult, ctx: &Context) -> Ofr {
    match o {
        OpFoldResult::Value(v) => Err(v),
        OpFoldResult::Attr(a) => Ok(crate::affine::utils::int_attr_value(ctx, a).unwrap_or(0)),
    }
}

/// The reified shape of result `result` of `op` (`None`: the op does not reify).
pub fn reify_result_shape(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    result: usize,
) -> Option<Vec<Ofr>> {
    let ctx = rw.ctx;
    let body = rw.body();
    let name = ctx.op_name_str(body.op_name(op));
    let loc = body.loc(op);
    if super::is_structured(ctx, body, op) {
        return reify_structured(rw, op, result);
    }
    match name {
        "tensor.extract_slice" => {
            let lists = tu::mixed_lists(ctx, body, op, 1);
            let sizes = &lists[1];
            let res_shape = tu::shape_of(ctx, body.value_type(body.result(op, 0)));
            let mut out = Vec::new();
            let mut pos = 0;
            for s in sizes {
                if *s != Ok(1) || res_shape.get(pos) == Some(&1) {
                    pos += 1;
                    out.push(*s);
                }
            }
            Some(out)
        }
        "tensor.pad" => {
            // `PadOp::reifyResultShapes`: low + dim(source) + high per dynamic size.
            let shape = tu::shape_of(ctx, body.value_type(body.result(op, 0)));
            let low = tu::mixed_list(ctx, body, op, "static_low", 1);
            let high = tu::mixed_list(ctx, body, op, "static_high", 2);
            let src = body.operand(op, 0);
            let to_ofr = |o: Ofr| match o {
                Ok(c) => OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), c)),
                Err(v) => OpFoldResult::Value(v),
            };
            let mut out = Vec::new();
            for (i, s) in shape.iter().enumerate() {
                if *s != DYNAMIC {
                    out.push(Ok(*s));
                    continue;
                }
                let (l, h) = (*low.get(i)?, *high.get(i)?);
                let d = create_or_fold_dim(rw, loc, src, i);
                let map = AffineMap::new(
                    3,
                    0,
                    vec![AffineExpr::dim(0) + AffineExpr::dim(1) + AffineExpr::dim(2)],
                );
                let operands = [to_ofr(l), OpFoldResult::Value(d), to_ofr(h)];
                out.push(ofr(
                    make_composed_folded_affine_apply(rw, loc, &map, &operands),
                    ctx,
                ));
            }
            Some(out)
        }
        "tensor.empty" => {
            let shape = tu::shape_of(ctx, body.value_type(body.result(op, 0)));
            let mut k = 0;
            Some(
                shape
                    .iter()
                    .map(|s| {
                        if *s == DYNAMIC {
                            k += 1;
                            Err(body.operand(op, k - 1))
                        } else {
                            Ok(*s)
                        }
                    })
                    .collect(),
            )
        }
        "tensor.expand_shape" => {
            // MLIR 19's `getExpandedOutputShapeFromInputShape`: a dynamic size is the source
            // size of its group divided by the group's static sizes.
            let shape = tu::shape_of(ctx, body.value_type(body.result(op, 0)));
            let groups = crate::memref::verify::reassociation(ctx, body, op);
            let src = body.operand(op, 0);
            let mut out = Vec::new();
            for (d, s) in shape.iter().enumerate() {
                if *s != DYNAMIC {
                    out.push(Ok(*s));
                    continue;
                }
                let gi = groups.iter().position(|g| g.contains(&(d as i64)))?;
                let mut product = 1i64;
                for i in &groups[gi] {
                    if *i as usize == d {
                        continue;
                    }
                    let x = shape[*i as usize];
                    if x == DYNAMIC {
                        return None;
                    }
                    product *= x;
                }
                let dim = tu::create_dim(rw, loc, src, gi);
                let map =
                    AffineMap::new(0, 1, vec![AffineExpr::symbol(0).floor_div_const(product)]);
                out.push(ofr(
                    make_composed_folded_affine_apply(rw, loc, &map, &[OpFoldResult::Value(dim)]),
                    ctx,
                ));
            }
            Some(out)
        }
        "tensor.collapse_shape" => {
            let shape = tu::shape_of(ctx, body.value_type(body.result(op, 0)));
            let groups = crate::memref::verify::reassociation(ctx, body, op);
            let src = body.operand(op, 0);
            let mut out = Vec::new();
            for (d, s) in shape.iter().enumerate() {
                if *s != DYNAMIC {
                    out.push(Ok(*s));
                    continue;
                }
                let g = groups.get(d)?.clone();
                let mut dims = Vec::new();
                let mut expr: Option<AffineExpr> = None;
                let src_shape = tu::shape_of(ctx, rw.body().value_type(src));
                for (k, i) in g.iter().enumerate() {
                    let ss = src_shape[*i as usize];
                    dims.push(if ss != DYNAMIC {
                        OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), ss))
                    } else {
                        OpFoldResult::Value(create_or_fold_dim(rw, loc, src, *i as usize))
                    });
                    let e = AffineExpr::symbol(k as u32);
                    expr = Some(match expr {
                        None => e,
                        Some(x) => x.mul(&e),
                    });
                }
                let map = AffineMap::new(0, g.len() as u32, vec![expr?]);
                out.push(ofr(
                    make_composed_folded_affine_apply(rw, loc, &map, &dims),
                    ctx,
                ));
            }
            Some(out)
        }
        _ => None,
    }
}

/// `getGenericEffectsImpl` of the structured ops: memref inputs are read, memref inits
/// read (when the payload uses them) and written; on tensors there are no effects.
pub fn structured_effects(
    ctx: &Context,
    body: &rmlir_ir::Body,
    op: OpId,
    out: &mut Vec<rmlir_ir::rewrite::effects::EffectInstance>,
) {
    use rmlir_ir::rewrite::effects::{Effect, EffectInstance, EffectOn};
    let (ins, outs) = super::segments(ctx, body, op);
    for (i, v) in ins.iter().enumerate() {
        if tu::is_memref(ctx, body.value_type(*v)) {
            out.push(EffectInstance::new(
                Effect::Read,
                EffectOn::Operand(i as u32),
            ));
        }
    }
    let args: Vec<ValueId> = body
        .regions(op)
        .first()
        .and_then(|r| body.entry_block(*r))
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default();
    for (k, v) in outs.iter().enumerate() {
        if !tu::is_memref(ctx, body.value_type(*v)) {
            continue;
        }
        let idx = (ins.len() + k) as u32;
        if args.get(ins.len() + k).is_some_and(|a| body.has_uses(*a)) {
            out.push(EffectInstance::new(Effect::Read, EffectOn::Operand(idx)));
        }
        out.push(EffectInstance::new(Effect::Write, EffectOn::Operand(idx)));
    }
}

/// `LinalgOp::reifyResultShapes`.
fn reify_structured(rw: &mut PatternRewriter<'_>, op: OpId, result: usize) -> Option<Vec<Ofr>> {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.loc(op);
    let maps = super::indexing_maps(ctx, body, op)?;
    let (ins, outs) = super::segments(ctx, body, op);
    let operands: Vec<ValueId> = ins.iter().chain(outs.iter()).copied().collect();
    let loops_to_shapes = tu::concat_affine_maps(&maps);
    let shapes_to_loops = tu::inverse_permutation(&loops_to_shapes)?;
    let n_in_dims: usize = ins
        .iter()
        .map(|v| tu::shape_of(ctx, body.value_type(*v)).len())
        .sum();
    let total = loops_to_shapes.num_results();
    let idx: Vec<usize> = (n_in_dims..total).collect();
    let results_map = loops_to_shapes.sub_map(&idx);
    let from_inputs = results_map.compose(&shapes_to_loops);
    let out_types: Vec<_> = outs.iter().map(|v| body.value_type(*v)).collect();
    let mut flat = Vec::new();
    for v in &operands {
        let shape = tu::shape_of(ctx, rw.body().value_type(*v));
        for (i, s) in shape.iter().enumerate() {
            if *s != DYNAMIC {
                flat.push(OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), *s)));
            } else {
                flat.push(OpFoldResult::Value(create_or_fold_dim(rw, loc, *v, i)));
            }
        }
    }
    let mut all = Vec::new();
    for i in 0..from_inputs.num_results() {
        let sub = from_inputs.sub_map(&[i]);
        all.push(make_composed_folded_affine_apply(rw, loc, &sub, &flat));
    }
    let mut pos = 0;
    let mut shapes = Vec::new();
    for (k, v) in outs.iter().enumerate() {
        let shape = tu::shape_of(ctx, out_types[k]);
        let mut s_out = Vec::new();
        for (d, s) in shape.iter().enumerate() {
            if *s != DYNAMIC {
                s_out.push(Ok(*s));
            } else {
                let e = from_inputs.result(pos);
                let uses_outputs = (n_in_dims..total).any(|p| e.is_function_of_dim(p as u32));
                let v = if uses_outputs {
                    create_or_fold_dim(rw, loc, *v, d)
                } else {
                    match ofr(all[pos], ctx) {
                        Err(v) => v,
                        Ok(c) => tu::constant_index(rw, loc, c),
                    }
                };
                s_out.push(Err(v));
            }
            pos += 1;
        }
        shapes.push(s_out);
    }
    shapes.into_iter().nth(result)
}

/// `DimOfReifyRankedShapedTypeOpInterface<tensor::DimOp>`.
fn dim_of_reify(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let def = body.defining_op(src).ok_or(())?;
    let rn = body.results(def).iter().position(|r| *r == src).ok_or(())?;
    let index = crate::memref::verify::constant_int(ctx, body, body.operand(op, 1)).ok_or(())?;
    let name = ctx.op_name_str(body.op_name(def));
    if !(super::is_structured(ctx, body, def)
        || matches!(
            name,
            "tensor.extract_slice"
                | "tensor.pad"
                | "tensor.empty"
                | "tensor.expand_shape"
                | "tensor.collapse_shape"
        ))
    {
        return Err(());
    }
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let shape = reify_result_shape(rw, def, rn).ok_or(())?;
    if index < 0 || index as usize >= shape.len() {
        return Err(());
    }
    let v = match shape[index as usize] {
        Err(v) => v,
        Ok(c) => tu::constant_index(rw, loc, c),
    };
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `FoldDimOfCollapseShape` / `FoldDimOfExpandShape` (canonicalizations of the tensor
/// reshapes): a dynamic `dim` of a reshape is computed from `dim`s of its source.
fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let def = body.defining_op(src).ok_or(())?;
    let name = ctx.op_name_str(body.op_name(def));
    let expand = match name {
        "tensor.collapse_shape" => false,
        "tensor.expand_shape" => true,
        _ => return Err(()),
    };
    let dim = crate::memref::verify::constant_int(ctx, body, body.operand(op, 1)).ok_or(())?;
    let res_shape = tu::shape_of(ctx, body.value_type(src));
    if dim < 0 || dim as usize >= res_shape.len() || res_shape[dim as usize] != DYNAMIC {
        return Err(());
    }
    let groups = crate::memref::verify::reassociation(ctx, body, def);
    let reshape_src = body.operand(def, 0);
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let (map, operands) = if expand {
        let gi = groups.iter().position(|g| g.contains(&dim)).ok_or(())?;
        let product: i64 = groups[gi]
            .iter()
            .filter(|d| **d != dim)
            .map(|d| res_shape[*d as usize])
            .product();
        let v = tu::create_dim(rw, loc, reshape_src, gi);
        let e = AffineExpr::symbol(0).floor_div_const(product);
        (AffineMap::new(0, 1, vec![e]), vec![v])
    } else {
        let g = groups.get(dim as usize).ok_or(())?.clone();
        let mut vals = Vec::new();
        let mut expr: Option<AffineExpr> = None;
        for (k, i) in g.iter().enumerate() {
            vals.push(tu::create_dim(rw, loc, reshape_src, *i as usize));
            let e = AffineExpr::symbol(k as u32);
            expr = Some(match expr {
                None => e,
                Some(x) => x.mul(&e),
            });
        }
        (
            AffineMap::new(0, g.len() as u32, vec![expr.ok_or(())?]),
            vals,
        )
    };
    let v = crate::affine::utils::create_apply(rw, loc, map, &operands);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// The `dim` patterns of the tensor reshapes' canonicalization.
pub fn populate_dim_of_reshape(ctx: &Context, set: &mut RewritePatternSet, collapse: bool) {
    let name = if collapse {
        "FoldDimOfCollapseShape"
    } else {
        "FoldDimOfExpandShape"
    };
    set.add_fn(ctx, "tensor.dim", 1, name, dim_of_reshape);
}

/// Upstream `memref::populateResolveRankedShapedTypeResultDimsPatterns` (tensor side).
pub fn populate_resolve_ranked_shaped_type_result_dims(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.dim",
        1,
        "DimOfReifyRankedShapedTypeOpInterface",
        dim_of_reify,
    );
}
