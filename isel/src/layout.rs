//! Type layout and legalization queries over the data layout service: sizes, alignments and
//! struct field offsets of llvm types, and the scalar "leaves" a value of a first-class
//! aggregate type is split into (aggregates live in one register per leaf).

use rmlir_dialects::dlti::layout::DataLayout;
use rmlir_dialects::llvm::types::{self as lt, LlvmType};
use rmlir_ir::apfloat::FloatSemantics;
use rmlir_ir::{Context, Type, TypeKind};
use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;

/// A scalar a value is made of.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// An integer of `bits` (1..=64) bits.
    Int(u32),
    Ptr,
    F32,
    F64,
    /// Half precision and bfloat16: 16-bit patterns in general registers; arithmetic
    /// promotes to f32.
    F16,
    BF16,
}

impl Scalar {
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64)
    }
    /// Passed and returned in SSE registers (f16 and bf16 too, in the low 16 bits, while
    /// instruction selection holds them in general registers).
    pub fn in_sse(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::BF16)
    }
    pub fn bits(self) -> u32 {
        match self {
            Scalar::Int(b) => b,
            Scalar::Ptr | Scalar::F64 => 64,
            Scalar::F32 => 32,
            Scalar::F16 | Scalar::BF16 => 16,
        }
    }
    /// Bytes a load or store of this scalar touches.
    pub fn store_bytes(self) -> u64 {
        (self.bits() as u64).div_ceil(8)
    }
}

pub struct Layout<'c> {
    pub ctx: &'c Context,
    pub dl: DataLayout,
    /// While set, a vector type stands for one of its elements (`scalar` and `leaves` answer
    /// for the element type): instruction selection scalarizes vector operations by lowering
    /// the scalar operation once per lane.
    pub lane_mode: std::cell::Cell<bool>,
    /// While set, f16 and bf16 stand for f32 (their arithmetic is lowered on promoted
    /// values).
    pub promote_mode: std::cell::Cell<bool>,
    /// The target features instruction selection may use (`-mattr=`).
    pub features: crate::x86_64::features::Features,
    /// Memoized answers (a layout serves one thread; types are uniqued handles).
    cache: RefCell<Caches>,
}

/// A type in the lowering modes (lane mode, promote mode) it was asked in.
type ModalType = (Type, bool, bool);
/// The leaves of a type, or why it has none.
type Leaves = Result<Vec<(Scalar, u64)>, Unsupported>;

#[derive(Default)]
struct Caches {
    size: HashMap<Type, u64>,
    align: HashMap<Type, u64>,
    /// Keyed by type and the two modes.
    leaves: HashMap<ModalType, Leaves>,
    /// Keyed by type, position and the modes.
    leaf_range: HashMap<(ModalType, Vec<i64>), (usize, usize, Type)>,
}

/// Why a type cannot be handled.
pub type Unsupported = String;

impl<'c> Layout<'c> {
    pub fn new(ctx: &'c Context, dl: DataLayout) -> Self {
        Layout {
            ctx,
            dl,
            lane_mode: std::cell::Cell::new(false),
            promote_mode: std::cell::Cell::new(false),
            features: Default::default(),
            cache: RefCell::new(Caches::default()),
        }
    }

    fn modes(&self) -> (bool, bool) {
        (self.lane_mode.get(), self.promote_mode.get())
    }

    /// The allocation size of `t`. Aggregates are laid out with [`Self::align`] (so with the
    /// target's integer alignments, as llc lays them out).
    pub fn size(&self, t: Type) -> u64 {
        if let Some(v) = self.cache.borrow().size.get(&t) {
            return *v;
        }
        let v = self.compute_size(t);
        self.cache.borrow_mut().size.insert(t, v);
        v
    }

    fn compute_size(&self, t: Type) -> u64 {
        match lt::decode(self.ctx, t) {
            Some(LlvmType::Array(elem, n)) => return self.size(elem) * n,
            Some(LlvmType::Struct { packed, elems }) => return self.struct_size(&elems, packed),
            Some(LlvmType::Identified {
                body: Some((elems, flags)),
                ..
            }) => return self.struct_size(elems, flags & lt::PACKED != 0),
            _ => {}
        }
        let size = self.dl.type_size(self.ctx, t).map(|s| s.value).unwrap_or(8);
        size.next_multiple_of(self.align(t))
    }

    fn struct_size(&self, elems: &[Type], packed: bool) -> u64 {
        let (mut off, mut align) = (0u64, 1u64);
        for e in elems {
            if !packed {
                let a = self.align(*e);
                align = align.max(a);
                off = off.next_multiple_of(a);
            }
            off += self.size(*e);
        }
        off.next_multiple_of(align)
    }

    /// The ABI alignment of `t`. An integer the module's data layout spec says nothing about
    /// gets the x86-64 target's alignment (LLVM's, what llc uses when the module has no
    /// layout): i33..i64 align to 8, wider ones to 16, where MLIR's default says 4.
    pub fn align(&self, t: Type) -> u64 {
        if let Some(v) = self.cache.borrow().align.get(&t) {
            return *v;
        }
        let v = self.compute_align(t);
        self.cache.borrow_mut().align.insert(t, v);
        v
    }

    fn compute_align(&self, t: Type) -> u64 {
        match lt::decode(self.ctx, t) {
            Some(LlvmType::Array(elem, _)) => return self.align(elem),
            Some(LlvmType::Struct { packed, elems }) => return self.struct_align(&elems, packed),
            Some(LlvmType::Identified {
                body: Some((elems, flags)),
                ..
            }) => return self.struct_align(elems, flags & lt::PACKED != 0),
            _ => {}
        }
        let a = self.dl.abi_alignment(self.ctx, t).unwrap_or(8).max(1);
        if let TypeKind::Integer { width, .. } = self.ctx.type_kind(t) {
            let default = DataLayout::new().abi_alignment(self.ctx, t);
            if *width > 32 && default == Some(a) {
                return if *width <= 64 { 8 } else { 16 };
            }
        }
        a
    }

    fn struct_align(&self, elems: &[Type], packed: bool) -> u64 {
        if packed {
            return 1;
        }
        elems.iter().map(|e| self.align(*e)).max().unwrap_or(1)
    }

    /// The byte offset of each field of a struct type, or of element `i` of an array.
    pub fn field_offset(&self, t: Type, i: u64) -> Option<(u64, Type)> {
        match lt::decode(self.ctx, t)? {
            LlvmType::Array(elem, _) => Some((i * self.size(elem), elem)),
            LlvmType::Struct { packed, elems } => self.struct_offset(&elems, packed, i),
            LlvmType::Identified {
                body: Some((elems, flags)),
                ..
            } => self.struct_offset(elems, flags & lt::PACKED != 0, i),
            _ => None,
        }
    }

    fn struct_offset(&self, elems: &[Type], packed: bool, i: u64) -> Option<(u64, Type)> {
        let mut off = 0u64;
        for (k, e) in elems.iter().enumerate() {
            if !packed {
                off = off.next_multiple_of(self.align(*e));
            }
            if k as u64 == i {
                return Some((off, *e));
            }
            off += self.size(*e);
        }
        None
    }

    /// The element type and lane count of a fixed-length vector type.
    pub fn vector(&self, t: Type) -> Option<(Type, u64)> {
        match self.ctx.type_kind(t) {
            TypeKind::Vector {
                shape,
                elem,
                scalable,
            } if shape.len() == 1 && !scalable.iter().any(|s| *s) => {
                Some((*elem, shape[0].max(0) as u64))
            }
            // `!llvm.vec<N x T>` (vectors of pointers print this way).
            _ => match lt::decode(self.ctx, t) {
                Some(LlvmType::Vec(e, n)) => Some((e, n as u64)),
                _ => None,
            },
        }
    }

    /// The scalar of a non-aggregate type.
    pub fn scalar(&self, t: Type) -> Result<Scalar, Unsupported> {
        self.scalar_opt(t).ok_or_else(|| {
            format!(
                "unsupported type '{}'",
                rmlir_ir::printer::type_to_string(self.ctx, t)
            )
        })
    }

    /// As [`Self::scalar`], without building a message for non-scalar types.
    pub fn scalar_opt(&self, t: Type) -> Option<Scalar> {
        if self.lane_mode.get() {
            if let Some((e, _)) = self.vector(t) {
                return self.scalar_opt(e);
            }
        }
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, .. } if *width <= 64 && *width > 0 => {
                Some(Scalar::Int(*width))
            }
            TypeKind::Index => Some(Scalar::Int(64)),
            TypeKind::Float(FloatSemantics::IEEEsingle) => Some(Scalar::F32),
            TypeKind::Float(FloatSemantics::IEEEdouble) => Some(Scalar::F64),
            TypeKind::Float(FloatSemantics::IEEEhalf | FloatSemantics::BFloat)
                if self.promote_mode.get() =>
            {
                Some(Scalar::F32)
            }
            TypeKind::Float(FloatSemantics::IEEEhalf) => Some(Scalar::F16),
            TypeKind::Float(FloatSemantics::BFloat) => Some(Scalar::BF16),
            _ if lt::is_ptr(self.ctx, t) => Some(Scalar::Ptr),
            _ => None,
        }
    }

    /// The scalar leaves of a type, with their byte offsets, in order (aggregates flattened).
    pub fn leaves(&self, t: Type) -> Result<Vec<(Scalar, u64)>, Unsupported> {
        let (l, p) = self.modes();
        if let Some(v) = self.cache.borrow().leaves.get(&(t, l, p)) {
            return v.clone();
        }
        let mut out = Vec::new();
        let v = self.collect_leaves(t, 0, &mut out).map(|_| out);
        self.cache.borrow_mut().leaves.insert((t, l, p), v.clone());
        v
    }

    fn collect_leaves(
        &self,
        t: Type,
        base: u64,
        out: &mut Vec<(Scalar, u64)>,
    ) -> Result<(), Unsupported> {
        match lt::decode(self.ctx, t) {
            Some(LlvmType::Array(elem, n)) => {
                let sz = self.size(elem);
                for i in 0..n {
                    self.collect_leaves(elem, base + i * sz, out)?;
                }
                Ok(())
            }
            Some(LlvmType::Struct { .. }) | Some(LlvmType::Identified { body: Some(_), .. }) => {
                let mut i = 0;
                while let Some((off, et)) = self.field_offset(t, i) {
                    self.collect_leaves(et, base + off, out)?;
                    i += 1;
                }
                Ok(())
            }
            _ => {
                if let (Some((e, n)), false) = (self.vector(t), self.lane_mode.get()) {
                    // One leaf per lane; i1 lanes are bit-packed in memory, which the leaf
                    // offsets cannot say (loads and stores of those are refused).
                    let sz = self.size(e);
                    let s = self.scalar(e)?;
                    for i in 0..n {
                        out.push((s, base + i * sz));
                    }
                    return Ok(());
                }
                if let Some(hi) = self.wide_int_hi_bits(t) {
                    // Integers of 65..=128 bits: two registers, low half first.
                    out.push((Scalar::Int(64), base));
                    out.push((Scalar::Int(hi), base + 8));
                    return Ok(());
                }
                out.push((self.scalar(t)?, base));
                Ok(())
            }
        }
    }

    /// For an integer type of 65..=128 bits (held as two 64-bit leaves), the bits of its
    /// high leaf.
    pub fn wide_int_hi_bits(&self, t: Type) -> Option<u32> {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, .. } if (65..=128).contains(width) => Some(*width - 64),
            _ => None,
        }
    }

    /// The number of leaves of each member of an aggregate (index path navigation for
    /// `extractvalue`/`insertvalue`): the leaf range of `indices` inside `t`, and its type.
    pub fn leaf_range(
        &self,
        t: Type,
        indices: &[i64],
    ) -> Result<(usize, usize, Type), Unsupported> {
        let (l, p) = self.modes();
        let key = ((t, l, p), indices.to_vec());
        if let Some(v) = self.cache.borrow().leaf_range.get(&key) {
            return Ok(*v);
        }
        let v = self.compute_leaf_range(t, indices)?;
        self.cache.borrow_mut().leaf_range.insert(key, v);
        Ok(v)
    }

    fn compute_leaf_range(
        &self,
        t: Type,
        indices: &[i64],
    ) -> Result<(usize, usize, Type), Unsupported> {
        let mut start = 0usize;
        let mut cur = t;
        for &ix in indices {
            let mut k = 0u64;
            let mut found = None;
            while let Some((_, et)) = self.field_offset(cur, k) {
                if k as i64 == ix {
                    found = Some(et);
                    break;
                }
                start += self.leaves(et)?.len();
                k += 1;
                if matches!(lt::decode(self.ctx, cur), Some(LlvmType::Array(_, n)) if k >= n) {
                    break;
                }
            }
            cur = found.ok_or_else(|| "invalid aggregate index".to_string())?;
        }
        Ok((start, start + self.leaves(cur)?.len(), cur))
    }
}
