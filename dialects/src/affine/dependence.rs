//! Upstream MLIR 19's affine dependence analysis (`Analysis/AffineAnalysis.cpp` and the
//! domain builders of `Analysis/AffineStructures.cpp`): iteration domains of affine ops
//! (`getIndexSet`), memref accesses (`MemRefAccess`), `checkMemrefAccessDependence` with
//! its direction vectors, over the flat constraints of [`super::constraints`].
//!
//! The dependence system has upstream's column layout `[src dims, dst dims, symbols,
//! locals, constant]`; it is built directly from both accesses' domains and access maps
//! (the same system upstream reaches by composing access relations).

use super::constraints::{BoundType, FlatAffineConstraints};
use super::normalize::{body_block, for_parts};
use super::simplify::simplify_affine_map;
use super::utils::{
    affine_scope, canonicalize_map_and_operands, constant_int,
    fully_compose_affine_map_and_operands, op_map,
};
use rmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::body::ValueDef;
use rmlir_ir::{AttrKind, BlockId, Body, Context, OpId, RegionId, ValueId};

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// Whether `op` reads memory through an affine map (upstream `AffineReadOpInterface`).
pub fn is_affine_read(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(name(ctx, body, op), "affine.load" | "affine.vector_load")
}

/// Whether `op` writes memory through an affine map (upstream `AffineWriteOpInterface`).
pub fn is_affine_write(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(name(ctx, body, op), "affine.store" | "affine.vector_store")
}

/// Upstream `MemRefAccess`: the op, its memref, its map and map operands.
#[derive(Clone, Debug)]
pub struct MemRefAccess {
    pub op: OpId,
    pub memref: ValueId,
    pub map: AffineMap,
    pub indices: Vec<ValueId>,
    pub is_store: bool,
}

impl MemRefAccess {
    /// The access of an affine load or store (`None` for other ops).
    pub fn new(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        let is_store = is_affine_write(ctx, body, op);
        if !is_store && !is_affine_read(ctx, body, op) {
            return None;
        }
        let mi = usize::from(is_store);
        let ops: Vec<ValueId> = body.operands(op).collect();
        let map = op_map(ctx, body, op)?;
        Some(MemRefAccess {
            op,
            memref: *ops.get(mi)?,
            indices: ops.get(mi + 1..)?.to_vec(),
            map,
            is_store,
        })
    }

    /// Upstream `getAccessMap`: the map composed with the `affine.apply`s of its operands,
    /// simplified and canonicalized.
    pub fn access_map(&self, ctx: &Context, body: &Body) -> (AffineMap, Vec<ValueId>) {
        let mut map = self.map.clone();
        let mut operands = self.indices.clone();
        fully_compose_affine_map_and_operands(ctx, body, &mut map, &mut operands);
        map = simplify_affine_map(&map);
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        (map, operands)
    }

    /// The rank of the accessed memref (the number of access map results).
    pub fn rank(&self) -> usize {
        self.map.num_results()
    }
}

/// The op owning the region, with the affine-scope test of upstream.
fn region_op(body: &Body, r: RegionId) -> Option<OpId> {
    body.region_parent(r)
}

/// Upstream `getEnclosingAffineOps`: the `affine.for`/`affine.if`/`affine.parallel` ops
/// around `op` inside its affine scope, outermost first.
pub fn enclosing_affine_ops(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let scope = affine_scope(ctx, body, op);
    let mut v = Vec::new();
    let mut cur = op;
    while let Some(region) = body.parent_block(cur).and_then(|b| body.block_parent(b)) {
        if Some(region) == scope {
            break;
        }
        let Some(p) = region_op(body, region) else {
            break;
        };
        if matches!(
            name(ctx, body, p),
            "affine.for" | "affine.if" | "affine.parallel"
        ) {
            v.push(p);
        }
        cur = p;
    }
    v.reverse();
    v
}

/// Upstream `getAffineForIVs`: the `affine.for` ops around `op` inside its affine scope,
/// outermost first.
pub fn affine_for_ops(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    enclosing_affine_ops(ctx, body, op)
        .into_iter()
        .filter(|p| name(ctx, body, *p) == "affine.for")
        .collect()
}

/// Upstream `getAffineIVs`: the ivs of the `affine.for` and `affine.parallel` ops around
/// `op` inside its affine scope, outermost first.
pub fn affine_ivs(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    enclosing_affine_ops(ctx, body, op)
        .into_iter()
        .filter(|p| name(ctx, body, *p) != "affine.if")
        .flat_map(|p| loop_ivs(ctx, body, p))
        .collect()
}

/// Upstream `getNumCommonSurroundingLoops` (over the ivs of `affine.for` and
/// `affine.parallel` ops).
pub fn num_common_surrounding_loops(ctx: &Context, body: &Body, a: OpId, b: OpId) -> usize {
    let la = affine_ivs(ctx, body, a);
    let lb = affine_ivs(ctx, body, b);
    la.iter().zip(&lb).take_while(|(x, y)| x == y).count()
}

/// The induction variables of an `affine.for` (one) or `affine.parallel` (all).
pub fn loop_ivs(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let Some(b) = body_block(body, op) else {
        return Vec::new();
    };
    let args = body.block_args(b);
    if name(ctx, body, op) == "affine.for" {
        args.iter().take(1).copied().collect()
    } else {
        args.to_vec()
    }
}

/// The `affine.for` or `affine.parallel` whose induction variable `v` is.
pub fn iv_owner(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    let ValueDef::Arg { block, index } = body.value(v).def else {
        return None;
    };
    let p = body.block_parent_op(block)?;
    match name(ctx, body, p) {
        "affine.for" if index == 0 => Some(p),
        "affine.parallel" => Some(p),
        _ => None,
    }
}

fn if_set(ctx: &Context, body: &Body, op: OpId) -> Option<IntegerSet> {
    match ctx.attr_kind(body.attr(op, ctx.ident("condition"))?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

/// Upstream `FlatAffineValueConstraints` with its builders from affine ops.
#[derive(Clone)]
pub struct ValueConstraints<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub cst: FlatAffineConstraints,
}

impl<'a> ValueConstraints<'a> {
    pub fn new(ctx: &'a Context, body: &'a Body) -> Self {
        ValueConstraints {
            ctx,
            body,
            cst: FlatAffineConstraints::new(),
        }
    }

    /// The position of `v` among the dims and symbols.
    pub fn find(&self, v: ValueId) -> Option<usize> {
        self.cst.values().iter().position(|x| *x == Some(v))
    }

    /// Upstream `addInductionVarOrTerminalSymbol`.
    pub fn add_iv_or_terminal_symbol(&mut self, v: ValueId) -> Option<()> {
        if self.find(v).is_some() {
            return Some(());
        }
        if let Some(owner) = iv_owner(self.ctx, self.body, v) {
            for iv in loop_ivs(self.ctx, self.body, owner) {
                self.cst.append_dim(Some(iv));
            }
            // A failure to add the domain is only a debug warning upstream.
            if name(self.ctx, self.body, owner) == "affine.for" {
                let _ = self.add_for_domain(owner);
            } else {
                let _ = self.add_parallel_domain(owner);
            }
            return Some(());
        }
        let p = self.cst.append_symbol(Some(v));
        if let Some(c) = constant_int(self.ctx, self.body, v) {
            self.cst.add_bound_const(BoundType::Eq, p, c);
        }
        Some(())
    }

    /// `map(operands)` re-expressed over this system's dims and symbols (every operand
    /// must be a variable of the system; upstream `computeAlignedMap`).
    pub fn aligned_map(&self, map: &AffineMap, operands: &[ValueId]) -> Option<AffineMap> {
        let nd = self.cst.num_dims();
        let var = |v: &ValueId| -> Option<AffineExpr> {
            let p = self.find(*v)?;
            Some(if p < nd {
                AffineExpr::dim(p as u32)
            } else {
                AffineExpr::symbol((p - nd) as u32)
            })
        };
        let md = map.num_dims() as usize;
        let dims: Vec<AffineExpr> = operands.get(..md)?.iter().map(var).collect::<Option<_>>()?;
        let syms: Vec<AffineExpr> = operands.get(md..)?.iter().map(var).collect::<Option<_>>()?;
        Some(map.replace_dims_and_symbols(&dims, &syms, nd as u32, self.cst.num_symbols() as u32))
    }

    /// Upstream `addBound(type, pos, map, operands)`: the map is composed, simplified and
    /// canonicalized, its operands added as ivs or terminal symbols.
    pub fn add_bound_with_operands(
        &mut self,
        ty: BoundType,
        pos: usize,
        map: &AffineMap,
        operands: &[ValueId],
    ) -> Option<()> {
        let mut map = map.clone();
        let mut operands = operands.to_vec();
        fully_compose_affine_map_and_operands(self.ctx, self.body, &mut map, &mut operands);
        map = simplify_affine_map(&map);
        canonicalize_map_and_operands(self.ctx, self.body, &mut map, &mut operands);
        for v in &operands {
            self.add_iv_or_terminal_symbol(*v)?;
        }
        let aligned = self.aligned_map(&map, &operands)?;
        self.cst.add_bound_map(ty, pos, &aligned)
    }

    /// Upstream `addAffineForOpDomain`.
    pub fn add_for_domain(&mut self, f: OpId) -> Option<()> {
        let iv = *loop_ivs(self.ctx, self.body, f).first()?;
        let pos = self.find(iv)?;
        let parts = for_parts(self.ctx, self.body, f)?;
        let clb = parts.lb.single_constant_result();
        if parts.step != 1 {
            if let Some(lb) = clb {
                // (iv - lb) = step * q with q = (iv - lb) floordiv step.
                let mut dividend = vec![0; self.cst.num_cols()];
                dividend[pos] = 1;
                *dividend.last_mut()? -= lb;
                self.cst.add_floor_div_local(&dividend, parts.step)?;
                let n = self.cst.num_cols();
                let mut eq = vec![0; n];
                eq[pos] = 1;
                eq[n - 1] = -lb;
                eq[n - 2] = -parts.step;
                self.cst.add_equality(eq);
            }
        }
        match clb {
            Some(c) => self.cst.add_bound_const(BoundType::Lb, pos, c),
            None => self.add_bound_with_operands(BoundType::Lb, pos, &parts.lb, &parts.lbs)?,
        }
        match parts.ub.single_constant_result() {
            Some(c) => {
                self.cst
                    .add_bound_const(BoundType::Ub, pos, c.checked_sub(1)?);
                Some(())
            }
            None => self.add_bound_with_operands(BoundType::Ub, pos, &parts.ub, &parts.ubs),
        }
    }

    /// Upstream `addAffineParallelOpDomain` (constant bounds only, as upstream).
    pub fn add_parallel_domain(&mut self, p: OpId) -> Option<()> {
        let (lb, lg, ub, ug) = super::parallel::bounds(self.ctx, self.body, p)?;
        let ivs = loop_ivs(self.ctx, self.body, p);
        let (mut lo, mut uo) = (0usize, 0usize);
        for (k, iv) in ivs.iter().enumerate() {
            let pos = self.find(*iv)?;
            let (ln, un) = (*lg.get(k)? as usize, *ug.get(k)? as usize);
            if ln == 1 {
                if let Some(c) = lb.results().get(lo).and_then(AffineExpr::as_constant) {
                    self.cst.add_bound_const(BoundType::Lb, pos, c);
                }
            }
            if un == 1 {
                if let Some(c) = ub.results().get(uo).and_then(AffineExpr::as_constant) {
                    self.cst
                        .add_bound_const(BoundType::Ub, pos, c.checked_sub(1)?);
                }
            }
            lo += ln;
            uo += un;
        }
        Some(())
    }

    /// Upstream `addAffineIfOpDomain`: the set's constraints (canonicalized), its operands
    /// merged into the system (new dims and symbols appended).
    pub fn add_if_domain(&mut self, op: OpId) -> Option<()> {
        let set = if_set(self.ctx, self.body, op)?;
        let (nd, ns) = (set.num_dims(), set.num_symbols());
        let mut map = AffineMap::new(nd, ns, set.constraints().to_vec());
        let mut operands: Vec<ValueId> = self.body.operands(op).collect();
        canonicalize_map_and_operands(self.ctx, self.body, &mut map, &mut operands);
        let md = map.num_dims() as usize;
        for (i, v) in operands.iter().enumerate() {
            if self.find(*v).is_none() {
                if i < md {
                    self.cst.append_dim(Some(*v));
                } else {
                    self.cst.append_symbol(Some(*v));
                }
            }
        }
        let aligned = self.aligned_map(&map, &operands)?;
        let rows = self.cst.flatten_aligned_map(&aligned)?;
        for (i, row) in rows.into_iter().enumerate() {
            if set.is_eq(i) {
                self.cst.add_equality(row);
            } else {
                self.cst.add_inequality(row);
            }
        }
        Some(())
    }

    /// Upstream `getIndexSet(ops)`: dims are the ivs of the loops among `ops`, then each
    /// op's domain is added.
    pub fn index_set(ctx: &'a Context, body: &'a Body, ops: &[OpId]) -> Option<Self> {
        let mut s = ValueConstraints::new(ctx, body);
        for &o in ops {
            match name(ctx, body, o) {
                "affine.for" | "affine.parallel" => {
                    for iv in loop_ivs(ctx, body, o) {
                        s.cst.append_dim(Some(iv));
                    }
                }
                "affine.if" => {}
                _ => return None,
            }
        }
        for &o in ops {
            match name(ctx, body, o) {
                "affine.for" => s.add_for_domain(o)?,
                "affine.parallel" => s.add_parallel_domain(o)?,
                _ => s.add_if_domain(o)?,
            }
        }
        Some(s)
    }

    /// Upstream `getOpIndexSet(op)`: the domain of the affine ops around `op`.
    pub fn op_index_set(ctx: &'a Context, body: &'a Body, op: OpId) -> Option<Self> {
        Self::index_set(ctx, body, &enclosing_affine_ops(ctx, body, op))
    }
}

/// Upstream `DependenceResult`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DependenceResult {
    HasDependence,
    NoDependence,
    Failure,
}

/// Upstream `DependenceComponent`: the range of `dst iv - src iv` for a common loop
/// (`None`: unbounded).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DependenceComponent {
    pub op: Option<OpId>,
    pub lb: Option<i64>,
    pub ub: Option<i64>,
}

/// One side of a dependence: its domain with the access's map flattened over it.
struct Side<'a> {
    vc: ValueConstraints<'a>,
    /// The access expressions, rows over `vc`'s columns.
    rows: Vec<Vec<i64>>,
}

fn build_side<'a>(ctx: &'a Context, body: &'a Body, a: &MemRefAccess) -> Option<Side<'a>> {
    let mut vc = ValueConstraints::op_index_set(ctx, body, a.op)?;
    let (map, operands) = a.access_map(ctx, body);
    let md = map.num_dims() as usize;
    for (i, v) in operands.iter().enumerate() {
        if vc.find(*v).is_none() {
            if i < md {
                vc.cst.append_dim(Some(*v));
            } else {
                vc.cst.append_symbol(Some(*v));
            }
        }
    }
    let aligned = vc.aligned_map(&map, &operands)?;
    let rows = vc.cst.flatten_aligned_map(&aligned)?;
    if vc.cst.overflowed() {
        return None;
    }
    Some(Side { vc, rows })
}

/// The dims of a domain that are loop ivs, as upstream's `getNumCommonLoops`: the common
/// prefix of both domains' dims that are the same loop ivs.
fn common_loops(ctx: &Context, body: &Body, src: &Side<'_>, dst: &Side<'_>) -> Vec<Option<OpId>> {
    let (sv, dv) = (src.vc.cst.dim_values(), dst.vc.cst.dim_values());
    let mut out = Vec::new();
    for (a, b) in sv.iter().zip(dv) {
        let (Some(a), Some(b)) = (a, b) else {
            break;
        };
        if a != b {
            break;
        }
        let Some(owner) = iv_owner(ctx, body, *a) else {
            break;
        };
        out.push((name(ctx, body, owner) == "affine.for").then_some(owner));
    }
    out
}

/// The chain of blocks from `op`'s block up to the block of its affine scope.
fn ancestor_blocks(ctx: &Context, body: &Body, op: OpId) -> Vec<BlockId> {
    let scope = affine_scope(ctx, body, op);
    let mut v = Vec::new();
    let mut cur = op;
    while let Some(b) = body.parent_block(cur) {
        v.push(b);
        let r = body.block_parent(b);
        if r.is_none() || r == scope {
            break;
        }
        match r.and_then(|r| region_op(body, r)) {
            Some(p) => cur = p,
            None => break,
        }
    }
    v
}

/// Upstream `getCommonBlockInAffineScope`.
fn common_block(ctx: &Context, body: &Body, a: OpId, b: OpId) -> Option<BlockId> {
    let (x, y) = (ancestor_blocks(ctx, body, a), ancestor_blocks(ctx, body, b));
    let mut common = None;
    for (p, q) in x.iter().rev().zip(y.iter().rev()) {
        if p != q {
            break;
        }
        common = Some(*p);
    }
    common
}

fn ancestor_in_block(body: &Body, block: BlockId, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if body.parent_block(cur) == Some(block) {
            return Some(cur);
        }
        cur = body.parent_op(cur)?;
    }
}

fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

/// Upstream `srcAppearsBeforeDstInAncestralBlock`.
fn src_before_dst(ctx: &Context, body: &Body, src: OpId, dst: OpId) -> bool {
    let Some(block) = common_block(ctx, body, src, dst) else {
        return false;
    };
    match (
        ancestor_in_block(body, block, src),
        ancestor_in_block(body, block, dst),
    ) {
        (Some(a), Some(b)) => is_before_in_block(body, a, b),
        _ => false,
    }
}

/// Upstream `checkMemrefAccessDependence`: whether `dst` depends on `src` at `loop_depth`
/// (`1..=common loops + 1`), with the direction vector in `components` when asked.
pub fn check_memref_access_dependence(
    ctx: &Context,
    body: &Body,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    components: Option<&mut Vec<DependenceComponent>>,
    allow_rar: bool,
) -> DependenceResult {
    dependence_system(ctx, body, src, dst, loop_depth, components, allow_rar).0
}

/// [`check_memref_access_dependence`], also returning the dependence constraints.
pub fn dependence_system(
    ctx: &Context,
    body: &Body,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    components: Option<&mut Vec<DependenceComponent>>,
    allow_rar: bool,
) -> (DependenceResult, Option<FlatAffineConstraints>) {
    dependence_system_rows(
        ctx, body, src, dst, loop_depth, components, allow_rar, false,
    )
}

/// [`dependence_system`]; with `src_first`, the source's domain rows come before the
/// destination's (the row order fusion's slice computation sees).
#[allow(clippy::too_many_arguments)]
pub fn dependence_system_rows(
    ctx: &Context,
    body: &Body,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    components: Option<&mut Vec<DependenceComponent>>,
    allow_rar: bool,
    src_first: bool,
) -> (DependenceResult, Option<FlatAffineConstraints>) {
    use DependenceResult::*;
    if src.memref != dst.memref {
        return (NoDependence, None);
    }
    if !allow_rar && !src.is_store && !dst.is_store {
        return (NoDependence, None);
    }
    if affine_scope(ctx, body, src.op) != affine_scope(ctx, body, dst.op)
        || common_block(ctx, body, src.op, dst.op).is_none()
    {
        return (Failure, None);
    }
    let (Some(s), Some(d)) = (build_side(ctx, body, src), build_side(ctx, body, dst)) else {
        return (Failure, None);
    };
    if s.rows.len() != d.rows.len() {
        return (Failure, None);
    }
    let common = common_loops(ctx, body, &s, &d);
    if !allow_rar && loop_depth > common.len() && !src_before_dst(ctx, body, src.op, dst.op) {
        return (NoDependence, None);
    }
    // The combined system: [src dims, dst dims, symbols (dst's, then src's), locals].
    let (sc, dc) = (&s.vc.cst, &d.vc.cst);
    let mut cst = FlatAffineConstraints::new();
    for v in sc.dim_values().iter().chain(dc.dim_values()) {
        cst.append_dim(*v);
    }
    let mut syms: Vec<Option<ValueId>> = dc.symbol_values().to_vec();
    for v in sc.symbol_values() {
        if v.is_none() || !syms.contains(v) {
            syms.push(*v);
        }
    }
    for v in &syms {
        cst.append_symbol(*v);
    }
    cst.append_locals(sc.num_locals() + dc.num_locals());
    let (nsd, ndd) = (sc.num_dims(), dc.num_dims());
    let nsym = syms.len();
    let n = cst.num_cols();
    // Column maps of both sides.
    let col_map = |c: &FlatAffineConstraints, is_src: bool| -> Vec<usize> {
        let mut m = Vec::with_capacity(c.num_cols());
        for i in 0..c.num_dims() {
            m.push(if is_src { i } else { nsd + i });
        }
        for (k, v) in c.symbol_values().iter().enumerate() {
            let p = if v.is_some() {
                syms.iter().position(|x| x == v).expect("merged symbol")
            } else if is_src {
                // Valueless symbols are distinct: src's come after dst's.
                dc.num_symbols() + k
            } else {
                k
            };
            m.push(nsd + ndd + p);
        }
        let loc0 = nsd + ndd + nsym + if is_src { 0 } else { sc.num_locals() };
        for i in 0..c.num_locals() {
            m.push(loc0 + i);
        }
        m.push(n - 1);
        m
    };
    let (ms, md) = (col_map(sc, true), col_map(dc, false));
    let remap = |row: &[i64], m: &[usize]| -> Vec<i64> {
        let mut r = vec![0; n];
        for (i, v) in row.iter().enumerate() {
            r[m[i]] += v;
        }
        r
    };
    let (first, second) = if src_first {
        ((sc, &ms), (dc, &md))
    } else {
        ((dc, &md), (sc, &ms))
    };
    for row in first.0.equalities() {
        cst.add_equality(remap(row, first.1));
    }
    for row in second.0.equalities() {
        cst.add_equality(remap(row, second.1));
    }
    for (a, b) in s.rows.iter().zip(&d.rows) {
        let (ra, rb) = (remap(a, &ms), remap(b, &md));
        let Some(eq) = ra
            .iter()
            .zip(&rb)
            .map(|(x, y)| x.checked_sub(*y))
            .collect::<Option<Vec<i64>>>()
        else {
            return (Failure, None);
        };
        cst.add_equality(eq);
    }
    for row in first.0.inequalities() {
        cst.add_inequality(remap(row, first.1));
    }
    for row in second.0.inequalities() {
        cst.add_inequality(remap(row, second.1));
    }
    // Ordering: src happens before dst.
    let nc = common.len();
    for i in 0..nc.min(loop_depth) {
        let mut row = vec![0; n];
        row[i] = -1;
        row[nsd + i] = 1;
        if i + 1 == loop_depth {
            row[n - 1] = -1;
            cst.add_inequality(row);
        } else {
            cst.add_equality(row);
        }
    }
    if cst.overflowed() {
        return (Failure, None);
    }
    if cst.is_empty() {
        return (NoDependence, None);
    }
    if let Some(out) = components {
        if nc > 0 {
            let mut dir = cst.clone();
            let nv = dir.num_vars();
            dir.insert_dims(0, nc);
            let w = dir.num_cols();
            for j in 0..nc {
                let mut eq = vec![0; w];
                eq[j] = 1;
                eq[j + nc] = 1;
                eq[j + nc + nsd] = -1;
                dir.add_equality(eq);
            }
            dir.project_out_vars(nc, nv);
            out.clear();
            for (j, op) in common.iter().enumerate() {
                out.push(DependenceComponent {
                    op: *op,
                    lb: dir.constant_bound(BoundType::Lb, j),
                    ub: dir.constant_bound(BoundType::Ub, j),
                });
            }
        }
    }
    (HasDependence, Some(cst))
}

/// Upstream `hasDependence`.
pub fn has_dependence(r: DependenceResult) -> bool {
    r == DependenceResult::HasDependence
}

// ---- loop fusion utilities (upstream `LoopFusionUtils.cpp`) ---------------------------------

/// The memrefs accessed by affine loads and stores in the tree of `op`, with whether one
/// of the accesses is a store.
fn accessed_memrefs(ctx: &Context, body: &Body, op: OpId) -> Vec<(ValueId, bool)> {
    let mut values: Vec<(ValueId, bool)> = Vec::new();
    let mut visit = |o: OpId| {
        if let Some(a) = MemRefAccess::new(ctx, body, o) {
            match values.iter_mut().find(|(m, _)| *m == a.memref) {
                Some(e) => e.1 |= a.is_store,
                None => values.push((a.memref, a.is_store)),
            }
        }
    };
    visit(op);
    for r in body.regions(op) {
        body.walk_region(*r, &mut visit);
    }
    values
}

/// Upstream `isDependentLoadOrStoreOp`.
fn is_dependent_load_or_store(
    ctx: &Context,
    body: &Body,
    op: OpId,
    values: &[(ValueId, bool)],
) -> bool {
    let Some(a) = MemRefAccess::new(ctx, body, op) else {
        return false;
    };
    let found = values.iter().find(|(m, _)| *m == a.memref);
    if a.is_store {
        found.is_some()
    } else {
        found.is_some_and(|(_, st)| *st)
    }
}

fn ops_of_tree(body: &Body, op: OpId) -> Vec<OpId> {
    let mut v = vec![op];
    for r in body.regions(op) {
        body.walk_region(*r, |o| v.push(o));
    }
    v
}

/// Upstream `getFirstDependentOpInRange`.
fn first_dependent_op_in_range(ctx: &Context, body: &Body, a: OpId, b: OpId) -> Option<OpId> {
    let values = accessed_memrefs(ctx, body, a);
    let mut cur = body.next_op(a);
    while let Some(x) = cur {
        if x == b {
            break;
        }
        if ops_of_tree(body, x)
            .into_iter()
            .any(|o| is_dependent_load_or_store(ctx, body, o, &values))
        {
            return Some(x);
        }
        cur = body.next_op(x);
    }
    None
}

/// Upstream `getLastDependentOpInRange`.
fn last_dependent_op_in_range(ctx: &Context, body: &Body, a: OpId, b: OpId) -> Option<OpId> {
    let values = accessed_memrefs(ctx, body, b);
    let mut cur = body.prev_op(b);
    while let Some(x) = cur {
        if x == a {
            break;
        }
        for o in ops_of_tree(body, x) {
            if MemRefAccess::new(ctx, body, o).is_some() {
                if is_dependent_load_or_store(ctx, body, o, &values) {
                    return Some(x);
                }
                continue;
            }
            for r in body.results(o) {
                for (u, _) in body.uses(*r) {
                    if affine_for_ops(ctx, body, u).contains(&b) {
                        return Some(x);
                    }
                }
            }
        }
        cur = body.prev_op(x);
    }
    None
}

/// Upstream `getFusedLoopNestInsertionPoint`: `None` when no insertion point preserves
/// the dependences of the ops between the two loops.
pub fn fused_loop_nest_insertion_point(
    ctx: &Context,
    body: &Body,
    src: OpId,
    dst: OpId,
) -> Option<OpId> {
    let (a, b) = if is_before_in_block(body, src, dst) {
        (src, dst)
    } else {
        (dst, src)
    };
    let first = first_dependent_op_in_range(ctx, body, a, b);
    let last = last_dependent_op_in_range(ctx, body, a, b);
    match (first, last) {
        (Some(f), Some(l)) if f == l || is_before_in_block(body, f, l) => None,
        (Some(f), _) => Some(f),
        (None, _) => Some(b),
    }
}
