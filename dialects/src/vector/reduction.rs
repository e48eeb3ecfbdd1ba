//! Reductions: `vector.reduction` (1-D vector to scalar, optional accumulator and fastmath
//! flags), `vector.multi_reduction` (over a set of dimensions) and `vector.scan`, with
//! upstream's assembly and verifiers.

use super::attrs::{CombiningKind, I64_ARRAY, KIND};
use super::op_err;
use super::ops::{res_elem_same_as_op0, ty_str, vec_info, NONZERO_RANK_VECTOR};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, default_attr, operand, optional, result, OpDef, Trait};
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type};

fn kind_of(ctx: &Context, body: &Body, op: OpId) -> Option<CombiningKind> {
    super::attrs::kind(ctx, body, op)
}

fn verify_reduction(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((shape, _, _)) = vec_info(ctx, body.value_type(body.operand(op, 0))) else {
        return Ok(());
    };
    if shape.len() > 1 {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("unsupported reduction rank: {}", shape.len()),
        ));
    }
    let elt = body.value_type(body.result(op, 0));
    if let Some(k) = kind_of(ctx, body, op) {
        if !k.supports(ctx, elt) {
            return Err(op_err(
                ctx,
                body,
                op,
                format!(
                    "unsupported reduction type ''{}'' for kind '{}'",
                    ty_str(ctx, elt),
                    k.name()
                ),
            ));
        }
    }
    Ok(())
}

pub static REDUCTION: OpDef = OpDef {
    operands: &[operand("vector", super::VECTOR_T), optional("acc", c::ANY_TYPE)],
    results: &[result("dest", c::ANY_TYPE)],
    attrs: &[
        attr("kind", KIND),
        default_attr(
            "fastmath",
            crate::arith::attrs::FASTMATH,
            crate::arith::attrs::fastmath_none,
        ),
    ],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "source operand and result have same element type",
            pred: res_elem_same_as_op0,
        },
        Trait::TypesMatchWith {
            summary: "dest and acc have the same type",
            from: "dest",
            to: "acc",
            transform: |_, t| t,
        },
    ],
    format: Some(
        "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)",
    ),
    verify: Some(verify_reduction),
    canonicalization_patterns: Some(super::canonicalize::reduction_patterns),
    ..OpDef::new("vector.reduction")
};

/// The `reduction_dims` of a `vector.multi_reduction`.
pub fn reduction_dims(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    super::attrs::i64_array_prop(ctx, body, op, "reduction_dims")
}

/// Upstream's `MultiDimReductionOp::inferReturnTypes`.
pub fn multi_reduction_type(ctx: &Context, source: Type, dims: &[i64]) -> Option<Type> {
    let (shape, sc, e) = vec_info(ctx, source)?;
    let mut s = Vec::new();
    let mut f = Vec::new();
    for (i, d) in shape.iter().enumerate() {
        if !dims.contains(&(i as i64)) {
            s.push(*d);
            f.push(sc[i]);
        }
    }
    Some(if s.is_empty() {
        e
    } else {
        super::vector_type(ctx, &s, e, &f)
    })
}

fn verify_multi_reduction(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let src = body.value_type(body.operand(op, 0));
    let dims = reduction_dims(ctx, body, op);
    let Some(expected) = multi_reduction_type(ctx, src, &dims) else {
        return Ok(());
    };
    let dest = body.value_type(body.result(op, 0));
    if dest != expected {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "destination type '{}' is incompatible with source type '{}'",
                ty_str(ctx, dest),
                ty_str(ctx, src)
            ),
        ));
    }
    Ok(())
}

pub static MULTI_REDUCTION: OpDef = OpDef {
    operands: &[
        operand("source", NONZERO_RANK_VECTOR),
        operand("acc", c::ANY_TYPE),
    ],
    results: &[result("dest", c::ANY_TYPE)],
    attrs: &[attr("kind", KIND), attr("reduction_dims", I64_ARRAY)],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["dest", "acc"]),
        Trait::Pred {
            summary: "source operand and result have same element type",
            pred: res_elem_same_as_op0,
        },
    ],
    format: Some(
        "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)",
    ),
    verify: Some(verify_multi_reduction),
    fold: Some(super::canonicalize::fold_multi_reduction),
    canonicalization_patterns: Some(super::canonicalize::multi_reduction_patterns),
    ..OpDef::new("vector.multi_reduction")
};

fn verify_scan(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some((ss, _, _)), Some((is, _, _))) = (
        vec_info(ctx, body.value_type(body.operand(op, 0))),
        vec_info(ctx, body.value_type(body.operand(op, 1))),
    ) else {
        return Ok(());
    };
    let err = |m: String| Err(op_err(ctx, body, op, m));
    let rank = ss.len() as i64;
    let dim = rmlir_ir::ods::prop(ctx, body, op, "reduction_dim")
        .and_then(|a| crate::affine::utils::int_attr_value(ctx, a))
        .unwrap_or(0);
    if dim >= rank {
        return err(format!(
            "reduction dimension {dim} has to be less than {rank}"
        ));
    }
    if is.len() as i64 != rank - 1 {
        return err(format!(
            "initial value rank {} has to be equal to {}",
            is.len(),
            rank - 1
        ));
    }
    let expected: Vec<i64> = ss
        .iter()
        .enumerate()
        .filter(|(i, _)| *i as i64 != dim)
        .map(|(_, d)| *d)
        .collect();
    if is != expected {
        return err("incompatible input/initial value shapes".into());
    }
    let elt = vec_info(ctx, body.value_type(body.result(op, 0))).map(|v| v.2);
    if let (Some(k), Some(e)) = (kind_of(ctx, body, op), elt) {
        if !k.supports(ctx, e) {
            return err(format!(
                "unsupported reduction type '{}' for kind '{}'",
                ty_str(ctx, e),
                k.name()
            ));
        }
    }
    Ok(())
}

pub static SCAN: OpDef = OpDef {
    operands: &[
        operand("source", NONZERO_RANK_VECTOR),
        operand("initial_value", super::VECTOR_T),
    ],
    results: &[
        result("dest", NONZERO_RANK_VECTOR),
        result("accumulated_value", super::VECTOR_T),
    ],
    attrs: &[
        attr("kind", KIND),
        attr("reduction_dim", c::I64_ATTR),
        attr("inclusive", c::BOOL_ATTR),
    ],
    traits: &[
        Trait::Pure,
        Trait::AllTypesMatch(&["source", "dest"]),
        Trait::AllTypesMatch(&["initial_value", "accumulated_value"]),
    ],
    format: Some(
        "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)",
    ),
    verify: Some(verify_scan),
    // Upstream's generated `getAsmResultNames` of an op with several named results.
    result_names: Some(|_, _, _, set| {
        set(0, "dest");
        set(1, "accumulated_value");
    }),
    ..OpDef::new("vector.scan")
};
