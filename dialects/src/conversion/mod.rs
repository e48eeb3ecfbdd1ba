//! Conversions between the dialects of this crate, built on `rmlir_ir::conversion`.

pub mod arith_to_llvm;
pub mod cf_to_llvm;
pub mod convert_to_llvm;
pub mod func_to_llvm;
pub mod index_to_llvm;
pub mod llvm_common;
pub mod math_to_funcs;
pub mod math_to_libm;
pub mod math_to_llvm;
pub mod memref_to_llvm;
pub mod reconcile_casts;
pub mod scf_to_cf;
pub mod ub_to_llvm;
