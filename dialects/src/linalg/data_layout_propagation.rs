//! Upstream's data-layout propagation patterns (`populateDataLayoutPropagationPatterns`,
//! `mlir/lib/Dialect/Linalg/Transforms/DataLayoutPropagation.cpp`, MLIR 19): a `tensor.pack`
//! is bubbled up through its producer (a `linalg.generic`, a `tensor.pad`, a
//! `tensor.collapse_shape` or `tensor.expand_shape`), and a `tensor.unpack` is pushed down
//! through its consumer (a `linalg.generic`, a `tensor.pad`, a `tensor.expand_shape`), so
//! that the computation happens on the packed layout.

use super::pack_utils::{self as pu, PackParts};
use super::transform_utils::{self as tu, Ofr};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::rewrite::{PatternRewriter, RewritePatternSet};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Body, Context, OpId, ValueId};
use std::collections::HashMap;

type LResult = Result<(), ()>;

/// Adds the patterns to `set` in upstream's order.
pub fn populate_data_layout_propagation(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "tensor.pack",
        1,
        "BubbleUpPackOpThroughGenericOpPattern",
        bubble_up_through_generic,
    );
    set.add_fn(
        ctx,
        "tensor.pack",
        1,
        "BubbleUpPackThroughPadOp",
        bubble_up_through_pad,
    );
    set.add_fn(
        ctx,
        "tensor.pack",
        1,
        "BubbleUpPackOpThroughReshapeOp",
        bubble_up_through_reshape,
    );
    set.add_fn(
        ctx,
        "linalg.generic",
        1,
        "PushDownUnPackOpThroughGenericOp",
        push_down_through_generic,
    );
    set.add_fn(
        ctx,
        "tensor.pad",
        1,
        "PushDownUnPackThroughPadOp",
        push_down_through_pad,
    );
    set.add_fn(
        ctx,
        "tensor.unpack",
        1,
        "PushDownUnPackOpThroughReshapeOp",
        push_down_through_reshape,
    );
}

fn name_of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

fn def_is(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v)
        .filter(|d| name_of(ctx, body, *d) == name)
}

fn has_one_use(body: &Body, v: ValueId) -> bool {
    body.uses(v).count() == 1
}

fn generic_body_block(body: &Body, op: OpId) -> Option<rmlir_ir::BlockId> {
    body.entry_block(*body.regions(op).first()?)
}

/// `hasGatherSemantics`: the body holds a `tensor.extract` or a `linalg.index`.
fn has_gather_semantics(ctx: &Context, body: &Body, op: OpId) -> bool {
    generic_body_block(body, op).is_some_and(|b| {
        body.block_ops(b)
            .any(|o| matches!(name_of(ctx, body, o), "tensor.extract" | "linalg.index"))
    })
}

/// Upstream's `PackInfo`: how the packing maps onto the iteration domain.
#[derive(Default, Debug)]
struct PackInfo {
    tiled_dims_pos: Vec<u32>,
    dim_tile: HashMap<u32, Ofr>,
    tile_to_point: HashMap<u32, u32>,
    outer_on_domain: Vec<i64>,
}

/// The generic's operands, maps and iterator kinds.
struct Generic {
    op: OpId,
    ins: Vec<ValueId>,
    outs: Vec<ValueId>,
    maps: Vec<AffineMap>,
    parallel: Vec<bool>,
}

impl Generic {
    fn read(ctx: &Context, body: &Body, op: OpId) -> Option<Generic> {
        if name_of(ctx, body, op) != "linalg.generic" {
            return None;
        }
        let (ins, outs) = super::segments(ctx, body, op);
        let maps = super::indexing_maps(ctx, body, op)?;
        let parallel = super::iterator_types(ctx, body, op)?;
        if maps.len() != ins.len() + outs.len() {
            return None;
        }
        Some(Generic {
            op,
            ins,
            outs,
            maps,
            parallel,
        })
    }
    fn num_loops(&self) -> u32 {
        self.parallel.len() as u32
    }
    fn operand(&self, i: usize) -> ValueId {
        if i < self.ins.len() {
            self.ins[i]
        } else {
            self.outs[i - self.ins.len()]
        }
    }
}

/// Upstream `getPackingInfoFromOperand`.
fn packing_info(g: &Generic, idx: usize, p: &PackParts) -> Option<PackInfo> {
    let map = &g.maps[idx];
    let orig_dims = map.num_dims();
    let exprs = map.results();
    let mut info = PackInfo::default();
    for (i, (pos, tile)) in p.inner_dims_pos.iter().zip(&p.tiles).enumerate() {
        let d = exprs.get(*pos as usize)?.as_dim()?;
        if !g.parallel[d as usize] {
            return None;
        }
        info.tiled_dims_pos.push(d);
        info.dim_tile.insert(d, *tile);
        info.tile_to_point.insert(d, orig_dims + i as u32);
    }
    for d in &info.tiled_dims_pos {
        for m in &g.maps {
            if m.results()
                .iter()
                .any(|e| e.is_function_of_dim(*d) && e.as_dim().is_none())
            {
                return None;
            }
        }
    }
    let mut permuted: Vec<i64> = Vec::new();
    for (i, d) in p.outer_dims_perm.iter().enumerate() {
        let e = exprs.get(*d as usize)?;
        if let Some(pos) = e.as_dim() {
            permuted.push(pos as i64);
            continue;
        }
        if i as i64 != *d {
            return None;
        }
    }
    if !permuted.is_empty() {
        let mut k = 0;
        for i in 0..orig_dims as i64 {
            if permuted.contains(&i) {
                info.outer_on_domain.push(permuted[k]);
                k += 1;
            } else {
                info.outer_on_domain.push(i);
            }
        }
    }
    Some(info)
}

/// Upstream `computeOuterDims`.
fn compute_outer_dims(perm: &[i64], exprs: &[AffineExpr]) -> Vec<i64> {
    if exprs.len() == 1 {
        return Vec::new();
    }
    let mut pos_of: HashMap<i64, i64> = HashMap::new();
    for (pos, e) in exprs.iter().enumerate() {
        match e.as_dim() {
            Some(d) => pos_of.insert(d as i64, pos as i64),
            None => pos_of.insert(pos as i64, pos as i64),
        };
    }
    perm.iter().filter_map(|l| pos_of.get(l).copied()).collect()
}

fn is_shaped(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let t = body.value_type(v);
    tu::is_tensor(ctx, t)
        || tu::is_memref(ctx, t)
        || matches!(
            ctx.type_kind(t),
            rmlir_ir::TypeKind::Vector { .. } | rmlir_ir::TypeKind::UnrankedTensor { .. }
        )
}

/// Upstream `getOrCreatePackedViewOfOperand`.
fn packed_view(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    info: &PackInfo,
    g: &Generic,
    idx: usize,
) -> (ValueId, AffineMap) {
    let ctx = rw.ctx;
    let num_loops = g.num_loops() + info.tile_to_point.len() as u32;
    let orig = &g.maps[idx];
    let mut exprs: Vec<AffineExpr> = orig.results().to_vec();
    let value = g.operand(idx);
    if !is_shaped(ctx, rw.body(), value) || exprs.is_empty() {
        return (value, AffineMap::new(num_loops, 0, exprs));
    }
    let mut dim_to_operand: HashMap<u32, usize> = HashMap::new();
    for (i, e) in exprs.iter().enumerate() {
        if let Some(d) = e.as_dim() {
            dim_to_operand.insert(d, i);
        }
    }
    let mut inner: Vec<i64> = Vec::new();
    let mut tiles: Vec<Ofr> = Vec::new();
    for d in &info.tiled_dims_pos {
        let Some(i) = dim_to_operand.get(d) else {
            continue;
        };
        tiles.push(info.dim_tile[d]);
        inner.push(*i as i64);
        exprs.push(AffineExpr::dim(info.tile_to_point[d]));
    }
    let mut outer: Vec<i64> = Vec::new();
    if !info.outer_on_domain.is_empty() {
        outer = compute_outer_dims(&info.outer_on_domain, &exprs);
        let inv = pu::invert_permutation(&info.outer_on_domain);
        for e in exprs.iter_mut().take(orig.num_results()) {
            if let Some(d) = e.as_dim() {
                *e = AffineExpr::dim(inv[d as usize] as u32);
            }
        }
        if !outer.is_empty() {
            let aux: Vec<AffineExpr> = exprs.clone();
            for (i, o) in outer.iter().enumerate() {
                exprs[i] = aux[*o as usize].clone();
            }
        }
    }
    let map = AffineMap::new(num_loops, 0, exprs);
    if inner.is_empty() && outer.is_empty() {
        return (value, map);
    }
    let empty = pu::pack_dest(rw, loc, value, &tiles, &inner, &outer);
    let packed = pu::create_pack(rw, loc, value, empty, &inner, &tiles, None, &outer);
    (packed, map)
}

/// Upstream `packGenericOp`.
fn pack_generic(
    rw: &mut PatternRewriter<'_>,
    g: &Generic,
    dest: ValueId,
    out_map: AffineMap,
    info: &PackInfo,
) -> OpId {
    let ctx = rw.ctx;
    let loc = rw.body().loc(g.op);
    let mut ins = Vec::new();
    let mut maps = Vec::new();
    for i in 0..g.ins.len() {
        let (v, m) = packed_view(rw, loc, info, g, i);
        ins.push(v);
        maps.push(m);
    }
    let mut iters: Vec<_> = g
        .parallel
        .iter()
        .map(|p| tu::iterator_attr(ctx, *p))
        .collect();
    iters.extend((0..info.tile_to_point.len()).map(|_| tu::iterator_attr(ctx, true)));
    maps.push(out_map);
    let ty = rw.body().value_type(dest);
    let attrs = tu::pruned_attrs(rw.body(), g.op);
    let new = tu::create_generic(rw, loc, &[ty], &ins, &[dest], &maps, &iters, attrs);
    let from = rw.body().regions(g.op)[0];
    let to = rw.body().regions(new)[0];
    let mut map = IrMapping::new();
    rw.body.clone_region_into(from, to, None, &mut map);
    new
}

/// Whether `v` properly dominates `op` (structured control flow: `v` is a block argument
/// of a block enclosing `op`, or defined before `op` or one of its ancestors in the same
/// block).
fn properly_dominates(body: &Body, v: ValueId, op: OpId) -> bool {
    let (def_block, def_op) = match body.defining_op(v) {
        Some(d) => (body.parent_block(d), Some(d)),
        None => match body.value(v).def {
            rmlir_ir::body::ValueDef::Arg { block, .. } => (Some(block), None),
            _ => (None, None),
        },
    };
    let Some(def_block) = def_block else {
        return false;
    };
    let mut cur = Some(op);
    while let Some(o) = cur {
        if body.parent_block(o) == Some(def_block) {
            let Some(d) = def_op else {
                return true;
            };
            if d == o {
                return false;
            }
            for x in body.block_ops(def_block) {
                if x == d {
                    return true;
                }
                if x == o {
                    return false;
                }
            }
            return false;
        }
        cur = body.parent_op(o);
    }
    false
}

fn bubble_up_through_generic(pack: OpId, rw: &mut PatternRewriter<'_>) -> LResult {
    let ctx = rw.ctx;
    let p = pu::read_pack(ctx, rw.body(), pack).ok_or(())?;
    let gop = def_is(ctx, rw.body(), p.source, "linalg.generic").ok_or(())?;
    let g = Generic::read(ctx, rw.body(), gop).ok_or(())?;
    if has_gather_semantics(ctx, rw.body(), gop) {
        return Err(());
    }
    if rw.body().results(gop).len() != 1 || !has_one_use(rw.body(), p.source) {
        return Err(());
    }
    // Upstream (MLIR 19) creates the new `tensor.empty` before checking the padding value
    // and the packing info: when those fail, the pattern fails with the new op left behind
    // (which the driver then erases, so the rewrite never converges). Kept as is.
    if !has_one_use(rw.body(), p.dest) {
        return Err(());
    }
    let empty = def_is(ctx, rw.body(), p.dest, "tensor.empty");
    let gloc = rw.body().loc(gop);
    let mut pack_dest = p.dest;
    if let Some(e) = empty {
        // A new `tensor.empty` above the generic (the old one may not dominate it).
        let sizes = empty_sizes(ctx, rw.body(), e);
        let elem = tu::elem_type(ctx, rw.body().value_type(p.dest)).ok_or(())?;
        let eloc = rw.body().loc(gop);
        rw.set_insertion_point_before(gop);
        pack_dest = tu::create_empty(rw, eloc, &sizes, elem);
    } else if !properly_dominates(rw.body(), p.dest, gop) {
        return Err(());
    }
    if p.padding.is_some() {
        return Err(());
    }
    let out_idx = g.ins.len();
    let info = packing_info(&g, out_idx, &p).ok_or(())?;
    rw.set_insertion_point_before(gop);
    let (packed_out, out_map) = packed_view(rw, gloc, &info, &g, out_idx);
    let init = g.outs[0];
    let dest = if def_is(ctx, rw.body(), init, "tensor.empty").is_some() {
        pack_dest
    } else {
        packed_out
    };
    let new = pack_generic(rw, &g, dest, out_map, &info);
    let r = rw.body().result(new, 0);
    rw.replace_op(pack, &[r]);
    Ok(())
}

/// The mixed sizes of a `tensor.empty`.
fn empty_sizes(ctx: &Context, body: &Body, e: OpId) -> Vec<Ofr> {
    let shape = tu::shape_of(ctx, body.value_type(body.result(e, 0)));
    let mut k = 0;
    shape
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                k += 1;
                Err(body.operand(e, k - 1))
            } else {
                Ok(*s)
            }
        })
        .collect()
}

fn bubble_up_through_pad(pack: OpId, rw: &mut PatternRewriter<'_>) -> LResult {
    let ctx = rw.ctx;
    let p = pu::read_pack(ctx, rw.body(), pack).ok_or(())?;
    let pad = def_is(ctx, rw.body(), p.source, "tensor.pad").ok_or(())?;
    if p.padding.is_some() {
        return Err(());
    }
    let value = pu::constant_padding_value(ctx, rw.body(), pad).ok_or(())?;
    def_is(ctx, rw.body(), p.dest, "tensor.empty").ok_or(())?;
    let (low, high) = pu::pad_lists(ctx, rw.body(), pad);
    let padded = pu::padded_dims(&low, &high);
    if p.inner_dims_pos.iter().any(|d| padded[*d as usize]) {
        return Err(());
    }
    let loc = rw.body().loc(pad);
    let nofold = rmlir_ir::ods::prop(ctx, rw.body(), pad, "nofold");
    let src = rw.body().operand(pad, 0);
    rw.set_insertion_point_before(pad);
    let empty = pu::pack_dest(
        rw,
        loc,
        src,
        &p.tiles,
        &p.inner_dims_pos,
        &p.outer_dims_perm,
    );
    let source_pack = pu::create_pack(
        rw,
        loc,
        src,
        empty,
        &p.inner_dims_pos,
        &p.tiles,
        None,
        &p.outer_dims_perm,
    );
    let (mut low, mut high) = (low, high);
    if !p.outer_dims_perm.is_empty() {
        low = pu::apply_permutation(&low, &p.outer_dims_perm);
        high = pu::apply_permutation(&high, &p.outer_dims_perm);
    }
    low.extend(p.inner_dims_pos.iter().map(|_| Ok(0)));
    high.extend(p.inner_dims_pos.iter().map(|_| Ok(0)));
    let new_pad = pu::create_pad(rw, loc, source_pack, &low, &high, value, nofold);
    let pad_result = rw.body().result(pad, 0);
    if !has_one_use(rw.body(), pad_result) {
        let ue = pu::unpack_dest(
            rw,
            loc,
            new_pad,
            &p.tiles,
            &p.inner_dims_pos,
            &p.outer_dims_perm,
        );
        let unpacked = pu::create_unpack(
            rw,
            loc,
            new_pad,
            ue,
            &p.inner_dims_pos,
            &p.tiles,
            &p.outer_dims_perm,
        );
        let sp = rw.body().defining_op(source_pack);
        rw.replace_uses_with_if(pad_result, unpacked, |_, user, _| Some(user) != sp);
    }
    rw.replace_op(pack, &[new_pad]);
    Ok(())
}

/// Upstream `projectToInnerMostNonUnitDimsPos`.
fn project_to_inner_most_non_unit(dims: &[i64], reassoc: &[Vec<i64>], shape: &[i64]) -> Vec<i64> {
    dims.iter()
        .map(|pos| {
            let group = &reassoc[*pos as usize];
            let mut projected = *group.last().unwrap_or(&0);
            for i in group.iter().rev() {
                let d = shape[*i as usize];
                if d > 1 || d == DYNAMIC {
                    projected = *i;
                    break;
                }
            }
            projected
        })
        .collect()
}

/// Upstream `isDimsDivisibleByTileSizes`.
fn divisible(dims: &[i64], shape: &[i64], tiles: &[i64]) -> bool {
    dims.iter().zip(tiles).all(|(p, t)| {
        let d = shape[*p as usize];
        d != DYNAMIC && *t != 0 && d % t == 0
    })
}

/// Upstream `applyPermutationAndReindexReassoc`.
fn permute_and_reindex(reassoc: &mut Vec<Vec<i64>>, perm: &[i64]) -> i64 {
    if !perm.is_empty() {
        *reassoc = pu::apply_permutation(reassoc, perm);
    }
    let mut next = 0;
    for g in reassoc.iter_mut() {
        for i in g.iter_mut() {
            *i = next;
            next += 1;
        }
    }
    next
}

fn reassociation(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<i64>>> {
    let a = rmlir_ir::ods::prop(ctx, body, op, "reassociation")?;
    let rmlir_ir::AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return None;
    };
    groups
        .iter()
        .map(|g| match ctx.attr_kind(*g) {
            rmlir_ir::AttrKind::Array(items) => items
                .iter()
                .map(|i| crate::affine::utils::int_attr_value(ctx, *i))
                .collect(),
            _ => None,
        })
        .collect()
}

fn bubble_up_through_reshape(pack: OpId, rw: &mut PatternRewriter<'_>) -> LResult {
    let ctx = rw.ctx;
    let p = pu::read_pack(ctx, rw.body(), pack).ok_or(())?;
    let src_op = rw.body().defining_op(p.source).ok_or(())?;
    if rw.body().results(src_op).len() != 1 || !has_one_use(rw.body(), p.source) {
        return Err(());
    }
    let tiles = p.static_tiles();
    if tiles.contains(&DYNAMIC) {
        return Err(());
    }
    match name_of(ctx, rw.body(), src_op) {
        "tensor.collapse_shape" => bubble_up_through_collapse(src_op, pack, &p, &tiles, rw),
        "tensor.expand_shape" => bubble_up_through_expand(src_op, pack, &p, &tiles, rw),
        _ => Err(()),
    }
}

fn bubble_up_through_collapse(
    collapse: OpId,
    pack: OpId,
    p: &PackParts,
    tiles: &[i64],
    rw: &mut PatternRewriter<'_>,
) -> LResult {
    let ctx = rw.ctx;
    let src = rw.body().operand(collapse, 0);
    let src_shape = tu::shape_of(ctx, rw.body().value_type(src));
    let reassoc = reassociation(ctx, rw.body(), collapse).ok_or(())?;
    let inner = project_to_inner_most_non_unit(&p.inner_dims_pos, &reassoc, &src_shape);
    if !divisible(&inner, &src_shape, tiles) {
        return Err(());
    }
    let mut outer: Vec<i64> = Vec::new();
    for o in &p.outer_dims_perm {
        outer.extend_from_slice(&reassoc[*o as usize]);
    }
    let loc = rw.body().loc(pack);
    rw.set_insertion_point_before(pack);
    let empty = pu::pack_dest(rw, loc, src, &p.tiles, &inner, &outer);
    let new_pack = pu::create_pack(rw, loc, src, empty, &inner, &p.tiles, p.padding, &outer);
    let mut new_reassoc = reassoc.clone();
    let next = permute_and_reindex(&mut new_reassoc, &p.outer_dims_perm);
    new_reassoc.extend((0..p.inner_dims_pos.len() as i64).map(|i| vec![next + i]));
    let cloc = rw.body().loc(collapse);
    let ty = rw.body().value_type(rw.body().result(pack, 0));
    let c = tu::create_collapse(rw, cloc, new_pack, ty, &new_reassoc);
    rw.replace_op(pack, &[c]);
    Ok(())
}

fn bubble_up_through_expand(
    expand: OpId,
    pack: OpId,
    p: &PackParts,
    tiles: &[i64],
    rw: &mut PatternRewriter<'_>,
) -> LResult {
    let ctx = rw.ctx;
    let outer = &p.outer_dims_perm;
    if !outer.is_empty() && outer.iter().enumerate().any(|(i, o)| *o != i as i64) {
        return Err(());
    }
    let reassoc = reassociation(ctx, rw.body(), expand).ok_or(())?;
    for g in &reassoc {
        let packed: Vec<i64> = p
            .inner_dims_pos
            .iter()
            .copied()
            .filter(|d| g.contains(d))
            .collect();
        if packed.is_empty() {
            continue;
        }
        if packed.len() != 1 || Some(&packed[0]) != g.last() {
            return Err(());
        }
    }
    let projected: Vec<i64> = p
        .inner_dims_pos
        .iter()
        .map(|d| reassoc.iter().position(|g| g.contains(d)).map(|i| i as i64))
        .collect::<Option<_>>()
        .ok_or(())?;
    let src = rw.body().operand(expand, 0);
    let src_shape = tu::shape_of(ctx, rw.body().value_type(src));
    let new_shape = crate::tensor::verify::packed_shape(&src_shape, tiles, &projected, &[]);
    let dest_ty = rw.body().value_type(p.dest);
    let dest_shape = tu::shape_of(ctx, dest_ty);
    let re = pu::reassociation_for_reshape(&new_shape, &dest_shape).ok_or(())?;
    let loc = rw.body().loc(pack);
    rw.set_insertion_point_before(pack);
    let empty = pu::pack_dest(rw, loc, src, &p.tiles, &projected, &[]);
    let packed = pu::create_pack(rw, loc, src, empty, &projected, &p.tiles, p.padding, &[]);
    let e = tu::create_expand(rw, loc, packed, dest_ty, &re).ok_or(())?;
    rw.replace_op(pack, &[e]);
    Ok(())
}

fn push_down_through_reshape(unpack: OpId, rw: &mut PatternRewriter<'_>) -> LResult {
    let ctx = rw.ctx;
    let result = rw.body().result(unpack, 0);
    if !has_one_use(rw.body(), result) {
        return Err(());
    }
    let p = pu::read_pack(ctx, rw.body(), unpack).ok_or(())?;
    let tiles = p.static_tiles();
    if tiles.contains(&DYNAMIC) {
        return Err(());
    }
    let (consumer, _) = rw.body().uses(result).next().ok_or(())?;
    if name_of(ctx, rw.body(), consumer) != "tensor.expand_shape" {
        return Err(());
    }
    let expand = consumer;
    let ety = rw.body().value_type(rw.body().result(expand, 0));
    if !tu::is_tensor(ctx, ety) {
        return Err(());
    }
    let dst_shape = tu::shape_of(ctx, ety);
    let reassoc = reassociation(ctx, rw.body(), expand).ok_or(())?;
    let inner = project_to_inner_most_non_unit(&p.inner_dims_pos, &reassoc, &dst_shape);
    if !divisible(&inner, &dst_shape, &tiles) {
        return Err(());
    }
    let mut outer: Vec<i64> = Vec::new();
    for o in &p.outer_dims_perm {
        outer.extend_from_slice(&reassoc[*o as usize]);
    }
    let mut new_reassoc = reassoc.clone();
    let next = permute_and_reindex(&mut new_reassoc, &p.outer_dims_perm);
    new_reassoc.extend((0..p.inner_dims_pos.len() as i64).map(|i| vec![next + i]));
    let new_shape = crate::tensor::verify::packed_shape(&dst_shape, &tiles, &inner, &outer);
    let elem = tu::elem_type(ctx, ety).ok_or(())?;
    let new_ty = tu::tensor_type(ctx, &new_shape, elem);
    let eloc = rw.body().loc(expand);
    let uloc = rw.body().loc(unpack);
    rw.set_insertion_point_before(expand);
    let e = tu::create_expand(rw, eloc, p.source, new_ty, &new_reassoc).ok_or(())?;
    let empty = pu::unpack_dest(rw, uloc, e, &p.tiles, &inner, &outer);
    let u = pu::create_unpack(rw, uloc, e, empty, &inner, &p.tiles, &outer);
    rw.replace_op(expand, &[u]);
    Ok(())
}

/// Upstream `getUnPackedOperand`: the only operand produced by a `tensor.unpack`.
fn unpacked_operand(ctx: &Context, body: &Body, g: &Generic) -> Option<usize> {
    let mut found = None;
    for i in 0..g.maps.len() {
        if def_is(ctx, body, g.operand(i), "tensor.unpack").is_some() {
            if found.is_some() {
                return None;
            }
            found = Some(i);
        }
    }
    found
}

fn push_down_through_generic(gop: OpId, rw: &mut PatternRewriter<'_>) -> LResult {
    let ctx = rw.ctx;
    let g = Generic::read(ctx, rw.body(), gop).ok_or(())?;
    if rw.body().results(gop).len() != 1 || g.outs.len() != 1 {
        return Err(());
    }
    if has_gather_semantics(ctx, rw.body(), gop) {
        return Err(());
    }
    let idx = unpacked_operand(ctx, rw.body(), &g).ok_or(())?;
    let unpack = rw.body().defining_op(g.operand(idx)).ok_or(())?;
    let up = pu::read_pack(ctx, rw.body(), unpack).ok_or(())?;
    let info = packing_info(&g, idx, &up).ok_or(())?;
    let loc = rw.body().loc(gop);
    rw.set_insertion_point_before(gop);
    let out_idx = g.ins.len();
    let (packed_out, out_map) = packed_view(rw, loc, &info, &g, out_idx);
    let dest_pack = def_is(ctx, rw.body(), packed_out, "tensor.pack");
    let mut dest = packed_out;
    if def_is(ctx, rw.body(), g.outs[0], "tensor.empty").is_some() {
        if let Some(dp) = dest_pack {
            dest = rw.body().operand(dp, 1);
        }
    }
    let new = pack_generic(rw, &g, dest, out_map, &info);
    let new_result = rw.body().result(new, 0);
    let Some(dp) = dest_pack else {
        rw.replace_op(gop, &[new_result]);
        return Ok(());
    };
    let dpp = pu::read_pack(ctx, rw.body(), dp).ok_or(())?;
    let mut unpack_dest = up.dest;
    let out_ty = rw.body().value_type(g.outs[0]);
    let static_out = !tu::shape_of(ctx, out_ty).contains(&DYNAMIC);
    if rw.body().value_type(up.dest) != out_ty || !static_out {
        unpack_dest = pu::unpack_dest(
            rw,
            loc,
            new_result,
            &dpp.tiles,
            &dpp.inner_dims_pos,
            &dpp.outer_dims_perm,
        );
    }
    let u = pu::create_unpack(
        rw,
        loc,
        new_result,
        unpack_dest,
        &dpp.inner_dims_pos,
        &dpp.tiles,
        &dpp.outer_dims_perm,
    );
    rw.replace_op(gop, &[u]);
    Ok(())
}

fn push_down_through_pad(pad: OpId, rw: &mut PatternRewriter<'_>) -> LResult {
    let ctx = rw.ctx;
    let src = rw.body().operand(pad, 0);
    let unpack = def_is(ctx, rw.body(), src, "tensor.unpack").ok_or(())?;
    let up = pu::read_pack(ctx, rw.body(), unpack).ok_or(())?;
    let (low, high) = pu::pad_lists(ctx, rw.body(), pad);
    let padded = pu::padded_dims(&low, &high);
    if up.inner_dims_pos.iter().any(|d| padded[*d as usize]) {
        return Err(());
    }
    let value = pu::constant_padding_value(ctx, rw.body(), pad).ok_or(())?;
    let (mut low, mut high) = (low, high);
    if !up.outer_dims_perm.is_empty() {
        low = pu::apply_permutation(&low, &up.outer_dims_perm);
        high = pu::apply_permutation(&high, &up.outer_dims_perm);
    }
    low.extend(up.inner_dims_pos.iter().map(|_| Ok(0)));
    high.extend(up.inner_dims_pos.iter().map(|_| Ok(0)));
    let loc = rw.body().loc(pad);
    let nofold = rmlir_ir::ods::prop(ctx, rw.body(), pad, "nofold");
    let rty = rw.body().value_type(rw.body().result(pad, 0));
    let shape = tu::shape_of(ctx, rty);
    let elem = tu::elem_type(ctx, rty).ok_or(())?;
    // Upstream builds the empty tensor from the static shape (dynamic sizes would have no
    // operands, which its verifier rejects): only static results here.
    if shape.contains(&DYNAMIC) {
        return Err(());
    }
    rw.set_insertion_point_before(pad);
    let new_pad = pu::create_pad(rw, loc, up.source, &low, &high, value, nofold);
    let sizes: Vec<Ofr> = shape.iter().map(|s| Ok(*s)).collect();
    let empty = tu::create_empty(rw, loc, &sizes, elem);
    let u = pu::create_unpack(
        rw,
        loc,
        new_pad,
        empty,
        &up.inner_dims_pos,
        &up.tiles,
        &up.outer_dims_perm,
    );
    rw.replace_op(pad, &[u]);
    Ok(())
}
