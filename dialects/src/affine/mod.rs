//! The `affine` dialect of MLIR 19, in part: `affine.apply`, `affine.min` and `affine.max`
//! with their custom assembly, verifiers, folders and canonicalization patterns
//! (upstream's `AffineOps.cpp`). The dialect's other ops stay registered from the op
//! reference (the registry keeps the first registration of a name).
//!
//! [`utils`] holds the map/operand utilities the memref and scf transforms use
//! (`canonicalizeMapAndOperands`, `makeComposedFoldedAffineApply`, ...), [`simplify`] the
//! flattening-based expression simplification.

mod canonicalize;
pub mod coalesce;
pub mod constraints;
pub mod data_copy;
pub mod delinearize;
pub mod dependence;
pub mod dma;
pub mod fusion;
pub mod licm;
mod loop_fold;
pub mod loop_utils;
pub mod loops;
pub mod memory;
pub mod normalize;
pub mod parallel;
pub mod region;
pub mod scalrep;
pub mod simplify;
pub mod simplify_structures;
pub mod super_vectorize;
pub mod super_vectorize_utils;
pub mod tile;
pub mod unroll;
pub mod unroll_jam;
pub mod unswitch;
pub mod utils;

use rmlir_ir::body::OpSpec;
use rmlir_ir::dialect::{Dialect, OpInfo};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, result, variadic, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, UnresolvedOperand};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::rewrite::{FoldAdaptor, Folded};
use rmlir_ir::{Attribute, Body, Builder, Context, Diagnostic, Location, OpId, Type};
use utils::{int_attr_value, map_of, op_map};

/// The dialect's ops defined here; `materialize_constant` builds `arith.constant`s.
pub struct AffineDialect;

pub static AFFINE: AffineDialect = AffineDialect;

static OPS: &[&OpDef] = &[
    &APPLY,
    &delinearize::DELINEARIZE_INDEX,
    &dma::DMA_START,
    &dma::DMA_WAIT,
    &loops::FOR,
    &loops::IF,
    &memory::LOAD,
    &MAX,
    &MIN,
    &parallel::PARALLEL,
    &memory::PREFETCH,
    &memory::STORE,
    &memory::VECTOR_LOAD,
    &memory::VECTOR_STORE,
    &loops::YIELD,
];

impl Dialect for AffineDialect {
    fn namespace(&self) -> &'static str {
        "affine"
    }
    fn ops(&self) -> Vec<OpInfo> {
        OPS.iter()
            .map(|d| {
                let mut info = d.info();
                if matches!(
                    d.name,
                    "affine.load"
                        | "affine.prefetch"
                        | "affine.store"
                        | "affine.vector_load"
                        | "affine.vector_store"
                ) {
                    // The access map is printed inline over the operands.
                    info.alias_elided_attrs = &["map"];
                }
                if matches!(d.name, "affine.dma_start" | "affine.dma_wait") {
                    // The maps are printed inline over the operands.
                    info.alias_elided_attrs = &["dst_map", "src_map", "tag_map"];
                }
                if d.name == "affine.parallel" {
                    // The bound maps are printed inline over the operands.
                    info.alias_elided_attrs = &["lowerBoundsMap", "upperBoundsMap"];
                }
                if d.name == "affine.for" {
                    // Constant and single-symbol bounds are printed inline.
                    info.alias_printed_props = Some(loops::for_printed_props);
                }
                info
            })
            .collect()
    }
    fn materialize_constant(
        &self,
        ctx: &Context,
        b: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        crate::arith::ARITH.materialize_constant(ctx, b, value, ty, loc)
    }
}

pub static APPLY: OpDef = OpDef {
    operands: &[variadic("mapOperands", c::INDEX)],
    results: &[result("result", c::INDEX)],
    attrs: &[attr("map", c::AFFINE_MAP_ATTR)],
    traits: &[Trait::Pure],
    parse: Some(parse_apply),
    print: Some(print_map_op),
    verify: Some(verify_apply),
    fold: Some(fold_apply),
    canonicalization_patterns: Some(canonicalize::apply_patterns),
    ..OpDef::new("affine.apply")
};

pub static MIN: OpDef = OpDef {
    operands: &[variadic("operands", c::INDEX)],
    results: &[result("result", c::INDEX)],
    attrs: &[attr("map", c::AFFINE_MAP_ATTR)],
    traits: &[Trait::Pure],
    parse: Some(parse_min_max),
    print: Some(print_map_op),
    verify: Some(verify_min_max),
    fold: Some(fold_min_max),
    canonicalization_patterns: Some(canonicalize::min_patterns),
    ..OpDef::new("affine.min")
};

pub static MAX: OpDef = OpDef {
    operands: &[variadic("operands", c::INDEX)],
    results: &[result("result", c::INDEX)],
    attrs: &[attr("map", c::AFFINE_MAP_ATTR)],
    traits: &[Trait::Pure],
    parse: Some(parse_min_max),
    print: Some(print_map_op),
    verify: Some(verify_min_max),
    fold: Some(fold_min_max),
    canonicalization_patterns: Some(canonicalize::max_patterns),
    ..OpDef::new("affine.max")
};

type PResult<T> = Result<T, ()>;

// ---- assembly ----------------------------------------------------------------------------

/// `affine_map<...>` (or an alias of one) named `map`.
fn parse_map_attr(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<rmlir_ir::affine::AffineMap> {
    let ctx = p.ctx();
    let off = p.offset();
    let a = p.parse_attribute(None)?;
    let Some(map) = map_of(ctx, a) else {
        return p.emit_error(off, "invalid kind of attribute specified");
    };
    state.attrs.push((ctx.ident("map"), a));
    Ok(map)
}

/// `(%d, ...)` then the optional `[%s, ...]`: (dims, symbols).
#[allow(clippy::type_complexity)]
fn parse_dims_and_symbols<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> PResult<(Vec<UnresolvedOperand<'a>>, Vec<UnresolvedOperand<'a>>)> {
    p.expect(Tok::LParen, "expected '(' in operand list")?;
    let dims = p.parse_operand_list()?;
    p.expect(Tok::RParen, "expected ')' in operand list")?;
    let mut syms = Vec::new();
    if p.consume_if(Tok::LSquare) {
        syms = p.parse_operand_list()?;
        p.expect(Tok::RSquare, "expected ']' in operand list")?;
    }
    Ok((dims, syms))
}

fn parse_apply(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let map = parse_map_attr(p, state)?;
    let (dims, syms) = parse_dims_and_symbols(p)?;
    let all: Vec<_> = dims.iter().chain(syms.iter()).copied().collect();
    p.resolve_operands(&all, &vec![index; all.len()], state)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    if map.num_dims() as usize != dims.len()
        || (map.num_dims() + map.num_symbols()) as usize != all.len()
    {
        let name = p.name_offset();
        return p.emit_error(name, "dimension or symbol index mismatch");
    }
    state
        .result_types
        .extend(std::iter::repeat_n(index, map.num_results()));
    Ok(())
}

fn parse_min_max(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    parse_map_attr(p, state)?;
    let (dims, syms) = parse_dims_and_symbols(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let all: Vec<_> = dims.iter().chain(syms.iter()).copied().collect();
    p.resolve_operands(&all, &vec![index; all.len()], state)?;
    state.result_types.push(index);
    Ok(())
}

/// ` #map(%dims)[%syms] {attrs}`: the printer of all three ops.
fn print_map_op(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let map_a = body.op(op).props.first().copied().flatten();
    p.write(" ");
    let num_dims = match map_a {
        Some(a) => {
            p.print_attribute(a);
            map_of(ctx, a).map_or(0, |m| m.num_dims() as usize)
        }
        None => 0,
    };
    let operands: Vec<_> = body.operands(op).collect();
    let nd = num_dims.min(operands.len());
    p.write("(");
    for (i, v) in operands[..nd].iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, *v);
    }
    p.write(")");
    if operands.len() > nd {
        p.write("[");
        for (i, v) in operands[nd..].iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_value(body, *v);
        }
        p.write("]");
    }
    p.print_optional_attr_dict(body.attrs(op), &["map"]);
}

// ---- verifiers ---------------------------------------------------------------------------

fn op_error(ctx: &Context, body: &Body, op: OpId, msg: &str) -> Diagnostic {
    rmlir_ir::verifier::op_error(ctx, body, op, msg)
}

fn verify_apply(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(map) = op_map(ctx, body, op) else {
        return Ok(());
    };
    if body.num_operands(op) != map.num_inputs() as usize {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.num_results() != 1 {
        return Err(op_error(ctx, body, op, "mapping must produce one value"));
    }
    Ok(())
}

fn verify_min_max(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(map) = op_map(ctx, body, op) else {
        return Ok(());
    };
    if body.num_operands(op) != map.num_inputs() as usize {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    Ok(())
}

// ---- folders -----------------------------------------------------------------------------

/// Upstream `AffineApplyOp::fold`.
fn fold_apply(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let map = op_map(a.ctx, a.body, a.op)?;
    let e = map.results().first()?;
    if let Some(d) = e.as_dim() {
        return Some(Folded::value(a.body.operand(a.op, d as usize)));
    }
    if let Some(s) = e.as_symbol() {
        return Some(Folded::value(
            a.body.operand(a.op, (map.num_dims() + s) as usize),
        ));
    }
    let consts: Vec<Option<i64>> = (0..a.body.num_operands(a.op))
        .map(|i| a.operand(i).and_then(|c| int_attr_value(a.ctx, c)))
        .collect();
    // A fold producing poison is not done (no `ub.poison` materialization here).
    let (_, values) = simplify::partial_constant_fold(&map, &consts).ok()?;
    let v = *values?.first()?;
    Some(Folded::attr(a.ctx.int_attr(a.ctx.index_type(), v)))
}

/// Upstream `foldMinMaxOp`.
fn fold_min_max(a: &FoldAdaptor<'_>) -> Option<Folded> {
    let ctx = a.ctx;
    let map = op_map(ctx, a.body, a.op)?;
    let is_min = ctx.op_name_str(a.body.op_name(a.op)) == "affine.min";
    let consts: Vec<Option<i64>> = (0..a.body.num_operands(a.op))
        .map(|i| a.operand(i).and_then(|c| int_attr_value(ctx, c)))
        .collect();
    let (folded, values) = simplify::partial_constant_fold(&map, &consts).ok()?;
    match values {
        None => {
            if folded == map {
                return None;
            }
            let edit = rmlir_ir::rewrite::Edit::Prop(0, Some(utils::map_attr(ctx, folded)));
            Some(Folded::InPlace(std::iter::once(edit).collect()))
        }
        Some(vs) => {
            let v = if is_min {
                vs.iter().min()
            } else {
                vs.iter().max()
            };
            v.map(|v| Folded::attr(ctx.int_attr(ctx.index_type(), *v)))
        }
    }
}

/// Creates `name(map, operands)` before `at` and returns its result.
pub(crate) fn build(
    b: &mut rmlir_ir::rewrite::PatternRewriter<'_>,
    name: &str,
    loc: Location,
    map: rmlir_ir::affine::AffineMap,
    operands: &[rmlir_ir::ValueId],
) -> rmlir_ir::ValueId {
    let ctx = b.ctx;
    let index = ctx.index_type();
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = operands;
    spec.result_types = std::slice::from_ref(&index);
    spec.props.push(Some(utils::map_attr(ctx, map)));
    let op = b.create(spec);
    b.body().result(op, 0)
}

#[cfg(test)]
mod tests;
