//! The `test-erase-unused-operands-and-results` and `test-erase-unnecessary-inputs` options
//! of `test-linalg-transform-patterns`: the dead/duplicate operand patterns of
//! `linalg.generic` applied greedily to the function.

use rmlir_dialects::linalg::erase_unused::{
    populate_erase_unnecessary_inputs, populate_erase_unused_operands_and_results,
};
use rmlir_ir::pass::{PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig,
    RewritePatternSet,
};
use rmlir_ir::Context;

/// Runs the option's patterns when one of the two options is set.
pub fn run(options: &PassOptions, op: &mut PassOp<'_>, ctx: &Context) -> Option<Result<(), ()>> {
    let mut set = RewritePatternSet::new();
    if options.bool("test-erase-unused-operands-and-results") {
        populate_erase_unused_operands_and_results(ctx, &mut set);
    } else if options.bool("test-erase-unnecessary-inputs") {
        populate_erase_unnecessary_inputs(ctx, &mut set);
    } else {
        return None;
    }
    let patterns = FrozenRewritePatternSet::new(ctx, set);
    if let Some(body) = op.data.isolated_body_mut() {
        apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
        body.commit();
    }
    Some(Ok(()))
}
