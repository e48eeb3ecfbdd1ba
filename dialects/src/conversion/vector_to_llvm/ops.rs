//! The conversion patterns of upstream's `populateVectorToLLVMConversionPatterns` (and
//! the mask materialization ones): each vector op to the llvm ops computing it, n-D
//! vectors being llvm arrays of 1-D vectors.

use crate::conversion::llvm_common::{create_op, LowerToLlvmOptions};
use crate::llvm::types as lt;
use crate::vector::lowering::{i64_array_prop, vector_parts};
use rmlir_ir::conversion::ConversionPatternRewriter;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Attribute, Location, OpId, Type, TypeKind, ValueId};

pub(super) const DYNAMIC: i64 = i64::MIN;

pub(super) fn cv(rw: &ConversionPatternRewriter<'_>, t: Type) -> Option<Type> {
    rw.type_converter()?.convert_type_1(rw.ctx, t)
}

pub(super) fn val(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    result: Type,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let o = create_op(rw, loc, name, operands, &[result], attrs);
    rw.body.result(o, 0)
}

pub(super) fn llvm_const(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ty: Type,
    attr: Attribute,
) -> ValueId {
    val(rw, loc, "llvm.mlir.constant", &[], ty, &[("value", attr)])
}

fn vt(rw: &ConversionPatternRewriter<'_>, v: ValueId) -> Type {
    rw.body.value_type(v)
}

fn rank_of(rw: &ConversionPatternRewriter<'_>, t: Type) -> Option<usize> {
    vector_parts(rw.ctx, t).map(|(s, _, _)| s.len())
}

/// The element type of an llvm array or of a vector.
fn inner_elem(rw: &ConversionPatternRewriter<'_>, t: Type) -> Type {
    match lt::decode(rw.ctx, t) {
        Some(lt::LlvmType::Array(e, _)) => e,
        _ => rw.ctx.element_type(t).unwrap_or(t),
    }
}

fn extract_value(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    agg: ValueId,
    pos: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let mut t = vt(rw, agg);
    for _ in pos {
        if let Some(lt::LlvmType::Array(e, _)) = lt::decode(ctx, t) {
            t = e;
        }
    }
    val(
        rw,
        loc,
        "llvm.extractvalue",
        &[agg],
        t,
        &[("position", c::dense_i64_array(ctx, pos))],
    )
}

fn insert_value(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    agg: ValueId,
    v: ValueId,
    pos: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let t = vt(rw, agg);
    val(
        rw,
        loc,
        "llvm.insertvalue",
        &[agg, v],
        t,
        &[("position", c::dense_i64_array(ctx, pos))],
    )
}

/// `llvm.mlir.constant(pos : index) : i64` (upstream's `extractOne`/`insertOne`).
fn index_pos_const(rw: &mut ConversionPatternRewriter<'_>, loc: Location, pos: i64) -> ValueId {
    let ctx = rw.ctx;
    let idx = ctx.index_type();
    let ty = cv(rw, idx).unwrap_or(ctx.integer_type(64));
    llvm_const(rw, loc, ty, ctx.int_attr(idx, pos))
}

fn extract_one(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    elem: Type,
    rank: usize,
    pos: i64,
) -> ValueId {
    if rank <= 1 {
        let k = index_pos_const(rw, loc, pos);
        return val(rw, loc, "llvm.extractelement", &[v, k], elem, &[]);
    }
    extract_value(rw, loc, v, &[pos])
}

fn insert_one(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    agg: ValueId,
    v: ValueId,
    ty: Type,
    rank: usize,
    pos: i64,
) -> ValueId {
    if rank == 1 {
        let k = index_pos_const(rw, loc, pos);
        return val(rw, loc, "llvm.insertelement", &[agg, v, k], ty, &[]);
    }
    insert_value(rw, loc, agg, v, &[pos])
}

/// A static position as `llvm.mlir.constant(p : i64) : i64`, or the dynamic operand.
fn position_value(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    p: i64,
    dynamic: &mut impl Iterator<Item = ValueId>,
) -> Option<ValueId> {
    if p == DYNAMIC {
        return dynamic.next();
    }
    let ctx = rw.ctx;
    let i64t = ctx.integer_type(64);
    Some(llvm_const(rw, loc, i64t, ctx.int_attr(i64t, p)))
}

pub(super) fn extract_element(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let src_ty = vt(rw, rw.body.operand(op, 0));
    let res_ty = vt(rw, rw.body.result(op, 0));
    let elem = cv(rw, res_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let pos = if rank_of(rw, src_ty) == Some(0) {
        let idx = ctx.index_type();
        let t = cv(rw, idx).ok_or(())?;
        llvm_const(rw, loc, t, ctx.int_attr(idx, 0))
    } else {
        *ops.get(1).ok_or(())?
    };
    let v = val(rw, loc, "llvm.extractelement", &[ops[0], pos], elem, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(super) fn insert_element(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let dst_ty = vt(rw, rw.body.operand(op, 1));
    let ty = cv(rw, dst_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let pos = if rank_of(rw, dst_ty) == Some(0) {
        let idx = ctx.index_type();
        let t = cv(rw, idx).ok_or(())?;
        llvm_const(rw, loc, t, ctx.int_attr(idx, 0))
    } else {
        *ops.get(2).ok_or(())?
    };
    let v = val(
        rw,
        loc,
        "llvm.insertelement",
        &[ops[1], ops[0], pos],
        ty,
        &[],
    );
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(super) fn extract(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let res_ty = vt(rw, rw.body.result(op, 0));
    let res = cv(rw, res_ty).ok_or(())?;
    let position = i64_array_prop(ctx, rw.body, op, "static_position");
    let dynamic = position.contains(&DYNAMIC);
    let loc = rw.body.loc(op);
    if position.is_empty() {
        rw.replace_op(op, &[ops[0]]);
        return Ok(());
    }
    if matches!(ctx.type_kind(res_ty), TypeKind::Vector { .. }) {
        if dynamic {
            return Err(());
        }
        let v = extract_value(rw, loc, ops[0], &position);
        rw.replace_op(op, &[v]);
        return Ok(());
    }
    let mut extracted = ops[0];
    if position.len() > 1 {
        if dynamic {
            return Err(());
        }
        extracted = extract_value(rw, loc, extracted, &position[..position.len() - 1]);
    }
    let mut dyn_ops = ops[1..].iter().copied();
    let last = position_value(rw, loc, *position.last().unwrap(), &mut dyn_ops).ok_or(())?;
    let v = val(rw, loc, "llvm.extractelement", &[extracted, last], res, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(super) fn insert(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let src_ty = vt(rw, rw.body.operand(op, 0));
    let dst_ty = vt(rw, rw.body.operand(op, 1));
    cv(rw, dst_ty).ok_or(())?;
    let position = i64_array_prop(ctx, rw.body, op, "static_position");
    let dynamic = position.contains(&DYNAMIC);
    let loc = rw.body.loc(op);
    let (src, dst) = (ops[0], ops[1]);
    if position.is_empty() {
        rw.replace_op(op, &[src]);
        return Ok(());
    }
    if matches!(ctx.type_kind(src_ty), TypeKind::Vector { .. }) {
        if dynamic {
            return Err(());
        }
        let v = insert_value(rw, loc, dst, src, &position);
        rw.replace_op(op, &[v]);
        return Ok(());
    }
    let mut extracted = dst;
    let (shape, scal, elem) = vector_parts(ctx, dst_ty).ok_or(())?;
    let mut one_d = dst_ty;
    if position.len() > 1 {
        if dynamic {
            return Err(());
        }
        one_d = crate::vector::lowering::vector_type(
            ctx,
            &shape[shape.len() - 1..],
            if scal.last() == Some(&true) {
                &[true]
            } else {
                &[]
            },
            elem,
        );
        extracted = extract_value(rw, loc, extracted, &position[..position.len() - 1]);
    }
    let one_d_ty = cv(rw, one_d).ok_or(())?;
    let mut dyn_ops = ops[2..].iter().copied();
    let last = position_value(rw, loc, *position.last().unwrap(), &mut dyn_ops).ok_or(())?;
    let mut inserted = val(
        rw,
        loc,
        "llvm.insertelement",
        &[extracted, src, last],
        one_d_ty,
        &[],
    );
    if position.len() > 1 {
        inserted = insert_value(rw, loc, dst, inserted, &position[..position.len() - 1]);
    }
    rw.replace_op(op, &[inserted]);
    Ok(())
}

fn i32_zero(rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> ValueId {
    let ctx = rw.ctx;
    let i32t = ctx.integer_type(32);
    llvm_const(rw, loc, i32t, ctx.int_attr(i32t, 0))
}

pub(super) fn splat(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let res_ty = vt(rw, rw.body.result(op, 0));
    let (shape, _, _) = vector_parts(ctx, res_ty).ok_or(())?;
    let ty = cv(rw, res_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    if shape.len() <= 1 {
        let undef = val(rw, loc, "llvm.mlir.undef", &[], ty, &[]);
        let zero = i32_zero(rw, loc);
        let v = val(
            rw,
            loc,
            "llvm.insertelement",
            &[undef, ops[0], zero],
            ty,
            &[],
        );
        if shape.is_empty() {
            rw.replace_op(op, &[v]);
            return Ok(());
        }
        let mask = c::dense_i32_array(ctx, &vec![0; shape[0] as usize]);
        let s = val(
            rw,
            loc,
            "llvm.shufflevector",
            &[v, undef],
            ty,
            &[("mask", mask)],
        );
        rw.replace_op(op, &[s]);
        return Ok(());
    }
    let mut one_d = ty;
    while let Some(lt::LlvmType::Array(e, _)) = lt::decode(ctx, one_d) {
        one_d = e;
    }
    let mut desc = val(rw, loc, "llvm.mlir.undef", &[], ty, &[]);
    let vdesc = val(rw, loc, "llvm.mlir.undef", &[], one_d, &[]);
    let zero = i32_zero(rw, loc);
    let v = val(
        rw,
        loc,
        "llvm.insertelement",
        &[vdesc, ops[0], zero],
        one_d,
        &[],
    );
    let width = *shape.last().unwrap();
    let mask = c::dense_i32_array(ctx, &vec![0; width as usize]);
    let v = val(
        rw,
        loc,
        "llvm.shufflevector",
        &[v, v],
        one_d,
        &[("mask", mask)],
    );
    for pos in positions(&shape[..shape.len() - 1]) {
        desc = insert_value(rw, loc, desc, v, &pos);
    }
    rw.replace_op(op, &[desc]);
    Ok(())
}

/// Every position of `shape`, row-major.
pub(super) fn positions(shape: &[i64]) -> Vec<Vec<i64>> {
    let mut out = Vec::new();
    if shape.iter().any(|d| *d <= 0) {
        return out;
    }
    let mut pos = vec![0i64; shape.len()];
    loop {
        out.push(pos.clone());
        let mut k = shape.len();
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            pos[k] += 1;
            if pos[k] < shape[k] {
                break;
            }
            pos[k] = 0;
        }
    }
}

pub(super) fn shuffle(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let v1t = vt(rw, rw.body.operand(op, 0));
    let v2t = vt(rw, rw.body.operand(op, 1));
    let rt = vt(rw, rw.body.result(op, 0));
    let ty = cv(rw, rt).ok_or(())?;
    let mask = rmlir_ir::ods::prop(ctx, rw.body, op, "mask")
        .and_then(|a| crate::vector::lowering::i64_array_attr_values(ctx, a))
        .ok_or(())?;
    let (r1, r2, rank) = (
        rank_of(rw, v1t).ok_or(())?,
        rank_of(rw, v2t).ok_or(())?,
        rank_of(rw, rt).ok_or(())?,
    );
    let ok0 = r1 == 0 && r2 == 0 && rank == 1;
    let okn = r1 == rank && r2 == rank;
    if !ok0 && !okn {
        return Err(());
    }
    let loc = rw.body.loc(op);
    if rank <= 1 && v1t == v2t {
        let m: Vec<i32> = mask.iter().map(|m| *m as i32).collect();
        let v = val(
            rw,
            loc,
            "llvm.shufflevector",
            &[ops[0], ops[1]],
            ty,
            &[("mask", c::dense_i32_array(ctx, &m))],
        );
        rw.replace_op(op, &[v]);
        return Ok(());
    }
    let v1_dim = vector_parts(ctx, v1t)
        .and_then(|(s, _, _)| s.first().copied())
        .unwrap_or(1);
    let elt = inner_elem(rw, ty);
    let mut ins = val(rw, loc, "llvm.mlir.undef", &[], ty, &[]);
    for (k, &m) in mask.iter().enumerate() {
        let (mut p, mut v) = (m, ops[0]);
        if p >= v1_dim {
            p -= v1_dim;
            v = ops[1];
        }
        let e = extract_one(rw, loc, v, elt, rank, p);
        ins = insert_one(rw, loc, ins, e, ty, rank, k as i64);
    }
    rw.replace_op(op, &[ins]);
    Ok(())
}

pub(super) fn bitcast(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let rt = vt(rw, rw.body.result(op, 0));
    if rank_of(rw, rt).ok_or(())? > 1 {
        return Err(());
    }
    let ty = cv(rw, rt).ok_or(())?;
    let loc = rw.body.loc(op);
    let v = val(rw, loc, "llvm.bitcast", &[ops[0]], ty, &[]);
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(super) fn fma_1d(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let rt = vt(rw, rw.body.result(op, 0));
    if rank_of(rw, rt).ok_or(())? > 1 {
        return Err(());
    }
    let ty = cv(rw, rt).ok_or(())?;
    let loc = rw.body.loc(op);
    let v = val(
        rw,
        loc,
        "llvm.intr.fmuladd",
        &[ops[0], ops[1], ops[2]],
        ty,
        &[],
    );
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `VectorFMAOpNDRewritePattern`: an n-D fma as 1-D fmas of its rows.
pub(super) fn fma_nd(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let rt = vt(rw, rw.body.result(op, 0));
    let (shape, scal, elem) = vector_parts(ctx, rt).ok_or(())?;
    if shape.len() < 2 || scal.first() == Some(&true) {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let (a, b, cc) = (
        rw.body.operand(op, 0),
        rw.body.operand(op, 1),
        rw.body.operand(op, 2),
    );
    let zero_attr = crate::vector::lowering::zero_attr(ctx, elem).ok_or(())?;
    let zero = val(
        rw,
        loc,
        "arith.constant",
        &[],
        elem,
        &[("value", zero_attr)],
    );
    let mut desc = val(rw, loc, "vector.splat", &[zero], rt, &[]);
    let sub =
        crate::vector::lowering::vector_type(ctx, &shape[1..], scal.get(1..).unwrap_or(&[]), elem);
    for i in 0..shape[0] {
        let p = c::dense_i64_array(ctx, &[i]);
        let ea = val(
            rw,
            loc,
            "vector.extract",
            &[a],
            sub,
            &[("static_position", p)],
        );
        let eb = val(
            rw,
            loc,
            "vector.extract",
            &[b],
            sub,
            &[("static_position", p)],
        );
        let ec = val(
            rw,
            loc,
            "vector.extract",
            &[cc],
            sub,
            &[("static_position", p)],
        );
        let f = val(rw, loc, "vector.fma", &[ea, eb, ec], sub, &[]);
        desc = val(
            rw,
            loc,
            "vector.insert",
            &[f, desc],
            rt,
            &[("static_position", p)],
        );
    }
    rw.replace_op(op, &[desc]);
    Ok(())
}

/// The combining kind of `vector.reduction` (`#vector.kind<...>`).
fn kind_name(ctx: &rmlir_ir::Context, body: &rmlir_ir::Body, op: OpId) -> Option<String> {
    let a = rmlir_ir::ods::prop(ctx, body, op, "kind")?;
    let s = rmlir_ir::printer::attr_to_string(ctx, a);
    let inner = s.split('<').nth(1)?.split('>').next()?.trim().to_string();
    Some(inner)
}

pub(super) fn reduction(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    reassoc: bool,
) -> LogicalResult {
    let ctx = rw.ctx;
    let kind = kind_name(ctx, rw.body, op).ok_or(())?;
    let et = vt(rw, rw.body.result(op, 0));
    let ty = cv(rw, et).ok_or(())?;
    let operand = ops[0];
    let acc = ops.get(1).copied();
    let loc = rw.body.loc(op);
    let i1 = ctx.integer_type(1);
    if ctx.is_int_or_index(et) {
        let (intr, scalar, pred) = match kind.as_str() {
            "add" => ("add", Some("llvm.add"), None),
            "mul" => ("mul", Some("llvm.mul"), None),
            "minui" => ("umin", None, Some(7)),
            "minsi" => ("smin", None, Some(3)),
            "maxui" => ("umax", None, Some(9)),
            "maxsi" => ("smax", None, Some(5)),
            "and" => ("and", Some("llvm.and"), None),
            "or" => ("or", Some("llvm.or"), None),
            "xor" => ("xor", Some("llvm.xor"), None),
            _ => return Err(()),
        };
        let name = format!("llvm.intr.vector.reduce.{intr}");
        let mut r = val(rw, loc, &name, &[operand], ty, &[]);
        if let Some(a) = acc {
            if let Some(s) = scalar {
                r = val(rw, loc, s, &[a, r], ty, &[]);
            } else if let Some(p) = pred {
                let pa = ctx.int_attr(ctx.integer_type(64), p);
                let cmp = val(rw, loc, "llvm.icmp", &[a, r], i1, &[("predicate", pa)]);
                r = val(rw, loc, "llvm.select", &[cmp, a, r], ty, &[]);
            }
        }
        rw.replace_op(op, &[r]);
        return Ok(());
    }
    if !matches!(ctx.type_kind(et), TypeKind::Float(_)) {
        return Err(());
    }
    let arith_fmf = rmlir_ir::ods::prop(ctx, rw.body, op, "fastmath")
        .and_then(|a| crate::arith::attrs::FASTMATH_ATTR.value(ctx, a))
        .unwrap_or(0);
    let mut fmf = crate::conversion::llvm_common::arith_fastmath_to_llvm(arith_fmf);
    if reassoc {
        fmf |= 64;
    }
    let fmf_attr = crate::llvm::attrs::FASTMATH_ATTR.get(ctx, fmf);
    let r = match kind.as_str() {
        "add" | "mul" => {
            let start = match acc {
                Some(a) => a,
                None => {
                    let bits: u128 = if kind == "add" {
                        0
                    } else {
                        match ctx.type_kind(ty) {
                            TypeKind::Float(s) => {
                                rmlir_ir::apfloat::ApFloat::from_f64_in(*s, 1.0).0.bits()
                            }
                            _ => return Err(()),
                        }
                    };
                    let a = crate::vector::lowering::splat_attr(ctx, ty, bits).ok_or(())?;
                    llvm_const(rw, loc, ty, a)
                }
            };
            let name = if kind == "add" {
                "llvm.intr.vector.reduce.fadd"
            } else {
                "llvm.intr.vector.reduce.fmul"
            };
            val(
                rw,
                loc,
                name,
                &[start, operand],
                ty,
                &[("fastmathFlags", fmf_attr)],
            )
        }
        "minimumf" | "maximumf" | "minnumf" | "maxnumf" => {
            let (intr, scalar) = match kind.as_str() {
                "minimumf" => ("fminimum", "llvm.intr.minimum"),
                "maximumf" => ("fmaximum", "llvm.intr.maximum"),
                "minnumf" => ("fmin", "llvm.intr.minnum"),
                _ => ("fmax", "llvm.intr.maxnum"),
            };
            let name = format!("llvm.intr.vector.reduce.{intr}");
            let mut r = val(
                rw,
                loc,
                &name,
                &[operand],
                ty,
                &[("fastmathFlags", fmf_attr)],
            );
            if let Some(a) = acc {
                r = val(rw, loc, scalar, &[r, a], ty, &[]);
            }
            r
        }
        _ => return Err(()),
    };
    rw.replace_op(op, &[r]);
    Ok(())
}

/// Upstream's `buildVectorComparison`: `[0, 1, ..] < splat(bound)` in i32 or i64.
fn vector_comparison(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    force32: bool,
    dim: i64,
    bound: ValueId,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let it = ctx.integer_type(if force32 { 32 } else { 64 });
    let shape: &[i64] = if dim == 0 { &[] } else { &[dim] };
    let vty = crate::vector::lowering::vector_type(ctx, shape, &[], it);
    let vals: Vec<u128> = (0..dim.max(1) as u128).collect();
    let attr = crate::vector::lowering::elems_attr(ctx, vty, &vals)?;
    let indices = val(rw, loc, "arith.constant", &[], vty, &[("value", attr)]);
    let b = if vt(rw, bound) == it {
        bound
    } else {
        val(rw, loc, "arith.index_cast", &[bound], it, &[])
    };
    let bounds = val(rw, loc, "vector.splat", &[b], vty, &[]);
    let i1v = crate::vector::lowering::vector_type(ctx, shape, &[], ctx.integer_type(1));
    let slt = ctx.int_attr(ctx.integer_type(64), 2);
    Some(val(
        rw,
        loc,
        "arith.cmpi",
        &[indices, bounds],
        i1v,
        &[("predicate", slt)],
    ))
}

pub(super) fn create_mask(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    force32: bool,
) -> LogicalResult {
    let ctx = rw.ctx;
    let rt = vt(rw, rw.body.result(op, 0));
    let (shape, scal, _) = vector_parts(ctx, rt).ok_or(())?;
    if scal.iter().any(|s| *s) || shape.len() > 1 {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let bound = rw.body.operand(op, 0);
    let v =
        vector_comparison(rw, loc, force32, shape.first().copied().unwrap_or(0), bound).ok_or(())?;
    rw.replace_op(op, &[v]);
    Ok(())
}

/// The preferred alignment of a memref's element (upstream's `getMemRefAlignment`).
fn memref_alignment(rw: &ConversionPatternRewriter<'_>, mt: Type) -> Option<u64> {
    let ctx = rw.ctx;
    let (_, elem) = ctx.shaped_parts(mt)?;
    let e = cv(rw, elem)?;
    let bits = match ctx.type_kind(e) {
        TypeKind::Integer { width, .. } => *width as u64,
        TypeKind::Float(s) => s.bit_width() as u64,
        _ => {
            if lt::is_ptr(ctx, e) {
                64
            } else {
                return None;
            }
        }
    };
    Some(bits.div_ceil(8).next_power_of_two().max(1))
}

fn memref_supported(ctx: &rmlir_ir::Context, mt: Type) -> bool {
    match crate::memref::layout::strides_and_offset(ctx, mt) {
        Some((strides, _)) => {
            strides.last().is_none_or(|s| *s == 1)
                && crate::conversion::llvm_common::memref_address_space(
                    ctx,
                    match ctx.type_kind(mt) {
                        TypeKind::MemRef { memory_space, .. } => *memory_space,
                        _ => None,
                    },
                ) == Some(0)
        }
        None => false,
    }
}

/// `vector.load`, `vector.store`, `vector.maskedload`, `vector.maskedstore`.
pub(super) fn load_store(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    opts: LowerToLlvmOptions,
) -> LogicalResult {
    let ctx = rw.ctx;
    let name = ctx.op_name_str(rw.body.op_name(op)).to_string();
    let is_store = name.ends_with("store");
    let (mem_idx, vec_ty) = if name == "vector.maskedstore" {
        let n = rw.body.num_operands(op);
        (0usize, vt(rw, rw.body.operand(op, n - 1)))
    } else if is_store {
        (1usize, vt(rw, rw.body.operand(op, 0)))
    } else {
        (0usize, vt(rw, rw.body.result(op, 0)))
    };
    if rank_of(rw, vec_ty).ok_or(())? > 1 {
        return Err(());
    }
    let mt = vt(rw, rw.body.operand(op, mem_idx));
    let align = memref_alignment(rw, mt).ok_or(())?;
    let vty = cv(rw, vec_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let n_idx = match ctx.type_kind(mt) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return Err(()),
    };
    let indices = &ops[mem_idx + 1..mem_idx + 1 + n_idx];
    let ptr = crate::conversion::memref_to_llvm::strided_element_ptr(
        rw,
        loc,
        opts,
        mt,
        ops[mem_idx],
        indices,
    )
    .ok_or(())?;
    let i64t = ctx.integer_type(64);
    let i32t = ctx.integer_type(32);
    let rest = &ops[mem_idx + 1 + n_idx..];
    match name.as_str() {
        "vector.load" => {
            let v = val(
                rw,
                loc,
                "llvm.load",
                &[ptr],
                vty,
                &[("alignment", ctx.int_attr(i64t, align as i64))],
            );
            rw.replace_op(op, &[v]);
        }
        "vector.store" => {
            create_op(
                rw,
                loc,
                "llvm.store",
                &[ops[0], ptr],
                &[],
                &[("alignment", ctx.int_attr(i64t, align as i64))],
            );
            rw.replace_op(op, &[]);
        }
        "vector.maskedload" => {
            let v = val(
                rw,
                loc,
                "llvm.intr.masked.load",
                &[ptr, rest[0], rest[1]],
                vty,
                &[("alignment", ctx.int_attr(i32t, align as i64))],
            );
            rw.replace_op(op, &[v]);
        }
        "vector.maskedstore" => {
            // Operands: base, indices, mask, value.
            let mask = rest[0];
            let value = rest[1];
            create_op(
                rw,
                loc,
                "llvm.intr.masked.store",
                &[value, ptr, mask],
                &[],
                &[("alignment", ctx.int_attr(i32t, align as i64))],
            );
            rw.replace_op(op, &[]);
        }
        _ => return Err(()),
    }
    Ok(())
}

/// `vector.gather` (1-D), `vector.scatter`, `vector.expandload`, `vector.compressstore`.
pub(super) fn gather_like(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    opts: LowerToLlvmOptions,
) -> LogicalResult {
    let ctx = rw.ctx;
    let name = ctx.op_name_str(rw.body.op_name(op)).to_string();
    let mt = vt(rw, rw.body.operand(op, 0));
    let n_idx = match ctx.type_kind(mt) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return Err(()),
    };
    let loc = rw.body.loc(op);
    let rest = ops[1 + n_idx..].to_vec();
    let i32t = ctx.integer_type(32);
    let gather_scatter = name == "vector.gather" || name == "vector.scatter";
    if gather_scatter && !memref_supported(ctx, mt) {
        return Err(());
    }
    let align = memref_alignment(rw, mt).ok_or(())?;
    let ptr = crate::conversion::memref_to_llvm::strided_element_ptr(
        rw,
        loc,
        opts,
        mt,
        ops[0],
        &ops[1..1 + n_idx],
    )
    .ok_or(())?;
    let elem = cv(rw, ctx.shaped_parts(mt).ok_or(())?.1).ok_or(())?;
    let ptrs = |rw: &mut ConversionPatternRewriter<'_>, index: ValueId, n: i64| {
        let pty = lt::vec(ctx, lt::ptr(ctx, 0), n as u32);
        let raw = c::dense_i32_array(ctx, &[crate::llvm::asm::DYNAMIC_INDEX]);
        val(
            rw,
            loc,
            "llvm.getelementptr",
            &[ptr, index],
            pty,
            &[
                ("rawConstantIndices", raw),
                ("elem_type", ctx.type_attr(elem)),
            ],
        )
    };
    match name.as_str() {
        "vector.gather" => {
            let rt = vt(rw, rw.body.result(op, 0));
            let (shape, _, _) = vector_parts(ctx, rt).ok_or(())?;
            if shape.len() != 1 {
                return Err(());
            }
            let ty = cv(rw, rt).ok_or(())?;
            let p = ptrs(rw, rest[0], shape[0]);
            let v = val(
                rw,
                loc,
                "llvm.intr.masked.gather",
                &[p, rest[1], rest[2]],
                ty,
                &[("alignment", ctx.int_attr(i32t, align as i64))],
            );
            rw.replace_op(op, &[v]);
        }
        "vector.scatter" => {
            let vty = vt(rw, rw.body.operand(op, 1 + n_idx + 2));
            let (shape, _, _) = vector_parts(ctx, vty).ok_or(())?;
            let p = ptrs(rw, rest[0], shape[0]);
            create_op(
                rw,
                loc,
                "llvm.intr.masked.scatter",
                &[rest[2], p, rest[1]],
                &[],
                &[("alignment", ctx.int_attr(i32t, align as i64))],
            );
            rw.replace_op(op, &[]);
        }
        "vector.expandload" => {
            let rt = vt(rw, rw.body.result(op, 0));
            let ty = cv(rw, rt).ok_or(())?;
            let v = val(
                rw,
                loc,
                "llvm.intr.masked.expandload",
                &[ptr, rest[0], rest[1]],
                ty,
                &[],
            );
            rw.replace_op(op, &[v]);
        }
        "vector.compressstore" => {
            create_op(
                rw,
                loc,
                "llvm.intr.masked.compressstore",
                &[rest[1], ptr, rest[0]],
                &[],
                &[],
            );
            rw.replace_op(op, &[]);
        }
        _ => return Err(()),
    }
    Ok(())
}

pub(super) fn matrix_ops(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let name = ctx.op_name_str(rw.body.op_name(op)).to_string();
    let rt = vt(rw, rw.body.result(op, 0));
    let ty = cv(rw, rt).ok_or(())?;
    let loc = rw.body.loc(op);
    let p = |n: &str| rmlir_ir::ods::prop(ctx, rw.body, op, n);
    let v = if name == "vector.matrix_multiply" {
        let (a, b, cc) = (
            p("lhs_rows").ok_or(())?,
            p("lhs_columns").ok_or(())?,
            p("rhs_columns").ok_or(())?,
        );
        val(
            rw,
            loc,
            "llvm.intr.matrix.multiply",
            &[ops[0], ops[1]],
            ty,
            &[("lhs_rows", a), ("lhs_columns", b), ("rhs_columns", cc)],
        )
    } else {
        let (r, cc) = (p("rows").ok_or(())?, p("columns").ok_or(())?);
        val(
            rw,
            loc,
            "llvm.intr.matrix.transpose",
            &[ops[0]],
            ty,
            &[("rows", r), ("columns", cc)],
        )
    };
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Adds the conversion patterns (upstream's order within each group does not matter here:
/// one pattern per op, except the 1-D / n-D splits).
/// Upstream's `VectorInterleaveOpLowering` (fixed-size 1-D; n-D ones were unrolled).
fn interleave(op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let rt = vt(rw, rw.body.result(op, 0));
    let (shape, scal, _) = vector_parts(ctx, rt).ok_or(())?;
    if shape.len() != 1 || scal.iter().any(|s| *s) {
        return Err(());
    }
    let half = shape[0] / 2;
    let mask: Vec<i32> = (0..half)
        .flat_map(|i| [i as i32, (half + i) as i32])
        .collect();
    let ty = cv(rw, rt).ok_or(())?;
    let loc = rw.body.loc(op);
    let v = val(
        rw,
        loc,
        "llvm.shufflevector",
        &[ops[0], ops[1]],
        ty,
        &[("mask", c::dense_i32_array(ctx, &mask))],
    );
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `VectorDeinterleaveOpLowering` (fixed-size 1-D): even and odd lanes
/// shuffled out of the source and a poison vector.
fn deinterleave(
    op: OpId,
    ops: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let ctx = rw.ctx;
    let rt = vt(rw, rw.body.result(op, 0));
    let (shape, scal, _) = vector_parts(ctx, rt).ok_or(())?;
    if shape.len() != 1 || scal.iter().any(|s| *s) {
        return Err(());
    }
    let st = vt(rw, rw.body.operand(op, 0));
    let n = vector_parts(ctx, st).ok_or(())?.0[0];
    let even: Vec<i32> = (0..n).filter(|i| i % 2 == 0).map(|i| i as i32).collect();
    let odd: Vec<i32> = (0..n).filter(|i| i % 2 == 1).map(|i| i as i32).collect();
    let sty = cv(rw, st).ok_or(())?;
    let ty = cv(rw, rt).ok_or(())?;
    let loc = rw.body.loc(op);
    let poison = val(rw, loc, "llvm.mlir.poison", &[], sty, &[]);
    let e = val(
        rw,
        loc,
        "llvm.shufflevector",
        &[ops[0], poison],
        ty,
        &[("mask", c::dense_i32_array(ctx, &even))],
    );
    let o = val(
        rw,
        loc,
        "llvm.shufflevector",
        &[ops[0], poison],
        ty,
        &[("mask", c::dense_i32_array(ctx, &odd))],
    );
    rw.replace_op(op, &[e, o]);
    Ok(())
}

pub(super) fn add_patterns(
    ctx: &rmlir_ir::Context,
    set: &mut rmlir_ir::conversion::ConversionPatternSet,
    conv: &crate::conversion::llvm_common::LlvmTypeConverter,
    options: &rmlir_ir::pass::PassOptions,
) {
    type F = fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult;
    let simple: &[(&str, &str, F)] = &[
        (
            "vector.extractelement",
            "VectorExtractElementOpConversion",
            extract_element,
        ),
        (
            "vector.insertelement",
            "VectorInsertElementOpConversion",
            insert_element,
        ),
        ("vector.extract", "VectorExtractOpConversion", extract),
        ("vector.insert", "VectorInsertOpConversion", insert),
        ("vector.splat", "VectorSplatOpLowering", splat),
        ("vector.shuffle", "VectorShuffleOpConversion", shuffle),
        (
            "vector.interleave",
            "VectorInterleaveOpLowering",
            interleave,
        ),
        (
            "vector.deinterleave",
            "VectorDeinterleaveOpLowering",
            deinterleave,
        ),
        ("vector.bitcast", "VectorBitCastOpConversion", bitcast),
        ("vector.fma", "VectorFMAOp1DConversion", fma_1d),
        ("vector.fma", "VectorFMAOpNDRewritePattern", fma_nd),
        (
            "vector.matrix_multiply",
            "VectorMatmulOpConversion",
            matrix_ops,
        ),
        (
            "vector.flat_transpose",
            "VectorFlatTransposeOpConversion",
            matrix_ops,
        ),
        (
            "vector.type_cast",
            "VectorTypeCastOpConversion",
            super::type_cast::type_cast,
        ),
    ];
    for (op, name, f) in simple {
        set.add(ctx, Some(op), 1, name, Some(conv.converter.clone()), *f);
    }
    set.add(
        ctx,
        Some("vector.insert_strided_slice"),
        1,
        "VectorInsertStridedSliceOpRewritePattern",
        Some(conv.converter.clone()),
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let v = crate::vector::lowering::patterns::strided::insert_strided_slice(op, rw)
                .ok_or(())?;
            rw.replace_op(op, &[v]);
            Ok(())
        },
    )
    .with_bounded_recursion();
    set.add(
        ctx,
        Some("vector.extract_strided_slice"),
        1,
        "VectorExtractStridedSliceOpConversion",
        Some(conv.converter.clone()),
        |op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            let v = crate::vector::lowering::patterns::strided::extract_strided_slice(op, rw)
                .ok_or(())?;
            rw.replace_op(op, &[v]);
            Ok(())
        },
    )
    .with_bounded_recursion();
    use crate::vector::lowering::transfer as xfer;
    use rmlir_ir::rewrite::Pattern;
    for op in ["vector.transfer_read", "vector.transfer_write"] {
        set.add_rewrite_pattern(
            Pattern::for_op(ctx, op, 1, xfer::materialize_mask)
                .with_debug_name("MaterializeTransferMask"),
        );
    }
    set.add_rewrite_pattern(
        Pattern::for_op(
            ctx,
            "vector.transfer_read",
            1,
            |op, rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>| xfer::read_to_load(op, rw, None),
        )
        .with_debug_name("TransferReadToVectorLoadLowering"),
    );
    set.add_rewrite_pattern(
        Pattern::for_op(
            ctx,
            "vector.transfer_write",
            1,
            |op, rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>| {
                xfer::write_to_store(op, rw, None)
            },
        )
        .with_debug_name("TransferWriteToVectorStoreLowering"),
    );
    let reassoc = options.bool("reassociate-fp-reductions");
    set.add(
        ctx,
        Some("vector.reduction"),
        1,
        "VectorReductionOpConversion",
        Some(conv.converter.clone()),
        move |op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            reduction(op, ops, rw, reassoc)
        },
    );
    let force32 = options.bool("force-32bit-vector-indices");
    set.add(
        ctx,
        Some("vector.create_mask"),
        1,
        "VectorCreateMaskOpConversion",
        Some(conv.converter.clone()),
        move |op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
            create_mask(op, ops, rw, force32)
        },
    );
    let opts = conv.options;
    for op in [
        "vector.load",
        "vector.store",
        "vector.maskedload",
        "vector.maskedstore",
    ] {
        set.add(
            ctx,
            Some(op),
            1,
            "VectorLoadStoreConversion",
            Some(conv.converter.clone()),
            move |op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
                load_store(op, ops, rw, opts)
            },
        );
    }
    for op in [
        "vector.gather",
        "vector.scatter",
        "vector.expandload",
        "vector.compressstore",
    ] {
        set.add(
            ctx,
            Some(op),
            1,
            "VectorGatherLikeConversion",
            Some(conv.converter.clone()),
            move |op: OpId, ops: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
                gather_like(op, ops, rw, opts)
            },
        );
    }
}
