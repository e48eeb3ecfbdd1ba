//! Conversions between the dialects of this crate, built on `rmlir_ir::conversion`.

pub mod affine_to_std;
pub mod arith_to_llvm;
pub mod cf_to_llvm;
pub mod convert_to_llvm;
pub mod func_to_llvm;
pub mod index_to_llvm;
pub mod linalg_to_loops;
pub mod llvm_common;
pub mod math_to_funcs;
pub mod math_to_libm;
pub mod math_to_llvm;
pub mod memref_to_llvm;
pub mod reconcile_casts;
pub mod scf_to_cf;
pub mod ub_to_llvm;
pub mod vector_to_llvm;
pub mod vector_to_scf;

use rmlir_ir::{Body, Context, IrNode, OpId, WalkOptions, WalkResult};

/// The `builtin.module`s nested in `body` (outside other isolated bodies), in pre-order.
/// Passes that declare what they call in "the nearest module" convert each of these on
/// its own, before the enclosing one.
pub(crate) fn nested_modules(ctx: &Context, body: &Body) -> Vec<OpId> {
    let module = ctx.op_name("builtin.module");
    let mut nested = Vec::new();
    body.walk_body(WalkOptions::pre_order(), |b, n| {
        if let IrNode::Op(o) = n {
            if b.op_name(o) == module && b.is_isolated(o) {
                nested.push(o);
            }
        }
        WalkResult::Advance
    });
    nested
}
