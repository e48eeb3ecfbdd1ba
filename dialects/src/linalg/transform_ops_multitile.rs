//! `transform.structured.multitile_sizes` (upstream's `MultiTileSizesOp`): the two tile
//! sizes (`low`, `low + divisor`) and the split point that cover one loop of a structured op
//! with tiles close to a target size. With parameter results the sizes are computed
//! statically (`computeStaticMultiTileSizes`, static shapes only); with handle results the
//! computation is emitted as IR before the op (`computeMultiTileSizes`: `affine.apply`s, an
//! `arith.cmpi` and a `cf.assert` that the tiles cover the loop) and the results are the ops
//! defining the low size, the high size and the split point.

use crate::affine::utils::{composed_apply_map, create_apply, OpFoldResult};
use crate::transform::interp::{
    Consumes, Failure, Interp, PayloadOp, TOp, TResult, TransformOpImpl,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Context, Location, OpId, ValueId};

pub static IMPLS: &[TransformOpImpl] = &[TransformOpImpl {
    name: "transform.structured.multitile_sizes",
    apply: apply_multitile_sizes,
    consumes: Consumes::Nothing,
}];

fn int_attr(ctx: &Context, a: Option<Attribute>, default: i64) -> i64 {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(default),
        _ => default,
    }
}

/// `computeStaticMultiTileSizes`: (low size, high size, split point).
pub fn static_multi_tile_sizes(trip: i64, target: i64, divisor: i64) -> Option<(i64, i64, i64)> {
    if target <= 0 || divisor <= 0 {
        return None;
    }
    let a = trip / divisor;
    let t = (target + divisor - 1) / divisor;
    let total = (a + t - 1) / t;
    if total == 0 {
        return None;
    }
    let low = (a / total) * divisor;
    let high = low + divisor;
    let low_trips = total - a % total;
    let high_trips = a % total;
    (low * low_trips + high * high_trips == trip).then_some((low, high, low * low_trips))
}

/// The flat operand dimensions and, for each loop, the first of them that it indexes.
fn loop_range(
    ctx: &Context,
    body: &rmlir_ir::Body,
    op: OpId,
    dim: usize,
) -> Option<(usize, usize)> {
    let maps = super::indexing_maps(ctx, body, op)?;
    for (k, m) in maps.iter().enumerate() {
        for (j, e) in m.results().iter().enumerate() {
            if e.as_dim() == Some(dim as u32) {
                return Some((k, j));
            }
        }
    }
    None
}

fn apply_multitile_sizes(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let dimension = int_attr(ctx, t.attr(ctx, "dimension"), 0);
    let target_size = int_attr(ctx, t.attr(ctx, "target_size"), 1);
    let divisor = int_attr(ctx, t.attr(ctx, "divisor"), 1);
    let param_results = it.is_param_type(t.result(0));
    let i64t = ctx.integer_type(64);
    let mut outs: [Vec<PayloadOp>; 3] = Default::default();
    let mut params: [Vec<Attribute>; 3] = Default::default();
    for target in it.ops(t.operand(0)) {
        let Some((b, op)) = it.op_in(&target) else {
            continue;
        };
        if !super::is_structured(ctx, b, op) {
            let d = Diagnostic::error(t.loc(), "only applies to structured ops")
                .with_note(it.payload_loc(&target), "target op");
            return Err(Failure::Silenceable(vec![d]));
        }
        let n_loops = super::iterator_types(ctx, b, op).map_or(0, |v| v.len());
        if dimension < 0 || dimension as usize >= n_loops {
            return Err(it.silenceable(t.loc(), "could not generate tile size computation"));
        }
        let dim = dimension as usize;
        let operands: Vec<ValueId> = b.operands(op).collect();
        let dynamic = operands
            .iter()
            .any(|v| super::transform_utils::shape_of(ctx, b.value_type(*v)).contains(&DYNAMIC));
        let Some((k, j)) = loop_range(ctx, b, op, dim) else {
            return Err(it.silenceable(t.loc(), "could not generate tile size computation"));
        };
        if param_results {
            if dynamic {
                let d = Diagnostic::error(
                    t.loc(),
                    "cannot compute parametric tile sizes for dynamically shaped payload op",
                )
                .with_note(it.payload_loc(&target), "payload op");
                return Err(Failure::Silenceable(vec![d]));
            }
            let trip = super::transform_utils::shape_of(ctx, b.value_type(operands[k]))[j];
            let Some((lo, hi, split)) = static_multi_tile_sizes(trip, target_size, divisor) else {
                return Err(it.silenceable(t.loc(), "failed to compute multi-size tiling sizes"));
            };
            params[0].push(ctx.int_attr(i64t, lo));
            params[1].push(ctx.int_attr(i64t, hi));
            params[2].push(ctx.int_attr(i64t, split));
            continue;
        }
        let path = target.body_path().to_vec();
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let mut rw = PatternRewriter::new(ctx, body);
        rw.set_insertion_point_before(op);
        let ops = emit_multi_tile_sizes(&mut rw, op, k, j, target_size, divisor);
        for (i, o) in ops.iter().enumerate() {
            outs[i].push(PayloadOp::at(&path, *o));
        }
    }
    if param_results {
        for (i, p) in params.into_iter().enumerate() {
            it.set_params(t.result(i), p);
        }
        return Ok(());
    }
    for (i, o) in outs.into_iter().enumerate() {
        it.set_ops(t, t.result(i), o)?;
    }
    Ok(())
}

/// `makeComposedAffineApply` of a symbol-only expression.
fn apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    e: AffineExpr,
    n: u32,
    vals: &[ValueId],
) -> ValueId {
    let map = AffineMap::new(0, n, vec![e]);
    let ofrs: Vec<OpFoldResult> = vals.iter().map(|v| OpFoldResult::Value(*v)).collect();
    let (m, values) = composed_apply_map(rw.ctx, rw.body(), &map, &ofrs);
    create_apply(rw, loc, m, &values)
}

fn emit_multi_tile_sizes(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    k: usize,
    j: usize,
    target: i64,
    divisor: i64,
) -> [OpId; 3] {
    let ctx = rw.ctx;
    let loc = rw.body().loc(op);
    let cst = super::transform_utils::constant_index;
    let target_v = cst(rw, loc, target);
    let divisor_v = cst(rw, loc, divisor);
    // `createFlatListOfOperandDims`: a `dim` for every dynamic operand size.
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let mut trip = None;
    for (ki, v) in operands.iter().enumerate() {
        let shape = super::transform_utils::shape_of(ctx, rw.body().value_type(*v));
        for (ji, s) in shape.iter().enumerate() {
            let x = if *s == DYNAMIC {
                Err(super::transform_utils::create_dim(rw, loc, *v, ji))
            } else {
                Ok(*s)
            };
            if (ki, ji) == (k, j) {
                trip = Some(x);
            }
        }
    }
    let trip = match trip.unwrap_or(Ok(0)) {
        Ok(c) => cst(rw, loc, c),
        Err(v) => v,
    };
    let s0 = AffineExpr::symbol(0);
    let s1 = AffineExpr::symbol(1);
    let s2 = AffineExpr::symbol(2);
    let s3 = AffineExpr::symbol(3);
    let a = apply(rw, loc, s0.floor_div(&s1), 2, &[trip, divisor_v]);
    let tt = apply(
        rw,
        loc,
        (s0.clone() + s1.clone() - 1).floor_div(&s1),
        2,
        &[target_v, divisor_v],
    );
    let d = apply(
        rw,
        loc,
        (s0.clone() + s1.clone() - 1).floor_div(&s1),
        2,
        &[a, tt],
    );
    let s = apply(
        rw,
        loc,
        s0.floor_div(&s1) * s2.clone(),
        3,
        &[a, d, divisor_v],
    );
    let v = apply(rw, loc, s0.modulo(&s1), 2, &[a, d]);
    let u = apply(rw, loc, s1.clone() - s0.clone(), 2, &[v, d]);
    let high = apply(rw, loc, s0.clone() + s1.clone(), 2, &[s, divisor_v]);
    let covered = apply(
        rw,
        loc,
        s0.clone() * s1.clone() + s2.clone() * s3,
        4,
        &[s, u, high, v],
    );
    let i1 = ctx.integer_type(1);
    let pred = ctx.int_attr(ctx.integer_type(64), 0);
    let cmp = create(
        rw,
        loc,
        "arith.cmpi",
        &[covered, trip],
        &[i1],
        &[("predicate", pred)],
    );
    let c = rw.body().result(cmp, 0);
    let msg = ctx.string_attr("could not compute dynamic multi-size tile shapes");
    create(rw, loc, "cf.assert", &[c], &[], &[("msg", msg)]);
    let split = apply(rw, loc, s0 * s1, 2, &[s, u]);
    let def = |v: ValueId| rw.body().defining_op(v).expect("affine.apply");
    [def(s), def(high), def(split)]
}

fn create(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[rmlir_ir::Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let ctx = rw.ctx;
    let op_name = ctx.op_name(name);
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    spec.result_types = results;
    if let Some(info) = ctx.op_info(op_name) {
        spec.props = info.props_from(ctx, props, true);
    }
    rw.create(spec)
}

#[cfg(test)]
mod tests {
    #[test]
    fn static_sizes() {
        assert_eq!(super::static_multi_tile_sizes(13, 3, 1), Some((2, 3, 4)));
        assert_eq!(super::static_multi_tile_sizes(15, 8, 8), None);
    }
}
