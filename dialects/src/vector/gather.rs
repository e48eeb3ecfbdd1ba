//! `vector.gather`, `vector.scatter`, `vector.expandload` and `vector.compressstore`:
//! memory ops through an index vector or a mask that compacts, with upstream's assembly,
//! verifiers and memory effects.

use super::ops::vec_info;
use super::{effect, op_err, ANY_SHAPED, I1_VECTOR, I1_VECTOR_RANK1, RANK1};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{operand, result, variadic, OpDef, TypeConstraint};
use rmlir_ir::rewrite::effects::Effect;
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type};

const INT_OR_INDEX_VECTOR: TypeConstraint = TypeConstraint {
    summary: "vector of integer or index values",
    pred: |c, t| vec_info(c, t).is_some_and(|(_, _, e)| c.is_int_or_index(e)),
    build: None,
    class: Some(c::is_vector),
};
const INT_OR_INDEX_VECTOR_RANK1: TypeConstraint = TypeConstraint {
    summary: "vector of integer or index values of ranks 1",
    pred: |c, t| vec_info(c, t).is_some_and(|(s, _, e)| s.len() == 1 && c.is_int_or_index(e)),
    build: None,
    class: Some(c::is_vector),
};

/// Rank and element type of a memref or ranked tensor.
fn base_parts(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(t) {
        rmlir_ir::TypeKind::MemRef { shape, elem, .. }
        | rmlir_ir::TypeKind::RankedTensor { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

/// The operand types of `op` and the number of indices (operands between the base and the
/// `fixed` trailing ones).
fn parts(body: &Body, op: OpId, fixed: usize) -> (Vec<Type>, usize) {
    let tys: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let n = tys.len().saturating_sub(1 + fixed);
    (tys, n)
}

fn check_base(
    ctx: &Context,
    body: &Body,
    op: OpId,
    base: Type,
    vec_elem: Type,
    n_indices: usize,
    what: &str,
) -> Result<(), Diagnostic> {
    let Some((rank, elem)) = base_parts(ctx, base) else {
        return Err(op_err(
            ctx,
            body,
            op,
            "requires base to be a memref or ranked tensor type",
        ));
    };
    if vec_elem != elem {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("base and {what} element type should match"),
        ));
    }
    if n_indices != rank {
        return Err(op_err(ctx, body, op, format!("requires {rank} indices")));
    }
    Ok(())
}

fn verify_gather(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (tys, n) = parts(body, op, 3);
    let res = body.value_type(body.result(op, 0));
    let (Some((rs, _, re)), Some((is, _, _)), Some((ms, _, _))) = (
        vec_info(ctx, res),
        vec_info(ctx, tys[1 + n]),
        vec_info(ctx, tys[2 + n]),
    ) else {
        return Ok(());
    };
    check_base(ctx, body, op, tys[0], re, n, "result")?;
    if rs != is {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected result dim to match indices dim",
        ));
    }
    if rs != ms {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected result dim to match mask dim",
        ));
    }
    if res != tys[3 + n] {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

pub static GATHER: OpDef = OpDef {
    operands: &[
        operand("base", ANY_SHAPED),
        variadic("indices", c::INDEX),
        operand("index_vec", INT_OR_INDEX_VECTOR),
        operand("mask", I1_VECTOR),
        operand("pass_thru", super::VECTOR_T),
    ],
    results: &[result("result", super::VECTOR_T)],
    format: Some(
        "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($index_vec) `,` type($mask) `,` type($pass_thru) `into` type($result)",
    ),
    verify: Some(verify_gather),
    memory_effects: Some(|_, _, _, out| out.push(effect(Effect::Read, 0))),
    canonicalization_patterns: Some(super::canonicalize::gather_patterns),
    ..OpDef::new("vector.gather")
};

fn verify_scatter(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (tys, n) = parts(body, op, 3);
    let (Some((vs, _, ve)), Some((is, _, _)), Some((ms, _, _))) = (
        vec_info(ctx, tys[3 + n]),
        vec_info(ctx, tys[1 + n]),
        vec_info(ctx, tys[2 + n]),
    ) else {
        return Ok(());
    };
    check_base(ctx, body, op, tys[0], ve, n, "valueToStore")?;
    if vs.first() != is.first() {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected valueToStore dim to match indices dim",
        ));
    }
    if vs.first() != ms.first() {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected valueToStore dim to match mask dim",
        ));
    }
    Ok(())
}

pub static SCATTER: OpDef = OpDef {
    operands: &[
        operand("base", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
        operand("index_vec", INT_OR_INDEX_VECTOR_RANK1),
        operand("mask", I1_VECTOR_RANK1),
        operand("valueToStore", RANK1),
    ],
    format: Some(
        "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($index_vec) `,` type($mask) `,` type($valueToStore)",
    ),
    verify: Some(verify_scatter),
    memory_effects: Some(|_, _, _, out| out.push(effect(Effect::Write, 0))),
    canonicalization_patterns: Some(super::canonicalize::scatter_patterns),
    ..OpDef::new("vector.scatter")
};

fn verify_expandload(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (tys, n) = parts(body, op, 2);
    let res = body.value_type(body.result(op, 0));
    let (Some((rs, _, re)), Some((ms, _, _))) = (vec_info(ctx, res), vec_info(ctx, tys[1 + n]))
    else {
        return Ok(());
    };
    check_base(ctx, body, op, tys[0], re, n, "result")?;
    if rs.first() != ms.first() {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected result dim to match mask dim",
        ));
    }
    if res != tys[2 + n] {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

pub static EXPANDLOAD: OpDef = OpDef {
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
    verify: Some(verify_expandload),
    memory_effects: Some(|_, _, _, out| out.push(effect(Effect::Read, 0))),
    canonicalization_patterns: Some(super::canonicalize::expand_load_patterns),
    ..OpDef::new("vector.expandload")
};

fn verify_compressstore(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (tys, n) = parts(body, op, 2);
    let (Some((vs, _, ve)), Some((ms, _, _))) =
        (vec_info(ctx, tys[2 + n]), vec_info(ctx, tys[1 + n]))
    else {
        return Ok(());
    };
    check_base(ctx, body, op, tys[0], ve, n, "valueToStore")?;
    if vs.first() != ms.first() {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected valueToStore dim to match mask dim",
        ));
    }
    Ok(())
}

pub static COMPRESSSTORE: OpDef = OpDef {
    operands: &[
        operand("base", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
        operand("mask", I1_VECTOR_RANK1),
        operand("valueToStore", RANK1),
    ],
    format: Some(
        "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
    ),
    verify: Some(verify_compressstore),
    memory_effects: Some(|_, _, _, out| out.push(effect(Effect::Write, 0))),
    canonicalization_patterns: Some(super::canonicalize::compress_store_patterns),
    ..OpDef::new("vector.compressstore")
};
