//! `transform.structured.tile_using_forall` (upstream MLIR 19's `TileUsingForallOp` over
//! `linalg::tileToForallOp` / `tileToForallOpUsingTileSizes`): a structured op is tiled
//! into an `scf.forall` with one thread per tile. With `num_threads`, each thread's tile
//! is `ceildiv(size, num_threads)` (bounded by `affine.min`/`affine.max` for the partial
//! and empty tiles); with `tile_sizes`, the number of threads is `ceildiv(size, tile)`.
//! On tensors, the forall's `shared_outs` are the op's inits and each thread writes its
//! result tile back with a `tensor.parallel_insert_slice` in `scf.forall.in_parallel`; on
//! buffers the tiles are `memref.subview`s and the forall has no results. Zero entries
//! (and loops past the list) are not tiled. Tiling a loop that is not parallel by more
//! than one thread warns "tiling is not thread safe at axis #i".

use super::tiling_iface::{apply, fr_const, fr_to_ofr, index_fr, Structured};
use crate::affine::utils::{self as au, OpFoldResult as Fr};
use crate::transform::interp::{
    Consumes, Failure, HKey, Interp, PayloadOp, TOp, TResult, TransformOpImpl,
};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::ods::constraints::{dense_i32_array, dense_i64_array, dense_i64_values};
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, OpId, Type, ValueId};

pub static IMPLS: &[TransformOpImpl] = &[TransformOpImpl {
    name: "transform.structured.tile_using_forall",
    apply: apply_tile_using_forall,
    consumes: Consumes::Operands(&[0]),
}];

/// An unpacked size: a constant or a payload value (the body's path and the value).
#[derive(Clone, Debug)]
pub enum Size {
    Const(i64),
    Value(Vec<OpId>, ValueId),
}

fn int_of(it: &Interp<'_>, a: Attribute) -> Option<i64> {
    match it.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The single index result of a payload op (upstream's check in
/// `unpackSingleIndexResultPayloadOperations`).
fn single_index_result(it: &Interp<'_>, t: &TOp, p: &PayloadOp) -> Result<Size, Failure> {
    let ctx = it.ctx;
    let res = it
        .op_in(p)
        .map(|(b, o)| b.results(o).to_vec())
        .unwrap_or_default();
    let is_index = |v: ValueId| {
        it.op_in(p).is_some_and(|(b, _)| {
            matches!(ctx.type_kind(b.value_type(v)), rmlir_ir::TypeKind::Index)
        })
    };
    if res.len() != 1 || !is_index(res[0]) {
        let d = Diagnostic::error(t.loc(), "payload op must have exactly 1 index result")
            .with_note(it.payload_loc(p), format!("has {} results", res.len()));
        return Err(Failure::Silenceable(vec![d]));
    }
    Ok(Size::Value(p.body_path().to_vec(), res[0]))
}

/// Upstream `unpackSingleIndexResultPayloadOperations` for a mixed list (static entries
/// with `DYNAMIC` placeholders for the `dynamic` handles).
pub fn unpack_mixed(
    it: &mut Interp<'_>,
    t: &TOp,
    statics: &[i64],
    dynamic: &[HKey],
) -> Result<Vec<Size>, Failure> {
    let mut dyn_it = dynamic.iter();
    let mut out = Vec::new();
    for s in statics {
        if *s != DYNAMIC {
            out.push(Size::Const(*s));
            continue;
        }
        let Some(h) = dyn_it.next().copied() else {
            continue;
        };
        if it.is_param_type(h) {
            let params = it.params(h);
            if params.len() != 1 {
                let d = Diagnostic::error(t.loc(), "requires exactly one parameter associated");
                return Err(it.definite(d));
            }
            match int_of(it, params[0]) {
                Some(v) => out.push(Size::Const(v)),
                None => {
                    let d = Diagnostic::error(t.loc(), "expected IntegerAttr");
                    return Err(it.definite(d));
                }
            }
            continue;
        }
        let ops = it.ops(h);
        if ops.len() != 1 {
            let d = Diagnostic::error(t.loc(), "handle must be mapped to exactly one payload op")
                .with_note(
                    it.handle_loc(h),
                    format!("mapped to {} payload ops", ops.len()),
                );
            return Err(Failure::Silenceable(vec![d]));
        }
        out.push(single_index_result(it, t, &ops[0])?);
    }
    Ok(out)
}

/// The packed form: every parameter, or the single index result of every payload op.
pub fn unpack_packed(it: &mut Interp<'_>, t: &TOp, h: HKey) -> Result<Vec<Size>, Failure> {
    if it.is_param_type(h) {
        let mut out = Vec::new();
        for p in it.params(h) {
            match int_of(it, p) {
                Some(v) => out.push(Size::Const(v)),
                None => {
                    let d = Diagnostic::error(
                        t.loc(),
                        "expected the parameter to be associated with an integer attribute",
                    );
                    return Err(it.definite(d));
                }
            }
        }
        return Ok(out);
    }
    let mut out = Vec::new();
    for p in it.ops(h) {
        out.push(single_index_result(it, t, &p)?);
    }
    Ok(out)
}

/// A size in the body at `path`, or `None` when the value lives elsewhere.
pub fn size_in(rw: &PatternRewriter<'_>, path: &[OpId], s: &Size) -> Option<Fr> {
    match s {
        Size::Const(c) => Some(index_fr(rw, *c)),
        Size::Value(p, v) if p.as_slice() == path && rw.body().contains_value(*v) => {
            Some(Fr::Value(*v))
        }
        Size::Value(..) => None,
    }
}

fn apply_tile_using_forall(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let statics = |name: &str| {
        t.attr(ctx, name)
            .and_then(|a| dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let packed_nt = t.operand_group(ctx, "packed_num_threads");
    let num_threads = match packed_nt.first() {
        Some(h) => unpack_packed(it, t, *h)?,
        None => {
            let dynamic = t.operand_group(ctx, "num_threads");
            unpack_mixed(it, t, &statics("static_num_threads"), &dynamic)?
        }
    };
    let packed_ts = t.operand_group(ctx, "packed_tile_sizes");
    let tile_sizes = match packed_ts.first() {
        Some(h) => unpack_packed(it, t, *h)?,
        None => {
            let dynamic = t.operand_group(ctx, "tile_sizes");
            unpack_mixed(it, t, &statics("static_tile_sizes"), &dynamic)?
        }
    };
    let mapping = t.attr(ctx, "mapping");
    let mut foralls = Vec::new();
    let mut tiled = Vec::new();
    for target in it.ops(t.operand(0)) {
        let Some(op) = target.id() else {
            let d = Diagnostic::error(t.loc(), "only TilingInterface ops are supported")
                .with_note(it.payload_loc(&target), "target op");
            return Err(Failure::Silenceable(vec![d]));
        };
        let name = it.op_name(&target).to_string();
        if !crate::transform::interp::structured::is_tiling_interface(&name) {
            let d = Diagnostic::error(t.loc(), "only TilingInterface ops are supported")
                .with_note(it.payload_loc(&target), "target op");
            return Err(Failure::Silenceable(vec![d]));
        }
        let path = target.body_path().to_vec();
        let loc = it.payload_loc(&target);
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let mut warnings = Vec::new();
        let mut rw = PatternRewriter::new(ctx, body);
        let res = tile_to_forall(
            &mut rw,
            &path,
            op,
            &num_threads,
            &tile_sizes,
            mapping,
            &mut warnings,
        );
        drop(rw);
        for w in warnings {
            it.emit(w);
        }
        match res {
            Ok((forall, tiled_op)) => {
                foralls.push(PayloadOp::at(&path, forall));
                tiled.push(PayloadOp::at(&path, tiled_op));
            }
            Err(m) if m.starts_with("unsupported in rmlir") => {
                return Err(it.silenceable(loc, m));
            }
            Err(m) => {
                let d =
                    Diagnostic::error(t.loc(), m).with_note(loc, "attempted to apply to this op");
                return Err(Failure::Silenceable(vec![d]));
            }
        }
    }
    it.set_ops(t, t.result(0), tiled)?;
    it.set_ops(t, t.result(1), foralls)
}

/// Tiles `op` into an `scf.forall` (see the module doc): the forall and the tiled op.
pub fn tile_to_forall(
    rw: &mut PatternRewriter<'_>,
    path: &[OpId],
    op: OpId,
    num_threads: &[Size],
    tile_sizes: &[Size],
    mapping: Option<Attribute>,
    warnings: &mut Vec<Diagnostic>,
) -> Result<(OpId, OpId), String> {
    let s = Structured::of(rw, op)?;
    let to_fr = |rw: &PatternRewriter<'_>, l: &[Size]| -> Result<Vec<Fr>, String> {
        l.iter()
            .map(|x| {
                size_in(rw, path, x).ok_or_else(|| {
                    "unsupported in rmlir's tiling: sizes defined in another body".to_string()
                })
            })
            .collect()
    };
    rw.set_insertion_point_before(op);
    if !num_threads.is_empty() {
        let nt = to_fr(rw, num_threads)?;
        forall_impl(rw, &s, &nt, None, mapping, warnings)
    } else {
        let ts = to_fr(rw, tile_sizes)?;
        // `tileToForallOpUsingTileSizes`: the number of tiles of each tiled loop.
        let domain = s.iteration_domain(rw)?;
        let mut nt = Vec::new();
        for (t, size) in ts.iter().zip(&domain) {
            if fr_const(rw, *t) == Some(0) {
                nt.push(*t);
                continue;
            }
            let e = AffineExpr::symbol(0).ceil_div(&AffineExpr::symbol(1));
            nt.push(apply(rw, s.loc, 0, 2, e, &[*size, *t]));
        }
        forall_impl(rw, &s, &nt, Some(&ts), mapping, warnings)
    }
}

/// Upstream `tileToForallOpImpl` (the insertion point is before the op).
fn forall_impl(
    rw: &mut PatternRewriter<'_>,
    s: &Structured,
    num_threads: &[Fr],
    nominal: Option<&[Fr]>,
    mapping: Option<Attribute>,
    warnings: &mut Vec<Diagnostic>,
) -> Result<(OpId, OpId), String> {
    let ctx = rw.ctx;
    let loc = s.loc;
    let op = s.op;
    let domain = s.iteration_domain(rw)?;
    if domain.is_empty() {
        return Err("expected non-empty loop ranges".into());
    }
    let n_results = rw.body().results(op).len();
    let dest: Vec<ValueId> = (0..n_results).map(|i| s.operands[s.n_ins + i]).collect();
    let non_zero: Vec<Fr> = num_threads
        .iter()
        .filter(|n| fr_const(rw, **n) != Some(0))
        .copied()
        .collect();
    let materialized: Vec<ValueId> = non_zero
        .iter()
        .map(|n| au::value_or_constant_index(rw, loc, *n))
        .collect();
    // `safeToTileToForall`.
    for (i, n) in num_threads.iter().enumerate() {
        let parallel = s.parallel.get(i).copied().unwrap_or(true);
        let safe = match fr_const(rw, *n) {
            Some(c) if c <= 1 => true,
            _ => parallel,
        };
        if !safe {
            warnings.push(Diagnostic::warning(
                loc,
                format!("tiling is not thread safe at axis #{i}"),
            ));
        }
    }
    // The forall, its upper bounds folded to constants where they are.
    let ubs: Vec<Fr> = materialized
        .iter()
        .map(|v| match au::constant_int(ctx, rw.body(), *v) {
            Some(c) => index_fr(rw, c),
            None => Fr::Value(*v),
        })
        .collect();
    let (forall, body_block, shared, term_block) = create_forall(rw, loc, &ubs, &dest, mapping);
    let ivs: Vec<ValueId> = rw.body().block_args(body_block)[..ubs.len()].to_vec();
    let term = rw
        .body()
        .block_ops(body_block)
        .last()
        .ok_or("no terminator")?;
    rw.set_insertion_point_before(term);
    // `calculateTileOffsetsAndSizes`.
    let omit_bounds_check = nominal.is_some();
    let mut offsets = Vec::new();
    let mut sizes = Vec::new();
    let mut thread = 0;
    for (l, size) in domain.iter().enumerate() {
        let n = num_threads.get(l).copied();
        if n.is_none_or(|n| fr_const(rw, n) == Some(0)) {
            offsets.push(index_fr(rw, 0));
            sizes.push(*size);
            continue;
        }
        let nt = non_zero[thread];
        let tid = Fr::Value(ivs[thread]);
        let (i, j) = (AffineExpr::dim(0), AffineExpr::dim(1));
        let (m, nn) = (AffineExpr::symbol(0), AffineExpr::symbol(1));
        let mut per_thread = match nominal {
            Some(ts) => ts[l],
            None => apply(rw, loc, 0, 2, m.ceil_div(&nn), &[*size, nt]),
        };
        let zero = index_fr(rw, 0);
        let offset = apply(
            rw,
            loc,
            2,
            1,
            i.clone() + j.clone() * m.clone(),
            &[zero, tid, per_thread],
        );
        let residual = apply(
            rw,
            loc,
            2,
            2,
            i.clone() + j * m.clone() - nn,
            &[zero, nt, per_thread, *size],
        );
        if fr_const(rw, residual) != Some(0) {
            let rest = apply(rw, loc, 1, 1, -i + m, &[offset, *size]);
            per_thread = au::make_composed_folded_min_max(
                rw,
                loc,
                true,
                &AffineMap::multi_dim_identity(2),
                &[rest, per_thread],
            );
        }
        offsets.push(offset);
        let can_omit = match (
            fr_const(rw, per_thread),
            fr_const(rw, nt),
            fr_const(rw, *size),
        ) {
            (Some(t), Some(n), Some(sz)) => t * (n - 1) < sz,
            _ => false,
        };
        if !omit_bounds_check && !can_omit {
            per_thread = au::make_composed_folded_min_max(
                rw,
                loc,
                false,
                &AffineMap::multi_dim_identity(2),
                &[zero, per_thread],
            );
        }
        sizes.push(per_thread);
        thread += 1;
    }
    // The op on the tiles, its inits replaced by the shared outputs.
    let mut operands = s.operands.clone();
    for v in operands.iter_mut().skip(s.n_ins) {
        if let Some(p) = dest.iter().position(|d| d == v) {
            if super::transform_utils::is_tensor(ctx, rw.body().value_type(*v)) {
                *v = shared[p];
            }
        }
    }
    let (tiled, results) = s.tiled_implementation(rw, &operands, &offsets, &sizes)?;
    for (i, r) in results.iter().enumerate() {
        let term = rw
            .body()
            .block_ops(body_block)
            .last()
            .ok_or("no terminator")?;
        rw.set_insertion_point_before(term);
        let lists = s.result_tile_position(rw, i, &offsets, &sizes);
        let lists: [Vec<super::transform_utils::Ofr>; 3] =
            std::array::from_fn(|k| lists[k].iter().map(|x| fr_to_ofr(rw, *x)).collect());
        rw.set_insertion_point_to_end(term_block);
        super::transform_utils::create_slice(
            rw,
            loc,
            "tensor.parallel_insert_slice",
            &[*r, shared[i]],
            &lists,
            None,
        );
    }
    let new_results = rw.body().results(forall).to_vec();
    if new_results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &new_results);
    }
    Ok((forall, tiled))
}

/// Creates `scf.forall (ivs) in (ubs) shared_outs(dest)` at the insertion point with its
/// `scf.forall.in_parallel` terminator: the op, its body block, the shared outputs' block
/// arguments and the terminator's block.
fn create_forall(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    ubs: &[Fr],
    dest: &[ValueId],
    mapping: Option<Attribute>,
) -> (OpId, rmlir_ir::BlockId, Vec<ValueId>, rmlir_ir::BlockId) {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let mut operands = Vec::new();
    let mut static_ubs = Vec::new();
    for u in ubs {
        match u {
            Fr::Value(v) => {
                operands.push(*v);
                static_ubs.push(DYNAMIC);
            }
            Fr::Attr(a) => static_ubs.push(au::int_attr_value(ctx, *a).unwrap_or(0)),
        }
    }
    let n_dyn = operands.len() as i32;
    operands.extend_from_slice(dest);
    let types: Vec<Type> = dest.iter().map(|v| rw.body().value_type(*v)).collect();
    let name = ctx.op_name("scf.forall");
    let mut named: Vec<(&str, Attribute)> = vec![
        (
            "operandSegmentSizes",
            dense_i32_array(ctx, &[0, n_dyn, 0, dest.len() as i32]),
        ),
        (
            "staticLowerBound",
            dense_i64_array(ctx, &vec![0; ubs.len()]),
        ),
        ("staticUpperBound", dense_i64_array(ctx, &static_ubs)),
        ("staticStep", dense_i64_array(ctx, &vec![1; ubs.len()])),
    ];
    if let Some(m) = mapping {
        named.push(("mapping", m));
    }
    let mut spec = OpSpec::new(name, loc);
    spec.operands = &operands;
    spec.result_types = &types;
    spec.num_regions = 1;
    if let Some(info) = ctx.op_info(name) {
        spec.props = info.props_from(ctx, &named, false);
    }
    let forall = rw.create(spec);
    let region = rw.body().regions(forall)[0];
    let mut args: Vec<(Type, rmlir_ir::Location)> = vec![(index, loc); ubs.len()];
    args.extend(types.iter().map(|t| (*t, loc)));
    let block = rw.body.create_block(&args);
    rw.body.append_block(region, block);
    let shared = rw.body().block_args(block)[ubs.len()..].to_vec();
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let mut tspec = OpSpec::new(ctx.op_name("scf.forall.in_parallel"), loc);
    tspec.num_regions = 1;
    let term = rw.create(tspec);
    let tregion = rw.body().regions(term)[0];
    let tblock = rw.body.create_block(&[]);
    rw.body.append_block(tregion, tblock);
    rw.set_insertion_point(saved);
    (forall, block, shared, tblock)
}
