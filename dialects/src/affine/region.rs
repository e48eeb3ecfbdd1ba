//! Upstream `MemRefRegion` (`Analysis/Utils.cpp`): the region of a memref accessed by an
//! affine load or store, as constraints whose dims are the memref's dims and whose
//! symbols are the outer loop ivs and the other values it depends on; and
//! `boundCheckLoadOrStoreOp` on top of it.

use super::constraints::{BoundType, FlatAffineConstraints};
use super::dependence::{affine_ivs, iv_owner, MemRefAccess, ValueConstraints};
use super::utils::{constant_int, is_valid_symbol};
use rmlir_ir::types::TypeKind;
use rmlir_ir::{Body, Context, OpId, ValueId};

/// Why a region could not be computed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionError {
    /// Upstream reports `getMemRefRegion: compose affine map failed` on the op.
    ComposeFailed,
    /// Another failure (silent upstream).
    Other,
}

/// Upstream `MemRefRegion`.
#[derive(Clone, Debug)]
pub struct MemRefRegion {
    pub memref: ValueId,
    pub write: bool,
    pub cst: FlatAffineConstraints,
}

/// The static shape of a memref type (`None` for other types).
pub fn memref_shape(ctx: &Context, ty: rmlir_ir::Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// Upstream `constantFoldVar`: a variable fixed to a constant by an equality is
/// substituted away.
pub fn constant_fold_var(c: &mut FlatAffineConstraints, pos: usize) -> bool {
    let nv = c.num_vars();
    let Some(row) = c
        .equalities()
        .iter()
        .find(|r| (r[pos] == 1 || r[pos] == -1) && (0..nv).all(|j| j == pos || r[j] == 0))
        .cloned()
    else {
        return false;
    };
    let Some(value) = row[nv].checked_neg().map(|v| v / row[pos]) else {
        return false;
    };
    let (eqs, ineqs) = c.rows_mut();
    for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
        let k = r[pos];
        if k != 0 {
            let last = r.len() - 1;
            r[last] = r[last].saturating_add(k.saturating_mul(value));
        }
    }
    c.remove_var_at(pos);
    true
}

impl MemRefRegion {
    /// Upstream `MemRefRegion::compute(op, loopDepth, nullptr, addMemRefDimBounds)`.
    pub fn compute(
        ctx: &Context,
        body: &Body,
        op: OpId,
        loop_depth: usize,
        add_memref_dim_bounds: bool,
    ) -> Result<MemRefRegion, RegionError> {
        let acc = MemRefAccess::new(ctx, body, op).ok_or(RegionError::Other)?;
        let rank = acc.rank();
        if rank == 0 {
            let ivs = affine_ivs(ctx, body, op);
            let mut cst = FlatAffineConstraints::new();
            for v in ivs.iter().take(loop_depth) {
                cst.append_symbol(Some(*v));
            }
            return Ok(MemRefRegion {
                memref: acc.memref,
                write: acc.is_store,
                cst,
            });
        }
        let (map, operands) = acc.access_map(ctx, body);
        let md = map.num_dims() as usize;
        let mut vc = ValueConstraints::new(ctx, body);
        for v in &operands[..md] {
            vc.cst.append_dim(Some(*v));
        }
        for v in &operands[md..] {
            vc.cst.append_symbol(Some(*v));
        }
        for v in &operands {
            if let Some(owner) = iv_owner(ctx, body, *v) {
                let ok = if ctx.op_name_str(body.op_name(owner)) == "affine.for" {
                    vc.add_for_domain(owner)
                } else {
                    vc.add_parallel_domain(owner)
                };
                ok.ok_or(RegionError::Other)?;
            } else if is_valid_symbol(ctx, body, *v) {
                if let Some(c) = constant_int(ctx, body, *v) {
                    let p = vc.find(*v).ok_or(RegionError::Other)?;
                    vc.cst.add_bound_const(BoundType::Eq, p, c);
                }
            } else {
                return Err(RegionError::Other);
            }
        }
        // composeMap: the memref dims first, equal to the access results.
        let aligned = vc
            .aligned_map(&map, &operands)
            .ok_or(RegionError::ComposeFailed)?;
        let mut cst = vc.cst;
        let rows = cst
            .flatten_aligned_map(&aligned)
            .ok_or(RegionError::ComposeFailed)?;
        cst.insert_dims(0, rank);
        for (r, row) in rows.iter().enumerate() {
            let mut eq = vec![0i64; rank];
            eq.extend(row.iter().map(|v| -v));
            eq[r] = 1;
            cst.add_equality(eq);
        }
        let nds = cst.num_dims_and_symbols();
        cst.set_dim_symbol_separation(nds - rank);
        // Project out the ivs other than the outermost `loop_depth` enclosing ones.
        let enclosing: Vec<ValueId> = affine_ivs(ctx, body, op)
            .into_iter()
            .take(loop_depth)
            .collect();
        let vars: Vec<Option<ValueId>> = cst.values()[rank..].to_vec();
        for v in vars.into_iter().flatten() {
            if iv_owner(ctx, body, v).is_some() && !enclosing.contains(&v) {
                if let Some(p) = cst.values().iter().position(|x| *x == Some(v)) {
                    cst.fm_eliminate(p);
                }
            }
        }
        let nds = cst.num_dims_and_symbols();
        let nl = cst.num_locals();
        cst.project_out_vars(nds, nl);
        // constantFoldVarRange over the symbols.
        let mut t = rank;
        for _ in rank..cst.num_dims_and_symbols() {
            if !constant_fold_var(&mut cst, t) {
                t += 1;
            }
        }
        if add_memref_dim_bounds {
            let shape = memref_shape(ctx, body.value_type(acc.memref)).ok_or(RegionError::Other)?;
            for (r, sz) in shape.iter().enumerate() {
                cst.add_bound_const(BoundType::Lb, r, 0);
                if *sz != rmlir_ir::types::DYNAMIC {
                    cst.add_bound_const(BoundType::Ub, r, sz - 1);
                }
            }
        }
        cst.simplify_trivially();
        if cst.overflowed() {
            return Err(RegionError::Other);
        }
        Ok(MemRefRegion {
            memref: acc.memref,
            write: acc.is_store,
            cst,
        })
    }
}

/// An out-of-bounds access found by [`bound_check_load_or_store`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoundViolation {
    /// `memref out of upper bound access along dimension #N` (1-based).
    Upper(usize),
    /// `memref out of lower bound access along dimension #N` (1-based).
    Lower(usize),
}

/// Upstream `boundCheckLoadOrStoreOp`: the violations in order, or the region failure.
pub fn bound_check_load_or_store(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<Vec<BoundViolation>, RegionError> {
    let region = MemRefRegion::compute(ctx, body, op, 0, false)?;
    let acc = MemRefAccess::new(ctx, body, op).ok_or(RegionError::Other)?;
    let shape = memref_shape(ctx, body.value_type(acc.memref)).ok_or(RegionError::Other)?;
    let mut out = Vec::new();
    for (r, &sz) in shape.iter().enumerate() {
        // Upstream compares the size with -1, not with the dynamic marker (i64::MIN): a
        // dynamic dimension is checked against `d >= i64::MIN`, violated by any point.
        let mut u = region.cst.clone();
        if sz != rmlir_ir::types::DYNAMIC {
            u.add_bound_const(BoundType::Lb, r, sz);
        }
        if !u.is_empty() {
            out.push(BoundViolation::Upper(r + 1));
        }
        let mut l = region.cst.clone();
        l.add_bound_const(BoundType::Ub, r, -1);
        if !l.is_empty() {
            out.push(BoundViolation::Lower(r + 1));
        }
    }
    Ok(out)
}

impl MemRefRegion {
    /// Upstream `getRegionSize`: bytes of the constant bounding box (0 for a memref with a
    /// non-identity layout, as upstream returns `false`).
    pub fn size_bytes(&self, ctx: &Context, body: &Body) -> Option<i64> {
        let ty = body.value_type(self.memref);
        let (shape, _, identity) = super::fusion::memref_shape_elem(ctx, ty)?;
        if !identity {
            return Some(0);
        }
        let mut c = self.cst.clone();
        for (r, sz) in shape.iter().enumerate() {
            c.add_bound_const(BoundType::Lb, r, 0);
            if *sz != rmlir_ir::types::DYNAMIC {
                c.add_bound_const(BoundType::Ub, r, sz - 1);
            }
        }
        let mut n = 1i64;
        for (d, &sz) in shape.iter().enumerate() {
            let diff = match super::fusion::constant_bound_on_dim_size(&c, d) {
                Some((diff, _, _)) => diff,
                None if sz == rmlir_ir::types::DYNAMIC => return None,
                None => sz,
            };
            n = n.checked_mul(diff)?;
        }
        super::fusion::elt_size(ctx, ty)?.checked_mul(n)
    }

    /// Upstream `unionBoundingBox`, for identical regions and for boxes with constant
    /// bounds in every dimension (`None` otherwise).
    pub fn union_bounding_box(&mut self, other: &MemRefRegion) -> Option<()> {
        if self.cst == other.cst {
            return Some(());
        }
        let rank = self.cst.num_dims();
        if other.cst.num_dims() != rank {
            return None;
        }
        let mut bounds = Vec::with_capacity(rank);
        for d in 0..rank {
            let lb = self
                .cst
                .constant_bound(BoundType::Lb, d)?
                .min(other.cst.constant_bound(BoundType::Lb, d)?);
            let ub = self
                .cst
                .constant_bound(BoundType::Ub, d)?
                .max(other.cst.constant_bound(BoundType::Ub, d)?);
            bounds.push((lb, ub));
        }
        let mut c = FlatAffineConstraints::new();
        c.append_dims(rank);
        for (d, (lb, ub)) in bounds.into_iter().enumerate() {
            c.add_bound_const(BoundType::Lb, d, lb);
            c.add_bound_const(BoundType::Ub, d, ub);
        }
        self.cst = c;
        Some(())
    }
}

/// Upstream `getNestingDepth`: the `affine.for`/`affine.parallel` ops around `op`.
pub fn nesting_depth(ctx: &Context, body: &Body, op: OpId) -> usize {
    let mut n = 0;
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if matches!(
            ctx.op_name_str(body.op_name(p)),
            "affine.for" | "affine.parallel"
        ) {
            n += 1;
        }
        cur = body.parent_op(p);
    }
    n
}

/// Upstream `getMemoryFootprintBytes(forOp, memorySpace = 0)`: the bytes of the union of
/// the regions accessed in the loop nest, per memref (`None` when a region or union could
/// not be computed).
pub fn memory_footprint_bytes(ctx: &Context, body: &Body, for_op: OpId) -> Option<i64> {
    let depth = body
        .parent_block(for_op)
        .and_then(|b| body.block_ops(b).next())
        .map_or(0, |first| nesting_depth(ctx, body, first));
    let mut ops = vec![for_op];
    for r in body.regions(for_op) {
        body.walk_region(*r, |o| ops.push(o));
    }
    let mut regions: Vec<MemRefRegion> = Vec::new();
    for o in ops {
        if MemRefAccess::new(ctx, body, o).is_none() {
            continue;
        }
        let region = MemRefRegion::compute(ctx, body, o, depth, true).ok()?;
        match regions.iter_mut().find(|r| r.memref == region.memref) {
            Some(r) => r.union_bounding_box(&region)?,
            None => regions.push(region),
        }
    }
    let mut total = 0i64;
    for r in &regions {
        total = total.checked_add(r.size_bytes(ctx, body)?)?;
    }
    Some(total)
}
