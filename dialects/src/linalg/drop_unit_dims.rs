//! `linalg-fold-unit-extent-dims` (MLIR 19's `DropUnitDims.cpp`): loops of a
//! `linalg.generic` with a single trip count are dropped, its operands collapsed (by
//! reassociative reshapes, or rank-reducing slices with `use-rank-reducing-slices`) and
//! its results expanded back; unit dims of `tensor.pad` likewise; slices are made
//! rank-reducing; inits read by an all-parallel op move to its inputs. Applied by the
//! greedy driver with the fill, reshape and empty-tensor patterns upstream adds.

use super::transform_utils::{self as tu, Ofr};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Context, IrMapping, OpId, Type, TypeKind, ValueId};

pub fn info() -> PassInfo {
    PassInfo {
        argument: "linalg-fold-unit-extent-dims",
        description: "Remove unit-extent dimension in Linalg ops on tensors",
        create: || Box::new(FoldUnitExtentDims::new()),
    }
}

pub struct FoldUnitExtentDims {
    options: PassOptions,
}

impl FoldUnitExtentDims {
    pub fn new() -> Self {
        FoldUnitExtentDims {
            options: PassOptions::new().with(
                "use-rank-reducing-slices",
                "Generate rank-reducing slices instead of reassociative reshapes",
                OptValue::Bool(false),
            ),
        }
    }
}

impl Default for FoldUnitExtentDims {
    fn default() -> Self {
        Self::new()
    }
}

impl Pass for FoldUnitExtentDims {
    fn name(&self) -> &'static str {
        "LinalgFoldUnitExtentDimsPass"
    }
    fn argument(&self) -> &'static str {
        "linalg-fold-unit-extent-dims"
    }
    fn description(&self) -> &'static str {
        "Remove unit-extent dimension in Linalg ops on tensors"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let slices = self.options.bool("use-rank-reducing-slices");
        let mut set = RewritePatternSet::new();
        populate_fold_unit_extent_dims(ctx, &mut set, slices);
        populate_move_init_operands_to_input(ctx, &mut set);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        run_greedily(ctx, op, &patterns);
        Ok(())
    }
}

/// Applies `patterns` greedily to the body of `op` (upstream `applyPatternsAndFoldGreedily`
/// on the pass's op).
pub fn run_greedily(ctx: &Context, op: &mut PassOp<'_>, patterns: &FrozenRewritePatternSet) {
    if let Some(body) = op.body_mut() {
        apply_patterns_and_fold_greedily(ctx, body, patterns, &GreedyRewriteConfig::default());
        let mut stack: Vec<&mut rmlir_ir::Body> = vec![body];
        while let Some(b) = stack.pop() {
            b.commit();
            for (_, d) in b.ops_mut() {
                if let Some(c) = d.isolated_body_mut() {
                    stack.push(c);
                }
            }
        }
    }
}

/// Adds the canonicalization patterns of op `name` to `set`.
pub fn add_canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet, name: &str) {
    if let Some(f) = ctx
        .op_info(ctx.op_name(name))
        .and_then(|i| i.canonicalization_patterns)
    {
        f(ctx, set);
    }
}

/// Upstream `populateFoldUnitExtentDimsPatterns`.
pub fn populate_fold_unit_extent_dims(ctx: &Context, set: &mut RewritePatternSet, slices: bool) {
    set.add_fn(ctx, "linalg.generic", 1, "DropUnitDims", move |op, rw| {
        drop_unit_dims(op, rw, slices)
    });
    set.add_fn(ctx, "tensor.pad", 1, "DropPadUnitDims", move |op, rw| {
        drop_pad_unit_dims(op, rw, slices)
    });
    if !slices {
        set.add_fn(
            ctx,
            "tensor.extract_slice",
            1,
            "RankReducedExtractSliceOp",
            rank_reduced_extract_slice,
        );
        set.add_fn(
            ctx,
            "tensor.insert_slice",
            1,
            "RankReducedInsertSliceOp",
            rank_reduced_insert_slice,
        );
        set.add_fn(
            ctx,
            "tensor.parallel_insert_slice",
            1,
            "RankReducedInsertSliceOp",
            rank_reduced_insert_slice,
        );
    }
    populate_fill_reshape(ctx, set);
    if !slices {
        add_canonicalization_patterns(ctx, set, "tensor.collapse_shape");
        super::reify::populate_dim_of_reshape(ctx, set, true);
    }
    add_canonicalization_patterns(ctx, set, "tensor.empty");
    if !slices {
        add_canonicalization_patterns(ctx, set, "tensor.expand_shape");
        super::reify::populate_dim_of_reshape(ctx, set, false);
    }
    populate_fold_tensor_empty(ctx, set);
    super::reify::populate_resolve_ranked_shaped_type_result_dims(ctx, set);
}

/// The reshape patterns of `linalg.fill`'s canonicalization (`FoldFillWithTensorReshape`).
pub fn populate_fill_reshape(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.collapse_shape",
        1,
        "FoldFillWithTensorReshape",
        fill_with_reshape,
    );
    set.add_fn(
        ctx,
        "tensor.expand_shape",
        1,
        "FoldFillWithTensorReshape",
        fill_with_reshape,
    );
}

/// `FoldFillWithTensorReshape`: a reshape of a fill is a fill of the reshaped init.
fn fill_with_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let fill = body.defining_op(body.operand(op, 0)).ok_or(())?;
    if ctx.op_name_str(body.op_name(fill)) != "linalg.fill" {
        return Err(());
    }
    let (ins, outs) = super::segments(ctx, body, fill);
    if ins.len() != 1 || outs.len() != 1 {
        return Err(());
    }
    let fill_loc = body.loc(fill);
    let mut operands: Vec<ValueId> = body.operands(op).collect();
    operands[0] = outs[0];
    let ty = body.value_type(body.result(op, 0));
    let name = body.op_name(op);
    let props = body.op(op).props.clone();
    rw.set_insertion_point_before(op);
    let mut spec = OpSpec::new(name, fill_loc);
    spec.operands = &operands;
    spec.result_types = std::slice::from_ref(&ty);
    spec.props = props;
    let init = rw.create(spec);
    let init = rw.body().result(init, 0);
    let new = create_fill(rw, rw.body().loc(op), ins[0], init)?;
    rw.replace_op(op, &[new]);
    Ok(())
}

/// Creates `linalg.fill ins(value) outs(init)` (with its region) at the insertion point.
#[allow(clippy::result_unit_err)]
pub fn create_fill(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    value: ValueId,
    init: ValueId,
) -> Result<ValueId, ()> {
    let ctx = rw.ctx;
    let name = ctx.op_name("linalg.fill");
    let info = ctx.op_info(name).ok_or(())?;
    let ty = rw.body().value_type(init);
    let operands = [value, init];
    let mut spec = OpSpec::new(name, loc);
    spec.operands = &operands;
    let tys: Vec<Type> = if tu::is_tensor(ctx, ty) {
        vec![ty]
    } else {
        vec![]
    };
    spec.result_types = &tys;
    spec.num_regions = 1;
    spec.props = info.props_from(
        ctx,
        &[("operandSegmentSizes", c::dense_i32_array(ctx, &[1, 1]))],
        false,
    );
    let fill = rw.create(spec);
    let region = rw.body().regions(fill)[0];
    let saved = rw.insertion_point();
    let vt = rw.body().value_type(value);
    let et = tu::elem_type(ctx, ty).ok_or(())?;
    let block = rw.create_block(region, None, &[(vt, loc), (et, loc)]);
    let arg = rw.body().block_args(block)[0];
    let mut y = OpSpec::new(ctx.op_name("linalg.yield"), loc);
    let ops = [arg];
    y.operands = &ops;
    rw.create(y);
    rw.set_insertion_point(saved);
    Ok(rw.body().result(fill, 0))
}

/// Upstream `populateMoveInitOperandsToInputPattern`.
pub fn populate_move_init_operands_to_input(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "MoveInitOperandsToInput",
        move_init_operands_to_input,
    );
}

/// Upstream `tensor::populateFoldTensorEmptyPatterns` (reshapes of an empty tensor).
pub fn populate_fold_tensor_empty(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.expand_shape",
        1,
        "FoldEmptyTensorWithReshapeOp",
        fold_empty_with_reshape,
    );
    set.add_fn(
        ctx,
        "tensor.collapse_shape",
        1,
        "FoldEmptyTensorWithReshapeOp",
        fold_empty_with_reshape,
    );
    set.add_fn(
        ctx,
        "tensor.extract_slice",
        1,
        "FoldEmptyTensorWithExtractSliceOp",
        fold_empty_with_extract_slice,
    );
}

fn maps_of(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> Option<Vec<AffineMap>> {
    super::indexing_maps(ctx, body, op)
}

fn is_collapsible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout, .. } => match layout {
            None => true,
            Some(l) => matches!(ctx.attr_kind(*l), AttrKind::AffineMap(m) if m.is_identity()),
        },
        TypeKind::RankedTensor { encoding, .. } => encoding.is_none(),
        _ => false,
    }
}

/// Upstream `DropUnitDims` with the default control (every loop may go).
fn drop_unit_dims(op: OpId, rw: &mut PatternRewriter<'_>, slices: bool) -> LogicalResult {
    drop_unit_dims_with(op, rw, slices, &|_| true)
}

/// Upstream `linalg::dropUnitDims` followed by the replacement of `op`: `allowed` says
/// which loops the control function lets go; `slices` picks rank-reducing slices over
/// reshapes.
#[allow(clippy::result_unit_err)]
pub fn drop_unit_dims_with(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    slices: bool,
    allowed: &dyn Fn(usize) -> bool,
) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let maps = maps_of(ctx, body, op).ok_or(())?;
    if maps.is_empty() {
        return Err(());
    }
    let inverted = tu::inverse_permutation(&tu::concat_affine_maps(&maps)).ok_or(())?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let (ins, outs) = super::segments(ctx, body, op);
    let shapes: Vec<Vec<i64>> = operands
        .iter()
        .map(|v| tu::shape_of(ctx, body.value_type(*v)))
        .collect();
    let dims: Vec<i64> = shapes.iter().flatten().copied().collect();
    let iters = tu::iterator_attrs(ctx, body, op);
    let num_loops = iters.len();
    let mut unit = vec![false; num_loops];
    for (i, e) in inverted.results().iter().enumerate() {
        if let Some(p) = e.as_dim() {
            if dims.get(p as usize) == Some(&1) && i < num_loops && allowed(i) {
                unit[i] = true;
            }
        }
    }
    let mut new_iters = Vec::new();
    let mut old_to_new: Vec<Option<u32>> = vec![None; num_loops];
    let mut repl = Vec::new();
    let mut new_dims = 0u32;
    for (i, a) in iters.iter().enumerate() {
        if unit[i] {
            repl.push(AffineExpr::constant(0));
        } else {
            new_iters.push(*a);
            old_to_new[i] = Some(new_dims);
            repl.push(AffineExpr::dim(new_dims));
            new_dims += 1;
        }
    }
    let mut new_maps = Vec::new();
    let mut reassocs: Vec<Vec<Vec<i64>>> = Vec::new();
    let mut targets: Vec<Vec<i64>> = Vec::new();
    let mut collapsed = Vec::new();
    for (k, v) in operands.iter().enumerate() {
        let map = &maps[k];
        let shape = &shapes[k];
        if !is_collapsible(ctx, body.value_type(*v)) {
            new_maps.push(map.replace_dims_and_symbols(&repl, &[], new_dims, 0));
            targets.push(shape.clone());
            collapsed.push(false);
            reassocs.push(Vec::new());
            continue;
        }
        let exprs = map.results();
        let is_unit = |d: usize| -> bool {
            if let Some(p) = exprs[d].as_dim() {
                return old_to_new[p as usize].is_none() && shape[d] == 1;
            }
            shape[d] == 1 && exprs[d].as_constant() == Some(0)
        };
        let mut groups: Vec<Vec<i64>> = Vec::new();
        let mut group = Vec::new();
        let mut new_exprs = Vec::new();
        let mut target = Vec::new();
        let mut d = 0;
        while d < shape.len() && is_unit(d) {
            group.push(d as i64);
            d += 1;
        }
        while d < shape.len() {
            group.push(d as i64);
            new_exprs.push(exprs[d].replace_dims(&repl));
            target.push(shape[d]);
            d += 1;
            while d < shape.len() && is_unit(d) {
                group.push(d as i64);
                d += 1;
            }
            groups.push(std::mem::take(&mut group));
        }
        let new_map = AffineMap::new(new_dims, map.num_symbols(), new_exprs);
        collapsed.push(new_map.num_results() != map.num_results());
        new_maps.push(new_map);
        reassocs.push(groups);
        targets.push(target);
    }
    if new_maps == maps || tu::inverse_permutation(&tu::concat_affine_maps(&new_maps)).is_none() {
        return Err(());
    }
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let mut new_operands = Vec::new();
    for (k, v) in operands.iter().enumerate() {
        if !collapsed[k] {
            new_operands.push(*v);
            continue;
        }
        new_operands.push(collapse_value(
            rw,
            loc,
            *v,
            &targets[k],
            &reassocs[k],
            slices,
        ));
    }
    let n_in = ins.len();
    let new_ins = new_operands[..n_in].to_vec();
    let new_outs = new_operands[n_in..].to_vec();
    let num_results = rw.body().results(op).len();
    let result_types: Vec<Type> = (0..num_results)
        .map(|i| rw.body().value_type(new_outs[i]))
        .collect();
    let g = tu::create_generic(
        rw,
        loc,
        &result_types,
        &new_ins,
        &new_outs,
        &new_maps,
        &new_iters,
        Vec::new(),
    );
    let from = rw.body().regions(op)[0];
    let to = rw.body().regions(g)[0];
    rw.inline_region_before(from, to, None);
    replace_unit_dim_index_ops(rw, g, &unit);
    rw.set_insertion_point_after(g);
    let mut replacements = Vec::new();
    let new_results: Vec<ValueId> = rw.body().results(g).to_vec();
    for (i, r) in new_results.iter().enumerate() {
        let idx = i + n_in;
        if !collapsed[idx] {
            replacements.push(*r);
            continue;
        }
        let orig = outs[i];
        let v = expand_value(rw, loc, *r, orig, &reassocs[idx], slices).ok_or(())?;
        replacements.push(v);
    }
    rw.replace_op(op, &replacements);
    Ok(())
}

/// Upstream `replaceUnitDimIndexOps`.
fn replace_unit_dim_index_ops(rw: &mut PatternRewriter<'_>, g: OpId, unit: &[bool]) {
    let ctx = rw.ctx;
    let region = rw.body().regions(g)[0];
    let Some(entry) = rw.body().entry_block(region) else {
        return;
    };
    let index_ops: Vec<OpId> = rw
        .body()
        .block_ops(entry)
        .filter(|o| ctx.op_name_str(rw.body().op_name(*o)) == "linalg.index")
        .collect();
    for io in index_ops {
        let Some(dim) =
            rmlir_ir::ods::prop(ctx, rw.body(), io, "dim").and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            })
        else {
            continue;
        };
        let d = dim as usize;
        let loc = rw.body().loc(io);
        rw.set_insertion_point_before(io);
        if unit.get(d) == Some(&true) {
            let c = tu::constant_index(rw, loc, 0);
            rw.replace_op(io, &[c]);
        } else {
            let dropped = unit[..d.min(unit.len())].iter().filter(|u| **u).count();
            if dropped != 0 {
                let v = tu::create_index(rw, loc, (d - dropped) as i64);
                rw.replace_op(io, &[v]);
            }
        }
    }
}

/// Upstream `collapseValue`.
fn collapse_value(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    v: ValueId,
    target: &[i64],
    groups: &[Vec<i64>],
    slices: bool,
) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(v);
    let elem = tu::elem_type(ctx, ty).expect("shaped");
    if tu::is_memref(ctx, ty) && slices {
        return rank_reducing_subview(rw, loc, v, target);
    }
    if tu::is_memref(ctx, ty) {
        let memory_space = match ctx.type_kind(ty) {
            TypeKind::MemRef { memory_space, .. } => *memory_space,
            _ => None,
        };
        let t = ctx.get_type(TypeKind::MemRef {
            shape: target.to_vec().into(),
            elem,
            layout: None,
            memory_space,
        });
        return tu::create_collapse(rw, loc, v, t, groups);
    }
    if slices {
        return rank_reduce_if_needed(rw, loc, v, target);
    }
    let t = tu::tensor_type(ctx, target, elem);
    tu::create_collapse(rw, loc, v, t, groups)
}

/// Upstream `computeRankReductionMask` (exact sizes): the dropped dims.
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut out = vec![false; original.len()];
    let mut r = 0;
    for (i, s) in original.iter().enumerate() {
        if r < reduced.len() && *s == reduced[r] {
            r += 1;
            continue;
        }
        out[i] = true;
        if *s != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(out)
}

/// Upstream `memref::SubViewOp::rankReduceIfNeeded` on an identity-layout memref: a
/// canonical rank-reducing subview (zero offsets, full sizes, unit strides).
fn rank_reducing_subview(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    v: ValueId,
    target: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(v);
    let shape = tu::shape_of(ctx, ty);
    if shape == target {
        return v;
    }
    let (elem, memory_space) = match ctx.type_kind(ty) {
        TypeKind::MemRef {
            elem, memory_space, ..
        } => (*elem, *memory_space),
        _ => return v,
    };
    let rank = shape.len();
    let offsets: Vec<Ofr> = vec![Ok(0); rank];
    let sizes = tu::mixed_sizes(rw, loc, v);
    let strides: Vec<Ofr> = vec![Ok(1); rank];
    let inferred: Vec<i64> = sizes.iter().map(|s| s.unwrap_or(DYNAMIC)).collect();
    let src_strides = crate::memref::layout::canonical_strides(&shape);
    let Some(mask) = rank_reduction_mask(&inferred, target) else {
        return v;
    };
    let kept: Vec<i64> = src_strides
        .iter()
        .zip(&mask)
        .filter(|(_, d)| !**d)
        .map(|(s, _)| *s)
        .collect();
    let layout = ctx.get_attr(AttrKind::Strided {
        offset: 0,
        strides: kept.into(),
    });
    let t = ctx.get_type(TypeKind::MemRef {
        shape: target.to_vec().into(),
        elem,
        layout: Some(layout),
        memory_space,
    });
    let s = tu::create_slice(
        rw,
        loc,
        "memref.subview",
        &[v],
        &[offsets, sizes, strides],
        Some(t),
    );
    rw.body().result(s, 0)
}

/// Upstream `tensor::ExtractSliceOp::rankReduceIfNeeded`.
fn rank_reduce_if_needed(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    v: ValueId,
    target: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(v);
    let shape = tu::shape_of(ctx, ty);
    if shape == target {
        return v;
    }
    let elem = tu::elem_type(ctx, ty).expect("shaped");
    let rank = shape.len();
    let offsets: Vec<Ofr> = vec![Ok(0); rank];
    let sizes = tu::mixed_sizes(rw, loc, v);
    let strides: Vec<Ofr> = vec![Ok(1); rank];
    let t = tu::tensor_type(ctx, target, elem);
    let s = tu::create_slice(
        rw,
        loc,
        "tensor.extract_slice",
        &[v],
        &[offsets, sizes, strides],
        Some(t),
    );
    rw.body().result(s, 0)
}

/// Upstream `expandValue`.
fn expand_value(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    result: ValueId,
    orig: ValueId,
    groups: &[Vec<i64>],
    slices: bool,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(orig);
    if slices {
        let rank = tu::shape_of(ctx, ty).len();
        let offsets: Vec<Ofr> = vec![Ok(0); rank];
        let sizes = tu::mixed_sizes(rw, loc, orig);
        let strides: Vec<Ofr> = vec![Ok(1); rank];
        let s = tu::create_slice(
            rw,
            loc,
            "tensor.insert_slice",
            &[result, orig],
            &[offsets, sizes, strides],
            Some(ty),
        );
        return Some(rw.body().result(s, 0));
    }
    tu::create_expand(rw, loc, result, ty, groups)
}

/// Upstream `MoveInitOperandsToInput`.
fn move_init_operands_to_input(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if !tu::has_pure_tensor_semantics(ctx, body, op) {
        return Err(());
    }
    let iters = super::iterator_types(ctx, body, op).ok_or(())?;
    if !iters.iter().all(|p| *p) {
        return Err(());
    }
    let (ins, outs) = super::segments(ctx, body, op);
    let region = body.regions(op)[0];
    let entry = body.entry_block(region).ok_or(())?;
    let args: Vec<ValueId> = body.block_args(entry).to_vec();
    if args.len() != ins.len() + outs.len() {
        return Err(());
    }
    let candidates: Vec<usize> = (0..outs.len())
        .filter(|i| body.has_uses(args[ins.len() + i]))
        .collect();
    if candidates.is_empty() {
        return Err(());
    }
    let maps = maps_of(ctx, body, op).ok_or(())?;
    let mut new_ins = ins.clone();
    let mut new_maps: Vec<AffineMap> = maps[..ins.len()].to_vec();
    for i in &candidates {
        new_ins.push(outs[*i]);
        new_maps.push(maps[ins.len() + i].clone());
    }
    new_maps.extend(maps[ins.len()..].iter().cloned());
    let loc = body.loc(op);
    let result_types: Vec<Type> = body
        .results(op)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    let iter_attrs = tu::iterator_attrs(ctx, body, op);
    let attrs = tu::pruned_attrs(body, op);
    let mut new_outs = outs.clone();
    for i in &candidates {
        let v = outs[*i];
        let elem = tu::elem_type(ctx, rw.body().value_type(v)).ok_or(())?;
        let saved = rw.insertion_point();
        tu::set_insertion_point_after_value(rw, v);
        let sizes = tu::mixed_sizes(rw, loc, v);
        let e = tu::create_empty(rw, loc, &sizes, elem);
        rw.set_insertion_point(saved);
        new_outs[*i] = e;
    }
    rw.set_insertion_point_before(op);
    let g = tu::create_generic(
        rw,
        loc,
        &result_types,
        &new_ins,
        &new_outs,
        &new_maps,
        &iter_attrs,
        attrs,
    );
    let to = rw.body().regions(g)[0];
    let block = rw.create_block(to, None, &[]);
    let mut map = IrMapping::new();
    let arg_ty = |rw: &PatternRewriter<'_>, v: ValueId| rw.body().value_type(v);
    for a in &args[..ins.len()] {
        let t = arg_ty(rw, *a);
        let n = rw.body.add_block_arg(block, t, loc);
        map.map_value(*a, n);
    }
    for i in &candidates {
        let a = args[ins.len() + i];
        let t = arg_ty(rw, a);
        let n = rw.body.add_block_arg(block, t, loc);
        map.map_value(a, n);
    }
    for (i, a) in args[ins.len()..].iter().enumerate() {
        let t = arg_ty(rw, *a);
        let n = rw.body.add_block_arg(block, t, loc);
        if !candidates.contains(&i) {
            map.map_value(*a, n);
        }
    }
    let ops: Vec<OpId> = rw.body().block_ops(entry).collect();
    for o in ops {
        rw.body
            .clone_op_at(o, rmlir_ir::body::InsertPoint::BlockEnd(block), &mut map);
    }
    let results: Vec<ValueId> = rw.body().results(g).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// Upstream `DropPadUnitDims`.
fn drop_pad_unit_dims(op: OpId, rw: &mut PatternRewriter<'_>, slices: bool) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let src_ty = body.value_type(src);
    let TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    } = ctx.type_kind(src_ty)
    else {
        return Err(());
    };
    if encoding.is_some() {
        return Err(());
    }
    let (shape, elem) = (shape.to_vec(), *elem);
    // The padding value: yielded by the region and defined outside it.
    let region = body.regions(op)[0];
    let entry = body.entry_block(region).ok_or(())?;
    let term = body.last_op(entry).ok_or(())?;
    if body.num_operands(term) != 1 {
        return Err(());
    }
    let pad_val = body.operand(term, 0);
    if let Some(d) = body.defining_op(pad_val) {
        let mut p = body.parent_op(d);
        while let Some(x) = p {
            if x == op {
                return Err(());
            }
            p = body.parent_op(x);
        }
    } else if body.block_args(entry).contains(&pad_val) {
        return Err(());
    }
    let low = tu::mixed_list(ctx, body, op, "static_low", 1);
    let high = tu::mixed_list(ctx, body, op, "static_high", 2);
    let nofold = rmlir_ir::ods::prop(ctx, body, op, "nofold");
    let rank = shape.len();
    let mut unit = vec![false; rank];
    let mut new_shape = Vec::new();
    let mut new_low = Vec::new();
    let mut new_high = Vec::new();
    for d in 0..rank {
        let zero = |o: &Ofr| match o {
            Ok(v) => *v == 0,
            Err(v) => crate::memref::verify::constant_int(ctx, body, *v) == Some(0),
        };
        if shape[d] == 1 && zero(&low[d]) && zero(&high[d]) {
            unit[d] = true;
        } else {
            // Constant pad amounts become static in the new pad (as mlir-opt 19 does).
            let fold = |o: Ofr| match o {
                Err(v) => crate::memref::verify::constant_int(ctx, body, v).ok_or(v),
                s => s,
            };
            new_shape.push(shape[d]);
            new_low.push(fold(low[d]));
            new_high.push(fold(high[d]));
        }
    }
    if !unit.iter().any(|u| *u) {
        return Err(());
    }
    let mut groups: Vec<Vec<i64>> = Vec::new();
    let mut group = Vec::new();
    let mut d = 0;
    while d < rank && unit[d] {
        group.push(d as i64);
        d += 1;
    }
    while d < rank {
        group.push(d as i64);
        d += 1;
        while d < rank && unit[d] {
            group.push(d as i64);
            d += 1;
        }
        groups.push(std::mem::take(&mut group));
    }
    let loc = body.loc(op);
    let result_ty = body.value_type(body.result(op, 0));
    rw.set_insertion_point_before(op);
    let collapsed = collapse_value(rw, loc, src, &new_shape, &groups, slices);
    // The new pad's result type: static where the source size and both pads are static.
    let res_shape: Vec<i64> = new_shape
        .iter()
        .zip(new_low.iter().zip(&new_high))
        .map(|(s, (l, h))| match (s, l, h) {
            (s, Ok(l), Ok(h)) if *s != DYNAMIC => s + l + h,
            _ => DYNAMIC,
        })
        .collect();
    let new_ty = tu::tensor_type(ctx, &res_shape, elem);
    let mut operands = vec![collapsed];
    let mut seg = vec![1i32];
    let mut props: Vec<Option<Attribute>> = Vec::new();
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
    let statics = |l: &[Ofr]| -> Vec<i64> { l.iter().map(|m| m.unwrap_or(DYNAMIC)).collect() };
    let name = ctx.op_name("tensor.pad");
    let info = ctx.op_info(name).ok_or(())?;
    let mut named: Vec<(&str, Attribute)> = vec![
        ("static_low", c::dense_i64_array(ctx, &statics(&new_low))),
        ("static_high", c::dense_i64_array(ctx, &statics(&new_high))),
        ("operandSegmentSizes", c::dense_i32_array(ctx, &seg)),
    ];
    if let Some(n) = nofold {
        named.push(("nofold", n));
    }
    let _ = &mut props;
    let mut spec = OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = std::slice::from_ref(&new_ty);
    spec.num_regions = 1;
    spec.props = info.props_from(ctx, &named, false);
    let pad = rw.create(spec);
    let pad_region = rw.body().regions(pad)[0];
    let index = ctx.index_type();
    let block_args: Vec<(Type, rmlir_ir::Location)> = vec![(index, loc); new_shape.len()];
    let saved = rw.insertion_point();
    rw.create_block(pad_region, None, &block_args);
    let mut yspec = OpSpec::new(ctx.op_name("tensor.yield"), loc);
    let yops = [pad_val];
    yspec.operands = &yops;
    rw.create(yspec);
    rw.set_insertion_point(saved);
    let padded = rw.body().result(pad, 0);
    let value = if slices {
        let mut sizes: Vec<Ofr> = Vec::new();
        let mut k = 0;
        for u in unit.iter() {
            if *u {
                sizes.push(Ok(1));
            } else {
                let s = res_shape[k];
                sizes.push(if s == DYNAMIC {
                    Err(tu::create_dim(rw, loc, padded, k))
                } else {
                    Ok(s)
                });
                k += 1;
            }
        }
        let dest = tu::create_empty(rw, loc, &sizes, elem);
        expand_value(rw, loc, padded, dest, &groups, true).ok_or(())?
    } else {
        tu::create_expand(rw, loc, padded, result_ty, &groups).ok_or(())?
    };
    rw.replace_op(op, &[value]);
    Ok(())
}

/// Upstream `getReassociationMapForFoldingUnitDims` over static sizes.
fn reassociation_for_unit_dims(sizes: &[i64]) -> Vec<Vec<i64>> {
    let mut out: Vec<Vec<i64>> = Vec::new();
    let mut cur = Vec::new();
    for (d, s) in sizes.iter().enumerate() {
        cur.push(d as i64);
        if *s == 1 {
            continue;
        }
        out.push(std::mem::take(&mut cur));
    }
    if !cur.is_empty() && !out.is_empty() {
        out.last_mut().expect("non-empty").extend(cur);
    }
    out
}

/// Upstream `RankReducedExtractSliceOp`.
fn rank_reduced_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let result_ty = body.value_type(body.result(op, 0));
    let shape = tu::shape_of(ctx, result_ty);
    let groups = reassociation_for_unit_dims(&shape);
    if groups.len() == shape.len() {
        return Err(());
    }
    let lists = tu::mixed_lists(ctx, body, op, 1);
    let src = body.operand(op, 0);
    let elem = tu::elem_type(ctx, result_ty).ok_or(())?;
    let sizes: Vec<i64> = lists[1].iter().map(|m| m.unwrap_or(DYNAMIC)).collect();
    let mut drop = sizes.len().saturating_sub(groups.len());
    let reduced: Vec<i64> = sizes
        .iter()
        .filter(|s| {
            if drop > 0 && **s == 1 {
                drop -= 1;
                false
            } else {
                true
            }
        })
        .copied()
        .collect();
    let reduced_ty = tu::tensor_type(ctx, &reduced, elem);
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let s = tu::create_slice(
        rw,
        loc,
        "tensor.extract_slice",
        &[src],
        &lists,
        Some(reduced_ty),
    );
    let v = rw.body().result(s, 0);
    let e = tu::create_expand(rw, loc, v, result_ty, &groups).ok_or(())?;
    rw.replace_op(op, &[e]);
    Ok(())
}

/// Upstream `RankReducedInsertSliceOp` (insert_slice and parallel_insert_slice).
fn rank_reduced_insert_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let src_ty = body.value_type(src);
    let shape = tu::shape_of(ctx, src_ty);
    let groups = reassociation_for_unit_dims(&shape);
    if groups.len() == shape.len() {
        return Err(());
    }
    let name = ctx.op_name_str(body.op_name(op));
    let parallel = name == "tensor.parallel_insert_slice";
    let lists = tu::mixed_lists(ctx, body, op, 2);
    let dest = body.operand(op, 1);
    let loc = body.loc(op);
    let elem = tu::elem_type(ctx, src_ty).ok_or(())?;
    let parent = body.parent_op(op);
    let result_ty = body.results(op).first().map(|r| body.value_type(*r));
    if parallel {
        rw.set_insertion_point_before(parent.ok_or(())?);
    } else {
        rw.set_insertion_point_before(op);
    }
    let t = tu::tensor_type(ctx, &tu::collapsed_shape(&shape, &groups), elem);
    let collapsed = tu::create_collapse(rw, loc, src, t, &groups);
    rw.set_insertion_point_before(op);
    let name = name.to_string();
    let s = tu::create_slice(rw, loc, &name, &[collapsed, dest], &lists, result_ty);
    rw.replace_op_with_op(op, s);
    Ok(())
}

/// Upstream `FoldEmptyTensorWithReshapeOp`: a reshape of `tensor.empty` is an empty tensor
/// of the reified result shape.
fn fold_empty_with_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let e = body.defining_op(src).ok_or(())?;
    if ctx.op_name_str(body.op_name(e)) != "tensor.empty" {
        return Err(());
    }
    let ty = body.value_type(body.result(op, 0));
    let elem = tu::elem_type(ctx, ty).ok_or(())?;
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let sizes = super::reify::reify_result_shape(rw, op, 0).ok_or(())?;
    let v = tu::create_empty(rw, loc, &sizes, elem);
    if rw.body().value_type(v) != ty {
        let mut spec = OpSpec::new(ctx.op_name("tensor.cast"), loc);
        let ops = [v];
        spec.operands = &ops;
        spec.result_types = std::slice::from_ref(&ty);
        let c = rw.create(spec);
        rw.replace_op_with_op(op, c);
        return Ok(());
    }
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream `FoldEmptyTensorWithExtractSliceOp`: an empty tensor of the slice's type, its
/// dynamic sizes those of the slice.
fn fold_empty_with_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let e = body.defining_op(src).ok_or(())?;
    if ctx.op_name_str(body.op_name(e)) != "tensor.empty" {
        return Err(());
    }
    let ty = body.value_type(body.result(op, 0));
    let lists = tu::mixed_lists(ctx, body, op, 1);
    let dynamic: Vec<ValueId> = lists[1].iter().filter_map(|s| s.err()).collect();
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let mut spec = OpSpec::new(ctx.op_name("tensor.empty"), loc);
    spec.operands = &dynamic;
    spec.result_types = std::slice::from_ref(&ty);
    let new = rw.create(spec);
    rw.replace_op_with_op(op, new);
    Ok(())
}
