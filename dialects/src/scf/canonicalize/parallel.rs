//! `scf.parallel` patterns of upstream's `SCF.cpp`:
//! `ParallelOpSingleOrZeroIterationDimsFolder` and `MergeNestedParallelLoops`, plus
//! upstream's `constantTripCount`, shared with `scf.forall`.

use super::{block_and_terminator, const_int, name_is, regions, Small};
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i32_values};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter};
use rmlir_ir::{BlockId, IrMapping, Location, OpId, RegionId, Type, ValueId};

/// A loop bound: a constant or a value (upstream's `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Bound {
    Const(i64),
    Value(ValueId),
}

impl Bound {
    /// The constant value, looking through `arith.constant`-like definitions.
    fn constant(self, rw: &PatternRewriter<'_>) -> Option<i64> {
        match self {
            Bound::Const(c) => Some(c),
            Bound::Value(v) => const_int(rw, v).map(|c| c as i64),
        }
    }
}

/// Upstream's `mlir::ceilDiv` on `int64_t`.
fn ceil_div(lhs: i64, rhs: i64) -> i64 {
    let x = if rhs > 0 { -1 } else { 1 };
    if lhs != 0 && (lhs > 0) == (rhs > 0) {
        (lhs.wrapping_add(x)).wrapping_div(rhs).wrapping_add(1)
    } else {
        -((lhs.wrapping_neg()).wrapping_div(rhs))
    }
}

/// Upstream's `constantTripCount`: 0 when the bounds are the same, `ceilDiv(ub - lb, step)`
/// when all three are constants (possibly negative), otherwise unknown.
pub(super) fn constant_trip_count(
    rw: &PatternRewriter<'_>,
    lb: Bound,
    ub: Bound,
    step: Bound,
) -> Option<i64> {
    if lb == ub {
        return Some(0);
    }
    let lb = lb.constant(rw)?;
    let ub = ub.constant(rw)?;
    let step = step.constant(rw)?;
    if step == 0 {
        return None;
    }
    Some(ceil_div(ub.wrapping_sub(lb), step))
}

/// The bounds of an `scf.parallel`: lower bounds, upper bounds, steps and inits.
fn parallel_operands(rw: &PatternRewriter<'_>, op: OpId) -> Option<[Small<ValueId>; 4]> {
    let seg = rmlir_ir::ods::prop(rw.ctx, rw.body(), op, "operandSegmentSizes")?;
    let sizes = dense_i32_values(rw.ctx, seg)?;
    if sizes.len() != 4 {
        return None;
    }
    let all: Small<ValueId> = rw.body().operands(op).collect();
    let mut out: [Small<ValueId>; 4] = Default::default();
    let mut at = 0;
    for (k, &n) in sizes.iter().enumerate() {
        let n = usize::try_from(n).ok()?;
        out[k] = all.get(at..at + n)?.to_vec();
        at += n;
    }
    Some(out)
}

/// Creates an `scf.parallel` at the insertion point, with no block.
fn create_parallel(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    lbs: &[ValueId],
    ubs: &[ValueId],
    steps: &[ValueId],
    inits: &[ValueId],
) -> OpId {
    let name = rw.ctx.op_name("scf.parallel");
    let mut operands = lbs.to_vec();
    operands.extend_from_slice(ubs);
    operands.extend_from_slice(steps);
    operands.extend_from_slice(inits);
    let tys: Small<Type> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    let seg = dense_i32_array(
        rw.ctx,
        &[
            lbs.len() as i32,
            ubs.len() as i32,
            steps.len() as i32,
            inits.len() as i32,
        ],
    );
    let mut spec = OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = &tys;
    spec.num_regions = 1;
    if let Some(info) = rw.ctx.op_info(name) {
        spec.props = (0..info.props.len()).map(|_| None).collect();
        if let Some(k) = info.prop_index("operandSegmentSizes") {
            spec.props[k] = Some(seg);
        }
    }
    rw.create(spec)
}

/// Clones the ops of `block` but its terminator at the insertion point, through `map`.
fn clone_ops_without_terminator(rw: &mut PatternRewriter<'_>, block: BlockId, map: &mut IrMapping) {
    let ops: Small<OpId> = rw.body().block_ops(block).collect();
    let n = ops.len().saturating_sub(1);
    for &o in &ops[..n] {
        let Some(ip) = rw.insertion_point() else {
            return;
        };
        let c = rw.body.clone_op_at(o, ip, map);
        rw.set_insertion_point_after(c);
    }
}

/// Clones `src` into the empty region `dst` with block arguments listed in `dropped`
/// replaced by their values (upstream's `cloneRegionBefore` with a mapping of block
/// arguments, which the copy does not get).
pub(super) fn clone_region_dropping_args(
    rw: &mut PatternRewriter<'_>,
    src: RegionId,
    dst: RegionId,
    dropped: &[(ValueId, ValueId)],
) {
    let mut map = IrMapping::new();
    rw.body.clone_region_into(src, dst, None, &mut map);
    let Some(entry) = rw.body().entry_block(dst) else {
        return;
    };
    let mut erase = Small::new();
    for &(arg, value) in dropped {
        let Some(copy) = map.lookup_value(arg) else {
            continue;
        };
        // Uses in creation order, as the clone would have made them on `value`.
        let uses: Small<(OpId, usize)> = rw.body().uses(copy).collect();
        rw.unnotified(|b| {
            for &(user, idx) in uses.iter().rev() {
                b.set_operand(user, idx, value);
            }
        });
        if let Some(i) = rw.body().block_args(entry).iter().position(|&a| a == copy) {
            erase.push(i);
        }
    }
    erase.sort_unstable();
    rw.unnotified(|b| {
        for &i in erase.iter().rev() {
            b.erase_block_arg(entry, i);
        }
    });
}

/// Dimensions running once get their induction variable replaced by the lower bound and are
/// removed; a dimension running zero times makes the loop its inits (upstream's
/// `ParallelOpSingleOrZeroIterationDimsFolder`).
pub(super) fn single_or_zero_iteration_dims(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let [lbs, ubs, steps, inits] = parallel_operands(rw, op).ok_or(())?;
    let region = regions(rw, op)[0];
    let (block, term) = block_and_terminator(rw, region).ok_or(())?;
    let ivs: Small<ValueId> = rw.body().block_args(block).to_vec();
    let loc = rw.body().loc(op);
    let (mut nl, mut nu, mut ns) = (Small::new(), Small::new(), Small::new());
    let mut collapsed: Small<(ValueId, ValueId)> = Small::new();
    for i in 0..steps.len().min(lbs.len()).min(ubs.len()).min(ivs.len()) {
        let trips = constant_trip_count(
            rw,
            Bound::Value(lbs[i]),
            Bound::Value(ubs[i]),
            Bound::Value(steps[i]),
        );
        match trips {
            Some(0) => {
                rw.replace_op(op, &inits);
                return Ok(());
            }
            Some(1) => {
                collapsed.push((ivs[i], lbs[i]));
                continue;
            }
            _ => {}
        }
        nl.push(lbs[i]);
        nu.push(ubs[i]);
        ns.push(steps[i]);
    }
    if nl.len() == lbs.len() {
        return Err(());
    }
    rw.set_insertion_point_before(op);
    if nl.is_empty() {
        let mut map = IrMapping::new();
        for &(iv, lb) in &collapsed {
            map.map_value(iv, lb);
        }
        clone_ops_without_terminator(rw, block, &mut map);
        let reduce_operands: Small<ValueId> = rw.body().operands(term).collect();
        let reductions: Small<RegionId> = regions(rw, term);
        let mut results = Small::new();
        for (i, &r) in reductions.iter().enumerate() {
            let (rb, ret) = block_and_terminator(rw, r).ok_or(())?;
            let args: Small<ValueId> = rw.body().block_args(rb).to_vec();
            if args.len() != 2 {
                return Err(());
            }
            let init = *inits.get(i).ok_or(())?;
            map.map_value(args[0], init);
            let operand = map.lookup_value_or_default(*reduce_operands.get(i).ok_or(())?);
            map.map_value(args[1], operand);
            clone_ops_without_terminator(rw, rb, &mut map);
            let v = rw.body().operand(ret, 0);
            results.push(map.lookup_value_or_default(v));
        }
        rw.replace_op(op, &results);
        return Ok(());
    }
    let new = create_parallel(rw, loc, &nl, &nu, &ns, &inits);
    let nr = regions(rw, new)[0];
    clone_region_dropping_args(rw, region, nr, &collapsed);
    let results: Small<ValueId> = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// An `scf.parallel` whose body is only another `scf.parallel` with bounds independent of
/// the outer induction variables (and no reductions) becomes one loop over both sets of
/// dimensions (upstream's `MergeNestedParallelLoops`).
pub(super) fn merge_nested_parallel_loops(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let region = regions(rw, op)[0];
    let (outer, _) = block_and_terminator(rw, region).ok_or(())?;
    if rw.body().block_ops(outer).count() != 2 {
        return Err(());
    }
    let inner_op = rw.body().first_op(outer).ok_or(())?;
    if !name_is(rw, inner_op, "scf.parallel") {
        return Err(());
    }
    let [lbs, ubs, steps, inits] = parallel_operands(rw, op).ok_or(())?;
    let [ilbs, iubs, isteps, iinits] = parallel_operands(rw, inner_op).ok_or(())?;
    let outer_ivs: Small<ValueId> = rw.body().block_args(outer).to_vec();
    for v in &outer_ivs {
        if ilbs.contains(v) || iubs.contains(v) || isteps.contains(v) {
            return Err(());
        }
    }
    if !inits.is_empty() || !iinits.is_empty() {
        return Err(());
    }
    let inner_region = regions(rw, inner_op)[0];
    let (inner, _) = block_and_terminator(rw, inner_region).ok_or(())?;
    let inner_ivs: Small<ValueId> = rw.body().block_args(inner).to_vec();
    let concat = |a: &[ValueId], b: &[ValueId]| {
        let mut v = a.to_vec();
        v.extend_from_slice(b);
        v
    };
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let new = create_parallel(
        rw,
        loc,
        &concat(&lbs, &ilbs),
        &concat(&ubs, &iubs),
        &concat(&steps, &isteps),
        &[],
    );
    let nr = regions(rw, new)[0];
    let index = rw.ctx.index_type();
    let args: Small<(Type, Location)> = (0..outer_ivs.len() + inner_ivs.len())
        .map(|_| (index, loc))
        .collect();
    let nb = rw.create_block(nr, None, &args);
    let new_ivs: Small<ValueId> = rw.body().block_args(nb).to_vec();
    let mut map = IrMapping::new();
    for (i, &v) in outer_ivs.iter().chain(&inner_ivs).enumerate() {
        map.map_value(v, new_ivs[i]);
    }
    rw.set_insertion_point(Some(InsertPoint::BlockStart(nb)));
    clone_ops_without_terminator(rw, inner, &mut map);
    rw.set_insertion_point_to_end(nb);
    let reduce = rw.ctx.op_name("scf.reduce");
    rw.create(OpSpec::new(reduce, loc));
    let results: Small<ValueId> = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}
