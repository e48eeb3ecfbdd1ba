//! The linalg vectorizer (upstream's `Linalg/Transforms/Vectorization.cpp`, MLIR 19):
//! [`vectorize`] turns a structured op (generic or named) into `vector.transfer_read`s of
//! its operands (broadcasts and transposes in their permutation maps), the body's scalar
//! ops on vectors of the canonical (iteration space) shape, `vector.multi_reduction` for
//! reductions and `vector.transfer_write`s of the yielded values; with user vector sizes
//! the accesses are masked (`vector.create_mask` + `vector.mask`). `linalg.index` becomes
//! `vector.step` (broadcast and transposed when not innermost), `tensor.extract` a gather,
//! a scalar broadcast load or a contiguous load. [`precondition`] is upstream's
//! `vectorizeOpPrecondition`.

use crate::vector::attrs::CombiningKind;
use crate::vector::lowering::{build, build1, constant, index_const, vector_type, zero_attr};
use crate::vector::transfer::bool_array;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::ValueDef;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array};
use rmlir_ir::ods::Trait;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{
    AttrKind, Attribute, BlockId, Body, Context, IrMapping, Location, OpId, Type, TypeKind, ValueId,
};
use std::collections::HashMap;

/// The options of upstream's `linalg::vectorize`.
#[derive(Clone, Debug, Default)]
pub struct VectorizeOptions {
    /// The canonical vector shape (empty: the static iteration space).
    pub vector_sizes: Vec<i64>,
    /// Which of `vector_sizes` are scalable.
    pub scalable_dims: Vec<bool>,
    /// Vectorize n-D `tensor.extract` (gathers).
    pub vectorize_nd_extract: bool,
    /// Flatten 1-D depthwise convolutions.
    pub flatten_1d_depthwise_conv: bool,
}

/// What the vectorizer needs to know of a structured op.
struct Linalg {
    op: OpId,
    ins: Vec<ValueId>,
    outs: Vec<ValueId>,
    maps: Vec<AffineMap>,
    /// `true` = parallel.
    iters: Vec<bool>,
    block: BlockId,
    /// `getStaticLoopRanges` (`DYNAMIC` where unknown).
    loops: Vec<i64>,
}

impl Linalg {
    fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Linalg> {
        if !super::is_structured(ctx, body, op) {
            return None;
        }
        let (ins, outs) = super::segments(ctx, body, op);
        let maps = super::indexing_maps(ctx, body, op)?;
        let iters = super::iterator_types(ctx, body, op)?;
        let region = *body.regions(op).first()?;
        let block = body.entry_block(region)?;
        if maps.len() != ins.len() + outs.len() {
            return None;
        }
        let n = iters.len();
        let mut loops = vec![DYNAMIC; n];
        let mut seen = vec![false; n];
        for (v, m) in ins.iter().chain(&outs).zip(&maps) {
            let shape = shape(ctx, body.value_type(*v));
            for (i, e) in m.results().iter().enumerate() {
                if let Some(d) = e.as_dim() {
                    let d = d as usize;
                    if d < n && !seen[d] {
                        seen[d] = true;
                        loops[d] = shape.get(i).copied().unwrap_or(DYNAMIC);
                    }
                }
            }
        }
        Some(Linalg {
            op,
            ins,
            outs,
            maps,
            iters,
            block,
            loops,
        })
    }

    fn operands(&self) -> impl Iterator<Item = ValueId> + '_ {
        self.ins.iter().chain(&self.outs).copied()
    }

    fn num_loops(&self) -> usize {
        self.iters.len()
    }

    /// The iteration-space dim `d`'s first operand and position (upstream's
    /// `mapIterationSpaceDimToOperandDim`).
    fn operand_dim_of(&self, d: usize) -> Option<(ValueId, usize)> {
        for (v, m) in self.operands().zip(&self.maps) {
            for (i, e) in m.results().iter().enumerate() {
                if e.as_dim() == Some(d as u32) {
                    return Some((v, i));
                }
            }
        }
        None
    }
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    }
}

fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Vector { .. }
    )
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// `VectorType::isValidElementType`.
fn valid_elem(ctx: &Context, t: Type) -> bool {
    ctx.is_int_or_index(t) || ctx.is_float(t)
}

fn elem_or_self(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn op_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

fn has_elementwise_trait(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op))
        .and_then(|i| i.def)
        .is_some_and(|d| d.has_trait(|t| matches!(t, Trait::Elementwise)))
}

fn is_projected_permutation(m: &AffineMap) -> bool {
    m.is_projected_permutation(true)
}

/// Upstream's `isElementwise`.
fn is_elementwise(ctx: &Context, body: &Body, l: &Linalg) -> bool {
    if l.iters.iter().any(|p| !p) {
        return false;
    }
    if !l.maps.iter().all(is_projected_permutation) {
        return false;
    }
    if !l.maps[l.ins.len()..].iter().all(|m| m.is_permutation()) {
        return false;
    }
    // `hasOnlyScalarElementwiseOp`.
    body.block_ops(l.block).all(|o| {
        let n = op_name(ctx, body, o);
        (matches!(
            n,
            "arith.constant"
                | "func.constant"
                | "tensor.extract"
                | "linalg.yield"
                | "linalg.index"
                | "affine.apply"
        ) || has_elementwise_trait(ctx, body, o))
            && body
                .results(o)
                .iter()
                .all(|v| valid_elem(ctx, body.value_type(*v)))
    })
}

fn is_convolution(ctx: &Context, body: &Body, op: OpId) -> bool {
    let n = op_name(ctx, body, op);
    n.starts_with("linalg.conv_")
        || n.starts_with("linalg.depthwise_conv_")
        || n.starts_with("linalg.pooling_")
}

/// Upstream's `matchReduction` restricted to one combiner: the value the output block
/// argument `pos` is combined with, and the combiner.
fn match_reduction(body: &Body, l: &Linalg, pos: usize) -> Option<(ValueId, OpId)> {
    let args = body.block_args(l.block);
    let arg = *args.get(l.ins.len() + pos)?;
    let mut uses = body.uses(arg);
    let (combiner, _) = uses.next()?;
    if uses.next().is_some() {
        return None;
    }
    let yield_op = body.last_op(l.block)?;
    let yielded = body.operand(yield_op, pos);
    if body.defining_op(yielded) != Some(combiner) || body.num_operands(combiner) != 2 {
        return None;
    }
    if body.results(combiner).len() != 1 {
        return None;
    }
    let a = body.operand(combiner, 0);
    let b = body.operand(combiner, 1);
    let other = if a == arg { b } else { a };
    if other == arg {
        return None;
    }
    Some((other, combiner))
}

/// Upstream's `getCombinerOpKind`.
fn combiner_kind(ctx: &Context, body: &Body, op: OpId) -> Option<CombiningKind> {
    use CombiningKind::*;
    Some(match op_name(ctx, body, op) {
        "arith.addi" | "arith.addf" => Add,
        "arith.andi" => And,
        "arith.maxsi" => MaxSI,
        "arith.maxui" => MaxUI,
        "arith.maximumf" => MaximumF,
        "arith.maxnumf" => MaxNumF,
        "arith.minsi" => MinSI,
        "arith.minui" => MinUI,
        "arith.minimumf" => MinimumF,
        "arith.minnumf" => MinNumF,
        "arith.muli" | "arith.mulf" => Mul,
        "arith.ori" => Or,
        "arith.xori" => Xor,
        _ => return None,
    })
}

fn reduction_preconditions(ctx: &Context, body: &Body, l: &Linalg) -> bool {
    if l.iters.iter().all(|p| *p) {
        return false;
    }
    for i in 0..l.outs.len() {
        if l.maps[l.ins.len() + i].is_permutation() {
            continue;
        }
        match match_reduction(body, l, i) {
            Some((_, c)) if combiner_kind(ctx, body, c).is_some() => {}
            _ => return false,
        }
    }
    true
}

/// `vector::isValidMaskedInputVector`.
fn valid_masked_input_vector(shape: &[i64], sizes: &[i64]) -> bool {
    if shape.len() != sizes.len() {
        return false;
    }
    shape
        .iter()
        .zip(sizes)
        .all(|(s, v)| *v > 0 && (*s == DYNAMIC || *s <= *v))
}

/// Upstream's `tensorExtractVectorizationPrecondition`.
fn tensor_extract_ok(ctx: &Context, body: &Body, op: OpId, nd: bool) -> bool {
    if op_name(ctx, body, op) != "tensor.extract" {
        return false;
    }
    let n = body.num_operands(op) - 1;
    if n != 1 && !nd {
        return false;
    }
    if n > 0 && !valid_elem(ctx, body.value_type(body.operand(op, 1))) {
        return false;
    }
    body.results(op)
        .iter()
        .all(|r| valid_elem(ctx, body.value_type(*r)))
}

fn has_reduction_iterator(ctx: &Context, body: &Body, l: &Linalg) -> bool {
    op_name(ctx, body, l.op) == "linalg.generic" && l.iters.iter().any(|p| !p)
}

fn scalable_precondition(ctx: &Context, body: &Body, op: OpId, o: &VectorizeOptions) -> bool {
    let n = o.scalable_dims.iter().filter(|s| **s).count();
    if n == 0 {
        return true;
    }
    let Some(l) = Linalg::of(ctx, body, op) else {
        return false;
    };
    if n > 2 || o.scalable_dims.len() > l.iters.len() {
        return false;
    }
    let mut iters = l.iters[..o.scalable_dims.len()].to_vec();
    let mut flags = o.scalable_dims.clone();
    let mut seen_parallel = false;
    while !flags.last().copied().unwrap_or(true) {
        seen_parallel |= *iters.last().unwrap();
        iters.pop();
        flags.pop();
    }
    let name = op_name(ctx, body, op);
    // MLIR 19: no scalable reduction dims, and the scalable dim is the last parallel one.
    if !*iters.last().unwrap() || seen_parallel {
        return false;
    }
    if n == 2 {
        flags.pop();
        iters.pop();
        if !flags.last().copied().unwrap_or(false) || !iters.last().copied().unwrap_or(false) {
            return false;
        }
    }
    is_elementwise(ctx, body, &l)
        || matches!(
            name,
            "linalg.matmul"
                | "linalg.matmul_transpose_a"
                | "linalg.depthwise_conv_1d_nwc_wc"
                | "linalg.matvec"
        )
}

/// Upstream's `vectorizeOpPrecondition` (structured ops; `tensor.pad`, `pack` and
/// `unpack` are not vectorized yet).
pub fn precondition(ctx: &Context, body: &Body, op: OpId, o: &VectorizeOptions) -> bool {
    if !scalable_precondition(ctx, body, op, o) {
        return false;
    }
    let Some(l) = Linalg::of(ctx, body, op) else {
        return false;
    };
    let static_shape: Vec<i64> = l
        .operands()
        .flat_map(|v| shape(ctx, body.value_type(v)))
        .collect();
    if static_shape.contains(&0) {
        return false;
    }
    if !o.vector_sizes.is_empty() && !valid_masked_input_vector(&l.loops, &o.vector_sizes) {
        return false;
    }
    let conv = is_convolution(ctx, body, op);
    if static_shape.contains(&DYNAMIC) {
        if conv {
            return false;
        }
        if has_reduction_iterator(ctx, body, &l) {
            if !reduction_preconditions(ctx, body, &l) {
                return false;
            }
        } else if !is_elementwise(ctx, body, &l)
            && !matches!(
                op_name(ctx, body, op),
                "linalg.generic" | "linalg.copy" | "linalg.matmul" | "linalg.batch_matmul"
            )
            && !is_contraction_named(op_name(ctx, body, op))
        {
            return false;
        }
    }
    for inner in body.block_ops(l.block) {
        if tensor_extract_ok(ctx, body, inner, o.vectorize_nd_extract) {
            continue;
        }
        if body
            .operands(inner)
            .any(|v| !valid_elem(ctx, body.value_type(v)))
            || body
                .results(inner)
                .iter()
                .any(|v| !valid_elem(ctx, body.value_type(*v)))
        {
            return false;
        }
    }
    if is_elementwise(ctx, body, &l) {
        return true;
    }
    if conv {
        return true;
    }
    if !l.maps.iter().all(is_projected_permutation) {
        return false;
    }
    reduction_preconditions(ctx, body, &l)
}

fn is_contraction_named(name: &str) -> bool {
    matches!(
        name,
        "linalg.matmul"
            | "linalg.matmul_transpose_a"
            | "linalg.matmul_transpose_b"
            | "linalg.batch_matmul"
            | "linalg.batch_matmul_transpose_a"
            | "linalg.batch_matmul_transpose_b"
            | "linalg.batch_reduce_matmul"
            | "linalg.matvec"
            | "linalg.vecmat"
            | "linalg.batch_matvec"
            | "linalg.batch_vecmat"
            | "linalg.dot"
    )
}

/// Upstream's `VectorizationState`.
struct State {
    canonical: Vec<i64>,
    scalable: Vec<bool>,
    static_sizes: Vec<i64>,
    value_sizes: Vec<ValueId>,
    masks: HashMap<AffineMap, Option<ValueId>>,
}

/// `applyPermutationMap`: `values` picked by the map's dim results.
fn permute<T: Copy>(m: &AffineMap, values: &[T]) -> Vec<T> {
    m.results()
        .iter()
        .filter_map(|e| e.as_dim().map(|d| values[d as usize]))
        .collect()
}

impl State {
    fn vec_type(&self, ctx: &Context, elem: Type, perm: Option<&AffineMap>) -> Type {
        let (shape, scal) = match perm {
            Some(m) => (permute(m, &self.canonical), permute(m, &self.scalable)),
            None => (self.canonical.clone(), self.scalable.clone()),
        };
        vector_type(ctx, &shape, &scal, elem)
    }

    /// `getOrCreateMaskFor` + `maskOperation`: wraps `op` in a `vector.mask` when the
    /// permuted iteration space differs from the mask shape.
    fn mask_op(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        l: &Linalg,
        map: Option<&AffineMap>,
    ) -> OpId {
        let ctx = rw.ctx;
        if !is_maskable(ctx, rw.body, op) {
            return op;
        }
        let map = map
            .cloned()
            .unwrap_or_else(|| AffineMap::multi_dim_identity(l.num_loops() as u32));
        let mask = match self.masks.get(&map) {
            Some(m) => *m,
            None => {
                let permuted = permute(&map, &self.static_sizes);
                let mask_ty = self.vec_type(ctx, ctx.integer_type(1), Some(&map));
                let mshape = shape_of_vec(ctx, mask_ty);
                let m = if permuted == mshape {
                    None
                } else {
                    let ubs = permute(&map, &self.value_sizes);
                    let loc = rw.body.loc(l.op);
                    Some(build1(rw, loc, "vector.create_mask", &ubs, mask_ty, &[]))
                };
                self.masks.insert(map, m);
                m
            }
        };
        let Some(mask) = mask else {
            return op;
        };
        mask_operation(rw, op, mask)
    }
}

fn shape_of_vec(ctx: &Context, t: Type) -> Vec<i64> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    }
}

fn is_maskable(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(
        op_name(ctx, body, op),
        "vector.transfer_read"
            | "vector.transfer_write"
            | "vector.multi_reduction"
            | "vector.reduction"
            | "vector.contract"
            | "vector.gather"
            | "vector.scatter"
            | "vector.expandload"
            | "vector.compressstore"
            | "vector.maskedload"
            | "vector.maskedstore"
    ) && body
        .parent_op(op)
        .is_none_or(|p| op_name(ctx, body, p) != "vector.mask")
}

/// `vector::maskOperation`: `vector.mask %mask { op }` replacing `op`'s results.
fn mask_operation(rw: &mut PatternRewriter<'_>, op: OpId, mask: ValueId) -> OpId {
    let loc = rw.body.loc(op);
    let results: Vec<ValueId> = rw.body.results(op).to_vec();
    let types: Vec<Type> = results.iter().map(|r| rw.body.value_type(*r)).collect();
    let m = build(rw, loc, "vector.mask", &[mask], &types, &[], 1);
    let region = rw.body.regions(m)[0];
    let block = rw.create_block(region, None, &[]);
    rw.move_op(op, rmlir_ir::body::InsertPoint::BlockEnd(block));
    rw.set_insertion_point_to_end(block);
    build(rw, loc, "vector.yield", &results, &[], &[], 0);
    let new: Vec<ValueId> = rw.body.results(m).to_vec();
    for (old, new) in results.iter().zip(&new) {
        rw.replace_uses_with_if(*old, *new, |body, user, _| body.parent_op(user) != Some(m));
    }
    rw.set_insertion_point_after(m);
    m
}

/// `inversePermutation` of a (projected) permutation: result `d` of the inverse is the
/// first position of dim `d`.
fn inverse_permutation(m: &AffineMap) -> AffineMap {
    let n = m.num_dims() as usize;
    let mut out: Vec<Option<AffineExpr>> = vec![None; n];
    for (i, e) in m.results().iter().enumerate() {
        if let Some(d) = e.as_dim() {
            if out[d as usize].is_none() {
                out[d as usize] = Some(AffineExpr::dim(i as u32));
            }
        }
    }
    let results: Vec<AffineExpr> = out.into_iter().flatten().collect();
    AffineMap::new(m.num_results() as u32, 0, results)
}

/// `inverseAndBroadcastProjectedPermutation`.
fn inverse_and_broadcast(m: &AffineMap) -> AffineMap {
    let n = m.num_dims() as usize;
    let results: Vec<AffineExpr> = (0..n)
        .map(|d| {
            m.results()
                .iter()
                .position(|e| e.as_dim() == Some(d as u32))
                .map_or(AffineExpr::constant(0), |i| AffineExpr::dim(i as u32))
        })
        .collect();
    AffineMap::new(m.num_results() as u32, 0, results)
}

fn map_attr(ctx: &Context, m: &AffineMap) -> Attribute {
    ctx.get_attr(AttrKind::AffineMap(m.clone()))
}

#[allow(clippy::too_many_arguments)]
fn transfer_read(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    source: ValueId,
    indices: &[ValueId],
    padding: ValueId,
    map: &AffineMap,
    in_bounds: &[bool],
) -> OpId {
    let ctx = rw.ctx;
    let mut ops = vec![source];
    ops.extend_from_slice(indices);
    ops.push(padding);
    build(
        rw,
        loc,
        "vector.transfer_read",
        &ops,
        &[ty],
        &[
            ("permutation_map", map_attr(ctx, map)),
            ("in_bounds", bool_array(ctx, in_bounds)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, indices.len() as i32, 1, 0]),
            ),
        ],
        0,
    )
}

fn transfer_write(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: ValueId,
    dest: ValueId,
    indices: &[ValueId],
    map: &AffineMap,
    in_bounds: &[bool],
) -> OpId {
    let ctx = rw.ctx;
    let dt = rw.body.value_type(dest);
    let results: Vec<Type> = if is_memref(ctx, dt) {
        Vec::new()
    } else {
        vec![dt]
    };
    let mut ops = vec![value, dest];
    ops.extend_from_slice(indices);
    build(
        rw,
        loc,
        "vector.transfer_write",
        &ops,
        &results,
        &[
            ("permutation_map", map_attr(ctx, map)),
            ("in_bounds", bool_array(ctx, in_bounds)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, 1, indices.len() as i32, 0]),
            ),
        ],
        0,
    )
}

/// The op inside a `vector.mask` (or `op` itself).
fn maskable_of(ctx: &Context, body: &Body, op: OpId) -> OpId {
    if op_name(ctx, body, op) == "vector.mask" {
        let r = body.regions(op)[0];
        if let Some(b) = body.entry_block(r) {
            if let Some(f) = body.first_op(b) {
                return f;
            }
        }
    }
    op
}

fn set_in_bounds_all(rw: &mut PatternRewriter<'_>, op: OpId, rank: usize) {
    let ctx = rw.ctx;
    let Some(k) = ctx
        .op_info(rw.body.op_name(op))
        .and_then(|i| i.prop_index("in_bounds"))
    else {
        return;
    };
    let a = bool_array(ctx, &vec![true; rank]);
    rw.modify_op_in_place(op, |b| b.set_prop(op, k, Some(a)));
}

/// `vector::isBroadcastableTo` (success only).
fn broadcastable(ctx: &Context, src: Type, dst: &[i64]) -> bool {
    let sshape = match ctx.type_kind(src) {
        TypeKind::Vector { shape, .. } => shape.to_vec(),
        _ => return true,
    };
    if sshape.len() > dst.len() {
        return false;
    }
    let off = dst.len() - sshape.len();
    sshape
        .iter()
        .enumerate()
        .all(|(i, s)| *s == 1 || *s == dst[off + i])
}

/// `broadcastIfNeeded`: `createOrFold<vector::BroadcastOp>`.
fn broadcast_if_needed(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    dst: Type,
) -> ValueId {
    let ctx = rw.ctx;
    let dshape = shape_of_vec(ctx, dst);
    if dshape.is_empty() {
        return v;
    }
    let vt = rw.body.value_type(v);
    if !broadcastable(ctx, vt, &dshape) {
        return v;
    }
    create_or_fold(rw, loc, "vector.broadcast", &[v], dst, &[])
}

/// Upstream's `OpBuilder::createOrFold` for a one-result op: the op is created, then
/// folded; a folded constant is materialized at the insertion point.
fn create_or_fold(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    result: Type,
    attrs: &[(&str, Attribute)],
) -> ValueId {
    use rmlir_ir::rewrite::fold::{fold_op, value_constant, FoldOutcome, FoldResult};
    let ctx = rw.ctx;
    let saved = rw.insertion_point();
    let op = build(rw, loc, name, operands, &[result], attrs, 0);
    let res = rw.body.result(op, 0);
    let consts: Vec<Option<Attribute>> = operands
        .iter()
        .map(|&v| value_constant(ctx, rw.body, v))
        .collect();
    match fold_op(ctx, rw.body, op, &consts) {
        Some(FoldOutcome::Replaced(rs)) => match rs[0] {
            FoldResult::Value(v) => {
                rw.set_insertion_point(saved);
                rw.erase_op(op);
                v
            }
            FoldResult::Attr(a) => {
                let Some(dialect) = ctx.op_dialect(rw.body.op_name(op)) else {
                    return res;
                };
                let after = rw.set_insertion_point(saved);
                match dialect.materialize_constant(ctx, rw, a, result, loc) {
                    Some(c) => {
                        let v = rw.body.result(c, 0);
                        rw.erase_op(op);
                        v
                    }
                    None => {
                        rw.set_insertion_point(after);
                        res
                    }
                }
            }
        },
        _ => res,
    }
}

/// Upstream's `vectorize` on a structured op: replaces `op` by its vector form. On
/// failure the IR is unchanged (the preconditions are checked first).
#[allow(clippy::result_unit_err)]
pub fn vectorize(rw: &mut PatternRewriter<'_>, op: OpId, o: &VectorizeOptions) -> Result<(), ()> {
    let ctx = rw.ctx;
    if !precondition(ctx, rw.body, op, o) {
        return Err(());
    }
    let l = Linalg::of(ctx, rw.body, op).ok_or(())?;
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    let (canonical, scalable) = if o.vector_sizes.is_empty() {
        (l.loops.clone(), vec![false; l.num_loops()])
    } else {
        let mut s = o.scalable_dims.clone();
        s.resize(o.vector_sizes.len(), false);
        (o.vector_sizes.clone(), s)
    };
    if canonical.contains(&DYNAMIC) {
        return Err(());
    }
    let is_tensor = l.operands().all(|v| !is_memref(ctx, rw.body.value_type(v)));
    let mut value_sizes = Vec::new();
    for (d, s) in l.loops.iter().enumerate() {
        if *s != DYNAMIC {
            value_sizes.push(index_const(rw, loc, *s));
            continue;
        }
        let (v, pos) = l.operand_dim_of(d).ok_or(())?;
        let c = index_const(rw, loc, pos as i64);
        let name = if is_tensor {
            "tensor.dim"
        } else {
            "memref.dim"
        };
        value_sizes.push(build1(rw, loc, name, &[v, c], ctx.index_type(), &[]));
    }
    let mut st = State {
        canonical,
        scalable,
        static_sizes: l.loops.clone(),
        value_sizes,
        masks: HashMap::new(),
    };
    if is_convolution(ctx, rw.body, op) {
        let results =
            super::vectorize_conv::vectorize_convolution(rw, op, o.flatten_1d_depthwise_conv)?;
        if results.is_empty() {
            rw.erase_op(op);
        } else {
            rw.replace_op(op, &results);
        }
        return Ok(());
    }
    convert_affine_apply(rw, &l);
    rw.set_insertion_point_before(op);
    let results = vectorize_generic(rw, &mut st, &l, o)?;
    if results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &results);
    }
    Ok(())
}

/// `vectorizeAsLinalgGeneric`.
fn vectorize_generic(
    rw: &mut PatternRewriter<'_>,
    st: &mut State,
    l: &Linalg,
    o: &VectorizeOptions,
) -> Result<Vec<ValueId>, ()> {
    let ctx = rw.ctx;
    if l.outs.is_empty() {
        return Err(());
    }
    let loc = rw.body.loc(l.op);
    let mut bvm = IrMapping::new();
    let zero = index_const(rw, loc, 0);
    let args: Vec<ValueId> = rw.body.block_args(l.block).to_vec();
    let n_in = l.ins.len();
    for (i, v) in l.operands().enumerate() {
        // `getOpOperandsMatchingBBargs`: `linalg.map` has no block argument for its init.
        let Some(&bbarg) = args.get(i) else {
            continue;
        };
        let vt = rw.body.value_type(v);
        if !is_shaped(ctx, vt) {
            bvm.map_value(bbarg, v);
            continue;
        }
        let map = &l.maps[i];
        let kept: Vec<AffineExpr> = map
            .results()
            .iter()
            .filter(|e| e.as_constant().is_none())
            .cloned()
            .collect();
        let masking = AffineMap::new(map.num_dims(), map.num_symbols(), kept);
        let elem = elem_or_self(ctx, vt);
        let (read_map, read_ty) = if i < n_in {
            (inverse_and_broadcast(map), st.vec_type(ctx, elem, None))
        } else {
            let rm = inverse_permutation(&map.compress_unused_dims());
            let comp = rm.compose(map);
            let t = st.vec_type(ctx, elem, Some(&comp));
            (rm, t)
        };
        let rank = shape(ctx, vt).len();
        let indices = vec![zero; rank];
        let vrank = shape_of_vec(ctx, read_ty).len();
        let mut in_bounds = vec![false; vrank];
        for (k, e) in read_map.results().iter().enumerate() {
            if e.is_constant_value(0) && k < vrank {
                in_bounds[k] = true;
            }
        }
        let pad = constant(rw, loc, elem, zero_attr(ctx, elem).ok_or(())?);
        let read = transfer_read(rw, loc, read_ty, v, &indices, pad, &read_map, &in_bounds);
        let read = st.mask_op(rw, read, l, Some(&masking));
        let mut value = rw.body.result(read, 0);
        let inner = maskable_of(ctx, rw.body, read);
        if inner != read {
            set_in_bounds_all(rw, inner, vrank);
        }
        if vrank == 0 {
            value = build1(rw, loc, "vector.extractelement", &[value], elem, &[]);
        }
        bvm.map_value(bbarg, value);
        bvm.map_value(v, value);
    }
    let mut new_results = Vec::new();
    let ops: Vec<OpId> = rw.body.block_ops(l.block).collect();
    for inner in ops {
        let name = op_name(ctx, rw.body, inner);
        if name == "linalg.yield" {
            let vals: Vec<ValueId> = rw.body.operands(inner).collect();
            for (i, v) in vals.iter().enumerate() {
                let vv = bvm.lookup_value(*v).unwrap_or(*v);
                if let Some(r) = build_write(rw, st, l, vv, i)? {
                    new_results.push(r);
                }
            }
            continue;
        }
        let new_op = vectorize_one(rw, st, l, inner, &bvm, o)?;
        let new_op = st.mask_op(rw, new_op, l, None);
        let olds: Vec<ValueId> = rw.body.results(inner).to_vec();
        let news: Vec<ValueId> = rw.body.results(new_op).to_vec();
        for (a, b) in olds.iter().zip(&news) {
            bvm.map_value(*a, *b);
        }
    }
    Ok(new_results)
}

/// `buildVectorWrite` of output `i`.
fn build_write(
    rw: &mut PatternRewriter<'_>,
    st: &mut State,
    l: &Linalg,
    value: ValueId,
    i: usize,
) -> Result<Option<ValueId>, ()> {
    let ctx = rw.ctx;
    let out = l.outs[i];
    let map = &l.maps[l.ins.len() + i];
    let n = map.num_dims();
    let filtered: Vec<AffineExpr> = (0..n)
        .filter(|d| map.results().iter().any(|e| e.as_dim() == Some(*d)))
        .map(AffineExpr::dim)
        .collect();
    let vmap = AffineMap::new(n, 0, filtered);
    let ot = rw.body.value_type(out);
    let elem = elem_or_self(ctx, ot);
    let vty = st.vec_type(ctx, elem, Some(&vmap));
    let loc = rw.body.loc(l.op);
    let vrank = shape_of_vec(ctx, vty).len();
    let write = if vrank > 0 {
        let wmap = inverse_permutation(&map.compress_unused_dims());
        let zero = index_const(rw, loc, 0);
        let indices = vec![zero; shape(ctx, ot).len()];
        let value = broadcast_if_needed(rw, loc, value, vty);
        if rw.body.value_type(value) != vty {
            return Err(());
        }
        transfer_write(rw, loc, value, out, &indices, &wmap, &vec![false; vrank])
    } else {
        let value = if matches!(
            ctx.type_kind(rw.body.value_type(value)),
            TypeKind::Vector { .. }
        ) {
            value
        } else {
            build1(rw, loc, "vector.broadcast", &[value], vty, &[])
        };
        transfer_write(rw, loc, value, out, &[], &AffineMap::new(0, 0, vec![]), &[])
    };
    let write = st.mask_op(rw, write, l, Some(map));
    let inner = maskable_of(ctx, rw.body, write);
    if inner != write {
        set_in_bounds_all(rw, inner, vrank);
    }
    Ok(rw.body.results(write).first().copied())
}

/// `vectorizeOneOp` (with the index and tensor.extract hooks).
fn vectorize_one(
    rw: &mut PatternRewriter<'_>,
    st: &mut State,
    l: &Linalg,
    op: OpId,
    bvm: &IrMapping,
    o: &VectorizeOptions,
) -> Result<OpId, ()> {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let name = op_name(ctx, rw.body, op);
    if name == "linalg.index" {
        return vectorize_index(rw, st, l, op);
    }
    if name == "tensor.extract" && tensor_extract_ok(ctx, rw.body, op, o.vectorize_nd_extract) {
        return vectorize_extract(rw, st, l, op, bvm);
    }
    if name == "arith.constant" || name == "func.constant" {
        let mut m = IrMapping::new();
        let c = rw.body.clone_op(op, &mut m);
        return Ok(rw.insert(c));
    }
    if !has_elementwise_trait(ctx, rw.body, op) {
        return Err(());
    }
    let operands: Vec<ValueId> = rw.body.operands(op).collect();
    let look = |v: ValueId| bvm.lookup_value(v).unwrap_or(v);
    // Reductions.
    let args: Vec<ValueId> = rw.body.block_args(l.block).to_vec();
    let mut reduction = None;
    for v in &operands {
        if let Some(k) = args.iter().position(|a| a == v) {
            if k < l.ins.len() {
                continue;
            }
            if let Some((reduced, _)) = match_reduction(rw.body, l, k - l.ins.len()) {
                reduction = Some((reduced, *v));
                break;
            }
        }
    }
    if let Some((reduced, init)) = reduction {
        let rv = look(reduced);
        let ov = look(init);
        let rt = rw.body.value_type(rv);
        let ot = rw.body.value_type(ov);
        let rshape = match ctx.type_kind(rt) {
            TypeKind::Vector { shape, .. } => Some(shape.to_vec()),
            _ => None,
        };
        let oshape = match ctx.type_kind(ot) {
            TypeKind::Vector { shape, .. } => Some(shape.to_vec()),
            _ => None,
        };
        if let Some(rs) = rshape {
            if oshape.as_ref() != Some(&rs) {
                let kind = combiner_kind(ctx, rw.body, op).ok_or(())?;
                let dims: Vec<i64> = l
                    .iters
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| !**p)
                    .map(|(i, _)| i as i64)
                    .collect();
                return Ok(build(
                    rw,
                    loc,
                    "vector.multi_reduction",
                    &[rv, ov],
                    &[ot],
                    &[
                        ("kind", kind.attr(ctx)),
                        (
                            "reduction_dims",
                            ctx.array_attr(
                                &dims
                                    .iter()
                                    .map(|d| ctx.int_attr(ctx.integer_type(64), *d))
                                    .collect::<Vec<_>>(),
                            ),
                        ),
                    ],
                    0,
                ));
            }
        }
    }
    // Elementwise.
    let mut first_max: Option<(Vec<i64>, Vec<bool>)> = None;
    for v in &operands {
        let vt = rw.body.value_type(look(*v));
        if let TypeKind::Vector {
            shape, scalable, ..
        } = ctx.type_kind(vt)
        {
            if first_max
                .as_ref()
                .is_none_or(|(s, _)| s.len() < shape.len())
            {
                first_max = Some((shape.to_vec(), scalable.to_vec()));
            }
        }
    }
    let mut vec_ops = Vec::new();
    for v in &operands {
        let vv = look(*v);
        if let Some((s, sc)) = &first_max {
            let t = vector_type(ctx, s, sc, elem_or_self(ctx, rw.body.value_type(vv)));
            vec_ops.push(broadcast_if_needed(rw, loc, vv, t));
        } else {
            vec_ops.push(vv);
        }
    }
    let result_types: Vec<Type> = rw
        .body
        .results(op)
        .iter()
        .map(|r| {
            let t = rw.body.value_type(*r);
            match &first_max {
                Some((s, sc)) => vector_type(ctx, s, sc, t),
                None => t,
            }
        })
        .collect();
    let name_id = rw.body.op_name(op);
    let info = ctx.op_info(name_id).ok_or(())?;
    let mut spec = rmlir_ir::body::OpSpec::new(name_id, loc);
    spec.operands = &vec_ops;
    spec.result_types = &result_types;
    spec.props = rw.body.op(op).props.clone();
    spec.attrs = rw.body.attrs(op).to_vec();
    let _ = info;
    Ok(rw.create(spec))
}

/// `vectorizeLinalgIndex`.
fn vectorize_index(
    rw: &mut PatternRewriter<'_>,
    st: &mut State,
    l: &Linalg,
    op: OpId,
) -> Result<OpId, ()> {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let dim = match rmlir_ir::ods::prop(ctx, rw.body, op, "dim").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().ok_or(())? as usize,
        _ => return Err(()),
    };
    let n = st.canonical.len();
    if dim >= n {
        return Err(());
    }
    let idx = ctx.index_type();
    let ty = vector_type(ctx, &[st.canonical[dim]], &[st.scalable[dim]], idx);
    let step = build(rw, loc, "vector.step", &[], &[ty], &[], 0);
    if dim == n - 1 {
        return Ok(step);
    }
    let mut perm: Vec<u32> = (0..n as u32).collect();
    perm.swap(dim, n - 1);
    let pmap = AffineMap::permutation(&perm);
    let bty = st.vec_type(ctx, idx, Some(&pmap));
    let s = rw.body.result(step, 0);
    let b = build1(rw, loc, "vector.broadcast", &[s], bty, &[]);
    let mut tr: Vec<i64> = (0..l.num_loops() as i64).collect();
    tr.swap(dim, n - 1);
    let rty = st.vec_type(ctx, idx, None);
    Ok(build(
        rw,
        loc,
        "vector.transpose",
        &[b],
        &[rty],
        &[("permutation", dense_i64_array(ctx, &tr))],
        0,
    ))
}

#[derive(PartialEq, Eq, Debug)]
enum Access {
    ScalarBroadcast,
    Contiguous,
    Gather,
}

/// The op of `l`'s block that is `op` or contains it (`findAncestorOpInBlock`).
fn ancestor_in_block(body: &Body, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        if body.parent_block(op) == Some(block) {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

/// `isLoopInvariantIdx`.
fn loop_invariant_idx(ctx: &Context, body: &Body, l: &Linalg, v: ValueId) -> bool {
    let Some(def) = body.defining_op(v) else {
        return !body.block_args(l.block).contains(&v);
    };
    let trailing = l.loops.len().saturating_sub(1);
    if op_name(ctx, body, def) == "linalg.index" {
        return index_dim(ctx, body, def) != Some(trailing);
    }
    let Some(anc) = ancestor_in_block(body, l.block, def) else {
        return true;
    };
    if op_name(ctx, body, anc) == "arith.constant" {
        return true;
    }
    let mut r = true;
    for o in body.operands(anc).collect::<Vec<_>>() {
        r &= loop_invariant_idx(ctx, body, l, o);
    }
    r
}

fn index_dim(ctx: &Context, body: &Body, op: OpId) -> Option<usize> {
    match rmlir_ir::ods::prop(ctx, body, op, "dim").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().map(|v| v as usize),
        _ => None,
    }
}

/// `isContiguousLoadIdx`.
fn contiguous_load_idx(
    ctx: &Context,
    body: &Body,
    l: &Linalg,
    v: ValueId,
    found_index: &mut bool,
) -> bool {
    let Some(def) = body.defining_op(v) else {
        return !body.block_args(l.block).contains(&v);
    };
    let trailing = l.loops.len().saturating_sub(1);
    if op_name(ctx, body, def) == "linalg.index" {
        *found_index = index_dim(ctx, body, def) == Some(trailing);
        return true;
    }
    let Some(anc) = ancestor_in_block(body, l.block, def) else {
        return false;
    };
    if !matches!(
        op_name(ctx, body, anc),
        "arith.addi" | "arith.constant" | "linalg.index"
    ) {
        return false;
    }
    let mut r = false;
    for o in body.operands(anc).collect::<Vec<_>>() {
        r |= contiguous_load_idx(ctx, body, l, o, found_index);
    }
    r
}

/// `getTensorExtractMemoryAccessPattern`.
fn extract_access(ctx: &Context, body: &Body, l: &Linalg, op: OpId) -> Access {
    let tensor = body.operand(op, 0);
    let ishape = shape(ctx, body.value_type(tensor));
    if ishape.is_empty() {
        return Access::ScalarBroadcast;
    }
    let dynamic = l
        .operands()
        .any(|v| shape(ctx, body.value_type(v)).contains(&DYNAMIC));
    if dynamic {
        return Access::Gather;
    }
    if l.loops.iter().filter(|s| **s > 1).count() != 1 {
        return Access::Gather;
    }
    let indices: Vec<ValueId> = body.operands(op).skip(1).collect();
    let Some((&last, lead)) = indices.split_last() else {
        return Access::Gather;
    };
    let mut invariant = true;
    for (i, v) in lead.iter().enumerate() {
        if ishape[i] == 1 {
            continue;
        }
        invariant &= loop_invariant_idx(ctx, body, l, *v);
    }
    if !invariant {
        return Access::Gather;
    }
    if loop_invariant_idx(ctx, body, l, last) {
        return Access::ScalarBroadcast;
    }
    let mut found = false;
    if contiguous_load_idx(ctx, body, l, last, &mut found) && found {
        return Access::Contiguous;
    }
    Access::Gather
}

/// `vectorizeTensorExtract`.
fn vectorize_extract(
    rw: &mut PatternRewriter<'_>,
    st: &mut State,
    l: &Linalg,
    op: OpId,
    bvm: &IrMapping,
) -> Result<OpId, ()> {
    let ctx = rw.ctx;
    let loc = rw.body.loc(op);
    let tensor = rw.body.operand(op, 0);
    let indices: Vec<ValueId> = rw.body.operands(op).skip(1).collect();
    let elem = rw.body.value_type(rw.body.result(op, 0));
    let result_ty = st.vec_type(ctx, elem, None);
    let i1 = ctx.integer_type(1);
    let mask_ty = st.vec_type(ctx, i1, None);
    let true_attr = crate::vector::lowering::splat_attr(ctx, mask_ty, 1).ok_or(())?;
    let mask = constant(rw, loc, mask_ty, true_attr);
    let pass = constant(rw, loc, result_ty, zero_attr(ctx, result_ty).ok_or(())?);
    let zero = index_const(rw, loc, 0);
    let base = vec![zero; indices.len()];
    let look = |v: ValueId| bvm.lookup_value(v).unwrap_or(v);
    let access = extract_access(ctx, rw.body, l, op);
    if access == Access::Gather {
        let idx_ty = st.vec_type(ctx, ctx.index_type(), None);
        let first = *indices.first().ok_or(())?;
        let mut offset = broadcast_if_needed(rw, loc, look(first), idx_ty);
        for (i, v) in indices.iter().enumerate().skip(1) {
            let c = index_const(rw, loc, i as i64);
            let d = build1(rw, loc, "tensor.dim", &[tensor, c], ctx.index_type(), &[]);
            let d = broadcast_if_needed(rw, loc, d, idx_ty);
            offset = build1(rw, loc, "arith.muli", &[offset, d], idx_ty, &[]);
            let iv = broadcast_if_needed(rw, loc, look(*v), idx_ty);
            offset = build1(rw, loc, "arith.addi", &[iv, offset], idx_ty, &[]);
        }
        let mut ops = vec![tensor];
        ops.extend(&base);
        ops.extend([offset, mask, pass]);
        let g = build(rw, loc, "vector.gather", &ops, &[result_ty], &[], 0);
        return Ok(st.mask_op(rw, g, l, None));
    }
    let i32t = ctx.integer_type(32);
    let zero32 = constant(rw, loc, i32t, zero_attr(ctx, i32t).ok_or(())?);
    let rshape = shape_of_vec(ctx, result_ty);
    let mut read_idx = Vec::new();
    for v in &indices {
        let iv = look(*v);
        if rw.body.value_type(iv) == ctx.index_type() {
            read_idx.push(iv);
            continue;
        }
        let t1 = vector_type(
            ctx,
            &[*rshape.last().ok_or(())?],
            &[*st.scalable.last().unwrap_or(&false)],
            ctx.index_type(),
        );
        let sc = build1(rw, loc, "vector.shape_cast", &[iv], t1, &[]);
        read_idx.push(build1(
            rw,
            loc,
            "vector.extractelement",
            &[sc, zero32],
            ctx.index_type(),
            &[],
        ));
    }
    let dst_rank = rshape.len();
    let src_rank = indices.len();
    let in_bounds = vec![true; dst_rank];
    let map = if access == Access::ScalarBroadcast {
        AffineMap::new(src_rank as u32, 0, vec![AffineExpr::constant(0); dst_rank])
    } else {
        let k = dst_rank.min(src_rank);
        let mut res: Vec<AffineExpr> = (src_rank - k..src_rank)
            .map(|d| AffineExpr::dim(d as u32))
            .collect();
        for _ in src_rank..dst_rank {
            res.insert(0, AffineExpr::constant(0));
        }
        AffineMap::new(src_rank as u32, 0, res)
    };
    let pad = constant(rw, loc, elem, zero_attr(ctx, elem).ok_or(())?);
    Ok(transfer_read(
        rw, loc, result_ty, tensor, &read_idx, pad, &map, &in_bounds,
    ))
}

/// Whether `v` is a result (not a block argument).
#[allow(dead_code)]
fn is_result(body: &Body, v: ValueId) -> bool {
    matches!(body.value(v).def, ValueDef::Result { .. })
}

#[cfg(test)]
#[path = "vectorize_tests.rs"]
mod tests;

/// `convertAffineApply`: the `affine.apply` ops of the body become arith.
fn convert_affine_apply(rw: &mut PatternRewriter<'_>, l: &Linalg) {
    let ctx = rw.ctx;
    let applies: Vec<OpId> = rw
        .body
        .block_ops(l.block)
        .filter(|o| op_name(ctx, rw.body, *o) == "affine.apply")
        .collect();
    for a in applies {
        let Some(map) = rmlir_ir::ods::prop(ctx, rw.body, a, "map")
            .and_then(|m| crate::affine::utils::map_of(ctx, m))
        else {
            continue;
        };
        let operands: Vec<ValueId> = rw.body.operands(a).collect();
        let nd = map.num_dims() as usize;
        let loc = rw.body.loc(a);
        rw.set_insertion_point_before(a);
        if let Some(v) = expand_expr(rw, loc, map.result(0), &operands[..nd], &operands[nd..]) {
            rw.replace_op(a, &[v]);
        }
    }
}

fn ibin(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    l: ValueId,
    r: ValueId,
) -> ValueId {
    let idx = rw.ctx.index_type();
    build1(rw, loc, name, &[l, r], idx, &[])
}

fn icmp(rw: &mut PatternRewriter<'_>, loc: Location, pred: i64, l: ValueId, r: ValueId) -> ValueId {
    let ctx = rw.ctx;
    let p = ctx.int_attr(ctx.integer_type(64), pred);
    build1(
        rw,
        loc,
        "arith.cmpi",
        &[l, r],
        ctx.integer_type(1),
        &[("predicate", p)],
    )
}

fn isel(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    c: ValueId,
    t: ValueId,
    f: ValueId,
) -> ValueId {
    let idx = rw.ctx.index_type();
    build1(rw, loc, "arith.select", &[c, t, f], idx, &[])
}

/// Upstream's `expandAffineExpr`.
fn expand_expr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    e: &AffineExpr,
    dims: &[ValueId],
    syms: &[ValueId],
) -> Option<ValueId> {
    use rmlir_ir::affine::AffineExprView as V;
    const SLT: i64 = 2;
    const SLE: i64 = 3;
    Some(match e.view() {
        V::Dim(p) => *dims.get(p as usize)?,
        V::Symbol(p) => *syms.get(p as usize)?,
        V::Constant(v) => index_const(rw, loc, v),
        V::Add(l, r) => {
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            ibin(rw, loc, "arith.addi", l, r)
        }
        V::Mul(l, r) => {
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            ibin(rw, loc, "arith.muli", l, r)
        }
        V::Mod(l, r) => {
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            let rem = ibin(rw, loc, "arith.remsi", l, r);
            let zero = index_const(rw, loc, 0);
            let neg = icmp(rw, loc, SLT, rem, zero);
            let corr = ibin(rw, loc, "arith.addi", rem, r);
            isel(rw, loc, neg, corr, rem)
        }
        V::FloorDiv(l, r) => {
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            let zero = index_const(rw, loc, 0);
            let none = index_const(rw, loc, -1);
            let neg = icmp(rw, loc, SLT, l, zero);
            let nd = ibin(rw, loc, "arith.subi", none, l);
            let dividend = isel(rw, loc, neg, nd, l);
            let q = ibin(rw, loc, "arith.divsi", dividend, r);
            let corr = ibin(rw, loc, "arith.subi", none, q);
            isel(rw, loc, neg, corr, q)
        }
        V::CeilDiv(l, r) => {
            let l = expand_expr(rw, loc, l, dims, syms)?;
            let r = expand_expr(rw, loc, r, dims, syms)?;
            let zero = index_const(rw, loc, 0);
            let one = index_const(rw, loc, 1);
            let np = icmp(rw, loc, SLE, l, zero);
            let negated = ibin(rw, loc, "arith.subi", zero, l);
            let dec = ibin(rw, loc, "arith.subi", l, one);
            let dividend = isel(rw, loc, np, negated, dec);
            let q = ibin(rw, loc, "arith.divsi", dividend, r);
            let nq = ibin(rw, loc, "arith.subi", zero, q);
            let inc = ibin(rw, loc, "arith.addi", q, one);
            isel(rw, loc, np, nq, inc)
        }
    })
}

/// Upstream's `vectorizeCopy` (`CopyVectorizationPattern`): a static `memref.copy` becomes
/// a full transfer read and write.
#[allow(clippy::result_unit_err)]
pub fn vectorize_copy(rw: &mut PatternRewriter<'_>, op: OpId) -> Result<(), ()> {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let dst = rw.body.operand(op, 1);
    let (st, dt) = (rw.body.value_type(src), rw.body.value_type(dst));
    let (
        TypeKind::MemRef {
            shape: ss,
            elem: se,
            ..
        },
        TypeKind::MemRef {
            shape: ds,
            elem: de,
            ..
        },
    ) = (ctx.type_kind(st), ctx.type_kind(dt))
    else {
        return Err(());
    };
    if ss.contains(&DYNAMIC)
        || ds.contains(&DYNAMIC)
        || !valid_elem(ctx, *se)
        || !valid_elem(ctx, *de)
    {
        return Err(());
    }
    let (ss, ds, se, de) = (ss.to_vec(), ds.to_vec(), *se, *de);
    let read_ty = vector_type(ctx, &ss, &[], se);
    let write_ty = vector_type(ctx, &ds, &[], de);
    let loc = rw.body.loc(op);
    rw.set_insertion_point_before(op);
    let zero = index_const(rw, loc, 0);
    let indices = vec![zero; ss.len()];
    let pad = constant(rw, loc, se, zero_attr(ctx, se).ok_or(())?);
    let map = AffineMap::multi_dim_identity(ss.len() as u32);
    let r = transfer_read(
        rw,
        loc,
        read_ty,
        src,
        &indices,
        pad,
        &map,
        &vec![false; ss.len()],
    );
    let mut v = rw.body.result(r, 0);
    if ss.is_empty() {
        v = build1(rw, loc, "vector.extractelement", &[v], se, &[]);
        v = build1(rw, loc, "vector.broadcast", &[v], write_ty, &[]);
    }
    transfer_write(rw, loc, v, dst, &indices, &map, &vec![false; ss.len()]);
    rw.erase_op(op);
    Ok(())
}

/// What `transform.structured.vectorize` reports for a payload op (upstream's
/// `VectorizeOp::apply`), both as silenceable failures at the payload op's location.
#[derive(Debug, PartialEq, Eq)]
pub enum TransformVectorizeError {
    /// "Unsupported Op, cannot vectorize": not a structured op, `tensor.pad`, `pack`, `unpack`.
    Unsupported,
    /// "Attempted to vectorize, but failed".
    Failed,
}

impl TransformVectorizeError {
    pub fn message(&self) -> &'static str {
        match self {
            TransformVectorizeError::Unsupported => "Unsupported Op, cannot vectorize",
            TransformVectorizeError::Failed => "Attempted to vectorize, but failed",
        }
    }
}

/// `transform.structured.vectorize` on one payload op.
pub fn transform_vectorize(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    o: &VectorizeOptions,
) -> Result<(), TransformVectorizeError> {
    let ctx = rw.ctx;
    let structured = super::is_structured(ctx, rw.body, op);
    if !structured
        && !matches!(
            op_name(ctx, rw.body, op),
            "tensor.pad" | "tensor.pack" | "tensor.unpack"
        )
    {
        return Err(TransformVectorizeError::Unsupported);
    }
    vectorize(rw, op, o).map_err(|_| TransformVectorizeError::Failed)
}
