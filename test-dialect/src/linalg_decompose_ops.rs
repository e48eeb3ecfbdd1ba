//! `test-linalg-decompose-ops` (upstream's `TestLinalgDecomposeOps`,
//! `mlir/test/lib/Dialect/Linalg/TestLinalgDecomposeOps.cpp`): applies the generic-op
//! decomposition pattern greedily to the op the pass runs on; with
//! `remove-dead-args-and-results`, the dead operand/result erasure patterns too.

use rmlir_dialects::linalg::decompose_generic::populate_decompose_linalg_ops;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
    RewritePatternSet,
};

const ARGUMENT: &str = "test-linalg-decompose-ops";
const DESCRIPTION: &str = "Test Linalg decomposition patterns";

pub struct DecomposeOps {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(DecomposeOps {
                options: PassOptions::new().with(
                    "remove-dead-args-and-results",
                    "Test patterns to erase unused operands and results",
                    OptValue::Bool(false),
                ),
            })
        },
    }
}

impl Pass for DecomposeOps {
    fn name(&self) -> &'static str {
        "TestLinalgDecomposeOps"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
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
        populate_decompose_linalg_ops(
            ctx,
            &mut set,
            self.options.bool("remove-dead-args-and-results"),
        );
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            commit_all(body);
        }
        Ok(())
    }
}

/// Makes the erased slots of `root` and of every nested isolated body reusable.
fn commit_all(root: &mut rmlir_ir::Body) {
    let mut stack: Vec<&mut rmlir_ir::Body> = vec![root];
    while let Some(b) = stack.pop() {
        b.commit();
        for (_, d) in b.ops_mut() {
            if let Some(c) = d.isolated_body_mut() {
                stack.push(c);
            }
        }
    }
}
