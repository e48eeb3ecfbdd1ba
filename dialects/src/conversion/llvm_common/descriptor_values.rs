//! Memref descriptors built from and taken apart into separate values with a plain
//! [`Builder`], for the code the function conversion writes outside patterns (entry
//! block argument materializations and the `_mlir_ciface_` wrappers): upstream's
//! `MemRefDescriptor::pack` / `unpack` / `fromStaticShape` and the unranked `pack` /
//! `unpack`.

use super::func_signature::unpacked_descriptor_positions;
use super::op_spec;
use crate::llvm::types as lt;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::{Builder, Context, Location, Type, TypeKind, ValueId};

/// Creates op `name` ([`op_spec`]) with `b` and returns its first result, if any.
pub fn build(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, rmlir_ir::Attribute)],
) -> Option<ValueId> {
    let op = b.create(op_spec(ctx, loc, name, operands, results, attrs));
    b.body.results(op).first().copied()
}

fn field_type(ctx: &Context, mut t: Type, pos: &[i64]) -> Type {
    for &p in pos {
        t = match lt::decode(ctx, t) {
            Some(lt::LlvmType::Struct { elems, .. }) => elems[p as usize],
            Some(lt::LlvmType::Array(e, _)) => e,
            _ => t,
        };
    }
    t
}

fn insert(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    desc: ValueId,
    pos: &[i64],
    v: ValueId,
) -> ValueId {
    let ty = b.body.value_type(desc);
    let position = c::dense_i64_array(ctx, pos);
    build(
        ctx,
        b,
        loc,
        "llvm.insertvalue",
        &[desc, v],
        &[ty],
        &[("position", position)],
    )
    .expect("insertvalue result")
}

/// The positions in the order upstream's `pack` sets them: pointers and offset, then
/// each size followed by its stride.
fn pack_order(ctx: &Context, memref: Type) -> Vec<(usize, Vec<i64>)> {
    let unpacked = unpacked_descriptor_positions(ctx, memref).unwrap_or_default();
    let rank = match ctx.type_kind(memref) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return unpacked.into_iter().enumerate().collect(),
    };
    let mut out: Vec<(usize, Vec<i64>)> = (0..3).map(|i| (i, unpacked[i].clone())).collect();
    for i in 0..rank {
        out.push((3 + i, unpacked[3 + i].clone()));
        out.push((3 + rank + i, unpacked[3 + rank + i].clone()));
    }
    out
}

/// A descriptor of struct type `desc_ty` for memref type `memref` from its unpacked
/// field values.
pub fn pack(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    memref: Type,
    desc_ty: Type,
    values: &[ValueId],
) -> ValueId {
    let mut d = build(ctx, b, loc, "llvm.mlir.undef", &[], &[desc_ty], &[]).expect("undef");
    for (i, pos) in pack_order(ctx, memref) {
        d = insert(ctx, b, loc, d, &pos, values[i]);
    }
    d
}

/// The unpacked field values of descriptor `desc` of memref type `memref`.
pub fn unpack(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    memref: Type,
    desc: ValueId,
) -> Vec<ValueId> {
    let desc_ty = b.body.value_type(desc);
    unpacked_descriptor_positions(ctx, memref)
        .unwrap_or_default()
        .into_iter()
        .map(|pos| {
            let ty = field_type(ctx, desc_ty, &pos);
            let position = c::dense_i64_array(ctx, &pos);
            build(
                ctx,
                b,
                loc,
                "llvm.extractvalue",
                &[desc],
                &[ty],
                &[("position", position)],
            )
            .expect("extractvalue result")
        })
        .collect()
}

/// Upstream's `MemRefDescriptor::fromStaticShape`: the descriptor of a memref of static
/// shape, strides and offset whose both pointers are `ptr`.
pub fn from_static_shape(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    memref: Type,
    desc_ty: Type,
    ptr: ValueId,
) -> ValueId {
    let (strides, offset) =
        crate::memref::layout::strides_and_offset(ctx, memref).unwrap_or_default();
    let shape: Vec<i64> = match ctx.type_kind(memref) {
        TypeKind::MemRef { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    };
    let index_ty = field_type(ctx, desc_ty, &[2]);
    let constant = |b: &mut Builder<'_>, v: i64| {
        let value = ctx.int_attr(ctx.index_type(), v);
        build(
            ctx,
            b,
            loc,
            "llvm.mlir.constant",
            &[],
            &[index_ty],
            &[("value", value)],
        )
        .expect("constant")
    };
    let mut d = build(ctx, b, loc, "llvm.mlir.undef", &[], &[desc_ty], &[]).expect("undef");
    d = insert(ctx, b, loc, d, &[0], ptr);
    d = insert(ctx, b, loc, d, &[1], ptr);
    let off = constant(b, offset);
    d = insert(ctx, b, loc, d, &[2], off);
    for (i, (size, stride)) in shape.iter().zip(&strides).enumerate() {
        let s = constant(b, *size);
        d = insert(ctx, b, loc, d, &[3, i as i64], s);
        let s = constant(b, *stride);
        d = insert(ctx, b, loc, d, &[4, i as i64], s);
    }
    d
}
