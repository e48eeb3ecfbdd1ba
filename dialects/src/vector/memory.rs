//! `vector.load`, `vector.store`, `vector.maskedload`, `vector.maskedstore`: declarations,
//! verifiers, folders and the masked ops' canonicalization patterns (upstream's
//! `MaskedLoadFolder`/`MaskedStoreFolder`).

use super::{
    effect, is_last_memref_dim_unit_stride, mask_format, memref_cast_edits, op_err, vector_parts,
    MaskFormat, I1_VECTOR_RANK1, RANK1,
};
use rmlir_ir::dialect::OpInfo;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{default_optional_attr, operand, result, variadic, OpDef};
use rmlir_ir::rewrite::effects::Effect;
use rmlir_ir::rewrite::{FoldAdaptor, Folded, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

const VECTOR_ANY_RANK: rmlir_ir::ods::TypeConstraint = super::VECTOR_T;

pub static LOAD: OpDef = OpDef {
    operands: &[
        operand("base", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    results: &[result("result", VECTOR_ANY_RANK)],
    attrs: &[default_optional_attr("nontemporal", c::BOOL_ATTR, |ctx| {
        ctx.bool_attr(false)
    })],
    format: Some("$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)"),
    verify: Some(verify_load),
    fold: Some(fold_memref_cast),
    memory_effects: Some(|_, _, _, out| out.push(effect(Effect::Read, 0))),
    ..OpDef::new("vector.load")
};

pub static STORE: OpDef = OpDef {
    operands: &[
        operand("valueToStore", VECTOR_ANY_RANK),
        operand("base", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    attrs: &[default_optional_attr("nontemporal", c::BOOL_ATTR, |ctx| {
        ctx.bool_attr(false)
    })],
    format: Some(
        "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
    ),
    verify: Some(verify_store),
    fold: Some(fold_memref_cast),
    memory_effects: Some(|_, _, _, out| out.push(effect(Effect::Write, 1))),
    ..OpDef::new("vector.store")
};

pub static MASKED_LOAD: OpDef = OpDef {
    operands: &[
        operand("base", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
        operand("mask", I1_VECTOR_RANK1),
        operand("pass_thru", RANK1),
    ],
    results: &[result("result", RANK1)],
    format: Some(
        "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
    ),
    verify: Some(verify_masked_load),
    fold: Some(fold_memref_cast),
    canonicalization_patterns: Some(masked_load_patterns),
    memory_effects: Some(|_, _, _, out| out.push(effect(Effect::Read, 0))),
    ..OpDef::new("vector.maskedload")
};

pub static MASKED_STORE: OpDef = OpDef {
    operands: &[
        operand("base", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
        operand("mask", I1_VECTOR_RANK1),
        operand("valueToStore", RANK1),
    ],
    format: Some(
        "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
    ),
    verify: Some(verify_masked_store),
    fold: Some(fold_memref_cast),
    canonicalization_patterns: Some(masked_store_patterns),
    memory_effects: Some(|_, _, _, out| out.push(effect(Effect::Write, 0))),
    ..OpDef::new("vector.maskedstore")
};

fn memref_rank_and_elem(ctx: &Context, t: Type) -> (usize, Option<Type>) {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => (shape.len(), Some(*elem)),
        _ => (0, None),
    }
}

/// The common checks of `vector.load`/`vector.store` (`what` names the vector operand).
fn verify_load_store(
    ctx: &Context,
    body: &Body,
    op: OpId,
    vec_ty: Type,
    memref_ty: Type,
    num_indices: usize,
    what: &str,
) -> Result<(), Diagnostic> {
    if !is_last_memref_dim_unit_stride(ctx, memref_ty) {
        return Err(op_err(
            ctx,
            body,
            op,
            "most minor memref dim must have unit stride",
        ));
    }
    let (rank, elem) = memref_rank_and_elem(ctx, memref_ty);
    let mut mem_elem = elem;
    if let Some(e) = elem {
        if vector_parts(ctx, e).is_some() {
            if e != vec_ty {
                let kind = if what == "result" {
                    "result vector"
                } else {
                    "valueToStore vector"
                };
                return Err(op_err(
                    ctx,
                    body,
                    op,
                    format!("base memref and {kind} types should match"),
                ));
            }
            mem_elem = vector_parts(ctx, e).map(|p| p.1);
        }
    }
    let vec_elem = vector_parts(ctx, vec_ty).map(|p| p.1);
    if vec_elem != mem_elem {
        let m = if what == "result" {
            "base and result element types should match"
        } else {
            "base and valueToStore element type should match"
        };
        return Err(op_err(ctx, body, op, m));
    }
    if num_indices != rank {
        return Err(op_err(ctx, body, op, format!("requires {rank} indices")));
    }
    Ok(())
}

fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let memref = body.value_type(body.operand(op, 0));
    let vec = body.value_type(body.result(op, 0));
    let n = body.num_operands(op) - 1;
    verify_load_store(ctx, body, op, vec, memref, n, "result")
}

fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let vec = body.value_type(body.operand(op, 0));
    let memref = body.value_type(body.operand(op, 1));
    let n = body.num_operands(op) - 2;
    verify_load_store(ctx, body, op, vec, memref, n, "valueToStore")
}

fn dim0(ctx: &Context, t: Type) -> Option<i64> {
    vector_parts(ctx, t).and_then(|(s, _)| s.first().copied())
}

fn verify_masked_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n = body.num_operands(op);
    let memref = body.value_type(body.operand(op, 0));
    let mask = body.value_type(body.operand(op, n - 2));
    let pass = body.value_type(body.operand(op, n - 1));
    let res = body.value_type(body.result(op, 0));
    let (rank, elem) = memref_rank_and_elem(ctx, memref);
    if vector_parts(ctx, res).map(|p| p.1) != elem {
        return Err(op_err(
            ctx,
            body,
            op,
            "base and result element type should match",
        ));
    }
    if n - 3 != rank {
        return Err(op_err(ctx, body, op, format!("requires {rank} indices")));
    }
    if dim0(ctx, res) != dim0(ctx, mask) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected result dim to match mask dim",
        ));
    }
    if res != pass {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

fn verify_masked_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n = body.num_operands(op);
    let memref = body.value_type(body.operand(op, 0));
    let mask = body.value_type(body.operand(op, n - 2));
    let value = body.value_type(body.operand(op, n - 1));
    let (rank, elem) = memref_rank_and_elem(ctx, memref);
    if vector_parts(ctx, value).map(|p| p.1) != elem {
        return Err(op_err(
            ctx,
            body,
            op,
            "base and valueToStore element type should match",
        ));
    }
    if n - 3 != rank {
        return Err(op_err(ctx, body, op, format!("requires {rank} indices")));
    }
    if dim0(ctx, value) != dim0(ctx, mask) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected valueToStore dim to match mask dim",
        ));
    }
    Ok(())
}

/// `op(memref.cast(x)) -> op(x)` (upstream's `memref::foldMemRefCast`).
fn fold_memref_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let edits = memref_cast_edits(a.ctx, a.body, a.op);
    (!edits.is_empty()).then(|| Folded::InPlace(edits.into()))
}

/// Creates `name` with `operands`, `results` and the named properties.
pub(crate) fn create(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: rmlir_ir::Location,
    operands: &[rmlir_ir::ValueId],
    results: &[Type],
    props: &[(&str, rmlir_ir::Attribute)],
) -> OpId {
    let ctx = rw.ctx;
    let n = ctx.op_name(name);
    let info: &OpInfo = ctx.op_info(n).expect("registered op");
    let mut spec = rmlir_ir::body::OpSpec::new(n, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.props = info.props_from(ctx, props, false);
    rw.create(spec)
}

fn masked_load_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "vector.maskedload", 1, "MaskedLoadFolder", |op, rw| {
        let ctx = rw.ctx;
        let n = rw.body().num_operands(op);
        let mask = rw.body().operand(op, n - 2);
        match mask_format(ctx, rw.body(), mask) {
            MaskFormat::AllTrue => {
                let loc = rw.body().loc(op);
                let operands: Vec<_> = rw.body().operands(op).take(n - 2).collect();
                let ty = rw.body().value_type(rw.body().result(op, 0));
                let new = create(
                    rw,
                    "vector.load",
                    loc,
                    &operands,
                    &[ty],
                    &[("nontemporal", ctx.bool_attr(false))],
                );
                rw.replace_op_with_op(op, new);
                Ok(())
            }
            MaskFormat::AllFalse => {
                let pass = rw.body().operand(op, n - 1);
                rw.replace_op(op, &[pass]);
                Ok(())
            }
            MaskFormat::Unknown => Err(()),
        }
    });
}

fn masked_store_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.maskedstore",
        1,
        "MaskedStoreFolder",
        |op, rw| {
            let ctx = rw.ctx;
            let n = rw.body().num_operands(op);
            let mask = rw.body().operand(op, n - 2);
            match mask_format(ctx, rw.body(), mask) {
                MaskFormat::AllTrue => {
                    let loc = rw.body().loc(op);
                    let mut operands = vec![rw.body().operand(op, n - 1)];
                    operands.extend(rw.body().operands(op).take(n - 2));
                    let new = create(
                        rw,
                        "vector.store",
                        loc,
                        &operands,
                        &[],
                        &[("nontemporal", ctx.bool_attr(false))],
                    );
                    rw.replace_op_with_op(op, new);
                    Ok(())
                }
                MaskFormat::AllFalse => {
                    rw.erase_op(op);
                    Ok(())
                }
                MaskFormat::Unknown => Err(()),
            }
        },
    );
}
