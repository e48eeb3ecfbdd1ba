//! `vector.warp_execute_on_lane_0`: a region executed by lane 0 of a warp, its operands and
//! results distributed over the lanes; upstream's hand-written assembly
//! (`(%laneid)[32] args(%v : vector<4xi32>) -> (vector<4xi32>) { ... }`) and verifier.

use super::op_err;
use super::ops::{ty_str, vec_info};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{attr, operand, region, variadic, OpDef, Trait};
use rmlir_ir::parser::lexer::Tok;
use rmlir_ir::parser::{OpAsmParser, OperationState, PResult};
use rmlir_ir::printer::OpPrinter;
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type};

fn parse_warp(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    p.expect(Tok::LParen, "expected '('")?;
    let lane = p.parse_operand()?;
    p.expect(Tok::RParen, "expected ')'")?;
    p.expect(Tok::LSquare, "expected '['")?;
    let size = p.parse_integer_i64()?;
    p.expect(Tok::RSquare, "expected ']'")?;
    let i64t = ctx.integer_type(64);
    state
        .attrs
        .push((ctx.ident("warp_size"), ctx.int_attr(i64t, size)));
    p.resolve_operands(&[lane], &[ctx.index_type()], state)?;
    if p.parse_optional_keyword("args") {
        p.expect(Tok::LParen, "expected '('")?;
        let args = p.parse_operand_list()?;
        p.expect(Tok::Colon, "expected ':'")?;
        let types = p.parse_type_list()?;
        p.expect(Tok::RParen, "expected ')'")?;
        p.resolve_operands(&args, &types, state)?;
    }
    let mut results = Vec::new();
    p.parse_optional_arrow_type_list(&mut results)?;
    state.result_types.extend(results);
    p.parse_region(state)?;
    p.ensure_terminator(state, 0, "vector.yield");
    p.parse_optional_attr_dict(&mut state.attrs)?;
    Ok(())
}

fn print_warp(p: &mut OpPrinter<'_, '_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    p.write("(");
    p.print_value(body, body.operand(op, 0));
    p.write(")");
    let size = rmlir_ir::ods::prop(ctx, body, op, "warp_size")
        .and_then(|a| crate::affine::utils::int_attr_value(ctx, a))
        .unwrap_or(0);
    p.write(&format!("[{size}]"));
    let args: Vec<_> = body.operands(op).skip(1).collect();
    if !args.is_empty() {
        p.write(" args(");
        for (i, v) in args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_value(body, *v);
        }
        p.write(" : ");
        for (i, v) in args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(body.value_type(*v));
        }
        p.write(")");
    }
    let results = body.results(op);
    if !results.is_empty() {
        p.write(" -> (");
        for (i, v) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(body.value_type(*v));
        }
        p.write(")");
    }
    p.write(" ");
    let (rbody, regions) = body.op_regions(op);
    if let Some(r) = regions.first() {
        p.print_region(rbody, *r, true, !results.is_empty());
    }
    let attrs = body.attrs(op).to_vec();
    p.print_optional_attr_dict(&attrs, &["warp_size"]);
}

fn verify_distributed(
    ctx: &Context,
    body: &Body,
    op: OpId,
    expanded: Type,
    distributed: Type,
    warp: i64,
) -> Result<(), Diagnostic> {
    if expanded == distributed {
        return Ok(());
    }
    let err = |m: String| Err(op_err(ctx, body, op, m));
    let (Some((es, _, ee)), Some((ds, _, de))) =
        (vec_info(ctx, expanded), vec_info(ctx, distributed))
    else {
        return err("expected vector type for distributed operands.".into());
    };
    if es.len() != ds.len() || ee != de {
        return err("expected distributed vectors to have same rank and element type.".into());
    }
    let mut scale = 1i64;
    for (i, (e, d)) in es.iter().zip(&ds).enumerate() {
        if e == d {
            continue;
        }
        if *d == 0 || e % d != 0 {
            return err(format!(
                "expected expanded vector dimension #{i} ({e}) to be a multipler of the distributed vector dimension ({d})"
            ));
        }
        scale *= e / d;
    }
    if scale != warp {
        return err(format!(
            "incompatible distribution dimensions from '{}' to '{}' with warp size = {warp}",
            ty_str(ctx, expanded),
            ty_str(ctx, distributed)
        ));
    }
    Ok(())
}

fn verify_warp(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (rbody, regions) = body.op_regions(op);
    let Some(block) = regions.first().and_then(|r| rbody.region_blocks(*r).next()) else {
        return Ok(());
    };
    let block_args = rbody.block_args(block);
    let args: Vec<_> = body.operands(op).skip(1).collect();
    if args.len() != block_args.len() {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected same number op arguments and block arguments.",
        ));
    }
    let Some(term) = rbody.last_op(block) else {
        return Ok(());
    };
    let results = body.results(op);
    if rbody.num_operands(term) != results.len() {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected same number of yield operands and return values.",
        ));
    }
    let warp = rmlir_ir::ods::prop(ctx, body, op, "warp_size")
        .and_then(|a| crate::affine::utils::int_attr_value(ctx, a))
        .unwrap_or(0);
    for (a, v) in block_args.iter().zip(&args) {
        verify_distributed(
            ctx,
            body,
            op,
            rbody.value_type(*a),
            body.value_type(*v),
            warp,
        )?;
    }
    for (y, r) in rbody.operands(term).zip(results) {
        verify_distributed(
            ctx,
            body,
            op,
            rbody.value_type(y),
            body.value_type(*r),
            warp,
        )?;
    }
    Ok(())
}

pub static WARP_EXECUTE_ON_LANE_0: OpDef = OpDef {
    operands: &[operand("laneid", c::INDEX), variadic("args", c::ANY_TYPE)],
    results: &[variadic("results", c::ANY_TYPE)],
    attrs: &[attr("warp_size", c::I64_ATTR)],
    regions: &[region("warpRegion")],
    traits: &[
        Trait::SingleBlockImplicitTerminator("vector.yield"),
        Trait::RecursiveMemoryEffects,
    ],
    parse: Some(parse_warp),
    print: Some(print_warp),
    verify: Some(verify_warp),
    ..OpDef::new("vector.warp_execute_on_lane_0")
};
