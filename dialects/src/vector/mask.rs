//! Masks and masking: `vector.constant_mask`, `vector.create_mask`, `vector.mask` (with its
//! hand-written assembly `vector.mask %m[, %pt] { op } : type [-> types]`), and the
//! dialect's terminator `vector.yield`; upstream's `MaskableOpInterface` expected mask
//! types ([`expected_mask_type`]).

use super::attrs::{i64_array_prop, I64_ARRAY};
use super::ops::{ty_str, vec_info};
use super::{op_err, I1_VECTOR};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, optional, result, sized_region, variadic, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type};

// ---- constant_mask, create_mask ------------------------------------------------------------

fn verify_constant_mask(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((shape, sc, _)) = vec_info(ctx, body.value_type(body.result(op, 0))) else {
        return Ok(());
    };
    let sizes = i64_array_prop(ctx, body, op, "mask_dim_sizes");
    if shape.is_empty() {
        if sizes.len() != 1 {
            return Err(Diagnostic::error(
                body.loc(op),
                "array attr must have length 1 for 0-D vectors",
            ));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(Diagnostic::error(
                body.loc(op),
                "mask dim size must be either 0 or 1 for 0-D vectors",
            ));
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return Err(op_err(
            ctx,
            body,
            op,
            "must specify array attr of size equal vector result rank",
        ));
    }
    for (i, s) in sizes.iter().enumerate() {
        if *s < 0 || *s > shape[i] {
            return Err(op_err(
                ctx,
                body,
                op,
                "array attr of size out of bounds of vector result dimension size",
            ));
        }
        if sc[i] && *s != 0 && *s != shape[i] {
            return Err(op_err(
                ctx,
                body,
                op,
                "only supports 'none set' or 'all set' scalable dimensions",
            ));
        }
    }
    if sizes.contains(&0) && !sizes.iter().all(|s| *s == 0) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

pub static CONSTANT_MASK: OpDef = OpDef {
    results: &[result("", I1_VECTOR)],
    attrs: &[attr("mask_dim_sizes", I64_ARRAY)],
    traits: &[Trait::Pure],
    format: Some("$mask_dim_sizes attr-dict `:` type(results)"),
    verify: Some(verify_constant_mask),
    ..OpDef::new("vector.constant_mask")
};

fn verify_create_mask(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((shape, _, _)) = vec_info(ctx, body.value_type(body.result(op, 0))) else {
        return Ok(());
    };
    let n = body.num_operands(op);
    if shape.is_empty() {
        if n != 1 {
            return Err(op_err(
                ctx,
                body,
                op,
                "must specify exactly one operand for 0-D create_mask",
            ));
        }
    } else if n != shape.len() {
        return Err(op_err(
            ctx,
            body,
            op,
            "must specify an operand for each result vector dimension",
        ));
    }
    Ok(())
}

pub static CREATE_MASK: OpDef = OpDef {
    operands: &[variadic("operands", c::INDEX)],
    results: &[result("", I1_VECTOR)],
    traits: &[Trait::Pure],
    format: Some("$operands attr-dict `:` type(results)"),
    verify: Some(verify_create_mask),
    canonicalization_patterns: Some(super::canonicalize::create_mask_patterns),
    ..OpDef::new("vector.create_mask")
};

// ---- yield ---------------------------------------------------------------------------------

pub static YIELD: OpDef = OpDef {
    operands: &[variadic("operands", c::ANY_TYPE)],
    traits: &[Trait::Pure, Trait::ReturnLike, Trait::Terminator],
    format: Some("attr-dict ($operands^ `:` type($operands))?"),
    ..OpDef::new("vector.yield")
};

// ---- MaskableOpInterface -------------------------------------------------------------------

/// `vector<shape x i1>` with the scalable flags of `t`.
pub fn i1_like(ctx: &Context, t: Type) -> Option<Type> {
    let (s, sc, _) = vec_info(ctx, t)?;
    Some(super::vector_type(ctx, &s, ctx.integer_type(1), &sc))
}

/// Upstream's `MaskableOpInterface::getExpectedMaskType`: `None` when `op` is not maskable,
/// `Some(None)` when its mask type cannot be computed.
pub fn expected_mask_type(ctx: &Context, body: &Body, op: OpId) -> Option<Option<Type>> {
    let ty = |i: usize| body.value_type(body.operand(op, i));
    Some(match ctx.op_name_str(body.op_name(op)) {
        "vector.reduction" | "vector.multi_reduction" => i1_like(ctx, ty(0)),
        "vector.gather" => {
            let def = rmlir_ir::ods::op_def(ctx, body, op)?;
            let seg = rmlir_ir::ods::operand_segments(ctx, def, body, op);
            i1_like(ctx, ty(seg[2].0))
        }
        "vector.outerproduct" => i1_like(ctx, body.value_type(body.result(op, 0))),
        "vector.contract" => super::contract::expected_mask_type(ctx, body, op),
        "vector.transfer_read" | "vector.transfer_write" => {
            let x = super::transfer::Transfer::of(ctx, body, op)?;
            x.map
                .as_ref()
                .and_then(|m| super::transfer::infer_mask_type(ctx, x.vector_type, m))
        }
        _ => return None,
    })
}

/// Upstream's `MaskableOpInterface::supportsPassthru`.
pub fn supports_passthru(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "vector.transfer_read"
}

// ---- mask ----------------------------------------------------------------------------------

fn parse_mask(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.consume_if(Tok::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_region(state)?;
    ensure_mask_terminator(p, state);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let mask_ty = p.parse_type()?;
    let mut results = Vec::new();
    p.parse_optional_arrow_type_list(&mut results)?;
    p.resolve_operands(&[mask], &[mask_ty], state)?;
    if let Some(pt) = passthru {
        let Some(t) = results.first().copied() else {
            let off = p.name_offset();
            return p.emit_error(off, "expects a result type when a passthru is given");
        };
        p.resolve_operands(&[pt], &[t], state)?;
    }
    state.result_types.extend(results);
    Ok(())
}

use rmlir_ir::parser::PResult;

/// Upstream's `MaskOp::ensureTerminator`: the implicit `vector.yield` yields the results of
/// the masked op.
fn ensure_mask_terminator(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) {
    p.ensure_terminator(state, 0, "vector.yield");
    let ctx = p.ctx();
    let loc = state.loc;
    let (body, region) = p.state_region(state, 0);
    let Some(block) = body.region_blocks(region).next() else {
        return;
    };
    let ops: Vec<OpId> = body.block_ops(block).collect();
    if ops.len() != 2 {
        return;
    }
    let (masked, old) = (ops[0], ops[1]);
    let results: Vec<_> = body.results(masked).to_vec();
    let yield_name = ctx.op_name("vector.yield");
    if body.op_name(old) != yield_name {
        return;
    }
    let mut spec = rmlir_ir::body::OpSpec::new(yield_name, loc);
    spec.operands = &results;
    let y = body.create_op(spec);
    body.insert_op(y, rmlir_ir::body::InsertPoint::BlockEnd(block));
    body.erase_op(old);
}

fn print_mask(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    p.write(" ");
    p.print_value(body, body.operand(op, 0));
    if body.num_operands(op) > 1 {
        p.write(", ");
        p.print_value(body, body.operand(op, 1));
    }
    p.write(" { ");
    let (rbody, regions) = body.op_regions(op);
    if let Some(first) = regions
        .first()
        .and_then(|r| rbody.region_blocks(*r).next())
        .and_then(|b| rbody.first_op(b))
    {
        p.print_custom_or_generic_op(rbody, first);
    }
    p.write(" }");
    let attrs = body.attrs(op).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_type(body.value_type(body.operand(op, 0)));
    let results = body.results(op);
    if !results.is_empty() {
        p.write(" -> ");
        let tys: Vec<Type> = results.iter().map(|v| body.value_type(*v)).collect();
        if tys.len() == 1 {
            p.print_type(tys[0]);
        } else {
            p.write("(");
            for (i, t) in tys.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(*t);
            }
            p.write(")");
        }
    }
}

fn verify_mask(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_err(ctx, body, op, m));
    let (rbody, regions) = body.op_regions(op);
    let Some(block) = regions.first().and_then(|r| rbody.region_blocks(*r).next()) else {
        return Ok(());
    };
    let ops: Vec<OpId> = rbody.block_ops(block).collect();
    if ops.is_empty() {
        return err("expects a terminator within the mask region".into());
    }
    if ops.len() > 2 {
        return err("expects only one operation to mask".into());
    }
    let term = *ops.last().unwrap();
    if ctx.op_name_str(rbody.op_name(term)) != "vector.yield" {
        return err("expects a terminator within the mask region".into());
    }
    let results = body.results(op);
    if rbody.num_operands(term) != results.len() {
        return err("expects number of results to match mask region yielded values".into());
    }
    let first = ops[0];
    let Some(expected) = expected_mask_type(ctx, rbody, first) else {
        return Ok(());
    };
    let masked_results = rbody.results(first);
    if masked_results.len() != results.len() {
        return err(
            "expects number of results to match maskable operation number of results".into(),
        );
    }
    if masked_results
        .iter()
        .zip(results)
        .any(|(a, b)| rbody.value_type(*a) != body.value_type(*b))
    {
        return err("expects result type to match maskable operation result type".into());
    }
    if masked_results
        .iter()
        .filter(|v| c::is_vector(ctx, rbody.value_type(**v)))
        .count()
        > 1
    {
        return err("multiple vector results not supported".into());
    }
    let mask_ty = body.value_type(body.operand(op, 0));
    if let Some(e) = expected {
        if mask_ty != e {
            return err(format!(
                "expects a '{}' mask for the maskable operation",
                ty_str(ctx, e)
            ));
        }
    }
    if body.num_operands(op) > 1 {
        let pt = body.value_type(body.operand(op, 1));
        if !supports_passthru(ctx, rbody, first) {
            return err("doesn't expect a passthru argument for this maskable operation".into());
        }
        if masked_results.len() != 1 {
            return err("expects result when passthru argument is provided".into());
        }
        if pt != rbody.value_type(masked_results[0]) {
            return err("expects passthru type to match result type".into());
        }
    }
    Ok(())
}

pub static MASK: OpDef = OpDef {
    operands: &[
        rmlir_ir::ods::operand("mask", I1_VECTOR),
        optional("passthru", c::ANY_TYPE),
    ],
    results: &[variadic("results", c::ANY_TYPE)],
    regions: &[sized_region("maskRegion")],
    traits: &[
        Trait::SingleBlockImplicitTerminator("vector.yield"),
        Trait::RecursiveMemoryEffects,
        Trait::NoRegionArguments,
    ],
    parse: Some(parse_mask),
    print: Some(print_mask),
    verify: Some(verify_mask),
    canonicalization_patterns: Some(super::canonicalize::mask_patterns),
    ..OpDef::new("vector.mask")
};
