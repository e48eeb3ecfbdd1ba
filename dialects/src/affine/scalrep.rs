//! `affine-scalrep` (MLIR 19's `AffineScalarReplacement.cpp` and `affineScalarReplace` in
//! `Affine/Utils/Utils.cpp`): store-to-load forwarding, dead store elimination, erasure of
//! memrefs left with stores only, then redundant load elimination.
//!
//! A store forwards to a load of the same element (equal access functions) when it
//! dominates the load, reaches it in the innermost common loop (a loop-independent
//! dependence exists: the load's block is not unreachable), and nothing that may write the
//! memref runs in between (affine accesses in between are excused by the dependence check
//! of `checkMemrefAccessDependence`). A store is dead when a later store to the same
//! element in its region post-dominates it with no read in between. A load is redundant
//! when a dominating load of the same element has no write in between.

use super::constraints::{BoundType, FlatAffineConstraints};
use super::normalize::{for_parts, ValueMap};
use super::simplify::simplify_affine_map;
use super::utils::{
    affine_scope, canonicalize_map_and_operands, constant_int,
    fully_compose_affine_map_and_operands, map_of,
};
use rmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::attributes::AttrKind;
use rmlir_ir::body::ValueDef;
use rmlir_ir::dialect::Traits;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::effects::{has_single_effect, memory_effects, Effect, EffectOn};
use rmlir_ir::walk::{IrNode, WalkOrder};
use rmlir_ir::{BlockId, Body, Context, OpId, RegionId, ValueId};
use std::collections::{HashMap, HashSet};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

fn is_read(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(name(ctx, body, op), "affine.load" | "affine.vector_load")
}

fn is_write(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(name(ctx, body, op), "affine.store" | "affine.vector_store")
}

/// The memref operand of an affine read or write.
fn memref_of(ctx: &Context, body: &Body, op: OpId) -> ValueId {
    body.operand(op, if is_write(ctx, body, op) { 1 } else { 0 })
}

/// Upstream `MemRefAccess` with its `getAccessMap` (composed, simplified, canonicalized).
struct Access {
    op: OpId,
    memref: ValueId,
    map: ValueMap,
}

fn access(ctx: &Context, body: &Body, op: OpId) -> Option<Access> {
    let first = if is_write(ctx, body, op) { 2 } else { 1 };
    let map = map_of(ctx, rmlir_ir::ods::prop(ctx, body, op, "map")?)?;
    let mut operands: Vec<ValueId> = body.operands(op).skip(first).collect();
    let mut map = map;
    fully_compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
    let mut map = simplify_affine_map(&map);
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    Some(Access {
        op,
        memref: memref_of(ctx, body, op),
        map: ValueMap::new(map, operands),
    })
}

/// Upstream `MemRefAccess::operator==`: same memref and a zero difference.
fn same_access(ctx: &Context, body: &Body, a: &Access, b: &Access) -> bool {
    if a.memref != b.memref || a.map.map.num_results() != b.map.map.num_results() {
        return false;
    }
    let d = ValueMap::difference(ctx, body, &a.map, &b.map);
    d.map.results().iter().all(|e| e.is_constant_value(0))
}

// ---- structure ------------------------------------------------------------------------------

fn block_region(body: &Body, b: BlockId) -> Option<RegionId> {
    body.block_parent(b)
}

fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.parent_block(op).and_then(|b| block_region(body, b))
}

/// The ancestor of `op` (or `op`) whose block is `block`.
fn ancestor_in_block(body: &Body, block: BlockId, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if body.parent_block(cur) == Some(block) {
            return Some(cur);
        }
        cur = body.parent_op(cur)?;
    }
}

/// The ancestor of `op` (or `op`) in `region`.
fn ancestor_in_region(body: &Body, region: RegionId, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if op_region(body, cur) == Some(region) {
            return Some(cur);
        }
        cur = body.parent_op(cur)?;
    }
}

fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let Some(block) = body.parent_block(a) else {
        return false;
    };
    for o in body.block_ops(block) {
        if o == a {
            return true;
        }
        if o == b {
            return false;
        }
    }
    false
}

/// Upstream `DominanceInfo::dominates(a, b)` / `PostDominanceInfo::postDominates(a, b)`
/// for ops. Across blocks of one region only "the entry block dominates" is known.
fn dominates(body: &Body, a: OpId, b: OpId, post: bool) -> bool {
    if a == b {
        return true;
    }
    let (Some(a_block), Some(a_region)) = (body.parent_block(a), op_region(body, a)) else {
        return false;
    };
    let Some(b) = ancestor_in_region(body, a_region, b) else {
        return false;
    };
    if a == b {
        return true;
    }
    let b_block = body.parent_block(b);
    if b_block == Some(a_block) {
        return if post {
            is_before_in_block(body, b, a)
        } else {
            is_before_in_block(body, a, b)
        };
    }
    !post && body.is_entry_block(a_block)
}

/// Upstream `getNumCommonSurroundingLoops`.
fn common_surrounding_loops(ctx: &Context, body: &Body, a: OpId, b: OpId) -> usize {
    let (la, lb) = (loop_ivs(ctx, body, a), loop_ivs(ctx, body, b));
    la.iter().zip(&lb).take_while(|(x, y)| x == y).count()
}

/// Upstream `getEnclosingAffineOps`: the enclosing `affine.for`/`if`/`parallel` ops,
/// outermost first.
fn enclosing_affine_ops(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut v = Vec::new();
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if matches!(
            name(ctx, body, p),
            "affine.for" | "affine.if" | "affine.parallel"
        ) {
            v.push(p);
        }
        cur = body.parent_op(p);
    }
    v.reverse();
    v
}

// ---- dependence -----------------------------------------------------------------------------

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Dependence {
    No,
    Has,
    Failure,
}

/// Builds the dependence system of two accesses (upstream's access relations and domains).
struct DepSystem<'a> {
    ctx: &'a Context,
    body: &'a Body,
    cst: FlatAffineConstraints,
    /// The dim of each loop iv, per side.
    ivs: [HashMap<ValueId, usize>; 2],
}

impl DepSystem<'_> {
    /// `map(operands)` aligned with the system (operands that are not ivs of `side` become
    /// symbols, shared by value). Dims must not be appended between this and its use.
    fn aligned(&mut self, side: usize, map: &AffineMap, operands: &[ValueId]) -> AffineMap {
        let nd = map.num_dims() as usize;
        let mut pos = Vec::with_capacity(operands.len());
        for &v in operands {
            if let Some(&d) = self.ivs[side].get(&v) {
                pos.push((true, d));
            } else {
                let nds = self.cst.num_dims_and_symbols();
                let start = self.cst.num_dims();
                let found = (start..nds).find(|&p| self.cst.values()[p] == Some(v));
                let p = match found {
                    Some(p) => p,
                    None => {
                        // Upstream `addInductionVarOrTerminalSymbol`: constants are bound.
                        let p = self.cst.append_symbol(Some(v));
                        if let Some(c) = constant_int(self.ctx, self.body, v) {
                            self.cst.add_bound_const(BoundType::Eq, p, c);
                        }
                        p
                    }
                };
                pos.push((false, p));
            }
        }
        let ndims = self.cst.num_dims();
        let repl = |(is_dim, p): (bool, usize)| {
            if is_dim {
                AffineExpr::dim(p as u32)
            } else {
                AffineExpr::symbol((p - ndims) as u32)
            }
        };
        let dims: Vec<AffineExpr> = pos[..nd].iter().map(|&x| repl(x)).collect();
        let syms: Vec<AffineExpr> = pos[nd..].iter().map(|&x| repl(x)).collect();
        map.replace_dims_and_symbols(&dims, &syms, ndims as u32, self.cst.num_symbols() as u32)
    }

    /// A fresh dim equal to `expr(operands)` (single-result `map`).
    fn bind(&mut self, side: usize, map: &AffineMap, operands: &[ValueId]) -> Option<usize> {
        // Resolve the symbols first so the new dim's position is final.
        self.aligned(side, map, operands);
        let t = self.cst.append_dim(None);
        let m = self.aligned(side, map, operands);
        self.cst.add_bound_map(BoundType::Eq, t, &m)?;
        Some(t)
    }

    fn add_domain(&mut self, side: usize, op: OpId) -> Option<()> {
        let (ctx, body) = (self.ctx, self.body);
        for p in enclosing_affine_ops(ctx, body, op) {
            match name(ctx, body, p) {
                "affine.for" => {
                    let parts = for_parts(ctx, body, p)?;
                    let iv = *body
                        .block_args(super::normalize::body_block(body, p)?)
                        .first()?;
                    let d = self.cst.append_dim(Some(iv));
                    self.ivs[side].insert(iv, d);
                    self.aligned(side, &parts.lb, &parts.lbs);
                    self.aligned(side, &parts.ub, &parts.ubs);
                    let lb = self.aligned(side, &parts.lb, &parts.lbs);
                    self.cst.add_bound_map(BoundType::Lb, d, &lb)?;
                    let ub = self.aligned(side, &parts.ub, &parts.ubs);
                    self.cst.add_bound_map(BoundType::Ub, d, &ub)?;
                    if parts.step != 1 {
                        if let Some(c) = parts.lb.single_constant_result() {
                            // iv - lb = step * q.
                            let q = self.cst.append_locals(1);
                            let n = self.cst.num_cols();
                            let mut row = vec![0; n];
                            row[d] = 1;
                            row[q] = -parts.step;
                            row[n - 1] = -c;
                            self.cst.add_equality(row);
                        }
                    }
                }
                "affine.parallel" => {
                    let (lb, lg, ub, ug) = super::parallel::bounds(ctx, body, p)?;
                    let all: Vec<ValueId> = body.operands(p).collect();
                    let nl = lb.num_inputs() as usize;
                    let (lbs, ubs) = (all[..nl].to_vec(), all[nl..].to_vec());
                    let ivs = body
                        .block_args(super::normalize::body_block(body, p)?)
                        .to_vec();
                    let mut dims = Vec::new();
                    for &iv in &ivs {
                        let d = self.cst.append_dim(Some(iv));
                        self.ivs[side].insert(iv, d);
                        dims.push(d);
                    }
                    let (mut lo, mut uo) = (0usize, 0usize);
                    for (k, &d) in dims.iter().enumerate() {
                        let (ln, un) = (*lg.get(k)? as usize, *ug.get(k)? as usize);
                        let lm = lb.sub_map(&(lo..lo + ln).collect::<Vec<_>>());
                        let um = ub.sub_map(&(uo..uo + un).collect::<Vec<_>>());
                        lo += ln;
                        uo += un;
                        self.aligned(side, &lm, &lbs);
                        self.aligned(side, &um, &ubs);
                        let lm = self.aligned(side, &lm, &lbs);
                        self.cst.add_bound_map(BoundType::Lb, d, &lm)?;
                        let um = self.aligned(side, &um, &ubs);
                        self.cst.add_bound_map(BoundType::Ub, d, &um)?;
                    }
                }
                "affine.if" => {
                    let set = if_set(ctx, body, p)?;
                    let operands: Vec<ValueId> = body.operands(p).collect();
                    for (i, e) in set.constraints().iter().enumerate() {
                        let m = AffineMap::new(set.num_dims(), set.num_symbols(), vec![e.clone()]);
                        let t = self.bind(side, &m, &operands)?;
                        let mut row = vec![0; self.cst.num_cols()];
                        row[t] = 1;
                        if set.is_eq(i) {
                            self.cst.add_equality(row);
                        } else {
                            self.cst.add_inequality(row);
                        }
                    }
                }
                _ => return None,
            }
        }
        Some(())
    }
}

fn if_set(ctx: &Context, body: &Body, op: OpId) -> Option<IntegerSet> {
    match ctx.attr_kind(body.attr(op, ctx.ident("condition"))?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

/// Upstream `getCommonBlockInAffineScope` + `srcAppearsBeforeDstInAncestralBlock`.
fn src_before_dst(ctx: &Context, body: &Body, src: OpId, dst: OpId) -> bool {
    let scope = affine_scope(ctx, body, src);
    let mut cur = src;
    loop {
        let Some(block) = body.parent_block(cur) else {
            return false;
        };
        if let Some(d) = ancestor_in_block(body, block, dst) {
            return is_before_in_block(body, cur, d);
        }
        if op_region(body, cur) == scope {
            return false;
        }
        match body.parent_op(cur) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// Upstream `checkMemrefAccessDependence(src, dst, loopDepth)` (no read-after-read).
fn check_dependence(
    ctx: &Context,
    body: &Body,
    src: &Access,
    dst: &Access,
    loop_depth: usize,
) -> Dependence {
    if src.memref != dst.memref {
        return Dependence::No;
    }
    if !is_write(ctx, body, src.op) && !is_write(ctx, body, dst.op) {
        return Dependence::No;
    }
    if affine_scope(ctx, body, src.op) != affine_scope(ctx, body, dst.op) {
        return Dependence::Failure;
    }
    if src.map.map.num_results() != dst.map.map.num_results() {
        return Dependence::Failure;
    }
    let mut sys = DepSystem {
        ctx,
        body,
        cst: FlatAffineConstraints::new(),
        ivs: [HashMap::new(), HashMap::new()],
    };
    if sys.add_domain(0, src.op).is_none() || sys.add_domain(1, dst.op).is_none() {
        return Dependence::Failure;
    }
    let src_loops: Vec<ValueId> = loop_ivs(ctx, body, src.op);
    let dst_loops: Vec<ValueId> = loop_ivs(ctx, body, dst.op);
    let common = src_loops
        .iter()
        .zip(&dst_loops)
        .take_while(|(a, b)| a == b)
        .count();
    if loop_depth > common && !src_before_dst(ctx, body, src.op, dst.op) {
        return Dependence::No;
    }
    for k in 0..src.map.map.num_results() {
        let sm = src.map.map.sub_map(&[k]);
        let dm = dst.map.map.sub_map(&[k]);
        let Some(t) = sys.bind(0, &sm, &src.map.operands) else {
            return Dependence::Failure;
        };
        sys.aligned(1, &dm, &dst.map.operands);
        let m = sys.aligned(1, &dm, &dst.map.operands);
        if sys.cst.add_bound_map(BoundType::Eq, t, &m).is_none() {
            return Dependence::Failure;
        }
    }
    for i in 0..common.min(loop_depth) {
        let (s, d) = (sys.ivs[0][&src_loops[i]], sys.ivs[1][&dst_loops[i]]);
        let n = sys.cst.num_cols();
        let mut row = vec![0; n];
        row[s] = -1;
        row[d] = 1;
        if i + 1 == loop_depth {
            row[n - 1] = -1;
            sys.cst.add_inequality(row);
        } else {
            sys.cst.add_equality(row);
        }
    }
    if sys.cst.is_empty() {
        Dependence::No
    } else {
        Dependence::Has
    }
}

/// The ivs of the enclosing `affine.for`/`affine.parallel` ops, outermost first (the dims
/// of upstream's domain).
fn loop_ivs(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    enclosing_affine_ops(ctx, body, op)
        .into_iter()
        .filter(|&p| name(ctx, body, p) != "affine.if")
        .flat_map(|p| {
            let args = super::normalize::body_block(body, p)
                .map(|b| body.block_args(b).to_vec())
                .unwrap_or_default();
            if name(ctx, body, p) == "affine.for" {
                args.into_iter().take(1).collect()
            } else {
                args
            }
        })
        .collect()
}

/// Upstream `mustReachAtInnermost`.
fn must_reach_at_innermost(ctx: &Context, body: &Body, src: &Access, dst: &Access) -> bool {
    if affine_scope(ctx, body, src.op) != affine_scope(ctx, body, dst.op) {
        return false;
    }
    let ns = common_surrounding_loops(ctx, body, src.op, dst.op);
    check_dependence(ctx, body, src, dst, ns + 1) == Dependence::Has
}

// ---- aliasing and intervening effects -------------------------------------------------------

fn is_alloc_result(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.defining_op(v)
        .is_some_and(|d| has_single_effect(ctx, body, d, Effect::Allocate))
}

fn is_func_arg(ctx: &Context, body: &Body, v: ValueId) -> bool {
    match body.value(v).def {
        ValueDef::Arg { block, .. } => {
            body.block_parent_op(block)
                .is_some_and(|o| name(ctx, body, o) == "func.func")
                || body.block_parent_op(block).is_none()
        }
        _ => false,
    }
}

/// A local alias analysis: distinct allocations, and an allocation and a function argument,
/// do not alias.
fn may_alias(ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    let (aa, ba) = (is_alloc_result(ctx, body, a), is_alloc_result(ctx, body, b));
    if aa && ba {
        return false;
    }
    if (aa && is_func_arg(ctx, body, b)) || (ba && is_func_arg(ctx, body, a)) {
        return false;
    }
    true
}

struct Intervening<'a> {
    ctx: &'a Context,
    body: &'a Body,
    effect: Effect,
    start: OpId,
    mem_op: OpId,
    mem: &'a Access,
    found: bool,
}

impl Intervening<'_> {
    fn check(&mut self, op: OpId) {
        if self.found {
            return;
        }
        let (ctx, body) = (self.ctx, self.body);
        if let Some(effects) = memory_effects(ctx, body, op) {
            let memref = self.mem.memref;
            let may = effects.iter().any(|e| {
                if e.effect != self.effect {
                    return false;
                }
                let v = match e.on {
                    EffectOn::Operand(i) => Some(body.operand(op, i as usize)),
                    EffectOn::Result(i) => Some(body.result(op, i as usize)),
                    EffectOn::Value(v) => Some(v),
                    _ => None,
                };
                match v {
                    Some(v) => v == memref || may_alias(ctx, body, v, memref),
                    None => true,
                }
            });
            if !may {
                return;
            }
            if is_read(ctx, body, op) || is_write(ctx, body, op) {
                if let Some(src) = access(ctx, body, op) {
                    let scope = affine_scope(ctx, body, op);
                    if src.memref == self.mem.memref
                        && scope == affine_scope(ctx, body, self.mem_op)
                        && scope == affine_scope(ctx, body, self.start)
                    {
                        let min = common_surrounding_loops(ctx, body, self.start, self.mem_op);
                        let ns = common_surrounding_loops(ctx, body, op, self.mem_op);
                        let mut d = ns + 1;
                        while d > min {
                            if check_dependence(ctx, body, &src, self.mem, d) != Dependence::No {
                                self.found = true;
                                return;
                            }
                            d -= 1;
                        }
                        return;
                    }
                }
            }
            self.found = true;
            return;
        }
        if ctx
            .op_traits(body.op_name(op))
            .has(Traits::RECURSIVE_MEMORY_EFFECTS)
        {
            for &r in body.regions(op) {
                for b in body.region_blocks(r) {
                    for o in body.block_ops(b).collect::<Vec<_>>() {
                        self.check(o);
                    }
                }
            }
            return;
        }
        self.found = true;
    }

    fn recur(&mut self, from: OpId, until: OpId) {
        let body = self.body;
        if op_region(body, from) != op_region(body, until) {
            let Some(parent) = body.parent_op(until) else {
                self.found = true;
                return;
            };
            self.recur(from, parent);
            self.check(parent);
            return;
        }
        let (Some(from_block), Some(until_block)) =
            (body.parent_block(from), body.parent_block(until))
        else {
            return;
        };
        let mut todo = Vec::new();
        let mut after = false;
        for o in body.block_ops(from_block).collect::<Vec<_>>() {
            if o == from {
                after = true;
                continue;
            }
            if !after {
                continue;
            }
            if o == until {
                break;
            }
            self.check(o);
        }
        if until_block != from_block {
            todo.extend(block_successors(body, from_block));
        }
        let mut done = HashSet::new();
        while let Some(b) = todo.pop() {
            if !done.insert(b) {
                continue;
            }
            let ops: Vec<OpId> = body.block_ops(b).collect();
            let last = ops.last().copied();
            for o in ops {
                if o == until {
                    break;
                }
                self.check(o);
                if Some(o) == last {
                    todo.extend(block_successors(body, b));
                }
            }
        }
    }
}

fn block_successors(body: &Body, b: BlockId) -> Vec<BlockId> {
    body.block_ops(b)
        .last()
        .map(|t| body.successors(t).to_vec())
        .unwrap_or_default()
}

/// Upstream `hasNoInterveningEffect<effect>(start, memOp)`.
fn no_intervening_effect(
    ctx: &Context,
    body: &Body,
    effect: Effect,
    start: OpId,
    mem: &Access,
) -> bool {
    let mut it = Intervening {
        ctx,
        body,
        effect,
        start,
        mem_op: mem.op,
        mem,
        found: false,
    };
    it.recur(start, mem.op);
    !it.found
}

// ---- the transformation ---------------------------------------------------------------------

fn result_type(body: &Body, op: OpId) -> Option<rmlir_ir::Type> {
    body.results(op).first().map(|v| body.value_type(*v))
}

/// Upstream `forwardStoreToLoad`: the store value replacing the load, if any.
fn forward_store_to_load(ctx: &Context, body: &Body, load: OpId) -> Option<ValueId> {
    let dst = access(ctx, body, load)?;
    let mut candidate = None;
    for (user, _) in body.uses(dst.memref) {
        if !is_write(ctx, body, user) {
            continue;
        }
        let Some(src) = access(ctx, body, user) else {
            continue;
        };
        if !same_access(ctx, body, &src, &dst)
            || !dominates(body, user, load, false)
            || !must_reach_at_innermost(ctx, body, &src, &dst)
            || !no_intervening_effect(ctx, body, Effect::Write, user, &dst)
        {
            continue;
        }
        candidate = Some(user);
    }
    let store = candidate?;
    let v = body.operand(store, 0);
    (Some(body.value_type(v)) == result_type(body, load)).then_some(v)
}

/// Upstream `findUnusedStore`.
fn is_unused_store(ctx: &Context, body: &Body, write_a: OpId) -> bool {
    let Some(dst) = access(ctx, body, write_a) else {
        return false;
    };
    for (user, _) in body.uses(dst.memref) {
        if user == write_a || !is_write(ctx, body, user) {
            continue;
        }
        if op_region(body, user) != op_region(body, write_a) {
            continue;
        }
        let Some(src) = access(ctx, body, user) else {
            continue;
        };
        if !same_access(ctx, body, &src, &dst) || !dominates(body, user, write_a, true) {
            continue;
        }
        if !no_intervening_effect(ctx, body, Effect::Read, write_a, &src) {
            continue;
        }
        return true;
    }
    false
}

/// Upstream `loadCSE`: the value of a dominating equivalent load, if any.
fn load_cse(ctx: &Context, body: &Body, load_a: OpId) -> Option<ValueId> {
    let dst = access(ctx, body, load_a)?;
    let mut candidates = Vec::new();
    for (user, _) in body.uses(dst.memref) {
        if user == load_a || !is_read(ctx, body, user) {
            continue;
        }
        let Some(src) = access(ctx, body, user) else {
            continue;
        };
        if !same_access(ctx, body, &src, &dst)
            || !dominates(body, user, load_a, false)
            || !no_intervening_effect(ctx, body, Effect::Write, user, &dst)
            || result_type(body, user) != result_type(body, load_a)
        {
            continue;
        }
        candidates.push(user);
    }
    candidates
        .iter()
        .copied()
        .find(|&c| {
            candidates
                .iter()
                .all(|&o| o == c || dominates(body, c, o, false))
        })
        .and_then(|c| body.results(c).first().copied())
}

fn affine_ops(ctx: &Context, body: &Body, pred: fn(&Context, &Body, OpId) -> bool) -> Vec<OpId> {
    let mut out = Vec::new();
    for r in body.root_regions().to_vec() {
        out.extend(
            body.collect_ops(IrNode::Region(r), WalkOrder::PostOrder)
                .into_iter()
                .filter(|&o| pred(ctx, body, o)),
        );
    }
    out
}

/// Upstream `affineScalarReplace`.
pub fn affine_scalar_replace(ctx: &Context, body: &mut Body) {
    let mut memrefs: Vec<ValueId> = Vec::new();
    let mut erase = Vec::new();
    for load in affine_ops(ctx, body, is_read) {
        if let Some(v) = forward_store_to_load(ctx, body, load) {
            let memref = memref_of(ctx, body, load);
            body.replace_all_uses(body.result(load, 0), v);
            if !memrefs.contains(&memref) {
                memrefs.push(memref);
            }
            erase.push(load);
        }
    }
    for op in erase.drain(..) {
        body.erase_op(op);
    }
    for store in affine_ops(ctx, body, is_write) {
        if is_unused_store(ctx, body, store) {
            erase.push(store);
        }
    }
    for op in erase.drain(..) {
        body.erase_op(op);
    }
    for memref in memrefs {
        let Some(def) = body.defining_op(memref) else {
            continue;
        };
        if !has_single_effect(ctx, body, def, Effect::Allocate) {
            continue;
        }
        let users: Vec<OpId> = body.uses(memref).map(|(u, _)| u).collect();
        if users
            .iter()
            .any(|&u| !is_write(ctx, body, u) && !has_single_effect(ctx, body, u, Effect::Free))
        {
            continue;
        }
        let mut seen = HashSet::new();
        for u in users {
            if seen.insert(u) {
                body.erase_op(u);
            }
        }
        body.erase_op(def);
    }
    for load in affine_ops(ctx, body, is_read) {
        if let Some(v) = load_cse(ctx, body, load) {
            body.replace_all_uses(body.result(load, 0), v);
            erase.push(load);
        }
    }
    for op in erase.drain(..) {
        body.erase_op(op);
    }
}

const ARGUMENT: &str = "affine-scalrep";
const DESCRIPTION: &str =
    "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(AffineScalarReplacement {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct AffineScalarReplacement {
    options: PassOptions,
}

impl Pass for AffineScalarReplacement {
    fn name(&self) -> &'static str {
        "AffineScalarReplacement"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        if let Some(body) = op.body_mut() {
            affine_scalar_replace(cx.ctx, body);
        }
        Ok(())
    }
}
