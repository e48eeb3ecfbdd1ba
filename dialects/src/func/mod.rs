//! The `func` dialect of MLIR 19: `func.func`, `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`, with upstream's custom assembly (the
//! `FunctionOpInterface` form of `FunctionImplementation.cpp` for `func.func`), generic-form
//! properties, verifiers and symbol-use verification.

pub(crate) mod asm;
pub mod conversions;
pub mod interfaces;
mod verify;

use rmlir_ir::body::{OpId, OpSpec};
use rmlir_ir::dialect::{Dialect, OpInfo, Traits};
use rmlir_ir::rewrite::{FoldAdaptor, Folded};
use rmlir_ir::{AttrKind, Attribute, Builder, Context, Location, Type, TypeKind};

pub use verify::{
    verify_call, verify_call_indirect, verify_call_symbol_uses, verify_constant,
    verify_constant_symbol_uses, verify_func, verify_return,
};

/// Properties of `func.func`, in slot order (alphabetical, as the generic form prints them).
pub const FUNC_PROPS: &[&str] = &[
    "arg_attrs",
    "function_type",
    "res_attrs",
    "sym_name",
    "sym_visibility",
];
pub(crate) const ARG_ATTRS: usize = 0;
pub(crate) const FUNCTION_TYPE: usize = 1;
pub(crate) const RES_ATTRS: usize = 2;
pub(crate) const SYM_NAME: usize = 3;
pub(crate) const SYM_VISIBILITY: usize = 4;

/// Property slot `i`, tolerating ops built with fewer slots.
pub(crate) fn prop(props: &[Option<rmlir_ir::Attribute>], i: usize) -> Option<rmlir_ir::Attribute> {
    props.get(i).copied().flatten()
}

/// The properties of `func.func` that its custom form prints where upstream's alias
/// collection sees them: the signature's types and result attributes, and argument
/// attributes only for a declaration (a definition prints them with its entry block's
/// arguments, which upstream's alias collector visits for their types only).
fn func_printed_props(
    _: &rmlir_ir::Context,
    body: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
) -> Vec<rmlir_ir::Attribute> {
    let props = &body.op(op).props;
    let has_body = body
        .op_regions(op)
        .1
        .first()
        .is_some_and(|r| body.op_regions(op).0.region_blocks(*r).next().is_some());
    let mut out: Vec<rmlir_ir::Attribute> = prop(props, FUNCTION_TYPE).into_iter().collect();
    if !has_body {
        out.extend(prop(props, ARG_ATTRS));
    }
    out.extend(prop(props, RES_ATTRS));
    out
}

/// Properties of `func.call`.
pub const CALL_PROPS: &[&str] = &["callee"];
/// Properties of `func.constant`.
pub const CONSTANT_PROPS: &[&str] = &["value"];

pub struct FuncDialect;

/// `func.constant` folds to its symbol (how constants are recognized).
fn fold_constant(a: &FoldAdaptor<'_>) -> Option<Folded> {
    prop(&a.body.op(a.op).props, 0).map(Folded::attr)
}

impl Dialect for FuncDialect {
    fn namespace(&self) -> &'static str {
        "func"
    }

    /// `FuncDialect::materializeConstant`: a `func.constant` for a flat symbol reference of
    /// function type.
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let flat =
            matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
        if !flat || !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
            return None;
        }
        let mut spec = OpSpec::new(ctx.op_name("func.constant"), loc);
        spec.result_types = std::slice::from_ref(&ty);
        spec.props.push(Some(value));
        Some(b.create(spec))
    }

    fn ops(&self) -> Vec<OpInfo> {
        let func_traits = Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SYMBOL)
            .union(Traits::AFFINE_SCOPE)
            .union(Traits::AUTOMATIC_ALLOCATION_SCOPE)
            .union(Traits::ONE_REGION)
            .union(Traits::ZERO_OPERANDS)
            .union(Traits::ZERO_RESULTS);
        vec![
            OpInfo {
                props: FUNC_PROPS.to_vec(),
                verify: Some(verify_func),
                verify_regions: Some(verify::verify_func_returns),
                print: Some(asm::print_func),
                parse: Some(asm::parse_func),
                default_dialect: Some("func"),
                alias_printed_props: Some(func_printed_props),
                ..OpInfo::new("func.func", func_traits)
            },
            OpInfo {
                verify: Some(verify_return),
                print: Some(asm::print_return),
                parse: Some(asm::parse_return),
                ..OpInfo::new(
                    "func.return",
                    Traits::TERMINATOR
                        .union(Traits::PURE)
                        .union(Traits::RETURN_LIKE)
                        .union(Traits::ZERO_RESULTS)
                        .union(Traits::ZERO_REGIONS),
                )
            },
            OpInfo {
                props: CALL_PROPS.to_vec(),
                verify: Some(verify_call),
                verify_symbol_uses: Some(verify_call_symbol_uses),
                print: Some(asm::print_call),
                parse: Some(asm::parse_call),
                ..OpInfo::new("func.call", Traits::ZERO_REGIONS)
            },
            OpInfo {
                verify: Some(verify_call_indirect),
                print: Some(asm::print_call_indirect),
                parse: Some(asm::parse_call_indirect),
                ..OpInfo::new("func.call_indirect", Traits::ZERO_REGIONS)
            },
            OpInfo {
                props: CONSTANT_PROPS.to_vec(),
                verify: Some(verify_constant),
                verify_symbol_uses: Some(verify_constant_symbol_uses),
                print: Some(asm::print_constant),
                parse: Some(asm::parse_constant),
                result_names: Some(asm::constant_result_names),
                fold: Some(fold_constant),
                ..OpInfo::new(
                    "func.constant",
                    Traits::CONSTANT_LIKE
                        .union(Traits::PURE)
                        .union(Traits::ZERO_OPERANDS)
                        .union(Traits::ZERO_REGIONS),
                )
            },
        ]
    }
}
