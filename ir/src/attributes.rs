//! Builtin attributes and locations of MLIR 19 and the uniqued [`Attribute`] handle.
//!
//! Locations are attributes, as upstream's `LocationAttr`: one interner, one alias mechanism.

use crate::affine::{AffineMap, IntegerSet};
use crate::apint::ApInt;
use crate::context::{Context, Ident};
use crate::dialect_symbol::DialectSymbol;
use crate::resources::ResourceId;
use crate::types::{Type, TypeKind};

/// A uniqued attribute. `Copy`, compared and hashed in O(1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

/// A location: an attribute whose kind is one of the `*Loc` kinds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Location(pub Attribute);

/// A named attribute as stored in dictionaries and on operations.
pub type NamedAttr = (Ident, Attribute);

/// The storage of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    Unit,
    /// Also the boolean attribute, with type `i1`.
    Integer {
        ty: Type,
        value: ApInt,
    },
    /// The bit pattern of a value of the float type `ty`.
    Float {
        ty: Type,
        bits: u128,
    },
    /// Bytes, not necessarily UTF-8 (escapes allow any byte). `ty` is `none` by default.
    String {
        value: Box<[u8]>,
        ty: Type,
    },
    Array(Box<[Attribute]>),
    /// Sorted by name, names unique.
    Dictionary(Box<[NamedAttr]>),
    Type(Type),
    SymbolRef {
        root: Ident,
        nested: Box<[Ident]>,
    },
    /// Elements of an integer, index, float or complex type, each stored little-endian in
    /// `ceil(bits / 8)` bytes (complex: real then imaginary). A splat stores one element.
    DenseIntOrFp {
        ty: Type,
        data: Box<[u8]>,
        splat: bool,
    },
    DenseString {
        ty: Type,
        values: Box<[Box<[u8]>]>,
        splat: bool,
    },
    DenseResource {
        ty: Type,
        resource: ResourceId,
    },
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `array<T: ...>`: elements of an integer or float type, each in `ceil(bits / 8)` bytes.
    DenseArray {
        elem: Type,
        len: usize,
        data: Box<[u8]>,
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    Strided {
        offset: i64,
        strides: Box<[i64]>,
    },
    /// Not uniqued: each creation gets a fresh `id`.
    Distinct {
        id: u64,
        referenced: Attribute,
    },
    /// An attribute of a dialect rmlir does not implement, with its optional trailing type.
    Dialect {
        sym: DialectSymbol,
        ty: Option<Type>,
    },
    UnknownLoc,
    FileLineColLoc {
        file: Ident,
        line: u32,
        col: u32,
    },
    NameLoc {
        name: Ident,
        child: Location,
    },
    CallSiteLoc {
        callee: Location,
        caller: Location,
    },
    FusedLoc {
        locs: Box<[Location]>,
        metadata: Option<Attribute>,
    },
}

/// Creates the attributes every context needs.
pub(crate) fn init_builtin_attrs(ctx: &Context) {
    ctx.get_attr(AttrKind::Unit);
    ctx.get_attr(AttrKind::UnknownLoc);
}

impl Context {
    /// Interns an attribute.
    pub fn get_attr(&self, kind: AttrKind) -> Attribute {
        Attribute(self.attrs.intern(&kind, |k| k.clone()))
    }

    /// The storage of an attribute.
    #[inline]
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        self.attrs.get(a.0)
    }

    /// A fresh `distinct[N]<referenced>` attribute.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct_id();
        Attribute(
            self.attrs
                .push_unique(AttrKind::Distinct { id, referenced }),
        )
    }

    pub fn unit_attr(&self) -> Attribute {
        self.get_attr(AttrKind::Unit)
    }
    pub fn bool_attr(&self, v: bool) -> Attribute {
        let ty = self.integer_type(1);
        self.get_attr(AttrKind::Integer {
            ty,
            value: ApInt::from_u64(1, v as u64),
        })
    }
    pub fn int_attr(&self, ty: Type, v: i64) -> Attribute {
        let width = match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        self.get_attr(AttrKind::Integer {
            ty,
            value: ApInt::from_i64(width, v),
        })
    }
    pub fn string_attr(&self, s: &str) -> Attribute {
        let ty = self.none_type();
        self.get_attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty,
        })
    }
    pub fn type_attr(&self, t: Type) -> Attribute {
        self.get_attr(AttrKind::Type(t))
    }
    pub fn array_attr(&self, elems: &[Attribute]) -> Attribute {
        self.get_attr(AttrKind::Array(elems.into()))
    }
    pub fn flat_symbol_ref(&self, name: Ident) -> Attribute {
        self.get_attr(AttrKind::SymbolRef {
            root: name,
            nested: Box::new([]),
        })
    }

    /// A dictionary from unsorted entries; `Err(name)` on a duplicate name.
    pub fn dict_attr(&self, mut entries: Vec<NamedAttr>) -> Result<Attribute, Ident> {
        self.sort_named_attrs(&mut entries)?;
        Ok(self.get_attr(AttrKind::Dictionary(entries.into())))
    }

    /// Sorts named attributes by name as upstream's `DictionaryAttr` does; `Err` names the
    /// first duplicate.
    pub fn sort_named_attrs(&self, entries: &mut [NamedAttr]) -> Result<(), Ident> {
        entries.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
        for w in entries.windows(2) {
            if w[0].0 == w[1].0 {
                return Err(w[0].0);
            }
        }
        Ok(())
    }

    /// Entries of a dictionary attribute (empty for other kinds).
    pub fn dict_entries(&self, a: Attribute) -> &[NamedAttr] {
        match self.attr_kind(a) {
            AttrKind::Dictionary(d) => d,
            _ => &[],
        }
    }

    /// The string of a string attribute.
    pub fn attr_str(&self, a: Attribute) -> Option<&[u8]> {
        match self.attr_kind(a) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }

    pub fn unknown_loc(&self) -> Location {
        Location(self.get_attr(AttrKind::UnknownLoc))
    }
    pub fn file_line_col(&self, file: &str, line: u32, col: u32) -> Location {
        let file = self.ident(file);
        Location(self.get_attr(AttrKind::FileLineColLoc { file, line, col }))
    }
    pub fn name_loc(&self, name: &str, child: Location) -> Location {
        let name = self.ident(name);
        Location(self.get_attr(AttrKind::NameLoc { name, child }))
    }
    pub fn callsite_loc(&self, callee: Location, caller: Location) -> Location {
        Location(self.get_attr(AttrKind::CallSiteLoc { callee, caller }))
    }

    /// A fused location, simplified as upstream's `FusedLoc::get`: nested fused locations
    /// without metadata are flattened, duplicates and unknown locations dropped; no locations
    /// left gives `unknown` (or the metadata-free single location).
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let mut flat: Vec<Location> = Vec::new();
        for &l in locs {
            match self.attr_kind(l.0) {
                AttrKind::FusedLoc {
                    locs: inner,
                    metadata: m,
                } if *m == metadata => {
                    for &il in inner.iter() {
                        if !flat.contains(&il) {
                            flat.push(il);
                        }
                    }
                }
                AttrKind::UnknownLoc => {}
                _ => {
                    if !flat.contains(&l) {
                        flat.push(l);
                    }
                }
            }
        }
        if flat.is_empty() && metadata.is_none() {
            return self.unknown_loc();
        }
        if flat.len() == 1 && metadata.is_none() {
            return flat[0];
        }
        Location(self.get_attr(AttrKind::FusedLoc {
            locs: flat.into(),
            metadata,
        }))
    }

    pub fn is_location(&self, a: Attribute) -> bool {
        matches!(
            self.attr_kind(a),
            AttrKind::UnknownLoc
                | AttrKind::FileLineColLoc { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }

    /// The type of a typed attribute (integer, float, string, elements).
    pub fn attr_type(&self, a: Attribute) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::String { ty, .. }
            | AttrKind::DenseIntOrFp { ty, .. }
            | AttrKind::DenseString { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::Dialect { ty, .. } => *ty,
            _ => None,
        }
    }
}
