//! The pass manager: op-anchored passes, nesting by op name and `any`, the textual pipeline
//! grammar ([`pipeline`]), pass options ([`options`]), timing ([`timing`]), statistics
//! ([`statistics`]), instrumentation ([`instrument`]: IR printing, crash reproducers, the
//! verifier between passes), and parallel execution over sibling isolated ops.
//!
//! # Access model (the body-detachment rule)
//!
//! A pass runs on one anchor op and receives a [`PassOp`]: the op's id and `&mut OpData`.
//! Through it the pass may change the op's own attributes, properties and location, and
//! everything in the op's body (`PassOp::body_mut`, the arena of an isolated op); it cannot
//! reach siblings or the parent. A nested pipeline (an "adaptor") runs on the direct children
//! of its anchor that match its op name, which are isolated ops: each is a disjoint
//! `&mut OpData` of the anchor's body (`Body::ops_mut`), so with threading on they run in
//! parallel with `rayon`, and no lock is taken on the IR. Without threading, ops are reached
//! through a path of ids from the root instead (`Site::Path`), so that instrumentation can read
//! the whole IR between passes; a detached op is printed or verified through
//! [`Body::with_detached`].
//!
//! # Determinism
//!
//! Passes never print: they push [`PassEvent`]s (diagnostics and text for stderr) into their
//! [`PassCx`]. Events of a nested pipeline are concatenated in op order, and everything after
//! the first failing op is dropped, so output and diagnostics are identical with and without
//! threading (upstream's `ParallelDiagnosticHandler` orders diagnostics the same way).

pub mod instrument;
pub mod options;
pub mod pipeline;
pub mod statistics;
pub mod timing;

use crate::attributes::Location;
use crate::body::{Body, OpData, OpId, OpShape};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::dialect::Traits;
use crate::printer::PrintFlags;
use rayon::prelude::*;
use std::time::{Duration, Instant};

pub use instrument::{IrPrinting, IrPrintingFlags, PassFilter, ReproducerConfig};
pub use options::{OptValue, OptionError, PassOption, PassOptions};
pub use pipeline::{parse_pass_pipeline, registry, PassInfo, PassRegistry, PipelineInfo};
pub use statistics::{Statistic, StatisticsDisplay};
pub use timing::{TimerNode, TimingDisplay};

/// Something a pass wants on stderr, in order: a diagnostic or plain text.
#[derive(Clone, Debug)]
pub enum PassEvent {
    Diag(Diagnostic),
    Text(String),
    /// A pass failed while a (whole-pipeline) crash reproducer is configured: `running` is
    /// the failing pass and op as upstream's note lists them. [`PassManager::run`] writes the
    /// reproducer and replaces this with upstream's error and note; it never returns one.
    ReproducerRequest {
        loc: Location,
        running: String,
    },
}

/// What a pass gets besides its op: the context and its event sink.
pub struct PassCx<'a> {
    pub ctx: &'a Context,
    events: Vec<PassEvent>,
    /// The isolated ops enclosing the anchor, outermost first.
    ancestors: std::sync::Arc<[AncestorOp]>,
    /// A failure was already reported to the crash reproducer (upstream reports one).
    failure_reported: bool,
}

impl<'a> PassCx<'a> {
    pub fn new(ctx: &'a Context) -> Self {
        PassCx {
            ctx,
            events: Vec::new(),
            ancestors: std::sync::Arc::new([]),
            failure_reported: false,
        }
    }

    /// The isolated ops enclosing the pass's anchor, outermost first (empty for the root):
    /// what upstream passes read of their ancestors (`DataLayoutAnalysis`).
    pub fn ancestors(&self) -> &[AncestorOp] {
        &self.ancestors
    }

    /// Emits a diagnostic.
    pub fn emit(&mut self, d: Diagnostic) {
        self.events.push(PassEvent::Diag(d));
    }

    /// Writes text to stderr (upstream's `llvm::errs()` in a pass).
    pub fn write_err(&mut self, text: impl Into<String>) {
        self.events.push(PassEvent::Text(text.into()));
    }

    /// An error at `op` (of `body`) with upstream's "see current operation" note.
    pub fn op_error(&mut self, body: &Body, op: OpId, msg: impl Into<String>) {
        let d = op_diagnostic(self.ctx, body, op, msg);
        self.emit(d);
    }

    pub fn into_events(self) -> Vec<PassEvent> {
        self.events
    }
}

/// An error located at `op` with the `see current operation:` note printing the op in
/// generic form, as upstream attaches to diagnostics emitted on ops.
pub fn op_diagnostic(ctx: &Context, body: &Body, op: OpId, msg: impl Into<String>) -> Diagnostic {
    // Named from the body's owner (the nearest isolated ancestor), as upstream's note; an
    // op printed on several lines starts on a line of its own.
    let text = crate::printer::print_op_in_isolated_body_for_diagnostic(ctx, body, op);
    let sep = if text.contains('\n') { "\n" } else { "" };
    let loc = body.loc(op);
    Diagnostic::error(loc, msg).with_note(loc, format!("see current operation: {sep}{text}"))
}

/// The op a pass runs on.
pub struct PassOp<'a> {
    /// The op's id in its parent body.
    pub id: OpId,
    /// Whether the op is the root the pass manager was run on (it has no parent op).
    pub is_top_level: bool,
    /// The op's own data (name, attributes, properties, location) and, for isolated ops,
    /// its body.
    pub data: &'a mut OpData,
    /// The op's operand and result types (they live in the parent body).
    pub shape: OpShape,
}

impl PassOp<'_> {
    /// The anchor's body (isolated ops only).
    pub fn body(&self) -> Option<&Body> {
        self.data.isolated_body()
    }

    pub fn body_mut(&mut self) -> Option<&mut Body> {
        self.data.isolated_body_mut()
    }

    /// An error at the op with upstream's "see current operation" note (the op printed
    /// generically, as `op->emitOpError()` in a pass reports it).
    pub fn error(&mut self, ctx: &Context, msg: impl Into<String>) -> Diagnostic {
        let msg = msg.into();
        Body::with_detached(self.data, &self.shape, |b, id| {
            op_diagnostic(ctx, b, id, msg)
        })
    }
}

/// A pass: upstream's `Pass`, run on one anchor op.
pub trait Pass: Send + Sync {
    /// The pass's name in timing reports (`SymbolDCE`).
    fn name(&self) -> &'static str;
    /// The command-line argument (`symbol-dce`).
    fn argument(&self) -> &'static str;
    fn description(&self) -> &'static str {
        ""
    }
    /// The op the pass is restricted to, or `None` for an op-agnostic pass.
    fn op_name(&self) -> Option<&'static str> {
        None
    }
    /// Upstream's `canScheduleOn`: whether the pass may run on ops named `op_name` (an
    /// interface pass answers whether the op implements its interface). A pass manager
    /// anchored on an op the pass cannot run on is an error before anything runs.
    fn can_schedule_on(&self, _ctx: &Context, _op_name: &str) -> bool {
        true
    }
    fn options(&self) -> &PassOptions;
    fn options_mut(&mut self) -> &mut PassOptions;
    /// The pass's statistics (`--mlir-pass-statistics`), in declaration order.
    fn statistics(&self) -> Vec<&Statistic> {
        Vec::new()
    }
    /// Runs the pass. `Err` is upstream's `signalPassFailure`; diagnostics go to `cx`.
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()>;
}

/// An op enclosing a pass's anchor as the pass may read it ([`PassCx::ancestors`]): a
/// snapshot of its name and attributes (they cannot change while nested passes run).
#[derive(Clone, Debug)]
pub struct AncestorOp {
    pub name: crate::dialect::OperationName,
    pub attrs: Box<[crate::attributes::NamedAttr]>,
    /// Whether the op has a parent op (false for the root the pass manager runs on).
    pub has_parent: bool,
}

/// One element of an op pass manager: a pass or a nested pipeline collection.
pub enum PassEntry {
    Pass(Box<dyn Pass>),
    Adaptor(Vec<OpPassManager>),
}

/// A pipeline anchored on an op name (or `any`).
pub struct OpPassManager {
    name: String,
    passes: Vec<PassEntry>,
}

impl OpPassManager {
    pub fn new(name: impl Into<String>) -> Self {
        OpPassManager {
            name: name.into(),
            passes: Vec::new(),
        }
    }

    /// The anchor op name, or `any`.
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn is_any(&self) -> bool {
        self.name == "any"
    }

    pub fn passes(&self) -> &[PassEntry] {
        &self.passes
    }

    /// Number of top-level entries (a nested pipeline counts as one), as upstream's `size()`.
    pub fn size(&self) -> usize {
        self.passes.len()
    }

    pub fn add_pass(&mut self, p: Box<dyn Pass>) {
        self.passes.push(PassEntry::Pass(p));
    }

    /// Adds a pass, nesting it under its op name when it is restricted to another op
    /// (upstream's implicit nesting, used for command-line pass flags).
    pub fn add_pass_implicit(&mut self, p: Box<dyn Pass>) {
        match p.op_name() {
            Some(n) if !self.is_any() && n != self.name => self.nest(n).add_pass(p),
            _ => self.add_pass(p),
        }
    }

    /// Appends a nested pipeline on `name` and returns it.
    pub fn nest(&mut self, name: &str) -> &mut OpPassManager {
        self.passes
            .push(PassEntry::Adaptor(vec![OpPassManager::new(name)]));
        match self.passes.last_mut() {
            Some(PassEntry::Adaptor(m)) => &mut m[0],
            _ => unreachable!(),
        }
    }

    /// The textual pipeline, as upstream's `printAsTextualPipeline`.
    pub fn to_pipeline_string(&self) -> String {
        let mut s = String::new();
        self.print_into(&mut s);
        s
    }

    fn print_into(&self, out: &mut String) {
        out.push_str(&self.name);
        out.push('(');
        for (i, e) in self.passes.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match e {
                PassEntry::Pass(p) => {
                    out.push_str(p.argument());
                    out.push_str(&p.options().print());
                }
                PassEntry::Adaptor(mgrs) => {
                    for (j, m) in mgrs.iter().enumerate() {
                        if j > 0 {
                            out.push(',');
                        }
                        m.print_into(out);
                    }
                }
            }
        }
        out.push(')');
    }

    /// Merges adjacent nested pipelines as upstream's `coalesceAdjacentAdaptorPasses`.
    fn coalesce(&mut self) {
        let old = std::mem::take(&mut self.passes);
        for e in old {
            match e {
                PassEntry::Adaptor(mgrs) => {
                    if let Some(PassEntry::Adaptor(last)) = self.passes.last_mut() {
                        for m in mgrs {
                            match last.iter_mut().find(|x| x.name == m.name) {
                                Some(x) => x.passes.extend(m.passes),
                                None => last.push(m),
                            }
                        }
                        // Op-specific managers first, by name; `any` last.
                        last.sort_by(|a, b| match (a.is_any(), b.is_any()) {
                            (false, false) => a.name.cmp(&b.name),
                            (false, true) => std::cmp::Ordering::Less,
                            (true, false) => std::cmp::Ordering::Greater,
                            (true, true) => std::cmp::Ordering::Equal,
                        });
                    } else {
                        self.passes.push(PassEntry::Adaptor(mgrs));
                    }
                }
                p => self.passes.push(p),
            }
        }
        for e in &mut self.passes {
            if let PassEntry::Adaptor(mgrs) = e {
                for m in mgrs {
                    m.coalesce();
                }
            }
        }
    }
}

/// The first pass that cannot run on the op its (op-specific) manager is anchored on, as
/// upstream's `OpPassManagerImpl::finalizePassList` reports it.
fn unschedulable(ctx: &Context, pm: &OpPassManager) -> Option<Diagnostic> {
    for e in &pm.passes {
        match e {
            PassEntry::Pass(p) if !pm.is_any() && !p.can_schedule_on(ctx, &pm.name) => {
                return Some(Diagnostic::error(
                    ctx.unknown_loc(),
                    format!(
                        "unable to schedule pass '{}' on a PassManager intended to run on '{}'!",
                        p.name(),
                        pm.name
                    ),
                ));
            }
            PassEntry::Pass(_) => {}
            PassEntry::Adaptor(mgrs) => {
                if let Some(d) = mgrs.iter().find_map(|m| unschedulable(ctx, m)) {
                    return Some(d);
                }
            }
        }
    }
    None
}

/// The verifier hook run between passes (wired to `rmlir_ir::verifier::verify` by the driver).
pub type VerifierFn = fn(&Context, &Body, OpId) -> Result<(), Vec<Diagnostic>>;

/// The top-level pass manager: a root [`OpPassManager`] plus execution settings.
pub struct PassManager {
    pub root: OpPassManager,
    pub threading: bool,
    pub timing: bool,
    /// Run the verifier on a pass's op after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// `--mlir-print-ir-*`.
    pub ir_printing: Option<IrPrinting>,
    /// `--mlir-pass-pipeline-crash-reproducer`.
    pub reproducer: Option<ReproducerConfig>,
    verifier: Option<VerifierFn>,
}

/// What running a pipeline produced.
pub struct RunResult {
    pub ok: bool,
    pub events: Vec<PassEvent>,
    /// Timers of the pipeline's passes (when timing is on), children of the root timer.
    pub timers: TimerNode,
    /// Whether a nested pipeline ran on worker threads (upstream then reports user time).
    pub ran_parallel: bool,
}

/// Settings every level of a run reads.
#[derive(Clone, Copy)]
struct RunCfg<'a> {
    threading: bool,
    timing: bool,
    /// The verifier to run after each pass (`None`: `--verify-each=0` or none installed).
    verifier: Option<VerifierFn>,
    verify_each: bool,
    printing: Option<&'a IrPrinting>,
    /// `--mlir-print-ir-tree-dir`: the root directory and the per-op dump counters.
    tree: Option<(&'a str, &'a instrument::TreeCounters)>,
    repro: Option<&'a ReproducerConfig>,
}

/// Timers and flags collected while running a pipeline.
#[derive(Default)]
struct RunState {
    timers: TimerNode,
    ran_parallel: bool,
}

impl PassManager {
    pub fn new(root: OpPassManager) -> Self {
        PassManager {
            root,
            threading: true,
            timing: false,
            verify_each: true,
            ir_printing: None,
            reproducer: None,
            verifier: None,
        }
    }

    /// Sets the verifier run after each pass on the pass's op (when `verify_each` is on).
    pub fn set_verifier(&mut self, v: Option<VerifierFn>) {
        self.verifier = v;
    }

    /// Upstream's `dump()`: `Pass Manager with N passes:` and the textual pipeline.
    pub fn dump(&self) -> String {
        format!(
            "Pass Manager with {} passes:\n{}\n",
            self.root.size(),
            self.root.to_pipeline_string()
        )
    }

    /// The `--mlir-pass-statistics` report of this pipeline (after [`PassManager::run`]).
    pub fn statistics_report(&self, display: StatisticsDisplay) -> String {
        statistics::render_report(&self.root, display, statistics::STATS_ENABLED)
    }

    /// Runs the pipeline on `op` of `body` (the top-level op and the container it lives in).
    pub fn run(&mut self, ctx: &Context, body: &mut Body, op: OpId) -> RunResult {
        self.root.coalesce();
        let mut res = RunResult {
            ok: true,
            events: Vec::new(),
            timers: TimerNode::default(),
            ran_parallel: false,
        };
        let op_name = ctx.op_name_str(body.op_name(op)).to_string();
        if !self.root.is_any() && self.root.name != op_name {
            res.events.push(PassEvent::Diag(Diagnostic::error(
                body.loc(op),
                format!(
                    "can't run '{}' pass manager on '{}' op",
                    self.root.name, op_name
                ),
            )));
            res.ok = false;
            return res;
        }
        if let Some(d) = unschedulable(ctx, &self.root) {
            res.events.push(PassEvent::Diag(d));
            res.ok = false;
            return res;
        }
        let counters = instrument::TreeCounters::default();
        let cfg = RunCfg {
            threading: self.threading,
            timing: self.timing,
            verifier: if self.verify_each {
                self.verifier
            } else {
                None
            },
            verify_each: self.verify_each,
            printing: self.ir_printing.as_ref(),
            tree: self
                .ir_printing
                .as_ref()
                .and_then(|p| p.tree_dir.as_deref())
                .map(|d| (d, &counters)),
            repro: self.reproducer.as_ref(),
        };
        // The whole-pipeline reproducer holds the IR as it was before the pipeline.
        let snapshot = match cfg.repro {
            Some(r) if !r.local => {
                let elements: Vec<String> = self.root.passes.iter().map(entry_pipeline).collect();
                let pipeline = format!("{}({})", op_name, elements.join(", "));
                Some((body.deep_clone(), pipeline))
            }
            _ => None,
        };
        let mut cx = PassCx::new(ctx);
        let mut st = RunState::default();
        res.ok = {
            let mut site = Site::Path {
                root: body,
                path: vec![op],
            };
            run_pipeline(&self.root, &mut site, &mut cx, cfg, &mut st)
        };
        res.timers = st.timers;
        res.ran_parallel = st.ran_parallel;
        for e in cx.into_events() {
            match e {
                PassEvent::ReproducerRequest { loc, running } => {
                    if let (Some((snap, pipeline)), Some(r)) = (&snapshot, cfg.repro) {
                        let desc = write_reproducer(ctx, r, cfg, snap, op, pipeline);
                        res.events.push(PassEvent::Diag(failure_diagnostic(
                            loc,
                            format!("Pipeline failed while executing {running}: {desc}"),
                        )));
                    }
                }
                e => res.events.push(e),
            }
        }
        res
    }
}

/// One entry as upstream's `Pass::printAsTextualPipeline` prints it.
fn entry_pipeline(e: &PassEntry) -> String {
    let mut s = String::new();
    match e {
        PassEntry::Pass(p) => {
            s.push_str(p.argument());
            s.push_str(&p.options().print());
        }
        PassEntry::Adaptor(mgrs) => {
            for (j, m) in mgrs.iter().enumerate() {
                if j > 0 {
                    s.push(',');
                }
                m.print_into(&mut s);
            }
        }
    }
    s
}

/// Upstream's error when a pipeline with a crash reproducer fails (the note says where the
/// reproducer went).
fn failure_diagnostic(loc: Location, note: String) -> Diagnostic {
    Diagnostic::error(
        loc,
        "Failures have been detected while processing an MLIR pass pipeline",
    )
    .with_note(loc, note)
}

/// Print flags for IR that may be invalid: upstream's printer falls back to the generic form
/// when the op fails to verify.
fn flags_for(ctx: &Context, body: &Body, op: OpId, mut flags: PrintFlags) -> PrintFlags {
    if !flags.generic {
        let quiet = crate::verifier::VerifyConfig {
            print_op_on_diagnostic: false,
        };
        if crate::verifier::verify_with(ctx, body, op, &quiet).is_err() {
            flags.generic = true;
        }
    }
    flags
}

/// Writes the reproducer of the top-level `op` of `snapshot` with `pipeline`, and returns the
/// note's description (where it went, or why it could not be written).
fn write_reproducer(
    ctx: &Context,
    r: &ReproducerConfig,
    cfg: RunCfg<'_>,
    snapshot: &Body,
    op: OpId,
    pipeline: &str,
) -> String {
    use crate::resources::ExternalValue;
    let entries = vec![
        (
            "pipeline".to_string(),
            ExternalValue::String(pipeline.as_bytes().to_vec()),
        ),
        (
            "disable_threading".to_string(),
            ExternalValue::Bool(!cfg.threading),
        ),
        (
            "verify_each".to_string(),
            ExternalValue::Bool(cfg.verify_each),
        ),
    ];
    let flags = flags_for(ctx, snapshot, op, r.flags.clone());
    let text = crate::printer::print_op_with_external_resources(
        ctx,
        snapshot,
        op,
        flags,
        vec![("mlir_reproducer".to_string(), entries)],
    );
    match std::fs::write(&r.path, text) {
        Ok(()) => format!("reproducer generated at `{}`", r.path),
        Err(e) => {
            let msg = e.to_string();
            let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
            format!(
                "failed to create output stream: Failed to create reproducer stream: cannot open output file '{}': {msg}",
                r.path
            )
        }
    }
}

pub(crate) fn adaptor_name(mgrs: &[OpPassManager]) -> String {
    let names: Vec<String> = mgrs.iter().map(|m| format!("'{}'", m.name)).collect();
    format!("Pipeline Collection : [{}]", names.join(", "))
}

fn record_entry_time(timers: &mut TimerNode, i: usize, entry: &PassEntry, d: Duration) {
    let (name, adaptor) = match entry {
        PassEntry::Pass(p) => (p.name().to_string(), false),
        PassEntry::Adaptor(m) => (adaptor_name(m), true),
    };
    let t = timers.child(i as u64, &name);
    t.adaptor = adaptor;
    t.wall += d;
    t.user += d;
}

/// Where the op a pipeline runs on is reached from.
enum Site<'a> {
    /// Through `path` from the container `root`: `path[0]` is the top-level op in `root`, each
    /// next id lives in the body of the one before. Sequential runs use this, so IR printing
    /// at module scope and local crash reproducers can read the whole IR between passes.
    Path { root: &'a mut Body, path: Vec<OpId> },
    /// Only the op's own data (a nested op handed to a worker thread); its operand and result
    /// types for detached views are in `shape`.
    Detached {
        id: OpId,
        data: &'a mut OpData,
        shape: &'a OpShape,
        /// The ops around it (ids and `--mlir-print-ir-tree-dir` labels, outermost first);
        /// only filled when printing to a file tree.
        ancestry: Vec<(OpId, String)>,
    },
}

fn navigate<'b>(root: &'b Body, path: &[OpId]) -> (&'b Body, OpId) {
    let (&last, parents) = path.split_last().expect("a path names its op");
    let mut b = root;
    for &id in parents {
        b = b.isolated_body(id).expect("path through isolated ops");
    }
    (b, last)
}

fn navigate_mut<'b>(root: &'b mut Body, path: &[OpId]) -> (&'b mut Body, OpId) {
    let (&last, parents) = path.split_last().expect("a path names its op");
    let mut b = root;
    for &id in parents {
        b = b.isolated_body_mut(id).expect("path through isolated ops");
    }
    (b, last)
}

impl Site<'_> {
    fn is_top_level(&self) -> bool {
        matches!(self, Site::Path { path, .. } if path.len() == 1)
    }

    /// Runs `f` with the op as a pass sees it.
    fn with_pass_op<R>(&mut self, f: impl FnOnce(&mut PassOp<'_>) -> R) -> R {
        match self {
            Site::Path { root, path } => {
                let top = path.len() == 1;
                let (b, id) = navigate_mut(root, path);
                let shape = b.op_shape(id);
                let mut pop = PassOp {
                    id,
                    is_top_level: top,
                    data: b.op_mut(id),
                    shape,
                };
                f(&mut pop)
            }
            Site::Detached {
                id, data, shape, ..
            } => {
                let mut pop = PassOp {
                    id: *id,
                    is_top_level: false,
                    data,
                    shape: (*shape).clone(),
                };
                f(&mut pop)
            }
        }
    }

    /// Runs `f` on the op in a body (its parent's, or a detached view of it).
    fn view<R>(&mut self, f: impl FnOnce(&Body, OpId) -> R) -> R {
        match self {
            Site::Path { root, path } => {
                let (b, id) = navigate(root, path);
                f(b, id)
            }
            Site::Detached { data, shape, .. } => Body::with_detached(data, shape, f),
        }
    }

    /// Runs `f` on the op's own body (isolated ops).
    fn with_body<R>(&mut self, f: impl FnOnce(Option<&Body>) -> R) -> R {
        match self {
            Site::Path { root, path } => {
                let (b, id) = navigate(root, path);
                f(b.isolated_body(id))
            }
            Site::Detached { data, .. } => f(data.isolated_body()),
        }
    }

    /// The whole IR (container and top-level op), when reachable.
    fn root(&self) -> Option<(&Body, OpId)> {
        match self {
            Site::Path { root, path } => Some((root, path[0])),
            Site::Detached { .. } => None,
        }
    }

    /// The ops from the top-level one to this one (ids and file-tree labels).
    fn chain(&mut self, ctx: &Context) -> Vec<(OpId, String)> {
        match self {
            Site::Path { root, path } => {
                let mut out = Vec::new();
                let mut b: &Body = root;
                for &id in path.iter() {
                    out.push((id, instrument::tree_label(ctx, b, id)));
                    match b.isolated_body(id) {
                        Some(inner) => b = inner,
                        None => break,
                    }
                }
                out
            }
            Site::Detached {
                id,
                data,
                shape,
                ancestry,
            } => {
                let mut out = ancestry.clone();
                let label =
                    Body::with_detached(data, shape, |b, op| instrument::tree_label(ctx, b, op));
                out.push((*id, label));
                out
            }
        }
    }

    /// The names of the ops on the path, outermost first (upstream's reproducer scopes).
    fn scope_names(&self, ctx: &Context) -> Vec<String> {
        let Site::Path { root, path } = self else {
            return Vec::new();
        };
        let mut names = Vec::new();
        let mut b: &Body = root;
        for &id in path {
            names.push(ctx.op_name_str(b.op_name(id)).to_string());
            match b.isolated_body(id) {
                Some(inner) => b = inner,
                None => break,
            }
        }
        names
    }
}

/// Runs the entries of `mgr` on the op of `site`, stopping at the first failure.
fn run_pipeline(
    mgr: &OpPassManager,
    site: &mut Site<'_>,
    cx: &mut PassCx<'_>,
    cfg: RunCfg<'_>,
    st: &mut RunState,
) -> bool {
    for (i, e) in mgr.passes.iter().enumerate() {
        let start = Instant::now();
        let ok = run_entry(i, e, site, cx, cfg, st);
        if cfg.timing {
            record_entry_time(&mut st.timers, i, e, start.elapsed());
        }
        if !ok {
            return false;
        }
    }
    true
}

/// Runs one entry of a pipeline. Nested-pipeline timers go into `st.timers` under the
/// entry's key.
fn run_entry(
    index: usize,
    entry: &PassEntry,
    site: &mut Site<'_>,
    cx: &mut PassCx<'_>,
    cfg: RunCfg<'_>,
    st: &mut RunState,
) -> bool {
    match entry {
        PassEntry::Pass(p) => run_pass(p.as_ref(), site, cx, cfg),
        PassEntry::Adaptor(mgrs) => {
            let mut sub = TimerNode::default();
            let mut ok = run_adaptor(mgrs, site, cx, cfg, &mut sub, &mut st.ran_parallel);
            if cfg.timing {
                let name = adaptor_name(mgrs);
                st.timers.child(index as u64, &name).merge(&sub);
            }
            // Upstream verifies the adaptor's op too (not recursively; rmlir's verifier walks
            // the whole op, which finds the same errors on IR verified after each pass).
            if ok {
                ok = verify_site(site, cx, cfg);
            }
            if !ok {
                report_failure(None, site, cx, cfg, None);
            }
            ok
        }
    }
}

/// Runs the verifier (if on) on the op of `site`.
fn verify_site(site: &mut Site<'_>, cx: &mut PassCx<'_>, cfg: RunCfg<'_>) -> bool {
    let Some(v) = cfg.verifier else {
        return true;
    };
    let ctx = cx.ctx;
    match site.view(|b, id| v(ctx, b, id)) {
        Ok(()) => true,
        Err(diags) => {
            cx.events.extend(diags.into_iter().map(PassEvent::Diag));
            false
        }
    }
}

/// An IR dump of `site` for `p` (header, IR, blank line), as upstream's IR printer.
fn ir_dump(
    pr: &IrPrinting,
    title: &str,
    p: &dyn Pass,
    failed: bool,
    site: &mut Site<'_>,
    ctx: &Context,
) -> String {
    if pr.module_scope {
        let label = site.view(|b, id| instrument::scope_label(ctx, b, id));
        if let Some((root, top)) = site.root() {
            let flags = flags_for(ctx, root, top, pr.flags.clone());
            let text = print_for_dump(ctx, root, top, flags);
            return format!(
                "{}{text}\n\n",
                instrument::dump_header(title, p, failed, Some(&label))
            );
        }
    }
    let top = site.is_top_level();
    let text = site.view(|b, id| {
        let mut flags = pr.flags.clone();
        // An op inside another is printed in local scope (upstream: ops in a block).
        if !top {
            flags.local_scope = true;
        }
        let flags = flags_for(ctx, b, id, flags);
        print_for_dump(ctx, b, id, flags)
    });
    format!(
        "{}{text}\n\n",
        instrument::dump_header(title, p, failed, None)
    )
}

/// Sends an IR dump to stderr, or to its file under `--mlir-print-ir-tree-dir`.
fn emit_dump(
    text: String,
    p: &dyn Pass,
    site: &mut Site<'_>,
    cx: &mut PassCx<'_>,
    cfg: RunCfg<'_>,
) {
    match cfg.tree {
        None => cx.write_err(text),
        Some((dir, counters)) => {
            let chain = site.chain(cx.ctx);
            if let Err(msg) = instrument::write_tree_dump(dir, counters, &chain, p, &text) {
                cx.write_err(msg);
            }
        }
    }
}

/// Prints an op for an IR dump: upstream prints it with an `AsmState` of its own, without the
/// tool's fallback resource map, so the input's `external_resources` are not printed back.
fn print_for_dump(ctx: &Context, body: &Body, op: OpId, flags: PrintFlags) -> String {
    crate::printer::print_op_with_external_resources(ctx, body, op, flags, Vec::new())
}

/// What upstream's crash reproducer note calls a pass run: "`SymbolDCE` on 'func.func'
/// operation: @f".
fn describe_run(ctx: &Context, body: &Body, op: OpId, p: &dyn Pass) -> String {
    let data = body.op(op);
    let mut s = format!(
        "`{}` on '{}' operation",
        p.name(),
        ctx.op_name_str(data.name)
    );
    if crate::symbol_table::is_symbol(ctx, data) {
        if let Some(name) = crate::symbol_table::symbol_name(ctx, data) {
            s.push_str(": @");
            s.push_str(&String::from_utf8_lossy(name));
        }
    }
    s
}

/// The local reproducer's state before a pass: the whole IR and the pipeline of that pass
/// alone, nested in the ops around its anchor.
struct LocalSnapshot {
    body: Body,
    op: OpId,
    pipeline: String,
}

fn local_snapshot(site: &Site<'_>, p: &dyn Pass, ctx: &Context) -> Option<LocalSnapshot> {
    let (root, top) = site.root()?;
    let names = site.scope_names(ctx);
    let (root_name, scopes) = names.split_first()?;
    let mut pipeline = format!("{root_name}(");
    for s in scopes {
        pipeline.push_str(s);
        pipeline.push('(');
    }
    pipeline.push_str(p.argument());
    pipeline.push_str(&p.options().print());
    pipeline.push_str(&")".repeat(scopes.len() + 1));
    Some(LocalSnapshot {
        body: root.deep_clone(),
        op: top,
        pipeline,
    })
}

/// Tells the crash reproducer (if any) that `p` (or, for `None`, a nested pipeline) failed on
/// the op of `site`; only the first failure of a run is reported, as upstream.
fn report_failure(
    p: Option<&dyn Pass>,
    site: &mut Site<'_>,
    cx: &mut PassCx<'_>,
    cfg: RunCfg<'_>,
    snapshot: Option<LocalSnapshot>,
) {
    let Some(r) = cfg.repro else {
        return;
    };
    if std::mem::replace(&mut cx.failure_reported, true) {
        return;
    }
    let ctx = cx.ctx;
    let (loc, what) = site.view(|b, id| (b.loc(id), p.map(|p| describe_run(ctx, b, id, p))));
    if r.local {
        // Only passes have reproducer contexts: a failing nested pipeline has none.
        if let (Some(what), Some(s)) = (what, snapshot) {
            let desc = write_reproducer(ctx, r, cfg, &s.body, s.op, &s.pipeline);
            cx.emit(failure_diagnostic(
                loc,
                format!("Pipeline failed while executing {what}: {desc}"),
            ));
        }
        return;
    }
    cx.events.push(PassEvent::ReproducerRequest {
        loc,
        running: format!("[{}]", what.unwrap_or_default()),
    });
}

/// Runs one pass on the op of `site` with upstream's instrumentation around it: the local
/// crash reproducer's snapshot and the IR printing before, then the pass, the verifier and
/// the IR printing after.
fn run_pass(p: &dyn Pass, site: &mut Site<'_>, cx: &mut PassCx<'_>, cfg: RunCfg<'_>) -> bool {
    let ctx = cx.ctx;
    let snapshot = match cfg.repro {
        Some(r) if r.local => local_snapshot(site, p, ctx),
        _ => None,
    };
    let mut before_fp = None;
    if let Some(pr) = cfg.printing {
        if pr.after_change {
            before_fp = Some(site.view(instrument::fingerprint));
        }
        if pr.before.matches(p) {
            let text = ir_dump(pr, "Before", p, false, site, ctx);
            emit_dump(text, p, site, cx, cfg);
        }
    }
    let mut ok = site.with_pass_op(|pop| p.run(pop, cx).is_ok());
    if ok {
        ok = verify_site(site, cx, cfg);
    }
    if let Some(pr) = cfg.printing {
        if pr.after.matches(p) {
            if !ok {
                let text = ir_dump(pr, "After", p, true, site, ctx);
                emit_dump(text, p, site, cx, cfg);
            } else if !pr.after_failure
                && before_fp.map(|fp| fp != site.view(instrument::fingerprint)) != Some(false)
            {
                let text = ir_dump(pr, "After", p, false, site, ctx);
                emit_dump(text, p, site, cx, cfg);
            }
        }
    }
    if !ok {
        report_failure(Some(p), site, cx, cfg, snapshot);
    }
    ok
}

/// An op an adaptor runs a nested pipeline on.
struct Scheduled {
    op: OpId,
    mgr: usize,
    /// Upstream's error when the op cannot be scheduled (unregistered, not isolated).
    precheck: Option<Diagnostic>,
    shape: OpShape,
}

/// The direct children of the anchor (whose body is `body`) that the nested pipelines run
/// on, in order.
fn schedule(ctx: &Context, mgrs: &[OpPassManager], body: &Body) -> Vec<Scheduled> {
    let mut order = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let name = body.op_name(o);
                let info = ctx.op_info(name);
                let isolated = ctx.op_traits(name).has(Traits::ISOLATED_FROM_ABOVE);
                let name_str = ctx.op_name_str(name);
                let found = mgrs.iter().position(|m| m.name == name_str).or_else(|| {
                    if info.is_some() && isolated {
                        mgrs.iter().position(|m| m.is_any())
                    } else {
                        None
                    }
                });
                let Some(m) = found else { continue };
                let precheck = if mgrs[m].passes.is_empty() {
                    None
                } else if info.is_none() {
                    Some(op_diagnostic(
                        ctx,
                        body,
                        o,
                        format!("'{name_str}' op trying to schedule a pass on an unregistered operation"),
                    ))
                } else if !isolated || !body.is_isolated(o) {
                    Some(op_diagnostic(
                        ctx,
                        body,
                        o,
                        format!("'{name_str}' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"),
                    ))
                } else {
                    None
                };
                let shape = if body.num_operands(o) == 0 && body.results(o).is_empty() {
                    OpShape::default()
                } else {
                    body.op_shape(o)
                };
                order.push(Scheduled {
                    op: o,
                    mgr: m,
                    precheck,
                    shape,
                });
            }
        }
    }
    order
}

#[derive(Default)]
struct JobResult {
    ok: bool,
    events: Vec<PassEvent>,
    timers: TimerNode,
    parallel: bool,
    failure_reported: bool,
}

/// Runs the nested pipeline `mgrs[s.mgr]` on one scheduled op.
fn run_job(
    mgrs: &[OpPassManager],
    s: &Scheduled,
    site: &mut Site<'_>,
    ctx: &Context,
    cfg: RunCfg<'_>,
    failure_reported: bool,
    ancestors: &std::sync::Arc<[AncestorOp]>,
) -> JobResult {
    let mut jr = JobResult {
        ok: true,
        ..JobResult::default()
    };
    if let Some(d) = &s.precheck {
        jr.events.push(PassEvent::Diag(d.clone()));
        jr.ok = false;
        return jr;
    }
    let mut jcx = PassCx::new(ctx);
    jcx.failure_reported = failure_reported;
    jcx.ancestors = ancestors.clone();
    let mgr = &mgrs[s.mgr];
    let start = Instant::now();
    let mut st = RunState::default();
    jr.ok = run_pipeline(mgr, site, &mut jcx, cfg, &mut st);
    jr.failure_reported = jcx.failure_reported;
    jr.events = jcx.into_events();
    jr.parallel = st.ran_parallel;
    if cfg.timing {
        let name = format!("'{}' Pipeline", mgr.name);
        let t = jr.timers.child(s.mgr as u64, &name);
        t.pipeline = true;
        let d = start.elapsed();
        t.wall += d;
        t.user += d;
        t.merge(&st.timers);
    }
    jr
}

fn run_adaptor(
    mgrs: &[OpPassManager],
    site: &mut Site<'_>,
    cx: &mut PassCx<'_>,
    cfg: RunCfg<'_>,
    timers: &mut TimerNode,
    ran_parallel: &mut bool,
) -> bool {
    let ctx = cx.ctx;
    let order = site.with_body(|b| b.map(|b| schedule(ctx, mgrs, b)).unwrap_or_default());
    if order.is_empty() {
        return true;
    }
    let reported = cx.failure_reported;
    let has_parent = !site.is_top_level();
    let ancestors: std::sync::Arc<[AncestorOp]> = {
        let mut chain = cx.ancestors.to_vec();
        chain.push(site.view(|b, id| AncestorOp {
            name: b.op_name(id),
            attrs: b.attrs(id).into(),
            has_parent,
        }));
        chain.into()
    };
    let results: Vec<JobResult> = match site {
        // Sequential: each op is reached from the root, so the whole IR stays readable.
        Site::Path { root, path } if !cfg.threading => {
            let mut out = Vec::new();
            for s in &order {
                let mut child_path = path.clone();
                child_path.push(s.op);
                let mut child = Site::Path {
                    root,
                    path: child_path,
                };
                let r = run_job(mgrs, s, &mut child, ctx, cfg, reported, &ancestors);
                let failed = !r.ok;
                out.push(r);
                if failed {
                    break;
                }
            }
            out
        }
        _ => {
            let ancestry = match cfg.tree {
                Some(_) => site.chain(ctx),
                None => Vec::new(),
            };
            site.with_pass_op(|pop| {
                let Some(body) = pop.data.isolated_body_mut() else {
                    return Vec::new();
                };
                let slots: rustc_hash::FxHashMap<OpId, usize> =
                    order.iter().enumerate().map(|(i, s)| (s.op, i)).collect();
                let mut jobs: Vec<(usize, OpId, &mut OpData)> = body
                    .ops_mut()
                    .filter_map(|(id, data)| slots.get(&id).map(|&i| (i, id, data)))
                    .collect();
                jobs.sort_by_key(|j| j.0);
                let run = |(i, id, data): &mut (usize, OpId, &mut OpData)| {
                    let s = &order[*i];
                    let mut child = Site::Detached {
                        id: *id,
                        data,
                        shape: &s.shape,
                        ancestry: ancestry.clone(),
                    };
                    run_job(mgrs, s, &mut child, ctx, cfg, reported, &ancestors)
                };
                if cfg.threading && jobs.len() > 1 {
                    *ran_parallel = true;
                    jobs.par_iter_mut().map(run).collect()
                } else {
                    let mut out = Vec::new();
                    for j in jobs.iter_mut() {
                        let r = run(j);
                        let failed = !r.ok;
                        out.push(r);
                        if failed {
                            break;
                        }
                    }
                    out
                }
            })
        }
    };
    let mut ok = true;
    for r in results {
        cx.events.extend(r.events);
        timers.merge(&r.timers);
        *ran_parallel |= r.parallel;
        cx.failure_reported |= r.failure_reported;
        if !r.ok {
            ok = false;
            break;
        }
    }
    ok
}
