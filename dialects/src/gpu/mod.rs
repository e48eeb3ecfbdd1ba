//! The `gpu` dialect of MLIR 19, in part: `gpu.subgroup_mma_load_matrix` and
//! `gpu.subgroup_mma_store_matrix` with their assembly, verifiers and memory effects
//! (upstream's `GPUDialect.cpp`). The `!gpu.mma_matrix` type stays a dialect type kept as
//! text; [`mma_matrix_parts`] reads it. The dialect's other ops stay registered from the op
//! reference.

use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, operand, optional_attr, result, variadic, OpDef, TypeConstraint};
use rmlir_ir::rewrite::effects::{Effect, EffectInstance, EffectOn};
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

/// The ops of the dialect defined here.
pub struct GpuDialect;

pub static GPU: GpuDialect = GpuDialect;

pub static OPS: &[&OpDef] = &[&SUBGROUP_MMA_LOAD_MATRIX, &SUBGROUP_MMA_STORE_MATRIX];

impl Dialect for GpuDialect {
    fn namespace(&self) -> &'static str {
        "gpu"
    }
    fn ops(&self) -> Vec<OpInfo> {
        OPS.iter().map(|d| d.info()).collect()
    }
}

/// The shape text, element type text and operand (`"AOp"`, ...) of a `!gpu.mma_matrix`.
pub fn mma_matrix_parts(ctx: &Context, t: Type) -> Option<(String, String, String)> {
    if !matches!(ctx.type_kind(t), TypeKind::Dialect(_)) {
        return None;
    }
    let text = rmlir_ir::printer::type_to_string(ctx, t);
    let inner = text.strip_prefix("!gpu.mma_matrix<")?.strip_suffix('>')?;
    let (dims, operand) = inner.rsplit_once(',')?;
    let operand = operand.trim().strip_prefix('"')?.strip_suffix('"')?;
    let (shape, elem) = dims.trim().rsplit_once('x')?;
    Some((shape.to_string(), elem.to_string(), operand.to_string()))
}

const fn tc(summary: &'static str, pred: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        pred,
        build: None,
        class: None,
    }
}

fn is_mma_elem(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t, 8)
        || ctx.is_signless_integer(t, 32)
        || (ctx.is_float(t)
            && matches!(
                rmlir_ir::printer::type_to_string(ctx, t).as_str(),
                "f16" | "f32"
            ))
}

fn is_mma_memref(ctx: &Context, t: Type) -> bool {
    let TypeKind::MemRef { elem, .. } = ctx.type_kind(t) else {
        return false;
    };
    if is_mma_elem(ctx, *elem) {
        return true;
    }
    matches!(ctx.type_kind(*elem), TypeKind::Vector { shape, elem, .. } if shape.len() == 1 && is_mma_elem(ctx, *elem))
}

const MMA_MEMREF: TypeConstraint = tc(
    "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float values of ranks 1 values",
    is_mma_memref,
);

const MMA_MATRIX: TypeConstraint = tc("MMAMatrix type", |ctx, t| {
    mma_matrix_parts(ctx, t).is_some()
});

const MMA_MATRIX_STORABLE: TypeConstraint = tc(
    "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float values",
    |ctx, t| {
        mma_matrix_parts(ctx, t)
            .is_some_and(|(_, e, _)| matches!(e.as_str(), "si8" | "ui8" | "i32" | "f16" | "f32"))
    },
);

pub static SUBGROUP_MMA_LOAD_MATRIX: OpDef = OpDef {
    operands: &[
        operand("srcMemref", MMA_MEMREF),
        variadic("indices", c::INDEX),
    ],
    results: &[result("res", MMA_MATRIX)],
    attrs: &[
        attr("leadDimension", c::INDEX_ATTR),
        optional_attr("transpose", c::UNIT_ATTR),
    ],
    format: Some("$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)"),
    verify: Some(verify_load),
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Read, EffectOn::Operand(0)))
    }),
    ..OpDef::new("gpu.subgroup_mma_load_matrix")
};

pub static SUBGROUP_MMA_STORE_MATRIX: OpDef = OpDef {
    operands: &[
        operand("src", MMA_MATRIX_STORABLE),
        operand("dstMemref", MMA_MEMREF),
        variadic("indices", c::INDEX),
    ],
    attrs: &[
        attr("leadDimension", c::INDEX_ATTR),
        optional_attr("transpose", c::UNIT_ATTR),
    ],
    format: Some("$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)"),
    verify: Some(verify_store),
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Write, EffectOn::Operand(1)))
    }),
    ..OpDef::new("gpu.subgroup_mma_store_matrix")
};

fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let src = body.value_type(body.operand(op, 0));
    let res = body.value_type(body.result(op, 0));
    if !crate::vector::is_last_memref_dim_unit_stride(ctx, src) {
        return Err(Diagnostic::error(
            body.loc(op),
            "expected source memref most minor dim must have unit stride",
        ));
    }
    let operand = mma_matrix_parts(ctx, res).map(|p| p.2).unwrap_or_default();
    if !matches!(operand.as_str(), "AOp" | "BOp" | "COp") {
        return Err(Diagnostic::error(
            body.loc(op),
            "only AOp, BOp and COp can be loaded",
        ));
    }
    Ok(())
}

fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let src = body.value_type(body.operand(op, 0));
    let dst = body.value_type(body.operand(op, 1));
    if !crate::vector::is_last_memref_dim_unit_stride(ctx, dst) {
        return Err(Diagnostic::error(
            body.loc(op),
            "expected destination memref most minor dim must have unit stride",
        ));
    }
    let operand = mma_matrix_parts(ctx, src).map(|p| p.2).unwrap_or_default();
    if operand != "COp" {
        return Err(Diagnostic::error(
            body.loc(op),
            "expected the operand matrix being stored to have 'COp' operand type",
        ));
    }
    Ok(())
}
