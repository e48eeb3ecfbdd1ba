//! The affine value-map utilities of upstream's `AffineOps.cpp`: valid dims and symbols,
//! `canonicalizeMapAndOperands`, `composeAffineMapAndOperands`,
//! `fullyComposeAffineMapAndOperands` and `makeComposedFoldedAffineApply`.

use super::simplify::{
    partial_constant_fold, replace_in_map, shift_map_dims, shift_map_symbols, simplify_affine_map,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::{OpSpec, ValueDef};
use rmlir_ir::dialect::Traits;
use rmlir_ir::rewrite::fold::value_constant;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::{AttrKind, Attribute, Body, Context, Location, OpId, RegionId, TypeKind, ValueId};
use std::collections::HashMap;

/// A value or a constant (upstream's `OpFoldResult` with integer attributes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    Value(ValueId),
    Attr(Attribute),
}

/// The integer value of an integer attribute (any width, sign-extended).
pub fn int_attr_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The integer constant defining `v`, if any.
pub fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    int_attr_value(ctx, value_constant(ctx, body, v)?)
}

/// The constant integer of an `OpFoldResult`, if any.
pub fn ofr_constant(ctx: &Context, body: &Body, o: OpFoldResult) -> Option<i64> {
    match o {
        OpFoldResult::Attr(a) => int_attr_value(ctx, a),
        OpFoldResult::Value(v) => constant_int(ctx, body, v),
    }
}

/// The affine map of an `affine_map` attribute.
pub fn map_of(ctx: &Context, a: Attribute) -> Option<AffineMap> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

pub fn map_attr(ctx: &Context, m: AffineMap) -> Attribute {
    ctx.get_attr(AttrKind::AffineMap(m))
}

fn is_index(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(ctx.type_kind(body.value_type(v)), TypeKind::Index)
}

fn op_named(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// The region a value is defined in (block argument or result), if attached.
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value(v).def {
        ValueDef::Arg { block, .. } => body.block_parent(block),
        ValueDef::Result { op, .. } => body.parent_block(op).and_then(|b| body.block_parent(b)),
        _ => None,
    }
}

/// Whether ops owning `region` give an affine scope: the root regions of a body (the
/// isolated op owning them lives in the parent body; `func.func`, `builtin.module` and the
/// other isolated ops of the tests are `AffineScope`) and ops with the trait.
fn region_is_scope(ctx: &Context, body: &Body, region: RegionId) -> bool {
    match body.region_parent(region) {
        None => true,
        Some(op) => ctx.op_traits(body.op_name(op)).has(Traits::AFFINE_SCOPE),
    }
}

/// Upstream `isTopLevelValue(value)`: defined at the top level of an affine scope.
pub fn is_top_level_value(ctx: &Context, body: &Body, v: ValueId) -> bool {
    value_region(body, v).is_some_and(|r| region_is_scope(ctx, body, r))
}

/// Upstream `getAffineScope(op)`: the region of the closest affine-scope ancestor that
/// holds `op`.
pub fn affine_scope(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    loop {
        let region = body.parent_block(cur).and_then(|b| body.block_parent(b))?;
        if region_is_scope(ctx, body, region) {
            return Some(region);
        }
        cur = body.region_parent(region)?;
    }
}

/// The region enclosing the op that owns `region`, unless that op is isolated (or is the
/// body's own isolated op).
fn enclosing_region(ctx: &Context, body: &Body, region: RegionId) -> Option<RegionId> {
    let op = body.region_parent(region)?;
    if ctx
        .op_traits(body.op_name(op))
        .has(Traits::ISOLATED_FROM_ABOVE)
    {
        return None;
    }
    body.parent_block(op).and_then(|b| body.block_parent(b))
}

fn is_dim_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    op_named(ctx, body, op, "memref.dim") || op_named(ctx, body, op, "tensor.dim")
}

/// Upstream `isDimOpValidSymbol` (the view/subview/alloc size case is not modelled).
fn is_dim_op_valid_symbol(ctx: &Context, body: &Body, dim: OpId) -> bool {
    let shaped = body.operand(dim, 0);
    is_top_level_value(ctx, body, shaped)
}

/// Upstream `isValidSymbol(value, region)`.
pub fn is_valid_symbol_in(
    ctx: &Context,
    body: &Body,
    v: ValueId,
    region: Option<RegionId>,
) -> bool {
    if !is_index(ctx, body, v) {
        return false;
    }
    if let Some(r) = region {
        if value_region(body, v) == Some(r) {
            return true;
        }
    }
    let Some(def) = body.defining_op(v) else {
        return match region.and_then(|r| enclosing_region(ctx, body, r)) {
            Some(parent) => is_valid_symbol_in(ctx, body, v, Some(parent)),
            None => false,
        };
    };
    if value_constant(ctx, body, v).is_some() {
        return true;
    }
    if op_named(ctx, body, def, "affine.apply") {
        return body
            .operands(def)
            .all(|o| is_valid_symbol_in(ctx, body, o, region));
    }
    if is_dim_op(ctx, body, def) {
        return is_dim_op_valid_symbol(ctx, body, def);
    }
    match region.and_then(|r| enclosing_region(ctx, body, r)) {
        Some(parent) => is_valid_symbol_in(ctx, body, v, Some(parent)),
        None => false,
    }
}

/// Upstream `isValidDim(value, region)`: a valid symbol, an `affine.for`/`affine.parallel`
/// induction variable, an `affine.apply` of valid dims, or a dim op on a top-level value.
pub fn is_valid_dim_in(ctx: &Context, body: &Body, v: ValueId, region: Option<RegionId>) -> bool {
    if !is_index(ctx, body, v) {
        return false;
    }
    if is_valid_symbol_in(ctx, body, v, region) {
        return true;
    }
    let Some(def) = body.defining_op(v) else {
        let owner = match body.value(v).def {
            ValueDef::Arg { block, .. } => body.block_parent_op(block),
            _ => None,
        };
        return owner.is_some_and(|o| {
            op_named(ctx, body, o, "affine.for") || op_named(ctx, body, o, "affine.parallel")
        });
    };
    if op_named(ctx, body, def, "affine.apply") {
        return body
            .operands(def)
            .all(|o| is_valid_dim_in(ctx, body, o, region));
    }
    if is_dim_op(ctx, body, def) {
        return is_top_level_value(ctx, body, body.operand(def, 0));
    }
    false
}

/// Upstream `isValidSymbol(value)`.
pub fn is_valid_symbol(ctx: &Context, body: &Body, v: ValueId) -> bool {
    if !is_index(ctx, body, v) {
        return false;
    }
    if is_top_level_value(ctx, body, v) {
        return true;
    }
    match body.defining_op(v) {
        Some(def) => {
            let scope = affine_scope(ctx, body, def);
            is_valid_symbol_in(ctx, body, v, scope)
        }
        None => false,
    }
}

/// Upstream `canonicalizePromotedSymbols`: dims that are valid symbols become symbols.
fn canonicalize_promoted_symbols(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    if operands.is_empty() {
        return;
    }
    let nd = map.num_dims() as usize;
    let old_syms = map.num_symbols();
    let mut result = Vec::with_capacity(operands.len());
    let mut remapped = Vec::new();
    let mut dim_remap = Vec::with_capacity(nd);
    let (mut next_dim, mut next_sym) = (0u32, 0u32);
    for (i, &v) in operands.iter().enumerate() {
        if i < nd {
            if is_valid_symbol(ctx, body, v) {
                dim_remap.push(AffineExpr::symbol(old_syms + next_sym));
                next_sym += 1;
                remapped.push(v);
            } else {
                dim_remap.push(AffineExpr::dim(next_dim));
                next_dim += 1;
                result.push(v);
            }
        } else {
            result.push(v);
        }
    }
    result.extend(remapped);
    *operands = result;
    *map = map.replace_dims_and_symbols(&dim_remap, &[], next_dim, old_syms + next_sym);
}

/// Upstream `canonicalizeMapAndOperands`: promotes dims that are valid symbols, drops
/// unused and duplicate operands, and folds constant symbols into the map.
pub fn canonicalize_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    if operands.is_empty() {
        return;
    }
    canonicalize_promoted_symbols(ctx, body, map, operands);
    let nd = map.num_dims() as usize;
    let ns = map.num_symbols() as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; ns];
    for e in map.results() {
        e.walk(|x| {
            if let Some(d) = x.as_dim() {
                used_dims[d as usize] = true;
            } else if let Some(s) = x.as_symbol() {
                used_syms[s as usize] = true;
            }
        });
    }
    let mut result = Vec::with_capacity(operands.len());
    let zero = AffineExpr::constant(0);
    let mut seen: HashMap<ValueId, AffineExpr> = HashMap::new();
    let mut dim_remap = vec![zero.clone(); nd];
    let mut next_dim = 0;
    for i in 0..nd {
        if !used_dims[i] {
            // Unused: upstream leaves a null expression that nothing refers to.
            continue;
        }
        let v = operands[i];
        if let Some(e) = seen.get(&v) {
            dim_remap[i] = e.clone();
        } else {
            let e = AffineExpr::dim(next_dim);
            next_dim += 1;
            result.push(v);
            seen.insert(v, e.clone());
            dim_remap[i] = e;
        }
    }
    let mut seen_syms: HashMap<ValueId, AffineExpr> = HashMap::new();
    let mut sym_remap = vec![zero; ns];
    let mut next_sym = 0;
    for i in 0..ns {
        if !used_syms[i] {
            continue;
        }
        let v = operands[i + nd];
        if let Some(c) = value_constant(ctx, body, v).and_then(|a| int_attr_value(ctx, a)) {
            sym_remap[i] = AffineExpr::constant(c);
            continue;
        }
        if let Some(e) = seen_syms.get(&v) {
            sym_remap[i] = e.clone();
        } else {
            let e = AffineExpr::symbol(next_sym);
            next_sym += 1;
            result.push(v);
            seen_syms.insert(v, e.clone());
            sym_remap[i] = e;
        }
    }
    *map = map.replace_dims_and_symbols(&dim_remap, &sym_remap, next_dim, next_sym);
    *operands = result;
}

fn apply_def(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    body.defining_op(v)
        .filter(|&d| op_named(ctx, body, d, "affine.apply"))
}

/// The map of an `affine.apply`/`affine.min`/`affine.max` op.
pub fn op_map(ctx: &Context, body: &Body, op: OpId) -> Option<AffineMap> {
    map_of(ctx, body.op(op).props.first().copied().flatten()?)
}

/// Upstream `replaceDimOrSym`.
fn replace_dim_or_sym(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<ValueId>>,
    syms: &mut Vec<Option<ValueId>>,
) -> bool {
    let is_dim = pos < dims.len();
    let p = if is_dim { pos } else { pos - dims.len() };
    let slot = if is_dim { &mut dims[p] } else { &mut syms[p] };
    let Some(v) = *slot else {
        return false;
    };
    let Some(apply) = apply_def(ctx, body, v) else {
        return false;
    };
    let Some(mut compose_map) = op_map(ctx, body, apply) else {
        return false;
    };
    if compose_map.num_results() != 1 {
        return false;
    }
    *slot = None;
    let mut compose_operands: Vec<ValueId> = body.operands(apply).collect();
    canonicalize_map_and_operands(ctx, body, &mut compose_map, &mut compose_operands);
    let shifted = shift_map_symbols(
        &shift_map_dims(&compose_map, dims.len() as u32),
        syms.len() as u32,
    );
    let replacement = shifted.result(0).clone();
    let cd = compose_map.num_dims() as usize;
    let to_replace = if is_dim {
        AffineExpr::dim(p as u32)
    } else {
        AffineExpr::symbol(p as u32)
    };
    dims.extend(compose_operands[..cd].iter().map(|v| Some(*v)));
    syms.extend(compose_operands[cd..].iter().map(|v| Some(*v)));
    *map = replace_in_map(
        map,
        &to_replace,
        &replacement,
        dims.len() as u32,
        syms.len() as u32,
    );
    true
}

/// Upstream `composeAffineMapAndOperands`: one round of folding the `affine.apply` ops
/// producing the operands into the map, then canonicalization and simplification.
pub fn compose_affine_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    if map.num_results() == 0 {
        canonicalize_map_and_operands(ctx, body, map, operands);
        *map = simplify_affine_map(map);
        return;
    }
    let nd = map.num_dims() as usize;
    let mut dims: Vec<Option<ValueId>> = operands[..nd].iter().map(|v| Some(*v)).collect();
    let mut syms: Vec<Option<ValueId>> = operands[nd..].iter().map(|v| Some(*v)).collect();
    loop {
        let mut changed = false;
        let mut pos = 0;
        while pos != dims.len() + syms.len() {
            if replace_dim_or_sym(ctx, body, map, pos, &mut dims, &mut syms) {
                changed = true;
                break;
            }
            pos += 1;
        }
        if !changed {
            break;
        }
    }
    operands.clear();
    let (mut nd, mut ns) = (0u32, 0u32);
    let mut dim_repl = Vec::with_capacity(dims.len());
    let mut sym_repl = Vec::with_capacity(syms.len());
    for v in &dims {
        match v {
            None => dim_repl.push(AffineExpr::constant(0)),
            Some(v) => {
                dim_repl.push(AffineExpr::dim(nd));
                nd += 1;
                operands.push(*v);
            }
        }
    }
    for v in &syms {
        match v {
            None => sym_repl.push(AffineExpr::constant(0)),
            Some(v) => {
                sym_repl.push(AffineExpr::symbol(ns));
                ns += 1;
                operands.push(*v);
            }
        }
    }
    *map = map.replace_dims_and_symbols(&dim_repl, &sym_repl, nd, ns);
    canonicalize_map_and_operands(ctx, body, map, operands);
    *map = simplify_affine_map(map);
}

/// Upstream `fullyComposeAffineMapAndOperands`.
pub fn fully_compose_affine_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    while operands.iter().any(|v| apply_def(ctx, body, *v).is_some()) {
        compose_affine_map_and_operands(ctx, body, map, operands);
    }
}

/// Upstream `foldAttributesIntoMap`: constant operands become constants of the map.
pub fn fold_attributes_into_map(
    ctx: &Context,
    map: &AffineMap,
    operands: &[OpFoldResult],
    remaining: &mut Vec<ValueId>,
) -> AffineMap {
    let nd = map.num_dims() as usize;
    let mut dim_repl = Vec::new();
    let mut sym_repl = Vec::new();
    let (mut d, mut s) = (0u32, 0u32);
    for (i, o) in operands.iter().enumerate() {
        let e = match o {
            OpFoldResult::Attr(a) => AffineExpr::constant(int_attr_value(ctx, *a).unwrap_or(0)),
            OpFoldResult::Value(v) => {
                remaining.push(*v);
                if i < nd {
                    d += 1;
                    AffineExpr::dim(d - 1)
                } else {
                    s += 1;
                    AffineExpr::symbol(s - 1)
                }
            }
        };
        if i < nd {
            dim_repl.push(e);
        } else {
            sym_repl.push(e);
        }
    }
    map.replace_dims_and_symbols(&dim_repl, &sym_repl, d, s)
}

/// What folding an `affine.apply` of `map` on `operands` gives (upstream's
/// `AffineApplyOp::fold`): an operand, a constant, or nothing.
pub fn fold_apply(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[ValueId],
) -> Option<OpFoldResult> {
    let e = map.results().first()?;
    if let Some(d) = e.as_dim() {
        return operands.get(d as usize).map(|v| OpFoldResult::Value(*v));
    }
    if let Some(s) = e.as_symbol() {
        return operands
            .get((map.num_dims() + s) as usize)
            .map(|v| OpFoldResult::Value(*v));
    }
    let consts: Vec<Option<i64>> = operands
        .iter()
        .map(|v| constant_int(ctx, body, *v))
        .collect();
    let (_, values) = partial_constant_fold(map, &consts).ok()?;
    let v = *values?.first()?;
    Some(OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), v)))
}

/// Creates `affine.apply map(operands)` at the rewriter's insertion point.
pub fn create_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[ValueId],
) -> ValueId {
    create_map_op(rw, "affine.apply", loc, map, operands)
}

/// Creates `affine.apply`/`affine.min`/`affine.max` with `map` and `operands`.
pub fn create_map_op(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Location,
    map: AffineMap,
    operands: &[ValueId],
) -> ValueId {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = operands;
    spec.result_types = std::slice::from_ref(&index);
    spec.props.push(Some(map_attr(ctx, map)));
    let op = rw.create(spec);
    rw.body().result(op, 0)
}

/// Upstream `makeComposedAffineApply`'s map and operands.
pub fn composed_apply_map(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> (AffineMap, Vec<ValueId>) {
    let mut values = Vec::new();
    let mut m = fold_attributes_into_map(ctx, map, operands, &mut values);
    compose_affine_map_and_operands(ctx, body, &mut m, &mut values);
    (m, values)
}

/// Upstream `makeComposedFoldedAffineApply`: the composed apply, folded when it folds
/// (then nothing is created), else created at the insertion point.
pub fn make_composed_folded_affine_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let (m, values) = composed_apply_map(rw.ctx, rw.body(), map, operands);
    if let Some(f) = fold_apply(rw.ctx, rw.body(), &m, &values) {
        return f;
    }
    OpFoldResult::Value(create_apply(rw, loc, m, &values))
}

/// Upstream `getValueOrCreateConstantIndexOp`.
pub fn value_or_constant_index(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    o: OpFoldResult,
) -> ValueId {
    match o {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Attr(a) => {
            let v = int_attr_value(rw.ctx, a).unwrap_or(0);
            constant_index(rw, loc, v)
        }
    }
}

/// Creates `arith.constant <v> : index` at the insertion point.
pub fn constant_index(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
    spec.result_types = std::slice::from_ref(&index);
    spec.props.push(Some(ctx.int_attr(index, v)));
    let op = rw.create(spec);
    rw.body().result(op, 0)
}

/// Upstream `composeMultiResultAffineMap`: each result is composed with the `affine.apply`
/// ops producing its operands on its own, then the results are put back together and the
/// map canonicalized (deduplicating operands).
pub fn compose_multi_result_affine_map(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) {
    let mut dims: Vec<ValueId> = Vec::new();
    let mut syms: Vec<ValueId> = Vec::new();
    let mut exprs = Vec::with_capacity(map.num_results());
    for i in 0..map.num_results() {
        let mut sub_ops = operands.clone();
        let mut sub = map.sub_map(&[i]);
        fully_compose_affine_map_and_operands(ctx, body, &mut sub, &mut sub_ops);
        canonicalize_map_and_operands(ctx, body, &mut sub, &mut sub_ops);
        let nd = sub.num_dims() as usize;
        let dim_repl: Vec<AffineExpr> = (0..sub.num_dims())
            .map(|d| AffineExpr::dim(d + dims.len() as u32))
            .collect();
        let sym_repl: Vec<AffineExpr> = (0..sub.num_symbols())
            .map(|s| AffineExpr::symbol(s + syms.len() as u32))
            .collect();
        let shifted = sub.replace_dims_and_symbols(
            &dim_repl,
            &sym_repl,
            sub.num_dims() + dims.len() as u32,
            sub.num_symbols() + syms.len() as u32,
        );
        dims.extend_from_slice(&sub_ops[..nd]);
        syms.extend_from_slice(&sub_ops[nd..]);
        exprs.push(shifted.result(0).clone());
    }
    *operands = dims.iter().chain(syms.iter()).copied().collect();
    *map = AffineMap::new(dims.len() as u32, syms.len() as u32, exprs);
    canonicalize_map_and_operands(ctx, body, map, operands);
}

/// Upstream `makeComposedFoldedAffineMin`/`Max` (MLIR 19): constant operands folded into
/// the map, each result composed with its producers; the op is created at the insertion
/// point unless it folds to a constant (MLIR 19's `foldMinMaxOp` folds only when every
/// result is constant: a single-symbol identity map stays an `affine.min`).
pub fn make_composed_folded_min_max(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    is_min: bool,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let ctx = rw.ctx;
    let mut values = Vec::new();
    let mut m = fold_attributes_into_map(ctx, map, operands, &mut values);
    compose_multi_result_affine_map(ctx, rw.body(), &mut m, &mut values);
    let consts: Vec<Option<i64>> = values
        .iter()
        .map(|v| constant_int(ctx, rw.body(), *v))
        .collect();
    if let Ok((_, Some(vs))) = partial_constant_fold(&m, &consts) {
        let v = if is_min {
            vs.iter().min()
        } else {
            vs.iter().max()
        };
        if let Some(v) = v {
            return OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), *v));
        }
    }
    let name = if is_min { "affine.min" } else { "affine.max" };
    OpFoldResult::Value(create_map_op(rw, name, loc, m, &values))
}
