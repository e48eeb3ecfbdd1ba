//! Operations, blocks, regions and values, stored in per-isolated-op arenas ("bodies").
//!
//! Every op that is `IsolatedFromAbove` owns a [`Body`] holding everything nested inside it;
//! the op's own data (name, operands, attributes, location) lives in its parent's body. A pass
//! anchored on an isolated op therefore gets `&mut` to exactly the op's own data and its body,
//! and sibling isolated ops can be transformed in parallel with no locks. Moving a whole body
//! from one isolated op to another is an O(1) `Box` move ([`Body::take_isolated_body`]).

use crate::attributes::{Attribute, Location, NamedAttr};
use crate::context::{Context, Ident};
use crate::dialect::OperationName;
use crate::entity::{entity_id, Arena};
use crate::types::Type;
use smallvec::SmallVec;

entity_id!(
    /// An operation of a body.
    OpId
);
entity_id!(
    /// A block of a body.
    BlockId
);
entity_id!(
    /// A region of a body.
    RegionId
);
entity_id!(
    /// An SSA value (op result or block argument) of a body.
    ValueId
);
entity_id!(
    /// One operand slot: a use of a value.
    UseId
);

/// What defines a value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    Result {
        op: OpId,
        index: u32,
    },
    Arg {
        block: BlockId,
        index: u32,
    },
    /// A value referenced before its definition while parsing; replaced when defined.
    Placeholder,
}

#[derive(Clone)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    /// Location of a block argument (results use their op's location).
    pub loc: Option<Location>,
    first_use: Option<UseId>,
}

#[derive(Clone)]
struct UseData {
    value: ValueId,
    owner: OpId,
    prev: Option<UseId>,
    next: Option<UseId>,
}

/// Where an op's regions live: in the same body, or (isolated ops) in a body of their own.
pub enum OpRegions {
    Inline(SmallVec<[RegionId; 1]>),
    Isolated(Box<Body>),
}

/// The generic storage of an operation.
pub struct OpData {
    pub name: OperationName,
    pub loc: Location,
    operands: SmallVec<[UseId; 3]>,
    results: SmallVec<[ValueId; 1]>,
    successors: SmallVec<[BlockId; 2]>,
    regions: OpRegions,
    /// Inherent attributes ("properties"): one slot per property the op's definition declares,
    /// in declaration order. For unregistered ops, slot 0 holds the properties attribute.
    pub props: SmallVec<[Option<Attribute>; 2]>,
    /// Discardable attributes, sorted by name.
    attrs: Vec<NamedAttr>,
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
}

#[derive(Clone)]
pub struct BlockData {
    args: SmallVec<[ValueId; 2]>,
    first: Option<OpId>,
    last: Option<OpId>,
    parent: Option<RegionId>,
    prev: Option<BlockId>,
    next: Option<BlockId>,
}

#[derive(Clone)]
pub struct RegionData {
    first: Option<BlockId>,
    last: Option<BlockId>,
    /// `None` for the root regions of a body (owned by the body's isolated op).
    parent: Option<OpId>,
}

/// Where a builder inserts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    BlockStart(BlockId),
    BlockEnd(BlockId),
    Before(OpId),
    After(OpId),
}

/// Mutation notifications, used by rewrite drivers, conversion rollback and IR printing.
///
/// Every mutating `Body` method notifies: `op_inserted` when an op is linked into a block
/// (`insert_op`, `move_op`, builders, clones, moves); `op_modified` when an op's operands
/// (`set_operand(s)`, `replace_all_uses` for each user), successors, attributes, properties
/// (`set_prop`), location or isolated body (`take_isolated_body`) change; `op_erased` for each
/// erased op, nested ones first; `block_inserted` / `block_erased` when a block is linked into
/// or erased from a region. Creating detached entities, detaching, and block-argument or value
/// type changes are not notified (as upstream), nor are writes through `op_mut` / `OpData`.
pub trait Listener: Send + Sync {
    fn op_inserted(&mut self, _op: OpId) {}
    fn op_modified(&mut self, _op: OpId) {}
    fn op_erased(&mut self, _op: OpId) {}
    fn block_inserted(&mut self, _block: BlockId) {}
    fn block_erased(&mut self, _block: BlockId) {}
}

/// Everything a new operation is made of.
pub struct OpSpec<'a> {
    pub name: OperationName,
    pub loc: Location,
    pub operands: &'a [ValueId],
    pub result_types: &'a [Type],
    pub successors: &'a [BlockId],
    pub props: SmallVec<[Option<Attribute>; 2]>,
    pub attrs: Vec<NamedAttr>,
    /// Number of empty regions to create.
    pub num_regions: usize,
    /// Whether the op is `IsolatedFromAbove`: its regions then live in a body of their own.
    pub isolated: bool,
}

impl<'a> OpSpec<'a> {
    pub fn new(name: OperationName, loc: Location) -> Self {
        OpSpec {
            name,
            loc,
            operands: &[],
            result_types: &[],
            successors: &[],
            props: SmallVec::new(),
            attrs: Vec::new(),
            num_regions: 0,
            isolated: false,
        }
    }
}

/// The arena of one isolated op's interior (or the top-level container).
#[derive(Default)]
pub struct Body {
    ops: Arena<OpId, OpData>,
    blocks: Arena<BlockId, BlockData>,
    regions: Arena<RegionId, RegionData>,
    values: Arena<ValueId, ValueData>,
    uses: Arena<UseId, UseData>,
    roots: SmallVec<[RegionId; 1]>,
    listener: Option<Box<dyn Listener>>,
    /// Non-zero while the parser has deferred this body's region (1 + the job's index).
    pub(crate) deferred_parse: u32,
}

impl Body {
    /// An empty body with `num_roots` empty root regions.
    pub fn new(num_roots: usize) -> Self {
        let mut b = Body::default();
        for _ in 0..num_roots {
            let r = b.regions.alloc(RegionData {
                first: None,
                last: None,
                parent: None,
            });
            b.roots.push(r);
        }
        b
    }

    /// The regions of the isolated op that owns this body.
    pub fn root_regions(&self) -> &[RegionId] {
        &self.roots
    }

    /// Installs (or removes) the mutation listener.
    pub fn set_listener(&mut self, l: Option<Box<dyn Listener>>) -> Option<Box<dyn Listener>> {
        std::mem::replace(&mut self.listener, l)
    }

    /// Makes slots of erased entities reusable.
    pub fn commit(&mut self) {
        self.ops.commit();
        self.blocks.commit();
        self.regions.commit();
        self.values.commit();
        self.uses.commit();
    }

    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    // ---- operations ------------------------------------------------------------------------

    /// Creates a detached operation.
    pub fn create_op(&mut self, spec: OpSpec<'_>) -> OpId {
        let regions = if spec.isolated {
            OpRegions::Isolated(Box::new(Body::new(spec.num_regions)))
        } else {
            OpRegions::Inline(SmallVec::new())
        };
        let op = self.ops.alloc(OpData {
            name: spec.name,
            loc: spec.loc,
            operands: SmallVec::new(),
            results: SmallVec::new(),
            successors: spec.successors.into(),
            regions,
            props: spec.props,
            attrs: spec.attrs,
            parent: None,
            prev: None,
            next: None,
        });
        for &v in spec.operands {
            let u = self.new_use(v, op);
            self.ops[op].operands.push(u);
        }
        for (i, &ty) in spec.result_types.iter().enumerate() {
            let v = self.values.alloc(ValueData {
                ty,
                def: ValueDef::Result {
                    op,
                    index: i as u32,
                },
                loc: None,
                first_use: None,
            });
            self.ops[op].results.push(v);
        }
        if !spec.isolated {
            for _ in 0..spec.num_regions {
                let r = self.regions.alloc(RegionData {
                    first: None,
                    last: None,
                    parent: Some(op),
                });
                if let OpRegions::Inline(rs) = &mut self.ops[op].regions {
                    rs.push(r);
                }
            }
        }
        op
    }

    /// Creates an isolated op whose regions are the roots of `body` (moved in, O(1)).
    pub fn create_isolated_op(&mut self, mut spec: OpSpec<'_>, body: Box<Body>) -> OpId {
        spec.isolated = true;
        spec.num_regions = 0;
        let op = self.create_op(spec);
        self.ops[op].regions = OpRegions::Isolated(body);
        op
    }

    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op]
    }

    #[inline]
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op]
    }

    pub fn contains_op(&self, op: OpId) -> bool {
        self.ops.contains(op)
    }

    /// All live ops with their data, mutably: the way to hand disjoint isolated ops to threads.
    pub fn ops_mut(&mut self) -> impl Iterator<Item = (OpId, &mut OpData)> {
        self.ops.iter_mut()
    }

    pub fn op_name(&self, op: OpId) -> OperationName {
        self.ops[op].name
    }

    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op].operands.len()
    }

    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.uses[self.ops[op].operands[i]].value
    }

    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        self.ops[op].operands.iter().map(|u| self.uses[*u].value)
    }

    pub fn results(&self, op: OpId) -> &[ValueId] {
        &self.ops[op].results
    }

    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        self.ops[op].results[i]
    }

    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.ops[op].successors
    }

    pub fn set_successor(&mut self, op: OpId, i: usize, b: BlockId) {
        self.ops[op].successors[i] = b;
        self.notify_modified(op);
    }

    /// Number of regions of an op (for isolated ops, of its own body).
    pub fn num_regions(&self, op: OpId) -> usize {
        match &self.ops[op].regions {
            OpRegions::Inline(r) => r.len(),
            OpRegions::Isolated(b) => b.roots.len(),
        }
    }

    /// Regions of a non-isolated op; empty for isolated ops (use [`Body::isolated_body`]).
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        match &self.ops[op].regions {
            OpRegions::Inline(r) => r,
            OpRegions::Isolated(_) => &[],
        }
    }

    /// The body of an isolated op.
    pub fn isolated_body(&self, op: OpId) -> Option<&Body> {
        match &self.ops[op].regions {
            OpRegions::Isolated(b) => Some(b),
            OpRegions::Inline(_) => None,
        }
    }

    pub fn isolated_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        match &mut self.ops[op].regions {
            OpRegions::Isolated(b) => Some(b),
            OpRegions::Inline(_) => None,
        }
    }

    /// Takes the body out of an isolated op, leaving an empty one with the same number of
    /// regions. O(1): this is how a whole function body moves to another isolated op.
    pub fn take_isolated_body(&mut self, op: OpId) -> Option<Box<Body>> {
        let taken = match &mut self.ops[op].regions {
            OpRegions::Isolated(b) => {
                let n = b.roots.len();
                Some(std::mem::replace(b, Box::new(Body::new(n))))
            }
            OpRegions::Inline(_) => None,
        };
        if taken.is_some() {
            self.notify_modified(op);
        }
        taken
    }

    /// Regions of an op together with the body they live in.
    pub fn op_regions(&self, op: OpId) -> (&Body, &[RegionId]) {
        match &self.ops[op].regions {
            OpRegions::Inline(r) => (self, r),
            OpRegions::Isolated(b) => (b, &b.roots),
        }
    }

    pub fn is_isolated(&self, op: OpId) -> bool {
        matches!(self.ops[op].regions, OpRegions::Isolated(_))
    }

    /// Discardable attributes, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[NamedAttr] {
        &self.ops[op].attrs
    }

    pub fn attr(&self, op: OpId, name: Ident) -> Option<Attribute> {
        self.ops[op].attrs.iter().find(|a| a.0 == name).map(|a| a.1)
    }

    /// Sets (or with `None` removes) a discardable attribute, keeping names sorted.
    pub fn set_attr(&mut self, ctx: &Context, op: OpId, name: Ident, value: Option<Attribute>) {
        let attrs = &mut self.ops[op].attrs;
        let pos = attrs.binary_search_by(|a| ctx.ident_str(a.0).cmp(ctx.ident_str(name)));
        match (pos, value) {
            (Ok(i), Some(v)) => attrs[i].1 = v,
            (Ok(i), None) => {
                attrs.remove(i);
            }
            (Err(i), Some(v)) => attrs.insert(i, (name, v)),
            (Err(_), None) => return,
        }
        self.notify_modified(op);
    }

    /// Replaces all discardable attributes (must be sorted and unique).
    pub fn set_attrs(&mut self, op: OpId, attrs: Vec<NamedAttr>) {
        self.ops[op].attrs = attrs;
        self.notify_modified(op);
    }

    pub fn loc(&self, op: OpId) -> Location {
        self.ops[op].loc
    }

    pub fn set_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op].loc = loc;
        self.notify_modified(op);
    }

    /// Sets property slot `i` of `op` (growing the slot list if needed).
    pub fn set_prop(&mut self, op: OpId, i: usize, value: Option<Attribute>) {
        let props = &mut self.ops[op].props;
        if props.len() <= i {
            props.resize(i + 1, None);
        }
        props[i] = value;
        self.notify_modified(op);
    }

    /// Replaces the whole successor list of `op`.
    pub fn set_successors(&mut self, op: OpId, succs: &[BlockId]) {
        self.ops[op].successors = succs.into();
        self.notify_modified(op);
    }

    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].parent
    }

    /// The op owning the region containing `op`, within this body.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.ops[op].parent?;
        let r = self.blocks[b].parent?;
        self.regions[r].parent
    }

    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next
    }

    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev
    }

    fn new_use(&mut self, value: ValueId, owner: OpId) -> UseId {
        let head = self.values[value].first_use;
        let u = self.uses.alloc(UseData {
            value,
            owner,
            prev: None,
            next: head,
        });
        if let Some(h) = head {
            self.uses[h].prev = Some(u);
        }
        self.values[value].first_use = Some(u);
        u
    }

    fn unlink_use(&mut self, u: UseId) {
        let (value, prev, next) = {
            let d = &self.uses[u];
            (d.value, d.prev, d.next)
        };
        match prev {
            Some(p) => self.uses[p].next = next,
            None => self.values[value].first_use = next,
        }
        if let Some(n) = next {
            self.uses[n].prev = prev;
        }
    }

    /// Sets operand `i` of `op` to `value`.
    pub fn set_operand(&mut self, op: OpId, i: usize, value: ValueId) {
        let u = self.ops[op].operands[i];
        self.unlink_use(u);
        let head = self.values[value].first_use;
        {
            let d = &mut self.uses[u];
            d.value = value;
            d.prev = None;
            d.next = head;
        }
        if let Some(h) = head {
            self.uses[h].prev = Some(u);
        }
        self.values[value].first_use = Some(u);
        self.notify_modified(op);
    }

    /// Replaces the whole operand list.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        let old = std::mem::take(&mut self.ops[op].operands);
        for u in old {
            self.unlink_use(u);
            self.uses.free(u);
        }
        for &v in values {
            let u = self.new_use(v, op);
            self.ops[op].operands.push(u);
        }
        self.notify_modified(op);
    }

    /// Unlinks and frees every operand of `op` (not of nested ops), without notifying.
    fn drop_operands(&mut self, op: OpId) {
        let uses = std::mem::take(&mut self.ops[op].operands);
        for u in uses {
            self.unlink_use(u);
            self.uses.free(u);
        }
    }

    /// Erases several ops (and what is nested in them). Uses among them, in any order (graph
    /// regions), are dropped first; their results must have no other uses.
    pub fn erase_ops(&mut self, ops: &[OpId]) {
        for &o in ops {
            self.drop_operands(o);
        }
        for &o in ops.iter().rev() {
            self.erase_op(o);
        }
    }

    /// Unlinks a block from its region without erasing it.
    pub fn detach_block(&mut self, b: BlockId) {
        let Some(r) = self.blocks[b].parent else {
            return;
        };
        let (prev, next) = (self.blocks[b].prev, self.blocks[b].next);
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[r].first = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[r].last = prev,
        }
        let d = &mut self.blocks[b];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Erases blocks with their ops. Values defined in them must be used only by ops in them
    /// (in any order: uses among the erased ops are dropped first).
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) {
        let mut ops: Vec<OpId> = Vec::new();
        for &b in blocks {
            ops.extend(self.block_ops(b));
        }
        for &o in &ops {
            self.drop_operands(o);
        }
        for &b in blocks {
            let mut cur = self.blocks[b].last;
            while let Some(o) = cur {
                cur = self.ops[o].prev;
                self.erase_op(o);
            }
        }
        for &b in blocks {
            self.detach_block(b);
            if let Some(l) = self.listener.as_mut() {
                l.block_erased(b);
            }
            let bd = self.blocks.free(b);
            for a in bd.args {
                debug_assert!(
                    self.values[a].first_use.is_none(),
                    "erasing a block whose argument is still used"
                );
                self.values.free(a);
            }
        }
    }

    /// Erases one block with its ops.
    pub fn erase_block(&mut self, b: BlockId) {
        self.erase_blocks(&[b]);
    }

    /// Inserts a detached op.
    pub fn insert_op(&mut self, op: OpId, at: InsertPoint) {
        debug_assert!(self.ops[op].parent.is_none(), "op already in a block");
        let (block, prev, next) = match at {
            InsertPoint::BlockStart(b) => (b, None, self.blocks[b].first),
            InsertPoint::BlockEnd(b) => (b, self.blocks[b].last, None),
            InsertPoint::Before(o) => (
                self.ops[o].parent.expect("anchor not in a block"),
                self.ops[o].prev,
                Some(o),
            ),
            InsertPoint::After(o) => (
                self.ops[o].parent.expect("anchor not in a block"),
                Some(o),
                self.ops[o].next,
            ),
        };
        {
            let d = &mut self.ops[op];
            d.parent = Some(block);
            d.prev = prev;
            d.next = next;
        }
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op),
            None => self.blocks[block].last = Some(op),
        }
        if let Some(l) = self.listener.as_mut() {
            l.op_inserted(op);
        }
    }

    /// Unlinks an op from its block without erasing it.
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op].parent else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
        let d = &mut self.ops[op];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Moves `op` to `at` (possibly in another block of this body).
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.detach_op(op);
        self.insert_op(op, at);
    }

    /// Erases an op and everything nested in it. Its results must have no uses left outside
    /// of what is erased with it. Iterative: deep nesting cannot overflow the stack.
    ///
    /// The listener sees what upstream's rewriter reports: for each region, the ops of each
    /// block in reverse order (each after what is nested in it), then the region's blocks,
    /// then the op itself.
    pub fn erase_op(&mut self, op: OpId) {
        enum Step {
            Tree(OpId),
            Blocks(RegionId),
            Op(OpId),
        }
        self.detach_op(op);
        let mut stack = vec![Step::Tree(op)];
        let mut order: Vec<Step> = Vec::new();
        while let Some(step) = stack.pop() {
            let Step::Tree(o) = step else {
                order.push(step);
                continue;
            };
            stack.push(Step::Op(o));
            let regions: SmallVec<[RegionId; 2]> = self.regions(o).into();
            for &r in regions.iter().rev() {
                stack.push(Step::Blocks(r));
                let mut b = self.regions[r].last;
                while let Some(blk) = b {
                    let mut cur = self.blocks[blk].first;
                    while let Some(c) = cur {
                        stack.push(Step::Tree(c));
                        cur = self.ops[c].next;
                    }
                    b = self.blocks[blk].prev;
                }
            }
        }
        // Drop all operand uses first so that nested values become use-free.
        for step in &order {
            if let Step::Op(o) = step {
                self.drop_operands(*o);
            }
        }
        for step in order {
            match step {
                Step::Op(o) => {
                    if let Some(l) = self.listener.as_mut() {
                        l.op_erased(o);
                    }
                    let data = self.ops.free(o);
                    for v in data.results {
                        debug_assert!(
                            self.values[v].first_use.is_none(),
                            "erasing an op whose result is still used"
                        );
                        self.values.free(v);
                    }
                    if let OpRegions::Inline(rs) = data.regions {
                        for r in rs {
                            self.regions.free(r);
                        }
                    }
                }
                Step::Blocks(r) => {
                    let mut b = self.regions[r].first;
                    while let Some(blk) = b {
                        b = self.blocks[blk].next;
                        if let Some(l) = self.listener.as_mut() {
                            l.block_erased(blk);
                        }
                        let bd = self.blocks.free(blk);
                        for a in bd.args {
                            self.values.free(a);
                        }
                    }
                    self.regions[r].first = None;
                    self.regions[r].last = None;
                }
                Step::Tree(_) => unreachable!("expanded above"),
            }
        }
    }

    fn notify_modified(&mut self, op: OpId) {
        if let Some(l) = self.listener.as_mut() {
            l.op_modified(op);
        }
    }

    // ---- values ----------------------------------------------------------------------------

    #[inline]
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v]
    }

    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }

    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v].ty = ty;
    }

    pub fn contains_value(&self, v: ValueId) -> bool {
        self.values.contains(v)
    }

    /// The ops using `v`, once per use, most recent use first (as upstream's use lists).
    pub fn uses(&self, v: ValueId) -> impl Iterator<Item = (OpId, usize)> + '_ {
        let mut cur = self.values[v].first_use;
        std::iter::from_fn(move || {
            let u = cur?;
            let d = &self.uses[u];
            cur = d.next;
            let idx = self.ops[d.owner]
                .operands
                .iter()
                .position(|x| *x == u)
                .unwrap_or(0);
            Some((d.owner, idx))
        })
    }

    pub fn has_uses(&self, v: ValueId) -> bool {
        self.values[v].first_use.is_some()
    }

    /// The op defining `v`, if it is a result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// Creates a placeholder value (forward reference while parsing).
    pub fn create_placeholder(&mut self, ty: Type) -> ValueId {
        self.values.alloc(ValueData {
            ty,
            def: ValueDef::Placeholder,
            loc: None,
            first_use: None,
        })
    }

    /// Erases a placeholder value that has no uses left.
    pub fn erase_placeholder(&mut self, v: ValueId) {
        debug_assert!(matches!(self.values[v].def, ValueDef::Placeholder));
        self.values.free(v);
    }

    /// Replaces every use of `from` with `to`. O(uses).
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        let mut cur = self.values[from].first_use;
        let mut owners: SmallVec<[OpId; 4]> = SmallVec::new();
        while let Some(u) = cur {
            let next = self.uses[u].next;
            owners.push(self.uses[u].owner);
            let head = self.values[to].first_use;
            {
                let d = &mut self.uses[u];
                d.value = to;
                d.prev = None;
                d.next = head;
            }
            if let Some(h) = head {
                self.uses[h].prev = Some(u);
            }
            self.values[to].first_use = Some(u);
            cur = next;
        }
        self.values[from].first_use = None;
        if self.listener.is_some() {
            for o in owners {
                self.notify_modified(o);
            }
        }
    }

    // ---- blocks and regions ----------------------------------------------------------------

    /// Creates a detached block with arguments of the given types and locations.
    pub fn create_block(&mut self, args: &[(Type, Location)]) -> BlockId {
        let b = self.blocks.alloc(BlockData {
            args: SmallVec::new(),
            first: None,
            last: None,
            parent: None,
            prev: None,
            next: None,
        });
        for &(ty, loc) in args {
            self.add_block_arg(b, ty, loc);
        }
        b
    }

    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Location) -> ValueId {
        self.add_block_arg_with(b, ty, Some(loc))
    }

    /// Adds a block argument whose location may be absent (as copied from another block).
    pub(crate) fn add_block_arg_with(
        &mut self,
        b: BlockId,
        ty: Type,
        loc: Option<Location>,
    ) -> ValueId {
        let index = self.blocks[b].args.len() as u32;
        let v = self.values.alloc(ValueData {
            ty,
            def: ValueDef::Arg { block: b, index },
            loc,
            first_use: None,
        });
        self.blocks[b].args.push(v);
        v
    }

    /// Inserts a block argument at position `i` (shifting the later ones).
    pub fn insert_block_arg(&mut self, b: BlockId, i: usize, ty: Type, loc: Location) -> ValueId {
        let v = self.add_block_arg(b, ty, loc);
        let last = self.blocks[b].args.len() - 1;
        if i < last {
            let moved = self.blocks[b].args.remove(last);
            self.blocks[b].args.insert(i, moved);
            let args: SmallVec<[ValueId; 2]> = self.blocks[b].args.clone();
            for (j, a) in args.iter().enumerate().skip(i) {
                self.values[*a].def = ValueDef::Arg {
                    block: b,
                    index: j as u32,
                };
            }
        }
        v
    }

    /// Erases block argument `i`, which must be unused.
    pub fn erase_block_arg(&mut self, b: BlockId, i: usize) {
        let v = self.blocks[b].args.remove(i);
        debug_assert!(self.values[v].first_use.is_none());
        self.values.free(v);
        let args: SmallVec<[ValueId; 2]> = self.blocks[b].args.clone();
        for (j, a) in args.iter().enumerate().skip(i) {
            self.values[*a].def = ValueDef::Arg {
                block: b,
                index: j as u32,
            };
        }
    }

    pub fn block_args(&self, b: BlockId) -> &[ValueId] {
        &self.blocks[b].args
    }

    pub fn first_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].first
    }

    pub fn last_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].last
    }

    /// Ops of a block in order.
    pub fn block_ops(&self, b: BlockId) -> impl Iterator<Item = OpId> + '_ {
        let mut cur = self.blocks[b].first;
        std::iter::from_fn(move || {
            let o = cur?;
            cur = self.ops[o].next;
            Some(o)
        })
    }

    pub fn block_parent(&self, b: BlockId) -> Option<RegionId> {
        self.blocks[b].parent
    }

    pub fn next_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks[b].next
    }

    pub fn prev_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks[b].prev
    }

    /// Inserts a detached block into `r` before `before` (or at the end when `None`).
    pub fn insert_block(&mut self, r: RegionId, b: BlockId, before: Option<BlockId>) {
        let Some(next) = before else {
            self.append_block(r, b);
            return;
        };
        debug_assert!(self.blocks[b].parent.is_none(), "block already in a region");
        let prev = self.blocks[next].prev;
        {
            let d = &mut self.blocks[b];
            d.parent = Some(r);
            d.prev = prev;
            d.next = Some(next);
        }
        match prev {
            Some(p) => self.blocks[p].next = Some(b),
            None => self.regions[r].first = Some(b),
        }
        self.blocks[next].prev = Some(b);
        if let Some(l) = self.listener.as_mut() {
            l.block_inserted(b);
        }
    }

    pub fn last_block(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r].last
    }

    pub fn contains_block(&self, b: BlockId) -> bool {
        self.blocks.contains(b)
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, r: RegionId, b: BlockId) {
        let last = self.regions[r].last;
        {
            let d = &mut self.blocks[b];
            d.parent = Some(r);
            d.prev = last;
            d.next = None;
        }
        match last {
            Some(l) => self.blocks[l].next = Some(b),
            None => self.regions[r].first = Some(b),
        }
        self.regions[r].last = Some(b);
        if let Some(l) = self.listener.as_mut() {
            l.block_inserted(b);
        }
    }

    /// Blocks of a region in order.
    pub fn region_blocks(&self, r: RegionId) -> impl Iterator<Item = BlockId> + '_ {
        let mut cur = self.regions[r].first;
        std::iter::from_fn(move || {
            let b = cur?;
            cur = self.blocks[b].next;
            Some(b)
        })
    }

    pub fn entry_block(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r].first
    }

    pub fn region_is_empty(&self, r: RegionId) -> bool {
        self.regions[r].first.is_none()
    }

    /// The op owning a region (`None` for root regions of the body).
    pub fn region_parent(&self, r: RegionId) -> Option<OpId> {
        self.regions[r].parent
    }

    /// The op owning the block's region (`None` at the body's roots).
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.regions[self.blocks[b].parent?].parent
    }

    pub fn is_entry_block(&self, b: BlockId) -> bool {
        self.blocks[b]
            .parent
            .is_some_and(|r| self.regions[r].first == Some(b))
    }
}

impl Body {
    /// Adds an empty root region (used while parsing an isolated op's regions).
    pub fn add_root_region(&mut self) -> RegionId {
        let r = self.regions.alloc(RegionData {
            first: None,
            last: None,
            parent: None,
        });
        self.roots.push(r);
        r
    }

    /// Creates a region owned by no op yet; see [`Body::attach_regions`].
    pub fn create_detached_region(&mut self) -> RegionId {
        self.regions.alloc(RegionData {
            first: None,
            last: None,
            parent: None,
        })
    }

    /// Gives detached regions to a non-isolated op, appended after its existing regions.
    pub fn attach_regions(&mut self, op: OpId, regions: &[RegionId]) {
        for &r in regions {
            self.regions[r].parent = Some(op);
            if let OpRegions::Inline(rs) = &mut self.ops[op].regions {
                rs.push(r);
            }
        }
    }

    /// Sets every op and block-argument location of this body (not nested bodies) to `loc`.
    pub fn set_all_locations(&mut self, loc: Location) {
        for (_, op) in self.ops.iter_mut() {
            op.loc = loc;
        }
        for (_, v) in self.values.iter_mut() {
            if v.loc.is_some() {
                v.loc = Some(loc);
            }
        }
    }

    /// Rewrites op and block-argument locations through `map` (this body only).
    pub fn remap_locations(&mut self, map: &rustc_hash::FxHashMap<Attribute, Location>) {
        for (_, op) in self.ops.iter_mut() {
            if let Some(l) = map.get(&op.loc.0) {
                op.loc = *l;
            }
        }
        for (_, v) in self.values.iter_mut() {
            if let Some(l) = v.loc.and_then(|l| map.get(&l.0)) {
                v.loc = Some(*l);
            }
        }
    }
}

impl Body {
    /// A copy of this body's arenas (same ids), with every isolated child body replaced by an
    /// empty placeholder; the children to copy next are returned with the op owning each.
    /// Used by [`Body::deep_clone`], which fills the placeholders iteratively.
    pub(crate) fn clone_shallow(&self) -> (Body, Vec<(OpId, &Body)>) {
        let mut children = Vec::new();
        let mut ops: Arena<OpId, OpData> = Arena::default();
        ops.clone_from_with(&self.ops, |id, d| OpData {
            name: d.name,
            loc: d.loc,
            operands: d.operands.clone(),
            results: d.results.clone(),
            successors: d.successors.clone(),
            regions: match &d.regions {
                OpRegions::Inline(r) => OpRegions::Inline(r.clone()),
                OpRegions::Isolated(b) => {
                    children.push((id, &**b));
                    OpRegions::Isolated(Box::new(Body::new(0)))
                }
            },
            props: d.props.clone(),
            attrs: d.attrs.clone(),
            parent: d.parent,
            prev: d.prev,
            next: d.next,
        });
        let b = Body {
            ops,
            blocks: self.blocks.clone(),
            regions: self.regions.clone(),
            values: self.values.clone(),
            uses: self.uses.clone(),
            roots: self.roots.clone(),
            listener: None,
            deferred_parse: self.deferred_parse,
        };
        (b, children)
    }

    /// Installs `child` as the body of the isolated op `op`.
    pub(crate) fn set_isolated_body(&mut self, op: OpId, child: Box<Body>) {
        self.ops[op].regions = OpRegions::Isolated(child);
    }
}

impl Drop for Body {
    /// Drops nested bodies iteratively: a deeply nested chain of isolated ops must not
    /// overflow the stack (also on rayon worker threads, whose stacks are small).
    fn drop(&mut self) {
        let mut pending: Vec<Box<Body>> = Vec::new();
        let take_children = |b: &mut Body, pending: &mut Vec<Box<Body>>| {
            for (_, op) in b.ops.iter_mut() {
                if let OpRegions::Isolated(child) = &mut op.regions {
                    pending.push(std::mem::take(child));
                }
            }
        };
        take_children(self, &mut pending);
        while let Some(mut b) = pending.pop() {
            take_children(&mut b, &mut pending);
        }
    }
}

/// What a detached view of an op needs from the op's parent body: the types of its operands
/// and results (they live in the parent's arena, out of reach of code holding only the op's
/// `&mut OpData`). See [`Body::with_detached`].
#[derive(Clone, Debug, Default)]
pub struct OpShape {
    pub operand_types: Vec<Type>,
    pub result_types: Vec<Type>,
}

impl Body {
    /// The [`OpShape`] of `op`.
    pub fn op_shape(&self, op: OpId) -> OpShape {
        OpShape {
            operand_types: self.operands(op).map(|v| self.value_type(v)).collect(),
            result_types: self
                .results(op)
                .iter()
                .map(|&v| self.value_type(v))
                .collect(),
        }
    }

    /// Runs `f` on a read-only view of the isolated op `data` as the only op of a scratch
    /// container body, for code that holds the op's `&mut OpData` but not its parent body (a
    /// pass on a worker thread printing or verifying its anchor). The op's name, location,
    /// properties, attributes and body are moved into the view and back, O(1); its operands
    /// are block arguments of the scratch block (defined outside the op, as in a local-scope
    /// print), its results have `shape`'s types. Inline-region ops are viewed without regions.
    pub fn with_detached<R>(
        data: &mut OpData,
        shape: &OpShape,
        f: impl FnOnce(&Body, OpId) -> R,
    ) -> R {
        let mut scratch = Body::new(1);
        let root = scratch.roots[0];
        let args: Vec<(Type, Location)> =
            shape.operand_types.iter().map(|&t| (t, data.loc)).collect();
        let block = scratch.create_block(&args);
        scratch.append_block(root, block);
        let operands: Vec<ValueId> = scratch.blocks[block].args.to_vec();
        let mut spec = OpSpec::new(data.name, data.loc);
        spec.operands = &operands;
        spec.result_types = &shape.result_types;
        spec.isolated = matches!(data.regions, OpRegions::Isolated(_));
        let op = scratch.create_op(spec);
        scratch.insert_op(op, InsertPoint::BlockEnd(block));
        let swap = |s: &mut OpData, d: &mut OpData| {
            if matches!(d.regions, OpRegions::Isolated(_)) {
                std::mem::swap(&mut s.regions, &mut d.regions);
            }
            std::mem::swap(&mut s.props, &mut d.props);
            std::mem::swap(&mut s.attrs, &mut d.attrs);
        };
        swap(&mut scratch.ops[op], data);
        let r = f(&scratch, op);
        swap(&mut scratch.ops[op], data);
        r
    }
}

impl OpData {
    pub fn parent(&self) -> Option<BlockId> {
        self.parent
    }

    /// The body of an isolated op, for code holding only `&mut OpData` (parallel passes).
    pub fn isolated_body_mut(&mut self) -> Option<&mut Body> {
        match &mut self.regions {
            OpRegions::Isolated(b) => Some(b),
            OpRegions::Inline(_) => None,
        }
    }

    pub fn isolated_body(&self) -> Option<&Body> {
        match &self.regions {
            OpRegions::Isolated(b) => Some(b),
            OpRegions::Inline(_) => None,
        }
    }

    pub fn attrs(&self) -> &[NamedAttr] {
        &self.attrs
    }

    pub fn attrs_mut(&mut self) -> &mut Vec<NamedAttr> {
        &mut self.attrs
    }
}
