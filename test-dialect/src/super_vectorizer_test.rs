//! `affine-super-vectorizer-test` (upstream's `VectorizerTestPass`,
//! `mlir/test/lib/Dialect/Affine/TestVectorizationUtils.cpp`): on each single-block function,
//! prints into one remark (at an unknown location) the super-vector shape ratios of the ops
//! (`vector-shape-ratio`), the forward, backward or full static slices of the
//! `slicing-test-op` ops, the composition of the `test_affine_map` ops' maps
//! (`compose-maps`), or vectorizes the outermost loop by 4 (`vectorize-affine-loop-nest`).

use rmlir_dialects::affine::simplify::simplify_affine_map;
use rmlir_dialects::affine::super_vectorize::{vectorize_affine_loop_nest, Strategy};
use rmlir_dialects::affine::super_vectorize_utils::{
    backward_slice, forward_slice, is_for, is_loop_parallel, static_slice, NestedPattern,
};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::pass::{op_diagnostic, OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::printer::print_nested_op;
use rmlir_ir::{AttrKind, Body, Context, Diagnostic, OpId, TypeKind};

const ARGUMENT: &str = "affine-super-vectorizer-test";
const DESCRIPTION: &str = "Tests vectorizer standalone functionality.";

pub struct VectorizerTestPass {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(VectorizerTestPass {
                options: PassOptions::new()
                    .with(
                        "backward-slicing",
                        "Enable testing backward static slicing and topological sort \
                         functionalities",
                        OptValue::Bool(false),
                    )
                    .with(
                        "compose-maps",
                        "Enable testing the composition of AffineMap where each AffineMap in \
                         the composition is specified as the affine_map attribute in a \
                         constant op.",
                        OptValue::Bool(false),
                    )
                    .with(
                        "forward-slicing",
                        "Enable testing forward static slicing and topological sort \
                         functionalities",
                        OptValue::Bool(false),
                    )
                    .with(
                        "slicing",
                        "Enable testing static slicing and topological sort functionalities",
                        OptValue::Bool(false),
                    )
                    .with(
                        "vector-shape-ratio",
                        "Specify the HW vector size for vectorization",
                        OptValue::List(Vec::new()),
                    )
                    .with(
                        "vectorize-affine-loop-nest",
                        "Enable testing for the 'vectorizeAffineLoopNest' utility by \
                         vectorizing the outermost loops found",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

fn op_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

fn slicing_ops() -> NestedPattern<'static> {
    NestedPattern::op(|ctx, body, op| op_name(ctx, body, op) == "slicing-test-op")
}

/// Upstream `computeShapeRatio`.
fn shape_ratio(shape: &[i64], sub: &[i64]) -> Option<Vec<i64>> {
    if shape.len() < sub.len() {
        return None;
    }
    let mut out: Vec<i64> = Vec::with_capacity(shape.len());
    for (s, d) in shape.iter().rev().zip(sub.iter().rev()) {
        if *d == 0 || s % d != 0 {
            return None;
        }
        out.push(s / d);
    }
    out.extend(shape.iter().rev().skip(sub.len()));
    out.reverse();
    Some(out)
}

fn vector_shape(ctx: &Context, t: rmlir_ir::Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// What one op contributes to the `vector-shape-ratio` test (upstream
/// `operatesOnSuperVectorsOf` with the single-result filter): its ratio when matched, and
/// the "NYI" error of ops without results (other than `func.return`).
enum RatioOutcome {
    Skip,
    Error(&'static str),
    Matched(Vec<i64>),
}

fn ratio_outcome(
    ctx: &Context,
    name: &str,
    results: &[rmlir_ir::Type],
    sub: &[i64],
) -> RatioOutcome {
    let (super_ty, single) = if matches!(name, "vector.transfer_read" | "vector.transfer_write") {
        // The transfer's vector type: its result, or the stored value's type.
        match results.first() {
            Some(t) => (*t, true),
            None => return RatioOutcome::Skip,
        }
    } else if results.is_empty() {
        if name != "func.return" {
            return RatioOutcome::Error(
                "NYI: assuming only return operations can have 0  results at this point",
            );
        }
        return RatioOutcome::Skip;
    } else if results.len() == 1 {
        (results[0], true)
    } else {
        return RatioOutcome::Error("NYI: operation has more than 1 result");
    };
    let Some(shape) = vector_shape(ctx, super_ty) else {
        return RatioOutcome::Skip;
    };
    match shape_ratio(&shape, sub) {
        Some(r) if single => RatioOutcome::Matched(r),
        _ => RatioOutcome::Skip,
    }
}

fn string_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> String {
    match rmlir_ir::ods::prop(ctx, body, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    }
}

impl Pass for VectorizerTestPass {
    fn name(&self) -> &'static str {
        "VectorizerTestPass"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let func_name = Body::with_detached(op.data, &op.shape, |b, id| {
            string_prop(ctx, b, id, "sym_name")
        });
        let mut ratio: Vec<i64> = Vec::new();
        for s in self.options.list("vector-shape-ratio") {
            match s.trim().parse::<i64>() {
                Ok(v) => ratio.push(v),
                Err(_) => {
                    cx.emit(Diagnostic::error(
                        ctx.unknown_loc(),
                        format!("unsupported in rmlir's affine-super-vectorizer-test: vector-shape-ratio value '{s}'"),
                    ));
                    return Err(());
                }
            }
        }
        let mut out = String::new();
        {
            let Some(body) = op.body() else {
                return Ok(());
            };
            // Only single-block functions.
            let roots = body.root_regions();
            if roots.len() != 1 || body.region_blocks(roots[0]).count() != 1 {
                return Ok(());
            }
            let mut func_error = None;
            if !ratio.is_empty() {
                let walk = body.collect_ops(
                    rmlir_ir::IrNode::Region(roots[0]),
                    rmlir_ir::WalkOrder::PostOrder,
                );
                for o in walk {
                    let results: Vec<rmlir_ir::Type> = body
                        .results(o)
                        .iter()
                        .map(|r| body.value_type(*r))
                        .collect();
                    match ratio_outcome(ctx, op_name(ctx, body, o), &results, &ratio) {
                        RatioOutcome::Skip => {}
                        RatioOutcome::Error(msg) => cx.emit(op_diagnostic(ctx, body, o, msg)),
                        RatioOutcome::Matched(r) => {
                            let list: Vec<String> = r.iter().map(|x| x.to_string()).collect();
                            out.push_str(&format!(
                                "\nmatched: {} with shape ratio: {}",
                                print_nested_op(ctx, body, o),
                                list.join(", ")
                            ));
                        }
                    }
                }
                // The function itself has no results either.
                let fresults = op.shape.result_types.clone();
                if let RatioOutcome::Error(msg) = ratio_outcome(ctx, "func.func", &fresults, &ratio)
                {
                    func_error = Some(msg);
                }
            }
            let slicing = [
                ("forward-slicing", " forward static slice: "),
                ("backward-slicing", " backward static slice: "),
                ("slicing", " static slice: "),
            ];
            for (opt, title) in slicing {
                if !self.options.bool(opt) {
                    continue;
                }
                out.push('\n');
                out.push_str(&func_name);
                for m in slicing_ops().match_body(ctx, body) {
                    let slice = match opt {
                        "forward-slicing" => forward_slice(body, m.op),
                        "backward-slicing" => backward_slice(ctx, body, m.op),
                        _ => static_slice(ctx, body, m.op),
                    };
                    out.push_str("\nmatched: ");
                    out.push_str(&print_nested_op(ctx, body, m.op));
                    out.push_str(title);
                    for s in slice {
                        out.push('\n');
                        out.push_str(&print_nested_op(ctx, body, s));
                    }
                }
            }
            if self.options.bool("compose-maps") {
                let pattern =
                    NestedPattern::op(|ctx, body, op| op_name(ctx, body, op) == "test_affine_map");
                let mut maps: Vec<AffineMap> = Vec::new();
                for m in pattern.match_body(ctx, body).iter().rev() {
                    let a = body
                        .attrs(m.op)
                        .iter()
                        .find(|(n, _)| ctx.ident_str(*n) == "affine_map")
                        .map(|(_, a)| *a);
                    match a.map(|a| ctx.attr_kind(a)) {
                        Some(AttrKind::AffineMap(map)) => maps.push(map.clone()),
                        _ => {
                            cx.emit(Diagnostic::error(
                                body.loc(m.op),
                                "unsupported in rmlir's affine-super-vectorizer-test: \
                                 test_affine_map without an affine_map attribute",
                            ));
                            return Err(());
                        }
                    }
                }
                let mut res: Option<AffineMap> = None;
                for m in maps {
                    res = Some(match res {
                        Some(r) => r.compose(&m),
                        None => m,
                    });
                }
                if let Some(r) = res {
                    out.push_str(&format!("\nComposed map: {}", simplify_affine_map(&r)));
                }
            }
            if let Some(msg) = func_error {
                let d = op.error(ctx, msg);
                cx.emit(d);
            }
        }
        if self.options.bool("vectorize-affine-loop-nest") {
            let body = op.body_mut().expect("checked above");
            let roots = body.root_regions().to_vec();
            let mut outer = Vec::new();
            for r in roots {
                for b in body.region_blocks(r).collect::<Vec<_>>() {
                    outer.extend(body.block_ops(b).filter(|o| is_for(ctx, body, *o)));
                }
            }
            let mut reductions = Vec::new();
            if outer.len() != 1 {
                // Upstream expects one loop nest.
            } else if !is_loop_parallel(ctx, body, outer[0], Some(&mut reductions)) {
                out.push_str("Outermost loop cannot be parallel\n");
            } else {
                let lp = outer[0];
                let mut strategy = Strategy {
                    vector_sizes: vec![4],
                    ..Strategy::default()
                };
                strategy.loop_to_dim.insert(lp, 0);
                if !reductions.is_empty() {
                    strategy.reduction_loops.insert(lp, reductions);
                }
                let _ = vectorize_affine_loop_nest(ctx, body, &[vec![lp]], &strategy);
            }
        }
        if !out.is_empty() {
            cx.emit(Diagnostic::remark(ctx.unknown_loc(), out));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::shape_ratio;

    #[test]
    fn ratios() {
        assert_eq!(shape_ratio(&[8, 256], &[4, 8]), Some(vec![2, 32]));
        assert_eq!(shape_ratio(&[3, 4, 4, 8], &[4, 8]), Some(vec![3, 4, 1, 1]));
        assert_eq!(
            shape_ratio(&[3, 4, 5, 8], &[2, 5, 2]),
            Some(vec![3, 2, 1, 4])
        );
        assert_eq!(shape_ratio(&[4], &[4, 8]), None);
        assert_eq!(shape_ratio(&[6], &[4]), None);
    }
}
