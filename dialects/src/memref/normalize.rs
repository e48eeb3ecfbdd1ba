//! `normalize-memrefs` (upstream's `NormalizeMemRefs.cpp` with `normalizeMemRef`,
//! `normalizeMemRefType` and `replaceAllMemRefUsesWith` of `Affine/Utils`, as in MLIR 19):
//! memrefs with a non-identity layout map, created by `memref.alloc`, passed as function
//! arguments, returned by functions or produced by ops marked `MemRefsNormalizable`, get the
//! identity layout over the shape the map's image needs; their users are rewritten.
//!
//! Which functions change follows upstream: a function whose allocs, call results or
//! arguments with a non-identity layout have a user that is not `MemRefsNormalizable` is left
//! alone, and so is every function that calls it or that it calls (transitively); external
//! functions are normalizable. Users rewritten: ops with an affine access map (`affine.load`,
//! `affine.store`, `affine.vector_load`, `affine.vector_store`, `affine.prefetch`) get the
//! layout composed into their map; other normalizable users (`memref.dealloc`, `memref.dim`,
//! `memref.load`/`store`, `func.call`/`return`, ...) only get the new memref, as in MLIR 19
//! (where a `memref.load` of a normalized memref then fails to verify).

use super::layout::{layout_affine_map, layout_is_identity, memref_parts, memref_type, DYNAMIC};
use super::normalize_bounds::layout_constraints;
use crate::affine::simplify::simplify_affine_map;
use crate::affine::utils::{
    canonicalize_map_and_operands, fully_compose_affine_map_and_operands, map_attr, map_of,
};
use crate::func::FUNCTION_TYPE;
use rmlir_ir::affine::{AffineExpr, AffineExprView, AffineMap};
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::pass::{Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::walk::{IrNode, WalkOrder};
use rmlir_ir::{AttrKind, Body, Context, OpId, Type, TypeKind, ValueId};

pub fn info() -> PassInfo {
    PassInfo {
        argument: "normalize-memrefs",
        description: "Normalize memrefs",
        create: || {
            Box::new(NormalizeMemRefs {
                options: PassOptions::new(),
            })
        },
    }
}

pub struct NormalizeMemRefs {
    options: PassOptions,
}

impl Pass for NormalizeMemRefs {
    fn name(&self) -> &'static str {
        "NormalizeMemRefs"
    }
    fn argument(&self) -> &'static str {
        "normalize-memrefs"
    }
    fn description(&self) -> &'static str {
        "Normalize memrefs"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        if let Some(module) = op.body_mut() {
            run_on_module(ctx, module);
            super::transforms::commit_all(module);
        }
        Ok(())
    }
}

// ---- types -----------------------------------------------------------------------------------

/// Upstream `normalizeMemRefType`: the identity-layout type whose shape holds the image of
/// the layout map, or `t` itself when the layout is the identity or cannot be normalized
/// (dynamic sizes with a non-tiled map, symbols, semi-affine maps, negative images).
pub fn normalize_memref_type(ctx: &Context, t: Type) -> Type {
    let Some(p) = memref_parts(ctx, t) else {
        return t;
    };
    let rank = p.shape.len();
    if rank == 0 || layout_is_identity(ctx, p.layout) {
        return t;
    }
    let Some(map) = layout_affine_map(ctx, p.layout, rank) else {
        return t;
    };
    if map.is_identity() {
        return t;
    }
    let tiles = tile_size_pos(&map);
    if p.shape.contains(&DYNAMIC) && tiles.is_empty() {
        return t;
    }
    let Some(cst) = layout_constraints(&map, p.shape) else {
        return t;
    };
    let dyn_dims: Vec<u32> = (0..rank as u32)
        .filter(|&d| p.shape[d as usize] <= 0)
        .collect();
    let mut shape = Vec::with_capacity(map.num_results());
    for (d, e) in map.results().iter().enumerate() {
        if dyn_dims.iter().any(|&x| e.is_function_of_dim(x)) {
            shape.push(DYNAMIC);
            continue;
        }
        match cst.constant_upper_bound(d) {
            Some(ub) if ub >= 0 => shape.push(ub + 1),
            _ => return t,
        }
    }
    memref_type(ctx, &shape, p.elem, None, p.memory_space)
}

/// Upstream `getTileSizePos`: for a tiled layout, `(tile size, position of the floordiv,
/// position of the mod)` of each tiled dimension; empty if the map is not tiled.
fn tile_size_pos(map: &AffineMap) -> Vec<(AffineExpr, usize, usize)> {
    let mut floordivs = Vec::new();
    for (pos, e) in map.results().iter().enumerate() {
        if let AffineExprView::FloorDiv(l, r) = e.view() {
            if r.as_constant().is_some() {
                floordivs.push((l.clone(), r.clone(), pos));
            }
        }
    }
    let mut out = Vec::new();
    for (lhs, rhs, fpos) in floordivs {
        let mut found = false;
        for (pos, expr) in map.results().iter().enumerate() {
            if pos == fpos {
                continue;
            }
            let mut not_tiled = false;
            expr.walk(|e| {
                if *e != lhs {
                    return;
                }
                match expr.view() {
                    AffineExprView::Mod(ml, mr) if *ml == lhs && *mr == rhs => {
                        if !found {
                            out.push((mr.clone(), fpos, pos));
                            found = true;
                        } else {
                            not_tiled = true;
                        }
                    }
                    _ => not_tiled = true,
                }
            });
            if not_tiled {
                return Vec::new();
            }
        }
    }
    out
}

// ---- ops -------------------------------------------------------------------------------------

fn name_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// Ops with upstream's `MemRefsNormalizable` trait (MLIR 19).
const NORMALIZABLE: &[&str] = &[
    "memref.load",
    "memref.cast",
    "memref.dealloc",
    "memref.dim",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.store",
    "affine.load",
    "affine.parallel",
    "affine.prefetch",
    "affine.store",
    "affine.vector_load",
    "affine.vector_store",
    "affine.yield",
    "func.call",
    "func.return",
];

/// Ops implementing `AffineMapAccessInterface` whose map is the `map` property.
const AFFINE_ACCESS: &[&str] = &[
    "affine.load",
    "affine.store",
    "affine.vector_load",
    "affine.vector_store",
    "affine.prefetch",
];

fn is_normalizable_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    NORMALIZABLE.contains(&ctx.op_name_str(body.op_name(op)))
}

fn is_affine_access(ctx: &Context, body: &Body, op: OpId) -> bool {
    AFFINE_ACCESS.contains(&ctx.op_name_str(body.op_name(op)))
}

fn users(body: &Body, v: ValueId) -> Vec<OpId> {
    let mut out: Vec<OpId> = Vec::new();
    for (u, _) in body.uses(v) {
        if !out.contains(&u) {
            out.push(u);
        }
    }
    out
}

/// Upstream `isMemRefNormalizable`: every user is `MemRefsNormalizable`.
fn all_users_normalizable(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.uses(v).all(|(u, _)| is_normalizable_op(ctx, body, u))
}

fn non_identity_memref(ctx: &Context, t: Type) -> bool {
    memref_parts(ctx, t).is_some_and(|p| !layout_is_identity(ctx, p.layout))
}

/// The users of `old` that upstream's `replaceAllMemRefUsesWith` (non-dereferencing uses
/// allowed) rewrites, or `None` if one of them makes it fail.
fn replaceable_users(
    ctx: &Context,
    body: &Body,
    old: ValueId,
    replace_in_dealloc: bool,
) -> Option<Vec<OpId>> {
    let mut out = Vec::new();
    for u in users(body, old) {
        if name_is(ctx, body, u, "memref.dealloc") && !replace_in_dealloc {
            continue;
        }
        if !is_affine_access(ctx, body, u) && !is_normalizable_op(ctx, body, u) {
            return None;
        }
        out.push(u);
    }
    Some(out)
}

fn create_apply(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    map: AffineMap,
    operands: &[ValueId],
) -> ValueId {
    let index = ctx.index_type();
    let mut spec = OpSpec::new(ctx.op_name("affine.apply"), body.loc(at));
    spec.operands = operands;
    spec.result_types = std::slice::from_ref(&index);
    spec.props.push(Some(map_attr(ctx, map)));
    let op = body.create_op(spec);
    body.insert_op(op, InsertPoint::Before(at));
    body.result(op, 0)
}

/// Upstream `replaceAllMemRefUsesWith(oldMemRef, newMemRef, op, ...)` for one user: an
/// affine access gets the layout composed into its map, any other op the new memref.
fn replace_in_op(
    ctx: &Context,
    body: &mut Body,
    old: ValueId,
    new: ValueId,
    op: OpId,
    layout: &AffineMap,
    symbols: &[ValueId],
) {
    let Some(pos) = body.operands(op).position(|v| v == old) else {
        return;
    };
    let map_slot = ctx
        .op_info(body.op_name(op))
        .and_then(|i| i.prop_index("map"));
    let old_map = map_slot
        .and_then(|s| body.op(op).props.get(s).copied().flatten())
        .and_then(|a| map_of(ctx, a));
    let (Some(slot), Some(old_map), true) = (map_slot, old_map, is_affine_access(ctx, body, op))
    else {
        body.set_operand(op, pos, new);
        return;
    };
    let n = old_map.num_inputs() as usize;
    let all: Vec<ValueId> = body.operands(op).collect();
    if all.len() < pos + 1 + n {
        return;
    }
    let old_operands = all[pos + 1..pos + 1 + n].to_vec();
    let mut temps = Vec::new();
    let single = |m: &AffineMap, e: &AffineExpr| {
        AffineMap::new(m.num_dims(), m.num_symbols(), vec![e.clone()])
    };
    let old_indices = if old_map != AffineMap::multi_dim_identity(old_map.num_dims()) {
        let mut v = Vec::new();
        for e in old_map.results() {
            let r = create_apply(ctx, body, op, single(&old_map, e), &old_operands);
            v.push(r);
            temps.push(r);
        }
        v
    } else {
        old_operands
    };
    let mut remap_operands = old_indices;
    remap_operands.extend_from_slice(symbols);
    let mut new_operands = Vec::new();
    if *layout != AffineMap::multi_dim_identity(layout.num_dims()) {
        for e in layout.results() {
            let r = create_apply(ctx, body, op, single(layout, e), &remap_operands);
            new_operands.push(r);
            temps.push(r);
        }
    } else {
        new_operands = remap_operands;
    }
    let mut new_map = AffineMap::multi_dim_identity(new_operands.len() as u32);
    fully_compose_affine_map_and_operands(ctx, body, &mut new_map, &mut new_operands);
    new_map = simplify_affine_map(&new_map);
    canonicalize_map_and_operands(ctx, body, &mut new_map, &mut new_operands);
    for v in temps {
        if !body.has_uses(v) {
            if let Some(d) = body.defining_op(v) {
                body.erase_op(d);
            }
        }
    }
    let mut operands: Vec<ValueId> = all[..pos].to_vec();
    operands.push(new);
    operands.extend_from_slice(&new_operands);
    operands.extend_from_slice(&all[pos + 1 + n..]);
    let result_types: Vec<Type> = body
        .results(op)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    let mut props = body.op(op).props.clone();
    props[slot] = Some(map_attr(ctx, new_map));
    let mut spec = OpSpec::new(body.op_name(op), body.loc(op));
    spec.operands = &operands;
    spec.result_types = &result_types;
    spec.props = props;
    spec.attrs = body.attrs(op).to_vec();
    let rep = body.create_op(spec);
    body.insert_op(rep, InsertPoint::Before(op));
    let old_results = body.results(op).to_vec();
    for (i, r) in old_results.into_iter().enumerate() {
        let nr = body.result(rep, i);
        body.replace_all_uses(r, nr);
    }
    body.erase_op(op);
}

/// Upstream `replaceAllMemRefUsesWith` with non-dereferencing uses allowed, for `users`
/// already checked by [`replaceable_users`]. `old` and `new` may be the same value (whose
/// type was changed in place).
fn replace_memref_uses(
    ctx: &Context,
    body: &mut Body,
    old: ValueId,
    new: ValueId,
    users: &[OpId],
    layout: &AffineMap,
    symbols: &[ValueId],
) {
    for &u in users {
        if body.contains_op(u) {
            replace_in_op(ctx, body, old, new, u, layout, symbols);
        }
    }
}

/// The layout map of memref type `t` (identity if it has none).
fn layout_of(ctx: &Context, t: Type) -> Option<AffineMap> {
    let p = memref_parts(ctx, t)?;
    layout_affine_map(ctx, p.layout, p.shape.len())
}

/// Changes the type of `v` to `new_ty` in place when every user can follow (upstream creates
/// a replacement value at the same position and rewrites the users).
fn normalize_value_in_place(
    ctx: &Context,
    body: &mut Body,
    v: ValueId,
    new_ty: Type,
    dealloc: bool,
) -> bool {
    let old_ty = body.value_type(v);
    let Some(layout) = layout_of(ctx, old_ty) else {
        return false;
    };
    let Some(us) = replaceable_users(ctx, body, v, dealloc) else {
        return false;
    };
    body.set_value_type(v, new_ty);
    replace_memref_uses(ctx, body, v, v, &us, &layout, &[]);
    true
}

// ---- alloc -----------------------------------------------------------------------------------

fn prop_slot(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<usize> {
    ctx.op_info(body.op_name(op))?.prop_index(name)
}

/// Upstream `createNewDynamicSizes`: the sizes of the dynamic dimensions of the normalized
/// memref, as `affine.apply`s of the old sizes (static ones materialized as constants).
fn new_dynamic_sizes(
    ctx: &Context,
    body: &mut Body,
    alloc: OpId,
    old_shape: &[i64],
    new_shape: &[i64],
    map: &AffineMap,
    dynamic: &[ValueId],
) -> Vec<ValueId> {
    let index = ctx.index_type();
    let loc = body.loc(alloc);
    let mut inputs = Vec::new();
    let mut k = 0;
    for &s in old_shape {
        if s < 0 {
            inputs.push(dynamic[k]);
            k += 1;
        } else {
            let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
            spec.result_types = std::slice::from_ref(&index);
            spec.props.push(Some(ctx.int_attr(index, s)));
            let c = body.create_op(spec);
            body.insert_op(c, InsertPoint::Before(alloc));
            inputs.push(body.result(c, 0));
        }
    }
    let tiles = tile_size_pos(map);
    let mut out = Vec::new();
    for (d, e) in map.results().iter().enumerate() {
        if new_shape[d] >= 0 {
            continue;
        }
        let mut expr = e.clone();
        for (_, fpos, mpos) in &tiles {
            if d == *fpos {
                if let AffineExprView::FloorDiv(l, r) = e.view() {
                    expr = l.ceil_div(r);
                }
            } else if d == *mpos {
                if let AffineExprView::Mod(_, r) = e.view() {
                    expr = r.clone();
                }
            }
        }
        let m = AffineMap::new(map.num_inputs(), map.num_symbols(), vec![expr]);
        out.push(create_apply(ctx, body, alloc, m, &inputs));
    }
    out
}

/// Upstream `normalizeMemRef(memref::AllocOp)`.
fn normalize_alloc(ctx: &Context, body: &mut Body, alloc: OpId) {
    let old = body.result(alloc, 0);
    let old_ty = body.value_type(old);
    let new_ty = normalize_memref_type(ctx, old_ty);
    if new_ty == old_ty {
        return;
    }
    let (Some(old_p), Some(new_p)) = (memref_parts(ctx, old_ty), memref_parts(ctx, new_ty)) else {
        return;
    };
    let Some(layout) = layout_of(ctx, old_ty) else {
        return;
    };
    let (_, num_dyn) = super::verify::segment(ctx, body, alloc, 0);
    let (sym_start, num_sym) = super::verify::segment(ctx, body, alloc, 1);
    let operands: Vec<ValueId> = body.operands(alloc).collect();
    let dynamic = operands[..num_dyn].to_vec();
    let symbols = operands[sym_start..sym_start + num_sym].to_vec();
    let Some(us) = replaceable_users(ctx, body, old, false) else {
        return;
    };
    let new_dynamic = if new_p.shape.contains(&DYNAMIC) && !tile_size_pos(&layout).is_empty() {
        new_dynamic_sizes(
            ctx,
            body,
            alloc,
            old_p.shape,
            new_p.shape,
            &layout,
            &dynamic,
        )
    } else {
        Vec::new()
    };
    let align = prop_slot(ctx, body, alloc, "alignment")
        .and_then(|s| body.op(alloc).props.get(s).copied().flatten());
    let mut spec = OpSpec::new(body.op_name(alloc), body.loc(alloc));
    spec.operands = &new_dynamic;
    spec.result_types = std::slice::from_ref(&new_ty);
    let n = ctx
        .op_info(body.op_name(alloc))
        .map_or(0, |i| i.props.len());
    spec.props = (0..n).map(|_| None).collect();
    if let Some(s) = prop_slot(ctx, body, alloc, "operandSegmentSizes") {
        spec.props[s] = Some(rmlir_ir::ods::constraints::dense_i32_array(
            ctx,
            &[new_dynamic.len() as i32, 0],
        ));
    }
    if let (Some(s), Some(a)) = (prop_slot(ctx, body, alloc, "alignment"), align) {
        spec.props[s] = Some(a);
    }
    let new_alloc = body.create_op(spec);
    body.insert_op(new_alloc, InsertPoint::Before(alloc));
    let new = body.result(new_alloc, 0);
    replace_memref_uses(ctx, body, old, new, &us, &layout, &symbols);
    body.replace_all_uses(old, new);
    body.erase_op(alloc);
}

// ---- functions -------------------------------------------------------------------------------

struct Func {
    op: OpId,
    name: Vec<u8>,
}

fn function_type(ctx: &Context, module: &Body, f: OpId) -> (Vec<Type>, Vec<Type>) {
    let t = module.op(f).props.get(FUNCTION_TYPE).copied().flatten();
    if let Some(AttrKind::Type(t)) = t.map(|a| ctx.attr_kind(a)) {
        if let TypeKind::Function { inputs, results } = ctx.type_kind(*t) {
            return (inputs.to_vec(), results.to_vec());
        }
    }
    (Vec::new(), Vec::new())
}

fn set_function_type(ctx: &Context, module: &mut Body, f: OpId, inputs: &[Type], results: &[Type]) {
    let t = ctx.function_type(inputs, results);
    module.set_prop(f, FUNCTION_TYPE, Some(ctx.get_attr(AttrKind::Type(t))));
}

fn is_external(module: &Body, f: OpId) -> bool {
    module
        .isolated_body(f)
        .and_then(|b| {
            b.root_regions()
                .first()
                .copied()
                .map(|r| b.region_is_empty(r))
        })
        .unwrap_or(true)
}

fn func_ops(body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in body.root_regions() {
        out.extend(body.collect_ops(IrNode::Region(r), WalkOrder::PostOrder));
    }
    out
}

fn entry_args(body: &Body) -> Vec<ValueId> {
    body.root_regions()
        .first()
        .and_then(|r| body.entry_block(*r))
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default()
}

fn callee(ctx: &Context, body: &Body, call: OpId) -> Option<Vec<u8>> {
    let a = body.op(call).props.first().copied().flatten()?;
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.ident_str(*root).as_bytes().to_vec())
        }
        _ => None,
    }
}

/// Upstream `areMemRefsNormalizable`.
fn are_memrefs_normalizable(ctx: &Context, module: &Body, f: OpId) -> bool {
    if is_external(module, f) {
        return true;
    }
    let Some(body) = module.isolated_body(f) else {
        return true;
    };
    let ops = func_ops(body);
    let bad = |v: ValueId| {
        non_identity_memref(ctx, body.value_type(v)) && !all_users_normalizable(ctx, body, v)
    };
    for &o in &ops {
        if name_is(ctx, body, o, "memref.alloc") && bad(body.result(o, 0)) {
            return false;
        }
    }
    for &o in &ops {
        if name_is(ctx, body, o, "func.call") && body.results(o).iter().any(|r| bad(*r)) {
            return false;
        }
    }
    !entry_args(body).into_iter().any(bad)
}

struct State<'a> {
    ctx: &'a Context,
    funcs: Vec<Func>,
    normalizable: Vec<bool>,
}

impl State<'_> {
    fn index_of(&self, name: &[u8]) -> Option<usize> {
        self.funcs.iter().position(|f| f.name == name)
    }

    /// Functions (indices) holding ops that refer to function `i`, with those ops.
    fn symbol_users(&self, module: &Body, i: usize) -> Vec<(usize, OpId)> {
        let name = &self.funcs[i].name;
        let mut out = Vec::new();
        for (j, g) in self.funcs.iter().enumerate() {
            let Some(body) = module.isolated_body(g.op) else {
                continue;
            };
            for o in func_ops(body) {
                let refs = rmlir_ir::symbol_table::op_symbol_refs(self.ctx, body.op(o));
                if refs
                    .iter()
                    .any(|r| self.ctx.ident_str(r.root).as_bytes() == name.as_slice())
                {
                    out.push((j, o));
                }
            }
        }
        out
    }

    /// Upstream `setCalleesAndCallersNonNormalizable`.
    fn set_non_normalizable(&mut self, module: &Body, i: usize) {
        if !self.normalizable[i] {
            return;
        }
        self.normalizable[i] = false;
        for (j, _) in self.symbol_users(module, i) {
            if self.normalizable[j] {
                self.set_non_normalizable(module, j);
            }
        }
        let Some(body) = module.isolated_body(self.funcs[i].op) else {
            return;
        };
        let callees: Vec<Vec<u8>> = func_ops(body)
            .into_iter()
            .filter(|&o| name_is(self.ctx, body, o, "func.call"))
            .filter_map(|o| callee(self.ctx, body, o))
            .collect();
        for c in callees {
            if let Some(j) = self.index_of(&c) {
                if self.normalizable[j] {
                    self.set_non_normalizable(module, j);
                }
            }
        }
    }

    /// Upstream `normalizeFuncOpMemRefs`.
    fn normalize_func(&mut self, module: &mut Body, i: usize) {
        let ctx = self.ctx;
        let f = self.funcs[i].op;
        let external = is_external(module, f);
        let (inputs, results) = function_type(ctx, module, f);
        if let Some(body) = module.isolated_body_mut(f) {
            let allocs: Vec<OpId> = func_ops(body)
                .into_iter()
                .filter(|&o| name_is(ctx, body, o, "memref.alloc"))
                .collect();
            for a in allocs {
                normalize_alloc(ctx, body, a);
            }
        }
        let mut new_inputs = Vec::with_capacity(inputs.len());
        let args = module.isolated_body(f).map(entry_args).unwrap_or_default();
        for (k, &t) in inputs.iter().enumerate() {
            let nt = normalize_memref_type(ctx, t);
            new_inputs.push(nt);
            if nt == t || external {
                continue;
            }
            if let (Some(body), Some(&arg)) = (module.isolated_body_mut(f), args.get(k)) {
                normalize_value_in_place(ctx, body, arg, nt, true);
            }
        }
        if !external {
            if let Some(body) = module.isolated_body_mut(f) {
                normalize_op_results(ctx, body);
            }
        } else {
            let new_results: Vec<Type> = results
                .iter()
                .map(|&t| normalize_memref_type(ctx, t))
                .collect();
            set_function_type(ctx, module, f, &new_inputs, &new_results);
        }
        self.update_function_signature(module, i);
    }

    /// Upstream `updateFunctionSignature`.
    fn update_function_signature(&mut self, module: &mut Body, i: usize) {
        let ctx = self.ctx;
        let f = self.funcs[i].op;
        let external = is_external(module, f);
        let (_, mut results) = function_type(ctx, module, f);
        let mut arg_types = Vec::new();
        if !external {
            if let Some(body) = module.isolated_body(f) {
                arg_types = entry_args(body)
                    .iter()
                    .map(|a| body.value_type(*a))
                    .collect();
                for o in func_ops(body) {
                    if !name_is(ctx, body, o, "func.return") {
                        continue;
                    }
                    for (k, v) in body.operands(o).enumerate() {
                        let t = body.value_type(v);
                        if memref_parts(ctx, t).is_none() || results.get(k) == Some(&t) {
                            continue;
                        }
                        if !non_identity_memref(ctx, t) && k < results.len() {
                            results[k] = t;
                        }
                    }
                }
            }
        }
        let mut to_update: Vec<usize> = Vec::new();
        for (j, user) in self.symbol_users(module, i) {
            let g = self.funcs[j].op;
            let Some(body) = module.isolated_body_mut(g) else {
                continue;
            };
            if !name_is(ctx, body, user, "func.call") {
                continue;
            }
            if replace_call(ctx, body, user, &results) && !to_update.contains(&j) {
                to_update.push(j);
            }
        }
        if !external {
            set_function_type(ctx, module, f, &arg_types, &results);
        }
        for j in to_update {
            self.update_function_signature(module, j);
        }
    }
}

/// Recreates `call` with `results` as its result types (upstream builds a new `func.call`
/// from the callee and operands only); returns whether a result type changed.
fn replace_call(ctx: &Context, body: &mut Body, call: OpId, results: &[Type]) -> bool {
    let old_results = body.results(call).to_vec();
    if old_results.len() != results.len() {
        return false;
    }
    let mut plan = Vec::new();
    for (k, &r) in old_results.iter().enumerate() {
        let ot = body.value_type(r);
        if ot == results[k] {
            continue;
        }
        let Some(layout) = layout_of(ctx, ot) else {
            return false;
        };
        let Some(us) = replaceable_users(ctx, body, r, true) else {
            return false;
        };
        plan.push((k, layout, us));
    }
    let operands: Vec<ValueId> = body.operands(call).collect();
    let mut spec = OpSpec::new(body.op_name(call), body.loc(call));
    spec.operands = &operands;
    spec.result_types = results;
    spec.props = body.op(call).props.iter().take(1).copied().collect();
    let new_call = body.create_op(spec);
    body.insert_op(new_call, InsertPoint::Before(call));
    let changed = !plan.is_empty();
    for (k, layout, us) in plan {
        let nr = body.result(new_call, k);
        replace_memref_uses(ctx, body, old_results[k], nr, &us, &layout, &[]);
    }
    for (k, &r) in old_results.iter().enumerate() {
        let nr = body.result(new_call, k);
        body.replace_all_uses(r, nr);
    }
    body.erase_op(call);
    changed
}

/// The op-result part of upstream's `normalizeFuncOpMemRefs`: `MemRefsNormalizable` ops
/// (other than calls) whose memref results can be normalized get the new types.
fn normalize_op_results(ctx: &Context, body: &mut Body) {
    for op in func_ops(body) {
        if !body.contains_op(op)
            || !is_normalizable_op(ctx, body, op)
            || name_is(ctx, body, op, "func.call")
            || body.results(op).is_empty()
        {
            continue;
        }
        let mut plan = Vec::new();
        for &r in body.results(op) {
            let t = body.value_type(r);
            let nt = normalize_memref_type(ctx, t);
            if nt != t {
                plan.push((r, nt));
            }
        }
        if plan.is_empty() {
            continue;
        }
        let checked: Option<Vec<_>> = plan
            .iter()
            .map(|&(r, nt)| {
                let layout = layout_of(ctx, body.value_type(r))?;
                let us = replaceable_users(ctx, body, r, true)?;
                Some((r, nt, layout, us))
            })
            .collect();
        let Some(checked) = checked else {
            continue;
        };
        for (r, nt, layout, us) in checked {
            body.set_value_type(r, nt);
            replace_memref_uses(ctx, body, r, r, &us, &layout, &[]);
        }
    }
}

fn run_on_module(ctx: &Context, module: &mut Body) {
    let mut funcs = Vec::new();
    for &r in module.root_regions() {
        for b in module.region_blocks(r) {
            for o in module.block_ops(b) {
                if name_is(ctx, module, o, "func.func") {
                    let name = rmlir_ir::symbol_table::symbol_name(ctx, module.op(o))
                        .unwrap_or_default()
                        .to_vec();
                    funcs.push(Func { op: o, name });
                }
            }
        }
    }
    let n = funcs.len();
    let mut st = State {
        ctx,
        funcs,
        normalizable: vec![true; n],
    };
    for i in 0..n {
        if st.normalizable[i] && !are_memrefs_normalizable(ctx, module, st.funcs[i].op) {
            st.set_non_normalizable(module, i);
        }
    }
    for i in 0..n {
        if st.normalizable[i] {
            st.normalize_func(module, i);
        }
    }
}
