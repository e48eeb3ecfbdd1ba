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
//!
//! The unit tests carry tables of outputs taken from `mlir-opt` 19.1.7 and from LLVM 19's
//! `APFloat` itself, so they need neither installed.
//!
//! Known differences from LLVM, neither visible in MLIR's output:
//! * LLVM's decimal conversion sometimes reports `opOK` for a correctly rounded but
//!   inexact result (its status comes from an intermediate approximation); the
//!   [`OpStatus`] here is always exact. The values are identical.
//! * A value is its encoding: NaN payload bits that LLVM keeps internally but never
//!   encodes (e.g. after narrowing an `f80` NaN) are not modelled.

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

    /// The width MLIR reports for the type (`FloatType::getWidth()`): the storage size,
    /// except that `tf32` counts as 32 bits although its semantics use 19.
    pub fn mlir_width(self) -> u32 {
        match self {
            FloatSemantics::FloatTF32 => 32,
            _ => self.bit_width(),
        }
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
    /// An invalid operation, e.g. converting a signaling NaN.
    pub invalid_op: bool,
    /// The result was too large and became infinity (NaN in the NaN-only formats).
    pub overflow: bool,
    /// The result is inexact and below the smallest normal (denormal or zero).
    pub underflow: bool,
    /// The result differs from the exact value.
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

    fn pow5(e: u64) -> Big {
        let mut b = Big(vec![1]);
        b.mul_pow5(e);
        b
    }

    /// Quotient and remainder (Knuth's algorithm D, as in Hacker's Delight `divmnu`).
    /// Callers divide numbers of similar size, so the quotient is only a few limbs and
    /// the cost is about (quotient limbs) x (divisor limbs).
    fn divrem(&self, v: &Big) -> (Big, Big) {
        let n = v.0.len();
        if n == 0 || self.0.len() < n || (self.0.len() == n && self.cmp_mag(v).is_lt()) {
            return (Big::default(), self.clone());
        }
        if n == 1 {
            let mut q = self.clone();
            let r = q.divrem_small(v.0[0]);
            return (q, Big::from_u128(r as u128));
        }
        let m = self.0.len() - n;
        let s = v.0[n - 1].leading_zeros();
        let shl = |x: &[u64], extra: bool| -> Vec<u64> {
            let mut out = Vec::with_capacity(x.len() + 1);
            let mut carry = 0u64;
            for &l in x {
                out.push(if s == 0 { l } else { (l << s) | carry });
                carry = if s == 0 { 0 } else { l >> (64 - s) };
            }
            if extra {
                out.push(carry);
            }
            out
        };
        let vn = shl(&v.0, false);
        let mut un = shl(&self.0, true);
        let mut q = vec![0u64; m + 1];
        const B: u128 = 1 << 64;
        let vtop = vn[n - 1] as u128;
        for j in (0..=m).rev() {
            let num = (un[j + n] as u128) << 64 | un[j + n - 1] as u128;
            let mut qhat = num / vtop;
            let mut rhat = num % vtop;
            while qhat >= B || qhat * vn[n - 2] as u128 > (rhat << 64 | un[j + n - 2] as u128) {
                qhat -= 1;
                rhat += vtop;
                if rhat >= B {
                    break;
                }
            }
            // un[j..=j+n] -= qhat * vn
            let mut k: i128 = 0;
            for i in 0..n {
                let p = qhat * vn[i] as u128;
                let t = un[i + j] as i128 - k - (p & u64::MAX as u128) as i128;
                un[i + j] = t as u64;
                k = (p >> 64) as i128 - (t >> 64);
            }
            let t = un[j + n] as i128 - k;
            un[j + n] = t as u64;
            if t < 0 {
                // qhat was one too large: add the divisor back.
                qhat -= 1;
                let mut carry = 0u128;
                for i in 0..n {
                    let sum = un[i + j] as u128 + vn[i] as u128 + carry;
                    un[i + j] = sum as u64;
                    carry = sum >> 64;
                }
                un[j + n] = un[j + n].wrapping_add(carry as u64);
            }
            q[j] = qhat as u64;
        }
        let r: Vec<u64> = (0..n)
            .map(|i| {
                if s == 0 {
                    un[i]
                } else {
                    (un[i] >> s) | (un[i + 1] << (64 - s))
                }
            })
            .collect();
        let mut q = Big(q);
        q.trim();
        let mut r = Big(r);
        r.trim();
        (q, r)
    }

    fn cmp_mag(&self, o: &Big) -> std::cmp::Ordering {
        self.0
            .len()
            .cmp(&o.0.len())
            .then_with(|| self.0.iter().rev().cmp(o.0.iter().rev()))
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
    let mut num = d.clone();
    num.shl(s);
    let (q, r) = num.divrem(&Big::pow5(m));
    let lost = if r.is_zero() {
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

/// `floor(log2(sig * 5^texp)) + 1`, the bit length of `sig * 5^texp` (sig > 0),
/// computed in floating point. The error of the sum below is under 1e-10 for every input
/// (its magnitude is at most about 40000), so when its fractional part is further than 1e-6
/// from an integer the floor is certain; otherwise the caller computes it exactly.
fn estimate_bit_len_times_pow5(sig: u128, texp: u64) -> Option<u64> {
    const LOG2_5: f64 = 2.321_928_094_887_362;
    let bl = bit_len(sig);
    let top = if bl > 64 {
        (sig >> (bl - 64)) as u64
    } else {
        (sig << (64 - bl)) as u64
    };
    // top / 2^63 is in [1, 2].
    let l =
        (bl - 1) as f64 + (top as f64 / 9_223_372_036_854_775_808.0).log2() + texp as f64 * LOG2_5;
    let floor = l.floor();
    let frac = l - floor;
    if !(1e-6..=1.0 - 1e-6).contains(&frac) {
        return None;
    }
    Some(floor as u64 + 1)
}

/// The first half of LLVM's `toStringImpl`: the decimal digits (least significant first,
/// no trailing zeros) and decimal exponent of `sig * 2^exp`, after the APInt-level
/// `AdjustToPrecision`, which computes `N = sig * 2^exp` (or `sig * 5^-exp` with a decimal
/// exponent) exactly and then *truncates* `t = (bits(N) - required) * 59 / 196` decimal
/// digits, as LLVM does.
///
/// `N` itself is only built when it fits a `u128` or is small: for negative exponents,
/// `floor(sig * 5^texp / 10^t) == (sig * 5^(texp - t)) >> t`, so only the much smaller
/// `sig * 5^(texp - t)` is computed (in a `u128` for most `f64` values), with `bits(N)`
/// from [`estimate_bit_len_times_pow5`].
fn decimal_digits(sig: u128, exp: i64, format_precision: u32) -> (Vec<u8>, i64) {
    let tz = sig.trailing_zeros();
    let sig = sig >> tz;
    let mut exp = exp + tz as i64;
    // LLVM: (FormatPrecision * 196 + 58) / 59.
    let bits_required = (format_precision as u64 * 196).div_ceil(59);
    let tens_removable = |bits: u64| -> u64 {
        if bits <= bits_required {
            0
        } else {
            (bits - bits_required) * 59 / 196
        }
    };
    let mut digits = Vec::with_capacity(48);
    // Small exact N.
    let small = if exp >= 0 {
        (bit_len(sig) as i64 + exp <= 128).then(|| sig << exp)
    } else if -exp <= 55 {
        sig.checked_mul(POW5[(-exp) as usize])
    } else {
        None
    };
    if let Some(mut n) = small {
        exp = exp.min(0);
        let t = tens_removable(bit_len(n) as u64);
        if t > 0 {
            exp += t as i64;
            n /= POW10[t as usize];
        }
        push_digits_u128(n, &mut digits);
    } else if exp > 0 {
        let t = tens_removable(bit_len(sig) as u64 + exp as u64);
        let mut n = Big::from_u128(sig);
        n.shl(exp as u64);
        exp = 0;
        if t > 0 {
            exp += t as i64;
            // floor(n / 10^t) == floor((n >> t) / 5^t)
            n.shr(t);
            n = n.divrem(&Big::pow5(t)).0;
        }
        push_digits(n, &mut digits);
    } else {
        let texp = exp.unsigned_abs();
        let bits = estimate_bit_len_times_pow5(sig, texp).unwrap_or_else(|| {
            let mut n = Big::from_u128(sig);
            n.mul_pow5(texp);
            n.bit_len()
        });
        let t = tens_removable(bits);
        exp += t as i64;
        if t <= texp {
            let k = texp - t;
            let a = if k <= 55 {
                sig.checked_mul(POW5[k as usize])
            } else {
                None
            };
            match a {
                Some(a) => push_digits_u128(if t >= 128 { 0 } else { a >> t }, &mut digits),
                None => {
                    let mut a = Big::from_u128(sig);
                    a.mul_pow5(k);
                    a.shr(t);
                    push_digits(a, &mut digits);
                }
            }
        } else {
            let mut n = Big::from_u128(sig);
            n.mul_pow5(texp);
            n.shr(t);
            n = n.divrem(&Big::pow5(t)).0;
            push_digits(n, &mut digits);
        }
    }
    let zeros = digits.iter().take_while(|&&d| d == 0).count();
    digits.drain(..zeros);
    exp += zeros as i64;
    (digits, exp)
}

fn push_digits(n: Big, out: &mut Vec<u8>) {
    match n.to_u128() {
        Some(v) => push_digits_u128(v, out),
        None => push_digits_big(n, out),
    }
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

    /// Whether the value is a NaN.
    pub fn is_nan(&self) -> bool {
        self.unpack().cat == Category::NaN
    }

    /// Whether the value is an infinity.
    pub fn is_inf(&self) -> bool {
        self.unpack().cat == Category::Infinity
    }

    /// Whether the value is a zero of either sign.
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
///   negated nor have more significant bits than the type's MLIR width
///   ([`FloatSemantics::mlir_width`]; bits above the format's size are dropped);
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
        // MLIR checks against the type's width (32 for tf32) and the APFloat
        // constructor then ignores the bits above the format's 19.
        if bit_len(v) > sem.mlir_width() {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn sem(name: &str) -> FloatSemantics {
        FloatSemantics::from_mlir_name(name).unwrap()
    }

    /// A small deterministic generator (xorshift64*), so the tests need no dependencies.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn bits(&mut self, w: u32) -> u128 {
            let v = (self.next() as u128) << 64 | self.next() as u128;
            v & low_mask(w)
        }
    }

    fn status_str(s: OpStatus) -> String {
        let mut r = String::new();
        for (flag, c) in [
            (s.invalid_op, 'I'),
            (s.overflow, 'O'),
            (s.underflow, 'U'),
            (s.inexact, 'X'),
        ] {
            if flag {
                r.push(c);
            }
        }
        if r.is_empty() {
            r.push_str("ok");
        }
        r
    }

    #[test]
    fn semantics_of_mlir_19() {
        let names: Vec<_> = FloatSemantics::ALL.iter().map(|s| s.mlir_name()).collect();
        assert_eq!(
            names,
            [
                "f16",
                "bf16",
                "f32",
                "f64",
                "f80",
                "f128",
                "tf32",
                "f8E5M2",
                "f8E4M3",
                "f8E4M3FN",
                "f8E5M2FNUZ",
                "f8E4M3FNUZ",
                "f8E4M3B11FNUZ"
            ]
        );
        for s in FloatSemantics::ALL {
            assert_eq!(FloatSemantics::from_mlir_name(s.mlir_name()), Some(s));
        }
        // Not in MLIR 19.1.7.
        for n in ["f8E3M4", "f6E3M2FN", "f4E2M1FN", "f8E8M0FNU", "f256"] {
            assert_eq!(FloatSemantics::from_mlir_name(n), None);
        }
        let widths: Vec<_> = FloatSemantics::ALL.iter().map(|s| s.bit_width()).collect();
        assert_eq!(widths, [16, 16, 32, 64, 80, 128, 19, 8, 8, 8, 8, 8, 8]);
        assert_eq!(FloatSemantics::FloatTF32.mlir_width(), 32);
        assert_eq!(sem("f8E4M3B11FNUZ").bias(), 11);
        assert_eq!(sem("f8E5M2FNUZ").bias(), 16);
        assert_eq!(sem("f8E4M3FNUZ").bias(), 8);
        assert_eq!(sem("f8E4M3FN").bias(), 7);
        assert!(!sem("f8E4M3FN").has_infinity() && sem("f8E4M3FN").has_negative_zero());
        assert!(!sem("f8E5M2FNUZ").has_negative_zero());
    }

    #[test]
    fn special_values() {
        let f32s = FloatSemantics::IEEEsingle;
        assert_eq!(ApFloat::qnan(f32s).bits(), 0x7FC0_0000);
        assert_eq!(
            ApFloat::infinity(FloatSemantics::IEEEhalf, false).bits(),
            0x7C00
        );
        assert_eq!(ApFloat::qnan(sem("f80")).bits(), 0x7FFF_C000_0000_0000_0000);
        assert_eq!(ApFloat::qnan(sem("f8E4M3FN")).bits(), 0x7F);
        assert_eq!(ApFloat::qnan(sem("f8E4M3FNUZ")).bits(), 0x80);
        assert_eq!(ApFloat::infinity(sem("f8E5M2FNUZ"), false).bits(), 0x80);
        assert_eq!(ApFloat::infinity(sem("f8E4M3FN"), true).bits(), 0xFF);
        assert_eq!(ApFloat::largest(sem("f8E4M3FN"), false).to_f64(), 448.0);
        assert_eq!(ApFloat::largest(sem("f8E4M3FNUZ"), false).to_f64(), 240.0);
        assert_eq!(ApFloat::largest(sem("f8E5M2FNUZ"), false).to_f64(), 57344.0);
        assert_eq!(ApFloat::largest(sem("f8E4M3B11FNUZ"), false).to_f64(), 30.0);
        assert_eq!(ApFloat::largest(sem("f8E5M2"), false).to_f64(), 57344.0);
        assert_eq!(ApFloat::largest(sem("f8E4M3"), false).to_f64(), 240.0);
        assert_eq!(
            ApFloat::largest(sem("tf32"), true).bits(),
            0x7_FBFF | 0x4_0000
        );
        assert_eq!(
            ApFloat::smallest(f32s, false).to_f64(),
            f32::from_bits(1) as f64
        );
        assert_eq!(
            ApFloat::smallest_normalized(f32s, false).to_f32(),
            f32::MIN_POSITIVE
        );
        assert_eq!(
            ApFloat::largest(FloatSemantics::IEEEdouble, false).to_f64(),
            f64::MAX
        );
        // FNUZ: no negative zero; the NaN is 0x80 and has no negative counterpart.
        let fnuz = sem("f8E4M3FNUZ");
        assert_eq!(ApFloat::zero(fnuz, true).bits(), 0);
        assert_eq!(ApFloat::zero(fnuz, false).neg().bits(), 0);
        assert_eq!(ApFloat::from_bits(fnuz, 0x80).neg().bits(), 0x80);
        assert!(ApFloat::from_bits(fnuz, 0x80).is_nan());
        assert_eq!(ApFloat::from_bits(fnuz, 0x01).neg().bits(), 0x81);
        assert!(ApFloat::from_bits(sem("f8E4M3FN"), 0x7F).is_nan());
        assert!(!ApFloat::from_bits(sem("f8E4M3FN"), 0x7E).is_nan());
        assert!(ApFloat::from_bits(sem("f8E4M3"), 0x78).is_inf());
        // Predicates.
        let d = ApFloat::from_bits(f32s, 1);
        assert!(d.is_denormal() && d.is_finite() && !d.is_zero() && !d.is_negative());
        assert!(ApFloat::from_bits(f32s, 0x7F80_0001).is_signaling());
        assert!(!ApFloat::qnan(f32s).is_signaling());
        assert!(ApFloat::from_f64(-0.0).is_negative() && ApFloat::from_f64(-0.0).is_zero());
        assert!(!ApFloat::from_f64(0.0).bitwise_eq(&ApFloat::from_f64(-0.0)));
        assert_eq!((-ApFloat::from_f64(1.5)).to_f64(), -1.5);
        assert_eq!(ApFloat::from_f64(-2.0).abs().to_f64(), 2.0);
    }

    #[test]
    fn x87_noncanonical_encodings() {
        let f80 = FloatSemantics::X87DoubleExtended;
        // Unnormal: NaN, re-encoded with the all-ones exponent (as mlir-opt prints it).
        let v = ApFloat::from_bits(f80, 0x3FFF_0000_0000_0000_0001);
        assert!(v.is_nan());
        assert_eq!(
            format_mlir_float(&v),
            ("0x7FFF0000000000000001".to_string(), true)
        );
        // Pseudo-infinity is NaN too.
        assert!(ApFloat::from_bits(f80, 0x7FFF_0000_0000_0000_0000).is_nan());
        assert!(ApFloat::from_bits(f80, 0x7FFF_8000_0000_0000_0000).is_inf());
        // Pseudo-denormal: the normal number with the minimum exponent.
        let pd = ApFloat::from_bits(f80, 0x0000_8000_0000_0000_0000);
        assert_eq!(pd, ApFloat::smallest_normalized(f80, false));
        assert_eq!(pd.bits(), 0x0001_8000_0000_0000_0000);
    }

    #[test]
    fn documented_examples() {
        let f64s = FloatSemantics::IEEEdouble;
        let f32s = FloatSemantics::IEEEsingle;
        let p = |v: ApFloat| format_mlir_float(&v).0;
        assert_eq!(p(ApFloat::from_f64(0.1)), "1.000000e-01");
        assert_eq!(
            ApFloat::from_f64(0.1).to_default_string(),
            "0.10000000000000001"
        );
        assert_eq!(
            ApFloat::from_f64(1e10).to_string(6, 0, false),
            "1.000000e+10"
        );
        assert_eq!(
            ApFloat::from_f64(-0.0).to_string(6, 0, false),
            "-0.000000e+00"
        );
        assert_eq!(
            ApFloat::from_f64(2.5).to_string(6, 0, false),
            "2.500000e+00"
        );
        assert_eq!(ApFloat::from_f64(1e20).to_default_string(), "1.0E+20");
        assert_eq!(ApFloat::from_f64(1e-4).to_default_string(), "1.0E-4");
        assert_eq!(ApFloat::from_f64(1e-4).to_string(0, 5, false), "0.0001");
        assert_eq!(p(ApFloat::from_f64(123456789.0)), "0x419D6F3454000000");
        assert_eq!(p(ApFloat::from_f32(12345678.0)), "0x4B3C614E");
        assert_eq!(p(ApFloat::from_f32(3.402_823_5e38)), "3.40282347E+38");
        assert_eq!(
            format_mlir_float(&ApFloat::from_bits(f32s, 0xFFC0_0000)),
            ("0xFFC00000".into(), true)
        );
        assert_eq!(
            p(ApFloat::infinity(FloatSemantics::IEEEhalf, false)),
            "0x7C00"
        );
        assert_eq!(p(ApFloat::from_bits(f32s, 1)), "1.401300e-45");
        assert_eq!(ApFloat::from_f64(f64::INFINITY).to_default_string(), "+Inf");
        assert_eq!(
            ApFloat::from_f64(f64::NEG_INFINITY).to_default_string(),
            "-Inf"
        );
        assert_eq!(ApFloat::qnan(f64s).to_default_string(), "NaN");
        assert_eq!(ApFloat::zero(f64s, true).to_default_string(), "-0");
        assert_eq!(ApFloat::zero(f64s, false).to_string(0, 0, true), "0.0E+0");
        // MLIR parses literals as double first: f128 keeps only double precision.
        let q = parse_mlir_float_literal(FloatSemantics::IEEEquad, "0.1").unwrap();
        assert_eq!(p(q), "0.100000000000000005551115123125782702");
        let e = parse_mlir_float_literal(f32s, "-0x1").unwrap_err();
        assert_eq!(
            e.to_string(),
            "hexadecimal float literal should not have a leading minus"
        );
        assert_eq!(
            parse_mlir_float_literal(f32s, "0x7FC00000").unwrap(),
            ApFloat::qnan(f32s)
        );
        assert_eq!(
            parse_mlir_float_literal(f32s, "1"),
            Err(MlirFloatLiteralError::DecimalInteger)
        );
        assert_eq!(
            parse_mlir_float_literal(f64s, "1.0e400").unwrap().to_f64(),
            f64::INFINITY
        );
        // Overflow in formats without infinity gives NaN.
        let fn8 = sem("f8E4M3FN");
        assert_eq!(ApFloat::parse(fn8, "464").unwrap().bits(), 0x7E);
        assert_eq!(ApFloat::parse(fn8, "465").unwrap().bits(), 0x7F);
        assert_eq!(ApFloat::parse(fn8, "-1000").unwrap().bits(), 0xFF);
        assert_eq!(
            ApFloat::parse(sem("f8E5M2FNUZ"), "-1e6").unwrap().bits(),
            0x80
        );
        assert_eq!(ApFloat::parse(sem("f8E5M2FNUZ"), "-0.0").unwrap().bits(), 0);
    }

    #[test]
    fn mlir_printer_oracle() {
        for &(s, bits, want) in MLIR_PRINT {
            let v = ApFloat::from_bits(sem(s), bits);
            let (got, hex) = format_mlir_float(&v);
            assert_eq!(got, want, "{s} 0x{bits:X}");
            assert_eq!(hex, want.starts_with("0x"));
        }
    }

    #[test]
    fn mlir_parser_oracle() {
        for &(s, lit, want) in MLIR_PARSE {
            match parse_mlir_float_literal(sem(s), lit) {
                Ok(v) => assert_eq!(format_mlir_float(&v).0, want, "{lit} : {s}"),
                Err(e) => assert_eq!(want, "ERR", "{lit} : {s}: {e}"),
            }
        }
    }

    #[test]
    fn llvm_to_string_oracle() {
        for &(s, bits, precision, pad, tz, want) in LLVM_TO_STRING {
            let v = ApFloat::from_bits(sem(s), bits);
            assert_eq!(
                v.to_string(precision, pad, tz),
                want,
                "{s} 0x{bits:X} {precision} {pad} {tz}"
            );
        }
    }

    #[test]
    fn llvm_from_string_oracle() {
        for &(s, input, want) in LLVM_FROM_STRING {
            let got = match ApFloat::from_str_in(sem(s), input) {
                Ok((v, st)) => format!("0x{:X} {}", v.bits(), status_str(st)),
                Err(e) => format!("ERR {e}"),
            };
            assert_eq!(got, want, "{s} {input:?}");
        }
    }

    #[test]
    fn llvm_convert_oracle() {
        for &(from, to, bits, want) in LLVM_CONVERT {
            let (v, st, loses) = ApFloat::from_bits(sem(from), bits).convert_with_status(sem(to));
            let got = format!("0x{:X} {} {}", v.bits(), status_str(st), loses as u8);
            assert_eq!(got, want, "{from} -> {to} 0x{bits:X}");
        }
    }

    #[test]
    fn big_division() {
        let mut rng = Rng(0x1234_5678_9ABC_DEF0);
        let mul = |a: &Big, b: &Big| -> Big {
            let mut out = vec![0u64; a.0.len() + b.0.len() + 1];
            for (i, &x) in a.0.iter().enumerate() {
                let mut carry = 0u128;
                for (j, &y) in b.0.iter().enumerate() {
                    let t = out[i + j] as u128 + x as u128 * y as u128 + carry;
                    out[i + j] = t as u64;
                    carry = t >> 64;
                }
                let mut k = i + b.0.len();
                while carry != 0 {
                    let t = out[k] as u128 + carry;
                    out[k] = t as u64;
                    carry = t >> 64;
                    k += 1;
                }
            }
            let mut r = Big(out);
            r.trim();
            r
        };
        let add = |a: &Big, b: &Big| -> Big {
            let mut out = Vec::new();
            let mut carry = 0u128;
            for i in 0..a.0.len().max(b.0.len()) + 1 {
                let t =
                    *a.0.get(i).unwrap_or(&0) as u128 + *b.0.get(i).unwrap_or(&0) as u128 + carry;
                out.push(t as u64);
                carry = t >> 64;
            }
            let mut r = Big(out);
            r.trim();
            r
        };
        for _ in 0..3000 {
            let gen = |rng: &mut Rng, limbs: u64| -> Big {
                let mut b = Big((0..limbs)
                    .map(|_| {
                        // Mix in extreme limbs, which exercise the qhat corrections.
                        match rng.below(4) {
                            0 => u64::MAX,
                            1 => 0,
                            _ => rng.next(),
                        }
                    })
                    .collect());
                b.trim();
                b
            };
            let ul = 1 + rng.below(12);
            let u = gen(&mut rng, ul);
            let vl = 1 + rng.below(ul);
            let v = gen(&mut rng, vl);
            if v.is_zero() {
                continue;
            }
            let (q, r) = u.divrem(&v);
            assert!(r.cmp_mag(&v).is_lt());
            assert_eq!(add(&mul(&q, &v), &r), u);
        }
        // Powers of five, as used by the conversions.
        let mut x = Big::from_u128(u128::MAX);
        x.mul_pow5(300);
        x.add_small(12345);
        let (q, r) = x.divrem(&Big::pow5(300));
        assert_eq!(q.to_u128(), Some(u128::MAX));
        assert_eq!(r.to_u128(), Some(12345));
    }

    #[test]
    fn parsing_agrees_with_rust() {
        // Rust's float parsing is correctly rounded too, so it must agree on the
        // syntax both accept.
        let mut rng = Rng(42);
        for _ in 0..20000 {
            let nd = 1 + rng.below(25);
            let mut s: String = (0..nd)
                .map(|_| (b'0' + rng.below(10) as u8) as char)
                .collect();
            if rng.below(2) == 0 {
                let k = rng.below(nd + 1) as usize;
                s.insert(k, '.');
            }
            if rng.below(3) > 0 {
                let e = rng.below(700) as i64 - 350;
                s.push_str(&format!("e{e}"));
            }
            if rng.below(2) == 0 {
                s.insert(0, '-');
            }
            let want64 = s.parse::<f64>().unwrap();
            let got64 = ApFloat::parse(FloatSemantics::IEEEdouble, &s).unwrap();
            assert_eq!(got64.bits() as u64, want64.to_bits(), "{s}");
            let want32 = s.parse::<f32>().unwrap();
            let got32 = ApFloat::parse(FloatSemantics::IEEEsingle, &s).unwrap();
            assert_eq!(got32.bits() as u32, want32.to_bits(), "{s}");
        }
    }

    #[test]
    fn conversions_agree_with_rust_casts() {
        let mut rng = Rng(7);
        for _ in 0..20000 {
            let x = f64::from_bits(rng.next());
            if x.is_nan() {
                continue;
            }
            let (v, loses) = ApFloat::from_f64_in(FloatSemantics::IEEEsingle, x);
            assert_eq!(v.bits() as u32, (x as f32).to_bits(), "{x:e}");
            assert_eq!(
                loses,
                (x as f32) as f64 != x || (x == 0.0) != ((x as f32) == 0.0)
            );
            assert_eq!(v.to_f64(), x as f32 as f64);
            // Round trips through wider formats are exact.
            for wide in [FloatSemantics::X87DoubleExtended, FloatSemantics::IEEEquad] {
                let (w, loses) = ApFloat::from_f64(x).convert(wide);
                assert!(!loses);
                assert_eq!(w.to_f64().to_bits(), x.to_bits());
            }
        }
    }

    #[test]
    fn round_trips_and_no_panics() {
        let mut rng = Rng(99);
        for s in FloatSemantics::ALL {
            for _ in 0..400 {
                let bits = rng.bits(s.bit_width());
                let v = ApFloat::from_bits(s, bits);
                if s != FloatSemantics::X87DoubleExtended {
                    assert_eq!(v.bits(), bits);
                }
                // The default string of a finite value parses back to the same value.
                if v.is_finite() {
                    let text = v.to_default_string();
                    assert_eq!(ApFloat::parse(s, &text).unwrap(), v, "{s:?} {text}");
                }
                let (text, hex) = format_mlir_float(&v);
                let back = parse_mlir_float_literal(s, &text).unwrap();
                if hex || s != FloatSemantics::X87DoubleExtended && s != FloatSemantics::IEEEquad {
                    // Narrower than double: MLIR's double-based parsing is exact here too.
                    assert_eq!(back, v, "{s:?} {text}");
                }
                let _ = v.to_string(
                    rng.below(60) as u32,
                    rng.below(10) as u32,
                    rng.below(2) == 0,
                );
                for to in FloatSemantics::ALL {
                    let _ = v.convert_with_status(to);
                }
            }
        }
        // Arbitrary strings: errors, never panics.
        let alphabet: Vec<char> = "0123456789.eE+-xXpPnaifINFsS()_ é".chars().collect();
        for _ in 0..20000 {
            let len = rng.below(24);
            let text: String = (0..len)
                .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
                .collect();
            for s in [
                FloatSemantics::IEEEhalf,
                FloatSemantics::X87DoubleExtended,
                sem("f8E4M3FNUZ"),
            ] {
                let _ = ApFloat::from_str_in(s, &text);
                let _ = parse_mlir_float_literal(s, &text);
            }
        }
        // Huge exponents and long digit strings.
        for text in [
            "1e99999999999",
            "1e-99999999999",
            "0x1p99999999",
            "0x1p-99999999",
            "9e-24000",
            "0.0e-1",
        ] {
            let _ = ApFloat::from_str_in(FloatSemantics::IEEEquad, text).unwrap();
        }
        let long = format!("0.{}1e-300", "0".repeat(3000));
        assert!(ApFloat::parse(FloatSemantics::IEEEdouble, &long)
            .unwrap()
            .is_zero());
        let long = format!("1{}", "0".repeat(4000));
        assert!(ApFloat::parse(FloatSemantics::IEEEquad, &long)
            .unwrap()
            .is_finite());
    }

    /// (type, bit pattern, `mlir-opt` 19.1.7 output for `{a = <bits> : type}`)
    const MLIR_PRINT: &[(&str, u128, &str)] = &[
        ("f16", 0xFEAA, "0xFEAA"),
        ("f16", 0x7C29, "0x7C29"),
        ("f16", 0xFCC7, "0xFCC7"),
        ("f16", 0xFDE5, "0xFDE5"),
        ("f16", 0xF289, "-1.338400e+04"),
        ("f16", 0x3193, "1.741940e-01"),
        ("f16", 0x452E, "5.179690e+00"),
        ("f16", 0x94E5, "-1.194950e-03"),
        ("f16", 0x6FAC, "7.856000e+03"),
        ("f16", 0x2964, "4.211430e-02"),
        ("f16", 0x5F81, "4.802500e+02"),
        ("f16", 0x0, "0.000000e+00"),
        ("f16", 0x1, "5.960460e-08"),
        ("f16", 0x7FFF, "0x7FFF"),
        ("f16", 0x8000, "-0.000000e+00"),
        ("f16", 0x8001, "-5.960460e-08"),
        ("f16", 0xFFFF, "0xFFFF"),
        ("bf16", 0x7FBF, "0x7FBF"),
        ("bf16", 0xFFDD, "0xFFDD"),
        ("bf16", 0xFF85, "0xFF85"),
        ("bf16", 0x7FD9, "0x7FD9"),
        ("bf16", 0x9D1C, "-2.064640e-21"),
        ("bf16", 0x8E1F, "-1.959830e-30"),
        ("bf16", 0x2FD2, "3.819880e-10"),
        ("bf16", 0x5ADA, "3.068080e+16"),
        ("bf16", 0xBD77, "-6.030270e-02"),
        ("bf16", 0xF5C3, "-4.943840e+32"),
        ("bf16", 0xBC1D, "-9.582510e-03"),
        ("bf16", 0x0, "0.000000e+00"),
        ("bf16", 0x1, "9.183550e-41"),
        ("bf16", 0x7FFF, "0x7FFF"),
        ("bf16", 0x8000, "-0.000000e+00"),
        ("bf16", 0x8001, "-9.183550e-41"),
        ("bf16", 0xFFFF, "0xFFFF"),
        ("f32", 0x4B0B708D, "0x4B0B708D"),
        ("f32", 0xCABC2B94, "0xCABC2B94"),
        ("f32", 0xCDCEC408, "0xCDCEC408"),
        ("f32", 0x7F800003, "0x7F800003"),
        ("f32", 0xEB64C5C4, "-2.765690e+26"),
        ("f32", 0xC8400000, "-1.966080e+05"),
        ("f32", 0x46DB1233, "2.804110e+04"),
        ("f32", 0x44000000, "5.120000e+02"),
        ("f32", 0x58800001, "1.125900e+15"),
        ("f32", 0x2B5EC1CE, "7.913920e-13"),
        ("f32", 0x4DD8AB68, "4.543890e+08"),
        ("f32", 0x72000003, "2.53530211E+30"),
        ("f32", 0x6D93F4F0, "5.72380096E+27"),
        ("f32", 0x54367BA, "9.18790749E-36"),
        ("f32", 0x8C747B70, "-1.88342219E-31"),
        ("f32", 0x71800001, "1.26765075E+30"),
        ("f32", 0x3B7FFFFF, "0.00390624977"),
        ("f32", 0xBD02C4DA, "-0.0319260135"),
        ("f32", 0xC4FA3D75, "-2001.92053"),
        ("f32", 0xC6CFBFE5, "-26591.9473"),
        ("f32", 0x49A35964, "1338156.5"),
        ("f32", 0x0, "0.000000e+00"),
        ("f32", 0x1, "1.401300e-45"),
        ("f32", 0x7FFFFFFF, "0x7FFFFFFF"),
        ("f32", 0x80000000, "-0.000000e+00"),
        ("f32", 0x80000001, "-1.401300e-45"),
        ("f32", 0xFFFFFFFF, "0xFFFFFFFF"),
        ("f64", 0x4180000000000000, "0x4180000000000000"),
        ("f64", 0x435718E7A945BB9E, "0x435718E7A945BB9E"),
        ("f64", 0x4370000000000000, "0x4370000000000000"),
        ("f64", 0x7FFFFFFFFFFFFFFE, "0x7FFFFFFFFFFFFFFE"),
        ("f64", 0x3, "1.482200e-323"),
        ("f64", 0x8000000000000002, "-9.881310e-324"),
        ("f64", 0x4110000000000000, "2.621440e+05"),
        ("f64", 0x1, "4.940660e-324"),
        ("f64", 0xC110000000000000, "-2.621440e+05"),
        ("f64", 0x8000000000000001, "-4.940660e-324"),
        ("f64", 0x2, "9.881310e-324"),
        ("f64", 0xA78CA73C91CC46DA, "-3.5507972436882531E-118"),
        ("f64", 0x75129123A24B3F4D, "8.7119805901627884E+255"),
        ("f64", 0xFBBB4C9C3BDAA28C, "-1.0392181665464211E+288"),
        ("f64", 0x903518AD99FC932B, "-1.3588504413215849E-230"),
        ("f64", 0xAB0000000000001, "3.3299958654878365E-257"),
        ("f64", 0x41E76AB7861BFB4C, "3142958128.8744259"),
        ("f64", 0x4110000000000002, "262144.00000000012"),
        ("f64", 0xC0CDDB62DCBC9574, "-15286.772361348128"),
        ("f64", 0x41BD180CCF9251E1, "488115407.57156187"),
        ("f64", 0xC11FFFFFFFFFFFFF, "-524287.99999999994"),
        ("f64", 0x0, "0.000000e+00"),
        ("f64", 0x7FFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFF"),
        ("f64", 0x8000000000000000, "-0.000000e+00"),
        ("f64", 0xFFFFFFFFFFFFFFFF, "0xFFFFFFFFFFFFFFFF"),
        ("f80", 0xDFC67881BE12A242C942, "0xFFFF7881BE12A242C942"),
        ("f80", 0x3C490000000000000003, "0x7FFF0000000000000003"),
        ("f80", 0x599F70C4EA06E04AEF76, "0x7FFF70C4EA06E04AEF76"),
        ("f80", 0xBF3C0000000000000003, "0xFFFF0000000000000003"),
        ("f80", 0x80000000000000000002, "-7.290400e-4951"),
        ("f80", 0x80000000000000000000, "-0.000000e+00"),
        ("f80", 0x1, "3.645200e-4951"),
        ("f80", 0x0, "0.000000e+00"),
        ("f80", 0x80000000000000000001, "-3.645200e-4951"),
        ("f80", 0x3, "1.093560e-4950"),
        ("f80", 0x80000000000000000003, "-1.093560e-4950"),
        (
            "f80",
            0x31FD8000000000000001,
            "3.20948646824940861823E-1080",
        ),
        (
            "f80",
            0x50B697FF94CE53D26CA0,
            "1.52047887667014162119E+1288",
        ),
        (
            "f80",
            0x7FD98000000000000002,
            "4.32821796623914184363E+4920",
        ),
        (
            "f80",
            0xB0B18000000000000000,
            "-3.66840256570015362919E-1180",
        ),
        (
            "f80",
            0x7DFA8000000000000003,
            "2.77294464719205354372E+4776",
        ),
        ("f80", 0x4013E0C7390F2902916E, "1841383.13240243917767"),
        ("f80", 0x4013FFFFFFFFFFFFFFFE, "2097151.99999999999977"),
        ("f80", 0xC013FFFFFFFFFFFFFFFF, "-2097151.99999999999989"),
        ("f80", 0x40138000000000000001, "1048576.00000000000011"),
        ("f80", 0xC013BAC71A345D7035C6, "-1530083.27556884445289"),
        ("f80", 0x7FFFFFFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFFFFFF"),
        ("f80", 0xFFFFFFFFFFFFFFFFFFFF, "0xFFFFFFFFFFFFFFFFFFFF"),
        (
            "f128",
            0x7FFF0000000000000000000000000000,
            "0x7FFF0000000000000000000000000000",
        ),
        (
            "f128",
            0xFFFFDFDCAC4D5875D77C7A26F73CA974,
            "0xFFFFDFDCAC4D5875D77C7A26F73CA974",
        ),
        (
            "f128",
            0xC071856D2F51DC54368D7D75D9D9F229,
            "0xC071856D2F51DC54368D7D75D9D9F229",
        ),
        (
            "f128",
            0x7FFF0000000000000000000000000001,
            "0x7FFF0000000000000000000000000001",
        ),
        (
            "f128",
            0x80000000000000000000000000000002,
            "-1.295040e-4965",
        ),
        (
            "f128",
            0x80000000000000000000000000000003,
            "-1.942550e-4965",
        ),
        ("f128", 0x1, "6.475180e-4966"),
        ("f128", 0x0, "0.000000e+00"),
        ("f128", 0x2, "1.295040e-4965"),
        ("f128", 0x80000000000000000000000000000000, "-0.000000e+00"),
        ("f128", 0x3, "1.942550e-4965"),
        (
            "f128",
            0xD400C0B6E53B341FB6FDDEC104F8FD61,
            "-6.58169679059601041139309623871338159E+1541",
        ),
        (
            "f128",
            0x135BFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
            "1.34970714734043175291521916303646376E-3440",
        ),
        (
            "f128",
            0x16FFFFFFFFFFFFFFFFFFFFFFFFFFFF,
            "1.41016826615676262416915746199038949E-4925",
        ),
        (
            "f128",
            0xDB390000000000000000000000000003,
            "-1.51032279772889057776580106977222304E+2098",
        ),
        (
            "f128",
            0x886B99527012E84A259E29451A8703E7,
            "-1.40944079962785273191906274956307309E-4283",
        ),
        (
            "f128",
            0xC061A553A643FEF304A89C8FD6469CAD,
            "-521577260579813319525923772698.448059",
        ),
        (
            "f128",
            0x4069C1D40B4A3B8A841204AE1AA765DA,
            "142556277758897149000719553699223.406",
        ),
        (
            "f128",
            0xC0255E5432E2AA9C796C23D929E6D513,
            "-376162793642.652806939781194996265116",
        ),
        (
            "f128",
            0x404FCB49572F91A045D9AAE09BD50000,
            "2168919110354670708173536.60871887207",
        ),
        (
            "f128",
            0x40619A6A0B47B1B861D1CA2D9EF3B520,
            "508068213728747451053002619854.830078",
        ),
        (
            "f128",
            0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
            "0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        ),
        (
            "f128",
            0x80000000000000000000000000000001,
            "-6.475180e-4966",
        ),
        (
            "f128",
            0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
            "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        ),
        ("tf32", 0x3FD8E, "0x3FD8E"),
        ("tf32", 0x3FE91, "0x3FE91"),
        ("tf32", 0x3FC93, "0x3FC93"),
        ("tf32", 0x7FC03, "0x7FC03"),
        ("tf32", 0x19E00, "8.940690e-08"),
        ("tf32", 0x5F122, "-1.604000e-01"),
        ("tf32", 0x7B401, "-1.299340e+33"),
        ("tf32", 0x35400, "7.737120e+25"),
        ("tf32", 0x1E3FF, "1.561740e-02"),
        ("tf32", 0x509FE, "-6.496740e-19"),
        ("tf32", 0x3FE, "1.173200e-38"),
        ("tf32", 0x1, "1.147940e-41"),
        ("tf32", 0x7FFFF, "0x7FFFF"),
        ("tf32", 0x3FFFF, "0x3FFFF"),
        ("tf32", 0x40000, "-0.000000e+00"),
        ("tf32", 0x40001, "-1.147940e-41"),
        ("tf32", 0x0, "0.000000e+00"),
        ("f8E5M2", 0x7E, "0x7E"),
        ("f8E5M2", 0xFF, "0xFF"),
        ("f8E5M2", 0x7D, "0x7D"),
        ("f8E5M2", 0xFC, "0xFC"),
        ("f8E5M2", 0x17, "1.708980e-03"),
        ("f8E5M2", 0x89, "-1.525880e-04"),
        ("f8E5M2", 0xB6, "-3.750000e-01"),
        ("f8E5M2", 0x0, "0.000000e+00"),
        ("f8E5M2", 0x25, "1.953130e-02"),
        ("f8E5M2", 0xAC, "-6.250000e-02"),
        ("f8E5M2", 0x82, "-3.051760e-05"),
        ("f8E5M2", 0x1, "1.525880e-05"),
        ("f8E5M2", 0x7F, "0x7F"),
        ("f8E5M2", 0x80, "-0.000000e+00"),
        ("f8E5M2", 0x81, "-1.525880e-05"),
        ("f8E4M3", 0x7D, "0x7D"),
        ("f8E4M3", 0xFD, "0xFD"),
        ("f8E4M3", 0xF9, "0xF9"),
        ("f8E4M3", 0xFC, "0xFC"),
        ("f8E4M3", 0xE1, "-3.600000e+01"),
        ("f8E4M3", 0x18, "6.250000e-02"),
        ("f8E4M3", 0x43, "2.750000e+00"),
        ("f8E4M3", 0x89, "-1.757810e-02"),
        ("f8E4M3", 0xC8, "-4.000000e+00"),
        ("f8E4M3", 0x67, "6.000000e+01"),
        ("f8E4M3", 0x10, "3.125000e-02"),
        ("f8E4M3", 0x0, "0.000000e+00"),
        ("f8E4M3", 0x1, "1.953130e-03"),
        ("f8E4M3", 0x7F, "0x7F"),
        ("f8E4M3", 0x80, "-0.000000e+00"),
        ("f8E4M3", 0x81, "-1.953130e-03"),
        ("f8E4M3", 0xFF, "0xFF"),
        ("f8E4M3FN", 0xFF, "0xFF"),
        ("f8E4M3FN", 0x7F, "0x7F"),
        ("f8E4M3FN", 0x2E, "4.375000e-01"),
        ("f8E4M3FN", 0x3E, "1.750000e+00"),
        ("f8E4M3FN", 0xEC, "-9.600000e+01"),
        ("f8E4M3FN", 0xE1, "-3.600000e+01"),
        ("f8E4M3FN", 0x2F, "4.687500e-01"),
        ("f8E4M3FN", 0x6, "1.171880e-02"),
        ("f8E4M3FN", 0x5F, "3.000000e+01"),
        ("f8E4M3FN", 0x0, "0.000000e+00"),
        ("f8E4M3FN", 0x1, "1.953130e-03"),
        ("f8E4M3FN", 0x80, "-0.000000e+00"),
        ("f8E4M3FN", 0x81, "-1.953130e-03"),
        ("f8E5M2FNUZ", 0x80, "0x80"),
        ("f8E5M2FNUZ", 0x2D, "3.906250e-02"),
        ("f8E5M2FNUZ", 0x65, "6.400000e+02"),
        ("f8E5M2FNUZ", 0x93, "-4.272460e-04"),
        ("f8E5M2FNUZ", 0xAF, "-5.468750e-02"),
        ("f8E5M2FNUZ", 0xD3, "-2.800000e+01"),
        ("f8E5M2FNUZ", 0x85, "-3.814700e-05"),
        ("f8E5M2FNUZ", 0xE5, "-6.400000e+02"),
        ("f8E5M2FNUZ", 0x0, "0.000000e+00"),
        ("f8E5M2FNUZ", 0x1, "7.629390e-06"),
        ("f8E5M2FNUZ", 0x7F, "5.734400e+04"),
        ("f8E5M2FNUZ", 0x81, "-7.629390e-06"),
        ("f8E5M2FNUZ", 0xFF, "-5.734400e+04"),
        ("f8E4M3FNUZ", 0x80, "0x80"),
        ("f8E4M3FNUZ", 0xF6, "-1.120000e+02"),
        ("f8E4M3FNUZ", 0x69, "3.600000e+01"),
        ("f8E4M3FNUZ", 0x84, "-3.906250e-03"),
        ("f8E4M3FNUZ", 0xB2, "-3.125000e-01"),
        ("f8E4M3FNUZ", 0x6A, "4.000000e+01"),
        ("f8E4M3FNUZ", 0x53, "5.500000e+00"),
        ("f8E4M3FNUZ", 0x1E, "5.468750e-02"),
        ("f8E4M3FNUZ", 0x0, "0.000000e+00"),
        ("f8E4M3FNUZ", 0x1, "9.765620e-04"),
        ("f8E4M3FNUZ", 0x7F, "2.400000e+02"),
        ("f8E4M3FNUZ", 0x81, "-9.765620e-04"),
        ("f8E4M3FNUZ", 0xFF, "-2.400000e+02"),
        ("f8E4M3B11FNUZ", 0x80, "0x80"),
        ("f8E4M3B11FNUZ", 0xA5, "-1.269530e-02"),
        ("f8E4M3B11FNUZ", 0x75, "1.300000e+01"),
        ("f8E4M3B11FNUZ", 0xBF, "-1.171880e-01"),
        ("f8E4M3B11FNUZ", 0x31, "3.515630e-02"),
        ("f8E4M3B11FNUZ", 0xA1, "-8.789060e-03"),
        ("f8E4M3B11FNUZ", 0xA0, "-7.812500e-03"),
        ("f8E4M3B11FNUZ", 0x93, "-2.685550e-03"),
        ("f8E4M3B11FNUZ", 0x0, "0.000000e+00"),
        ("f8E4M3B11FNUZ", 0x1, "1.220700e-04"),
        ("f8E4M3B11FNUZ", 0x7F, "3.000000e+01"),
        ("f8E4M3B11FNUZ", 0x81, "-1.220700e-04"),
        ("f8E4M3B11FNUZ", 0xFF, "-3.000000e+01"),
    ];
    /// (type, literal, `mlir-opt` 19.1.7 output, or ERR when it rejects the literal)
    const MLIR_PARSE: &[(&str, &str, &str)] = &[
        ("f32", "0x123456789ABCDEF0123456789ABCDEF0", "ERR"),
        ("f8E4M3FNUZ", "-1", "ERR"),
        ("bf16", "0x7FF8000000000000", "ERR"),
        ("f8E4M3", "0x10000", "ERR"),
        ("f64", "-1", "ERR"),
        ("f128", "0x", "ERR"),
        ("f8E4M3FN", "0xFFC00000", "ERR"),
        ("f80", "0x123456789ABCDEF0123456789ABCDEF0", "ERR"),
        ("bf16", "0x10000", "ERR"),
        ("f8E4M3", "0x7FF8000000000000", "ERR"),
        ("f8E4M3", "-1", "ERR"),
        ("f8E5M2FNUZ", "0x7FF8000000000000", "ERR"),
        ("f8E4M3FNUZ", "0x7FF8000000000000", "ERR"),
        ("f8E5M2FNUZ", "-1", "ERR"),
        ("f8E4M3B11FNUZ", "0xFFC00000", "ERR"),
        ("f16", "0x7FF8000000000000", "ERR"),
        ("f80", "-0x1", "ERR"),
        ("f8E4M3FNUZ", "0x123456789ABCDEF0123456789ABCDEF0", "ERR"),
        ("f8E5M2", "1", "ERR"),
        ("f16", "0x", "ERR"),
        ("f16", "311584305325924511.5032362", "0x7C00"),
        ("f16", "5717675597467273167374603323001898139425344456.67183947755024", "0x7C00"),
        ("f16", "605.3161402519276047367826E8", "0x7C00"),
        ("f16", "0.0000000000000000034342873019575502219102216922877668599570334520145018127046387945711103384383022785186767578124", "0.000000e+00"),
        ("f16", "-731172495783.6420661707894737936747600006E-33", "-0.000000e+00"),
        ("f16", "0.3729346", "3.730470e-01"),
        ("f16", "4859884.665381202e-4599", "0.000000e+00"),
        ("f16", "-2.5e-315", "-0.000000e+00"),
        ("f16", "177812.3e-3475", "0.000000e+00"),
        ("f16", "71.08325E-114", "0.000000e+00"),
        ("f16", "475224854732833274355006343902165771.7168e-986", "0.000000e+00"),
        ("f16", "5793628842.987111515e-29", "0.000000e+00"),
        ("bf16", "3282812098526.46923E+203", "0x7F80"),
        ("bf16", "71.E+82", "0x7F80"),
        ("bf16", "23.E245", "0x7F80"),
        ("bf16", "1010973060188473418317825.0", "1.010590e+24"),
        ("bf16", "6.19953427E+3", "6.208000e+03"),
        ("bf16", "2604675.374", "2.605060e+06"),
        ("bf16", "2455097280.7303460", "2.449470e+09"),
        ("bf16", "-209513.7239541862995E-4630", "-0.000000e+00"),
        ("bf16", "0618369.", "6.184960e+05"),
        ("bf16", "20865608979730.837890626", "2.089070e+13"),
        ("bf16", "-2.5e-141", "-0.000000e+00"),
        ("bf16", "0.75", "7.500000e-01"),
        ("f32", "312894372363839667.5e1313", "0x7F800000"),
        ("f32", "0.6E96", "0x7F800000"),
        ("f32", "-0.367968122e+3944", "0xFF800000"),
        ("f32", "559864643571.30792236328125", "5.5986461E+11"),
        ("f32", "4786702054922335004685319586803.51827148624201672061572367952", "4.78670219E+30"),
        ("f32", "7950031615467526111721121156271.95936", "7.95003159E+30"),
        ("f32", "-651630.544807019227820801779553963210", "-651630.563"),
        ("f32", "-2.5e-174", "-0.000000e+00"),
        ("f32", "0.0000000000000000000000000000000000000000000045879077025094518951883043511077339012290554785253252985651278054141039432249638075679044890708979664850630797445774078369140625", "4.203900e-45"),
        ("f32", "43680.2977050", "43680.2969"),
        ("f32", "9.999999e-24", "9.9999992E-24"),
        ("f32", "0.376e-266", "0.000000e+00"),
        ("f64", "48440857718.7989395e2752", "0x7FF0000000000000"),
        ("f64", "665564963559627695.8339814E893", "0x7FF0000000000000"),
        ("f64", "128033149.0", "0x419E8685F4000000"),
        ("f64", "2414772.509503425687329911", "2414772.5095034256"),
        ("f64", "4226486819750978911586582744.704424294828e-2065", "0.000000e+00"),
        ("f64", "13.71307E-35", "1.371307E-34"),
        ("f64", "3023.466", "3023.4659999999999"),
        ("f64", "34090072638857885696.0", "3.4090072638857888E+19"),
        ("f64", "526696717046210101368197041.683236096", "5.2669671704621013E+26"),
        ("f64", "0.000000000000000000000000000000000000009839208221809128544457383526784301648070487674632689746685600178631795248070805386081450834607708640956735823834833354339934885501861572265626", "9.8392082218091291E-39"),
        ("f64", "304372759099890443232655699949460317088659528909301420654593.0", "3.0437275909989047E+59"),
        ("f64", "477633721693446.29949", "477633721693446.31"),
        ("f80", "8663073910904898.981", "0x4033F6382898FAC21800"),
        ("f80", "-3963358350.46e+1235", "0xFFFF8000000000000000"),
        ("f80", "31638309898313986.0", "0x4035E0CDC01D90C20000"),
        ("f80", "1079071413.17137014", "1079071413.17137002945"),
        ("f80", "1.0e-121", "9.99999999999999978606E-122"),
        ("f80", "0.00000000000000000000026938111769197988762868060345001256830659422611370610210624189188866051125614831107668578624725341796874", "2.69381117691979864119E-22"),
        ("f80", "01813029855975920796420897104043742967.3573632451015908630688e-31", "181302.985597592080012"),
        ("f80", "35723591735769380034868390046.01869691587", "3.57235917357693799116E+28"),
        ("f80", "181536.525799307666602544486522674560546874", "181536.525799307652051"),
        ("f80", "422535489758270.7022", "422535489758270.6875"),
        ("f80", "7.4368E59", "7.43680000000000029041E+59"),
        ("f80", "124.216129302978515625", "124.216129302978515625"),
        ("f128", "-19.6E384", "0xFFFF0000000000000000000000000000"),
        ("f128", "1203684080797804081971201.0", "0x404EFDC7B0859C0A5000000000000000"),
        ("f128", "1.0e23", "0x404B52D02C7E14AF6000000000000000"),
        ("f128", "1.0e-400", "0.000000e+00"),
        ("f128", "3.833582456319161447070202914753431059450", "3.83358245631916139117834063654299825"),
        ("f128", "-2.5e-128", "-2.50000000000000007096856244334335314E-128"),
        ("f128", "76441211.79349838E-57", "7.64412117934983818323637929207448396E-50"),
        ("f128", "1.0e66", "9.99999999999999945322333868247445125E+65"),
        ("f128", "1407890782080115763249861042502211008548537156916255008434946047.0", "1.40789078208011567190600870932077862E+63"),
        ("f128", "1.0e-31", "1.00000000000000008333642060758598535E-31"),
        ("f128", "9.7e-4943", "0.000000e+00"),
        ("f128", "-2.5e-265", "-2.50000000000000003053418121593849018E-265"),
        ("tf32", "1826246844335.46537E+597", "0x3FC00"),
        ("tf32", "0.09e+113", "0x3FC00"),
        ("tf32", "81.8E44", "0x3FC00"),
        ("tf32", "0.000000000023972722244802735502844370785169303417205810546876", "2.397370e-11"),
        ("tf32", "37165838248940700.0", "3.715470e+16"),
        ("tf32", "0.5650873482227325439453124", "5.649410e-01"),
        ("tf32", "0482.33474381453188846796921489470504", "4.822500e+02"),
        ("tf32", "359618096.0", "3.596620e+08"),
        ("tf32", "3077762981514182656.0", "3.078210e+18"),
        ("tf32", "132842019910320127.0", "1.328560e+17"),
        ("tf32", "0.000245710092713125050067901611328125", "2.458100e-04"),
        ("tf32", "97907024664.24170684814453124", "9.791180e+10"),
        ("f8E5M2", "999699617085.889108e16", "0x7C"),
        ("f8E5M2", "209640348539.0665", "0x7C"),
        ("f8E5M2", "-250686302.E+4107", "0xFC"),
        ("f8E5M2", "0.000000000000000000000000000000001804581410396511239189034881137820400014787634799022324676306581205337622103001786122368661768877728945881244726479053497314453125", "0.000000e+00"),
        ("f8E5M2", "0.000000000000000000000000000000134769700502560075352324946245358385904478284408554703670942119134983956443008182974306607970760296666412614285945892333984375", "0.000000e+00"),
        ("f8E5M2", "96.E-10", "0.000000e+00"),
        ("f8E5M2", "0283156218468829897312.11757825673504E-2219", "0.000000e+00"),
        ("f8E5M2", "9.999999e-255", "0.000000e+00"),
        ("f8E5M2", "6.4", "6.000000e+00"),
        ("f8E5M2", "9431483014217743.E-34", "0.000000e+00"),
        ("f8E5M2", "-081.", "-8.000000e+01"),
        ("f8E5M2", "92.e-25", "0.000000e+00"),
        ("f8E4M3", "1.0e117", "0x78"),
        ("f8E4M3", "60506141722594.840", "0x78"),
        ("f8E4M3", "5147299864783.866673", "0x78"),
        ("f8E4M3", "0.58924E-3774", "0.000000e+00"),
        ("f8E4M3", "31.e-1420", "0.000000e+00"),
        ("f8E4M3", "7.528286", "7.500000e+00"),
        ("f8E4M3", "7378580543752613314854093668413467018694.e-3897", "0.000000e+00"),
        ("f8E4M3", "901931125153294834.935929030594626593205683172329439258180838e-1811", "0.000000e+00"),
        ("f8E4M3", "0.00000000000000000000000000000000000093803324292548852845670972395261033323643055350069363638925632947615994348465446126763831035809577951756210723033291287720203399658203126", "0.000000e+00"),
        ("f8E4M3", "1.0e-56", "0.000000e+00"),
        ("f8E4M3", "079070504592020211756361456267444.996e-2873", "0.000000e+00"),
        ("f8E4M3", "1.0e-221", "0.000000e+00"),
        ("f8E4M3FN", "-2.5e208", "0xFF"),
        ("f8E4M3FN", "29385012170.3775348663330078124", "0x7F"),
        ("f8E4M3FN", "756305083541305916748144181705.401326627907837638862868278235", "0x7F"),
        ("f8E4M3FN", "-05.e-253", "-0.000000e+00"),
        ("f8E4M3FN", "9.9941", "1.000000e+01"),
        ("f8E4M3FN", "0053437.4047149997E-202", "0.000000e+00"),
        ("f8E4M3FN", "0.7991e-265", "0.000000e+00"),
        ("f8E4M3FN", "49.9894897827", "4.800000e+01"),
        ("f8E4M3FN", "8.069736986551204e-53", "0.000000e+00"),
        ("f8E4M3FN", "2092794073482030204708250.21494063421E-302", "0.000000e+00"),
        ("f8E4M3FN", "442374224824.169187E-273", "0.000000e+00"),
        ("f8E4M3FN", "316.380870086028111e-36", "0.000000e+00"),
        ("f8E5M2FNUZ", "-2.5e115", "0x80"),
        ("f8E5M2FNUZ", "25012992020987459.0", "0x80"),
        ("f8E5M2FNUZ", "48378723123.01023726510759", "0x80"),
        ("f8E5M2FNUZ", "7.54", "8.000000e+00"),
        ("f8E5M2FNUZ", "-3.37", "-3.500000e+00"),
        ("f8E5M2FNUZ", "30411.e-36", "0.000000e+00"),
        ("f8E5M2FNUZ", "3.2037", "3.000000e+00"),
        ("f8E5M2FNUZ", "54.", "5.600000e+01"),
        ("f8E5M2FNUZ", "246.", "2.560000e+02"),
        ("f8E5M2FNUZ", "0.0011988543556071817874908447265625", "1.220700e-03"),
        ("f8E5M2FNUZ", "5.e-338", "0.000000e+00"),
        ("f8E5M2FNUZ", "-50147894679004890132.e-47", "0.000000e+00"),
        ("f8E4M3FNUZ", "58048511802720243711.0", "0x80"),
        ("f8E4M3FNUZ", "0.709887134111177566066843340107060827e+6", "0x80"),
        ("f8E4M3FNUZ", "44253123376246405478499.6740013289730E15", "0x80"),
        ("f8E4M3FNUZ", "-66769.E-4902", "0.000000e+00"),
        ("f8E4M3FNUZ", "-4.E-247", "0.000000e+00"),
        ("f8E4M3FNUZ", "38960835456574157779707873077817278661590000378654108302562.3E-3406", "0.000000e+00"),
        ("f8E4M3FNUZ", "0.000000000000000000000000000000166894529394322528009038431578388364998191597626540970309701996480548027295945891159030527450823910839972086250782012939453124", "0.000000e+00"),
        ("f8E4M3FNUZ", "-11446359973104.5337E-272", "0.000000e+00"),
        ("f8E4M3FNUZ", "-2.5e-192", "0.000000e+00"),
        ("f8E4M3FNUZ", "0.454978430e-2189", "0.000000e+00"),
        ("f8E4M3FNUZ", "868659.583e-110", "0.000000e+00"),
        ("f8E4M3FNUZ", "0.000000000700670407644075606518816435488278791809957368741379468701779842376708984376", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "4824762157122783646056448.0", "0x80"),
        ("f8E4M3B11FNUZ", "0.160067090172E1199", "0x80"),
        ("f8E4M3B11FNUZ", "39.e20", "0x80"),
        ("f8E4M3B11FNUZ", "184681827675.922981671690902715793876E-4013", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "1040.8706313826755E-790", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "-2.5e-26", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "1.0e-186", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "0.0000166972740771598182618618011474609376", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "0.000037391821024357341229915618896484375", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "0.676e-58", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "76048284203.0e-27", "0.000000e+00"),
        ("f8E4M3B11FNUZ", "866041806363522141.6090950306117595547867E-73", "0.000000e+00"),
        ("f16", "-0.0", "-0.000000e+00"),
        ("f16", "0.1", "9.997550e-02"),
        ("f16", "1.0e-7", "1.192090e-07"),
        ("f16", "123456789.0", "0x7C00"),
        ("f16", "3.4028235e38", "0x7C00"),
        ("f16", "3.4028236e38", "0x7C00"),
        ("f16", "1.0e400", "0x7C00"),
        ("f16", "1.0e-400", "0.000000e+00"),
        ("f16", "65520.0", "0x7C00"),
        ("f16", "464.0", "4.640000e+02"),
        ("f16", "465.0", "4.650000e+02"),
        ("bf16", "-0.0", "-0.000000e+00"),
        ("bf16", "0.1", "1.000980e-01"),
        ("bf16", "1.0e-7", "1.001170e-07"),
        ("bf16", "123456789.0", "1.232080e+08"),
        ("bf16", "3.4028235e38", "0x7F80"),
        ("bf16", "3.4028236e38", "0x7F80"),
        ("bf16", "1.0e400", "0x7F80"),
        ("bf16", "1.0e-400", "0.000000e+00"),
        ("bf16", "65520.0", "6.553600e+04"),
        ("bf16", "464.0", "4.640000e+02"),
        ("bf16", "465.0", "4.640000e+02"),
        ("f32", "-0.0", "-0.000000e+00"),
        ("f32", "0.1", "1.000000e-01"),
        ("f32", "1.0e-7", "1.000000e-07"),
        ("f32", "123456789.0", "0x4CEB79A3"),
        ("f32", "3.4028235e38", "3.40282347E+38"),
        ("f32", "3.4028236e38", "0x7F800000"),
        ("f32", "1.0e400", "0x7F800000"),
        ("f32", "1.0e-400", "0.000000e+00"),
        ("f32", "65520.0", "6.552000e+04"),
        ("f32", "464.0", "4.640000e+02"),
        ("f32", "465.0", "4.650000e+02"),
        ("f64", "-0.0", "-0.000000e+00"),
        ("f64", "0.1", "1.000000e-01"),
        ("f64", "1.0e-7", "9.9999999999999995E-8"),
        ("f64", "123456789.0", "0x419D6F3454000000"),
        ("f64", "3.4028235e38", "3.4028234999999999E+38"),
        ("f64", "3.4028236e38", "3.4028235999999999E+38"),
        ("f64", "1.0e400", "0x7FF0000000000000"),
        ("f64", "1.0e-400", "0.000000e+00"),
        ("f64", "65520.0", "6.552000e+04"),
        ("f64", "464.0", "4.640000e+02"),
        ("f64", "465.0", "4.650000e+02"),
        ("f128", "-0.0", "-0.000000e+00"),
        ("f128", "0.1", "0.100000000000000005551115123125782702"),
        ("f128", "1.0e-7", "9.99999999999999954748111825886258685E-8"),
        ("f128", "123456789.0", "0x4019D6F3454000000000000000000000"),
        ("f128", "3.4028235e38", "3.40282349999999991754788743781432689E+38"),
        ("f128", "3.4028236e38", "3.40282359999999991113723490719674401E+38"),
        ("f128", "1.0e400", "0x7FFF0000000000000000000000000000"),
        ("f128", "65520.0", "6.552000e+04"),
        ("f128", "464.0", "4.640000e+02"),
        ("f128", "465.0", "4.650000e+02"),
        ("f8E4M3FN", "-0.0", "-0.000000e+00"),
        ("f8E4M3FN", "0.1", "1.015630e-01"),
        ("f8E4M3FN", "1.0e-7", "0.000000e+00"),
        ("f8E4M3FN", "123456789.0", "0x7F"),
        ("f8E4M3FN", "3.4028235e38", "0x7F"),
        ("f8E4M3FN", "3.4028236e38", "0x7F"),
        ("f8E4M3FN", "1.0e400", "0x7F"),
        ("f8E4M3FN", "1.0e-400", "0.000000e+00"),
        ("f8E4M3FN", "65520.0", "0x7F"),
        ("f8E4M3FN", "464.0", "4.480000e+02"),
        ("f8E4M3FN", "465.0", "0x7F"),
        ("f8E4M3FNUZ", "-0.0", "0.000000e+00"),
        ("f8E4M3FNUZ", "0.1", "1.015630e-01"),
        ("f8E4M3FNUZ", "1.0e-7", "0.000000e+00"),
        ("f8E4M3FNUZ", "123456789.0", "0x80"),
        ("f8E4M3FNUZ", "3.4028235e38", "0x80"),
        ("f8E4M3FNUZ", "3.4028236e38", "0x80"),
        ("f8E4M3FNUZ", "1.0e400", "0x80"),
        ("f8E4M3FNUZ", "1.0e-400", "0.000000e+00"),
        ("f8E4M3FNUZ", "65520.0", "0x80"),
        ("f8E4M3FNUZ", "464.0", "0x80"),
        ("f8E4M3FNUZ", "465.0", "0x80"),
    ];
    /// (type, bits, precision, max padding, truncate zero, LLVM 19 `APFloat::toString`)
    const LLVM_TO_STRING: &[(&str, u128, u32, u32, bool, &str)] = &[
        ("f16", 0x5302, 25, 20, false, "56.0625"),
        ("f16", 0xC432, 2, 5, false, "-4.2"),
        ("f16", 0x7BBE, 3, 0, false, "6.340e+04"),
        (
            "f16",
            0xF171,
            25,
            0,
            false,
            "-1.1144000000000000000000000e+04",
        ),
        ("f16", 0x5C5F, 5, 20, false, "279.75"),
        ("f16", 0x6ABC, 3, 3, false, "3.450e+03"),
        (
            "bf16",
            0xFECE,
            25,
            0,
            false,
            "-1.3691048356584633490909210e+38",
        ),
        ("bf16", 0xBD80, 25, 20, true, "-0.0625"),
        ("bf16", 0xE4BA, 3, 5, true, "-2.74E+22"),
        ("bf16", 0xCE9D, 1, 5, true, "-1.0E+9"),
        ("bf16", 0x7F8E, 1, 3, false, "NaN"),
        ("bf16", 0xE6B5, 17, 3, true, "-4.2737416669970289E+23"),
        ("f32", 0x8FC4AFEB, 9, 3, false, "-1.939485330e-29"),
        ("f32", 0x1BFFFFFE, 0, 20, true, "4.23516423E-22"),
        ("f32", 0x29E78B06, 0, 5, true, "1.02825775E-13"),
        ("f32", 0x36E3648D, 3, 3, false, "6.770e-06"),
        ("f32", 0xBEEF67FB, 9, 3, false, "-0.467590183"),
        (
            "f32",
            0x9E800002,
            25,
            3,
            false,
            "-1.3552530387243073210357510e-20",
        ),
        ("f64", 0x2441878511228EDE, 2, 20, false, "4.80e-134"),
        ("f64", 0x5E88000000000000, 6, 1, false, "2.397500e+147"),
        (
            "f64",
            0x79F90918B760E527,
            40,
            20,
            true,
            "3.550363680400532218041676494526670640461E+279",
        ),
        (
            "f64",
            0xFF00000000000001,
            25,
            3,
            false,
            "-5.4861240687936899014201880e+303",
        ),
        ("f64", 0x88000000000001, 3, 5, true, "4.27E-306"),
        (
            "f64",
            0x180000000000001,
            40,
            5,
            true,
            "1.866527237006438172432482012352383384426E-301",
        ),
        ("f80", 0xBA0AFAB43A3183A2816E, 1, 5, true, "-2.0E-459"),
        ("f80", 0xB7A9AF5347913DE5D1A0, 2, 5, false, "-5.50e-643"),
        ("f80", 0x64F206027D3A6D83901E, 1, 0, true, "NaN"),
        ("f80", 0x9DBD345B11C5EA5207C2, 6, 5, true, "NaN"),
        ("f80", 0x65DE7078AD702BF378A8, 17, 0, true, "NaN"),
        ("f80", 0xADCC0000000000000002, 1, 5, false, "NaN"),
        (
            "f128",
            0xBFFFFFFFFFFFFFFFFFFFFFFFFFFFE,
            5,
            1,
            true,
            "6.8856E-4929",
        ),
        (
            "f128",
            0xC81EB7A750BB7F4FFFCD8E7CC4B25B99,
            2,
            3,
            true,
            "-1.2E+626",
        ),
        (
            "f128",
            0x4279FE12A92E9EE94F44504F5A1703BF,
            40,
            3,
            true,
            "1.420396294920853224870382913060831672235E+191",
        ),
        (
            "f128",
            0x170000000000000000000000000003,
            0,
            3,
            false,
            "1.410168266156762624169157461990390440e-4925",
        ),
        (
            "f128",
            0x96F488616DCA1D9FE16A4935B473DC97,
            40,
            5,
            false,
            "-1.8335936645369309211728276755137072162760e-3163",
        ),
        (
            "f128",
            0x44AFFFFFFFFFFFFFFFFFFFFFFFFFFFFE,
            6,
            5,
            true,
            "3.4437E+361",
        ),
        ("tf32", 0x2B601, 40, 3, false, "105621835743232"),
        ("tf32", 0x29A00, 17, 5, false, "824633720832"),
        ("tf32", 0x39200, 17, 3, false, "3.80295180068468820e+30"),
        ("tf32", 0x22C0A, 9, 5, false, "4136"),
        (
            "tf32",
            0x3BC00,
            40,
            20,
            true,
            "5192296858534827628530496329220096",
        ),
        ("tf32", 0x79C01, 17, 3, false, "-2.03022166442802370e+31"),
        ("f8E5M2", 0xD4, 1, 5, false, "-6.0e+01"),
        ("f8E5M2", 0xA3, 6, 0, false, "-1.367190e-02"),
        ("f8E5M2", 0x31, 3, 0, false, "1.560e-01"),
        ("f8E5M2", 0x4C, 6, 3, false, "16"),
        ("f8E5M2", 0x5F, 25, 20, true, "448"),
        ("f8E5M2", 0x17, 40, 20, true, "0.001708984375"),
        ("f8E4M3", 0xB1, 17, 3, false, "-0.5625"),
        ("f8E4M3", 0xA1, 5, 0, false, "-1.40630e-01"),
        ("f8E4M3", 0xC8, 5, 0, false, "-4.00000e+00"),
        ("f8E4M3", 0xA, 2, 20, false, "0.02"),
        ("f8E4M3", 0x3D, 5, 1, true, "1.625"),
        ("f8E4M3", 0xE0, 6, 0, false, "-3.200000e+01"),
        ("f8E4M3FN", 0x48, 2, 5, true, "4"),
        ("f8E4M3FN", 0x77, 40, 5, false, "240"),
        ("f8E4M3FN", 0x16, 2, 1, false, "5.50e-02"),
        ("f8E4M3FN", 0x47, 17, 0, true, "3.75E+0"),
        ("f8E4M3FN", 0xA, 1, 1, false, "2.0e-02"),
        ("f8E4M3FN", 0x12, 1, 3, false, "0.04"),
        ("f8E5M2FNUZ", 0xB8, 9, 0, true, "-2.5E-1"),
        ("f8E5M2FNUZ", 0xAF, 2, 3, true, "-0.055"),
        ("f8E5M2FNUZ", 0x6C, 25, 1, false, "2048"),
        ("f8E5M2FNUZ", 0x96, 9, 0, true, "-7.32421875E-4"),
        ("f8E5M2FNUZ", 0x64, 2, 3, false, "5.10e+02"),
        ("f8E5M2FNUZ", 0xA9, 2, 20, true, "-0.02"),
        ("f8E4M3FNUZ", 0x82, 9, 0, false, "-1.953125000e-03"),
        ("f8E4M3FNUZ", 0x94, 25, 1, true, "-2.34375E-2"),
        (
            "f8E4M3FNUZ",
            0x1,
            25,
            1,
            false,
            "9.7656250000000000000000000e-04",
        ),
        (
            "f8E4M3FNUZ",
            0xBC,
            40,
            0,
            false,
            "-7.5000000000000000000000000000000000000000e-01",
        ),
        ("f8E4M3FNUZ", 0xCD, 9, 1, false, "-3.25"),
        ("f8E4M3FNUZ", 0x67, 17, 0, true, "3.0E+1"),
        ("f8E4M3B11FNUZ", 0x84, 9, 1, true, "-4.8828125E-4"),
        ("f8E4M3B11FNUZ", 0x92, 3, 0, true, "-2.44E-3"),
        ("f8E4M3B11FNUZ", 0x43, 9, 20, true, "0.171875"),
        ("f8E4M3B11FNUZ", 0x73, 3, 3, true, "11"),
        ("f8E4M3B11FNUZ", 0x5A, 5, 0, true, "1.25E+0"),
        ("f8E4M3B11FNUZ", 0x32, 40, 5, true, "0.0390625"),
    ];
    /// (type, input, LLVM 19 `convertFromString` bits and status, or its error)
    const LLVM_FROM_STRING: &[(&str, &str, &str)] = &[
        ("f16", ".e5", "ERR Significand has no digits"),
        ("f16", "1x", "ERR Invalid character in significand"),
        ("f16", "5.", "0x4500 ok"),
        ("f16", "0x1", "ERR Hex strings require an exponent"),
        ("f16", "3.6e-4951", "0x0 UX"),
        ("f16", "+inf", "ERR Invalid character in significand"),
        ("f16", "65520", "0x7C00 OX"),
        ("f16", "1e", "0x3C00 ok"),
        ("f16", "1e-99999", "0x0 UX"),
        ("bf16", "inf", "0x7F80 ok"),
        (
            "bf16",
            "340282356779733661637539395458142568448",
            "0x7F80 OX",
        ),
        ("bf16", "-Inf", "0xFF80 ok"),
        ("bf16", "+inf", "ERR Invalid character in significand"),
        ("bf16", "4.9406564584124654e-324", "0x0 UX"),
        ("bf16", "1.e5", "0x47C3 X"),
        ("bf16", "65520", "0x4780 X"),
        ("bf16", "7.006492321624085e-46", "0x0 UX"),
        ("bf16", "+Inf", "0x7F80 ok"),
        ("f32", "inf", "0x7F800000 ok"),
        ("f32", "-0x1p-149", "0x80000001 ok"),
        ("f32", "0.000000e+00", "0x0 ok"),
        ("f32", "465", "0x43E88000 ok"),
        ("f32", "0.1", "0x3DCCCCCD X"),
        ("f32", "5.", "0x40A00000 ok"),
        ("f32", "9.999999e-05", "0x38D1B716 X"),
        ("f32", "1.18973149535723176502e4932", "0x7F800000 OX"),
        ("f32", "1e+", "0x3F800000 ok"),
        ("f64", "-nan", "0xFFF8000000000000 ok"),
        ("f64", "0x1.8p3", "0x4028000000000000 ok"),
        ("f64", "1.000000e+10", "0x4202A05F20000000 ok"),
        ("f64", "1.401298464324817e-45", "0x36A0000000000000 X"),
        ("f64", "nan(017)", "0x7FF800000000000F ok"),
        ("f64", "0.1", "0x3FB999999999999A X"),
        ("f64", "0x1", "ERR Hex strings require an exponent"),
        ("f64", "65519.99", "0x40EFFDFFAE147AE1 X"),
        ("f64", "65520", "0x40EFFE0000000000 ok"),
        ("f80", "+inf", "ERR Invalid character in significand"),
        ("f80", "1e99999x", "0x7FFF8000000000000000 OX"),
        ("f80", "464", "0x4007E800000000000000 ok"),
        ("f80", ".5", "0x3FFE8000000000000000 ok"),
        ("f80", "-0.0", "0x80000000000000000000 ok"),
        ("f80", "0.1", "0x3FFBCCCCCCCCCCCCCCCD X"),
        ("f80", "465", "0x4007E880000000000000 ok"),
        ("f80", ".e5", "ERR Significand has no digits"),
        ("f80", "5.", "0x4001A000000000000000 ok"),
        ("f128", "nan(017)", "0x7FFF800000000000000000000000000F ok"),
        ("f128", "-", "ERR String has no digits"),
        ("f128", "1.e5", "0x400F86A0000000000000000000000000 ok"),
        (
            "f128",
            "1.000000e+10",
            "0x40202A05F20000000000000000000000 ok",
        ),
        ("f128", "1.2.3", "ERR String contains multiple dots"),
        ("f128", "0x1p-150", "0x3F690000000000000000000000000000 ok"),
        (
            "f128",
            "9.999999e-05",
            "0x3FF1A36E2BF214369B2B14DAC64842F7 X",
        ),
        ("f128", "nan()", "ERR Invalid character in significand"),
        ("f128", "0x1", "ERR Hex strings require an exponent"),
        ("tf32", "123456789012345678901234567890", "0x37E3C X"),
        ("tf32", "480", "0x21F80 ok"),
        ("tf32", "0x1p-150", "0x0 UX"),
        ("tf32", "464", "0x21F40 ok"),
        ("tf32", "3.4028235677973366e38", "0x3FC00 OX"),
        ("tf32", "1.2.3", "ERR String contains multiple dots"),
        ("tf32", "nan", "0x3FE00 ok"),
        ("tf32", ".e5", "ERR Significand has no digits"),
        ("tf32", "1.000000e+10", "0x280A8 X"),
        ("f8E5M2", "", "ERR Invalid string length"),
        ("f8E5M2", "57344", "0x7B ok"),
        ("f8E5M2", "1.000000e+10", "0x7C OX"),
        ("f8E5M2", "1e-99999", "0x0 UX"),
        ("f8E5M2", "2.4e-7", "0x0 UX"),
        ("f8E5M2", "+inf", "ERR Invalid character in significand"),
        ("f8E5M2", "1.2.3", "ERR String contains multiple dots"),
        ("f8E5M2", "0.1", "0x2E X"),
        ("f8E5M2", "0x", "ERR Invalid string"),
        ("f8E4M3", "1e-99999", "0x0 UX"),
        ("f8E4M3", "0x1.8p3", "0x54 ok"),
        ("f8E4M3", "61440", "0x78 OX"),
        ("f8E4M3", "0x1", "ERR Hex strings require an exponent"),
        ("f8E4M3", "1..2", "ERR Invalid character in significand"),
        ("f8E4M3", "9.999999e-05", "0x0 UX"),
        ("f8E4M3", "65519.99", "0x78 OX"),
        ("f8E4M3", "snan", "0x7A ok"),
        ("f8E4M3", "1.e5", "0x78 OX"),
        ("f8E4M3FN", "3.4028235677973366e38", "0x7F OX"),
        ("f8E4M3FN", "-Inf", "0xFF ok"),
        ("f8E4M3FN", "-0.0", "0x80 ok"),
        ("f8E4M3FN", "5.", "0x4A ok"),
        ("f8E4M3FN", "e5", "ERR Significand has no digits"),
        ("f8E4M3FN", "465", "0x7F OX"),
        ("f8E4M3FN", "nan()", "ERR Invalid character in significand"),
        ("f8E4M3FN", "7.006492321624085e-46", "0x0 UX"),
        ("f8E4M3FN", "1x", "ERR Invalid character in significand"),
        ("f8E5M2FNUZ", "465", "0x63 X"),
        ("f8E5M2FNUZ", "inf", "0x80 ok"),
        ("f8E5M2FNUZ", "nan", "0x80 ok"),
        ("f8E5M2FNUZ", "123456789012345678901234567890", "0x80 OX"),
        ("f8E5M2FNUZ", "snan", "0x80 ok"),
        ("f8E5M2FNUZ", "", "ERR Invalid string length"),
        ("f8E5M2FNUZ", "-0.0", "0x0 ok"),
        ("f8E5M2FNUZ", "0x1p-150", "0x0 UX"),
        ("f8E5M2FNUZ", "0x1.8p3", "0x4E ok"),
        ("f8E4M3FNUZ", "0x1.000001p0", "0x40 X"),
        ("f8E4M3FNUZ", "1.2.3", "ERR String contains multiple dots"),
        ("f8E4M3FNUZ", "+inf", "ERR Invalid character in significand"),
        ("f8E4M3FNUZ", "5.", "0x52 ok"),
        ("f8E4M3FNUZ", "-Inf", "0x80 ok"),
        ("f8E4M3FNUZ", "1.5e-5", "0x0 UX"),
        ("f8E4M3FNUZ", ".e5", "ERR Significand has no digits"),
        ("f8E4M3FNUZ", "480", "0x80 OX"),
        ("f8E4M3FNUZ", "0.1", "0x25 X"),
        ("f8E4M3B11FNUZ", "-Inf", "0x80 ok"),
        ("f8E4M3B11FNUZ", "65520", "0x80 OX"),
        ("f8E4M3B11FNUZ", "-", "ERR String has no digits"),
        ("f8E4M3B11FNUZ", ".e5", "ERR Significand has no digits"),
        (
            "f8E4M3B11FNUZ",
            "340282356779733661637539395458142568448",
            "0x80 OX",
        ),
        ("f8E4M3B11FNUZ", "1e99999x", "0x80 OX"),
        ("f8E4M3B11FNUZ", "7.006492321624086e-46", "0x0 UX"),
        (
            "f8E4M3B11FNUZ",
            "1.2.3",
            "ERR String contains multiple dots",
        ),
        ("f8E4M3B11FNUZ", "3.6e-4951", "0x0 UX"),
    ];
    /// (from, to, bits, LLVM 19 `convert` bits, status and losesInfo)
    const LLVM_CONVERT: &[(&str, &str, u128, &str)] = &[
        ("f80", "tf32", 0x67A57E70ECD7B337D01, "0x3FEBF ok 1"),
        ("f32", "f8E5M2FNUZ", 0xB946CACE, "0x8E X 1"),
        ("f8E4M3FNUZ", "bf16", 0xBB, "0xBF30 ok 0"),
        ("f8E5M2", "f16", 0x9D, "0x9D00 ok 0"),
        ("f8E4M3B11FNUZ", "f16", 0xEC, "0xC600 ok 0"),
        ("f8E5M2FNUZ", "f8E4M3", 0x35, "0x22 ok 0"),
        ("f8E4M3B11FNUZ", "f8E4M3B11FNUZ", 0xE4, "0xE4 ok 0"),
        ("tf32", "f8E4M3B11FNUZ", 0x716D6, "0x80 OX 1"),
        ("f16", "bf16", 0x54B0, "0x4296 ok 0"),
        ("f8E4M3B11FNUZ", "f32", 0xE0, "0xC0000000 ok 0"),
        ("f8E4M3FN", "f8E5M2", 0xE, "0x27 ok 0"),
        (
            "f128",
            "tf32",
            0x87D7787D250111A27AA60D71844AF8F3,
            "0x40000 UX 1",
        ),
        (
            "f128",
            "tf32",
            0xFFD23E868009FE4D4372469D4B3F289C,
            "0x7FC00 OX 1",
        ),
        ("f8E4M3", "f8E5M2", 0x87, "0xA3 ok 0"),
        (
            "f8E5M2FNUZ",
            "f128",
            0xD9,
            "0xC0054000000000000000000000000000 ok 0",
        ),
        ("bf16", "f32", 0x7F49, "0x7F490000 ok 0"),
        ("f8E5M2", "f8E5M2", 0x2D, "0x2D ok 0"),
        (
            "f128",
            "f80",
            0xF7DCC144522C5FE5B5F9C301CF818A74,
            "0xF7DCE0A229162FF2DAFD X 1",
        ),
        (
            "f128",
            "f8E4M3B11FNUZ",
            0xD3E0C0E95EEFE421295D6232FA599F3C,
            "0x80 OX 1",
        ),
        (
            "f128",
            "f8E4M3",
            0x8021E244405453374CC7879547587A56,
            "0x80 UX 1",
        ),
        ("f8E4M3FNUZ", "f8E4M3", 0xB4, "0xAC ok 0"),
        ("f8E4M3FNUZ", "f32", 0xAD, "0xBE500000 ok 0"),
        ("bf16", "bf16", 0xEA92, "0xEA92 ok 0"),
        ("tf32", "f8E5M2", 0x59400, "0x80 UX 1"),
        ("f8E5M2", "f8E4M3FNUZ", 0x68, "0x80 OX 1"),
        ("tf32", "f64", 0x79403, "0xC6500C0000000000 ok 0"),
        ("f8E4M3B11FNUZ", "f64", 0xB4, "0xBFA8000000000000 ok 0"),
        (
            "f8E5M2",
            "f128",
            0xDF,
            "0xC007C000000000000000000000000000 ok 0",
        ),
        ("tf32", "f8E4M3", 0x424BA, "0x80 UX 1"),
        ("f8E4M3B11FNUZ", "f16", 0xB4, "0xAA00 ok 0"),
        ("f8E4M3FNUZ", "f8E5M2FNUZ", 0xE0, "0xD0 ok 0"),
        ("f8E4M3B11FNUZ", "f16", 0x7C, "0x4E00 ok 0"),
        ("f8E5M2FNUZ", "f16", 0x49, "0x4500 ok 0"),
        ("f128", "f8E4M3FN", 0x3, "0x0 UX 1"),
        ("f64", "f8E4M3B11FNUZ", 0x25FFFFFFFFFFFFF, "0x0 UX 1"),
        ("f80", "f8E5M2FNUZ", 0x80048000000000000001, "0x0 UX 1"),
        ("f8E4M3", "f8E5M2FNUZ", 0x5C, "0x52 ok 0"),
        ("f64", "f8E4M3FNUZ", 0x8BDE5D1B469F8C83, "0x0 UX 1"),
        (
            "f128",
            "f128",
            0xB7788C80579E9E5542E8EB0400C5E3BA,
            "0xB7788C80579E9E5542E8EB0400C5E3BA ok 0",
        ),
        ("f64", "f8E4M3B11FNUZ", 0x5950000000000003, "0x80 OX 1"),
        ("f8E5M2", "f16", 0x77, "0x7700 ok 0"),
        ("f64", "f8E4M3FN", 0x6E9462794E2B09FC, "0x7F OX 1"),
        ("f8E4M3B11FNUZ", "f8E5M2", 0x5A, "0x3D ok 0"),
        ("f8E4M3B11FNUZ", "f16", 0xEE, "0xC700 ok 0"),
        ("f32", "f32", 0x7A018E0C, "0x7A018E0C ok 0"),
        ("f8E4M3", "f8E5M2FNUZ", 0xB4, "0xBE ok 0"),
        ("f8E4M3FN", "f64", 0xA4, "0xBFC8000000000000 ok 0"),
        ("f16", "bf16", 0x512E, "0x4226 X 1"),
        ("f32", "bf16", 0xCAAB2B8D, "0xCAAB X 1"),
        ("f8E4M3FNUZ", "bf16", 0xA8, "0xBE00 ok 0"),
        ("f8E4M3FN", "tf32", 0xAA, "0x5F500 ok 0"),
        ("f8E4M3B11FNUZ", "f8E5M2FNUZ", 0xB2, "0xAD ok 0"),
        ("f64", "tf32", 0x205CA27F9B1E12FB, "0x0 UX 1"),
        ("tf32", "f64", 0x5D4C7, "0xBF531C0000000000 ok 0"),
        ("f64", "bf16", 0x48D8000000000001, "0x7F80 OX 1"),
        ("f8E5M2FNUZ", "f32", 0xBE, "0xBF400000 ok 0"),
        ("bf16", "f8E4M3B11FNUZ", 0x3FA6, "0x5A X 1"),
        ("f8E5M2FNUZ", "f80", 0x49, "0x4001A000000000000000 ok 0"),
        (
            "f128",
            "f8E4M3B11FNUZ",
            0x6A8CEBCDF038C87D663368299B7B9F19,
            "0x80 OX 1",
        ),
        ("f8E4M3", "f8E4M3FN", 0xF4, "0xF4 ok 0"),
        ("f8E4M3B11FNUZ", "f16", 0x87, "0x9300 ok 0"),
        ("f80", "f8E5M2", 0x78818000000000000002, "0x7C OX 1"),
        ("f8E4M3B11FNUZ", "f16", 0xA7, "0xA380 ok 0"),
        ("f8E4M3FNUZ", "f8E4M3B11FNUZ", 0xD, "0x25 ok 0"),
        (
            "f8E4M3FNUZ",
            "f128",
            0x7C,
            "0x40068000000000000000000000000000 ok 0",
        ),
        ("f16", "bf16", 0x5820, "0x4304 ok 0"),
        ("f8E4M3B11FNUZ", "f64", 0xB9, "0xBFB2000000000000 ok 0"),
        ("f8E4M3FNUZ", "f80", 0xE5, "0xC003D000000000000000 ok 0"),
        ("f8E5M2", "f16", 0x12, "0x1200 ok 0"),
        ("f8E5M2FNUZ", "f8E4M3B11FNUZ", 0x24, "0x20 ok 0"),
        ("f8E4M3FN", "f8E4M3FN", 0x2F, "0x2F ok 0"),
        (
            "f8E4M3B11FNUZ",
            "f128",
            0x6F,
            "0x4001E000000000000000000000000000 ok 0",
        ),
        ("f8E4M3FN", "tf32", 0xA6, "0x5F300 ok 0"),
        ("f8E4M3", "f16", 0x37, "0x3B80 ok 0"),
        ("f8E4M3", "f64", 0x9A, "0xBFB4000000000000 ok 0"),
        ("f32", "f32", 0x70400001, "0x70400001 ok 0"),
        ("f8E4M3FN", "f8E4M3FNUZ", 0x63, "0x6B ok 0"),
        ("f8E4M3B11FNUZ", "f8E5M2", 0xA8, "0xA4 ok 0"),
        ("f32", "tf32", 0xEEFFFFFF, "0x77800 X 1"),
        (
            "f128",
            "f8E4M3B11FNUZ",
            0x37780000000000000000000000000001,
            "0x0 UX 1",
        ),
        (
            "f128",
            "f64",
            0xC2505CF6D9D4164190513754818ABBEC,
            "0xE505CF6D9D416419 X 1",
        ),
        ("f8E4M3B11FNUZ", "f8E4M3FNUZ", 0xDB, "0xC3 ok 0"),
        ("f8E4M3FNUZ", "f8E5M2", 0x9A, "0xA9 ok 0"),
        ("f64", "tf32", 0x1FDCD58DA3A76E4E, "0x0 UX 1"),
        ("f64", "tf32", 0x555FFFFFFFFFFFFE, "0x3FC00 OX 1"),
        ("f8E4M3", "f8E4M3FN", 0x4, "0x4 ok 0"),
        (
            "f8E4M3FN",
            "f128",
            0x8C,
            "0xBFF98000000000000000000000000000 ok 0",
        ),
        ("f8E5M2", "f16", 0xA0, "0xA000 ok 0"),
        ("tf32", "f80", 0x1FFEF, "0x3FFFFDE0000000000000 ok 0"),
        ("bf16", "f80", 0xACBC, "0xBFD9BC00000000000000 ok 0"),
    ];
}
