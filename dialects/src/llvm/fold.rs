//! Folders, memory effects and constant materialization of the `llvm` ops (MLIR 19's
//! `LLVMDialect.cpp` fold hooks and `getEffects` methods).

use crate::arith::fold::{decode_int, def_named, encode, enum_prop};
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::ods::constraints::{
    dense_i32_array, dense_i32_values, dense_i64_values, dialect_attr,
};
use rmlir_ir::ods::prop;
use rmlir_ir::rewrite::effects::{Effect, EffectInstance, EffectOn, Resource};
use rmlir_ir::rewrite::fold::{Edit, FoldAdaptor, Folded};
use rmlir_ir::{AttrKind, Attribute, Context, Type};

// ---- constants ----------------------------------------------------------------------------

/// `llvm.mlir.constant` folds to its value.
pub fn fold_constant(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    prop(ad.ctx, ad.body, ad.op, "value").map(Folded::attr)
}

/// `llvm.mlir.zero` folds to `#llvm.zero`.
pub fn fold_zero(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    Some(Folded::attr(dialect_attr(ad.ctx, "llvm", "zero")))
}

/// `llvm.mlir.undef` folds to `#llvm.undef`.
pub fn fold_undef(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    Some(Folded::attr(dialect_attr(ad.ctx, "llvm", "undef")))
}

/// `llvm.mlir.poison` folds to `#llvm.poison`.
pub fn fold_poison(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    Some(Folded::attr(dialect_attr(ad.ctx, "llvm", "poison")))
}

/// `llvm.mlir.addressof` folds to the global's symbol.
pub fn fold_addressof(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    prop(ad.ctx, ad.body, ad.op, "global_name").map(Folded::attr)
}

/// Upstream's `LLVMDialect::materializeConstant`: the `#llvm.zero/undef/poison` markers
/// become their ops; an integer, float or elements attribute of the LLVM-compatible type
/// `ty` becomes `llvm.mlir.constant` (`ConstantOp::isBuildableWith`).
pub fn materialize(
    ctx: &Context,
    b: &mut rmlir_ir::builder::Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: rmlir_ir::Location,
) -> Option<OpId> {
    let marker = match rmlir_ir::ods::constraints::dialect_attr_text(ctx, value) {
        Some(("llvm", "zero")) => Some("llvm.mlir.zero"),
        Some(("llvm", "undef")) => Some("llvm.mlir.undef"),
        Some(("llvm", "poison")) => Some("llvm.mlir.poison"),
        _ => None,
    };
    let mut spec;
    if let Some(name) = marker {
        spec = rmlir_ir::body::OpSpec::new(ctx.op_name(name), loc);
    } else {
        if ctx.attr_type(value) != Some(ty)
            || !super::types::is_compatible_type(ctx, ty)
            || !rmlir_ir::ods::constraints::is_int_float_or_elements(ctx, value)
        {
            return None;
        }
        spec = rmlir_ir::body::OpSpec::new(ctx.op_name("llvm.mlir.constant"), loc);
        spec.props.push(Some(value));
    }
    spec.result_types = std::slice::from_ref(&ty);
    Some(b.create(spec))
}

// ---- comparisons and casts ----------------------------------------------------------------

/// `icmp eq/ne` of a value with itself, or of an alloca with null (operands swapped into
/// that order first).
pub fn fold_icmp(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (ad.ctx, ad.body, ad.op);
    let pred = enum_prop(ctx, body, op, 0)?;
    if pred != 0 && pred != 1 {
        return None;
    }
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let ty = body.value_type(body.result(op, 0));
    let bool_of = |v: bool| encode(ctx, ty, &[v as u128]).map(Folded::attr);
    if lhs == rhs {
        return bool_of(pred == 0);
    }
    let is = |v: ValueId, name: &str| def_named(ctx, body, v, name).is_some();
    if is(lhs, "llvm.alloca") && is(rhs, "llvm.mlir.zero") {
        return bool_of(pred == 1);
    }
    if is(lhs, "llvm.mlir.zero") && is(rhs, "llvm.alloca") {
        return Some(Folded::InPlace(
            vec![Edit::Operands(vec![rhs, lhs].into())].into(),
        ));
    }
    None
}

/// Upstream's `foldChainableCast` (bitcast, addrspacecast): a cast to its own type is its
/// operand; a cast of a cast back to the original type is the original value; otherwise a
/// cast of a cast casts the original value directly.
pub fn fold_chainable_cast(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (ad.ctx, ad.body, ad.op);
    let arg = body.operand(op, 0);
    let res_ty = body.value_type(body.result(op, 0));
    if body.value_type(arg) == res_ty {
        return Some(Folded::value(arg));
    }
    let prev = def_named(ctx, body, arg, ctx.op_name_str(body.op_name(op)))?;
    let prev_arg = body.operand(prev, 0);
    if body.value_type(prev_arg) == res_ty {
        return Some(Folded::value(prev_arg));
    }
    Some(Folded::InPlace(vec![Edit::Operand(0, prev_arg)].into()))
}

/// `zext` of a constant integer.
pub fn fold_zext(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let a = ad.operand(0)?;
    if !matches!(ad.ctx.attr_kind(a), AttrKind::Integer { .. }) {
        return None;
    }
    let e = decode_int(ad.ctx, Some(a))?;
    let ty = ad.body.value_type(ad.body.result(ad.op, 0));
    encode(ad.ctx, ty, &[e.vals[0]]).map(Folded::attr)
}

// ---- aggregates and addresses -------------------------------------------------------------

/// MLIR 19's `ExtractValueOp::fold`: an extract through a chain of `insertvalue`s at disjoint positions reads the value
/// inserted at its exact position, or the first container whose insertion overlaps it.
pub fn fold_extractvalue(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (ad.ctx, ad.body, ad.op);
    let position = |o: OpId| {
        prop(ctx, body, o, "position")
            .and_then(|a| dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let container = body.operand(op, 0);
    let pos = position(op);
    // Walk the chain of insertions at positions disjoint from the extracted one.
    let mut cur = container;
    while let Some(ins) = def_named(ctx, body, cur, "llvm.insertvalue") {
        let ins_pos = position(ins);
        if pos == ins_pos {
            return Some(Folded::value(body.operand(ins, 1)));
        }
        let min = pos.len().min(ins_pos.len());
        if pos[..min] == ins_pos[..min] {
            break;
        }
        cur = body.operand(ins, 0);
    }
    if cur == container {
        return None;
    }
    Some(Folded::InPlace(vec![Edit::Operand(0, cur)].into()))
}

/// Upstream's `GEPOp::fold`: `gep %x[0]` of the same type is `%x`; dynamic indices with a
/// constant value fitting 32 bits become constant indices.
pub fn fold_gep(ad: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (ad.ctx, ad.body, ad.op);
    let raw = dense_i32_values(ctx, prop(ctx, body, op, "rawConstantIndices")?)?;
    let dynamic = super::asm::DYNAMIC_INDEX;
    // The constant value of each index (raw constant, or a constant dynamic operand).
    let int_of = |a: Option<Attribute>| -> Option<i128> {
        let a = a?;
        match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => {
                let w = value.width();
                let e = decode_int(ctx, Some(a))?;
                let sh = 128 - w.min(128);
                Some(((e.vals[0] << sh) as i128) >> sh)
            }
            _ => None,
        }
    };
    let base = body.operand(op, 0);
    let res_ty = body.value_type(body.result(op, 0));
    if body.value_type(base) == res_ty && raw.len() == 1 {
        let v = if raw[0] == dynamic {
            int_of(ad.operand(1))
        } else {
            Some(raw[0] as i128)
        };
        if v == Some(0) {
            return Some(Folded::value(base));
        }
    }
    let mut changed = false;
    let mut new_raw = Vec::with_capacity(raw.len());
    let mut operands: Vec<ValueId> = vec![base];
    let mut d = 0;
    for r in raw {
        if r != dynamic {
            new_raw.push(r);
            continue;
        }
        d += 1;
        match int_of(ad.operand(d)) {
            Some(v) if i32::try_from(v).is_ok() => {
                changed = true;
                new_raw.push(v as i32);
            }
            _ => {
                new_raw.push(dynamic);
                operands.push(body.operand(op, d));
            }
        }
    }
    if !changed {
        return None;
    }
    Some(Folded::InPlace(
        vec![
            Edit::Operands(operands.into()),
            Edit::Prop(0, Some(dense_i32_array(ctx, &new_raw))),
        ]
        .into(),
    ))
}

// ---- memory effects -----------------------------------------------------------------------

/// Volatile accesses and atomics stronger than `unordered` read and write arbitrary memory.
fn synchronizing(ctx: &Context, body: &Body, op: OpId) -> bool {
    let volatile = prop(ctx, body, op, "volatile_").is_some();
    let ordering = prop(ctx, body, op, "ordering")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        })
        .unwrap_or(0);
    volatile || ordering > 1
}

fn arbitrary_read_write(out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance::new(Effect::Write, EffectOn::Nothing));
    out.push(EffectInstance::new(Effect::Read, EffectOn::Nothing));
}

/// `llvm.load`: reads its address.
pub fn load_effects(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance::new(Effect::Read, EffectOn::Operand(0)));
    if synchronizing(ctx, body, op) {
        arbitrary_read_write(out);
    }
}

/// `llvm.store`: writes its address.
pub fn store_effects(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance::new(Effect::Write, EffectOn::Operand(1)));
    if synchronizing(ctx, body, op) {
        arbitrary_read_write(out);
    }
}

/// `llvm.alloca`: allocates its result in the automatic allocation scope.
pub fn alloca_effects(_: &Context, _: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
    out.push(EffectInstance {
        effect: Effect::Allocate,
        resource: Resource::AUTOMATIC_ALLOCATION_SCOPE,
        on: EffectOn::Result(0),
    });
}

/// `llvm.inline_asm`: effects only with `has_side_effects`.
pub fn inline_asm_effects(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<EffectInstance>) {
    if prop(ctx, body, op, "has_side_effects").is_some() {
        arbitrary_read_write(out);
    }
}
