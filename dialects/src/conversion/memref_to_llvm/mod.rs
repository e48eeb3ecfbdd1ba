//! `finalize-memref-to-llvm` (MLIR 19's `MemRefToLLVM`): memrefs become their
//! descriptors ([`super::llvm_common`]; unranked ones a rank and a pointer to a ranked
//! descriptor in memory, [`UnrankedMemRefDescriptor`]).
//!
//! - `memref.load` / `memref.store` address their element with `llvm.getelementptr` from
//!   the aligned pointer (offset, then the linearized indices, as upstream's
//!   `getStridedElementPtr`); `memref.prefetch`, `memref.atomic_rmw` (`llvm.atomicrmw`)
//!   and `memref.generic_atomic_rmw` (a `llvm.cmpxchg` loop) likewise ([`ops`]);
//! - `memref.alloca` becomes `llvm.alloca`, `memref.alloc` a call to `malloc` (aligned by
//!   hand when the op has an alignment or a non-scalar element) or with
//!   `use-aligned-alloc` to `aligned_alloc`; `memref.dealloc` calls `free`
//!   (`use-generic-functions`: the `_mlir_memref_to_llvm_*` functions). The functions are
//!   declared at the start of the nearest module once the conversion succeeded;
//! - `memref.dim`, `memref.rank`, `memref.cast`, `memref.reinterpret_cast`,
//!   `memref.reshape`, `memref.memory_space_cast`, `memref.view`, `memref.transpose`,
//!   `memref.extract_strided_metadata` and `memref.extract_aligned_pointer_as_index`
//!   read and build descriptors ([`unranked`] for the unranked cases);
//! - `memref.copy` is `llvm.intr.memcpy` for contiguous layouts, else a call to
//!   `memrefCopy` on unranked descriptors; `memref.assume_alignment` an
//!   `llvm.intr.assume`; `memref.alloca_scope` its body between stack save and restore;
//! - `memref.global` becomes `llvm.mlir.global` and `memref.get_global` a descriptor
//!   around its address.
//!
//! As upstream 19, `memref.subview`, `expand_shape`, `collapse_shape` and `realloc` are
//! left to other passes. Not done: the data layout (`dlti.dl_spec`) is not read, so the
//! index bitwidth and type sizes are the default layout's.

use super::arith_to_llvm::INDEX_BITWIDTH_HELP;
use super::llvm_common::declarations::SharedFuncDecls;
use super::llvm_common::memref_descriptor::MemRefDescriptor;
use super::llvm_common::unranked_descriptor::{gep, gep_to, UnrankedMemRefDescriptor};
use super::llvm_common::{
    convert_type, llvm_conversion_target, memref_address_space, LlvmTypeConverter,
    LowerToLlvmOptions,
};
use crate::llvm::types as lt;
use crate::memref::layout::{strides_and_offset, DYNAMIC};
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet,
};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{
    Attribute, Body, Context, IrNode, Location, OpId, Type, TypeKind, ValueId, WalkOptions,
    WalkResult,
};
use std::collections::HashSet;
use std::sync::Arc;

mod ops;
mod unranked;

type SharedDecls = SharedFuncDecls;

/// An op spec of `name` with its default-valued properties and `props`.
fn spec<'a>(ctx: &Context, name: &str, loc: Location, props: &[(&str, Attribute)]) -> OpSpec<'a> {
    super::llvm_common::op_spec(ctx, loc, name, &[], &[], props)
}

/// Creates `name` at the insertion point and returns its first result, if any.
fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> Option<ValueId> {
    let mut s = spec(rw.ctx, name, loc, props);
    s.operands = operands;
    s.result_types = results;
    let op = rw.create(s);
    rw.body.results(op).first().copied()
}

fn value(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    ops: &[ValueId],
    ty: Type,
) -> ValueId {
    create(rw, loc, name, ops, &[ty], &[]).expect("one result")
}

struct Lowering {
    opts: LowerToLlvmOptions,
    /// `use-aligned-alloc`.
    aligned_alloc: bool,
    /// `use-generic-functions`.
    generic_functions: bool,
}

impl Lowering {
    fn index(&self, ctx: &Context) -> Type {
        ctx.integer_type(self.opts.index_bitwidth)
    }

    /// Upstream's `createIndexAttrConstant`: `llvm.mlir.constant(v : index) : iN`.
    fn index_const(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        v: i64,
    ) -> ValueId {
        let ctx = rw.ctx;
        let attr = ctx.int_attr(ctx.index_type(), v);
        let ty = self.index(ctx);
        create(
            rw,
            loc,
            "llvm.mlir.constant",
            &[],
            &[ty],
            &[("value", attr)],
        )
        .expect("result")
    }

    /// Upstream's `MemRefDescriptor::bufferPtr`: the aligned pointer moved by a non-zero
    /// offset.
    fn buffer_ptr(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        desc: MemRefDescriptor,
        offset: i64,
        elem: Type,
    ) -> ValueId {
        let ptr = desc.aligned_ptr(rw, loc);
        if offset == 0 {
            return ptr;
        }
        let off = if offset == DYNAMIC {
            desc.offset(rw, loc)
        } else {
            self.index_const(rw, loc, offset)
        };
        let pty = rw.body.value_type(ptr);
        self.gep(rw, loc, pty, elem, ptr, off)
    }

    fn gep(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        pty: Type,
        elem: Type,
        base: ValueId,
        index: ValueId,
    ) -> ValueId {
        let ctx = rw.ctx;
        let raw = c::dense_i32_array(ctx, &[crate::llvm::asm::DYNAMIC_INDEX]);
        create(
            rw,
            loc,
            "llvm.getelementptr",
            &[base, index],
            &[pty],
            &[
                ("rawConstantIndices", raw),
                ("elem_type", ctx.type_attr(elem)),
            ],
        )
        .expect("result")
    }

    /// Upstream's `getStridedElementPtr`.
    fn strided_element_ptr(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        ty: Type,
        desc: ValueId,
        indices: &[ValueId],
    ) -> Option<ValueId> {
        let ctx = rw.ctx;
        let (strides, offset) = strides_and_offset(ctx, ty)?;
        let elem = convert_type(ctx, memref_elem(ctx, ty)?, self.opts)?;
        let desc = MemRefDescriptor::new(desc);
        let base = self.buffer_ptr(rw, loc, desc, offset, elem);
        let idx_ty = self.index(ctx);
        let mut index: Option<ValueId> = None;
        for (i, &v) in indices.iter().enumerate() {
            let mut inc = v;
            if strides[i] != 1 {
                let stride = if strides[i] == DYNAMIC {
                    desc.stride(rw, loc, i)
                } else {
                    self.index_const(rw, loc, strides[i])
                };
                inc = value(rw, loc, "llvm.mul", &[inc, stride], idx_ty);
            }
            index = Some(match index {
                Some(acc) => value(rw, loc, "llvm.add", &[acc, inc], idx_ty),
                None => inc,
            });
        }
        Some(match index {
            Some(ix) => {
                let pty = rw.body.value_type(base);
                self.gep(rw, loc, pty, elem, base, ix)
            }
            None => base,
        })
    }
}

fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// The memref type of `op`'s operand `i`.
fn operand_type(rw: &ConversionPatternRewriter<'_>, op: OpId, i: usize) -> Type {
    rw.body.value_type(rw.body.operand(op, i))
}

fn load(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let ty = operand_type(rw, op, 0);
    let elem = convert_type(ctx, memref_elem(ctx, ty).ok_or(())?, l.opts).ok_or(())?;
    let ptr = l
        .strided_element_ptr(rw, loc, ty, ops[0], &ops[1..])
        .ok_or(())?;
    let mut props = Vec::new();
    if rmlir_ir::ods::prop(ctx, rw.body, op, "nontemporal") == Some(ctx.bool_attr(true)) {
        props.push(("nontemporal", ctx.unit_attr()));
    }
    let v = create(rw, loc, "llvm.load", &[ptr], &[elem], &props).expect("result");
    rw.replace_op(op, &[v]);
    Ok(())
}

fn store(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let ty = operand_type(rw, op, 1);
    convert_type(ctx, memref_elem(ctx, ty).ok_or(())?, l.opts).ok_or(())?;
    let ptr = l
        .strided_element_ptr(rw, loc, ty, ops[1], &ops[2..])
        .ok_or(())?;
    let mut props = Vec::new();
    if rmlir_ir::ods::prop(ctx, rw.body, op, "nontemporal") == Some(ctx.bool_attr(true)) {
        props.push(("nontemporal", ctx.unit_attr()));
    }
    create(rw, loc, "llvm.store", &[ops[0], ptr], &[], &props);
    rw.replace_op(op, &[]);
    Ok(())
}

/// Upstream's `getMemRefDescriptorSizes`: the sizes, the row-major strides, and the
/// element count or (`in_bytes`) the byte size through a `null` GEP.
fn descriptor_sizes(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    shape: &[i64],
    elem: Type,
    dynamic: &[ValueId],
    in_bytes: bool,
) -> (Vec<ValueId>, Vec<ValueId>, ValueId) {
    let ctx = rw.ctx;
    let idx_ty = l.index(ctx);
    let mut dyn_iter = dynamic.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &s in shape {
        sizes.push(if s == DYNAMIC {
            *dyn_iter.next().expect("dynamic size")
        } else {
            l.index_const(rw, loc, s)
        });
    }
    let mut stride: i64 = 1;
    let mut running = l.index_const(rw, loc, 1);
    let mut strides = vec![running; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        let use_size = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.wrapping_mul(shape[i]);
        }
        running = if use_size {
            sizes[i]
        } else if stride == DYNAMIC {
            value(rw, loc, "llvm.mul", &[running, sizes[i]], idx_ty)
        } else {
            l.index_const(rw, loc, stride)
        };
    }
    let size = if in_bytes {
        let ptr = lt::ptr(ctx, 0);
        let null = value(rw, loc, "llvm.mlir.zero", &[], ptr);
        let g = l.gep(rw, loc, ptr, elem, null, running);
        value(rw, loc, "llvm.ptrtoint", &[g], idx_ty)
    } else {
        running
    };
    (sizes, strides, size)
}

/// Upstream's `createMemRefDescriptor` for a fresh allocation.
#[allow(clippy::too_many_arguments)]
fn fill_descriptor(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    struct_ty: Type,
    allocated: ValueId,
    aligned: ValueId,
    sizes: &[ValueId],
    strides: &[ValueId],
) -> ValueId {
    let mut d = MemRefDescriptor::undef(rw, loc, struct_ty);
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let zero = l.index_const(rw, loc, 0);
    d.set_offset(rw, loc, zero);
    for (i, s) in sizes.iter().enumerate() {
        d.set_size(rw, loc, i, *s);
    }
    for (i, s) in strides.iter().enumerate() {
        d.set_stride(rw, loc, i, *s);
    }
    d.value
}

/// The parts of an allocation's result type when it lowers (identity layout, converting
/// element type and memory space): shape, converted element, address space, descriptor.
fn alloc_parts(
    l: &Lowering,
    rw: &ConversionPatternRewriter<'_>,
    op: OpId,
) -> Option<(Vec<i64>, Type, u32, Type)> {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_kind(ty)
    else {
        return None;
    };
    if !crate::memref::layout::layout_is_identity(ctx, *layout) {
        return None;
    }
    let e = convert_type(ctx, *elem, l.opts)?;
    let space = memref_address_space(ctx, *memory_space)?;
    let st = super::llvm_common::convert_memref_type(ctx, ty, l.opts)?;
    Some((shape.to_vec(), e, space, st))
}

fn alignment_prop(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Option<i64> {
    let a = rmlir_ir::ods::prop(rw.ctx, rw.body, op, "alignment")?;
    match rw.ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn alloca(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let (shape, elem, space, st) = alloc_parts(l, rw, op).ok_or(())?;
    let (sizes, strides, count) = descriptor_sizes(l, rw, loc, &shape, elem, ops, false);
    let mut props = vec![("elem_type", ctx.type_attr(elem))];
    if let Some(a) = alignment_prop(rw, op).filter(|a| *a != 0) {
        props.push(("alignment", ctx.int_attr(ctx.integer_type(64), a)));
    }
    let p = create(
        rw,
        loc,
        "llvm.alloca",
        &[count],
        &[lt::ptr(ctx, space)],
        &props,
    )
    .expect("result");
    let d = fill_descriptor(l, rw, loc, st, p, p, &sizes, &strides);
    rw.replace_op(op, &[d]);
    Ok(())
}

fn is_scalar(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: rmlir_ir::types::Signedness::Signless,
            ..
        } | TypeKind::Index
            | TypeKind::Float(_)
    )
}

/// Upstream's `getSizeInBytes`: the size of `elem` (converted) through a `null` GEP.
fn size_in_bytes(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    elem: Type,
) -> ValueId {
    let ctx = rw.ctx;
    let ptr = lt::ptr(ctx, 0);
    let null = value(rw, loc, "llvm.mlir.zero", &[], ptr);
    let g = gep(rw, loc, elem, null, &[Some(1)], &[]);
    value(rw, loc, "llvm.ptrtoint", &[g], l.index(ctx))
}

/// Upstream's `createAligned`: `bumped - bumped % alignment` with
/// `bumped = input + alignment - 1`.
fn create_aligned(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    input: ValueId,
    alignment: ValueId,
) -> ValueId {
    let idx_ty = l.index(rw.ctx);
    let one = l.index_const(rw, loc, 1);
    let bump = value(rw, loc, "llvm.sub", &[alignment, one], idx_ty);
    let bumped = value(rw, loc, "llvm.add", &[input, bump], idx_ty);
    let m = value(rw, loc, "llvm.urem", &[bumped, alignment], idx_ty);
    value(rw, loc, "llvm.sub", &[bumped, m], idx_ty)
}

/// The allocation functions: `malloc` / `aligned_alloc` / `free`, or with
/// `use-generic-functions` their `_mlir_memref_to_llvm_` counterparts.
fn alloc_fn_name(l: &Lowering, aligned: bool) -> &'static str {
    match (l.generic_functions, aligned) {
        (false, false) => "malloc",
        (false, true) => "aligned_alloc",
        (true, false) => "_mlir_memref_to_llvm_alloc",
        (true, true) => "_mlir_memref_to_llvm_aligned_alloc",
    }
}

fn free_fn_name(l: &Lowering) -> &'static str {
    if l.generic_functions {
        "_mlir_memref_to_llvm_free"
    } else {
        "free"
    }
}

/// The size in bytes of `t` in the default data layout (upstream's
/// `DataLayout::getTypeSize`, with memref elements sized as their descriptors); `None`
/// for the types not handled.
fn type_size_in_bytes(l: &Lowering, ctx: &Context, t: Type) -> Option<u64> {
    let idx = u64::from(l.opts.index_bitwidth).div_ceil(8);
    let bits = match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Index => return Some(idx),
        TypeKind::Float(s) => u64::from(s.bit_width()),
        TypeKind::MemRef { shape, .. } => return Some(16 + (1 + 2 * shape.len() as u64) * idx),
        TypeKind::UnrankedMemRef { .. } => return Some(idx + 8),
        TypeKind::Vector { shape, elem, .. } if !shape.is_empty() => {
            let e = type_size_in_bytes(l, ctx, *elem)?;
            let last = *shape.last()? as u64;
            let n: u64 = shape.iter().map(|d| *d as u64).product();
            return Some(n / last * (last * e * 8).next_power_of_two() / 8);
        }
        _ => return None,
    };
    Some(bits.div_ceil(8))
}

fn alloc(
    l: &Lowering,
    decls: &SharedDecls,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    if l.aligned_alloc {
        return aligned_alloc(l, decls, op, ops, rw);
    }
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let (shape, elem, space, st) = alloc_parts(l, rw, op).ok_or(())?;
    let orig_elem = memref_elem(ctx, rw.body.value_type(rw.body.result(op, 0))).ok_or(())?;
    let idx_ty = l.index(ctx);
    let ptr0 = lt::ptr(ctx, 0);
    let name = alloc_fn_name(l, false);
    decls.request(name, lt::func(ctx, ptr0, &[idx_ty], false));
    let (sizes, strides, mut bytes) = descriptor_sizes(l, rw, loc, &shape, elem, ops, true);
    let alignment = match alignment_prop(rw, op) {
        Some(a) => Some(l.index_const(rw, loc, a)),
        None if !is_scalar(ctx, orig_elem) => Some(size_in_bytes(l, rw, loc, elem)),
        None => None,
    };
    if let Some(a) = alignment {
        bytes = value(rw, loc, "llvm.add", &[bytes, a], idx_ty);
    }
    let callee = ctx.flat_symbol_ref(ctx.ident(name));
    let mut allocated = create(
        rw,
        loc,
        "llvm.call",
        &[bytes],
        &[ptr0],
        &[("callee", callee)],
    )
    .expect("result");
    let pty = lt::ptr(ctx, space);
    if space != 0 {
        allocated = value(rw, loc, "llvm.addrspacecast", &[allocated], pty);
    }
    let mut aligned = allocated;
    if let Some(a) = alignment {
        let int = value(rw, loc, "llvm.ptrtoint", &[allocated], idx_ty);
        let al = create_aligned(l, rw, loc, int, a);
        aligned = value(rw, loc, "llvm.inttoptr", &[al], pty);
    }
    let d = fill_descriptor(l, rw, loc, st, allocated, aligned, &sizes, &strides);
    rw.replace_op(op, &[d]);
    Ok(())
}

/// `memref.alloc` with `use-aligned-alloc`: `aligned_alloc(alignment, size)`, the
/// alignment being the op's or the element size rounded up to a power of two (at least
/// 16); the size is rounded up to a multiple of it unless known to be one.
fn aligned_alloc(
    l: &Lowering,
    decls: &SharedDecls,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let (shape, elem, space, st) = alloc_parts(l, rw, op).ok_or(())?;
    let orig_elem = memref_elem(ctx, rw.body.value_type(rw.body.result(op, 0))).ok_or(())?;
    let elem_size = type_size_in_bytes(l, ctx, orig_elem).ok_or(())?;
    let alignment = match alignment_prop(rw, op) {
        Some(a) => a as u64,
        None => elem_size.next_power_of_two().max(16),
    };
    let idx_ty = l.index(ctx);
    let ptr0 = lt::ptr(ctx, 0);
    let name = alloc_fn_name(l, true);
    decls.request(name, lt::func(ctx, ptr0, &[idx_ty, idx_ty], false));
    let (sizes, strides, mut bytes) = descriptor_sizes(l, rw, loc, &shape, elem, ops, true);
    let align_v = l.index_const(rw, loc, alignment as i64);
    let divisor = shape
        .iter()
        .filter(|d| **d != DYNAMIC)
        .fold(elem_size, |acc, d| acc.wrapping_mul(*d as u64));
    if alignment == 0 || divisor % alignment != 0 {
        bytes = create_aligned(l, rw, loc, bytes, align_v);
    }
    let callee = ctx.flat_symbol_ref(ctx.ident(name));
    let mut allocated = create(
        rw,
        loc,
        "llvm.call",
        &[align_v, bytes],
        &[ptr0],
        &[("callee", callee)],
    )
    .expect("result");
    if space != 0 {
        allocated = value(
            rw,
            loc,
            "llvm.addrspacecast",
            &[allocated],
            lt::ptr(ctx, space),
        );
    }
    let d = fill_descriptor(l, rw, loc, st, allocated, allocated, &sizes, &strides);
    rw.replace_op(op, &[d]);
    Ok(())
}

fn dealloc(
    l: &Lowering,
    decls: &SharedDecls,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let ty = operand_type(rw, op, 0);
    let ptr0 = lt::ptr(ctx, 0);
    let name = free_fn_name(l);
    decls.request(name, lt::func(ctx, lt::void(ctx), &[ptr0], false));
    let p = match ctx.type_kind(ty) {
        TypeKind::MemRef { .. } => MemRefDescriptor::new(ops[0]).allocated_ptr(rw, loc),
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            // Upstream's `getMemorySpaceAsInt`: 0 for a non-integer memory space.
            let space = memref_address_space(ctx, *memory_space).unwrap_or(0);
            let desc_ptr = UnrankedMemRefDescriptor::new(ops[0]).memref_desc_ptr(rw, loc);
            UnrankedMemRefDescriptor::allocated_ptr(rw, loc, desc_ptr, lt::ptr(ctx, space))
        }
        _ => return Err(()),
    };
    // As upstream 19, no address space cast: `free` of a pointer in another address
    // space does not verify.
    let callee = ctx.flat_symbol_ref(ctx.ident(name));
    create(rw, loc, "llvm.call", &[p], &[], &[("callee", callee)]);
    rw.replace_op(op, &[]);
    Ok(())
}

/// `memref.dim` of a ranked memref: a constant for a static size at a constant index, the
/// descriptor's size field for a dynamic one, else the sizes array spilled to the stack
/// and indexed (upstream's `MemRefDescriptor::size` with a value position).
fn dim(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let ty = operand_type(rw, op, 0);
    let idx_ty = l.index(ctx);
    let shape = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.to_vec(),
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            // The size at `index + 1` after the offset of a rank-0 descriptor.
            let space = memref_address_space(ctx, *memory_space).ok_or(())?;
            let scalar = ctx.get_type(TypeKind::MemRef {
                shape: Box::new([]),
                elem: *elem,
                layout: None,
                memory_space: None,
            });
            let scalar_desc =
                super::llvm_common::convert_memref_type(ctx, scalar, l.opts).ok_or(())?;
            // The GEPs give pointers of the memref's address space (as upstream 19).
            let pty = lt::ptr(ctx, space);
            let desc_ptr = UnrankedMemRefDescriptor::new(ops[0]).memref_desc_ptr(rw, loc);
            let offset_ptr = gep_to(
                rw,
                loc,
                pty,
                scalar_desc,
                desc_ptr,
                &[Some(0), Some(2)],
                &[],
            );
            let one = l.index_const(rw, loc, 1);
            let plus_one = value(rw, loc, "llvm.add", &[one, ops[1]], idx_ty);
            let size_ptr = gep_to(rw, loc, pty, idx_ty, offset_ptr, &[None], &[plus_one]);
            let v = value(rw, loc, "llvm.load", &[size_ptr], idx_ty);
            rw.replace_op(op, &[v]);
            return Ok(());
        }
        _ => return Err(()),
    };
    let desc = MemRefDescriptor::new(ops[0]);
    let index = crate::memref::verify::constant_int(ctx, rw.body, rw.body.operand(op, 1))
        .filter(|i| *i >= 0 && (*i as usize) < shape.len());
    let v = match index {
        Some(i) if shape[i as usize] == DYNAMIC => desc.size(rw, loc, i as usize),
        Some(i) => l.index_const(rw, loc, shape[i as usize]),
        None => {
            let arr = lt::array(ctx, idx_ty, shape.len() as u64);
            let one = l.index_const(rw, loc, 1);
            let sizes = desc.sizes(rw, loc);
            let ptr = lt::ptr(ctx, 0);
            let slot = create(
                rw,
                loc,
                "llvm.alloca",
                &[one],
                &[ptr],
                &[("elem_type", ctx.type_attr(arr))],
            )
            .expect("result");
            create(rw, loc, "llvm.store", &[sizes, slot], &[], &[]);
            let raw = c::dense_i32_array(ctx, &[0, crate::llvm::asm::DYNAMIC_INDEX]);
            let p = create(
                rw,
                loc,
                "llvm.getelementptr",
                &[slot, ops[1]],
                &[ptr],
                &[
                    ("rawConstantIndices", raw),
                    ("elem_type", ctx.type_attr(arr)),
                ],
            )
            .expect("result");
            value(rw, loc, "llvm.load", &[p], idx_ty)
        }
    };
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `convertGlobalMemrefTypeToLLVM`: the element nested in one array per
/// dimension, outermost first.
fn global_type(l: &Lowering, ctx: &Context, ty: Type) -> Option<(Type, Type, u32)> {
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_kind(ty)
    else {
        return None;
    };
    if !crate::memref::layout::layout_is_identity(ctx, *layout) {
        return None;
    }
    let e = convert_type(ctx, *elem, l.opts)?;
    let space = memref_address_space(ctx, *memory_space)?;
    super::llvm_common::convert_memref_type(ctx, ty, l.opts)?;
    let mut t = e;
    for &d in shape.iter().rev() {
        t = lt::array(ctx, t, d as u64);
    }
    Some((t, e, space))
}

/// The single element of a dense integer or float elements attribute, as a scalar
/// attribute (upstream's `getSplatValue<Attribute>` for a rank-0 global).
fn splat_scalar(ctx: &Context, a: Attribute) -> Option<Attribute> {
    let rmlir_ir::AttrKind::DenseIntOrFp { ty, data, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let elem = ctx.element_type(*ty)?;
    let mut b = [0u8; 16];
    let n = data.len().min(16);
    b[..n].copy_from_slice(&data[..n]);
    let raw = u128::from_le_bytes(b);
    match ctx.type_kind(elem) {
        TypeKind::Float(_) => Some(ctx.get_attr(rmlir_ir::AttrKind::Float {
            ty: elem,
            bits: raw,
        })),
        TypeKind::Integer { width, .. } if *width <= 64 => {
            let w = *width;
            let v = if w == 0 {
                0
            } else {
                ((raw as u64 as i64) << (64 - w)) >> (64 - w)
            };
            Some(ctx.int_attr(elem, v))
        }
        TypeKind::Index => Some(ctx.int_attr(elem, raw as u64 as i64)),
        _ => None,
    }
}

/// `memref.global` becomes `llvm.mlir.global` of the nested array type: external
/// linkage when public, else private; an uninitialized one gets an initializer returning
/// `llvm.mlir.undef`.
fn global(
    l: &Lowering,
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let prop =
        |rw: &ConversionPatternRewriter<'_>, n: &str| rmlir_ir::ods::prop(ctx, rw.body, op, n);
    let ty = match prop(rw, "type").map(|a| ctx.attr_kind(a)) {
        Some(rmlir_ir::AttrKind::Type(t)) => *t,
        _ => return Err(()),
    };
    let (arr, _, space) = global_type(l, ctx, ty).ok_or(())?;
    let public = prop(rw, "sym_visibility")
        .and_then(|a| ctx.attr_str(a))
        .is_none_or(|v| v == b"public");
    let init = prop(rw, "initial_value");
    let uninit = init.is_some_and(|a| matches!(ctx.attr_kind(a), rmlir_ir::AttrKind::Unit));
    let mut value = init.filter(|_| !uninit);
    if let Some(v) = value {
        let rank0 = matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.is_empty());
        if rank0 {
            value = Some(splat_scalar(ctx, v).ok_or(())?);
        }
    }
    let linkage = crate::llvm::attrs::LINKAGE_ATTR.get(ctx, if public { 10 } else { 0 });
    let mut props = vec![
        ("global_type", ctx.type_attr(arr)),
        ("sym_name", prop(rw, "sym_name").ok_or(())?),
        ("linkage", linkage),
        (
            "addr_space",
            ctx.int_attr(ctx.integer_type(32), space as i64),
        ),
    ];
    if prop(rw, "constant").is_some() {
        props.push(("constant", ctx.unit_attr()));
    }
    if let Some(v) = value {
        props.push(("value", v));
    }
    if let Some(a) = alignment_prop(rw, op).filter(|a| *a != 0) {
        props.push(("alignment", ctx.int_attr(ctx.integer_type(64), a)));
    }
    let mut s = spec(ctx, "llvm.mlir.global", loc, &props);
    s.num_regions = 1;
    s.isolated = true;
    let g = rw.create(s);
    if uninit {
        let inner = rw.body.isolated_body_mut(g).ok_or(())?;
        let region = inner.root_regions()[0];
        let blk = inner.create_block(&[]);
        inner.append_block(region, blk);
        let mut u = spec(ctx, "llvm.mlir.undef", loc, &[]);
        u.result_types = std::slice::from_ref(&arr);
        let undef = inner.create_op(u);
        inner.insert_op(undef, InsertPoint::BlockEnd(blk));
        let uv = inner.results(undef)[0];
        let mut r = spec(ctx, "llvm.return", loc, &[]);
        let ops = [uv];
        r.operands = &ops;
        let ret = inner.create_op(r);
        inner.insert_op(ret, InsertPoint::BlockEnd(blk));
    }
    rw.replace_op(op, &[]);
    Ok(())
}

/// `memref.get_global`: a descriptor whose aligned pointer is the global's first
/// element and whose allocated pointer is the marker `0xdeadbeef` (upstream computes the
/// allocation size first, as for every allocation-like op, and leaves it unused).
fn get_global(
    l: &Lowering,
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let (shape, elem, space, st) = alloc_parts(l, rw, op).ok_or(())?;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let (arr, _, _) = global_type(l, ctx, ty).ok_or(())?;
    let name = rmlir_ir::ods::prop(ctx, rw.body, op, "name").ok_or(())?;
    let (sizes, strides, _) = descriptor_sizes(l, rw, loc, &shape, elem, &[], true);
    let pty = lt::ptr(ctx, space);
    let addr = create(
        rw,
        loc,
        "llvm.mlir.addressof",
        &[],
        &[pty],
        &[("global_name", name)],
    )
    .expect("result");
    let raw = c::dense_i32_array(ctx, &vec![0; shape.len() + 1]);
    let gep = create(
        rw,
        loc,
        "llvm.getelementptr",
        &[addr],
        &[pty],
        &[
            ("rawConstantIndices", raw),
            ("elem_type", ctx.type_attr(arr)),
        ],
    )
    .expect("result");
    let beef = l.index_const(rw, loc, 0xdeadbeef);
    let bad = value(rw, loc, "llvm.inttoptr", &[beef], pty);
    let d = fill_descriptor(l, rw, loc, st, bad, gep, &sizes, &strides);
    rw.replace_op(op, &[d]);
    Ok(())
}

/// `memref.extract_aligned_pointer_as_index`: the aligned pointer as an integer.
fn extract_aligned_pointer(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let p = match ctx.type_kind(operand_type(rw, op, 0)) {
        TypeKind::MemRef { .. } => MemRefDescriptor::new(ops[0]).aligned_ptr(rw, loc),
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            let pty = lt::ptr(ctx, memref_address_space(ctx, *memory_space).unwrap_or(0));
            let d = UnrankedMemRefDescriptor::new(ops[0]).memref_desc_ptr(rw, loc);
            UnrankedMemRefDescriptor::aligned_ptr(rw, loc, d, pty)
        }
        _ => return Err(()),
    };
    let v = value(rw, loc, "llvm.ptrtoint", &[p], l.index(ctx));
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `memref.extract_strided_metadata` of a ranked memref: a rank-0 descriptor around the
/// source's pointers (offset 0), then the offset, sizes and strides fields.
fn extract_strided_metadata(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(operand_type(rw, op, 0)) else {
        return Err(());
    };
    let rank = shape.len();
    let base_ty = rw.body.value_type(rw.body.result(op, 0));
    let st = super::llvm_common::convert_memref_type(ctx, base_ty, l.opts).ok_or(())?;
    let src = MemRefDescriptor::new(ops[0]);
    let allocated = src.allocated_ptr(rw, loc);
    let aligned = src.aligned_ptr(rw, loc);
    let base = fill_descriptor(l, rw, loc, st, allocated, aligned, &[], &[]);
    let mut results = vec![base, src.offset(rw, loc)];
    for i in 0..rank {
        results.push(src.size(rw, loc, i));
    }
    for i in 0..rank {
        results.push(src.stride(rw, loc, i));
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// `memref.reinterpret_cast` of a ranked memref: a new descriptor with the source's
/// pointers and the op's offset, sizes and strides (constants for static ones).
fn reinterpret_cast(
    l: &Lowering,
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src_ty = operand_type(rw, op, 0);
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let st = super::llvm_common::convert_memref_type(ctx, ty, l.opts).ok_or(())?;
    let statics = |rw: &ConversionPatternRewriter<'_>, n: &str| {
        rmlir_ir::ods::prop(ctx, rw.body, op, n)
            .and_then(|a| c::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let (offsets, sizes, strides) = (
        statics(rw, "static_offsets"),
        statics(rw, "static_sizes"),
        statics(rw, "static_strides"),
    );
    // The dynamic offset, sizes and strides follow the source, in that order.
    let n_dyn = |v: &[i64]| v.iter().filter(|x| **x == DYNAMIC).count();
    let (n_off, n_sizes) = (n_dyn(&offsets), n_dyn(&sizes));
    let mut dyn_offsets = ops[1..].iter().copied();
    let mut dyn_sizes = ops[1 + n_off..].iter().copied();
    let mut dyn_strides = ops[1 + n_off + n_sizes..].iter().copied();
    let next = |rw: &mut ConversionPatternRewriter<'_>,
                it: &mut dyn Iterator<Item = ValueId>,
                v: i64|
     -> Option<ValueId> {
        if v == DYNAMIC {
            it.next()
        } else {
            Some(l.index_const(rw, loc, v))
        }
    };
    let mut d = MemRefDescriptor::undef(rw, loc, st);
    let (allocated, aligned, _) = pointers_and_offset(l, rw, loc, src_ty, ops[0], false)?;
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let off = next(rw, &mut dyn_offsets, *offsets.first().ok_or(())?).ok_or(())?;
    d.set_offset(rw, loc, off);
    if sizes.len() != strides.len() {
        return Err(());
    }
    for i in 0..sizes.len() {
        let sz = next(rw, &mut dyn_sizes, sizes[i]).ok_or(())?;
        d.set_size(rw, loc, i, sz);
        let sd = next(rw, &mut dyn_strides, strides[i]).ok_or(())?;
        d.set_stride(rw, loc, i, sd);
    }
    rw.replace_op(op, &[d.value]);
    Ok(())
}

/// Upstream's `extractPointersAndOffset`: the allocated and aligned pointers (and the
/// offset when `with_offset`) of a ranked or unranked memref descriptor.
fn pointers_and_offset(
    l: &Lowering,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ty: Type,
    desc: ValueId,
    with_offset: bool,
) -> Result<(ValueId, ValueId, Option<ValueId>), ()> {
    let ctx = rw.ctx;
    match ctx.type_kind(ty) {
        TypeKind::MemRef { .. } => {
            let d = MemRefDescriptor::new(desc);
            let allocated = d.allocated_ptr(rw, loc);
            let aligned = d.aligned_ptr(rw, loc);
            let offset = with_offset.then(|| d.offset(rw, loc));
            Ok((allocated, aligned, offset))
        }
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            let pty = lt::ptr(ctx, memref_address_space(ctx, *memory_space).ok_or(())?);
            let p = UnrankedMemRefDescriptor::new(desc).memref_desc_ptr(rw, loc);
            let allocated = UnrankedMemRefDescriptor::allocated_ptr(rw, loc, p, pty);
            let aligned = UnrankedMemRefDescriptor::aligned_ptr(rw, loc, p, pty);
            let offset =
                with_offset.then(|| UnrankedMemRefDescriptor::offset(rw, loc, l.opts, p, pty));
            Ok((allocated, aligned, offset))
        }
        _ => Err(()),
    }
}

type Lower = fn(
    &Lowering,
    &SharedDecls,
    OpId,
    &[ValueId],
    &mut ConversionPatternRewriter<'_>,
) -> LogicalResult;

/// The patterns done so far of upstream's `populateFinalizeMemRefToLLVMConversionPatterns`:
/// the op each converts, upstream's pattern name, and the lowering.
const PATTERNS: &[(&str, &str, Lower)] = &[
    ("memref.load", "LoadOpLowering", |l, _, op, ops, rw| {
        load(l, op, ops, rw)
    }),
    ("memref.store", "StoreOpLowering", |l, _, op, ops, rw| {
        store(l, op, ops, rw)
    }),
    ("memref.alloca", "AllocaOpLowering", |l, _, op, ops, rw| {
        alloca(l, op, ops, rw)
    }),
    ("memref.alloc", "AllocOpLowering", alloc),
    ("memref.dim", "DimOpLowering", |l, _, op, ops, rw| {
        dim(l, op, ops, rw)
    }),
    (
        "memref.global",
        "GlobalMemrefOpLowering",
        |l, _, op, ops, rw| global(l, op, ops, rw),
    ),
    (
        "memref.get_global",
        "GetGlobalMemrefOpLowering",
        |l, _, op, ops, rw| get_global(l, op, ops, rw),
    ),
    (
        "memref.cast",
        "MemRefCastOpLowering",
        |l, _, op, ops, rw| unranked::cast(l, op, ops, rw),
    ),
    ("memref.rank", "RankOpLowering", |l, _, op, ops, rw| {
        unranked::rank(l, op, ops, rw)
    }),
    (
        "memref.reshape",
        "MemRefReshapeOpLowering",
        |l, _, op, ops, rw| unranked::reshape(l, op, ops, rw),
    ),
    (
        "memref.memory_space_cast",
        "MemorySpaceCastOpLowering",
        |l, _, op, ops, rw| unranked::memory_space_cast(l, op, ops, rw),
    ),
    ("memref.copy", "MemRefCopyOpLowering", ops::copy),
    ("memref.view", "ViewOpLowering", |l, _, op, ops, rw| {
        ops::view(l, op, ops, rw)
    }),
    (
        "memref.transpose",
        "TransposeOpLowering",
        |l, _, op, ops, rw| ops::transpose(l, op, ops, rw),
    ),
    (
        "memref.prefetch",
        "PrefetchOpLowering",
        |l, _, op, ops, rw| ops::prefetch(l, op, ops, rw),
    ),
    (
        "memref.assume_alignment",
        "AssumeAlignmentOpLowering",
        |l, _, op, ops, rw| ops::assume_alignment(l, op, ops, rw),
    ),
    (
        "memref.atomic_rmw",
        "AtomicRMWOpLowering",
        |l, _, op, ops, rw| ops::atomic_rmw(l, op, ops, rw),
    ),
    (
        "memref.generic_atomic_rmw",
        "GenericAtomicRMWOpLowering",
        |l, _, op, ops, rw| ops::generic_atomic_rmw(l, op, ops, rw),
    ),
    (
        "memref.alloca_scope",
        "AllocaScopeOpLowering",
        |l, _, op, ops, rw| ops::alloca_scope(l, op, ops, rw),
    ),
    (
        "memref.extract_aligned_pointer_as_index",
        "ConvertExtractAlignedPointerAsIndex",
        |l, _, op, ops, rw| extract_aligned_pointer(l, op, ops, rw),
    ),
    (
        "memref.extract_strided_metadata",
        "ExtractStridedMetadataOpLowering",
        |l, _, op, ops, rw| extract_strided_metadata(l, op, ops, rw),
    ),
    (
        "memref.reinterpret_cast",
        "MemRefReinterpretCastOpLowering",
        |l, _, op, ops, rw| reinterpret_cast(l, op, ops, rw),
    ),
    ("memref.dealloc", "MemRefDeallocOpLowering", dealloc),
];

/// Upstream's `populateFinalizeMemRefToLLVMConversionPatterns` (`flags`: use aligned
/// alloc, use the generic allocation functions).
pub(crate) fn populate_patterns(
    ctx: &Context,
    conv: &LlvmTypeConverter,
    set: &mut ConversionPatternSet,
    decls: &SharedDecls,
    flags: (bool, bool),
) {
    let l = Arc::new(Lowering {
        opts: conv.options,
        aligned_alloc: flags.0,
        generic_functions: flags.1,
    });
    for &(root, name, lower) in PATTERNS {
        let (l, decls) = (l.clone(), decls.clone());
        set.add(
            ctx,
            Some(root),
            1,
            name,
            Some(conv.converter.clone()),
            move |op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
                lower(&l, &decls, op, ops, rw)
            },
        );
    }
    set.generates(
        ctx,
        &[
            "llvm.mlir.constant",
            "llvm.mlir.undef",
            "llvm.mlir.zero",
            "llvm.extractvalue",
            "llvm.insertvalue",
            "llvm.getelementptr",
            "llvm.load",
            "llvm.store",
            "llvm.alloca",
            "llvm.call",
            "llvm.mul",
            "llvm.add",
            "llvm.sub",
            "llvm.urem",
            "llvm.ptrtoint",
            "llvm.inttoptr",
            "llvm.addrspacecast",
            "llvm.mlir.global",
            "llvm.mlir.addressof",
            "llvm.return",
        ],
    );
}

/// Upstream's type converter reports, once per memref type (it caches the failure), a
/// memory space that does not convert to an integer address space; the op then stays
/// and the pass still succeeds. The reports come in conversion order: each converted
/// op's operand types, then its result types.
pub(crate) fn memory_space_errors(ctx: &Context, body: &Body) -> Vec<rmlir_ir::Diagnostic> {
    let names: HashSet<_> = PATTERNS.iter().map(|p| ctx.op_name(p.0)).collect();
    let mut seen = HashSet::new();
    let mut diags = Vec::new();
    body.walk_body(WalkOptions::pre_order().descend_isolated(), |b, n| {
        let IrNode::Op(o) = n else {
            return WalkResult::Advance;
        };
        if !names.contains(&b.op_name(o)) {
            return WalkResult::Advance;
        }
        let types = b
            .operands(o)
            .chain(b.results(o).iter().copied())
            .map(|v| b.value_type(v))
            .collect::<Vec<_>>();
        for t in types {
            // Unranked memrefs convert whatever their memory space.
            let space = match ctx.type_kind(t) {
                TypeKind::MemRef { memory_space, .. } => *memory_space,
                _ => continue,
            };
            let Some(a) = space else { continue };
            if memref_address_space(ctx, Some(a)).is_none() && seen.insert(t) {
                diags.push(rmlir_ir::Diagnostic::error(
                    ctx.unknown_loc(),
                    format!(
                        "conversion of memref memory space {} to integer address space failed. Consider adding memory space conversions.",
                        rmlir_ir::printer::attr_to_string(ctx, a)
                    ),
                ));
            }
        }
        WalkResult::Advance
    });
    diags
}

/// Converts one module's body (nested modules first, each with its own declarations).
fn convert_scope(
    ctx: &Context,
    body: &mut Body,
    opts: LowerToLlvmOptions,
    flags: (bool, bool),
) -> Result<(), Vec<rmlir_ir::Diagnostic>> {
    for o in super::nested_modules(ctx, body) {
        if let Some(inner) = body.isolated_body_mut(o) {
            convert_scope(ctx, inner, opts, flags)?;
        }
    }
    let decls = SharedFuncDecls::for_module(ctx, body);
    let conv = LlvmTypeConverter::new(opts);
    let mut patterns = ConversionPatternSet::new();
    populate_patterns(ctx, &conv, &mut patterns, &decls, flags);
    let mut target = llvm_conversion_target();
    target.mark_op_recursively_legal(&["builtin.module"], None);
    apply_partial_conversion(ctx, body, &target, &patterns)?;
    decls.declare_all(ctx, body);
    Ok(())
}

pub struct FinalizeMemRefToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Finalize MemRef dialect to LLVM dialect conversion";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "finalize-memref-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(FinalizeMemRefToLlvm {
                options: PassOptions::new()
                    .with(
                        "use-aligned-alloc",
                        "Use aligned_alloc in place of malloc for heap allocations",
                        OptValue::Bool(false),
                    )
                    .with("index-bitwidth", INDEX_BITWIDTH_HELP, OptValue::UInt(0))
                    .with(
                        "use-generic-functions",
                        "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

impl Pass for FinalizeMemRefToLlvm {
    fn name(&self) -> &'static str {
        "FinalizeMemRefToLLVMConversionPass"
    }
    fn argument(&self) -> &'static str {
        "finalize-memref-to-llvm"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let opts =
            LowerToLlvmOptions::from_data_layout(cx, op, self.options.uint("index-bitwidth"));
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        for d in memory_space_errors(ctx, body) {
            cx.emit(d);
        }
        let flags = (
            self.options.bool("use-aligned-alloc"),
            self.options.bool("use-generic-functions"),
        );
        match convert_scope(ctx, body, opts, flags) {
            Ok(()) => Ok(()),
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                Err(())
            }
        }
    }
}

/// Upstream's `ConvertToLLVMPattern::getStridedElementPtr` for other conversions (the
/// vector lowering): the address of the element at `indices` of the memref descriptor
/// `desc` of type `ty`.
pub fn strided_element_ptr(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    opts: LowerToLlvmOptions,
    ty: Type,
    desc: ValueId,
    indices: &[ValueId],
) -> Option<ValueId> {
    let l = Lowering {
        opts,
        aligned_alloc: false,
        generic_functions: false,
    };
    l.strided_element_ptr(rw, loc, ty, desc, indices)
}
