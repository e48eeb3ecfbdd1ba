//! The structured matcher ops (`LinalgMatchOps.td`): `transform.match.structured` and the
//! predicates nested in it, with their custom directives and verifiers.

use super::{ANY_HANDLE_OR_PARAM, HANDLE, PARAM, VALUE_HANDLE};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::constraints::enum_attr;
use rmlir_ir::ods::{
    attr, operand, optional, optional_attr, result, sized_region, variadic, CustomDirective,
    CustomParseArg, CustomPrintArg, OpDef, Trait,
};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, PResult};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{Body, Context, OpId, Type};

// ---- custom directives ----------------------------------------------------------------------

/// `type` or `(type) -> result-types` (upstream's `SemiFunctionType`).
pub const SEMI_FUNCTION_TYPE: CustomDirective = CustomDirective {
    name: "SemiFunctionType",
    parse: parse_semi_function_type,
    print: print_semi_function_type,
};

fn parse_semi_function_type<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let lparen = p.consume_if(Tok::LParen);
    let arg = p.parse_type()?;
    if lparen {
        p.expect(Tok::RParen, "expected ')'")?;
    }
    let mut results = Vec::new();
    if p.consume_if(Tok::Arrow) {
        if p.consume_if(Tok::LParen) {
            if !p.at(Tok::RParen) {
                results = p.parse_type_list()?;
            }
            p.expect(Tok::RParen, "expected ')'")?;
        } else {
            results.push(p.parse_type()?);
        }
    }
    args[0] = CustomParseArg::Types(vec![arg]);
    args[1] = CustomParseArg::Types(results);
    Ok(())
}

fn print_semi_function_type(
    p: &mut OpPrinter<'_, '_>,
    _body: &Body,
    _op: OpId,
    args: &[CustomPrintArg],
) {
    let tys = |a: &CustomPrintArg| -> Vec<Type> {
        match a {
            CustomPrintArg::Types(v) => v.clone(),
            _ => Vec::new(),
        }
    };
    let arg = tys(&args[0]);
    let res = tys(&args[1]);
    if !res.is_empty() {
        p.write("(");
    }
    if let Some(t) = arg.first() {
        p.print_type(*t);
    }
    if res.is_empty() {
        return;
    }
    p.write(") -> ");
    if res.len() > 1 {
        p.write("(");
    }
    for (i, t) in res.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(*t);
    }
    if res.len() > 1 {
        p.write(")");
    }
}

/// `all`, `except(1, 2)` or `1, 2` (upstream's `StructuredTransformDims`).
pub const STRUCTURED_TRANSFORM_DIMS: CustomDirective = CustomDirective {
    name: "StructuredTransformDims",
    parse: parse_dims,
    print: print_dims,
};

fn parse_dims<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _state: &mut OperationState,
    args: &mut [CustomParseArg<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    let mut vals = Vec::new();
    let (mut all, mut inverted) = (false, false);
    if p.parse_optional_keyword("all") {
        all = true;
    } else {
        if p.parse_optional_keyword("except") {
            inverted = true;
            p.expect(Tok::LParen, "expected '('")?;
        }
        loop {
            vals.push(p.parse_integer_i64()?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        if inverted {
            p.expect(Tok::RParen, "expected ')'")?;
        }
    }
    args[0] = CustomParseArg::Attr(Some(c::dense_i64_array(ctx, &vals)));
    args[1] = CustomParseArg::Attr(inverted.then(|| ctx.unit_attr()));
    args[2] = CustomParseArg::Attr(all.then(|| ctx.unit_attr()));
    Ok(())
}

fn print_dims(p: &mut OpPrinter<'_, '_>, _body: &Body, _op: OpId, args: &[CustomPrintArg]) {
    let attr = |i: usize| match args.get(i) {
        Some(CustomPrintArg::Attr(a)) => *a,
        _ => None,
    };
    if attr(2).is_some() {
        p.write("all");
        return;
    }
    let inverted = attr(1).is_some();
    if inverted {
        p.write("except(");
    }
    let ctx = p.ctx();
    let vals = attr(0)
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let s: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
    p.write(&s.join(", "));
    if inverted {
        p.write(")");
    }
}

// ---- verifiers ------------------------------------------------------------------------------

fn op_err(ctx: &Context, body: &Body, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    let name = ctx.op_name_str(body.op_name(op));
    Diagnostic::error(body.loc(op), format!("'{name}' op {msg}"))
}

fn has(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    rmlir_ir::ods::prop(ctx, body, op, name).is_some()
}

fn i64s(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, name)
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

/// Whether the op implements `MatchOpInterface`.
pub fn is_match_op(name: &str) -> bool {
    name.starts_with("transform.match.")
        || matches!(
            name,
            "transform.param.constant"
                | "transform.merge_handles"
                | "transform.get_parent_op"
                | "transform.get_defining_op"
                | "transform.get_producer_of_operand"
                | "transform.get_consumers_of_result"
                | "transform.get_result"
                | "transform.get_operand"
                | "transform.get_type"
                | "transform.num_associations"
                | "transform.select"
                | "transform.debug.emit_remark_at"
                | "transform.debug.emit_param_as_remark"
        )
}

fn verify_match_structured(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = body.regions(op).first().and_then(|r| body.entry_block(*r)) else {
        return Ok(());
    };
    let args = body.block_args(block);
    if args.len() != 1 {
        return Err(op_err(ctx, body, op, "expected one body argument"));
    }
    if !super::is_transform_type(ctx, body.value_type(args[0])) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected body argument to implement TransformHandleTypeInterface",
        ));
    }
    let ops: Vec<OpId> = body.block_ops(block).collect();
    for (i, o) in ops.iter().enumerate() {
        if i + 1 == ops.len() {
            break;
        }
        if !is_match_op(ctx.op_name_str(body.op_name(*o))) {
            return Err(op_err(
                ctx,
                body,
                op,
                "expects nested operations to implement MatchOpInterface",
            )
            .with_note(body.loc(*o), "offending operation"));
        }
    }
    Ok(())
}

/// `StructuredOpPredicateOpTrait`.
fn verify_predicate(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let parent = body.parent_op(op);
    if parent.is_none_or(|p| ctx.op_name_str(body.op_name(p)) != "transform.match.structured") {
        return Err(op_err(
            ctx,
            body,
            op,
            "expects parent op to be 'transform.match.structured'",
        ));
    }
    let parent = parent.unwrap();
    let Some(block) = body
        .regions(parent)
        .first()
        .and_then(|r| body.entry_block(*r))
    else {
        return Ok(());
    };
    let Some(arg0) = body.block_args(block).first() else {
        return Ok(());
    };
    if body.num_operands(op) == 0 || body.operand(op, 0) != *arg0 {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected predicate to apply to the surrounding structured op",
        ));
    }
    Ok(())
}

fn verify_dims_list(
    ctx: &Context,
    body: &Body,
    op: OpId,
    raw: &[i64],
    inverted: bool,
    all: bool,
) -> Result<(), Diagnostic> {
    if all {
        if inverted {
            return Err(op_err(
                ctx,
                body,
                op,
                "cannot request both 'all' and 'inverted' values in the list",
            ));
        }
        if !raw.is_empty() {
            return Err(op_err(
                ctx,
                body,
                op,
                "cannot both request 'all' and specific values in the list",
            ));
        }
    }
    if !all && raw.is_empty() {
        return Err(op_err(
            ctx,
            body,
            op,
            "must request specific values in the list if 'all' is not specified",
        ));
    }
    if raw.windows(2).any(|w| w[0] == w[1]) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected the listed values to be unique",
        ));
    }
    Ok(())
}

fn verify_body(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_predicate(ctx, body, op)?;
    let n = [
        "reduction_position",
        "passthrough",
        "elementwise",
        "contraction",
    ]
    .iter()
    .filter(|a| has(ctx, body, op, a))
    .count();
    if n > 1 {
        return Err(op_err(
            ctx,
            body,
            op,
            "only one of {\"reduction_position\", \"passthrough\", \"elementwise\", \"contraction\"} is allowed",
        ));
    }
    if let Some(a) = rmlir_ir::ods::prop(ctx, body, op, "contraction") {
        if !matches!(ctx.attr_kind(a), rmlir_ir::AttrKind::Array(v) if v.len() == 2) {
            return Err(op_err(
                ctx,
                body,
                op,
                "expects \"contraction\" to contain two elements",
            ));
        }
    }
    Ok(())
}

fn verify_dim(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_predicate(ctx, body, op)?;
    if has(ctx, body, op, "parallel") && has(ctx, body, op, "reduction") {
        return Err(op_err(
            ctx,
            body,
            op,
            "cannot request the same dimension to be both parallel and reduction",
        ));
    }
    verify_dims_list(
        ctx,
        body,
        op,
        &i64s(ctx, body, op, "raw_dim_list"),
        has(ctx, body, op, "is_inverted"),
        has(ctx, body, op, "is_all"),
    )
}

fn verify_operand_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_predicate(ctx, body, op)?;
    if has(ctx, body, op, "permutation") && has(ctx, body, op, "projected_permutation") {
        return Err(op_err(
            ctx,
            body,
            op,
            "\"permutation\" and \"projected_permutation\" are mutually exclusive",
        ));
    }
    let raw = i64s(ctx, body, op, "raw_position_list");
    if raw.len() > 1 && !body.results(op).is_empty() {
        return Err(op_err(
            ctx,
            body,
            op,
            "cannot bind multiple inputs/inits to the same value",
        ));
    }
    verify_dims_list(
        ctx,
        body,
        op,
        &raw,
        has(ctx, body, op, "is_inverted"),
        has(ctx, body, op, "is_all"),
    )
}

fn verify_result(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_predicate(ctx, body, op)?;
    let any = has(ctx, body, op, "any");
    let single = has(ctx, body, op, "single");
    let ty = body.value_type(body.result(op, 0));
    let is_op_handle = rmlir_ir::printer::type_to_string(ctx, ty) != "!transform.any_value";
    if (any || single) ^ is_op_handle {
        return Err(op_err(
            ctx,
            body,
            op,
            "expects either the any/single keyword or the type value handle result type",
        ));
    }
    if any && single {
        return Err(op_err(
            ctx,
            body,
            op,
            "'any' and 'single' are mutually exclusive",
        ));
    }
    Ok(())
}

fn verify_plain_predicate(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_predicate(ctx, body, op)
}

// ---- ops ------------------------------------------------------------------------------------

pub static MATCH_STRUCTURED: OpDef = OpDef {
    operands: &[operand("current", HANDLE)],
    results: &[variadic("outputs", ANY_HANDLE_OR_PARAM)],
    attrs: &[optional_attr(
        "failure_propagation_mode",
        enum_attr(&super::ops::FAILURE_PROPAGATION_MODE),
    )],
    regions: &[sized_region("body_region")],
    traits: &[Trait::SingleBlockImplicitTerminator(
        "transform.match.structured.yield",
    )],
    format: Some(
        "(`failures` `(` $failure_propagation_mode^ `)`)?$current `:` custom<SemiFunctionType>(type($current), type($outputs)) attr-dict-with-keyword regions",
    ),
    customs: &[SEMI_FUNCTION_TYPE],
    verify: Some(verify_match_structured),
    ..OpDef::new("transform.match.structured")
};

pub static MATCH_STRUCTURED_BODY: OpDef = OpDef {
    operands: &[operand("operand_handle", HANDLE)],
    attrs: &[
        optional_attr("reduction_position", c::I64_ATTR),
        optional_attr("passthrough", c::UNIT_ATTR),
        optional_attr("elementwise", c::UNIT_ATTR),
        optional_attr("contraction", super::STR_ARRAY_ATTR),
    ],
    format: Some("$operand_handle attr-dict `:` type($operand_handle)"),
    verify: Some(verify_body),
    ..OpDef::new("transform.match.structured.body")
};

pub static MATCH_STRUCTURED_DIM: OpDef = OpDef {
    operands: &[operand("operand_handle", HANDLE)],
    results: &[optional("result", PARAM)],
    attrs: &[
        attr("raw_dim_list", c::DENSE_I64_ARRAY_ATTR),
        optional_attr("is_inverted", c::UNIT_ATTR),
        optional_attr("is_all", c::UNIT_ATTR),
        optional_attr("parallel", c::UNIT_ATTR),
        optional_attr("reduction", c::UNIT_ATTR),
    ],
    format: Some(
        "$operand_handle `[` custom<StructuredTransformDims>($raw_dim_list, $is_inverted, $is_all) `]` attr-dict `:` custom<SemiFunctionType>(type($operand_handle), type($result))",
    ),
    customs: &[STRUCTURED_TRANSFORM_DIMS, SEMI_FUNCTION_TYPE],
    verify: Some(verify_dim),
    ..OpDef::new("transform.match.structured.dim")
};

pub static MATCH_STRUCTURED_ELEMENTAL_BITWIDTH: OpDef = OpDef {
    operands: &[operand("operand_handle", VALUE_HANDLE)],
    results: &[result("result", PARAM)],
    format: Some("$operand_handle attr-dict `:` functional-type(operands, results)"),
    ..OpDef::new("transform.match.structured.elemental_bitwidth")
};

macro_rules! operand_op {
    ($id:ident, $name:literal) => {
        pub static $id: OpDef = OpDef {
            operands: &[operand("operand_handle", HANDLE)],
            results: &[optional("result", ANY_HANDLE_OR_PARAM)],
            attrs: &[
                attr("raw_position_list", c::DENSE_I64_ARRAY_ATTR),
                optional_attr("is_inverted", c::UNIT_ATTR),
                optional_attr("is_all", c::UNIT_ATTR),
                optional_attr("permutation", c::UNIT_ATTR),
                optional_attr("projected_permutation", c::UNIT_ATTR),
            ],
            format: Some(
                "$operand_handle `[` custom<StructuredTransformDims>($raw_position_list, $is_inverted, $is_all) `]` attr-dict `:` custom<SemiFunctionType>(type($operand_handle), type($result))",
            ),
            customs: &[STRUCTURED_TRANSFORM_DIMS, SEMI_FUNCTION_TYPE],
            verify: Some(verify_operand_op),
            ..OpDef::new($name)
        };
    };
}
operand_op!(MATCH_STRUCTURED_INPUT, "transform.match.structured.input");
operand_op!(MATCH_STRUCTURED_INIT, "transform.match.structured.init");

macro_rules! count_op {
    ($id:ident, $name:literal, $res:literal, $fmt:literal) => {
        pub static $id: OpDef = OpDef {
            operands: &[operand("operand_handle", HANDLE)],
            results: &[result($res, PARAM)],
            format: Some($fmt),
            customs: &[SEMI_FUNCTION_TYPE],
            verify: Some(verify_plain_predicate),
            ..OpDef::new($name)
        };
    };
}
count_op!(
    MATCH_STRUCTURED_NUM_INPUTS,
    "transform.match.structured.num_inputs",
    "result",
    "$operand_handle attr-dict `:` functional-type(operands, results)"
);
count_op!(
    MATCH_STRUCTURED_NUM_INITS,
    "transform.match.structured.num_inits",
    "result",
    "$operand_handle attr-dict `:` functional-type(operands, results)"
);
count_op!(
    MATCH_STRUCTURED_RANK,
    "transform.match.structured.rank",
    "rank",
    "$operand_handle attr-dict `:`custom<SemiFunctionType>(type($operand_handle), type($rank))"
);

pub static MATCH_STRUCTURED_RESULT: OpDef = OpDef {
    operands: &[operand("operand_handle", HANDLE)],
    results: &[result("result", HANDLE)],
    attrs: &[
        attr("position", c::I64_ATTR),
        optional_attr("any", c::UNIT_ATTR),
        optional_attr("single", c::UNIT_ATTR),
    ],
    format: Some(
        "$operand_handle `[` $position `]` (`any` $any^)? (`single` $single^)?attr-dict `:` functional-type(operands, results)",
    ),
    verify: Some(verify_result),
    ..OpDef::new("transform.match.structured.result")
};

pub static MATCH_STRUCTURED_YIELD: OpDef = OpDef {
    operands: &[variadic("handles", ANY_HANDLE_OR_PARAM)],
    traits: &[Trait::Terminator],
    format: Some("$handles attr-dict (`:` type($handles)^)?"),
    ..OpDef::new("transform.match.structured.yield")
};

pub static MATCH_OPS: &[&OpDef] = &[
    &MATCH_STRUCTURED,
    &MATCH_STRUCTURED_BODY,
    &MATCH_STRUCTURED_DIM,
    &MATCH_STRUCTURED_ELEMENTAL_BITWIDTH,
    &MATCH_STRUCTURED_INPUT,
    &MATCH_STRUCTURED_INIT,
    &MATCH_STRUCTURED_NUM_INPUTS,
    &MATCH_STRUCTURED_NUM_INITS,
    &MATCH_STRUCTURED_RANK,
    &MATCH_STRUCTURED_RESULT,
    &MATCH_STRUCTURED_YIELD,
];
