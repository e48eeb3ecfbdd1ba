//! The `llvm` dialect of MLIR 19: its types ([`types`]), enum attributes ([`attrs`]) and
//! the ops conversions to LLVM produce, with upstream's custom assembly and verifiers.
//! Ops not declared here stay in the reference table (generic form only).

pub mod types;

use rmlir_ir::dialect::{Dialect, OpInfo, TypeSyntax};

/// The `llvm` dialect.
pub struct LlvmDialect;

pub static LLVM: LlvmDialect = LlvmDialect;

impl Dialect for LlvmDialect {
    fn namespace(&self) -> &'static str {
        "llvm"
    }

    fn ops(&self) -> Vec<OpInfo> {
        Vec::new()
    }

    fn type_syntax(&self) -> Option<&'static dyn TypeSyntax> {
        Some(&types::LLVM_TYPE_SYNTAX)
    }
}
