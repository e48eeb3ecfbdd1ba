//! The builtin dialect's ops: `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::body::{Body, OpId, ValueId};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::dialect::{Dialect, OpInfo, Traits};
use crate::parser::lexer::Tok;
use crate::parser::{OpAsmParser, OperationState};
use crate::printer::OpPrinter;
use crate::rewrite::{FoldAdaptor, FoldResult, Folded};
use crate::types::Type;
use smallvec::SmallVec;

pub struct BuiltinDialect;

/// Properties of `builtin.module`, in slot order.
pub const MODULE_PROPS: &[&str] = &["sym_name", "sym_visibility"];

impl Dialect for BuiltinDialect {
    fn namespace(&self) -> &'static str {
        "builtin"
    }

    fn ops(&self) -> Vec<OpInfo> {
        let module_traits = Traits::ISOLATED_FROM_ABOVE
            .union(Traits::SYMBOL_TABLE)
            .union(Traits::SYMBOL)
            .union(Traits::OPTIONAL_SYMBOL)
            .union(Traits::NO_TERMINATOR)
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::GRAPH_REGIONS)
            .union(Traits::AFFINE_SCOPE)
            .union(Traits::ZERO_OPERANDS)
            .union(Traits::ZERO_RESULTS)
            .union(Traits::ONE_REGION)
            .union(Traits::NO_REGION_ARGUMENTS);
        vec![
            OpInfo {
                props: MODULE_PROPS.to_vec(),
                print: Some(print_module),
                parse: Some(parse_module),
                verify: Some(verify_module),
                // `ModuleOp::getDefaultDialect`: builtin ops print unprefixed in modules.
                default_dialect: Some("builtin"),
                ..OpInfo::new("builtin.module", module_traits)
            },
            OpInfo {
                print: Some(print_cast),
                parse: Some(parse_cast),
                fold: Some(fold_cast),
                ..OpInfo::new(
                    "builtin.unrealized_conversion_cast",
                    Traits::ZERO_REGIONS.union(Traits::PURE),
                )
            },
        ]
    }
}

/// `module @name attributes {...} { ... }`
fn print_module(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx: &crate::Context = p.p.ctx;
    let data = body.op(op);
    if let Some(name) = data.props[0].and_then(|a| ctx.attr_str(a)) {
        p.write(" ");
        p.print_symbol_name(&String::from_utf8_lossy(name));
    }
    let mut attrs: Vec<_> = data.attrs().to_vec();
    if let Some(v) = data.props[1] {
        attrs.push((ctx.ident("sym_visibility"), v));
        let _ = ctx.sort_named_attrs(&mut attrs);
    }
    p.print_optional_attr_dict_with_keyword(&attrs, &[]);
    p.write(" ");
    let (rb, regions) = body.op_regions(op);
    p.print_region(rb, regions[0], false, false);
}

/// `ModuleOp::verify`: only dialect-prefixed discardable attributes. (Its data layout check,
/// which upstream reports without failing, is done by the verifier.)
fn verify_module(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for (name, _) in body.attrs(op) {
        let name = ctx.ident_str(*name);
        if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
            return Err(crate::verifier::op_error(
                ctx,
                body,
                op,
                format!("can only contain attributes with dialect-prefixed names, found: '{name}'"),
            ));
        }
    }
    Ok(())
}

fn parse_module(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> Result<(), ()> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        let id = p.ctx().ident("sym_name");
        state.attrs.push((id, name));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
    p.parse_region(state)?;
    p.ensure_entry_block(state, 0);
    Ok(())
}

/// `UnrealizedConversionCastOp::fold`: a cast to its own operand types is its operands; a
/// cast of all the results of a cast back to that cast's operand types is those operands.
fn fold_cast(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let body = a.body;
    let operands: SmallVec<[ValueId; 2]> = body.operands(a.op).collect();
    let results = body.results(a.op);
    let types_of = |vs: &[ValueId]| -> SmallVec<[Type; 2]> {
        vs.iter().map(|v| body.value_type(*v)).collect()
    };
    let values = |vs: &[ValueId]| -> Folded {
        Folded::Replace(vs.iter().map(|v| FoldResult::Value(*v)).collect())
    };
    if types_of(&operands) == types_of(results) {
        return Some(values(&operands));
    }
    let input = body.defining_op(*operands.first()?)?;
    if body.op_name(input) != body.op_name(a.op) || body.results(input) != &operands[..] {
        return None;
    }
    let inputs: SmallVec<[ValueId; 2]> = body.operands(input).collect();
    if types_of(&inputs) != types_of(results) {
        return None;
    }
    Some(values(&inputs))
}

/// `%0 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32`
fn print_cast(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let operands: Vec<_> = body.operands(op).collect();
    if !operands.is_empty() {
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
    p.write(" to ");
    for (i, v) in body.results(op).iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(body.value_type(*v));
    }
    let attrs = body.attrs(op).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

fn parse_cast(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> Result<(), ()> {
    let uses = p.parse_operand_list()?;
    let mut types = Vec::new();
    if !uses.is_empty() {
        p.expect(Tok::Colon, "expected ':'")?;
        types = p.parse_type_list()?;
    }
    if !p.parse_optional_keyword("to") {
        return p.error("expected 'to'");
    }
    state.result_types = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.resolve_operands(&uses, &types, state)
}
