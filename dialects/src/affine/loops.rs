//! `affine.for`, `affine.if` and `affine.yield` with upstream's hand-written assembly and
//! verifiers (`AffineOps.cpp`): loop bounds are written as a constant, a single SSA symbol,
//! or an affine map applied to dims and symbols (`max`/`min` prefixed when it has several
//! results); the step is elided when 1; the implicit `affine.yield` without operands is
//! elided.

use super::utils::{affine_scope, int_attr_value, is_valid_dim_in, is_valid_symbol_in, map_attr};
use super::PResult;
use rmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::constraints::dense_i32_array;
use rmlir_ir::ods::{attr, region, sized_region, variadic, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, UnresolvedOperand};
use rmlir_ir::printer::{type_to_string, OpPrinter};
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, ValueId};

pub static FOR: OpDef = OpDef {
    operands: &[
        variadic("lowerBoundOperands", c::INDEX),
        variadic("upperBoundOperands", c::INDEX),
        variadic("inits", c::ANY_TYPE),
    ],
    results: &[variadic("results", c::ANY_TYPE)],
    attrs: &[
        attr("lowerBoundMap", c::AFFINE_MAP_ATTR),
        attr("upperBoundMap", c::AFFINE_MAP_ATTR),
        attr("step", c::INDEX_ATTR),
    ],
    regions: &[sized_region("region")],
    traits: &[
        Trait::AttrSizedOperandSegments,
        Trait::AutomaticAllocationScope,
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("affine.yield"),
        Trait::SingleBlock,
    ],
    parse: Some(parse_for),
    print: Some(print_for),
    verify_regions: Some(verify_for_regions),
    fold: Some(super::loop_fold::fold_for),
    canonicalization_patterns: Some(super::loop_fold::for_patterns),
    ..OpDef::new("affine.for")
};

pub static IF: OpDef = OpDef {
    operands: &[variadic("operands", c::ANY_TYPE)],
    results: &[variadic("results", c::ANY_TYPE)],
    regions: &[sized_region("thenRegion"), region("elseRegion")],
    traits: &[
        Trait::NoRegionArguments,
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("affine.yield"),
        Trait::SingleBlock,
    ],
    parse: Some(parse_if),
    print: Some(print_if),
    verify: Some(verify_if),
    verify_regions: Some(verify_if_regions),
    fold: Some(super::loop_fold::fold_if),
    canonicalization_patterns: Some(super::loop_fold::if_patterns),
    ..OpDef::new("affine.if")
};

pub static YIELD: OpDef = OpDef {
    operands: &[variadic("operands", c::ANY_TYPE)],
    traits: &[Trait::Pure, Trait::ReturnLike, Trait::Terminator],
    format: Some("attr-dict ($operands^ `:` type($operands))?"),
    verify: Some(verify_yield),
    ..OpDef::new("affine.yield")
};

// ---- helpers -------------------------------------------------------------------------------

fn op_error(ctx: &Context, body: &Body, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    rmlir_ir::verifier::op_error(ctx, body, op, msg)
}

fn prop_map(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    rmlir_ir::ods::prop(ctx, body, op, name).and_then(|a| super::utils::map_of(ctx, a))
}

fn set_of(ctx: &Context, a: Attribute) -> Option<IntegerSet> {
    match ctx.attr_kind(a) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

fn condition_attr(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    body.attr(op, ctx.ident("condition"))
}

/// Upstream's `parseDimAndSymbolList`: `(%d, ...)` then the optional `[%s, ...]`, all
/// resolved as `index`; the number of dims.
fn parse_dims_and_symbols(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<usize> {
    let ctx = p.ctx();
    p.expect(Tok::LParen, "expected '('")?;
    let mut all: Vec<UnresolvedOperand<'_>> = p.parse_operand_list()?;
    p.expect(Tok::RParen, "expected ')'")?;
    let num_dims = all.len();
    if p.consume_if(Tok::LSquare) {
        all.extend(p.parse_operand_list()?);
        p.expect(Tok::RSquare, "expected ']'")?;
    }
    let index = ctx.index_type();
    p.resolve_operands(&all, &vec![index; all.len()], state)?;
    Ok(num_dims)
}

/// Upstream's `printDimAndSymbolList`.
fn print_dims_and_symbols(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    operands: &[ValueId],
    num_dims: usize,
) {
    let nd = num_dims.min(operands.len());
    p.write("(");
    values(p, body, &operands[..nd]);
    p.write(")");
    if operands.len() > nd {
        p.write("[");
        values(p, body, &operands[nd..]);
        p.write("]");
    }
}

fn values(p: &mut OpPrinter<'_, '_>, body: &Body, vs: &[ValueId]) {
    for (i, v) in vs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, *v);
    }
}

fn types(p: &mut OpPrinter<'_, '_>, ts: &[Type]) {
    for (i, t) in ts.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(*t);
    }
}

/// Upstream's `verifyDimAndSymbolIdentifiers`.
fn verify_dims_and_symbols(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[ValueId],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, body, op);
    for (i, v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, body, *v, scope) {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "operand cannot be used as a dimension id",
                ));
            }
        } else if !is_valid_symbol_in(ctx, body, *v, scope) {
            return Err(op_error(
                ctx,
                body,
                op,
                "operand cannot be used as a symbol",
            ));
        }
    }
    Ok(())
}

// ---- affine.for ----------------------------------------------------------------------------

/// Upstream's `parseBound`: the bound's map attribute is pushed on `state`, its operands
/// resolved; returns their number.
fn parse_bound(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    lower: bool,
) -> PResult<usize> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let has_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let name = ctx.ident(if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    });
    let ssa = p.parse_operand_list()?;
    if !ssa.is_empty() {
        if ssa.len() > 1 {
            let off = p.name_offset();
            return p.emit_error(off, "expected only one loop bound operand");
        }
        p.resolve_operands(&ssa, &[index], state)?;
        let map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]);
        state.attrs.push((name, map_attr(ctx, map)));
        return Ok(1);
    }
    let attr_off = p.offset();
    let a = p.parse_attribute(Some(index))?;
    if let Some(map) = super::utils::map_of(ctx, a) {
        state.attrs.push((name, a));
        let before = state.operands.len();
        let num_dims = parse_dims_and_symbols(p, state)?;
        let n = state.operands.len() - before;
        if map.num_dims() as usize != num_dims {
            let off = p.name_offset();
            return p.emit_error(off, "dim operand count and affine map dim count must match");
        }
        if map.num_inputs() as usize != n {
            let off = p.name_offset();
            return p.emit_error(
                off,
                "symbol operand count and affine map symbol count must match",
            );
        }
        if map.num_results() > 1 && !has_min_max {
            let msg = if lower {
                "lower loop bound affine map with multiple results requires 'max' prefix"
            } else {
                "upper loop bound affine map with multiple results requires 'min' prefix"
            };
            return p.emit_error(attr_off, msg);
        }
        return Ok(n);
    }
    if let Some(v) = int_attr_value(ctx, a) {
        state
            .attrs
            .push((name, map_attr(ctx, AffineMap::constant_map(v))));
        return Ok(0);
    }
    let off = p.name_offset();
    p.emit_error(
        off,
        "expected valid affine map representation for loop bounds",
    )
}

fn parse_for(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut iv = p.parse_argument_name()?;
    // A region argument: an optional trailing location.
    if let Some(loc) = p.parse_optional_location()? {
        iv.loc = Some(loc);
    }
    p.expect(Tok::Equal, "expected '='")?;
    let num_lb = parse_bound(p, state, true)?;
    if !p.parse_optional_keyword("to") {
        let off = p.offset();
        return p.emit_error(off, "expected 'to' between bounds");
    }
    let num_ub = parse_bound(p, state, false)?;
    let step_name = ctx.ident("step");
    if p.parse_optional_keyword("step") {
        let off = p.offset();
        let a = p.parse_attribute(Some(index))?;
        let Some(v) = int_attr_value(ctx, a) else {
            return p.emit_error(off, "invalid kind of attribute specified");
        };
        if v < 0 {
            return p.emit_error(
                off,
                "expected step to be representable as a positive signed integer",
            );
        }
        state.attrs.push((step_name, a));
    } else {
        state.attrs.push((step_name, ctx.int_attr(index, 1)));
    }

    let mut region_args = vec![iv];
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        p.parse_assignment_list(&mut region_args, &mut inits)?;
        p.expect(Tok::Arrow, "expected '->'")?;
        p.parse_function_result_types(&mut state.result_types)?;
        let results = state.result_types.clone();
        for ((a, u), t) in region_args[1..].iter_mut().zip(&inits).zip(&results) {
            a.ty = *t;
            p.resolve_operands(std::slice::from_ref(u), &[*t], state)?;
        }
    }
    let segments = dense_i32_array(ctx, &[num_lb as i32, num_ub as i32, inits.len() as i32]);
    state
        .attrs
        .push((ctx.ident("operandSegmentSizes"), segments));
    if region_args.len() != state.result_types.len() + 1 {
        let off = p.name_offset();
        return p.emit_error(
            off,
            "mismatch between the number of loop-carried values and results",
        );
    }
    p.parse_region_with_args(state, &region_args)?;
    p.ensure_terminator(state, 0, "affine.yield");
    p.parse_optional_attr_dict(&mut state.attrs)
}

/// Whether `printBound` writes `map` inline (a constant, or a single symbol operand)
/// rather than as an attribute with its operands.
fn bound_is_inline(map: &AffineMap) -> bool {
    if map.num_results() != 1 {
        return false;
    }
    let e = &map.results()[0];
    (map.num_inputs() == 0 && e.as_constant().is_some())
        || (map.num_dims() == 0 && map.num_symbols() == 1 && e.as_symbol().is_some())
}

/// The bound maps `print_for` prints as attributes, in order (they alone get aliases).
pub(crate) fn for_printed_props(ctx: &Context, body: &Body, op: OpId) -> Vec<Attribute> {
    ["lowerBoundMap", "upperBoundMap"]
        .iter()
        .filter_map(|n| rmlir_ir::ods::prop(ctx, body, op, n))
        .filter(|a| super::utils::map_of(ctx, *a).is_none_or(|m| !bound_is_inline(&m)))
        .collect()
}

/// Upstream's `printBound`.
fn print_bound(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    map_a: Option<Attribute>,
    operands: &[ValueId],
    prefix: &str,
) {
    let ctx = p.ctx();
    let Some(a) = map_a else { return };
    let Some(map) = super::utils::map_of(ctx, a) else {
        p.print_attribute(a);
        return;
    };
    if bound_is_inline(&map) {
        match (map.results()[0].as_constant(), operands.first()) {
            (Some(v), _) => p.write(&v.to_string()),
            (None, Some(v)) => p.print_value(body, *v),
            (None, None) => {}
        }
        return;
    }
    if map.num_results() > 1 {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(a);
    print_dims_and_symbols(p, body, operands, map.num_dims() as usize);
}

/// The lower-bound, upper-bound and init operands of an `affine.for`.
fn for_groups(ctx: &Context, body: &Body, op: OpId) -> [Vec<ValueId>; 3] {
    let segs = rmlir_ir::ods::operand_segments(ctx, &FOR, body, op);
    let group = |i: usize| -> Vec<ValueId> {
        segs.get(i)
            .map(|(s, n)| (*s..*s + *n).map(|k| body.operand(op, k)).collect())
            .unwrap_or_default()
    };
    [group(0), group(1), group(2)]
}

fn print_for(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let [lbs, ubs, inits] = for_groups(ctx, body, op);
    let (rb, regions) = body.op_regions(op);
    let args: Vec<ValueId> = regions
        .first()
        .and_then(|r| rb.entry_block(*r))
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default();
    p.write(" ");
    if let Some(iv) = args.first() {
        // Upstream's `printRegionArgument(iv, {}, /*omitType=*/true)`: with its location
        // under debuginfo.
        p.print_value(rb, *iv);
        let loc = rb.value(*iv).loc.unwrap_or_else(|| ctx.unknown_loc());
        p.print_trailing_location(loc, false);
    }
    p.write(" = ");
    let lb = rmlir_ir::ods::prop(ctx, body, op, "lowerBoundMap");
    print_bound(p, body, lb, &lbs, "max");
    p.write(" to ");
    let ub = rmlir_ir::ods::prop(ctx, body, op, "upperBoundMap");
    print_bound(p, body, ub, &ubs, "min");
    let step = rmlir_ir::ods::prop(ctx, body, op, "step").and_then(|a| int_attr_value(ctx, a));
    if let Some(s) = step.filter(|s| *s != 1) {
        p.write(&format!(" step {s}"));
    }
    // Upstream's `getNumIterOperands`: the operands beyond the bound maps' inputs.
    let map_inputs = |a: Option<Attribute>| {
        a.and_then(|a| super::utils::map_of(ctx, a))
            .map_or(0, |m| m.num_inputs() as usize)
    };
    let has_iters = body.num_operands(op) != map_inputs(lb) + map_inputs(ub);
    if has_iters {
        p.write(" iter_args(");
        for (i, v) in inits.iter().take(args.len().saturating_sub(1)).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            if let Some(a) = args.get(i + 1) {
                p.print_value(rb, *a);
            }
            p.write(" = ");
            p.print_value(body, *v);
        }
        p.write(") -> (");
        let tys: Vec<Type> = body
            .results(op)
            .iter()
            .map(|v| body.value_type(*v))
            .collect();
        types(p, &tys);
        p.write(")");
    }
    p.write(" ");
    if let Some(r) = regions.first() {
        p.print_region(rb, *r, false, has_iters);
    }
    p.print_optional_attr_dict(
        body.attrs(op),
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

/// Upstream's `verifyLoopLikeOpInterface` for `affine.for`.
fn verify_loop_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
    inits: &[ValueId],
    iter_args: &[ValueId],
) -> Result<(), Diagnostic> {
    let (rb, regions) = body.op_regions(op);
    let yielded: Vec<Type> = regions
        .first()
        .and_then(|r| rb.entry_block(*r))
        .and_then(|b| rb.last_op(b))
        .filter(|t| ctx.op_name_str(rb.op_name(*t)) == "affine.yield")
        .map(|t| rb.operands(t).map(|v| rb.value_type(v)).collect())
        .unwrap_or_default();
    let e = |m: String| Err(op_error(ctx, body, op, m));
    if inits.len() != iter_args.len() {
        return e(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return e(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    let q = |t: Type| format!("'{}'", type_to_string(ctx, t));
    for (i, (a, b)) in inits.iter().zip(iter_args).enumerate() {
        let (a, b) = (body.value_type(*a), rb.value_type(*b));
        if a != b {
            return e(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                q(a),
                q(b)
            ));
        }
    }
    for (i, (a, b)) in iter_args.iter().zip(&yielded).enumerate() {
        let a = rb.value_type(*a);
        if a != *b {
            return e(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                q(a),
                q(*b)
            ));
        }
    }
    Ok(())
}

/// Upstream's `AffineForOp::verifyRegions`, after the loop-like interface's checks.
fn verify_for_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let [lbs, ubs, inits] = for_groups(ctx, body, op);
    let (rb, regions) = body.op_regions(op);
    let args: Vec<ValueId> = regions
        .first()
        .and_then(|r| rb.entry_block(*r))
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default();
    verify_loop_like(ctx, body, op, &inits, args.get(1..).unwrap_or_default())?;
    let index_iv = args
        .first()
        .is_some_and(|v| matches!(ctx.type_kind(rb.value_type(*v)), rmlir_ir::TypeKind::Index));
    if !index_iv {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected body to have a single index argument for the induction variable",
        ));
    }
    let lb_map = prop_map(ctx, body, op, "lowerBoundMap");
    let ub_map = prop_map(ctx, body, op, "upperBoundMap");
    for (map, operands) in [(&lb_map, &lbs), (&ub_map, &ubs)] {
        if let Some(m) = map {
            if m.num_inputs() > 0 {
                verify_dims_and_symbols(ctx, body, op, operands, m.num_dims() as usize)?;
            }
        }
    }
    let num_results = body.results(op).len();
    if num_results == 0 {
        return Ok(());
    }
    let map_inputs = lb_map.map_or(0, |m| m.num_inputs() as usize)
        + ub_map.map_or(0, |m| m.num_inputs() as usize);
    if body.num_operands(op).saturating_sub(map_inputs) != num_results {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    if args.len().saturating_sub(1) != num_results {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch between the number of basic block args and results",
        ));
    }
    Ok(())
}

// ---- affine.if -----------------------------------------------------------------------------

fn parse_if(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let off = p.offset();
    let a = p.parse_attribute(None)?;
    let Some(set) = set_of(ctx, a) else {
        return p.emit_error(off, "invalid kind of attribute specified");
    };
    state.attrs.push((ctx.ident("condition"), a));
    let before = state.operands.len();
    let num_dims = parse_dims_and_symbols(p, state)?;
    let n = state.operands.len() - before;
    if set.num_dims() as usize != num_dims {
        let off = p.name_offset();
        return p.emit_error(
            off,
            "dim operand count and integer set dim count must match",
        );
    }
    if set.num_inputs() as usize != n {
        let off = p.name_offset();
        return p.emit_error(
            off,
            "symbol operand count and integer set symbol count must match",
        );
    }
    p.parse_optional_arrow_type_list(&mut state.result_types)?;
    p.parse_region_with_args(state, &[])?;
    p.ensure_terminator(state, 0, "affine.yield");
    if p.parse_optional_keyword("else") {
        p.parse_region_with_args(state, &[])?;
        p.ensure_terminator(state, 1, "affine.yield");
    } else {
        p.add_empty_region(state);
    }
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn print_if(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    let cond = condition_attr(ctx, body, op);
    if let Some(a) = cond {
        p.print_attribute(a);
    }
    let num_dims = cond
        .and_then(|a| set_of(ctx, a))
        .map_or(0, |s| s.num_dims() as usize);
    print_dims_and_symbols(p, body, &operands, num_dims);
    let results: Vec<Type> = body
        .results(op)
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    if !results.is_empty() {
        p.write(" -> ");
        p.p.print_function_results(&results);
    }
    p.write(" ");
    let (rb, regions) = body.op_regions(op);
    let terminators = !results.is_empty();
    if let Some(r) = regions.first() {
        p.print_region(rb, *r, false, terminators);
    }
    if let Some(r) = regions.get(1) {
        if !rb.region_is_empty(*r) {
            p.write(" else ");
            p.print_region(rb, *r, false, terminators);
        }
    }
    p.print_optional_attr_dict(body.attrs(op), &["condition"]);
}

/// Upstream's `AffineIfOp::verify`.
fn verify_if(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(set) = condition_attr(ctx, body, op).and_then(|a| set_of(ctx, a)) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires an integer set attribute named 'condition'",
        ));
    };
    if body.num_operands(op) != set.num_inputs() as usize {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    verify_dims_and_symbols(ctx, body, op, &operands, set.num_dims() as usize)
}

/// Upstream's `verifyTypesAlongControlFlowEdges` for `affine.if`: the parent branches to
/// its results directly when there is no else block, with no operands; each region's
/// yield flows to the results.
fn verify_if_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let results: Vec<Type> = body
        .results(op)
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    let (rb, regions) = body.op_regions(op);
    let edge_count = |from: &str, n: usize| {
        op_error(
            ctx,
            body,
            op,
            format!(
                " region control flow edge from {from} to parent results: source has {n} operands, but target successor needs {}",
                results.len()
            ),
        )
    };
    if regions.get(1).is_none_or(|r| rb.region_is_empty(*r)) && !results.is_empty() {
        return Err(edge_count("parent operands", 0));
    }
    for (i, r) in regions.iter().enumerate() {
        let Some(t) = rb.entry_block(*r).and_then(|b| rb.last_op(b)) else {
            continue;
        };
        if ctx.op_name_str(rb.op_name(t)) != "affine.yield" {
            continue;
        }
        let tys: Vec<Type> = rb.operands(t).map(|v| rb.value_type(v)).collect();
        if tys.len() != results.len() {
            return Err(edge_count(&format!("Region #{i}"), tys.len()));
        }
        for (k, (a, b)) in tys.iter().zip(&results).enumerate() {
            if a != b {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        " along control flow edge from Region #{i} to parent results: source type #{k} '{}' should match input type #{k} '{}'",
                        type_to_string(ctx, *a),
                        type_to_string(ctx, *b)
                    ),
                ));
            }
        }
    }
    Ok(())
}

// ---- affine.yield --------------------------------------------------------------------------

/// Upstream's `AffineYieldOp::verify`.
fn verify_yield(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let parent = body.parent_op(op).filter(|p| {
        matches!(
            ctx.op_name_str(body.op_name(*p)),
            "affine.if" | "affine.for" | "affine.parallel"
        )
    });
    let Some(parent) = parent else {
        return Err(op_error(
            ctx,
            body,
            op,
            "only terminates affine.if/for/parallel regions",
        ));
    };
    let results = body.results(parent);
    if results.len() != body.num_operands(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    for (r, v) in results.iter().zip(body.operands(op)) {
        if body.value_type(*r) != body.value_type(v) {
            return Err(op_error(
                ctx,
                body,
                op,
                "types mismatch between yield op and its parent",
            ));
        }
    }
    Ok(())
}
