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
pub(crate) fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
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
pub(crate) fn print_ins_outs(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    ins: &[ValueId],
    outs: &[ValueId],
) {
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
fn parse_common(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<(Vec<Type>, Vec<Type>)> {
    parse_common_parts(p, state, true)
}

/// [`parse_common`], the `operandSegmentSizes` attribute added when `add_segments`.
pub(crate) fn parse_common_parts<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    state: &mut OperationState,
    add_segments: bool,
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
        _ if !add_segments => {}
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
        return p.emit_error(off, "expected \"iterator_types\" array attribute");
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

/// Upstream's linalg notion of an operand's rank: memrefs and ranked tensors have one;
/// anything else (scalars, vectors) is an elemental value of rank 0.
fn linalg_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        rmlir_ir::TypeKind::MemRef { shape, .. }
        | rmlir_ir::TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// Upstream's `verifyDestinationStyleOpInterface`: every init is a ranked tensor or a
/// memref, one result per tensor init, of the init's type.
pub(crate) fn verify_dps(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(rmlir_ir::verifier::op_error(ctx, body, op, msg));
    let (ins, outs) = super::segments(ctx, body, op);
    let mut tensor_inits = Vec::new();
    for (i, v) in outs.iter().enumerate() {
        match ctx.type_kind(body.value_type(*v)) {
            rmlir_ir::TypeKind::RankedTensor { .. } => tensor_inits.push(ins.len() + i),
            rmlir_ir::TypeKind::MemRef { .. } | rmlir_ir::TypeKind::UnrankedMemRef { .. } => {}
            _ => {
                return err(format!(
                    "expected that operand #{} is a ranked tensor or a ranked memref",
                    ins.len() + i
                ))
            }
        }
    }
    let results = body.results(op);
    if results.len() != tensor_inits.len() {
        return err(format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
            results.len(),
            tensor_inits.len()
        ));
    }
    for (r, k) in results.iter().zip(&tensor_inits) {
        let ot = body.value_type(body.operand(op, *k));
        let rt = body.value_type(*r);
        if ot != rt {
            return err(format!(
                "expected type of operand #{k} ('{}') to match type of corresponding result ('{}')",
                rmlir_ir::printer::type_to_string(ctx, ot),
                rmlir_ir::printer::type_to_string(ctx, rt)
            ));
        }
    }
    Ok(())
}

/// The value of `e` with dims bound to `dims` (upstream's `AffineMap::compose` on
/// constants); `None` for symbols or a division by zero.
fn eval_expr(e: &rmlir_ir::affine::AffineExpr, dims: &[i64]) -> Option<i64> {
    use rmlir_ir::affine::AffineExprView as V;
    Some(match e.view() {
        V::Dim(d) => *dims.get(d as usize)?,
        V::Symbol(_) => return None,
        V::Constant(c) => c,
        V::Add(a, b) => eval_expr(a, dims)?.wrapping_add(eval_expr(b, dims)?),
        V::Mul(a, b) => eval_expr(a, dims)?.wrapping_mul(eval_expr(b, dims)?),
        V::Mod(a, b) => {
            let (a, b) = (eval_expr(a, dims)?, eval_expr(b, dims)?);
            if b == 0 {
                return None;
            }
            a.rem_euclid(b)
        }
        V::FloorDiv(a, b) => {
            let (a, b) = (eval_expr(a, dims)?, eval_expr(b, dims)?);
            if b == 0 {
                return None;
            }
            a.div_euclid(b) - i64::from(b < 0 && a.rem_euclid(b) != 0)
        }
        V::CeilDiv(a, b) => {
            let (a, b) = (eval_expr(a, dims)?, eval_expr(b, dims)?);
            if b == 0 {
                return None;
            }
            -((-a).div_euclid(b) - i64::from(b < 0 && (-a).rem_euclid(b) != 0))
        }
    })
}

/// Upstream's `verifyStructuredOpInterface` (LLVM 19).
pub(crate) fn verify_structured(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(rmlir_ir::verifier::op_error(ctx, body, op, msg));
    let name = ctx.op_name_str(body.op_name(op));
    let operands: Vec<ValueId> = body.operands(op).collect();
    let types: Vec<Type> = operands.iter().map(|v| body.value_type(*v)).collect();
    // Mixed tensor/buffer operands are not allowed (scalars and vectors are neither).
    let is_tensor = |t: Type| {
        matches!(
            ctx.type_kind(t),
            rmlir_ir::TypeKind::RankedTensor { .. } | rmlir_ir::TypeKind::UnrankedTensor { .. }
        )
    };
    let is_memref = |t: Type| {
        matches!(
            ctx.type_kind(t),
            rmlir_ir::TypeKind::MemRef { .. } | rmlir_ir::TypeKind::UnrankedMemRef { .. }
        )
    };
    let pure_tensor = types.iter().all(|t| !is_memref(*t));
    let pure_buffer = types.iter().all(|t| !is_tensor(*t));
    if !pure_tensor && !pure_buffer && !operands.is_empty() {
        return err("expected to have pure tensor or buffer semantics".into());
    }
    let Some(maps) = super::indexing_maps(ctx, body, op) else {
        return Ok(());
    };
    let Some(iters) = super::iterator_types(ctx, body, op) else {
        return Ok(());
    };
    if maps.len() != operands.len() {
        return err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            operands.len()
        ));
    }
    let shapes: Vec<&[i64]> = types
        .iter()
        .map(|t| linalg_shape(ctx, *t).unwrap_or(&[]))
        .collect();
    for (i, m) in maps.iter().enumerate() {
        if m.num_symbols() != 0 {
            return err(format!("unexpected symbols in indexing_map #{i}"));
        }
        if m.num_dims() as usize != iters.len() {
            return err(format!(
                "expected indexing_map #{i} to have {} dim(s) to match the number of loops",
                iters.len()
            ));
        }
        let rank = shapes[i].len();
        if m.num_results() != rank {
            return err(format!(
                "expected operand rank ({rank}) to match the result rank of indexing_map #{i} ({})",
                m.num_results()
            ));
        }
    }
    // `getShapesToLoopsMap`: the inverse of the concatenated maps, each loop taken from the
    // first result that is exactly its dimension.
    let n_loops = iters.len();
    let flat: Vec<i64> = shapes.iter().flat_map(|s| s.iter().copied()).collect();
    let mut loop_src: Vec<Option<usize>> = vec![None; n_loops];
    let mut k = 0;
    for m in &maps {
        for e in m.results() {
            if let rmlir_ir::affine::AffineExprView::Dim(d) = e.view() {
                if let Some(slot) = loop_src.get_mut(d as usize) {
                    slot.get_or_insert(k);
                }
            }
            k += 1;
        }
    }
    if loop_src.iter().any(Option::is_none) {
        return err("expected the shape-to-loops map to be non-null".into());
    }
    let ranges: Vec<i64> = loop_src.iter().map(|s| flat[s.unwrap_or(0)]).collect();
    if ranges.iter().all(|r| *r != i64::MIN) {
        let start = vec![0; n_loops];
        let end: Vec<i64> = ranges.iter().map(|r| r - 1).collect();
        for (i, m) in maps.iter().enumerate() {
            for (dim, e) in m.results().iter().enumerate() {
                let size = shapes[i][dim];
                if size == i64::MIN || size == 0 {
                    continue;
                }
                let (Some(a), Some(b)) = (eval_expr(e, &start), eval_expr(e, &end)) else {
                    continue;
                };
                let inferred = a.max(b) + 1;
                if a.min(b) < 0 {
                    return err(format!(
                        "unexpected result less than 0 at expression #{dim} in {m}"
                    ));
                }
                if matches!(e.view(), rmlir_ir::affine::AffineExprView::Dim(_)) {
                    if inferred != size {
                        return err(format!(
                            "inferred input/output operand #{i} has shape's dimension #{dim} to be {inferred}, but found {size}"
                        ));
                    }
                } else if inferred > size {
                    return err(format!(
                        "inferred input/output operand #{i} has shape's dimension #{dim} to be greater than or equal to {inferred}, but found {size}"
                    ));
                }
            }
        }
    }
    let (rb, regions) = body.op_regions(op);
    if regions.len() != 1 || rb.region_blocks(regions[0]).count() != 1 {
        return err("expects to have 1 region with 1 block".into());
    }
    let Some(block) = rb.entry_block(regions[0]) else {
        return Ok(());
    };
    let args = rb.block_args(block);
    // `getOpOperandsMatchingBBargs`: the inputs only for `linalg.map`.
    let n_matching = if name == "linalg.map" {
        super::segments(ctx, body, op).0.len()
    } else {
        operands.len()
    };
    if n_matching != args.len() {
        return err("expected as many non-induction variable region arguments as the number of input/output operands".into());
    }
    for (i, t) in types.iter().enumerate().take(n_matching) {
        let et = match ctx.type_kind(*t) {
            rmlir_ir::TypeKind::MemRef { elem, .. }
            | rmlir_ir::TypeKind::RankedTensor { elem, .. } => *elem,
            _ => *t,
        };
        let at = rb.value_type(args[i]);
        if et != at {
            return err(format!(
                "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding operand ('{}')",
                rmlir_ir::printer::type_to_string(ctx, at),
                rmlir_ir::printer::type_to_string(ctx, et)
            ));
        }
    }
    Ok(())
}

/// `YieldOp::verify`: inside a structured op, one value per init of the init's element
/// type.
pub(crate) fn verify_yield(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(rmlir_ir::verifier::op_error(ctx, body, op, msg));
    let Some(parent) = body.parent_op(op) else {
        return err("expected parent op with LinalgOp interface".into());
    };
    let (pb, regions) = body.op_regions(parent);
    if regions.len() != 1 || pb.region_is_empty(regions[0]) {
        return err("expected single non-empty parent region".into());
    }
    if !super::is_structured(ctx, body, parent) {
        return err("expected parent op with LinalgOp interface".into());
    }
    let (_, outs) = super::segments(ctx, body, parent);
    let vals: Vec<ValueId> = body.operands(op).collect();
    if vals.len() != outs.len() {
        return err(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            vals.len(),
            outs.len()
        ));
    }
    for (i, (v, o)) in vals.iter().zip(&outs).enumerate() {
        let ot = body.value_type(*o);
        let et = match ctx.type_kind(ot) {
            rmlir_ir::TypeKind::MemRef { elem, .. }
            | rmlir_ir::TypeKind::RankedTensor { elem, .. } => *elem,
            _ => ot,
        };
        let vt = body.value_type(*v);
        if vt != et {
            return err(format!(
                "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic op ('{}')",
                i + 1,
                rmlir_ir::printer::type_to_string(ctx, vt),
                rmlir_ir::printer::type_to_string(ctx, et)
            ));
        }
    }
    Ok(())
}

/// `IndexOp::verify`: inside a structured op, `dim` below its number of loops.
pub(crate) fn verify_index(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(rmlir_ir::verifier::op_error(ctx, body, op, msg));
    let parent = body
        .parent_op(op)
        .filter(|p| super::is_structured(ctx, body, *p));
    let Some(parent) = parent else {
        return err("expected parent op with LinalgOp interface".into());
    };
    let n_loops = super::iterator_types(ctx, body, parent).map_or(0, |v| v.len()) as i64;
    let dim = rmlir_ir::ods::prop(ctx, body, op, "dim")
        .and_then(|a| rmlir_ir::ods::constraints::signless_int_value(ctx, a, 64))
        .unwrap_or(0);
    if n_loops <= dim {
        return err(format!(
            "expected dim ({dim}) to be lower than the number of loops ({n_loops}) of the enclosing LinalgOp"
        ));
    }
    Ok(())
}

/// The ops of upstream's `LinalgConvolutionOpInterface` (OpDSL `implements`).
fn is_convolution(name: &str) -> bool {
    let n = name.trim_start_matches("linalg.");
    n.starts_with("conv_") || n.starts_with("depthwise_conv_") || n.starts_with("pooling_")
}

/// Upstream's `ConvAccessExprWalker` over the input map: dims used alone
/// (`unconvolved`) and dims of `a*s + b*t` sums (`convolved`); `None` when an input
/// expression has another form.
fn conv_input_dims(m: &rmlir_ir::affine::AffineMap) -> Option<(Vec<u32>, Vec<u32>)> {
    use rmlir_ir::affine::AffineExprView as V;
    let mut conv: Vec<u32> = Vec::new();
    let mut unconv: Vec<u32> = Vec::new();
    fn side(e: &rmlir_ir::affine::AffineExpr, conv: &[u32], unconv: &[u32]) -> Option<u32> {
        let d = match e.view() {
            V::Dim(d) => d,
            V::Mul(a, b) => match (a.view(), b.view()) {
                (V::Dim(d), V::Symbol(_) | V::Constant(_))
                | (V::Symbol(_) | V::Constant(_), V::Dim(d)) => d,
                _ => return None,
            },
            _ => return None,
        };
        (!conv.contains(&d) && !unconv.contains(&d)).then_some(d)
    }
    for e in m.results() {
        match e.view() {
            V::Dim(d) => {
                if conv.contains(&d) || unconv.contains(&d) {
                    return None;
                }
                unconv.push(d);
            }
            V::Add(a, b) => {
                let l = side(a, &conv, &unconv)?;
                conv.push(l);
                let r = side(b, &conv, &unconv)?;
                conv.push(r);
            }
            _ => return None,
        }
    }
    Some((conv, unconv))
}

/// Upstream's `verifyConvolutionInterface` (`isConvolutionInterfaceImpl`), for the
/// convolution and pooling named ops.
pub(crate) fn verify_named(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(body.op_name(op));
    if !is_convolution(name) {
        return Ok(());
    }
    let err = |msg: &str| Err(Diagnostic::error(body.loc(op), msg.to_string()));
    let (ins, outs) = super::segments(ctx, body, op);
    if ins.len() < 2 || outs.len() != 1 {
        return err("expected op with 2 inputs and 1 output");
    }
    let (Some(maps), Some(iters)) = (
        super::indexing_maps(ctx, body, op),
        super::iterator_types(ctx, body, op),
    ) else {
        return Ok(());
    };
    if maps.len() < 2 {
        return Ok(());
    }
    let Some((conv, unconv)) = conv_input_dims(&maps[0]) else {
        return err("unexpected input index map for convolutions");
    };
    let filter = &maps[1];
    let output = &maps[maps.len() - 1];
    if !filter.is_projected_permutation(false) || !output.is_projected_permutation(false) {
        return err("expected output/filter indexing maps to be projected permutations");
    }
    let dims_of = |m: &rmlir_ir::affine::AffineMap| -> Vec<u32> {
        m.results()
            .iter()
            .filter_map(|e| match e.view() {
                rmlir_ir::affine::AffineExprView::Dim(d) => Some(d),
                _ => None,
            })
            .collect()
    };
    let out_dims = dims_of(output);
    let filter_dims = dims_of(filter);
    let parallel = |d: u32| iters.get(d as usize).copied().unwrap_or(false);
    let mut all: Vec<u32> = Vec::new();
    for &d in &out_dims {
        let (c, u, f) = (
            conv.contains(&d),
            unconv.contains(&d),
            filter_dims.contains(&d),
        );
        let known = (u && !f) || (c && !f) || (!c && !u && f) || (u && f);
        if !known {
            return err("unexpected loop dimension for convolution op");
        }
        if !parallel(d) {
            return err("expected all iterators used to access outputs to be parallel");
        }
        all.push(d);
    }
    for &d in &filter_dims {
        let (c, u, o) = (
            conv.contains(&d),
            unconv.contains(&d),
            out_dims.contains(&d),
        );
        if (o && !u && !c) || (u && o) {
            continue;
        }
        if (c && !o) || (u && !o) {
            if parallel(d) {
                return err("expected all iterators not used to access outputs to be reduction");
            }
            if all.contains(&d) {
                return err("unexpected loop dimension for convolution op");
            }
            all.push(d);
            continue;
        }
        return err("unexpected loop dimension for convolution op");
    }
    all.sort_unstable();
    all.dedup();
    if all.len() != iters.len() {
        return err("unexpected loop dimension for convolution op");
    }
    Ok(())
}
