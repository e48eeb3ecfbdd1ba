//! `linalg-detensorize` (MLIR 19's `Detensorize.cpp`): `linalg.generic` ops on 0-d tensors
//! become their scalar bodies, and the 0-d tensors they exchange through non-entry block
//! arguments become scalars.
//!
//! - A **cost model** picks the generic ops to detensor and the non-entry block arguments
//!   to convert. The default one (`ControlFlowDetectionModel`) starts from the operands of
//!   the `cf.cond_br` and `cf.br` ops and walks forward (successor arguments, results of
//!   users) and backward (predecessor operands of block arguments, inputs of generics
//!   whose operands are all 0-d tensors, operands of scalar ops) to find the detensorable
//!   component of the control flow; block arguments fed by a generic left as is are then
//!   dropped. `aggressive-mode` detensors every such generic and every non-entry block
//!   argument.
//! - A **full dialect conversion** then converts, with a type converter mapping 0-d tensors
//!   to their element type (materialized by `tensor.extract` one way and
//!   `tensor.from_elements` the other): the function's non-entry block signatures first
//!   (the chosen arguments), then each chosen generic (its body inlined in place of it, its
//!   block arguments the remapped operands, its results the yielded values), then the
//!   branch operands passed to converted arguments.
//! - Finally the function is folded greedily (with `tensor.from_elements`' patterns).

use rmlir_ir::body::OpSpec;
use rmlir_ir::builder::Builder;
use rmlir_ir::conversion::{
    apply_full_conversion_with_root, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, SignatureConversion, TypeConversion, TypeConverter,
};
use rmlir_ir::dialect::Traits;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    RewritePatternSet,
};
use rmlir_ir::walk::{IrNode, WalkOptions, WalkResult};
use rmlir_ir::{BlockId, Body, Context, Location, OpId, RegionId, Type, TypeKind, ValueId};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

const ARGUMENT: &str = "linalg-detensorize";
const DESCRIPTION: &str = "Detensorize linalg ops";

pub struct Detensorize {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(Detensorize {
                options: PassOptions::new().with(
                    "aggressive-mode",
                    "Detensorize all ops that qualify for detensoring along with branch operands and basic-block arguments.",
                    OptValue::Bool(false),
                ),
            })
        },
    }
}

/// Upstream `canBeDetensored`: a 0-d ranked tensor.
fn can_be_detensored(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { shape, .. } if shape.is_empty())
}

fn is_legal_type(ctx: &Context, t: Type) -> bool {
    !can_be_detensored(ctx, t)
}

/// Upstream `getElementTypeOrSelf`.
fn element_type(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

/// A detensored value back to a 0-d tensor (upstream's `sourceMaterializationCallback`).
fn from_elements(
    ctx: &Context,
    b: &mut Builder<'_>,
    _ty: Type,
    inputs: &[ValueId],
    loc: Location,
) -> Option<ValueId> {
    let input = *inputs.first()?;
    let it = b.body.value_type(input);
    if matches!(
        ctx.type_kind(it),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return None;
    }
    let ty = super::transform_utils::tensor_type(ctx, &[], it);
    let mut spec = OpSpec::new(ctx.op_name("tensor.from_elements"), loc);
    spec.operands = std::slice::from_ref(&input);
    spec.result_types = std::slice::from_ref(&ty);
    let op = b.create(spec);
    Some(b.body.result(op, 0))
}

/// Upstream `DetensorizeTypeConverter`.
fn type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| TypeConversion::Types(std::iter::once(t).collect()));
    tc.add_conversion(|ctx, t| match ctx.type_kind(t) {
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => {
            if can_be_detensored(ctx, t) {
                TypeConversion::Types(std::iter::once(element_type(ctx, t)).collect())
            } else {
                TypeConversion::Types(std::iter::once(t).collect())
            }
        }
        _ => TypeConversion::NotApplicable,
    });
    tc.add_target_materialization(|ctx, b, ty, inputs, loc| {
        let input = *inputs.first()?;
        let mut spec = OpSpec::new(ctx.op_name("tensor.extract"), loc);
        spec.operands = std::slice::from_ref(&input);
        spec.result_types = std::slice::from_ref(&ty);
        let op = b.create(spec);
        Some(b.body.result(op, 0))
    });
    tc.add_source_materialization(from_elements);
    tc.add_argument_materialization(from_elements);
    tc
}

fn is_generic(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "linalg.generic"
}

/// Upstream `shouldBeDetensored`: a generic whose operands are all detensorable.
fn should_be_detensored(ctx: &Context, body: &Body, op: OpId) -> bool {
    is_generic(ctx, body, op)
        && body
            .operands(op)
            .all(|v| !is_legal_type(ctx, body.value_type(v)))
}

/// The forwarded operands of successor `i` of `op`, if it is a branch.
fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    i: usize,
) -> Option<rmlir_ir::rewrite::SuccessorOperands> {
    let branch = ctx.op_info(body.op_name(op))?.branch?;
    Some((branch.successor_operands)(ctx, body, op, i))
}

fn is_branch(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op))
        .is_some_and(|i| i.branch.is_some())
}

/// The predecessors of `block`: each terminator branching to it, with the successor index.
fn predecessors(body: &Body, region: RegionId, block: BlockId) -> Vec<(OpId, usize)> {
    let mut out = Vec::new();
    for b in body.region_blocks(region) {
        if let Some(t) = body.last_op(b) {
            for (i, s) in body.successors(t).iter().enumerate() {
                if *s == block {
                    out.push((t, i));
                }
            }
        }
    }
    out
}

fn block_of(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def {
        rmlir_ir::body::ValueDef::Result { op, .. } => body.parent_block(op),
        rmlir_ir::body::ValueDef::Arg { block, .. } => Some(block),
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

fn arg_of(body: &Body, v: ValueId) -> Option<(BlockId, usize)> {
    match body.value(v).def {
        rmlir_ir::body::ValueDef::Arg { block, index } => Some((block, index as usize)),
        _ => None,
    }
}

/// The operand at `arg` of a predecessor's forwarded operands (`None` when produced by
/// the branch or absent).
fn forwarded(
    ctx: &Context,
    body: &Body,
    term: OpId,
    succ: usize,
    arg: usize,
) -> Option<Option<usize>> {
    let so = successor_operands(ctx, body, term, succ)?;
    if so.len + so.produced == 0 || arg < so.produced as usize {
        return Some(None);
    }
    let k = arg - so.produced as usize;
    if k >= so.len as usize {
        return Some(None);
    }
    Some(Some(so.start as usize + k))
}

struct Plan {
    ops: HashSet<OpId>,
    args: HashSet<ValueId>,
}

/// Upstream `AggressiveDetensoringModel`.
fn aggressive_model(ctx: &Context, body: &Body, region: RegionId) -> Plan {
    let mut ops = HashSet::new();
    body.walk_ops(IrNode::Region(region), WalkOptions::post_order(), |b, o| {
        if should_be_detensored(ctx, b, o) {
            ops.insert(o);
        }
        WalkResult::Advance
    });
    let mut args = HashSet::new();
    for b in body.region_blocks(region).skip(1) {
        args.extend(body.block_args(b).iter().copied());
    }
    Plan { ops, args }
}

/// Upstream `ControlFlowDetectionModel`.
fn control_flow_model(ctx: &Context, body: &Body, region: RegionId) -> Plan {
    let mut work: Vec<ValueId> = Vec::new();
    let mut cond_brs = Vec::new();
    let mut brs = Vec::new();
    body.walk_ops(IrNode::Region(region), WalkOptions::post_order(), |b, o| {
        match ctx.op_name_str(b.op_name(o)) {
            "cf.cond_br" => cond_brs.push(o),
            "cf.br" => brs.push(o),
            _ => {}
        }
        WalkResult::Advance
    });
    for o in cond_brs.into_iter().chain(brs) {
        work.extend(body.operands(o));
    }
    let mut ops: HashSet<OpId> = HashSet::new();
    let mut args: HashSet<ValueId> = HashSet::new();
    let mut visited_values: HashSet<ValueId> = HashSet::new();
    let mut visited_ops: HashSet<OpId> = HashSet::new();
    while let Some(item) = work.pop() {
        if !visited_values.insert(item) {
            continue;
        }
        // Forward: successor arguments the value is passed to.
        if let Some(term) = block_of(body, item).and_then(|b| body.last_op(b)) {
            if is_branch(ctx, body, term) {
                let operands: Vec<ValueId> = body.operands(term).collect();
                for (idx, v) in operands.iter().enumerate() {
                    if *v != item {
                        continue;
                    }
                    if let Some(a) = successor_block_argument(ctx, body, term, idx) {
                        if !args.contains(&a) {
                            work.push(a);
                        }
                    }
                }
            }
        }
        // Forward: the results of the users.
        for (user, _) in body.uses(item) {
            work.extend(body.results(user).iter().copied());
        }
        // Backward: block arguments.
        if let Some((block, index)) = arg_of(body, item) {
            let Some(owner_region) = body.block_parent(block) else {
                continue;
            };
            if body.entry_block(owner_region) == Some(block) {
                continue;
            }
            args.insert(item);
            for (term, succ) in predecessors(body, owner_region, block) {
                let Some(fwd) = forwarded(ctx, body, term, succ, index) else {
                    return Plan {
                        ops: HashSet::new(),
                        args: HashSet::new(),
                    };
                };
                if let Some(k) = fwd {
                    work.push(body.operand(term, k));
                }
            }
            continue;
        }
        let Some(def) = body.defining_op(item) else {
            continue;
        };
        if !visited_ops.insert(def) {
            continue;
        }
        if is_generic(ctx, body, def) {
            if ops.contains(&def) || !should_be_detensored(ctx, body, def) {
                continue;
            }
            ops.insert(def);
            work.extend(super::segments(ctx, body, def).0);
            continue;
        }
        if ctx.op_name_str(body.op_name(def)) == "tensor.from_elements" {
            continue;
        }
        let scalar = body.results(def).iter().all(|r| {
            matches!(
                ctx.type_kind(body.value_type(*r)),
                TypeKind::Integer { .. } | TypeKind::Float(_)
            )
        });
        if scalar {
            work.extend(body.operands(def));
        }
    }
    // Block arguments fed by a generic that stays are not converted.
    let mut remove = Vec::new();
    for &a in &args {
        let Some((block, index)) = arg_of(body, a) else {
            continue;
        };
        let Some(region) = body.block_parent(block) else {
            continue;
        };
        for (term, succ) in predecessors(body, region, block) {
            let Some(Some(k)) = forwarded(ctx, body, term, succ, index) else {
                continue;
            };
            let def = body.defining_op(body.operand(term, k));
            if def.is_some_and(|d| is_generic(ctx, body, d) && !ops.contains(&d)) {
                remove.push(a);
                break;
            }
        }
    }
    for a in remove {
        args.remove(&a);
    }
    Plan { ops, args }
}

/// Upstream `BranchOpInterface::getSuccessorBlockArgument`.
fn successor_block_argument(
    ctx: &Context,
    body: &Body,
    term: OpId,
    operand: usize,
) -> Option<ValueId> {
    let succs = body.successors(term).to_vec();
    for (i, s) in succs.iter().enumerate() {
        let so = successor_operands(ctx, body, term, i)?;
        let start = so.start as usize;
        if operand >= start && operand < start + so.len as usize {
            let arg = operand - start + so.produced as usize;
            return body.block_args(*s).get(arg).copied();
        }
    }
    None
}

/// Upstream `computeBranchOpDetensoring`: for each branch, the operands passed to
/// converted block arguments.
fn branch_operands_to_convert(
    ctx: &Context,
    body: &Body,
    args: &HashSet<ValueId>,
) -> HashMap<OpId, HashSet<usize>> {
    let mut out: HashMap<OpId, HashSet<usize>> = HashMap::new();
    for &a in args {
        let Some((block, index)) = arg_of(body, a) else {
            continue;
        };
        let Some(region) = body.block_parent(block) else {
            continue;
        };
        for (term, succ) in predecessors(body, region, block) {
            if let Some(Some(k)) = forwarded(ctx, body, term, succ, index) {
                out.entry(term).or_default().insert(k);
            }
        }
    }
    out
}

/// Upstream `DetensorizeGenericOp`: the body replaces the op.
fn detensorize_generic(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    let original = body.parent_block(op).ok_or(())?;
    let region = *body.regions(op).first().ok_or(())?;
    let entry = body.entry_block(region).ok_or(())?;
    let last = body.last_block(region).ok_or(())?;
    let yield_op = body.last_op(last).ok_or(())?;
    let parent_region = body.block_parent(original).ok_or(())?;
    let new_block = rw.split_block(original, Some(op));
    rw.inline_region_before(region, parent_region, Some(new_block));
    let yielded: Vec<ValueId> = rw.body().operands(yield_op).collect();
    rw.replace_op(op, &yielded);
    rw.merge_blocks(entry, original, operands);
    rw.merge_blocks(new_block, original, &[]);
    rw.erase_op(yield_op);
    Ok(())
}

/// Upstream `FunctionNonEntryBlockConversion`: the chosen arguments of the non-entry
/// blocks get their converted types.
fn convert_non_entry_blocks(
    rw: &mut ConversionPatternRewriter<'_>,
    region: RegionId,
    args: &HashSet<ValueId>,
    tc: &TypeConverter,
) -> LogicalResult {
    let ctx = rw.ctx;
    let blocks: Vec<BlockId> = rw.body().region_blocks(region).skip(1).collect();
    let mut convs = Vec::new();
    for &b in &blocks {
        let block_args: Vec<ValueId> = rw.body().block_args(b).to_vec();
        let mut conv = SignatureConversion::new(block_args.len());
        for (i, a) in block_args.iter().enumerate() {
            let t = rw.body().value_type(*a);
            let t = if args.contains(a) {
                tc.convert_type_1(ctx, t).ok_or(())?
            } else {
                t
            };
            conv.add_inputs(i, &[t]);
        }
        convs.push(conv);
    }
    for (b, conv) in blocks.into_iter().zip(convs) {
        rw.apply_signature_conversion(b, &conv);
    }
    Ok(())
}

/// Upstream `FromElementsOp::getCanonicalizationPatterns`: `ExtractElementFromIndexCast`,
/// `extract(index_cast(t))` becoming `index_cast(extract(t))`.
pub fn populate_from_elements_canonicalization(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.extract",
        1,
        "ExtractElementFromIndexCast",
        |op, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            let cast = body.defining_op(body.operand(op, 0)).ok_or(())?;
            if ctx.op_name_str(body.op_name(cast)) != "arith.index_cast" {
                return Err(());
            }
            let input = body.operand(cast, 0);
            let elem = element_type(ctx, body.value_type(input));
            let mut operands: Vec<ValueId> = body.operands(op).collect();
            operands[0] = input;
            let result_ty = body.value_type(body.result(op, 0));
            let loc = body.loc(op);
            rw.set_insertion_point_before(op);
            let mut spec = OpSpec::new(ctx.op_name("tensor.extract"), loc);
            spec.operands = &operands;
            spec.result_types = std::slice::from_ref(&elem);
            let extract = rw.create(spec);
            let v = rw.body().result(extract, 0);
            let mut spec = OpSpec::new(ctx.op_name("arith.index_cast"), loc);
            spec.operands = std::slice::from_ref(&v);
            spec.result_types = std::slice::from_ref(&result_ty);
            let new_cast = rw.create(spec);
            rw.replace_op_with_op(op, new_cast);
            Ok(())
        },
    );
}

/// Upstream `isNotBranchOpInterfaceOrReturnLikeOp`: not a terminator at the end of a
/// block of the function body.
fn is_not_function_terminator(ctx: &Context, body: &Body, op: OpId, region: RegionId) -> bool {
    let registered = ctx.op_info(body.op_name(op));
    if registered.is_some_and(|i| !i.traits.has(Traits::TERMINATOR)) {
        return true;
    }
    let Some(block) = body.parent_block(op) else {
        return true;
    };
    if body.last_op(block) != Some(op) {
        return true;
    }
    body.block_parent(block) != Some(region)
}

impl Pass for Detensorize {
    fn name(&self) -> &'static str {
        "LinalgDetensorizePass"
    }
    /// An interface pass on `FunctionOpInterface`.
    fn can_schedule_on(&self, ctx: &Context, op_name: &str) -> bool {
        ctx.op_info(ctx.op_name(op_name))
            .is_some_and(|i| i.interfaces.function.is_some())
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
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
        let aggressive = self.options.bool("aggressive-mode");
        // An interface pass on functions: other ops are left alone.
        let is_function = ctx
            .op_info(op.data.name)
            .is_some_and(|i| i.interfaces.function.is_some());
        if !is_function {
            return Ok(());
        }
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let Some(&region) = body.root_regions().first() else {
            return Ok(());
        };
        let plan = if aggressive {
            aggressive_model(ctx, body, region)
        } else {
            control_flow_model(ctx, body, region)
        };
        let branch_ops = Arc::new(branch_operands_to_convert(ctx, body, &plan.args));
        let tc = Arc::new(type_converter());
        let ops = Arc::new(plan.ops);
        let args = plan.args;

        let mut target = ConversionTarget::new();
        {
            let ops = ops.clone();
            target.add_dynamically_legal_op(&["linalg.generic"], move |_, _, o| {
                Some(!ops.contains(&o))
            });
        }
        {
            let branch_ops = branch_ops.clone();
            target.mark_unknown_op_dynamically_legal(move |ctx, body, o| {
                if is_not_function_terminator(ctx, body, o, region) {
                    return Some(true);
                }
                let info = ctx.op_info(body.op_name(o));
                if info.is_some_and(|i| i.traits.has(Traits::RETURN_LIKE)) {
                    return Some(true);
                }
                if info.is_some_and(|i| i.branch.is_some()) {
                    let Some(idxs) = branch_ops.get(&o) else {
                        return Some(true);
                    };
                    return Some(
                        idxs.iter()
                            .all(|k| is_legal_type(ctx, body.value_type(body.operand(o, *k)))),
                    );
                }
                Some(false)
            });
        }

        let mut patterns = ConversionPatternSet::new();
        patterns.add(
            ctx,
            Some("linalg.generic"),
            1,
            "DetensorizeGenericOp",
            Some(tc.clone()),
            detensorize_generic,
        );
        {
            let branch_ops = branch_ops.clone();
            patterns.add(
                ctx,
                None,
                1,
                "BranchOpInterfaceTypeConversion",
                Some(tc.clone()),
                move |o: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_>| {
                    let ctx = rw.ctx;
                    let body = rw.body();
                    if !is_branch(ctx, body, o) {
                        return Err(());
                    }
                    let mut new: Vec<ValueId> = body.operands(o).collect();
                    let n_succ = body.successors(o).len();
                    for s in 0..n_succ {
                        let so = successor_operands(ctx, body, o, s).ok_or(())?;
                        for k in so.start as usize..(so.start + so.len) as usize {
                            if branch_ops.get(&o).is_some_and(|set| set.contains(&k)) {
                                new[k] = operands[k];
                            }
                        }
                    }
                    rw.modify_op_in_place(o, |b| b.set_operands(o, &new));
                    Ok(())
                },
            );
        }

        // The function is illegal while a chosen block argument has a detensorable type.
        let func_illegal = args
            .iter()
            .any(|a| !is_legal_type(ctx, body.value_type(*a)));
        let conv_tc = tc.clone();
        let step = move |rw: &mut ConversionPatternRewriter<'_>| -> LogicalResult {
            if !func_illegal {
                return Ok(());
            }
            convert_non_entry_blocks(rw, region, &args, &conv_tc)
        };
        if let Err(diags) =
            apply_full_conversion_with_root(ctx, body, &target, &patterns, (&step, Some(tc)))
        {
            for d in diags {
                cx.emit(d);
            }
            return Err(());
        }

        let mut set = RewritePatternSet::new();
        populate_from_elements_canonicalization(ctx, &mut set);
        let frozen = FrozenRewritePatternSet::new(ctx, set);
        apply_patterns_and_fold_greedily(ctx, body, &frozen, &GreedyRewriteConfig::default());
        body.commit();
        Ok(())
    }
}
