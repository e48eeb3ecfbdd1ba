//! The `transform` dialect of MLIR 19 (`TransformOps.td`) and the structured (Linalg)
//! transform ops most used by upstream's tests, declared with [`rmlir_ir::ods`] so that
//! transform scripts parse, verify and print as upstream's (their custom form round trips).
//! Scripts are interpreted by [`interp`] (`-transform-interpreter`).
//!
//! The transform types (`!transform.any_op`, `!transform.op<"name">`, ...) stay dialect
//! symbols ([`TypeKind::Dialect`]), which print back as written.

pub mod interp;
mod match_ops;
mod more;
mod ops;
pub(crate) mod structured;

use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::{AttrAsm, AttrConstraint, TypeConstraint};
use rmlir_ir::{Attribute, Context, Type, TypeKind};

pub use match_ops::*;
pub use more::*;
pub use ops::*;
pub use structured::*;

/// The transform dialect.
pub struct TransformDialect;

pub static TRANSFORM: TransformDialect = TransformDialect;

impl Dialect for TransformDialect {
    fn namespace(&self) -> &'static str {
        "transform"
    }
    fn ops(&self) -> Vec<OpInfo> {
        let mut v: Vec<OpInfo> = ops::CORE_OPS.iter().map(|d| d.info()).collect();
        v.push(ops::named_sequence_info());
        v.extend(structured::STRUCTURED_OPS.iter().map(|d| d.info()));
        v.extend(more::MORE_OPS.iter().map(|d| d.info()));
        v.extend(match_ops::MATCH_OPS.iter().map(|d| d.info()));
        v.extend(
            crate::linalg::pack_greedily::PACK_OPS
                .iter()
                .map(|d| d.info()),
        );
        v
    }
}

/// Whether `t` is a type of the transform dialect (`!transform.*`).
pub fn is_transform_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Dialect(sym) => ctx.ident_str(sym.dialect) == "transform",
        _ => false,
    }
}

fn is_handle(ctx: &Context, t: Type) -> bool {
    is_transform_type(ctx, t)
}

const fn tc(summary: &'static str, pred: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: None,
    }
}

/// `TransformHandleTypeInterface`.
pub const HANDLE: TypeConstraint = tc("TransformHandleTypeInterface instance", is_handle);
/// `TransformValueHandleTypeInterface`.
pub const VALUE_HANDLE: TypeConstraint =
    tc("TransformValueHandleTypeInterface instance", is_handle);
/// `TransformParamTypeInterface`.
pub const PARAM: TypeConstraint = tc("TransformParamTypeInterface instance", is_handle);
/// `Transform_AnyHandleOrParamType`.
pub const ANY_HANDLE_OR_PARAM: TypeConstraint = tc(
    "transform operation or value handle or parameter",
    is_handle,
);

fn is_array_of(ctx: &Context, a: Attribute, elem: fn(&Context, Attribute) -> bool) -> bool {
    match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Array(elems) => elems.iter().all(|e| elem(ctx, *e)),
        _ => false,
    }
}

fn is_str_array(ctx: &Context, a: Attribute) -> bool {
    is_array_of(ctx, a, rmlir_ir::ods::constraints::is_string)
}
fn is_symbol_ref_array(ctx: &Context, a: Attribute) -> bool {
    is_array_of(ctx, a, rmlir_ir::ods::constraints::is_symbol_ref)
}
fn is_type_array(ctx: &Context, a: Attribute) -> bool {
    is_array_of(ctx, a, rmlir_ir::ods::constraints::is_type_attr)
}
fn is_dict(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), rmlir_ir::AttrKind::Dictionary(_))
}

fn none_type(ctx: &Context) -> Type {
    ctx.none_type()
}

/// `StrAttr`, whose value type is `NoneType`: parsed without a trailing `: type`, as
/// upstream's generated parsers do (`"msg" : !transform.any_op` is the message, then the
/// operand type).
pub const STR_ATTR: AttrConstraint = AttrConstraint {
    summary: "string attribute",
    pred: rmlir_ir::ods::constraints::is_string,
    asm: AttrAsm::Typed(none_type),
};

/// `StrArrayAttr`.
pub const STR_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "string array attribute",
    pred: is_str_array,
    asm: AttrAsm::Class(is_str_array),
};
/// `SymbolRefArrayAttr`.
pub const SYMBOL_REF_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "symbol ref array attribute",
    pred: is_symbol_ref_array,
    asm: AttrAsm::Class(is_symbol_ref_array),
};
/// `TypeArrayAttr`.
pub const TYPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "type array attribute",
    pred: is_type_array,
    asm: AttrAsm::Class(is_type_array),
};
/// `DictionaryAttr`.
pub const DICT_ATTR: AttrConstraint = AttrConstraint {
    summary: "dictionary of named attribute values",
    pred: is_dict,
    asm: AttrAsm::Class(is_dict),
};

#[cfg(test)]
mod tests {
    /// Every format parses when the dialect loads, and the ops are registered.
    #[test]
    fn formats_load() {
        let ctx = crate::context();
        for name in [
            "transform.named_sequence",
            "transform.sequence",
            "transform.structured.match",
            "transform.structured.tile_using_for",
            "transform.loop.peel",
        ] {
            assert!(ctx.op_info(ctx.op_name(name)).is_some(), "{name}");
        }
    }
}
