//! `affine-loop-unroll` (MLIR 19's `LoopUnroll.cpp` over `loopUnrollByFactor`,
//! `loopUnrollFull`, `loopUnrollUpToFactor` and the cleanup-loop generation of
//! `Affine/Utils/LoopUtils.cpp`): innermost loops (or, with `unroll-full-threshold`, every
//! loop with a small constant trip count) get their body repeated in place, the step
//! scaled, and a cleanup loop for the remaining iterations when the trip count is not a
//! known multiple of the factor.

use super::normalize::{
    body_block, constant_trip_count, create_apply, for_parts, promote_if_single_iteration,
    trip_count_map,
};
use super::simplify::simplify_affine_map;
use super::utils::{
    canonicalize_map_and_operands, fully_compose_affine_map_and_operands, map_attr,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::InsertPoint;
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::ods::constraints::dense_i32_array;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::{IrNode, WalkOrder};
use rmlir_ir::{Body, Context, OpId, ValueId};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// Sets the bounds (and the operand segments) of an `affine.for`; `None` keeps a bound.
fn set_bounds(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    lower: Option<(&AffineMap, &[ValueId])>,
    upper: Option<(&AffineMap, &[ValueId])>,
) {
    let Some(f) = for_parts(ctx, body, op) else {
        return;
    };
    let (lb, lbs) = lower.map_or((f.lb.clone(), f.lbs.clone()), |(m, o)| {
        (m.clone(), o.to_vec())
    });
    let (ub, ubs) = upper.map_or((f.ub.clone(), f.ubs.clone()), |(m, o)| {
        (m.clone(), o.to_vec())
    });
    let operands: Vec<ValueId> = lbs.iter().chain(&ubs).chain(&f.inits).copied().collect();
    body.set_operands(op, &operands);
    let info = ctx.op_info(body.op_name(op)).expect("registered");
    let slot = |n: &str| info.prop_index(n).expect("affine.for property");
    let segs = dense_i32_array(
        ctx,
        &[lbs.len() as i32, ubs.len() as i32, f.inits.len() as i32],
    );
    body.set_prop(op, slot("operandSegmentSizes"), Some(segs));
    body.set_prop(op, slot("lowerBoundMap"), Some(map_attr(ctx, lb)));
    body.set_prop(op, slot("upperBoundMap"), Some(map_attr(ctx, ub)));
}

pub(super) fn set_step(ctx: &Context, body: &mut Body, op: OpId, step: i64) {
    let info = ctx.op_info(body.op_name(op)).expect("registered");
    let slot = info.prop_index("step").expect("affine.for step");
    body.set_prop(op, slot, Some(ctx.int_attr(ctx.index_type(), step)));
}

/// Upstream `getLargestDivisorOfTripCount`.
pub(super) fn largest_divisor_of_trip_count(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let Some(m) = trip_count_map(ctx, body, op) else {
        return 1;
    };
    let mut gcd: Option<u64> = None;
    for e in m.map.results() {
        let this = match e.as_constant() {
            Some(0) => u64::MAX,
            Some(c) => c as u64,
            None => e.largest_known_divisor() as u64,
        };
        gcd = Some(match gcd {
            Some(g) => num_gcd(g, this),
            None => this,
        });
    }
    gcd.unwrap_or(1)
}

fn num_gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Upstream `getCleanupLoopLowerBound`: `lb + tc - tc mod factor` (times the step) per
/// trip count result, composed and simplified.
fn cleanup_lower_bound(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    factor: u64,
) -> Option<(AffineMap, Vec<ValueId>)> {
    let tc = trip_count_map(ctx, body, op)?;
    let f = for_parts(ctx, body, op)?;
    let loc = body.loc(op);
    let (lb_op, lb) = create_apply(ctx, body, InsertPoint::Before(op), loc, f.lb, &f.lbs);
    let mut bumps = Vec::new();
    for e in tc.map.results() {
        let expr = e.sub(&e.modulo_const(factor as i64)).mul_const(f.step);
        let m = AffineMap::new(tc.map.num_dims(), tc.map.num_symbols(), vec![expr]);
        bumps.push(create_apply(
            ctx,
            body,
            InsertPoint::Before(op),
            loc,
            m,
            &tc.operands,
        ));
    }
    let n = bumps.len() as u32;
    let exprs = (0..n)
        .map(|i| AffineExpr::dim(0).add(&AffineExpr::dim(i + 1)))
        .collect();
    let mut map = AffineMap::new(1 + n, 0, exprs);
    let mut operands = vec![lb];
    operands.extend(bumps.iter().map(|b| b.1));
    fully_compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    map = simplify_affine_map(&map);
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    for (o, v) in bumps {
        if !body.has_uses(v) {
            body.erase_op(o);
        }
    }
    if !body.has_uses(lb) {
        body.erase_op(lb_op);
    }
    Some((map, operands))
}

/// Upstream `generateCleanupLoopForUnroll`.
pub(super) fn generate_cleanup_loop(ctx: &Context, body: &mut Body, op: OpId, factor: u64) -> bool {
    let mut map = IrMapping::default();
    let cleanup = body.clone_op_at(op, InsertPoint::After(op), &mut map);
    let results = body.results(op).to_vec();
    let cleanup_results = body.results(cleanup).to_vec();
    let cleanup_inits = for_parts(ctx, body, cleanup).map_or(Vec::new(), |f| f.inits);
    for ((r, cr), init) in results.iter().zip(&cleanup_results).zip(&cleanup_inits) {
        body.replace_all_uses(*r, *cr);
        let ops: Vec<ValueId> = body.operands(cleanup).collect();
        for (i, v) in ops.iter().enumerate() {
            if v == init {
                body.set_operand(cleanup, i, *r);
            }
        }
    }
    let Some((lb_map, lb_ops)) = cleanup_lower_bound(ctx, body, op, factor) else {
        return false;
    };
    set_bounds(ctx, body, cleanup, Some((&lb_map, &lb_ops)), None);
    promote_if_single_iteration(ctx, body, cleanup);
    set_bounds(ctx, body, op, None, Some((&lb_map, &lb_ops)));
    true
}

/// Upstream `generateUnrolledLoop` with the `iv + i * step` remapping.
fn generate_unrolled_loop(ctx: &Context, body: &mut Body, op: OpId, factor: u64, step: i64) {
    let Some(block) = body_block(body, op) else {
        return;
    };
    let args = body.block_args(block).to_vec();
    let iv = args[0];
    let iter_args = &args[1..];
    let Some(term) = body.last_op(block) else {
        return;
    };
    let yielded: Vec<ValueId> = body.operands(term).collect();
    let originals: Vec<OpId> = body.block_ops(block).filter(|o| *o != term).collect();
    let loc = body.loc(op);
    let mut last = yielded.clone();
    for i in 1..factor {
        let mut map = IrMapping::default();
        for (a, v) in iter_args.iter().zip(&last) {
            map.map_value(*a, *v);
        }
        if body.has_uses(iv) {
            let bump = AffineMap::new(1, 0, vec![AffineExpr::dim(0).add_const(i as i64 * step)]);
            let (_, v) = create_apply(ctx, body, InsertPoint::Before(term), loc, bump, &[iv]);
            map.map_value(iv, v);
        }
        for o in &originals {
            body.clone_op_at(*o, InsertPoint::Before(term), &mut map);
        }
        for (k, y) in yielded.iter().enumerate() {
            if let Some(d) = body.defining_op(*y) {
                if body.parent_block(d) == Some(block) {
                    last[k] = map.lookup_value_or_default(*y);
                }
            }
        }
    }
    body.set_operands(term, &last);
}

/// Upstream `loopUnrollFull`.
pub fn unroll_full(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    match constant_trip_count(ctx, body, op) {
        Some(0) => true,
        Some(1) => promote_if_single_iteration(ctx, body, op),
        Some(n) => unroll_by_factor(ctx, body, op, n, false),
        None => false,
    }
}

/// Upstream `loopUnrollByFactor`.
pub fn unroll_by_factor(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    factor: u64,
    cleanup_unroll: bool,
) -> bool {
    let trip = constant_trip_count(ctx, body, op);
    if factor == 1 {
        if trip == Some(1) && !promote_if_single_iteration(ctx, body, op) {
            return false;
        }
        return true;
    }
    let Some(block) = body_block(body, op) else {
        return false;
    };
    if body.block_ops(block).count() == 1 {
        return true;
    }
    if trip.is_some_and(|t| t < factor) {
        if cleanup_unroll {
            return unroll_full(ctx, body, op);
        }
        return false;
    }
    let Some(f) = for_parts(ctx, body, op) else {
        return false;
    };
    if !largest_divisor_of_trip_count(ctx, body, op).is_multiple_of(factor) {
        if f.lb.num_results() != 1 || f.ub.num_results() != 1 {
            return false;
        }
        if cleanup_unroll {
            return unroll_full(ctx, body, op);
        }
        if !generate_cleanup_loop(ctx, body, op, factor) {
            return false;
        }
    }
    set_step(ctx, body, op, f.step * factor as i64);
    generate_unrolled_loop(ctx, body, op, factor, f.step);
    promote_if_single_iteration(ctx, body, op);
    true
}

/// Upstream `loopUnrollUpToFactor`.
pub fn unroll_up_to_factor(ctx: &Context, body: &mut Body, op: OpId, factor: u64) -> bool {
    match constant_trip_count(ctx, body, op) {
        Some(t) if t < factor => unroll_by_factor(ctx, body, op, t, false),
        _ => unroll_by_factor(ctx, body, op, factor, false),
    }
}

/// The `affine.for` ops of `body`, post-order (innermost first).
fn all_fors(ctx: &Context, body: &Body) -> Vec<OpId> {
    let roots: Vec<IrNode> = body
        .root_regions()
        .iter()
        .map(|r| IrNode::Region(*r))
        .collect();
    let mut v = Vec::new();
    for r in roots {
        v.extend(
            body.collect_ops(r, WalkOrder::PostOrder)
                .into_iter()
                .filter(|o| name(ctx, body, *o) == "affine.for"),
        );
    }
    v
}

/// Upstream `isInnermostAffineForOp`.
fn is_innermost(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut inner = false;
    for r in body.regions(op) {
        body.walk_region(*r, |o| inner |= name(ctx, body, o) == "affine.for");
    }
    !inner
}

const ARGUMENT: &str = "affine-loop-unroll";
const DESCRIPTION: &str = "Unroll affine loops";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(LoopUnroll {
                options: PassOptions::new()
                    .with(
                        "unroll-factor",
                        "Use this unroll factor for all loops being unrolled",
                        OptValue::UInt(4),
                    )
                    .with(
                        "unroll-up-to-factor",
                        "Allow unrolling up to the factor specified",
                        OptValue::Bool(false),
                    )
                    .with("unroll-full", "Fully unroll loops", OptValue::Bool(false))
                    .with(
                        "unroll-num-reps",
                        "Unroll innermost loops repeatedly this many times",
                        OptValue::UInt(1),
                    )
                    .with(
                        "unroll-full-threshold",
                        "Unroll all loops with trip count less than or equal to this",
                        // `u64::MAX` stands for "not given" (upstream's `hasValue()`).
                        OptValue::UInt(u64::MAX),
                    )
                    .with(
                        "cleanup-unroll",
                        "Fully unroll the cleanup loop when possible.",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

pub struct LoopUnroll {
    options: PassOptions,
}

impl Pass for LoopUnroll {
    fn name(&self) -> &'static str {
        "LoopUnroll"
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
        let o = &self.options;
        let (full, factor) = (o.bool("unroll-full"), o.uint("unroll-factor"));
        let (up_to, cleanup) = (o.bool("unroll-up-to-factor"), o.bool("cleanup-unroll"));
        let threshold = Some(o.uint("unroll-full-threshold")).filter(|t| *t != u64::MAX);
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        if full {
            if let Some(t) = threshold {
                let short: Vec<OpId> = all_fors(ctx, body)
                    .into_iter()
                    .filter(|l| constant_trip_count(ctx, body, *l).is_some_and(|c| c <= t))
                    .collect();
                for l in short {
                    unroll_full(ctx, body, l);
                }
                crate::memref::transforms::commit_all(body);
                return Ok(());
            }
        }
        for _ in 0..o.uint("unroll-num-reps") {
            let loops: Vec<OpId> = all_fors(ctx, body)
                .into_iter()
                .filter(|l| is_innermost(ctx, body, *l))
                .collect();
            if loops.is_empty() {
                break;
            }
            let mut unrolled = false;
            for l in loops {
                unrolled |= if full {
                    unroll_full(ctx, body, l)
                } else if up_to {
                    unroll_up_to_factor(ctx, body, l, factor)
                } else {
                    unroll_by_factor(ctx, body, l, factor, cleanup)
                };
            }
            if !unrolled {
                break;
            }
        }
        crate::memref::transforms::commit_all(body);
        Ok(())
    }
}
