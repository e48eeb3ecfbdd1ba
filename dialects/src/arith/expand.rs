//! `arith-expand`: expands arith ops with no direct lowering into simpler arith ops (MLIR
//! 19's `ArithExpandOps`), through a partial conversion in which the expanded ops are
//! illegal and the rest of `arith` is legal.

use super::attrs::{CMPF_PREDICATE, CMPI_PREDICATE};
use rmlir_ir::body::OpSpec;
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Attribute, Body, Context, Location, OpId, Type, TypeKind, ValueId};

/// Creates `name` before the op being expanded, with the given and default properties.
fn mk(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    ty: Type,
    props: &[(&str, Attribute)],
) -> ValueId {
    let ctx = rw.ctx;
    let op_name = ctx.op_name(name);
    let info = ctx.op_info(op_name).expect("registered op");
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    let tys = [ty];
    spec.result_types = &tys;
    spec.props = (0..info.props.len()).map(|_| None).collect();
    if let Some(def) = info.def {
        for a in def.attrs {
            if let (false, Some(d), Some(k)) = (a.optional, a.default, info.prop_index(a.name)) {
                spec.props[k] = Some(d(ctx));
            }
        }
    }
    for (n, a) in props {
        if let Some(k) = info.prop_index(n) {
            spec.props[k] = Some(*a);
        }
    }
    let op = rw.create(spec);
    rw.body.result(op, 0)
}

/// `i1`, or a shaped type of `i1` with the shape of `ty`.
fn i1_like(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.integer_type(1);
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.get_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: i1,
        }),
        _ => i1,
    }
}

/// `ty` with its element type replaced by `elem`.
fn with_elem(ctx: &Context, ty: Type, elem: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.get_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem,
        }),
        _ => elem,
    }
}

fn elem_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
        TypeKind::UnrankedTensor { elem } => *elem,
        _ => ty,
    }
}

/// An integer constant of `ty` (splat for shaped types), as upstream's `createConst`.
fn cst(rw: &mut ConversionPatternRewriter<'_>, loc: Location, ty: Type, v: i64) -> ValueId {
    let ctx = rw.ctx;
    let elem = elem_type(ctx, ty);
    let scalar = ctx.int_attr(elem, v);
    let attr = if elem == ty {
        scalar
    } else {
        let bits = ctx.int_or_float_bitwidth(elem).unwrap_or(64) as usize;
        let bytes = bits.div_ceil(8).max(1);
        let mut data = v.to_le_bytes().to_vec();
        data.truncate(bytes);
        if !bits.is_multiple_of(8) {
            data[bytes - 1] &= (1u8 << (bits % 8)) - 1;
        }
        ctx.get_attr(rmlir_ir::AttrKind::DenseIntOrFp {
            ty,
            data: data.into(),
            splat: true,
        })
    };
    mk(rw, loc, "arith.constant", &[], ty, &[("value", attr)])
}

fn cmpi(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    pred: &str,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let p = CMPI_PREDICATE.case_value(pred).expect("predicate");
    let attr = ctx.int_attr(ctx.integer_type(CMPI_PREDICATE.width), p);
    let ty = i1_like(ctx, rw.body.value_type(a));
    mk(rw, loc, "arith.cmpi", &[a, b], ty, &[("predicate", attr)])
}

fn cmpf(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    pred: &str,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let p = CMPF_PREDICATE.case_value(pred).expect("predicate");
    let attr = ctx.int_attr(ctx.integer_type(CMPF_PREDICATE.width), p);
    let ty = i1_like(ctx, rw.body.value_type(a));
    mk(rw, loc, "arith.cmpf", &[a, b], ty, &[("predicate", attr)])
}

fn bin(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ty = rw.body.value_type(a);
    mk(rw, loc, name, &[a, b], ty, &[])
}

fn select(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    c: ValueId,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ty = rw.body.value_type(a);
    mk(rw, loc, "arith.select", &[c, a, b], ty, &[])
}

fn parts(rw: &ConversionPatternRewriter<'_>, op: OpId) -> (Location, ValueId, ValueId, Type) {
    let b: &Body = rw.body;
    let r = b.result(op, 0);
    (
        b.loc(op),
        b.operand(op, 0),
        b.operand(op, 1),
        b.value_type(r),
    )
}

fn ceildivui(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let (loc, a, b, ty) = parts(rw, op);
    let zero = cst(rw, loc, ty, 0);
    let cmp = cmpi(rw, loc, "eq", a, zero);
    let one = cst(rw, loc, ty, 1);
    let minus_one = bin(rw, loc, "arith.subi", a, one);
    let q = bin(rw, loc, "arith.divui", minus_one, b);
    let plus_one = bin(rw, loc, "arith.addi", q, one);
    let r = select(rw, loc, cmp, zero, plus_one);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn ceildivsi(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let (loc, a, b, ty) = parts(rw, op);
    let one = cst(rw, loc, ty, 1);
    let zero = cst(rw, loc, ty, 0);
    let minus_one = cst(rw, loc, ty, -1);
    let comp = cmpi(rw, loc, "sgt", b, zero);
    let x = select(rw, loc, comp, minus_one, one);
    let x_plus_a = bin(rw, loc, "arith.addi", x, a);
    let q = bin(rw, loc, "arith.divsi", x_plus_a, b);
    let pos_res = bin(rw, loc, "arith.addi", one, q);
    let minus_a = bin(rw, loc, "arith.subi", zero, a);
    let neg_q = bin(rw, loc, "arith.divsi", minus_a, b);
    let neg_res = bin(rw, loc, "arith.subi", zero, neg_q);
    let a_neg = cmpi(rw, loc, "slt", a, zero);
    let a_pos = cmpi(rw, loc, "sgt", a, zero);
    let b_neg = cmpi(rw, loc, "slt", b, zero);
    let b_pos = cmpi(rw, loc, "sgt", b, zero);
    let first = bin(rw, loc, "arith.andi", a_neg, b_neg);
    let second = bin(rw, loc, "arith.andi", a_pos, b_pos);
    let cond = bin(rw, loc, "arith.ori", first, second);
    let r = select(rw, loc, cond, pos_res, neg_res);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn floordivsi(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let (loc, a, b, ty) = parts(rw, op);
    let q = bin(rw, loc, "arith.divsi", a, b);
    let prod = bin(rw, loc, "arith.muli", q, b);
    let not_eq = cmpi(rw, loc, "ne", a, prod);
    let zero = cst(rw, loc, ty, 0);
    let a_neg = cmpi(rw, loc, "slt", a, zero);
    let b_neg = cmpi(rw, loc, "slt", b, zero);
    let sign_opp = cmpi(rw, loc, "ne", a_neg, b_neg);
    let cond = bin(rw, loc, "arith.andi", not_eq, sign_opp);
    let minus_one = cst(rw, loc, ty, -1);
    let q_m1 = bin(rw, loc, "arith.addi", q, minus_one);
    let r = select(rw, loc, cond, q_m1, q);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `maximumf`/`minimumf` (`nan_of_rhs`: the NaN check is on the rhs) and
/// `maxnumf`/`minnumf` (on the lhs).
fn minmaxf(
    op: OpId,
    rw: &mut ConversionPatternRewriter<'_>,
    pred: &str,
    nan_of_rhs: bool,
) -> LogicalResult {
    let (loc, a, b, _) = parts(rw, op);
    let cmp = cmpf(rw, loc, pred, a, b);
    let res = select(rw, loc, cmp, a, b);
    let n = if nan_of_rhs { b } else { a };
    let is_nan = cmpf(rw, loc, "uno", n, n);
    let r = select(rw, loc, is_nan, b, res);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn minmaxi(op: OpId, rw: &mut ConversionPatternRewriter<'_>, pred: &str) -> LogicalResult {
    let (loc, a, b, _) = parts(rw, op);
    let cmp = cmpi(rw, loc, pred, a, b);
    let r = select(rw, loc, cmp, a, b);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn is_bf16(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(elem_type(ctx, t)),
        TypeKind::Float(rmlir_ir::apfloat::FloatSemantics::BFloat)
    )
}

fn is_f32(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(elem_type(ctx, t)),
        TypeKind::Float(rmlir_ir::apfloat::FloatSemantics::IEEEsingle)
    )
}

fn extf_bf16(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let (loc, a, ty) = {
        let b: &Body = rw.body;
        (b.loc(op), b.operand(op, 0), b.value_type(b.result(op, 0)))
    };
    let in_ty = rw.body.value_type(a);
    if !(is_bf16(ctx, in_ty) && is_f32(ctx, ty)) {
        return rw.notify_match_failure(loc, || "not a ext of bf16 to f32.".into());
    }
    let i16t = with_elem(ctx, in_ty, ctx.integer_type(16));
    let i32t = with_elem(ctx, in_ty, ctx.integer_type(32));
    let bitcast = mk(rw, loc, "arith.bitcast", &[a], i16t, &[]);
    let exted = mk(rw, loc, "arith.extui", &[bitcast], i32t, &[]);
    let c16 = cst(rw, loc, i32t, 16);
    let shl = bin(rw, loc, "arith.shli", exted, c16);
    let r = mk(rw, loc, "arith.bitcast", &[shl], ty, &[]);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn truncf_bf16(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let (loc, a, ty) = {
        let b: &Body = rw.body;
        (b.loc(op), b.operand(op, 0), b.value_type(b.result(op, 0)))
    };
    let in_ty = rw.body.value_type(a);
    if !(is_f32(ctx, in_ty) && is_bf16(ctx, ty)) {
        return rw.notify_match_failure(loc, || "not a trunc of f32 to bf16.".into());
    }
    let i16t = with_elem(ctx, in_ty, ctx.integer_type(16));
    let i32t = with_elem(ctx, in_ty, ctx.integer_type(32));
    let is_nan = cmpf(rw, loc, "une", a, a);
    let c7fff = cst(rw, loc, i32t, 0x7fff);
    let c7fc0 = cst(rw, loc, i16t, 0x7fc0);
    let c16 = cst(rw, loc, i32t, 16);
    let c1 = cst(rw, loc, i32t, 1);
    let bitcast = mk(rw, loc, "arith.bitcast", &[a], i32t, &[]);
    let bit16 = bin(rw, loc, "arith.shrui", bitcast, c16);
    let bit16_and1 = bin(rw, loc, "arith.andi", bit16, c1);
    let rounding_bias = bin(rw, loc, "arith.addi", bit16_and1, c7fff);
    let biased = bin(rw, loc, "arith.addi", bitcast, rounding_bias);
    let biased_shifted = bin(rw, loc, "arith.shrui", biased, c16);
    let normal = mk(rw, loc, "arith.trunci", &[biased_shifted], i16t, &[]);
    let sel = select(rw, loc, is_nan, c7fc0, normal);
    let r = mk(rw, loc, "arith.bitcast", &[sel], ty, &[]);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// Upstream's `populateArithExpandOpsPatterns` (and the bf16 ones when `bf16`).
pub fn populate_patterns(ctx: &Context, set: &mut ConversionPatternSet, bf16: bool) {
    set.add(
        ctx,
        Some("arith.ceildivsi"),
        1,
        "CeilDivSIOpConverter",
        None,
        ceildivsi,
    );
    set.add(
        ctx,
        Some("arith.ceildivui"),
        1,
        "CeilDivUIOpConverter",
        None,
        ceildivui,
    );
    set.add(
        ctx,
        Some("arith.floordivsi"),
        1,
        "FloorDivSIOpConverter",
        None,
        floordivsi,
    );
    set.add(
        ctx,
        Some("arith.maximumf"),
        1,
        "MaximumMinimumFOpConverter",
        None,
        |o, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| minmaxf(o, rw, "ugt", true),
    );
    set.add(
        ctx,
        Some("arith.minimumf"),
        1,
        "MaximumMinimumFOpConverter",
        None,
        |o, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| minmaxf(o, rw, "ult", true),
    );
    set.add(
        ctx,
        Some("arith.maxnumf"),
        1,
        "MaxNumMinNumFOpConverter",
        None,
        |o, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| minmaxf(o, rw, "ugt", false),
    );
    set.add(
        ctx,
        Some("arith.minnumf"),
        1,
        "MaxNumMinNumFOpConverter",
        None,
        |o, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| minmaxf(o, rw, "ult", false),
    );
    set.add(
        ctx,
        Some("arith.maxsi"),
        1,
        "MaxMinIOpConverter",
        None,
        |o, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| minmaxi(o, rw, "sgt"),
    );
    set.add(
        ctx,
        Some("arith.maxui"),
        1,
        "MaxMinIOpConverter",
        None,
        |o, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| minmaxi(o, rw, "ugt"),
    );
    set.add(
        ctx,
        Some("arith.minsi"),
        1,
        "MaxMinIOpConverter",
        None,
        |o, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| minmaxi(o, rw, "slt"),
    );
    set.add(
        ctx,
        Some("arith.minui"),
        1,
        "MaxMinIOpConverter",
        None,
        |o, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| minmaxi(o, rw, "ult"),
    );
    if bf16 {
        set.add(
            ctx,
            Some("arith.extf"),
            1,
            "BFloat16ExtFOpConverter",
            None,
            extf_bf16,
        );
        set.add(
            ctx,
            Some("arith.truncf"),
            1,
            "BFloat16TruncFOpConverter",
            None,
            truncf_bf16,
        );
    }
}

pub struct ArithExpand {
    options: PassOptions,
}

const DESCRIPTION: &str = "Legalize Arith ops to be convertible to LLVM.";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "arith-expand",
        description: DESCRIPTION,
        create: || {
            Box::new(ArithExpand {
                options: PassOptions::new().with(
                    "include-bf16",
                    "Enable the BF16 expansion patterns",
                    OptValue::Bool(false),
                ),
            })
        },
    }
}

impl Pass for ArithExpand {
    fn name(&self) -> &'static str {
        "ArithExpandOpsPass"
    }
    fn argument(&self) -> &'static str {
        "arith-expand"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let bf16 = self.options.bool("include-bf16");
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(ctx, &mut patterns, bf16);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect(&["arith"]);
        target.add_illegal_op(&[
            "arith.ceildivsi",
            "arith.ceildivui",
            "arith.floordivsi",
            "arith.maximumf",
            "arith.minimumf",
            "arith.maxnumf",
            "arith.minnumf",
            "arith.maxsi",
            "arith.maxui",
            "arith.minsi",
            "arith.minui",
        ]);
        if bf16 {
            target.add_dynamically_legal_op(&["arith.extf"], |ctx, body, op| {
                let a = body.value_type(body.operand(op, 0));
                let r = body.value_type(body.result(op, 0));
                Some(!(is_bf16(ctx, a) && is_f32(ctx, r)))
            });
            target.add_dynamically_legal_op(&["arith.truncf"], |ctx, body, op| {
                let a = body.value_type(body.operand(op, 0));
                let r = body.value_type(body.result(op, 0));
                Some(!(is_f32(ctx, a) && is_bf16(ctx, r)))
            });
        }
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        match apply_partial_conversion(ctx, body, &target, &patterns) {
            Ok(_) => Ok(()),
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                Err(())
            }
        }
    }
}
