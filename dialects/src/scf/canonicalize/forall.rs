//! `scf.forall` patterns of upstream's `SCF.cpp` that need no `tensor` op:
//! `ForallOpControlOperandsFolder` and `ForallOpSingleOrZeroIterationDimsFolder` (the
//! latter only when the terminator yields nothing, as promoting yields would build
//! `tensor.insert_slice`s).

use super::parallel::{clone_region_dropping_args, constant_trip_count, Bound};
use super::{block_and_terminator, const_int, regions, Small};
use rmlir_ir::body::OpSpec;
use rmlir_ir::ods::constraints::{
    dense_i32_array, dense_i32_values, dense_i64_array, dense_i64_values,
};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter};
use rmlir_ir::{Attribute, Location, OpId, Type, ValueId};

/// Upstream's `ShapedType::kDynamic`: a static entry standing for a dynamic operand.
const DYNAMIC: i64 = i64::MIN;

const STATIC_NAMES: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// The mixed lower bounds, upper bounds and steps of an `scf.forall`, and its outputs.
fn mixed_bounds(rw: &PatternRewriter<'_>, op: OpId) -> Option<([Small<Bound>; 3], Small<ValueId>)> {
    let (ctx, body) = (rw.ctx, rw.body());
    let seg = rmlir_ir::ods::prop(ctx, body, op, "operandSegmentSizes")?;
    let sizes = dense_i32_values(ctx, seg)?;
    if sizes.len() != 4 {
        return None;
    }
    let all: Small<ValueId> = body.operands(op).collect();
    let mut groups: Small<Small<ValueId>> = Small::new();
    let mut at = 0;
    for &n in &sizes {
        let n = usize::try_from(n).ok()?;
        groups.push(all.get(at..at + n)?.to_vec());
        at += n;
    }
    let mut out: [Small<Bound>; 3] = Default::default();
    for k in 0..3 {
        let statics = dense_i64_values(ctx, rmlir_ir::ods::prop(ctx, body, op, STATIC_NAMES[k])?)?;
        let mut dynamic = groups[k].iter();
        for s in statics {
            out[k].push(if s == DYNAMIC {
                Bound::Value(*dynamic.next()?)
            } else {
                Bound::Const(s)
            });
        }
    }
    Some((out, groups[3].clone()))
}

/// Splits mixed values into dynamic operands and static entries (upstream's
/// `dispatchIndexOpFoldResults`).
fn dispatch(bounds: &[Bound]) -> (Small<ValueId>, Small<i64>) {
    let (mut dynamic, mut statics) = (Small::new(), Small::new());
    for b in bounds {
        match *b {
            Bound::Const(c) => statics.push(c),
            Bound::Value(v) => {
                dynamic.push(v);
                statics.push(DYNAMIC);
            }
        }
    }
    (dynamic, statics)
}

/// The operands and properties of an `scf.forall` with these bounds and outputs.
fn forall_operands_and_props(
    rw: &PatternRewriter<'_>,
    bounds: &[Small<Bound>; 3],
    outputs: &[ValueId],
    num_results: usize,
) -> (Small<ValueId>, Small<(&'static str, Attribute)>) {
    let mut operands = Small::new();
    let mut props = Small::new();
    let mut sizes = Small::new();
    for k in 0..3 {
        let (dynamic, statics) = dispatch(&bounds[k]);
        sizes.push(dynamic.len() as i32);
        operands.extend(dynamic);
        props.push((STATIC_NAMES[k], dense_i64_array(rw.ctx, &statics)));
    }
    sizes.push(num_results as i32);
    operands.extend_from_slice(outputs);
    props.push(("operandSegmentSizes", dense_i32_array(rw.ctx, &sizes)));
    (operands, props)
}

/// Dynamic bounds defined by constants become static (upstream's
/// `ForallOpControlOperandsFolder`).
pub(super) fn control_operands_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (mut bounds, outputs) = mixed_bounds(rw, op).ok_or(())?;
    let mut changed = false;
    for list in bounds.iter_mut() {
        for b in list.iter_mut() {
            if let Bound::Value(v) = *b {
                if let Some(c) = const_int(rw, v) {
                    *b = Bound::Const(c as i64);
                    changed = true;
                }
            }
        }
    }
    if !changed {
        return Err(());
    }
    let n = rw.body().results(op).len();
    let (operands, props) = forall_operands_and_props(rw, &bounds, &outputs, n);
    let info = rw.ctx.op_info(rw.body().op_name(op)).ok_or(())?;
    let idx: Small<(usize, Attribute)> = props
        .iter()
        .filter_map(|(name, a)| info.prop_index(name).map(|k| (k, *a)))
        .collect();
    rw.modify_op_in_place(op, |b| {
        b.set_operands(op, &operands);
        for &(k, a) in &idx {
            b.set_prop(op, k, Some(a));
        }
    });
    Ok(())
}

/// Creates `arith.constant <c> : index` at the insertion point (upstream's
/// `getValueOrCreateConstantIndexOp` on an attribute).
fn index_constant(rw: &mut PatternRewriter<'_>, loc: Location, c: i64) -> ValueId {
    let index = rw.ctx.index_type();
    let attr = rw.ctx.int_attr(index, c);
    let mut spec = OpSpec::new(rw.ctx.op_name("arith.constant"), loc);
    spec.result_types = std::slice::from_ref(&index);
    spec.props.push(Some(attr));
    let k = rw.create(spec);
    rw.body().result(k, 0)
}

fn value_of(rw: &mut PatternRewriter<'_>, loc: Location, b: Bound) -> ValueId {
    match b {
        Bound::Value(v) => v,
        Bound::Const(c) => index_constant(rw, loc, c),
    }
}

/// Dimensions running once are removed, their induction variable becoming the lower bound;
/// a dimension running zero times makes the loop its outputs; a loop whose dimensions all
/// run once is inlined (upstream's `ForallOpSingleOrZeroIterationDimsFolder`).
pub(super) fn single_or_zero_iteration_dims(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    if rmlir_ir::ods::prop(rw.ctx, rw.body(), op, "mapping").is_some() {
        return Err(());
    }
    let (bounds, outputs) = mixed_bounds(rw, op).ok_or(())?;
    let region = regions(rw, op)[0];
    let (block, term) = block_and_terminator(rw, region).ok_or(())?;
    let args: Small<ValueId> = rw.body().block_args(block).to_vec();
    let rank = bounds[0].len();
    if args.len() < rank || bounds[1].len() != rank || bounds[2].len() != rank {
        return Err(());
    }
    // Decide before changing anything.
    let trips: Small<Option<i64>> = (0..rank)
        .map(|i| constant_trip_count(rw, bounds[0][i], bounds[1][i], bounds[2][i]))
        .collect();
    let first_zero = trips.iter().position(|&t| t == Some(0));
    let ones = trips.iter().filter(|&&t| t == Some(1)).count();
    let all_single = first_zero.is_none() && ones == rank;
    if first_zero.is_none() && ones == 0 {
        return Err(());
    }
    let term_region = regions(rw, term).first().copied();
    let yields_something = term_region
        .and_then(|r| rw.body().entry_block(r))
        .is_some_and(|b| rw.body().first_op(b).is_some());
    if all_single && yields_something {
        return Err(());
    }
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let mut collapsed: Small<(ValueId, ValueId)> = Small::new();
    let mut kept: [Small<Bound>; 3] = Default::default();
    for i in 0..rank {
        match trips[i] {
            Some(0) => {
                rw.replace_op(op, &outputs);
                return Ok(());
            }
            Some(1) => {
                let v = value_of(rw, loc, bounds[0][i]);
                collapsed.push((args[i], v));
            }
            _ => {
                for k in 0..3 {
                    kept[k].push(bounds[k][i]);
                }
            }
        }
    }
    if all_single {
        // Upstream's `promote`: the lower bounds (built again) and the outputs replace the
        // block arguments.
        let mut repl = Small::new();
        for &lb in &bounds[0] {
            repl.push(value_of(rw, loc, lb));
        }
        repl.extend_from_slice(&outputs);
        if repl.len() != args.len() {
            return Err(());
        }
        let dest = rw.body().parent_block(op).ok_or(())?;
        rw.inline_block_before(block, dest, Some(op), &repl);
        rw.erase_op(term);
        rw.erase_op(op);
        return Ok(());
    }
    let n = rw.body().results(op).len();
    let (operands, props) = forall_operands_and_props(rw, &kept, &outputs, n);
    let name = rw.body().op_name(op);
    let info = rw.ctx.op_info(name).ok_or(())?;
    let mut spec = OpSpec::new(name, loc);
    spec.props = (0..info.props.len()).map(|_| None).collect();
    for (p, a) in &props {
        if let Some(k) = info.prop_index(p) {
            spec.props[k] = Some(*a);
        }
    }
    let tys: Small<Type> = outputs.iter().map(|&v| rw.body().value_type(v)).collect();
    spec.operands = &operands;
    spec.result_types = &tys;
    spec.attrs = rw.body().attrs(op).to_vec();
    spec.num_regions = 1;
    let new = rw.create(spec);
    let nr = regions(rw, new)[0];
    clone_region_dropping_args(rw, region, nr, &collapsed);
    let results: Small<ValueId> = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}
