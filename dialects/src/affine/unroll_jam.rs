//! `affine-loop-unroll-jam` (MLIR 19's `LoopUnrollAndJam.cpp` over `loopUnrollJamByFactor`
//! of `Affine/Utils/LoopUtils.cpp`): the first op of each function, when it is an
//! `affine.for`, is unrolled by the factor and the copies jammed into the inner loops:
//! every maximal run of non-loop ops in its body and in the bodies of nested loops is
//! followed by its copies. Loops carrying values get one set of iter_args per copy; the
//! outer loop's supported reductions are combined after it.

use super::normalize::promote_if_single_iteration;
use super::normalize::{body_block, constant_trip_count, create_apply, for_parts};
use super::unroll::{generate_cleanup_loop, largest_divisor_of_trip_count, set_step};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::{InsertPoint, OpSpec, ValueDef};
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::ods::constraints::dense_i32_array;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::effects::is_memory_effect_free;
use rmlir_ir::walk::{IrNode, WalkOrder};
use rmlir_ir::{BlockId, Body, Builder, Context, OpId, ValueId};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// Whether `op` is `anc` or nested in it.
fn is_ancestor(body: &Body, anc: OpId, mut op: OpId) -> bool {
    loop {
        if op == anc {
            return true;
        }
        match body.parent_op(op) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// The op whose region holds `v` (its defining op's parent, or its block's owner).
fn value_parent_op(body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => body.parent_op(op),
        ValueDef::Arg { block, .. } => body.block_parent_op(block),
        ValueDef::Placeholder => None,
    }
}

fn defined_outside(body: &Body, v: ValueId, loop_op: OpId) -> bool {
    value_parent_op(body, v).is_none_or(|p| !is_ancestor(body, loop_op, p))
}

/// The `affine.for` ops of the tree rooted at `op` (itself included), post-order.
fn fors_in(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    body.collect_ops(IrNode::Op(op), WalkOrder::PostOrder)
        .into_iter()
        .filter(|o| name(ctx, body, *o) == "affine.for")
        .collect()
}

/// Upstream `areInnerBoundsInvariant`.
fn inner_bounds_invariant(ctx: &Context, body: &Body, op: OpId) -> bool {
    fors_in(ctx, body, op).into_iter().all(|f| {
        for_parts(ctx, body, f).is_some_and(|p| {
            p.lbs
                .iter()
                .chain(&p.ubs)
                .all(|v| defined_outside(body, *v, op))
        })
    })
}

/// Upstream `JamBlockGatherer`: the maximal runs of non-`affine.for` ops (terminators
/// excluded) of `op`'s blocks and, recursively, of the loops in them.
fn gather_sub_blocks(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<Vec<OpId>>) {
    for r in body.regions(op) {
        let blocks: Vec<BlockId> = body.region_blocks(*r).collect();
        for b in blocks {
            let mut ops: Vec<OpId> = body.block_ops(b).collect();
            ops.pop();
            let mut run = Vec::new();
            for o in ops {
                if name(ctx, body, o) == "affine.for" {
                    if !run.is_empty() {
                        out.push(std::mem::take(&mut run));
                    }
                    gather_sub_blocks(ctx, body, o, out);
                } else {
                    run.push(o);
                }
            }
            if !run.is_empty() {
                out.push(run);
            }
        }
    }
}

/// Upstream `AffineForOp::replaceWithAdditionalYields` (init uses in the loop kept): a new
/// loop with `inits` appended, taking the body, whose yield gets `yields` appended.
fn replace_with_additional_yields(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    inits: &[ValueId],
    yields: &[ValueId],
) -> Option<OpId> {
    let f = for_parts(ctx, body, op)?;
    let block = body_block(body, op)?;
    let mut all_inits = f.inits.clone();
    all_inits.extend_from_slice(inits);
    let operands: Vec<ValueId> = f
        .lbs
        .iter()
        .chain(&f.ubs)
        .chain(&all_inits)
        .copied()
        .collect();
    let types: Vec<rmlir_ir::Type> = all_inits.iter().map(|v| body.value_type(*v)).collect();
    let info = ctx.op_info(body.op_name(op))?;
    let seg = info.prop_index("operandSegmentSizes")?;
    let mut spec = OpSpec::new(body.op_name(op), body.loc(op));
    spec.operands = &operands;
    spec.result_types = &types;
    spec.num_regions = 1;
    spec.props = body.op(op).props.iter().copied().collect();
    spec.props[seg] = Some(dense_i32_array(
        ctx,
        &[
            f.lbs.len() as i32,
            f.ubs.len() as i32,
            all_inits.len() as i32,
        ],
    ));
    let new_op = Builder::at(body, InsertPoint::Before(op)).create(spec);
    let region = body.regions(new_op)[0];
    body.detach_block(block);
    body.append_block(region, block);
    let loc = body.loc(op);
    for v in inits {
        let ty = body.value_type(*v);
        body.add_block_arg(block, ty, loc);
    }
    let term = body.last_op(block)?;
    let mut ys: Vec<ValueId> = body.operands(term).collect();
    ys.extend_from_slice(yields);
    body.set_operands(term, &ys);
    let old: Vec<ValueId> = body.results(op).to_vec();
    let new: Vec<ValueId> = body.results(new_op).to_vec();
    for (o, n) in old.iter().zip(&new) {
        body.replace_all_uses(*o, *n);
    }
    body.erase_op(op);
    Some(new_op)
}

/// Upstream `getSupportedReduction` over `matchReduction`: the combining op's name when
/// iter_arg `pos` is combined by one supported binary op whose result is yielded at `pos`.
fn supported_reduction(ctx: &Context, body: &Body, op: OpId, pos: usize) -> Option<&'static str> {
    let block = body_block(body, op)?;
    let args = &body.block_args(block)[1..];
    let carried = args[pos];
    let mut uses = body.uses(carried);
    let (combiner, _) = uses.next()?;
    if uses.next().is_some() || body.num_operands(combiner) != 2 {
        return None;
    }
    let reduced = if body.operand(combiner, 0) == carried {
        body.operand(combiner, 1)
    } else {
        body.operand(combiner, 0)
    };
    if depends_on_carried(ctx, body, reduced, args, op) {
        return None;
    }
    let mut combiners = Vec::new();
    let mut cur = combiner;
    while !ctx
        .op_traits(body.op_name(cur))
        .has(rmlir_ir::dialect::Traits::TERMINATOR)
    {
        let results = body.results(cur);
        if !is_memory_effect_free(ctx, body, cur)
            || results.len() != 1
            || body.uses(results[0]).count() != 1
            || body.parent_op(cur) != Some(op)
        {
            return None;
        }
        combiners.push(cur);
        cur = body.uses(results[0]).next()?.0;
    }
    if combiners.len() != 1 {
        return None;
    }
    if body.operands(cur).nth(pos) != Some(body.result(combiners[0], 0)) {
        return None;
    }
    Some(match name(ctx, body, combiners[0]) {
        "arith.addf" => "arith.addf",
        "arith.mulf" => "arith.mulf",
        "arith.addi" => "arith.addi",
        "arith.andi" => "arith.andi",
        "arith.ori" => "arith.ori",
        "arith.muli" => "arith.muli",
        "arith.minimumf" => "arith.minimumf",
        "arith.maximumf" => "arith.maximumf",
        "arith.minsi" => "arith.minsi",
        "arith.maxsi" => "arith.maxsi",
        "arith.minui" => "arith.minui",
        "arith.maxui" => "arith.maxui",
        _ => return None,
    })
}

/// Upstream `dependsOnCarriedVals`: `v` or an operand of an op in its backward slice
/// within `loop` is one of the carried values.
fn depends_on_carried(
    _ctx: &Context,
    body: &Body,
    v: ValueId,
    args: &[ValueId],
    loop_op: OpId,
) -> bool {
    let mut stack = vec![v];
    let mut seen = std::collections::HashSet::new();
    while let Some(x) = stack.pop() {
        if args.contains(&x) {
            return true;
        }
        let Some(d) = body.defining_op(x) else {
            continue;
        };
        if !is_ancestor(body, loop_op, d) || !seen.insert(d) {
            continue;
        }
        stack.extend(body.operands(d));
    }
    false
}

/// Upstream `loopUnrollJamByFactor`.
pub fn unroll_jam_by_factor(ctx: &Context, body: &mut Body, op: OpId, factor: u64) -> bool {
    let trip = constant_trip_count(ctx, body, op);
    if factor == 1 {
        return trip != Some(1) || promote_if_single_iteration(ctx, body, op);
    }
    let Some(block) = body_block(body, op) else {
        return false;
    };
    if body.block_ops(block).count() == 1 {
        return true;
    }
    if trip.is_some_and(|t| t < factor) {
        return false;
    }
    if !inner_bounds_invariant(ctx, body, op) {
        return false;
    }
    let mut sub_blocks = Vec::new();
    gather_sub_blocks(ctx, body, op, &mut sub_blocks);
    let loops_with_iter_args: Vec<OpId> = fors_in(ctx, body, op)
        .into_iter()
        .filter(|f| for_parts(ctx, body, *f).is_some_and(|p| !p.inits.is_empty()))
        .collect();
    let mut reductions = Vec::new();
    if let Some(p) = for_parts(ctx, body, op) {
        for pos in 0..p.inits.len() {
            if let Some(kind) = supported_reduction(ctx, body, op, pos) {
                reductions.push((pos, kind));
            }
        }
    }
    let Some(f) = for_parts(ctx, body, op) else {
        return false;
    };
    if !largest_divisor_of_trip_count(ctx, body, op).is_multiple_of(factor) {
        if f.lb.num_results() != 1 || f.ub.num_results() != 1 {
            return false;
        }
        if !generate_cleanup_loop(ctx, body, op, factor) {
            return false;
        }
    }
    let factor_us = factor as usize;
    let mut maps: Vec<IrMapping> = (1..factor).map(|_| IrMapping::default()).collect();
    let mut op = op;
    let mut new_loops = Vec::new();
    for old in loops_with_iter_args {
        let Some(p) = for_parts(ctx, body, old) else {
            continue;
        };
        let Some(b) = body_block(body, old) else {
            continue;
        };
        let Some(term) = body.last_op(b) else {
            continue;
        };
        let old_yields: Vec<ValueId> = body.operands(term).collect();
        let mut dup_inits = Vec::new();
        let mut dup_yields = Vec::new();
        for _ in 1..factor {
            dup_inits.extend_from_slice(&p.inits);
            dup_yields.extend_from_slice(&old_yields);
        }
        let Some(new) = replace_with_additional_yields(ctx, body, old, &dup_inits, &dup_yields)
        else {
            return false;
        };
        if old == op {
            op = new;
        }
        new_loops.push(new);
        let n = p.inits.len();
        let args = body.block_args(b)[1..].to_vec();
        let results = body.results(new).to_vec();
        for i in (1..factor_us).rev() {
            for j in 0..n {
                maps[i - 1].map_value(args[j], args[i * n + j]);
                maps[i - 1].map_value(results[j], results[i * n + j]);
            }
        }
    }
    let Some(f) = for_parts(ctx, body, op) else {
        return false;
    };
    set_step(ctx, body, op, f.step * factor as i64);
    let Some(block) = body_block(body, op) else {
        return false;
    };
    let iv = body.block_args(block)[0];
    let loc = body.loc(op);
    for i in (1..factor_us).rev() {
        for sub in &sub_blocks {
            let mut at = InsertPoint::After(*sub.last().expect("non-empty sub-block"));
            if body.has_uses(iv) {
                let bump =
                    AffineMap::new(1, 0, vec![AffineExpr::dim(0).add_const(i as i64 * f.step)]);
                let (apply, v) = create_apply(ctx, body, at, loc, bump, &[iv]);
                maps[i - 1].map_value(iv, v);
                at = InsertPoint::After(apply);
            }
            for o in sub {
                let c = body.clone_op_at(*o, at, &mut maps[i - 1]);
                at = InsertPoint::After(c);
            }
        }
        for nl in &new_loops {
            let Some(p) = for_parts(ctx, body, *nl) else {
                continue;
            };
            let Some(b) = body_block(body, *nl) else {
                continue;
            };
            let Some(term) = body.last_op(b) else {
                continue;
            };
            let ctrl = p.lbs.len() + p.ubs.len();
            let n = p.inits.len() / factor_us;
            for j in 0..n {
                let init = body.operand(*nl, ctrl + j);
                body.set_operand(
                    *nl,
                    ctrl + i * n + j,
                    maps[i - 1].lookup_value_or_default(init),
                );
                let y = body.operand(term, j);
                body.set_operand(term, i * n + j, maps[i - 1].lookup_value_or_default(y));
            }
        }
    }
    let results = body.results(op).to_vec();
    if !results.is_empty() {
        let n = results.len() / factor_us;
        let mut at = InsertPoint::After(op);
        for (pos, kind) in reductions {
            let mut lhs = results[pos];
            let mut new_ops = Vec::new();
            for i in (1..factor_us).rev() {
                let rhs = results[i * n + pos];
                let ty = body.value_type(lhs);
                let operands = [lhs, rhs];
                let mut spec = OpSpec::new(ctx.op_name(kind), loc);
                spec.operands = &operands;
                spec.result_types = std::slice::from_ref(&ty);
                let info = ctx.op_info(spec.name).expect("registered arith op");
                spec.props = (0..info.props.len()).map(|_| None).collect();
                // Default-valued properties (`fastmath`, `overflowFlags`) are set, as
                // upstream's builders do.
                for a in info.def.map_or(&[][..], |d| d.attrs) {
                    if let (Some(default), false, Some(k)) =
                        (a.default, a.optional, info.prop_index(a.name))
                    {
                        spec.props[k] = Some(default(ctx));
                    }
                }
                let c = Builder::at(body, at).create(spec);
                at = InsertPoint::After(c);
                new_ops.push(c);
                lhs = body.result(c, 0);
            }
            let uses: Vec<(OpId, usize)> = body
                .uses(results[pos])
                .filter(|(o, _)| !new_ops.contains(o))
                .collect();
            for (o, k) in uses {
                body.set_operand(o, k, lhs);
            }
        }
    }
    promote_if_single_iteration(ctx, body, op);
    true
}

const ARGUMENT: &str = "affine-loop-unroll-jam";
const DESCRIPTION: &str = "Unroll and jam affine loops";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(LoopUnrollAndJam {
                options: PassOptions::new().with(
                    "unroll-jam-factor",
                    "Use this unroll jam factor for all loops (default 4)",
                    OptValue::UInt(4),
                ),
            })
        },
    }
}

pub struct LoopUnrollAndJam {
    options: PassOptions,
}

impl Pass for LoopUnrollAndJam {
    fn name(&self) -> &'static str {
        "LoopUnrollAndJam"
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
        let factor = self.options.uint("unroll-jam-factor");
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let first = body
            .root_regions()
            .first()
            .and_then(|r| body.region_blocks(*r).next())
            .and_then(|b| body.first_op(b));
        if let Some(f) = first.filter(|f| name(ctx, body, *f) == "affine.for") {
            unroll_jam_by_factor(ctx, body, f, factor);
        }
        crate::memref::transforms::commit_all(body);
        Ok(())
    }
}
