//! Upstream's `populateVectorUnrollPatterns` (`VectorUnroll.cpp`), for the transfer ops and
//! `vector.gather`: an op whose vector shape is a multiple of its native shape is rewritten
//! as one op per tile (visited in the unroll order), the tiles extracted with
//! `extract_strided_slice` and put together with `insert_strided_slice` into a zero
//! constant; transfer indices move by the tile offsets through `affine.apply`.

use crate::vector::lowering::{
    build, build1, i64_array_attr, vector_parts, vector_type, zero_attr,
};
use crate::vector::transfer::Transfer;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Body, Context, Location, OpId, Type, ValueId};
use std::sync::Arc;

/// A per-op shape or order callback.
pub type ShapeFn = Arc<dyn Fn(&Context, &Body, OpId) -> Option<Vec<i64>> + Send + Sync>;
/// A per-op filter.
pub type FilterFn = Arc<dyn Fn(&Context, &Body, OpId) -> bool + Send + Sync>;

/// Upstream's `UnrollVectorOptions`.
#[derive(Clone)]
pub struct UnrollVectorOptions {
    pub native_shape: ShapeFn,
    pub filter: Option<FilterFn>,
    pub traversal_order: Option<ShapeFn>,
}

/// Upstream's `computeShapeRatio`: the per-dim ratio of `shape` to `sub` (aligned on the
/// trailing dims) when every dim divides.
pub fn shape_ratio(shape: &[i64], sub: &[i64]) -> Option<Vec<i64>> {
    if sub.len() > shape.len() {
        return None;
    }
    let lead = shape.len() - sub.len();
    let mut r = shape[..lead].to_vec();
    for (s, t) in shape[lead..].iter().zip(sub) {
        if *t <= 0 || s % t != 0 {
            return None;
        }
        r.push(s / t);
    }
    Some(r)
}

/// Upstream's `StaticTileOffsetRange`: the element offsets of each tile, the dims of
/// `order` from outermost to innermost.
pub fn tile_offsets(shape: &[i64], tile: &[i64], order: &[i64]) -> Option<Vec<Vec<i64>>> {
    let ratio = shape_ratio(shape, tile)?;
    if ratio.len() != tile.len() || order.len() != ratio.len() {
        return None;
    }
    let permuted: Vec<i64> = order.iter().map(|o| ratio[*o as usize]).collect();
    let total: i64 = ratio.iter().product();
    let mut out = Vec::new();
    for lin in 0..total {
        let mut rem = lin;
        let mut coords = vec![0i64; ratio.len()];
        for i in (0..permuted.len()).rev() {
            coords[order[i] as usize] = rem % permuted[i];
            rem /= permuted[i];
        }
        out.push(coords.iter().zip(tile).map(|(c, t)| c * t).collect());
    }
    Some(out)
}

/// Upstream's `getTargetShape`: the native shape of `op` when it is unrollable and not
/// already at it.
fn target_shape(
    o: &UnrollVectorOptions,
    rw: &PatternRewriter<'_>,
    op: OpId,
    shape: &[i64],
) -> Option<Vec<i64>> {
    if let Some(f) = &o.filter {
        if !f(rw.ctx, rw.body(), op) {
            return None;
        }
    }
    let t = (o.native_shape)(rw.ctx, rw.body(), op)?;
    let ratio = shape_ratio(shape, &t)?;
    if ratio.iter().all(|r| *r == 1) {
        return None;
    }
    Some(t)
}

fn unroll_order(o: &UnrollVectorOptions, rw: &PatternRewriter<'_>, op: OpId, n: usize) -> Vec<i64> {
    o.traversal_order
        .as_ref()
        .and_then(|f| f(rw.ctx, rw.body(), op))
        .unwrap_or_else(|| (0..n as i64).collect())
}

/// Upstream's `sliceTransferIndices`: each non-broadcast result's index moved by the tile
/// offset with an `affine.apply`.
fn slice_indices(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    offsets: &[i64],
    indices: &[ValueId],
    map: &AffineMap,
) -> Option<Vec<ValueId>> {
    let mut out = indices.to_vec();
    for (i, e) in map.results().iter().enumerate() {
        if e.is_constant_value(0) {
            continue;
        }
        let pos = e.as_dim()? as usize;
        let m = AffineMap::new(1, 0, vec![AffineExpr::dim(0).add_const(offsets[i])]);
        out[pos] = crate::affine::utils::create_apply(rw, loc, m, &[indices[pos]]);
    }
    Some(out)
}

fn zero(rw: &mut PatternRewriter<'_>, loc: Location, t: Type) -> Option<ValueId> {
    let a = zero_attr(rw.ctx, t)?;
    Some(build1(rw, loc, "arith.constant", &[], t, &[("value", a)]))
}

/// `vector.extract_strided_slice` of `v` at `offsets` with sizes `tile`.
fn slice(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    offsets: &[i64],
    tile: &[i64],
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let (shape, sc, elem) = vector_parts(ctx, rw.body().value_type(v))?;
    let mut rs = tile.to_vec();
    rs.extend_from_slice(&shape[tile.len()..]);
    let rt = vector_type(ctx, &rs, &sc, elem);
    Some(build1(
        rw,
        loc,
        "vector.extract_strided_slice",
        &[v],
        rt,
        &[
            ("offsets", i64_array_attr(ctx, offsets)),
            ("sizes", i64_array_attr(ctx, tile)),
            ("strides", i64_array_attr(ctx, &vec![1; tile.len()])),
        ],
    ))
}

fn insert_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    dest: ValueId,
    offsets: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let t = rw.body().value_type(dest);
    let n = vector_parts(ctx, rw.body().value_type(v)).map_or(0, |p| p.0.len());
    build1(
        rw,
        loc,
        "vector.insert_strided_slice",
        &[v, dest],
        t,
        &[
            ("offsets", i64_array_attr(ctx, offsets)),
            ("strides", i64_array_attr(ctx, &vec![1; n])),
        ],
    )
}

fn transfer_props(
    rw: &PatternRewriter<'_>,
    op: OpId,
    segments: &[i32],
) -> Vec<(&'static str, rmlir_ir::Attribute)> {
    let ctx = rw.ctx;
    let mut props = vec![("operandSegmentSizes", c::dense_i32_array(ctx, segments))];
    for n in ["permutation_map", "in_bounds"] {
        if let Some(a) = rmlir_ir::ods::prop(ctx, rw.body(), op, n) {
            props.push((n, a));
        }
    }
    props
}

/// Upstream's `UnrollTransferReadPattern`.
fn transfer_read(o: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 || x.mask.is_some() {
        return Err(());
    }
    let (shape, _, elem) = vector_parts(ctx, x.vector_type).ok_or(())?;
    let tile = target_shape(o, rw, op, &shape).ok_or(())?;
    let order = unroll_order(o, rw, op, shape.len());
    let offsets_list = tile_offsets(&shape, &tile, &order).ok_or(())?;
    let loc = rw.body().loc(op);
    let mut result = zero(rw, loc, x.vector_type).ok_or(())?;
    let tt = vector_type(ctx, &tile, &[], elem);
    let props = transfer_props(rw, op, &[1, x.indices.len() as i32, 1, 0]);
    for offsets in offsets_list {
        let idx = slice_indices(rw, loc, &offsets, &x.indices, &map).ok_or(())?;
        let mut operands = vec![x.source];
        operands.extend(idx);
        operands.push(x.padding.ok_or(())?);
        let r = build1(rw, loc, "vector.transfer_read", &operands, tt, &props);
        result = insert_slice(rw, loc, r, result, &offsets);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

/// Upstream's `UnrollTransferWritePattern`.
fn transfer_write(
    o: &UnrollVectorOptions,
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 || x.mask.is_some() {
        return Err(());
    }
    let (shape, _, _) = vector_parts(ctx, x.vector_type).ok_or(())?;
    let tile = target_shape(o, rw, op, &shape).ok_or(())?;
    let order = unroll_order(o, rw, op, shape.len());
    let offsets_list = tile_offsets(&shape, &tile, &order).ok_or(())?;
    let loc = rw.body().loc(op);
    let results: Vec<Type> = rw
        .body()
        .results(op)
        .iter()
        .map(|r| rw.body().value_type(*r))
        .collect();
    let props = transfer_props(rw, op, &[1, 1, x.indices.len() as i32, 0]);
    let vector = x.vector.ok_or(())?;
    let mut tensor: Option<ValueId> = None;
    for offsets in offsets_list {
        let v = slice(rw, loc, vector, &offsets, &tile).ok_or(())?;
        let idx = slice_indices(rw, loc, &offsets, &x.indices, &map).ok_or(())?;
        let mut operands = vec![v, tensor.unwrap_or(x.source)];
        operands.extend(idx);
        let w = build(
            rw,
            loc,
            "vector.transfer_write",
            &operands,
            &results,
            &props,
            0,
        );
        if let Some(r) = rw.body().results(w).first() {
            tensor = Some(*r);
        }
    }
    match tensor {
        Some(t) => rw.replace_op(op, &[t]),
        None => rw.erase_op(op),
    }
    Ok(())
}

/// Upstream's `UnrollGatherPattern`.
fn gather(o: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let res_ty = rw.body().value_type(rw.body().result(op, 0));
    let (shape, _, elem) = vector_parts(ctx, res_ty).ok_or(())?;
    if shape.is_empty() {
        return Err(());
    }
    let tile = target_shape(o, rw, op, &shape).ok_or(())?;
    let order = unroll_order(o, rw, op, shape.len());
    let offsets_list = tile_offsets(&shape, &tile, &order).ok_or(())?;
    let loc = rw.body().loc(op);
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let n = operands.len();
    if n < 4 {
        return Err(());
    }
    let (base_and_indices, index_vec, mask, pass) = (
        &operands[..n - 3],
        operands[n - 3],
        operands[n - 2],
        operands[n - 1],
    );
    let mut result = zero(rw, loc, res_ty).ok_or(())?;
    let tt = vector_type(ctx, &tile, &[], elem);
    for offsets in offsets_list {
        let iv = slice(rw, loc, index_vec, &offsets, &tile).ok_or(())?;
        let mv = slice(rw, loc, mask, &offsets, &tile).ok_or(())?;
        let pv = slice(rw, loc, pass, &offsets, &tile).ok_or(())?;
        let mut ops = base_and_indices.to_vec();
        ops.extend([iv, mv, pv]);
        let g = build1(rw, loc, "vector.gather", &ops, tt, &[]);
        result = insert_slice(rw, loc, g, result, &offsets);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

/// Upstream's `populateVectorUnrollPatterns` (transfer ops and gathers).
pub fn populate_vector_unroll_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
    options: UnrollVectorOptions,
) {
    let o = options.clone();
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "UnrollTransferReadPattern",
        move |op, rw| transfer_read(&o, op, rw),
    );
    let o = options.clone();
    set.add_fn(
        ctx,
        "vector.transfer_write",
        1,
        "UnrollTransferWritePattern",
        move |op, rw| transfer_write(&o, op, rw),
    );
    let o = options;
    set.add_fn(
        ctx,
        "vector.gather",
        1,
        "UnrollGatherPattern",
        move |op, rw| gather(&o, op, rw),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_follow_the_loop_order() {
        let ident = tile_offsets(&[4, 4], &[2, 2], &[0, 1]).unwrap();
        assert_eq!(ident, vec![vec![0, 0], vec![0, 2], vec![2, 0], vec![2, 2]]);
        let rev = tile_offsets(&[4, 4], &[2, 2], &[1, 0]).unwrap();
        assert_eq!(rev, vec![vec![0, 0], vec![2, 0], vec![0, 2], vec![2, 2]]);
        assert_eq!(shape_ratio(&[6, 4], &[3]), None);
        assert_eq!(shape_ratio(&[6, 4], &[2]), Some(vec![6, 2]));
    }
}
