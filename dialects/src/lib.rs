//! # rmlir-dialects
//!
//! The dialects of rmlir beyond `builtin`, one module each. Every dialect is loaded when the
//! [`Context`] is created ([`context`]), never later.
//!
//! ```
//! let ctx = rmlir_dialects::context();
//! let src = "func.func @id(%a: i32) -> i32 {\n  return %a : i32\n}\n";
//! let m = rmlir_ir::parse_source(&ctx, src, "x.mlir", Default::default(), true).unwrap();
//! let text = rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, Default::default());
//! assert_eq!(
//!     text,
//!     "module {\n  func.func @id(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n"
//! );
//! ```

use rmlir_ir::dialect::Dialect;
use rmlir_ir::Context;

pub mod func;
mod symbol;

/// Every dialect this crate defines, in load order.
pub fn all_dialects() -> Vec<&'static dyn Dialect> {
    vec![&func::FuncDialect]
}

/// A context with `builtin` and every dialect of this crate loaded.
pub fn context() -> Context {
    Context::with_dialects(&all_dialects())
}
