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
    apply_patterns_and_fold_greedily, GreedyResult, GreedyRewriteConfig, RegionSimplification,
    NO_LIMIT,
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
