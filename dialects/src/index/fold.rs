//! Folders and canonicalization patterns of the `index` ops (upstream's `IndexOps.cpp`).
//!
//! `index` has no fixed width: a fold is only done when its result does not depend on the
//! target's index width. Operations whose low 32 bits depend only on the operands' low 32
//! bits (`add`, `mul`, `and`, ...) fold on 64 bits directly ("unchecked"); the others
//! (divisions, remainders, min/max, right shifts, comparisons) are evaluated on 64 and on
//! 32 bits and fold only when the truncated 64-bit result equals the 32-bit one ("checked").

use rmlir_ir::apint::ApInt;
use rmlir_ir::body::OpSpec;
use rmlir_ir::rewrite::{FoldAdaptor, Folded, LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind};

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

fn sx(v: u64, w: u32) -> i64 {
    let sh = 64 - w;
    ((v << sh) as i64) >> sh
}

/// The 64-bit value of an integer attribute (index constants are 64 bits wide).
fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<(u64, u32)> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } if value.width() <= 64 => {
            let w = value.width();
            Some((value.words().first().copied().unwrap_or(0) & mask(w), w))
        }
        _ => None,
    }
}

fn index_attr(ctx: &Context, v: u64) -> Attribute {
    ctx.get_attr(AttrKind::Integer {
        ty: ctx.index_type(),
        value: ApInt::from_u64(64, v),
    })
}

fn operands(ad: &FoldAdaptor<'_>) -> Option<(u64, u64)> {
    let (a, _) = int_value(ad.ctx, ad.operand(0))?;
    let (b, _) = int_value(ad.ctx, ad.operand(1))?;
    Some((a, b))
}

/// A binary computation on `w`-bit values (bit patterns in the low `w` bits).
type Calc = fn(u64, u64, u32) -> Option<u64>;

/// Upstream's `foldBinaryOpUnchecked`.
fn unchecked(ad: &FoldAdaptor<'_>, f: Calc) -> Option<Folded> {
    let (a, b) = operands(ad)?;
    let r = f(a, b, 64)?;
    Some(Folded::attr(index_attr(ad.ctx, r)))
}

/// Upstream's `foldBinaryOpChecked`.
fn checked(ad: &FoldAdaptor<'_>, f: Calc) -> Option<Folded> {
    let (a, b) = operands(ad)?;
    let r64 = f(a, b, 64)?;
    let r32 = f(a & mask(32), b & mask(32), 32)?;
    (r64 & mask(32) == r32).then(|| Folded::attr(index_attr(ad.ctx, r64)))
}

fn lhs_if_rhs_is(ad: &FoldAdaptor<'_>, v: u64) -> Option<Folded> {
    let (r, _) = int_value(ad.ctx, ad.operand(1))?;
    (r == v).then(|| Folded::value(ad.body.operand(ad.op, 0)))
}

pub(crate) fn fold_add(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    unchecked(ad, |a, b, w| Some(a.wrapping_add(b) & mask(w))).or_else(|| lhs_if_rhs_is(ad, 0))
}

pub(crate) fn fold_sub(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    unchecked(ad, |a, b, w| Some(a.wrapping_sub(b) & mask(w))).or_else(|| lhs_if_rhs_is(ad, 0))
}

pub(crate) fn fold_mul(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    if let Some((r, _)) = int_value(ad.ctx, ad.operand(1)) {
        if r == 1 {
            return Some(Folded::value(ad.body.operand(ad.op, 0)));
        }
        if r == 0 {
            return Some(Folded::attr(ad.operand(1)?));
        }
    }
    unchecked(ad, |a, b, w| Some(a.wrapping_mul(b) & mask(w)))
}

fn sdiv(a: u64, b: u64, w: u32) -> u64 {
    (sx(a, w).wrapping_div(sx(b, w)) as u64) & mask(w)
}

fn neg(a: u64, w: u32) -> u64 {
    a.wrapping_neg() & mask(w)
}

pub(crate) fn fold_divs(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, w| (b != 0).then(|| sdiv(a, b, w)))
}

pub(crate) fn fold_divu(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, _| (b != 0).then(|| a / b))
}

/// `ceildivs(n, m)`: `n*m > 0 ? (n + x)/m + 1 : -(-n/m)` with `x = m > 0 ? -1 : 1`.
fn ceil_divs(n: u64, m: u64, w: u32) -> Option<u64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(n);
    }
    let m_gt_z = sx(m, w) > 0;
    if (sx(n, w) > 0) != m_gt_z {
        return Some(neg(sdiv(neg(n, w), m, w), w));
    }
    let x: u64 = if m_gt_z { mask(w) } else { 1 };
    Some(sdiv(n.wrapping_add(x) & mask(w), m, w).wrapping_add(1) & mask(w))
}

pub(crate) fn fold_ceildivs(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, ceil_divs)
}

pub(crate) fn fold_ceildivu(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |n, m, w| {
        if m == 0 {
            return None;
        }
        if n == 0 {
            return Some(n);
        }
        Some(((n - 1) / m).wrapping_add(1) & mask(w))
    })
}

/// `floordivs(n, m)`: `n*m < 0 ? -1 - (x - n)/m : n/m` with `x = m < 0 ? 1 : -1`.
fn floor_divs(n: u64, m: u64, w: u32) -> Option<u64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(n);
    }
    let m_lt_z = sx(m, w) < 0;
    if (sx(n, w) < 0) == m_lt_z {
        return Some(sdiv(n, m, w));
    }
    let x: u64 = if m_lt_z { 1 } else { mask(w) };
    let q = sdiv(x.wrapping_sub(n) & mask(w), m, w);
    Some(mask(w).wrapping_sub(q) & mask(w))
}

pub(crate) fn fold_floordivs(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, floor_divs)
}

pub(crate) fn fold_rems(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, w| {
        (b != 0).then(|| (sx(a, w).wrapping_rem(sx(b, w)) as u64) & mask(w))
    })
}

pub(crate) fn fold_remu(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, _| (b != 0).then(|| a % b))
}

pub(crate) fn fold_maxs(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, w| Some(if sx(a, w) > sx(b, w) { a } else { b }))
}
pub(crate) fn fold_maxu(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, _| Some(a.max(b)))
}
pub(crate) fn fold_mins(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, w| Some(if sx(a, w) < sx(b, w) { a } else { b }))
}
pub(crate) fn fold_minu(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, _| Some(a.min(b)))
}

pub(crate) fn fold_shl(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    unchecked(ad, |a, b, w| (b < 32).then(|| (a << b) & mask(w)))
}
pub(crate) fn fold_shrs(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, w| {
        (b < 32).then(|| ((sx(a, w) >> b) as u64) & mask(w))
    })
}
pub(crate) fn fold_shru(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    checked(ad, |a, b, _| (b < 32).then(|| a >> b))
}

pub(crate) fn fold_and(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    unchecked(ad, |a, b, _| Some(a & b))
}
pub(crate) fn fold_or(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    unchecked(ad, |a, b, _| Some(a | b))
}
pub(crate) fn fold_xor(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    unchecked(ad, |a, b, _| Some(a ^ b))
}

pub(crate) fn fold_constant(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    Some(Folded::attr(ad.body.op(ad.op).props.first().copied()??))
}

// ---- casts ----------------------------------------------------------------------------------

/// Upstream's `foldCastOp`: into `index` the cast is done as on a 64-bit target; out of
/// `index` it folds only when truncating the input to 32 bits first gives the same result.
fn fold_cast(ad: &FoldAdaptor<'_>, signed: bool) -> Option<Folded> {
    let ctx = ad.ctx;
    let a = ad.operand(0)?;
    let value = match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.clone(),
        _ => return None,
    };
    let out: Type = ad.body.value_type(ad.body.result(ad.op, 0));
    let in_w = value.width();
    if matches!(ctx.type_kind(out), TypeKind::Index) {
        let v = if signed {
            value.sext_or_trunc(64)
        } else {
            value.zext_or_trunc(64)
        };
        return Some(Folded::attr(
            ctx.get_attr(AttrKind::Integer { ty: out, value: v }),
        ));
    }
    let TypeKind::Integer { width, .. } = *ctx.type_kind(out) else {
        return None;
    };
    if in_w > 64 {
        return None;
    }
    let v = value.words().first().copied().unwrap_or(0) & mask(in_w);
    let build = |r: ApInt| Folded::attr(ctx.get_attr(AttrKind::Integer { ty: out, value: r }));
    let low32 = ApInt::from_u64(32, v & mask(32));
    let ext32 = |w: u32| {
        if signed {
            low32.sext_or_trunc(w)
        } else {
            low32.zext_or_trunc(w)
        }
    };
    let full = ApInt::from_u64(in_w, v);
    if width <= 32 {
        return Some(build(full.zext_or_trunc(width)));
    }
    if width >= 64 {
        if ext32(in_w) != full {
            return None;
        }
        let r = if signed {
            full.sext_or_trunc(width)
        } else {
            full.zext_or_trunc(width)
        };
        return Some(build(r));
    }
    let r = full.zext_or_trunc(width);
    (r == ext32(width)).then(|| build(r))
}

pub(crate) fn fold_casts(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_cast(ad, true)
}
pub(crate) fn fold_castu(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_cast(ad, false)
}

// ---- cmp ------------------------------------------------------------------------------------

/// `eq ne slt sle sgt sge ult ule ugt uge` on `w`-bit values.
fn compare(pred: i64, a: u64, b: u64, w: u32) -> bool {
    let (sa, sb) = (sx(a, w), sx(b, w));
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

/// Upstream's `ConstantIntRanges` on `w`-bit values: unsigned and signed bounds.
#[derive(Clone, Copy)]
struct Range {
    umin: u64,
    umax: u64,
    smin: i64,
    smax: i64,
}

impl Range {
    fn from_signed(smin: i64, smax: i64, w: u32) -> Range {
        let (umin, umax) = if (smin >= 0) == (smax >= 0) {
            let (a, b) = (smin as u64 & mask(w), smax as u64 & mask(w));
            (a.min(b), a.max(b))
        } else {
            (0, mask(w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn from_unsigned(umin: u64, umax: u64, w: u32) -> Range {
        let (smin, smax) = if (sx(umin, w) < 0) == (sx(umax, w) < 0) {
            let (a, b) = (sx(umin, w), sx(umax, w));
            (a.min(b), a.max(b))
        } else {
            (sx(1 << (w - 1), w), sx(mask(w) >> 1, w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn constant(&self) -> Option<u64> {
        if self.umin == self.umax {
            return Some(self.umin);
        }
        (self.smin == self.smax).then_some(self.smin as u64)
    }
}

/// Upstream's `intrange::isStaticallyTrue` (constants compared as bit patterns).
fn statically_true(pred: i64, l: &Range, r: &Range, w: u32) -> bool {
    match pred {
        0 => {
            matches!((l.constant(), r.constant()), (Some(a), Some(b)) if a & mask(w) == b & mask(w))
        }
        1 => {
            let sne = statically_true(2, l, r, w) || statically_true(4, l, r, w);
            let une = statically_true(6, l, r, w) || statically_true(8, l, r, w);
            sne && une
        }
        2 => l.smax < r.smin,
        3 => l.smax <= r.smin,
        4 => l.smin > r.smax,
        5 => l.smin >= r.smax,
        6 => l.umax < r.umin,
        7 => l.umax <= r.umin,
        8 => l.umin > r.umax,
        _ => l.umin >= r.umax,
    }
}

fn invert(pred: i64) -> i64 {
    [1, 0, 5, 4, 3, 2, 9, 8, 7, 6][pred as usize]
}

/// `cmp(max/min(x, a), b)` through the range of the min/max (upstream's
/// `foldCmpOfMaxOrMin`).
fn cmp_of_min_max(kind: &str, a: u64, b: u64, w: u32, pred: i64) -> Option<bool> {
    let (smin, smax) = (sx(1 << (w - 1), w), sx(mask(w) >> 1, w));
    let lhs = match kind {
        "index.mins" => Range::from_signed(smin, sx(a, w), w),
        "index.minu" => Range::from_unsigned(0, a, w),
        "index.maxs" => Range::from_signed(sx(a, w), smax, w),
        _ => Range::from_unsigned(a, mask(w), w),
    };
    let rhs = Range {
        umin: b,
        umax: b,
        smin: sx(b, w),
        smax: sx(b, w),
    };
    if statically_true(pred, &lhs, &rhs, w) {
        return Some(true);
    }
    if statically_true(invert(pred), &lhs, &rhs, w) {
        return Some(false);
    }
    None
}

pub(crate) fn fold_cmp(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body) = (ad.ctx, ad.body);
    let case = super::CMP_PREDICATE.case_of(ctx, body.op(ad.op).props.first().copied()??)?;
    let pred = super::CMP_PREDICATE.cases.iter().position(|c| *c == case)? as i64;
    let rhs = int_value(ctx, ad.operand(1)).map(|(v, _)| v);
    if let (Some((a, _)), Some(b)) = (int_value(ctx, ad.operand(0)), rhs) {
        let r64 = compare(pred, a, b, 64);
        let r32 = compare(pred, a & mask(32), b & mask(32), 32);
        if r64 == r32 {
            return Some(Folded::attr(ctx.bool_attr(r64)));
        }
    }
    let (l, r) = (body.operand(ad.op, 0), body.operand(ad.op, 1));
    if let (Some(d), Some(b)) = (body.defining_op(l), rhs) {
        let kind = ctx.op_name_str(body.op_name(d));
        if matches!(
            kind,
            "index.mins" | "index.minu" | "index.maxs" | "index.maxu"
        ) {
            let c = rmlir_ir::rewrite::fold::value_constant(ctx, body, body.operand(d, 1));
            if let Some((a, _)) = int_value(ctx, c) {
                let r64 = cmp_of_min_max(kind, a, b, 64, pred);
                let r32 = cmp_of_min_max(kind, a & mask(32), b & mask(32), 32, pred);
                if let (Some(x), Some(y)) = (r64, r32) {
                    if x == y {
                        return Some(Folded::attr(ctx.bool_attr(x)));
                    }
                }
            }
        }
    }
    if l == r {
        return Some(Folded::attr(
            ctx.bool_attr(matches!(pred, 0 | 3 | 5 | 7 | 9)),
        ));
    }
    None
}

/// `cmp(pred, sub(x, y), 0) -> cmp(pred, x, y)` and `cmp(pred, 0, sub(x, y)) -> cmp(pred, y,
/// x)` (upstream's `CmpOp::canonicalize`).
fn cmp_sub_zero(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let (l, r) = (body.operand(op, 0), body.operand(op, 1));
    let is_zero = |v| {
        int_value(ctx, rmlir_ir::rewrite::fold::value_constant(ctx, body, v))
            .is_some_and(|(x, _)| x == 0)
    };
    let rhs_zero = is_zero(r);
    if !rhs_zero && !is_zero(l) {
        return Err(());
    }
    let sub_v = if rhs_zero { l } else { r };
    let sub = body.defining_op(sub_v).ok_or(())?;
    if ctx.op_name_str(body.op_name(sub)) != "index.sub" {
        return Err(());
    }
    let (x, y) = (body.operand(sub, 0), body.operand(sub, 1));
    let ops = if rhs_zero { [x, y] } else { [y, x] };
    let pred = body.op(op).props[0];
    let ty = body.value_type(body.result(op, 0));
    let mut spec = OpSpec::new(ctx.op_name("index.cmp"), body.loc(op));
    spec.operands = &ops;
    spec.result_types = std::slice::from_ref(&ty);
    spec.props.push(pred);
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(crate) fn cmp_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "index.cmp", 1, "CmpOp::canonicalize", cmp_sub_zero);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ceil_and_floor_division_match_upstream_formulas() {
        let m = |v: i64| v as u64;
        assert_eq!(ceil_divs(m(7), m(2), 64), Some(4));
        assert_eq!(ceil_divs(m(-7), m(2), 64), Some(m(-3)));
        assert_eq!(floor_divs(m(-7), m(2), 64), Some(m(-4)));
        assert_eq!(floor_divs(m(7), m(-2), 64), Some(m(-4)));
        assert_eq!(ceil_divs(m(1), m(0), 64), None);
    }

    #[test]
    fn ranges_of_min_max_decide_comparisons() {
        // maxs(x, 1) > 0 is always true, == 0 always false.
        assert_eq!(cmp_of_min_max("index.maxs", 1, 0, 64, 4), Some(true));
        assert_eq!(cmp_of_min_max("index.maxs", 1, 0, 64, 0), Some(false));
        assert_eq!(cmp_of_min_max("index.maxs", 1, 5, 64, 4), None);
    }
}
