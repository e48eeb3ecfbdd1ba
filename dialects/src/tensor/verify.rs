//! The op verifiers of `TensorOps.cpp` (MLIR 19), with upstream's messages.

use super::ranked_parts;
use crate::memref::verify::{
    constant_int, err, op_err, rank_reduction_mask, reassociation, segment, static_list, ty,
    verify_offset_size_stride_from,
};
use rmlir_ir::ods::constraints as c;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

type VResult = Result<(), Diagnostic>;

fn operand_ty(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.operand(op, i))
}

fn result_ty(body: &Body, op: OpId) -> Type {
    body.value_type(body.results(op)[0])
}

/// The ranked tensor type `shape x elem` (no encoding).
pub fn tensor_type(ctx: &Context, shape: &[i64], elem: Type) -> Type {
    ctx.get_type(TypeKind::RankedTensor {
        shape: shape.into(),
        elem,
        encoding: None,
    })
}

fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    ranked_parts(ctx, t).map(|p| p.0)
}

fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|d| **d == DYNAMIC).count()
}

/// Upstream's `verifyCompatibleShape` on two tensor types.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(p, q)| *p == DYNAMIC || *q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

fn cast_incompatible(ctx: &Context, body: &Body, op: OpId) -> Diagnostic {
    op_err(
        ctx,
        body,
        op,
        format!(
            "operand type {} and result type {} are cast incompatible",
            ty(ctx, operand_ty(body, op, 0)),
            ty(ctx, result_ty(body, op))
        ),
    )
}

/// Upstream's `CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    ctx.element_type(a) == ctx.element_type(b) && compatible_shapes(ctx, a, b)
}

pub(crate) fn cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    if !cast_compatible(ctx, operand_ty(body, op, 0), result_ty(body, op)) {
        return Err(cast_incompatible(ctx, body, op));
    }
    Ok(())
}

/// Upstream's `BitcastOp::areCastCompatible`: compatible shapes, element types of one width.
pub(crate) fn bitcast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (a, b) = (operand_ty(body, op, 0), result_ty(body, op));
    let width = |t: Type| {
        ctx.element_type(t)
            .and_then(|e| ctx.int_or_float_bitwidth(e))
    };
    if !compatible_shapes(ctx, a, b) || width(a).is_none() || width(a) != width(b) {
        return Err(cast_incompatible(ctx, body, op));
    }
    Ok(())
}

pub(crate) fn concat(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let e = |m: String| Err(op_err(ctx, body, op, m));
    let inputs: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    if inputs.is_empty() {
        return e("requires at least one input".into());
    }
    let res = result_ty(body, op);
    let Some((rshape, relem)) = ranked_parts(ctx, res) else {
        return Ok(());
    };
    let rank = rshape.len();
    let shapes: Vec<&[i64]> = inputs.iter().filter_map(|t| shape_of(ctx, *t)).collect();
    if shapes.iter().any(|s| s.len() != rank) {
        return e("rank of concatenated inputs must match result rank".into());
    }
    if inputs.iter().any(|t| ctx.element_type(*t) != Some(relem)) {
        return e("inputs and result element type must match".into());
    }
    let dim = rmlir_ir::ods::prop(ctx, body, op, "dim")
        .and_then(|a| rmlir_ir::ods::constraints::signless_int_value(ctx, a, 64))
        .unwrap_or(0);
    if dim < 0 || dim as usize >= rank {
        return e("concatenation dim must be less than the tensor rank".into());
    }
    let dim = dim as usize;
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            continue;
        }
        let mut known = DYNAMIC;
        for s in &shapes {
            if s[i] == DYNAMIC {
                continue;
            }
            if known != DYNAMIC && known != s[i] {
                return e(format!(
                    "static concatenation size mismatch along non-concatenated dimension {i}"
                ));
            }
            known = s[i];
        }
        *size = known;
    }
    sizes[dim] = shapes.iter().fold(0i64, |acc, s| {
        if acc == DYNAMIC || s[dim] == DYNAMIC {
            DYNAMIC
        } else {
            acc.wrapping_add(s[dim])
        }
    });
    let inferred = tensor_type(ctx, &sizes, relem);
    for (a, b) in sizes.iter().zip(rshape) {
        if *a != DYNAMIC && *b != DYNAMIC && a != b {
            return e(format!(
                "result type {}does not match inferred shape {} static sizes",
                ty(ctx, res),
                ty(ctx, inferred)
            ));
        }
    }
    Ok(())
}

pub(crate) fn empty(ctx: &Context, body: &Body, op: OpId) -> VResult {
    dynamic_sizes_count(ctx, body, op, body.num_operands(op))
}

pub(crate) fn splat(ctx: &Context, body: &Body, op: OpId) -> VResult {
    dynamic_sizes_count(ctx, body, op, body.num_operands(op) - 1)
}

fn dynamic_sizes_count(ctx: &Context, body: &Body, op: OpId, has: usize) -> VResult {
    let expected = shape_of(ctx, result_ty(body, op)).map_or(0, num_dynamic);
    if has != expected {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    Ok(())
}

/// The count half of `from_elements`'s `TypesMatchWith` (one operand per element).
pub(crate) fn from_elements_count(ctx: &Context, body: &Body, op: OpId) -> bool {
    let n = shape_of(ctx, result_ty(body, op)).map_or(Some(0), |s| {
        s.iter().try_fold(1i64, |a, b| a.checked_mul(*b))
    });
    n == Some(body.num_operands(op) as i64)
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    shape_of(ctx, t).map_or(0, |s| s.len())
}

pub(crate) fn extract(ctx: &Context, body: &Body, op: OpId) -> VResult {
    if rank_of(ctx, operand_ty(body, op, 0)) != body.num_operands(op) - 1 {
        return Err(op_err(
            ctx,
            body,
            op,
            "incorrect number of indices for extract_element",
        ));
    }
    Ok(())
}

pub(crate) fn insert(ctx: &Context, body: &Body, op: OpId) -> VResult {
    if rank_of(ctx, operand_ty(body, op, 1)) != body.num_operands(op) - 2 {
        return Err(op_err(ctx, body, op, "incorrect number of indices"));
    }
    Ok(())
}

// ---- gather / scatter ----------------------------------------------------------------------

fn verify_gather_scatter_dims(
    ctx: &Context,
    body: &Body,
    op: OpId,
    dims: &[i64],
    rank: usize,
    which: &str,
    kind: &str,
) -> VResult {
    let e = |m: String| Err(op_err(ctx, body, op, format!("{which}_dims {m}")));
    let n = dims.len();
    if n == 0 {
        return e("must be non-empty".into());
    }
    if n > rank {
        return e(format!("overflow {kind} rank"));
    }
    for v in dims {
        if *v < 0 {
            return e("value must be non-negative".into());
        }
        if *v >= rank as i64 {
            return e(format!("value must be smaller than {kind} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return e("values must be strictly increasing".into());
    }
    Ok(())
}

/// Upstream's `GatherOp::inferResultType`.
pub fn gather_result_type(
    ctx: &Context,
    source: Type,
    indices: Type,
    dims: &[i64],
    rank_reduced: bool,
) -> Option<Type> {
    let (sshape, elem) = ranked_parts(ctx, source)?;
    let ishape = shape_of(ctx, indices)?;
    let mut shape: Vec<i64> = ishape[..ishape.len().saturating_sub(1)].to_vec();
    for (i, d) in sshape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                shape.push(1);
            }
            continue;
        }
        shape.push(*d);
    }
    let encoding = match ctx.type_kind(source) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    Some(ctx.get_type(TypeKind::RankedTensor {
        shape: shape.into(),
        elem,
        encoding,
    }))
}

fn gather_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
    (which, kind, what): (&str, &str, &str),
    full: Type,
    indices: Type,
    got: Type,
) -> VResult {
    let dims = static_list(ctx, body, op, &format!("{which}_dims"));
    verify_gather_scatter_dims(ctx, body, op, &dims, rank_of(ctx, full), which, kind)?;
    if which == "scatter" && rmlir_ir::ods::prop(ctx, body, op, "unique").is_none() {
        return Err(op_err(
            ctx,
            body,
            op,
            "requires 'unique' attribute to be set",
        ));
    }
    let (Some(a), Some(b)) = (
        gather_result_type(ctx, full, indices, &dims, false),
        gather_result_type(ctx, full, indices, &dims, true),
    ) else {
        return Ok(());
    };
    if got != a && got != b {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "{what} type mismatch: expected {} or its rank-reduced variant {} (got: {})",
                ty(ctx, a),
                ty(ctx, b),
                ty(ctx, got)
            ),
        ));
    }
    Ok(())
}

pub(crate) fn gather(ctx: &Context, body: &Body, op: OpId) -> VResult {
    gather_like(
        ctx,
        body,
        op,
        ("gather", "source", "result"),
        operand_ty(body, op, 0),
        operand_ty(body, op, 1),
        result_ty(body, op),
    )
}

pub(crate) fn scatter(ctx: &Context, body: &Body, op: OpId) -> VResult {
    gather_like(
        ctx,
        body,
        op,
        ("scatter", "dest", "source"),
        operand_ty(body, op, 1),
        operand_ty(body, op, 2),
        operand_ty(body, op, 0),
    )
}

// ---- generate / pad ------------------------------------------------------------------------

fn yielded_type(body: &Body, op: OpId) -> Option<Type> {
    let region = body.op_regions(op).1.first().copied()?;
    let block = body.region_blocks(region).next()?;
    let term = body.block_ops(block).last()?;
    body.operands(term).next().map(|v| body.value_type(v))
}

fn body_arg_types(body: &Body, op: OpId) -> Vec<Type> {
    let Some(region) = body.op_regions(op).1.first().copied() else {
        return Vec::new();
    };
    let Some(block) = body.region_blocks(region).next() else {
        return Vec::new();
    };
    body.block_args(block)
        .iter()
        .map(|a| body.value_type(*a))
        .collect()
}

pub(crate) fn generate(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let dynamic = shape_of(ctx, result_ty(body, op)).map_or(0, num_dynamic);
    if body.num_operands(op) != dynamic {
        return Err(err(
            body,
            op,
            "must have as many index operands as dynamic extents in the result type",
        ));
    }
    Ok(())
}

pub(crate) fn generate_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let res = result_ty(body, op);
    let args = body_arg_types(body, op);
    if !args.iter().all(|t| c::is_index(ctx, *t)) {
        return Err(err(body, op, "all body arguments must be index"));
    }
    if args.len() != rank_of(ctx, res) {
        return Err(err(
            body,
            op,
            "must have one body argument per input dimension",
        ));
    }
    if yielded_type(body, op) != ctx.element_type(res) {
        return Err(op_err(
            ctx,
            body,
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// Upstream's `PadOp::inferResultType` (without known result sizes).
pub fn pad_result_type(ctx: &Context, source: Type, low: &[i64], high: &[i64]) -> Option<Type> {
    let (shape, elem) = ranked_parts(ctx, source)?;
    if low.len() != shape.len() || high.len() != shape.len() {
        return None;
    }
    let inferred: Vec<i64> = (0..shape.len())
        .map(|i| {
            if shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                DYNAMIC
            } else {
                shape[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    Some(tensor_type(ctx, &inferred, elem))
}

pub(crate) fn pad(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op);
    let low = static_list(ctx, body, op, "static_low");
    let high = static_list(ctx, body, op, "static_high");
    let Some(expected) = pad_result_type(ctx, src, &low, &high) else {
        return Err(err(
            body,
            op,
            format!(
                "failed to infer expectedType from sourceType {}, specified resultType is {}",
                ty(ctx, src),
                ty(ctx, res)
            ),
        ));
    };
    let mismatch = || {
        err(
            body,
            op,
            format!(
                "specified type {} does not match the inferred type {}",
                ty(ctx, res),
                ty(ctx, expected)
            ),
        )
    };
    let (Some(rs), Some(es)) = (shape_of(ctx, res), shape_of(ctx, expected)) else {
        return Ok(());
    };
    if rs.len() != es.len() {
        return Err(mismatch());
    }
    for (r, e) in rs.iter().zip(es) {
        if r != e && *e != DYNAMIC {
            return Err(mismatch());
        }
    }
    Ok(())
}

pub(crate) fn pad_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let res = result_ty(body, op);
    let rank = rank_of(ctx, res);
    let args = body_arg_types(body, op);
    if args.len() != rank {
        return Err(err(
            body,
            op,
            format!("expected the block to have {rank} arguments"),
        ));
    }
    if let Some(i) = args.iter().position(|t| !c::is_index(ctx, *t)) {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("expected block argument {} to be an index", i + 1),
        ));
    }
    if yielded_type(body, op) != ctx.element_type(res) {
        return Err(op_err(
            ctx,
            body,
            op,
            "expected yield type to match shape element type",
        ));
    }
    Ok(())
}

// ---- slices --------------------------------------------------------------------------------

/// Upstream's `ExtractSliceOp::inferResultType`: the static sizes over the source's
/// element type.
pub fn slice_result_type(ctx: &Context, source: Type, sizes: &[i64]) -> Option<Type> {
    let (_, elem) = ranked_parts(ctx, source)?;
    Some(tensor_type(ctx, sizes, elem))
}

/// Upstream's `isRankReducedType` + `produceSliceErrorMsg`.
fn check_rank_reduced(
    ctx: &Context,
    body: &Body,
    op: OpId,
    expected: Type,
    candidate: Type,
) -> VResult {
    if expected == candidate {
        return Ok(());
    }
    let (Some((es, ee)), Some((cs, ce))) =
        (ranked_parts(ctx, expected), ranked_parts(ctx, candidate))
    else {
        return Ok(());
    };
    if cs.len() > es.len() {
        return Err(err(
            body,
            op,
            "expected rank to be smaller or equal to the other rank. ",
        ));
    }
    if rank_reduction_mask(es, cs).is_none() {
        return Err(err(
            body,
            op,
            format!(
                "expected type to be {} or a rank-reduced version. (size mismatch) ",
                ty(ctx, expected)
            ),
        ));
    }
    if ee != ce {
        return Err(err(
            body,
            op,
            format!("expected element type to be {}", ty(ctx, ee)),
        ));
    }
    Ok(())
}

pub(crate) fn extract_slice(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let rank = rank_of(ctx, src);
    verify_offset_size_stride_from(ctx, body, op, [rank, rank, rank], 1)?;
    let sizes = static_list(ctx, body, op, "static_sizes");
    let Some(expected) = slice_result_type(ctx, src, &sizes) else {
        return Ok(());
    };
    check_rank_reduced(ctx, body, op, expected, result_ty(body, op))
}

fn verify_insert_slice_like(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let dst = operand_ty(body, op, 1);
    let rank = rank_of(ctx, dst);
    verify_offset_size_stride_from(ctx, body, op, [rank, rank, rank], 2)?;
    let sizes = static_list(ctx, body, op, "static_sizes");
    let Some(expected) = slice_result_type(ctx, dst, &sizes) else {
        return Ok(());
    };
    check_rank_reduced(ctx, body, op, expected, src)
}

pub(crate) fn insert_slice(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_insert_slice_like(ctx, body, op)
}

pub(crate) fn parallel_insert_slice(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let parent = body.parent_op(op).map(|p| ctx.op_name_str(body.op_name(p)));
    if parent != Some("scf.forall.in_parallel") {
        let what = parent.map_or(String::new(), |p| format!(" '{p}'"));
        return Err(err(
            body,
            op,
            format!("expected ParallelCombiningOpInterface parent, got:{what}"),
        ));
    }
    verify_insert_slice_like(ctx, body, op)
}

// ---- reshapes ------------------------------------------------------------------------------

pub(crate) fn reshape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let e = |m: &str| Err(op_err(ctx, body, op, m));
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op);
    if ctx.element_type(src) != ctx.element_type(res) {
        return e("element types of source and destination tensor types should be the same");
    }
    let shape_size = shape_of(ctx, operand_ty(body, op, 1))
        .and_then(|s| s.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(rs) = shape_of(ctx, res) {
        if let Some(ss) = shape_of(ctx, src) {
            if !rs.contains(&DYNAMIC)
                && !ss.contains(&DYNAMIC)
                && rs.iter().fold(1i64, |a, b| a.wrapping_mul(*b))
                    != ss.iter().fold(1i64, |a, b| a.wrapping_mul(*b))
            {
                return e("source and destination tensor should have the same number of elements");
            }
        }
        if shape_size == DYNAMIC {
            return e("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type");
        }
        if shape_size != rs.len() as i64 {
            return e("length of shape operand differs from the result's tensor rank");
        }
    }
    Ok(())
}

/// Upstream's `CollapseShapeOp::inferCollapsedType`: each group's product, dynamic when
/// one of its sizes is.
pub fn collapsed_shape(expanded: &[i64], reassoc: &[Vec<i64>]) -> Vec<i64> {
    reassoc
        .iter()
        .map(|g| {
            g.iter().fold(1i64, |acc, d| {
                let s = expanded.get(*d as usize).copied().unwrap_or(DYNAMIC);
                if acc == DYNAMIC || s == DYNAMIC {
                    DYNAMIC
                } else {
                    acc.wrapping_mul(s)
                }
            })
        })
        .collect()
}

/// Upstream's `verifyTensorReshapeOp`.
fn verify_tensor_reshape(
    ctx: &Context,
    body: &Body,
    op: OpId,
    expanded: Type,
    collapsed: Type,
) -> VResult {
    let e = |m: String| Err(op_err(ctx, body, op, m));
    let (Some((es, _)), Some((cs, _))) =
        (ranked_parts(ctx, expanded), ranked_parts(ctx, collapsed))
    else {
        return Ok(());
    };
    if es.len() < cs.len() {
        return e(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            ty(ctx, expanded),
            ty(ctx, collapsed)
        ));
    }
    let reassoc = reassociation(ctx, body, op);
    if cs.len() != reassoc.len() {
        return e(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            cs.len(),
            reassoc.len()
        ));
    }
    let num_dims = reassoc.iter().flatten().map(|d| d + 1).max().unwrap_or(0);
    for (k, _) in reassoc.iter().enumerate() {
        if num_dims != es.len() as i64 {
            return e(format!(
                "expected reassociation map #{k} to have size equal to the expanded rank ({}), but it is  {num_dims}.",
                es.len()
            ));
        }
    }
    let mut next = 0;
    for (k, g) in reassoc.iter().enumerate() {
        for d in g {
            if *d != next {
                return e(format!(
                    "expected reassociation map #{k} to be valid and contiguous."
                ));
            }
            next += 1;
        }
    }
    let mut start = 0usize;
    for (k, g) in reassoc.iter().enumerate() {
        let group = &es[start..start + g.len()];
        start += g.len();
        if group.contains(&DYNAMIC) {
            if cs[k] != DYNAMIC {
                return e(format!(
                    "expected dimension {k} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
        } else {
            let p = group.iter().fold(1i64, |a, b| a.wrapping_mul(*b));
            if cs[k] != p {
                return e(format!(
                    "expected dimension {k} of collapsed type to be static value of {p}"
                ));
            }
        }
    }
    Ok(())
}

pub(crate) fn expand_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let res = result_ty(body, op);
    let rank = rank_of(ctx, res);
    let statics = static_list(ctx, body, op, "static_output_shape");
    if statics.len() != rank {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = num_dynamic(&statics);
    let given = body.num_operands(op) - 1;
    if given != dynamic {
        return Err(op_err(
            ctx,
            body,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
            ),
        ));
    }
    verify_tensor_reshape(ctx, body, op, res, src)
}

pub(crate) fn collapse_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_tensor_reshape(ctx, body, op, operand_ty(body, op, 0), result_ty(body, op))
}

// ---- pack / unpack -------------------------------------------------------------------------

/// The tile sizes of a pack/unpack: static entries or constant operands (`None` for a
/// non-constant dynamic tile).
fn mixed_tiles(ctx: &Context, body: &Body, op: OpId, first: usize) -> Vec<Option<i64>> {
    let statics = static_list(ctx, body, op, "static_inner_tiles");
    let (start, len) = segment(ctx, body, op, first);
    let mut k = start;
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                k += 1;
                (k <= start + len)
                    .then(|| constant_int(ctx, body, body.operand(op, k - 1)))
                    .flatten()
            } else {
                Some(*s)
            }
        })
        .collect()
}

/// The dynamic entries of `static_inner_tiles` match the `inner_tiles` operands (upstream
/// assumes it and crashes otherwise).
fn check_tile_operands(ctx: &Context, body: &Body, op: OpId, group: usize) -> VResult {
    let dynamic = num_dynamic(&static_list(ctx, body, op, "static_inner_tiles"));
    let (_, len) = segment(ctx, body, op, group);
    if dynamic != len {
        return Err(op_err(
            ctx,
            body,
            op,
            format!("expected {dynamic} dynamic inner tile sizes, but found {len}"),
        ));
    }
    Ok(())
}

fn invalid_positions(dims: &[i64], rank: usize) -> bool {
    let mut seen = std::collections::BTreeSet::new();
    dims.len() > rank
        || !dims.iter().all(|d| seen.insert(*d))
        || dims.iter().any(|d| *d < 0 || *d >= rank as i64)
}

/// Upstream's `PackOp::inferPackedType` shape.
pub fn packed_shape(unpacked: &[i64], tiles: &[i64], inner: &[i64], outer: &[i64]) -> Vec<i64> {
    let mut shape = unpacked.to_vec();
    for (i, pos) in inner.iter().enumerate() {
        let p = *pos as usize;
        if shape[p] == DYNAMIC {
            continue;
        }
        if tiles[i] == DYNAMIC {
            shape[p] = DYNAMIC;
            continue;
        }
        shape[p] = shape[p]
            .saturating_add(tiles[i])
            .saturating_sub(1)
            .checked_div_euclid(tiles[i])
            .unwrap_or(DYNAMIC);
    }
    if !outer.is_empty() {
        shape = outer.iter().map(|o| shape[*o as usize]).collect();
    }
    shape.extend_from_slice(tiles);
    shape
}

fn common_pack_unpack(
    ctx: &Context,
    body: &Body,
    op: OpId,
    unpacked: Type,
    packed: Type,
    tiles: &[Option<i64>],
) -> VResult {
    let e = |m: String| Err(err(body, op, m));
    if tiles.contains(&Some(0)) {
        return e("invalid zero tile factor".into());
    }
    let (Some((us, elem)), Some(ps)) = (ranked_parts(ctx, unpacked), shape_of(ctx, packed)) else {
        return Ok(());
    };
    let rank = us.len();
    let inner = static_list(ctx, body, op, "inner_dims_pos");
    let outer = static_list(ctx, body, op, "outer_dims_perm");
    if invalid_positions(&inner, rank) {
        return e("invalid inner_dims_pos vector".into());
    }
    if invalid_positions(&outer, rank) {
        return e("invalid outer_dims_perm vector".into());
    }
    if !outer.is_empty() && outer.len() != rank {
        return e("outer_dims_perm must be a permutation or empty".into());
    }
    if tiles.len() > rank {
        return e("tiling factors must be less than or equal to the input rank for pack or output rank for unpack".into());
    }
    if tiles.len() != inner.len() {
        return e("tiling factors must equal the number of dimensions to tile".into());
    }
    if rank + tiles.len() != ps.len() {
        return e("packed rank must equal unpacked rank + tiling factors".into());
    }
    let static_tiles = static_list(ctx, body, op, "static_inner_tiles");
    let expected = packed_shape(us, &static_tiles, &inner, &outer);
    let in_bound = expected
        .iter()
        .zip(ps)
        .all(|(a, b)| *a == DYNAMIC || *b == DYNAMIC || a <= b);
    if !in_bound {
        return e(format!(
            "the shape of output is not large enough to hold the packed data. Expected at least {}, got {}",
            ty(ctx, tensor_type(ctx, &expected, elem)),
            ty(ctx, packed)
        ));
    }
    let tail = &ps[ps.len() - tiles.len()..];
    let tiles_match = tail.iter().zip(tiles).all(|(s, t)| match t {
        None => *s == DYNAMIC,
        Some(t) => *s == DYNAMIC || s == t,
    });
    if !tiles_match {
        return e("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type".into());
    }
    Ok(())
}

pub(crate) fn pack(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_ty(body, op, 0);
    let dst = operand_ty(body, op, 1);
    check_tile_operands(ctx, body, op, 3)?;
    let tiles = mixed_tiles(ctx, body, op, 3);
    common_pack_unpack(ctx, body, op, src, dst, &tiles)?;
    let (pstart, plen) = segment(ctx, body, op, 2);
    let elem = ctx.element_type(src);
    if plen == 1 {
        let pt = body.value_type(body.operand(op, pstart));
        if Some(pt) != elem {
            return Err(op_err(
                ctx,
                body,
                op,
                format!(
                    "expected padding_value has {} but got: {}",
                    ty(ctx, elem.unwrap_or(pt)),
                    ty(ctx, pt)
                ),
            ));
        }
        return Ok(());
    }
    let (Some(is), Some(os)) = (shape_of(ctx, src), shape_of(ctx, dst)) else {
        return Ok(());
    };
    let inner = static_list(ctx, body, op, "inner_dims_pos");
    let outer = static_list(ctx, body, op, "outer_dims_perm");
    let mut out_tiles: Vec<i64> = os[..is.len()].to_vec();
    if !outer.is_empty() {
        let mut permuted = out_tiles.clone();
        for (j, o) in outer.iter().enumerate() {
            permuted[*o as usize] = out_tiles[j];
        }
        out_tiles = permuted;
    }
    let needs_padding = inner.iter().zip(&tiles).any(|(pos, tile)| {
        let p = *pos as usize;
        if is[p] == DYNAMIC {
            return false;
        }
        match tile {
            None => out_tiles[p] != DYNAMIC && is[p] % out_tiles[p] != 0,
            Some(t) => is[p] % t != 0,
        }
    });
    if needs_padding {
        return Err(op_err(
            ctx,
            body,
            op,
            "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set",
        ));
    }
    Ok(())
}

pub(crate) fn unpack(ctx: &Context, body: &Body, op: OpId) -> VResult {
    check_tile_operands(ctx, body, op, 2)?;
    let tiles = mixed_tiles(ctx, body, op, 2);
    common_pack_unpack(
        ctx,
        body,
        op,
        operand_ty(body, op, 1),
        operand_ty(body, op, 0),
        &tiles,
    )
}
