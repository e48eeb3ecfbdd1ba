//! Cloning IR (within a body or into another one) and moving IR between bodies.
//!
//! * **Clone** ([`Body::clone_op`], [`Body::clone_op_into`], [`Body::clone_region_into`],
//!   [`Body::clone_region_to`]) copies an op or a region's blocks, deeply: inline regions are
//!   re-created entity by entity, and the bodies of nested isolated ops are copied whole with
//!   [`Body::deep_clone`] (same ids inside, so no remapping is needed there). An [`IrMapping`]
//!   that the caller may pre-seed maps values and blocks: operands and successors of the copy
//!   go through it; on return it also maps every copied op, block and value to its copy.
//!   Within one body, an unmapped operand defined outside the copied tree keeps its value (as
//!   upstream). Into another body that is impossible (ids are body-local), so the clone is
//!   rejected with [`IrTransferError::UnmappedValue`] / [`IrTransferError::UnmappedBlock`]
//!   before anything is created.
//! * **Move** ([`Body::move_to`]) is the one API that transfers IR from body A to body B
//!   (outlining, inlining, wrapping ops into a new module): the entities are re-created in B,
//!   erased in A, and the old→new id map is returned. It is rejected, with nothing changed,
//!   when the moved tree uses a value (or branches to a block) from outside that the caller did
//!   not map, or when a value defined in the moved tree is used outside it. Nested isolated
//!   bodies are moved, not copied (O(1) each).
//! * Moving an isolated op's *whole* body to another isolated op (`func.func` → `llvm.func`)
//!   needs no re-creation at all: [`Body::take_isolated_body`] + [`Body::create_isolated_op`]
//!   is an O(1) `Box` move, and every id inside stays valid. Use it whenever the thing to move
//!   is exactly the body of an isolated op; use [`Body::move_to`] for anything else.

use crate::attributes::{Attribute, Location, NamedAttr};
use crate::body::{BlockId, Body, InsertPoint, OpId, OpSpec, RegionId, ValueId};
use crate::dialect::OperationName;
use crate::types::Type;
use crate::walk::{IrNode, WalkOptions, WalkResult};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use smallvec::SmallVec;

/// A map from original to new values, blocks and ops (upstream's `IRMapping`).
#[derive(Clone, Debug, Default)]
pub struct IrMapping {
    values: HashMap<ValueId, ValueId>,
    blocks: HashMap<BlockId, BlockId>,
    ops: HashMap<OpId, OpId>,
}

impl IrMapping {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn map_value(&mut self, from: ValueId, to: ValueId) {
        self.values.insert(from, to);
    }
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    pub fn map_op(&mut self, from: OpId, to: OpId) {
        self.ops.insert(from, to);
    }
    pub fn lookup_value(&self, v: ValueId) -> Option<ValueId> {
        self.values.get(&v).copied()
    }
    /// The mapped value, or `v` itself when unmapped (upstream's `lookupOrDefault`).
    pub fn lookup_value_or_default(&self, v: ValueId) -> ValueId {
        self.lookup_value(v).unwrap_or(v)
    }
    pub fn lookup_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(&b).copied()
    }
    pub fn lookup_op(&self, o: OpId) -> Option<OpId> {
        self.ops.get(&o).copied()
    }
    pub fn values(&self) -> impl Iterator<Item = (ValueId, ValueId)> + '_ {
        self.values.iter().map(|(a, b)| (*a, *b))
    }
    pub fn blocks(&self) -> impl Iterator<Item = (BlockId, BlockId)> + '_ {
        self.blocks.iter().map(|(a, b)| (*a, *b))
    }
    pub fn ops(&self) -> impl Iterator<Item = (OpId, OpId)> + '_ {
        self.ops.iter().map(|(a, b)| (*a, *b))
    }
}

/// Why a clone into another body or a move was rejected (nothing was changed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrTransferError {
    /// `user`, in the transferred tree, uses `value`, defined outside it and not mapped.
    UnmappedValue { user: OpId, value: ValueId },
    /// `user`, in the transferred tree, branches to `block`, outside it and not mapped.
    UnmappedBlock { user: OpId, block: BlockId },
    /// (moves) `value`, defined in the moved tree, is used by `user` outside it.
    UsedOutside { value: ValueId, user: OpId },
    /// (moves) `block`, moved, is a successor of `user`, which stays behind.
    BlockUsedOutside { block: BlockId, user: OpId },
    /// The destination does not fit what is moved (ops need an insertion point or
    /// `Detached`, regions and blocks need a region).
    BadDestination,
}

impl std::fmt::Display for IrTransferError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IrTransferError::UnmappedValue { user, value } => write!(
                f,
                "{user:?} uses {value:?}, defined outside the transferred IR and not mapped"
            ),
            IrTransferError::UnmappedBlock { user, block } => write!(
                f,
                "{user:?} branches to {block:?}, outside the transferred IR and not mapped"
            ),
            IrTransferError::UsedOutside { value, user } => write!(
                f,
                "{value:?} is defined in the moved IR but used by {user:?} outside it"
            ),
            IrTransferError::BlockUsedOutside { block, user } => write!(
                f,
                "{block:?} is moved but {user:?}, which stays, branches to it"
            ),
            IrTransferError::BadDestination => write!(f, "destination does not fit the moved IR"),
        }
    }
}

impl std::error::Error for IrTransferError {}

/// What to transfer: a tree of IR in the source body.
#[derive(Copy, Clone, Debug)]
pub enum IrTree<'a> {
    /// One op with everything nested in it.
    Op(OpId),
    /// Several ops (in this order), each with everything nested in it.
    Ops(&'a [OpId]),
    /// All blocks of a region (the region itself stays, empty after a move).
    Region(RegionId),
    /// Some blocks (in this order) with their ops.
    Blocks(&'a [BlockId]),
}

/// Where transferred IR goes in the destination body.
#[derive(Copy, Clone, Debug)]
pub enum Destination {
    /// Ops are created detached (the caller inserts them).
    Detached,
    /// Ops are inserted here, in order.
    At(InsertPoint),
    /// Blocks are inserted into `region`, before `before` (at the end when `None`).
    Region {
        region: RegionId,
        before: Option<BlockId>,
    },
}

struct PlanOp {
    src: OpId,
    name: OperationName,
    loc: Location,
    props: SmallVec<[Option<Attribute>; 2]>,
    attrs: Vec<NamedAttr>,
    results: SmallVec<[(ValueId, Type); 2]>,
    operands: SmallVec<[ValueId; 3]>,
    successors: SmallVec<[BlockId; 2]>,
    isolated: bool,
    isolated_body: Option<Box<Body>>,
    num_regions: usize,
    /// Plan block it goes into; `None` for the tree's root ops.
    parent_block: Option<usize>,
}

struct PlanRegion {
    /// Plan op owning it and its index there; `None` for the destination region.
    parent: Option<(usize, usize)>,
    blocks: Vec<usize>,
}

struct PlanBlock {
    src: BlockId,
    args: SmallVec<[(ValueId, Type, Option<Location>); 2]>,
}

enum Step {
    Op(usize),
    Region(usize),
}

/// A self-contained description of the IR to re-create: collected from the source body first,
/// so that the source may be the destination too.
struct Plan {
    ops: Vec<PlanOp>,
    regions: Vec<PlanRegion>,
    blocks: Vec<PlanBlock>,
    steps: Vec<Step>,
    roots: Vec<usize>,
    op_index: HashMap<OpId, usize>,
    defined_blocks: HashSet<BlockId>,
}

impl Plan {
    /// Collects `tree` from `src`. Isolated bodies are deep-cloned when `copy_isolated`, else
    /// left to be taken later (moves).
    fn collect(src: &Body, tree: IrTree<'_>, copy_isolated: bool) -> Plan {
        let mut p = Plan {
            ops: Vec::new(),
            regions: Vec::new(),
            blocks: Vec::new(),
            steps: Vec::new(),
            roots: Vec::new(),
            op_index: HashMap::default(),
            defined_blocks: HashSet::default(),
        };
        let mut region_index: HashMap<RegionId, usize> = HashMap::default();
        let mut block_index: HashMap<BlockId, usize> = HashMap::default();
        let (roots, root_region): (Vec<IrNode>, bool) = match tree {
            IrTree::Op(o) => (vec![IrNode::Op(o)], false),
            IrTree::Ops(os) => (os.iter().map(|o| IrNode::Op(*o)).collect(), false),
            IrTree::Region(r) => (vec![IrNode::Region(r)], true),
            IrTree::Blocks(bs) => (bs.iter().map(|b| IrNode::Block(*b)).collect(), true),
        };
        if root_region {
            p.regions.push(PlanRegion {
                parent: None,
                blocks: Vec::new(),
            });
            p.steps.push(Step::Region(0));
        }
        for root in roots {
            src.walk(root, WalkOptions::pre_order(), |b, node| {
                match node {
                    IrNode::Op(o) => {
                        let parent_block = if node == root {
                            None
                        } else {
                            b.parent_block(o).map(|pb| block_index[&pb])
                        };
                        let data = b.op(o);
                        let isolated = b.is_isolated(o);
                        let i = p.ops.len();
                        p.ops.push(PlanOp {
                            src: o,
                            name: data.name,
                            loc: data.loc,
                            props: data.props.clone(),
                            attrs: b.attrs(o).to_vec(),
                            results: b
                                .results(o)
                                .iter()
                                .map(|v| (*v, b.value_type(*v)))
                                .collect(),
                            operands: b.operands(o).collect(),
                            successors: b.successors(o).into(),
                            isolated,
                            isolated_body: match b.isolated_body(o) {
                                Some(ib) if copy_isolated => Some(Box::new(ib.deep_clone())),
                                _ => None,
                            },
                            num_regions: b.regions(o).len(),
                            parent_block,
                        });
                        p.op_index.insert(o, i);
                        if parent_block.is_none() {
                            p.roots.push(i);
                        }
                        p.steps.push(Step::Op(i));
                    }
                    IrNode::Region(r) => {
                        if node == root {
                            region_index.insert(r, 0);
                        } else {
                            let owner = b.region_parent(r).expect("nested region has an owner");
                            let oi = p.op_index[&owner];
                            let idx = b.regions(owner).iter().position(|x| *x == r).unwrap_or(0);
                            region_index.insert(r, p.regions.len());
                            p.steps.push(Step::Region(p.regions.len()));
                            p.regions.push(PlanRegion {
                                parent: Some((oi, idx)),
                                blocks: Vec::new(),
                            });
                        }
                    }
                    IrNode::Block(blk) => {
                        let ri = if node == root {
                            0
                        } else {
                            region_index[&b.block_parent(blk).expect("block in a region")]
                        };
                        let bi = p.blocks.len();
                        p.blocks.push(PlanBlock {
                            src: blk,
                            args: b
                                .block_args(blk)
                                .iter()
                                .map(|a| (*a, b.value_type(*a), b.value(*a).loc))
                                .collect(),
                        });
                        p.regions[ri].blocks.push(bi);
                        block_index.insert(blk, bi);
                        p.defined_blocks.insert(blk);
                    }
                }
                WalkResult::Advance
            });
        }
        p
    }

    fn defined_values(&self) -> HashSet<ValueId> {
        let mut s = HashSet::default();
        for o in &self.ops {
            s.extend(o.results.iter().map(|r| r.0));
        }
        for b in &self.blocks {
            s.extend(b.args.iter().map(|a| a.0));
        }
        s
    }

    /// Checks that every operand and successor resolves (in the tree, mapped, or — same body
    /// only — left as is).
    fn check_refs(&self, map: &IrMapping, same_body: bool) -> Result<(), IrTransferError> {
        if same_body {
            return Ok(());
        }
        let defined = self.defined_values();
        for o in &self.ops {
            for v in &o.operands {
                if !defined.contains(v) && map.lookup_value(*v).is_none() {
                    return Err(IrTransferError::UnmappedValue {
                        user: o.src,
                        value: *v,
                    });
                }
            }
            for b in &o.successors {
                if !self.defined_blocks.contains(b) && map.lookup_block(*b).is_none() {
                    return Err(IrTransferError::UnmappedBlock {
                        user: o.src,
                        block: *b,
                    });
                }
            }
        }
        Ok(())
    }

    /// Checks that no value defined in the tree is used outside it (moves).
    fn check_no_outside_uses(&self, src: &Body) -> Result<(), IrTransferError> {
        let in_tree = |o: OpId| self.op_index.contains_key(&o);
        // Blocks have no use lists: branches to moved blocks can only come from the blocks
        // of the same region that stay.
        let mut regions: Vec<RegionId> = Vec::new();
        for b in &self.blocks {
            if let Some(r) = src.block_parent(b.src) {
                if !regions.contains(&r) {
                    regions.push(r);
                }
            }
        }
        for r in regions {
            for blk in src.region_blocks(r) {
                if self.defined_blocks.contains(&blk) {
                    continue;
                }
                for user in src.block_ops(blk) {
                    for s in src.successors(user) {
                        if self.defined_blocks.contains(s) {
                            return Err(IrTransferError::BlockUsedOutside { block: *s, user });
                        }
                    }
                }
            }
        }
        for v in self.defined_values() {
            for (user, _) in src.uses(v) {
                if !in_tree(user) {
                    return Err(IrTransferError::UsedOutside { value: v, user });
                }
            }
        }
        Ok(())
    }

    /// Re-creates the plan in `dst`, recording everything in `map`. References must have
    /// been checked.
    fn build(mut self, dst: &mut Body, at: Destination, map: &mut IrMapping) -> Vec<OpId> {
        let mut dst_blocks: Vec<Option<BlockId>> = vec![None; self.blocks.len()];
        let mut dst_ops: Vec<Option<OpId>> = vec![None; self.ops.len()];
        let mut root_ip = match at {
            Destination::At(ip) => Some(ip),
            _ => None,
        };
        let mut fixups: Vec<usize> = Vec::new();
        let defined = self.defined_values();
        let steps = std::mem::take(&mut self.steps);
        for step in steps {
            match step {
                Step::Region(ri) => {
                    let pr = &self.regions[ri];
                    let (region, before) = match pr.parent {
                        None => match at {
                            Destination::Region { region, before } => (region, before),
                            _ => unreachable!("checked by the caller"),
                        },
                        Some((oi, idx)) => {
                            (dst.regions(dst_ops[oi].expect("owner built"))[idx], None)
                        }
                    };
                    for &bi in &pr.blocks {
                        let pb = &self.blocks[bi];
                        let nb = dst.create_block(&[]);
                        for &(a, ty, loc) in &pb.args {
                            let na = dst.add_block_arg_with(nb, ty, loc);
                            map.map_value(a, na);
                        }
                        dst.insert_block(region, nb, before);
                        map.map_block(pb.src, nb);
                        dst_blocks[bi] = Some(nb);
                    }
                }
                Step::Op(oi) => {
                    let po = &mut self.ops[oi];
                    let resolved: Option<SmallVec<[ValueId; 3]>> = po
                        .operands
                        .iter()
                        .map(|v| match map.lookup_value(*v) {
                            Some(m) => Some(m),
                            None if defined.contains(v) => None,
                            None => Some(*v),
                        })
                        .collect();
                    let resolved = match resolved {
                        Some(r) => r,
                        None => {
                            fixups.push(oi);
                            SmallVec::new()
                        }
                    };
                    let succs: SmallVec<[BlockId; 2]> = po
                        .successors
                        .iter()
                        .map(|b| map.lookup_block(*b).unwrap_or(*b))
                        .collect();
                    let tys: SmallVec<[Type; 2]> = po.results.iter().map(|r| r.1).collect();
                    let spec = OpSpec {
                        name: po.name,
                        loc: po.loc,
                        operands: &resolved,
                        result_types: &tys,
                        successors: &succs,
                        props: std::mem::take(&mut po.props),
                        attrs: std::mem::take(&mut po.attrs),
                        num_regions: po.num_regions,
                        isolated: false,
                    };
                    let new = if po.isolated {
                        let body = po
                            .isolated_body
                            .take()
                            .unwrap_or_else(|| Box::new(Body::new(0)));
                        dst.create_isolated_op(spec, body)
                    } else {
                        dst.create_op(spec)
                    };
                    for (i, r) in po.results.iter().enumerate() {
                        map.map_value(r.0, dst.result(new, i));
                    }
                    map.map_op(po.src, new);
                    dst_ops[oi] = Some(new);
                    match po.parent_block {
                        Some(bi) => dst.insert_op(
                            new,
                            InsertPoint::BlockEnd(dst_blocks[bi].expect("block built")),
                        ),
                        None => {
                            if let Some(ip) = root_ip {
                                dst.insert_op(new, ip);
                                root_ip = Some(match ip {
                                    InsertPoint::BlockStart(_) | InsertPoint::After(_) => {
                                        InsertPoint::After(new)
                                    }
                                    other => other,
                                });
                            }
                        }
                    }
                }
            }
        }
        // Operands defined after their user (graph regions): set once everything exists.
        for oi in fixups {
            let vals: SmallVec<[ValueId; 3]> = self.ops[oi]
                .operands
                .iter()
                .map(|v| map.lookup_value_or_default(*v))
                .collect();
            dst.set_operands(dst_ops[oi].expect("built"), &vals);
        }
        self.roots
            .iter()
            .map(|i| dst_ops[*i].expect("built"))
            .collect()
    }
}

fn check_destination(tree: IrTree<'_>, at: Destination) -> Result<(), IrTransferError> {
    let ok = match tree {
        IrTree::Op(_) | IrTree::Ops(_) => !matches!(at, Destination::Region { .. }),
        IrTree::Region(_) | IrTree::Blocks(_) => matches!(at, Destination::Region { .. }),
    };
    if ok {
        Ok(())
    } else {
        Err(IrTransferError::BadDestination)
    }
}

impl Body {
    /// A copy of this body, with the same ids, including (iteratively) every nested isolated
    /// body. The listener is not copied.
    pub fn deep_clone(&self) -> Body {
        struct Frame<'a> {
            body: Body,
            pending: Vec<(OpId, &'a Body)>,
            /// The op of the parent frame's body that owns this one.
            owner: Option<OpId>,
        }
        let (body, pending) = self.clone_shallow();
        let mut stack = vec![Frame {
            body,
            pending,
            owner: None,
        }];
        loop {
            let top = stack.last_mut().expect("root frame");
            if let Some((op, child)) = top.pending.pop() {
                let (body, pending) = child.clone_shallow();
                stack.push(Frame {
                    body,
                    pending,
                    owner: Some(op),
                });
                continue;
            }
            let done = stack.pop().expect("root frame");
            match (done.owner, stack.last_mut()) {
                (Some(op), Some(parent)) => parent.body.set_isolated_body(op, Box::new(done.body)),
                _ => return done.body,
            }
        }
    }

    /// Clones `op` (deeply) within this body; the copy is detached. Operands are mapped
    /// through `map`; unmapped ones defined outside `op` keep their value. On return `map`
    /// also maps every op, block and value of `op`'s tree to its copy.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let plan = Plan::collect(self, IrTree::Op(op), true);
        plan.build(self, Destination::Detached, map)[0]
    }

    /// [`Body::clone_op`], inserting the copy at `at`.
    pub fn clone_op_at(&mut self, op: OpId, at: InsertPoint, map: &mut IrMapping) -> OpId {
        let plan = Plan::collect(self, IrTree::Op(op), true);
        plan.build(self, Destination::At(at), map)[0]
    }

    /// Clones `op` of this body into `dst` (detached when `at` is `None`). Every operand and
    /// successor defined outside `op` must be mapped by `map`: ids do not cross bodies.
    pub fn clone_op_into(
        &self,
        op: OpId,
        dst: &mut Body,
        at: Option<InsertPoint>,
        map: &mut IrMapping,
    ) -> Result<OpId, IrTransferError> {
        let plan = Plan::collect(self, IrTree::Op(op), true);
        plan.check_refs(map, false)?;
        let at = at.map_or(Destination::Detached, Destination::At);
        Ok(plan.build(dst, at, map)[0])
    }

    /// Clones the blocks of region `src` into region `dst` of this body, before `before` (at
    /// the end when `None`), as upstream's `Region::cloneInto`.
    pub fn clone_region_into(
        &mut self,
        src: RegionId,
        dst: RegionId,
        before: Option<BlockId>,
        map: &mut IrMapping,
    ) {
        let plan = Plan::collect(self, IrTree::Region(src), true);
        plan.build(
            self,
            Destination::Region {
                region: dst,
                before,
            },
            map,
        );
    }

    /// Clones the blocks of region `src` of this body into region `region` of `dst`. Every
    /// value and block used from outside `src` must be mapped by `map`.
    pub fn clone_region_to(
        &self,
        src: RegionId,
        dst: &mut Body,
        region: RegionId,
        before: Option<BlockId>,
        map: &mut IrMapping,
    ) -> Result<(), IrTransferError> {
        let plan = Plan::collect(self, IrTree::Region(src), true);
        plan.check_refs(map, false)?;
        plan.build(dst, Destination::Region { region, before }, map);
        Ok(())
    }

    /// Moves `tree` from this body into `dst` at `at`: re-creates it there, erases it here,
    /// and returns the map of old→new ops, blocks and values (starting from `map`, in which
    /// the caller maps the outside values and blocks the tree uses). Rejected with nothing
    /// changed when something used from outside is unmapped, when a value of the tree is
    /// used outside it, or when `at` does not fit `tree`. Nested isolated bodies move in O(1).
    ///
    /// To move exactly the body of an isolated op, prefer the O(1)
    /// [`Body::take_isolated_body`] + [`Body::create_isolated_op`].
    pub fn move_to(
        &mut self,
        tree: IrTree<'_>,
        dst: &mut Body,
        at: Destination,
        mut map: IrMapping,
    ) -> Result<IrMapping, IrTransferError> {
        check_destination(tree, at)?;
        let mut plan = Plan::collect(self, tree, false);
        plan.check_refs(&map, false)?;
        plan.check_no_outside_uses(self)?;
        for po in plan.ops.iter_mut().filter(|p| p.isolated) {
            po.isolated_body = self.take_isolated_body(po.src);
        }
        let roots: Vec<OpId> = plan.roots.iter().map(|i| plan.ops[*i].src).collect();
        let blocks: Vec<BlockId> = match plan.regions.first() {
            Some(r) if r.parent.is_none() => r.blocks.iter().map(|b| plan.blocks[*b].src).collect(),
            _ => Vec::new(),
        };
        plan.build(dst, at, &mut map);
        if blocks.is_empty() {
            self.erase_ops(&roots);
        } else {
            self.erase_blocks(&blocks);
        }
        Ok(map)
    }
}

#[cfg(test)]
mod tests;
