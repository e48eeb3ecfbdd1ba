//! `canonicalize`: the greedy driver with the canonicalization patterns of every loaded
//! dialect and registered op, and folding (upstream's `Canonicalizer`).

use crate::context::Context;
use crate::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use crate::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
    RegionSimplification, RewritePatternSet,
};
use std::sync::{Arc, Mutex};

const REGION_LEVELS: &[(&str, &str)] = &[
    ("disabled", "Don't run any control-flow simplification."),
    (
        "normal",
        "Perform simple control-flow simplifications (e.g. dead args elimination).",
    ),
    (
        "aggressive",
        "Perform aggressive control-flow simplification (e.g. block merging).",
    ),
];

pub struct Canonicalize {
    options: PassOptions,
    /// The frozen patterns, built on the first run for its context (keyed by its address).
    patterns: Mutex<Option<(usize, Arc<FrozenRewritePatternSet>)>>,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "canonicalize",
        description: "Canonicalize operations",
        create: || Box::new(Canonicalize::new()),
    }
}

impl Default for Canonicalize {
    fn default() -> Self {
        Self::new()
    }
}

impl Canonicalize {
    pub fn new() -> Self {
        let options = PassOptions::new()
            .with(
                "top-down",
                "Seed the worklist in general top-down order",
                OptValue::Bool(true),
            )
            .with(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                OptValue::Enum {
                    value: "normal",
                    choices: REGION_LEVELS,
                },
            )
            .with(
                "max-iterations",
                "Max. iterations between applying patterns / simplifying regions",
                OptValue::Int(10),
            )
            .with(
                "max-num-rewrites",
                "Max. number of pattern rewrites within an iteration",
                OptValue::Int(-1),
            )
            .with(
                "test-convergence",
                "Test only: Fail pass on non-convergence to detect cyclic pattern",
                OptValue::Bool(false),
            )
            .with(
                "disable-patterns",
                "Labels of patterns that should be filtered out during application",
                OptValue::List(Vec::new()),
            )
            .with(
                "enable-patterns",
                "Labels of patterns that should be used during application, all other patterns are filtered out",
                OptValue::List(Vec::new()),
            );
        Canonicalize {
            options,
            patterns: Mutex::new(None),
        }
    }

    /// The driver configuration the options select.
    pub fn config(&self) -> GreedyRewriteConfig {
        let o = &self.options;
        GreedyRewriteConfig {
            use_top_down_traversal: o.bool("top-down"),
            region_simplification: match o.choice("region-simplify") {
                "disabled" => RegionSimplification::Disabled,
                "aggressive" => RegionSimplification::Aggressive,
                _ => RegionSimplification::Normal,
            },
            max_iterations: o.int("max-iterations"),
            max_num_rewrites: o.int("max-num-rewrites"),
            ..GreedyRewriteConfig::default()
        }
    }

    fn patterns(&self, ctx: &Context) -> Arc<FrozenRewritePatternSet> {
        let key = ctx as *const Context as usize;
        let mut slot = self.patterns.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((k, p)) = slot.as_ref() {
            if *k == key {
                return p.clone();
            }
        }
        let frozen = Arc::new(FrozenRewritePatternSet::with_filters(
            ctx,
            RewritePatternSet::canonicalization(ctx),
            self.options.list("disable-patterns"),
            self.options.list("enable-patterns"),
        ));
        *slot = Some((key, frozen.clone()));
        frozen
    }
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn argument(&self) -> &'static str {
        "canonicalize"
    }
    fn description(&self) -> &'static str {
        "Canonicalize operations"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let patterns = self.patterns(ctx);
        let config = self.config();
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let result = apply_patterns_and_fold_greedily(ctx, body, &patterns, &config);
        super::for_each_body_mut(body, |b| b.commit());
        // Canonicalization is best-effort: non-convergence fails only under the test option.
        if self.options.bool("test-convergence") && !result.converged {
            return Err(());
        }
        Ok(())
    }
}
