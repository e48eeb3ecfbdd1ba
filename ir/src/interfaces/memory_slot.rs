//! Upstream's memory-slot interfaces (`MemorySlotInterfaces.td`, MLIR 19), used by the
//! `mem2reg` pass ([`crate::transforms::mem2reg`]):
//!
//! - [`PromotableAllocationOpInterface`]: an op allocating memory slots that may be promoted
//!   to SSA values (`llvm.alloca`, `memref.alloca`);
//! - [`PromotableMemOpInterface`]: an op reading or writing a slot (loads and stores), which
//!   promotion rewires to the slot's reaching definition;
//! - [`PromotableOpInterface`]: an op using a slot pointer without accessing its memory
//!   (casts, lifetime markers, debug intrinsics), which promotion deletes or rewires.
//!
//! A blocking use is an operand `(owner op, operand index)`. Hooks that create IR get a
//! [`Builder`] whose insertion point the pass has set as upstream does.

use crate::attributes::Attribute;
use crate::body::{Body, OpId, ValueId};
use crate::builder::Builder;
use crate::context::Context;
use crate::types::Type;

/// An operand: the op using a value and the operand's index (upstream's `OpOperand *`).
pub type Use = (OpId, usize);

/// Upstream's `MemorySlot`: a pointer to a slot holding one value of `elem_type`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemorySlot {
    pub ptr: ValueId,
    pub elem_type: Type,
}

/// Upstream's `DeletionKind`: whether the op must be erased once its uses are removed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DeletionKind {
    Keep,
    Delete,
}

/// The data layout in scope (upstream's `DataLayout`, as far as promotion asks it): the
/// `dlti.dl_spec` attribute of the nearest op that has one, if known. Dialects interpret its
/// entries for their types.
#[derive(Copy, Clone, Debug, Default)]
pub struct DataLayout {
    pub spec: Option<Attribute>,
}

/// `PromotableMemOpInterface::canUsesBeRemoved`.
pub type MemCanUsesBeRemovedFn =
    fn(&Context, &Body, OpId, &MemorySlot, &[Use], &mut Vec<Use>, &DataLayout) -> bool;
/// `PromotableOpInterface::canUsesBeRemoved`.
pub type CanUsesBeRemovedFn = fn(&Context, &Body, OpId, &[Use], &mut Vec<Use>, &DataLayout) -> bool;
/// `PromotableOpInterface::visitReplacedValues`.
pub type VisitReplacedValuesFn = fn(&Context, &mut Builder<'_>, OpId, &[(OpId, ValueId)]);

/// Upstream's `PromotableAllocationOpInterface`.
#[derive(Copy, Clone)]
pub struct PromotableAllocationOpInterface {
    /// `getPromotableSlots`.
    pub promotable_slots: fn(&Context, &Body, OpId) -> Vec<MemorySlot>,
    /// `getDefaultValue`: the slot's content before any store, created at the builder's
    /// insertion point.
    pub default_value: fn(&Context, &mut Builder<'_>, OpId, &MemorySlot) -> ValueId,
    /// `handleBlockArgument`: called with the builder at the start of the block that got
    /// the new argument.
    pub handle_block_argument: fn(&Context, &mut Builder<'_>, OpId, &MemorySlot, ValueId),
    /// `handlePromotionComplete`: erases the allocator (and the default value when unused);
    /// returns a new allocator to promote, if any.
    pub handle_promotion_complete:
        fn(&Context, &mut Body, OpId, &MemorySlot, Option<ValueId>) -> Option<OpId>,
}

/// Upstream's `PromotableMemOpInterface`.
#[derive(Copy, Clone)]
pub struct PromotableMemOpInterface {
    /// `loadsFrom`.
    pub loads_from: fn(&Context, &Body, OpId, &MemorySlot) -> bool,
    /// `storesTo`.
    pub stores_to: fn(&Context, &Body, OpId, &MemorySlot) -> bool,
    /// `getStored`: the slot's new content after the op, given the content before it
    /// (`reachingDef`); ops may be created after the op.
    pub get_stored:
        fn(&Context, &mut Builder<'_>, OpId, &MemorySlot, ValueId, &DataLayout) -> ValueId,
    /// `canUsesBeRemoved`: whether the blocking uses can be removed, adding the uses of the
    /// op's results that must be removed too.
    pub can_uses_be_removed: MemCanUsesBeRemovedFn,
    /// `removeBlockingUses`, with the slot's content reaching the op.
    pub remove_blocking_uses: fn(
        &Context,
        &mut Builder<'_>,
        OpId,
        &MemorySlot,
        &[Use],
        ValueId,
        &DataLayout,
    ) -> DeletionKind,
}

/// Upstream's `PromotableOpInterface`.
#[derive(Copy, Clone)]
pub struct PromotableOpInterface {
    /// `canUsesBeRemoved`.
    pub can_uses_be_removed: CanUsesBeRemovedFn,
    /// `removeBlockingUses`.
    pub remove_blocking_uses: fn(&Context, &mut Builder<'_>, OpId, &[Use]) -> DeletionKind,
    /// `visitReplacedValues` (set when `requiresReplacedValues` is true): receives each
    /// store that was promoted with the value it stored.
    pub visit_replaced_values: Option<VisitReplacedValuesFn>,
}

/// Upstream's `DestructurableMemorySlot`: a slot whose content is an aggregate, with the
/// type of each subelement by index (in the type's order).
#[derive(Clone, Debug)]
pub struct DestructurableMemorySlot {
    pub slot: MemorySlot,
    pub subelement_types: Vec<(Attribute, Type)>,
}

/// `DestructurableAllocationOpInterface::destructure`: creates one subslot per used index
/// (in the given order), records the new allocators, returns the subslots by index.
pub type DestructureFn = fn(
    &Context,
    &mut Builder<'_>,
    OpId,
    &DestructurableMemorySlot,
    &[Attribute],
    &mut Vec<OpId>,
) -> Vec<(Attribute, MemorySlot)>;
/// `DestructurableAccessorOpInterface::canRewire`: records the used indices (a set kept in
/// insertion order) and the views that must be accessed safely.
pub type CanRewireFn = fn(
    &Context,
    &Body,
    OpId,
    &DestructurableMemorySlot,
    &mut Vec<Attribute>,
    &mut Vec<MemorySlot>,
    &DataLayout,
) -> bool;
/// `DestructurableAccessorOpInterface::rewire`.
pub type RewireFn = fn(
    &Context,
    &mut Builder<'_>,
    OpId,
    &DestructurableMemorySlot,
    &[(Attribute, MemorySlot)],
    &DataLayout,
) -> DeletionKind;
/// `SafeMemorySlotAccessOpInterface::ensureOnlySafeAccesses` (true for success).
pub type EnsureSafeFn =
    fn(&Context, &Body, OpId, &MemorySlot, &mut Vec<MemorySlot>, &DataLayout) -> bool;

/// Upstream's `DestructurableAllocationOpInterface`.
#[derive(Copy, Clone)]
pub struct DestructurableAllocationOpInterface {
    /// `getDestructurableSlots`.
    pub destructurable_slots: fn(&Context, &Body, OpId) -> Vec<DestructurableMemorySlot>,
    /// `destructure` (the builder has no insertion point: the hook sets it).
    pub destructure: DestructureFn,
    /// `handleDestructuringComplete`: erases the allocator; a new allocator to retry, if any.
    pub handle_destructuring_complete:
        fn(&Context, &mut Body, OpId, &DestructurableMemorySlot) -> Option<OpId>,
}

/// Upstream's `DestructurableAccessorOpInterface`.
#[derive(Copy, Clone)]
pub struct DestructurableAccessorOpInterface {
    pub can_rewire: CanRewireFn,
    pub rewire: RewireFn,
}

/// Upstream's `SafeMemorySlotAccessOpInterface`.
#[derive(Copy, Clone)]
pub struct SafeMemorySlotAccessOpInterface {
    pub ensure_only_safe_accesses: EnsureSafeFn,
}

/// The destructurable-allocation interface of `op`, if it has one.
pub fn destructurable_allocation(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<DestructurableAllocationOpInterface> {
    super::of(ctx, body, op)?.destructurable_allocation
}

/// The destructurable-accessor interface of `op`, if it has one.
pub fn destructurable_accessor(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<DestructurableAccessorOpInterface> {
    super::of(ctx, body, op)?.destructurable_accessor
}

/// The safe-access interface of `op`, if it has one.
pub fn safe_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<SafeMemorySlotAccessOpInterface> {
    super::of(ctx, body, op)?.safe_access
}

/// The allocation interface of `op`, if it has one.
pub fn allocation(ctx: &Context, body: &Body, op: OpId) -> Option<PromotableAllocationOpInterface> {
    super::of(ctx, body, op)?.promotable_allocation
}

/// The memory-op interface of `op`, if it has one.
pub fn mem_op(ctx: &Context, body: &Body, op: OpId) -> Option<PromotableMemOpInterface> {
    super::of(ctx, body, op)?.promotable_mem
}

/// The promotable-op interface of `op`, if it has one.
pub fn promotable(ctx: &Context, body: &Body, op: OpId) -> Option<PromotableOpInterface> {
    super::of(ctx, body, op)?.promotable
}
