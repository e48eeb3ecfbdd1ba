//! `expand-strided-metadata` (upstream's `ExpandStridedMetadata.cpp`): ops that change the
//! metadata of a memref (`subview`, `expand_shape`, `collapse_shape`, ...) become
//! `memref.extract_strided_metadata` of their source, `affine.apply` computations of the
//! new offset, sizes and strides, and a `memref.reinterpret_cast`.

use super::layout_util::{
    dropped_dims, has_identity_layout, memref_parts, mixed_offsets_sizes_strides, reassociation,
    strides_and_offset, DYNAMIC,
};
use crate::affine::utils::{
    constant_index, int_attr_value, make_composed_folded_affine_apply,
    make_composed_folded_min_max, value_or_constant_index, OpFoldResult,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::{Attribute, Body, Context, Location, OpId, Type, TypeKind, ValueId};

pub fn info() -> PassInfo {
    PassInfo {
        argument: "expand-strided-metadata",
        description: "Expand memref operations into easier to analyze constructs",
        create: || {
            Box::new(ExpandStridedMetadata {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct ExpandStridedMetadata {
    options: PassOptions,
}

impl Pass for ExpandStridedMetadata {
    fn name(&self) -> &'static str {
        "ExpandStridedMetadata"
    }
    fn argument(&self) -> &'static str {
        "expand-strided-metadata"
    }
    fn description(&self) -> &'static str {
        "Expand memref operations into easier to analyze constructs"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut set = RewritePatternSet::new();
        populate_expand_strided_metadata_patterns(ctx, &mut set);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            super::commit_all(body);
        }
        Ok(())
    }
}

/// Upstream `populateExpandStridedMetadataPatterns`: the view-like ops' folders and
/// [`populate_resolve_extract_strided_metadata_patterns`].
pub fn populate_expand_strided_metadata_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "memref.subview", 1, "SubviewFolder", subview_folder);
    set.add_fn(ctx, "memref.expand_shape", 1, "ReshapeFolder", |op, rw| {
        reshape_folder(op, rw, true)
    });
    set.add_fn(
        ctx,
        "memref.collapse_shape",
        1,
        "ReshapeFolder",
        |op, rw| reshape_folder(op, rw, false),
    );
    populate_resolve_extract_strided_metadata_patterns(ctx, set);
}

/// Upstream `populateResolveExtractStridedMetadataPatterns`: the folders of
/// `memref.extract_strided_metadata` of a known producer.
pub fn populate_resolve_extract_strided_metadata_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
) {
    let esm = "memref.extract_strided_metadata";
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpAllocFolder",
        |op, rw| alloc_folder(op, rw, "memref.alloc"),
    );
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpAllocFolder",
        |op, rw| alloc_folder(op, rw, "memref.alloca"),
    );
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpCollapseShapeFolder",
        |op, rw| esm_reshape_folder(op, rw, false),
    );
    // MLIR 19 has no `ExtractStridedMetadataOpExpandShapeFolder` (later releases do):
    // `extract_strided_metadata(expand_shape)` goes through `ReshapeFolder`, whose new
    // `extract_strided_metadata` lands where the `expand_shape` was.
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpGetGlobalFolder",
        get_global_folder,
    );
    set.add_fn(
        ctx,
        "memref.extract_aligned_pointer_as_index",
        1,
        "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
        aligned_pointer_of_view,
    );
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpReinterpretCastFolder",
        reinterpret_cast_folder,
    );
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpSubviewFolder",
        esm_subview_folder,
    );
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpCastFolder",
        cast_folder,
    );
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpMemorySpaceCastFolder",
        memory_space_cast_folder,
    );
    set.add_fn(
        ctx,
        esm,
        1,
        "ExtractStridedMetadataOpExtractStridedMetadataFolder",
        esm_of_esm_folder,
    );
}

// ---- helpers -----------------------------------------------------------------------------

fn name_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The op defining operand 0 of `op` if it is named `name`.
fn source_def(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> Option<OpId> {
    let body = rw.body();
    let src = body.operand(op, 0);
    body.defining_op(src)
        .filter(|&d| name_is(rw.ctx, body, d, name))
}

fn index_attr(ctx: &Context, v: i64) -> OpFoldResult {
    OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), v))
}

/// Creates `name` with the given operands, result types and named properties.
pub(super) fn create_op(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let ctx = rw.ctx;
    let n = ctx.op_name(name);
    let info = ctx.op_info(n).expect("registered op");
    let mut spec = OpSpec::new(n, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.props = info.props_from(ctx, props, false);
    rw.create(spec)
}

/// The result types of `memref.extract_strided_metadata` of `source` (upstream's
/// `inferReturnTypes`), `None` for a source without strided layout.
fn esm_result_types(ctx: &Context, source: Type) -> Option<Vec<Type>> {
    let (shape, elem, _, space) = memref_parts(ctx, source)?;
    strides_and_offset(ctx, source)?;
    let base = ctx.get_type(TypeKind::MemRef {
        shape: Box::new([]),
        elem,
        layout: None,
        memory_space: space,
    });
    let index = ctx.index_type();
    let mut types = vec![base, index];
    types.extend(std::iter::repeat_n(index, 2 * shape.len()));
    Some(types)
}

/// Creates `memref.extract_strided_metadata %source`.
pub(crate) fn create_esm(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
) -> Option<OpId> {
    let ty = rw.body().value_type(source);
    let types = esm_result_types(rw.ctx, ty)?;
    Some(create_op(
        rw,
        "memref.extract_strided_metadata",
        loc,
        &[source],
        &types,
        &[],
    ))
}

/// `(base, offset, sizes, strides)` results of an extract_strided_metadata op.
pub(crate) fn esm_results(
    body: &Body,
    esm: OpId,
) -> (ValueId, ValueId, Vec<ValueId>, Vec<ValueId>) {
    let r = body.results(esm);
    let rank = (r.len() - 2) / 2;
    (r[0], r[1], r[2..2 + rank].to_vec(), r[2 + rank..].to_vec())
}

/// Upstream `dispatchIndexOpFoldResults`: the static array and the dynamic values.
pub(crate) fn dispatch(ctx: &Context, ofrs: &[OpFoldResult]) -> (Vec<i64>, Vec<ValueId>) {
    let mut statics = Vec::new();
    let mut values = Vec::new();
    for o in ofrs {
        match o {
            OpFoldResult::Attr(a) => statics.push(int_attr_value(ctx, *a).unwrap_or(0)),
            OpFoldResult::Value(v) => {
                statics.push(DYNAMIC);
                values.push(*v);
            }
        }
    }
    (statics, values)
}

/// Creates `memref.reinterpret_cast %base to offset: [..], sizes: [..], strides: [..]`.
pub(crate) fn create_reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    base: ValueId,
    offset: OpFoldResult,
    sizes: &[OpFoldResult],
    strides: &[OpFoldResult],
) -> ValueId {
    let ctx = rw.ctx;
    let (so, vo) = dispatch(ctx, &[offset]);
    let (ss, vs) = dispatch(ctx, sizes);
    let (st, vt) = dispatch(ctx, strides);
    let mut operands = vec![base];
    operands.extend(&vo);
    operands.extend(&vs);
    operands.extend(&vt);
    let segs = dense_i32_array(ctx, &[1, vo.len() as i32, vs.len() as i32, vt.len() as i32]);
    let op = create_op(
        rw,
        "memref.reinterpret_cast",
        loc,
        &operands,
        &[ty],
        &[
            ("operandSegmentSizes", segs),
            ("static_offsets", dense_i64_array(ctx, &so)),
            ("static_sizes", dense_i64_array(ctx, &ss)),
            ("static_strides", dense_i64_array(ctx, &st)),
        ],
    );
    rw.body().result(op, 0)
}

fn apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    e: AffineExpr,
    num_symbols: u32,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let map = AffineMap::new(0, num_symbols, vec![e]);
    make_composed_folded_affine_apply(rw, loc, &map, operands)
}

struct StridedMetadata {
    base: ValueId,
    offset: OpFoldResult,
    sizes: Vec<OpFoldResult>,
    strides: Vec<OpFoldResult>,
}

/// Replaces an extract_strided_metadata op by the values of `m`.
fn replace_esm(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, m: StridedMetadata) {
    let mut results = vec![m.base];
    results.push(value_or_constant_index(rw, loc, m.offset));
    for s in m.sizes.iter().chain(m.strides.iter()) {
        results.push(value_or_constant_index(rw, loc, *s));
    }
    rw.replace_op(op, &results);
}

// ---- subview -----------------------------------------------------------------------------

/// Upstream `resolveSubviewStridedMetadata`.
fn resolve_subview(rw: &mut PatternRewriter<'_>, subview: OpId) -> Option<StridedMetadata> {
    let ctx = rw.ctx;
    let loc = rw.body().loc(subview);
    let source = rw.body().operand(subview, 0);
    let source_ty = rw.body().value_type(source);
    let result_ty = rw.body().value_type(rw.body().result(subview, 0));
    let (src_strides, src_offset) = strides_and_offset(ctx, source_ty)?;
    let parts = mixed_offsets_sizes_strides(ctx, rw.body(), subview)?;
    dropped_dims(ctx, source_ty, result_ty, &parts[1])?;
    let esm = create_esm(rw, loc, source)?;
    let (base, esm_offset, _, esm_strides) = esm_results(rw.body(), esm);
    let constify = |s: i64, v: ValueId| {
        if s == DYNAMIC {
            OpFoldResult::Value(v)
        } else {
            index_attr(ctx, s)
        }
    };
    let offset = constify(src_offset, esm_offset);
    let strides: Vec<OpFoldResult> = src_strides
        .iter()
        .zip(&esm_strides)
        .map(|(s, v)| constify(*s, *v))
        .collect();
    let (offset, sizes, strides) =
        subview_metadata(rw, loc, source_ty, result_ty, &parts, offset, &strides)?;
    Some(StridedMetadata {
        base,
        offset,
        sizes,
        strides,
    })
}

/// The offset, sizes and strides of a subview of a `source_ty` memref whose offset and
/// strides are `src_offset`/`src_strides` (upstream's `resolveSubviewStridedMetadata`):
/// `parts` are the subview's mixed offsets, sizes and strides.
#[allow(clippy::type_complexity)]
pub(crate) fn subview_metadata(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source_ty: Type,
    result_ty: Type,
    parts: &[Vec<OpFoldResult>; 3],
    src_offset: OpFoldResult,
    src_strides: &[OpFoldResult],
) -> Option<(OpFoldResult, Vec<OpFoldResult>, Vec<OpFoldResult>)> {
    let ctx = rw.ctx;
    let [sub_offsets, sub_sizes, sub_strides] = parts;
    let rank = src_strides.len();
    let dropped = dropped_dims(ctx, source_ty, result_ty, sub_sizes)?;
    let mut strides = Vec::with_capacity(rank);
    let mut values = vec![index_attr(ctx, 0); 2 * rank + 1];
    values[0] = src_offset;
    let mut expr = AffineExpr::symbol(0);
    let (s0, s1) = (AffineExpr::symbol(0), AffineExpr::symbol(1));
    for i in 0..rank {
        let orig_stride = src_strides[i];
        strides.push(apply(
            rw,
            loc,
            s0.mul(&s1),
            2,
            &[sub_strides[i], orig_stride],
        ));
        let (a, b) = (1 + 2 * i, 2 + 2 * i);
        expr = expr.add(&AffineExpr::symbol(a as u32).mul(&AffineExpr::symbol(b as u32)));
        values[a] = sub_offsets[i];
        values[b] = orig_stride;
    }
    let offset = apply(rw, loc, expr, (2 * rank + 1) as u32, &values);
    let mut sizes = Vec::new();
    let mut final_strides = Vec::new();
    for i in 0..rank {
        if dropped[i] {
            continue;
        }
        sizes.push(sub_sizes[i]);
        final_strides.push(strides[i]);
    }
    Some((offset, sizes, final_strides))
}

fn subview_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let loc = rw.body().loc(op);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    if !precheck_subview(rw, op) {
        return Err(());
    }
    let m = resolve_subview(rw, op).ok_or(())?;
    rw.set_insertion_point_before(op);
    let v = create_reinterpret_cast(rw, loc, ty, m.base, m.offset, &m.sizes, &m.strides);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// What `resolve_subview` needs before it creates anything (so a failure changes nothing).
fn precheck_subview(rw: &PatternRewriter<'_>, subview: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let source_ty = body.value_type(body.operand(subview, 0));
    let result_ty = body.value_type(body.result(subview, 0));
    let Some(mixed) = mixed_offsets_sizes_strides(ctx, body, subview) else {
        return false;
    };
    esm_result_types(ctx, source_ty).is_some()
        && dropped_dims(ctx, source_ty, result_ty, &mixed[1]).is_some()
}

fn esm_subview_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let sub = source_def(rw, op, "memref.subview").ok_or(())?;
    if !precheck_subview(rw, sub) {
        return Err(());
    }
    let loc = rw.body().loc(sub);
    let m = resolve_subview(rw, sub).ok_or(())?;
    replace_esm(rw, op, loc, m);
    Ok(())
}

// ---- expand_shape / collapse_shape -------------------------------------------------------

fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    memref_parts(ctx, t).map(|p| p.0).unwrap_or_default()
}

/// Upstream `getExpandedSizes`.
fn expanded_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    result_shape: &[i64],
    group: &[usize],
    orig_size: OpFoldResult,
) -> Vec<OpFoldResult> {
    let ctx = rw.ctx;
    let mut sizes = vec![index_attr(ctx, 0); group.len()];
    let mut product: i64 = 1;
    let mut dyn_idx = None;
    for (i, &d) in group.iter().enumerate() {
        let s = result_shape[d];
        if s == DYNAMIC {
            dyn_idx = Some(i);
            continue;
        }
        product = product.wrapping_mul(s);
        sizes[i] = index_attr(ctx, s);
    }
    if let Some(i) = dyn_idx {
        sizes[i] = apply(
            rw,
            loc,
            AffineExpr::symbol(0).floor_div_const(product),
            1,
            &[orig_size],
        );
    }
    sizes
}

/// Upstream `getExpandedStrides`.
fn expanded_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    result_shape: &[i64],
    group: &[usize],
    orig_size: OpFoldResult,
    orig_stride: OpFoldResult,
) -> Vec<OpFoldResult> {
    let n = group.len();
    let mut base = vec![0i64; n];
    let mut current: i64 = 1;
    let mut dyn_idx = None;
    for i in (0..n).rev() {
        base[i] = current;
        let s = result_shape[group[i]];
        if s == DYNAMIC {
            dyn_idx = Some(i);
            continue;
        }
        current = current.wrapping_mul(s);
    }
    let mut out = Vec::with_capacity(n);
    let mut done = 0;
    if let Some(d) = dyn_idx {
        let (s0, s1) = (AffineExpr::symbol(0), AffineExpr::symbol(1));
        while done < d {
            let e = s0.mul_const(base[done]).floor_div_const(current).mul(&s1);
            out.push(apply(rw, loc, e, 2, &[orig_size, orig_stride]));
            done += 1;
        }
    }
    while done < n {
        let e = AffineExpr::symbol(0).mul_const(base[done]);
        out.push(apply(rw, loc, e, 1, &[orig_stride]));
        done += 1;
    }
    out
}

/// Upstream `getCollapsedSize`.
fn collapsed_size(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    result_shape: &[i64],
    source_shape: &[i64],
    group: &[usize],
    group_id: usize,
    orig_sizes: &[OpFoldResult],
) -> OpFoldResult {
    let ctx = rw.ctx;
    let s = result_shape[group_id];
    if s != DYNAMIC {
        return index_attr(ctx, s);
    }
    let mut e = AffineExpr::constant(1);
    let mut inputs = Vec::new();
    for (i, &d) in group.iter().enumerate() {
        e = e.mul(&AffineExpr::symbol(i as u32));
        inputs.push(if source_shape[d] == DYNAMIC {
            orig_sizes[d]
        } else {
            index_attr(ctx, source_shape[d])
        });
    }
    apply(rw, loc, e, group.len() as u32, &inputs)
}

/// Upstream `getCollapsedStride` (MLIR 19): the minimum of the group's strides (size-1
/// dimensions skipped), as a composed-folded `affine.min`; a 1x..x1 group takes the
/// result type's stride, or its first dynamic source stride.
#[allow(clippy::too_many_arguments)]
fn collapsed_stride(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source_shape: &[i64],
    source_strides: &[i64],
    result_ty: Type,
    group: &[usize],
    group_id: usize,
    orig_strides: &[OpFoldResult],
) -> Option<OpFoldResult> {
    let ctx = rw.ctx;
    let mut group_strides = Vec::new();
    for &d in group {
        if source_shape[d] == 1 {
            continue;
        }
        group_strides.push(if source_strides[d] == DYNAMIC {
            orig_strides[d]
        } else {
            index_attr(ctx, source_strides[d])
        });
    }
    if !group_strides.is_empty() {
        let map = AffineMap::multi_dim_identity(group_strides.len() as u32);
        return Some(make_composed_folded_min_max(
            rw,
            loc,
            true,
            &map,
            &group_strides,
        ));
    }
    let (res_strides, _) = strides_and_offset(ctx, result_ty)?;
    let fin = res_strides[group_id];
    if fin == DYNAMIC {
        for &d in group {
            if source_strides[d] == DYNAMIC {
                return Some(orig_strides[d]);
            }
        }
        return None;
    }
    Some(index_attr(ctx, fin))
}

/// Upstream `resolveReshapeStridedMetadata`.
fn resolve_reshape(
    rw: &mut PatternRewriter<'_>,
    reshape: OpId,
    expand: bool,
) -> Option<StridedMetadata> {
    let ctx = rw.ctx;
    let loc = rw.body().loc(reshape);
    let source = rw.body().operand(reshape, 0);
    let source_ty = rw.body().value_type(source);
    let result_ty = rw.body().value_type(rw.body().result(reshape, 0));
    let source_shape = shape_of(ctx, source_ty);
    let result_shape = shape_of(ctx, result_ty);
    let (strides, offset) = strides_and_offset(ctx, source_ty)?;
    let groups = reassociation(ctx, rw.body(), reshape)?;
    if !expand {
        // Checked up front: a 1x..x1 group needs a stride from somewhere.
        strides_and_offset(ctx, result_ty)?;
    }
    let esm = create_esm(rw, loc, source)?;
    let (base, esm_offset, esm_sizes, esm_strides) = esm_results(rw.body(), esm);
    let offset = if offset == DYNAMIC {
        OpFoldResult::Value(esm_offset)
    } else {
        index_attr(ctx, offset)
    };
    if source_shape.is_empty() {
        let ones = vec![index_attr(ctx, 1); result_shape.len()];
        return Some(StridedMetadata {
            base,
            offset,
            sizes: ones.clone(),
            strides: ones,
        });
    }
    let orig_sizes: Vec<OpFoldResult> = esm_sizes.iter().map(|v| OpFoldResult::Value(*v)).collect();
    let orig_strides: Vec<OpFoldResult> = esm_strides
        .iter()
        .map(|v| OpFoldResult::Value(*v))
        .collect();
    let mut sizes = Vec::new();
    let mut final_strides = Vec::new();
    for (gid, group) in groups.iter().enumerate() {
        if expand {
            let gs = expanded_sizes(rw, loc, &result_shape, group, orig_sizes[gid]);
            let orig_stride = if strides[gid] == DYNAMIC {
                orig_strides[gid]
            } else {
                index_attr(ctx, strides[gid])
            };
            let gt = expanded_strides(rw, loc, &result_shape, group, orig_sizes[gid], orig_stride);
            sizes.extend(gs);
            final_strides.extend(gt);
        } else {
            let s = collapsed_size(
                rw,
                loc,
                &result_shape,
                &source_shape,
                group,
                gid,
                &orig_sizes,
            );
            let t = collapsed_stride(
                rw,
                loc,
                &source_shape,
                &strides,
                result_ty,
                group,
                gid,
                &orig_strides,
            )?;
            sizes.push(s);
            final_strides.push(t);
        }
    }
    Some(StridedMetadata {
        base,
        offset,
        sizes,
        strides: final_strides,
    })
}

fn reshape_precheck(rw: &PatternRewriter<'_>, reshape: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let source_ty = body.value_type(body.operand(reshape, 0));
    let result_ty = body.value_type(body.result(reshape, 0));
    esm_result_types(ctx, source_ty).is_some()
        && reassociation(ctx, body, reshape).is_some()
        && strides_and_offset(ctx, result_ty).is_some()
}

fn reshape_folder(op: OpId, rw: &mut PatternRewriter<'_>, expand: bool) -> LogicalResult {
    if !reshape_precheck(rw, op) {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let m = resolve_reshape(rw, op, expand).ok_or(())?;
    rw.set_insertion_point_before(op);
    let v = create_reinterpret_cast(rw, loc, ty, m.base, m.offset, &m.sizes, &m.strides);
    rw.replace_op(op, &[v]);
    Ok(())
}

fn esm_reshape_folder(op: OpId, rw: &mut PatternRewriter<'_>, expand: bool) -> LogicalResult {
    let name = if expand {
        "memref.expand_shape"
    } else {
        "memref.collapse_shape"
    };
    let reshape = source_def(rw, op, name).ok_or(())?;
    if !reshape_precheck(rw, reshape) {
        return Err(());
    }
    let loc = rw.body().loc(reshape);
    let m = resolve_reshape(rw, reshape, expand).ok_or(())?;
    replace_esm(rw, op, loc, m);
    Ok(())
}

// ---- alloc / get_global ------------------------------------------------------------------

fn alloc_folder(op: OpId, rw: &mut PatternRewriter<'_>, alloc_name: &str) -> LogicalResult {
    let ctx = rw.ctx;
    let alloc = source_def(rw, op, alloc_name).ok_or(())?;
    let alloc_v = rw.body().result(alloc, 0);
    let ty = rw.body().value_type(alloc_v);
    if !has_identity_layout(ctx, ty) {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let shape = shape_of(ctx, ty);
    let def = rmlir_ir::ods::op_def(ctx, rw.body(), alloc).ok_or(())?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, rw.body(), alloc);
    let (start, len) = segs[0];
    let dynamic: Vec<ValueId> = rw.body().operands(alloc).skip(start).take(len).collect();
    let (sizes, strides) = alloc_sizes_and_strides(rw, loc, &shape, &dynamic, alloc_v);
    let base_result = rw.body().result(op, 0);
    let base_ty = rw.body().value_type(base_result);
    let base = if !rw.body().has_uses(base_result) || ty == base_ty {
        alloc_v
    } else {
        create_reinterpret_cast(rw, loc, base_ty, alloc_v, index_attr(ctx, 0), &[], &[])
    };
    let mut results = vec![base];
    let zero = index_attr(ctx, 0);
    results.extend(metadata_values(rw, loc, zero, &sizes, &strides));
    rw.replace_op(op, &results);
    Ok(())
}

/// The sizes and strides of an allocation of `shape` with the `dynamic` sizes and the
/// identity layout (what `ExtractStridedMetadataOpAllocFolder` computes); the strides'
/// products are created at the insertion point unless they fold.
pub(crate) fn alloc_sizes_and_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    shape: &[i64],
    dynamic: &[ValueId],
    fallback: ValueId,
) -> (Vec<OpFoldResult>, Vec<OpFoldResult>) {
    let ctx = rw.ctx;
    let rank = shape.len();
    let mut dyn_iter = dynamic.iter();
    let sizes: Vec<OpFoldResult> = shape
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                OpFoldResult::Value(*dyn_iter.next().unwrap_or(&fallback))
            } else {
                index_attr(ctx, s)
            }
        })
        .collect();
    let mut strides = vec![index_attr(ctx, 1); rank];
    let mut expr = AffineExpr::constant(1);
    let mut nsym = 0u32;
    for i in (0..rank.saturating_sub(1)).rev() {
        expr = expr.mul(&AffineExpr::symbol(nsym));
        nsym += 1;
        let involved = sizes[i + 1..i + 1 + nsym as usize].to_vec();
        strides[i] = apply(rw, loc, expr.clone(), nsym, &involved);
    }
    (sizes, strides)
}

/// The offset, sizes and strides as values: a constant for each static entry.
pub(crate) fn metadata_values(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    offset: OpFoldResult,
    sizes: &[OpFoldResult],
    strides: &[OpFoldResult],
) -> Vec<ValueId> {
    let mut results = Vec::with_capacity(1 + sizes.len() + strides.len());
    for s in std::iter::once(&offset).chain(sizes).chain(strides) {
        results.push(value_or_constant_index(rw, loc, *s));
    }
    results
}

fn get_global_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let gg = source_def(rw, op, "memref.get_global").ok_or(())?;
    let gv = rw.body().result(gg, 0);
    let ty = rw.body().value_type(gv);
    if !has_identity_layout(ctx, ty) {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let shape = shape_of(ctx, ty);
    if shape.contains(&DYNAMIC) {
        return Err(());
    }
    let strides = super::layout_util::identity_strides(&shape);
    let base_ty = rw.body().value_type(rw.body().result(op, 0));
    let base = if ty == base_ty {
        gv
    } else {
        create_reinterpret_cast(rw, loc, base_ty, gv, index_attr(ctx, 0), &[], &[])
    };
    let mut results = vec![base, constant_index(rw, loc, 0)];
    for s in shape.iter().chain(strides.iter()) {
        results.push(constant_index(rw, loc, *s));
    }
    rw.replace_op(op, &results);
    Ok(())
}

// ---- the rest ----------------------------------------------------------------------------

/// Ops with `ViewLikeOpInterface` whose view source is operand 0.
const VIEW_LIKE: &[&str] = &[
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.subview",
    "memref.transpose",
    "memref.view",
];

fn aligned_pointer_of_view(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let src = body.operand(op, 0);
    let def = body.defining_op(src).ok_or(())?;
    if !VIEW_LIKE.contains(&rw.ctx.op_name_str(body.op_name(def))) {
        return Err(());
    }
    let view_source = body.operand(def, 0);
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, view_source));
    Ok(())
}

fn reinterpret_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let rc = source_def(rw, op, "memref.reinterpret_cast").ok_or(())?;
    let src = rw.body().operand(rc, 0);
    esm_result_types(ctx, rw.body().value_type(src)).ok_or(())?;
    let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, rw.body(), rc).ok_or(())?;
    let loc = rw.body().loc(op);
    let esm = create_esm(rw, loc, src).ok_or(())?;
    let base = rw.body().result(esm, 0);
    let mut results = vec![base, value_or_constant_index(rw, loc, offsets[0])];
    for s in sizes.iter().chain(strides.iter()) {
        results.push(value_or_constant_index(rw, loc, *s));
    }
    rw.replace_op(op, &results);
    Ok(())
}

fn cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let cast = source_def(rw, op, "memref.cast").ok_or(())?;
    let src = rw.body().operand(cast, 0);
    esm_result_types(ctx, rw.body().value_type(src)).ok_or(())?;
    let ty = rw.body().value_type(rw.body().operand(op, 0));
    let (shape, ..) = memref_parts(ctx, ty).ok_or(())?;
    let (src_strides, src_offset) = strides_and_offset(ctx, ty).ok_or(())?;
    let loc = rw.body().loc(op);
    let esm = create_esm(rw, loc, src).ok_or(())?;
    let (base, off, sizes, strides) = esm_results(rw.body(), esm);
    let pick = |c: i64, v: ValueId| {
        if c == DYNAMIC {
            OpFoldResult::Value(v)
        } else {
            index_attr(ctx, c)
        }
    };
    let mut ofrs = vec![pick(src_offset, off)];
    for i in 0..shape.len() {
        ofrs.push(pick(shape[i], sizes[i]));
    }
    for i in 0..shape.len() {
        ofrs.push(pick(src_strides[i], strides[i]));
    }
    let mut results = vec![base];
    for o in ofrs {
        results.push(value_or_constant_index(rw, loc, o));
    }
    rw.replace_op(op, &results);
    Ok(())
}

fn memory_space_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let msc = source_def(rw, op, "memref.memory_space_cast").ok_or(())?;
    let src = rw.body().operand(msc, 0);
    let loc = rw.body().loc(op);
    let esm = create_esm(rw, loc, src).ok_or(())?;
    let mut results: Vec<ValueId> = rw.body().results(esm).to_vec();
    let old_base = rw.body().result(op, 0);
    if rw.body().has_uses(old_base) {
        let base_ty = rw.body().value_type(results[0]);
        let dst_ty = rw.body().value_type(rw.body().result(msc, 0));
        let space = memref_parts(ctx, dst_ty).and_then(|p| p.3);
        let (shape, elem, layout, _) = memref_parts(ctx, base_ty).ok_or(())?;
        let new_ty = ctx.get_type(TypeKind::MemRef {
            shape: shape.into(),
            elem,
            layout,
            memory_space: space,
        });
        let c = create_op(
            rw,
            "memref.memory_space_cast",
            loc,
            &[results[0]],
            &[new_ty],
            &[],
        );
        results[0] = rw.body().result(c, 0);
    }
    rw.replace_op(op, &results);
    Ok(())
}

fn esm_of_esm_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let src = source_def(rw, op, "memref.extract_strided_metadata").ok_or(())?;
    let base = rw.body().result(src, 0);
    let loc = rw.body().loc(op);
    let zero = constant_index(rw, loc, 0);
    rw.replace_op(op, &[base, zero]);
    Ok(())
}
