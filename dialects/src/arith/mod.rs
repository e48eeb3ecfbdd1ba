//! The `arith` dialect of MLIR 19: integer and floating-point arithmetic, comparisons,
//! casts, `select` and constants, declared with [`rmlir_ir::ods`]; its enum attributes
//! (`#arith.fastmath`, `#arith.overflow`) are declared once with [`rmlir_ir::ods::enums`].
//! Folders and canonicalization patterns are not defined yet.

pub mod attrs;
pub mod ops;
mod verify;

pub use attrs::*;
pub use ops::*;

use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::enums::DialectAttrDef;

/// The dialect: its ops and its attributes.
pub struct ArithDialect;

pub static ARITH: ArithDialect = ArithDialect;

impl Dialect for ArithDialect {
    fn namespace(&self) -> &'static str {
        "arith"
    }
    fn ops(&self) -> Vec<OpInfo> {
        OPS.iter().map(|d| d.info()).collect()
    }
    fn attrs(&self) -> &'static [&'static DialectAttrDef] {
        ATTRS
    }
}

#[cfg(test)]
mod tests;
