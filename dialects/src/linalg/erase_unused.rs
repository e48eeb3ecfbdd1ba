//! Dead and duplicate operand elimination for `linalg.generic` (MLIR 19's
//! `EraseUnusedOperandsAndResults.cpp`):
//! - `DeduplicateAndRemoveDeadOperandsAndResults`: inputs whose block argument is unused are
//!   dropped (while the remaining maps still give the loop bounds), inputs repeated with the
//!   same indexing map are merged, and (when outputs may be removed) outputs whose result is
//!   dead, or which duplicate another output, are dropped;
//! - `RemoveUnusedCycleInGenericOp`: an output argument feeding one op that is only yielded
//!   back for a dead result is short-circuited so the first pattern can drop it;
//! - `FoldDuplicateInputBbArgs`: uses of an input argument are redirected to the last later
//!   argument (input or output) bound to the same value with the same map.

use super::transform_utils as tu;
use rmlir_ir::affine::AffineMap;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Body, Context, OpId, ValueId};

/// Upstream `populateEraseUnusedOperandsAndResultsPatterns`.
pub fn populate_erase_unused_operands_and_results(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "DeduplicateAndRemoveDeadOperandsAndResults",
        |op, rw| dedup_and_remove_dead(op, rw, true),
    );
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "RemoveUnusedCycleInGenericOp",
        remove_unused_cycle,
    );
}

/// Upstream `populateEraseUnnecessaryInputsPatterns`.
pub fn populate_erase_unnecessary_inputs(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "DeduplicateAndRemoveDeadOperandsAndResults",
        |op, rw| dedup_and_remove_dead(op, rw, false),
    );
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "FoldDuplicateInputBbArgs",
        fold_duplicate_input_bbargs,
    );
}

fn is_generic(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "linalg.generic"
}

fn block_args(body: &Body, op: OpId) -> Option<Vec<ValueId>> {
    let b = body.entry_block(*body.regions(op).first()?)?;
    Some(body.block_args(b).to_vec())
}

fn terminator(body: &Body, op: OpId) -> Option<OpId> {
    let b = body.entry_block(*body.regions(op).first()?)?;
    body.block_ops(b).last()
}

/// Upstream `canOpOperandsBeDropped`: the maps of the operands not in `dropped` still
/// determine every loop.
fn can_drop(maps: &[AffineMap], dropped: &[usize], num_loops: usize) -> bool {
    let kept: Vec<AffineMap> = maps
        .iter()
        .enumerate()
        .filter(|(i, _)| !dropped.contains(i))
        .map(|(_, m)| m.clone())
        .collect();
    if kept.is_empty() {
        return num_loops == 0;
    }
    tu::inverse_permutation(&tu::concat_affine_maps(&kept)).is_some()
}

/// Upstream `isResultValueDead`.
fn is_result_dead(ctx: &Context, body: &Body, op: OpId, k: usize, args: &[ValueId]) -> bool {
    let r = body.result(op, k);
    if body.has_uses(r) {
        return false;
    }
    let n_ins = super::segments(ctx, body, op).0.len();
    let arg = args[n_ins + k];
    if !body.has_uses(arg) {
        return true;
    }
    let uses: Vec<(OpId, usize)> = body.uses(arg).collect();
    if uses.len() != 1 {
        return false;
    }
    let user = uses[0].0;
    if body.results(user).iter().any(|r| body.has_uses(*r)) {
        return false;
    }
    if ctx.op_name_str(body.op_name(user)) != "linalg.yield" {
        return false;
    }
    body.operand(user, k) == arg
}

fn dedup_and_remove_dead(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    remove_outputs: bool,
) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if !is_generic(ctx, body, op) {
        return Err(());
    }
    let (ins, outs) = super::segments(ctx, body, op);
    let maps = super::indexing_maps(ctx, body, op).ok_or(())?;
    let num_loops = super::iterator_types(ctx, body, op).ok_or(())?.len();
    let args = block_args(body, op).ok_or(())?;
    let yield_op = terminator(body, op).ok_or(())?;
    if args.len() != ins.len() + outs.len() || maps.len() != args.len() {
        return Err(());
    }
    let n_ins = ins.len();
    let mut dropped: Vec<usize> = Vec::new();
    let mut new_ins: Vec<ValueId> = Vec::new();
    let mut new_outs: Vec<ValueId> = Vec::new();
    let mut new_maps: Vec<AffineMap> = Vec::new();

    // Inputs.
    let mut ins_pos: Vec<Option<usize>> = vec![None; n_ins];
    let mut seen_ins: Vec<(ValueId, AffineMap, usize)> = Vec::new();
    for (i, v) in ins.iter().enumerate() {
        if !body.has_uses(args[i]) {
            dropped.push(i);
            if can_drop(&maps, &dropped, num_loops) {
                continue;
            }
            dropped.pop();
        }
        if let Some((_, _, p)) = seen_ins.iter().find(|(x, m, _)| x == v && *m == maps[i]) {
            ins_pos[i] = Some(*p);
            dropped.push(i);
            continue;
        }
        ins_pos[i] = Some(new_ins.len());
        seen_ins.push((*v, maps[i].clone(), new_ins.len()));
        new_ins.push(*v);
        new_maps.push(maps[i].clone());
    }

    // Outputs.
    let mut outs_pos: Vec<Option<usize>> = vec![None; outs.len()];
    if !tu::has_pure_tensor_semantics(ctx, body, op) || !remove_outputs {
        for (k, v) in outs.iter().enumerate() {
            outs_pos[k] = Some(new_outs.len());
            new_outs.push(*v);
            new_maps.push(maps[n_ins + k].clone());
        }
    } else {
        let mut seen_outs: Vec<(ValueId, AffineMap, ValueId, usize)> = Vec::new();
        for (k, v) in outs.iter().enumerate() {
            let idx = n_ins + k;
            let yielded = body.operand(yield_op, k);
            if is_result_dead(ctx, body, op, k, &args) {
                dropped.push(idx);
                if can_drop(&maps, &dropped, num_loops) {
                    continue;
                }
                dropped.pop();
            }
            if !body.has_uses(args[idx]) {
                let dup = seen_outs
                    .iter()
                    .find(|(x, m, y, _)| x == v && *m == maps[idx] && *y == yielded);
                if let Some((_, _, _, p)) = dup {
                    outs_pos[k] = Some(*p);
                    dropped.push(idx);
                    continue;
                }
            }
            outs_pos[k] = Some(new_outs.len());
            seen_outs.push((*v, maps[idx].clone(), yielded, new_outs.len()));
            new_outs.push(*v);
            new_maps.push(maps[idx].clone());
        }
    }
    if new_ins.len() + new_outs.len() == body.num_operands(op) {
        return Err(());
    }

    let loc = body.loc(op);
    let result_types: Vec<_> = new_outs
        .iter()
        .map(|v| body.value_type(*v))
        .filter(|t| tu::is_tensor(ctx, *t))
        .collect();
    let iters = tu::iterator_attrs(ctx, body, op);
    let extra = tu::pruned_attrs(body, op);
    let doc = rmlir_ir::ods::prop(ctx, body, op, "doc");
    let library_call = rmlir_ir::ods::prop(ctx, body, op, "library_call");
    let arg_types: Vec<_> = new_ins
        .iter()
        .chain(new_outs.iter())
        .map(|v| {
            let t = body.value_type(*v);
            tu::elem_type(ctx, t).unwrap_or(t)
        })
        .collect();
    let old_block = body.entry_block(body.regions(op)[0]).ok_or(())?;
    let old_results: Vec<ValueId> = body.results(op).to_vec();

    rw.set_insertion_point_before(op);
    let new_op = tu::create_generic(
        rw,
        loc,
        &result_types,
        &new_ins,
        &new_outs,
        &new_maps,
        &iters,
        extra,
    );
    if let Some(info) = ctx.op_info(rw.body().op_name(new_op)) {
        for (n, a) in [("doc", doc), ("library_call", library_call)] {
            if let (Some(a), Some(i)) = (a, info.prop_index(n)) {
                rw.body.set_prop(new_op, i, Some(a));
            }
        }
    }
    let region = rw.body().regions(new_op)[0];
    let block = rw.create_block(region, None, &[]);
    let new_args: Vec<ValueId> = arg_types
        .iter()
        .map(|t| rw.body.add_block_arg(block, *t, loc))
        .collect();

    // Replacements of the old block arguments; dropped unused ones get any value.
    let mut repl: Vec<ValueId> = args.clone();
    for (i, p) in ins_pos.iter().enumerate() {
        if let Some(p) = p {
            repl[i] = new_args[*p];
        }
    }
    for (k, p) in outs_pos.iter().enumerate() {
        if let Some(p) = p {
            repl[n_ins + k] = new_args[new_ins.len() + *p];
        }
    }
    if new_outs.len() != outs.len() {
        let old_vals: Vec<ValueId> = rw.body().operands(yield_op).collect();
        let mut vals: Vec<ValueId> = vec![old_vals[0]; new_outs.len()];
        for (k, p) in outs_pos.iter().enumerate() {
            if let Some(p) = p {
                vals[*p] = old_vals[k];
            }
        }
        let name = rw.body().op_name(yield_op);
        let yloc = rw.body().loc(yield_op);
        rw.set_insertion_point_before(yield_op);
        let mut spec = rmlir_ir::body::OpSpec::new(name, yloc);
        spec.operands = &vals;
        let ny = rw.create(spec);
        rw.replace_op_with_op(yield_op, ny);
    }
    // Arguments of dropped operands have no uses left: replace them by themselves.
    rw.merge_blocks(old_block, block, &repl);

    let mut replacements = old_results.clone();
    for (k, p) in outs_pos.iter().enumerate() {
        if let Some(p) = p {
            if let Some(r) = rw.body().results(new_op).get(*p) {
                replacements[k] = *r;
            }
        }
    }
    rw.replace_op(op, &replacements);
    Ok(())
}

fn remove_unused_cycle(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if !is_generic(ctx, body, op) || !tu::has_pure_tensor_semantics(ctx, body, op) {
        return Err(());
    }
    let (ins, outs) = super::segments(ctx, body, op);
    let args = block_args(body, op).ok_or(())?;
    let mut changes: Vec<(OpId, ValueId)> = Vec::new();
    for k in 0..outs.len() {
        let Some(&r) = body.results(op).get(k) else {
            continue;
        };
        if body.has_uses(r) {
            continue;
        }
        let Some(&arg) = args.get(ins.len() + k) else {
            continue;
        };
        let uses: Vec<(OpId, usize)> = body.uses(arg).collect();
        if uses.len() != 1 {
            continue;
        }
        let cycle = uses[0].0;
        if body.results(cycle).len() != 1 {
            continue;
        }
        let cr = body.result(cycle, 0);
        let cu: Vec<(OpId, usize)> = body.uses(cr).collect();
        if cu.len() != 1 {
            continue;
        }
        let user = cu[0].0;
        if ctx.op_name_str(body.op_name(user)) != "linalg.yield" {
            continue;
        }
        if body.num_operands(user) <= k || body.operand(user, k) != cr {
            continue;
        }
        changes.push((cycle, arg));
    }
    if changes.is_empty() {
        return Err(());
    }
    for (cycle, arg) in changes {
        rw.replace_op(cycle, &[arg]);
    }
    rw.notify_op_modified(op);
    Ok(())
}

fn fold_duplicate_input_bbargs(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if !is_generic(ctx, body, op) {
        return Err(());
    }
    let (ins, _) = super::segments(ctx, body, op);
    let maps = super::indexing_maps(ctx, body, op).ok_or(())?;
    let args = block_args(body, op).ok_or(())?;
    let n = body.num_operands(op);
    if args.len() != n || maps.len() != n {
        return Err(());
    }
    let mut repl: Vec<(usize, usize)> = Vec::new();
    for i in 0..ins.len() {
        if !body.has_uses(args[i]) {
            continue;
        }
        for j in (i + 1..n).rev() {
            if body.operand(op, i) == body.operand(op, j) && maps[i] == maps[j] {
                repl.push((i, j));
                break;
            }
        }
    }
    if repl.is_empty() {
        return Err(());
    }
    for (i, j) in repl {
        rw.replace_all_uses_with(args[i], args[j]);
    }
    rw.notify_op_modified(op);
    Ok(())
}
