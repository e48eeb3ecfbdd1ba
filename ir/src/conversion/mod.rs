//! Dialect conversion, ported from MLIR 19's `DialectConversion`: legalize ops against a
//! [`ConversionTarget`] with [`ConversionPattern`]s that see their operands remapped, and
//! a [`TypeConverter`] for type changes.
//!
//! ```text
//!  ConversionTarget ─┐                      ┌─ TypeConverter (conversions, materializations)
//!  ConversionPatternSet ─> apply_{partial,full,analysis}_conversion ─> ConversionPatternRewriter
//! ```
//!
//! - **Order** (as upstream 19): the ops are collected in one pre-order walk that enters
//!   the bodies of nested isolated ops in place (each region's blocks depth-first from the
//!   entry along successors; unreachable blocks are not visited; recursively legal ops are
//!   not entered), then each is legalized: legal ops stay; ops of unknown or illegal
//!   legality are folded if they fold (materialized constants are legalized in turn), else
//!   the patterns are tried in upstream's order (see below; a pattern is never applied to
//!   what it produces recursively). After a pattern succeeds, the parents of blocks with
//!   arguments it created elsewhere, the ops it created (in creation order) and the ops it
//!   modified in place are legalized recursively; if one cannot be, the pattern is rolled
//!   back and the next one tried.
//! - **Pattern order** (upstream's `OperationLegalizer`): patterns rooted on always-legal
//!   ops are dropped; without any-op patterns, patterns generating (see
//!   [`ConversionPatternSet::generates`]) an op that is neither legal nor legalizable are
//!   dropped; each op's patterns are sorted by legalization depth, then benefit; op-specific
//!   and any-op patterns are merged by benefit, op-specific first on ties.
//! - **Rollback**: every change a pattern makes through the [`ConversionPatternRewriter`]
//!   is logged (upstream's `IRRewrite`s: created ops and blocks, moved ops and blocks, split
//!   and inlined blocks, ops modified in place with their old operands, successors,
//!   attributes and result types, replaced uses, erased ops and blocks). Erased ops and
//!   blocks are only detached (operands dropped) and keep their ids until the conversion
//!   commits, so no id is reused before; a failed attempt undoes its part of the log, O(what
//!   it changed). Patterns must change pre-existing IR only through the rewriter (as
//!   upstream); ops they created may be changed freely. Plain rewrite patterns
//!   ([`ConversionPatternSet::add_rewrite_pattern`]), which may change anything, are still
//!   rolled back from a snapshot of the body. A failing conversion (and every analysis
//!   conversion) undoes the whole log.
//! - **Replacements** are applied at once. When a replacement value's type differs from the
//!   replaced value's, the remaining uses see a pending `builtin.unrealized_conversion_cast`
//!   (a source materialization); patterns with a type converter see operands of the
//!   converted types (found through the pending casts, or a new target materialization).
//!   Block signature conversion inserts argument materializations at the start of the new
//!   block. When the conversion commits, dead casts are erased, round trips (`A -> B -> A`)
//!   and identity casts folded, and the remaining casts are built by the type converter's
//!   materialization callbacks when it has some for that kind (an error if they all fail),
//!   else kept as `unrealized_conversion_cast`; a cast standing for a replaced op result
//!   that is still used must be built by the replacing pattern's type converter, else the
//!   error is 19's "failed to materialize conversion for result #N of operation '...' that
//!   remained live after conversion" with a "see existing live user here" note.
//! - **Diagnostics**: "failed to legalize operation 'x.y'" (full conversion), "... that was
//!   explicitly marked illegal" (partial), located at the op with upstream's
//!   "see current operation" note.
//!
//! Differences from upstream: the root op itself is not legalized (a pass sees only its
//! body); a pattern on an op of one body changes only that body; the notes of the
//! live-result error show the IR after the rollback, not before.

pub mod driver;
pub mod rewriter;
pub mod target;
pub mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{
    apply_analysis_conversion, apply_full_conversion, apply_full_conversion_with_root,
    apply_partial_conversion, ConversionMode, ConversionReport, OpPath, RootStep,
};
pub use rewriter::{
    ConversionPattern, ConversionPatternEntry, ConversionPatternRewriter, ConversionPatternSet,
};
pub use target::{ConversionTarget, DynamicLegalityFn, LegalOpDetails, LegalizationAction};
pub use type_converter::{
    InputMapping, MaterializationFn, MaterializationKind, SignatureConversion, TypeConversion,
    TypeConverter,
};
