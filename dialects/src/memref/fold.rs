//! Folders of the memref ops (upstream's `fold` methods in `MemRefOps.cpp`).

use super::layout::{memref_parts, strides_and_offset, DYNAMIC};
use super::verify::{constant_int, memref_rank_reduction_mask, mixed_sizes, segment, static_list};
use rmlir_ir::rewrite::{Edit, FoldAdaptor, Folded};
use rmlir_ir::{AttrKind, Body, Context, OpId, Type, TypeKind, ValueId};

/// The op defining `v` if it is named `name`.
pub(crate) fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    let d = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(d)) == name).then_some(d)
}

fn is_unranked(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. })
}

/// Upstream's `foldMemRefCast(op, inner)`: every operand (other than `inner`) defined by a
/// `memref.cast` from a ranked memref takes the cast's source.
fn memref_cast_edits(ctx: &Context, body: &Body, op: OpId, inner: Option<ValueId>) -> Vec<Edit> {
    let mut edits = Vec::new();
    for (i, v) in body.operands(op).enumerate() {
        if Some(v) == inner {
            continue;
        }
        if let Some(c) = def_named(ctx, body, v, "memref.cast") {
            let src = body.operand(c, 0);
            if !is_unranked(ctx, body.value_type(src)) {
                edits.push(Edit::Operand(i as u32, src));
            }
        }
    }
    edits
}

fn in_place(edits: Vec<Edit>) -> Option<Folded> {
    (!edits.is_empty()).then(|| Folded::InPlace(edits.into()))
}

/// `op(memref.cast(x)) -> op(x)` for the ops whose only folding is that.
pub(crate) fn fold_memref_cast_operands(a: &FoldAdaptor<'_>) -> Option<Folded> {
    in_place(memref_cast_edits(a.ctx, a.body, a.op, None))
}

pub(crate) fn fold_load(a: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_memref_cast_operands(a)
}

pub(crate) fn fold_store(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let value = a.body.operand(a.op, 0);
    in_place(memref_cast_edits(a.ctx, a.body, a.op, Some(value)))
}

pub(crate) fn fold_atomic_rmw(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let value = a.body.operand(a.op, 0);
    in_place(memref_cast_edits(a.ctx, a.body, a.op, Some(value)))
}

/// Upstream's `CastOp::canFoldIntoConsumerOp`: the cast only loses static information.
pub fn can_fold_cast_into_consumer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    let src = body.value_type(body.operand(cast, 0));
    let dst = body.value_type(body.results(cast)[0]);
    let (Some(sp), Some(dp)) = (memref_parts(ctx, src), memref_parts(ctx, dst)) else {
        return false;
    };
    if sp.elem != dp.elem || sp.shape.len() != dp.shape.len() {
        return false;
    }
    let (Some((ss, so)), Some((ds, doff))) =
        (strides_and_offset(ctx, src), strides_and_offset(ctx, dst))
    else {
        return false;
    };
    let more_static = |s: i64, d: i64| s != d && s == DYNAMIC && d != DYNAMIC;
    if sp
        .shape
        .iter()
        .zip(dp.shape)
        .any(|(s, d)| more_static(*s, *d))
    {
        return false;
    }
    if more_static(so, doff) {
        return false;
    }
    !ss.iter().zip(&ds).any(|(s, d)| more_static(*s, *d))
}

/// `copy(memref.cast(x), y)`: the first operand whose cast only changes the layout takes
/// the cast's source.
pub(crate) fn fold_copy(a: &FoldAdaptor<'_>) -> Option<Folded> {
    for (i, v) in a.body.operands(a.op).enumerate() {
        if let Some(c) = def_named(a.ctx, a.body, v, "memref.cast") {
            if can_fold_cast_into_consumer(a.ctx, a.body, c) {
                let src = a.body.operand(c, 0);
                return Some(Folded::InPlace(vec![Edit::Operand(i as u32, src)].into()));
            }
        }
    }
    None
}

fn index_attr(ctx: &Context, v: i64) -> rmlir_ir::Attribute {
    ctx.int_attr(ctx.index_type(), v)
}

pub(crate) fn fold_dim(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let index = match ctx.attr_kind(a.operand(1)?) {
        AttrKind::Integer { value, .. } => value.to_i64()?,
        _ => return None,
    };
    let src = body.operand(op, 0);
    let st = body.value_type(src);
    let p = memref_parts(ctx, st)?;
    if index < 0 || index as usize >= p.shape.len() {
        return None;
    }
    let i = index as usize;
    if p.shape[i] != DYNAMIC {
        return Some(Folded::attr(index_attr(ctx, p.shape[i])));
    }
    let dyn_index = p.shape[..i].iter().filter(|d| **d == DYNAMIC).count();
    if let Some(d) = body.defining_op(src) {
        match ctx.op_name_str(body.op_name(d)) {
            "memref.alloc" | "memref.alloca" => {
                return Some(Folded::value(body.operand(d, dyn_index)));
            }
            "memref.view" => return Some(Folded::value(body.operand(d, 2 + dyn_index))),
            "memref.subview" => {
                let source = body.value_type(body.operand(d, 0));
                let sizes = mixed_sizes(ctx, body, d);
                let unused = memref_rank_reduction_mask(ctx, source, st, &sizes)?;
                let mut result_index = 0;
                let mut source_index = None;
                for (k, u) in unused.iter().enumerate() {
                    if *u {
                        continue;
                    }
                    if result_index == i {
                        source_index = Some(k);
                        break;
                    }
                    result_index += 1;
                }
                let k = source_index?;
                let statics = static_list(ctx, body, d, "static_sizes");
                if statics.get(k) != Some(&DYNAMIC) {
                    return None;
                }
                let pos = statics[..k].iter().filter(|s| **s == DYNAMIC).count();
                let (start, _) = segment(ctx, body, d, 2);
                return Some(Folded::value(body.operand(d, start + pos)));
            }
            _ => {}
        }
    }
    in_place(memref_cast_edits(ctx, body, op, None))
}

pub(crate) fn fold_rank(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let t = a.body.value_type(a.body.operand(a.op, 0));
    let p = memref_parts(a.ctx, t)?;
    Some(Folded::attr(index_attr(a.ctx, p.shape.len() as i64)))
}

/// The `CastOpInterface` trait folder: a cast to its own type is its operand.
fn fold_identity_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    (a.body.value_type(src) == a.body.value_type(a.body.results(a.op)[0]))
        .then(|| Folded::value(src))
}

pub(crate) fn fold_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_memref_cast_operands(a).or_else(|| fold_identity_cast(a))
}

pub(crate) fn fold_memory_space_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    let Some(parent) = def_named(a.ctx, a.body, src, "memref.memory_space_cast") else {
        return fold_identity_cast(a);
    };
    Some(Folded::InPlace(
        vec![Edit::Operand(0, a.body.operand(parent, 0))].into(),
    ))
}

fn has_static_shape(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|p| !p.shape.contains(&DYNAMIC))
}

pub(crate) fn fold_view(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    let rt = a.body.value_type(a.body.results(a.op)[0]);
    (a.body.value_type(src) == rt && has_static_shape(a.ctx, rt)).then(|| Folded::value(src))
}

/// The mixed offsets/sizes/strides of a view-like op: static entries or constant operands
/// (`Err(value)` for a non-constant dynamic entry).
pub(crate) fn mixed(
    ctx: &Context,
    body: &Body,
    op: OpId,
    which: usize,
) -> Vec<Result<i64, ValueId>> {
    let name = ["static_offsets", "static_sizes", "static_strides"][which];
    let statics = static_list(ctx, body, op, name);
    let (start, _) = segment(ctx, body, op, which + 1);
    let mut k = start;
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                let v = body.operand(op, k);
                k += 1;
                Err(v)
            } else {
                Ok(*s)
            }
        })
        .collect()
}

fn is_const(ctx: &Context, body: &Body, m: &Result<i64, ValueId>, want: i64) -> bool {
    match m {
        Ok(v) => *v == want,
        Err(v) => constant_int(ctx, body, *v) == Some(want),
    }
}

pub(crate) fn fold_subview(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let st = body.value_type(src);
    let rt = body.value_type(body.results(op)[0]);
    if has_static_shape(ctx, rt) && rt == st {
        return Some(Folded::value(src));
    }
    if let Some(prev) = def_named(ctx, body, src, "memref.subview") {
        let all_zero = mixed(ctx, body, op, 0)
            .iter()
            .all(|m| is_const(ctx, body, m, 0));
        let all_one = mixed(ctx, body, op, 2)
            .iter()
            .all(|m| is_const(ctx, body, m, 1));
        let same_sizes = mixed(ctx, body, op, 1) == mixed(ctx, body, prev, 1);
        if all_zero && all_one && same_sizes && rt == st {
            return Some(Folded::value(src));
        }
    }
    None
}

pub(crate) fn fold_reinterpret_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let src = body.operand(op, 0);
    let prev = if let Some(p) = def_named(ctx, body, src, "memref.reinterpret_cast") {
        Some(body.operand(p, 0))
    } else if let Some(p) = def_named(ctx, body, src, "memref.cast") {
        Some(body.operand(p, 0))
    } else if let Some(p) = def_named(ctx, body, src, "memref.subview") {
        mixed(ctx, body, p, 0)
            .iter()
            .all(|m| is_const(ctx, body, m, 0))
            .then(|| body.operand(p, 0))
    } else {
        None
    };
    if let Some(prev) = prev {
        return Some(Folded::InPlace(vec![Edit::Operand(0, prev)].into()));
    }
    let rt = body.value_type(body.results(op)[0]);
    let offset0 = static_list(ctx, body, op, "static_offsets").first() == Some(&0);
    (has_static_shape(ctx, rt) && body.value_type(src) == rt && offset0).then(|| Folded::value(src))
}

/// Upstream `ExtractStridedMetadataOp::fold` (MLIR 19): used results the source type gives
/// statically become constants built before the op, unnotified (upstream's
/// `replaceConstantUsesOf` with the folder's own builder). MLIR 19 does not fold a
/// `memref.cast` source away (`mlir-opt --test-constant-fold` and `--canonicalize` keep it).
pub(crate) fn fold_extract_strided_metadata(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let edits = super::transforms::layout_util::extract_strided_metadata_constant_edits(
        a.ctx, a.body, a.op,
    );
    (!edits.is_empty()).then(|| Folded::InPlace(edits.into()))
}

pub(crate) fn fold_transpose(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let perm = super::verify::permutation(ctx, body, op)?;
    let src = body.operand(op, 0);
    if perm.is_identity() && body.value_type(src) == body.value_type(body.results(op)[0]) {
        return Some(Folded::value(src));
    }
    let other = def_named(ctx, body, src, "memref.transpose")?;
    let other_perm = super::verify::permutation(ctx, body, other)?;
    let composed = perm.compose(&other_perm);
    let slot = ctx
        .op_info(body.op_name(op))
        .and_then(|i| i.prop_index("permutation"))? as u32;
    Some(Folded::InPlace(
        vec![
            Edit::Operand(0, body.operand(other, 0)),
            Edit::Prop(slot, Some(ctx.get_attr(AttrKind::AffineMap(composed)))),
        ]
        .into(),
    ))
}

/// Upstream's `foldReshapeOp`: identity reshapes and reshapes undoing their producer.
pub(crate) fn fold_reshape(a: &FoldAdaptor<'_>, inverse: &str) -> Option<Folded> {
    let src = a.body.operand(a.op, 0);
    let rt = a.body.value_type(a.body.results(a.op)[0]);
    if a.body.value_type(src) == rt {
        return Some(Folded::value(src));
    }
    let prev = def_named(a.ctx, a.body, src, inverse)?;
    let psrc = a.body.operand(prev, 0);
    (a.body.value_type(psrc) == rt).then(|| Folded::value(psrc))
}

pub(crate) fn fold_collapse_shape(a: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_reshape(a, "memref.expand_shape")
}

pub(crate) fn fold_expand_shape(a: &FoldAdaptor<'_>) -> Option<Folded> {
    fold_reshape(a, "memref.collapse_shape")
}
