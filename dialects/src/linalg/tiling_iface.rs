//! The `TilingInterface` of structured (Linalg) ops, as upstream's
//! `LinalgOpTilingInterface` external model: the iteration domain
//! (`getIterationDomain` over `createFlatListOfOperandDims` and the shapes-to-loops map),
//! the tiled implementation for given loop offsets and sizes (`getTiledImplementation`:
//! `makeTiledShapes` slices every operand, the op is cloned on the slices and its
//! `linalg.index` ops are shifted by the offsets) and the position of a result tile
//! (`getResultTilePosition`). Offsets and sizes are `OpFoldResult`s and every index
//! computation goes through `makeComposedFoldedAffineApply`, so that the ops created (and
//! their order) are upstream's.
//!
//! Used by `tile_using_forall` ([`super::tiling_forall`]) and the producer fusion of
//! `fuse_into_containing_op` ([`super::fuse_containing`]).

use super::transform_utils::{create_slice, is_memref, is_tensor, shape_of, tensor_type, Ofr};
use crate::affine::utils::{self as au, OpFoldResult as Fr};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::ir_clone::IrMapping;
use rmlir_ir::rewrite::PatternRewriter;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Location, OpId, ValueId};

/// An index attribute as an `OpFoldResult`.
pub fn index_fr(rw: &PatternRewriter<'_>, v: i64) -> Fr {
    Fr::Attr(rw.ctx.int_attr(rw.ctx.index_type(), v))
}

/// The constant of an `OpFoldResult` (upstream's `getConstantIntValue`).
pub fn fr_const(rw: &PatternRewriter<'_>, o: Fr) -> Option<i64> {
    au::ofr_constant(rw.ctx, rw.body(), o)
}

/// `OpFoldResult` to this crate's slice-list entry (constants become static).
pub fn fr_to_ofr(rw: &PatternRewriter<'_>, o: Fr) -> Ofr {
    match o {
        Fr::Attr(a) => Ok(au::int_attr_value(rw.ctx, a).unwrap_or(0)),
        Fr::Value(v) => Err(v),
    }
}

/// `makeComposedFoldedAffineApply(expr)` on `operands` (dims then symbols).
pub fn apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    dims: u32,
    syms: u32,
    e: AffineExpr,
    operands: &[Fr],
) -> Fr {
    let map = AffineMap::new(dims, syms, vec![e]);
    au::make_composed_folded_affine_apply(rw, loc, &map, operands)
}

/// Upstream `createFoldedDimOp`: a static size as an attribute, else a `dim` op.
pub fn folded_dim(rw: &mut PatternRewriter<'_>, loc: Location, v: ValueId, i: usize) -> Fr {
    let shape = shape_of(rw.ctx, rw.body().value_type(v));
    match shape.get(i) {
        Some(s) if *s != DYNAMIC => index_fr(rw, *s),
        _ => Fr::Value(super::reify::create_or_fold_dim(rw, loc, v, i)),
    }
}

/// What the tiling of a structured op needs to know about it.
pub struct Structured {
    pub op: OpId,
    pub loc: Location,
    pub maps: Vec<AffineMap>,
    /// `true` for parallel loops.
    pub parallel: Vec<bool>,
    pub n_ins: usize,
    pub operands: Vec<ValueId>,
    /// A result tile is at the loop offsets and sizes themselves (`linalg.softmax`).
    pub direct_result_tile: bool,
}

impl Structured {
    /// The structured op `op`, or why it cannot be tiled.
    pub fn of(rw: &PatternRewriter<'_>, op: OpId) -> Result<Self, String> {
        let ctx = rw.ctx;
        let body = rw.body();
        if ctx.op_name_str(body.op_name(op)) == "linalg.softmax" {
            return Self::softmax(rw, op);
        }
        if !super::is_structured(ctx, body, op) {
            return Err("only ops implementing TilingInterface are supported".into());
        }
        let maps = super::indexing_maps(ctx, body, op).ok_or("unsupported op")?;
        let parallel = super::iterator_types(ctx, body, op).ok_or("unsupported op")?;
        let (ins, outs) = super::segments(ctx, body, op);
        let n_ins = ins.len();
        let operands: Vec<ValueId> = ins.into_iter().chain(outs).collect();
        if operands.len() != maps.len() {
            return Err("unsupported op".into());
        }
        Ok(Structured {
            op,
            loc: body.loc(op),
            maps,
            parallel,
            n_ins,
            operands,
            direct_result_tile: false,
        })
    }

    /// `linalg.softmax`'s `TilingInterface` (upstream `SoftmaxOp`): one loop per input
    /// dimension (the softmax dimension a reduction), input and output tiled alike, as a
    /// structured op with identity indexing maps.
    fn softmax(rw: &PatternRewriter<'_>, op: OpId) -> Result<Self, String> {
        let ctx = rw.ctx;
        let body = rw.body();
        if body.num_operands(op) != 2 {
            return Err("unsupported op".into());
        }
        let input = body.operand(op, 0);
        let output = body.operand(op, 1);
        let rank = shape_of(ctx, body.value_type(input)).len();
        let dim = rmlir_ir::ods::prop(ctx, body, op, "dimension")
            .and_then(|a| au::int_attr_value(ctx, a))
            .ok_or("unsupported op")?;
        let identity = AffineMap::new(
            rank as u32,
            0,
            (0..rank as u32).map(AffineExpr::dim).collect(),
        );
        Ok(Structured {
            op,
            loc: body.loc(op),
            maps: vec![identity.clone(), identity],
            parallel: (0..rank).map(|d| d as i64 != dim).collect(),
            n_ins: 1,
            operands: vec![input, output],
            direct_result_tile: true,
        })
    }

    pub fn num_loops(&self) -> usize {
        self.parallel.len()
    }

    /// Upstream `getIterationDomain`: the size of every loop (offsets 0, strides 1),
    /// computed before the op (the `dim` ops of every dynamic operand size are created).
    pub fn iteration_domain(&self, rw: &mut PatternRewriter<'_>) -> Result<Vec<Fr>, String> {
        let saved = rw.insertion_point();
        rw.set_insertion_point_before(self.op);
        let loc = self.loc;
        let mut flat = Vec::new();
        for v in &self.operands {
            let rank = shape_of(rw.ctx, rw.body().value_type(*v)).len();
            for k in 0..rank {
                flat.push(folded_dim(rw, loc, *v, k));
            }
        }
        rw.set_insertion_point(saved);
        let concat = super::transform_utils::concat_affine_maps(&self.maps);
        let inv = super::transform_utils::inverse_permutation(&concat)
            .ok_or("unsupported in rmlir's tiling: indexing maps without a shapes-to-loops map")?;
        inv.results()
            .iter()
            .map(|e| {
                e.as_dim()
                    .and_then(|d| flat.get(d as usize).copied())
                    .ok_or_else(|| "unsupported op".to_string())
            })
            .collect()
    }

    /// Upstream `computeSliceParameters` for `value` indexed by `map` (partial tile check
    /// omitted): offsets, sizes and strides of its tile.
    fn slice_params(
        &self,
        rw: &mut PatternRewriter<'_>,
        value: ValueId,
        map: &AffineMap,
        sizes: &[Fr],
        lbs: &[Fr],
        closed: &[Fr],
    ) -> [Vec<Fr>; 3] {
        let loc = self.loc;
        let rank = shape_of(rw.ctx, rw.body().value_type(value)).len();
        let mut out: [Vec<Fr>; 3] = Default::default();
        for r in 0..rank.min(map.num_results()) {
            let sub = map.sub_map(&[r]);
            let one = index_fr(rw, 1);
            if !self.is_tiled(rw, &sub, sizes) {
                out[0].push(index_fr(rw, 0));
                out[1].push(folded_dim(rw, loc, value, r));
                out[2].push(one);
                continue;
            }
            let offset = au::make_composed_folded_affine_apply(rw, loc, &sub, lbs);
            let closed_size = au::make_composed_folded_affine_apply(rw, loc, &sub, closed);
            let size = apply(rw, loc, 0, 1, AffineExpr::symbol(0) + 1, &[closed_size]);
            out[0].push(offset);
            out[1].push(size);
            out[2].push(one);
        }
        out
    }

    /// Upstream `isTiled(map, tileSizes)`: some result uses a loop of non-zero size.
    fn is_tiled(&self, rw: &PatternRewriter<'_>, map: &AffineMap, sizes: &[Fr]) -> bool {
        map.results().iter().any(|e| {
            let mut tiled = false;
            e.walk(|x| {
                if let Some(d) = x.as_dim() {
                    tiled |= sizes
                        .get(d as usize)
                        .is_some_and(|s| fr_const(rw, *s) != Some(0));
                }
            });
            tiled
        })
    }

    /// `d0 - 1` of every size (upstream `computeTileSizes` with non-zero sizes).
    fn closed_sizes(&self, rw: &mut PatternRewriter<'_>, sizes: &[Fr]) -> Vec<Fr> {
        sizes
            .iter()
            .map(|s| apply(rw, self.loc, 1, 0, AffineExpr::dim(0) - 1, &[*s]))
            .collect()
    }

    /// Upstream `getTiledImplementation(offsets, sizes)` at the insertion point: the tiled
    /// op, cloned on the slices of `operands` (the op's operands, possibly with the inits
    /// replaced), and its results.
    pub fn tiled_implementation(
        &self,
        rw: &mut PatternRewriter<'_>,
        operands: &[ValueId],
        offsets: &[Fr],
        sizes: &[Fr],
    ) -> Result<(OpId, Vec<ValueId>), String> {
        let ctx = rw.ctx;
        let loc = self.loc;
        if sizes.iter().any(|s| fr_const(rw, *s) == Some(0)) {
            return Err("unsupported in rmlir's tiling: zero-sized loops".into());
        }
        // `computeTileOffsets` (every size non-zero: the offsets themselves), then
        // `computeTileSizes`.
        let lbs = offsets.to_vec();
        let closed = self.closed_sizes(rw, sizes);
        let mut params = Vec::new();
        for (k, (v, m)) in operands.iter().zip(&self.maps).enumerate() {
            if self.direct_result_tile {
                // Upstream `SoftmaxOp::getTiledImplementation`: both operands sliced at
                // the loop offsets and sizes themselves.
                let ones = vec![index_fr(rw, 1); sizes.len()];
                params.push(Some([offsets.to_vec(), sizes.to_vec(), ones]));
                continue;
            }
            let ty = rw.body().value_type(*v);
            let init_tensor = k >= self.n_ins && is_tensor(ctx, ty);
            if !(is_memref(ctx, ty) || is_tensor(ctx, ty))
                || (!self.is_tiled(rw, m, sizes) && !init_tensor)
            {
                params.push(None);
                continue;
            }
            params.push(Some(self.slice_params(rw, *v, m, sizes, &lbs, &closed)));
        }
        let mut tiles = Vec::new();
        for (v, p) in operands.iter().zip(params) {
            let Some(p) = p else {
                tiles.push(*v);
                continue;
            };
            let lists: [Vec<Ofr>; 3] =
                std::array::from_fn(|i| p[i].iter().map(|x| fr_to_ofr(rw, *x)).collect());
            tiles.push(materialize_slice(rw, loc, *v, &lists)?);
        }
        // Operand by operand: the same value may be several operands.
        let mut map = IrMapping::new();
        let new_op = rw.body.clone_op(self.op, &mut map);
        for (k, t) in tiles.iter().enumerate() {
            rw.body.set_operand(new_op, k, *t);
        }
        rw.insert(new_op);
        let results: Vec<ValueId> = rw.body().results(new_op).to_vec();
        for (i, r) in results.iter().enumerate() {
            let t = rw.body().value_type(tiles[self.n_ins + i]);
            rw.body.set_value_type(*r, t);
        }
        offset_indices(rw, new_op, offsets);
        Ok((new_op, results))
    }

    /// Upstream `generateResultTileValue`: the tiled op computing the tile of result
    /// `result` at `offsets` and `sizes` (the result's indexing map must be a projected
    /// permutation; loops it does not index are taken whole) and that tile.
    pub fn generate_result_tile_value(
        &self,
        rw: &mut PatternRewriter<'_>,
        result: usize,
        offsets: &[Fr],
        sizes: &[Fr],
    ) -> Result<(OpId, ValueId), String> {
        let map = self.maps[self.n_ins + result].clone();
        let dims: Option<Vec<usize>> = map
            .results()
            .iter()
            .map(|e| e.as_dim().map(|d| d as usize))
            .collect();
        let Some(dims) = dims else {
            return Err(
                "unsupported in rmlir's tiling: results not indexed by a projected permutation"
                    .into(),
            );
        };
        let n = self.num_loops();
        let (mut offs, mut szs) = if dims.len() == n {
            (vec![index_fr(rw, 0); n], vec![index_fr(rw, 0); n])
        } else {
            let domain = self.iteration_domain(rw)?;
            (vec![index_fr(rw, 0); n], domain)
        };
        for (k, d) in dims.iter().enumerate() {
            offs[*d] = offsets[k];
            szs[*d] = sizes[k];
        }
        let (op, results) = self.tiled_implementation(rw, &self.operands, &offs, &szs)?;
        Ok((op, results[result]))
    }

    /// Upstream `getResultTilePosition`: the offsets and sizes of result `i`'s tile.
    pub fn result_tile_position(
        &self,
        rw: &mut PatternRewriter<'_>,
        i: usize,
        offsets: &[Fr],
        sizes: &[Fr],
    ) -> [Vec<Fr>; 3] {
        if self.direct_result_tile {
            let ones = vec![index_fr(rw, 1); sizes.len()];
            return [offsets.to_vec(), sizes.to_vec(), ones];
        }
        let closed = self.closed_sizes(rw, sizes);
        let k = self.n_ins + i;
        let map = self.maps[k].clone();
        self.slice_params(rw, self.operands[k], &map, sizes, offsets, &closed)
    }
}

/// Upstream `materializeTiledShape`: a `memref.subview` or `tensor.extract_slice` of `v`.
pub fn materialize_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: ValueId,
    lists: &[Vec<Ofr>; 3],
) -> Result<ValueId, String> {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(v);
    let st = |l: &[Ofr]| -> Vec<i64> { l.iter().map(|x| x.unwrap_or(DYNAMIC)).collect() };
    let s = if is_memref(ctx, ty) {
        let rt = crate::memref::verify::subview_infer_result_type(
            ctx,
            ty,
            &st(&lists[0]),
            &st(&lists[1]),
            &st(&lists[2]),
        )
        .ok_or("cannot infer the subview type")?;
        create_slice(rw, loc, "memref.subview", &[v], lists, Some(rt))
    } else {
        let elem = super::transform_utils::elem_type(ctx, ty).ok_or("unsupported type")?;
        let rt = tensor_type(ctx, &st(&lists[1]), elem);
        create_slice(rw, loc, "tensor.extract_slice", &[v], lists, Some(rt))
    };
    Ok(rw.body().result(s, 0))
}

/// Upstream `offsetIndices`: every `linalg.index` of the op's body is shifted by the
/// offset of its loop.
pub fn offset_indices(rw: &mut PatternRewriter<'_>, op: OpId, offsets: &[Fr]) {
    let ctx = rw.ctx;
    let Some(region) = rw.body().regions(op).first().copied() else {
        return;
    };
    let Some(block) = rw.body().entry_block(region) else {
        return;
    };
    let indices: Vec<OpId> = rw
        .body()
        .block_ops(block)
        .filter(|o| ctx.op_name_str(rw.body().op_name(*o)) == "linalg.index")
        .collect();
    let saved = rw.insertion_point();
    for idx in indices {
        let dim = rmlir_ir::ods::prop(ctx, rw.body(), idx, "dim")
            .and_then(|a| au::int_attr_value(ctx, a))
            .unwrap_or(0) as usize;
        let Some(off) = offsets.get(dim).copied() else {
            continue;
        };
        let loc = rw.body().loc(idx);
        let res = rw.body().result(idx, 0);
        rw.set_insertion_point_after(idx);
        let applied = apply(
            rw,
            loc,
            2,
            0,
            AffineExpr::dim(0) + AffineExpr::dim(1),
            &[Fr::Value(res), off],
        );
        let m = au::value_or_constant_index(rw, loc, applied);
        if m == res {
            continue;
        }
        let def = rw.body().defining_op(m);
        rw.replace_uses_with_if(res, m, |_, user, _| Some(user) != def);
    }
    rw.set_insertion_point(saved);
}
