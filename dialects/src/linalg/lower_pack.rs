//! Lowering `tensor.pack` / `tensor.unpack` to simpler ops (upstream's `linalg::lowerPack`
//! and `linalg::lowerUnPack` of `Linalg/Transforms/Transforms.cpp`) and the transform ops
//! `transform.structured.lower_pack` / `lower_unpack` using them.
//!
//! - A pack becomes `tensor.pad` (to a multiple of the tiles) + `tensor.expand_shape` (to the
//!   "strip-mined" shape: each tiled dimension split in outer x inner) + `linalg.transpose`
//!   (into the packed layout). A pack that only pads (inner dims in order, every outer dim 1,
//!   the padded type a rank reduction of the packed one) becomes `tensor.pad` +
//!   `tensor.insert_slice` into a `tensor.empty`.
//! - An unpack becomes `tensor.empty` + `linalg.transpose` (to the strip-mined shape) +
//!   `tensor.collapse_shape` + `tensor.extract_slice` + `linalg.copy` into the destination;
//!   an unpack that only unpads becomes one `tensor.extract_slice`.
//!
//! The permutation helpers are upstream's `computePackingMetadata`,
//! `computePermutationVector` and `getPackInverseDestPerm` / `getUnPackInverseSrcPerm`.

use super::transform_utils::{self as tu, Ofr};
use crate::affine::utils::{make_composed_folded_affine_apply, OpFoldResult};
use crate::transform::interp::{Consumes, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::ods::constraints::dense_i64_array;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Body, Context, Location, OpId, Type, ValueId};

pub static IMPLS: &[TransformOpImpl] = &[
    TransformOpImpl {
        name: "transform.structured.lower_pack",
        apply: apply_lower_pack,
        consumes: Consumes::All,
    },
    TransformOpImpl {
        name: "transform.structured.lower_unpack",
        apply: apply_lower_unpack,
        consumes: Consumes::All,
    },
];

/// The parts of a `tensor.pack` or `tensor.unpack`.
#[derive(Clone, Debug)]
pub struct PackView {
    pub source: ValueId,
    pub dest: ValueId,
    /// The padding value (packs only).
    pub padding: Option<ValueId>,
    pub inner_dims_pos: Vec<i64>,
    pub outer_dims_perm: Vec<i64>,
    pub tiles: Vec<Ofr>,
}

/// Reads a `tensor.pack` / `tensor.unpack`.
pub fn pack_view(ctx: &Context, body: &Body, op: OpId) -> Option<PackView> {
    let name = ctx.op_name_str(body.op_name(op));
    let is_pack = match name {
        "tensor.pack" => true,
        "tensor.unpack" => false,
        _ => return None,
    };
    let list = |n: &str| crate::memref::verify::static_list(ctx, body, op, n);
    let padding = if is_pack {
        let (start, len) = crate::memref::verify::segment(ctx, body, op, 2);
        (len == 1).then(|| body.operand(op, start))
    } else {
        None
    };
    let group = if is_pack { 3 } else { 2 };
    Some(PackView {
        source: body.operand(op, 0),
        dest: body.operand(op, 1),
        padding,
        inner_dims_pos: list("inner_dims_pos"),
        outer_dims_perm: list("outer_dims_perm"),
        tiles: tu::mixed_list(ctx, body, op, "static_inner_tiles", group),
    })
}

pub use super::pack_utils::{apply_permutation, invert_permutation};

/// Whether `perm` is a permutation of `0..perm.len()`.
pub fn is_permutation(perm: &[i64]) -> bool {
    let mut seen = vec![false; perm.len()];
    for p in perm {
        match seen.get_mut(*p as usize) {
            Some(s) if !*s && *p >= 0 => *s = true,
            _ => return false,
        }
    }
    true
}

/// Upstream's `computePermutationVector`: `positions[k]` goes to `desired[k]`, the other
/// slots are filled with the unused indices in increasing order.
pub fn compute_permutation_vector(size: usize, positions: &[i64], desired: &[i64]) -> Vec<i64> {
    let mut res = vec![-1i64; size];
    let mut seen = std::collections::HashSet::new();
    for (p, d) in positions.iter().zip(desired) {
        res[*d as usize] = *p;
        seen.insert(*p);
    }
    let mut next = 0i64;
    for e in res.iter_mut() {
        if *e != -1 {
            continue;
        }
        while seen.contains(&next) {
            next += 1;
        }
        *e = next;
        next += 1;
    }
    res
}

/// Upstream's `PackingMetadata`.
#[derive(Clone, Debug, Default)]
pub struct PackingMetadata {
    pub insert_positions: Vec<i64>,
    pub outer_positions: Vec<i64>,
    pub reassociations: Vec<Vec<i64>>,
}

/// Upstream's `computePackingMetadata`.
pub fn compute_packing_metadata(packed_rank: usize, inner: &[i64]) -> PackingMetadata {
    let mut res = PackingMetadata::default();
    for pos in inner {
        let before = inner.iter().filter(|p2| pos > p2).count() as i64;
        res.insert_positions.push(pos + before + 1);
    }
    let mut i = 1i64;
    while i <= packed_rank as i64 {
        res.outer_positions.push(i - 1);
        if !res.insert_positions.contains(&i) {
            res.reassociations.push(vec![i - 1]);
        } else {
            res.reassociations.push(vec![i - 1, i]);
            i += 1;
        }
        i += 1;
    }
    res
}

/// Upstream's `computePackUnPackPerm`: the permutation taking the packed shape to the
/// strip-mined shape (before any outer or inner permutation).
pub fn pack_unpack_perm(rank: usize, inner: &[i64], outer: &[i64]) -> (Vec<i64>, PackingMetadata) {
    let n = inner.len();
    let last: Vec<i64> = ((rank - n) as i64..rank as i64).collect();
    let meta = compute_packing_metadata(rank, inner);
    let inner_perm = compute_permutation_vector(rank, &last, &meta.insert_positions);
    let mut outer_pos = meta.outer_positions.clone();
    if !outer.is_empty() {
        outer_pos = apply_permutation(&outer_pos, outer);
    }
    let outer_perm = compute_permutation_vector(rank, &meta.outer_positions, &outer_pos);
    (apply_permutation(&inner_perm, &outer_perm), meta)
}

/// Upstream's `isLikePadUnPad`: inner dims are the leading dims in order and every dim but
/// the innermost tiles is 1.
pub fn is_like_pad_unpad(v: &PackView, packed_shape: &[i64]) -> bool {
    let n = v.inner_dims_pos.len();
    if v.inner_dims_pos
        .iter()
        .enumerate()
        .any(|(i, p)| *p != i as i64)
    {
        return false;
    }
    packed_shape.len() >= n
        && packed_shape[..packed_shape.len() - n]
            .iter()
            .all(|s| *s == 1)
}

/// Upstream's `computeRankReductionMask` (no dynamic matching): whether `reduced` is
/// `original` with some unit dims dropped.
pub fn is_rank_reduction(original: &[i64], reduced: &[i64]) -> bool {
    let mut r = 0;
    for o in original {
        if r < reduced.len() && *o == reduced[r] {
            r += 1;
            continue;
        }
        if *o != 1 {
            return false;
        }
    }
    r == reduced.len()
}

fn index_ofr(ctx: &Context, o: Ofr) -> OpFoldResult {
    match o {
        Ok(i) => OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), i)),
        Err(v) => OpFoldResult::Value(v),
    }
}

fn ofr_of(ctx: &Context, o: OpFoldResult) -> Ofr {
    match o {
        OpFoldResult::Value(v) => Err(v),
        OpFoldResult::Attr(a) => Ok(crate::affine::utils::int_attr_value(ctx, a).unwrap_or(0)),
    }
}

/// `tensor::getMixedSize`: the static size, else a (folded) `tensor.dim`.
pub fn mixed_size(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, i: usize) -> Ofr {
    let shape = tu::shape_of(rw.ctx, rw.body().value_type(v));
    match shape.get(i) {
        Some(s) if *s != DYNAMIC => Ok(*s),
        _ => Err(super::reify::create_or_fold_dim(rw, loc, v, i)),
    }
}

/// Creates `tensor.pad` of `source` to `ty` with constant `value` at the insertion point.
pub fn create_pad(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    source: ValueId,
    low: &[Ofr],
    high: &[Ofr],
    value: ValueId,
) -> OpId {
    let ctx = rw.ctx;
    let mut operands = vec![source];
    let mut seg = vec![1i32];
    for l in [low, high] {
        let mut n = 0;
        for m in l {
            if let Err(v) = m {
                operands.push(*v);
                n += 1;
            }
        }
        seg.push(n);
    }
    let statics = |l: &[Ofr]| -> Vec<i64> { l.iter().map(|m| m.unwrap_or(DYNAMIC)).collect() };
    let name = ctx.op_name("tensor.pad");
    let info = ctx.op_info(name).expect("tensor.pad registered");
    let named = [
        ("static_low", dense_i64_array(ctx, &statics(low))),
        ("static_high", dense_i64_array(ctx, &statics(high))),
        (
            "operandSegmentSizes",
            rmlir_ir::ods::constraints::dense_i32_array(ctx, &seg),
        ),
    ];
    let mut spec = OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = std::slice::from_ref(&ty);
    spec.num_regions = 1;
    spec.props = info.props_from(ctx, &named, false);
    let pad = rw.create(spec);
    let region = rw.body().regions(pad)[0];
    let args: Vec<(Type, Location)> = vec![(ctx.index_type(), loc); low.len()];
    let saved = rw.insertion_point();
    rw.create_block(region, None, &args);
    let mut y = OpSpec::new(ctx.op_name("tensor.yield"), loc);
    let ops = [value];
    y.operands = &ops;
    rw.create(y);
    rw.set_insertion_point(saved);
    pad
}

/// Creates `linalg.transpose ins(input) outs(init) permutation = perm`.
pub fn create_transpose(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    input: ValueId,
    init: ValueId,
    perm: &[i64],
) -> OpId {
    let ctx = rw.ctx;
    let init_ty = rw.body().value_type(init);
    let results: Vec<Type> = tu::is_tensor(ctx, init_ty)
        .then_some(init_ty)
        .into_iter()
        .collect();
    let name = ctx.op_name("linalg.transpose");
    let info = ctx.op_info(name).expect("linalg.transpose registered");
    let mut spec = OpSpec::new(name, loc);
    let operands = [input, init];
    spec.operands = &operands;
    spec.result_types = &results;
    spec.num_regions = 1;
    spec.props = info.props_from(ctx, &[("permutation", dense_i64_array(ctx, perm))], true);
    let op = rw.create(spec);
    let region = rw.body().regions(op)[0];
    let args: Vec<(Type, Location)> = operands
        .iter()
        .map(|v| {
            let b = rw.body();
            let l = b.value(*v).loc.unwrap_or(loc);
            let t = tu::elem_type(ctx, b.value_type(*v)).unwrap_or(b.value_type(*v));
            (t, l)
        })
        .collect();
    let saved = rw.insertion_point();
    let block = rw.create_block(region, None, &args);
    let first = rw.body().block_args(block)[0];
    let mut y = OpSpec::new(ctx.op_name("linalg.yield"), loc);
    let ops = [first];
    y.operands = &ops;
    rw.create(y);
    rw.set_insertion_point(saved);
    op
}

/// What [`lower_pack`] created.
pub struct LowerPackResult {
    pub pad: OpId,
    pub expand: Option<OpId>,
    pub transpose: Option<OpId>,
}

/// Upstream's `linalg::lowerPack`.
pub fn lower_pack(rw: &mut PatternRewriter<'_>, op: OpId) -> Result<LowerPackResult, String> {
    let ctx = rw.ctx;
    let v = pack_view(ctx, rw.body(), op).ok_or("not a tensor.pack")?;
    let packed_ty = rw.body().value_type(rw.body().result(op, 0));
    let packed_shape = tu::shape_of(ctx, packed_ty);
    let elem = tu::elem_type(ctx, packed_ty).ok_or("not a tensor")?;
    let static_tiles = crate::memref::verify::static_list(ctx, rw.body(), op, "static_inner_tiles");
    if static_tiles.contains(&DYNAMIC) {
        return Err("non-static shape NYI, needs a more powerful tensor.expand_shape op".into());
    }
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let rank = packed_shape.len();
    let (perm, meta) = pack_unpack_perm(rank, &v.inner_dims_pos, &v.outer_dims_perm);
    let strip_mined = apply_permutation(&packed_shape, &perm);
    let src_rank = tu::shape_of(ctx, rw.body().value_type(v.source)).len();
    let lows: Vec<Ofr> = vec![Ok(0); src_rank];
    let mut highs: Vec<Ofr> = vec![Ok(0); src_rank];
    let (d0, d1, s0) = (
        AffineExpr::dim(0),
        AffineExpr::dim(1),
        AffineExpr::symbol(0),
    );
    let map = AffineMap::new(2, 1, vec![d0 * s0 - d1]);
    for (pos, tile) in v.inner_dims_pos.iter().zip(&v.tiles) {
        let pos = *pos as usize;
        let outer_pos = perm[meta.outer_positions[pos] as usize] as usize;
        let orig = mixed_size(rw, loc, v.source, pos);
        let outer = mixed_size(rw, loc, v.dest, outer_pos);
        let operands = [
            index_ofr(ctx, outer),
            index_ofr(ctx, orig),
            index_ofr(ctx, *tile),
        ];
        let h = make_composed_folded_affine_apply(rw, loc, &map, &operands);
        highs[pos] = ofr_of(ctx, h);
    }
    let collapsed = tu::tensor_type(
        ctx,
        &tu::collapsed_shape(&strip_mined, &meta.reassociations),
        elem,
    );
    let padding = match v.padding {
        Some(p) => p,
        None => {
            let zero =
                crate::arith::fold::zero_attr(ctx, elem).ok_or("no zero of the element type")?;
            let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
            spec.result_types = std::slice::from_ref(&elem);
            spec.props.push(Some(zero));
            let c = rw.create(spec);
            rw.body().result(c, 0)
        }
    };
    let pad = create_pad(rw, loc, collapsed, v.source, &lows, &highs, padding);
    let padded = rw.body().result(pad, 0);
    let padded_shape = tu::shape_of(ctx, collapsed);
    if is_like_pad_unpad(&v, &packed_shape) && is_rank_reduction(&packed_shape, &padded_shape) {
        if packed_shape.contains(&DYNAMIC) {
            return Err("unsupported in rmlir's lower_pack: a dynamic pad-like pack".into());
        }
        let empty = tu::create_empty(
            rw,
            loc,
            &packed_shape.iter().map(|s| Ok(*s)).collect::<Vec<_>>(),
            elem,
        );
        let dest_rank = packed_shape.len();
        let sizes = tu::mixed_sizes(rw, loc, v.dest);
        let lists = [vec![Ok(0); dest_rank], sizes, vec![Ok(1); dest_rank]];
        let ins = tu::create_slice(
            rw,
            loc,
            "tensor.insert_slice",
            &[padded, empty],
            &lists,
            Some(packed_ty),
        );
        let r = rw.body().result(ins, 0);
        rw.replace_op(op, &[r]);
        return Ok(LowerPackResult {
            pad,
            expand: None,
            transpose: None,
        });
    }
    let expand_ty = tu::tensor_type(ctx, &strip_mined, elem);
    let expanded = tu::create_expand(rw, loc, padded, expand_ty, &meta.reassociations)
        .ok_or("unsupported in rmlir's lower_pack: expand_shape output shape")?;
    let expand = rw.body().defining_op(expanded).ok_or("no expand")?;
    let transpose = create_transpose(rw, loc, expanded, v.dest, &invert_permutation(&perm));
    let r = rw.body().result(transpose, 0);
    rw.replace_op(op, &[r]);
    Ok(LowerPackResult {
        pad,
        expand: Some(expand),
        transpose: Some(transpose),
    })
}

/// What [`lower_unpack`] created.
pub struct LowerUnPackResult {
    pub empty: Option<OpId>,
    pub transpose: Option<OpId>,
    pub collapse: Option<OpId>,
    pub extract: OpId,
}

/// Upstream's `linalg::lowerUnPack`.
pub fn lower_unpack(rw: &mut PatternRewriter<'_>, op: OpId) -> Result<LowerUnPackResult, String> {
    let ctx = rw.ctx;
    let v = pack_view(ctx, rw.body(), op).ok_or("not a tensor.unpack")?;
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let packed_ty = rw.body().value_type(v.source);
    let packed_shape = tu::shape_of(ctx, packed_ty);
    let packed_rank = packed_shape.len();
    let elem = tu::elem_type(ctx, packed_ty).ok_or("not a tensor")?;
    let dest_ty = rw.body().value_type(v.dest);
    let dest_rank = tu::shape_of(ctx, dest_ty).len();
    if is_like_pad_unpad(&v, &packed_shape) {
        let mut sizes: Vec<Ofr> = vec![Ok(1); packed_rank - dest_rank];
        sizes.extend(tu::mixed_sizes(rw, loc, v.dest));
        let lists = [vec![Ok(0); packed_rank], sizes, vec![Ok(1); packed_rank]];
        let ex = tu::create_slice(
            rw,
            loc,
            "tensor.extract_slice",
            &[v.source],
            &lists,
            Some(dest_ty),
        );
        let r = rw.body().result(ex, 0);
        rw.replace_op(op, &[r]);
        return Ok(LowerUnPackResult {
            empty: None,
            transpose: None,
            collapse: None,
            extract: ex,
        });
    }
    let (perm, meta) = pack_unpack_perm(packed_rank, &v.inner_dims_pos, &v.outer_dims_perm);
    let strip_mined = apply_permutation(&packed_shape, &perm);
    let collapsed = tu::tensor_type(
        ctx,
        &tu::collapsed_shape(&strip_mined, &meta.reassociations),
        elem,
    );
    let dims = apply_permutation(&tu::mixed_sizes(rw, loc, v.source), &perm);
    let empty_v = tu::create_empty(rw, loc, &dims, elem);
    let empty = rw.body().defining_op(empty_v);
    let transpose = create_transpose(rw, loc, v.source, empty_v, &perm);
    let transposed = rw.body().result(transpose, 0);
    let collapsed_v = tu::create_collapse(rw, loc, transposed, collapsed, &meta.reassociations);
    let collapse = rw.body().defining_op(collapsed_v);
    let sizes = tu::mixed_sizes(rw, loc, v.dest);
    let lists = [vec![Ok(0); dest_rank], sizes, vec![Ok(1); dest_rank]];
    let ex = tu::create_slice(
        rw,
        loc,
        "tensor.extract_slice",
        &[collapsed_v],
        &lists,
        Some(dest_ty),
    );
    let exv = rw.body().result(ex, 0);
    let copy = super::named::create_named_op(rw, loc, "linalg.copy", &[exv], &[v.dest])
        .ok_or("no linalg.copy")?;
    let r = rw.body().result(copy, 0);
    rw.replace_op(op, &[r]);
    Ok(LowerUnPackResult {
        empty,
        transpose: Some(transpose),
        collapse,
        extract: ex,
    })
}

fn apply_lower(it: &mut Interp<'_>, t: &TOp, pack: bool) -> TResult {
    let ctx = it.ctx;
    let targets = it.ops(t.operand(0));
    let n = t.num_results();
    let mut results: Vec<Vec<PayloadOp>> = vec![Vec::new(); n];
    let want = if pack { "tensor.pack" } else { "tensor.unpack" };
    for target in targets {
        let loc = it.payload_loc(&target);
        let (Some(op), true) = (target.id(), it.op_name(&target) == want) else {
            let d = rmlir_ir::diagnostics::Diagnostic::error(
                t.loc(),
                "transform applied to the wrong op kind",
            )
            .with_note(loc, "when applied to this op");
            return Err(crate::transform::interp::Failure::Silenceable(vec![d]));
        };
        let path = target.body_path().to_vec();
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let mut rw = PatternRewriter::new(ctx, body);
        let created: Result<Vec<Option<OpId>>, String> = if pack {
            lower_pack(&mut rw, op).map(|r| vec![Some(r.pad), r.expand, r.transpose])
        } else {
            lower_unpack(&mut rw, op)
                .map(|r| vec![r.empty, r.transpose, r.collapse, Some(r.extract)])
        };
        drop(rw);
        match created {
            Ok(ops) => {
                for (i, o) in ops.into_iter().enumerate() {
                    if let (Some(o), Some(r)) = (o, results.get_mut(i)) {
                        r.push(PayloadOp::at(&path, o));
                    }
                }
            }
            Err(m) if m.starts_with("unsupported") => return Err(it.silenceable(loc, m)),
            Err(_) => {
                let msg = if pack {
                    "cannot lower to pad + expand + transpose"
                } else {
                    "cannot lower to transpose + collapse + extract"
                };
                return Err(it.silenceable(loc, msg));
            }
        }
    }
    for (i, r) in results.into_iter().enumerate() {
        it.set_ops(t, t.result(i), r)?;
    }
    Ok(())
}

fn apply_lower_pack(it: &mut Interp<'_>, t: &TOp) -> TResult {
    apply_lower(it, t, true)
}

fn apply_lower_unpack(it: &mut Interp<'_>, t: &TOp) -> TResult {
    apply_lower(it, t, false)
}

/// Upstream's `TransposeOp::fold`: a transpose of a tensor by the identity (or empty)
/// permutation is its input.
pub fn fold_transpose(
    a: &rmlir_ir::rewrite::fold::FoldAdaptor<'_>,
) -> Option<rmlir_ir::rewrite::fold::Folded> {
    let input = a.body.operand(a.op, 0);
    if !tu::is_tensor(a.ctx, a.body.value_type(input)) {
        return None;
    }
    let perm = crate::memref::verify::static_list(a.ctx, a.body, a.op, "permutation");
    perm.iter()
        .enumerate()
        .all(|(i, p)| *p == i as i64)
        .then(|| rmlir_ir::rewrite::fold::Folded::value(input))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_perm_matches_upstream_examples() {
        // 4-D source packed on [1, 0] by [32, 8]: strip-mined AaBbCD.
        let (perm, meta) = pack_unpack_perm(6, &[1, 0], &[]);
        assert_eq!(invert_permutation(&perm), vec![0, 2, 4, 5, 3, 1]);
        assert_eq!(
            meta.reassociations,
            vec![vec![0, 1], vec![2, 3], vec![4], vec![5]]
        );
        let (perm, _) = pack_unpack_perm(4, &[1, 0], &[1, 0]);
        assert_eq!(perm, vec![1, 3, 0, 2]);
    }

    #[test]
    fn rank_reduction() {
        assert!(is_rank_reduction(&[1, 1, 136, 64], &[136, 64]));
        assert!(!is_rank_reduction(&[1, 1, 1, 1, 8, 1], &[8, 1, 1, 1]));
    }
}
