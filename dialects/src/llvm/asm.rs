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
        // Upstream parses any attribute, then wants a string.
        p.parse_attribute(None)?;
        return p.emit_error(pred_off, "invalid kind of attribute specified");
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

// ---- alloca ---------------------------------------------------------------------------------

/// Upstream's `AllocaOp::print`: `[inalloca] %n x type {attrs} : (i64) -> !llvm.ptr`.
pub fn print_alloca(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let prop = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n);
    if prop("inalloca").is_some() {
        p.write(" inalloca");
    }
    p.write(" ");
    let size = body.operand(op, 0);
    p.print_value(body, size);
    p.write(" x ");
    if let Some(rmlir_ir::AttrKind::Type(ty)) = prop("elem_type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*ty);
    }
    let align =
        prop("alignment").and_then(|a| rmlir_ir::ods::constraints::signless_int_value(ctx, a, 64));
    let attrs = all_attrs(ctx, body, op);
    if align.is_some_and(|a| a != 0) {
        p.print_optional_attr_dict(&attrs, &["elem_type", "inalloca"]);
    } else {
        p.print_optional_attr_dict(&attrs, &["alignment", "elem_type", "inalloca"]);
    }
    p.write(" : ");
    let fty = ctx.function_type(
        &[body.value_type(size)],
        &[body.value_type(body.result(op, 0))],
    );
    p.print_type(fty);
}

pub fn parse_alloca(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("inalloca") {
        state.attrs.push((ctx.ident("inalloca"), ctx.unit_attr()));
    }
    let size = p.parse_operand()?;
    if !p.parse_optional_keyword("x") {
        let off = p.offset();
        return p.emit_error(off, "expected 'x'");
    }
    let elem = p.parse_type()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let type_off = p.offset();
    let ty = p.parse_type()?;
    let align = ctx.ident("alignment");
    if let Some(i) = state.attrs.iter().position(|(n, _)| *n == align) {
        match ctx.attr_kind(state.attrs[i].1) {
            rmlir_ir::AttrKind::Integer { value, .. } => {
                if value.is_zero() {
                    state.attrs.remove(i);
                }
            }
            _ => return p.error_at_name("expected integer alignment"),
        }
    }
    let (input, result) = match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
            (inputs[0], results[0])
        }
        _ => {
            return p.error_at(
                type_off,
                "expected trailing function type with one argument and one result",
            )
        }
    };
    p.resolve_operands(&[size], &[input], state)?;
    if t::is_ptr(ctx, result) {
        state
            .attrs
            .push((ctx.ident("elem_type"), ctx.type_attr(elem)));
    }
    state.result_types.push(result);
    Ok(())
}

// ---- getelementptr ------------------------------------------------------------------------

/// `GEPOp::kDynamicIndex`.
pub const DYNAMIC_INDEX: i32 = i32::MIN;

/// `custom<GEPIndices>($dynamicIndices, $rawConstantIndices)`.
pub fn print_gep_indices(p: &mut OpPrinter<'_, '_>, body: &Body, _: OpId, args: &[CustomPrintArg]) {
    let ctx = p.ctx();
    let dynamic = match &args[0] {
        CustomPrintArg::Values(v) => v.clone(),
        _ => Vec::new(),
    };
    let raw = match &args[1] {
        CustomPrintArg::Attr(Some(a)) => {
            rmlir_ir::ods::constraints::dense_i32_values(ctx, *a).unwrap_or_default()
        }
        _ => Vec::new(),
    };
    let mut next = dynamic.iter();
    for (i, r) in raw.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *r == DYNAMIC_INDEX {
            if let Some(v) = next.next() {
                p.print_value(body, *v);
            }
        } else {
            p.write(&r.to_string());
        }
    }
}

pub fn parse_gep_indices<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    let mut raw: Vec<i32> = Vec::new();
    let mut dynamic = Vec::new();
    loop {
        let off = p.offset();
        if let Some(v) = p.parse_optional_integer()? {
            match i32::try_from(v) {
                Ok(v) => raw.push(v),
                Err(_) => return p.error_at(off, "integer value too large"),
            }
        } else {
            dynamic.push(p.parse_operand()?);
            raw.push(DYNAMIC_INDEX);
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    args[0] = CustomParseArg::Operands(dynamic);
    args[1] = CustomParseArg::Attr(Some(rmlir_ir::ods::constraints::dense_i32_array(ctx, &raw)));
    Ok(())
}

// ---- extractvalue / insertvalue -----------------------------------------------------------

/// Upstream's `getInsertExtractValueElementType`.
pub fn value_element_type(
    ctx: &Context,
    container: Type,
    position: &[i64],
) -> Result<Type, String> {
    if !t::is_compatible_type(ctx, container) {
        return Err(format!(
            "expected LLVM IR Dialect type, got '{}'",
            rmlir_ir::printer::type_to_string(ctx, container)
        ));
    }
    let mut ty = container;
    for &idx in position {
        match t::decode(ctx, ty) {
            Some(LlvmType::Array(e, n)) => {
                if idx < 0 || idx as u64 >= n {
                    return Err(format!("position out of bounds: {idx}"));
                }
                ty = e;
            }
            Some(LlvmType::Struct { elems, .. }) => {
                if idx < 0 || idx as usize >= elems.len() {
                    return Err(format!("position out of bounds: {idx}"));
                }
                ty = elems[idx as usize];
            }
            Some(LlvmType::Identified { body, .. }) => {
                let elems = body.map_or(&[][..], |b| b.0);
                if idx < 0 || idx as usize >= elems.len() {
                    return Err(format!("position out of bounds: {idx}"));
                }
                ty = elems[idx as usize];
            }
            _ => {
                return Err(format!(
                    "expected LLVM IR structure/array type, got: '{}'",
                    rmlir_ir::printer::type_to_string(ctx, ty)
                ))
            }
        }
    }
    Ok(ty)
}

pub fn print_nothing(_: &mut OpPrinter<'_, '_>, _: &Body, _: OpId, _: &[CustomPrintArg]) {}

/// `custom<InsertExtractValueElementType>(type($x), ref(type($container)), ref($position))`.
pub fn parse_value_element_type<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    let container = match &args[1] {
        CustomParseArg::Types(t) => t.first().copied(),
        _ => None,
    };
    let position = match &args[2] {
        CustomParseArg::Attr(Some(a)) => {
            rmlir_ir::ods::constraints::dense_i64_values(ctx, *a).unwrap_or_default()
        }
        _ => Vec::new(),
    };
    let Some(container) = container else {
        return p.error("expected container type");
    };
    match value_element_type(ctx, container, &position) {
        Ok(ty) => {
            args[0] = CustomParseArg::Types(vec![ty]);
            Ok(())
        }
        Err(m) => {
            // Upstream reports at the current location: the token after the op.
            let off = p.offset();
            p.emit_error(off, m)
        }
    }
}

/// `custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))`: a vector of the mask's
/// length with `v1`'s element type (scalable when `v1` is).
pub fn parse_shuffle_type<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    let v1 = match &args[0] {
        CustomParseArg::Types(t) => t.first().copied(),
        _ => None,
    };
    let n = match &args[2] {
        CustomParseArg::Attr(Some(a)) => rmlir_ir::ods::constraints::dense_i32_values(ctx, *a)
            .unwrap_or_default()
            .len(),
        _ => 0,
    };
    let Some(v1) = v1 else {
        return p.error("expected vector type");
    };
    let res = match (ctx.type_kind(v1), t::decode(ctx, v1)) {
        (TypeKind::Vector { scalable, elem, .. }, _) => {
            vector_of(ctx, *elem, n as u32, scalable.iter().any(|s| *s))
        }
        (_, Some(LlvmType::Vec(e, _))) => t::vec(ctx, e, n as u32),
        (_, Some(LlvmType::ScalableVec(e, _))) => t::scalable_vec(ctx, e, n as u32),
        _ => return p.error("expected an LLVM compatible vector type"),
    };
    args[1] = CustomParseArg::Types(vec![res]);
    Ok(())
}

// ---- switch -------------------------------------------------------------------------------

/// The case values of `llvm.switch` as upstream's `getLimitedValue` prints them
/// (zero-extended from the flag width).
pub fn case_values(ctx: &Context, a: rmlir_ir::Attribute) -> Vec<u64> {
    let rmlir_ir::AttrKind::DenseIntOrFp { ty, data, splat } = ctx.attr_kind(a) else {
        return Vec::new();
    };
    let Some((shape, elem)) = ctx.shaped_parts(*ty) else {
        return Vec::new();
    };
    let n: i64 = shape.iter().product();
    let bits = ctx.int_or_float_bitwidth(elem).unwrap_or(64) as usize;
    let bytes = bits.div_ceil(8).max(1);
    (0..n as usize)
        .map(|i| {
            let k = if *splat { 0 } else { i };
            let chunk = data.get(k * bytes..(k + 1) * bytes).unwrap_or(&[]);
            let mut v = 0u64;
            for (j, b) in chunk.iter().take(8).enumerate() {
                v |= (*b as u64) << (8 * j);
            }
            if bits < 64 {
                v &= (1u64 << bits) - 1;
            }
            v
        })
        .collect()
}

/// `custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands,
/// type($caseOperands), $case_operand_segments)`: upstream's `printSwitchOpCases`.
pub fn print_switch_cases(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    _: OpId,
    args: &[CustomPrintArg],
) {
    let ctx = p.ctx();
    let Some(values) = (match &args[1] {
        CustomPrintArg::Attr(Some(a)) => Some(case_values(ctx, *a)),
        _ => None,
    }) else {
        return;
    };
    let dests = match &args[2] {
        CustomPrintArg::Successors(s) => s.clone(),
        _ => Vec::new(),
    };
    let operands = match &args[3] {
        CustomPrintArg::Values(v) => v.clone(),
        _ => Vec::new(),
    };
    let segments = match &args[5] {
        CustomPrintArg::Attr(Some(a)) => {
            rmlir_ir::ods::constraints::dense_i32_values(ctx, *a).unwrap_or_default()
        }
        _ => Vec::new(),
    };
    let mut start = 0usize;
    for (i, (v, d)) in values.iter().zip(&dests).enumerate() {
        if i > 0 {
            p.write(",");
            p.print_newline();
        }
        p.write(&format!("  {v}: "));
        p.p.print_block_name(body, *d);
        let n = segments.get(i).copied().unwrap_or(0).max(0) as usize;
        let vals = operands.get(start..start + n).unwrap_or(&[]);
        start += n;
        if !vals.is_empty() {
            p.write("(");
            for (k, v) in vals.iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                p.print_value(body, *v);
            }
            p.write(" : ");
            for (k, v) in vals.iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                p.print_type(body.value_type(*v));
            }
            p.write(")");
        }
    }
    p.print_newline();
}

pub fn parse_switch_cases<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    let flag = match &args[0] {
        CustomParseArg::Types(t) => t.first().copied(),
        _ => None,
    };
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut operands = Vec::new();
    let mut types = Vec::new();
    let mut segments: Vec<i32> = Vec::new();
    loop {
        let Some(v) = p.parse_optional_integer()? else {
            if values.is_empty() {
                break;
            }
            let off = p.offset();
            return p.emit_error(off, "expected integer value");
        };
        values.push(v);
        p.expect(Tok::Colon, "expected ':'")?;
        dests.push(p.parse_successor()?);
        let mut n = 0;
        if p.consume_if(Tok::LParen) {
            let ops = p.parse_operand_list()?;
            p.expect(Tok::Colon, "expected ':'")?;
            types.extend(p.parse_type_list()?);
            p.expect(Tok::RParen, "expected ')'")?;
            n = ops.len();
            operands.extend(ops);
        }
        segments.push(n as i32);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    if let (Some(flag), false) = (flag, values.is_empty()) {
        args[1] = CustomParseArg::Attr(Some(crate::cf::int_elements(ctx, flag, &values)));
    }
    args[2] = CustomParseArg::Successors(dests);
    args[3] = CustomParseArg::Operands(operands);
    args[4] = CustomParseArg::Types(types);
    args[5] = CustomParseArg::Attr(Some(rmlir_ir::ods::constraints::dense_i32_array(
        ctx, &segments,
    )));
    Ok(())
}
