//! `test-linalg-transform-patterns` (upstream's `TestLinalgTransforms`,
//! `mlir/test/lib/Dialect/Linalg/TestLinalgTransforms.cpp`) with its
//! `test-linalg-to-vector-patterns` option (`memref.copy` vectorization, the `tensor.pad`
//! vectorization patterns and convolution vectorization, applied greedily to each function),
//! `test-swap-subtensor-padtensor`, pack/unpack generalization and the erase-unused options.
//! The pass's other options are declared and do nothing yet.

use rmlir_dialects::linalg::vectorize_patterns::linalg_to_vector_patterns;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
};

const ARGUMENT: &str = "test-linalg-transform-patterns";
const DESCRIPTION: &str = "Test Linalg transformation patterns by applying them greedily.";

const OPTIONS: &[(&str, &str)] = &[
    ("test-patterns", "Test a mixed set of patterns"),
    (
        "test-vector-transfer-forwarding-patterns",
        "Test a fused pass that forwards memref.copy to vector.transfer",
    ),
    (
        "test-generalize-pad-tensor",
        "Test transform pad tensor by copying with generic ops",
    ),
    (
        "test-generalize-tensor-pack",
        "Test transform that generalizes pack ops into a sequence of tensor and Linalg ops",
    ),
    (
        "test-generalize-tensor-unpack",
        "Test transform that generalizes unpack ops into a sequence of tensor and Linalg ops",
    ),
    (
        "test-swap-subtensor-padtensor",
        "Test rewrite of subtensor(tensor.pad) into tensor.pad(subtensor)",
    ),
    (
        "test-linalg-to-vector-patterns",
        "Test a set of patterns that rewrite a linalg contraction in vector.contract form",
    ),
    (
        "test-erase-unused-operands-and-results",
        "Test patterns to erase unused operands and results",
    ),
    (
        "test-erase-unnecessary-inputs",
        "Test patterns to erase unnecessary inputs",
    ),
    (
        "test-swap-extract-slice-with-fill-pattern",
        "Test patterns to swap tensor.extract_slice(linalg.fill())",
    ),
    (
        "test-bubble-up-extract-slice-op-pattern",
        "Test rewrite of linalgOp + extract_slice into extract_slice + linalgOp",
    ),
    (
        "test-winograd-conv2d",
        "Test transform conv2d by Winograd conv2d algorithm",
    ),
    ("test-decompose-winograd-ops", "Test decompose Winograd ops"),
    (
        "skip-partial",
        "Skip loops inside partial iterations during peeling",
    ),
];

pub struct LinalgTransformPatterns {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            let mut options = PassOptions::new();
            for (n, d) in OPTIONS {
                options = options.with(n, d, OptValue::Bool(false));
            }
            // Upstream's `ListOption<int64_t>`s, listed as `<long>` (only for `--help`).
            options = options
                .with(
                    "loop-type",
                    "Specify the type of loops to generate: for, parallel or tiled_loop",
                    OptValue::Str("for".into()),
                )
                .with(
                    "peeled-loops",
                    "Loops to be peeled when test-tile-pattern",
                    OptValue::Int(0),
                )
                .with(
                    "tile-sizes",
                    "Linalg tile sizes for test-tile-pattern",
                    OptValue::Int(0),
                );
            Box::new(LinalgTransformPatterns { options })
        },
    }
}

impl Pass for LinalgTransformPatterns {
    fn name(&self) -> &'static str {
        "TestLinalgTransforms"
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
        if let Some(r) = crate::linalg_erase_unused::run(&self.options, op, ctx) {
            return r;
        }
        for (opt, populate) in [
            (
                "test-swap-subtensor-padtensor",
                rmlir_dialects::linalg::pad_slice::populate_extract_slice_of_pad_swap
                    as fn(&rmlir_ir::Context, &mut rmlir_ir::rewrite::RewritePatternSet),
            ),
            (
                "test-generalize-tensor-pack",
                rmlir_dialects::linalg::pack_generalize::populate_generalize_pack,
            ),
            (
                "test-generalize-tensor-unpack",
                rmlir_dialects::linalg::pack_generalize::populate_generalize_unpack,
            ),
        ] {
            if self.options.bool(opt) {
                let mut set = rmlir_ir::rewrite::RewritePatternSet::new();
                populate(ctx, &mut set);
                let set = FrozenRewritePatternSet::new(ctx, set);
                if let Some(body) = op.data.isolated_body_mut() {
                    apply_patterns_and_fold_greedily(
                        ctx,
                        body,
                        &set,
                        &GreedyRewriteConfig::default(),
                    );
                    body.commit();
                }
            }
        }
        if !self.options.bool("test-linalg-to-vector-patterns") {
            return Ok(());
        }
        let set = FrozenRewritePatternSet::new(ctx, linalg_to_vector_patterns(ctx));
        if let Some(body) = op.data.isolated_body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &set, &GreedyRewriteConfig::default());
            body.commit();
        }
        Ok(())
    }
}
