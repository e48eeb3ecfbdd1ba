//! [`Builder`]: creates ops and blocks at an insertion point of a body, as upstream's
//! `OpBuilder`. Successive creations land in program order: after inserting at the start of
//! a block or after an op, the insertion point moves after the new op.

use crate::attributes::Location;
use crate::body::{BlockId, Body, InsertPoint, OpId, OpSpec, RegionId};
use crate::types::Type;

/// Creates IR in one body at an insertion point.
pub struct Builder<'b> {
    pub body: &'b mut Body,
    ip: Option<InsertPoint>,
}

impl<'b> Builder<'b> {
    /// A builder with no insertion point: created ops stay detached until one is set.
    pub fn new(body: &'b mut Body) -> Self {
        Builder { body, ip: None }
    }

    /// A builder inserting at `ip`.
    pub fn at(body: &'b mut Body, ip: InsertPoint) -> Self {
        Builder { body, ip: Some(ip) }
    }

    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Sets (or clears) the insertion point; returns the previous one, so that the caller can
    /// restore it (upstream's `InsertionGuard`).
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) -> Option<InsertPoint> {
        std::mem::replace(&mut self.ip, ip)
    }

    pub fn clear_insertion_point(&mut self) {
        self.ip = None;
    }

    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.ip = Some(InsertPoint::Before(op));
    }

    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.ip = Some(InsertPoint::After(op));
    }

    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint::BlockStart(block));
    }

    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint::BlockEnd(block));
    }

    /// The block ops are inserted into, if any.
    pub fn insertion_block(&self) -> Option<BlockId> {
        match self.ip? {
            InsertPoint::BlockStart(b) | InsertPoint::BlockEnd(b) => Some(b),
            InsertPoint::Before(o) | InsertPoint::After(o) => self.body.parent_block(o),
        }
    }

    /// Inserts a detached op at the insertion point (if any) and advances past it.
    pub fn insert(&mut self, op: OpId) -> OpId {
        if let Some(ip) = self.ip {
            self.body.insert_op(op, ip);
            self.ip = Some(match ip {
                InsertPoint::BlockStart(_) | InsertPoint::After(_) => InsertPoint::After(op),
                other => other,
            });
        }
        op
    }

    /// Creates an op from `spec` at the insertion point (detached if there is none).
    pub fn create(&mut self, spec: OpSpec<'_>) -> OpId {
        let op = self.body.create_op(spec);
        self.insert(op)
    }

    /// Creates an isolated op owning `body` (moved in, O(1)) at the insertion point.
    pub fn create_isolated(&mut self, spec: OpSpec<'_>, body: Box<Body>) -> OpId {
        let op = self.body.create_isolated_op(spec, body);
        self.insert(op)
    }

    /// Creates a block at the end of `region` (or before `before`) and moves the insertion
    /// point to its end, as upstream's `OpBuilder::createBlock`.
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(Type, Location)],
    ) -> BlockId {
        let b = self.body.create_block(args);
        self.body.insert_block(region, b, before);
        self.ip = Some(InsertPoint::BlockEnd(b));
        b
    }
}

#[cfg(test)]
mod tests;
