//! Folders of the `arith` ops (upstream's `fold` methods in `ArithOps.cpp`) and the
//! constant-folding helpers they share (`constFoldBinaryOp`, `constFoldUnaryOp`,
//! `constFoldCastOp` of `CommonFolders.h`).
//!
//! Integer constants are folded on elements of at most 128 bits (wider ones do not fold);
//! float constants of at most 64 bits are computed exactly in `f64` and rounded once to their
//! type, which gives the correctly rounded `+ - * /` as `APFloat` does (`f64` has more than
//! twice their precision plus two bits). A float fold whose result would be a NaN computed
//! from a NaN operand is not done (payload propagation is not modelled).

use rmlir_ir::apfloat::{ApFloat, FloatSemantics};
use rmlir_ir::apint::ApInt;
use rmlir_ir::rewrite::{FoldAdaptor, Folded};
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind, ValueId};

// ---- constant decoding ----------------------------------------------------------------------

/// The bit width of an integer or index element type.
pub(crate) fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

pub(crate) fn float_sem(ctx: &Context, t: Type) -> Option<FloatSemantics> {
    match ctx.type_kind(t) {
        TypeKind::Float(s) => Some(*s),
        _ => None,
    }
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn elem_or_self(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

fn apint_to_u128(v: &ApInt) -> u128 {
    let w = v.words();
    let lo = w.first().copied().unwrap_or(0) as u128;
    let hi = w.get(1).copied().unwrap_or(0) as u128;
    (lo | (hi << 64)) & mask(v.width())
}

/// Sign-extends the low `width` bits of `v` to an `i128`.
fn sext(v: u128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    let sh = 128 - width;
    ((v << sh) as i128) >> sh
}

/// A constant scalar or elements attribute, decoded: its type, whether it is shaped, and its
/// elements as bit patterns (one element for a scalar or a splat).
#[derive(Clone, Debug)]
pub(crate) struct Elems {
    pub ty: Type,
    pub shaped: bool,
    pub width: u32,
    pub vals: Vec<u128>,
}

impl Elems {
    pub fn splat_value(&self) -> Option<u128> {
        (self.vals.len() == 1).then(|| self.vals[0])
    }
}

fn decode(ctx: &Context, a: Attribute, want_float: bool) -> Option<Elems> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } if !want_float => {
            let width = int_width(ctx, *ty)?;
            (width <= 128).then(|| Elems {
                ty: *ty,
                shaped: false,
                width,
                vals: vec![apint_to_u128(value)],
            })
        }
        AttrKind::Float { ty, bits } if want_float => {
            let width = float_sem(ctx, *ty)?.bit_width();
            Some(Elems {
                ty: *ty,
                shaped: false,
                width,
                vals: vec![*bits],
            })
        }
        AttrKind::DenseIntOrFp { ty, data, splat } => {
            let elem = ctx.element_type(*ty)?;
            let width = if want_float {
                float_sem(ctx, elem)?.bit_width()
            } else {
                int_width(ctx, elem)?
            };
            if width > 128 {
                return None;
            }
            let n = (width as usize).div_ceil(8).max(1);
            let vals: Vec<u128> = data
                .chunks(n)
                .map(|c| {
                    let mut b = [0u8; 16];
                    b[..c.len()].copy_from_slice(c);
                    u128::from_le_bytes(b) & mask(width)
                })
                .collect();
            if vals.is_empty() || (!*splat && vals.len() == 1 && !is_single(ctx, *ty)) {
                return None;
            }
            Some(Elems {
                ty: *ty,
                shaped: true,
                width,
                vals,
            })
        }
        _ => None,
    }
}

fn is_single(ctx: &Context, ty: Type) -> bool {
    ctx.shaped_parts(ty)
        .is_some_and(|(s, _)| s.iter().product::<i64>() == 1)
}

pub(crate) fn decode_int(ctx: &Context, a: Option<Attribute>) -> Option<Elems> {
    decode(ctx, a?, false)
}

pub(crate) fn decode_float(ctx: &Context, a: Option<Attribute>) -> Option<Elems> {
    decode(ctx, a?, true)
}

/// Builds a scalar or (splat-detecting) elements attribute of type `ty`.
pub(crate) fn encode(ctx: &Context, ty: Type, vals: &[u128]) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => {
            let w = *width;
            let v = vals[0] & mask(w);
            Some(ctx.get_attr(AttrKind::Integer {
                ty,
                value: ApInt::from_words(w, &[v as u64, (v >> 64) as u64]),
            }))
        }
        TypeKind::Index => Some(ctx.get_attr(AttrKind::Integer {
            ty,
            value: ApInt::from_words(64, &[vals[0] as u64]),
        })),
        TypeKind::Float(_) => Some(ctx.get_attr(AttrKind::Float { ty, bits: vals[0] })),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            let (shape, elem) = ctx.shaped_parts(ty)?;
            if shape.iter().any(|&d| d < 0) {
                return None;
            }
            let num: i64 = shape.iter().product();
            let width = ctx.int_or_float_bitwidth(elem)?;
            let n = (width as usize).div_ceil(8).max(1);
            let splat = vals.iter().all(|v| *v == vals[0]);
            let bytes = |v: u128| (v & mask(width)).to_le_bytes()[..n].to_vec();
            let (data, splat) = if splat && (num != 1 || vals.len() == 1) {
                (bytes(vals[0]), true)
            } else if vals.len() == 1 {
                (bytes(vals[0]).repeat(num as usize), false)
            } else {
                (vals.iter().flat_map(|v| bytes(*v)).collect(), false)
            };
            Some(ctx.get_attr(AttrKind::DenseIntOrFp {
                ty,
                data: data.into(),
                splat,
            }))
        }
        _ => None,
    }
}

/// The zero of an integer-like or float-like type (upstream's `Builder::getZeroAttr`).
pub(crate) fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    encode(ctx, ty, &[0])
}

/// Whether `a` is the integer `v` (scalar or splat; upstream's `m_Zero`, `m_One`).
pub(crate) fn is_int(ctx: &Context, a: Option<Attribute>, v: i128) -> bool {
    decode_int(ctx, a)
        .and_then(|e| e.splat_value().map(|x| x == (v as u128) & mask(e.width)))
        .unwrap_or(false)
}

pub(crate) fn is_all_ones(ctx: &Context, a: Option<Attribute>) -> bool {
    is_int(ctx, a, -1)
}

/// The constant operand `i` of `op` through its defining op (upstream's `m_Constant` on a
/// value).
pub(crate) fn value_const(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    rmlir_ir::rewrite::fold::value_constant(ctx, body, v)
}

/// Applies `f` elementwise to two constants of the same type (upstream's
/// `constFoldBinaryOp`); `f` returns `None` to refuse the fold.
pub(crate) fn bin_elems(
    a: &Elems,
    b: &Elems,
    mut f: impl FnMut(u128, u128) -> Option<u128>,
) -> Option<Vec<u128>> {
    if a.ty != b.ty || a.shaped != b.shaped {
        return None;
    }
    let n = a.vals.len().max(b.vals.len());
    if a.vals.len() != n && a.vals.len() != 1 || b.vals.len() != n && b.vals.len() != 1 {
        return None;
    }
    let get = |e: &Elems, i: usize| {
        if e.vals.len() == 1 {
            e.vals[0]
        } else {
            e.vals[i]
        }
    };
    (0..n).map(|i| f(get(a, i), get(b, i))).collect()
}

/// Integer binary constant folding into the op's result type.
fn int_binary(
    ad: &FoldAdaptor<'_>,
    res_ty: Option<Type>,
    f: impl FnMut(u128, u128) -> Option<u128>,
) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = decode_int(ctx, ad.operand(0))?;
    let b = decode_int(ctx, ad.operand(1))?;
    let vals = bin_elems(&a, &b, f)?;
    let ty = res_ty.unwrap_or(a.ty);
    Some(Folded::attr(encode(ctx, ty, &vals)?))
}

fn result_type(ad: &FoldAdaptor<'_>) -> Type {
    ad.body.value_type(ad.body.result(ad.op, 0))
}

fn lhs(ad: &FoldAdaptor<'_>) -> ValueId {
    ad.body.operand(ad.op, 0)
}
fn rhs(ad: &FoldAdaptor<'_>) -> ValueId {
    ad.body.operand(ad.op, 1)
}

/// The defining op of `v` if it is named `name`.
pub(crate) fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    let d = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(d)) == name).then_some(d)
}

/// The integer value of the enum property `i` of `op`.
pub(crate) fn enum_prop(ctx: &Context, body: &Body, op: OpId, i: usize) -> Option<i64> {
    match ctx.attr_kind(body.op(op).props.get(i).copied().flatten()?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

// ---- constant -------------------------------------------------------------------------------

pub(crate) fn fold_constant(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    Some(Folded::attr(ad.body.op(ad.op).props.first().copied()??))
}

/// Upstream's `arith::ConstantOp::isBuildableWith`.
pub(crate) fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if ctx.attr_type(value) != Some(ty) {
        return false;
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != rmlir_ir::types::Signedness::Signless {
            return false;
        }
    }
    rmlir_ir::ods::constraints::is_int_float_or_elements(ctx, value)
}

// ---- integer arithmetic -----------------------------------------------------------------------

pub(crate) fn fold_addi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    if is_int(ctx, ad.operand(1), 0) {
        return Some(Folded::value(lhs(ad)));
    }
    if let Some(sub) = def_named(ctx, body, lhs(ad), "arith.subi") {
        if rhs(ad) == body.operand(sub, 1) {
            return Some(Folded::value(body.operand(sub, 0)));
        }
    }
    if let Some(sub) = def_named(ctx, body, rhs(ad), "arith.subi") {
        if lhs(ad) == body.operand(sub, 1) {
            return Some(Folded::value(body.operand(sub, 0)));
        }
    }
    int_binary(ad, None, |a, b| Some(a.wrapping_add(b)))
}

pub(crate) fn fold_subi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    if lhs(ad) == rhs(ad) {
        if let Some(z) = zero_attr(ctx, result_type(ad)) {
            return Some(Folded::attr(z));
        }
    }
    if is_int(ctx, ad.operand(1), 0) {
        return Some(Folded::value(lhs(ad)));
    }
    if let Some(add) = def_named(ctx, body, lhs(ad), "arith.addi") {
        if rhs(ad) == body.operand(add, 1) {
            return Some(Folded::value(body.operand(add, 0)));
        }
        if rhs(ad) == body.operand(add, 0) {
            return Some(Folded::value(body.operand(add, 1)));
        }
    }
    int_binary(ad, None, |a, b| Some(a.wrapping_sub(b)))
}

pub(crate) fn fold_muli(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = ad.ctx;
    if is_int(ctx, ad.operand(1), 0) {
        return Some(Folded::value(rhs(ad)));
    }
    if is_int(ctx, ad.operand(1), 1) {
        return Some(Folded::value(lhs(ad)));
    }
    int_binary(ad, None, |a, b| Some(a.wrapping_mul(b)))
}

/// `(a * b) / b -> a` when the multiplication has the overflow flags `flags` (upstream's
/// `foldDivMul`).
fn fold_div_mul(ad: &FoldAdaptor<'_>, flags: i64) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    let mul = def_named(ctx, body, lhs(ad), "arith.muli")?;
    let have = body
        .op(mul)
        .props
        .first()
        .copied()
        .flatten()
        .and_then(|a| crate::arith::attrs::OVERFLOW_ATTR.value(ctx, a))
        .unwrap_or(0) as i64;
    if have & flags != flags {
        return None;
    }
    if body.operand(mul, 0) == rhs(ad) {
        return Some(Folded::value(body.operand(mul, 1)));
    }
    if body.operand(mul, 1) == rhs(ad) {
        return Some(Folded::value(body.operand(mul, 0)));
    }
    None
}

const NSW: i64 = 1;
const NUW: i64 = 2;

pub(crate) fn fold_divui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_int(ad.ctx, ad.operand(1), 1) {
        return Some(Folded::value(lhs(ad)));
    }
    if let Some(f) = fold_div_mul(ad, NUW) {
        return Some(f);
    }
    int_binary(ad, None, |a, b| (b != 0).then(|| a / b))
}

pub(crate) fn fold_divsi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_int(ad.ctx, ad.operand(1), 1) {
        return Some(Folded::value(lhs(ad)));
    }
    if let Some(f) = fold_div_mul(ad, NSW) {
        return Some(f);
    }
    let w = decode_int(ad.ctx, ad.operand(0))?.width;
    int_binary(ad, None, |a, b| {
        let (a, b) = (sext(a, w), sext(b, w));
        if b == 0 || (b == -1 && a == sext(1u128 << (w - 1), w)) {
            return None;
        }
        Some((a / b) as u128)
    })
}

pub(crate) fn fold_remui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_int(ad.ctx, ad.operand(1), 1) {
        return Some(Folded::attr(zero_attr(ad.ctx, result_type(ad))?));
    }
    int_binary(ad, None, |a, b| (b != 0).then(|| a % b))
}

pub(crate) fn fold_remsi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_int(ad.ctx, ad.operand(1), 1) {
        return Some(Folded::attr(zero_attr(ad.ctx, result_type(ad))?));
    }
    let w = decode_int(ad.ctx, ad.operand(0))?.width;
    int_binary(ad, None, |a, b| {
        let (a, b) = (sext(a, w), sext(b, w));
        if b == 0 {
            return None;
        }
        Some(a.wrapping_rem(b) as u128)
    })
}

/// `xori(x, -1)` with `x == v`: whether `not_v` is that op.
fn is_not_of(ctx: &Context, body: &Body, not_v: ValueId, v: ValueId) -> Option<OpId> {
    let x = def_named(ctx, body, not_v, "arith.xori")?;
    (body.operand(x, 0) == v && is_all_ones(ctx, value_const(ctx, body, body.operand(x, 1))))
        .then_some(x)
}

pub(crate) fn fold_andi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    if is_int(ctx, ad.operand(1), 0) {
        return Some(Folded::value(rhs(ad)));
    }
    if is_all_ones(ctx, ad.operand(1)) {
        return Some(Folded::value(lhs(ad)));
    }
    if is_not_of(ctx, body, rhs(ad), lhs(ad)).is_some()
        || is_not_of(ctx, body, lhs(ad), rhs(ad)).is_some()
    {
        return Some(Folded::attr(zero_attr(ctx, result_type(ad))?));
    }
    for (prev, other) in [(lhs(ad), rhs(ad)), (rhs(ad), lhs(ad))] {
        if let Some(p) = def_named(ctx, body, prev, "arith.andi") {
            if other == body.operand(p, 0) || other == body.operand(p, 1) {
                return Some(Folded::value(prev));
            }
        }
    }
    int_binary(ad, None, |a, b| Some(a & b))
}

pub(crate) fn fold_ori(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    if is_int(ctx, ad.operand(1), 0) {
        return Some(Folded::value(lhs(ad)));
    }
    if is_all_ones(ctx, ad.operand(1)) {
        return Some(Folded::attr(ad.operand(1)?));
    }
    if let Some(x) = is_not_of(ctx, body, rhs(ad), lhs(ad)) {
        return Some(Folded::value(body.operand(x, 1)));
    }
    if let Some(x) = is_not_of(ctx, body, lhs(ad), rhs(ad)) {
        return Some(Folded::value(body.operand(x, 1)));
    }
    int_binary(ad, None, |a, b| Some(a | b))
}

pub(crate) fn fold_xori(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    if is_int(ctx, ad.operand(1), 0) {
        return Some(Folded::value(lhs(ad)));
    }
    if lhs(ad) == rhs(ad) {
        return Some(Folded::attr(zero_attr(ctx, result_type(ad))?));
    }
    if let Some(p) = def_named(ctx, body, lhs(ad), "arith.xori") {
        if body.operand(p, 1) == rhs(ad) {
            return Some(Folded::value(body.operand(p, 0)));
        }
        if body.operand(p, 0) == rhs(ad) {
            return Some(Folded::value(body.operand(p, 1)));
        }
    }
    if let Some(p) = def_named(ctx, body, rhs(ad), "arith.xori") {
        if body.operand(p, 1) == lhs(ad) {
            return Some(Folded::value(body.operand(p, 0)));
        }
        if body.operand(p, 0) == lhs(ad) {
            return Some(Folded::value(body.operand(p, 1)));
        }
    }
    int_binary(ad, None, |a, b| Some(a ^ b))
}

fn fold_shift(ad: &FoldAdaptor<'_>, f: fn(u128, u32, u32) -> u128) -> Option<Folded> {
    if is_int(ad.ctx, ad.operand(1), 0) {
        return Some(Folded::value(lhs(ad)));
    }
    let w = decode_int(ad.ctx, ad.operand(0))?.width;
    let mut bounded = false;
    let r = int_binary(ad, None, |a, b| {
        bounded = b < w as u128;
        Some(if bounded { f(a, b as u32, w) } else { 0 })
    });
    if bounded {
        r
    } else {
        None
    }
}

pub(crate) fn fold_shli(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_shift(ad, |a, b, w| (a << b) & mask(w))
}
pub(crate) fn fold_shrui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_shift(ad, |a, b, _| a >> b)
}
pub(crate) fn fold_shrsi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_shift(ad, |a, b, w| ((sext(a, w) >> b) as u128) & mask(w))
}

fn fold_minmax(ad: &FoldAdaptor<'_>, signed: bool, max: bool) -> Option<Folded> {
    if lhs(ad) == rhs(ad) {
        return Some(Folded::value(rhs(ad)));
    }
    if let Some(c) = decode_int(ad.ctx, ad.operand(1)) {
        if let Some(v) = c.splat_value() {
            let w = c.width;
            let (lo, hi) = if signed {
                (1u128 << (w - 1), mask(w) >> 1)
            } else {
                (0, mask(w))
            };
            // The absorbing bound gives the constant, the neutral one the other operand.
            let (absorb, neutral) = if max { (hi, lo) } else { (lo, hi) };
            if v == absorb {
                return Some(Folded::value(rhs(ad)));
            }
            if v == neutral {
                return Some(Folded::value(lhs(ad)));
            }
        }
    }
    let w = decode_int(ad.ctx, ad.operand(0))?.width;
    int_binary(ad, None, |a, b| {
        let a_gt = if signed {
            sext(a, w) > sext(b, w)
        } else {
            a > b
        };
        Some(if a_gt == max { a } else { b })
    })
}

pub(crate) fn fold_maxsi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_minmax(ad, true, true)
}
pub(crate) fn fold_maxui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_minmax(ad, false, true)
}
pub(crate) fn fold_minsi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_minmax(ad, true, false)
}
pub(crate) fn fold_minui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_minmax(ad, false, false)
}

// ---- cmpi -----------------------------------------------------------------------------------

/// `eq ne slt sle sgt sge ult ule ugt uge`.
pub(crate) fn apply_cmpi(pred: i64, a: u128, b: u128, w: u32) -> bool {
    let (sa, sb) = (sext(a, w), sext(b, w));
    match pred {
        0 => a == b,
        1 => a != b,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        _ => a >= b,
    }
}

/// A boolean of `ty` (i1 or a shaped type of i1; upstream's `getBoolAttribute`).
fn bool_attr(ctx: &Context, ty: Type, v: bool) -> Option<Attribute> {
    encode(ctx, ty, &[v as u128])
}

pub(crate) fn fold_cmpi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    let pred = enum_prop(ctx, body, ad.op, 0)?;
    if lhs(ad) == rhs(ad) {
        let v = matches!(pred, 0 | 3 | 5 | 7 | 9);
        return Some(Folded::attr(bool_attr(ctx, result_type(ad), v)?));
    }
    let lhs_is_i1 = int_width(ctx, elem_or_self(ctx, body.value_type(lhs(ad)))) == Some(1)
        && matches!(
            ctx.type_kind(elem_or_self(ctx, body.value_type(lhs(ad)))),
            TypeKind::Integer { .. }
        );
    if is_int(ctx, ad.operand(1), 0) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(ctx, body, lhs(ad), ext) {
                let src = body.operand(e, 0);
                let w = int_width(ctx, elem_or_self(ctx, body.value_type(src)));
                if w == Some(1) && pred == 1 {
                    return Some(Folded::value(src));
                }
            }
        }
        if lhs_is_i1 && pred == 1 {
            return Some(Folded::value(lhs(ad)));
        }
    }
    if is_int(ctx, ad.operand(1), 1) && lhs_is_i1 && pred == 0 {
        return Some(Folded::value(lhs(ad)));
    }
    if ad.operand(0).is_some() && ad.operand(1).is_none() {
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        let old = body.op(ad.op).props.first().copied().flatten()?;
        let new_pred = ctx.int_attr(ctx.attr_type(old)?, swapped);
        return Some(Folded::InPlace(
            vec![
                rmlir_ir::rewrite::Edit::Prop(0, Some(new_pred)),
                rmlir_ir::rewrite::Edit::Operands(vec![rhs(ad), lhs(ad)].into()),
            ]
            .into(),
        ));
    }
    let w = decode_int(ctx, ad.operand(0))?.width;
    int_binary(ad, Some(result_type(ad)), |a, b| {
        Some(apply_cmpi(pred, a, b, w) as u128)
    })
}

// ---- select ---------------------------------------------------------------------------------

pub(crate) fn fold_select(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    let cond = body.operand(ad.op, 0);
    let t = body.operand(ad.op, 1);
    let f = body.operand(ad.op, 2);
    if t == f {
        return Some(Folded::value(t));
    }
    if is_int(ctx, ad.operand(0), 1) {
        return Some(Folded::value(t));
    }
    if is_int(ctx, ad.operand(0), 0) {
        return Some(Folded::value(f));
    }
    // A fully poisoned operand: the result is the other one.
    let poison = Some(crate::ub::poison_attr(ctx));
    if ad.operand(1) == poison {
        return Some(Folded::value(f));
    }
    if ad.operand(2) == poison {
        return Some(Folded::value(t));
    }
    let res_ty = result_type(ad);
    if matches!(ctx.type_kind(res_ty), TypeKind::Integer { width: 1, .. })
        && is_int(ctx, ad.operand(1), 1)
        && is_int(ctx, ad.operand(2), 0)
    {
        return Some(Folded::value(cond));
    }
    if let Some(cmp) = def_named(ctx, body, cond, "arith.cmpi") {
        let pred = enum_prop(ctx, body, cmp, 0)?;
        if pred == 0 || pred == 1 {
            let (cl, cr) = (body.operand(cmp, 0), body.operand(cmp, 1));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return Some(Folded::value(if pred == 1 { t } else { f }));
            }
        }
    }
    // A constant non-splat condition over constant operands.
    let c = decode_int(ctx, ad.operand(0))?;
    if !c.shaped {
        return None;
    }
    let tv = ad.operand(1)?;
    let fv = ad.operand(2)?;
    let (tk, fk) = (ctx.attr_kind(tv), ctx.attr_kind(fv));
    if !matches!(tk, AttrKind::DenseIntOrFp { .. }) || !matches!(fk, AttrKind::DenseIntOrFp { .. })
    {
        return None;
    }
    let te = decode_int(ctx, Some(tv)).or_else(|| decode_float(ctx, Some(tv)))?;
    let fe = decode_int(ctx, Some(fv)).or_else(|| decode_float(ctx, Some(fv)))?;
    let n = c.vals.len().max(te.vals.len()).max(fe.vals.len());
    let get = |e: &Elems, i: usize| {
        if e.vals.len() == 1 {
            e.vals[0]
        } else {
            e.vals[i]
        }
    };
    let vals: Vec<u128> = (0..n)
        .map(|i| {
            if get(&c, i) != 0 {
                get(&te, i)
            } else {
                get(&fe, i)
            }
        })
        .collect();
    Some(Folded::attr(encode(ctx, te.ty, &vals)?))
}

// ---- casts ----------------------------------------------------------------------------------

/// Upstream's `constFoldCastOp` on integers: `f(value, source width)` per element.
fn int_cast(ad: &FoldAdaptor<'_>, f: impl Fn(u128, u32) -> u128) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = decode_int(ctx, ad.operand(0))?;
    let ty = result_type(ad);
    let out_w = int_width(ctx, elem_or_self(ctx, ty))?;
    if out_w > 128 {
        return None;
    }
    let vals: Vec<u128> = a
        .vals
        .iter()
        .map(|&v| f(v, a.width) & mask(out_w))
        .collect();
    Some(Folded::attr(encode(ctx, ty, &vals)?))
}

fn zext_u(v: u128, _w: u32) -> u128 {
    v
}
fn sext_u(v: u128, w: u32) -> u128 {
    sext(v, w) as u128
}

fn fold_ext(ad: &FoldAdaptor<'_>, name: &str, f: fn(u128, u32) -> u128) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    if let Some(prev) = def_named(ctx, body, body.operand(ad.op, 0), name) {
        return Some(Folded::InPlace(
            vec![rmlir_ir::rewrite::Edit::Operand(0, body.operand(prev, 0))].into(),
        ));
    }
    int_cast(ad, f)
}

pub(crate) fn fold_extui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_ext(ad, "arith.extui", zext_u)
}
pub(crate) fn fold_extsi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_ext(ad, "arith.extsi", sext_u)
}

pub(crate) fn fold_trunci(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    let input = body.operand(ad.op, 0);
    let ext = def_named(ctx, body, input, "arith.extui")
        .or_else(|| def_named(ctx, body, input, "arith.extsi"));
    if let Some(e) = ext {
        let src = body.operand(e, 0);
        let st = elem_or_self(ctx, body.value_type(src));
        let dt = elem_or_self(ctx, result_type(ad));
        if int_width(ctx, st)? > int_width(ctx, dt)? {
            return Some(Folded::InPlace(
                vec![rmlir_ir::rewrite::Edit::Operand(0, src)].into(),
            ));
        }
        if st == dt {
            return Some(Folded::value(src));
        }
    }
    if let Some(t) = def_named(ctx, body, input, "arith.trunci") {
        return Some(Folded::InPlace(
            vec![rmlir_ir::rewrite::Edit::Operand(0, body.operand(t, 0))].into(),
        ));
    }
    int_cast(ad, zext_u)
}

pub(crate) fn fold_index_cast(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    int_cast(ad, sext_u)
}
pub(crate) fn fold_index_castui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    int_cast(ad, zext_u)
}

// ---- floating point -------------------------------------------------------------------------

fn to_f64(sem: FloatSemantics, bits: u128) -> Option<f64> {
    if sem.bit_width() > 64 {
        return None;
    }
    Some(ApFloat::from_bits(sem, bits).to_f64())
}

fn from_f64(sem: FloatSemantics, x: f64, from_nan: bool) -> Option<u128> {
    if x.is_nan() {
        if from_nan {
            return None;
        }
        return Some(ApFloat::qnan(sem).bits());
    }
    Some(ApFloat::from_f64_in(sem, x).0.bits())
}

/// APFloat's result for an arithmetic op with a NaN operand: the first NaN operand (lhs
/// before rhs), quieted, sign and payload kept. `None` when neither is NaN, or for formats
/// whose NaN is not IEEE-encoded.
fn propagated_nan(sem: FloatSemantics, x: u128, y: u128) -> Option<u128> {
    let nan = [x, y]
        .into_iter()
        .find(|&v| ApFloat::from_bits(sem, v).is_nan())?;
    if sem.nan_encoding() != rmlir_ir::apfloat::NanEncoding::Ieee {
        return None;
    }
    Some(nan | (1u128 << (sem.precision() - 2)))
}

fn float_binary(ad: &FoldAdaptor<'_>, f: fn(f64, f64) -> f64) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = decode_float(ctx, ad.operand(0))?;
    let b = decode_float(ctx, ad.operand(1))?;
    let sem = float_sem(ctx, elem_or_self(ctx, a.ty))?;
    let vals = bin_elems(&a, &b, |x, y| {
        if let Some(nan) = propagated_nan(sem, x, y) {
            return Some(nan);
        }
        let (x, y) = (to_f64(sem, x)?, to_f64(sem, y)?);
        from_f64(sem, f(x, y), x.is_nan() || y.is_nan())
    })?;
    Some(Folded::attr(encode(ctx, a.ty, &vals)?))
}

/// Whether `a` is the float `v` (scalar or splat, bitwise: `-0.0` is not `0.0`).
fn is_float(ctx: &Context, a: Option<Attribute>, v: f64) -> bool {
    let Some(e) = decode_float(ctx, a) else {
        return false;
    };
    let Some(sem) = float_sem(ctx, elem_or_self(ctx, e.ty)) else {
        return false;
    };
    e.splat_value()
        .is_some_and(|x| ApFloat::from_f64_in(sem, v).0.bits() == x)
}

pub(crate) fn fold_addf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_float(ad.ctx, ad.operand(1), -0.0) {
        return Some(Folded::value(lhs(ad)));
    }
    float_binary(ad, |a, b| a + b)
}
pub(crate) fn fold_subf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_float(ad.ctx, ad.operand(1), 0.0) {
        return Some(Folded::value(lhs(ad)));
    }
    float_binary(ad, |a, b| a - b)
}
pub(crate) fn fold_mulf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_float(ad.ctx, ad.operand(1), 1.0) {
        return Some(Folded::value(lhs(ad)));
    }
    float_binary(ad, |a, b| a * b)
}
pub(crate) fn fold_divf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_float(ad.ctx, ad.operand(1), 1.0) {
        return Some(Folded::value(lhs(ad)));
    }
    float_binary(ad, |a, b| a / b)
}

pub(crate) fn fold_negf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    if let Some(n) = def_named(ctx, body, lhs(ad), "arith.negf") {
        return Some(Folded::value(body.operand(n, 0)));
    }
    let a = decode_float(ctx, ad.operand(0))?;
    let sem = float_sem(ctx, elem_or_self(ctx, a.ty))?;
    let vals: Vec<u128> = a
        .vals
        .iter()
        .map(|&x| ApFloat::from_bits(sem, x).neg().bits())
        .collect();
    Some(Folded::attr(encode(ctx, a.ty, &vals)?))
}

// ---- remaining integer folders --------------------------------------------------------------

fn smin_of(w: u32) -> u128 {
    1u128 << (w - 1)
}

pub(crate) fn fold_ceildivui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_int(ad.ctx, ad.operand(1), 1) {
        return Some(Folded::value(lhs(ad)));
    }
    let w = decode_int(ad.ctx, ad.operand(0))?.width;
    int_binary(ad, None, |a, b| {
        if b == 0 {
            return None;
        }
        let q = a / b;
        if a % b == 0 {
            return Some(q);
        }
        (q < mask(w)).then_some(q + 1)
    })
}

/// `(a - 1) / b + 1` for positive operands, `None` on overflow.
fn signed_ceil_nonneg(a: i128, b: i128, w: u32) -> Option<i128> {
    let (lo, hi) = (sext(smin_of(w), w), sext(mask(w) >> 1, w));
    let v = (a - 1) / b + 1;
    (lo..=hi).contains(&v).then_some(v)
}

pub(crate) fn fold_ceildivsi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_int(ad.ctx, ad.operand(1), 1) {
        return Some(Folded::value(lhs(ad)));
    }
    let w = decode_int(ad.ctx, ad.operand(0))?.width;
    if w > 64 {
        return None;
    }
    let (lo, hi) = (sext(smin_of(w), w), sext(mask(w) >> 1, w));
    let fits = |v: i128| (lo..=hi).contains(&v).then_some(v);
    int_binary(ad, None, |a, b| {
        let (a, b) = (sext(a, w), sext(b, w));
        if b == 0 {
            return None;
        }
        if a == 0 {
            return Some(0);
        }
        let r = if a > 0 && b > 0 {
            signed_ceil_nonneg(a, b, w)?
        } else if a < 0 && b < 0 {
            signed_ceil_nonneg(fits(-a)?, fits(-b)?, w)?
        } else if a < 0 {
            fits(-(fits(fits(-a)? / b)?))?
        } else {
            let pb = fits(-b)?;
            fits(-(fits(a / pb)?))?
        };
        Some(r as u128 & mask(w))
    })
}

pub(crate) fn fold_floordivsi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if is_int(ad.ctx, ad.operand(1), 1) {
        return Some(Folded::value(lhs(ad)));
    }
    let w = decode_int(ad.ctx, ad.operand(0))?.width;
    if w > 64 {
        return None;
    }
    int_binary(ad, None, |a, b| {
        let (a, b) = (sext(a, w), sext(b, w));
        if b == 0 || (a == sext(smin_of(w), w) && b == -1) {
            return None;
        }
        let q = a / b;
        let q = if a % b != 0 && ((a < 0) != (b < 0)) {
            q - 1
        } else {
            q
        };
        Some(q as u128 & mask(w))
    })
}

// ---- multi-result folders -------------------------------------------------------------------

use rmlir_ir::rewrite::FoldResult;

fn two(a: FoldResult, b: FoldResult) -> Folded {
    Folded::Replace(vec![a, b].into())
}

pub(crate) fn fold_addui_extended(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    let ovf_ty = body.value_type(body.result(ad.op, 1));
    if is_int(ctx, value_const(ctx, body, rhs(ad)), 0) {
        return Some(two(
            FoldResult::Value(lhs(ad)),
            FoldResult::Attr(zero_attr(ctx, ovf_ty)?),
        ));
    }
    let a = decode_int(ctx, ad.operand(0))?;
    let b = decode_int(ctx, ad.operand(1))?;
    let w = a.width;
    let sums = bin_elems(&a, &b, |x, y| Some(x.wrapping_add(y) & mask(w)))?;
    let ovf = bin_elems(&a, &b, |x, y| {
        Some((x.wrapping_add(y) & mask(w) < x) as u128)
    })?;
    Some(two(
        FoldResult::Attr(encode(ctx, a.ty, &sums)?),
        FoldResult::Attr(encode(ctx, ovf_ty, &ovf)?),
    ))
}

fn fold_mul_extended(ad: &FoldAdaptor<'_>, signed: bool) -> Option<Folded> {
    let ctx = ad.ctx;
    if is_int(ctx, ad.operand(1), 0) {
        let z = ad.operand(1)?;
        return Some(two(FoldResult::Attr(z), FoldResult::Attr(z)));
    }
    if !signed && is_int(ctx, ad.operand(1), 1) {
        let z = zero_attr(ctx, ad.body.value_type(lhs(ad)))?;
        return Some(two(FoldResult::Value(lhs(ad)), FoldResult::Attr(z)));
    }
    let a = decode_int(ctx, ad.operand(0))?;
    let b = decode_int(ctx, ad.operand(1))?;
    let w = a.width;
    if w > 64 {
        return None;
    }
    let low = bin_elems(&a, &b, |x, y| Some(x.wrapping_mul(y) & mask(w)))?;
    let high = bin_elems(&a, &b, |x, y| {
        let p = if signed {
            (sext(x, w) * sext(y, w)) as u128
        } else {
            x * y
        };
        Some((p >> w) & mask(w))
    })?;
    Some(two(
        FoldResult::Attr(encode(ctx, a.ty, &low)?),
        FoldResult::Attr(encode(ctx, a.ty, &high)?),
    ))
}

pub(crate) fn fold_mulsi_extended(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_mul_extended(ad, true)
}
pub(crate) fn fold_mului_extended(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_mul_extended(ad, false)
}

// ---- bitcast --------------------------------------------------------------------------------

pub(crate) fn fold_bitcast(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = ad.ctx;
    let res = result_type(ad);
    let input = ad.body.operand(ad.op, 0);
    if let Some(a) = ad.operand(0) {
        let e = decode_int(ctx, Some(a)).or_else(|| decode_float(ctx, Some(a)));
        if let Some(e) = e {
            if let Some(f) = encode(ctx, res, &e.vals) {
                return Some(Folded::attr(f));
            }
        }
    }
    // `CastOpInterface`'s trait folder: a cast to its own type is its input.
    (ad.body.value_type(input) == res).then(|| Folded::value(input))
}

// ---- float folders --------------------------------------------------------------------------

/// Applies `f` to the bit patterns of two float constants (NaN payloads kept as chosen).
fn float_bits_binary(
    ad: &FoldAdaptor<'_>,
    f: impl Fn(ApFloat, ApFloat) -> Option<ApFloat>,
) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = decode_float(ctx, ad.operand(0))?;
    let b = decode_float(ctx, ad.operand(1))?;
    let sem = float_sem(ctx, elem_or_self(ctx, a.ty))?;
    let vals = bin_elems(&a, &b, |x, y| {
        Some(f(ApFloat::from_bits(sem, x), ApFloat::from_bits(sem, y))?.bits())
    })?;
    Some(Folded::attr(encode(ctx, a.ty, &vals)?))
}

fn lt(a: &ApFloat, b: &ApFloat) -> bool {
    a.to_f64() < b.to_f64()
}

fn float_is(ctx: &Context, a: Option<Attribute>, pred: impl Fn(&ApFloat) -> bool) -> bool {
    let Some(e) = decode_float(ctx, a) else {
        return false;
    };
    let Some(sem) = float_sem(ctx, elem_or_self(ctx, e.ty)) else {
        return false;
    };
    e.splat_value()
        .is_some_and(|x| pred(&ApFloat::from_bits(sem, x)))
}

pub(crate) fn fold_remf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_bits_binary(ad, |a, b| {
        if let Some(nan) = propagated_nan(a.semantics(), a.bits(), b.bits()) {
            return Some(ApFloat::from_bits(a.semantics(), nan));
        }
        if a.semantics().bit_width() > 64 || a.is_nan() || b.is_nan() {
            return None;
        }
        let (x, y) = (a.to_f64(), b.to_f64());
        let r = x % y;
        if r.is_nan() {
            return Some(ApFloat::qnan(a.semantics()));
        }
        Some(ApFloat::from_f64_in(a.semantics(), r).0)
    })
}

pub(crate) fn fold_maximumf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if lhs(ad) == rhs(ad) {
        return Some(Folded::value(rhs(ad)));
    }
    if float_is(ad.ctx, ad.operand(1), |f| f.is_inf() && f.is_negative()) {
        return Some(Folded::value(lhs(ad)));
    }
    float_bits_binary(ad, |a, b| {
        if a.is_nan() {
            return Some(a);
        }
        if b.is_nan() {
            return Some(b);
        }
        if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
            return Some(if a.is_negative() { b } else { a });
        }
        Some(if lt(&a, &b) { b } else { a })
    })
}

pub(crate) fn fold_minimumf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if lhs(ad) == rhs(ad) {
        return Some(Folded::value(rhs(ad)));
    }
    if float_is(ad.ctx, ad.operand(1), |f| f.is_inf() && !f.is_negative()) {
        return Some(Folded::value(lhs(ad)));
    }
    float_bits_binary(ad, |a, b| {
        if a.is_nan() {
            return Some(a);
        }
        if b.is_nan() {
            return Some(b);
        }
        if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
            return Some(if a.is_negative() { a } else { b });
        }
        Some(if lt(&b, &a) { b } else { a })
    })
}

/// MLIR 19 folds `maxnumf` constants with `llvm::maximum` (NaN-propagating) and treats
/// `-inf` as its identity.
pub(crate) fn fold_maxnumf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_maximumf(ad)
}

/// MLIR 19's `minnumf`: `+inf` is its identity; constants fold with `llvm::minnum` (a NaN
/// operand gives the other one; `-0.0` is below `+0.0`).
pub(crate) fn fold_minnumf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if lhs(ad) == rhs(ad) {
        return Some(Folded::value(rhs(ad)));
    }
    if float_is(ad.ctx, ad.operand(1), |f| f.is_inf() && !f.is_negative()) {
        return Some(Folded::value(lhs(ad)));
    }
    float_bits_binary(ad, |a, b| {
        if a.is_nan() {
            return Some(b);
        }
        if b.is_nan() {
            return Some(a);
        }
        if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
            return Some(if a.is_negative() { a } else { b });
        }
        Some(if lt(&b, &a) { b } else { a })
    })
}

/// `false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true`.
pub(crate) fn apply_cmpf(pred: i64, a: f64, b: f64) -> bool {
    use std::cmp::Ordering::*;
    let c = a.partial_cmp(&b);
    let un = c.is_none();
    match pred {
        0 => false,
        1 => c == Some(Equal),
        2 => c == Some(Greater),
        3 => matches!(c, Some(Greater | Equal)),
        4 => c == Some(Less),
        5 => matches!(c, Some(Less | Equal)),
        6 => !un && c != Some(Equal),
        7 => !un,
        8 => un || c == Some(Equal),
        9 => un || c == Some(Greater),
        10 => un || matches!(c, Some(Greater | Equal)),
        11 => un || c == Some(Less),
        12 => un || matches!(c, Some(Less | Equal)),
        13 => c != Some(Equal),
        14 => un,
        _ => true,
    }
}

/// A scalar float constant (upstream's `dyn_cast<FloatAttr>`).
fn scalar_float(ctx: &Context, a: Option<Attribute>) -> Option<ApFloat> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { ty, bits } => Some(ApFloat::from_bits(float_sem(ctx, *ty)?, *bits)),
        _ => None,
    }
}

pub(crate) fn fold_cmpf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = ad.ctx;
    let mut l = scalar_float(ctx, ad.operand(0));
    let mut r = scalar_float(ctx, ad.operand(1));
    if l.is_some_and(|x| x.is_nan()) {
        r = l;
    }
    if r.is_some_and(|x| x.is_nan()) {
        l = r;
    }
    let (l, r) = (l?, r?);
    if l.semantics().bit_width() > 64 {
        return None;
    }
    let pred = enum_prop(ctx, ad.body, ad.op, 0)?;
    Some(Folded::attr(ctx.bool_attr(apply_cmpf(
        pred,
        l.to_f64(),
        r.to_f64(),
    ))))
}

/// Upstream's `constFoldCastOp` over float or integer elements: `f` maps one element (as
/// bits) of the input to the output's bits, `None` refusing the whole fold.
fn cast_elems(
    ad: &FoldAdaptor<'_>,
    from_float: bool,
    f: impl Fn(u128) -> Option<u128>,
) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = if from_float {
        decode_float(ctx, ad.operand(0))?
    } else {
        decode_int(ctx, ad.operand(0))?
    };
    let vals: Option<Vec<u128>> = a.vals.iter().map(|&v| f(v)).collect();
    Some(Folded::attr(encode(ctx, result_type(ad), &vals?)?))
}

/// Converts without loss (upstream's `convertFloatValue`), `None` otherwise.
fn convert_exact(v: ApFloat, to: FloatSemantics) -> Option<ApFloat> {
    use rmlir_ir::apfloat::NonFiniteBehavior;
    let nf = to.non_finite_behavior();
    if v.is_inf() && nf != NonFiniteBehavior::Ieee754 {
        return None;
    }
    let (r, status, loses) = v.convert_with_status(to);
    (status.is_ok() && !loses).then_some(r)
}

fn float_convert(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = ad.ctx;
    let from = float_sem(ctx, elem_or_self(ctx, ad.body.value_type(lhs(ad))))?;
    let to = float_sem(ctx, elem_or_self(ctx, result_type(ad)))?;
    cast_elems(ad, true, |v| {
        Some(convert_exact(ApFloat::from_bits(from, v), to)?.bits())
    })
}

pub(crate) fn fold_extf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_convert(ad)
}

pub(crate) fn fold_truncf(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    float_convert(ad)
}

/// The float nearest to the integer `v` (`convertFromAPInt`, ties to even).
fn int_to_float(sem: FloatSemantics, v: u128, w: u32, signed: bool) -> Option<u128> {
    let text = if signed {
        sext(v, w).to_string()
    } else {
        v.to_string()
    };
    Some(ApFloat::from_str_in(sem, &text).ok()?.0.bits())
}

fn fold_int_to_fp(ad: &FoldAdaptor<'_>, signed: bool) -> Option<Folded> {
    let ctx = ad.ctx;
    let w = int_width(ctx, elem_or_self(ctx, ad.body.value_type(lhs(ad))))?;
    let sem = float_sem(ctx, elem_or_self(ctx, result_type(ad)))?;
    cast_elems(ad, false, |v| int_to_float(sem, v, w, signed))
}

pub(crate) fn fold_sitofp(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_int_to_fp(ad, true)
}
pub(crate) fn fold_uitofp(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_int_to_fp(ad, false)
}

/// `convertToInteger` toward zero; `None` when the value does not fit (`opInvalidOp`).
fn fold_fp_to_int(ad: &FoldAdaptor<'_>, signed: bool) -> Option<Folded> {
    let ctx = ad.ctx;
    let sem = float_sem(ctx, elem_or_self(ctx, ad.body.value_type(lhs(ad))))?;
    let w = int_width(ctx, elem_or_self(ctx, result_type(ad)))?;
    if sem.bit_width() > 64 || w > 64 {
        return None;
    }
    cast_elems(ad, true, |v| {
        let x = ApFloat::from_bits(sem, v).to_f64();
        if !x.is_finite() {
            return None;
        }
        let t = x.trunc();
        let (lo, hi) = if signed {
            (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
        } else {
            (0.0, 2f64.powi(w as i32))
        };
        if t < lo || t >= hi {
            return None;
        }
        Some((t as i128) as u128 & mask(w))
    })
}

pub(crate) fn fold_fptosi(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_fp_to_int(ad, true)
}
pub(crate) fn fold_fptoui(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_fp_to_int(ad, false)
}
