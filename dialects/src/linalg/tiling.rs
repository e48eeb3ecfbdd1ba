//! `transform.structured.tile_using_for` (upstream's `TileUsingForOp::apply` over
//! `scf::tileUsingSCF` with the linalg `TilingInterface` external model): a structured op
//! is tiled by a nest of `scf.for` loops, one per non-zero tile size, in loop order. On
//! tensors the loops carry the `outs` as `iter_args`; the innermost body extracts the
//! operand tiles (`tensor.extract_slice`), clones the op on them and inserts the results
//! back (`tensor.insert_slice`) before yielding. On buffers the tiles are `memref.subview`s
//! and the loops carry nothing. Each loop's bounds and step are `arith.constant`s created
//! right before it (as upstream does).
//!
//! The slices and the tiled op come from the shared `TilingInterface` core
//! ([`super::tiling_iface`]), so any indexing maps (convolutions) and `linalg.index` ops are
//! handled. Supported so far: constant tile sizes (attributes or params), static and dynamic
//! shapes (`affine.min` for partial tiles), no interchange. Anything else is a silenceable
//! failure saying "unsupported in rmlir's tiling" and what (scripts/exec_differential.py
//! skips such RUN lines).

use super::tiling_iface::{fr_to_ofr, index_fr, Structured};
use super::transform_utils::{create_slice, Ofr};
use crate::affine::utils::OpFoldResult as Fr;
use crate::transform::interp::{Consumes, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
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

/// Tiles the structured op `op` by the static `sizes` (see the module doc).
fn tile_op(rw: &mut PatternRewriter<'_>, op: OpId, sizes: &[i64]) -> Result<Tiled, String> {
    let ctx: &Context = rw.ctx;
    let s = Structured::of(rw, op)?;
    let n = s.num_loops();
    if sizes.len() > n {
        return Err(format!(
            "too many tiles provided, expected at most {n} found {}",
            sizes.len()
        ));
    }
    let mut ts = sizes.to_vec();
    ts.resize(n, 0);
    if ts.iter().any(|t| *t < 0) {
        return Err("expected non-negative tile sizes".into());
    }
    let loc = s.loc;
    let on_tensors = !rw.body().results(op).is_empty();
    let outs: Vec<ValueId> = s.operands[s.n_ins..].to_vec();
    rw.set_insertion_point_before(op);
    // The iteration domain (`createFlatListOfOperandDims`): every dynamic operand size
    // through a `dim` op, each loop's range from the first operand dimension it indexes.
    let range: Vec<Sz> = s
        .iteration_domain(rw)?
        .into_iter()
        .map(|f| match f {
            Fr::Attr(a) => Sz::C(crate::affine::utils::int_attr_value(ctx, a).unwrap_or(0)),
            Fr::Value(v) => Sz::Sym(v),
        })
        .collect();
    rw.set_insertion_point_before(op);
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
    // `getTiledImplementation` on the loops' offsets and tile sizes.
    let offsets: Vec<Fr> = ivs
        .iter()
        .map(|iv| iv.map_or_else(|| index_fr(rw, 0), Fr::Value))
        .collect();
    let szs: Vec<Fr> = tsz
        .iter()
        .map(|t| match t {
            Sz::C(c) => index_fr(rw, *c),
            Sz::Min(v) | Sz::Sym(v) => Fr::Value(*v),
        })
        .collect();
    let mut operands = s.operands.clone();
    if on_tensors {
        for (k, c) in carried.iter().enumerate() {
            operands[s.n_ins + k] = *c;
        }
    }
    let (new_op, results) = s.tiled_implementation(rw, &operands, &offsets, &szs)?;
    if on_tensors && !loops.is_empty() {
        // `getResultTilePosition` for each result, then the inserts; yields innermost first.
        let mut positions: Vec<[Vec<Ofr>; 3]> = Vec::new();
        for i in 0..results.len() {
            let l = s.result_tile_position(rw, i, &offsets, &szs);
            positions.push(std::array::from_fn(|k| {
                l[k].iter().map(|x| fr_to_ofr(rw, *x)).collect()
            }));
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
