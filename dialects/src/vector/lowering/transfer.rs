//! Upstream's 1-D transfer lowerings (`LowerVectorTransfer.cpp`, `populateVectorTransfer
//! LoweringPatterns` and `MaterializeTransferMask` of the mask materialization patterns):
//! an in-bounds, minor-identity transfer on a memref with a unit innermost stride becomes
//! `vector.load`/`vector.store` (masked ones `vector.maskedload`/`vector.maskedstore`, the
//! read's padding splat as pass-through), broadcast dims loaded once then broadcast; a 1-D
//! transfer that may run out of bounds gets the mask `create_mask(dim - index)` (and-ed with
//! its own) and is marked in bounds.

use super::{build, build1, index_const, vector_parts, vector_type};
use crate::vector::transfer::{bool_array, Transfer};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter};
use rmlir_ir::{OpId, Type, TypeKind, ValueId};

/// Upstream's `AffineMap::isMinorIdentityWithBroadcasting`: the broadcast result positions.
fn minor_identity_with_broadcasting(map: &AffineMap) -> Option<Vec<usize>> {
    let (dims, n) = (map.num_dims() as usize, map.results().len());
    if dims < n {
        return None;
    }
    let start = dims - n;
    let mut bcast = Vec::new();
    for (i, e) in map.results().iter().enumerate() {
        if e.as_dim().is_some() {
            if e.as_dim() != Some((start + i) as u32) {
                return None;
            }
        } else if e.is_constant_value(0) {
            bcast.push(i);
        } else {
            return None;
        }
    }
    Some(bcast)
}

fn memref_elem(rw: &PatternRewriter<'_>, t: Type) -> Option<Type> {
    match rw.ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// Upstream's `TransferReadToVectorLoadLowering`.
pub fn read_to_load(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    max_rank: Option<usize>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let (shape, scal, elem) = vector_parts(ctx, x.vector_type).ok_or(())?;
    if max_rank.is_some_and(|m| shape.len() > m) {
        return Err(());
    }
    let bcast = minor_identity_with_broadcasting(x.map.as_ref().ok_or(())?).ok_or(())?;
    let st = rw.body.value_type(x.source);
    let melem = memref_elem(rw, st).ok_or(())?;
    if !crate::vector::is_last_memref_dim_unit_stride(ctx, st) {
        return Err(());
    }
    let mut ushape = shape.clone();
    for &i in &bcast {
        ushape[i] = 1;
    }
    let uty = vector_type(ctx, &ushape, &scal, elem);
    let melem_is_vec = matches!(ctx.type_kind(melem), TypeKind::Vector { .. });
    if (melem_is_vec && melem != uty) || (!melem_is_vec && melem != elem) {
        return Err(());
    }
    if x.has_out_of_bounds_dim() {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let loaded = if let Some(mask) = x.mask {
        if shape.len() != 1 {
            return Err(());
        }
        let fill = build1(rw, loc, "vector.splat", &[x.padding.ok_or(())?], uty, &[]);
        let mut ops = vec![x.source];
        ops.extend(&x.indices);
        ops.push(mask);
        ops.push(fill);
        build1(rw, loc, "vector.maskedload", &ops, uty, &[])
    } else {
        let mut ops = vec![x.source];
        ops.extend(&x.indices);
        build1(rw, loc, "vector.load", &ops, uty, &[])
    };
    let v = if bcast.is_empty() {
        loaded
    } else {
        build1(rw, loc, "vector.broadcast", &[loaded], x.vector_type, &[])
    };
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `TransferWriteToVectorStoreLowering`.
pub fn write_to_store(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    max_rank: Option<usize>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let (shape, _, elem) = vector_parts(ctx, x.vector_type).ok_or(())?;
    if max_rank.is_some_and(|m| shape.len() > m) {
        return Err(());
    }
    if !x.map.as_ref().ok_or(())?.is_minor_identity() {
        return Err(());
    }
    let st = rw.body.value_type(x.source);
    let melem = memref_elem(rw, st).ok_or(())?;
    if !crate::vector::is_last_memref_dim_unit_stride(ctx, st) {
        return Err(());
    }
    let melem_is_vec = matches!(ctx.type_kind(melem), TypeKind::Vector { .. });
    if (melem_is_vec && melem != x.vector_type) || (!melem_is_vec && melem != elem) {
        return Err(());
    }
    if x.has_out_of_bounds_dim() {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let vector = x.vector.ok_or(())?;
    if let Some(mask) = x.mask {
        if shape.len() != 1 {
            return Err(());
        }
        let mut ops = vec![x.source];
        ops.extend(&x.indices);
        ops.push(mask);
        ops.push(vector);
        build(rw, loc, "vector.maskedstore", &ops, &[], &[], 0);
    } else {
        let mut ops = vec![vector, x.source];
        ops.extend(&x.indices);
        build(rw, loc, "vector.store", &ops, &[], &[], 0);
    }
    rw.replace_op(op, &[]);
    Ok(())
}

/// Upstream's `MaterializeTransferMask`.
pub fn materialize_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    if !x.has_out_of_bounds_dim() {
        return Err(());
    }
    let (shape, scal, _) = vector_parts(ctx, x.vector_type).ok_or(())?;
    if shape.len() > 1 || x.indices.is_empty() {
        return Err(());
    }
    let st = rw.body.value_type(x.source);
    let TypeKind::MemRef { shape: mshape, .. } = ctx.type_kind(st).clone() else {
        return Err(());
    };
    let loc = rw.body.loc(op);
    let last = x.indices.len() - 1;
    let off = x.indices[last];
    let idx = ctx.index_type();
    let cidx = index_const(rw, loc, last as i64);
    let dim = if mshape[last] == rmlir_ir::types::DYNAMIC {
        build1(rw, loc, "memref.dim", &[x.source, cidx], idx, &[])
    } else {
        index_const(rw, loc, mshape[last])
    };
    let b = build1(rw, loc, "arith.subi", &[dim, off], idx, &[]);
    let mty = vector_type(ctx, &shape, &scal, ctx.integer_type(1));
    let mut mask = build1(rw, loc, "vector.create_mask", &[b], mty, &[]);
    if let Some(m) = x.mask {
        mask = build1(rw, loc, "arith.andi", &[mask, m], mty, &[]);
    }
    // The op with the mask operand and in bounds.
    let name = ctx.op_name_str(rw.body.op_name(op)).to_string();
    let n = x.indices.len() as i32;
    let (ops, segs): (Vec<ValueId>, [i32; 4]) = if x.read {
        let mut v = vec![x.source];
        v.extend(&x.indices);
        v.push(x.padding.ok_or(())?);
        v.push(mask);
        (v, [1, n, 1, 1])
    } else {
        let mut v = vec![x.vector.ok_or(())?, x.source];
        v.extend(&x.indices);
        v.push(mask);
        (v, [1, 1, n, 1])
    };
    let results: Vec<Type> = rw
        .body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect();
    let map = rmlir_ir::ods::prop(ctx, rw.body, op, "permutation_map").ok_or(())?;
    let new = build(
        rw,
        loc,
        &name,
        &ops,
        &results,
        &[
            ("permutation_map", map),
            ("in_bounds", bool_array(ctx, &[true])),
            ("operandSegmentSizes", c::dense_i32_array(ctx, &segs)),
        ],
        0,
    );
    let vals: Vec<ValueId> = rw.body.results(new).to_vec();
    rw.replace_op(op, &vals);
    Ok(())
}
