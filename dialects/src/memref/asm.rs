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

// ---- hand-written assembly ---------------------------------------------------------------

use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::parser::UnresolvedOperand;
use rmlir_ir::{Context, Type, ValueId};

/// Inherent and discardable attributes, sorted (upstream's `getAttrs()`).
fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
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

fn print_values(p: &mut OpPrinter<'_, '_>, body: &Body, vs: &[ValueId]) {
    for (i, v) in vs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, *v);
    }
}

/// `[%a, %b]`: upstream's `parseOperandList(..., Delimiter::Square)`.
fn parse_square_operands<'a>(p: &mut OpAsmParser<'_, 'a>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    p.expect(Tok::LSquare, "expected '['")?;
    let v = p.parse_operand_list()?;
    p.expect(Tok::RSquare, "expected ']'")?;
    Ok(v)
}

fn resolve_index<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    uses: &[UnresolvedOperand<'a>],
    state: &mut OperationState,
) -> PResult<()> {
    let idx = p.ctx().index_type();
    p.resolve_operands(uses, &vec![idx; uses.len()], state)
}

fn operands(body: &Body, op: OpId) -> Vec<ValueId> {
    body.operands(op).collect()
}

// memref.alloca_scope

pub fn print_alloca_scope(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    let results: Vec<Type> = body
        .results(op)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    if !results.is_empty() {
        p.write(" -> (");
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(*t);
        }
        p.write(")");
    }
    p.write(" ");
    let (rb, regions) = body.op_regions(op);
    if let Some(r) = regions.first() {
        p.print_region(rb, *r, false, !results.is_empty());
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &[]);
}

pub fn parse_alloca_scope(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_arrow_type_list(&mut state.result_types)?;
    p.parse_region_with_args(state, &[])?;
    p.ensure_terminator(state, 0, "memref.alloca_scope.return");
    p.parse_optional_attr_dict(&mut state.attrs)
}

// memref.generic_atomic_rmw

pub fn print_generic_atomic_rmw(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let ops = operands(body, op);
    p.write(" ");
    p.print_value(body, ops[0]);
    p.write("[");
    print_values(p, body, &ops[1..]);
    p.write("] : ");
    p.print_type(body.value_type(ops[0]));
    p.write(" ");
    let (rb, regions) = body.op_regions(op);
    if let Some(r) = regions.first() {
        p.print_region(rb, *r, true, true);
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &[]);
}

pub fn parse_generic_atomic_rmw(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let ivs = parse_square_operands(p)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[memref], &[ty], state)?;
    resolve_index(p, &ivs, state)?;
    p.parse_region(state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    match ctx.type_kind(ty) {
        TypeKind::MemRef { elem, .. } => state.result_types.push(*elem),
        _ => {
            let off = p.name_offset();
            return p.emit_error(off, "expected a memref type");
        }
    }
    Ok(())
}

// memref.prefetch

pub fn print_prefetch(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let ops = operands(body, op);
    let flag = |name: &str| {
        rmlir_ir::ods::prop(ctx, body, op, name)
            .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.to_i64() != Some(0)))
    };
    let locality = rmlir_ir::ods::prop(ctx, body, op, "localityHint")
        .and_then(|a| c::signless_int_value(ctx, a, 32))
        .unwrap_or(0);
    p.write(" ");
    p.print_value(body, ops[0]);
    p.write("[");
    print_values(p, body, &ops[1..]);
    p.write("], ");
    p.write(if flag("isWrite") { "write" } else { "read" });
    p.write(&format!(", locality<{locality}>, "));
    p.write(if flag("isDataCache") { "data" } else { "instr" });
    p.print_optional_attr_dict(
        &all_attrs(ctx, body, op),
        &["localityHint", "isWrite", "isDataCache"],
    );
    p.write(" : ");
    p.print_type(body.value_type(ops[0]));
}

fn parse_bare_keyword<'a>(p: &mut OpAsmParser<'_, 'a>) -> PResult<String> {
    if let Some(s) = p.parse_optional_any_keyword() {
        return Ok(s.to_string());
    }
    let off = p.offset();
    p.emit_error(off, "expected valid keyword")
}

pub fn parse_prefetch(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let ivs = parse_square_operands(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    let rw = parse_bare_keyword(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    p.parse_keyword("locality")?;
    p.expect(Tok::Less, "expected '<'")?;
    let hint = p.parse_attribute(Some(ctx.integer_type(32)))?;
    state.attrs.push((ctx.ident("localityHint"), hint));
    p.expect(Tok::Greater, "expected '>'")?;
    p.expect(Tok::Comma, "expected ','")?;
    let cache = parse_bare_keyword(p)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[memref], &[ty], state)?;
    resolve_index(p, &ivs, state)?;
    if rw != "read" && rw != "write" {
        let off = p.name_offset();
        return p.emit_error(off, "rw specifier has to be 'read' or 'write'");
    }
    state
        .attrs
        .push((ctx.ident("isWrite"), ctx.bool_attr(rw == "write")));
    if cache != "data" && cache != "instr" {
        let off = p.name_offset();
        return p.emit_error(off, "cache type has to be 'data' or 'instr'");
    }
    state
        .attrs
        .push((ctx.ident("isDataCache"), ctx.bool_attr(cache == "data")));
    Ok(())
}

// memref.transpose

pub fn print_transpose(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let src = body.operand(op, 0);
    p.write(" ");
    p.print_value(body, src);
    p.write(" ");
    if let Some(m) = super::verify::permutation(ctx, body, op) {
        p.write(&m.to_string());
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &["permutation"]);
    p.write(" : ");
    p.print_type(body.value_type(src));
    p.write(" to ");
    p.print_type(body.value_type(body.results(op)[0]));
}

pub fn parse_transpose(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let src_ty = p.parse_type()?;
    p.resolve_operands(&[src], &[src_ty], state)?;
    p.parse_keyword("to")?;
    let dst = p.parse_type()?;
    state.result_types.push(dst);
    state.attrs.push((
        ctx.ident("permutation"),
        ctx.get_attr(AttrKind::AffineMap(map)),
    ));
    Ok(())
}

// memref.dma_start

pub fn print_dma_start(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let ops = operands(body, op);
    let rank = |v: ValueId| match ctx.type_kind(body.value_type(v)) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    };
    let src = 0;
    let dst = 1 + rank(ops[src]);
    let num = dst + 1 + rank(ops[dst]);
    let tag = num + 1;
    let end = tag + 1 + rank(ops[tag]);
    p.write(" ");
    p.print_value(body, ops[src]);
    p.write("[");
    print_values(p, body, &ops[src + 1..dst]);
    p.write("], ");
    p.print_value(body, ops[dst]);
    p.write("[");
    print_values(p, body, &ops[dst + 1..num]);
    p.write("], ");
    p.print_value(body, ops[num]);
    p.write(", ");
    p.print_value(body, ops[tag]);
    p.write("[");
    print_values(p, body, &ops[tag + 1..end.min(ops.len())]);
    p.write("]");
    if ops.len() == end + 2 {
        p.write(", ");
        print_values(p, body, &ops[end..]);
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &[]);
    p.write(" : ");
    p.print_type(body.value_type(ops[src]));
    p.write(", ");
    p.print_type(body.value_type(ops[dst]));
    p.write(", ");
    p.print_type(body.value_type(ops[tag]));
}

pub fn parse_dma_start(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let src_idx = parse_square_operands(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    let dst = p.parse_operand()?;
    let dst_idx = parse_square_operands(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    let num = p.parse_operand()?;
    p.expect(Tok::Comma, "expected ','")?;
    let tag = p.parse_operand()?;
    let tag_idx = parse_square_operands(p)?;
    let mut stride = Vec::new();
    if p.consume_if(Tok::Comma) {
        stride = p.parse_operand_list()?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        let off = p.name_offset();
        return p.emit_error(off, "expected two stride related operands");
    }
    p.expect(Tok::Colon, "expected ':'")?;
    let types = p.parse_type_list()?;
    if types.len() != 3 {
        let off = p.name_offset();
        return p.emit_error(off, "fewer/more types expected");
    }
    let idx = p.ctx().index_type();
    p.resolve_operands(&[src], &[types[0]], state)?;
    resolve_index(p, &src_idx, state)?;
    p.resolve_operands(&[dst], &[types[1]], state)?;
    resolve_index(p, &dst_idx, state)?;
    p.resolve_operands(&[num], &[idx], state)?;
    p.resolve_operands(&[tag], &[types[2]], state)?;
    resolve_index(p, &tag_idx, state)?;
    resolve_index(p, &stride, state)?;
    Ok(())
}
