//! Upstream 19's `GeneralizeOuterUnitDimsPackOpPattern` and
//! `GeneralizeOuterUnitDimsUnPackOpPattern` (`Linalg/Transforms/Transforms.cpp`): a pack
//! whose tiled outer dims are all 1 becomes (`tensor.pad` +) a rank-reducing
//! `tensor.extract_slice` of the tile, a `linalg.transpose` into the inner-tile order and a
//! `tensor.insert_slice` into the destination; an unpack symmetrically. Used by
//! `test-linalg-transform-patterns=test-generalize-tensor-pack` / `...-unpack`.

use super::lower_pack::{
    apply_permutation, create_pad, create_transpose, invert_permutation, mixed_size, pack_view,
};
use super::transform_utils::{self as tu, Ofr};
use crate::affine::utils::{make_composed_folded_affine_apply, OpFoldResult};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, Location, OpId, ValueId};

/// Upstream's `getPackUnpackNormalizedPerm`: a permutation of some of `0..rank`
/// renumbered densely.
fn normalized_perm(rank: usize, perm: &[i64]) -> Vec<i64> {
    let mut vec = vec![-1i64; rank];
    for (i, v) in perm.iter().enumerate() {
        vec[*v as usize] = i as i64;
    }
    let norm: Vec<i64> = vec.into_iter().filter(|v| *v != -1).collect();
    invert_permutation(&norm)
}

/// Upstream's `getPackUnpackRankReducedPerm`.
fn rank_reduced_perm(shape: &[i64], inner: &[i64], outer_perm: &[i64]) -> Vec<i64> {
    let mut reduced_outer = Vec::new();
    let mut outer_dims = Vec::new();
    let mut inner_dims = Vec::new();
    let mut dim = 0i64;
    for (i, s) in shape.iter().enumerate() {
        if inner.contains(&(i as i64)) {
            inner_dims.push(dim);
            dim += 1;
            continue;
        }
        if *s == 1 {
            continue;
        }
        outer_dims.push(dim);
        dim += 1;
        if !outer_perm.is_empty() {
            reduced_outer.push(outer_perm[i]);
        }
    }
    let inner_perm = normalized_perm(shape.len(), inner);
    inner_dims = apply_permutation(&inner_dims, &inner_perm);
    let mut perm = outer_dims;
    let reduced_outer = normalized_perm(shape.len(), &reduced_outer);
    if !reduced_outer.is_empty() {
        perm = apply_permutation(&perm, &reduced_outer);
    }
    perm.extend(inner_dims);
    perm
}

fn create_dim_op(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, i: usize) -> ValueId {
    tu::create_dim(rw, loc, v, i)
}

/// `GeneralizeOuterUnitDimsPackOpPattern`.
fn generalize_outer_unit_dims_pack(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let v = pack_view(ctx, rw.body(), op).ok_or(())?;
    if v.tiles.iter().any(|t| t.is_err()) {
        return Err(());
    }
    let dest_ty = rw.body().value_type(v.dest);
    let dest_shape = tu::shape_of(ctx, dest_ty);
    if v.inner_dims_pos
        .iter()
        .any(|p| dest_shape.get(*p as usize) != Some(&1))
    {
        return Err(());
    }
    let src_ty = rw.body().value_type(v.source);
    let input_shape = tu::shape_of(ctx, src_ty);
    let elem = tu::elem_type(ctx, src_ty).ok_or(())?;
    let tile_of = |i: usize| -> Option<i64> {
        v.inner_dims_pos
            .iter()
            .position(|p| *p == i as i64)
            .map(|k| v.tiles[k].unwrap_or(DYNAMIC))
    };
    // The transposed tile must have a static shape (upstream builds its `tensor.empty`
    // from the static shape alone).
    let read_shape: Vec<i64> = (0..input_shape.len())
        .filter_map(|i| match tile_of(i) {
            Some(t) => Some(t),
            None => (input_shape[i] != 1).then_some(input_shape[i]),
        })
        .collect();
    if read_shape.contains(&DYNAMIC) {
        return Err(());
    }
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    // 0. Pad the source when a padding value is given.
    let input = match v.padding {
        None => v.source,
        Some(pv) => {
            let padded_shape: Vec<i64> = (0..input_shape.len())
                .map(|i| tile_of(i).unwrap_or(input_shape[i]))
                .collect();
            let ty = tu::tensor_type(ctx, &padded_shape, elem);
            let lows: Vec<Ofr> = vec![Ok(0); padded_shape.len()];
            let mut highs: Vec<Ofr> = vec![Ok(0); padded_shape.len()];
            for (i, s) in padded_shape.iter().enumerate() {
                if *s == DYNAMIC {
                    continue;
                }
                let map = AffineMap::new(1, 0, vec![AffineExpr::constant(*s) - AffineExpr::dim(0)]);
                let sz = mixed_size(rw, loc, v.source, i);
                let sz = match sz {
                    Ok(c) => OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), c)),
                    Err(x) => OpFoldResult::Value(x),
                };
                highs[i] = match make_composed_folded_affine_apply(rw, loc, &map, &[sz]) {
                    OpFoldResult::Value(x) => Err(x),
                    OpFoldResult::Attr(a) => {
                        Ok(crate::affine::utils::int_attr_value(ctx, a).unwrap_or(0))
                    }
                };
            }
            let pad = create_pad(rw, loc, ty, v.source, &lows, &highs, pv);
            rw.body().result(pad, 0)
        }
    };
    // 1. The tile, rank-reduced.
    let src_rank = input_shape.len();
    let mut read_sizes: Vec<Ofr> = Vec::new();
    for (i, s) in input_shape.iter().enumerate() {
        if let Some(t) = tile_of(i) {
            read_sizes.push(Ok(t));
            continue;
        }
        if *s == DYNAMIC {
            read_sizes.push(Err(create_dim_op(rw, loc, input, i)));
        } else {
            read_sizes.push(Ok(*s));
        }
    }
    let read_ty = tu::tensor_type(ctx, &read_shape, elem);
    let lists = [vec![Ok(0); src_rank], read_sizes, vec![Ok(1); src_rank]];
    let tile = tu::create_slice(
        rw,
        loc,
        "tensor.extract_slice",
        &[input],
        &lists,
        Some(read_ty),
    );
    let tile = rw.body().result(tile, 0);
    // 2. Transpose into the inner tile order.
    let perm = rank_reduced_perm(&input_shape, &v.inner_dims_pos, &v.outer_dims_perm);
    let transp_shape = apply_permutation(&read_shape, &perm);
    let sizes: Vec<Ofr> = transp_shape.iter().map(|s| Ok(*s)).collect();
    let empty = tu::create_empty(rw, loc, &sizes, elem);
    let tr = create_transpose(rw, loc, tile, empty, &perm);
    let tr = rw.body().result(tr, 0);
    // 3. Insert into the destination.
    let dest_rank = dest_shape.len();
    let sizes = tu::mixed_sizes(rw, loc, v.dest);
    let lists = [vec![Ok(0); dest_rank], sizes, vec![Ok(1); dest_rank]];
    let ins = tu::create_slice(
        rw,
        loc,
        "tensor.insert_slice",
        &[tr, v.dest],
        &lists,
        Some(dest_ty),
    );
    let r = rw.body().result(ins, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `GeneralizeOuterUnitDimsUnPackOpPattern`.
fn generalize_outer_unit_dims_unpack(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let v = pack_view(ctx, rw.body(), op).ok_or(())?;
    let src_ty = rw.body().value_type(v.source);
    let src_shape = tu::shape_of(ctx, src_ty);
    let elem = tu::elem_type(ctx, src_ty).ok_or(())?;
    if v.inner_dims_pos
        .iter()
        .any(|p| src_shape.get(*p as usize) != Some(&1))
    {
        return Err(());
    }
    let dest_ty = rw.body().value_type(v.dest);
    let dest_shape = tu::shape_of(ctx, dest_ty);
    let dest_rank = dest_shape.len();
    let src_rank = src_shape.len();
    let tiled = |i: usize| v.inner_dims_pos.contains(&(i as i64));
    // Check first that the transposed tile's dynamic sizes are the dynamic outer dims.
    let mut read_shape: Vec<i64> = (0..dest_rank)
        .filter(|i| !tiled(*i) && src_shape[*i] != 1)
        .map(|i| src_shape[i])
        .collect();
    read_shape.extend_from_slice(&src_shape[dest_rank..]);
    let n_dyn_outer = (0..dest_rank)
        .filter(|i| !tiled(*i) && src_shape[*i] == DYNAMIC)
        .count();
    if read_shape.iter().filter(|s| **s == DYNAMIC).count() != n_dyn_outer {
        return Err(());
    }
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let mut read_sizes: Vec<Ofr> = Vec::new();
    let mut dynamic_dims = Vec::new();
    for (i, s) in src_shape.iter().enumerate().take(dest_rank) {
        if tiled(i) {
            read_sizes.push(Ok(1));
            continue;
        }
        if *s == DYNAMIC {
            let d = create_dim_op(rw, loc, v.source, i);
            read_sizes.push(Err(d));
            dynamic_dims.push(d);
        } else {
            read_sizes.push(Ok(*s));
        }
    }
    read_sizes.extend(v.tiles.iter().copied());
    let read_ty = tu::tensor_type(ctx, &read_shape, elem);
    let lists = [vec![Ok(0); src_rank], read_sizes, vec![Ok(1); src_rank]];
    let tile = tu::create_slice(
        rw,
        loc,
        "tensor.extract_slice",
        &[v.source],
        &lists,
        Some(read_ty),
    );
    let tile = rw.body().result(tile, 0);
    let perm = invert_permutation(&rank_reduced_perm(
        &src_shape[..dest_rank],
        &v.inner_dims_pos,
        &v.outer_dims_perm,
    ));
    let transp_shape = apply_permutation(&read_shape, &perm);
    let mut dyn_iter = dynamic_dims.into_iter();
    let sizes: Vec<Ofr> = transp_shape
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                dyn_iter.next().map(Err).unwrap_or(Ok(*s))
            } else {
                Ok(*s)
            }
        })
        .collect();
    let empty = tu::create_empty(rw, loc, &sizes, elem);
    let tr = create_transpose(rw, loc, tile, empty, &perm);
    let tr = rw.body().result(tr, 0);
    let mut tile_sizes: Vec<Ofr> = Vec::new();
    for (i, d) in dest_shape.iter().enumerate() {
        if tiled(i) || *d != 1 {
            tile_sizes.push(mixed_size(rw, loc, v.dest, i));
        }
    }
    let n = transp_shape.len();
    if tile_sizes.len() != n {
        return Err(());
    }
    let part_shape: Vec<i64> = tile_sizes.iter().map(|s| s.unwrap_or(DYNAMIC)).collect();
    let part_ty = tu::tensor_type(ctx, &part_shape, elem);
    let lists = [vec![Ok(0); n], tile_sizes.clone(), vec![Ok(1); n]];
    let part = tu::create_slice(
        rw,
        loc,
        "tensor.extract_slice",
        &[tr],
        &lists,
        Some(part_ty),
    );
    let part = rw.body().result(part, 0);
    let mut write_sizes: Vec<Ofr> = Vec::new();
    let mut k = 0;
    for (i, d) in dest_shape.iter().enumerate() {
        if tiled(i) || *d != 1 {
            write_sizes.push(tile_sizes[k]);
            k += 1;
        } else {
            write_sizes.push(Ok(1));
        }
    }
    let lists = [vec![Ok(0); dest_rank], write_sizes, vec![Ok(1); dest_rank]];
    let ins = tu::create_slice(
        rw,
        loc,
        "tensor.insert_slice",
        &[part, v.dest],
        &lists,
        Some(dest_ty),
    );
    let r = rw.body().result(ins, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}

pub fn populate_generalize_pack(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.pack",
        1,
        "GeneralizeOuterUnitDimsPackOpPattern",
        generalize_outer_unit_dims_pack,
    );
}

pub fn populate_generalize_unpack(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.unpack",
        1,
        "GeneralizeOuterUnitDimsUnPackOpPattern",
        generalize_outer_unit_dims_unpack,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduced_perms() {
        assert_eq!(rank_reduced_perm(&[1, 1, 32, 8], &[3, 2], &[]), vec![1, 0]);
        assert_eq!(
            rank_reduced_perm(&[3, 5, 7], &[1, 2, 0], &[]),
            vec![1, 2, 0]
        );
        assert_eq!(
            rank_reduced_perm(&[3, 1, 32, 8], &[3, 2], &[0, 2, 3, 1]),
            vec![0, 2, 1]
        );
    }
}
