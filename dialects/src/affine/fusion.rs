//! `affine-loop-fusion`: upstream MLIR 19's slicing-based producer-consumer fusion of
//! affine loop nests (`LoopFusion.cpp` over the memref dependence graph of
//! `Analysis/Utils.cpp`, `canFuseLoops`/`fuseLoops` and the cost model of
//! `LoopFusionUtils.cpp`).
//!
//! Supported so far: `affine.load`/`affine.store` accesses with pure affine maps, loop
//! bounds that flatten into constraints, slices computed from one dependent pair (or
//! several giving the same slice), slice validity by the fast check or a containment test,
//! private memrefs with constant shapes, sibling (input-reuse) fusion with backward
//! slices (a sibling after the destination nest is not fused), sinking of sequential
//! loops in the destination nest before producer-consumer fusion.

use super::constraints::{BoundType, FlatAffineConstraints};
use super::normalize::{body_block, for_parts, promote_if_single_iteration};
use super::simplify::{flatten_no_locals, simplify_affine_expr, simplify_affine_map};
use super::utils::{
    canonicalize_map_and_operands, constant_int, fully_compose_affine_map_and_operands, map_attr,
    op_map,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::{InsertPoint, OpSpec, ValueDef};
use rmlir_ir::ods::constraints::dense_i32_array;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::types::TypeKind;
use rmlir_ir::{BlockId, Body, Builder, Context, OpId, ValueId};
use std::collections::{BTreeMap, HashMap, HashSet};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

fn is_for(ctx: &Context, body: &Body, op: OpId) -> bool {
    name(ctx, body, op) == "affine.for"
}

// ---- accesses and loops --------------------------------------------------------------------

/// An affine memory access (upstream `MemRefAccess`).
#[derive(Clone)]
struct Access {
    memref: ValueId,
    map: AffineMap,
    operands: Vec<ValueId>,
    is_store: bool,
}

fn is_read(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(name(ctx, body, op), "affine.load" | "affine.vector_load")
}

fn is_write(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(name(ctx, body, op), "affine.store" | "affine.vector_store")
}

fn access(ctx: &Context, body: &Body, op: OpId) -> Option<Access> {
    let ops: Vec<ValueId> = body.operands(op).collect();
    let (mi, is_store) = if is_read(ctx, body, op) {
        (0, false)
    } else if is_write(ctx, body, op) {
        (1, true)
    } else {
        return None;
    };
    let map = op_map(ctx, body, op)?;
    Some(Access {
        memref: *ops.get(mi)?,
        operands: ops.get(mi + 1..)?.to_vec(),
        map,
        is_store,
    })
}

fn memref_of(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    access(ctx, body, op).map(|a| a.memref)
}

/// Upstream `getAffineForIVs`: the enclosing `affine.for`s, outermost first, up to the
/// affine scope.
fn fors_around(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut v = Vec::new();
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        match name(ctx, body, p) {
            "affine.for" => v.push(p),
            "affine.if" => {}
            _ => break,
        }
        cur = body.parent_op(p);
    }
    v.reverse();
    v
}

fn iv(body: &Body, for_op: OpId) -> Option<ValueId> {
    let b = body_block(body, for_op)?;
    body.block_args(b).first().copied()
}

/// Upstream `getForInductionVarOwner`.
fn iv_owner(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    let ValueDef::Arg { block, index: 0 } = body.value(v).def else {
        return None;
    };
    let p = body.block_parent_op(block)?;
    is_for(ctx, body, p).then_some(p)
}

fn ops_in(body: &Body, op: OpId) -> Vec<OpId> {
    let mut v = vec![op];
    for r in body.regions(op) {
        body.walk_region(*r, |o| v.push(o));
    }
    v
}

fn const_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    super::normalize::constant_trip_count(ctx, body, op)
}

// ---- constraint systems ----------------------------------------------------------------------

/// A constraint system whose dims and symbols carry values, built the way upstream's
/// `FlatAffineValueConstraints` users build them.
struct Sys {
    cst: FlatAffineConstraints,
}

impl Sys {
    fn new() -> Self {
        Sys {
            cst: FlatAffineConstraints::new(),
        }
    }

    fn pos(&self, v: ValueId) -> Option<usize> {
        self.cst.values().iter().position(|x| *x == Some(v))
    }

    /// A map's results re-expressed over this system's dims and symbols, its operands
    /// being values of the system.
    fn align(&self, map: &AffineMap, operands: &[ValueId]) -> Option<AffineMap> {
        let nd = self.cst.num_dims();
        let nds = self.cst.num_dims_and_symbols();
        let var = |v: ValueId| -> Option<AffineExpr> {
            let p = self.pos(v)?;
            Some(if p < nd {
                AffineExpr::dim(p as u32)
            } else {
                AffineExpr::symbol((p - nd) as u32)
            })
        };
        let md = map.num_dims() as usize;
        let dims: Vec<AffineExpr> = operands[..md]
            .iter()
            .map(|v| var(*v))
            .collect::<Option<_>>()?;
        let syms: Vec<AffineExpr> = operands[md..]
            .iter()
            .map(|v| var(*v))
            .collect::<Option<_>>()?;
        Some(map.replace_dims_and_symbols(&dims, &syms, nd as u32, (nds - nd) as u32))
    }

    /// Upstream `addInductionVarOrTerminalSymbol`.
    fn add_iv_or_symbol(&mut self, ctx: &Context, body: &Body, v: ValueId) -> Option<()> {
        if self.pos(v).is_some() {
            return Some(());
        }
        if let Some(f) = iv_owner(ctx, body, v) {
            self.cst.append_dim(Some(v));
            self.add_for_domain(ctx, body, f)
        } else {
            let p = self.cst.append_symbol(Some(v));
            if let Some(c) = constant_int(ctx, body, v) {
                self.cst.add_bound_const(BoundType::Eq, p, c);
            }
            Some(())
        }
    }

    /// Upstream `addAffineForOpDomain` (unit steps only).
    fn add_for_domain(&mut self, ctx: &Context, body: &Body, f: OpId) -> Option<()> {
        let parts = for_parts(ctx, body, f)?;
        if parts.step != 1 {
            return None;
        }
        let v = iv(body, f)?;
        if self.pos(v).is_none() {
            self.cst.append_dim(Some(v));
        }
        for o in parts.lbs.iter().chain(&parts.ubs) {
            self.add_iv_or_symbol(ctx, body, *o)?;
        }
        let lb = self.align(&parts.lb, &parts.lbs)?;
        let p = self.pos(v)?;
        self.cst.add_bound_map(BoundType::Lb, p, &lb)?;
        let ub = self.align(&parts.ub, &parts.ubs)?;
        let p = self.pos(v)?;
        self.cst.add_bound_map(BoundType::Ub, p, &ub)?;
        Some(())
    }

    /// A row `sum(coeffs of expr over the system) + constant` (pure affine only).
    fn row(&self, e: &AffineExpr) -> Option<Vec<i64>> {
        let nd = self.cst.num_dims() as u32;
        let ns = self.cst.num_symbols() as u32;
        let flat = flatten_no_locals(e, nd, ns)?;
        let mut row = vec![0; self.cst.num_cols()];
        let nds = (nd + ns) as usize;
        row[..nds].copy_from_slice(&flat[..nds]);
        *row.last_mut()? = *flat.last()?;
        Some(row)
    }

    /// Upstream `addSliceBounds`.
    fn add_slice_bounds(&mut self, s: &Slice) -> Option<()> {
        for (i, v) in s.ivs.iter().enumerate() {
            let Some(p) = self.pos(*v) else {
                continue;
            };
            let (lb, ub) = (&s.lbs[i], &s.ubs[i]);
            if let (Some(l), Some(u)) = (lb, ub) {
                if l.num_results() == 1
                    && u.num_results() == 1
                    && l.results()[0].add_const(1) == u.results()[0]
                {
                    let m = self.align(l, &s.operands)?;
                    let mut row = self.row(&m.results()[0])?;
                    for x in row.iter_mut() {
                        *x = -*x;
                    }
                    row[p] += 1;
                    self.cst.add_equality(row);
                    continue;
                }
            }
            if let Some(l) = lb {
                let m = self.align(l, &s.operands)?;
                self.cst.add_bound_map(BoundType::Lb, p, &m)?;
            }
            if let Some(u) = ub {
                let m = self.align(u, &s.operands)?;
                self.cst.add_bound_map(BoundType::Ub, p, &m)?;
            }
        }
        Some(())
    }
}

// ---- computation slices ---------------------------------------------------------------------

/// Upstream `ComputationSliceState`.
#[derive(Clone, PartialEq)]
struct Slice {
    ivs: Vec<ValueId>,
    lbs: Vec<Option<AffineMap>>,
    ubs: Vec<Option<AffineMap>>,
    operands: Vec<ValueId>,
    /// The block at whose start the slice goes, and its loop.
    insert_block: BlockId,
    insert_parent: OpId,
}

impl Slice {
    /// Upstream `isSliceMaximalFastCheck`.
    fn maximal_fast_check(&self, ctx: &Context, body: &Body) -> Option<bool> {
        for i in 0..self.lbs.len() {
            let (l, u) = (self.lbs[i].as_ref()?, self.ubs[i].as_ref()?);
            if l.num_results() != 1
                || u.num_results() != 1
                || l.results()[0].add_const(1) != u.results()[0]
                || l.results()[0].as_constant().is_some()
            {
                return None;
            }
            let d = l.results()[0].as_dim()?;
            let dst = iv_owner(ctx, body, *self.operands.get(d as usize)?)?;
            let src = iv_owner(ctx, body, self.ivs[i])?;
            let (sp, dp) = (for_parts(ctx, body, src)?, for_parts(ctx, body, dst)?);
            let k = |m: &AffineMap| m.single_constant_result();
            let (sl, su, dl, du) = (k(&sp.lb)?, k(&sp.ub)?, k(&dp.lb)?, k(&dp.ub)?);
            if sl != dl || su != du || sp.step != dp.step {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Upstream `getAsConstraints`.
    fn as_constraints(&self, ctx: &Context, body: &Body) -> Option<Sys> {
        let mut s = Sys::new();
        for v in &self.ivs {
            s.cst.append_dim(Some(*v));
        }
        for v in &self.operands {
            s.cst.append_symbol(Some(*v));
        }
        for v in &self.operands {
            if let Some(f) = iv_owner(ctx, body, *v) {
                s.add_for_domain(ctx, body, f)?;
            } else if let Some(c) = constant_int(ctx, body, *v) {
                let p = s.pos(*v)?;
                s.cst.add_bound_const(BoundType::Eq, p, c);
            }
        }
        s.add_slice_bounds(self)?;
        Some(s)
    }

    /// The source loops' domain and the slice's domain, both over the slice ivs only.
    fn domains(
        &self,
        ctx: &Context,
        body: &Body,
    ) -> Option<(FlatAffineConstraints, FlatAffineConstraints)> {
        let mut src = Sys::new();
        for v in &self.ivs {
            src.cst.append_dim(Some(*v));
        }
        for v in &self.ivs {
            let f = iv_owner(ctx, body, *v)?;
            src.add_for_domain(ctx, body, f)?;
        }
        if src.cst.num_vars() != self.ivs.len() {
            return None;
        }
        let mut slice = self.as_constraints(ctx, body)?;
        // A loop the slice leaves unsliced (no bounds) runs its whole range: upstream's
        // validity check accepts such slices (`should_not_slice_past_slice_barrier`).
        for (i, v) in self.ivs.iter().enumerate() {
            if self.lbs[i].is_none() || self.ubs[i].is_none() {
                let f = iv_owner(ctx, body, *v)?;
                slice.add_for_domain(ctx, body, f)?;
            }
        }
        let n = self.ivs.len();
        let rest = slice.cst.num_vars() - n;
        slice.cst.project_out_vars(n, rest);
        if slice.cst.overflowed() || slice.cst.num_vars() != n {
            return None;
        }
        Some((src.cst, slice.cst))
    }

    /// Upstream `isSliceValid`: fast check, else slice domain ⊆ source domain.
    fn is_valid(&self, ctx: &Context, body: &Body) -> Option<bool> {
        if self.maximal_fast_check(ctx, body) == Some(true) {
            return Some(true);
        }
        let (src, slice) = self.domains(ctx, body)?;
        contained(&slice, &src)
    }

    /// Upstream `isMaximal`: fast check, else the slice domain equals the source domain.
    fn is_maximal(&self, ctx: &Context, body: &Body) -> Option<bool> {
        if let Some(r) = self.maximal_fast_check(ctx, body) {
            return Some(r);
        }
        let (src, slice) = self.domains(ctx, body)?;
        Some(contained(&slice, &src)? && contained(&src, &slice)?)
    }
}

/// Whether every integer point of `a` satisfies every constraint of `b` (same columns):
/// `a ∧ ¬c` is empty for each constraint `c` of `b`.
fn contained(a: &FlatAffineConstraints, b: &FlatAffineConstraints) -> Option<bool> {
    let mut negs: Vec<Vec<i64>> = Vec::new();
    for r in b.inequalities() {
        let mut x: Vec<i64> = r.iter().map(|v| -v).collect();
        *x.last_mut()? -= 1;
        negs.push(x);
    }
    for r in b.equalities() {
        let mut p = r.clone();
        *p.last_mut()? -= 1;
        negs.push(p);
        let mut q: Vec<i64> = r.iter().map(|v| -v).collect();
        *q.last_mut()? -= 1;
        negs.push(q);
    }
    for row in negs {
        if row.len() != a.num_cols() {
            return None;
        }
        let mut t = a.clone();
        t.add_inequality(row);
        if !t.is_empty() {
            return Some(false);
        }
    }
    Some(true)
}

/// Upstream `checkMemrefAccessDependence` followed by `getComputationSliceState` (backward
/// slice at `loop_depth`): `Err` on failure, `Ok(None)` when there is no dependence.
fn pair_slice(
    ctx: &Context,
    body: &Body,
    a: OpId,
    b: OpId,
    loop_depth: usize,
    num_common: usize,
) -> Result<Option<Slice>, ()> {
    use super::dependence::{dependence_system_rows, DependenceResult, MemRefAccess};
    let (sa, sb) = (
        MemRefAccess::new(ctx, body, a).ok_or(())?,
        MemRefAccess::new(ctx, body, b).ok_or(())?,
    );
    let rar = !sa.is_store && !sb.is_store;
    let (res, cst) = dependence_system_rows(ctx, body, &sa, &sb, num_common + 1, None, rar, true);
    let mut cst = match res {
        DependenceResult::Failure => return Err(()),
        DependenceResult::NoDependence => return Ok(None),
        DependenceResult::HasDependence => cst.ok_or(())?,
    };
    let src_loops = fors_around(ctx, body, a);
    let dst_loops = fors_around(ctx, body, b);
    let (ns, nd) = (src_loops.len(), dst_loops.len());
    // The system's dims are the ivs of the affine ops around each access: only loops.
    let dims = cst.dim_values().to_vec();
    let ivs_of =
        |ls: &[OpId]| -> Vec<Option<ValueId>> { ls.iter().map(|l| iv(body, *l)).collect() };
    if dims.len() != ns + nd
        || dims[..ns] != ivs_of(&src_loops)[..]
        || dims[ns..] != ivs_of(&dst_loops)[..]
    {
        return Err(());
    }
    if cst.overflowed() {
        return Err(());
    }
    // The backward slice.
    if loop_depth > nd || loop_depth == 0 {
        return Err(());
    }
    cst.project_out_vars(ns + loop_depth, nd - loop_depth);
    let (mut lbs, mut ubs) = cst.slice_bounds(0, ns);
    if cst.overflowed() {
        return Err(());
    }
    let vals: Vec<ValueId> = cst.values()[..cst.num_dims_and_symbols()]
        .iter()
        .map(|v| v.ok_or(()))
        .collect::<Result<_, ()>>()?;
    let ivs = vals[..ns].to_vec();
    let operands: Vec<ValueId> = vals[ns..].to_vec();
    // Bounds of loops from the first slice fusion barrier on are cleared.
    for (i, l) in src_loops.iter().enumerate() {
        if body.attr(*l, ctx.ident("slice_fusion_barrier")).is_some() {
            for j in i..ns {
                lbs[j] = None;
                ubs[j] = None;
            }
            break;
        }
    }
    let ins = dst_loops[loop_depth - 1];
    Ok(Some(Slice {
        ivs,
        lbs,
        ubs,
        operands,
        insert_block: body_block(body, ins).ok_or(())?,
        insert_parent: ins,
    }))
}

/// Upstream `getInnermostCommonLoopDepth` with the loops.
fn innermost_common_loops(ctx: &Context, body: &Body, ops: &[OpId]) -> Vec<OpId> {
    let nests: Vec<Vec<OpId>> = ops.iter().map(|o| fors_around(ctx, body, *o)).collect();
    let Some(first) = nests.first() else {
        return Vec::new();
    };
    let mut common = Vec::new();
    for (d, l) in first.iter().enumerate() {
        if nests.iter().all(|n| n.get(d) == Some(l)) {
            common.push(*l);
        } else {
            break;
        }
    }
    common
}

enum SliceResult {
    Success(Slice),
    Failure,
}

/// Upstream `computeSliceUnion` (backward slices; unions of differing slices are not
/// supported and fail).
fn slice_union(
    ctx: &Context,
    body: &Body,
    ops_a: &[OpId],
    ops_b: &[OpId],
    loop_depth: usize,
    num_common: usize,
) -> SliceResult {
    let mut union: Option<Slice> = None;
    let mut union_cst: Option<Sys> = None;
    let mut dependent_b: Vec<OpId> = Vec::new();
    for &i in ops_a {
        let Some(ai) = memref_of(ctx, body, i) else {
            return SliceResult::Failure;
        };
        for &j in ops_b {
            if memref_of(ctx, body, j) != Some(ai) {
                continue;
            }
            if loop_depth > fors_around(ctx, body, j).len() {
                return SliceResult::Failure;
            }
            let s = match pair_slice(ctx, body, i, j, loop_depth, num_common) {
                Err(()) => return SliceResult::Failure,
                Ok(None) => continue,
                Ok(Some(s)) => s,
            };
            dependent_b.push(j);
            match &union {
                None => union = Some(s),
                Some(u) if u.lbs == s.lbs && u.ubs == s.ubs && u.operands == s.operands => {}
                Some(u) => {
                    if union_cst.is_none() {
                        union_cst = u.as_constraints(ctx, body);
                    }
                    let (Some(acc), Some(other)) =
                        (union_cst.as_mut(), s.as_constraints(ctx, body))
                    else {
                        return SliceResult::Failure;
                    };
                    if union_slice_systems(&mut acc.cst, &other.cst).is_none() {
                        return SliceResult::Failure;
                    }
                }
            }
        }
    }
    let Some(tmp) = union else {
        return SliceResult::Failure;
    };
    let common = innermost_common_loops(ctx, body, &dependent_b);
    if loop_depth > common.len() {
        return SliceResult::Failure;
    }
    // Round trip through constraints, as upstream's union does.
    let Some(mut s) = union_cst.or_else(|| tmp.as_constraints(ctx, body)) else {
        return SliceResult::Failure;
    };
    let n = tmp.ivs.len();
    // convertLoopIVSymbolsToDims: loop IV symbols become dims, in order.
    let vals: Vec<Option<ValueId>> = s.cst.values().to_vec();
    let nd = s.cst.num_dims();
    let mut order: Vec<usize> = (0..nd).collect();
    let iv_syms: Vec<usize> = (nd..vals.len())
        .filter(|p| vals[*p].is_some_and(|v| iv_owner(ctx, body, v).is_some()))
        .collect();
    order.extend(iv_syms.iter().copied());
    order.extend((nd..vals.len()).filter(|p| !iv_syms.contains(p)));
    let mut c2 = FlatAffineConstraints::new();
    for (k, p) in order.iter().enumerate() {
        if k < nd + iv_syms.len() {
            c2.append_dim(vals[*p]);
        } else {
            c2.append_symbol(vals[*p]);
        }
    }
    c2.append_locals(s.cst.num_locals());
    let perm = |row: &Vec<i64>| -> Vec<i64> {
        let mut r: Vec<i64> = order.iter().map(|p| row[*p]).collect();
        r.extend_from_slice(&row[vals.len()..]);
        r
    };
    for r in s.cst.equalities() {
        c2.add_equality(perm(r));
    }
    for r in s.cst.inequalities() {
        c2.add_inequality(perm(r));
    }
    s.cst = c2;
    let (mut lbs, mut ubs) = s.cst.slice_bounds(0, n);
    // A bound without results leaves the loop unsliced, as no bound does.
    for b in lbs.iter_mut().chain(ubs.iter_mut()) {
        if b.as_ref().is_some_and(|m| m.num_results() == 0) {
            *b = None;
        }
    }
    let all: Vec<ValueId> = s.cst.values().iter().map(|v| v.expect("valued")).collect();
    let slice = Slice {
        ivs: all[..n].to_vec(),
        lbs,
        ubs,
        operands: all[n..].to_vec(),
        insert_block: match body_block(body, common[loop_depth - 1]) {
            Some(b) => b,
            None => return SliceResult::Failure,
        },
        insert_parent: common[loop_depth - 1],
    };
    match slice.is_valid(ctx, body) {
        Some(true) => SliceResult::Success(slice),
        _ => SliceResult::Failure,
    }
}

/// Upstream `gatherLoadsAndStores`: fails on `affine.if`s and non-affine access maps.
fn loads_and_stores(ctx: &Context, body: &Body, f: OpId) -> Option<Vec<OpId>> {
    let mut v = Vec::new();
    for o in ops_in(body, f) {
        if is_read(ctx, body, o) || is_write(ctx, body, o) {
            if access(ctx, body, o)?
                .map
                .results()
                .iter()
                .any(|e| !e.is_pure_affine())
            {
                return None;
            }
            v.push(o);
        } else if name(ctx, body, o) == "affine.if" {
            return None;
        }
    }
    Some(v)
}

/// Upstream `getMaxLoopDepth`: the deepest level at which a producer can be fused into
/// the consumer without breaking the consumer's own dependences on the producer-consumer
/// memrefs.
fn max_loop_depth(ctx: &Context, body: &Body, src_ops: &[OpId], dst_ops: &[OpId]) -> usize {
    use super::dependence::{check_memref_access_dependence, has_dependence, MemRefAccess};
    if dst_ops.is_empty() {
        return 0;
    }
    let stored: HashSet<ValueId> = src_ops
        .iter()
        .filter(|o| is_write(ctx, body, **o))
        .filter_map(|o| memref_of(ctx, body, *o))
        .collect();
    let pc: HashSet<ValueId> = dst_ops
        .iter()
        .filter(|o| is_read(ctx, body, **o))
        .filter_map(|o| memref_of(ctx, body, *o))
        .filter(|m| stored.contains(m))
        .collect();
    let targets: Vec<OpId> = dst_ops
        .iter()
        .filter(|o| memref_of(ctx, body, **o).is_some_and(|m| pc.contains(&m)))
        .copied()
        .collect();
    let mut depth = innermost_common_loops(ctx, body, &targets).len();
    if targets.iter().all(|o| is_read(ctx, body, *o)) {
        return depth;
    }
    let accesses: Vec<MemRefAccess> = targets
        .iter()
        .filter_map(|o| MemRefAccess::new(ctx, body, *o))
        .collect();
    for a in &accesses {
        for b in &accesses {
            let common = innermost_common_loops(ctx, body, &[a.op, b.op]).len();
            for d in 1..=common + 1 {
                if has_dependence(check_memref_access_dependence(
                    ctx, body, a, b, d, None, false,
                )) {
                    depth = depth.min(d - 1);
                    break;
                }
            }
        }
    }
    depth
}

/// Upstream `canFuseLoops` with the producer-consumer strategy (`sibling` = None) or the
/// sibling strategy on a memref; `dst_depth` is absolute.
fn can_fuse_loops(
    ctx: &Context,
    body: &Body,
    src: OpId,
    dst: OpId,
    dst_depth: usize,
    sibling: Option<ValueId>,
) -> Option<Slice> {
    if dst_depth == 0 || body.parent_block(src) != body.parent_block(dst) {
        return None;
    }
    let before = is_before(body, src, dst);
    if !before {
        return None;
    }
    let ops_a = loads_and_stores(ctx, body, src)?;
    let ops_b = loads_and_stores(ctx, body, dst)?;
    if sibling.is_none() && max_loop_depth(ctx, body, &ops_a, &ops_b) < dst_depth {
        return None;
    }
    let num_common = fors_around(ctx, body, src).len();
    let strategy_a: Vec<OpId> = ops_a
        .into_iter()
        .filter(|o| match sibling {
            None => is_write(ctx, body, *o),
            Some(m) => is_read(ctx, body, *o) && memref_of(ctx, body, *o) == Some(m),
        })
        .collect();
    match slice_union(ctx, body, &strategy_a, &ops_b, dst_depth, num_common) {
        SliceResult::Success(s) => Some(s),
        SliceResult::Failure => None,
    }
}

fn is_before(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

// ---- memref regions -------------------------------------------------------------------------

/// Upstream `MemRefRegion`: dims = the memref's dims, symbols = the values it depends on.
struct Region {
    memref: ValueId,
    cst: FlatAffineConstraints,
}

pub(crate) fn memref_shape_elem(
    ctx: &Context,
    ty: rmlir_ir::Type,
) -> Option<(Vec<i64>, rmlir_ir::Type, bool)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            ..
        } => Some((shape.to_vec(), *elem, layout.is_none())),
        _ => None,
    }
}

/// Upstream `getMemRefIntOrFloatEltSizeInBytes`.
pub(crate) fn elt_size(ctx: &Context, ty: rmlir_ir::Type) -> Option<i64> {
    let (_, elem, _) = memref_shape_elem(ctx, ty)?;
    if let Some(w) = ctx.int_or_float_bitwidth(elem) {
        return Some((w as i64 + 7) / 8);
    }
    if let TypeKind::Vector { shape, elem, .. } = ctx.type_kind(elem) {
        let w = ctx.int_or_float_bitwidth(*elem)? as i64;
        return Some(shape.iter().product::<i64>() * ((w + 7) / 8));
    }
    None
}

impl Region {
    /// Upstream `MemRefRegion::compute(op, loopDepth, sliceState)`.
    fn compute(
        ctx: &Context,
        body: &Body,
        op: OpId,
        loop_depth: usize,
        slice: Option<&Slice>,
    ) -> Option<Region> {
        let acc = access(ctx, body, op)?;
        let mut map = acc.map.clone();
        let mut operands = acc.operands.clone();
        fully_compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        map = simplify_affine_map(&map);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        let (shape, _, _) = memref_shape_elem(ctx, body.value_type(acc.memref))?;
        let rank = shape.len();
        let mut s = Sys::new();
        let md = map.num_dims() as usize;
        for v in &operands[..md] {
            s.cst.append_dim(Some(*v));
        }
        let mut sym_ops: Vec<ValueId> = operands[md..].to_vec();
        if let Some(sl) = slice {
            for v in &sl.operands {
                if !operands.contains(v) && !sym_ops.contains(v) {
                    sym_ops.push(*v);
                }
            }
        }
        for v in &sym_ops {
            s.cst.append_symbol(Some(*v));
        }
        let first: Vec<ValueId> = operands.iter().chain(&sym_ops).copied().collect();
        let mut seen = HashSet::new();
        for v in first {
            if !seen.insert(v) {
                continue;
            }
            if let Some(f) = iv_owner(ctx, body, v) {
                s.add_for_domain(ctx, body, f)?;
            } else if let Some(c) = constant_int(ctx, body, v) {
                let p = s.pos(v)?;
                s.cst.add_bound_const(BoundType::Eq, p, c);
            } else if !super::utils::is_valid_symbol(ctx, body, v) {
                return None;
            }
        }
        if let Some(sl) = slice {
            for v in &sl.operands {
                s.add_iv_or_symbol(ctx, body, *v)?;
            }
            s.add_slice_bounds(sl)?;
        }
        // composeMap: the memref dims go first, equal to the access results.
        let aligned = s.align(&map, &operands)?;
        let rows: Vec<Vec<i64>> = aligned
            .results()
            .iter()
            .map(|e| s.row(e))
            .collect::<Option<_>>()?;
        let vals: Vec<Option<ValueId>> = s.cst.values().to_vec();
        let mut c = FlatAffineConstraints::new();
        c.append_dims(rank);
        for v in &vals {
            c.append_symbol(*v);
        }
        let widen = |r: &Vec<i64>| {
            let mut x = vec![0; rank];
            x.extend_from_slice(r);
            x
        };
        for r in s.cst.equalities() {
            c.add_equality(widen(r));
        }
        for r in s.cst.inequalities() {
            c.add_inequality(widen(r));
        }
        for (d, r) in rows.iter().enumerate() {
            let mut x: Vec<i64> = widen(r).iter().map(|v| -v).collect();
            x[d] = 1;
            c.add_equality(x);
        }
        // Project out the IVs other than the outermost `loop_depth` enclosing ones.
        let enclosing: Vec<ValueId> = fors_around(ctx, body, op)
            .iter()
            .take(loop_depth)
            .filter_map(|l| iv(body, *l))
            .collect();
        for v in vals.iter().flatten() {
            if iv_owner(ctx, body, *v).is_some() && !enclosing.contains(v) {
                let p = c.values().iter().position(|x| *x == Some(*v))?;
                c.project_out_vars(p, 1);
            }
        }
        let nds = c.num_dims_and_symbols();
        let nl = c.num_locals();
        c.project_out_vars(nds, nl);
        // constantFoldVarRange over the symbols.
        let mut t = rank;
        for _ in rank..c.num_dims_and_symbols() {
            if !constant_fold_var(&mut c, t) {
                t += 1;
            }
        }
        for (r, sz) in shape.iter().enumerate() {
            c.add_bound_const(BoundType::Lb, r, 0);
            if *sz != rmlir_ir::types::DYNAMIC {
                c.add_bound_const(BoundType::Ub, r, sz - 1);
            }
        }
        c.simplify_trivially();
        if c.overflowed() {
            return None;
        }
        Some(Region {
            memref: acc.memref,
            cst: c,
        })
    }

    /// Upstream `getConstantBoundingSizeAndShape`: (elements, shape, lbs, divisors).
    #[allow(clippy::type_complexity)]
    fn bounding_size_and_shape(
        &self,
        ctx: &Context,
        body: &Body,
    ) -> Option<(i64, Vec<i64>, Vec<Vec<i64>>, Vec<i64>)> {
        let (shape, _, _) = memref_shape_elem(ctx, body.value_type(self.memref))?;
        let mut c = self.cst.clone();
        for (r, sz) in shape.iter().enumerate() {
            c.add_bound_const(BoundType::Lb, r, 0);
            if *sz != rmlir_ir::types::DYNAMIC {
                c.add_bound_const(BoundType::Ub, r, sz - 1);
            }
        }
        let mut n = 1i64;
        let (mut out_shape, mut lbs, mut divs) = (Vec::new(), Vec::new(), Vec::new());
        for (d, &sz) in shape.iter().enumerate() {
            let (diff, lb, div) = match constant_bound_on_dim_size(&c, d) {
                Some(x) => x,
                None => {
                    if sz == rmlir_ir::types::DYNAMIC {
                        return None;
                    }
                    (sz, vec![0; c.num_symbols() + 1], 1)
                }
            };
            n = n.checked_mul(diff)?;
            out_shape.push(diff);
            lbs.push(lb);
            divs.push(div);
        }
        Some((n, out_shape, lbs, divs))
    }

    /// Upstream `getRegionSize`.
    fn size_bytes(&self, ctx: &Context, body: &Body) -> Option<i64> {
        let ty = body.value_type(self.memref);
        let (_, _, identity) = memref_shape_elem(ctx, ty)?;
        if !identity {
            return Some(0);
        }
        let (n, ..) = self.bounding_size_and_shape(ctx, body)?;
        Some(elt_size(ctx, ty)? * n)
    }
}

/// Upstream `constantFoldVar`.
fn constant_fold_var(c: &mut FlatAffineConstraints, pos: usize) -> bool {
    let nv = c.num_vars();
    let Some(row) = c
        .equalities()
        .iter()
        .find(|r| (r[pos] == 1 || r[pos] == -1) && (0..nv).all(|j| j == pos || r[j] == 0))
        .cloned()
    else {
        return false;
    };
    let value = -row[nv] / row[pos];
    let (eqs, ineqs) = c.rows_mut();
    for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
        let k = r[pos];
        if k != 0 {
            let last = r.len() - 1;
            r[last] += k * value;
        }
    }
    c.remove_var_at(pos);
    true
}

/// Upstream `getConstantBoundOnDimSize`: (size, lb over symbols + constant, divisor).
pub(crate) fn constant_bound_on_dim_size(
    c: &FlatAffineConstraints,
    pos: usize,
) -> Option<(i64, Vec<i64>, i64)> {
    dim_size_bounds(c, pos).map(|(size, lb, div, _)| (size, lb, div))
}

/// [`constant_bound_on_dim_size`] also giving the upper bound (symbols + constant, over
/// the same divisor).
fn dim_size_bounds(
    c: &FlatAffineConstraints,
    pos: usize,
) -> Option<(i64, Vec<i64>, i64, Vec<i64>)> {
    let nd = c.num_dims();
    let nds = c.num_dims_and_symbols();
    let ns = c.num_symbols();
    let ncols = c.num_cols();
    // An equality fixing the var in terms of symbols.
    let eq = c
        .equalities()
        .iter()
        .find(|r| (r[pos] == 1 || r[pos] == -1) && (0..nd).all(|j| j == pos || r[j] == 0));
    if let Some(r) = eq {
        if r[nds..ncols - 1].iter().any(|v| *v != 0) {
            return None;
        }
        let v = r[pos];
        let lb: Vec<i64> = (0..=ns)
            .map(|k| {
                let a = r[nd + k];
                if v < 0 {
                    a / -v
                } else {
                    -a / v
                }
            })
            .collect();
        return Some((1, lb.clone(), 1, lb));
    }
    if !c.inequalities().iter().any(|r| r[pos] != 0) {
        return None;
    }
    let ineqs = c.inequalities();
    let other_dims_zero = |r: &Vec<i64>| (0..nd).all(|j| j == pos || r[j] == 0);
    let lbi: Vec<usize> = (0..ineqs.len())
        .filter(|i| ineqs[*i][pos] >= 1 && other_dims_zero(&ineqs[*i]))
        .collect();
    let ubi: Vec<usize> = (0..ineqs.len())
        .filter(|i| ineqs[*i][pos] <= -1 && other_dims_zero(&ineqs[*i]))
        .collect();
    let mut best: Option<(i64, usize, usize)> = None;
    for &u in &ubi {
        for &l in &lbi {
            if (0..ncols - 1).any(|j| ineqs[u][j] != -ineqs[l][j]) {
                continue;
            }
            let num = ineqs[u][ncols - 1] + ineqs[l][ncols - 1] + 1;
            let den = ineqs[l][pos];
            let diff = num.div_euclid(den) + i64::from(num.rem_euclid(den) != 0);
            let diff = diff.max(0);
            if best.is_none_or(|(b, _, _)| diff < b) {
                best = Some((diff, l, u));
            }
        }
    }
    let (diff, l, u) = best?;
    let div = ineqs[l][pos];
    let mut lb: Vec<i64> = (0..=ns).map(|k| -ineqs[l][nd + k]).collect();
    lb[ns] += div - 1;
    let ub: Vec<i64> = (0..=ns).map(|k| ineqs[u][nd + k]).collect();
    Some((diff, lb, div, ub))
}

/// Upstream `compareBounds`: bounds with the same symbolic part compare by their
/// constants; others are incomparable (`None`).
fn compare_bounds(a: &[i64], b: &[i64]) -> Option<std::cmp::Ordering> {
    let n = a.len();
    if n != b.len() || n == 0 || a[..n - 1] != b[..n - 1] {
        return None;
    }
    Some(a[n - 1].cmp(&b[n - 1]))
}

/// Upstream `IntegerRelation::unionBoundingBox` (same variables in both systems, no
/// locals): along each dim, the smaller lower bound and the larger upper bound, plus the
/// constraints the two systems share.
fn union_bounding_box(a: &mut FlatAffineConstraints, b: &FlatAffineConstraints) -> Option<()> {
    use std::cmp::Ordering;
    if a.num_locals() != 0 || b.num_locals() != 0 || a.num_cols() != b.num_cols() {
        return None;
    }
    let nd = a.num_dims();
    let ncols = a.num_cols();
    let common_ineqs: Vec<Vec<i64>> = a
        .inequalities()
        .iter()
        .filter(|r| b.inequalities().contains(r))
        .cloned()
        .collect();
    let common_eqs: Vec<Vec<i64>> = a
        .equalities()
        .iter()
        .filter(|r| b.equalities().contains(r))
        .cloned()
        .collect();
    let mut rows = Vec::with_capacity(2 * nd);
    for d in 0..nd {
        let (_, lb, div, ub) = dim_size_bounds(a, d)?;
        let (_, olb, odiv, oub) = dim_size_bounds(b, d)?;
        if div != odiv || div <= 0 {
            return None;
        }
        let min_lb: Vec<i64> = match compare_bounds(&lb, &olb) {
            Some(Ordering::Less | Ordering::Equal) => {
                let mut v = lb;
                *v.last_mut()? -= div - 1;
                v
            }
            Some(Ordering::Greater) => {
                let mut v = olb;
                *v.last_mut()? -= odiv - 1;
                v
            }
            None => {
                let x = a.constant_bound(BoundType::Lb, d)?;
                let y = b.constant_bound(BoundType::Lb, d)?;
                let mut v = vec![0; lb.len()];
                *v.last_mut()? = x.min(y);
                v
            }
        };
        let max_ub: Vec<i64> = match compare_bounds(&ub, &oub) {
            Some(Ordering::Greater | Ordering::Equal) => ub,
            Some(Ordering::Less) => oub,
            None => {
                let x = a.constant_bound(BoundType::Ub, d)?;
                let y = b.constant_bound(BoundType::Ub, d)?;
                let mut v = vec![0; ub.len()];
                *v.last_mut()? = x.max(y);
                v
            }
        };
        let mut new_lb = vec![0; ncols];
        let mut new_ub = vec![0; ncols];
        new_lb[d] = div;
        new_ub[d] = -div;
        for (k, x) in min_lb.iter().enumerate() {
            new_lb[nd + k] = -x;
        }
        for (k, x) in max_ub.iter().enumerate() {
            new_ub[nd + k] = *x;
        }
        rows.push(new_lb);
        rows.push(new_ub);
    }
    let (eqs, ineqs) = a.rows_mut();
    eqs.clear();
    ineqs.clear();
    ineqs.extend(rows);
    ineqs.extend(common_ineqs);
    eqs.extend(common_eqs);
    a.simplify_trivially();
    if a.overflowed() {
        return None;
    }
    Some(())
}

/// The system `c` over the variables `values` (dims `values[..nd]`, then symbols): the
/// columns of `c` move to their value's position, new variables get zero columns.
fn realign(
    c: &FlatAffineConstraints,
    nd: usize,
    values: &[ValueId],
) -> Option<FlatAffineConstraints> {
    if c.num_locals() != 0 {
        return None;
    }
    let mut r = FlatAffineConstraints::new();
    for (k, v) in values.iter().enumerate() {
        if k < nd {
            r.append_dim(Some(*v));
        } else {
            r.append_symbol(Some(*v));
        }
    }
    let old: Vec<Option<ValueId>> = c.values().to_vec();
    let map: Vec<usize> = old
        .iter()
        .map(|v| values.iter().position(|x| Some(*x) == *v))
        .collect::<Option<_>>()?;
    let n = values.len();
    let conv = |row: &Vec<i64>| -> Vec<i64> {
        let mut out = vec![0; n + 1];
        for (j, p) in map.iter().enumerate() {
            out[*p] = row[j];
        }
        out[n] = *row.last().unwrap_or(&0);
        out
    };
    for e in c.equalities() {
        r.add_equality(conv(e));
    }
    for i in c.inequalities() {
        r.add_inequality(conv(i));
    }
    Some(r)
}

/// Upstream's alignment of two slice systems (`mergeAndAlignVarsWithOther`, same dims)
/// followed by `unionBoundingBox`.
fn union_slice_systems(a: &mut FlatAffineConstraints, b: &FlatAffineConstraints) -> Option<()> {
    let nd = a.num_dims();
    if b.num_dims() != nd || a.values()[..nd] != b.values()[..nd] {
        return None;
    }
    let mut values: Vec<ValueId> = a.values().iter().copied().collect::<Option<_>>()?;
    for v in &b.values()[nd..] {
        let v = (*v)?;
        if !values.contains(&v) {
            values.push(v);
        }
    }
    let mut a2 = realign(a, nd, &values)?;
    let b2 = realign(b, nd, &values)?;
    union_bounding_box(&mut a2, &b2)?;
    *a = a2;
    Some(())
}

// ---- cost model -----------------------------------------------------------------------------

#[derive(Default)]
struct Stats {
    loop_map: HashMap<OpId, Vec<OpId>>,
    op_count: HashMap<OpId, i64>,
    trip_count: HashMap<OpId, i64>,
}

/// Upstream `getLoopNestStats`.
fn loop_nest_stats(ctx: &Context, body: &Body, root: OpId) -> Option<Stats> {
    let mut st = Stats::default();
    for f in ops_in(body, root) {
        if !is_for(ctx, body, f) {
            continue;
        }
        if f != root {
            let p = body.parent_op(f)?;
            if !is_for(ctx, body, p) {
                return None;
            }
            st.loop_map.entry(p).or_default().push(f);
        }
        let b = body_block(body, f)?;
        let n = body
            .block_ops(b)
            .filter(|o| !matches!(name(ctx, body, *o), "affine.for" | "affine.if"))
            .count();
        st.op_count.insert(f, n as i64);
        st.trip_count
            .insert(f, const_trip_count(ctx, body, f)? as i64);
    }
    Some(st)
}

fn compute_cost(
    f: OpId,
    st: &Stats,
    trip_override: Option<&HashMap<OpId, i64>>,
    cost_map: Option<&HashMap<OpId, i64>>,
) -> i64 {
    let mut n = st.op_count.get(&f).copied().unwrap_or(0) - 1;
    if let Some(children) = st.loop_map.get(&f) {
        for c in children {
            n += compute_cost(*c, st, trip_override, cost_map);
        }
    }
    if let Some(extra) = cost_map.and_then(|m| m.get(&f)) {
        n += extra;
    }
    let mut t = st.trip_count.get(&f).copied().unwrap_or(0);
    if let Some(o) = trip_override.and_then(|m| m.get(&f)) {
        t = *o;
    }
    t * n
}

/// Upstream `buildSliceTripCountMap`.
fn slice_trip_counts(ctx: &Context, body: &Body, s: &Slice) -> Option<HashMap<OpId, i64>> {
    let mut m = HashMap::new();
    for (i, v) in s.ivs.iter().enumerate() {
        let f = iv_owner(ctx, body, *v)?;
        match (&s.lbs[i], &s.ubs[i]) {
            (Some(l), Some(u)) if l.num_results() > 0 && u.num_results() > 0 => {
                let (nd, ns) = (
                    l.num_dims().max(u.num_dims()),
                    l.num_symbols().max(u.num_symbols()),
                );
                let diff = simplify_affine_expr(&u.results()[0].sub(&l.results()[0]), nd, ns);
                m.insert(f, diff.as_constant()?);
            }
            _ => {
                let p = for_parts(ctx, body, f)?;
                if let (Some(a), Some(b)) =
                    (p.lb.single_constant_result(), p.ub.single_constant_result())
                {
                    m.insert(f, b - a);
                } else {
                    m.insert(f, const_trip_count(ctx, body, f)? as i64);
                }
            }
        }
    }
    Some(m)
}

/// Upstream `getFusionComputeCost`.
fn fusion_compute_cost(
    ctx: &Context,
    body: &Body,
    src: OpId,
    src_stats: &Stats,
    dst: OpId,
    dst_stats: &Stats,
    s: &Slice,
) -> Option<i64> {
    let trips = slice_trip_counts(ctx, body, s)?;
    let iters: i64 = trips.values().product();
    let mut cost_map: HashMap<OpId, i64> = HashMap::new();
    let parent = s.insert_parent;
    if iters == 1 {
        let mut store_memrefs = Vec::new();
        let mut stores = 0;
        for o in ops_in(body, src) {
            if is_write(ctx, body, o) {
                if let Some(m) = memref_of(ctx, body, o) {
                    if !store_memrefs.contains(&m) {
                        store_memrefs.push(m);
                    }
                }
                stores += 1;
            }
        }
        if stores > 0 {
            cost_map.insert(parent, -stores);
        }
        for m in store_memrefs {
            for (user, _) in body.uses(m) {
                if !is_read(ctx, body, user) {
                    continue;
                }
                if fors_around(ctx, body, user).contains(&parent) {
                    if let Some(p) = body.parent_op(user).filter(|p| is_for(ctx, body, *p)) {
                        *cost_map.entry(p).or_insert(0) -= 1;
                    }
                }
            }
        }
    }
    let slice_cost = compute_cost(src, src_stats, Some(&trips), None);
    cost_map.insert(parent, slice_cost);
    Some(compute_cost(dst, dst_stats, None, Some(&cost_map)))
}

/// Upstream `isFusionProfitable` (the memory footprint check is assumed to pass).
#[allow(clippy::too_many_arguments)]
fn is_fusion_profitable(
    ctx: &Context,
    body: &Body,
    src_op: OpId,
    dst: OpId,
    slices: &[Option<Slice>],
    max_legal: usize,
    tolerance: f64,
) -> Option<usize> {
    if max_legal == 0 {
        return None;
    }
    let src_loops = fors_around(ctx, body, src_op);
    let src_root = *src_loops.first()?;
    let src_stats = loop_nest_stats(ctx, body, src_root)?;
    let dst_stats = loop_nest_stats(ctx, body, dst)?;
    let src_cost = compute_cost(src_root, &src_stats, None, None);
    let src_region = Region::compute(ctx, body, src_op, 0, None)?;
    let src_size = src_region.size_bytes(ctx, body)?;
    let dst_cost = compute_cost(dst, &dst_stats, None, None);
    let mut best: Option<usize> = None;
    let mut max_reduction = 0.0f64;
    for i in (1..=max_legal).rev() {
        let Some(s) = &slices[i - 1] else {
            continue;
        };
        let Some(fused) = fusion_compute_cost(ctx, body, src_root, &src_stats, dst, &dst_stats, s)
        else {
            continue;
        };
        let extra = fused as f64 / (src_cost as f64 + dst_cost as f64) - 1.0;
        let Some(r) = Region::compute(ctx, body, src_op, 0, Some(s)) else {
            continue;
        };
        let Some(sz) = r.size_bytes(ctx, body).filter(|s| *s != 0) else {
            continue;
        };
        let reduction = src_size as f64 / sz as f64;
        if reduction > max_reduction && extra < tolerance {
            max_reduction = reduction;
            best = Some(i);
        }
    }
    best
}

// ---- the dependence graph -------------------------------------------------------------------

#[derive(Clone)]
struct Node {
    op: OpId,
    loads: Vec<OpId>,
    stores: Vec<OpId>,
}

#[derive(Clone, Copy, PartialEq)]
struct Edge {
    id: usize,
    value: ValueId,
}

/// Upstream `MemRefDependenceGraph`.
struct Graph {
    block: BlockId,
    nodes: BTreeMap<usize, Node>,
    next_id: usize,
    in_edges: HashMap<usize, Vec<Edge>>,
    out_edges: HashMap<usize, Vec<Edge>>,
    memref_edge_count: Vec<(ValueId, i64)>,
    is_memref: HashSet<ValueId>,
}

impl Node {
    fn store_count(&self, ctx: &Context, body: &Body, m: ValueId) -> usize {
        self.stores
            .iter()
            .filter(|o| memref_of(ctx, body, **o) == Some(m))
            .count()
    }
    fn load_count(&self, ctx: &Context, body: &Body, m: ValueId) -> usize {
        self.loads
            .iter()
            .filter(|o| memref_of(ctx, body, **o) == Some(m))
            .count()
    }
}

fn collect_loads_stores(ctx: &Context, body: &Body, f: OpId) -> (Vec<OpId>, Vec<OpId>, bool) {
    let (mut l, mut s, mut non_affine_region) = (Vec::new(), Vec::new(), false);
    for o in ops_in(body, f) {
        if is_read(ctx, body, o) {
            l.push(o);
        } else if is_write(ctx, body, o) {
            s.push(o);
        } else if body.num_regions(o) > 0
            && !matches!(
                name(ctx, body, o),
                "affine.for" | "affine.if" | "affine.parallel"
            )
        {
            non_affine_region = true;
        }
    }
    (l, s, non_affine_region)
}

impl Graph {
    fn add_edge(&mut self, src: usize, dst: usize, value: ValueId) {
        if self
            .out_edges
            .get(&src)
            .is_some_and(|es| es.contains(&Edge { id: dst, value }))
        {
            return;
        }
        self.out_edges
            .entry(src)
            .or_default()
            .push(Edge { id: dst, value });
        self.in_edges
            .entry(dst)
            .or_default()
            .push(Edge { id: src, value });
        if self.is_memref.contains(&value) {
            match self.memref_edge_count.iter_mut().find(|(v, _)| *v == value) {
                Some((_, c)) => *c += 1,
                None => self.memref_edge_count.push((value, 1)),
            }
        }
    }

    fn remove_edge(&mut self, src: usize, dst: usize, value: ValueId) {
        if let Some(es) = self.out_edges.get_mut(&src) {
            if let Some(i) = es.iter().position(|e| *e == Edge { id: dst, value }) {
                es.remove(i);
            }
        }
        if let Some(es) = self.in_edges.get_mut(&dst) {
            if let Some(i) = es.iter().position(|e| *e == Edge { id: src, value }) {
                es.remove(i);
                if self.is_memref.contains(&value) {
                    if let Some((_, c)) =
                        self.memref_edge_count.iter_mut().find(|(v, _)| *v == value)
                    {
                        *c -= 1;
                    }
                }
            }
        }
    }

    fn remove_node(&mut self, id: usize) {
        for e in self.in_edges.get(&id).cloned().unwrap_or_default() {
            self.remove_edge(e.id, id, e.value);
        }
        for e in self.out_edges.get(&id).cloned().unwrap_or_default() {
            self.remove_edge(id, e.id, e.value);
        }
        self.in_edges.remove(&id);
        self.out_edges.remove(&id);
        self.nodes.remove(&id);
    }

    fn out_edge_count(&self, id: usize, m: Option<ValueId>) -> usize {
        self.out_edges.get(&id).map_or(0, |es| {
            es.iter().filter(|e| m.is_none_or(|m| e.value == m)).count()
        })
    }

    fn incoming_memref_accesses(&self, ctx: &Context, body: &Body, id: usize, m: ValueId) -> usize {
        self.in_edges.get(&id).map_or(0, |es| {
            es.iter()
                .filter(|e| {
                    e.value == m
                        && self.nodes.get(&e.id).is_some_and(|n| {
                            n.store_count(ctx, body, m) > 0 || n.load_count(ctx, body, m) > 0
                        })
                })
                .count()
        })
    }

    /// Upstream `MemRefDependenceGraph::init`.
    fn build(ctx: &Context, body: &Body, block: BlockId) -> Option<Graph> {
        let mut g = Graph {
            block,
            nodes: BTreeMap::new(),
            next_id: 0,
            in_edges: HashMap::new(),
            out_edges: HashMap::new(),
            memref_edge_count: Vec::new(),
            is_memref: HashSet::new(),
        };
        let mut accesses: Vec<(ValueId, Vec<usize>)> = Vec::new();
        let mut for_node: HashMap<OpId, usize> = HashMap::new();
        let note = |m: ValueId, id: usize, acc: &mut Vec<(ValueId, Vec<usize>)>| match acc
            .iter_mut()
            .find(|(v, _)| *v == m)
        {
            Some((_, ids)) => {
                if !ids.contains(&id) {
                    ids.push(id)
                }
            }
            None => acc.push((m, vec![id])),
        };
        for op in body.block_ops(block).collect::<Vec<_>>() {
            let id = g.next_id;
            if is_for(ctx, body, op) {
                let (loads, stores, bad) = collect_loads_stores(ctx, body, op);
                if bad {
                    return None;
                }
                for l in &loads {
                    note(memref_of(ctx, body, *l)?, id, &mut accesses);
                }
                for s in &stores {
                    note(memref_of(ctx, body, *s)?, id, &mut accesses);
                }
                for_node.insert(op, id);
                g.nodes.insert(id, Node { op, loads, stores });
            } else if is_read(ctx, body, op) {
                note(memref_of(ctx, body, op)?, id, &mut accesses);
                g.nodes.insert(
                    id,
                    Node {
                        op,
                        loads: vec![op],
                        stores: vec![],
                    },
                );
            } else if is_write(ctx, body, op) {
                note(memref_of(ctx, body, op)?, id, &mut accesses);
                g.nodes.insert(
                    id,
                    Node {
                        op,
                        loads: vec![],
                        stores: vec![op],
                    },
                );
            } else if body.num_regions(op) != 0 {
                return None;
            } else if (!body.results(op).is_empty()
                && body.results(op).iter().any(|r| body.has_uses(*r)))
                || !rmlir_ir::rewrite::effects::is_memory_effect_free(ctx, body, op)
            {
                g.nodes.insert(
                    id,
                    Node {
                        op,
                        loads: vec![],
                        stores: vec![],
                    },
                );
            } else {
                continue;
            }
            g.next_id += 1;
        }
        // SSA edges from value producers to the loop nests using them.
        let ids: Vec<usize> = g.nodes.keys().copied().collect();
        for id in ids {
            let n = g.nodes[&id].clone();
            if !n.stores.is_empty() {
                continue;
            }
            for r in body.results(n.op).to_vec() {
                let users: Vec<OpId> = body.uses(r).map(|(u, _)| u).collect();
                for u in users {
                    let loops = fors_around(ctx, body, u);
                    let Some(outer) = loops.first() else {
                        continue;
                    };
                    if body.parent_block(*outer) != Some(block) {
                        continue;
                    }
                    if let Some(dst) = for_node.get(outer) {
                        g.add_edge(id, *dst, r);
                    }
                }
            }
        }
        for (m, _) in &accesses {
            g.is_memref.insert(*m);
        }
        for (m, ids) in &accesses {
            for i in 0..ids.len() {
                let src_store = g.nodes[&ids[i]].store_count(ctx, body, *m) > 0;
                for j in i + 1..ids.len() {
                    let dst_store = g.nodes[&ids[j]].store_count(ctx, body, *m) > 0;
                    if src_store || dst_store {
                        g.add_edge(ids[i], ids[j], *m);
                    }
                }
            }
        }
        Some(g)
    }

    /// The node ids in upstream's `DenseMap<unsigned, Node>` iteration order.
    fn worklist(&self) -> Vec<usize> {
        let mut cap = 64usize;
        while self.next_id * 4 >= cap * 3 {
            cap *= 2;
        }
        let mut ids: Vec<usize> = self.nodes.keys().copied().collect();
        ids.sort_by_key(|k| (k.wrapping_mul(37)) & (cap - 1));
        ids
    }

    /// Upstream `getFusedLoopNestInsertionPoint`.
    fn fused_insertion_point(&self, body: &Body, src: usize, dst: usize) -> Option<OpId> {
        let src_deps: Vec<OpId> = self
            .out_edges
            .get(&src)
            .map(|es| {
                es.iter()
                    .filter(|e| e.id != dst)
                    .map(|e| self.nodes[&e.id].op)
                    .collect()
            })
            .unwrap_or_default();
        let dst_deps: Vec<OpId> = self
            .in_edges
            .get(&dst)
            .map(|es| {
                es.iter()
                    .filter(|e| e.id != src)
                    .map(|e| self.nodes[&e.id].op)
                    .collect()
            })
            .unwrap_or_default();
        let (s, d) = (self.nodes[&src].op, self.nodes[&dst].op);
        let mut first_src: Option<usize> = None;
        let mut last_dst: Option<usize> = None;
        let mut ops = Vec::new();
        let mut cur = body.next_op(s);
        while let Some(o) = cur {
            if o == d {
                break;
            }
            if src_deps.contains(&o) && first_src.is_none() {
                first_src = Some(ops.len());
            }
            if dst_deps.contains(&o) {
                last_dst = Some(ops.len());
            }
            ops.push(o);
            cur = body.next_op(o);
        }
        if let Some(f) = first_src {
            if last_dst.is_some_and(|l| f <= l) {
                return None;
            }
            return Some(ops[f]);
        }
        Some(d)
    }

    /// Upstream `updateEdges(srcId, dstId, privateMemRefs, removeSrcId)`.
    fn update_edges(&mut self, src: usize, dst: usize, private: &[ValueId], remove_src: bool) {
        for e in self.in_edges.get(&src).cloned().unwrap_or_default() {
            if !private.contains(&e.value) {
                self.add_edge(e.id, dst, e.value);
            }
        }
        for e in self.out_edges.get(&src).cloned().unwrap_or_default() {
            if e.id == dst {
                self.remove_edge(src, e.id, e.value);
            } else if remove_src {
                self.add_edge(dst, e.id, e.value);
                self.remove_edge(src, e.id, e.value);
            }
        }
        if !private.is_empty() {
            for e in self.in_edges.get(&dst).cloned().unwrap_or_default() {
                if private.contains(&e.value) {
                    self.remove_edge(e.id, dst, e.value);
                }
            }
        }
    }
}

// ---- transformation -------------------------------------------------------------------------

/// Upstream `isEscapingMemref`.
fn is_escaping_memref(ctx: &Context, body: &Body, m: ValueId, block: BlockId) -> bool {
    let Some(def) = body.defining_op(m) else {
        return true;
    };
    if !matches!(name(ctx, body, def), "memref.alloc" | "memref.alloca") {
        return true;
    }
    body.uses(m).any(|(user, _)| {
        // The user's ancestor in the block's region: users in other blocks of the region
        // are ignored, users outside the region make the memref escape.
        let region = body.block_parent(block);
        let mut a = user;
        loop {
            let pb = body.parent_block(a);
            if pb == Some(block) {
                break;
            }
            if pb.is_some_and(|b| body.block_parent(b) == region) {
                return false;
            }
            match body.parent_op(a) {
                Some(p) => a = p,
                None => return true,
            }
        }
        !(is_read(ctx, body, user)
            || is_write(ctx, body, user)
            || matches!(
                name(ctx, body, user),
                "affine.dma_start" | "affine.dma_wait" | "affine.prefetch"
            ))
    })
}

/// Sets an `affine.for`'s lower or upper bound.
fn set_bound(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    lower: bool,
    map: AffineMap,
    ops: Vec<ValueId>,
) {
    let Some(f) = for_parts(ctx, body, op) else {
        return;
    };
    let (lb, lbs, ub, ubs) = if lower {
        (map, ops, f.ub, f.ubs)
    } else {
        (f.lb, f.lbs, map, ops)
    };
    let operands: Vec<ValueId> = lbs.iter().chain(&ubs).chain(&f.inits).copied().collect();
    body.set_operands(op, &operands);
    let info = ctx.op_info(body.op_name(op)).expect("registered");
    let slot = |n: &str| info.prop_index(n).expect("affine.for property");
    let segs = dense_i32_array(
        ctx,
        &[lbs.len() as i32, ubs.len() as i32, f.inits.len() as i32],
    );
    body.set_prop(op, slot("operandSegmentSizes"), Some(segs));
    body.set_prop(op, slot("lowerBoundMap"), Some(map_attr(ctx, lb)));
    body.set_prop(op, slot("upperBoundMap"), Some(map_attr(ctx, ub)));
}

/// Upstream `fuseLoops`: clones the source nest at the slice's insertion point with the
/// slice bounds, promoting single-iteration slice loops.
fn fuse_loops(ctx: &Context, body: &mut Body, src: OpId, s: &Slice) {
    let mut map = rmlir_ir::ir_clone::IrMapping::default();
    let at = match body.first_op(s.insert_block) {
        Some(o) => InsertPoint::Before(o),
        None => InsertPoint::BlockEnd(s.insert_block),
    };
    body.clone_op_at(src, at, &mut map);
    let mut slice_loops = Vec::new();
    for (i, v) in s.ivs.iter().enumerate() {
        let Some(nv) = map.lookup_value(*v) else {
            continue;
        };
        let Some(f) = iv_owner(ctx, body, nv) else {
            continue;
        };
        slice_loops.push(f);
        if let Some(lb) = &s.lbs[i] {
            let (mut m, mut o) = (lb.clone(), s.operands.clone());
            canonicalize_map_and_operands(ctx, body, &mut m, &mut o);
            set_bound(ctx, body, f, true, m, o);
        }
        if let Some(ub) = &s.ubs[i] {
            let (mut m, mut o) = (ub.clone(), s.operands.clone());
            canonicalize_map_and_operands(ctx, body, &mut m, &mut o);
            set_bound(ctx, body, f, false, m, o);
        }
    }
    for f in slice_loops {
        promote_if_single_iteration(ctx, body, f);
    }
}

/// Upstream `replaceAllMemRefUsesWith` for a private memref: every affine access dominated
/// by `filter` is rewritten to `new` through `remap` (over `extra` then the old indices).
fn replace_memref_uses(
    ctx: &Context,
    body: &mut Body,
    old: ValueId,
    new: ValueId,
    remap: &AffineMap,
    extra: &[ValueId],
    filter: OpId,
) {
    let fblock = body.parent_block(filter);
    let users: Vec<OpId> = body.uses(old).map(|(u, _)| u).collect();
    let mut seen = HashSet::new();
    for user in users {
        if !seen.insert(user) {
            continue;
        }
        // Dominated by `filter`: its ancestor in filter's block is filter or after it.
        let mut a = user;
        let mut ok = false;
        loop {
            if body.parent_block(a) == fblock {
                ok = a == filter || is_before(body, filter, a);
                break;
            }
            match body.parent_op(a) {
                Some(p) => a = p,
                None => break,
            }
        }
        if !ok {
            continue;
        }
        let Some(acc) = access(ctx, body, user) else {
            continue;
        };
        // Upstream applies the old map through one `affine.apply` per result; those stay
        // behind, dead, when the remap went through `affine.apply`s of its own.
        let identity = |m: &AffineMap| *m == AffineMap::multi_dim_identity(m.num_dims());
        if !identity(&acc.map) && !identity(remap) {
            let loc = body.loc(user);
            for e in acc.map.results().to_vec() {
                let m = AffineMap::new(acc.map.num_dims(), acc.map.num_symbols(), vec![e]);
                super::normalize::create_apply(
                    ctx,
                    body,
                    InsertPoint::Before(user),
                    loc,
                    m,
                    &acc.operands,
                );
            }
        }
        // newMap = remap(extra, oldMap(operands)), fully composed and canonicalized.
        let ne = extra.len() as u32;
        let nd = acc.map.num_dims();
        let shifted: Vec<AffineExpr> = acc
            .map
            .results()
            .iter()
            .map(|e| {
                let dims: Vec<AffineExpr> = (0..nd).map(|i| AffineExpr::dim(ne + i)).collect();
                e.replace_dims_and_symbols(&dims, &[])
            })
            .collect();
        let mut inputs: Vec<AffineExpr> = (0..ne).map(AffineExpr::dim).collect();
        inputs.extend(shifted);
        let results: Vec<AffineExpr> = remap
            .results()
            .iter()
            .map(|e| e.replace_dims_and_symbols(&inputs, &[]))
            .collect();
        let mut map = AffineMap::new(ne + nd, acc.map.num_symbols(), results);
        let mut operands: Vec<ValueId> = extra.to_vec();
        operands.extend(acc.operands.iter().copied());
        fully_compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        map = simplify_affine_map(&map);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        // Upstream composes through the `affine.apply`s it created, canonicalizing and
        // simplifying along the way: merge the duplicated operands and simplify again.
        map = simplify_affine_map(&map);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        let mut all: Vec<ValueId> = body.operands(user).collect();
        let mi = if acc.is_store { 1 } else { 0 };
        all.truncate(mi);
        all.push(new);
        all.extend(operands);
        body.set_operands(user, &all);
        let info = ctx.op_info(body.op_name(user)).expect("registered");
        if let Some(slot) = info.prop_index("map") {
            body.set_prop(user, slot, Some(map_attr(ctx, map)));
        }
    }
}

/// Upstream `createPrivateMemRef`.
#[allow(clippy::too_many_arguments)]
fn create_private_memref(
    ctx: &Context,
    body: &mut Body,
    for_op: OpId,
    stores: &[OpId],
    depth: usize,
    fast_space: Option<i64>,
    threshold: u64,
    slice_block: BlockId,
) -> Option<ValueId> {
    let store = stores[0];
    let old = memref_of(ctx, body, store)?;
    let old_ty = body.value_type(old);
    let TypeKind::MemRef {
        elem, memory_space, ..
    } = ctx.type_kind(old_ty).clone()
    else {
        return None;
    };
    let region = Region::compute(ctx, body, store, depth, None)?;
    let (n, shape, lbs, divs) = region.bounding_size_and_shape(ctx, body)?;
    let rank = shape.len();
    let cst = &region.cst;
    let outer: Vec<ValueId> = cst.values()[rank..]
        .iter()
        .map(|v| v.expect("valued"))
        .collect();
    let ncols = cst.num_cols();
    let mut offsets = Vec::new();
    for d in 0..rank {
        let mut off = AffineExpr::constant(0);
        for (j, k) in lbs[d].iter().enumerate().take(ncols - rank - 1) {
            off = off.add(&AffineExpr::dim(j as u32).mul_const(*k));
        }
        off = off
            .add_const(lbs[d][ncols - 1 - rank])
            .floor_div_const(divs[d]);
        offsets.push(off);
    }
    let size = elt_size(ctx, old_ty)? * n;
    let space = match fast_space {
        Some(s) if size as u64 <= threshold => {
            if s == 0 {
                None
            } else {
                Some(ctx.int_attr(ctx.integer_type(64), s))
            }
        }
        _ => memory_space,
    };
    let new_ty = ctx.get_type(TypeKind::MemRef {
        shape: shape.into(),
        elem,
        layout: None,
        memory_space: space,
    });
    // The alloc goes at the start of the region's entry block.
    let region_id = body
        .parent_block(for_op)
        .and_then(|b| body.block_parent(b))?;
    let entry = body.region_blocks(region_id).next()?;
    let at = match body.first_op(entry) {
        Some(o) => InsertPoint::Before(o),
        None => InsertPoint::BlockEnd(entry),
    };
    let loc = body.loc(for_op);
    let mut spec = OpSpec::new(ctx.op_name("memref.alloc"), loc);
    spec.result_types = std::slice::from_ref(&new_ty);
    let info = ctx.op_info(ctx.op_name("memref.alloc"))?;
    if let Some(slot) = info.prop_index("operandSegmentSizes") {
        spec.props.resize(slot + 1, None);
        spec.props[slot] = Some(dense_i32_array(ctx, &[0, 0]));
    }
    let alloc = Builder::at(body, at).create(spec);
    let new = body.result(alloc, 0);
    let no = outer.len() as u32;
    let remap: Vec<AffineExpr> = (0..rank)
        .map(|i| {
            simplify_affine_expr(
                &AffineExpr::dim(no + i as u32).sub(&offsets[i]),
                no + rank as u32,
                0,
            )
        })
        .collect();
    let remap = AffineMap::new(no + rank as u32, 0, remap);
    // The dominance filter: the first ancestor of the stores in the common block.
    let filter = {
        let mut first: Option<OpId> = None;
        for s in stores {
            let mut a = *s;
            while body.parent_block(a) != Some(slice_block) {
                match body.parent_op(a) {
                    Some(p) => a = p,
                    None => break,
                }
            }
            if body.parent_block(a) != Some(slice_block) {
                first = None;
                break;
            }
            first = Some(match first {
                Some(f) if is_before(body, f, a) || f == a => f,
                _ => a,
            });
        }
        first.unwrap_or(for_op)
    };
    replace_memref_uses(ctx, body, old, new, &remap, &outer, filter);
    Some(new)
}

/// The blocks of `r`'s ops' regions (innermost first, ops in post order), then `r`'s.
fn post_order_blocks(body: &Body, r: rmlir_ir::RegionId, out: &mut Vec<BlockId>) {
    for b in body.region_blocks(r).collect::<Vec<_>>() {
        for o in body.block_ops(b).collect::<Vec<_>>() {
            for rr in body.regions(o).to_vec() {
                post_order_blocks(body, rr, out);
            }
        }
    }
    out.extend(body.region_blocks(r));
}

/// Upstream `hasNonAffineUsersOnPath(start, end)`: a memref used in `start` has a user
/// other than an affine load/store strictly between `start` and `end`.
fn has_non_affine_users_on_path(ctx: &Context, body: &Body, start: OpId, end: OpId) -> bool {
    let mut memrefs: Vec<ValueId> = Vec::new();
    for o in ops_in(body, start) {
        for v in body.operands(o) {
            if matches!(ctx.type_kind(body.value_type(v)), TypeKind::MemRef { .. })
                && !memrefs.contains(&v)
            {
                memrefs.push(v);
            }
        }
    }
    let block = body.parent_block(start);
    memrefs.iter().any(|m| {
        body.uses(*m).any(|(user, _)| {
            if is_read(ctx, body, user) || is_write(ctx, body, user) {
                return false;
            }
            let mut a = user;
            while body.parent_block(a) != block {
                match body.parent_op(a) {
                    Some(p) => a = p,
                    None => return false,
                }
            }
            is_before(body, start, a) && is_before(body, a, end)
        })
    })
}

struct Options {
    tolerance: f64,
    fast_space: Option<i64>,
    threshold: u64,
    maximal: bool,
}

struct Greedy<'a> {
    ctx: &'a Context,
    g: Graph,
    o: &'a Options,
}

impl Greedy<'_> {
    fn producer_candidates(&self, body: &Body, dst: usize) -> Vec<usize> {
        let Some(ins) = self.g.in_edges.get(&dst) else {
            return Vec::new();
        };
        let ctx = self.ctx;
        let consumed: HashSet<ValueId> = self.g.nodes[&dst]
            .loads
            .iter()
            .filter_map(|l| memref_of(ctx, body, *l))
            .collect();
        let mut v: Vec<usize> = ins
            .iter()
            .filter(|e| {
                let n = &self.g.nodes[&e.id];
                is_for(ctx, body, n.op)
                    && n.stores
                        .iter()
                        .any(|s| memref_of(ctx, body, *s).is_some_and(|m| consumed.contains(&m)))
            })
            .map(|e| e.id)
            .collect();
        v.sort();
        v.dedup();
        v
    }

    fn perform_fusions_into(&mut self, body: &mut Body, dst: usize, max_src_users: usize) {
        let ctx = self.ctx;
        let Some(dn) = self.g.nodes.get(&dst) else {
            return;
        };
        let dst_op = dn.op;
        if !is_for(ctx, body, dst_op) || !body.results(dst_op).is_empty() {
            return;
        }
        let dst_op = super::loop_utils::sink_sequential_loops(ctx, body, dst_op);
        if let Some(n) = self.g.nodes.get_mut(&dst) {
            n.op = dst_op;
        }
        loop {
            let mut changed = false;
            for src in self.producer_candidates(body, dst).into_iter().rev() {
                if self.try_fuse(body, src, dst, dst_op, max_src_users) {
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn try_fuse(
        &mut self,
        body: &mut Body,
        src: usize,
        dst: usize,
        dst_op: OpId,
        max_src_users: usize,
    ) -> bool {
        let ctx = self.ctx;
        let Some(sn) = self.g.nodes.get(&src).cloned() else {
            return false;
        };
        let src_op = sn.op;
        if !body.results(src_op).is_empty() {
            return false;
        }
        let dn = self.g.nodes[&dst].clone();
        // Producer-consumer memrefs.
        let mut pc: Vec<ValueId> = Vec::new();
        for s in &sn.stores {
            let m = memref_of(ctx, body, *s).unwrap();
            if dn.loads.iter().any(|l| memref_of(ctx, body, *l) == Some(m)) && !pc.contains(&m) {
                pc.push(m);
            }
        }
        if pc
            .iter()
            .any(|m| self.g.out_edge_count(src, Some(*m)) > max_src_users)
        {
            return false;
        }
        let mut escaping: Vec<ValueId> = Vec::new();
        for s in &sn.stores {
            let m = memref_of(ctx, body, *s).unwrap();
            if !escaping.contains(&m) && is_escaping_memref(ctx, body, m, self.g.block) {
                escaping.push(m);
            }
        }
        if is_before(body, src_op, dst_op)
            && has_non_affine_users_on_path(ctx, body, src_op, dst_op)
        {
            return false;
        }
        let Some(ins_point) = self.g.fused_insertion_point(body, src, dst) else {
            return false;
        };
        let num_surrounding = fors_around(ctx, body, dst_op).len();
        let dst_mem_ops: Vec<OpId> = dn
            .loads
            .iter()
            .chain(&dn.stores)
            .filter(|o| memref_of(ctx, body, **o).is_some_and(|m| pc.contains(&m)))
            .copied()
            .collect();
        let depth_test = innermost_common_loops(ctx, body, &dst_mem_ops)
            .len()
            .saturating_sub(num_surrounding);
        let mut slices: Vec<Option<Slice>> = vec![None; depth_test];
        let mut max_legal = 0;
        for i in 1..=depth_test {
            if let Some(s) = can_fuse_loops(ctx, body, src_op, dst_op, i + num_surrounding, None) {
                slices[i - 1] = Some(s);
                max_legal = i;
            }
        }
        if max_legal == 0 {
            return false;
        }
        let mut best = max_legal;
        if !self.o.maximal {
            let producer_stores: Vec<OpId> = sn
                .stores
                .iter()
                .filter(|s| memref_of(ctx, body, **s).is_some_and(|m| pc.contains(&m)))
                .copied()
                .collect();
            if producer_stores.len() == 1 {
                match is_fusion_profitable(
                    ctx,
                    body,
                    producer_stores[0],
                    dst_op,
                    &slices,
                    max_legal,
                    self.o.tolerance,
                ) {
                    Some(d) => best = d,
                    None => return false,
                }
            }
        }
        let Some(slice) = slices[best - 1].clone() else {
            return false;
        };
        // canRemoveSrcNodeAfterFusion.
        let remove_src = {
            let mut ok = true;
            let mut has_out = false;
            for e in self.g.out_edges.get(&src).cloned().unwrap_or_default() {
                let dep = self.g.nodes[&e.id].op;
                if dep == dst_op {
                    continue;
                }
                if body.parent_block(dep) != body.parent_block(dst_op) {
                    ok = false;
                    break;
                }
                if ins_point != dep && !is_before(body, ins_point, dep) {
                    ok = false;
                    break;
                }
                has_out = true;
            }
            if ok && (has_out || !escaping.is_empty()) {
                ok = slice.is_maximal(ctx, body) == Some(true);
            }
            ok
        };
        let mut private: Vec<ValueId> = Vec::new();
        for m in &pc {
            let can = !(escaping.contains(m) && (remove_src || dn.store_count(ctx, body, *m) > 0))
                && self.g.incoming_memref_accesses(ctx, body, src, *m) == 0
                && self.g.out_edge_count(dst, Some(*m)) == 0
                && !(remove_src
                    && self
                        .g
                        .out_edges
                        .get(&src)
                        .is_some_and(|es| es.iter().any(|e| e.value == *m && e.id != dst)));
            if can {
                private.push(*m);
            }
        }
        fuse_loops(ctx, body, src_op, &slice);
        if ins_point != dst_op {
            body.move_op(dst_op, InsertPoint::Before(ins_point));
        }
        self.g.update_edges(src, dst, &private, remove_src);
        if !private.is_empty() {
            let mut per: Vec<(ValueId, Vec<OpId>)> = Vec::new();
            for o in ops_in(body, dst_op) {
                if is_write(ctx, body, o) {
                    let m = memref_of(ctx, body, o).unwrap();
                    if private.contains(&m) {
                        match per.iter_mut().find(|(v, _)| *v == m) {
                            Some((_, l)) => l.push(o),
                            None => per.push((m, vec![o])),
                        }
                    }
                }
            }
            for (_, stores) in per {
                if let Some(new) = create_private_memref(
                    ctx,
                    body,
                    dst_op,
                    &stores,
                    best,
                    self.o.fast_space,
                    self.o.threshold,
                    slice.insert_block,
                ) {
                    let id = self.g.next_id;
                    self.g.next_id += 1;
                    let alloc = body.defining_op(new).unwrap();
                    self.g.nodes.insert(
                        id,
                        Node {
                            op: alloc,
                            loads: vec![],
                            stores: vec![],
                        },
                    );
                    self.g.is_memref.insert(new);
                    self.g.add_edge(id, dst, new);
                }
            }
        }
        let (loads, stores, _) = collect_loads_stores(ctx, body, dst_op);
        if let Some(n) = self.g.nodes.get_mut(&dst) {
            n.loads = loads;
            n.stores = stores;
        }
        if remove_src {
            body.erase_op(src_op);
            self.g.remove_node(src);
        }
        true
    }

    /// Upstream `hasDependencePath`: a path of out edges from `src` reaches `dst`.
    fn has_dependence_path(&self, src: usize, dst: usize) -> bool {
        let mut seen: HashSet<usize> = HashSet::new();
        let mut stack = vec![src];
        while let Some(n) = stack.pop() {
            if !seen.insert(n) {
                continue;
            }
            for e in self
                .g
                .out_edges
                .get(&n)
                .map(|v| v.as_slice())
                .unwrap_or(&[])
            {
                if e.id == dst {
                    return true;
                }
                stack.push(e.id);
            }
        }
        false
    }

    /// `canFuseWithSibNode` of upstream's `findSiblingNodeToFuse`.
    fn can_fuse_with_sibling(&self, body: &Body, sib: usize, dst: usize, m: ValueId) -> bool {
        let ctx = self.ctx;
        let sn = &self.g.nodes[&sib];
        if sn.load_count(ctx, body, m) != 1 {
            return false;
        }
        if self.has_dependence_path(sib, dst) || self.has_dependence_path(dst, sib) {
            return false;
        }
        // `getLoadAndStoreMemrefSet`: the memrefs the sibling both loads and stores.
        let mut accessed: Vec<ValueId> = Vec::new();
        for o in &sn.loads {
            if let Some(v) = memref_of(ctx, body, *o) {
                if !accessed.contains(&v) && sn.store_count(ctx, body, v) > 0 {
                    accessed.push(v);
                }
            }
        }
        if accessed
            .iter()
            .any(|v| self.g.incoming_memref_accesses(ctx, body, sib, *v) > 0)
        {
            return false;
        }
        let stored: HashSet<ValueId> = sn
            .stores
            .iter()
            .filter_map(|o| memref_of(ctx, body, *o))
            .collect();
        stored.len() <= 1
    }

    fn is_memref_value(&self, body: &Body, v: ValueId) -> bool {
        matches!(
            self.ctx.type_kind(body.value_type(v)),
            TypeKind::MemRef { .. }
        )
    }

    /// Upstream `findSiblingNodeToFuse`.
    fn find_sibling(
        &self,
        body: &Body,
        dst: usize,
        visited: &mut HashSet<usize>,
    ) -> Option<(usize, ValueId)> {
        let ctx = self.ctx;
        let dn = &self.g.nodes[&dst];
        let block = self.g.block;
        for arg in body.block_args(block).to_vec() {
            for (user, _) in body.uses(arg).collect::<Vec<_>>() {
                if !is_read(ctx, body, user) {
                    continue;
                }
                let loops = fors_around(ctx, body, user);
                let Some(outer) = loops.iter().find(|l| body.parent_block(**l) == Some(block))
                else {
                    continue;
                };
                let Some((&sib, _)) = self.g.nodes.iter().find(|(_, n)| n.op == *outer) else {
                    continue;
                };
                if sib == dst || visited.contains(&sib) {
                    continue;
                }
                let Some(m) = memref_of(ctx, body, user) else {
                    continue;
                };
                if dn.load_count(ctx, body, m) == 0 {
                    continue;
                }
                if self.can_fuse_with_sibling(body, sib, dst, m) {
                    visited.insert(sib);
                    return Some((sib, m));
                }
            }
        }
        let in_edges: Vec<Edge> = self
            .g
            .in_edges
            .get(&dst)
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .filter(|e| {
                self.is_memref_value(body, e.value)
                    && dn.load_count(ctx, body, e.value) > 0
                    && self.g.nodes[&e.id].store_count(ctx, body, e.value) > 0
            })
            .collect();
        for ie in in_edges {
            let mut cands = Vec::new();
            for oe in self.g.out_edges.get(&ie.id).cloned().unwrap_or_default() {
                if !self.is_memref_value(body, oe.value) || visited.contains(&oe.id) {
                    continue;
                }
                if oe.id == dst || oe.value != ie.value {
                    continue;
                }
                if !is_for(ctx, body, self.g.nodes[&oe.id].op) {
                    continue;
                }
                if self.can_fuse_with_sibling(body, oe.id, dst, oe.value) {
                    cands.push(oe);
                }
            }
            if let Some(first) = cands.first() {
                visited.insert(first.id);
                return Some((first.id, first.value));
            }
        }
        None
    }

    /// Upstream `fuseWithSiblingNodes`.
    fn fuse_with_siblings(&mut self, body: &mut Body, dst: usize) {
        let ctx = self.ctx;
        let mut visited: HashSet<usize> = HashSet::new();
        while let Some((sib, m)) = self.find_sibling(body, dst, &mut visited) {
            let dst_op = self.g.nodes[&dst].op;
            let sib_op = self.g.nodes[&sib].op;
            let ins = if is_before(body, sib_op, dst_op) {
                self.g.fused_insertion_point(body, sib, dst)
            } else {
                self.g.fused_insertion_point(body, dst, sib)
            };
            let Some(ins) = ins else {
                continue;
            };
            let sn = self.g.nodes[&sib].clone();
            let dn = self.g.nodes[&dst].clone();
            let Some(&sib_load) = sn
                .loads
                .iter()
                .find(|o| memref_of(ctx, body, **o) == Some(m))
            else {
                continue;
            };
            let Some(&dst_load) = dn
                .loads
                .iter()
                .find(|o| memref_of(ctx, body, **o) == Some(m))
            else {
                continue;
            };
            let num_surrounding = fors_around(ctx, body, dst_op).len();
            let depth_test = fors_around(ctx, body, dst_load)
                .len()
                .saturating_sub(num_surrounding);
            let mut slices: Vec<Option<Slice>> = vec![None; depth_test];
            let mut max_legal = 0;
            for i in 1..=depth_test {
                if let Some(s) =
                    can_fuse_loops(ctx, body, sib_op, dst_op, i + num_surrounding, Some(m))
                {
                    slices[i - 1] = Some(s);
                    max_legal = i;
                }
            }
            if max_legal == 0 {
                continue;
            }
            let mut best = max_legal;
            if !self.o.maximal {
                match is_fusion_profitable(
                    ctx,
                    body,
                    sib_load,
                    dst_op,
                    &slices,
                    max_legal,
                    self.o.tolerance,
                ) {
                    Some(d) => best = d,
                    None => continue,
                }
            }
            let Some(slice) = slices[best - 1].clone() else {
                continue;
            };
            fuse_loops(ctx, body, sib_op, &slice);
            if ins != dst_op {
                body.move_op(dst_op, InsertPoint::Before(ins));
            }
            // updateStateAfterSiblingFusion.
            for e in self.g.in_edges.get(&sib).cloned().unwrap_or_default() {
                self.g.add_edge(e.id, dst, e.value);
                self.g.remove_edge(e.id, sib, e.value);
            }
            for e in self.g.out_edges.get(&sib).cloned().unwrap_or_default() {
                self.g.add_edge(dst, e.id, e.value);
                self.g.remove_edge(sib, e.id, e.value);
            }
            let (loads, stores, _) = collect_loads_stores(ctx, body, dst_op);
            if let Some(n) = self.g.nodes.get_mut(&dst) {
                n.loads = loads;
                n.stores = stores;
            }
            if self.g.out_edge_count(sib, None) == 0 {
                self.g.remove_node(sib);
                body.erase_op(sib_op);
            }
        }
    }

    /// Upstream `fuseSiblingNodes`.
    fn fuse_siblings(&mut self, body: &mut Body) {
        let mut work = self.g.worklist();
        while let Some(dst) = work.pop() {
            let Some(n) = self.g.nodes.get(&dst) else {
                continue;
            };
            if !is_for(self.ctx, body, n.op) {
                continue;
            }
            self.fuse_with_siblings(body, dst);
        }
    }

    fn fuse_producer_consumer(&mut self, body: &mut Body, max_src_users: usize) {
        let mut work = self.g.worklist();
        while let Some(dst) = work.pop() {
            self.perform_fusions_into(body, dst, max_src_users);
        }
    }

    fn erase_unused_allocs(&mut self, body: &mut Body) {
        for (m, c) in self.g.memref_edge_count.clone() {
            if c > 0 || body.has_uses(m) {
                continue;
            }
            if let Some(op) = body.defining_op(m) {
                if name(self.ctx, body, op) == "memref.alloc" {
                    body.erase_op(op);
                }
            }
        }
    }
}

fn run_on_block(ctx: &Context, body: &mut Body, block: BlockId, o: &Options, mode: &str) {
    let Some(g) = Graph::build(ctx, body, block) else {
        return;
    };
    let mut f = Greedy { ctx, g, o };
    match mode {
        "producer" => f.fuse_producer_consumer(body, usize::MAX),
        "sibling" => f.fuse_siblings(body),
        _ => {
            f.fuse_producer_consumer(body, 1);
            f.fuse_siblings(body);
            f.fuse_producer_consumer(body, usize::MAX);
        }
    }
    f.erase_unused_allocs(body);
}

const ARGUMENT: &str = "affine-loop-fusion";
const DESCRIPTION: &str = "Fuse affine loop nests";

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(LoopFusion {
                options: PassOptions::new()
                    .with(
                        "fusion-compute-tolerance",
                        "Fractional increase in additional computation tolerated while fusing",
                        OptValue::Str("0.30".into()),
                    )
                    .with(
                        "fusion-fast-mem-space",
                        "Faster memory space number to promote fusion buffers to",
                        OptValue::Str(String::new()),
                    )
                    .with(
                        "fusion-local-buf-threshold",
                        "Threshold size (KiB) for promoting local buffers to fast memory space",
                        OptValue::UInt(0),
                    )
                    .with(
                        "fusion-maximal",
                        "Enables maximal loop fusion",
                        OptValue::Bool(false),
                    )
                    .with(
                        "mode",
                        "fusion mode to attempt",
                        OptValue::Enum {
                            value: "greedy",
                            choices: &[
                                (
                                    "greedy",
                                    "Perform greedy (both producer-consumer and sibling)  fusion",
                                ),
                                ("producer", "Perform only producer-consumer fusion"),
                                ("sibling", "Perform only sibling fusion"),
                            ],
                        },
                    ),
            })
        },
    }
}

pub struct LoopFusion {
    options: PassOptions,
}

impl Pass for LoopFusion {
    fn name(&self) -> &'static str {
        "LoopFusion"
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
        let ctx = cx.ctx;
        let opts = &self.options;
        let o = Options {
            tolerance: opts.str("fusion-compute-tolerance").parse().unwrap_or(0.30),
            fast_space: opts.str("fusion-fast-mem-space").parse().ok(),
            threshold: opts.uint("fusion-local-buf-threshold") * 1024,
            maximal: opts.bool("fusion-maximal"),
        };
        let mode = opts.choice("mode").to_string();
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        // Blocks holding at least two `affine.for`s, in post order of their ops.
        let mut blocks = Vec::new();
        for r in body.root_regions().to_vec() {
            post_order_blocks(body, r, &mut blocks);
        }
        for b in blocks {
            if !body.contains_block(b) {
                continue;
            }
            let n = body.block_ops(b).filter(|o| is_for(ctx, body, *o)).count();
            if n >= 2 {
                run_on_block(ctx, body, b, &o, &mode);
            }
        }
        crate::memref::transforms::commit_all(body);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `lo <= d0 <= hi` over one dim.
    fn interval(lo: i64, hi: i64) -> FlatAffineConstraints {
        let mut c = FlatAffineConstraints::new();
        c.append_dims(1);
        c.add_bound_const(BoundType::Lb, 0, lo);
        c.add_bound_const(BoundType::Ub, 0, hi);
        c
    }

    #[test]
    fn containment_of_intervals() {
        assert_eq!(contained(&interval(2, 3), &interval(0, 9)), Some(true));
        assert_eq!(contained(&interval(0, 9), &interval(2, 3)), Some(false));
        assert_eq!(contained(&interval(0, 9), &interval(0, 9)), Some(true));
    }

    #[test]
    fn dim_size_from_an_equality_and_from_bounds() {
        // d0 = s0 + 3: one element at offset s0 + 3.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(1);
        c.append_symbol(None);
        c.add_equality(vec![1, -1, -3]);
        assert_eq!(constant_bound_on_dim_size(&c, 0), Some((1, vec![1, 3], 1)));
        // 4 <= d0 <= 9: six elements from 4.
        assert_eq!(
            constant_bound_on_dim_size(&interval(4, 9), 0),
            Some((6, vec![4], 1))
        );
    }

    #[test]
    fn constant_folding_a_symbol_removes_it() {
        // d0 = s0, s0 = 5.
        let mut c = FlatAffineConstraints::new();
        c.append_dims(1);
        c.append_symbol(None);
        c.add_equality(vec![1, -1, 0]);
        c.add_equality(vec![0, 1, -5]);
        assert!(constant_fold_var(&mut c, 1));
        assert_eq!(c.num_symbols(), 0);
        assert_eq!(c.constant_bound(BoundType::Lb, 0), Some(5));
    }
}
