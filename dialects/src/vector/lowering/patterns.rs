//! Vector-to-vector lowering patterns, ported from upstream's `LowerVectorBroadcast.cpp`,
//! `LowerVectorShapeCast.cpp`, `LowerVectorTranspose.cpp` (element-wise strategy),
//! `LowerVectorMask.cpp` (constant and n-D create masks) and the outer product lowering of
//! `LowerVectorContract.cpp`, and the strided-slice rewrites
//! (`VectorInsertExtractStridedSliceRewritePatterns.cpp`). Each builds smaller vector ops
//! that the greedy driver's folding and the llvm conversion finish.

use super::{
    build1, constant, i64_array_attr, i64_array_attr_values, vector_parts, vector_type, zero_attr,
};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Context, Location, OpId, Type, TypeKind, ValueId};

/// The type of `vector.extract %v[pos]` on a vector of type `t`.
pub fn extracted_type(ctx: &Context, t: Type, n: usize) -> Option<Type> {
    let (shape, scal, elem) = vector_parts(ctx, t)?;
    if n >= shape.len() {
        return Some(elem);
    }
    Some(vector_type(
        ctx,
        &shape[n..],
        scal.get(n..).unwrap_or(&[]),
        elem,
    ))
}

pub fn extract(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, pos: &[i64]) -> ValueId {
    let ctx = rw.ctx;
    let t = rw.body.value_type(v);
    let rt = extracted_type(ctx, t, pos.len()).expect("vector");
    build1(
        rw,
        loc,
        "vector.extract",
        &[v],
        rt,
        &[("static_position", c::dense_i64_array(ctx, pos))],
    )
}

pub fn insert(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    dest: ValueId,
    pos: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let t = rw.body.value_type(dest);
    build1(
        rw,
        loc,
        "vector.insert",
        &[v, dest],
        t,
        &[("static_position", c::dense_i64_array(ctx, pos))],
    )
}

fn zero(rw: &mut PatternRewriter<'_>, loc: Location, t: Type) -> Option<ValueId> {
    let a = zero_attr(rw.ctx, t)?;
    Some(constant(rw, loc, t, a))
}

fn ty(rw: &PatternRewriter<'_>, v: ValueId) -> Type {
    rw.body.value_type(v)
}

/// Upstream's `BroadcastOpLowering`.
fn broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src = rw.body.operand(op, 0);
    let dst_ty = ty(rw, rw.body.result(op, 0));
    if ty(rw, src) == dst_ty {
        // What the op's folder does.
        rw.replace_op(op, &[src]);
        return Ok(());
    }
    let (dshape, dscal, elem) = vector_parts(ctx, dst_ty).ok_or(())?;
    let Some((sshape, _, _)) = vector_parts(ctx, ty(rw, src)) else {
        let v = build1(rw, loc, "vector.splat", &[src], dst_ty, &[]);
        rw.replace_op(op, &[v]);
        return Ok(());
    };
    let (sr, dr) = (sshape.len(), dshape.len());
    if sr <= 1 && dr == 1 {
        let e = if sr == 0 {
            build1(rw, loc, "vector.extractelement", &[src], elem, &[])
        } else {
            extract(rw, loc, src, &[0])
        };
        let v = build1(rw, loc, "vector.splat", &[e], dst_ty, &[]);
        rw.replace_op(op, &[v]);
        return Ok(());
    }
    let res_ty = vector_type(ctx, &dshape[1..], dscal.get(1..).unwrap_or(&[]), elem);
    if sr < dr {
        let b = build1(rw, loc, "vector.broadcast", &[src], res_ty, &[]);
        let mut r = zero(rw, loc, dst_ty).ok_or(())?;
        for d in 0..dshape[0] {
            r = insert(rw, loc, b, r, &[d]);
        }
        rw.replace_op(op, &[r]);
        return Ok(());
    }
    let Some(m) = (0..dr).find(|&r| sshape[r] != dshape[r]) else {
        rw.replace_op(op, &[src]);
        return Ok(());
    };
    if m != 0 && dscal.first() == Some(&true) {
        return Err(());
    }
    let mut r = zero(rw, loc, dst_ty).ok_or(())?;
    if m == 0 {
        let e = extract(rw, loc, src, &[0]);
        let b = build1(rw, loc, "vector.broadcast", &[e], res_ty, &[]);
        for d in 0..dshape[0] {
            r = insert(rw, loc, b, r, &[d]);
        }
    } else {
        for d in 0..dshape[0] {
            let e = extract(rw, loc, src, &[d]);
            let b = build1(rw, loc, "vector.broadcast", &[e], res_ty, &[]);
            r = insert(rw, loc, b, r, &[d]);
        }
    }
    rw.replace_op(op, &[r]);
    Ok(())
}

fn insert_strided(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    dest: ValueId,
    offsets: &[i64],
    strides: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let t = ty(rw, dest);
    build1(
        rw,
        loc,
        "vector.insert_strided_slice",
        &[v, dest],
        t,
        &[
            ("offsets", i64_array_attr(ctx, offsets)),
            ("strides", i64_array_attr(ctx, strides)),
        ],
    )
}

fn extract_strided(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    rt: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    build1(
        rw,
        loc,
        "vector.extract_strided_slice",
        &[v],
        rt,
        &[
            ("offsets", i64_array_attr(ctx, offsets)),
            ("sizes", i64_array_attr(ctx, sizes)),
            ("strides", i64_array_attr(ctx, strides)),
        ],
    )
}

/// Upstream's shape_cast lowerings: 2-D to 1-D and 1-D to 2-D through strided slices, any
/// other through element moves.
fn shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src = rw.body.operand(op, 0);
    let (ss, sscal, _) = vector_parts(ctx, ty(rw, src)).ok_or(())?;
    let rt = ty(rw, rw.body.result(op, 0));
    let (rs, rscal, elem) = vector_parts(ctx, rt).ok_or(())?;
    if sscal.iter().any(|s| *s) || rscal.iter().any(|s| *s) {
        return scalable_shape_cast(op, rw);
    }
    let mut desc = zero(rw, loc, rt).ok_or(())?;
    if ss.len() == 2 && rs.len() == 1 {
        for i in 0..ss[0] {
            let v = extract(rw, loc, src, &[i]);
            desc = insert_strided(rw, loc, v, desc, &[i * ss[1]], &[1]);
        }
    } else if ss.len() == 1 && rs.len() == 2 {
        let row = vector_type(ctx, &rs[1..], &[], elem);
        for i in 0..rs[0] {
            let v = extract_strided(rw, loc, src, row, &[i * rs[1]], &[rs[1]], &[1]);
            desc = insert(rw, loc, v, desc, &[i]);
        }
    } else {
        let n: i64 = ss.iter().product();
        let mut si = vec![0i64; ss.len()];
        let mut ri = vec![0i64; rs.len()];
        let inc = |idx: &mut Vec<i64>, shape: &[i64]| {
            let mut k = shape.len();
            while k > 0 {
                k -= 1;
                idx[k] += 1;
                if idx[k] < shape[k] {
                    return;
                }
                idx[k] = 0;
            }
        };
        for i in 0..n {
            if i != 0 {
                inc(&mut si, &ss);
                inc(&mut ri, &rs);
            }
            let e = if ss.is_empty() {
                build1(rw, loc, "vector.extractelement", &[src], elem, &[])
            } else {
                extract(rw, loc, src, &si)
            };
            desc = if rs.is_empty() {
                build1(rw, loc, "vector.insertelement", &[e, desc], rt, &[])
            } else {
                insert(rw, loc, e, desc, &ri)
            };
        }
    }
    rw.replace_op(op, &[desc]);
    Ok(())
}

/// Upstream's `ScalableShapeCastOpRewritePattern`: a shape_cast between vectors whose only
/// scalable dim is the trailing one moves scalable subvectors of the smaller trailing size
/// (`vector.scalable.extract`/`insert` within a row, `vector.extract`/`insert` of rows).
fn scalable_shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let src = rw.body.operand(op, 0);
    let (ss, sscal, elem) = vector_parts(ctx, ty(rw, src)).ok_or(())?;
    let rt = ty(rw, rw.body.result(op, 0));
    let (rs, rscal, _) = vector_parts(ctx, rt).ok_or(())?;
    let trailing_only = |shape: &[i64], sc: &[bool]| {
        !shape.is_empty() && sc.last() == Some(&true) && !sc[..sc.len() - 1].iter().any(|s| *s)
    };
    if !trailing_only(&ss, &sscal) || !trailing_only(&rs, &rscal) {
        return Err(());
    }
    let (src_trailing, res_trailing) = (*ss.last().ok_or(())?, *rs.last().ok_or(())?);
    let step = src_trailing.min(res_trailing);
    if step <= 0 {
        return Err(());
    }
    let num: i64 = ss.iter().product();
    let piece = vector_type(ctx, &[step], &[true], elem);
    let i64t = ctx.integer_type(64);
    let mut result = zero(rw, loc, rt).ok_or(())?;
    let (mut si, mut ri) = (vec![0i64; ss.len()], vec![0i64; rs.len()]);
    let inc = |idx: &mut [i64], shape: &[i64], step: i64| {
        let mut carry = step;
        for d in (0..idx.len()).rev() {
            let v = idx[d] + carry;
            idx[d] = v % shape[d];
            carry = v / shape[d];
            if carry == 0 {
                break;
            }
        }
    };
    let mut cur_src: Option<ValueId> = None;
    let mut cur_res: Option<ValueId> = None;
    let mut i = 0;
    while i < num {
        let row_src = match cur_src {
            Some(v) => v,
            None => {
                let v = if ss.len() != 1 {
                    extract(rw, loc, src, &si[..si.len() - 1])
                } else {
                    src
                };
                cur_src = Some(v);
                v
            }
        };
        let mut sub = row_src;
        if step < src_trailing {
            let pos = ctx.int_attr(i64t, *si.last().ok_or(())?);
            sub = build1(
                rw,
                loc,
                "vector.scalable.extract",
                &[row_src],
                piece,
                &[("pos", pos)],
            );
        }
        let mut row_res = match cur_res {
            Some(v) => v,
            None => {
                if step == res_trailing {
                    sub
                } else if rs.len() != 1 {
                    extract(rw, loc, result, &ri[..ri.len() - 1])
                } else {
                    result
                }
            }
        };
        if step < res_trailing {
            let pos = ctx.int_attr(i64t, *ri.last().ok_or(())?);
            let dest_ty = ty(rw, row_res);
            row_res = build1(
                rw,
                loc,
                "vector.scalable.insert",
                &[sub, row_res],
                dest_ty,
                &[("pos", pos)],
            );
        }
        cur_res = Some(row_res);
        if ri.last().ok_or(())? + step >= res_trailing && row_res != result {
            result = insert(rw, loc, row_res, result, &ri[..ri.len() - 1]);
            cur_res = None;
        }
        if si.last().ok_or(())? + step >= src_trailing {
            cur_src = None;
        }
        inc(&mut si, &ss, step);
        inc(&mut ri, &rs, step);
        i += step;
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

/// Upstream's `TransposeOpLowering` (element-wise extract/insert).
fn transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let input = rw.body.operand(op, 0);
    let (ishape, _, _) = vector_parts(ctx, ty(rw, input)).ok_or(())?;
    let rt = ty(rw, rw.body.result(op, 0));
    let perm = super::i64_array_prop(ctx, rw.body, op, "permutation");
    let mut pruned = perm.len();
    while pruned > 0 && perm[pruned - 1] == (pruned - 1) as i64 {
        pruned -= 1;
    }
    let ptransp = &perm[..pruned];
    let pshape = &ishape[..pruned];
    let mut strides = vec![1i64; pshape.len()];
    for i in (0..pshape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * pshape[i + 1];
    }
    let mut result = zero(rw, loc, rt).ok_or(())?;
    let n: i64 = pshape.iter().product();
    for lin in 0..n {
        let mut rem = lin;
        let ext: Vec<i64> = strides
            .iter()
            .map(|s| {
                let q = rem / s;
                rem %= s;
                q
            })
            .collect();
        let ins: Vec<i64> = ptransp.iter().map(|p| ext[*p as usize]).collect();
        let e = extract(rw, loc, input, &ext);
        result = insert(rw, loc, e, result, &ins);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

fn mask_dim_sizes(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> Option<Vec<i64>> {
    let a = rmlir_ir::ods::prop(ctx, body, op, "mask_dim_sizes")?;
    i64_array_attr_values(ctx, a).or_else(|| c::dense_i64_values(ctx, a))
}

/// Upstream's `ConstantMaskOpLowering`.
fn constant_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let rt = ty(rw, rw.body.result(op, 0));
    let (shape, scal, _) = vector_parts(ctx, rt).ok_or(())?;
    let sizes = mask_dim_sizes(ctx, rw.body, op).ok_or(())?;
    let first = *sizes.first().ok_or(())?;
    if shape.len() <= 1 {
        let n = shape.first().copied().unwrap_or(1);
        let vals: Vec<u128> = if shape.is_empty() {
            vec![(first == 1) as u128]
        } else if first == 0 || first == n {
            vec![(first != 0) as u128]
        } else {
            (0..n).map(|d| (d < first) as u128).collect()
        };
        let a = super::elems_attr(ctx, rt, &vals).ok_or(())?;
        let v = constant(rw, loc, rt, a);
        rw.replace_op(op, &[v]);
        return Ok(());
    }
    if scal.first() == Some(&true) {
        return Err(());
    }
    let low = vector_type(
        ctx,
        &shape[1..],
        scal.get(1..).unwrap_or(&[]),
        ctx.integer_type(1),
    );
    let true_val = build1(
        rw,
        loc,
        "vector.constant_mask",
        &[],
        low,
        &[("mask_dim_sizes", i64_array_attr(ctx, &sizes[1..]))],
    );
    let mut r = zero(rw, loc, rt).ok_or(())?;
    for d in 0..first {
        r = insert(rw, loc, true_val, r, &[d]);
    }
    rw.replace_op(op, &[r]);
    Ok(())
}

/// Upstream's `CreateMaskOpLowering` (rank > 1).
fn create_mask_nd(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let rt = ty(rw, rw.body.result(op, 0));
    let (shape, scal, _) = vector_parts(ctx, rt).ok_or(())?;
    if shape.len() <= 1 || scal.first() == Some(&true) {
        return Err(());
    }
    let ops: Vec<ValueId> = rw.body.operands(op).collect();
    let idx = ops[0];
    let low = vector_type(
        ctx,
        &shape[1..],
        scal.get(1..).unwrap_or(&[]),
        ctx.integer_type(1),
    );
    let true_val = build1(rw, loc, "vector.create_mask", &ops[1..], low, &[]);
    let false_val = zero(rw, loc, low).ok_or(())?;
    let mut r = zero(rw, loc, rt).ok_or(())?;
    let i1 = ctx.integer_type(1);
    let slt = ctx.int_attr(ctx.integer_type(64), 2);
    for d in 0..shape[0] {
        let bnd = super::index_const(rw, loc, d);
        let v = build1(
            rw,
            loc,
            "arith.cmpi",
            &[bnd, idx],
            i1,
            &[("predicate", slt)],
        );
        let sel = build1(rw, loc, "arith.select", &[v, true_val, false_val], low, &[]);
        r = insert(rw, loc, sel, r, &[d]);
    }
    rw.replace_op(op, &[r]);
    Ok(())
}

fn kind_of(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> String {
    rmlir_ir::ods::prop(ctx, body, op, "kind")
        .map(|a| rmlir_ir::printer::attr_to_string(ctx, a))
        .and_then(|s| {
            s.split('<')
                .nth(1)
                .and_then(|x| x.split('>').next())
                .map(|x| x.trim().to_string())
        })
        .unwrap_or_else(|| "add".to_string())
}

/// Upstream's `makeArithReduction` on two values.
pub fn arith_reduction(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    kind: &str,
    a: ValueId,
    b: ValueId,
) -> Option<ValueId> {
    let t = ty(rw, a);
    let name = match kind {
        "add" => {
            if rw.ctx.is_int_or_index(rw.ctx.element_type(t).unwrap_or(t)) {
                "arith.addi"
            } else {
                "arith.addf"
            }
        }
        "mul" => {
            if rw.ctx.is_int_or_index(rw.ctx.element_type(t).unwrap_or(t)) {
                "arith.muli"
            } else {
                "arith.mulf"
            }
        }
        "minui" => "arith.minui",
        "minsi" => "arith.minsi",
        "maxui" => "arith.maxui",
        "maxsi" => "arith.maxsi",
        "and" => "arith.andi",
        "or" => "arith.ori",
        "xor" => "arith.xori",
        "minnumf" => "arith.minnumf",
        "maxnumf" => "arith.maxnumf",
        "minimumf" => "arith.minimumf",
        "maximumf" => "arith.maximumf",
        _ => return None,
    };
    Some(build1(rw, loc, name, &[a, b], t, &[]))
}

/// Upstream's `createContractArithOp` (unmasked).
fn contract_arith(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    x: ValueId,
    y: ValueId,
    acc: Option<ValueId>,
    kind: &str,
    is_int: bool,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let t = ty(rw, x);
    let mul = if is_int {
        if kind.ends_with('f') {
            return None;
        }
        build1(rw, loc, "arith.muli", &[x, y], t, &[])
    } else {
        if matches!(
            kind,
            "and" | "minui" | "minsi" | "maxui" | "maxsi" | "or" | "xor"
        ) {
            return None;
        }
        if let Some(a) = acc {
            if matches!(ctx.type_kind(ty(rw, a)), TypeKind::Vector { .. }) && kind == "add" {
                return Some(build1(rw, loc, "vector.fma", &[x, y, a], t, &[]));
            }
        }
        build1(rw, loc, "arith.mulf", &[x, y], t, &[])
    };
    match acc {
        None => Some(mul),
        Some(a) => arith_reduction(rw, loc, kind, mul, a),
    }
}

/// Upstream's `OuterProductOpLowering` (unmasked).
fn outerproduct(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if rw
        .body
        .parent_op(op)
        .is_some_and(|p| ctx.op_name_str(rw.body.op_name(p)) == "vector.mask")
    {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let rt = ty(rw, rw.body.result(op, 0));
    let (rshape, _, elem) = vector_parts(ctx, rt).ok_or(())?;
    let is_int = ctx.is_int_or_index(elem);
    let lhs = rw.body.operand(op, 0);
    let rhs = rw.body.operand(op, 1);
    let acc = (rw.body.num_operands(op) > 2).then(|| rw.body.operand(op, 2));
    let kind = kind_of(ctx, rw.body, op);
    let lhs_ty = ty(rw, lhs);
    let rhs_ty = ty(rw, rhs);
    if vector_parts(ctx, rhs_ty).is_none() {
        let b = build1(rw, loc, "vector.broadcast", &[rhs], lhs_ty, &[]);
        let m = contract_arith(rw, loc, lhs, b, acc, &kind, is_int).ok_or(())?;
        rw.replace_op(op, &[m]);
        return Ok(());
    }
    let mut result = zero(rw, loc, rt).ok_or(())?;
    for d in 0..rshape[0] {
        let x = extract(rw, loc, lhs, &[d]);
        let a = build1(rw, loc, "vector.broadcast", &[x], rhs_ty, &[]);
        let r = acc.map(|acc| extract(rw, loc, acc, &[d]));
        let m = contract_arith(rw, loc, a, rhs, r, &kind, is_int).ok_or(())?;
        result = insert(rw, loc, m, result, &[d]);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

/// The greedy lowering set `convert-vector-to-llvm` applies before converting.
pub fn populate_pre_llvm(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.broadcast", 1, "BroadcastOpLowering", broadcast);
    set.add_fn(
        ctx,
        "vector.outerproduct",
        1,
        "OuterProductOpLowering",
        outerproduct,
    );
    set.add_fn(
        ctx,
        "vector.contract",
        1,
        "ContractionOpLowering",
        super::contract::contraction,
    );
    set.add_fn(
        ctx,
        "vector.create_mask",
        1,
        "CreateMaskOpLowering",
        create_mask_nd,
    );
    set.add_fn(
        ctx,
        "vector.constant_mask",
        1,
        "ConstantMaskOpLowering",
        constant_mask,
    );
    set.add_fn(
        ctx,
        "vector.shape_cast",
        1,
        "ShapeCastOpRewritePattern",
        shape_cast,
    );
    set.add_fn(ctx, "vector.transpose", 1, "TransposeOpLowering", transpose);
    set.add_fn(
        ctx,
        "vector.interleave",
        1,
        "UnrollInterleaveOp",
        super::interleave::interleave,
    );
    set.add_fn(
        ctx,
        "vector.deinterleave",
        1,
        "UnrollDeinterleaveOp",
        super::interleave::deinterleave,
    );
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "TransferReadToVectorLoadLowering",
        |op, rw| super::transfer::read_to_load(op, rw, Some(1)),
    );
    set.add_fn(
        ctx,
        "vector.transfer_write",
        1,
        "TransferWriteToVectorStoreLowering",
        |op, rw| super::transfer::write_to_store(op, rw, Some(1)),
    );
}

/// Upstream's strided-slice rewrites, run inside the llvm conversion.
pub mod strided {
    use super::*;

    fn arr(ctx: &Context, body: &rmlir_ir::Body, op: OpId, n: &str) -> Option<Vec<i64>> {
        i64_array_attr_values(ctx, rmlir_ir::ods::prop(ctx, body, op, n)?)
    }

    /// `VectorInsertStridedSliceOpDifferentRankRewritePattern` and `...SameRank...`.
    pub fn insert_strided_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> Option<ValueId> {
        let ctx = rw.ctx;
        let loc = rw.body.loc(op);
        let src = rw.body.operand(op, 0);
        let dest = rw.body.operand(op, 1);
        let st = ty(rw, src);
        let dt = ty(rw, dest);
        let (ss, _, _) = vector_parts(ctx, st)?;
        let (ds, _, _) = vector_parts(ctx, dt)?;
        let offsets = arr(ctx, rw.body, op, "offsets")?;
        let strides = arr(ctx, rw.body, op, "strides")?;
        if offsets.is_empty() {
            return None;
        }
        let diff = ds.len() - ss.len();
        if diff > 0 {
            let rest = ds.len() - diff;
            let lead = &offsets[..offsets.len() - rest];
            let extracted = extract(rw, loc, dest, lead);
            let inner = insert_strided(rw, loc, src, extracted, &offsets[diff..], &strides);
            return Some(insert(rw, loc, inner, dest, lead));
        }
        if st == dt {
            return Some(src);
        }
        let (offset, size, stride) = (offsets[0], ss[0], strides[0]);
        if ss.len() == 1 {
            let (n_src, n_dst) = (ss[0], ds[0]);
            let mut m: Vec<i64> = vec![0; n_dst as usize];
            for i in 0..n_src.min(n_dst) {
                m[i as usize] = i;
            }
            let scaled_ty = vector_type(ctx, &[n_dst], &[], ctx.element_type(st)?);
            let scaled = build1(
                rw,
                loc,
                "vector.shuffle",
                &[src, src],
                scaled_ty,
                &[("mask", i64_array_attr(ctx, &m))],
            );
            let e = offset + size * stride;
            let m2: Vec<i64> = (0..n_dst)
                .map(|i| {
                    if i < offset || i >= e || (i - offset) % stride != 0 {
                        n_dst + i
                    } else {
                        (i - offset) / stride
                    }
                })
                .collect();
            return Some(build1(
                rw,
                loc,
                "vector.shuffle",
                &[scaled, dest],
                dt,
                &[("mask", i64_array_attr(ctx, &m2))],
            ));
        }
        let mut res = dest;
        let mut idx = 0;
        let mut off = offset;
        while off < offset + size * stride {
            let mut es = extract(rw, loc, src, &[idx]);
            if vector_parts(ctx, ty(rw, es)).is_some() {
                let ed = extract(rw, loc, dest, &[off]);
                es = insert_strided(rw, loc, es, ed, &offsets[1..], &strides[1..]);
            }
            res = insert(rw, loc, es, res, &[off]);
            off += stride;
            idx += 1;
        }
        Some(res)
    }

    /// `VectorExtractStridedSliceOpConversion`.
    pub fn extract_strided_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> Option<ValueId> {
        let ctx = rw.ctx;
        let loc = rw.body.loc(op);
        let v = rw.body.operand(op, 0);
        let rt = ty(rw, rw.body.result(op, 0));
        let (_, _, elem) = vector_parts(ctx, rt)?;
        let offsets = arr(ctx, rw.body, op, "offsets")?;
        let sizes = arr(ctx, rw.body, op, "sizes")?;
        let strides = arr(ctx, rw.body, op, "strides")?;
        let (offset, size, stride) = (*offsets.first()?, sizes[0], strides[0]);
        if offsets.len() == 1 {
            let m: Vec<i64> = (0..size).map(|k| offset + k * stride).collect();
            return Some(build1(
                rw,
                loc,
                "vector.shuffle",
                &[v, v],
                rt,
                &[("mask", i64_array_attr(ctx, &m))],
            ));
        }
        let z = zero(rw, loc, elem)?;
        let mut res = build1(rw, loc, "vector.splat", &[z], rt, &[]);
        let sub = extracted_type(ctx, rt, 1)?;
        let mut off = offset;
        let mut idx = 0;
        while off < offset + size * stride {
            let one = extract(rw, loc, v, &[off]);
            let e = extract_strided(rw, loc, one, sub, &offsets[1..], &sizes[1..], &strides[1..]);
            res = insert(rw, loc, e, res, &[idx]);
            off += stride;
            idx += 1;
        }
        Some(res)
    }
}
