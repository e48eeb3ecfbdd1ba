//! The folders and canonicalization patterns of `vector.transfer_read` and
//! `vector.transfer_write` that look through other ops (upstream's `VectorOps.cpp`):
//! `tensor.cast` sources, read-after-write forwarding on tensors (`foldRAW`), a write of
//! what was just read (`foldReadInitWrite`, `foldWAR`), `TransferReadAfterWriteToBroadcast`,
//! `FoldWaw` and `SwapExtractSliceOfTransferWrite`.

use super::memory::create;
use super::transfer::{bool_array, Transfer};
use super::{def_named, vector_parts, vector_type};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array};
use rmlir_ir::rewrite::{
    Edit, FoldAdaptor, Folded, LogicalResult, PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{Body, Context, OpId, Type, TypeKind, ValueId};

fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}

fn transfer_rank(x: &Transfer) -> usize {
    x.map.as_ref().map_or(0, |m| m.num_results())
}

fn shaped_rank(ctx: &Context, body: &Body, x: &Transfer) -> usize {
    match ctx.type_kind(body.value_type(x.source)) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    }
}

fn cst(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    crate::affine::utils::constant_int(ctx, body, v)
}

/// The transfer op defining `v`, if it is `name`.
fn def_transfer(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<(OpId, Transfer)> {
    let d = def_named(ctx, body, v, name)?;
    Some((d, Transfer::of(ctx, body, d)?))
}

/// Upstream's `isDisjointTransferIndices` (constant indices only): the leading dims index
/// different slices, or a vector dim's ranges do not overlap.
pub fn is_disjoint_transfer_indices(
    ctx: &Context,
    body: &Body,
    a: &Transfer,
    b: &Transfer,
) -> bool {
    if a.vector_type != b.vector_type || a.indices.len() != b.indices.len() {
        return false;
    }
    let Some((vshape, _)) = vector_parts(ctx, a.vector_type) else {
        return false;
    };
    let rank_offset = shaped_rank(ctx, body, a).saturating_sub(transfer_rank(a));
    for (i, (ia, ib)) in a.indices.iter().zip(&b.indices).enumerate() {
        let (Some(x), Some(y)) = (cst(ctx, body, *ia), cst(ctx, body, *ib)) else {
            continue;
        };
        if i < rank_offset {
            if x != y {
                return true;
            }
        } else if let Some(size) = vshape.get(i - rank_offset) {
            if (x - y).abs() >= *size {
                return true;
            }
        }
    }
    false
}

/// Upstream's `checkSameValueRAW`.
fn same_value_raw(w: &Transfer, r: &Transfer) -> bool {
    !w.has_out_of_bounds_dim()
        && w.mask.is_none()
        && r.mask.is_none()
        && w.indices == r.indices
        && w.vector_type == r.vector_type
        && w.map == r.map
}

/// Upstream's `foldRAW`: a read of a tensor written by a chain of writes, the last one not
/// disjoint from the read writing exactly what is read, is the written vector.
fn fold_raw(ctx: &Context, body: &Body, r: &Transfer) -> Option<ValueId> {
    if !is_ranked_tensor(ctx, body.value_type(r.source)) {
        return None;
    }
    let mut def = def_transfer(ctx, body, r.source, "vector.transfer_write");
    while let Some((_, w)) = def {
        if same_value_raw(&w, r) {
            return w.vector;
        }
        if !is_disjoint_transfer_indices(ctx, body, &w, r) {
            break;
        }
        def = def_transfer(ctx, body, w.source, "vector.transfer_write");
    }
    None
}

/// Upstream's `canFoldIntoConsumerOp` of a `tensor.cast` from `src` to `res`
/// (`preservesStaticInformation(res, src)`): same element type and rank, and no dim static
/// in `res` dynamic in `src`.
fn only_drops_static_info(ctx: &Context, src: Type, res: Type) -> bool {
    match (ctx.type_kind(res), ctx.type_kind(src)) {
        (
            TypeKind::RankedTensor {
                shape: rs,
                elem: re,
                ..
            },
            TypeKind::RankedTensor {
                shape: ss,
                elem: se,
                ..
            },
        ) => {
            re == se
                && rs.len() == ss.len()
                && rs.iter().zip(ss.iter()).all(|(r, s)| {
                    *r == crate::memref::layout::DYNAMIC || *s != crate::memref::layout::DYNAMIC
                })
        }
        _ => false,
    }
}

/// Upstream's `tensor::foldTensorCast`: operands produced by a `tensor.cast` that only
/// drops static information take the cast's source.
fn tensor_cast_edits(ctx: &Context, body: &Body, op: OpId) -> Vec<Edit> {
    body.operands(op)
        .enumerate()
        .filter_map(|(i, v)| {
            let c = def_named(ctx, body, v, "tensor.cast")?;
            let src = body.operand(c, 0);
            only_drops_static_info(ctx, body.value_type(src), body.value_type(v))
                .then(|| Edit::Operand(i as u32, src))
        })
        .collect()
}

/// The folds of `TransferReadOp::fold` after the in-bounds, full-mask and `memref.cast`
/// ones: `tensor.cast` sources, then read-after-write forwarding.
pub(super) fn fold_read_rest(a: &FoldAdaptor<'_>, x: &Transfer) -> Option<Folded> {
    let edits = tensor_cast_edits(a.ctx, a.body, a.op);
    if !edits.is_empty() {
        return Some(Folded::InPlace(edits.into()));
    }
    fold_raw(a.ctx, a.body, x).map(Folded::value)
}

/// Upstream's `foldReadInitWrite`: writing at zero indices the whole of a tensor just read
/// from another tensor of the same type (minor identity maps, all in bounds) gives that
/// tensor.
fn fold_read_init_write(ctx: &Context, body: &Body, w: &Transfer) -> Option<ValueId> {
    if transfer_rank(w) == 0 {
        return None;
    }
    let tensor_ty = body.value_type(w.source);
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(tensor_ty) else {
        return None;
    };
    let (_, r) = def_transfer(ctx, body, w.vector?, "vector.transfer_read")?;
    if transfer_rank(&r) == 0 {
        return None;
    }
    let minor = |x: &Transfer| x.map.as_ref().is_some_and(|m| m.is_minor_identity());
    if !minor(&r) || !minor(w) || transfer_rank(&r) != transfer_rank(w) {
        return None;
    }
    if r.has_out_of_bounds_dim() || w.has_out_of_bounds_dim() {
        return None;
    }
    if body.value_type(r.source) != tensor_ty || r.vector_type != w.vector_type {
        return None;
    }
    let (vshape, _) = vector_parts(ctx, r.vector_type)?;
    if vshape != &shape[..] {
        return None;
    }
    let zero = |v: &ValueId| cst(ctx, body, *v) == Some(0);
    if !r.indices.iter().all(zero) || !w.indices.iter().all(zero) {
        return None;
    }
    Some(r.source)
}

/// Upstream's `foldWAR`: writing back to a tensor what was just read from it, at the same
/// place, gives the tensor.
fn fold_war(ctx: &Context, body: &Body, w: &Transfer) -> Option<ValueId> {
    if !is_ranked_tensor(ctx, body.value_type(w.source)) {
        return None;
    }
    let (_, r) = def_transfer(ctx, body, w.vector?, "vector.transfer_read")?;
    (r.source == w.source
        && r.indices == w.indices
        && r.map == w.map
        && r.vector_type == w.vector_type
        && r.mask.is_none()
        && w.mask.is_none())
    .then_some(r.source)
}

/// The folds `TransferWriteOp::fold` tries before the in-bounds, full-mask and
/// `memref.cast` ones.
pub(super) fn fold_write_first(a: &FoldAdaptor<'_>, x: &Transfer) -> Option<Folded> {
    fold_read_init_write(a.ctx, a.body, x)
        .or_else(|| fold_war(a.ctx, a.body, x))
        .map(Folded::value)
}

// ---- patterns ------------------------------------------------------------------------------

/// Upstream's `getUnusedDimsBitVector` of one map.
fn unused_dims(m: &AffineMap) -> Vec<bool> {
    (0..m.num_dims())
        .map(|d| !m.is_function_of_dim(d))
        .collect()
}

/// `getTransferChunkAccessed`: the vector size along each source dim (0 where unused).
fn chunk_accessed(ctx: &Context, x: &Transfer) -> Option<Vec<i64>> {
    let map = x.map.as_ref()?;
    let (vshape, _) = vector_parts(ctx, x.vector_type)?;
    let mut sizes = vec![0; map.num_dims() as usize];
    for (e, s) in map.results().iter().zip(vshape) {
        if let Some(d) = e.as_dim() {
            sizes[d as usize] = *s;
        }
    }
    Some(sizes)
}

/// Upstream's `TransferReadAfterWriteToBroadcast`: an in-bounds read of a tensor exactly
/// where a write wrote it is a broadcast and transpose of the written vector.
fn read_after_write_to_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let r = Transfer::of(ctx, body, op).ok_or(())?;
    if r.has_out_of_bounds_dim() || !is_ranked_tensor(ctx, body.value_type(r.source)) {
        return Err(());
    }
    let (_, w) = def_transfer(ctx, body, r.source, "vector.transfer_write").ok_or(())?;
    if chunk_accessed(ctx, &r).ok_or(())? != chunk_accessed(ctx, &w).ok_or(())? {
        return Err(());
    }
    let (rmap, wmap) = (r.map.clone().ok_or(())?, w.map.clone().ok_or(())?);
    if unused_dims(&rmap) != unused_dims(&wmap) {
        return Err(());
    }
    if r.indices != w.indices || r.mask != w.mask {
        return Err(());
    }
    let (read_map, write_map) = (rmap.compress_unused_dims(), wmap.compress_unused_dims());
    if read_map.num_dims() as usize != write_map.num_results() {
        return Err(());
    }
    let map = read_map.compose(&write_map);
    if map.num_results() == 0 {
        return Err(());
    }
    let perm = map
        .permutation_of_minor_identity_with_broadcasting()
        .ok_or(())?;
    let TypeKind::Vector {
        shape, scalable, ..
    } = ctx.type_kind(r.vector_type)
    else {
        return Err(());
    };
    let mut bshape = vec![0; shape.len()];
    let mut bscalable = vec![false; shape.len()];
    for (i, p) in perm.iter().enumerate() {
        *bshape.get_mut(*p).ok_or(())? = shape[i];
        bscalable[*p] = scalable.get(i).copied().unwrap_or(false);
    }
    let (_, elem) = vector_parts(ctx, w.vector_type).ok_or(())?;
    let bty = vector_type(ctx, &bshape, elem, &bscalable);
    let loc = body.loc(op);
    let res_ty = body.value_type(body.result(op, 0));
    let vec = w.vector.ok_or(())?;
    let b = create(rw, "vector.broadcast", loc, &[vec], &[bty], &[]);
    let bv = rw.body().result(b, 0);
    let perm: Vec<i64> = perm.iter().map(|p| *p as i64).collect();
    let t = create(
        rw,
        "vector.transpose",
        loc,
        &[bv],
        &[res_ty],
        &[("permutation", dense_i64_array(ctx, &perm))],
    );
    rw.replace_op_with_op(op, t);
    Ok(())
}

/// Upstream's `checkSameValueWAW`.
fn same_value_waw(w: &Transfer, prior: &Transfer) -> bool {
    prior.indices == w.indices
        && prior.mask == w.mask
        && prior.vector_type == w.vector_type
        && prior.map == w.map
}

/// Upstream's `FoldWaw`: a write to a tensor overwriting exactly an earlier write (through
/// disjoint writes with one use each) writes into that write's source instead.
fn fold_waw(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let w = Transfer::of(ctx, body, op).ok_or(())?;
    if !is_ranked_tensor(ctx, body.value_type(w.source)) {
        return Err(());
    }
    let mut to_modify = op;
    let mut def = def_transfer(ctx, body, w.source, "vector.transfer_write");
    while let Some((d, dw)) = def {
        if same_value_waw(&w, &dw) {
            let src = dw.source;
            rw.modify_op_in_place(to_modify, |b| b.set_operand(to_modify, 1, src));
            return Ok(());
        }
        if !is_disjoint_transfer_indices(ctx, body, &dw, &w) {
            break;
        }
        if body.uses(body.result(d, 0)).count() != 1 {
            break;
        }
        to_modify = d;
        def = def_transfer(ctx, body, dw.source, "vector.transfer_write");
    }
    Err(())
}

/// Whether every stride of a slice op is the static 1.
fn unit_strides(ctx: &Context, body: &Body, op: OpId) -> bool {
    crate::memref::verify::static_list(ctx, body, op, "static_strides")
        .iter()
        .all(|s| *s == 1)
}

/// Upstream's `SwapExtractSliceOfTransferWrite` (rooted at `tensor.insert_slice`): inserting
/// a zero-offset slice of a tensor fully overwritten by a write is writing into the slice of
/// the destination.
fn swap_extract_slice_of_transfer_write(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    use crate::linalg::transform_utils::{create_slice, mixed_lists};
    let ctx = rw.ctx;
    let body = rw.body();
    if !unit_strides(ctx, body, op) {
        return Err(());
    }
    let extract = def_named(ctx, body, body.operand(op, 0), "tensor.extract_slice").ok_or(())?;
    let one_use = |o: OpId| body.uses(body.result(o, 0)).count() == 1;
    if !unit_strides(ctx, body, extract) || !one_use(extract) {
        return Err(());
    }
    let (write, w) =
        def_transfer(ctx, body, body.operand(extract, 0), "vector.transfer_write").ok_or(())?;
    if !one_use(write) {
        return Err(());
    }
    let src_ty = body.value_type(body.operand(op, 0));
    let src_rank = match ctx.type_kind(src_ty) {
        TypeKind::RankedTensor { shape, .. } => shape.len(),
        _ => return Err(()),
    };
    if src_rank != transfer_rank(&w) {
        return Err(());
    }
    let ins = mixed_lists(ctx, body, op, 2);
    let ext = mixed_lists(ctx, body, extract, 1);
    let is_const = |o: &Result<i64, ValueId>, v: i64| match o {
        Ok(c) => *c == v,
        Err(x) => cst(ctx, body, *x) == Some(v),
    };
    if !ext[0].iter().all(|o| is_const(o, 0)) {
        return Err(());
    }
    if !w.indices.iter().all(|v| cst(ctx, body, *v) == Some(0)) {
        return Err(());
    }
    if ins[1].len() != ext[1].len() {
        return Err(());
    }
    let value_of = |o: &Result<i64, ValueId>| match o {
        Ok(c) => Some(*c),
        Err(x) => cst(ctx, body, *x),
    };
    for (a, b) in ins[1].iter().zip(&ext[1]) {
        let equal = match (value_of(a), value_of(b)) {
            (Some(x), Some(y)) => x == y,
            _ => a == b,
        };
        if !equal {
            return Err(());
        }
    }
    let map = w.map.clone().ok_or(())?;
    let (vshape, _) = vector_parts(ctx, w.vector_type).ok_or(())?;
    let shaped = match ctx.type_kind(body.value_type(w.source)) {
        TypeKind::RankedTensor { shape, .. } => shape.to_vec(),
        _ => return Err(()),
    };
    let permuted: Option<Vec<i64>> = map
        .results()
        .iter()
        .map(|e| match e.as_dim() {
            Some(d) => shaped.get(d as usize).copied(),
            None => e.is_constant_value(0).then_some(0),
        })
        .collect();
    if w.mask.is_some() || permuted.as_deref() != Some(vshape) {
        return Err(());
    }
    let rank = vshape.len();
    let dest = body.operand(op, 1);
    let extract_loc = body.loc(extract);
    let write_loc = body.loc(write);
    let vector = w.vector.ok_or(())?;
    let indices = w.indices.clone();
    let map_attr = crate::affine::utils::map_attr(ctx, map);
    let new_extract = create_slice(
        rw,
        extract_loc,
        "tensor.extract_slice",
        &[dest],
        &ins,
        Some(src_ty),
    );
    let slice = rw.body().result(new_extract, 0);
    let mut operands = vec![vector, slice];
    operands.extend(indices.iter().copied());
    let seg = dense_i32_array(ctx, &[1, 1, indices.len() as i32, 0]);
    let new_write = create(
        rw,
        "vector.transfer_write",
        write_loc,
        &operands,
        &[src_ty],
        &[
            ("operandSegmentSizes", seg),
            ("permutation_map", map_attr),
            ("in_bounds", bool_array(ctx, &vec![false; rank])),
        ],
    );
    let written = rw.body().result(new_write, 0);
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, written));
    Ok(())
}

pub(super) fn transfer_read_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "TransferReadAfterWriteToBroadcast",
        read_after_write_to_broadcast,
    );
}

pub(super) fn transfer_write_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.transfer_write", 1, "FoldWaw", fold_waw);
    set.add_fn(
        ctx,
        "tensor.insert_slice",
        1,
        "SwapExtractSliceOfTransferWrite",
        swap_extract_slice_of_transfer_write,
    );
}
