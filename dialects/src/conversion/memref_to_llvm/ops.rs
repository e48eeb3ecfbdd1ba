//! The other lowerings of `finalize-memref-to-llvm`: `memref.copy`, `memref.view`,
//! `memref.transpose`, `memref.prefetch`, `memref.assume_alignment`, the atomics and
//! `memref.alloca_scope`.

use super::unranked::{br, cond_br, icmp, promote_descriptor};
use super::{
    create, memref_elem, operand_type, size_in_bytes, value, Lowering, MemRefDescriptor,
    SharedDecls, UnrankedMemRefDescriptor,
};
use crate::conversion::llvm_common::{convert_memref_type, convert_type};
use crate::llvm::types as lt;
use crate::memref::layout::{layout_is_identity, strides_and_offset, DYNAMIC};
use rmlir_ir::body::InsertPoint;
use rmlir_ir::conversion::ConversionPatternRewriter;
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Attribute, IrMapping, Location, OpId, Type, TypeKind, ValueId};

/// `"llvm.intr.memcpy"(dst, src, len) <{isVolatile = false}>`.
pub(super) fn memcpy(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    dst: ValueId,
    src: ValueId,
    len: ValueId,
) {
    let f = rw.ctx.bool_attr(false);
    create(
        rw,
        loc,
        "llvm.intr.memcpy",
        &[dst, src, len],
        &[],
        &[("isVolatile", f)],
    );
}

fn prop(rw: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> Option<Attribute> {
    rmlir_ir::ods::prop(rw.ctx, rw.body, op, name)
}

fn int_prop(rw: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> Option<i64> {
    match rw.ctx.attr_kind(prop(rw, op, name)?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// Upstream's `memref::isStaticShapeAndContiguousRowMajor`.
fn static_contiguous_row_major(rw: &ConversionPatternRewriter<'_>, t: Type) -> bool {
    let ctx = rw.ctx;
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(t) else {
        return false;
    };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let Some((strides, _)) = strides_and_offset(ctx, t) else {
        return false;
    };
    let mut running = 1i64;
    let mut dim = strides.len();
    while dim > 0 && strides[dim - 1] == running {
        running = running.wrapping_mul(shape[dim - 1]);
        dim -= 1;
    }
    while dim > 0 && shape[dim - 1] == 1 {
        dim -= 1;
    }
    dim == 0
}

/// Whether `memref.copy` may use `memcpy` for `t`: an identity layout, or a non-empty
/// static shape contiguous in row-major order.
fn contiguous(rw: &ConversionPatternRewriter<'_>, t: Type) -> bool {
    let ctx = rw.ctx;
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return false;
    };
    layout_is_identity(ctx, *layout)
        || (!shape.contains(&DYNAMIC)
            && shape.iter().product::<i64>() > 0
            && static_contiguous_row_major(rw, t))
}

pub(super) fn copy(
    l: &Lowering,
    decls: &SharedDecls,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src_ty = operand_type(rw, op, 0);
    let dst_ty = operand_type(rw, op, 1);
    let idx_ty = l.index(ctx);
    let elem = convert_type(ctx, memref_elem(ctx, src_ty).ok_or(())?, l.opts).ok_or(())?;
    if contiguous(rw, src_ty) && contiguous(rw, dst_ty) {
        let TypeKind::MemRef { shape, .. } = ctx.type_kind(src_ty) else {
            return Err(());
        };
        let rank = shape.len();
        let src = MemRefDescriptor::new(ops[0]);
        let mut n = l.index_const(rw, loc, 1);
        for i in 0..rank {
            let s = src.size(rw, loc, i);
            n = value(rw, loc, "llvm.mul", &[n, s], idx_ty);
        }
        let elem_size = size_in_bytes(l, rw, loc, elem);
        let total = value(rw, loc, "llvm.mul", &[n, elem_size], idx_ty);
        let ptr = |rw: &mut ConversionPatternRewriter<'_>, d: MemRefDescriptor| {
            let base = d.aligned_ptr(rw, loc);
            let off = d.offset(rw, loc);
            let pty = rw.body.value_type(base);
            l.gep(rw, loc, pty, elem, base, off)
        };
        let src_ptr = ptr(rw, src);
        let dst_ptr = ptr(rw, MemRefDescriptor::new(ops[1]));
        memcpy(rw, loc, dst_ptr, src_ptr, total);
        rw.replace_op(op, &[]);
        return Ok(());
    }
    let ptr0 = lt::ptr(ctx, 0);
    let save = value(rw, loc, "llvm.intr.stacksave", &[], ptr0);
    let unranked = |rw: &mut ConversionPatternRewriter<'_>, t: Type, d: ValueId| {
        let TypeKind::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } = ctx.type_kind(t)
        else {
            return Some(d);
        };
        let rank_attr = ctx.int_attr(idx_ty, shape.len() as i64);
        let unranked_ty = ctx.get_type(TypeKind::UnrankedMemRef {
            elem: *elem,
            memory_space: *memory_space,
        });
        let rank = create(
            rw,
            loc,
            "llvm.mlir.constant",
            &[],
            &[idx_ty],
            &[("value", rank_attr)],
        )?;
        let p = promote_descriptor(l, rw, loc, d);
        let st = rw.type_converter()?.convert_type_1(ctx, unranked_ty)?;
        Some(UnrankedMemRefDescriptor::pack(rw, loc, st, rank, p).value)
    };
    let src = unranked(rw, src_ty, ops[0]).ok_or(())?;
    let dst = unranked(rw, dst_ty, ops[1]).ok_or(())?;
    let one = l.index_const(rw, loc, 1);
    let promote = |rw: &mut ConversionPatternRewriter<'_>, d: ValueId| {
        let t = rw.body.value_type(d);
        let p = create(
            rw,
            loc,
            "llvm.alloca",
            &[one],
            &[ptr0],
            &[("elem_type", ctx.type_attr(t))],
        )
        .expect("result");
        create(rw, loc, "llvm.store", &[d, p], &[], &[]);
        p
    };
    let src_ptr = promote(rw, src);
    let dst_ptr = promote(rw, dst);
    let elem_size = size_in_bytes(l, rw, loc, elem);
    decls.request(
        "memrefCopy",
        lt::func(ctx, lt::void(ctx), &[idx_ty, ptr0, ptr0], false),
    );
    let callee = ctx.flat_symbol_ref(ctx.ident("memrefCopy"));
    create(
        rw,
        loc,
        "llvm.call",
        &[elem_size, src_ptr, dst_ptr],
        &[],
        &[("callee", callee)],
    );
    create(rw, loc, "llvm.intr.stackrestore", &[save], &[], &[]);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `memref.view`: a descriptor on the source's buffer moved by the byte shift, offset 0,
/// the result's sizes and contiguous strides.
pub(super) fn view(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(ty) else {
        return Err(());
    };
    let shape = shape.to_vec();
    convert_type(ctx, *elem, l.opts).ok_or(())?;
    let st = convert_memref_type(ctx, ty, l.opts).ok_or(())?;
    let (strides, offset) = strides_and_offset(ctx, ty).ok_or(())?;
    if strides.last().is_some_and(|s| *s != 1 && *s != 0) {
        return Err(());
    }
    let src_ty = operand_type(rw, op, 0);
    let src_elem = convert_type(ctx, memref_elem(ctx, src_ty).ok_or(())?, l.opts).ok_or(())?;
    let src = MemRefDescriptor::new(ops[0]);
    let mut d = MemRefDescriptor::undef(rw, loc, st);
    let allocated = src.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, allocated);
    let aligned = src.aligned_ptr(rw, loc);
    let pty = rw.body.value_type(aligned);
    let shifted = l.gep(rw, loc, pty, src_elem, aligned, ops[1]);
    d.set_aligned_ptr(rw, loc, shifted);
    let off = l.index_const(rw, loc, offset);
    d.set_offset(rw, loc, off);
    let sizes = &ops[2..];
    let idx_ty = l.index(ctx);
    let mut stride: Option<ValueId> = None;
    let mut next_size: Option<ValueId> = None;
    for i in (0..shape.len()).rev() {
        let size = if shape[i] != DYNAMIC {
            l.index_const(rw, loc, shape[i])
        } else {
            let n = shape[..i].iter().filter(|s| **s == DYNAMIC).count();
            *sizes.get(n).ok_or(())?
        };
        d.set_size(rw, loc, i, size);
        let s = if strides[i] != DYNAMIC {
            l.index_const(rw, loc, strides[i])
        } else if let Some(ns) = next_size {
            match stride {
                Some(r) => value(rw, loc, "llvm.mul", &[r, ns], idx_ty),
                None => ns,
            }
        } else {
            l.index_const(rw, loc, 1)
        };
        d.set_stride(rw, loc, i, s);
        stride = Some(s);
        next_size = Some(size);
    }
    rw.replace_op(op, &[d.value]);
    Ok(())
}

/// `memref.transpose`: the source's pointers and offset, sizes and strides permuted.
pub(super) fn transpose(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let perm = match prop(rw, op, "permutation").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => m.clone(),
        _ => return Err(()),
    };
    let src = MemRefDescriptor::new(ops[0]);
    if perm.is_identity() {
        rw.replace_op(op, &[ops[0]]);
        return Ok(());
    }
    let positions: Vec<usize> = perm
        .results()
        .iter()
        .map(|e| e.as_dim().map(|p| p as usize))
        .collect::<Option<_>>()
        .ok_or(())?;
    let in_ty = operand_type(rw, op, 0);
    let st = convert_memref_type(ctx, in_ty, l.opts).ok_or(())?;
    let mut d = MemRefDescriptor::undef(rw, loc, st);
    let v = src.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, v);
    let v = src.aligned_ptr(rw, loc);
    d.set_aligned_ptr(rw, loc, v);
    let v = src.offset(rw, loc);
    d.set_offset(rw, loc, v);
    for (target, source) in positions.into_iter().enumerate() {
        let v = src.size(rw, loc, source);
        d.set_size(rw, loc, target, v);
        let v = src.stride(rw, loc, source);
        d.set_stride(rw, loc, target, v);
    }
    rw.replace_op(op, &[d.value]);
    Ok(())
}

/// The address of the element of memref operand `m` at the index operands `indices`.
fn element_ptr(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    m: usize,
    ops: &[ValueId],
    indices: std::ops::Range<usize>,
) -> Option<ValueId> {
    let loc = rw.body.loc(op);
    let ty = operand_type(rw, op, m);
    l.strided_element_ptr(rw, loc, ty, ops[m], &ops[indices])
}

pub(super) fn prefetch(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let p = element_ptr(l, rw, op, 0, ops, 1..ops.len()).ok_or(())?;
    let flag = |rw: &ConversionPatternRewriter<'_>, n: &str| {
        i64::from(prop(rw, op, n) == Some(ctx.bool_attr(true)))
    };
    let i32t = ctx.integer_type(32);
    let rw_flag = ctx.int_attr(i32t, flag(rw, "isWrite"));
    let hint = prop(rw, op, "localityHint").ok_or(())?;
    let cache = ctx.int_attr(i32t, flag(rw, "isDataCache"));
    create(
        rw,
        loc,
        "llvm.intr.prefetch",
        &[p],
        &[],
        &[("rw", rw_flag), ("hint", hint), ("cache", cache)],
    );
    rw.replace_op(op, &[]);
    Ok(())
}

/// `memref.assume_alignment`: `llvm.intr.assume((ptrtoint(p) & (a - 1)) == 0)` for the
/// address `p` of the first element.
pub(super) fn assume_alignment(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let alignment = int_prop(rw, op, "alignment").ok_or(())?;
    // The aligned pointer moved by the offset.
    let ty = operand_type(rw, op, 0);
    let ptr = l.strided_element_ptr(rw, loc, ty, ops[0], &[]).ok_or(())?;
    // The integer of the pointer's width (64 bits in the default data layout).
    let int_ptr = ctx.integer_type(64);
    let constant = |rw: &mut ConversionPatternRewriter<'_>, v: i64| {
        let a = ctx.int_attr(ctx.index_type(), v);
        create(
            rw,
            loc,
            "llvm.mlir.constant",
            &[],
            &[int_ptr],
            &[("value", a)],
        )
        .expect("result")
    };
    let zero = constant(rw, 0);
    let mask = constant(rw, alignment - 1);
    let int = value(rw, loc, "llvm.ptrtoint", &[ptr], int_ptr);
    let and = value(rw, loc, "llvm.and", &[int, mask], int_ptr);
    let eq = icmp(rw, loc, 0, and, zero);
    create(rw, loc, "llvm.intr.assume", &[eq], &[], &[]);
    rw.replace_op(op, &[]);
    Ok(())
}

/// Upstream 19's `matchSimpleAtomicOp`: the `llvm.atomicrmw` operation of an
/// `arith::AtomicRMWKind` (as numbered in [`crate::arith::attrs::ATOMIC_RMW_KIND`]).
fn atomic_bin_op(kind: i64) -> Option<i64> {
    Some(match kind {
        0 => 11, // addf -> fadd
        1 => 1,  // addi -> add
        2 => 0,  // assign -> xchg
        3 => 13, // maximumf -> fmax
        4 => 7,  // maxs -> max
        5 => 9,  // maxu -> umax
        6 => 14, // minimumf -> fmin
        7 => 8,  // mins -> min
        8 => 10, // minu -> umin
        11 => 5, // ori -> _or
        12 => 3, // andi -> _and
        _ => return None,
    })
}

/// `llvm.atomicrmw` ordering `acq_rel`.
const ACQ_REL: i64 = 6;
const MONOTONIC: i64 = 2;

pub(super) fn atomic_rmw(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let bin = atomic_bin_op(int_prop(rw, op, "kind").ok_or(())?).ok_or(())?;
    strides_and_offset(ctx, operand_type(rw, op, 1)).ok_or(())?;
    let p = element_ptr(l, rw, op, 1, ops, 2..ops.len()).ok_or(())?;
    let ty = rw.body.value_type(ops[0]);
    let i64t = ctx.integer_type(64);
    let v = create(
        rw,
        loc,
        "llvm.atomicrmw",
        &[p, ops[0]],
        &[ty],
        &[
            ("bin_op", ctx.int_attr(i64t, bin)),
            ("ordering", ctx.int_attr(i64t, ACQ_REL)),
        ],
    )
    .expect("result");
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `memref.generic_atomic_rmw`: a loop around `llvm.cmpxchg` running a copy of the body
/// on the loaded value until the exchange succeeds.
pub(super) fn generic_atomic_rmw(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let result_ty = rw.body.value_type(rw.body.result(op, 0));
    let value_ty = rw
        .type_converter()
        .and_then(|c| c.convert_type_1(ctx, result_ty))
        .ok_or(())?;
    let mem_ty = operand_type(rw, op, 0);
    let elem = convert_type(ctx, memref_elem(ctx, mem_ty).ok_or(())?, l.opts).ok_or(())?;
    let region = rw.body.regions(op)[0];
    let entry = rw.body.entry_block(region).ok_or(())?;
    let current = *rw.body.block_args(entry).first().ok_or(())?;
    let body_ops: Vec<OpId> = rw.body.block_ops(entry).collect();
    let (&terminator, body_ops) = body_ops.split_last().ok_or(())?;
    let yielded = rw.body.operand(terminator, 0);

    let init = rw.body.parent_block(op).ok_or(())?;
    let loop_block = rw.split_block(init, Some(op));
    let loop_arg = rw.body.add_block_arg(loop_block, value_ty, loc);
    let after = rw.body.next_op(op);
    let end_block = rw.split_block(loop_block, after);

    rw.set_insertion_point_to_end(init);
    let ptr = l
        .strided_element_ptr(rw, loc, mem_ty, ops[0], &ops[1..])
        .ok_or(())?;
    let loaded = value(rw, loc, "llvm.load", &[ptr], elem);
    br(rw, loc, loop_block, &[loaded]);

    rw.set_insertion_point(Some(InsertPoint::BlockStart(loop_block)));
    let mut map = IrMapping::new();
    map.map_value(current, loop_arg);
    for &o in body_ops {
        let ip = rw.insertion_point().ok_or(())?;
        let c = rw.body.clone_op_at(o, ip, &mut map);
        rw.set_insertion_point_after(c);
    }
    let result = map.lookup_value_or_default(yielded);
    let pair_ty = lt::literal_struct(ctx, &[value_ty, ctx.integer_type(1)], false);
    let i64t = ctx.integer_type(64);
    let cmpxchg = create(
        rw,
        loc,
        "llvm.cmpxchg",
        &[ptr, loop_arg, result],
        &[pair_ty],
        &[
            ("success_ordering", ctx.int_attr(i64t, ACQ_REL)),
            ("failure_ordering", ctx.int_attr(i64t, MONOTONIC)),
        ],
    )
    .expect("result");
    let extract = |rw: &mut ConversionPatternRewriter<'_>, i: i64, t: Type| {
        let pos = rmlir_ir::ods::constraints::dense_i64_array(ctx, &[i]);
        create(
            rw,
            loc,
            "llvm.extractvalue",
            &[cmpxchg],
            &[t],
            &[("position", pos)],
        )
        .expect("result")
    };
    let new_loaded = extract(rw, 0, value_ty);
    let ok = extract(rw, 1, ctx.integer_type(1));
    cond_br(rw, loc, ok, (end_block, &[]), (loop_block, &[new_loaded]));
    rw.set_insertion_point_to_end(end_block);
    rw.replace_op(op, &[new_loaded]);
    Ok(())
}

/// `memref.alloca_scope`: the body inlined between `llvm.intr.stacksave` and
/// `llvm.intr.stackrestore`, its results passed to a continuation block.
pub(super) fn alloca_scope(
    _: &Lowering,
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let current = rw.body.parent_block(op).ok_or(())?;
    let remaining = rw.split_block(current, Some(op));
    let result_types: Vec<Type> = rw
        .body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect();
    let parent = rw.body.block_parent(remaining).ok_or(())?;
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let args: Vec<_> = result_types.iter().map(|t| (*t, loc)).collect();
        let b = rw.create_block(parent, Some(remaining), &args);
        br(rw, loc, remaining, &[]);
        b
    };
    let region = rw.body.regions(op)[0];
    let before_body = rw.body.entry_block(region).ok_or(())?;
    let after_body = rw.body.last_block(region).ok_or(())?;
    rw.inline_region_before(region, parent, Some(continue_block));
    rw.set_insertion_point_to_end(current);
    let save = value(rw, loc, "llvm.intr.stacksave", &[], lt::ptr(ctx, 0));
    br(rw, loc, before_body, &[]);
    let ret = rw.body.last_op(after_body).ok_or(())?;
    let ret_ops: Vec<ValueId> = rw.body.operands(ret).collect();
    rw.set_insertion_point(Some(InsertPoint::Before(ret)));
    let branch = {
        let mut s = super::spec(ctx, "llvm.br", loc, &[]);
        s.operands = &ret_ops;
        let succ = [continue_block];
        s.successors = &succ;
        rw.create(s)
    };
    rw.replace_op_with_op(ret, branch);
    rw.set_insertion_point(Some(InsertPoint::Before(branch)));
    create(rw, loc, "llvm.intr.stackrestore", &[save], &[], &[]);
    let args = rw.body.block_args(continue_block).to_vec();
    let args = if result_types.is_empty() {
        vec![]
    } else {
        args
    };
    rw.replace_op(op, &args);
    Ok(())
}
