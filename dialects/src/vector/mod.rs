//! The `vector` dialect of MLIR 19, in part: the memory ops `vector.transfer_read`,
//! `vector.transfer_write`, `vector.load`, `vector.store`, `vector.maskedload` and
//! `vector.maskedstore` with upstream's custom assembly, verifiers, folders, memory effects
//! and (for the masked ops) canonicalization patterns (`VectorOps.cpp`). The dialect's other
//! ops stay registered from the op reference (the registry keeps the first registration of a
//! name).

pub mod attrs;
pub(crate) mod canonicalize;
pub mod contract;
mod extract_insert;
pub mod gather;
pub mod lowering;
pub mod mask;
mod memory;
pub mod ops;
pub mod print;
pub mod reduction;
pub mod transfer;
mod transfer_canon;
pub mod transforms;
pub mod warp;

use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{AttrAsm, AttrConstraint, OpDef, TypeConstraint};
use rmlir_ir::rewrite::effects::{Effect, EffectInstance, EffectOn};
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind, ValueId};

/// The ops of the dialect defined here.
pub struct VectorDialect;

pub static VECTOR: VectorDialect = VectorDialect;

/// The dialect's attributes.
pub static ATTRS: &[&rmlir_ir::ods::enums::DialectAttrDef] = &[
    &print::PUNCTUATION_ATTR,
    &attrs::KIND_ATTR,
    &attrs::ITERATOR_TYPE_ATTR,
];

pub static OPS: &[&OpDef] = &[
    &contract::CONTRACT,
    &contract::OUTERPRODUCT,
    &extract_insert::EXTRACT,
    &extract_insert::INSERT,
    &gather::COMPRESSSTORE,
    &gather::EXPANDLOAD,
    &gather::GATHER,
    &gather::SCATTER,
    &mask::CONSTANT_MASK,
    &mask::CREATE_MASK,
    &mask::MASK,
    &mask::YIELD,
    &memory::LOAD,
    &memory::MASKED_LOAD,
    &memory::MASKED_STORE,
    &memory::STORE,
    &ops::BITCAST,
    &ops::BROADCAST,
    &ops::DEINTERLEAVE,
    &ops::EXTRACT_ELEMENT,
    &ops::EXTRACT_STRIDED_SLICE,
    &ops::FLAT_TRANSPOSE,
    &ops::FMA,
    &ops::FROM_ELEMENTS,
    &ops::INSERT_ELEMENT,
    &ops::INSERT_STRIDED_SLICE,
    &ops::INTERLEAVE,
    &ops::MATRIX_MULTIPLY,
    &ops::RESHAPE,
    &ops::SCALABLE_EXTRACT,
    &ops::SCALABLE_INSERT,
    &ops::SHAPE_CAST,
    &ops::SHUFFLE,
    &ops::SPLAT,
    &ops::STEP,
    &ops::TRANSPOSE,
    &ops::TYPE_CAST,
    &ops::VSCALE,
    &print::PRINT,
    &reduction::MULTI_REDUCTION,
    &reduction::REDUCTION,
    &reduction::SCAN,
    &transfer::TRANSFER_READ,
    &transfer::TRANSFER_WRITE,
    &warp::WARP_EXECUTE_ON_LANE_0,
];

impl Dialect for VectorDialect {
    fn namespace(&self) -> &'static str {
        "vector"
    }
    fn ops(&self) -> Vec<OpInfo> {
        OPS.iter()
            .map(|d| {
                let mut info = d.info();
                if d.name.starts_with("vector.transfer_") {
                    // The permutation map and `in_bounds` are printed only when not default.
                    info.alias_printed_props = Some(transfer::printed_props);
                }
                info
            })
            .collect()
    }
    fn attrs(&self) -> &'static [&'static rmlir_ir::ods::enums::DialectAttrDef] {
        ATTRS
    }
    /// Upstream's `VectorDialect::materializeConstant`: an `arith.constant`.
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut rmlir_ir::Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: rmlir_ir::Location,
    ) -> Option<OpId> {
        crate::arith::ArithDialect.materialize_constant(ctx, b, value, ty, loc)
    }
    /// Upstream's `VectorInlinerInterface`: every op is legal to inline.
    fn inliner_interface(
        &self,
    ) -> Option<&'static dyn rmlir_ir::interfaces::inliner::DialectInlinerInterface> {
        Some(&rmlir_ir::interfaces::inliner::AllOpsLegal)
    }
    /// The dialect's attributes are all declared.
    fn attrs_partial(&self) -> bool {
        false
    }
}

// ---- constraints ---------------------------------------------------------------------------

const fn tc(summary: &'static str, pred: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: None,
    }
}

/// A vector type constraint: its C++ class is `VectorType` (a parsed type of another kind
/// is "invalid kind of type specified").
pub(crate) const fn vtc(summary: &'static str, pred: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: Some(c::is_vector),
    }
}

/// `AnyVectorOfAnyRank`.
pub(crate) const VECTOR_T: TypeConstraint = vtc("vector of any type values", c::is_vector);

fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

fn is_i1_vector(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(_, e)| c::is_i1(ctx, e))
}

fn is_rank1_vector(ctx: &Context, t: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(s, _)| s.len() == 1)
}

pub(crate) const ANY_SHAPED: TypeConstraint = tc("shaped of any type values", is_shaped);
pub(crate) const I1_VECTOR: TypeConstraint =
    vtc("vector of 1-bit signless integer values", is_i1_vector);
pub(crate) const I1_VECTOR_RANK1: TypeConstraint = vtc(
    "vector of 1-bit signless integer values of ranks 1",
    |ctx, t| is_i1_vector(ctx, t) && is_rank1_vector(ctx, t),
);
pub(crate) const RANK1: TypeConstraint = vtc(" of ranks 1", is_rank1_vector);

fn is_bool_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(elems) => elems.iter().all(|e| c::is_bool_attr(ctx, *e)),
        _ => false,
    }
}

pub(crate) const BOOL_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "1-bit boolean array attribute",
    pred: is_bool_array,
    asm: AttrAsm::Class(is_bool_array),
};

// ---- helpers -------------------------------------------------------------------------------

fn op_err(ctx: &Context, body: &Body, op: OpId, m: impl std::fmt::Display) -> Diagnostic {
    rmlir_ir::verifier::op_error(ctx, body, op, m)
}

fn effect(e: Effect, i: u32) -> EffectInstance {
    EffectInstance::new(e, EffectOn::Operand(i))
}

/// Upstream's `isLastMemrefDimUnitStride`: the layout has strides and the last is 1.
pub fn is_last_memref_dim_unit_stride(ctx: &Context, t: Type) -> bool {
    crate::memref::layout::strides_and_offset(ctx, t)
        .is_some_and(|(s, _)| s.last().is_none_or(|l| *l == 1))
}

/// The op defining `v` if it is named `name`.
fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    let d = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(d)) == name).then_some(d)
}

/// Upstream's `memref::foldMemRefCast(op)`: each operand defined by a `memref.cast` of a
/// ranked memref takes the cast's source.
fn memref_cast_edits(ctx: &Context, body: &Body, op: OpId) -> Vec<rmlir_ir::rewrite::Edit> {
    let mut edits = Vec::new();
    for (i, v) in body.operands(op).enumerate() {
        if let Some(cast) = def_named(ctx, body, v, "memref.cast") {
            let src = body.operand(cast, 0);
            if matches!(ctx.type_kind(body.value_type(src)), TypeKind::MemRef { .. }) {
                edits.push(rmlir_ir::rewrite::Edit::Operand(i as u32, src));
            }
        }
    }
    edits
}

/// Upstream's `vector::MaskFormat`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MaskFormat {
    AllTrue,
    AllFalse,
    Unknown,
}

/// Upstream's `getMaskFormat`: constant masks (`arith.constant` of dense bools,
/// `vector.constant_mask`) and all-false `vector.create_mask`s.
pub fn mask_format(ctx: &Context, body: &Body, mask: ValueId) -> MaskFormat {
    let Some(def) = body.defining_op(mask) else {
        return MaskFormat::Unknown;
    };
    match ctx.op_name_str(body.op_name(def)) {
        "arith.constant" => {
            let Some(v) = rmlir_ir::ods::prop(ctx, body, def, "value") else {
                return MaskFormat::Unknown;
            };
            let AttrKind::DenseIntOrFp { ty, data, .. } = ctx.attr_kind(v) else {
                return MaskFormat::Unknown;
            };
            if !ctx
                .element_type(*ty)
                .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { .. }))
            {
                return MaskFormat::Unknown;
            }
            let mut val = 0i64;
            for b in data.iter().map(|b| *b != 0) {
                if b && val >= 0 {
                    val += 1;
                } else if !b && val <= 0 {
                    val -= 1;
                } else {
                    return MaskFormat::Unknown;
                }
            }
            match val {
                v if v > 0 => MaskFormat::AllTrue,
                v if v < 0 => MaskFormat::AllFalse,
                _ => MaskFormat::Unknown,
            }
        }
        "vector.constant_mask" => {
            let Some(sizes) = rmlir_ir::ods::prop(ctx, body, def, "mask_dim_sizes") else {
                return MaskFormat::Unknown;
            };
            let AttrKind::Array(sizes) = ctx.attr_kind(sizes) else {
                return MaskFormat::Unknown;
            };
            let Some((shape, _)) = vector_parts(ctx, body.value_type(body.result(def, 0))) else {
                return MaskFormat::Unknown;
            };
            let (mut all_true, mut all_false) = (true, true);
            for (s, d) in sizes.iter().zip(shape) {
                let s = crate::affine::utils::int_attr_value(ctx, *s).unwrap_or(0);
                if s < *d {
                    all_true = false;
                }
                if s > 0 {
                    all_false = false;
                }
            }
            if all_true {
                MaskFormat::AllTrue
            } else if all_false {
                MaskFormat::AllFalse
            } else {
                MaskFormat::Unknown
            }
        }
        "vector.create_mask" => {
            for v in body.operands(def) {
                if let Some(d) = def_named(ctx, body, v, "arith.constant") {
                    let size = rmlir_ir::ods::prop(ctx, body, d, "value")
                        .and_then(|a| crate::affine::utils::int_attr_value(ctx, a));
                    if size.is_some_and(|s| s <= 0) {
                        return MaskFormat::AllFalse;
                    }
                }
            }
            MaskFormat::Unknown
        }
        _ => MaskFormat::Unknown,
    }
}

/// A vector type (upstream's `VectorType::get`); scalable flags are stored only when one
/// is set, as the parser does.
pub fn vector_type(ctx: &Context, shape: &[i64], elem: Type, scalable: &[bool]) -> Type {
    let scalable: Box<[bool]> = if scalable.iter().any(|s| *s) {
        scalable.into()
    } else {
        Box::new([])
    };
    ctx.get_type(TypeKind::Vector {
        shape: shape.into(),
        scalable,
        elem,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn ops_declare_reference_properties() {
        let ctx = crate::context();
        for d in super::OPS {
            let info = ctx.op_info(ctx.op_name(d.name)).expect(d.name);
            assert!(info.def.is_some(), "{}", d.name);
        }
    }
}
