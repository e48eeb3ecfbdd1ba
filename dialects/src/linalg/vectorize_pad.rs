//! `populatePadOpVectorizationPatterns` (upstream's `Vectorization.cpp`), applied by
//! `vectorize_children_and_apply_patterns` with `vectorize_padding`: `tensor.pad` users that
//! are in-bounds transfer reads, transfer writes trimmed by an `extract_slice`, and
//! `insert_slice`s take the pad's source directly (benefit 2); otherwise the pad becomes
//! `tensor.empty` + `linalg.fill` (or `tensor.generate`) and a vectorized copy of its source
//! (`GeneralizePadOpPattern` with `tryVectorizeCopy`), or an `insert_slice`.

use crate::affine::utils::OpFoldResult;
use crate::vector::lowering::{build, build1, constant, index_const, vector_type, zero_attr};
use crate::vector::transfer::{bool_array, Transfer};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array, dense_i64_values};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Body, Context, IrMapping, OpId, Type, TypeKind, ValueId};

struct Pad {
    source: ValueId,
    low: Vec<OpFoldResult>,
    high: Vec<OpFoldResult>,
    result_ty: Type,
}

fn mixed(ctx: &Context, statics: &[i64], values: &[ValueId]) -> Vec<OpFoldResult> {
    crate::memref::transforms::layout_util::mixed_values(ctx, statics, values)
}

impl Pad {
    fn of(rw: &PatternRewriter<'_>, op: OpId) -> Option<Pad> {
        let ctx = rw.ctx;
        let body: &Body = rw.body;
        if ctx.op_name_str(body.op_name(op)) != "tensor.pad" {
            return None;
        }
        let def = rmlir_ir::ods::op_def(ctx, body, op)?;
        let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
        let ops: Vec<ValueId> = body.operands(op).collect();
        let sl = dense_i64_values(ctx, rmlir_ir::ods::prop(ctx, body, op, "static_low")?)?;
        let sh = dense_i64_values(ctx, rmlir_ir::ods::prop(ctx, body, op, "static_high")?)?;
        let (ls, ln) = *segs.get(1)?;
        let (hs, hn) = *segs.get(2)?;
        Some(Pad {
            source: ops[0],
            low: mixed(ctx, &sl, &ops[ls..ls + ln]),
            high: mixed(ctx, &sh, &ops[hs..hs + hn]),
            result_ty: body.value_type(body.result(op, 0)),
        })
    }
}

fn ofr_int(rw: &PatternRewriter<'_>, o: &OpFoldResult) -> Option<i64> {
    let ctx = rw.ctx;
    let a = match o {
        OpFoldResult::Attr(a) => *a,
        OpFoldResult::Value(v) => rmlir_ir::rewrite::fold::value_constant(ctx, rw.body, *v)?,
    };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `PadOp::getConstantPaddingValue`.
fn constant_padding_value(rw: &PatternRewriter<'_>, op: OpId) -> Option<ValueId> {
    let body: &Body = rw.body;
    let region = *body.regions(op).first()?;
    let block = body.entry_block(region)?;
    let y = body.last_op(block)?;
    if rw.ctx.op_name_str(body.op_name(y)) != "tensor.yield" || body.num_operands(y) != 1 {
        return None;
    }
    let v = body.operand(y, 0);
    if rmlir_ir::rewrite::fold::value_constant(rw.ctx, body, v).is_some() {
        return Some(v);
    }
    let inside = match body.value(v).def {
        rmlir_ir::body::ValueDef::Arg { block: b, .. } => b == block,
        rmlir_ir::body::ValueDef::Result { op: d, .. } => body.parent_block(d) == Some(block),
        _ => true,
    };
    (!inside).then_some(v)
}

fn zero_low(rw: &PatternRewriter<'_>, p: &Pad) -> bool {
    p.low.iter().all(|l| ofr_int(rw, l) == Some(0))
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shaped_parts(t)
        .map(|p| p.0.to_vec())
        .unwrap_or_default()
}

fn elem(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn name_is(rw: &PatternRewriter<'_>, op: OpId, n: &str) -> bool {
    rw.ctx.op_name_str(rw.body.op_name(op)) == n
}

fn users(rw: &PatternRewriter<'_>, op: OpId) -> Vec<OpId> {
    let r = rw.body.result(op, 0);
    let mut out: Vec<OpId> = Vec::new();
    for (u, _) in rw.body.uses(r) {
        if !out.contains(&u) {
            out.push(u);
        }
    }
    out
}

fn set_prop(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, a: Attribute) {
    let ctx = rw.ctx;
    if let Some(k) = ctx
        .op_info(rw.body.op_name(op))
        .and_then(|i| i.prop_index(name))
    {
        rw.body.set_prop(op, k, Some(a));
    }
}

/// `PadOpVectorizationWithTransferReadPattern`.
fn pad_transfer_read(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let p = Pad::of(rw, op).ok_or(())?;
    let mut changed = false;
    for u in users(rw, op) {
        if !name_is(rw, u, "vector.transfer_read") {
            continue;
        }
        if !zero_low(rw, &p) {
            continue;
        }
        let Some(pad_value) = constant_padding_value(rw, op) else {
            continue;
        };
        let Some(x) = Transfer::of(ctx, rw.body, u) else {
            continue;
        };
        if x.has_out_of_bounds_dim() || x.mask.is_some() {
            continue;
        }
        let rank = shape(ctx, x.vector_type).len();
        let src = p.source;
        let pad_idx = 1 + x.indices.len();
        rw.modify_op_in_place(u, |b| {
            b.set_operand(u, 0, src);
            b.set_operand(u, pad_idx, pad_value);
        });
        set_prop(rw, u, "in_bounds", bool_array(ctx, &vec![false; rank]));
        changed = true;
    }
    if changed {
        Ok(())
    } else {
        Err(())
    }
}

/// `hasSameTensorSize` for static shapes and `extract_slice` sources with equal sizes.
fn same_tensor_size(rw: &PatternRewriter<'_>, before: ValueId, after_trim: OpId) -> bool {
    let ctx = rw.ctx;
    if let Some(c) = rw
        .body
        .defining_op(before)
        .filter(|d| name_is(rw, *d, "tensor.cast"))
    {
        if same_tensor_size(rw, rw.body.operand(c, 0), after_trim) {
            return true;
        }
    }
    let t1 = rw.body.value_type(before);
    let t2 = rw.body.value_type(rw.body.result(after_trim, 0));
    let (TypeKind::RankedTensor { shape: s1, .. }, TypeKind::RankedTensor { shape: s2, .. }) =
        (ctx.type_kind(t1), ctx.type_kind(t2))
    else {
        return false;
    };
    if s1.len() != s2.len() {
        return false;
    }
    for (a, b) in s1.iter().zip(s2.iter()) {
        if (*a == DYNAMIC) != (*b == DYNAMIC) || (*a != DYNAMIC && a != b) {
            return false;
        }
    }
    if !s1.contains(&DYNAMIC) {
        return true;
    }
    let Some(bs) = rw
        .body
        .defining_op(before)
        .filter(|d| name_is(rw, *d, "tensor.extract_slice"))
    else {
        return false;
    };
    let (Some(sz1), Some(sz2)) = (slice_sizes(rw, bs), slice_sizes(rw, after_trim)) else {
        return false;
    };
    for i in 0..s1.len() {
        if s1[i] != DYNAMIC {
            continue;
        }
        let eq = match (&sz1[i], &sz2[i]) {
            (OpFoldResult::Value(a), OpFoldResult::Value(b)) => a == b,
            (a, b) => ofr_int(rw, a).is_some() && ofr_int(rw, a) == ofr_int(rw, b),
        };
        if !eq {
            // Upstream also accepts identical `affine.min`s; not analysed here.
            continue;
        }
    }
    true
}

fn slice_sizes(rw: &PatternRewriter<'_>, op: OpId) -> Option<Vec<OpFoldResult>> {
    let ctx = rw.ctx;
    let body: &Body = rw.body;
    let def = rmlir_ir::ods::op_def(ctx, body, op)?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    let ops: Vec<ValueId> = body.operands(op).collect();
    let statics = dense_i64_values(ctx, rmlir_ir::ods::prop(ctx, body, op, "static_sizes")?)?;
    let (s, n) = *segs.get(2)?;
    Some(mixed(ctx, &statics, &ops[s..s + n]))
}

fn slice_offsets_zero(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    rmlir_ir::ods::prop(ctx, rw.body, op, "static_offsets")
        .and_then(|a| dense_i64_values(ctx, a))
        .is_some_and(|v| v.iter().all(|x| *x == 0))
}

/// `PadOpVectorizationWithTransferWritePattern`.
fn pad_transfer_write(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let p = Pad::of(rw, op).ok_or(())?;
    let mut changed = false;
    for u in users(rw, op) {
        if !name_is(rw, u, "vector.transfer_write") {
            continue;
        }
        let Some(x) = Transfer::of(ctx, rw.body, u) else {
            continue;
        };
        if x.map.as_ref().is_none_or(|m| m.num_results() == 0) || !zero_low(rw, &p) {
            continue;
        }
        if constant_padding_value(rw, op).is_none() || x.source != rw.body.result(op, 0) {
            continue;
        }
        let Some(&res) = rw.body.results(u).first() else {
            continue;
        };
        let uses: Vec<(OpId, usize)> = rw.body.uses(res).collect();
        if uses.len() != 1 {
            continue;
        }
        let trim = uses[0].0;
        if !name_is(rw, trim, "tensor.extract_slice") || !slice_offsets_zero(rw, trim) {
            continue;
        }
        if !same_tensor_size(rw, p.source, trim) {
            continue;
        }
        let rank = shape(ctx, x.vector_type).len();
        let loc = rw.body.loc(u);
        rw.set_insertion_point_before(u);
        let mut ops = vec![x.vector.ok_or(())?, p.source];
        ops.extend(&x.indices);
        let mut seg = vec![1, 1, x.indices.len() as i32, 0];
        if let Some(m) = x.mask {
            ops.push(m);
            seg[3] = 1;
        }
        let st = rw.body.value_type(p.source);
        let map = x.map.clone().ok_or(())?;
        let w = build1(
            rw,
            loc,
            "vector.transfer_write",
            &ops,
            st,
            &[
                ("permutation_map", ctx.get_attr(AttrKind::AffineMap(map))),
                ("in_bounds", bool_array(ctx, &vec![false; rank])),
                ("operandSegmentSizes", dense_i32_array(ctx, &seg)),
            ],
        );
        rw.replace_op(u, &[w]);
        rw.replace_op(trim, &[w]);
        changed = true;
    }
    if changed {
        Ok(())
    } else {
        Err(())
    }
}

fn index_value(rw: &mut PatternRewriter<'_>, loc: rmlir_ir::Location, o: &OpFoldResult) -> ValueId {
    match o {
        OpFoldResult::Value(v) => *v,
        OpFoldResult::Attr(_) => {
            let c = ofr_int(rw, o).unwrap_or(0);
            index_const(rw, loc, c)
        }
    }
}

/// `PadOpVectorizationWithInsertSlicePattern`.
fn pad_insert_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let p = Pad::of(rw, op).ok_or(())?;
    let pres = rw.body.result(op, 0);
    let mut changed = false;
    for u in users(rw, op) {
        if !name_is(rw, u, "tensor.insert_slice") {
            continue;
        }
        if !zero_low(rw, &p) {
            continue;
        }
        let strides = rmlir_ir::ods::prop(ctx, rw.body, u, "static_strides")
            .and_then(|a| dense_i64_values(ctx, a));
        if !strides.is_some_and(|s| s.iter().all(|x| *x == 1)) {
            continue;
        }
        let Some(pad_value) = constant_padding_value(rw, op) else {
            continue;
        };
        let pshape = shape(ctx, p.result_ty);
        if pshape.contains(&DYNAMIC) || rw.body.operand(u, 1) == pres {
            continue;
        }
        let dest = rw.body.operand(u, 1);
        let dt = rw.body.value_type(dest);
        let trank = shape(ctx, dt).len();
        let vrank = pshape.len();
        let mut expected = vec![1; trank - vrank.min(trank)];
        expected.extend(&pshape);
        let sizes = rmlir_ir::ods::prop(ctx, rw.body, u, "static_sizes")
            .and_then(|a| dense_i64_values(ctx, a));
        if sizes.as_deref() != Some(expected.as_slice()) {
            continue;
        }
        let Some(offsets) = insert_offsets(rw, u) else {
            continue;
        };
        let loc_pad = rw.body.loc(op);
        rw.set_insertion_point_before(u);
        let e = elem(ctx, p.result_ty);
        let vty = vector_type(ctx, &pshape, &[], e);
        let zero = index_const(rw, loc_pad, 0);
        let ridx = vec![zero; vrank];
        let src_rank = shape(ctx, rw.body.value_type(p.source)).len();
        let rmap = minor_identity(src_rank, vrank);
        let mut rops = vec![p.source];
        rops.extend(&ridx);
        rops.push(pad_value);
        let r = build1(
            rw,
            loc_pad,
            "vector.transfer_read",
            &rops,
            vty,
            &[
                ("permutation_map", ctx.get_attr(AttrKind::AffineMap(rmap))),
                ("in_bounds", bool_array(ctx, &vec![false; vrank])),
                (
                    "operandSegmentSizes",
                    dense_i32_array(ctx, &[1, vrank as i32, 1, 0]),
                ),
            ],
        );
        let loc_pad2 = loc_pad;
        let widx: Vec<ValueId> = offsets
            .iter()
            .map(|o| index_value(rw, loc_pad2, o))
            .collect();
        let wmap = minor_identity(trank, vrank);
        let mut wops = vec![r, dest];
        wops.extend(&widx);
        let loc = rw.body.loc(u);
        let w = build1(
            rw,
            loc,
            "vector.transfer_write",
            &wops,
            dt,
            &[
                ("permutation_map", ctx.get_attr(AttrKind::AffineMap(wmap))),
                ("in_bounds", bool_array(ctx, &vec![true; vrank])),
                (
                    "operandSegmentSizes",
                    dense_i32_array(ctx, &[1, 1, widx.len() as i32, 0]),
                ),
            ],
        );
        rw.replace_op(u, &[w]);
        changed = true;
    }
    if changed {
        Ok(())
    } else {
        Err(())
    }
}

fn minor_identity(dims: usize, results: usize) -> AffineMap {
    AffineMap::minor_identity(dims as u32, results as u32)
}

fn insert_offsets(rw: &PatternRewriter<'_>, op: OpId) -> Option<Vec<OpFoldResult>> {
    let ctx = rw.ctx;
    let body: &Body = rw.body;
    let def = rmlir_ir::ods::op_def(ctx, body, op)?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    let ops: Vec<ValueId> = body.operands(op).collect();
    let statics = dense_i64_values(ctx, rmlir_ir::ods::prop(ctx, body, op, "static_offsets")?)?;
    let (s, n) = *segs.get(2)?;
    Some(mixed(ctx, &statics, &ops[s..s + n]))
}

/// `createOrFold<arith::AddIOp>` on index values.
fn add_or_fold(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let cst = |rw: &PatternRewriter<'_>, v: ValueId| ofr_int(rw, &OpFoldResult::Value(v));
    match (cst(rw, a), cst(rw, b)) {
        (Some(x), Some(y)) => index_const(rw, loc, x + y),
        (Some(0), _) => b,
        (_, Some(0)) => a,
        (Some(_), None) => build1(rw, loc, "arith.addi", &[b, a], ctx.index_type(), &[]),
        _ => build1(rw, loc, "arith.addi", &[a, b], ctx.index_type(), &[]),
    }
}

/// `GenericPadOpVectorizationPattern` (`GeneralizePadOpPattern` + `tryVectorizeCopy`).
fn generic_pad(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let p = Pad::of(rw, op).ok_or(())?;
    let loc = rw.body.loc(op);
    let rshape = shape(ctx, p.result_ty);
    let sty = rw.body.value_type(p.source);
    let sshape = shape(ctx, sty);
    rw.set_insertion_point_before(op);
    let mut dyn_sizes = Vec::new();
    for d in 0..rshape.len() {
        if rshape[d] != DYNAMIC {
            continue;
        }
        let src = if sshape[d] == DYNAMIC {
            let c = index_const(rw, loc, d as i64);
            build1(rw, loc, "tensor.dim", &[p.source, c], ctx.index_type(), &[])
        } else {
            index_const(rw, loc, sshape[d])
        };
        let lo = index_value(rw, loc, &p.low[d]);
        let plus_low = add_or_fold(rw, loc, src, lo);
        let hi = index_value(rw, loc, &p.high[d]);
        dyn_sizes.push(add_or_fold(rw, loc, plus_low, hi));
    }
    let empty = build1(rw, loc, "tensor.empty", &dyn_sizes, p.result_ty, &[]);
    let pad_value = constant_padding_value(rw, op);
    let fill = if let Some(pv) = pad_value {
        let fop = build(
            rw,
            loc,
            "linalg.fill",
            &[pv, empty],
            &[p.result_ty],
            &[("operandSegmentSizes", dense_i32_array(ctx, &[1, 1]))],
            1,
        );
        let region = rw.body.regions(fop)[0];
        let def = super::named::lookup("linalg.fill").ok_or(())?;
        let types = [rw.body.value_type(pv), p.result_ty];
        super::named::build_body(ctx, rw.body, region, def, &types, &|_| None).map_err(|_| ())?;
        rw.body.result(fop, 0)
    } else {
        let g = build(
            rw,
            loc,
            "tensor.generate",
            &dyn_sizes,
            &[p.result_ty],
            &[],
            1,
        );
        let from = rw.body.regions(op)[0];
        let to = rw.body.regions(g)[0];
        let mut map = IrMapping::new();
        rw.body.clone_region_into(from, to, None, &mut map);
        rw.body.result(g, 0)
    };
    // `tryVectorizeCopy`.
    if valid_elem(ctx, elem(ctx, sty)) && try_vectorize_copy(rw, op, &p, pad_value, fill).is_ok() {
        return Ok(());
    }
    // An `insert_slice` of the source.
    let mut sizes = Vec::new();
    for (d, s) in sshape.iter().enumerate() {
        if *s == DYNAMIC {
            let c = index_const(rw, loc, d as i64);
            sizes.push(OpFoldResult::Value(build1(
                rw,
                loc,
                "tensor.dim",
                &[p.source, c],
                ctx.index_type(),
                &[],
            )));
        } else {
            sizes.push(OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), *s)));
        }
    }
    let split = |v: &[OpFoldResult]| -> (Vec<i64>, Vec<ValueId>) {
        let mut st = Vec::new();
        let mut dy = Vec::new();
        for o in v {
            match o {
                OpFoldResult::Value(x) => {
                    st.push(DYNAMIC);
                    dy.push(*x);
                }
                OpFoldResult::Attr(a) => st.push(match ctx.attr_kind(*a) {
                    AttrKind::Integer { value, .. } => value.to_i64().unwrap_or(0),
                    _ => 0,
                }),
            }
        }
        (st, dy)
    };
    let (so, dof) = split(&p.low);
    let (ss, dsz) = split(&sizes);
    let strides = vec![1i64; sshape.len()];
    let mut ops = vec![p.source, fill];
    ops.extend(&dof);
    ops.extend(&dsz);
    let r = build1(
        rw,
        loc,
        "tensor.insert_slice",
        &ops,
        p.result_ty,
        &[
            ("static_offsets", dense_i64_array(ctx, &so)),
            ("static_sizes", dense_i64_array(ctx, &ss)),
            ("static_strides", dense_i64_array(ctx, &strides)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, 1, dof.len() as i32, dsz.len() as i32, 0]),
            ),
        ],
    );
    rw.replace_op(op, &[r]);
    Ok(())
}

fn valid_elem(ctx: &Context, t: Type) -> bool {
    ctx.is_int_or_index(t) || ctx.is_float(t)
}

fn try_vectorize_copy(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    p: &Pad,
    pad_value: Option<ValueId>,
    mut dest: ValueId,
) -> Result<(), ()> {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let sty = rw.body.value_type(p.source);
    let sshape = shape(ctx, sty);
    let rshape = shape(ctx, p.result_ty);
    let e = elem(ctx, sty);
    let pad_value = match pad_value {
        Some(v) => v,
        None => {
            if sshape.contains(&DYNAMIC) {
                return Err(());
            }
            constant(rw, loc, e, zero_attr(ctx, e).ok_or(())?)
        }
    };
    let mut vshape = Vec::new();
    let mut rib = Vec::new();
    let mut wib = Vec::new();
    for i in 0..sshape.len() {
        if sshape[i] != DYNAMIC {
            vshape.push(sshape[i]);
            rib.push(true);
            wib.push(true);
        } else if rshape[i] != DYNAMIC {
            vshape.push(rshape[i]);
            rib.push(false);
            wib.push(ofr_int(rw, &p.low[i]) == Some(0));
        } else {
            return Err(());
        }
    }
    let vty = vector_type(ctx, &vshape, &[], e);
    let zero = index_const(rw, loc, 0);
    let ridx = vec![zero; vshape.len()];
    let map = AffineMap::multi_dim_identity(vshape.len() as u32);
    let mut rops = vec![p.source];
    rops.extend(&ridx);
    rops.push(pad_value);
    let r = build1(
        rw,
        loc,
        "vector.transfer_read",
        &rops,
        vty,
        &[
            (
                "permutation_map",
                ctx.get_attr(AttrKind::AffineMap(map.clone())),
            ),
            ("in_bounds", bool_array(ctx, &rib)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, vshape.len() as i32, 1, 0]),
            ),
        ],
    );
    if vshape == rshape && wib.iter().all(|b| *b) {
        if let Some(f) = rw
            .body
            .defining_op(dest)
            .filter(|d| name_is(rw, *d, "linalg.fill"))
        {
            dest = rw.body.operand(f, 1);
        }
    }
    let widx: Vec<ValueId> = p
        .low
        .clone()
        .iter()
        .map(|o| index_value(rw, loc, o))
        .collect();
    let mut wops = vec![r, dest];
    wops.extend(&widx);
    let dt = rw.body.value_type(dest);
    let w = build1(
        rw,
        loc,
        "vector.transfer_write",
        &wops,
        dt,
        &[
            ("permutation_map", ctx.get_attr(AttrKind::AffineMap(map))),
            ("in_bounds", bool_array(ctx, &wib)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, 1, widx.len() as i32, 0]),
            ),
        ],
    );
    rw.replace_op(op, &[w]);
    Ok(())
}

/// `populatePadOpVectorizationPatterns`.
pub fn populate_pad_vectorization(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.pad",
        1,
        "GenericPadOpVectorizationPattern",
        generic_pad,
    );
    set.add_fn(
        ctx,
        "tensor.pad",
        2,
        "PadOpVectorizationWithTransferReadPattern",
        pad_transfer_read,
    );
    set.add_fn(
        ctx,
        "tensor.pad",
        2,
        "PadOpVectorizationWithTransferWritePattern",
        pad_transfer_write,
    );
    set.add_fn(
        ctx,
        "tensor.pad",
        2,
        "PadOpVectorizationWithInsertSlicePattern",
        pad_insert_slice,
    );
}
