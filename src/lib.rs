//! # rmlir
//!
//! MLIR rebuilt in Rust. This crate holds the command-line tools (`rmlir-opt`) and re-exports
//! the library crates: [`ir`] is the core (context, IR, parser, printer, diagnostics).
//!
//! Where to look next: `docs/architecture.md` for the bird's-eye view and code map.

pub use rmlir_ir as ir;

pub mod opt;
pub mod runner;
pub mod translate;
