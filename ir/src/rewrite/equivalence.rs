//! Structural equivalence of ops (upstream's `OperationEquivalence` with
//! `IgnoreLocations`): the hash and equality CSE and block merging use.

use crate::body::{BlockId, Body, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use rustc_hash::FxHashMap as HashMap;
use rustc_hash::FxHasher;
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

fn hash_one<T: Hash>(t: &T) -> u64 {
    let mut h = FxHasher::default();
    t.hash(&mut h);
    h.finish()
}

/// Upstream's `OperationEquivalence::computeHash` ignoring locations and results: name,
/// discardable attributes, result types, properties, and (when `hash_operands`) the operand
/// values, order-insensitively for commutative ops. Regions are not hashed.
pub fn op_hash(ctx: &Context, body: &Body, op: OpId, hash_operands: bool) -> u64 {
    let d = body.op(op);
    let mut h = FxHasher::default();
    d.name.hash(&mut h);
    d.attrs().hash(&mut h);
    for r in body.results(op) {
        body.value_type(*r).hash(&mut h);
    }
    let set = d
        .props
        .iter()
        .rposition(|p| p.is_some())
        .map_or(0, |i| i + 1);
    d.props[..set].hash(&mut h);
    if hash_operands && body.num_operands(op) > 0 {
        if ctx.op_traits(d.name).has(Traits::COMMUTATIVE) {
            let sum = body
                .operands(op)
                .fold(0u64, |acc, v| acc.wrapping_add(hash_one(&v)));
            sum.hash(&mut h);
        } else {
            for v in body.operands(op) {
                v.hash(&mut h);
            }
        }
    }
    h.finish()
}

/// Whether the op-level data of `a` and `b` match: name, discardable attributes, number of
/// regions, successors, operands and results, and properties.
fn same_shape(body: &Body, a: OpId, b: OpId) -> bool {
    let (da, db) = (body.op(a), body.op(b));
    da.name == db.name
        && da.attrs() == db.attrs()
        && body.num_regions(a) == body.num_regions(b)
        && body.successors(a).len() == body.successors(b).len()
        && body.num_operands(a) == body.num_operands(b)
        && body.results(a).len() == body.results(b).len()
        && props_equal(&da.props, &db.props)
}

/// Property lists compare equal ignoring trailing unset slots.
fn props_equal(a: &[Option<crate::Attribute>], b: &[Option<crate::Attribute>]) -> bool {
    let n = a.len().max(b.len());
    (0..n).all(|i| a.get(i).copied().flatten() == b.get(i).copied().flatten())
}

/// Upstream's `OperationEquivalence::isEquivalentTo(lhs, rhs, IgnoreLocations)`: same
/// shape, operands equal (or corresponding values defined inside the compared regions),
/// equal result types, and equivalent regions. Isolated ops are only equivalent to
/// themselves.
pub fn ops_equivalent(ctx: &Context, body: &Body, lhs: OpId, rhs: OpId) -> bool {
    if lhs == rhs {
        return true;
    }
    let mut map: HashMap<ValueId, ValueId> = HashMap::default();
    let mut blocks: HashMap<BlockId, BlockId> = HashMap::default();
    let mut stack: Vec<(OpId, OpId)> = vec![(lhs, rhs)];
    while let Some((a, b)) = stack.pop() {
        if a != b && !op_level_equivalent(ctx, body, a, b, &mut map) {
            return false;
        }
        if body.is_isolated(a) || body.is_isolated(b) {
            if a != b {
                return false;
            }
            continue;
        }
        let ra: SmallVec<[RegionId; 2]> = body.regions(a).into();
        let rb: SmallVec<[RegionId; 2]> = body.regions(b).into();
        let mut pending: Vec<(OpId, OpId)> = Vec::new();
        for (x, y) in ra.iter().zip(rb.iter()) {
            if !regions_match(body, *x, *y, &mut map, &mut blocks, &mut pending) {
                return false;
            }
        }
        // Nested op pairs in program order: pop the first first.
        stack.extend(pending.into_iter().rev());
    }
    true
}

/// Shape, operands and result types of one pair; marks the results equivalent.
fn op_level_equivalent(
    ctx: &Context,
    body: &Body,
    a: OpId,
    b: OpId,
    map: &mut HashMap<ValueId, ValueId>,
) -> bool {
    if !same_shape(body, a, b) {
        return false;
    }
    // Commutative ops compare their operands as sorted lists (upstream sorts by value
    // address; any fixed order of values gives the same answer).
    let mut xs: SmallVec<[ValueId; 4]> = body.operands(a).collect();
    let mut ys: SmallVec<[ValueId; 4]> = body.operands(b).collect();
    if ctx.op_traits(body.op_name(a)).has(Traits::COMMUTATIVE) {
        xs.sort_unstable();
        ys.sort_unstable();
    }
    for (&x, &y) in xs.iter().zip(ys.iter()) {
        if x == y {
            continue;
        }
        if body.value_type(x) != body.value_type(y) {
            return false;
        }
        if map.get(&x) != Some(&y) {
            return false;
        }
    }
    for (x, y) in body.results(a).iter().zip(body.results(b)) {
        if body.value_type(*x) != body.value_type(*y) {
            return false;
        }
        map.insert(*x, *y);
    }
    true
}

/// Block structure of two regions: same number of blocks, arguments of equal types (marked
/// equivalent), same number of ops per block, successors mapped consistently. The op pairs
/// are appended to `pending`.
fn regions_match(
    body: &Body,
    x: RegionId,
    y: RegionId,
    map: &mut HashMap<ValueId, ValueId>,
    blocks: &mut HashMap<BlockId, BlockId>,
    pending: &mut Vec<(OpId, OpId)>,
) -> bool {
    let bx: SmallVec<[BlockId; 4]> = body.region_blocks(x).collect();
    let by: SmallVec<[BlockId; 4]> = body.region_blocks(y).collect();
    if bx.len() != by.len() {
        return false;
    }
    for (p, q) in bx.iter().zip(by.iter()) {
        let (ap, aq) = (body.block_args(*p), body.block_args(*q));
        if ap.len() != aq.len() {
            return false;
        }
        if *blocks.entry(*p).or_insert(*q) != *q {
            return false;
        }
        for (u, v) in ap.iter().zip(aq) {
            if body.value_type(*u) != body.value_type(*v) {
                return false;
            }
            map.insert(*u, *v);
        }
        let op: SmallVec<[OpId; 8]> = body.block_ops(*p).collect();
        let oq: SmallVec<[OpId; 8]> = body.block_ops(*q).collect();
        if op.len() != oq.len() {
            return false;
        }
        for (s, t) in op.iter().zip(oq.iter()) {
            for (u, v) in body.successors(*s).iter().zip(body.successors(*t)) {
                if *blocks.entry(*u).or_insert(*v) != *v {
                    return false;
                }
            }
            pending.push((*s, *t));
        }
    }
    true
}

/// Equivalence for block merging (upstream's `isEquivalentTo` with
/// `ignoreValueEquivalence`): same shape and result types; operands and regions are not
/// compared here (block merging rejects ops with non-empty regions itself).
pub(crate) fn ops_equivalent_ignoring_values(body: &Body, a: OpId, b: OpId) -> bool {
    if a == b {
        return true;
    }
    same_shape(body, a, b)
        && body
            .results(a)
            .iter()
            .zip(body.results(b))
            .all(|(x, y)| body.value_type(*x) == body.value_type(*y))
        && body
            .operands(a)
            .zip(body.operands(b))
            .all(|(x, y)| x == y || body.value_type(x) == body.value_type(y))
}
