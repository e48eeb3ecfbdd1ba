//! The analyses the affine super-vectorizer stands on: upstream's nested op matcher
//! (`NestedMatcher.cpp`), static slices (`SliceAnalysis.cpp`: forward, backward, both and
//! their topological order), `isVectorizableLoopBody` (`LoopAnalysis.cpp`: contiguous
//! accesses along a loop), `isLoopParallel` with reduction detection (`AffineAnalysis.cpp`)
//! and `makePermutationMap` (`VectorUtils.cpp`).

use super::dependence::{check_memref_access_dependence, DependenceResult, MemRefAccess};
use super::utils::op_map;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::dialect::Traits;
use rmlir_ir::rewrite::effects::{has_single_effect, is_memory_effect_free};
use rmlir_ir::rewrite::Effect;
use rmlir_ir::{Body, Context, IrNode, OpId, TypeKind, ValueId, WalkOrder};
use std::collections::{HashMap, HashSet};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// Whether `op` is an `affine.for`.
pub fn is_for(ctx: &Context, body: &Body, op: OpId) -> bool {
    name(ctx, body, op) == "affine.for"
}

/// A filter of [`NestedPattern`].
pub type Filter<'a> = Box<dyn Fn(&Context, &Body, OpId) -> bool + 'a>;

/// Upstream `NestedPattern`: ops accepted by `filter` with, for each nested pattern, at least
/// one match strictly inside them.
pub struct NestedPattern<'a> {
    filter: Filter<'a>,
    nested: Vec<NestedPattern<'a>>,
}

/// Upstream `NestedMatch`: a matched op and the matches of the nested patterns inside it.
#[derive(Clone, Debug)]
pub struct NestedMatch {
    pub op: OpId,
    pub children: Vec<NestedMatch>,
}

impl<'a> NestedPattern<'a> {
    /// `matcher::Op(filter)`.
    pub fn op(filter: impl Fn(&Context, &Body, OpId) -> bool + 'a) -> Self {
        NestedPattern {
            filter: Box::new(filter),
            nested: Vec::new(),
        }
    }

    /// `matcher::For(filter, nested)`: an `affine.for` accepted by `filter`.
    pub fn for_op(
        filter: impl Fn(&Context, &Body, OpId) -> bool + 'a,
        nested: Option<NestedPattern<'a>>,
    ) -> Self {
        NestedPattern {
            filter: Box::new(move |c, b, o| is_for(c, b, o) && filter(c, b, o)),
            nested: nested.into_iter().collect(),
        }
    }

    /// Upstream `getDepth`.
    pub fn depth(&self) -> usize {
        1 + self.nested.iter().map(|p| p.depth()).max().unwrap_or(0)
    }

    /// Upstream `match`: the matches among the ops of `root` (the op itself included), in
    /// post order.
    pub fn match_in(&self, ctx: &Context, body: &Body, root: IrNode) -> Vec<NestedMatch> {
        let mut out = Vec::new();
        self.match_skip(ctx, body, root, None, &mut out);
        out
    }

    /// The matches in every root region of `body` (a pass anchor's body), in post order.
    pub fn match_body(&self, ctx: &Context, body: &Body) -> Vec<NestedMatch> {
        let mut out = Vec::new();
        for r in body.root_regions().to_vec() {
            self.match_skip(ctx, body, IrNode::Region(r), None, &mut out);
        }
        out
    }

    fn match_skip(
        &self,
        ctx: &Context,
        body: &Body,
        root: IrNode,
        skip: Option<OpId>,
        out: &mut Vec<NestedMatch>,
    ) {
        for op in body.collect_ops(root, WalkOrder::PostOrder) {
            if Some(op) != skip {
                self.match_one(ctx, body, op, out);
            }
        }
    }

    fn match_one(&self, ctx: &Context, body: &Body, op: OpId, out: &mut Vec<NestedMatch>) {
        if !(self.filter)(ctx, body, op) {
            return;
        }
        if self.nested.is_empty() {
            out.push(NestedMatch {
                op,
                children: Vec::new(),
            });
            return;
        }
        for p in &self.nested {
            let mut children = Vec::new();
            p.match_skip(ctx, body, IrNode::Op(op), Some(op), &mut children);
            if children.is_empty() {
                return;
            }
            out.push(NestedMatch { op, children });
        }
    }
}

/// A set in insertion order (upstream's `SetVector`).
#[derive(Default)]
struct OpSet {
    order: Vec<OpId>,
    seen: HashSet<OpId>,
}

impl OpSet {
    fn contains(&self, op: OpId) -> bool {
        self.seen.contains(&op)
    }
    fn insert(&mut self, op: OpId) {
        if self.seen.insert(op) {
            self.order.push(op);
        }
    }
}

/// Depth-first post-order visit as upstream's recursive slice walks: a successor is entered
/// when it is not in the set yet at the time it is reached; an op enters the set once all
/// its successors were visited. `succ` gives `None` for an op not to be visited at all.
fn post_order_slice(start: OpId, set: &mut OpSet, mut succ: impl FnMut(OpId) -> Option<Vec<OpId>>) {
    let Some(first) = succ(start) else {
        return;
    };
    let mut stack: Vec<(OpId, Vec<OpId>, usize)> = vec![(start, first, 0)];
    while let Some(top) = stack.last_mut() {
        if top.2 < top.1.len() {
            let next = top.1[top.2];
            top.2 += 1;
            if !set.contains(next) {
                if let Some(s) = succ(next) {
                    stack.push((next, s, 0));
                }
            }
        } else {
            let (op, _, _) = stack.pop().expect("non-empty");
            set.insert(op);
        }
    }
}

/// Upstream `getForwardSlice` (default options: not inclusive): the ops nested in `op` and
/// the transitive users of its results, in topological order.
pub fn forward_slice(body: &Body, op: OpId) -> Vec<OpId> {
    let mut set = OpSet::default();
    post_order_slice(op, &mut set, |o| {
        let mut s = Vec::new();
        for &r in body.regions(o) {
            for b in body.region_blocks(r) {
                s.extend(body.block_ops(b));
            }
        }
        for &res in body.results(o) {
            s.extend(body.uses(res).map(|(u, _)| u));
        }
        Some(s)
    });
    let mut v: Vec<OpId> = set.order.into_iter().filter(|o| *o != op).collect();
    v.reverse();
    v
}

/// Upstream `getBackwardSlice` (default options: not inclusive, block arguments followed
/// to their op, uses from above not followed): the transitive definitions of `op`'s
/// operands, in topological order.
pub fn backward_slice(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut set = OpSet::default();
    post_order_slice(op, &mut set, |o| {
        if ctx
            .op_traits(body.op_name(o))
            .has(Traits::ISOLATED_FROM_ABOVE)
        {
            return None;
        }
        let mut s = Vec::new();
        for v in body.operands(o) {
            if let Some(d) = body.defining_op(v) {
                s.push(d);
            } else if let Some(p) = value_block(body, v).and_then(|b| body.block_parent_op(b)) {
                s.push(p);
            }
        }
        Some(s)
    });
    set.order.into_iter().filter(|o| *o != op).collect()
}

fn value_block(body: &Body, v: ValueId) -> Option<rmlir_ir::BlockId> {
    match body.defining_op(v) {
        Some(d) => body.parent_block(d),
        None => match body.value(v).def {
            rmlir_ir::body::ValueDef::Arg { block, .. } => Some(block),
            _ => None,
        },
    }
}

/// Upstream `getSlice`: the closure of `op` under backward and forward slices, sorted
/// topologically (program order).
pub fn static_slice(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut slice = OpSet::default();
    slice.insert(op);
    let mut i = 0;
    while i < slice.order.len() {
        let cur = slice.order[i];
        for o in backward_slice(ctx, body, cur) {
            slice.insert(o);
        }
        for o in forward_slice(body, cur) {
            slice.insert(o);
        }
        i += 1;
    }
    topological_sort(body, &slice.order)
}

/// The ops of `ops` in program order (pre-order position in the body).
pub fn topological_sort(body: &Body, ops: &[OpId]) -> Vec<OpId> {
    let wanted: HashSet<OpId> = ops.iter().copied().collect();
    let mut out = Vec::new();
    for r in body.root_regions().to_vec() {
        for o in body.collect_ops(IrNode::Region(r), WalkOrder::PreOrder) {
            if wanted.contains(&o) {
                out.push(o);
            }
        }
    }
    out
}

/// Upstream `getReachableAffineApplyOps`: the `affine.apply` ops reachable from `v`
/// through `affine.apply` operands, in depth-first pre-order.
pub fn reachable_affine_applies(ctx: &Context, body: &Body, v: ValueId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack = vec![v];
    while let Some(x) = stack.pop() {
        let Some(d) = body.defining_op(x) else {
            continue;
        };
        if name(ctx, body, d) != "affine.apply" {
            continue;
        }
        out.push(d);
        let ops: Vec<ValueId> = body.operands(d).collect();
        stack.extend(ops.into_iter().rev());
    }
    out
}

/// Upstream `isAccessIndexInvariant`: whether `index` does not depend on `iv` (through at
/// most one `affine.apply`; more are conservatively "varying").
pub fn is_access_invariant(ctx: &Context, body: &Body, iv: ValueId, index: ValueId) -> bool {
    let applies = reachable_affine_applies(ctx, body, index);
    match applies.as_slice() {
        [] => index != iv,
        [a] => {
            let Some(map) = op_map(ctx, body, *a) else {
                return false;
            };
            let Some(pos) = body.operands(*a).position(|o| o == iv) else {
                return true;
            };
            !map.results()[0].is_function_of_dim(pos as u32)
        }
        _ => false,
    }
}

/// The memref type's rank, element type and whether its layout is the identity.
fn memref_parts(ctx: &Context, body: &Body, v: ValueId) -> Option<(usize, rmlir_ir::Type, bool)> {
    match ctx.type_kind(body.value_type(v)) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            ..
        } => {
            let identity = match layout {
                None => true,
                Some(l) => {
                    matches!(ctx.attr_kind(*l), rmlir_ir::AttrKind::AffineMap(m) if m.is_identity())
                }
            };
            Some((shape.len(), *elem, identity))
        }
        _ => None,
    }
}

/// Upstream `isContiguousAccess`: `Some(dim)` when the access varies along `iv` in at most
/// one memref dimension (`-1`: invariant; else counted from the fastest varying one).
fn contiguous_access(ctx: &Context, body: &Body, iv: ValueId, acc: &MemRefAccess) -> Option<i64> {
    let (rank, _, identity) = memref_parts(ctx, body, acc.memref)?;
    if !identity {
        return None;
    }
    let num_dims = acc.map.num_dims() as usize;
    let mut unique: Option<usize> = None;
    for i in 0..rank.min(acc.map.num_results()) {
        let mut operands = Vec::new();
        acc.map.results()[i].walk(|e| {
            if let Some(d) = e.as_dim() {
                operands.push(acc.indices[d as usize]);
            } else if let Some(s) = e.as_symbol() {
                operands.push(acc.indices[num_dims + s as usize]);
            }
        });
        for o in operands {
            if !is_access_invariant(ctx, body, iv, o) {
                if unique.is_some() {
                    return None;
                }
                unique = Some(i);
            }
        }
    }
    Some(match unique {
        None => -1,
        Some(i) => (rank - (i + 1)) as i64,
    })
}

/// The single block of a loop-like op's region.
pub fn body_block(body: &Body, op: OpId) -> Option<rmlir_ir::BlockId> {
    let r = *body.regions(op).first()?;
    body.entry_block(r)
}

/// The induction variable of an `affine.for`.
pub fn induction_var(body: &Body, op: OpId) -> Option<ValueId> {
    body.block_args(body_block(body, op)?).first().copied()
}

fn is_vector_transfer(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(
        name(ctx, body, op),
        "vector.transfer_read" | "vector.transfer_write"
    )
}

/// Upstream `isVectorizableLoopBody`: no `affine.if`, no other op with regions, no vector
/// transfers, only scalar loads/stores. With `with_dim`, every access must also be
/// contiguous along the loop and vary along one memref dimension: `Some(Some(dim))` then
/// gives it (`-1`: all invariant).
pub fn vectorizable_loop_body(ctx: &Context, body: &Body, lp: OpId, with_dim: bool) -> Option<i64> {
    let ops = body.collect_ops(IrNode::Op(lp), WalkOrder::PostOrder);
    let inner = || ops.iter().copied().filter(|o| *o != lp);
    if inner().any(|o| name(ctx, body, o) == "affine.if") {
        return None;
    }
    if inner().any(|o| {
        body.num_regions(o) != 0 && !matches!(name(ctx, body, o), "affine.if" | "affine.for")
    }) {
        return None;
    }
    if inner().any(|o| is_vector_transfer(ctx, body, o)) {
        return None;
    }
    let iv = induction_var(body, lp)?;
    let mut dim = -1i64;
    for o in inner() {
        if !matches!(name(ctx, body, o), "affine.load" | "affine.store") {
            continue;
        }
        let acc = MemRefAccess::new(ctx, body, o)?;
        let (_, elem, _) = memref_parts(ctx, body, acc.memref)?;
        if matches!(ctx.type_kind(elem), TypeKind::Vector { .. }) {
            return None;
        }
        if with_dim {
            let this = contiguous_access(ctx, body, iv, &acc)?;
            if this != -1 {
                if dim != -1 && dim != this {
                    return None;
                }
                dim = this;
            }
        }
    }
    Some(dim)
}

/// A supported reduction of a loop's iter_arg (upstream `LoopReduction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopReduction {
    /// The `arith::AtomicRMWKind` name (`addf`, `maxs`, ...).
    pub kind: &'static str,
    /// The iter_arg position.
    pub pos: usize,
}

/// Upstream `matchReduction`: the value combined with iter_arg `pos` and the one combiner
/// op, when the iter_arg feeds a single side-effect-free op whose result is yielded at `pos`.
pub fn match_reduction(
    ctx: &Context,
    body: &Body,
    lp: OpId,
    pos: usize,
) -> Option<(ValueId, OpId)> {
    let block = body_block(body, lp)?;
    let args = &body.block_args(block)[1..];
    let carried = *args.get(pos)?;
    let mut uses = body.uses(carried);
    let (combiner, _) = uses.next()?;
    if uses.next().is_some() || body.num_operands(combiner) != 2 {
        return None;
    }
    let reduced = if body.operand(combiner, 0) == carried {
        body.operand(combiner, 1)
    } else {
        body.operand(combiner, 0)
    };
    if depends_on_carried(body, reduced, args, lp) {
        return None;
    }
    let mut combiners = Vec::new();
    let mut cur = combiner;
    while !ctx.op_traits(body.op_name(cur)).has(Traits::TERMINATOR) {
        let results = body.results(cur);
        if !is_memory_effect_free(ctx, body, cur)
            || results.len() != 1
            || body.uses(results[0]).count() != 1
            || body.parent_op(cur) != Some(lp)
        {
            return None;
        }
        combiners.push(cur);
        cur = body.uses(results[0]).next()?.0;
    }
    if combiners.len() != 1 || body.operands(cur).nth(pos) != Some(body.result(combiners[0], 0)) {
        return None;
    }
    Some((reduced, combiners[0]))
}

fn depends_on_carried(body: &Body, v: ValueId, args: &[ValueId], lp: OpId) -> bool {
    let mut stack = vec![v];
    let mut seen = HashSet::new();
    while let Some(x) = stack.pop() {
        if args.contains(&x) {
            return true;
        }
        let Some(d) = body.defining_op(x) else {
            continue;
        };
        if !rmlir_ir::interfaces::is_ancestor(body, lp, d) || !seen.insert(d) {
            continue;
        }
        stack.extend(body.operands(d));
    }
    false
}

/// Upstream `getSupportedReduction`'s kinds, by combiner op.
fn reduction_kind(op_name: &str) -> Option<&'static str> {
    Some(match op_name {
        "arith.addf" => "addf",
        "arith.mulf" => "mulf",
        "arith.addi" => "addi",
        "arith.andi" => "andi",
        "arith.ori" => "ori",
        "arith.muli" => "muli",
        "arith.minimumf" => "minimumf",
        "arith.maximumf" => "maximumf",
        "arith.minsi" => "mins",
        "arith.maxsi" => "maxs",
        "arith.minui" => "minu",
        "arith.maxui" => "maxu",
        _ => return None,
    })
}

/// Upstream `getSupportedReductions`.
pub fn supported_reductions(ctx: &Context, body: &Body, lp: OpId) -> Vec<LoopReduction> {
    let n = body.results(lp).len();
    (0..n)
        .filter_map(|pos| {
            let (_, comb) = match_reduction(ctx, body, lp, pos)?;
            let kind = reduction_kind(name(ctx, body, comb))?;
            Some(LoopReduction { kind, pos })
        })
        .collect()
}

/// Upstream `getNestingDepth`.
pub fn nesting_depth(ctx: &Context, body: &Body, op: OpId) -> usize {
    let mut d = 0;
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        match name(ctx, body, p) {
            "affine.for" => d += 1,
            "affine.parallel" => {
                d += body_block(body, p).map_or(0, |b| body.block_args(b).len());
            }
            _ => {}
        }
        cur = body.parent_op(p);
    }
    d
}

fn is_locally_defined(ctx: &Context, body: &Body, v: ValueId, lp: OpId) -> bool {
    let Some(d) = body.defining_op(v) else {
        return false;
    };
    if has_single_effect(ctx, body, d, Effect::Allocate)
        && d != lp
        && rmlir_ir::interfaces::is_ancestor(body, lp, d)
    {
        return true;
    }
    match rmlir_ir::interfaces::view_like::view_source(ctx, body, d) {
        Some(src) => is_locally_defined(ctx, body, src, lp),
        None => false,
    }
}

/// Upstream `isLoopMemoryParallel`.
pub fn is_loop_memory_parallel(ctx: &Context, body: &Body, lp: OpId) -> bool {
    if body.results(lp).iter().any(|r| {
        matches!(
            ctx.type_kind(body.value_type(*r)),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }) {
        return false;
    }
    let mut accesses = Vec::new();
    for o in body.collect_ops(IrNode::Op(lp), WalkOrder::PostOrder) {
        let n = name(ctx, body, o);
        if let Some(acc) = MemRefAccess::new(ctx, body, o) {
            if !is_locally_defined(ctx, body, acc.memref, lp) {
                accesses.push(acc);
            }
        } else if !matches!(n, "affine.for" | "affine.yield" | "affine.if")
            && !has_single_effect(ctx, body, o, Effect::Allocate)
            && !is_memory_effect_free(ctx, body, o)
        {
            return false;
        }
    }
    let depth = nesting_depth(ctx, body, lp) + 1;
    for src in &accesses {
        for dst in &accesses {
            let r = check_memref_access_dependence(ctx, body, src, dst, depth, None, false);
            if r != DependenceResult::NoDependence {
                return false;
            }
        }
    }
    true
}

/// Upstream `isLoopParallel`: with `reductions`, iter_args that are supported reductions
/// do not prevent parallelism (they are returned).
pub fn is_loop_parallel(
    ctx: &Context,
    body: &Body,
    lp: OpId,
    reductions: Option<&mut Vec<LoopReduction>>,
) -> bool {
    let num_iter = body.results(lp).len();
    match reductions {
        None if num_iter > 0 => return false,
        None => {}
        Some(out) => {
            *out = supported_reductions(ctx, body, lp);
            if out.len() != num_iter {
                return false;
            }
        }
    }
    is_loop_memory_parallel(ctx, body, lp)
}

/// The `affine.for` ops enclosing `block` (innermost first).
pub fn enclosing_fors(ctx: &Context, body: &Body, block: rmlir_ir::BlockId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = body.block_parent_op(block);
    while let Some(p) = cur {
        if is_for(ctx, body, p) {
            out.push(p);
        }
        cur = body.parent_op(p);
    }
    out
}

/// Upstream `makePermutationMap`: for the vectorized loops enclosing `block`, the index
/// (among `indices`) varying along each loop goes to that loop's vector dimension; vector
/// dimensions without one broadcast (`0`). `None` when no vectorized loop encloses it.
pub fn make_permutation_map(
    ctx: &Context,
    body: &Body,
    block: rmlir_ir::BlockId,
    indices: &[ValueId],
    loop_to_dim: &HashMap<OpId, usize>,
) -> Option<AffineMap> {
    let enclosing: Vec<(OpId, usize)> = enclosing_fors(ctx, body, block)
        .into_iter()
        .filter_map(|l| loop_to_dim.get(&l).map(|d| (l, *d)))
        .collect();
    if enclosing.is_empty() {
        return None;
    }
    let mut perm = vec![AffineExpr::constant(0); enclosing.len()];
    for (lp, dim) in enclosing {
        let iv = induction_var(body, lp)?;
        for (k, idx) in indices.iter().enumerate() {
            if !is_access_invariant(ctx, body, iv, *idx) {
                *perm.get_mut(dim)? = AffineExpr::dim(k as u32);
            }
        }
    }
    Some(AffineMap::new(indices.len() as u32, 0, perm))
}
