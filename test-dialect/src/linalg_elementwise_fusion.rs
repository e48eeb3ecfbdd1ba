//! `test-linalg-elementwise-fusion-patterns` (upstream's `TestLinalgElementwiseFusion`,
//! `mlir/test/lib/Dialect/Linalg/TestLinalgElementwiseFusion.cpp`): applies the elementwise
//! fusion patterns greedily to a function body. `fuse-generic-ops` fuses every fusable
//! producer, `fuse-generic-ops-control` only while the fused op has at most four distinct
//! inputs; `fuse-with-reshape-by-expansion` and `control-fusion-by-expansion` apply the
//! reshape-by-expansion patterns (the latter with a control function, constant transpose
//! folding and reshape canonicalizations); `collapse-dimensions-control=a,b,..` collapses
//! those loops of each generic; the reshape-by-collapsing options do nothing yet.

use rmlir_dialects::linalg::collapse_dims::populate_collapse_dimensions;
use rmlir_dialects::linalg::drop_unit_dims::add_canonicalization_patterns;
use rmlir_dialects::linalg::elementwise_fusion::{
    fold_constant_transpose, populate_elementwise_ops_fusion,
};
use rmlir_dialects::linalg::reshape_fusion::populate_fold_reshape_ops_by_expansion;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
    RewritePatternSet,
};
use rmlir_ir::{Body, Context, OpId, ValueId};

const ARGUMENT: &str = "test-linalg-elementwise-fusion-patterns";
const DESCRIPTION: &str = "Test Linalg element wise operation fusion patterns";

pub struct ElementwiseFusion {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(ElementwiseFusion {
                options: PassOptions::new()
                    .with(
                        "collapse-dimensions-control",
                        "Test controlling dimension collapse pattern",
                        OptValue::List(Vec::new()),
                    )
                    .with(
                        "control-fusion-by-expansion",
                        "Test controlling fusion of reshape with generic op by expansion",
                        OptValue::Bool(false),
                    )
                    .with(
                        "fuse-generic-ops",
                        "Test fusion of generic operations.",
                        OptValue::Bool(false),
                    )
                    .with(
                        "fuse-generic-ops-control",
                        "Test fusion of generic operations with a control function.",
                        OptValue::Bool(false),
                    )
                    .with(
                        "fuse-multiuse-producer",
                        "Test fusion of producer ops with multiple uses",
                        OptValue::Bool(false),
                    )
                    .with(
                        "fuse-with-reshape-by-collapsing",
                        "Test linalg expand_shape -> generic fusion patterns that collapse the iteration space of the consumer",
                        OptValue::Bool(false),
                    )
                    .with(
                        "fuse-with-reshape-by-collapsing-control",
                        "Test controlling the linalg expand_shape -> generic fusion patterns that collapse the iteration space of the consumer",
                        OptValue::Bool(false),
                    )
                    .with(
                        "fuse-with-reshape-by-expansion",
                        "Test fusion of generic operations with reshape by expansion",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

/// The inputs of a structured op, or all operands of any other op (upstream `addOperands`).
fn add_operands(ctx: &Context, body: &Body, op: OpId, set: &mut Vec<ValueId>) {
    let vals: Vec<ValueId> = if rmlir_dialects::linalg::is_structured(ctx, body, op) {
        rmlir_dialects::linalg::segments(ctx, body, op).0
    } else {
        body.operands(op).collect()
    };
    for v in vals {
        if !set.contains(&v) {
            set.push(v);
        }
    }
}

fn always(_: &Body, _: OpId, _: usize, _: &Context) -> bool {
    true
}

/// The control function of the `control-fusion-by-expansion` option: a collapsing
/// producer must read a structured op's result, and an expanding consumer reshape must
/// have a single use, as the init of a structured op.
fn control_reshape_fusion(body: &Body, consumer: OpId, idx: usize, ctx: &Context) -> bool {
    let v = body.operand(consumer, idx);
    let Some(producer) = body.defining_op(v) else {
        return false;
    };
    let name = |op: OpId| ctx.op_name_str(body.op_name(op));
    if name(producer) == "tensor.collapse_shape" {
        let src = body.operand(producer, 0);
        let structured = body
            .defining_op(src)
            .is_some_and(|d| rmlir_dialects::linalg::is_structured(ctx, body, d));
        if !structured {
            return false;
        }
    }
    if name(consumer) == "tensor.expand_shape" {
        let r = body.result(consumer, 0);
        let uses: Vec<(OpId, usize)> = body.uses(r).collect();
        if uses.len() != 1 {
            return false;
        }
        let (user, k) = uses[0];
        if !rmlir_dialects::linalg::is_structured(ctx, body, user) {
            return false;
        }
        let n_ins = rmlir_dialects::linalg::segments(ctx, body, user).0.len();
        return k >= n_ins;
    }
    true
}

/// Upstream `setFusedOpOperandLimit<4>`.
fn operand_limit_4(body: &Body, consumer: OpId, idx: usize, ctx: &Context) -> bool {
    let v = body.operand(consumer, idx);
    let Some(producer) = body.defining_op(v) else {
        return false;
    };
    if body.results(producer).len() != 1 {
        return false;
    }
    let mut set = Vec::new();
    add_operands(ctx, body, consumer, &mut set);
    let r = body.result(producer, 0);
    set.retain(|x| *x != r);
    add_operands(ctx, body, producer, &mut set);
    set.len() <= 4
}

impl Pass for ElementwiseFusion {
    fn name(&self) -> &'static str {
        "TestLinalgElementwiseFusion"
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
        let mut set = RewritePatternSet::new();
        if self.options.bool("fuse-generic-ops") {
            populate_elementwise_ops_fusion(ctx, &mut set, always);
        } else if self.options.bool("fuse-generic-ops-control") {
            populate_elementwise_ops_fusion(ctx, &mut set, operand_limit_4);
        } else if self.options.bool("fuse-with-reshape-by-expansion") {
            populate_fold_reshape_ops_by_expansion(ctx, &mut set, always);
        } else if self.options.bool("control-fusion-by-expansion") {
            populate_fold_reshape_ops_by_expansion(ctx, &mut set, control_reshape_fusion);
            for name in ["linalg.generic", "linalg.transpose"] {
                set.add_fn(ctx, name, 1, "FoldConstantTranspose", |op, rw| {
                    fold_constant_transpose(op, rw, control_reshape_fusion)
                });
            }
            for name in ["affine.apply", "tensor.collapse_shape"] {
                add_canonicalization_patterns(ctx, &mut set, name);
            }
            // `tensor.expand_shape`'s own patterns only: mlir-opt 19 leaves `dim`s of
            // reshapes alone here (no `FoldDimOf{Expand,Collapse}Shape`).
            let mut expand = RewritePatternSet::new();
            add_canonicalization_patterns(ctx, &mut expand, "tensor.expand_shape");
            for p in expand.into_patterns() {
                if !p.debug_name.starts_with("FoldDimOf") {
                    set.add(p);
                }
            }
        } else if !self.options.list("collapse-dimensions-control").is_empty() {
            let mut dims = Vec::new();
            for d in self.options.list("collapse-dimensions-control") {
                dims.push(d.trim().parse::<i64>().map_err(|_| ())?);
            }
            populate_collapse_dimensions(ctx, &mut set, vec![dims]);
        } else {
            return Ok(());
        }
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            body.commit();
        }
        Ok(())
    }
}
