//! Decomposition of a `linalg.generic` into one op per scalar statement (MLIR 19's
//! `DecomposeLinalgOps.cpp`, `populateDecomposeLinalgOpsPattern`).
//!
//! `DecomposeLinalgOp` peels the first statement of an all-parallel, tensor-semantics
//! `linalg.generic` whose outputs are accessed through permutations:
//! - the *peeled* op has the original operands plus one extra output per result of the
//!   statement (the output of the original result that yields it first, else a
//!   `tensor.empty` of the iteration domain with an identity map). Its body is the statement
//!   and a yield of, for each original yield operand, the statement's value when it yields
//!   one, else a zero constant, followed by all the statement's results;
//! - the *residual* op takes the original inputs plus the peeled op's extra results as
//!   inputs, the original outputs, and the rest of the body, where the statement's results
//!   become the new input arguments.
//!
//! As upstream does, block arguments are remapped by position (the original argument `i`
//! becomes argument `i` of each new op), and uses of the original results are replaced by
//! the peeled op's results where the original yield yields the statement's value.

use super::transform_utils as tu;
use crate::affine::utils::{self as au, OpFoldResult};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{BlockId, Body, Context, Location, OpId, Type, TypeKind, ValueId};

/// Upstream `populateDecomposeLinalgOpsPattern`: the decomposition pattern, plus the
/// dead operand/result erasure patterns when `remove_dead_args_and_results` is set.
pub fn populate_decompose_linalg_ops(
    ctx: &Context,
    set: &mut RewritePatternSet,
    remove_dead_args_and_results: bool,
) {
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "DecomposeLinalgOp",
        decompose_generic,
    );
    if remove_dead_args_and_results {
        super::erase_unused::populate_erase_unused_operands_and_results(ctx, set);
    }
}

fn is_int_index_or_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// Whether `op` lies (directly or nested) in `block`.
fn is_in_block(body: &Body, mut op: OpId, block: BlockId) -> bool {
    loop {
        let Some(b) = body.parent_block(op) else {
            return false;
        };
        if b == block {
            return true;
        }
        match body.block_parent_op(b) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// The zero constant of a scalar type (upstream's `getZero`).
fn create_zero(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type) -> ValueId {
    let ctx = rw.ctx;
    let value = crate::arith::fold::zero_attr(ctx, ty).unwrap_or_else(|| ctx.int_attr(ty, 0));
    let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
    spec.result_types = std::slice::from_ref(&ty);
    spec.props.push(Some(value));
    let op = rw.create(spec);
    rw.body().result(op, 0)
}

/// Upstream `getGenericOpLoopRange`: the loop sizes, computed from the operands' sizes
/// through the shapes-to-loops map (a `tensor.dim` is created for each dynamic size).
fn loop_range(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    op: OpId,
    shapes_to_loops: &AffineMap,
) -> Vec<OpFoldResult> {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let mut sizes = Vec::new();
    for v in operands {
        let shape = tu::shape_of(ctx, rw.body().value_type(v));
        for (i, s) in shape.iter().enumerate() {
            if *s == rmlir_ir::types::DYNAMIC {
                let d = super::reify::create_or_fold_dim(rw, loc, v, i);
                sizes.push(OpFoldResult::Value(d));
            } else {
                sizes.push(OpFoldResult::Attr(ctx.int_attr(index, *s)));
            }
        }
    }
    (0..shapes_to_loops.results().len())
        .map(|i| {
            let m = shapes_to_loops.sub_map(&[i]);
            au::make_composed_folded_affine_apply(rw, loc, &m, &sizes)
        })
        .collect()
}

fn decompose_generic(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if ctx.op_name_str(body.op_name(op)) != "linalg.generic" {
        return Err(());
    }
    let iters = super::iterator_types(ctx, body, op).ok_or(())?;
    if iters.iter().any(|p| !p) {
        return Err(());
    }
    if !tu::has_pure_tensor_semantics(ctx, body, op) {
        return Err(());
    }
    let maps = super::indexing_maps(ctx, body, op).ok_or(())?;
    let (ins, outs) = super::segments(ctx, body, op);
    if maps.len() != ins.len() + outs.len() {
        return Err(());
    }
    if maps[ins.len()..].iter().any(|m| !m.is_permutation()) {
        return Err(());
    }
    let region = *body.regions(op).first().ok_or(())?;
    let old_block = body.entry_block(region).ok_or(())?;
    let stmts: Vec<OpId> = body.block_ops(old_block).collect();
    if stmts.len() <= 2 {
        return Err(());
    }
    let peeled = stmts[0];
    let peeled_results: Vec<ValueId> = body.results(peeled).to_vec();
    if peeled_results
        .iter()
        .any(|r| !is_int_index_or_float(ctx, body.value_type(*r)))
    {
        return Err(());
    }
    let yield_op = *stmts.last().unwrap();
    let yielded: Vec<ValueId> = body.operands(yield_op).collect();
    // Upstream's `getZero` asserts on other types: decline them instead.
    if yielded.iter().any(|v| {
        body.defining_op(*v) != Some(peeled) && !is_int_index_or_float(ctx, body.value_type(*v))
    }) {
        return Err(());
    }
    let shapes_to_loops = tu::inverse_permutation(&tu::concat_affine_maps(&maps)).ok_or(())?;
    let old_args: Vec<ValueId> = body.block_args(old_block).to_vec();
    let old_result_types: Vec<Type> = body
        .results(op)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    let loc = body.loc(op);
    let iter_attrs = tu::iterator_attrs(ctx, body, op);

    // The peeled op.
    rw.set_insertion_point_before(op);
    let domain = loop_range(rw, loc, op, &shapes_to_loops);
    let mut new_inits = Vec::new();
    let mut new_types = Vec::new();
    let mut peeled_maps = maps.clone();
    for &r in &peeled_results {
        let body = rw.body();
        let yielded_at = body
            .uses(r)
            .find(|(u, _)| *u == yield_op)
            .and_then(|_| yielded.iter().position(|v| *v == r));
        if let Some(k) = yielded_at {
            new_inits.push(outs[k]);
            new_types.push(old_result_types[k]);
            peeled_maps.push(maps[ins.len() + k].clone());
            continue;
        }
        let sizes: Vec<tu::Ofr> = domain
            .iter()
            .map(|o| match o {
                OpFoldResult::Value(v) => Err(*v),
                OpFoldResult::Attr(a) => Ok(au::int_attr_value(ctx, *a).unwrap_or(0)),
            })
            .collect();
        let elem = body.value_type(r);
        let empty = tu::create_empty(rw, loc, &sizes, elem);
        new_inits.push(empty);
        new_types.push(rw.body().value_type(empty));
        peeled_maps.push(AffineMap::multi_dim_identity(domain.len() as u32));
    }
    let mut peeled_outs = outs.clone();
    peeled_outs.extend(new_inits.iter().copied());
    let mut peeled_types = old_result_types.clone();
    peeled_types.extend(new_types.iter().copied());
    let peeled_op = tu::create_generic(
        rw,
        loc,
        &peeled_types,
        &ins,
        &peeled_outs,
        &peeled_maps,
        &iter_attrs,
        Vec::new(),
    );

    // The residual op.
    let n_res = old_result_types.len();
    let extra_ins: Vec<ValueId> = (n_res..peeled_types.len())
        .map(|k| rw.body().result(peeled_op, k))
        .collect();
    let mut residual_ins = ins.clone();
    residual_ins.extend(extra_ins.iter().copied());
    let mut residual_maps: Vec<AffineMap> = maps[..ins.len()].to_vec();
    residual_maps.extend(peeled_maps[ins.len() + outs.len()..].iter().cloned());
    residual_maps.extend(maps[ins.len()..].iter().cloned());
    rw.set_insertion_point_before(op);
    let residual_op = tu::create_generic(
        rw,
        loc,
        &old_result_types,
        &residual_ins,
        &outs,
        &residual_maps,
        &iter_attrs,
        Vec::new(),
    );

    // The bodies: one block each, with an argument per operand.
    let make_block = |rw: &mut PatternRewriter<'_>, gop: OpId| -> BlockId {
        let operands: Vec<ValueId> = rw.body().operands(gop).collect();
        let args: Vec<(Type, Location)> = operands
            .iter()
            .map(|v| {
                let t = rw.body().value_type(*v);
                (tu::elem_type(ctx, t).unwrap_or(t), loc)
            })
            .collect();
        let region = rw.body().regions(gop)[0];
        rw.create_block(region, None, &args)
    };
    let peeled_block = make_block(rw, peeled_op);
    let residual_block = make_block(rw, residual_op);
    rw.unnotified(|b| {
        b.move_op(peeled, InsertPoint::BlockEnd(peeled_block));
        for &s in &stmts[1..] {
            b.move_op(s, InsertPoint::BlockEnd(residual_block));
        }
    });

    // The peeled op's yield.
    let mut peeled_yield = Vec::new();
    for &v in &yielded {
        if rw.body().defining_op(v) == Some(peeled) {
            peeled_yield.push(v);
        } else {
            rw.set_insertion_point_before(peeled_op);
            let t = rw.body().value_type(v);
            peeled_yield.push(create_zero(rw, loc, t));
        }
    }
    peeled_yield.extend(peeled_results.iter().copied());
    rw.set_insertion_point_to_end(peeled_block);
    let mut spec = OpSpec::new(ctx.op_name("linalg.yield"), loc);
    spec.operands = &peeled_yield;
    rw.create(spec);

    // Block arguments, by position.
    let residual_args: Vec<ValueId> = rw.body().block_args(residual_block).to_vec();
    let peeled_args: Vec<ValueId> = rw.body().block_args(peeled_block).to_vec();
    for (i, &a) in old_args.iter().enumerate() {
        rw.replace_uses_with_if(a, residual_args[i], |b, user, _| {
            is_in_block(b, user, residual_block)
        });
        rw.replace_uses_with_if(a, peeled_args[i], |b, user, _| {
            is_in_block(b, user, peeled_block)
        });
    }

    let replacements: Vec<ValueId> = yielded
        .iter()
        .enumerate()
        .map(|(k, v)| {
            if rw.body().defining_op(*v) == Some(peeled) {
                rw.body().result(peeled_op, k)
            } else {
                rw.body().result(residual_op, k)
            }
        })
        .collect();

    // The peeled statement's results, in the residual body, become the new inputs.
    for (k, &r) in peeled_results.iter().enumerate() {
        let to = residual_args[ins.len() + k];
        rw.replace_uses_with_if(r, to, |b, user, _| {
            b.parent_block(user) == Some(residual_block)
        });
    }
    rw.replace_op(op, &replacements);
    Ok(())
}
