//! `convert-index-to-llvm` (MLIR 19's `IndexToLLVM`): `index` ops become llvm integer ops
//! of the index bitwidth; the exotic divisions expand to llvm sequences. A partial
//! conversion in which the `index` dialect is illegal.

use super::arith_to_llvm::INDEX_BITWIDTH_HELP;
use super::llvm_common::{
    create_op, one_to_one_rewrite, op_attrs, LlvmTypeConverter, LowerToLlvmOptions,
};
use rmlir_ir::conversion::{ConversionPatternRewriter, ConversionPatternSet, ConversionTarget};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Context, Location, OpId, Type, ValueId};

type Rw<'a, 'b> = &'a mut ConversionPatternRewriter<'b>;

fn constant(rw: Rw<'_, '_>, loc: Location, ty: Type, v: i64) -> ValueId {
    let a = rw.ctx.int_attr(ty, v);
    let o = create_op(rw, loc, "llvm.mlir.constant", &[], &[ty], &[("value", a)]);
    rw.body.result(o, 0)
}

fn bin(rw: Rw<'_, '_>, loc: Location, name: &str, a: ValueId, b: ValueId) -> ValueId {
    let ty = rw.body.value_type(a);
    let o = create_op(rw, loc, name, &[a, b], &[ty], &[]);
    rw.body.result(o, 0)
}

/// `llvm.icmp` with predicate number `pred` (eq 0, ne 1, slt 2, sgt 4).
fn icmp(rw: Rw<'_, '_>, loc: Location, pred: i64, a: ValueId, b: ValueId) -> ValueId {
    let i1 = rw.ctx.integer_type(1);
    let p = crate::llvm::attrs::i64_attr(rw.ctx, pred);
    let o = create_op(rw, loc, "llvm.icmp", &[a, b], &[i1], &[("predicate", p)]);
    rw.body.result(o, 0)
}

fn select(rw: Rw<'_, '_>, loc: Location, c: ValueId, t: ValueId, f: ValueId) -> ValueId {
    let ty = rw.body.value_type(t);
    let o = create_op(rw, loc, "llvm.select", &[c, t, f], &[ty], &[]);
    rw.body.result(o, 0)
}

const EQ: i64 = 0;
const NE: i64 = 1;
const SLT: i64 = 2;
const SGT: i64 = 4;

/// `ceildivs(n, m)`: `x = m > 0 ? -1 : 1`, then `n*m > 0 ? (n+x)/m + 1 : -(-n/m)`.
fn ceil_div_s(op: OpId, ops: &[ValueId], rw: Rw<'_, '_>) -> LogicalResult {
    let loc = rw.body.loc(op);
    let (n, m) = (ops[0], ops[1]);
    let ty = rw.body.value_type(n);
    let zero = constant(rw, loc, ty, 0);
    let pos_one = constant(rw, loc, ty, 1);
    let neg_one = constant(rw, loc, ty, -1);
    let m_pos = icmp(rw, loc, SGT, m, zero);
    let x = select(rw, loc, m_pos, neg_one, pos_one);
    let n_plus_x = bin(rw, loc, "llvm.add", n, x);
    let q = bin(rw, loc, "llvm.sdiv", n_plus_x, m);
    let pos_res = bin(rw, loc, "llvm.add", q, pos_one);
    let neg_n = bin(rw, loc, "llvm.sub", zero, n);
    let neg_q = bin(rw, loc, "llvm.sdiv", neg_n, m);
    let neg_res = bin(rw, loc, "llvm.sub", zero, neg_q);
    let n_pos = icmp(rw, loc, SGT, n, zero);
    let same_sign = icmp(rw, loc, EQ, n_pos, m_pos);
    let non_zero = icmp(rw, loc, NE, n, zero);
    let c = bin(rw, loc, "llvm.and", same_sign, non_zero);
    let r = select(rw, loc, c, pos_res, neg_res);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n-1)/m + 1`.
fn ceil_div_u(op: OpId, ops: &[ValueId], rw: Rw<'_, '_>) -> LogicalResult {
    let loc = rw.body.loc(op);
    let (n, m) = (ops[0], ops[1]);
    let ty = rw.body.value_type(n);
    let zero = constant(rw, loc, ty, 0);
    let one = constant(rw, loc, ty, 1);
    let minus_one = bin(rw, loc, "llvm.sub", n, one);
    let q = bin(rw, loc, "llvm.udiv", minus_one, m);
    let plus_one = bin(rw, loc, "llvm.add", q, one);
    let c = icmp(rw, loc, EQ, n, zero);
    let r = select(rw, loc, c, zero, plus_one);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `floordivs(n, m)`: `x = m < 0 ? 1 : -1`, then `n*m < 0 ? -1 - (x-n)/m : n/m`.
fn floor_div_s(op: OpId, ops: &[ValueId], rw: Rw<'_, '_>) -> LogicalResult {
    let loc = rw.body.loc(op);
    let (n, m) = (ops[0], ops[1]);
    let ty = rw.body.value_type(n);
    let zero = constant(rw, loc, ty, 0);
    let pos_one = constant(rw, loc, ty, 1);
    let neg_one = constant(rw, loc, ty, -1);
    let m_neg = icmp(rw, loc, SLT, m, zero);
    let x = select(rw, loc, m_neg, pos_one, neg_one);
    let x_minus_n = bin(rw, loc, "llvm.sub", x, n);
    let q = bin(rw, loc, "llvm.sdiv", x_minus_n, m);
    let neg_res = bin(rw, loc, "llvm.sub", neg_one, q);
    let pos_res = bin(rw, loc, "llvm.sdiv", n, m);
    let n_neg = icmp(rw, loc, SLT, n, zero);
    let diff_sign = icmp(rw, loc, NE, n_neg, m_neg);
    let non_zero = icmp(rw, loc, NE, n, zero);
    let c = bin(rw, loc, "llvm.and", diff_sign, non_zero);
    let r = select(rw, loc, c, neg_res, pos_res);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn result_type(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Result<Type, ()> {
    let t = rw.body.value_type(rw.body.result(op, 0));
    rw.type_converter()
        .and_then(|c| c.convert_type_1(rw.ctx, t))
        .ok_or(())
}

/// `index.casts` / `index.castu`: a no-op, `llvm.trunc` or the extension.
fn cast(ext: &'static str) -> impl Fn(OpId, &[ValueId], Rw<'_, '_>) -> LogicalResult {
    move |op, ops, rw| {
        let input = rw.body.value_type(ops[0]);
        let out = result_type(rw, op)?;
        if input == out {
            rw.replace_op(op, &[ops[0]]);
            return Ok(());
        }
        let (ib, ob) = (
            rw.ctx.int_or_float_bitwidth(input).ok_or(())?,
            rw.ctx.int_or_float_bitwidth(out).ok_or(())?,
        );
        let name = if ib > ob { "llvm.trunc" } else { ext };
        let loc = rw.body.loc(op);
        let o = create_op(rw, loc, name, &[ops[0]], &[out], &[]);
        let v = rw.body.result(o, 0);
        rw.replace_op(op, &[v]);
        Ok(())
    }
}

fn cmp(op: OpId, ops: &[ValueId], rw: Rw<'_, '_>) -> LogicalResult {
    let ctx = rw.ctx;
    let pred = rmlir_ir::ods::prop(ctx, rw.body, op, "pred")
        .and_then(|a| crate::index::CMP_PREDICATE.case_of(ctx, a))
        .ok_or(())?;
    let n = crate::index::CMP_PREDICATE
        .cases
        .iter()
        .position(|c| *c == pred)
        .ok_or(())? as i64;
    let loc = rw.body.loc(op);
    let v = icmp(rw, loc, n, ops[0], ops[1]);
    rw.replace_op(op, &[v]);
    Ok(())
}

fn index_type(rw: &ConversionPatternRewriter<'_>) -> Result<Type, ()> {
    let idx = rw.ctx.index_type();
    rw.type_converter()
        .and_then(|c| c.convert_type_1(rw.ctx, idx))
        .ok_or(())
}

fn size_of(op: OpId, _: &[ValueId], rw: Rw<'_, '_>) -> LogicalResult {
    let ty = index_type(rw)?;
    let bw = rw.ctx.int_or_float_bitwidth(ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let v = constant(rw, loc, ty, bw as i64);
    rw.replace_op(op, &[v]);
    Ok(())
}

fn index_constant(op: OpId, _: &[ValueId], rw: Rw<'_, '_>) -> LogicalResult {
    let ctx = rw.ctx;
    let ty = index_type(rw)?;
    let bw = ctx.int_or_float_bitwidth(ty).ok_or(())?;
    let a = rmlir_ir::ods::prop(ctx, rw.body, op, "value").ok_or(())?;
    let AttrKind::Integer { value, .. } = ctx.attr_kind(a) else {
        return Err(());
    };
    let value = ctx.get_attr(AttrKind::Integer {
        ty,
        value: value.sext_or_trunc(bw),
    });
    let loc = rw.body.loc(op);
    let o = create_op(
        rw,
        loc,
        "llvm.mlir.constant",
        &[],
        &[ty],
        &[("value", value)],
    );
    let v = rw.body.result(o, 0);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `populateIndexToLLVMConversionPatterns`.
pub fn populate_patterns(ctx: &Context, conv: &LlvmTypeConverter, set: &mut ConversionPatternSet) {
    let tc = &conv.converter;
    let one_to_one: &[(&str, &'static str)] = &[
        ("index.add", "llvm.add"),
        ("index.sub", "llvm.sub"),
        ("index.mul", "llvm.mul"),
        ("index.divs", "llvm.sdiv"),
        ("index.divu", "llvm.udiv"),
        ("index.rems", "llvm.srem"),
        ("index.remu", "llvm.urem"),
        ("index.maxs", "llvm.intr.smax"),
        ("index.maxu", "llvm.intr.umax"),
        ("index.mins", "llvm.intr.smin"),
        ("index.minu", "llvm.intr.umin"),
        ("index.shl", "llvm.shl"),
        ("index.shrs", "llvm.ashr"),
        ("index.shru", "llvm.lshr"),
        ("index.and", "llvm.and"),
        ("index.or", "llvm.or"),
        ("index.xor", "llvm.xor"),
    ];
    for &(src, dst) in one_to_one {
        set.add(
            ctx,
            Some(src),
            1,
            src,
            Some(tc.clone()),
            move |op: OpId, ops: &[ValueId], rw: Rw<'_, '_>| {
                let attrs = op_attrs(rw, op);
                one_to_one_rewrite(rw, op, dst, ops, &attrs)
            },
        );
    }
    set.add(
        ctx,
        Some("index.ceildivs"),
        1,
        "ConvertIndexCeilDivS",
        Some(tc.clone()),
        ceil_div_s,
    );
    set.add(
        ctx,
        Some("index.ceildivu"),
        1,
        "ConvertIndexCeilDivU",
        Some(tc.clone()),
        ceil_div_u,
    );
    set.add(
        ctx,
        Some("index.floordivs"),
        1,
        "ConvertIndexFloorDivS",
        Some(tc.clone()),
        floor_div_s,
    );
    set.add(
        ctx,
        Some("index.casts"),
        1,
        "ConvertIndexCastS",
        Some(tc.clone()),
        cast("llvm.sext"),
    );
    set.add(
        ctx,
        Some("index.castu"),
        1,
        "ConvertIndexCastU",
        Some(tc.clone()),
        cast("llvm.zext"),
    );
    set.add(
        ctx,
        Some("index.cmp"),
        1,
        "ConvertIndexCmp",
        Some(tc.clone()),
        cmp,
    );
    set.add(
        ctx,
        Some("index.sizeof"),
        1,
        "ConvertIndexSizeOf",
        Some(tc.clone()),
        size_of,
    );
    set.add(
        ctx,
        Some("index.constant"),
        1,
        "ConvertIndexConstant",
        Some(tc.clone()),
        index_constant,
    );
    set.add(
        ctx,
        Some("index.bool.constant"),
        1,
        "ConvertIndexBoolConstant",
        Some(tc.clone()),
        |op: OpId, ops: &[ValueId], rw: Rw<'_, '_>| {
            let attrs = op_attrs(rw, op);
            one_to_one_rewrite(rw, op, "llvm.mlir.constant", ops, &attrs)
        },
    );
}

pub struct ConvertIndexToLlvm {
    options: PassOptions,
}

const DESCRIPTION: &str = "Lower the `index` dialect to the `llvm` dialect.";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-index-to-llvm",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertIndexToLlvm {
                options: PassOptions::new().with(
                    "index-bitwidth",
                    INDEX_BITWIDTH_HELP,
                    OptValue::UInt(0),
                ),
            })
        },
    }
}

impl Pass for ConvertIndexToLlvm {
    fn name(&self) -> &'static str {
        "ConvertIndexToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-index-to-llvm"
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
        let opts =
            LowerToLlvmOptions::from_index_bitwidth_option(self.options.uint("index-bitwidth"));
        let conv = LlvmTypeConverter::new(opts);
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(ctx, &conv, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_illegal_dialect(&["index"]);
        target.add_legal_dialect(&["llvm"]);
        super::llvm_common::run_partial_conversion(op, cx, &target, &patterns)
    }
}
