//! The memory-slot interfaces of `memref.alloca`, `memref.load` and `memref.store`
//! (upstream 19's `MemRefMemorySlot.cpp`), used by `mem2reg`: a static single-element
//! alloca whose element type has a zero value (or is a memref) is promotable; its default
//! value is that zero (`arith.constant`) or a fresh `memref.alloca` of the element type.

use crate::arith::fold::zero_attr;
use crate::conversion::llvm_common::op_spec;
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::builder::Builder;
use rmlir_ir::interfaces::memory_slot::{
    DataLayout, DeletionKind, MemorySlot, PromotableAllocationOpInterface,
    PromotableMemOpInterface, Use,
};
use rmlir_ir::interfaces::{DialectInterfaces, OpInterfaces};
use rmlir_ir::{Context, Type, TypeKind};

/// The `memref` memory-slot interfaces (list after [`super::MEMREF`]).
pub static MEMREF_MEM_SLOT_INTERFACES: DialectInterfaces = DialectInterfaces {
    namespace: "memref",
    ops: op_interfaces,
    inliner: None,
};

fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    let mut v = vec![
        (
            "memref.alloca",
            OpInterfaces {
                promotable_allocation: Some(PromotableAllocationOpInterface {
                    promotable_slots: alloca_slots,
                    default_value: alloca_default,
                    handle_block_argument: |_, _, _, _, _| {},
                    handle_promotion_complete: alloca_complete,
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "memref.load",
            OpInterfaces {
                promotable_mem: Some(PromotableMemOpInterface {
                    loads_from: |_, b, op, slot| b.operand(op, 0) == slot.ptr,
                    stores_to: |_, _, _, _| false,
                    get_stored: |_, _, _, _, _, _| unreachable!("a load stores nothing"),
                    can_uses_be_removed: load_can_remove,
                    remove_blocking_uses: load_remove,
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "memref.store",
            OpInterfaces {
                promotable_mem: Some(PromotableMemOpInterface {
                    loads_from: |_, _, _, _| false,
                    stores_to: |_, b, op, slot| b.operand(op, 1) == slot.ptr,
                    get_stored: |_, b, op, _, _, _| b.body.operand(op, 0),
                    can_uses_be_removed: store_can_remove,
                    remove_blocking_uses: |_, _, _, _, _, _, _| DeletionKind::Delete,
                }),
                ..OpInterfaces::NONE
            },
        ),
    ];
    v.extend(super::destructure::op_interfaces());
    v
}

/// Upstream's `isSupportedElementType`: a memref, or a type with a zero attribute.
fn supported_element(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) || zero_attr(ctx, t).is_some()
}

fn alloca_slots(ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
    let ptr = body.result(op, 0);
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(body.value_type(ptr)) else {
        return Vec::new();
    };
    if !supported_element(ctx, *elem)
        || shape.iter().any(|&d| d < 0)
        || shape.iter().product::<i64>() != 1
    {
        return Vec::new();
    }
    vec![MemorySlot {
        ptr,
        elem_type: *elem,
    }]
}

fn alloca_default(ctx: &Context, b: &mut Builder<'_>, op: OpId, slot: &MemorySlot) -> ValueId {
    let loc = b.body.loc(op);
    let t = slot.elem_type;
    let results = [t];
    let new = if matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
        let spec = op_spec(ctx, loc, "memref.alloca", &[], &results, &[]);
        b.create(spec)
    } else {
        let zero = zero_attr(ctx, t).expect("checked by alloca_slots");
        let spec = op_spec(
            ctx,
            loc,
            "arith.constant",
            &[],
            &results,
            &[("value", zero)],
        );
        b.create(spec)
    };
    b.body.result(new, 0)
}

fn alloca_complete(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &MemorySlot,
    default: Option<ValueId>,
) -> Option<OpId> {
    if let Some(d) = default {
        if !body.has_uses(d) {
            if let Some(o) = body.defining_op(d) {
                body.erase_op(o);
            }
        }
    }
    body.erase_op(op);
    None
}

fn load_can_remove(
    _: &Context,
    body: &Body,
    op: OpId,
    slot: &MemorySlot,
    blocking: &[Use],
    _: &mut Vec<Use>,
    _: &DataLayout,
) -> bool {
    let [(o, i)] = blocking else {
        return false;
    };
    body.operand(*o, *i) == slot.ptr
        && body.operand(op, 0) == slot.ptr
        && body.value_type(body.result(op, 0)) == slot.elem_type
}

fn load_remove(
    _: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    _: &MemorySlot,
    _: &[Use],
    reaching: ValueId,
    _: &DataLayout,
) -> DeletionKind {
    let r = b.body.result(op, 0);
    b.body.replace_all_uses(r, reaching);
    DeletionKind::Delete
}

fn store_can_remove(
    _: &Context,
    body: &Body,
    op: OpId,
    slot: &MemorySlot,
    blocking: &[Use],
    _: &mut Vec<Use>,
    _: &DataLayout,
) -> bool {
    let [(o, i)] = blocking else {
        return false;
    };
    let value = body.operand(op, 0);
    body.operand(*o, *i) == slot.ptr
        && body.operand(op, 1) == slot.ptr
        && value != slot.ptr
        && body.value_type(value) == slot.elem_type
}
