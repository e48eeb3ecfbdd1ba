//! `affine.parallel` with upstream's hand-written assembly (`AffineOps.cpp`): the bounds
//! are comma-separated groups, a group of several expressions written `max(...)` (lower)
//! or `min(...)` (upper); the operands of all groups are deduplicated into one flat map
//! per bound; steps elided when all 1; `reduce ("addf", ...) -> (types)` for results.

use super::memory::{parse_sum, print_expr_of_ssa_ids, SsaIds};
use super::utils::{compose_affine_map_and_operands, map_attr, map_of};
use super::PResult;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, region, variadic, AttrConstraint, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, UnresolvedOperand};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::rewrite::{Edit, FoldAdaptor, Folded};
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, TypeKind, ValueId};

const ANY_ATTR: AttrConstraint = c::ANY_ATTR;

pub static PARALLEL: OpDef = OpDef {
    operands: &[variadic("mapOperands", c::INDEX)],
    results: &[variadic("results", c::ANY_TYPE)],
    attrs: &[
        attr("reductions", ANY_ATTR),
        attr("lowerBoundsMap", c::AFFINE_MAP_ATTR),
        attr("lowerBoundsGroups", ANY_ATTR),
        attr("upperBoundsMap", c::AFFINE_MAP_ATTR),
        attr("upperBoundsGroups", ANY_ATTR),
        attr("steps", ANY_ATTR),
    ],
    regions: &[region("region")],
    traits: &[
        Trait::AutomaticAllocationScope,
        Trait::RecursiveMemoryEffects,
        Trait::SingleBlockImplicitTerminator("affine.yield"),
        Trait::SingleBlock,
    ],
    parse: Some(parse_parallel),
    print: Some(print_parallel),
    verify: Some(verify_parallel),
    fold: Some(fold_parallel),
    ..OpDef::new("affine.parallel")
};

/// The `AtomicRMWKind` names, by value.
pub const REDUCTIONS: &[&str] = &[
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf",
    "muli", "ori", "andi", "maxnumf", "minnumf",
];

/// Upstream's `parseAffineMapWithMinMax`: the flat map, the group sizes and the
/// deduplicated operands (dims, then symbols).
#[allow(clippy::type_complexity)]
fn parse_bounds<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    keyword: &str,
) -> PResult<(AffineMap, Vec<i32>, Vec<UnresolvedOperand<'a>>)> {
    p.expect(Tok::LParen, "expected '('")?;
    // Each expression with its own dims and symbols.
    let mut entries: Vec<(
        AffineExpr,
        Vec<UnresolvedOperand<'a>>,
        Vec<UnresolvedOperand<'a>>,
    )> = Vec::new();
    let mut groups = Vec::new();
    loop {
        let mut ids = SsaIds::default();
        if p.parse_optional_keyword(keyword) {
            p.expect(Tok::LParen, "expected '('")?;
            let mut exprs = Vec::new();
            loop {
                exprs.push(parse_sum(p, &mut ids)?);
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
            p.expect(Tok::RParen, "expected ')'")?;
            groups.push(exprs.len() as i32);
            for e in exprs {
                entries.push((e, ids.dims.clone(), ids.symbols.clone()));
            }
        } else {
            let e = parse_sum(p, &mut ids)?;
            groups.push(1);
            entries.push((e, ids.dims, ids.symbols));
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen, "expected ')'")?;
    let same = |x: &UnresolvedOperand<'a>, y: &UnresolvedOperand<'a>| x.0 == y.0 && x.1 == y.1;
    let mut dims: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut syms: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut exprs = Vec::new();
    for (e, ds, ss) in entries {
        let dim_repl: Vec<AffineExpr> = ds
            .iter()
            .map(|d| {
                let i = dims.iter().position(|x| same(x, d)).unwrap_or_else(|| {
                    dims.push(*d);
                    dims.len() - 1
                });
                AffineExpr::dim(i as u32)
            })
            .collect();
        let sym_repl: Vec<AffineExpr> = ss
            .iter()
            .map(|s| {
                let i = syms.iter().position(|x| same(x, s)).unwrap_or_else(|| {
                    syms.push(*s);
                    syms.len() - 1
                });
                AffineExpr::symbol(i as u32)
            })
            .collect();
        exprs.push(e.replace_dims_and_symbols(&dim_repl, &sym_repl));
    }
    let map = AffineMap::new(dims.len() as u32, syms.len() as u32, exprs);
    let mut operands = dims;
    operands.extend(syms);
    Ok((map, groups, operands))
}

/// `dense<...> : tensor<Nxi32>` (a splat when all values are equal, as upstream stores it).
fn i32_tensor(ctx: &Context, values: &[i32]) -> Attribute {
    let ty = ctx.get_type(TypeKind::RankedTensor {
        shape: vec![values.len() as i64].into(),
        elem: ctx.integer_type(32),
        encoding: None,
    });
    let splat = !values.is_empty() && values.iter().all(|v| *v == values[0]);
    let stored = if splat { &values[..1] } else { values };
    let data: Vec<u8> = stored.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.get_attr(AttrKind::DenseIntOrFp {
        ty,
        data: data.into(),
        splat,
    })
}

/// The values of a `dense<...> : tensor<Nxi32>` attribute.
fn dense_i32(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::DenseIntOrFp { ty, data, splat } = ctx.attr_kind(a) else {
        return None;
    };
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(*ty) else {
        return None;
    };
    let vals: Vec<i64> = data
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64)
        .collect();
    if *splat {
        let n = shape.first().copied().unwrap_or(0).max(0) as usize;
        return Some(vec![*vals.first()?; n]);
    }
    Some(vals)
}

fn parse_parallel(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    p.expect(Tok::LParen, "expected '('")?;
    let mut ivs = Vec::new();
    if !p.consume_if(Tok::RParen) {
        loop {
            let mut a = p.parse_argument_name()?;
            a.ty = index;
            ivs.push(a);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "expected ')'")?;
    }
    p.expect(Tok::Equal, "expected '='")?;
    let (lb_map, lb_groups, lb_ops) = parse_bounds(p, "max")?;
    if !p.parse_optional_keyword("to") {
        let off = p.offset();
        return p.emit_error(off, "expected 'to'");
    }
    let (ub_map, ub_groups, ub_ops) = parse_bounds(p, "min")?;
    let i64t = ctx.integer_type(64);
    let mut steps = vec![1i64; ivs.len()];
    if p.parse_optional_keyword("step") {
        let off = p.offset();
        let mut ids = SsaIds::default();
        p.expect(Tok::LParen, "expected '('")?;
        let mut vals = Vec::new();
        loop {
            let e = parse_sum(p, &mut ids)?;
            match e.as_constant() {
                Some(v) => vals.push(v),
                None => return p.emit_error(off, "steps must be constant integers"),
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "expected ')'")?;
        steps = vals;
    }
    let steps_attr = ctx.array_attr(
        &steps
            .iter()
            .map(|v| ctx.int_attr(i64t, *v))
            .collect::<Vec<_>>(),
    );
    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.expect(Tok::LParen, "expected '('")?;
        loop {
            let off = p.offset();
            let Some(s) = p.parse_optional_string() else {
                return p.emit_error(off, "expected attribute value");
            };
            let Some(k) = REDUCTIONS.iter().position(|n| *n == s) else {
                return p.emit_error(off, format!("invalid reduction value: \"{s}\""));
            };
            reductions.push(ctx.int_attr(i64t, k as i64));
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "expected ')'")?;
    }
    if p.consume_if(Tok::Arrow) {
        p.parse_function_result_types(&mut state.result_types)?;
    }
    let mut all = lb_ops;
    all.extend(ub_ops);
    p.resolve_operands(&all, &vec![index; all.len()], state)?;
    state
        .attrs
        .push((ctx.ident("reductions"), ctx.array_attr(&reductions)));
    state
        .attrs
        .push((ctx.ident("lowerBoundsMap"), map_attr(ctx, lb_map)));
    state
        .attrs
        .push((ctx.ident("lowerBoundsGroups"), i32_tensor(ctx, &lb_groups)));
    state
        .attrs
        .push((ctx.ident("upperBoundsMap"), map_attr(ctx, ub_map)));
    state
        .attrs
        .push((ctx.ident("upperBoundsGroups"), i32_tensor(ctx, &ub_groups)));
    state.attrs.push((ctx.ident("steps"), steps_attr));
    p.parse_region_with_args(state, &ivs)?;
    p.ensure_terminator(state, 0, "affine.yield");
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    rmlir_ir::ods::prop(ctx, body, op, name)
}

/// The int values of an array or dense elements attribute.
pub fn int_list(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    let Some(a) = a else {
        return Vec::new();
    };
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .filter_map(|i| super::utils::int_attr_value(ctx, *i))
            .collect(),
        _ => dense_i32(ctx, a).unwrap_or_default(),
    }
}

/// (lower map, lower groups, upper map, upper groups, lower operand count).
pub fn bounds(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<(AffineMap, Vec<i64>, AffineMap, Vec<i64>)> {
    let lb = map_of(ctx, prop(ctx, body, op, "lowerBoundsMap")?)?;
    let ub = map_of(ctx, prop(ctx, body, op, "upperBoundsMap")?)?;
    let lg = int_list(ctx, prop(ctx, body, op, "lowerBoundsGroups"));
    let ug = int_list(ctx, prop(ctx, body, op, "upperBoundsGroups"));
    Some((lb, lg, ub, ug))
}

fn print_bound(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    map: &AffineMap,
    groups: &[i64],
    operands: &[ValueId],
    keyword: &str,
) {
    let nd = map.num_dims() as usize;
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let size = (*g).max(0) as usize;
        if size == 1 {
            if let Some(e) = map.results().get(start) {
                print_expr_of_ssa_ids(p, body, e, operands, nd);
            }
            start += 1;
        } else {
            p.write(keyword);
            p.write("(");
            for k in start..(start + size).min(map.num_results()) {
                if k > start {
                    p.write(", ");
                }
                print_expr_of_ssa_ids(p, body, &map.results()[k], operands, nd);
            }
            p.write(")");
            start += size;
        }
    }
}

fn print_parallel(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let (rb, regions) = body.op_regions(op);
    let args: Vec<ValueId> = regions
        .first()
        .and_then(|r| rb.entry_block(*r))
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default();
    p.write(" (");
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(rb, *a);
    }
    p.write(") = (");
    let operands: Vec<ValueId> = body.operands(op).collect();
    if let Some((lb, lg, ub, ug)) = bounds(ctx, body, op) {
        let n = (lb.num_inputs() as usize).min(operands.len());
        print_bound(p, body, &lb, &lg, &operands[..n], "max");
        p.write(") to (");
        print_bound(p, body, &ub, &ug, &operands[n..], "min");
    } else {
        p.write(") to (");
    }
    p.write(")");
    let steps = int_list(ctx, prop(ctx, body, op, "steps"));
    if !steps.iter().all(|s| *s == 1) {
        let s: Vec<String> = steps.iter().map(|v| v.to_string()).collect();
        p.write(&format!(" step ({})", s.join(", ")));
    }
    let results = body.results(op);
    if !results.is_empty() {
        let reds = int_list(ctx, prop(ctx, body, op, "reductions"));
        let names: Vec<String> = reds
            .iter()
            .map(|k| format!("\"{}\"", REDUCTIONS.get(*k as usize).unwrap_or(&"")))
            .collect();
        p.write(&format!(" reduce ({}) -> (", names.join(", ")));
        for (i, r) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(body.value_type(*r));
        }
        p.write(")");
    }
    p.write(" ");
    if let Some(r) = regions.first() {
        p.print_region(rb, *r, false, !results.is_empty());
    }
    p.print_optional_attr_dict(
        body.attrs(op),
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

/// Upstream `AffineParallelOp::fold` (`canonicalizeLoopBounds`): each bound's map and
/// operands composed with the `affine.apply` producers and canonicalized (constants folded
/// in, unused operands dropped); the groups stay.
fn fold_parallel(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let (ctx, body, op) = (a.ctx, a.body, a.op);
    let (lb, _, ub, _) = bounds(ctx, body, op)?;
    let all: Vec<ValueId> = body.operands(op).collect();
    let nl = lb.num_inputs() as usize;
    if all.len() != nl + ub.num_inputs() as usize {
        return None;
    }
    let (mut lb2, mut lbs) = (lb.clone(), all[..nl].to_vec());
    compose_affine_map_and_operands(ctx, body, &mut lb2, &mut lbs);
    let (mut ub2, mut ubs) = (ub.clone(), all[nl..].to_vec());
    compose_affine_map_and_operands(ctx, body, &mut ub2, &mut ubs);
    if lb2 == lb && lbs == all[..nl] && ub2 == ub && ubs == all[nl..] {
        return None;
    }
    let info = ctx.op_info(body.op_name(op))?;
    let lower = info.prop_index("lowerBoundsMap")? as u32;
    let upper = info.prop_index("upperBoundsMap")? as u32;
    let operands = lbs.iter().chain(&ubs).copied().collect();
    let edits = [
        Edit::Operands(operands),
        Edit::Prop(lower, Some(map_attr(ctx, lb2))),
        Edit::Prop(upper, Some(map_attr(ctx, ub2))),
    ];
    Some(Folded::InPlace(edits.into_iter().collect()))
}

/// Upstream `isResultTypeMatchAtomicRMWKind`.
fn result_matches_kind(ctx: &Context, ty: rmlir_ir::Type, kind: &str) -> bool {
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => ctx.is_float(ty),
        "addi" | "muli" | "ori" | "andi" => {
            matches!(ctx.type_kind(ty), TypeKind::Integer { width, .. }
                if ctx.is_signless_integer(ty, *width))
        }
        "assign" => true,
        _ => false,
    }
}

/// Upstream `AffineParallelOp::verify` (without the dim/symbol validity of the operands).
fn verify_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |msg: String| rmlir_ir::verifier::op_error(ctx, body, op, msg);
    let Some((lb, lg, ub, ug)) = bounds(ctx, body, op) else {
        return Ok(());
    };
    let steps = int_list(ctx, prop(ctx, body, op, "steps"));
    let n = steps.len();
    let num_args = body
        .regions(op)
        .first()
        .and_then(|r| body.entry_block(*r))
        .map_or(0, |b| body.block_args(b).len());
    if lg.len() != n || ug.len() != n || num_args != n {
        return Err(err(format!(
            "the number of region arguments ({num_args}) and the number of map groups for \
             lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
            lg.len(),
            ug.len()
        )));
    }
    let expected: i64 = lg.iter().sum();
    if expected != lb.num_results() as i64 {
        return Err(err(format!(
            "expected lower bounds map to have {expected} results"
        )));
    }
    let expected: i64 = ug.iter().sum();
    if expected != ub.num_results() as i64 {
        return Err(err(format!(
            "expected upper bounds map to have {expected} results"
        )));
    }
    let reds = int_list(ctx, prop(ctx, body, op, "reductions"));
    let results = body.results(op);
    if reds.len() != results.len() {
        return Err(err("a reduction must be specified for each output".into()));
    }
    for (k, r) in reds.iter().zip(results) {
        let Some(kind) = usize::try_from(*k).ok().and_then(|k| REDUCTIONS.get(k)) else {
            return Err(err("invalid reduction attribute".into()));
        };
        if !result_matches_kind(ctx, body.value_type(*r), kind) {
            return Err(err("result type cannot match reduction attribute".into()));
        }
    }
    Ok(())
}
