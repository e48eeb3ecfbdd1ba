//! Rewrite patterns, pattern sets and the applicator (upstream's `RewritePattern`,
//! `RewritePatternSet`, `FrozenRewritePatternSet` and `PatternApplicator`).

use crate::body::OpId;
use crate::context::Context;
use crate::dialect::{OpInfo, OperationName, Traits};
use crate::rewrite::rewriter::{LogicalResult, PatternRewriter};
use rustc_hash::FxHashMap as HashMap;

/// The benefit of a pattern: higher is tried first (upstream's `PatternBenefit`).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub struct PatternBenefit(u16);

impl PatternBenefit {
    /// A pattern that can never match (it is dropped from the applicator).
    pub const IMPOSSIBLE_TO_MATCH: PatternBenefit = PatternBenefit(u16::MAX);

    pub const fn new(benefit: u16) -> Self {
        assert!(
            benefit != u16::MAX,
            "65535 is reserved for impossible-to-match"
        );
        PatternBenefit(benefit)
    }

    pub fn is_impossible_to_match(self) -> bool {
        self == Self::IMPOSSIBLE_TO_MATCH
    }

    pub fn get(self) -> u16 {
        self.0
    }
}

impl Default for PatternBenefit {
    fn default() -> Self {
        PatternBenefit(1)
    }
}

/// Which ops a pattern is tried on.
#[derive(Copy, Clone)]
pub enum PatternRoot {
    /// Ops of one name.
    Op(OperationName),
    /// Every registered op with all of these traits (upstream's trait-rooted patterns).
    Traits(Traits),
    /// Every registered op whose info satisfies the predicate (upstream's interface-rooted
    /// patterns).
    Matching(fn(&OpInfo) -> bool),
    /// Any op, registered or not.
    Any,
}

/// The matching and rewriting logic of a pattern.
pub trait RewritePattern: Send + Sync {
    /// Matches `op` and rewrites it through `rewriter`. On failure the IR must be unchanged.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> LogicalResult;
}

impl<F> RewritePattern for F
where
    F: Fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult + Send + Sync,
{
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        self(op, rewriter)
    }
}

/// A pattern: its root, benefit, names for `enable-patterns`/`disable-patterns` and logic.
pub struct Pattern {
    pub root: PatternRoot,
    pub benefit: PatternBenefit,
    /// The pattern's name (upstream defaults it to the C++ type name).
    pub debug_name: String,
    /// More names the pattern can be selected by.
    pub debug_labels: Vec<String>,
    logic: Box<dyn RewritePattern>,
}

impl Pattern {
    /// A pattern named after the type of `logic` (its last path segment).
    pub fn new<P: RewritePattern + 'static>(
        root: PatternRoot,
        benefit: PatternBenefit,
        logic: P,
    ) -> Self {
        let full = std::any::type_name::<P>();
        let base = full.split('<').next().unwrap_or(full);
        let name = base.rsplit("::").next().unwrap_or(base);
        Pattern {
            root,
            benefit,
            debug_name: name.to_string(),
            debug_labels: Vec::new(),
            logic: Box::new(logic),
        }
    }

    /// A pattern rooted on ops named `op`.
    pub fn for_op<P: RewritePattern + 'static>(
        ctx: &Context,
        op: &str,
        benefit: u16,
        logic: P,
    ) -> Self {
        Pattern::new(
            PatternRoot::Op(ctx.op_name(op)),
            PatternBenefit::new(benefit),
            logic,
        )
    }

    pub fn with_debug_name(mut self, name: impl Into<String>) -> Self {
        self.debug_name = name.into();
        self
    }

    pub fn with_labels(mut self, labels: &[&str]) -> Self {
        self.debug_labels
            .extend(labels.iter().map(|l| l.to_string()));
        self
    }

    pub fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        self.logic.match_and_rewrite(op, rewriter)
    }
}

/// A list of patterns being collected.
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Pattern>,
}

impl RewritePatternSet {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, p: Pattern) -> &mut Self {
        self.patterns.push(p);
        self
    }

    /// Adds a pattern on ops named `op` from a function or closure, named `name`.
    pub fn add_fn(
        &mut self,
        ctx: &Context,
        op: &str,
        benefit: u16,
        name: &str,
        f: impl Fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult + Send + Sync + 'static,
    ) -> &mut Self {
        self.add(Pattern::for_op(ctx, op, benefit, f).with_debug_name(name))
    }

    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// The collected patterns, to merge sets or select some by name.
    pub fn into_patterns(self) -> Vec<Pattern> {
        self.patterns
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Upstream canonicalizer's set: the patterns of every loaded dialect (sorted by
    /// namespace), then of every registered op (sorted by name).
    pub fn canonicalization(ctx: &Context) -> Self {
        let mut set = RewritePatternSet::new();
        for d in ctx.loaded_dialects() {
            d.canonicalization_patterns(ctx, &mut set);
        }
        for info in ctx.registered_ops() {
            if let Some(f) = info.canonicalization_patterns {
                f(ctx, &mut set);
            }
        }
        set
    }
}

/// An immutable pattern set, indexed by root, with disabled patterns filtered out
/// (upstream's `FrozenRewritePatternSet`), and the applicator's benefit order.
pub struct FrozenRewritePatternSet {
    patterns: Vec<Pattern>,
    /// Patterns of each op name, sorted by decreasing benefit (stable).
    by_op: HashMap<OperationName, Vec<usize>>,
    /// Patterns for any op, sorted by decreasing benefit (stable).
    any_op: Vec<usize>,
}

impl FrozenRewritePatternSet {
    pub fn new(ctx: &Context, set: RewritePatternSet) -> Self {
        Self::with_filters(ctx, set, &[], &[])
    }

    /// Freezes `set`, keeping only patterns named or labelled in `enabled` (when not empty)
    /// and dropping those named or labelled in `disabled`.
    pub fn with_filters(
        ctx: &Context,
        set: RewritePatternSet,
        disabled: &[String],
        enabled: &[String],
    ) -> Self {
        let mut patterns = Vec::new();
        let mut by_op: HashMap<OperationName, Vec<usize>> = HashMap::default();
        let mut any_op = Vec::new();
        let mut registered: Option<Vec<&OpInfo>> = None;
        let named = |p: &Pattern, list: &[String]| {
            list.iter()
                .any(|l| *l == p.debug_name || p.debug_labels.iter().any(|x| x == l))
        };
        for p in set.patterns {
            if !enabled.is_empty() && !named(&p, enabled) {
                continue;
            }
            if !disabled.is_empty() && named(&p, disabled) {
                continue;
            }
            let i = patterns.len();
            match p.root {
                PatternRoot::Op(n) => by_op.entry(n).or_default().push(i),
                PatternRoot::Any => any_op.push(i),
                PatternRoot::Traits(t) => {
                    for info in registered
                        .get_or_insert_with(|| ctx.registered_ops())
                        .iter()
                    {
                        if info.traits.has(t) {
                            by_op.entry(ctx.op_name(info.name)).or_default().push(i);
                        }
                    }
                }
                PatternRoot::Matching(f) => {
                    for info in registered
                        .get_or_insert_with(|| ctx.registered_ops())
                        .iter()
                    {
                        if f(info) {
                            by_op.entry(ctx.op_name(info.name)).or_default().push(i);
                        }
                    }
                }
            }
            patterns.push(p);
        }
        // The default cost model: benefit, highest first, impossible ones dropped.
        let order = |list: &mut Vec<usize>| {
            list.sort_by(|a, b| patterns[*b].benefit.cmp(&patterns[*a].benefit));
            list.retain(|i| !patterns[*i].benefit.is_impossible_to_match());
        };
        for list in by_op.values_mut() {
            order(list);
        }
        order(&mut any_op);
        FrozenRewritePatternSet {
            patterns,
            by_op,
            any_op,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    pub fn patterns(&self) -> &[Pattern] {
        &self.patterns
    }

    /// Tries the patterns that apply to `op` by decreasing benefit, op-specific before
    /// any-op ones at equal benefit, until one succeeds (upstream's
    /// `PatternApplicator::matchAndRewrite`). Before each attempt the insertion point is set
    /// before `op`. `can_apply` may veto a pattern; `on_failure` hears of each failure.
    pub fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
        can_apply: &mut dyn FnMut(&Pattern) -> bool,
        on_failure: &mut dyn FnMut(&Pattern),
    ) -> LogicalResult {
        let name = rewriter.body.op_name(op);
        let op_patterns: &[usize] = self.by_op.get(&name).map_or(&[], |v| v);
        let (mut oi, mut ai) = (0, 0);
        loop {
            let mut pick_any = false;
            let best = match (op_patterns.get(oi), self.any_op.get(ai)) {
                (Some(&o), Some(&a)) => {
                    if self.patterns[o].benefit < self.patterns[a].benefit {
                        pick_any = true;
                        a
                    } else {
                        o
                    }
                }
                (Some(&o), None) => o,
                (None, Some(&a)) => {
                    pick_any = true;
                    a
                }
                (None, None) => return Err(()),
            };
            if pick_any {
                ai += 1;
            } else {
                oi += 1;
            }
            let pattern = &self.patterns[best];
            if !can_apply(pattern) {
                continue;
            }
            rewriter.set_insertion_point_before(op);
            if pattern.match_and_rewrite(op, rewriter).is_ok() {
                rewriter.flush();
                return Ok(());
            }
            rewriter.flush();
            on_failure(pattern);
        }
    }
}
