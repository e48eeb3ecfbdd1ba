//! Canonicalization patterns of the tensor ops (upstream's `getCanonicalizationPatterns`
//! in `TensorOps.cpp`).

use super::fold::{can_fold_into_consumer, preserves_static_information};
use super::ranked_parts;
use super::verify::{cast_compatible, tensor_type};
use crate::memref::canonicalize::fold_dynamic_index_list;
use crate::memref::fold::def_named;
use crate::memref::verify::{
    constant_int, rank_reduction_mask, reassociation, segment, static_list,
};
use rmlir_ir::body::OpSpec;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Body, Context, OpId, Type, TypeKind, ValueId};

fn result_ty(rw: &PatternRewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().result(op, 0))
}

/// Creates `name(operands) : types` before `at`, with the location of `at`.
fn create(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    types: &[Type],
) -> OpId {
    let loc = rw.body().loc(at);
    let mut spec = OpSpec::new(rw.ctx.op_name(name), loc);
    spec.operands = operands;
    spec.result_types = types;
    rw.set_insertion_point_before(at);
    rw.create(spec)
}

/// Replaces `op` by a new single-operand op `name(value)` of `op`'s result type.
fn replace_with_unary(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, value: ValueId) {
    let ty = result_ty(rw, op);
    let new = create(rw, op, name, &[value], &[ty]);
    rw.replace_op_with_op(op, new);
}

// ---- casts ---------------------------------------------------------------------------------

/// Upstream's `joinShapes` of two tensor types of one element type (`None`: no join).
fn join_shapes(ctx: &Context, one: Type, two: Type) -> Option<Type> {
    let Some((a, elem)) = ranked_parts(ctx, one) else {
        return Some(two);
    };
    let Some((b, _)) = ranked_parts(ctx, two) else {
        return Some(one);
    };
    if a.len() != b.len() {
        return None;
    }
    let mut join = Vec::with_capacity(a.len());
    for (x, y) in a.iter().zip(b) {
        if *x == DYNAMIC {
            join.push(*y);
        } else if *y == DYNAMIC || x == y {
            join.push(*x);
        } else {
            return None;
        }
    }
    Some(tensor_type(ctx, &join, elem))
}

/// `ChainedTensorCast`: `cast(cast(x))` casts `x` once when no runtime check is lost.
fn chained_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let inner = def_named(ctx, body, body.operand(op, 0), "tensor.cast").ok_or(())?;
    let src = body.operand(inner, 0);
    let source_ty = body.value_type(src);
    let mid = body.value_type(body.operand(op, 0));
    let res = result_ty(rw, op);
    let first = join_shapes(ctx, source_ty, mid).and_then(|j| join_shapes(ctx, j, res));
    let Some(first) = first else {
        return Err(());
    };
    if Some(first) != join_shapes(ctx, source_ty, res) {
        return Err(());
    }
    replace_with_unary(rw, op, "tensor.cast", src);
    Ok(())
}

/// `TensorCastExtractSlice`: a cast adding static sizes to a slice becomes the slice's own
/// static sizes.
fn cast_of_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let slice = def_named(ctx, body, src, "tensor.extract_slice").ok_or(())?;
    let src_ty = body.value_type(src);
    let res = result_ty(rw, op);
    if !preserves_static_information(ctx, src_ty, res) {
        return Err(());
    }
    let (res_shape, _) = ranked_parts(ctx, res).ok_or(())?;
    let (slice_shape, _) = ranked_parts(ctx, src_ty).ok_or(())?;
    if res_shape == slice_shape {
        return Err(());
    }
    let mut lists = mixed_lists(ctx, body, slice, 1);
    let mask = rank_reduction_mask(&statics_of(&lists[1]), slice_shape);
    let mut k = 0;
    for i in 0..lists[1].len() {
        if mask.as_ref().is_some_and(|m| m[i]) {
            continue;
        }
        let d = *res_shape.get(k).ok_or(())?;
        k += 1;
        if d != DYNAMIC {
            lists[1][i] = Ok(d);
        }
    }
    let source = body.operand(slice, 0);
    let new = create_slice(rw, op, "tensor.extract_slice", &[source], &lists, Some(res));
    rw.replace_op_with_op(op, new);
    Ok(())
}

pub(crate) fn cast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "tensor.cast", 1, "ChainedTensorCast", chained_cast);
    set.add_fn(
        ctx,
        "tensor.cast",
        1,
        "TensorCastExtractSlice",
        cast_of_extract_slice,
    );
}

/// `ChainedTensorBitcast`: `bitcast(bitcast(x))` is one bitcast of `x`.
pub(crate) fn bitcast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.bitcast",
        1,
        "ChainedTensorBitcast",
        |op, rw| {
            let body = rw.body();
            let inner = def_named(rw.ctx, body, body.operand(op, 0), "tensor.bitcast").ok_or(())?;
            let src = body.operand(inner, 0);
            replace_with_unary(rw, op, "tensor.bitcast", src);
            Ok(())
        },
    );
}

// ---- dim -----------------------------------------------------------------------------------

/// `DimOfCastOp`: `dim(cast(x), i)` is `dim(x, i)`.
fn dim_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let cast = def_named(rw.ctx, body, body.operand(op, 0), "tensor.cast").ok_or(())?;
    let src = body.operand(cast, 0);
    let index = body.operand(op, 1);
    let ty = result_ty(rw, op);
    let new = create(rw, op, "tensor.dim", &[src, index], &[ty]);
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// `DimOfDestStyleOp`: the dim of a destination-style op's result is the dim of its init.
fn dim_of_dest_style(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let def = body.defining_op(src).ok_or(())?;
    let name = ctx.op_name_str(body.op_name(def));
    let init = if crate::linalg::is_structured(ctx, body, def) {
        // Structured ops: the init tied to the result.
        let rmlir_ir::body::ValueDef::Result { index, .. } = body.value(src).def else {
            return Err(());
        };
        *crate::linalg::segments(ctx, body, def)
            .1
            .get(index as usize)
            .ok_or(())?
    } else if matches!(
        name,
        "tensor.insert" | "tensor.insert_slice" | "tensor.pack" | "tensor.unpack"
    ) {
        body.operand(def, 1)
    } else {
        return Err(());
    };
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, init));
    Ok(())
}

/// `DimOfReshapeOp`: `dim(reshape(x, shape), i)` extracts `shape[i]`.
fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let reshape = def_named(ctx, body, body.operand(op, 0), "tensor.reshape").ok_or(())?;
    let shape = body.operand(reshape, 1);
    let index = body.operand(op, 1);
    let elem = ctx.element_type(body.value_type(shape)).ok_or(())?;
    let dim_ty = result_ty(rw, op);
    let loc = rw.body().loc(op);
    rw.set_insertion_point_after(op);
    let mut spec = OpSpec::new(ctx.op_name("tensor.extract"), loc);
    let operands = [shape, index];
    spec.operands = &operands;
    let tys = [elem];
    spec.result_types = &tys;
    let ex = rw.create(spec);
    let mut v = rw.body().result(ex, 0);
    if elem != dim_ty {
        let mut spec = OpSpec::new(ctx.op_name("arith.index_cast"), loc);
        let operands = [v];
        spec.operands = &operands;
        let tys = [dim_ty];
        spec.result_types = &tys;
        let cast = rw.create(spec);
        v = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(crate) fn dim_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "tensor.dim", 1, "DimOfCastOp", dim_of_cast);
    set.add_fn(ctx, "tensor.dim", 1, "DimOfDestStyleOp", dim_of_dest_style);
    set.add_fn(ctx, "tensor.dim", 1, "DimOfReshapeOp", dim_of_reshape);
}

// ---- extract -------------------------------------------------------------------------------

/// `ExtractFromTensorCast`: extracting from a cast of a ranked tensor extracts from it.
fn extract_from_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let cast = def_named(ctx, body, body.operand(op, 0), "tensor.cast").ok_or(())?;
    let src = body.operand(cast, 0);
    ranked_parts(ctx, body.value_type(src)).ok_or(())?;
    let mut operands: Vec<ValueId> = body.operands(op).collect();
    operands[0] = src;
    let ty = result_ty(rw, op);
    let new = create(rw, op, "tensor.extract", &operands, &[ty]);
    rw.replace_op_with_op(op, new);
    Ok(())
}

pub(crate) fn extract_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.extract",
        1,
        "ExtractFromTensorCast",
        extract_from_cast,
    );
}

// ---- empty -------------------------------------------------------------------------------

/// `FoldEmptyTensorWithDimOp`: `dim(empty(...), i)` of a dynamic dim is its size operand.
fn dim_of_empty(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let index = constant_int(ctx, body, body.operand(op, 1)).ok_or(())?;
    let empty = def_named(ctx, body, body.operand(op, 0), "tensor.empty").ok_or(())?;
    let (shape, _) = ranked_parts(ctx, body.value_type(body.result(empty, 0))).ok_or(())?;
    if index < 0 || index as usize >= shape.len() || shape[index as usize] != DYNAMIC {
        return Err(());
    }
    let k = shape[..index as usize]
        .iter()
        .filter(|d| **d == DYNAMIC)
        .count();
    let v = body.operand(empty, k);
    rw.replace_op(op, &[v]);
    Ok(())
}

/// Upstream's `foldDynamicToStaticDimSizes`: the result type of `op` with the dynamic sizes
/// given by constant operands made static, and the remaining size operands.
fn fold_static_sizes(rw: &PatternRewriter<'_>, op: OpId) -> Option<(Type, Vec<ValueId>)> {
    let ctx = rw.ctx;
    let body = rw.body();
    let TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    } = ctx.type_kind(result_ty(rw, op))
    else {
        return None;
    };
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut dynamic = Vec::new();
    let mut k = 0;
    for d in shape.iter() {
        if *d != DYNAMIC {
            new_shape.push(*d);
            continue;
        }
        let v = body.operand(op, k);
        k += 1;
        match constant_int(ctx, body, v) {
            Some(c) if c >= 0 => new_shape.push(c),
            _ => {
                new_shape.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    let ty = ctx.get_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        elem: *elem,
        encoding: *encoding,
    });
    Some((ty, dynamic))
}

/// `ReplaceEmptyTensorStaticShapeDims`: constant sizes of an empty tensor become static,
/// with a cast back to the old type.
fn empty_static_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (new_ty, dynamic) = fold_static_sizes(rw, op).ok_or(())?;
    if new_ty == result_ty(rw, op) {
        return Err(());
    }
    let new = create(rw, op, "tensor.empty", &dynamic, &[new_ty]);
    let r = rw.body().result(new, 0);
    replace_with_unary(rw, op, "tensor.cast", r);
    Ok(())
}

/// `StaticTensorGenerate`: constant extents of a generate become static, its body moved to
/// the new op, with a cast back to the old type.
fn generate_static_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (new_ty, dynamic) = fold_static_sizes(rw, op).ok_or(())?;
    if new_ty == result_ty(rw, op) {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let mut spec = OpSpec::new(rw.ctx.op_name("tensor.generate"), loc);
    spec.operands = &dynamic;
    let tys = [new_ty];
    spec.result_types = &tys;
    spec.num_regions = 1;
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let from = rw.body().regions(op)[0];
    let to = rw.body().regions(new)[0];
    rw.inline_region_before(from, to, None);
    let r = rw.body().result(new, 0);
    replace_with_unary(rw, op, "tensor.cast", r);
    Ok(())
}

pub(crate) fn generate_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.generate",
        1,
        "StaticTensorGenerate",
        generate_static_dims,
    );
}

/// `FoldEmptyTensorWithCastOp`: a cast adding static sizes to an empty tensor is a more
/// static empty tensor.
fn empty_with_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let res = result_ty(rw, op);
    if !preserves_static_information(ctx, body.value_type(src), res) {
        return Err(());
    }
    let empty = def_named(ctx, body, src, "tensor.empty").ok_or(())?;
    let (old, _) = ranked_parts(ctx, body.value_type(src)).ok_or(())?;
    let (new, elem) = ranked_parts(ctx, res).ok_or(())?;
    let mut shape = Vec::with_capacity(new.len());
    let mut dynamic = Vec::new();
    let mut k = 0;
    for (o, n) in old.iter().zip(new) {
        if *o != DYNAMIC {
            if *n != *o {
                return Err(());
            }
            shape.push(*o);
            continue;
        }
        let v = body.operand(empty, k);
        k += 1;
        shape.push(*n);
        if *n == DYNAMIC {
            dynamic.push(v);
        }
    }
    let ty = tensor_type(ctx, &shape, elem);
    let new = create(rw, op, "tensor.empty", &dynamic, &[ty]);
    rw.replace_op_with_op(op, new);
    Ok(())
}

pub(crate) fn empty_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.cast",
        1,
        "FoldEmptyTensorWithCastOp",
        empty_with_cast,
    );
    set.add_fn(
        ctx,
        "tensor.dim",
        1,
        "FoldEmptyTensorWithDimOp",
        dim_of_empty,
    );
    set.add_fn(
        ctx,
        "tensor.empty",
        1,
        "ReplaceEmptyTensorStaticShapeDims",
        empty_static_dims,
    );
}

// ---- slices --------------------------------------------------------------------------------

/// A static entry or a dynamic value (upstream's `OpFoldResult`).
type Ofr = Result<i64, ValueId>;

const LIST_NAMES: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

/// The mixed offsets, sizes and strides of a slice op whose offsets are operand group
/// `first`.
fn mixed_lists(ctx: &Context, body: &Body, op: OpId, first: usize) -> [Vec<Ofr>; 3] {
    std::array::from_fn(|k| {
        let statics = static_list(ctx, body, op, LIST_NAMES[k]);
        let (mut i, _) = segment(ctx, body, op, first + k);
        statics
            .iter()
            .map(|s| {
                if *s == DYNAMIC {
                    i += 1;
                    Err(body.operand(op, i - 1))
                } else {
                    Ok(*s)
                }
            })
            .collect()
    })
}

fn statics_of(l: &[Ofr]) -> Vec<i64> {
    l.iter().map(|m| m.unwrap_or(DYNAMIC)).collect()
}

/// Upstream's `foldDynamicIndexList` over offsets (non-negative), sizes (non-negative) and
/// strides, short-circuiting as upstream's `failed(a) && failed(b) && failed(c)`.
fn fold_constant_lists(rw: &PatternRewriter<'_>, lists: &mut [Vec<Ofr>; 3]) -> bool {
    let [o, s, t] = lists;
    fold_dynamic_index_list(rw, o, true)
        || fold_dynamic_index_list(rw, s, true)
        || fold_dynamic_index_list(rw, t, false)
}

/// Creates a slice op `name` with `leading` operands and the mixed lists.
fn create_slice(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    name: &str,
    leading: &[ValueId],
    lists: &[Vec<Ofr>; 3],
    result: Option<Type>,
) -> OpId {
    let ctx = rw.ctx;
    let mut operands = leading.to_vec();
    let mut seg: Vec<i32> = vec![1; leading.len()];
    let mut props = vec![None];
    for l in lists {
        let mut n = 0;
        for m in l {
            if let Err(v) = m {
                operands.push(*v);
                n += 1;
            }
        }
        seg.push(n);
        props.push(Some(c::dense_i64_array(ctx, &statics_of(l))));
    }
    props[0] = Some(c::dense_i32_array(ctx, &seg));
    let loc = rw.body().loc(at);
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = &operands;
    let tys: Vec<Type> = result.into_iter().collect();
    spec.result_types = &tys;
    spec.props = props.into_iter().collect();
    rw.set_insertion_point_before(at);
    rw.create(spec)
}

/// Upstream's `ExtractSliceOp::inferCanonicalRankReducedResultType`: the inferred type with
/// its first unit dims dropped down to `rank`.
fn canonical_rank_reduced(ctx: &Context, rank: usize, source: Type, sizes: &[i64]) -> Option<Type> {
    let (_, elem) = ranked_parts(ctx, source)?;
    let mut drop = sizes.len().saturating_sub(rank);
    let shape: Vec<i64> = sizes
        .iter()
        .filter(|s| {
            if drop > 0 && **s == 1 {
                drop -= 1;
                false
            } else {
                true
            }
        })
        .copied()
        .collect();
    Some(tensor_type(ctx, &shape, elem))
}

/// Replaces `op` by `value`, cast to `op`'s result type when they differ.
fn replace_with_cast_if_needed(rw: &mut PatternRewriter<'_>, op: OpId, value: ValueId) {
    if rw.body().value_type(value) == result_ty(rw, op) {
        rw.replace_op(op, &[value]);
    } else {
        replace_with_unary(rw, op, "tensor.cast", value);
    }
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `tensor.extract_slice`.
fn extract_slice_constant_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut lists = mixed_lists(ctx, body, op, 1);
    if !fold_constant_lists(rw, &mut lists) {
        return Err(());
    }
    let body = rw.body();
    let src = body.operand(op, 0);
    let rank = ranked_parts(ctx, result_ty(rw, op)).ok_or(())?.0.len();
    let ty =
        canonical_rank_reduced(ctx, rank, body.value_type(src), &statics_of(&lists[1])).ok_or(())?;
    let new = create_slice(rw, op, "tensor.extract_slice", &[src], &lists, Some(ty));
    let r = rw.body().result(new, 0);
    replace_with_cast_if_needed(rw, op, r);
    Ok(())
}

fn has_constant_operand(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.operands(op).any(|v| {
        ctx.type_kind(body.value_type(v)) == &TypeKind::Index
            && constant_int(ctx, body, v).is_some()
    })
}

/// `ExtractSliceOpCastFolder`: a slice of a foldable cast slices the cast's source.
fn extract_slice_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if has_constant_operand(ctx, body, op) {
        return Err(());
    }
    let cast = def_named(ctx, body, body.operand(op, 0), "tensor.cast").ok_or(())?;
    if !can_fold_into_consumer(ctx, body, cast) {
        return Err(());
    }
    let src = body.operand(cast, 0);
    let lists = mixed_lists(ctx, body, op, 1);
    let ty = result_ty(rw, op);
    let new = create_slice(rw, op, "tensor.extract_slice", &[src], &lists, Some(ty));
    rw.replace_op_with_op(op, new);
    Ok(())
}

pub(crate) fn extract_slice_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.extract_slice",
        1,
        "OpWithOffsetSizesAndStridesConstantArgumentFolder",
        extract_slice_constant_folder,
    );
    set.add_fn(
        ctx,
        "tensor.extract_slice",
        1,
        "ExtractSliceOpCastFolder",
        extract_slice_cast_folder,
    );
}

/// `InsertSliceOpConstantArgumentFolder`: constant offsets/sizes/strides become static; the
/// source is cast to the canonical type they imply.
fn insert_slice_constant_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut lists = mixed_lists(ctx, body, op, 2);
    if !fold_constant_lists(rw, &mut lists) {
        return Err(());
    }
    let body = rw.body();
    let (src, dest) = (body.operand(op, 0), body.operand(op, 1));
    let src_ty = body.value_type(src);
    let rank = ranked_parts(ctx, src_ty).ok_or(())?.0.len();
    let ty = canonical_rank_reduced(ctx, rank, body.value_type(dest), &statics_of(&lists[1]))
        .ok_or(())?;
    let mut to_insert = src;
    if ty != src_ty {
        let c = create(rw, cast_point(rw, op), "tensor.cast", &[src], &[ty]);
        to_insert = rw.body().result(c, 0);
    }
    replace_insert_slice(rw, op, &[to_insert, dest], &lists);
    Ok(())
}

/// Upstream's `computeRankReductionMask` with `matchDynamic`: dynamic sizes match anything
/// but 1.
fn rank_reduction_mask_dynamic(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut ri = 0;
    for (oi, &size) in original.iter().enumerate() {
        if ri < reduced.len() && size != 1 && (reduced[ri] == DYNAMIC || size == DYNAMIC) {
            ri += 1;
            continue;
        }
        if ri < reduced.len() && size == reduced[ri] {
            ri += 1;
            continue;
        }
        unused[oi] = true;
        if size != 1 {
            return None;
        }
    }
    (ri == reduced.len()).then_some(unused)
}

/// `InsertSliceOpCastFolder`: foldable casts of the source or the destination are
/// bypassed, the source's static sizes taken into the op.
fn insert_slice_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if has_constant_operand(ctx, body, op) {
        return Err(());
    }
    let through_cast = |v: ValueId| {
        def_named(ctx, body, v, "tensor.cast")
            .filter(|c| can_fold_into_consumer(ctx, body, *c))
            .map(|c| body.operand(c, 0))
    };
    let (src0, dest0) = (body.operand(op, 0), body.operand(op, 1));
    let (sc, dc) = (through_cast(src0), through_cast(dest0));
    if sc.is_none() && dc.is_none() {
        return Err(());
    }
    let src = sc.unwrap_or(src0);
    let dst = dc.unwrap_or(dest0);
    let (src_shape, _) = ranked_parts(ctx, body.value_type(src)).ok_or(())?;
    ranked_parts(ctx, body.value_type(dst)).ok_or(())?;
    let mut lists = mixed_lists(ctx, body, op, 2);
    let mut sizes = statics_of(&lists[1]);
    let mask = rank_reduction_mask_dynamic(&sizes, src_shape).ok_or(())?;
    let mut k = 0;
    for (i, size) in sizes.iter_mut().enumerate() {
        if !mask[i] && src_shape.get(k).is_some_and(|d| *d != DYNAMIC) {
            lists[1][i] = Ok(src_shape[k]);
            *size = src_shape[k];
            k += 1;
        }
    }
    let expected = tensor_type(
        ctx,
        &sizes,
        ctx.element_type(body.value_type(dst)).ok_or(())?,
    );
    if !is_rank_reduced(ctx, expected, body.value_type(src)) {
        return Err(());
    }
    let dst_ty = body.value_type(dst);
    let old_dest_ty = body.value_type(dest0);
    if is_parallel(rw, op) {
        replace_insert_slice(rw, op, &[src, dst], &lists);
        return Ok(());
    }
    let new = create_slice(
        rw,
        op,
        "tensor.insert_slice",
        &[src, dst],
        &lists,
        Some(dst_ty),
    );
    let r = rw.body().result(new, 0);
    if dst_ty != old_dest_ty {
        replace_with_unary(rw, op, "tensor.cast", r);
    } else {
        rw.replace_op(op, &[r]);
    }
    Ok(())
}

/// Upstream's `isRankReducedType(expected, candidate) == Success`.
fn is_rank_reduced(ctx: &Context, expected: Type, candidate: Type) -> bool {
    if expected == candidate {
        return true;
    }
    let (Some((es, ee)), Some((cs, ce))) =
        (ranked_parts(ctx, expected), ranked_parts(ctx, candidate))
    else {
        return false;
    };
    cs.len() <= es.len() && rank_reduction_mask(es, cs).is_some() && ee == ce
}

/// `InsertSliceOpSourceCastInserter`: constant sizes give the source a more static type,
/// made explicit by a cast.
fn insert_slice_source_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let src_ty = body.value_type(src);
    let TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    } = ctx.type_kind(src_ty)
    else {
        return Err(());
    };
    let dest_rank = ranked_parts(ctx, body.value_type(body.operand(op, 1)))
        .ok_or(())?
        .0
        .len();
    if shape.len() != dest_rank {
        return Err(());
    }
    let lists = mixed_lists(ctx, body, op, 2);
    let mut new_shape = shape.to_vec();
    for (i, m) in lists[1].iter().enumerate() {
        let c = match m {
            Ok(v) => Some(*v),
            Err(v) => constant_int(ctx, body, *v),
        };
        if let Some(c) = c {
            if c < 0 {
                return Err(());
            }
            new_shape[i] = c;
        }
    }
    let new_ty = ctx.get_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        elem: *elem,
        encoding: *encoding,
    });
    if new_ty == src_ty
        || !preserves_static_information(ctx, src_ty, new_ty)
        || !cast_compatible(ctx, src_ty, new_ty)
    {
        return Err(());
    }
    let dest = body.operand(op, 1);
    let c = create(rw, cast_point(rw, op), "tensor.cast", &[src], &[new_ty]);
    let cast = rw.body().result(c, 0);
    replace_insert_slice(rw, op, &[cast, dest], &lists);
    Ok(())
}

fn is_parallel(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.ctx.op_name_str(rw.body().op_name(op)) == "tensor.parallel_insert_slice"
}

/// Where a cast of an insert's source goes: before the op, or for a parallel insert before
/// its parallel-combining parent.
fn cast_point(rw: &PatternRewriter<'_>, op: OpId) -> OpId {
    if is_parallel(rw, op) {
        rw.body().parent_op(op).unwrap_or(op)
    } else {
        op
    }
}

/// Replaces an insert_slice or parallel_insert_slice by one of the same kind.
fn replace_insert_slice(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    leading: &[ValueId],
    lists: &[Vec<Ofr>; 3],
) {
    if is_parallel(rw, op) {
        create_slice(rw, op, "tensor.parallel_insert_slice", leading, lists, None);
        rw.erase_op(op);
    } else {
        let res = result_ty(rw, op);
        let new = create_slice(rw, op, "tensor.insert_slice", leading, lists, Some(res));
        rw.replace_op_with_op(op, new);
    }
}

pub(crate) fn parallel_insert_slice_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let name = "tensor.parallel_insert_slice";
    set.add_fn(
        ctx,
        name,
        1,
        "InsertSliceOpConstantArgumentFolder",
        insert_slice_constant_folder,
    );
    set.add_fn(
        ctx,
        name,
        1,
        "InsertSliceOpCastFolder",
        insert_slice_cast_folder,
    );
    set.add_fn(
        ctx,
        name,
        1,
        "InsertSliceOpSourceCastInserter",
        insert_slice_source_cast,
    );
}

// ---- pad -----------------------------------------------------------------------------------

/// `FoldStaticZeroPadding`: a pad of zeros (not `nofold`) is a cast of its source.
fn pad_static_zero(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let zero = |name: &str, group: usize| {
        let statics = static_list(ctx, body, op, name);
        let (mut k, _) = segment(ctx, body, op, group);
        statics.iter().all(|s| {
            if *s == DYNAMIC {
                k += 1;
                constant_int(ctx, body, body.operand(op, k - 1)) == Some(0)
            } else {
                *s == 0
            }
        })
    };
    if !zero("static_low", 1)
        || !zero("static_high", 2)
        || rmlir_ir::ods::prop(ctx, body, op, "nofold").is_some()
    {
        return Err(());
    }
    let src = body.operand(op, 0);
    replace_with_unary(rw, op, "tensor.cast", src);
    Ok(())
}

pub(crate) fn pad_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.pad",
        1,
        "FoldStaticZeroPadding",
        pad_static_zero,
    );
    use super::pad_canonicalize as pc;
    set.add_fn(
        ctx,
        "tensor.pad",
        1,
        "FoldSourceTensorCast",
        pc::fold_source_tensor_cast,
    );
    set.add_fn(
        ctx,
        "tensor.pad",
        1,
        "FoldTargetTensorCast",
        pc::fold_target_tensor_cast,
    );
}

// ---- reassociative reshapes ----------------------------------------------------------------

/// The `reassociation` attribute of `groups`: an array of i64 arrays.
fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> rmlir_ir::Attribute {
    let i64t = ctx.integer_type(64);
    let arrays: Vec<rmlir_ir::Attribute> = groups
        .iter()
        .map(|g| {
            let elems: Vec<rmlir_ir::Attribute> =
                g.iter().map(|i| ctx.int_attr(i64t, *i)).collect();
            ctx.array_attr(&elems)
        })
        .collect();
    ctx.array_attr(&arrays)
}

/// `ComposeReassociativeReshapeOps`: two collapses (or two expansions) in a row are one.
fn compose_reshapes(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let name = ctx.op_name_str(body.op_name(op));
    let producer = def_named(ctx, body, body.operand(op, 0), name).ok_or(())?;
    let composed = crate::memref::reshape::compose_reassociation(
        &reassociation(ctx, body, producer),
        &reassociation(ctx, body, op),
    )
    .ok_or(())?;
    let src = body.operand(producer, 0);
    let ty = result_ty(rw, op);
    let reassoc = Some(reassociation_attr(ctx, &composed));
    let (operands, props) = if name == "tensor.expand_shape" {
        let mut operands = vec![src];
        operands.extend(body.operands(op).skip(1));
        let statics = rmlir_ir::ods::prop(ctx, body, op, "static_output_shape");
        (operands, vec![reassoc, statics])
    } else {
        (vec![src], vec![reassoc])
    };
    let loc = body.loc(op);
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = &operands;
    let tys = [ty];
    spec.result_types = &tys;
    spec.props = props.into_iter().collect();
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    rw.replace_op_with_op(op, new);
    Ok(())
}

pub(crate) fn expand_shape_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.expand_shape",
        1,
        "ComposeReassociativeReshapeOps",
        compose_reshapes,
    );
    // `FoldDimOfExpandShape`, `FoldDimOfCollapseShape` (`tensor.dim` patterns).
    crate::linalg::reify::populate_dim_of_reshape(ctx, set, false);
    crate::linalg::reify::populate_dim_of_reshape(ctx, set, true);
}

pub(crate) fn collapse_shape_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.collapse_shape",
        1,
        "ComposeReassociativeReshapeOps",
        compose_reshapes,
    );
}

pub(crate) fn insert_slice_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.insert_slice",
        1,
        "InsertSliceOpConstantArgumentFolder",
        insert_slice_constant_folder,
    );
    set.add_fn(
        ctx,
        "tensor.insert_slice",
        1,
        "InsertSliceOpCastFolder",
        insert_slice_cast_folder,
    );
    set.add_fn(
        ctx,
        "tensor.insert_slice",
        1,
        "InsertSliceOpSourceCastInserter",
        insert_slice_source_cast,
    );
}
