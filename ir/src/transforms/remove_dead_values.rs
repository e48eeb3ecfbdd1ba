//! `remove-dead-values` (upstream 19's `RemoveDeadValues`): with the liveness analysis
//! ([`crate::analysis::dataflow::liveness`]) run over the anchor and every body in it, removes
//! the non-live arguments of private functions (and the operands passed to them), the results
//! of private functions that no caller uses, the dead results, operands, region arguments
//! and terminator operands of region-branch ops, and the effect-free ops whose results are
//! all dead. Nothing changes (an error is emitted) when the IR holds a branch op or a symbol
//! user that is not a call.
//!
//! Functions are isolated bodies: the pass runs on the anchor and reaches the bodies of
//! the functions and of their call sites by address. As upstream drops the uses of what it
//! erases (leaving null operands in ops it cleans later), erased values are first replaced
//! by detached placeholder values, erased at the end.

use crate::analysis::dataflow::liveness::{self, Liveness};
use crate::analysis::dataflow::Solver;
use crate::attributes::{AttrKind, Attribute};
use crate::body::{BlockId, Body, InsertPoint, OpId, OpSpec, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use crate::interfaces::region_branch::{self, RegionBranchPoint};
use crate::interfaces::{call, function};
use crate::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use crate::rewrite::effects::is_memory_effect_free;
use crate::symbol_table::{self as st, Visibility};
use crate::types::TypeKind;
use crate::walk::{IrNode, WalkOrder};
use rustc_hash::FxHashMap;

pub struct RemoveDeadValues {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: "remove-dead-values",
        description: "Remove dead values",
        create: || {
            Box::new(RemoveDeadValues {
                options: PassOptions::new(),
            })
        },
    }
}

const UNACCEPTABLE: &str = "cannot optimize an IR with non-function symbol ops, non-call symbol \
                            user ops or branch ops\n";

/// A body, by address (stable while the pass runs: bodies are boxed).
type BodyKey = usize;

fn key(b: &Body) -> BodyKey {
    b as *const Body as usize
}

/// The ops of `body` and of the bodies nested in it, in upstream's post-order walk.
fn post_order<'a>(body: &'a Body, out: &mut Vec<(&'a Body, OpId)>) {
    for &r in body.root_regions() {
        for o in body.collect_ops(IrNode::Region(r), WalkOrder::PostOrder) {
            if let Some(c) = body.isolated_body(o) {
                post_order(c, out);
            }
            out.push((body, o));
        }
    }
}

/// The body with address `k` among `root` and the bodies nested in it.
fn find_mut(root: &mut Body, k: BodyKey) -> Option<&mut Body> {
    if key(root) == k {
        return Some(root);
    }
    let mut stack: Vec<&mut Body> = Vec::new();
    for (_, d) in root.ops_mut() {
        if let Some(c) = d.isolated_body_mut() {
            stack.push(c);
        }
    }
    while let Some(b) = stack.pop() {
        if key(b) == k {
            return Some(b);
        }
        for (_, d) in b.ops_mut() {
            if let Some(c) = d.isolated_body_mut() {
                stack.push(c);
            }
        }
    }
    None
}

struct Cleaner<'c> {
    ctx: &'c Context,
    /// Liveness by body address; a value with no entry has no state (treated as live).
    live: FxHashMap<(BodyKey, ValueId), bool>,
    /// Call sites of each function (by the body holding it and its id).
    calls: FxHashMap<(BodyKey, OpId), Vec<(BodyKey, OpId)>>,
    /// Placeholders standing for dropped uses.
    tombs: Vec<(BodyKey, OpId)>,
}

impl Cleaner<'_> {
    /// Whether `v` may be live (`markLives`: no state counts as live).
    fn keeps(&self, k: BodyKey, v: ValueId) -> bool {
        self.live.get(&(k, v)).copied().unwrap_or(true)
    }

    fn has_live(&self, k: BodyKey, vs: &[ValueId]) -> bool {
        vs.iter().any(|v| self.keeps(k, *v))
    }

    /// Upstream's `dropAllUses` on `v`: its uses move to a detached placeholder.
    fn drop_uses(&mut self, body: &mut Body, v: ValueId) {
        if !body.has_uses(v) {
            return;
        }
        let ty = body.value_type(v);
        let loc = self.ctx.unknown_loc();
        let mut spec = OpSpec::new(self.ctx.op_name("rdv.dropped"), loc);
        let tys = [ty];
        spec.result_types = &tys;
        let t = body.create_op(spec);
        let tv = body.result(t, 0);
        body.replace_all_uses(v, tv);
        self.tombs.push((key(body), t));
    }

    fn erase_op(&mut self, body: &mut Body, op: OpId) {
        for r in body.results(op).to_vec() {
            self.drop_uses(body, r);
        }
        body.erase_op(op);
    }

    fn erase_operands(body: &mut Body, op: OpId, erase: &[bool]) {
        if !erase.iter().any(|e| *e) {
            return;
        }
        let kept: Vec<ValueId> = body
            .operands(op)
            .enumerate()
            .filter(|(i, _)| !erase.get(*i).copied().unwrap_or(false))
            .map(|(_, v)| v)
            .collect();
        body.set_operands(op, &kept);
    }

    /// Upstream's `dropUsesAndEraseResults`: `op` is re-created without the results marked
    /// in `erase`, its regions moved to the new op.
    fn erase_results(&mut self, body: &mut Body, op: OpId, erase: &[bool]) {
        let results = body.results(op).to_vec();
        let types: Vec<_> = results
            .iter()
            .zip(erase)
            .filter(|(_, e)| !**e)
            .map(|(r, _)| body.value_type(*r))
            .collect();
        let operands: Vec<ValueId> = body.operands(op).collect();
        let data = body.op(op);
        let mut spec = OpSpec::new(data.name, data.loc);
        spec.operands = &operands;
        spec.result_types = &types;
        spec.props = data.props.clone();
        spec.attrs = body.attrs(op).to_vec();
        let regions: Vec<RegionId> = body.regions(op).to_vec();
        spec.num_regions = regions.len();
        let new = body.create_op(spec);
        body.insert_op(new, InsertPoint::After(op));
        let new_regions: Vec<RegionId> = body.regions(new).to_vec();
        for (r, nr) in regions.iter().zip(&new_regions) {
            while let Some(b) = body.entry_block(*r) {
                body.detach_block(b);
                body.insert_block(*nr, b, None);
            }
        }
        let mut next = 0;
        for (r, e) in results.iter().zip(erase) {
            if *e {
                self.drop_uses(body, *r);
            } else {
                let nv = body.result(new, next);
                next += 1;
                body.replace_all_uses(*r, nv);
            }
        }
        body.erase_op(op);
    }

    fn clean_simple_op(&mut self, body: &mut Body, op: OpId) {
        let k = key(body);
        if !is_memory_effect_free(self.ctx, body, op) || self.has_live(k, body.results(op)) {
            return;
        }
        self.erase_op(body, op);
    }

    fn clean_func_op(&mut self, root: &mut Body, fk: BodyKey, f: OpId) {
        let ctx = self.ctx;
        let Some(parent) = find_mut(root, fk) else {
            return;
        };
        let data = parent.op(f);
        if st::visibility(ctx, data) == Visibility::Public || function::is_external(parent, f) {
            return;
        }
        let Some(info) = ctx.op_info(data.name) else {
            return;
        };
        let (Some(ti), ai, ri) = (
            info.prop_index("function_type"),
            info.prop_index("arg_attrs"),
            info.prop_index("res_attrs"),
        ) else {
            return;
        };
        let Some(ft) = data.props.get(ti).copied().flatten() else {
            return;
        };
        let AttrKind::Type(ft) = ctx.attr_kind(ft) else {
            return;
        };
        let TypeKind::Function { inputs, results } = ctx.type_kind(*ft) else {
            return;
        };
        let (mut inputs, mut results) = (inputs.to_vec(), results.to_vec());
        let arg_attrs = ai.and_then(|i| data.props.get(i).copied().flatten());
        let res_attrs = ri.and_then(|i| data.props.get(i).copied().flatten());
        let calls = self.calls.get(&(fk, f)).cloned().unwrap_or_default();

        // (1), (2): the non-live arguments.
        let Some(child) = parent.isolated_body_mut(f) else {
            return;
        };
        let ck = key(child);
        let Some(&region) = child.root_regions().first() else {
            return;
        };
        let Some(entry) = child.entry_block(region) else {
            return;
        };
        let args = child.block_args(entry).to_vec();
        let dead_args: Vec<bool> = args.iter().map(|a| !self.keeps(ck, *a)).collect();
        for (i, a) in args.iter().enumerate().rev() {
            if dead_args[i] {
                self.drop_uses(child, *a);
                child.erase_block_arg(entry, i);
            }
        }
        // (4): the results no caller uses, from the returns of every block.
        let blocks: Vec<BlockId> = child.region_blocks(region).collect();
        let num_returns = blocks
            .last()
            .and_then(|b| child.last_op(*b))
            .map_or(0, |t| child.num_operands(t));
        let mut dead_rets = vec![true; num_returns];
        // Results' liveness is read from the analysis (call ids are those analysed).
        for &(bk, c) in &calls {
            let Some(cb) = find_mut(root, bk) else {
                continue;
            };
            let rs = cb.results(c).to_vec();
            for (i, r) in rs.iter().enumerate() {
                if i < dead_rets.len() && self.keeps(bk, *r) {
                    dead_rets[i] = false;
                }
            }
        }
        let Some(parent) = find_mut(root, fk) else {
            return;
        };
        let Some(child) = parent.isolated_body_mut(f) else {
            return;
        };
        for b in blocks {
            if let Some(t) = child.last_op(b) {
                if child.num_operands(t) == num_returns {
                    Self::erase_operands(child, t, &dead_rets);
                }
            }
        }
        // The new signature.
        let keep = |v: &mut Vec<_>, dead: &[bool]| {
            let mut i = 0;
            v.retain(|_| {
                i += 1;
                !dead.get(i - 1).copied().unwrap_or(false)
            });
        };
        keep(&mut inputs, &dead_args);
        keep(&mut results, &dead_rets);
        let nt = ctx.function_type(&inputs, &results);
        let nt = ctx.get_attr(AttrKind::Type(nt));
        parent.set_prop(f, ti, Some(nt));
        if let (Some(i), Some(a)) = (ai, arg_attrs) {
            parent.set_prop(f, i, filter_attr_dicts(ctx, a, &dead_args));
        }
        if let (Some(i), Some(a)) = (ri, res_attrs) {
            parent.set_prop(f, i, filter_attr_dicts(ctx, a, &dead_rets));
        }
        // (3): the operands passed to the erased arguments.
        for &(bk, c) in &calls {
            let Some(cb) = find_mut(root, bk) else {
                continue;
            };
            let range = call::call_interface(ctx, cb, c)
                .map(|i| (i.arg_operands)(ctx, cb, c))
                .unwrap_or(0..0);
            let mut erase = vec![false; cb.num_operands(c)];
            for (k, idx) in range.enumerate() {
                if dead_args.get(k).copied().unwrap_or(false) {
                    erase[idx] = true;
                }
            }
            Self::erase_operands(cb, c, &erase);
        }
        // (5), (6): the results of the calls.
        for &(bk, c) in &calls {
            let Some(cb) = find_mut(root, bk) else {
                continue;
            };
            let mut erase = dead_rets.clone();
            erase.resize(cb.results(c).len(), false);
            self.erase_results(cb, c, &erase);
        }
    }

    fn clean_region_branch_op(&mut self, body: &mut Body, op: OpId) {
        let ctx = self.ctx;
        let k = key(body);
        let results = body.results(op).to_vec();
        if is_memory_effect_free(ctx, body, op) && !self.has_live(k, &results) {
            self.erase_op(body, op);
            return;
        }
        let regions: Vec<RegionId> = body.regions(op).to_vec();
        let fronts: Vec<Option<BlockId>> = regions.iter().map(|r| body.entry_block(*r)).collect();
        let terms: Vec<Option<OpId>> = fronts
            .iter()
            .map(|f| f.and_then(|b| body.last_op(b)))
            .collect();
        let mut results_keep: Vec<bool> = results.iter().map(|r| self.keeps(k, *r)).collect();
        let mut args_keep: Vec<Vec<bool>> = fronts
            .iter()
            .map(|f| match f {
                Some(b) => body
                    .block_args(*b)
                    .iter()
                    .map(|a| self.keeps(k, *a))
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        // Successors as (target, [(operand index, input index)]): target `None` is the
        // parent (results), `Some(i)` region `i` (its entry arguments).
        type Succs = Vec<(Option<usize>, Vec<(usize, usize)>)>;
        let input_index = |body: &Body, target: Option<usize>, v: ValueId| -> Option<usize> {
            match target {
                None => results.iter().position(|r| *r == v),
                Some(i) => fronts[i].and_then(|b| body.block_args(b).iter().position(|a| *a == v)),
            }
        };
        let target_of = |p: RegionBranchPoint| match p {
            RegionBranchPoint::Parent => None,
            RegionBranchPoint::Region(i) => Some(i),
        };
        let mut parent_succs: Succs = Vec::new();
        for s in region_branch::successor_regions(ctx, body, op, RegionBranchPoint::Parent) {
            let fwd = region_branch::entry_successor_operands(ctx, body, op, s.successor);
            let idxs = liveness::operand_run(body, op, &fwd);
            let t = target_of(s.successor);
            let pairs = idxs
                .into_iter()
                .zip(&s.inputs)
                .filter_map(|(oi, v)| input_index(body, t, *v).map(|ii| (oi, ii)))
                .collect();
            parent_succs.push((t, pairs));
        }
        let mut region_succs: Vec<Succs> = Vec::new();
        for (ri, t) in terms.iter().enumerate() {
            let mut out: Succs = Vec::new();
            if let Some(term) = t {
                if let Some(tif) = region_branch::terminator_interface(ctx, body, *term) {
                    for s in region_branch::successor_regions(
                        ctx,
                        body,
                        op,
                        RegionBranchPoint::Region(ri),
                    ) {
                        let range = (tif.successor_operands)(ctx, body, *term, s.successor);
                        let tg = target_of(s.successor);
                        let pairs = range
                            .zip(&s.inputs)
                            .filter_map(|(oi, v)| input_index(body, tg, *v).map(|ii| (oi, ii)))
                            .collect();
                        out.push((tg, pairs));
                    }
                }
            }
            region_succs.push(out);
        }
        let mut operands_keep = vec![true; body.num_operands(op)];
        for (_, pairs) in &parent_succs {
            for (oi, _) in pairs {
                operands_keep[*oi] = false;
            }
        }
        let mut term_keep: Vec<Vec<bool>> = terms
            .iter()
            .map(|t| t.map_or(Vec::new(), |t| vec![true; body.num_operands(t)]))
            .collect();
        for (ri, succs) in region_succs.iter().enumerate() {
            for (_, pairs) in succs {
                for (oi, _) in pairs {
                    term_keep[ri][*oi] = false;
                }
            }
        }
        fn kept(rk: &[bool], ak: &[Vec<bool>], t: Option<usize>, ii: usize) -> bool {
            match t {
                None => rk[ii],
                Some(i) => ak[i][ii],
            }
        }
        fn set(rk: &mut [bool], ak: &mut [Vec<bool>], t: Option<usize>, ii: usize) {
            match t {
                None => rk[ii] = true,
                Some(i) => ak[i][ii] = true,
            }
        }
        loop {
            for (t, pairs) in &parent_succs {
                for &(oi, ii) in pairs {
                    operands_keep[oi] |= kept(&results_keep, &args_keep, *t, ii);
                }
            }
            for (ri, succs) in region_succs.iter().enumerate() {
                for (t, pairs) in succs {
                    for &(oi, ii) in pairs {
                        term_keep[ri][oi] |= kept(&results_keep, &args_keep, *t, ii);
                    }
                }
            }
            let mut changed = false;
            for (t, pairs) in &parent_succs {
                for &(oi, ii) in pairs {
                    if operands_keep[oi] {
                        changed |= !kept(&results_keep, &args_keep, *t, ii);
                        set(&mut results_keep, &mut args_keep, *t, ii);
                    }
                }
            }
            for (ri, succs) in region_succs.iter().enumerate() {
                for (t, pairs) in succs {
                    for &(oi, ii) in pairs {
                        if term_keep[ri][oi] {
                            changed |= !kept(&results_keep, &args_keep, *t, ii);
                            set(&mut results_keep, &mut args_keep, *t, ii);
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let flip = |v: &[bool]| v.iter().map(|b| !b).collect::<Vec<_>>();
        Self::erase_operands(body, op, &flip(&operands_keep));
        for (ri, f) in fronts.iter().enumerate() {
            let Some(b) = f else { continue };
            let args = body.block_args(*b).to_vec();
            for (i, a) in args.iter().enumerate().rev() {
                if !args_keep[ri][i] {
                    self.drop_uses(body, *a);
                    body.erase_block_arg(*b, i);
                }
            }
        }
        for (ri, t) in terms.iter().enumerate() {
            if let Some(t) = t {
                Self::erase_operands(body, *t, &flip(&term_keep[ri]));
            }
        }
        self.erase_results(body, op, &flip(&results_keep));
    }
}

/// An array of attribute dictionaries without the entries marked in `dead`; `None` once
/// every remaining dictionary is empty (as `setAllArgAttrDicts`).
fn filter_attr_dicts(ctx: &Context, a: Attribute, dead: &[bool]) -> Option<Attribute> {
    let AttrKind::Array(elems) = ctx.attr_kind(a) else {
        return Some(a);
    };
    let kept: Vec<Attribute> = elems
        .iter()
        .enumerate()
        .filter(|(i, _)| !dead.get(*i).copied().unwrap_or(false))
        .map(|(_, e)| *e)
        .collect();
    let all_empty = kept
        .iter()
        .all(|e| matches!(ctx.attr_kind(*e), AttrKind::Dictionary(d) if d.is_empty()));
    if all_empty {
        None
    } else {
        Some(ctx.get_attr(AttrKind::Array(kept.into())))
    }
}

/// `isa<SymbolOpInterface>`: a symbol op, an optional symbol only when it has a name.
fn is_symbol(ctx: &Context, data: &crate::body::OpData) -> bool {
    let traits = ctx.op_traits(data.name);
    traits.has(Traits::SYMBOL)
        && (!traits.has(Traits::OPTIONAL_SYMBOL) || st::symbol_name(ctx, data).is_some())
}

/// The error on the anchor op, printed (in the note) with its body.
fn anchor_error(ctx: &Context, anchor: &mut crate::body::OpData, cx: &mut PassCx<'_>) {
    let Some(slot) = anchor.isolated_body_mut() else {
        return;
    };
    let n = slot.root_regions().len();
    let body = std::mem::replace(slot, Body::new(n));
    let mut scratch = Body::new(0);
    let mut spec = OpSpec::new(anchor.name, anchor.loc);
    spec.props = anchor.props.clone();
    spec.attrs = anchor.attrs().to_vec();
    let op = scratch.create_isolated_op(spec, Box::new(body));
    let text = crate::printer::print_op_for_diagnostic(ctx, &scratch, op, &scratch, op);
    let sep = if text.contains('\n') { "\n" } else { "" };
    let loc = anchor.loc;
    cx.emit(
        crate::diagnostics::Diagnostic::error(loc, UNACCEPTABLE)
            .with_note(loc, format!("see current operation: {sep}{text}")),
    );
    if let (Some(b), Some(slot)) = (scratch.take_isolated_body(op), anchor.isolated_body_mut()) {
        *slot = *b;
    }
}

/// Runs the pass over the body of `anchor`; `Err` carries the op that makes the IR
/// unacceptable (by body address).
fn run_on(ctx: &Context, anchor: &mut crate::body::OpData, top_level: bool, cx: &mut PassCx<'_>) {
    let Some(body) = anchor.isolated_body() else {
        return;
    };
    let mut order: Vec<(&Body, OpId)> = Vec::new();
    post_order(body, &mut order);
    for &(b, o) in &order {
        let name = b.op_name(o);
        let info = ctx.op_info(name);
        let is_branch = info.is_some_and(|i| i.branch.is_some());
        let is_symbol_user = info.is_some_and(|i| i.verify_symbol_uses.is_some());
        if is_branch
            || (is_symbol(ctx, b.op(o)) && function::interface(ctx, b, o).is_none())
            || (is_symbol_user && call::call_interface(ctx, b, o).is_none())
        {
            cx.op_error(b, o, UNACCEPTABLE);
            return;
        }
    }
    // The anchor itself is walked last (a named module is a symbol).
    if is_symbol(ctx, anchor)
        && ctx
            .op_info(anchor.name)
            .and_then(|i| i.interfaces.function)
            .is_none()
    {
        anchor_error(ctx, anchor, cx);
        return;
    }
    let mut solver = Solver::new(ctx, body, anchor.name);
    solver.initialize(top_level, anchor);
    solver.run();
    let lv = Liveness::run(&solver);
    let bkey = |i: usize| key(solver.bodies[i].body);
    let live = lv.entries().map(|((b, v), l)| ((bkey(b), v), l)).collect();
    let calls = liveness::call_sites(&solver)
        .into_iter()
        .map(|((fb, f), cs)| {
            let cs = cs.into_iter().map(|(b, c)| (bkey(b), c)).collect();
            ((bkey(fb), f), cs)
        })
        .collect();
    let items: Vec<(BodyKey, OpId, bool)> = order
        .iter()
        .map(|(b, o)| (key(b), *o, b.isolated_body(*o).is_some()))
        .collect();
    drop(solver);
    let mut cl = Cleaner {
        ctx,
        live,
        calls,
        tombs: Vec::new(),
    };
    let Some(root) = anchor.isolated_body_mut() else {
        return;
    };
    for (bk, op, _) in items {
        let Some(body) = find_mut(root, bk) else {
            continue;
        };
        if !body.contains_op(op) {
            continue;
        }
        if function::interface(ctx, body, op).is_some() {
            cl.clean_func_op(root, bk, op);
        } else if region_branch::interface(ctx, body, op).is_some() {
            cl.clean_region_branch_op(body, op);
        } else if ctx.op_traits(body.op_name(op)).has(Traits::TERMINATOR)
            || call::call_interface(ctx, body, op).is_some()
        {
        } else {
            cl.clean_simple_op(body, op);
        }
    }
    for (bk, t) in std::mem::take(&mut cl.tombs) {
        if let Some(body) = find_mut(root, bk) {
            let v = body.result(t, 0);
            let first_user = body.uses(v).next().map(|(u, _)| u);
            match first_user {
                None => body.erase_op(t),
                // A use upstream would leave null (invalid IR): the placeholder stays in
                // the IR, before its first user, for the verifier to report.
                Some(user) => body.insert_op(t, InsertPoint::Before(user)),
            }
        }
    }
    super::for_each_body_mut(root, |b| b.commit());
}

impl Pass for RemoveDeadValues {
    fn name(&self) -> &'static str {
        "RemoveDeadValues"
    }
    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }
    fn description(&self) -> &'static str {
        "Remove dead values"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        run_on(ctx, op.data, op.is_top_level, cx);
        Ok(())
    }
}
