//! The transform ops of the vectorizer, for the transform interpreter
//! (`crate::transform::interp`): `transform.structured.vectorize` (upstream's
//! `VectorizeOp::apply`: each payload op vectorized, with the static vector sizes and their
//! scalable flags, or a silenceable failure at the payload op) and
//! `transform.structured.vectorize_children_and_apply_patterns` (isolated-from-above targets
//! only; the pattern set of [`super::vectorize_patterns::children_patterns`] applied greedily).

use super::vectorize::{transform_vectorize, VectorizeOptions};
use super::vectorize_patterns::{vectorize_children_and_apply_patterns, ChildrenOptions};
use crate::transform::interp::{Consumes, Interp, TOp, TResult, TransformOpImpl};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::ods::constraints::dense_i64_values;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::AttrKind;

pub static IMPLS: &[TransformOpImpl] = &[
    TransformOpImpl {
        name: "transform.structured.vectorize",
        apply: apply_vectorize,
        consumes: Consumes::Nothing,
    },
    TransformOpImpl {
        name: "transform.structured.vectorize_children_and_apply_patterns",
        apply: apply_vectorize_children,
        consumes: Consumes::All,
    },
];

fn bools(ctx: &rmlir_ir::Context, a: Option<rmlir_ir::Attribute>) -> Vec<bool> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { elem, data, .. }) if ctx.is_integer(*elem) => {
            data.iter().map(|b| *b != 0).collect()
        }
        _ => Vec::new(),
    }
}

fn apply_vectorize(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let targets = it.ops(t.operand(0));
    if targets.is_empty() {
        return Ok(());
    }
    let mut sizes = t
        .attr(ctx, "static_vector_sizes")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    // Sizes given by parameters (`reifyMixedParamAndHandleResults`).
    let dynamic = t.operand_group(ctx, "vector_sizes");
    let mut dyn_it = dynamic.into_iter();
    for s in sizes.iter_mut() {
        if *s != rmlir_ir::types::DYNAMIC {
            continue;
        }
        let Some(h) = dyn_it.next() else {
            return Err(it.silenceable(t.loc(), "expected a parameter or handle"));
        };
        let params = it.params(h);
        match params.first().map(|p| ctx.attr_kind(*p)) {
            Some(AttrKind::Integer { value, .. }) if params.len() == 1 => {
                *s = value.to_i64().unwrap_or(0);
            }
            _ => {
                return Err(it.silenceable(
                    t.loc(),
                    "expected a single index parameter or a handle to one op",
                ))
            }
        }
    }
    let mut scalable = bools(ctx, t.attr(ctx, "scalable_sizes"));
    scalable.resize(sizes.len(), false);
    let o = VectorizeOptions {
        vector_sizes: sizes,
        scalable_dims: scalable,
        vectorize_nd_extract: t.attr(ctx, "vectorize_nd_extract").is_some(),
        flatten_1d_depthwise_conv: false,
    };
    for target in targets {
        let Some(op) = target.id() else {
            return Err(it.silenceable(t.loc(), "Unsupported Op, cannot vectorize"));
        };
        let Some(body) = it.body_mut(target.body_path()) else {
            continue;
        };
        let loc = body.loc(op);
        let mut rw = PatternRewriter::new(ctx, body);
        if let Err(e) = transform_vectorize(&mut rw, op, &o) {
            drop(rw);
            return Err(it.silenceable(loc, e.message()));
        }
    }
    Ok(())
}

fn apply_vectorize_children(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let flag = |n: &str| t.attr(ctx, n).is_some();
    let o = ChildrenOptions {
        vectorize_padding: flag("vectorize_padding"),
        vectorize_nd_extract: flag("vectorize_nd_extract"),
        flatten_1d_depthwise_conv: flag("flatten_1d_depthwise_conv"),
        disable_multi_reduction_to_contract_patterns: flag(
            "disable_multi_reduction_to_contract_patterns",
        ),
        disable_transfer_permutation_map_lowering_patterns: flag(
            "disable_transfer_permutation_map_lowering_patterns",
        ),
    };
    let targets = it.ops(t.operand(0));
    for target in &targets {
        if !it.is_isolated_payload(target) {
            let loc = it.op_in(target).map_or(t.loc(), |(b, o)| b.loc(o));
            let d = Diagnostic::error(
                t.loc(),
                "'transform.structured.vectorize_children_and_apply_patterns' op requires isolated-from-above targets",
            )
                .with_note(loc, "non-isolated target");
            return Err(it.definite(d));
        }
        if let Some(b) = it.body_mut(target.inner_path()) {
            vectorize_children_and_apply_patterns(ctx, b, &o);
        }
    }
    it.set_ops(t, t.result(0), targets)
}
