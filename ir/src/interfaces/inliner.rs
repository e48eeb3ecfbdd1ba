//! Upstream's `DialectInlinerInterface`: whether calls, regions and ops of a dialect may be
//! inlined, and how a dialect's terminators are rewritten once the callee's body is in the
//! caller. A dialect returns its implementation from
//! [`Dialect::inliner_interface`](crate::dialect::Dialect::inliner_interface); the free
//! functions here dispatch to the dialect of the op concerned, as upstream's
//! `InlinerInterface` (no interface: not legal, nothing handled).

use crate::attributes::Attribute;
use crate::body::{BlockId, Body, InsertPoint, OpId, RegionId, ValueId};
use crate::context::Context;

/// Upstream's `DialectInlinerInterface`. The defaults are upstream's: nothing is legal to
/// inline, callables are analyzed recursively, terminators are not handled.
pub trait DialectInlinerInterface: Sync {
    /// `isLegalToInline(call, callable, wouldBeCloned)`: the call (in `call_body`) may be
    /// replaced by the body of `callable` (in `callable_body`).
    fn is_legal_to_inline_call(
        &self,
        _ctx: &Context,
        _call_body: &Body,
        _call: OpId,
        _callable_body: &Body,
        _callable: OpId,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// `isLegalToInline(dest, src, wouldBeCloned, valueMapping)`: region `src` may be
    /// inlined into `dest` (an op of this dialect owns `dest`).
    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _dest_body: &Body,
        _dest: RegionId,
        _src_body: &Body,
        _src: RegionId,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// `isLegalToInline(op, dest, wouldBeCloned, valueMapping)`: `op` (of this dialect) may
    /// be moved or cloned into region `dest`.
    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _dest_body: &Body,
        _dest: RegionId,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// `shouldAnalyzeRecursively(op)`: whether the call graph looks into `op`'s regions.
    fn should_analyze_recursively(&self, _ctx: &Context, _body: &Body, _op: OpId) -> bool {
        true
    }

    /// `handleTerminator(op, newDest)`: the callee had several blocks; replace the
    /// terminator `op` (now in `body`) by a branch to `new_dest`.
    fn handle_terminator_branch(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _new_dest: BlockId,
    ) {
    }

    /// `handleArgument(builder, call, callable, argument, argumentAttrs)`: the value the
    /// inlined body sees for `argument` (a call operand in `body`), given the callee's
    /// attributes for it; new ops go at `at`. Asked of the callable's dialect.
    #[allow(clippy::too_many_arguments)]
    fn handle_argument(
        &self,
        _ctx: &Context,
        _site: &InlineSite<'_>,
        _body: &mut Body,
        _at: InsertPoint,
        _call: OpId,
        argument: ValueId,
        _arg_attrs: Option<Attribute>,
    ) -> ValueId {
        argument
    }

    /// `processInlinedCallBlocks(call, inlinedBlocks)`: the callee's blocks were just
    /// cloned into `body` (before `call`'s block continuation, terminators not yet
    /// handled). Asked of the call's dialect.
    fn process_inlined_call_blocks(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _call: OpId,
        _blocks: &[BlockId],
    ) {
    }

    /// `handleTerminator(op, valuesToRepl)`: the callee had one block; replace the uses of
    /// `values_to_replace` (the call's results) by what the terminator `op` returns.
    fn handle_terminator_values(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _values_to_replace: &[ValueId],
    ) {
    }
}

/// Where an inlining happens: the body holding the caller and callee ops (the symbol table
/// the inliner runs on), the caller (whose body is being changed, taken out of `module`)
/// and the callee.
pub struct InlineSite<'a> {
    pub module: &'a Body,
    pub caller_op: OpId,
    pub callee_op: OpId,
    /// The op owning `module` and its isolated ancestors, outermost first, by name and
    /// attributes (for data layout queries).
    pub scopes: &'a [(
        crate::dialect::OperationName,
        Vec<crate::attributes::NamedAttr>,
    )],
}

/// The inliner interface of the dialect defining `op`.
pub fn interface_for(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<&'static dyn DialectInlinerInterface> {
    ctx.dialect_inliner(body.op_name(op))
}

/// `InlinerInterface::isLegalToInline(call, callable, wouldBeCloned)`.
pub fn is_legal_to_inline_call(
    ctx: &Context,
    call_body: &Body,
    call: OpId,
    callable_body: &Body,
    callable: OpId,
    would_be_cloned: bool,
) -> bool {
    interface_for(ctx, call_body, call).is_some_and(|i| {
        i.is_legal_to_inline_call(
            ctx,
            call_body,
            call,
            callable_body,
            callable,
            would_be_cloned,
        )
    })
}

/// `InlinerInterface::isLegalToInline(dest, src, ...)`: asks the dialect of `dest`'s owner.
pub fn is_legal_to_inline_region(
    ctx: &Context,
    dest_body: &Body,
    dest: RegionId,
    src_body: &Body,
    src: RegionId,
    would_be_cloned: bool,
) -> bool {
    let Some(owner) = dest_body.region_parent(dest) else {
        return false;
    };
    interface_for(ctx, dest_body, owner).is_some_and(|i| {
        i.is_legal_to_inline_region(ctx, dest_body, dest, src_body, src, would_be_cloned)
    })
}

/// `InlinerInterface::isLegalToInline(op, dest, ...)`.
pub fn is_legal_to_inline_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    dest_body: &Body,
    dest: RegionId,
    would_be_cloned: bool,
) -> bool {
    interface_for(ctx, body, op)
        .is_some_and(|i| i.is_legal_to_inline_op(ctx, body, op, dest_body, dest, would_be_cloned))
}

/// `InlinerInterface::handleTerminator(op, newDest)`.
pub fn handle_terminator_branch(ctx: &Context, body: &mut Body, op: OpId, new_dest: BlockId) {
    if let Some(i) = interface_for(ctx, body, op) {
        i.handle_terminator_branch(ctx, body, op, new_dest);
    }
}

/// `InlinerInterface::handleTerminator(op, valuesToRepl)`.
pub fn handle_terminator_values(ctx: &Context, body: &mut Body, op: OpId, values: &[ValueId]) {
    if let Some(i) = interface_for(ctx, body, op) {
        i.handle_terminator_values(ctx, body, op, values);
    }
}

/// `InlinerInterface::processInlinedCallBlocks(call, blocks)`.
pub fn process_inlined_call_blocks(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    if let Some(i) = interface_for(ctx, body, call) {
        i.process_inlined_call_blocks(ctx, body, call, blocks);
    }
}

/// An inliner interface under which every op of the dialect is legal to inline (upstream's
/// `ArithInlinerInterface`, `MemRefInlinerInterface`, `SCFInlinerInterface`, ...).
pub struct AllOpsLegal;

impl DialectInlinerInterface for AllOpsLegal {
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: &Body,
        _: RegionId,
        _: bool,
    ) -> bool {
        true
    }
}
