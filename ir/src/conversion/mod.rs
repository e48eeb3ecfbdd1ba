//! Dialect conversion, ported from MLIR 19's `DialectConversion`: legalize ops against a
//! [`ConversionTarget`] with [`ConversionPattern`]s that see their operands remapped, and
//! a [`TypeConverter`] for type changes.
//!
//! ```text
//!  ConversionTarget ─┐                      ┌─ TypeConverter (conversions, materializations)
//!  ConversionPatternSet ─> apply_{partial,full,analysis}_conversion ─> ConversionPatternRewriter
//! ```
//!
//! - **Order** (as upstream): the ops of the root body are collected pre-order (blocks from
//!   the entry along successors; recursively legal ops are not entered), then each is
//!   legalized: legal ops stay; ops of unknown or illegal legality are folded if they fold
//!   (materialized constants are legalized in turn), else the patterns are tried by
//!   decreasing benefit (a pattern is never applied to what it produces recursively). After
//!   a pattern succeeds, the parents of blocks with arguments it created elsewhere, the ops
//!   it created (in creation order) and the ops it modified in place are legalized
//!   recursively; if one cannot be, the pattern is rolled back and the next one tried.
//!   The bodies of isolated ops are converted after the body containing them.
//! - **Rollback**: a pattern attempt runs on the live IR; the body and the conversion state
//!   are snapshot before it (`Body::deep_clone`, ids preserved) and put back when the
//!   pattern or the legalization of its results fails. A failing conversion (and every
//!   analysis conversion) puts back the whole root body.
//! - **Replacements** are applied at once. When a replacement value's type differs from the
//!   replaced value's, the remaining uses see a pending `builtin.unrealized_conversion_cast`
//!   (a source materialization); patterns with a type converter see operands of the
//!   converted types (found through the pending casts, or a new target materialization).
//!   Block signature conversion inserts argument materializations at the start of the new
//!   block. When a body's conversion commits, dead casts are erased, round trips
//!   (`A -> B -> A`) and identity casts folded, and the remaining casts are built by the
//!   type converter's materialization callbacks when it has some for that kind (an error
//!   if they all fail, as upstream), else kept as `unrealized_conversion_cast`.
//! - **Diagnostics**: "failed to legalize operation 'x.y'" (full conversion), "... that was
//!   explicitly marked illegal" (partial), located at the op with upstream's
//!   "see current operation" note.
//!
//! Differences from upstream: the root op itself is not legalized (a pass sees only its
//! body); `getGeneratedOps`-based pattern pruning is not modelled (benefit order only).

pub mod driver;
pub mod rewriter;
pub mod target;
pub mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, ConversionMode,
    ConversionReport, OpPath,
};
pub use rewriter::{
    ConversionPattern, ConversionPatternEntry, ConversionPatternRewriter, ConversionPatternSet,
};
pub use target::{ConversionTarget, DynamicLegalityFn, LegalOpDetails, LegalizationAction};
pub use type_converter::{
    InputMapping, MaterializationFn, MaterializationKind, SignatureConversion, TypeConversion,
    TypeConverter,
};
