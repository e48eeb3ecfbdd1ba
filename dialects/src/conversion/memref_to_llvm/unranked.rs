//! The lowerings that involve unranked memrefs: `memref.cast` (ranked <-> unranked),
//! `memref.rank`, `memref.reshape` (a dynamic shape operand gives an unranked result)
//! and `memref.memory_space_cast`.

use super::{
    create, memref_address_space, operand_type, pointers_and_offset, value, Lowering,
    MemRefDescriptor, UnrankedMemRefDescriptor,
};
use crate::conversion::llvm_common::convert_memref_type;
use crate::conversion::llvm_common::unranked_descriptor::gep;
use crate::llvm::types as lt;
use crate::memref::layout::{strides_and_offset, DYNAMIC};
use rmlir_ir::conversion::ConversionPatternRewriter;
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Location, OpId, Type, TypeKind, ValueId};

/// Upstream's `promoteOneMemRefDescriptor`: the descriptor stored in a fresh one-element
/// `llvm.alloca`, whose pointer is returned.
pub(super) fn promote_descriptor(
    _: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    desc: ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(desc);
    // Upstream's type converter builds this constant as an `i64` whatever the index
    // bitwidth.
    let one = create(
        rw,
        loc,
        "llvm.mlir.constant",
        &[],
        &[ctx.integer_type(64)],
        &[("value", ctx.int_attr(ctx.index_type(), 1))],
    )
    .expect("result");
    let p = create(
        rw,
        loc,
        "llvm.alloca",
        &[one],
        &[lt::ptr(ctx, 0)],
        &[("elem_type", ctx.type_attr(ty))],
    )
    .expect("result");
    create(rw, loc, "llvm.store", &[desc, p], &[], &[]);
    p
}

fn converted(rw: &ConversionPatternRewriter<'_>, t: Type) -> Option<Type> {
    rw.type_converter()?.convert_type_1(rw.ctx, t)
}

pub(super) fn cast(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src = operand_type(rw, op, 0);
    let dst = rw.body.value_type(rw.body.result(op, 0));
    let ranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::MemRef { .. });
    match (ranked(src), ranked(dst)) {
        (true, true) => {
            if converted(rw, src) != converted(rw, dst) {
                return Err(());
            }
            rw.replace_op(op, &[ops[0]]);
        }
        (false, false) => return Err(()),
        (true, false) => {
            let target = converted(rw, dst).ok_or(())?;
            let TypeKind::MemRef { shape, .. } = ctx.type_kind(src) else {
                return Err(());
            };
            let rank = shape.len() as i64;
            let ptr = promote_descriptor(l, rw, loc, ops[0]);
            let rank = l.index_const(rw, loc, rank);
            let d = UnrankedMemRefDescriptor::pack(rw, loc, target, rank, ptr);
            rw.replace_op(op, &[d.value]);
        }
        (false, true) => {
            let target = converted(rw, dst).ok_or(())?;
            let ptr = UnrankedMemRefDescriptor::new(ops[0]).memref_desc_ptr(rw, loc);
            let v = value(rw, loc, "llvm.load", &[ptr], target);
            rw.replace_op(op, &[v]);
        }
    }
    Ok(())
}

pub(super) fn rank(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let v = match ctx.type_kind(operand_type(rw, op, 0)) {
        TypeKind::UnrankedMemRef { .. } => UnrankedMemRefDescriptor::new(ops[0]).rank(rw, loc),
        TypeKind::MemRef { shape, .. } => {
            let r = shape.len() as i64;
            l.index_const(rw, loc, r)
        }
        _ => return Err(()),
    };
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(super) fn reshape(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src_ty = operand_type(rw, op, 0);
    let shape_ty = operand_type(rw, op, 1);
    let TypeKind::MemRef {
        shape: shape_shape,
        elem: shape_elem,
        ..
    } = ctx.type_kind(shape_ty)
    else {
        return Err(());
    };
    let shape_elem = *shape_elem;
    if !shape_shape.contains(&DYNAMIC) {
        return static_reshape(l, op, ops, rw);
    }
    let idx_ty = l.index(ctx);
    let shape_desc = MemRefDescriptor::new(ops[1]);
    let result_rank = shape_desc.size(rw, loc, 0);
    let target_ty = rw.body.value_type(rw.body.result(op, 0));
    let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(target_ty) else {
        return Err(());
    };
    let space = memref_address_space(ctx, *memory_space).ok_or(())?;
    let target_struct = converted(rw, target_ty).ok_or(())?;
    let mut target = UnrankedMemRefDescriptor::undef(rw, loc, target_struct);
    target.set_rank(rw, loc, result_rank);
    let size = target.compute_size(rw, loc, l.opts);
    let i8t = ctx.integer_type(8);
    let desc_ptr = create(
        rw,
        loc,
        "llvm.alloca",
        &[size],
        &[lt::ptr(ctx, 0)],
        &[("elem_type", ctx.type_attr(i8t))],
    )
    .expect("result");
    target.set_memref_desc_ptr(rw, loc, desc_ptr);
    let (allocated, aligned, offset) = pointers_and_offset(l, rw, loc, src_ty, ops[0], true)?;
    let pty = lt::ptr(ctx, space);
    UnrankedMemRefDescriptor::set_allocated_ptr(rw, loc, desc_ptr, allocated);
    UnrankedMemRefDescriptor::set_aligned_ptr(rw, loc, desc_ptr, pty, aligned);
    UnrankedMemRefDescriptor::set_offset(rw, loc, desc_ptr, pty, offset.ok_or(())?);
    let sizes_base = UnrankedMemRefDescriptor::size_base_ptr(rw, loc, l.opts, desc_ptr, pty);
    let strides_base =
        UnrankedMemRefDescriptor::stride_base_ptr(rw, loc, l.opts, sizes_base, result_rank);
    let shape_ptr = shape_desc.aligned_ptr(rw, loc);
    let one = l.index_const(rw, loc, 1);
    let rank_minus_one = value(rw, loc, "llvm.sub", &[result_rank, one], idx_ty);

    // init: ... br cond(rank - 1, 1); cond(i, stride): i >= 0 ? body : remainder;
    // body: copy the size, store the stride, br cond(i - 1, stride * size).
    let init = rw.body.parent_block(op).ok_or(())?;
    let region = rw.body.block_parent(init).ok_or(())?;
    let next = rw.body.next_op(op).ok_or(())?;
    let after_init = rw.body.next_block(init);
    let cond = rw.create_block(region, after_init, &[(idx_ty, loc), (idx_ty, loc)]);
    let remaining = rw.split_block(init, Some(next));
    rw.merge_blocks(remaining, cond, &[]);
    rw.set_insertion_point_to_end(init);
    br(rw, loc, cond, &[rank_minus_one, one]);
    set_to_start(rw, cond);
    let args = rw.body.block_args(cond).to_vec();
    let (index_arg, stride_arg) = (args[0], args[1]);
    let zero = l.index_const(rw, loc, 0);
    let pred = icmp(rw, loc, 5, index_arg, zero);
    let insertion = rw.body.next_op(
        rw.body
            .defining_op(pred)
            .expect("icmp result is an op result"),
    );
    let body_block = rw.split_block(cond, insertion);
    set_to_start(rw, body_block);
    let elem = crate::conversion::llvm_common::convert_type(ctx, shape_elem, l.opts).ok_or(())?;
    let load_ptr = gep(rw, loc, elem, shape_ptr, &[None], &[index_arg]);
    let size = value(rw, loc, "llvm.load", &[load_ptr], idx_ty);
    UnrankedMemRefDescriptor::set_index_at(rw, loc, l.opts, sizes_base, index_arg, size);
    UnrankedMemRefDescriptor::set_index_at(rw, loc, l.opts, strides_base, index_arg, stride_arg);
    let next_stride = value(rw, loc, "llvm.mul", &[stride_arg, size], idx_ty);
    let dec = value(rw, loc, "llvm.sub", &[index_arg, one], idx_ty);
    let back = br(rw, loc, cond, &[dec, next_stride]);
    let after_back = rw.body.next_op(back);
    let remainder = rw.split_block(body_block, after_back);
    rw.set_insertion_point_to_end(cond);
    cond_br(rw, loc, pred, (body_block, &[]), (remainder, &[]));
    set_to_start(rw, remainder);
    rw.replace_op(op, &[target.value]);
    Ok(())
}

fn set_to_start(rw: &mut ConversionPatternRewriter<'_>, b: rmlir_ir::BlockId) {
    rw.set_insertion_point(Some(rmlir_ir::body::InsertPoint::BlockStart(b)));
}

pub(super) fn br(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    dest: rmlir_ir::BlockId,
    args: &[ValueId],
) -> OpId {
    let mut s = super::spec(rw.ctx, "llvm.br", loc, &[]);
    s.operands = args;
    let succ = [dest];
    s.successors = &succ;
    rw.create(s)
}

/// `llvm.cond_br c, t(t_args), f(f_args)`.
pub(super) fn cond_br(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    c: ValueId,
    t: (rmlir_ir::BlockId, &[ValueId]),
    f: (rmlir_ir::BlockId, &[ValueId]),
) -> OpId {
    let ctx = rw.ctx;
    let seg =
        rmlir_ir::ods::constraints::dense_i32_array(ctx, &[1, t.1.len() as i32, f.1.len() as i32]);
    let mut s = super::spec(ctx, "llvm.cond_br", loc, &[("operandSegmentSizes", seg)]);
    let mut ops = vec![c];
    ops.extend_from_slice(t.1);
    ops.extend_from_slice(f.1);
    s.operands = &ops;
    let succ = [t.0, f.0];
    s.successors = &succ;
    rw.create(s)
}

/// `llvm.icmp` with predicate number `pred` (upstream's `ICmpPredicate`).
pub(super) fn icmp(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    pred: i64,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let p = ctx.int_attr(ctx.integer_type(64), pred);
    let i1 = ctx.integer_type(1);
    create(rw, loc, "llvm.icmp", &[a, b], &[i1], &[("predicate", p)]).expect("result")
}

/// `memref.reshape` with a static shape operand: the sizes are constants or loaded from
/// the shape with `memref.load` (itself converted afterwards), the strides the row-major
/// products.
fn static_reshape(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src_ty = operand_type(rw, op, 0);
    let target_ty = rw.body.value_type(rw.body.result(op, 0));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(target_ty) else {
        return Err(());
    };
    let shape = shape.to_vec();
    let st = convert_memref_type(ctx, target_ty, l.opts).ok_or(())?;
    let mut d = MemRefDescriptor::undef(rw, loc, st);
    let (allocated, aligned, _) = pointers_and_offset(l, rw, loc, src_ty, ops[0], false)?;
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let (strides, offset) = strides_and_offset(ctx, target_ty).ok_or(())?;
    if offset == DYNAMIC {
        return Err(());
    }
    let off = l.index_const(rw, loc, offset);
    d.set_offset(rw, loc, off);
    let idx_ty = l.index(ctx);
    let shape_operand = rw.body.operand(op, 1);
    let mut stride: Option<ValueId> = None;
    for i in (0..shape.len()).rev() {
        if strides[i] != DYNAMIC {
            stride = Some(l.index_const(rw, loc, strides[i]));
        } else if stride.is_none() {
            stride = Some(l.index_const(rw, loc, 1));
        }
        let size = if shape[i] != DYNAMIC {
            l.index_const(rw, loc, shape[i])
        } else {
            let index = l.index_const(rw, loc, i as i64);
            let elem = super::memref_elem(ctx, operand_type(rw, op, 1)).ok_or(())?;
            let load = create(
                rw,
                loc,
                "memref.load",
                &[shape_operand, index],
                &[elem],
                &[],
            )
            .expect("result");
            if elem != idx_ty {
                let mut s = rmlir_ir::body::OpSpec::new(
                    ctx.op_name("builtin.unrealized_conversion_cast"),
                    loc,
                );
                let ins = [load];
                let tys = [idx_ty];
                s.operands = &ins;
                s.result_types = &tys;
                let c = rw.create(s);
                rw.body.result(c, 0)
            } else {
                load
            }
        };
        let s = stride.expect("stride");
        d.set_size(rw, loc, i, size);
        d.set_stride(rw, loc, i, s);
        stride = Some(value(rw, loc, "llvm.mul", &[s, size], idx_ty));
    }
    rw.replace_op(op, &[d.value]);
    Ok(())
}

pub(super) fn memory_space_cast(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src_ty = operand_type(rw, op, 0);
    let dst_ty = rw.body.value_type(rw.body.result(op, 0));
    match ctx.type_kind(dst_ty) {
        TypeKind::MemRef { shape, .. } => {
            let rank = shape.len();
            let st = converted(rw, dst_ty).ok_or(())?;
            let new_ptr = match lt::decode(ctx, st) {
                Some(lt::LlvmType::Struct { elems, .. }) => elems[0],
                _ => return Err(()),
            };
            let src = MemRefDescriptor::new(ops[0]);
            let mut allocated = src.allocated_ptr(rw, loc);
            let mut aligned = src.aligned_ptr(rw, loc);
            let offset = src.offset(rw, loc);
            let sizes: Vec<_> = (0..rank).map(|i| src.size(rw, loc, i)).collect();
            let strides: Vec<_> = (0..rank).map(|i| src.stride(rw, loc, i)).collect();
            allocated = value(rw, loc, "llvm.addrspacecast", &[allocated], new_ptr);
            aligned = value(rw, loc, "llvm.addrspacecast", &[aligned], new_ptr);
            let mut d = MemRefDescriptor::undef(rw, loc, st);
            d.set_allocated_ptr(rw, loc, allocated);
            d.set_aligned_ptr(rw, loc, aligned);
            d.set_offset(rw, loc, offset);
            for i in 0..rank {
                d.set_size(rw, loc, i, sizes[i]);
                d.set_stride(rw, loc, i, strides[i]);
            }
            rw.replace_op(op, &[d.value]);
            Ok(())
        }
        TypeKind::UnrankedMemRef {
            memory_space: dst_space,
            ..
        } => {
            let TypeKind::UnrankedMemRef {
                memory_space: src_space,
                ..
            } = ctx.type_kind(src_ty)
            else {
                return Err(());
            };
            let src_space = memref_address_space(ctx, *src_space).ok_or(())?;
            let dst_space = memref_address_space(ctx, *dst_space).ok_or(())?;
            let st = converted(rw, dst_ty).ok_or(())?;
            let src = UnrankedMemRefDescriptor::new(ops[0]);
            let rank = src.rank(rw, loc);
            let src_desc = src.memref_desc_ptr(rw, loc);
            let mut result = UnrankedMemRefDescriptor::undef(rw, loc, st);
            result.set_rank(rw, loc, rank);
            let size = result.compute_size(rw, loc, l.opts);
            let i8t = ctx.integer_type(8);
            let dst_desc = create(
                rw,
                loc,
                "llvm.alloca",
                &[size],
                &[lt::ptr(ctx, 0)],
                &[("elem_type", ctx.type_attr(i8t))],
            )
            .expect("result");
            result.set_memref_desc_ptr(rw, loc, dst_desc);
            let (sp, dp) = (lt::ptr(ctx, src_space), lt::ptr(ctx, dst_space));
            let allocated = UnrankedMemRefDescriptor::allocated_ptr(rw, loc, src_desc, sp);
            let aligned = UnrankedMemRefDescriptor::aligned_ptr(rw, loc, src_desc, sp);
            let allocated = value(rw, loc, "llvm.addrspacecast", &[allocated], dp);
            let aligned = value(rw, loc, "llvm.addrspacecast", &[aligned], dp);
            UnrankedMemRefDescriptor::set_allocated_ptr(rw, loc, dst_desc, allocated);
            UnrankedMemRefDescriptor::set_aligned_ptr(rw, loc, dst_desc, dp, aligned);
            let src_idx = UnrankedMemRefDescriptor::offset_base_ptr(rw, loc, src_desc, sp);
            let dst_idx = UnrankedMemRefDescriptor::offset_base_ptr(rw, loc, dst_desc, dp);
            // Two pointers of the result's address space (64 bits in the default layout).
            let skip = l.index_const(rw, loc, 16);
            let idx_ty = l.index(ctx);
            let copy_size = value(rw, loc, "llvm.sub", &[size, skip], idx_ty);
            super::ops::memcpy(rw, loc, dst_idx, src_idx, copy_size);
            rw.replace_op(op, &[result.value]);
            Ok(())
        }
        _ => Err(()),
    }
}
