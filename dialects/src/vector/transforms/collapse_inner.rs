//! Upstream's `populateVectorTransferCollapseInnerMostContiguousDimsPatterns`
//! (`VectorTransforms.cpp`, `DropInnerMostUnitDimsTransferRead/Write`): a minor-identity,
//! unmasked transfer on a memref whose innermost dims are unit with unit stride (and unit,
//! non-scalable, in-bounds in the vector) goes through a rank-reducing `memref.subview`
//! dropping them; the vector is `vector.shape_cast` between the two shapes.

use crate::linalg::transform_utils as tu;
use crate::memref::layout::{memref_parts, strided_memref_type, strides_and_offset};
use crate::vector::lowering::{build, build1, vector_parts, vector_type};
use crate::vector::transfer::{bool_array, Transfer};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Context, OpId, Type, ValueId};

/// Upstream's `getTransferFoldableInnerUnitDims`: how many innermost dims can be dropped
/// (unit size and unit stride in the memref, non-scalable unit in the vector).
pub fn foldable_inner_unit_dims(ctx: &Context, src: Type, vec: Type) -> Option<usize> {
    let (strides, _) = strides_and_offset(ctx, src)?;
    let shape = memref_parts(ctx, src)?.shape.to_vec();
    let (vshape, scalable, _) = vector_parts(ctx, vec)?;
    let vrank = vshape.len();
    let diff = shape.len().checked_sub(vrank)?;
    let mut n = 0;
    for i in 0..vrank {
        let d = vrank - i - 1;
        let unit = vshape[d] == 1 && !scalable.get(d).copied().unwrap_or(false);
        if strides[d + diff] != 1 || shape[d + diff] != 1 || !unit {
            break;
        }
        n += 1;
    }
    Some(n)
}

/// The shared rewrite of both patterns: the rank-reduced subview and the new vector type
/// and transfer attributes, or `None` when the pattern does not apply.
struct Collapsed {
    view: ValueId,
    vec: Type,
    indices: Vec<ValueId>,
    map: AffineMap,
    in_bounds: rmlir_ir::Attribute,
}

fn collapse(rw: &mut PatternRewriter<'_>, op: OpId, x: &Transfer) -> Option<Collapsed> {
    let ctx = rw.ctx;
    let map = x.map.as_ref()?;
    if map.num_results() == 0 || x.mask.is_some() || !map.is_minor_identity() {
        return None;
    }
    let src = rw.body().value_type(x.source);
    let parts = memref_parts(ctx, src)?;
    let (shape, elem_m, space) = (parts.shape.to_vec(), parts.elem, parts.memory_space);
    let (vshape, scalable, elem) = vector_parts(ctx, x.vector_type)?;
    if vshape.len() <= 1 {
        return None;
    }
    let drop = foldable_inner_unit_dims(ctx, src, x.vector_type)?;
    if drop == 0 {
        return None;
    }
    let in_bounds = x
        .in_bounds
        .clone()
        .unwrap_or_else(|| vec![false; vshape.len()]);
    if in_bounds[in_bounds.len() - drop..].contains(&false) {
        return None;
    }
    let keep = vshape.len() - drop;
    let sc: Vec<bool> = (0..keep)
        .map(|i| scalable.get(i).copied().unwrap_or(false))
        .collect();
    let new_vec = vector_type(ctx, &vshape[..keep], &sc, elem);
    let loc = rw.body().loc(op);
    let sizes = tu::mixed_sizes(rw, loc, x.source);
    let rank = shape.len();
    // Offsets 0 and strides 1: the inferred type keeps the source's strides and offset.
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let mkeep = rank - drop;
    let view_ty = strided_memref_type(
        ctx,
        &shape[..mkeep],
        elem_m,
        &strides[..mkeep],
        offset,
        space,
    );
    let lists = [vec![Ok(0); rank], sizes, vec![Ok(1); rank]];
    let sv = tu::create_slice(
        rw,
        loc,
        "memref.subview",
        &[x.source],
        &lists,
        Some(view_ty),
    );
    let view = rw.body().result(sv, 0);
    Some(Collapsed {
        view,
        vec: new_vec,
        indices: x.indices[..x.indices.len() - drop].to_vec(),
        map: AffineMap::minor_identity(mkeep as u32, keep as u32),
        in_bounds: bool_array(ctx, &in_bounds[..keep]),
    })
}

/// Upstream's `DropInnerMostUnitDimsTransferRead`.
fn transfer_read(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let k = collapse(rw, op, &x).ok_or(())?;
    let loc = rw.body().loc(op);
    let mut operands = vec![k.view];
    operands.extend(&k.indices);
    operands.push(x.padding.ok_or(())?);
    let props = [
        (
            "permutation_map",
            crate::affine::utils::map_attr(ctx, k.map),
        ),
        (
            "operandSegmentSizes",
            c::dense_i32_array(ctx, &[1, k.indices.len() as i32, 1, 0]),
        ),
        ("in_bounds", k.in_bounds),
    ];
    let r = build1(rw, loc, "vector.transfer_read", &operands, k.vec, &props);
    let cast = build1(rw, loc, "vector.shape_cast", &[r], x.vector_type, &[]);
    rw.replace_op(op, &[cast]);
    Ok(())
}

/// Upstream's `DropInnerMostUnitDimsTransferWrite`.
fn transfer_write(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    // A write to a tensor has no memref source: `collapse` rejects it.
    let k = collapse(rw, op, &x).ok_or(())?;
    let loc = rw.body().loc(op);
    let v = build1(
        rw,
        loc,
        "vector.shape_cast",
        &[x.vector.ok_or(())?],
        k.vec,
        &[],
    );
    let mut operands = vec![v, k.view];
    operands.extend(&k.indices);
    let props = [
        (
            "permutation_map",
            crate::affine::utils::map_attr(ctx, k.map),
        ),
        (
            "operandSegmentSizes",
            c::dense_i32_array(ctx, &[1, 1, k.indices.len() as i32, 0]),
        ),
        ("in_bounds", k.in_bounds),
    ];
    build(rw, loc, "vector.transfer_write", &operands, &[], &props, 0);
    rw.erase_op(op);
    Ok(())
}

/// Upstream's `populateVectorTransferCollapseInnerMostContiguousDimsPatterns`.
pub fn populate_vector_transfer_collapse_inner_most_contiguous_dims_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
) {
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "DropInnerMostUnitDimsTransferRead",
        transfer_read,
    );
    set.add_fn(
        ctx,
        "vector.transfer_write",
        1,
        "DropInnerMostUnitDimsTransferWrite",
        transfer_write,
    );
}
