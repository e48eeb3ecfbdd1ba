//! Type and attribute constraints of MLIR's core (`CommonTypeConstraints.td`,
//! `CommonAttrConstraints.td`), with upstream's summaries, which verifier messages quote.

use super::{AttrAsm, AttrConstraint, TypeConstraint};
use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::types::{Signedness, Type, TypeKind};

// ---- type predicates --------------------------------------------------------------------

pub fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}
pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}
pub fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_index(ctx, t)
}
pub fn is_float(ctx: &Context, t: Type) -> bool {
    ctx.is_float(t)
}
pub fn is_i1(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t, 1)
}
pub fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}
pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}
pub fn is_unranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. })
}
pub fn is_any_memref(ctx: &Context, t: Type) -> bool {
    is_memref(ctx, t) || is_unranked_memref(ctx, t)
}

/// Scalars, or vectors/tensors of them: upstream's `TypeOrValueSemanticsContainer`.
pub fn scalar_or_container(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    if elem(ctx, t) {
        return true;
    }
    match ctx.type_kind(t) {
        TypeKind::Vector { elem: e, .. }
        | TypeKind::RankedTensor { elem: e, .. }
        | TypeKind::UnrankedTensor { elem: e } => elem(ctx, *e),
        _ => false,
    }
}

/// The element type of a vector or tensor, or the type itself.
pub fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => t,
    }
}

/// `i1` with the shape of `t` (vector/tensor), as comparisons infer their result.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.integer_type(1);
    match ctx.type_kind(t).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.get_type(TypeKind::Vector {
            shape,
            scalable,
            elem: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.get_type(TypeKind::RankedTensor {
            shape,
            elem: i1,
            encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.get_type(TypeKind::UnrankedTensor { elem: i1 }),
        _ => i1,
    }
}

const fn tc(summary: &'static str, pred: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: None,
    }
}

pub const ANY_TYPE: TypeConstraint = tc("any type", |_, _| true);
pub const INDEX: TypeConstraint = TypeConstraint {
    build: Some(|c| c.index_type()),
    ..tc("index", is_index)
};
pub const I1: TypeConstraint = TypeConstraint {
    build: Some(|c| c.integer_type(1)),
    ..tc("1-bit signless integer", is_i1)
};
pub const I32: TypeConstraint = TypeConstraint {
    build: Some(|c| c.integer_type(32)),
    ..tc("32-bit signless integer", |c, t| {
        c.is_signless_integer(t, 32)
    })
};
pub const I64: TypeConstraint = TypeConstraint {
    build: Some(|c| c.integer_type(64)),
    ..tc("64-bit signless integer", |c, t| {
        c.is_signless_integer(t, 64)
    })
};
pub const ANY_INTEGER: TypeConstraint = tc("integer", |c, t| c.is_integer(t));
pub const ANY_SIGNLESS_INTEGER: TypeConstraint = tc("signless integer", is_signless_int);
pub const INTEGER_OR_INDEX: TypeConstraint = tc("integer or index", |c, t| c.is_int_or_index(t));
pub const SIGNLESS_INTEGER_OR_INDEX: TypeConstraint =
    tc("signless integer or index", is_signless_int_or_index);
pub const ANY_FLOAT: TypeConstraint = tc("floating-point", is_float);
pub const SIGNLESS_INTEGER_OR_FLOAT: TypeConstraint =
    tc("signless integer or floating-point", |c, t| {
        is_signless_int(c, t) || is_float(c, t)
    });
pub const BOOL_LIKE: TypeConstraint = tc("bool-like", |c, t| scalar_or_container(c, t, is_i1));
pub const SIGNLESS_INTEGER_LIKE: TypeConstraint = tc("signless-integer-like", |c, t| {
    scalar_or_container(c, t, is_signless_int_or_index)
});
pub const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint =
    tc("signless-fixed-width-integer-like", |c, t| {
        scalar_or_container(c, t, is_signless_int)
    });
pub const FLOAT_LIKE: TypeConstraint = tc("floating-point-like", |c, t| {
    scalar_or_container(c, t, is_float)
});
pub const ANY_MEMREF: TypeConstraint = TypeConstraint {
    class: Some(is_memref),
    ..tc("memref of any type values", is_memref)
};
pub const ANY_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    class: Some(is_any_memref),
    ..tc(
        "ranked or unranked memref of any type values",
        is_any_memref,
    )
};
pub const ANY_TENSOR: TypeConstraint = tc("tensor of any type values", is_tensor);
pub const ANY_RANKED_TENSOR: TypeConstraint =
    tc("ranked tensor of any type values", is_ranked_tensor);
pub const ANY_VECTOR: TypeConstraint = tc("vector of any type values", is_vector);

// ---- attribute predicates ---------------------------------------------------------------

pub fn is_string(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { .. })
}
pub fn is_unit(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Unit)
}
pub fn is_integer_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}
pub fn is_bool_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if ctx.is_signless_integer(*ty, 1))
}
/// Upstream's `ElementsAttr`: dense, dense-resource and sparse elements.
pub fn is_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseIntOrFp { .. }
            | AttrKind::DenseString { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}
/// `isa<IntegerAttr, FloatAttr, ElementsAttr>`: what scalar constants hold.
pub fn is_int_float_or_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::Integer { .. } | AttrKind::Float { .. }
    ) || is_elements(ctx, a)
}
pub fn is_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(_))
}
pub fn is_type_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Type(_))
}
pub fn is_flat_symbol_ref(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}
pub fn is_symbol_ref(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
}
pub fn is_affine_map(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))
}
/// Attributes with a type (upstream's `TypedAttr`).
pub fn is_typed(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { ty, .. } => ty.is_some(),
        _ => ctx.attr_type(a).is_some(),
    }
}
/// The integer value of an integer attribute of `width` signless bits.
pub fn signless_int_value(ctx: &Context, a: Attribute, width: u32) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } if ctx.is_signless_integer(*ty, width) => value.to_i64(),
        _ => None,
    }
}
fn is_dense_array_of(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.is_signless_integer(*elem, width))
}
/// The values of a `array<i32: ...>` attribute.
pub fn dense_i32_values(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, data, .. } if ctx.is_signless_integer(*elem, 32) => Some(
            data.chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}
/// The values of a `array<i64: ...>` attribute.
pub fn dense_i64_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, data, .. } if ctx.is_signless_integer(*elem, 64) => Some(
            data.chunks_exact(8)
                .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
                .collect(),
        ),
        _ => None,
    }
}
/// An `array<i32: ...>` attribute.
pub fn dense_i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.get_attr(AttrKind::DenseArray {
        elem: ctx.integer_type(32),
        len: values.len(),
        data: data.into(),
    })
}
/// An `array<i64: ...>` attribute.
pub fn dense_i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.get_attr(AttrKind::DenseArray {
        elem: ctx.integer_type(64),
        len: values.len(),
        data: data.into(),
    })
}

const fn ac(
    summary: &'static str,
    pred: fn(&Context, Attribute) -> bool,
    asm: AttrAsm,
) -> AttrConstraint {
    AttrConstraint { summary, pred, asm }
}

pub const ANY_ATTR: AttrConstraint = ac("any attribute", |_, _| true, AttrAsm::Any);
pub const TYPED_ATTR: AttrConstraint = ac("TypedAttr instance", is_typed, AttrAsm::Any);
pub const STR_ATTR: AttrConstraint = ac("string attribute", is_string, AttrAsm::Class(is_string));
pub const SYMBOL_NAME_ATTR: AttrConstraint = ac("string attribute", is_string, AttrAsm::SymbolName);
pub const UNIT_ATTR: AttrConstraint = ac("unit attribute", is_unit, AttrAsm::Unit);
pub const BOOL_ATTR: AttrConstraint =
    ac("bool attribute", is_bool_attr, AttrAsm::Class(is_bool_attr));
pub const I32_ATTR: AttrConstraint = ac(
    "32-bit signless integer attribute",
    |c, a| signless_int_value(c, a, 32).is_some(),
    AttrAsm::Typed(|c| c.integer_type(32)),
);
pub const I64_ATTR: AttrConstraint = ac(
    "64-bit signless integer attribute",
    |c, a| signless_int_value(c, a, 64).is_some(),
    AttrAsm::Typed(|c| c.integer_type(64)),
);
pub const INDEX_ATTR: AttrConstraint = ac(
    "index attribute",
    |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if is_index(c, *ty)),
    AttrAsm::Typed(|c| c.index_type()),
);
pub const ARRAY_ATTR: AttrConstraint = ac("array attribute", is_array, AttrAsm::Class(is_array));
pub const TYPE_ATTR: AttrConstraint = ac(
    "any type attribute",
    is_type_attr,
    AttrAsm::Class(is_type_attr),
);
pub const FLAT_SYMBOL_REF_ATTR: AttrConstraint = ac(
    "flat symbol reference attribute",
    is_flat_symbol_ref,
    AttrAsm::Class(is_flat_symbol_ref),
);
pub const SYMBOL_REF_ATTR: AttrConstraint = ac(
    "symbol reference attribute",
    is_symbol_ref,
    AttrAsm::Class(is_symbol_ref),
);
pub const AFFINE_MAP_ATTR: AttrConstraint = ac(
    "AffineMap attribute",
    is_affine_map,
    AttrAsm::Class(is_affine_map),
);
pub const DENSE_I32_ARRAY_ATTR: AttrConstraint = ac(
    "i32 dense array attribute",
    |c, a| is_dense_array_of(c, a, 32),
    AttrAsm::DenseArray(|c| c.integer_type(32)),
);
pub const DENSE_I64_ARRAY_ATTR: AttrConstraint = ac(
    "i64 dense array attribute",
    |c, a| is_dense_array_of(c, a, 64),
    AttrAsm::DenseArray(|c| c.integer_type(64)),
);

/// The constraint of an integer enum attribute stored as an `IntegerAttr`.
pub const fn enum_attr(def: &'static super::EnumDef) -> AttrConstraint {
    ac("", enum_pred_placeholder, AttrAsm::Enum(def))
}
fn enum_pred_placeholder(_: &Context, _: Attribute) -> bool {
    true
}

/// The constraint of a dialect attribute (`#arith.fastmath<...>`) given its mnemonic
/// prefix (`#arith.fastmath`).
pub fn is_dialect_attr(ctx: &Context, a: Attribute, prefix: &str) -> bool {
    dialect_attr_params(ctx, a, prefix).is_some()
}

/// The body of a dialect attribute kept as plain text, with its dialect: `("arith",
/// "fastmath<fast>")` for `#arith.fastmath<fast>`, `("index", "cmp_predicate slt")` for
/// `#index<cmp_predicate slt>`. `None` for other attributes and for bodies holding nested
/// attributes or types. No allocation: verifiers and printers call it for every op.
pub fn dialect_attr_text(ctx: &Context, a: Attribute) -> Option<(&str, &str)> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { sym, ty: None } => match &*sym.pieces {
            [crate::dialect_symbol::SymbolPiece::Text(t)] => Some((ctx.ident_str(sym.dialect), t)),
            _ => None,
        },
        _ => None,
    }
}

/// The parameters (`<fast>`, or empty) of a `#dialect.mnemonic<...>` attribute, given its
/// `#dialect.mnemonic` prefix.
pub fn dialect_attr_params<'c>(ctx: &'c Context, a: Attribute, prefix: &str) -> Option<&'c str> {
    let (dialect, mnemonic) = prefix.strip_prefix('#')?.split_once('.')?;
    let (d, text) = dialect_attr_text(ctx, a)?;
    if d != dialect {
        return None;
    }
    text.strip_prefix(mnemonic)
        .filter(|r| r.is_empty() || r.starts_with('<'))
}

/// The attribute `#dialect.text` of a dialect rmlir keeps as text (enum attributes such as
/// `#arith.fastmath<none>`).
pub fn dialect_attr(ctx: &Context, dialect: &str, text: &str) -> Attribute {
    let sym = crate::dialect_symbol::DialectSymbol {
        dialect: ctx.ident(dialect),
        pieces: vec![crate::dialect_symbol::SymbolPiece::Text(text.into())].into(),
    };
    ctx.get_attr(AttrKind::Dialect { sym, ty: None })
}
