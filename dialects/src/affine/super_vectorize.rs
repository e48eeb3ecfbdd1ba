//! `affine-super-vectorize` (upstream's `SuperVectorize.cpp`): loops matched by a 1-D, 2-D or
//! 3-D nested pattern of parallel, vectorizable `affine.for`s are rewritten to operate on
//! `vector<virtual-vector-size x T>`: the matched loops' steps are multiplied by their
//! vector size, loads/stores become `vector.transfer_read`/`transfer_write` with permutation
//! maps, constants become splats, uniform values are broadcast, other ops are widened, and
//! (with `vectorize-reductions`) supported `iter_args` reductions along the vector
//! dimension accumulate in a vector of neutral elements reduced by `vector.reduction`
//! after the loop, masked with `vector.create_mask` when the trip count is not a multiple
//! of the vector size.
//!
//! Each loop nest is vectorized into a new nest built beside the scalar one; on success the
//! scalar nest is erased, on failure the new nest is.

use super::normalize::for_parts;
use super::super_vectorize_utils::{
    body_block, induction_var, is_for, is_loop_parallel, make_permutation_map, match_reduction,
    vectorizable_loop_body, LoopReduction, NestedMatch, NestedPattern,
};
use super::utils::{composed_apply_map, map_attr, op_map, OpFoldResult};
use crate::conversion::llvm_common::op_spec;
use crate::vector::attrs::CombiningKind;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::apfloat::ApFloat;
use rmlir_ir::body::InsertPoint;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::{Attribute, Body, Context, Diagnostic, IrNode, OpId, Type, TypeKind, ValueId};
use rmlir_ir::{Location, WalkOrder};
use std::collections::{HashMap, HashSet};

/// Upstream `VectorizationStrategy`: the vector sizes, which loop goes to which vector
/// dimension, and the reductions of the loops vectorized along their reduction dimension.
#[derive(Clone, Debug, Default)]
pub struct Strategy {
    pub vector_sizes: Vec<i64>,
    pub loop_to_dim: HashMap<OpId, usize>,
    pub reduction_loops: HashMap<OpId, Vec<LoopReduction>>,
}

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// Upstream `VectorizationState`.
struct State<'a> {
    ctx: &'a Context,
    strategy: &'a Strategy,
    ip: InsertPoint,
    op_vector_repl: HashMap<OpId, OpId>,
    value_vector_repl: HashMap<ValueId, ValueId>,
    value_scalar_repl: HashMap<ValueId, ValueId>,
    loop_result_scalar_repl: Vec<(ValueId, ValueId)>,
    vec_loop_to_dim: HashMap<OpId, usize>,
    vec_loop_to_mask: HashMap<OpId, ValueId>,
}

impl State<'_> {
    /// Creates an op at the insertion point and moves the insertion point past it.
    fn create(
        &mut self,
        body: &mut Body,
        loc: Location,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        attrs: &[(&str, Attribute)],
    ) -> OpId {
        let spec = op_spec(self.ctx, loc, name, operands, results, attrs);
        self.insert(body, spec)
    }

    fn insert(&mut self, body: &mut Body, spec: rmlir_ir::body::OpSpec<'_>) -> OpId {
        let op = body.create_op(spec);
        body.insert_op(op, self.ip);
        op
    }

    /// Sets the insertion point as upstream's builder holds it: before a fixed op, or at
    /// the end of a block (a block's start or a position after an op is resolved now).
    fn set_ip(&mut self, body: &Body, ip: InsertPoint) {
        self.ip = match ip {
            InsertPoint::BlockStart(b) => match body.first_op(b) {
                Some(f) => InsertPoint::Before(f),
                None => InsertPoint::BlockEnd(b),
            },
            InsertPoint::After(o) => match (body.next_op(o), body.parent_block(o)) {
                (Some(n), _) => InsertPoint::Before(n),
                (None, Some(b)) => InsertPoint::BlockEnd(b),
                (None, None) => InsertPoint::After(o),
            },
            other => other,
        };
    }

    fn insertion_block(&self, body: &Body) -> Option<rmlir_ir::BlockId> {
        match self.ip {
            InsertPoint::BlockStart(b) | InsertPoint::BlockEnd(b) => Some(b),
            InsertPoint::Before(o) | InsertPoint::After(o) => body.parent_block(o),
        }
    }

    fn vector_type(&self, elem: Type) -> Type {
        self.ctx.get_type(TypeKind::Vector {
            shape: self.strategy.vector_sizes.clone().into(),
            scalable: Box::new([]),
            elem,
        })
    }

    fn register_op(&mut self, body: &Body, replaced: OpId, replacement: OpId) {
        self.op_vector_repl.insert(replaced, replacement);
        for (a, b) in body.results(replaced).iter().zip(body.results(replacement)) {
            self.value_vector_repl.insert(*a, *b);
        }
    }

    fn register_value(&mut self, body: &Body, replaced: ValueId, replacement: OpId) {
        match body.defining_op(replaced) {
            Some(d) => self.register_op(body, d, replacement),
            None => {
                self.value_vector_repl
                    .insert(replaced, body.result(replacement, 0));
            }
        }
    }

    fn scalar(&self, v: ValueId) -> ValueId {
        self.value_scalar_repl.get(&v).copied().unwrap_or(v)
    }
}

/// Whether `t` can be a vector element (upstream `VectorType::isValidElementType`).
fn is_valid_element(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

fn is_int_index_or_float(ctx: &Context, t: Type) -> bool {
    is_valid_element(ctx, t)
}

/// The bit pattern of a scalar integer or float attribute.
fn scalar_bits(ctx: &Context, a: Attribute) -> Option<u128> {
    crate::arith::fold::decode_int(ctx, Some(a))
        .or_else(|| crate::arith::fold::decode_float(ctx, Some(a)))
        .filter(|e| !e.shaped)
        .and_then(|e| e.splat_value())
}

fn splat(ctx: &Context, ty: Type, bits: u128) -> Option<Attribute> {
    crate::arith::fold::encode(ctx, ty, &[bits])
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// Upstream `arith::getIdentityValueAttr`: the neutral element of reduction `kind`.
fn identity_value(ctx: &Context, kind: &str, ty: Type) -> Option<Attribute> {
    let float = |f: &dyn Fn(rmlir_ir::apfloat::FloatSemantics) -> ApFloat| -> Option<Attribute> {
        let sem = match ctx.type_kind(ty) {
            TypeKind::Float(s) => *s,
            _ => return None,
        };
        splat(ctx, ty, f(sem).bits())
    };
    let int = |bits: &dyn Fn(u32) -> u128| -> Option<Attribute> {
        let w = int_width(ctx, ty).filter(|w| (1..=128).contains(w))?;
        splat(ctx, ty, bits(w))
    };
    let ones = |w: u32| {
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    };
    match kind {
        "maximumf" => float(&|s| ApFloat::infinity(s, true)),
        "minimumf" => float(&|s| ApFloat::infinity(s, false)),
        "addf" => float(&|s| ApFloat::zero(s, false)),
        "mulf" => float(&|s| ApFloat::from_f64_in(s, 1.0).0),
        "addi" | "maxu" | "ori" => int(&|_| 0),
        "andi" | "minu" => int(&ones),
        "maxs" => int(&|w| 1u128 << (w - 1)),
        "mins" => int(&|w| ones(w) >> 1),
        "muli" => int(&|_| 1),
        _ => None,
    }
}

/// Upstream `vector::getVectorReductionOp`'s combining kind.
fn combining_kind(kind: &str) -> Option<CombiningKind> {
    CombiningKind::from_name(match kind {
        "addf" | "addi" => "add",
        "mulf" | "muli" => "mul",
        "minimumf" => "minimumf",
        "mins" => "minsi",
        "minu" => "minui",
        "maximumf" => "maximumf",
        "maxs" => "maxsi",
        "maxu" => "maxui",
        "andi" => "and",
        "ori" => "or",
        _ => return None,
    })
}

/// Upstream `arith::getReductionOp`'s op.
fn reduction_op_name(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "addf" => "arith.addf",
        "addi" => "arith.addi",
        "mulf" => "arith.mulf",
        "muli" => "arith.muli",
        "maximumf" => "arith.maximumf",
        "minimumf" => "arith.minimumf",
        "maxs" => "arith.maxsi",
        "mins" => "arith.minsi",
        "maxu" => "arith.maxui",
        "minu" => "arith.minui",
        "ori" => "arith.ori",
        "andi" => "arith.andi",
        _ => return None,
    })
}

fn constant_value(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    let d = body.defining_op(v)?;
    if name(ctx, body, d) != "arith.constant" {
        return None;
    }
    rmlir_ir::ods::prop(ctx, body, d, "value")
}

/// The innermost vectorized loop enclosing the insertion point.
fn innermost_vec_loop(st: &State<'_>, body: &Body) -> Option<OpId> {
    let mut cur = body.block_parent_op(st.insertion_block(body)?);
    while let Some(p) = cur {
        if st.vec_loop_to_dim.contains_key(&p) {
            return Some(p);
        }
        cur = body.parent_op(p);
    }
    None
}

/// Upstream `vectorizeConstant`: a splat of the constant at the start of the innermost
/// vectorized loop.
fn vectorize_constant(st: &mut State<'_>, body: &mut Body, cst: OpId) -> Option<OpId> {
    let ctx = st.ctx;
    let res = body.result(cst, 0);
    let scalar_ty = body.value_type(res);
    if !is_valid_element(ctx, scalar_ty) {
        return None;
    }
    let vec_ty = st.vector_type(scalar_ty);
    let value = rmlir_ir::ods::prop(ctx, body, cst, "value")?;
    let attr = splat(ctx, vec_ty, scalar_bits(ctx, value)?)?;
    let lp = innermost_vec_loop(st, body)?;
    let saved = st.ip;
    st.set_ip(body, InsertPoint::BlockStart(body_block(body, lp)?));
    let loc = body.loc(cst);
    let new = st.create(
        body,
        loc,
        "arith.constant",
        &[],
        &[vec_ty],
        &[("value", attr)],
    );
    st.ip = saved;
    st.register_op(body, cst, new);
    Some(new)
}

/// Upstream `vectorizeAffineApplyOp`: the apply recreated on the new loops' values.
fn vectorize_apply(st: &mut State<'_>, body: &mut Body, op: OpId) -> Option<OpId> {
    let mut operands = Vec::new();
    for v in body.operands(op).collect::<Vec<_>>() {
        if st.value_vector_repl.contains_key(&v) {
            return None;
        }
        operands.push(st.scalar(v));
    }
    let map = op_map(st.ctx, body, op)?;
    let loc = body.loc(op);
    let index = st.ctx.index_type();
    let new = st.create(
        body,
        loc,
        "affine.apply",
        &operands,
        &[index],
        &[("map", map_attr(st.ctx, map))],
    );
    let (old, newv) = (body.result(op, 0), body.result(new, 0));
    st.value_scalar_repl.insert(old, newv);
    Some(new)
}

/// Upstream `isUniformDefinition`.
fn is_uniform(st: &State<'_>, body: &Body, v: ValueId) -> bool {
    let ctx = st.ctx;
    if body.defining_op(v).is_none() {
        if let rmlir_ir::body::ValueDef::Arg { block, .. } = body.value(v).def {
            if let Some(p) = body.block_parent_op(block) {
                if is_for(ctx, body, p)
                    && induction_var(body, p) == Some(v)
                    && !st.strategy.loop_to_dim.contains_key(&p)
                {
                    return true;
                }
            }
        }
    }
    let parent = match body.value(v).def {
        rmlir_ir::body::ValueDef::Arg { block, .. } => body.block_parent_op(block),
        rmlir_ir::body::ValueDef::Result { op, .. } => body.parent_op(op),
        _ => None,
    };
    for lp in st.strategy.loop_to_dim.keys() {
        if let Some(p) = parent {
            if rmlir_ir::interfaces::is_ancestor(body, *lp, p) {
                return false;
            }
        }
    }
    is_int_index_or_float(ctx, body.value_type(v))
}

/// Upstream `vectorizeUniform`: a broadcast right after the value's (new) definition.
fn vectorize_uniform(st: &mut State<'_>, body: &mut Body, v: ValueId) -> Option<ValueId> {
    let repl = st.scalar(v);
    let saved = st.ip;
    let ip = match body.value(repl).def {
        rmlir_ir::body::ValueDef::Result { op, .. } => InsertPoint::After(op),
        rmlir_ir::body::ValueDef::Arg { block, .. } => InsertPoint::BlockStart(block),
        _ => return None,
    };
    st.set_ip(body, ip);
    let ty = st.vector_type(body.value_type(v));
    let loc = match body.defining_op(v) {
        Some(d) => body.loc(d),
        None => body.value(v).loc.unwrap_or_else(|| st.ctx.unknown_loc()),
    };
    let b = st.create(body, loc, "vector.broadcast", &[repl], &[ty], &[]);
    st.ip = saved;
    st.register_value(body, v, b);
    Some(body.result(b, 0))
}

/// Upstream `vectorizeOperand`.
fn vectorize_operand(st: &mut State<'_>, body: &mut Body, v: ValueId) -> Option<ValueId> {
    if let Some(r) = st.value_vector_repl.get(&v) {
        return Some(*r);
    }
    let ctx = st.ctx;
    if matches!(ctx.type_kind(body.value_type(v)), TypeKind::Vector { .. }) {
        return None;
    }
    if let Some(d) = body.defining_op(v) {
        if name(ctx, body, d) == "arith.constant" {
            let c = vectorize_constant(st, body, d)?;
            return Some(body.result(c, 0));
        }
    }
    if is_uniform(st, body, v) {
        return vectorize_uniform(st, body, v);
    }
    None
}

/// The memref operand, map and map operands of an affine load/store.
fn access_parts(
    ctx: &Context,
    body: &Body,
    op: OpId,
    is_store: bool,
) -> Option<(ValueId, AffineMap, Vec<ValueId>)> {
    let ops: Vec<ValueId> = body.operands(op).collect();
    let mi = usize::from(is_store);
    Some((
        *ops.get(mi)?,
        op_map(ctx, body, op)?,
        ops.get(mi + 1..)?.to_vec(),
    ))
}

fn memref_rank_elem(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

/// The transfer indices of an access: its map operands (on the new loops) when the map is
/// the identity, else one `affine.apply` per map result (upstream `computeMemoryOpIndices`).
fn transfer_indices(
    st: &mut State<'_>,
    body: &mut Body,
    op: OpId,
    map: &AffineMap,
    operands: &[ValueId],
    rank: usize,
    reject_apply_operands: bool,
) -> Option<Vec<ValueId>> {
    let ctx = st.ctx;
    let operands: Vec<ValueId> = operands.iter().map(|v| st.scalar(*v)).collect();
    if *map == AffineMap::multi_dim_identity(rank as u32) {
        return Some(operands);
    }
    if reject_apply_operands
        && operands.iter().any(|v| {
            body.defining_op(*v)
                .is_some_and(|d| name(ctx, body, d) == "affine.apply")
        })
    {
        return None;
    }
    let loc = body.loc(op);
    let index = ctx.index_type();
    let mut out = Vec::new();
    for e in map.results() {
        let m = AffineMap::new(map.num_dims(), map.num_symbols(), vec![e.clone()]);
        let a = st.create(
            body,
            loc,
            "affine.apply",
            &operands,
            &[index],
            &[("map", map_attr(ctx, m))],
        );
        out.push(body.result(a, 0));
    }
    Some(out)
}

fn bool_array(ctx: &Context, v: &[bool]) -> Attribute {
    crate::vector::transfer::bool_array(ctx, v)
}

fn dense_i32_array(ctx: &Context, v: &[i32]) -> Attribute {
    rmlir_ir::ods::constraints::dense_i32_array(ctx, v)
}

/// Upstream `vectorizeAffineLoad`.
fn vectorize_load(st: &mut State<'_>, body: &mut Body, op: OpId) -> Option<OpId> {
    let ctx = st.ctx;
    let (memref, map, operands) = access_parts(ctx, body, op, false)?;
    let (rank, elem) = memref_rank_elem(ctx, body.value_type(memref))?;
    let vec_ty = st.vector_type(elem);
    let indices = transfer_indices(st, body, op, &map, &operands, rank, true)?;
    let block = st.insertion_block(body)?;
    let perm = make_permutation_map(ctx, body, block, &indices, &st.vec_loop_to_dim)?;
    let loc = body.loc(op);
    let zero = splat(ctx, elem, 0)?;
    let pad = st.create(
        body,
        loc,
        "arith.constant",
        &[],
        &[elem],
        &[("value", zero)],
    );
    let pad = body.result(pad, 0);
    let in_bounds: Vec<bool> = perm
        .results()
        .iter()
        .map(|e| e.as_constant() == Some(0))
        .collect();
    let mut all = vec![memref];
    all.extend_from_slice(&indices);
    all.push(pad);
    let read = st.create(
        body,
        loc,
        "vector.transfer_read",
        &all,
        &[vec_ty],
        &[
            ("permutation_map", map_attr(ctx, perm)),
            ("in_bounds", bool_array(ctx, &in_bounds)),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, indices.len() as i32, 1, 0]),
            ),
        ],
    );
    st.register_op(body, op, read);
    Some(read)
}

/// Upstream `vectorizeAffineStore`.
fn vectorize_store(st: &mut State<'_>, body: &mut Body, op: OpId) -> Option<OpId> {
    let ctx = st.ctx;
    let value = body.operand(op, 0);
    let vec_value = vectorize_operand(st, body, value)?;
    let (memref, map, operands) = access_parts(ctx, body, op, true)?;
    let (rank, _) = memref_rank_elem(ctx, body.value_type(memref))?;
    let indices = transfer_indices(st, body, op, &map, &operands, rank, false)?;
    let block = st.insertion_block(body)?;
    let perm = make_permutation_map(ctx, body, block, &indices, &st.vec_loop_to_dim)?;
    let loc = body.loc(op);
    let mut all = vec![vec_value, memref];
    all.extend_from_slice(&indices);
    let n = perm.num_results();
    let write = st.create(
        body,
        loc,
        "vector.transfer_write",
        &all,
        &[],
        &[
            ("permutation_map", map_attr(ctx, perm)),
            ("in_bounds", bool_array(ctx, &vec![false; n])),
            (
                "operandSegmentSizes",
                dense_i32_array(ctx, &[1, 1, indices.len() as i32, 0]),
            ),
        ],
    );
    st.register_op(body, op, write);
    Some(write)
}

/// Upstream `createMask`: `vector.create_mask (ub - iv)` at the start of a reduction loop
/// whose trip count may not be a multiple of the vector size.
fn create_mask(st: &mut State<'_>, body: &mut Body, vec_for: OpId) -> Option<Option<ValueId>> {
    let ctx = st.ctx;
    if let Some(m) = st.vec_loop_to_mask.get(&vec_for) {
        return Some(Some(*m));
    }
    let f = for_parts(ctx, body, vec_for)?;
    if let (Some(l), Some(u)) = (f.lb.single_constant_result(), f.ub.single_constant_result()) {
        if f.step != 0 && (u - l) % f.step == 0 {
            return Some(None);
        }
    }
    let saved = st.ip;
    let block = body_block(body, vec_for)?;
    st.set_ip(body, InsertPoint::BlockStart(block));
    let loc = body.loc(vec_for);
    let index = ctx.index_type();
    let ub_name = if f.ub.num_results() == 1 {
        "affine.apply"
    } else {
        "affine.min"
    };
    let ub_op = st.create(
        body,
        loc,
        ub_name,
        &f.ubs,
        &[index],
        &[("map", map_attr(ctx, f.ub.clone()))],
    );
    let ub = body.result(ub_op, 0);
    let iv = induction_var(body, vec_for)?;
    let sub = AffineMap::new(2, 0, vec![AffineExpr::dim(0) - AffineExpr::dim(1)]);
    let (m, vals) = composed_apply_map(
        ctx,
        body,
        &sub,
        &[OpFoldResult::Value(ub), OpFoldResult::Value(iv)],
    );
    let left = st.create(
        body,
        loc,
        "affine.apply",
        &vals,
        &[index],
        &[("map", map_attr(ctx, m))],
    );
    let left = body.result(left, 0);
    if !body.has_uses(ub) {
        body.erase_op(ub_op);
    }
    let i1 = ctx.integer_type(1);
    let mask_ty = st.vector_type(i1);
    let mask = st.create(body, loc, "vector.create_mask", &[left], &[mask_ty], &[]);
    let mask = body.result(mask, 0);
    st.ip = saved;
    st.vec_loop_to_mask.insert(vec_for, mask);
    Some(Some(mask))
}

/// Upstream `vectorizeAffineForOp`.
fn vectorize_for(st: &mut State<'_>, body: &mut Body, op: OpId) -> Option<OpId> {
    let ctx = st.ctx;
    let f = for_parts(ctx, body, op)?;
    let vec_dim = st.strategy.loop_to_dim.get(&op).copied();
    let num_iter = f.inits.len();
    if vec_dim.is_some() && num_iter > 0 && f.step != 1 {
        return None;
    }
    let new_step = match vec_dim {
        Some(d) => (f.step.wrapping_mul(*st.strategy.vector_sizes.get(d)?)) as u32 as i64,
        None => f.step,
    };
    let reductions: Vec<LoopReduction> = if vec_dim.is_some() && num_iter > 0 {
        let r = st.strategy.reduction_loops.get(&op)?.clone();
        if r.len() != num_iter {
            return None;
        }
        r
    } else {
        Vec::new()
    };
    let mut iter_operands = Vec::new();
    if vec_dim.is_none() {
        for v in &f.inits {
            iter_operands.push(vectorize_operand(st, body, *v)?);
        }
    } else {
        for (red, v) in reductions.iter().zip(&f.inits) {
            let ty = body.value_type(*v);
            if !is_valid_element(ctx, ty) {
                return None;
            }
            let vec_ty = st.vector_type(ty);
            let id = identity_value(ctx, red.kind, ty)?;
            let bits = scalar_bits(ctx, id)?;
            let attr = splat(ctx, vec_ty, bits)?;
            let loc = match body.defining_op(*v) {
                Some(d) => body.loc(d),
                None => body.value(*v).loc.unwrap_or_else(|| ctx.unknown_loc()),
            };
            let c = st.create(
                body,
                loc,
                "arith.constant",
                &[],
                &[vec_ty],
                &[("value", attr)],
            );
            iter_operands.push(body.result(c, 0));
        }
    }
    let mut operands = f.lbs.clone();
    operands.extend_from_slice(&f.ubs);
    operands.extend_from_slice(&iter_operands);
    let types: Vec<Type> = iter_operands.iter().map(|v| body.value_type(*v)).collect();
    let loc = body.loc(op);
    let index = ctx.index_type();
    let mut spec = op_spec(
        ctx,
        loc,
        "affine.for",
        &operands,
        &types,
        &[
            ("lowerBoundMap", map_attr(ctx, f.lb.clone())),
            ("upperBoundMap", map_attr(ctx, f.ub.clone())),
            ("step", ctx.int_attr(index, new_step)),
            (
                "operandSegmentSizes",
                dense_i32_array(
                    ctx,
                    &[
                        f.lbs.len() as i32,
                        f.ubs.len() as i32,
                        iter_operands.len() as i32,
                    ],
                ),
            ),
        ],
    );
    spec.num_regions = 1;
    let vec_for = st.insert(body, spec);
    let mut args = vec![(index, loc)];
    args.extend(types.iter().map(|t| (*t, loc)));
    let block = body.create_block(&args);
    let region = body.regions(vec_for)[0];
    body.append_block(region, block);

    st.register_op(body, op, vec_for);
    let old_block = body_block(body, op)?;
    let old_args = body.block_args(old_block).to_vec();
    let new_args = body.block_args(block).to_vec();
    st.value_scalar_repl.insert(old_args[0], new_args[0]);
    for (a, b) in old_args[1..].iter().zip(&new_args[1..]) {
        st.value_vector_repl.insert(*a, *b);
    }
    if vec_dim.is_some() {
        for (i, red) in reductions.iter().enumerate() {
            let res = body.result(vec_for, i);
            let kind = combining_kind(red.kind)?;
            let elem = body.value_type(f.inits[i]);
            let r = st.create(
                body,
                loc,
                "vector.reduction",
                &[res],
                &[elem],
                &[("kind", kind.attr(ctx))],
            );
            let mut final_res = body.result(r, 0);
            let init = f.inits[i];
            let neutral = constant_value(ctx, body, init)
                .is_some_and(|c| identity_value(ctx, red.kind, elem) == Some(c));
            if !neutral {
                let c = st.create(
                    body,
                    loc,
                    reduction_op_name(red.kind)?,
                    &[final_res, init],
                    &[elem],
                    &[],
                );
                final_res = body.result(c, 0);
            }
            st.loop_result_scalar_repl
                .push((body.result(op, i), final_res));
        }
        st.vec_loop_to_dim.insert(vec_for, vec_dim.unwrap_or(0));
    }
    st.set_ip(body, InsertPoint::BlockStart(block));
    if vec_dim.is_some() && num_iter > 0 {
        create_mask(st, body, vec_for)?;
    }
    Some(vec_for)
}

/// Upstream `widenOp`: the op recreated on vector operands with vector result types.
fn widen(st: &mut State<'_>, body: &mut Body, op: OpId) -> Option<OpId> {
    let types: Vec<Type> = body
        .results(op)
        .iter()
        .map(|r| st.vector_type(body.value_type(*r)))
        .collect();
    let mut operands = Vec::new();
    for v in body.operands(op).collect::<Vec<_>>() {
        operands.push(vectorize_operand(st, body, v)?);
    }
    let mut spec = rmlir_ir::body::OpSpec::new(body.op_name(op), body.loc(op));
    spec.operands = &operands;
    spec.result_types = &types;
    spec.props = body.op(op).props.iter().copied().collect();
    spec.attrs = body.attrs(op).to_vec();
    let new = st.insert(body, spec);
    st.register_op(body, op, new);
    Some(new)
}

/// Upstream `vectorizeAffineYieldOp`: the widened yield, with the reduced values masked by
/// the loop's mask; the insertion point moves after the loop.
fn vectorize_yield(st: &mut State<'_>, body: &mut Body, op: OpId) -> Option<OpId> {
    let ctx = st.ctx;
    let new_yield = widen(st, body, op)?;
    let parent = body.parent_op(new_yield)?;
    if let Some(mask) = st.vec_loop_to_mask.get(&parent).copied() {
        let f = for_parts(ctx, body, parent)?;
        for i in 0..body.num_operands(new_yield) {
            let (reduced, combiner) = match_reduction(ctx, body, parent, i)?;
            let neutral = *f.inits.get(i)?;
            st.set_ip(body, InsertPoint::Before(combiner));
            let loc = match body.defining_op(reduced) {
                Some(d) => body.loc(d),
                None => body.value(reduced).loc.unwrap_or_else(|| ctx.unknown_loc()),
            };
            let ty = body.value_type(reduced);
            let sel = st.create(
                body,
                loc,
                "arith.select",
                &[mask, reduced, neutral],
                &[ty],
                &[],
            );
            let sel = body.result(sel, 0);
            let ops: Vec<ValueId> = body
                .operands(combiner)
                .map(|v| if v == reduced { sel } else { v })
                .collect();
            body.set_operands(combiner, &ops);
        }
    }
    st.set_ip(body, InsertPoint::After(parent));
    Some(new_yield)
}

/// Upstream `vectorizeOneOperation`.
fn vectorize_one(st: &mut State<'_>, body: &mut Body, op: OpId) -> Option<OpId> {
    match name(st.ctx, body, op) {
        "vector.transfer_read" | "vector.transfer_write" => None,
        "affine.load" => vectorize_load(st, body, op),
        "affine.store" => vectorize_store(st, body, op),
        "affine.for" => vectorize_for(st, body, op),
        "affine.yield" => vectorize_yield(st, body, op),
        "arith.constant" => vectorize_constant(st, body, op),
        "affine.apply" => vectorize_apply(st, body, op),
        _ if body.num_regions(op) != 0 => None,
        _ => widen(st, body, op),
    }
}

/// Erases `op` after the ops outside it that use its results (transitively).
fn erase_with_users(body: &mut Body, op: OpId) {
    let mut order = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        if !seen.insert(o) {
            continue;
        }
        order.push(o);
        for r in body.results(o).to_vec() {
            for (u, _) in body.uses(r).collect::<Vec<_>>() {
                if !rmlir_ir::interfaces::is_ancestor(body, op, u) {
                    stack.push(u);
                }
            }
        }
    }
    for o in order.into_iter().rev() {
        if body.contains_op(o) {
            for r in body.results(o).to_vec() {
                if body.has_uses(r) {
                    // Left to the verifier: should not happen.
                    return;
                }
            }
            body.erase_op(o);
        }
    }
}

/// Whether a value defined inside `root` is used outside it.
fn escapes(body: &Body, root: OpId) -> bool {
    for o in body.collect_ops(IrNode::Op(root), WalkOrder::PreOrder) {
        let mut vals: Vec<ValueId> = body.results(o).to_vec();
        for &r in body.regions(o) {
            for b in body.region_blocks(r) {
                vals.extend(body.block_args(b));
            }
        }
        for v in vals {
            if body
                .uses(v)
                .any(|(u, _)| !rmlir_ir::interfaces::is_ancestor(body, root, u))
            {
                return true;
            }
        }
    }
    false
}

/// Upstream `vectorizeLoopNest`.
fn vectorize_loop_nest(ctx: &Context, body: &mut Body, root: OpId, strategy: &Strategy) -> bool {
    if vectorizable_loop_body(ctx, body, root, false).is_none() {
        return false;
    }
    let mut st = State {
        ctx,
        strategy,
        ip: InsertPoint::After(root),
        op_vector_repl: HashMap::new(),
        value_vector_repl: HashMap::new(),
        value_scalar_repl: HashMap::new(),
        loop_result_scalar_repl: Vec::new(),
        vec_loop_to_dim: HashMap::new(),
        vec_loop_to_mask: HashMap::new(),
    };
    st.set_ip(body, InsertPoint::After(root));
    let ops = body.collect_ops(IrNode::Op(root), WalkOrder::PreOrder);
    let mut ok = true;
    for op in ops {
        if vectorize_one(&mut st, body, op).is_none() {
            ok = false;
            break;
        }
    }
    let vec_root = st.op_vector_repl.get(&root).copied();
    if ok {
        for (old, new) in &st.loop_result_scalar_repl {
            body.replace_all_uses(*old, *new);
        }
        if vec_root.is_none() || escapes(body, root) {
            ok = false;
        }
    }
    if !ok {
        if let Some(v) = vec_root {
            erase_with_users(body, v);
        }
        return false;
    }
    body.erase_op(root);
    true
}

/// Upstream `verifyLoopNesting`.
fn verify_loop_nesting(body: &Body, loops: &[Vec<OpId>]) -> bool {
    if loops.first().is_none_or(|l| l.len() != 1) {
        return false;
    }
    for i in 1..loops.len() {
        for &lp in &loops[i] {
            let proper = |a: OpId, b: OpId| a != b && rmlir_ir::interfaces::is_ancestor(body, a, b);
            if !loops[i - 1].iter().any(|p| proper(*p, lp)) {
                return false;
            }
            if loops[i].iter().any(|s| proper(*s, lp)) {
                return false;
            }
        }
    }
    true
}

/// Upstream `vectorizeAffineLoopNest`: vectorizes the nest rooted at `loops[0][0]` with
/// `strategy`; `false` (and the IR unchanged) when it cannot.
pub fn vectorize_affine_loop_nest(
    ctx: &Context,
    body: &mut Body,
    loops: &[Vec<OpId>],
    strategy: &Strategy,
) -> bool {
    if !verify_loop_nesting(body, loops) {
        return false;
    }
    vectorize_loop_nest(ctx, body, loops[0][0], strategy)
}

/// Upstream `vectorizeLoopIfProfitable`.
fn assign_dim(strategy: &mut Strategy, lp: OpId, depth_in_pattern: usize, pattern_depth: usize) {
    let n = strategy.vector_sizes.len();
    if pattern_depth - depth_in_pattern > n {
        return;
    }
    strategy
        .loop_to_dim
        .insert(lp, n - (pattern_depth - depth_in_pattern));
}

/// Upstream `analyzeProfitability`.
fn analyze(matches: &[NestedMatch], depth: usize, pattern_depth: usize, strategy: &mut Strategy) {
    for m in matches {
        analyze(&m.children, depth + 1, pattern_depth, strategy);
        assign_dim(strategy, m.op, depth, pattern_depth);
    }
}

/// Upstream `isVectorizableLoopPtrFactory`'s filter.
fn vectorizable_loop_filter<'a>(
    parallel: &'a HashSet<OpId>,
    fastest: i64,
) -> impl Fn(&Context, &Body, OpId) -> bool + 'a {
    move |ctx, body, op| {
        if !parallel.contains(&op) {
            return false;
        }
        match vectorizable_loop_body(ctx, body, op, true) {
            None => false,
            Some(dim) => dim == -1 || fastest == -1 || dim == fastest,
        }
    }
}

/// Upstream `vectorizeLoops`.
fn vectorize_loops(
    ctx: &Context,
    body: &mut Body,
    parallel: &HashSet<OpId>,
    vector_sizes: &[i64],
    fastest: &[i64],
    reduction_loops: &HashMap<OpId, Vec<LoopReduction>>,
) {
    let d = |i: usize| fastest.get(i).copied().unwrap_or(-1);
    let pattern = match vector_sizes.len() {
        1 => NestedPattern::for_op(vectorizable_loop_filter(parallel, d(0)), None),
        2 => NestedPattern::for_op(
            vectorizable_loop_filter(parallel, d(0)),
            Some(NestedPattern::for_op(
                vectorizable_loop_filter(parallel, d(1)),
                None,
            )),
        ),
        3 => NestedPattern::for_op(
            vectorizable_loop_filter(parallel, d(0)),
            Some(NestedPattern::for_op(
                vectorizable_loop_filter(parallel, d(1)),
                Some(NestedPattern::for_op(
                    vectorizable_loop_filter(parallel, d(2)),
                    None,
                )),
            )),
        ),
        _ => return,
    };
    let pattern_depth = pattern.depth();
    let all = pattern.match_body(ctx, body);
    // Upstream `computeIntersectionBuckets`.
    let mut roots: Vec<OpId> = Vec::new();
    let mut buckets: Vec<Vec<NestedMatch>> = Vec::new();
    for m in all {
        let mut placed = false;
        for (i, r) in roots.iter_mut().enumerate() {
            if rmlir_ir::interfaces::is_ancestor(body, *r, m.op) {
                buckets[i].push(m.clone());
                placed = true;
                break;
            }
            if rmlir_ir::interfaces::is_ancestor(body, m.op, *r) {
                *r = m.op;
                buckets[i].push(m.clone());
                placed = true;
                break;
            }
        }
        if !placed {
            roots.push(m.op);
            buckets.push(vec![m]);
        }
    }
    for bucket in buckets {
        for m in bucket {
            let mut strategy = Strategy {
                vector_sizes: vector_sizes.to_vec(),
                loop_to_dim: HashMap::new(),
                reduction_loops: reduction_loops.clone(),
            };
            analyze(&m.children, 1, pattern_depth, &mut strategy);
            assign_dim(&mut strategy, m.op, 0, pattern_depth);
            if vectorize_loop_nest(ctx, body, m.op, &strategy) {
                break;
            }
        }
    }
}

const ARGUMENT: &str = "affine-super-vectorize";
const DESCRIPTION: &str = "Vectorize to a target independent n-D vector abstraction";

pub struct AffineVectorize {
    options: PassOptions,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            Box::new(AffineVectorize {
                options: PassOptions::new()
                    .with(
                        "test-fastest-varying",
                        "Specify a 1-D, 2-D or 3-D pattern of fastest varying memory \
                         dimensions to match. See defaultPatterns in Vectorize.cpp for a \
                         description and examples. This is used for testing purposes",
                        OptValue::List(Vec::new()),
                    )
                    .with(
                        "vectorize-reductions",
                        "Vectorize known reductions expressed via iter_args. Switched off by \
                         default.",
                        OptValue::Bool(false),
                    )
                    .with(
                        "virtual-vector-size",
                        "Specify an n-D virtual vector size for vectorization. This must be \
                         greater than zero.",
                        OptValue::List(Vec::new()),
                    ),
            })
        },
    }
}

fn int_list(cx: &mut PassCx<'_>, opt: &str, values: &[String]) -> Result<Vec<i64>, ()> {
    let mut out = Vec::new();
    for v in values {
        match v.trim().parse::<i64>() {
            Ok(x) => out.push(x),
            Err(_) => {
                cx.emit(Diagnostic::error(
                    cx.ctx.unknown_loc(),
                    format!("unsupported in rmlir's affine-super-vectorize: {opt} value '{v}'"),
                ));
                return Err(());
            }
        }
    }
    Ok(out)
}

impl Pass for AffineVectorize {
    fn name(&self) -> &'static str {
        "AffineVectorize"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let sizes = int_list(
            cx,
            "virtual-vector-size",
            self.options.list("virtual-vector-size"),
        )?;
        let fastest = int_list(
            cx,
            "test-fastest-varying",
            self.options.list("test-fastest-varying"),
        )?;
        let reductions = self.options.bool("vectorize-reductions");
        if !fastest.is_empty() && fastest.len() != sizes.len() {
            let loc = op.data.loc;
            let text = Body::with_detached(op.data, &op.shape, |b, id| {
                rmlir_ir::printer::print_op_in_isolated_body_for_remark(ctx, b, id)
            });
            let sep = if text.contains('\n') { "\n" } else { "" };
            cx.emit(
                Diagnostic::remark(
                    loc,
                    "Fastest varying pattern specified with different size than the vector size.",
                )
                .with_note(loc, format!("see current operation: {sep}{text}")),
            );
            return Err(());
        }
        if reductions && sizes.len() != 1 {
            let d = op.error(
                ctx,
                "Vectorizing reductions is supported only for 1-D vectors.",
            );
            cx.emit(d);
            return Err(());
        }
        if sizes.iter().any(|s| *s <= 0) {
            let d = op.error(ctx, "Vectorization factor must be greater than zero.");
            cx.emit(d);
            return Err(());
        }
        let Some(body) = op.body_mut() else {
            return Ok(());
        };
        let mut parallel = HashSet::new();
        let mut reduction_loops = HashMap::new();
        for r in body.root_regions().to_vec() {
            for lp in body.collect_ops(IrNode::Region(r), WalkOrder::PostOrder) {
                if !is_for(ctx, body, lp) {
                    continue;
                }
                if reductions {
                    let mut reds = Vec::new();
                    if is_loop_parallel(ctx, body, lp, Some(&mut reds)) {
                        parallel.insert(lp);
                        if !reds.is_empty() {
                            reduction_loops.insert(lp, reds);
                        }
                    }
                } else if is_loop_parallel(ctx, body, lp, None) {
                    parallel.insert(lp);
                }
            }
        }
        vectorize_loops(ctx, body, &parallel, &sizes, &fastest, &reduction_loops);
        Ok(())
    }
}
