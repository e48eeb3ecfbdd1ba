//! Upstream's `castAwayContractionLeadingOneDim` (`VectorDropLeadUnitDim.cpp`, maskable):
//! a contraction whose accumulator has a leading unit dim iterated in parallel drops that
//! iteration dim: each operand that has it gets it moved to the front (a transpose, unless
//! only outer unit dims move) and extracted at 0; a `vector.mask` around the contraction
//! gets its mask extracted too; the result is broadcast back.

use crate::vector::attrs::IteratorType;
use crate::vector::contract::{indexing_maps, iterator_types};
use crate::vector::lowering::patterns::extract;
use crate::vector::lowering::{build, build1, vector_parts, vector_type};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter};
use rmlir_ir::{Attribute, OpId, ValueId};

fn dim_pos(m: &AffineMap, i: usize) -> Option<u32> {
    m.results().get(i)?.as_dim()
}

pub fn contraction(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let acc_ty = body.value_type(body.operand(op, 2));
    let (acc_shape, _, _) = vector_parts(ctx, acc_ty).ok_or(())?;
    if acc_shape.len() < 2 || acc_shape[0] != 1 {
        return Err(());
    }
    let maps = indexing_maps(ctx, body, op);
    let iters = iterator_types(ctx, body, op);
    if maps.len() != 3 {
        return Err(());
    }
    let drop = dim_pos(&maps[2], 0).ok_or(())?;
    if iters.get(drop as usize) != Some(&IteratorType::Parallel) {
        return Err(());
    }
    // Every map result must be a dim for the rewrite.
    for m in &maps {
        if m.results().iter().any(|e| e.as_dim().is_none()) {
            return Err(());
        }
    }
    let new_iters: Vec<Attribute> = iters
        .iter()
        .enumerate()
        .filter(|(i, _)| *i as u32 != drop)
        .map(|(_, t)| t.attr(ctx))
        .collect();
    let kind = rmlir_ir::ods::prop(ctx, body, op, "kind");
    let loc = body.loc(op);
    let res_ty = body.value_type(body.result(op, 0));
    let mut operands: Vec<ValueId> = body.operands(op).take(3).collect();
    // The maskable pattern's root: the `vector.mask` around the contraction.
    let masking = body
        .parent_op(op)
        .filter(|p| ctx.op_name_str(body.op_name(*p)) == "vector.mask");
    if let Some(m) = masking {
        rw.set_insertion_point_before(m);
    }
    let mut new_maps = Vec::new();
    let mut new_operands = Vec::new();
    for (k, old_map) in maps.iter().enumerate() {
        let mut map = old_map.clone();
        if dim_pos(&map, 0) != Some(drop) {
            let mut perm: Vec<i64> = Vec::new();
            let mut results: Vec<AffineExpr> = Vec::new();
            let mut needed = false;
            for i in 0..map.num_results() {
                let d = dim_pos(&map, i).ok_or(())?;
                if d == drop {
                    needed = true;
                    perm.insert(0, i as i64);
                    results.insert(0, AffineExpr::dim(d));
                } else {
                    perm.push(i as i64);
                    results.push(AffineExpr::dim(d));
                }
            }
            let (oshape, _, _) = vector_parts(ctx, rw.body().value_type(operands[k])).ok_or(())?;
            let non_outer = perm[..perm.len().saturating_sub(1)]
                .iter()
                .enumerate()
                .any(|(i, p)| *p != i as i64 && oshape[i] != 1);
            if needed {
                map = AffineMap::new(map.num_dims(), 0, results);
                if non_outer {
                    let (s, sc, e) =
                        vector_parts(ctx, rw.body().value_type(operands[k])).ok_or(())?;
                    let ps: Vec<i64> = perm.iter().map(|p| s[*p as usize]).collect();
                    let psc: Vec<bool> = perm
                        .iter()
                        .map(|p| sc.get(*p as usize).copied().unwrap_or(false))
                        .collect();
                    let tt = vector_type(ctx, &ps, &psc, e);
                    operands[k] = build1(
                        rw,
                        loc,
                        "vector.transpose",
                        &[operands[k]],
                        tt,
                        &[("permutation", c::dense_i64_array(ctx, &perm))],
                    );
                }
            }
        }
        let valid_extract = dim_pos(&map, 0) == Some(drop);
        let results: Vec<AffineExpr> = (0..map.num_results())
            .filter_map(|i| {
                let d = dim_pos(&map, i)?;
                (d != drop).then(|| AffineExpr::dim(if d < drop { d } else { d - 1 }))
            })
            .collect();
        new_maps.push(AffineMap::new(map.num_dims() - 1, 0, results));
        new_operands.push(if valid_extract {
            extract(rw, loc, operands[k], &[0])
        } else {
            operands[k]
        });
    }
    let maps_attr = ctx.array_attr(
        &new_maps
            .into_iter()
            .map(|m| crate::affine::utils::map_attr(ctx, m))
            .collect::<Vec<_>>(),
    );
    let mut props = vec![
        ("indexing_maps", maps_attr),
        ("iterator_types", ctx.array_attr(&new_iters)),
    ];
    if let Some(k) = kind {
        props.push(("kind", k));
    }
    let new_res_ty = rw.body().value_type(new_operands[2]);
    let contract = build(
        rw,
        loc,
        "vector.contract",
        &new_operands,
        &[new_res_ty],
        &props,
        0,
    );
    let mut result = rw.body().result(contract, 0);
    if let Some(m) = masking {
        let mask = rw.body().operand(m, 0);
        let new_mask = extract(rw, loc, mask, &[0]);
        let mop = build(rw, loc, "vector.mask", &[new_mask], &[new_res_ty], &[], 1);
        let region = rw.body().regions(mop)[0];
        let block = rw.create_block(region, None, &[]);
        rw.move_op(contract, rmlir_ir::body::InsertPoint::BlockEnd(block));
        rw.set_insertion_point_to_end(block);
        build(rw, loc, "vector.yield", &[result], &[], &[], 0);
        rw.set_insertion_point_after(mop);
        result = rw.body().result(mop, 0);
    }
    let b = build1(rw, loc, "vector.broadcast", &[result], res_ty, &[]);
    rw.replace_op(masking.unwrap_or(op), &[b]);
    Ok(())
}
