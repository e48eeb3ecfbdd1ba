//! Arbitrary-format floating-point values, modelled on LLVM 19's `APFloat`.
//!
//! MLIR's textual format depends on `APFloat` in three places, and this module reproduces
//! each of them byte for byte:
//!
//! * **Printing** (`AsmPrinter.cpp`, `printFloatValue`): a float attribute is first rendered
//!   with `toString(str, 6, 0, false)` (e.g. `1.000000e-01`); that text is kept only if
//!   parsing it back in the *same* format gives a bitwise-equal value. Otherwise the default
//!   `toString(str)` is tried (e.g. `0.10000000000000001`, `3.40282347E+38`) and kept if it
//!   contains a `.`; otherwise (and always for NaN and infinity) the bit pattern is printed
//!   as `0x` followed by uppercase hex digits. See [`format_mlir_float`].
//! * **Exact decimal parsing** (`APFloat(sem, StringRef)`, i.e. `convertFromString` with
//!   round-to-nearest-even), needed by the round-trip check above. See [`ApFloat::from_str_in`].
//! * **MLIR's own literal parsing** (`Parser::parseFloatFromLiteral`): a decimal literal is
//!   parsed as an IEEE `double` first and then *converted* to the attribute's type (so `f80`
//!   and `f128` literals only carry `double` precision, and narrow types see double
//!   rounding); a hexadecimal integer literal is the raw bit pattern. See
//!   [`parse_mlir_float_literal`].
//!
//! Everything is exact: conversion between decimal and binary uses a small internal
//! big-integer type, with `u128` fast paths that cover the common `f32`/`f64` values.
//! The set of formats is exactly the set of builtin float types that
//! `mlir-opt` 19.1.7 accepts (`f8E3M4`, `f6E3M2FN`, `f4E2M1FN` and `f8E8M0FNU` came later).

use std::fmt;

// ---------------------------------------------------------------------------------------
// Semantics
// ---------------------------------------------------------------------------------------

/// A floating-point format. Variant names follow LLVM's `fltSemantics` names; the MLIR type
/// spelling is [`FloatSemantics::mlir_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatSemantics {
    /// `f16`: IEEE 754 binary16 (1+5+10).
    IEEEhalf,
    /// `bf16`: bfloat16 (1+8+7).
    BFloat,
    /// `f32`: IEEE 754 binary32.
    IEEEsingle,
    /// `f64`: IEEE 754 binary64.
    IEEEdouble,
    /// `f80`: x87 extended precision (1+15+64, explicit integer bit).
    X87DoubleExtended,
    /// `f128`: IEEE 754 binary128.
    IEEEquad,
    /// `tf32`: NVIDIA TensorFloat-32 (1+8+10), stored in 19 bits.
    FloatTF32,
    /// `f8E5M2`: IEEE-like 8-bit (bias 15, with infinities and NaNs).
    Float8E5M2,
    /// `f8E4M3`: IEEE-like 8-bit (bias 7, with infinities and NaNs).
    Float8E4M3,
    /// `f8E4M3FN`: bias 7, finite only; NaN is `S.1111.111`.
    Float8E4M3FN,
    /// `f8E5M2FNUZ`: bias 16, no infinities, no negative zero; NaN is `0x80`.
    Float8E5M2FNUZ,
    /// `f8E4M3FNUZ`: bias 8, no infinities, no negative zero; NaN is `0x80`.
    Float8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: bias 11, no infinities, no negative zero; NaN is `0x80`.
    Float8E4M3B11FNUZ,
}

/// How a format represents non-finite values (LLVM's `fltNonfiniteBehavior`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NonFiniteBehavior {
    /// IEEE 754: infinities and NaNs in the all-ones exponent.
    Ieee754,
    /// No infinities: operations that would give infinity give NaN.
    NanOnly,
}

/// How a format encodes NaN (LLVM's `fltNanEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NanEncoding {
    /// All-ones exponent, non-zero significand.
    Ieee,
    /// All-ones exponent and significand (`f8E4M3FN`).
    AllOnes,
    /// The negative-zero bit pattern (the `FNUZ` formats).
    NegativeZero,
}

struct SemInfo {
    max_exp: i32,
    min_exp: i32,
    /// Significand bits including the integer bit.
    precision: u32,
    size_in_bits: u32,
    non_finite: NonFiniteBehavior,
    nan_encoding: NanEncoding,
    name: &'static str,
}

const fn ieee(
    max_exp: i32,
    min_exp: i32,
    precision: u32,
    bits: u32,
    name: &'static str,
) -> SemInfo {
    SemInfo {
        max_exp,
        min_exp,
        precision,
        size_in_bits: bits,
        non_finite: NonFiniteBehavior::Ieee754,
        nan_encoding: NanEncoding::Ieee,
        name,
    }
}

const fn nan_only(
    max_exp: i32,
    min_exp: i32,
    precision: u32,
    nan_encoding: NanEncoding,
    name: &'static str,
) -> SemInfo {
    SemInfo {
        max_exp,
        min_exp,
        precision,
        size_in_bits: 8,
        non_finite: NonFiniteBehavior::NanOnly,
        nan_encoding,
        name,
    }
}

// The numbers are LLVM 19's `fltSemantics` tables (APFloat.cpp).
static SEM_HALF: SemInfo = ieee(15, -14, 11, 16, "f16");
static SEM_BFLOAT: SemInfo = ieee(127, -126, 8, 16, "bf16");
static SEM_SINGLE: SemInfo = ieee(127, -126, 24, 32, "f32");
static SEM_DOUBLE: SemInfo = ieee(1023, -1022, 53, 64, "f64");
static SEM_X87: SemInfo = ieee(16383, -16382, 64, 80, "f80");
static SEM_QUAD: SemInfo = ieee(16383, -16382, 113, 128, "f128");
static SEM_TF32: SemInfo = ieee(127, -126, 11, 19, "tf32");
static SEM_E5M2: SemInfo = ieee(15, -14, 3, 8, "f8E5M2");
static SEM_E4M3: SemInfo = ieee(7, -6, 4, 8, "f8E4M3");
static SEM_E4M3FN: SemInfo = nan_only(8, -6, 4, NanEncoding::AllOnes, "f8E4M3FN");
static SEM_E5M2FNUZ: SemInfo = nan_only(15, -15, 3, NanEncoding::NegativeZero, "f8E5M2FNUZ");
static SEM_E4M3FNUZ: SemInfo = nan_only(7, -7, 4, NanEncoding::NegativeZero, "f8E4M3FNUZ");
static SEM_E4M3B11FNUZ: SemInfo = nan_only(4, -10, 4, NanEncoding::NegativeZero, "f8E4M3B11FNUZ");

impl FloatSemantics {
    /// Every format, in a fixed order.
    pub const ALL: [FloatSemantics; 13] = [
        FloatSemantics::IEEEhalf,
        FloatSemantics::BFloat,
        FloatSemantics::IEEEsingle,
        FloatSemantics::IEEEdouble,
        FloatSemantics::X87DoubleExtended,
        FloatSemantics::IEEEquad,
        FloatSemantics::FloatTF32,
        FloatSemantics::Float8E5M2,
        FloatSemantics::Float8E4M3,
        FloatSemantics::Float8E4M3FN,
        FloatSemantics::Float8E5M2FNUZ,
        FloatSemantics::Float8E4M3FNUZ,
        FloatSemantics::Float8E4M3B11FNUZ,
    ];

    fn info(self) -> &'static SemInfo {
        match self {
            FloatSemantics::IEEEhalf => &SEM_HALF,
            FloatSemantics::BFloat => &SEM_BFLOAT,
            FloatSemantics::IEEEsingle => &SEM_SINGLE,
            FloatSemantics::IEEEdouble => &SEM_DOUBLE,
            FloatSemantics::X87DoubleExtended => &SEM_X87,
            FloatSemantics::IEEEquad => &SEM_QUAD,
            FloatSemantics::FloatTF32 => &SEM_TF32,
            FloatSemantics::Float8E5M2 => &SEM_E5M2,
            FloatSemantics::Float8E4M3 => &SEM_E4M3,
            FloatSemantics::Float8E4M3FN => &SEM_E4M3FN,
            FloatSemantics::Float8E5M2FNUZ => &SEM_E5M2FNUZ,
            FloatSemantics::Float8E4M3FNUZ => &SEM_E4M3FNUZ,
            FloatSemantics::Float8E4M3B11FNUZ => &SEM_E4M3B11FNUZ,
        }
    }

    /// Storage size in bits (`APFloat::semanticsSizeInBits`; 80 for `f80`, 19 for `tf32`).
    pub fn bit_width(self) -> u32 {
        self.info().size_in_bits
    }

    /// Significand bits including the (implicit or explicit) integer bit.
    pub fn precision(self) -> u32 {
        self.info().precision
    }

    /// Largest `e` such that `2^e` is a finite value.
    pub fn max_exponent(self) -> i32 {
        self.info().max_exp
    }

    /// Smallest `e` such that `2^e` is a normal value.
    pub fn min_exponent(self) -> i32 {
        self.info().min_exp
    }

    /// The exponent bias of the encoding (`1 - min_exponent`).
    pub fn bias(self) -> i32 {
        1 - self.info().min_exp
    }

    /// How infinities and NaNs are represented.
    pub fn non_finite_behavior(self) -> NonFiniteBehavior {
        self.info().non_finite
    }

    /// How NaN is encoded.
    pub fn nan_encoding(self) -> NanEncoding {
        self.info().nan_encoding
    }

    /// Whether the format has infinities.
    pub fn has_infinity(self) -> bool {
        self.info().non_finite == NonFiniteBehavior::Ieee754
    }

    /// Whether the format has a negative zero (false for the `FNUZ` formats).
    pub fn has_negative_zero(self) -> bool {
        self.info().nan_encoding != NanEncoding::NegativeZero
    }

    /// The MLIR builtin type keyword (`f32`, `f8E4M3FN`, ...).
    pub fn mlir_name(self) -> &'static str {
        self.info().name
    }

    /// The format of an MLIR builtin float type keyword.
    pub fn from_mlir_name(name: &str) -> Option<FloatSemantics> {
        FloatSemantics::ALL
            .into_iter()
            .find(|s| s.mlir_name() == name)
    }

    fn is_nan_only(self) -> bool {
        self.info().non_finite == NonFiniteBehavior::NanOnly
    }

    fn nan_is_negative_zero(self) -> bool {
        self.info().nan_encoding == NanEncoding::NegativeZero
    }

    fn size_mask(self) -> u128 {
        let w = self.bit_width();
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }
}

// ---------------------------------------------------------------------------------------
// Status flags
// ---------------------------------------------------------------------------------------

/// IEEE exception flags raised by an operation (LLVM's `opStatus`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpStatus {
    pub invalid_op: bool,
    pub overflow: bool,
    pub underflow: bool,
    pub inexact: bool,
}

impl OpStatus {
    /// No flag raised (`opOK`).
    pub const OK: OpStatus = OpStatus {
        invalid_op: false,
        overflow: false,
        underflow: false,
        inexact: false,
    };

    /// Whether no flag was raised.
    pub fn is_ok(&self) -> bool {
        *self == OpStatus::OK
    }

    const INEXACT: OpStatus = OpStatus {
        invalid_op: false,
        overflow: false,
        underflow: false,
        inexact: true,
    };
    const UNDERFLOW_INEXACT: OpStatus = OpStatus {
        invalid_op: false,
        overflow: false,
        underflow: true,
        inexact: true,
    };
    const OVERFLOW_INEXACT: OpStatus = OpStatus {
        invalid_op: false,
        overflow: true,
        underflow: false,
        inexact: true,
    };
    const INVALID: OpStatus = OpStatus {
        invalid_op: true,
        overflow: false,
        underflow: false,
        inexact: false,
    };
}

/// Why a string is not a valid float for `APFloat::convertFromString`. The messages are
/// LLVM's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseFloatError(&'static str);

impl ParseFloatError {
    /// The message LLVM gives for this error.
    pub fn message(&self) -> &'static str {
        self.0
    }
}

impl fmt::Display for ParseFloatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for ParseFloatError {}

// ---------------------------------------------------------------------------------------
// Internal representation
// ---------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Category {
    Zero,
    Normal,
    Infinity,
    NaN,
}

/// LLVM's `IEEEFloat` fields. For `Normal`, the value is `sig * 2^(exp - (precision - 1))`
/// with `exp == min_exponent` and no integer bit for denormals. For `NaN`, `sig` is the
/// stored significand field (the payload; for `f80` all 64 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Unpacked {
    sign: bool,
    cat: Category,
    exp: i32,
    sig: u128,
}

impl Unpacked {
    fn zero(sem: FloatSemantics, sign: bool) -> Unpacked {
        // FNUZ formats have no negative zero: its pattern is NaN (LLVM's makeZero).
        let sign = sign && !sem.nan_is_negative_zero();
        Unpacked {
            sign,
            cat: Category::Zero,
            exp: 0,
            sig: 0,
        }
    }

    fn infinity(sem: FloatSemantics, sign: bool) -> Unpacked {
        if sem.is_nan_only() {
            return make_nan(sem, false, sign, None);
        }
        Unpacked {
            sign,
            cat: Category::Infinity,
            exp: 0,
            sig: 0,
        }
    }
}

/// LLVM's `IEEEFloat::makeNaN`.
fn make_nan(sem: FloatSemantics, snan: bool, negative: bool, fill: Option<u128>) -> Unpacked {
    let p = sem.precision();
    let mut sign = negative;
    let mut snan = snan;
    let mut fill = fill;
    if sem.is_nan_only() {
        snan = false;
        if sem.nan_is_negative_zero() {
            sign = true;
            fill = Some(0);
        } else {
            fill = Some(u128::MAX);
        }
    }
    let mut sig = fill.unwrap_or(0) & low_mask(p - 1);
    let qbit = p - 2;
    if snan {
        sig &= !(1u128 << qbit);
        if sig == 0 {
            sig |= 1u128 << (qbit - 1);
        }
    } else if !sem.nan_is_negative_zero() {
        sig |= 1u128 << qbit;
    }
    if sem == FloatSemantics::X87DoubleExtended {
        // A real NaN, not a pseudo-NaN: the explicit integer bit is set.
        sig |= 1u128 << (qbit + 1);
    }
    Unpacked {
        sign,
        cat: Category::NaN,
        exp: 0,
        sig,
    }
}

fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

fn bit_len(v: u128) -> u32 {
    128 - v.leading_zeros()
}

/// LLVM's `initFromAPInt`: bits to fields.
fn decode(sem: FloatSemantics, bits: u128) -> Unpacked {
    let info = sem.info();
    if sem == FloatSemantics::X87DoubleExtended {
        return decode_x87(bits);
    }
    let w = info.size_in_bits;
    let t = info.precision - 1;
    let ebits = w - 1 - t;
    let emask = low_mask(ebits);
    let tmask = low_mask(t);
    let bias = 1 - info.min_exp;
    let sign = (bits >> (w - 1)) & 1 == 1;
    let e = ((bits >> t) & emask) as i32;
    let m = bits & tmask;
    let unbiased = e - bias;
    let is_zero = e == 0 && m == 0;
    if info.non_finite == NonFiniteBehavior::Ieee754 && unbiased == info.max_exp + 1 && m == 0 {
        return Unpacked {
            sign,
            cat: Category::Infinity,
            exp: 0,
            sig: 0,
        };
    }
    let is_nan = match info.nan_encoding {
        NanEncoding::Ieee => unbiased == info.max_exp + 1 && m != 0,
        NanEncoding::AllOnes => unbiased == info.max_exp && m == tmask,
        NanEncoding::NegativeZero => is_zero && sign,
    };
    if is_nan {
        return Unpacked {
            sign,
            cat: Category::NaN,
            exp: 0,
            sig: m,
        };
    }
    if is_zero {
        return Unpacked::zero(sem, sign);
    }
    if e == 0 {
        Unpacked {
            sign,
            cat: Category::Normal,
            exp: info.min_exp,
            sig: m,
        }
    } else {
        Unpacked {
            sign,
            cat: Category::Normal,
            exp: unbiased,
            sig: m | (1u128 << t),
        }
    }
}

/// LLVM's `initFromF80LongDoubleAPInt`. Pseudo-infinities, pseudo-NaNs and unnormals are NaN;
/// pseudo-denormals are normal numbers with the minimum exponent.
fn decode_x87(bits: u128) -> Unpacked {
    let sig = bits as u64;
    let hi = (bits >> 64) as u64;
    let e = (hi & 0x7fff) as i32;
    let sign = (hi >> 15) & 1 == 1;
    let int_bit = sig >> 63 == 1;
    if e == 0 && sig == 0 {
        return Unpacked {
            sign,
            cat: Category::Zero,
            exp: 0,
            sig: 0,
        };
    }
    if e == 0x7fff && sig == 1 << 63 {
        return Unpacked {
            sign,
            cat: Category::Infinity,
            exp: 0,
            sig: 0,
        };
    }
    if e == 0x7fff || (e != 0 && !int_bit) {
        return Unpacked {
            sign,
            cat: Category::NaN,
            exp: 0,
            sig: sig as u128,
        };
    }
    let exp = if e == 0 { -16382 } else { e - 16383 };
    Unpacked {
        sign,
        cat: Category::Normal,
        exp,
        sig: sig as u128,
    }
}

/// LLVM's `bitcastToAPInt`: fields to bits.
fn encode(sem: FloatSemantics, u: &Unpacked) -> u128 {
    let info = sem.info();
    if sem == FloatSemantics::X87DoubleExtended {
        return encode_x87(u);
    }
    let w = info.size_in_bits;
    let t = info.precision - 1;
    let emask = low_mask(w - 1 - t);
    let tmask = low_mask(t);
    let bias = 1 - info.min_exp;
    let (myexp, m) = match u.cat {
        Category::Normal => {
            let mut me = u.exp + bias;
            if me == 1 && (u.sig >> t) & 1 == 0 {
                me = 0; // denormal
            }
            (me, u.sig & tmask)
        }
        Category::Zero => (0, 0),
        Category::Infinity => (info.max_exp + 1 + bias, 0),
        Category::NaN => {
            let me = match info.nan_encoding {
                NanEncoding::NegativeZero => 0,
                NanEncoding::AllOnes => info.max_exp + bias,
                NanEncoding::Ieee => info.max_exp + 1 + bias,
            };
            (me, u.sig & tmask)
        }
    };
    ((u.sign as u128) << (w - 1)) | (((myexp as u128) & emask) << t) | m
}

fn encode_x87(u: &Unpacked) -> u128 {
    let (myexp, sig): (u64, u64) = match u.cat {
        Category::Normal => {
            let mut me = (u.exp + 16383) as u64;
            if me == 1 && (u.sig >> 63) & 1 == 0 {
                me = 0;
            }
            (me, u.sig as u64)
        }
        Category::Zero => (0, 0),
        Category::Infinity => (0x7fff, 1 << 63),
        Category::NaN => (0x7fff, u.sig as u64),
    };
    let hi = ((u.sign as u64) << 15) | (myexp & 0x7fff);
    ((hi as u128) << 64) | sig as u128
}

// ---------------------------------------------------------------------------------------
// Rounding
// ---------------------------------------------------------------------------------------

/// The part of a value below the least significant kept bit, relative to half an ulp
/// (LLVM's `lostFraction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lost {
    Zero,
    LessThanHalf,
    Half,
    MoreThanHalf,
}

/// LLVM's `combineLostFractions`: `less` describes bits below those described by `more`.
fn combine_lost(more: Lost, less: Lost) -> Lost {
    if less != Lost::Zero {
        match more {
            Lost::Zero => return Lost::LessThanHalf,
            Lost::Half => return Lost::MoreThanHalf,
            _ => {}
        }
    }
    more
}

/// LLVM's `lostFractionThroughTruncation` for dropping the low `bits` bits of `m`.
fn lost_through_truncation(m: u128, bits: u64) -> Lost {
    if m == 0 {
        return Lost::Zero;
    }
    let lsb = m.trailing_zeros() as u64;
    if bits <= lsb {
        Lost::Zero
    } else if bits == lsb + 1 {
        Lost::Half
    } else if bits <= 128 && (m >> (bits - 1)) & 1 == 1 {
        Lost::MoreThanHalf
    } else {
        Lost::LessThanHalf
    }
}

/// Rounds `m * 2^exp2` (plus the fraction `lost` of one unit of `m`) to `sem` with
/// round-to-nearest-even, with LLVM's `normalize` semantics for overflow, underflow,
/// NaN-only formats and status flags.
fn round_to(
    sem: FloatSemantics,
    sign: bool,
    m: u128,
    exp2: i64,
    lost: Lost,
) -> (Unpacked, OpStatus) {
    let info = sem.info();
    let p = info.precision as i64;
    if m == 0 {
        // Callers only pass a zero significand with an exact or below-half fraction
        // (LLVM's "underflow to zero" shortcut), which rounds to zero.
        let status = if lost == Lost::Zero {
            OpStatus::OK
        } else {
            OpStatus::UNDERFLOW_INEXACT
        };
        return (Unpacked::zero(sem, sign), status);
    }
    let n = bit_len(m) as i64;
    let msb_exp = exp2 + n - 1;
    let mut e = msb_exp.max(info.min_exp as i64);
    let shift = (e - (p - 1)) - exp2;
    let (mut q, lost) = if shift <= 0 {
        // At most `precision` bits after the shift (see the exponent choice above).
        (m << (-shift) as u32, lost)
    } else {
        let q = if shift >= 128 { 0 } else { m >> shift };
        (
            q,
            combine_lost(lost_through_truncation(m, shift as u64), lost),
        )
    };
    let round_up = match lost {
        Lost::MoreThanHalf => true,
        Lost::Half => q & 1 == 1,
        _ => false,
    };
    if round_up {
        q += 1;
        if q == 1u128 << p {
            q >>= 1;
            e += 1;
        }
    }
    let overflow = e > info.max_exp as i64
        || (info.nan_encoding == NanEncoding::AllOnes
            && e == info.max_exp as i64
            && q == low_mask(p as u32));
    if overflow {
        return (Unpacked::infinity(sem, sign), OpStatus::OVERFLOW_INEXACT);
    }
    let inexact = lost != Lost::Zero;
    if q == 0 {
        let status = if inexact {
            OpStatus::UNDERFLOW_INEXACT
        } else {
            OpStatus::OK
        };
        return (Unpacked::zero(sem, sign), status);
    }
    let status = if !inexact {
        OpStatus::OK
    } else if q < 1u128 << (p - 1) {
        OpStatus::UNDERFLOW_INEXACT
    } else {
        OpStatus::INEXACT
    };
    (
        Unpacked {
            sign,
            cat: Category::Normal,
            exp: e as i32,
            sig: q,
        },
        status,
    )
}

/// [`round_to`] for a big significand.
fn round_big(
    sem: FloatSemantics,
    sign: bool,
    m: &Big,
    exp2: i64,
    lost: Lost,
) -> (Unpacked, OpStatus) {
    if let Some(v) = m.to_u128() {
        return round_to(sem, sign, v, exp2, lost);
    }
    let shift = m.bit_len() - 128;
    let tz = m.trailing_zeros();
    let low = if shift <= tz {
        Lost::Zero
    } else if shift == tz + 1 {
        Lost::Half
    } else if m.bit(shift - 1) {
        Lost::MoreThanHalf
    } else {
        Lost::LessThanHalf
    };
    let mut top = m.clone();
    top.shr(shift);
    let top = top.to_u128().unwrap_or(u128::MAX);
    round_to(sem, sign, top, exp2 + shift as i64, combine_lost(low, lost))
}

// ---------------------------------------------------------------------------------------
// A small unsigned big integer (little-endian u64 limbs, no trailing zero limbs)
// ---------------------------------------------------------------------------------------

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Big(Vec<u64>);

const fn pow_table<const N: usize>(base: u128) -> [u128; N] {
    let mut t = [1u128; N];
    let mut i = 1;
    while i < N {
        t[i] = t[i - 1] * base;
        i += 1;
    }
    t
}

/// `5^0 ..= 5^55` (5^55 < 2^128).
const POW5: [u128; 56] = pow_table::<56>(5);
/// `10^0 ..= 10^38` (10^38 < 2^128).
const POW10: [u128; 39] = pow_table::<39>(10);
/// The largest powers of 5 and 10 that fit a limb, for chained small multiplications.
const POW5_27: u64 = 7_450_580_596_923_828_125;
const POW10_19: u64 = 10_000_000_000_000_000_000;

impl Big {
    fn from_u128(v: u128) -> Big {
        let mut b = Big(vec![v as u64, (v >> 64) as u64]);
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn bit_len(&self) -> u64 {
        match self.0.last() {
            None => 0,
            Some(&top) => (self.0.len() as u64 - 1) * 64 + (64 - top.leading_zeros() as u64),
        }
    }

    fn to_u128(&self) -> Option<u128> {
        match self.0.len() {
            0 => Some(0),
            1 => Some(self.0[0] as u128),
            2 => Some(self.0[0] as u128 | (self.0[1] as u128) << 64),
            _ => None,
        }
    }

    fn trailing_zeros(&self) -> u64 {
        for (i, &l) in self.0.iter().enumerate() {
            if l != 0 {
                return i as u64 * 64 + l.trailing_zeros() as u64;
            }
        }
        0
    }

    fn bit(&self, i: u64) -> bool {
        let limb = (i / 64) as usize;
        limb < self.0.len() && (self.0[limb] >> (i % 64)) & 1 == 1
    }

    fn mul_small(&mut self, m: u64) {
        let mut carry = 0u64;
        for limb in self.0.iter_mut() {
            let v = (*limb as u128) * (m as u128) + carry as u128;
            *limb = v as u64;
            carry = (v >> 64) as u64;
        }
        if carry != 0 {
            self.0.push(carry);
        }
        self.trim();
    }

    fn add_small(&mut self, a: u64) {
        let mut carry = a;
        for limb in self.0.iter_mut() {
            if carry == 0 {
                break;
            }
            let (v, o) = limb.overflowing_add(carry);
            *limb = v;
            carry = o as u64;
        }
        if carry != 0 {
            self.0.push(carry);
        }
    }

    /// Divides in place, returning the remainder.
    fn divrem_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for limb in self.0.iter_mut().rev() {
            let cur = (rem << 64) | *limb as u128;
            *limb = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        self.trim();
        rem as u64
    }

    fn shl(&mut self, n: u64) {
        if self.is_zero() || n == 0 {
            return;
        }
        let limbs = (n / 64) as usize;
        let bits = (n % 64) as u32;
        let mut out = Vec::with_capacity(limbs + self.0.len() + 1);
        out.resize(limbs, 0);
        if bits == 0 {
            out.extend_from_slice(&self.0);
        } else {
            let mut carry = 0u64;
            for &l in &self.0 {
                out.push((l << bits) | carry);
                carry = l >> (64 - bits);
            }
            if carry != 0 {
                out.push(carry);
            }
        }
        self.0 = out;
    }

    fn shr(&mut self, n: u64) {
        let limbs = (n / 64) as usize;
        if limbs >= self.0.len() {
            self.0.clear();
            return;
        }
        self.0.drain(..limbs);
        let bits = (n % 64) as u32;
        if bits != 0 {
            let len = self.0.len();
            for i in 0..len {
                let hi = if i + 1 < len {
                    self.0[i + 1] << (64 - bits)
                } else {
                    0
                };
                self.0[i] = (self.0[i] >> bits) | hi;
            }
        }
        self.trim();
    }

    fn mul_pow5(&mut self, mut e: u64) {
        while e >= 27 {
            self.mul_small(POW5_27);
            e -= 27;
        }
        if e > 0 {
            self.mul_small(POW5[e as usize] as u64);
        }
    }

    fn mul_pow10(&mut self, mut e: u64) {
        while e >= 19 {
            self.mul_small(POW10_19);
            e -= 19;
        }
        if e > 0 {
            self.mul_small(POW10[e as usize] as u64);
        }
    }

    /// `self = floor(self / 5^e)`; returns whether the division was exact. Chained
    /// floor divisions compose: `floor(floor(x / a) / b) == floor(x / (a * b))`, and the
    /// total remainder is zero exactly when every partial remainder is.
    fn div_pow5(&mut self, mut e: u64) -> bool {
        let mut exact = true;
        while e > 0 && !self.is_zero() {
            let step = e.min(27);
            if self.divrem_small(POW5[step as usize] as u64) != 0 {
                exact = false;
            }
            e -= step;
        }
        exact
    }
}

// ---------------------------------------------------------------------------------------
// Decimal to binary
// ---------------------------------------------------------------------------------------

/// Correctly rounds `d * 10^exp10` (d > 0) to `sem`.
fn decimal_to_float(sem: FloatSemantics, sign: bool, d: &Big, exp10: i64) -> (Unpacked, OpStatus) {
    let p = sem.precision() as u64;
    if exp10 >= 0 {
        if let Some(d) = d.to_u128() {
            if exp10 <= 38 {
                if let Some(n) = d.checked_mul(POW10[exp10 as usize]) {
                    return round_to(sem, sign, n, 0, Lost::Zero);
                }
            }
        }
        let mut n = d.clone();
        n.mul_pow10(exp10 as u64);
        return round_big(sem, sign, &n, 0, Lost::Zero);
    }
    // d * 10^-m == d * 2^s / 5^m * 2^(-m - s). Choose s so that the quotient has at
    // least p + 2 bits; then rounding only needs to know whether the remainder is zero,
    // because the guard bits are inside the quotient.
    let m = exp10.unsigned_abs();
    // Upper bound on bit_len(5^m): floor(m * log2(5)) + 1, with margin.
    let pow5_bits = m * 2_321_928_095 / 1_000_000_000 + 2;
    let s = (p + 3 + pow5_bits).saturating_sub(d.bit_len());
    if m <= 55 && d.bit_len() + s <= 128 {
        if let Some(dv) = d.to_u128() {
            let num = dv << s;
            let den = POW5[m as usize];
            let q = num / den;
            let lost = if num.is_multiple_of(den) {
                Lost::Zero
            } else {
                Lost::LessThanHalf
            };
            return round_to(sem, sign, q, -(m as i64) - s as i64, lost);
        }
    }
    let mut q = d.clone();
    q.shl(s);
    let exact = q.div_pow5(m);
    let lost = if exact {
        Lost::Zero
    } else {
        Lost::LessThanHalf
    };
    round_big(sem, sign, &q, -(m as i64) - s as i64, lost)
}

struct DecimalInfo {
    first_sig: usize,
    last_sig: usize,
    exponent: i64,
    normalized_exponent: i64,
}

/// LLVM's `skipLeadingZeroesAndAnyDot`: returns the position after them and the dot.
fn skip_leading_zeros_and_dot(s: &[u8]) -> Result<(usize, Option<usize>), ParseFloatError> {
    let mut p = 0;
    let mut dot = None;
    while p < s.len() && s[p] == b'0' {
        p += 1;
    }
    if p < s.len() && s[p] == b'.' {
        dot = Some(p);
        p += 1;
        if s.len() == 1 {
            return Err(ParseFloatError("Significand has no digits"));
        }
        while p < s.len() && s[p] == b'0' {
            p += 1;
        }
    }
    Ok((p, dot))
}

/// LLVM's `readExponent`: an empty exponent (or a lone sign) is 0, and magnitudes are
/// clamped at 24000 without looking at the remaining characters.
fn read_exponent(s: &[u8]) -> Result<i64, ParseFloatError> {
    if s.is_empty() || (s.len() == 1 && (s[0] == b'-' || s[0] == b'+')) {
        return Ok(0);
    }
    let negative = s[0] == b'-';
    let mut p = 0;
    if s[0] == b'-' || s[0] == b'+' {
        p = 1;
    }
    let mut abs: i64 = 0;
    let mut first = true;
    while p < s.len() {
        let c = s[p];
        if !c.is_ascii_digit() {
            return Err(ParseFloatError("Invalid character in exponent"));
        }
        abs = abs * 10 + (c - b'0') as i64;
        p += 1;
        if !first && abs >= 24000 {
            abs = 24000;
            break;
        }
        first = false;
    }
    Ok(if negative { -abs } else { abs })
}

/// LLVM's `interpretDecimal`.
fn interpret_decimal(s: &[u8]) -> Result<DecimalInfo, ParseFloatError> {
    let end = s.len();
    let (mut p, dot) = skip_leading_zeros_and_dot(s)?;
    let mut dot = dot.unwrap_or(end);
    let first_sig = p;
    let mut exponent: i64 = 0;
    let mut normalized_exponent: i64 = 0;
    while p != end {
        if s[p] == b'.' {
            if dot != end {
                return Err(ParseFloatError("String contains multiple dots"));
            }
            dot = p;
            p += 1;
            if p == end {
                break;
            }
        }
        if !s[p].is_ascii_digit() {
            break;
        }
        p += 1;
    }
    if p != end {
        if s[p] != b'e' && s[p] != b'E' {
            return Err(ParseFloatError("Invalid character in significand"));
        }
        if p == 0 {
            return Err(ParseFloatError("Significand has no digits"));
        }
        if dot != end && p == 1 {
            return Err(ParseFloatError("Significand has no digits"));
        }
        exponent = read_exponent(&s[p + 1..])?;
        if dot == end {
            dot = p;
        }
    }
    if p != first_sig {
        // Drop insignificant trailing zeros (and a dot among them).
        if p != 0 {
            loop {
                loop {
                    p -= 1;
                    if !(p != 0 && s[p] == b'0') {
                        break;
                    }
                }
                if !(p != 0 && s[p] == b'.') {
                    break;
                }
            }
        }
        let (dot_i, p_i, first_i) = (dot as i64, p as i64, first_sig as i64);
        exponent += (dot_i - p_i) - (dot_i > p_i) as i64;
        normalized_exponent = exponent + (p_i - first_i) - (dot_i > first_i && dot_i < p_i) as i64;
    }
    Ok(DecimalInfo {
        first_sig,
        last_sig: p,
        exponent,
        normalized_exponent,
    })
}

/// LLVM's `convertFromDecimalString` (the sign has been stripped).
fn convert_from_decimal(
    sem: FloatSemantics,
    sign: bool,
    s: &[u8],
) -> Result<(Unpacked, OpStatus), ParseFloatError> {
    let d = interpret_decimal(s)?;
    let info = sem.info();
    if d.first_sig == s.len() || !s[d.first_sig].is_ascii_digit() {
        return Ok((Unpacked::zero(sem, sign), OpStatus::OK));
    }
    let ne = d.normalized_exponent;
    // LLVM's quick overflow/underflow tests, with its integer bounds on log2(10).
    if ne - 1 > (i32::MAX / 42039) as i64 {
        return Ok((Unpacked::infinity(sem, sign), OpStatus::OVERFLOW_INEXACT));
    }
    if ne - 1 < (i32::MIN / 42039) as i64
        || (ne + 1) * 28738 <= 8651 * (info.min_exp as i64 - info.precision as i64)
    {
        return Ok(round_to(sem, sign, 0, 0, Lost::LessThanHalf));
    }
    if (ne - 1) * 42039 >= 12655 * info.max_exp as i64 {
        return Ok((Unpacked::infinity(sem, sign), OpStatus::OVERFLOW_INEXACT));
    }
    // The significand: every digit up to the last significant one (leading zeros add
    // nothing), 19 digits per limb multiplication.
    let mut big = Big::default();
    let mut acc: u64 = 0;
    let mut count = 0u64;
    for &c in &s[d.first_sig..=d.last_sig] {
        if c == b'.' {
            continue;
        }
        acc = acc * 10 + (c - b'0') as u64;
        count += 1;
        if count == 19 {
            big.mul_small(POW10_19);
            big.add_small(acc);
            acc = 0;
            count = 0;
        }
    }
    if count > 0 {
        big.mul_small(POW10[count as usize] as u64);
        big.add_small(acc);
    }
    if big.is_zero() {
        return Ok((Unpacked::zero(sem, sign), OpStatus::OK));
    }
    Ok(decimal_to_float(sem, sign, &big, d.exponent))
}

fn hex_digit_value(c: u8) -> Option<u32> {
    (c as char).to_digit(16)
}

/// LLVM's `trailingHexadecimalFraction`.
fn trailing_hex_fraction(s: &[u8], mut p: usize, digit: u32) -> Result<Lost, ParseFloatError> {
    if digit > 8 {
        return Ok(Lost::MoreThanHalf);
    }
    if digit < 8 && digit > 0 {
        return Ok(Lost::LessThanHalf);
    }
    while p < s.len() && (s[p] == b'0' || s[p] == b'.') {
        p += 1;
    }
    if p == s.len() {
        return Err(ParseFloatError("Invalid trailing hexadecimal fraction!"));
    }
    let more = hex_digit_value(s[p]).is_some();
    Ok(match (digit == 0, more) {
        (true, false) => Lost::Zero,
        (false, false) => Lost::Half,
        (true, true) => Lost::LessThanHalf,
        (false, true) => Lost::MoreThanHalf,
    })
}

/// LLVM's `totalExponent`: the binary exponent, saturated at the `int16` range.
fn total_exponent(s: &[u8], adjustment: i64) -> Result<i64, ParseFloatError> {
    if s.is_empty() {
        return Err(ParseFloatError("Exponent has no digits"));
    }
    let negative = s[0] == b'-';
    let mut p = 0;
    if s[0] == b'-' || s[0] == b'+' {
        p = 1;
        if p == s.len() {
            return Err(ParseFloatError("Exponent has no digits"));
        }
    }
    let mut unsigned: i64 = 0;
    let mut overflow = false;
    while p < s.len() {
        let c = s[p];
        if !c.is_ascii_digit() {
            return Err(ParseFloatError("Invalid character in exponent"));
        }
        unsigned = unsigned * 10 + (c - b'0') as i64;
        if unsigned > 32767 {
            overflow = true;
            break;
        }
        p += 1;
    }
    if !(-32768..=32767).contains(&adjustment) {
        overflow = true;
    }
    let mut exponent = 0;
    if !overflow {
        exponent = if negative { -unsigned } else { unsigned } + adjustment;
        if !(-32768..=32767).contains(&exponent) {
            overflow = true;
        }
    }
    if overflow {
        exponent = if negative { -32768 } else { 32767 };
    }
    Ok(exponent)
}

/// LLVM's `convertFromHexadecimalString` (after the sign and `0x`).
fn convert_from_hex(
    sem: FloatSemantics,
    sign: bool,
    s: &[u8],
) -> Result<(Unpacked, OpStatus), ParseFloatError> {
    let precision = sem.precision();
    // LLVM stores the digits from the top of a significand of whole 64-bit parts.
    let capacity: u32 = if precision + 1 > 64 { 128 } else { 64 };
    let mut sig: u128 = 0;
    let mut bit_pos = capacity;
    let mut computed_trailing = false;
    let mut lost = Lost::Zero;
    let (mut p, dot) = skip_leading_zeros_and_dot(s)?;
    let end = s.len();
    let mut dot = dot.unwrap_or(end);
    let first_sig = p;
    while p != end {
        if s[p] == b'.' {
            if dot != end {
                return Err(ParseFloatError("String contains multiple dots"));
            }
            dot = p;
            p += 1;
            continue;
        }
        let Some(v) = hex_digit_value(s[p]) else {
            break;
        };
        p += 1;
        if bit_pos > 0 {
            bit_pos -= 4;
            sig |= (v as u128) << bit_pos;
        } else if !computed_trailing {
            lost = trailing_hex_fraction(s, p, v)?;
            computed_trailing = true;
        }
    }
    if p == end {
        return Err(ParseFloatError("Hex strings require an exponent"));
    }
    if s[p] != b'p' && s[p] != b'P' {
        return Err(ParseFloatError("Invalid character in significand"));
    }
    if p == 0 {
        return Err(ParseFloatError("Significand has no digits"));
    }
    if dot != end && p == 1 {
        return Err(ParseFloatError("Significand has no digits"));
    }
    let mut exponent: i64 = 0;
    if p != first_sig {
        if dot == end {
            dot = p;
        }
        let mut adj = dot as i64 - first_sig as i64;
        if adj < 0 {
            adj += 1;
        }
        adj = adj * 4 - 1 + precision as i64 - capacity as i64;
        exponent = total_exponent(&s[p + 1..], adj)?;
    }
    if sig == 0 {
        return Ok((Unpacked::zero(sem, sign), OpStatus::OK));
    }
    Ok(round_to(
        sem,
        sign,
        sig,
        exponent - (precision as i64 - 1),
        lost,
    ))
}

/// `StringRef::getAsInteger(radix, APInt&)`, keeping the low 128 bits.
fn parse_payload(s: &str, radix: u32) -> Option<u128> {
    let t = s.trim_start_matches('0');
    if s.is_empty() {
        return None;
    }
    let mut v: u128 = 0;
    for c in t.chars() {
        let d = c.to_digit(36)?;
        if d >= radix {
            return None;
        }
        v = v.wrapping_mul(radix as u128).wrapping_add(d as u128);
    }
    Some(v)
}

/// LLVM's `convertFromStringSpecials`.
fn convert_specials(sem: FloatSemantics, s: &str) -> Option<Unpacked> {
    const MIN_NAME_SIZE: usize = 3;
    if s.len() < MIN_NAME_SIZE {
        return None;
    }
    if s == "inf" || s == "INFINITY" || s == "+Inf" {
        return Some(Unpacked::infinity(sem, false));
    }
    let (negative, s) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    if negative {
        if s.len() < MIN_NAME_SIZE {
            return None;
        }
        if s == "inf" || s == "INFINITY" || s == "Inf" {
            return Some(Unpacked::infinity(sem, true));
        }
    }
    let (signaling, s) = match s.strip_prefix(['s', 'S']) {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    if signaling && s.len() < MIN_NAME_SIZE {
        return None;
    }
    let mut s = s.strip_prefix("nan").or_else(|| s.strip_prefix("NaN"))?;
    if s.is_empty() {
        return Some(make_nan(sem, signaling, negative, None));
    }
    if s.starts_with('(') {
        if s.len() <= 2 || !s.ends_with(')') {
            return None;
        }
        s = &s[1..s.len() - 1];
    }
    let mut radix = 10;
    if s.starts_with('0') {
        if s.len() > 1 && (s.as_bytes()[1] | 0x20) == b'x' {
            s = &s[2..];
            radix = 16;
        } else {
            radix = 8;
        }
    }
    let payload = parse_payload(s, radix)?;
    Some(make_nan(sem, signaling, negative, Some(payload)))
}

/// LLVM's `IEEEFloat::convertFromString` with round-to-nearest-even.
fn convert_from_string(
    sem: FloatSemantics,
    s: &str,
) -> Result<(Unpacked, OpStatus), ParseFloatError> {
    if s.is_empty() {
        return Err(ParseFloatError("Invalid string length"));
    }
    if let Some(u) = convert_specials(sem, s) {
        return Ok((u, OpStatus::OK));
    }
    let b = s.as_bytes();
    let sign = b[0] == b'-';
    let mut rest = b;
    if b[0] == b'-' || b[0] == b'+' {
        rest = &b[1..];
        if rest.is_empty() {
            return Err(ParseFloatError("String has no digits"));
        }
    }
    if rest.len() >= 2 && rest[0] == b'0' && (rest[1] == b'x' || rest[1] == b'X') {
        if rest.len() == 2 {
            return Err(ParseFloatError("Invalid string"));
        }
        return convert_from_hex(sem, sign, &rest[2..]);
    }
    convert_from_decimal(sem, sign, rest)
}

// ---------------------------------------------------------------------------------------
// Binary to decimal (LLVM's toString)
// ---------------------------------------------------------------------------------------

/// Appends the decimal digits of `n`, least significant first.
fn push_digits_u128(mut n: u128, out: &mut Vec<u8>) {
    while n > u64::MAX as u128 {
        let mut lo = (n % POW10_19 as u128) as u64;
        n /= POW10_19 as u128;
        for _ in 0..19 {
            out.push((lo % 10) as u8);
            lo /= 10;
        }
    }
    let mut v = n as u64;
    while v != 0 {
        out.push((v % 10) as u8);
        v /= 10;
    }
}

fn push_digits_big(mut n: Big, out: &mut Vec<u8>) {
    while !n.is_zero() {
        let mut chunk = n.divrem_small(POW10_19);
        if n.is_zero() {
            while chunk != 0 {
                out.push((chunk % 10) as u8);
                chunk /= 10;
            }
        } else {
            for _ in 0..19 {
                out.push((chunk % 10) as u8);
                chunk /= 10;
            }
        }
    }
}

/// The first half of LLVM's `toStringImpl`: the decimal digits (least significant first,
/// no trailing zeros) and decimal exponent of `sig * 2^exp`, after the APInt-level
/// `AdjustToPrecision` (which *truncates* excess digits, as LLVM does).
fn decimal_digits(sig: u128, exp: i64, format_precision: u32) -> (Vec<u8>, i64) {
    let tz = sig.trailing_zeros();
    let sig = sig >> tz;
    let mut exp = exp + tz as i64;
    let bits_required = (format_precision as u64 * 196).div_ceil(59);
    let tens_removable = |bits: u64| -> u64 {
        if bits <= bits_required {
            0
        } else {
            (bits - bits_required) * 59 / 196
        }
    };
    let small = if exp == 0 {
        Some(sig)
    } else if exp > 0 {
        (bit_len(sig) as i64 + exp <= 128).then(|| sig << exp)
    } else if -exp <= 55 {
        sig.checked_mul(POW5[(-exp) as usize])
    } else {
        None
    };
    let mut digits = Vec::with_capacity(40);
    match small {
        Some(mut n) => {
            exp = exp.min(0);
            let t = tens_removable(bit_len(n) as u64);
            if t > 0 {
                exp += t as i64;
                n /= POW10[t as usize];
            }
            push_digits_u128(n, &mut digits);
        }
        None => {
            let mut n = Big::from_u128(sig);
            if exp > 0 {
                n.shl(exp as u64);
                exp = 0;
            } else {
                n.mul_pow5(exp.unsigned_abs());
            }
            let t = tens_removable(n.bit_len());
            if t > 0 {
                exp += t as i64;
                // floor(n / 10^t) == floor(floor(n / 2^t) / 5^t)
                n.shr(t);
                n.div_pow5(t);
            }
            match n.to_u128() {
                Some(v) => push_digits_u128(v, &mut digits),
                None => push_digits_big(n, &mut digits),
            }
        }
    }
    let zeros = digits.iter().take_while(|&&d| d == 0).count();
    digits.drain(..zeros);
    exp += zeros as i64;
    (digits, exp)
}

/// LLVM's digit-buffer `AdjustToPrecision`: round half *up* to `format_precision` digits.
fn adjust_buffer_to_precision(buffer: &mut Vec<u8>, exp: &mut i64, format_precision: u32) {
    let n = buffer.len();
    let fp = format_precision as usize;
    if n <= fp {
        return;
    }
    let mut first_significant = n - fp;
    if buffer[first_significant - 1] < 5 {
        while first_significant < n && buffer[first_significant] == 0 {
            first_significant += 1;
        }
        *exp += first_significant as i64;
        buffer.drain(..first_significant);
        return;
    }
    // Propagate the carry upward: trailing nines become dropped zeros.
    while first_significant < n && buffer[first_significant] == 9 {
        first_significant += 1;
    }
    if first_significant < n {
        buffer[first_significant] += 1;
    }
    *exp += first_significant as i64;
    if first_significant == n {
        buffer.clear();
        buffer.push(1);
        return;
    }
    buffer.drain(..first_significant);
}

fn to_string_impl(
    out: &mut String,
    exp: i64,
    sig: u128,
    sem_precision: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) {
    let format_precision = if format_precision == 0 {
        2 + sem_precision * 59 / 196
    } else {
        format_precision
    };
    let (mut buffer, mut exp) = decimal_digits(sig, exp, format_precision);
    adjust_buffer_to_precision(&mut buffer, &mut exp, format_precision);
    let nd = buffer.len() as i64;
    let digit = |d: u8| (b'0' + d) as char;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding as i64 || nd + exp > format_precision as i64
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > max_padding as i64
    };
    if scientific {
        exp += nd - 1;
        out.push(digit(buffer[buffer.len() - 1]));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            out.extend(buffer[..buffer.len() - 1].iter().rev().map(|&d| digit(d)));
        }
        if !truncate_zero && format_precision as i64 > nd - 1 {
            out.extend(std::iter::repeat_n(
                '0',
                (format_precision as i64 - nd + 1) as usize,
            ));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs();
        if !truncate_zero && e < 10 {
            out.push('0');
        }
        out.push_str(&e.to_string());
        return;
    }
    if exp >= 0 {
        out.extend(buffer.iter().rev().map(|&d| digit(d)));
        out.extend(std::iter::repeat_n('0', exp as usize));
        return;
    }
    let whole = exp + nd;
    let mut rev = buffer.iter().rev().map(|&d| digit(d));
    if whole > 0 {
        out.extend(rev.by_ref().take(whole as usize));
        out.push('.');
    } else {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-whole) as usize));
    }
    out.extend(rev);
}

// ---------------------------------------------------------------------------------------
// The value type
// ---------------------------------------------------------------------------------------

/// A floating-point value: a format and its bit pattern as stored in memory (low
/// `bit_width` bits; `f80` uses 80 bits).
///
/// The bit pattern is always canonical, i.e. what LLVM's `bitcastToAPInt` would give for
/// the value: [`ApFloat::from_bits`] maps the non-canonical `f80` encodings the way LLVM
/// does (unnormals, pseudo-NaNs and pseudo-infinities become NaN, pseudo-denormals are
/// re-encoded as normals). Hence `==` on `ApFloat` is LLVM's `bitwiseIsEqual`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ApFloat {
    sem: FloatSemantics,
    bits: u128,
}

impl ApFloat {
    fn pack(sem: FloatSemantics, u: &Unpacked) -> ApFloat {
        ApFloat {
            sem,
            bits: encode(sem, u),
        }
    }

    fn unpack(&self) -> Unpacked {
        decode(self.sem, self.bits)
    }

    /// The value with this bit pattern (bits above the format's width are ignored), as
    /// `APFloat(sem, APInt)`.
    pub fn from_bits(sem: FloatSemantics, bits: u128) -> ApFloat {
        let bits = bits & sem.size_mask();
        ApFloat::pack(sem, &decode(sem, bits))
    }

    /// The format.
    pub fn semantics(&self) -> FloatSemantics {
        self.sem
    }

    /// The bit pattern (`bitcastToAPInt`).
    pub fn bits(&self) -> u128 {
        self.bits
    }

    /// Positive or negative zero (always positive for the `FNUZ` formats).
    pub fn zero(sem: FloatSemantics, negative: bool) -> ApFloat {
        ApFloat::pack(sem, &Unpacked::zero(sem, negative))
    }

    /// Infinity; NaN for formats without infinities (`APFloat::getInf`).
    pub fn infinity(sem: FloatSemantics, negative: bool) -> ApFloat {
        ApFloat::pack(sem, &Unpacked::infinity(sem, negative))
    }

    /// The default quiet NaN (`APFloat::getQNaN(sem)`, e.g. `0x7FC00000` for `f32`).
    pub fn qnan(sem: FloatSemantics) -> ApFloat {
        ApFloat::pack(sem, &make_nan(sem, false, false, None))
    }

    /// The largest finite value (`APFloat::getLargest`).
    pub fn largest(sem: FloatSemantics, negative: bool) -> ApFloat {
        let info = sem.info();
        let mut sig = low_mask(info.precision);
        if info.nan_encoding == NanEncoding::AllOnes {
            sig &= !1;
        }
        let u = Unpacked {
            sign: negative,
            cat: Category::Normal,
            exp: info.max_exp,
            sig,
        };
        ApFloat::pack(sem, &u)
    }

    /// The smallest positive denormal, or its negation (`APFloat::getSmallest`).
    pub fn smallest(sem: FloatSemantics, negative: bool) -> ApFloat {
        let u = Unpacked {
            sign: negative,
            cat: Category::Normal,
            exp: sem.min_exponent(),
            sig: 1,
        };
        ApFloat::pack(sem, &u)
    }

    /// The smallest positive normal value, or its negation.
    pub fn smallest_normalized(sem: FloatSemantics, negative: bool) -> ApFloat {
        let sig = 1u128 << (sem.precision() - 1);
        let u = Unpacked {
            sign: negative,
            cat: Category::Normal,
            exp: sem.min_exponent(),
            sig,
        };
        ApFloat::pack(sem, &u)
    }

    /// An `f64` value (exact).
    pub fn from_f64(x: f64) -> ApFloat {
        ApFloat {
            sem: FloatSemantics::IEEEdouble,
            bits: x.to_bits() as u128,
        }
    }

    /// An `f32` value (exact).
    pub fn from_f32(x: f32) -> ApFloat {
        ApFloat {
            sem: FloatSemantics::IEEEsingle,
            bits: x.to_bits() as u128,
        }
    }

    /// `x` converted to `sem` with round-to-nearest-even; the flag tells whether
    /// information was lost (LLVM's `losesInfo`).
    pub fn from_f64_in(sem: FloatSemantics, x: f64) -> (ApFloat, bool) {
        ApFloat::from_f64(x).convert(sem)
    }

    /// The value as an `f64`, rounded to nearest-even if it does not fit.
    pub fn to_f64(&self) -> f64 {
        if self.sem == FloatSemantics::IEEEdouble {
            return f64::from_bits(self.bits as u64);
        }
        if self.sem == FloatSemantics::IEEEsingle && !self.is_nan() {
            // Exact widening; NaN payloads go through `convert` to match LLVM precisely.
            return f32::from_bits(self.bits as u32) as f64;
        }
        f64::from_bits(self.convert(FloatSemantics::IEEEdouble).0.bits as u64)
    }

    /// The value as an `f32`, rounded to nearest-even if it does not fit.
    pub fn to_f32(&self) -> f32 {
        if self.sem == FloatSemantics::IEEEsingle {
            return f32::from_bits(self.bits as u32);
        }
        f32::from_bits(self.convert(FloatSemantics::IEEEsingle).0.bits as u32)
    }

    pub fn is_nan(&self) -> bool {
        self.unpack().cat == Category::NaN
    }

    pub fn is_inf(&self) -> bool {
        self.unpack().cat == Category::Infinity
    }

    pub fn is_zero(&self) -> bool {
        self.unpack().cat == Category::Zero
    }

    /// Neither NaN nor infinite.
    pub fn is_finite(&self) -> bool {
        matches!(self.unpack().cat, Category::Zero | Category::Normal)
    }

    /// A non-zero value below the smallest normal.
    pub fn is_denormal(&self) -> bool {
        let u = self.unpack();
        u.cat == Category::Normal
            && u.exp == self.sem.min_exponent()
            && u.sig >> (self.sem.precision() - 1) == 0
    }

    /// A signaling NaN (never, in the NaN-only formats).
    pub fn is_signaling(&self) -> bool {
        let u = self.unpack();
        u.cat == Category::NaN && is_signaling(self.sem, &u)
    }

    /// The sign bit (true for the `FNUZ` NaN, like LLVM).
    pub fn is_negative(&self) -> bool {
        self.unpack().sign
    }

    /// LLVM's `bitwiseIsEqual`: same format and same representation (so `-0 != +0` and a
    /// NaN equals itself).
    pub fn bitwise_eq(&self, other: &ApFloat) -> bool {
        self == other
    }

    /// The negation (`changeSign`): flips the sign, except for zero and NaN in the `FNUZ`
    /// formats, which have no negative counterpart.
    pub fn neg(&self) -> ApFloat {
        let mut u = self.unpack();
        if self.sem.nan_is_negative_zero() && matches!(u.cat, Category::Zero | Category::NaN) {
            return *self;
        }
        u.sign = !u.sign;
        ApFloat::pack(self.sem, &u)
    }

    /// The absolute value (`clearSign`).
    pub fn abs(&self) -> ApFloat {
        if self.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    /// Converts to another format with round-to-nearest-even (`APFloat::convert`); the flag
    /// tells whether information was lost.
    pub fn convert(&self, to: FloatSemantics) -> (ApFloat, bool) {
        let (v, _, loses) = self.convert_with_status(to);
        (v, loses)
    }

    /// [`ApFloat::convert`], also returning the status flags.
    pub fn convert_with_status(&self, to: FloatSemantics) -> (ApFloat, OpStatus, bool) {
        let from = self.sem;
        if from == to {
            return (*self, OpStatus::OK, false);
        }
        let u = self.unpack();
        match u.cat {
            Category::Normal => {
                let exp2 = u.exp as i64 - (from.precision() as i64 - 1);
                let (r, status) = round_to(to, u.sign, u.sig, exp2, Lost::Zero);
                (ApFloat::pack(to, &r), status, !status.is_ok())
            }
            Category::Zero => {
                if to.nan_is_negative_zero() {
                    let loses = !from.nan_is_negative_zero() && u.sign;
                    let status = if loses {
                        OpStatus::INEXACT
                    } else {
                        OpStatus::OK
                    };
                    (ApFloat::zero(to, false), status, loses)
                } else {
                    (ApFloat::zero(to, u.sign), OpStatus::OK, false)
                }
            }
            Category::Infinity => {
                if to.is_nan_only() {
                    (
                        ApFloat::pack(to, &make_nan(to, false, u.sign, None)),
                        OpStatus::INEXACT,
                        true,
                    )
                } else {
                    (ApFloat::infinity(to, u.sign), OpStatus::OK, false)
                }
            }
            Category::NaN => convert_nan(from, to, &u),
        }
    }

    /// Parses `s` exactly like `APFloat(sem, s)` / `convertFromString(s,
    /// rmNearestTiesToEven)`: decimal (`[+-]digits[.digits][(e|E)[+-]digits]`, correctly
    /// rounded), hexadecimal (`0x1.8p3`), and the special names (`inf`, `-inf`, `nan`,
    /// `snan`, `nan(payload)`, ...). Overflow gives infinity (NaN in the formats without
    /// infinity), underflow gives a denormal or zero; the status reports it.
    pub fn from_str_in(
        sem: FloatSemantics,
        s: &str,
    ) -> Result<(ApFloat, OpStatus), ParseFloatError> {
        let (u, status) = convert_from_string(sem, s)?;
        Ok((ApFloat::pack(sem, &u), status))
    }

    /// [`ApFloat::from_str_in`] without the status.
    pub fn parse(sem: FloatSemantics, s: &str) -> Result<ApFloat, ParseFloatError> {
        Ok(ApFloat::from_str_in(sem, s)?.0)
    }

    /// LLVM's `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
    ///
    /// `precision` is the number of significant digits (0: `2 + precision_bits * 59 / 196`,
    /// enough to round-trip); `max_padding` is how many zeros may be written instead of
    /// switching to scientific notation (0: always scientific); `truncate_zero` selects
    /// the short forms (`1.0E+1`, `E`) over the padded ones (`1.000000e+01`).
    /// LLVM's default arguments are `(0, 3, true)`. NaN is `NaN`, infinities `+Inf`/`-Inf`.
    pub fn to_string(&self, precision: u32, max_padding: u32, truncate_zero: bool) -> String {
        let u = self.unpack();
        let mut out = String::new();
        match u.cat {
            Category::Infinity => out.push_str(if u.sign { "-Inf" } else { "+Inf" }),
            Category::NaN => out.push_str("NaN"),
            Category::Zero => {
                if u.sign {
                    out.push('-');
                }
                if max_padding == 0 {
                    if truncate_zero {
                        out.push_str("0.0E+0");
                    } else {
                        out.push_str("0.0");
                        for _ in 1..precision.max(1) {
                            out.push('0');
                        }
                        out.push_str("e+00");
                    }
                } else {
                    out.push('0');
                }
            }
            Category::Normal => {
                let p = self.sem.precision();
                let exp = u.exp as i64 - (p as i64 - 1);
                if u.sign {
                    out.push('-');
                }
                to_string_impl(
                    &mut out,
                    exp,
                    u.sig,
                    p,
                    precision,
                    max_padding,
                    truncate_zero,
                );
            }
        }
        out
    }

    /// LLVM's default `toString(Str)`: `to_string(0, 3, true)`.
    pub fn to_default_string(&self) -> String {
        self.to_string(0, 3, true)
    }
}

fn is_signaling(sem: FloatSemantics, u: &Unpacked) -> bool {
    !sem.is_nan_only() && (u.sig >> (sem.precision() - 2)) & 1 == 0
}

/// The NaN part of LLVM's `IEEEFloat::convert`: the payload is shifted with the
/// significand, signaling NaNs are quieted, and x87 special NaNs are noted as lossy.
fn convert_nan(
    from: FloatSemantics,
    to: FloatSemantics,
    u: &Unpacked,
) -> (ApFloat, OpStatus, bool) {
    let signaling = is_signaling(from, u);
    let x86_special =
        from == FloatSemantics::X87DoubleExtended && (u.sig >> 63 & 1 == 0 || u.sig >> 62 & 1 == 0);
    let shift = to.precision() as i32 - from.precision() as i32;
    let mut sig = u.sig;
    let mut lost = Lost::Zero;
    if shift < 0 && !from.is_nan_only() {
        lost = lost_through_truncation(sig, (-shift) as u64);
        sig >>= -shift;
    }
    if shift > 0 {
        sig <<= shift;
    }
    if to.is_nan_only() {
        let loses = !from.is_nan_only();
        let status = if signaling {
            OpStatus::INVALID
        } else {
            OpStatus::OK
        };
        return (
            ApFloat::pack(to, &make_nan(to, false, u.sign, None)),
            status,
            loses,
        );
    }
    let mut r = Unpacked {
        sign: u.sign,
        cat: Category::NaN,
        exp: 0,
        sig,
    };
    if from.nan_is_negative_zero() && !to.nan_is_negative_zero() {
        // The FNUZ NaN is "negative zero"; make a real NaN instead of -0 or -inf.
        r = make_nan(to, false, false, None);
    }
    let loses = lost != Lost::Zero || x86_special;
    if !x86_special && to == FloatSemantics::X87DoubleExtended {
        r.sig |= 1 << 63;
    }
    let mut status = OpStatus::OK;
    if signaling {
        r.sig |= 1u128 << (to.precision() - 2);
        status = OpStatus::INVALID;
    }
    (ApFloat::pack(to, &r), status, loses)
}

impl std::ops::Neg for ApFloat {
    type Output = ApFloat;
    fn neg(self) -> ApFloat {
        ApFloat::neg(&self)
    }
}

// ---------------------------------------------------------------------------------------
// MLIR
// ---------------------------------------------------------------------------------------

/// MLIR 19's `printFloatValue`: the text of a float attribute's value, and whether it was
/// printed as a hexadecimal bit pattern (in which case MLIR never elides an `f64` type).
///
/// 1. Finite values try `toString(6, 0, false)` (`1.000000e-01`), kept if it parses back
///    (in the same format, exactly) to a bitwise-equal value;
/// 2. then the default `toString()` (`0.10000000000000001`, `3.40282347E+38`), kept if it
///    contains a `.`;
/// 3. otherwise, and for NaN and infinity, `0x` and the uppercase hex digits of the bit
///    pattern without leading zeros (`0x7FC00000`, `0x7C00`, `0xFFC00000`).
pub fn format_mlir_float(v: &ApFloat) -> (String, bool) {
    if v.is_finite() {
        let s = v.to_string(6, 0, false);
        if let Ok((back, _)) = ApFloat::from_str_in(v.sem, &s) {
            if back.bitwise_eq(v) {
                return (s, false);
            }
        }
        let s = v.to_default_string();
        if s.contains('.') {
            return (s, false);
        }
    }
    (format!("0x{:X}", v.bits), true)
}

/// Why an MLIR float literal is rejected. `Display` gives MLIR's diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MlirFloatLiteralError {
    /// `-0x...`: "hexadecimal float literal should not have a leading minus".
    NegativeHex,
    /// A hex literal with more significant bits than the type.
    HexOutOfRange,
    /// A decimal integer such as `1` (MLIR suggests adding a trailing dot).
    DecimalInteger,
    /// Not a float or hex literal at all.
    Malformed,
}

impl fmt::Display for MlirFloatLiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MlirFloatLiteralError::NegativeHex => {
                "hexadecimal float literal should not have a leading minus"
            }
            MlirFloatLiteralError::HexOutOfRange => {
                "hexadecimal float constant out of range for type"
            }
            MlirFloatLiteralError::DecimalInteger => {
                "unexpected decimal integer literal for a floating point value"
            }
            MlirFloatLiteralError::Malformed => "expected floating point literal",
        })
    }
}

impl std::error::Error for MlirFloatLiteralError {}

/// Whether `s` is an MLIR float literal token: `[0-9]+ '.' [0-9]* ([eE] [-+]? [0-9]+)?`.
fn is_mlir_float_token(s: &[u8]) -> bool {
    let digits = |from: usize| s[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let mut p = digits(0);
    if p == 0 || p >= s.len() || s[p] != b'.' {
        return false;
    }
    p += 1;
    p += digits(p);
    if p == s.len() {
        return true;
    }
    if s[p] != b'e' && s[p] != b'E' {
        return false;
    }
    p += 1;
    if p < s.len() && (s[p] == b'+' || s[p] == b'-') {
        p += 1;
    }
    let n = digits(p);
    n > 0 && p + n == s.len()
}

/// The value of an MLIR float literal for a float type, as MLIR 19's parser computes it
/// (`Parser::parseFloatFromLiteral`). `text` is the literal token, optionally preceded by
/// `-` (a separate token in MLIR):
///
/// * a float literal (`1.5`, `2.0e-3`) is parsed as an IEEE `double` (round-to-nearest;
///   overflow gives infinity), negated if needed, and then converted to `sem` with
///   round-to-nearest-even; so `0.1 : f128` is the `double` nearest 0.1;
/// * a hexadecimal integer literal (`0x7FC00000`) is the bit pattern; it may not be
///   negated nor have more significant bits than the type;
/// * a decimal integer literal is an error.
pub fn parse_mlir_float_literal(
    sem: FloatSemantics,
    text: &str,
) -> Result<ApFloat, MlirFloatLiteralError> {
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let b = body.as_bytes();
    if let Some(hex) = body.strip_prefix("0x") {
        if hex.is_empty() || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err(MlirFloatLiteralError::Malformed);
        }
        if negative {
            return Err(MlirFloatLiteralError::NegativeHex);
        }
        let mut v: u128 = 0;
        for c in hex.bytes() {
            if v >> 124 != 0 {
                return Err(MlirFloatLiteralError::HexOutOfRange);
            }
            v = (v << 4) | hex_digit_value(c).unwrap_or(0) as u128;
        }
        if bit_len(v) > sem.bit_width() {
            return Err(MlirFloatLiteralError::HexOutOfRange);
        }
        return Ok(ApFloat::from_bits(sem, v));
    }
    if !is_mlir_float_token(b) {
        if !b.is_empty() && b.iter().all(|c| c.is_ascii_digit()) {
            return Err(MlirFloatLiteralError::DecimalInteger);
        }
        return Err(MlirFloatLiteralError::Malformed);
    }
    // `StringRef::getAsDouble`: any status with "inexact" (overflow, underflow) is fine.
    let (d, _) = ApFloat::from_str_in(FloatSemantics::IEEEdouble, body)
        .map_err(|_| MlirFloatLiteralError::Malformed)?;
    let d = if negative {
        // C++ `-double`: flips the sign bit.
        ApFloat {
            sem: FloatSemantics::IEEEdouble,
            bits: d.bits ^ (1u128 << 63),
        }
    } else {
        d
    };
    Ok(d.convert(sem).0)
}
