//! `resolve-shaped-type-result-dims` and `resolve-ranked-shaped-type-result-dims` (MLIR 19's
//! `ResolveShapedTypeResultDims.cpp`): a `tensor.dim` of an op result is replaced by the
//! size the op reifies for it (`ReifyRankedShapedTypeOpInterface`), applied greedily.
//! rmlir reifies the structured ops, `tensor.empty`, `extract_slice` and the reshapes (see
//! [`super::reify`]); a `dim` of any other op is left alone.

use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
    RewritePatternSet,
};
use rmlir_ir::Body;

pub fn info() -> PassInfo {
    PassInfo {
        argument: "resolve-shaped-type-result-dims",
        description: "Resolve memref.dim of result values",
        create: || Box::new(ResolveDims::new(false)),
    }
}

pub fn ranked_info() -> PassInfo {
    PassInfo {
        argument: "resolve-ranked-shaped-type-result-dims",
        description: "Resolve memref.dim of result values of ranked shape type",
        create: || Box::new(ResolveDims::new(true)),
    }
}

pub struct ResolveDims {
    ranked: bool,
    options: PassOptions,
}

impl ResolveDims {
    pub fn new(ranked: bool) -> Self {
        ResolveDims {
            ranked,
            options: PassOptions::new(),
        }
    }
}

impl Pass for ResolveDims {
    fn name(&self) -> &'static str {
        if self.ranked {
            "ResolveRankedShapeTypeResultDimsPass"
        } else {
            "ResolveShapedTypeResultDimsPass"
        }
    }
    fn argument(&self) -> &'static str {
        if self.ranked {
            "resolve-ranked-shaped-type-result-dims"
        } else {
            "resolve-shaped-type-result-dims"
        }
    }
    fn description(&self) -> &'static str {
        if self.ranked {
            "Resolve memref.dim of result values of ranked shape type"
        } else {
            "Resolve memref.dim of result values"
        }
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
        super::reify::populate_resolve_ranked_shaped_type_result_dims(ctx, &mut set);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            let mut stack: Vec<&mut Body> = vec![body];
            while let Some(b) = stack.pop() {
                b.commit();
                for (_, d) in b.ops_mut() {
                    if let Some(c) = d.isolated_body_mut() {
                        stack.push(c);
                    }
                }
            }
        }
        Ok(())
    }
}
