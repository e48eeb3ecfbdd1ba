//! `llvm.func`: its declaration, custom assembly (upstream's `LLVMFuncOp::parse`/`print`)
//! and verifier.

use super::attrs::*;
use super::types::{self as t, LlvmType};
use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{default_attr, optional_attr, region, AttrDef, EnumDef, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{Argument, OpAsmParser, OperationState, PResult, UnresolvedOperand};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::verifier::op_error;
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

const fn any(name: &'static str) -> AttrDef {
    optional_attr(name, c::ANY_ATTR)
}

pub static FUNC: OpDef = OpDef {
    attrs: &[
        rmlir_ir::ods::attr("sym_name", c::STR_ATTR),
        optional_attr("sym_visibility", c::STR_ATTR),
        rmlir_ir::ods::attr("function_type", c::TYPE_ATTR),
        default_attr("linkage", LINKAGE_C, linkage_external),
        optional_attr("dso_local", c::UNIT_ATTR),
        default_attr("CConv", CCONV_C, cconv_c),
        any("comdat"),
        optional_attr("convergent", c::UNIT_ATTR),
        any("personality"),
        optional_attr("garbageCollector", c::STR_ATTR),
        optional_attr("passthrough", c::ARRAY_ATTR),
        optional_attr("arg_attrs", c::ARRAY_ATTR),
        optional_attr("res_attrs", c::ARRAY_ATTR),
        optional_attr("function_entry_count", c::I64_ATTR),
        any("memory"),
        default_attr("visibility_", VISIBILITY_C, zero_i64),
        optional_attr("arm_streaming", c::UNIT_ATTR),
        optional_attr("arm_locally_streaming", c::UNIT_ATTR),
        optional_attr("arm_streaming_compatible", c::UNIT_ATTR),
        optional_attr("arm_new_za", c::UNIT_ATTR),
        optional_attr("arm_in_za", c::UNIT_ATTR),
        optional_attr("arm_out_za", c::UNIT_ATTR),
        optional_attr("arm_inout_za", c::UNIT_ATTR),
        optional_attr("arm_preserves_za", c::UNIT_ATTR),
        optional_attr("section", c::STR_ATTR),
        optional_attr("unnamed_addr", UNNAMED_ADDR_C),
        optional_attr("alignment", c::I64_ATTR),
        any("vscale_range"),
        any("frame_pointer"),
        optional_attr("target_cpu", c::STR_ATTR),
        optional_attr("tune_cpu", c::STR_ATTR),
        any("target_features"),
        optional_attr("unsafe_fp_math", c::BOOL_ATTR),
        optional_attr("no_infs_fp_math", c::BOOL_ATTR),
        optional_attr("no_nans_fp_math", c::BOOL_ATTR),
        optional_attr("approx_func_fp_math", c::BOOL_ATTR),
        optional_attr("no_signed_zeros_fp_math", c::BOOL_ATTR),
        optional_attr("denormal_fp_math", c::STR_ATTR),
        optional_attr("denormal_fp_math_f32", c::STR_ATTR),
        optional_attr("fp_contract", c::STR_ATTR),
        optional_attr("no_inline", c::UNIT_ATTR),
        optional_attr("always_inline", c::UNIT_ATTR),
        optional_attr("no_unwind", c::UNIT_ATTR),
        optional_attr("will_return", c::UNIT_ATTR),
        optional_attr("optimize_none", c::UNIT_ATTR),
    ],
    regions: &[region("body")],
    traits: &[
        Trait::AutomaticAllocationScope,
        Trait::IsolatedFromAbove,
        Trait::Symbol,
    ],
    parse: Some(parse_func),
    print: Some(print_func),
    verify: Some(verify_func),
    verify_regions: Some(verify_returns),
    verify_symbol_uses: Some(verify_comdat_symbol_uses),
    ..OpDef::new("llvm.func")
};

fn enum_value(ctx: &Context, a: Option<Attribute>) -> i64 {
    a.and_then(|a| c::signless_int_value(ctx, a, 64))
        .unwrap_or(0)
}

fn dict_entries(ctx: &Context, a: Option<Attribute>) -> Vec<NamedAttr> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Dictionary(d)) => d.to_vec(),
        _ => Vec::new(),
    }
}

fn array_elem(ctx: &Context, a: Option<Attribute>, i: usize) -> Option<Attribute> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.get(i).copied(),
        _ => None,
    }
}

/// The llvm function type of a function op.
pub fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    match ctx.attr_kind(rmlir_ir::ods::prop(ctx, body, op, "function_type")?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

pub fn print_func(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let prop = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n);
    p.write(" ");
    let linkage = prop("linkage")
        .and_then(|a| LINKAGE_ATTR.value(ctx, a))
        .unwrap_or(10);
    if linkage != 10 {
        p.write(LINKAGE.case_name(linkage as i64).unwrap_or(""));
        p.write(" ");
    }
    for (name, def) in [
        ("visibility_", &VISIBILITY),
        ("unnamed_addr", &UNNAMED_ADDR),
    ] {
        let v = def.case_name(enum_value(ctx, prop(name))).unwrap_or("");
        if !v.is_empty() {
            p.write(v);
            p.write(" ");
        }
    }
    let cconv = prop("CConv")
        .and_then(|a| CCONV_ATTR.value(ctx, a))
        .unwrap_or(0);
    if cconv != 0 {
        p.write(CCONV.case_name(cconv as i64).unwrap_or(""));
        p.write(" ");
    }
    let name = prop("sym_name")
        .and_then(|a| ctx.attr_str(a))
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .unwrap_or_default();
    p.print_symbol_name(&name);
    let (result, params, vararg) =
        match function_type(ctx, body, op).and_then(|t| t::decode(ctx, t)) {
            Some(LlvmType::Func {
                result,
                params,
                vararg,
            }) => (result, params, vararg),
            _ => (t::void(ctx), Vec::new(), false),
        };
    let (rbody, regions) = body.op_regions(op);
    let entry = regions.first().and_then(|r| rbody.entry_block(*r));
    p.write("(");
    for (i, ty) in params.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = dict_entries(ctx, array_elem(ctx, prop("arg_attrs"), i));
        match entry.and_then(|b| rbody.block_args(b).get(i).copied()) {
            Some(arg) => p.print_region_argument(rbody, arg, &attrs),
            None => {
                p.print_type(*ty);
                p.print_optional_attr_dict(&attrs, &[]);
            }
        }
    }
    if vararg {
        if !params.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")");
    if !t::is_void(ctx, result) {
        p.write(" -> ");
        let attrs = dict_entries(ctx, array_elem(ctx, prop("res_attrs"), 0));
        let parens =
            matches!(ctx.type_kind(result), TypeKind::Function { .. }) || !attrs.is_empty();
        if parens {
            p.write("(");
        }
        p.print_type(result);
        p.print_optional_attr_dict(&attrs, &[]);
        if parens {
            p.write(")");
        }
    }
    if let Some(v) = prop("vscale_range") {
        // `#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>` is kept as text.
        let text = rmlir_ir::printer::attr_to_string(ctx, v);
        let num = |key: &str| -> String {
            text.split(key)
                .nth(1)
                .and_then(|r| {
                    r.split(|c: char| !c.is_ascii_digit())
                        .find(|s| !s.is_empty())
                })
                .unwrap_or("0")
                .to_string()
        };
        p.write(&format!(
            " vscale_range({}, {})",
            num("minRange = "),
            num("maxRange = ")
        ));
    }
    if let Some(cd) = prop("comdat") {
        p.write(" comdat(");
        p.print_attribute(cd);
        p.write(")");
    }
    let attrs = super::asm::all_attrs(ctx, body, op);
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    if let Some(r) = regions.first() {
        if !rbody.region_is_empty(*r) {
            p.write(" ");
            p.print_region(rbody, *r, false, true);
        }
    }
}

/// Upstream's `parseOptionalLLVMKeyword`: a case name of `def` if one is next.
fn optional_enum_keyword(p: &mut OpAsmParser<'_, '_>, def: &EnumDef) -> Option<i64> {
    for (name, v) in def.cases {
        if !name.is_empty() && p.parse_optional_keyword(name) {
            return Some(*v);
        }
    }
    None
}

pub fn parse_func(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    const OP: &str = "llvm.func";
    let ctx = p.ctx();
    let linkage = optional_enum_keyword(p, &LINKAGE).unwrap_or(10);
    state
        .attrs
        .push((ctx.ident("linkage"), LINKAGE_ATTR.get(ctx, linkage as u64)));
    let vis = optional_enum_keyword(p, &VISIBILITY).unwrap_or(0);
    state
        .attrs
        .push((ctx.ident("visibility_"), i64_attr(ctx, vis)));
    let ua = optional_enum_keyword(p, &UNNAMED_ADDR).unwrap_or(0);
    state
        .attrs
        .push((ctx.ident("unnamed_addr"), i64_attr(ctx, ua)));
    let cc = optional_enum_keyword(p, &CCONV).unwrap_or(0);
    state
        .attrs
        .push((ctx.ident("CConv"), CCONV_ATTR.get(ctx, cc as u64)));

    let sig_off = p.offset();
    let Some(name) = p.parse_optional_symbol_name()? else {
        return p.error_at(
            sig_off,
            format!("custom op '{OP}' expected valid '@'-identifier for symbol name"),
        );
    };
    state.attrs.push((ctx.ident("sym_name"), name));

    let (args, results, vararg) = crate::func::asm::parse_function_signature(p, OP, true)?;
    // Upstream's `buildLLVMFunctionType`.
    if results.len() > 1 {
        return p.error_at(
            sig_off,
            "failed to construct function type: expected zero or one function result",
        );
    }
    if args.iter().any(|a| !t::is_compatible_type(ctx, a.ty)) {
        return p.error_at(
            sig_off,
            "failed to construct function type: expected LLVM type for function arguments",
        );
    }
    let result = results.first().map_or_else(|| t::void(ctx), |r| r.0);
    if !t::is_compatible_type(ctx, result) {
        return p.error_at(
            sig_off,
            format!(
                "failed to construct function type: expected LLVM type for function results{}",
                rmlir_ir::printer::type_to_string(ctx, result)
            ),
        );
    }
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let fty = t::func(ctx, result, &inputs, vararg);
    state
        .attrs
        .push((ctx.ident("function_type"), ctx.type_attr(fty)));

    if p.parse_optional_keyword("vscale_range") {
        p.expect(Tok::LParen, "expected '('")?;
        let min = p.parse_integer_i64()?;
        p.expect(Tok::Comma, "expected ','")?;
        let max = p.parse_integer_i64()?;
        p.expect(Tok::RParen, "expected ')'")?;
        let text = format!("vscale_range<minRange = {min} : i32, maxRange = {max} : i32>");
        state.attrs.push((
            ctx.ident("vscale_range"),
            c::dialect_attr(ctx, "llvm", &text),
        ));
    }
    if p.parse_optional_keyword("comdat") {
        p.expect(Tok::LParen, "expected '('")?;
        let a = p.parse_attribute(None)?;
        p.expect(Tok::RParen, "expected ')'")?;
        state.attrs.push((ctx.ident("comdat"), a));
    }
    let mut parsed = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut parsed)?;
    state.attrs.extend(parsed);

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
    let named: Vec<Argument<'_>> = args.into_iter().filter(|a| !a.name.is_empty()).collect();
    if !p.parse_optional_region_with_args(state, &named)? {
        if let Some(b) = state.isolated_body.as_deref_mut() {
            b.add_root_region();
        }
    }
    Ok(())
}

/// Part of upstream's `LLVMFuncOp::verify` and the checks of `llvm.return` against the
/// function's result type (the returns live in the function's own body).
pub fn verify_func(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let linkage = rmlir_ir::ods::prop(ctx, body, op, "linkage")
        .and_then(|a| LINKAGE_ATTR.value(ctx, a))
        .unwrap_or(10);
    let (rbody, regions) = body.op_regions(op);
    let external = regions.first().is_none_or(|r| rbody.region_is_empty(*r));
    if linkage == 5 {
        return Err(op_error(
            ctx,
            body,
            op,
            "functions cannot have 'common' linkage",
        ));
    }
    if external {
        if linkage != 10 && linkage != 7 {
            return Err(op_error(
                ctx,
                body,
                op,
                "external functions must have 'external' or 'extern_weak' linkage",
            ));
        }
        return Ok(());
    }
    let has = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n).is_some();
    if has("no_inline") && has("always_inline") {
        return Err(Diagnostic::error(
            body.loc(op),
            "no_inline and always_inline attributes are incompatible",
        ));
    }
    if has("optimize_none") && !has("no_inline") {
        return Err(op_error(
            ctx,
            body,
            op,
            "with optimize_none must also be no_inline",
        ));
    }
    verify_landingpad_types(ctx, body, op)?;
    let Some(LlvmType::Func { params, .. }) =
        function_type(ctx, body, op).and_then(|t| t::decode(ctx, t))
    else {
        return Ok(());
    };
    if let Some(entry) = regions.first().and_then(|r| rbody.entry_block(*r)) {
        let args = rbody.block_args(entry);
        if args.len() != params.len() {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "entry block must have {} arguments to match function signature",
                    params.len()
                ),
            ));
        }
        for (i, (a, ty)) in args.iter().zip(&params).enumerate() {
            let at = rbody.value_type(*a);
            if at != *ty {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                        rmlir_ir::printer::type_to_string(ctx, at),
                        rmlir_ir::printer::type_to_string(ctx, *ty)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `llvm.return` against the function's result type, with upstream's note at the function
/// (upstream checks it from the return, whose parent lives in another body here).
pub fn verify_returns(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(LlvmType::Func { result, .. }) =
        function_type(ctx, body, op).and_then(|t| t::decode(ctx, t))
    else {
        return Ok(());
    };
    let (rbody, regions) = body.op_regions(op);
    let mut err: Option<Diagnostic> = None;
    let personality = rmlir_ir::ods::prop(ctx, body, op, "personality").is_some();
    for r in regions {
        rbody.walk_region(*r, |o| {
            if err.is_some() {
                return;
            }
            let name = ctx.op_name_str(rbody.op_name(o));
            // Upstream's `LandingpadOp::verify` looks for its function's personality.
            if name == "llvm.landingpad" && !personality {
                err = Some(Diagnostic::error(
                    rbody.loc(o),
                    "llvm.landingpad needs to be in a function with a personality",
                ));
                return;
            }
            if name != "llvm.return" {
                return;
            }
            let msg = match rbody.operands(o).next() {
                Some(_) if t::is_void(ctx, result) => Some("expected no operands"),
                None if !t::is_void(ctx, result) => Some("expected 1 operand"),
                Some(v) if rbody.value_type(v) != result => Some("mismatching result types"),
                _ => None,
            };
            if let Some(m) = msg {
                let mut d = op_error(ctx, rbody, o, m);
                let mut note = Diagnostic::error(body.loc(op), "when returning from function");
                note.severity = rmlir_ir::diagnostics::Severity::Note;
                d.notes.push(note);
                err = Some(d);
            }
        });
    }
    match err {
        Some(d) => Err(d),
        None => Ok(()),
    }
}

// ---- llvm.mlir.global -------------------------------------------------------------------

const NON_NEGATIVE_I32: rmlir_ir::ods::AttrConstraint = rmlir_ir::ods::AttrConstraint {
    summary: "32-bit signless integer attribute whose value is non-negative",
    pred: |ctx, a| c::signless_int_value(ctx, a, 32).is_some_and(|v| v >= 0),
    asm: rmlir_ir::ods::AttrAsm::Typed(|ctx| ctx.integer_type(32)),
};

fn addr_space_zero(ctx: &Context) -> Attribute {
    ctx.int_attr(ctx.integer_type(32), 0)
}

pub static GLOBAL: OpDef = OpDef {
    attrs: &[
        rmlir_ir::ods::attr("global_type", c::TYPE_ATTR),
        optional_attr("constant", c::UNIT_ATTR),
        rmlir_ir::ods::attr("sym_name", c::STR_ATTR),
        rmlir_ir::ods::attr("linkage", LINKAGE_C),
        optional_attr("dso_local", c::UNIT_ATTR),
        optional_attr("thread_local_", c::UNIT_ATTR),
        any("value"),
        optional_attr("alignment", c::I64_ATTR),
        default_attr("addr_space", NON_NEGATIVE_I32, addr_space_zero),
        optional_attr("unnamed_addr", UNNAMED_ADDR_C),
        optional_attr("section", c::STR_ATTR),
        any("comdat"),
        optional_attr("dbg_expr", c::ANY_ATTR),
        default_attr("visibility_", VISIBILITY_C, zero_i64),
    ],
    regions: &[region("initializer")],
    traits: &[Trait::IsolatedFromAbove, Trait::SingleBlock, Trait::Symbol],
    parse: Some(parse_global),
    print: Some(print_global),
    verify: Some(super::verify::global),
    verify_regions: Some(super::verify::global_regions),
    verify_symbol_uses: Some(verify_comdat_symbol_uses),
    ..OpDef::new("llvm.mlir.global")
};

pub fn print_global(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let prop = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n);
    let linkage = prop("linkage")
        .and_then(|a| LINKAGE_ATTR.value(ctx, a))
        .unwrap_or(10);
    p.write(" ");
    p.write(LINKAGE.case_name(linkage as i64).unwrap_or(""));
    p.write(" ");
    let vis = VISIBILITY
        .case_name(enum_value(ctx, prop("visibility_")))
        .unwrap_or("");
    if !vis.is_empty() {
        p.write(vis);
        p.write(" ");
    }
    if prop("thread_local_").is_some() {
        p.write("thread_local ");
    }
    let ua = UNNAMED_ADDR
        .case_name(enum_value(ctx, prop("unnamed_addr")))
        .unwrap_or("");
    if !ua.is_empty() {
        p.write(ua);
        p.write(" ");
    }
    if prop("constant").is_some() {
        p.write("constant ");
    }
    let name = prop("sym_name")
        .and_then(|a| ctx.attr_str(a))
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .unwrap_or_default();
    p.print_symbol_name(&name);
    p.write("(");
    let value = prop("value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write(")");
    if let Some(cd) = prop("comdat") {
        p.write(" comdat(");
        p.print_attribute(cd);
        p.write(")");
    }
    let attrs = super::asm::all_attrs(ctx, body, op);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
    );
    if value.is_some_and(|v| matches!(ctx.attr_kind(v), AttrKind::String { .. })) {
        return;
    }
    p.write(" : ");
    if let Some(AttrKind::Type(ty)) = prop("global_type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*ty);
    }
    let (rbody, regions) = body.op_regions(op);
    if let Some(r) = regions.first() {
        if !rbody.region_is_empty(*r) {
            p.write(" ");
            p.print_region(rbody, *r, false, true);
        }
    }
}

pub fn parse_global(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    const OP: &str = "llvm.mlir.global";
    let ctx = p.ctx();
    let linkage = optional_enum_keyword(p, &LINKAGE).unwrap_or(10);
    state
        .attrs
        .push((ctx.ident("linkage"), LINKAGE_ATTR.get(ctx, linkage as u64)));
    let vis = optional_enum_keyword(p, &VISIBILITY).unwrap_or(0);
    state
        .attrs
        .push((ctx.ident("visibility_"), i64_attr(ctx, vis)));
    let ua = optional_enum_keyword(p, &UNNAMED_ADDR).unwrap_or(0);
    state
        .attrs
        .push((ctx.ident("unnamed_addr"), i64_attr(ctx, ua)));
    if p.parse_optional_keyword("thread_local") {
        state
            .attrs
            .push((ctx.ident("thread_local_"), ctx.unit_attr()));
    }
    if p.parse_optional_keyword("constant") {
        state.attrs.push((ctx.ident("constant"), ctx.unit_attr()));
    }
    let off = p.offset();
    let Some(name) = p.parse_optional_symbol_name()? else {
        return p.error_at(
            off,
            format!("custom op '{OP}' expected valid '@'-identifier for symbol name"),
        );
    };
    state.attrs.push((ctx.ident("sym_name"), name));
    p.expect(Tok::LParen, "expected '('")?;
    let mut value = None;
    if !p.consume_if(Tok::RParen) {
        let v = p.parse_attribute(None)?;
        state.attrs.push((ctx.ident("value"), v));
        value = Some(v);
        p.expect(Tok::RParen, "expected ')'")?;
    }
    if p.parse_optional_keyword("comdat") {
        p.expect(Tok::LParen, "expected '('")?;
        let a = p.parse_attribute(None)?;
        p.expect(Tok::RParen, "expected ')'")?;
        state.attrs.push((ctx.ident("comdat"), a));
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let mut types = Vec::new();
    if p.consume_if(Tok::Colon) {
        types = p.parse_type_list()?;
    }
    if types.len() > 1 {
        let off = p.name_offset();
        return p.emit_error(off, "expected zero or one type");
    }
    let mut parsed_region = false;
    if types.is_empty() {
        match value.map(|v| ctx.attr_kind(v)) {
            Some(AttrKind::String { value: s, .. }) => {
                types.push(t::array(ctx, ctx.integer_type(8), s.len() as u64));
            }
            _ => {
                let off = p.name_offset();
                return p.emit_error(off, "type can only be omitted for string globals");
            }
        }
    } else {
        parsed_region = p.parse_optional_region_with_args(state, &[])?;
    }
    if !parsed_region {
        if let Some(b) = state.isolated_body.as_deref_mut() {
            b.add_root_region();
        }
    }
    state
        .attrs
        .push((ctx.ident("global_type"), ctx.type_attr(types[0])));
    Ok(())
}

// ---- llvm.call ----------------------------------------------------------------------------

pub static CALL: OpDef = OpDef {
    operands: &[rmlir_ir::ods::variadic(
        "callee_operands",
        super::ops::COMPATIBLE,
    )],
    results: &[rmlir_ir::ods::optional("result", super::ops::COMPATIBLE)],
    attrs: &[
        optional_attr("var_callee_type", c::TYPE_ATTR),
        optional_attr("callee", c::FLAT_SYMBOL_REF_ATTR),
        default_attr("fastmathFlags", FASTMATH_C, fastmath_none),
        optional_attr("branch_weights", c::DENSE_I32_ARRAY_ATTR),
        default_attr("CConv", CCONV_C, cconv_c),
        default_attr("TailCallKind", TAIL_CALL_KIND_C, tail_call_none),
        super::ops::MEMORY_METADATA[0],
        super::ops::MEMORY_METADATA[1],
        super::ops::MEMORY_METADATA[2],
        super::ops::MEMORY_METADATA[3],
    ],
    parse: Some(parse_call),
    print: Some(print_call),
    verify: Some(verify_call),
    verify_symbol_uses: Some(verify_call_symbol_uses),
    ..OpDef::new("llvm.call")
};

pub fn print_call(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let prop = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n);
    let callee = prop("callee").and_then(|a| crate::symbol::flat_symbol(ctx, a));
    let var_type = match prop("var_callee_type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(ty)) => Some(*ty),
        _ => None,
    };
    let is_vararg = var_type.is_some_and(|ty| {
        matches!(
            t::decode(ctx, ty),
            Some(LlvmType::Func { vararg: true, .. })
        )
    });
    p.write(" ");
    let cconv = prop("CConv")
        .and_then(|a| CCONV_ATTR.value(ctx, a))
        .unwrap_or(0);
    if cconv != 0 {
        p.write(CCONV.case_name(cconv as i64).unwrap_or(""));
        p.write(" ");
    }
    let tck = prop("TailCallKind")
        .and_then(|a| TAIL_CALL_KIND_ATTR.value(ctx, a))
        .unwrap_or(0);
    if tck != 0 {
        p.write(TAIL_CALL_KIND.case_name(tck as i64).unwrap_or(""));
        p.write(" ");
    }
    let operands: Vec<_> = body.operands(op).collect();
    let skip = match callee {
        Some(name) => {
            p.print_symbol_name(name);
            0
        }
        None => match operands.first() {
            Some(v) => {
                p.print_value(body, *v);
                1
            }
            None => 0,
        },
    };
    p.write("(");
    for (i, v) in operands[skip..].iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, *v);
    }
    p.write(")");
    if let (true, Some(ty)) = (is_vararg, var_type) {
        p.write(" vararg(");
        p.print_type(ty);
        p.write(")");
    }
    let attrs = super::asm::all_attrs(ctx, body, op)
        .into_iter()
        .filter(|(n, a)| {
            !(ctx.ident_str(*n) == "fastmathFlags" && FASTMATH_ATTR.value(ctx, *a) == Some(0))
        })
        .collect::<Vec<_>>();
    p.print_optional_attr_dict(
        &attrs,
        &["callee", "TailCallKind", "var_callee_type", "CConv"],
    );
    p.write(" : ");
    if skip == 1 {
        p.print_type(body.value_type(operands[0]));
        p.write(", ");
    }
    let inputs: Vec<Type> = operands[skip..]
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    let results: Vec<Type> = body
        .results(op)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    p.print_type(ctx.function_type(&inputs, &results));
}

pub fn parse_call(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cc = optional_enum_keyword(p, &CCONV).unwrap_or(0);
    state
        .attrs
        .push((ctx.ident("CConv"), CCONV_ATTR.get(ctx, cc as u64)));
    let tck = optional_enum_keyword(p, &TAIL_CALL_KIND).unwrap_or(0);
    state.attrs.push((
        ctx.ident("TailCallKind"),
        TAIL_CALL_KIND_ATTR.get(ctx, tck as u64),
    ));
    let mut operands = Vec::new();
    let direct = !p.at(Tok::PercentIdent);
    if direct {
        let a = p.parse_attribute(None)?;
        state.attrs.push((ctx.ident("callee"), a));
    } else {
        operands.push(p.parse_operand()?);
    }
    p.expect(Tok::LParen, "expected '('")?;
    operands.extend(p.parse_operand_list()?);
    p.expect(Tok::RParen, "expected ')'")?;
    parse_call_tail(p, state, &operands, direct)?;
    Ok(())
}

/// The part `llvm.call` and `llvm.invoke` share after their operands (upstream's
/// `parseCallTypeAndResolveOperands` with the `vararg(...)` clause before it): the optional
/// var-callee type, the attribute dictionary and `: [callee type,] function type`, whose
/// inputs resolve `operands` and whose result (none or one, not void) is the op's.
fn parse_call_tail<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand<'a>],
    direct: bool,
) -> PResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("vararg") {
        p.expect(Tok::LParen, "expected '('")?;
        let ty = p.parse_type()?;
        state
            .attrs
            .push((ctx.ident("var_callee_type"), ctx.type_attr(ty)));
        p.expect(Tok::RParen, "expected ')'")?;
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let types_off = p.offset();
    let mut types = p.parse_type_list()?;
    if direct && types.len() != 1 {
        return p.error_at(types_off, "expected direct call to have 1 trailing type");
    }
    if !direct && types.len() != 2 {
        return p.error_at(types_off, "expected indirect call to have 2 trailing types");
    }
    let fty = types.pop().expect("one type");
    let (inputs, results) = match ctx.type_kind(fty) {
        TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return p.error_at(types_off, "expected trailing function type"),
    };
    if results.len() > 1 {
        return p.error_at(types_off, "expected function with 0 or 1 result");
    }
    if results.len() == 1 && t::is_void(ctx, results[0]) {
        return p.error_at(types_off, "expected a non-void result type");
    }
    types.extend(inputs);
    p.resolve_operands(operands, &types, state)?;
    state.result_types.extend(results);
    Ok(())
}

fn ts(ctx: &Context, ty: Type) -> String {
    format!("'{}'", rmlir_ir::printer::type_to_string(ctx, ty))
}

fn call_parts(ctx: &Context, body: &Body, op: OpId) -> (bool, Vec<Type>, Option<Type>) {
    let indirect = rmlir_ir::ods::prop(ctx, body, op, "callee").is_none();
    // `llvm.invoke`'s callee operands are its first segment.
    let n = match rmlir_ir::ods::op_def(ctx, body, op) {
        Some(def) if def.name == "llvm.invoke" => {
            rmlir_ir::ods::operand_segments(ctx, def, body, op)[0].1
        }
        _ => body.operands(op).count(),
    };
    let args: Vec<Type> = body
        .operands(op)
        .take(n)
        .skip(indirect as usize)
        .map(|v| body.value_type(v))
        .collect();
    let result = body.results(op).first().map(|r| body.value_type(*r));
    (indirect, args, result)
}

/// Upstream's `verifyCallOpVarCalleeType`.
pub fn verify_call(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(AttrKind::Type(vt)) =
        rmlir_ir::ods::prop(ctx, body, op, "var_callee_type").map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let Some(LlvmType::Func {
        result: ret,
        params,
        vararg,
    }) = t::decode(ctx, *vt)
    else {
        return err("expected var_callee_type to be a variadic function type".into());
    };
    if !vararg {
        return err("expected var_callee_type to be a variadic function type".into());
    }
    let (_, args, result) = call_parts(ctx, body, op);
    if params.len() > args.len() {
        return err(format!(
            "expected var_callee_type to have at most {} parameters",
            args.len()
        ));
    }
    for (p, a) in params.iter().zip(&args) {
        if p != a {
            return err(format!(
                "var_callee_type parameter type mismatch: {} != {}",
                ts(ctx, *p),
                ts(ctx, *a)
            ));
        }
    }
    match result {
        None if !t::is_void(ctx, ret) => err("expected var_callee_type to return void".into()),
        Some(r) if r != ret => err(format!(
            "var_callee_type return type mismatch: {} != {}",
            ts(ctx, ret),
            ts(ctx, r)
        )),
        _ => Ok(()),
    }
}

/// Upstream's `CallOp::verifySymbolUses`.
/// Whether a location holds a `fused<#llvm.di_subprogram<...>>` location (upstream's
/// `findInstanceOf<FusedLocWith<DISubprogramAttr>>`, which walks nested locations).
fn has_subprogram(ctx: &Context, loc: rmlir_ir::Attribute) -> bool {
    use rmlir_ir::AttrKind as K;
    match ctx.attr_kind(loc) {
        K::FusedLoc { locs, metadata } => {
            let di = |m: rmlir_ir::Attribute| match ctx.attr_kind(m) {
                K::Dialect { sym, .. } => {
                    ctx.ident_str(sym.dialect) == "llvm"
                        && matches!(sym.pieces.first(),
                            Some(rmlir_ir::dialect_symbol::SymbolPiece::Text(t))
                                if t.starts_with("di_subprogram<"))
                }
                _ => false,
            };
            metadata.is_some_and(di) || locs.iter().any(|l| has_subprogram(ctx, l.0))
        }
        K::NameLoc { child, .. } => has_subprogram(ctx, child.0),
        K::CallSiteLoc { callee, caller } => {
            has_subprogram(ctx, callee.0) || has_subprogram(ctx, caller.0)
        }
        _ => false,
    }
}

/// Upstream's `verifyCallOpDebugInfo`: a call of a defined function, both with a
/// subprogram location, needs a location of its own.
fn verify_call_debug_info(
    ctx: &Context,
    ancestors: &[(&Body, OpId)],
    body: &Body,
    op: OpId,
    fbody: &Body,
    fop: OpId,
) -> Result<(), Diagnostic> {
    let (rbody, regions) = fbody.op_regions(fop);
    if regions.first().is_none_or(|r| rbody.region_is_empty(*r)) {
        return Ok(());
    }
    let Some(&(pbody, parent)) = ancestors
        .iter()
        .rev()
        .find(|(b, o)| matches!(ctx.op_name_str(b.op_name(*o)), "llvm.func" | "func.func"))
    else {
        return Ok(());
    };
    if !has_subprogram(ctx, pbody.loc(parent).0) || !has_subprogram(ctx, fbody.loc(fop).0) {
        return Ok(());
    }
    if matches!(
        ctx.attr_kind(body.loc(op).0),
        rmlir_ir::AttrKind::UnknownLoc
    ) {
        return Err(Diagnostic::error(
            body.loc(op),
            "inlinable function call in a function with a DISubprogram location must have a debug location",
        ));
    }
    Ok(())
}

pub fn verify_call_symbol_uses(
    ctx: &Context,
    ancestors: &[(&Body, OpId)],
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let callee = rmlir_ir::ods::prop(ctx, body, op, "callee")
        .and_then(|a| crate::symbol::flat_symbol(ctx, a).map(str::to_string));
    let Some(name) = callee else {
        let Some(first) = body.operands(op).next() else {
            return err("must have either a `callee` attribute or at least an operand".into());
        };
        let ty = body.value_type(first);
        if !t::is_ptr(ctx, ty) {
            return err(format!(
                "indirect call expects a pointer as callee: {}",
                ts(ctx, ty)
            ));
        }
        return Ok(());
    };
    let Some((fbody, fop)) = crate::symbol::lookup_nearest(ctx, ancestors, &name) else {
        return err(format!(
            "'{name}' does not reference a symbol in the current scope"
        ));
    };
    if ctx.op_name_str(fbody.op_name(fop)) != "llvm.func" {
        return err(format!("'{name}' does not reference a valid LLVM function"));
    }
    verify_call_debug_info(ctx, ancestors, body, op, fbody, fop)?;
    let Some(fty) = function_type(ctx, fbody, fop) else {
        return Ok(());
    };
    let Some(LlvmType::Func {
        result: ret,
        params,
        vararg,
    }) = t::decode(ctx, fty)
    else {
        return err(format!(
            "callee does not have a functional type: {}",
            ts(ctx, fty)
        ));
    };
    if vararg && rmlir_ir::ods::prop(ctx, body, op, "var_callee_type").is_none() {
        return err("missing var_callee_type attribute for vararg call".into());
    }
    let (_, args, result) = call_parts(ctx, body, op);
    if !vararg && params.len() != args.len() {
        return err(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            args.len(),
            params.len()
        ));
    }
    if params.len() > args.len() {
        return err(format!(
            "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
            args.len(),
            params.len()
        ));
    }
    for (i, (p, a)) in params.iter().zip(&args).enumerate() {
        if p != a {
            return err(format!(
                "operand type mismatch for operand {i}: {} != {}",
                ts(ctx, *a),
                ts(ctx, *p)
            ));
        }
    }
    match result {
        None if !t::is_void(ctx, ret) => err("expected function call to produce a value".into()),
        Some(_) if t::is_void(ctx, ret) => {
            err("calling function with void result must not produce values".into())
        }
        Some(r) if r != ret => err(format!(
            "result type mismatch: {} != {}",
            ts(ctx, r),
            ts(ctx, ret)
        )),
        _ => Ok(()),
    }
}

/// Upstream's `AddressOfOp::verifySymbolUses`.
/// Upstream's `verifyComdat` (part of the global and function verifiers): the `comdat`
/// attribute names a `llvm.comdat_selector`.
pub fn verify_comdat_symbol_uses(
    ctx: &Context,
    ancestors: &[(&Body, OpId)],
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let Some(a) = rmlir_ir::ods::prop(ctx, body, op, "comdat") else {
        return Ok(());
    };
    let found = match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::SymbolRef { root, nested } => {
            let mut cur = crate::symbol::lookup_nearest(ctx, ancestors, ctx.ident_str(*root));
            for n in nested.iter() {
                cur = cur.and_then(|(b, o)| {
                    let (rb, regions) = b.op_regions(o);
                    let block = regions.first().and_then(|r| rb.entry_block(*r))?;
                    let name = ctx.ident_str(*n);
                    rb.block_ops(block)
                        .find(|&x| crate::symbol::symbol_name(ctx, rb, x) == Some(name.as_bytes()))
                        .map(|x| (rb, x))
                });
            }
            cur
        }
        _ => None,
    };
    match found {
        Some((b, o)) if ctx.op_name_str(b.op_name(o)) == "llvm.comdat_selector" => Ok(()),
        _ => Err(Diagnostic::error(body.loc(op), "expected comdat symbol")),
    }
}

pub fn verify_addressof_symbol_uses(
    ctx: &Context,
    ancestors: &[(&Body, OpId)],
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let name = rmlir_ir::ods::prop(ctx, body, op, "global_name")
        .and_then(|a| crate::symbol::flat_symbol(ctx, a).map(str::to_string))
        .unwrap_or_default();
    let found = crate::symbol::lookup_nearest(ctx, ancestors, &name);
    let kind = found.map(|(b, o)| ctx.op_name_str(b.op_name(o)));
    match (found, kind) {
        (Some((gb, g)), Some("llvm.mlir.global")) => {
            let space = rmlir_ir::ods::prop(ctx, gb, g, "addr_space")
                .and_then(|a| c::signless_int_value(ctx, a, 32))
                .unwrap_or(0);
            let ty = body.value_type(body.result(op, 0));
            if let Some(LlvmType::Ptr(a)) = t::decode(ctx, ty) {
                if a as i64 != space {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        "pointer address space must match address space of the referenced global",
                    ));
                }
            }
            Ok(())
        }
        (_, Some("llvm.func")) => Ok(()),
        _ => Err(op_error(
            ctx,
            body,
            op,
            "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'",
        )),
    }
}

// ---- llvm.invoke / llvm.landingpad ----------------------------------------------------------

pub static INVOKE: OpDef = OpDef {
    operands: &[
        rmlir_ir::ods::variadic("callee_operands", super::ops::COMPATIBLE),
        rmlir_ir::ods::variadic("normalDestOperands", super::ops::COMPATIBLE),
        rmlir_ir::ods::variadic("unwindDestOperands", super::ops::COMPATIBLE),
    ],
    results: &[rmlir_ir::ods::optional("result", super::ops::COMPATIBLE)],
    attrs: &[
        optional_attr("var_callee_type", c::TYPE_ATTR),
        optional_attr("callee", c::FLAT_SYMBOL_REF_ATTR),
        optional_attr("branch_weights", c::DENSE_I32_ARRAY_ATTR),
        default_attr("CConv", CCONV_C, cconv_c),
    ],
    successors: &[
        rmlir_ir::ods::successor("normalDest"),
        rmlir_ir::ods::successor("unwindDest"),
    ],
    traits: &[Trait::AttrSizedOperandSegments, Trait::Terminator],
    parse: Some(parse_invoke),
    print: Some(print_invoke),
    verify: Some(verify_invoke),
    ..OpDef::new("llvm.invoke")
};

fn print_successor_uses(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    dest: rmlir_ir::BlockId,
    vals: &[rmlir_ir::ValueId],
) {
    p.p.print_block_name(body, dest);
    if vals.is_empty() {
        return;
    }
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

/// Upstream's `InvokeOp::print`. Like upstream, the parenthesized list and the functional
/// type show every operand after the callee, successor operands included.
pub fn print_invoke(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let prop = |n: &str| rmlir_ir::ods::prop(ctx, body, op, n);
    let callee = prop("callee").and_then(|a| crate::symbol::flat_symbol(ctx, a));
    p.write(" ");
    let cconv = prop("CConv")
        .and_then(|a| CCONV_ATTR.value(ctx, a))
        .unwrap_or(0);
    if cconv != 0 {
        p.write(CCONV.case_name(cconv as i64).unwrap_or(""));
        p.write(" ");
    }
    let operands: Vec<_> = body.operands(op).collect();
    let skip = match (callee, operands.first()) {
        (Some(name), _) => {
            p.print_symbol_name(name);
            0
        }
        (None, Some(v)) => {
            p.print_value(body, *v);
            1
        }
        (None, None) => 0,
    };
    p.write("(");
    for (i, v) in operands[skip..].iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, *v);
    }
    p.write(")");
    let def = rmlir_ir::ods::op_def(ctx, body, op).expect("declared op");
    let seg = rmlir_ir::ods::operand_segments(ctx, def, body, op);
    let succs = body.successors(op).to_vec();
    p.write(" to ");
    if let Some(d) = succs.first() {
        print_successor_uses(p, body, *d, &operands[seg[1].0..seg[1].0 + seg[1].1]);
    }
    p.write(" unwind ");
    if let Some(d) = succs.get(1) {
        print_successor_uses(p, body, *d, &operands[seg[2].0..seg[2].0 + seg[2].1]);
    }
    if let Some(AttrKind::Type(ty)) = prop("var_callee_type").map(|a| ctx.attr_kind(a)) {
        p.write(" vararg(");
        p.print_type(*ty);
        p.write(")");
    }
    let attrs = super::asm::all_attrs(ctx, body, op);
    p.print_optional_attr_dict(
        &attrs,
        &["callee", "operandSegmentSizes", "CConv", "var_callee_type"],
    );
    p.write(" : ");
    if skip == 1 {
        p.print_type(body.value_type(operands[0]));
        p.write(", ");
    }
    let inputs: Vec<Type> = operands[skip..]
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    let results: Vec<Type> = body
        .results(op)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    p.print_type(ctx.function_type(&inputs, &results));
}

/// `^bb` or `^bb(%a, %b : t1, t2)`, the operands resolved into `state`.
fn parse_successor_uses(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<(rmlir_ir::BlockId, usize)> {
    let dest = p.parse_successor()?;
    if !p.consume_if(Tok::LParen) {
        return Ok((dest, 0));
    }
    let ops = p.parse_operand_list()?;
    p.expect(Tok::Colon, "expected ':'")?;
    let types = p.parse_type_list()?;
    p.expect(Tok::RParen, "expected ')'")?;
    p.resolve_operands(&ops, &types, state)?;
    Ok((dest, ops.len()))
}

pub fn parse_invoke(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cc = optional_enum_keyword(p, &CCONV).unwrap_or(0);
    state
        .attrs
        .push((ctx.ident("CConv"), CCONV_ATTR.get(ctx, cc as u64)));
    let mut operands = Vec::new();
    let direct = !p.at(Tok::PercentIdent);
    if direct {
        let a = p.parse_attribute(None)?;
        state.attrs.push((ctx.ident("callee"), a));
    } else {
        operands.push(p.parse_operand()?);
    }
    p.expect(Tok::LParen, "expected '('")?;
    operands.extend(p.parse_operand_list()?);
    p.expect(Tok::RParen, "expected ')'")?;
    p.parse_keyword("to")?;
    // Successor operands are resolved first, then moved after the callee operands.
    let mut dests = OperationState::new(state.name, state.loc);
    let (normal, n_normal) = parse_successor_uses(p, &mut dests)?;
    p.parse_keyword("unwind")?;
    let (unwind, n_unwind) = parse_successor_uses(p, &mut dests)?;
    parse_call_tail(p, state, &operands, direct)?;
    state.successors.extend([normal, unwind]);
    state.operands.extend(dests.operands);
    state.attrs.push((
        ctx.ident("operandSegmentSizes"),
        c::dense_i32_array(
            ctx,
            &[operands.len() as i32, n_normal as i32, n_unwind as i32],
        ),
    ));
    Ok(())
}

pub static LANDINGPAD: OpDef = OpDef {
    operands: &[rmlir_ir::ods::variadic("operands", super::ops::COMPATIBLE)],
    results: &[rmlir_ir::ods::result("res", super::ops::COMPATIBLE)],
    attrs: &[optional_attr("cleanup", c::UNIT_ATTR)],
    parse: Some(parse_landingpad),
    print: Some(print_landingpad),
    verify: Some(verify_landingpad),
    ..OpDef::new("llvm.landingpad")
};

/// Upstream's `LandingpadOp::print`: array-typed clauses are filters, the others catches.
pub fn print_landingpad(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let cleanup = rmlir_ir::ods::prop(ctx, body, op, "cleanup").is_some();
    p.write(if cleanup { " cleanup " } else { " " });
    for v in body.operands(op) {
        let ty = body.value_type(v);
        let filter = matches!(t::decode(ctx, ty), Some(LlvmType::Array(..)));
        p.write(if filter { "(filter " } else { "(catch " });
        p.print_value(body, v);
        p.write(" : ");
        p.print_type(ty);
        p.write(") ");
    }
    let attrs = super::asm::all_attrs(ctx, body, op);
    p.print_optional_attr_dict(&attrs, &["cleanup"]);
    p.write(": ");
    p.print_type(body.value_type(body.result(op, 0)));
}

pub fn parse_landingpad(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("cleanup") {
        state.attrs.push((ctx.ident("cleanup"), ctx.unit_attr()));
    }
    while p.consume_if(Tok::LParen) {
        if !(p.parse_optional_keyword("filter") || p.parse_optional_keyword("catch")) {
            break;
        }
        let v = p.parse_operand()?;
        p.expect(Tok::Colon, "expected ':'")?;
        let ty = p.parse_type()?;
        p.resolve_operands(&[v], &[ty], state)?;
        p.expect(Tok::RParen, "expected ')'")?;
    }
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    state.result_types.push(ty);
    Ok(())
}

fn verify_invoke(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    super::verify::branch(ctx, body, op)?;
    verify_call(ctx, body, op)
}

/// Upstream's `LandingpadOp::verify` (the personality of the enclosing function aside).
fn verify_landingpad(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let cleanup = rmlir_ir::ods::prop(ctx, body, op, "cleanup").is_some();
    if !cleanup && body.operands(op).next().is_none() {
        return Err(Diagnostic::error(
            body.loc(op),
            "landingpad instruction expects at least one clause or cleanup attribute",
        ));
    }
    let def_name = |v: rmlir_ir::ValueId| {
        body.defining_op(v)
            .map(|d| ctx.op_name_str(body.op_name(d)).to_string())
    };
    for (idx, v) in body.operands(op).enumerate() {
        if matches!(
            t::decode(ctx, body.value_type(v)),
            Some(LlvmType::Array(..))
        ) {
            continue;
        }
        match def_name(v).as_deref() {
            Some("llvm.mlir.zero") | Some("llvm.mlir.addressof") => {}
            Some("llvm.bitcast") => {
                let d = body.defining_op(v).expect("defined");
                let arg = body.operand(d, 0);
                if def_name(arg).as_deref() != Some("llvm.mlir.addressof") {
                    let mut e = Diagnostic::error(body.loc(op), "constant clauses expected");
                    let mut note = Diagnostic::error(
                        body.loc(d),
                        "global addresses expected as operand to bitcast used in clauses for landingpad",
                    );
                    note.severity = rmlir_ir::diagnostics::Severity::Note;
                    e.notes.push(note);
                    return Err(e);
                }
            }
            _ => {
                return Err(Diagnostic::error(
                    body.loc(op),
                    format!("clause #{idx} is not a known constant - null, addressof, bitcast"),
                ))
            }
        }
    }
    Ok(())
}

/// Part of upstream's `LLVMFuncOp::verify`: landingpad results and resume inputs share
/// one type.
fn verify_landingpad_types(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (rbody, regions) = body.op_regions(op);
    let mut seen: Option<Type> = None;
    let mut msg: Option<&str> = None;
    for r in regions {
        rbody.walk_region(*r, |o| {
            if msg.is_some() {
                return;
            }
            let (ty, m) = match ctx.op_name_str(rbody.op_name(o)) {
                "llvm.landingpad" => (
                    rbody.value_type(rbody.result(o, 0)),
                    "'llvm.landingpad' should have a consistent result type inside a function",
                ),
                "llvm.resume" => (
                    rbody.value_type(rbody.operand(o, 0)),
                    "'llvm.resume' should have a consistent input type inside a function",
                ),
                _ => return,
            };
            match seen {
                None => seen = Some(ty),
                Some(s) if s != ty => msg = Some(m),
                _ => {}
            }
        });
    }
    match msg {
        Some(m) => Err(Diagnostic::error(body.loc(op), m)),
        None => Ok(()),
    }
}

/// Upstream's `GlobalCtorsOp::verifySymbolUses` / `GlobalDtorsOp::verifySymbolUses`: each
/// entry names a defined `llvm.func`.
pub fn verify_ctors_symbol_uses(
    ctx: &Context,
    ancestors: &[(&Body, OpId)],
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let list = if ctx.op_name_str(body.op_name(op)) == "llvm.mlir.global_ctors" {
        "ctors"
    } else {
        "dtors"
    };
    let Some(AttrKind::Array(entries)) =
        rmlir_ir::ods::prop(ctx, body, op, list).map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    for e in entries.iter() {
        let Some(name) = crate::symbol::flat_symbol(ctx, *e) else {
            continue;
        };
        let found = crate::symbol::lookup_nearest(ctx, ancestors, name)
            .filter(|(b, o)| ctx.op_name_str(b.op_name(*o)) == "llvm.func");
        let Some((fb, f)) = found else {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("'{name}' does not reference a valid LLVM function"),
            ));
        };
        let (rbody, regions) = fb.op_regions(f);
        if regions.first().is_none_or(|r| rbody.region_is_empty(*r)) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("'{name}' does not have a definition"),
            ));
        }
    }
    Ok(())
}
