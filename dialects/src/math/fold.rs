//! Folders of the `math` ops (upstream's `fold` methods in `MathOps.cpp`): constant folding
//! of scalars, splats and dense elements.
//!
//! As upstream, the transcendental functions fold only `f32` and `f64` operands, computed
//! by the C library's `float`/`double` functions (`expf`, `exp`, ...), so the results are
//! the host libm's to the bit; `absf`, `ceil`, `floor`, `roundeven` and `copysign` fold
//! every float type, the integer ops every width.

use crate::arith::fold::{bin_elems, decode_float, decode_int, elem_or_self, encode, float_sem};
use rmlir_ir::apfloat::{ApFloat, FloatSemantics};
use rmlir_ir::rewrite::{FoldAdaptor, Folded};

mod libm {
    extern "C" {
        pub fn acos(x: f64) -> f64;
        pub fn acosf(x: f32) -> f32;
        pub fn acosh(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn asin(x: f64) -> f64;
        pub fn asinf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn atan(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn atan2(y: f64, x: f64) -> f64;
        pub fn atan2f(y: f32, x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn cosh(x: f64) -> f64;
        pub fn coshf(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn exp(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
        pub fn round(x: f64) -> f64;
        pub fn roundf(x: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn sinh(x: f64) -> f64;
        pub fn sinhf(x: f32) -> f32;
        pub fn sqrt(x: f64) -> f64;
        pub fn sqrtf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn trunc(x: f64) -> f64;
        pub fn truncf(x: f32) -> f32;
    }
}

/// A pair of C functions, the `double` one and the `float` one.
type Libm = (
    unsafe extern "C" fn(f64) -> f64,
    unsafe extern "C" fn(f32) -> f32,
);
type Libm2 = (
    unsafe extern "C" fn(f64, f64) -> f64,
    unsafe extern "C" fn(f32, f32) -> f32,
);

/// Applies `f` to each element of the float constant operand `i`; `f` gets the format and
/// the bit pattern and returns `None` to refuse the whole fold (upstream's
/// `constFoldUnaryOpConditional<FloatAttr>`).
fn float_unary(
    ad: &FoldAdaptor<'_>,
    f: impl Fn(FloatSemantics, u128) -> Option<u128>,
) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = decode_float(ctx, ad.operand(0))?;
    let sem = float_sem(ctx, elem_or_self(ctx, a.ty))?;
    let vals = a
        .vals
        .iter()
        .map(|&x| f(sem, x))
        .collect::<Option<Vec<u128>>>()?;
    Some(Folded::attr(encode(ctx, a.ty, &vals)?))
}

fn float_binary(
    ad: &FoldAdaptor<'_>,
    f: impl Fn(FloatSemantics, u128, u128) -> Option<u128>,
) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = decode_float(ctx, ad.operand(0))?;
    let b = decode_float(ctx, ad.operand(1))?;
    let sem = float_sem(ctx, elem_or_self(ctx, a.ty))?;
    let vals = bin_elems(&a, &b, |x, y| f(sem, x, y))?;
    Some(Folded::attr(encode(ctx, a.ty, &vals)?))
}

fn sign_bit(sem: FloatSemantics, x: u128) -> bool {
    ApFloat::from_bits(sem, x).is_negative()
}

/// The C function of the operand's width (`f64` or `f32`), after `pre` accepted the value.
fn call_libm(
    sem: FloatSemantics,
    x: u128,
    (fd, ff): Libm,
    pre: impl Fn(f64) -> bool,
) -> Option<u128> {
    // SAFETY: the C library's math functions are pure functions of their argument.
    match sem {
        FloatSemantics::IEEEdouble => {
            let v = f64::from_bits(x as u64);
            pre(v).then(|| unsafe { fd(v) }.to_bits() as u128)
        }
        FloatSemantics::IEEEsingle => {
            let v = f32::from_bits(x as u32);
            pre(v as f64).then(|| unsafe { ff(v) }.to_bits() as u128)
        }
        _ => None,
    }
}

fn libm_unary(ad: &FoldAdaptor<'_>, fns: Libm) -> Option<Folded> {
    float_unary(ad, |sem, x| call_libm(sem, x, fns, |_| true))
}

/// Folds only operands whose sign bit is clear (`log`, `sqrt`: upstream refuses
/// `a.isNegative()`, which includes `-0.0` and negative NaNs).
fn libm_unary_nonneg(ad: &FoldAdaptor<'_>, fns: Libm) -> Option<Folded> {
    float_unary(ad, |sem, x| {
        if sign_bit(sem, x) {
            return None;
        }
        call_libm(sem, x, fns, |_| true)
    })
}

fn libm_binary(ad: &FoldAdaptor<'_>, (fd, ff): Libm2) -> Option<Folded> {
    float_binary(ad, |sem, x, y| match sem {
        // SAFETY: pure C math functions.
        FloatSemantics::IEEEdouble => Some(
            unsafe { fd(f64::from_bits(x as u64), f64::from_bits(y as u64)) }.to_bits() as u128,
        ),
        FloatSemantics::IEEEsingle => Some(
            unsafe { ff(f32::from_bits(x as u32), f32::from_bits(y as u32)) }.to_bits() as u128,
        ),
        _ => None,
    })
}

/// Rounds to an integral value in the operand's own format (upstream's
/// `APFloat::roundToIntegral`), through `f64`: exact for the formats of at most 64 bits and
/// the `f80`/`f128` values `f64` holds; other wide values do not fold.
fn round_integral(sem: FloatSemantics, x: u128, f: fn(f64) -> f64) -> Option<u128> {
    let a = ApFloat::from_bits(sem, x);
    if a.is_nan() || a.is_inf() || a.is_zero() {
        return Some(x);
    }
    let (d, loses) = a.convert(FloatSemantics::IEEEdouble);
    if loses {
        return None;
    }
    Some(ApFloat::from_f64_in(sem, f(d.to_f64())).0.bits())
}

macro_rules! libm_folders {
    ($($fold:ident => $fd:ident / $ff:ident),* $(,)?) => {$(
        pub(crate) fn $fold(ad: &FoldAdaptor<'_>) -> Option<Folded> {
            libm_unary(ad, (libm::$fd, libm::$ff))
        }
    )*};
}

libm_folders!(
    fold_acos => acos / acosf,
    fold_acosh => acosh / acoshf,
    fold_asin => asin / asinf,
    fold_asinh => asinh / asinhf,
    fold_atan => atan / atanf,
    fold_atanh => atanh / atanhf,
    fold_cos => cos / cosf,
    fold_cosh => cosh / coshf,
    fold_erf => erf / erff,
    fold_exp => exp / expf,
    fold_exp2 => exp2 / exp2f,
    fold_expm1 => expm1 / expm1f,
    fold_round => round / roundf,
    fold_sin => sin / sinf,
    fold_sinh => sinh / sinhf,
    fold_tan => tan / tanf,
    fold_tanh => tanh / tanhf,
    fold_trunc => trunc / truncf,
);

pub(crate) fn fold_log(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    libm_unary_nonneg(ad, (libm::log, libm::logf))
}
pub(crate) fn fold_log2(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    libm_unary_nonneg(ad, (libm::log2, libm::log2f))
}
pub(crate) fn fold_log10(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    libm_unary_nonneg(ad, (libm::log10, libm::log10f))
}
pub(crate) fn fold_sqrt(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    libm_unary_nonneg(ad, (libm::sqrt, libm::sqrtf))
}

/// `log1p` refuses operands with `a + 1` negative (in the operand's format).
pub(crate) fn fold_log1p(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_unary(ad, |sem, x| match sem {
        FloatSemantics::IEEEdouble => {
            let v = f64::from_bits(x as u64);
            if (v + 1.0).is_sign_negative() {
                return None;
            }
            // SAFETY: pure C math function.
            Some(unsafe { libm::log1p(v) }.to_bits() as u128)
        }
        FloatSemantics::IEEEsingle => {
            let v = f32::from_bits(x as u32);
            if (v + 1.0).is_sign_negative() {
                return None;
            }
            // SAFETY: pure C math function.
            Some(unsafe { libm::log1pf(v) }.to_bits() as u128)
        }
        _ => None,
    })
}

pub(crate) fn fold_absf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_unary(ad, |sem, x| Some(ApFloat::from_bits(sem, x).abs().bits()))
}
pub(crate) fn fold_ceil(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_unary(ad, |sem, x| round_integral(sem, x, f64::ceil))
}
pub(crate) fn fold_floor(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_unary(ad, |sem, x| round_integral(sem, x, f64::floor))
}
pub(crate) fn fold_roundeven(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_unary(ad, |sem, x| round_integral(sem, x, f64::round_ties_even))
}

pub(crate) fn fold_copysign(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_binary(ad, |sem, x, y| {
        let a = ApFloat::from_bits(sem, x);
        let b = ApFloat::from_bits(sem, y);
        Some(if a.is_negative() != b.is_negative() {
            a.neg().bits()
        } else {
            x
        })
    })
}

pub(crate) fn fold_powf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    libm_binary(ad, (libm::pow, libm::powf))
}

/// `atan2(±0, ±0)` is the positive quiet NaN of the format (whatever the format).
pub(crate) fn fold_atan2(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_binary(ad, |sem, x, y| {
        let (a, b) = (ApFloat::from_bits(sem, x), ApFloat::from_bits(sem, y));
        if a.is_zero() && b.is_zero() {
            return Some(ApFloat::qnan(sem).bits());
        }
        match sem {
            // SAFETY: pure C math functions.
            FloatSemantics::IEEEdouble => Some(
                unsafe { libm::atan2(f64::from_bits(x as u64), f64::from_bits(y as u64)) }.to_bits()
                    as u128,
            ),
            FloatSemantics::IEEEsingle => Some(
                unsafe { libm::atan2f(f32::from_bits(x as u32), f32::from_bits(y as u32)) }
                    .to_bits() as u128,
            ),
            _ => None,
        }
    })
}

// ---- integer ops ----------------------------------------------------------------------------

fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

fn int_unary(ad: &FoldAdaptor<'_>, f: impl Fn(u128, u32) -> u128) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = decode_int(ctx, ad.operand(0))?;
    let w = a.width;
    let vals: Vec<u128> = a.vals.iter().map(|&x| f(x, w) & mask(w)).collect();
    Some(Folded::attr(encode(ctx, a.ty, &vals)?))
}

fn is_neg(x: u128, w: u32) -> bool {
    w > 0 && (x >> (w - 1)) & 1 == 1
}

pub(crate) fn fold_absi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    int_unary(ad, |x, w| if is_neg(x, w) { x.wrapping_neg() } else { x })
}
pub(crate) fn fold_ctlz(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    int_unary(ad, |x, w| (x.leading_zeros() - (128 - w)) as u128)
}
pub(crate) fn fold_cttz(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    int_unary(ad, |x, w| x.trailing_zeros().min(w) as u128)
}
pub(crate) fn fold_ctpop(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    int_unary(ad, |x, _| x.count_ones() as u128)
}

/// Integer power with upstream's rules for negative exponents: `0` does not fold, `1` and
/// `-1` give `±1`, any other base `0`.
pub(crate) fn fold_ipowi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = decode_int(ctx, ad.operand(0))?;
    let b = decode_int(ctx, ad.operand(1))?;
    let w = a.width;
    let m = mask(w);
    let vals = bin_elems(&a, &b, |base, power| {
        let one = 1 & m;
        if power == 0 {
            return Some(one);
        }
        if is_neg(power, w) {
            if base == 0 {
                return None;
            }
            if base == one {
                return Some(one);
            }
            if base != m {
                return Some(0);
            }
            return Some(if power & 1 == 1 { m } else { one });
        }
        let (mut result, mut cur, mut p) = (one, base, power);
        loop {
            if p & 1 == 1 {
                result = result.wrapping_mul(cur) & m;
            }
            p >>= 1;
            if p == 0 {
                return Some(result);
            }
            cur = cur.wrapping_mul(cur) & m;
        }
    })?;
    Some(Folded::attr(encode(ctx, a.ty, &vals)?))
}
