//! The custom directives of the memref formats: `DynamicIndexList` (upstream's
//! `ViewLikeInterface.cpp`) and `GlobalMemrefOpTypeAndInitialValue`.

use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{CustomParseArg, CustomPrintArg};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{AttrKind, Body, OpId, TypeKind};

type PResult<T> = Result<T, ()>;

/// `[%a, 4, %b]`: operands where the static value is dynamic, integers elsewhere.
pub fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let mut values = Vec::new();
    let mut ints = Vec::new();
    let r = parse_list(p, &mut values, &mut ints);
    if r.is_err() {
        let off = p.name_offset();
        return p.emit_error(off, "expected SSA value or integer");
    }
    args[0] = CustomParseArg::Operands(values);
    args[1] = CustomParseArg::Attr(Some(c::dense_i64_array(p.ctx(), &ints)));
    Ok(())
}

fn parse_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    values: &mut Vec<rmlir_ir::parser::UnresolvedOperand<'a>>,
    ints: &mut Vec<i64>,
) -> PResult<()> {
    p.expect(Tok::LSquare, "expected '[' in dynamic index list")?;
    if p.consume_if(Tok::RSquare) {
        return Ok(());
    }
    loop {
        if p.at(Tok::PercentIdent) {
            values.push(p.parse_operand()?);
            ints.push(i64::MIN);
        } else {
            ints.push(p.parse_integer_i64()?);
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare, "expected ']' in dynamic index list")
}

pub fn print_dynamic_index_list(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    _op: OpId,
    args: &[CustomPrintArg],
) {
    let ctx = p.ctx();
    let values = match &args[0] {
        CustomPrintArg::Values(v) => v.clone(),
        _ => Vec::new(),
    };
    let ints = match &args[1] {
        CustomPrintArg::Attr(Some(a)) => c::dense_i64_values(ctx, *a).unwrap_or_default(),
        _ => Vec::new(),
    };
    p.write("[");
    let mut dynamic = 0;
    for (i, v) in ints.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *v == i64::MIN {
            if let Some(val) = values.get(dynamic) {
                p.print_value(body, *val);
            }
            dynamic += 1;
        } else {
            p.write(&v.to_string());
        }
    }
    p.write("]");
}

/// `memref<2xf32>`, `memref<2xf32> = uninitialized`, `memref<2xf32> = dense<...>`.
pub fn parse_global_type_and_initial_value<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    let ty = p.parse_type()?;
    let parts = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, elem, .. } if shape.iter().all(|d| *d != i64::MIN) => {
            Some((shape.clone(), *elem))
        }
        _ => None,
    };
    let Some((shape, elem)) = parts else {
        let off = p.name_offset();
        let t = rmlir_ir::printer::type_to_string(ctx, ty);
        return p.emit_error(
            off,
            format!("type should be static shaped memref, but got '{t}'"),
        );
    };
    args[0] = CustomParseArg::Attr(Some(ctx.type_attr(ty)));
    if !p.consume_if(Tok::Equal) {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        args[1] = CustomParseArg::Attr(Some(ctx.unit_attr()));
        return Ok(());
    }
    let tensor = ctx.get_type(TypeKind::RankedTensor {
        shape,
        elem,
        encoding: None,
    });
    let a = p.parse_attribute(Some(tensor))?;
    if !rmlir_ir::ods::constraints::is_elements(ctx, a) {
        let off = p.name_offset();
        return p.emit_error(off, "initial value should be a unit or elements attribute");
    }
    args[1] = CustomParseArg::Attr(Some(a));
    Ok(())
}

pub fn print_global_type_and_initial_value(
    p: &mut OpPrinter<'_, '_>,
    _body: &Body,
    _op: OpId,
    args: &[CustomPrintArg],
) {
    let ctx = p.ctx();
    if let CustomPrintArg::Attr(Some(t)) = &args[0] {
        match ctx.attr_kind(*t) {
            AttrKind::Type(ty) => p.print_type(*ty),
            _ => p.print_attribute(*t),
        }
    }
    if let CustomPrintArg::Attr(Some(init)) = &args[1] {
        p.write(" = ");
        if c::is_unit(ctx, *init) {
            p.write("uninitialized");
        } else {
            p.print_attribute_without_type(*init);
        }
    }
}
