//! Op interfaces and dialect interfaces: upstream MLIR's `OpInterface`s as structs of
//! function pointers, attached to registered ops without touching their declarations.
//!
//! An op's interfaces are the [`OpInterfaces`] of its [`OpInfo`](crate::dialect::OpInfo)
//! (`OpInfo::interfaces`). They come from three places, merged when the context loads its
//! dialects (the first provider of an interface wins):
//!
//! 1. the op's own declaration (`OpInfo::interfaces` set by a hand-written `OpInfo`);
//! 2. any loaded [`Dialect`](crate::dialect::Dialect)'s
//!    [`op_interfaces`](crate::dialect::Dialect::op_interfaces), by op name: upstream's
//!    *external models*. A dialect module usually provides them from an interface-only
//!    dialect part ([`DialectInterfaces`]) listed after the dialect itself, so the op
//!    declarations stay untouched;
//! 3. what the declaration implies ([`derived`]): `ReturnLike` ops are
//!    `RegionBranchTerminatorOpInterface`s forwarding all their operands, ops whose result
//!    types follow from their ODS traits (or that declare an `infer` function) are
//!    `InferTypeOpInterface`s, ops with result-name hints are `OpAsmOpInterface`s.
//!
//! Each interface has its own module with the upstream queries as free functions taking
//! `(ctx, body, op)` (e.g. [`region_branch::successor_regions`]), and the interface's
//! verifier where upstream has one ([`region_branch::verify_types`]). Dialect-level
//! interfaces are [`inliner::DialectInlinerInterface`] (a trait, returned by
//! [`Dialect::inliner_interface`](crate::dialect::Dialect::inliner_interface)) and
//! constant materialization, which is
//! [`Dialect::materialize_constant`](crate::dialect::Dialect::materialize_constant)
//! (upstream's `Dialect::materializeConstant`, used by the folder).
//!
//! Interfaces that predate this module stay where they were: `BranchOpInterface` is
//! `OpInfo::branch`, `MemoryEffectOpInterface` is `OpInfo::memory_effects`.

pub mod call;
pub mod function;
pub mod infer_type;
pub mod inliner;
pub mod loop_like;
pub mod memory_slot;
pub mod op_asm;
pub mod region_branch;
pub mod view_like;

use crate::attributes::Attribute;
use crate::body::{Body, OpId, ValueId};
use crate::context::Context;
use crate::dialect::{Dialect, OpInfo, Traits};

pub use call::{CallOpInterface, CallableOpInterface, Callee};
pub use function::FunctionOpInterface;
pub use infer_type::InferTypeOpInterface;
pub use inliner::DialectInlinerInterface;
pub use loop_like::LoopLikeOpInterface;
pub use op_asm::OpAsmOpInterface;
pub use region_branch::{
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
pub use view_like::ViewLikeOpInterface;

/// Upstream's `OpFoldResult`: a value or a constant attribute (loop bounds, mixed sizes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    Value(ValueId),
    Attr(Attribute),
}

/// The interfaces an op implements. Every field is optional; the default is none.
#[derive(Copy, Clone, Default)]
pub struct OpInterfaces {
    pub call: Option<CallOpInterface>,
    pub callable: Option<CallableOpInterface>,
    pub function: Option<FunctionOpInterface>,
    pub region_branch: Option<RegionBranchOpInterface>,
    pub region_branch_terminator: Option<RegionBranchTerminatorOpInterface>,
    pub loop_like: Option<LoopLikeOpInterface>,
    pub view_like: Option<ViewLikeOpInterface>,
    pub infer_type: Option<InferTypeOpInterface>,
    pub op_asm: Option<OpAsmOpInterface>,
    pub promotable_allocation: Option<memory_slot::PromotableAllocationOpInterface>,
    pub promotable_mem: Option<memory_slot::PromotableMemOpInterface>,
    pub promotable: Option<memory_slot::PromotableOpInterface>,
    pub destructurable_allocation: Option<memory_slot::DestructurableAllocationOpInterface>,
    pub destructurable_accessor: Option<memory_slot::DestructurableAccessorOpInterface>,
    pub safe_access: Option<memory_slot::SafeMemorySlotAccessOpInterface>,
}

impl OpInterfaces {
    /// No interface (usable in `const` contexts, e.g. [`OpInfo::new`]).
    pub const NONE: OpInterfaces = OpInterfaces {
        call: None,
        callable: None,
        function: None,
        region_branch: None,
        region_branch_terminator: None,
        loop_like: None,
        view_like: None,
        infer_type: None,
        op_asm: None,
        promotable_allocation: None,
        promotable_mem: None,
        promotable: None,
        destructurable_allocation: None,
        destructurable_accessor: None,
        safe_access: None,
    };

    /// Fills the interfaces `self` lacks from `other` (what `self` has wins).
    pub fn merge(&mut self, other: &OpInterfaces) {
        macro_rules! fill {
            ($($f:ident),*) => {$( if self.$f.is_none() { self.$f = other.$f; } )*};
        }
        fill!(
            call,
            callable,
            function,
            region_branch,
            region_branch_terminator,
            loop_like,
            view_like,
            infer_type,
            op_asm,
            promotable_allocation,
            promotable_mem,
            promotable,
            destructurable_allocation,
            destructurable_accessor,
            safe_access
        );
    }
}

/// The interfaces of `op` (`None` for unregistered ops).
pub fn of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c OpInterfaces> {
    ctx.op_info(body.op_name(op)).map(|i| &i.interfaces)
}

/// The interfaces a registered op has by virtue of its declaration (see the module docs).
pub fn derived(info: &OpInfo) -> OpInterfaces {
    let mut out = OpInterfaces::NONE;
    if info.traits.has(Traits::RETURN_LIKE) {
        out.region_branch_terminator = Some(region_branch::RETURN_LIKE_TERMINATOR);
    }
    if let Some(def) = info.def {
        if infer_type::def_infers_result_types(def) {
            out.infer_type = Some(infer_type::FROM_ODS);
        }
    }
    if info.result_names.is_some() {
        out.op_asm = Some(OpAsmOpInterface {
            result_names: info.result_names,
            block_arg_names: None,
        });
    }
    out
}

/// A dialect part that only attaches interfaces (upstream's external models and dialect
/// interfaces registered in a `DialectRegistry` extension): it registers no op, and its
/// [`op_interfaces`](Dialect::op_interfaces) apply by name to ops registered by any part of
/// any dialect. List it after the dialect it extends.
pub struct DialectInterfaces {
    pub namespace: &'static str,
    pub ops: fn() -> Vec<(&'static str, OpInterfaces)>,
    pub inliner: Option<&'static dyn DialectInlinerInterface>,
}

impl Dialect for DialectInterfaces {
    fn namespace(&self) -> &'static str {
        self.namespace
    }
    fn ops(&self) -> Vec<OpInfo> {
        Vec::new()
    }
    fn op_interfaces(&self) -> Vec<(&'static str, OpInterfaces)> {
        (self.ops)()
    }
    fn inliner_interface(&self) -> Option<&'static dyn DialectInlinerInterface> {
        self.inliner
    }
}

/// Whether `ancestor` is `op` or one of its ancestors within `body` (upstream's
/// `Operation::isAncestor`; ops of other bodies are never ancestors here).
pub fn is_ancestor(body: &Body, ancestor: OpId, mut op: OpId) -> bool {
    loop {
        if op == ancestor {
            return true;
        }
        match body.parent_op(op) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// The op whose region defines `v` (a block argument's block's op, a result's op's parent).
pub fn value_parent_op(body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        crate::body::ValueDef::Result { op, .. } => body.parent_op(op),
        crate::body::ValueDef::Arg { block, .. } => body.block_parent_op(block),
        _ => None,
    }
}
