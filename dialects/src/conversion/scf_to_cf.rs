//! `convert-scf-to-cf`: lowers `scf` control flow to `cf` branches between blocks (MLIR
//! 19's `SCFToControlFlow`): the same patterns, block structure and order, through a
//! partial conversion in which the `scf` region ops are illegal.

use rmlir_ir::body::OpSpec;
use rmlir_ir::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::LogicalResult;
use rmlir_ir::{Attribute, BlockId, Context, Location, OpId, RegionId, Type, ValueId};

/// Creates `name` at the insertion point with the named properties (by name).
#[allow(clippy::too_many_arguments)]
fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    succs: &[BlockId],
    props: &[(&str, Attribute)],
    regions: usize,
) -> OpId {
    let op_name = rw.ctx.op_name(name);
    let info = rw.ctx.op_info(op_name).expect("registered op");
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.successors = succs;
    spec.num_regions = regions;
    spec.props = (0..info.props.len()).map(|_| None).collect();
    for (n, a) in props {
        if let Some(k) = info.prop_index(n) {
            spec.props[k] = Some(*a);
        }
    }
    rw.create(spec)
}

fn br(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    dest: BlockId,
    args: &[ValueId],
) -> OpId {
    create(rw, loc, "cf.br", args, &[], &[dest], &[], 0)
}

fn cond_br(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    cond: ValueId,
    t: (BlockId, &[ValueId]),
    f: (BlockId, &[ValueId]),
) -> OpId {
    let mut ops = vec![cond];
    ops.extend_from_slice(t.1);
    ops.extend_from_slice(f.1);
    let seg = c::dense_i32_array(rw.ctx, &[1, t.1.len() as i32, f.1.len() as i32]);
    create(
        rw,
        loc,
        "cf.cond_br",
        &ops,
        &[],
        &[t.0, f.0],
        &[("operandSegmentSizes", seg)],
        0,
    )
}

fn operands(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<ValueId> {
    rw.body.operands(op).collect()
}

fn result_types(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<Type> {
    rw.body
        .results(op)
        .iter()
        .map(|r| rw.body.value_type(*r))
        .collect()
}

fn parent_region(rw: &ConversionPatternRewriter<'_>, b: BlockId) -> RegionId {
    rw.body.block_parent(b).expect("block in a region")
}

fn front(rw: &ConversionPatternRewriter<'_>, r: RegionId) -> BlockId {
    rw.body.entry_block(r).expect("non-empty region")
}

fn back(rw: &ConversionPatternRewriter<'_>, r: RegionId) -> BlockId {
    rw.body.last_block(r).expect("non-empty region")
}

fn terminator(rw: &ConversionPatternRewriter<'_>, b: BlockId) -> OpId {
    rw.body.last_op(b).expect("block with a terminator")
}

/// Splits the block of `op` before it; returns (block, continuation).
fn split_at(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> (BlockId, BlockId) {
    let block = rw.body.parent_block(op).expect("op in a block");
    let cont = rw.split_block(block, Some(op));
    (block, cont)
}

fn is_llvm_attr(ctx: &Context, a: Attribute) -> bool {
    rmlir_ir::printer::attr_to_string(ctx, a).starts_with("#llvm.")
}

fn for_lowering(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let loc = rw.body.loc(op);
    let (init_block, end_block) = split_at(rw, op);
    let region = rw.body.regions(op)[0];
    let condition_block = front(rw, region);
    let first = rw.body.first_op(condition_block);
    let first_body = rw.split_block(condition_block, first);
    let last_body = back(rw, region);
    let parent = parent_region(rw, end_block);
    rw.inline_region_before(region, parent, Some(end_block));
    let iv = rw.body.block_args(condition_block)[0];
    let term = terminator(rw, last_body);
    rw.set_insertion_point_to_end(last_body);
    let ops = operands(rw, op);
    let (lb, ub, step) = (ops[0], ops[1], ops[2]);
    let ty = rw.body.value_type(iv);
    let add = create(rw, loc, "arith.addi", &[iv, step], &[ty], &[], &[], 0);
    let stepped = rw.body.result(add, 0);
    let mut carried = vec![stepped];
    carried.extend(rw.body.operands(term));
    let back_br = br(rw, loc, condition_block, &carried);
    let llvm_attrs: Vec<_> = rw
        .body
        .attrs(op)
        .iter()
        .copied()
        .filter(|(_, a)| is_llvm_attr(rw.ctx, *a))
        .collect();
    if !llvm_attrs.is_empty() {
        rw.body.set_attrs(back_br, llvm_attrs);
    }
    rw.erase_op(term);
    rw.set_insertion_point_to_end(init_block);
    let mut dest = vec![lb];
    dest.extend_from_slice(&ops[3..]);
    br(rw, loc, condition_block, &dest);
    rw.set_insertion_point_to_end(condition_block);
    let i1 = rw.ctx.integer_type(1);
    let slt = rw.ctx.int_attr(rw.ctx.integer_type(64), 2);
    let cmp = create(
        rw,
        loc,
        "arith.cmpi",
        &[iv, ub],
        &[i1],
        &[],
        &[("predicate", slt)],
        0,
    );
    let cmp = rw.body.result(cmp, 0);
    cond_br(rw, loc, cmp, (first_body, &[]), (end_block, &[]));
    let results: Vec<ValueId> = rw.body.block_args(condition_block)[1..].to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

fn if_lowering(op: OpId, _: &[ValueId], rw: &mut ConversionPatternRewriter<'_>) -> LogicalResult {
    let loc = rw.body.loc(op);
    let (cond_block, remaining) = split_at(rw, op);
    let types = result_types(rw, op);
    let parent = parent_region(rw, remaining);
    let continue_block = if types.is_empty() {
        remaining
    } else {
        let args: Vec<_> = types.iter().map(|t| (*t, loc)).collect();
        let b = rw.create_block(parent, Some(remaining), &args);
        br(rw, loc, remaining, &[]);
        b
    };
    let regions = rw.body.regions(op).to_vec();
    let then_region = regions[0];
    let then_block = front(rw, then_region);
    let then_last = back(rw, then_region);
    let then_term = terminator(rw, then_last);
    let then_ops: Vec<ValueId> = rw.body.operands(then_term).collect();
    rw.set_insertion_point_to_end(then_last);
    br(rw, loc, continue_block, &then_ops);
    rw.erase_op(then_term);
    rw.inline_region_before(then_region, parent, Some(continue_block));
    let else_region = regions[1];
    let mut else_block = continue_block;
    if !rw.body.region_is_empty(else_region) {
        else_block = front(rw, else_region);
        let else_last = back(rw, else_region);
        let else_term = terminator(rw, else_last);
        let else_ops: Vec<ValueId> = rw.body.operands(else_term).collect();
        rw.set_insertion_point_to_end(else_last);
        br(rw, loc, continue_block, &else_ops);
        rw.erase_op(else_term);
        rw.inline_region_before(else_region, parent, Some(continue_block));
    }
    rw.set_insertion_point_to_end(cond_block);
    let cond = rw.body.operand(op, 0);
    cond_br(rw, loc, cond, (then_block, &[]), (else_block, &[]));
    let results = rw.body.block_args(continue_block).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

fn execute_region_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let (cond_block, remaining) = split_at(rw, op);
    let region = rw.body.regions(op)[0];
    rw.set_insertion_point_to_end(cond_block);
    let entry = front(rw, region);
    br(rw, loc, entry, &[]);
    let blocks: Vec<BlockId> = rw.body.region_blocks(region).collect();
    for b in blocks {
        let Some(t) = rw.body.last_op(b) else {
            continue;
        };
        if rw.ctx.op_name_str(rw.body.op_name(t)) == "scf.yield" {
            let ops: Vec<ValueId> = rw.body.operands(t).collect();
            rw.set_insertion_point_to_end(b);
            br(rw, loc, remaining, &ops);
            rw.erase_op(t);
        }
    }
    let parent = parent_region(rw, remaining);
    rw.inline_region_before(region, parent, Some(remaining));
    let types = result_types(rw, op);
    let vals: Vec<ValueId> = types
        .iter()
        .map(|t| rw.body.add_block_arg(remaining, *t, loc))
        .collect();
    rw.replace_op(op, &vals);
    Ok(())
}

fn value_loc(rw: &ConversionPatternRewriter<'_>, v: ValueId) -> Location {
    match rw.body.value(v).def {
        rmlir_ir::body::ValueDef::Result { op, .. } => rw.body.loc(op),
        _ => rw.body.value(v).loc.unwrap_or_else(|| rw.ctx.unknown_loc()),
    }
}

/// `scf.for` as upstream's builder makes it: a body block with the induction variable and
/// the iteration arguments, and an empty `scf.yield` when there are none.
fn create_for(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    iter_args: &[ValueId],
) -> OpId {
    let mut ops = vec![lb, ub, step];
    ops.extend_from_slice(iter_args);
    let types: Vec<Type> = iter_args.iter().map(|v| rw.body.value_type(*v)).collect();
    let f = create(rw, loc, "scf.for", &ops, &types, &[], &[], 1);
    let saved = rw.insertion_point();
    let region = rw.body.regions(f)[0];
    let mut args = vec![(rw.body.value_type(lb), loc)];
    for v in iter_args {
        args.push((rw.body.value_type(*v), value_loc(rw, *v)));
    }
    rw.create_block(region, None, &args);
    if iter_args.is_empty() {
        create(rw, loc, "scf.yield", &[], &[], &[], &[], 0);
    }
    rw.set_insertion_point(saved);
    f
}

fn parallel_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let seg = rmlir_ir::ods::prop(rw.ctx, rw.body, op, "operandSegmentSizes")
        .and_then(|a| c::dense_i32_values(rw.ctx, a))
        .ok_or(())?;
    let ops = operands(rw, op);
    let n = seg[0] as usize;
    let (lbs, ubs, steps) = (&ops[..n], &ops[n..2 * n], &ops[2 * n..3 * n]);
    let mut iter_args: Vec<ValueId> = ops[3 * n..].to_vec();
    let mut ivs = Vec::new();
    let mut loop_results = iter_args.clone();
    let mut first = true;
    for i in 0..n {
        let f = create_for(rw, loc, lbs[i], ubs[i], steps[i], &iter_args);
        let body_block = front(rw, rw.body.regions(f)[0]);
        ivs.push(rw.body.block_args(body_block)[0]);
        iter_args = rw.body.block_args(body_block)[1..].to_vec();
        let results = rw.body.results(f).to_vec();
        if first {
            loop_results = results;
            first = false;
        } else if !results.is_empty() {
            let b = rw.insertion_block().expect("insertion block");
            rw.set_insertion_point_to_end(b);
            create(rw, loc, "scf.yield", &results, &[], &[], &[], 0);
        }
        rw.set_insertion_point_to_start(body_block);
    }
    let pbody = front(rw, rw.body.regions(op)[0]);
    let reduce = terminator(rw, pbody);
    let mut yield_operands = Vec::new();
    let reductions = rw.body.regions(reduce).to_vec();
    for (i, r) in reductions.iter().enumerate() {
        let rblock = front(rw, *r);
        let ret = terminator(rw, rblock);
        let arg = iter_args[yield_operands.len()];
        yield_operands.push(rw.body.operand(ret, 0));
        rw.erase_op(ret);
        let operand = rw.body.operand(reduce, i);
        rw.inline_block_before(rblock, pbody, Some(reduce), &[arg, operand]);
    }
    rw.erase_op(reduce);
    let new_body = rw.insertion_block().expect("insertion block");
    match rw.body.last_op(new_body) {
        None => rw.merge_blocks(pbody, new_body, &ivs),
        Some(t) => rw.inline_block_before(pbody, new_body, Some(t), &ivs),
    }
    if !yield_operands.is_empty() {
        let b = rw.insertion_block().expect("insertion block");
        rw.set_insertion_point_to_end(b);
        create(rw, loc, "scf.yield", &yield_operands, &[], &[], &[], 0);
    }
    rw.replace_op(op, &loop_results);
    Ok(())
}

fn while_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let saved = rw.insertion_point();
    let (current, continuation) = split_at(rw, op);
    let regions = rw.body.regions(op).to_vec();
    let (before_r, after_r) = (regions[0], regions[1]);
    let after = front(rw, after_r);
    let after_last = back(rw, after_r);
    let before = front(rw, before_r);
    let before_last = back(rw, before_r);
    let parent = parent_region(rw, continuation);
    rw.inline_region_before(after_r, parent, Some(continuation));
    rw.inline_region_before(before_r, parent, Some(after));
    rw.set_insertion_point_to_end(current);
    let inits = operands(rw, op);
    br(rw, loc, before, &inits);
    rw.set_insertion_point_to_end(before_last);
    // The terminators' replacements keep their locations (`replaceOpWithNewOp`).
    let cond_op = terminator(rw, before_last);
    let cond_ops = operands(rw, cond_op);
    let cond_loc = rw.body.loc(cond_op);
    let cb = cond_br(
        rw,
        cond_loc,
        cond_ops[0],
        (after, &cond_ops[1..]),
        (continuation, &[]),
    );
    rw.replace_op_with_op(cond_op, cb);
    rw.set_insertion_point_to_end(after_last);
    let y = terminator(rw, after_last);
    let y_ops = operands(rw, y);
    let y_loc = rw.body.loc(y);
    let b = br(rw, y_loc, before, &y_ops);
    rw.replace_op_with_op(y, b);
    rw.replace_op(op, &cond_ops[1..]);
    rw.set_insertion_point(saved);
    Ok(())
}

fn do_while_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let regions = rw.body.regions(op).to_vec();
    let (before_r, after_r) = (regions[0], regions[1]);
    if rw.body.region_blocks(after_r).count() != 1 {
        return rw.notify_match_failure(loc, || {
            "do-while simplification applicable to single-block 'after' region only".into()
        });
    }
    let after_block = front(rw, after_r);
    let y = rw.body.first_op(after_block);
    if y.is_none() || y != rw.body.last_op(after_block) {
        return rw.notify_match_failure(loc, || {
            "do-while simplification applicable only if 'after' region has no payload".into()
        });
    }
    let y = y.expect("checked");
    let forwards = rw.ctx.op_name_str(rw.body.op_name(y)) == "scf.yield"
        && rw
            .body
            .operands(y)
            .eq(rw.body.block_args(after_block).iter().copied());
    if !forwards {
        return rw.notify_match_failure(loc, || {
            "do-while simplification applicable only to forwarding 'after' regions".into()
        });
    }
    let saved = rw.insertion_point();
    let (current, continuation) = split_at(rw, op);
    let before = front(rw, before_r);
    let before_last = back(rw, before_r);
    let parent = parent_region(rw, continuation);
    rw.inline_region_before(before_r, parent, Some(continuation));
    rw.set_insertion_point_to_end(current);
    let inits = operands(rw, op);
    br(rw, loc, before, &inits);
    rw.set_insertion_point_to_end(before_last);
    let cond_op = terminator(rw, before_last);
    let cond_ops = operands(rw, cond_op);
    let cond_loc = rw.body.loc(cond_op);
    let cb = cond_br(
        rw,
        cond_loc,
        cond_ops[0],
        (before, &cond_ops[1..]),
        (continuation, &[]),
    );
    rw.replace_op_with_op(cond_op, cb);
    rw.replace_op(op, &cond_ops[1..]);
    rw.set_insertion_point(saved);
    Ok(())
}

fn index_switch_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let (cond_block, continue_block) = split_at(rw, op);
    let types = result_types(rw, op);
    let results: Vec<ValueId> = types
        .iter()
        .map(|t| rw.body.add_block_arg(continue_block, *t, loc))
        .collect();
    let parent = parent_region(rw, continue_block);
    let convert = |rw: &mut ConversionPatternRewriter<'_>, region: RegionId| -> BlockId {
        let block = front(rw, region);
        let y = terminator(rw, block);
        rw.set_insertion_point_before(y);
        let ops = operands(rw, y);
        let y_loc = rw.body.loc(y);
        let b = br(rw, y_loc, continue_block, &ops);
        rw.replace_op_with_op(y, b);
        rw.inline_region_before(region, parent, Some(continue_block));
        block
    };
    let regions = rw.body.regions(op).to_vec();
    let cases = rmlir_ir::ods::prop(rw.ctx, rw.body, op, "cases")
        .and_then(|a| c::dense_i64_values(rw.ctx, a))
        .unwrap_or_default();
    let mut succs = Vec::new();
    for r in &regions[1..] {
        succs.push(convert(rw, *r));
    }
    let default = convert(rw, regions[0]);
    rw.set_insertion_point_to_end(cond_block);
    let i32t = rw.ctx.integer_type(32);
    let arg = rw.body.operand(op, 0);
    let cast = create(rw, loc, "arith.index_cast", &[arg], &[i32t], &[], &[], 0);
    let flag = rw.body.result(cast, 0);
    let values: Vec<i64> = cases.iter().map(|v| *v as i32 as i64).collect();
    let mut all_succs = vec![default];
    all_succs.extend(succs.iter().copied());
    let seg = c::dense_i32_array(rw.ctx, &[1, 0, 0]);
    let case_segs = c::dense_i32_array(rw.ctx, &vec![0; succs.len()]);
    let mut props = vec![
        ("operandSegmentSizes", seg),
        ("case_operand_segments", case_segs),
    ];
    if !values.is_empty() {
        props.push((
            "case_values",
            crate::cf::int_elements(rw.ctx, i32t, &values),
        ));
    }
    create(rw, loc, "cf.switch", &[flag], &[], &all_succs, &props, 0);
    rw.replace_op(op, &results);
    Ok(())
}

fn forall_lowering(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let loc = rw.body.loc(op);
    let ctx = rw.ctx;
    let seg = rmlir_ir::ods::prop(ctx, rw.body, op, "operandSegmentSizes")
        .and_then(|a| c::dense_i32_values(ctx, a))
        .ok_or(())?;
    if seg[3] != 0 {
        return rw.notify_match_failure(loc, || {
            "only fully bufferized scf.forall ops can be lowered to scf.parallel".into()
        });
    }
    let ops = operands(rw, op);
    let statics = |name: &str| {
        rmlir_ir::ods::prop(ctx, rw.body, op, name)
            .and_then(|a| c::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let (slb, sub, sst) = (
        statics("staticLowerBound"),
        statics("staticUpperBound"),
        statics("staticStep"),
    );
    rw.set_insertion_point_before(op);
    let index = ctx.index_type();
    let mut offset = 0usize;
    let mut mixed =
        |rw: &mut ConversionPatternRewriter<'_>, st: &[i64], count: i32| -> Vec<ValueId> {
            let dynamic = &ops[offset..offset + count as usize];
            offset += count as usize;
            let mut k = 0;
            st.iter()
                .map(|&v| {
                    if v == i64::MIN {
                        k += 1;
                        dynamic[k - 1]
                    } else {
                        let a = ctx.int_attr(index, v);
                        let cst = create(
                            rw,
                            loc,
                            "arith.constant",
                            &[],
                            &[index],
                            &[],
                            &[("value", a)],
                            0,
                        );
                        rw.body.result(cst, 0)
                    }
                })
                .collect()
        };
    let lbs = mixed(rw, &slb, seg[0]);
    let ubs = mixed(rw, &sub, seg[1]);
    let steps = mixed(rw, &sst, seg[2]);
    let n = lbs.len() as i32;
    let mut pops = lbs.clone();
    pops.extend(&ubs);
    pops.extend(&steps);
    let pseg = c::dense_i32_array(ctx, &[n, n, n, 0]);
    let par = create(
        rw,
        loc,
        "scf.parallel",
        &pops,
        &[],
        &[],
        &[("operandSegmentSizes", pseg)],
        1,
    );
    let pregion = rw.body.regions(par)[0];
    let fregion = rw.body.regions(op)[0];
    rw.inline_region_before(fregion, pregion, None);
    let block = front(rw, pregion);
    let t = terminator(rw, block);
    rw.set_insertion_point_to_end(block);
    let red = create(rw, loc, "scf.reduce", &[], &[], &[], &[], 0);
    rw.replace_op_with_op(t, red);
    if let Some(m) = rmlir_ir::ods::prop(ctx, rw.body, op, "mapping") {
        let id = ctx.ident("mapping");
        rw.body.set_attr(ctx, par, id, Some(m));
    }
    rw.replace_op(op, &[]);
    Ok(())
}

/// Upstream's `populateSCFToControlFlowConversionPatterns`.
pub fn populate_patterns(ctx: &Context, set: &mut ConversionPatternSet) {
    set.add(
        ctx,
        Some("scf.forall"),
        1,
        "ForallLowering",
        None,
        forall_lowering,
    );
    set.add(ctx, Some("scf.for"), 1, "ForLowering", None, for_lowering);
    set.add(ctx, Some("scf.if"), 1, "IfLowering", None, if_lowering);
    set.add(
        ctx,
        Some("scf.index_switch"),
        1,
        "IndexSwitchLowering",
        None,
        index_switch_lowering,
    );
    set.add(
        ctx,
        Some("scf.parallel"),
        1,
        "ParallelLowering",
        None,
        parallel_lowering,
    );
    set.add(
        ctx,
        Some("scf.while"),
        1,
        "WhileLowering",
        None,
        while_lowering,
    );
    set.add(
        ctx,
        Some("scf.execute_region"),
        1,
        "ExecuteRegionLowering",
        None,
        execute_region_lowering,
    );
    set.add(
        ctx,
        Some("scf.while"),
        2,
        "DoWhileLowering",
        None,
        do_while_lowering,
    );
}

pub struct ConvertScfToCf {
    options: PassOptions,
}

const DESCRIPTION: &str =
    "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-scf-to-cf",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertScfToCf {
                options: PassOptions::new(),
            })
        },
    }
}

impl Pass for ConvertScfToCf {
    fn name(&self) -> &'static str {
        "SCFToControlFlow"
    }
    fn argument(&self) -> &'static str {
        "convert-scf-to-cf"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(ctx, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_illegal_op(&[
            "scf.forall",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.parallel",
            "scf.while",
            "scf.execute_region",
        ]);
        target.mark_unknown_op_dynamically_legal(|_, _, _| Some(true));
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        match apply_partial_conversion(ctx, body, &target, &patterns) {
            Ok(_) => Ok(()),
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                Err(())
            }
        }
    }
}
