//! Verifiers of the llvm ops (upstream's `verify()` methods in `LLVMDialect.cpp`), with
//! upstream's messages.

use super::attrs::ATOMIC_ORDERING;
use super::types::{self as t, LlvmType};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::prop;
use rmlir_ir::verifier::op_error;
use rmlir_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type, TypeKind};

type R = Result<(), Diagnostic>;

fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    let ty = super::ops::vector_element(ctx, ty).unwrap_or(ty);
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// Upstream's `verifyExtOp` for `zext`/`sext`: matching shapes, a wider result.
pub fn widening_int(ctx: &Context, body: &Body, op: OpId) -> R {
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    let shape = |ty: Type| match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Some((shape.clone(), scalable.clone())),
        _ => None,
    };
    let plain = |m: &str| Err(Diagnostic::error(body.loc(op), m.to_string()));
    match (shape(from), shape(to)) {
        (Some(a), Some(b)) if a != b => {
            return plain("input and output vectors are of incompatible shape")
        }
        (None, Some(_)) => return plain("input type is an integer but output type is a vector"),
        (Some(_), None) => return plain("input type is a vector but output type is an integer"),
        _ => {}
    }
    if let (Some(a), Some(b)) = (int_width(ctx, from), int_width(ctx, to)) {
        if b <= a {
            return plain(
                "integer width of the output type is smaller or equal to the integer width of the input type",
            );
        }
    }
    Ok(())
}

/// `trunc` has no verifier upstream (19).
pub fn narrowing_int(_: &Context, _: &Body, _: OpId) -> R {
    Ok(())
}

/// Upstream's `BitcastOp::verify`.
pub fn bitcast(ctx: &Context, body: &Body, op: OpId) -> R {
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    let elem = |ty: Type| super::ops::vector_element(ctx, ty).unwrap_or(ty);
    let space = |ty: Type| match t::decode(ctx, elem(ty)) {
        Some(LlvmType::Ptr(a)) => Some(a),
        _ => None,
    };
    let (src, res) = (space(from), space(to));
    if src.is_some() != res.is_some() {
        return Err(op_error(
            ctx,
            body,
            op,
            "can only cast pointers from and to pointers",
        ));
    }
    let (Some(src), Some(res)) = (src, res) else {
        return Ok(());
    };
    let is_vec = |ty: Type| super::ops::vector_element(ctx, ty).is_some();
    if is_vec(to) && !is_vec(from) {
        return Err(op_error(
            ctx,
            body,
            op,
            "cannot cast pointer to vector of pointers",
        ));
    }
    if !is_vec(to) && is_vec(from) {
        return Err(op_error(
            ctx,
            body,
            op,
            "cannot cast vector of pointers to pointer",
        ));
    }
    if src != res {
        return Err(op_error(
            ctx,
            body,
            op,
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        ));
    }
    Ok(())
}

/// Upstream's `ConstantOp::verify`.
pub fn constant(ctx: &Context, body: &Body, op: OpId) -> R {
    let Some(value) = prop(ctx, body, op, "value") else {
        return Ok(());
    };
    let ty = body.value_type(body.result(op, 0));
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let plain = |m: &str| Err(Diagnostic::error(body.loc(op), m.to_string()));
    if let AttrKind::String { value: s, .. } = ctx.attr_kind(value) {
        let ok = matches!(t::decode(ctx, ty), Some(LlvmType::Array(e, n))
            if ctx.is_signless_integer(e, 8) && n == s.len() as u64);
        if !ok {
            return err(format!(
                "expected array type of {} i8 elements for the string constant",
                s.len()
            ));
        }
        return Ok(());
    }
    let struct_elems = match t::decode(ctx, ty) {
        Some(LlvmType::Struct { elems, .. }) => Some(elems),
        Some(LlvmType::Identified { body: b, .. }) => Some(b.map_or(Vec::new(), |b| b.0.to_vec())),
        _ => None,
    };
    if let Some(elems) = struct_elems {
        if elems.len() != 2 || elems[0] != elems[1] {
            return plain(
                "expected struct type with two elements of the same type, the type of a complex constant",
            );
        }
        let AttrKind::Array(parts) = ctx.attr_kind(value) else {
            return err(
                "expected array attribute with two elements, representing a complex constant"
                    .into(),
            );
        };
        if parts.len() != 2 {
            return err(
                "expected array attribute with two elements, representing a complex constant"
                    .into(),
            );
        }
        // Upstream's `TypedAttr`: any attribute with a type (elements included).
        let typed = |a: rmlir_ir::Attribute| ctx.attr_type(a);
        match (typed(parts[0]), typed(parts[1])) {
            (Some(a), Some(b)) if a == b => {}
            _ => return err("expected array attribute with two elements of the same type".into()),
        }
        let e = elems[0];
        let ok = ctx.is_integer(e)
            || matches!(ctx.int_or_float_bitwidth(e), Some(16 | 32 | 64))
                && ctx.is_float(e)
                && !matches!(
                    ctx.type_kind(e),
                    TypeKind::Float(rmlir_ir::apfloat::FloatSemantics::BFloat)
                );
        if !ok {
            return plain(
                "expected struct element types to be floating point type or integer type",
            );
        }
        return Ok(());
    }
    if matches!(t::decode(ctx, ty), Some(LlvmType::Target { .. })) {
        return err("does not support target extension type.".into());
    }
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } => {
            if !ctx.is_integer(ty) {
                return err("expected integer type".into());
            }
        }
        AttrKind::Float { ty: aty, .. } => {
            let w = ctx.int_or_float_bitwidth(*aty).unwrap_or(0);
            if ctx.is_float(ty) && ctx.int_or_float_bitwidth(ty) != Some(w) {
                return err(format!("expected float type of width {w}"));
            }
            if ctx.is_integer(ty) && ctx.int_or_float_bitwidth(ty) != Some(w) {
                return err(format!("expected integer type of width {w}"));
            }
        }
        AttrKind::Array(_) => {}
        AttrKind::DenseIntOrFp { splat, .. } => {
            let vector_like = matches!(ctx.type_kind(ty), TypeKind::Vector { .. })
                || matches!(
                    t::decode(ctx, ty),
                    Some(LlvmType::Array(..) | LlvmType::Vec(..) | LlvmType::ScalableVec(..))
                );
            if *splat && !vector_like {
                return err("expected vector or array type".into());
            }
        }
        k if c::is_elements(ctx, value) => {
            let _ = k;
        }
        _ => return err("only supports integer, float, string or elements attributes".into()),
    }
    Ok(())
}

/// Successor operand counts and types (upstream's `BranchOpInterface` verification).
pub fn branch(ctx: &Context, body: &Body, op: OpId) -> R {
    let name = ctx.op_name_str(body.op_name(op));
    let n_ops = body.operands(op).count();
    let ranges: Vec<(usize, usize)> = if name == "llvm.br" {
        vec![(0, n_ops)]
    } else {
        let def = rmlir_ir::ods::op_def(ctx, body, op).expect("declared op");
        let seg = rmlir_ir::ods::operand_segments(ctx, def, body, op);
        if name == "llvm.invoke" {
            vec![seg[1], seg[2]]
        } else if name == "llvm.switch" {
            let sizes = prop(ctx, body, op, "case_operand_segments")
                .and_then(|a| rmlir_ir::ods::constraints::dense_i32_values(ctx, a))
                .unwrap_or_default();
            let mut v = vec![seg[1]];
            let mut start = seg[2].0;
            for n in sizes {
                v.push((start, n.max(0) as usize));
                start += n.max(0) as usize;
            }
            v
        } else {
            vec![seg[1], seg[2]]
        }
    };
    for (i, &dest) in body.successors(op).iter().enumerate() {
        let (start, n) = ranges.get(i).copied().unwrap_or((0, 0));
        let args = body.block_args(dest);
        if n != args.len() {
            return Err(Diagnostic::error(
                body.loc(op),
                format!(
                    "branch has {n} operands for successor #{i}, but target block has {}",
                    args.len()
                ),
            ));
        }
        for (k, arg) in args.iter().enumerate() {
            if body.value_type(body.operand(op, start + k)) != body.value_type(*arg) {
                return Err(Diagnostic::error(
                    body.loc(op),
                    format!("type mismatch for bb argument #{k} of successor #{i}"),
                ));
            }
        }
    }
    Ok(())
}

fn ordering(ctx: &Context, body: &Body, op: OpId, name: &str) -> i64 {
    prop(ctx, body, op, name)
        .and_then(|a| rmlir_ir::ods::constraints::signless_int_value(ctx, a, 64))
        .unwrap_or(0)
}

fn ordering_name(v: i64) -> &'static str {
    ATOMIC_ORDERING.case_name(v).unwrap_or("")
}

/// Upstream's `isTypeCompatibleWithAtomicOp`.
fn atomic_type_ok(ctx: &Context, ty: Type, int_only: bool) -> bool {
    if t::is_ptr(ctx, ty) {
        return true;
    }
    if let Some(w) = ctx.int_or_float_bitwidth(ty) {
        if ctx.is_float(ty) {
            return !int_only && (w == 16 || w == 32 || w == 64);
        }
        if ctx.is_integer(ty) {
            return w >= 8 && w.is_power_of_two();
        }
    }
    false
}

/// Upstream's `verifyAtomicMemOp` for loads and stores.
fn atomic_mem(ctx: &Context, body: &Body, op: OpId, ty: Type, unsupported: &[i64]) -> R {
    let ord = ordering(ctx, body, op, "ordering");
    if ord == 0 {
        return non_atomic_syncscope(ctx, body, op);
    }
    if !atomic_type_ok(ctx, ty, false) {
        let ts = rmlir_ir::printer::type_to_string(ctx, ty);
        return Err(op_error(
            ctx,
            body,
            op,
            format!("unsupported type '{ts}' for atomic access"),
        ));
    }
    if unsupported.contains(&ord) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("unsupported ordering '{}'", ordering_name(ord)),
        ));
    }
    if prop(ctx, body, op, "alignment").is_none() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected alignment for atomic access",
        ));
    }
    Ok(())
}

pub fn load(ctx: &Context, body: &Body, op: OpId) -> R {
    let ty = body.value_type(body.result(op, 0));
    atomic_mem(ctx, body, op, ty, &[5, 6])
}

pub fn store(ctx: &Context, body: &Body, op: OpId) -> R {
    let ty = body.value_type(body.operand(op, 0));
    atomic_mem(ctx, body, op, ty, &[4, 6])
}

pub fn fence(ctx: &Context, body: &Body, op: OpId) -> R {
    let ord = ordering(ctx, body, op, "ordering");
    if ord == 0 || ord == 1 || ord == 2 {
        return Err(op_error(
            ctx,
            body,
            op,
            "can be given only acquire, release, acq_rel, and seq_cst orderings",
        ));
    }
    Ok(())
}

pub fn atomicrmw(ctx: &Context, body: &Body, op: OpId) -> R {
    let bin_op = ordering(ctx, body, op, "bin_op");
    let ty = body.value_type(body.operand(op, 1));
    if (11..=14).contains(&bin_op) {
        if !(ctx.is_float(ty) && atomic_type_ok(ctx, ty, false)) {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected LLVM IR floating point type",
            ));
        }
    } else if bin_op == 0 {
        if !atomic_type_ok(ctx, ty, false) {
            return Err(op_error(
                ctx,
                body,
                op,
                "unexpected LLVM IR type for 'xchg' bin_op",
            ));
        }
    } else if !(ctx.is_integer(ty) && atomic_type_ok(ctx, ty, true)) {
        return Err(op_error(ctx, body, op, "expected LLVM IR integer type"));
    }
    if ordering(ctx, body, op, "ordering") < 2 {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected at least 'monotonic' ordering",
        ));
    }
    Ok(())
}

pub fn cmpxchg(ctx: &Context, body: &Body, op: OpId) -> R {
    let ty = body.value_type(body.operand(op, 2));
    if !atomic_type_ok(ctx, ty, true) {
        return Err(op_error(ctx, body, op, "unexpected LLVM IR type"));
    }
    let success = ordering(ctx, body, op, "success_ordering");
    let failure = ordering(ctx, body, op, "failure_ordering");
    if success < 2 || failure < 2 {
        return Err(op_error(
            ctx,
            body,
            op,
            "ordering must be at least 'monotonic'",
        ));
    }
    if failure == 5 || failure == 6 {
        return Err(op_error(
            ctx,
            body,
            op,
            "failure ordering cannot be 'release' or 'acq_rel'",
        ));
    }
    Ok(())
}

fn position(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    prop(ctx, body, op, "position")
        .and_then(|a| rmlir_ir::ods::constraints::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", rmlir_ir::printer::type_to_string(ctx, ty))
}

pub fn extractvalue(ctx: &Context, body: &Body, op: OpId) -> R {
    let container = body.value_type(body.operand(op, 0));
    let ty = super::asm::value_element_type(ctx, container, &position(ctx, body, op))
        .map_err(|m| op_error(ctx, body, op, m))?;
    let res = body.value_type(body.result(op, 0));
    if res != ty {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "Type mismatch: extracting from {} should produce {} but this op returns {}",
                quoted(ctx, container),
                quoted(ctx, ty),
                quoted(ctx, res)
            ),
        ));
    }
    Ok(())
}

pub fn insertvalue(ctx: &Context, body: &Body, op: OpId) -> R {
    let container = body.value_type(body.operand(op, 0));
    let ty = super::asm::value_element_type(ctx, container, &position(ctx, body, op))
        .map_err(|m| op_error(ctx, body, op, m))?;
    let value = body.value_type(body.operand(op, 1));
    if value != ty {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "Type mismatch: cannot insert {} into {}",
                quoted(ctx, value),
                quoted(ctx, container)
            ),
        ));
    }
    Ok(())
}

pub fn shufflevector(ctx: &Context, body: &Body, op: OpId) -> R {
    let v1 = body.value_type(body.operand(op, 0));
    let scalable = match ctx.type_kind(v1) {
        TypeKind::Vector { scalable, .. } => scalable.iter().any(|s| *s),
        _ => matches!(t::decode(ctx, v1), Some(LlvmType::ScalableVec(..))),
    };
    let mask = prop(ctx, body, op, "mask")
        .and_then(|a| rmlir_ir::ods::constraints::dense_i32_values(ctx, a))
        .unwrap_or_default();
    if scalable && mask.iter().any(|v| *v != 0) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected a splat operation for scalable vectors",
        ));
    }
    Ok(())
}

/// Upstream's `SwitchOp::verify`, then the successor operands.
pub fn switch(ctx: &Context, body: &Body, op: OpId) -> R {
    let values = prop(ctx, body, op, "case_values");
    let n_dests = body.successors(op).len() - 1;
    let n_values = values.map(|a| super::asm::case_values(ctx, a).len());
    if (values.is_none() && n_dests != 0) || n_values.is_some_and(|n| n != n_dests) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expects number of case values to match number of case destinations",
        ));
    }
    if let Some(w) = prop(ctx, body, op, "branch_weights")
        .and_then(|a| rmlir_ir::ods::constraints::dense_i32_values(ctx, a))
    {
        let n = body.successors(op).len();
        if w.len() != n {
            return Err(Diagnostic::error(
                body.loc(op),
                format!(
                    "expects number of branch weights to match number of successors: {} vs {n}",
                    w.len()
                ),
            ));
        }
    }
    if let Some(a) = values {
        let elem = match ctx.attr_kind(a) {
            AttrKind::DenseIntOrFp { ty, .. } => ctx.element_type(*ty),
            _ => None,
        };
        if elem != Some(body.value_type(body.operand(op, 0))) {
            return Err(Diagnostic::error(
                body.loc(op),
                "expects case value type to match condition value type",
            ));
        }
    }
    branch(ctx, body, op)
}

/// Upstream's `GlobalCtorsOp::verify` / `GlobalDtorsOp::verify`.
pub fn global_ctors(ctx: &Context, body: &Body, op: OpId) -> R {
    let is_ctors = ctx.op_name_str(body.op_name(op)) == "llvm.mlir.global_ctors";
    let len = |n: &str| match prop(ctx, body, op, n).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.len(),
        _ => 0,
    };
    let (list, what) = if is_ctors {
        ("ctors", "ctors")
    } else {
        ("dtors", "dtors")
    };
    if len(list) != len("priorities") {
        return Err(Diagnostic::error(
            body.loc(op),
            format!("mismatch between the number of {what} and the number of priorities"),
        ));
    }
    Ok(())
}

/// Upstream's `isZeroAttribute`.
fn is_zero_attr(ctx: &Context, a: rmlir_ir::Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.is_zero(),
        AttrKind::Float { bits, .. } => *bits == 0,
        AttrKind::DenseIntOrFp { data, .. } => data.iter().all(|b| *b == 0),
        AttrKind::Array(v) => v.iter().all(|e| is_zero_attr(ctx, *e)),
        _ => false,
    }
}

/// Upstream's `GlobalOp::verify`.
pub fn global(ctx: &Context, body: &Body, op: OpId) -> R {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let Some(AttrKind::Type(ty)) = prop(ctx, body, op, "global_type").map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    let ty = *ty;
    let outer_compatible = t::is_llvm_type(ctx, ty)
        || c::is_signless_int(ctx, ty)
        || (ctx.is_float(ty) && t::is_compatible_type(ctx, ty))
        || super::ops::vector_element(ctx, ty).is_some();
    let valid = outer_compatible
        && !matches!(
            t::decode(ctx, ty),
            Some(LlvmType::Void | LlvmType::Token | LlvmType::Metadata | LlvmType::Label)
        );
    if !valid {
        return err("expects type to be a valid element type for an LLVM global");
    }
    let value = prop(ctx, body, op, "value");
    if let Some(AttrKind::String { value: s, .. }) = value.map(|v| ctx.attr_kind(v)) {
        let ok = matches!(t::decode(ctx, ty), Some(LlvmType::Array(e, n))
            if ctx.is_signless_integer(e, 8) && n == s.len() as u64);
        if !ok {
            return err(
                "requires an i8 array type of the length equal to that of the string attribute",
            );
        }
    }
    if matches!(t::decode(ctx, ty), Some(LlvmType::Target { .. })) && value.is_some() {
        return err(
            "global with target extension type can only be initialized with zero-initializer",
        );
    }
    let linkage = prop(ctx, body, op, "linkage")
        .and_then(|a| super::attrs::LINKAGE_ATTR.value(ctx, a))
        .unwrap_or(10);
    if linkage == 5 && value.is_some_and(|v| !is_zero_attr(ctx, v)) {
        return err("expected zero value for 'common' linkage");
    }
    if linkage == 6 && !matches!(t::decode(ctx, ty), Some(LlvmType::Array(..))) {
        return err("expected array type for 'appending' linkage");
    }
    if let Some(a) = prop(ctx, body, op, "alignment")
        .and_then(|a| rmlir_ir::ods::constraints::signless_int_value(ctx, a, 64))
    {
        if !(a as u64).is_power_of_two() {
            return Err(Diagnostic::error(
                body.loc(op),
                "alignment attribute is not a power of 2",
            ));
        }
    }
    Ok(())
}

/// Upstream's `GlobalOp::verifyRegions`: the initializer's returned type.
pub fn global_regions(ctx: &Context, body: &Body, op: OpId) -> R {
    let (rbody, regions) = body.op_regions(op);
    let Some(block) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        return Ok(());
    };
    let Some(term) = rbody.block_ops(block).last() else {
        return Ok(());
    };
    let Some(ret) = rbody.operands(term).next() else {
        return Err(op_error(
            ctx,
            body,
            op,
            "initializer region cannot return void",
        ));
    };
    let ret_ty = rbody.value_type(ret);
    if let Some(AttrKind::Type(ty)) = prop(ctx, body, op, "global_type").map(|a| ctx.attr_kind(a)) {
        if ret_ty != *ty {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "initializer region type {} does not match global type {}",
                    quoted(ctx, ret_ty),
                    quoted(ctx, *ty)
                ),
            ));
        }
    }
    for o in rbody.block_ops(block) {
        let effects = rmlir_ir::rewrite::effects::memory_effects(ctx, rbody, o);
        if effects.is_none_or(|e| !e.is_empty()) {
            return Err(Diagnostic::error(
                rbody.loc(o),
                "ops with side effects not allowed in global initializers",
            ));
        }
    }
    if prop(ctx, body, op, "value").is_some() {
        return Err(op_error(
            ctx,
            body,
            op,
            "cannot have both initializer value and region",
        ));
    }
    Ok(())
}

fn non_atomic_syncscope(ctx: &Context, body: &Body, op: OpId) -> R {
    if prop(ctx, body, op, "syncscope").is_some() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected syncscope to be null for non-atomic access",
        ));
    }
    Ok(())
}

/// Upstream's `GEPOp::verify`: as many dynamic indices as the raw indices say, and struct
/// indices constant and in bounds (`verifyStructIndices`).
pub fn gep(ctx: &Context, body: &Body, op: OpId) -> R {
    let raw = prop(ctx, body, op, "rawConstantIndices")
        .and_then(|a| c::dense_i32_values(ctx, a))
        .unwrap_or_default();
    let dynamic = body.operands(op).count().saturating_sub(1);
    if raw
        .iter()
        .filter(|v| **v == super::asm::DYNAMIC_INDEX)
        .count()
        != dynamic
    {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected as many dynamic indices as specified in 'rawConstantIndices'",
        ));
    }
    let Some(AttrKind::Type(elem)) = prop(ctx, body, op, "elem_type").map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    let mut ty = *elem;
    for (pos, idx) in raw.iter().enumerate().skip(1) {
        let next = match t::decode(ctx, ty) {
            Some(LlvmType::Struct { elems, .. }) => Some(elems),
            Some(LlvmType::Identified { body: b, .. }) => {
                Some(b.map_or(Vec::new(), |b| b.0.to_vec()))
            }
            _ => None,
        };
        if let Some(elems) = next {
            if *idx == super::asm::DYNAMIC_INDEX {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("expected index {pos} indexing a struct to be constant"),
                ));
            }
            if *idx < 0 || *idx as usize >= elems.len() {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("index {pos} indexing a struct is out of bounds"),
                ));
            }
            ty = elems[*idx as usize];
            continue;
        }
        if let Some(LlvmType::Array(e, _)) = t::decode(ctx, ty) {
            ty = e;
        } else if let Some(e) = super::ops::vector_element(ctx, ty) {
            ty = e;
        } else if let TypeKind::Vector { elem, .. } = ctx.type_kind(ty) {
            ty = *elem;
        } else {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("type {} cannot be indexed (index #{pos})", quoted(ctx, ty)),
            ));
        }
    }
    Ok(())
}

/// Upstream's `LLVMTargetExtType::hasProperty(HasZeroInit)`: only `spirv.*` types have one.
pub fn target_has_zero_init(name: &str) -> bool {
    name.starts_with("spirv.")
}

/// Upstream's `LLVMTargetExtType::supportsMemOps`: target extension types that loads, stores
/// and allocas may use.
pub fn target_supports_mem_ops(name: &str) -> bool {
    name.starts_with("spirv.") || name == "aarch64.svcount"
}

/// Upstream's `AllocaOp::verify`: only some target extension types can be allocated.
pub fn alloca(ctx: &Context, body: &Body, op: OpId) -> R {
    if let Some(AttrKind::Type(elem)) = prop(ctx, body, op, "elem_type").map(|a| ctx.attr_kind(a)) {
        if let Some(LlvmType::Target { name, .. }) = t::decode(ctx, *elem) {
            if !target_supports_mem_ops(name) {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "this target extension type cannot be used in alloca",
                ));
            }
        }
    }
    Ok(())
}

/// Upstream's `ZeroOp::verify`.
pub fn zero(ctx: &Context, body: &Body, op: OpId) -> R {
    let ty = body.value_type(body.result(op, 0));
    if let Some(LlvmType::Target { name, .. }) = t::decode(ctx, ty) {
        if !target_has_zero_init(name) {
            return Err(op_error(
                ctx,
                body,
                op,
                "target extension type does not support zero-initializer",
            ));
        }
    }
    Ok(())
}

/// Upstream's `ComdatOp::verifyRegions`: only selectors in the body.
pub fn comdat_regions(ctx: &Context, body: &Body, op: OpId) -> R {
    let (rbody, regions) = body.op_regions(op);
    for r in regions {
        for b in rbody.region_blocks(*r) {
            for o in rbody.block_ops(b) {
                if ctx.op_name_str(rbody.op_name(o)) != "llvm.comdat_selector" {
                    return Err(Diagnostic::error(
                        rbody.loc(o),
                        "only comdat selector symbols can appear in a comdat region",
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Upstream's `CallIntrinsicOp::verify`.
pub fn call_intrinsic(ctx: &Context, body: &Body, op: OpId) -> R {
    let name = prop(ctx, body, op, "intrin").and_then(|a| ctx.attr_str(a));
    if !name.is_some_and(|n| n.starts_with(b"llvm.")) {
        return Err(op_error(
            ctx,
            body,
            op,
            "intrinsic name must start with 'llvm.'",
        ));
    }
    Ok(())
}
