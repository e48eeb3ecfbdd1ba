//! `convert-vector-to-scf` (MLIR 19's `ConvertVectorToSCF`): greedy rewrites breaking
//! vector ops down into loops of smaller ones. Implemented: upstream's
//! `DecomposePrintOpConversion` (a `vector.print` of a vector becomes loops printing the
//! elements one by one with their punctuation; n-D vectors are flattened with
//! `vector.shape_cast` first, narrow integers widened to a power of two of at least 8
//! bits), and upstream's `TransferOp1dConversion` for reads (a 1-D transfer_read that is
//! not a minor identity on a unit-stride memref becomes a loop of scalar loads). Other
//! transfer ops are left as they are (the n-D unpacking is not written yet).

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
        // Upstream first lowers transfer permutation maps (none lowered here yet).
        let empty = FrozenRewritePatternSet::new(ctx, RewritePatternSet::new());
        apply_patterns_and_fold_greedily(ctx, body, &empty, &GreedyRewriteConfig::default());
        let mut set = RewritePatternSet::new();
        set.add_fn(
            ctx,
            "vector.print",
            1,
            "DecomposePrintOpConversion",
            decompose_print,
        );
        set.add_fn(
            ctx,
            "vector.transfer_read",
            1,
            "TransferOp1dConversion",
            transfer_read_1d,
        );
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
        Ok(())
    }
}

/// Upstream's `makeComposedAffineApply(d0 + d1, {base, iv})`.
fn composed_add(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    base: ValueId,
    iv: ValueId,
) -> ValueId {
    use rmlir_ir::affine::{AffineExpr, AffineMap};
    let map = AffineMap::new(2, 0, vec![AffineExpr::dim(0).add(&AffineExpr::dim(1))]);
    let ops = [OpFoldResult::Value(base), OpFoldResult::Value(iv)];
    let (m, values) = crate::affine::utils::composed_apply_map(rw.ctx, rw.body(), &map, &ops);
    crate::affine::utils::create_apply(rw, loc, m, &values)
}

/// Upstream's `TransferOp1dConversion` for `vector.transfer_read`: a 1-D read that is not
/// a minor identity on a unit-stride memref becomes a loop over the lanes, each loaded
/// with `memref.load` when in bounds (and masked in) and inserted into the padding splat.
fn transfer_read_1d(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let x = Transfer::of(ctx, rw.body, op).ok_or(())?;
    let map = x.map.clone().ok_or(())?;
    if map.num_results() == 0 {
        return Err(());
    }
    let st = rw.body.value_type(x.source);
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
    let loc = rw.body.loc(op);
    let idx = ctx.index_type();
    let lb = index_const(rw, loc, 0);
    let ub = index_const(rw, loc, shape[0]);
    let step = index_const(rw, loc, 1);
    let init = build1(
        rw,
        loc,
        "vector.splat",
        &[x.padding.ok_or(())?],
        x.vector_type,
        &[],
    );
    let vt = x.vector_type;
    let for_op = build(rw, loc, "scf.for", &[lb, ub, step, init], &[vt], &[], 1);
    let region = rw.body.regions(for_op)[0];
    let after = rw.insertion_point();
    let blk = rw.create_block(region, None, &[(idx, loc), (vt, loc)]);
    let iv = rw.body.block_args(blk)[0];
    let vec = rw.body.block_args(blk)[1];
    // get1dMemrefIndices
    let mut indices = x.indices.clone();
    let dim = map.results()[0].as_dim().map(|d| d as usize);
    if let Some(d) = dim {
        indices[d] = composed_add(rw, loc, x.indices[d], iv);
    }
    // generateInBoundsCheck
    let i1 = ctx.integer_type(1);
    let mut cond = None;
    if let (false, Some(d)) = (x.is_dim_in_bounds(0), dim) {
        let TypeKind::MemRef { shape: ms, .. } = ctx.type_kind(st).clone() else {
            return Err(());
        };
        let memref_dim = if ms[d] == rmlir_ir::types::DYNAMIC {
            let c = index_const(rw, loc, d as i64);
            build1(rw, loc, "memref.dim", &[x.source, c], idx, &[])
        } else {
            index_const(rw, loc, ms[d])
        };
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
    if let (Some(m), Some(_)) = (x.mask, dim) {
        if vector_parts(ctx, rw.body.value_type(m)).is_some_and(|(s, _, _)| s.len() == 1) {
            let mc = build1(rw, loc, "vector.extractelement", &[m, iv], i1, &[]);
            cond = Some(match cond {
                Some(c) => build1(rw, loc, "arith.andi", &[c, mc], i1, &[]),
                None => mc,
            });
        }
    }
    let load_insert = |rw: &mut PatternRewriter<'_>| {
        let val = {
            let mut ops = vec![x.source];
            ops.extend(&indices);
            build1(rw, loc, "memref.load", &ops, elem, &[])
        };
        build1(rw, loc, "vector.insertelement", &[val, vec, iv], vt, &[])
    };
    let next = match cond {
        Some(c) => {
            let if_op = build(rw, loc, "scf.if", &[c], &[vt], &[], 2);
            let regions = rw.body.regions(if_op).to_vec();
            let inner_after = rw.insertion_point();
            rw.create_block(regions[0], None, &[]);
            let v = load_insert(rw);
            build(rw, loc, "scf.yield", &[v], &[], &[], 0);
            rw.create_block(regions[1], None, &[]);
            build(rw, loc, "scf.yield", &[vec], &[], &[], 0);
            rw.set_insertion_point(inner_after);
            rw.body.result(if_op, 0)
        }
        None => load_insert(rw),
    };
    build(rw, loc, "scf.yield", &[next], &[], &[], 0);
    rw.set_insertion_point(after);
    let r = rw.body.result(for_op, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}
