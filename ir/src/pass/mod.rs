//! The pass manager: op-anchored passes, nesting by op name and `any`, the textual pipeline
//! grammar ([`pipeline`]), pass options ([`options`]), timing ([`timing`]), and parallel
//! execution over sibling isolated ops.
//!
//! # Access model (the body-detachment rule)
//!
//! A pass runs on one anchor op and receives a [`PassOp`]: the op's id and `&mut OpData`.
//! Through it the pass may change the op's own attributes, properties and location, and
//! everything in the op's body (`PassOp::body_mut`, the arena of an isolated op); it cannot
//! reach siblings or the parent. A nested pipeline (an "adaptor") runs on the direct children
//! of its anchor that match its op name, which are isolated ops: each is a disjoint
//! `&mut OpData` of the anchor's body (`Body::ops_mut`), so with threading on they run in
//! parallel with `rayon`, and no lock is taken on the IR.
//!
//! # Determinism
//!
//! Passes never print: they push [`PassEvent`]s (diagnostics and text for stderr) into their
//! [`PassCx`]. Events of a nested pipeline are concatenated in op order, and everything after
//! the first failing op is dropped, so output and diagnostics are identical with and without
//! threading (upstream's `ParallelDiagnosticHandler` orders diagnostics the same way).

pub mod options;
pub mod pipeline;
pub mod timing;

use crate::body::{Body, OpData, OpId};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::dialect::Traits;
use crate::printer::PrintFlags;
use rayon::prelude::*;
use std::time::{Duration, Instant};

pub use options::{OptValue, OptionError, PassOption, PassOptions};
pub use pipeline::{parse_pass_pipeline, registry, PassInfo, PassRegistry};
pub use timing::{TimerNode, TimingDisplay};

/// Something a pass wants on stderr, in order: a diagnostic or plain text.
#[derive(Clone, Debug)]
pub enum PassEvent {
    Diag(Diagnostic),
    Text(String),
}

/// What a pass gets besides its op: the context and its event sink.
pub struct PassCx<'a> {
    pub ctx: &'a Context,
    events: Vec<PassEvent>,
}

impl<'a> PassCx<'a> {
    pub fn new(ctx: &'a Context) -> Self {
        PassCx {
            ctx,
            events: Vec::new(),
        }
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
    let flags = PrintFlags {
        generic: true,
        local_scope: true,
        ..PrintFlags::default()
    };
    let text = crate::printer::print_op_to_string(ctx, body, op, flags);
    let loc = body.loc(op);
    Diagnostic::error(loc, msg).with_note(loc, format!("see current operation: \n{text}"))
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
}

impl PassOp<'_> {
    /// The anchor's body (isolated ops only).
    pub fn body(&self) -> Option<&Body> {
        self.data.isolated_body()
    }

    pub fn body_mut(&mut self) -> Option<&mut Body> {
        self.data.isolated_body_mut()
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
    fn options(&self) -> &PassOptions;
    fn options_mut(&mut self) -> &mut PassOptions;
    /// Runs the pass. `Err` is upstream's `signalPassFailure`; diagnostics go to `cx`.
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()>;
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

/// The verifier hook run between passes (wired to `rmlir_ir::verifier::verify` by the driver).
pub type VerifierFn = fn(&Context, &Body, OpId) -> Result<(), Vec<Diagnostic>>;

/// The top-level pass manager: a root [`OpPassManager`] plus execution settings.
pub struct PassManager {
    pub root: OpPassManager,
    pub threading: bool,
    pub timing: bool,
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

#[derive(Clone, Copy)]
struct RunCfg {
    threading: bool,
    timing: bool,
}

impl PassManager {
    pub fn new(root: OpPassManager) -> Self {
        PassManager {
            root,
            threading: true,
            timing: false,
            verifier: None,
        }
    }

    /// Sets the verifier run after each top-level pass on the root op.
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
        let cfg = RunCfg {
            threading: self.threading,
            timing: self.timing,
        };
        for (i, entry) in self.root.passes.iter().enumerate() {
            let mut cx = PassCx::new(ctx);
            let start = Instant::now();
            let ok = {
                let data = body.op_mut(op);
                let mut pop = PassOp {
                    id: op,
                    is_top_level: true,
                    data,
                };
                run_entry(i, entry, &mut pop, &mut cx, cfg, &mut res)
            };
            if cfg.timing {
                record_entry_time(&mut res.timers, i, entry, start.elapsed());
            }
            res.events.extend(cx.into_events());
            if !ok {
                res.ok = false;
                return res;
            }
            if let Some(v) = self.verifier {
                if let Err(diags) = v(ctx, body, op) {
                    res.events.extend(diags.into_iter().map(PassEvent::Diag));
                    res.ok = false;
                    return res;
                }
            }
        }
        res
    }
}

fn adaptor_name(mgrs: &[OpPassManager]) -> String {
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

/// Runs one entry of a pipeline on `op`. Nested-pipeline timers go into `res.timers` under
/// the entry's key.
fn run_entry(
    index: usize,
    entry: &PassEntry,
    op: &mut PassOp<'_>,
    cx: &mut PassCx<'_>,
    cfg: RunCfg,
    res: &mut RunResult,
) -> bool {
    match entry {
        PassEntry::Pass(p) => p.run(op, cx).is_ok(),
        PassEntry::Adaptor(mgrs) => {
            let mut sub = TimerNode::default();
            let ok = run_adaptor(mgrs, op, cx, cfg, &mut sub, &mut res.ran_parallel);
            if cfg.timing {
                let name = adaptor_name(mgrs);
                res.timers.child(index as u64, &name).merge(&sub);
            }
            ok
        }
    }
}

/// One op scheduled by an adaptor.
struct Job<'a> {
    data: &'a mut OpData,
    id: OpId,
    mgr: usize,
    precheck: Option<Diagnostic>,
}

struct JobResult {
    ok: bool,
    events: Vec<PassEvent>,
    timers: TimerNode,
    parallel: bool,
}

fn run_adaptor(
    mgrs: &[OpPassManager],
    op: &mut PassOp<'_>,
    cx: &mut PassCx<'_>,
    cfg: RunCfg,
    timers: &mut TimerNode,
    ran_parallel: &mut bool,
) -> bool {
    let ctx = cx.ctx;
    let Some(body) = op.data.isolated_body_mut() else {
        return true;
    };
    // Schedule the direct children of the anchor, in order.
    let mut order: Vec<(OpId, usize, Option<Diagnostic>)> = Vec::new();
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
                order.push((o, m, precheck));
            }
        }
    }
    if order.is_empty() {
        return true;
    }
    let mut slots: std::collections::HashMap<OpId, usize> = std::collections::HashMap::new();
    for (i, (o, _, _)) in order.iter().enumerate() {
        slots.insert(*o, i);
    }
    let mut pre: Vec<Option<(usize, Option<Diagnostic>)>> =
        order.into_iter().map(|(_, m, p)| Some((m, p))).collect();
    let mut jobs: Vec<(usize, Job<'_>)> = Vec::with_capacity(pre.len());
    for (id, data) in body.ops_mut() {
        if let Some(&i) = slots.get(&id) {
            let (mgr, precheck) = pre[i].take().expect("op scheduled once");
            jobs.push((
                i,
                Job {
                    data,
                    id,
                    mgr,
                    precheck,
                },
            ));
        }
    }
    jobs.sort_by_key(|j| j.0);
    let run_job = |job: &mut Job<'_>| -> JobResult {
        let mut jcx = PassCx::new(ctx);
        let mut jr = JobResult {
            ok: true,
            events: Vec::new(),
            timers: TimerNode::default(),
            parallel: false,
        };
        if let Some(d) = job.precheck.take() {
            jr.events.push(PassEvent::Diag(d));
            jr.ok = false;
            return jr;
        }
        let mgr = &mgrs[job.mgr];
        let start = Instant::now();
        let mut sub = RunResult {
            ok: true,
            events: Vec::new(),
            timers: TimerNode::default(),
            ran_parallel: false,
        };
        let mut pop = PassOp {
            id: job.id,
            is_top_level: false,
            data: job.data,
        };
        for (i, e) in mgr.passes.iter().enumerate() {
            let s = Instant::now();
            let ok = run_entry(i, e, &mut pop, &mut jcx, cfg, &mut sub);
            if cfg.timing {
                record_entry_time(&mut sub.timers, i, e, s.elapsed());
            }
            if !ok {
                jr.ok = false;
                break;
            }
        }
        jr.events = jcx.into_events();
        jr.parallel = sub.ran_parallel;
        if cfg.timing {
            let name = format!("'{}' Pipeline", mgr.name);
            let t = jr.timers.child(job.mgr as u64, &name);
            t.pipeline = true;
            let d = start.elapsed();
            t.wall += d;
            t.user += d;
            t.merge(&sub.timers);
        }
        jr
    };
    let results: Vec<JobResult> = if cfg.threading && jobs.len() > 1 {
        *ran_parallel = true;
        jobs.par_iter_mut().map(|(_, j)| run_job(j)).collect()
    } else {
        let mut out = Vec::new();
        for (_, j) in jobs.iter_mut() {
            let r = run_job(j);
            let failed = !r.ok;
            out.push(r);
            if failed {
                break;
            }
        }
        out
    };
    let mut ok = true;
    for r in results {
        cx.events.extend(r.events);
        timers.merge(&r.timers);
        *ran_parallel |= r.parallel;
        if !r.ok {
            ok = false;
            break;
        }
    }
    ok
}
