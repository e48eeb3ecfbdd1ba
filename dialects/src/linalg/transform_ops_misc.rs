//! Small structured transform ops for the transform interpreter:
//!
//! - `transform.structured.specialize` (upstream's `SpecializeOp`): `linalg.generic` targets
//!   become the named op they compute (the matchers of [`super::specialize`]); other linalg
//!   ops are returned as they are; a generic that matches nothing is a silenceable "failed to
//!   apply" with a note at the op.
//! - `transform.structured.insert_slice_to_copy` (`InsertSliceToCopyOp`): a
//!   `tensor.insert_slice` / `tensor.parallel_insert_slice` whose source is not already a
//!   `linalg.copy` inserts the copy of its source into a slice of its destination instead.
//! - `transform.structured.rewrite_in_destination_passing_style`
//!   (`rewriteInDestinationPassingStyle` of `ConvertToDestinationStyle.cpp`):
//!   `tensor.from_elements` becomes `tensor.empty` + `tensor.insert`s, `tensor.generate` a
//!   `linalg.generic`, `tensor.pad` a fill (`linalg.fill` or `linalg.generic`) of a
//!   `tensor.empty` and a `tensor.insert_slice` (or, `nofold` with zero padding,
//!   `bufferization.alloc_tensor` + `linalg.copy`).
//! - `transform.structured.flatten_elementwise` and `transform.structured.winograd_conv2d`:
//!   upstream's diagnostics; the rewrites themselves are "unsupported in rmlir's ..." so far.

use super::transform_utils::{create_slice, elem_type, mixed_lists, shape_of, Ofr};
use crate::affine::utils::{make_composed_folded_affine_apply, OpFoldResult};
use crate::transform::interp::{
    Consumes, Failure, Interp, PayloadOp, TOp, TResult, TransformOpImpl,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::ods::constraints::dense_i32_array;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, Location, OpId, Type, ValueId};

pub static IMPLS: &[TransformOpImpl] = &[
    TransformOpImpl {
        name: "transform.structured.specialize",
        apply: apply_specialize,
        consumes: Consumes::All,
    },
    TransformOpImpl {
        name: "transform.structured.insert_slice_to_copy",
        apply: apply_insert_slice_to_copy,
        consumes: Consumes::All,
    },
    TransformOpImpl {
        name: "transform.structured.rewrite_in_destination_passing_style",
        apply: apply_rewrite_in_dps,
        consumes: Consumes::All,
    },
    TransformOpImpl {
        name: "transform.structured.flatten_elementwise",
        apply: apply_flatten_elementwise,
        consumes: Consumes::All,
    },
    TransformOpImpl {
        name: "transform.structured.convert_conv2d_to_img2col",
        apply: apply_img2col,
        consumes: Consumes::All,
    },
    TransformOpImpl {
        name: "transform.structured.winograd_conv2d",
        apply: apply_winograd_conv2d,
        consumes: Consumes::All,
    },
];

/// Upstream's `emitDefaultSilenceableFailure`: "<op> failed to apply" with a note at the
/// payload op.
fn default_failure(it: &Interp<'_>, t: &TOp, p: &PayloadOp) -> Diagnostic {
    Diagnostic::error(t.loc(), format!("{} failed to apply", t.name(it.ctx)))
        .with_note(it.payload_loc(p), "when applied to this op")
}

/// The op created right before `anchor` (where a rewrite put it): the successor of `prev`
/// in `block`, or the block's first op.
fn created_before(
    body: &rmlir_ir::Body,
    prev: Option<OpId>,
    block: rmlir_ir::BlockId,
) -> Option<OpId> {
    match prev {
        Some(p) => body.next_op(p),
        None => body.first_op(block),
    }
}

fn apply_specialize(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let mut out = Vec::new();
    let mut diags = Vec::new();
    for target in it.ops(t.operand(0)) {
        if it.op_name(&target) != "linalg.generic" {
            out.push(target);
            continue;
        }
        let Some(op) = target.id() else { continue };
        let path = target.body_path().to_vec();
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let prev = body.prev_op(op);
        let Some(block) = body.parent_block(op) else {
            continue;
        };
        let mut rw = PatternRewriter::new(ctx, body);
        rw.set_insertion_point_before(op);
        let ok = super::specialize::specialize(op, &mut rw).is_ok();
        drop(rw);
        if !ok {
            diags.push(default_failure(it, t, &target));
            continue;
        }
        let body = it.body(&path).expect("payload body");
        if let Some(new) = created_before(body, prev, block) {
            out.push(PayloadOp::at(&path, new));
        }
    }
    if !diags.is_empty() {
        return Err(Failure::Silenceable(diags));
    }
    it.set_ops(t, t.result(0), out)
}

fn create(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, rmlir_ir::Attribute)],
) -> OpId {
    create_with_regions(rw, loc, name, operands, results, props, 0)
}

fn create_with_regions(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, rmlir_ir::Attribute)],
    regions: usize,
) -> OpId {
    let ctx = rw.ctx;
    let op_name = ctx.op_name(name);
    let mut spec = OpSpec::new(op_name, loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.num_regions = regions;
    if let Some(info) = ctx.op_info(op_name) {
        spec.props = info.props_from(ctx, props, true);
    }
    rw.create(spec)
}

fn apply_insert_slice_to_copy(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let mut out = Vec::new();
    for target in it.ops(t.operand(0)) {
        let name = it.op_name(&target).to_string();
        if name != "tensor.insert_slice" && name != "tensor.parallel_insert_slice" {
            let d = Diagnostic::error(
                t.loc(),
                "only InsertSliceOp and ParallelInsertSliceOp ops are supported",
            )
            .with_note(it.payload_loc(&target), "target op");
            return Err(Failure::Silenceable(vec![d]));
        }
        let Some(op) = target.id() else { continue };
        let path = target.body_path().to_vec();
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let src = body.operand(op, 0);
        if let Some(d) = body.defining_op(src) {
            if ctx.op_name_str(body.op_name(d)) == "linalg.copy" {
                out.push(PayloadOp::at(&path, d));
                continue;
            }
        }
        let dest = body.operand(op, 1);
        let loc = body.loc(op);
        let lists = mixed_lists(ctx, body, op, 2);
        let dest_ty = body.value_type(dest);
        let Some(elem) = elem_type(ctx, dest_ty) else {
            continue;
        };
        let in_parallel = body
            .parent_op(op)
            .filter(|p| ctx.op_name_str(body.op_name(*p)) == "scf.forall.in_parallel");
        let mut rw = PatternRewriter::new(ctx, body);
        match in_parallel {
            Some(p) => rw.set_insertion_point_before(p),
            None => rw.set_insertion_point_before(op),
        }
        let shape: Vec<i64> = lists[1].iter().map(|s| s.unwrap_or(DYNAMIC)).collect();
        let slice_ty = super::transform_utils::tensor_type(ctx, &shape, elem);
        let s = create_slice(
            &mut rw,
            loc,
            "tensor.extract_slice",
            &[dest],
            &lists,
            Some(slice_ty),
        );
        let extracted = rw.body().result(s, 0);
        let Some(copy) =
            super::named::create_named_op(&mut rw, loc, "linalg.copy", &[src], &[extracted])
        else {
            continue;
        };
        let copied = rw.body().result(copy, 0);
        rw.set_insertion_point_before(op);
        if name == "tensor.insert_slice" {
            let n = create_slice(&mut rw, loc, &name, &[copied, dest], &lists, Some(dest_ty));
            let r = rw.body().result(n, 0);
            rw.replace_op(op, &[r]);
        } else {
            create_slice(&mut rw, loc, &name, &[copied, dest], &lists, None);
            rw.erase_op(op);
        }
        out.push(PayloadOp::at(&path, copy));
    }
    it.set_ops(t, t.result(0), out)
}

fn apply_rewrite_in_dps(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let mut out = Vec::new();
    for target in it.ops(t.operand(0)) {
        let name = it.op_name(&target).to_string();
        let Some(op) = target.id() else {
            return Err(Failure::Silenceable(vec![default_failure(it, t, &target)]));
        };
        let path = target.body_path().to_vec();
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let mut rw = PatternRewriter::new(ctx, body);
        rw.set_insertion_point_before(op);
        let res = match name.as_str() {
            "tensor.from_elements" => dps_from_elements(&mut rw, op),
            "tensor.generate" => dps_generate(&mut rw, op),
            "tensor.pad" => dps_pad(&mut rw, op),
            _ => None,
        };
        drop(rw);
        match res {
            Some(new) => out.push(PayloadOp::at(&path, new)),
            None => return Err(Failure::Silenceable(vec![default_failure(it, t, &target)])),
        }
    }
    it.set_ops(t, t.result(0), out)
}

fn dps_from_elements(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let loc = rw.body().loc(op);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let shape = shape_of(ctx, ty);
    let elems: Vec<ValueId> = rw.body().operands(op).collect();
    let e = create(rw, loc, "tensor.empty", &[], &[ty], &[]);
    let mut result = rw.body().result(e, 0);
    if shape.is_empty() {
        let ins = create(rw, loc, "tensor.insert", &[elems[0], result], &[ty], &[]);
        let r = rw.body().result(ins, 0);
        rw.replace_op(op, &[r]);
        return Some(ins);
    }
    let max = *shape.iter().max()?;
    let consts: Vec<ValueId> = (0..max)
        .map(|i| super::transform_utils::constant_index(rw, loc, i))
        .collect();
    // Row-major order over the index space.
    let total: i64 = shape.iter().product();
    let mut last = None;
    for (k, v) in elems.iter().enumerate().take(total as usize) {
        let mut rem = k as i64;
        let mut idx = vec![0usize; shape.len()];
        for d in (0..shape.len()).rev() {
            idx[d] = (rem % shape[d]) as usize;
            rem /= shape[d];
        }
        let mut operands = vec![*v, result];
        operands.extend(idx.iter().map(|i| consts[*i]));
        let ins = create(rw, loc, "tensor.insert", &operands, &[ty], &[]);
        result = rw.body().result(ins, 0);
        last = Some(ins);
    }
    rw.replace_op(op, &[result]);
    last
}

/// A `linalg.generic` over `dest` whose body is `block` (of the op being rewritten), its
/// block arguments replaced by `linalg.index` ops and its `tensor.yield` by `linalg.yield`.
fn generic_from_block(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    dest: ValueId,
    block: rmlir_ir::BlockId,
) -> Option<OpId> {
    let ctx = rw.ctx;
    let rank = shape_of(ctx, ty).len();
    let elem = elem_type(ctx, ty)?;
    let id = AffineMap::multi_dim_identity(rank as u32);
    let iters: Vec<rmlir_ir::Attribute> = (0..rank)
        .map(|_| super::transform_utils::iterator_attr(ctx, true))
        .collect();
    let g = super::transform_utils::create_generic(
        rw,
        loc,
        &[ty],
        &[],
        &[dest],
        &[id],
        &iters,
        Vec::new(),
    );
    let region = rw.body().regions(g)[0];
    let nb = rw.body.create_block(&[(elem, loc)]);
    rw.body.append_block(region, nb);
    rw.set_insertion_point_to_end(nb);
    let i64t = ctx.integer_type(64);
    let mut repl = Vec::new();
    for i in 0..rank {
        let a = ctx.int_attr(i64t, i as i64);
        let x = create(
            rw,
            loc,
            "linalg.index",
            &[],
            &[ctx.index_type()],
            &[("dim", a)],
        );
        repl.push(rw.body().result(x, 0));
    }
    rw.merge_blocks(block, nb, &repl);
    let term = rw.body().block_ops(nb).last()?;
    let vals: Vec<ValueId> = rw.body().operands(term).collect();
    rw.set_insertion_point_before(term);
    create(rw, loc, "linalg.yield", &vals, &[], &[]);
    rw.erase_op(term);
    Some(g)
}

fn single_block(rw: &PatternRewriter<'_>, op: OpId) -> Option<rmlir_ir::BlockId> {
    let body = rw.body();
    let r = *body.regions(op).first()?;
    let mut blocks = body.region_blocks(r);
    let b = blocks.next()?;
    blocks.next().is_none().then_some(b)
}

fn dps_generate(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let block = single_block(rw, op)?;
    let loc = rw.body().loc(op);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let dyn_ext: Vec<ValueId> = rw.body().operands(op).collect();
    let e = create(rw, loc, "tensor.empty", &dyn_ext, &[ty], &[]);
    let dest = rw.body().result(e, 0);
    let g = generic_from_block(rw, loc, ty, dest, block)?;
    let r = rw.body().result(g, 0);
    rw.replace_op(op, &[r]);
    Some(g)
}

fn is_zero(ctx: &Context, body: &rmlir_ir::Body, o: &Ofr) -> bool {
    match o {
        Ok(c) => *c == 0,
        Err(v) => crate::affine::utils::constant_int(ctx, body, *v) == Some(0),
    }
}

fn to_ofr(ctx: &Context, o: &Ofr) -> OpFoldResult {
    match o {
        Ok(c) => OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), *c)),
        Err(v) => OpFoldResult::Value(*v),
    }
}

fn dps_pad(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let block = single_block(rw, op)?;
    let loc = rw.body().loc(op);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let src = rw.body().operand(op, 0);
    let shape = shape_of(ctx, ty);
    let low = super::transform_utils::mixed_list(ctx, rw.body(), op, "static_low", 1);
    let high = super::transform_utils::mixed_list(ctx, rw.body(), op, "static_high", 2);
    // `PadOp::reifyResultShapes`.
    let mut dynamic = Vec::new();
    for (i, s) in shape.iter().enumerate() {
        if *s != DYNAMIC {
            continue;
        }
        let dim = super::reify::create_or_fold_dim(rw, loc, src, i);
        let map = AffineMap::new(
            3,
            0,
            vec![AffineExpr::dim(0) + AffineExpr::dim(1) + AffineExpr::dim(2)],
        );
        let r = make_composed_folded_affine_apply(
            rw,
            loc,
            &map,
            &[
                to_ofr(ctx, low.get(i)?),
                to_ofr(ctx, high.get(i)?),
                OpFoldResult::Value(dim),
            ],
        );
        match r {
            OpFoldResult::Value(v) => dynamic.push(v),
            OpFoldResult::Attr(_) => return None,
        }
    }
    let nofold = rmlir_ir::ods::prop(ctx, rw.body(), op, "nofold").is_some();
    if nofold
        && low.iter().all(|o| is_zero(ctx, rw.body(), o))
        && high.iter().all(|o| is_zero(ctx, rw.body(), o))
    {
        let seg = dense_i32_array(ctx, &[dynamic.len() as i32, 0, 0]);
        let a = create(
            rw,
            loc,
            "bufferization.alloc_tensor",
            &dynamic,
            &[ty],
            &[("operandSegmentSizes", seg)],
        );
        let allocated = rw.body().result(a, 0);
        let copy = super::named::create_named_op(rw, loc, "linalg.copy", &[src], &[allocated])?;
        let r = rw.body().result(copy, 0);
        rw.replace_op(op, &[r]);
        return Some(copy);
    }
    let e = create(rw, loc, "tensor.empty", &dynamic, &[ty], &[]);
    let dest = rw.body().result(e, 0);
    // `movePaddingToFillOrGenericOp`.
    let term = rw.body().block_ops(block).last()?;
    let yielded = rw.body().operand(term, 0);
    let inside = |rw: &PatternRewriter<'_>, v: ValueId| -> bool {
        let b = rw.body();
        match b.defining_op(v) {
            Some(d) => b.parent_op(d) == Some(op),
            None => b.block_args(block).contains(&v),
        }
    };
    let const_def = rw.body().defining_op(yielded).filter(|d| {
        rw.body().results(*d).len() == 1
            && ctx
                .op_traits(rw.body().op_name(*d))
                .has(rmlir_ir::dialect::Traits::CONSTANT_LIKE)
    });
    let fill = if let Some(d) = const_def {
        let mut m = IrMapping::new();
        let c = rw.body.clone_op(d, &mut m);
        rw.insert(c);
        let cv = rw.body().result(c, 0);
        super::named::create_named_op(rw, loc, "linalg.fill", &[cv], &[dest])?
    } else if !inside(rw, yielded) {
        super::named::create_named_op(rw, loc, "linalg.fill", &[yielded], &[dest])?
    } else {
        let g = generic_from_block(rw, loc, ty, dest, block)?;
        rw.set_insertion_point_after(g);
        g
    };
    rw.set_insertion_point_after(fill);
    let filled = rw.body().result(fill, 0);
    let sizes = super::transform_utils::mixed_sizes(rw, loc, src);
    let strides = vec![Ok(1); shape.len()];
    let lists = [low, sizes, strides];
    rw.set_insertion_point_before(op);
    let ins = create_slice(
        rw,
        loc,
        "tensor.insert_slice",
        &[src, filled],
        &lists,
        Some(ty),
    );
    let r = rw.body().result(ins, 0);
    rw.replace_op(op, &[r]);
    Some(ins)
}

/// `isElementwise` of upstream's linalg utils.
fn is_elementwise(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> bool {
    let (Some(maps), Some(iters)) = (
        super::indexing_maps(ctx, body, op),
        super::iterator_types(ctx, body, op),
    ) else {
        return false;
    };
    if iters.iter().any(|p| !*p) {
        return false;
    }
    if !maps.iter().all(|m| m.is_projected_permutation(true)) {
        return false;
    }
    let (ins, _) = super::segments(ctx, body, op);
    for m in &maps[ins.len()..] {
        if !m.is_permutation() {
            return false;
        }
    }
    // `hasOnlyScalarElementwiseOp` of the body.
    let Some(r) = body.regions(op).first().copied() else {
        return false;
    };
    let mut blocks = body.region_blocks(r);
    let Some(b) = blocks.next() else { return false };
    if blocks.next().is_some() {
        return false;
    }
    body.block_ops(b).all(|o| {
        let name = ctx.op_name_str(body.op_name(o));
        let ok = matches!(
            name,
            "arith.constant"
                | "func.constant"
                | "tensor.extract"
                | "linalg.yield"
                | "linalg.index"
                | "affine.apply"
        ) || crate::vector::transforms::is_elementwise(ctx, body, o);
        ok && body.results(o).iter().all(|r| {
            let t = body.value_type(*r);
            ctx.is_integer(t) || ctx.is_float(t) || t == ctx.index_type()
        })
    })
}

fn apply_flatten_elementwise(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let mut out = Vec::new();
    for target in it.ops(t.operand(0)) {
        let Some((b, op)) = it.op_in(&target) else {
            continue;
        };
        let loc = b.loc(op);
        if !super::is_structured(ctx, b, op) || !is_elementwise(ctx, b, op) {
            return Err(it.silenceable(loc, "only elementwise flattening is supported"));
        }
        let n = super::iterator_types(ctx, b, op).map_or(0, |v| v.len());
        if n <= 1 {
            out.push(target);
            continue;
        }
        // `collapseOpIterationDims` fails on buffers that cannot be collapsed.
        let collapsible = b.operands(op).all(|v| {
            let ty = b.value_type(v);
            if !super::transform_utils::is_memref(ctx, ty) {
                return true;
            }
            let shape = shape_of(ctx, ty);
            match crate::memref::layout::strides_and_offset(ctx, ty) {
                Some((strides, _)) => (0..shape.len().saturating_sub(1)).all(|i| {
                    strides[i] != DYNAMIC
                        && strides[i + 1] != DYNAMIC
                        && shape[i + 1] != DYNAMIC
                        && strides[i] == strides[i + 1] * shape[i + 1]
                }),
                None => false,
            }
        });
        if !collapsible {
            return Err(it.silenceable(loc, "attempted to flatten, but failed"));
        }
        return Err(it.silenceable(
            t.loc(),
            "unsupported in rmlir's flatten_elementwise: collapsing the iteration dimensions",
        ));
    }
    it.set_ops(t, t.result(0), out)
}

fn apply_winograd_conv2d(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    for target in it.ops(t.operand(0)) {
        if it.op_name(&target) != "linalg.conv_2d_nhwc_fhwc" {
            return Err(it.silenceable(
                t.loc(),
                "this operation is not supported to convert to Winograd Conv2D",
            ));
        }
        let Some((b, op)) = it.op_in(&target) else {
            continue;
        };
        let static_shapes = b.operands(op).all(|v| {
            let s = shape_of(ctx, b.value_type(v));
            s.iter().all(|d| *d != DYNAMIC)
        });
        let ones = |name: &str| {
            rmlir_ir::ods::prop(ctx, b, op, name)
                .and_then(|a| crate::dlti::dense_int_values(ctx, a))
                .is_none_or(|(_, v)| v.iter().all(|x| *x == 1))
        };
        if !static_shapes || !ones("strides") || !ones("dilations") {
            return Err(it.silenceable(t.loc(), "apply Winograd Conv2D failed"));
        }
        return Err(it.silenceable(
            t.loc(),
            "unsupported in rmlir's winograd_conv2d: the Winograd rewrite",
        ));
    }
    it.set_ops(t, t.result(0), Vec::new())
}

/// `transform.structured.convert_conv2d_to_img2col`: upstream's failures (an unsupported op,
/// dynamic shapes, non-unit dilations) as "failed to apply"; the rewrite itself is not
/// supported by rmlir yet.
fn apply_img2col(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    for target in it.ops(t.operand(0)) {
        let name = it.op_name(&target).to_string();
        let supported = matches!(
            name.as_str(),
            "linalg.conv_2d_nhwc_hwcf"
                | "linalg.depthwise_conv_2d_nhwc_hwc"
                | "linalg.conv_2d_nchw_fchw"
                | "linalg.conv_2d_nhwc_fhwc"
        );
        let Some((b, op)) = it.op_in(&target) else {
            continue;
        };
        let static_shapes = b.operands(op).all(|v| {
            let s = shape_of(ctx, b.value_type(v));
            s.iter().all(|d| *d != DYNAMIC)
        });
        let unit_dilations = rmlir_ir::ods::prop(ctx, b, op, "dilations")
            .and_then(|a| crate::dlti::dense_int_values(ctx, a))
            .is_none_or(|(_, v)| v.iter().all(|x| *x == 1));
        if !supported || !static_shapes || !unit_dilations {
            return Err(Failure::Silenceable(vec![default_failure(it, t, &target)]));
        }
        return Err(it.silenceable(
            t.loc(),
            "unsupported in rmlir's convert_conv2d_to_img2col: the img2col rewrite",
        ));
    }
    it.set_ops(t, t.result(0), Vec::new())?;
    it.set_ops(t, t.result(1), Vec::new())
}
