//! `inline`: upstream MLIR 19's SCC-based inliner (`InlinerPass.cpp`, `Utils/Inliner.cpp`,
//! `Utils/InliningUtils.cpp`).
//!
//! The call graph has a node per callable op (an op with a `CallableOpInterface` and a
//! callable region) directly in the anchor's symbol table, an external-caller node with an
//! edge to every callable, and an unknown-callee node for calls that resolve to nothing
//! inlinable. Its SCCs are visited bottom-up in the order of LLVM's `scc_iterator`; in each,
//! the optimization pipeline (`default-pipeline`, or the `op-pipelines` entry for the
//! callable's op name) runs on every callable, then the calls inside it are inlined, up to
//! `max-iterations` times while something was inlined. Calls produced by inlining are
//! considered in the same round, with the inline history upstream keeps against infinite
//! recursion. Private callables left without uses are erased at the end.
//!
//! Not modelled: callables nested in other callables or in nested symbol tables (their
//! calls are not inlined), nested symbol references, call-site locations of inlined ops.

use crate::attributes::Attribute;
use crate::body::{BlockId, Body, InsertPoint, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use crate::interfaces::{call, inliner};
use crate::ir_clone::IrMapping;
use crate::pass::{
    OpPassManager, OptValue, Pass, PassCx, PassEntry, PassEvent, PassInfo, PassOp, PassOptions,
};
use crate::symbol_table::{self, Visibility};
use rustc_hash::{FxHashMap, FxHashSet};

pub struct Inline {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "inline",
        description: "Inline function calls",
        create: || Box::new(Inline::new()),
    }
}

impl Default for Inline {
    fn default() -> Self {
        Self::new()
    }
}

impl Inline {
    pub fn new() -> Self {
        Inline {
            options: PassOptions::new()
                .with(
                    "default-pipeline",
                    "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
                    OptValue::Str("canonicalize".into()),
                )
                .with(
                    "op-pipelines",
                    "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
                    OptValue::List(Vec::new()),
                )
                .with(
                    "max-iterations",
                    "Maximum number of iterations when inlining within an SCC",
                    OptValue::UInt(4),
                )
                .with(
                    "inlining-threshold",
                    "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
                    OptValue::UInt(u32::MAX as u64),
                ),
        }
    }
}

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "InlinerPass"
    }
    fn argument(&self) -> &'static str {
        "inline"
    }
    fn description(&self) -> &'static str {
        "Inline function calls"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        if !symbol_table::is_symbol_table(ctx, op.data.name) {
            let d = op.error(
                ctx,
                format!(
                    "'{}' op  was scheduled to run under the inliner, but does not define a symbol table",
                    ctx.op_name_str(op.data.name)
                ),
            );
            cx.emit(d);
            return Err(());
        }
        // The pipelines: per op name, then the default one.
        let mut pipelines: Vec<OpPassManager> = Vec::new();
        for text in self.options.list("op-pipelines") {
            if let Ok(pm) = crate::pass::pipeline::parse_pass_pipeline(text) {
                if pm.size() > 0 && !pipelines.iter().any(|p| p.name() == pm.name()) {
                    pipelines.push(pm);
                }
            }
        }
        let default_text = self.options.str("default-pipeline").to_string();
        let threshold = self.options.uint("inlining-threshold").min(u32::MAX as u64) as u32;
        let max_iterations = self.options.uint("max-iterations");
        let mut scopes: Vec<(
            crate::dialect::OperationName,
            Vec<crate::attributes::NamedAttr>,
        )> = cx
            .ancestors()
            .iter()
            .map(|a| (a.name, a.attrs.to_vec()))
            .collect();
        scopes.push((op.data.name, op.data.attrs().to_vec()));
        let Some(module) = op.body_mut() else {
            return Ok(());
        };
        let mut st = Inliner {
            scopes,
            ctx,
            pipelines,
            default_text,
            threshold,
            max_iterations,
            graph: CallGraph::build(ctx, module),
            dead: FxHashSet::default(),
            dead_order: Vec::new(),
            failed: false,
        };
        st.run(module, cx);
        // Erase the callables proven dead.
        for n in std::mem::take(&mut st.dead_order) {
            let o = st.graph.nodes[n].op.unwrap();
            module.erase_op(o);
        }
        crate::transforms::for_each_body_mut(module, |b| b.commit());
        if st.failed {
            return Err(());
        }
        Ok(())
    }
}

const EXTERNAL: usize = 0;
const UNKNOWN: usize = 1;

struct Node {
    /// The callable op in the anchor's body (unused for the two abstract nodes).
    op: Option<OpId>,
    name: Option<Vec<u8>>,
    /// Outgoing edges, in insertion order, without duplicates.
    edges: Vec<usize>,
}

struct CallGraph {
    nodes: Vec<Node>,
    by_name: FxHashMap<Vec<u8>, usize>,
}

impl CallGraph {
    fn build(ctx: &Context, module: &Body) -> CallGraph {
        let mut nodes = vec![
            Node {
                op: None,
                name: None,
                edges: Vec::new(),
            },
            Node {
                op: None,
                name: None,
                edges: Vec::new(),
            },
        ];
        let mut by_name = FxHashMap::default();
        for o in top_level_ops(module) {
            if callable_region(ctx, module, o).is_some() {
                let name = symbol_table::symbol_name(ctx, module.op(o)).map(|n| n.to_vec());
                let id = nodes.len();
                if let Some(n) = &name {
                    by_name.entry(n.clone()).or_insert(id);
                }
                nodes.push(Node {
                    op: Some(o),
                    name,
                    edges: Vec::new(),
                });
                nodes[EXTERNAL].edges.push(id);
            }
        }
        let mut g = CallGraph { nodes, by_name };
        for n in 2..g.nodes.len() {
            let o = g.nodes[n].op.unwrap();
            let (b, r) = callable_region(ctx, module, o).unwrap();
            let mut edges: Vec<usize> = Vec::new();
            // Pre-order: calls are edges, other ops are entered.
            let mut stack: Vec<OpId> = Vec::new();
            let push_region = |stack: &mut Vec<OpId>, r: RegionId| {
                let mut ops: Vec<OpId> = Vec::new();
                for blk in b.region_blocks(r) {
                    ops.extend(b.block_ops(blk));
                }
                stack.extend(ops.into_iter().rev());
            };
            push_region(&mut stack, r);
            while let Some(op) = stack.pop() {
                if call::call_interface(ctx, b, op).is_some() {
                    let t = g.resolve(ctx, b, op);
                    if !edges.contains(&t) {
                        edges.push(t);
                    }
                    continue;
                }
                let regions: Vec<RegionId> = b.regions(op).to_vec();
                // Push nested regions so that the first region's ops come first.
                let mut ops: Vec<OpId> = Vec::new();
                for r in regions {
                    for blk in b.region_blocks(r) {
                        ops.extend(b.block_ops(blk));
                    }
                }
                stack.extend(ops.into_iter().rev());
            }
            g.nodes[n].edges = edges;
        }
        g
    }

    /// The node a call resolves to ([`UNKNOWN`] when none).
    fn resolve(&self, ctx: &Context, body: &Body, op: OpId) -> usize {
        match flat_callee(ctx, body, op) {
            Some(name) => self.by_name.get(&name).copied().unwrap_or(UNKNOWN),
            None => UNKNOWN,
        }
    }

    /// LLVM's `scc_iterator` from the external node: SCCs in post-order, each listing its
    /// nodes as Tarjan's stack pops them.
    fn sccs(&self) -> Vec<Vec<usize>> {
        let n = self.nodes.len();
        let mut visit_num = vec![0u32; n];
        let mut next_num = 0u32;
        let mut node_stack: Vec<usize> = Vec::new();
        // (node, next child index, min visit number)
        let mut visit_stack: Vec<(usize, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        let visit_one = |node: usize,
                         visit_num: &mut Vec<u32>,
                         next_num: &mut u32,
                         node_stack: &mut Vec<usize>,
                         visit_stack: &mut Vec<(usize, usize, u32)>| {
            *next_num += 1;
            visit_num[node] = *next_num;
            node_stack.push(node);
            visit_stack.push((node, 0, *next_num));
        };
        visit_one(
            EXTERNAL,
            &mut visit_num,
            &mut next_num,
            &mut node_stack,
            &mut visit_stack,
        );
        while !visit_stack.is_empty() {
            // Visit the children of the top.
            loop {
                let top = visit_stack.len() - 1;
                let (node, next, _) = visit_stack[top];
                if next >= self.nodes[node].edges.len() {
                    break;
                }
                visit_stack[top].1 += 1;
                let child = self.nodes[node].edges[next];
                if visit_num[child] == 0 {
                    visit_one(
                        child,
                        &mut visit_num,
                        &mut next_num,
                        &mut node_stack,
                        &mut visit_stack,
                    );
                    continue;
                }
                let c = visit_num[child];
                if visit_stack[top].2 > c {
                    visit_stack[top].2 = c;
                }
            }
            let (node, _, min) = visit_stack.pop().unwrap();
            if let Some(parent) = visit_stack.last_mut() {
                if parent.2 > min {
                    parent.2 = min;
                }
            }
            if min != visit_num[node] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let x = node_stack.pop().unwrap();
                visit_num[x] = u32::MAX;
                scc.push(x);
                if x == node {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// The ops directly in the blocks of `body`'s root regions.
fn top_level_ops(body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            out.extend(body.block_ops(b));
        }
    }
    out
}

/// The callable region of `op` (of `module`) with the body holding it, when `op` is a
/// callable with a non-empty callable region.
fn callable_region<'b>(ctx: &Context, module: &'b Body, op: OpId) -> Option<(&'b Body, RegionId)> {
    let i = call::callable_interface(ctx, module, op)?;
    let r = (i.callable_region)(ctx, module, op)?;
    let (b, _) = module.op_regions(op);
    if b.region_is_empty(r) {
        return None;
    }
    Some((b, r))
}

/// The callee name of a call with a flat symbol reference.
fn flat_callee(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<u8>> {
    let call::Callee::Symbol(sym) = call::callee(ctx, body, op)? else {
        return None;
    };
    let crate::attributes::AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
        return None;
    };
    if !nested.is_empty() {
        return None;
    }
    Some(ctx.ident_str(*root).as_bytes().to_vec())
}

/// Whether the call is a call through a nested symbol reference (never inlined).
fn is_nested_ref_call(ctx: &Context, body: &Body, op: OpId) -> bool {
    if let Some(call::Callee::Symbol(sym)) = call::callee(ctx, body, op) {
        if let crate::attributes::AttrKind::SymbolRef { nested, .. } = ctx.attr_kind(sym) {
            return !nested.is_empty();
        }
    }
    false
}

#[derive(Clone, Copy)]
struct ResolvedCall {
    call: OpId,
    source: usize,
    target: usize,
}

struct Inliner<'c> {
    ctx: &'c Context,
    scopes: Vec<(
        crate::dialect::OperationName,
        Vec<crate::attributes::NamedAttr>,
    )>,
    pipelines: Vec<OpPassManager>,
    default_text: String,
    threshold: u32,
    max_iterations: u64,
    graph: CallGraph,
    dead: FxHashSet<usize>,
    dead_order: Vec<usize>,
    failed: bool,
}

impl Inliner<'_> {
    fn run(&mut self, module: &mut Body, cx: &mut PassCx<'_>) {
        let sccs = self.graph.sccs();
        for scc in sccs {
            let mut nodes: Vec<usize> = scc.into_iter().filter(|&n| n > UNKNOWN).collect();
            let mut iteration = 0u64;
            loop {
                if !self.optimize_scc(module, &nodes, cx) {
                    self.failed = true;
                    return;
                }
                let inlined = self.inline_calls_in_scc(module, &mut nodes);
                if !inlined {
                    break;
                }
                iteration += 1;
                if iteration >= self.max_iterations {
                    break;
                }
            }
        }
    }

    /// Runs the optimization pipeline on each callable of the SCC.
    fn optimize_scc(&mut self, module: &mut Body, nodes: &[usize], cx: &mut PassCx<'_>) -> bool {
        let ctx = self.ctx;
        for &n in nodes {
            let o = self.graph.nodes[n].op.unwrap();
            if !ctx
                .op_traits(module.op_name(o))
                .has(Traits::ISOLATED_FROM_ABOVE)
            {
                continue;
            }
            let name = ctx.op_name_str(module.op_name(o)).to_string();
            let pm = match self.pipelines.iter().position(|p| p.name() == name) {
                Some(i) => &self.pipelines[i],
                None => {
                    if self.default_text.is_empty() {
                        continue;
                    }
                    let mut pm = OpPassManager::new(name.clone());
                    if crate::pass::pipeline::parse_into(&self.default_text, &mut pm).is_err() {
                        continue;
                    }
                    self.pipelines.push(pm);
                    self.pipelines.last().unwrap()
                }
            };
            if !run_pipeline_on(ctx, pm, module, o, cx) {
                return false;
            }
        }
        true
    }

    fn is_discardable(&self, module: &Body, n: usize) -> bool {
        let o = self.graph.nodes[n].op.unwrap();
        self.graph.nodes[n].name.is_some()
            && symbol_table::visibility(self.ctx, module.op(o)) == Visibility::Private
    }

    /// The number of uses of node `n` (a discardable callable) from the live callables, or
    /// `None` when something else in the symbol table refers to it (always live).
    fn use_count(&self, module: &Body, n: usize) -> Option<usize> {
        let ctx = self.ctx;
        let name = self.graph.nodes[n].name.as_ref()?;
        let refers = |r: &symbol_table::SymbolRef| ctx.ident_str(r.root).as_bytes() == &name[..];
        let mut count = 0usize;
        for o in top_level_ops(module) {
            let node = self
                .graph
                .nodes
                .iter()
                .position(|x| x.op == Some(o))
                .filter(|&i| i > UNKNOWN);
            match node {
                Some(i) => {
                    if self.dead.contains(&i) {
                        continue;
                    }
                    // Top-level uses count once per user.
                    if symbol_table::op_symbol_refs(ctx, module.op(o))
                        .iter()
                        .any(refers)
                    {
                        count += 1;
                    }
                    let (b, regions) = module.op_regions(o);
                    for &r in regions {
                        walk_region(b, r, &mut |bb, x| {
                            count += symbol_table::op_symbol_refs(ctx, bb.op(x))
                                .iter()
                                .filter(|r| refers(r))
                                .count();
                        });
                    }
                }
                None => {
                    let mut used = symbol_table::op_symbol_refs(ctx, module.op(o))
                        .iter()
                        .any(refers);
                    let (b, regions) = module.op_regions(o);
                    for &r in regions {
                        walk_region(b, r, &mut |bb, x| {
                            used |= symbol_table::op_symbol_refs(ctx, bb.op(x))
                                .iter()
                                .any(refers);
                        });
                    }
                    if used {
                        return None;
                    }
                }
            }
        }
        Some(count)
    }

    fn is_dead(&self, module: &Body, n: usize) -> bool {
        self.is_discardable(module, n) && self.use_count(module, n) == Some(0)
    }

    fn has_one_use_and_discardable(&self, module: &Body, n: usize) -> bool {
        self.is_discardable(module, n) && self.use_count(module, n) == Some(1)
    }

    /// Upstream's `collectCallOps`: the calls in `blocks` (a stack: the last block first),
    /// entering the regions of other ops.
    fn collect_calls(
        &self,
        b: &Body,
        blocks: Vec<BlockId>,
        source: usize,
        out: &mut Vec<ResolvedCall>,
    ) {
        let ctx = self.ctx;
        let mut worklist = blocks;
        while let Some(blk) = worklist.pop() {
            for op in b.block_ops(blk) {
                if call::call_interface(ctx, b, op).is_some() {
                    if is_nested_ref_call(ctx, b, op) {
                        continue;
                    }
                    let t = self.graph.resolve(ctx, b, op);
                    if t > UNKNOWN {
                        out.push(ResolvedCall {
                            call: op,
                            source,
                            target: t,
                        });
                    }
                    continue;
                }
                for &r in b.regions(op) {
                    worklist.extend(b.region_blocks(r));
                }
            }
        }
    }

    fn should_inline(&self, module: &Body, caller: &Body, rc: &ResolvedCall) -> bool {
        let ctx = self.ctx;
        if ctx
            .op_traits(caller.op_name(rc.call))
            .has(Traits::TERMINATOR)
        {
            return false;
        }
        if self.graph.nodes[rc.target].edges.contains(&rc.target) {
            return false;
        }
        let target_op = self.graph.nodes[rc.target].op.unwrap();
        let source_op = self.graph.nodes[rc.source].op.unwrap();
        let Some((cb, cr)) = callable_region(ctx, module, target_op) else {
            return false;
        };
        let multi = cb.region_blocks(cr).nth(1).is_some();
        if multi {
            let parent_name = match caller.parent_op(rc.call) {
                Some(p) => caller.op_name(p),
                None => module.op_name(source_op),
            };
            let same = parent_name == module.op_name(target_op);
            if !same && ctx.op_traits(parent_name).has(Traits::SINGLE_BLOCK) {
                return false;
            }
        }
        // Profitability.
        match self.threshold {
            0 => false,
            u32::MAX => true,
            t => {
                let mut caller_ops = 0u64;
                for &sr in caller.root_regions() {
                    walk_region(caller, sr, &mut |_, _| caller_ops += 1);
                }
                if caller_ops == 0 {
                    return true;
                }
                let mut callee_ops = 0u64;
                walk_region(cb, cr, &mut |_, _| callee_ops += 1);
                (callee_ops * 100 / caller_ops) as u32 <= t
            }
        }
    }

    fn inline_calls_in_scc(&mut self, module: &mut Body, nodes: &mut Vec<usize>) -> bool {
        let ctx = self.ctx;
        let mut dead_nodes: Vec<usize> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &n in nodes.iter() {
            if self.is_dead(module, n) {
                if !dead_nodes.contains(&n) {
                    dead_nodes.push(n);
                }
            } else {
                let o = self.graph.nodes[n].op.unwrap();
                let (b, r) = callable_region(ctx, module, o).unwrap();
                let blocks: Vec<BlockId> = b.region_blocks(r).collect();
                self.collect_calls(b, blocks, n, &mut calls);
            }
        }
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let rc = calls[i];
            i += 1;
            if dead_nodes.contains(&rc.source) {
                continue;
            }
            let hid = call_history[i - 1];
            let mut in_history = false;
            let mut h = hid;
            while let Some(k) = h {
                if history[k].0 == rc.target {
                    in_history = true;
                    break;
                }
                h = history[k].1;
            }
            if in_history {
                continue;
            }
            let source_op = self.graph.nodes[rc.source].op.unwrap();
            let target_op = self.graph.nodes[rc.target].op.unwrap();
            let Some(caller_ref) = module.isolated_body(source_op) else {
                continue;
            };
            if !caller_ref.contains_op(rc.call) || !self.should_inline(module, caller_ref, &rc) {
                continue;
            }
            let in_place = self.has_one_use_and_discardable(module, rc.target);
            let prev = calls.len();
            // The caller's body is taken out while the callee's is read.
            let Some(mut caller) = module.take_isolated_body(source_op) else {
                continue;
            };
            let mut new_calls = Vec::new();
            let ok = inline_call(
                ctx,
                &self.scopes,
                module,
                source_op,
                &mut caller,
                rc.call,
                target_op,
                !in_place,
                &mut |b, blocks| self.collect_calls(b, blocks.to_vec(), rc.source, &mut new_calls),
            );
            if ok {
                caller.erase_op(rc.call);
            }
            module.set_isolated_body(source_op, caller);
            if !ok {
                continue;
            }
            calls.extend(new_calls);
            inlined_any = true;
            let new_id = history.len();
            history.push((rc.target, hid));
            for _ in prev..calls.len() {
                call_history.push(Some(new_id));
            }
            if in_place && !dead_nodes.contains(&rc.target) {
                dead_nodes.push(rc.target);
                self.dead.insert(rc.target);
            }
        }
        for n in dead_nodes {
            nodes.retain(|&x| x != n);
            self.dead.insert(n);
            if !self.dead_order.contains(&n) {
                self.dead_order.push(n);
            }
        }
        inlined_any
    }
}

/// Runs the passes of `pm` on the isolated op `o` of `module`.
fn run_pipeline_on(
    ctx: &Context,
    pm: &OpPassManager,
    module: &mut Body,
    o: OpId,
    cx: &mut PassCx<'_>,
) -> bool {
    let shape = module.op_shape(o);
    for entry in pm.passes() {
        let PassEntry::Pass(p) = entry else {
            continue;
        };
        let mut inner = PassCx::new(ctx);
        let mut pop = PassOp {
            id: o,
            is_top_level: false,
            data: module.op_mut(o),
            shape: shape.clone(),
        };
        let r = p.run(&mut pop, &mut inner);
        for ev in inner.into_events() {
            match ev {
                PassEvent::Diag(d) => cx.emit(d),
                PassEvent::Text(t) => cx.write_err(t),
                _ => {}
            }
        }
        if r.is_err() {
            return false;
        }
    }
    true
}

/// Every op nested in region `r` of `body` (pre-order), entering isolated bodies too.
fn walk_region(body: &Body, r: RegionId, f: &mut dyn FnMut(&Body, OpId)) {
    let mut stack: Vec<(&Body, RegionId)> = vec![(body, r)];
    while let Some((b, r)) = stack.pop() {
        for blk in b.region_blocks(r) {
            for op in b.block_ops(blk) {
                f(b, op);
                let (cb, regions) = b.op_regions(op);
                for &cr in regions.iter().rev() {
                    stack.push((cb, cr));
                }
            }
        }
    }
}

/// The region holding `op` and the name of the op owning it (`caller_op` of `module` for a
/// root region of `caller`).
fn owner_name(
    module: &Body,
    caller_op: OpId,
    caller: &Body,
    region: RegionId,
) -> crate::dialect::OperationName {
    match caller.region_parent(region) {
        Some(p) => caller.op_name(p),
        None => module.op_name(caller_op),
    }
}

/// Whether every op of region `r` (of `b`) may be inlined into `dest` of `caller`.
fn ops_legal(
    ctx: &Context,
    b: &Body,
    r: RegionId,
    caller: &Body,
    dest: RegionId,
    clone: bool,
) -> bool {
    for blk in b.region_blocks(r) {
        for op in b.block_ops(blk) {
            if !inliner::is_legal_to_inline_op(ctx, b, op, caller, dest, clone) {
                return false;
            }
            let recurse = inliner::interface_for(ctx, b, op)
                .is_none_or(|i| i.should_analyze_recursively(ctx, b, op));
            if recurse {
                let (cb, regions) = b.op_regions(op);
                for &cr in regions {
                    if !ops_legal(ctx, cb, cr, caller, dest, clone) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// Upstream's `inlineCall`: replaces `call` (in `caller`, the body of `caller_op`) by a copy
/// of the callable region of `callee_op` (both ops of `module`); `process_inlined_blocks`
/// sees the inlined blocks before their terminators are handled. Returns false when the
/// call cannot be inlined (nothing changed). The call itself is left for the caller to
/// erase.
#[allow(clippy::too_many_arguments)]
fn inline_call(
    ctx: &Context,
    scopes: &[(
        crate::dialect::OperationName,
        Vec<crate::attributes::NamedAttr>,
    )],
    module: &Body,
    caller_op: OpId,
    caller: &mut Body,
    call_op: OpId,
    callee_op: OpId,
    clone: bool,
    process_inlined_blocks: &mut dyn FnMut(&Body, &[BlockId]),
) -> bool {
    inline_call_impl(
        ctx,
        scopes,
        module,
        caller_op,
        caller,
        call_op,
        callee_op,
        clone,
        process_inlined_blocks,
    )
    .is_some()
}

#[allow(clippy::too_many_arguments)]
fn inline_call_impl(
    ctx: &Context,
    scopes: &[(
        crate::dialect::OperationName,
        Vec<crate::attributes::NamedAttr>,
    )],
    module: &Body,
    caller_op: OpId,
    caller: &mut Body,
    call_op: OpId,
    callee_op: OpId,
    clone: bool,
    process_inlined_blocks: &mut dyn FnMut(&Body, &[BlockId]),
) -> Option<()> {
    let (cb, src) = callable_region(ctx, module, callee_op)?;
    let callable = call::callable_interface(ctx, module, callee_op)?;
    let entry = cb.entry_block(src)?;
    let result_types = (callable.result_types)(ctx, module, callee_op);
    let operands = call::arg_operands(ctx, caller, call_op);
    let results: Vec<ValueId> = caller.results(call_op).to_vec();
    let args = cb.block_args(entry);
    if operands.len() != args.len() || results.len() != result_types.len() {
        return None;
    }
    // No dialect rmlir has materializes call conversions: a type mismatch is not inlined.
    for (o, a) in operands.iter().zip(args) {
        if caller.value_type(*o) != cb.value_type(*a) {
            return None;
        }
    }
    for (r, t) in results.iter().zip(&result_types) {
        if caller.value_type(*r) != *t {
            return None;
        }
    }
    if !inliner::is_legal_to_inline_call(ctx, caller, call_op, module, callee_op, clone) {
        return None;
    }
    let inline_block = caller.parent_block(call_op)?;
    let dest = caller.block_parent(inline_block)?;
    let owner = owner_name(module, caller_op, caller, dest);
    let region_legal = ctx
        .dialect_inliner(owner)
        .is_some_and(|i| i.is_legal_to_inline_region(ctx, caller, dest, cb, src, clone));
    if !region_legal || !ops_legal(ctx, cb, src, caller, dest, clone) {
        return None;
    }
    // The inline point: the op after the call (a call is never a terminator here).
    let inline_point = caller.next_op(call_op)?;
    // `handleArgument` for each argument, with the callee's attributes for it.
    let mut operands = operands;
    if let Some(iface) = ctx.dialect_inliner(module.op_name(callee_op)) {
        let arg_attrs: Vec<Attribute> =
            match crate::ods::prop(ctx, module, callee_op, "arg_attrs").map(|a| ctx.attr_kind(a)) {
                Some(crate::attributes::AttrKind::Array(items)) => items.to_vec(),
                _ => Vec::new(),
            };
        let site = inliner::InlineSite {
            module,
            caller_op,
            callee_op,
            scopes,
        };
        for (i, o) in operands.iter_mut().enumerate() {
            *o = iface.handle_argument(
                ctx,
                &site,
                caller,
                InsertPoint::Before(inline_point),
                call_op,
                *o,
                arg_attrs.get(i).copied(),
            );
        }
    }
    let mut map = IrMapping::new();
    for (a, o) in args.iter().zip(&operands) {
        map.map_value(*a, *o);
    }
    // Split the block at the inline point (ops the argument handlers added stay before).
    let post = caller.create_block(&[]);
    caller.insert_block(dest, post, caller.next_block(inline_block));
    let mut after = Vec::new();
    let mut cur = Some(inline_point);
    while let Some(o) = cur {
        after.push(o);
        cur = caller.next_op(o);
    }
    for o in after {
        caller.move_op(o, InsertPoint::BlockEnd(post));
    }
    if cb
        .clone_region_to(src, caller, dest, Some(post), &mut map)
        .is_err()
    {
        // Undo the split.
        let moved: Vec<OpId> = caller.block_ops(post).collect();
        for o in moved {
            caller.move_op(o, InsertPoint::BlockEnd(inline_block));
        }
        caller.erase_block(post);
        return None;
    }
    let mut new_blocks = Vec::new();
    let mut cur = caller.next_block(inline_block);
    while let Some(b) = cur {
        if b == post {
            break;
        }
        new_blocks.push(b);
        cur = caller.next_block(b);
    }
    let first = new_blocks[0];
    // The clone gave the entry block arguments of its own: the call's operands replace them.
    let cloned_args: Vec<ValueId> = caller.block_args(first).to_vec();
    for (i, (a, o)) in cloned_args.iter().zip(&operands).enumerate().rev() {
        caller.replace_all_uses(*a, *o);
        caller.erase_block_arg(first, i);
    }
    inliner::process_inlined_call_blocks(ctx, caller, call_op, &new_blocks);
    process_inlined_blocks(caller, &new_blocks);
    if new_blocks.len() == 1 {
        let term = caller.last_op(first)?;
        inliner::handle_terminator_values(ctx, caller, term, &results);
        caller.erase_op(term);
        let moved: Vec<OpId> = caller.block_ops(post).collect();
        for o in moved {
            caller.move_op(o, InsertPoint::BlockEnd(first));
        }
        caller.erase_block(post);
    } else {
        let loc = caller.loc(call_op);
        for (r, t) in results.iter().zip(&result_types) {
            let a = caller.add_block_arg(post, *t, loc);
            caller.replace_all_uses(*r, a);
        }
        for &b in &new_blocks {
            if let Some(term) = caller.last_op(b) {
                inliner::handle_terminator_branch(ctx, caller, term, post);
            }
        }
    }
    let moved: Vec<OpId> = caller.block_ops(first).collect();
    for o in moved {
        caller.move_op(o, InsertPoint::BlockEnd(inline_block));
    }
    caller.erase_block(first);
    Some(())
}
