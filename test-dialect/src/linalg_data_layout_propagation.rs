//! `test-linalg-data-layout-propagation` (upstream's `TestDataLayoutPropagationPass`,
//! `mlir/test/lib/Dialect/Linalg/TestDataLayoutPropagation.cpp`): applies the data-layout
//! propagation patterns (every propagation allowed) greedily, with folding. Upstream anchors
//! the pass on any op (the module); the patterns only rewrite ops inside functions, so it
//! runs here on each function body.

use rmlir_dialects::linalg::data_layout_propagation::populate_data_layout_propagation;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
    RewritePatternSet,
};

const ARGUMENT: &str = "test-linalg-data-layout-propagation";
const DESCRIPTION: &str = "Test data layout propagation";

pub struct DataLayoutPropagation {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(DataLayoutPropagation {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for DataLayoutPropagation {
    fn name(&self) -> &'static str {
        "TestDataLayoutPropagationPass"
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
        populate_data_layout_propagation(ctx, &mut set);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let r =
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
        body.commit();
        // Upstream signals a pass failure (no diagnostic) when the rewrite does not converge.
        if r.converged {
            Ok(())
        } else {
            Err(())
        }
    }
}
