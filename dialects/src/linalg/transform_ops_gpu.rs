//! `transform.structured.gpu.map_copy_to_threads` (upstream's `MapCopyToThreadsOp`): a
//! `linalg.copy` with a static shape of rank 1 to 3 is distributed over GPU threads. The copy
//! mapping heuristic ([`CopyMapping`], upstream's `CopyMappingInfo` in `GPUHeuristics.cpp`)
//! picks the vector size along the most minor dimension (the largest transfer that the
//! desired alignment, the most minor size and the 128-bit maximum load allow) and the number of
//! threads per dimension (greedily, as many as possible up to the total); the op is then tiled
//! by an `scf.forall` with that many threads per dimension and the `#gpu.thread<linear_dim_*>`
//! mapping ([`tile_using_forall_num_threads`]).
//!
//! rmlir's own forall tiling here covers what the copy mapping produces: structured ops on
//! tensors with static shapes, projected-permutation indexing maps and thread counts that
//! divide the loop ranges (no partial tiles, so no `affine.min`/`affine.max`). Other cases
//! (`tensor.pad` targets, buffers) fail with "unsupported in rmlir's gpu copy mapping".
//! NOTE for the merge: `tile_using_forall_num_threads` is a deliberately small, separate entry
//! point; a general `tile_using_forall` (linalg/tiling*.rs) can replace it.

use super::transform_utils::{create_slice, shape_of, tensor_type, Ofr};
use crate::transform::interp::{Consumes, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array, dialect_attr};
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::{AttrKind, Attribute, Context, OpId, Type, ValueId};

pub static IMPLS: &[TransformOpImpl] = &[TransformOpImpl {
    name: "transform.structured.gpu.map_copy_to_threads",
    apply: apply_map_copy_to_threads,
    consumes: Consumes::All,
}];

/// Upstream's `kMaxVectorLoadBitWidth`.
const MAX_VECTOR_LOAD_BITS: i64 = 128;

/// The result of the copy mapping heuristic (upstream's `CopyMappingInfo`).
#[derive(Debug, PartialEq, Eq)]
pub struct CopyMapping {
    pub vector_size: i64,
    pub num_threads: Vec<i64>,
    pub tile_sizes: Vec<i64>,
}

#[derive(PartialEq, Eq)]
enum Status {
    Success,
    RequiresPredication,
    Invalid,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// The thread counts per dimension: the last one is `sizes.last()`, each earlier one a
/// divisor of its size, maximizing the product without exceeding `max` (the first best
/// found in increasing divisor order wins).
fn maximize_threads(sizes: &[i64], i: usize, max: i64) -> Vec<i64> {
    if i + 1 == sizes.len() {
        return vec![sizes[i]];
    }
    let mut best = 0;
    let mut res = Vec::new();
    let s = sizes[i];
    for f in (1..=s).filter(|f| s % f == 0) {
        let nested = maximize_threads(sizes, i + 1, max / f);
        let local = f * nested.iter().product::<i64>();
        if local > best && local <= max {
            res = std::iter::once(f).chain(nested).collect();
            best = local;
        }
    }
    res
}

fn infer_impl(total: i64, sizes: &[i64], vs: i64, out: &mut (i64, Vec<i64>)) -> Status {
    let mut scaled = sizes.to_vec();
    *scaled.last_mut().unwrap() /= vs;
    if *scaled.last().unwrap() > total {
        return Status::Invalid;
    }
    let threads = maximize_threads(&scaled, 0, total);
    let used: i64 = threads.iter().product();
    if threads.len() != sizes.len() || used == 0 || used > total {
        return Status::Invalid;
    }
    *out = (vs, threads);
    if used == total {
        Status::Success
    } else {
        Status::RequiresPredication
    }
}

impl CopyMapping {
    /// Upstream's `CopyMappingInfo` constructor with `favorPredication = false`; `None` when
    /// the status is invalid.
    pub fn new(total: i64, alignment: i64, sizes: &[i64], elem_bits: i64) -> Option<Self> {
        if sizes.is_empty() || sizes.len() > 3 || elem_bits <= 0 {
            return None;
        }
        let last = *sizes.last()?;
        let desired = gcd(
            gcd(alignment / elem_bits, last),
            MAX_VECTOR_LOAD_BITS / elem_bits,
        );
        if desired <= 0 {
            return None;
        }
        let mut out = (0, Vec::new());
        let mut vs = desired;
        let mut status = Status::RequiresPredication;
        while vs >= 1 {
            status = infer_impl(total, sizes, vs, &mut out);
            if status != Status::RequiresPredication {
                break;
            }
            vs /= 2;
        }
        if status == Status::RequiresPredication {
            status = infer_impl(total, sizes, desired, &mut out);
        }
        if status == Status::Invalid {
            return None;
        }
        let (vector_size, num_threads) = out;
        let tile_sizes = sizes
            .iter()
            .zip(&num_threads)
            .map(|(s, n)| (s + n - 1).div_euclid(*n))
            .collect();
        Some(CopyMapping {
            vector_size,
            num_threads,
            tile_sizes,
        })
    }
}

fn int_attr(ctx: &Context, a: Option<Attribute>) -> i64 {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    }
}

fn with_note(
    it: &Interp<'_>,
    t: &TOp,
    p: &PayloadOp,
    msg: &str,
) -> crate::transform::interp::Failure {
    let d = Diagnostic::error(t.loc(), msg).with_note(it.payload_loc(p), "target op");
    crate::transform::interp::Failure::Silenceable(vec![d])
}

fn apply_map_copy_to_threads(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let total = int_attr(ctx, t.attr(ctx, "total_num_threads"));
    let alignment = int_attr(ctx, t.attr(ctx, "desired_bit_alignment"));
    let mut foralls = Vec::new();
    let mut tiled = Vec::new();
    for target in it.ops(t.operand(0)) {
        let name = it.op_name(&target).to_string();
        if name != "linalg.copy" && name != "tensor.pad" {
            return Err(with_note(
                it,
                t,
                &target,
                "only linalg.copy and tensor.pad target ops are supported",
            ));
        }
        let Some((b, op)) = it.op_in(&target) else {
            continue;
        };
        let Some(&res) = b.results(op).first() else {
            return Err(it.silenceable(
                t.loc(),
                "unsupported in rmlir's gpu copy mapping: copies on buffers",
            ));
        };
        let rty = b.value_type(res);
        let shape = shape_of(ctx, rty);
        if shape.iter().any(|s| *s < 0) {
            return Err(with_note(
                it,
                t,
                &target,
                "only statically sized ops of rank <= 3 are supported",
            ));
        }
        let elem = super::transform_utils::elem_type(ctx, rty);
        let bits = elem.and_then(|e| ctx.int_or_float_bitwidth(e)).unwrap_or(0) as i64;
        if bits <= 0 || MAX_VECTOR_LOAD_BITS % bits != 0 {
            return Err(it.silenceable(
                t.loc(),
                "unsupported in rmlir's gpu copy mapping: element bitwidths not dividing 128",
            ));
        }
        let align = if alignment % bits != 0 {
            bits
        } else {
            alignment
        };
        let Some(mapping) = CopyMapping::new(total, align, &shape, bits) else {
            return Err(with_note(
                it,
                t,
                &target,
                "too few threads to map copy op to threads on the most minor dimension, given alignment and vector size constraints, try smaller tile size of mapping to more threads",
            ));
        };
        if name == "tensor.pad" {
            return Err(it.silenceable(
                t.loc(),
                "unsupported in rmlir's gpu copy mapping: tensor.pad targets",
            ));
        }
        let dims = ["linear_dim_2", "linear_dim_1", "linear_dim_0"];
        let attrs: Vec<Attribute> = dims[3 - shape.len()..]
            .iter()
            .map(|d| dialect_attr(ctx, "gpu", &format!("thread<{d}>")))
            .collect();
        let mapping_attr = ctx.array_attr(&attrs);
        let path = target.body_path().to_vec();
        let loc = it.payload_loc(&target);
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let mut rw = PatternRewriter::new(ctx, body);
        let r =
            tile_using_forall_num_threads(&mut rw, op, &mapping.num_threads, Some(mapping_attr));
        drop(rw);
        match r {
            Ok((f, o)) => {
                foralls.push(PayloadOp::at(&path, f));
                tiled.push(PayloadOp::at(&path, o));
            }
            Err(m) => return Err(it.silenceable(loc, m)),
        }
    }
    it.set_ops(t, t.result(0), foralls)?;
    it.set_ops(t, t.result(1), tiled)
}

/// `offset + iv * ts` composed and folded (`makeComposedFoldedAffineApply`): the iv itself
/// for a unit tile size, else `affine.apply (d0) -> (d0 * ts)`.
fn scaled_iv(rw: &mut PatternRewriter<'_>, loc: rmlir_ir::Location, iv: ValueId, ts: i64) -> Ofr {
    if ts == 1 {
        return Err(iv);
    }
    let map = AffineMap::new(1, 0, vec![AffineExpr::dim(0) * ts]);
    Err(crate::affine::utils::create_apply(rw, loc, map, &[iv]))
}

/// Tiles the structured op `op` (on tensors, static shapes) by an `scf.forall` with
/// `num_threads[d]` threads along loop `d` (upstream's `scf::tileUsingSCF` with the forall
/// loop type and `setNumThreads`), restricted to thread counts dividing the loop ranges.
/// Returns the forall op and the tiled op; `op` is replaced by the forall's results.
pub fn tile_using_forall_num_threads(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    num_threads: &[i64],
    mapping: Option<Attribute>,
) -> Result<(OpId, OpId), String> {
    let ctx: &Context = rw.ctx;
    let body = rw.body();
    if !super::is_structured(ctx, body, op) {
        return Err("only TilingInterface ops are supported".into());
    }
    let maps = super::indexing_maps(ctx, body, op).ok_or("unsupported op")?;
    let iters = super::iterator_types(ctx, body, op).ok_or("unsupported op")?;
    let n = iters.len();
    let (ins, outs) = super::segments(ctx, body, op);
    let operands: Vec<ValueId> = ins.iter().chain(outs.iter()).copied().collect();
    let loc = body.loc(op);
    if body.results(op).len() != outs.len() || outs.is_empty() {
        return Err("unsupported in rmlir's gpu copy mapping: ops on buffers".into());
    }
    if maps
        .iter()
        .any(|m| m.results().iter().any(|e| e.as_dim().is_none()))
    {
        return Err(
            "unsupported in rmlir's gpu copy mapping: non-permutation indexing maps".into(),
        );
    }
    // The static iteration domain.
    let mut range: Vec<Option<i64>> = vec![None; n];
    for (v, m) in operands.iter().zip(&maps) {
        let shape = shape_of(ctx, body.value_type(*v));
        for (k, e) in m.results().iter().enumerate() {
            let d = e.as_dim().unwrap_or(0) as usize;
            if range[d].is_none() {
                range[d] = shape.get(k).copied();
            }
        }
    }
    let mut nt = num_threads.to_vec();
    nt.resize(n, 0);
    let mut ts = vec![0i64; n];
    for d in 0..n {
        let r = range[d]
            .filter(|r| *r >= 0)
            .ok_or("unsupported in rmlir's gpu copy mapping: dynamic shapes".to_string())?;
        range[d] = Some(r);
        if nt[d] == 0 {
            continue;
        }
        ts[d] = (r + nt[d] - 1) / nt[d];
        if ts[d] * nt[d] != r {
            return Err("unsupported in rmlir's gpu copy mapping: partial tiles".into());
        }
    }
    let range: Vec<i64> = range.into_iter().map(|r| r.unwrap_or(0)).collect();
    let index = ctx.index_type();
    rw.set_insertion_point_before(op);
    // The thread counts, materialized (and left unused) before the loop.
    let nz: Vec<i64> = nt.iter().copied().filter(|x| *x != 0).collect();
    for x in &nz {
        super::transform_utils::constant_index(rw, loc, *x);
    }
    let out_types: Vec<Type> = outs.iter().map(|v| rw.body().value_type(*v)).collect();
    let info = ctx
        .op_info(ctx.op_name("scf.forall"))
        .ok_or("no scf.forall")?;
    let k = nz.len();
    let mut named: Vec<(&str, Attribute)> = vec![
        (
            "operandSegmentSizes",
            dense_i32_array(ctx, &[0, 0, 0, outs.len() as i32]),
        ),
        ("staticLowerBound", dense_i64_array(ctx, &vec![0; k])),
        ("staticUpperBound", dense_i64_array(ctx, &nz)),
        ("staticStep", dense_i64_array(ctx, &vec![1; k])),
    ];
    if let Some(m) = mapping {
        named.push(("mapping", m));
    }
    let mut spec = OpSpec::new(ctx.op_name("scf.forall"), loc);
    spec.operands = &outs;
    spec.result_types = &out_types;
    spec.props = info.props_from(ctx, &named, false);
    spec.num_regions = 1;
    let forall = rw.create(spec);
    let region = rw.body().regions(forall)[0];
    let mut args: Vec<(Type, rmlir_ir::Location)> = vec![(index, loc); k];
    args.extend(out_types.iter().map(|t| (*t, loc)));
    let block = rw.body.create_block(&args);
    rw.body.append_block(region, block);
    let bargs = rw.body().block_args(block).to_vec();
    let shared = bargs[k..].to_vec();
    rw.set_insertion_point_to_end(block);
    let mut spec = OpSpec::new(ctx.op_name("scf.forall.in_parallel"), loc);
    spec.num_regions = 1;
    let term = rw.create(spec);
    let tregion = rw.body().regions(term)[0];
    let tblock = rw.body.create_block(&[]);
    rw.body.append_block(tregion, tblock);
    rw.set_insertion_point_before(term);
    // The ivs of the tiled loops.
    let mut ivs: Vec<Option<ValueId>> = vec![None; n];
    let mut j = 0;
    for d in 0..n {
        if nt[d] != 0 {
            ivs[d] = Some(bargs[j]);
            j += 1;
        }
    }
    // The tile offsets (`getTileOffsetAndSizes`).
    for d in 0..n {
        if let Some(iv) = ivs[d] {
            let _ = scaled_iv(rw, loc, iv, ts[d]);
        }
    }
    let tile_size = |d: usize| if ivs[d].is_some() { ts[d] } else { range[d] };
    let lists = |rw: &mut PatternRewriter<'_>, m: &AffineMap| -> [Vec<Ofr>; 3] {
        let mut offsets = Vec::new();
        let mut sizes = Vec::new();
        for e in m.results() {
            let d = e.as_dim().unwrap_or(0) as usize;
            offsets.push(match ivs[d] {
                Some(iv) => scaled_iv(rw, loc, iv, ts[d]),
                None => Ok(0),
            });
            sizes.push(Ok(tile_size(d)));
        }
        let strides = vec![Ok(1); m.results().len()];
        [offsets, sizes, strides]
    };
    let n_ins = ins.len();
    let mut params = Vec::new();
    for (i, (v, m)) in operands.iter().zip(&maps).enumerate() {
        let src = if i >= n_ins { shared[i - n_ins] } else { *v };
        let ty = rw.body().value_type(src);
        let tiled = m
            .results()
            .iter()
            .any(|e| e.as_dim().is_some_and(|d| ivs[d as usize].is_some()));
        if !tiled || !super::transform_utils::is_tensor(ctx, ty) {
            params.push((src, ty, None));
            continue;
        }
        params.push((src, ty, Some(lists(rw, m))));
    }
    let mut tiles = Vec::new();
    for (src, ty, l) in params {
        let Some(l) = l else {
            tiles.push(src);
            continue;
        };
        let elem = super::transform_utils::elem_type(ctx, ty).ok_or("unsupported type")?;
        let shape: Vec<i64> = l[1].iter().map(|x| x.unwrap_or(-1)).collect();
        let rt = tensor_type(ctx, &shape, elem);
        let s = create_slice(rw, loc, "tensor.extract_slice", &[src], &l, Some(rt));
        tiles.push(rw.body().result(s, 0));
    }
    let mut map = IrMapping::new();
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
    // The result tile positions, then the parallel inserts at the end of the terminator.
    let mut positions = Vec::new();
    for i in 0..results.len() {
        positions.push(lists(rw, &maps[n_ins + i]));
    }
    rw.set_insertion_point_to_end(tblock);
    for (i, (r, l)) in results.iter().zip(&positions).enumerate() {
        create_slice(
            rw,
            loc,
            "tensor.parallel_insert_slice",
            &[*r, shared[i]],
            l,
            None,
        );
    }
    let forall_results = rw.body().results(forall).to_vec();
    rw.replace_op(op, &forall_results);
    Ok((forall, new_op))
}

#[cfg(test)]
mod tests {
    use super::CopyMapping;

    #[test]
    fn copy_mapping_matches_upstream_heuristic() {
        let m = CopyMapping::new(32, 128, &[16, 32, 64], 8).unwrap();
        assert_eq!(m.num_threads, vec![1, 8, 4]);
        assert_eq!(m.tile_sizes, vec![16, 4, 16]);
        let m = CopyMapping::new(32, 64, &[16, 32, 64], 8).unwrap();
        assert_eq!(m.num_threads, vec![1, 4, 8]);
        let m = CopyMapping::new(32, 128, &[20], 16).unwrap();
        assert_eq!(m.num_threads, vec![5]);
        assert!(CopyMapping::new(32, 128, &[1024], 16).is_none());
    }
}
