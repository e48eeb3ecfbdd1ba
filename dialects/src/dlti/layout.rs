//! Data layout queries (upstream's `DataLayout` of `mlir/Interfaces/DataLayoutInterfaces.h`
//! with `DataLayoutAnalysis`): the size, alignments and index bitwidth of builtin and llvm
//! dialect types, and the target properties (endianness, memory spaces, stack alignment),
//! under the `#dlti.dl_spec` of the enclosing modules combined from the outermost to the
//! innermost.
//!
//! Upstream dispatches on the type class: builtin integers, floats, `index`, `complex` and
//! `vector` follow `DataLayoutInterfaces.cpp`'s defaults; `!llvm.ptr`, `!llvm.struct` and
//! `!llvm.array` follow `LLVMTypes.cpp`'s `DataLayoutTypeInterface` implementations. Other
//! types have no layout (upstream aborts): the queries return `None`.

use super::{entry, spec_entries, EntryKey};
use crate::llvm::types::{self as lt, LlvmType};
use rmlir_ir::apfloat::FloatSemantics;
use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::dialect::OperationName;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::{AttrKind, Attribute, Context, Ident, Type, TypeKind};

/// The class of a type (upstream's `TypeID`): data layout entries keyed by a type apply to
/// every type of its class (`i32` entries to all integer types, `!llvm.ptr<1>` to pointers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeClass {
    Integer,
    Float(FloatSemantics),
    Index,
    /// Another builtin type (`vector`, `tensor`, `complex`, ...).
    Builtin(u8),
    LlvmPtr,
    LlvmStruct,
    LlvmArray,
    /// Another type of a dialect (with its kind when the dialect gives one).
    Dialect(Ident, u32),
    Unknown,
}

/// The class of `t`.
pub fn type_class(ctx: &Context, t: Type) -> TypeClass {
    match ctx.type_kind(t) {
        TypeKind::Integer { .. } => TypeClass::Integer,
        TypeKind::Float(s) => TypeClass::Float(*s),
        TypeKind::Index => TypeClass::Index,
        TypeKind::None => TypeClass::Builtin(0),
        TypeKind::Complex(_) => TypeClass::Builtin(1),
        TypeKind::Vector { .. } => TypeClass::Builtin(2),
        TypeKind::RankedTensor { .. } => TypeClass::Builtin(3),
        TypeKind::UnrankedTensor { .. } => TypeClass::Builtin(4),
        TypeKind::MemRef { .. } => TypeClass::Builtin(5),
        TypeKind::UnrankedMemRef { .. } => TypeClass::Builtin(6),
        TypeKind::Tuple(_) => TypeClass::Builtin(7),
        TypeKind::Function { .. } => TypeClass::Builtin(8),
        _ => match lt::decode(ctx, t) {
            Some(LlvmType::Ptr(_)) => TypeClass::LlvmPtr,
            Some(LlvmType::Struct { .. } | LlvmType::Identified { .. }) => TypeClass::LlvmStruct,
            Some(LlvmType::Array(..)) => TypeClass::LlvmArray,
            _ => match ctx.type_kind(t) {
                TypeKind::Ext { dialect, kind, .. } => TypeClass::Dialect(*dialect, *kind),
                TypeKind::Identified { dialect, .. } => TypeClass::Dialect(*dialect, u32::MAX),
                _ => TypeClass::Unknown,
            },
        },
    }
}

/// Checks the entries of one type class that is not a builtin integer, float or `index`
/// (upstream's `DataLayoutTypeInterface::verifyEntries`, or the errors for classes without
/// one). `Err` is the message.
pub(super) fn verify_type_entries(
    ctx: &Context,
    group: &[(Type, Attribute)],
) -> Result<(), String> {
    let (sample, _) = group[0];
    match type_class(ctx, sample) {
        TypeClass::Builtin(_) => Err("unexpected data layout for a built-in type".into()),
        TypeClass::LlvmPtr => {
            for &(key, v) in group {
                let key_s = type_to_string(ctx, key);
                let Some((elem, values)) = super::dense_int_values(ctx, v)
                    .filter(|(_, vals)| vals.len() == 3 || vals.len() == 4)
                else {
                    return Err(format!(
                        "expected layout attribute for '{key_s}' to be a dense integer \
                         elements attribute with 3 or 4 elements"
                    ));
                };
                if !is_integer_of(ctx, elem, 64) {
                    return Err(format!("expected i64 parameters for '{key_s}'"));
                }
                if values[1] > values[2] {
                    return Err(
                        "preferred alignment is expected to be at least as large as ABI \
                         alignment"
                            .into(),
                    );
                }
            }
            Ok(())
        }
        TypeClass::LlvmStruct => {
            for &(key, v) in group {
                let key_s = type_to_string(ctx, key);
                let Some((elem, values)) = super::dense_int_values(ctx, v)
                    .filter(|(_, vals)| vals.len() == 1 || vals.len() == 2)
                else {
                    return Err(format!(
                        "expected layout attribute for '{key_s}' to be a dense integer \
                         elements attribute of 1 or 2 elements"
                    ));
                };
                if !is_integer_of(ctx, elem, 64) {
                    return Err(format!("expected i64 entries for '{key_s}'"));
                }
                let empty_literal = matches!(lt::decode(ctx, key), Some(LlvmType::Struct { elems, .. }) if elems.is_empty());
                if !empty_literal {
                    return Err(format!("unexpected layout attribute for struct '{key_s}'"));
                }
                if values.len() == 2 && values[0] > values[1] {
                    return Err(
                        "preferred alignment is expected to be at least as large as ABI \
                         alignment"
                            .into(),
                    );
                }
            }
            Ok(())
        }
        // `LLVMArrayType` accepts any entries.
        TypeClass::LlvmArray => Ok(()),
        _ => Err("data layout specified for a type that does not support it".into()),
    }
}

/// Upstream's `Type::isInteger(width)`: an integer of that width, any signedness.
fn is_integer_of(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: w, .. } if *w == width)
}

/// A size that may be scaled by the runtime vector length (`llvm::TypeSize`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeSize {
    /// The size, or its known minimum when `scalable`.
    pub value: u64,
    pub scalable: bool,
}

impl TypeSize {
    pub fn fixed(value: u64) -> Self {
        TypeSize {
            value,
            scalable: false,
        }
    }
}

/// The data layout of a scope: the combined entries of the specs that apply there.
#[derive(Clone, Debug, Default)]
pub struct DataLayout {
    /// Type-keyed entries, in spec order, after combination.
    types: Vec<(Type, Attribute)>,
    /// Identifier-keyed entries.
    ids: Vec<(String, Attribute)>,
}

fn next_pow2(v: u64) -> u64 {
    v.max(1).next_power_of_two()
}

fn align_to(v: u64, a: u64) -> u64 {
    if a == 0 {
        v
    } else {
        v.div_ceil(a) * a
    }
}

impl DataLayout {
    /// The layout with no spec (every query answers upstream's defaults).
    pub fn new() -> Self {
        Self::default()
    }

    /// The combination of `specs` (`#dlti.dl_spec` attributes, outermost first): an entry
    /// of an inner spec replaces the outer entry with the same key (upstream's
    /// `DataLayoutSpecAttr::combineWith` on verified specs).
    pub fn from_specs(ctx: &Context, specs: &[Attribute]) -> Self {
        let mut dl = DataLayout::default();
        for &spec in specs {
            for e in spec_entries(ctx, spec).unwrap_or_default() {
                match entry(ctx, e) {
                    Some((EntryKey::Type(t), v)) => {
                        match dl.types.iter_mut().find(|(k, _)| *k == t) {
                            Some(slot) => slot.1 = v,
                            None => dl.types.push((t, v)),
                        }
                    }
                    Some((EntryKey::Id(k), v)) => match dl.ids.iter_mut().find(|(n, _)| n == k) {
                        Some(slot) => slot.1 = v,
                        None => dl.ids.push((k.to_string(), v)),
                    },
                    None => {}
                }
            }
        }
        dl
    }

    /// The layout inside the innermost of `scopes` (ops given by name and attributes,
    /// outermost first): the specs of the modules among them, combined. This is
    /// `DataLayoutAnalysis::getAtOrAbove(op)` when `scopes` ends with `op` (a pass's
    /// [`rmlir_ir::pass::PassCx::ancestors`] then its anchor).
    pub fn for_scopes<'a>(
        ctx: &Context,
        scopes: impl IntoIterator<Item = (OperationName, &'a [NamedAttr])>,
    ) -> Self {
        let specs: Vec<Attribute> = scopes
            .into_iter()
            .filter_map(|(name, attrs)| scope_spec(ctx, name, attrs))
            .collect();
        Self::from_specs(ctx, &specs)
    }

    /// The entries of `t`'s class.
    fn params(&self, ctx: &Context, t: Type) -> Vec<(Type, Attribute)> {
        let class = type_class(ctx, t);
        self.types
            .iter()
            .copied()
            .filter(|(k, _)| type_class(ctx, *k) == class)
            .collect()
    }

    fn id_entry(&self, key: &str) -> Option<Attribute> {
        self.ids.iter().find(|(k, _)| k == key).map(|(_, v)| *v)
    }

    /// The size of `t` in bits (`getTypeSizeInBits`); `None` for types without a layout.
    pub fn type_size_in_bits(&self, ctx: &Context, t: Type) -> Option<TypeSize> {
        self.size_bits_with(ctx, t, &self.params(ctx, t))
    }

    /// The size of `t` in bytes (`getTypeSize`).
    pub fn type_size(&self, ctx: &Context, t: Type) -> Option<TypeSize> {
        let bits = self.type_size_in_bits(ctx, t)?;
        Some(TypeSize {
            value: bits.value.div_ceil(8),
            scalable: bits.scalable,
        })
    }

    /// The ABI alignment of `t` in bytes (`getTypeABIAlignment`).
    pub fn abi_alignment(&self, ctx: &Context, t: Type) -> Option<u64> {
        self.abi_with(ctx, t, &self.params(ctx, t))
    }

    /// The preferred alignment of `t` in bytes (`getTypePreferredAlignment`).
    pub fn preferred_alignment(&self, ctx: &Context, t: Type) -> Option<u64> {
        self.preferred_with(ctx, t, &self.params(ctx, t))
    }

    /// The bitwidth of the integers indexing into `t` (`getTypeIndexBitwidth`): `index`
    /// and pointers only.
    pub fn type_index_bitwidth(&self, ctx: &Context, t: Type) -> Option<u64> {
        let params = self.params(ctx, t);
        match ctx.type_kind(t) {
            TypeKind::Index => Some(index_bitwidth(ctx, &params)),
            _ => match lt::decode(ctx, t)? {
                LlvmType::Ptr(space) => match ptr_entry(ctx, &params, space, PtrPos::Index) {
                    Some(v) => Some(v),
                    None => self.type_index_bitwidth(ctx, lt::ptr(ctx, 0)),
                },
                _ => None,
            },
        }
    }

    /// The bitwidth `index` lowers to (`getTypeSizeInBits(index)`).
    pub fn index_bitwidth(&self, ctx: &Context) -> u64 {
        self.type_size_in_bits(ctx, ctx.index_type())
            .map_or(64, |s| s.value)
    }

    /// The `dlti.endianness` entry's value, if any.
    pub fn endianness(&self) -> Option<Attribute> {
        self.id_entry(super::ENDIANNESS_KEY)
    }
    /// The `dlti.alloca_memory_space` entry's value, if any.
    pub fn alloca_memory_space(&self) -> Option<Attribute> {
        self.id_entry(super::ALLOCA_MEMORY_SPACE_KEY)
    }
    /// The `dlti.program_memory_space` entry's value, if any.
    pub fn program_memory_space(&self) -> Option<Attribute> {
        self.id_entry(super::PROGRAM_MEMORY_SPACE_KEY)
    }
    /// The `dlti.global_memory_space` entry's value, if any.
    pub fn global_memory_space(&self) -> Option<Attribute> {
        self.id_entry(super::GLOBAL_MEMORY_SPACE_KEY)
    }
    /// The natural stack alignment in bits (`dlti.stack_alignment`, 0 when unknown).
    pub fn stack_alignment(&self, ctx: &Context) -> u64 {
        match self
            .id_entry(super::STACK_ALIGNMENT_KEY)
            .map(|a| ctx.attr_kind(a))
        {
            Some(AttrKind::Integer { value, .. }) => value.to_u64().unwrap_or(0),
            _ => 0,
        }
    }

    // ---- defaults (DataLayoutInterfaces.cpp) and the llvm types (LLVMTypes.cpp) ---------

    fn size_bits_with(
        &self,
        ctx: &Context,
        t: Type,
        params: &[(Type, Attribute)],
    ) -> Option<TypeSize> {
        match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(TypeSize::fixed(*width as u64)),
            TypeKind::Float(s) => Some(TypeSize::fixed(s.bit_width() as u64)),
            TypeKind::Complex(et) => {
                let align = self.preferred_with(ctx, *et, params)? * 8;
                let inner = self.size_bits_with(ctx, *et, params)?.value;
                Some(TypeSize::fixed(align_to(inner, align) + inner))
            }
            TypeKind::Index => {
                let w = index_bitwidth(ctx, params) as u32;
                self.type_size_in_bits(ctx, ctx.integer_type(w))
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                let last = *shape.last()? as u64;
                let n: u64 = shape.iter().map(|d| *d as u64).product();
                let elem_bytes = self.type_size(ctx, *elem)?.value;
                let rows = n.checked_div(last).unwrap_or(0);
                Some(TypeSize {
                    value: rows * next_pow2_or_zero(last) * elem_bytes * 8,
                    scalable: scalable.iter().any(|s| *s),
                })
            }
            _ => match lt::decode(ctx, t)? {
                LlvmType::Ptr(space) => match ptr_entry(ctx, params, space, PtrPos::Size) {
                    Some(v) => Some(TypeSize::fixed(v)),
                    None => self.type_size_in_bits(ctx, lt::ptr(ctx, 0)),
                },
                LlvmType::Array(elem, n) => {
                    let size = self.type_size(ctx, elem)?.value;
                    let align = self.abi_alignment(ctx, elem)?;
                    Some(TypeSize::fixed(align_to(size, align) * n * 8))
                }
                LlvmType::Struct { packed, elems } => self.struct_size_bits(ctx, &elems, packed),
                LlvmType::Identified { body, .. } => guarded(t, || {
                    let (elems, flags) = body.unwrap_or((&[], 0));
                    self.struct_size_bits(ctx, elems, flags & lt::PACKED != 0)
                }),
                _ => None,
            },
        }
    }

    fn struct_size_bits(&self, ctx: &Context, elems: &[Type], packed: bool) -> Option<TypeSize> {
        let mut size = 0u64;
        let mut struct_align = 1u64;
        for &e in elems {
            let align = if packed {
                1
            } else {
                self.abi_alignment(ctx, e)?
            };
            size = align_to(size, align) + self.type_size(ctx, e)?.value;
            struct_align = struct_align.max(align);
        }
        Some(TypeSize::fixed(align_to(size, struct_align) * 8))
    }

    fn abi_with(&self, ctx: &Context, t: Type, params: &[(Type, Attribute)]) -> Option<u64> {
        match ctx.type_kind(t) {
            TypeKind::Vector { .. } => Some(next_pow2(self.type_size(ctx, t)?.value)),
            TypeKind::Float(_) => match params.first() {
                None => Some(next_pow2(self.type_size(ctx, t)?.value)),
                Some((_, v)) => Some(entry_abi(ctx, *v)),
            },
            TypeKind::Index => {
                let w = index_bitwidth(ctx, params) as u32;
                self.abi_alignment(ctx, ctx.integer_type(w))
            }
            TypeKind::Integer { width, .. } => {
                if params.is_empty() {
                    Some(if *width < 64 {
                        next_pow2((*width as u64).div_ceil(8))
                    } else {
                        4
                    })
                } else {
                    Some(entry_abi(ctx, int_entry(ctx, *width, params)))
                }
            }
            TypeKind::Complex(et) => self.abi_with(ctx, *et, params),
            _ => match lt::decode(ctx, t)? {
                LlvmType::Ptr(space) => match ptr_entry(ctx, params, space, PtrPos::Abi) {
                    Some(v) => Some(v),
                    None => self.abi_alignment(ctx, lt::ptr(ctx, 0)),
                },
                LlvmType::Array(elem, _) => self.abi_alignment(ctx, elem),
                LlvmType::Struct { packed, elems } => {
                    self.struct_alignment(ctx, params, &elems, packed, false)
                }
                LlvmType::Identified { body, .. } => guarded(t, || {
                    let (elems, flags) = body.unwrap_or((&[], 0));
                    self.struct_alignment(ctx, params, elems, flags & lt::PACKED != 0, false)
                }),
                _ => None,
            },
        }
    }

    fn preferred_with(&self, ctx: &Context, t: Type, params: &[(Type, Attribute)]) -> Option<u64> {
        match ctx.type_kind(t) {
            TypeKind::Vector { .. } => self.abi_alignment(ctx, t),
            TypeKind::Float(_) => match params.first() {
                None => self.abi_alignment(ctx, t),
                Some((_, v)) => Some(entry_preferred(ctx, *v)),
            },
            TypeKind::Integer { width, .. } => {
                if params.is_empty() {
                    Some(next_pow2(self.type_size(ctx, t)?.value))
                } else {
                    Some(entry_preferred(ctx, int_entry(ctx, *width, params)))
                }
            }
            TypeKind::Index => {
                let w = index_bitwidth(ctx, params) as u32;
                self.preferred_alignment(ctx, ctx.integer_type(w))
            }
            TypeKind::Complex(et) => self.preferred_with(ctx, *et, params),
            _ => match lt::decode(ctx, t)? {
                LlvmType::Ptr(space) => match ptr_entry(ctx, params, space, PtrPos::Preferred) {
                    Some(v) => Some(v),
                    None => self.preferred_alignment(ctx, lt::ptr(ctx, 0)),
                },
                LlvmType::Array(elem, _) => self.preferred_alignment(ctx, elem),
                LlvmType::Struct { packed, elems } => {
                    self.struct_alignment(ctx, params, &elems, packed, true)
                }
                LlvmType::Identified { body, .. } => guarded(t, || {
                    let (elems, flags) = body.unwrap_or((&[], 0));
                    self.struct_alignment(ctx, params, elems, flags & lt::PACKED != 0, true)
                }),
                _ => None,
            },
        }
    }

    /// `calculateStructAlignment`: the strictest element ABI alignment, raised to the
    /// struct entry's value when it is larger (packed structs have ABI alignment 1).
    fn struct_alignment(
        &self,
        ctx: &Context,
        params: &[(Type, Attribute)],
        elems: &[Type],
        packed: bool,
        preferred: bool,
    ) -> Option<u64> {
        if !preferred && packed {
            return Some(1);
        }
        let mut align = 1u64;
        for &e in elems {
            align = align.max(self.abi_alignment(ctx, e)?);
        }
        if let Some((_, v)) = params.first() {
            if let Some((_, values)) = super::dense_int_values(ctx, *v) {
                let pos = if preferred && values.len() > 1 { 1 } else { 0 };
                if let Some(bits) = values.get(pos) {
                    return Some(align.max(bits / 8));
                }
            }
        }
        Some(align)
    }
}

thread_local! {
    /// The identified structs whose layout is being computed on this thread: a struct that
    /// contains itself has no layout (upstream recurses forever).
    static IN_PROGRESS: std::cell::RefCell<Vec<Type>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `f` for the identified struct `t`, or `None` when `t` is already being laid out.
fn guarded<R>(t: Type, f: impl FnOnce() -> Option<R>) -> Option<R> {
    if IN_PROGRESS.with(|s| s.borrow().contains(&t)) {
        return None;
    }
    IN_PROGRESS.with(|s| s.borrow_mut().push(t));
    let r = f();
    IN_PROGRESS.with(|s| s.borrow_mut().pop());
    r
}

fn next_pow2_or_zero(v: u64) -> u64 {
    if v == 0 {
        0
    } else {
        v.next_power_of_two()
    }
}

/// The spec of a module: its first attribute holding a `#dlti.dl_spec`
/// (`ModuleOp::getDataLayoutSpec`).
pub fn module_spec(ctx: &Context, attrs: &[NamedAttr]) -> Option<Attribute> {
    attrs
        .iter()
        .map(|a| a.1)
        .find(|a| super::is_spec(ctx, *a, "dl_spec"))
}

/// The spec of a data layout scope op: a module's ([`module_spec`]), or the `dlti.dl_spec`
/// attribute of an op with upstream's `HasDefaultDLTIDataLayout` (`gpu.module`). `None` for
/// other ops and scopes without a spec.
pub fn scope_spec(ctx: &Context, name: OperationName, attrs: &[NamedAttr]) -> Option<Attribute> {
    match ctx.op_name_str(name) {
        "builtin.module" => module_spec(ctx, attrs),
        "gpu.module" => attrs
            .iter()
            .find(|a| ctx.ident_str(a.0) == super::DATA_LAYOUT_ATTR)
            .map(|a| a.1)
            .filter(|a| super::is_spec(ctx, *a, "dl_spec")),
        _ => None,
    }
}

/// The `index` bitwidth of the `index` entries (64 without one).
fn index_bitwidth(ctx: &Context, params: &[(Type, Attribute)]) -> u64 {
    match params.first().map(|(_, v)| ctx.attr_kind(*v)) {
        Some(AttrKind::Integer { value, .. }) => value.to_u64().unwrap_or(64),
        _ => 64,
    }
}

/// `findEntryForIntegerType`: the entry with the smallest bitwidth at least `width`, or the
/// widest one.
fn int_entry(ctx: &Context, width: u32, params: &[(Type, Attribute)]) -> Attribute {
    let mut sorted: Vec<(u32, Attribute)> = Vec::new();
    for &(k, v) in params {
        let w = ctx.int_or_float_bitwidth(k).unwrap_or(0);
        if !sorted.iter().any(|(x, _)| *x == w) {
            sorted.push((w, v));
        }
    }
    sorted.sort_by_key(|(w, _)| *w);
    sorted
        .iter()
        .find(|(w, _)| *w >= width)
        .or(sorted.last())
        .map(|(_, v)| *v)
        .expect("non-empty params")
}

fn entry_abi(ctx: &Context, v: Attribute) -> u64 {
    super::dense_int_values(ctx, v)
        .and_then(|(_, vals)| vals.first().copied())
        .unwrap_or(0)
        / 8
}

fn entry_preferred(ctx: &Context, v: Attribute) -> u64 {
    super::dense_int_values(ctx, v)
        .and_then(|(_, vals)| vals.last().copied())
        .unwrap_or(0)
        / 8
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum PtrPos {
    Size = 0,
    Abi = 1,
    Preferred = 2,
    Index = 3,
}

/// `getPointerDataLayoutEntry`: the value at `pos` of the entry for pointers in `space`
/// (sizes and index bitwidths in bits, alignments in bytes); the defaults (64 bits, 8 bytes)
/// for the default address space without an entry; `None` otherwise.
fn ptr_entry(ctx: &Context, params: &[(Type, Attribute)], space: u32, pos: PtrPos) -> Option<u64> {
    let current = params
        .iter()
        .find(|(k, _)| matches!(lt::decode(ctx, *k), Some(LlvmType::Ptr(s)) if s == space));
    let bits_or_bytes = |v: u64| match pos {
        PtrPos::Size | PtrPos::Index => v,
        _ => v / 8,
    };
    match current {
        Some((_, v)) => {
            let (_, values) = super::dense_int_values(ctx, *v)?;
            let value = values
                .get(pos as usize)
                .or_else(|| (pos == PtrPos::Index).then(|| values.first()).flatten())?;
            Some(bits_or_bytes(*value))
        }
        None if space == 0 => Some(match pos {
            PtrPos::Size | PtrPos::Index => 64,
            _ => 8,
        }),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_defaults() {
        let ctx = crate::context();
        let dl = DataLayout::new();
        let i1 = ctx.integer_type(1);
        let i64t = ctx.integer_type(64);
        assert_eq!(dl.type_size(&ctx, i1), Some(TypeSize::fixed(1)));
        assert_eq!(dl.abi_alignment(&ctx, i64t), Some(4));
        assert_eq!(dl.preferred_alignment(&ctx, i64t), Some(8));
        assert_eq!(dl.index_bitwidth(&ctx), 64);
        assert_eq!(
            dl.type_size(&ctx, lt::ptr(&ctx, 3)),
            Some(TypeSize::fixed(8))
        );
        assert_eq!(
            dl.type_size(&ctx, lt::ptr(&ctx, 0)),
            Some(TypeSize::fixed(8))
        );
    }

    #[test]
    fn self_containing_struct_has_no_layout() {
        let ctx = crate::context();
        let s = lt::identified_struct(&ctx, "rec");
        ctx.set_identified_body(s, &[s], 0);
        let dl = DataLayout::new();
        assert_eq!(dl.type_size(&ctx, s), None);
        assert_eq!(dl.abi_alignment(&ctx, s), None);
        assert_eq!(dl.preferred_alignment(&ctx, s), None);
    }

    #[test]
    fn specs_combine_inner_last() {
        let ctx = crate::context();
        let idx = ctx.index_type();
        let i64t = ctx.integer_type(64);
        let outer = crate::dlti::spec_attr(
            &ctx,
            &[crate::dlti::entry_attr(
                &ctx,
                EntryKey::Type(idx),
                ctx.int_attr(i64t, 32),
            )],
        );
        let inner = crate::dlti::spec_attr(
            &ctx,
            &[crate::dlti::entry_attr(
                &ctx,
                EntryKey::Type(idx),
                ctx.int_attr(i64t, 16),
            )],
        );
        assert_eq!(
            DataLayout::from_specs(&ctx, &[outer]).index_bitwidth(&ctx),
            32
        );
        assert_eq!(
            DataLayout::from_specs(&ctx, &[outer, inner]).index_bitwidth(&ctx),
            16
        );
    }
}
