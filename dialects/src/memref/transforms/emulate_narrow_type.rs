//! Narrow-type emulation of memrefs (upstream's `MemRef/Transforms/EmulateNarrowType.cpp`,
//! MLIR 19): memrefs of integers narrower than the load/store bit width become 1-D memrefs
//! of that width (`memref<3x8xi4>` is `memref<12xi8>` for 8 bits); accesses linearize their
//! indices, scale them to the wide element and shift and mask the narrow value out of (or
//! into, with two `memref.atomic_rmw`s) the wide one. `memref.extract_strided_metadata`
//! ops the patterns create are resolved against their producers by the same conversion.
//!
//! The linearization helper ([`linearized_memref_offset_and_size`], upstream's
//! `getLinearizedMemRefOffsetAndSize`) is shared with the vector patterns.

use super::expand_strided_metadata::{
    alloc_sizes_and_strides, create_esm, create_reinterpret_cast, dispatch, esm_results,
    metadata_values, populate_resolve_extract_strided_metadata_patterns, subview_metadata,
};
use super::layout_util::{memref_parts, mixed_offsets_sizes_strides, strides_and_offset, DYNAMIC};
use crate::affine::utils::{
    int_attr_value, make_composed_folded_affine_apply, value_or_constant_index, OpFoldResult,
};
use crate::vector::lowering::{build, build1};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::conversion::{ConversionPatternRewriter, ConversionPatternSet, TypeConverter};
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{AttrKind, Body, Context, Location, OpId, Type, TypeKind, ValueId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The linearized base offset and size of a memref (upstream's `LinearizedMemRefInfo`).
pub struct LinearizedInfo {
    pub offset: OpFoldResult,
    pub size: OpFoldResult,
}

fn index_attr(ctx: &Context, v: i64) -> OpFoldResult {
    OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), v))
}

/// `makeComposedFoldedAffineApply` of a single expression over symbols only, with as many
/// symbols as the expression uses (upstream's `AffineMap::inferFromExprList`).
pub fn apply_expr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    e: AffineExpr,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let mut n = 0;
    e.walk(|x| {
        if let Some(s) = x.as_symbol() {
            n = n.max(s + 1);
        }
    });
    let map = AffineMap::new(0, n, vec![e]);
    make_composed_folded_affine_apply(rw, loc, &map, &operands[..n as usize])
}

/// Upstream's `getLinearizedMemRefOffsetAndSize` (with indices): the index of `indices`
/// (zeros when empty) in a memref of `sizes`/`strides`, the size and the base offset, all in
/// units of `dst_bits`-wide elements when elements are `src_bits` wide.
#[allow(clippy::too_many_arguments)]
pub fn linearized_memref_offset_and_size(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    src_bits: i64,
    dst_bits: i64,
    offset: OpFoldResult,
    sizes: &[OpFoldResult],
    strides: &[OpFoldResult],
    indices: &[OpFoldResult],
) -> (LinearizedInfo, OpFoldResult) {
    let ctx = rw.ctx;
    let rank = sizes.len();
    let indices: Vec<OpFoldResult> = if indices.is_empty() {
        vec![index_attr(ctx, 0); rank]
    } else {
        indices.to_vec()
    };
    let mut add_mul = AffineExpr::constant(0);
    let mut mul = AffineExpr::constant(1);
    let mut offset_values = Vec::with_capacity(2 * rank);
    for i in 0..rank {
        let (a, b) = (2 * i as u32, 2 * i as u32 + 1);
        add_mul = add_mul.add(&AffineExpr::symbol(a).mul(&AffineExpr::symbol(b)));
        offset_values.push(indices[i]);
        offset_values.push(strides[i]);
        mul = mul.mul(&AffineExpr::symbol(i as u32));
    }
    let scaler = dst_bits / src_bits;
    let add_mul = add_mul.floor_div_const(scaler);
    let mul = mul.floor_div_const(scaler);
    let index = apply_expr(rw, loc, add_mul, &offset_values);
    let size = apply_expr(rw, loc, mul, sizes);
    let base = apply_expr(
        rw,
        loc,
        AffineExpr::symbol(0).floor_div_const(scaler),
        &[offset],
    );
    (LinearizedInfo { offset: base, size }, index)
}

/// Upstream's `getLinearizedMemRefOffsetAndSize` without indices: the strides are the
/// row-major ones of `sizes`.
pub fn linearized_memref_info(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    src_bits: i64,
    dst_bits: i64,
    offset: OpFoldResult,
    sizes: &[OpFoldResult],
) -> LinearizedInfo {
    let ctx = rw.ctx;
    let mut strides = vec![index_attr(ctx, 1); sizes.len()];
    let prod = AffineExpr::symbol(0).mul(&AffineExpr::symbol(1));
    for i in (1..sizes.len()).rev() {
        strides[i - 1] = apply_expr(rw, loc, prod.clone(), &[strides[i], sizes[i]]);
    }
    linearized_memref_offset_and_size(rw, loc, src_bits, dst_bits, offset, sizes, &strides, &[]).0
}

/// A view the conversion replaced, as the metadata of the original needs it.
#[derive(Clone)]
enum Replaced {
    /// An allocation and its dynamic sizes.
    Alloc(Vec<ValueId>),
    /// A subview (`subview: true`) or a reinterpret cast of `source` (the original value),
    /// with its mixed offsets, sizes and strides (dynamic ones remapped).
    View {
        source: ValueId,
        parts: [Vec<OpFoldResult>; 3],
        subview: bool,
    },
}

/// The allocations and views the conversion replaced, by replacement value. rmlir's
/// conversion replaces an op's uses at once (through a cast of the new value), where
/// upstream's keeps the original op until the end; the `memref.extract_strided_metadata`
/// of an original view is resolved from what is recorded here.
#[derive(Default)]
pub struct ReplacedViews(Mutex<HashMap<ValueId, Replaced>>);

impl ReplacedViews {
    fn record(&self, new: ValueId, r: Replaced) {
        if let Ok(mut m) = self.0.lock() {
            m.insert(new, r);
        }
    }

    /// How the original view `v` stands for was made (`v` is the cast of a replaced op's
    /// new value).
    fn lookup(&self, body: &Body, v: ValueId) -> Option<Replaced> {
        let def = body.defining_op(v)?;
        if body.num_operands(def) != 1 {
            return None;
        }
        self.0.lock().ok()?.get(&body.operand(def, 0)).cloned()
    }

    /// Whether `v` stands for a replaced view of a replaced allocation.
    fn rooted(&self, body: &Body, v: ValueId) -> bool {
        match self.lookup(body, v) {
            Some(Replaced::Alloc(_)) => true,
            Some(Replaced::View { source, .. }) => self.rooted(body, source),
            None => false,
        }
    }
}

fn constify(ctx: &Context, s: i64, v: ValueId) -> OpFoldResult {
    if s == DYNAMIC {
        OpFoldResult::Value(v)
    } else {
        index_attr(ctx, s)
    }
}

/// The offset, sizes and strides of the original view `source` (rooted in a replaced
/// allocation) as values, created at the insertion point as upstream's resolution of
/// `memref.extract_strided_metadata` creates them: the allocation's stride products and
/// constants; for a subview, its source's metadata and the subview's arithmetic; for a
/// reinterpret cast, its source's metadata and its own operands.
fn resolved_metadata(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
    allocs: &ReplacedViews,
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(source);
    let (shape, ..) = memref_parts(ctx, ty)?;
    match allocs.lookup(rw.body, source)? {
        Replaced::Alloc(dynamic) => {
            let (sizes, strides) = alloc_sizes_and_strides(rw, loc, &shape, &dynamic, source);
            Some(metadata_values(
                rw,
                loc,
                index_attr(ctx, 0),
                &sizes,
                &strides,
            ))
        }
        Replaced::View {
            source: src,
            parts,
            subview,
        } => {
            let vals = resolved_metadata(rw, loc, src, allocs)?;
            let [offsets, sizes, strides] = if subview {
                let src_ty = rw.body.value_type(src);
                let (src_strides, src_offset) = strides_and_offset(ctx, src_ty)?;
                let rank = src_strides.len();
                let off = constify(ctx, src_offset, vals[0]);
                let st: Vec<OpFoldResult> = (0..rank)
                    .map(|i| constify(ctx, src_strides[i], vals[1 + rank + i]))
                    .collect();
                let (o, sz, st) = subview_metadata(rw, loc, src_ty, ty, &parts, off, &st)?;
                [vec![o], sz, st]
            } else {
                parts
            };
            let offset = *offsets.first()?;
            Some(metadata_values(rw, loc, offset, &sizes, &strides))
        }
    }
}

/// Resolves `memref.extract_strided_metadata` of an original view rooted in a replaced
/// allocation (upstream resolves it through the original ops, which its conversion keeps
/// until the end).
fn resolve_replaced_view_metadata(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    allocs: &ReplacedViews,
) -> LogicalResult {
    let source = rw.body.operand(op, 0);
    if !allocs.rooted(rw.body, source) {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let values = resolved_metadata(rw, loc, source, allocs).ok_or(())?;
    let mut results = vec![source];
    results.extend(values);
    rw.replace_op(op, &results);
    Ok(())
}

/// The offset, sizes and strides of `memref.extract_strided_metadata %source`, created at
/// the insertion point, with what the source type knows statically as attributes
/// (upstream's `getConstifiedMixed*`).
pub fn constified_metadata(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: ValueId,
) -> Option<(OpFoldResult, Vec<OpFoldResult>, Vec<OpFoldResult>)> {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(source);
    let (shape, ..) = memref_parts(ctx, ty)?;
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    let rank = shape.len();
    let esm = create_esm(rw, loc, source)?;
    let (_, off_v, size_vs, stride_vs) = esm_results(rw.body, esm);
    let off = constify(ctx, offset, off_v);
    let sizes = (0..rank)
        .map(|i| constify(ctx, shape[i], size_vs[i]))
        .collect();
    let strides = (0..rank)
        .map(|i| constify(ctx, strides[i], stride_vs[i]))
        .collect();
    Some((off, sizes, strides))
}

fn ofrs(values: &[ValueId]) -> Vec<OpFoldResult> {
    values.iter().map(|v| OpFoldResult::Value(*v)).collect()
}

/// Upstream's `getLinearizedSrcIndices`: the linear index (in narrow elements) of `indices`
/// into `memref`.
fn linearized_src_indices(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    src_bits: i64,
    indices: &[ValueId],
    memref: ValueId,
) -> Option<OpFoldResult> {
    let (off, sizes, strides) = constified_metadata(rw, loc, memref)?;
    let idx = ofrs(indices);
    Some(
        linearized_memref_offset_and_size(rw, loc, src_bits, src_bits, off, &sizes, &strides, &idx)
            .1,
    )
}

/// Upstream's `getIndicesForLoadOrStore`: the linear index scaled to wide elements.
fn indices_for_load_or_store(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    linear: OpFoldResult,
    src_bits: i64,
    dst_bits: i64,
) -> ValueId {
    let e = AffineExpr::symbol(0).floor_div_const(dst_bits / src_bits);
    let o = apply_expr(rw, loc, e, &[linear]);
    value_or_constant_index(rw, loc, o)
}

/// Upstream's `getOffsetForBitwidth`: the bit offset of the narrow element in the wide one,
/// as an `i<dst_bits>`.
fn offset_for_bitwidth(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    linear: OpFoldResult,
    src_bits: i64,
    dst_bits: i64,
) -> ValueId {
    let ctx = rw.ctx;
    let e = AffineExpr::symbol(0)
        .modulo_const(dst_bits / src_bits)
        .mul_const(src_bits);
    let o = apply_expr(rw, loc, e, &[linear]);
    let v = value_or_constant_index(rw, loc, o);
    let ty = ctx.integer_type(dst_bits as u32);
    build1(rw, loc, "arith.index_cast", &[v], ty, &[])
}

fn int_constant(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, v: i64) -> ValueId {
    let attr = rw.ctx.int_attr(ty, v);
    build1(rw, loc, "arith.constant", &[], ty, &[("value", attr)])
}

/// Upstream's `getSubByteWriteMask`: the mask clearing the narrow element's bits.
fn sub_byte_write_mask(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    src_bits: i64,
    dst_bits: i64,
    bit_offset: ValueId,
) -> ValueId {
    let ty = rw.ctx.integer_type(dst_bits as u32);
    let right = int_constant(rw, loc, ty, (1i64 << src_bits) - 1);
    let inverse = build1(rw, loc, "arith.shli", &[right, bit_offset], ty, &[]);
    let flip = int_constant(rw, loc, ty, -1);
    build1(rw, loc, "arith.xori", &[inverse, flip], ty, &[])
}

/// The element bit widths of the original and the converted memref, when the converted one
/// holds a whole number of original elements.
fn bit_widths(ctx: &Context, old: Type, new: Type) -> Option<(i64, i64)> {
    let (_, oe, ..) = memref_parts(ctx, old)?;
    let (_, ne, ..) = memref_parts(ctx, new)?;
    let src = ctx.int_or_float_bitwidth(oe)? as i64;
    let dst = ctx.int_or_float_bitwidth(ne)? as i64;
    (src > 0 && dst % src == 0).then_some((src, dst))
}

fn rank(ctx: &Context, t: Type) -> usize {
    memref_parts(ctx, t).map_or(0, |p| p.0.len())
}

fn converted(rw: &ConversionPatternRewriter<'_>, t: Type) -> Option<Type> {
    let n = rw.type_converter()?.convert_type_1(rw.ctx, t)?;
    memref_parts(rw.ctx, n).map(|_| n)
}

/// Upstream's `ConvertMemRefAllocation` (`memref.alloc` and `memref.alloca`).
fn convert_alloc(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let name = ctx.op_name_str(rw.body.op_name(op)).to_string();
    let old_ty = rw.body.value_type(rw.body.result(op, 0));
    let new_ty = converted(rw, old_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let def = rmlir_ir::ods::op_def(ctx, rw.body, op).ok_or(())?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, rw.body, op);
    let (ds, dl) = segs[0];
    let (ss, sl) = segs[1];
    let symbols: Vec<ValueId> = operands[ss..ss + sl].to_vec();
    let alignment = rmlir_ir::ods::prop(ctx, rw.body, op, "alignment");
    let mut dynamic = Vec::new();
    if rank(ctx, old_ty) != 0 {
        let (src, dst) = bit_widths(ctx, old_ty, new_ty).ok_or(())?;
        let (shape, ..) = memref_parts(ctx, old_ty).ok_or(())?;
        let mut dyn_sizes = operands[ds..ds + dl].iter();
        let sizes: Vec<OpFoldResult> = shape
            .iter()
            .map(|&s| match s {
                DYNAMIC => dyn_sizes
                    .next()
                    .map_or(index_attr(ctx, 0), |v| OpFoldResult::Value(*v)),
                s => index_attr(ctx, s),
            })
            .collect();
        let info = linearized_memref_info(rw, loc, src, dst, index_attr(ctx, 0), &sizes);
        let (new_shape, ..) = memref_parts(ctx, new_ty).ok_or(())?;
        if new_shape.contains(&DYNAMIC) {
            dynamic.push(value_or_constant_index(rw, loc, info.size));
        }
    }
    let mut ops = dynamic.clone();
    ops.extend(&symbols);
    let segs = dense_i32_array(ctx, &[dynamic.len() as i32, symbols.len() as i32]);
    let mut props = vec![("operandSegmentSizes", segs)];
    if let Some(a) = alignment {
        props.push(("alignment", a));
    }
    let new = build1(rw, loc, &name, &ops, new_ty, &props);
    allocs.record(new, Replaced::Alloc(operands[ds..ds + dl].to_vec()));
    rw.replace_op(op, &[new]);
    Ok(())
}

/// Upstream's `ConvertMemRefAssumeAlignment`.
fn convert_assume_alignment(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let old = rw.body.value_type(rw.body.operand(op, 0));
    converted(rw, old).ok_or(())?;
    let loc = rw.body.loc(op);
    let alignment = rmlir_ir::ods::prop(ctx, rw.body, op, "alignment").ok_or(())?;
    build(
        rw,
        loc,
        "memref.assume_alignment",
        &[operands[0]],
        &[],
        &[("alignment", alignment)],
        0,
    );
    rw.erase_op(op);
    Ok(())
}

/// Upstream's `ConvertMemRefLoad`.
fn convert_load(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let memref = rw.body.operand(op, 0);
    let old_ty = rw.body.value_type(memref);
    let new_ty = rw.body.value_type(operands[0]);
    let (src, dst) = bit_widths(ctx, old_ty, new_ty).ok_or(())?;
    let (_, old_elem, ..) = memref_parts(ctx, old_ty).ok_or(())?;
    let (_, new_elem, ..) = memref_parts(ctx, new_ty).ok_or(())?;
    let result_ty = rw
        .type_converter()
        .and_then(|tc| tc.convert_type_1(ctx, old_elem))
        .ok_or(())?;
    let loc = rw.body.loc(op);
    let bits = if rank(ctx, new_ty) == 0 {
        build1(rw, loc, "memref.load", &[operands[0]], new_elem, &[])
    } else {
        let linear = linearized_src_indices(rw, loc, src, &operands[1..], memref).ok_or(())?;
        let idx = indices_for_load_or_store(rw, loc, linear, src, dst);
        let load = build1(rw, loc, "memref.load", &[operands[0], idx], new_elem, &[]);
        let shift = offset_for_bitwidth(rw, loc, linear, src, dst);
        build1(rw, loc, "arith.shrsi", &[load, shift], new_elem, &[])
    };
    let result = if result_ty == new_elem {
        let mask = int_constant(rw, loc, new_elem, (1i64 << src) - 1);
        build1(rw, loc, "arith.andi", &[bits, mask], new_elem, &[])
    } else {
        build1(rw, loc, "arith.trunci", &[bits], result_ty, &[])
    };
    rw.replace_op(op, &[result]);
    Ok(())
}

/// Upstream's `ConvertMemrefStore` (atomic read-modify-write).
fn convert_store(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let memref = rw.body.operand(op, 1);
    let old_ty = rw.body.value_type(memref);
    let new_ty = rw.body.value_type(operands[1]);
    let (src, dst) = bit_widths(ctx, old_ty, new_ty).ok_or(())?;
    let loc = rw.body.loc(op);
    let wide = ctx.integer_type(dst as u32);
    let extended = build1(rw, loc, "arith.extui", &[operands[0]], wide, &[]);
    let kind = |k: &str| {
        let v = crate::arith::attrs::ATOMIC_RMW_KIND
            .case_value(k)
            .unwrap_or_default();
        ctx.int_attr(ctx.integer_type(64), v)
    };
    if rank(ctx, new_ty) == 0 {
        build1(
            rw,
            loc,
            "memref.atomic_rmw",
            &[extended, operands[1]],
            wide,
            &[("kind", kind("assign"))],
        );
        rw.erase_op(op);
        return Ok(());
    }
    let linear = linearized_src_indices(rw, loc, src, &operands[2..], memref).ok_or(())?;
    let idx = indices_for_load_or_store(rw, loc, linear, src, dst);
    let shift = offset_for_bitwidth(rw, loc, linear, src, dst);
    let mask = sub_byte_write_mask(rw, loc, src, dst, shift);
    let aligned = build1(rw, loc, "arith.shli", &[extended, shift], wide, &[]);
    for (k, v) in [("andi", mask), ("ori", aligned)] {
        build1(
            rw,
            loc,
            "memref.atomic_rmw",
            &[v, operands[1], idx],
            wide,
            &[("kind", kind(k))],
        );
    }
    rw.erase_op(op);
    Ok(())
}

/// Upstream's `isStaticShapeAndContiguousRowMajor`: a static shape whose inner dims have
/// the row-major strides and whose other dims have size 1.
fn static_contiguous_row_major(ctx: &Context, t: Type) -> bool {
    let Some((shape, ..)) = memref_parts(ctx, t) else {
        return false;
    };
    let Some((strides, _)) = strides_and_offset(ctx, t) else {
        return false;
    };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let mut running = 1;
    let mut dim = strides.len();
    while dim > 0 && strides[dim - 1] == running {
        running *= shape[dim - 1];
        dim -= 1;
    }
    while dim > 0 && shape[dim - 1] == 1 {
        dim -= 1;
    }
    dim == 0
}

/// Upstream's `ConvertMemRefSubview`: static sizes, unit strides, a static last offset.
fn convert_subview(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let old_ty = rw.body.value_type(rw.body.result(op, 0));
    let new_ty = converted(rw, old_ty).ok_or(())?;
    let (src, dst) = bit_widths(ctx, old_ty, new_ty).ok_or(())?;
    let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, rw.body, op).ok_or(())?;
    let is = |o: &OpFoldResult, v: i64| matches!(o, OpFoldResult::Attr(a) if int_attr_value(ctx, *a) == Some(v));
    if !strides.iter().all(|s| is(s, 1))
        || sizes.iter().any(|s| matches!(s, OpFoldResult::Value(_)))
        || matches!(offsets.last(), Some(OpFoldResult::Value(_)))
    {
        return Err(());
    }
    if !static_contiguous_row_major(ctx, old_ty) {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let source = rw.body.operand(op, 0);
    let (off, _, src_strides) = constified_metadata(rw, loc, source).ok_or(())?;
    // The offsets as the adaptor sees them (dynamic ones remapped).
    let def = rmlir_ir::ods::op_def(ctx, rw.body, op).ok_or(())?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, rw.body, op);
    let (os, _) = segs[1];
    let mut k = os;
    let offsets: Vec<OpFoldResult> = offsets
        .iter()
        .map(|o| match o {
            OpFoldResult::Value(_) => {
                k += 1;
                OpFoldResult::Value(operands[k - 1])
            }
            a => *a,
        })
        .collect();
    let (info, index) =
        linearized_memref_offset_and_size(rw, loc, src, dst, off, &sizes, &src_strides, &offsets);
    let last_stride = *src_strides.last().ok_or(())?;
    let (so, vo) = dispatch(ctx, &[index]);
    let (ss, vs) = dispatch(ctx, &[info.size]);
    let (st, vt) = dispatch(ctx, &[last_stride]);
    let mut ops = vec![operands[0]];
    ops.extend(&vo);
    ops.extend(&vs);
    ops.extend(&vt);
    let segs = dense_i32_array(ctx, &[1, vo.len() as i32, vs.len() as i32, vt.len() as i32]);
    let new = build1(
        rw,
        loc,
        "memref.subview",
        &ops,
        new_ty,
        &[
            ("operandSegmentSizes", segs),
            ("static_offsets", dense_i64_array(ctx, &so)),
            ("static_sizes", dense_i64_array(ctx, &ss)),
            ("static_strides", dense_i64_array(ctx, &st)),
        ],
    );
    let parts = [offsets, sizes.to_vec(), strides.to_vec()];
    let subview = true;
    allocs.record(
        new,
        Replaced::View {
            source,
            parts,
            subview,
        },
    );
    rw.replace_op(op, &[new]);
    Ok(())
}

/// Upstream's `ConvertMemRefReinterpretCast` (`convertCastingOp`): results of rank 0 or 1,
/// unit strides, static sizes and offset.
fn convert_reinterpret_cast(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    allocs: &ReplacedViews,
) -> LogicalResult {
    let ctx = rw.ctx;
    let old_ty = rw.body.value_type(rw.body.result(op, 0));
    let new_ty = converted(rw, old_ty).ok_or(())?;
    if rank(ctx, old_ty) > 1 {
        return Err(());
    }
    let (src, dst) = bit_widths(ctx, old_ty, new_ty).ok_or(())?;
    let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, rw.body, op).ok_or(())?;
    let stat = |o: &OpFoldResult| match o {
        OpFoldResult::Attr(a) => int_attr_value(ctx, *a),
        OpFoldResult::Value(_) => None,
    };
    if strides.iter().any(|s| stat(s) != Some(1)) {
        return Err(());
    }
    let sizes: Vec<i64> = sizes.iter().map(stat).collect::<Option<_>>().ok_or(())?;
    let offset = offsets.first().and_then(stat).ok_or(())?;
    let per = dst / src;
    if offset % per != 0 {
        return Err(());
    }
    let size: Vec<OpFoldResult> = sizes
        .first()
        .map(|s| index_attr(ctx, (s + per - 1).div_euclid(per)))
        .into_iter()
        .collect();
    let loc = rw.body.loc(op);
    let strides: Vec<OpFoldResult> = strides.to_vec();
    let new = create_reinterpret_cast(
        rw,
        loc,
        new_ty,
        operands[0],
        index_attr(ctx, offset / per),
        &size,
        &strides,
    );
    let source = rw.body.operand(op, 0);
    let old_sizes = sizes.iter().map(|s| index_attr(ctx, *s)).collect();
    let parts = [vec![index_attr(ctx, offset)], old_sizes, strides];
    let subview = false;
    allocs.record(
        new,
        Replaced::View {
            source,
            parts,
            subview,
        },
    );
    rw.replace_op(op, &[new]);
    Ok(())
}

/// Upstream's `ConvertMemRefCollapseShape`/`ExpandShape`: a no-op on the flattened memref.
fn convert_reshape(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let t = rw.body.value_type(operands[0]);
    if memref_parts(rw.ctx, t).is_none_or(|p| p.0.len() != 1) {
        return Err(());
    }
    rw.replace_op(op, &[operands[0]]);
    Ok(())
}

/// Upstream's `ConvertMemRefDealloc`.
fn convert_dealloc(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
    _allocs: &ReplacedViews,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    build(rw, loc, "memref.dealloc", &[operands[0]], &[], &[], 0);
    rw.erase_op(op);
    Ok(())
}

/// A narrow-type pattern: a conversion pattern that may read the replaced allocations.
pub type NarrowTypePattern =
    fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>, &ReplacedViews) -> LogicalResult;

/// Adds `patterns` (root op, name, logic) with the type converter and the replaced
/// allocations they share.
pub fn add_narrow_type_patterns(
    ctx: &Context,
    tc: &Arc<TypeConverter>,
    allocs: &Arc<ReplacedViews>,
    set: &mut ConversionPatternSet,
    patterns: &[(&str, &str, NarrowTypePattern)],
) {
    for &(root, name, f) in patterns {
        let allocs = allocs.clone();
        set.add(
            ctx,
            Some(root),
            1,
            name,
            Some(tc.clone()),
            move |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
                f(op, operands, rw, &allocs)
            },
        );
    }
}

/// Upstream's `populateMemRefNarrowTypeEmulationPatterns`; `allocs` is shared with the
/// vector patterns of the same conversion.
pub fn populate_memref_narrow_type_emulation_patterns(
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
            ("memref.alloc", "ConvertMemRefAllocation", convert_alloc),
            ("memref.alloca", "ConvertMemRefAllocation", convert_alloc),
            ("memref.load", "ConvertMemRefLoad", convert_load),
            ("memref.store", "ConvertMemrefStore", convert_store),
            (
                "memref.assume_alignment",
                "ConvertMemRefAssumeAlignment",
                convert_assume_alignment,
            ),
            ("memref.subview", "ConvertMemRefSubview", convert_subview),
            (
                "memref.reinterpret_cast",
                "ConvertMemRefReinterpretCast",
                convert_reinterpret_cast,
            ),
            (
                "memref.collapse_shape",
                "ConvertMemRefCollapseShape",
                convert_reshape,
            ),
            (
                "memref.expand_shape",
                "ConvertMemRefExpandShape",
                convert_reshape,
            ),
            ("memref.dealloc", "ConvertMemRefDealloc", convert_dealloc),
        ],
    );
    let mut resolve = RewritePatternSet::new();
    let a = allocs.clone();
    resolve.add_fn(
        ctx,
        "memref.extract_strided_metadata",
        1,
        "ResolveReplacedViewMetadata",
        move |op, rw| resolve_replaced_view_metadata(op, rw, &a),
    );
    populate_resolve_extract_strided_metadata_patterns(ctx, &mut resolve);
    for p in resolve.into_patterns() {
        set.add_rewrite_pattern(p);
    }
}

/// Upstream's `getLinearizedShape`: the element count, in wide elements.
fn linearized_shape(shape: &[i64], src_bits: i64, dst_bits: i64) -> Vec<i64> {
    if shape.is_empty() {
        return Vec::new();
    }
    if shape.contains(&DYNAMIC) {
        return vec![DYNAMIC];
    }
    let n: i64 = shape.iter().product();
    let scale = dst_bits / src_bits;
    vec![(n + scale - 1) / scale]
}

/// Upstream's `populateMemRefNarrowTypeEmulationConversions`: memrefs of integers narrower
/// than `load_store_bits` (innermost stride 1) become 1-D memrefs of `i<load_store_bits>`.
pub fn populate_memref_narrow_type_emulation_conversions(
    tc: &mut TypeConverter,
    load_store_bits: u32,
) {
    tc.add_conversion_1to1(move |ctx, t| {
        let (shape, elem, _, space) = memref_parts(ctx, t)?;
        let TypeKind::Integer { width, signedness } = *ctx.type_kind(elem) else {
            return Some(t);
        };
        if width >= load_store_bits {
            return Some(t);
        }
        // Not handled: the next conversion (identity) keeps the type.
        let (strides, offset) = strides_and_offset(ctx, t)?;
        if strides.last().is_some_and(|s| *s != 1) {
            return None;
        }
        let w = width as i64;
        let lsw = load_store_bits as i64;
        let layout = match offset {
            0 => None,
            DYNAMIC => Some(ctx.get_attr(AttrKind::Strided {
                offset: DYNAMIC,
                strides: Box::new([1]),
            })),
            o if (o * w) % lsw != 0 => return None,
            o => Some(ctx.get_attr(AttrKind::Strided {
                offset: o * w / lsw,
                strides: Box::new([1]),
            })),
        };
        let new_elem = ctx.get_type(TypeKind::Integer {
            width: load_store_bits,
            signedness,
        });
        let shape = linearized_shape(&shape, w, lsw);
        Some(crate::memref::layout::memref_type(
            ctx, &shape, new_elem, layout, space,
        ))
    });
}
