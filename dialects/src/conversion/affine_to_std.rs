//! `lower-affine`: lowers the `affine` dialect to `arith`, `memref` and `scf` (MLIR 19's
//! `AffineToStandard` with `expandAffineExpr` of `Affine/Utils`): affine expressions are
//! expanded in a post-order visit into `arith` ops (constants created where visited), loop
//! bounds become `arith.maxsi`/`arith.minsi` chains, `affine.for`/`affine.if` become
//! `scf.for`/`scf.if` with the regions moved over. A partial conversion in which `arith`,
//! `memref`, `scf` and `vector` are legal and the affine ops are unknown: an op whose
//! lowering fails stays as it is.

use rmlir_ir::affine::{AffineExpr, AffineExprView, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Attribute, Context, Diagnostic, Location, OpId, Type, ValueId};

use crate::affine::utils::map_of;

/// Creates `name` at the insertion point with the named properties.
fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    regions: usize,
) -> OpId {
    let op_name = rw.ctx.op_name(name);
    let info = rw.ctx.op_info(op_name).expect("registered op");
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.num_regions = regions;
    // Default-valued properties (`fastmath`, `overflowFlags`, `nontemporal`) are set, as
    // the builders upstream's patterns call do.
    spec.props = info.props_from(rw.ctx, props, true);
    rw.create(spec)
}

/// `name(lhs, rhs) : index`.
fn binary(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    lhs: ValueId,
    rhs: ValueId,
) -> ValueId {
    let index = rw.ctx.index_type();
    let op = create(rw, loc, name, &[lhs, rhs], &[index], &[], 0);
    rw.body.result(op, 0)
}

fn constant_index(rw: &mut ConversionPatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    let index = rw.ctx.index_type();
    let value = rw.ctx.int_attr(index, v);
    let op = create(
        rw,
        loc,
        "arith.constant",
        &[],
        &[index],
        &[("value", value)],
        0,
    );
    rw.body.result(op, 0)
}

// `arith.cmpi` predicates.
const EQ: i64 = 0;
const SLT: i64 = 2;
const SLE: i64 = 3;
const SGE: i64 = 5;

fn cmpi(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    pred: i64,
    lhs: ValueId,
    rhs: ValueId,
) -> ValueId {
    let i1 = rw.ctx.integer_type(1);
    let p = rw.ctx.int_attr(rw.ctx.integer_type(64), pred);
    let op = create(
        rw,
        loc,
        "arith.cmpi",
        &[lhs, rhs],
        &[i1],
        &[("predicate", p)],
        0,
    );
    rw.body.result(op, 0)
}

fn select(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    cond: ValueId,
    t: ValueId,
    f: ValueId,
) -> ValueId {
    let index = rw.ctx.index_type();
    let op = create(rw, loc, "arith.select", &[cond, t, f], &[index], &[], 0);
    rw.body.result(op, 0)
}

thread_local! {
    /// The errors the expansion reported during the running conversion (upstream emits
    /// them from inside the pattern; the pass emits them after the conversion).
    static ERRORS: std::cell::RefCell<Vec<Diagnostic>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn report(loc: Location, msg: &str) {
    ERRORS.with(|e| e.borrow_mut().push(Diagnostic::error(loc, msg)));
}

/// Upstream's `AffineApplyExpander` / `expandAffineExpr`: `None` (after reporting the
/// error at `loc`) for a `mod`/`floordiv`/`ceildiv` by a non-constant or non-positive value.
fn expand_expr(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    e: &AffineExpr,
    dims: &[ValueId],
    syms: &[ValueId],
) -> Option<ValueId> {
    // A non-constant divisor is expanded as is; a constant one must be positive.
    let positive_rhs = |rhs: &AffineExpr| rhs.as_constant().is_none_or(|v| v > 0);
    match e.view() {
        AffineExprView::Dim(p) => dims.get(p as usize).copied(),
        AffineExprView::Symbol(p) => syms.get(p as usize).copied(),
        AffineExprView::Constant(v) => Some(constant_index(rw, loc, v)),
        AffineExprView::Add(l, r) => {
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            Some(binary(rw, loc, "arith.addi", l, r))
        }
        AffineExprView::Mul(l, r) => {
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            Some(binary(rw, loc, "arith.muli", l, r))
        }
        AffineExprView::Mod(l, r) => {
            if !positive_rhs(r) {
                report(loc, "modulo by non-positive value is not supported");
                return None;
            }
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            let rem = binary(rw, loc, "arith.remsi", l, r);
            let zero = constant_index(rw, loc, 0);
            let negative = cmpi(rw, loc, SLT, rem, zero);
            let corrected = binary(rw, loc, "arith.addi", rem, r);
            Some(select(rw, loc, negative, corrected, rem))
        }
        AffineExprView::FloorDiv(l, r) => {
            if !positive_rhs(r) {
                report(loc, "division by non-positive value is not supported");
                return None;
            }
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            let zero = constant_index(rw, loc, 0);
            let none = constant_index(rw, loc, -1);
            let negative = cmpi(rw, loc, SLT, l, zero);
            let negated_decremented = binary(rw, loc, "arith.subi", none, l);
            let dividend = select(rw, loc, negative, negated_decremented, l);
            let quotient = binary(rw, loc, "arith.divsi", dividend, r);
            let corrected = binary(rw, loc, "arith.subi", none, quotient);
            Some(select(rw, loc, negative, corrected, quotient))
        }
        AffineExprView::CeilDiv(l, r) => {
            if !positive_rhs(r) {
                report(loc, "division by non-positive value is not supported");
                return None;
            }
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            let zero = constant_index(rw, loc, 0);
            let one = constant_index(rw, loc, 1);
            let non_positive = cmpi(rw, loc, SLE, l, zero);
            let negated = binary(rw, loc, "arith.subi", zero, l);
            let decremented = binary(rw, loc, "arith.subi", l, one);
            let dividend = select(rw, loc, non_positive, negated, decremented);
            let quotient = binary(rw, loc, "arith.divsi", dividend, r);
            let negated_quotient = binary(rw, loc, "arith.subi", zero, quotient);
            let incremented = binary(rw, loc, "arith.addi", quotient, one);
            Some(select(rw, loc, non_positive, negated_quotient, incremented))
        }
    }
}

/// Upstream's `expandAffineMap`: every result expanded over `operands` (dims first).
fn expand_map(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[ValueId],
) -> Option<Vec<ValueId>> {
    let nd = (map.num_dims() as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    map.results()
        .iter()
        .map(|e| expand_expr(rw, loc, e, dims, syms))
        .collect()
}

/// Upstream's `buildMinMaxReductionSeq` over the expanded results of `map`.
fn lower_map_min_max(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[ValueId],
    max: bool,
) -> Option<ValueId> {
    let values = expand_map(rw, loc, map, operands)?;
    let (first, rest) = values.split_first()?;
    let name = if max { "arith.maxsi" } else { "arith.minsi" };
    Some(
        rest.iter()
            .fold(*first, |acc, v| binary(rw, loc, name, acc, *v)),
    )
}

fn operands(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<ValueId> {
    rw.body.operands(op).collect()
}

fn result_types(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<Type> {
    rw.body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect()
}

fn prop_map(rw: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> Option<AffineMap> {
    rmlir_ir::ods::prop(rw.ctx, rw.body, op, name).and_then(|a| map_of(rw.ctx, a))
}

fn apply_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let map = prop_map(rw, op, "map").ok_or(())?;
    let ops = operands(rw, op);
    let values = expand_map(rw, loc, &map, &ops).ok_or(())?;
    rw.replace_op(op, &values);
    Ok(())
}

/// Upstream `AffineDmaStartLowering`: `memref.dma_start` on the expanded maps' results.
fn dma_start_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let l = crate::affine::dma::DmaStartLayout::of(rw.ctx, rw.body, op).ok_or(())?;
    let ops = operands(rw, op);
    let src = expand_map(rw, loc, &l.src_map, &ops[1..]).ok_or(())?;
    let dst = expand_map(rw, loc, &l.dst_map, &ops[l.dst + 1..]).ok_or(())?;
    let tag = expand_map(rw, loc, &l.tag_map, &ops[l.tag + 1..]).ok_or(())?;
    let mut new_ops = vec![ops[0]];
    new_ops.extend(src);
    new_ops.push(ops[l.dst]);
    new_ops.extend(dst);
    new_ops.push(ops[l.num_elements]);
    new_ops.push(ops[l.tag]);
    new_ops.extend(tag);
    new_ops.extend_from_slice(&ops[l.num_elements + 1..]);
    create(rw, loc, "memref.dma_start", &new_ops, &[], &[], 0);
    rw.replace_op(op, &[]);
    Ok(())
}

/// Upstream `AffineDmaWaitLowering`.
fn dma_wait_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let map = crate::affine::dma::attr_map(rw.ctx, rw.body, op, "tag_map").ok_or(())?;
    let ops = operands(rw, op);
    let tag = expand_map(rw, loc, &map, &ops[1..]).ok_or(())?;
    let mut new_ops = vec![ops[0]];
    new_ops.extend(tag);
    new_ops.push(ops[1 + map.num_inputs() as usize]);
    create(rw, loc, "memref.dma_wait", &new_ops, &[], &[], 0);
    rw.replace_op(op, &[]);
    Ok(())
}

fn min_max_lowering(op: OpId, rw: &mut ConversionPatternRewriter<'_>, max: bool) -> LogicalResult {
    let loc = rw.body.loc(op);
    let map = prop_map(rw, op, "map").ok_or(())?;
    let ops = operands(rw, op);
    let v = lower_map_min_max(rw, loc, &map, &ops, max).ok_or(())?;
    rw.replace_op(op, &[v]);
    Ok(())
}

fn prefetch_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let map = prop_map(rw, op, "map").ok_or(())?;
    let ops = operands(rw, op);
    let indices = expand_map(rw, loc, &map, &ops[1..]).ok_or(())?;
    let mut new_ops = vec![ops[0]];
    new_ops.extend(indices);
    let props: Vec<(&str, Attribute)> = ["isWrite", "localityHint", "isDataCache"]
        .into_iter()
        .filter_map(|n| rmlir_ir::ods::prop(rw.ctx, rw.body, op, n).map(|a| (n, a)))
        .collect();
    create(rw, loc, "memref.prefetch", &new_ops, &[], &props, 0);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `affine.load`/`store`/`vector_load`/`vector_store`: the same op of `target` with the
/// map's results as indices; `prefix` operands (the stored value, the memref) come first.
fn access_lowering(
    op: OpId,
    rw: &mut ConversionPatternRewriter<'_>,
    target: &str,
    prefix: usize,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let map = prop_map(rw, op, "map").ok_or(())?;
    let ops = operands(rw, op);
    let indices = expand_map(rw, loc, &map, &ops[prefix..]).ok_or(())?;
    let mut new_ops = ops[..prefix].to_vec();
    new_ops.extend(indices);
    let types = result_types(rw, op);
    let new_op = create(rw, loc, target, &new_ops, &types, &[], 0);
    if types.is_empty() {
        rw.replace_op(op, &[]);
    } else {
        rw.replace_op_with_op(op, new_op);
    }
    Ok(())
}

fn yield_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let parent = rw.body.parent_op(op).map(|p| rw.body.op_name(p));
    if let Some(p) = parent {
        let name = rw.ctx.op_name_str(p);
        if name == "scf.parallel" || name == "affine.parallel" {
            return Err(());
        }
    }
    let loc = rw.body.loc(op);
    let ops = operands(rw, op);
    let y = create(rw, loc, "scf.yield", &ops, &[], &[], 0);
    rw.replace_op_with_op(op, y);
    Ok(())
}

fn for_lowering(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let loc = rw.body.loc(op);
    let segs = rmlir_ir::ods::operand_segments(rw.ctx, &crate::affine::loops::FOR, rw.body, op);
    let ops = operands(rw, op);
    let group = |i: usize| -> Vec<ValueId> {
        segs.get(i)
            .map(|(s, n)| ops[*s..*s + *n].to_vec())
            .unwrap_or_default()
    };
    let (lbs, ubs, inits) = (group(0), group(1), group(2));
    let lb_map = prop_map(rw, op, "lowerBoundMap").ok_or(())?;
    let ub_map = prop_map(rw, op, "upperBoundMap").ok_or(())?;
    let step = rmlir_ir::ods::prop(rw.ctx, rw.body, op, "step")
        .and_then(|a| crate::affine::utils::int_attr_value(rw.ctx, a))
        .ok_or(())?;
    // Upstream creates the bounds unchecked; a failed expansion leaves a null value.
    let lb = lower_map_min_max(rw, loc, &lb_map, &lbs, true).ok_or(())?;
    let ub = lower_map_min_max(rw, loc, &ub_map, &ubs, false).ok_or(())?;
    let step = constant_index(rw, loc, step);
    let mut new_ops = vec![lb, ub, step];
    new_ops.extend(inits);
    let types = result_types(rw, op);
    let for_op = create(rw, loc, "scf.for", &new_ops, &types, &[], 1);
    let new_region = rw.body.regions(for_op)[0];
    let region = rw.body.regions(op)[0];
    rw.inline_region_before(region, new_region, None);
    let results: Vec<ValueId> = rw.body.results(for_op).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

fn if_lowering(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let loc = rw.body.loc(op);
    let set = match rw
        .body
        .attr(op, rw.ctx.ident("condition"))
        .map(|a| rw.ctx.attr_kind(a))
    {
        Some(AttrKind::IntegerSet(s)) => s.clone(),
        _ => return Err(()),
    };
    let zero = constant_index(rw, loc, 0);
    let ops = operands(rw, op);
    let nd = (set.num_dims() as usize).min(ops.len());
    let (dims, syms) = ops.split_at(nd);
    let mut cond: Option<ValueId> = None;
    for i in 0..set.num_constraints() {
        let e = set.constraint(i).clone();
        let pred = if set.is_eq(i) { EQ } else { SGE };
        let v = expand_expr(rw, loc, &e, dims, syms).ok_or(())?;
        let cmp = cmpi(rw, loc, pred, v, zero);
        cond = Some(match cond {
            Some(c) => {
                let i1 = rw.ctx.integer_type(1);
                let and = create(rw, loc, "arith.andi", &[c, cmp], &[i1], &[], 0);
                rw.body.result(and, 0)
            }
            None => cmp,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = rw.ctx.integer_type(1);
            let t = rw.ctx.int_attr(i1, 1);
            let op = create(rw, loc, "arith.constant", &[], &[i1], &[("value", t)], 0);
            rw.body.result(op, 0)
        }
    };
    let types = result_types(rw, op);
    let if_op = create(rw, loc, "scf.if", &[cond], &types, &[], 2);
    let new_regions = rw.body.regions(if_op).to_vec();
    let regions = rw.body.regions(op).to_vec();
    rw.inline_region_before(regions[0], new_regions[0], None);
    if !rw.body.region_is_empty(regions[1]) {
        rw.inline_region_before(regions[1], new_regions[1], None);
    }
    let results: Vec<ValueId> = rw.body.results(if_op).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// Upstream's `arith::getIdentityValueAttr` (finite values not requested).
fn identity_attr(ctx: &Context, kind: &str, ty: Type) -> Option<Attribute> {
    use rmlir_ir::apfloat::ApFloat;
    if let rmlir_ir::TypeKind::Float(sem) = *ctx.type_kind(ty) {
        let v = match kind {
            "addf" => ApFloat::zero(sem, false),
            "mulf" => ApFloat::from_f64_in(sem, 1.0).0,
            "maximumf" => ApFloat::infinity(sem, true),
            "minimumf" => ApFloat::infinity(sem, false),
            "maxnumf" | "minnumf" => ApFloat::qnan(sem),
            _ => return None,
        };
        return Some(ctx.get_attr(AttrKind::Float { ty, bits: v.bits() }));
    }
    let width = ctx.int_or_float_bitwidth(ty)?;
    let v: i64 = match kind {
        "addi" | "ori" | "maxu" => 0,
        "muli" => 1,
        "andi" | "minu" => -1,
        "maxs" if width >= 64 => i64::MIN,
        "maxs" => -(1i64 << (width - 1)),
        "mins" if width >= 64 => i64::MAX,
        "mins" => (1i64 << (width - 1)) - 1,
        _ => return None,
    };
    Some(ctx.int_attr(ty, v))
}

/// Upstream's `arith::getReductionOp`: the combining op of a reduction kind.
fn reduction_op(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "addf" => "arith.addf",
        "addi" => "arith.addi",
        "mulf" => "arith.mulf",
        "muli" => "arith.muli",
        "maximumf" => "arith.maximumf",
        "minimumf" => "arith.minimumf",
        "maxnumf" => "arith.maxnumf",
        "minnumf" => "arith.minnumf",
        "maxs" => "arith.maxsi",
        "mins" => "arith.minsi",
        "maxu" => "arith.maxui",
        "minu" => "arith.minui",
        "ori" => "arith.ori",
        "andi" => "arith.andi",
        _ => return None,
    })
}

fn parallel_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    use crate::affine::parallel::{bounds, int_list, REDUCTIONS};
    let loc = rw.body.loc(op);
    let (lb_map, lb_groups, ub_map, ub_groups) = bounds(rw.ctx, rw.body, op).ok_or(())?;
    let ops = operands(rw, op);
    let nl = (lb_map.num_inputs() as usize).min(ops.len());
    let (lb_ops, ub_ops) = ops.split_at(nl);
    let slices = |groups: &[i64], map: &AffineMap| -> Vec<AffineMap> {
        let mut start = 0usize;
        groups
            .iter()
            .map(|g| {
                let n = (*g).max(0) as usize;
                let end = (start + n).min(map.num_results());
                let m = AffineMap::new(
                    map.num_dims(),
                    map.num_symbols(),
                    map.results()[start.min(end)..end].to_vec(),
                );
                start += n;
                m
            })
            .collect()
    };
    let lbs = slices(&lb_groups, &lb_map);
    let ubs = slices(&ub_groups, &ub_map);
    let mut lowers = Vec::new();
    let mut uppers = Vec::new();
    for (l, u) in lbs.iter().zip(&ubs) {
        lowers.push(lower_map_min_max(rw, loc, l, lb_ops, true).ok_or(())?);
        uppers.push(lower_map_min_max(rw, loc, u, ub_ops, false).ok_or(())?);
    }
    let steps = int_list(rw.ctx, rmlir_ir::ods::prop(rw.ctx, rw.body, op, "steps"));
    let steps: Vec<ValueId> = steps.iter().map(|s| constant_index(rw, loc, *s)).collect();
    let region = rw.body.regions(op)[0];
    let block = rw.body.entry_block(region).ok_or(())?;
    let term = rw.body.last_op(block).ok_or(())?;
    let types = result_types(rw, op);
    let kinds: Vec<&str> = int_list(
        rw.ctx,
        rmlir_ir::ods::prop(rw.ctx, rw.body, op, "reductions"),
    )
    .iter()
    .map(|k| REDUCTIONS.get(*k as usize).copied().unwrap_or(""))
    .collect();
    let mut inits = Vec::new();
    for (k, t) in kinds.iter().zip(&types) {
        let attr = identity_attr(rw.ctx, k, *t).ok_or(())?;
        let c = create(rw, loc, "arith.constant", &[], &[*t], &[("value", attr)], 0);
        inits.push(rw.body.result(c, 0));
    }
    let mut new_ops = lowers.clone();
    new_ops.extend(&uppers);
    new_ops.extend(&steps);
    new_ops.extend(&inits);
    let n = lowers.len() as i32;
    let seg = rmlir_ir::ods::constraints::dense_i32_array(rw.ctx, &[n, n, n, inits.len() as i32]);
    let par = create(
        rw,
        loc,
        "scf.parallel",
        &new_ops,
        &types,
        &[("operandSegmentSizes", seg)],
        1,
    );
    let new_region = rw.body.regions(par)[0];
    rw.inline_region_before(region, new_region, None);
    let yielded = operands(rw, term);
    rw.set_insertion_point_before(term);
    let reduce = create(rw, loc, "scf.reduce", &yielded, &[], &[], yielded.len());
    let red_regions = rw.body.regions(reduce).to_vec();
    for (i, k) in kinds.iter().enumerate() {
        let t = types[i];
        let b = rw.create_block(red_regions[i], None, &[(t, loc), (t, loc)]);
        let args = rw.body.block_args(b).to_vec();
        rw.set_insertion_point_to_end(b);
        let name = reduction_op(k).ok_or(())?;
        let r = create(rw, loc, name, &[args[0], args[1]], &[t], &[], 0);
        let r = rw.body.result(r, 0);
        create(rw, loc, "scf.reduce.return", &[r], &[], &[], 0);
    }
    rw.replace_op_with_op(term, reduce);
    let results: Vec<ValueId> = rw.body.results(par).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// Upstream's `populateAffineToStdConversionPatterns` (the lowered part, same order).
pub fn populate_patterns(ctx: &Context, set: &mut ConversionPatternSet) {
    set.add(
        ctx,
        Some("affine.apply"),
        1,
        "AffineApplyLowering",
        None,
        apply_lowering,
    );
    set.add(
        ctx,
        Some("affine.dma_start"),
        1,
        "AffineDmaStartLowering",
        None,
        dma_start_lowering,
    );
    set.add(
        ctx,
        Some("affine.dma_wait"),
        1,
        "AffineDmaWaitLowering",
        None,
        dma_wait_lowering,
    );
    set.add(
        ctx,
        Some("affine.load"),
        1,
        "AffineLoadLowering",
        None,
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            access_lowering(op, rw, "memref.load", 1)
        },
    );
    set.add(
        ctx,
        Some("affine.min"),
        1,
        "AffineMinLowering",
        None,
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            min_max_lowering(op, rw, false)
        },
    );
    set.add(
        ctx,
        Some("affine.max"),
        1,
        "AffineMaxLowering",
        None,
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            min_max_lowering(op, rw, true)
        },
    );
    set.add(
        ctx,
        Some("affine.parallel"),
        1,
        "AffineParallelLowering",
        None,
        parallel_lowering,
    );
    set.add(
        ctx,
        Some("affine.prefetch"),
        1,
        "AffinePrefetchLowering",
        None,
        prefetch_lowering,
    );
    set.add(
        ctx,
        Some("affine.store"),
        1,
        "AffineStoreLowering",
        None,
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            access_lowering(op, rw, "memref.store", 2)
        },
    );
    set.add(
        ctx,
        Some("affine.for"),
        1,
        "AffineForLowering",
        None,
        for_lowering,
    );
    set.add(
        ctx,
        Some("affine.if"),
        1,
        "AffineIfLowering",
        None,
        if_lowering,
    );
    set.add(
        ctx,
        Some("affine.yield"),
        1,
        "AffineYieldOpLowering",
        None,
        yield_lowering,
    );
    // Upstream's `populateAffineToVectorConversionPatterns`.
    set.add(
        ctx,
        Some("affine.vector_load"),
        1,
        "AffineVectorLoadLowering",
        None,
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            access_lowering(op, rw, "vector.load", 1)
        },
    );
    set.add(
        ctx,
        Some("affine.vector_store"),
        1,
        "AffineVectorStoreLowering",
        None,
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            access_lowering(op, rw, "vector.store", 2)
        },
    );
    // Upstream's `populateAffineExpandIndexOpsPatterns`.
    set.add_rewrite_pattern(
        rmlir_ir::rewrite::Pattern::for_op(
            ctx,
            "affine.delinearize_index",
            1,
            crate::affine::delinearize::lower_delinearize,
        )
        .with_debug_name("LowerDelinearizeIndexOps"),
    );
}

pub struct LowerAffine {
    options: PassOptions,
}

const DESCRIPTION: &str = "Lower Affine operations to a combination of Standard and SCF operations";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "lower-affine",
        description: DESCRIPTION,
        create: || {
            Box::new(LowerAffine {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for LowerAffine {
    fn name(&self) -> &'static str {
        "LowerAffinePass"
    }
    fn argument(&self) -> &'static str {
        "lower-affine"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(ctx, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect(&["arith", "memref", "scf", "vector"]);
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        ERRORS.with(|e| e.borrow_mut().clear());
        let result = apply_partial_conversion(ctx, body, &target, &patterns);
        for d in ERRORS.with(|e| std::mem::take(&mut *e.borrow_mut())) {
            cx.emit(d);
        }
        match result {
            Ok(_) => Ok(()),
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                Err(())
            }
        }
    }
}
