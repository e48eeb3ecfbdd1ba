//! `affine-loop-tile` (MLIR 19's `LoopTiling.cpp` and `tilePerfectlyNested` in
//! `LoopUtils.cpp`) with fixed tile sizes (`tile-size`, `tile-sizes`, default 4 per loop).
//!
//! Every perfect nest of `affine.for` ops at the top of a function (a band) whose bounds do
//! not use the band's own ivs and whose loops yield nothing becomes `2 * width` loops: tile
//! space loops with the original bounds and `step * tile size`, then intra-tile loops from
//! the tile-space iv to `iv + tile size * step`, capped by the original upper bound (a
//! `min`) unless the trip count is a multiple of the tile size, or to `iv + trip count *
//! step` when the constant trip count is below the tile size.
//!
//! The intra-tile loops are the original ops (their ivs are the new intra-tile ivs), the
//! tile-space loops clones of their shells. A band whose tiling would violate a dependence
//! (`isTilingValid`) gets a remark and is left alone. Without tile sizes, sizes come from
//! the band's memory footprint and `cache-size` (`getTileSizes`; the union of a memref's
//! regions is only computed for identical regions or constant boxes). With `separate`, full
//! tiles are split from partial ones (`separateFullTiles`).

use super::constraints::FlatAffineConstraints;
use super::dependence::ValueConstraints;
use super::normalize::{body_block, constant_trip_count, for_parts};
use super::simplify::expr_from_flat_form;
use super::unroll::{largest_divisor_of_trip_count, set_step};
use super::utils::{
    canonicalize_map_and_operands, fully_compose_affine_map_and_operands, map_attr,
};
use rmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::ods::constraints::dense_i32_array;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::AttrKind;
use rmlir_ir::{Body, Context, OpId, ValueId};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

const DEFAULT_TILE_SIZE: u64 = 4;

/// Upstream `getPerfectlyNestedLoops`.
fn perfect_nest(ctx: &Context, body: &Body, root: OpId) -> Vec<OpId> {
    let mut band = vec![root];
    let mut cur = root;
    while let Some(b) = body_block(body, cur) {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        if ops.len() != 2 || name(ctx, body, ops[0]) != "affine.for" {
            break;
        }
        cur = ops[0];
        band.push(cur);
    }
    band
}

fn iv(body: &Body, op: OpId) -> Option<ValueId> {
    body.block_args(body_block(body, op)?).first().copied()
}

/// Upstream `performPreTilingChecks` (the band is perfectly nested by construction):
/// no loop yields values and the index set is hyper-rectangular.
fn can_tile(ctx: &Context, body: &Body, band: &[OpId]) -> bool {
    let ivs: Vec<ValueId> = band.iter().filter_map(|l| iv(body, *l)).collect();
    band.iter().all(|&l| {
        body.results(l).is_empty()
            && for_parts(ctx, body, l)
                .is_some_and(|p| p.lbs.iter().chain(&p.ubs).all(|v| !ivs.contains(v)))
    })
}

fn set_bounds(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    lb: (&AffineMap, &[ValueId]),
    ub: (&AffineMap, &[ValueId]),
) {
    let operands: Vec<ValueId> = lb.1.iter().chain(ub.1).copied().collect();
    body.set_operands(op, &operands);
    let info = ctx.op_info(body.op_name(op)).expect("registered");
    let slot = |n: &str| info.prop_index(n).expect("affine.for property");
    let segs = dense_i32_array(ctx, &[lb.1.len() as i32, ub.1.len() as i32, 0]);
    body.set_prop(op, slot("operandSegmentSizes"), Some(segs));
    body.set_prop(op, slot("lowerBoundMap"), Some(map_attr(ctx, lb.0.clone())));
    body.set_prop(op, slot("upperBoundMap"), Some(map_attr(ctx, ub.0.clone())));
}

/// Tile-space loops of a band: empty shells of the band's loops, nested, before the root,
/// with the band moved into the innermost one (its loops become the intra-tile loops).
fn tile_space_shells(body: &mut Body, band: &[OpId]) -> Option<Vec<OpId>> {
    let mut tile_loops = Vec::with_capacity(band.len());
    let mut at = InsertPoint::Before(band[0]);
    for &l in band {
        let mut map = IrMapping::default();
        let t = body.clone_op_at(l, at, &mut map);
        let b = body_block(body, t)?;
        let ops: Vec<OpId> = body.block_ops(b).collect();
        body.erase_ops(&ops[..ops.len().saturating_sub(1)]);
        let &term = ops.last()?;
        at = InsertPoint::Before(term);
        tile_loops.push(t);
    }
    body.move_op(band[0], at);
    Some(tile_loops)
}

/// Upstream `tilePerfectlyNestedParametric`: tiles a band with SSA tile sizes (one per
/// loop). Tile-space loop `i` runs from the original lower bound `lb` to
/// `lb + (ub - lb) ceildiv size` (one result per upper bound result unless the upper bound
/// is constant) with the original step; intra-tile loop `i` runs from
/// `(iv - lb) * size + lb` to the minimum of `(iv - lb) * size + size * step + lb` and the
/// original upper bound. False (nothing changed) when the band cannot be tiled: a loop
/// yields values, the index set is not hyper-rectangular, or a lower bound is not constant.
pub fn tile_perfectly_nested_parametric(
    ctx: &Context,
    body: &mut Body,
    band: &[OpId],
    sizes: &[ValueId],
) -> bool {
    if band.is_empty() || sizes.len() != band.len() || !can_tile(ctx, body, band) {
        return false;
    }
    let mut origs = Vec::with_capacity(band.len());
    for &l in band {
        let Some(p) = for_parts(ctx, body, l) else {
            return false;
        };
        let Some(lb) = p.lb.single_constant_result() else {
            return false;
        };
        origs.push((p, lb));
    }
    let Some(tile_loops) = tile_space_shells(body, band) else {
        return false;
    };
    for (i, (p, lb)) in origs.iter().enumerate() {
        let (t, l, size) = (tile_loops[i], band[i], sizes[i]);
        let Some(tiv) = iv(body, t) else {
            return false;
        };
        let lbe = AffineExpr::constant(*lb);
        let (nd, ns) = (p.ub.num_dims() as usize, p.ub.num_symbols());
        // Tile-space loop.
        let param = AffineExpr::symbol(ns);
        let results: Vec<AffineExpr> = match p.ub.single_constant_result() {
            Some(c) => vec![lbe.add(&AffineExpr::constant(c).sub(&lbe).ceil_div(&param))],
            None => {
                p.ub.results()
                    .iter()
                    .map(|r| lbe.add(&r.sub(&lbe).ceil_div(&param)))
                    .collect()
            }
        };
        let mut ub_ops = p.ubs.clone();
        ub_ops.push(size);
        let ub = AffineMap::new(nd as u32, ns + 1, results);
        set_bounds(ctx, body, t, (&p.lb, &p.lbs), (&ub, &ub_ops));
        // Intra-tile loop.
        let with_iv = |dims: &[ValueId], syms: &[ValueId]| {
            let mut v = dims.to_vec();
            v.push(tiv);
            v.extend_from_slice(syms);
            v.push(size);
            v
        };
        let lnd = p.lb.num_dims() as usize;
        let lb_ops = with_iv(&p.lbs[..lnd], &p.lbs[lnd..]);
        let lb_param = AffineExpr::symbol(p.lb.num_symbols());
        let lb_expr = AffineExpr::dim(lnd as u32)
            .sub(&lbe)
            .mul(&lb_param)
            .add(&lbe);
        let lb_map = AffineMap::new(lnd as u32 + 1, p.lb.num_symbols() + 1, vec![lb_expr]);
        let ub_ops = with_iv(&p.ubs[..nd], &p.ubs[nd..]);
        let mut exprs = vec![AffineExpr::dim(nd as u32)
            .sub(&lbe)
            .mul(&param)
            .add(&param.mul(&AffineExpr::constant(p.step)))
            .add(&lbe)];
        exprs.extend(p.ub.results().iter().cloned());
        let ub_map = AffineMap::new(nd as u32 + 1, ns + 1, exprs);
        set_bounds(ctx, body, l, (&lb_map, &lb_ops), (&ub_map, &ub_ops));
    }
    true
}

/// Upstream `tilePerfectlyNested`; false when the band cannot be tiled.
pub fn tile_perfectly_nested(ctx: &Context, body: &mut Body, band: &[OpId], sizes: &[u64]) -> bool {
    if band.is_empty() || !can_tile(ctx, body, band) {
        return false;
    }
    let width = band.len();
    let Some(tile_loops) = tile_space_shells(body, band) else {
        return false;
    };
    for i in 0..width {
        let (l, t) = (band[i], tile_loops[i]);
        let Some(parts) = for_parts(ctx, body, l) else {
            return false;
        };
        let size = sizes[i] as i64;
        let step = parts.step;
        set_step(ctx, body, t, size * step);
        let Some(tiv) = iv(body, t) else {
            return false;
        };
        let largest = largest_divisor_of_trip_count(ctx, body, l);
        let count = constant_trip_count(ctx, body, l);
        let id = AffineMap::new(1, 0, vec![AffineExpr::dim(0)]);
        let (ub, ub_ops) = match count {
            Some(c) if c < sizes[i] => (
                AffineMap::new(1, 0, vec![AffineExpr::dim(0).add_const(c as i64 * step)]),
                vec![tiv],
            ),
            _ if !largest.is_multiple_of(sizes[i]) => {
                let nd = parts.ub.num_dims() as usize;
                let mut ops = parts.ubs[..nd].to_vec();
                ops.push(tiv);
                ops.extend_from_slice(&parts.ubs[nd..]);
                let mut exprs = vec![AffineExpr::dim(nd as u32).add_const(size * step)];
                exprs.extend(parts.ub.results().iter().cloned());
                (
                    AffineMap::new(nd as u32 + 1, parts.ub.num_symbols(), exprs),
                    ops,
                )
            }
            _ => (
                AffineMap::new(1, 0, vec![AffineExpr::dim(0).add_const(size * step)]),
                vec![tiv],
            ),
        };
        set_bounds(ctx, body, l, (&id, &[tiv]), (&ub, &ub_ops));
    }
    true
}

/// Upstream `isTilingValid`: no dependence between the band's accesses, at any depth up
/// to the band's width + 1, has a component whose distance is bounded and negative.
pub fn is_tiling_valid(ctx: &Context, body: &Body, band: &[OpId]) -> bool {
    use super::dependence::{check_memref_access_dependence, has_dependence, MemRefAccess};
    let Some(&root) = band.first() else {
        return true;
    };
    let mut accesses = Vec::new();
    for r in body.regions(root) {
        body.walk_region(*r, |o| {
            if let Some(a) = MemRefAccess::new(ctx, body, o) {
                accesses.push(a);
            }
        });
    }
    for d in 1..=band.len() + 1 {
        for src in &accesses {
            for dst in &accesses {
                let mut comps = Vec::new();
                let r =
                    check_memref_access_dependence(ctx, body, src, dst, d, Some(&mut comps), false);
                if !has_dependence(r) {
                    continue;
                }
                for c in &comps {
                    let lb = c.lb.unwrap_or(i64::MIN);
                    let ub = c.ub.unwrap_or(i64::MAX);
                    if lb < ub && ub < 0 {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// Upstream `adjustToDivisorsOfTripCounts`: each size becomes the largest divisor of the
/// loop's constant trip count not above it (and not above half the trip count).
fn adjust_to_divisors_of_trip_counts(ctx: &Context, body: &Body, band: &[OpId], sizes: &mut [u64]) {
    for (l, t) in band.iter().zip(sizes.iter_mut()) {
        let Some(count) = constant_trip_count(ctx, body, *l) else {
            continue;
        };
        if count > 1 && *t > count / 2 {
            *t = count / 2;
        }
        while *t > 1 && count % *t != 0 {
            *t -= 1;
        }
    }
}

/// Upstream `LoopTiling::getTileSizes` without explicit sizes: sizes that make the band's
/// memory footprint fit in `cache_kib` KiB (the same size for all loops but the last,
/// which covers the balance), adjusted to divisors of the trip counts.
fn model_tile_sizes(ctx: &Context, body: &Body, band: &[OpId], cache_kib: u64) -> Vec<u64> {
    let n = band.len();
    let Some(fp) = super::region::memory_footprint_bytes(ctx, body, band[0]) else {
        let mut sizes = vec![DEFAULT_TILE_SIZE; n];
        adjust_to_divisors_of_trip_counts(ctx, body, band, &mut sizes);
        return sizes;
    };
    let cache_bytes = cache_kib.saturating_mul(1024).max(1);
    let fp = fp.max(0) as u64;
    let excess = fp.div_ceil(cache_bytes);
    if excess <= 1 {
        return vec![1; n];
    }
    let t = (excess as f64).powf(1.0 / n as f64).floor() as u64;
    let mut sizes = Vec::with_capacity(n);
    let mut product = 1u64;
    for i in 0..n {
        let s = if i + 1 < n {
            t
        } else {
            (excess / product.max(1)).max(1)
        };
        product = product.saturating_mul(s);
        sizes.push(s);
    }
    adjust_to_divisors_of_trip_counts(ctx, body, band, &mut sizes);
    sizes
}

/// Upstream `getTileableBands`: the perfect nests rooted at the function's top-level loops.
fn tileable_bands(ctx: &Context, body: &Body) -> Vec<Vec<OpId>> {
    let mut bands = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                if name(ctx, body, op) == "affine.for" {
                    bands.push(perfect_nest(ctx, body, op));
                }
            }
        }
    }
    bands
}

const ARGUMENT: &str = "affine-loop-tile";
const DESCRIPTION: &str = "Tile affine loop nests";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(LoopTiling {
                options: PassOptions::new()
                    .with(
                        "cache-size",
                        "Set size of cache to tile for in KiB (default: 512)",
                        OptValue::UInt(512),
                    )
                    .with(
                        "separate",
                        "Separate full and partial tiles (default: false)",
                        OptValue::Bool(false),
                    )
                    .with(
                        "tile-size",
                        "Use this tile size for all loops",
                        OptValue::UInt(0),
                    )
                    .with(
                        "tile-sizes",
                        "List of tile sizes for each perfect nest (overridden by -tile-size)",
                        OptValue::UIntList(Vec::new()),
                    ),
            })
        },
    }
}

pub struct LoopTiling {
    options: PassOptions,
}

impl Pass for LoopTiling {
    fn name(&self) -> &'static str {
        "LoopTiling"
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
        let tile_size = self.options.uint("tile-size");
        let list = self.options.uint_list("tile-sizes");
        let cache_kib = self.options.uint("cache-size");
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        for band in tileable_bands(ctx, body) {
            if !is_tiling_valid(ctx, body, &band) {
                let mut d = rmlir_ir::pass::op_diagnostic(
                    ctx,
                    body,
                    band[0],
                    "tiling nest is invalid due to dependences",
                );
                d.severity = rmlir_ir::diagnostics::Severity::Remark;
                cx.emit(d);
                continue;
            }
            let sizes: Vec<u64> = if tile_size != 0 {
                vec![tile_size; band.len()]
            } else if !list.is_empty() {
                let mut v = list.to_vec();
                v.resize(band.len(), DEFAULT_TILE_SIZE);
                v
            } else {
                model_tile_sizes(ctx, body, &band, cache_kib)
            };
            if sizes.contains(&0) {
                continue;
            }
            if tile_perfectly_nested(ctx, body, &band, &sizes) && self.options.bool("separate") {
                // The intra-tile loops are the band's loops.
                separate_full_tiles(ctx, body, &band);
            }
        }
        crate::memref::transforms::commit_all(body);
        Ok(())
    }
}

// ---- full/partial tile separation (`separate`) -------------------------------------------

/// Upstream `getConstantBoundOnDimSize(pos)` reduced to the positions it reports: the
/// inequalities of a lower and an upper bound of var `pos` (over the symbols only) whose
/// difference is the smallest constant. `None` when there is none or var `pos` is fixed
/// by an equality (upstream then reports the equality's position for both).
fn constant_diff_pair(c: &FlatAffineConstraints, pos: usize) -> Option<(usize, usize)> {
    let nd = c.num_dims();
    let n = c.num_cols();
    let eq = c
        .equalities()
        .iter()
        .any(|r| (r[pos] == 1 || r[pos] == -1) && (0..nd).all(|j| j == pos || r[j] == 0));
    if eq {
        return None;
    }
    let ineqs = c.inequalities();
    let indep = |r: &Vec<i64>| (0..nd).all(|j| j == pos || r[j] == 0);
    let lbs: Vec<usize> = (0..ineqs.len())
        .filter(|&i| ineqs[i][pos] >= 1 && indep(&ineqs[i]))
        .collect();
    let ubs: Vec<usize> = (0..ineqs.len())
        .filter(|&i| ineqs[i][pos] <= -1 && indep(&ineqs[i]))
        .collect();
    let mut best: Option<(i64, usize, usize)> = None;
    for &u in &ubs {
        for &l in &lbs {
            if (0..n - 1).any(|j| ineqs[u][j] != -ineqs[l][j]) {
                continue;
            }
            let num = ineqs[u][n - 1]
                .checked_add(ineqs[l][n - 1])?
                .checked_add(1)?;
            let den = ineqs[l][pos];
            let diff = (num.div_euclid(den) + i64::from(num.rem_euclid(den) != 0)).max(0);
            if best.is_none_or(|(b, _, _)| diff < b) {
                best = Some((diff, l, u));
            }
        }
    }
    best.map(|(_, l, u)| (l, u))
}

/// Upstream `getIneqAsAffineValueMap(pos, ineqPos)` on a system whose dims and symbols
/// are all dims: the bound of var `pos` given by inequality `row` (exclusive for an upper
/// bound), over the other dims. `None` when the row uses a local variable.
fn ineq_as_value_map(c: &FlatAffineConstraints, pos: usize, row: usize) -> Option<ValueMapParts> {
    let nds = c.num_dims_and_symbols();
    let n = c.num_cols();
    let ineq = &c.inequalities()[row];
    if ineq[nds..n - 1].iter().any(|v| *v != 0) {
        return None;
    }
    let mut bound: Vec<i64> = ineq[..pos].to_vec();
    bound.extend_from_slice(&ineq[pos + 1..nds]);
    bound.push(ineq[n - 1]);
    if ineq[pos] > 0 {
        for v in bound.iter_mut() {
            *v = v.checked_neg()?;
        }
    } else {
        let last = bound.last_mut()?;
        *last = last.checked_add(1)?;
    }
    let e = expr_from_flat_form(&bound, nds - 1, 0, &[]);
    let values = c.values();
    let operands: Vec<ValueId> = values[..pos]
        .iter()
        .chain(&values[pos + 1..nds])
        .copied()
        .collect::<Option<_>>()?;
    Some((AffineMap::new(nds as u32 - 1, 0, vec![e]), operands))
}

type ValueMapParts = (AffineMap, Vec<ValueId>);

/// Upstream `createCanonicalizedAffineForOp` bound: composed and canonicalized.
fn canonical_bound(ctx: &Context, body: &Body, (mut m, mut ops): ValueMapParts) -> ValueMapParts {
    fully_compose_affine_map_and_operands(ctx, body, &mut m, &mut ops);
    canonicalize_map_and_operands(ctx, body, &mut m, &mut ops);
    (m, ops)
}

/// Upstream `createFullTiles`: the bounds of the full tile loops, one (lb, ub) per loop
/// of `nest`, each a lower and upper bound pair of the loop with a constant difference.
fn full_tile_bounds(
    ctx: &Context,
    body: &Body,
    nest: &[OpId],
) -> Option<Vec<(ValueMapParts, ValueMapParts)>> {
    let mut out = Vec::new();
    for &l in nest {
        if for_parts(ctx, body, l)?.step != 1 {
            return None;
        }
        let mut vc = ValueConstraints::index_set(ctx, body, &[l])?;
        let nds = vc.cst.num_dims_and_symbols();
        vc.cst.set_dim_symbol_separation(nds - 1);
        let (lp, up) = constant_diff_pair(&vc.cst, 0)?;
        vc.cst.set_dim_symbol_separation(0);
        let lb = ineq_as_value_map(&vc.cst, 0, lp)?;
        let ub = ineq_as_value_map(&vc.cst, 0, up)?;
        out.push((
            canonical_bound(ctx, body, lb),
            canonical_bound(ctx, body, ub),
        ));
    }
    Some(out)
}

/// Upstream `createSeparationCondition`: the integer set (and its operands) under which
/// every loop of `nest` runs a full tile.
fn separation_condition(
    ctx: &Context,
    body: &Body,
    nest: &[OpId],
) -> Option<(IntegerSet, Vec<ValueId>)> {
    let vc = ValueConstraints::index_set(ctx, body, nest)?;
    let mut cst = vc.cst;
    let k = nest.len();
    {
        let (eqs, ineqs) = cst.rows_mut();
        eqs.retain(|r| r[..k].iter().any(|v| *v != 0));
        ineqs.retain(|r| r[..k].iter().any(|v| *v != 0));
    }
    for _ in nest {
        let nds = cst.num_dims_and_symbols();
        cst.set_dim_symbol_separation(nds - 1);
        let (lp, up) = constant_diff_pair(&cst, 0)?;
        let lbs: Vec<usize> = (0..cst.inequalities().len())
            .filter(|&i| cst.inequalities()[i][0] >= 1)
            .collect();
        let ubs: Vec<usize> = (0..cst.inequalities().len())
            .filter(|&i| cst.inequalities()[i][0] <= -1)
            .collect();
        let full_lb = cst.inequalities()[lp].clone();
        let full_ub = cst.inequalities()[up].clone();
        let (_, ineqs) = cst.rows_mut();
        for i in lbs {
            for (x, f) in ineqs[i].iter_mut().zip(&full_lb) {
                *x = f.checked_sub(*x)?;
            }
        }
        for i in ubs {
            for (x, f) in ineqs[i].iter_mut().zip(&full_ub) {
                *x = x.checked_sub(*f)?;
            }
        }
        cst.remove_var_at(0);
    }
    cst.simplify_trivially();
    cst.set_dim_symbol_separation(0);
    if cst.overflowed() {
        return None;
    }
    let set = cst.as_integer_set()?;
    let operands: Vec<ValueId> = cst.values()[..cst.num_dims_and_symbols()]
        .iter()
        .copied()
        .collect::<Option<_>>()?;
    // canonicalizeSetAndOperands: as for a map with the constraints as results.
    let mut map = AffineMap::new(
        set.num_dims(),
        set.num_symbols(),
        set.constraints().to_vec(),
    );
    let mut ops = operands;
    canonicalize_map_and_operands(ctx, body, &mut map, &mut ops);
    let flags: Vec<bool> = (0..set.constraints().len()).map(|i| set.is_eq(i)).collect();
    let set = IntegerSet::new(
        map.num_dims(),
        map.num_symbols(),
        map.results().to_vec(),
        flags,
    );
    Some((set, ops))
}

/// Upstream `separateFullTiles`: `if (full tiles) { full tile nest } else { nest }`, the
/// full tile nest running each loop of `nest` (contiguously nested, unit steps) over a
/// constant trip count. False (nothing changed) when that cannot be done.
pub fn separate_full_tiles(ctx: &Context, body: &mut Body, nest: &[OpId]) -> bool {
    let Some(&first) = nest.first() else {
        return true;
    };
    let Some(bounds) = full_tile_bounds(ctx, body, nest) else {
        return false;
    };
    let Some((set, set_ops)) = separation_condition(ctx, body, nest) else {
        return false;
    };
    // The full tile nest, before the nest: fresh loops with the computed bounds.
    let mut at = InsertPoint::Before(first);
    let mut full = Vec::with_capacity(nest.len());
    let mut map = IrMapping::default();
    for (&l, (lb, ub)) in nest.iter().zip(&bounds) {
        let mut shell_map = IrMapping::default();
        let t = body.clone_op_at(l, at, &mut shell_map);
        let Some(b) = body_block(body, t) else {
            return false;
        };
        let ops: Vec<OpId> = body.block_ops(b).collect();
        body.erase_ops(&ops[..ops.len().saturating_sub(1)]);
        let Some(&term) = ops.last() else {
            return false;
        };
        for (n, _) in body.attrs(t).to_vec() {
            body.set_attr(ctx, t, n, None);
        }
        set_bounds(ctx, body, t, (&lb.0, &lb.1), (&ub.0, &ub.1));
        if let (Some(a), Some(b)) = (iv(body, l), iv(body, t)) {
            map.map_value(a, b);
        }
        at = InsertPoint::Before(term);
        full.push(t);
    }
    // The innermost loop's body, cloned into the full tile nest.
    let Some(inner) = body_block(body, *nest.last().expect("non-empty")) else {
        return false;
    };
    let inner_ops: Vec<OpId> = body.block_ops(inner).collect();
    for &o in &inner_ops[..inner_ops.len().saturating_sub(1)] {
        body.clone_op_at(o, at, &mut map);
    }
    // The version select.
    let cond = ctx.ident("condition");
    let mut spec = OpSpec::new(ctx.op_name("affine.if"), body.loc(first));
    spec.operands = &set_ops;
    spec.attrs = vec![(cond, ctx.get_attr(AttrKind::IntegerSet(set)))];
    spec.num_regions = 2;
    let if_op = body.create_op(spec);
    body.insert_op(if_op, InsertPoint::Before(first));
    let yield_name = ctx.op_name("affine.yield");
    let mut yields = Vec::new();
    for r in body.regions(if_op).to_vec() {
        let b = body.create_block(&[]);
        body.append_block(r, b);
        let y = body.create_op(OpSpec::new(yield_name, body.loc(first)));
        body.insert_op(y, InsertPoint::BlockEnd(b));
        yields.push(y);
    }
    body.move_op(full[0], InsertPoint::Before(yields[0]));
    body.move_op(first, InsertPoint::Before(yields[1]));
    true
}
