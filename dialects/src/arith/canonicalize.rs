//! Canonicalization patterns of the `arith` ops (upstream's `ArithCanonicalization.td` and
//! the C++ patterns of `ArithOps.cpp`), a subset: constant reassociation of `addi`/`subi`/
//! `muli`, `xori(cmpi, true)` and the `select` patterns on `i1`.

use super::attrs::OVERFLOW_ATTR;
use super::fold::{decode_int, encode, enum_prop, is_all_ones, is_int, value_const, Elems};
use rmlir_ir::body::OpSpec;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Attribute, Context, OpId, Type, TypeKind, ValueId};

/// The op defining `v` if it is named `name`.
fn def(rw: &PatternRewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    super::fold::def_named(rw.ctx, rw.body(), v, name)
}

/// The constant (scalar or elements) integer value of `v`.
fn cst(rw: &PatternRewriter<'_>, v: ValueId) -> Option<Elems> {
    decode_int(rw.ctx, value_const(rw.ctx, rw.body(), v))
}

fn overflow(rw: &PatternRewriter<'_>, op: OpId) -> u64 {
    rw.body()
        .op(op)
        .props
        .first()
        .copied()
        .flatten()
        .and_then(|a| OVERFLOW_ATTR.value(rw.ctx, a))
        .unwrap_or(0)
}

/// Creates `name(operands) : ty` before `at` with the given properties.
fn create(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    props: &[Option<Attribute>],
) -> ValueId {
    let loc = rw.body().loc(at);
    let mut spec = OpSpec::new(rw.ctx.op_name(name), loc);
    spec.operands = operands;
    spec.result_types = std::slice::from_ref(&ty);
    spec.props = props.iter().copied().collect();
    rw.set_insertion_point_before(at);
    let op = rw.create(spec);
    rw.body().result(op, 0)
}

fn constant(rw: &mut PatternRewriter<'_>, at: OpId, value: Attribute) -> Option<ValueId> {
    let ty = rw.ctx.attr_type(value)?;
    Some(create(rw, at, "arith.constant", &[], ty, &[Some(value)]))
}

/// Combines two integer constants elementwise (upstream's `applyToIntegerAttrs`).
fn combine(ctx: &Context, a: &Elems, b: &Elems, f: fn(u128, u128) -> u128) -> Option<Attribute> {
    if a.ty != b.ty {
        return None;
    }
    let vals = super::fold::bin_elems(a, b, |x, y| Some(f(x, y)))?;
    encode(ctx, a.ty, &vals)
}

fn result_ty(rw: &PatternRewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().result(op, 0))
}

/// Where the constants sit: `Inner`/`Outer` operand side of `outer(inner(x, c0), c1)`; named
/// `<inner side of c0><outer side of c1>`. Rewritten
/// to `new(a, b)` with a combined constant.
#[derive(Clone, Copy)]
enum Shape {
    /// `outer(inner(x, c0), c1)`.
    RhsRhs,
    /// `outer(inner(c0, x), c1)`.
    LhsRhs,
    /// `outer(c1, inner(x, c0))`.
    RhsLhs,
    /// `outer(c1, inner(c0, x))`.
    LhsLhs,
}

#[allow(clippy::too_many_arguments)]
fn reassoc(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    inner_name: &str,
    shape: Shape,
    f: fn(u128, u128) -> u128,
    new_name: &str,
    const_first: bool,
) -> LogicalResult {
    let (a, b) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let outer_lhs = matches!(shape, Shape::RhsLhs | Shape::LhsLhs);
    let (inner_v, c1_v) = if outer_lhs { (b, a) } else { (a, b) };
    let inner = def(rw, inner_v, inner_name).ok_or(())?;
    let c1 = cst(rw, c1_v).ok_or(())?;
    let inner_lhs = matches!(shape, Shape::LhsRhs | Shape::LhsLhs);
    let (i0, i1) = (rw.body().operand(inner, 0), rw.body().operand(inner, 1));
    let (x, c0_v) = if inner_lhs { (i1, i0) } else { (i0, i1) };
    let c0 = cst(rw, c0_v).ok_or(())?;
    // The combined constant is `f(c0, c1)`, with the operand order each pattern gives.
    let value = combine(rw.ctx, &c0, &c1, f).ok_or(())?;
    let ovf = overflow(rw, op) & overflow(rw, inner);
    let ovf_attr = OVERFLOW_ATTR.get(rw.ctx, ovf);
    let ty = result_ty(rw, op);
    let c = constant(rw, op, value).ok_or(())?;
    let ops = if const_first { [c, x] } else { [x, c] };
    let new = create(rw, op, new_name, &ops, ty, &[Some(ovf_attr)]);
    rw.replace_op(op, &[new]);
    Ok(())
}

fn add(a: u128, b: u128) -> u128 {
    a.wrapping_add(b)
}
fn sub(a: u128, b: u128) -> u128 {
    a.wrapping_sub(b)
}
fn rsub(a: u128, b: u128) -> u128 {
    b.wrapping_sub(a)
}
fn mul(a: u128, b: u128) -> u128 {
    a.wrapping_mul(b)
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` and its mirror.
fn add_mul_neg_one(op: OpId, rw: &mut PatternRewriter<'_>, mul_on_rhs: bool) -> LogicalResult {
    let (a, b) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let (other, m) = if mul_on_rhs { (a, b) } else { (b, a) };
    let mulop = def(rw, m, "arith.muli").ok_or(())?;
    let (y, k) = (rw.body().operand(mulop, 0), rw.body().operand(mulop, 1));
    if !is_all_ones(rw.ctx, value_const(rw.ctx, rw.body(), k)) {
        return Err(());
    }
    let ty = result_ty(rw, op);
    let none = OVERFLOW_ATTR.get(rw.ctx, 0);
    let new = create(rw, op, "arith.subi", &[other, y], ty, &[Some(none)]);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// `xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)`.
fn xor_not_cmpi(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (a, b) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let cmp = def(rw, a, "arith.cmpi").ok_or(())?;
    if !is_int(rw.ctx, value_const(rw.ctx, rw.body(), b), 1) || cst(rw, b).is_none_or(|c| c.shaped)
    {
        return Err(());
    }
    let pred = enum_prop(rw.ctx, rw.body(), cmp, 0).ok_or(())?;
    let inv = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6][pred as usize];
    let old = rw.body().op(cmp).props[0].ok_or(())?;
    let pty = rw.ctx.attr_type(old).ok_or(())?;
    let p = rw.ctx.int_attr(pty, inv);
    let (x, y) = (rw.body().operand(cmp, 0), rw.body().operand(cmp, 1));
    let ty = result_ty(rw, op);
    let new = create(rw, op, "arith.cmpi", &[x, y], ty, &[Some(p)]);
    rw.replace_op(op, &[new]);
    Ok(())
}

fn is_i1(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    matches!(
        rw.ctx.type_kind(result_ty(rw, op)),
        TypeKind::Integer { width: 1, .. }
    )
}

/// `select(c, false, true) -> xori(c, true)` (upstream's `SelectI1ToNot`).
fn select_i1_to_not(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let (c, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    if !is_i1(rw, op)
        || !is_int(rw.ctx, value_const(rw.ctx, body, t), 0)
        || !is_int(rw.ctx, value_const(rw.ctx, body, f), 1)
    {
        return Err(());
    }
    let ty = result_ty(rw, op);
    let one = rw.ctx.bool_attr(true);
    let k = constant(rw, op, one).ok_or(())?;
    let new = create(rw, op, "arith.xori", &[c, k], ty, &[]);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// `select(c, 1, 0) -> extui(c)` for integers wider than `i1` (upstream's `SelectToExtUI`),
/// and `select(c, 0, 1) -> extui(xori(c, 1))`.
fn select_to_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let ty = result_ty(rw, op);
    if !matches!(rw.ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width > 1) {
        return Err(());
    }
    let (c, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    let (tv, fv) = (value_const(rw.ctx, body, t), value_const(rw.ctx, body, f));
    if is_int(rw.ctx, tv, 1) && is_int(rw.ctx, fv, 0) {
        let new = create(rw, op, "arith.extui", &[c], ty, &[]);
        rw.replace_op(op, &[new]);
        return Ok(());
    }
    if is_int(rw.ctx, tv, 0) && is_int(rw.ctx, fv, 1) {
        let cty = rw.body().value_type(c);
        let one = rw.ctx.bool_attr(true);
        let k = constant(rw, op, one).ok_or(())?;
        let not = create(rw, op, "arith.xori", &[c, k], cty, &[]);
        let new = create(rw, op, "arith.extui", &[not], ty, &[]);
        rw.replace_op(op, &[new]);
        return Ok(());
    }
    Err(())
}

pub(crate) fn addi_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.addi", 1, "AddIAddConstant", |op, rw| {
        reassoc(
            op,
            rw,
            "arith.addi",
            Shape::RhsRhs,
            add,
            "arith.addi",
            false,
        )
    });
    set.add_fn(ctx, "arith.addi", 1, "AddISubConstantRHS", |op, rw| {
        reassoc(
            op,
            rw,
            "arith.subi",
            Shape::RhsRhs,
            rsub,
            "arith.addi",
            false,
        )
    });
    set.add_fn(ctx, "arith.addi", 1, "AddISubConstantLHS", |op, rw| {
        reassoc(op, rw, "arith.subi", Shape::LhsRhs, add, "arith.subi", true)
    });
    set.add_fn(ctx, "arith.addi", 1, "AddIMulNegativeOneRhs", |op, rw| {
        add_mul_neg_one(op, rw, true)
    });
    set.add_fn(ctx, "arith.addi", 1, "AddIMulNegativeOneLhs", |op, rw| {
        add_mul_neg_one(op, rw, false)
    });
}

pub(crate) fn subi_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.subi", 1, "SubIRHSAddConstant", |op, rw| {
        reassoc(
            op,
            rw,
            "arith.addi",
            Shape::RhsRhs,
            sub,
            "arith.addi",
            false,
        )
    });
    set.add_fn(ctx, "arith.subi", 1, "SubILHSAddConstant", |op, rw| {
        reassoc(
            op,
            rw,
            "arith.addi",
            Shape::RhsLhs,
            rsub,
            "arith.subi",
            true,
        )
    });
    set.add_fn(ctx, "arith.subi", 1, "SubIRHSSubConstantRHS", |op, rw| {
        reassoc(
            op,
            rw,
            "arith.subi",
            Shape::RhsRhs,
            add,
            "arith.subi",
            false,
        )
    });
    set.add_fn(ctx, "arith.subi", 1, "SubIRHSSubConstantLHS", |op, rw| {
        reassoc(op, rw, "arith.subi", Shape::LhsRhs, sub, "arith.subi", true)
    });
    set.add_fn(ctx, "arith.subi", 1, "SubILHSSubConstantRHS", |op, rw| {
        reassoc(op, rw, "arith.subi", Shape::RhsLhs, add, "arith.subi", true)
    });
    set.add_fn(ctx, "arith.subi", 1, "SubILHSSubConstantLHS", |op, rw| {
        reassoc(
            op,
            rw,
            "arith.subi",
            Shape::LhsLhs,
            rsub,
            "arith.addi",
            false,
        )
    });
    set.add_fn(
        ctx,
        "arith.subi",
        1,
        "SubISubILHSRHSLHS",
        subi_subi_lhs_rhs_lhs,
    );
}

/// `subi(subi(x, y), x) -> subi(0, y)` (upstream's `SubISubILHSRHSLHS`).
fn subi_subi_lhs_rhs_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (l, r) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let inner = def(rw, l, "arith.subi").ok_or(())?;
    let (x, y) = (rw.body().operand(inner, 0), rw.body().operand(inner, 1));
    if x != r {
        return Err(());
    }
    let ty = result_ty(rw, op);
    let y_ty = rw.body().value_type(y);
    let zero = encode(rw.ctx, y_ty, &[0]).ok_or(())?;
    let c = constant(rw, op, zero).ok_or(())?;
    let none = OVERFLOW_ATTR.get(rw.ctx, 0);
    let new = create(rw, op, "arith.subi", &[c, y], ty, &[Some(none)]);
    rw.replace_op(op, &[new]);
    Ok(())
}

pub(crate) fn muli_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.muli", 1, "MulIMulIConstant", |op, rw| {
        reassoc(
            op,
            rw,
            "arith.muli",
            Shape::RhsRhs,
            mul,
            "arith.muli",
            false,
        )
    });
}

pub(crate) fn xori_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.xori", 1, "XOrINotCmpI", xor_not_cmpi);
}

pub(crate) fn select_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.select", 1, "SelectI1ToNot", select_i1_to_not);
    set.add_fn(ctx, "arith.select", 1, "SelectToExtUI", select_to_extui);
}
