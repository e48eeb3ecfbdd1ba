//! `affine-loop-coalescing` (upstream's `LoopCoalescing.cpp` with `coalesceLoops` of
//! `Affine/Utils/LoopUtils.cpp`): in each outermost perfect nest, the deepest band of
//! loops whose bounds are all defined above the band's first loop becomes one loop over
//! the product of the trip counts; the original ivs are recovered with `mod`/`floordiv`
//! of the linear iv.
//!
//! Only `affine.for` bands with zero lower bounds and unit steps are coalesced (as
//! upstream). Upstream also coalesces `scf.for` bands; rmlir reports those as
//! unsupported.

use super::normalize::{body_block, create_apply, for_parts};
use super::utils::map_attr;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::{InsertPoint, OpSpec, ValueDef};
use rmlir_ir::pass::{op_diagnostic, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::WalkOrder;
use rmlir_ir::{Body, Builder, Context, IrNode, OpId, ValueId};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// Whether `op` is `anc` or nested in it.
fn is_within(body: &Body, mut op: OpId, anc: OpId) -> bool {
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

/// Upstream `areValuesDefinedAbove(values, loop's region)`.
fn defined_above(body: &Body, values: &[ValueId], lp: OpId) -> bool {
    values.iter().all(|v| {
        let owner = match body.value(*v).def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::Arg { block, .. } => body.block_parent_op(block),
            ValueDef::Placeholder => None,
        };
        match (body.value(*v).def, owner) {
            (ValueDef::Result { op, .. }, _) if op == lp => true,
            (_, Some(o)) => !is_within(body, o, lp),
            (_, None) => true,
        }
    })
}

/// Upstream `getPerfectlyNestedLoops` for `affine.for` or `scf.for` (`kind`).
fn perfect_nest(ctx: &Context, body: &Body, root: OpId, kind: &str) -> Vec<OpId> {
    let mut band = vec![root];
    let mut cur = root;
    while let Some(b) = body_block(body, cur) {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        if ops.len() != 2 || name(ctx, body, ops[0]) != kind {
            break;
        }
        cur = ops[0];
        band.push(cur);
    }
    band
}

/// The bands `walkLoop` coalesces, innermost first, as `(start, end)` ranges.
fn bands(body: &Body, loops: &[OpId]) -> Vec<(usize, usize)> {
    let n = loops.len();
    let mut above = vec![0usize; n];
    for i in 0..n {
        above[i] = i;
        let ops: Vec<ValueId> = body.operands(loops[i]).collect();
        if let Some(j) = loops[..i]
            .iter()
            .position(|l| defined_above(body, &ops, *l))
        {
            above[i] = j;
        }
    }
    let mut out = Vec::new();
    let mut end = n;
    while end > 0 {
        let mut start = 0;
        while start + 1 < end {
            let max = *above[start..end].iter().max().unwrap_or(&0);
            if max > start {
                start += 1;
                continue;
            }
            out.push((start, end));
            break;
        }
        if start + 1 != end {
            end = start + 1;
        }
        end -= 1;
    }
    out
}

fn create_map_op(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    loc: rmlir_ir::Location,
    op_name: &str,
    map: AffineMap,
    operands: &[ValueId],
) -> ValueId {
    if op_name == "affine.apply" {
        return create_apply(ctx, body, at, loc, map, operands).1;
    }
    let index = ctx.index_type();
    let mut spec = OpSpec::new(ctx.op_name(op_name), loc);
    spec.operands = operands;
    spec.result_types = std::slice::from_ref(&index);
    spec.props.push(Some(map_attr(ctx, map)));
    let op = Builder::at(body, at).create(spec);
    body.result(op, 0)
}

/// Upstream `coalesceLoops` for a band of `affine.for` ops; false when a loop is not
/// normalized (nothing changes then).
pub fn coalesce_loops(ctx: &Context, body: &mut Body, loops: &[OpId]) -> bool {
    if loops.len() < 2 {
        return true;
    }
    let mut parts = Vec::with_capacity(loops.len());
    for &l in loops {
        let Some(p) = for_parts(ctx, body, l) else {
            return false;
        };
        if p.step != 1 || p.lb.single_constant_result() != Some(0) || !body.results(l).is_empty() {
            return false;
        }
        parts.push(p);
    }
    let outer = loops[0];
    let loc = body.loc(outer);
    let before = InsertPoint::Before(outer);
    let ub_value = |body: &mut Body, map: &AffineMap, ops: &[ValueId]| {
        let kind = if map.num_results() == 1 {
            "affine.apply"
        } else {
            "affine.min"
        };
        create_map_op(ctx, body, before, loc, kind, map.clone(), ops)
    };
    let mut ubs = vec![ub_value(body, &parts[0].ub, &parts[0].ubs)];
    let mut prev = ubs[0];
    let product = AffineMap::new(1, 1, vec![AffineExpr::dim(0).mul(&AffineExpr::symbol(0))]);
    for p in &parts[1..] {
        let ub = ub_value(body, &p.ub, &p.ubs);
        ubs.push(ub);
        prev = create_apply(ctx, body, before, loc, product.clone(), &[prev, ub]).1;
    }
    // The coalesced loop runs to the product.
    let p0 = &parts[0];
    let info = ctx.op_info(body.op_name(outer)).expect("registered");
    let slot = |n: &str| info.prop_index(n).expect("affine.for property");
    let mut operands = p0.lbs.clone();
    operands.push(prev);
    body.set_operands(outer, &operands);
    let segs = rmlir_ir::ods::constraints::dense_i32_array(ctx, &[p0.lbs.len() as i32, 1, 0]);
    body.set_prop(outer, slot("operandSegmentSizes"), Some(segs));
    let sym = AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]);
    body.set_prop(outer, slot("upperBoundMap"), Some(map_attr(ctx, sym)));
    // Recover the ivs at the start of the coalesced loop.
    let Some(ob) = body_block(body, outer) else {
        return false;
    };
    let Some(&linear) = body.block_args(ob).first() else {
        return false;
    };
    let Some(first) = body.first_op(ob) else {
        return false;
    };
    let at = InsertPoint::Before(first);
    let n = loops.len();
    let innermost = loops[n - 1];
    let floordiv = AffineMap::new(
        1,
        1,
        vec![AffineExpr::dim(0).floor_div(&AffineExpr::symbol(0))],
    );
    let modulo = AffineMap::new(
        1,
        1,
        vec![AffineExpr::dim(0).modulo(&AffineExpr::symbol(0))],
    );
    let mut previous = linear;
    for idx in (1..=n).rev() {
        if idx != n {
            previous = create_apply(ctx, body, at, loc, floordiv.clone(), &[previous, ubs[idx]]).1;
        }
        let ivv = if idx == 1 {
            previous
        } else {
            create_apply(
                ctx,
                body,
                at,
                loc,
                modulo.clone(),
                &[previous, ubs[idx - 1]],
            )
            .1
        };
        let Some(b) = body_block(body, loops[idx - 1]) else {
            return false;
        };
        let Some(&old) = body.block_args(b).first() else {
            return false;
        };
        let uses: Vec<(OpId, usize)> = body
            .uses(old)
            .filter(|(o, _)| *o != innermost && is_within(body, *o, innermost))
            .collect();
        for (o, i) in uses {
            body.set_operand(o, i, ivv);
        }
    }
    // Move the innermost body above the second loop and drop the inner loops.
    let Some(ib) = body_block(body, innermost) else {
        return false;
    };
    let ops: Vec<OpId> = body.block_ops(ib).collect();
    for o in &ops[..ops.len().saturating_sub(1)] {
        body.move_op(*o, InsertPoint::Before(loops[1]));
    }
    body.erase_op(loops[1]);
    true
}

const ARGUMENT: &str = "affine-loop-coalescing";
const DESCRIPTION: &str = "Coalesce nested loops with independent bounds into a single loop";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(LoopCoalescing {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct LoopCoalescing {
    options: PassOptions,
}

impl Pass for LoopCoalescing {
    fn name(&self) -> &'static str {
        "LoopCoalescingPass"
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
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let mut fors = Vec::new();
        for r in body.root_regions().to_vec() {
            fors.extend(
                body.collect_ops(IrNode::Region(r), WalkOrder::PostOrder)
                    .into_iter()
                    .filter(|o| matches!(name(ctx, body, *o), "affine.for" | "scf.for")),
            );
        }
        for f in fors {
            if !body.contains_op(f) {
                continue;
            }
            let kind = name(ctx, body, f).to_string();
            let mut p = body.parent_op(f);
            let mut nested = false;
            while let Some(q) = p {
                if name(ctx, body, q) == kind {
                    nested = true;
                    break;
                }
                p = body.parent_op(q);
            }
            if nested {
                continue;
            }
            let loops = perfect_nest(ctx, body, f, &kind);
            for (start, end) in bands(body, &loops) {
                if kind == "scf.for" {
                    cx.emit(op_diagnostic(
                        ctx,
                        body,
                        loops[start],
                        "unsupported in rmlir's affine-loop-coalescing: scf.for bands",
                    ));
                    return Err(());
                }
                coalesce_loops(ctx, body, &loops[start..end]);
            }
        }
        Ok(())
    }
}
