//! The destructuring interfaces of `memref.alloca`, `memref.load` and `memref.store`
//! (upstream 19's `MemRefMemorySlot.cpp`), used by `sroa`: a static alloca of 2 to 16
//! elements splits into one rank-0 alloca per element accessed with constant in-bounds
//! indices.

use crate::conversion::llvm_common::op_spec;
use rmlir_ir::body::{Body, OpId};
use rmlir_ir::builder::Builder;
use rmlir_ir::interfaces::memory_slot::{
    DataLayout, DeletionKind, DestructurableAccessorOpInterface,
    DestructurableAllocationOpInterface, DestructurableMemorySlot, MemorySlot,
};
use rmlir_ir::interfaces::OpInterfaces;
use rmlir_ir::rewrite::fold::value_constant;
use rmlir_ir::{AttrKind, Attribute, Context, TypeKind};

/// The destructuring interfaces, merged into [`super::mem_slot`]'s list.
pub(super) fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    vec![
        (
            "memref.alloca",
            OpInterfaces {
                destructurable_allocation: Some(DestructurableAllocationOpInterface {
                    destructurable_slots: alloca_slots,
                    destructure: alloca_destructure,
                    handle_destructuring_complete: |_, body, op, _| {
                        body.erase_op(op);
                        None
                    },
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "memref.load",
            OpInterfaces {
                destructurable_accessor: Some(DestructurableAccessorOpInterface {
                    can_rewire: load_can_rewire,
                    rewire: |c, b, o, s, m, d| rewire(c, b, o, s, m, d, 0),
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "memref.store",
            OpInterfaces {
                destructurable_accessor: Some(DestructurableAccessorOpInterface {
                    can_rewire: store_can_rewire,
                    rewire: |c, b, o, s, m, d| rewire(c, b, o, s, m, d, 1),
                }),
                ..OpInterfaces::NONE
            },
        ),
    ]
}

fn alloca_slots(ctx: &Context, body: &Body, op: OpId) -> Vec<DestructurableMemorySlot> {
    let ptr = body.result(op, 0);
    let ty = body.value_type(ptr);
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(ty) else {
        return Vec::new();
    };
    if shape.iter().any(|&d| d < 0) {
        return Vec::new();
    }
    let n: i64 = shape.iter().product();
    if n > 16 || n == 1 {
        return Vec::new();
    }
    // Every index, the first coordinate varying fastest (upstream's `walkIndicesAsAttr`).
    let index_ty = ctx.index_type();
    let mut subelement_types = Vec::new();
    let mut cur = vec![0i64; shape.len()];
    for _ in 0..n {
        let coords: Vec<Attribute> = cur.iter().map(|&c| ctx.int_attr(index_ty, c)).collect();
        subelement_types.push((ctx.array_attr(&coords), *elem));
        for (i, c) in cur.iter_mut().enumerate() {
            *c += 1;
            if *c < shape[i] {
                break;
            }
            *c = 0;
        }
    }
    vec![DestructurableMemorySlot {
        slot: MemorySlot { ptr, elem_type: ty },
        subelement_types,
    }]
}

fn alloca_destructure(
    ctx: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &[Attribute],
    new_allocators: &mut Vec<OpId>,
) -> Vec<(Attribute, MemorySlot)> {
    b.set_insertion_point_after(op);
    let loc = b.body.loc(op);
    let mut out = Vec::new();
    for &index in used {
        let Some(&(_, elem)) = slot.subelement_types.iter().find(|(a, _)| *a == index) else {
            continue;
        };
        let ty = ctx.get_type(TypeKind::MemRef {
            shape: Box::new([]),
            elem,
            layout: None,
            memory_space: None,
        });
        let results = [ty];
        let spec = op_spec(ctx, loc, "memref.alloca", &[], &results, &[]);
        let sub = b.create(spec);
        new_allocators.push(sub);
        out.push((
            index,
            MemorySlot {
                ptr: b.body.result(sub, 0),
                elem_type: elem,
            },
        ));
    }
    out
}

/// Upstream's `getAttributeIndexFromIndexOperands`: the constant in-bounds coordinates of
/// an access as an array attribute.
fn access_index(ctx: &Context, body: &Body, op: OpId, memref_operand: usize) -> Option<Attribute> {
    let memref = body.operand(op, memref_operand);
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(body.value_type(memref)) else {
        return None;
    };
    let mut coords = Vec::new();
    for (k, &dim) in shape.iter().enumerate() {
        let v = body.operand(op, memref_operand + 1 + k);
        let a = value_constant(ctx, body, v)?;
        let AttrKind::Integer { value, .. } = ctx.attr_kind(a) else {
            return None;
        };
        let c = value.to_u64()?;
        if c >= dim as u64 {
            return None;
        }
        coords.push(a);
    }
    Some(ctx.array_attr(&coords))
}

fn load_can_rewire(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &mut Vec<Attribute>,
    _: &mut Vec<MemorySlot>,
    _: &DataLayout,
) -> bool {
    if body.operand(op, 0) != slot.slot.ptr {
        return false;
    }
    let Some(index) = access_index(ctx, body, op, 0) else {
        return false;
    };
    if !used.contains(&index) {
        used.push(index);
    }
    true
}

fn store_can_rewire(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &mut Vec<Attribute>,
    _: &mut Vec<MemorySlot>,
    _: &DataLayout,
) -> bool {
    if body.operand(op, 1) != slot.slot.ptr || body.operand(op, 0) == slot.slot.ptr {
        return false;
    }
    let Some(index) = access_index(ctx, body, op, 1) else {
        return false;
    };
    if !slot.subelement_types.iter().any(|(a, _)| *a == index) {
        return false;
    }
    if !used.contains(&index) {
        used.push(index);
    }
    true
}

fn rewire(
    ctx: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    _: &DestructurableMemorySlot,
    subslots: &[(Attribute, MemorySlot)],
    _: &DataLayout,
    memref_operand: usize,
) -> DeletionKind {
    let Some(index) = access_index(ctx, b.body, op, memref_operand) else {
        return DeletionKind::Keep;
    };
    let Some((_, sub)) = subslots.iter().find(|(a, _)| *a == index) else {
        return DeletionKind::Keep;
    };
    let mut operands: Vec<_> = b.body.operands(op).take(memref_operand).collect();
    operands.push(sub.ptr);
    b.body.set_operands(op, &operands);
    DeletionKind::Keep
}
