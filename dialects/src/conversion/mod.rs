//! Conversions between the dialects of this crate, built on `rmlir_ir::conversion`.

pub mod math_to_funcs;
pub mod math_to_libm;
pub mod scf_to_cf;
