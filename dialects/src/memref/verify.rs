//! The op verifiers of `MemRefOps.cpp` (MLIR 19), with upstream's messages.

use super::layout::{
    has_identity_layout, is_strided, layout_strides_and_offset, memref_parts, sat_add, sat_mul,
    strided_memref_type, strides_and_offset, DYNAMIC,
};
use rmlir_ir::dialect::Traits;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

type VResult = Result<(), Diagnostic>;

/// `emitOpError`: "'memref.x' op message".
pub(crate) fn op_err(
    ctx: &Context,
    body: &Body,
    op: OpId,
    m: impl std::fmt::Display,
) -> Diagnostic {
    rmlir_ir::verifier::op_error(ctx, body, op, m)
}

/// `emitError`: the message alone, at the op.
pub(crate) fn err(body: &Body, op: OpId, m: impl Into<String>) -> Diagnostic {
    Diagnostic::error(body.loc(op), m)
}

pub(crate) fn ty(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn operand_ty(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.operand(op, i))
}

fn result_ty(body: &Body, op: OpId) -> Type {
    body.value_type(body.results(op)[0])
}

pub(crate) fn memory_space(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

pub(crate) fn elem(ctx: &Context, t: Type) -> Option<Type> {
    ctx.element_type(t)
}

fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    memref_parts(ctx, t).map(|p| p.shape.len())
}

pub(crate) fn static_list(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, name)
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

/// The constant integer value of `v` (upstream's `getConstantIntValue`): the `value` of a
/// constant-like op defining it.
pub fn constant_int(ctx: &Context, body: &Body, v: rmlir_ir::ValueId) -> Option<i64> {
    let def = body.defining_op(v)?;
    if !ctx.op_traits(body.op_name(def)).has(Traits::CONSTANT_LIKE) {
        return None;
    }
    let a = rmlir_ir::ods::prop(ctx, body, def, "value")?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

pub(crate) fn segment(ctx: &Context, body: &Body, op: OpId, i: usize) -> (usize, usize) {
    let def = rmlir_ir::ods::op_def(ctx, body, op).expect("declared");
    rmlir_ir::ods::operand_segments(ctx, def, body, op)[i]
}

// ---- alloc / alloca / realloc --------------------------------------------------------------

pub(crate) fn alloca(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let mut cur = body.parent_op(op);
    let mut found = cur.is_none();
    while let Some(p) = cur {
        if ctx
            .op_traits(body.op_name(p))
            .has(Traits::AUTOMATIC_ALLOCATION_SCOPE)
        {
            found = true;
            break;
        }
        cur = body.parent_op(p);
        // The root of an isolated body: its owner (a function) is a scope.
        if cur.is_none() && !found {
            found = false;
        }
    }
    if !found {
        return Err(op_err(
            ctx,
            body,
            op,
            "requires an ancestor op with AutomaticAllocationScope trait",
        ));
    }
    super::verify_alloc_like(ctx, body, op)
}

pub(crate) fn realloc(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op);
    if !has_identity_layout(ctx, src) {
        return Err(err(
            body,
            op,
            format!("unsupported layout for source memref type {}", ty(ctx, src)),
        ));
    }
    if !has_identity_layout(ctx, res) {
        return Err(err(
            body,
            op,
            format!("unsupported layout for result memref type {}", ty(ctx, res)),
        ));
    }
    if memory_space(ctx, src) != memory_space(ctx, res) {
        return Err(err(
            body,
            op,
            format!(
                "different memory spaces specified for source memref type {} and result memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    if elem(ctx, src) != elem(ctx, res) {
        return Err(err(
            body,
            op,
            format!(
                "different element types specified for source memref type {} and result memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    let dynamic = memref_parts(ctx, res).is_some_and(|p| p.shape.contains(&DYNAMIC));
    let has_size = body.num_operands(op) > 1;
    if dynamic && !has_size {
        return Err(err(
            body,
            op,
            format!("missing dimension operand for result type {}", ty(ctx, res)),
        ));
    }
    if !dynamic && has_size {
        return Err(err(
            body,
            op,
            format!(
                "unnecessary dimension operand for result type {}",
                ty(ctx, res)
            ),
        ));
    }
    Ok(())
}

// ---- scalar ops ----------------------------------------------------------------------------

pub(crate) fn assume_alignment(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let a = rmlir_ir::ods::prop(ctx, body, op, "alignment")
        .and_then(|a| c::signless_int_value(ctx, a, 32))
        .unwrap_or(1);
    if !(a > 0 && (a & (a - 1)) == 0) {
        return Err(op_err(ctx, body, op, "alignment must be power of 2"));
    }
    Ok(())
}

pub(crate) fn atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let r = rank_of(ctx, operand_ty(body, op, 1)).unwrap_or(0);
    if body.num_operands(op) - 2 != r {
        return Err(op_err(
            ctx,
            body,
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let kind = rmlir_ir::ods::prop(ctx, body, op, "kind")
        .and_then(|a| c::signless_int_value(ctx, a, 64))
        .unwrap_or(-1);
    let name = crate::arith::attrs::ATOMIC_RMW_KIND
        .case_name(kind)
        .unwrap_or("");
    let vt = operand_ty(body, op, 0);
    let float_kind = matches!(name, "addf" | "maximumf" | "minimumf" | "mulf");
    let int_kind = matches!(
        name,
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
    );
    if float_kind && !ctx.is_float(vt) {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("with kind '{name}' expects a floating-point type"),
        ));
    }
    if int_kind && !ctx.is_integer(vt) {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("with kind '{name}' expects an integer type"),
        ));
    }
    Ok(())
}

pub(crate) fn generic_atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (rb, regions) = body.op_regions(op);
    let args = regions
        .first()
        .and_then(|r| rb.entry_block(*r))
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default();
    if args.len() != 1 {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected single number of entry block arguments",
        ));
    }
    if result_ty(body, op) != rb.value_type(args[0]) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected block argument of the same type result type",
        ));
    }
    let mut bad = None;
    if let Some(&r) = regions.first() {
        for b in rb.region_blocks(r) {
            let mut stack: Vec<OpId> = rb.block_ops(b).collect();
            stack.reverse();
            while let Some(o) = stack.pop() {
                if !rmlir_ir::rewrite::effects::is_memory_effect_free(ctx, rb, o) {
                    bad = Some(o);
                    break;
                }
            }
            if bad.is_some() {
                break;
            }
        }
    }
    if let Some(o) = bad {
        return Err(Diagnostic::error(
            rb.loc(o),
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        ));
    }
    Ok(())
}

pub(crate) fn atomic_yield(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let Some(parent) = body.parent_op(op) else {
        return Ok(());
    };
    let Some(&pr) = body.results(parent).first() else {
        return Ok(());
    };
    let parent_ty = body.value_type(pr);
    let t = operand_ty(body, op, 0);
    if parent_ty != t {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "types mismatch between yield op: {} and its parent: {}",
                ty(ctx, t),
                ty(ctx, parent_ty)
            ),
        ));
    }
    Ok(())
}

pub(crate) fn prefetch(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let r = rank_of(ctx, operand_ty(body, op, 0)).unwrap_or(0);
    if body.num_operands(op) != 1 + r {
        return Err(op_err(ctx, body, op, "too few indices"));
    }
    Ok(())
}

// ---- dma -----------------------------------------------------------------------------------

pub(crate) fn dma_start(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let n = body.num_operands(op);
    let e = |m: &str| Err(op_err(ctx, body, op, m));
    if n < 4 {
        return e("expected at least 4 operands");
    }
    let is_index = |i: usize| matches!(ctx.type_kind(operand_ty(body, op, i)), TypeKind::Index);
    let all_index = |r: std::ops::Range<usize>| r.into_iter().all(is_index);
    let Some(src_rank) = rank_of(ctx, operand_ty(body, op, 0)) else {
        return e("expected source to be of memref type");
    };
    if n < src_rank + 4 {
        return e(&format!("expected at least {} operands", src_rank + 4));
    }
    if !all_index(1..1 + src_rank) {
        return e("expected source indices to be of index type");
    }
    let dst = 1 + src_rank;
    let Some(dst_rank) = rank_of(ctx, operand_ty(body, op, dst)) else {
        return e("expected destination to be of memref type");
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return e(&format!("expected at least {expected} operands"));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return e("expected destination indices to be of index type");
    }
    let num = dst + 1 + dst_rank;
    if !is_index(num) {
        return e("expected num elements to be of index type");
    }
    let tag = num + 1;
    let Some(tag_rank) = rank_of(ctx, operand_ty(body, op, tag)) else {
        return e("expected tag to be of memref type");
    };
    expected += tag_rank;
    if n < expected {
        return e(&format!("expected at least {expected} operands"));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return e("expected tag indices to be of index type");
    }
    if n != expected && n != expected + 2 {
        return e("incorrect number of operands");
    }
    if n == expected + 2 && !(is_index(n - 2) && is_index(n - 1)) {
        return e("expected stride and num elements per stride to be of type index");
    }
    Ok(())
}

pub(crate) fn dma_wait(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let r = rank_of(ctx, operand_ty(body, op, 0)).unwrap_or(0);
    let got = body.num_operands(op) - 2;
    if got != r {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {r}, but got {got}"
            ),
        ));
    }
    Ok(())
}

// ---- globals -------------------------------------------------------------------------------

pub(crate) fn global(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let t = match rmlir_ir::ods::prop(ctx, body, op, "type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Ok(()),
    };
    let Some(p) = memref_parts(ctx, t).filter(|p| !p.shape.contains(&DYNAMIC)) else {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "type should be static shaped memref, but got {}",
                ty(ctx, t)
            ),
        ));
    };
    if let Some(init) = rmlir_ir::ods::prop(ctx, body, op, "initial_value") {
        if !c::is_unit(ctx, init) {
            if !c::is_elements(ctx, init) {
                return Err(op_err(
                    ctx,
                    body,
                    op,
                    format!(
                        "initial value should be a unit or elements attribute, but got {}",
                        rmlir_ir::printer::attr_to_string(ctx, init)
                    ),
                ));
            }
            if let Some(at) = ctx.attr_type(init) {
                if let Some((shape, e)) = ctx.shaped_parts(at) {
                    if e != p.elem {
                        return Err(op_err(
                            ctx,
                            body,
                            op,
                            format!(
                                "initial value element expected to be of type {}, but was of type {}",
                                ty(ctx, p.elem),
                                ty(ctx, e)
                            ),
                        ));
                    }
                    if shape != p.shape {
                        let l = |s: &[i64]| {
                            s.iter()
                                .map(|d| d.to_string())
                                .collect::<Vec<_>>()
                                .join(", ")
                        };
                        return Err(op_err(
                            ctx,
                            body,
                            op,
                            format!(
                                "initial value shape expected to be {} but was {}",
                                l(p.shape),
                                l(shape)
                            ),
                        ));
                    }
                }
            }
        }
    }
    if let Some(a) = rmlir_ir::ods::prop(ctx, body, op, "alignment")
        .and_then(|a| c::signless_int_value(ctx, a, 64))
    {
        let u = a as u64;
        if !u.is_power_of_two() {
            return Err(err(
                body,
                op,
                format!("alignment attribute value {u} is not a power of 2"),
            ));
        }
    }
    Ok(())
}

pub(crate) fn get_global_symbol_uses(
    ctx: &Context,
    ancestors: &[(&Body, OpId)],
    body: &Body,
    op: OpId,
) -> VResult {
    let name = rmlir_ir::ods::prop(ctx, body, op, "name")
        .and_then(|a| crate::symbol::flat_symbol(ctx, a))
        .unwrap_or_default();
    let global = crate::symbol::lookup_nearest(ctx, ancestors, name)
        .filter(|(gb, g)| ctx.op_name_str(gb.op_name(*g)) == "memref.global");
    let Some((gb, g)) = global else {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("'{name}' does not reference a valid global memref"),
        ));
    };
    let gt = match rmlir_ir::ods::prop(ctx, gb, g, "type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Ok(()),
    };
    let rt = result_ty(body, op);
    if gt != rt {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "result type {} does not match type {} of the global memref @{name}",
                ty(ctx, rt),
                ty(ctx, gt)
            ),
        ));
    }
    Ok(())
}

// ---- casts and views -----------------------------------------------------------------------

/// Upstream's `CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some(pa), Some(pb)) => {
            if pa.elem != pb.elem {
                return false;
            }
            if pa.layout != pb.layout {
                let (Some((sa, oa)), Some((sb, ob))) = (
                    layout_strides_and_offset(ctx, pa.shape, pa.layout),
                    layout_strides_and_offset(ctx, pb.shape, pb.layout),
                ) else {
                    return false;
                };
                if sa.len() != sb.len() {
                    return false;
                }
                let compatible = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if !compatible(oa, ob) || !sa.iter().zip(&sb).all(|(x, y)| compatible(*x, *y)) {
                    return false;
                }
            }
            if pa.memory_space != pb.memory_space || pa.shape.len() != pb.shape.len() {
                return false;
            }
            pa.shape
                .iter()
                .zip(pb.shape)
                .all(|(x, y)| *x == DYNAMIC || *y == DYNAMIC || x == y)
        }
        _ => {
            let ua = matches!(ctx.type_kind(a), TypeKind::UnrankedMemRef { .. });
            let ub = matches!(ctx.type_kind(b), TypeKind::UnrankedMemRef { .. });
            let (ra, rb) = (
                memref_parts(ctx, a).is_some(),
                memref_parts(ctx, b).is_some(),
            );
            if (!ra && !ua) || (!rb && !ub) || (ua && ub) {
                return false;
            }
            elem(ctx, a) == elem(ctx, b) && memory_space(ctx, a) == memory_space(ctx, b)
        }
    }
}

pub(crate) fn cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let a = operand_ty(body, op, 0);
    let b = result_ty(body, op);
    if !cast_compatible(ctx, a, b) {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "operand type {} and result type {} are cast incompatible",
                ty(ctx, a),
                ty(ctx, b)
            ),
        ));
    }
    Ok(())
}

pub(crate) fn reshape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op);
    if elem(ctx, src) != elem(ctx, res) {
        return Err(op_err(
            ctx,
            body,
            op,
            "element types of source and destination memref types should be the same",
        ));
    }
    if memref_parts(ctx, src).is_some() && !has_identity_layout(ctx, src) {
        return Err(op_err(
            ctx,
            body,
            op,
            "source memref type should have identity affine map",
        ));
    }
    let shape_size = memref_parts(ctx, operand_ty(body, op, 1))
        .and_then(|p| p.shape.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(p) = memref_parts(ctx, res) {
        if !has_identity_layout(ctx, res) {
            return Err(op_err(
                ctx,
                body,
                op,
                "result memref type should have identity affine map",
            ));
        }
        if shape_size == DYNAMIC {
            return Err(op_err(
                ctx,
                body,
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_size != p.shape.len() as i64 {
            return Err(op_err(
                ctx,
                body,
                op,
                "length of shape operand differs from the result's memref rank",
            ));
        }
    }
    Ok(())
}

pub(crate) fn view(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let base = operand_ty(body, op, 0);
    let v = result_ty(body, op);
    if !has_identity_layout(ctx, base) {
        return Err(err(
            body,
            op,
            format!("unsupported map for base memref type {}", ty(ctx, base)),
        ));
    }
    if !has_identity_layout(ctx, v) {
        return Err(err(
            body,
            op,
            format!("unsupported map for result memref type {}", ty(ctx, v)),
        ));
    }
    if memory_space(ctx, base) != memory_space(ctx, v) {
        return Err(err(
            body,
            op,
            format!(
                "different memory spaces specified for base memref type {} and view memref type {}",
                ty(ctx, base),
                ty(ctx, v)
            ),
        ));
    }
    let dynamic =
        memref_parts(ctx, v).map_or(0, |p| p.shape.iter().filter(|d| **d == DYNAMIC).count());
    if body.num_operands(op) - 2 != dynamic {
        return Err(err(
            body,
            op,
            format!("incorrect number of size operands for type {}", ty(ctx, v)),
        ));
    }
    Ok(())
}

/// Upstream's `verifyOffsetSizeAndStrideOp` with the maximal ranks of the offsets, sizes
/// and strides lists.
fn verify_offset_size_stride(ctx: &Context, body: &Body, op: OpId, max: [usize; 3]) -> VResult {
    verify_offset_size_stride_from(ctx, body, op, max, 1)
}

/// [`verify_offset_size_stride`] for an op whose offsets are its operand group `first`.
pub(crate) fn verify_offset_size_stride_from(
    ctx: &Context,
    body: &Body,
    op: OpId,
    max: [usize; 3],
    first: usize,
) -> VResult {
    let offsets = static_list(ctx, body, op, "static_offsets");
    let sizes = static_list(ctx, body, op, "static_sizes");
    let strides = static_list(ctx, body, op, "static_strides");
    if !(offsets.len() == 1 && max[0] == 1) && offsets.len() != sizes.len() {
        return Err(err(
            body,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offsets.len(),
                sizes.len()
            ),
        ));
    }
    if sizes.len() != strides.len() {
        return Err(err(
            body,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ),
        ));
    }
    for (k, (name, list)) in [("offset", &offsets), ("size", &sizes), ("stride", &strides)]
        .into_iter()
        .enumerate()
    {
        if list.len() != max[k] {
            return Err(err(
                body,
                op,
                format!("expected {} {name} values, got {}", max[k], list.len()),
            ));
        }
        let dynamic = list.iter().filter(|v| **v == DYNAMIC).count();
        if segment(ctx, body, op, k + first).1 != dynamic {
            return Err(err(
                body,
                op,
                format!("expected {dynamic} dynamic {name} values"),
            ));
        }
    }
    if let Some(o) = offsets.iter().find(|o| **o < 0 && **o != DYNAMIC) {
        return Err(err(
            body,
            op,
            format!("expected offsets to be non-negative, but got {o}"),
        ));
    }
    if let Some(s) = sizes.iter().find(|s| **s < 0 && **s != DYNAMIC) {
        return Err(err(
            body,
            op,
            format!("expected sizes to be non-negative, but got {s}"),
        ));
    }
    Ok(())
}

pub(crate) fn reinterpret_cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op);
    let rank = rank_of(ctx, res).unwrap_or(0);
    verify_offset_size_stride(ctx, body, op, [1, rank, rank])?;
    if memory_space(ctx, src) != memory_space(ctx, res) {
        return Err(err(
            body,
            op,
            format!(
                "different memory spaces specified for source type {} and result memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    if elem(ctx, src) != elem(ctx, res) {
        return Err(err(
            body,
            op,
            format!(
                "different element types specified for source type {} and result memref type {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    }
    let p = memref_parts(ctx, res).expect("ranked result");
    let sizes = static_list(ctx, body, op, "static_sizes");
    for (i, (r, e)) in p.shape.iter().zip(&sizes).enumerate() {
        if *r != DYNAMIC && *e != DYNAMIC && r != e {
            return Err(err(
                body,
                op,
                format!("expected result type with size = {e} instead of {r} in dim = {i}"),
            ));
        }
    }
    let Some((rs, ro)) = strides_and_offset(ctx, res) else {
        return Err(err(
            body,
            op,
            format!(
                "expected result type to have strided layout but found {}",
                ty(ctx, res)
            ),
        ));
    };
    let eo = static_list(ctx, body, op, "static_offsets")
        .first()
        .copied()
        .unwrap_or(0);
    if ro != DYNAMIC && eo != DYNAMIC && ro != eo {
        return Err(err(
            body,
            op,
            format!("expected result type with offset = {eo} instead of {ro}"),
        ));
    }
    let strides = static_list(ctx, body, op, "static_strides");
    for (i, (r, e)) in rs.iter().zip(&strides).enumerate() {
        if *r != DYNAMIC && *e != DYNAMIC && r != e {
            return Err(err(
                body,
                op,
                format!("expected result type with stride = {e} instead of {r} in dim = {i}"),
            ));
        }
    }
    Ok(())
}

/// Upstream's `SubViewOp::inferResultType` from static offsets, sizes and strides.
pub fn subview_infer_result_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let p = memref_parts(ctx, source)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (o, s) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(*o, *s));
    }
    let target: Vec<i64> = src_strides
        .iter()
        .zip(strides)
        .map(|(a, b)| sat_mul(*a, *b))
        .collect();
    Some(strided_memref_type(
        ctx,
        sizes,
        p.elem,
        &target,
        offset,
        p.memory_space,
    ))
}

/// Upstream's `computeRankReductionMask(originalShape, reducedShape)`: the dropped
/// dimensions, `None` when `reduced` is not `original` with some unit dims dropped.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut ri = 0;
    for (oi, &size) in original.iter().enumerate() {
        if ri < reduced.len() && size == reduced[ri] {
            ri += 1;
            continue;
        }
        unused[oi] = true;
        if size != 1 {
            return None;
        }
    }
    (ri == reduced.len()).then_some(unused)
}

/// Upstream's `computeMemRefRankReductionMask`: which dims of `original` the rank-reduced
/// `reduced` drops, disambiguating unit dims by their strides.
pub fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[Option<i64>],
) -> Option<Vec<bool>> {
    let orank = rank_of(ctx, original)?;
    let rrank = rank_of(ctx, reduced)?;
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, s) in sizes.iter().enumerate() {
        if *s == Some(1) && i < orank {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|b| **b).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let (os, _) = strides_and_offset(ctx, original)?;
    let (cs, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for x in v {
            *m.entry(*x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&os);
    let candidate = occurrences(&cs);
    for dim in 0..orank {
        if !unused[dim] {
            continue;
        }
        let s = os[dim];
        let have = unaccounted.get(&s).copied().unwrap_or(0);
        let want = candidate.get(&s).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                *unaccounted.get_mut(&s).expect("present") -= 1;
            }
            std::cmp::Ordering::Equal => unused[dim] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + rrank == orank).then_some(unused)
}

/// The static value of each size of a view-like op: the static entry, or the constant
/// value of the dynamic operand.
pub(crate) fn mixed_sizes(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<i64>> {
    let sizes = static_list(ctx, body, op, "static_sizes");
    let (start, _) = segment(ctx, body, op, 2);
    let mut k = start;
    sizes
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                let v = body.operand(op, k);
                k += 1;
                constant_int(ctx, body, v)
            } else {
                Some(*s)
            }
        })
        .collect()
}

pub(crate) fn subview(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let base = operand_ty(body, op, 0);
    let sub = result_ty(body, op);
    let rank = rank_of(ctx, base).unwrap_or(0);
    verify_offset_size_stride(ctx, body, op, [rank, rank, rank])?;
    if memory_space(ctx, base) != memory_space(ctx, sub) {
        return Err(err(
            body,
            op,
            format!(
                "different memory spaces specified for base memref type {} and subview memref type {}",
                ty(ctx, base),
                ty(ctx, sub)
            ),
        ));
    }
    if !is_strided(ctx, base) {
        return Err(err(
            body,
            op,
            format!("base type {} is not strided", ty(ctx, base)),
        ));
    }
    let offsets = static_list(ctx, body, op, "static_offsets");
    let sizes = static_list(ctx, body, op, "static_sizes");
    let strides = static_list(ctx, body, op, "static_strides");
    let expected =
        subview_infer_result_type(ctx, base, &offsets, &sizes, &strides).expect("strided base");
    let layout_mismatch = || {
        err(
            body,
            op,
            format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result layout) ",
                ty(ctx, expected)
            ),
        )
    };
    if expected != sub {
        let ep = memref_parts(ctx, expected).expect("ranked");
        let sp = memref_parts(ctx, sub).expect("ranked");
        if sp.shape.len() > ep.shape.len() {
            return Err(err(
                body,
                op,
                "expected result rank to be smaller or equal to the source rank. ",
            ));
        }
        if rank_reduction_mask(ep.shape, sp.shape).is_none() {
            return Err(err(
                body,
                op,
                format!(
                    "expected result type to be {} or a rank-reduced version. (mismatch of result sizes) ",
                    ty(ctx, expected)
                ),
            ));
        }
        if ep.elem != sp.elem {
            return Err(err(
                body,
                op,
                format!("expected result element type to be {}", ty(ctx, ep.elem)),
            ));
        }
    }
    let (es, eo) = strides_and_offset(ctx, expected).expect("strided");
    let Some((ss, so)) = strides_and_offset(ctx, sub) else {
        return Err(layout_mismatch());
    };
    if eo != so {
        return Err(layout_mismatch());
    }
    let Some(unused) = memref_rank_reduction_mask(ctx, expected, sub, &mixed_sizes(ctx, body, op))
    else {
        return Err(layout_mismatch());
    };
    let kept: Vec<i64> = es
        .iter()
        .zip(&unused)
        .filter(|(_, u)| !**u)
        .map(|(s, _)| *s)
        .collect();
    if kept != ss {
        return Err(layout_mismatch());
    }
    Ok(())
}

// ---- reassociative reshapes ----------------------------------------------------------------

pub(crate) fn reassociation(ctx: &Context, body: &Body, op: OpId) -> Vec<Vec<i64>> {
    let Some(a) = rmlir_ir::ods::prop(ctx, body, op, "reassociation") else {
        return Vec::new();
    };
    match ctx.attr_kind(a) {
        AttrKind::Array(groups) => groups
            .iter()
            .map(|g| match ctx.attr_kind(*g) {
                AttrKind::Array(v) => v
                    .iter()
                    .filter_map(|x| c::signless_int_value(ctx, *x, 64))
                    .collect(),
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Upstream's `verifyCollapsedShape` (multiple dynamic dims per group allowed).
fn verify_collapsed_shape(
    ctx: &Context,
    body: &Body,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    reassoc: &[Vec<i64>],
) -> VResult {
    let e = |m: String| Err(op_err(ctx, body, op, m));
    if collapsed.len() != reassoc.len() {
        return e(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            reassoc.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (cd, group) in reassoc.iter().enumerate() {
        let mut found_dynamic = false;
        for &ed in group {
            if ed != next {
                return e("reassociation indices must be contiguous".into());
            }
            next += 1;
            if ed < 0 || ed as usize >= expanded.len() {
                return e(format!("reassociation index {ed} is out of bounds"));
            }
            if expanded[ed as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cd] == DYNAMIC) != found_dynamic {
            return e(format!(
                "collapsed dim ({cd}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !found_dynamic {
            let size: i64 = group
                .iter()
                .map(|d| expanded[*d as usize])
                .fold(1i64, |a, b| a.wrapping_mul(b));
            if size != collapsed[cd] {
                return e(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cd]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return e("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next as usize != expanded.len() {
        return e(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// Upstream's `computeExpandedLayoutMap`: strides and offset of the expanded type.
pub fn expanded_layout(
    ctx: &Context,
    src: Type,
    result_shape: &[i64],
    reassoc: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let (src_strides, offset) = strides_and_offset(ctx, src)?;
    let mut rev = Vec::with_capacity(result_shape.len());
    let mut idx = result_shape.len() as i64 - 1;
    for (group, stride) in reassoc.iter().zip(&src_strides).rev() {
        let mut cur = *stride;
        for _ in 0..group.len() {
            rev.push(cur);
            if idx >= 0 {
                cur = sat_mul(cur, result_shape[idx as usize]);
            }
            idx -= 1;
        }
    }
    let mut strides: Vec<i64> = rev.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    Some((strides, offset))
}

/// Upstream's `computeCollapsedLayoutMap`.
pub fn collapsed_layout(
    ctx: &Context,
    src: Type,
    reassoc: &[Vec<i64>],
    strict: bool,
) -> Option<(Vec<i64>, i64)> {
    let shape = memref_parts(ctx, src)?.shape.to_vec();
    let (src_strides, offset) = strides_and_offset(ctx, src)?;
    let mut result = Vec::with_capacity(reassoc.len());
    for group in reassoc {
        let mut r: &[i64] = group;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if shape[last] != DYNAMIC || r.len() == 1 {
            result.push(src_strides[last]);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (k, group) in reassoc.iter().enumerate().rev() {
        let mut stride = result[k];
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = sat_mul(stride, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[idx - 1];
            if strict && (stride == DYNAMIC || src_stride == DYNAMIC) {
                return None;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((result, offset))
}

pub(crate) fn expand_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op);
    let (Some(sp), Some(rp)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (sp.shape.len(), rp.shape.len());
    if r0 > r1 {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
        ));
    }
    let reassoc = reassociation(ctx, body, op);
    verify_collapsed_shape(ctx, body, op, sp.shape, rp.shape, &reassoc)?;
    let expected = if super::layout::layout_is_identity(ctx, sp.layout) {
        Some(super::layout::memref_type(
            ctx,
            rp.shape,
            sp.elem,
            None,
            sp.memory_space,
        ))
    } else {
        expanded_layout(ctx, src, rp.shape, &reassoc)
            .map(|(s, o)| strided_memref_type(ctx, rp.shape, sp.elem, &s, o, sp.memory_space))
    };
    let Some(expected) = expected else {
        return Err(op_err(ctx, body, op, "invalid source layout map"));
    };
    if expected != res {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expected expanded type to be {} but found {}",
                ty(ctx, expected),
                ty(ctx, res)
            ),
        ));
    }
    let statics = static_list(ctx, body, op, "static_output_shape");
    if statics.len() != r1 {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|s| **s == DYNAMIC).count();
    let given = body.num_operands(op) - 1;
    if given != dynamic {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
            ),
        ));
    }
    for (pos, (s, st)) in rp.shape.iter().zip(&statics).enumerate() {
        if *s != DYNAMIC && s != st {
            return Err(op_err(
                ctx,
                body,
                op,
                format!("invalid output shape provided at pos {pos}"),
            ));
        }
    }
    Ok(())
}

pub(crate) fn collapse_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op);
    let (Some(sp), Some(rp)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (sp.shape.len(), rp.shape.len());
    if r0 < r1 {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ),
        ));
    }
    let reassoc = reassociation(ctx, body, op);
    verify_collapsed_shape(ctx, body, op, rp.shape, sp.shape, &reassoc)?;
    let expected = if super::layout::layout_is_identity(ctx, sp.layout) {
        super::layout::memref_type(ctx, rp.shape, sp.elem, None, sp.memory_space)
    } else {
        let Some((s, o)) = collapsed_layout(ctx, src, &reassoc, false) else {
            return Err(op_err(
                ctx,
                body,
                op,
                "invalid source layout map or collapsing non-contiguous dims",
            ));
        };
        strided_memref_type(ctx, rp.shape, sp.elem, &s, o, sp.memory_space)
    };
    if expected != res {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expected collapsed type to be {} but found {}",
                ty(ctx, expected),
                ty(ctx, res)
            ),
        ));
    }
    Ok(())
}

// ---- transpose -----------------------------------------------------------------------------

/// The permutation map of a `memref.transpose`.
pub(crate) fn permutation(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<rmlir_ir::affine::AffineMap> {
    match ctx.attr_kind(rmlir_ir::ods::prop(ctx, body, op, "permutation")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// Upstream's `inferTransposeResultType`: shape and strides permuted, as a strided layout.
pub fn transpose_result_type(
    ctx: &Context,
    src: Type,
    perm: &rmlir_ir::affine::AffineMap,
) -> Option<Type> {
    let p = memref_parts(ctx, src)?;
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let mut sizes = Vec::new();
    let mut new_strides = Vec::new();
    for r in perm.results() {
        let d = r.as_dim()? as usize;
        sizes.push(*p.shape.get(d)?);
        new_strides.push(*strides.get(d)?);
    }
    Some(strided_memref_type(
        ctx,
        &sizes,
        p.elem,
        &new_strides,
        offset,
        p.memory_space,
    ))
}

pub(crate) fn transpose(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let Some(perm) = permutation(ctx, body, op) else {
        return Ok(());
    };
    if !perm.is_permutation() {
        return Err(op_err(ctx, body, op, "expected a permutation map"));
    }
    let src = operand_ty(body, op, 0);
    if perm.num_dims() as usize != rank_of(ctx, src).unwrap_or(0) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected a permutation map of same rank as the input",
        ));
    }
    let res = result_ty(body, op);
    let Some(expected) = transpose_result_type(ctx, src, &perm) else {
        return Ok(());
    };
    // Upstream compares the types with their layouts in canonical form (simplified affine
    // maps, or no layout for the row-major one) and prints the canonical expected type.
    let expected = super::layout::canonicalize_strided_layout(ctx, expected);
    if super::layout::canonicalize_strided_layout(ctx, res) != expected {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "result type {} is not equivalent to the canonical transposed input type {}",
                ty(ctx, res),
                ty(ctx, expected)
            ),
        ));
    }
    Ok(())
}
