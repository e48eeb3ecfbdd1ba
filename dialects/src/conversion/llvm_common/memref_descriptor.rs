//! Upstream's `MemRefDescriptor` (`LLVMCommon/MemRefBuilder.cpp`): reads and writes the
//! fields of a ranked memref descriptor value with `llvm.extractvalue` /
//! `llvm.insertvalue`. Positions: 0 allocated pointer, 1 aligned pointer, 2 offset,
//! `[3, i]` size i, `[4, i]` stride i.

use super::create_op;
use crate::llvm::types as lt;
use rmlir_ir::conversion::ConversionPatternRewriter;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::{Location, Type, ValueId};

const ALLOCATED_PTR: i64 = 0;
const ALIGNED_PTR: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

/// A memref descriptor value (its struct type is the converted memref type); setters
/// replace `value` by the new struct.
#[derive(Copy, Clone, Debug)]
pub struct MemRefDescriptor {
    pub value: ValueId,
}

impl MemRefDescriptor {
    pub fn new(value: ValueId) -> Self {
        MemRefDescriptor { value }
    }

    /// An `llvm.mlir.undef` descriptor of struct type `ty`.
    pub fn undef(rw: &mut ConversionPatternRewriter<'_>, loc: Location, ty: Type) -> Self {
        let op = create_op(rw, loc, "llvm.mlir.undef", &[], &[ty], &[]);
        MemRefDescriptor::new(rw.body.result(op, 0))
    }

    fn struct_type(&self, rw: &ConversionPatternRewriter<'_>) -> Type {
        rw.body.value_type(self.value)
    }

    /// The type of the field at `pos`.
    fn field_type(&self, rw: &ConversionPatternRewriter<'_>, pos: &[i64]) -> Option<Type> {
        let ctx = rw.ctx;
        let mut t = self.struct_type(rw);
        for &p in pos {
            t = match lt::decode(ctx, t)? {
                lt::LlvmType::Struct { elems, .. } => *elems.get(p as usize)?,
                lt::LlvmType::Array(e, _) => e,
                _ => return None,
            };
        }
        Some(t)
    }

    fn extract(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        pos: &[i64],
    ) -> ValueId {
        let ty = self.field_type(rw, pos).expect("memref descriptor field");
        let position = c::dense_i64_array(rw.ctx, pos);
        let op = create_op(
            rw,
            loc,
            "llvm.extractvalue",
            &[self.value],
            &[ty],
            &[("position", position)],
        );
        rw.body.result(op, 0)
    }

    fn insert(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        pos: &[i64],
        v: ValueId,
    ) {
        let ty = self.struct_type(rw);
        let position = c::dense_i64_array(rw.ctx, pos);
        let op = create_op(
            rw,
            loc,
            "llvm.insertvalue",
            &[self.value, v],
            &[ty],
            &[("position", position)],
        );
        self.value = rw.body.result(op, 0);
    }

    pub fn allocated_ptr(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> ValueId {
        self.extract(rw, loc, &[ALLOCATED_PTR])
    }
    pub fn set_allocated_ptr(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        v: ValueId,
    ) {
        self.insert(rw, loc, &[ALLOCATED_PTR], v)
    }
    pub fn aligned_ptr(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> ValueId {
        self.extract(rw, loc, &[ALIGNED_PTR])
    }
    pub fn set_aligned_ptr(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        v: ValueId,
    ) {
        self.insert(rw, loc, &[ALIGNED_PTR], v)
    }
    pub fn offset(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> ValueId {
        self.extract(rw, loc, &[OFFSET])
    }
    pub fn set_offset(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        v: ValueId,
    ) {
        self.insert(rw, loc, &[OFFSET], v)
    }
    /// The whole sizes array.
    pub fn sizes(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> ValueId {
        self.extract(rw, loc, &[SIZES])
    }
    pub fn size(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Location, i: usize) -> ValueId {
        self.extract(rw, loc, &[SIZES, i as i64])
    }
    pub fn set_size(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        i: usize,
        v: ValueId,
    ) {
        self.insert(rw, loc, &[SIZES, i as i64], v)
    }
    pub fn stride(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        i: usize,
    ) -> ValueId {
        self.extract(rw, loc, &[STRIDES, i as i64])
    }
    pub fn set_stride(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Location,
        i: usize,
        v: ValueId,
    ) {
        self.insert(rw, loc, &[STRIDES, i as i64], v)
    }
}
