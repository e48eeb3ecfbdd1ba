//! Pattern rewriting: what canonicalization and every pattern-based transform is made of,
//! ported from MLIR 19.
//!
//! ```text
//!  OpInfo hooks ──────────┐   fold (FoldFn), canonicalization_patterns, memory_effects,
//!  Dialect hooks ─────────┤   branch (BranchOpInterface); Dialect::materialize_constant
//!                         ▼
//!  RewritePatternSet ──freeze──> FrozenRewritePatternSet (filters, benefit order)
//!                                        │
//!  greedy driver (greedy.rs) ── worklist ┴─> fold (fold.rs) / patterns ──> PatternRewriter
//!        │                                                                  (rewriter.rs)
//!        └─> region simplification (region_simplify.rs)         listener ◄──┘
//! ```
//!
//! - [`effects`]: memory effects and trivially-dead queries;
//! - [`fold`]: the folder contract, trait folders, constants, [`OperationFolder`];
//! - [`pattern`]: patterns, sets, and the applicator;
//! - [`rewriter`]: [`PatternRewriter`] and [`RewriteListener`];
//! - [`greedy`]: the driver, [`apply_patterns_and_fold_greedily`];
//! - [`region_simplify`]: control-flow cleanup, [`simplify_regions`];
//! - [`equivalence`]: structural op equivalence (CSE, block merging).

//! # Plugging an op in
//!
//! ```
//! use rmlir_ir::dialect::{Dialect, OpInfo, Traits};
//! use rmlir_ir::rewrite::*;
//! use rmlir_ir::{Context, OpId, ParserConfig, PrintFlags};
//!
//! /// `demo.add(x, y)`: `x` when `y` is the constant 0.
//! fn fold_add(a: &FoldAdaptor<'_>) -> Option<Folded> {
//!     let zero = a.ctx.int_attr(a.ctx.integer_type(32), 0);
//!     (a.operand(1) == Some(zero)).then(|| Folded::value(a.body.operand(a.op, 0)))
//! }
//!
//! /// `demo.const` folds to its `value` property: that is how constants are recognized.
//! fn fold_const(a: &FoldAdaptor<'_>) -> Option<Folded> {
//!     a.body.op(a.op).props[0].map(Folded::attr)
//! }
//!
//! /// A canonicalization pattern: `demo.wrap` is replaced by its operand.
//! fn unwrap(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
//!     let v = rw.body.operand(op, 0);
//!     rw.replace_op(op, &[v]);
//!     Ok(())
//! }
//!
//! struct Demo;
//! impl Dialect for Demo {
//!     fn namespace(&self) -> &'static str {
//!         "demo"
//!     }
//!     fn ops(&self) -> Vec<OpInfo> {
//!         vec![
//!             OpInfo { fold: Some(fold_add), ..OpInfo::new("demo.add", Traits::PURE.union(Traits::COMMUTATIVE)) },
//!             OpInfo {
//!                 props: vec!["value"],
//!                 fold: Some(fold_const),
//!                 ..OpInfo::new("demo.const", Traits::PURE.union(Traits::CONSTANT_LIKE))
//!             },
//!             OpInfo {
//!                 canonicalization_patterns: Some(|ctx, set| {
//!                     set.add_fn(ctx, "demo.wrap", 1, "Unwrap", unwrap);
//!                 }),
//!                 ..OpInfo::new("demo.wrap", Traits::PURE)
//!             },
//!         ]
//!     }
//! }
//!
//! let ctx = Context::with_dialects(&[&Demo]);
//! let src = r#"%x = "demo.x"() : () -> i32
//! %c = "demo.const"() <{value = 0 : i32}> : () -> i32
//! %0 = "demo.add"(%c, %x) : (i32, i32) -> i32
//! %1 = "demo.wrap"(%0) : (i32) -> i32
//! "demo.use"(%1) : (i32) -> ()
//! "#;
//! let cfg = ParserConfig { allow_unregistered_dialect: true, ..ParserConfig::default() };
//! let mut m = rmlir_ir::parse_source(&ctx, src, "x.mlir", cfg, true).unwrap();
//! let patterns = FrozenRewritePatternSet::new(&ctx, RewritePatternSet::canonicalization(&ctx));
//! let body = m.body.isolated_body_mut(m.op).unwrap();
//! let result = apply_patterns_and_fold_greedily(&ctx, body, &patterns, &GreedyRewriteConfig::default());
//! assert!(result.converged);
//! let text = rmlir_ir::printer::print_op_to_string(&ctx, &m.body, m.op, PrintFlags::default());
//! assert_eq!(text, "module {\n  %0 = \"demo.x\"() : () -> i32\n  \"demo.use\"(%0) : (i32) -> ()\n}\n");
//! ```

pub mod effects;
pub mod equivalence;
pub mod fold;
pub mod greedy;
pub mod pattern;
pub mod region_simplify;
pub mod rewriter;

#[cfg(test)]
mod tests;

use crate::body::{Body, OpId, ValueId};
use crate::context::Context;

pub use effects::{Effect, EffectInstance, EffectOn, EffectsFn, Resource};
pub use fold::{Edit, FoldAdaptor, FoldFn, FoldResult, Folded, OperationFolder};
pub use greedy::{
    apply_op_patterns_and_fold, apply_patterns_and_fold_greedily, GreedyResult,
    GreedyRewriteConfig, GreedyRewriteStrictness, OpsRewriteResult, RegionSimplification, NO_LIMIT,
};
pub use pattern::{
    FrozenRewritePatternSet, Pattern, PatternBenefit, PatternRoot, RewritePattern,
    RewritePatternSet,
};
pub use region_simplify::simplify_regions;
pub use rewriter::{LogicalResult, PatternRewriter, RewriteListener};

/// The operands a branch forwards to one successor: operands `start..start + len` of the op
/// become the successor's arguments `produced..`; the first `produced` arguments are made
/// by the op itself (upstream's `SuccessorOperands`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct SuccessorOperands {
    pub produced: u32,
    pub start: u32,
    pub len: u32,
}

/// Upstream's `BranchOpInterface`, as two hooks on the op's info.
#[derive(Copy, Clone)]
pub struct BranchOpInterface {
    /// The operands forwarded to successor `i`.
    pub successor_operands: fn(&Context, &Body, OpId, usize) -> SuccessorOperands,
    /// Replaces the operands forwarded to successor `i` (updating whatever records their
    /// number, e.g. `operandSegmentSizes`).
    pub set_successor_operands: fn(&Context, &mut Body, OpId, usize, &[ValueId]),
}
