//! `test-linalg-elementwise-fusion-patterns` (upstream's `TestLinalgElementwiseFusion`,
//! `mlir/test/lib/Dialect/Linalg/TestLinalgElementwiseFusion.cpp`): applies the elementwise
//! fusion patterns greedily to a function body. `fuse-generic-ops-control` fuses a producer
//! only while the fused op has at most four distinct inputs; the reshape-fusion and
//! collapse options are accepted but not implemented yet (the body is left unchanged).

use rmlir_dialects::linalg::elementwise_fusion::populate_elementwise_ops_fusion;
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
                        OptValue::Int(0),
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
        if !self.options.bool("fuse-generic-ops-control") {
            return Ok(());
        }
        let mut set = RewritePatternSet::new();
        populate_elementwise_ops_fusion(ctx, &mut set, operand_limit_4);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            body.commit();
        }
        Ok(())
    }
}
