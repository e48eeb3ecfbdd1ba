//! `affine-loop-normalize` (MLIR 19's `AffineLoopNormalize.cpp` over `normalizeAffineFor`,
//! `normalizeAffineParallel` and `promoteIfSingleIteration` of `Affine/Utils`): every
//! `affine.for` and `affine.parallel` gets a zero lower bound and a unit step, its
//! upper bound becoming `(ub - lb) ceildiv step` and the old induction variable an
//! `affine.apply` of the new one at the start of the body. With `promote-single-iter`,
//! loops running exactly once are replaced by their body first.
//!
//! [`ValueMap`] is upstream's `AffineValueMap` (`difference`, `canonicalize`), also used
//! for trip counts ([`constant_trip_count`]).

use super::simplify::simplify_affine_map;
use super::utils::{
    canonicalize_map_and_operands, compose_affine_map_and_operands,
    fully_compose_affine_map_and_operands, int_attr_value, map_attr, map_of,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::ods::constraints::dense_i32_array;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::{IrNode, WalkOrder};
use rmlir_ir::{Body, Builder, Context, OpId, ValueId};

/// A map with its operands (upstream's `AffineValueMap`).
#[derive(Clone, Debug)]
pub struct ValueMap {
    pub map: AffineMap,
    pub operands: Vec<ValueId>,
}

impl ValueMap {
    pub fn new(map: AffineMap, operands: Vec<ValueId>) -> Self {
        Self { map, operands }
    }

    /// Upstream `AffineValueMap::difference(a, b)`: `a - b` result by result over the
    /// operands of both, composed, canonicalized and simplified.
    pub fn difference(ctx: &Context, body: &Body, a: &ValueMap, b: &ValueMap) -> ValueMap {
        let (ad, bd) = (a.map.num_dims(), b.map.num_dims());
        let (asy, bsy) = (a.map.num_symbols(), b.map.num_symbols());
        let mut operands = Vec::with_capacity(a.operands.len() + b.operands.len());
        operands.extend_from_slice(&a.operands[..ad as usize]);
        operands.extend_from_slice(&b.operands[..bd as usize]);
        operands.extend_from_slice(&a.operands[ad as usize..]);
        operands.extend_from_slice(&b.operands[bd as usize..]);
        let dims: Vec<AffineExpr> = (0..bd).map(|i| AffineExpr::dim(i + ad)).collect();
        let syms: Vec<AffineExpr> = (0..bsy).map(|i| AffineExpr::symbol(i + asy)).collect();
        let shifted = b
            .map
            .replace_dims_and_symbols(&dims, &syms, ad + bd, asy + bsy);
        let diffs = a
            .map
            .results()
            .iter()
            .zip(shifted.results())
            .map(|(x, y)| x.sub(y))
            .collect();
        let mut map = AffineMap::new(ad + bd, asy + bsy, diffs);
        fully_compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        ValueMap::new(simplify_affine_map(&map), operands)
    }

    /// Upstream `AffineValueMap::canonicalize`: composes the producing applies in.
    pub fn canonicalize(&mut self, ctx: &Context, body: &Body) {
        compose_affine_map_and_operands(ctx, body, &mut self.map, &mut self.operands);
    }
}

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// The parts of an `affine.for`.
pub(super) struct ForParts {
    pub(super) lb: AffineMap,
    pub(super) ub: AffineMap,
    pub(super) step: i64,
    pub(super) lbs: Vec<ValueId>,
    pub(super) ubs: Vec<ValueId>,
    pub(super) inits: Vec<ValueId>,
}

pub(super) fn for_parts(ctx: &Context, body: &Body, op: OpId) -> Option<ForParts> {
    let get = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n).and_then(|a| map_of(ctx, a));
    let (lb, ub) = (get("lowerBoundMap")?, get("upperBoundMap")?);
    let step = rmlir_ir::ods::prop(ctx, body, op, "step").and_then(|a| int_attr_value(ctx, a))?;
    let all: Vec<ValueId> = body.operands(op).collect();
    let (nl, nu) = (lb.num_inputs() as usize, ub.num_inputs() as usize);
    if all.len() < nl + nu {
        return None;
    }
    Some(ForParts {
        lbs: all[..nl].to_vec(),
        ubs: all[nl..nl + nu].to_vec(),
        inits: all[nl + nu..].to_vec(),
        lb,
        ub,
        step,
    })
}

pub(super) fn body_block(body: &Body, op: OpId) -> Option<rmlir_ir::BlockId> {
    let r = *body.regions(op).first()?;
    body.region_blocks(r).next()
}

/// Upstream `getTripCountMapAndOperands`.
pub fn trip_count_map(ctx: &Context, body: &Body, op: OpId) -> Option<ValueMap> {
    let f = for_parts(ctx, body, op)?;
    if let (Some(l), Some(u)) = (f.lb.single_constant_result(), f.ub.single_constant_result()) {
        let span = u.saturating_sub(l).max(0);
        let count = if f.step > 0 {
            span.div_euclid(f.step) + i64::from(span.rem_euclid(f.step) != 0)
        } else {
            0
        };
        return Some(ValueMap::new(AffineMap::constant_map(count), Vec::new()));
    }
    if f.lb.num_results() != 1 {
        return None;
    }
    let splat = AffineMap::new(
        f.lb.num_dims(),
        f.lb.num_symbols(),
        vec![f.lb.result(0).clone(); f.ub.num_results()],
    );
    let ubv = ValueMap::new(f.ub.clone(), f.ubs.clone());
    let lbv = ValueMap::new(splat, f.lbs.clone());
    let mut d = ValueMap::difference(ctx, body, &ubv, &lbv);
    let results = d
        .map
        .results()
        .iter()
        .map(|e| e.ceil_div_const(f.step))
        .collect();
    d.map = AffineMap::new(d.map.num_dims(), d.map.num_symbols(), results);
    Some(d)
}

/// Upstream `getConstantTripCount`: the smallest trip count when all are constant.
pub fn constant_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let m = trip_count_map(ctx, body, op)?;
    let mut count: Option<u64> = None;
    for e in m.map.results() {
        let c = e.as_constant()? as u64;
        count = Some(count.map_or(c, |x| x.min(c)));
    }
    count
}

fn replace_uses_except(body: &mut Body, from: ValueId, to: ValueId, except: OpId) {
    let uses: Vec<(OpId, usize)> = body.uses(from).filter(|(o, _)| *o != except).collect();
    for (o, i) in uses {
        body.set_operand(o, i, to);
    }
}

pub(super) fn create_apply(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    loc: rmlir_ir::Location,
    map: AffineMap,
    operands: &[ValueId],
) -> (OpId, ValueId) {
    let index = ctx.index_type();
    let mut spec = OpSpec::new(ctx.op_name("affine.apply"), loc);
    spec.operands = operands;
    spec.result_types = std::slice::from_ref(&index);
    spec.props.push(Some(map_attr(ctx, map)));
    let op = Builder::at(body, at).create(spec);
    (op, body.result(op, 0))
}

/// Upstream `promoteIfSingleIteration`.
pub fn promote_if_single_iteration(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    if constant_trip_count(ctx, body, op) != Some(1) {
        return false;
    }
    let Some(f) = for_parts(ctx, body, op) else {
        return false;
    };
    if f.lb.num_results() != 1 {
        return false;
    }
    let Some(block) = body_block(body, op) else {
        return false;
    };
    let args = body.block_args(block).to_vec();
    let iv = args[0];
    let loc = body.loc(op);
    if body.has_uses(iv) {
        if let Some(c) = f.lb.single_constant_result() {
            // The constant goes at the start of the function's entry block.
            let at = body
                .root_regions()
                .first()
                .and_then(|r| body.region_blocks(*r).next())
                .map_or(InsertPoint::Before(op), InsertPoint::BlockStart);
            let index = ctx.index_type();
            let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
            spec.result_types = std::slice::from_ref(&index);
            spec.props.push(Some(ctx.int_attr(index, c)));
            let k = Builder::at(body, at).create(spec);
            let v = body.result(k, 0);
            body.replace_all_uses(iv, v);
        } else if f.lb == AffineMap::multi_dim_identity(1) {
            body.replace_all_uses(iv, f.lbs[0]);
        } else {
            let (_, v) = create_apply(ctx, body, InsertPoint::Before(op), loc, f.lb, &f.lbs);
            body.replace_all_uses(iv, v);
        }
    }
    for (arg, init) in args[1..].iter().zip(&f.inits) {
        body.replace_all_uses(*arg, *init);
    }
    let Some(term) = body.last_op(block) else {
        return false;
    };
    let yielded: Vec<ValueId> = body.operands(term).collect();
    let results = body.results(op).to_vec();
    for (r, y) in results.iter().zip(&yielded) {
        body.replace_all_uses(*r, *y);
    }
    body.erase_op(term);
    let ops: Vec<OpId> = body.block_ops(block).collect();
    for o in ops {
        body.move_op(o, InsertPoint::Before(op));
    }
    body.erase_op(op);
    true
}

/// Upstream `normalizeAffineFor`.
pub fn normalize_for(ctx: &Context, body: &mut Body, op: OpId, promote_single_iter: bool) {
    if promote_single_iter && promote_if_single_iteration(ctx, body, op) {
        return;
    }
    let Some(f) = for_parts(ctx, body, op) else {
        return;
    };
    if f.lb.single_constant_result() == Some(0) && f.step == 1 {
        return;
    }
    if f.lb.num_results() != 1 {
        return;
    }
    let Some(block) = body_block(body, op) else {
        return;
    };
    let loc = body.loc(op);
    let lbv = ValueMap::new(f.lb.clone(), f.lbs.clone());
    let padded = AffineMap::new(
        f.lb.num_dims(),
        f.lb.num_symbols(),
        vec![f.lb.result(0).clone(); f.ub.num_results()],
    );
    let padded = ValueMap::new(padded, f.lbs.clone());
    let ubv = ValueMap::new(f.ub.clone(), f.ubs.clone());
    let mut new_ub = ValueMap::difference(ctx, body, &ubv, &padded);
    new_ub.canonicalize(ctx, body);
    let n = new_ub.map.num_results() as u32;
    let scale = AffineMap::new(
        n,
        0,
        (0..n)
            .map(|i| AffineExpr::dim(i).ceil_div_const(f.step))
            .collect(),
    );
    let ub_map = scale.compose(&new_ub.map);

    let mut operands = new_ub.operands.clone();
    operands.extend_from_slice(&f.inits);
    body.set_operands(op, &operands);
    let info = ctx.op_info(body.op_name(op)).expect("registered");
    let slot = |n: &str| info.prop_index(n).expect("affine.for property");
    let segs = dense_i32_array(
        ctx,
        &[0, new_ub.operands.len() as i32, f.inits.len() as i32],
    );
    body.set_prop(op, slot("operandSegmentSizes"), Some(segs));
    body.set_prop(op, slot("upperBoundMap"), Some(map_attr(ctx, ub_map)));
    body.set_prop(
        op,
        slot("lowerBoundMap"),
        Some(map_attr(ctx, AffineMap::constant_map(0))),
    );
    body.set_prop(op, slot("step"), Some(ctx.int_attr(ctx.index_type(), 1)));

    let iv = body.block_args(block)[0];
    let scale_iv = AffineMap::new(1, 0, vec![AffineExpr::dim(0).neg().mul_const(f.step)]);
    let scale_iv = ValueMap::new(scale_iv, vec![iv]);
    let mut new_iv = ValueMap::difference(ctx, body, &lbv, &scale_iv);
    new_iv.canonicalize(ctx, body);
    let (apply, v) = create_apply(
        ctx,
        body,
        InsertPoint::BlockStart(block),
        loc,
        new_iv.map,
        &new_iv.operands,
    );
    replace_uses_except(body, iv, v, apply);
}

/// Upstream `normalizeAffineParallel`.
pub fn normalize_parallel(ctx: &Context, body: &mut Body, op: OpId) {
    let Some((lb, lg, ub, ug)) = super::parallel::bounds(ctx, body, op) else {
        return;
    };
    if lg.iter().chain(&ug).any(|g| *g != 1) {
        return;
    }
    let steps = super::parallel::int_list(ctx, rmlir_ir::ods::prop(ctx, body, op, "steps"));
    let normalized = steps
        .iter()
        .zip(lb.results())
        .all(|(s, e)| *s == 1 && e.as_constant() == Some(0));
    if normalized {
        return;
    }
    let Some(block) = body_block(body, op) else {
        return;
    };
    let all: Vec<ValueId> = body.operands(op).collect();
    let nl = lb.num_inputs() as usize;
    if all.len() < nl + ub.num_inputs() as usize {
        return;
    }
    let lbv = ValueMap::new(lb.clone(), all[..nl].to_vec());
    let ubv = ValueMap::new(ub.clone(), all[nl..].to_vec());
    let ranges = ValueMap::difference(ctx, body, &ubv, &lbv);
    let loc = body.loc(op);
    let nd = lb.num_dims();
    let mut lb_exprs = Vec::new();
    let mut ub_exprs = Vec::new();
    let mut at = InsertPoint::BlockStart(block);
    for (i, step) in steps.iter().enumerate() {
        lb_exprs.push(AffineExpr::constant(0));
        ub_exprs.push(ranges.map.result(i).ceil_div_const(*step));
        let iv = body.block_args(block)[i];
        let expr = lb.result(i).add(&AffineExpr::dim(nd).mul_const(*step));
        let map = AffineMap::new(nd + 1, lb.num_symbols(), vec![expr]);
        let mut operands = all[..nd as usize].to_vec();
        operands.push(iv);
        operands.extend_from_slice(&all[nd as usize..nl]);
        let (apply, v) = create_apply(ctx, body, at, loc, map, &operands);
        replace_uses_except(body, iv, v, apply);
        at = InsertPoint::After(apply);
    }
    let info = ctx.op_info(body.op_name(op)).expect("registered");
    let slot = |n: &str| info.prop_index(n).expect("affine.parallel property");
    let i64t = ctx.integer_type(64);
    let ones: Vec<_> = steps.iter().map(|_| ctx.int_attr(i64t, 1)).collect();
    body.set_prop(op, slot("steps"), Some(ctx.array_attr(&ones)));
    body.set_prop(
        op,
        slot("lowerBoundsMap"),
        Some(map_attr(ctx, AffineMap::new(0, 0, lb_exprs))),
    );
    let ub_map = AffineMap::new(ranges.map.num_dims(), ranges.map.num_symbols(), ub_exprs);
    body.set_prop(op, slot("upperBoundsMap"), Some(map_attr(ctx, ub_map)));
    body.set_operands(op, &ranges.operands);
}

const ARGUMENT: &str = "affine-loop-normalize";
const DESCRIPTION: &str = "Apply normalization transformations to affine loop-like ops";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(AffineLoopNormalize {
                options: PassOptions::new().with(
                    "promote-single-iter",
                    "Promote single iteration loops",
                    OptValue::Bool(false),
                ),
            })
        },
    }
}

pub struct AffineLoopNormalize {
    options: PassOptions,
}

impl Pass for AffineLoopNormalize {
    fn name(&self) -> &'static str {
        "AffineLoopNormalize"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let promote = self.options.bool("promote-single-iter");
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let roots: Vec<IrNode> = body
            .root_regions()
            .iter()
            .map(|r| IrNode::Region(*r))
            .collect();
        let mut loops = Vec::new();
        for r in roots {
            loops.extend(
                body.collect_ops(r, WalkOrder::PostOrder)
                    .into_iter()
                    .filter(|o| matches!(name(ctx, body, *o), "affine.for" | "affine.parallel")),
            );
        }
        for l in loops {
            if name(ctx, body, l) == "affine.parallel" {
                normalize_parallel(ctx, body, l);
            } else {
                normalize_for(ctx, body, l, promote);
            }
        }
        crate::memref::transforms::commit_all(body);
        Ok(())
    }
}
