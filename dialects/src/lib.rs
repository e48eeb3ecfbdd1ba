//! # rmlir-dialects
//!
//! The dialects rmlir understands beyond `builtin`. Each dialect gets its own module as it is
//! defined in full (ops with custom assembly, verifiers, folders); until then, the ops of
//! upstream MLIR 19's dialects are registered from its op reference ([`reference`]) so that
//! their generic form, properties and structural traits behave as upstream's.

pub mod reference;
mod reference_ops;

use rmlir_ir::dialect::Dialect;
use rmlir_ir::Context;

/// A context with every dialect rmlir knows loaded (dialects are loaded only at creation).
pub fn context() -> Context {
    let reference = reference::reference_dialects();
    let dialects: Vec<&dyn Dialect> = reference.iter().map(|d| d as &dyn Dialect).collect();
    Context::with_dialects(&dialects)
}
