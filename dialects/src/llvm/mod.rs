//! The `llvm` dialect of MLIR 19: its types ([`types`]), enum attributes ([`attrs`]) and
//! the ops conversions to LLVM produce ([`ops`]), with upstream's custom assembly
//! ([`asm`]) and verifiers ([`verify`]). Ops not declared here stay in the reference table
//! (generic form only); attributes other than the enums stay text.

// Parser hooks return `PResult`: the diagnostic is recorded in the parser.
#![allow(clippy::result_unit_err)]

pub mod asm;
pub mod attr_syntax;
pub mod attr_text;
pub mod attrs;
pub mod data_layout_string;
mod destructure;
pub mod fold;
pub mod func;
pub mod inliner;
pub mod intrinsics;
pub mod lower_matrix;
pub mod mem_slot;
pub mod ops;
pub mod transforms;
pub mod types;
pub mod verify;

use rmlir_ir::dialect::{Dialect, OpInfo, TypeSyntax};
use rmlir_ir::ods::enums::DialectAttrDef;

/// The module attribute holding the LLVM data layout string
/// (`LLVMDialect::getDataLayoutAttrName`).
pub const DATA_LAYOUT_ATTR: &str = "llvm.data_layout";

/// The `llvm` dialect.
pub struct LlvmDialect;

pub static LLVM: LlvmDialect = LlvmDialect;

impl Dialect for LlvmDialect {
    fn namespace(&self) -> &'static str {
        "llvm"
    }
    /// `LLVMDialect::verifyOperationAttribute` for `llvm.data_layout`: a string LLVM parses.
    fn verify_operation_attribute(
        &self,
        ctx: &rmlir_ir::Context,
        body: &rmlir_ir::Body,
        op: rmlir_ir::OpId,
        (name, value): rmlir_ir::attributes::NamedAttr,
    ) -> Result<(), (rmlir_ir::Diagnostic, bool)> {
        if ctx.ident_str(name) != DATA_LAYOUT_ATTR {
            return Ok(());
        }
        let err = |m: String| (rmlir_ir::verifier::op_error(ctx, body, op, m), true);
        let rmlir_ir::AttrKind::String { value, .. } = ctx.attr_kind(value) else {
            return Err(err(format!(
                "expected '{DATA_LAYOUT_ATTR}' to be a string attributes"
            )));
        };
        match data_layout_string::verify_data_layout_string(&String::from_utf8_lossy(value)) {
            Ok(()) => Ok(()),
            Err(e) => Err(err(data_layout_string::invalid_message(&e))),
        }
    }

    fn ops(&self) -> Vec<OpInfo> {
        ops::OPS
            .iter()
            .copied()
            .chain([
                &func::FUNC,
                &func::GLOBAL,
                &func::CALL,
                &func::INVOKE,
                &func::LANDINGPAD,
            ])
            .chain(intrinsics::INTRINSICS.iter().copied())
            .map(|d| d.info())
            .collect()
    }

    fn attrs(&self) -> &'static [&'static DialectAttrDef] {
        attrs::ATTRS
    }

    fn attrs_partial(&self) -> bool {
        true
    }

    /// Upstream's `LLVMOpAsmDialectInterface::getAlias`: metadata attributes alias as their
    /// mnemonic.
    fn attr_alias(&self, ctx: &rmlir_ir::Context, a: rmlir_ir::Attribute) -> Option<String> {
        let rmlir_ir::AttrKind::Dialect { sym, .. } = ctx.attr_kind(a) else {
            return None;
        };
        let Some(rmlir_ir::dialect_symbol::SymbolPiece::Text(text)) = sym.pieces.first() else {
            return None;
        };
        ALIASED
            .iter()
            .copied()
            .find(|m| {
                text.strip_prefix(*m)
                    .is_some_and(|r| r.is_empty() || r.starts_with('<'))
            })
            .map(str::to_string)
    }

    fn has_aliases(&self) -> bool {
        true
    }

    fn materialize_constant(
        &self,
        ctx: &rmlir_ir::Context,
        b: &mut rmlir_ir::builder::Builder<'_>,
        value: rmlir_ir::Attribute,
        ty: rmlir_ir::Type,
        loc: rmlir_ir::Location,
    ) -> Option<rmlir_ir::body::OpId> {
        fold::materialize(ctx, b, value, ty, loc)
    }

    fn attr_syntax(&self) -> Option<&'static dyn rmlir_ir::dialect::AttrSyntax> {
        Some(&attr_syntax::LLVM_ATTR_SYNTAX)
    }

    fn type_syntax(&self) -> Option<&'static dyn TypeSyntax> {
        Some(&types::LLVM_TYPE_SYNTAX)
    }
}

/// The attribute mnemonics upstream's `LLVMOpAsmDialectInterface` gives aliases.
const ALIASED: &[&str] = &[
    "access_group",
    "alias_scope",
    "alias_scope_domain",
    "di_basic_type",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_global_variable",
    "di_global_variable_expression",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_subprogram",
    "di_subroutine_type",
    "loop_annotation",
    "loop_vectorize",
    "loop_interleave",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_licm",
    "loop_distribute",
    "loop_pipeline",
    "loop_peeled",
    "loop_unswitch",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
];
