//! Type conversion of the `func` dialect for dialect conversions (upstream's
//! `FuncConversions.cpp` and `populateFunctionOpInterfaceTypeConversionPattern`):
//! `func.call` results and `func.return` operands take their converted types, and a
//! function's signature converts in place for passes anchored on the function itself.

use crate::vector::lowering::build;
use rmlir_ir::body::{InsertPoint, OpData};
use rmlir_ir::conversion::{ConversionPatternRewriter, ConversionPatternSet, TypeConverter};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{AttrKind, Body, Builder, Context, OpId, TypeKind, ValueId};
use std::sync::Arc;

const CAST: &str = "builtin.unrealized_conversion_cast";

/// Upstream's `populateCallOpTypeConversionPattern`: a `func.call` whose result types
/// convert becomes a call with the converted types and remapped operands.
pub fn populate_call_op_type_conversion_pattern(
    ctx: &Context,
    tc: Arc<TypeConverter>,
    set: &mut ConversionPatternSet,
) {
    set.add(
        ctx,
        Some("func.call"),
        1,
        "CallOpSignatureConversion",
        Some(tc),
        |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| -> LogicalResult {
            let ctx = rw.ctx;
            let tc = rw.type_converter().ok_or(())?.clone();
            let results: Vec<_> = rw
                .body
                .results(op)
                .iter()
                .map(|r| rw.body.value_type(*r))
                .collect();
            let new_results = tc.convert_types(ctx, &results).ok_or(())?;
            let loc = rw.body.loc(op);
            let callee = rmlir_ir::ods::prop(ctx, rw.body, op, "callee").ok_or(())?;
            let call = build(
                rw,
                loc,
                "func.call",
                operands,
                &new_results,
                &[("callee", callee)],
                0,
            );
            let values: Vec<ValueId> = rw.body.results(call).to_vec();
            rw.replace_op(op, &values);
            Ok(())
        },
    );
}

/// Upstream's `populateReturnOpTypeConversionPattern`: `func.return` of the remapped
/// operands.
pub fn populate_return_op_type_conversion_pattern(
    ctx: &Context,
    tc: Arc<TypeConverter>,
    set: &mut ConversionPatternSet,
) {
    set.add(
        ctx,
        Some("func.return"),
        1,
        "ReturnOpTypeConversion",
        Some(tc),
        |op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| -> LogicalResult {
            let loc = rw.body.loc(op);
            build(rw, loc, "func.return", operands, &[], &[], 0);
            rw.erase_op(op);
            Ok(())
        },
    );
}

/// The casts [`convert_signature_in_place`] put at the start of the entry block.
pub struct EntryCasts(Vec<OpId>);

/// Converts the signature of the `func.func` whose data is `f` (upstream's
/// `FunctionOpInterfaceSignatureConversion`, for a pass anchored on the function): the
/// function type takes the converted types, the entry block's arguments too, each seen by
/// its users through a cast back to its old type until [`finish_signature_conversion`].
/// `None` when a type does not convert (the function is left as it was).
pub fn convert_signature_in_place(
    ctx: &Context,
    f: &mut OpData,
    tc: &TypeConverter,
) -> Option<EntryCasts> {
    let slot = super::FUNCTION_TYPE;
    let fty = super::prop(&f.props, slot)?;
    let AttrKind::Type(t) = *ctx.attr_kind(fty) else {
        return None;
    };
    let TypeKind::Function { inputs, results } = ctx.type_kind(t).clone() else {
        return None;
    };
    let new_inputs = tc.convert_types(ctx, &inputs)?;
    let new_results = tc.convert_types(ctx, &results)?;
    if new_inputs.len() != inputs.len() {
        return None;
    }
    let mut casts = Vec::new();
    if *new_inputs == *inputs && *new_results == *results {
        return Some(EntryCasts(casts));
    }
    if let Some(body) = f.isolated_body_mut() {
        if let Some(entry) = body
            .root_regions()
            .first()
            .and_then(|r| body.region_blocks(*r).next())
        {
            let args: Vec<ValueId> = body.block_args(entry).to_vec();
            for (a, nt) in args.into_iter().zip(&new_inputs) {
                let ot = body.value_type(a);
                if ot == *nt {
                    continue;
                }
                let p = body.create_placeholder(ot);
                body.replace_all_uses(a, p);
                body.set_value_type(a, *nt);
                let loc = body.value(a).loc.unwrap_or_else(|| ctx.unknown_loc());
                let mut b = Builder::at(body, InsertPoint::BlockStart(entry));
                let mut spec = rmlir_ir::body::OpSpec::new(ctx.op_name(CAST), loc);
                let a_arr = [a];
                let tys = [ot];
                spec.operands = &a_arr;
                spec.result_types = &tys;
                let cast = b.create(spec);
                let v = body.result(cast, 0);
                body.replace_all_uses(p, v);
                body.erase_placeholder(p);
                casts.push(cast);
            }
        }
    }
    f.props[slot] = Some(ctx.type_attr(ctx.function_type(&new_inputs, &new_results)));
    Some(EntryCasts(casts))
}

/// Folds the casts of [`convert_signature_in_place`] with the casts back to the new type the
/// conversion put on their results, and erases those left unused.
pub fn finish_signature_conversion(ctx: &Context, body: &mut Body, casts: EntryCasts) {
    let cast_name = ctx.op_name(CAST);
    for c in casts.0 {
        if !body.contains_op(c) {
            continue;
        }
        let arg = body.operand(c, 0);
        let r = body.result(c, 0);
        let users: Vec<OpId> = body.uses(r).map(|(o, _)| o).collect();
        for u in users {
            if body.op_name(u) == cast_name
                && body.num_operands(u) == 1
                && body.results(u).len() == 1
                && body.value_type(body.result(u, 0)) == body.value_type(arg)
            {
                let ur = body.result(u, 0);
                body.replace_all_uses(ur, arg);
                body.erase_op(u);
            }
        }
        if !body.has_uses(r) {
            body.erase_op(c);
        }
    }
}
