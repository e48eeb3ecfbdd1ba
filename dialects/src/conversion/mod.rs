//! Conversions between the dialects of this crate, built on `rmlir_ir::conversion`.

pub mod scf_to_cf;
