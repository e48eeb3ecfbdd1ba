//! Upstream's `VectorTypeCastOpConversion`: `vector.type_cast` of a statically shaped,
//! contiguous memref becomes a new descriptor with the source's pointers, offset 0 and the
//! target's constant sizes and strides.

use super::ops::{cv, llvm_const};
use crate::conversion::llvm_common::memref_descriptor::MemRefDescriptor;
use rmlir_ir::conversion::ConversionPatternRewriter;
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Context, OpId, Type, TypeKind, ValueId};

/// Upstream's `computeContiguousStrides`: the strides of a contiguous memref type.
fn contiguous_strides(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(t).clone() else {
        return None;
    };
    if shape.contains(&rmlir_ir::types::DYNAMIC) {
        return None;
    }
    let (strides, _) = crate::memref::layout::strides_and_offset(ctx, t)?;
    if strides.is_empty() {
        return Some(strides);
    }
    if *strides.last()? != 1 {
        return None;
    }
    for i in (1..strides.len()).rev() {
        if strides[i] == rmlir_ir::types::DYNAMIC || strides[i - 1] != strides[i] * shape[i] {
            return None;
        }
    }
    Some(strides)
}

pub(super) fn type_cast(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let src_ty = rw.body.value_type(rw.body.operand(op, 0));
    let dst_ty = rw.body.value_type(rw.body.result(op, 0));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(dst_ty).clone() else {
        return Err(());
    };
    contiguous_strides(ctx, src_ty).ok_or(())?;
    let strides = contiguous_strides(ctx, dst_ty).ok_or(())?;
    let target = cv(rw, dst_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let source = MemRefDescriptor::new(ops[0]);
    let mut desc = MemRefDescriptor::undef(rw, loc, target);
    let allocated = source.allocated_ptr(rw, loc);
    desc.set_allocated_ptr(rw, loc, allocated);
    let aligned = source.aligned_ptr(rw, loc);
    desc.set_aligned_ptr(rw, loc, aligned);
    let i64t = ctx.integer_type(64);
    let idx = ctx.index_type();
    let zero = llvm_const(rw, loc, i64t, ctx.int_attr(idx, 0));
    desc.set_offset(rw, loc, zero);
    for (i, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
        let s = llvm_const(rw, loc, i64t, ctx.int_attr(idx, size));
        desc.set_size(rw, loc, i, s);
        let st = llvm_const(rw, loc, i64t, ctx.int_attr(idx, stride));
        desc.set_stride(rw, loc, i, st);
    }
    rw.replace_op(op, &[desc.value]);
    Ok(())
}
