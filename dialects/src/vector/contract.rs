//! `vector.contract` and `vector.outerproduct`: their hand-written assembly (the trait
//! dictionary of `vector.contract` prints its iterator types as strings), verifiers with
//! upstream's messages, and the accessors lowerings use ([`indexing_maps`],
//! [`iterator_types`], [`contracting_dim_map`], [`batch_dim_map`], [`iteration_bounds`]).

use super::attrs::{CombiningKind, IteratorType, ITERATOR_TYPES, KIND};
use super::op_err;
use super::ops::{res_elem_same_as_op0, res_elem_same_as_op1, ty_str, vec_info};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, default_attr, operand, optional, result, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, PResult};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type};

// ---- accessors -----------------------------------------------------------------------------

/// The indexing maps of a `vector.contract` (lhs, rhs, acc).
pub fn indexing_maps(ctx: &Context, body: &Body, op: OpId) -> Vec<AffineMap> {
    let Some(a) = rmlir_ir::ods::prop(ctx, body, op, "indexing_maps") else {
        return Vec::new();
    };
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .filter_map(|m| crate::affine::utils::map_of(ctx, *m))
            .collect(),
        _ => Vec::new(),
    }
}

/// The iterator types of a `vector.contract`.
pub fn iterator_types(ctx: &Context, body: &Body, op: OpId) -> Vec<IteratorType> {
    let Some(a) = rmlir_ir::ods::prop(ctx, body, op, "iterator_types") else {
        return Vec::new();
    };
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .filter_map(|t| IteratorType::of_attr(ctx, *t))
            .collect(),
        _ => Vec::new(),
    }
}

/// The combining kind of a `vector.contract`/`vector.outerproduct` (`add` by default).
pub fn combining_kind(ctx: &Context, body: &Body, op: OpId) -> CombiningKind {
    super::attrs::kind(ctx, body, op).unwrap_or(CombiningKind::Add)
}

fn result_index(map: &AffineMap, e: &AffineExpr) -> Option<usize> {
    map.results().iter().position(|r| r == e)
}

fn dim_map(maps: &[AffineMap], iters: &[IteratorType], target: IteratorType) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    if maps.len() < 2 {
        return out;
    }
    for (i, t) in iters.iter().enumerate() {
        if *t != target {
            continue;
        }
        let e = AffineExpr::dim(i as u32);
        if let (Some(l), Some(r)) = (result_index(&maps[0], &e), result_index(&maps[1], &e)) {
            out.push((l as i64, r as i64));
        }
    }
    out
}

/// Upstream's `getContractingDimMap`: (lhs dim, rhs dim) of each reduction iterator.
pub fn contracting_dim_map(ctx: &Context, body: &Body, op: OpId) -> Vec<(i64, i64)> {
    dim_map(
        &indexing_maps(ctx, body, op),
        &iterator_types(ctx, body, op),
        IteratorType::Reduction,
    )
}

/// Upstream's `getBatchDimMap`: (lhs dim, rhs dim) of each parallel iterator both use.
pub fn batch_dim_map(ctx: &Context, body: &Body, op: OpId) -> Vec<(i64, i64)> {
    dim_map(
        &indexing_maps(ctx, body, op),
        &iterator_types(ctx, body, op),
        IteratorType::Parallel,
    )
}

/// Upstream's `getIterationBounds`: the extent of each iterator, from the operand (or
/// result) shapes.
pub fn iteration_bounds(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    let maps = indexing_maps(ctx, body, op);
    let n = iterator_types(ctx, body, op).len();
    let mut bounds = vec![0i64; n];
    let tys = [
        body.value_type(body.operand(op, 0)),
        body.value_type(body.operand(op, 1)),
        body.value_type(body.result(op, 0)),
    ];
    for (map, t) in maps.iter().zip(tys) {
        let Some((shape, _, _)) = vec_info(ctx, t) else {
            continue;
        };
        for (r, d) in map.results().iter().zip(shape) {
            if let Some(pos) = r.as_dim() {
                if let Some(b) = bounds.get_mut(pos as usize) {
                    if *b == 0 {
                        *b = d;
                    }
                }
            }
        }
    }
    bounds
}

/// Upstream's `ContractionOp::getExpectedMaskType`.
pub fn expected_mask_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    let maps = indexing_maps(ctx, body, op);
    if maps.len() < 2 {
        return None;
    }
    let n = maps[0].num_dims() as usize;
    let mut shape = vec![rmlir_ir::types::DYNAMIC; n];
    let mut sc = vec![false; n];
    for (i, map) in maps.iter().take(2).enumerate() {
        let (s, f, _) = vec_info(ctx, body.value_type(body.operand(op, i)))?;
        for (k, r) in map.results().iter().enumerate() {
            let pos = r.as_dim()? as usize;
            *shape.get_mut(pos)? = *s.get(k)?;
            sc[pos] = *f.get(k)?;
        }
    }
    if shape.contains(&rmlir_ir::types::DYNAMIC) {
        return None;
    }
    Some(super::vector_type(ctx, &shape, ctx.integer_type(1), &sc))
}

// ---- contract ------------------------------------------------------------------------------

const TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

fn parse_contract(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let loc = p.offset();
    let dict_off = p.offset();
    let dict = p.parse_attribute(None)?;
    if !matches!(ctx.attr_kind(dict), AttrKind::Dictionary(_)) {
        return p.emit_error(dict_off, "invalid kind of attribute specified");
    }
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma, "expected ','")?;
    let rhs = p.parse_operand()?;
    p.expect(Tok::Comma, "expected ','")?;
    let acc = p.parse_operand()?;
    let mut masks = Vec::new();
    if p.consume_if(Tok::Comma) {
        masks = p.parse_operand_list()?;
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let types = p.parse_type_list()?;
    p.parse_keyword("into")?;
    let res = p.parse_type()?;
    if types.len() < 2 {
        let off = p.offset();
        return p.emit_error(off, "expected two operand types");
    }
    p.resolve_operands(&[lhs, rhs], &types[..2], state)?;
    p.resolve_operands(&[acc], &[res], state)?;
    state.result_types.push(res);
    state.attrs.extend(ctx.dict_entries(dict).iter().copied());
    // Iterator types are written as strings.
    let it_name = ctx.ident("iterator_types");
    if let Some(i) = state.attrs.iter().position(|(n, _)| *n == it_name) {
        let a = state.attrs[i].1;
        let mut out = Vec::new();
        if let AttrKind::Array(v) = ctx.attr_kind(a) {
            for e in v.iter() {
                let s = ctx
                    .attr_str(*e)
                    .map(|b| String::from_utf8_lossy(b).into_owned());
                match s.as_deref().and_then(IteratorType::from_name) {
                    Some(t) => out.push(t.attr(ctx)),
                    None => {
                        let shown = s.unwrap_or_default();
                        return p.emit_error(loc, format!("unexpected iterator_type ({shown})"));
                    }
                }
            }
        }
        state.attrs[i].1 = ctx.array_attr(&out);
    }
    let kind_name = ctx.ident("kind");
    if !state.attrs.iter().any(|(n, _)| *n == kind_name) {
        state.attrs.push((kind_name, CombiningKind::Add.attr(ctx)));
    }
    if masks.is_empty() {
        return Ok(());
    }
    if masks.len() != 2 {
        let off = p.name_offset();
        return p.emit_error(off, "expected zero or exactly 2 vector mask operands");
    }
    let i1s: Vec<Type> = types[..2]
        .iter()
        .filter_map(|t| super::mask::i1_like(ctx, *t))
        .collect();
    p.resolve_operands(&masks, &i1s, state)
}

/// All attributes of `op`, sorted by name (upstream's `getAttrs()`).
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

fn print_contract(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let all = all_attrs(ctx, body, op);
    let mut traits: Vec<NamedAttr> = Vec::new();
    for (n, a) in &all {
        let name = ctx.ident_str(*n);
        if name == "iterator_types" {
            let names: Vec<Attribute> = match ctx.attr_kind(*a) {
                AttrKind::Array(v) => v
                    .iter()
                    .map(|e| {
                        let s = IteratorType::of_attr(ctx, *e).map_or("", |t| t.name());
                        ctx.string_attr(s)
                    })
                    .collect(),
                _ => Vec::new(),
            };
            traits.push((*n, ctx.array_attr(&names)));
        } else if TRAIT_ATTRS.contains(&name) {
            traits.push((*n, *a));
        }
    }
    let dict = ctx.dict_attr(traits).unwrap_or_else(|_| ctx.unit_attr());
    p.write(" ");
    p.print_attribute(dict);
    p.write(" ");
    p.print_value(body, body.operand(op, 0));
    p.write(", ");
    p.print_value(body, body.operand(op, 1));
    p.write(", ");
    p.print_value(body, body.operand(op, 2));
    p.print_optional_attr_dict(&all, &TRAIT_ATTRS);
    p.write(" : ");
    p.print_type(body.value_type(body.operand(op, 0)));
    p.write(", ");
    p.print_type(body.value_type(body.operand(op, 1)));
    p.write(" into ");
    p.print_type(body.value_type(body.result(op, 0)));
}

fn verify_dim_map(lhs: &[i64], rhs: &[i64], map: &[(i64, i64)]) -> bool {
    map.iter().all(|&(l, r)| {
        l >= 0
            && (l as usize) < lhs.len()
            && r >= 0
            && (r as usize) < rhs.len()
            && lhs[l as usize] == rhs[r as usize]
    })
}

fn verify_contract(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_err(ctx, body, op, m));
    let lhs_t = body.value_type(body.operand(op, 0));
    let rhs_t = body.value_type(body.operand(op, 1));
    let acc_t = body.value_type(body.operand(op, 2));
    let res_t = body.value_type(body.result(op, 0));
    let (Some((ls, _, le)), Some((rs, _, _))) = (vec_info(ctx, lhs_t), vec_info(ctx, rhs_t)) else {
        return Ok(());
    };
    if ctx.is_integer(le) && !c::is_signless_int(ctx, le) {
        return err("only supports signless integer types".into());
    }
    let maps = indexing_maps(ctx, body, op);
    if maps.len() != 3 {
        return err("expected an indexing map for each vector operand".into());
    }
    let num_iters = iterator_types(ctx, body, op).len() as u32;
    for (i, map) in maps.iter().enumerate() {
        if map.num_symbols() != 0 {
            return err(format!("expected indexing map {i} to have no symbols"));
        }
        let rank = vec_info(ctx, body.value_type(body.operand(op, i))).map_or(0, |v| v.0.len());
        if map.num_dims() != num_iters {
            return err(format!(
                "expected indexing map {i} to have {num_iters} number of inputs"
            ));
        }
        if map.num_results() != rank {
            return err(format!(
                "expected indexing map {i} to have {rank} number of outputs"
            ));
        }
        if !map.is_projected_permutation(false) {
            return err(format!(
                "expected indexing map {i} to be a projected permutation of its inputs"
            ));
        }
    }
    let contracting = contracting_dim_map(ctx, body, op);
    let batch = batch_dim_map(ctx, body, op);
    if contracting.is_empty() {
        return err("expected at least one contracting dimension pair".into());
    }
    if !verify_dim_map(&ls, &rs, &contracting) {
        return err("invalid contracting dimension map".into());
    }
    if !verify_dim_map(&ls, &rs, &batch) {
        return err("invalid batch dimension map".into());
    }
    // The accumulator/result shape.
    let lhs_contract: Vec<i64> = contracting.iter().map(|p| p.0).collect();
    let rhs_contract: Vec<i64> = contracting.iter().map(|p| p.1).collect();
    let rhs_batch: Vec<i64> = batch.iter().map(|p| p.1).collect();
    let mut expected_dims = Vec::new();
    for (i, d) in ls.iter().enumerate() {
        if !lhs_contract.contains(&(i as i64)) {
            expected_dims.push(*d);
        }
    }
    for (i, d) in rs.iter().enumerate() {
        if !rhs_contract.contains(&(i as i64)) && !rhs_batch.contains(&(i as i64)) {
            expected_dims.push(*d);
        }
    }
    if expected_dims.is_empty() {
        if c::is_vector(ctx, res_t) || c::is_vector(ctx, acc_t) {
            return err("invalid accumulator/result vector shape".into());
        }
    } else {
        let (Some((_, rsc, re)), true) = (vec_info(ctx, res_t), c::is_vector(ctx, acc_t)) else {
            return err("invalid accumulator/result vector shape".into());
        };
        let (lm, rm) = (&maps[0], &maps[1]);
        let mut used = vec![false; lm.num_dims() as usize];
        for m in [lm, rm] {
            for r in m.results() {
                if let Some(d) = r.as_dim() {
                    used[d as usize] = true;
                }
            }
        }
        if used.iter().any(|u| !u) {
            return err("expected all dimensions to be either a LHS or a RHS dimension".into());
        }
        let mut extents: Vec<Option<i64>> = vec![None; lm.num_dims() as usize];
        for (m, s) in [(lm, &ls), (rm, &rs)] {
            for (k, r) in m.results().iter().enumerate() {
                if let Some(d) = r.as_dim() {
                    if extents[d as usize].is_none() {
                        extents[d as usize] = Some(s[k]);
                    }
                }
            }
        }
        if extents.iter().any(|e| e.is_none()) {
            return err(
                "expected all dimensions to get an extent as either a LHS or a RHS dimension"
                    .into(),
            );
        }
        let shape: Vec<i64> = maps[2]
            .results()
            .iter()
            .map(|r| r.as_dim().and_then(|d| extents[d as usize]).unwrap_or(0))
            .collect();
        let expected = super::vector_type(ctx, &shape, re, &rsc);
        if res_t != expected || acc_t != expected {
            return err(format!(
                "invalid accumulator/result vector shape, expected: '{}'",
                ty_str(ctx, expected)
            ));
        }
    }
    let elem = vec_info(ctx, res_t).map_or(res_t, |v| v.2);
    if !combining_kind(ctx, body, op).supports(ctx, elem) {
        return err("unsupported contraction type".into());
    }
    Ok(())
}

fn vector_elem_eq(ctx: &Context, body: &Body, op: OpId, a: usize, b: usize) -> bool {
    if body.num_operands(op) <= a.max(b) {
        return true;
    }
    let e = |i: usize| c::element_type_or_self(ctx, body.value_type(body.operand(op, i)));
    e(a) == e(b)
}

/// Upstream's `CanonicalizeContractAdd<arith::AddIOp/AddFOp>` (registered by
/// `vector.contract`, rooted at the add): `add(contract(a, b, 0), x)` is a clone of the
/// contraction accumulating into `x` (the first operand tried first).
fn contract_patterns(ctx: &Context, set: &mut rmlir_ir::rewrite::RewritePatternSet) {
    for add in ["arith.addi", "arith.addf"] {
        set.add_fn(ctx, add, 1, "CanonicalizeContractAdd", |op, rw| {
            let ctx = rw.ctx;
            let (a, b) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
            let zero_acc = |body: &Body, v| {
                let d = body.defining_op(v)?;
                if ctx.op_name_str(body.op_name(d)) != "vector.contract" {
                    return None;
                }
                let acc = body.operand(d, 2);
                let cst = super::def_named(ctx, body, acc, "arith.constant")?;
                let value = rmlir_ir::ods::prop(ctx, body, cst, "value")?;
                let zero = crate::arith::fold::zero_attr(ctx, body.value_type(acc))?;
                (value == zero).then_some((d, acc))
            };
            let (contract, acc, other) = match zero_acc(rw.body(), a) {
                Some((d, acc)) => (d, acc, b),
                None => {
                    let (d, acc) = zero_acc(rw.body(), b).ok_or(())?;
                    (d, acc, a)
                }
            };
            let mut map = rmlir_ir::IrMapping::new();
            map.map_value(acc, other);
            let c = rw.body.clone_op(contract, &mut map);
            let c = rw.insert(c);
            let v = rw.body().result(c, 0);
            rw.replace_op(op, &[v]);
            Ok(())
        });
    }
}

pub static CONTRACT: OpDef = OpDef {
    canonicalization_patterns: Some(contract_patterns),
    operands: &[
        operand("lhs", super::VECTOR_T),
        operand("rhs", super::VECTOR_T),
        operand("acc", c::ANY_TYPE),
    ],
    results: &[result("", c::ANY_TYPE)],
    attrs: &[
        attr("indexing_maps", c::ARRAY_ATTR),
        attr("iterator_types", ITERATOR_TYPES),
        default_attr("kind", KIND, |ctx| CombiningKind::Add.attr(ctx)),
    ],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "lhs and rhs have same element type",
            pred: |c, b, o| vector_elem_eq(c, b, o, 0, 1),
        },
        Trait::Pred {
            summary: "third operand acc and result have same element type",
            pred: |c, b, o| body_elem(c, b, o),
        },
    ],
    parse: Some(parse_contract),
    print: Some(print_contract),
    verify: Some(verify_contract),
    ..OpDef::new("vector.contract")
};

fn body_elem(ctx: &Context, body: &Body, op: OpId) -> bool {
    if body.num_operands(op) < 3 || body.results(op).is_empty() {
        return true;
    }
    c::element_type_or_self(ctx, body.value_type(body.result(op, 0)))
        == c::element_type_or_self(ctx, body.value_type(body.operand(op, 2)))
}

// ---- outerproduct --------------------------------------------------------------------------

fn parse_outerproduct(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let tl = p.parse_type()?;
    p.expect(Tok::Comma, "expected ','")?;
    let tr = p.parse_type()?;
    let name = p.name_offset();
    if operands.len() < 2 {
        return p.emit_error(name, "expected at least 2 operands");
    }
    let Some((ls, lsc, le)) = vec_info(ctx, tl) else {
        return p.emit_error(name, "expected vector type for operand #1");
    };
    if ls.is_empty() {
        return p.emit_error(name, "expected 1-d vector for operand #1");
    }
    let res = match vec_info(ctx, tr) {
        Some((rs, rsc, _)) if !rs.is_empty() => {
            super::vector_type(ctx, &[ls[0], rs[0]], le, &[lsc[0], rsc[0]])
        }
        Some(_) => return p.emit_error(name, "expected 1-d vector for operand #2"),
        None => super::vector_type(ctx, &[ls[0]], le, &[lsc[0]]),
    };
    let kind_name = ctx.ident("kind");
    if !state.attrs.iter().any(|(n, _)| *n == kind_name) {
        state.attrs.push((kind_name, CombiningKind::Add.attr(ctx)));
    }
    p.resolve_operands(&operands[..2], &[tl, tr], state)?;
    if operands.len() > 2 {
        p.resolve_operands(&operands[2..3], &[res], state)?;
    }
    state.result_types.push(res);
    Ok(())
}

fn print_outerproduct(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    p.write(" ");
    p.print_value(body, body.operand(op, 0));
    p.write(", ");
    p.print_value(body, body.operand(op, 1));
    // MLIR 19 prints the attributes (the kind included) only after an accumulator.
    if body.num_operands(op) > 2 {
        p.write(", ");
        p.print_value(body, body.operand(op, 2));
        let all = all_attrs(ctx, body, op);
        p.print_optional_attr_dict(&all, &[]);
    }
    p.write(" : ");
    p.print_type(body.value_type(body.operand(op, 0)));
    p.write(", ");
    p.print_type(body.value_type(body.operand(op, 1)));
}

fn verify_outerproduct(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(op_err(ctx, body, op, m));
    let Some((ls, lsc, _)) = vec_info(ctx, body.value_type(body.operand(op, 0))) else {
        return Ok(());
    };
    let Some((res, _, re)) = vec_info(ctx, body.value_type(body.result(op, 0))) else {
        return Ok(());
    };
    if ls.len() != 1 {
        return err("expected 1-d vector for operand #1");
    }
    match vec_info(ctx, body.value_type(body.operand(op, 1))) {
        Some((rs, rsc, _)) => {
            if rs.len() != 1 {
                return err("expected 1-d vector for operand #2");
            }
            if res.len() != 2 {
                return err("expected 2-d vector result");
            }
            if ls[0] != res[0] {
                return err("expected #1 operand dim to match result dim #1");
            }
            if rs[0] != res[1] {
                return err("expected #2 operand dim to match result dim #2");
            }
            if lsc[0] && !rsc[0] {
                return err("expected either both or only #2 operand dim to be scalable");
            }
        }
        None => {
            if res.len() != 1 {
                return err("expected 1-d vector result");
            }
            if ls[0] != res[0] {
                return err("expected #1 operand dim to match result dim #1");
            }
        }
    }
    if body.num_operands(op) > 2
        && body.value_type(body.operand(op, 2)) != body.value_type(body.result(op, 0))
    {
        return err("expected operand #3 of same type as result type");
    }
    if !combining_kind(ctx, body, op).supports(ctx, re) {
        return err("unsupported outerproduct type");
    }
    Ok(())
}

pub static OUTERPRODUCT: OpDef = OpDef {
    operands: &[
        operand("lhs", super::VECTOR_T),
        operand("rhs", c::ANY_TYPE),
        optional("acc", super::VECTOR_T),
    ],
    results: &[result("", super::VECTOR_T)],
    attrs: &[default_attr("kind", KIND, |ctx| {
        CombiningKind::Add.attr(ctx)
    })],
    traits: &[
        Trait::Pure,
        Trait::Pred {
            summary: "lhs operand and result have same element type",
            pred: res_elem_same_as_op0,
        },
        Trait::Pred {
            summary: "rhs operand and result have same element type",
            pred: res_elem_same_as_op1,
        },
    ],
    parse: Some(parse_outerproduct),
    print: Some(print_outerproduct),
    verify: Some(verify_outerproduct),
    ..OpDef::new("vector.outerproduct")
};
