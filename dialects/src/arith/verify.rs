//! Arith's hand-written C++ (`ArithOps.cpp`): verifiers, cast compatibility, the custom
//! assembly of `arith.select`, and the result names of `arith.constant`.

use rmlir_ir::ods::constraints::{self as c};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, PResult};
use rmlir_ir::printer::{type_to_string, OpPrinter};
use rmlir_ir::types::TypeKind;
use rmlir_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type};

fn op_err(ctx: &Context, body: &Body, op: OpId, m: String) -> Result<(), Diagnostic> {
    Err(rmlir_ir::verifier::op_error(ctx, body, op, m))
}

// ---- casts --------------------------------------------------------------------------------

/// Upstream's `getUnderlyingType`: the element type of a vector/tensor (or memref when
/// `memref`), or the type itself when not shaped, if it satisfies `elem`.
fn underlying(
    ctx: &Context,
    t: Type,
    memref: bool,
    elem: fn(&Context, Type) -> bool,
) -> Option<Type> {
    let e = match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => *elem,
        TypeKind::MemRef { elem, .. } if memref => *elem,
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => return None,
        _ => t,
    };
    elem(ctx, e).then_some(e)
}

fn is_int(ctx: &Context, t: Type) -> bool {
    ctx.is_integer(t)
}
fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    ctx.is_integer(t) || c::is_index(ctx, t)
}
fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    ctx.is_integer(t) || c::is_float(ctx, t)
}
fn width(ctx: &Context, t: Type) -> u32 {
    ctx.int_or_float_bitwidth(t).unwrap_or(0)
}

/// `areCastCompatible` of each cast op.
fn cast_compatible(ctx: &Context, name: &str, src: Type, dst: Type) -> bool {
    if !rmlir_ir::ods::verify::compatible_shape(ctx, src, dst) {
        return false;
    }
    let like = |t, f| underlying(ctx, t, false, f);
    let width_change =
        |f: fn(&Context, Type) -> bool, wider: bool| match (like(src, f), like(dst, f)) {
            (Some(s), Some(d)) => {
                if wider {
                    width(ctx, d) > width(ctx, s)
                } else {
                    width(ctx, d) < width(ctx, s)
                }
            }
            _ => false,
        };
    match name {
        "arith.extui" | "arith.extsi" => width_change(is_int, true),
        "arith.trunci" => width_change(is_int, false),
        "arith.extf" => width_change(c::is_float, true),
        "arith.truncf" => width_change(c::is_float, false),
        "arith.uitofp" | "arith.sitofp" => {
            like(src, is_int).is_some() && like(dst, c::is_float).is_some()
        }
        "arith.fptoui" | "arith.fptosi" => {
            like(src, c::is_float).is_some() && like(dst, is_int).is_some()
        }
        "arith.index_cast" | "arith.index_castui" => {
            match (
                underlying(ctx, src, true, is_int_or_index),
                underlying(ctx, dst, true, is_int_or_index),
            ) {
                (Some(s), Some(d)) => {
                    (c::is_index(ctx, s) && c::is_signless_int(ctx, d))
                        || (c::is_signless_int(ctx, s) && c::is_index(ctx, d))
                }
                _ => false,
            }
        }
        "arith.bitcast" => match (
            underlying(ctx, src, true, is_int_or_float),
            underlying(ctx, dst, true, is_int_or_float),
        ) {
            (Some(s), Some(d)) => width(ctx, s) == width(ctx, d),
            _ => false,
        },
        _ => true,
    }
}

/// `CastOpInterface`'s verifier: "operand type 'X' and result type 'Y' are cast
/// incompatible".
pub fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let src = body.value_type(body.operand(op, 0));
    let dst = body.value_type(body.results(op)[0]);
    let name = ctx.op_name_str(body.op_name(op));
    if !cast_compatible(ctx, name, src, dst) {
        return op_err(
            ctx,
            body,
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                type_to_string(ctx, src),
                type_to_string(ctx, dst)
            ),
        );
    }
    Ok(())
}

// ---- select -------------------------------------------------------------------------------

fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
pub fn condition_matches_shape(ctx: &Context, body: &Body, op: OpId) -> bool {
    let cond = body.value_type(body.operand(op, 0));
    let res = body.value_type(body.results(op)[0]);
    if ctx.is_signless_integer(cond, 1) {
        return true;
    }
    let shape = |t: Type| match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    };
    is_shaped(ctx, cond) && is_shaped(ctx, res) && shape(cond) == shape(res)
}

/// `SelectOp::verify`.
pub fn verify_select(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let cond = body.value_type(body.operand(op, 0));
    if ctx.is_signless_integer(cond, 1) {
        return Ok(());
    }
    let res = body.value_type(body.results(op)[0]);
    if !matches!(
        ctx.type_kind(res),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return op_err(
            ctx,
            body,
            op,
            format!(
                "expected condition to be a signless i1, but got {}",
                type_to_string(ctx, cond)
            ),
        );
    }
    let expected = c::i1_same_shape(ctx, res);
    if cond != expected {
        return op_err(
            ctx,
            body,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected {}, but got {}",
                type_to_string(ctx, expected),
                type_to_string(ctx, cond)
            ),
        );
    }
    Ok(())
}

/// `%c, %a, %b : T` or `%c, %a, %b : C, T` (`SelectOp::parse`).
pub fn parse_select(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let off = p.offset();
    let uses = p.parse_operand_list()?;
    if uses.len() != 3 {
        return p.emit_error(off, "expected 3 operands");
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let mut result = p.parse_type()?;
    let cond = if p.consume_if(Tok::Comma) {
        let c = result;
        result = p.parse_type()?;
        c
    } else {
        p.ctx().integer_type(1)
    };
    state.result_types.push(result);
    p.resolve_operands(&uses, &[cond, result, result], state)
}

/// `SelectOp::print`.
pub fn print_select(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    p.write(" ");
    for (i, v) in body.operands(op).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, v);
    }
    let attrs = body.attrs(op).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    let cond = body.value_type(body.operand(op, 0));
    if is_shaped(p.ctx(), cond) {
        p.print_type(cond);
        p.write(", ");
    }
    p.print_type(body.value_type(body.results(op)[0]));
}

// ---- constant -----------------------------------------------------------------------------

/// `%c42_i32`, `%c0`, `%true`, `%cst` (upstream's `ConstantOp::getAsmResultNames`).
pub fn constant_result_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    set: &mut dyn FnMut(usize, &str),
) {
    let Some(v) = rmlir_ir::ods::prop(ctx, body, op, "value") else {
        return;
    };
    let ty = body.value_type(body.results(op)[0]);
    match ctx.attr_kind(v) {
        AttrKind::Integer { value, .. } => {
            if ctx.is_integer(ty) && ctx.int_or_float_bitwidth(ty) == Some(1) {
                set(0, if value.is_zero() { "false" } else { "true" });
                return;
            }
            let mut name = format!("c{}", value.to_string_radix10(true));
            if ctx.is_integer(ty) {
                name.push('_');
                name.push_str(&type_to_string(ctx, ty));
            }
            set(0, &name);
        }
        _ => set(0, "cst"),
    }
}

/// `ConstantOp::verify`.
pub fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let ty = body.value_type(body.results(op)[0]);
    let value = rmlir_ir::ods::prop(ctx, body, op, "value").expect("verified");
    if let Some(vt) = ctx.attr_type(value) {
        if vt != ty {
            return op_err(
                ctx,
                body,
                op,
                format!(
                    "value type '{}' must match return type: '{}'",
                    type_to_string(ctx, vt),
                    type_to_string(ctx, ty)
                ),
            );
        }
    }
    if ctx.is_integer(ty) && !c::is_signless_int(ctx, ty) {
        return op_err(ctx, body, op, "integer return type must be signless".into());
    }
    if !c::is_int_float_or_elements(ctx, value) {
        return op_err(
            ctx,
            body,
            op,
            "value must be an integer, float, or elements attribute".into(),
        );
    }
    Ok(())
}
