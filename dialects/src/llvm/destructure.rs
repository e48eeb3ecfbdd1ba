//! The destructuring interfaces of the `llvm` ops (upstream 19's `LLVMMemorySlot.cpp`, the
//! parts `sroa` uses): an `llvm.alloca` of one struct or array (at most 16 elements) splits
//! into one alloca per used field; constant `llvm.getelementptr`s into it are rewired to
//! byte offsets into the field's alloca, `llvm.load`/`llvm.store` of its first field to that
//! field's alloca; views made by GEPs must be accessed within their bounds.

use super::mem_slot::{layout, size_in_bytes};
use super::types::{decode, LlvmType};
use crate::conversion::llvm_common::op_spec;
use rmlir_ir::body::{Body, OpId};
use rmlir_ir::builder::Builder;
use rmlir_ir::interfaces::memory_slot::{
    DataLayout, DeletionKind, DestructurableAccessorOpInterface,
    DestructurableAllocationOpInterface, DestructurableMemorySlot, MemorySlot,
    SafeMemorySlotAccessOpInterface,
};
use rmlir_ir::interfaces::OpInterfaces;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i32_values};
use rmlir_ir::ods::prop;
use rmlir_ir::rewrite::fold::value_constant;
use rmlir_ir::{AttrKind, Attribute, Context, Type};

/// LLVM's `kGEPConstantBitWidth`.
const GEP_CONSTANT_BIT_WIDTH: u32 = 29;

/// The destructuring interfaces, merged into [`super::mem_slot`]'s list.
pub(super) fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    let load_store = |ptr_operand: usize| OpInterfaces {
        destructurable_accessor: Some(DestructurableAccessorOpInterface {
            can_rewire: if ptr_operand == 0 {
                load_can_rewire
            } else {
                store_can_rewire
            },
            rewire: if ptr_operand == 0 {
                |c, b, o, s, m, d| rewire_addr(c, b, o, s, m, d, 0)
            } else {
                |c, b, o, s, m, d| rewire_addr(c, b, o, s, m, d, 1)
            },
        }),
        safe_access: Some(SafeMemorySlotAccessOpInterface {
            ensure_only_safe_accesses: if ptr_operand == 0 {
                load_safe
            } else {
                store_safe
            },
        }),
        ..OpInterfaces::NONE
    };
    vec![
        (
            "llvm.alloca",
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
        ("llvm.load", load_store(0)),
        ("llvm.store", load_store(1)),
        (
            "llvm.getelementptr",
            OpInterfaces {
                destructurable_accessor: Some(DestructurableAccessorOpInterface {
                    can_rewire: gep_can_rewire,
                    rewire: gep_rewire,
                }),
                safe_access: Some(SafeMemorySlotAccessOpInterface {
                    ensure_only_safe_accesses: gep_safe,
                }),
                ..OpInterfaces::NONE
            },
        ),
    ]
}

fn i32_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.int_attr(ctx.integer_type(32), v)
}

/// `DestructurableTypeInterface::getSubelementIndexMap` of the llvm aggregates.
fn subelements(ctx: &Context, t: Type) -> Option<Vec<(Attribute, Type)>> {
    let elems: Vec<Type> = match decode(ctx, t)? {
        LlvmType::Struct { elems, .. } => elems,
        LlvmType::Identified {
            body: Some((elems, _)),
            ..
        } => elems.to_vec(),
        LlvmType::Array(elem, n) if n <= 16 => vec![elem; n as usize],
        _ => return None,
    };
    Some(
        elems
            .into_iter()
            .enumerate()
            .map(|(i, e)| (i32_attr(ctx, i as i64), e))
            .collect(),
    )
}

fn subslot_type(slot: &DestructurableMemorySlot, index: Attribute) -> Option<Type> {
    slot.subelement_types
        .iter()
        .find(|(a, _)| *a == index)
        .map(|(_, t)| *t)
}

fn alloca_slots(ctx: &Context, body: &Body, op: OpId) -> Vec<DestructurableMemorySlot> {
    let one = value_constant(ctx, body, body.operand(op, 0)).and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_u64(),
        _ => None,
    });
    if one != Some(1) {
        return Vec::new();
    }
    let Some(elem) = prop(ctx, body, op, "elem_type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }) else {
        return Vec::new();
    };
    let Some(subelement_types) = subelements(ctx, elem) else {
        return Vec::new();
    };
    vec![DestructurableMemorySlot {
        slot: MemorySlot {
            ptr: body.result(op, 0),
            elem_type: elem,
        },
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
    let size = b.body.operand(op, 0);
    let ptr_ty = b.body.value_type(b.body.result(op, 0));
    let mut out = Vec::new();
    for &index in used {
        let Some(elem) = subslot_type(slot, index) else {
            continue;
        };
        let operands = [size];
        let results = [ptr_ty];
        let spec = op_spec(
            ctx,
            loc,
            "llvm.alloca",
            &operands,
            &results,
            &[("elem_type", ctx.type_attr(elem))],
        );
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

// ---- load / store -----------------------------------------------------------------------

fn volatile(ctx: &Context, body: &Body, op: OpId) -> bool {
    prop(ctx, body, op, "volatile_").is_some()
}

/// Loads and stores access the first field of the destructured slot.
fn first_field_fits(
    ctx: &Context,
    slot: &DestructurableMemorySlot,
    access: Type,
) -> Option<Attribute> {
    let index = i32_attr(ctx, 0);
    let sub = subslot_type(slot, index)?;
    (size_in_bytes(ctx, access)? <= size_in_bytes(ctx, sub)?).then_some(index)
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
    if volatile(ctx, body, op) {
        return false;
    }
    let ty = body.value_type(body.result(op, 0));
    match first_field_fits(ctx, slot, ty) {
        Some(i) => {
            if !used.contains(&i) {
                used.push(i);
            }
            true
        }
        None => false,
    }
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
    let value = body.operand(op, 0);
    if volatile(ctx, body, op) || value == slot.slot.ptr {
        return false;
    }
    match first_field_fits(ctx, slot, body.value_type(value)) {
        Some(i) => {
            if !used.contains(&i) {
                used.push(i);
            }
            true
        }
        None => false,
    }
}

fn rewire_addr(
    ctx: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    _: &DestructurableMemorySlot,
    subslots: &[(Attribute, MemorySlot)],
    _: &DataLayout,
    operand: usize,
) -> DeletionKind {
    let index = i32_attr(ctx, 0);
    if let Some((_, s)) = subslots.iter().find(|(a, _)| *a == index) {
        b.body.set_operand(op, operand, s.ptr);
    }
    DeletionKind::Keep
}

fn access_fits(ctx: &Context, slot: &MemorySlot, access: Type) -> bool {
    matches!(
        (size_in_bytes(ctx, access), size_in_bytes(ctx, slot.elem_type)),
        (Some(a), Some(s)) if a <= s
    )
}

fn load_safe(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &MemorySlot,
    _: &mut Vec<MemorySlot>,
    _: &DataLayout,
) -> bool {
    body.operand(op, 0) != slot.ptr || access_fits(ctx, slot, body.value_type(body.result(op, 0)))
}

fn store_safe(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &MemorySlot,
    _: &mut Vec<MemorySlot>,
    _: &DataLayout,
) -> bool {
    body.operand(op, 1) != slot.ptr || access_fits(ctx, slot, body.value_type(body.operand(op, 0)))
}

// ---- getelementptr ----------------------------------------------------------------------

/// The constant indices of a GEP (`None` if one is dynamic).
fn gep_indices(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<i32>> {
    let raw = dense_i32_values(ctx, prop(ctx, body, op, "rawConstantIndices")?)?;
    (!raw.contains(&super::asm::DYNAMIC_INDEX)).then_some(raw)
}

fn gep_elem_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    match ctx.attr_kind(prop(ctx, body, op, "elem_type")?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

fn struct_body(ctx: &Context, t: Type) -> Option<(Vec<Type>, bool)> {
    match decode(ctx, t)? {
        LlvmType::Struct { elems, packed } => Some((elems, packed)),
        LlvmType::Identified {
            body: Some((elems, flags)),
            ..
        } => Some((elems.to_vec(), flags & super::types::PACKED != 0)),
        _ => None,
    }
}

fn abi_align(ctx: &Context, t: Type) -> Option<u64> {
    layout(ctx, t).map(|l| l.1.max(1))
}

/// Upstream's `gepToByteOffset`.
fn gep_byte_offset(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let indices = gep_indices(ctx, body, op)?;
    if indices.iter().any(|&i| i < 0) || indices.is_empty() {
        return None;
    }
    let mut current = gep_elem_type(ctx, body, op)?;
    let mut offset = indices[0] as u64 * size_in_bytes(ctx, current)?;
    for &index in &indices[1..] {
        let index = index as u64;
        if let Some(LlvmType::Array(elem, _)) = decode(ctx, current) {
            offset += index * size_in_bytes(ctx, elem)?;
            current = elem;
            continue;
        }
        let (elems, packed) = struct_body(ctx, current)?;
        if index as usize >= elems.len() {
            return None;
        }
        for &e in &elems[..index as usize] {
            if !packed {
                offset = offset.next_multiple_of(abi_align(ctx, e)?);
            }
            offset += size_in_bytes(ctx, e)?;
        }
        let target = elems[index as usize];
        if !packed {
            offset = offset.next_multiple_of(abi_align(ctx, target)?);
        }
        current = target;
    }
    Some(offset)
}

/// Upstream's `getSubslotAccessInfo`: the field an access at the GEP's offset falls into,
/// and the offset within that field.
fn subslot_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &DestructurableMemorySlot,
) -> Option<(u32, u64)> {
    let offset = gep_byte_offset(ctx, body, op)?;
    let ty = slot.slot.elem_type;
    if offset >= size_in_bytes(ctx, ty)? {
        return None;
    }
    let out_of_bounds = |i: u64| i >= (1 << GEP_CONSTANT_BIT_WIDTH);
    if let Some(LlvmType::Array(elem, _)) = decode(ctx, ty) {
        let size = size_in_bytes(ctx, elem)?;
        if size == 0 {
            return None;
        }
        let index = offset / size;
        if out_of_bounds(index) {
            return None;
        }
        return Some((index as u32, offset - index * size));
    }
    let (elems, packed) = struct_body(ctx, ty)?;
    let mut start = 0u64;
    for (index, &e) in elems.iter().enumerate() {
        let size = size_in_bytes(ctx, e)?;
        if !packed {
            start = start.next_multiple_of(abi_align(ctx, e)?);
            // An offset into padding cancels the rewrite.
            if offset < start {
                return None;
            }
        }
        if offset < start + size {
            if out_of_bounds(index as u64) {
                return None;
            }
            return Some((index as u32, offset - start));
        }
        start += size;
    }
    None
}

fn byte_array(ctx: &Context, n: u64) -> Type {
    super::types::array(ctx, ctx.integer_type(8), n)
}

fn gep_can_rewire(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &mut Vec<Attribute>,
    safely: &mut Vec<MemorySlot>,
    _: &DataLayout,
) -> bool {
    let base = body.operand(op, 0);
    if !matches!(decode(ctx, body.value_type(base)), Some(LlvmType::Ptr(_)))
        || base != slot.slot.ptr
    {
        return false;
    }
    let Some((index, sub_offset)) = subslot_access(ctx, body, op, slot) else {
        return false;
    };
    let index = i32_attr(ctx, index as i64);
    let Some(sub) = subslot_type(slot, index) else {
        return false;
    };
    let Some(size) = size_in_bytes(ctx, sub) else {
        return false;
    };
    if !used.contains(&index) {
        used.push(index);
    }
    safely.push(MemorySlot {
        ptr: body.result(op, 0),
        elem_type: byte_array(ctx, size.saturating_sub(sub_offset)),
    });
    true
}

fn gep_rewire(
    ctx: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    slot: &DestructurableMemorySlot,
    subslots: &[(Attribute, MemorySlot)],
    _: &DataLayout,
) -> DeletionKind {
    let Some((index, sub_offset)) = subslot_access(ctx, b.body, op, slot) else {
        return DeletionKind::Keep;
    };
    let index = i32_attr(ctx, index as i64);
    let Some((_, sub)) = subslots.iter().find(|(a, _)| *a == index) else {
        return DeletionKind::Keep;
    };
    let loc = b.body.loc(op);
    let res = b.body.result(op, 0);
    let ty = b.body.value_type(res);
    let mut attrs = vec![
        (
            "rawConstantIndices",
            dense_i32_array(ctx, &[sub_offset as i32]),
        ),
        ("elem_type", ctx.type_attr(ctx.integer_type(8))),
    ];
    if let Some(inbounds) = prop(ctx, b.body, op, "inbounds") {
        attrs.push(("inbounds", inbounds));
    }
    let new = super::mem_slot::create_or_fold_with(
        ctx,
        b,
        loc,
        "llvm.getelementptr",
        &[sub.ptr],
        ty,
        &attrs,
    );
    b.body.replace_all_uses(res, new);
    DeletionKind::Delete
}

fn gep_safe(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &MemorySlot,
    safely: &mut Vec<MemorySlot>,
    _: &DataLayout,
) -> bool {
    if body.operand(op, 0) != slot.ptr {
        return true;
    }
    let (Some(offset), Some(size)) = (
        gep_byte_offset(ctx, body, op),
        size_in_bytes(ctx, slot.elem_type),
    ) else {
        return false;
    };
    if offset >= size {
        return false;
    }
    safely.push(MemorySlot {
        ptr: body.result(op, 0),
        elem_type: byte_array(ctx, size - offset),
    });
    true
}
