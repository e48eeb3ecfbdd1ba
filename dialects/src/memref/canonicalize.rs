//! Canonicalization patterns of the memref ops (upstream's `getCanonicalizationPatterns`
//! in `MemRefOps.cpp`).

use super::fold::{can_fold_cast_into_consumer, def_named, mixed};
use super::layout::{memref_parts, memref_type, strided_memref_type, strides_and_offset, DYNAMIC};
use super::verify::{
    constant_int, memref_rank_reduction_mask, mixed_sizes, subview_infer_result_type,
};
use rmlir_ir::body::OpSpec;
use rmlir_ir::dialect::Traits;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{Attribute, Context, OpId, Type, ValueId};

fn result_ty(rw: &PatternRewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().result(op, 0))
}

/// Creates `name(operands) : types` before `at`, with the location of `at`.
fn create(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    name: &str,
    operands: &[ValueId],
    types: &[Type],
    props: &[Option<Attribute>],
) -> OpId {
    let loc = rw.body().loc(at);
    let mut spec = OpSpec::new(rw.ctx.op_name(name), loc);
    spec.operands = operands;
    spec.result_types = types;
    spec.props = props.iter().copied().collect();
    rw.set_insertion_point_before(at);
    rw.create(spec)
}

/// Replaces `op` by `memref.cast(value) : type of op's result`.
fn replace_with_cast(rw: &mut PatternRewriter<'_>, op: OpId, value: ValueId) {
    let ty = result_ty(rw, op);
    let c = create(rw, op, "memref.cast", &[value], &[ty], &[]);
    let r = rw.body().result(c, 0);
    rw.replace_op(op, &[r]);
}

fn segment_sizes(ctx: &Context, sizes: &[i32]) -> Option<Attribute> {
    Some(c::dense_i32_array(ctx, sizes))
}

/// The non-negative constant value of `v` (upstream's `m_ConstantInt` + `isNonNegative`).
fn nonneg_const(rw: &PatternRewriter<'_>, v: ValueId) -> Option<i64> {
    constant_int(rw.ctx, rw.body(), v).filter(|c| *c >= 0)
}

// ---- alloc / alloca / realloc ----------------------------------------------------------------

/// `SimplifyAllocConst`: constant dynamic sizes become static, with a cast back.
fn simplify_alloc_const(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let def = rmlir_ir::ods::op_def(ctx, rw.body(), op).ok_or(())?;
    let segs = rmlir_ir::ods::operand_segments(ctx, def, rw.body(), op);
    let dynamic: Vec<ValueId> = (0..segs[0].1).map(|i| rw.body().operand(op, i)).collect();
    let symbols: Vec<ValueId> = (segs[1].0..segs[1].0 + segs[1].1)
        .map(|i| rw.body().operand(op, i))
        .collect();
    if !dynamic.iter().any(|v| nonneg_const(rw, *v).is_some()) {
        return Err(());
    }
    let ty = result_ty(rw, op);
    let p = memref_parts(ctx, ty).ok_or(())?;
    let mut shape = Vec::with_capacity(p.shape.len());
    let mut new_dynamic = Vec::new();
    let mut k = 0;
    for &d in p.shape {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let v = dynamic[k];
        k += 1;
        match nonneg_const(rw, v) {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                new_dynamic.push(v);
            }
        }
    }
    let new_ty = memref_type(ctx, &shape, p.elem, p.layout, p.memory_space);
    let mut operands = new_dynamic.clone();
    operands.extend(&symbols);
    let name = ctx.op_name_str(rw.body().op_name(op)).to_string();
    let alignment = rmlir_ir::ods::prop(ctx, rw.body(), op, "alignment");
    let segs = segment_sizes(ctx, &[new_dynamic.len() as i32, symbols.len() as i32]);
    let new = create(rw, op, &name, &operands, &[new_ty], &[segs, alignment]);
    let r = rw.body().result(new, 0);
    replace_with_cast(rw, op, r);
    Ok(())
}

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated is erased with its
/// users.
fn simplify_dead_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let r = rw.body().result(op, 0);
    let users: Vec<(OpId, usize)> = rw.body().uses(r).collect();
    for &(user, idx) in &users {
        match ctx.op_name_str(rw.body().op_name(user)) {
            "memref.store" if idx != 0 => {}
            "memref.dealloc" => {}
            _ => return Err(()),
        }
    }
    let mut seen = Vec::new();
    for (user, _) in users {
        if !seen.contains(&user) {
            seen.push(user);
            rw.erase_op(user);
        }
    }
    rw.erase_op(op);
    Ok(())
}

pub(crate) fn alloc_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.alloc",
        1,
        "SimplifyAllocConst",
        simplify_alloc_const,
    );
    set.add_fn(
        ctx,
        "memref.alloc",
        1,
        "SimplifyDeadAlloc",
        simplify_dead_alloc,
    );
}

pub(crate) fn alloca_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.alloca",
        1,
        "SimplifyAllocConst",
        simplify_alloc_const,
    );
    set.add_fn(
        ctx,
        "memref.alloca",
        1,
        "SimplifyDeadAlloc",
        simplify_dead_alloc,
    );
}

pub(crate) fn realloc_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.realloc",
        1,
        "SimplifyDeadAlloc",
        simplify_dead_alloc,
    );
}

// ---- alloca_scope ----------------------------------------------------------------------------

/// Whether `op` itself may allocate on the automatic allocation scope (upstream's
/// `isOpItselfPotentialAutomaticAllocation`).
fn potential_automatic_allocation(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> bool {
    if ctx
        .op_traits(body.op_name(op))
        .has(Traits::RECURSIVE_MEMORY_EFFECTS)
    {
        return false;
    }
    match rmlir_ir::rewrite::effects::memory_effects(ctx, body, op) {
        None => true,
        Some(effects) => effects.iter().any(|e| {
            e.effect == rmlir_ir::rewrite::effects::Effect::Allocate
                && matches!(e.on, rmlir_ir::rewrite::effects::EffectOn::Result(_))
                && e.resource == rmlir_ir::rewrite::effects::Resource::AUTOMATIC_ALLOCATION_SCOPE
        }),
    }
}

/// Whether `op` is followed only by its block's terminator in a single-block region.
fn last_non_terminator(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> bool {
    let Some(next) = body.next_op(op) else {
        return false;
    };
    if body.next_op(next).is_some() || !ctx.op_traits(body.op_name(next)).has(Traits::TERMINATOR) {
        return false;
    }
    let Some(b) = body.parent_block(op) else {
        return false;
    };
    let Some(r) = body.block_parent(b) else {
        return false;
    };
    body.region_blocks(r).count() == 1
}

/// `AllocaScopeInliner`.
fn alloca_scope_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let region = *body.regions(op).first().ok_or(())?;
    let block = body.entry_block(region).ok_or(())?;
    // Pre-order walk of the nested ops, not entering nested allocation scopes.
    let mut potential = false;
    let mut stack: Vec<OpId> = body.block_ops(block).collect();
    stack.reverse();
    while let Some(o) = stack.pop() {
        if potential_automatic_allocation(ctx, body, o) {
            potential = true;
            break;
        }
        if ctx
            .op_traits(body.op_name(o))
            .has(Traits::AUTOMATIC_ALLOCATION_SCOPE)
            || body.is_isolated(o)
        {
            continue;
        }
        let mut inner = Vec::new();
        for r in body.regions(o) {
            for b in body.region_blocks(*r) {
                inner.extend(body.block_ops(b));
            }
        }
        inner.reverse();
        stack.extend(inner);
    }
    if potential {
        let parent_scope = match body.parent_op(op) {
            Some(p) => ctx
                .op_traits(body.op_name(p))
                .has(Traits::AUTOMATIC_ALLOCATION_SCOPE),
            // The root of an isolated body: its owner (a function) is a scope.
            None => true,
        };
        if !parent_scope || !last_non_terminator(ctx, body, op) {
            return Err(());
        }
    }
    let terminator = body.last_op(block).ok_or(())?;
    let results: Vec<ValueId> = body.operands(terminator).collect();
    let dest = body.parent_block(op).ok_or(())?;
    rw.inline_block_before(block, dest, Some(op), &[]);
    rw.replace_op(op, &results);
    rw.erase_op(terminator);
    Ok(())
}

/// Whether `op` surely allocates on the automatic allocation scope (upstream's
/// `isGuaranteedAutomaticAllocation`).
fn guaranteed_automatic_allocation(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> bool {
    use rmlir_ir::rewrite::effects::{memory_effects, Effect, EffectOn, Resource};
    memory_effects(ctx, body, op).is_some_and(|effects| {
        effects.iter().any(|e| {
            e.effect == Effect::Allocate
                && matches!(e.on, EffectOn::Result(_))
                && e.resource == Resource::AUTOMATIC_ALLOCATION_SCOPE
        })
    })
}

/// Whether the op holding `op` is an automatic allocation scope (the owner of an isolated
/// body, a function, counts as one).
fn parent_is_scope(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> bool {
    body.parent_op(op).is_none_or(|p| {
        ctx.op_traits(body.op_name(p))
            .has(Traits::AUTOMATIC_ALLOCATION_SCOPE)
    })
}

/// The region holding `v`'s definition.
fn value_region(body: &rmlir_ir::Body, v: ValueId) -> Option<rmlir_ir::RegionId> {
    let block = match body.value(v).def {
        rmlir_ir::body::ValueDef::Result { op, .. } => body.parent_block(op)?,
        rmlir_ir::body::ValueDef::Arg { block, .. } => block,
        #[allow(unreachable_patterns)]
        _ => return None,
    };
    body.block_parent(block)
}

/// Whether `region` is `inner` or holds it.
fn region_is_ancestor(
    body: &rmlir_ir::Body,
    region: rmlir_ir::RegionId,
    inner: Option<rmlir_ir::RegionId>,
) -> bool {
    let mut cur = inner;
    while let Some(r) = cur {
        if r == region {
            return true;
        }
        cur = body
            .region_parent(r)
            .and_then(|o| body.parent_block(o))
            .and_then(|b| body.block_parent(b));
    }
    false
}

/// The ops nested in `op` and `op` itself, in post-order (upstream's default `walk`); the
/// bodies of isolated ops are not entered.
fn post_order(body: &rmlir_ir::Body, op: OpId, out: &mut Vec<OpId>) {
    if !body.is_isolated(op) {
        for r in body.regions(op) {
            for b in body.region_blocks(*r) {
                for o in body.block_ops(b) {
                    post_order(body, o, out);
                }
            }
        }
    }
    out.push(op);
}

/// `AllocaScopeHoister`: the allocations of a scope that is the last op of (nested) non-scope
/// ops move before the outermost of them when their operands are defined outside it.
fn alloca_scope_hoister(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut last = body.parent_op(op).ok_or(())?;
    if parent_is_scope(ctx, body, op) {
        return Err(());
    }
    if !last_non_terminator(ctx, body, op) || !last_non_terminator(ctx, body, last) {
        return Err(());
    }
    while !parent_is_scope(ctx, body, last) {
        last = body.parent_op(last).ok_or(())?;
        if !last_non_terminator(ctx, body, last) {
            return Err(());
        }
    }
    let op_region = body.parent_block(op).and_then(|b| body.block_parent(b));
    let containing = *body
        .regions(last)
        .iter()
        .find(|r| region_is_ancestor(body, **r, op_region))
        .ok_or(())?;
    let mut walk = Vec::new();
    post_order(body, op, &mut walk);
    let to_hoist: Vec<OpId> = walk
        .into_iter()
        .filter(|a| {
            guaranteed_automatic_allocation(ctx, body, *a)
                && !body
                    .operands(*a)
                    .any(|v| region_is_ancestor(body, containing, value_region(body, v)))
        })
        .collect();
    if to_hoist.is_empty() {
        return Err(());
    }
    for a in to_hoist {
        let mut map = rmlir_ir::IrMapping::default();
        let cloned = rw
            .body
            .clone_op_at(a, rmlir_ir::body::InsertPoint::Before(last), &mut map);
        rw.flush();
        let results = rw.body().results(cloned).to_vec();
        rw.replace_op(a, &results);
    }
    Ok(())
}

pub(crate) fn alloca_scope_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.alloca_scope",
        1,
        "AllocaScopeInliner",
        alloca_scope_inliner,
    );
    set.add_fn(
        ctx,
        "memref.alloca_scope",
        1,
        "AllocaScopeHoister",
        alloca_scope_hoister,
    );
}

// ---- copy --------------------------------------------------------------------------------------

pub(crate) fn copy_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "memref.copy", 1, "FoldEmptyCopy", |op, rw| {
        let empty = |v: ValueId| {
            memref_parts(rw.ctx, rw.body().value_type(v)).is_some_and(|p| p.shape.contains(&0))
        };
        if empty(rw.body().operand(op, 0)) || empty(rw.body().operand(op, 1)) {
            rw.erase_op(op);
            return Ok(());
        }
        Err(())
    });
    set.add_fn(ctx, "memref.copy", 1, "FoldSelfCopy", |op, rw| {
        if rw.body().operand(op, 0) != rw.body().operand(op, 1) {
            return Err(());
        }
        rw.erase_op(op);
        Ok(())
    });
}

// ---- dim ---------------------------------------------------------------------------------------

/// `DimOfMemRefReshape`: `dim(reshape(x, shape), i)` loads `shape[i]`.
fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let reshape = def_named(ctx, body, body.operand(op, 0), "memref.reshape").ok_or(())?;
    let index = body.operand(op, 1);
    let rblock = body.parent_block(reshape);
    let index_block = match body.defining_op(index) {
        Some(d) => body.parent_block(d),
        None => match body.value(index).def {
            rmlir_ir::body::ValueDef::Arg { block, .. } => Some(block),
            _ => None,
        },
    };
    if index_block == rblock {
        if let Some(d) = body.defining_op(index) {
            // Defined after the reshape in the same block: does not dominate it.
            let mut cur = body.next_op(reshape);
            while let Some(o) = cur {
                if o == d {
                    return Err(());
                }
                cur = body.next_op(o);
            }
        }
    } else {
        // The index must be defined in a region enclosing the reshape's.
        let index_region = index_block.and_then(|b| body.block_parent(b));
        let mut r = rblock.and_then(|b| body.block_parent(b));
        let mut ok = false;
        if body.parent_block(op) != rblock {
            while let Some(reg) = r {
                let Some(parent) = body.region_parent(reg) else {
                    break;
                };
                r = body.parent_block(parent).and_then(|b| body.block_parent(b));
                if r == index_region {
                    ok = true;
                    break;
                }
            }
            if !ok {
                return Err(());
            }
        }
    }
    let shape = body.operand(reshape, 1);
    let shape_elem = ctx.element_type(body.value_type(shape)).ok_or(())?;
    let dim_ty = result_ty(rw, op);
    let loc = rw.body().loc(op);
    rw.set_insertion_point_after(reshape);
    let mut spec = OpSpec::new(ctx.op_name("memref.load"), loc);
    let operands = [shape, index];
    spec.operands = &operands;
    let tys = [shape_elem];
    spec.result_types = &tys;
    spec.props.push(None);
    let load = rw.create(spec);
    let mut v = rw.body().result(load, 0);
    if shape_elem != dim_ty {
        let mut spec = OpSpec::new(ctx.op_name("arith.index_cast"), loc);
        let operands = [v];
        spec.operands = &operands;
        let tys = [dim_ty];
        spec.result_types = &tys;
        let cast = rw.create(spec);
        v = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &[v]);
    Ok(())
}

pub(crate) fn dim_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "memref.dim", 1, "DimOfMemRefReshape", dim_of_reshape);
}

// ---- view --------------------------------------------------------------------------------------

fn is_constant_index(rw: &PatternRewriter<'_>, v: ValueId) -> Option<i64> {
    let body = rw.body();
    let d = body.defining_op(v)?;
    if rw.ctx.op_name_str(body.op_name(d)) != "arith.constant"
        || !matches!(
            rw.ctx.type_kind(body.value_type(v)),
            rmlir_ir::TypeKind::Index
        )
    {
        return None;
    }
    constant_int(rw.ctx, body, v)
}

/// `ViewOpShapeFolder`: constant sizes of a view become static, with a cast back.
fn view_shape_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    if !operands.iter().any(|v| is_constant_index(rw, *v).is_some()) {
        return Err(());
    }
    let ty = result_ty(rw, op);
    let p = memref_parts(ctx, ty).ok_or(())?;
    strides_and_offset(ctx, ty).ok_or(())?;
    let mut shape = Vec::new();
    let mut new_sizes = Vec::new();
    let mut k = 2;
    for &d in p.shape {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let v = operands[k];
        k += 1;
        match is_constant_index(rw, v) {
            Some(c) => shape.push(c),
            None => {
                shape.push(d);
                new_sizes.push(v);
            }
        }
    }
    let new_ty = memref_type(ctx, &shape, p.elem, p.layout, p.memory_space);
    if new_ty == ty {
        return Err(());
    }
    let mut ops = vec![operands[0], operands[1]];
    ops.extend(new_sizes);
    let new = create(rw, op, "memref.view", &ops, &[new_ty], &[]);
    let r = rw.body().result(new, 0);
    replace_with_cast(rw, op, r);
    Ok(())
}

/// `ViewOpMemrefCastFolder`: a view of a cast of an alloc views the alloc.
fn view_memref_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let cast = def_named(ctx, body, body.operand(op, 0), "memref.cast").ok_or(())?;
    let alloc_v = body.operand(cast, 0);
    def_named(ctx, body, alloc_v, "memref.alloc").ok_or(())?;
    let mut ops: Vec<ValueId> = body.operands(op).collect();
    ops[0] = alloc_v;
    let ty = result_ty(rw, op);
    let new = create(rw, op, "memref.view", &ops, &[ty], &[]);
    let r = rw.body().result(new, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}

pub(crate) fn view_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.view",
        1,
        "ViewOpShapeFolder",
        view_shape_folder,
    );
    set.add_fn(
        ctx,
        "memref.view",
        1,
        "ViewOpMemrefCastFolder",
        view_memref_cast_folder,
    );
}

// ---- subview -----------------------------------------------------------------------------------

/// Builds a `memref.subview` of `source` with mixed offsets/sizes/strides and result `ty`.
fn create_subview(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    ty: Type,
    source: ValueId,
    lists: &[Vec<Result<i64, ValueId>>; 3],
) -> ValueId {
    let ctx = rw.ctx;
    let mut operands = vec![source];
    let mut seg = vec![1i32];
    let mut statics = Vec::new();
    for l in lists {
        let mut n = 0;
        let mut s = Vec::new();
        for m in l {
            match m {
                Ok(v) => s.push(*v),
                Err(v) => {
                    s.push(DYNAMIC);
                    operands.push(*v);
                    n += 1;
                }
            }
        }
        seg.push(n);
        statics.push(c::dense_i64_array(ctx, &s));
    }
    let props = [
        segment_sizes(ctx, &seg),
        Some(statics[0]),
        Some(statics[1]),
        Some(statics[2]),
    ];
    let new = create(rw, at, "memref.subview", &operands, &[ty], &props);
    rw.body().result(new, 0)
}

fn statics_of(l: &[Result<i64, ValueId>]) -> Vec<i64> {
    l.iter().map(|m| m.unwrap_or(DYNAMIC)).collect()
}

/// `SubViewReturnTypeCanonicalizer`: the inferred type with the op's dropped dims dropped.
fn canonical_subview_type(
    rw: &PatternRewriter<'_>,
    op: OpId,
    lists: &[Vec<Result<i64, ValueId>>; 3],
) -> Option<Type> {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.value_type(body.operand(op, 0));
    let inferred = subview_infer_result_type(
        ctx,
        src,
        &statics_of(&lists[0]),
        &statics_of(&lists[1]),
        &statics_of(&lists[2]),
    )?;
    let dropped =
        memref_rank_reduction_mask(ctx, src, result_ty(rw, op), &mixed_sizes(ctx, body, op))?;
    if !dropped.iter().any(|d| *d) {
        return Some(inferred);
    }
    let (strides, offset) = strides_and_offset(ctx, inferred)?;
    let p = memref_parts(ctx, inferred)?;
    let mut shape = Vec::new();
    let mut st = Vec::new();
    for (i, d) in dropped.iter().enumerate() {
        if !*d {
            shape.push(p.shape[i]);
            st.push(strides[i]);
        }
    }
    Some(strided_memref_type(
        ctx,
        &shape,
        p.elem,
        &st,
        offset,
        p.memory_space,
    ))
}

/// Upstream's `foldDynamicIndexList`: constant operands become static entries.
pub(crate) fn fold_dynamic_index_list(
    rw: &PatternRewriter<'_>,
    l: &mut [Result<i64, ValueId>],
    only_nonneg: bool,
) -> bool {
    let mut changed = false;
    for m in l.iter_mut() {
        if let Err(v) = m {
            if let Some(c) = constant_int(rw.ctx, rw.body(), *v) {
                if only_nonneg && c < 0 {
                    continue;
                }
                *m = Ok(c);
                changed = true;
            }
        }
    }
    changed
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` for subviews.
fn subview_constant_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut lists = [
        mixed(ctx, body, op, 0),
        mixed(ctx, body, op, 1),
        mixed(ctx, body, op, 2),
    ];
    // Short-circuits as upstream's `failed(a) && failed(b) && failed(c)`.
    let [o, s, t] = &mut lists;
    if !fold_dynamic_index_list(rw, o, true)
        && !fold_dynamic_index_list(rw, s, true)
        && !fold_dynamic_index_list(rw, t, false)
    {
        return Err(());
    }
    let ty = canonical_subview_type(rw, op, &lists).ok_or(())?;
    let src = rw.body().operand(op, 0);
    let new = create_subview(rw, op, ty, src, &lists);
    replace_with_cast(rw, op, new);
    Ok(())
}

/// `SubViewOpMemRefCastFolder`: a subview of a foldable cast views the cast's source.
fn subview_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    if body
        .operands(op)
        .any(|v| constant_int(ctx, body, v).is_some())
    {
        return Err(());
    }
    let cast = def_named(ctx, body, body.operand(op, 0), "memref.cast").ok_or(())?;
    if !can_fold_cast_into_consumer(ctx, body, cast) {
        return Err(());
    }
    let cast_src = body.operand(cast, 0);
    let lists = [
        mixed(ctx, body, op, 0),
        mixed(ctx, body, op, 1),
        mixed(ctx, body, op, 2),
    ];
    // `getCanonicalSubViewResultType`: inferred from the cast's source, dims dropped as the
    // current op drops them.
    let cur_src = body.value_type(body.operand(op, 0));
    let inferred = subview_infer_result_type(
        ctx,
        body.value_type(cast_src),
        &statics_of(&lists[0]),
        &statics_of(&lists[1]),
        &statics_of(&lists[2]),
    )
    .ok_or(())?;
    let dropped =
        memref_rank_reduction_mask(ctx, cur_src, result_ty(rw, op), &mixed_sizes(ctx, body, op))
            .ok_or(())?;
    let (strides, offset) = strides_and_offset(ctx, inferred).ok_or(())?;
    let p = memref_parts(ctx, inferred).ok_or(())?;
    let mut shape = Vec::new();
    let mut st = Vec::new();
    for (i, d) in dropped.iter().enumerate() {
        if !*d {
            shape.push(p.shape[i]);
            st.push(strides[i]);
        }
    }
    let ty = strided_memref_type(ctx, &shape, p.elem, &st, offset, p.memory_space);
    let new = create_subview(rw, op, ty, cast_src, &lists);
    replace_with_cast(rw, op, new);
    Ok(())
}

/// `TrivialSubViewOpFolder`: zero offsets, unit strides and the full static source shape.
fn trivial_subview_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let st = body.value_type(src);
    let rt = result_ty(rw, op);
    let sp = memref_parts(ctx, st).ok_or(())?;
    let rank = memref_parts(ctx, rt).ok_or(())?.shape.len();
    if sp.shape.len() != rank {
        return Err(());
    }
    let value = |m: &Result<i64, ValueId>| match m {
        Ok(v) => Some(*v),
        Err(v) => constant_int(ctx, body, *v),
    };
    if !mixed(ctx, body, op, 0).iter().all(|m| value(m) == Some(0))
        || !mixed(ctx, body, op, 2).iter().all(|m| value(m) == Some(1))
    {
        return Err(());
    }
    if !mixed(ctx, body, op, 1)
        .iter()
        .zip(sp.shape)
        .all(|(m, s)| value(m) == Some(*s))
    {
        return Err(());
    }
    if st == rt {
        rw.replace_op(op, &[src]);
    } else {
        replace_with_cast(rw, op, src);
    }
    Ok(())
}

pub(crate) fn subview_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.subview",
        1,
        "OpWithOffsetSizesAndStridesConstantArgumentFolder",
        subview_constant_folder,
    );
    set.add_fn(
        ctx,
        "memref.subview",
        1,
        "SubViewOpMemRefCastFolder",
        subview_cast_folder,
    );
    set.add_fn(
        ctx,
        "memref.subview",
        1,
        "TrivialSubViewOpFolder",
        trivial_subview_folder,
    );
}

// ---- reinterpret_cast ----------------------------------------------------------------------------

/// A static value or a (non-constant) value.
type Ofr = Result<i64, ValueId>;

fn constify(rw: &PatternRewriter<'_>, values: Vec<Ofr>, statics: &[i64]) -> Vec<Ofr> {
    values
        .into_iter()
        .zip(statics)
        .map(|(v, s)| {
            if *s != DYNAMIC {
                return Ok(*s);
            }
            match v {
                Err(x) => constant_int(rw.ctx, rw.body(), x).ok_or(x),
                ok => ok,
            }
        })
        .collect()
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`.
fn reinterpret_cast_esm_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let esm = def_named(
        ctx,
        body,
        body.operand(op, 0),
        "memref.extract_strided_metadata",
    )
    .ok_or(())?;
    let esm_src = body.operand(esm, 0);
    let src_ty = body.value_type(esm_src);
    let rt = result_ty(rw, op);
    let sp = memref_parts(ctx, src_ty).ok_or(())?;
    let rank = sp.shape.len();
    let (src_strides, src_offset) = strides_and_offset(ctx, src_ty).ok_or(())?;
    let results = body.results(esm).to_vec();
    let esm_sizes: Vec<Ofr> = results[2..2 + rank].iter().map(|v| Err(*v)).collect();
    let esm_strides: Vec<Ofr> = results[2 + rank..].iter().map(|v| Err(*v)).collect();
    let esm_offset: Vec<Ofr> = vec![Err(results[1])];
    let rp = memref_parts(ctx, rt).ok_or(())?;
    let (r_strides, r_offset) = strides_and_offset(ctx, rt).ok_or(())?;
    let noop = constify(rw, esm_strides, &src_strides)
        == constify(rw, mixed(ctx, body, op, 2), &r_strides)
        && constify(rw, esm_sizes, sp.shape) == constify(rw, mixed(ctx, body, op, 1), rp.shape)
        && constify(rw, esm_offset, &[src_offset])
            == constify(rw, mixed(ctx, body, op, 0), &[r_offset]);
    if !noop {
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, esm_src));
        return Ok(());
    }
    if src_ty == rt {
        rw.replace_op(op, &[esm_src]);
    } else {
        replace_with_cast(rw, op, esm_src);
    }
    Ok(())
}

pub(crate) fn reinterpret_cast_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.reinterpret_cast",
        1,
        "ReinterpretCastOpExtractStridedMetadataFolder",
        reinterpret_cast_esm_folder,
    );
}

// ---- collapse_shape / expand_shape ---------------------------------------------------------------

/// `CollapseShapeOpMemRefCastFolder`.
fn collapse_shape_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let cast = def_named(ctx, body, body.operand(op, 0), "memref.cast").ok_or(())?;
    if !can_fold_cast_into_consumer(ctx, body, cast) {
        return Err(());
    }
    let cast_src = body.operand(cast, 0);
    let src_ty = body.value_type(cast_src);
    let reassoc = super::verify::reassociation(ctx, body, op);
    let sp = memref_parts(ctx, src_ty).ok_or(())?;
    let shape: Vec<i64> = reassoc
        .iter()
        .map(|g| {
            g.iter()
                .map(|d| sp.shape[*d as usize])
                .fold(1, super::layout::sat_mul)
        })
        .collect();
    let new_ty = if super::layout::layout_is_identity(ctx, sp.layout) {
        memref_type(ctx, &shape, sp.elem, None, sp.memory_space)
    } else {
        let (s, o) = super::verify::collapsed_layout(ctx, src_ty, &reassoc, false).ok_or(())?;
        strided_memref_type(ctx, &shape, sp.elem, &s, o, sp.memory_space)
    };
    if new_ty == result_ty(rw, op) {
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, cast_src));
        return Ok(());
    }
    let reassoc_attr = rmlir_ir::ods::prop(ctx, body, op, "reassociation");
    let new = create(
        rw,
        op,
        "memref.collapse_shape",
        &[cast_src],
        &[new_ty],
        &[reassoc_attr],
    );
    let r = rw.body().result(new, 0);
    replace_with_cast(rw, op, r);
    Ok(())
}

pub(crate) fn collapse_shape_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.collapse_shape",
        1,
        "ComposeReassociativeReshapeOps",
        compose_reassociative_reshapes,
    );
    set.add_fn(
        ctx,
        "memref.collapse_shape",
        1,
        "ComposeCollapseOfExpandOp",
        compose_collapse_of_expand,
    );
    set.add_fn(
        ctx,
        "memref.collapse_shape",
        1,
        "CollapseShapeOpMemRefCastFolder",
        collapse_shape_cast_folder,
    );
}

/// Upstream's `hasNonIdentityLayout`.
fn non_identity_layout(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|p| !super::layout::layout_is_identity(ctx, p.layout))
}

/// The `reassociation` attribute of `groups`: an array of i64 arrays.
fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let arrays: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let elems: Vec<Attribute> = g.iter().map(|i| ctx.int_attr(i64t, *i)).collect();
            ctx.array_attr(&elems)
        })
        .collect();
    ctx.array_attr(&arrays)
}

/// The mixed output shape of an expand_shape (static entries or dynamic values).
fn expand_output_shape(rw: &PatternRewriter<'_>, op: OpId) -> Vec<Ofr> {
    let body = rw.body();
    let statics = super::verify::static_list(rw.ctx, body, op, "static_output_shape");
    let mut k = 1;
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                k += 1;
                Err(body.operand(op, k - 1))
            } else {
                Ok(*s)
            }
        })
        .collect()
}

/// Creates `memref.expand_shape` of `src` before `at`.
fn create_expand_shape(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    ty: Type,
    src: ValueId,
    reassoc: &[Vec<i64>],
    output_shape: &[Ofr],
) -> OpId {
    let ctx = rw.ctx;
    let mut operands = vec![src];
    let statics: Vec<i64> = output_shape
        .iter()
        .map(|m| match m {
            Ok(v) => *v,
            Err(v) => {
                operands.push(*v);
                DYNAMIC
            }
        })
        .collect();
    let props = [
        Some(reassociation_attr(ctx, reassoc)),
        Some(c::dense_i64_array(ctx, &statics)),
    ];
    create(rw, at, "memref.expand_shape", &operands, &[ty], &props)
}

/// Creates `memref.collapse_shape` of `src` before `at`.
fn create_collapse_shape(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    ty: Type,
    src: ValueId,
    reassoc: &[Vec<i64>],
) -> OpId {
    let props = [Some(reassociation_attr(rw.ctx, reassoc))];
    create(rw, at, "memref.collapse_shape", &[src], &[ty], &props)
}

/// Upstream's `OpBuilder::createOrFold` for a single-result op just created: if its folder
/// replaces it, the replacement (a constant materialized by the op's dialect for an
/// attribute) and the op is erased.
fn fold_created(rw: &mut PatternRewriter<'_>, op: OpId) -> ValueId {
    let ctx = rw.ctx;
    let operands = rmlir_ir::rewrite::fold::operand_constants(ctx, rw.body(), op);
    let outcome = rw.unnotified(|b| rmlir_ir::rewrite::fold::fold_op(ctx, b, op, &operands));
    let result = rw.body().result(op, 0);
    let Some(rmlir_ir::rewrite::fold::FoldOutcome::Replaced(rs)) = outcome else {
        return result;
    };
    let replacement = match rs.first() {
        Some(rmlir_ir::rewrite::fold::FoldResult::Value(v)) => Some(*v),
        Some(rmlir_ir::rewrite::fold::FoldResult::Attr(a)) => {
            let ty = rw.body().value_type(result);
            let loc = rw.body().loc(op);
            rw.set_insertion_point_before(op);
            ctx.op_dialect(rw.body().op_name(op))
                .and_then(|d| d.materialize_constant(ctx, rw, *a, ty, loc))
                .map(|c| rw.body().result(c, 0))
        }
        None => None,
    };
    match replacement {
        Some(v) => {
            rw.erase_op(op);
            v
        }
        None => result,
    }
}

/// Upstream's `memref::getMixedSizes` (with `createOrFold<DimOp>` for dynamic sizes), before
/// `at`.
fn mixed_sizes_of(rw: &mut PatternRewriter<'_>, at: OpId, v: ValueId) -> Vec<Ofr> {
    let ctx = rw.ctx;
    let shape = memref_parts(ctx, rw.body().value_type(v))
        .map(|p| p.shape.to_vec())
        .unwrap_or_default();
    let index = ctx.index_type();
    let mut out = Vec::with_capacity(shape.len());
    for (i, d) in shape.into_iter().enumerate() {
        if d != DYNAMIC {
            out.push(Ok(d));
            continue;
        }
        let iv = ctx.int_attr(index, i as i64);
        let c = create(rw, at, "arith.constant", &[], &[index], &[Some(iv)]);
        let cv = rw.body().result(c, 0);
        let dim = create(rw, at, "memref.dim", &[v, cv], &[index], &[]);
        out.push(Err(fold_created(rw, dim)));
    }
    out
}

/// Upstream's `inferExpandShapeOutputShape` (LLVM 19): the output shape of expanding sizes
/// `input` into `ty`, dividing each dynamic size by its group's static product.
fn infer_expand_output_shape(
    rw: &mut PatternRewriter<'_>,
    at: OpId,
    ty: Type,
    reassoc: &[Vec<i64>],
    input: &[Ofr],
) -> Option<Vec<Ofr>> {
    let ctx = rw.ctx;
    let shape = memref_parts(ctx, ty)?.shape.to_vec();
    if input.is_empty() {
        return Some(vec![Ok(1); shape.len()]);
    }
    if !shape.contains(&DYNAMIC) {
        return Some(shape.into_iter().map(Ok).collect());
    }
    let mut out: Vec<Ofr> = shape.iter().map(|d| Ok(*d)).collect();
    let index = ctx.index_type();
    for (k, group) in reassoc.iter().enumerate() {
        let mut product = 1i64;
        let mut dynamic_at = None;
        for &i in group {
            let d = *shape.get(i as usize)?;
            if d == DYNAMIC {
                if dynamic_at.is_some() {
                    return None;
                }
                dynamic_at = Some(i as usize);
            } else {
                product = product.wrapping_mul(d);
            }
        }
        let Some(at_dim) = dynamic_at else { continue };
        let Err(size) = *input.get(k)? else {
            return None;
        };
        let pv = ctx.int_attr(index, product);
        let c = create(rw, at, "arith.constant", &[], &[index], &[Some(pv)]);
        let cv = rw.body().result(c, 0);
        let div = create(rw, at, "arith.divui", &[size, cv], &[index], &[]);
        out[at_dim] = Err(fold_created(rw, div));
    }
    Some(out)
}

/// `ComposeReassociativeReshapeOps`: an expand of an expand (or a collapse of a collapse) is
/// one reshape of the first's source, with the composed reassociation.
fn compose_reassociative_reshapes(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    let src = body.operand(op, 0);
    let producer = def_named(ctx, body, src, &name).ok_or(())?;
    let producer_src = body.operand(producer, 0);
    let ty = result_ty(rw, op);
    if non_identity_layout(ctx, body.value_type(producer_src))
        || non_identity_layout(ctx, body.value_type(src))
        || non_identity_layout(ctx, ty)
    {
        return Err(());
    }
    let composed = super::reshape::compose_reassociation(
        &super::verify::reassociation(ctx, body, producer),
        &super::verify::reassociation(ctx, body, op),
    )
    .ok_or(())?;
    let new = if name == "memref.expand_shape" {
        let shape = expand_output_shape(rw, op);
        create_expand_shape(rw, op, ty, producer_src, &composed, &shape)
    } else {
        create_collapse_shape(rw, op, ty, producer_src, &composed)
    };
    rw.replace_op_with_op(op, new);
    Ok(())
}

/// `ComposeCollapseOfExpandOp`: `collapse_shape(expand_shape(x))` is one reshape of `x`
/// when the expand's groups cover the collapse's.
fn compose_collapse_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let mid = body.operand(op, 0);
    let expand = def_named(ctx, body, mid, "memref.expand_shape").ok_or(())?;
    let src = body.operand(expand, 0);
    let src_ty = body.value_type(src);
    let ty = result_ty(rw, op);
    if non_identity_layout(ctx, body.value_type(mid))
        || non_identity_layout(ctx, src_ty)
        || non_identity_layout(ctx, body.value_type(body.result(expand, 0)))
    {
        return Err(());
    }
    if src_ty == ty {
        return Err(());
    }
    let src_rank = memref_parts(ctx, src_ty).ok_or(())?.shape.len();
    let rank = memref_parts(ctx, ty).ok_or(())?.shape.len();
    let expand_reassoc = super::verify::reassociation(ctx, body, expand);
    let collapse_reassoc = super::verify::reassociation(ctx, body, op);
    let (higher, lower) = if src_rank > rank {
        (&expand_reassoc, &collapse_reassoc)
    } else {
        (&collapse_reassoc, &expand_reassoc)
    };
    let composed = super::reshape::compose_collapse_of_expand(higher, lower).ok_or(())?;
    match src_rank.cmp(&rank) {
        std::cmp::Ordering::Greater => {
            let new = create_collapse_shape(rw, op, ty, src, &composed);
            rw.replace_op_with_op(op, new);
        }
        std::cmp::Ordering::Less => {
            // Upstream's `ExpandShapeOp::build` without an output shape infers it from the
            // source's sizes.
            let input = mixed_sizes_of(rw, op, src);
            let shape = infer_expand_output_shape(rw, op, ty, &composed, &input).ok_or(())?;
            let new = create_expand_shape(rw, op, ty, src, &composed, &shape);
            rw.replace_op_with_op(op, new);
        }
        std::cmp::Ordering::Equal => {
            let c = create(rw, op, "memref.cast", &[src], &[ty], &[]);
            rw.replace_op_with_op(op, c);
        }
    }
    Ok(())
}

/// `ComposeExpandOfCollapseOp`: `expand_shape(collapse_shape(x))` is one reshape of `x` when
/// each group pair can be collapsed one into the other.
fn compose_expand_of_collapse(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let mid = body.operand(op, 0);
    let collapse = def_named(ctx, body, mid, "memref.collapse_shape").ok_or(())?;
    let src = body.operand(collapse, 0);
    let src_ty = body.value_type(src);
    let ty = result_ty(rw, op);
    if non_identity_layout(ctx, body.value_type(mid))
        || non_identity_layout(ctx, src_ty)
        || non_identity_layout(ctx, body.value_type(body.result(collapse, 0)))
    {
        return Err(());
    }
    if src_ty == ty {
        return Err(());
    }
    let src_shape = memref_parts(ctx, src_ty).ok_or(())?.shape.to_vec();
    let shape = memref_parts(ctx, ty).ok_or(())?.shape.to_vec();
    let collapse_reassoc = super::verify::reassociation(ctx, body, collapse);
    let expand_reassoc = super::verify::reassociation(ctx, body, op);
    let new = if src_shape.len() > shape.len() {
        let composed = super::reshape::find_collapsing_reassociation(
            &collapse_reassoc,
            &expand_reassoc,
            &src_shape,
            &shape,
        )
        .ok_or(())?;
        create_collapse_shape(rw, op, ty, src, &composed)
    } else {
        let composed = super::reshape::find_collapsing_reassociation(
            &expand_reassoc,
            &collapse_reassoc,
            &shape,
            &src_shape,
        )
        .ok_or(())?;
        let output = expand_output_shape(rw, op);
        create_expand_shape(rw, op, ty, src, &composed, &output)
    };
    rw.replace_op_with_op(op, new);
    Ok(())
}

pub(crate) fn expand_shape_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "memref.expand_shape",
        1,
        "ComposeReassociativeReshapeOps",
        compose_reassociative_reshapes,
    );
    set.add_fn(
        ctx,
        "memref.expand_shape",
        1,
        "ComposeExpandOfCollapseOp",
        compose_expand_of_collapse,
    );
}
