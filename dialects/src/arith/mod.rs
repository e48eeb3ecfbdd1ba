//! The `arith` dialect of MLIR 19: integer and floating-point arithmetic, comparisons,
//! casts, `select` and constants, declared with [`rmlir_ir::ods`]; its enum attributes
//! (`#arith.fastmath`, `#arith.overflow`) are declared once with [`rmlir_ir::ods::enums`].
//! Folders are in `fold.rs`, canonicalization patterns in `canonicalize.rs`.

pub mod attrs;
mod canonicalize;
pub mod expand;
pub(crate) mod fold;
pub mod ops;
mod verify;

pub use attrs::*;
pub use ops::*;

use rmlir_ir::body::OpSpec;
use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::enums::DialectAttrDef;
use rmlir_ir::{Attribute, Builder, Context, Location, OpId, Type};

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
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        if !fold::is_buildable_with(ctx, value, ty) {
            return None;
        }
        let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
        spec.result_types = std::slice::from_ref(&ty);
        spec.props.push(Some(value));
        Some(b.create(spec))
    }
}

#[cfg(test)]
mod tests;
