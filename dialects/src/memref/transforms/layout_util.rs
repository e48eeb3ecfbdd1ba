//! The accessors of the view-like ops the memref transforms share (strides and offsets come
//! from [`crate::memref::layout`]).

use crate::affine::utils::{int_attr_value, OpFoldResult};
use rmlir_ir::ods::constraints::dense_i64_values;
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, ValueId};

pub use crate::memref::layout::{
    canonical_strides as identity_strides, has_identity_layout, strides_and_offset, DYNAMIC,
};

/// Shape, element type, layout and memory space of a ranked memref type.
pub type MemRefParts = (Vec<i64>, Type, Option<Attribute>, Option<Attribute>);

/// The parts of a ranked memref type, as a tuple (see [`crate::memref::layout::memref_parts`]).
pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts> {
    let p = crate::memref::layout::memref_parts(ctx, t)?;
    Some((p.shape.to_vec(), p.elem, p.layout, p.memory_space))
}

/// Upstream `getMixedValues(static, dynamic)`: static entries as index attributes, dynamic
/// ones from `values` in order.
pub fn mixed_values(ctx: &Context, statics: &[i64], values: &[ValueId]) -> Vec<OpFoldResult> {
    let index = ctx.index_type();
    let mut dynamic = values.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dynamic
                    .next()
                    .map_or(OpFoldResult::Attr(ctx.int_attr(index, 0)), |v| {
                        OpFoldResult::Value(*v)
                    })
            } else {
                OpFoldResult::Attr(ctx.int_attr(index, s))
            }
        })
        .collect()
}

/// Offsets, sizes and strides of an op with `OffsetSizeAndStrideOpInterface`
/// (`memref.subview`, `memref.reinterpret_cast`): operands 1.. in three segments and the
/// `static_*` properties.
pub fn mixed_offsets_sizes_strides(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<[Vec<OpFoldResult>; 3]> {
    let def = rmlir_ir::ods::op_def(ctx, body, op)?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    let operands: Vec<ValueId> = body.operands(op).collect();
    let mut out: [Vec<OpFoldResult>; 3] = Default::default();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        let statics = dense_i64_values(ctx, rmlir_ir::ods::prop(ctx, body, op, name)?)?;
        let (start, len) = *segs.get(k + 1)?;
        out[k] = mixed_values(ctx, &statics, &operands[start..start + len]);
    }
    Some(out)
}

/// The reassociation groups of `memref.expand_shape`/`memref.collapse_shape`.
pub fn reassociation(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<usize>>> {
    let a = rmlir_ir::ods::prop(ctx, body, op, "reassociation")?;
    match ctx.attr_kind(a) {
        AttrKind::Array(groups) => groups
            .iter()
            .map(|g| match ctx.attr_kind(*g) {
                AttrKind::Array(v) => v
                    .iter()
                    .map(|x| int_attr_value(ctx, *x).map(|i| i as usize))
                    .collect(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Upstream `computeMemRefRankReductionMask` for `memref.subview`: which source dims the
/// result type drops.
pub fn dropped_dims(
    ctx: &Context,
    source: Type,
    result: Type,
    sizes: &[OpFoldResult],
) -> Option<Vec<bool>> {
    let (src_shape, ..) = memref_parts(ctx, source)?;
    let (res_shape, ..) = memref_parts(ctx, result)?;
    let mut unused = vec![false; src_shape.len()];
    if src_shape.len() == res_shape.len() {
        return Some(unused);
    }
    for (i, s) in sizes.iter().enumerate() {
        if let OpFoldResult::Attr(a) = s {
            if int_attr_value(ctx, *a) == Some(1) {
                unused[i] = true;
            }
        }
    }
    let count = |u: &[bool]| u.iter().filter(|x| **x).count();
    if count(&unused) + res_shape.len() == src_shape.len() {
        return Some(unused);
    }
    let (orig, _) = strides_and_offset(ctx, source)?;
    let (cand, _) = strides_and_offset(ctx, result)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::new();
        for x in v {
            *m.entry(*x).or_insert(0usize) += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&orig);
    let cand_occ = occurrences(&cand);
    for dim in 0..unused.len() {
        if !unused[dim] {
            continue;
        }
        let s = orig[dim];
        let cur = unaccounted.get(&s).copied().unwrap_or(0);
        let want = cand_occ.get(&s).copied().unwrap_or(0);
        if cur > want {
            *unaccounted.entry(s).or_insert(0) -= 1;
        } else if cur == want {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    (count(&unused) + res_shape.len() == src_shape.len()).then_some(unused)
}

/// The constant part of upstream's `ExtractStridedMetadataOp::fold`: each used offset, size
/// or stride result whose value the source type gives statically is replaced by a constant
/// built before the op (unnotified, as upstream's folder builds them with its own
/// `OpBuilder`). Empty when nothing changes.
pub fn extract_strided_metadata_constant_edits(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Vec<rmlir_ir::rewrite::Edit> {
    let mut edits = Vec::new();
    let Some(&src) = body.operands(op).collect::<Vec<_>>().first() else {
        return edits;
    };
    let src_ty = body.value_type(src);
    let (Some((shape, ..)), Some((strides, offset))) =
        (memref_parts(ctx, src_ty), strides_and_offset(ctx, src_ty))
    else {
        return edits;
    };
    let statics = std::iter::once(offset).chain(shape).chain(strides);
    let index = ctx.index_type();
    for (v, s) in body.results(op)[1..].iter().zip(statics) {
        if s != DYNAMIC && body.has_uses(*v) {
            edits.push(rmlir_ir::rewrite::Edit::UsesToConstant(
                *v,
                ctx.int_attr(index, s),
            ));
        }
    }
    edits
}
