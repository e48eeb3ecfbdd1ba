//! `affine.load` and `affine.store` with upstream's hand-written assembly: the access map
//! is written inline over the index operands (`%m[%i + 3, symbol(%s)]`), an operand being a
//! dimension unless wrapped in `symbol(...)` (upstream's `parseAffineMapOfSSAIds` /
//! `printAffineMapOfSSAIds`).

use super::utils::{map_attr, map_of};
use super::PResult;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, operand, result, variadic, AttrAsm, AttrConstraint, OpDef};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, UnresolvedOperand};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::rewrite::effects::{Effect, EffectInstance, EffectOn};
use rmlir_ir::{Body, Context, Diagnostic, OpId, TypeKind};

pub static LOAD: OpDef = OpDef {
    operands: &[
        operand("memref", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    results: &[result("result", c::ANY_TYPE)],
    attrs: &[attr("map", c::AFFINE_MAP_ATTR)],
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Read, EffectOn::Operand(0)))
    }),
    parse: Some(parse_load),
    print: Some(print_load),
    verify: Some(verify_load),
    fold: Some(|a| super::dma::fold_memref_cast_except(a, None)),
    canonicalization_patterns: Some(|ctx, set| {
        super::canonicalize::access_patterns(ctx, set, "affine.load")
    }),
    ..OpDef::new("affine.load")
};

pub static STORE: OpDef = OpDef {
    operands: &[
        operand("value", c::ANY_TYPE),
        operand("memref", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    attrs: &[attr("map", c::AFFINE_MAP_ATTR)],
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Write, EffectOn::Operand(1)))
    }),
    parse: Some(parse_store),
    print: Some(print_store),
    verify: Some(verify_store),
    fold: Some(|a| super::dma::fold_memref_cast_except(a, Some(0))),
    canonicalization_patterns: Some(|ctx, set| {
        super::canonicalize::access_patterns(ctx, set, "affine.store")
    }),
    ..OpDef::new("affine.store")
};

pub static VECTOR_LOAD: OpDef = OpDef {
    operands: &[
        operand("memref", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    results: &[result("result", c::ANY_VECTOR)],
    attrs: &[attr("map", c::AFFINE_MAP_ATTR)],
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Read, EffectOn::Operand(0)))
    }),
    parse: Some(parse_vector_load),
    print: Some(print_vector_load),
    verify: Some(verify_vector_load),
    canonicalization_patterns: Some(|ctx, set| {
        super::canonicalize::access_patterns(ctx, set, "affine.vector_load")
    }),
    ..OpDef::new("affine.vector_load")
};

pub static VECTOR_STORE: OpDef = OpDef {
    operands: &[
        operand("value", c::ANY_VECTOR),
        operand("memref", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    attrs: &[attr("map", c::AFFINE_MAP_ATTR)],
    memory_effects: Some(|_, _, _, out| {
        out.push(EffectInstance::new(Effect::Write, EffectOn::Operand(1)))
    }),
    parse: Some(parse_vector_store),
    print: Some(print_vector_store),
    verify: Some(verify_vector_store),
    canonicalization_patterns: Some(|ctx, set| {
        super::canonicalize::access_patterns(ctx, set, "affine.vector_store")
    }),
    ..OpDef::new("affine.vector_store")
};

const LOCALITY_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    pred: |ctx, a| c::signless_int_value(ctx, a, 32).is_some_and(|v| (0..=3).contains(&v)),
    asm: AttrAsm::Typed(|ctx| ctx.integer_type(32)),
};

pub static PREFETCH: OpDef = OpDef {
    operands: &[
        operand("memref", c::ANY_MEMREF),
        variadic("indices", c::INDEX),
    ],
    attrs: &[
        attr("isWrite", c::BOOL_ATTR),
        attr("localityHint", LOCALITY_ATTR),
        attr("isDataCache", c::BOOL_ATTR),
        attr("map", c::AFFINE_MAP_ATTR),
    ],
    parse: Some(parse_prefetch),
    print: Some(print_prefetch),
    verify: Some(verify_prefetch),
    fold: Some(|a| super::dma::fold_memref_cast_except(a, None)),
    canonicalization_patterns: Some(|ctx, set| {
        super::canonicalize::access_patterns(ctx, set, "affine.prefetch")
    }),
    ..OpDef::new("affine.prefetch")
};

/// The SSA ids of an inline map: dims and symbols in order of first use.
#[derive(Default)]
pub(super) struct SsaIds<'a> {
    pub(super) dims: Vec<UnresolvedOperand<'a>>,
    pub(super) symbols: Vec<UnresolvedOperand<'a>>,
}

impl<'a> SsaIds<'a> {
    fn expr(&mut self, o: UnresolvedOperand<'a>, symbol: bool) -> AffineExpr {
        let same = |x: &UnresolvedOperand<'a>| x.0 == o.0 && x.1 == o.1;
        if let Some(i) = self.dims.iter().position(same) {
            return AffineExpr::dim(i as u32);
        }
        if let Some(i) = self.symbols.iter().position(same) {
            return AffineExpr::symbol(i as u32);
        }
        if symbol {
            self.symbols.push(o);
            AffineExpr::symbol(self.symbols.len() as u32 - 1)
        } else {
            self.dims.push(o);
            AffineExpr::dim(self.dims.len() as u32 - 1)
        }
    }
}

/// `[expr, ...]` over SSA ids: the map (attribute `map`) and its operands (dims, then
/// symbols).
fn parse_affine_map_of_ssa_ids<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    state: &mut OperationState,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    parse_named_map_of_ssa_ids(p, state, "map")
}

/// `[expr, ...]` over SSA ids, the map stored as attribute `name` (upstream's
/// `parseAffineMapOfSSAIds`).
pub(super) fn parse_named_map_of_ssa_ids<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    state: &mut OperationState,
    name: &str,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    let ctx = p.ctx();
    p.expect(Tok::LSquare, "expected '['")?;
    let mut ids = SsaIds::default();
    let mut exprs = Vec::new();
    if !p.consume_if(Tok::RSquare) {
        loop {
            exprs.push(parse_sum(p, &mut ids)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RSquare, "expected ']'")?;
    }
    let map = AffineMap::new(ids.dims.len() as u32, ids.symbols.len() as u32, exprs);
    state
        .attrs
        .push((ctx.ident(name), map_attr(ctx, map.clone())));
    let mut operands = ids.dims;
    operands.extend(ids.symbols);
    Ok((map, operands))
}

pub(super) fn parse_sum<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    ids: &mut SsaIds<'a>,
) -> PResult<AffineExpr> {
    let mut lhs = parse_product(p, ids)?;
    loop {
        if p.consume_if(Tok::Plus) {
            let rhs = parse_product(p, ids)?;
            lhs = lhs.add(&rhs);
        } else if p.consume_if(Tok::Minus) {
            let rhs = parse_product(p, ids)?;
            lhs = lhs.add(&rhs.mul_const(-1));
        } else {
            return Ok(lhs);
        }
    }
}

fn parse_product<'a>(p: &mut OpAsmParser<'_, 'a>, ids: &mut SsaIds<'a>) -> PResult<AffineExpr> {
    let mut lhs = parse_unary(p, ids)?;
    loop {
        let off = p.offset();
        let rhs_of = |p: &mut OpAsmParser<'_, 'a>, ids: &mut SsaIds<'a>| parse_unary(p, ids);
        lhs = if p.consume_if(Tok::Star) {
            let rhs = rhs_of(p, ids)?;
            if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                return p.emit_error(off, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
            }
            lhs.mul(&rhs)
        } else if p.parse_optional_keyword("floordiv") {
            let rhs = rhs_of(p, ids)?;
            lhs.floor_div(&rhs)
        } else if p.parse_optional_keyword("ceildiv") {
            let rhs = rhs_of(p, ids)?;
            lhs.ceil_div(&rhs)
        } else if p.parse_optional_keyword("mod") {
            let rhs = rhs_of(p, ids)?;
            lhs.modulo(&rhs)
        } else {
            return Ok(lhs);
        };
    }
}

fn parse_unary<'a>(p: &mut OpAsmParser<'_, 'a>, ids: &mut SsaIds<'a>) -> PResult<AffineExpr> {
    if p.consume_if(Tok::Minus) {
        return Ok(parse_unary(p, ids)?.mul_const(-1));
    }
    if p.consume_if(Tok::LParen) {
        let e = parse_sum(p, ids)?;
        p.expect(Tok::RParen, "expected ')'")?;
        return Ok(e);
    }
    if p.parse_optional_keyword("symbol") {
        p.expect(Tok::LParen, "expected '('")?;
        let o = p.parse_operand()?;
        p.expect(Tok::RParen, "expected ')'")?;
        return Ok(ids.expr(o, true));
    }
    if p.at(Tok::PercentIdent) {
        let o = p.parse_operand()?;
        return Ok(ids.expr(o, false));
    }
    if let Some(v) = p.parse_optional_integer_i64() {
        return Ok(AffineExpr::constant(v?));
    }
    let off = p.offset();
    p.emit_error(off, "expected affine expression")
}

fn parse_load(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (_, operands) = parse_affine_map_of_ssa_ids(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let off = p.offset();
    let ty = p.parse_type()?;
    let TypeKind::MemRef { elem, .. } = ctx.type_kind(ty) else {
        return p.emit_error(off, "invalid kind of type specified");
    };
    let elem = *elem;
    p.resolve_operands(&[memref], &[ty], state)?;
    let index = ctx.index_type();
    p.resolve_operands(&operands, &vec![index; operands.len()], state)?;
    state.result_types.push(elem);
    Ok(())
}

fn parse_store(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.expect(Tok::Comma, "expected ','")?;
    let memref = p.parse_operand()?;
    let (_, operands) = parse_affine_map_of_ssa_ids(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let off = p.offset();
    let ty = p.parse_type()?;
    let TypeKind::MemRef { elem, .. } = ctx.type_kind(ty) else {
        return p.emit_error(off, "invalid kind of type specified");
    };
    let elem = *elem;
    p.resolve_operands(&[value, memref], &[elem, ty], state)?;
    let index = ctx.index_type();
    p.resolve_operands(&operands, &vec![index; operands.len()], state)?;
    Ok(())
}

/// `[expr, ...]` with dims printed as their operands and symbols as `symbol(%s)`.
fn print_map_of_ssa_ids(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId, first_index: usize) {
    let ctx = p.ctx();
    let map = rmlir_ir::ods::prop(ctx, body, op, "map").and_then(|a| map_of(ctx, a));
    let operands: Vec<_> = body.operands(op).skip(first_index).collect();
    print_map_over(p, body, map.as_ref(), &operands);
}

/// `[expr, ...]` of `map` over `operands` (its dims, then its symbols).
pub(super) fn print_map_over(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    map: Option<&AffineMap>,
    operands: &[rmlir_ir::ValueId],
) {
    p.write("[");
    if let Some(map) = map {
        let nd = map.num_dims() as usize;
        for (i, e) in map.results().iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_expr_of_ssa_ids(p, body, e, operands, nd);
        }
    }
    p.write("]");
}

fn print_load(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    p.write(" ");
    let memref = body.operand(op, 0);
    p.print_value(body, memref);
    print_map_of_ssa_ids(p, body, op, 1);
    p.print_optional_attr_dict(body.attrs(op), &["map"]);
    p.write(" : ");
    p.print_type(body.value_type(memref));
}

fn print_store(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    p.write(" ");
    p.print_value(body, body.operand(op, 0));
    p.write(", ");
    let memref = body.operand(op, 1);
    p.print_value(body, memref);
    print_map_of_ssa_ids(p, body, op, 2);
    p.print_optional_attr_dict(body.attrs(op), &["map"]);
    p.write(" : ");
    p.print_type(body.value_type(memref));
}

/// Upstream `verifyMemoryOpIndexing`: the map's results and inputs match the memref rank
/// and the index operands.
fn verify_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref_index: usize,
) -> Result<(), Diagnostic> {
    let Some(map) = super::utils::op_map(ctx, body, op) else {
        return Ok(());
    };
    let rank = match ctx.type_kind(body.value_type(body.operand(op, memref_index))) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return Ok(()),
    };
    if map.num_results() != rank {
        return Err(super::op_error(
            ctx,
            body,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    if map.num_inputs() as usize + memref_index + 1 != body.num_operands(op) {
        return Err(super::op_error(
            ctx,
            body,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    // Upstream's `isValidAffineIndexOperand` on every index operand.
    let scope = super::utils::affine_scope(ctx, body, op);
    for v in body.operands(op).skip(memref_index + 1) {
        if !super::utils::is_valid_dim_in(ctx, body, v, scope) {
            return Err(super::op_error(
                ctx,
                body,
                op,
                "index must be a valid dimension or symbol identifier",
            ));
        }
    }
    Ok(())
}

fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_access(ctx, body, op, 0)
}

fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_access(ctx, body, op, 1)
}

/// `%memref[map] attr-dict : memref-type, vector-type` (upstream `AffineVectorLoadOp`).
fn parse_vector_load(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (_, operands) = parse_affine_map_of_ssa_ids(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    p.expect(Tok::Comma, "expected ','")?;
    let vty = p.parse_type()?;
    p.resolve_operands(&[memref], &[ty], state)?;
    let index = ctx.index_type();
    p.resolve_operands(&operands, &vec![index; operands.len()], state)?;
    state.result_types.push(vty);
    Ok(())
}

/// `%value, %memref[map] attr-dict : memref-type, vector-type`.
fn parse_vector_store(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.expect(Tok::Comma, "expected ','")?;
    let memref = p.parse_operand()?;
    let (_, operands) = parse_affine_map_of_ssa_ids(p, state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    p.expect(Tok::Comma, "expected ','")?;
    let vty = p.parse_type()?;
    p.resolve_operands(&[value, memref], &[vty, ty], state)?;
    let index = ctx.index_type();
    p.resolve_operands(&operands, &vec![index; operands.len()], state)?;
    Ok(())
}

fn print_vector_load(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    print_load(p, body, op);
    p.write(", ");
    p.print_type(body.value_type(body.results(op)[0]));
}

fn print_vector_store(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    print_store(p, body, op);
    p.write(", ");
    p.print_type(body.value_type(body.operand(op, 0)));
}

/// Upstream `verifyVectorMemoryOp` then the access checks.
fn verify_vector_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref_index: usize,
    vector: rmlir_ir::Type,
) -> Result<(), Diagnostic> {
    let memref = body.value_type(body.operand(op, memref_index));
    let elem = |t| match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } => Some(*elem),
        TypeKind::Vector { elem, .. } => Some(*elem),
        _ => None,
    };
    if elem(memref) != elem(vector) {
        return Err(super::op_error(
            ctx,
            body,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    verify_access(ctx, body, op, memref_index)
}

fn verify_vector_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let vector = body.value_type(body.results(op)[0]);
    verify_vector_access(ctx, body, op, 0, vector)
}

fn verify_vector_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let vector = body.value_type(body.operand(op, 0));
    verify_vector_access(ctx, body, op, 1, vector)
}

/// `%memref[map], read|write, locality<N>, data|instr attr-dict : memref-type` (upstream
/// `AffinePrefetchOp::parse`).
fn parse_prefetch(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (_, operands) = parse_affine_map_of_ssa_ids(p, state)?;
    p.expect(Tok::Comma, "expected ','")?;
    let rw = parse_keyword(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    p.parse_keyword("locality")?;
    p.expect(Tok::Less, "expected '<'")?;
    let hint = p.parse_attribute(Some(ctx.integer_type(32)))?;
    state.attrs.push((ctx.ident("localityHint"), hint));
    p.expect(Tok::Greater, "expected '>'")?;
    p.expect(Tok::Comma, "expected ','")?;
    let cache = parse_keyword(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[memref], &[ty], state)?;
    let index = ctx.index_type();
    p.resolve_operands(&operands, &vec![index; operands.len()], state)?;
    if rw != "read" && rw != "write" {
        let off = p.name_offset();
        return p.emit_error(off, "rw specifier has to be 'read' or 'write'");
    }
    state
        .attrs
        .push((ctx.ident("isWrite"), ctx.bool_attr(rw == "write")));
    if cache != "data" && cache != "instr" {
        let off = p.name_offset();
        return p.emit_error(off, "cache type has to be 'data' or 'instr'");
    }
    state
        .attrs
        .push((ctx.ident("isDataCache"), ctx.bool_attr(cache == "data")));
    Ok(())
}

fn parse_keyword(p: &mut OpAsmParser<'_, '_>) -> PResult<String> {
    if let Some(s) = p.parse_optional_any_keyword() {
        return Ok(s.to_string());
    }
    let off = p.offset();
    p.emit_error(off, "expected valid keyword")
}

fn print_prefetch(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let flag = |name: &str| {
        rmlir_ir::ods::prop(ctx, body, op, name)
            .and_then(|a| c::signless_int_value(ctx, a, 1))
            .is_some_and(|v| v != 0)
    };
    let locality = rmlir_ir::ods::prop(ctx, body, op, "localityHint")
        .and_then(|a| c::signless_int_value(ctx, a, 32))
        .unwrap_or(0);
    p.write(" ");
    let memref = body.operand(op, 0);
    p.print_value(body, memref);
    print_map_of_ssa_ids(p, body, op, 1);
    p.write(", ");
    p.write(if flag("isWrite") { "write" } else { "read" });
    p.write(&format!(", locality<{locality}>, "));
    p.write(if flag("isDataCache") { "data" } else { "instr" });
    p.print_optional_attr_dict(
        body.attrs(op),
        &["map", "localityHint", "isDataCache", "isWrite"],
    );
    p.write(" : ");
    p.print_type(body.value_type(memref));
}

/// Upstream `AffinePrefetchOp::verify`.
fn verify_prefetch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rank = match ctx.type_kind(body.value_type(body.operand(op, 0))) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return Ok(()),
    };
    match rmlir_ir::ods::prop(ctx, body, op, "map").and_then(|a| map_of(ctx, a)) {
        Some(map) => {
            if map.num_results() != rank {
                return Err(super::op_error(
                    ctx,
                    body,
                    op,
                    "affine.prefetch affine map num results must equal memref rank",
                ));
            }
            if map.num_inputs() as usize + 1 != body.num_operands(op) {
                return Err(super::op_error(ctx, body, op, "too few operands"));
            }
        }
        None => {
            if body.num_operands(op) != 1 {
                return Err(super::op_error(ctx, body, op, "too few operands"));
            }
        }
    }
    let scope = super::utils::affine_scope(ctx, body, op);
    for v in body.operands(op).skip(1) {
        if !super::utils::is_valid_dim_in(ctx, body, v, scope) {
            return Err(super::op_error(
                ctx,
                body,
                op,
                "index must be a valid dimension or symbol identifier",
            ));
        }
    }
    Ok(())
}

/// One expression with its `dN` written as the N-th operand and `sN` as
/// `symbol(operand nd + N)` (upstream's `printAffineExprOfSSAIds`).
pub(super) fn print_expr_of_ssa_ids(
    p: &mut OpPrinter<'_, '_>,
    body: &Body,
    e: &AffineExpr,
    operands: &[rmlir_ir::ValueId],
    nd: usize,
) {
    // The expression as upstream prints it, its `dN`/`sN` names replaced.
    let text = e.to_string();
    let bytes = text.as_bytes();
    let mut k = 0;
    let mut start = 0;
    while k < bytes.len() {
        let c = bytes[k];
        let boundary = k == 0 || !(bytes[k - 1].is_ascii_alphanumeric() || bytes[k - 1] == b'_');
        if boundary
            && (c == b'd' || c == b's')
            && bytes.get(k + 1).is_some_and(|b| b.is_ascii_digit())
        {
            let mut j = k + 1;
            while j < bytes.len() && bytes[j].is_ascii_digit() {
                j += 1;
            }
            if j == bytes.len() || !(bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_') {
                p.write(&text[start..k]);
                let pos: usize = text[k + 1..j].parse().unwrap_or(0);
                let symbol = c == b's';
                let idx = if symbol { nd + pos } else { pos };
                if symbol {
                    p.write("symbol(");
                }
                if let Some(v) = operands.get(idx) {
                    p.print_value(body, *v);
                }
                if symbol {
                    p.write(")");
                }
                start = j;
                k = j;
                continue;
            }
        }
        k += 1;
    }
    p.write(&text[start..]);
}
