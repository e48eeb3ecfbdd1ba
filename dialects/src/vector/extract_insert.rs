//! `vector.extract` and `vector.insert` (upstream's `Vector_ExtractOp` / `Vector_InsertOp`):
//! the element or sub-vector at a position of static and dynamic indices, with upstream's
//! assembly and verifiers. Their folders and canonicalizations are not written yet.

use super::op_err;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, operand, result, variadic, OpDef, Trait};
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

fn vector_shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.to_vec(), scalable.to_vec(), *elem)),
        _ => None,
    }
}

fn static_position(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, "static_position")
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

/// The checks both ops make of the position against `vector`'s shape.
fn verify_position(
    ctx: &Context,
    body: &Body,
    op: OpId,
    vector: Type,
    dynamic: usize,
    dest: &str,
) -> Result<Vec<i64>, Diagnostic> {
    let position = static_position(ctx, body, op);
    let markers = position
        .iter()
        .filter(|p| **p == rmlir_ir::types::DYNAMIC)
        .count();
    if markers != dynamic {
        return Err(op_err(
            ctx,
            body,
            op,
            "mismatch between dynamic and static positions",
        ));
    }
    let shape = vector_shape(ctx, vector).map(|v| v.0).unwrap_or_default();
    if position.len() > shape.len() {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("expected position attribute of rank no greater than {dest}vector rank"),
        ));
    }
    Ok(position)
}

fn check_indices(
    ctx: &Context,
    body: &Body,
    op: OpId,
    position: &[i64],
    shape: &[i64],
    dest: &str,
) -> Result<(), Diagnostic> {
    for (i, (&p, &d)) in position.iter().zip(shape).enumerate() {
        if p != rmlir_ir::types::DYNAMIC && (p < 0 || p >= d) {
            return Err(op_err(
                ctx,
                body,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding {dest}vector dimension",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

fn verify_extract(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let vector = body.value_type(body.operand(op, 0));
    let dynamic = body.num_operands(op) - 1;
    let position = verify_position(ctx, body, op, vector, dynamic, "")?;
    let Some((shape, scalable, elem)) = vector_shape(ctx, vector) else {
        return Ok(());
    };
    check_indices(ctx, body, op, &position, &shape, "")?;
    // Upstream's `inferReturnTypes`: the element, or the vector of the remaining dims.
    let inferred = if position.len() == shape.len() {
        elem
    } else {
        let n = position.len();
        let rest_scalable: Vec<bool> = scalable.get(n..).map(|s| s.to_vec()).unwrap_or_default();
        let rest_scalable = if rest_scalable.iter().any(|s| *s) {
            rest_scalable
        } else {
            Vec::new()
        };
        ctx.get_type(TypeKind::Vector {
            shape: shape[n..].into(),
            scalable: rest_scalable.into(),
            elem,
        })
    };
    let actual = body.value_type(body.result(op, 0));
    // Upstream's `isCompatibleReturnTypes`: a 1-element vector stands for its element.
    let one_of =
        |v: Type, e: Type| matches!(vector_shape(ctx, v), Some((s, _, el)) if s == [1] && el == e);
    if inferred != actual && !one_of(inferred, actual) && !one_of(actual, inferred) {
        let s = |t| rmlir_ir::printer::type_to_string(ctx, t);
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                s(inferred),
                s(actual)
            ),
        ));
    }
    Ok(())
}

fn verify_insert(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let source = body.value_type(body.operand(op, 0));
    let dest = body.value_type(body.operand(op, 1));
    let dynamic = body.num_operands(op) - 2;
    let position = verify_position(ctx, body, op, dest, dynamic, "dest ")?;
    let shape = vector_shape(ctx, dest).map(|v| v.0).unwrap_or_default();
    match vector_shape(ctx, source) {
        Some((src, _, _)) if src.len() + position.len() != shape.len() => {
            return Err(op_err(
                ctx,
                body,
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            ));
        }
        None if position.len() != shape.len() => {
            return Err(op_err(
                ctx,
                body,
                op,
                "expected position attribute rank to match the dest vector rank",
            ));
        }
        _ => {}
    }
    check_indices(ctx, body, op, &position, &shape, "dest ")
}

pub static EXTRACT: OpDef = OpDef {
    operands: &[
        operand("vector", super::VECTOR_T),
        variadic("dynamic_position", c::INDEX),
    ],
    results: &[result("result", c::ANY_TYPE)],
    attrs: &[attr("static_position", c::DENSE_I64_ARRAY_ATTR)],
    traits: &[Trait::Pure],
    format: Some(
        "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($vector)",
    ),
    customs: &[crate::memref::DYNAMIC_INDEX_LIST],
    verify: Some(verify_extract),
    fold: Some(super::canonicalize::fold_extract),
    canonicalization_patterns: Some(super::canonicalize::extract_patterns),
    ..OpDef::new("vector.extract")
};

pub static INSERT: OpDef = OpDef {
    operands: &[
        operand("source", c::ANY_TYPE),
        operand("dest", super::VECTOR_T),
        variadic("dynamic_position", c::INDEX),
    ],
    results: &[result("result", super::VECTOR_T)],
    attrs: &[attr("static_position", c::DENSE_I64_ARRAY_ATTR)],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["dest", "result"]),
    ],
    format: Some(
        "$source `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($source) `into` type($dest)",
    ),
    customs: &[crate::memref::DYNAMIC_INDEX_LIST],
    verify: Some(verify_insert),
    fold: Some(super::canonicalize::fold_insert),
    canonicalization_patterns: Some(super::canonicalize::insert_patterns),
    ..OpDef::new("vector.insert")
};
