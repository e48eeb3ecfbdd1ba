//! Type layout and legalization queries over the data layout service: sizes, alignments and
//! struct field offsets of llvm types, and the scalar "leaves" a value of a first-class
//! aggregate type is split into (aggregates live in one register per leaf).

use rmlir_dialects::dlti::layout::DataLayout;
use rmlir_dialects::llvm::types::{self as lt, LlvmType};
use rmlir_ir::apfloat::FloatSemantics;
use rmlir_ir::{Context, Type, TypeKind};

/// A scalar a value is made of.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// An integer of `bits` (1..=64) bits.
    Int(u32),
    Ptr,
    F32,
    F64,
}

impl Scalar {
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64)
    }
    pub fn bits(self) -> u32 {
        match self {
            Scalar::Int(b) => b,
            Scalar::Ptr | Scalar::F64 => 64,
            Scalar::F32 => 32,
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
}

/// Why a type cannot be handled.
pub type Unsupported = String;

impl<'c> Layout<'c> {
    pub fn new(ctx: &'c Context, dl: DataLayout) -> Self {
        Layout { ctx, dl }
    }

    pub fn size(&self, t: Type) -> u64 {
        self.dl.type_size(self.ctx, t).map(|s| s.value).unwrap_or(8)
    }

    pub fn align(&self, t: Type) -> u64 {
        self.dl.abi_alignment(self.ctx, t).unwrap_or(8).max(1)
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

    /// The scalar of a non-aggregate type.
    pub fn scalar(&self, t: Type) -> Result<Scalar, Unsupported> {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, .. } if *width <= 64 && *width > 0 => {
                Ok(Scalar::Int(*width))
            }
            TypeKind::Index => Ok(Scalar::Int(64)),
            TypeKind::Float(FloatSemantics::IEEEsingle) => Ok(Scalar::F32),
            TypeKind::Float(FloatSemantics::IEEEdouble) => Ok(Scalar::F64),
            _ if lt::is_ptr(self.ctx, t) => Ok(Scalar::Ptr),
            _ => Err(format!(
                "unsupported type '{}'",
                rmlir_ir::printer::type_to_string(self.ctx, t)
            )),
        }
    }

    /// The scalar leaves of a type, with their byte offsets, in order (aggregates flattened).
    pub fn leaves(&self, t: Type) -> Result<Vec<(Scalar, u64)>, Unsupported> {
        let mut out = Vec::new();
        self.collect_leaves(t, 0, &mut out)?;
        Ok(out)
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
