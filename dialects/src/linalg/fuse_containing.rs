//! `transform.structured.fuse_into_containing_op` (upstream MLIR 19's
//! `FuseIntoContainingOp`): each producer with a use inside the containing op (an
//! `scf.forall`) is fused into it, in this order of attempts:
//! 1. a `tensor.extract_slice` of a producer result inside the containing op is replaced
//!    by the tile of the producer computing it (`generateResultTileValue`); when the
//!    producer result also has uses after the containing op (a `linalg.generic`
//!    producer), the forall gets a new shared output so that the fused tile is also
//!    written back (`replaceForAllWithNewSignature`);
//! 2. a producer result that is a shared output of the forall: the slices of the block
//!    argument are computed by a tiled clone of the producer writing into the block
//!    argument, and the forall's output becomes the producer's init;
//! 3. otherwise the producer is cloned right before its first use inside.

use super::tiling_iface::{fr_to_ofr, index_fr, Structured};
use super::transform_utils::{create_slice, mixed_lists, shape_of, Ofr};
use crate::affine::utils::OpFoldResult as Fr;
use crate::transform::interp::{
    Consumes, Failure, Interp, PayloadOp, TOp, TResult, TransformOpImpl,
};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::{Body, Context, OpId, ValueId};

pub static IMPLS: &[TransformOpImpl] = &[TransformOpImpl {
    name: "transform.structured.fuse_into_containing_op",
    apply: apply_fuse_into_containing,
    consumes: Consumes::Operands(&[0]),
}];

fn name_of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// Whether `anc` is `op` or one of its ancestors.
fn is_ancestor(body: &Body, anc: OpId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if o == anc {
            return true;
        }
        cur = body.parent_op(o);
    }
    false
}

fn is_proper_ancestor(body: &Body, anc: OpId, op: OpId) -> bool {
    anc != op && is_ancestor(body, anc, op)
}

/// The users of the results of `op`, most recent use first, once per use.
fn users(body: &Body, op: OpId) -> Vec<OpId> {
    body.results(op)
        .iter()
        .flat_map(|r| body.uses(*r).map(|(u, _)| u).collect::<Vec<_>>())
        .collect()
}

/// Whether `a` (an op) dominates `user` that it does not contain: `user` (or its ancestor
/// in `a`'s block) comes after `a` in that block.
fn dominates(body: &Body, a: OpId, user: OpId) -> bool {
    let Some(block) = body.parent_block(a) else {
        return false;
    };
    let mut cur = Some(user);
    while let Some(o) = cur {
        if body.parent_block(o) == Some(block) {
            let mut n = body.next_op(a);
            while let Some(x) = n {
                if x == o {
                    return true;
                }
                n = body.next_op(x);
            }
            return false;
        }
        cur = body.parent_op(o);
    }
    false
}

fn is_extract_slice(ctx: &Context, body: &Body, op: OpId) -> bool {
    name_of(ctx, body, op) == "tensor.extract_slice"
}

/// The mixed offsets and sizes of an extract slice.
fn slice_offsets_sizes(rw: &PatternRewriter<'_>, slice: OpId) -> (Vec<Fr>, Vec<Fr>) {
    let lists = mixed_lists(rw.ctx, rw.body(), slice, 1);
    let to_fr = |l: &[Ofr]| -> Vec<Fr> {
        l.iter()
            .map(|x| match x {
                Ok(c) => index_fr(rw, *c),
                Err(v) => Fr::Value(*v),
            })
            .collect()
    };
    (to_fr(&lists[0]), to_fr(&lists[1]))
}

/// Upstream `ExtractSliceOp::rankReduceIfNeeded`: `value`, or a rank-reducing slice of it
/// to `shape`.
fn rank_reduce_if_needed(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    value: ValueId,
    target: rmlir_ir::Type,
) -> Result<ValueId, String> {
    let ctx = rw.ctx;
    let shape = shape_of(ctx, rw.body().value_type(value));
    let want = shape_of(ctx, target);
    if shape == want {
        return Ok(value);
    }
    // `computeRankReductionMask`: dropping unit dims of `shape` gives `want`.
    let mut k = 0;
    for s in &shape {
        if k < want.len() && want[k] == *s {
            k += 1;
        } else if *s != 1 {
            return Err("shape types don't match (missing canonicalization?)".into());
        }
    }
    if k != want.len() {
        return Err("shape types don't match (missing canonicalization?)".into());
    }
    let sizes = super::transform_utils::mixed_sizes(rw, loc, value);
    let n = shape.len();
    let lists = [vec![Ok(0); n], sizes, vec![Ok(1); n]];
    let s = create_slice(
        rw,
        loc,
        "tensor.extract_slice",
        &[value],
        &lists,
        Some(target),
    );
    Ok(rw.body().result(s, 0))
}

/// What one fusion step did.
enum Fused {
    /// Fused ops, and the new containing op when it was replaced.
    Done(Vec<OpId>, Option<OpId>),
    /// Not applicable: notes for the diagnostic.
    No(Vec<(rmlir_ir::Location, String)>),
}

fn apply_fuse_into_containing(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let producers = it.ops(t.operand(0));
    let containing = it.ops(t.operand(1));
    if containing.len() != 1 {
        let d = Diagnostic::error(
            t.loc(),
            format!(
                "requires exactly one containing_op handle (got {})",
                containing.len()
            ),
        );
        return Err(it.definite(d));
    }
    let mut containing = containing[0].clone();
    if producers.is_empty() {
        it.set_ops(t, t.result(0), Vec::new())?;
        return it.set_ops(t, t.result(1), vec![containing]);
    }
    let path = containing.body_path().to_vec();
    let mut remaining: Vec<PayloadOp> = Vec::new();
    for p in producers {
        if !remaining.contains(&p) {
            remaining.push(p);
        }
    }
    if remaining.iter().any(|p| p.body_path() != path.as_slice()) {
        return Err(it.silenceable(
            t.loc(),
            "unsupported in rmlir's fusion: producers and containing op in different bodies",
        ));
    }
    let mut fused: Vec<PayloadOp> = Vec::new();
    while !remaining.is_empty() {
        let Some(cop) = containing.id() else {
            return Err(it.silenceable(t.loc(), "unsupported in rmlir's fusion: root container"));
        };
        // `getNextProducer`.
        let mut next = None;
        {
            let Some(body) = it.body(&path) else { break };
            for (i, p) in remaining.iter().enumerate() {
                let Some(op) = p.id() else { continue };
                if !body.contains_op(op) {
                    continue;
                }
                let n = users(body, op)
                    .iter()
                    .filter(|u| is_ancestor(body, cop, **u))
                    .count();
                if n > 0 {
                    next = Some((i, op, n));
                    break;
                }
            }
        }
        let Some((i, producer, n_uses)) = next else {
            let d = Diagnostic::error(
                t.loc(),
                "could not find next producer to fuse into container",
            )
            .with_note(it.payload_loc(&containing), "containing op");
            return Err(Failure::Silenceable(vec![d]));
        };
        if n_uses == 1 {
            remaining.remove(i);
        }
        let ploc = it.payload_loc(&PayloadOp::at(&path, producer));
        let header = format!(
            "could not fuse {} into {}",
            it.print_op(&PayloadOp::at(&path, producer)),
            it.print_op(&containing)
        );
        let Some(body) = it.body_mut(&path) else {
            break;
        };
        let mut rw = PatternRewriter::new(ctx, body);
        let mut notes = Vec::new();
        let mut done = None;
        for step in [fuse_extract_use, fuse_through_bbarg, clone_first_use] {
            match step(&mut rw, producer, cop) {
                Ok(Fused::Done(ops, new_c)) => {
                    done = Some((ops, new_c));
                    break;
                }
                Ok(Fused::No(n)) => notes.extend(n),
                Err(m) => {
                    drop(rw);
                    return Err(it.silenceable(ploc, m));
                }
            }
        }
        drop(rw);
        let Some((ops, new_c)) = done else {
            let mut d = Diagnostic::remark(ploc, header);
            for (l, m) in notes {
                d = d.with_note(l, m);
            }
            return Err(Failure::Silenceable(vec![d]));
        };
        fused.extend(ops.into_iter().map(|o| PayloadOp::at(&path, o)));
        if let Some(nc) = new_c {
            let new_p = PayloadOp::at(&path, nc);
            it.replace_payload_op(&containing, &new_p);
            if let Some(body) = it.body_mut(&path) {
                let mut rw = PatternRewriter::new(ctx, body);
                rw.erase_op(cop);
            }
            containing = new_p;
        }
    }
    it.set_ops(t, t.result(0), fused)?;
    it.set_ops(t, t.result(1), vec![containing])
}

/// `tileAndFuseFirstExtractUse`.
fn fuse_extract_use(
    rw: &mut PatternRewriter<'_>,
    producer: OpId,
    containing: OpId,
) -> Result<Fused, String> {
    let ctx = rw.ctx;
    let ploc = rw.body().loc(producer);
    let Ok(s) = Structured::of(rw, producer) else {
        return Ok(Fused::No(vec![(
            ploc,
            "producer is not a TileableInterface".into(),
        )]));
    };
    let slice = users(rw.body(), producer).into_iter().find(|u| {
        is_extract_slice(ctx, rw.body(), *u) && is_proper_ancestor(rw.body(), containing, *u)
    });
    let Some(slice) = slice else {
        return Ok(Fused::No(vec![(
            ploc,
            "could not find fusion opportunity".into(),
        )]));
    };
    rw.set_insertion_point_before(slice);
    let src = rw.body().operand(slice, 0);
    let result = rw
        .body()
        .results(producer)
        .iter()
        .position(|r| *r == src)
        .unwrap_or(0);
    let (offsets, sizes) = slice_offsets_sizes(rw, slice);
    let (tiled, value) = s.generate_result_tile_value(rw, result, &offsets, &sizes)?;
    let sloc = rw.body().loc(slice);
    let sty = rw.body().value_type(rw.body().result(slice, 0));
    let v = rank_reduce_if_needed(rw, sloc, value, sty)?;
    rw.replace_op(slice, &[v]);
    let new_c = replace_forall_with_new_signature(
        rw, producer, containing, value, result, &offsets, &sizes,
    )?;
    Ok(Fused::Done(vec![tiled], new_c))
}

/// `replaceForAllWithNewSignature`: when the producer result has uses after the forall,
/// a new forall with one more shared output (the producer's init) computes it.
fn replace_forall_with_new_signature(
    rw: &mut PatternRewriter<'_>,
    producer: OpId,
    forall: OpId,
    tiled_value: ValueId,
    result: usize,
    offsets: &[Fr],
    sizes: &[Fr],
) -> Result<Option<OpId>, String> {
    let ctx = rw.ctx;
    let res = rw.body().result(producer, result);
    let mut dominated: Vec<OpId> = Vec::new();
    for (u, _) in rw.body().uses(res).collect::<Vec<_>>() {
        if !is_ancestor(rw.body(), forall, u)
            && dominates(rw.body(), forall, u)
            && !dominated.contains(&u)
        {
            dominated.push(u);
        }
    }
    if dominated.is_empty() {
        return Ok(None);
    }
    if name_of(ctx, rw.body(), producer) != "linalg.generic" {
        return Ok(None);
    }
    if name_of(ctx, rw.body(), forall) != "scf.forall" {
        return Ok(None);
    }
    let (_, outs) = super::segments(ctx, rw.body(), producer);
    let new_out = outs[result];
    // The new forall: the same bounds, one more output.
    let loc = rw.body().loc(forall);
    let old_operands: Vec<ValueId> = rw.body().operands(forall).collect();
    let mut operands = old_operands.clone();
    operands.push(new_out);
    let mut types: Vec<rmlir_ir::Type> = rw
        .body()
        .results(forall)
        .iter()
        .map(|r| rw.body().value_type(*r))
        .collect();
    types.push(rw.body().value_type(new_out));
    let name = rw.body().op_name(forall);
    let info = ctx.op_info(name).ok_or("unknown op")?;
    let mut props: Vec<(&str, rmlir_ir::Attribute)> = Vec::new();
    for p in [
        "staticLowerBound",
        "staticUpperBound",
        "staticStep",
        "mapping",
    ] {
        if let Some(a) = rmlir_ir::ods::prop(ctx, rw.body(), forall, p) {
            props.push((p, a));
        }
    }
    let segs: Vec<i32> = (0..4)
        .map(|g| {
            let n = crate::memref::verify::segment(ctx, rw.body(), forall, g).1 as i32;
            n + i32::from(g == 3)
        })
        .collect();
    props.push((
        "operandSegmentSizes",
        rmlir_ir::ods::constraints::dense_i32_array(ctx, &segs),
    ));
    rw.set_insertion_point_before(forall);
    let mut spec = rmlir_ir::body::OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = &types;
    spec.num_regions = 1;
    spec.props = info.props_from(ctx, &props, false);
    let new_forall = rw.create(spec);
    let old_region = rw.body().regions(forall)[0];
    let new_region = rw.body().regions(new_forall)[0];
    rw.inline_region_before(old_region, new_region, None);
    let block = rw.body().entry_block(new_region).ok_or("empty forall")?;
    let vloc = rw.body().loc(producer);
    let nty = rw.body().value_type(new_out);
    let arg = rw.body.add_block_arg(block, nty, vloc);
    let body_ref = rw.body();
    let uses: Vec<(OpId, usize)> = body_ref
        .uses(new_out)
        .filter(|(u, _)| is_proper_ancestor(body_ref, new_forall, *u))
        .collect();
    for (u, idx) in uses {
        rw.body.set_operand(u, idx, arg);
    }
    // The terminator gets the insertion of the fused tile, before its first op.
    let term = rw.body().block_ops(block).last().ok_or("no terminator")?;
    let tregion = rw.body().regions(term)[0];
    let tblock = rw
        .body()
        .entry_block(tregion)
        .ok_or("no terminator block")?;
    let first = rw.body().block_ops(tblock).next().ok_or("no yielding op")?;
    rw.set_insertion_point_before(first);
    let floc = rw.body().loc(first);
    let lists: [Vec<Ofr>; 3] = [
        offsets.iter().map(|x| fr_to_ofr(rw, *x)).collect(),
        sizes.iter().map(|x| fr_to_ofr(rw, *x)).collect(),
        vec![Ok(1); offsets.len()],
    ];
    create_slice(
        rw,
        floc,
        "tensor.parallel_insert_slice",
        &[tiled_value, arg],
        &lists,
        None,
    );
    let old_results = rw.body().results(forall).to_vec();
    let new_results = rw.body().results(new_forall).to_vec();
    for (o, n) in old_results.iter().zip(&new_results) {
        rw.replace_all_uses_with(*o, *n);
    }
    let last = *new_results.last().ok_or("no results")?;
    rw.replace_uses_with_if(res, last, |_, u, _| dominated.contains(&u));
    Ok(Some(new_forall))
}

/// `tileAndFuseFirstExtractUseThroughContainingOpBlockArgument`.
fn fuse_through_bbarg(
    rw: &mut PatternRewriter<'_>,
    producer: OpId,
    containing: OpId,
) -> Result<Fused, String> {
    let ctx = rw.ctx;
    let ploc = rw.body().loc(producer);
    if Structured::of(rw, producer).is_err() {
        return Ok(Fused::No(vec![(
            ploc,
            "producer is not a TileableInterface".into(),
        )]));
    }
    // The first use by an `scf.forall`.
    let mut use_ = None;
    for r in rw.body().results(producer).to_vec() {
        for (u, idx) in rw.body().uses(r).collect::<Vec<_>>() {
            if use_.is_none() && name_of(ctx, rw.body(), u) == "scf.forall" {
                use_ = Some((u, idx, r));
            }
        }
    }
    let Some((forall, idx, value)) = use_.filter(|(f, _, _)| *f == containing) else {
        return Ok(Fused::No(vec![(
            ploc,
            "could not find a use by the containing op".into(),
        )]));
    };
    // The tied block argument of a shared output.
    let (first_out, n_outs) = crate::memref::verify::segment(ctx, rw.body(), forall, 3);
    if idx < first_out || idx >= first_out + n_outs {
        return Ok(Fused::No(vec![(
            ploc,
            "could not find a use by the containing op".into(),
        )]));
    }
    let region = rw.body().regions(forall)[0];
    let block = rw.body().entry_block(region).ok_or("empty forall")?;
    let args = rw.body().block_args(block).to_vec();
    let n_ivs = args.len() - n_outs;
    let bbarg = args[n_ivs + idx - first_out];
    let slice = rw.body().uses(bbarg).map(|(u, _)| u).find(|u| {
        is_extract_slice(ctx, rw.body(), *u) && is_proper_ancestor(rw.body(), containing, *u)
    });
    let Some(slice) = slice else {
        let cloc = rw.body().loc(containing);
        return Ok(Fused::No(vec![(
            cloc,
            "could not find fusion opportunity for bbArg".into(),
        )]));
    };
    rw.set_insertion_point_before(slice);
    let result = rw
        .body()
        .results(producer)
        .iter()
        .position(|r| *r == value)
        .unwrap_or(0);
    let (_, outs) = super::segments(ctx, rw.body(), producer);
    let n_res = rw.body().results(producer).len();
    let dests: Vec<ValueId> = outs.iter().take(n_res).copied().collect();
    let mut map = IrMapping::new();
    map.map_value(dests[result], bbarg);
    let clone = rw.body.clone_op(producer, &mut map);
    rw.insert(clone);
    let s = Structured::of(rw, clone)?;
    let (offsets, sizes) = slice_offsets_sizes(rw, slice);
    let res = s.generate_result_tile_value(rw, result, &offsets, &sizes);
    rw.erase_op(clone);
    let (tiled, v) = res?;
    let sloc = rw.body().loc(slice);
    let sty = rw.body().value_type(rw.body().result(slice, 0));
    let v = rank_reduce_if_needed(rw, sloc, v, sty)?;
    rw.replace_op(slice, &[v]);
    let d0 = dests[0];
    rw.modify_op_in_place(containing, |b| b.set_operand(containing, idx, d0));
    Ok(Fused::Done(vec![tiled], None))
}

/// `cloneAndFuseFirstUse`.
fn clone_first_use(
    rw: &mut PatternRewriter<'_>,
    producer: OpId,
    containing: OpId,
) -> Result<Fused, String> {
    let ploc = rw.body().loc(producer);
    let mut uses = Vec::new();
    for r in rw.body().results(producer).to_vec() {
        for (u, idx) in rw.body().uses(r).collect::<Vec<_>>() {
            if is_proper_ancestor(rw.body(), containing, u) {
                uses.push((u, idx, r));
                continue;
            }
            if u == containing {
                return Ok(Fused::No(vec![(
                    ploc,
                    "producer op use by containing op cannot be fused by cloning".into(),
                )]));
            }
        }
    }
    let Some((user, idx, value)) = uses.first().copied() else {
        return Ok(Fused::No(vec![(
            ploc,
            "no fusion opportunity by cloning".into(),
        )]));
    };
    let result = rw
        .body()
        .results(producer)
        .iter()
        .position(|r| *r == value)
        .unwrap_or(0);
    rw.set_insertion_point_before(user);
    let mut map = IrMapping::new();
    let clone = rw.body.clone_op(producer, &mut map);
    rw.insert(clone);
    let nv = rw.body().result(clone, result);
    rw.modify_op_in_place(user, |b| b.set_operand(user, idx, nv));
    Ok(Fused::Done(vec![clone], None))
}
