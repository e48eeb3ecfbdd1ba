//! Hand-written assembly of the llvm ops and the custom directives their formats use
//! (upstream's `parse*`/`print*` functions in `LLVMDialect.cpp`).

use super::attrs::{FASTMATH_ATTR, FCMP_PREDICATE, ICMP_PREDICATE, OVERFLOW_ATTR, OVERFLOW_FLAGS};
use super::types::{self as t, LlvmType};
use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::ods::{CustomParseArg, CustomPrintArg, EnumDef};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, PResult};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{Body, Context, OpId, Type, TypeKind};

/// The op's inherent and discardable attributes, sorted by name (upstream's
/// `getAttrDictionary()` with properties).
pub fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
    let mut all: Vec<NamedAttr> = Vec::new();
    if let Some(info) = ctx.op_info(body.op_name(op)) {
        for (n, v) in info.props.iter().zip(body.op(op).props.iter()) {
            if let Some(v) = v {
                all.push((ctx.ident(n), *v));
            }
        }
    }
    all.extend(body.attrs(op).iter().copied());
    let _ = ctx.sort_named_attrs(&mut all);
    all
}

/// Upstream's `processFMFAttr`: the attributes without a `none` fastmath flag.
fn without_default_fastmath(ctx: &Context, attrs: Vec<NamedAttr>) -> Vec<NamedAttr> {
    attrs
        .into_iter()
        .filter(|(n, a)| {
            !(ctx.ident_str(*n) == "fastmathFlags" && FASTMATH_ATTR.value(ctx, *a) == Some(0))
        })
        .collect()
}

/// `custom<OverflowFlags>`: ` overflow<nsw, nuw>` unless no flag is set.
pub fn print_overflow_flags(p: &mut OpPrinter<'_, '_>, _: &Body, _: OpId, args: &[CustomPrintArg]) {
    let ctx = p.ctx();
    if let Some(CustomPrintArg::Attr(Some(a))) = args.first() {
        let v = OVERFLOW_ATTR.value(ctx, *a).unwrap_or(0);
        if v != 0 {
            p.write(&format!(" overflow<{}>", OVERFLOW_FLAGS.stringify(v)));
        }
    }
}

pub fn parse_overflow_flags<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    if !p.parse_optional_keyword("overflow") {
        args[0] = CustomParseArg::Attr(Some(OVERFLOW_ATTR.get(ctx, 0)));
        return Ok(());
    }
    p.expect(Tok::Less, "expected '<'")?;
    let mut v = 0;
    loop {
        let off = p.offset();
        let Some(kw) = p.parse_optional_any_keyword() else {
            return p.error_at(off, "expected valid keyword");
        };
        match OVERFLOW_FLAGS.case_value(kw) {
            Some(f) => v |= f,
            None => return p.error_at(off, "invalid overflow flag: expected nsw, nuw, or none"),
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater, "expected '>'")?;
    args[0] = CustomParseArg::Attr(Some(OVERFLOW_ATTR.get(ctx, v)));
    Ok(())
}

/// `custom<LLVMOpAttrs>(attr-dict)`: the attribute dictionary without the overflow flags and
/// a `none` fastmath flag.
pub fn print_op_attrs(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId, _: &[CustomPrintArg]) {
    let ctx = p.ctx();
    let attrs = without_default_fastmath(ctx, all_attrs(ctx, body, op));
    p.print_optional_attr_dict(&attrs, &["overflowFlags"]);
}

pub fn parse_op_attrs<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    state: &mut OperationState,
    _: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)
}

// ---- icmp / fcmp ----------------------------------------------------------------------------

/// Upstream's `printICmpOp`/`printFCmpOp`: `"pred" %a, %b {attrs} : type`.
pub fn print_cmp(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let is_icmp = ctx.op_name_str(body.op_name(op)) == "llvm.icmp";
    let def = if is_icmp {
        &ICMP_PREDICATE
    } else {
        &FCMP_PREDICATE
    };
    let pred = rmlir_ir::ods::prop(ctx, body, op, "predicate")
        .and_then(|a| rmlir_ir::ods::constraints::signless_int_value(ctx, a, 64))
        .and_then(|v| def.case_name(v))
        .unwrap_or("");
    p.write(&format!(" \"{pred}\" "));
    p.print_value(body, body.operand(op, 0));
    p.write(", ");
    p.print_value(body, body.operand(op, 1));
    let attrs = without_default_fastmath(ctx, all_attrs(ctx, body, op));
    p.print_optional_attr_dict(&attrs, &["predicate"]);
    p.write(" : ");
    p.print_type(body.value_type(body.operand(op, 0)));
}

fn parse_cmp(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    def: &EnumDef,
) -> PResult<()> {
    let ctx = p.ctx();
    let pred_off = p.offset();
    let Some(pred) = p.parse_optional_string() else {
        return p.error("expected attribute value");
    };
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma, "expected ','")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let type_off = p.offset();
    let ty = p.parse_type()?;
    p.resolve_operands(&[lhs, rhs], &[ty, ty], state)?;
    let Some(v) = def.case_value(&pred) else {
        return p.error_at(
            pred_off,
            format!("'{pred}' is an incorrect value of the 'predicate' attribute"),
        );
    };
    state.attrs.push((
        ctx.ident("predicate"),
        ctx.int_attr(ctx.integer_type(64), v),
    ));
    if !t::is_compatible_type(ctx, ty) {
        return p.error_at(type_off, "expected LLVM dialect-compatible type");
    }
    let i1 = ctx.integer_type(1);
    let result = match (ctx.type_kind(ty), t::decode(ctx, ty)) {
        (
            TypeKind::Vector {
                shape, scalable, ..
            },
            _,
        ) => ctx.get_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: i1,
        }),
        (_, Some(LlvmType::Vec(_, n))) => vector_of(ctx, i1, n, false),
        (_, Some(LlvmType::ScalableVec(_, n))) => vector_of(ctx, i1, n, true),
        _ => i1,
    };
    state.result_types.push(result);
    Ok(())
}

fn vector_of(ctx: &Context, elem: Type, n: u32, scalable: bool) -> Type {
    ctx.get_type(TypeKind::Vector {
        shape: Box::new([n as i64]),
        scalable: if scalable {
            Box::new([true])
        } else {
            Box::new([])
        },
        elem,
    })
}

pub fn parse_icmp(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    parse_cmp(p, state, &ICMP_PREDICATE)
}

pub fn parse_fcmp(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    parse_cmp(p, state, &FCMP_PREDICATE)
}
