//! # rmlir-ir
//!
//! The core of rmlir, MLIR rebuilt in Rust: the [`Context`] that uniques types, attributes
//! and locations; operations, blocks, regions and values stored in per-isolated-op arenas
//! ([`Body`]); the parser and printer of MLIR's textual format (byte-identical to upstream
//! MLIR 19); the verifier; diagnostics; and the pass manager.
//!
//! ```
//! use rmlir_ir::{parse_source, Context, ParserConfig, PrintFlags};
//! let ctx = Context::new();
//! let src = r#""foo.op"() {value = 42 : i32} : () -> ()"#;
//! let cfg = ParserConfig { allow_unregistered_dialect: true, ..ParserConfig::default() };
//! let m = parse_source(&ctx, src, "x.mlir", cfg, true).unwrap();
//! let text = rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, PrintFlags::default());
//! assert_eq!(text, "module {\n  \"foo.op\"() {value = 42 : i32} : () -> ()\n}\n");
//! ```
//!
//! Where to look next: `docs/architecture.md` for the layout and invariants, [`body`] for
//! the IR storage, [`parser`] and [`printer`] for the text format.

#![allow(clippy::result_unit_err)] // Parser errors: the diagnostic is recorded in the parser; `Err(())` only unwinds.

pub mod affine;
pub mod analysis;
pub mod apfloat;
pub mod apint;
pub mod attributes;
pub mod body;
pub mod builder;
pub mod builtin;
pub mod context;
pub mod conversion;
pub mod diagnostics;
pub mod dialect;
pub mod dialect_symbol;
pub mod entity;
pub mod interfaces;
pub mod ir_clone;
pub mod ods;
pub mod parser;
pub mod pass;
pub mod printer;
pub mod resources;
pub mod rewrite;
pub mod source_mgr;
pub mod symbol_table;
pub mod transforms;
pub mod types;
pub mod verifier;
pub mod verify_diagnostics;
pub mod walk;

#[cfg(test)]
mod listener_tests;
#[cfg(test)]
mod test_util;

pub use attributes::{AttrKind, Attribute, Location};
pub use body::{BlockId, Body, OpId, RegionId, ValueId};
pub use builder::Builder;
pub use context::{Context, Ident};
pub use diagnostics::Diagnostic;
pub use ir_clone::{Destination, IrMapping, IrTransferError, IrTree};
pub use parser::{parse_source, OwnedOp, ParserConfig};
pub use printer::PrintFlags;
pub use types::{Type, TypeKind};
pub use verifier::{verify, verify_with, VerifyConfig};
pub use walk::{IrNode, WalkOptions, WalkOrder, WalkResult, WalkStatus};
