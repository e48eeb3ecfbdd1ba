//! The `linalg-block-pack-matmul` pass (upstream's `BlockPackMatmul.cpp`): matmul-like ops
//! (`linalg.matmul`, `batch_matmul` and their `transpose_a`/`transpose_b` forms, and
//! `linalg.generic` matmuls) are packed into a blocked layout by upstream's
//! `packMatmulGreedily` (generalize, interchange so that (m, n, k) are the innermost loops,
//! `linalg::pack` by the block factors) and the packed LHS and RHS are then transposed by
//! `packTranspose` into the requested block layouts. The packs are created directly in
//! their final (transposed) form, which is what upstream's output holds once the
//! intermediate packs are dead.

use super::lower_pack::{apply_permutation, compute_permutation_vector, is_permutation};
use super::pack_utils::{create_pack, create_unpack, pack_dest};
use super::transform_utils::{self as tu, Ofr};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::body::OpSpec;
use rmlir_ir::pass::{OptValue, Pass, PassCx, PassInfo, PassOp, PassOptions};
use rmlir_ir::rewrite::{
    apply_patterns_and_fold_greedily, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult,
    PatternRewriter, RewritePatternSet,
};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Context, OpId, ValueId};

const ARGUMENT: &str = "linalg-block-pack-matmul";
const DESCRIPTION: &str = "Convert linalg matmul ops to block layout and back";

/// Upstream's `BlockPackMatmulOptions`.
#[derive(Clone, Debug)]
pub struct BlockPackOptions {
    pub block_factors: Vec<i64>,
    pub allow_padding: bool,
    pub mnk_padded_multiples: Vec<i64>,
    pub mnk_order: Vec<i64>,
    pub lhs_transpose_outer: bool,
    pub lhs_transpose_inner: bool,
    pub rhs_transpose_outer: bool,
    pub rhs_transpose_inner: bool,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        create: || {
            let options = PassOptions::new()
                .with(
                    "block-factors",
                    "Block factors (mb, nb, kb) for relayout",
                    OptValue::List(Vec::new()),
                )
                .with(
                    "allow-padding",
                    "Allow packing padding",
                    OptValue::Bool(true),
                )
                .with(
                    "mnk-padded-multiples",
                    "Next multiples of the packing sizes",
                    OptValue::List(Vec::new()),
                )
                .with(
                    "mnk-order",
                    "Permutation of matmul (M, N, K) dimensions order",
                    OptValue::List(Vec::new()),
                )
                .with(
                    "lhs-transpose-outer-blocks",
                    "Transpose LHS outer block layout [MB][KB] -> [KB][MB]",
                    OptValue::Bool(false),
                )
                .with(
                    "lhs-transpose-inner-blocks",
                    "Transpose LHS inner block layout [mb][kb] -> [kb][mb]",
                    OptValue::Bool(false),
                )
                .with(
                    "rhs-transpose-outer-blocks",
                    "Transpose RHS outer block layout [KB][NB] -> [NB][KB]",
                    OptValue::Bool(true),
                )
                .with(
                    "rhs-transpose-inner-blocks",
                    "Transpose RHS inner block layout [kb][nb] -> [nb][kb]",
                    OptValue::Bool(true),
                );
            Box::new(BlockPackMatmul { options })
        },
    }
}

pub struct BlockPackMatmul {
    options: PassOptions,
}

fn int_list(o: &PassOptions, name: &str) -> Result<Vec<i64>, ()> {
    o.list(name)
        .iter()
        .map(|s| s.trim().parse::<i64>().map_err(|_| ()))
        .collect()
}

impl Pass for BlockPackMatmul {
    fn name(&self) -> &'static str {
        "LinalgBlockPackMatmul"
    }
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> &mut PassOptions {
        &mut self.options
    }
    fn run(&self, op: &mut PassOp<'_>, cx: &mut PassCx<'_>) -> Result<(), ()> {
        let ctx = cx.ctx;
        let o = &self.options;
        let mut mnk_order = int_list(o, "mnk-order")?;
        if mnk_order.is_empty() {
            mnk_order = vec![0, 1, 2];
        }
        let opts = BlockPackOptions {
            block_factors: int_list(o, "block-factors")?,
            allow_padding: o.bool("allow-padding"),
            mnk_padded_multiples: int_list(o, "mnk-padded-multiples")?,
            mnk_order,
            lhs_transpose_outer: o.bool("lhs-transpose-outer-blocks"),
            lhs_transpose_inner: o.bool("lhs-transpose-inner-blocks"),
            rhs_transpose_outer: o.bool("rhs-transpose-outer-blocks"),
            rhs_transpose_inner: o.bool("rhs-transpose-inner-blocks"),
        };
        let mut set = RewritePatternSet::new();
        populate_block_pack_matmul(ctx, &mut set, opts);
        let patterns = FrozenRewritePatternSet::new(ctx, set);
        if let Some(body) = op.body_mut() {
            apply_patterns_and_fold_greedily(ctx, body, &patterns, &GreedyRewriteConfig::default());
            let mut stack: Vec<&mut rmlir_ir::Body> = vec![body];
            while let Some(b) = stack.pop() {
                b.commit();
                for (_, d) in b.ops_mut() {
                    if let Some(c) = d.isolated_body_mut() {
                        stack.push(c);
                    }
                }
            }
        }
        Ok(())
    }
}

/// Upstream's `populateBlockPackMatmulPatterns`.
pub fn populate_block_pack_matmul(
    ctx: &Context,
    set: &mut RewritePatternSet,
    opts: BlockPackOptions,
) {
    let opts = std::sync::Arc::new(opts);
    for name in [
        "linalg.generic",
        "linalg.matmul",
        "linalg.batch_matmul",
        "linalg.matmul_transpose_a",
        "linalg.batch_matmul_transpose_a",
        "linalg.matmul_transpose_b",
        "linalg.batch_matmul_transpose_b",
    ] {
        let o = opts.clone();
        set.add_fn(ctx, name, 1, "BlockPackMatmul", move |op, rw| {
            block_pack_matmul(op, rw, &o)
        });
    }
}

/// Upstream's `ContractionDimensions` (each sorted).
#[derive(Clone, Debug, Default)]
pub struct ContractionDims {
    pub batch: Vec<u32>,
    pub m: Vec<u32>,
    pub n: Vec<u32>,
    pub k: Vec<u32>,
}

/// Upstream's `inferContractionDims` over the maps of (lhs, rhs, init), when there are m, n
/// and k dims.
pub fn infer_contraction_dims(maps: &[AffineMap], iters: &[bool]) -> Option<ContractionDims> {
    if maps.len() != 3 {
        return None;
    }
    let (batch, m, n, k) = super::pack_greedily::infer_contraction_dims(maps, iters);
    if m.is_empty() || n.is_empty() || k.is_empty() {
        return None;
    }
    Some(ContractionDims { batch, m, n, k })
}

/// `isaContractionOpInterface` for a generic: two inputs, one init, a body multiplying the
/// inputs and accumulating into the init.
fn is_contraction_generic(ctx: &Context, body: &rmlir_ir::Body, op: OpId) -> bool {
    let (ins, outs) = super::segments(ctx, body, op);
    if ins.len() != 2 || outs.len() != 1 {
        return false;
    }
    let Some(region) = body.regions(op).first().copied() else {
        return false;
    };
    let Some(block) = body.region_blocks(region).next() else {
        return false;
    };
    let args = body.block_args(block).to_vec();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    if ops.len() != 3 || args.len() != 3 {
        return false;
    }
    let name = |o: OpId| ctx.op_name_str(body.op_name(o));
    let (mul, add, yld) = (ops[0], ops[1], ops[2]);
    let is_mul = matches!(name(mul), "arith.mulf" | "arith.muli");
    let is_add = matches!(name(add), "arith.addf" | "arith.addi");
    if !is_mul || !is_add || name(yld) != "linalg.yield" {
        return false;
    }
    let mo: Vec<ValueId> = body.operands(mul).collect();
    let ao: Vec<ValueId> = body.operands(add).collect();
    let m = body.result(mul, 0);
    let a = body.result(add, 0);
    let yo: Vec<ValueId> = body.operands(yld).collect();
    let ins_ok = (mo == [args[0], args[1]]) || (mo == [args[1], args[0]]);
    let acc_ok = (ao == [args[2], m]) || (ao == [m, args[2]]);
    ins_ok && acc_ok && yo == [a]
}

/// The static size of each loop of a structured op (from the operand shapes), if all are.
fn static_loop_sizes(
    ctx: &Context,
    body: &rmlir_ir::Body,
    op: OpId,
    maps: &[AffineMap],
    n_loops: usize,
) -> Vec<Option<i64>> {
    let mut sizes = vec![None; n_loops];
    let operands: Vec<ValueId> = body.operands(op).collect();
    for (v, m) in operands.iter().zip(maps) {
        let shape = tu::shape_of(ctx, body.value_type(*v));
        for (i, e) in m.results().iter().enumerate() {
            if let Some(d) = e.as_dim() {
                let d = d as usize;
                if d < n_loops && sizes[d].is_none() {
                    sizes[d] =
                        Some(shape.get(i).copied().unwrap_or(DYNAMIC)).filter(|s| *s != DYNAMIC);
                    if sizes[d].is_none() {
                        sizes[d] = Some(DYNAMIC);
                    }
                }
            }
        }
    }
    sizes
        .into_iter()
        .map(|s| s.filter(|x| *x != DYNAMIC))
        .collect()
}

/// Upstream's `PackOp::requirePaddingValue`.
fn requires_padding(src_shape: &[i64], inner: &[i64], dest_shape: &[i64], tiles: &[Ofr]) -> bool {
    let outer_rank = src_shape.len();
    for (p, t) in inner.iter().zip(tiles) {
        let p = *p as usize;
        let Ok(t) = t else { return true };
        if src_shape[p] == DYNAMIC {
            continue;
        }
        let _ = (outer_rank, dest_shape);
        if src_shape[p] % t != 0 {
            return true;
        }
    }
    false
}

/// Upstream's `transposePackedMatmul` permutations: (outer, inner).
fn transpose_perms(
    map: &AffineMap,
    blocks: &[u32],
    transpose_outer: bool,
    transpose_inner: bool,
) -> Option<(Vec<i64>, Vec<i64>)> {
    let n = map.num_results();
    if n < 4 || blocks.len() < 2 {
        return None;
    }
    let outer_pos = n - 4;
    let inner_pos = n - 2;
    let outer_t = map.result(outer_pos).as_dim() != Some(blocks[blocks.len() - 2]);
    let inner_t = map.result(inner_pos).as_dim() != Some(blocks[blocks.len() - 1]);
    let inner_perm = if inner_t != transpose_inner {
        vec![1, 0]
    } else {
        vec![0, 1]
    };
    let op2: Vec<i64> = if outer_t != transpose_outer {
        vec![1, 0]
    } else {
        vec![0, 1]
    };
    let mut outer: Vec<i64> = (0..outer_pos as i64).collect();
    outer.extend(op2.iter().map(|p| p + outer_pos as i64));
    Some((outer, inner_perm))
}

/// Upstream's `blockPackMatmul` (through `packMatmulGreedily`, `pack` and `packTranspose`).
fn block_pack_matmul(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    o: &BlockPackOptions,
) -> LogicalResult {
    let ctx = rw.ctx;
    let body = rw.body();
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    if !tu::has_pure_tensor_semantics(ctx, body, op)
        || body
            .operands(op)
            .any(|v| !tu::is_tensor(ctx, body.value_type(v)))
    {
        return Err(());
    }
    let maps = super::indexing_maps(ctx, body, op).ok_or(())?;
    let iters = super::iterator_types(ctx, body, op).ok_or(())?;
    if name == "linalg.generic" {
        if !is_contraction_generic(ctx, body, op) || maps.len() != 3 || iters.len() != 3 {
            return Err(());
        }
        let (i, j, k) = (AffineExpr::dim(0), AffineExpr::dim(1), AffineExpr::dim(2));
        let m = |a: &AffineExpr, b: &AffineExpr| AffineMap::new(3, 0, vec![a.clone(), b.clone()]);
        let forms = [
            [m(&i, &k), m(&k, &j), m(&i, &j)],
            [m(&k, &i), m(&k, &j), m(&i, &j)],
            [m(&i, &k), m(&j, &k), m(&i, &j)],
        ];
        if !forms.iter().any(|f| f.as_slice() == maps.as_slice()) {
            return Err(());
        }
    }
    let (ins, outs) = super::segments(ctx, body, op);
    if ins.len() != 2 || outs.len() != 1 || o.block_factors.len() != 3 {
        return Err(());
    }
    if o.mnk_order.len() != 3 || !is_permutation(&o.mnk_order) {
        return Err(());
    }
    if !o.mnk_padded_multiples.is_empty() && o.mnk_padded_multiples.len() != 3 {
        return Err(());
    }
    let dims = infer_contraction_dims(&maps, &iters).ok_or(())?;
    let n_loops = iters.len();
    let loop_sizes = static_loop_sizes(ctx, body, op, &maps, n_loops);
    // validateFullTilesOnDims.
    if !o.allow_padding {
        let off = dims.batch.len() as i64;
        for (t, d) in o.block_factors.iter().zip(&o.mnk_order) {
            let d = (d + off) as usize;
            match loop_sizes.get(d).copied().flatten() {
                Some(s) if *t != 0 && s % t == 0 => {}
                _ => return Err(()),
            }
        }
    }
    if n_loops <= 2 {
        return Err(());
    }
    // packMatmulGreedily.
    let np = 3usize;
    let mmnnkk: Vec<i64> = (0..np)
        .map(|i| (n_loops - np) as i64 + o.mnk_order[i])
        .collect();
    let mut packed_sizes = vec![0i64; np];
    let mut next_multiple = vec![0i64; np];
    for i in 0..np {
        packed_sizes[o.mnk_order[i] as usize] = o.block_factors[i];
        next_multiple[o.mnk_order[i] as usize] =
            o.mnk_padded_multiples.get(i).copied().unwrap_or(0);
    }
    let (m_pos, n_pos, k_pos) = (
        *dims.m.last().unwrap() as i64,
        *dims.n.last().unwrap() as i64,
        *dims.k.last().unwrap() as i64,
    );
    let perm = compute_permutation_vector(n_loops, &[m_pos, n_pos, k_pos], &mmnnkk);
    // interchangeGenericOp: maps composed with the inverse permutation.
    let mut inv = vec![0u32; n_loops];
    for (i, p) in perm.iter().enumerate() {
        inv[*p as usize] = i as u32;
    }
    let pm = AffineMap::permutation(&inv);
    let mut cur_maps: Vec<AffineMap> = maps.iter().map(|m| m.compose(&pm)).collect();
    let mut cur_iters: Vec<bool> = perm.iter().map(|p| iters[*p as usize]).collect();
    // Loop sizes after interchange, for the padded multiples.
    let mut adjusted: Vec<Ofr> = vec![Ok(0); n_loops - np];
    for i in 0..np {
        if next_multiple[i] == 0 {
            adjusted.push(Ok(packed_sizes[i]));
            continue;
        }
        let l = adjusted.len();
        let size = loop_sizes[perm[l] as usize].ok_or(())?;
        let mult = next_multiple[i];
        adjusted.push(Ok((size + mult - 1).div_euclid(mult) * mult));
    }
    // pack: the metadata.
    struct PackedDim {
        size: Ofr,
        per_operand: Vec<Option<usize>>,
    }
    let mut packed: Vec<PackedDim> = Vec::new();
    for (i, s) in adjusted.iter().enumerate() {
        if *s == Ok(0) {
            continue;
        }
        let new_dim = cur_iters.len() as u32;
        cur_iters.push(cur_iters[i]);
        let mut per = Vec::new();
        let mut new_maps = Vec::new();
        for m in &cur_maps {
            let mut results = m.results().to_vec();
            let pos = results.iter().position(|e| e.is_function_of_dim(i as u32));
            match pos {
                None => per.push(None),
                Some(p) => {
                    if results[p].as_dim().is_none() {
                        return Err(());
                    }
                    results.push(AffineExpr::dim(new_dim));
                    per.push(Some(p));
                }
            }
            new_maps.push(AffineMap::new(new_dim + 1, m.num_symbols(), results));
        }
        cur_maps = new_maps;
        packed.push(PackedDim {
            size: *s,
            per_operand: per,
        });
    }
    // The transpositions of the packed LHS and RHS.
    let packed_dims = infer_contraction_dims(&cur_maps, &cur_iters).ok_or(())?;
    let (lhs_outer, lhs_inner) = transpose_perms(
        &cur_maps[0],
        &packed_dims.m,
        o.lhs_transpose_outer,
        o.lhs_transpose_inner,
    )
    .ok_or(())?;
    let (rhs_outer, rhs_inner) = transpose_perms(
        &cur_maps[1],
        &packed_dims.k,
        o.rhs_transpose_outer,
        o.rhs_transpose_inner,
    )
    .ok_or(())?;
    // Create the packs.
    let loc = rw.body().loc(op);
    rw.set_insertion_point_before(op);
    let operands = [ins[0], ins[1], outs[0]];
    let mut new_operands = Vec::new();
    let mut init_pack: Option<(ValueId, Vec<i64>, Vec<Ofr>)> = None;
    for (pos, v) in operands.iter().enumerate() {
        let mut inner: Vec<i64> = Vec::new();
        let mut tiles: Vec<Ofr> = Vec::new();
        for pd in &packed {
            if let Some(p) = pd.per_operand[pos] {
                inner.push(p as i64);
                tiles.push(pd.size);
            }
        }
        if tiles.is_empty() {
            new_operands.push(*v);
            continue;
        }
        let src_shape = tu::shape_of(ctx, rw.body().value_type(*v));
        // Upstream first creates the untransposed pack (its destination, then its padding
        // constant) and then the transposed clone; the untransposed ops die.
        let dest0 = pack_dest(rw, loc, *v, &tiles, &inner, &[]);
        let padding_needed = {
            let statics_ok = tiles.iter().all(|t| t.is_ok()) && !src_shape.contains(&DYNAMIC);
            let dest_shape = tu::shape_of(ctx, rw.body().value_type(dest0));
            !statics_ok || requires_padding(&src_shape, &inner, &dest_shape, &tiles)
        };
        let padding = if padding_needed {
            let elem = tu::elem_type(ctx, rw.body().value_type(dest0)).ok_or(())?;
            let zero = crate::arith::fold::zero_attr(ctx, elem).ok_or(())?;
            let mut spec = OpSpec::new(ctx.op_name("arith.constant"), loc);
            spec.result_types = std::slice::from_ref(&elem);
            spec.props.push(Some(zero));
            let c = rw.create(spec);
            Some(rw.body().result(c, 0))
        } else {
            None
        };
        let mut outer: Vec<i64> = Vec::new();
        let mut map_perm: Option<Vec<i64>> = None;
        let mut dest = dest0;
        if pos < 2 {
            let (op_, ip) = if pos == 0 {
                (&lhs_outer, &lhs_inner)
            } else {
                (&rhs_outer, &rhs_inner)
            };
            if op_.len() != src_shape.len() || ip.len() != inner.len() {
                return Err(());
            }
            inner = apply_permutation(&inner, ip);
            tiles = apply_permutation(&tiles, ip);
            outer = op_.clone();
            let lead = src_shape.len() as i64;
            let mut p = op_.clone();
            p.extend(ip.iter().map(|x| x + lead));
            map_perm = Some(p);
            dest = pack_dest(rw, loc, *v, &tiles, &inner, &outer);
        }
        let packed = create_pack(rw, loc, *v, dest, &inner, &tiles, padding, &outer);
        if let Some(mp) = map_perm {
            let m = &cur_maps[pos];
            let results = apply_permutation(m.results(), &mp);
            cur_maps[pos] = AffineMap::new(m.num_dims(), m.num_symbols(), results);
        }
        if pos == 2 {
            init_pack = Some((*v, inner.clone(), tiles.clone()));
        }
        new_operands.push(packed);
    }
    // The packed generic, with the original body.
    let result_ty = rw.body().value_type(new_operands[2]);
    let iter_attrs: Vec<rmlir_ir::Attribute> = cur_iters
        .iter()
        .map(|p| tu::iterator_attr(ctx, *p))
        .collect();
    let g = tu::create_generic(
        rw,
        loc,
        &[result_ty],
        &new_operands[..2],
        &new_operands[2..],
        &cur_maps,
        &iter_attrs,
        Vec::new(),
    );
    let from = rw.body().regions(op)[0];
    let to = rw.body().regions(g)[0];
    rw.inline_region_before(from, to, None);
    let mut result = rw.body().result(g, 0);
    if let Some((src, inner, tiles)) = init_pack {
        result = create_unpack(rw, loc, result, src, &inner, &tiles, &[]);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contraction_dims_of_matmul() {
        let (i, j, k) = (AffineExpr::dim(0), AffineExpr::dim(1), AffineExpr::dim(2));
        let maps = [
            AffineMap::new(3, 0, vec![i.clone(), k.clone()]),
            AffineMap::new(3, 0, vec![k.clone(), j.clone()]),
            AffineMap::new(3, 0, vec![i, j]),
        ];
        let d = infer_contraction_dims(&maps, &[true, true, false]).unwrap();
        assert_eq!((d.m, d.n, d.k), (vec![0], vec![1], vec![2]));
    }
}
