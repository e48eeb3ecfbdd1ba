//! Addressing payload IR across bodies: [`PayloadOp`] paths, navigation and walks.

use super::Interp;
use rmlir_ir::walk::WalkOptions;
use rmlir_ir::{Body, IrNode, Location, OpId, ValueId, WalkResult};

/// A chain of op ids from the payload root's body.
pub type Path = Vec<OpId>;

/// A payload op: its path from the root's body (empty for the root itself).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PayloadOp(pub Path);

/// A payload value: the path of its body and its id there.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PayloadValue {
    pub body: Path,
    pub value: ValueId,
}

impl PayloadOp {
    pub fn root() -> Self {
        PayloadOp(Path::new())
    }
    /// The op's id in its body (`None` for the root).
    pub fn id(&self) -> Option<OpId> {
        self.0.last().copied()
    }
    /// The path of the body holding the op.
    pub fn body_path(&self) -> &[OpId] {
        match self.0.split_last() {
            Some((_, rest)) => rest,
            None => &[],
        }
    }
    /// The path of the op's own body (for isolated ops).
    pub fn inner_path(&self) -> &[OpId] {
        &self.0
    }
    /// An op of the body at `body`.
    pub fn at(body: &[OpId], op: OpId) -> Self {
        let mut p: Path = body.into();
        p.push(op);
        PayloadOp(p)
    }
    /// Whether `self` is `other` or contains it, judged by paths within a body and by
    /// parent links (needs the body: see [`Interp::is_ancestor`]); this form handles
    /// ancestors whose body holds `other` (isolated ancestors) and equal ops only.
    pub fn is_ancestor_of(&self, other: &PayloadOp) -> bool {
        other.0.starts_with(&self.0)
    }
}

impl Interp<'_> {
    /// The name of a payload op.
    pub fn op_name(&self, p: &PayloadOp) -> &str {
        match p.id() {
            None => self.ctx.op_name_str(self.root().name),
            Some(o) => match self.body(p.body_path()) {
                Some(b) if b.contains_op(o) => self.ctx.op_name_str(b.op_name(o)),
                _ => "<<deleted>>",
            },
        }
    }

    /// The location of a payload op.
    pub fn payload_loc(&self, p: &PayloadOp) -> Location {
        match p.id() {
            None => self.root().loc,
            Some(o) => match self.body(p.body_path()) {
                Some(b) if b.contains_op(o) => b.loc(o),
                _ => self.root().loc,
            },
        }
    }

    /// The payload op's parent op.
    pub fn parent(&self, p: &PayloadOp) -> Option<PayloadOp> {
        let o = p.id()?;
        let b = self.body(p.body_path())?;
        match b.parent_op(o) {
            Some(par) => Some(PayloadOp::at(p.body_path(), par)),
            None => Some(PayloadOp(p.body_path().into())),
        }
    }

    /// Whether `a` is `b` or one of its ancestors.
    pub fn is_ancestor(&self, a: &PayloadOp, b: &PayloadOp) -> bool {
        let mut cur = Some(b.clone());
        while let Some(c) = cur {
            if &c == a {
                return true;
            }
            if c.0.len() < a.0.len() {
                return false;
            }
            cur = self.parent(&c);
        }
        false
    }

    /// The ops nested in `p` (`p` included), in pre- or post-order, across bodies.
    pub fn walk_ops(&self, p: &PayloadOp, post: bool) -> Vec<PayloadOp> {
        let mut out = Vec::new();
        match p.id() {
            None => {
                if !post {
                    out.push(p.clone());
                }
                if let Some(b) = self.body(&[]) {
                    walk_body(b, &mut Path::new(), None, post, &mut out);
                }
                if post {
                    out.push(p.clone());
                }
            }
            Some(o) => {
                if let Some(b) = self.body(p.body_path()) {
                    let mut path: Path = p.body_path().into();
                    walk_body(b, &mut path, Some(o), post, &mut out);
                }
            }
        }
        out
    }

    /// The payload op printed as upstream's `Operation::print` (generic when it does not
    /// verify is not modelled: custom form, local scope).
    pub fn print_op(&self, p: &PayloadOp) -> String {
        match p.id() {
            None => String::from("<root>"),
            Some(o) => match self.body(p.body_path()) {
                Some(b) => rmlir_ir::printer::print_op_to_string(
                    self.ctx,
                    b,
                    o,
                    rmlir_ir::printer::PrintFlags::default(),
                ),
                None => String::new(),
            },
        }
    }

    /// The payload op with its body, if it is not the root.
    pub fn op_in<'b>(&'b self, p: &PayloadOp) -> Option<(&'b Body, OpId)> {
        let o = p.id()?;
        let b = self.body(p.body_path())?;
        b.contains_op(o).then_some((b, o))
    }
}

/// Walks `root` (an op of `b`, or the whole body when `None`), entering isolated bodies.
fn walk_body(b: &Body, path: &mut Path, root: Option<OpId>, post: bool, out: &mut Vec<PayloadOp>) {
    let mut local: Vec<OpId> = Vec::new();
    let opts = if post {
        WalkOptions::post_order()
    } else {
        WalkOptions::pre_order()
    };
    let mut visit = |_: &Body, o: OpId| {
        local.push(o);
        WalkResult::Advance
    };
    match root {
        Some(o) => {
            b.walk_ops(IrNode::Op(o), opts, &mut visit);
        }
        None => {
            b.walk_body(opts, |bb, n| match n {
                IrNode::Op(o) => visit(bb, o),
                _ => WalkResult::Advance,
            });
        }
    }
    for o in local {
        let iso = b.isolated_body(o);
        if !post {
            out.push(PayloadOp::at(path, o));
        }
        if let Some(inner) = iso {
            path.push(o);
            walk_body(inner, path, None, post, out);
            path.pop();
        }
        if post {
            out.push(PayloadOp::at(path, o));
        }
    }
}
