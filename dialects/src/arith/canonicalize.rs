//! Canonicalization patterns of the `arith` ops (upstream's `ArithCanonicalization.td` and
//! the C++ patterns of `ArithOps.cpp`), a subset: constant reassociation of `addi`/`subi`/
//! `muli`, `xori(cmpi, true)` and the `select` patterns on `i1`.

use super::attrs::OVERFLOW_ATTR;
use super::fold::{decode_int, encode, enum_prop, is_all_ones, is_int, value_const, Elems};
use rmlir_ir::body::OpSpec;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};

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
    set.add_fn(ctx, "arith.xori", 3, "XOrIOfExtUI", |op, rw| {
        op_of_exts(op, rw, "arith.extui")
    });
    set.add_fn(ctx, "arith.xori", 3, "XOrIOfExtSI", |op, rw| {
        op_of_exts(op, rw, "arith.extsi")
    });
}

pub(crate) fn select_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.select", 2, "RedundantSelectFalse", |op, rw| {
        redundant_select(op, rw, false)
    });
    set.add_fn(ctx, "arith.select", 2, "RedundantSelectTrue", |op, rw| {
        redundant_select(op, rw, true)
    });
    set.add_fn(ctx, "arith.select", 2, "SelectNotCond", select_not_cond);
    set.add_fn(ctx, "arith.select", 1, "SelectI1ToNot", select_i1_to_not);
    set.add_fn(ctx, "arith.select", 1, "SelectToExtUI", select_to_extui);
}

// ---- helpers for the remaining DRR and C++ patterns -----------------------------------------

fn vty(rw: &PatternRewriter<'_>, v: ValueId) -> Type {
    rw.body().value_type(v)
}

/// Creates `name(operands)` with several results before `at`.
fn create_multi(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    tys: &[Type],
    props: &[Option<Attribute>],
) -> OpId {
    let loc = rw.body().loc(at);
    let mut spec = OpSpec::new(rw.ctx.op_name(name), loc);
    spec.operands = operands;
    spec.result_types = tys;
    spec.props = props.iter().copied().collect();
    rw.set_insertion_point_before(at);
    rw.create(spec)
}

/// The bit width of a scalar or of the elements of a shaped integer or float type
/// (upstream's `getScalarOrElementWidth`).
fn elem_width(rw: &PatternRewriter<'_>, t: Type) -> Option<u32> {
    rw.ctx
        .int_or_float_bitwidth(super::fold::elem_or_self(rw.ctx, t))
}

/// Upstream's `getIntOrSplatIntValue` on the constant defining `v`, as a bit pattern.
fn splat_int(rw: &PatternRewriter<'_>, v: ValueId) -> Option<(u128, u32)> {
    let e = cst(rw, v)?;
    Some((e.splat_value()?, e.width))
}

/// `outer(ext(x), ext(y)) -> ext(outer(x, y))` when `x` and `y` have the same type
/// (`AndOfExtUI`, `OrOfExtSI`, `XOrIOfExtUI`, ...).
fn op_of_exts(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> LogicalResult {
    let (a, b) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let ea = def(rw, a, ext).ok_or(())?;
    let eb = def(rw, b, ext).ok_or(())?;
    let (x, y) = (rw.body().operand(ea, 0), rw.body().operand(eb, 0));
    if vty(rw, x) != vty(rw, y) {
        return Err(());
    }
    let name = rw.ctx.op_name_str(rw.body().op_name(op)).to_string();
    let xt = vty(rw, x);
    let inner = create(rw, op, &name, &[x, y], xt, &[]);
    let ty = result_ty(rw, op);
    let new = create(rw, op, ext, &[inner], ty, &[]);
    rw.replace_op(op, &[new]);
    Ok(())
}

pub(crate) fn andi_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.andi", 3, "AndOfExtUI", |op, rw| {
        op_of_exts(op, rw, "arith.extui")
    });
    set.add_fn(ctx, "arith.andi", 3, "AndOfExtSI", |op, rw| {
        op_of_exts(op, rw, "arith.extsi")
    });
}

pub(crate) fn ori_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.ori", 3, "OrOfExtUI", |op, rw| {
        op_of_exts(op, rw, "arith.extui")
    });
    set.add_fn(ctx, "arith.ori", 3, "OrOfExtSI", |op, rw| {
        op_of_exts(op, rw, "arith.extsi")
    });
}

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` (`CmpIExtSI`, `CmpIExtUI`).
fn cmpi_of_exts(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> LogicalResult {
    let pred = enum_prop(rw.ctx, rw.body(), op, 0).ok_or(())?;
    let (a, b) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let ea = def(rw, a, ext).ok_or(())?;
    let eb = def(rw, b, ext).ok_or(())?;
    let (x, y) = (rw.body().operand(ea, 0), rw.body().operand(eb, 0));
    if vty(rw, x) != vty(rw, y) || !(pred == 0 || pred == 1) {
        return Err(());
    }
    let p = rw.body().op(op).props[0];
    let ty = result_ty(rw, op);
    let new = create(rw, op, "arith.cmpi", &[x, y], ty, &[p]);
    rw.replace_op(op, &[new]);
    Ok(())
}

pub(crate) fn cmpi_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.cmpi", 3, "CmpIExtSI", |op, rw| {
        cmpi_of_exts(op, rw, "arith.extsi")
    });
    set.add_fn(ctx, "arith.cmpi", 3, "CmpIExtUI", |op, rw| {
        cmpi_of_exts(op, rw, "arith.extui")
    });
}

/// `select(xori(c, -1), a, b) -> select(c, b, a)` (`SelectNotCond`; scalar constant only).
fn select_not_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let b = rw.body();
    let (c, t, f) = (b.operand(op, 0), b.operand(op, 1), b.operand(op, 2));
    let x = def(rw, c, "arith.xori").ok_or(())?;
    let (p, k) = (rw.body().operand(x, 0), rw.body().operand(x, 1));
    let e = cst(rw, k).ok_or(())?;
    if e.shaped || !is_all_ones(rw.ctx, value_const(rw.ctx, rw.body(), k)) {
        return Err(());
    }
    let ty = result_ty(rw, op);
    let new = create(rw, op, "arith.select", &[p, f, t], ty, &[]);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// `select(p, select(p, a, b), c) -> select(p, a, c)` and
/// `select(p, a, select(p, b, c)) -> select(p, a, c)`.
fn redundant_select(op: OpId, rw: &mut PatternRewriter<'_>, inner_true: bool) -> LogicalResult {
    let b = rw.body();
    let (p, t, f) = (b.operand(op, 0), b.operand(op, 1), b.operand(op, 2));
    let inner = def(rw, if inner_true { t } else { f }, "arith.select").ok_or(())?;
    if rw.body().operand(inner, 0) != p {
        return Err(());
    }
    let (it, iff) = (rw.body().operand(inner, 1), rw.body().operand(inner, 2));
    let ops = if inner_true { [p, it, f] } else { [p, t, iff] };
    let ty = result_ty(rw, op);
    let new = create(rw, op, "arith.select", &ops, ty, &[]);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// `cast(cast(x)) -> x` when the types round-trip (`IndexCastOfIndexCast`,
/// `IndexCastUIOfIndexCastUI`).
fn cast_of_cast(op: OpId, rw: &mut PatternRewriter<'_>, name: &str) -> LogicalResult {
    let inner = def(rw, rw.body().operand(op, 0), name).ok_or(())?;
    let x = rw.body().operand(inner, 0);
    if vty(rw, x) != result_ty(rw, op) {
        return Err(());
    }
    rw.replace_op(op, &[x]);
    Ok(())
}

/// `outer(inner(x)) -> new(x)` with the outer op's result type (`IndexCastOfExtSI`,
/// `BitcastOfBitcast`, `ExtSIOfExtUI`).
fn skip_inner(op: OpId, rw: &mut PatternRewriter<'_>, inner: &str, new: &str) -> LogicalResult {
    let i = def(rw, rw.body().operand(op, 0), inner).ok_or(())?;
    let x = rw.body().operand(i, 0);
    let ty = result_ty(rw, op);
    let v = create(rw, op, new, &[x], ty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(crate) fn index_cast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "arith.index_cast",
        2,
        "IndexCastOfIndexCast",
        |op, rw| cast_of_cast(op, rw, "arith.index_cast"),
    );
    set.add_fn(ctx, "arith.index_cast", 2, "IndexCastOfExtSI", |op, rw| {
        skip_inner(op, rw, "arith.extsi", "arith.index_cast")
    });
}

pub(crate) fn index_castui_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "arith.index_castui",
        2,
        "IndexCastUIOfIndexCastUI",
        |op, rw| cast_of_cast(op, rw, "arith.index_castui"),
    );
    set.add_fn(
        ctx,
        "arith.index_castui",
        2,
        "IndexCastUIOfExtUI",
        |op, rw| skip_inner(op, rw, "arith.extui", "arith.index_castui"),
    );
}

pub(crate) fn bitcast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.bitcast", 2, "BitcastOfBitcast", |op, rw| {
        skip_inner(op, rw, "arith.bitcast", "arith.bitcast")
    });
}

pub(crate) fn extsi_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.extsi", 2, "ExtSIOfExtUI", |op, rw| {
        skip_inner(op, rw, "arith.extui", "arith.extui")
    });
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are truncated
/// (`TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`).
fn trunci_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> LogicalResult {
    let e = def(rw, rw.body().operand(op, 0), ext).ok_or(())?;
    let x = rw.body().operand(e, 0);
    let ew = elem_width(rw, result_ty(rw, e)).ok_or(())?;
    let tw = elem_width(rw, result_ty(rw, op)).ok_or(())?;
    let xw = elem_width(rw, vty(rw, x)).ok_or(())?;
    if !(ew > tw && tw > 0 && tw > xw && xw > 0) {
        return Err(());
    }
    let ty = result_ty(rw, op);
    let v = create(rw, op, ext, &[x], ty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when the shift drops exactly the truncated
/// bits (`TruncIShrSIToTrunciShrUI`).
fn trunci_shrsi(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let s = def(rw, rw.body().operand(op, 0), "arith.shrsi").ok_or(())?;
    let (x, c) = (rw.body().operand(s, 0), rw.body().operand(s, 1));
    let cattr = value_const(rw.ctx, rw.body(), c).ok_or(())?;
    let (amount, _) = splat_int(rw, c).ok_or(())?;
    let xw = elem_width(rw, vty(rw, x)).ok_or(())?;
    let tw = elem_width(rw, result_ty(rw, op)).ok_or(())?;
    if (xw - tw) as u128 != amount {
        return Err(());
    }
    let k = constant(rw, op, cattr).ok_or(())?;
    let xt = vty(rw, x);
    let shr = create(rw, op, "arith.shrui", &[x, k], xt, &[]);
    let ty = result_ty(rw, op);
    let v = create(rw, op, "arith.trunci", &[shr], ty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// `trunci(shrui(muli(ext(x), ext(y)), c)) -> mul*_extended(x, y)#high` when `c` is the
/// width of `x` (`TruncIShrUIMulIToMulSIExtended`, `...MulUIExtended`).
fn trunci_mul_high(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str, new: &str) -> LogicalResult {
    let s = def(rw, rw.body().operand(op, 0), "arith.shrui").ok_or(())?;
    let (m, c) = (rw.body().operand(s, 0), rw.body().operand(s, 1));
    let mul = def(rw, m, "arith.muli").ok_or(())?;
    let ea = def(rw, rw.body().operand(mul, 0), ext).ok_or(())?;
    let eb = def(rw, rw.body().operand(mul, 1), ext).ok_or(())?;
    let (x, y) = (rw.body().operand(ea, 0), rw.body().operand(eb, 0));
    let ty = result_ty(rw, op);
    if vty(rw, x) != ty || vty(rw, y) != ty {
        return Err(());
    }
    let mw = elem_width(rw, vty(rw, m)).ok_or(())?;
    let xw = elem_width(rw, ty).ok_or(())?;
    let (amount, _) = splat_int(rw, c).ok_or(())?;
    if !(mw > xw && xw > 0) || (mw - xw) as u128 != amount {
        return Err(());
    }
    let n = create_multi(rw, op, new, &[x, y], &[ty, ty], &[]);
    let high = rw.body().result(n, 1);
    rw.replace_op(op, &[high]);
    Ok(())
}

pub(crate) fn trunci_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.trunci", 2, "TruncIExtSIToExtSI", |op, rw| {
        trunci_of_ext(op, rw, "arith.extsi")
    });
    set.add_fn(ctx, "arith.trunci", 2, "TruncIExtUIToExtUI", |op, rw| {
        trunci_of_ext(op, rw, "arith.extui")
    });
    set.add_fn(
        ctx,
        "arith.trunci",
        2,
        "TruncIShrSIToTrunciShrUI",
        trunci_shrsi,
    );
    set.add_fn(
        ctx,
        "arith.trunci",
        5,
        "TruncIShrUIMulIToMulSIExtended",
        |op, rw| trunci_mul_high(op, rw, "arith.extsi", "arith.mulsi_extended"),
    );
    set.add_fn(
        ctx,
        "arith.trunci",
        5,
        "TruncIShrUIMulIToMulUIExtended",
        |op, rw| trunci_mul_high(op, rw, "arith.extui", "arith.mului_extended"),
    );
}

/// `op(negf(x), negf(y)) -> op(x, y)` keeping the op's fastmath flags (`MulFOfNegF`,
/// `DivFOfNegF`).
fn of_negfs(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (a, b) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let na = def(rw, a, "arith.negf").ok_or(())?;
    let nb = def(rw, b, "arith.negf").ok_or(())?;
    let (x, y) = (rw.body().operand(na, 0), rw.body().operand(nb, 0));
    if vty(rw, x) != vty(rw, y) {
        return Err(());
    }
    let name = rw.ctx.op_name_str(rw.body().op_name(op)).to_string();
    let props: Vec<Option<Attribute>> = rw.body().op(op).props.iter().copied().collect();
    let ty = result_ty(rw, op);
    let v = create(rw, op, &name, &[x, y], ty, &props);
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(crate) fn mulf_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.mulf", 3, "MulFOfNegF", of_negfs);
}
pub(crate) fn divf_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "arith.divf", 3, "DivFOfNegF", of_negfs);
}

/// `op(x, y)` with an unused second result -> `[new(x, y), x]` (`AddUIExtendedToAddI`,
/// `MulSIExtendedToMulI`, `MulUIExtendedToMulI`).
fn extended_to_plain(op: OpId, rw: &mut PatternRewriter<'_>, new: &str) -> LogicalResult {
    if rw.body().has_uses(rw.body().result(op, 1)) {
        return Err(());
    }
    let (x, y) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let ty = result_ty(rw, op);
    let none = OVERFLOW_ATTR.get(rw.ctx, 0);
    let v = create(rw, op, new, &[x, y], ty, &[Some(none)]);
    rw.replace_op(op, &[v, x]);
    Ok(())
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]` (`MulSIExtendedRHSOne`).
fn mulsi_extended_rhs_one(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (x, k) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let (v, w) = splat_int(rw, k).ok_or(())?;
    // `isStrictlyPositive` and `== 1`: an `i1` 1 is negative.
    if v != 1 || w == 1 {
        return Err(());
    }
    let xt = vty(rw, x);
    let zero = encode(rw.ctx, xt, &[0]).ok_or(())?;
    let z = constant(rw, op, zero).ok_or(())?;
    let i1t = rmlir_ir::ods::constraints::i1_same_shape(rw.ctx, xt);
    let slt = rw.ctx.int_attr(rw.ctx.integer_type(64), 2);
    let cmp = create(rw, op, "arith.cmpi", &[x, z], i1t, &[Some(slt)]);
    let e = create(rw, op, "arith.extsi", &[cmp], xt, &[]);
    rw.replace_op(op, &[x, e]);
    Ok(())
}

pub(crate) fn addui_extended_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "arith.addui_extended",
        1,
        "AddUIExtendedToAddI",
        |op, rw| extended_to_plain(op, rw, "arith.addi"),
    );
}
pub(crate) fn mulsi_extended_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "arith.mulsi_extended",
        1,
        "MulSIExtendedToMulI",
        |op, rw| extended_to_plain(op, rw, "arith.muli"),
    );
    set.add_fn(
        ctx,
        "arith.mulsi_extended",
        1,
        "MulSIExtendedRHSOne",
        mulsi_extended_rhs_one,
    );
}
pub(crate) fn mului_extended_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "arith.mului_extended",
        1,
        "MulUIExtendedToMulI",
        |op, rw| extended_to_plain(op, rw, "arith.muli"),
    );
}

/// `ilogb` of a finite non-zero value: the exponent of its leading bit.
fn ilogb(x: f64) -> i32 {
    let bits = x.abs().to_bits();
    let e = (bits >> 52) as i32;
    if e == 0 {
        // Subnormal: normalize the mantissa.
        let m = bits & ((1u64 << 52) - 1);
        return -1022 - (m.leading_zeros() as i32 - 11);
    }
    e - 1023
}

/// `cmpf(pred, [su]itofp(x), c) -> cmpi(pred', x, c')` or a constant, when the conversion
/// cannot change the comparison (upstream's `CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    use rmlir_ir::apfloat::ApFloat;
    let ctx = rw.ctx;
    let (l, r) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let Some(AttrKind::Float { ty: fty, bits }) =
        value_const(ctx, rw.body(), r).map(|a| ctx.attr_kind(a).clone())
    else {
        return Err(());
    };
    let TypeKind::Float(sem) = *ctx.type_kind(fty) else {
        return Err(());
    };
    let rhs = ApFloat::from_bits(sem, bits);
    if rhs.is_nan() || sem.bit_width() > 64 {
        return Err(());
    }
    let mantissa = sem.precision() as i32;
    let (unsigned, int_val) = if let Some(d) = def(rw, l, "arith.sitofp") {
        (false, rw.body().operand(d, 0))
    } else if let Some(d) = def(rw, l, "arith.uitofp") {
        (true, rw.body().operand(d, 0))
    } else {
        return Err(());
    };
    let int_ty = vty(rw, int_val);
    let TypeKind::Integer { width, .. } = *ctx.type_kind(int_ty) else {
        return Err(());
    };
    if width > 64 {
        return Err(());
    }
    let value_bits = if unsigned { width } else { width - 1 } as i32;
    let x = rhs.to_f64();
    if width as i32 > mantissa {
        if x.is_infinite() {
            let max_exp = ilogb(ApFloat::largest(sem, false).to_f64());
            if max_exp < value_bits {
                return Err(());
            }
        } else if x != 0.0 {
            let e = ilogb(x);
            if mantissa <= e && e <= value_bits {
                return Err(());
            }
        }
    }
    let cmpf = enum_prop(ctx, rw.body(), op, 0).ok_or(())?;
    // eq ne slt sle sgt sge ult ule ugt uge = 0..9
    let replace_bool = |rw: &mut PatternRewriter<'_>, v: bool| -> LogicalResult {
        let c = constant(rw, op, rw.ctx.bool_attr(v)).ok_or(())?;
        rw.replace_op(op, &[c]);
        Ok(())
    };
    let mut pred: i64 = match cmpf {
        7 => return replace_bool(rw, true),
        14 => return replace_bool(rw, false),
        1 | 8 => 0,
        2 | 9 => {
            if unsigned {
                8
            } else {
                4
            }
        }
        3 | 10 => {
            if unsigned {
                9
            } else {
                5
            }
        }
        4 | 11 => {
            if unsigned {
                6
            } else {
                2
            }
        }
        5 | 12 => {
            if unsigned {
                7
            } else {
                3
            }
        }
        6 | 13 => 1,
        _ => return Err(()),
    };
    let to_float = |v: i128| -> f64 {
        ApFloat::from_str_in(sem, &v.to_string())
            .map(|(f, _)| f.to_f64())
            .unwrap_or(f64::NAN)
    };
    let (min, max): (i128, i128) = if unsigned {
        (0, (1i128 << width) - 1)
    } else {
        (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
    };
    if to_float(max) < x {
        let t = matches!(pred, 1 | 2 | 3 | 6 | 7);
        return replace_bool(rw, t);
    }
    if to_float(min) > x {
        let t = matches!(pred, 1 | 4 | 5 | 8 | 9);
        return replace_bool(rw, t);
    }
    let t = x.trunc();
    if t < min as f64 || t > max as f64 {
        return Err(());
    }
    let rhs_int = t as i128;
    if x != 0.0 && to_float(rhs_int) != x {
        let neg = x < 0.0;
        match pred {
            1 => return replace_bool(rw, true),
            0 => return replace_bool(rw, false),
            7 if neg => return replace_bool(rw, false),
            3 if neg => pred = 2,
            6 if neg => return replace_bool(rw, false),
            6 => pred = 7,
            2 if !neg => pred = 3,
            8 if neg => return replace_bool(rw, true),
            4 if neg => pred = 5,
            9 if neg => return replace_bool(rw, true),
            9 => pred = 8,
            5 if !neg => pred = 4,
            _ => {}
        }
    }
    let k = encode(ctx, int_ty, &[rhs_int as u128]).ok_or(())?;
    let c = constant(rw, op, k).ok_or(())?;
    let p = ctx.int_attr(ctx.integer_type(64), pred);
    let ty = result_ty(rw, op);
    let new = create(rw, op, "arith.cmpi", &[int_val, c], ty, &[Some(p)]);
    rw.replace_op(op, &[new]);
    Ok(())
}

pub(crate) fn cmpf_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "arith.cmpf",
        1,
        "CmpFIntToFPConst",
        cmpf_int_to_fp_const,
    );
}
