//! # rmlir-dialects
//!
//! The dialects of rmlir beyond `builtin`, one module each. Every dialect is loaded when the
//! [`Context`] is created ([`context`]), never later.
//!
//! Dialects get their own module as they are defined in full (ops with custom assembly,
//! verifiers, folders); until then, the ops of upstream MLIR 19's other dialects are
//! registered from its op reference ([`reference`]) so that their generic form, properties
//! and structural traits behave as upstream's.
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
use rmlir_ir::pass::PassInfo;
use rmlir_ir::Context;

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod cf;
pub mod conversion;
pub mod dlti;
pub mod func;
pub mod gpu;
pub mod index;
pub mod inliner;
#[cfg(test)]
mod interfaces_tests;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod reference;
mod reference_ops;
pub mod scf;
mod symbol;
pub mod tensor;
pub mod transform;
pub mod ub;
pub mod vector;

/// Every dialect this crate defines in full, in load order.
pub fn all_dialects() -> Vec<&'static dyn Dialect> {
    vec![
        &func::FuncDialect,
        &func::interfaces::FUNC_INTERFACES,
        &affine::AFFINE,
        &arith::ARITH,
        &bufferization::BUFFERIZATION,
        &inliner::ARITH_INLINER,
        &cf::CF,
        &inliner::CF_INLINER,
        &dlti::DLTI,
        &gpu::GPU,
        &index::INDEX,
        &linalg::LINALG,
        &linalg::LINALG_INTERFACES,
        &llvm::LLVM,
        &llvm::inliner::LLVM_INLINER_INTERFACES,
        &llvm::mem_slot::LLVM_MEM_SLOT_INTERFACES,
        &math::MATH,
        &inliner::MATH_INLINER,
        &memref::MEMREF,
        &memref::interfaces::MEMREF_INTERFACES,
        &memref::mem_slot::MEMREF_MEM_SLOT_INTERFACES,
        &scf::SCF,
        &scf::interfaces::SCF_INTERFACES,
        &tensor::TENSOR,
        &transform::TRANSFORM,
        &ub::UB,
        &vector::VECTOR,
    ]
}

/// The passes this crate defines: dialect transforms and conversions between these dialects.
pub fn passes() -> Vec<PassInfo> {
    vec![
        arith::expand::info(),
        affine::data_copy::info(),
        affine::delinearize::info(),
        affine::licm::info(),
        affine::normalize::info(),
        affine::scalrep::info(),
        affine::tile::info(),
        affine::unroll::info(),
        affine::unroll_jam::info(),
        affine::fusion::info(),
        affine::super_vectorize::info(),
        affine::simplify_structures::info(),
        affine::coalesce::info(),
        conversion::arith_to_llvm::info(),
        llvm::data_layout_string::info(),
        conversion::affine_to_std::info(),
        conversion::cf_to_llvm::info(),
        conversion::convert_to_llvm::info(),
        conversion::func_to_llvm::info(),
        conversion::index_to_llvm::info(),
        conversion::linalg_to_loops::info(),
        conversion::linalg_to_loops::parallel_info(),
        conversion::linalg_to_loops::affine_info(),
        linalg::generalize::info(),
        linalg::to_std::info(),
        linalg::specialize::info(),
        bufferization::one_shot::info(),
        bufferization::passes::drop_info(),
        bufferization::passes::hoist_info(),
        transform::interp::pass::info(),
        transform::interp::pass::preload_info(),
        linalg::drop_unit_dims::info(),
        linalg::elementwise_fusion::info(),
        linalg::detensorize::info(),
        conversion::ub_to_llvm::info(),
        conversion::reconcile_casts::info(),
        conversion::math_to_funcs::info(),
        conversion::math_to_libm::info(),
        conversion::math_to_llvm::info(),
        conversion::memref_to_llvm::info(),
        conversion::scf_to_cf::info(),
        conversion::vector_to_llvm::info(),
        conversion::vector_to_scf::info(),
        vector::transforms::lower_mask::info(),
        memref::transforms::expand_ops::info(),
        memref::transforms::expand_strided_metadata::info(),
        memref::transforms::fold_alias_ops::info(),
        memref::normalize::info(),
        scf::for_loop_canonicalization::info(),
        llvm::transforms::AddComdats::info(),
        llvm::transforms::LegalizeForExport::info(),
        llvm::transforms::RequestCWrappers::info(),
        linalg::resolve_dims::info(),
        linalg::resolve_dims::ranked_info(),
        linalg::block_pack_matmul::info(),
    ]
}

/// Registers [`passes`] in the global pass registry (idempotent; done by [`context`] too).
pub fn register_passes() {
    let registry = rmlir_ir::pass::registry();
    for p in passes() {
        registry.register(p);
    }
}

/// A context with `builtin`, every dialect of this crate, and the reference-table dialects
/// loaded.
pub fn context() -> Context {
    context_with(&[])
}

/// [`context`] with `extra` dialects loaded after this crate's (before the reference table).
pub fn context_with(extra: &[&'static dyn Dialect]) -> Context {
    register_passes();
    let reference = reference::reference_dialects();
    let mut dialects = all_dialects();
    dialects.extend_from_slice(extra);
    dialects.extend(reference.iter().map(|d| d as &dyn Dialect));
    Context::with_dialects(&dialects)
}
