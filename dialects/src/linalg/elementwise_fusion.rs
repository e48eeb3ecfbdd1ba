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
        for name in [
            "affine.apply",
            "linalg.generic",
            "tensor.expand_shape",
            "tensor.collapse_shape",
        ] {
            super::drop_unit_dims::add_canonicalization_patterns(ctx, &mut set, name);
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
            fused_indices.push(create_index(rw, p_loc, d as i64));
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

fn create_index(rw: &mut PatternRewriter<'_>, loc: rmlir_ir::Location, d: i64) -> ValueId {
    let ctx = rw.ctx;
    let name = ctx.op_name("linalg.index");
    let info = ctx.op_info(name).expect("linalg.index");
    let index = ctx.index_type();
    let mut spec = rmlir_ir::body::OpSpec::new(name, loc);
    spec.result_types = std::slice::from_ref(&index);
    spec.props = info.props_from(
        ctx,
        &[("dim", ctx.int_attr(ctx.integer_type(64), d))],
        false,
    );
    let op = rw.create(spec);
    rw.body().result(op, 0)
}
