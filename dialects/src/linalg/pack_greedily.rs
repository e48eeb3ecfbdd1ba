//! `transform.structured.pack_greedily` (upstream's `PackGreedilyOp` and
//! `linalg::packMatmulGreedily`, MLIR 19): a linalg op containing a contraction is
//! generalized, its loops interchanged so that its (k, m, n) dims come last in the requested
//! order, then packed (`linalg::pack`): every operand is `tensor.pack`ed along the packed
//! dims, a packed `linalg.generic` computes, and its results are `tensor.unpack`ed.

use super::lower_pack::compute_permutation_vector;
use super::pack_utils as pu;
use super::transform_utils::{self as tu, Ofr};
use crate::transform::interp::{Consumes, Interp, PayloadOp, TOp, TResult, TransformOpImpl};
use crate::transform::structured::DYNAMIC_INDEX_LIST;
use crate::transform::HANDLE;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::ods::{default_optional_attr, operand, result, variadic, OpDef};
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Body, Context, Location, OpId, ValueId};

fn empty_i64_array(ctx: &Context) -> Attribute {
    c::dense_i64_array(ctx, &[])
}

fn i64_list(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    rmlir_ir::ods::prop(ctx, body, op, name)
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

fn is_permutation(v: &[i64]) -> bool {
    let mut seen = vec![false; v.len()];
    v.iter().all(|x| {
        *x >= 0 && (*x as usize) < v.len() && !std::mem::replace(&mut seen[*x as usize], true)
    })
}

fn verify_pack_greedily(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| {
        Err(Diagnostic::error(
            body.loc(op),
            format!("'transform.structured.pack_greedily' op {m}"),
        ))
    };
    let sizes = i64_list(ctx, body, op, "static_matmul_packed_sizes");
    let next = i64_list(ctx, body, op, "matmul_padded_sizes_next_multiple_of");
    let order = i64_list(ctx, body, op, "matmul_inner_dims_order");
    if sizes.len() != 3 {
        return err("attribute 'static_matmul_packed_sizes' failed to satisfy constraint: i64 dense array attribute with exactly 3 elements".into());
    }
    if !next.is_empty() && next.len() != 3 {
        return err("attribute 'matmul_padded_sizes_next_multiple_of' failed to satisfy constraint: i64 dense array attribute with 0 or 3 elements".into());
    }
    if order.len() != 3 {
        return err("attribute 'matmul_inner_dims_order' failed to satisfy constraint: i64 dense array attribute with exactly 3 elements".into());
    }
    if !is_permutation(&order) {
        return err("\"matmul_inner_dims_order\" is not a valid permutation".into());
    }
    for (s, n) in sizes.iter().zip(&next) {
        if *n != 0 && *s != 0 {
            return err("at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy".into());
        }
    }
    Ok(())
}

pub static PACK_GREEDILY: OpDef = OpDef {
    operands: &[
        operand("target", HANDLE),
        variadic("matmul_packed_sizes", HANDLE),
    ],
    results: &[result("packed_op", HANDLE)],
    attrs: &[
        default_optional_attr(
            "static_matmul_packed_sizes",
            c::DENSE_I64_ARRAY_ATTR,
            empty_i64_array,
        ),
        default_optional_attr(
            "matmul_padded_sizes_next_multiple_of",
            c::DENSE_I64_ARRAY_ATTR,
            empty_i64_array,
        ),
        default_optional_attr(
            "matmul_inner_dims_order",
            c::DENSE_I64_ARRAY_ATTR,
            empty_i64_array,
        ),
    ],
    format: Some(
        "$target oilist(`matmul_packed_sizes` `=` custom<DynamicIndexList>($matmul_packed_sizes, $static_matmul_packed_sizes) (`matmul_padded_sizes_next_multiple_of` `=` $matmul_padded_sizes_next_multiple_of^)? `matmul_inner_dims_order` `=` $matmul_inner_dims_order) attr-dict `:` functional-type(operands, results)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify_pack_greedily),
    ..OpDef::new("transform.structured.pack_greedily")
};

pub static PACK: OpDef = OpDef {
    operands: &[operand("target", HANDLE), variadic("packed_sizes", HANDLE)],
    results: &[result("packed_op", HANDLE)],
    attrs: &[default_optional_attr(
        "static_packed_sizes",
        c::DENSE_I64_ARRAY_ATTR,
        empty_i64_array,
    )],
    format: Some(
        "$target `packed_sizes` `=` custom<DynamicIndexList>($packed_sizes, $static_packed_sizes) attr-dict `:` functional-type(operands, results)",
    ),
    customs: &[DYNAMIC_INDEX_LIST],
    ..OpDef::new("transform.structured.pack")
};

pub static PACK_TRANSPOSE: OpDef = OpDef {
    operands: &[
        operand("target_pack_or_un_pack_op", HANDLE),
        operand("target_linalg_op", HANDLE),
    ],
    results: &[
        result("packed_op", HANDLE),
        result("pack_op", HANDLE),
        result("un_pack_op", HANDLE),
    ],
    attrs: &[
        default_optional_attr("outer_perm", c::DENSE_I64_ARRAY_ATTR, empty_i64_array),
        default_optional_attr("inner_perm", c::DENSE_I64_ARRAY_ATTR, empty_i64_array),
    ],
    format: Some(
        "$target_pack_or_un_pack_op `with_compute_op` `(` $target_linalg_op `)` (`outer_perm` `=` $outer_perm^)? (`inner_perm` `=` $inner_perm^)? attr-dict `:` functional-type(operands, results)",
    ),
    result_names: Some(crate::transform::structured::ods_result_names),
    ..OpDef::new("transform.structured.pack_transpose")
};

/// The transform ops declared here (listed by the transform dialect).
pub static PACK_OPS: &[&OpDef] = &[&PACK_GREEDILY, &PACK, &PACK_TRANSPOSE];

pub static IMPLS: &[TransformOpImpl] = &[
    TransformOpImpl {
        name: "transform.structured.pack_greedily",
        apply: apply_pack_greedily,
        consumes: Consumes::Operands(&[0]),
    },
    TransformOpImpl {
        name: "transform.structured.pack",
        apply: apply_pack,
        consumes: Consumes::Operands(&[0]),
    },
    TransformOpImpl {
        name: "transform.structured.pack_transpose",
        apply: apply_pack_transpose,
        consumes: Consumes::Operands(&[0, 1]),
    },
];

/// `transform.structured.pack`: packs the single linalg op by one size per loop.
fn apply_pack(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let sizes = t
        .attr(ctx, "static_packed_sizes")
        .and_then(|a| c::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let targets = it.ops(t.operand(0));
    if targets.is_empty() {
        return it.set_ops(t, t.result(0), Vec::new());
    }
    let name = it.op_name(&targets[0]).to_string();
    if targets.len() != 1 || !crate::transform::interp::structured::is_linalg_op(&name) {
        return Err(it.silenceable(
            t.loc(),
            format!(
                "requires target to map to exactly 1 LinalgOp (got {})",
                targets.len()
            ),
        ));
    }
    let p = targets[0].clone();
    let loops = it
        .op_in(&p)
        .and_then(|(b, o)| super::iterator_types(ctx, b, o))
        .map(|v| v.len())
        .unwrap_or(0);
    if sizes.len() != loops {
        return Err(it.silenceable(
            t.loc(),
            format!(
                "requires number of packed sizes match the number of loops ({} vs {loops})",
                sizes.len()
            ),
        ));
    }
    if sizes.contains(&DYNAMIC) {
        return Err(it.silenceable(
            t.loc(),
            "unsupported in rmlir's pack: packed sizes from handles",
        ));
    }
    let Some(op) = p.id() else {
        return it.set_ops(t, t.result(0), Vec::new());
    };
    let path = p.body_path().to_vec();
    let Some(body) = it.body_mut(&path) else {
        return it.set_ops(t, t.result(0), Vec::new());
    };
    let mut rw = PatternRewriter::new(ctx, body);
    rw.set_insertion_point_before(op);
    let sz: Vec<Ofr> = sizes.iter().map(|s| Ok(*s)).collect();
    let r = pack(&mut rw, op, &sz);
    drop(rw);
    match r {
        Ok(g) => it.set_ops(t, t.result(0), vec![PayloadOp::at(&path, g)]),
        Err(()) => {
            let d = Diagnostic::error(t.loc(), "data tiling failed");
            Err(it.definite(d))
        }
    }
}

/// Upstream `isValidPackingPermutation`.
fn valid_packing_permutation(perm: &[i64], rank: usize) -> bool {
    perm.is_empty() || (perm.len() == rank && is_permutation(perm))
}

/// Upstream `commonPermutationOfPackAndUnPackOp`: (inner dims, tiles, outer perm).
fn transposed_metadata(
    p: &pu::PackParts,
    outer_rank: usize,
    inner_perm: &[i64],
    outer_perm: &[i64],
) -> (Vec<i64>, Vec<Ofr>, Vec<i64>) {
    let mut inner = p.inner_dims_pos.clone();
    let mut tiles = p.tiles.clone();
    let mut outer = p.outer_dims_perm.clone();
    if !inner_perm.is_empty() {
        inner = pu::apply_permutation(&inner, inner_perm);
        tiles = pu::apply_permutation(&tiles, inner_perm);
    }
    if !outer_perm.is_empty() {
        if outer.is_empty() {
            outer = (0..outer_rank as i64).collect();
        }
        outer = pu::apply_permutation(&outer, outer_perm);
    }
    (inner, tiles, outer)
}

/// `transform.structured.pack_transpose` (upstream `linalg::packTranspose`).
fn apply_pack_transpose(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let list = |n: &str| {
        t.attr(ctx, n)
            .and_then(|a| c::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let outer_perm = list("outer_perm");
    let inner_perm = list("inner_perm");
    let packs = it.ops(t.operand(0));
    let linalgs = it.ops(t.operand(1));
    if packs.is_empty() {
        for i in 0..3 {
            it.set_ops(t, t.result(i), Vec::new())?;
        }
        return Ok(());
    }
    if packs.len() != 1 || linalgs.len() != 1 {
        return Err(it.silenceable(
            t.loc(),
            format!(
                "requires target to map to exactly 1 packing op and 1 packed op (got {} and {})",
                packs.len(),
                linalgs.len()
            ),
        ));
    }
    let (pp, lp) = (packs[0].clone(), linalgs[0].clone());
    if pp.body_path() != lp.body_path() {
        return Err(it.silenceable(t.loc(), "not a single use by the LinalgOp target"));
    }
    let pname = it.op_name(&pp).to_string();
    if pname != "tensor.pack" && pname != "tensor.unpack" {
        return Err(it.silenceable(
            t.loc(),
            "requires target to map to a tensor.pack or tensor.unpack",
        ));
    }
    if !crate::transform::interp::structured::is_linalg_op(it.op_name(&lp)) {
        return Err(it.silenceable(t.loc(), "requires a LinalgOp target"));
    }
    let (Some(pop), Some(lop)) = (pp.id(), lp.id()) else {
        return Err(it.silenceable(t.loc(), "requires a LinalgOp target"));
    };
    let path = pp.body_path().to_vec();
    let Some(body) = it.body_mut(&path) else {
        return Err(it.silenceable(t.loc(), "requires a LinalgOp target"));
    };
    let is_pack = pname == "tensor.pack";
    // The linalg op the pack feeds (or the unpack reads).
    let linalg = if is_pack {
        let r = body.result(pop, 0);
        let uses: Vec<(OpId, usize)> = body.uses(r).collect();
        (uses.len() == 1).then(|| uses[0].0)
    } else {
        body.defining_op(body.operand(pop, 0))
    };
    if linalg != Some(lop) {
        let m = if is_pack {
            "not a single use by the LinalgOp target"
        } else {
            "not produced by the LinalgOp target"
        };
        return Err(it.silenceable(t.loc(), m));
    }
    let (pack_op, unpack_op) = if is_pack {
        (pop, None)
    } else {
        let src = body.operand(pop, 0);
        let rn = body
            .results(lop)
            .iter()
            .position(|r| *r == src)
            .unwrap_or(0);
        let (_, outs) = super::segments(ctx, body, lop);
        let init = outs.get(rn).copied();
        let pk = init
            .and_then(|v| body.defining_op(v))
            .filter(|d| ctx.op_name_str(body.op_name(*d)) == "tensor.pack")
            .filter(|d| body.uses(body.result(*d, 0)).count() == 1);
        let Some(pk) = pk else {
            return Err(it.silenceable(t.loc(), "could not find matching pack op"));
        };
        (pk, Some(pop))
    };
    let pparts = pu::read_pack(ctx, body, pack_op)
        .ok_or(())
        .map_err(|_| it.silenceable(t.loc(), "could not find matching pack op"))?;
    let body = it.body_mut(&path).expect("checked above");
    let src_rank = tu::shape_of(ctx, body.value_type(pparts.source)).len();
    let uparts = unpack_op.and_then(|u| pu::read_pack(ctx, body, u));
    let urank = uparts
        .as_ref()
        .map(|u| tu::shape_of(ctx, body.value_type(u.dest)).len());
    for (perm, outer) in [(&outer_perm, true), (&inner_perm, false)] {
        let ok = |rank: usize| valid_packing_permutation(perm, rank);
        let prank = if outer {
            src_rank
        } else {
            pparts.inner_dims_pos.len()
        };
        let u_ok = match (&uparts, urank) {
            (Some(u), Some(r)) => ok(if outer { r } else { u.inner_dims_pos.len() }),
            _ => true,
        };
        if !ok(prank) || !u_ok {
            let m = if outer {
                "invalid outer_perm"
            } else {
                "invalid inner_perm"
            };
            return Err(it.silenceable(t.loc(), m));
        }
    }
    let body = it.body_mut(&path).expect("checked above");
    let mut rw = PatternRewriter::new(ctx, body);
    let ploc = rw.body().loc(pack_op);
    let lloc = rw.body().loc(lop);
    // Step 1: the transposed pack.
    rw.set_insertion_point_before(pack_op);
    let (inner, tiles, outer) = transposed_metadata(&pparts, src_rank, &inner_perm, &outer_perm);
    let dest = pu::pack_dest(&mut rw, lloc, pparts.source, &tiles, &inner, &outer);
    let new_pack = pu::create_pack(
        &mut rw,
        lloc,
        pparts.source,
        dest,
        &inner,
        &tiles,
        pparts.padding,
        &outer,
    );
    let _ = ploc;
    // Step 2: the linalg op with the transposed operand.
    let pack_result = rw.body().result(pack_op, 0);
    let use_idx = rw
        .body()
        .uses(pack_result)
        .next()
        .map(|(_, i)| i)
        .unwrap_or(0);
    let n_lead = src_rank as i64;
    let n_trail = pparts.inner_dims_pos.len() as i64;
    let mut perm: Vec<i64> = if outer_perm.is_empty() {
        (0..n_lead).collect()
    } else {
        outer_perm.clone()
    };
    if inner_perm.is_empty() {
        perm.extend(n_lead..n_lead + n_trail);
    } else {
        perm.extend(inner_perm.iter().map(|p| n_lead + p));
    }
    let maps = super::indexing_maps(ctx, rw.body(), lop).unwrap_or_default();
    let iters: Vec<Attribute> = super::iterator_types(ctx, rw.body(), lop)
        .unwrap_or_default()
        .iter()
        .map(|p| tu::iterator_attr(ctx, *p))
        .collect();
    let (ins, outs) = super::segments(ctx, rw.body(), lop);
    let mut operands: Vec<ValueId> = ins.iter().chain(outs.iter()).copied().collect();
    let mut new_maps = maps.clone();
    let m = &maps[use_idx];
    let results: Vec<AffineExpr> = perm
        .iter()
        .map(|p| m.results()[*p as usize].clone())
        .collect();
    new_maps[use_idx] = AffineMap::new(m.num_dims(), m.num_symbols(), results);
    operands[use_idx] = new_pack;
    let new_ins = operands[..ins.len()].to_vec();
    let new_outs = operands[ins.len()..].to_vec();
    let rtys: Vec<_> = new_outs.iter().map(|v| rw.body().value_type(*v)).collect();
    rw.set_insertion_point_before(lop);
    let g = tu::create_generic(
        &mut rw,
        lloc,
        &rtys,
        &new_ins,
        &new_outs,
        &new_maps,
        &iters,
        Vec::new(),
    );
    let from = rw.body().regions(lop)[0];
    let to = rw.body().regions(g)[0];
    rw.inline_region_before(from, to, None);
    let gres: Vec<ValueId> = rw.body().results(g).to_vec();
    rw.replace_op(lop, &gres);
    // Step 3: the transposed unpack.
    let mut new_unpack = None;
    if let (Some(u), Some(up)) = (unpack_op, uparts) {
        let rn = use_idx - ins.len();
        let src = rw.body().results(g)[rn];
        rw.set_insertion_point_before(u);
        let urank = tu::shape_of(ctx, rw.body().value_type(up.dest)).len();
        let (inner, tiles, outer) = transposed_metadata(&up, urank, &inner_perm, &outer_perm);
        let nu = pu::create_unpack(&mut rw, lloc, src, up.dest, &inner, &tiles, &outer);
        rw.replace_op(u, &[nu]);
        new_unpack = rw.body().defining_op(nu);
    }
    // Step 4: the old pack.
    rw.replace_op(pack_op, &[new_pack]);
    let np = rw.body().defining_op(new_pack);
    drop(rw);
    it.set_ops(t, t.result(0), vec![PayloadOp::at(&path, g)])?;
    it.set_ops(
        t,
        t.result(1),
        np.map(|o| PayloadOp::at(&path, o)).into_iter().collect(),
    )?;
    it.set_ops(
        t,
        t.result(2),
        new_unpack
            .map(|o| PayloadOp::at(&path, o))
            .into_iter()
            .collect(),
    )
}

fn apply_pack_greedily(it: &mut Interp<'_>, t: &TOp) -> TResult {
    let ctx = it.ctx;
    let attr_list = |n: &str| {
        t.attr(ctx, n)
            .and_then(|a| c::dense_i64_values(ctx, a))
            .unwrap_or_default()
    };
    let sizes = attr_list("static_matmul_packed_sizes");
    if sizes.contains(&DYNAMIC) {
        return Err(it.silenceable(
            t.loc(),
            "unsupported in rmlir's pack_greedily: packed sizes from handles",
        ));
    }
    let next = attr_list("matmul_padded_sizes_next_multiple_of");
    let order = attr_list("matmul_inner_dims_order");
    let targets = it.ops(t.operand(0));
    let mut results = Vec::new();
    for p in targets {
        let name = it.op_name(&p).to_string();
        if !crate::transform::interp::structured::is_linalg_op(&name) {
            continue;
        }
        let Some(op) = p.id() else { continue };
        let path = p.body_path().to_vec();
        let Some(body) = it.body_mut(&path) else {
            continue;
        };
        let mut rw = PatternRewriter::new(ctx, body);
        rw.set_insertion_point_after(op);
        let sz: Vec<Ofr> = sizes.iter().map(|s| Ok(*s)).collect();
        match pack_matmul_greedily(&mut rw, op, &sz, &next, &order) {
            Ok(g) => results.push(PayloadOp::at(&path, g)),
            Err(()) => results.push(p),
        }
    }
    it.set_ops(t, t.result(0), results)
}

/// Upstream `findPermutationsIndexingOperand`: the dims of `kind` appearing alone as a
/// result of `map`.
fn permutation_dims(map: &AffineMap, parallel: &[bool], want_parallel: bool) -> Vec<u32> {
    let mut out = Vec::new();
    for e in map.results() {
        if let Some(d) = e.as_dim() {
            let count = map
                .results()
                .iter()
                .filter(|x| x.is_function_of_dim(d))
                .count();
            if parallel[d as usize] == want_parallel && count == 1 && !out.contains(&d) {
                out.push(d);
            }
        }
    }
    out
}

/// Upstream `inferContractionDims`: (batch, m, n, k), each sorted.
#[allow(clippy::type_complexity)]
pub fn infer_contraction_dims(
    maps: &[AffineMap],
    parallel: &[bool],
) -> (Vec<u32>, Vec<u32>, Vec<u32>, Vec<u32>) {
    let a = permutation_dims(&maps[0], parallel, true);
    let b = permutation_dims(&maps[1], parallel, true);
    let cc = permutation_dims(&maps[2], parallel, true);
    let mut m: Vec<u32> = a
        .iter()
        .copied()
        .filter(|d| cc.contains(d) && !b.contains(d))
        .collect();
    let mut n: Vec<u32> = b
        .iter()
        .copied()
        .filter(|d| cc.contains(d) && !a.contains(d))
        .collect();
    let mut batch: Vec<u32> = a
        .iter()
        .copied()
        .filter(|d| b.contains(d) && cc.contains(d))
        .collect();
    let rb = permutation_dims(&maps[1], parallel, false);
    let mut k: Vec<u32> = permutation_dims(&maps[0], parallel, false)
        .into_iter()
        .filter(|d| rb.contains(d))
        .collect();
    batch.sort_unstable();
    m.sort_unstable();
    n.sort_unstable();
    k.sort_unstable();
    (batch, m, n, k)
}

/// Upstream `interchangeGenericOp`, in place (ops with `linalg.index` are refused before).
fn interchange(rw: &mut PatternRewriter<'_>, op: OpId, perm: &[i64]) -> Result<(), ()> {
    let ctx = rw.ctx;
    let maps = super::indexing_maps(ctx, rw.body(), op).ok_or(())?;
    let its = tu::iterator_attrs(ctx, rw.body(), op);
    let mut inv = vec![0u32; perm.len()];
    for (i, v) in perm.iter().enumerate() {
        inv[*v as usize] = i as u32;
    }
    let pm = AffineMap::permutation(&inv);
    let new_maps: Vec<Attribute> = maps
        .iter()
        .map(|m| ctx.get_attr(AttrKind::AffineMap(m.compose(&pm))))
        .collect();
    let new_its: Vec<Attribute> = perm.iter().map(|i| its[*i as usize]).collect();
    let info = ctx.op_info(rw.body().op_name(op)).ok_or(())?;
    let mi = info.prop_index("indexing_maps").ok_or(())?;
    let ii = info.prop_index("iterator_types").ok_or(())?;
    let maps_attr = ctx.array_attr(&new_maps);
    let its_attr = ctx.array_attr(&new_its);
    rw.modify_op_in_place(op, |b| {
        b.set_prop(op, mi, Some(maps_attr));
        b.set_prop(op, ii, Some(its_attr));
    });
    Ok(())
}

/// The loop sizes of a structured op (upstream `createLoopRanges`): every dynamic operand
/// size gets a `tensor.dim` (as upstream's `createFlatListOfOperandDims`), each loop takes
/// the size of the first operand dim it indexes directly.
fn loop_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    op: OpId,
    maps: &[AffineMap],
) -> Vec<Ofr> {
    let ctx = rw.ctx;
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let mut flat: Vec<Ofr> = Vec::new();
    for v in &operands {
        let shape = tu::shape_of(ctx, rw.body().value_type(*v));
        for (i, s) in shape.iter().enumerate() {
            if *s == DYNAMIC {
                flat.push(Err(super::reify::create_or_fold_dim(rw, loc, *v, i)));
            } else {
                flat.push(Ok(*s));
            }
        }
    }
    let n = maps.first().map(|m| m.num_dims()).unwrap_or(0) as usize;
    let mut res: Vec<Option<Ofr>> = vec![None; n];
    let mut k = 0;
    for m in maps {
        for e in m.results() {
            if let Some(d) = e.as_dim() {
                if res[d as usize].is_none() {
                    res[d as usize] = flat.get(k).copied();
                }
            }
            k += 1;
        }
    }
    res.into_iter().map(|r| r.unwrap_or(Ok(0))).collect()
}

/// Upstream `packMatmulGreedily`.
#[allow(clippy::result_unit_err)]
pub fn pack_matmul_greedily(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    mnk_sizes: &[Ofr],
    next_multiple: &[i64],
    mnk_order: &[i64],
) -> Result<OpId, ()> {
    let ctx = rw.ctx;
    let parallel = super::iterator_types(ctx, rw.body(), op).ok_or(())?;
    let num_loops = parallel.len();
    if num_loops <= 2 {
        return Err(());
    }
    let np = mnk_sizes.len();
    let mut pos = vec![0i64; np];
    let mut packed: Vec<Ofr> = vec![Ok(0); np];
    let mut padded = vec![0i64; np];
    for i in 0..np {
        let o = mnk_order[i] as usize;
        pos[i] = (num_loops - np) as i64 + mnk_order[i];
        packed[o] = mnk_sizes[i];
        padded[o] = next_multiple.get(i).copied().unwrap_or(0);
    }
    let (ins, outs) = super::segments(ctx, rw.body(), op);
    if ins.len() != 2 || outs.len() != 1 {
        return Err(());
    }
    let maps = super::indexing_maps(ctx, rw.body(), op).ok_or(())?;
    let (_, m, n, k) = infer_contraction_dims(&maps, &parallel);
    let (Some(mp), Some(np_), Some(kp)) = (m.last(), n.last(), k.last()) else {
        return Err(());
    };
    let (mp, np_, kp) = (*mp as i64, *np_ as i64, *kp as i64);
    let has_index = rw.body().regions(op).first().is_some_and(|r| {
        rw.body().region_blocks(*r).any(|b| {
            rw.body()
                .block_ops(b)
                .any(|o| ctx.op_name_str(rw.body().op_name(o)) == "linalg.index")
        })
    });
    if has_index {
        return Err(());
    }
    let generic = if ctx.op_name_str(rw.body().op_name(op)) == "linalg.generic" {
        op
    } else {
        let g = super::generalize::generalize_named_op(op, rw)?;
        rw.set_insertion_point_after(g);
        g
    };
    let perm = compute_permutation_vector(num_loops, &[mp, np_, kp], &pos);
    interchange(rw, generic, &perm)?;
    let loc = rw.body().loc(generic);
    let maps = super::indexing_maps(ctx, rw.body(), generic).ok_or(())?;
    let ranges = loop_sizes(rw, loc, generic, &maps);
    let mut adjusted: Vec<Ofr> = vec![Ok(0); num_loops - np];
    for i in 0..np {
        if padded[i] == 0 {
            adjusted.push(packed[i]);
            continue;
        }
        let e = AffineExpr::dim(0)
            .ceil_div(&AffineExpr::symbol(0))
            .mul(&AffineExpr::symbol(0));
        let map = AffineMap::new(1, 1, vec![e]);
        let size = ranges[adjusted.len()];
        let to = |o: Ofr| match o {
            Ok(i) => crate::affine::utils::OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), i)),
            Err(v) => crate::affine::utils::OpFoldResult::Value(v),
        };
        let r = crate::affine::utils::make_composed_folded_affine_apply(
            rw,
            loc,
            &map,
            &[to(size), to(Ok(padded[i]))],
        );
        adjusted.push(match r {
            crate::affine::utils::OpFoldResult::Value(v) => Err(v),
            crate::affine::utils::OpFoldResult::Attr(a) => {
                Ok(crate::affine::utils::int_attr_value(ctx, a).unwrap_or(0))
            }
        });
    }
    pack(rw, generic, &adjusted)
}

/// An operand's source, packed dims and tiles.
type PackedOperand = (ValueId, Vec<i64>, Vec<Ofr>);

/// Upstream `packLinalgMetadataOnce`: the packed operand dim of every map.
fn pack_metadata_once(
    maps: &mut [AffineMap],
    parallel: &mut Vec<bool>,
    dim: usize,
) -> Option<Vec<Option<usize>>> {
    let new_dim = parallel.len() as u32;
    parallel.push(parallel[dim]);
    let mut out = vec![None; maps.len()];
    for (i, m) in maps.iter_mut().enumerate() {
        let mut results = m.results().to_vec();
        let first = results
            .iter()
            .position(|e| e.is_function_of_dim(dim as u32));
        if let Some(p) = first {
            results[p].as_dim()?;
            results.push(AffineExpr::dim(new_dim));
            out[i] = Some(p);
        }
        *m = AffineMap::new(new_dim + 1, m.num_symbols(), results);
    }
    Some(out)
}

/// Upstream `PackOp::requirePaddingValue` (no outer permutation, static tiles).
fn require_padding(input: &[i64], inner: &[i64], tiles: &[i64]) -> bool {
    inner
        .iter()
        .zip(tiles)
        .any(|(p, t)| input[*p as usize] != DYNAMIC && input[*p as usize] % t != 0)
}

/// Upstream `linalg::pack`: packs `op` (a `linalg.generic`) by `sizes` (one per loop, 0 =
/// not packed).
#[allow(clippy::result_unit_err)]
pub fn pack(rw: &mut PatternRewriter<'_>, op: OpId, sizes: &[Ofr]) -> Result<OpId, ()> {
    let ctx = rw.ctx;
    let mut maps = super::indexing_maps(ctx, rw.body(), op).ok_or(())?;
    let mut parallel = super::iterator_types(ctx, rw.body(), op).ok_or(())?;
    if sizes.len() != parallel.len() {
        return Err(());
    }
    let loc = rw.body().loc(op);
    let mut spec: Vec<(Ofr, Vec<Option<usize>>)> = Vec::new();
    for (i, s) in sizes.iter().enumerate() {
        if *s == Ok(0) {
            continue;
        }
        let per = pack_metadata_once(&mut maps, &mut parallel, i).ok_or(())?;
        spec.push((*s, per));
    }
    let (ins, outs) = super::segments(ctx, rw.body(), op);
    let mut values: Vec<ValueId> = Vec::new();
    let mut packs: Vec<Option<PackedOperand>> = Vec::new();
    for (pos, v) in ins.iter().chain(outs.iter()).enumerate() {
        let inner: Vec<i64> = spec
            .iter()
            .filter_map(|(_, per)| per[pos].map(|p| p as i64))
            .collect();
        let tiles: Vec<Ofr> = spec
            .iter()
            .filter(|(_, per)| per[pos].is_some())
            .map(|(s, _)| *s)
            .collect();
        if tiles.is_empty() {
            values.push(*v);
            packs.push(None);
            continue;
        }
        let dest = pu::pack_dest(rw, loc, *v, &tiles, &inner, &[]);
        let shape = tu::shape_of(ctx, rw.body().value_type(*v));
        let static_tiles: Vec<i64> = tiles.iter().map(|t| t.unwrap_or(DYNAMIC)).collect();
        let no_pad = !static_tiles.contains(&DYNAMIC)
            && !shape.contains(&DYNAMIC)
            && !require_padding(&shape, &inner, &static_tiles);
        let padding = if no_pad {
            None
        } else {
            let elem = tu::elem_type(ctx, rw.body().value_type(dest)).ok_or(())?;
            let zero = crate::arith::fold::zero_attr(ctx, elem).ok_or(())?;
            let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
            spec.result_types = std::slice::from_ref(&elem);
            spec.props.push(Some(zero));
            let c = rw.create(spec);
            Some(rw.body().result(c, 0))
        };
        let p = pu::create_pack(rw, loc, *v, dest, &inner, &tiles, padding, &[]);
        values.push(p);
        packs.push(Some((*v, inner, tiles)));
    }
    let new_ins = &values[..ins.len()];
    let new_outs = &values[ins.len()..];
    let result_types: Vec<_> = new_outs.iter().map(|v| rw.body().value_type(*v)).collect();
    let iters: Vec<Attribute> = parallel
        .iter()
        .map(|p| tu::iterator_attr(ctx, *p))
        .collect();
    let g = tu::create_generic(
        rw,
        loc,
        &result_types,
        new_ins,
        new_outs,
        &maps,
        &iters,
        Vec::new(),
    );
    let from = rw.body().regions(op)[0];
    let to = rw.body().regions(g)[0];
    rw.inline_region_before(from, to, None);
    let mut results = Vec::new();
    for (i, r) in rw.body().results(g).to_vec().into_iter().enumerate() {
        match &packs[ins.len() + i] {
            Some((src, inner, tiles)) => {
                let (src, inner, tiles) = (*src, inner.clone(), tiles.clone());
                results.push(pu::create_unpack(rw, loc, r, src, &inner, &tiles, &[]));
            }
            None => results.push(r),
        }
    }
    rw.replace_op(op, &results);
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutation_vector() {
        assert_eq!(
            compute_permutation_vector(4, &[1, 3, 0], &[2, 3, 1]),
            vec![2, 0, 1, 3]
        );
        assert_eq!(
            compute_permutation_vector(3, &[0, 1, 2], &[1, 2, 0]),
            vec![2, 0, 1]
        );
    }

    #[test]
    fn permutations() {
        assert!(is_permutation(&[1, 2, 0]));
        assert!(!is_permutation(&[1, 1, 0]));
        assert!(!is_permutation(&[0, 3, 1]));
    }
}
