//! Custom assembly of the `scf` ops upstream writes by hand, as `SCF.cpp` prints and
//! parses it.

use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array, dense_i64_values};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{Argument, OpAsmParser, OperationState, UnresolvedOperand};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{Body, Context, OpId, RegionId, Type, TypeKind, ValueId};

type PResult<T> = Result<T, ()>;

/// `ShapedType::kDynamic`.
pub(crate) const DYNAMIC: i64 = i64::MIN;

// ---- printing helpers --------------------------------------------------------------------

/// Inherent (property) and discardable attributes, sorted, as upstream's `getAttrs()`.
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

fn value_types(body: &Body, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|v| body.value_type(*v)).collect()
}

fn result_types(body: &Body, op: OpId) -> Vec<Type> {
    value_types(body, body.results(op))
}

/// Upstream's `printOptionalArrowTypeList`.
fn arrow_types(p: &mut OpPrinter<'_, '_>, ts: &[Type]) {
    if ts.is_empty() {
        return;
    }
    p.write(" -> ");
    p.p.print_function_results(ts);
}

/// Upstream's `printInitializationList`: `<prefix>(%inner = %outer, ...)`.
fn init_list(
    p: &mut OpPrinter<'_, '_>,
    rb: &Body,
    inner: &[ValueId],
    body: &Body,
    outer: &[ValueId],
    prefix: &str,
) {
    if outer.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, v) in outer.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Some(a) = inner.get(i) {
            p.print_value(rb, *a);
        }
        p.write(" = ");
        p.print_value(body, *v);
    }
    p.write(")");
}

/// The entry-block arguments of region `i` of `op` (empty when the region is).
pub(crate) fn entry_args(body: &Body, op: OpId, i: usize) -> Vec<ValueId> {
    let (rb, regions) = body.op_regions(op);
    regions
        .get(i)
        .and_then(|r| rb.entry_block(*r))
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default()
}

fn region_at(body: &Body, op: OpId, i: usize) -> Option<RegionId> {
    body.op_regions(op).1.get(i).copied()
}

fn operands(body: &Body, op: OpId) -> Vec<ValueId> {
    body.operands(op).collect()
}

/// Operand groups of an `AttrSizedOperandSegments` op.
fn segments(ctx: &Context, def: &rmlir_ir::ods::OpDef, body: &Body, op: OpId) -> Vec<Vec<ValueId>> {
    rmlir_ir::ods::operand_segments(ctx, def, body, op)
        .into_iter()
        .map(|(s, n)| (s..s + n).map(|k| body.operand(op, k)).collect())
        .collect()
}

// ---- parsing helpers ---------------------------------------------------------------------

/// `(%a, %b)`: upstream's `parseArgumentList(args, Delimiter::Paren)` without types.
fn parse_paren_argument_names<'a>(p: &mut OpAsmParser<'_, 'a>) -> PResult<Vec<Argument<'a>>> {
    p.expect(Tok::LParen, "expected '('")?;
    let mut v = Vec::new();
    if p.consume_if(Tok::RParen) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_argument_name()?);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen, "expected ')'")?;
    Ok(v)
}

/// `(%a, %b)` with `required` operands when given (upstream's `parseOperandList(operands,
/// requiredOperandCount, Delimiter::Paren)`).
fn parse_paren_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    required: Option<usize>,
) -> PResult<Vec<UnresolvedOperand<'a>>> {
    let start = p.offset();
    p.expect(Tok::LParen, "expected '('")?;
    let v = p.parse_operand_list()?;
    p.expect(Tok::RParen, "expected ')'")?;
    if let Some(n) = required {
        if v.len() != n {
            return p.emit_error(start, format!("expected {n} operands"));
        }
    }
    Ok(v)
}

fn resolve_all<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    uses: &[UnresolvedOperand<'a>],
    ty: Type,
    state: &mut OperationState,
) -> PResult<()> {
    let tys = vec![ty; uses.len()];
    p.resolve_operands(uses, &tys, state)
}

fn with_types<'a>(args: &[Argument<'a>], tys: &[Type]) -> Vec<Argument<'a>> {
    args.iter()
        .zip(tys)
        .map(|(a, t)| Argument {
            ty: *t,
            ..a.clone()
        })
        .collect()
}

fn push_attr(ctx: &Context, state: &mut OperationState, name: &str, a: rmlir_ir::Attribute) {
    state.attrs.push((ctx.ident(name), a));
}

// ---- scf.execute_region ------------------------------------------------------------------

pub(crate) fn print_execute_region(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    arrow_types(p, &result_types(body, op));
    p.write(" ");
    let (rb, _) = body.op_regions(op);
    if let Some(r) = region_at(body, op, 0) {
        p.print_region(rb, r, false, true);
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &[]);
}

pub(crate) fn parse_execute_region(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    p.parse_optional_arrow_type_list(&mut state.result_types)?;
    p.parse_region_with_args(state, &[])?;
    p.parse_optional_attr_dict(&mut state.attrs)
}

// ---- scf.for -----------------------------------------------------------------------------

pub(crate) fn print_for(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let ops = operands(body, op);
    let args = entry_args(body, op, 0);
    let (rb, _) = body.op_regions(op);
    p.write(" ");
    if let Some(iv) = args.first() {
        p.print_value(rb, *iv);
    }
    p.write(" = ");
    let names = [" to ", " step "];
    for (i, v) in ops.iter().take(3).enumerate() {
        if i > 0 {
            p.write(names[i - 1]);
        }
        p.print_value(body, *v);
    }
    let inits = ops.get(3..).unwrap_or_default();
    init_list(
        p,
        rb,
        args.get(1..).unwrap_or_default(),
        body,
        inits,
        " iter_args",
    );
    if !inits.is_empty() {
        p.write(" -> (");
        types(p, &value_types(body, inits));
        p.write(")");
    }
    p.write(" ");
    if let Some(iv) = args.first() {
        let t = rb.value_type(*iv);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            p.write(" : ");
            p.print_type(t);
            p.write(" ");
        }
    }
    if let Some(r) = region_at(body, op, 0) {
        p.print_region(rb, r, false, !inits.is_empty());
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &[]);
}

pub(crate) fn parse_for(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let iv = p.parse_argument_name()?;
    p.expect(Tok::Equal, "expected '='")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;

    let mut region_args = vec![iv];
    let mut inits = Vec::new();
    let has_iter_args = p.parse_optional_keyword("iter_args");
    if has_iter_args {
        p.parse_assignment_list(&mut region_args, &mut inits)?;
        p.expect(Tok::Arrow, "expected '->'")?;
        p.parse_function_result_types(&mut state.result_types)?;
    }
    if region_args.len() != state.result_types.len() + 1 {
        let off = p.name_offset();
        return p.emit_error(
            off,
            "mismatch in number of loop-carried values and defined values",
        );
    }
    let ty = if p.consume_if(Tok::Colon) {
        p.parse_type()?
    } else {
        ctx.index_type()
    };
    region_args[0].ty = ty;
    p.resolve_operands(&[lb, ub, step], &[ty, ty, ty], state)?;
    let results = state.result_types.clone();
    for (k, (a, u)) in region_args[1..].iter_mut().zip(&inits).enumerate() {
        a.ty = results[k];
        p.resolve_operands(std::slice::from_ref(u), &[results[k]], state)?;
    }
    p.parse_region_with_args(state, &region_args)?;
    p.ensure_terminator(state, 0, "scf.yield");
    p.parse_optional_attr_dict(&mut state.attrs)
}

// ---- scf.forall --------------------------------------------------------------------------

/// The constant integer value of `v` (upstream's `getConstantIntValue` on a value): the
/// `value` of a constant-like op defining it.
pub(crate) fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let def = body.defining_op(v)?;
    if !ctx
        .op_traits(body.op_name(def))
        .has(rmlir_ir::dialect::Traits::CONSTANT_LIKE)
    {
        return None;
    }
    let a = rmlir_ir::ods::prop(ctx, body, def, "value")?;
    match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// Mixed static/dynamic values: the static list with dynamic entries taken from `dynamic`.
fn mixed(ctx: &Context, body: &Body, statics: &[i64], dynamic: &[ValueId]) -> Vec<Option<i64>> {
    let mut d = dynamic.iter();
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                d.next().and_then(|v| constant_int(ctx, body, *v))
            } else {
                Some(*s)
            }
        })
        .collect()
}

/// Upstream's `printDynamicIndexList` with parentheses.
fn dynamic_index_list(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    dynamic: &[ValueId],
    statics: &[i64],
) {
    p.write("(");
    let mut d = dynamic.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *s == DYNAMIC {
            if let Some(v) = d.next() {
                p.print_value(body, *v);
            }
        } else {
            p.write(&s.to_string());
        }
    }
    p.write(")");
}

pub(crate) fn print_forall(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let segs = segments(ctx, &super::FORALL, body, op);
    let st = |n: &str| {
        rmlir_ir::ods::prop(ctx, body, op, n)
            .and_then(|a| dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let (slb, sub, sst) = (
        st("staticLowerBound"),
        st("staticUpperBound"),
        st("staticStep"),
    );
    let rank = slb.len();
    let args = entry_args(body, op, 0);
    let (rb, _) = body.op_regions(op);
    p.write(" (");
    values(p, rb, &args[..rank.min(args.len())]);
    let normalized = mixed(ctx, body, &slb, &segs[0])
        .iter()
        .all(|v| *v == Some(0))
        && mixed(ctx, body, &sst, &segs[2])
            .iter()
            .all(|v| *v == Some(1));
    if normalized {
        p.write(") in ");
        dynamic_index_list(p, body, &segs[1], &sub);
    } else {
        p.write(") = ");
        dynamic_index_list(p, body, &segs[0], &slb);
        p.write(" to ");
        dynamic_index_list(p, body, &segs[1], &sub);
        p.write(" step ");
        dynamic_index_list(p, body, &segs[2], &sst);
    }
    let outs = &segs[3];
    let out_args = args.get(rank..).unwrap_or_default();
    init_list(p, rb, out_args, body, outs, " shared_outs");
    p.write(" ");
    if !out_args.is_empty() {
        p.write("-> (");
        types(p, &result_types(body, op));
        p.write(") ");
    }
    if let Some(r) = region_at(body, op, 0) {
        p.print_region(rb, r, false, !body.results(op).is_empty());
    }
    p.print_optional_attr_dict(
        &all_attrs(ctx, body, op),
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// Upstream's `parseDynamicIndexList` with parentheses.
fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    dynamic: &mut Vec<UnresolvedOperand<'a>>,
) -> PResult<Vec<i64>> {
    p.expect(Tok::LParen, "expected '('")?;
    let mut statics = Vec::new();
    if p.consume_if(Tok::RParen) {
        return Ok(statics);
    }
    loop {
        if p.at(Tok::PercentIdent) {
            dynamic.push(p.parse_operand()?);
            statics.push(DYNAMIC);
        } else {
            match p.parse_optional_integer()? {
                Some(v) => statics.push(v),
                None => return p.error("expected integer value"),
            }
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen, "expected ')' in dynamic index list")?;
    Ok(statics)
}

pub(crate) fn parse_forall(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let ivs = parse_paren_argument_names(p)?;
    let (mut dlb, mut dub, mut dst) = (Vec::new(), Vec::new(), Vec::new());
    let (slb, sub, sst);
    if p.parse_optional_keyword("in") {
        sub = parse_dynamic_index_list(p, &mut dub)?;
        resolve_all(p, &dub, index, state)?;
        slb = vec![0; ivs.len()];
        sst = vec![1; ivs.len()];
    } else {
        p.expect(Tok::Equal, "expected '='")?;
        slb = parse_dynamic_index_list(p, &mut dlb)?;
        resolve_all(p, &dlb, index, state)?;
        p.parse_keyword("to")?;
        sub = parse_dynamic_index_list(p, &mut dub)?;
        resolve_all(p, &dub, index, state)?;
        p.parse_keyword("step")?;
        sst = parse_dynamic_index_list(p, &mut dst)?;
        resolve_all(p, &dst, index, state)?;
    }
    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let outs_off = p.offset();
    if p.parse_optional_keyword("shared_outs") {
        p.parse_assignment_list(&mut out_args, &mut outs)?;
        p.parse_optional_arrow_type_list(&mut state.result_types)?;
        if outs.len() != state.result_types.len() {
            let msg = format!(
                "{} operands present, but expected {}",
                outs.len(),
                state.result_types.len()
            );
            return p.emit_error(outs_off, msg);
        }
        let tys = state.result_types.clone();
        p.resolve_operands(&outs, &tys, state)?;
    }
    let mut region_args = with_types(&ivs, &vec![index; ivs.len()]);
    region_args.extend(with_types(&out_args, &state.result_types.clone()));
    p.parse_region_with_args(state, &region_args)?;
    p.ensure_terminator(state, 0, "scf.forall.in_parallel");
    p.parse_optional_attr_dict(&mut state.attrs)?;
    push_attr(ctx, state, "staticLowerBound", dense_i64_array(ctx, &slb));
    push_attr(ctx, state, "staticUpperBound", dense_i64_array(ctx, &sub));
    push_attr(ctx, state, "staticStep", dense_i64_array(ctx, &sst));
    let sizes = [dlb.len(), dub.len(), dst.len(), outs.len()].map(|n| n as i32);
    push_attr(
        ctx,
        state,
        "operandSegmentSizes",
        dense_i32_array(ctx, &sizes),
    );
    Ok(())
}

// ---- scf.forall.in_parallel --------------------------------------------------------------

pub(crate) fn print_in_parallel(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    let (rb, _) = body.op_regions(op);
    if let Some(r) = region_at(body, op, 0) {
        p.print_region(rb, r, false, false);
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &[]);
}

pub(crate) fn parse_in_parallel(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    p.parse_region_with_args(state, &[])?;
    p.ensure_entry_block(state, 0);
    p.parse_optional_attr_dict(&mut state.attrs)
}

// ---- scf.if ------------------------------------------------------------------------------

pub(crate) fn print_if(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    if let Some(c) = body.operands(op).next() {
        p.print_value(body, c);
    }
    let results = result_types(body, op);
    let terminators = !results.is_empty();
    if terminators {
        p.write(" -> (");
        types(p, &results);
        p.write(")");
    }
    p.write(" ");
    let (rb, _) = body.op_regions(op);
    if let Some(r) = region_at(body, op, 0) {
        p.print_region(rb, r, false, terminators);
    }
    if let Some(r) = region_at(body, op, 1) {
        if !rb.region_is_empty(r) {
            p.write(" else ");
            p.print_region(rb, r, false, terminators);
        }
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &[]);
}

pub(crate) fn parse_if(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    p.resolve_operands(&[cond], &[ctx.integer_type(1)], state)?;
    p.parse_optional_arrow_type_list(&mut state.result_types)?;
    p.parse_region_with_args(state, &[])?;
    p.ensure_terminator(state, 0, "scf.yield");
    if p.parse_optional_keyword("else") {
        p.parse_region_with_args(state, &[])?;
        p.ensure_terminator(state, 1, "scf.yield");
    } else {
        p.add_empty_region(state);
    }
    p.parse_optional_attr_dict(&mut state.attrs)
}

// ---- scf.index_switch --------------------------------------------------------------------

pub(crate) fn print_index_switch(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    if let Some(a) = body.operands(op).next() {
        p.print_value(body, a);
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &["cases"]);
    let results = result_types(body, op);
    if !results.is_empty() {
        p.write(" -> ");
        types(p, &results);
    }
    p.write(" ");
    let cases = rmlir_ir::ods::prop(ctx, body, op, "cases")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let (rb, regions) = body.op_regions(op);
    for (v, r) in cases.iter().zip(regions.iter().skip(1)) {
        p.print_newline();
        p.write(&format!("case {v} "));
        p.print_region(rb, *r, false, true);
    }
    p.print_newline();
    p.write("default");
    if let Some(r) = regions.first() {
        p.write(" ");
        let elide = rb
            .entry_block(*r)
            .and_then(|b| rb.last_op(b))
            .is_some_and(|t| {
                ctx.op_name_str(rb.op_name(t)) == "scf.yield"
                    && rb.num_operands(t) == 0
                    && rb.attrs(t).is_empty()
            });
        p.print_region(rb, *r, true, !elide);
    }
}

pub(crate) fn parse_index_switch(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let arg = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    if p.consume_if(Tok::Arrow) {
        state.result_types.extend(p.parse_type_list()?);
    }
    let mut cases = Vec::new();
    while p.parse_optional_keyword("case") {
        let Some(v) = p.parse_optional_integer()? else {
            return p.error("expected integer value");
        };
        cases.push(v);
        p.parse_region_with_args(state, &[])?;
    }
    p.parse_keyword("default")?;
    p.parse_region_with_args(state, &[])?;
    // The default region is the op's first.
    state.regions.rotate_right(1);
    for i in 0..state.regions.len() {
        p.ensure_terminator(state, i, "scf.yield");
    }
    push_attr(ctx, state, "cases", dense_i64_array(ctx, &cases));
    p.resolve_operands(&[arg], &[ctx.index_type()], state)
}

// ---- scf.parallel ------------------------------------------------------------------------

pub(crate) fn print_parallel(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let segs = segments(ctx, &super::PARALLEL, body, op);
    let args = entry_args(body, op, 0);
    let (rb, _) = body.op_regions(op);
    p.write(" (");
    values(p, rb, &args);
    p.write(") = (");
    values(p, body, &segs[0]);
    p.write(") to (");
    values(p, body, &segs[1]);
    p.write(") step (");
    values(p, body, &segs[2]);
    p.write(")");
    if !segs[3].is_empty() {
        p.write(" init (");
        values(p, body, &segs[3]);
        p.write(")");
    }
    arrow_types(p, &result_types(body, op));
    p.write(" ");
    if let Some(r) = region_at(body, op, 0) {
        p.print_region(rb, r, false, true);
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &["operandSegmentSizes"]);
}

pub(crate) fn parse_parallel(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let ivs = parse_paren_argument_names(p)?;
    p.expect(Tok::Equal, "expected '='")?;
    let lower = parse_paren_operands(p, Some(ivs.len()))?;
    resolve_all(p, &lower, index, state)?;
    p.parse_keyword("to")?;
    let upper = parse_paren_operands(p, Some(ivs.len()))?;
    resolve_all(p, &upper, index, state)?;
    p.parse_keyword("step")?;
    let steps = parse_paren_operands(p, Some(ivs.len()))?;
    resolve_all(p, &steps, index, state)?;
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        inits = parse_paren_operands(p, None)?;
    }
    p.parse_optional_arrow_type_list(&mut state.result_types)?;
    let region_args = with_types(&ivs, &vec![index; ivs.len()]);
    p.parse_region_with_args(state, &region_args)?;
    let sizes = [lower.len(), upper.len(), steps.len(), inits.len()].map(|n| n as i32);
    push_attr(
        ctx,
        state,
        "operandSegmentSizes",
        dense_i32_array(ctx, &sizes),
    );
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let tys = state.result_types.clone();
    p.resolve_operands(&inits, &tys, state)?;
    p.ensure_terminator(state, 0, "scf.reduce");
    Ok(())
}

// ---- scf.while ---------------------------------------------------------------------------

pub(crate) fn print_while(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let inits = operands(body, op);
    let before = entry_args(body, op, 0);
    let (rb, _) = body.op_regions(op);
    init_list(p, rb, &before, body, &inits, " ");
    p.write(" : (");
    types(p, &value_types(body, &inits));
    p.write(") -> ");
    p.p.print_function_results(&result_types(body, op));
    p.write(" ");
    if let Some(r) = region_at(body, op, 0) {
        p.print_region(rb, r, false, true);
    }
    p.write(" do ");
    if let Some(r) = region_at(body, op, 1) {
        p.print_region(rb, r, true, true);
    }
    p.print_optional_attr_dict_with_keyword(&all_attrs(ctx, body, op), &[]);
}

pub(crate) fn parse_while(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let mut region_args = Vec::new();
    let mut inits = Vec::new();
    if p.at(Tok::LParen) {
        p.parse_assignment_list(&mut region_args, &mut inits)?;
    }
    let type_off = p.offset();
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(ty).clone() else {
        return p.emit_error(type_off, "invalid kind of type specified");
    };
    state.result_types.extend(results.iter().copied());
    if inputs.len() != inits.len() {
        let msg = format!(
            "expected as many input types as operands (expected {} got {})",
            inits.len(),
            inputs.len()
        );
        return p.emit_error(type_off, msg);
    }
    p.resolve_operands(&inits, &inputs, state)?;
    let region_args = with_types(&region_args, &inputs);
    p.parse_region_with_args(state, &region_args)?;
    p.parse_keyword("do")?;
    p.parse_region_with_args(state, &[])?;
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)
}
