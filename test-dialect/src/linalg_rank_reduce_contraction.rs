//! `test-linalg-rank-reduce-contraction-ops` (upstream's
//! `TestLinalgRankReduceContractionOps`, `mlir/test/lib/Dialect/Linalg/
//! TestLinalgRankReduceContractionOps.cpp`): applies the contraction rank-reducing patterns
//! greedily to each function.

use rmlir_dialects::linalg::rank_reduce_contraction::populate_contraction_op_rank_reducing;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
    RewritePatternSet,
};

const ARGUMENT: &str = "test-linalg-rank-reduce-contraction-ops";
const DESCRIPTION: &str = "Test Linalg rank reduce contraction ops with unit dims";

pub struct RankReduceContraction {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(RankReduceContraction {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for RankReduceContraction {
    fn name(&self) -> &'static str {
        "TestLinalgRankReduceContractionOps"
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
        populate_contraction_op_rank_reducing(ctx, &mut set);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            body.commit();
        }
        Ok(())
    }
}
