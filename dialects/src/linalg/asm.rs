//! Custom assembly of the linalg ops, as `LinalgOps.cpp` prints and parses it.

use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::ods::constraints::{dense_i32_array, dialect_attr, dialect_attr_params};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, UnresolvedOperand};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, ValueId};

use super::named;

type PResult<T> = Result<T, ()>;

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

/// Upstream's `printCommonStructuredOpParts`.
fn print_ins_outs(p: &mut OpPrinter<'_, '_>, body: &Body, ins: &[ValueId], outs: &[ValueId]) {
    for (kw, vs) in [("ins", ins), ("outs", outs)] {
        if vs.is_empty() {
            continue;
        }
        p.write(" ");
        p.write(kw);
        p.write("(");
        values(p, body, vs);
        p.write(" : ");
        let ts: Vec<Type> = vs.iter().map(|v| body.value_type(*v)).collect();
        types(p, &ts);
        p.write(")");
    }
}

/// Upstream's `printNamedStructuredOpResults`.
fn print_results(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ts: Vec<Type> = body
        .results(op)
        .iter()
        .map(|v| body.value_type(*v))
        .collect();
    if ts.is_empty() {
        return;
    }
    p.write(" -> ");
    p.p.print_function_results(&ts);
}

pub(crate) fn print_named(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    p.print_optional_attr_dict(
        &all_attrs(ctx, body, op),
        &["operandSegmentSizes", "linalg.memoized_indexing_maps"],
    );
    let (ins, outs) = super::segments(ctx, body, op);
    print_ins_outs(p, body, &ins, &outs);
    print_results(p, body, op);
}

/// Upstream's `parseCommonStructuredOpParts`: `<{props}>? {attrs}? ins(..)? outs(..)?`;
/// returns the input and output types.
fn parse_common<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    state: &mut OperationState,
) -> PResult<(Vec<Type>, Vec<Type>)> {
    let ctx = p.ctx();
    if p.consume_if(Tok::Less) {
        let props = p.parse_attribute(None)?;
        p.expect(Tok::Greater, "expected '>'")?;
        state.properties = Some(props);
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let mut groups: Vec<(Vec<UnresolvedOperand<'a>>, Vec<Type>, usize)> = Vec::new();
    for kw in ["ins", "outs"] {
        let mut uses = Vec::new();
        let mut tys = Vec::new();
        let mut off = p.offset();
        if p.parse_optional_keyword(kw) {
            p.expect(Tok::LParen, "expected '('")?;
            off = p.offset();
            uses = p.parse_operand_list()?;
            p.expect(Tok::Colon, "expected ':'")?;
            tys = p.parse_type_list()?;
            p.expect(Tok::RParen, "expected ')'")?;
        }
        groups.push((uses, tys, off));
    }
    for (uses, tys, off) in &groups {
        if uses.len() != tys.len() {
            return p.emit_error(
                *off,
                format!(
                    "{} operands present, but expected {}",
                    uses.len(),
                    tys.len()
                ),
            );
        }
        p.resolve_operands(uses, tys, state)?;
    }
    let sizes = dense_i32_array(ctx, &[groups[0].0.len() as i32, groups[1].0.len() as i32]);
    match state.properties {
        Some(props) => {
            let mut entries: Vec<NamedAttr> = ctx.dict_entries(props).to_vec();
            entries.push((ctx.ident("operandSegmentSizes"), sizes));
            state.properties = ctx.dict_attr(entries).ok();
        }
        None => state.attrs.push((ctx.ident("operandSegmentSizes"), sizes)),
    }
    let [(_, ins, _), (_, outs, _)] = <[_; 2]>::try_from(groups).map_err(|_| ())?;
    Ok((ins, outs))
}

fn attr_lookup<'s>(
    ctx: &'s Context,
    state: &'s OperationState,
) -> impl Fn(&str) -> Option<Attribute> + 's {
    move |n: &str| {
        state
            .attrs
            .iter()
            .find(|(k, _)| ctx.ident_str(*k) == n)
            .map(|(_, v)| *v)
            .or_else(|| {
                state.properties.and_then(|d| {
                    ctx.dict_entries(d)
                        .iter()
                        .find(|(k, _)| ctx.ident_str(*k) == n)
                        .map(|(_, v)| *v)
                })
            })
    }
}

pub(crate) fn parse_named(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let Some(def) = named::lookup(p.op_name()) else {
        return p.error("unknown named op");
    };
    let (ins, outs) = parse_common(p, state)?;
    p.parse_optional_arrow_type_list(&mut state.result_types)?;
    let n = ins.len() + outs.len();
    if n != def.num_args() {
        let off = p.offset();
        return p.emit_error(
            off,
            format!(
                "[parseNamedStructuredOpRegion] ods-gen generated region expects {} args, got {}",
                def.num_args(),
                n
            ),
        );
    }
    let mut operand_types = ins;
    operand_types.extend(outs);
    let maps = {
        let lookup = attr_lookup(ctx, state);
        def.memoizes()
            .then(|| named::indexing_maps(ctx, def, &operand_types, &lookup))
    };
    let attrs_snapshot: Vec<(String, Attribute)> = {
        let lookup = attr_lookup(ctx, state);
        ["cast", "fun"]
            .iter()
            .filter_map(|n| lookup(n).map(|a| (n.to_string(), a)))
            .collect()
    };
    p.add_empty_region(state);
    let (body, region) = p.state_region(state, 0);
    let lookup = |n: &str| attrs_snapshot.iter().find(|(k, _)| k == n).map(|(_, a)| *a);
    if let Err(msg) = named::build_body(ctx, body, region, def, &operand_types, &lookup) {
        return p.error(msg);
    }
    if let Some(maps) = maps {
        let arr: Vec<Attribute> = maps
            .into_iter()
            .map(|m| ctx.get_attr(AttrKind::AffineMap(m)))
            .collect();
        state.attrs.push((
            ctx.ident("linalg.memoized_indexing_maps"),
            ctx.array_attr(&arr),
        ));
    }
    Ok(())
}

const GENERIC_ATTR_NAMES: &[&str] = &["doc", "indexing_maps", "library_call", "iterator_types"];

pub(crate) fn print_generic(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    let attrs = all_attrs(ctx, body, op);
    let mut generic: Vec<NamedAttr> = Vec::new();
    for (n, a) in &attrs {
        let name = ctx.ident_str(*n);
        if name == "iterator_types" {
            let names: Vec<Attribute> = match ctx.attr_kind(*a) {
                AttrKind::Array(v) => v
                    .iter()
                    .map(|t| {
                        let s = dialect_attr_params(ctx, *t, "#linalg.iterator_type")
                            .map(|p| p.trim_start_matches('<').trim_end_matches('>'))
                            .unwrap_or("");
                        ctx.string_attr(s)
                    })
                    .collect(),
                _ => Vec::new(),
            };
            generic.push((*n, ctx.array_attr(&names)));
        } else if GENERIC_ATTR_NAMES.contains(&name) {
            generic.push((*n, *a));
        }
    }
    if !generic.is_empty() {
        if let Ok(d) = ctx.dict_attr(generic) {
            p.print_attribute(d);
        }
    }
    let (ins, outs) = super::segments(ctx, body, op);
    print_ins_outs(p, body, &ins, &outs);
    let has_extra = attrs.iter().any(|(n, _)| {
        let name = ctx.ident_str(*n);
        !GENERIC_ATTR_NAMES.contains(&name) && name != "operandSegmentSizes"
    });
    if has_extra {
        p.write(" attrs = ");
        let mut elided: Vec<&str> = GENERIC_ATTR_NAMES.to_vec();
        elided.push("operandSegmentSizes");
        // `printOptionalAttrDict` writes ` {...}` after upstream's `attrs = `.
        p.print_optional_attr_dict(&attrs, &elided);
    }
    let (rb, regions) = body.op_regions(op);
    if let Some(r) = regions.first() {
        if !rb.region_is_empty(*r) {
            p.write(" ");
            p.print_region(rb, *r, true, true);
        }
    }
    print_results(p, body, op);
}

pub(crate) fn parse_generic(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let off = p.offset();
    let dict = p.parse_attribute(None)?;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
        return p.emit_error(off, "expected attribute value");
    };
    let mut entries: Vec<NamedAttr> = entries.to_vec();
    let it_pos = entries.iter().position(|(n, a)| {
        ctx.ident_str(*n) == "iterator_types" && matches!(ctx.attr_kind(*a), AttrKind::Array(_))
    });
    let Some(it_pos) = it_pos else {
        return p.emit_error(off, "expected iterator_types array attribute");
    };
    let AttrKind::Array(its) = ctx.attr_kind(entries[it_pos].1) else {
        return Err(());
    };
    let mut converted = Vec::new();
    for t in its.iter() {
        let s = ctx
            .attr_str(*t)
            .map(|b| String::from_utf8_lossy(b).into_owned())
            .unwrap_or_default();
        if s != "parallel" && s != "reduction" && s != "window" {
            let off = p.offset();
            return p.emit_error(off, format!("unexpected iterator_type ({s})"));
        }
        converted.push(dialect_attr(ctx, "linalg", &format!("iterator_type<{s}>")));
    }
    entries[it_pos].1 = ctx.array_attr(&converted);
    state.attrs.extend(entries);
    parse_common(p, state)?;
    if p.parse_optional_keyword("attrs") {
        p.expect(Tok::Equal, "expected '='")?;
        p.parse_optional_attr_dict(&mut state.attrs)?;
    }
    p.parse_region(state)?;
    p.parse_optional_arrow_type_list(&mut state.result_types)
}

pub(crate) fn parse_yield(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let off = p.offset();
    let uses = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let mut tys = Vec::new();
    if !uses.is_empty() {
        p.expect(Tok::Colon, "expected ':'")?;
        tys = p.parse_type_list()?;
    }
    if uses.len() != tys.len() {
        return p.emit_error(
            off,
            format!(
                "{} operands present, but expected {}",
                uses.len(),
                tys.len()
            ),
        );
    }
    p.resolve_operands(&uses, &tys, state)
}

pub(crate) fn print_yield(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let ops: Vec<ValueId> = body.operands(op).collect();
    if !ops.is_empty() {
        p.write(" ");
        values(p, body, &ops);
    }
    p.print_optional_attr_dict(&all_attrs(ctx, body, op), &[]);
    if !ops.is_empty() {
        p.write(" : ");
        let ts: Vec<Type> = ops.iter().map(|v| body.value_type(*v)).collect();
        types(p, &ts);
    }
}

/// The structural checks of upstream's `verifyStructuredOpInterface` that the loop
/// lowerings rely on: one indexing map per operand, each with as many inputs as loops and
/// as many results as the operand's rank, and a block argument per operand.
pub(crate) fn verify_structured(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(Diagnostic::error(body.loc(op), msg));
    let name = ctx.op_name_str(body.op_name(op));
    let n_operands = body.num_operands(op);
    let Some(maps) = super::indexing_maps(ctx, body, op) else {
        return Ok(());
    };
    let Some(iters) = super::iterator_types(ctx, body, op) else {
        return Ok(());
    };
    if maps.len() != n_operands {
        return err(format!(
            "'{name}' op expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            n_operands
        ));
    }
    for (i, (m, v)) in maps.iter().zip(body.operands(op)).enumerate() {
        if m.num_symbols() != 0 {
            return err(format!(
                "'{name}' op unexpected symbols in indexing_map #{i}"
            ));
        }
        if m.num_dims() as usize != iters.len() {
            return err(format!(
                "'{name}' op expected indexing_map #{i} to have {} dim(s) to match the number of loops",
                iters.len()
            ));
        }
        let rank = match ctx.type_kind(body.value_type(v)) {
            rmlir_ir::TypeKind::MemRef { shape, .. }
            | rmlir_ir::TypeKind::RankedTensor { shape, .. } => shape.len(),
            rmlir_ir::TypeKind::Vector { shape, .. } => shape.len(),
            _ => 0,
        };
        if m.num_results() != rank {
            return err(format!(
                "'{name}' op expected operand rank ({rank}) to match the result rank of indexing_map #{i} ({})",
                m.num_results()
            ));
        }
    }
    Ok(())
}
