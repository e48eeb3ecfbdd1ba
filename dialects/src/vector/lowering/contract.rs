//! `vector.contract` lowering as upstream's `ContractionOpLowering` runs it with the default
//! strategy (`VectorContractLowering::Dot`, `LowerVectorContract.cpp`): matmat/matvec
//! contractions become row-by-column `vector.reduction`s of products; any other `add`
//! contraction is unrolled one batch/free dimension at a time into smaller contractions
//! (`lowerParallel`), then one reduction dimension at a time (`lowerReduction`), down to a
//! 1-D dot product. Masked contractions (inside `vector.mask`) are left alone.

use super::patterns::{extract, insert};
use super::{build1, constant, vector_parts, vector_type, zero_attr};
use crate::vector::attrs::{CombiningKind, IteratorType};
use crate::vector::contract::{
    batch_dim_map, combining_kind, contracting_dim_map, indexing_maps, iterator_types,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter};
use rmlir_ir::{Location, OpId, Type, ValueId};

fn ty(rw: &PatternRewriter<'_>, v: ValueId) -> Type {
    rw.body.value_type(v)
}

fn zero(rw: &mut PatternRewriter<'_>, loc: Location, t: Type) -> Option<ValueId> {
    let a = zero_attr(rw.ctx, t)?;
    Some(constant(rw, loc, t, a))
}

/// `t` with dimension `i` dropped (upstream `VectorType::Builder::dropDim`); the element
/// type when no dimension is left.
fn drop_dim(rw: &PatternRewriter<'_>, t: Type, i: usize) -> Option<Type> {
    let (mut shape, mut scal, elem) = vector_parts(rw.ctx, t)?;
    if i >= shape.len() {
        return None;
    }
    shape.remove(i);
    if !scal.is_empty() {
        scal.remove(i);
    }
    if shape.is_empty() {
        return Some(elem);
    }
    Some(vector_type(rw.ctx, &shape, &scal, elem))
}

fn transpose(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId) -> Option<ValueId> {
    let ctx = rw.ctx;
    let (shape, scal, elem) = vector_parts(ctx, ty(rw, v))?;
    if shape.len() != 2 {
        return None;
    }
    let scal: Vec<bool> = if scal.is_empty() {
        Vec::new()
    } else {
        vec![scal[1], scal[0]]
    };
    let rt = vector_type(ctx, &[shape[1], shape[0]], &scal, elem);
    Some(build1(
        rw,
        loc,
        "vector.transpose",
        &[v],
        rt,
        &[("permutation", c::dense_i64_array(ctx, &[1, 0]))],
    ))
}

fn is_int(rw: &PatternRewriter<'_>, t: Type) -> bool {
    let ctx = rw.ctx;
    ctx.is_int_or_index(ctx.element_type(t).unwrap_or(t))
}

fn mul(rw: &mut PatternRewriter<'_>, loc: Location, x: ValueId, y: ValueId, int: bool) -> ValueId {
    let t = ty(rw, x);
    let name = if int { "arith.muli" } else { "arith.mulf" };
    build1(rw, loc, name, &[x, y], t, &[])
}

fn add(rw: &mut PatternRewriter<'_>, loc: Location, x: ValueId, y: ValueId, int: bool) -> ValueId {
    let t = ty(rw, x);
    let name = if int { "arith.addi" } else { "arith.addf" };
    build1(rw, loc, name, &[x, y], t, &[])
}

/// `vector.reduction <add>, %v [, %acc]`.
fn reduction(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    acc: Option<ValueId>,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let elem = ctx.element_type(ty(rw, v))?;
    let mut operands = vec![v];
    operands.extend(acc);
    Some(build1(
        rw,
        loc,
        "vector.reduction",
        &operands,
        elem,
        &[("kind", CombiningKind::Add.attr(ctx))],
    ))
}

/// `(m, n, k)`-style map from lists of dim positions (upstream `inferFromExprList`).
fn infer(lists: &[&[u32]]) -> Vec<AffineMap> {
    let n = lists
        .iter()
        .flat_map(|l| l.iter())
        .max()
        .map_or(0, |m| m + 1);
    lists
        .iter()
        .map(|l| AffineMap::new(n, 0, l.iter().map(|d| AffineExpr::dim(*d)).collect()))
        .collect()
}

/// Upstream's `ContractionOpToDotLowering`.
fn dot_lowering(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    maps: &[AffineMap],
    iters: &[IteratorType],
) -> Option<ValueId> {
    use IteratorType::{Parallel as P, Reduction as R};
    let loc = rw.body.loc(op);
    let (mut lhs, mut rhs) = (rw.body.operand(op, 0), rw.body.operand(op, 1));
    let (m, n, k) = (0u32, 1u32, 2u32);
    let is = |l: &[&[u32]]| maps == infer(l).as_slice();
    // Decide first, then build the transposes (no IR is created on failure).
    // (swap, transpose lhs, transpose rhs) applied as upstream does for each layout.
    enum Step {
        TRhs,
        None,
        TBoth,
        TLhs,
        /// lhs = t(rhs), rhs = lhs.
        SwapTNewLhs,
        Swap,
        /// lhs = t(rhs), rhs = t(lhs).
        SwapTBoth,
        /// rhs = t(lhs), lhs = rhs.
        SwapTNewRhs,
    }
    let step = if iters.len() == 3 && iters[0] == P && iters[1] == P && iters[2] == R {
        if is(&[&[m, k], &[k, n], &[m, n]]) {
            Step::TRhs
        } else if is(&[&[m, k], &[n, k], &[m, n]]) {
            Step::None
        } else if is(&[&[k, m], &[k, n], &[m, n]]) {
            Step::TBoth
        } else if is(&[&[k, m], &[n, k], &[m, n]]) {
            Step::TLhs
        } else if is(&[&[m, k], &[k, n], &[n, m]]) {
            Step::SwapTNewLhs
        } else if is(&[&[m, k], &[n, k], &[n, m]]) {
            Step::Swap
        } else if is(&[&[k, m], &[k, n], &[n, m]]) {
            Step::SwapTBoth
        } else if is(&[&[k, m], &[n, k], &[n, m]]) {
            Step::SwapTNewRhs
        } else {
            return None;
        }
    } else if iters.len() == 2 && iters[0] == P && iters[1] == R {
        let (m, n) = (0u32, 1u32);
        if is(&[&[m, n], &[n], &[m]]) {
            Step::None
        } else if is(&[&[n, m], &[n], &[m]]) {
            Step::TLhs
        } else if is(&[&[n], &[m, n], &[m]]) {
            Step::Swap
        } else if is(&[&[n], &[n, m], &[m]]) {
            // swap, then transpose the new lhs.
            Step::SwapTNewLhs
        } else {
            return None;
        }
    } else {
        return None;
    };
    let dst = ty(rw, rw.body.result(op, 0));
    let (dshape, _, elem) = vector_parts(rw.ctx, dst)?;
    if dshape.is_empty() || dshape.len() > 2 {
        return None;
    }
    match step {
        Step::TRhs => rhs = transpose(rw, loc, rhs)?,
        Step::None => {}
        Step::TBoth => {
            lhs = transpose(rw, loc, lhs)?;
            rhs = transpose(rw, loc, rhs)?;
        }
        Step::TLhs => lhs = transpose(rw, loc, lhs)?,
        Step::SwapTNewLhs => {
            let tmp = lhs;
            lhs = transpose(rw, loc, rhs)?;
            rhs = tmp;
        }
        Step::Swap => std::mem::swap(&mut lhs, &mut rhs),
        Step::SwapTBoth => {
            let tmp = lhs;
            lhs = transpose(rw, loc, rhs)?;
            rhs = transpose(rw, loc, tmp)?;
        }
        Step::SwapTNewRhs => {
            let tmp = rhs;
            rhs = transpose(rw, loc, lhs)?;
            lhs = tmp;
        }
    }
    let rank = dshape.len();
    let rows = dshape[0];
    let cols = if rank == 1 { 1 } else { dshape[1] };
    let mut res = zero(rw, loc, dst)?;
    let int = rw.ctx.is_int_or_index(elem);
    for r in 0..rows {
        let row = extract(rw, loc, lhs, &[r]);
        for cix in 0..cols {
            // Release 19 extracts the column again for every row.
            let col = if rank == 1 {
                rhs
            } else {
                extract(rw, loc, rhs, &[cix])
            };
            let p = mul(rw, loc, row, col, int);
            let sum = reduction(rw, loc, p, None)?;
            let pos: Vec<i64> = if rank == 1 { vec![r] } else { vec![r, cix] };
            res = insert(rw, loc, sum, res, &pos);
        }
    }
    let acc = rw.body.operand(op, 2);
    Some(add(rw, loc, res, acc, int))
}

/// Upstream's `adjustMap`: `map` without iterator `index`, later dims renumbered.
fn adjust_map(map: &AffineMap, index: u32) -> AffineMap {
    let results = map
        .results()
        .iter()
        .filter_map(|r| {
            let d = r.as_dim()?;
            (d != index).then(|| AffineExpr::dim(if d < index { d } else { d - 1 }))
        })
        .collect();
    AffineMap::new(map.num_dims() - 1, 0, results)
}

fn result_index(map: &AffineMap, iter: u32) -> Option<usize> {
    map.results().iter().position(|r| r.as_dim() == Some(iter))
}

/// Upstream's `reshapeLoad`.
fn reshape_load(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    val: ValueId,
    t: Type,
    index: i64,
    pos: i64,
) -> Option<ValueId> {
    if index == -1 {
        return Some(val);
    }
    if index == 0 {
        return Some(extract(rw, loc, val, &[pos]));
    }
    let vt = drop_dim(rw, t, 0)?;
    let rt = drop_dim(rw, t, index as usize)?;
    let mut result = zero(rw, loc, rt)?;
    let (rshape, _, _) = vector_parts(rw.ctx, rt)?;
    for d in 0..rshape[0] {
        let ext = extract(rw, loc, val, &[d]);
        let load = reshape_load(rw, loc, ext, vt, index - 1, pos)?;
        result = insert(rw, loc, load, result, &[d]);
    }
    Some(result)
}

/// Upstream's `reshapeStore`.
fn reshape_store(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    val: ValueId,
    mut result: ValueId,
    t: Type,
    index: i64,
    pos: i64,
) -> Option<ValueId> {
    if index == -1 {
        return Some(val);
    }
    if index == 0 {
        return Some(insert(rw, loc, val, result, &[pos]));
    }
    let vt = drop_dim(rw, t, 0)?;
    let (shape, _, _) = vector_parts(rw.ctx, t)?;
    for d in 0..shape[0] {
        let ext = extract(rw, loc, result, &[d]);
        let ins = extract(rw, loc, val, &[d]);
        let sto = reshape_store(rw, loc, ins, ext, vt, index - 1, pos)?;
        result = insert(rw, loc, sto, result, &[d]);
    }
    Some(result)
}

/// A `vector.contract` like `op` with the given operands and maps/iterators.
fn new_contract(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    op: OpId,
    operands: [ValueId; 3],
    maps: &[AffineMap],
    iters: &[IteratorType],
) -> ValueId {
    let ctx = rw.ctx;
    let map_attrs: Vec<_> = maps
        .iter()
        .map(|m| crate::affine::utils::map_attr(ctx, m.clone()))
        .collect();
    let iter_attrs: Vec<_> = iters.iter().map(|i| i.attr(ctx)).collect();
    let kind = combining_kind(ctx, rw.body, op).attr(ctx);
    let rt = ty(rw, operands[2]);
    build1(
        rw,
        loc,
        "vector.contract",
        &operands,
        rt,
        &[
            ("indexing_maps", ctx.array_attr(&map_attrs)),
            ("iterator_types", ctx.array_attr(&iter_attrs)),
            ("kind", kind),
        ],
    )
}

fn without<T: Clone>(v: &[T], i: usize) -> Vec<T> {
    v.iter()
        .enumerate()
        .filter(|(j, _)| *j != i)
        .map(|(_, x)| x.clone())
        .collect()
}

/// Upstream's `lowerParallel`.
fn lower_parallel(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    maps: &[AffineMap],
    iters: &[IteratorType],
    lhs_index: i64,
    rhs_index: i64,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let (lhs, rhs, acc) = (
        rw.body.operand(op, 0),
        rw.body.operand(op, 1),
        rw.body.operand(op, 2),
    );
    let (lt, rt) = (ty(rw, lhs), ty(rw, rhs));
    let res_t = ty(rw, rw.body.result(op, 0));
    let (lshape, lscal, _) = vector_parts(ctx, lt)?;
    let (rshape, rscal, _) = vector_parts(ctx, rt)?;
    vector_parts(ctx, res_t)?;
    let (iter, dim_size) = if lhs_index >= 0 {
        let it = maps[0].results().get(lhs_index as usize)?.as_dim()?;
        if rhs_index >= 0 && Some(it) != maps[1].results().get(rhs_index as usize)?.as_dim() {
            return None;
        }
        if lscal.get(lhs_index as usize).copied().unwrap_or(false) {
            return None;
        }
        (it, lshape[lhs_index as usize])
    } else if rhs_index >= 0 {
        let it = maps[1].results().get(rhs_index as usize)?.as_dim()?;
        if rscal.get(rhs_index as usize).copied().unwrap_or(false) {
            return None;
        }
        (it, rshape[rhs_index as usize])
    } else {
        return None;
    };
    let res_index = result_index(&maps[2], iter).map_or(-1, |i| i as i64);
    if res_index == -1 && dim_size != 1 {
        return None;
    }
    let low_maps: Vec<AffineMap> = maps.iter().map(|m| adjust_map(m, iter)).collect();
    let low_iters = without(iters, iter as usize);
    let mut result = zero(rw, loc, res_t)?;
    for d in 0..dim_size {
        let l = reshape_load(rw, loc, lhs, lt, lhs_index, d)?;
        let r = reshape_load(rw, loc, rhs, rt, rhs_index, d)?;
        let a = reshape_load(rw, loc, acc, res_t, res_index, d)?;
        let low = new_contract(rw, loc, op, [l, r, a], &low_maps, &low_iters);
        result = reshape_store(rw, loc, low, result, res_t, res_index, d)?;
    }
    Some(result)
}

/// Upstream's `lowerReduction`.
fn lower_reduction(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    maps: &[AffineMap],
    iters: &[IteratorType],
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let (lhs, rhs, acc) = (
        rw.body.operand(op, 0),
        rw.body.operand(op, 1),
        rw.body.operand(op, 2),
    );
    let (lt, rt) = (ty(rw, lhs), ty(rw, rhs));
    let res_t = ty(rw, rw.body.result(op, 0));
    if vector_parts(ctx, res_t).is_some() {
        return None;
    }
    let int = is_int(rw, res_t);
    let li = result_index(&maps[0], 0)?;
    let ri = result_index(&maps[1], 0)?;
    let (lshape, _, _) = vector_parts(ctx, lt)?;
    let (rshape, _, _) = vector_parts(ctx, rt)?;
    let dim = lshape[li];
    if dim != rshape[ri] {
        return None;
    }
    if lshape.len() == 1 {
        if rshape.len() != 1 {
            return None;
        }
        let m = mul(rw, loc, lhs, rhs, int);
        return reduction(rw, loc, m, Some(acc));
    }
    let low_maps: Vec<AffineMap> = maps.iter().map(|m| adjust_map(m, 0)).collect();
    let low_iters = without(iters, 0);
    let mut result = acc;
    for d in 0..dim {
        let l = reshape_load(rw, loc, lhs, lt, li as i64, d)?;
        let r = reshape_load(rw, loc, rhs, rt, ri as i64, d)?;
        result = new_contract(rw, loc, op, [l, r, result], &low_maps, &low_iters);
    }
    Some(result)
}

/// Upstream's `lowerGenericContraction`.
fn lower_generic(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    maps: &[AffineMap],
    iters: &[IteratorType],
) -> Option<ValueId> {
    let ctx = rw.ctx;
    if let Some((l, r)) = batch_dim_map(ctx, rw.body, op).first() {
        return lower_parallel(op, rw, maps, iters, *l, *r);
    }
    let contracting = contracting_dim_map(ctx, rw.body, op);
    let lrank = vector_parts(ctx, ty(rw, rw.body.operand(op, 0)))?.0.len() as i64;
    let rrank = vector_parts(ctx, ty(rw, rw.body.operand(op, 1)))?.0.len() as i64;
    if let Some(i) = (0..lrank).find(|i| !contracting.iter().any(|(l, _)| l == i)) {
        return lower_parallel(op, rw, maps, iters, i, -1);
    }
    if let Some(i) = (0..rrank).find(|i| !contracting.iter().any(|(_, r)| r == i)) {
        return lower_parallel(op, rw, maps, iters, -1, i);
    }
    if !contracting.is_empty() {
        return lower_reduction(op, rw, maps, iters);
    }
    None
}

/// Upstream's `ContractionOpLowering` with the `Dot` strategy.
pub fn contraction(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if rw
        .body
        .parent_op(op)
        .is_some_and(|p| ctx.op_name_str(rw.body.op_name(p)) == "vector.mask")
    {
        return Err(());
    }
    let acc_t = ty(rw, rw.body.operand(op, 2));
    let acc_elem = ctx.element_type(acc_t).unwrap_or(acc_t);
    let lhs_elem = ctx.element_type(ty(rw, rw.body.operand(op, 0)));
    let rhs_elem = ctx.element_type(ty(rw, rw.body.operand(op, 1)));
    if lhs_elem != Some(acc_elem) || rhs_elem != Some(acc_elem) {
        return Err(());
    }
    if combining_kind(ctx, rw.body, op) != CombiningKind::Add {
        return Err(());
    }
    let maps = indexing_maps(ctx, rw.body, op);
    let iters = iterator_types(ctx, rw.body, op);
    if maps.len() != 3
        || maps
            .iter()
            .any(|m| m.results().iter().any(|r| r.as_dim().is_none()))
    {
        return Err(());
    }
    let v = match dot_lowering(op, rw, &maps, &iters) {
        Some(v) => v,
        None => lower_generic(op, rw, &maps, &iters).ok_or(())?,
    };
    rw.replace_op(op, &[v]);
    Ok(())
}
