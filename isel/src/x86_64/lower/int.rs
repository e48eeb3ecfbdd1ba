//! Integer operations beyond the core arithmetic of `mod.rs`: bit manipulation and overflow intrinsics, wide integers.

use super::Lower;
use crate::Error;
use rmlir_ir::body::OpId;

impl Lower<'_, '_> {
    /// Lowers `op` if it belongs to this family; `false` if not.
    pub(super) fn lower_int_op(&mut self, op: OpId, name: &str) -> Result<bool, Error> {
        let _ = (op, name);
        Ok(false)
    }
}
