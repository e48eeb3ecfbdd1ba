//! Narrow-type emulation of vector memory ops (upstream's `VectorEmulateNarrowType.cpp`,
//! MLIR 19, `populateVectorNarrowTypeEmulationPatterns`): with the memref converted by
//! [`crate::memref::transforms::emulate_narrow_type`], `vector.load`/`store`/`maskedload`/
//! `maskedstore`/`transfer_read` of narrow elements access the linearized memref with a
//! vector of wide elements and `vector.bitcast` it; masks are compressed to the wide lanes
//! (a wide lane is on when any of its narrow lanes is), and masked ops select the narrow
//! lanes back. Vectors must cover whole wide elements.

use crate::affine::utils::{
    make_composed_folded_affine_apply, value_or_constant_index, OpFoldResult,
};
use crate::memref::transforms::emulate_narrow_type::{
    add_narrow_type_patterns, constified_metadata, linearized_memref_offset_and_size, ReplacedViews,
};
use crate::memref::transforms::layout_util::memref_parts;
use crate::vector::lowering::{build, build1, vector_parts, vector_type};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::conversion::{ConversionPatternRewriter, ConversionPatternSet, TypeConverter};
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_values};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Context, Location, OpId, Type, ValueId};
use std::sync::Arc;

/// The narrow and wide bit widths of a converted memref access and the element counts of
/// the narrow vector and of the wide one.
struct Widths {
    src: i64,
    dst: i64,
    orig_elems: i64,
    new_elems: i64,
    new_elem: Type,
}

/// The widths of an access of `vec_ty` through the memref operand at `pos` (original, and
/// converted in `operands`), with the original memref.
fn access_widths(
    rw: &ConversionPatternRewriter<'_>,
    op: OpId,
    operands: &[ValueId],
    pos: usize,
    vec_ty: Type,
) -> Option<(ValueId, Widths)> {
    let base = rw.body.operand(op, pos);
    let w = widths(
        rw.ctx,
        rw.body.value_type(base),
        rw.body.value_type(operands[pos]),
        vec_ty,
    )?;
    Some((base, w))
}

fn widths(ctx: &Context, old_mem: Type, new_mem: Type, vec_ty: Type) -> Option<Widths> {
    let (_, oe, ..) = memref_parts(ctx, old_mem)?;
    let (_, ne, ..) = memref_parts(ctx, new_mem)?;
    let src = ctx.int_or_float_bitwidth(oe)? as i64;
    let dst = ctx.int_or_float_bitwidth(ne)? as i64;
    if src == 0 || dst % src != 0 {
        return None;
    }
    let scale = dst / src;
    let (shape, ..) = vector_parts(ctx, vec_ty)?;
    let orig_elems: i64 = shape.iter().product();
    if orig_elems % scale != 0 {
        return None;
    }
    Some(Widths {
        src,
        dst,
        orig_elems,
        new_elems: (orig_elems + scale - 1) / scale,
        new_elem: ne,
    })
}

fn ofrs(values: &[ValueId]) -> Vec<OpFoldResult> {
    values.iter().map(|v| OpFoldResult::Value(*v)).collect()
}

/// The linear index, in wide elements, of `indices` into the original memref `memref`.
fn linear_index(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    w: &Widths,
    memref: ValueId,
    indices: &[ValueId],
) -> Option<OpFoldResult> {
    let (off, sizes, strides) = constified_metadata(rw, loc, memref)?;
    let idx = ofrs(indices);
    let (_, index) =
        linearized_memref_offset_and_size(rw, loc, w.src, w.dst, off, &sizes, &strides, &idx);
    Some(index)
}

/// Upstream's `getCompressedMaskOp` (MLIR 19): the mask of the wide lanes, from a
/// `vector.create_mask` or `vector.constant_mask` reached through `vector.extract`s (which
/// are recreated on the new mask).
fn compressed_mask(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    mask: ValueId,
    scale: i64,
    new_elems: i64,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let mut extracts = Vec::new();
    let mut at = rw.body.defining_op(mask)?;
    loop {
        match ctx.op_name_str(rw.body.op_name(at)) {
            "vector.create_mask" | "vector.constant_mask" => break,
            "vector.extract" => {
                extracts.push(at);
                at = rw.body.defining_op(rw.body.operand(at, 0))?;
            }
            _ => return None,
        }
    }
    let (mut shape, ..) = vector_parts(ctx, rw.body.value_type(rw.body.result(at, 0)))?;
    *shape.last_mut()? = new_elems;
    let i1 = ctx.integer_type(1);
    let mask_ty = vector_type(ctx, &shape, &[], i1);
    let mut new = if ctx.op_name_str(rw.body.op_name(at)) == "vector.create_mask" {
        let mut operands: Vec<ValueId> = rw.body.operands(at).collect();
        let last = operands.pop()?;
        let e = AffineExpr::symbol(0)
            .add_const(scale - 1)
            .floor_div_const(scale);
        let map = AffineMap::new(0, 1, vec![e]);
        let o = make_composed_folded_affine_apply(rw, loc, &map, &[OpFoldResult::Value(last)]);
        operands.push(value_or_constant_index(rw, loc, o));
        build1(rw, loc, "vector.create_mask", &operands, mask_ty, &[])
    } else {
        let attr = rmlir_ir::ods::prop(ctx, rw.body, at, "mask_dim_sizes")?;
        let mut sizes: Vec<i64> = crate::vector::lowering::i64_array_attr_values(ctx, attr)?;
        let last = sizes.last_mut()?;
        *last = (*last + scale - 1) / scale;
        let attr = crate::vector::lowering::i64_array_attr(ctx, &sizes);
        build1(
            rw,
            loc,
            "vector.constant_mask",
            &[],
            mask_ty,
            &[("mask_dim_sizes", attr)],
        )
    };
    while let Some(e) = extracts.pop() {
        let pos_attr = rmlir_ir::ods::prop(ctx, rw.body, e, "static_position")?;
        let npos = dense_i64_values(ctx, pos_attr)?.len();
        let dynamic: Vec<ValueId> = rw.body.operands(e).skip(1).collect();
        let (shape, ..) = vector_parts(ctx, rw.body.value_type(new))?;
        let ty = if npos >= shape.len() {
            i1
        } else {
            vector_type(ctx, &shape[npos..], &[], i1)
        };
        let mut operands = vec![new];
        operands.extend(&dynamic);
        new = build1(
            rw,
            loc,
            "vector.extract",
            &operands,
            ty,
            &[("static_position", pos_attr)],
        );
    }
    Some(new)
}

fn bitcast(rw: &mut ConversionPatternRewriter<'_>, loc: Location, v: ValueId, ty: Type) -> ValueId {
    build1(rw, loc, "vector.bitcast", &[v], ty, &[])
}

/// Upstream's `ConvertVectorLoad`.
fn convert_load(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let vec_ty = rw.body.value_type(rw.body.result(op, 0));
    let (base, w) = access_widths(rw, op, operands, 0, vec_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let index = linear_index(rw, loc, &w, base, &operands[1..]).ok_or(())?;
    let new_ty = vector_type(ctx, &[w.new_elems], &[], w.new_elem);
    let index = value_or_constant_index(rw, loc, index);
    let load = build1(rw, loc, "vector.load", &[operands[0], index], new_ty, &[]);
    let cast = bitcast(rw, loc, load, vec_ty);
    rw.replace_op(op, &[cast]);
    Ok(())
}

/// Upstream's `ConvertVectorStore`.
fn convert_store(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let vec_ty = rw.body.value_type(rw.body.operand(op, 0));
    let (base, w) = access_widths(rw, op, operands, 1, vec_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let index = linear_index(rw, loc, &w, base, &operands[2..]).ok_or(())?;
    let new_ty = vector_type(ctx, &[w.new_elems], &[], w.new_elem);
    let cast = bitcast(rw, loc, operands[0], new_ty);
    let index = value_or_constant_index(rw, loc, index);
    build(
        rw,
        loc,
        "vector.store",
        &[cast, operands[1], index],
        &[],
        &[],
        0,
    );
    rw.erase_op(op);
    Ok(())
}

/// Upstream's `ConvertVectorMaskedLoad`.
fn convert_masked_load(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let n = operands.len();
    let vec_ty = rw.body.value_type(rw.body.result(op, 0));
    let (base, w) = access_widths(rw, op, operands, 0, vec_ty).ok_or(())?;
    let (orig_mask, orig_pass) = (rw.body.operand(op, n - 2), rw.body.operand(op, n - 1));
    let loc = rw.body.loc(op);
    let index = linear_index(rw, loc, &w, base, &operands[1..n - 2]).ok_or(())?;
    let new_ty = vector_type(ctx, &[w.new_elems], &[], w.new_elem);
    let mask = compressed_mask(rw, loc, orig_mask, w.dst / w.src, w.new_elems).ok_or(())?;
    let pass = bitcast(rw, loc, operands[n - 1], new_ty);
    let index = value_or_constant_index(rw, loc, index);
    let load = build1(
        rw,
        loc,
        "vector.maskedload",
        &[operands[0], index, mask, pass],
        new_ty,
        &[],
    );
    let cast = bitcast(rw, loc, load, vec_ty);
    let sel = build1(
        rw,
        loc,
        "arith.select",
        &[orig_mask, cast, orig_pass],
        vec_ty,
        &[],
    );
    rw.replace_op(op, &[sel]);
    Ok(())
}

/// Upstream's `ConvertVectorMaskedStore`: a masked load of the wide lanes, the narrow lanes
/// selected into it, and a masked store of the result.
fn convert_masked_store(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let n = operands.len();
    let vec_ty = rw.body.value_type(rw.body.operand(op, n - 1));
    let (base, w) = access_widths(rw, op, operands, 0, vec_ty).ok_or(())?;
    let (orig_mask, orig_value) = (rw.body.operand(op, n - 2), rw.body.operand(op, n - 1));
    let loc = rw.body.loc(op);
    let index = linear_index(rw, loc, &w, base, &operands[1..n - 2]).ok_or(())?;
    let new_ty = vector_type(ctx, &[w.new_elems], &[], w.new_elem);
    let mask = compressed_mask(rw, loc, orig_mask, w.dst / w.src, w.new_elems).ok_or(())?;
    let zero = crate::vector::lowering::zero_attr(ctx, new_ty).ok_or(())?;
    let pass = build1(rw, loc, "arith.constant", &[], new_ty, &[("value", zero)]);
    let index = value_or_constant_index(rw, loc, index);
    let load = build1(
        rw,
        loc,
        "vector.maskedload",
        &[operands[0], index, mask, pass],
        new_ty,
        &[],
    );
    let (_, _, elem) = vector_parts(ctx, vec_ty).ok_or(())?;
    let narrow_ty = vector_type(ctx, &[w.orig_elems], &[], elem);
    let old = bitcast(rw, loc, load, narrow_ty);
    let sel = build1(
        rw,
        loc,
        "arith.select",
        &[orig_mask, orig_value, old],
        narrow_ty,
        &[],
    );
    let wide = bitcast(rw, loc, sel, new_ty);
    build(
        rw,
        loc,
        "vector.maskedstore",
        &[operands[0], index, mask, wide],
        &[],
        &[],
        0,
    );
    rw.erase_op(op);
    Ok(())
}

/// Upstream's `ConvertVectorTransferRead`: the padding is zero-extended to the wide element.
fn convert_transfer_read(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let vec_ty = rw.body.value_type(rw.body.result(op, 0));
    let (base, w) = access_widths(rw, op, operands, 0, vec_ty).ok_or(())?;
    let def = rmlir_ir::ods::op_def(ctx, rw.body, op).ok_or(())?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, rw.body, op);
    let (is, il) = segs[1];
    let (ps, _) = segs[2];
    let loc = rw.body.loc(op);
    let padding = build1(rw, loc, "arith.extui", &[operands[ps]], w.new_elem, &[]);
    let indices = operands[is..is + il].to_vec();
    let index = linear_index(rw, loc, &w, base, &indices).ok_or(())?;
    let new_ty = vector_type(ctx, &[w.new_elems], &[], w.new_elem);
    let map = AffineMap::new(1, 0, vec![AffineExpr::dim(0)]);
    let index = value_or_constant_index(rw, loc, index);
    let read = build1(
        rw,
        loc,
        "vector.transfer_read",
        &[operands[0], index, padding],
        new_ty,
        &[
            ("permutation_map", crate::affine::utils::map_attr(ctx, map)),
            ("in_bounds", ctx.array_attr(&[ctx.bool_attr(false)])),
            ("operandSegmentSizes", dense_i32_array(ctx, &[1, 1, 1, 0])),
        ],
    );
    let cast = bitcast(rw, loc, read, vec_ty);
    rw.replace_op(op, &[cast]);
    Ok(())
}

/// Upstream's `populateVectorNarrowTypeEmulationPatterns`; `allocs` is shared with the
/// memref patterns of the same conversion.
pub fn populate_vector_narrow_type_emulation_patterns(
    ctx: &Context,
    tc: &Arc<TypeConverter>,
    allocs: &Arc<ReplacedViews>,
    set: &mut ConversionPatternSet,
) {
    add_narrow_type_patterns(
        ctx,
        tc,
        allocs,
        set,
        &[
            ("vector.load", "ConvertVectorLoad", convert_load),
            (
                "vector.maskedload",
                "ConvertVectorMaskedLoad",
                convert_masked_load,
            ),
            ("vector.store", "ConvertVectorStore", convert_store),
            (
                "vector.maskedstore",
                "ConvertVectorMaskedStore",
                convert_masked_store,
            ),
            (
                "vector.transfer_read",
                "ConvertVectorTransferRead",
                convert_transfer_read,
            ),
        ],
    );
}
