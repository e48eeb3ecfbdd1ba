//! The `llvm` dialect of MLIR 19: its types ([`types`]), enum attributes ([`attrs`]) and
//! the ops conversions to LLVM produce ([`ops`]), with upstream's custom assembly
//! ([`asm`]) and verifiers ([`verify`]). Ops not declared here stay in the reference table
//! (generic form only); attributes other than the enums stay text.

// Parser hooks return `PResult`: the diagnostic is recorded in the parser.
#![allow(clippy::result_unit_err)]

pub mod asm;
pub mod attrs;
pub mod func;
pub mod intrinsics;
pub mod ops;
pub mod types;
pub mod verify;

use rmlir_ir::dialect::{Dialect, OpInfo, TypeSyntax};
use rmlir_ir::ods::enums::DialectAttrDef;

/// The `llvm` dialect.
pub struct LlvmDialect;

pub static LLVM: LlvmDialect = LlvmDialect;

impl Dialect for LlvmDialect {
    fn namespace(&self) -> &'static str {
        "llvm"
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

    fn type_syntax(&self) -> Option<&'static dyn TypeSyntax> {
        Some(&types::LLVM_TYPE_SYNTAX)
    }
}
