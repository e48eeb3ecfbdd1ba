//! `linalg-fuse-elementwise-ops` (MLIR 19's `ElementwiseOpFusion.cpp`): a `linalg.generic`
//! producer whose loops are all parallel is fused into the `linalg.generic` consuming one of
//! its results as an input: the producer's operand maps are rewritten in the consumer's loop
//! coordinates and both regions are merged into one op. Applied greedily (top-down) with
//! the generic and reshape canonicalizations upstream adds.

use super::transform_utils as tu;
use rmlir_ir::affine::AffineMap;
use rmlir_ir::body::InsertPoint;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{AttrKind, Body, Context, IrMapping, OpId, TypeKind, ValueId};

pub fn info() -> PassInfo {
    PassInfo {
        argument: "linalg-fuse-elementwise-ops",
        description: "Fuse elementwise operations on tensors",
        create: || Box::new(FuseElementwiseOpsPass::new()),
    }
}

pub struct FuseElementwiseOpsPass {
    options: PassOptions,
}

impl FuseElementwiseOpsPass {
    pub fn new() -> Self {
        FuseElementwiseOpsPass {
            options: PassOptions::new(),
        }
    }
}

impl Default for FuseElementwiseOpsPass {
    fn default() -> Self {
        Self::new()
    }
}

/// Upstream's default control: the producer has a single use.
pub fn producer_has_one_use(body: &Body, _consumer: OpId, operand: usize, _: &Context) -> bool {
    let v = body.operand(_consumer, operand);
    let Some(p) = body.defining_op(v) else {
        return false;
    };
    let n: usize = body.results(p).iter().map(|r| body.uses(*r).count()).sum();
    n == 1
}

/// A fusion control function: `(body, consumer, operand index, ctx)`.
pub type ControlFn = fn(&Body, OpId, usize, &Context) -> bool;

impl Pass for FuseElementwiseOpsPass {
    fn name(&self) -> &'static str {
        "LinalgElementwiseOpFusionPass"
    }
    fn argument(&self) -> &'static str {
        "linalg-fuse-elementwise-ops"
    }
    fn description(&self) -> &'static str {
        "Fuse elementwise operations on tensors"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut set = RewritePatternSet::new();
        populate_elementwise_ops_fusion(ctx, &mut set, producer_has_one_use);
        super::reshape_fusion::populate_fold_reshape_ops_by_expansion(
            ctx,
            &mut set,
            producer_has_one_use,
        );
        for name in [
            "affine.apply",
            "linalg.generic",
            "tensor.expand_shape",
            "tensor.collapse_shape",
        ] {
            super::drop_unit_dims::add_canonicalization_patterns(ctx, &mut set, name);
        }
        for name in ["linalg.generic", "linalg.transpose"] {
            set.add_fn(ctx, name, 1, "FoldConstantTranspose", |op, rw| {
                fold_constant_transpose(op, rw, producer_has_one_use)
            });
        }
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            let config = GreedyRewriteConfig {
                use_top_down_traversal: true,
                ..GreedyRewriteConfig::default()
            };
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &config);
            let mut stack: Vec<&mut Body> = vec![body];
            while let Some(b) = stack.pop() {
                b.commit();
                for (_, d) in b.ops_mut() {
                    if let Some(c) = d.isolated_body_mut() {
                        stack.push(c);
                    }
                }
            }
        }
        Ok(())
    }
}

/// Upstream `populateElementwiseOpsFusionPatterns` (the fusion pattern itself).
pub fn populate_elementwise_ops_fusion(
    ctx: &Context,
    set: &mut RewritePatternSet,
    control: ControlFn,
) {
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "FuseElementwiseOps",
        move |op, rw| fuse_elementwise_pattern(op, rw, control),
    );
    populate_fusion_helpers(ctx, set);
}

fn is_generic(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "linalg.generic"
}

fn is_ranked_tensor(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(
        ctx.type_kind(body.value_type(v)),
        TypeKind::RankedTensor { .. }
    )
}

fn result_number(body: &Body, p: OpId, v: ValueId) -> Option<usize> {
    body.results(p).iter().position(|r| *r == v)
}

/// The indexing map of a producer operand in the fused op's loop coordinates.
fn producer_map_in_fused(
    arg_map: &AffineMap,
    producer_result_map: &AffineMap,
    consumer_map: &AffineMap,
) -> Option<AffineMap> {
    let inv = tu::inverse_permutation(producer_result_map)?;
    Some(arg_map.compose(&inv).compose(consumer_map))
}

/// Upstream `areElementwiseOpsFusable` for operand `idx` of `consumer`.
pub fn are_elementwise_ops_fusable(ctx: &Context, body: &Body, consumer: OpId, idx: usize) -> bool {
    fusable(ctx, body, consumer, idx).is_some()
}

fn fusable(ctx: &Context, body: &Body, consumer: OpId, idx: usize) -> Option<()> {
    let v = body.operand(consumer, idx);
    let producer = body.defining_op(v)?;
    if !is_generic(ctx, body, producer) || !is_generic(ctx, body, consumer) {
        return None;
    }
    if !tu::has_pure_tensor_semantics(ctx, body, producer) || !is_ranked_tensor(ctx, body, v) {
        return None;
    }
    let p_iters = super::iterator_types(ctx, body, producer)?;
    if !p_iters.iter().all(|p| *p) {
        return None;
    }
    let (c_ins, _) = super::segments(ctx, body, consumer);
    if idx >= c_ins.len() {
        return None;
    }
    let c_maps = super::indexing_maps(ctx, body, consumer)?;
    let consumer_map = c_maps.get(idx)?;
    if consumer_map.results().len() != p_iters.len() {
        return None;
    }
    let (p_ins, _) = super::segments(ctx, body, producer);
    let p_maps = super::indexing_maps(ctx, body, producer)?;
    let rn = result_number(body, producer, v)?;
    let result_map = p_maps.get(p_ins.len() + rn)?;
    if !result_map.is_permutation() {
        return None;
    }
    let c_iters = super::iterator_types(ctx, body, consumer)?;
    if c_iters.iter().any(|p| !*p) {
        let mut covered = vec![false; c_iters.len()];
        let mut add = |m: &AffineMap| {
            for e in m.results() {
                if let Some(d) = e.as_dim() {
                    if let Some(c) = covered.get_mut(d as usize) {
                        *c = true;
                    }
                }
            }
        };
        for (k, m) in c_maps.iter().enumerate() {
            if body.operand(consumer, k) == v {
                continue;
            }
            add(m);
        }
        for m in &p_maps[..p_ins.len()] {
            add(&producer_map_in_fused(m, result_map, consumer_map)?);
        }
        if !covered.iter().all(|c| *c) {
            return None;
        }
    }
    Some(())
}

fn entry_block(body: &Body, op: OpId) -> Option<rmlir_ir::BlockId> {
    body.entry_block(body.regions(op)[0])
}

/// Whether the concatenation of the maps of all operands of `ops` except `ignore` is
/// invertible (upstream `isOpOperandCanBeDroppedAfterFusedLinalgs`).
fn can_drop(body: &Body, ops: [(OpId, &[AffineMap]); 2], ignore: &[(OpId, usize)]) -> bool {
    let mut maps = Vec::new();
    for (op, op_maps) in ops {
        for (k, m) in op_maps.iter().enumerate() {
            if ignore.contains(&(op, k)) {
                continue;
            }
            maps.push(m.clone());
        }
    }
    let _ = body;
    if maps.is_empty() {
        return ops
            .iter()
            .all(|(_, m)| m.first().map_or(0, |m| m.num_dims()) == 0);
    }
    tu::inverse_permutation(&tu::concat_affine_maps(&maps)).is_some()
}

/// Upstream `getPreservedProducerResults`.
fn preserved_results(
    ctx: &Context,
    body: &Body,
    producer: OpId,
    consumer: OpId,
    idx: usize,
) -> Option<Vec<bool>> {
    let (p_ins, _) = super::segments(ctx, body, producer);
    let p_maps = super::indexing_maps(ctx, body, producer)?;
    let c_maps = super::indexing_maps(ctx, body, consumer)?;
    let entry = entry_block(body, producer)?;
    let args = body.block_args(entry).to_vec();
    let mut ignore = vec![(consumer, idx)];
    let mut preserved = Vec::new();
    for (i, r) in body.results(producer).iter().enumerate() {
        let out = p_ins.len() + i;
        ignore.push((producer, out));
        let keep = args.get(out).is_some_and(|a| body.has_uses(*a))
            || !can_drop(body, [(producer, &p_maps), (consumer, &c_maps)], &ignore)
            || body.uses(*r).any(|(u, _)| u != consumer);
        if keep {
            ignore.pop();
        }
        preserved.push(keep);
    }
    Some(preserved)
}

fn fuse_elementwise_pattern(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    control: ControlFn,
) -> LogicalResult {
    let ctx = rw.ctx;
    let n = rw.body().num_operands(op);
    for idx in 0..n {
        if !are_elementwise_ops_fusable(ctx, rw.body(), op, idx) {
            continue;
        }
        if !control(rw.body(), op, idx, ctx) {
            continue;
        }
        let producer = rw
            .body()
            .defining_op(rw.body().operand(op, idx))
            .ok_or(())?;
        let fused = fuse_elementwise_ops(rw, op, idx)?;
        let c_results: Vec<ValueId> = rw.body().results(op).to_vec();
        let f_results: Vec<ValueId> = rw.body().results(fused).to_vec();
        let skip = f_results.len() - c_results.len();
        for (orig, new) in c_results.iter().zip(&f_results[skip..]) {
            rw.replace_uses_with_if(*orig, *new, |_, _, _| true);
        }
        rw.erase_op(op);
        // The producer, now dead, goes too (upstream's driver erases it as trivially dead
        // before revisiting the fused op, so it is not counted as another user).
        let dead = rw
            .body()
            .results(producer)
            .iter()
            .all(|r| !rw.body().has_uses(*r));
        if dead && tu::has_pure_tensor_semantics(ctx, rw.body(), producer) {
            rw.erase_op(producer);
        }
        return Ok(());
    }
    Err(())
}

/// Upstream `fuseElementwiseOps`: creates the fused op before `consumer` and returns it;
/// its results are the preserved producer results followed by the consumer's.
#[allow(clippy::result_unit_err)]
pub fn fuse_elementwise_ops(
    rw: &mut PatternRewriter<'_>,
    consumer: OpId,
    idx: usize,
) -> Result<OpId, ()> {
    let ctx = rw.ctx;
    let body = rw.body();
    let v = body.operand(consumer, idx);
    let producer = body.defining_op(v).ok_or(())?;
    let preserved = preserved_results(ctx, body, producer, consumer, idx).ok_or(())?;
    let (p_ins, p_outs) = super::segments(ctx, body, producer);
    let (c_ins, c_outs) = super::segments(ctx, body, consumer);
    let p_maps = super::indexing_maps(ctx, body, producer).ok_or(())?;
    let c_maps = super::indexing_maps(ctx, body, consumer).ok_or(())?;
    let rn = result_number(body, producer, v).ok_or(())?;
    let result_map = p_maps[p_ins.len() + rn].clone();
    let consumer_map = c_maps[idx].clone();

    let mut ins = Vec::new();
    let mut outs = Vec::new();
    let mut maps = Vec::new();
    let mut types = Vec::new();
    for k in 0..idx {
        ins.push(c_ins[k]);
        maps.push(c_maps[k].clone());
    }
    for (k, x) in p_ins.iter().enumerate() {
        ins.push(*x);
        maps.push(producer_map_in_fused(&p_maps[k], &result_map, &consumer_map).ok_or(())?);
    }
    for k in idx + 1..c_ins.len() {
        ins.push(c_ins[k]);
        maps.push(c_maps[k].clone());
    }
    for (k, x) in p_outs.iter().enumerate() {
        if !preserved[k] {
            continue;
        }
        outs.push(*x);
        maps.push(
            producer_map_in_fused(&p_maps[p_ins.len() + k], &result_map, &consumer_map).ok_or(())?,
        );
        types.push(body.value_type(*x));
    }
    for (k, x) in c_outs.iter().enumerate() {
        outs.push(*x);
        maps.push(c_maps[c_ins.len() + k].clone());
        let t = body.value_type(*x);
        if !tu::is_memref(ctx, t) {
            types.push(t);
        }
    }
    // The fused op must still have computable loop bounds.
    if tu::inverse_permutation(&tu::concat_affine_maps(&maps)).is_none() {
        return Err(());
    }
    let inv = tu::inverse_permutation(&result_map).ok_or(())?;
    let c2p = inv.compose(&consumer_map);
    let iters = tu::iterator_attrs(ctx, body, consumer);
    let loc = body.loc(consumer);
    let p_loc = body.loc(producer);
    let p_entry = entry_block(body, producer).ok_or(())?;
    let c_entry = entry_block(body, consumer).ok_or(())?;
    let p_args = body.block_args(p_entry).to_vec();
    let c_args = body.block_args(c_entry).to_vec();
    let p_ops: Vec<OpId> = body.block_ops(p_entry).collect();
    let c_ops: Vec<OpId> = body.block_ops(c_entry).collect();
    let (Some(&p_yield), Some(&c_yield)) = (p_ops.last(), c_ops.last()) else {
        return Err(());
    };
    let p_index_ops: Vec<(OpId, usize)> = p_ops
        .iter()
        .filter(|o| ctx.op_name_str(body.op_name(**o)) == "linalg.index")
        .filter_map(|o| {
            let d =
                rmlir_ir::ods::prop(ctx, body, *o, "dim").and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })?;
            Some((*o, d as usize))
        })
        .collect();
    let n_loops = iters.len();

    rw.set_insertion_point_before(consumer);
    let fused = tu::create_generic(rw, loc, &types, &ins, &outs, &maps, &iters, Vec::new());
    let region = rw.body().regions(fused)[0];
    let block = rw.create_block(region, None, &[]);
    let mut map = IrMapping::new();
    let add = |rw: &mut PatternRewriter<'_>, map: &mut IrMapping, a: ValueId| {
        let t = rw.body().value_type(a);
        let nv = rw.body.add_block_arg(block, t, loc);
        map.map_value(a, nv);
    };
    rw.set_insertion_point_to_end(block);
    if !p_index_ops.is_empty() {
        let mut fused_indices = Vec::new();
        for d in 0..n_loops {
            fused_indices.push(tu::create_index(rw, p_loc, d as i64));
        }
        for (io, d) in &p_index_ops {
            let sub = c2p.sub_map(&[*d]);
            let nv = crate::affine::utils::create_apply(rw, p_loc, sub, &fused_indices);
            let r = rw.body().result(*io, 0);
            map.map_value(r, nv);
        }
    }
    for a in &c_args[..idx] {
        add(rw, &mut map, *a);
    }
    for a in &p_args[..p_ins.len()] {
        add(rw, &mut map, *a);
    }
    for a in &c_args[idx + 1..c_ins.len()] {
        add(rw, &mut map, *a);
    }
    for (k, a) in p_args[p_ins.len()..].iter().enumerate() {
        if preserved.get(k) == Some(&true) {
            add(rw, &mut map, *a);
        }
    }
    for a in &c_args[c_ins.len()..] {
        add(rw, &mut map, *a);
    }
    for o in &p_ops[..p_ops.len() - 1] {
        if p_index_ops.iter().any(|(x, _)| x == o) {
            continue;
        }
        rw.body
            .clone_op_at(*o, InsertPoint::BlockEnd(block), &mut map);
    }
    let p_yielded: Vec<ValueId> = rw.body().operands(p_yield).collect();
    let replacement = map.lookup_value_or_default(p_yielded[rn]);
    map.map_value(c_args[idx], replacement);
    for o in &c_ops[..c_ops.len() - 1] {
        rw.body
            .clone_op_at(*o, InsertPoint::BlockEnd(block), &mut map);
    }
    let mut yields = Vec::new();
    for (k, y) in p_yielded.iter().enumerate() {
        if preserved[k] {
            yields.push(map.lookup_value_or_default(*y));
        }
    }
    for y in rw.body().operands(c_yield).collect::<Vec<_>>() {
        yields.push(map.lookup_value_or_default(y));
    }
    let y_name = rw.body().op_name(c_yield);
    let y_loc = loc;
    let mut spec = rmlir_ir::body::OpSpec::new(y_name, y_loc);
    spec.operands = &yields;
    rw.set_insertion_point_to_end(block);
    rw.create(spec);
    Ok(fused)
}

/// The helper patterns upstream's `populateElementwiseOpsFusionPatterns` adds after the
/// fusion itself: `FoldFillWithGenericOp`, `FoldScalarOrSplatConstant`,
/// `RemoveOutsDependency` and the dead operand/result cleanups.
fn populate_fusion_helpers(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "FoldFillWithGenericOp",
        fold_fill_with_generic,
    );
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "FoldScalarOrSplatConstant",
        fold_scalar_or_splat_constant,
    );
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "RemoveOutsDependency",
        remove_outs_dependency,
    );
    super::erase_unused::populate_erase_unused_operands_and_results(ctx, set);
}

/// Uses of an input argument whose operand is a `linalg.fill` result read the fill value.
fn fold_fill_with_generic(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if !tu::has_pure_tensor_semantics(ctx, body, op) {
        return Err(());
    }
    let (ins, _) = super::segments(ctx, body, op);
    let block = entry_block(body, op).ok_or(())?;
    let args = body.block_args(block).to_vec();
    let mut repl = Vec::new();
    for (i, v) in ins.iter().enumerate() {
        let Some(&arg) = args.get(i) else { continue };
        if !body.has_uses(arg) {
            continue;
        }
        let Some(fill) = body.defining_op(*v) else {
            continue;
        };
        if ctx.op_name_str(body.op_name(fill)) != "linalg.fill" {
            continue;
        }
        let val = body.operand(fill, 0);
        let elem = tu::elem_type(ctx, body.value_type(*v)).ok_or(())?;
        repl.push((arg, val, elem, body.loc(fill)));
    }
    if repl.is_empty() {
        return Err(());
    }
    rw.set_insertion_point_before(op);
    for (a, v, elem, loc) in repl {
        let v = convert_scalar_to_dtype(rw, loc, v, elem);
        rw.replace_all_uses_with(a, v);
    }
    Ok(())
}

/// Upstream `convertScalarToDtype` (signed casts): `v` as a scalar of type `to`.
fn convert_scalar_to_dtype(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    v: ValueId,
    to: rmlir_ir::Type,
) -> ValueId {
    let ctx = rw.ctx;
    let from = rw.body().value_type(v);
    if from == to {
        return v;
    }
    let fw = ctx.int_or_float_bitwidth(from).unwrap_or(0);
    let tw = ctx.int_or_float_bitwidth(to).unwrap_or(0);
    let name = match (ctx.type_kind(from), ctx.type_kind(to)) {
        (TypeKind::Index, _) | (_, TypeKind::Index) => "arith.index_cast",
        (TypeKind::Float(_), TypeKind::Float(_)) if tw > fw => "arith.extf",
        (TypeKind::Float(_), TypeKind::Float(_)) => "arith.truncf",
        (TypeKind::Integer { .. }, TypeKind::Integer { .. }) if tw > fw => "arith.extsi",
        (TypeKind::Integer { .. }, TypeKind::Integer { .. }) => "arith.trunci",
        (TypeKind::Integer { .. }, TypeKind::Float(_)) => "arith.sitofp",
        (TypeKind::Float(_), TypeKind::Integer { .. }) => "arith.fptosi",
        _ => return v,
    };
    let mut spec = rmlir_ir::body::OpSpec::new(ctx.op_name(name), loc);
    let ops = [v];
    spec.operands = &ops;
    spec.result_types = std::slice::from_ref(&to);
    let o = rw.create(spec);
    rw.body().result(o, 0)
}

/// The scalar attribute of a splat int/float dense constant or an int/float constant.
fn scalar_or_splat(ctx: &Context, a: rmlir_ir::Attribute) -> Option<rmlir_ir::Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } => Some(a),
        AttrKind::DenseIntOrFp {
            ty,
            data,
            splat: true,
        } => {
            let elem = ctx.element_type(*ty)?;
            match ctx.type_kind(elem) {
                TypeKind::Integer { width, .. } => Some(ctx.get_attr(AttrKind::Integer {
                    ty: elem,
                    value: rmlir_ir::apint::ApInt::from_le_bytes(*width, data),
                })),
                TypeKind::Float(s) => {
                    let mut b = [0u8; 16];
                    let n = data.len().min(16);
                    b[..n].copy_from_slice(&data[..n]);
                    let w = s.bit_width();
                    let mask = if w >= 128 {
                        u128::MAX
                    } else {
                        (1u128 << w) - 1
                    };
                    Some(ctx.get_attr(AttrKind::Float {
                        ty: elem,
                        bits: u128::from_le_bytes(b) & mask,
                    }))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// An input defined by a scalar or splat constant becomes a scalar constant used in the
/// payload.
fn fold_scalar_or_splat_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if !tu::has_pure_tensor_semantics(ctx, body, op) {
        return Err(());
    }
    let (ins, outs) = super::segments(ctx, body, op);
    let maps = super::indexing_maps(ctx, body, op).ok_or(())?;
    for (i, v) in ins.iter().enumerate() {
        let Some(def) = body.defining_op(*v) else {
            continue;
        };
        let Some(cst) = rmlir_ir::rewrite::fold::constant_value(ctx, body, def) else {
            continue;
        };
        let Some(scalar) = scalar_or_splat(ctx, cst) else {
            continue;
        };
        let new_ins: Vec<ValueId> = ins
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != i)
            .map(|(_, x)| *x)
            .collect();
        let new_maps: Vec<AffineMap> = maps
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != i)
            .map(|(_, m)| m.clone())
            .collect();
        if tu::inverse_permutation(&tu::concat_affine_maps(&new_maps)).is_none() {
            return Err(());
        }
        let sty = match ctx.attr_kind(scalar) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
            _ => return Err(()),
        };
        let def_loc = body.loc(def);
        let loc = body.loc(op);
        let result_types: Vec<_> = body
            .results(op)
            .iter()
            .map(|r| body.value_type(*r))
            .collect();
        let iters = tu::iterator_attrs(ctx, body, op);
        let old_block = entry_block(body, op).ok_or(())?;
        let old_args = body.block_args(old_block).to_vec();
        let old_ops: Vec<OpId> = body.block_ops(old_block).collect();
        let cname = ctx.op_name("arith.constant");
        let mut spec = rmlir_ir::body::OpSpec::new(cname, def_loc);
        spec.result_types = std::slice::from_ref(&sty);
        spec.props.push(Some(scalar));
        let c = rw.create(spec);
        let cv = rw.body().result(c, 0);
        let fused = tu::create_generic(
            rw,
            loc,
            &result_types,
            &new_ins,
            &outs,
            &new_maps,
            &iters,
            Vec::new(),
        );
        let region = rw.body().regions(fused)[0];
        let block = rw.create_block(region, None, &[]);
        let mut map = IrMapping::new();
        for (k, a) in old_args.iter().enumerate() {
            if k == i {
                map.map_value(*a, cv);
                continue;
            }
            let t = rw.body().value_type(*a);
            let l = rw.body().value(*a).loc.unwrap_or(loc);
            let nv = rw.body.add_block_arg(block, t, l);
            map.map_value(*a, nv);
        }
        for o in old_ops {
            rw.body
                .clone_op_at(o, InsertPoint::BlockEnd(block), &mut map);
        }
        rw.replace_op_with_op(op, fused);
        return Ok(());
    }
    Err(())
}

/// Outputs whose value the payload does not read are replaced by a `tensor.empty`.
fn remove_outs_dependency(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let (ins, outs) = super::segments(ctx, body, op);
    let block = entry_block(body, op).ok_or(())?;
    let args = body.block_args(block).to_vec();
    let loc = body.loc(op);
    let mut todo = Vec::new();
    for (k, v) in outs.iter().enumerate() {
        let Some(&arg) = args.get(ins.len() + k) else {
            continue;
        };
        if body.has_uses(arg) {
            continue;
        }
        let t = body.value_type(*v);
        let TypeKind::RankedTensor { encoding, elem, .. } = ctx.type_kind(t) else {
            continue;
        };
        if encoding.is_some() {
            continue;
        }
        if body
            .defining_op(*v)
            .is_some_and(|d| ctx.op_name_str(body.op_name(d)) == "tensor.empty")
        {
            continue;
        }
        todo.push((ins.len() + k, *v, *elem));
    }
    if todo.is_empty() {
        return Err(());
    }
    rw.set_insertion_point_before(op);
    for (idx, v, elem) in todo {
        let sizes = tu::mixed_sizes(rw, loc, v);
        let e = tu::create_empty(rw, loc, &sizes, elem);
        rw.body.set_operand(op, idx, e);
    }
    rw.notify_op_modified(op);
    Ok(())
}

/// Upstream `FoldConstantTranspose` (`populateConstantFoldLinalgOperations`): a generic
/// with one constant input, one output, permutation maps and a payload that yields the
/// input becomes an `arith.constant` holding the permuted elements.
#[allow(clippy::result_unit_err)]
pub fn fold_constant_transpose(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    control: ControlFn,
) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let transpose = ctx.op_name_str(body.op_name(op)) == "linalg.transpose";
    if !(transpose || is_generic(ctx, body, op)) || !tu::has_pure_tensor_semantics(ctx, body, op) {
        return Err(());
    }
    let (ins, outs) = super::segments(ctx, body, op);
    if outs.len() != 1 || ins.len() != 1 {
        return Err(());
    }
    let out_ty = body.value_type(*body.results(op).first().ok_or(())?);
    let (out_shape, elem) = ctx.shaped_parts(out_ty).ok_or(())?;
    let out_shape = out_shape.to_vec();
    if out_shape.iter().any(|d| *d < 0) {
        return Err(());
    }
    let in_ty = body.value_type(ins[0]);
    let (in_shape, in_elem) = ctx.shaped_parts(in_ty).ok_or(())?;
    let in_shape = in_shape.to_vec();
    if in_elem != elem || tu::elem_type(ctx, body.value_type(outs[0])) != Some(elem) {
        return Err(());
    }
    if !matches!(
        ctx.type_kind(elem),
        TypeKind::Integer { .. } | TypeKind::Float(_)
    ) {
        return Err(());
    }
    let maps = super::indexing_maps(ctx, body, op).ok_or(())?;
    if maps.len() != 2 || !maps.iter().all(|m| m.is_permutation()) {
        return Err(());
    }
    if !transpose {
        // The payload only yields the input.
        let block = entry_block(body, op).ok_or(())?;
        let args = body.block_args(block).to_vec();
        if args.len() != 2 || body.has_uses(args[1]) {
            return Err(());
        }
        let ops: Vec<OpId> = body.block_ops(block).collect();
        if ops.len() != 1 {
            return Err(());
        }
        if !body.operands(ops[0]).all(|v| v == args[0]) {
            return Err(());
        }
    }
    let cst = rmlir_ir::rewrite::fold::value_constant(ctx, body, ins[0]).ok_or(())?;
    let AttrKind::DenseIntOrFp { data, splat, .. } = ctx.attr_kind(cst) else {
        return Err(());
    };
    if !control(body, op, 0, ctx) {
        return Err(());
    }
    let width = ctx.int_or_float_bitwidth(elem).ok_or(())? as usize;
    let nb = width.div_ceil(8).max(1);
    let n: usize = out_shape.iter().product::<i64>() as usize;
    // Loop bounds from the output shape through its map.
    let n_loops = maps[1].num_dims() as usize;
    let dims = |m: &AffineMap| -> Vec<usize> {
        m.results()
            .iter()
            .map(|e| e.as_dim().unwrap_or(0) as usize)
            .collect()
    };
    let in_dims = dims(&maps[0]);
    let out_dims = dims(&maps[1]);
    let mut bounds = vec![1i64; n_loops];
    for (k, d) in out_dims.iter().enumerate() {
        bounds[*d] = out_shape[k];
    }
    let src_elem = |lin: usize| -> &[u8] {
        if *splat {
            &data[..nb]
        } else {
            &data[lin * nb..lin * nb + nb]
        }
    };
    if !*splat && data.len() < n * nb {
        return Err(());
    }
    let mut out = vec![0u8; n * nb];
    let mut idx = vec![0i64; n_loops];
    for lin in 0..n {
        let mut t = lin as i64;
        for d in (0..n_loops).rev() {
            idx[d] = t % bounds[d];
            t /= bounds[d];
        }
        let mut src = 0i64;
        let mut dst = 0i64;
        for k in 0..in_dims.len() {
            src = src * in_shape[k] + idx[in_dims[k]];
            dst = dst * out_shape[k] + idx[out_dims[k]];
        }
        out[dst as usize * nb..dst as usize * nb + nb].copy_from_slice(src_elem(src as usize));
    }
    let all_same = n > 0 && out.chunks(nb).all(|c| c == &out[..nb]);
    let (data, splat) = if all_same {
        (out[..nb].to_vec(), true)
    } else {
        (out, false)
    };
    let attr = ctx.get_attr(AttrKind::DenseIntOrFp {
        ty: out_ty,
        data: data.into(),
        splat,
    });
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let mut spec = rmlir_ir::body::OpSpec::new(ctx.op_name("arith.constant"), loc);
    spec.result_types = std::slice::from_ref(&out_ty);
    spec.props.push(Some(attr));
    let c = rw.create(spec);
    rw.replace_op_with_op(op, c);
    Ok(())
}
