//! The memory-slot interfaces of the `llvm` ops (upstream 19's `LLVMMemorySlot.cpp`, the
//! parts `mem2reg` uses):
//!
//! - `llvm.alloca` in the entry block is a promotable allocation; its default value is
//!   `llvm.mlir.undef`; a merge-point argument gets an `llvm.intr.dbg.value` per
//!   `llvm.intr.dbg.declare` of the slot;
//! - `llvm.load` / `llvm.store` (not volatile) are promotable memory ops, also when the
//!   accessed type differs from the slot's, as long as the access is not wider than the slot
//!   and both types are castable (not aggregates, not scalable or llvm vectors): loads
//!   extract the low bits (bitcasts, `ptrtoint`/`inttoptr`, `addrspacecast`, `trunc`),
//!   stores insert theirs into the reaching definition (`zext`, `and`, `or`);
//! - `llvm.bitcast`, `llvm.addrspacecast`, `llvm.getelementptr` with all-zero constant
//!   indices, `llvm.intr.launder.invariant.group`, `llvm.intr.strip.invariant.group` are
//!   removed with their users; `llvm.intr.lifetime.start/end`,
//!   `llvm.intr.invariant.start/end` and `llvm.intr.dbg.declare` are dropped (the latter
//!   adding a `llvm.intr.dbg.value` after each promoted store); `llvm.intr.dbg.value` of the
//!   pointer gets an undef instead.
//!
//! Type sizes follow MLIR's default data layout (pointers 64 bits; the `dlti.dl_spec` of an
//! enclosing module is not visible to a pass anchored on `llvm.func`, so pointer-size entries
//! and big-endian layouts are not applied yet).

use super::types::{decode, LlvmType};
use crate::conversion::llvm_common::op_spec;
use rmlir_ir::apint::ApInt;
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::builder::Builder;
use rmlir_ir::interfaces::memory_slot::{
    DataLayout, DeletionKind, MemorySlot, PromotableAllocationOpInterface,
    PromotableMemOpInterface, PromotableOpInterface, Use,
};
use rmlir_ir::interfaces::{DialectInterfaces, OpInterfaces};
use rmlir_ir::ods::constraints::dense_i32_values;
use rmlir_ir::ods::prop;
use rmlir_ir::rewrite::fold::{fold_op, value_constant, FoldOutcome, FoldResult};
use rmlir_ir::{AttrKind, Attribute, Context, Location, Type, TypeKind};

/// The `llvm` memory-slot interfaces (list after [`super::LLVM`]).
pub static LLVM_MEM_SLOT_INTERFACES: DialectInterfaces = DialectInterfaces {
    namespace: "llvm",
    ops: op_interfaces,
    inliner: None,
};

fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    let forward = OpInterfaces {
        promotable: Some(PromotableOpInterface {
            can_uses_be_removed: forward_to_users,
            remove_blocking_uses: |_, _, _, _| DeletionKind::Delete,
            visit_replaced_values: None,
        }),
        ..OpInterfaces::NONE
    };
    let drop = OpInterfaces {
        promotable: Some(PromotableOpInterface {
            can_uses_be_removed: |_, _, _, _, _, _| true,
            remove_blocking_uses: |_, _, _, _| DeletionKind::Delete,
            visit_replaced_values: None,
        }),
        ..OpInterfaces::NONE
    };
    let mut v = vec![
        (
            "llvm.alloca",
            OpInterfaces {
                promotable_allocation: Some(PromotableAllocationOpInterface {
                    promotable_slots: alloca_slots,
                    default_value: alloca_default,
                    handle_block_argument: alloca_block_argument,
                    handle_promotion_complete: alloca_complete,
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "llvm.load",
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
            "llvm.store",
            OpInterfaces {
                promotable_mem: Some(PromotableMemOpInterface {
                    loads_from: |_, _, _, _| false,
                    stores_to: |_, b, op, slot| b.operand(op, 1) == slot.ptr,
                    get_stored: store_get_stored,
                    can_uses_be_removed: store_can_remove,
                    remove_blocking_uses: |_, _, _, _, _, _, _| DeletionKind::Delete,
                }),
                ..OpInterfaces::NONE
            },
        ),
        ("llvm.bitcast", forward),
        ("llvm.addrspacecast", forward),
        ("llvm.intr.launder.invariant.group", forward),
        ("llvm.intr.strip.invariant.group", forward),
        (
            "llvm.getelementptr",
            OpInterfaces {
                promotable: Some(PromotableOpInterface {
                    can_uses_be_removed: gep_can_remove,
                    remove_blocking_uses: |_, _, _, _| DeletionKind::Delete,
                    visit_replaced_values: None,
                }),
                ..OpInterfaces::NONE
            },
        ),
        ("llvm.intr.lifetime.start", drop),
        ("llvm.intr.lifetime.end", drop),
        ("llvm.intr.invariant.start", drop),
        ("llvm.intr.invariant.end", drop),
        (
            "llvm.intr.dbg.declare",
            OpInterfaces {
                promotable: Some(PromotableOpInterface {
                    can_uses_be_removed: |_, _, _, _, _, _| true,
                    remove_blocking_uses: |_, _, _, _| DeletionKind::Delete,
                    visit_replaced_values: Some(dbg_declare_visit),
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "llvm.intr.dbg.value",
            OpInterfaces {
                promotable: Some(PromotableOpInterface {
                    can_uses_be_removed: dbg_value_can_remove,
                    remove_blocking_uses: dbg_value_remove,
                    visit_replaced_values: None,
                }),
                ..OpInterfaces::NONE
            },
        ),
    ];
    v.extend(super::destructure::op_interfaces());
    v
}

// ---- alloca ---------------------------------------------------------------------------------

fn alloca_slots(ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
    // Reaching an alloca several times allocates several times: only the entry block's.
    if !body
        .parent_block(op)
        .is_some_and(|b| body.is_entry_block(b))
    {
        return Vec::new();
    }
    let Some(elem) = prop(ctx, body, op, "elem_type").and_then(|a| type_attr(ctx, a)) else {
        return Vec::new();
    };
    vec![MemorySlot {
        ptr: body.result(op, 0),
        elem_type: elem,
    }]
}

fn type_attr(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

fn create(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    result: Type,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let results = [result];
    let spec = op_spec(ctx, loc, name, operands, &results, attrs);
    let op = b.create(spec);
    b.body.result(op, 0)
}

fn alloca_default(ctx: &Context, b: &mut Builder<'_>, op: OpId, slot: &MemorySlot) -> ValueId {
    let loc = b.body.loc(op);
    create(ctx, b, loc, "llvm.mlir.undef", &[], slot.elem_type, &[])
}

fn alloca_block_argument(
    ctx: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    _: &MemorySlot,
    arg: ValueId,
) {
    let declare = ctx.op_name("llvm.intr.dbg.declare");
    let ptr = b.body.result(op, 0);
    let users: Vec<OpId> = b.body.uses(ptr).map(|(o, _)| o).collect();
    for user in users {
        if b.body.op_name(user) == declare {
            create_dbg_value(ctx, b, user, arg);
        }
    }
}

/// An `llvm.intr.dbg.value` of `value` with the variable and expression of `declare`.
fn create_dbg_value(ctx: &Context, b: &mut Builder<'_>, declare: OpId, value: ValueId) {
    let loc = b.body.loc(declare);
    let mut attrs = Vec::new();
    for name in ["varInfo", "locationExpr"] {
        if let Some(a) = prop(ctx, b.body, declare, name) {
            attrs.push((name, a));
        }
    }
    let operands = [value];
    let spec = op_spec(ctx, loc, "llvm.intr.dbg.value", &operands, &[], &attrs);
    b.create(spec);
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

// ---- type sizes -------------------------------------------------------------------------

/// MLIR's default data layout: (size in bits, ABI alignment in bytes) of `t`.
pub(super) fn layout(ctx: &Context, t: Type) -> Option<(u64, u64)> {
    let pow2 = |x: u64| x.max(1).next_power_of_two();
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => {
            let w = *width as u64;
            Some((w, if w < 64 { pow2(w.div_ceil(8)) } else { 4 }))
        }
        TypeKind::Index => Some((64, 8)),
        TypeKind::Float(_) => {
            let w = ctx.int_or_float_bitwidth(t)? as u64;
            Some((w, pow2(w.div_ceil(8))))
        }
        TypeKind::Vector { shape, elem, .. } => {
            let (eb, _) = layout(ctx, *elem)?;
            let last = *shape.last()? as u64;
            let n: u64 = shape.iter().map(|&d| d as u64).product();
            let bits = n.checked_div(last).map_or(0, |k| k * pow2(last * eb));
            Some((bits, pow2(bits.div_ceil(8))))
        }
        _ => match decode(ctx, t)? {
            LlvmType::Ptr(_) => Some((64, 8)),
            LlvmType::PpcFp128 => Some((128, 16)),
            LlvmType::X86Mmx => Some((64, 8)),
            LlvmType::Array(elem, n) => {
                let (eb, ea) = layout(ctx, elem)?;
                let size = eb.div_ceil(8).next_multiple_of(ea.max(1));
                Some((size * n * 8, ea))
            }
            LlvmType::Vec(elem, n) => {
                let (eb, _) = layout(ctx, elem)?;
                let bits = pow2(n as u64 * eb);
                Some((bits, pow2(bits.div_ceil(8))))
            }
            LlvmType::Struct { packed, elems } => struct_layout(ctx, &elems, packed),
            LlvmType::Identified {
                body: Some((elems, flags)),
                ..
            } => struct_layout(ctx, elems, flags & super::types::PACKED != 0),
            _ => None,
        },
    }
}

fn struct_layout(ctx: &Context, elems: &[Type], packed: bool) -> Option<(u64, u64)> {
    let mut size = 0u64;
    let mut align = 1u64;
    for &e in elems {
        let (eb, ea) = layout(ctx, e)?;
        if !packed {
            size = size.next_multiple_of(ea.max(1));
            align = align.max(ea);
        }
        size += eb.div_ceil(8);
    }
    if !packed {
        size = size.next_multiple_of(align);
    }
    Some((size * 8, align))
}

fn size_in_bits(ctx: &Context, t: Type) -> Option<u64> {
    layout(ctx, t).map(|l| l.0)
}

pub(super) fn size_in_bytes(ctx: &Context, t: Type) -> Option<u64> {
    size_in_bits(ctx, t).map(|b| b.div_ceil(8))
}

fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(decode(ctx, t), Some(LlvmType::Ptr(_)))
}

/// Upstream's `isSupportedTypeForConversion`.
fn is_convertible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { scalable, .. } => !scalable.iter().any(|s| *s),
        _ => !matches!(
            decode(ctx, t),
            Some(
                LlvmType::Struct { .. }
                    | LlvmType::Identified { .. }
                    | LlvmType::Array(..)
                    | LlvmType::Vec(..)
                    | LlvmType::ScalableVec(..)
            )
        ),
    }
}

/// Upstream's `areConversionCompatible`: `src` converts to `target` by casts and a
/// truncation (`narrowing`) or an insertion into a wider value.
fn conversion_compatible(ctx: &Context, target: Type, src: Type, narrowing: bool) -> bool {
    if target == src {
        return true;
    }
    if !is_convertible(ctx, target) || !is_convertible(ctx, src) {
        return false;
    }
    let (Some(ts), Some(ss)) = (size_in_bytes(ctx, target), size_in_bytes(ctx, src)) else {
        return false;
    };
    if is_ptr(ctx, target) && is_ptr(ctx, src) {
        return ts == ss;
    }
    if narrowing {
        ts <= ss
    } else {
        ts >= ss
    }
}

// ---- building casts ---------------------------------------------------------------------

/// Upstream's `OpBuilder::createOrFold` for a one-result llvm op.
fn create_or_fold(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    result: Type,
) -> ValueId {
    create_or_fold_with(ctx, b, loc, name, operands, result, &[])
}

/// [`create_or_fold`] with attributes.
pub(super) fn create_or_fold_with(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    result: Type,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    let results = [result];
    let spec = op_spec(ctx, loc, name, operands, &results, attrs);
    let saved = b.insertion_point();
    let op = b.create(spec);
    let consts: Vec<Option<Attribute>> = operands
        .iter()
        .map(|&v| value_constant(ctx, b.body, v))
        .collect();
    let res = b.body.result(op, 0);
    match fold_op(ctx, b.body, op, &consts) {
        Some(FoldOutcome::Replaced(rs)) => match rs[0] {
            FoldResult::Value(v) => {
                b.set_insertion_point(saved);
                b.body.erase_op(op);
                v
            }
            FoldResult::Attr(a) => {
                let Some(dialect) = ctx.op_dialect(b.body.op_name(op)) else {
                    return res;
                };
                let after = b.set_insertion_point(saved);
                match dialect.materialize_constant(ctx, b, a, result, loc) {
                    Some(c) => {
                        let v = b.body.result(c, 0);
                        b.body.erase_op(op);
                        v
                    }
                    None => {
                        b.set_insertion_point(after);
                        res
                    }
                }
            }
        },
        _ => res,
    }
}

/// `castToSameSizedInt`.
fn to_same_sized_int(ctx: &Context, b: &mut Builder<'_>, loc: Location, v: ValueId) -> ValueId {
    let t = b.body.value_type(v);
    if ctx.is_integer(t) {
        return v;
    }
    let bits = size_in_bits(ctx, t).unwrap_or(0) as u32;
    let it = ctx.integer_type(bits);
    let name = if is_ptr(ctx, t) {
        "llvm.ptrtoint"
    } else {
        "llvm.bitcast"
    };
    create_or_fold(ctx, b, loc, name, &[v], it)
}

/// `castIntValueToSameSizedType`.
fn int_to_same_sized(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    v: ValueId,
    target: Type,
) -> ValueId {
    if b.body.value_type(v) == target {
        return v;
    }
    let name = if is_ptr(ctx, target) {
        "llvm.inttoptr"
    } else {
        "llvm.bitcast"
    };
    create_or_fold(ctx, b, loc, name, &[v], target)
}

/// `castSameSizedTypes`.
fn cast_same_sized(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    v: ValueId,
    target: Type,
) -> ValueId {
    let src = b.body.value_type(v);
    if src == target {
        return v;
    }
    if is_ptr(ctx, target) && is_ptr(ctx, src) {
        return create_or_fold(ctx, b, loc, "llvm.addrspacecast", &[v], target);
    }
    let i = to_same_sized_int(ctx, b, loc, v);
    int_to_same_sized(ctx, b, loc, i, target)
}

/// `createExtractAndCast`: the low bits of `v` as a `target`.
fn extract_and_cast(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    v: ValueId,
    target: Type,
) -> ValueId {
    let src = b.body.value_type(v);
    let ss = size_in_bits(ctx, src).unwrap_or(0);
    let ts = size_in_bits(ctx, target).unwrap_or(0);
    if ss == ts {
        return cast_same_sized(ctx, b, loc, v, target);
    }
    let i = to_same_sized_int(ctx, b, loc, v);
    let it = ctx.integer_type(ts as u32);
    let t = create(ctx, b, loc, "llvm.trunc", &[i], it, &[]);
    int_to_same_sized(ctx, b, loc, t, target)
}

/// An integer of `width` bits with bits `low..width` set.
fn high_mask(width: u32, low: u32) -> ApInt {
    let words: Vec<u64> = (0..width.div_ceil(64))
        .map(|w| {
            let (lo, hi) = (w * 64, w * 64 + 64);
            let mut word = 0u64;
            for bit in lo.max(low)..hi.min(width) {
                word |= 1 << (bit - lo);
            }
            word
        })
        .collect();
    ApInt::from_words(width, &words)
}

/// `createInsertAndCast`: `v` written over the low bits of `def`.
fn insert_and_cast(
    ctx: &Context,
    b: &mut Builder<'_>,
    loc: Location,
    v: ValueId,
    def: ValueId,
) -> ValueId {
    let def_ty = b.body.value_type(def);
    let vs = size_in_bits(ctx, b.body.value_type(v)).unwrap_or(0);
    let ds = size_in_bits(ctx, def_ty).unwrap_or(0);
    if vs == ds {
        return cast_same_sized(ctx, b, loc, v, def_ty);
    }
    let def_int = to_same_sized_int(ctx, b, loc, def);
    let val_int = to_same_sized_int(ctx, b, loc, v);
    let int_ty = b.body.value_type(def_int);
    let val_int = create_or_fold(ctx, b, loc, "llvm.zext", &[val_int], int_ty);
    let mask = ctx.get_attr(AttrKind::Integer {
        ty: int_ty,
        value: high_mask(ds as u32, vs as u32),
    });
    let mask = create(
        ctx,
        b,
        loc,
        "llvm.mlir.constant",
        &[],
        int_ty,
        &[("value", mask)],
    );
    let masked = create_or_fold(ctx, b, loc, "llvm.and", &[def_int, mask], int_ty);
    let combined = create_or_fold(ctx, b, loc, "llvm.or", &[masked, val_int], int_ty);
    int_to_same_sized(ctx, b, loc, combined, def_ty)
}

// ---- load / store -----------------------------------------------------------------------

fn is_volatile(ctx: &Context, body: &Body, op: OpId) -> bool {
    prop(ctx, body, op, "volatile_").is_some()
}

fn load_can_remove(
    ctx: &Context,
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
        && conversion_compatible(
            ctx,
            body.value_type(body.result(op, 0)),
            slot.elem_type,
            true,
        )
        && !is_volatile(ctx, body, op)
}

fn load_remove(
    ctx: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    _: &MemorySlot,
    _: &[Use],
    reaching: ValueId,
    _: &DataLayout,
) -> DeletionKind {
    let loc = b.body.loc(op);
    let r = b.body.result(op, 0);
    let ty = b.body.value_type(r);
    let new = extract_and_cast(ctx, b, loc, reaching, ty);
    b.body.replace_all_uses(r, new);
    DeletionKind::Delete
}

fn store_get_stored(
    ctx: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    _: &MemorySlot,
    reaching: ValueId,
    _: &DataLayout,
) -> ValueId {
    let loc = b.body.loc(op);
    let v = b.body.operand(op, 0);
    insert_and_cast(ctx, b, loc, v, reaching)
}

fn store_can_remove(
    ctx: &Context,
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
        && conversion_compatible(ctx, slot.elem_type, body.value_type(value), false)
        && !is_volatile(ctx, body, op)
}

// ---- discardable ops --------------------------------------------------------------------

/// Upstream's `forwardToUsers`: the op goes away once all uses of its results do.
fn forward_to_users(
    _: &Context,
    body: &Body,
    op: OpId,
    _: &[Use],
    new: &mut Vec<Use>,
    _: &DataLayout,
) -> bool {
    for &r in body.results(op) {
        new.extend(body.uses(r));
    }
    true
}

fn gep_can_remove(
    ctx: &Context,
    body: &Body,
    op: OpId,
    blocking: &[Use],
    new: &mut Vec<Use>,
    dl: &DataLayout,
) -> bool {
    let all_zero = prop(ctx, body, op, "rawConstantIndices")
        .and_then(|a| dense_i32_values(ctx, a))
        .is_some_and(|v| v.iter().all(|&i| i == 0));
    all_zero && forward_to_users(ctx, body, op, blocking, new, dl)
}

fn dbg_declare_visit(ctx: &Context, b: &mut Builder<'_>, op: OpId, defs: &[(OpId, ValueId)]) {
    for &(store, value) in defs {
        b.set_insertion_point_after(store);
        create_dbg_value(ctx, b, op, value);
    }
}

fn dbg_value_can_remove(
    _: &Context,
    body: &Body,
    op: OpId,
    blocking: &[Use],
    _: &mut Vec<Use>,
    _: &DataLayout,
) -> bool {
    let [(o, i)] = blocking else {
        return false;
    };
    body.operand(*o, *i) == body.operand(op, 0)
}

fn dbg_value_remove(ctx: &Context, b: &mut Builder<'_>, op: OpId, _: &[Use]) -> DeletionKind {
    let v = b.body.operand(op, 0);
    let ty = b.body.value_type(v);
    let loc = match b.body.defining_op(v) {
        Some(d) => b.body.loc(d),
        None => b.body.value(v).loc.unwrap_or(b.body.loc(op)),
    };
    b.set_insertion_point_before(op);
    let undef = create(ctx, b, loc, "llvm.mlir.undef", &[], ty, &[]);
    b.body.set_operand(op, 0, undef);
    DeletionKind::Keep
}
