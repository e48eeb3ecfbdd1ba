//! Folders and canonicalization patterns of the vector ops on values (upstream's
//! `VectorOps.cpp`), the most common first: splat constants through `broadcast`/`splat`/
//! `shape_cast`/`transpose`, cancelling casts, `create_mask` of constants to
//! `constant_mask`, transposes of masks/broadcasts/splats/transposes, `extract` chains and
//! extracts of broadcasts and splat constants, single-element reductions.

use super::def_named;
use super::memory::create;
use super::ops::vec_info;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{Edit, FoldAdaptor, Folded, RewritePatternSet};
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, ValueId};

// ---- constant helpers ----------------------------------------------------------------------

/// The bytes of a scalar constant or of a splat elements attribute, with their element type.
fn splat_bytes(ctx: &Context, a: Attribute) -> Option<(Type, Vec<u8>)> {
    match ctx.attr_kind(a) {
        AttrKind::DenseIntOrFp { ty, data, splat } => {
            let elem = ctx.element_type(*ty)?;
            let n = (ctx.int_or_float_bitwidth(elem).unwrap_or(64) as usize)
                .div_ceil(8)
                .max(1);
            let first = data.get(..n)?;
            if *splat || data.chunks(n).all(|ch| ch == first) {
                Some((elem, first.to_vec()))
            } else {
                None
            }
        }
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => {
            let elems = crate::arith::fold::decode_int(ctx, Some(a))
                .or_else(|| crate::arith::fold::decode_float(ctx, Some(a)))?;
            let v = elems.splat_value()?;
            let w = bit_width(ctx, *ty);
            let n = (w as usize).div_ceil(8).max(1);
            Some((*ty, v.to_le_bytes()[..n].to_vec()))
        }
        _ => None,
    }
}

fn bit_width(ctx: &Context, t: Type) -> u32 {
    super::ops::bit_width(ctx, t) as u32
}

/// `DenseElementsAttr::get(ty, splat)`: the splat of a scalar or splat constant as `ty`.
fn splat_as(ctx: &Context, a: Attribute, ty: Type) -> Option<Attribute> {
    let (elem, bytes) = splat_bytes(ctx, a)?;
    if vec_info(ctx, ty).map(|v| v.2) != Some(elem) {
        return None;
    }
    Some(ctx.get_attr(AttrKind::DenseIntOrFp {
        ty,
        data: bytes.into(),
        splat: true,
    }))
}

fn is_scalar_constant(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::Integer { .. } | AttrKind::Float { .. }
    )
}

/// The scalar of a splat constant, as an attribute of type `elem`.
fn splat_scalar(ctx: &Context, a: Attribute) -> Option<Attribute> {
    let (elem, bytes) = splat_bytes(ctx, a)?;
    let mut buf = [0u8; 16];
    buf[..bytes.len()].copy_from_slice(&bytes);
    let v = u128::from_le_bytes(buf);
    crate::arith::fold::encode(ctx, elem, &[v])
}

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

fn prop_slot(ctx: &Context, body: &Body, op: OpId, name: &str) -> u32 {
    ctx.op_info(body.op_name(op))
        .and_then(|i| i.prop_index(name))
        .unwrap_or(0) as u32
}

// ---- broadcast, splat ----------------------------------------------------------------------

pub(crate) fn fold_broadcast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    let res = result_type(a.body, a.op);
    if a.body.value_type(src) == res {
        return Some(Folded::value(src));
    }
    let cst = a.operand(0)?;
    splat_as(a.ctx, cst, res).map(Folded::attr)
}

pub(crate) fn broadcast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.broadcast", 1, "BroadcastFolder", |op, rw| {
        let ctx = rw.ctx;
        let src = rw.body().operand(op, 0);
        let inner = def_named(ctx, rw.body(), src, "vector.broadcast").ok_or(())?;
        let source = rw.body().operand(inner, 0);
        let loc = rw.body().loc(op);
        let ty = result_type(rw.body(), op);
        let new = create(rw, "vector.broadcast", loc, &[source], &[ty], &[]);
        rw.replace_op_with_op(op, new);
        Ok(())
    });
}

pub(crate) fn fold_splat(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let cst = a.operand(0).filter(|c| is_scalar_constant(a.ctx, *c))?;
    splat_as(a.ctx, cst, result_type(a.body, a.op)).map(Folded::attr)
}

// ---- shape_cast ----------------------------------------------------------------------------

pub(crate) fn fold_shape_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let res = result_type(body, op);
    if body.value_type(src) == res {
        return Some(Folded::value(src));
    }
    if let Some(other) = def_named(ctx, body, src, "vector.shape_cast") {
        let inner = body.operand(other, 0);
        if body.value_type(inner) == res {
            return Some(Folded::value(inner));
        }
        let (ss, _, _) = vec_info(ctx, body.value_type(inner))?;
        let (rs, _, _) = vec_info(ctx, res)?;
        let valid = match ss.len().cmp(&rs.len()) {
            std::cmp::Ordering::Less => super::ops::is_valid_shape_cast(&ss, &rs),
            std::cmp::Ordering::Greater => super::ops::is_valid_shape_cast(&rs, &ss),
            std::cmp::Ordering::Equal => false,
        };
        if !valid {
            return None;
        }
        return Some(Folded::InPlace(vec![Edit::Operand(0, inner)].into()));
    }
    if let Some(b) = def_named(ctx, body, src, "vector.broadcast") {
        let bs = body.operand(b, 0);
        if body.value_type(bs) == res {
            return Some(Folded::value(bs));
        }
    }
    None
}

pub(crate) fn shape_cast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.shape_cast",
        1,
        "ShapeCastConstantFolder",
        |op, rw| {
            let ctx = rw.ctx;
            let src = rw.body().operand(op, 0);
            let cst = def_named(ctx, rw.body(), src, "arith.constant").ok_or(())?;
            let value = rmlir_ir::ods::prop(ctx, rw.body(), cst, "value").ok_or(())?;
            if !matches!(ctx.attr_kind(value), AttrKind::DenseIntOrFp { .. }) {
                return Err(());
            }
            let ty = result_type(rw.body(), op);
            let attr = splat_as(ctx, value, ty).ok_or(())?;
            let loc = rw.body().loc(op);
            let new = create(rw, "arith.constant", loc, &[], &[ty], &[("value", attr)]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    set.add_fn(
        ctx,
        "vector.shape_cast",
        1,
        "ShapeCastBroadcastFolder",
        shape_cast_broadcast,
    );
    set.add_fn(
        ctx,
        "vector.shape_cast",
        1,
        "ShapeCastCreateMaskFolderTrailingOneDim",
        shape_cast_mask_trailing_one_dims,
    );
}

/// Upstream's `ShapeCastBroadcastFolder`: a shape_cast of a broadcast is a broadcast when
/// the broadcast source's shape is a suffix of the result's, else a shape_cast of the
/// source when it has as many elements.
fn shape_cast_broadcast(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let b = def_named(ctx, body, body.operand(op, 0), "vector.broadcast").ok_or(())?;
    let bsrc = body.operand(b, 0);
    let src_shape = vec_info(ctx, body.value_type(bsrc)).map(|v| v.0);
    let res_ty = result_type(body, op);
    let (rs, _, _) = vec_info(ctx, res_ty).ok_or(())?;
    let ss = src_shape.clone().unwrap_or_default();
    let loc = body.loc(op);
    let tail = &rs[rs.len().saturating_sub(ss.len())..];
    let name = if ss[..] == *tail {
        "vector.broadcast"
    } else if src_shape.is_some_and(|s| s.iter().product::<i64>() == rs.iter().product::<i64>()) {
        "vector.shape_cast"
    } else {
        return Err(());
    };
    let new = create(rw, name, loc, &[bsrc], &[res_ty], &[]);
    rw.replace_op_with_op(op, new);
    Ok(())
}

// ---- transpose -----------------------------------------------------------------------------

pub(crate) fn fold_transpose(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let res = result_type(a.body, a.op);
    if let Some(cst) = a.operand(0) {
        if matches!(a.ctx.attr_kind(cst), AttrKind::DenseIntOrFp { .. }) {
            if let Some(s) = splat_as(a.ctx, cst, res) {
                return Some(Folded::attr(s));
            }
        }
    }
    let perm = super::ops::transpose_permutation(a.ctx, a.body, a.op);
    if perm.iter().enumerate().all(|(i, p)| *p == i as i64) {
        return Some(Folded::value(a.body.operand(a.op, 0)));
    }
    None
}

pub(crate) fn transpose_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.transpose",
        1,
        "FoldTransposeCreateMask",
        |op, rw| {
            let ctx = rw.ctx;
            let src = rw.body().operand(op, 0);
            let perm = super::ops::transpose_permutation(ctx, rw.body(), op);
            let loc = rw.body().loc(op);
            let ty = result_type(rw.body(), op);
            if let Some(m) = def_named(ctx, rw.body(), src, "vector.create_mask") {
                let operands: Vec<ValueId> = rw.body().operands(m).collect();
                let permuted: Option<Vec<ValueId>> = perm
                    .iter()
                    .map(|p| operands.get(*p as usize).copied())
                    .collect();
                let new = create(
                    rw,
                    "vector.create_mask",
                    loc,
                    &permuted.ok_or(())?,
                    &[ty],
                    &[],
                );
                rw.replace_op_with_op(op, new);
                return Ok(());
            }
            let m = def_named(ctx, rw.body(), src, "vector.constant_mask").ok_or(())?;
            let sizes = super::attrs::i64_array_prop(ctx, rw.body(), m, "mask_dim_sizes");
            let permuted: Option<Vec<i64>> = perm
                .iter()
                .map(|p| sizes.get(*p as usize).copied())
                .collect();
            let attr = super::attrs::i64_array_attr(ctx, &permuted.ok_or(())?);
            let new = create(
                rw,
                "vector.constant_mask",
                loc,
                &[],
                &[ty],
                &[("mask_dim_sizes", attr)],
            );
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    set.add_fn(
        ctx,
        "vector.transpose",
        1,
        "FoldTransposedScalarBroadcast",
        |op, rw| {
            let ctx = rw.ctx;
            let src = rw.body().operand(op, 0);
            let b = def_named(ctx, rw.body(), src, "vector.broadcast").ok_or(())?;
            let bsrc = rw.body().operand(b, 0);
            if let Some((s, _, _)) = vec_info(ctx, rw.body().value_type(bsrc)) {
                if s.iter().product::<i64>() != 1 {
                    return Err(());
                }
            }
            let loc = rw.body().loc(op);
            let ty = result_type(rw.body(), op);
            let new = create(rw, "vector.broadcast", loc, &[bsrc], &[ty], &[]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    set.add_fn(ctx, "vector.transpose", 1, "TransposeFolder", |op, rw| {
        let ctx = rw.ctx;
        let src = rw.body().operand(op, 0);
        let parent = def_named(ctx, rw.body(), src, "vector.transpose").ok_or(())?;
        let p1 = super::ops::transpose_permutation(ctx, rw.body(), parent);
        let p2 = super::ops::transpose_permutation(ctx, rw.body(), op);
        let composed: Option<Vec<i64>> = p2.iter().map(|i| p1.get(*i as usize).copied()).collect();
        let composed = composed.ok_or(())?;
        let inner = rw.body().operand(parent, 0);
        let loc = rw.body().loc(op);
        let ty = result_type(rw.body(), op);
        let attr = c::dense_i64_array(ctx, &composed);
        let new = create(
            rw,
            "vector.transpose",
            loc,
            &[inner],
            &[ty],
            &[("permutation", attr)],
        );
        rw.replace_op_with_op(op, new);
        Ok(())
    });
    set.add_fn(
        ctx,
        "vector.transpose",
        1,
        "FoldTransposeSplat",
        |op, rw| {
            let ctx = rw.ctx;
            let src = rw.body().operand(op, 0);
            let s = def_named(ctx, rw.body(), src, "vector.splat").ok_or(())?;
            let input = rw.body().operand(s, 0);
            let loc = rw.body().loc(op);
            let ty = result_type(rw.body(), op);
            let new = create(rw, "vector.splat", loc, &[input], &[ty], &[]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
}

// ---- create_mask ---------------------------------------------------------------------------

pub(crate) fn create_mask_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.create_mask",
        1,
        "CreateMaskFolder",
        |op, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            let ty = result_type(body, op);
            let (shape, sc, _) = vec_info(ctx, ty).ok_or(())?;
            let operands: Vec<ValueId> = body.operands(op).collect();
            let consts: Vec<Option<i64>> = operands
                .iter()
                .map(|v| crate::affine::utils::constant_int(ctx, body, *v))
                .collect();
            for (i, cst) in consts.iter().enumerate() {
                let scalable_dim = sc.get(i).copied().unwrap_or(false);
                let Some(v) = cst else {
                    // A non-constant bound of a scalable dim must be `vscale * dim size`.
                    let dim = shape.get(i).copied().ok_or(())?;
                    if !scalable_dim || !is_vscale_times(ctx, body, operands[i], dim) {
                        return Err(());
                    }
                    continue;
                };
                // A scalable dimension folds only when none of it is set.
                if scalable_dim && *v > 0 {
                    return Err(());
                }
            }
            let mut sizes = Vec::new();
            for (cst, max) in consts.iter().zip(shape.iter()) {
                let v = cst.unwrap_or(*max);
                if v <= 0 {
                    sizes = vec![0; shape.len()];
                    break;
                }
                sizes.push(v.min(*max));
            }
            if shape.is_empty() {
                sizes = vec![consts.first().copied().flatten().unwrap_or(0).clamp(0, 1)];
            }
            let loc = body.loc(op);
            let attr = super::attrs::i64_array_attr(ctx, &sizes);
            let new = create(
                rw,
                "vector.constant_mask",
                loc,
                &[],
                &[ty],
                &[("mask_dim_sizes", attr)],
            );
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
}

/// Whether `v` is an `arith.muli` of a `vector.vscale` and the constant `n` (either side).
fn is_vscale_times(ctx: &Context, body: &Body, v: ValueId, n: i64) -> bool {
    let Some(mul) = def_named(ctx, body, v, "arith.muli") else {
        return false;
    };
    let (l, r) = (body.operand(mul, 0), body.operand(mul, 1));
    let is_vscale = |x| def_named(ctx, body, x, "vector.vscale").is_some();
    let is_n = |x| crate::affine::utils::constant_int(ctx, body, x) == Some(n);
    (is_vscale(l) || is_vscale(r)) && (is_n(l) || is_n(r))
}

// ---- extract -------------------------------------------------------------------------------

fn static_position(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, "static_position")
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    vec_info(ctx, t).map_or(0, |v| v.0.len())
}

pub(crate) fn fold_extract(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let res = result_type(body, op);
    let pos = static_position(ctx, body, op);
    if pos.is_empty() && body.value_type(src) == res {
        return Some(Folded::value(src));
    }
    if body.num_operands(op) > 1 {
        return None;
    }
    let slot = prop_slot(ctx, body, op, "static_position");
    // Extract of extract: one extract at the concatenated position.
    if let Some(inner) = def_named(ctx, body, src, "vector.extract") {
        if body.num_operands(inner) == 1 {
            let mut p = static_position(ctx, body, inner);
            p.extend_from_slice(&pos);
            return Some(Folded::InPlace(
                vec![
                    Edit::Operand(0, body.operand(inner, 0)),
                    Edit::Prop(slot, Some(c::dense_i64_array(ctx, &p))),
                ]
                .into(),
            ));
        }
    }
    fold_extract_insert_transpose_chain(a)
        .or_else(|| fold_extract_from_broadcast(a))
        .or_else(|| fold_extract_from_shape_cast(a))
        .or_else(|| fold_extract_from_extract_strided(a))
        .or_else(|| fold_extract_from_insert_strided_chain(a))
        .or_else(|| fold_scalar_extract_from_from_elements(a))
}

/// Upstream's `foldExtractFromBroadcast`: extract of a broadcast or splat.
fn fold_extract_from_broadcast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let res = result_type(body, op);
    let pos = static_position(ctx, body, op);
    let slot = prop_slot(ctx, body, op, "static_position");
    let def = body.defining_op(src)?;
    let name = ctx.op_name_str(body.op_name(def));
    if name != "vector.broadcast" && name != "vector.splat" {
        return None;
    }
    let source = body.operand(def, 0);
    let st = body.value_type(source);
    if st == res {
        return Some(Folded::value(source));
    }
    let src_rank = rank_of(ctx, st);
    if src_rank == 0 && st == res {
        return Some(Folded::value(source));
    }
    let res_rank = rank_of(ctx, res);
    if res_rank >= src_rank || name != "vector.broadcast" {
        return None;
    }
    let (ss, _, _) = vec_info(ctx, st)?;
    if let Some((rs, _, _)) = vec_info(ctx, res) {
        if rs[..] != ss[ss.len() - res_rank..] {
            return None;
        }
    }
    let (ds, _, _) = vec_info(ctx, body.value_type(src))?;
    let diff = ds.len() - src_rank;
    let mut p = pos.clone();
    for i in diff..p.len() {
        // "dim-1" broadcast dimensions read the source at 0.
        if ss[i - diff] == 1 && ds[i] != 1 {
            p[i] = 0;
        }
    }
    let rank_diff = src_rank - res_rank;
    let p = p[p.len().saturating_sub(rank_diff)..].to_vec();
    Some(Folded::InPlace(
        vec![
            Edit::Operand(0, source),
            Edit::Prop(slot, Some(c::dense_i64_array(ctx, &p))),
        ]
        .into(),
    ))
}

pub(crate) fn extract_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.extract",
        1,
        "ExtractOpSplatConstantFolder",
        |op, rw| {
            let ctx = rw.ctx;
            let src = rw.body().operand(op, 0);
            let cst = def_named(ctx, rw.body(), src, "arith.constant").ok_or(())?;
            let value = rmlir_ir::ods::prop(ctx, rw.body(), cst, "value").ok_or(())?;
            if !matches!(
                ctx.attr_kind(value),
                AttrKind::DenseIntOrFp { splat: true, .. }
            ) {
                return Err(());
            }
            let ty = result_type(rw.body(), op);
            let attr = if c::is_vector(ctx, ty) {
                splat_as(ctx, value, ty)
            } else {
                splat_scalar(ctx, value)
            }
            .ok_or(())?;
            let loc = rw.body().loc(op);
            let new = create(rw, "arith.constant", loc, &[], &[ty], &[("value", attr)]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    set.add_fn(
        ctx,
        "vector.extract",
        1,
        "ExtractOpNonSplatConstantFolder",
        extract_non_splat_constant,
    );
    set.add_fn(
        ctx,
        "vector.extract",
        1,
        "ExtractOpFromBroadcast",
        extract_from_broadcast_pattern,
    );
    set.add_fn(
        ctx,
        "vector.extract",
        1,
        "ExtractOpFromCreateMask",
        extract_from_create_mask,
    );
    set.add_fn(
        ctx,
        "vector.extract",
        1,
        "foldExtractFromShapeCastToShapeCast",
        extract_shape_cast_to_shape_cast,
    );
    set.add_fn(
        ctx,
        "vector.extract",
        1,
        "foldExtractFromFromElements",
        extract_from_from_elements,
    );
}

// ---- reductions ----------------------------------------------------------------------------

pub(crate) fn fold_multi_reduction(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (s, _, _) = vec_info(a.ctx, a.body.value_type(a.body.operand(a.op, 0)))?;
    let dims = super::reduction::reduction_dims(a.ctx, a.body, a.op);
    if s.len() == 1 && !dims.contains(&0) {
        return Some(Folded::value(a.body.operand(a.op, 0)));
    }
    None
}

pub(crate) fn reduction_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.reduction",
        1,
        "ElideSingleElementReduction",
        elide_single_element_reduction,
    );
}

pub(crate) fn multi_reduction_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.multi_reduction",
        1,
        "ElideUnitDimsInMultiDimReduction",
        elide_unit_dims_in_multi_reduction,
    );
}

/// Upstream's `MaskableOpRewritePattern` set-up: the op to replace (the `vector.mask`
/// around `op`, if any, with its mask) and the insertion point before it.
fn maskable_root(
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    op: OpId,
) -> (OpId, Option<ValueId>) {
    let ctx = rw.ctx;
    let body = rw.body();
    match body.parent_op(op) {
        Some(p) if ctx.op_name_str(body.op_name(p)) == "vector.mask" => {
            let mask = body.operand(p, 0);
            rw.set_insertion_point_before(p);
            (p, Some(mask))
        }
        _ => (op, None),
    }
}

/// Replaces the root of a maskable rewrite with `v` (or erases it when it has no results).
fn replace_maskable_root(rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>, root: OpId, v: ValueId) {
    if rw.body().results(root).is_empty() {
        rw.erase_op(root);
    } else {
        rw.replace_op(root, &[v]);
    }
}

/// Upstream's `makeArithReduction`: `v1 <kind> acc`, selecting `acc` where `mask` is false.
pub(crate) fn make_arith_reduction(
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    kind: super::attrs::CombiningKind,
    v1: ValueId,
    acc: ValueId,
    fastmath: Option<Attribute>,
    mask: Option<ValueId>,
) -> Result<ValueId, ()> {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(acc);
    let elem = vec_info(ctx, ty).map_or(ty, |v| v.2);
    let name = arith_op(ctx, kind, elem)?;
    let mut props: Vec<(&str, Attribute)> = Vec::new();
    if ctx.is_float(elem) {
        if let Some(f) = fastmath {
            props.push(("fastmath", f));
        }
    }
    let r = create(rw, name, loc, &[v1, acc], &[ty], &props);
    let mut result = rw.body().result(r, 0);
    if let Some(m) = mask {
        let s = create(rw, "arith.select", loc, &[m, result, acc], &[ty], &[]);
        result = rw.body().result(s, 0);
    }
    Ok(result)
}

/// `vector.extract %v[0, ...]` (`n` zeros) or, for `n == 0`, `vector.extractelement %v[]`.
fn extract_zero(
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    v: ValueId,
    n: usize,
) -> ValueId {
    let ctx = rw.ctx;
    let t = rw.body().value_type(v);
    let elem = vec_info(ctx, t).map_or(t, |v| v.2);
    let e = if n == 0 {
        create(rw, "vector.extractelement", loc, &[v], &[elem], &[])
    } else {
        let pos = c::dense_i64_array(ctx, &vec![0; n]);
        let rt = crate::vector::lowering::patterns::extracted_type(ctx, t, n).unwrap_or(elem);
        create(
            rw,
            "vector.extract",
            loc,
            &[v],
            &[rt],
            &[("static_position", pos)],
        )
    };
    rw.body().result(e, 0)
}

/// Upstream's `ElideSingleElementReduction` (maskable).
fn elide_single_element_reduction(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let v = body.operand(op, 0);
    let (s, _, _) = vec_info(ctx, body.value_type(v)).ok_or(())?;
    if !s.is_empty() && s[0] != 1 {
        return Err(());
    }
    let acc = (body.num_operands(op) > 1).then(|| body.operand(op, 1));
    let kind = super::attrs::kind(ctx, body, op).ok_or(())?;
    if acc.is_some() {
        arith_op(ctx, kind, result_type(body, op))?;
    }
    let fastmath = rmlir_ir::ods::prop(ctx, body, op, "fastmath");
    let loc = body.loc(op);
    let (root, mut mask) = maskable_root(rw, op);
    let n = s.len();
    if let Some(m) = mask {
        mask = Some(extract_zero(rw, loc, m, n));
    }
    let mut result = extract_zero(rw, loc, v, n);
    if let Some(acc) = acc {
        result = make_arith_reduction(rw, loc, kind, result, acc, fastmath, mask)?;
    }
    replace_maskable_root(rw, root, result);
    Ok(())
}

/// Upstream's `ElideUnitDimsInMultiDimReduction` (maskable): a multi_reduction reducing only
/// unit dims is a shape_cast (or extract) combined with the accumulator.
fn elide_unit_dims_in_multi_reduction(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let acc = body.operand(op, 1);
    let (shape, _, _) = vec_info(ctx, body.value_type(src)).ok_or(())?;
    let dims = super::reduction::reduction_dims(ctx, body, op);
    if dims.iter().any(|d| shape.get(*d as usize) != Some(&1)) {
        return Err(());
    }
    let kind = super::attrs::kind(ctx, body, op).ok_or(())?;
    let dest = result_type(body, op);
    let elem = vec_info(ctx, dest).map_or(dest, |v| v.2);
    arith_op(ctx, kind, elem)?;
    let loc = body.loc(op);
    let (root, mut mask) = maskable_root(rw, op);
    let cast = if let Some((ds, dsc, _)) = vec_info(ctx, dest) {
        if let Some(m) = mask {
            let mt = crate::vector::lowering::vector_type(ctx, &ds, &dsc, ctx.integer_type(1));
            let sc = create(rw, "vector.shape_cast", loc, &[m], &[mt], &[]);
            mask = Some(rw.body().result(sc, 0));
        }
        let sc = create(rw, "vector.shape_cast", loc, &[src], &[dest], &[]);
        rw.body().result(sc, 0)
    } else {
        if let Some(m) = mask {
            mask = Some(extract_zero(rw, loc, m, shape.len()));
        }
        extract_zero(rw, loc, src, shape.len())
    };
    let result = make_arith_reduction(rw, loc, kind, acc, cast, None, mask)?;
    replace_maskable_root(rw, root, result);
    Ok(())
}

/// The arith op combining two scalars of `ty` with `kind` (upstream's `makeArithReduction`
/// without mask; `None` for kinds that need a comparison and select).
fn arith_op(
    ctx: &Context,
    kind: super::attrs::CombiningKind,
    ty: Type,
) -> Result<&'static str, ()> {
    use super::attrs::CombiningKind::*;
    let float = ctx.is_float(ty);
    Ok(match (kind, float) {
        (Add, true) => "arith.addf",
        (Add, false) => "arith.addi",
        (Mul, true) => "arith.mulf",
        (Mul, false) => "arith.muli",
        (MinUI, _) => "arith.minui",
        (MinSI, _) => "arith.minsi",
        (MaxUI, _) => "arith.maxui",
        (MaxSI, _) => "arith.maxsi",
        (And, _) => "arith.andi",
        (Or, _) => "arith.ori",
        (Xor, _) => "arith.xori",
        (MinNumF, _) => "arith.minnumf",
        (MaxNumF, _) => "arith.maxnumf",
        (MinimumF, _) => "arith.minimumf",
        (MaximumF, _) => "arith.maximumf",
    })
}

// ---- strided slices, bitcast ---------------------------------------------------------------

pub(crate) fn fold_extract_strided_slice(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    let res = result_type(a.body, a.op);
    if a.body.value_type(src) == res {
        return Some(Folded::value(src));
    }
    if let Some(f) = fold_extract_strided_from_insert_chain(a) {
        return Some(f);
    }
    let cst = a.operand(0)?;
    splat_as(a.ctx, cst, res).map(Folded::attr)
}

pub(crate) fn fold_insert_strided_slice(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    let dest = a.body.operand(a.op, 1);
    (a.body.value_type(src) == a.body.value_type(dest)).then(|| Folded::value(src))
}

pub(crate) fn fold_bitcast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    let res = result_type(a.body, a.op);
    if a.body.value_type(src) == res {
        return Some(Folded::value(src));
    }
    // Cancelling bitcasts, or one bitcast of the first one's source.
    if let Some(other) = def_named(a.ctx, a.body, src, "vector.bitcast") {
        let inner = a.body.operand(other, 0);
        if a.body.value_type(inner) == res {
            return Some(Folded::value(inner));
        }
        return Some(Folded::InPlace(vec![Edit::Operand(0, inner)].into()));
    }
    fold_bitcast_splat(a, res).map(Folded::attr)
}

/// The constant part of upstream's `BitCastOp::fold`: a splat `f16` constant cast to `f32`
/// elements, or a splat integer constant cast to integers a multiple as wide, is the splat
/// of the bit pattern repeated.
fn fold_bitcast_splat(a: &FoldAdaptor<'_>, res: Type) -> Option<Attribute> {
    use rmlir_ir::apfloat::FloatSemantics as S;
    use rmlir_ir::TypeKind as K;
    let ctx = a.ctx;
    let cst = a.operand(0)?;
    if !matches!(ctx.attr_kind(cst), AttrKind::DenseIntOrFp { .. }) {
        return None;
    }
    let (src_elem, bytes) = splat_bytes(ctx, cst)?;
    let dst_elem = vec_info(ctx, res)?.2;
    let mut buf = [0u8; 16];
    buf[..bytes.len().min(16)].copy_from_slice(&bytes[..bytes.len().min(16)]);
    let bits = u128::from_le_bytes(buf);
    let (src_w, dst_w) = match (ctx.type_kind(src_elem), ctx.type_kind(dst_elem)) {
        (K::Float(S::IEEEhalf), K::Float(S::IEEEsingle)) => (16u32, 32u32),
        (K::Integer { width: s, .. }, K::Integer { width: d, .. })
            if *d > *s && *d % *s == 0 && *d <= 128 =>
        {
            (*s, *d)
        }
        _ => return None,
    };
    let src_bits = bits & ((1u128 << src_w) - 1);
    let mut out = src_bits;
    for _ in 0..dst_w / src_w - 1 {
        out = (out << src_w) | src_bits;
    }
    let n = (dst_w as usize).div_ceil(8);
    Some(ctx.get_attr(AttrKind::DenseIntOrFp {
        ty: res,
        data: out.to_le_bytes()[..n].to_vec().into(),
        splat: true,
    }))
}

pub(crate) fn insert_strided_slice_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.insert_strided_slice",
        1,
        "FoldInsertStridedSliceSplat",
        |op, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            let s = def_named(ctx, body, body.operand(op, 0), "vector.splat").ok_or(())?;
            let dest = body.operand(op, 1);
            let d = def_named(ctx, body, dest, "vector.splat").ok_or(())?;
            if body.operand(s, 0) != body.operand(d, 0) {
                return Err(());
            }
            rw.replace_op(op, &[dest]);
            Ok(())
        },
    );
    set.add_fn(
        ctx,
        "vector.insert_strided_slice",
        1,
        "FoldInsertStridedSliceOfExtract",
        |op, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            let e = def_named(
                ctx,
                body,
                body.operand(op, 0),
                "vector.extract_strided_slice",
            )
            .ok_or(())?;
            let dest = body.operand(op, 1);
            if body.operand(e, 0) != dest {
                return Err(());
            }
            let same = |n: &str| {
                super::attrs::i64_array_prop(ctx, body, e, n)
                    == super::attrs::i64_array_prop(ctx, body, op, n)
            };
            if !same("strides") || !same("offsets") {
                return Err(());
            }
            rw.replace_op(op, &[dest]);
            Ok(())
        },
    );
    set.add_fn(
        ctx,
        "vector.insert_strided_slice",
        1,
        "InsertStridedSliceConstantFolder",
        insert_strided_slice_constant,
    );
}

/// Upstream's `InsertStridedSliceConstantFolder`: a constant inserted into a constant is a
/// constant (unless the destination has more than 256 elements and other uses).
fn insert_strided_slice_constant(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let (src, dest) = (body.operand(op, 0), body.operand(op, 1));
    let dest_cst = constant_of(ctx, body, dest).ok_or(())?;
    let dest_ty = body.value_type(dest);
    let (ds, dsc, _) = vec_info(ctx, dest_ty).ok_or(())?;
    if dsc.iter().any(|s| *s) {
        return Err(());
    }
    if ds.iter().product::<i64>() > 256 && body.uses(dest).count() != 1 {
        return Err(());
    }
    let src_cst = constant_of(ctx, body, src).ok_or(())?;
    let strides = super::attrs::i64_array_prop(ctx, body, op, "strides");
    if strides.iter().any(|s| *s != 1) {
        return Err(());
    }
    let (_, mut values) = dense_elements(ctx, dest_cst).ok_or(())?;
    let (slice_shape, slice_vals) = dense_elements(ctx, src_cst).ok_or(())?;
    let offsets = super::attrs::i64_array_prop(ctx, body, op, "offsets");
    if offsets.len() != ds.len() || slice_shape.len() > ds.len() {
        return Err(());
    }
    let diff = ds.len() - slice_shape.len();
    let dstrides = strides_of(&ds);
    let mut pos = offsets.clone();
    let mut it = slice_vals.into_iter();
    loop {
        let lin = usize::try_from(linearize(&pos, &dstrides)).map_err(|_| ())?;
        *values.get_mut(lin).ok_or(())? = it.next().ok_or(())?;
        // The next position inside the slice, innermost dim first.
        let mut d = slice_shape.len();
        loop {
            if d == 0 {
                let attr = build_dense(ctx, dest_ty, values).ok_or(())?;
                replace_with_constant(rw, op, attr);
                return Ok(());
            }
            d -= 1;
            pos[diff + d] += 1;
            if pos[diff + d] < offsets[diff + d] + slice_shape[d] {
                break;
            }
            pos[diff + d] = offsets[diff + d];
        }
    }
}

// ---- from_elements, mask -------------------------------------------------------------------

pub(crate) fn from_elements_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.from_elements",
        1,
        "rewriteFromElementsAsSplat",
        |op, rw| {
            let body = rw.body();
            let elems: Vec<ValueId> = body.operands(op).collect();
            let first = *elems.first().ok_or(())?;
            if elems.iter().any(|e| *e != first) {
                return Err(());
            }
            let loc = body.loc(op);
            let ty = result_type(body, op);
            let new = create(rw, "vector.splat", loc, &[first], &[ty], &[]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
}

pub(crate) fn mask_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.mask", 1, "ElideEmptyMaskOp", |op, rw| {
        let body = rw.body();
        let (rbody, regions) = body.op_regions(op);
        let block = regions
            .first()
            .and_then(|r| rbody.region_blocks(*r).next())
            .ok_or(())?;
        let ops: Vec<OpId> = rbody.block_ops(block).collect();
        if ops.len() != 1 {
            return Err(());
        }
        let yielded: Vec<ValueId> = rbody.operands(ops[0]).collect();
        if yielded.is_empty() {
            rw.erase_op(op);
        } else {
            rw.replace_op(op, &yielded);
        }
        Ok(())
    });
    // Upstream's `MaskOp::fold`: under an all-true mask the maskable op moves out of the
    // region and replaces the mask.
    set.add_fn(ctx, "vector.mask", 1, "FoldAllTrueMask", |op, rw| {
        let ctx = rw.ctx;
        let body = rw.body();
        if super::mask_format(ctx, body, body.operand(op, 0)) != super::MaskFormat::AllTrue {
            return Err(());
        }
        let region = *body.regions(op).first().ok_or(())?;
        let block = body.region_blocks(region).next().ok_or(())?;
        let ops: Vec<OpId> = body.block_ops(block).collect();
        if ops.len() != 2 {
            return Err(());
        }
        let maskable = ops[0];
        let results: Vec<ValueId> = body.results(maskable).to_vec();
        if results.len() != body.results(op).len() {
            return Err(());
        }
        rw.move_op_before(maskable, op);
        rw.replace_op(op, &results);
        Ok(())
    });
}

pub(crate) fn extract_strided_slice_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.extract_strided_slice",
        1,
        "StridedSliceConstantMaskFolder",
        |op, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            let src = body.operand(op, 0);
            let m = def_named(ctx, body, src, "vector.constant_mask").ok_or(())?;
            let strides = super::attrs::i64_array_prop(ctx, body, op, "strides");
            if strides.iter().any(|s| *s != 1) {
                return Err(());
            }
            let mask = super::attrs::i64_array_prop(ctx, body, m, "mask_dim_sizes");
            let offsets = super::attrs::i64_array_prop(ctx, body, op, "offsets");
            let sizes = super::attrs::i64_array_prop(ctx, body, op, "sizes");
            let mut out: Vec<i64> = mask
                .iter()
                .zip(&offsets)
                .zip(&sizes)
                .map(|((m, o), s)| ((o + s).min(*m) - o).max(0))
                .collect();
            let n = out.len();
            out.extend_from_slice(&mask[n.min(mask.len())..]);
            if out.contains(&0) {
                out = vec![0; mask.len()];
            }
            let loc = body.loc(op);
            let ty = result_type(body, op);
            let attr = super::attrs::i64_array_attr(ctx, &out);
            let new = create(
                rw,
                "vector.constant_mask",
                loc,
                &[],
                &[ty],
                &[("mask_dim_sizes", attr)],
            );
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
    set.add_fn(
        ctx,
        "vector.extract_strided_slice",
        1,
        "StridedSliceNonSplatConstantFolder",
        strided_slice_non_splat_constant,
    );
    set.add_fn(
        ctx,
        "vector.extract_strided_slice",
        1,
        "StridedSliceBroadcast",
        strided_slice_broadcast,
    );
    set.add_fn(
        ctx,
        "vector.extract_strided_slice",
        1,
        "StridedSliceSplat",
        strided_slice_splat,
    );
}

// ---- insert, extractelement ----------------------------------------------------------------

pub(crate) fn fold_insert(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    let pos = static_position(a.ctx, a.body, a.op);
    (pos.is_empty() && a.body.value_type(src) == result_type(a.body, a.op))
        .then(|| Folded::value(src))
}

pub(crate) fn fold_extract_element(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    // Only a constant position folds (a 0-D vector has none).
    a.operand(1)?;
    let v = body.operand(op, 0);
    if let Some(s) = def_named(ctx, body, v, "vector.splat") {
        return Some(Folded::value(body.operand(s, 0)));
    }
    if let Some(b) = def_named(ctx, body, v, "vector.broadcast") {
        let src = body.operand(b, 0);
        if !c::is_vector(ctx, body.value_type(src)) {
            return Some(Folded::value(src));
        }
    }
    let cst = a.operand(0)?;
    splat_scalar(ctx, cst)
        .map(Folded::attr)
        .or_else(|| fold_extract_element_non_splat(a))
}

// ---- non-splat constants -------------------------------------------------------------------

/// The elements of a dense int/float constant of a static shaped type, each as its bytes
/// (a splat expanded), with the shape.
fn dense_elements(ctx: &Context, a: Attribute) -> Option<(Vec<i64>, Vec<Vec<u8>>)> {
    let AttrKind::DenseIntOrFp { ty, data, splat } = ctx.attr_kind(a) else {
        return None;
    };
    let (shape, elem) = ctx.shaped_parts(*ty)?;
    let w = ctx.int_or_float_bitwidth(elem)?;
    let n = (w as usize).div_ceil(8).max(1);
    let count: i64 = shape.iter().product();
    let elems: Vec<Vec<u8>> = if *splat {
        vec![data.get(..n)?.to_vec(); count as usize]
    } else {
        data.chunks(n).map(<[u8]>::to_vec).collect()
    };
    (elems.len() as i64 == count).then(|| (shape.to_vec(), elems))
}

/// `DenseElementsAttr::get(ty, values)`: a splat when every element is the same.
fn build_dense(ctx: &Context, ty: Type, elems: Vec<Vec<u8>>) -> Option<Attribute> {
    let first = elems.first()?.clone();
    let splat = elems.iter().all(|e| *e == first);
    let data: Vec<u8> = if splat { first } else { elems.concat() };
    Some(ctx.get_attr(AttrKind::DenseIntOrFp {
        ty,
        data: data.into(),
        splat,
    }))
}

/// The scalar attribute of type `elem` holding `bytes`.
fn scalar_from_bytes(ctx: &Context, elem: Type, bytes: &[u8]) -> Option<Attribute> {
    let mut buf = [0u8; 16];
    buf.get_mut(..bytes.len())?.copy_from_slice(bytes);
    crate::arith::fold::encode(ctx, elem, &[u128::from_le_bytes(buf)])
}

/// Row-major strides of `shape`.
fn strides_of(shape: &[i64]) -> Vec<i64> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

fn linearize(pos: &[i64], strides: &[i64]) -> i64 {
    pos.iter().zip(strides).map(|(p, s)| p * s).sum()
}

/// The value of the `arith.constant` (or other constant-like op) defining `v`.
fn constant_of(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    crate::arith::fold::value_const(ctx, body, v)
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    vec_info(ctx, t).is_some_and(|v| v.1.iter().any(|s| *s))
}

fn replace_with_constant(
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    op: OpId,
    attr: Attribute,
) {
    let ty = rw
        .ctx
        .attr_type(attr)
        .unwrap_or_else(|| result_type(rw.body(), op));
    let loc = rw.body().loc(op);
    let new = create(rw, "arith.constant", loc, &[], &[ty], &[("value", attr)]);
    rw.replace_op_with_op(op, new);
}

/// Upstream's `ExtractOpNonSplatConstantFolder`.
fn extract_non_splat_constant(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> Result<(), ()> {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.num_operands(op) > 1 {
        return Err(());
    }
    let src = body.operand(op, 0);
    let st = body.value_type(src);
    if is_scalable(ctx, st) {
        return Err(());
    }
    let cst = constant_of(ctx, body, src).ok_or(())?;
    if matches!(
        ctx.attr_kind(cst),
        AttrKind::DenseIntOrFp { splat: true, .. }
    ) {
        return Err(());
    }
    let (shape, elems) = dense_elements(ctx, cst).ok_or(())?;
    let mut pos = static_position(ctx, body, op);
    if pos.iter().any(|p| *p < 0) {
        return Err(());
    }
    pos.resize(shape.len(), 0);
    let begin = linearize(&pos, &strides_of(&shape)) as usize;
    let ty = result_type(body, op);
    let attr = if let Some((rs, _, elem)) = vec_info(ctx, ty) {
        let n: i64 = rs.iter().product();
        let _ = elem;
        build_dense(
            ctx,
            ty,
            elems.get(begin..begin + n as usize).ok_or(())?.to_vec(),
        )
    } else {
        scalar_from_bytes(ctx, ty, elems.get(begin).ok_or(())?)
    }
    .ok_or(())?;
    replace_with_constant(rw, op, attr);
    Ok(())
}

pub(crate) fn insert_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    // Upstream's `InsertToBroadcast`: inserting a vector with as many elements as the dest
    // overwrites all of it.
    set.add_fn(ctx, "vector.insert", 1, "InsertToBroadcast", |op, rw| {
        let ctx = rw.ctx;
        let body = rw.body();
        let src = body.operand(op, 0);
        let dt = body.value_type(body.operand(op, 1));
        let (sshape, ..) = vec_info(ctx, body.value_type(src)).ok_or(())?;
        let (dshape, ..) = vec_info(ctx, dt).ok_or(())?;
        if sshape.iter().product::<i64>() != dshape.iter().product::<i64>() {
            return Err(());
        }
        let loc = body.loc(op);
        let b = create(rw, "vector.broadcast", loc, &[src], &[dt], &[]);
        let r = rw.body().result(b, 0);
        rw.replace_op(op, &[r]);
        Ok(())
    });
    // Upstream's `InsertSplatToSplat`: a splat inserted into a splat of the same scalar.
    set.add_fn(ctx, "vector.insert", 1, "InsertSplatToSplat", |op, rw| {
        let ctx = rw.ctx;
        let body = rw.body();
        let src = def_named(ctx, body, body.operand(op, 0), "vector.splat").ok_or(())?;
        let dst = def_named(ctx, body, body.operand(op, 1), "vector.splat").ok_or(())?;
        let x = body.operand(src, 0);
        if x != body.operand(dst, 0) {
            return Err(());
        }
        let dt = body.value_type(body.operand(op, 1));
        let loc = body.loc(op);
        let s = create(rw, "vector.splat", loc, &[x], &[dt], &[]);
        let r = rw.body().result(s, 0);
        rw.replace_op(op, &[r]);
        Ok(())
    });
    set.add_fn(
        ctx,
        "vector.insert",
        1,
        "InsertOpConstantFolder",
        |op, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            if body.num_operands(op) > 2 {
                return Err(());
            }
            let dest = body.operand(op, 1);
            let dt = body.value_type(dest);
            if is_scalable(ctx, dt) {
                return Err(());
            }
            let dcst = constant_of(ctx, body, dest).ok_or(())?;
            let (shape, mut elems) = dense_elements(ctx, dcst).ok_or(())?;
            if elems.len() > 256 && body.uses(dest).count() != 1 {
                return Err(());
            }
            let scst = constant_of(ctx, body, body.operand(op, 0)).ok_or(())?;
            let n = elems.first().ok_or(())?.len();
            let inserted: Vec<Vec<u8>> = if let Some((_, e)) = dense_elements(ctx, scst) {
                e
            } else {
                let (_, b) = splat_bytes(ctx, scst).ok_or(())?;
                vec![b]
            };
            let mut pos = static_position(ctx, body, op);
            if pos.iter().any(|p| *p < 0) {
                return Err(());
            }
            pos.resize(shape.len(), 0);
            let begin = linearize(&pos, &strides_of(&shape)) as usize;
            for (i, mut v) in inserted.into_iter().enumerate() {
                v.resize(n, 0);
                *elems.get_mut(begin + i).ok_or(())? = v;
            }
            let attr = build_dense(ctx, dt, elems).ok_or(())?;
            replace_with_constant(rw, op, attr);
            Ok(())
        },
    );
}

/// Upstream's `StridedSliceNonSplatConstantFolder`.
fn strided_slice_non_splat_constant(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> Result<(), ()> {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let cst = constant_of(ctx, body, src).ok_or(())?;
    if matches!(
        ctx.attr_kind(cst),
        AttrKind::DenseIntOrFp { splat: true, .. }
    ) {
        return Err(());
    }
    let (shape, elems) = dense_elements(ctx, cst).ok_or(())?;
    if is_scalable(ctx, body.value_type(src)) {
        return Err(());
    }
    let strides = super::attrs::i64_array_prop(ctx, body, op, "strides");
    if strides.iter().any(|s| *s != 1) {
        return Err(());
    }
    let mut offsets = super::attrs::i64_array_prop(ctx, body, op, "offsets");
    offsets.resize(shape.len(), 0);
    let ty = result_type(body, op);
    let (rs, _, _) = vec_info(ctx, ty).ok_or(())?;
    let st = strides_of(&shape);
    let count: i64 = rs.iter().product();
    let mut out = Vec::with_capacity(count as usize);
    let mut idx = vec![0i64; rs.len()];
    for _ in 0..count {
        let p: Vec<i64> = idx.iter().zip(&offsets).map(|(i, o)| i + o).collect();
        out.push(elems.get(linearize(&p, &st) as usize).ok_or(())?.clone());
        for d in (0..rs.len()).rev() {
            idx[d] += 1;
            if idx[d] < rs[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    let attr = build_dense(ctx, ty, out).ok_or(())?;
    replace_with_constant(rw, op, attr);
    Ok(())
}

// ---- extract through insert/transpose chains, shape_cast, strided slices -------------------

/// Upstream's `ExtractFromInsertTransposeChainState::fold`: walks the `vector.insert` and
/// `vector.transpose` ops producing the extracted vector. Sentinels (-1, -2, ...) stand for
/// the dimensions not indexed by the extract, so internal transpositions can be detected.
fn fold_extract_insert_transpose_chain(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let vector_rank = rank_of(ctx, body.value_type(src));
    let pos = static_position(ctx, body, op);
    let mut extracted_rank = pos.len();
    let sentinels: Vec<i64> = (0..vector_rank.saturating_sub(extracted_rank) as i64)
        .map(|i| -(i + 1))
        .collect();
    let mut position = pos.clone();
    position.extend_from_slice(&sentinels);
    let can_fold = |position: &[i64], extracted_rank: usize| {
        position.get(extracted_rank..) == Some(&sentinels[..])
    };
    let slot = prop_slot(ctx, body, op, "static_position");
    let fold_in_place = |source: ValueId, position: &[i64], extracted_rank: usize| {
        if source == src || !can_fold(position, extracted_rank) {
            return None;
        }
        Some(Folded::InPlace(
            vec![
                Edit::Operand(0, source),
                Edit::Prop(
                    slot,
                    Some(c::dense_i64_array(ctx, &position[..extracted_rank])),
                ),
            ]
            .into(),
        ))
    };
    let mut value = src;
    while let Some(def) = body.defining_op(value) {
        let name = ctx.op_name_str(body.op_name(def));
        if name == "vector.transpose" {
            let perm = super::ops::transpose_permutation(ctx, body, def);
            let mut inv = vec![0usize; perm.len()];
            for (i, p) in perm.iter().enumerate() {
                *inv.get_mut(*p as usize)? = i;
            }
            position = inv.iter().map(|i| position[*i]).collect();
            value = body.operand(def, 0);
            continue;
        }
        if name != "vector.insert" {
            break;
        }
        if body.num_operands(def) > 2 {
            return None;
        }
        let inserted = static_position(ctx, body, def);
        if inserted[..] == position[..extracted_rank.min(position.len())] {
            let source = body.operand(def, 0);
            return can_fold(&position, extracted_rank).then(|| Folded::value(source));
        }
        let prefix = |a: &[i64], b: &[i64]| a.len() <= b.len() && a == &b[..a.len()];
        if prefix(&inserted, &position) {
            position.drain(..inserted.len());
            extracted_rank = position.len() - sentinels.len();
            return fold_in_place(body.operand(def, 0), &position, extracted_rank);
        }
        let intersects = position
            .iter()
            .zip(&inserted)
            .all(|(x, y)| *x < 0 || *y < 0 || x == y);
        if prefix(&position, &inserted) || intersects {
            return None;
        }
        value = body.operand(def, 1);
    }
    fold_in_place(value, &position, extracted_rank)
}

/// Upstream's `foldExtractFromShapeCast`.
fn fold_extract_from_shape_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let sc = def_named(ctx, body, src, "vector.shape_cast")?;
    let inner = body.operand(sc, 0);
    let (is, _, _) = vec_info(ctx, body.value_type(inner))?;
    let (ss, _, _) = vec_info(ctx, body.value_type(src))?;
    if is.is_empty() || ss.is_empty() {
        return None;
    }
    let res = result_type(body, op);
    let dest_shape = vec_info(ctx, res).map(|v| v.0).unwrap_or_default();
    let dr = dest_shape.len();
    if dr > is.len() {
        return None;
    }
    let rev = |s: &[i64], n: usize| s[s.len() - 1 - n];
    if (0..dr).any(|i| rev(&is, i) != rev(&dest_shape, i)) {
        return None;
    }
    let mut pos = static_position(ctx, body, op);
    pos.reverse();
    let mut stride = 1;
    let mut linear = 0;
    for (i, p) in pos.iter().enumerate() {
        linear += p * stride;
        stride *= rev(&ss, i + dr);
    }
    let nd = is.len() - dr;
    let mut new_strides = Vec::with_capacity(nd);
    stride = 1;
    for i in 0..nd {
        new_strides.push(stride);
        stride *= rev(&is, i + dr);
    }
    new_strides.reverse();
    let mut new_pos = Vec::with_capacity(nd);
    for s in new_strides {
        new_pos.push(linear / s);
        linear %= s;
    }
    let slot = prop_slot(ctx, body, op, "static_position");
    Some(Folded::InPlace(
        vec![
            Edit::Operand(0, inner),
            Edit::Prop(slot, Some(c::dense_i64_array(ctx, &new_pos))),
        ]
        .into(),
    ))
}

/// Upstream's `foldExtractFromExtractStrided`.
fn fold_extract_from_extract_strided(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let es = def_named(ctx, body, src, "vector.extract_strided_slice")?;
    let inner = body.operand(es, 0);
    let (is, _, _) = vec_info(ctx, body.value_type(inner))?;
    let (ss, _, _) = vec_info(ctx, body.value_type(src))?;
    if is.is_empty() || ss.is_empty() {
        return None;
    }
    let strides = super::attrs::i64_array_prop(ctx, body, es, "strides");
    if strides.iter().any(|s| *s != 1) {
        return None;
    }
    let mut offsets = super::attrs::i64_array_prop(ctx, body, es, "offsets");
    while let Some(last) = offsets.last() {
        let i = offsets.len() - 1;
        if *last != 0 || ss[i] != is[i] {
            break;
        }
        offsets.pop();
    }
    let dr = rank_of(ctx, result_type(body, op));
    if dr > is.len() - offsets.len() {
        return None;
    }
    let mut pos = static_position(ctx, body, op);
    if pos.len() < offsets.len() {
        return None;
    }
    for (p, o) in pos.iter_mut().zip(&offsets) {
        *p += o;
    }
    let slot = prop_slot(ctx, body, op, "static_position");
    Some(Folded::InPlace(
        vec![
            Edit::Operand(0, inner),
            Edit::Prop(slot, Some(c::dense_i64_array(ctx, &pos))),
        ]
        .into(),
    ))
}

/// Upstream's `foldExtractStridedOpFromInsertChain`.
fn fold_extract_from_insert_strided_chain(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let dr = rank_of(ctx, result_type(body, op));
    let mut ins = def_named(
        ctx,
        body,
        body.operand(op, 0),
        "vector.insert_strided_slice",
    )?;
    let pos = static_position(ctx, body, op);
    let zero_d = |v: ValueId| rank_of(ctx, body.value_type(v)) == 0;
    if zero_d(body.operand(ins, 0)) || zero_d(body.operand(ins, 1)) {
        return None;
    }
    loop {
        let (ss, _, _) = vec_info(ctx, body.value_type(body.operand(ins, 0)))?;
        let (ds, _, _) = vec_info(ctx, body.value_type(body.operand(ins, 1)))?;
        let rank_diff = ds.len() - ss.len();
        if dr > ss.len() {
            return None;
        }
        let offsets = super::attrs::i64_array_prop(ctx, body, ins, "offsets");
        let strides = super::attrs::i64_array_prop(ctx, body, ins, "strides");
        if strides.iter().any(|s| *s != 1) {
            return None;
        }
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (dim, offset) in pos.iter().enumerate() {
            let start = *offsets.get(dim)?;
            let size = if dim < rank_diff {
                1
            } else {
                ss[dim - rank_diff]
            };
            if start <= *offset && *offset < start + size {
                if dim >= rank_diff {
                    diffs.push(offset - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let src_rank_diff = ss.len() - dr;
            if (0..dr).any(|i| ss[i + src_rank_diff] != ds[i + src_rank_diff + rank_diff]) {
                return None;
            }
            let slot = prop_slot(ctx, body, op, "static_position");
            return Some(Folded::InPlace(
                vec![
                    Edit::Operand(0, body.operand(ins, 0)),
                    Edit::Prop(slot, Some(c::dense_i64_array(ctx, &diffs))),
                ]
                .into(),
            ));
        }
        ins = def_named(
            ctx,
            body,
            body.operand(ins, 1),
            "vector.insert_strided_slice",
        )?;
    }
}

/// Upstream's `ExtractOpFromBroadcast`.
fn extract_from_broadcast_pattern(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> Result<(), ()> {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let def = body.defining_op(src).ok_or(())?;
    let name = ctx.op_name_str(body.op_name(def));
    if name != "vector.broadcast" && name != "vector.splat" {
        return Err(());
    }
    let source = body.operand(def, 0);
    let ty = result_type(body, op);
    let st = body.value_type(source);
    if ty == st {
        return Err(());
    }
    let (sr, rr) = (rank_of(ctx, st), rank_of(ctx, ty));
    if rr < sr {
        return Err(());
    }
    let loc = body.loc(op);
    let new = if rr == 0 {
        if !c::is_vector(ctx, st) {
            return Err(());
        }
        create(rw, "vector.extractelement", loc, &[source], &[ty], &[])
    } else {
        create(rw, "vector.broadcast", loc, &[source], &[ty], &[])
    };
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// Upstream's `foldExtractFromShapeCastToShapeCast`.
fn extract_shape_cast_to_shape_cast(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> Result<(), ()> {
    let ctx = rw.ctx;
    let body = rw.body();
    let sc = def_named(ctx, body, body.operand(op, 0), "vector.shape_cast").ok_or(())?;
    let inner = body.operand(sc, 0);
    let ty = result_type(body, op);
    let (rs, _, _) = vec_info(ctx, ty).ok_or(())?;
    let (is, _, _) = vec_info(ctx, body.value_type(inner)).ok_or(())?;
    if rs.iter().product::<i64>() != is.iter().product::<i64>() {
        return Err(());
    }
    let loc = body.loc(op);
    let new = create(rw, "vector.shape_cast", loc, &[inner], &[ty], &[]);
    rw.replace_op_with_op(op, new);
    Ok(())
}

// ---- shuffle, strided slices of broadcasts and splats --------------------------------------

/// Upstream's `ShuffleOp::fold`: the identity shuffles of either operand and 1-D constants.
pub(crate) fn fold_shuffle(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let mask = rmlir_ir::ods::prop(ctx, body, op, "mask")
        .and_then(|m| c::dense_i64_values(ctx, m).or_else(|| super::attrs::i64_array(ctx, m)))?;
    let (s1, sc1, _) = vec_info(ctx, body.value_type(body.operand(op, 0)))?;
    let (s2, sc2, _) = vec_info(ctx, body.value_type(body.operand(op, 1)))?;
    if s1.is_empty() {
        return None;
    }
    let step = |begin: i64, width: i64| {
        mask.len() as i64 == width && mask.iter().enumerate().all(|(i, m)| *m == begin + i as i64)
    };
    let sc1 = sc1.iter().any(|s| *s);
    if !sc1 && step(0, s1[0]) {
        return Some(Folded::value(body.operand(op, 0)));
    }
    if !sc1 && !sc2.iter().any(|s| *s) && !s2.is_empty() && step(s1[0], s2[0]) {
        return Some(Folded::value(body.operand(op, 1)));
    }
    let (l, r) = (a.operand(0)?, a.operand(1)?);
    let (ls, le) = dense_elements(ctx, l)?;
    let (_, re) = dense_elements(ctx, r)?;
    if ls.len() != 1 {
        return None;
    }
    let n = ls[0];
    let mut out = Vec::with_capacity(mask.len());
    for m in &mask {
        out.push(if *m < n {
            le.get(*m as usize)?.clone()
        } else {
            re.get((*m - n) as usize)?.clone()
        });
    }
    build_dense(ctx, result_type(body, op), out).map(Folded::attr)
}

/// Upstream's `StridedSliceBroadcast`.
fn strided_slice_broadcast(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> Result<(), ()> {
    let ctx = rw.ctx;
    let body = rw.body();
    let b = def_named(ctx, body, body.operand(op, 0), "vector.broadcast").ok_or(())?;
    let mut source = body.operand(b, 0);
    let ss = vec_info(ctx, body.value_type(source))
        .map(|v| v.0)
        .unwrap_or_default();
    let ty = result_type(body, op);
    let (ds, _, _) = vec_info(ctx, ty).ok_or(())?;
    let rank_diff = ds.len().checked_sub(ss.len()).ok_or(())?;
    let lower_match = ss.iter().enumerate().all(|(i, s)| *s == ds[i + rank_diff]);
    let scalar_src = ss.is_empty() || ss.iter().product::<i64>() == 1;
    let loc = body.loc(op);
    if !lower_match && !scalar_src {
        let sub = |name: &str| {
            let v = super::attrs::i64_array_prop(ctx, body, op, name);
            super::attrs::i64_array_attr(ctx, v.get(rank_diff..).unwrap_or(&[]))
        };
        let (o, s, st) = (sub("offsets"), sub("sizes"), sub("strides"));
        // The slice's type: the broadcast source's shape with the sliced sizes.
        let (src_shape, src_sc, src_elem) = vec_info(ctx, body.value_type(source)).ok_or(())?;
        let sizes = super::attrs::i64_array_prop(ctx, body, op, "sizes");
        let mut shape = src_shape.clone();
        for (i, sz) in sizes.iter().skip(rank_diff).enumerate() {
            if let Some(d) = shape.get_mut(i) {
                *d = *sz;
            }
        }
        let slice_ty = super::vector_type(ctx, &shape, src_elem, &src_sc);
        let slice = create(
            rw,
            "vector.extract_strided_slice",
            loc,
            &[source],
            &[slice_ty],
            &[("offsets", o), ("sizes", s), ("strides", st)],
        );
        source = rw.body().result(slice, 0);
    }
    let new = create(rw, "vector.broadcast", loc, &[source], &[ty], &[]);
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// Upstream's `StridedSliceSplat`.
fn strided_slice_splat(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> Result<(), ()> {
    let ctx = rw.ctx;
    let body = rw.body();
    let s = def_named(ctx, body, body.operand(op, 0), "vector.splat").ok_or(())?;
    let input = body.operand(s, 0);
    let ty = result_type(body, op);
    let loc = body.loc(op);
    let new = create(rw, "vector.splat", loc, &[input], &[ty], &[]);
    rw.replace_op_with_op(op, new);
    Ok(())
}

pub(crate) fn shuffle_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.shuffle", 1, "ShuffleSplat", |op, rw| {
        let ctx = rw.ctx;
        let body = rw.body();
        let a = def_named(ctx, body, body.operand(op, 0), "vector.splat").ok_or(())?;
        let b = def_named(ctx, body, body.operand(op, 1), "vector.splat").ok_or(())?;
        let input = body.operand(a, 0);
        if input != body.operand(b, 0) {
            return Err(());
        }
        let ty = result_type(body, op);
        let loc = body.loc(op);
        let new = create(rw, "vector.splat", loc, &[input], &[ty], &[]);
        rw.replace_op_with_op(op, new);
        Ok(())
    });
    set.add_fn(ctx, "vector.shuffle", 1, "ShuffleInterleave", |op, rw| {
        let ctx = rw.ctx;
        let body = rw.body();
        let ty = result_type(body, op);
        let (rs, rsc, _) = vec_info(ctx, ty).ok_or(())?;
        if rsc.iter().any(|s| *s) || rs.len() != 1 || rs[0] % 2 != 0 {
            return Err(());
        }
        let half = rs[0] / 2;
        let v1 = body.operand(op, 0);
        let (s1, _, _) = vec_info(ctx, body.value_type(v1)).ok_or(())?;
        if s1.iter().product::<i64>() != half {
            return Err(());
        }
        let mask = rmlir_ir::ods::prop(ctx, body, op, "mask")
            .and_then(|m| c::dense_i64_values(ctx, m).or_else(|| super::attrs::i64_array(ctx, m)))
            .ok_or(())?;
        for i in 0..half {
            let at = |k: i64| mask.get(k as usize).copied();
            if at(2 * i) != Some(i) || at(2 * i + 1) != Some(half + i) {
                return Err(());
            }
        }
        let v2 = body.operand(op, 1);
        let loc = body.loc(op);
        let new = create(rw, "vector.interleave", loc, &[v1, v2], &[ty], &[]);
        rw.replace_op_with_op(op, new);
        Ok(())
    });
    // Upstream's `Canonicalize0DShuffleOp`: a one-element shuffle of 0-D vectors is a
    // broadcast of the operand it picks.
    set.add_fn(
        ctx,
        "vector.shuffle",
        1,
        "Canonicalize0DShuffleOp",
        |op, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            let v1 = body.operand(op, 0);
            let (s1, _, elem) = vec_info(ctx, body.value_type(v1)).ok_or(())?;
            if !s1.is_empty() {
                return Err(());
            }
            let mask = rmlir_ir::ods::prop(ctx, body, op, "mask")
                .and_then(|m| {
                    c::dense_i64_values(ctx, m).or_else(|| super::attrs::i64_array(ctx, m))
                })
                .ok_or(())?;
            if mask.len() != 1 {
                return Err(());
            }
            let src = if mask[0] == 0 {
                v1
            } else {
                body.operand(op, 1)
            };
            let ty = super::vector_type(ctx, &[1], elem, &[]);
            let loc = body.loc(op);
            let new = create(rw, "vector.broadcast", loc, &[src], &[ty], &[]);
            rw.replace_op_with_op(op, new);
            Ok(())
        },
    );
}

// ---- constant elements of extractelement/insertelement/step --------------------------------

/// The part of `ExtractElementOp::fold` on a non-splat constant vector at a constant
/// position.
fn fold_extract_element_non_splat(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = a.ctx;
    let src = a.operand(0)?;
    let pos = crate::affine::utils::int_attr_value(ctx, a.operand(1)?)?;
    let (_, elems) = dense_elements(ctx, src)?;
    let elem = vec_info(ctx, ctx.attr_type(src)?)?.2;
    let bytes = elems.get(usize::try_from(pos).ok()?)?;
    scalar_from_bytes(ctx, elem, bytes).map(Folded::attr)
}

/// Upstream's `InsertElementOp::fold`: a constant scalar inserted into a constant vector at
/// a constant position.
pub(crate) fn fold_insert_element(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = a.ctx;
    // A 0-D vector has no position.
    let pos = crate::affine::utils::int_attr_value(ctx, a.operand(2)?)?;
    let src = a.operand(0)?;
    let dst = a.operand(1)?;
    let ty = result_type(a.body, a.op);
    let elem = vec_info(ctx, ty)?.2;
    if ctx.attr_type(src) != Some(elem) || !is_scalar_constant(ctx, src) {
        return None;
    }
    let (_, mut elems) = dense_elements(ctx, dst)?;
    let (_, bytes) = splat_bytes(ctx, src)?;
    *elems.get_mut(usize::try_from(pos).ok()?)? = bytes;
    build_dense(ctx, ty, elems).map(Folded::attr)
}

/// Upstream's `StepOp::fold`: `[0, 1, ..., n-1]` for a fixed-length result.
pub(crate) fn fold_step(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let ty = result_type(a.body, a.op);
    let (shape, sc, _) = vec_info(a.ctx, ty)?;
    if sc.iter().any(|s| *s) {
        return None;
    }
    let vals: Vec<u128> = (0..shape.first().copied().unwrap_or(0) as u128).collect();
    crate::arith::fold::encode(a.ctx, ty, &vals).map(Folded::attr)
}

// ---- extract of create_mask/from_elements, shape_cast of masks -----------------------------

/// Upstream's `ExtractOpFromCreateMask`: an extract of a `create_mask` is a smaller
/// `create_mask` (or all false) when the constant mask bounds decide it.
fn extract_from_create_mask(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let mask = def_named(ctx, body, body.operand(op, 0), "vector.create_mask").ok_or(())?;
    let res_ty = result_type(body, op);
    if !c::is_vector(ctx, res_ty) {
        return Err(());
    }
    let operands: Vec<ValueId> = body.operands(mask).collect();
    let (mshape, _, _) = vec_info(ctx, result_type(body, mask)).ok_or(())?;
    let pos = static_position(ctx, body, op);
    let mut unknown = false;
    let mut all_false =
        super::mask_format(ctx, body, body.result(mask, 0)) == super::MaskFormat::AllFalse;
    let mut i = 0;
    while !all_false && i < pos.len() {
        let bound = def_named(ctx, body, operands[i], "arith.constant")
            .and_then(|_| crate::affine::utils::constant_int(ctx, body, operands[i]));
        match bound {
            None => unknown = true,
            Some(b) if pos[i] != i64::MIN => all_false |= pos[i] >= b,
            Some(b) => unknown |= b < mshape[i],
        }
        i += 1;
    }
    let loc = body.loc(op);
    if all_false {
        let attr = crate::vector::lowering::zero_attr(ctx, res_ty).ok_or(())?;
        replace_with_constant(rw, op, attr);
    } else if !unknown {
        let rest = operands[pos.len()..].to_vec();
        let new = create(rw, "vector.create_mask", loc, &rest, &[res_ty], &[]);
        rw.replace_op_with_op(op, new);
    } else {
        return Err(());
    }
    Ok(())
}

/// Upstream's `foldScalarExtractFromFromElements`: a scalar extract of a `from_elements` at
/// a static position is the element there.
fn fold_scalar_extract_from_from_elements(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    if body.num_operands(op) > 1 {
        return None;
    }
    let fe = def_named(ctx, body, body.operand(op, 0), "vector.from_elements")?;
    let (shape, sc, elem) = vec_info(ctx, result_type(body, fe))?;
    if sc.iter().any(|s| *s) || result_type(body, op) != elem {
        return None;
    }
    let pos = static_position(ctx, body, op);
    if pos.len() != shape.len() {
        return None;
    }
    let flat = linearize(&pos, &strides_of(&shape));
    Some(Folded::value(body.operand(fe, usize::try_from(flat).ok()?)))
}

/// Upstream's `foldExtractFromFromElements`: a vector extract of a `from_elements` is a
/// smaller `from_elements`.
fn extract_from_from_elements(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.num_operands(op) > 1 {
        return Err(());
    }
    let res_ty = result_type(body, op);
    let (rshape, rsc, _) = vec_info(ctx, res_ty).ok_or(())?;
    if rsc.iter().any(|s| *s) {
        return Err(());
    }
    let fe = def_named(ctx, body, body.operand(op, 0), "vector.from_elements").ok_or(())?;
    let (shape, sc, _) = vec_info(ctx, result_type(body, fe)).ok_or(())?;
    if sc.iter().any(|s| *s) {
        return Err(());
    }
    let mut pos = static_position(ctx, body, op);
    pos.extend(std::iter::repeat_n(0, rshape.len()));
    if pos.len() != shape.len() {
        return Err(());
    }
    let flat = linearize(&pos, &strides_of(&shape)) as usize;
    let n: i64 = rshape.iter().product();
    let elems: Vec<ValueId> = body.operands(fe).skip(flat).take(n as usize).collect();
    let loc = body.loc(op);
    let new = create(rw, "vector.from_elements", loc, &elems, &[res_ty], &[]);
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// Upstream's `ShapeCastCreateMaskFolderTrailingOneDim`: a shape_cast dropping trailing
/// unit dims of a `create_mask`/`constant_mask` whose bounds there are 1 is the smaller
/// mask.
fn shape_cast_mask_trailing_one_dims(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let def = body.defining_op(src).ok_or(())?;
    let name = ctx.op_name_str(body.op_name(def));
    if name != "vector.create_mask" && name != "vector.constant_mask" {
        return Err(());
    }
    let res_ty = result_type(body, op);
    let (rs, rsc, _) = vec_info(ctx, res_ty).ok_or(())?;
    let (ss, ssc, _) = vec_info(ctx, body.value_type(src)).ok_or(())?;
    if rs.len() >= ss.len() || rs[..] != ss[..rs.len()] {
        return Err(());
    }
    let flag = |v: &[bool], i: usize| v.get(i).copied().unwrap_or(false);
    if (0..rs.len()).any(|i| flag(&rsc, i) != flag(&ssc, i)) {
        return Err(());
    }
    if (rs.len()..ss.len()).any(|i| ss[i] != 1 || flag(&ssc, i)) {
        return Err(());
    }
    let loc = body.loc(op);
    if name == "vector.create_mask" {
        let operands: Vec<ValueId> = body.operands(def).collect();
        for v in &operands[rs.len()..] {
            let is_index = body.value_type(*v) == ctx.index_type();
            let one = def_named(ctx, body, *v, "arith.constant").is_some()
                && crate::affine::utils::constant_int(ctx, body, *v) == Some(1);
            if !is_index || !one {
                return Err(());
            }
        }
        let keep = operands[..rs.len()].to_vec();
        let new = create(rw, "vector.create_mask", loc, &keep, &[res_ty], &[]);
        rw.replace_op_with_op(op, new);
    } else {
        let sizes = rmlir_ir::ods::prop(ctx, body, def, "mask_dim_sizes")
            .and_then(|a| crate::vector::lowering::i64_array_attr_values(ctx, a))
            .ok_or(())?;
        if sizes.len() != ss.len() || sizes[rs.len()..].iter().any(|s| *s != 1) {
            return Err(());
        }
        let attr = super::attrs::i64_array_attr(ctx, &sizes[..rs.len()]);
        let new = create(
            rw,
            "vector.constant_mask",
            loc,
            &[],
            &[res_ty],
            &[("mask_dim_sizes", attr)],
        );
        rw.replace_op_with_op(op, new);
    }
    Ok(())
}

/// Upstream's `foldExtractStridedOpFromInsertChain`: an extract_strided_slice of a chain of
/// insert_strided_slices reads the inserted vector it falls inside (skipping the inserts it
/// is disjoint from).
fn fold_extract_strided_from_insert_chain(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let arr = |o: OpId, n: &str| {
        rmlir_ir::ods::prop(ctx, body, o, n)
            .and_then(|x| crate::vector::lowering::i64_array_attr_values(ctx, x))
    };
    let (offsets, sizes, strides) = (arr(op, "offsets")?, arr(op, "sizes")?, arr(op, "strides")?);
    let src_rank = rank_of(ctx, body.value_type(body.operand(op, 0)));
    let mut insert = def_named(
        ctx,
        body,
        body.operand(op, 0),
        "vector.insert_strided_slice",
    );
    while let Some(ins) = insert {
        let ins_src = body.operand(ins, 0);
        let (ishape, _, _) = vec_info(ctx, body.value_type(ins_src))?;
        if src_rank != ishape.len() {
            return None;
        }
        let (ioffsets, istrides) = (arr(ins, "offsets")?, arr(ins, "strides")?);
        if offsets.len() > ioffsets.len() {
            return None;
        }
        let mut partial = false;
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for dim in 0..offsets.len() {
            if strides.get(dim) != istrides.get(dim) {
                return None;
            }
            let start = ioffsets[dim];
            let end = start + ishape[dim];
            let (offset, size) = (offsets[dim], *sizes.get(dim)?);
            if start <= offset && offset < end {
                if offset + size > end {
                    partial = true;
                }
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint && !partial {
            let slot = prop_slot(ctx, body, op, "offsets");
            let attr = crate::vector::lowering::i64_array_attr(ctx, &diffs);
            return Some(Folded::InPlace(
                vec![Edit::Operand(0, ins_src), Edit::Prop(slot, Some(attr))].into(),
            ));
        }
        if !disjoint {
            return None;
        }
        insert = def_named(
            ctx,
            body,
            body.operand(ins, 1),
            "vector.insert_strided_slice",
        );
    }
    None
}

// ---- gather/scatter/expandload/compressstore with constant masks ---------------------------

/// Upstream's `GatherFolder`/`ExpandLoadFolder` (`load` true: an all-true mask loads
/// with `vector.load`): an all-false mask gives the pass-through.
fn masked_read_folder(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    load: bool,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let n = rw.body().num_operands(op);
    let mask = rw.body().operand(op, n - 2);
    match super::mask_format(ctx, rw.body(), mask) {
        super::MaskFormat::AllTrue if load => {
            let loc = rw.body().loc(op);
            let operands: Vec<ValueId> = rw.body().operands(op).take(n - 2).collect();
            let ty = result_type(rw.body(), op);
            let new = create(
                rw,
                "vector.load",
                loc,
                &operands,
                &[ty],
                &[("nontemporal", ctx.bool_attr(false))],
            );
            rw.replace_op_with_op(op, new);
            Ok(())
        }
        super::MaskFormat::AllFalse => {
            let pass = rw.body().operand(op, n - 1);
            rw.replace_op(op, &[pass]);
            Ok(())
        }
        _ => Err(()),
    }
}

/// Upstream's `ScatterFolder`/`CompressStoreFolder` (`store` true: an all-true mask
/// stores with `vector.store`): an all-false mask erases the op.
fn masked_write_folder(
    op: OpId,
    rw: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    store: bool,
) -> rmlir_ir::rewrite::LogicalResult {
    let ctx = rw.ctx;
    let n = rw.body().num_operands(op);
    let mask = rw.body().operand(op, n - 2);
    match super::mask_format(ctx, rw.body(), mask) {
        super::MaskFormat::AllTrue if store => {
            let loc = rw.body().loc(op);
            let mut operands = vec![rw.body().operand(op, n - 1)];
            operands.extend(rw.body().operands(op).take(n - 2));
            let new = create(
                rw,
                "vector.store",
                loc,
                &operands,
                &[],
                &[("nontemporal", ctx.bool_attr(false))],
            );
            rw.replace_op_with_op(op, new);
            Ok(())
        }
        super::MaskFormat::AllFalse => {
            rw.erase_op(op);
            Ok(())
        }
        _ => Err(()),
    }
}

pub(crate) fn gather_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.gather", 1, "GatherFolder", |op, rw| {
        masked_read_folder(op, rw, false)
    });
}

pub(crate) fn scatter_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.scatter", 1, "ScatterFolder", |op, rw| {
        masked_write_folder(op, rw, false)
    });
}

pub(crate) fn expand_load_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.expandload", 1, "ExpandLoadFolder", |op, rw| {
        masked_read_folder(op, rw, true)
    });
}

pub(crate) fn compress_store_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.compressstore",
        1,
        "CompressStoreFolder",
        |op, rw| masked_write_folder(op, rw, true),
    );
}
