//! `transform.structured.tile_using_for` (upstream's `TileUsingForOp::apply` over
//! `scf::tileUsingSCF` with the linalg `TilingInterface` external model): a structured op
//! is tiled by a nest of `scf.for` loops, one per non-zero tile size, in loop order. On
//! tensors the loops carry the `outs` as `iter_args`; the innermost body extracts the
//! operand tiles (`tensor.extract_slice`), clones the op on them and inserts the results
//! back (`tensor.insert_slice`) before yielding. On buffers the tiles are `memref.subview`s
//! and the loops carry nothing. Each loop's bounds and step are `arith.constant`s created
//! right before it (as upstream does).
//!
//! Supported so far: constant tile sizes (attributes or params), static and dynamic shapes
//! (`affine.min` for partial tiles), operands indexed by projected permutations, no
//! interchange. Anything else is a silenceable failure saying "unsupported in rmlir's
//! tiling" and what (scripts/exec_differential.py skips such RUN lines).

use super::transform_utils::{create_slice, is_memref, shape_of, tensor_type, Ofr};
use crate::transform::interp::{Consumes, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::ods::constraints::dense_i64_values;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, Location, OpId, Type, ValueId};

pub static IMPLS: &[TransformOpImpl] = &[TransformOpImpl {
    name: "transform.structured.tile_using_for",
    apply: apply_tile_using_for,
    consumes: Consumes::Operands(&[0]),
}];

/// What tiling one op produced: the tiled op and the loops, outermost first.
struct Tiled {
    op: OpId,
    loops: Vec<OpId>,
}

fn apply_tile_using_for(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let mut sizes = t
        .attr(ctx, "static_sizes")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let n_loops = sizes.iter().filter(|s| **s != 0).count();
    if n_loops + 1 != t.num_results() {
        let d = rmlir_ir::diagnostics::Diagnostic::error(
            t.loc(),
            format!(
                "'transform.structured.tile_using_for' op expected number of loops to tile ({n_loops}) to match number of `loops` results ({})",
                t.num_results() - 1
            ),
        );
        return Err(it.definite(d));
    }
    if let Some(a) = t.attr(ctx, "scalable_sizes") {
        if let rmlir_ir::AttrKind::DenseArray { data, .. } = ctx.attr_kind(a) {
            if data.iter().any(|b| *b != 0) {
                return Err(it.silenceable(
                    t.loc(),
                    "unsupported in rmlir's tiling: scalable tile sizes",
                ));
            }
        }
    }
    // Tile sizes given by parameters.
    let mut dynamic = t.operand_group(ctx, "dynamic_sizes").into_iter();
    for s in sizes.iter_mut() {
        if *s != DYNAMIC {
            continue;
        }
        let params = dynamic.next().map(|h| it.params(h)).unwrap_or_default();
        match params.first().map(|p| ctx.attr_kind(*p)) {
            Some(rmlir_ir::AttrKind::Integer { value, .. }) if params.len() == 1 => {
                *s = value.to_i64().unwrap_or(0);
            }
            _ => {
                return Err(it.silenceable(
                    t.loc(),
                    "unsupported in rmlir's tiling: dynamic tile sizes from handles",
                ))
            }
        }
    }
    let interchange = t
        .attr(ctx, "interchange")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    if interchange.iter().enumerate().any(|(i, p)| *p != i as i64) {
        return Err(it.silenceable(t.loc(), "unsupported in rmlir's tiling: interchange"));
    }
    let targets = it.ops(t.operand(0));
    let mut tiled_ops = Vec::new();
    let mut loops: Vec<Vec<PayloadOp>> = vec![Vec::new(); n_loops];
    for target in targets {
        let Some(op) = target.id() else {
            return Err(it.silenceable(
                t.loc(),
                "only ops implementing TilingInterface are supported",
            ));
        };
        let path = target.body_path().to_vec();
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let loc = body.loc(op);
        let mut rw = PatternRewriter::new(ctx, body);
        let res = tile_op(&mut rw, op, &sizes);
        drop(rw);
        match res {
            Ok(r) => {
                tiled_ops.push(PayloadOp::at(&path, r.op));
                for (i, l) in r.loops.iter().enumerate() {
                    if i < n_loops {
                        loops[i].push(PayloadOp::at(&path, *l));
                    }
                }
            }
            Err(m) => return Err(it.silenceable(loc, m)),
        }
    }
    it.set_ops(t, t.result(0), tiled_ops)?;
    for (i, l) in loops.into_iter().enumerate() {
        if i + 1 < t.num_results() {
            it.set_ops(t, t.result(i + 1), l)?;
        }
    }
    Ok(())
}

fn create(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    regions: usize,
) -> OpId {
    let ctx = rw.ctx;
    let mut spec = OpSpec::new(ctx.op_name(name), loc);
    spec.operands = operands;
    spec.result_types = results;
    spec.num_regions = regions;
    rw.create(spec)
}

fn cst(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    super::transform_utils::constant_index(rw, loc, v)
}

/// A tile or loop size: a constant, an `affine.min` result (a dimension in affine maps) or a
/// value that is a valid symbol (a `dim` of a function argument).
#[derive(Copy, Clone, Debug)]
enum Sz {
    C(i64),
    Min(ValueId),
    Sym(ValueId),
}

impl Sz {
    fn ofr(self) -> Ofr {
        match self {
            Sz::C(c) => Ok(c),
            Sz::Min(v) | Sz::Sym(v) => Err(v),
        }
    }
}

/// `makeComposedFoldedAffineApply(d0 - 1, size)`: nothing for a constant, else a (dead)
/// `affine.apply` (upstream computes the closed size `size - 1` and folds `+ 1` back).
fn minus_one(rw: &mut PatternRewriter<'_>, loc: Location, s: Sz) {
    let (map, v) = match s {
        Sz::C(_) => return,
        Sz::Min(v) => (AffineMap::new(1, 0, vec![AffineExpr::dim(0) - 1]), v),
        Sz::Sym(v) => (AffineMap::new(0, 1, vec![AffineExpr::symbol(0) - 1]), v),
    };
    crate::affine::utils::create_apply(rw, loc, map, &[v]);
}

/// Tiles the structured op `op` by the static `sizes` (see the module doc).
fn tile_op(rw: &mut PatternRewriter<'_>, op: OpId, sizes: &[i64]) -> Result<Tiled, String> {
    let ctx: &Context = rw.ctx;
    let body = rw.body();
    if !super::is_structured(ctx, body, op) {
        return Err("only ops implementing TilingInterface are supported".into());
    }
    let maps = super::indexing_maps(ctx, body, op).ok_or("unsupported op")?;
    let iters = super::iterator_types(ctx, body, op).ok_or("unsupported op")?;
    let n = iters.len();
    if sizes.len() > n {
        return Err(format!(
            "too many tiles provided, expected at most {n} found {}",
            sizes.len()
        ));
    }
    if body.regions(op).iter().any(|r| {
        body.region_blocks(*r).any(|b| {
            body.block_ops(b)
                .any(|o| ctx.op_name_str(body.op_name(o)) == "linalg.index")
        })
    }) {
        return Err("unsupported in rmlir's tiling: ops with linalg.index".into());
    }
    let mut ts = sizes.to_vec();
    ts.resize(n, 0);
    if ts.iter().any(|t| *t < 0) {
        return Err("expected non-negative tile sizes".into());
    }
    let (ins, outs) = super::segments(ctx, body, op);
    let operands: Vec<ValueId> = ins.iter().chain(outs.iter()).copied().collect();
    let loc = body.loc(op);
    let on_tensors = !body.results(op).is_empty();
    for m in &maps {
        if m.results().iter().any(|e| e.as_dim().is_none()) {
            return Err(
                "unsupported in rmlir's tiling: indexing maps that are not projected permutations"
                    .into(),
            );
        }
    }
    rw.set_insertion_point_before(op);
    // The iteration domain (`createFlatListOfOperandDims`): every dynamic operand size
    // through a `dim` op, each loop's range from the first operand dimension it indexes.
    let mut range: Vec<Option<Sz>> = vec![None; n];
    for (v, m) in operands.iter().zip(&maps) {
        let shape = shape_of(ctx, rw.body().value_type(*v));
        let mut flat = Vec::new();
        for (k, s) in shape.iter().enumerate() {
            flat.push(if *s == DYNAMIC {
                Sz::Sym(super::reify::create_or_fold_dim(rw, loc, *v, k))
            } else {
                Sz::C(*s)
            });
        }
        for (k, e) in m.results().iter().enumerate() {
            let d = e.as_dim().unwrap_or(0) as usize;
            if range[d].is_none() {
                range[d] = flat.get(k).copied();
            }
        }
    }
    let range: Vec<Sz> = range
        .into_iter()
        .map(|r| r.ok_or_else(|| "unsupported op".to_string()))
        .collect::<Result<_, _>>()?;
    if ts.iter().all(|t| *t == 0) {
        // Nothing to tile: the op is kept as is.
        return Ok(Tiled {
            op,
            loops: Vec::new(),
        });
    }
    let index = ctx.index_type();
    let mut ivs: Vec<Option<ValueId>> = vec![None; n];
    let mut loops = Vec::new();
    let mut carried: Vec<ValueId> = if on_tensors { outs.clone() } else { Vec::new() };
    let mut blocks = Vec::new();
    for d in 0..n {
        if ts[d] == 0 {
            continue;
        }
        let lb = cst(rw, loc, 0);
        let ub = match range[d] {
            Sz::C(c) => cst(rw, loc, c),
            Sz::Min(v) | Sz::Sym(v) => v,
        };
        let step = cst(rw, loc, ts[d]);
        let mut ops = vec![lb, ub, step];
        ops.extend(&carried);
        let types: Vec<Type> = carried.iter().map(|v| rw.body().value_type(*v)).collect();
        let for_op = create(rw, loc, "scf.for", &ops, &types, 1);
        let region = rw.body().regions(for_op)[0];
        let mut args = vec![(index, loc)];
        args.extend(types.iter().map(|t| (*t, loc)));
        let block = rw.body.create_block(&args);
        rw.body.append_block(region, block);
        let bargs = rw.body().block_args(block).to_vec();
        ivs[d] = Some(bargs[0]);
        carried = bargs[1..].to_vec();
        rw.set_insertion_point_to_end(block);
        loops.push(for_op);
        blocks.push(block);
    }
    // The tile sizes (`getBoundedTileSize`): `min(ts, ub - iv)` unless the tile size
    // divides the range.
    let mut tsz: Vec<Sz> = range.clone();
    for d in 0..n {
        let Some(iv) = ivs[d] else {
            continue;
        };
        tsz[d] = match range[d] {
            Sz::C(c) if c % ts[d] == 0 => Sz::C(ts[d]),
            Sz::C(c) => {
                cst(rw, loc, c);
                let map = AffineMap::new(
                    1,
                    0,
                    vec![AffineExpr::constant(ts[d]), -AffineExpr::dim(0) + c],
                );
                Sz::Min(crate::affine::utils::create_map_op(
                    rw,
                    "affine.min",
                    loc,
                    map,
                    &[iv],
                ))
            }
            Sz::Min(u) | Sz::Sym(u) => {
                let map = AffineMap::new(
                    1,
                    1,
                    vec![
                        AffineExpr::constant(ts[d]),
                        -AffineExpr::dim(0) + AffineExpr::symbol(0),
                    ],
                );
                Sz::Min(crate::affine::utils::create_map_op(
                    rw,
                    "affine.min",
                    loc,
                    map,
                    &[iv, u],
                ))
            }
        };
    }
    // `makeTiledShapes`: the closed sizes, then each operand's slice.
    for s in &tsz {
        minus_one(rw, loc, *s);
    }
    let slice_lists = |rw: &mut PatternRewriter<'_>, m: &AffineMap| -> [Vec<Ofr>; 3] {
        let mut offsets: Vec<Ofr> = Vec::new();
        let mut szs: Vec<Ofr> = Vec::new();
        for e in m.results() {
            let d = e.as_dim().unwrap_or(0) as usize;
            minus_one(rw, loc, tsz[d]);
            offsets.push(ivs[d].map_or(Ok(0), Err));
            szs.push(tsz[d].ofr());
        }
        let strides: Vec<Ofr> = vec![Ok(1); m.results().len()];
        [offsets, szs, strides]
    };
    let mut map = IrMapping::new();
    let n_ins = ins.len();
    // All slice parameters first (`computeAllSliceParameters`), then the slices.
    let mut params = Vec::new();
    for (k, (v, m)) in operands.iter().zip(&maps).enumerate() {
        let src = if k >= n_ins && on_tensors {
            carried[k - n_ins]
        } else {
            *v
        };
        let ty = rw.body().value_type(src);
        if m.results().is_empty()
            || !(is_memref(ctx, ty) || super::transform_utils::is_tensor(ctx, ty))
        {
            params.push((src, ty, None));
            continue;
        }
        params.push((src, ty, Some(slice_lists(rw, m))));
    }
    let mut tiles = Vec::new();
    for (src, ty, lists) in params {
        let Some(lists) = lists else {
            tiles.push(src);
            continue;
        };
        let tile = if is_memref(ctx, ty) {
            let st = |l: &[Ofr]| -> Vec<i64> { l.iter().map(|x| x.unwrap_or(DYNAMIC)).collect() };
            let rt = crate::memref::verify::subview_infer_result_type(
                ctx,
                ty,
                &st(&lists[0]),
                &st(&lists[1]),
                &st(&lists[2]),
            )
            .ok_or("cannot infer the subview type")?;
            let s = create_slice(rw, loc, "memref.subview", &[src], &lists, Some(rt));
            rw.body().result(s, 0)
        } else {
            let elem = super::transform_utils::elem_type(ctx, ty).ok_or("unsupported type")?;
            let tshape: Vec<i64> = lists[1].iter().map(|x| x.unwrap_or(DYNAMIC)).collect();
            let rt = tensor_type(ctx, &tshape, elem);
            let s = create_slice(rw, loc, "tensor.extract_slice", &[src], &lists, Some(rt));
            rw.body().result(s, 0)
        };
        tiles.push(tile);
    }
    for (v, t) in operands.iter().zip(&tiles) {
        map.map_value(*v, *t);
    }
    let new_op = rw.body.clone_op(op, &mut map);
    rw.insert(new_op);
    let results: Vec<ValueId> = rw.body().results(new_op).to_vec();
    for (i, r) in results.iter().enumerate() {
        let t = rw.body().value_type(tiles[n_ins + i]);
        rw.body.set_value_type(*r, t);
    }
    if on_tensors && !loops.is_empty() {
        // `getResultTilePosition` for each result, then the inserts; yields innermost first.
        let mut positions = Vec::new();
        for i in 0..results.len() {
            for s in &tsz {
                minus_one(rw, loc, *s);
            }
            positions.push(slice_lists(rw, &maps[n_ins + i]));
        }
        let mut yielded = Vec::new();
        for (i, (r, lists)) in results.iter().zip(&positions).enumerate() {
            let dest = carried[i];
            let dt = rw.body().value_type(dest);
            let s = create_slice(rw, loc, "tensor.insert_slice", &[*r, dest], lists, Some(dt));
            yielded.push(rw.body().result(s, 0));
        }
        for (i, block) in blocks.iter().enumerate().rev() {
            rw.set_insertion_point_to_end(*block);
            create(rw, loc, "scf.yield", &yielded, &[], 0);
            yielded = rw.body().results(loops[i]).to_vec();
        }
        rw.replace_op(op, &yielded);
    } else if on_tensors {
        rw.replace_op(op, &results);
    } else {
        for block in &blocks {
            rw.set_insertion_point_to_end(*block);
            create(rw, loc, "scf.yield", &[], &[], 0);
        }
        rw.erase_op(op);
    }
    Ok(Tiled { op: new_op, loops })
}
