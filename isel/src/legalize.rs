//! Target-independent legalization decisions: which operations become calls to the C
//! library or to the compiler runtime (compiler-rt / libgcc helpers), and under which
//! names, as llc makes them for targets without instructions for them. Targets ask here
//! instead of spelling the names themselves; the scalarization half of legalization is
//! [`crate::layout`] (aggregates, vectors, 65..128-bit integers, half floats as leaves).

use crate::layout::Scalar;

/// The libm function of a unary math intrinsic, for `s` (`f` suffix for f32).
pub fn unary_libm(op: &str, s: Scalar) -> Option<String> {
    let base = match op {
        "llvm.intr.sin" => "sin",
        "llvm.intr.cos" => "cos",
        "llvm.intr.tan" => "tan",
        "llvm.intr.exp" => "exp",
        "llvm.intr.exp2" => "exp2",
        "llvm.intr.log" => "log",
        "llvm.intr.log2" => "log2",
        "llvm.intr.log10" => "log10",
        "llvm.intr.floor" => "floor",
        "llvm.intr.ceil" => "ceil",
        "llvm.intr.trunc" => "trunc",
        "llvm.intr.round" => "round",
        "llvm.intr.roundeven" => "roundeven",
        "llvm.intr.rint" => "rint",
        "llvm.intr.nearbyint" => "nearbyint",
        _ => return None,
    };
    Some(libm_name(base, s))
}

/// The libm function of the intrinsic `llvm.intr.<base>` for `s` (`pow`, `fma`, `atan2`,
/// `lrint`, `llround`, ...), and `fmod` for `llvm.frem`.
pub fn libm_name(base: &str, s: Scalar) -> String {
    let base = base.strip_prefix("llvm.intr.").unwrap_or(base);
    let base = if base == "llvm.frem" { "fmod" } else { base };
    if s == Scalar::F32 {
        format!("{base}f")
    } else {
        base.to_string()
    }
}

/// `llvm.intr.powi` (i32 exponent).
pub fn powi(s: Scalar) -> &'static str {
    if s == Scalar::F64 {
        "__powidf2"
    } else {
        "__powisf2"
    }
}

/// Widening a half float (f16) to f32.
pub const EXTEND_HALF: &str = "__extendhfsf2";

/// Narrowing `from` (f32 or f64) to the half float `to` (f16 or bf16), rounding once.
pub fn truncate_to_half(from: Scalar, to: Scalar) -> &'static str {
    match (from, to) {
        (Scalar::F64, Scalar::F16) => "__truncdfhf2",
        (Scalar::F64, _) => "__truncdfbf2",
        (_, Scalar::F16) => "__truncsfhf2",
        _ => "__truncsfbf2",
    }
}

/// Division and remainder of 128-bit integers.
pub fn wide_divrem(op: &str) -> Option<&'static str> {
    Some(match op {
        "llvm.udiv" => "__udivti3",
        "llvm.sdiv" => "__divti3",
        "llvm.urem" => "__umodti3",
        "llvm.srem" => "__modti3",
        _ => return None,
    })
}

/// Conversions between 128-bit integers and `fp` (f32 or f64).
pub fn wide_int_fp(op: &str, fp: Scalar) -> Option<&'static str> {
    let d = fp == Scalar::F64;
    Some(match op {
        "llvm.sitofp" => ["__floattisf", "__floattidf"][d as usize],
        "llvm.uitofp" => ["__floatuntisf", "__floatuntidf"][d as usize],
        "llvm.fptosi" => ["__fixsfti", "__fixdfti"][d as usize],
        "llvm.fptoui" => ["__fixunssfti", "__fixunsdfti"][d as usize],
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_llc_calls_them() {
        assert_eq!(
            unary_libm("llvm.intr.sin", Scalar::F32).as_deref(),
            Some("sinf")
        );
        assert_eq!(
            unary_libm("llvm.intr.floor", Scalar::F64).as_deref(),
            Some("floor")
        );
        assert_eq!(unary_libm("llvm.intr.sqrt", Scalar::F64), None);
        assert_eq!(libm_name("llvm.frem", Scalar::F32), "fmodf");
        assert_eq!(libm_name("llvm.intr.pow", Scalar::F64), "pow");
        assert_eq!(powi(Scalar::F32), "__powisf2");
        assert_eq!(truncate_to_half(Scalar::F64, Scalar::BF16), "__truncdfbf2");
        assert_eq!(wide_divrem("llvm.srem"), Some("__modti3"));
        assert_eq!(
            wide_int_fp("llvm.fptoui", Scalar::F64),
            Some("__fixunsdfti")
        );
    }
}
