//! `convert-math-to-funcs`: `math.ipowi`, `math.fpowi` (exponents at least
//! `min-width-of-fpowi-exponent` bits wide) and, with `convert-ctlz`, `math.ctlz` become
//! calls of outlined software implementations (`__mlir_math_ipowi_i32`,
//! `__mlir_math_fpowi_f32_i64`, `__mlir_math_ctlz_i32`, ...), as MLIR 19's `MathToFuncs`.
//! The implementations are private `linkonce_odr` functions appended to the module, one per
//! op and element type, in the order the ops appear, before the conversion runs; vector ops
//! are unrolled into scalar ones first.

use super::math_to_libm::mk;
use rmlir_ir::apfloat::{ApFloat, FloatSemantics};
use rmlir_ir::apint::ApInt;
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use rmlir_ir::ods::constraints::{self as c, dialect_attr};
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{
    AttrKind, Attribute, BlockId, Body, Builder, Context, IrNode, Location, OpId, RegionId, Type,
    TypeKind, ValueId, WalkOptions, WalkResult,
};
use std::collections::HashMap;
use std::sync::Arc;

const IPOWI: &str = "math.ipowi";
const FPOWI: &str = "math.fpowi";
const CTLZ: &str = "math.ctlz";

fn elem_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
        TypeKind::UnrankedTensor { elem } | TypeKind::MemRef { elem, .. } => *elem,
        _ => t,
    }
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn float_sem(ctx: &Context, t: Type) -> Option<FloatSemantics> {
    match ctx.type_kind(t) {
        TypeKind::Float(s) => Some(*s),
        _ => None,
    }
}

/// Which ops the pass converts (upstream's `isConvertible` / `isFPowIConvertible`).
#[derive(Clone, Copy)]
struct Config {
    min_fpowi_width: u64,
    ctlz: bool,
}

impl Config {
    fn converts(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let name = ctx.op_name_str(body.op_name(op));
        let result_elem = |i: usize| {
            body.results(op)
                .get(i)
                .map(|r| elem_type(ctx, body.value_type(*r)))
        };
        match name {
            IPOWI => result_elem(0).is_some_and(|t| int_width(ctx, t).is_some()),
            CTLZ => self.ctlz && result_elem(0).is_some_and(|t| int_width(ctx, t).is_some()),
            FPOWI => body.operands(op).nth(1).is_some_and(|p| {
                int_width(ctx, elem_type(ctx, body.value_type(p)))
                    .is_some_and(|w| u64::from(w) >= self.min_fpowi_width)
            }),
            _ => false,
        }
    }
}

/// The implementation needed for a (scalar or vector) op: its function's name and type.
fn implementation(ctx: &Context, body: &Body, op: OpId) -> (String, Type) {
    let name = ctx.op_name_str(body.op_name(op));
    let ins: Vec<Type> = body
        .operands(op)
        .map(|v| elem_type(ctx, body.value_type(v)))
        .collect();
    let outs: Vec<Type> = body
        .results(op)
        .iter()
        .map(|r| elem_type(ctx, body.value_type(*r)))
        .collect();
    let ty = |t: Type| rmlir_ir::printer::type_to_string(ctx, t);
    let fname = match name {
        IPOWI => format!("__mlir_math_ipowi_{}", ty(outs[0])),
        CTLZ => format!("__mlir_math_ctlz_{}", ty(outs[0])),
        _ => format!("__mlir_math_fpowi_{}_{}", ty(ins[0]), ty(ins[1])),
    };
    (fname, ctx.function_type(&ins, &outs))
}

/// Builds the body of an outlined implementation.
struct FuncBuilder<'a> {
    ctx: &'a Context,
    b: Builder<'a>,
    region: RegionId,
    loc: Location,
}

impl FuncBuilder<'_> {
    fn op(
        &mut self,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        props: &[(&str, Attribute)],
        succs: &[BlockId],
        regions: usize,
    ) -> OpId {
        let ctx = self.ctx;
        let mut spec = super::llvm_common::op_spec(ctx, self.loc, name, operands, results, props);
        spec.successors = succs;
        spec.num_regions = regions;
        self.b.create(spec)
    }

    fn val(&mut self, name: &str, operands: &[ValueId], ty: Type) -> ValueId {
        let o = self.op(name, operands, &[ty], &[], &[], 0);
        self.b.body.result(o, 0)
    }

    fn constant(&mut self, value: Attribute, ty: Type) -> ValueId {
        let o = self.op("arith.constant", &[], &[ty], &[("value", value)], &[], 0);
        self.b.body.result(o, 0)
    }

    fn int(&mut self, ty: Type, v: i64) -> ValueId {
        let a = self.ctx.int_attr(ty, v);
        self.constant(a, ty)
    }

    fn cmpi(&mut self, pred: i64, l: ValueId, r: ValueId) -> ValueId {
        let p = self.ctx.int_attr(self.ctx.integer_type(64), pred);
        let i1 = self.ctx.integer_type(1);
        let o = self.op("arith.cmpi", &[l, r], &[i1], &[("predicate", p)], &[], 0);
        self.b.body.result(o, 0)
    }

    fn block(&mut self, args: &[Type]) -> BlockId {
        let args: Vec<_> = args.iter().map(|t| (*t, self.loc)).collect();
        self.b.create_block(self.region, None, &args)
    }

    fn at_end(&mut self, block: BlockId) {
        self.b.set_insertion_point_to_end(block);
    }

    fn ret(&mut self, v: ValueId) {
        self.op("func.return", &[v], &[], &[], &[], 0);
    }

    fn br(&mut self, dest: BlockId, args: &[ValueId]) {
        self.op("cf.br", args, &[], &[], &[dest], 0);
    }

    fn cond_br(&mut self, cond: ValueId, t: (BlockId, &[ValueId]), f: (BlockId, &[ValueId])) {
        let mut ops = vec![cond];
        ops.extend_from_slice(t.1);
        ops.extend_from_slice(f.1);
        let seg = c::dense_i32_array(self.ctx, &[1, t.1.len() as i32, f.1.len() as i32]);
        self.op(
            "cf.cond_br",
            &ops,
            &[],
            &[("operandSegmentSizes", seg)],
            &[t.0, f.0],
            0,
        );
    }

    fn parent_block(&self, v: ValueId) -> BlockId {
        match self.b.body.value(v).def {
            rmlir_ir::body::ValueDef::Result { op, .. } => {
                self.b.body.parent_block(op).expect("op in a block")
            }
            rmlir_ir::body::ValueDef::Arg { block, .. } => block,
            rmlir_ir::body::ValueDef::Placeholder => unreachable!("placeholder"),
        }
    }
}

const EQ: i64 = 0;
const NE: i64 = 1;
const SLT: i64 = 2;
const SLE: i64 = 3;

/// `T __mlir_math_ipowi_T(T b, T p)`: exponentiation by squaring, with upstream's
/// handling of negative powers (1/0 for a zero base, +-1 for bases +-1, else 0).
fn build_ipowi(f: &mut FuncBuilder<'_>, entry: BlockId, t: Type) {
    let args = f.b.body.block_args(entry).to_vec();
    let (b, p) = (args[0], args[1]);
    f.at_end(entry);
    let zero = f.int(t, 0);
    let one = f.int(t, 1);
    let minus_one = f.int(t, -1);
    let p_is_zero = f.cmpi(EQ, p, zero);
    let then = f.block(&[]);
    f.ret(one);
    let fall = f.block(&[]);
    f.at_end(entry);
    f.cond_br(p_is_zero, (then, &[]), (fall, &[]));

    f.at_end(fall);
    let p_is_neg = f.cmpi(SLE, p, zero);
    let b_zero_block = f.block(&[]);
    let b_is_zero = f.cmpi(EQ, b, zero);
    let then = f.block(&[]);
    let div = f.val("arith.divsi", &[one, zero], t);
    f.ret(div);
    let fall = f.block(&[]);
    f.at_end(b_zero_block);
    f.cond_br(b_is_zero, (then, &[]), (fall, &[]));

    f.at_end(fall);
    let b_is_one = f.cmpi(EQ, b, one);
    let then = f.block(&[]);
    f.ret(one);
    let fall2 = f.block(&[]);
    f.at_end(fall);
    f.cond_br(b_is_one, (then, &[]), (fall2, &[]));

    let fall = fall2;
    f.at_end(fall);
    let b_is_minus_one = f.cmpi(EQ, b, minus_one);
    let odd_block = f.block(&[]);
    let and = f.val("arith.andi", &[p, one], t);
    let p_is_odd = f.cmpi(NE, and, zero);
    let then = f.block(&[]);
    f.ret(minus_one);
    let fall2 = f.block(&[]);
    f.at_end(odd_block);
    f.cond_br(p_is_odd, (then, &[]), (fall2, &[]));

    f.at_end(fall2);
    f.ret(one);
    let fall3 = f.block(&[]);
    f.at_end(fall);
    f.cond_br(b_is_minus_one, (odd_block, &[]), (fall3, &[]));

    f.at_end(fall3);
    f.ret(zero);
    let header = f.block(&[t, t, t]);
    let neg_block = f.parent_block(p_is_neg);
    f.at_end(neg_block);
    f.cond_br(p_is_neg, (b_zero_block, &[]), (header, &[one, b, p]));

    let hargs = f.b.body.block_args(header).to_vec();
    let (result, base, power) = (hargs[0], hargs[1], hargs[2]);
    f.at_end(header);
    let and = f.val("arith.andi", &[power, one], t);
    let odd = f.cmpi(NE, and, zero);
    let then = f.block(&[]);
    let mul = f.val("arith.muli", &[result, base], t);
    let merged = f.block(&[t]);
    f.at_end(then);
    f.br(merged, &[mul]);
    f.at_end(header);
    f.cond_br(odd, (then, &[]), (merged, &[result]));
    let new_result = f.b.body.block_args(merged)[0];

    f.at_end(merged);
    let new_power = f.val("arith.shrui", &[power, one], t);
    let done = f.cmpi(EQ, new_power, zero);
    let then = f.block(&[]);
    f.ret(new_result);
    let fall = f.block(&[]);
    f.at_end(merged);
    f.cond_br(done, (then, &[]), (fall, &[]));

    f.at_end(fall);
    let new_base = f.val("arith.muli", &[base, base], t);
    f.br(header, &[new_result, new_base, new_power]);
}

/// The signed minimum (or maximum) of a `width`-bit integer type, as an attribute.
fn signed_extreme(ctx: &Context, ty: Type, width: u32, max: bool) -> Attribute {
    let n = width.div_ceil(64).max(1) as usize;
    let mut words = vec![if max { u64::MAX } else { 0 }; n];
    let top = width.saturating_sub(1);
    let (wi, bi) = ((top / 64) as usize, top % 64);
    if max {
        words[wi] &= !(1u64 << bi);
    } else {
        words[wi] |= 1u64 << bi;
    }
    ctx.get_attr(AttrKind::Integer {
        ty,
        value: ApInt::from_words(width, &words),
    })
}

/// `Tb __mlir_math_fpowi_Tb_Tp(Tb b, Tp p)`: exponentiation by squaring on `|p|` (the
/// minimum power as the maximum times one more factor), inverted for negative powers.
fn build_fpowi(f: &mut FuncBuilder<'_>, entry: BlockId, bt: Type, pt: Type) {
    let ctx = f.ctx;
    let args = f.b.body.block_args(entry).to_vec();
    let (b, p) = (args[0], args[1]);
    f.at_end(entry);
    let sem = float_sem(ctx, bt).expect("float base");
    let (one_f, _) = ApFloat::from_f64_in(sem, 1.0);
    let one_attr = ctx.get_attr(AttrKind::Float {
        ty: bt,
        bits: one_f.bits(),
    });
    let one_b = f.constant(one_attr, bt);
    let zero_p = f.int(pt, 0);
    let one_p = f.int(pt, 1);
    let w = int_width(ctx, pt).unwrap_or(64);
    let min_p = f.constant(signed_extreme(ctx, pt, w, false), pt);
    let max_p = f.constant(signed_extreme(ctx, pt, w, true), pt);
    let p_is_zero = f.cmpi(EQ, p, zero_p);
    let then = f.block(&[]);
    f.ret(one_b);
    let fall = f.block(&[]);
    f.at_end(entry);
    f.cond_br(p_is_zero, (then, &[]), (fall, &[]));

    f.at_end(fall);
    let p_is_neg = f.cmpi(SLE, p, zero_p);
    let p_is_min = f.cmpi(EQ, p, min_p);
    let neg_p = f.val("arith.subi", &[zero_p, p], pt);
    let p_init = f.val("arith.select", &[p_is_neg, neg_p, p], pt);
    let p_init = f.val("arith.select", &[p_is_min, max_p, p_init], pt);
    let header = f.block(&[bt, bt, pt]);
    f.at_end(fall);
    f.br(header, &[one_b, b, p_init]);

    let hargs = f.b.body.block_args(header).to_vec();
    let (result, base, power) = (hargs[0], hargs[1], hargs[2]);
    f.at_end(header);
    let and = f.val("arith.andi", &[power, one_p], pt);
    let odd = f.cmpi(NE, and, zero_p);
    let then = f.block(&[]);
    let mul = f.val("arith.mulf", &[result, base], bt);
    let merged = f.block(&[bt]);
    f.at_end(then);
    f.br(merged, &[mul]);
    f.at_end(header);
    f.cond_br(odd, (then, &[]), (merged, &[result]));
    let new_result = f.b.body.block_args(merged)[0];

    f.at_end(merged);
    let new_power = f.val("arith.shrui", &[power, one_p], pt);
    let done = f.cmpi(EQ, new_power, zero_p);
    let fall = f.block(&[]);
    let new_base = f.val("arith.mulf", &[base, base], bt);
    f.br(header, &[new_result, new_base, new_power]);
    let exit = f.block(&[bt]);
    f.at_end(merged);
    f.cond_br(done, (exit, &[new_result]), (fall, &[]));

    let exit_result = f.b.body.block_args(exit)[0];
    let then = f.block(&[]);
    let fall = f.block(&[bt]);
    f.at_end(exit);
    f.cond_br(p_is_min, (then, &[]), (fall, &[exit_result]));
    f.at_end(then);
    let m = f.val("arith.mulf", &[exit_result, b], bt);
    f.br(fall, &[m]);

    let r = f.b.body.block_args(fall)[0];
    let then = f.block(&[]);
    let ret = f.block(&[bt]);
    f.at_end(fall);
    f.cond_br(p_is_neg, (then, &[]), (ret, &[r]));
    f.at_end(then);
    let d = f.val("arith.divf", &[one_b, r], bt);
    f.br(ret, &[d]);
    f.at_end(ret);
    let v = f.b.body.block_args(ret)[0];
    f.ret(v);
}

/// `T __mlir_math_ctlz_T(T x)`: the bit width for zero, else a loop shifting `x` left
/// while it is non-negative, counting the shifts.
fn build_ctlz(f: &mut FuncBuilder<'_>, entry: BlockId, t: Type) {
    let ctx = f.ctx;
    let arg = f.b.body.block_args(entry)[0];
    let bits = i64::from(int_width(ctx, t).unwrap_or(0));
    let index = ctx.index_type();
    f.at_end(entry);
    let width = f.int(t, bits);
    let zero = f.int(t, 0);
    let is_zero = f.cmpi(EQ, arg, zero);
    let if_op = f.op("scf.if", &[is_zero], &[t], &[], &[], 2);
    let regions = f.b.body.regions(if_op).to_vec();
    let then = f.b.create_block(regions[0], None, &[]);
    let els = f.b.create_block(regions[1], None, &[]);
    f.at_end(then);
    f.op("scf.yield", &[width], &[], &[], &[], 0);
    f.at_end(els);
    let one_index = f.int(index, 1);
    let one = f.int(t, 1);
    let width_index = f.int(index, bits);
    let n = f.int(t, 0);
    let for_op = f.op(
        "scf.for",
        &[one_index, width_index, one_index, arg, n],
        &[t, t],
        &[],
        &[],
        1,
    );
    let for_region = f.b.body.regions(for_op)[0];
    let loc = f.loc;
    let body =
        f.b.create_block(for_region, None, &[(index, loc), (t, loc), (t, loc)]);
    let bargs = f.b.body.block_args(body).to_vec();
    let (arg_iter, n_iter) = (bargs[1], bargs[2]);
    let neg = f.cmpi(SLT, arg_iter, zero);
    let inner = f.op("scf.if", &[neg], &[t, t], &[], &[], 2);
    let iregions = f.b.body.regions(inner).to_vec();
    let ithen = f.b.create_block(iregions[0], None, &[]);
    f.op("scf.yield", &[arg_iter, n_iter], &[], &[], &[], 0);
    let ielse = f.b.create_block(iregions[1], None, &[]);
    let n_next = f.val("arith.addi", &[n_iter, one], t);
    let arg_next = f.val("arith.shli", &[arg_iter, one], t);
    f.op("scf.yield", &[arg_next, n_next], &[], &[], &[], 0);
    let _ = (ithen, ielse);
    f.at_end(body);
    let inner_results = f.b.body.results(inner).to_vec();
    f.op("scf.yield", &inner_results, &[], &[], &[], 0);
    f.at_end(els);
    let count = f.b.body.result(for_op, 1);
    f.op("scf.yield", &[count], &[], &[], &[], 0);
    f.at_end(entry);
    let r = f.b.body.result(if_op, 0);
    f.ret(r);
}

/// Appends the implementation of `op_name` named `name` with type `fty` to the module.
fn create_implementation(
    ctx: &Context,
    module: &mut Body,
    block: BlockId,
    loc: Location,
    op_name: &str,
    name: &str,
    fty: Type,
) {
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
        return;
    };
    let mut body = Body::new(1);
    let region = body.root_regions()[0];
    let entry = body.create_block(&inputs.iter().map(|t| (*t, loc)).collect::<Vec<_>>());
    body.append_block(region, entry);
    {
        let mut f = FuncBuilder {
            ctx,
            b: Builder::new(&mut body),
            region,
            loc,
        };
        match op_name {
            IPOWI => build_ipowi(&mut f, entry, results[0]),
            CTLZ => build_ctlz(&mut f, entry, results[0]),
            _ => build_fpowi(&mut f, entry, inputs[0], inputs[1]),
        }
    }
    let func_name = ctx.op_name("func.func");
    let info = ctx.op_info(func_name).expect("func.func");
    let mut spec = OpSpec::new(func_name, loc);
    spec.props = (0..info.props.len()).map(|_| None).collect();
    for (n, a) in [
        ("function_type", ctx.type_attr(fty)),
        ("sym_name", ctx.string_attr(name)),
        ("sym_visibility", ctx.string_attr("private")),
    ] {
        if let Some(k) = info.prop_index(n) {
            spec.props[k] = Some(a);
        }
    }
    let func = module.create_isolated_op(spec, Box::new(body));
    module.set_attr(
        ctx,
        func,
        ctx.ident("llvm.linkage"),
        Some(dialect_attr(ctx, "llvm", "linkage<linkonce_odr>")),
    );
    module.insert_op(func, InsertPoint::BlockEnd(block));
}

/// Upstream's `VecOpToScalarOp` (used by math-to-libm too): one scalar op per element of a
/// vector result, between `vector.extract`s of the operands and `vector.insert`s into a
/// zero vector of the element type (integer or float).
pub(crate) fn vec_to_scalar(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let TypeKind::Vector {
        shape,
        scalable,
        elem,
    } = ctx.type_kind(ty).clone()
    else {
        return Err(());
    };
    if scalable.iter().any(|s| *s) {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let name = ctx.op_name_str(rw.body.op_name(op)).to_string();
    let inputs: Vec<ValueId> = rw.body.operands(op).collect();
    let bits = ctx.int_or_float_bitwidth(elem).unwrap_or(32) as usize;
    let zero = ctx.get_attr(AttrKind::DenseIntOrFp {
        ty,
        data: vec![0u8; bits.div_ceil(8).max(1)].into(),
        splat: true,
    });
    let cst = mk(rw, loc, "arith.constant", &[], &[ty], &[("value", zero)]);
    let mut result = rw.body.result(cst, 0);
    let num: i64 = shape.iter().product();
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1];
    }
    for linear in 0..num {
        let mut rest = linear;
        let positions: Vec<i64> = strides
            .iter()
            .map(|s| {
                let p = rest / s;
                rest %= s;
                p
            })
            .collect();
        let pos = c::dense_i64_array(ctx, &positions);
        let mut operands = Vec::with_capacity(inputs.len());
        for &input in &inputs {
            let et = elem_type(ctx, rw.body.value_type(input));
            let e = mk(
                rw,
                loc,
                "vector.extract",
                &[input],
                &[et],
                &[("static_position", pos)],
            );
            operands.push(rw.body.result(e, 0));
        }
        let scalar = mk(rw, loc, &name, &operands, &[elem], &[]);
        let scalar = rw.body.result(scalar, 0);
        let ins = mk(
            rw,
            loc,
            "vector.insert",
            &[scalar, result],
            &[ty],
            &[("static_position", pos)],
        );
        result = rw.body.result(ins, 0);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

/// The lowering of a scalar op to a call of its implementation, if one was generated.
fn to_call(
    op: OpId,
    rw: &mut ConversionPatternRewriter<'_>,
    impls: &HashMap<(String, Type), String>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    if matches!(ctx.type_kind(ty), TypeKind::Vector { .. }) {
        return Err(());
    }
    let (name, fty) = implementation(ctx, rw.body, op);
    let op_name = ctx.op_name_str(rw.body.op_name(op)).to_string();
    let Some(fname) = impls.get(&(op_name, fty)) else {
        return Err(());
    };
    debug_assert_eq!(&name, fname);
    let loc = rw.body.loc(op);
    let inputs: Vec<ValueId> = rw.body.operands(op).collect();
    let callee = ctx.flat_symbol_ref(ctx.ident(fname));
    let call = mk(rw, loc, "func.call", &inputs, &[ty], &[("callee", callee)]);
    let r = rw.body.result(call, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}

pub struct ConvertMathToFuncs {
    options: PassOptions,
}

const DESCRIPTION: &str = "Convert Math operations to calls of outlined implementations.";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-math-to-funcs",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertMathToFuncs {
                options: PassOptions::new()
                    .with(
                        "min-width-of-fpowi-exponent",
                        "Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value",
                        OptValue::UInt(1),
                    )
                    .with(
                        "convert-ctlz",
                        "Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

impl Pass for ConvertMathToFuncs {
    fn name(&self) -> &'static str {
        "ConvertMathToFuncs"
    }
    fn argument(&self) -> &'static str {
        "convert-math-to-funcs"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let config = Config {
            min_fpowi_width: self.options.uint("min-width-of-fpowi-exponent"),
            ctlz: self.options.bool("convert-ctlz"),
        };
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let Some(block) = body
            .root_regions()
            .first()
            .and_then(|r| body.entry_block(*r))
        else {
            return Ok(());
        };
        // The implementations needed, in the order of the ops (nested bodies included).
        let mut needed: Vec<(String, String, Type)> = Vec::new();
        let mut impls: HashMap<(String, Type), String> = HashMap::new();
        body.walk_body(WalkOptions::post_order().descend_isolated(), |b, n| {
            let IrNode::Op(o) = n else {
                return WalkResult::Advance;
            };
            if config.converts(ctx, b, o) {
                let (name, fty) = implementation(ctx, b, o);
                let op_name = ctx.op_name_str(b.op_name(o)).to_string();
                if impls.insert((op_name.clone(), fty), name.clone()).is_none() {
                    needed.push((op_name, name, fty));
                }
            }
            WalkResult::Advance
        });
        let loc = op.data.loc;
        let body = op.body_mut().expect("module body");
        for (op_name, name, fty) in &needed {
            create_implementation(ctx, body, block, loc, op_name, name, *fty);
        }
        let impls = Arc::new(impls);
        let mut patterns = ConversionPatternSet::new();
        let mut roots = vec![IPOWI, FPOWI];
        if config.ctlz {
            roots.push(CTLZ);
        }
        for r in &roots {
            patterns.add(ctx, Some(r), 1, "VecOpToScalarOp", None, vec_to_scalar);
        }
        for r in &roots {
            let impls = impls.clone();
            patterns.add(
                ctx,
                Some(r),
                1,
                "MathOpLowering",
                None,
                move |o: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
                    to_call(o, rw, &impls)
                },
            );
        }
        let mut target = ConversionTarget::new();
        target.add_legal_dialect(&["arith", "cf", "func", "scf", "vector"]);
        target.add_dynamically_legal_op(&roots, move |ctx, body, op| {
            Some(!config.converts(ctx, body, op))
        });
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
