//! Verifiers of the `func` ops, with upstream's messages and order: ODS invariants
//! (required/constrained properties), then the `Symbol` trait, then `FunctionOpInterface`.
//!
//! The body split puts a `func.return` in its function's own body, where its parent op is
//! not reachable; so the return-vs-signature checks of `ReturnOp::verify` run from the
//! function's verifier, reported at the return (see docs/architecture.md). Symbol uses
//! (`func.call`, `func.constant`) are checked by [`rmlir_ir::dialect::SymbolUsesFn`]
//! hooks, which upstream runs after the structural verification of the symbol table.

use super::{ARG_ATTRS, FUNCTION_TYPE, RES_ATTRS, SYM_NAME, SYM_VISIBILITY};
use crate::symbol::{flat_symbol, lookup_nearest};
use rmlir_ir::dialect::Traits;
use rmlir_ir::printer::{attr_to_string, type_to_string};
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

type VResult = Result<(), Diagnostic>;

fn op_error(body: &Body, op: OpId, name: &str, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::error(body.loc(op), format!("'{name}' op {}", msg.as_ref()))
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn quoted_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|t| quoted(ctx, *t))
        .collect::<Vec<_>>()
        .join(", ")
}

fn function_type_of(ctx: &Context, a: Attribute) -> Option<(&[Type], &[Type])> {
    let AttrKind::Type(t) = ctx.attr_kind(a) else {
        return None;
    };
    match ctx.type_kind(*t) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

fn is_string(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { .. })
}

/// `DictArrayAttr`: an array of dictionaries.
fn dict_array(ctx: &Context, a: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_kind(a) {
        AttrKind::Array(v)
            if v.iter()
                .all(|e| matches!(ctx.attr_kind(*e), AttrKind::Dictionary(_))) =>
        {
            Some(v)
        }
        _ => None,
    }
}

/// `func.func`: ODS invariants, `Symbol`, `FunctionOpInterface`, then the returns of its
/// body against its signature.
pub fn verify_func(ctx: &Context, body: &Body, op: OpId) -> VResult {
    const N: &str = "func.func";
    let props = &body.op(op).props;
    let err = |m: &str| Err(op_error(body, op, N, m));
    let Some(fty) = super::prop(props, FUNCTION_TYPE) else {
        return err("requires attribute 'function_type'");
    };
    let Some(name) = super::prop(props, SYM_NAME) else {
        return err("requires attribute 'sym_name'");
    };
    if !is_string(ctx, name) {
        return err("attribute 'sym_name' failed to satisfy constraint: string attribute");
    }
    let Some((inputs, results)) = function_type_of(ctx, fty) else {
        return err(
            "attribute 'function_type' failed to satisfy constraint: type attribute of function type",
        );
    };
    if super::prop(props, SYM_VISIBILITY).is_some_and(|v| !is_string(ctx, v)) {
        return err("attribute 'sym_visibility' failed to satisfy constraint: string attribute");
    }
    for (slot, pname) in [(ARG_ATTRS, "arg_attrs"), (RES_ATTRS, "res_attrs")] {
        if super::prop(props, slot).is_some_and(|a| dict_array(ctx, a).is_none()) {
            return err(&format!(
                "attribute '{pname}' failed to satisfy constraint: Array of dictionary attributes"
            ));
        }
    }

    // The `Symbol` trait.
    let (rbody, regions) = body.op_regions(op);
    let external = regions.iter().all(|r| rbody.region_is_empty(*r));
    if let Some(v) = super::prop(props, SYM_VISIBILITY) {
        let s = ctx.attr_str(v).unwrap_or_default();
        if !matches!(s, b"public" | b"private" | b"nested") {
            return err(&format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                attr_to_string(ctx, v)
            ));
        }
    }
    let public =
        super::prop(props, SYM_VISIBILITY).is_none_or(|v| ctx.attr_str(v) == Some(b"public"));
    if external && public {
        return err("symbol declaration cannot have public visibility");
    }
    if let Some(parent) = body.parent_op(op) {
        let pname = body.op_name(parent);
        if ctx.op_info(pname).is_some() && !ctx.op_traits(pname).has(Traits::SYMBOL_TABLE) {
            return err("symbol's parent must have the SymbolTable trait");
        }
    }

    // `FunctionOpInterface`.
    for (slot, list, what, count) in [
        (ARG_ATTRS, "argument", "arguments", inputs.len()),
        (RES_ATTRS, "result", "results", results.len()),
    ] {
        let Some(arr) = super::prop(props, slot).and_then(|a| dict_array(ctx, a)) else {
            continue;
        };
        let plural = if what == "arguments" {
            "arguments"
        } else {
            "results"
        };
        if arr.len() != count {
            return err(&format!(
                "expects {list} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
                arr.len()
            ));
        }
        for d in arr {
            if let AttrKind::Dictionary(entries) = ctx.attr_kind(*d) {
                if entries
                    .iter()
                    .any(|(n, _)| !ctx.ident_str(*n).contains('.'))
                {
                    return err(&format!("{what} may only have dialect attributes"));
                }
            }
        }
    }
    if regions.len() != 1 {
        return err("expects one region");
    }
    if external {
        return Ok(());
    }
    let region = regions[0];
    let Some(entry) = rbody.entry_block(region) else {
        return Ok(());
    };
    let args = rbody.block_args(entry);
    if args.len() != inputs.len() {
        return err(&format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        ));
    }
    for (i, (a, t)) in args.iter().zip(inputs).enumerate() {
        let at = rbody.value_type(*a);
        if at != *t {
            return err(&format!(
                "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                quoted(ctx, at),
                quoted(ctx, *t)
            ));
        }
    }

    Ok(())
}

/// `ReturnOp::verify` for the returns directly in the body of function `op`: run as the
/// function's region verifier, after the ops of the body (upstream verifies each return in
/// turn while walking the body, after the ops before it; a return's own hook cannot see the
/// function it returns from).
pub fn verify_func_returns(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let props = &body.op(op).props;
    let (Some(fty), Some(name)) = (
        super::prop(props, FUNCTION_TYPE),
        super::prop(props, SYM_NAME),
    ) else {
        return Ok(());
    };
    let Some((_, results)) = function_type_of(ctx, fty) else {
        return Ok(());
    };
    let (rbody, regions) = body.op_regions(op);
    let Some(&region) = regions.first() else {
        return Ok(());
    };
    let fname = String::from_utf8_lossy(ctx.attr_str(name).unwrap_or_default()).into_owned();
    let ret = ctx.op_name("func.return");
    for blk in rbody.region_blocks(region) {
        for o in rbody.block_ops(blk) {
            if rbody.op_name(o) == ret {
                verify_return_against(ctx, rbody, o, &fname, results)?;
            }
        }
    }
    Ok(())
}

fn verify_return_against(
    ctx: &Context,
    body: &Body,
    op: OpId,
    fname: &str,
    results: &[Type],
) -> VResult {
    let n = body.num_operands(op);
    if n != results.len() {
        return Err(op_error(
            body,
            op,
            "func.return",
            format!(
                "has {n} operands, but enclosing function (@{fname}) returns {}",
                results.len()
            ),
        ));
    }
    for (i, (v, t)) in body.operands(op).zip(results).enumerate() {
        let vt = body.value_type(v);
        if vt != *t {
            return Err(Diagnostic::error(
                body.loc(op),
                format!(
                    "type of return operand {i} ({}) doesn't match function result type ({}) in function @{fname}",
                    quoted(ctx, vt),
                    quoted(ctx, *t)
                ),
            ));
        }
    }
    Ok(())
}

/// `func.return`: `HasParent<FuncOp>` where the parent is visible (a return nested in a
/// non-isolated op of the function body). Operand checks run from [`verify_func`].
pub fn verify_return(ctx: &Context, body: &Body, op: OpId) -> VResult {
    if let Some(parent) = body.parent_op(op) {
        if ctx.op_name_str(body.op_name(parent)) != "func.func" {
            return Err(op_error(
                body,
                op,
                "func.return",
                "expects parent op 'func.func'",
            ));
        }
    }
    Ok(())
}

/// A required flat symbol reference property (ODS `FlatSymbolRefAttr`).
fn verify_flat_symbol_prop(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    prop: &str,
) -> VResult {
    match body.op(op).props.first().copied().flatten() {
        None => Err(op_error(
            body,
            op,
            name,
            format!("requires attribute '{prop}'"),
        )),
        Some(a) if flat_symbol(ctx, a).is_none() => Err(op_error(
            body,
            op,
            name,
            format!(
                "attribute '{prop}' failed to satisfy constraint: flat symbol reference attribute"
            ),
        )),
        Some(_) => Ok(()),
    }
}

/// `func.call`: its `callee` property. Symbol uses: [`verify_call_symbol_uses`].
pub fn verify_call(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_flat_symbol_prop(ctx, body, op, "func.call", "callee")
}

/// `func.constant`: its `value` property. Symbol uses: [`verify_constant_symbol_uses`].
pub fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_flat_symbol_prop(ctx, body, op, "func.constant", "value")?;
    if body.results(op).len() != 1 {
        return Err(op_error(
            body,
            op,
            "func.constant",
            format!("requires one result, but found {}", body.results(op).len()),
        ));
    }
    Ok(())
}

/// `func.call_indirect`: the callee is a function value whose inputs and results match.
pub fn verify_call_indirect(ctx: &Context, body: &Body, op: OpId) -> VResult {
    const N: &str = "func.call_indirect";
    if body.num_operands(op) == 0 {
        return Err(op_error(
            body,
            op,
            N,
            "expected 1 or more operands, but found 0",
        ));
    }
    let cty = body.value_type(body.operand(op, 0));
    let TypeKind::Function { inputs, results } = ctx.type_kind(cty) else {
        return Err(op_error(
            body,
            op,
            N,
            format!(
                "operand #0 must be function type, but got {}",
                quoted(ctx, cty)
            ),
        ));
    };
    let args: Vec<Type> = body
        .operands(op)
        .skip(1)
        .map(|v| body.value_type(v))
        .collect();
    if args[..] != inputs[..] {
        return Err(op_error(
            body,
            op,
            N,
            "failed to verify that callee input types match argument types",
        ));
    }
    let res: Vec<Type> = body
        .results(op)
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    if res[..] != results[..] {
        return Err(op_error(
            body,
            op,
            N,
            "failed to verify that callee result types match result types",
        ));
    }
    Ok(())
}

/// The function type of the `func.func` a flat reference names in the nearest symbol
/// table (upstream's `lookupNearestSymbolFrom<FuncOp>`).
fn lookup_func(ctx: &Context, ancestors: &[(&Body, OpId)], name: &str) -> Option<Type> {
    let (fb, f) = lookup_nearest(ctx, ancestors, name)?;
    if ctx.op_name_str(fb.op_name(f)) != "func.func" {
        return None;
    }
    match ctx.attr_kind(super::prop(&fb.op(f).props, FUNCTION_TYPE)?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// `CallOp::verifySymbolUses`: the callee exists and the call's types match it.
pub fn verify_call_symbol_uses(
    ctx: &Context,
    ancestors: &[(&Body, OpId)],
    body: &Body,
    op: OpId,
) -> VResult {
    const N: &str = "func.call";
    let Some(callee) = body.op(op).props.first().copied().flatten() else {
        return Err(op_error(
            body,
            op,
            N,
            "requires a 'callee' symbol reference attribute",
        ));
    };
    let name = flat_symbol(ctx, callee).unwrap_or_default();
    let fty = lookup_func(ctx, ancestors, name);
    let Some(TypeKind::Function { inputs, results }) = fty.map(|t| ctx.type_kind(t)) else {
        return Err(op_error(
            body,
            op,
            N,
            format!("'{name}' does not reference a valid function"),
        ));
    };
    if inputs.len() != body.num_operands(op) {
        return Err(op_error(
            body,
            op,
            N,
            "incorrect number of operands for callee",
        ));
    }
    for (i, (v, t)) in body.operands(op).zip(inputs.iter()).enumerate() {
        let vt = body.value_type(v);
        if vt != *t {
            return Err(op_error(
                body,
                op,
                N,
                format!(
                    "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                    quoted(ctx, *t),
                    quoted(ctx, vt)
                ),
            ));
        }
    }
    let res: Vec<Type> = body
        .results(op)
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    if results.len() != res.len() {
        return Err(op_error(
            body,
            op,
            N,
            "incorrect number of results for callee",
        ));
    }
    for (i, (a, b)) in res.iter().zip(results.iter()).enumerate() {
        if a != b {
            let loc = body.loc(op);
            return Err(
                op_error(body, op, N, format!("result type mismatch at index {i}"))
                    .with_note(
                        loc,
                        format!("      op result types: {}", quoted_list(ctx, &res)),
                    )
                    .with_note(
                        loc,
                        format!("function result types: {}", quoted_list(ctx, results)),
                    ),
            );
        }
    }
    Ok(())
}

/// `ConstantOp::verifySymbolUses`: the referenced function exists with the result's type.
pub fn verify_constant_symbol_uses(
    ctx: &Context,
    ancestors: &[(&Body, OpId)],
    body: &Body,
    op: OpId,
) -> VResult {
    const N: &str = "func.constant";
    let name = body
        .op(op)
        .props
        .first()
        .copied()
        .flatten()
        .and_then(|a| flat_symbol(ctx, a))
        .unwrap_or_default();
    let Some(fty) = lookup_func(ctx, ancestors, name) else {
        return Err(op_error(
            body,
            op,
            N,
            format!("reference to undefined function '{name}'"),
        ));
    };
    if body.results(op).first().map(|r| body.value_type(*r)) != Some(fty) {
        return Err(op_error(
            body,
            op,
            N,
            "reference to function with mismatched type",
        ));
    }
    Ok(())
}
