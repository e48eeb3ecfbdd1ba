//! Upstream's `populateVectorLinearizeTypeConversionsAndLegality` and
//! `populateVectorLinearizeShuffleLikeOpsPatterns` (`VectorLinearize.cpp`): a dialect
//! conversion turning n-D vectors (at most one scalable dim) into 1-D ones, for constants,
//! elementwise ops, `vector.shuffle`, `vector.extract`, `vector.insert` and
//! `vector.extract_strided_slice` (the last four as 1-D `vector.shuffle`s), when the
//! innermost dim is narrower than a target bit width. Values cross the boundary through
//! `vector.shape_cast` materializations.

use crate::vector::lowering::vector_type;
use crate::vector::lowering::{build1, i64_array_attr, i64_array_attr_values, vector_parts};
use rmlir_ir::body::OpSpec;
use rmlir_ir::conversion::rewriter::{ConversionPatternRewriter, ConversionPatternSet};
use rmlir_ir::conversion::target::ConversionTarget;
use rmlir_ir::conversion::type_converter::TypeConverter;
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Body, Context, OpId, Type, ValueId};
use std::sync::Arc;

/// Upstream's `isLinearizableVector`: rank above 1, at most one scalable dim.
fn linearizable(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t)
        .is_some_and(|(s, sc, _)| s.len() > 1 && sc.iter().filter(|b| **b).count() <= 1)
}

/// Upstream's `isLessThanTargetBitWidth`: every result a non-index vector of rank > 0
/// whose innermost dim has fewer than `target` bits.
fn less_than_target(ctx: &Context, body: &Body, op: OpId, target: u32) -> bool {
    within_target(ctx, body, op, target, false)
}

/// The bit width check; `or_equal`: an innermost dim of exactly `target` bits passes too
/// (what 19's `vector.insert` linearization accepts).
fn within_target(ctx: &Context, body: &Body, op: OpId, target: u32, or_equal: bool) -> bool {
    body.results(op).iter().all(|r| {
        let t = body.value_type(*r);
        let Some((shape, _, elem)) = vector_parts(ctx, t) else {
            return false;
        };
        if matches!(ctx.type_kind(elem), rmlir_ir::TypeKind::Index) || shape.is_empty() {
            return false;
        }
        let bits = ctx.int_or_float_bitwidth(elem).unwrap_or(0) as i64;
        let w = shape[shape.len() - 1].saturating_mul(bits);
        w < target as i64 || (or_equal && w == target as i64)
    })
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(_, sc, _)| sc.iter().any(|b| *b))
}

/// The type converter: linearizable vectors flatten, other vectors stay; nothing else
/// converts; materializations are `vector.shape_cast`s.
pub fn linearize_type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion_1to1(|ctx, t| {
        let (shape, sc, elem) = vector_parts(ctx, t)?;
        if !linearizable(ctx, t) {
            return Some(t);
        }
        let n = shape.iter().product::<i64>();
        Some(vector_type(ctx, &[n], &[sc.iter().any(|b| *b)], elem))
    });
    let mat = |ctx: &Context,
               b: &mut rmlir_ir::Builder<'_>,
               ty: Type,
               inputs: &[ValueId],
               loc: rmlir_ir::Location|
     -> Option<ValueId> {
        if inputs.len() != 1
            || vector_parts(ctx, b.body.value_type(inputs[0])).is_none()
            || vector_parts(ctx, ty).is_none()
        {
            return None;
        }
        let mut spec = OpSpec::new(ctx.op_name("vector.shape_cast"), loc);
        spec.operands = inputs;
        let tys = [ty];
        spec.result_types = &tys;
        let op = b.create(spec);
        Some(b.body.result(op, 0))
    };
    tc.add_argument_materialization(mat);
    tc.add_source_materialization(mat);
    tc.add_target_materialization(mat);
    tc
}

fn converted_result(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Option<Type> {
    let t = rw.body().value_type(rw.body().result(op, 0));
    rw.type_converter()?.convert_type_1(rw.ctx, t)
}

fn shuffle(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    ty: Type,
    a: ValueId,
    b: ValueId,
    mask: &[i64],
) {
    let ctx = rw.ctx;
    let loc = rw.body().loc(op);
    let r = build1(
        rw,
        loc,
        "vector.shuffle",
        &[a, b],
        ty,
        &[("mask", i64_array_attr(ctx, mask))],
    );
    rw.replace_op(op, &[r]);
}

/// Upstream's `LinearizeConstant`.
fn constant(
    target: u32,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, _, rw| {
        let ctx = rw.ctx;
        let res = converted_result(rw, op).ok_or(())?;
        let value = rmlir_ir::ods::prop(ctx, rw.body(), op, "value")
            .or_else(|| rw.body().attr(op, rw.ctx.ident("value")))
            .ok_or(())?;
        let kind = ctx.attr_kind(value).clone();
        if is_scalable(ctx, res) && !matches!(kind, AttrKind::DenseIntOrFp { splat: true, .. }) {
            return Err(());
        }
        if !less_than_target(ctx, rw.body(), op, target) {
            return Err(());
        }
        let AttrKind::DenseIntOrFp { data, splat, .. } = kind else {
            return Err(());
        };
        let new = ctx.get_attr(AttrKind::DenseIntOrFp {
            ty: res,
            data,
            splat,
        });
        let loc = rw.body().loc(op);
        let r = build1(rw, loc, "arith.constant", &[], res, &[("value", new)]);
        rw.replace_op(op, &[r]);
        Ok(())
    }
}

/// Upstream's `LinearizeVectorizable` (`convertOpResultTypes`): the op recreated on the
/// converted operands with converted result types.
fn vectorizable(
    target: u32,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        if !super::is_elementwise(ctx, rw.body(), op)
            || !less_than_target(ctx, rw.body(), op, target)
        {
            return Err(());
        }
        let tc = rw.type_converter().ok_or(())?;
        let tys: Vec<Type> = rw
            .body()
            .results(op)
            .iter()
            .map(|r| rw.body().value_type(*r))
            .collect();
        let new_tys = tc.convert_types(ctx, &tys).ok_or(())?;
        let body = rw.body();
        let mut spec = OpSpec::new(body.op_name(op), body.loc(op));
        spec.props = body.op(op).props.iter().cloned().collect();
        spec.attrs = body.attrs(op).to_vec();
        spec.operands = operands;
        spec.result_types = &new_tys;
        let n = rw.create(spec);
        let rs = rw.body().results(n).to_vec();
        rw.replace_op(op, &rs);
        Ok(())
    }
}

fn prop_i64s(rw: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> Option<Vec<i64>> {
    let a = rmlir_ir::ods::prop(rw.ctx, rw.body(), op, name)?;
    i64_array_attr_values(rw.ctx, a)
        .or_else(|| rmlir_ir::ods::constraints::dense_i64_values(rw.ctx, a))
}

fn operand_type(rw: &ConversionPatternRewriter<'_>, op: OpId, i: usize) -> Type {
    rw.body().value_type(rw.body().operand(op, i))
}

/// Upstream's `LinearizeVectorExtractStridedSlice`.
fn extract_strided_slice(
    target: u32,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let dst = converted_result(rw, op).ok_or(())?;
        let src_ty = operand_type(rw, op, 0);
        if is_scalable(ctx, src_ty)
            || is_scalable(ctx, dst)
            || !less_than_target(ctx, rw.body(), op, target)
        {
            return Err(());
        }
        let offsets = prop_i64s(rw, op, "offsets").ok_or(())?;
        let sizes = prop_i64s(rw, op, "sizes").ok_or(())?;
        let strides = prop_i64s(rw, op, "strides").ok_or(())?;
        if strides.first() != Some(&1) {
            return Err(());
        }
        let shape = vector_parts(ctx, src_ty).ok_or(())?.0;
        let (n, k) = (shape.len(), offsets.len());
        let slice: i64 = shape[k.min(n)..].iter().product();
        let count: i64 = sizes.iter().product();
        let mut src_strides = vec![slice; k];
        let mut ext_strides = vec![1i64; k];
        for i in (0..k.saturating_sub(1)).rev() {
            src_strides[i] = src_strides[i + 1] * shape[i + 1];
            ext_strides[i] = ext_strides[i + 1] * sizes[i + 1];
        }
        let mut mask = Vec::with_capacity((count * slice) as usize);
        for i in 0..count {
            let mut rem = i;
            let mut lin = 0;
            for j in 0..k {
                let m = rem / ext_strides[j];
                rem -= m * ext_strides[j];
                lin += (offsets[j] + m) * src_strides[j];
            }
            mask.extend(lin..lin + slice);
        }
        shuffle(rw, op, dst, operands[0], operands[0], &mask);
        Ok(())
    }
}

/// Upstream's `LinearizeVectorShuffle`.
fn shuffle_op(
    target: u32,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let dst = converted_result(rw, op).ok_or(())?;
        let (v1, v2) = (operand_type(rw, op, 0), operand_type(rw, op, 1));
        if is_scalable(ctx, v1)
            || is_scalable(ctx, v2)
            || is_scalable(ctx, dst)
            || !less_than_target(ctx, rw.body(), op, target)
        {
            return Err(());
        }
        let shape = vector_parts(ctx, v1).ok_or(())?.0;
        let slice: i64 = if shape.len() > 1 {
            shape[1..].iter().product()
        } else {
            1
        };
        let m = prop_i64s(rw, op, "mask").ok_or(())?;
        let mask: Vec<i64> = m
            .iter()
            .flat_map(|v| (slice * v)..(slice * v + slice))
            .collect();
        shuffle(rw, op, dst, operands[0], operands[1], &mask);
        Ok(())
    }
}

fn has_dynamic_position(pos: &[i64]) -> bool {
    pos.contains(&rmlir_ir::types::DYNAMIC)
}

/// Upstream's `LinearizeVectorExtract`.
fn extract(
    target: u32,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let dst = converted_result(rw, op).ok_or(())?;
        let src_ty = operand_type(rw, op, 0);
        if vector_parts(ctx, dst).is_none()
            || is_scalable(ctx, src_ty)
            || is_scalable(ctx, dst)
            || !less_than_target(ctx, rw.body(), op, target)
        {
            return Err(());
        }
        let pos = prop_i64s(rw, op, "static_position").ok_or(())?;
        if has_dynamic_position(&pos) {
            return Err(());
        }
        let shape = vector_parts(ctx, src_ty).ok_or(())?.0;
        let mut size: i64 = shape.iter().product();
        let mut off = 0;
        for (i, p) in pos.iter().enumerate() {
            size /= shape[i];
            off += p * size;
        }
        let mask: Vec<i64> = (off..off + size).collect();
        shuffle(rw, op, dst, operands[0], operands[0], &mask);
        Ok(())
    }
}

/// Upstream's `LinearizeVectorInsert`.
fn insert(
    target: u32,
) -> impl Fn(OpId, &[ValueId], &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    move |op, operands, rw| {
        let ctx = rw.ctx;
        let dst = converted_result(rw, op).ok_or(())?;
        let dest_ty = operand_type(rw, op, 1);
        if is_scalable(ctx, dest_ty)
            || is_scalable(ctx, dst)
            || !within_target(ctx, rw.body(), op, target, true)
        {
            return Err(());
        }
        let src_ty = operand_type(rw, op, 0);
        let Some((sshape, _, _)) = vector_parts(ctx, src_ty) else {
            return Err(());
        };
        let src_size: i64 = sshape.iter().product();
        let pos = prop_i64s(rw, op, "static_position").ok_or(())?;
        if has_dynamic_position(&pos) {
            return Err(());
        }
        let shape = vector_parts(ctx, dest_ty).ok_or(())?.0;
        let dst_size: i64 = shape.iter().product();
        let mut size = dst_size;
        let mut off = 0;
        for (i, p) in pos.iter().enumerate() {
            size /= shape[i];
            off += p * size;
        }
        let mut mask: Vec<i64> = (0..off).collect();
        mask.extend(dst_size..dst_size + src_size);
        mask.extend(off + src_size..dst_size);
        shuffle(rw, op, dst, operands[1], operands[0], &mask);
        Ok(())
    }
}

/// Fills `set` and `target` for the linearization with bit width `target_bits`.
pub fn populate_vector_linearize(
    ctx: &Context,
    tc: Arc<TypeConverter>,
    set: &mut ConversionPatternSet,
    target: &mut ConversionTarget,
    bits: u32,
) {
    let ltc = tc.clone();
    target.mark_unknown_op_dynamically_legal(move |ctx, body, op| {
        let name = ctx.op_name_str(body.op_name(op));
        let shuffle_like = name == "vector.shuffle";
        if name == "arith.constant" || super::is_elementwise(ctx, body, op) || shuffle_like {
            if !less_than_target(ctx, body, op, bits) {
                return Some(true);
            }
            let legal = ltc.is_legal_op(ctx, body, op);
            if shuffle_like {
                let r1 = vector_parts(ctx, body.value_type(body.result(op, 0)))
                    .is_some_and(|p| p.0.len() == 1);
                return Some(legal && r1);
            }
            return Some(legal);
        }
        None
    });
    set.add(
        ctx,
        Some("arith.constant"),
        1,
        "LinearizeConstant",
        Some(tc.clone()),
        constant(bits),
    );
    set.add(
        ctx,
        None,
        1,
        "LinearizeVectorizable",
        Some(tc.clone()),
        vectorizable(bits),
    );
    set.add(
        ctx,
        Some("vector.shuffle"),
        1,
        "LinearizeVectorShuffle",
        Some(tc.clone()),
        shuffle_op(bits),
    );
    set.add(
        ctx,
        Some("vector.extract"),
        1,
        "LinearizeVectorExtract",
        Some(tc.clone()),
        extract(bits),
    );
    set.add(
        ctx,
        Some("vector.insert"),
        1,
        "LinearizeVectorInsert",
        Some(tc.clone()),
        insert(bits),
    );
    set.add(
        ctx,
        Some("vector.extract_strided_slice"),
        1,
        "LinearizeVectorExtractStridedSlice",
        Some(tc),
        extract_strided_slice(bits),
    );
}
