//! Walking the IR: pre- and post-order traversals over the ops, regions and blocks nested in
//! an op, a region, a block or a whole body, optionally descending into the bodies of isolated
//! ops (which live in arenas of their own), with upstream's `WalkResult` control
//! (advance / skip / interrupt).
//!
//! Every walk is iterative (an explicit stack of cursors that follow the sibling links), so
//! nesting depth is bounded by memory, not by the thread's stack.

use crate::body::{BlockId, Body, OpId, RegionId};

/// What a walk callback asks for next, as upstream's `WalkResult`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkResult {
    /// Continue the walk.
    Advance,
    /// Do not visit what is nested in this node (pre-order only; same as `Advance` in
    /// post-order, where the nested nodes were already visited).
    Skip,
    /// Stop the walk now.
    Interrupt,
}

/// Visit a node before (pre-order) or after (post-order) what is nested in it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum WalkOrder {
    #[default]
    PreOrder,
    PostOrder,
}

/// A node of the IR tree, as seen by a walk callback.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IrNode {
    Op(OpId),
    Region(RegionId),
    Block(BlockId),
}

/// How to walk.
#[derive(Copy, Clone, Debug, Default)]
pub struct WalkOptions {
    pub order: WalkOrder,
    /// Also walk the bodies of isolated ops (the callback then receives the nested body).
    pub descend_isolated: bool,
}

impl WalkOptions {
    pub fn pre_order() -> Self {
        WalkOptions::default()
    }
    pub fn post_order() -> Self {
        WalkOptions {
            order: WalkOrder::PostOrder,
            descend_isolated: false,
        }
    }
    /// Also walk the bodies of isolated ops.
    pub fn descend_isolated(mut self) -> Self {
        self.descend_isolated = true;
        self
    }
}

/// Whether a walk ran to the end or was interrupted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkStatus {
    Completed,
    Interrupted,
}

impl WalkStatus {
    pub fn was_interrupted(self) -> bool {
        self == WalkStatus::Interrupted
    }
}

struct Cursor<'a> {
    body: &'a Body,
    node: IrNode,
    /// Its children have been pushed (or skipped): the next pop finishes it.
    entered: bool,
    /// The walk's root (or one of the roots of a body walk): no sibling follows it.
    root: bool,
}

/// The first child of a node, in the body the child lives in.
fn first_child(body: &Body, node: IrNode, isolated: bool) -> Option<(&Body, IrNode)> {
    match node {
        IrNode::Op(o) => {
            if body.is_isolated(o) && !isolated {
                return None;
            }
            let (rb, rs) = body.op_regions(o);
            rs.first().map(|r| (rb, IrNode::Region(*r)))
        }
        IrNode::Region(r) => body.entry_block(r).map(|b| (body, IrNode::Block(b))),
        IrNode::Block(b) => body.first_op(b).map(|o| (body, IrNode::Op(o))),
    }
}

fn next_sibling(body: &Body, node: IrNode) -> Option<IrNode> {
    match node {
        IrNode::Op(o) => body.next_op(o).map(IrNode::Op),
        IrNode::Block(b) => body.next_block(b).map(IrNode::Block),
        IrNode::Region(r) => {
            let list = match body.region_parent(r) {
                Some(op) => body.regions(op),
                None => body.root_regions(),
            };
            let i = list.iter().position(|x| *x == r)?;
            list.get(i + 1).map(|r| IrNode::Region(*r))
        }
    }
}

/// Walks the trees rooted at `roots` (all in `body`), calling `f` on every node.
fn walk_nodes<'a>(
    body: &'a Body,
    roots: &[IrNode],
    opts: WalkOptions,
    f: &mut dyn FnMut(&'a Body, IrNode) -> WalkResult,
) -> WalkStatus {
    let pre = opts.order == WalkOrder::PreOrder;
    let mut stack: Vec<Cursor<'a>> = roots
        .iter()
        .rev()
        .map(|n| Cursor {
            body,
            node: *n,
            entered: false,
            root: true,
        })
        .collect();
    while let Some(c) = stack.pop() {
        if !c.entered {
            let mut descend = true;
            if pre {
                match f(c.body, c.node) {
                    WalkResult::Interrupt => return WalkStatus::Interrupted,
                    WalkResult::Skip => descend = false,
                    WalkResult::Advance => {}
                }
            }
            let child = if descend {
                first_child(c.body, c.node, opts.descend_isolated)
            } else {
                None
            };
            stack.push(Cursor { entered: true, ..c });
            if let Some((cb, cn)) = child {
                stack.push(Cursor {
                    body: cb,
                    node: cn,
                    entered: false,
                    root: false,
                });
            }
        } else {
            if !pre && f(c.body, c.node) == WalkResult::Interrupt {
                return WalkStatus::Interrupted;
            }
            if !c.root {
                if let Some(n) = next_sibling(c.body, c.node) {
                    stack.push(Cursor {
                        body: c.body,
                        node: n,
                        entered: false,
                        root: false,
                    });
                }
            }
        }
    }
    WalkStatus::Completed
}

impl Body {
    /// Walks `root` and every op, region and block nested in it (upstream's
    /// `Operation::walk` over all node kinds). `f` receives the body each node lives in,
    /// which differs from `self` inside isolated ops when `opts.descend_isolated` is set.
    pub fn walk<'a>(
        &'a self,
        root: IrNode,
        opts: WalkOptions,
        mut f: impl FnMut(&'a Body, IrNode) -> WalkResult,
    ) -> WalkStatus {
        walk_nodes(self, &[root], opts, &mut f)
    }

    /// Walks everything in this body (its root regions and what they contain).
    pub fn walk_body<'a>(
        &'a self,
        opts: WalkOptions,
        mut f: impl FnMut(&'a Body, IrNode) -> WalkResult,
    ) -> WalkStatus {
        let roots: Vec<IrNode> = self
            .root_regions()
            .iter()
            .map(|r| IrNode::Region(*r))
            .collect();
        walk_nodes(self, &roots, opts, &mut f)
    }

    /// Walks the ops of the tree rooted at `root` (`root` included when it is an op).
    pub fn walk_ops<'a>(
        &'a self,
        root: IrNode,
        opts: WalkOptions,
        mut f: impl FnMut(&'a Body, OpId) -> WalkResult,
    ) -> WalkStatus {
        self.walk(root, opts, |b, n| match n {
            IrNode::Op(o) => f(b, o),
            _ => WalkResult::Advance,
        })
    }

    /// Walks the blocks of the tree rooted at `root`.
    pub fn walk_blocks<'a>(
        &'a self,
        root: IrNode,
        opts: WalkOptions,
        mut f: impl FnMut(&'a Body, BlockId) -> WalkResult,
    ) -> WalkStatus {
        self.walk(root, opts, |b, n| match n {
            IrNode::Block(x) => f(b, x),
            _ => WalkResult::Advance,
        })
    }

    /// Walks the regions of the tree rooted at `root`.
    pub fn walk_regions<'a>(
        &'a self,
        root: IrNode,
        opts: WalkOptions,
        mut f: impl FnMut(&'a Body, RegionId) -> WalkResult,
    ) -> WalkStatus {
        self.walk(root, opts, |b, n| match n {
            IrNode::Region(x) => f(b, x),
            _ => WalkResult::Advance,
        })
    }

    /// Ops nested (transitively) in `r`, pre-order, not crossing into isolated bodies.
    pub fn walk_region(&self, r: RegionId, mut f: impl FnMut(OpId)) {
        self.walk_ops(IrNode::Region(r), WalkOptions::pre_order(), |_, o| {
            f(o);
            WalkResult::Advance
        });
    }

    /// The ops of `root`'s tree in this body (not inside isolated bodies), in the given order:
    /// the usual way to mutate while walking (collect, then erase or rewrite).
    pub fn collect_ops(&self, root: IrNode, order: WalkOrder) -> Vec<OpId> {
        let mut v = Vec::new();
        let opts = WalkOptions {
            order,
            descend_isolated: false,
        };
        self.walk_ops(root, opts, |_, o| {
            v.push(o);
            WalkResult::Advance
        });
        v
    }
}

#[cfg(test)]
mod tests;
