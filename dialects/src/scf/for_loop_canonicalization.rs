//! `scf-for-loop-canonicalization` (upstream MLIR 19's `LoopCanonicalization.cpp`):
//! `affine.min`/`affine.max` ops whose value is fixed by the ranges of the `scf.for`,
//! `scf.parallel` and `scf.forall` induction variables among their operands become an
//! `affine.apply` of that value (`scf::canonicalizeMinMaxOpInLoop`, proved with
//! [`FlatAffineConstraints`]); `memref.dim` of a loop's iter_arg or result reads the
//! loop's init value when the loop keeps that value's type (`DimOfIterArgFolder`,
//! `DimOfLoopResultFolder`). The `tensor.dim` variants are not here (no `tensor` dialect).

use crate::affine::constraints::{checked, fits_with_values, BoundType, FlatAffineConstraints};
use crate::affine::simplify::replace_in_map;
use crate::affine::utils::{
    canonicalize_map_and_operands, constant_int, create_map_op, op_map, OpFoldResult,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::ValueDef;
use rmlir_ir::ods::constraints::{dense_i32_values, dense_i64_values};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{Body, Context, OpId, ValueId};

const ARGUMENT: &str = "scf-for-loop-canonicalization";
const DESCRIPTION: &str = "Canonicalize operations within scf.for loop bodies";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(SCFForLoopCanonicalization {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct SCFForLoopCanonicalization {
    options: PassOptions,
}

impl Pass for SCFForLoopCanonicalization {
    fn name(&self) -> &'static str {
        "SCFForLoopCanonicalization"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
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
        let mut set = RewritePatternSet::new();
        populate_scf_for_loop_canonicalization_patterns(ctx, &mut set);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            crate::memref::transforms::commit_all(body);
        }
        Ok(())
    }
}

/// Upstream `populateSCFForLoopCanonicalizationPatterns` (without the `tensor.dim` ones).
pub fn populate_scf_for_loop_canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "affine.min",
        1,
        "AffineOpSCFCanonicalizationPattern",
        |op, rw| canonicalize_min_max_op_in_loop(rw, op, true),
    );
    set.add_fn(
        ctx,
        "affine.max",
        1,
        "AffineOpSCFCanonicalizationPattern",
        |op, rw| canonicalize_min_max_op_in_loop(rw, op, false),
    );
    set.add_fn(ctx, "memref.dim", 1, "DimOfIterArgFolder", dim_of_iter_arg);
    set.add_fn(
        ctx,
        "memref.dim",
        1,
        "DimOfLoopResultFolder",
        dim_of_loop_result,
    );
}

fn op_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The op owning the block whose argument `v` is, with the argument's index.
fn arg_owner(body: &Body, v: ValueId) -> Option<(OpId, usize)> {
    match body.value(v).def {
        ValueDef::Arg { block, index } => {
            let region = body.block_parent(block)?;
            Some((body.region_parent(region)?, index as usize))
        }
        _ => None,
    }
}

/// `scf.for`'s iter_args yield (its body's terminator operands).
fn for_yielded(body: &Body, for_op: OpId) -> Option<Vec<ValueId>> {
    let region = *body.regions(for_op).first()?;
    let block = body.region_blocks(region).next()?;
    let term = body.block_ops(block).last()?;
    Some(body.operands(term).collect())
}

/// `scf.for`'s region iter_arg `i` (block argument `i + 1`).
fn for_iter_arg(body: &Body, for_op: OpId, i: usize) -> Option<ValueId> {
    let region = *body.regions(for_op).first()?;
    let block = body.region_blocks(region).next()?;
    body.block_args(block).get(i + 1).copied()
}

/// Upstream `isShapePreserving(forOp, arg)`: the `arg`-th yielded value is the iter_arg
/// itself, through `scf.for`s that preserve it (`tensor.insert_slice` is not modelled).
fn is_shape_preserving(ctx: &Context, body: &Body, for_op: OpId, arg: usize) -> bool {
    let Some(yielded) = for_yielded(body, for_op) else {
        return false;
    };
    let Some(&start) = yielded.get(arg) else {
        return false;
    };
    let iter_arg = for_iter_arg(body, for_op, arg);
    let mut value = start;
    loop {
        if Some(value) == iter_arg {
            return true;
        }
        let ValueDef::Result { op, index } = body.value(value).def else {
            return false;
        };
        let index = index as usize;
        if !op_is(ctx, body, op, "scf.for") || !is_shape_preserving(ctx, body, op, index) {
            return false;
        }
        match body.operands(op).nth(3 + index) {
            Some(v) => value = v,
            None => return false,
        }
    }
}

/// Upstream `DimOfIterArgFolder<memref::DimOp>`.
fn dim_of_iter_arg(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (ctx, body) = (rw.ctx, rw.body());
    let source = body.operand(op, 0);
    let (for_op, index) = arg_owner(body, source).ok_or(())?;
    if !op_is(ctx, body, for_op, "scf.for") || index == 0 {
        return Err(());
    }
    if !is_shape_preserving(ctx, body, for_op, index - 1) {
        return Err(());
    }
    let init = body.operands(for_op).nth(3 + index - 1).ok_or(())?;
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, init));
    Ok(())
}

/// Upstream `DimOfLoopResultFolder<memref::DimOp>`.
fn dim_of_loop_result(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (ctx, body) = (rw.ctx, rw.body());
    let source = body.operand(op, 0);
    let ValueDef::Result { op: for_op, index } = body.value(source).def else {
        return Err(());
    };
    let index = index as usize;
    if !op_is(ctx, body, for_op, "scf.for") || !is_shape_preserving(ctx, body, for_op, index) {
        return Err(());
    }
    let init = body.operands(for_op).nth(3 + index).ok_or(())?;
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, init));
    Ok(())
}

/// The `i`-th segment of an op's operands (from `operandSegmentSizes`).
fn segment(ctx: &Context, body: &Body, op: OpId, i: usize) -> Option<Vec<ValueId>> {
    let sizes = dense_i32_values(
        ctx,
        rmlir_ir::ods::prop(ctx, body, op, "operandSegmentSizes")?,
    )?;
    let start: usize = sizes[..i].iter().map(|&n| n.max(0) as usize).sum();
    let n = usize::try_from(*sizes.get(i)?).ok()?;
    let all: Vec<ValueId> = body.operands(op).collect();
    all.get(start..start + n).map(<[ValueId]>::to_vec)
}

/// Upstream `scf::matchForLikeLoop`: the lower bound, upper bound and step of the loop
/// whose induction variable `iv` is.
fn match_for_like_loop(ctx: &Context, body: &Body, iv: ValueId) -> Option<[OpFoldResult; 3]> {
    let (owner, index) = arg_owner(body, iv)?;
    let name = ctx.op_name_str(body.op_name(owner));
    match name {
        "scf.for" if index == 0 => {
            let ops: Vec<ValueId> = body.operands(owner).take(3).collect();
            Some([ops[0], ops[1], ops[2]].map(OpFoldResult::Value))
        }
        "scf.parallel" => {
            let lbs = segment(ctx, body, owner, 0)?;
            let ubs = segment(ctx, body, owner, 1)?;
            let steps = segment(ctx, body, owner, 2)?;
            Some([*lbs.get(index)?, *ubs.get(index)?, *steps.get(index)?].map(OpFoldResult::Value))
        }
        "scf.forall" => {
            const STATIC: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];
            let mut out = Vec::with_capacity(3);
            for (k, name) in STATIC.iter().enumerate() {
                let statics = dense_i64_values(ctx, rmlir_ir::ods::prop(ctx, body, owner, name)?)?;
                if index >= statics.len() {
                    return None;
                }
                let dynamic = segment(ctx, body, owner, k)?;
                let mut dynamic = dynamic.into_iter();
                let mut result = None;
                for (j, &s) in statics.iter().enumerate() {
                    let ofr = if s == i64::MIN {
                        OpFoldResult::Value(dynamic.next()?)
                    } else {
                        OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), s))
                    };
                    if j == index {
                        result = Some(ofr);
                    }
                }
                out.push(result?);
            }
            Some([out[0], out[1], out[2]])
        }
        _ => None,
    }
}

fn ofr_int(ctx: &Context, body: &Body, o: OpFoldResult) -> Option<i64> {
    crate::affine::utils::ofr_constant(ctx, body, o)
}

/// Upstream `scf::addLoopRangeConstraints`.
fn add_loop_range_constraints(
    ctx: &Context,
    body: &Body,
    cstr: &mut FlatAffineConstraints,
    iv: ValueId,
    [lb, ub, step]: [OpFoldResult; 3],
) -> Option<()> {
    let step = ofr_int(ctx, body, step)?;
    let value = |o: OpFoldResult| match o {
        OpFoldResult::Value(v) => Some(v),
        OpFoldResult::Attr(_) => None,
    };
    let dim_iv = cstr.append_dim(Some(iv));
    let sym_lb = cstr.append_symbol(value(lb));
    let sym_ub = cstr.append_symbol(value(ub));
    let lb_int = ofr_int(ctx, body, lb);
    let ub_int = ofr_int(ctx, body, ub);
    if let Some(l) = lb_int {
        cstr.add_bound_const(BoundType::Eq, sym_lb, l);
    }
    if let Some(u) = ub_int {
        cstr.add_bound_const(BoundType::Eq, sym_ub, u);
    }
    let mut ineq = vec![0; cstr.num_cols()];
    ineq[dim_iv] = 1;
    ineq[sym_lb] = -1;
    cstr.add_inequality(ineq);
    let nd = cstr.num_dims();
    let sym = |pos: usize| AffineExpr::symbol((pos - nd) as u32);
    // Built with overflow checks: a bound whose constants leave i64 is not added (the
    // op is left alone) rather than wrapped.
    let iv_ub = match (lb_int, ub_int) {
        // Compared exactly (upstream's int64 sum would wrap).
        (Some(l), Some(u)) if l as i128 + step as i128 >= u as i128 => {
            checked::add_const(&sym(sym_lb), 1).ok()?
        }
        _ => {
            let e_lb = lb_int.map_or_else(|| sym(sym_lb), AffineExpr::constant);
            let e_ub = ub_int.map_or_else(|| sym(sym_ub), AffineExpr::constant);
            let diff = checked::add_const(&checked::sub(&e_ub, &e_lb).ok()?, -1).ok()?;
            let q = checked::floor_div_const(&diff, step).ok()?;
            let first = checked::add_const(&e_lb, 1).ok()?;
            checked::add(&first, &checked::mul_const(&q, step).ok()?).ok()?
        }
    };
    let map = AffineMap::new(nd as u32, cstr.num_symbols() as u32, vec![iv_ub]);
    cstr.add_bound_map(BoundType::Ub, dim_iv, &map)
}

/// Upstream `alignAndAddBound`: bounds `var[pos]` by `map` applied to `operands`, the
/// operands found among the system's dims and symbols or added as new symbols.
fn align_and_add_bound(
    cstr: &mut FlatAffineConstraints,
    ty: BoundType,
    pos: usize,
    map: &AffineMap,
    operands: &[ValueId],
) -> Option<()> {
    let dims: Vec<Option<ValueId>> = cstr.dim_values().to_vec();
    let syms: Vec<Option<ValueId>> = cstr.symbol_values().to_vec();
    let mut new_syms = Vec::new();
    let nd = map.num_dims() as usize;
    let mut dim_repl = vec![AffineExpr::constant(0); nd];
    let mut sym_repl = vec![AffineExpr::constant(0); map.num_symbols() as usize];
    for (i, &v) in operands.iter().enumerate() {
        let r = if let Some(p) = dims.iter().position(|&d| d == Some(v)) {
            AffineExpr::dim(p as u32)
        } else if let Some(p) = syms.iter().position(|&s| s == Some(v)) {
            AffineExpr::symbol(p as u32)
        } else {
            new_syms.push(v);
            AffineExpr::symbol((syms.len() + new_syms.len() - 1) as u32)
        };
        if i < nd {
            dim_repl[i] = r;
        } else {
            sym_repl[i - nd] = r;
        }
    }
    let aligned = map.replace_dims_and_symbols(
        &dim_repl,
        &sym_repl,
        dims.len() as u32,
        (syms.len() + new_syms.len()) as u32,
    );
    for v in new_syms {
        cstr.append_symbol(Some(v));
    }
    cstr.add_bound_map(ty, pos, &aligned)
}

/// `map` with `c` added to each result; `None` if a constant would leave i64.
fn add_const_to_results(map: &AffineMap, c: i64) -> Option<AffineMap> {
    let results = map.results().iter().map(|r| checked::add_const(r, c).ok());
    Some(AffineMap::new(
        map.num_dims(),
        map.num_symbols(),
        results.collect::<Option<Vec<_>>>()?,
    ))
}

/// Upstream `affine::simplifyConstrainedMinMaxOp`: the map and operands of the single
/// value `op` (an `affine.min` if `is_min`, else an `affine.max`) is proved to take.
fn simplify_constrained_min_max_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    is_min: bool,
    mut cstr: FlatAffineConstraints,
) -> Option<(AffineMap, Vec<ValueId>)> {
    let map = op_map(ctx, body, op)?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    if map.num_inputs() as usize != operands.len() {
        return None;
    }
    let num_results = map.num_results();
    let dim_op = cstr.append_dim(None);
    let dim_op_bound = cstr.append_dim(None);
    let result_dim_start = cstr.append_dims(num_results);
    let (ty, map_lb_ub) = if is_min {
        (BoundType::Ub, add_const_to_results(&map, 1)?)
    } else {
        (BoundType::Lb, map.clone())
    };
    align_and_add_bound(&mut cstr, ty, dim_op, &map_lb_ub, &operands)?;
    let (lbs, ubs) = cstr.slice_bounds(dim_op, 1);
    let slice_bound = if is_min { &ubs[0] } else { &lbs[0] };
    let slice_bound = slice_bound.as_ref().filter(|m| m.num_results() == 1)?;
    let bound_map = if is_min {
        add_const_to_results(slice_bound, -1)?
    } else {
        slice_bound.clone()
    };
    // Add back the dimension of `op` that `slice_bounds` left out.
    let aligned = AffineMap::new(
        bound_map.num_dims() + 1,
        bound_map.num_symbols(),
        bound_map
            .results()
            .iter()
            .map(|e| e.shift_dims(bound_map.num_dims(), 1, dim_op as u32))
            .collect(),
    );
    cstr.add_bound_map(BoundType::Eq, dim_op_bound, &aligned)?;
    if cstr.is_empty() {
        return None;
    }
    for i in result_dim_start..result_dim_start + num_results {
        let mut c = cstr.clone();
        let sub = map.sub_map(&[i - result_dim_start]);
        align_and_add_bound(&mut c, BoundType::Eq, i, &sub, &operands)?;
        let n = c.num_cols();
        let mut ineq = vec![0; n];
        ineq[dim_op_bound] = if is_min { 1 } else { -1 };
        ineq[i] = if is_min { -1 } else { 1 };
        ineq[n - 1] = -1;
        c.add_inequality(ineq);
        if !c.is_empty() {
            return None;
        }
    }
    let mut new_map = aligned;
    let values: Vec<Option<ValueId>> = cstr.values().to_vec();
    let nd = new_map.num_dims();
    let position = |i: usize| {
        if (i as u32) < nd {
            AffineExpr::dim(i as u32)
        } else {
            AffineExpr::symbol(i as u32 - nd)
        }
    };
    // The values fixed by the constraints are folded into the map, and the constant
    // operands by its canonicalization: both fold with wrapping arithmetic, so the map
    // must stay within i64 with all of them in place.
    let mut fixed: Vec<(AffineExpr, i64)> = Vec::new();
    let mut constants: Vec<(AffineExpr, i64)> = Vec::new();
    for (i, v) in values.iter().enumerate() {
        let Some(v) = *v else {
            continue;
        };
        if let Some(c) = constant_int(ctx, body, v) {
            constants.push((position(i), c));
            continue;
        }
        if let Some(bound) = cstr.constant_bound(BoundType::Eq, i) {
            fixed.push((position(i), bound));
        }
    }
    let value_of = |e: &AffineExpr| {
        fixed
            .iter()
            .chain(&constants)
            .find(|(x, _)| x == e)
            .map(|&(_, c)| c)
    };
    if !new_map
        .results()
        .iter()
        .all(|e| fits_with_values(e, &value_of))
    {
        return None;
    }
    for (e, bound) in fixed {
        let (nd, ns) = (new_map.num_dims(), new_map.num_symbols());
        new_map = replace_in_map(&new_map, &e, &AffineExpr::constant(bound), nd, ns);
    }
    // Positions without a value (the dims of `op`, its bound and results) are unused by
    // the bound; drop them before canonicalizing, as canonicalization would.
    let (mut new_map, mut new_operands) = drop_valueless(&new_map, &values)?;
    canonicalize_map_and_operands(ctx, body, &mut new_map, &mut new_operands);
    Some((new_map, new_operands))
}

/// Removes the dims and symbols of `map` that have no value; `None` if one is used.
fn drop_valueless(
    map: &AffineMap,
    values: &[Option<ValueId>],
) -> Option<(AffineMap, Vec<ValueId>)> {
    let nd = map.num_dims() as usize;
    let ns = map.num_symbols() as usize;
    let mut dim_repl = Vec::with_capacity(nd);
    let mut sym_repl = Vec::with_capacity(ns);
    let mut operands = Vec::new();
    let (mut next_dim, mut next_sym) = (0u32, 0u32);
    for (i, v) in values.iter().enumerate().take(nd + ns) {
        let is_dim = i < nd;
        match v {
            Some(v) => {
                if is_dim {
                    dim_repl.push(AffineExpr::dim(next_dim));
                    next_dim += 1;
                } else {
                    sym_repl.push(AffineExpr::symbol(next_sym));
                    next_sym += 1;
                }
                operands.push(*v);
            }
            None => {
                let used = if is_dim {
                    map.is_function_of_dim(i as u32)
                } else {
                    map.is_function_of_symbol((i - nd) as u32)
                };
                if used {
                    return None;
                }
                let zero = AffineExpr::constant(0);
                if is_dim {
                    dim_repl.push(zero);
                } else {
                    sym_repl.push(zero);
                }
            }
        }
    }
    // Dims are listed before symbols in `values`, so `operands` is in map order.
    Some((
        map.replace_dims_and_symbols(&dim_repl, &sym_repl, next_dim, next_sym),
        operands,
    ))
}

/// Upstream `scf::canonicalizeMinMaxOpInLoop` with `scf::matchForLikeLoop`.
fn canonicalize_min_max_op_in_loop(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    is_min: bool,
) -> LogicalResult {
    let (ctx, body) = (rw.ctx, rw.body());
    let mut cstr = FlatAffineConstraints::new();
    let mut ivs: Vec<ValueId> = Vec::new();
    for operand in body.operands(op) {
        if ivs.contains(&operand) {
            continue;
        }
        let Some(range) = match_for_like_loop(ctx, body, operand) else {
            continue;
        };
        ivs.push(operand);
        add_loop_range_constraints(ctx, body, &mut cstr, operand, range).ok_or(())?;
    }
    let (map, operands) = simplify_constrained_min_max_op(ctx, body, op, is_min, cstr).ok_or(())?;
    let loc = body.loc(op);
    rw.set_insertion_point_before(op);
    let v = create_map_op(rw, "affine.apply", loc, map, &operands);
    rw.replace_op(op, &[v]);
    Ok(())
}
