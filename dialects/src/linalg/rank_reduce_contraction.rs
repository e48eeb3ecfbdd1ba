//! Upstream `populateContractionOpRankReducingPatterns` (`DropUnitDims.cpp`): a batched
//! contraction with a unit batch becomes its unbatched form, a matmul with a unit `m` (`n`)
//! a vecmat (matvec), a matvec/vecmat with a unit dim a dot; one unit dim at a time,
//! operands collapsed and the result expanded back with reassociative reshapes.

use super::transform_utils as tu;
use rmlir_ir::body::OpSpec;
use rmlir_ir::ods::constraints as c;
use rmlir_ir::rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};
use rmlir_ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};

/// (from, to, kind): kind 0 unbatch, 1 reduce lhs/init (`m`), 2 reduce rhs/init (`n`).
const PATTERNS: &[(&str, &str, u8)] = &[
    ("batch_matmul", "matmul", 0),
    ("batch_matmul_transpose_a", "matmul_transpose_a", 0),
    ("batch_matmul_transpose_b", "matmul_transpose_b", 0),
    ("batch_matvec", "matvec", 0),
    ("batch_vecmat", "vecmat", 0),
    ("matmul", "vecmat", 1),
    ("matmul", "matvec", 2),
    ("matmul_transpose_a", "vecmat", 1),
    ("matmul_transpose_b", "matvec", 2),
    ("batch_matmul", "batch_vecmat", 1),
    ("batch_matmul", "batch_matvec", 2),
    ("batch_matmul_transpose_a", "batch_vecmat", 1),
    ("batch_matmul_transpose_b", "batch_matvec", 2),
    ("matvec", "dot", 1),
    ("vecmat", "dot", 2),
];

pub fn populate_contraction_op_rank_reducing(ctx: &Context, set: &mut RewritePatternSet) {
    for (from, to, kind) in PATTERNS {
        let from_name: &'static str = Box::leak(format!("linalg.{from}").into_boxed_str());
        let to_name: &'static str = to;
        let kind = *kind;
        let pname = if kind == 0 {
            "RankReduceToUnBatched"
        } else {
            "RankReduceMatmul"
        };
        set.add_fn(ctx, from_name, 1, pname, move |op, rw| {
            rank_reduce(op, rw, to_name, kind)
        });
    }
}

/// Upstream `inferContractionDims`, reduced to what the patterns use: the batch, m and n
/// dims (sorted) of a 2-input, 1-init op with projected-permutation maps.
fn contraction_dims(
    maps: &[rmlir_ir::affine::AffineMap],
    parallel: &[bool],
) -> Option<(Vec<u32>, Vec<u32>, Vec<u32>)> {
    if maps.len() != 3 {
        return None;
    }
    let uses =
        |m: &rmlir_ir::affine::AffineMap, d: u32| m.results().iter().any(|e| e.as_dim() == Some(d));
    let (mut b, mut m, mut n) = (Vec::new(), Vec::new(), Vec::new());
    let mut k = 0;
    for d in 0..maps[0].num_dims() {
        let (l, r, o) = (uses(&maps[0], d), uses(&maps[1], d), uses(&maps[2], d));
        let par = parallel.get(d as usize).copied().unwrap_or(false);
        if par && l && r && o {
            b.push(d);
        } else if par && l && !r && o {
            m.push(d);
        } else if par && !l && r && o {
            n.push(d);
        } else if !par && l && r && !o {
            k += 1;
        }
    }
    if k == 0 {
        return None;
    }
    Some((b, m, n))
}

/// `mapIterationSpaceDimToAllOperandDims`: (operand, position) of every use of loop `d`.
fn operand_dims(maps: &[rmlir_ir::affine::AffineMap], d: u32) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (i, m) in maps.iter().enumerate() {
        for (p, e) in m.results().iter().enumerate() {
            if e.as_dim() == Some(d) {
                out.push((i, p));
            }
        }
    }
    out
}

/// `getReassociationForReshapeAtDim`.
fn reassociation_at(rank: usize, pos: usize) -> Vec<Vec<i64>> {
    let mut r = vec![vec![0i64, 1]; rank - 1];
    let last = pos == rank - 1;
    if rank > 2 {
        for (i, g) in r.iter_mut().enumerate() {
            let i64i = i as i64;
            *g = if i == pos || (last && i + 1 == pos) {
                vec![i64i, i64i + 1]
            } else if i < pos {
                vec![i64i]
            } else {
                vec![i64i + 1]
            };
        }
    }
    r
}

fn rank_reduce(op: OpId, rw: &mut PatternRewriter<'_>, to: &str, kind: u8) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let (ins, outs) = super::segments(ctx, body, op);
    if ins.len() != 2 || outs.len() != 1 {
        return Err(());
    }
    let operands = [ins[0], ins[1], outs[0]];
    let types: Vec<Type> = operands.iter().map(|v| body.value_type(*v)).collect();
    let maps = super::indexing_maps(ctx, body, op).ok_or(())?;
    let iters = super::iterator_types(ctx, body, op).ok_or(())?;
    let (b, m, n) = contraction_dims(&maps, &iters).ok_or(())?;
    let shape = |i: usize, p: usize| tu::shape_of(ctx, types[i]).get(p).copied();
    let mut unit_dims: [i64; 3] = [-1; 3];
    match kind {
        0 => {
            if b.len() != 1 {
                return Err(());
            }
            let ops = operand_dims(&maps, b[0]);
            if ops.len() != 3 || ops.iter().any(|(i, p)| shape(*i, *p) != Some(1)) {
                return Err(());
            }
            for (k, (_, p)) in ops.iter().enumerate() {
                unit_dims[k] = *p as i64;
            }
        }
        1 | 2 => {
            let d = if kind == 1 { m.first() } else { n.first() };
            let ops = operand_dims(&maps, *d.ok_or(())?);
            if ops.len() != 2 || !ops.iter().all(|(i, p)| shape(*i, *p) == Some(1)) {
                return Err(());
            }
            if kind == 1 {
                unit_dims = [ops[0].1 as i64, -1, ops[1].1 as i64];
            } else {
                unit_dims = [-1, ops[0].1 as i64, ops[1].1 as i64];
            }
        }
        _ => return Err(()),
    }
    let loc = body.loc(op);
    let attrs: Vec<(rmlir_ir::Ident, Attribute)> = body
        .attrs(op)
        .iter()
        .filter(|(n, _)| ctx.ident_str(*n) != "linalg.memoized_indexing_maps")
        .copied()
        .collect();
    let result_ty = body.results(op).first().map(|r| body.value_type(*r));
    rw.set_insertion_point_before(op);
    let mut collapsed = Vec::new();
    for (k, v) in operands.iter().enumerate() {
        let pos = unit_dims[k];
        if pos < 0 {
            collapsed.push(*v);
            continue;
        }
        let pos = pos as usize;
        let t = types[k];
        let mut sh = tu::shape_of(ctx, t);
        let rank = sh.len();
        sh.remove(pos);
        let elem = tu::elem_type(ctx, t).ok_or(())?;
        let target = match ctx.type_kind(t) {
            TypeKind::MemRef { memory_space, .. } => ctx.get_type(TypeKind::MemRef {
                shape: sh.into(),
                elem,
                layout: None,
                memory_space: *memory_space,
            }),
            _ => tu::tensor_type(ctx, &sh, elem),
        };
        collapsed.push(tu::create_collapse(
            rw,
            loc,
            *v,
            target,
            &reassociation_at(rank, pos),
        ));
    }
    let new = create_named(rw, loc, to, &collapsed, &attrs)?;
    match result_ty {
        None => rw.replace_op(op, &[]),
        Some(rt) => {
            let r = rw.body().result(new, 0);
            let rank = tu::shape_of(ctx, rt).len();
            let groups = reassociation_at(rank, unit_dims[2] as usize);
            let e = tu::create_expand(rw, loc, r, rt, &groups).ok_or(())?;
            rw.replace_op(op, &[e]);
        }
    }
    Ok(())
}

/// Creates the named structured op `name` on `ins` (2) and an init, with its body.
fn create_named(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    name: &str,
    operands: &[ValueId],
    attrs: &[(rmlir_ir::Ident, Attribute)],
) -> Result<OpId, ()> {
    let ctx = rw.ctx;
    let full = format!("linalg.{name}");
    let def = super::named::lookup(&full).ok_or(())?;
    let opname = ctx.op_name(&full);
    let info = ctx.op_info(opname).ok_or(())?;
    let init_ty = rw.body().value_type(operands[2]);
    let tys: Vec<Type> = if tu::is_tensor(ctx, init_ty) {
        vec![init_ty]
    } else {
        vec![]
    };
    let operand_types: Vec<Type> = operands.iter().map(|v| rw.body().value_type(*v)).collect();
    let mut spec = OpSpec::new(opname, loc);
    spec.operands = operands;
    spec.result_types = &tys;
    spec.num_regions = 1;
    spec.props = info.props_from(
        ctx,
        &[("operandSegmentSizes", c::dense_i32_array(ctx, &[2, 1]))],
        false,
    );
    let mut all_attrs: Vec<(rmlir_ir::Ident, Attribute)> = attrs.to_vec();
    if def.memoizes() {
        let lookup = |_: &str| None;
        let maps = super::named::indexing_maps(ctx, def, &operand_types, &lookup);
        let arr: Vec<Attribute> = maps
            .into_iter()
            .map(|m| ctx.get_attr(AttrKind::AffineMap(m)))
            .collect();
        all_attrs.push((
            ctx.ident("linalg.memoized_indexing_maps"),
            ctx.array_attr(&arr),
        ));
    }
    all_attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    spec.attrs = all_attrs;
    let op = rw.create(spec);
    let region = rw.body().regions(op)[0];
    let cast = attrs
        .iter()
        .find(|(n, _)| ctx.ident_str(*n) == "cast")
        .map(|(_, a)| *a);
    let lookup = move |n: &str| if n == "cast" { cast } else { None };
    super::named::build_body(ctx, rw.body, region, def, &operand_types, &lookup).map_err(|_| ())?;
    Ok(op)
}
