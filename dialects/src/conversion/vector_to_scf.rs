//! `convert-vector-to-scf` (MLIR 19's `ConvertVectorToSCF`): greedy rewrites breaking
//! vector ops down into loops of smaller ones. Implemented: upstream's
//! `DecomposePrintOpConversion` (a `vector.print` of a vector becomes loops printing the
//! elements one by one with their punctuation; n-D vectors are flattened with
//! `vector.shape_cast` first, narrow integers widened to a power of two of at least 8
//! bits); the progressive n-D transfer lowering (`PrepareTransfer{Read,Write}Conversion`
//! moves the vector through a `memref.alloca` buffer and labels the transfer, then
//! `TransferOpConversion` unpacks one dim at a time into an `scf.for` over a
//! `vector.type_cast` of the buffer, with `scf.if` bounds and 1-D mask checks); the
//! `full-unroll` variants (`UnrollTransfer{Read,Write}Conversion`, `vector.insert` /
//! `vector.extract` chains instead of buffers); and `TransferOp1dConversion` (a 1-D
//! transfer that is not a minor identity on a unit-stride memref becomes a loop of scalar
//! loads or stores).

use crate::affine::utils::OpFoldResult;
use crate::vector::lowering::{build, build1, index_const, vector_parts, vector_type};
use crate::vector::transfer::Transfer;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::types::Signedness;
use rmlir_ir::{Context, OpId, TypeKind, ValueId};

fn punct(ctx: &Context, case: i64) -> rmlir_ir::Attribute {
    crate::vector::print::PUNCTUATION_ATTR.get(ctx, case as _)
}

/// A `vector.print` of punctuation `case` only.
fn print_punct(rw: &mut PatternRewriter<'_>, loc: rmlir_ir::Location, case: i64) -> OpId {
    let ctx = rw.ctx;
    build(
        rw,
        loc,
        "vector.print",
        &[],
        &[],
        &[("punctuation", punct(ctx, case))],
        0,
    )
}

/// Upstream's `DecomposePrintOpConversion`.
fn decompose_print(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if rw.body.num_operands(op) == 0 {
        return Err(());
    }
    let mut value = rw.body.operand(op, 0);
    let Some((shape0, scalable, mut elem)) = vector_parts(ctx, rw.body.value_type(value)) else {
        return Err(());
    };
    let is_scalable = scalable.iter().any(|s| *s);
    if shape0.len() > 1 && is_scalable {
        return Err(());
    }
    let loc = rw.body.loc(op);
    let punctuation = crate::vector::print::punctuation(ctx, rw.body, op);
    let punct_case = crate::vector::print::PUNCTUATION
        .cases
        .iter()
        .find(|(n, _)| *n == punctuation)
        .map_or(1, |(_, v)| *v);
    if let TypeKind::Integer { width, signedness } = ctx.type_kind(elem).clone() {
        // `llvm::NextPowerOf2(max(8, width) - 1)`.
        let legal = width.max(8).next_power_of_two();
        let signless = |w: u32| {
            ctx.get_type(TypeKind::Integer {
                width: w,
                signedness: Signedness::Signless,
            })
        };
        let with = |e| vector_type(ctx, &shape0, &scalable, e);
        let src_signless = with(signless(width));
        let dst_signless = with(signless(legal));
        let target_elem = ctx.get_type(TypeKind::Integer {
            width: legal,
            signedness,
        });
        let target = with(target_elem);
        if rw.body.value_type(value) != src_signless {
            value = build1(rw, loc, "vector.bitcast", &[value], src_signless, &[]);
        }
        if src_signless != dst_signless {
            let ext = if width == 1 || signedness == Signedness::Unsigned {
                "arith.extui"
            } else {
                "arith.extsi"
            };
            value = build1(rw, loc, ext, &[value], dst_signless, &[]);
        }
        if rw.body.value_type(value) != target {
            value = build1(rw, loc, "vector.bitcast", &[value], target, &[]);
        }
        elem = target_elem;
    }
    let shape: Vec<i64> = if shape0.is_empty() {
        vec![1]
    } else {
        shape0.clone()
    };
    if shape0.len() != 1 {
        let flat: i64 = shape.iter().product();
        let flat_ty = vector_type(ctx, &[flat], &[], elem);
        value = build1(rw, loc, "vector.shape_cast", &[value], flat_ty, &[]);
    }
    let idx = ctx.index_type();
    let mut first_close: Option<OpId> = None;
    let mut ivs = Vec::new();
    for (d, &n) in shape.iter().enumerate() {
        let lb = index_const(rw, loc, 0);
        let mut ub = index_const(rw, loc, n);
        let step = index_const(rw, loc, 1);
        if scalable.get(d).copied().unwrap_or(false) {
            let vscale = build1(rw, loc, "vector.vscale", &[], idx, &[]);
            ub = build1(rw, loc, "arith.muli", &[ub, vscale], idx, &[]);
        }
        let last = build1(rw, loc, "arith.subi", &[ub, step], idx, &[]);
        print_punct(rw, loc, 3);
        let for_op = build(rw, loc, "scf.for", &[lb, ub, step], &[], &[], 1);
        let close = print_punct(rw, loc, 4);
        first_close.get_or_insert(close);
        let region = rw.body.regions(for_op)[0];
        let saved = rw.insertion_point();
        let blk = rw.create_block(region, None, &[(idx, loc)]);
        build(rw, loc, "scf.yield", &[], &[], &[], 0);
        let _ = saved;
        let iv = rw.body.block_args(blk)[0];
        ivs.push(iv);
        rw.set_insertion_point_to_start(blk);
        let pred = ctx.int_attr(ctx.integer_type(64), 6); // ult
        let not_last = build1(
            rw,
            loc,
            "arith.cmpi",
            &[iv, last],
            ctx.integer_type(1),
            &[("predicate", pred)],
        );
        let if_op = build(rw, loc, "scf.if", &[not_last], &[], &[], 2);
        let then = rw.body.regions(if_op)[0];
        let after_if = rw.insertion_point();
        rw.create_block(then, None, &[]);
        print_punct(rw, loc, 2);
        build(rw, loc, "scf.yield", &[], &[], &[], 0);
        rw.set_insertion_point(after_if);
        rw.set_insertion_point_to_start(blk);
    }
    let mut flat = None;
    let mut stride = 1i64;
    for d in (0..shape.len()).rev() {
        let s = index_const(rw, loc, stride);
        let index = build1(rw, loc, "arith.muli", &[s, ivs[d]], idx, &[]);
        flat = Some(match flat {
            Some(f) => build1(rw, loc, "arith.addi", &[f, index], idx, &[]),
            None => index,
        });
        stride *= shape[d];
    }
    let flat = flat.expect("at least one dimension");
    let element = build1(rw, loc, "vector.extractelement", &[value, flat], elem, &[]);
    build(
        rw,
        loc,
        "vector.print",
        &[element],
        &[],
        &[("punctuation", punct(ctx, 0))],
        0,
    );
    rw.set_insertion_point_after(first_close.expect("a loop"));
    print_punct(rw, loc, punct_case);
    rw.erase_op(op);
    Ok(())
}

pub struct ConvertVectorToScf {
    options: PassOptions,
}

const DESCRIPTION: &str = "Lower the operations from the vector dialect into the SCF dialect";

pub fn info() -> PassInfo {
    PassInfo {
        argument: "convert-vector-to-scf",
        description: DESCRIPTION,
        create: || {
            Box::new(ConvertVectorToScf {
                options: PassOptions::new()
                    .with(
                        "full-unroll",
                        "Perform full unrolling when converting vector transfers to SCF",
                        OptValue::Bool(false),
                    )
                    .with(
                        "target-rank",
                        "Target vector rank to which transfer ops should be lowered",
                        OptValue::UInt(1),
                    )
                    .with(
                        "lower-tensors",
                        "Lower transfer ops that operate on tensors",
                        OptValue::Bool(false),
                    ),
            })
        },
    }
}

impl Pass for ConvertVectorToScf {
    fn name(&self) -> &'static str {
        "ConvertVectorToSCF"
    }
    fn argument(&self) -> &'static str {
        "convert-vector-to-scf"
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
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        // Upstream first lowers the transfers' permutation maps.
        let mut perm = RewritePatternSet::new();
        populate_permutation_map_lowering(ctx, &mut perm);
        let perm = FrozenRewritePatternSet::new(ctx, perm);
        apply_patterns_and_fold_greedily(ctx, body, &perm, &GreedyRewriteConfig::default());
        let mut set = RewritePatternSet::new();
        set.add_fn(
            ctx,
            "vector.print",
            1,
            "DecomposePrintOpConversion",
            decompose_print,
        );
        let o = TransferOptions {
            unroll: self.options.bool("full-unroll"),
            target_rank: self.options.uint("target-rank") as usize,
            lower_tensors: self.options.bool("lower-tensors"),
        };
        populate_transfer_patterns(ctx, &mut set, o);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
        Ok(())
    }
}

/// Upstream's `populateVectorToSCFConversionPatterns` (transfer part).
pub fn populate_transfer_patterns(ctx: &Context, set: &mut RewritePatternSet, o: TransferOptions) {
    if o.unroll {
        set.add_fn(
            ctx,
            "vector.transfer_read",
            1,
            "UnrollTransferReadConversion",
            move |op, rw| unroll_read(op, rw, &o),
        );
        set.add_fn(
            ctx,
            "vector.transfer_write",
            1,
            "UnrollTransferWriteConversion",
            move |op, rw| unroll_write(op, rw, &o),
        );
    } else {
        set.add_fn(
            ctx,
            "vector.transfer_read",
            1,
            "PrepareTransferReadConversion",
            move |op, rw| prepare_read(op, rw, &o),
        );
        set.add_fn(
            ctx,
            "vector.transfer_write",
            1,
            "PrepareTransferWriteConversion",
            move |op, rw| prepare_write(op, rw, &o),
        );
        set.add_fn(
            ctx,
            "vector.transfer_read",
            1,
            "TransferOpConversion",
            move |op, rw| transfer_op_conversion(op, rw, &o),
        );
        set.add_fn(
            ctx,
            "vector.transfer_write",
            1,
            "TransferOpConversion",
            move |op, rw| transfer_op_conversion(op, rw, &o),
        );
    }
    if o.target_rank == 1 {
        set.add_fn(
            ctx,
            "vector.transfer_read",
            1,
            "TransferOp1dConversion",
            transfer_1d,
        );
        set.add_fn(
            ctx,
            "vector.transfer_write",
            1,
            "TransferOp1dConversion",
            transfer_1d,
        );
    }
}

/// The pass options as the transfer patterns see them (upstream's
/// `VectorTransferToSCFOptions`).
#[derive(Clone, Copy, Debug)]
pub struct TransferOptions {
    pub unroll: bool,
    pub target_rank: usize,
    pub lower_tensors: bool,
}

/// The label marking transfer ops for progressive lowering.
const LABEL: &str = "__vector_to_scf_lowering__";

type Loc = rmlir_ir::Location;

/// Upstream's `makeComposedAffineApply(d0 + d1, {base, iv})`.
fn composed_add(rw: &mut PatternRewriter<'_>, loc: Loc, base: ValueId, iv: ValueId) -> ValueId {
    use rmlir_ir::affine::{AffineExpr, AffineMap};
    let map = AffineMap::new(2, 0, vec![AffineExpr::dim(0).add(&AffineExpr::dim(1))]);
    let ops = [OpFoldResult::Value(base), OpFoldResult::Value(iv)];
    let (m, values) = crate::affine::utils::composed_apply_map(rw.ctx, rw.body(), &map, &ops);
    crate::affine::utils::create_apply(rw, loc, m, &values)
}

fn shaped_parts(ctx: &Context, t: rmlir_ir::Type) -> Option<(Vec<i64>, rmlir_ir::Type, bool)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.to_vec(), *elem, false)),
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.to_vec(), *elem, true)),
        _ => None,
    }
}

fn is_tensor_op(ctx: &Context, rw: &PatternRewriter<'_>, x: &Transfer) -> bool {
    matches!(
        ctx.type_kind(rw.body().value_type(x.source)),
        TypeKind::RankedTensor { .. }
    )
}

/// Upstream's `unpackedDim`: the source dim of the first vector dim (`None`: a broadcast).
fn unpacked_dim(x: &Transfer) -> Option<usize> {
    x.map
        .as_ref()?
        .results()
        .first()?
        .as_dim()
        .map(|d| d as usize)
}

fn is_broadcast_dim0(x: &Transfer) -> bool {
    x.map
        .as_ref()
        .and_then(|m| m.results().first().map(|e| e.is_constant_value(0)))
        .unwrap_or(false)
}

/// The permutation map without its first result.
fn unpacked_map(ctx: &Context, x: &Transfer) -> rmlir_ir::Attribute {
    let m = x.map.clone().expect("transfer map");
    let results = m.results()[1..].to_vec();
    let nm = rmlir_ir::affine::AffineMap::new(m.num_dims(), 0, results);
    crate::affine::utils::map_attr(ctx, nm)
}

/// `in_bounds` without its first element.
fn unpacked_in_bounds(ctx: &Context, x: &Transfer) -> rmlir_ir::Attribute {
    let b = x.in_bounds.clone().unwrap_or_default();
    crate::vector::transfer::bool_array(ctx, b.get(1..).unwrap_or(&[]))
}

fn mask_rank(ctx: &Context, rw: &PatternRewriter<'_>, x: &Transfer) -> usize {
    x.mask
        .and_then(|m| vector_parts(ctx, rw.body().value_type(m)))
        .map_or(0, |(s, _, _)| s.len())
}

/// Upstream's `getXferIndices`: the indices with the unpacked dim offset by `iv`.
fn xfer_indices(rw: &mut PatternRewriter<'_>, loc: Loc, x: &Transfer, iv: ValueId) -> Vec<ValueId> {
    let mut indices = x.indices.clone();
    if let Some(d) = unpacked_dim(x) {
        indices[d] = composed_add(rw, loc, x.indices[d], iv);
    }
    indices
}

/// Upstream's `vector::createOrFoldDimOp`.
fn dim_of(rw: &mut PatternRewriter<'_>, loc: Loc, source: ValueId, d: usize) -> ValueId {
    let ctx = rw.ctx;
    let st = rw.body().value_type(source);
    let (shape, _, tensor) = shaped_parts(ctx, st).expect("shaped source");
    if shape[d] != rmlir_ir::types::DYNAMIC {
        return index_const(rw, loc, shape[d]);
    }
    let c = index_const(rw, loc, d as i64);
    let name = if tensor { "tensor.dim" } else { "memref.dim" };
    build1(rw, loc, name, &[source, c], ctx.index_type(), &[])
}

/// Runs `f` with a rewriter whose ops are not reported to the driver: upstream builds the
/// bodies of new `scf.for`/`scf.if` ops through builder callbacks before the op is
/// inserted, so the greedy driver only sees those nested ops on its next sweep.
fn unreported<R>(rw: &mut PatternRewriter<'_>, f: impl FnOnce(&mut PatternRewriter<'_>) -> R) -> R {
    let ctx = rw.ctx;
    rw.unnotified(|body| {
        let mut inner = PatternRewriter::new(ctx, body);
        f(&mut inner)
    })
}

/// The body builder of [`build_for`]: gets the induction variable and the iter args,
/// returns the values to yield.
type LoopBody<'c> =
    &'c mut dyn FnMut(&mut PatternRewriter<'_>, ValueId, &[ValueId]) -> Vec<ValueId>;

type Case<'c> = &'c mut dyn FnMut(&mut PatternRewriter<'_>) -> Option<ValueId>;

/// Upstream's `generateInBoundsCheck`: `in_case` under an `scf.if` when the unpacked dim
/// may run out of bounds (or the 1-D mask may be off), `out_case` in its else branch.
#[allow(clippy::too_many_arguments)]
fn in_bounds_check(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    x: &Transfer,
    iv: ValueId,
    dim: Option<usize>,
    result: Option<rmlir_ir::Type>,
    in_case: Case<'_>,
    out_case: Case<'_>,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let i1 = ctx.integer_type(1);
    let mut cond = None;
    if let (false, Some(d)) = (x.is_dim_in_bounds(0), dim) {
        let memref_dim = dim_of(rw, loc, x.source, d);
        let memref_idx = composed_add(rw, loc, x.indices[d], iv);
        let sgt = ctx.int_attr(ctx.integer_type(64), 4);
        cond = Some(build1(
            rw,
            loc,
            "arith.cmpi",
            &[memref_dim, memref_idx],
            i1,
            &[("predicate", sgt)],
        ));
    }
    // generateMaskCheck
    if let Some(m) = x.mask {
        if mask_rank(ctx, rw, x) == 1 && !is_broadcast_dim0(x) {
            let mc = build1(rw, loc, "vector.extractelement", &[m, iv], i1, &[]);
            cond = Some(match cond {
                Some(c) => build1(rw, loc, "arith.andi", &[c, mc], i1, &[]),
                None => mc,
            });
        }
    }
    let Some(c) = cond else {
        return in_case(rw);
    };
    let results: Vec<rmlir_ir::Type> = result.into_iter().collect();
    let if_op = build(rw, loc, "scf.if", &[c], &results, &[], 2);
    let regions = rw.body().regions(if_op).to_vec();
    unreported(rw, |rw| {
        rw.create_block(regions[0], None, &[]);
        let v = in_case(rw);
        let yielded: Vec<ValueId> = if result.is_some() {
            v.into_iter().collect()
        } else {
            vec![]
        };
        build(rw, loc, "scf.yield", &yielded, &[], &[], 0);
        rw.create_block(regions[1], None, &[]);
        let v = out_case(rw);
        let yielded: Vec<ValueId> = if result.is_some() {
            v.into_iter().collect()
        } else {
            vec![]
        };
        build(rw, loc, "scf.yield", &yielded, &[], &[], 0);
    });
    result.map(|_| rw.body().result(if_op, 0))
}

/// Creates `scf.for %iv = lb to ub step 1 iter_args(inits)` whose body `f` builds,
/// returning the values to yield.
fn build_for(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    ub: i64,
    inits: &[ValueId],
    splat_inits: bool,
    f: LoopBody<'_>,
) -> OpId {
    let ctx = rw.ctx;
    let idx = ctx.index_type();
    let lb = index_const(rw, loc, 0);
    let ub_v = index_const(rw, loc, ub);
    let step = index_const(rw, loc, 1);
    // With `splat_inits`, the inits are paddings splat to `vector<ub x type>`.
    let inits: Vec<ValueId> = if splat_inits {
        inits
            .iter()
            .map(|p| {
                let t = vector_type(ctx, &[ub], &[], rw.body().value_type(*p));
                build1(rw, loc, "vector.splat", &[*p], t, &[])
            })
            .collect()
    } else {
        inits.to_vec()
    };
    let mut ops = vec![lb, ub_v, step];
    ops.extend(&inits);
    let types: Vec<rmlir_ir::Type> = inits.iter().map(|v| rw.body().value_type(*v)).collect();
    let for_op = build(rw, loc, "scf.for", &ops, &types, &[], 1);
    let region = rw.body().regions(for_op)[0];
    let mut args = vec![(idx, loc)];
    args.extend(types.iter().map(|t| (*t, loc)));
    unreported(rw, |rw| {
        let blk = rw.create_block(region, None, &args);
        let bargs = rw.body().block_args(blk).to_vec();
        let y = f(rw, bargs[0], &bargs[1..]);
        build(rw, loc, "scf.yield", &y, &[], &[], 0);
    });
    for_op
}

/// A new `vector.transfer_read`.
#[allow(clippy::too_many_arguments)]
fn new_read(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    vt: rmlir_ir::Type,
    source: ValueId,
    indices: &[ValueId],
    map: rmlir_ir::Attribute,
    padding: ValueId,
    mask: Option<ValueId>,
    in_bounds: rmlir_ir::Attribute,
    label: bool,
) -> OpId {
    let ctx = rw.ctx;
    let mut ops = vec![source];
    ops.extend(indices);
    ops.push(padding);
    ops.extend(mask);
    let segs = [1, indices.len() as i32, 1, mask.is_some() as i32];
    let seg = rmlir_ir::ods::constraints::dense_i32_array(ctx, &segs);
    let mut attrs = vec![
        ("permutation_map", map),
        ("in_bounds", in_bounds),
        ("operandSegmentSizes", seg),
    ];
    if label {
        attrs.push((LABEL, ctx.unit_attr()));
    }
    build(rw, loc, "vector.transfer_read", &ops, &[vt], &attrs, 0)
}

/// A new `vector.transfer_write` (with a result on tensors).
#[allow(clippy::too_many_arguments)]
fn new_write(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    result: Option<rmlir_ir::Type>,
    vector: ValueId,
    source: ValueId,
    indices: &[ValueId],
    map: rmlir_ir::Attribute,
    mask: Option<ValueId>,
    in_bounds: rmlir_ir::Attribute,
    label: bool,
) -> OpId {
    let ctx = rw.ctx;
    let mut ops = vec![vector, source];
    ops.extend(indices);
    ops.extend(mask);
    let segs = [1, 1, indices.len() as i32, mask.is_some() as i32];
    let seg = rmlir_ir::ods::constraints::dense_i32_array(ctx, &segs);
    let mut attrs = vec![
        ("permutation_map", map),
        ("in_bounds", in_bounds),
        ("operandSegmentSizes", seg),
    ];
    if label {
        attrs.push((LABEL, ctx.unit_attr()));
    }
    let results: Vec<rmlir_ir::Type> = result.into_iter().collect();
    build(rw, loc, "vector.transfer_write", &ops, &results, &attrs, 0)
}

fn vector_rank(ctx: &Context, t: rmlir_ir::Type) -> usize {
    vector_parts(ctx, t).map_or(0, |(s, _, _)| s.len())
}

/// Upstream's `checkPrepareXferOp` (and the unrolled patterns' checks).
fn check_xfer(
    ctx: &Context,
    rw: &PatternRewriter<'_>,
    x: &Transfer,
    o: &TransferOptions,
) -> Result<(Vec<i64>, Vec<bool>, rmlir_ir::Type), ()> {
    let (shape, scal, elem) = vector_parts(ctx, x.vector_type).ok_or(())?;
    if shape.len() <= o.target_rank {
        return Err(());
    }
    if scal.first().copied().unwrap_or(false) {
        return Err(());
    }
    if is_tensor_op(ctx, rw, x) && !o.lower_tensors {
        return Err(());
    }
    let (_, selem, _) = shaped_parts(ctx, rw.body().value_type(x.source)).ok_or(())?;
    if selem != elem {
        return Err(());
    }
    x.map.as_ref().ok_or(())?;
    Ok((shape, scal, elem))
}

fn has_label(ctx: &Context, rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.body().attr(op, ctx.ident(LABEL)).is_some()
}

/// Upstream's `getAutomaticAllocationScope`: the entry block of the closest enclosing op
/// with the `AutomaticAllocationScope` trait (the body's root: the function).
fn alloc_scope_block(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> Option<rmlir_ir::BlockId> {
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if ctx
            .op_traits(body.op_name(p))
            .has(rmlir_ir::dialect::Traits::AUTOMATIC_ALLOCATION_SCOPE)
        {
            let r = *body.regions(p).first()?;
            return body.entry_block(r);
        }
        cur = body.parent_op(p);
    }
    body.entry_block(*body.root_regions().first()?)
}

fn memref_of(ctx: &Context, shape: &[i64], elem: rmlir_ir::Type) -> rmlir_ir::Type {
    ctx.get_type(TypeKind::MemRef {
        shape: shape.into(),
        elem,
        layout: None,
        memory_space: None,
    })
}

/// Upstream's `allocBuffers`: `memref.alloca`s for the data (and the mask, stored there
/// before `op`) at the start of the allocation scope; the data buffer and the reloaded mask.
fn alloc_buffers(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    op: OpId,
    x: &Transfer,
) -> Result<(ValueId, Option<ValueId>), ()> {
    let ctx = rw.ctx;
    let blk = alloc_scope_block(ctx, rw.body(), op).ok_or(())?;
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_start(blk);
    let data_ty = memref_of(ctx, &[], x.vector_type);
    let seg0 = rmlir_ir::ods::constraints::dense_i32_array(ctx, &[0, 0]);
    let data = build1(
        rw,
        loc,
        "memref.alloca",
        &[],
        data_ty,
        &[("operandSegmentSizes", seg0)],
    );
    let mut mask = None;
    if let Some(m) = x.mask {
        let mt = memref_of(ctx, &[], rw.body().value_type(m));
        let mbuf = build1(
            rw,
            loc,
            "memref.alloca",
            &[],
            mt,
            &[("operandSegmentSizes", seg0)],
        );
        rw.set_insertion_point_before(op);
        build(rw, loc, "memref.store", &[m, mbuf], &[], &[], 0);
        let mty = rw.body().value_type(m);
        mask = Some(build1(rw, loc, "memref.load", &[mbuf], mty, &[]));
    }
    rw.set_insertion_point(saved);
    Ok((data, mask))
}

/// Upstream's `PrepareTransferReadConversion`.
fn prepare_read(op: OpId, rw: &mut PatternRewriter<'_>, o: &TransferOptions) -> LogicalResult {
    let ctx = rw.ctx;
    if has_label(ctx, rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    check_xfer(ctx, rw, &x, o)?;
    let loc = rw.body().loc(op);
    let map = rmlir_ir::ods::prop(ctx, rw.body(), op, "permutation_map").ok_or(())?;
    let in_bounds = rmlir_ir::ods::prop(ctx, rw.body(), op, "in_bounds").ok_or(())?;
    let padding = x.padding.ok_or(())?;
    let (data, mask) = alloc_buffers(rw, loc, op, &x)?;
    let new = new_read(
        rw,
        loc,
        x.vector_type,
        x.source,
        &x.indices,
        map,
        padding,
        mask,
        in_bounds,
        true,
    );
    let extra: Vec<_> = rw.body().attrs(op).to_vec();
    for (n, a) in extra {
        rw.body.set_attr(ctx, new, n, Some(a));
    }
    let v = rw.body().result(new, 0);
    build(rw, loc, "memref.store", &[v, data], &[], &[], 0);
    let loaded = build1(rw, loc, "memref.load", &[data], x.vector_type, &[]);
    rw.replace_op(op, &[loaded]);
    Ok(())
}

/// Upstream's `PrepareTransferWriteConversion`.
fn prepare_write(op: OpId, rw: &mut PatternRewriter<'_>, o: &TransferOptions) -> LogicalResult {
    let ctx = rw.ctx;
    if has_label(ctx, rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    check_xfer(ctx, rw, &x, o)?;
    let loc = rw.body().loc(op);
    let vector = x.vector.ok_or(())?;
    let (data, mask) = alloc_buffers(rw, loc, op, &x)?;
    build(rw, loc, "memref.store", &[vector, data], &[], &[], 0);
    let loaded = build1(rw, loc, "memref.load", &[data], x.vector_type, &[]);
    let label = ctx.ident(LABEL);
    let unit = ctx.unit_attr();
    let nops = rw.body().num_operands(op);
    rw.modify_op_in_place(op, |b| {
        b.set_operand(op, 0, loaded);
        b.set_attr(ctx, op, label, Some(unit));
        if let Some(m) = mask {
            b.set_operand(op, nops - 1, m);
        }
    });
    Ok(())
}

/// `memref<shape x vector<d0 x rest>>` to `memref<shape x d0 x vector<rest>>` (upstream's
/// `unpackOneDim`); `None` for a leading scalable dim.
fn unpack_one_dim(ctx: &Context, t: rmlir_ir::Type) -> Option<rmlir_ir::Type> {
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(t).clone() else {
        return None;
    };
    let (vs, vscal, velem) = vector_parts(ctx, elem)?;
    if vscal.first().copied().unwrap_or(false) || vs.is_empty() {
        return None;
    }
    let mut ns = shape.to_vec();
    ns.push(vs[0]);
    let inner = vector_type(ctx, &vs[1..], vscal.get(1..).unwrap_or(&[]), velem);
    Some(memref_of(ctx, &ns, inner))
}

fn def_op_named(ctx: &Context, body: &rmlir_ir::Body, v: ValueId, name: &str) -> Option<OpId> {
    let d = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(d)) == name).then_some(d)
}

/// The buffer a labeled transfer goes through and its indices: for a read, the
/// `memref.store` of its result (its only use); for a write, the `memref.load` of its vector.
fn buffer_of(
    ctx: &Context,
    body: &rmlir_ir::Body,
    op: OpId,
    x: &Transfer,
) -> Option<(OpId, ValueId, Vec<ValueId>)> {
    if x.read {
        let r = body.result(op, 0);
        let mut uses = body.uses(r);
        let (user, _) = uses.next()?;
        if uses.next().is_some() || ctx.op_name_str(body.op_name(user)) != "memref.store" {
            return None;
        }
        let ops: Vec<ValueId> = body.operands(user).collect();
        Some((user, ops[1], ops[2..].to_vec()))
    } else {
        let load = def_op_named(ctx, body, x.vector?, "memref.load")?;
        let ops: Vec<ValueId> = body.operands(load).collect();
        Some((load, ops[0], ops[1..].to_vec()))
    }
}

/// Upstream's `TransferOpConversion` (reads and writes): unpacks one dim of a labeled
/// transfer into an `scf.for` over a `vector.type_cast` of its buffer.
fn transfer_op_conversion(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    o: &TransferOptions,
) -> LogicalResult {
    let ctx = rw.ctx;
    if !has_label(ctx, rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    x.map.as_ref().ok_or(())?;
    let (store_or_load, buffer, buf_indices) = buffer_of(ctx, rw.body(), op, &x).ok_or(())?;
    let casted_ty = unpack_one_dim(ctx, rw.body().value_type(buffer)).ok_or(())?;
    let tensor = is_tensor_op(ctx, rw, &x);
    let loc = rw.body().loc(op);
    // The mask buffer (the mask is a load from it).
    let mask_info = match x.mask {
        Some(m) => {
            let load = def_op_named(ctx, rw.body(), m, "memref.load").ok_or(())?;
            let ops: Vec<ValueId> = rw.body().operands(load).collect();
            Some((ops[0], ops[1..].to_vec()))
        }
        None => None,
    };
    let bcast0 = is_broadcast_dim0(&x);
    let mrank = mask_rank(ctx, rw, &x);
    let mask_indices = mask_info.as_ref().map(|m| m.1.clone()).unwrap_or_default();
    // Every check before the first op is created.
    let mask_cast_ty = match &mask_info {
        Some((mb, _)) if !(bcast0 || mrank == 1) => {
            Some(unpack_one_dim(ctx, rw.body().value_type(*mb)).ok_or(())?)
        }
        _ => None,
    };
    let TypeKind::MemRef {
        shape: cshape,
        elem: celem,
        ..
    } = ctx.type_kind(casted_ty).clone()
    else {
        return Err(());
    };
    let casted = build1(rw, loc, "vector.type_cast", &[buffer], casted_ty, &[]);
    let casted_mask = match (mask_info.map(|m| m.0), mask_cast_ty) {
        (Some(mb), Some(mt)) => Some(build1(rw, loc, "vector.type_cast", &[mb], mt, &[])),
        (mb, _) => mb,
    };
    let ub = *cshape.last().ok_or(())?;
    let init: Vec<ValueId> = if tensor && !x.read {
        vec![x.source]
    } else {
        vec![]
    };
    let dim = unpacked_dim(&x);
    let map = unpacked_map(ctx, &x);
    let in_bounds = unpacked_in_bounds(ctx, &x);
    let new_label = vector_rank(ctx, celem) > o.target_rank;
    let state_ty = init.first().map(|v| rw.body().value_type(*v));
    let for_op = build_for(rw, loc, ub, &init, false, &mut |rw, iv, state| {
        let state = state.to_vec();
        let mut in_case = |rw: &mut PatternRewriter<'_>| -> Option<ValueId> {
            let mut bidx = buf_indices.clone();
            bidx.push(iv);
            let xidx = xfer_indices(rw, loc, &x, iv);
            if x.read {
                let m = mask_load(rw, loc, casted_mask, bcast0, mrank, &mask_indices, iv);
                let new = new_read(
                    rw,
                    loc,
                    celem,
                    x.source,
                    &xidx,
                    map,
                    x.padding.expect("read padding"),
                    m,
                    in_bounds,
                    new_label,
                );
                let v = rw.body().result(new, 0);
                let mut ops = vec![v, casted];
                ops.extend(&bidx);
                build(rw, loc, "memref.store", &ops, &[], &[], 0);
                None
            } else {
                let mut ops = vec![casted];
                ops.extend(&bidx);
                let v = build1(rw, loc, "memref.load", &ops, celem, &[]);
                let m = mask_load(rw, loc, casted_mask, bcast0, mrank, &mask_indices, iv);
                let source = state.first().copied().unwrap_or(x.source);
                let new = new_write(
                    rw, loc, state_ty, v, source, &xidx, map, m, in_bounds, new_label,
                );
                state_ty.map(|_| rw.body().result(new, 0))
            }
        };
        let mut out_case = |rw: &mut PatternRewriter<'_>| -> Option<ValueId> {
            if x.read {
                let mut bidx = buf_indices.clone();
                bidx.push(iv);
                let pad = build1(
                    rw,
                    loc,
                    "vector.splat",
                    &[x.padding.expect("pad")],
                    celem,
                    &[],
                );
                let mut ops = vec![pad, casted];
                ops.extend(&bidx);
                build(rw, loc, "memref.store", &ops, &[], &[], 0);
                None
            } else {
                state.first().copied()
            }
        };
        let r = in_bounds_check(rw, loc, &x, iv, dim, state_ty, &mut in_case, &mut out_case);
        r.into_iter().collect()
    });
    if x.read {
        rw.erase_op(store_or_load);
        rw.erase_op(op);
    } else if tensor {
        let r = rw.body().result(for_op, 0);
        rw.replace_op(op, &[r]);
    } else {
        rw.erase_op(op);
    }
    Ok(())
}

/// The mask of the new transfer in `TransferOpConversion`: loaded from the (cast) mask
/// buffer (at the indices of the current mask's load, plus `iv` on a non-broadcast dim) unless the mask is 1-D on a non-broadcast dim (checked by the `scf.if` instead).
fn mask_load(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    casted_mask: Option<ValueId>,
    bcast0: bool,
    mrank: usize,
    buf_indices: &[ValueId],
    iv: ValueId,
) -> Option<ValueId> {
    let cm = casted_mask?;
    if !(bcast0 || mrank > 1) {
        return None;
    }
    let mut ops = vec![cm];
    ops.extend(buf_indices);
    if !bcast0 {
        ops.push(iv);
    }
    let TypeKind::MemRef { elem, .. } = rw.ctx.type_kind(rw.body().value_type(cm)).clone() else {
        return None;
    };
    Some(build1(rw, loc, "memref.load", &ops, elem, &[]))
}

/// The static positions of a `vector.insert`/`vector.extract` (`None` if any is dynamic).
fn static_position(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> Option<Vec<i64>> {
    let pos = crate::vector::lowering::i64_array_prop(ctx, body, op, "static_position");
    if pos.contains(&i64::MIN) {
        return None;
    }
    Some(pos)
}

/// Upstream's `maybeAssignMask` of the unrolled patterns: the new transfer's mask.
fn unrolled_mask(rw: &mut PatternRewriter<'_>, loc: Loc, x: &Transfer, i: i64) -> Option<ValueId> {
    let m = x.mask?;
    if is_broadcast_dim0(x) {
        return Some(m);
    }
    if mask_rank(rw.ctx, rw, x) > 1 {
        return Some(crate::vector::lowering::patterns::extract(rw, loc, m, &[i]));
    }
    None
}

/// Upstream's `UnrollTransferReadConversion`.
fn unroll_read(op: OpId, rw: &mut PatternRewriter<'_>, o: &TransferOptions) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let (shape, scal, elem) = check_xfer(ctx, rw, &x, o)?;
    let loc = rw.body().loc(op);
    let r = rw.body().result(op, 0);
    let insert_op = {
        let mut uses = rw.body().uses(r);
        match (uses.next(), uses.next()) {
            (Some((u, 0)), None) if ctx.op_name_str(rw.body().op_name(u)) == "vector.insert" => {
                static_position(ctx, rw.body(), u).map(|p| (u, p))
            }
            _ => None,
        }
    };
    let mut vec = match &insert_op {
        Some((u, _)) => rw.body().operand(*u, 1),
        None => build1(
            rw,
            loc,
            "vector.splat",
            &[x.padding.ok_or(())?],
            x.vector_type,
            &[],
        ),
    };
    let vec_ty = rw.body().value_type(vec);
    let new_ty = vector_type(ctx, &shape[1..], scal.get(1..).unwrap_or(&[]), elem);
    let dim = unpacked_dim(&x);
    let map = unpacked_map(ctx, &x);
    let in_bounds = unpacked_in_bounds(ctx, &x);
    let prefix: Vec<i64> = insert_op
        .as_ref()
        .map(|(_, p)| p.clone())
        .unwrap_or_default();
    for i in 0..shape[0] {
        let iv = index_const(rw, loc, i);
        let cur = vec;
        let mut in_case = |rw: &mut PatternRewriter<'_>| -> Option<ValueId> {
            let xidx = xfer_indices(rw, loc, &x, iv);
            let mut pos = prefix.clone();
            pos.push(i);
            let m = unrolled_mask(rw, loc, &x, i);
            let new = new_read(
                rw,
                loc,
                new_ty,
                x.source,
                &xidx,
                map,
                x.padding.expect("pad"),
                m,
                in_bounds,
                false,
            );
            let v = rw.body().result(new, 0);
            Some(crate::vector::lowering::patterns::insert(
                rw, loc, v, cur, &pos,
            ))
        };
        let mut out_case = |_: &mut PatternRewriter<'_>| Some(cur);
        vec = in_bounds_check(
            rw,
            loc,
            &x,
            iv,
            dim,
            Some(vec_ty),
            &mut in_case,
            &mut out_case,
        )
        .ok_or(())?;
    }
    match insert_op {
        Some((u, _)) => {
            rw.replace_op(u, &[vec]);
            rw.erase_op(op);
        }
        None => rw.replace_op(op, &[vec]),
    }
    Ok(())
}

/// Upstream's `UnrollTransferWriteConversion`.
fn unroll_write(op: OpId, rw: &mut PatternRewriter<'_>, o: &TransferOptions) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let (shape, _, _) = check_xfer(ctx, rw, &x, o)?;
    let loc = rw.body().loc(op);
    let vector = x.vector.ok_or(())?;
    let (vec, prefix) = match def_op_named(ctx, rw.body(), vector, "vector.extract")
        .and_then(|e| static_position(ctx, rw.body(), e).map(|p| (e, p)))
    {
        Some((e, p)) => (rw.body().operand(e, 0), p),
        None => (vector, vec![]),
    };
    let tensor = is_tensor_op(ctx, rw, &x);
    let source_ty = tensor.then(|| rw.body().value_type(x.source));
    let mut source = x.source;
    let dim = unpacked_dim(&x);
    let map = unpacked_map(ctx, &x);
    let in_bounds = unpacked_in_bounds(ctx, &x);
    for i in 0..shape[0] {
        let iv = index_const(rw, loc, i);
        let src = source;
        let mut in_case = |rw: &mut PatternRewriter<'_>| -> Option<ValueId> {
            let xidx = xfer_indices(rw, loc, &x, iv);
            let mut pos = prefix.clone();
            pos.push(i);
            let mut extracted = crate::vector::lowering::patterns::extract(rw, loc, vec, &pos);
            if vector_parts(ctx, rw.body().value_type(extracted)).is_none() {
                // A scalar (the last dim unrolled): broadcast to a 0-d vector.
                let t = vector_type(ctx, &[], &[], rw.body().value_type(extracted));
                extracted = build1(rw, loc, "vector.broadcast", &[extracted], t, &[]);
            }
            let m = unrolled_mask(rw, loc, &x, i);
            let new = new_write(
                rw, loc, source_ty, extracted, src, &xidx, map, m, in_bounds, false,
            );
            source_ty.map(|_| rw.body().result(new, 0))
        };
        let mut out_case = |_: &mut PatternRewriter<'_>| source_ty.map(|_| src);
        let updated = in_bounds_check(rw, loc, &x, iv, dim, source_ty, &mut in_case, &mut out_case);
        if let Some(u) = updated {
            source = u;
        }
    }
    if tensor {
        rw.replace_op(op, &[source]);
    } else {
        rw.erase_op(op);
    }
    Ok(())
}

/// Upstream's `TransferOp1dConversion` (reads and writes): a 1-D transfer that is not a
/// minor identity on a unit-stride memref becomes a loop over the lanes, each lane loaded
/// (inserted) or extracted (stored) when in bounds and masked in.
fn transfer_1d(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 {
        return Err(());
    }
    let st = rw.body().value_type(x.source);
    if !matches!(ctx.type_kind(st), TypeKind::MemRef { .. }) {
        return Err(());
    }
    let Some((shape, scal, elem)) = vector_parts(ctx, x.vector_type) else {
        return Err(());
    };
    if shape.len() != 1 || scal.iter().any(|s| *s) {
        return Err(());
    }
    if map.is_minor_identity() && crate::vector::is_last_memref_dim_unit_stride(ctx, st) {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let vt = x.vector_type;
    // The initial state (the padding splat) is created after the bounds, as upstream.
    let init: Vec<ValueId> = if x.read {
        vec![x.padding.ok_or(())?]
    } else {
        vec![]
    };
    let dim = unpacked_dim(&x);
    let vector = x.vector;
    let for_op = build_for(rw, loc, shape[0], &init, true, &mut |rw, iv, state| {
        let indices = xfer_indices(rw, loc, &x, iv);
        if x.read {
            let vec = state[0];
            let mut in_case = |rw: &mut PatternRewriter<'_>| -> Option<ValueId> {
                let mut ops = vec![x.source];
                ops.extend(&indices);
                let val = build1(rw, loc, "memref.load", &ops, elem, &[]);
                Some(build1(
                    rw,
                    loc,
                    "vector.insertelement",
                    &[val, vec, iv],
                    vt,
                    &[],
                ))
            };
            let mut out_case = |_: &mut PatternRewriter<'_>| Some(vec);
            let next = in_bounds_check(rw, loc, &x, iv, dim, Some(vt), &mut in_case, &mut out_case);
            next.into_iter().collect()
        } else {
            let vector = vector.expect("write vector");
            let mut in_case = |rw: &mut PatternRewriter<'_>| -> Option<ValueId> {
                let val = build1(rw, loc, "vector.extractelement", &[vector, iv], elem, &[]);
                let mut ops = vec![val, x.source];
                ops.extend(&indices);
                build(rw, loc, "memref.store", &ops, &[], &[], 0);
                None
            };
            let mut out_case = |_: &mut PatternRewriter<'_>| None;
            in_bounds_check(rw, loc, &x, iv, dim, None, &mut in_case, &mut out_case);
            vec![]
        }
    });
    let results = rw.body().results(for_op).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

// ---- permutation map lowering (upstream's populateVectorTransferPermutationMapLowering
// Patterns, applied first) ------------------------------------------------------------------

use rmlir_ir::affine::{AffineExpr, AffineMap};

/// Whether `op` sits in a `vector.mask` (upstream's maskable patterns skip those).
fn in_mask_op(ctx: &Context, rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.body()
        .parent_op(op)
        .is_some_and(|p| ctx.op_name_str(rw.body().op_name(p)) == "vector.mask")
}

fn in_bounds_of(x: &Transfer) -> Vec<bool> {
    let n = x.map.as_ref().map_or(0, |m| m.num_results());
    (0..n)
        .map(|i| {
            x.in_bounds
                .as_ref()
                .and_then(|b| b.get(i).copied())
                .unwrap_or(false)
        })
        .collect()
}

fn transpose(rw: &mut PatternRewriter<'_>, loc: Loc, v: ValueId, perm: &[i64]) -> ValueId {
    let ctx = rw.ctx;
    let (shape, scal, elem) = vector_parts(ctx, rw.body().value_type(v)).expect("vector");
    let s: Vec<i64> = perm.iter().map(|p| shape[*p as usize]).collect();
    let sc: Vec<bool> = if scal.is_empty() {
        vec![]
    } else {
        perm.iter().map(|p| scal[*p as usize]).collect()
    };
    let t = vector_type(ctx, &s, &sc, elem);
    let p = rmlir_ir::ods::constraints::dense_i64_array(ctx, perm);
    build1(rw, loc, "vector.transpose", &[v], t, &[("permutation", p)])
}

/// Upstream's `extendVectorRank`: `added` leading unit dims by `vector.broadcast`.
fn extend_vector_rank(rw: &mut PatternRewriter<'_>, loc: Loc, v: ValueId, added: usize) -> ValueId {
    let ctx = rw.ctx;
    let (shape, scal, elem) = vector_parts(ctx, rw.body().value_type(v)).expect("vector");
    let mut s = vec![1; added];
    s.extend(&shape);
    let mut sc = vec![false; added];
    sc.extend(if scal.is_empty() {
        vec![false; shape.len()]
    } else {
        scal
    });
    let t = vector_type(ctx, &s, &sc, elem);
    build1(rw, loc, "vector.broadcast", &[v], t, &[])
}

/// Upstream's `TransferReadPermutationLowering`.
fn read_permutation_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if in_mask_op(ctx, rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 {
        return Err(());
    }
    let perm = map
        .permutation_of_minor_identity_with_broadcasting()
        .ok_or(())?;
    if perm.iter().enumerate().all(|(i, p)| i == *p) {
        return Err(());
    }
    let n = perm.len();
    let (shape, scal, elem) = vector_parts(ctx, x.vector_type).ok_or(())?;
    let mut results = vec![AffineExpr::constant(0); n];
    let mut new_shape = vec![0; n];
    let mut new_scal = vec![false; n];
    let old_ib = in_bounds_of(&x);
    let mut new_ib = vec![false; n];
    for (i, &p) in perm.iter().enumerate() {
        results[p] = map.results()[i].clone();
        new_shape[p] = shape[i];
        new_scal[p] = scal.get(i).copied().unwrap_or(false);
        new_ib[p] = old_ib[i];
    }
    let new_map = AffineMap::new(map.num_dims(), map.num_symbols(), results);
    let loc = rw.body().loc(op);
    let vt = vector_type(ctx, &new_shape, &new_scal, elem);
    let new = new_read(
        rw,
        loc,
        vt,
        x.source,
        &x.indices,
        crate::affine::utils::map_attr(ctx, new_map),
        x.padding.ok_or(())?,
        x.mask,
        crate::vector::transfer::bool_array(ctx, &new_ib),
        false,
    );
    let v = rw.body().result(new, 0);
    let p: Vec<i64> = perm.iter().map(|p| *p as i64).collect();
    let t = transpose(rw, loc, v, &p);
    rw.replace_op(op, &[t]);
    Ok(())
}

fn write_result_type(rw: &PatternRewriter<'_>, op: OpId) -> Option<rmlir_ir::Type> {
    rw.body()
        .results(op)
        .first()
        .map(|r| rw.body().value_type(*r))
}

/// Upstream's `TransferWritePermutationLowering`.
fn write_permutation_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if in_mask_op(ctx, rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 || map.is_minor_identity() {
        return Err(());
    }
    let perm = map
        .permutation_of_minor_identity_with_broadcasting()
        .ok_or(())?;
    // compressUnusedDims then inversePermutation: for each compressed dim in order, the
    // result naming it.
    let mut used: Vec<u32> = map.results().iter().filter_map(|e| e.as_dim()).collect();
    used.sort_unstable();
    used.dedup();
    let mut indices = Vec::new();
    for d in &used {
        let i = map
            .results()
            .iter()
            .position(|e| e.as_dim() == Some(*d))
            .ok_or(())?;
        indices.push(i as i64);
    }
    let n = perm.len();
    let old_ib = in_bounds_of(&x);
    let mut new_ib = vec![false; n];
    for (i, &p) in perm.iter().enumerate() {
        *new_ib.get_mut(p).ok_or(())? = old_ib[i];
    }
    let loc = rw.body().loc(op);
    let v = transpose(rw, loc, x.vector.ok_or(())?, &indices);
    let new_map = AffineMap::minor_identity(map.num_dims(), n as u32);
    let rt = write_result_type(rw, op);
    let new = new_write(
        rw,
        loc,
        rt,
        v,
        x.source,
        &x.indices,
        crate::affine::utils::map_attr(ctx, new_map),
        x.mask,
        crate::vector::transfer::bool_array(ctx, &new_ib),
        false,
    );
    let results = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// Upstream's `TransferWriteNonPermutationLowering`.
fn write_non_permutation_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if in_mask_op(ctx, rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0
        || map
            .permutation_of_minor_identity_with_broadcasting()
            .is_some()
    {
        return Err(());
    }
    let mut found = vec![false; map.num_dims() as usize];
    for e in map.results() {
        found[e.as_dim().ok_or(())? as usize] = true;
    }
    let mut exprs = Vec::new();
    let mut first = false;
    let mut missing = 0;
    for (i, f) in found.iter().enumerate() {
        if *f {
            first = true;
            continue;
        }
        if !first {
            continue;
        }
        missing += 1;
        exprs.push(AffineExpr::dim(i as u32));
    }
    let loc = rw.body().loc(op);
    let v = extend_vector_rank(rw, loc, x.vector.ok_or(())?, missing);
    let mask = match x.mask {
        Some(m) => {
            let b = extend_vector_rank(rw, loc, m, missing);
            let rank = vector_rank(ctx, rw.body().value_type(b));
            let mut p: Vec<i64> = (missing..rank).map(|i| i as i64).collect();
            p.extend((0..missing).map(|i| i as i64));
            Some(transpose(rw, loc, b, &p))
        }
        None => None,
    };
    exprs.extend(map.results().iter().cloned());
    let new_map = AffineMap::new(map.num_dims(), 0, exprs);
    let mut ib = vec![true; missing];
    ib.extend((0..map.num_results()).map(|i| x.is_dim_in_bounds(i)));
    let rt = write_result_type(rw, op);
    let new = new_write(
        rw,
        loc,
        rt,
        v,
        x.source,
        &x.indices,
        crate::affine::utils::map_attr(ctx, new_map),
        mask,
        crate::vector::transfer::bool_array(ctx, &ib),
        false,
    );
    let results = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

/// Upstream's `TransferOpReduceRank`.
fn read_reduce_rank(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    if in_mask_op(ctx, rw, op) {
        return Err(());
    }
    let x = Transfer::of(ctx, rw.body(), op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 {
        return Err(());
    }
    let lead = map
        .results()
        .iter()
        .take_while(|e| e.is_constant_value(0))
        .count();
    if lead == 0 {
        return Err(());
    }
    let (shape, scal, elem) = vector_parts(ctx, x.vector_type).ok_or(())?;
    let loc = rw.body().loc(op);
    if shape.len() == lead {
        // Every dim is a broadcast: load the scalar and broadcast it.
        let mut ops = vec![x.source];
        ops.extend(&x.indices);
        let name = if is_tensor_op(ctx, rw, &x) {
            "tensor.extract"
        } else {
            "memref.load"
        };
        let v = build1(rw, loc, name, &ops, elem, &[]);
        let b = build1(rw, loc, "vector.broadcast", &[v], x.vector_type, &[]);
        rw.replace_op(op, &[b]);
        return Ok(());
    }
    let new_map = AffineMap::new(map.num_dims(), 0, map.results()[lead..].to_vec());
    if !new_map.is_minor_identity_with_broadcasting() {
        return Err(());
    }
    let new_scal: Vec<bool> = if scal.is_empty() {
        vec![]
    } else {
        scal[lead..].to_vec()
    };
    let vt = vector_type(ctx, &shape[lead..], &new_scal, elem);
    let ib = in_bounds_of(&x);
    let new = new_read(
        rw,
        loc,
        vt,
        x.source,
        &x.indices,
        crate::affine::utils::map_attr(ctx, new_map),
        x.padding.ok_or(())?,
        x.mask,
        crate::vector::transfer::bool_array(ctx, &ib[lead..]),
        false,
    );
    let v = rw.body().result(new, 0);
    let b = build1(rw, loc, "vector.broadcast", &[v], x.vector_type, &[]);
    rw.replace_op(op, &[b]);
    Ok(())
}

/// Upstream's `populateVectorTransferPermutationMapLoweringPatterns`.
pub fn populate_permutation_map_lowering(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "TransferReadPermutationLowering",
        read_permutation_lowering,
    );
    set.add_fn(
        ctx,
        "vector.transfer_write",
        1,
        "TransferWritePermutationLowering",
        write_permutation_lowering,
    );
    set.add_fn(
        ctx,
        "vector.transfer_read",
        1,
        "TransferOpReduceRank",
        read_reduce_rank,
    );
    set.add_fn(
        ctx,
        "vector.transfer_write",
        1,
        "TransferWriteNonPermutationLowering",
        write_non_permutation_lowering,
    );
}
