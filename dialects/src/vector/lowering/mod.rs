//! Vector-to-vector lowering patterns (upstream's `Dialect/Vector/Transforms/Lower*.cpp`):
//! the progressive rewrites `convert-vector-to-llvm` applies greedily before its
//! conversion, and helpers shared with `convert-vector-to-scf`.

#![allow(clippy::result_unit_err)] // `LogicalResult`, as the pattern API.

pub mod contract;
pub mod interleave;
pub mod patterns;
pub mod transfer;

use crate::conversion::llvm_common::op_spec;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::{Attribute, Context, Location, OpId, Type, TypeKind, ValueId};

/// Creates op `name` at the rewriter's insertion point (properties from `attrs`, defaults
/// filled in), with `regions` empty regions.
pub fn build(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, Attribute)],
    regions: usize,
) -> OpId {
    let mut spec = op_spec(rw.ctx, loc, name, operands, results, attrs);
    spec.num_regions = regions;
    rw.create(spec)
}

/// [`build`] of a one-result op without regions; its result.
pub fn build1(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    result: Type,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let op = build(rw, loc, name, operands, &[result], attrs, 0);
    rw.body.result(op, 0)
}

/// `arith.constant v : index`.
pub fn index_const(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ctx;
    let idx = ctx.index_type();
    build1(
        rw,
        loc,
        "arith.constant",
        &[],
        idx,
        &[("value", ctx.int_attr(idx, v))],
    )
}

/// `arith.constant` of `attr` (typed `ty`).
pub fn constant(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, attr: Attribute) -> ValueId {
    build1(rw, loc, "arith.constant", &[], ty, &[("value", attr)])
}

/// The shape, scalable flags and element type of a vector type.
pub fn vector_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

/// `vector<shape x elem>` with `scalable` flags (empty: none).
pub fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
    let scalable: Vec<bool> = if scalable.iter().any(|s| *s) {
        scalable.to_vec()
    } else {
        Vec::new()
    };
    ctx.get_type(TypeKind::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        elem,
    })
}

/// The zero attribute of an int/float/vector type.
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    crate::arith::fold::encode(ctx, ty, &[0])
}

/// A constant of type `ty` whose every element has the bit pattern `bits`.
pub fn splat_attr(ctx: &Context, ty: Type, bits: u128) -> Option<Attribute> {
    crate::arith::fold::encode(ctx, ty, &[bits])
}

/// The elements' bit patterns of a constant attribute for `ty`.
pub fn elems_attr(ctx: &Context, ty: Type, vals: &[u128]) -> Option<Attribute> {
    crate::arith::fold::encode(ctx, ty, vals)
}

/// The `static_position` property of `vector.extract`/`vector.insert`.
pub fn i64_array_prop(ctx: &Context, body: &rmlir_ir::Body, op: OpId, name: &str) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, name)
        .and_then(|a| rmlir_ir::ods::constraints::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

/// An `ArrayAttr` of i64 `IntegerAttr`s (the strided-slice ops' offsets, sizes, strides).
pub fn i64_array_attr_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Array(items) => items
            .iter()
            .map(|x| rmlir_ir::ods::constraints::signless_int_value(ctx, *x, 64))
            .collect(),
        _ => None,
    }
}

/// `[v0, v1, ...]` as an `ArrayAttr` of i64 integer attributes.
pub fn i64_array_attr(ctx: &Context, vals: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let items: Vec<Attribute> = vals.iter().map(|v| ctx.int_attr(i64t, *v)).collect();
    ctx.array_attr(&items)
}
