//! Canonicalization patterns of the tensor ops (upstream's `getCanonicalizationPatterns`
//! in `TensorOps.cpp`).

use super::ranked_parts;
use super::verify::tensor_type;
use crate::memref::fold::def_named;
use rmlir_ir::body::OpSpec;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, OpId, Type, ValueId};

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

pub(crate) fn cast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "tensor.cast", 1, "ChainedTensorCast", chained_cast);
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

pub(crate) fn dim_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "tensor.dim", 1, "DimOfCastOp", dim_of_cast);
}

// ---- slices --------------------------------------------------------------------------------

pub(crate) fn extract_slice_patterns(_ctx: &Context, _set: &mut RewritePatternSet) {}

pub(crate) fn insert_slice_patterns(_ctx: &Context, _set: &mut RewritePatternSet) {}
