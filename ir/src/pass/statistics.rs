//! Pass statistics (`--mlir-pass-statistics`): counters a pass declares and increments, and
//! upstream's report in `pipeline` or `list` display.
//!
//! A [`Statistic`] is an atomic counter owned by one pass instance. Upstream clones a pass per
//! worker thread and sums the clones' counters into the original before reporting; here the
//! instance is shared by the threads and increments are atomic, which gives the same sums.
//!
//! Upstream compiles statistics out unless LLVM is built with `LLVM_ENABLE_STATS` (the
//! Debian/Ubuntu `mlir-opt` 19 is not): its report is then the banner alone. rmlir mirrors
//! that switch with the `stats` cargo feature ([`STATS_ENABLED`]); without it the report is
//! byte-identical to that `mlir-opt`, with it to one built with statistics.

use super::{OpPassManager, PassEntry};
use std::sync::atomic::{AtomicU64, Ordering};

/// Whether reports show the statistics (upstream's `LLVM_ENABLE_STATS`).
pub const STATS_ENABLED: bool = cfg!(feature = "stats");

/// A named counter of a pass (upstream's `Pass::Statistic`).
#[derive(Debug)]
pub struct Statistic {
    name: &'static str,
    description: &'static str,
    value: AtomicU64,
}

impl Statistic {
    pub const fn new(name: &'static str, description: &'static str) -> Self {
        Statistic {
            name,
            description,
            value: AtomicU64::new(0),
        }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    pub fn description(&self) -> &'static str {
        self.description
    }

    /// Adds `n` (thread-safe: passes running on several ops at once share the counter).
    pub fn add(&self, n: u64) {
        self.value.fetch_add(n, Ordering::Relaxed);
    }

    pub fn inc(&self) {
        self.add(1);
    }

    pub fn get(&self) -> u64 {
        self.value.load(Ordering::Relaxed)
    }

    pub fn set(&self, v: u64) {
        self.value.store(v, Ordering::Relaxed);
    }
}

/// How the report is laid out (`--mlir-pass-statistics-display`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum StatisticsDisplay {
    /// One entry per pass name, statistics summed, sorted by name.
    List,
    /// The pass manager's structure, one entry per pass instance.
    #[default]
    Pipeline,
}

/// One statistic as reported: name, description, value.
type Stat = (&'static str, &'static str, u64);

/// Upstream's `printPassEntry`: the pass name, then its statistics sorted by name with the
/// values right-aligned and the names left-aligned.
fn pass_entry(out: &mut String, indent: usize, pass: &str, stats: &mut [Stat]) {
    out.push_str(&" ".repeat(indent));
    out.push_str(pass);
    out.push('\n');
    stats.sort_by(|a, b| a.0.cmp(b.0));
    let name_w = stats.iter().map(|s| s.0.len()).max().unwrap_or(0);
    let value_w = stats
        .iter()
        .map(|s| s.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (name, desc, value) in stats.iter() {
        out.push_str(&" ".repeat(indent + 2));
        out.push_str(&format!("(S) {value:>value_w$} {name:<name_w$} - {desc}\n"));
    }
}

fn stats_of(p: &dyn super::Pass) -> Vec<Stat> {
    p.statistics()
        .iter()
        .map(|s| (s.name(), s.description(), s.get()))
        .collect()
}

/// Upstream's `printResultsAsPipeline`: the top-level entries at indent 0; an adaptor with
/// several pipelines gets a `Pipeline Collection` header; each pipeline is `'op' Pipeline`
/// with its passes indented below (recursion bounded by the pipeline's nesting).
fn pipeline_entries(out: &mut String, entries: &[PassEntry], indent: usize) {
    for e in entries {
        match e {
            PassEntry::Pass(p) => pass_entry(out, indent, p.name(), &mut stats_of(p.as_ref())),
            PassEntry::Adaptor(mgrs) => {
                let mut indent = indent;
                if mgrs.len() > 1 {
                    pass_entry(out, indent, &super::adaptor_name(mgrs), &mut []);
                    indent += 2;
                }
                for m in mgrs {
                    pass_entry(out, indent, &format!("'{}' Pipeline", m.name()), &mut []);
                    pipeline_entries(out, m.passes(), indent + 2);
                }
            }
        }
    }
}

fn list_entries(out: &mut String, mgr: &OpPassManager) {
    let mut merged: Vec<(&'static str, Vec<Stat>)> = Vec::new();
    let mut stack: Vec<&PassEntry> = mgr.passes().iter().rev().collect();
    while let Some(e) = stack.pop() {
        match e {
            PassEntry::Pass(p) => {
                let stats = stats_of(p.as_ref());
                if stats.is_empty() {
                    continue;
                }
                match merged.iter_mut().find(|m| m.0 == p.name()) {
                    Some((_, entry)) => {
                        for (i, s) in stats.iter().enumerate() {
                            if let Some(t) = entry.get_mut(i) {
                                t.2 += s.2;
                            }
                        }
                    }
                    None => merged.push((p.name(), stats)),
                }
            }
            PassEntry::Adaptor(mgrs) => {
                for m in mgrs.iter().rev() {
                    stack.extend(m.passes().iter().rev());
                }
            }
        }
    }
    merged.sort_by(|a, b| a.0.cmp(b.0));
    for (name, mut stats) in merged {
        pass_entry(out, 2, name, &mut stats);
    }
}

/// The statistics report of the pipeline `root` (its own anchor is not listed, as upstream).
/// `with_values` is upstream's `LLVM_ENABLE_STATS`: without it only the banner is printed.
pub fn render_report(
    root: &OpPassManager,
    display: StatisticsDisplay,
    with_values: bool,
) -> String {
    let mut out = super::timing::report_header("... Pass statistics report ...");
    if with_values {
        match display {
            StatisticsDisplay::List => list_entries(&mut out, root),
            StatisticsDisplay::Pipeline => pipeline_entries(&mut out, root.passes(), 0),
        }
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{Pass, PassCx, PassOp, PassOptions};

    struct Stats {
        options: PassOptions,
        name: &'static str,
        stats: Vec<Statistic>,
    }

    impl Pass for Stats {
        fn name(&self) -> &'static str {
            self.name
        }
        fn argument(&self) -> &'static str {
            "test-stats"
        }
        fn options(&self) -> &PassOptions {
            &self.options
        }
        fn options_mut(&mut self) -> &mut PassOptions {
            &mut self.options
        }
        fn statistics(&self) -> Vec<&Statistic> {
            self.stats.iter().collect()
        }
        fn run(&self, _: &mut PassOp<'_>, _: &mut PassCx<'_>) -> Result<(), ()> {
            Ok(())
        }
    }

    fn pass(name: &'static str, stats: &[(&'static str, u64)]) -> Box<dyn Pass> {
        let stats = stats
            .iter()
            .map(|&(n, v)| {
                let s = Statistic::new(n, "desc");
                s.add(v);
                s
            })
            .collect();
        Box::new(Stats {
            options: PassOptions::new(),
            name,
            stats,
        })
    }

    fn pipeline() -> OpPassManager {
        let mut root = OpPassManager::new("builtin.module");
        root.add_pass(pass("A", &[("zeta", 7), ("alpha", 1234)]));
        root.nest("func.func")
            .add_pass(pass("A", &[("zeta", 3), ("alpha", 0)]));
        root.nest("gpu.module").add_pass(pass("B", &[]));
        root.coalesce();
        root
    }

    #[test]
    fn pipeline_display() {
        let r = render_report(&pipeline(), StatisticsDisplay::Pipeline, true);
        let body: Vec<&str> = r.lines().skip(3).collect();
        assert_eq!(
            body,
            [
                "A",
                "  (S) 1234 alpha - desc",
                "  (S)    7 zeta  - desc",
                "Pipeline Collection : ['func.func', 'gpu.module']",
                "  'func.func' Pipeline",
                "    A",
                "      (S) 0 alpha - desc",
                "      (S) 3 zeta  - desc",
                "  'gpu.module' Pipeline",
                "    B",
                "",
            ]
        );
    }

    #[test]
    fn list_display_merges_by_name() {
        let r = render_report(&pipeline(), StatisticsDisplay::List, true);
        let body: Vec<&str> = r.lines().skip(3).collect();
        assert_eq!(
            body,
            [
                "  A",
                "    (S) 1234 alpha - desc",
                "    (S)   10 zeta  - desc",
                ""
            ]
        );
    }

    #[test]
    fn without_stats_only_the_banner() {
        let r = render_report(&pipeline(), StatisticsDisplay::Pipeline, false);
        assert_eq!(
            r,
            "===-------------------------------------------------------------------------===\n\
             \x20                        ... Pass statistics report ...\n\
             ===-------------------------------------------------------------------------===\n\n"
        );
    }

    #[test]
    fn statistics_are_shared_across_threads() {
        let s = Statistic::new("n", "d");
        std::thread::scope(|sc| {
            for _ in 0..4 {
                sc.spawn(|| {
                    for _ in 0..1000 {
                        s.inc();
                    }
                });
            }
        });
        assert_eq!(s.get(), 4000);
    }
}
