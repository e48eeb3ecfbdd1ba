//! Builtin types of MLIR 19 and the uniqued [`Type`] handle.

use crate::apfloat::FloatSemantics;
use crate::attributes::Attribute;
use crate::context::{Context, Ident};
use crate::dialect_symbol::DialectSymbol;
use rustc_hash::FxHashMap as HashMap;
use std::sync::{Mutex, OnceLock};

/// A uniqued type. `Copy`, compared and hashed in O(1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// Marker for a dynamic dimension (`?`) in a shape, as upstream's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// The storage of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatSemantics),
    None,
    Complex(Type),
    /// `scalable` is empty when no dimension is scalable.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        elem: Type,
    },
    RankedTensor {
        shape: Box<[i64]>,
        elem: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        elem: Type,
    },
    /// `layout` is `None` for the identity layout.
    MemRef {
        shape: Box<[i64]>,
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attribute>,
    },
    Tuple(Box<[Type]>),
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    /// A type of a dialect rmlir does not implement (`!foo.bar<...>`, `!foo<"...">`), kept
    /// as its text with nested aliases resolved.
    Dialect(DialectSymbol),
    /// A type defined by a dialect that gives it syntax through
    /// [`crate::dialect::Dialect::type_syntax`] (`!llvm.ptr<1>`): a kind tag the dialect
    /// chooses and the type's parameters, uniqued like builtin types.
    Ext {
        dialect: Ident,
        kind: u32,
        params: Box<[TypeParam]>,
    },
    /// An identified type (`!llvm.struct<"name", ...>`): uniqued by name; its body is set once
    /// through [`Context::set_identified_body`].
    Identified {
        dialect: Ident,
        kind: Ident,
        name: Box<str>,
    },
}

/// A parameter of a dialect-defined type ([`TypeKind::Ext`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeParam {
    Type(Type),
    Int(i64),
    Str(Box<str>),
}

/// The body of an identified type: its element types and dialect-defined flags (for
/// `!llvm.struct`: packed, opaque).
type IdentifiedBody = (Box<[Type]>, u32);

/// Bodies of identified types, set once each.
#[derive(Default)]
pub(crate) struct IdentifiedBodies {
    bodies: Mutex<HashMap<Type, &'static OnceLock<IdentifiedBody>>>,
}

impl Context {
    /// Interns a type.
    pub fn get_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(&kind, |k| k.clone()))
    }

    /// The storage of a type.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    pub fn integer_type(&self, width: u32) -> Type {
        self.get_type(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    pub fn index_type(&self) -> Type {
        self.get_type(TypeKind::Index)
    }
    pub fn none_type(&self) -> Type {
        self.get_type(TypeKind::None)
    }
    pub fn float_type(&self, sem: FloatSemantics) -> Type {
        self.get_type(TypeKind::Float(sem))
    }
    pub fn f64_type(&self) -> Type {
        self.float_type(FloatSemantics::IEEEdouble)
    }
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.get_type(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }
    pub fn tuple_type(&self, elems: &[Type]) -> Type {
        self.get_type(TypeKind::Tuple(elems.into()))
    }

    /// Sets the body (element types and flags) of an identified type. Fails if a different
    /// body was set before (returns false); setting the same body again succeeds.
    pub fn set_identified_body(&self, t: Type, body: &[Type], flags: u32) -> bool {
        let cell = self.identified_cell(t);
        let mut fresh = false;
        let existing = cell.get_or_init(|| {
            fresh = true;
            (body.into(), flags)
        });
        fresh || (&existing.0[..] == body && existing.1 == flags)
    }

    /// The body of an identified type (element types and flags), if set.
    pub fn identified_body(&self, t: Type) -> Option<(&[Type], u32)> {
        self.identified_cell(t).get().map(|b| (&b.0[..], b.1))
    }

    fn identified_cell(&self, t: Type) -> &'static OnceLock<IdentifiedBody> {
        let mut map = self
            .identified
            .bodies
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        // Leaked deliberately: identified types live as long as the program's contexts, and a
        // `'static` cell lets readers use the body without holding the lock.
        map.entry(t)
            .or_insert_with(|| Box::leak(Box::new(OnceLock::new())))
    }

    pub fn is_integer(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Integer { .. })
    }
    pub fn is_signless_integer(&self, t: Type, width: u32) -> bool {
        matches!(self.type_kind(t), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
    }
    pub fn is_int_or_index(&self, t: Type) -> bool {
        matches!(
            self.type_kind(t),
            TypeKind::Integer { .. } | TypeKind::Index
        )
    }
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Float(_))
    }

    /// Bit width of an integer or float type (`index` counts as 64, as in the data layout
    /// default used by dense elements).
    pub fn int_or_float_bitwidth(&self, t: Type) -> Option<u32> {
        match self.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            TypeKind::Float(s) => Some(s.bit_width()),
            _ => None,
        }
    }

    /// Shape and element type of a ranked shaped type (vector, ranked tensor, memref).
    pub fn shaped_parts(&self, t: Type) -> Option<(&[i64], Type)> {
        match self.type_kind(t) {
            TypeKind::Vector { shape, elem, .. } => Some((shape, *elem)),
            TypeKind::RankedTensor { shape, elem, .. } => Some((shape, *elem)),
            TypeKind::MemRef { shape, elem, .. } => Some((shape, *elem)),
            _ => None,
        }
    }

    /// Element type of any shaped type.
    pub fn element_type(&self, t: Type) -> Option<Type> {
        match self.type_kind(t) {
            TypeKind::UnrankedTensor { elem } | TypeKind::UnrankedMemRef { elem, .. } => {
                Some(*elem)
            }
            _ => self.shaped_parts(t).map(|p| p.1),
        }
    }
}
