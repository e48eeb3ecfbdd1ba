//! `rmlir-lit`: the lit-style test machinery behind rmlir's `cargo test`.
//!
//! rmlir's tests are written the way MLIR's are: a `.mlir` file whose
//! comments carry `RUN:` lines (shell commands that run rmlir tools) and
//! `CHECK:` lines (FileCheck patterns the output must match). This crate
//! provides the three pieces needed to run them without LLVM installed:
//!
//! * [`filecheck`] — a FileCheck implementation following LLVM 19's
//!   semantics, usable as a library ([`filecheck::run`],
//!   [`filecheck::run_cli`]) and as the `rmlir-filecheck` binary;
//! * [`shell`] — a small shell modelled on lit's internal one (pipelines,
//!   `&&`/`||`/`;`, redirections, `not`, a handful of built-ins) that runs
//!   FileCheck in process;
//! * [`lit`] — parsing of test directives (`RUN`, `DEFINE`, `REQUIRES`,
//!   `UNSUPPORTED`, `XFAIL`), substitutions (`%s`, `%t`, ...), and
//!   [`lit::run_test`] / [`lit::discover`].
//!
//! It depends on no other rmlir crate: tools are reached through the
//! [`LitConfig::tools`] map, which the root package's `tests/lit.rs` fills
//! with the binaries Cargo built.
//!
//! # Example
//!
//! ```
//! use rmlir_lit::filecheck;
//!
//! let checks = "CHECK: func @f(%[[A:.*]]: i32)\nCHECK-NEXT: return %[[A]]\n";
//! let output = "func @f(%arg0: i32)\n  return %arg0\n";
//! assert!(filecheck::run(&[] as &[&str], checks, output).is_ok());
//! assert!(filecheck::run(&["--check-prefix=NOPE"], checks, output).is_err());
//! ```
//!
//! # Where to look next
//!
//! * `tests/lit.rs` in the root package: one libtest-mimic trial per
//!   `tests/lit/**/*.mlir` file.
//! * `scripts/filecheck-diff.sh`: compares `rmlir-filecheck` with LLVM's
//!   FileCheck over `tests/harness/filecheck-cases/`, whose recorded
//!   expectations `cargo test -p rmlir-lit` also checks.
//! * The module docs of [`filecheck`], [`shell`] and [`lit`] list the exact
//!   syntax supported and the known differences from LLVM.

pub mod filecheck;
pub mod lit;
pub mod shell;

pub use lit::{discover, run_test, LitConfig, Outcome, TestResult};
pub use shell::Tool;
