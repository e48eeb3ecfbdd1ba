//! Upstream's `UnrankedMemRefDescriptor` (`LLVMCommon/MemRefBuilder.cpp`): an unranked
//! memref lowers to `!llvm.struct<(iN, ptr<A>)>`, its rank and a pointer to a ranked
//! descriptor stored in memory (allocated pointer, aligned pointer, offset, then `rank`
//! sizes and `rank` strides). The struct fields are read and written with
//! `llvm.extractvalue` / `llvm.insertvalue`; the fields of the ranked descriptor behind the
//! pointer with `llvm.getelementptr`, `llvm.load` and `llvm.store`.

use super::{create_op, LowerToLlvmOptions};
use crate::llvm::types as lt;
use rmlir_ir::conversion::ConversionPatternRewriter;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::{Attribute, Location, Type, ValueId};

const RANK: i64 = 0;
const DESCRIPTOR_PTR: i64 = 1;

/// Pointer bitwidth of an address space in the default data layout.
const POINTER_BITWIDTH: u64 = 64;

/// An unranked memref descriptor value; setters replace `value` by the new struct.
#[derive(Copy, Clone, Debug)]
pub struct UnrankedMemRefDescriptor {
    pub value: ValueId,
}

fn value(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let op = create_op(rw, loc, name, operands, &[ty], attrs);
    rw.body.result(op, 0)
}

/// `llvm.mlir.constant(v : index) : iN` (upstream's `createIndexAttrConstant`).
pub fn index_constant(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    opts: LowerToLlvmOptions,
    v: i64,
) -> ValueId {
    let ctx = rw.ctx;
    let attr = ctx.int_attr(ctx.index_type(), v);
    let ty = ctx.integer_type(opts.index_bitwidth);
    value(rw, loc, "llvm.mlir.constant", &[], ty, &[("value", attr)])
}

/// `llvm.getelementptr base[indices]` over `elem`: constant indices, `None` for the
/// dynamic ones, taken in order from `dynamic`.
pub fn gep(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    elem: Type,
    base: ValueId,
    indices: &[Option<i32>],
    dynamic: &[ValueId],
) -> ValueId {
    let pty = rw.body.value_type(base);
    gep_to(rw, loc, pty, elem, base, indices, dynamic)
}

/// [`gep`] with a result pointer type `pty` (that of `base` for [`gep`]).
pub fn gep_to(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    pty: Type,
    elem: Type,
    base: ValueId,
    indices: &[Option<i32>],
    dynamic: &[ValueId],
) -> ValueId {
    let ctx = rw.ctx;
    let raw: Vec<i32> = indices
        .iter()
        .map(|i| i.unwrap_or(crate::llvm::asm::DYNAMIC_INDEX))
        .collect();
    let mut operands = vec![base];
    operands.extend_from_slice(dynamic);
    value(
        rw,
        loc,
        "llvm.getelementptr",
        &operands,
        pty,
        &[
            ("rawConstantIndices", c::dense_i32_array(ctx, &raw)),
            ("elem_type", ctx.type_attr(elem)),
        ],
    )
}

fn load(rw: &mut ConversionPatternRewriter<'_>, loc: Location, ptr: ValueId, ty: Type) -> ValueId {
    value(rw, loc, "llvm.load", &[ptr], ty, &[])
}

fn store(rw: &mut ConversionPatternRewriter<'_>, loc: Location, v: ValueId, ptr: ValueId) {
    create_op(rw, loc, "llvm.store", &[v, ptr], &[], &[]);
}

impl UnrankedMemRefDescriptor {
    pub fn new(value: ValueId) -> Self {
        UnrankedMemRefDescriptor { value }
    }

    /// An `llvm.mlir.undef` descriptor of struct type `ty`.
    pub fn undef(rw: &mut ConversionPatternRewriter<'_>, loc: Location, ty: Type) -> Self {
        Self::new(value(rw, loc, "llvm.mlir.undef", &[], ty, &[]))
    }

    /// Upstream's `pack`: a descriptor of type `ty` from a rank and a descriptor pointer.
    pub fn pack(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        ty: Type,
        rank: ValueId,
        ptr: ValueId,
    ) -> Self {
        let mut d = Self::undef(rw, loc, ty);
        d.set_rank(rw, loc, rank);
        d.set_memref_desc_ptr(rw, loc, ptr);
        d
    }

    fn extract(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Location, pos: i64) -> ValueId {
        let ctx = rw.ctx;
        let st = rw.body.value_type(self.value);
        let ty = match lt::decode(ctx, st) {
            Some(lt::LlvmType::Struct { elems, .. }) => elems[pos as usize],
            _ => panic!("unranked memref descriptor is a struct"),
        };
        let position = c::dense_i64_array(ctx, &[pos]);
        value(
            rw,
            loc,
            "llvm.extractvalue",
            &[self.value],
            ty,
            &[("position", position)],
        )
    }

    fn insert(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        pos: i64,
        v: ValueId,
    ) {
        let st = rw.body.value_type(self.value);
        let position = c::dense_i64_array(rw.ctx, &[pos]);
        self.value = value(
            rw,
            loc,
            "llvm.insertvalue",
            &[self.value, v],
            st,
            &[("position", position)],
        );
    }

    pub fn rank(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> ValueId {
        self.extract(rw, loc, RANK)
    }
    pub fn set_rank(&mut self, rw: &mut ConversionPatternRewriter<'_>, loc: Location, v: ValueId) {
        self.insert(rw, loc, RANK, v)
    }
    /// The pointer to the ranked descriptor.
    pub fn memref_desc_ptr(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
    ) -> ValueId {
        self.extract(rw, loc, DESCRIPTOR_PTR)
    }
    pub fn set_memref_desc_ptr(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        v: ValueId,
    ) {
        self.insert(rw, loc, DESCRIPTOR_PTR, v)
    }

    /// Upstream's `computeSizes` for one descriptor (see [`Self::compute_sizes`]).
    pub fn compute_size(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        opts: LowerToLlvmOptions,
    ) -> ValueId {
        Self::compute_sizes(rw, loc, opts, &[*self])[0]
    }

    /// Upstream's `computeSizes`: for each descriptor, the byte size of the ranked
    /// descriptor it points to, `2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)` (the
    /// constants 1, 2 and sizeof(index) shared, as upstream builds them).
    pub fn compute_sizes(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        opts: LowerToLlvmOptions,
        descs: &[Self],
    ) -> Vec<ValueId> {
        if descs.is_empty() {
            return Vec::new();
        }
        let ctx = rw.ctx;
        let idx = ctx.integer_type(opts.index_bitwidth);
        let one = index_constant(rw, loc, opts, 1);
        let two = index_constant(rw, loc, opts, 2);
        let index_size = index_constant(rw, loc, opts, opts.index_bitwidth.div_ceil(8) as i64);
        descs
            .iter()
            .map(|d| {
                let pointer_size =
                    index_constant(rw, loc, opts, POINTER_BITWIDTH.div_ceil(8) as i64);
                let double_pointer = value(rw, loc, "llvm.mul", &[two, pointer_size], idx, &[]);
                let rank = d.rank(rw, loc);
                let double_rank = value(rw, loc, "llvm.mul", &[two, rank], idx, &[]);
                let count = value(rw, loc, "llvm.add", &[double_rank, one], idx, &[]);
                let index_bytes = value(rw, loc, "llvm.mul", &[count, index_size], idx, &[]);
                value(
                    rw,
                    loc,
                    "llvm.add",
                    &[double_pointer, index_bytes],
                    idx,
                    &[],
                )
            })
            .collect()
    }

    /// The allocated pointer stored at `desc_ptr`.
    pub fn allocated_ptr(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        desc_ptr: ValueId,
        elem_ptr: Type,
    ) -> ValueId {
        load(rw, loc, desc_ptr, elem_ptr)
    }
    pub fn set_allocated_ptr(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        desc_ptr: ValueId,
        v: ValueId,
    ) {
        store(rw, loc, v, desc_ptr)
    }

    fn aligned_ptr_slot(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        desc_ptr: ValueId,
        elem_ptr: Type,
    ) -> ValueId {
        gep(rw, loc, elem_ptr, desc_ptr, &[Some(1)], &[])
    }
    /// The aligned pointer stored after the allocated one.
    pub fn aligned_ptr(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        desc_ptr: ValueId,
        elem_ptr: Type,
    ) -> ValueId {
        let p = Self::aligned_ptr_slot(rw, loc, desc_ptr, elem_ptr);
        load(rw, loc, p, elem_ptr)
    }
    pub fn set_aligned_ptr(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        desc_ptr: ValueId,
        elem_ptr: Type,
        v: ValueId,
    ) {
        let p = Self::aligned_ptr_slot(rw, loc, desc_ptr, elem_ptr);
        store(rw, loc, v, p)
    }

    /// The address of the offset field (upstream's `offsetBasePtr`).
    pub fn offset_base_ptr(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        desc_ptr: ValueId,
        elem_ptr: Type,
    ) -> ValueId {
        gep(rw, loc, elem_ptr, desc_ptr, &[Some(2)], &[])
    }
    pub fn offset(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        opts: LowerToLlvmOptions,
        desc_ptr: ValueId,
        elem_ptr: Type,
    ) -> ValueId {
        let p = Self::offset_base_ptr(rw, loc, desc_ptr, elem_ptr);
        let idx = rw.ctx.integer_type(opts.index_bitwidth);
        load(rw, loc, p, idx)
    }
    pub fn set_offset(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        desc_ptr: ValueId,
        elem_ptr: Type,
        v: ValueId,
    ) {
        let p = Self::offset_base_ptr(rw, loc, desc_ptr, elem_ptr);
        store(rw, loc, v, p)
    }

    /// The address of the first size (upstream's `sizeBasePtr`): field 3 of
    /// `struct<(ptr, ptr, iN, iN)>`.
    pub fn size_base_ptr(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        opts: LowerToLlvmOptions,
        desc_ptr: ValueId,
        elem_ptr: Type,
    ) -> ValueId {
        let idx = rw.ctx.integer_type(opts.index_bitwidth);
        let st = lt::literal_struct(rw.ctx, &[elem_ptr, elem_ptr, idx, idx], false);
        gep(rw, loc, st, desc_ptr, &[Some(0), Some(3)], &[])
    }

    /// The address of the first stride: `rank` index values after the first size.
    pub fn stride_base_ptr(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        opts: LowerToLlvmOptions,
        size_base: ValueId,
        rank: ValueId,
    ) -> ValueId {
        let idx = rw.ctx.integer_type(opts.index_bitwidth);
        gep(rw, loc, idx, size_base, &[None], &[rank])
    }

    /// Stores `v` at index `i` of the index array at `base` (sizes or strides).
    pub fn set_index_at(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        opts: LowerToLlvmOptions,
        base: ValueId,
        i: ValueId,
        v: ValueId,
    ) {
        let idx = rw.ctx.integer_type(opts.index_bitwidth);
        let p = gep(rw, loc, idx, base, &[None], &[i]);
        store(rw, loc, v, p)
    }
}
