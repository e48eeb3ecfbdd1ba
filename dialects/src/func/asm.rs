//! Custom assembly of the `func` ops, as upstream prints and parses it.

use super::{ARG_ATTRS, FUNCTION_TYPE, RES_ATTRS, SYM_NAME, SYM_VISIBILITY};
use crate::symbol::flat_symbol;
use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{Argument, OpAsmParser, OperationState, UnresolvedOperand};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind};

type PResult<T> = Result<T, ()>;

/// The entries of a dictionary attribute (empty for anything else).
fn dict_entries(ctx: &Context, a: Option<Attribute>) -> Vec<NamedAttr> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Dictionary(d)) => d.to_vec(),
        _ => Vec::new(),
    }
}

/// Element `i` of an array attribute.
fn array_elem(ctx: &Context, a: Option<Attribute>, i: usize) -> Option<Attribute> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.get(i).copied(),
        _ => None,
    }
}

fn function_type(ctx: &Context, a: Option<Attribute>) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = match ctx.attr_kind(a?) {
        AttrKind::Type(t) => *t,
        _ => return None,
    };
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// Errors emitted through upstream's `OpAsmParser::emitError` carry this prefix.
fn custom_error<T>(p: &mut OpAsmParser<'_, '_>, off: usize, op: &str, msg: &str) -> PResult<T> {
    p.error_at(off, format!("custom op '{op}' {msg}"))
}

/// The results of a function signature: each type with its attribute dictionary.
pub(crate) type SignatureResults = Vec<(Type, Vec<NamedAttr>)>;

/// Upstream's `function_interface_impl::parseFunctionSignatureWithArguments`:
/// `(args) [-> results]`, the arguments either all named (`%a: i32 {attrs} loc(...)`) or
/// all bare types; with `allow_variadic`, a trailing `...` (returned as `true`).
pub(crate) fn parse_function_signature<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    op: &str,
    allow_variadic: bool,
) -> PResult<(Vec<Argument<'a>>, SignatureResults, bool)> {
    let mut args: Vec<Argument<'a>> = Vec::new();
    let mut variadic = false;
    p.expect(Tok::LParen, "expected '('")?;
    if !p.consume_if(Tok::RParen) {
        loop {
            let off = p.offset();
            if allow_variadic && p.consume_if(Tok::Ellipsis) {
                variadic = true;
                break;
            }
            match p.parse_optional_argument()? {
                Some(arg) => {
                    if args.last().is_some_and(|a| a.name.is_empty()) {
                        return custom_error(
                            p,
                            arg.offset,
                            op,
                            "expected type instead of SSA identifier",
                        );
                    }
                    args.push(arg);
                }
                None => {
                    if args.last().is_some_and(|a| !a.name.is_empty()) {
                        return custom_error(p, off, op, "expected SSA identifier");
                    }
                    let ty = p.parse_type()?;
                    let mut attrs = Vec::new();
                    p.parse_optional_attr_dict(&mut attrs)?;
                    let loc = p.parse_optional_location()?;
                    args.push(Argument {
                        name: "",
                        offset: off,
                        ty,
                        attrs,
                        loc,
                    });
                }
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "expected ')'")?;
    }
    let mut results: SignatureResults = Vec::new();
    if p.consume_if(Tok::Arrow) {
        if !p.consume_if(Tok::LParen) {
            results.push((p.parse_type()?, Vec::new()));
        } else if !p.consume_if(Tok::RParen) {
            loop {
                let ty = p.parse_type()?;
                let mut attrs = Vec::new();
                p.parse_optional_attr_dict(&mut attrs)?;
                results.push((ty, attrs));
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
            p.expect(Tok::RParen, "expected ')'")?;
        }
    }
    Ok((args, results, variadic))
}

// ---- func.func ---------------------------------------------------------------------------

/// `func.func [visibility] @name(args) [-> results] [attributes {...}] [{ body }]`
pub(crate) fn print_func(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx: &Context = p.ctx();
    let data = body.op(op);
    let props = &data.props;
    p.write(" ");
    if let Some(vis) = super::prop(props, SYM_VISIBILITY).and_then(|a| ctx.attr_str(a)) {
        p.write(&String::from_utf8_lossy(vis));
        p.write(" ");
    }
    let name = super::prop(props, SYM_NAME)
        .and_then(|a| ctx.attr_str(a))
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .unwrap_or_default();
    p.print_symbol_name(&name);
    let (inputs, results) =
        function_type(ctx, super::prop(props, FUNCTION_TYPE)).unwrap_or_default();
    let (rbody, regions) = body.op_regions(op);
    let entry = regions.first().and_then(|r| rbody.entry_block(*r));
    p.write("(");
    for (i, ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = dict_entries(ctx, array_elem(ctx, super::prop(props, ARG_ATTRS), i));
        match entry.and_then(|b| rbody.block_args(b).get(i).copied()) {
            Some(arg) => p.print_region_argument(rbody, arg, &attrs),
            None => {
                p.print_type(*ty);
                p.print_optional_attr_dict(&attrs, &[]);
            }
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let first_attrs = dict_entries(ctx, array_elem(ctx, super::prop(props, RES_ATTRS), 0));
        let parens = results.len() > 1
            || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
            || !first_attrs.is_empty();
        if parens {
            p.write("(");
        }
        for (i, ty) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(*ty);
            let attrs = dict_entries(ctx, array_elem(ctx, super::prop(props, RES_ATTRS), i));
            p.print_optional_attr_dict(&attrs, &[]);
        }
        if parens {
            p.write(")");
        }
    }
    let attrs = data.attrs().to_vec();
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[
            "sym_name",
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if let Some(r) = regions.first() {
        if !rbody.region_is_empty(*r) {
            p.write(" ");
            p.print_region(rbody, *r, false, true);
        }
    }
}

pub(crate) fn parse_func(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    const OP: &str = "func.func";
    let ctx = p.ctx();
    for vis in ["public", "private", "nested"] {
        if p.parse_optional_keyword(vis) {
            state
                .attrs
                .push((ctx.ident("sym_visibility"), ctx.string_attr(vis)));
            break;
        }
    }
    let off = p.offset();
    let Some(name) = p.parse_optional_symbol_name()? else {
        return custom_error(p, off, OP, "expected valid '@'-identifier for symbol name");
    };
    state.attrs.push((ctx.ident("sym_name"), name));

    let (args, results, _) = parse_function_signature(p, OP, false)?;
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let outputs: Vec<Type> = results.iter().map(|r| r.0).collect();
    let fty = ctx.function_type(&inputs, &outputs);
    state
        .attrs
        .push((ctx.ident("function_type"), ctx.type_attr(fty)));

    // Function attributes.
    let dict_off = p.offset();
    let mut parsed = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut parsed)?;
    for disallowed in ["sym_visibility", "sym_name", "function_type"] {
        if parsed.iter().any(|(n, _)| ctx.ident_str(*n) == disallowed) {
            let msg = format!(
                "'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
            );
            return custom_error(p, dict_off, OP, &msg);
        }
    }
    state.attrs.extend(parsed);

    // Argument and result attributes, only when one is non-empty.
    let dict = |attrs: &[NamedAttr]| {
        let mut v = attrs.to_vec();
        let _ = ctx.sort_named_attrs(&mut v);
        ctx.dict_attr(v).unwrap_or_else(|_| ctx.unit_attr())
    };
    if args.iter().any(|a| !a.attrs.is_empty()) {
        let elems: Vec<Attribute> = args.iter().map(|a| dict(&a.attrs)).collect();
        state
            .attrs
            .push((ctx.ident("arg_attrs"), ctx.array_attr(&elems)));
    }
    if results.iter().any(|r| !r.1.is_empty()) {
        let elems: Vec<Attribute> = results.iter().map(|r| dict(&r.1)).collect();
        state
            .attrs
            .push((ctx.ident("res_attrs"), ctx.array_attr(&elems)));
    }

    // The optional body; the printer never prints an empty one.
    let body_off = p.offset();
    let named: Vec<Argument<'_>> = args.into_iter().filter(|a| !a.name.is_empty()).collect();
    if p.parse_optional_region_with_args(state, &named)? {
        let body = state.isolated_body.as_deref();
        let empty = body.is_none_or(|b| b.root_regions().iter().all(|r| b.region_is_empty(*r)));
        if empty {
            return p.error_at(body_off, "expected non-empty function body");
        }
    } else {
        // An external function: its region exists and is empty.
        if let Some(b) = state.isolated_body.as_deref_mut() {
            b.add_root_region();
        }
    }
    Ok(())
}

// ---- func.return -------------------------------------------------------------------------

/// `return {attrs} %a, %b : i32, f32`
pub(crate) fn print_return(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let attrs = body.attrs(op).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
    print_operands_and_types(p, body, op, 0);
}

fn print_operands_and_types(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId, skip: usize) {
    let operands: Vec<_> = body.operands(op).skip(skip).collect();
    if operands.is_empty() {
        return;
    }
    p.write(" ");
    for (i, v) in operands.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, *v);
    }
    p.write(" : ");
    for (i, v) in operands.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(body.value_type(*v));
    }
}

pub(crate) fn parse_return(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    if p.at(Tok::PercentIdent) {
        let off = p.offset();
        let uses = p.parse_operand_list()?;
        p.expect(Tok::Colon, "expected ':'")?;
        let types = p.parse_type_list()?;
        resolve(p, "func.return", off, &uses, &types, state)?;
    }
    Ok(())
}

/// Resolves operands against types with upstream's count diagnostic at `off`.
fn resolve<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    op: &str,
    off: usize,
    uses: &[UnresolvedOperand<'a>],
    types: &[Type],
    state: &mut OperationState,
) -> PResult<()> {
    if uses.len() != types.len() {
        let msg = format!(
            "{} operands present, but expected {}",
            uses.len(),
            types.len()
        );
        return custom_error(p, off, op, &msg);
    }
    p.resolve_operands(uses, types, state)
}

/// `(%a, %b)` as an operand list; returns the offset of its first element.
fn parse_paren_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> PResult<(usize, Vec<UnresolvedOperand<'a>>)> {
    p.expect(Tok::LParen, "expected '('")?;
    let off = p.offset();
    let uses = p.parse_operand_list()?;
    p.expect(Tok::RParen, "expected ')'")?;
    Ok((off, uses))
}

/// A type that must be a function type.
fn parse_function_type(
    p: &mut OpAsmParser<'_, '_>,
    op: &str,
) -> PResult<(Type, Vec<Type>, Vec<Type>)> {
    let off = p.offset();
    let ty = p.parse_type()?;
    match p.ctx().type_kind(ty) {
        TypeKind::Function { inputs, results } => Ok((ty, inputs.to_vec(), results.to_vec())),
        _ => custom_error(p, off, op, "invalid kind of type specified"),
    }
}

/// A flat symbol reference attribute (`@name`).
fn parse_flat_symbol(p: &mut OpAsmParser<'_, '_>, op: &str) -> PResult<Attribute> {
    let off = p.offset();
    let a = p.parse_attribute(None)?;
    if flat_symbol(p.ctx(), a).is_none() {
        return custom_error(p, off, op, "invalid kind of attribute specified");
    }
    Ok(a)
}

// ---- func.call ---------------------------------------------------------------------------

/// `call @f(%a) {attrs} : (i32) -> i32`
pub(crate) fn print_call(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let data = body.op(op);
    p.write(" ");
    if let Some(c) = data.props.first().copied().flatten() {
        p.print_attribute(c);
    }
    p.write("(");
    for (i, v) in body.operands(op).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, v);
    }
    p.write(")");
    let attrs = data.attrs().to_vec();
    p.print_optional_attr_dict(&attrs, &["callee"]);
    p.write(" : ");
    print_functional_type(p, body, op, 0);
}

/// `(operand types) -> result types`, as upstream's `functional-type`.
fn print_functional_type(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId, skip: usize) {
    p.write("(");
    for (i, v) in body.operands(op).skip(skip).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(body.value_type(v));
    }
    p.write(") -> ");
    let results: Vec<Type> = body
        .results(op)
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    p.p.print_function_results(&results);
}

pub(crate) fn parse_call(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    const OP: &str = "func.call";
    let callee = parse_flat_symbol(p, OP)?;
    state.attrs.push((p.ctx().ident("callee"), callee));
    let (off, uses) = parse_paren_operands(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let (_, inputs, results) = parse_function_type(p, OP)?;
    resolve(p, OP, off, &uses, &inputs, state)?;
    state.result_types = results;
    Ok(())
}

// ---- func.call_indirect ------------------------------------------------------------------

/// `call_indirect %f(%a) {attrs} : (i32) -> i32`
pub(crate) fn print_call_indirect(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    // Printing must not assume a verified op: a malformed one prints what it has.
    let callee = body.operands(op).next();
    p.write(" ");
    if let Some(c) = callee {
        p.print_value(body, c);
    }
    p.write("(");
    for (i, v) in body.operands(op).skip(1).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, v);
    }
    p.write(")");
    let attrs = body.attrs(op).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    if let Some(c) = callee {
        p.print_type(body.value_type(c));
    }
}

pub(crate) fn parse_call_indirect(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    const OP: &str = "func.call_indirect";
    let callee = p.parse_operand()?;
    let (off, uses) = parse_paren_operands(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let (fty, inputs, results) = parse_function_type(p, OP)?;
    p.resolve_operands(&[callee], &[fty], state)?;
    resolve(p, OP, off, &uses, &inputs, state)?;
    state.result_types = results;
    Ok(())
}

// ---- func.constant -----------------------------------------------------------------------

/// `constant {attrs} @f : (i32) -> i32`
pub(crate) fn print_constant(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let data = body.op(op);
    let attrs = data.attrs().to_vec();
    p.print_optional_attr_dict(&attrs, &["value"]);
    p.write(" ");
    if let Some(v) = data.props.first().copied().flatten() {
        p.print_attribute(v);
    }
    p.write(" : ");
    if let Some(r) = body.results(op).first() {
        p.print_type(body.value_type(*r));
    }
}

pub(crate) fn parse_constant(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let value = parse_flat_symbol(p, "func.constant")?;
    state.attrs.push((p.ctx().ident("value"), value));
    p.expect(Tok::Colon, "expected ':'")?;
    state.result_types = vec![p.parse_type()?];
    Ok(())
}

/// `%f = func.constant ...`: upstream's `getAsmResultNames`.
pub(crate) fn constant_result_names(
    _ctx: &Context,
    _body: &Body,
    _op: OpId,
    set: &mut dyn FnMut(usize, &str),
) {
    set(0, "f");
}
