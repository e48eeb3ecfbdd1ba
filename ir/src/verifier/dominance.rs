//! SSA dominance, a port of upstream's `DominanceInfo` as the verifier uses it
//! (`mlir/lib/IR/Dominance.cpp`, MLIR 19).
//!
//! Dominance is computed per region of one body: a region's blocks and the successors of
//! their terminators form its CFG. Single-block regions have no CFG (upstream's
//! `Block::getSuccessors` is empty in them). Values of a region dominate the regions nested in
//! it; a use in a nested region is checked against the op of the definition's region that
//! encloses it.

use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::context::Context;
use crate::dialect::Traits;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Dominator tree of one multi-block region (Cooper, Harvey and Kennedy's algorithm).
pub(crate) struct DomTree {
    /// Immediate dominator of each reachable block (the entry maps to itself).
    pub(crate) idom: HashMap<BlockId, BlockId>,
    pub(crate) entry: BlockId,
}

impl DomTree {
    pub(crate) fn build(body: &Body, r: RegionId) -> DomTree {
        let entry = body.entry_block(r).expect("dominance of an empty region");
        // Reverse post-order by an iterative depth-first search.
        let mut post: Vec<BlockId> = Vec::new();
        let mut seen: HashSet<BlockId> = HashSet::default();
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        seen.insert(entry);
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let succs = block_successors(body, b);
            if *i < succs.len() {
                let s = succs[*i];
                *i += 1;
                // Successors in other regions were already rejected by the verifier.
                if body.block_parent(s) == Some(r) && seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        let rpo: Vec<BlockId> = post.into_iter().rev().collect();
        let order: HashMap<BlockId, usize> = rpo.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for &b in &rpo {
            for &s in block_successors(body, b) {
                if order.contains_key(&s) {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        let mut idom: HashMap<BlockId, BlockId> = HashMap::default();
        idom.insert(entry, entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom: Option<BlockId> = None;
                for &p in preds.get(&b).map(|v| &v[..]).unwrap_or(&[]) {
                    if !idom.contains_key(&p) {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => {
                            let (mut x, mut y) = (p, cur);
                            while x != y {
                                while order[&x] > order[&y] {
                                    x = idom[&x];
                                }
                                while order[&y] > order[&x] {
                                    y = idom[&y];
                                }
                            }
                            x
                        }
                    });
                }
                if let Some(n) = new_idom {
                    if idom.get(&b) != Some(&n) {
                        idom.insert(b, n);
                        changed = true;
                    }
                }
            }
        }
        DomTree { idom, entry }
    }

    fn is_reachable(&self, b: BlockId) -> bool {
        self.idom.contains_key(&b)
    }

    /// LLVM's `DominatorTree::properlyDominates` on blocks of the region.
    fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        // An unreachable block is dominated by anything, and dominates nothing.
        if !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let mut cur = b;
        while cur != self.entry {
            cur = self.idom[&cur];
            if cur == a {
                return true;
            }
        }
        false
    }
}

/// Successors of a block as upstream's `Block::getSuccessors`: none in a single-block region.
pub(crate) fn block_successors(body: &Body, b: BlockId) -> &[BlockId] {
    let Some(r) = body.block_parent(b) else {
        return &[];
    };
    let single = body.entry_block(r) == Some(b) && body.next_block(b).is_none();
    match body.last_op(b) {
        Some(last) if !single => body.successors(last),
        _ => &[],
    }
}

/// Dominance queries within one body, caching dominator trees and op positions.
pub(super) struct DominanceInfo<'b> {
    ctx: &'b Context,
    body: &'b Body,
    /// Traits and registration of the isolated op owning `body`'s root regions.
    root_owner: Option<(bool, Traits)>,
    trees: HashMap<RegionId, DomTree>,
    positions: HashMap<OpId, u32>,
    indexed: HashSet<BlockId>,
}

impl<'b> DominanceInfo<'b> {
    /// `root_owner`: whether the op owning `body`'s root regions is registered, and its traits.
    pub(super) fn new(
        ctx: &'b Context,
        body: &'b Body,
        root_owner: Option<(bool, Traits)>,
    ) -> Self {
        DominanceInfo {
            ctx,
            body,
            root_owner,
            trees: HashMap::default(),
            positions: HashMap::default(),
            indexed: HashSet::default(),
        }
    }

    fn is_single_block(&self, r: RegionId) -> bool {
        match self.body.entry_block(r) {
            Some(b) => self.body.next_block(b).is_none(),
            None => false,
        }
    }

    /// Upstream's `hasSSADominance(region)`: multi-block regions always have it; single-block
    /// regions of unregistered ops never; registered ops opt out with graph regions.
    pub(super) fn has_ssa_dominance(&self, r: RegionId) -> bool {
        if !self.is_single_block(r) {
            return true;
        }
        let owner = match self.body.region_parent(r) {
            Some(op) => {
                let name = self.body.op_name(op);
                Some((self.ctx.op_info(name).is_some(), self.ctx.op_traits(name)))
            }
            None => self.root_owner,
        };
        match owner {
            None => true,
            Some((false, _)) => false,
            Some((true, traits)) => !traits.has(Traits::GRAPH_REGIONS),
        }
    }

    fn tree(&mut self, r: RegionId) -> &DomTree {
        let body = self.body;
        self.trees
            .entry(r)
            .or_insert_with(|| DomTree::build(body, r))
    }

    /// Upstream's `isReachableFromEntry(block)`.
    pub(super) fn is_reachable(&mut self, b: BlockId) -> bool {
        let r = self.body.block_parent(b).expect("block in a region");
        if self.body.entry_block(r) == Some(b) {
            return true;
        }
        self.tree(r).is_reachable(b)
    }

    fn is_before_in_block(&mut self, a: OpId, b: OpId) -> bool {
        let blk = self.body.parent_block(a).expect("op in a block");
        if self.indexed.insert(blk) {
            for (i, o) in self.body.block_ops(blk).enumerate() {
                self.positions.insert(o, i as u32);
            }
        }
        self.positions[&a] < self.positions[&b]
    }

    /// The ancestor of `op` (or `op`) whose block is in region `r`.
    fn ancestor_op_in_region(&self, r: RegionId, mut op: OpId) -> Option<OpId> {
        loop {
            let blk = self.body.parent_block(op)?;
            let reg = self.body.block_parent(blk)?;
            if reg == r {
                return Some(op);
            }
            op = self.body.region_parent(reg)?;
        }
    }

    /// The ancestor of block `b` (or `b`) in region `r`.
    fn ancestor_block_in_region(&self, r: RegionId, mut b: BlockId) -> Option<BlockId> {
        loop {
            let reg = self.body.block_parent(b)?;
            if reg == r {
                return Some(b);
            }
            let op = self.body.region_parent(reg)?;
            b = self.body.parent_block(op)?;
        }
    }

    /// Whether region `a` properly contains region `b`.
    pub(super) fn region_is_proper_ancestor(&self, a: RegionId, b: RegionId) -> bool {
        let mut cur = b;
        loop {
            let Some(op) = self.body.region_parent(cur) else {
                return false;
            };
            let Some(reg) = self
                .body
                .parent_block(op)
                .and_then(|bl| self.body.block_parent(bl))
            else {
                return false;
            };
            if reg == a {
                return true;
            }
            cur = reg;
        }
    }

    /// Upstream's `properlyDominates(Block *a, Block *b)`.
    fn block_properly_dominates(&mut self, a: BlockId, b: BlockId) -> bool {
        let Some(ra) = self.body.block_parent(a) else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(ra);
        }
        let mut b = b;
        if self.body.block_parent(b) != Some(ra) {
            match self.ancestor_block_in_region(ra, b) {
                None => return false,
                Some(anc) if anc == a => return true,
                Some(anc) => b = anc,
            }
        }
        self.tree(ra).properly_dominates(a, b)
    }

    /// Upstream's `properlyDominates(Value, Operation *)`: whether `v` may be used by `user`.
    pub(super) fn value_properly_dominates(&mut self, v: ValueId, user: OpId) -> bool {
        match self.body.value(v).def {
            ValueDef::Arg { block, .. } => {
                let Some(ub) = self.body.parent_block(user) else {
                    return false;
                };
                block == ub || self.block_properly_dominates(block, ub)
            }
            ValueDef::Result { op, .. } => self.op_properly_dominates(op, user),
            ValueDef::Placeholder => false,
        }
    }

    /// Upstream's `properlyDominatesImpl(a, b, /*enclosingOpOk=*/false)`.
    fn op_properly_dominates(&mut self, a: OpId, b: OpId) -> bool {
        let (Some(ablk), Some(_)) = (self.body.parent_block(a), self.body.parent_block(b)) else {
            return false;
        };
        let Some(ar) = self.body.block_parent(ablk) else {
            return false;
        };
        // An op dominates, but does not properly dominate, itself, unless in a graph region.
        if a == b {
            return !self.has_ssa_dominance(ar);
        }
        let Some(b) = self.ancestor_op_in_region(ar, b) else {
            return false;
        };
        let bblk = self.body.parent_block(b).expect("op in a block");
        if ablk == bblk {
            if self.has_ssa_dominance(ar) {
                return a != b && self.is_before_in_block(a, b);
            }
            return true;
        }
        self.tree(ar).properly_dominates(ablk, bblk)
    }
}
